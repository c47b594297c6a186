import {
  UserError
} from "./chunk-4PTTIM2A.js";

// src/runner/exec.ts
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, openSync, realpathSync } from "node:fs";
import { open, stat, truncate } from "node:fs/promises";

// src/runner/strays.ts
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
var RUN_ID_VAR = "BENCHGATE_RUN_ID";
var pauseCell = new Int32Array(new SharedArrayBuffer(4));
var HOST = { root: "/proc", pause: (ms) => void Atomics.wait(pauseCell, 0, 0, ms) };
var EXEC_WAIT_MS = 5e3;
var EXEC_POLL_MS = 2;
var MAX_PASSES = 10;
var PF_KTHREAD = 2097152;
function writing(proc, pid, fd) {
  try {
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`${proc.root}/${pid}/fdinfo/${fd}`, "utf8"));
    return flags !== null && (parseInt(flags[1], 8) & 3) !== 0;
  } catch {
    return false;
  }
}
function holdsFile(proc, pid, files) {
  if (files.size === 0) return false;
  let fds;
  try {
    fds = readdirSync(`${proc.root}/${pid}/fd`);
  } catch {
    return false;
  }
  for (const fd of fds) {
    try {
      if (files.has(readlinkSync(`${proc.root}/${pid}/fd/${fd}`)) && writing(proc, pid, fd)) return true;
    } catch {
    }
  }
  return false;
}
function environmentOf(proc, pid) {
  try {
    return readFileSync(`${proc.root}/${pid}/environ`);
  } catch {
    return void 0;
  }
}
function inExec(proc, pid) {
  let stat2;
  try {
    stat2 = readFileSync(`${proc.root}/${pid}/stat`, "utf8");
  } catch {
    return false;
  }
  const fields = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
  const [state, flags, envEnd] = [fields[0], Number(fields[6]), fields[48]];
  return state !== "Z" && state !== "X" && (flags & PF_KTHREAD) === 0 && envEnd === "0";
}
function verdict(proc, pid, marker, files) {
  const environment = environmentOf(proc, pid);
  if (environment?.includes(marker) || holdsFile(proc, pid, files)) return "stray";
  return environment?.length === 0 && inExec(proc, pid) ? "in-exec" : "not";
}
function findStrays(runId, files, proc = HOST) {
  let entries;
  try {
    entries = readdirSync(proc.root);
  } catch {
    return [];
  }
  const marker = Buffer.from(`${RUN_ID_VAR}=${runId}\0`);
  const fileSet = new Set(files);
  const found = [];
  let waiting = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const v = verdict(proc, entry, marker, fileSet);
    if (v === "stray") found.push(Number(entry));
    else if (v === "in-exec") waiting.push(entry);
  }
  for (let waited = 0; waiting.length > 0 && waited < EXEC_WAIT_MS; waited += EXEC_POLL_MS) {
    proc.pause(EXEC_POLL_MS);
    const still = [];
    for (const entry of waiting) {
      const v = verdict(proc, entry, marker, fileSet);
      if (v === "stray") found.push(Number(entry));
      else if (v === "in-exec") still.push(entry);
    }
    waiting = still;
  }
  return found;
}
function killStrays(runId, files, proc = HOST) {
  const killed = /* @__PURE__ */ new Set();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const fresh = findStrays(runId, files, proc).filter((pid) => !killed.has(pid));
    if (fresh.length === 0) break;
    for (const pid of fresh) {
      killed.add(pid);
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, "SIGKILL");
        } catch {
        }
      }
    }
  }
  return killed.size;
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
    let looked = false;
    const look = () => {
      if (looked) return;
      looked = true;
      opts.beforeKill?.();
    };
    const killAll = () => {
      look();
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
        look();
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
      look();
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
var MAX_EXCERPT_CHARS = 4e3;
var ANSI_SEQUENCE = /\x1b\[[0-9;?]*[ -/]*[@-~]/g;
var CONTROL_RUN = /([\x00-\x08\x0b-\x1f\x7f])\1{3,}/g;
var CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;
var escaped = (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`;
function lastLines(text, n = 20) {
  const lines = text.replace(/\s+$/, "").split(/\r?\n/).slice(-n).map((line) => line.slice(line.lastIndexOf("\r") + 1));
  const printable = lines.join("\n").replace(ANSI_SEQUENCE, "").replace(CONTROL_RUN, (run) => `${escaped(run[0])} \xD7${run.length}`).replace(CONTROL, escaped);
  if (printable.length <= MAX_EXCERPT_CHARS) return printable;
  const cut = printable.length - MAX_EXCERPT_CHARS;
  return `\u2026 (${cut} characters before these not shown)
${printable.slice(cut)}`;
}

// src/git/git.ts
import { execFile, execFileSync, spawn as spawn2 } from "node:child_process";
import { existsSync, mkdtempSync, realpathSync as realpathSync2 } from "node:fs";
import os2 from "node:os";
import path2 from "node:path";

// src/runner/cleanup.ts
import os from "node:os";
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
  "SSH_AUTH_SOCK",
  // sshpass -e reads its password from this one.
  "SSHPASS"
];
var DROPPED_PATTERNS = [
  /^INPUT_/i,
  /^STATE_/,
  /^ACTIONS_(RUNTIME|ID_TOKEN|CACHE|RESULTS)_/,
  /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|COOKIE|APIKEY|PRIVATEKEY|AUTHORI[SZ]ATION/i
];
var DROPPED_WORDS = /* @__PURE__ */ new Set([
  "KEY",
  "AUTH",
  "PRIVATE",
  "PAT",
  "PWD",
  "PASS",
  "PASSWD",
  "PW",
  "DSN",
  "PIN",
  "OTP",
  "SIG",
  "SIGNATURE",
  "CERT",
  "JWT",
  "SESSION",
  "BEARER"
]);
function nameWords(name) {
  return name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/([A-Z])([A-Z][a-z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word.toUpperCase());
}
var SECRET_VALUES = [
  /[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/i,
  // A password in a connection string or a query (`Server=…;Password=…`, `jdbc:…&password=…`).
  /(^|[;&?\s])(password|pwd)=[^;&\s]+/i,
  /\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|npm_[A-Za-z0-9]{30,}|pypi-[A-Za-z0-9_-]{30,}|xox[abprs]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{20,})/,
  /\b(AKIA|ASIA)[0-9A-Z]{16}\b/,
  // Stripe's secret and restricted keys (live and test), Google's API keys.
  /\b[sr]k_(live|test)_[A-Za-z0-9]{16,}/,
  /\bAIza[0-9A-Za-z_-]{35}/,
  /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/
];
function isDropped(name, value = "") {
  if (name === "PWD" || name === "OLDPWD") return false;
  return DROPPED_NAMES.includes(name) || DROPPED_PATTERNS.some((re) => re.test(name)) || nameWords(name).some((word) => DROPPED_WORDS.has(word)) || SECRET_VALUES.some((re) => re.test(value));
}
function benchmarkEnvironment(env, passthrough = []) {
  const keep = new Set(passthrough);
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== void 0 && (keep.has(name) || !isDropped(name, value))) out[name] = value;
  }
  return out;
}
function droppedNames(env, passthrough = []) {
  const keep = new Set(passthrough);
  return Object.entries(env).filter(([name, value]) => value !== void 0 && !keep.has(name) && isDropped(name, value)).map(([name]) => name).sort();
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

// src/git/git.ts
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
function git(cwd, args, timeoutMs = DEFAULT_GIT_TIMEOUT_MS, extra = {}) {
  return new Promise((resolve) => {
    const child = spawn2("git", [...GIT_PREFIX, ...args], {
      cwd,
      env: { ...extra.baseEnv ?? gitEnvironment(), ...extra.env },
      stdio: ["pipe", "pipe", "pipe"],
      detached: true
    });
    child.stdin.on("error", () => {
    });
    child.stdin.end(extra.input);
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
    const done = (ok, more = "") => {
      clearTimeout(timer);
      unregister();
      const stdout = Buffer.concat(out).toString("utf8");
      resolve({ ok, stdout: extra.raw ? stdout : stdout.trim(), stderr: (Buffer.concat(err).toString("utf8") + more).trim(), timedOut });
    };
    child.on("error", (e) => done(false, e.message));
    child.on("close", (code) => done(code === 0 && !timedOut));
  });
}
function runGit(cwd, args, extra = {}) {
  return git(cwd, args, extra.timeoutMs ?? DEFAULT_GIT_TIMEOUT_MS, extra);
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
async function resolveCommit(repo, ref, timeoutMs = DEFAULT_GIT_TIMEOUT_MS, shallowFetch) {
  if (!ref || ref.startsWith("-") || /[\0\n]/.test(ref)) {
    throw new RunnerError(`'${ref}' is not a git ref or commit (refs cannot be empty or start with '-')`);
  }
  const local = await verifyCommit(repo, ref) ?? (FULL_SHA.test(ref) ? void 0 : await verifyCommit(repo, `origin/${ref}`));
  if (local) return local;
  let why = "there is no remote named origin";
  if (await hasOrigin(repo)) {
    const shallow = (await git(repo, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
    const fetch = shallow && shallowFetch ? await shallowFetch(ref) : await git(repo, ["fetch", "--no-tags", ...shallow ? ["--depth=1"] : [], "origin", ref], timeoutMs);
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
async function commitInfo(repo, sha) {
  const what = `cannot read commit ${sha}`;
  const committerDate = await gitOrThrow(repo, ["show", "-s", "--no-show-signature", "--format=%cI", "--end-of-options", `${sha}^{commit}`], what);
  const object = await gitOrThrow(repo, ["cat-file", "commit", sha], what);
  const header = object.split("\n\n")[0];
  const parents = [...header.matchAll(/^parent ([0-9a-f]{40,64})$/gm)].map((m) => m[1]);
  return { parents, committerDate };
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

export {
  MAX_RUN_OUTPUT_BYTES,
  runCommand,
  lastLines,
  cleanupOnSignal,
  benchmarkEnvironment,
  droppedNames,
  RunnerError,
  UnusableOutputError,
  removeTree,
  envWithoutGitLocation,
  gitEnvironment,
  DEFAULT_GIT_TIMEOUT_MS,
  runGit,
  findRepository,
  gitCommonDir,
  resolveCommit,
  commitInfo,
  defaultBase,
  hasUncommittedChanges,
  withWorktrees,
  initSubmodules,
  persistedCredentialKeys
};
