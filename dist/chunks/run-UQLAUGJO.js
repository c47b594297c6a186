import {
  COMPLETE_MARKER,
  RUN_FOLDER_FILES,
  RUN_RECORD_FILE,
  readRulesFromWorkingTree,
  writeRunRecord
} from "./chunk-Z4KTJD6Z.js";
import {
  detectFormat,
  formatById,
  parseRun,
  parseWith
} from "./chunk-PHGFJBR2.js";
import "./chunk-RJQMVQ5S.js";
import {
  RuleMatcher,
  buildReport,
  commandHelp,
  commandOptions,
  couldBeRegression,
  emitReport,
  plannedLooks,
  renderJson,
  renderMarkdown,
  roundsForFloor,
  stopReason,
  undecidedRows
} from "./chunk-F7FLKIWA.js";
import {
  parseFlags
} from "./chunk-6HA5AV5A.js";
import {
  EXIT,
  UsageError,
  safeLogText
} from "./chunk-FG34TD23.js";
import {
  SettingsError,
  settingsFromFlags,
  statsSettingsOf
} from "./chunk-2H6LZQI2.js";
import {
  ParseError,
  UserError,
  seriesKey
} from "./chunk-NFUH5HZY.js";

// src/cli/run.ts
import { writeFileSync as writeFileSync2 } from "node:fs";
import path9 from "node:path";

// src/runner/git.ts
import { execFile, execFileSync, spawn as spawn2 } from "node:child_process";
import { existsSync, mkdtempSync, realpathSync as realpathSync2 } from "node:fs";
import os2 from "node:os";
import path2 from "node:path";

// src/runner/cleanup.ts
import os from "node:os";

// src/runner/exec.ts
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, openSync, realpathSync } from "node:fs";
import { open, stat, truncate } from "node:fs/promises";

// src/runner/strays.ts
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
var RUN_ID_VAR = "BENCHGATE_RUN_ID";
function writing(pid, fd) {
  try {
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, "utf8"));
    return flags !== null && (parseInt(flags[1], 8) & 3) !== 0;
  } catch {
    return false;
  }
}
function holdsFile(pid, files) {
  if (files.size === 0) return false;
  let fds;
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false;
  }
  for (const fd of fds) {
    try {
      if (files.has(readlinkSync(`/proc/${pid}/fd/${fd}`)) && writing(pid, fd)) return true;
    } catch {
    }
  }
  return false;
}
function carriesRunId(pid, marker) {
  try {
    return readFileSync(`/proc/${pid}/environ`).includes(marker);
  } catch {
    return false;
  }
}
function findStrays(runId, files) {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const marker = Buffer.from(`${RUN_ID_VAR}=${runId}\0`);
  const fileSet = new Set(files);
  const found = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    if (carriesRunId(entry, marker) || holdsFile(entry, fileSet)) found.push(Number(entry));
  }
  return found;
}
function killStrays(runId, files) {
  const strays = findStrays(runId, files);
  for (const pid of strays) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, "SIGKILL");
      } catch {
      }
    }
  }
  return strays.length;
}

// src/runner/exec.ts
var MAX_RUN_OUTPUT_BYTES = 256 * 1024 * 1024;
var running = /* @__PURE__ */ new Map();
function killRunningCommands(signal = "SIGKILL") {
  for (const [pgid, { runId, files }] of running) {
    killGroup(pgid, signal);
    killStrays(runId, files);
  }
}
function killGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
  }
}
var KILL_GRACE_MS = 2e3;
var REAP_WAIT_MS = 500;
var SIZE_POLL_MS = 100;
var TAIL_BYTES = 64 * 1024;
var KEPT_AFTER_LIMIT_BYTES = 1024 * 1024;
async function sizeOf(file) {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}
async function tailOf(file, size) {
  const length = Math.min(size, TAIL_BYTES);
  if (length === 0) return "";
  try {
    const handle = await open(file, "r");
    try {
      const buf = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buf, 0, length, size - length);
      const text = buf.subarray(0, bytesRead).toString("utf8");
      return length < size ? text.slice(text.indexOf("\n") + 1) : text;
    } finally {
      await handle.close();
    }
  } catch {
    return "";
  }
}
function runCommand(opts) {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
  const limit = opts.maxOutputBytes ?? MAX_RUN_OUTPUT_BYTES;
  const runId = randomUUID();
  return new Promise((resolve) => {
    const outFd = openSync(opts.stdoutFile, "w");
    const errFd = openSync(opts.stderrFile, "w");
    const files = [realpathSync(opts.stdoutFile), realpathSync(opts.stderrFile)];
    let child;
    try {
      const bash = { file: "bash", args: ["-c", opts.command] };
      const { file, args } = opts.wrap ? opts.wrap(bash.file, bash.args, opts.cwd) : bash;
      child = spawn(file, args, {
        cwd: opts.cwd,
        env: { ...opts.env, [RUN_ID_VAR]: runId },
        stdio: ["ignore", outFd, errFd],
        // Own process group: `kill(-pid)` then reaches everything the command started.
        detached: true
      });
    } finally {
      closeSync(outFd);
      closeSync(errFd);
    }
    const pid = child.pid;
    if (pid !== void 0) running.set(pid, { runId, files });
    let timedOut = false;
    let overLimit = false;
    let exitCode = null;
    let exitSignal = null;
    let durationMs;
    let spawnError;
    let straysKilled = 0;
    const timers = [];
    const later = (ms, fn) => timers.push(setTimeout(fn, ms));
    const killAll = () => {
      if (pid !== void 0) killGroup(pid, "SIGKILL");
      straysKilled += killStrays(runId, files);
    };
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const t of timers) clearTimeout(t);
      clearInterval(poll);
      if (pid !== void 0) running.delete(pid);
      child.unref();
      void (async () => {
        const [stdoutBytes, stderrBytes] = await Promise.all(files.map(sizeOf));
        const [stdoutTail, stderrTail] = await Promise.all([tailOf(files[0], stdoutBytes), tailOf(files[1], stderrBytes)]);
        if (overLimit) await Promise.all(files.map((f) => truncate(f, KEPT_AFTER_LIMIT_BYTES).catch(() => {
        })));
        resolve({
          stdoutTail,
          stderrTail,
          stdoutBytes,
          stderrBytes,
          exitCode,
          signal: exitSignal,
          timedOut,
          overLimit,
          straysKilled,
          durationMs: durationMs ?? elapsed(),
          spawnError
        });
      })();
    };
    const killAndFinish = () => {
      killAll();
      if (durationMs !== void 0) finish();
      else later(REAP_WAIT_MS, finish);
    };
    let polling = false;
    const poll = setInterval(() => {
      if (polling || finished) return;
      polling = true;
      void Promise.all(files.map(sizeOf)).then(([a, b]) => {
        polling = false;
        if (!finished && !overLimit && a + b > limit) {
          overLimit = true;
          killAndFinish();
        }
      });
    }, SIZE_POLL_MS);
    if (pid !== void 0 && opts.timeoutMs && opts.timeoutMs > 0) {
      later(opts.timeoutMs, () => {
        timedOut = true;
        killGroup(pid, "SIGTERM");
        later(KILL_GRACE_MS, killAndFinish);
      });
    }
    child.on("error", (e) => {
      spawnError = e.message;
      finish();
    });
    child.on("exit", (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      durationMs = elapsed();
      if (opts.killStraysOnExit === false) {
        if (pid !== void 0) killGroup(pid, "SIGKILL");
      } else {
        killAll();
      }
      if (!overLimit)
        void Promise.all(files.map(sizeOf)).then(([a, b]) => overLimit ||= a + b > limit).then(finish);
      else finish();
    });
  });
}
function lastLines(text, n = 20) {
  const lines = text.replace(/\s+$/, "").split(/\r?\n/);
  return lines.slice(-n).join("\n");
}

// src/runner/cleanup.ts
var pending = /* @__PURE__ */ new Set();
var installed = false;
function onSignal(signal) {
  killRunningCommands("SIGKILL");
  for (const fn of [...pending]) {
    try {
      fn();
    } catch {
    }
  }
  pending.clear();
  process.stderr.write(`benchgate: interrupted (${signal}); worktrees removed
`);
  process.exit(128 + (os.constants.signals[signal] ?? 15));
}
function cleanupOnSignal(fn) {
  if (!installed) {
    installed = true;
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    process.on("SIGHUP", onSignal);
  }
  pending.add(fn);
  return () => {
    pending.delete(fn);
    if (pending.size === 0 && installed) {
      installed = false;
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      process.off("SIGHUP", onSignal);
    }
  };
}

// src/runner/env.ts
var DROPPED_NAMES = [
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "GH_ENTERPRISE_TOKEN",
  "GITHUB_ENTERPRISE_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_CACHE_SERVICE_V2",
  "ACTIONS_RESULTS_URL",
  "GITHUB_OUTPUT",
  "GITHUB_STEP_SUMMARY",
  "GITHUB_ENV",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "SSH_AUTH_SOCK"
];
var DROPPED_PATTERNS = [
  /^INPUT_/i,
  /^STATE_/,
  /^ACTIONS_(RUNTIME|ID_TOKEN|CACHE|RESULTS)_/,
  /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|COOKIE|_KEY$|_KEY_|_AUTH(_|$)/i
];
function isDropped(name) {
  return DROPPED_NAMES.includes(name) || DROPPED_PATTERNS.some((re) => re.test(name));
}
function benchmarkEnvironment(env, passthrough = []) {
  const keep = new Set(passthrough);
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && (keep.has(name) || !isDropped(name))) out[name] = value;
  }
  return out;
}
function droppedNames(env, passthrough = []) {
  const keep = new Set(passthrough);
  return Object.keys(env).filter((name) => !keep.has(name) && isDropped(name)).sort();
}

