import {
  Context,
  GitHub,
  getOctokitOptions
} from "./chunk-ZMVP24AZ.js";
import "./chunk-SEWDMQ6Q.js";

// node_modules/@actions/github/lib/github.js
var context = new Context();
function getOctokit(token, options, ...additionalPlugins) {
  const GitHubWithPlugins = GitHub.plugin(...additionalPlugins);
  return new GitHubWithPlugins(getOctokitOptions(token, options));
}
export {
  context,
  getOctokit
};
