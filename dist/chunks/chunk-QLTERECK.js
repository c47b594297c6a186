import {
  DEFAULT_GIT_TIMEOUT_MS,
  MAX_RUN_OUTPUT_BYTES,
  RunnerError,
  UnusableOutputError,
  benchmarkEnvironment,
  cleanupOnSignal,
  defaultBase,
  droppedNames,
  envWithoutGitLocation,
  findRepository,
  gitCommonDir,
  hasUncommittedChanges,
  initSubmodules,
  lastLines,
  persistedCredentialKeys,
  removeTree,
  resolveCommit,
  runCommand,
  withWorktrees
} from "./chunk-62KL5DRE.js";
import {
  COMMAND_VAR,
  COMPLETE_MARKER,
  COUNTER_VAR,
  KEPT_FOLDER,
  OUT_FOLDER,
  PERF_EVENT,
  RUN_FOLDER_FILES,
  RUN_RECORD_FILE,
  STATE_DIR_VAR,
  STATE_FOLDER,
  attachAttribution,
  checkRunSettings,
  settingName,
  withRegularFile,
  writeRunRecord
} from "./chunk-E2DIXCLF.js";
import {
  detectFormat,
  formatById,
  parseRun,
  parseWith
} from "./chunk-76Z4DTIM.js";
import {
  RuleMatcher,
  buildReport
} from "./chunk-UAFJH36O.js";
import {
  couldBeRegression,
  plannedLooks,
  stopReason,
  undecidedRows
} from "./chunk-D5GXVYYB.js";
import {
  COUNTER_IDS,
  ParseError,
  seriesKey,
  statsSettingsOf
} from "./chunk-4PTTIM2A.js";

// src/runner/index.ts
import { mkdtempSync as mkdtempSync2, realpathSync as realpathSync2 } from "node:fs";
import os2 from "node:os";
import path7 from "node:path";

// src/runner/isolation.ts
import { spawnSync as spawnSync3 } from "node:child_process";
import { readFileSync as readFileSync4 } from "node:fs";

// src/runner/limits.ts
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
var SANDBOX_MAX_TASKS = 4096;
function ownProcessLimit(limits = "/proc/self/limits") {
  try {
    const line = /^Max processes\s+(\S+)/m.exec(readFileSync(limits, "utf8"));
    return line && /^\d+$/.test(line[1]) ? Number(line[1]) : void 0;
  } catch {
    return void 0;
  }
}
function sandboxMaxTasks(own = ownProcessLimit()) {
  return own === void 0 ? SANDBOX_MAX_TASKS : Math.max(16, Math.min(SANDBOX_MAX_TASKS, Math.floor(own / 4)));
}
function atTaskLimit(tasks, maxTasks) {
  return tasks >= Math.floor(maxTasks * 0.9);
}
function limitPrefix(maxTasks) {
  return ["prlimit", `--nproc=${maxTasks}:${maxTasks}`, "--", "choom", "-n", "1000", "--"];
}
function tasksInPidNamespace(pid) {
  let ns;
  try {
    ns = readlinkSync(`/proc/${pid}/ns/pid`);
  } catch {
    return 0;
  }
  let tasks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/ns/pid`) === ns) tasks += readdirSync(`/proc/${entry}/task`).length;
    } catch {
    }
  }
  return tasks;
}
function ownOomCounter(procCgroup = "/proc/self/cgroup", root = "/sys/fs/cgroup") {
  let lines;
  try {
    lines = readFileSync(procCgroup, "utf8").split("\n");
  } catch {
    return void 0;
  }
  const v1 = lines.map((l) => /^\d+:(?:[^:]*,)?memory(?:,[^:]*)?:(.*)$/.exec(l)?.[1]).find((p) => p !== void 0);
  const v2 = lines.map((l) => /^0::(.*)$/.exec(l)?.[1]).find((p) => p !== void 0);
  const candidates = [
    ...v1 !== void 0 ? [`${root}/memory${v1}/memory.oom_control`] : [],
    ...v2 !== void 0 ? [`${root}${v2}/memory.events.local`, `${root}/unified${v2}/memory.events.local`] : []
  ];
  return candidates.find((file) => readCount(file) !== void 0);
}
function readCount(file) {
  try {
    const m = /^oom_kill (\d+)$/m.exec(readFileSync(file, "utf8"));
    return m ? Number(m[1]) : void 0;
  } catch {
    return void 0;
  }
}
var processCounter;
function processOomCounter() {
  processCounter ??= { file: ownOomCounter() ?? null };
  return processCounter.file;
}
function oomKills(counter = processOomCounter(), vmstat = "/proc/vmstat") {
  return counter !== null ? readCount(counter) : readCount(vmstat);
}
function limitToolsMissing() {
  for (const tool of ["prlimit", "choom"]) {
    const r = spawnSync(tool, ["--version"], { stdio: "ignore", env: { PATH: process.env.PATH } });
    if (r.error || r.status !== 0) return `${tool} (util-linux) is not installed`;
  }
  return void 0;
}

// src/runner/sandbox.ts
import { spawn, spawnSync as spawnSync2 } from "node:child_process";
import { accessSync, closeSync, constants, existsSync, mkdtempSync, readdirSync as readdirSync3, readFileSync as readFileSync3, realpathSync } from "node:fs";
import path from "node:path";

// src/runner/freeze.ts
import { readdirSync as readdirSync2, readFileSync as readFileSync2 } from "node:fs";
var FreezeError = class extends Error {
  name = "FreezeError";
};
function tasksOf(pid) {
  try {
    return readdirSync2(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}
function childrenOf(pid, tids) {
  const found = [];
  for (const tid of tids) {
    try {
      for (const c of readFileSync2(`/proc/${pid}/task/${tid}/children`, "utf8").split(/\s+/)) if (c) found.push(Number(c));
    } catch {
    }
  }
  return found;
}
function stateOf(pid) {
  try {
    const stat = readFileSync2(`/proc/${pid}/stat`, "utf8");
    return stat.charAt(stat.lastIndexOf(")") + 2);
  } catch {
    return void 0;
  }
}
var settled = (state) => state === void 0 || "TtZXxD".includes(state);
function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
  }
}
var pause = new Int32Array(new SharedArrayBuffer(4));
var sleepMs = (ms) => Atomics.wait(pause, 0, 0, ms);
function freezeTree(root, opts) {
  const deadline = Date.now() + (opts.timeoutMs ?? 2e3);
  const stopped = /* @__PURE__ */ new Set();
  const thaw = () => {
    for (const pid of stopped) signal(pid, "SIGCONT");
  };
  let tasks;
  for (; ; ) {
    const fresh = [];
    tasks = 0;
    const queue = childrenOf(root, tasksOf(root));
    for (let pid = queue.pop(); pid !== void 0; pid = queue.pop()) {
      if (!stopped.has(pid)) {
        signal(pid, "SIGSTOP");
        stopped.add(pid);
        fresh.push(pid);
      }
      const tids = tasksOf(pid);
      tasks += tids.length;
      queue.push(...childrenOf(pid, tids));
    }
    if (tasks > opts.maxTasks) {
      thaw();
      throw new FreezeError(`more than ${opts.maxTasks} processes and threads`);
    }
    if (fresh.length === 0) break;
    for (; ; ) {
      const moving = fresh.map(stateOf).filter((state) => !settled(state));
      if (moving.length === 0) break;
      if (Date.now() > deadline) {
        thaw();
        throw new FreezeError(`${moving.length} process(es) did not stop within ${opts.timeoutMs ?? 2e3} ms`);
      }
      sleepMs(1);
    }
  }
  return { stopped: stopped.size, tasks, thaw };
}

// src/runner/sandbox.ts
var SANDBOX_MECHANISM = "user namespaces";
var SandboxUnavailable = class extends Error {
  name = "SandboxUnavailable";
};
var HOLDER = `set -eu
wt=$1 s=$2 uid=$3 gid=$4 network=$5
shift 5
if [ "$network" = isolated ]; then
  command -v ip >/dev/null || { echo "network: isolated needs ip (iproute2) to bring up loopback" >&2; exit 3; }
fi
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
# A socket stays connectable and a FIFO writable on a read-only mount: the Docker daemon's socket
# would be root on the host, and init and system services read FIFOs under /run.
find /run /var/run \\( -type s -o -type p \\) 2>/dev/null | while IFS= read -r sock; do
  mount --bind /dev/null "$sock" || { echo "cannot hide $sock" >&2; exit 3; }
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
first='echo ready; exec sleep infinity'
set --
if [ "$network" = isolated ]; then
  # Its own network namespace, owned by the sandbox's user namespace (so commands can enter it):
  # PID 1 keeps its capabilities there just long enough to bring loopback up.
  set -- --net --keep-caps
  first='ip link set lo up || { echo "cannot bring up loopback in the network namespace of the sandbox" >&2; exit 3; }; echo ready; exec setpriv --inh-caps=-all --ambient-caps=-all -- sleep infinity'
fi
exec setpriv --pdeathsig KILL -- unshare --user --map-user="$uid" --map-group="$gid" --mount --pid --ipc "$@" --fork --kill-child --mount-proc -- sh -c "$first"
`;
var ENTER = `cd -- "$1" || exit 126
[ "$2" = 1 ] && keyctl new_session >/dev/null 2>&1
shift 2
exec "$@"`;
var PROBE = `fail() { echo "$1"; exit 1; }
mounted() {
  id=$(awk '$1 == "mnt_id:" { print $2 }' "/proc/$$/fdinfo/$1") &&
    awk -v id="$id" '$1 == id { found = 1 } END { exit !found }' /proc/$$/mountinfo
}
exec 3<. 4</
mounted 3 || fail "the working directory is a mount outside the sandbox's namespace"
mounted 4 || fail "the root is a mount outside the sandbox's namespace"
exec 3<&- 4<&-
for fd in /proc/$$/fd/*; do
  [ -L "$fd" ] || continue
  n=\${fd##*/}
  [ "$n" -le 2 ] || fail "descriptor $n ($(readlink "$fd")) is inherited"
  [ ! -d "$fd" ] || fail "descriptor $n is a folder ($(readlink "$fd"))"
