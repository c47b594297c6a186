// The action's one port to its runner (actions/typescript-action's pattern): inputs, outputs, the
// job summary, the log, the GitHub client and the environment. The modes take it as an object, so
// that tests drive them in-process with a fake and only a few end-to-end tests start the bundle.
import * as core from '@actions/core';
import { createClient, type ClientOptions, type GitHubClient } from '../github/client.js';

export interface ActionIo {
  /** The runner's environment (GITHUB_*, RUNNER_TEMP, the benchmark's base environment). */
  env: NodeJS.ProcessEnv;
  /** The working directory (the workspace when GITHUB_WORKSPACE is not set). */
  cwd: string;
  /** An input as the runner passes it (INPUT_*), trimmed; '' when not given. */
  getInput(name: string): string;
  setOutput(name: string, value: string): void;
  setSecret(secret: string): void;
  /** Fails the step with this message (an error annotation). */
  setFailed(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  /** Runs `stage` inside a collapsed group of the log. */
  group<T>(title: string, stage: () => Promise<T>): Promise<T>;
  /** Appends markdown to the job summary (the caller checks GITHUB_STEP_SUMMARY is set). */
  appendSummary(markdown: string): Promise<void>;
  /** A REST client for the token (baseUrl: GITHUB_API_URL unless given). */
  github(token: string, opts: Omit<ClientOptions, 'log'>): Promise<GitHubClient>;
  /** Ends the process now (a publishing deadline left API work pending). */
  exit(): void;
}

/** The port on a real runner: @actions/core and this process. */
export function coreIo(): ActionIo {
  return {
    env: process.env,
    cwd: process.cwd(),
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    setSecret: (secret) => core.setSecret(secret),
    setFailed: (message) => core.setFailed(message),
    info: (message) => core.info(message),
    warning: (message) => core.warning(message),
    debug: (message) => core.debug(message),
    group: (title, stage) => core.group(title, stage),
    appendSummary: async (markdown) => void (await core.summary.addRaw(markdown, true).write()),
    github: (token, opts) => createClient(token, { log: { debug: core.debug, warning: core.warning }, ...opts }),
    exit: () => process.exit(),
  };
}
