import {
  RunnerError,
  commitInfo,
  resolveCommit,
  runGit
} from "./chunk-AYSIXQ3M.js";
import {
  roundsForFloor
} from "./chunk-MWUDRQH7.js";
import {
  HISTORY_RECORD_VERSION,
  UserError,
  VERDICTS
} from "./chunk-TW53PP34.js";

// src/version.ts
var PACKAGE_VERSION = "0.1.0";
function benchgateVersion(env = process.env) {
  return env.BENCHGATE_VERSION?.trim() || PACKAGE_VERSION;
}

// src/history/data-branch.ts
import { setTimeout as sleep } from "node:timers/promises";

// src/history/store-lines.ts
var RECORDS_PER_FILE = 5e3;
var MAX_FILES = 40;
var DEFAULT_LIMITS = { recordsPerFile: RECORDS_PER_FILE, maxFiles: MAX_FILES };
var FILE_NAME = /^history-(\d{6,})\.jsonl$/;
function isStoreFile(name) {
  return FILE_NAME.test(name);
}
function storeFilesInOrder(names) {
  return [...names].filter(isStoreFile).sort((a, b) => Number(FILE_NAME.exec(a)[1]) - Number(FILE_NAME.exec(b)[1]));
}
function fileName(n) {
  return `history-${String(n).padStart(6, "0")}.jsonl`;
}
var StoreError = class extends UserError {
  name = "StoreError";
};
function encodeRecord(record) {
  return JSON.stringify(record);
}
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isNumber = (v) => typeof v === "number" && Number.isFinite(v);
var isPair = (v) => Array.isArray(v) && v.length === 2 && v.every(isNumber);
function decodeRecord(o, where) {
  const bad = (field, what) => {
    throw new StoreError(`${where}: not a benchgate history record: ${field} must be ${what}; got ${JSON.stringify(o[field])?.slice(0, 80) ?? "nothing"}`);
  };
  for (const f of ["commit", "parent", "time", "recordedAt", "benchmark", "metric", "unit", "benchgate"]) {
    if (typeof o[f] !== "string") bad(f, "a string");
  }
  for (const f of ["repository", "group"]) if (o[f] !== void 0 && typeof o[f] !== "string") bad(f, "a string when present");
  if (o.better !== "lower" && o.better !== "higher") bad("better", '"lower" or "higher"');
  if (o.test !== "mann-whitney" && o.test !== "paired") bad("test", '"mann-whitney" or "paired"');
  if (o.ratio !== null && !isNumber(o.ratio)) bad("ratio", "a number or null");
  if (o.ratioCI !== null && !isPair(o.ratioCI)) bad("ratioCI", "[low, high] or null");
  for (const f of ["base", "head"]) {
    const s = o[f];
    if (!isObject(s) || s.median !== null && !isNumber(s.median) || s.ci !== null && !isPair(s.ci))
      bad(f, '{ "median": number|null, "ci": [low, high]|null }');
  }
  if (!(Number.isInteger(o.rounds) && o.rounds >= 0)) bad("rounds", "a whole number");
  if (!VERDICTS.includes(o.verdict)) bad("verdict", `one of ${VERDICTS.join(", ")}`);
  const m = o.machine;
  if (!isObject(m) || m.cpuModel !== void 0 && typeof m.cpuModel !== "string" || m.cores !== void 0 && !isNumber(m.cores) || m.kernel !== void 0 && typeof m.kernel !== "string") {
    bad("machine", '{ "cpuModel"?: string, "cores"?: number, "kernel"?: string }');
  }
  return o;
}
function readStoreText(file, text) {
  const records = [];
  const warnings = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "") continue;
    const where = `${file}:${i + 1}`;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      const last = i === lines.length - 1;
      warnings.push({
        code: "torn-line",
        message: `${where}: skipped a line that is not a whole record (${line.length} characters${last ? ", no newline at the end" : ""}): an append was cut off, e.g. by a crash; the records around it are kept`
      });
      continue;
    }
    if (!isObject(value))
      throw new StoreError(`${where}: not a benchgate history record (a JSON ${Array.isArray(value) ? "array" : typeof value}, not an object)`);
    if (value.v !== HISTORY_RECORD_VERSION) {
      throw new StoreError(
        typeof value.v === "number" ? `${where}: a history record of version ${value.v}; this benchgate reads version ${HISTORY_RECORD_VERSION} only: upgrade benchgate to read this store` : `${where}: not a benchgate history record (no version "v")`
      );
    }
    records.push(decodeRecord(value, where));
  }
  return { records, warnings };
}
var lineCount = (text) => text.split("\n").filter((l) => l.trim() !== "").length;
function commitMark(r) {
  return `"commit":${JSON.stringify(r.commit)},"parent":${JSON.stringify(r.parent)},`;
}
function alreadyRecorded(files, record) {
  const mark = commitMark(record);
  return files.find((f) => f.text.includes(mark))?.name;
}
function planAppend(files, records, limits = DEFAULT_LIMITS) {
  const ordered = storeFilesInOrder(files.map((f) => f.name)).map((name) => files.find((f) => f.name === name));
  const body = records.map(encodeRecord).join("\n") + "\n";
  const last = ordered.at(-1);
  if (last && lineCount(last.text) < limits.recordsPerFile) {
    const torn = last.text !== "" && !last.text.endsWith("\n");
    return { file: last.name, text: (torn ? "\n" : "") + body, created: false, remove: [] };
  }
  const next = last ? Number(FILE_NAME.exec(last.name)[1]) + 1 : 1;
  const kept = Math.max(0, limits.maxFiles - 1);
  return { file: fileName(next), text: body, created: true, remove: ordered.slice(0, Math.max(0, ordered.length - kept)).map((f) => f.name) };
}
function readStoreFiles(files, where = (name) => name) {
  const records = [];
  const warnings = [];
  for (const name of storeFilesInOrder(files.map((f) => f.name))) {
    const r = readStoreText(where(name), files.find((f) => f.name === name).text);
    records.push(...r.records);
    warnings.push(...r.warnings);
  }
  return { records, warnings };
}