done
if (: >"$1") 2>/dev/null; then fail "a path relative to the working directory ($1) writes the host's tree"; fi
if [ "$2" = isolated ]; then
  awk 'NR > 2 { sub(":", "", $1); if ($1 != "lo") exit 1 }' /proc/net/dev || fail "a network device other than loopback is in view"
fi
echo held`;
var START_TIMEOUT_MS = 1e4;
function makeSandboxRoot(home) {
  const candidate = "/var/tmp";
  try {
    accessSync(candidate, constants.W_OK);
  } catch {
    throw new SandboxUnavailable(`${candidate} is not writable (the sandbox keeps its throw-away layers there)`);
  }
  const real = realpathSync(candidate);
  if (real === "/tmp" || real.startsWith("/tmp/")) throw new SandboxUnavailable(`${candidate} is inside /tmp, which the sandbox replaces`);
  if (home && (real === home || real.startsWith(`${home}/`) || home.startsWith(`${real}/`))) {
    throw new SandboxUnavailable(`${candidate} and $HOME (${home}) overlap; the sandbox needs its layers outside $HOME`);
  }
  return realpathSync(mkdtempSync(path.join(real, "benchgate-sandbox-")));
}
function childrenOf2(pid) {
  try {
    return readFileSync3(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
function kill(pid, signal2 = "SIGKILL") {
  try {
    process.kill(pid, signal2);
  } catch {
  }
}
function enter(e, cwd, file, args) {
  const shell = e.newKeyring || !e.wdns;
  const prefix = ["--target", String(e.pid), "--user", "--mount", "--pid", "--ipc", ...e.network === "isolated" ? ["--net"] : []];
  prefix.push("--preserve-credentials", ...shell ? [] : [`--wdns=${cwd}`], "--");
  if (process.getuid?.() === 0) prefix.push("setpriv", "--bounding-set=-all", "--inh-caps=-all", "--no-new-privs", "--");
  return shell ? [...prefix, "sh", "-c", ENTER, "benchgate-enter", cwd, e.newKeyring ? "1" : "0", file, ...args] : [...prefix, file, ...args];
}
function nsenterHasWdns(env) {
  const r = spawnSync2("nsenter", ["--help"], { env, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: START_TIMEOUT_MS });
  return r.status === 0 && r.stdout.includes("--wdns");
}
var O_CLOEXEC = 524288;
function closeInheritedDescriptors() {
  const channel = Number(process.env.NODE_CHANNEL_FD ?? -1);
  let fds;
  try {
    fds = readdirSync3("/proc/self/fd");
  } catch {
    return;
  }
  for (const name of fds) {
    const fd = Number(name);
    if (!(fd > 2) || fd === channel) continue;
    try {
      const flags = /^flags:\s+([0-7]+)/m.exec(readFileSync3(`/proc/self/fdinfo/${fd}`, "utf8"))?.[1];
      if (flags !== void 0 && (parseInt(flags, 8) & O_CLOEXEC) === 0) closeSync(fd);
    } catch {
    }
  }
}
async function openSandbox(opts) {
  if (process.platform !== "linux") throw new SandboxUnavailable(`not Linux (${process.platform})`);
  if (typeof process.getuid !== "function") throw new SandboxUnavailable("no user ids on this platform");
  closeInheritedDescriptors();
  const network = opts.network ?? "shared";
  const home = opts.env.HOME ? path.resolve(opts.env.HOME) : void 0;
  const dir = mkdtempSync(path.join(opts.root, "side-"));
  const holderEnv = { PATH: opts.env.PATH ?? "/usr/local/bin:/usr/bin:/bin" };
  if (home) holderEnv.HOME = home;
  const uid = String(process.getuid());
  const gid = String(process.getgid());
  let child;
  try {
    child = spawn(
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
        network,
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
      for (const c of childrenOf2(holder)) kill(c);
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
      child.on("exit", (code, signal2) => {
        clearTimeout(timer);
        const why = stderr.trim().split("\n").filter(Boolean).pop();
        reject(new SandboxUnavailable(`unshare ${signal2 ? `was killed by ${signal2}` : `exited with ${code}`}${why ? `: ${why}` : ""}`));
      });
    });
    const pids = childrenOf2(holder);
    if (pids.length !== 1) throw new SandboxUnavailable(`cannot find the sandbox's first process (children of ${holder}: ${pids.join(", ") || "none"})`);
    const pid = pids[0];
    const entry = { pid, network, newKeyring: sessionKeyringHoldsKeys(holderEnv), wdns: nsenterHasWdns(holderEnv) };
    holds(entry, opts.worktree, dir, holderEnv);
    child.stdout.destroy();
    child.unref();
    let closed = null;
    return {
      pid,
      wrap: (file, args, cwd) => ({ file: "nsenter", args: enter(entry, cwd, file, args) }),
      close: () => {
        if (closed === null) closed = teardown();
        return closed;
      },
      freeze: (maxTasks) => freezeTree(pid, { maxTasks }),
      tasks: () => tasksInPidNamespace(pid)
    };
  } catch (e) {
    teardown();
    throw e;
  }
}
function holds(entry, worktree, dir, env) {
  const target = path.join(dir, "escape-probe");
  const relative = path.relative(worktree, target);
  const probe = spawnSync2("nsenter", enter(entry, worktree, "sh", ["-c", PROBE, "benchgate-probe", relative, entry.network]), {
    cwd: worktree,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    timeout: START_TIMEOUT_MS
  });
  const escaped = existsSync(target);
  const said = probe.stdout?.toString("utf8").trim() ?? "";
  if (escaped) throw new SandboxUnavailable(`the sandbox does not hold on this host: a path relative to the working directory wrote ${target}`);
  if (said === "held" && probe.status === 0) return;
  if (said) throw new SandboxUnavailable(`the sandbox does not hold on this host: ${said}`);
  const why = probe.error?.message ?? (probe.stderr?.toString("utf8").trim() || `exit code ${probe.status ?? probe.signal}`);
  throw new SandboxUnavailable(`cannot enter the sandbox with nsenter: ${why}`);
}
function sessionKeyringHoldsKeys(env) {
  const r = spawnSync2("keyctl", ["show", "@s"], { env, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: START_TIMEOUT_MS });
  if (r.status !== 0) return false;
  return r.stdout.split("\n").some((line) => /^\s*\d+\s/.test(line) && !/\skeyring: /.test(line));
}
function sandboxToolsMissing() {
  for (const tool of ["unshare", "nsenter", "setpriv"]) {
    const r = spawnSync2(tool, ["--version"], { stdio: "ignore", env: { PATH: process.env.PATH } });
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
      return readFileSync4(file, "utf8").trim();
    } catch {
      return void 0;
    }
  },
  // Without the token and job files (env.ts), as every program benchgate starts.
  run: (file, args) => spawnSync3(file, args, { stdio: "ignore", timeout: 1e4, env: benchmarkEnvironment(process.env) }).status === 0
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
  if (info.mode !== "sandbox") return `isolation: none (${info.reason ?? "not isolated"})`;
  return `isolation: sandbox (${info.mechanism ?? SANDBOX_MECHANISM}${info.otherSide === "paused" ? ", other side paused" : ""})${info.network ? `, network: ${info.network}` : ""}`;
}
function limited(wrap, maxTasks) {
  return (file, args, cwd) => {
    const inner = wrap(file, args, cwd);
    const [first, ...rest] = [...limitPrefix(maxTasks), inner.file, ...inner.args];
    return { file: first, args: rest };
  };
}
async function isolate(opts) {
  const network = opts.network ?? "shared";
  const none = (reason) => ({ info: { mode: "none", reason }, wrap: {}, control: {}, close: () => void 0 });
  if (opts.setting === "none") {
    if (network === "isolated")
      throw new RunnerError("network: isolated needs the sandbox, and isolation: none turns it off: set isolation: auto or required, or network: shared");
    return none("turned off by the isolation setting");
  }
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
    const missing = sandboxToolsMissing() ?? limitToolsMissing();
    if (missing) throw new SandboxUnavailable(missing);
    const restriction = liftUserNamespaceRestriction(opts.env, opts.host);
    if (restriction.lifted) opts.log?.(restriction.lifted);
    hint = restriction.hint;
    root = makeSandboxRoot(opts.env.HOME);
    unregister = cleanupOnSignal(() => void close());
    const wrap = {};
    const control = {};
    const maxTasks = sandboxMaxTasks();
    for (const side of ["base", "head"]) {
      const sandbox = await openSandbox({ root, worktree: opts.worktrees[side], readOnly: opts.readOnly, env: opts.env, network });
      sandboxes.push(sandbox);
      wrap[side] = limited(sandbox.wrap, maxTasks);
      control[side] = { maxTasks, freeze: () => sandbox.freeze(maxTasks), tasks: () => sandbox.tasks() };
    }
    return { info: { mode: "sandbox", mechanism: SANDBOX_MECHANISM, otherSide: "paused", network }, wrap, control, close };
  } catch (e) {
    close();
    if (!(e instanceof SandboxUnavailable)) throw e;
    const why = hint ? `${e.message}; ${hint}` : e.message;
    if (network === "isolated") {
      throw new RunnerError(
        `network: isolated, but this host cannot run the benchmark in a sandbox (which the isolated network is part of): ${why}. Set network: shared to run without one, or run on a Linux host that allows unprivileged user namespaces`
      );
    }
    if (opts.setting === "required") {
      throw new RunnerError(
        `isolation: required, but this host cannot run the benchmark in a sandbox: ${why}. Set isolation: auto to run without one (the report says so), or run on a Linux host that allows unprivileged user namespaces`
      );
    }
    return none(why);
  }
}

