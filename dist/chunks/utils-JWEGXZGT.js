import {
  GitHub,
  context,
  defaults,
  getOctokitOptions,
  getUserAgentWithOrchestrationId
} from "./chunk-ZMVP24AZ.js";
import "./chunk-SEWDMQ6Q.js";
export {
  GitHub,
  context,
  defaults,
  getOctokitOptions,
  getUserAgentWithOrchestrationId
};