// src/history/data-branch.ts
var HISTORY_FOLDER = "history";
var PUSH_TRIES = 5;
var IDENTITY = {
  GIT_AUTHOR_NAME: "benchgate",
  GIT_AUTHOR_EMAIL: "benchgate@users.noreply.github.com",
  GIT_COMMITTER_NAME: "benchgate",
  GIT_COMMITTER_EMAIL: "benchgate@users.noreply.github.com"
};
async function call(repo, args, what, extra = {}) {
  const r = await runGit(repo, args, extra);
  if (r.timedOut) throw new StoreError(`${what}: git ${args[0]} did not finish in time (git-timeout)`);
  if (!r.ok) throw new StoreError(`${what}: git ${args[0]} failed${r.stderr ? `:
${r.stderr}` : ""}`);
  return r;
}
async function fetchTip(opts) {
  const remote = opts.remote ?? "origin";
  const remoteCall = { env: opts.remoteEnv, timeoutMs: opts.timeoutMs };
  const what = `cannot read the data branch ${opts.branch} from ${remote}`;
  const listed = await call(opts.repo, ["ls-remote", "--heads", "--end-of-options", remote, `refs/heads/${opts.branch}`], what, remoteCall);
  const line = listed.stdout.split("\n").find((l) => l.endsWith(`	refs/heads/${opts.branch}`));
  if (!line) return void 0;
  const tip = line.slice(0, line.indexOf("	"));
  const shallow = (await runGit(opts.repo, ["rev-parse", "--is-shallow-repository"])).stdout === "true";
  await call(
    opts.repo,
    // --refmap= and a refspec without a destination: objects only, no ref written.
    ["fetch", "--no-tags", "--no-write-fetch-head", "--refmap=", "--quiet", ...shallow ? ["--depth=1"] : [], remote, `refs/heads/${opts.branch}`],
    what,
    remoteCall
  );
  return (await call(opts.repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${tip}^{commit}`], what)).stdout;
}
async function treeEntries(repo, treeish, folder) {
  const args = ["ls-tree", "-z", treeish, ...folder ? ["--", `${folder}/`] : []];
  const out = (await call(repo, args, `cannot list ${treeish}`, { raw: true })).stdout;
  return out.split("\0").filter(Boolean).map((line) => {
    const [meta, full] = [line.slice(0, line.indexOf("	")), line.slice(line.indexOf("	") + 1)];
    const [mode, type, sha] = meta.split(" ");
    return { mode, type, sha, name: folder ? full.slice(folder.length + 1) : full };
  });
}
async function readFiles(repo, tip) {
  const entries = await treeEntries(repo, tip, HISTORY_FOLDER);
  const files = [];
  for (const name of storeFilesInOrder(entries.filter((e) => e.type === "blob").map((e) => e.name))) {
    const entry = entries.find((e) => e.name === name);
    files.push({ name, text: (await call(repo, ["cat-file", "blob", entry.sha], `cannot read ${HISTORY_FOLDER}/${name} of ${tip}`, { raw: true })).stdout });
  }
  return { entries, files };
}
var label = (opts) => (name) => `${opts.branch}:${HISTORY_FOLDER}/${name}`;
async function readDataBranch(opts) {
  const tip = await fetchTip(opts);
  if (!tip) return { records: [], warnings: [] };
  return readStoreFiles((await readFiles(opts.repo, tip)).files, label(opts));
}
async function mktree(repo, entries) {
  const input = entries.map((e) => `${e.mode} ${e.type} ${e.sha}	${e.name}\0`).join("");
  return (await call(repo, ["mktree", "-z"], "cannot write the data branch tree", { input })).stdout;
}
async function appendCommit(opts, tip, entries, files, records, rootFiles = {}) {
  const plan = planAppend(files, records, opts.limits ?? DEFAULT_LIMITS);
  const old = files.find((f) => f.name === plan.file)?.text ?? "";
  const blob = (await call(opts.repo, ["hash-object", "-w", "--stdin"], "cannot write the history file", { input: old + plan.text })).stdout;
  const history = entries.filter((e) => e.name !== plan.file && !plan.remove.includes(e.name));
  history.push({ mode: "100644", type: "blob", sha: blob, name: plan.file });
  const historyTree = await mktree(opts.repo, history);
  const root = tip ? (await treeEntries(opts.repo, tip)).filter((e) => e.name !== HISTORY_FOLDER && !(e.name in rootFiles)) : [];
  root.push({ mode: "040000", type: "tree", sha: historyTree, name: HISTORY_FOLDER });
  for (const [name, text] of Object.entries(rootFiles)) {
    const sha = (await call(opts.repo, ["hash-object", "-w", "--stdin"], `cannot write ${name}`, { input: text })).stdout;
    root.push({ mode: "100644", type: "blob", sha, name });
  }
  const tree = await mktree(opts.repo, root);
  const args = ["commit-tree", tree, ...tip ? ["-p", tip] : [], "-m", opts.message];
  return { commit: (await call(opts.repo, args, "cannot write the data branch commit", { env: IDENTITY })).stdout, plan };
}
async function push(opts, commit) {
  const remote = opts.remote ?? "origin";
  const url = (await call(opts.repo, ["remote", "get-url", "--push", remote], `cannot push the data branch ${opts.branch}`)).stdout;
  const args = ["push", "--porcelain", "--quiet", "--end-of-options", url, `${commit}:refs/heads/${opts.branch}`];
  const r = await runGit(opts.repo, args, { env: { ...opts.remoteEnv, LC_ALL: "C" }, timeoutMs: opts.timeoutMs });
  if (r.ok) return { ok: true };
  if (r.timedOut) throw new StoreError(`cannot push the data branch ${opts.branch} to ${remote}: git push did not finish in time (git-timeout)`);
  return { ok: false, output: [r.stdout, r.stderr].filter(Boolean).join("\n") };
}
function pushRefused(opts, output) {
  return new StoreError(
    `cannot push the data branch ${opts.branch} to ${opts.remote ?? "origin"} (record needs write access to it: in the action, \`permissions: contents: write\`):
${output}`
  );
}
async function appendToDataBranch(opts, records) {
  const tries = opts.tries ?? PUSH_TRIES;
  let refused;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(opts);
    if (refused && refused.tip === tip) throw pushRefused(opts, refused.output);
    const { entries, files } = tip ? await readFiles(opts.repo, tip) : { entries: [], files: [] };
    const before = readStoreFiles(files, label(opts)).records;
    if (records.length === 0) return { appended: 0, file: "", removed: [], tries: attempt };
    const duplicate = alreadyRecorded(files, records[0]);
    if (duplicate) return { appended: 0, duplicateOf: label(opts)(duplicate), tries: attempt };
    const { commit, plan } = await appendCommit(opts, tip, entries, files, records, opts.rootFiles?.([...before, ...records]));
    const pushed = await push(opts, commit);
    if (pushed.ok) {
      return { appended: records.length, file: label(opts)(plan.file), removed: plan.remove.map(label(opts)), tries: attempt, pushed: commit };
    }
    refused = { tip, output: pushed.output };
    if (attempt >= tries) {
      if (await fetchTip(opts) === tip) throw pushRefused(opts, pushed.output);
      throw new StoreError(
        `cannot push the data branch ${opts.branch}: it moved before each of ${tries} pushes (other records kept landing first); run record again`
      );
    }
    opts.log?.(`data branch ${opts.branch}: the push was refused (another record may have landed first); fetching it again (push ${attempt + 1} of ${tries})`);
    await sleep(100 * attempt + Math.floor(Math.random() * 200 * attempt));
  }
}

// src/history/record.ts
var ON_ONE_SIDE = /* @__PURE__ */ new Set(["added", "removed"]);
function machineOf(m) {
  return {
    ...m.cpuModel !== void 0 ? { cpuModel: m.cpuModel } : {},
    ...m.cores !== void 0 ? { cores: m.cores } : {},
    ...m.kernel !== void 0 ? { kernel: m.kernel } : {}
  };
}
var sideOf = (s) => ({ median: s.median, ci: s.ci });
function historyRecords(report, facts) {
  const machine = machineOf(report.machine.head);
  const rounds = report.run?.rounds ?? report.rounds?.run ?? 0;
  return report.comparisons.filter((c) => !ON_ONE_SIDE.has(c.verdict)).map((c) => ({
    v: HISTORY_RECORD_VERSION,
    commit: facts.commit,
    parent: facts.parent,
    time: facts.time,
    recordedAt: facts.recordedAt,
    ...facts.repository ? { repository: facts.repository } : {},
    benchmark: c.benchmark,
    ...c.group ? { group: c.group } : {},
    metric: c.metric,
    unit: c.unit,
    better: c.better,
    test: c.test,
    ratio: c.ratio,
    ratioCI: c.ratioCI,
    base: sideOf(c.base),
    head: sideOf(c.head),
    rounds,
    verdict: c.verdict,
    machine,
    benchgate: facts.benchgate
  }));
}

// src/history/store.ts
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";
var reason = (e) => e.code ?? (e instanceof Error ? e.message : String(e));
function readFolder(dir) {
  let names;
  try {
    if (!statSync(dir).isDirectory()) throw new StoreError(`the history store ${dir} is not a folder`);
    names = readdirSync(dir);
  } catch (e) {
    if (e instanceof StoreError) throw e;
    if (e.code === "ENOENT") return [];
    throw new StoreError(`cannot read the history store ${dir}: ${reason(e)}`);
  }
  return storeFilesInOrder(names).map((name) => {
    try {
      return { name, text: readFileSync(path.join(dir, name), "utf8") };
    } catch (e) {
      throw new StoreError(`cannot read ${path.join(dir, name)}: ${reason(e)}`);
    }
  });
}
function readStore(dir) {
  return readStoreFiles(readFolder(dir), (name) => path.join(dir, name));
}
function appendToStore(dir, records, limits = DEFAULT_LIMITS) {
  const files = readFolder(dir);
  readStoreFiles(files, (name) => path.join(dir, name));
  if (records.length === 0) return { appended: 0, file: "", removed: [] };
  const duplicate = alreadyRecorded(files, records[0]);
  if (duplicate) return { appended: 0, duplicateOf: path.join(dir, duplicate) };
  const plan = planAppend(files, records, limits);
  const file = path.join(dir, plan.file);
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(file, "a");
    try {
      writeSync(fd, plan.text);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    throw new StoreError(`cannot append to the history store ${file}: ${reason(e)}`);
  }
  for (const name of plan.remove) rmSync(path.join(dir, name), { force: true });
  return { appended: records.length, file, removed: plan.remove.map((name) => path.join(dir, name)) };
}

// src/history/record-run.ts
function describeStore(store) {
  return store.kind === "folder" ? store.dir : `the data branch ${store.branch} of origin`;
}
var short = (sha) => sha.slice(0, 7);
function recordRoundsWarning(rounds, alpha, name) {
  const floor = roundsForFloor("paired", alpha);
  if (rounds >= floor) return void 0;
  return `${name} ${rounds}: fewer than ${floor} paired rounds give a commit's ratio no ${Number((100 * (1 - alpha)).toFixed(2))}% CI, so its records bound nothing (history cannot tell a step in them from noise); use at least ${floor}`;
}
async function readHistory(repo, store) {
  if (store.kind === "folder") return readStore(store.dir);
  return readDataBranch({ repo, branch: store.branch, remoteEnv: store.remoteEnv, timeoutMs: store.timeoutMs });
}
async function recordRevisions(repo, head = "HEAD", base, timeoutMs) {
  const headSha = await resolveCommit(repo, head, timeoutMs);
  if (base !== void 0) return { head: headSha, base: await resolveCommit(repo, base, timeoutMs) };
  const parent = (await commitInfo(repo, headSha)).parents[0];
  if (!parent) throw new RunnerError(`${short(headSha)} is a root commit (no parent): there is nothing to record it against`);
  return { head: headSha, base: await resolveCommit(repo, parent, timeoutMs) };
}
async function recordRun(report, opts) {
  const commit = report.run?.head.sha;
  const parent = report.run?.base.sha;
  if (!commit || !parent) throw new StoreError("the report names no commits (a run of two commits is what record records)");
  const info = await commitInfo(opts.repo, commit);
  const records = historyRecords(report, {
    commit,
    parent,
    time: info.committerDate,
    recordedAt: (opts.now ?? /* @__PURE__ */ new Date()).toISOString(),
    ...opts.repository ? { repository: opts.repository } : {},
    benchgate: benchgateVersion()
  });
  let result;
  if (opts.store.kind === "folder") {
    result = appendToStore(opts.store.dir, records, opts.limits);
  } else {
    result = await appendToDataBranch(
      {
        repo: opts.repo,
        branch: opts.store.branch,
        remoteEnv: opts.store.remoteEnv,
        timeoutMs: opts.store.timeoutMs,
        log: opts.log,
        limits: opts.limits,
        ...opts.rootFiles ? { rootFiles: opts.rootFiles } : {},
        message: `benchgate record ${short(commit)}: ${records.length} record${records.length === 1 ? "" : "s"} (first parent ${short(parent)})`
      },
      records
    );
  }
  return {
    commit,
    parent,
    appended: result.appended,
    ..."duplicateOf" in result ? { duplicateOf: result.duplicateOf } : { file: result.file },
    ...result.pushed ? { pushed: result.pushed } : {}
  };
}
function recordSummary(outcome, store) {
  if (outcome.duplicateOf) {
    return `${short(outcome.commit)} is recorded already (against ${short(outcome.parent)}, in ${outcome.duplicateOf}): nothing appended`;
  }
  const n = outcome.appended;
  return `recorded ${n} record${n === 1 ? "" : "s"} of ${short(outcome.commit)} (against its parent ${short(outcome.parent)}) in ${describeStore(store)}${outcome.file ? ` (${outcome.file})` : ""}`;
}

export {
  describeStore,
  recordRoundsWarning,
  readHistory,
  recordRevisions,
  recordRun,
  recordSummary
};