// src/runner/layout.ts
import { existsSync as existsSync2, mkdirSync, readdirSync as readdirSync4, rmSync, statSync, writeFileSync } from "node:fs";
import path2 from "node:path";
var KEPT_ENTRY = /^(round|warmup)-\d+$|^(setup|probe)\.(stdout|stderr)$/;
function runNumberWidth(largest) {
  return Math.max(2, String(largest).length);
}
function runDir(keepDir, side, kind, n, width) {
  return path2.join(keepDir, side, `${kind}-${String(n).padStart(width, "0")}`);
}
function setupFiles(keepDir, side) {
  return { stdout: path2.join(keepDir, side, "setup.stdout"), stderr: path2.join(keepDir, side, "setup.stderr") };
}
function probeFiles(keepDir) {
  return { stdout: path2.join(keepDir, "base", "probe.stdout"), stderr: path2.join(keepDir, "base", "probe.stderr") };
}
function prepareKeepDir(dir, setting) {
  const target = path2.resolve(dir);
  const fail = (why) => {
    throw new RunnerError(`${setting} ${JSON.stringify(dir)}: ${why}`);
  };
  const missing = [];
  let existing = target;
  while (!existsSync2(existing)) {
    missing.unshift(existing);
    const parent = path2.dirname(existing);
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
    const sub = path2.join(target, side);
    if (existsSync2(sub) && (!statSync(sub).isDirectory() || readdirSync4(sub).length > 0)) {
      if (!statSync(sub).isDirectory() || !readdirSync4(sub).every((name) => KEPT_ENTRY.test(name))) {
        fail(`${side}/ in it holds files benchgate did not write; pass a new or empty folder, or one a previous run kept`);
      }
      rmSync(sub, { recursive: true, force: true });
    }
    try {
      mkdirSync(sub, { recursive: true });
    } catch (e) {
      fail(`cannot create ${sub} (${e.code ?? String(e)}); pass a folder you can write to`);
    }
  }
  rmSync(path2.join(target, RUN_RECORD_FILE), { force: true });
  return target;
}
function markComplete(runFolder) {
  writeFileSync(path2.join(runFolder, COMPLETE_MARKER), "");
}

// src/runner/worktree-path.ts
import { constants as constants2 } from "node:fs";
import { lstat, open, readdir, readlink, rmdir, unlink } from "node:fs/promises";
import path3 from "node:path";
var UnsafePathError = class extends Error {
  constructor(message, link) {
    super(message);
    this.link = link;
  }
  link;
  name = "UnsafePathError";
};
function errorCode(e) {
  return e && typeof e === "object" && "code" in e ? String(e.code) : void 0;
}
async function lstatOrMissing(p) {
  try {
    return await lstat(p);
  } catch (e) {
    if (errorCode(e) === "ENOENT" || errorCode(e) === "ENOTDIR") return void 0;
    throw e;
  }
}
function namesOf(rel, what) {
  const normal = path3.normalize(rel);
  if (path3.isAbsolute(normal) || normal === "." || normal === ".." || normal.startsWith(`..${path3.sep}`)) {
    throw new UnsafePathError(`${what}: not a path inside the worktree`);
  }
  const names = normal.split(path3.sep).filter((n) => n && n !== ".");
  if (names.length === 0) throw new UnsafePathError(`${what}: not a path inside the worktree`);
  return names;
}
async function walkInside(root, rel, what) {
  const names = namesOf(rel, what);
  const dev = (await lstat(root)).dev;
  let at = root;
  for (let i = 0; i < names.length; i++) {
    at = path3.join(at, names[i]);
    const st = await lstatOrMissing(at);
    if (i === names.length - 1 || st === void 0) return { path: path3.join(root, ...names), st: i === names.length - 1 ? st : void 0, dev };
    const shown = names.slice(0, i + 1).join("/");
    if (st.isSymbolicLink()) {
      throw new UnsafePathError(
        `${what}: ${shown} is a symbolic link; benchgate reads and removes the output only inside the worktree, never through a link`,
        shown
      );
    }
    if (!st.isDirectory()) throw new UnsafePathError(`${what}: ${shown} is not a folder`);
  }
  return { path: root, st: await lstat(root), dev };
}
async function resolveLinkInside(root, rel, within, shown, what) {
  const target = await readlink(path3.join(root, rel));
  const targetRel = path3.normalize(path3.join(path3.dirname(rel), target));
  const inWithin = path3.relative(within || ".", targetRel);
  if (path3.isAbsolute(target) || inWithin === "" || inWithin === ".." || inWithin.startsWith(`..${path3.sep}`) || path3.isAbsolute(inWithin)) {
    throw new UnsafePathError(
      `${shown} is not a regular file but a link to ${target}, outside the ${within ? "folder" : "worktree"} (links out of it are never followed)`
    );
  }
  const walked = await walkInside(root, targetRel, what);
  if (!walked.st) throw new UnsafePathError(`${shown} is a link to nothing (not a regular file)`);
  if (walked.st.isSymbolicLink()) throw new UnsafePathError(`${shown} is a link to a link (not a regular file)`);
  return { ...walked, rel: targetRel };
}
async function openRegularNoFollow(walked, name) {
  let handle;
  try {
    handle = await open(walked.path, constants2.O_RDONLY | constants2.O_NONBLOCK | constants2.O_NOFOLLOW);
  } catch (e) {
    const code = errorCode(e);
    throw new UnsafePathError(code === "ELOOP" ? `${name} is not a regular file (a link)` : `${name} cannot be read (${code ?? String(e)})`);
  }
  const st = await handle.stat();
  const why = !st.isFile() ? `${name} is not a regular file (${st.isFIFO() ? "a FIFO" : st.isSocket() ? "a socket" : st.isDirectory() ? "a folder" : "a device"})` : st.dev !== walked.dev ? `${name} is on another device than the worktree` : walked.st && (st.ino !== walked.st.ino || st.dev !== walked.st.dev) ? `${name} changed while benchgate read it` : void 0;
  if (why) {
    await handle.close();
    throw new UnsafePathError(why);
  }
  return handle;
}
async function removeNoFollow(p) {
  const st = await lstatOrMissing(p);
  if (!st) return;
  if (!st.isDirectory()) {
    await unlink(p).catch((e) => {
      if (errorCode(e) !== "ENOENT") throw e;
    });
    return;
  }
  for (const name of await readdir(p)) await removeNoFollow(path3.join(p, name));
  await rmdir(p).catch((e) => {
    if (errorCode(e) !== "ENOENT") throw e;
  });
}
async function removeInside(root, rel, what) {
  const walked = await walkInside(root, rel, what);
  if (walked.st) await removeNoFollow(walked.path);
}