// src/runner/errors.ts
var RunnerError = class extends UserError {
  constructor(message, partial) {
    super(message);
    this.partial = partial;
  }
  partial;
  name = "RunnerError";
};
var UnusableOutputError = class extends RunnerError {
  constructor(message, file) {
    super(message);
    this.file = file;
  }
  file;
  name = "UnusableOutputError";
};

// src/runner/remove.ts
import { chmodSync, lstatSync, readdirSync as readdirSync2, rmSync } from "node:fs";
import path from "node:path";
function removeTree(dir) {
  try {
    rmSync(dir, { recursive: true, force: true });
    return void 0;
  } catch (e) {
    const code = e.code;
    if (code !== "EACCES" && code !== "EPERM") return e instanceof Error ? e.message : String(e);
  }
  makeFoldersWritable(dir);
  try {
    rmSync(dir, { recursive: true, force: true });
    return void 0;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
function makeFoldersWritable(dir) {
  const pending2 = [dir];
  while (pending2.length > 0) {
    const folder = pending2.pop();
    try {
      const st = lstatSync(folder);
      if (!st.isDirectory()) continue;
      if ((st.mode & 448) !== 448) chmodSync(folder, st.mode | 448);
      for (const e of readdirSync2(folder, { withFileTypes: true })) if (e.isDirectory()) pending2.push(path.join(folder, e.name));
    } catch {
    }
  }
}

// src/runner/git.ts
var GIT_LOCATION_VARS = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR"];
function envWithoutGitLocation(env) {
  const copy = { ...env };
  for (const name of GIT_LOCATION_VARS) delete copy[name];
  return copy;
}
var GIT_PREFIX = [
  "--no-optional-locks",
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.sshCommand=ssh",
  "-c",
  "core.askPass=",
  "-c",
  "credential.helper=",
  "-c",
  "protocol.ext.allow=never"
];
function gitEnvironment(env = process.env) {
  const gitConfig = Object.keys(env).filter((name) => /^GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)$/.test(name));
  return { ...benchmarkEnvironment(envWithoutGitLocation(env), gitConfig), GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "true", SSH_ASKPASS: "true" };
}
var DEFAULT_GIT_TIMEOUT_MS = 5 * 6e4;
var GIT_MAX_OUTPUT = 64 << 20;
function git(cwd, args, timeoutMs = DEFAULT_GIT_TIMEOUT_MS) {
  return new Promise((resolve) => {
    const child = spawn2("git", [...GIT_PREFIX, ...args], {
      cwd,
      env: gitEnvironment(),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true
    });
    const out = [];
    const err = [];
    let size = 0;
    let timedOut = false;
    const killGroup2 = () => {
      try {
        if (child.pid !== void 0) process.kill(-child.pid, "SIGKILL");
      } catch {
      }
    };
    const collect = (into) => (chunk) => {
      size += chunk.length;
      if (size > GIT_MAX_OUTPUT) killGroup2();
      else into.push(chunk);
    };
    child.stdout.on("data", collect(out));
    child.stderr.on("data", collect(err));
    const timer = timeoutMs > 0 ? setTimeout(() => {
      timedOut = true;
      killGroup2();
    }, timeoutMs) : void 0;
    const unregister = cleanupOnSignal(killGroup2);
    const done = (ok, extra = "") => {
      clearTimeout(timer);
      unregister();
      resolve({ ok, stdout: Buffer.concat(out).toString("utf8").trim(), stderr: (Buffer.concat(err).toString("utf8") + extra).trim(), timedOut });
    };
    child.on("error", (e) => done(false, e.message));
    child.on("close", (code) => done(code === 0 && !timedOut));
  });
}
async function gitOrThrow(cwd, args, what, timeoutMs) {
  const r = await git(cwd, args, timeoutMs);
  if (r.timedOut) throw new RunnerError(`${what}: git ${args.join(" ")} did not finish within ${formatMs(timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS)} (git-timeout)`);
  if (!r.ok) throw new RunnerError(`${what}: git ${args.join(" ")} failed${r.stderr ? `:
${r.stderr}` : ""}`);
  return r.stdout;
}
var formatMs = (ms) => ms % 6e4 === 0 ? `${ms / 6e4}m` : ms % 1e3 === 0 ? `${ms / 1e3}s` : `${ms}ms`;
async function findRepository(dir) {
  const r = await git(dir, ["rev-parse", "--show-toplevel", "--show-prefix"]);
  if (!r.ok) throw new RunnerError(`${dir} is not inside a git repository (benchgate run compares two commits of one)`);
  const [root, prefix = ""] = r.stdout.split("\n");
  return { root, prefix: prefix.replace(/\/$/, "") };
}
async function gitCommonDir(root) {
  const out = await gitOrThrow(root, ["rev-parse", "--git-common-dir"], "cannot find the git folder");
  return realpathSync2(path2.resolve(root, out));
}
var FULL_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
async function verifyCommit(repo, ref) {
  const r = await git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
  return r.ok && r.stdout ? r.stdout : void 0;
}
async function hasOrigin(repo) {
  return (await git(repo, ["remote", "get-url", "origin"])).ok;
}
async function resolveCommit(repo, ref, timeoutMs = DEFAULT_GIT_TIMEOUT_MS) {
  if (!ref || ref.startsWith("-") || /[\0\n]/.test(ref)) {
    throw new RunnerError(`'${ref}' is not a git ref or commit (refs cannot be empty or start with '-')`);
  }
  const local = await verifyCommit(repo, ref) ?? (FULL_SHA.test(ref) ? void 0 : await verifyCommit(repo, `origin/${ref}`));
  if (local) return local;
  let why = "there is no remote named origin";
  if (await hasOrigin(repo)) {
    const shallow = (await git(repo, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
    const fetch = await git(repo, ["fetch", "--no-tags", ...shallow ? ["--depth=1"] : [], "origin", ref], timeoutMs);
    if (fetch.timedOut) {
      why = `git fetch origin ${ref} did not finish within ${formatMs(timeoutMs)} (git-timeout): check that origin answers, or raise git-timeout`;
    } else if (fetch.ok) {
      const fetched = await verifyCommit(repo, FULL_SHA.test(ref) ? ref : "FETCH_HEAD") ?? void 0;
      if (fetched) return fetched;
      why = "the fetch succeeded but did not bring the commit";
    } else {
      why = `git fetch origin ${ref} failed: ${fetch.stderr.split("\n").filter(Boolean).pop() ?? "no reason given"}`;
    }
  }
  throw new RunnerError(
    `commit ${ref} is not in this clone and could not be fetched (${why}).
With actions/checkout, set 'fetch-depth: 0' so both commits are present; locally, run 'git fetch origin' or check the ref.`
  );
}
async function defaultBase(repo) {
  const candidates = [];
  const originHead = await git(repo, ["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]);
  if (originHead.ok && originHead.stdout) candidates.push(originHead.stdout);
  candidates.push("main", "master", "origin/main", "origin/master");
  for (const branch of candidates) {
    if (!await verifyCommit(repo, branch)) continue;
    const mb = await git(repo, ["merge-base", "HEAD", branch]);
    if (mb.ok && mb.stdout) return { ref: `merge-base(HEAD, ${branch})`, sha: mb.stdout };
  }
  throw new RunnerError("cannot tell which commit to compare with: no origin/HEAD, main or master branch shares history with HEAD. Pass --base REF.");
}
async function hasUncommittedChanges(repo) {
  const r = await git(repo, ["status", "--porcelain", "--untracked-files=no"]);
  return r.ok && r.stdout.length > 0;
}
function removeSync(repo, root, dirs) {
  for (const dir of dirs) {
    try {
      execFileSync("git", [...GIT_PREFIX, "worktree", "remove", "--force", "--force", dir], {
        cwd: repo,
        stdio: "ignore",
        env: gitEnvironment()
      });
    } catch {
    }
  }
  const left = removeTree(root);
  try {
    execFileSync("git", [...GIT_PREFIX, "worktree", "prune"], { cwd: repo, stdio: "ignore", env: gitEnvironment() });
  } catch {
  }
  return left && `could not remove the worktrees' folder ${root} (${left}); remove it by hand: chmod -R u+w ${root} && rm -rf ${root}`;
}
async function noLocalFilters(repo) {
  const r = await git(repo, ["config", "--local", "--name-only", "--get-regexp", "^filter\\."]);
  if (!r.ok || !r.stdout) return [];
  const drivers = new Set(
    r.stdout.split("\n").map((key) => /^filter\.(.+)\.[^.]+$/.exec(key)?.[1]).filter((d) => d !== void 0)
  );
  return [...drivers].flatMap((d) => [
    "-c",
    `filter.${d}.smudge=`,
    "-c",
    `filter.${d}.clean=`,
    "-c",
    `filter.${d}.process=`,
    "-c",
    `filter.${d}.required=false`
  ]);
}
async function addWorktrees(repo, baseSha, headSha, timeoutMs = DEFAULT_GIT_TIMEOUT_MS) {
  const root = realpathSync2(mkdtempSync(path2.join(os2.tmpdir(), "benchgate-")));
  const base = path2.join(root, "base");
  const head = path2.join(root, "head");
  let removed = false;
  const remove = () => {
    if (removed) return void 0;
    removed = true;
    unregister();
    return removeSync(repo, root, [base, head]);
  };
  const unregister = cleanupOnSignal(remove);
  try {
    const off = await noLocalFilters(repo);
    await gitOrThrow(repo, [...off, "worktree", "add", "--detach", base, baseSha], `cannot check out base ${baseSha}`, timeoutMs);
    await gitOrThrow(repo, [...off, "worktree", "add", "--detach", head, headSha], `cannot check out head ${headSha}`, timeoutMs);
  } catch (e) {
    remove();
    throw e;
  }
  return { root, base, head, remove };
}
async function withWorktrees(repo, baseSha, headSha, fn, warn = () => {
}, timeoutMs = DEFAULT_GIT_TIMEOUT_MS) {
  const worktrees = await addWorktrees(repo, baseSha, headSha, timeoutMs);
  try {
    return await fn(worktrees);
  } finally {
    const left = worktrees.remove();
    if (left) warn(left);
  }
}
async function initSubmodules(worktree, side, timeoutMs = DEFAULT_GIT_TIMEOUT_MS) {
  if (!existsSync(path2.join(worktree, ".gitmodules"))) return false;
  const skip = "set submodules: false, or --submodules false, if the benchmark does not need them";
  const listed = await git(worktree, ["config", "--file", ".gitmodules", "--null", "--get-regexp", "^submodule\\..*\\.path$"]);
  const submodules = listed.ok ? listed.stdout.split("\0").filter(Boolean).map((entry) => {
    const [key, value = ""] = entry.split("\n");
    return { name: key.slice("submodule.".length, -".path".length), path: value };
  }) : [];
  for (const sub of submodules) {
    const url = await git(worktree, ["config", "--file", ".gitmodules", "--get", `submodule.${sub.name}.url`]);
    const what = `cannot check out the submodule '${sub.name}' (${withoutCredentials(url.stdout) || "no url"}) of ${side}`;
    const r = await git(worktree, ["submodule", "update", "--init", "--recursive", "--", sub.path], timeoutMs);
    if (r.timedOut) {
      throw new RunnerError(
        `${what}: git submodule update did not finish within ${formatMs(timeoutMs)} (git-timeout): check that its URL answers, raise git-timeout, or ${skip}`
      );
    }
    if (!r.ok) throw new RunnerError(`${what} (${skip}): git submodule update failed${r.stderr ? `:
${r.stderr}` : ""}`);
  }
  if (submodules.length === 0) {
    await gitOrThrow(worktree, ["submodule", "update", "--init", "--recursive"], `cannot check out the submodules of ${side} (${skip})`, timeoutMs);
  }
  return true;
}
function withoutCredentials(url) {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, "$1");
}
async function persistedCredentialKeys(repo) {
  const r = await git(repo, ["config", "--name-only", "--get-regexp", "^http\\..*\\.extraheader$"]);
  return r.ok && r.stdout ? [...new Set(r.stdout.split("\n").filter(Boolean))] : [];
}

// src/runner/index.ts
import { existsSync as existsSync3, mkdtempSync as mkdtempSync3, realpathSync as realpathSync4, statSync as statSync2 } from "node:fs";
import os4 from "node:os";
import path8 from "node:path";

// src/runner/isolation.ts
import { spawnSync as spawnSync2 } from "node:child_process";
import { readFileSync as readFileSync3 } from "node:fs";

// src/runner/sandbox.ts
import { spawn as spawn3, spawnSync } from "node:child_process";
import { accessSync, constants, mkdtempSync as mkdtempSync2, readFileSync as readFileSync2, realpathSync as realpathSync3 } from "node:fs";
import path3 from "node:path";
var SANDBOX_MECHANISM = "user namespaces";
var SandboxUnavailable = class extends Error {
  name = "SandboxUnavailable";
};
var HOLDER = `set -eu
wt=$1 s=$2 uid=$3 gid=$4
shift 4
mkdir -p "$s/stage" "$s/tmp" "$s/home-upper" "$s/home-work"
i=0
for p in "$wt" "$@"; do mkdir "$s/stage/$i"; mount --bind "$p" "$s/stage/$i"; i=$((i+1)); done
mount --bind "$s/tmp" /tmp
home=
if [ -n "\${HOME:-}" ] && [ "$HOME" != / ] && [ -d "$HOME" ]; then
  home=$HOME
  mount -t overlay overlay -o "userxattr,lowerdir=$home,upperdir=$s/home-upper,workdir=$s/home-work" "$home"
fi
i=0
for p in "$wt" "$@"; do mkdir -p "$p"; mount --bind "$s/stage/$i" "$p"; umount "$s/stage/$i"; i=$((i+1)); done
mount -t tmpfs -o nosuid,nodev,mode=1777 shm /dev/shm
# A socket stays connectable on a read-only mount: the Docker daemon's would be root on the host.
find /run /var/run -type s 2>/dev/null | while IFS= read -r sock; do
  mount --bind /dev/null "$sock" || { echo "cannot hide the socket $sock" >&2; exit 3; }
done
keep=" /tmp $wt \${home:-/nonexistent} /dev/shm /proc "
while read -r _ _ _ _ mp opts _; do
  mp=$(printf '%b' "$mp")
  case "$keep" in *" $mp "*) continue ;; esac
  case ",$opts," in *,ro,*) continue ;; esac
  flags=ro
  for f in nosuid nodev noexec noatime nodiratime relatime strictatime; do case ",$opts," in *,$f,*) flags="$flags,$f" ;; esac; done
  if ! mount -o "remount,bind,$flags" "$mp" 2>/dev/null && mountpoint -q "$mp"; then
    # Kernel file systems (their files are root's) may refuse; a disk the benchmark could write may not.
    case "$mp" in /proc/*|/sys/*|/dev/*) continue ;; esac
    echo "cannot make $mp read-only" >&2; exit 3
  fi
done < /proc/self/mountinfo
mount -t tmpfs -o ro,nosuid,nodev,noexec,size=4k,mode=555 hidden "$(dirname "$s")"
exec setpriv --pdeathsig KILL -- unshare --user --map-user="$uid" --map-group="$gid" --mount --pid --ipc --fork --kill-child --mount-proc -- sh -c 'echo ready; exec sleep infinity'
`;
var START_TIMEOUT_MS = 1e4;
function makeSandboxRoot(home) {
  const candidate = "/var/tmp";
  try {
    accessSync(candidate, constants.W_OK);
  } catch {
    throw new SandboxUnavailable(`${candidate} is not writable (the sandbox keeps its throw-away layers there)`);
  }
  const real = realpathSync3(candidate);
  if (real === "/tmp" || real.startsWith("/tmp/")) throw new SandboxUnavailable(`${candidate} is inside /tmp, which the sandbox replaces`);
  if (home && (real === home || real.startsWith(`${home}/`) || home.startsWith(`${real}/`))) {
    throw new SandboxUnavailable(`${candidate} and $HOME (${home}) overlap; the sandbox needs its layers outside $HOME`);
  }
  return realpathSync3(mkdtempSync2(path3.join(real, "benchgate-sandbox-")));
}
function childrenOf(pid) {
  try {
    return readFileSync2(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
function kill(pid, signal = "SIGKILL") {
  try {
    process.kill(pid, signal);
  } catch {
  }
}
function enterPrefix(pid, cwd) {
  const prefix = ["--target", String(pid), "--user", "--mount", "--pid", "--ipc", "--preserve-credentials", `--wd=${cwd}`, "--"];
  if (process.getuid?.() === 0) prefix.push("setpriv", "--bounding-set=-all", "--inh-caps=-all", "--no-new-privs", "--");
  return prefix;
}
async function openSandbox(opts) {
  if (process.platform !== "linux") throw new SandboxUnavailable(`not Linux (${process.platform})`);
  if (typeof process.getuid !== "function") throw new SandboxUnavailable("no user ids on this platform");
  const home = opts.env.HOME ? path3.resolve(opts.env.HOME) : void 0;
  const dir = mkdtempSync2(path3.join(opts.root, "side-"));
  const holderEnv = { PATH: opts.env.PATH ?? "/usr/local/bin:/usr/bin:/bin" };
  if (home) holderEnv.HOME = home;
  const uid = String(process.getuid());
  const gid = String(process.getgid());
  let child;
  try {
    child = spawn3(
      "unshare",
      [
        "--user",
        "--map-root-user",
        "--mount",
        "--",
        "setpriv",
        "--pdeathsig",
        "KILL",
        "--",
        "sh",
        "-c",
        HOLDER,
        "sh",
        opts.worktree,
        dir,
        uid,
        gid,
        ...opts.readOnly
      ],
      { env: holderEnv, stdio: ["ignore", "pipe", "pipe"], detached: true }
    );
  } catch (e) {
    removeTree(dir);
    throw new SandboxUnavailable(`cannot start unshare: ${e instanceof Error ? e.message : String(e)}`);
  }
  const holder = child.pid;
  let stderr = "";
  child.stderr.on("data", (b) => stderr = (stderr + b.toString("utf8")).slice(-4096));
  const teardown = () => {
    if (holder !== void 0) {
      for (const c of childrenOf(holder)) kill(c);
      kill(-holder);
      kill(holder);
    }
    return removeTree(dir);
  };
  try {
    await new Promise((resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => reject(new SandboxUnavailable(`the sandbox did not start within ${START_TIMEOUT_MS / 1e3} s`)), START_TIMEOUT_MS);
      child.stdout.on("data", (b) => {
        out += b.toString("utf8");
        if (out.includes("ready\n")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on("error", (e) => {
        clearTimeout(timer);
        reject(new SandboxUnavailable(`cannot start unshare: ${e.message}`));
      });
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        const why = stderr.trim().split("\n").filter(Boolean).pop();
        reject(new SandboxUnavailable(`unshare ${signal ? `was killed by ${signal}` : `exited with ${code}`}${why ? `: ${why}` : ""}`));
      });
    });
    const pids = childrenOf(holder);
    if (pids.length !== 1) throw new SandboxUnavailable(`cannot find the sandbox's first process (children of ${holder}: ${pids.join(", ") || "none"})`);
    const pid = pids[0];
    const probe = spawnSync("nsenter", [...enterPrefix(pid, "/"), "true"], { env: holderEnv, stdio: ["ignore", "ignore", "pipe"], timeout: START_TIMEOUT_MS });
    if (probe.error || probe.status !== 0) {
      const why = probe.error?.message ?? (probe.stderr.toString("utf8").trim() || `exit code ${probe.status}`);
      throw new SandboxUnavailable(`cannot enter the sandbox with nsenter: ${why}`);
    }
    child.stdout.destroy();
    child.unref();
    let closed = null;
    return {
      pid,
      wrap: (file, args, cwd) => ({ file: "nsenter", args: [...enterPrefix(pid, cwd), file, ...args] }),
      close: () => {
        if (closed === null) closed = teardown();
        return closed;
      }
    };
  } catch (e) {
    teardown();
    throw e;
  }
}
function sandboxToolsMissing() {
  for (const tool of ["unshare", "nsenter", "setpriv"]) {
    const r = spawnSync(tool, ["--version"], { stdio: "ignore", env: { PATH: process.env.PATH } });
    if (r.error || r.status !== 0) return `${tool} (util-linux) is not installed`;
  }
  return void 0;
}

// src/runner/isolation.ts
var APPARMOR_RESTRICTION = "/proc/sys/kernel/apparmor_restrict_unprivileged_userns";
var LIFT = ["-n", "sysctl", "-w", "kernel.apparmor_restrict_unprivileged_userns=0"];
var HOST = {
  read: (file) => {
    try {
      return readFileSync3(file, "utf8").trim();
    } catch {
      return void 0;
    }
  },
  // Without the token and job files (env.ts), as every program benchgate starts.
  run: (file, args) => spawnSync2(file, args, { stdio: "ignore", timeout: 1e4, env: benchmarkEnvironment(process.env) }).status === 0
};
function liftUserNamespaceRestriction(env, host = HOST) {
  if (host.read(APPARMOR_RESTRICTION) !== "1") return {};
  const how = `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0`;
  if (env.RUNNER_ENVIRONMENT === "github-hosted" && host.run("sudo", LIFT)) {
    return { lifted: `this GitHub-hosted runner restricted user namespaces through AppArmor; lifted for this job's (throw-away) machine: ${how}` };
  }
  return { hint: `this host restricts unprivileged user namespaces through AppArmor (kernel.apparmor_restrict_unprivileged_userns=1; \`${how}\` lifts it)` };
}
function describeIsolation(info) {
  return info.mode === "sandbox" ? `isolation: sandbox (${info.mechanism ?? SANDBOX_MECHANISM})` : `isolation: none (${info.reason ?? "not isolated"})`;
}
async function isolate(opts) {
  const none = (reason) => ({ info: { mode: "none", reason }, wrap: {}, close: () => void 0 });
  if (opts.setting === "none") return none("turned off by the isolation setting");
  const sandboxes = [];
  let root;
  let closed = null;
  let unregister = () => {
  };
  const close = () => {
    if (closed !== null) return closed;
    unregister();
    const left = sandboxes.map((s) => s.close()).filter(Boolean);
    if (root) {
      const r = removeTree(root);
      if (r) left.push(r);
    }
    closed = left.length ? `could not remove the sandbox folder ${root} (${left.join("; ")})` : void 0;
    return closed;
  };
  let hint;
  try {
    const missing = sandboxToolsMissing();
    if (missing) throw new SandboxUnavailable(missing);
    const restriction = liftUserNamespaceRestriction(opts.env, opts.host);
    if (restriction.lifted) opts.log?.(restriction.lifted);
    hint = restriction.hint;
    root = makeSandboxRoot(opts.env.HOME);
    unregister = cleanupOnSignal(() => void close());
    const wrap = {};
    for (const side of ["base", "head"]) {
      const sandbox = await openSandbox({ root, worktree: opts.worktrees[side], readOnly: opts.readOnly, env: opts.env });
      sandboxes.push(sandbox);
      wrap[side] = sandbox.wrap;
    }
    return { info: { mode: "sandbox", mechanism: SANDBOX_MECHANISM }, wrap, close };
  } catch (e) {
    close();
    if (!(e instanceof SandboxUnavailable)) throw e;
    const why = hint ? `${e.message}; ${hint}` : e.message;
    if (opts.setting === "required") {
      throw new RunnerError(
        `isolation: required, but this host cannot run the benchmark in a sandbox: ${why}. Set isolation: auto to run without one (the report says so), or run on a Linux host that allows unprivileged user namespaces`
      );
    }
    return none(why);
  }
}

// src/runner/layout.ts
import { existsSync as existsSync2, mkdirSync, readdirSync as readdirSync3, rmSync as rmSync2, statSync, writeFileSync } from "node:fs";
import path4 from "node:path";
var KEPT_ENTRY = /^(round|warmup)-\d+$|^setup\.(stdout|stderr)$/;
function runNumberWidth(largest) {
  return Math.max(2, String(largest).length);
}
function runDir(keepDir, side, kind, n, width) {
  return path4.join(keepDir, side, `${kind}-${String(n).padStart(width, "0")}`);
}
function setupFiles(keepDir, side) {
  return { stdout: path4.join(keepDir, side, "setup.stdout"), stderr: path4.join(keepDir, side, "setup.stderr") };
}
function prepareKeepDir(dir, setting) {
  const target = path4.resolve(dir);
  const fail = (why) => {
    throw new RunnerError(`${setting} ${JSON.stringify(dir)}: ${why}`);
  };
  const missing = [];
  let existing = target;
  while (!existsSync2(existing)) {
    missing.unshift(existing);
    const parent = path4.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  let st;
  try {
    st = statSync(existing);
  } catch (e) {
    return fail(`cannot read ${existing} (${e.code ?? String(e)})`);
  }
  if (!st.isDirectory()) return fail(`${existing} is a file, not a folder; pass a folder to keep the raw outputs in`);
  if (/^\/(proc|sys|dev)(\/|$)/.test(target)) return fail("a folder under /proc, /sys or /dev cannot hold files; pass a folder on disk");
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      return fail(`cannot create ${d} (${e.code ?? String(e)}); pass a folder you can write to`);
    }
  }
  for (const side of ["base", "head"]) {
    const sub = path4.join(target, side);
    if (existsSync2(sub) && (!statSync(sub).isDirectory() || readdirSync3(sub).length > 0)) {
      if (!statSync(sub).isDirectory() || !readdirSync3(sub).every((name) => KEPT_ENTRY.test(name))) {
        fail(`${side}/ in it holds files benchgate did not write; pass a new or empty folder, or one a previous run kept`);
      }
      rmSync2(sub, { recursive: true, force: true });
    }
    try {
      mkdirSync(sub, { recursive: true });
    } catch (e) {
      fail(`cannot create ${sub} (${e.code ?? String(e)}); pass a folder you can write to`);
    }
  }
  rmSync2(path4.join(target, RUN_RECORD_FILE), { force: true });
  return target;
}
function markComplete(runFolder) {
  writeFileSync(path4.join(runFolder, COMPLETE_MARKER), "");
}

// src/runner/machine.ts
import { readFileSync as readFileSync4 } from "node:fs";
import os3 from "node:os";
function readText(path10) {
  try {
    return readFileSync4(path10, "utf8");
  } catch {
    return void 0;
  }
}
function cpuModel(cpuinfo = readText("/proc/cpuinfo")) {
  if (cpuinfo) {
    for (const key of ["model name", "Hardware", "Model", "cpu model", "cpu"]) {
      const m = new RegExp(`^${key}\\s*:\\s*(.+)$`, "m").exec(cpuinfo);
      if (m && m[1].trim()) return m[1].trim().replace(/\s+/g, " ");
    }
  }
  const model = os3.cpus()[0]?.model?.trim();
  return model ? model.replace(/\s+/g, " ") : void 0;
}
function osName() {
  const release = readText("/etc/os-release");
  const m = release && /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release);
  return m ? m[1] : os3.type();
}
function describeMachine() {
  const info = {
    cpuModel: cpuModel(),
    cores: os3.availableParallelism?.() ?? os3.cpus().length,
    memoryBytes: os3.totalmem(),
    os: osName(),
    kernel: os3.release(),
    loadavg: []
  };
  const governor = readText("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")?.trim();
  if (governor) info.governor = governor;
  return info;
}
function loadAverage() {
  return Math.round(os3.loadavg()[0] * 100) / 100;
}

// src/prng.ts
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/runner/order.ts
function roundOrders(seed, count) {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => next() < 0.5 ? ["base", "head"] : ["head", "base"]);
}
function randomSeed() {
  return Math.floor(Math.random() * 2 ** 31);
}

// src/runner/python-editable.ts
import { execFile as execFile2 } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path5 from "node:path";
import { fileURLToPath } from "node:url";
var SITE_DIRS = 'import site, sys; print("\\n".join([*site.getsitepackages(), site.getusersitepackages()]))';
function sitePackages(env) {
  return new Promise((resolve) => {
    execFile2("python3", ["-c", SITE_DIRS], { env, timeout: 1e4 }, (err, stdout) => {
      resolve(
        err ? [] : stdout.split("\n").map((l) => l.trim()).filter(Boolean)
      );
    });
  });
}
var inside = (p, root) => {
  const rel = path5.relative(root, path5.resolve(p));
  return rel === "" || !rel.startsWith("..") && !path5.isAbsolute(rel);
};
function mentionedPaths(text) {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.startsWith("/"));
  const literals = [...text.matchAll(/['"](\/[^'"\n]+)['"]/g)].map((m) => m[1]);
  return [...lines, ...literals];
}
async function readText2(file) {
  try {
    return await readFile(file, "utf8");
  } catch {
    return void 0;
  }
}
async function editableInstallsIn(siteDir, checkout) {
  let names;
  try {
    names = await readdir(siteDir);
  } catch {
    return [];
  }
  const found = [];
  const check = (file, candidates) => {
    const target = candidates.find((p) => inside(p, checkout));
    if (target) found.push({ file, target });
  };
  for (const name of names) {
    const file = path5.join(siteDir, name);
    if (name.endsWith(".pth") || name.endsWith(".egg-link") || name.startsWith("__editable__") && name.endsWith(".py")) {
      const text = await readText2(file);
      if (text !== void 0) check(file, mentionedPaths(text));
    } else if (name.endsWith(".dist-info")) {
      const text = await readText2(path5.join(file, "direct_url.json"));
      if (text === void 0) continue;
      try {
        const info = JSON.parse(text);
        if (info.dir_info?.editable && info.url?.startsWith("file:")) check(path5.join(file, "direct_url.json"), [fileURLToPath(info.url)]);
      } catch {
      }
    }
  }
  return found;
}
async function editableInstallsInto(checkout, env) {
  const dirs = [...new Set(await sitePackages(env))];
  return (await Promise.all(dirs.map((d) => editableInstallsIn(d, checkout)))).flat();
}

// src/runner/rounds.ts
import { copyFile, readFile as readFile2, realpath as realpath2, rm as rm2, stat as stat2 } from "node:fs/promises";
import { mkdirSync as mkdirSync2 } from "node:fs";
import path7 from "node:path";

// src/runner/copy-folder.ts
import { constants as constants2 } from "node:fs";
import { lstat, mkdir, open as open2, readdir as readdir2, realpath, rm } from "node:fs/promises";
import path6 from "node:path";
var UnusableFolderError = class extends Error {
  name = "UnusableFolderError";
};
var CHUNK = 1 << 20;
async function copyOutputFolder(from, to, limit) {
  const root = await realpath(from);
  let bytes = 0;
  const pending2 = [{ rel: "" }];
  await mkdir(to);
  while (pending2.length > 0) {
    const { rel } = pending2.pop();
    for (const name of (await readdir2(path6.join(root, rel))).sort()) {
      const entry = path6.join(rel, name);
      const source = path6.join(root, entry);
      const st = await lstat(source);
      if (st.isDirectory()) {
        await mkdir(path6.join(to, entry));
        pending2.push({ rel: entry });
        continue;
      }
      const file = st.isSymbolicLink() ? await linkTarget(root, entry) : source;
      const handle = await openRegular(file, entry);
      try {
        const size = (await handle.stat()).size;
        if (bytes + size > limit) {
          await rm(to, { recursive: true, force: true });
          return { ok: false, overLimit: true };
        }
        bytes += size;
        await copyBytes(handle, size, path6.join(to, entry));
      } finally {
        await handle.close();
      }
    }
  }
  return { ok: true, bytes };
}
async function linkTarget(root, entry) {
  let target;
  try {
    target = await realpath(path6.join(root, entry));
  } catch {
    throw new UnusableFolderError(`${entry} is a link to nothing (not a regular file)`);
  }
  const rel = path6.relative(root, target);
  if (rel === "" || rel.startsWith("..") || path6.isAbsolute(rel)) {
    throw new UnusableFolderError(`${entry} is not a regular file but a link to ${target}, outside the folder (links out of it are never followed)`);
  }
  return target;
}
async function openRegular(file, entry) {
  let handle;
  try {
    handle = await open2(file, constants2.O_RDONLY | constants2.O_NONBLOCK | constants2.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    throw new UnusableFolderError(code === "ELOOP" ? `${entry} is not a regular file (a link)` : `${entry} cannot be read (${code ?? String(e)})`);
  }
  const st = await handle.stat();
  if (!st.isFile()) {
    await handle.close();
    throw new UnusableFolderError(
      `${entry} is not a regular file (${st.isFIFO() ? "a FIFO" : st.isSocket() ? "a socket" : st.isDirectory() ? "a folder" : "a device"})`
    );
  }
  return handle;
}
async function copyBytes(handle, size, dest) {
  const out = await open2(dest, "wx");
  try {
    const buf = Buffer.alloc(Math.min(CHUNK, Math.max(1, size)));
    let done = 0;
    while (done < size) {
      const { bytesRead } = await handle.read(buf, 0, Math.min(buf.length, size - done), done);
      if (bytesRead === 0) break;
      await out.write(buf, 0, bytesRead);
      done += bytesRead;
    }
  } finally {
    await out.close();
  }
}

// src/runner/rounds.ts
var STDERR_TAIL_LINES = 20;
function formatDuration(ms) {
  const s = ms / 1e3;
  return s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`;
}
function formatTimeout(ms) {
  return ms % 6e4 === 0 ? `${ms / 6e4}m` : ms % 1e3 === 0 ? `${ms / 1e3}s` : `${ms}ms`;
}
function formatBytes(n) {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : `${n} bytes`;
}
function failureReason(r, timeoutMs, limit) {
  if (r.spawnError) return `could not start bash: ${r.spawnError}`;
  if (r.overLimit) {
    return `printed more than ${formatBytes(limit)} (stdout and stderr together), the most benchgate keeps of one run: killed. Print only the results, or write them to a file and set output-file`;
  }
  if (r.timedOut) return `timed out after ${formatTimeout(timeoutMs ?? 0)} (its processes were killed)`;
  if (r.signal) return `killed by ${r.signal}`;
  if (r.exitCode !== 0) return `exit code ${r.exitCode}`;
  return void 0;
}
function outputPath(dir, outputFile) {
  const resolved = path7.resolve(dir, outputFile);
  const rel = path7.relative(dir, resolved);
  if (!rel || rel.startsWith("..") || path7.isAbsolute(rel)) {
    throw new RunnerError(`output-file '${outputFile}' must be a path inside the checkout (relative to the working directory)`);
  }
  if (RUN_FOLDER_FILES.includes(path7.basename(resolved))) {
    throw new RunnerError(
      `output-file '${outputFile}': a file named ${path7.basename(resolved)} would collide with the run's own ${path7.basename(resolved)} in the kept runs; rename it`
    );
  }
  return resolved;
}
function errorCode(e) {
  return e && typeof e === "object" && "code" in e ? String(e.code) : void 0;
}
async function runRounds(opts) {
  const log = opts.log ?? { info: () => {
  }, warn: () => {
  } };
  const baseEnv = opts.env ?? process.env;
  const limit = opts.maxOutputBytes ?? MAX_RUN_OUTPUT_BYTES;
  const adaptive = opts.onLook !== void 0;
  const planned = adaptive ? opts.maxRounds ?? NaN : opts.rounds;
  if (!Number.isInteger(planned) || planned < 1) {
    throw new RunnerError(adaptive ? `maxRounds must be a whole number \u2265 1 (got ${opts.maxRounds})` : `rounds must be a whole number \u2265 1 (got ${opts.rounds})`);
  }
  const looks = new Set(opts.looks ?? Array.from({ length: planned }, (_, i) => i + 1));
  const width = runNumberWidth(planned);
  const warmWidth = runNumberWidth(opts.warmup);
  mkdirSync2(opts.keepDir, { recursive: true });
  const result = {
    base: { outputs: [], failed: [], loadavg: [] },
    head: { outputs: [], failed: [], loadavg: [] },
    order: [],
    roundsRun: 0,
    stopReason: adaptive ? "max-rounds" : "fixed"
  };
  const outPaths = opts.outputFile ? { base: outputPath(opts.dirs.base, opts.outputFile), head: outputPath(opts.dirs.head, opts.outputFile) } : void 0;
  const exec = (side, command, files, timeoutMs, killStraysOnExit = true) => {
    mkdirSync2(path7.dirname(files.stdout), { recursive: true });
    return runCommand({
      command,
      cwd: opts.dirs[side],
      env: { ...baseEnv, BENCHGATE_SIDE: side },
      stdoutFile: files.stdout,
      stderrFile: files.stderr,
      timeoutMs,
      maxOutputBytes: limit,
      killStraysOnExit,
      wrap: opts.wrap?.[side]
    });
  };
  if (opts.setup) {
    for (const side of ["base", "head"]) {
      const files = setupFiles(opts.keepDir, side);
      const r = await exec(side, opts.setup, files, void 0, false);
      const why = failureReason(r, void 0, limit);
      if (why) {
        throw new RunnerError(
          `setup failed on ${side} (${why}); last lines of its output (all of it: ${files.stderr}):
${lastLines(r.stderrTail || r.stdoutTail, STDERR_TAIL_LINES)}`
        );
      }
      log.info(`setup ${side}: ${formatDuration(r.durationMs)}`);
    }
  }
  const runOnce = async (side, kind, n) => {
    const dir = runDir(opts.keepDir, side, kind, n, kind === "round" ? width : warmWidth);
    const outcome = await measure(side, dir, `${kind} ${n}`);
    markComplete(dir);
    return outcome;
  };
  const measure = async (side, dir, name) => {
    if (outPaths) await rm2(outPaths[side], { recursive: true, force: true });
    const files = { stdout: path7.join(dir, "stdout"), stderr: path7.join(dir, "stderr") };
    const r = await exec(side, opts.command, files, opts.timeoutMs);
    const why = failureReason(r, opts.timeoutMs, limit);
    if (why) return { reason: why, r };
    if (r.straysKilled) log.info(`${side} ${name}: killed ${r.straysKilled} process(es) the command left running outside its process group`);
    if (!outPaths) {
      const text = await readFile2(files.stdout, "utf8");
      if (!text.trim()) return { reason: "exit code 0 but nothing on stdout (set output-file if results go to a file)", r };
      return { input: { kind: "text", file: files.stdout, text }, r };
    }
    const out = outPaths[side];
    let st;
    try {
      st = await stat2(out);
    } catch (e) {
      if (errorCode(e) === "ENOENT") return { reason: `exit code 0 but output-file '${opts.outputFile}' was not written`, r };
      return { reason: `output-file '${opts.outputFile}' cannot be read (${errorCode(e) ?? String(e)})`, r };
    }
    const kept = path7.join(dir, path7.basename(out));
    const real = await realpath2(out);
    const inside2 = path7.relative(await realpath2(opts.dirs[side]), real);
    if (inside2.startsWith("..") || path7.isAbsolute(inside2)) {
      throw new RunnerError(
        `output-file '${opts.outputFile}' on ${side} is a link to ${real}, outside the checkout; the benchmark must write its results inside it`
      );
    }
    if (st.isDirectory()) {
      let copy;
      try {
        copy = await copyOutputFolder(out, kept, limit);
      } catch (e) {
        const why2 = e instanceof UnusableFolderError ? `${e.message}; the benchmark must write its results as plain files inside it` : String(e);
        throw new RunnerError(`output-file '${opts.outputFile}' (a folder) cannot be copied on ${side}: ${why2}`);
      }
      if (!copy.ok) return { reason: `output-file '${opts.outputFile}' (a folder) holds more than the ${formatBytes(limit)} benchgate reads of one run`, r };
      return { input: { kind: "dir", dir: kept }, r };
    }
    if (!st.isFile()) {
      throw new RunnerError(
        `output-file '${opts.outputFile}' is not a regular file (a FIFO, socket or device) on ${side}; the benchmark must write its results to a plain file or folder`
      );
    }
    if (st.size > limit)
      return { reason: `output-file '${opts.outputFile}' is ${st.size} bytes, over the ${formatBytes(limit)} benchgate reads of one run`, r };
    await copyFile(out, kept);
    return { input: { kind: "text", file: kept, text: await readFile2(kept, "utf8") }, r };
  };
  let checked = opts.checkOutput === void 0;
  const orders = roundOrders(opts.seed, opts.warmup + planned);
  const total = adaptive ? `\u2264${planned}` : `${planned}`;
  for (let i = 0; i < orders.length; i++) {
    const warm = i < opts.warmup;
    const round = warm ? i + 1 : i + 1 - opts.warmup;
    if (!warm) result.order.push(orders[i]);
    for (const side of orders[i]) {
      if (!warm) result[side].loadavg.push(loadAverage());
      const { input, reason, r } = await runOnce(side, warm ? "warmup" : "round", round);
      const prefix = warm ? `warm-up ${round}/${opts.warmup} ${side}` : `round ${round}/${total} ${side}`;
      if (reason) {
        const tail = lastLines(r.stderrTail, STDERR_TAIL_LINES);
        log.warn(`${prefix}: FAILED after ${formatDuration(r.durationMs)}: ${reason}${warm ? " (warm-up, discarded)" : ""}${tail ? `
${tail}` : ""}`);
        if (!warm) result[side].failed.push({ side, round, reason, exitCode: r.exitCode, stderrTail: tail });
        continue;
      }
      log.info(`${prefix}: ${formatDuration(r.durationMs)}${warm ? " (discarded)" : ""}`);
      if (warm || !input) continue;
      if (!checked) {
        checked = true;
        try {
          await opts.checkOutput(input);
        } catch (e) {
          const file = input.kind === "text" ? input.file : input.dir;
          throw new UnusableOutputError(
            `the first measured run (${side} round ${round}) gave output benchgate cannot use, so the run stopped there:
${e instanceof Error ? e.message : String(e)}
Its output is kept in ${file}`,
            file
          );
        }
      }
      result[side].outputs.push({ side, round, input, durationMs: r.durationMs });
    }
    if (warm) continue;
    result.roundsRun = round;
    if (adaptive && looks.has(round) && await opts.onLook(round, result) === "stop") {
      result.stopReason = "decided";
      break;
    }
  }
  return result;
}

// src/runner/index.ts
var short = (sha) => sha.slice(0, 7);
function describeRevision(r) {
  return r.ref && r.ref !== r.sha ? `${short(r.sha)} (${r.ref})` : short(r.sha);
}
async function runBenchmark(opts) {
  const log = opts.log ?? { info: () => {
  }, warn: () => {
  } };
  if (!Number.isInteger(opts.rounds) || opts.rounds < 1) throw new RunnerError(`rounds must be a whole number \u2265 1 (got ${opts.rounds})`);
  if (!Number.isInteger(opts.warmup) || opts.warmup < 0) throw new RunnerError(`warmup must be a whole number \u2265 0 (got ${opts.warmup})`);
  if (!opts.command.trim()) throw new RunnerError("no benchmark command given");
  const keptDir = opts.keepDir !== void 0 ? prepareKeepDir(opts.keepDir, opts.keepDirSetting ?? "--keep-dir") : void 0;
  const { root } = await findRepository(opts.repo);
  const headRef = opts.head ?? "HEAD";
  const gitTimeoutMs = opts.gitTimeoutMs ?? DEFAULT_GIT_TIMEOUT_MS;
  const head = { ref: headRef, sha: await resolveCommit(root, headRef, gitTimeoutMs) };
  const base = opts.base !== void 0 ? { ref: opts.base, sha: await resolveCommit(root, opts.base, gitTimeoutMs) } : await defaultBase(root);
  if (base.sha === head.sha) log.warn(`base and head are the same commit ${short(base.sha)}: this measures noise only (A/A)`);
  if (opts.head === void 0 && await hasUncommittedChanges(root)) {
    log.warn("the working tree has uncommitted changes; they are not benchmarked (head is the committed HEAD)");
  }
  const env = benchmarkEnvironment(envWithoutGitLocation(opts.env ?? process.env), opts.envPassthrough);
  await warnAboutEditableInstalls(root, env, log);
  const credentialKeys = await persistedCredentialKeys(root);
  if (credentialKeys.length) {
    log.warn(
      `the repository's git config holds a credential (${credentialKeys.join(", ")}) that the benchmark could read through git: check out with actions/checkout \`persist-credentials: false\` (benchgate needs no credential in the clone)`
    );
  }
  const outputDirIsTemporary = keptDir === void 0;
  const outputDir = keptDir ?? realpathSync4(mkdtempSync3(path8.join(os4.tmpdir(), "benchgate-runs-")));
  const unregister = outputDirIsTemporary ? cleanupOnSignal(() => void removeTree(outputDir)) : () => {
  };
  const seed = opts.seed ?? randomSeed();
  const machine = describeMachine();
  const adaptive = opts.onLook !== void 0;
  const dropped = droppedNames(opts.env ?? process.env, opts.envPassthrough);
  log.info(
    `base ${describeRevision(base)} \u2192 head ${describeRevision(head)}: ${adaptive ? `up to ${opts.maxRounds}` : opts.rounds} rounds + ${opts.warmup} warm-up, order seed ${seed}${opts.timeoutMs ? `, timeout ${formatTimeout(opts.timeoutMs)} per run` : ""}`
  );
  if (dropped.length) log.info(`not passed to the benchmark (credentials and job files; env-passthrough keeps one): ${dropped.join(", ")}`);
  const gitDir = await gitCommonDir(root);
  let isolation = { mode: "none", reason: "not started" };
  const rounds = await withWorktrees(
    root,
    base.sha,
    head.sha,
    async (w) => {
      const dirs = { base: w.base, head: w.head };
      if (opts.workingDirectory) {
        for (const side2 of ["base", "head"]) {
          dirs[side2] = path8.resolve(side2 === "base" ? w.base : w.head, opts.workingDirectory);
          if (!existsSync3(dirs[side2]) || !statSync2(dirs[side2]).isDirectory()) {
            const sha = side2 === "base" ? base.sha : head.sha;
            throw new RunnerError(`working-directory '${opts.workingDirectory}' does not exist in the ${side2} commit ${short(sha)}`);
          }
        }
      }
      if (opts.submodules !== false) {
        for (const side2 of ["base", "head"]) {
          if (await initSubmodules(side2 === "base" ? w.base : w.head, side2, gitTimeoutMs)) log.info(`${side2}: submodules checked out`);
        }
      }
      const sandboxes = await isolate({
        setting: opts.isolation ?? "none",
        worktrees: { base: w.base, head: w.head },
        readOnly: [gitDir],
        env,
        log: (line) => log.info(line)
      });
      isolation = sandboxes.info;
      if (isolation.mode === "sandbox") {
        log.info(`${describeIsolation(isolation)}: each side's setup and runs see only their own processes and write only their worktree and a private /tmp`);
      } else if ((opts.isolation ?? "none") === "none") {
        log.info(describeIsolation(isolation));
      } else {
        log.warn(`${describeIsolation(isolation)}: the benchmark runs with this job's user and can see its processes and files (README: Security)`);
      }
      try {
        return await runRounds({
          dirs,
          command: opts.command,
          setup: opts.setup,
          outputFile: opts.outputFile,
          rounds: opts.rounds,
          warmup: opts.warmup,
          timeoutMs: opts.timeoutMs,
          keepDir: outputDir,
          seed,
          // Inside a sandbox only the private /tmp is writable outside the worktree: temp files go there.
          env: isolation.mode === "sandbox" ? { ...env, TMPDIR: "/tmp" } : env,
          log,
          checkOutput: opts.checkOutput,
          maxRounds: opts.maxRounds,
          looks: opts.looks,
          onLook: opts.onLook,
          wrap: sandboxes.wrap
        });
      } finally {
        const left = sandboxes.close();
        if (left) log.warn(left);
      }
    },
    (line) => log.warn(line),
    gitTimeoutMs
  ).catch((e) => {
    if (outputDirIsTemporary && !(e instanceof UnusableOutputError)) removeTree(outputDir);
    throw e;
  }).finally(unregister);
  const side = (s, revision) => ({
    revision,
    outputs: rounds[s].outputs,
    failed: rounds[s].failed,
    machine: { ...machine, loadavg: rounds[s].loadavg }
  });
  const result = {
    base: side("base", base),
    head: side("head", head),
    failedRuns: rounds.order.flatMap(
      (_, i) => [...rounds.base.failed, ...rounds.head.failed].filter((f) => f.round === i + 1).sort((a, b) => rounds.order[i].indexOf(a.side) - rounds.order[i].indexOf(b.side))
    ),
    seed,
    order: rounds.order,
    outputDir,
    outputDirIsTemporary,
    roundsRun: rounds.roundsRun,
    stopReason: rounds.stopReason,
    isolation
  };
  if (result.failedRuns.length) {
    log.warn(
      `${result.failedRuns.length} of ${rounds.roundsRun * 2} runs failed: ${result.failedRuns.map((f) => `${f.side} round ${f.round} (${f.reason})`).join(", ")}`
    );
  }
  for (const s of ["base", "head"]) {
    if (result[s].outputs.length === 0) {
      const last = result[s].failed.at(-1);
      throw new RunnerError(
        `the benchmark never succeeded on ${s} (${describeRevision(result[s].revision)}): all ${rounds.roundsRun} runs failed` + (last ? `; the last one: ${last.reason}${last.stderrTail ? `
${last.stderrTail}` : ""}` : "") + `
This is a tool error, not a regression.${outputDirIsTemporary ? "" : ` Raw outputs: ${outputDir}`}`,
        result
      );
    }
  }
  return result;
}
async function warnAboutEditableInstalls(checkout, env, log) {
  for (const install of await editableInstallsInto(checkout, env)) {
    log.warn(
      `the active Python environment has an editable install pointing into your checkout (${install.file} \u2192 ${install.target}): base and head would both import that code, not their own, and measure the same thing. Install each side inside its worktree instead, in a virtual environment of its own: setup 'python -m venv .venv && .venv/bin/pip install -e .' and run the benchmark with .venv/bin/python`
    );
  }
}

// src/pipeline/run.ts
function outputCheck(formatId) {
  return (input) => {
    const result = parseWith(input, formatId);
    if (result.series.length === 0) {
      throw new ParseError(
        `no benchmark results in it (read as ${result.format}); check the command prints its results${input.kind === "dir" ? " into this folder" : ""}`,
        input.kind === "text" ? input.file : input.dir
      );
    }
  };
}
function pickFormat(result, formatId) {
  if (formatId !== "auto") return formatById(formatId).id;
  let firstError;
  for (const output of [...result.base.outputs, ...result.head.outputs]) {
    try {
      return detectFormat(output.input).id;
    } catch (err) {
      firstError ??= err;
    }
  }
  throw firstError;
}
function parseRunOutputs(result, formatId, sides = ["base", "head"]) {
  const format = pickFormat(result, formatId);
  const parsed = { format, base: [], head: [], unreadable: [] };
  for (const side of sides) {
    let firstError;
    for (const output of result[side].outputs) {
      try {
        const result2 = parseRun(output.input, format);
        for (const s of result2.series) for (const run of s.runs) run.round = output.round;
        parsed[side].push(result2);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        firstError ??= err;
        parsed.unreadable.push({ side, round: output.round, reason: `output not readable as ${format}: ${err.message}` });
      }
    }
    if (parsed[side].length === 0 && firstError) {
      throw new ParseError(`no run of ${side} printed readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
    }
  }
  return parsed;
}
function runInfoOf(result, parsed, opts) {
  return {
    base: result.base.revision,
    head: result.head.revision,
    ...opts.pullRequest !== void 0 ? { pullRequest: opts.pullRequest } : {},
    ...opts.repository !== void 0 ? { repository: opts.repository } : {},
    rounds: result.roundsRun,
    warmup: opts.warmup,
    format: parsed.format,
    failedRuns: [...result.failedRuns, ...parsed.unreadable]
  };
}
function reportOf(result, parsed, opts) {
  const report = buildReport({
    base: parsed.base,
    head: parsed.head,
    settings: opts.settings,
    metrics: opts.metrics,
    machine: { base: result.base.machine, head: result.head.machine },
    run: runInfoOf(result, parsed, opts),
    ...opts.rounds ? { compare: { alpha: opts.rounds.alpha() } } : {},
    ...opts.rules ? { rules: opts.rules } : {}
  });
  if (opts.rounds) report.rounds = opts.rounds.info(result.roundsRun, result.stopReason);
  if (result.isolation) report.isolation = result.isolation;
  return report;
}
function buildRunReport(result, opts) {
  const parsed = parseRunOutputs(result, opts.format);
  return { report: reportOf(result, parsed, opts), unreadable: parsed.unreadable };
}
function buildPartialRunReport(result, error, opts) {
  const measured = ["base", "head"].filter((s) => result[s].outputs.length > 0);
  let parsed;
  try {
    parsed = parseRunOutputs(result, opts.format, measured);
  } catch {
    parsed = { format: opts.format, base: [], head: [], unreadable: [] };
  }
  const report = reportOf(result, parsed, opts);
  report.verdict = "fail";
  report.warnings.unshift({ code: "tool-error", message: `tool error, no comparison: ${error.split("\n")[0]}` });
  return report;
}

// src/pipeline/rounds.ts
var NAMES_SHOWN = 5;
function planRounds(opts) {
  const alpha = opts.settings.alpha;
  const recordOf = (lookAlpha, looks2, rows2) => ({
    version: 1,
    alpha,
    lookAlpha,
    looks: looks2,
    test: opts.settings.test,
    correction: opts.settings.correction,
    ...rows2 === void 0 ? {} : { rows: rows2 }
  });
  if (opts.rounds !== "auto") {
    const fixed = opts.rounds;
    const info2 = (run, stopped) => ({ planned: fixed, run, looks: [], stopped, lookAlpha: alpha });
    return {
      runner: { rounds: fixed },
      alpha: () => alpha,
      info: info2,
      record: (run, stopped) => ({ ...recordOf(alpha, []), rounds: info2(run, stopped) })
    };
  }
  const schedule = { minRounds: opts.minRounds, maxRounds: Math.max(opts.maxRounds, opts.minRounds), lookEvery: opts.lookEvery };
  let plan;
  let rows = 0;
  const looks = [];
  const decision = { threshold: opts.settings.threshold, failOnInconclusive: opts.settings.failOnInconclusive };
  const onLook = (roundsDone, soFar) => {
    let parsed;
    try {
      parsed = parseRunOutputs(soFar, opts.format);
    } catch {
      return Promise.resolve("continue");
    }
    if (!plan) {
      const family = plannedFamily(parsed, opts);
      rows = family.rows;
      plan = plannedLooks(schedule, { alpha, correction: opts.settings.correction, test: opts.settings.test, familySize: rows });
      const constant = family.constant ? `, ${family.constant} constant not counted` : "";
      opts.log?.(`rounds: auto \u2014 looks after ${plan.looks.join(", ")} rounds, each at \u03B1 = ${+plan.lookAlpha.toPrecision(3)} (${rows} rows${constant})`);
      opts.onPlan?.(recordOf(plan.lookAlpha, plan.looks, rows));
    }
    if (!plan.looks.includes(roundsDone)) return Promise.resolve("continue");
    const report = buildReport({
      base: parsed.base,
      head: parsed.head,
      settings: opts.settings,
      metrics: opts.metrics,
      compare: { alpha: plan.lookAlpha },
      ...opts.rules ? { rules: opts.rules } : {}
    });
    const undecided = undecidedRows(report.comparisons, decision);
    looks.push({ rounds: roundsDone, undecided: undecided.length });
    const stop = stopReason(plan, roundsDone, report.comparisons, decision);
    const settled = opts.settings.failOnInconclusive ? [] : report.comparisons.filter((c) => c.gated && c.verdict === "inconclusive" && !couldBeRegression(c, opts.settings.threshold));
    opts.log?.(lookLine(roundsDone, undecided, settled, stop));
    return Promise.resolve(stop === "decided" ? "stop" : "continue");
  };
  const info = (run, stopped) => ({
    planned: schedule.maxRounds,
    run,
    looks: [...looks],
    stopped,
    lookAlpha: plan?.lookAlpha ?? alpha
  });
  return {
    runner: { rounds: schedule.maxRounds, maxRounds: schedule.maxRounds, onLook },
    alpha: () => plan?.lookAlpha ?? alpha,
    info,
    record: (run, stopped) => ({ ...recordOf(plan?.lookAlpha ?? alpha, plan?.looks ?? [], plan ? rows : void 0), rounds: info(run, stopped) })
  };
}
function plannedFamily(parsed, opts) {
  const matcher = opts.rules ? new RuleMatcher(opts.rules.rules) : void 0;
  const seen = /* @__PURE__ */ new Map();
  const inBase = /* @__PURE__ */ new Set();
  const visit = (results, base) => {
    for (const r of results) {
      for (const s of r.series) {
        if (s.derivedFrom !== void 0 || opts.metrics && !opts.metrics.includes(s.metric) || matcher?.for(s).ignore) continue;
        const key = seriesKey(s);
        if (base) inBase.add(key);
        for (const run of s.runs) {
          for (const v of run.samples) {
            if (!Number.isFinite(v)) continue;
            const one = seen.get(key);
            if (one === void 0) seen.set(key, v);
            else if (one !== v) seen.set(key, NaN);
          }
        }
      }
    }
  };
  visit(parsed.base, true);
  visit(parsed.head, false);
  let constant = 0;
  for (const key of inBase) {
    const one = seen.get(key);
    if (one !== void 0 && !Number.isNaN(one)) constant++;
  }
  return { rows: inBase.size - constant, constant };
}
function nameList(rows, what) {
  const names = rows.slice(0, NAMES_SHOWN).map((c) => `${c.benchmark} ${c.metric}${what(c)}`);
  const more = rows.length > NAMES_SHOWN ? ` and ${rows.length - NAMES_SHOWN} more` : "";
  return `${names.join(", ")}${more}`;
}
function lookLine(rounds, undecided, settled, stop) {
  const cannotFail = settled.length ? ` (${settled.length} inconclusive but cannot be a regression beyond the threshold: ${nameList(settled, () => "")})` : "";
  if (undecided.length === 0) return `look after ${rounds} rounds: every gated row decided${cannotFail} \u2014 stopping`;
  const names = nameList(undecided, (c) => ` (${c.verdict})`);
  return `look after ${rounds} rounds: ${undecided.length} undecided: ${names}${cannotFail}${stop === "max-rounds" ? " \u2014 max-rounds reached" : " \u2014 running more rounds"}`;
}

// src/cli/run.ts
var HELP = commandHelp(
  "run",
  `Usage: benchgate run [options] -- COMMAND [ARG\u2026]

Runs COMMAND on two commits of the git repository you are in \u2014 base and head, each
checked out in its own temporary worktree (your checkout, index and stash are never
touched) \u2014 in interleaved rounds on this machine, then compares the results per
benchmark and metric (the run is the unit: one value per run and side) and prints a
benchstat-like table. COMMAND runs with bash -c in the same subfolder of each checkout
as your current one, with BENCHGATE_SIDE=base or head in its environment and without
credentials (see --env-passthrough). One argument after -- is used as a shell command
as is ('go test -bench . | tee out'); several are quoted and joined.

A run may print at most ${MAX_RUN_OUTPUT_BYTES / 1024 / 1024} MiB (stdout and stderr together, or in its output
file); past that it is killed and counts as failed.`,
  `Exit codes: 0 no regression, 1 significant regression on a gated metric,
            2 bad input or tool error (a benchmark failing on every run of a side,
            a commit that cannot be found) \u2014 never reported as a regression.

Example: benchgate run -- go test -run '^$' -bench . -count 1 ./...`
);
var OPTIONS = commandOptions("run");
function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
function commandOf(args) {
  if (args.length === 0 || !args.join("").trim()) {
    throw new UsageError("no benchmark command: put it after '--', e.g. benchgate run -- go test -bench .\nRun 'benchgate run --help' for the options.");
  }
  return args.length === 1 ? args[0] : args.map(shellQuote).join(" ");
}
var stderrLogger = {
  info: (line) => process.stderr.write(`${safeLogText(line)}
`),
  warn: (line) => process.stderr.write(`warning: ${safeLogText(line)}
`)
};
async function main(argv) {
  const dashes = argv.indexOf("--");
  const ours = dashes === -1 ? argv : argv.slice(0, dashes);
  const { values, positionals } = parseFlags("run", ours, OPTIONS);
  if (values.help) {
    process.stdout.write(HELP + "\n");
    return EXIT.ok;
  }
  if (positionals.length) {
    throw new UsageError(`unexpected argument '${positionals[0]}' before '--': the benchmark command goes after '--'
Run 'benchgate run --help' for usage.`);
  }
  const command = commandOf(dashes === -1 ? [] : argv.slice(dashes + 1));
  const s = settingsFromFlags("run", values);
  const settings = statsSettingsOf(s);
  if (s.format !== "auto") formatById(s.format);
  if (s.minRounds > s.maxRounds) throw new SettingsError("--min-rounds", `--min-rounds (${s.minRounds}) must not be above --max-rounds (${s.maxRounds})`);
  const floor = roundsForFloor(settings.test, settings.alpha);
  if (s.rounds !== "auto" && s.rounds < floor) {
    stderrLogger.warn(
      `${s.rounds} rounds: each run is one value, so no change can ever be significant at alpha ${settings.alpha} (${settings.test}) with fewer than ${floor} rounds (more with many benchmarks)`
    );
  }
  const { root, prefix } = await findRepository(process.cwd());
  const rules = await readRulesFromWorkingTree(s.config, process.cwd(), root);
  if (rules) stderrLogger.info(`rules: ${rules.rules.length} from ${rules.file} (working tree)`);
  const keepDir = s.keepDir === void 0 ? void 0 : path9.resolve(s.keepDir);
  const plan = planRounds({
    ...s,
    settings,
    ...rules ? { rules } : {},
    log: (line) => stderrLogger.info(line),
    ...keepDir ? { onPlan: (record) => recordLevel(keepDir, record) } : {}
  });
  let result;
  try {
    result = await runBenchmark({
      repo: process.cwd(),
      base: s.base,
      head: s.head,
      workingDirectory: prefix || void 0,
      command,
      setup: s.setup,
      outputFile: s.outputFile,
      ...plan.runner,
      warmup: s.warmup,
      timeoutMs: s.timeoutMs,
      keepDir: s.keepDir,
      keepDirSetting: "--keep-dir",
      envPassthrough: s.envPassthrough,
      submodules: s.submodules,
      gitTimeoutMs: s.gitTimeoutMs,
      isolation: s.isolation,
      seed: s.seed,
      log: stderrLogger,
      checkOutput: outputCheck(s.format)
    });
  } catch (err) {
    if (err instanceof ParseError && !s.keepDir) err.message += "\n(rerun with --keep-dir DIR to keep the raw outputs)";
    if (err instanceof RunnerError) {
      writePartialReport(err, values, s, plan, rules);
      const partial = err.partial;
      if (partial?.outputDirIsTemporary) removeTemporary(partial.outputDir);
    }
    throw err;
  }
  if (!result.outputDirIsTemporary) recordLevel(result.outputDir, plan.record(result.roundsRun, result.stopReason));
  try {
    const { report, unreadable } = buildRunReport(result, {
      format: s.format,
      settings,
      metrics: s.metrics,
      rounds: plan,
      warmup: s.warmup,
      ...rules ? { rules } : {}
    });
    for (const f of unreadable) stderrLogger.warn(`${f.side} round ${f.round}: ${f.reason}`);
    if (s.metrics && report.comparisons.length === 0) throw new UsageError(`no results for --metric ${s.metrics.join(", ")} in the output`);
    emitReport(report, values, { key: s.commentKey, chart: s.chart });
    if (!result.outputDirIsTemporary) stderrLogger.info(`raw outputs of every run: ${result.outputDir}`);
    return report.verdict === "fail" ? EXIT.regression : EXIT.ok;
  } finally {
    if (result.outputDirIsTemporary) removeTemporary(result.outputDir);
  }
}
function recordLevel(keepDir, record) {
  try {
    writeRunRecord(keepDir, record);
  } catch (e) {
    stderrLogger.warn(
      `could not write ${path9.join(keepDir, RUN_RECORD_FILE)} (${e instanceof Error ? e.message : String(e)}): compare --runs needs --alpha ${record.lookAlpha} to decide at this run's level`
    );
  }
}
function removeTemporary(dir) {
  const left = removeTree(dir);
  if (left) stderrLogger.warn(`could not remove the temporary folder ${dir} (${left}); remove it by hand`);
}
function writePartialReport(err, values, s, plan, rules) {
  const result = err.partial;
  if (!result || !(values.json || values.markdown)) return;
  try {
    const report = buildPartialRunReport(result, err.message, {
      format: s.format,
      settings: statsSettingsOf(s),
      metrics: s.metrics,
      rounds: plan,
      warmup: s.warmup,
      ...rules ? { rules } : {}
    });
    if (!report) return;
    if (values.json) writeFileSync2(values.json, renderJson(report));
    if (values.markdown) {
      const fullReportHint = values.json ? `the full report is in ${values.json}` : "run with --json FILE for the full report";
      writeFileSync2(values.markdown, renderMarkdown(report, { key: s.commentKey, chart: s.chart, fullReportHint }));
    }
    process.stderr.write(
      `benchgate run: wrote the partial report (what was measured, and the error) to ${[values.json, values.markdown].filter(Boolean).join(" and ")}
`
    );
  } catch (e) {
    process.stderr.write(`benchgate run: could not write the partial report: ${e instanceof Error ? e.message : String(e)}
`);
  }
}
export {
  commandOf,
  main
};