// src/runner/machine.ts
import { readFileSync as readFileSync5 } from "node:fs";
import os from "node:os";
function readText(path12) {
  try {
    return readFileSync5(path12, "utf8");
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
  const model = os.cpus()[0]?.model?.trim();
  return model ? model.replace(/\s+/g, " ") : void 0;
}
function osName() {
  const release = readText("/etc/os-release");
  const m = release && /^PRETTY_NAME="?([^"\n]+)"?$/m.exec(release);
  return m ? m[1] : os.type();
}
function runnerImage(env = process.env) {
  const words = [env.ImageOS, env.ImageVersion].map((w) => w?.trim().replace(/\s+/g, " ").slice(0, 100)).filter((w) => w);
  return words.length ? words.join(" ") : void 0;
}
function describeMachine() {
  const info = {
    cpuModel: cpuModel(),
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memoryBytes: os.totalmem(),
    os: osName(),
    kernel: os.release(),
    loadavg: []
  };
  const image = runnerImage();
  if (image) info.image = image;
  const governor = readText("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")?.trim();
  if (governor) info.governor = governor;
  return info;
}
function loadAverage() {
  return Math.round(os.loadavg()[0] * 100) / 100;
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
import { execFile } from "node:child_process";
import { readdir as readdir2, readFile } from "node:fs/promises";
import path4 from "node:path";
import { fileURLToPath } from "node:url";
var SITE_DIRS = 'import site, sys; print("\\n".join([*site.getsitepackages(), site.getusersitepackages()]))';
function sitePackages(env) {
  return new Promise((resolve) => {
    execFile("python3", ["-c", SITE_DIRS], { env, timeout: 1e4 }, (err, stdout) => {
      resolve(
        err ? [] : stdout.split("\n").map((l) => l.trim()).filter(Boolean)
      );
    });
  });
}
var inside = (p, root) => {
  const rel = path4.relative(root, path4.resolve(p));
  return rel === "" || !rel.startsWith("..") && !path4.isAbsolute(rel);
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
    names = await readdir2(siteDir);
  } catch {
    return [];
  }
  const found = [];
  const check = (file, candidates) => {
    const target = candidates.find((p) => inside(p, checkout));
    if (target) found.push({ file, target });
  };
  for (const name of names) {
    const file = path4.join(siteDir, name);
    if (name.endsWith(".pth") || name.endsWith(".egg-link") || name.startsWith("__editable__") && name.endsWith(".py")) {
      const text = await readText2(file);
      if (text !== void 0) check(file, mentionedPaths(text));
    } else if (name.endsWith(".dist-info")) {
      const text = await readText2(path4.join(file, "direct_url.json"));
      if (text === void 0) continue;
      try {
        const info = JSON.parse(text);
        if (info.dir_info?.editable && info.url?.startsWith("file:")) check(path4.join(file, "direct_url.json"), [fileURLToPath(info.url)]);
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
import { readFile as readFile2 } from "node:fs/promises";
import { mkdirSync as mkdirSync2 } from "node:fs";
import path6 from "node:path";

// src/runner/copy-folder.ts
import { mkdir, open as open2, readdir as readdir3, rm } from "node:fs/promises";
import path5 from "node:path";
var UnusableFolderError = class extends Error {
  name = "UnusableFolderError";
};
var CHUNK = 1 << 20;
async function checked(step) {
  try {
    return await step();
  } catch (e) {
    if (e instanceof UnsafePathError) throw new UnusableFolderError(e.message);
    throw e;
  }
}
async function copyOutputFolder(root, rel, to, limit, what = rel) {
  let bytes = 0;
  const pending = [""];
  await mkdir(to);
  while (pending.length > 0) {
    const sub = pending.pop();
    const folder = await checked(() => walkInside(root, path5.join(rel, sub), what));
    if (folder.st?.isSymbolicLink()) {
      throw new UnusableFolderError(
        `${what}: ${path5.join(rel, sub)} is a symbolic link; benchgate reads and removes the output only inside the worktree, never through a link`
      );
    }
    if (!folder.st?.isDirectory()) throw new UnusableFolderError(`${sub || "."} is no longer a folder`);
    for (const name of (await readdir3(folder.path)).sort()) {
      const entry = path5.join(sub, name);
      const walked = await checked(() => walkInside(root, path5.join(rel, entry), what));
      if (!walked.st) continue;
      if (walked.st.isDirectory()) {
        await mkdir(path5.join(to, entry));
        pending.push(entry);
        continue;
      }
      const file = walked.st.isSymbolicLink() ? await checked(() => resolveLinkInside(root, path5.join(rel, entry), rel, entry, what)) : walked;
      const handle = await checked(() => openRegularNoFollow(file, entry));
      try {
        const size = (await handle.stat()).size;
        if (bytes + size > limit) {
          await rm(to, { recursive: true, force: true });
          return { ok: false, overLimit: true };
        }
        bytes += size;
        await copyBytes(handle, size, path5.join(to, entry));
      } finally {
        await handle.close();
      }
    }
  }
  return { ok: true, bytes };
}
async function copyOutputFile(root, walked, rel, dest, limit) {
  const file = walked.st?.isSymbolicLink() ? await resolveLinkInside(root, rel, "", rel, rel) : walked;
  const handle = await openRegularNoFollow(file, rel);
  try {
    const size = (await handle.stat()).size;
    if (size > limit) return { ok: false, size };
    await copyBytes(handle, size, dest);
    return { ok: true, bytes: size };
  } finally {
    await handle.close();
  }
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

// src/runner/pause-sides.ts
var other = (side) => side === "base" ? "head" : "base";
var SidePausing = class {
  constructor(control) {
    this.control = control;
  }
  control;
  frozen = /* @__PURE__ */ new Map();
  costs = [];
  /** `side`'s sandbox stopped (kept so if it is); a fork bomb there is a RunnerError naming `why`. */
  stop(side, why) {
    const control = this.control[side];
    if (!control || this.frozen.has(side)) return;
    let frozen;
    try {
      frozen = control.freeze();
    } catch (e) {
      if (!(e instanceof FreezeError)) throw e;
      throw new RunnerError(
        `cannot pause ${side}'s sandbox ${why}: ${e.message} (a fork bomb, or processes that will not stop); benchgate stopped and killed the sandbox`
      );
    }
    this.frozen.set(side, frozen);
    if (atTaskLimit(frozen.tasks, control.maxTasks)) {
      throw new RunnerError(
        `${side}'s sandbox holds ${frozen.tasks} processes and threads, at its limit of ${control.maxTasks} (a fork bomb, or a benchmark that starts too many); benchgate stopped and killed the sandbox`
      );
    }
  }
  /**
   * Before benchgate itself reads or removes what `side` wrote in its worktree (its output-file):
   * `side`'s own sandbox stopped, so no process left running there (a daemon of its setup) can
   * swap a checked folder for a link meanwhile. It stays stopped until `side` runs again.
   */
  hold(side, name) {
    this.stop(side, `before benchgate reads or removes its output-file (${name})`);
  }
  /** Before `side` runs `name`: its own sandbox resumed, the other's paused; a fork bomb there is a RunnerError. */
  measure(side, name) {
    const t0 = process.hrtime.bigint();
    const pausing = this.control[other(side)] !== void 0 && !this.frozen.has(other(side));
    this.stop(other(side), `before ${side} ${name}`);
    this.frozen.get(side)?.thaw();
    this.frozen.delete(side);
    if (pausing) this.costs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  /** Resumes whatever is paused. */
  resumeAll() {
    for (const frozen of this.frozen.values()) frozen.thaw();
    this.frozen.clear();
  }
  /** One line for the log: how often the other side was paused and what it cost, or undefined. */
  cost() {
    if (this.costs.length === 0) return void 0;
    const sorted = [...this.costs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    return `paused the other side's sandbox ${this.costs.length} time(s) while a side ran: ${median.toFixed(2)} ms per switch (median; max ${sorted[sorted.length - 1].toFixed(2)} ms), outside the measured time`;
  }
};

// src/runner/rounds.ts
var PROBE_TIMEOUT_MS = 12e4;
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
function setupTail(r, side, temporary, files) {
  const stream = r.stderrTail.trim() ? "stderr" : "stdout";
  const tail = lastLines(stream === "stderr" ? r.stderrTail : r.stdoutTail, STDERR_TAIL_LINES);
  if (!tail.trim()) return "it printed nothing";
  const whole = temporary ? `to keep all of it, rerun with ${temporary.keepSetting} DIR: it is then in DIR/${side}/setup.${stream}` : `all of it: ${files[stream]}`;
  return `last lines of its ${stream} (${whole}):
${tail}`;
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
  const resolved = path6.resolve(dir, outputFile);
  const rel = path6.relative(dir, resolved);
  if (!rel || rel.startsWith("..") || path6.isAbsolute(rel)) {
    throw new RunnerError(`output-file '${outputFile}' must be a path inside the checkout (relative to the working directory)`);
  }
  if (RUN_FOLDER_FILES.includes(path6.basename(resolved))) {
    throw new RunnerError(
      `output-file '${outputFile}': a file named ${path6.basename(resolved)} would collide with the run's own ${path6.basename(resolved)} in the kept runs; rename it`
    );
  }
  return resolved;
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
  const pausing = new SidePausing(opts.control ?? {});
  const exec = async (side, name, command, files, timeoutMs, killStraysOnExit = true, extraEnv = {}) => {
    mkdirSync2(path6.dirname(files.stdout), { recursive: true });
    pausing.measure(side, name);
    const control = opts.control?.[side];
    const oomBefore = control ? oomKills() : void 0;
    let tasksAtEnd = 0;
    const r = await runCommand({
      command,
      cwd: opts.dirs[side],
      env: { ...baseEnv, ...extraEnv, BENCHGATE_SIDE: side },
      stdoutFile: files.stdout,
      stderrFile: files.stderr,
      timeoutMs,
      maxOutputBytes: limit,
      killStraysOnExit,
      wrap: opts.wrap?.[side],
      beforeKill: control ? () => tasksAtEnd = control.tasks() : void 0
    });
    if (control) {
      const kept = `its output is kept in ${path6.dirname(files.stdout)}`;
      if (atTaskLimit(tasksAtEnd, control.maxTasks)) {
        throw new RunnerError(
          `${side} ${name} reached its sandbox's limit of ${control.maxTasks} processes and threads (a fork bomb, or a benchmark that starts too many); benchgate stopped and killed the sandbox; ${kept}`
        );
      }
      const oomAfter = oomKills();
      if (oomBefore !== void 0 && oomAfter !== void 0 && oomAfter > oomBefore) {
        throw new RunnerError(
          `the machine ran out of memory during ${side} ${name}: the kernel's out-of-memory killer ended ${oomAfter - oomBefore} process(es) (the sandbox's come first); benchgate stopped and killed the sandbox; ${kept}`
        );
      }
    }
    return r;
  };
  opts.instrument?.prepare(opts.dirs);
  if (opts.setup) {
    for (const side of ["base", "head"]) {
      const files = setupFiles(opts.keepDir, side);
      const r = await exec(side, "setup", opts.setup, files, void 0, false);
      const why = failureReason(r, void 0, limit);
      if (why) throw new RunnerError(`setup failed on ${side} (${why}); ${setupTail(r, side, opts.temporaryKeepDir, files)}`);
      log.info(`setup ${side}: ${formatDuration(r.durationMs)}`);
    }
  }
  if (opts.instrument?.probe) {
    const files = probeFiles(opts.keepDir);
    await opts.instrument.probe(async (command, env) => {
      const r = await exec("base", "probe", command, files, PROBE_TIMEOUT_MS, true, env);
      const text = (file) => readFile2(file, "utf8").catch(() => "");
      const failure = failureReason(r, PROBE_TIMEOUT_MS, limit);
      return { stdout: await text(files.stdout), stderr: await text(files.stderr), ...failure ? { failure } : {} };
    });
  }
  const runOnce = async (side, kind, n) => {
    const dir = runDir(opts.keepDir, side, kind, n, kind === "round" ? width : warmWidth);
    const outcome = await measure(side, dir, `${kind} ${n}`);
    markComplete(dir);
    return outcome;
  };
  const roots = opts.worktrees ?? opts.dirs;
  const outRel = outPaths ? { base: path6.relative(roots.base, outPaths.base), head: path6.relative(roots.head, outPaths.head) } : void 0;
  const unsafe = (side, e) => e instanceof UnsafePathError ? new RunnerError(`${e.message} (on ${side}); the benchmark must write its results as plain files inside its worktree`) : e;
  const measure = async (side, dir, name) => {
    const instrument = opts.instrument;
    if (outRel) {
      pausing.hold(side, name);
      await removeInside(roots[side], outRel[side], `output-file ${opts.outputFile}`).catch((e) => {
        throw unsafe(side, e);
      });
    }
    const files = { stdout: path6.join(dir, "stdout"), stderr: path6.join(dir, "stderr") };
    const r = instrument ? await exec(side, name, instrument.command(side), files, opts.timeoutMs, true, instrument.env(side)) : await exec(side, name, opts.command, files, opts.timeoutMs);
    if (outRel || instrument) pausing.hold(side, name);
    instrument?.collect(side, dir);
    const why = failureReason(r, opts.timeoutMs, limit);
    if (why) return { reason: why, r };
    if (r.straysKilled) log.info(`${side} ${name}: killed ${r.straysKilled} process(es) the command left running outside its process group`);
    if (!outRel) {
      const text = await readFile2(files.stdout, "utf8");
      if (!text.trim()) return { reason: "exit code 0 but nothing on stdout (set output-file if results go to a file)", r };
      return { input: { kind: "text", file: files.stdout, text }, r };
    }
    let walked;
    try {
      walked = await walkInside(roots[side], outRel[side], `output-file ${opts.outputFile}`);
    } catch (e) {
      throw unsafe(side, e);
    }
    if (!walked.st) return { reason: `exit code 0 but output-file '${opts.outputFile}' was not written`, r };
    const kept = path6.join(dir, path6.basename(walked.path));
    if (walked.st.isDirectory()) {
      let copy2;
      try {
        copy2 = await copyOutputFolder(roots[side], outRel[side], kept, limit, `output-file ${opts.outputFile}`);
      } catch (e) {
        const why2 = e instanceof UnusableFolderError ? `${e.message}; the benchmark must write its results as plain files inside it` : String(e);
        throw new RunnerError(`output-file '${opts.outputFile}' (a folder) cannot be copied on ${side}: ${why2}`);
      }
      if (!copy2.ok) return { reason: `output-file '${opts.outputFile}' (a folder) holds more than the ${formatBytes(limit)} benchgate reads of one run`, r };
      return { input: { kind: "dir", dir: kept }, r };
    }
    if (!walked.st.isFile() && !walked.st.isSymbolicLink()) {
      throw new RunnerError(
        `output-file '${opts.outputFile}' is not a regular file (a FIFO, socket or device) on ${side}; the benchmark must write its results to a plain file or folder`
      );
    }
    let copy;
    try {
      copy = await copyOutputFile(roots[side], walked, outRel[side], kept, limit);
    } catch (e) {
      if (!(e instanceof UnsafePathError)) throw e;
      throw new RunnerError(
        `output-file '${opts.outputFile}' cannot be read on ${side}: ${e.message}; the benchmark must write its results to a plain file or folder inside its worktree`
      );
    }
    if (!copy.ok) return { reason: `output-file '${opts.outputFile}' is ${copy.size} bytes, over the ${formatBytes(limit)} benchgate reads of one run`, r };
    return { input: { kind: "text", file: kept, text: await readFile2(kept, "utf8") }, r };
  };
  let checked2 = opts.checkOutput === void 0;
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
      if (!checked2) {
        checked2 = true;
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
      const output = { side, round, input, durationMs: r.durationMs };
      result[side].outputs.push(output);
      opts.onOutput?.(output);
    }
    if (warm) continue;
    result.roundsRun = round;
    if (adaptive && looks.has(round) && await opts.onLook(round, result) === "stop") {
      result.stopReason = "decided";
      break;
    }
  }
  pausing.resumeAll();
  const cost = pausing.cost();
  if (cost) log.info(cost);
  return result;
}

// src/runner/index.ts
async function workingDirectoryIn(tree, rel, commit) {
  if (path7.normalize(rel) === ".") return tree;
  const what = `working-directory '${rel}'`;
  const linkRefused = (link) => new RunnerError(`${what}: ${link} is a symbolic link in the ${commit}; benchgate runs only inside the worktree, never through a link`);
  const missing = () => new RunnerError(`${what} does not exist in the ${commit}`);
  let walked;
  try {
    walked = await walkInside(tree, rel, what);
  } catch (e) {
    if (!(e instanceof UnsafePathError)) throw e;
    throw e.link ? linkRefused(e.link) : missing();
  }
  if (walked.st?.isSymbolicLink()) throw linkRefused(path7.relative(tree, walked.path).split(path7.sep).join("/"));
  if (!walked.st?.isDirectory()) throw missing();
  return walked.path;
}
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
  const outputDir = keptDir ?? realpathSync2(mkdtempSync2(path7.join(os2.tmpdir(), "benchgate-runs-")));
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
          const tree = side2 === "base" ? w.base : w.head;
          dirs[side2] = await workingDirectoryIn(tree, opts.workingDirectory, `${side2} commit ${short(side2 === "base" ? base.sha : head.sha)}`);
        }
      }
      if (opts.submodules !== false) {
        for (const side2 of ["base", "head"]) {
          if (await initSubmodules(side2 === "base" ? w.base : w.head, side2, gitTimeoutMs)) log.info(`${side2}: submodules checked out`);
        }
      }
      const sandboxes = await isolate({
        setting: opts.isolation ?? "none",
        network: opts.network ?? "shared",
        worktrees: { base: w.base, head: w.head },
        readOnly: [gitDir],
        env,
        log: (line) => log.info(line)
      });
      isolation = sandboxes.info;
      if (isolation.mode === "sandbox") {
        log.info(
          `${describeIsolation(isolation)}: each side's setup and runs see only their own processes and write only their worktree and a private /tmp; while one side runs, the other side's processes are stopped`
        );
      } else if ((opts.isolation ?? "none") === "none") {
        log.info(describeIsolation(isolation));
      } else {
        log.warn(`${describeIsolation(isolation)}: the benchmark runs with this job's user and can see its processes and files (README: Security)`);
      }
      try {
        return await runRounds({
          dirs,
          worktrees: { base: w.base, head: w.head },
          command: opts.command,
          setup: opts.setup,
          outputFile: opts.outputFile,
          rounds: opts.rounds,
          warmup: opts.warmup,
          timeoutMs: opts.timeoutMs,
          keepDir: outputDir,
          ...outputDirIsTemporary ? { temporaryKeepDir: { keepSetting: opts.keepDirSetting ?? "--keep-dir" } } : {},
          seed,
          // Inside a sandbox only the private /tmp is writable outside the worktree: temp files go there.
          env: isolation.mode === "sandbox" ? { ...env, TMPDIR: "/tmp" } : env,
          log,
          checkOutput: opts.checkOutput,
          onOutput: opts.onOutput,
          maxRounds: opts.maxRounds,
          looks: opts.looks,
          onLook: opts.onLook,
          wrap: sandboxes.wrap,
          control: sandboxes.control,
          ...opts.instrument ? { instrument: opts.instrument } : {}
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
import path11 from "node:path";

// src/pipeline/parse-runs.ts
var RunAccumulator = class {
  /** The user's format id: a known id or 'auto'. */
  formatId;
  outputs = { base: [], head: [] };
  parsed = { base: [], head: [] };
  /** 'auto': the format each output detects as (undefined: not detected yet or not detectable), until one of base detects. */
  detected = { base: [], head: [] };
  /** The first output's parse by the runner's check, kept so that its landing does not parse it again. */
  checked;
  /** How many times an output was parsed (the check included): a measure, for tests and the bench. */
  parses = 0;
  /**
   * measure: instructions — the one metric a run may print (benchgate's driver prints only
   * `instr/op`): a run with another (ns/op from a `go test` that bypassed the driver: `GOFLAGS=`,
   * its own `-exec`) measured no instructions, and is an unreadable run, never timings gated as
   * counts.
   */
  onlyMetric;
  constructor(formatId, onlyMetric) {
    this.formatId = formatId === "auto" ? "auto" : formatById(formatId).id;
    if (onlyMetric !== void 0) this.onlyMetric = onlyMetric;
  }
  /** The ParseError of a result with a metric other than the one the measure allows. */
  foreignMetric(result, file) {
    if (this.onlyMetric === void 0) return void 0;
    const other2 = result.series.find((s) => s.metric !== this.onlyMetric);
    if (other2 === void 0) return void 0;
    return new ParseError(
      `measure: ${this.onlyMetric}: the run printed ${other2.metric} (${other2.unit}) for ${other2.benchmark}, not a count of benchgate's driver: the command bypassed it (a GOFLAGS or -exec of its own, or a command that prints results itself); nothing was counted`,
      file
    );
  }
  /**
   * The runner's fail-fast check of the first measured output (it knows no format): the output
   * must be readable as the format (or detected, for 'auto') and hold at least one benchmark.
   */
  check(input) {
    this.parses++;
    const result = parseWith(input, this.formatId);
    if (result.series.length === 0) {
      throw new ParseError(
        `no benchmark results in it (read as ${result.format}); check the command prints its results${input.kind === "dir" ? " into this folder" : ""}`,
        input.kind === "text" ? input.file : input.dir
      );
    }
    const foreign = this.foreignMetric(result, input.kind === "text" ? input.file : input.dir);
    if (foreign) throw foreign;
    this.checked = { input, result };
  }
  /** One measured output, as it lands: parsed now (once the format is known) and never again. */
  add(output) {
    const side = output.side;
    this.outputs[side].push(output);
    if (this.formatId === "auto") this.detect(side, output.input);
    const format = this.format();
    if (format !== void 0) this.parseUpTo(format);
  }
  /** Adds the outputs of `soFar` not added yet (outputs only ever append, so a count per side tells). */
  catchUp(soFar) {
    for (const side of ["base", "head"]) {
      for (const output of soFar[side].outputs.slice(this.outputs[side].length)) this.add({ ...output, side });
    }
  }
  /**
   * The parse results so far, per side, with the runs that printed nothing readable. Throws the
   * first ParseError when no output detects as a format ('auto') or when a side of `sides` has
   * outputs but none readable.
   */
  results(sides = ["base", "head"]) {
    const format = this.format();
    if (format === void 0) throw this.undetectable();
    this.parseUpTo(format);
    const runs = { format, base: [], head: [], unreadable: [] };
    for (const side of sides) {
      let firstError;
      this.parsed[side].forEach((p, i) => {
        if (p.result) runs[side].push(p.result);
        else if (p.error) {
          firstError ??= p.error;
          runs.unreadable.push({ side, round: this.outputs[side][i].round, reason: `output not readable as ${format}: ${p.error.message}` });
        }
      });
      if (runs[side].length === 0 && firstError) {
        throw new ParseError(`no run of ${side} printed readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
      }
    }
    return runs;
  }
  /**
   * The format every run is read as: the given id, or (auto) the first output of base that
   * detects as one, else the first of head — whichever order the runs landed in.
   */
  format() {
    if (this.formatId !== "auto") return this.formatId;
    return this.detected.base.find((id) => id) ?? this.detected.head.find((id) => id) ?? void 0;
  }
  /** 'auto': detects the output's format until base has one (head's count only while base has none). */
  detect(side, input) {
    if (this.detected.base.some((id) => id)) return;
    try {
      this.detected[side].push(detectFormat(input).id);
    } catch {
      this.detected[side].push(null);
    }
    const format = this.format();
    for (const s of ["base", "head"]) if (this.parsed[s].some((p) => p.format !== format)) this.parsed[s] = [];
  }
  undetectable() {
    for (const side of ["base", "head"]) {
      for (const output of this.outputs[side]) {
        try {
          detectFormat(output.input);
        } catch (err) {
          return err;
        }
      }
    }
    return void 0;
  }
  /** Parses, as `format`, every output added and not yet parsed. */
  parseUpTo(format) {
    for (const side of ["base", "head"]) {
      const done = this.parsed[side];
      for (const output of this.outputs[side].slice(done.length)) done.push(this.parseOne(output, format));
    }
  }
  parseOne(output, format) {
    let result;
    if (this.checked?.input === output.input && this.checked.result.format === format) {
      result = { ...this.checked.result, source: output.input.kind === "text" ? output.input.file : output.input.dir };
      this.checked = void 0;
    } else {
      this.parses++;
      try {
        result = parseRun(output.input, format);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        return { format, error: err };
      }
    }
    const foreign = this.foreignMetric(result, output.input.kind === "text" ? output.input.file : output.input.dir);
    if (foreign) return { format, error: foreign };
    for (const s of result.series) for (const run of s.runs) run.round = output.round;
    return { format, result };
  }
};

// src/pipeline/rounds.ts
var NAMES_SHOWN = 5;
function planRounds(opts) {
  const alpha = opts.settings.alpha;
  const runs = opts.runs ?? new RunAccumulator(opts.format);
  const recordOf = (lookAlpha, looks2, rows2) => ({
    version: 1,
    alpha,
    lookAlpha,
    looks: looks2,
    test: opts.settings.test,
    correction: opts.settings.correction,
    ...rows2 === void 0 ? {} : { rows: rows2 },
    settings: opts.settings
  });
  if (opts.rounds !== "auto") {
    const fixed = opts.rounds;
    const info2 = (run, stopped) => ({ planned: fixed, run, looks: [], stopped, lookAlpha: alpha });
    return {
      runner: { rounds: fixed },
      alpha: () => alpha,
      info: info2,
      record: (run, stopped) => ({ ...recordOf(alpha, []), rounds: info2(run, stopped) }),
      runs
    };
  }
  const schedule = { minRounds: opts.minRounds, maxRounds: Math.max(opts.maxRounds, opts.minRounds), lookEvery: opts.lookEvery };
  let plan;
  let rows = 0;
  const looks = [];
  const decision = { threshold: opts.settings.threshold, failOnInconclusive: opts.settings.failOnInconclusive };
  const onLook = (roundsDone, soFar) => {
    runs.catchUp(soFar);
    let parsed;
    try {
      parsed = runs.results();
    } catch {
      return Promise.resolve("continue");
    }
    if (!plan) {
      const family = plannedFamily(parsed, opts);
      rows = family.rows;
      const test = opts.settings.measure === "instructions" ? "instructions" : opts.settings.test;
      plan = plannedLooks(schedule, { alpha, correction: opts.settings.correction, test, familySize: rows });
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
    const settled2 = opts.settings.failOnInconclusive ? [] : report.comparisons.filter((c) => c.gated && c.verdict === "inconclusive" && !couldBeRegression(c, opts.settings.threshold));
    opts.log?.(lookLine(roundsDone, undecided, settled2, stop));
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
    record: (run, stopped) => ({ ...recordOf(plan?.lookAlpha ?? alpha, plan?.looks ?? [], plan ? rows : void 0), rounds: info(run, stopped) }),
    runs
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
function lookLine(rounds, undecided, settled2, stop) {
  const cannotFail = settled2.length ? ` (${settled2.length} inconclusive but cannot be a regression beyond the threshold: ${nameList(settled2, () => "")})` : "";
  if (undecided.length === 0) return `look after ${rounds} rounds: every gated row decided${cannotFail} \u2014 stopping`;
  const names = nameList(undecided, (c) => ` (${c.verdict})`);
  return `look after ${rounds} rounds: ${undecided.length} undecided: ${names}${cannotFail}${stop === "max-rounds" ? " \u2014 max-rounds reached" : " \u2014 running more rounds"}`;
}

// src/instructions/index.ts
import { copyFileSync, existsSync as existsSync3, lstatSync as lstatSync2, mkdirSync as mkdirSync4, readdirSync as readdirSync6, rmSync as rmSync3 } from "node:fs";
import path10 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/instructions/drivers/driver.ts
function shellWord(s) {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

// src/instructions/drivers/command.ts
var commandDriver = {
  id: "command",
  lever: "the whole command, instructions per run (instructions-driver: command)",
  // Never picked by auto: counting a whole `cargo bench` would count its build too. Asked for by name.
  detect: () => false,
  wholeProcess: true,
  prepare(ctx) {
    return { command: `exec ${ctx.entry.map(shellWord).join(" ")} command`, env: { [COMMAND_VAR]: ctx.command } };
  }
};

// src/instructions/drivers/go.ts
import { chmodSync, writeFileSync as writeFileSync2 } from "node:fs";
import path8 from "node:path";
var goDriver = {
  id: "go",
  lever: "go test -bench (-test.benchtime=Nx)",
  detect: (command, format) => format === "go" || format === "auto" && /\bgo\s+test\b/.test(command),
  // Only `go test` hands test binaries to -exec: any other command would run uncounted.
  needs: "a command that runs `go test \u2026 -bench=\u2026` (benchgate counts through `go test -exec`; a script that runs it: also set format: go)",
  toolchain: ["go", "version"],
  wholeProcess: true,
  prepare(ctx) {
    const script = path8.join(ctx.stateDir, "go-exec");
    writeFileSync2(script, `#!/bin/sh
exec ${ctx.entry.map(shellWord).join(" ")} go "$@"
`);
    chmodSync(script, 493);
    if (/\s/.test(script)) throw new Error(`the Go driver's script path has a space (${script}); GOFLAGS cannot carry it`);
    const user = process.env.GOFLAGS ?? "";
    const symbols = /(^|\s)--?ldflags\b/.test(user) ? "" : "-ldflags=-s=false";
    const flags = [user, `-exec=${script}`, symbols].filter(Boolean).join(" ");
    return { command: ctx.command, env: { GOFLAGS: flags } };
  }
};

// src/instructions/drivers/google-benchmark.ts
var googleBenchmarkDriver = {
  id: "google-benchmark",
  lever: "Google Benchmark (callgrind inside each benchmark's function, two runs' reported iterations differenced)",
  detect: (command, format) => format === "google-benchmark" || format === "auto" && /--benchmark_/.test(command),
  toolchain: ["c++", "--version"],
  prepare(ctx) {
    return { command: `exec ${ctx.entry.map(shellWord).join(" ")} google-benchmark`, env: { [COMMAND_VAR]: ctx.command } };
  }
};

// src/instructions/drivers/pick.ts
var NoDriverError = class extends Error {
  name = "NoDriverError";
};
function pickFrom(drivers, setting, command, format) {
  const driver = setting === "auto" ? drivers.find((d) => d.detect(command, format)) : drivers.find((d) => d.id === setting);
  if (driver && setting !== "auto" && driver.needs && !driver.detect(command, format)) {
    throw new NoDriverError(
      `instructions-driver: ${driver.id} needs ${driver.needs}; this command is not one, so nothing would be counted. For any other command use instructions-driver: command (instructions per run).`
    );
  }
  if (driver) return driver;
  const levers = drivers.map((d) => `${d.id}: ${d.lever}`).join("; ");
  const what = format === "auto" ? "this command" : `format ${format}`;
  throw new NoDriverError(
    `measure: instructions needs a harness with a fixed-iteration lever, and ${what} has none benchgate drives. The drivers: ${levers}. Set instructions-driver to one of them, or measure time.`
  );
}

// src/instructions/drivers/index.ts
var DRIVERS = [commandDriver, goDriver, googleBenchmarkDriver];
function pickDriver(setting, command, format) {
  return pickFrom(DRIVERS, setting, command, format);
}

// src/instructions/valgrind.ts
import { spawnSync as spawnSync4 } from "node:child_process";
var ValgrindMissing = class extends Error {
  name = "ValgrindMissing";
};
function versionLine(argv, cwd) {
  const r = spawnSync4(argv[0], argv.slice(1), { encoding: "utf8", cwd, timeout: 3e4 });
  if (r.error || r.status !== 0) return void 0;
  const line = `${r.stdout}
${r.stderr}`.split("\n").find((l) => l.trim());
  return line?.trim().slice(0, 200);
}
var INSTALL_COMMAND = "sudo -n apt-get install -y valgrind";
function ensureValgrind(env, log) {
  const found = versionLine(["valgrind", "--version"]);
  if (found) return found;
  if (env.RUNNER_ENVIRONMENT === "github-hosted") {
    log(`measure: instructions: valgrind is not installed; installing it (${INSTALL_COMMAND})`);
    let r = spawnSync4("sudo", ["-n", "apt-get", "install", "-y", "valgrind"], { encoding: "utf8", timeout: 6e5 });
    if (r.status !== 0) {
      spawnSync4("sudo", ["-n", "apt-get", "update"], { encoding: "utf8", timeout: 6e5 });
      r = spawnSync4("sudo", ["-n", "apt-get", "install", "-y", "valgrind"], { encoding: "utf8", timeout: 6e5 });
    }
    const installed = versionLine(["valgrind", "--version"]);
    if (installed) return installed;
    throw new ValgrindMissing(
      `measure: instructions needs valgrind, and \`${INSTALL_COMMAND}\` failed: ${(r.stderr || r.stdout || "").trim().split("\n").slice(-3).join(" ")}`
    );
  }
  throw new ValgrindMissing(
    "measure: instructions needs valgrind (the `valgrind` package: apt-get install valgrind, dnf install valgrind, apk add valgrind); it is not on the PATH"
  );
}
function libcVersion() {
  const glibc = versionLine(["getconf", "GNU_LIBC_VERSION"]);
  if (glibc) return glibc;
  const r = spawnSync4("ldd", ["--version"], { encoding: "utf8", timeout: 1e4 });
  const line = `${r.stdout ?? ""}
${r.stderr ?? ""}`.split("\n").find((l) => /libc|musl/i.test(l));
  return line?.trim().slice(0, 200);
}

// src/instructions/counters/choose.ts
var COUNTER_SETTINGS = ["auto", ...COUNTER_IDS];
var CounterUnavailable = class extends RunnerError {
  name = "CounterUnavailable";
};
function oneLine(text) {
  return text.replace(/[\s\p{Cc}\u2028\u2029]+/gu, " ").trim().slice(0, 200);
}
function readProbe(stdout, stderr) {
  const line = stdout.split("\n").reverse().find((l) => l.trim().startsWith("{"));
  let p;
  try {
    p = JSON.parse(line ?? "");
  } catch {
    p = void 0;
  }
  if (p && typeof p === "object" && typeof p.usable === "boolean") {
    const counts = Array.isArray(p.counts) && p.counts.every((c) => typeof c === "number" && Number.isFinite(c)) ? p.counts : void 0;
    const version = typeof p.version === "string" ? oneLine(p.version) : void 0;
    const why = typeof p.why === "string" ? oneLine(p.why) : "the probe gave no reason";
    if (p.usable && counts?.length === 2) return { usable: true, counts, ...version ? { version } : {} };
    return { usable: false, why: p.usable ? "the probe gave no counts" : why, ...version ? { version } : {} };
  }
  const said = oneLine(stderr.trim().split("\n").slice(-3).join(" "));
  return { usable: false, why: `the probe gave no answer${said ? `: ${said}` : ""}` };
}
function setUpCounter(setting, driver, env, log) {
  let valgrind;
  let perf;
  const fixed = (choice) => ({
    chosen: choice,
    decide: () => choice,
    version: () => choice.id === "perf" ? perf : valgrind
  });
  if (setting === "valgrind") {
    valgrind = ensureValgrind(env, log);
    return fixed({ id: "valgrind", why: "instructions-counter: valgrind" });
  }
  if (!driver.wholeProcess) {
    const why = `the ${driver.id} driver counts inside each benchmark's function with callgrind; perf counts whole processes only`;
    if (setting === "perf") throw new CounterUnavailable(`instructions-counter: perf cannot be used: ${why}. Set instructions-counter to auto or valgrind`);
    valgrind = ensureValgrind(env, log);
    return fixed({ id: "valgrind", why });
  }
  let missing;
  if (setting === "auto") {
    try {
      valgrind = ensureValgrind(env, log);
    } catch (e) {
      if (!(e instanceof ValgrindMissing)) throw e;
      missing = e;
    }
  }
  let decided;
  const setup = {
    chosen: void 0,
    decide(stdout, stderr) {
      if (decided) return decided;
      const probe = readProbe(stdout, stderr);
      if (probe.usable) {
        perf = probe.version;
        const counts = (probe.counts ?? []).join(" and ");
        decided = {
          id: "perf",
          why: `${setting === "perf" ? "instructions-counter: perf; " : ""}the probe counted ${counts} ${PERF_EVENT} for the same program; no per-function attribution with perf`
        };
      } else if (setting === "perf") {
        throw new CounterUnavailable(
          `instructions-counter: perf, but perf cannot count here: ${probe.why}. Set instructions-counter to auto (valgrind counts then) or valgrind`
        );
      } else if (missing) {
        throw new RunnerError(`${missing.message}; and perf cannot count here either (${probe.why})`);
      } else {
        decided = { id: "valgrind", why: `perf: ${probe.why}` };
      }
      setup.chosen = decided;
      return decided;
    },
    version: () => decided?.id === "perf" ? perf : valgrind
  };
  return setup;
}

// src/instructions/counters/probe.ts
var PROBE_COMMAND = "counter-probe";

// src/instructions/keep-counts.ts
import { closeSync as closeSync2, lstatSync, mkdirSync as mkdirSync3, openSync, readdirSync as readdirSync5, readSync, rmSync as rmSync2, writeSync } from "node:fs";
import path9 from "node:path";
function kindOf(st) {
  if (st.isSymbolicLink()) return "a link";
  if (st.isFIFO()) return "a FIFO";
  if (st.isSocket()) return "a socket";
  return "a device or other special file";
}
function firstForeignEntry(dir, rel = "") {
  for (const name of readdirSync5(path9.join(dir, rel)).sort()) {
    const entry = path9.join(rel, name);
    const st = lstatSync(path9.join(dir, entry));
    if (st.isDirectory()) {
      const inner = firstForeignEntry(dir, entry);
      if (inner) return inner;
    } else if (!st.isFile()) return { name: entry, what: kindOf(st) };
  }
  return void 0;
}
function copyRegular(from, to) {
  withRegularFile(from, (fd, size) => {
    const out = openSync(to, "wx");
    try {
      const buf = Buffer.alloc(1 << 20);
      let done = 0;
      while (done < size) {
        const n = readSync(fd, buf, 0, Math.min(buf.length, size - done), done);
        if (n === 0) break;
        writeSync(out, buf, 0, n);
        done += n;
      }
    } finally {
      closeSync2(out);
    }
  });
}
function copyPlainTree(from, to) {
  mkdirSync3(to);
  for (const name of readdirSync5(from).sort()) {
    const src = path9.join(from, name);
    const st = lstatSync(src);
    if (st.isDirectory()) copyPlainTree(src, path9.join(to, name));
    else if (st.isFile()) copyRegular(src, path9.join(to, name));
  }
}
function keepCounts(out, kept) {
  rmSync2(kept, { recursive: true, force: true });
  copyPlainTree(out, kept);
  rmSync2(out, { recursive: true, force: true });
}

// src/instructions/index.ts
var PINNED_ENV = { GOMAXPROCS: "1", GOGC: "off", PYTHONHASHSEED: "0" };
function driverEntry() {
  const here = fileURLToPath2(import.meta.url);
  const dir = path10.dirname(here);
  if (here.endsWith(".ts")) return [process.execPath, "--import", import.meta.resolve("tsx"), path10.join(dir, "driver-main.ts")];
  for (const candidate of [path10.join(dir, "instructions-driver.js"), path10.join(dir, "..", "instructions-driver.js")]) {
    if (existsSync3(candidate)) return [process.execPath, candidate];
  }
  throw new Error(`benchgate's instructions driver (instructions-driver.js) is missing beside ${here}: the bundle is incomplete`);
}
function entryInside(entry, stateDir) {
  if (entry.length !== 2 || !entry[1].endsWith(".js")) return entry;
  const copy = path10.join(stateDir, path10.basename(entry[1]));
  copyFileSync(entry[1], copy);
  return [entry[0], copy];
}
function freshFolder(dir) {
  let st;
  try {
    st = lstatSync2(dir);
  } catch {
    st = void 0;
  }
  if (st) rmSync3(dir, { recursive: st.isDirectory() && !st.isSymbolicLink(), force: true });
  mkdirSync4(dir);
}
function stateLost(stateDir, made) {
  let st;
  try {
    st = lstatSync2(stateDir);
  } catch {
    return "was deleted";
  }
  if (st.isSymbolicLink()) return "was replaced by a link";
  if (!st.isDirectory()) return "was replaced by a file";
  const missing = made.filter((f) => !existsSync3(path10.join(stateDir, f)));
  if (missing.length) return `lost ${missing.join(", ")} (emptied)`;
  let out;
  try {
    out = lstatSync2(path10.join(stateDir, OUT_FOLDER));
  } catch {
    return void 0;
  }
  if (out.isSymbolicLink()) return `had its ${OUT_FOLDER}/ replaced by a link`;
  if (!out.isDirectory()) return `had its ${OUT_FOLDER}/ replaced by a file`;
  return void 0;
}
function stateLostError(side, how, when) {
  const by = when === "setup" ? `after setup on ${side}: the setup command removed or replaced it (benchgate makes it before setup)` : `during ${side}'s run ${path10.basename(when.runDir)}: the benchmark removed or replaced it`;
  return new RunnerError(
    `measure: instructions: ${STATE_FOLDER}/ in the worktree ${how} ${by}. It holds benchgate's driver and the counts of the run in progress, so no run can be counted without it. Leave ${STATE_FOLDER}/ alone in setup and in the benchmark (e.g. git clean -fdx -e ${STATE_FOLDER}, not git clean -fdx; no rm -rf of dot folders).`
  );
}
function setUpInstructions(opts) {
  const driver = pickDriver(opts.driver, opts.command, opts.format);
  const counting = setUpCounter(opts.counter, driver, opts.env, opts.log);
  const versions = {};
  const libc = libcVersion();
  if (libc) versions.libc = libc;
  if (driver.toolchain) {
    const tool = versionLine(driver.toolchain);
    if (tool) versions.toolchain = tool;
  }
  const entry = driverEntry();
  const prepared = {};
  const instrument = {
    prepare(dirs) {
      if (dirs.base.length !== dirs.head.length) {
        opts.log(
          `measure: instructions: the two folders' paths differ in length (${dirs.base.length} and ${dirs.head.length} characters): a path in memory can move a count`
        );
      }
      for (const side of ["base", "head"]) {
        const stateDir = path10.join(dirs[side], STATE_FOLDER);
        freshFolder(stateDir);
        const inside2 = entryInside(entry, stateDir);
        const p = driver.prepare({ stateDir, entry: inside2, command: opts.command });
        prepared[side] = { ...p, stateDir, inside: inside2, made: readdirSync6(stateDir), ran: false };
      }
      if (counting.chosen) announce(counting.chosen);
    },
    async probe(run) {
      if (counting.chosen) return;
      const base = prepared.base;
      const how = stateLost(base.stateDir, base.made);
      if (how) throw stateLostError("base", how, "setup");
      const out = await run(`exec ${base.inside.map(shellWord).join(" ")} ${PROBE_COMMAND}`, {
        ...PINNED_ENV,
        [STATE_DIR_VAR]: base.stateDir
      });
      announce(counting.decide(out.stdout, `${out.failure ? `${out.failure}
` : ""}${out.stderr}`));
    },
    command(side) {
      const p = prepared[side];
      const how = p.ran ? void 0 : stateLost(p.stateDir, p.made);
      if (how) throw stateLostError(side, how, "setup");
      return p.command;
    },
    env: (side) => ({
      ...PINNED_ENV,
      ...prepared[side].env,
      [STATE_DIR_VAR]: prepared[side].stateDir,
      [COUNTER_VAR]: counting.chosen?.id ?? "valgrind"
    }),
    collect(side, runDir2) {
      const p = prepared[side];
      p.ran = true;
      const how = stateLost(p.stateDir, p.made);
      if (how) throw stateLostError(side, how, { runDir: runDir2 });
      const out = path10.join(p.stateDir, OUT_FOLDER);
      if (!existsSync3(out)) return;
      const foreign = firstForeignEntry(out);
      if (foreign) {
        throw new RunnerError(
          `measure: instructions: ${side}'s run ${path10.basename(runDir2)} left ${foreign.what} at ${STATE_FOLDER}/${OUT_FOLDER}/${foreign.name}, where only the counter writes its count files: benchgate neither reads nor keeps it, and no run can be counted beside it. Leave ${STATE_FOLDER}/ alone in setup and in the benchmark (no process of the benchmark may write there).`
        );
      }
      keepCounts(out, path10.join(runDir2, KEPT_FOLDER));
    }
  };
  function announce(choice) {
    const version = counting.version();
    versions.counter = `${choice.id} (${choice.why})`.slice(0, 200);
    if (version) versions[choice.id] = version;
    const how = choice.id === "perf" ? "perf stat -e instructions:u" : "cachegrind --cache-sim=no";
    opts.log(
      `measure: instructions (${driver.id} driver; ${version ?? choice.id}, ${how}, setarch -R, ${Object.entries(PINNED_ENV).map(([k, v]) => `${k}=${v}`).join(" ")})`
    );
    opts.log(`measure: instructions: counter: ${choice.id} (${choice.why})`);
  }
  return { instrument, driver, versions, counter: () => counting.chosen };
}

// src/pipeline/run.ts
async function runComparison(s, io) {
  checkRunSettings(s, s.names);
  const instructions = s.measure === "instructions";
  const format = instructions ? "go" : s.format;
  if (instructions && s.outputFile) {
    io.log.warn(`output-file is not read with measure: instructions (benchgate's driver prints the counts); ignored`);
  }
  const runs = new RunAccumulator(format, instructions ? "instructions" : void 0);
  const settings = statsSettingsOf(s);
  const note = io.note ?? ((line) => io.log.info(line));
  const recordLevel = (dir, record) => {
    try {
      writeRunRecord(dir, record);
    } catch (e) {
      io.log.warn(
        `could not write ${path11.join(dir, RUN_RECORD_FILE)} (${e instanceof Error ? e.message : String(e)}): compare --runs needs --alpha ${record.lookAlpha} to decide at this run's level`
      );
    }
  };
  const removeTemporary = (dir) => {
    const left = removeTree(dir);
    if (left) io.log.warn(`could not remove the temporary folder ${dir} (${left}); remove it by hand`);
  };
  const keepDir = s.keepDir === void 0 ? void 0 : path11.resolve(s.keepDir);
  const plan = planRounds({
    ...s,
    settings,
    runs,
    log: note,
    ...keepDir ? { onPlan: (record) => recordLevel(keepDir, record) } : {}
  });
  const reportOptions = {
    format,
    settings,
    metrics: s.metrics,
    rounds: plan,
    warmup: s.warmup,
    ...s.rules ? { rules: s.rules } : {},
    ...s.pullRequest !== void 0 ? { pullRequest: s.pullRequest } : {},
    ...s.repository !== void 0 ? { repository: s.repository } : {}
  };
  let versions;
  let counter;
  const measure = () => {
    const counting = instructions ? instructionsOf2(s, io) : void 0;
    versions = counting?.versions;
    counter = counting?.counter;
    return runBenchmark({
      repo: s.repo,
      base: s.base,
      head: s.head,
      workingDirectory: s.workingDirectory || void 0,
      command: s.command,
      setup: s.setup,
      outputFile: instructions ? void 0 : s.outputFile,
      ...plan.runner,
      warmup: s.warmup,
      timeoutMs: s.timeoutMs,
      seed: s.seed,
      keepDir: s.keepDir,
      keepDirSetting: settingName("keepDir", s.names),
      envPassthrough: s.envPassthrough,
      submodules: s.submodules,
      gitTimeoutMs: s.gitTimeoutMs,
      isolation: s.isolation,
      network: s.network,
      checkOutput: (input) => runs.check(input),
      onOutput: (output) => runs.add(output),
      log: io.log,
      ...io.env ? { env: io.env } : {},
      ...counting ? { instrument: counting.instrument } : {}
    });
  };
  let result;
  try {
    result = await (io.group ? io.group("Run benchmarks (interleaved rounds)", measure) : measure());
  } catch (error) {
    if (!(error instanceof RunnerError)) return { error };
    const partial = error.partial;
    if (partial?.outputDirIsTemporary) removeTemporary(partial.outputDir);
    return partial ? { error, partial: () => buildPartialRunReport(partial, error.message, reportOptions) } : { error };
  }
  if (!result.outputDirIsTemporary) recordLevel(result.outputDir, plan.record(result.roundsRun, result.stopReason));
  try {
    const { report, unreadable } = buildRunReport(result, reportOptions);
    if (versions) for (const side of ["base", "head"]) report.machine[side].versions = { ...versions };
    if (instructions && counter?.()?.id !== "perf") attachAttribution(report, result.outputDir, (m) => io.log.warn(m));
    return { report, unreadable, ...result.outputDirIsTemporary ? {} : { keptDir: result.outputDir } };
  } finally {
    if (result.outputDirIsTemporary) removeTemporary(result.outputDir);
  }
}
function instructionsOf2(s, io) {
  try {
    return setUpInstructions({
      driver: s.instructionsDriver,
      counter: s.instructionsCounter,
      command: s.command,
      format: s.format,
      env: io.env ?? process.env,
      log: (line) => io.log.info(line)
    });
  } catch (e) {
    if (e instanceof ValgrindMissing || e instanceof NoDriverError) throw new RunnerError(e.message);
    throw e;
  }
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
function runsOf(result, opts) {
  const runs = opts.rounds?.runs ?? new RunAccumulator(opts.format);
  runs.catchUp(result);
  return runs;
}
function buildRunReport(result, opts) {
  const parsed = runsOf(result, opts).results();
  return { report: reportOf(result, parsed, opts), unreadable: parsed.unreadable };
}
function buildPartialRunReport(result, error, opts) {
  const measured = ["base", "head"].filter((s) => result[s].outputs.length > 0);
  let parsed;
  try {
    parsed = runsOf(result, opts).results(measured);
  } catch {
    parsed = { format: opts.format, base: [], head: [], unreadable: [] };
  }
  const report = reportOf(result, parsed, opts);
  report.verdict = "fail";
  report.warnings.unshift({ code: "tool-error", message: `tool error, no comparison: ${error.split("\n")[0]}` });
  return report;
}

export {
  runComparison
};
