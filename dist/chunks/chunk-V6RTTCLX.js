import {
  RunnerError,
  cleanupOnSignal,
  gitEnvironment,
  removeTree,
  runGit
} from "./chunk-62KL5DRE.js";
import {
  Z95,
  formatDelta,
  formatP,
  formatPctCI,
  plural,
  require_jstat,
  selectInPlace
} from "./chunk-D5GXVYYB.js";
import {
  codeSpan,
  escapeText,
  safeLogText
} from "./chunk-GAJ4D2JZ.js";
import {
  CHANGED_VERDICTS,
  DEFAULT_HISTORY_WINDOW,
  DEFAULT_STATS_SETTINGS,
  UserError,
  VERDICTS,
  rowLabel,
  seriesKey
} from "./chunk-4PTTIM2A.js";
import {
  __export,
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/git/git-remote.ts
import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
var CALLER_GIT_VARS = /^(GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS)|GIT_SSH|GIT_SSH_COMMAND|SSH_AUTH_SOCK)$/;
async function checkoutRemote(repo, name = "origin", env = process.env) {
  const fetchUrl = await runGit(repo, ["remote", "get-url", "--end-of-options", name]);
  if (!fetchUrl.ok || !fetchUrl.stdout) throw new RunnerError(`there is no remote named ${name} to keep the data branch on (git remote add ${name} URL)`);
  const pushUrl = await runGit(repo, ["remote", "get-url", "--push", "--end-of-options", name]);
  const callerEnv = {};
  for (const [k, v] of Object.entries(env)) if (v !== void 0 && CALLER_GIT_VARS.test(k)) callerEnv[k] = v;
  return { label: name, fetchUrl: fetchUrl.stdout, pushUrl: pushUrl.ok && pushUrl.stdout || fetchUrl.stdout, env: callerEnv };
}
var PINNED = ["-c", "http.sslVerify=true", "-c", "http.followRedirects=false", "-c", "commit.gpgSign=false"];
var PROXY_VARS = ["http_proxy", "https_proxy", "all_proxy", "HTTPS_PROXY", "ALL_PROXY"];
function proxyPin(env) {
  return PROXY_VARS.some((name) => env[name]) ? [] : ["-c", "http.proxy="];
}
function isolatedEnvironment(root, gitDir, remote) {
  const env = {};
  for (const [k, v] of Object.entries(gitEnvironment())) if (!/^GIT_/.test(k)) env[k] = v;
  const home = path.join(root, "home");
  return {
    ...env,
    ...remote.env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, ".config"),
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_SYSTEM: "/dev/null",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_DIR: gitDir,
    GIT_TERMINAL_PROMPT: "0",
    GIT_ASKPASS: "true",
    SSH_ASKPASS: "true"
  };
}
function credentialEnvironment(remote, base) {
  if (!remote.authorization) return {};
  const n = Number(base.GIT_CONFIG_COUNT ?? 0) || 0;
  const out = {};
  const urls = [.../* @__PURE__ */ new Set([remote.fetchUrl, remote.pushUrl])];
  urls.forEach((url, i) => {
    out[`GIT_CONFIG_KEY_${n + i}`] = `http.${url}.extraheader`;
    out[`GIT_CONFIG_VALUE_${n + i}`] = `AUTHORIZATION: ${remote.authorization}`;
  });
  out.GIT_CONFIG_COUNT = String(n + urls.length);
  return out;
}
async function withIsolatedRepo(remote, fn) {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), "benchgate-git-")));
  const unregister = cleanupOnSignal(() => removeTree(root));
  try {
    const gitDir = path.join(root, "repo.git");
    const baseEnv = isolatedEnvironment(root, gitDir, remote);
    mkdirSync(baseEnv.HOME);
    const pins = [...PINNED, ...proxyPin(baseEnv)];
    const local = (args, extra = {}) => runGit(root, [...pins, ...args], { ...extra, baseEnv });
    const init = await local(["init", "--quiet", "--bare", "--template=", gitDir], { baseEnv: { ...baseEnv, GIT_DIR: void 0 } });
    if (!init.ok) throw new RunnerError(`cannot create benchgate's git repository in ${root}: ${init.stderr}`);
    const credential = credentialEnvironment(remote, baseEnv);
    return await fn({
      dir: gitDir,
      git: local,
      remote: (args, extra = {}) => local(args, { ...extra, env: { ...extra.env, ...credential } })
    });
  } finally {
    unregister();
    removeTree(root);
  }
}

// src/history/model.ts
var HISTORY_RECORD_VERSION = 1;
var HISTORY_REPORT_VERSION = 2;

// src/history/store/lines.ts
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
function shown(v) {
  const text = JSON.stringify(v, (_key, x) => typeof x === "number" && !Number.isFinite(x) ? `\0${x}` : x);
  return text === void 0 ? "nothing" : text.replace(/"\\u0000(-?Infinity)"/g, "$1 (beyond a double's range, e.g. 1e400)").slice(0, 120);
}
var isPair = (v) => Array.isArray(v) && v.length === 2 && v.every(isNumber);
function decodeRecord(o, where) {
  const bad = (field, what) => {
    throw new StoreError(`${where}: not a benchgate history record: ${field} must be ${what}; got ${shown(o[field])}`);
  };
  for (const f of ["commit", "parent", "time", "recordedAt", "benchmark", "metric", "unit", "benchgate"]) {
    if (typeof o[f] !== "string") bad(f, "a string");
  }
  for (const f of ["repository", "group"]) if (o[f] !== void 0 && typeof o[f] !== "string") bad(f, "a string when present");
  if (o.better !== "lower" && o.better !== "higher") bad("better", '"lower" or "higher"');
  if (o.test !== "mann-whitney" && o.test !== "paired" && o.test !== "instructions") bad("test", '"mann-whitney", "paired" or "instructions"');
  if (o.measure !== void 0 && o.measure !== "instructions") bad("measure", '"instructions" when present');
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
  if (!isObject(m) || m.cpuModel !== void 0 && typeof m.cpuModel !== "string" || m.image !== void 0 && typeof m.image !== "string" || m.cores !== void 0 && !isNumber(m.cores) || m.kernel !== void 0 && typeof m.kernel !== "string") {
    bad("machine", '{ "cpuModel"?: string, "image"?: string, "cores"?: number, "kernel"?: string }');
  }
  return o;
}
var RecordInterner = class {
  strings = /* @__PURE__ */ new Map();
  machines = /* @__PURE__ */ new Map();
  string(s) {
    const known = this.strings.get(s);
    if (known !== void 0) return known;
    this.strings.set(s, s);
    return s;
  }
  record(r) {
    const o = r;
    for (const f of INTERNED) if (typeof o[f] === "string") o[f] = this.string(o[f]);
    const key = JSON.stringify(r.machine);
    const machine = this.machines.get(key);
    if (machine) r.machine = machine;
    else this.machines.set(key, r.machine);
    return r;
  }
};
var INTERNED = ["commit", "parent", "time", "recordedAt", "repository", "benchmark", "group", "metric", "unit", "better", "test", "verdict", "benchgate"];
function storeLineReader(file, interner = new RecordInterner(), records = [], warnings = []) {
  const line = (text, number, last) => {
    if (text.trim() === "") return;
    const where = `${file}:${number}`;
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      warnings.push(
        last ? {
          code: "torn-line",
          message: `${where}: skipped the last line, not a whole record (${text.length} characters, no newline at the end): an append was cut off, e.g. by a crash; the records before it are kept`
        } : {
          code: "torn-line",
          message: `${where}: skipped a line that is not JSON (${text.length} characters) between records: the file was edited or merged by hand, or an append was cut off before later ones; the records around it are kept`
        }
      );
      return;
    }
    if (!isObject(value))
      throw new StoreError(`${where}: not a benchgate history record (a JSON ${Array.isArray(value) ? "array" : typeof value}, not an object)`);
    if (value.v !== HISTORY_RECORD_VERSION) {
      throw new StoreError(
        typeof value.v === "number" ? `${where}: a history record of version ${value.v}; this benchgate reads version ${HISTORY_RECORD_VERSION} only: upgrade benchgate to read this store` : `${where}: not a benchgate history record (no version "v")`
      );
    }
    const record = decodeRecord(value, where);
    if (record.ratio !== null && record.ratio <= 0)
      warnings.push({
        code: "additive",
        message: `${where}: ratio ${record.ratio} (${record.benchmark}, ${record.metric}) has no logarithm: that commit's step in this series is unknown, as if it was not recorded (a count that fell to 0, or a metric below 0); its medians are kept`
      });
    records.push(interner.record(record));
  };
  return { line, records, warnings };
}
function readStoreText(file, text, interner) {
  const reader = storeLineReader(file, interner);
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) reader.line(lines[i], i + 1, i === lines.length - 1);
  return { records: reader.records, warnings: reader.warnings };
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
  const interner = new RecordInterner();
  for (const name of storeFilesInOrder(files.map((f) => f.name))) {
    const r = readStoreText(where(name), files.find((f) => f.name === name).text, interner);
    for (const record of r.records) records.push(record);
    warnings.push(...r.warnings);
  }
  return { records, warnings };
}

// src/history/detect/chain.ts
function instant(iso) {
  const t = typeof iso === "string" ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}
var Instants = class {
  cache = /* @__PURE__ */ new Map();
  of(r) {
    let v = this.cache.get(r);
    if (v === void 0) this.cache.set(r, v = [instant(r.time), instant(r.recordedAt)]);
    return v;
  }
  /** a is newer than b: by commit time, then by when it was recorded, then by sha (deterministic). */
  newer(a, b) {
    const [ta, ra] = this.of(a);
    const [tb, rb] = this.of(b);
    if (ta !== tb) return ta > tb;
    if (ra !== rb) return ra > rb;
    return a.commit > b.commit;
  }
};
var parentOf = (r) => typeof r.parent === "string" ? r.parent : "";
function latestPerCommitAndParent(records) {
  const kept = [];
  const replaced = [];
  const slot = /* @__PURE__ */ new Map();
  for (const r of records) {
    const parent = parentOf(r);
    const known = slot.get(r.commit);
    let i;
    if (known === void 0) slot.set(r.commit, kept.length);
    else if (typeof known === "number") {
      const other = parentOf(kept[known]);
      if (other === parent) i = known;
      else
        slot.set(
          r.commit,
          /* @__PURE__ */ new Map([
            [other, known],
            [parent, kept.length]
          ])
        );
    } else {
      i = known.get(parent);
      if (i === void 0) known.set(parent, kept.length);
    }
    if (i === void 0) kept.push(r);
    else if (instant(r.recordedAt) >= instant(kept[i].recordedAt)) {
      replaced.push(kept[i]);
      kept[i] = r;
    } else replaced.push(r);
  }
  return { kept, replaced };
}
function longestLine(kept) {
  const commitIndex = /* @__PURE__ */ new Map();
  const firstLink = [];
  const nextOfCommit = new Int32Array(kept.length).fill(-1);
  const commitOf = new Int32Array(kept.length);
  for (let k = 0; k < kept.length; k++) {
    let c = commitIndex.get(kept[k].commit);
    if (c === void 0) {
      commitIndex.set(kept[k].commit, c = firstLink.length);
      firstLink.push(-1);
    }
    commitOf[k] = c;
    nextOfCommit[k] = firstLink[c];
    firstLink[c] = k;
  }
  const n = firstLink.length;
  const parentAt = new Int32Array(kept.length).fill(-1);
  const hasChild = new Uint8Array(n);
  for (let k = 0; k < kept.length; k++) {
    const p = commitIndex.get(parentOf(kept[k]));
    if (p !== void 0 && p !== commitOf[k]) {
      parentAt[k] = p;
      hasChild[p] = 1;
    }
  }
  const depth = new Int32Array(n);
  const best = new Int32Array(n).fill(-1);
  const resolving = new Uint8Array(n);
  const stack = [];
  for (let start = 0; start < n; start++) {
    if (depth[start] !== 0) continue;
    stack.push(start);
    while (stack.length > 0) {
      const c = stack[stack.length - 1];
      resolving[c] = 1;
      let pending = -1;
      for (let k = firstLink[c]; k !== -1 && pending === -1; k = nextOfCommit[k]) {
        const p = parentAt[k];
        if (p !== -1 && depth[p] === 0 && resolving[p] === 0) pending = p;
      }
      if (pending !== -1) {
        stack.push(pending);
        continue;
      }
      let d = 1;
      let b = -1;
      for (let k = firstLink[c]; k !== -1; k = nextOfCommit[k]) {
        const p = parentAt[k];
        const below = p !== -1 && resolving[p] === 0 ? depth[p] : 0;
        if (b === -1 || below + 1 > d || below + 1 === d && instant(kept[k].recordedAt) > instant(kept[b].recordedAt)) {
          d = below + 1;
          b = k;
        }
      }
      depth[c] = d;
      best[c] = b;
      resolving[c] = 0;
      stack.pop();
    }
  }
  const root = new Int32Array(n);
  for (let i = 0; i < n; i++) root[i] = i;
  const find = (i) => {
    while (root[i] !== i) i = root[i] = root[root[i]];
    return i;
  };
  for (let k = 0; k < kept.length; k++) if (parentAt[k] !== -1) root[find(commitOf[k])] = find(parentAt[k]);
  const at = new Instants();
  const tipOf = /* @__PURE__ */ new Map();
  for (let c = 0; c < n; c++) {
    const t = find(c);
    const tip = tipOf.get(t);
    if (tip === void 0) tipOf.set(t, c);
    else if (hasChild[c] !== hasChild[tip]) {
      if (hasChild[c] === 0) tipOf.set(t, c);
    } else if (depth[c] > depth[tip] || depth[c] === depth[tip] && at.newer(kept[best[c]], kept[best[tip]])) tipOf.set(t, c);
  }
  const onLine = new Uint8Array(n);
  const pieces = [];
  for (const tip of tipOf.values()) {
    const piece = [];
    for (let c = tip; c !== -1 && onLine[c] === 0; ) {
      onLine[c] = 1;
      const k = best[c];
      piece.push(kept[k]);
      c = parentAt[k];
    }
    pieces.push(piece.reverse());
  }
  pieces.sort((a, b) => at.newer(a[a.length - 1], b[b.length - 1]) ? 1 : at.newer(b[b.length - 1], a[a.length - 1]) ? -1 : 0);
  return pieces.length === 1 ? pieces[0] : pieces.flat();
}
var MainLine = class {
  at = /* @__PURE__ */ new Map();
  constructor(links) {
    links.forEach((l, index) => this.at.set(l.commit, { parent: parentOf(l), index }));
  }
  /** The record's place on the line, oldest first; −1 when it is not on it (its commit is not, or against another parent). */
  indexOf(r) {
    const a = this.at.get(r.commit);
    return a !== void 0 && a.parent === parentOf(r) ? a.index : -1;
  }
};
var linkOf = (r) => ({ commit: r.commit, parent: r.parent, time: r.time, recordedAt: r.recordedAt });
var MainLineBuilder = class {
  links = /* @__PURE__ */ new Map();
  add(r) {
    const parent = parentOf(r);
    const known = this.links.get(r.commit);
    if (known === void 0) this.links.set(r.commit, linkOf(r));
    else if (!(known instanceof Map)) {
      if (parentOf(known) !== parent)
        this.links.set(
          r.commit,
          /* @__PURE__ */ new Map([
            [parentOf(known), known],
            [parent, linkOf(r)]
          ])
        );
    } else if (!known.has(parent)) known.set(parent, linkOf(r));
  }
  build() {
    const links = [];
    for (const l of this.links.values())
      if (l instanceof Map) links.push(...l.values());
      else links.push(l);
    return new MainLine(longestLine(links));
  }
};
function seriesOnLine(records, line) {
  const { kept, replaced } = latestPerCommitAndParent(records);
  const placed = [];
  const offLine = [];
  for (const r of kept) {
    const index = line.indexOf(r);
    if (index === -1) offLine.push(r);
    else placed.push({ r, index });
  }
  placed.sort((a, b) => a.index - b.index);
  return { chain: placed.map((p) => p.r), offLine, replaced };
}

// src/history/detect/collected.ts
var Column = class {
  constructor(data, make) {
    this.data = data;
    this.make = make;
  }
  data;
  make;
  length = 0;
  push(v) {
    if (this.length === this.data.length) {
      const grown = this.make(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
};
var doubles = () => new Column(new Float64Array(16), (n) => new Float64Array(n));
var indices = () => new Column(new Int32Array(16), (n) => new Int32Array(n));
var CollectedRecords = class {
  /** Every record added, usable or not. */
  count = 0;
  /** The last record's `repository` that has one (the dashboard's links). */
  repository;
  slots = new SeriesSlots();
  // Main's line is the store's, every series together (chain.ts): built as the records come.
  line = new MainLineBuilder();
  strings = [""];
  stringIndex = /* @__PURE__ */ new Map([["", 0]]);
  machines = [];
  /** By the record's machine object (a store's reader shares one per distinct machine). */
  machineIndex = /* @__PURE__ */ new Map();
  machineByJson = /* @__PURE__ */ new Map();
  push(r) {
    this.count++;
    if (typeof r === "object" && r !== null && r.repository) this.repository = r.repository;
    if (!isUsable(r)) return;
    this.line.add(r);
    const s = this.slots.of(r, (identity) => ({
      ...identity,
      commit: indices(),
      parent: indices(),
      time: indices(),
      recordedAt: indices(),
      unit: indices(),
      higher: indices(),
      ratio: doubles(),
      ciLow: doubles(),
      ciHigh: doubles(),
      median: doubles(),
      baseMedian: doubles(),
      rounds: doubles(),
      machine: indices()
    }));
    s.commit.push(this.string(r.commit));
    s.parent.push(this.string(r.parent));
    s.time.push(this.string(r.time));
    s.recordedAt.push(this.string(r.recordedAt));
    s.unit.push(this.string(r.unit));
    s.higher.push(r.better === "higher" ? 1 : 0);
    s.ratio.push(finiteOrNaN(r.ratio));
    const ci = r.ratioCI;
    const pair = Array.isArray(ci) && ci.length === 2 && Number.isFinite(ci[0]) && Number.isFinite(ci[1]);
    s.ciLow.push(pair ? ci[0] : NaN);
    s.ciHigh.push(pair ? ci[1] : NaN);
    s.median.push(finiteOrNaN(typeof r.head === "object" && r.head !== null ? r.head.median : null));
    s.baseMedian.push(finiteOrNaN(typeof r.base === "object" && r.base !== null ? r.base.median : null));
    s.rounds.push(typeof r.rounds === "number" ? r.rounds : NaN);
    s.machine.push(this.machine(r.machine));
  }
  /** The series' keys (historySeriesKey), sorted. */
  keys() {
    return this.slots.keys();
  }
  /** Main's line through every record pushed (chain.ts). */
  mainLine() {
    return this.line.build();
  }
  /**
   * The series `key`'s records as the analysis reads them (the fields it does not read left out),
   * its columns let go: each series is taken once.
   */
  take(key) {
    const s = this.slots.take(key);
    const str = this.strings;
    const records = [];
    for (let i = 0; i < s.commit.length; i++) {
      const low = s.ciLow.data[i];
      const record = {
        commit: str[s.commit.data[i]],
        parent: str[s.parent.data[i]],
        time: str[s.time.data[i]],
        recordedAt: str[s.recordedAt.data[i]],
        benchmark: s.benchmark,
        group: s.group,
        metric: s.metric,
        measure: s.measure,
        unit: str[s.unit.data[i]],
        better: s.higher.data[i] === 1 ? "higher" : "lower",
        ratio: nullForNaN(s.ratio.data[i]),
        ratioCI: Number.isNaN(low) ? null : [low, s.ciHigh.data[i]],
        base: { median: nullForNaN(s.baseMedian.data[i]), ci: null },
        head: { median: nullForNaN(s.median.data[i]), ci: null },
        rounds: s.rounds.data[i],
        machine: this.machines[s.machine.data[i]]
      };
      records.push(record);
    }
    return records;
  }
  /** The index of a string field ('' for a value that is not a string: parent, times and unit read it as unknown either way). */
  string(v) {
    if (typeof v !== "string") return 0;
    let i = this.stringIndex.get(v);
    if (i === void 0) {
      this.stringIndex.set(v, i = this.strings.length);
      this.strings.push(v);
    }
    return i;
  }
  /**
   * The index of the record's machine: by the object (a store's reader shares one per distinct
   * machine), else by its JSON (records made one by one each have their own: one entry per
   * distinct machine, not per record). Machines with the same JSON are written the same.
   */
  machine(m) {
    let i = this.machineIndex.get(m);
    if (i !== void 0) return i;
    const key = typeof m === "object" && m !== null ? JSON.stringify(m) : "";
    i = this.machineByJson.get(key);
    if (i === void 0) {
      this.machineByJson.set(key, i = this.machines.length);
      this.machines.push(machineOf(m));
      this.machineIndex.set(m, i);
    }
    return i;
  }
};
var SeriesSlots = class {
  bySeries = /* @__PURE__ */ new Map();
  nested = /* @__PURE__ */ new Map();
  of(r, make) {
    const group = typeof r.group === "string" ? r.group : "";
    let byBenchmark = this.nested.get(group);
    if (byBenchmark === void 0) this.nested.set(group, byBenchmark = /* @__PURE__ */ new Map());
    let byMetric = byBenchmark.get(r.benchmark);
    if (byMetric === void 0) byBenchmark.set(r.benchmark, byMetric = /* @__PURE__ */ new Map());
    const measure = r.measure === "instructions" ? "instructions" : void 0;
    const measured = r.metric + measuredSuffix(measure);
    let slot = byMetric.get(measured);
    if (slot === void 0) {
      const identity = { group: group === "" ? void 0 : group, benchmark: r.benchmark, metric: r.metric, measure };
      byMetric.set(measured, slot = make(identity));
      this.bySeries.set(historySeriesKey(identity), slot);
    }
    return slot;
  }
  /** The series' keys (historySeriesKey), sorted. */
  keys() {
    return [...this.bySeries.keys()].sort();
  }
  /** The slot of series `key`, let go: each is taken once, and nothing is added once one is. */
  take(key) {
    const slot = this.bySeries.get(key);
    this.bySeries.delete(key);
    this.nested.clear();
    return slot;
  }
};
function groupRecords(records) {
  const slots = new SeriesSlots();
  const line = new MainLineBuilder();
  for (const r of records) {
    if (!isUsable(r)) continue;
    line.add(r);
    slots.of(r, () => []).push(r);
  }
  return { keys: slots.keys(), take: (key) => slots.take(key), line: line.build() };
}
function historySeriesKey(s) {
  return seriesKey(s) + measuredSuffix(s.measure);
}
function measuredSuffix(measure) {
  return measure === "instructions" ? "\0instructions" : "";
}
function isUsable(r) {
  if (typeof r !== "object" || r === null) return false;
  const o = r;
  return typeof o.commit === "string" && o.commit !== "" && typeof o.benchmark === "string" && typeof o.metric === "string";
}
function machineOf(m) {
  if (typeof m !== "object" || m === null) return {};
  const o = m;
  const cpuOk = o.cpuModel === void 0 || typeof o.cpuModel === "string";
  const coresOk = o.cores === void 0 || typeof o.cores === "number" && Number.isFinite(o.cores);
  const kernelOk = o.kernel === void 0 || typeof o.kernel === "string";
  const imageOk = o.image === void 0 || typeof o.image === "string";
  if (cpuOk && coresOk && kernelOk && imageOk) return m;
  const machine = {};
  if (cpuOk && o.cpuModel !== void 0) machine.cpuModel = o.cpuModel;
  if (coresOk && o.cores !== void 0) machine.cores = o.cores;
  if (kernelOk && o.kernel !== void 0) machine.kernel = o.kernel;
  if (imageOk && o.image !== void 0) machine.image = o.image;
  return machine;
}
var finiteOrNaN = (x) => typeof x === "number" && Number.isFinite(x) ? x : NaN;
var nullForNaN = (x) => Number.isNaN(x) ? null : x;

// src/history/store/folder.ts
import { closeSync, mkdirSync as mkdirSync2, openSync, readdirSync, readFileSync, readSync, rmSync, statSync, writeSync } from "node:fs";
import path2 from "node:path";
import { StringDecoder } from "node:string_decoder";
var reason = (e) => e.code ?? (e instanceof Error ? e.message : String(e));
function storeNames(dir) {
  let names;
  try {
    if (!statSync(dir).isDirectory()) throw new StoreError(`the history store ${dir} is not a folder`);
    names = readdirSync(dir);
  } catch (e) {
    if (e instanceof StoreError) throw e;
    if (e.code === "ENOENT") return [];
    throw new StoreError(`cannot read the history store ${dir}: ${reason(e)}`);
  }
  return storeFilesInOrder(names);
}
function readFolder(dir) {
  return storeNames(dir).map((name) => {
    try {
      return { name, text: readFileSync(path2.join(dir, name), "utf8") };
    } catch (e) {
      throw new StoreError(`cannot read ${path2.join(dir, name)}: ${reason(e)}`);
    }
  });
}
var READ_CHUNK = 64 << 10;
function readLines(file, line, buffer) {
  const fd = openSync(file, "r");
  try {
    const decoder = new StringDecoder("utf8");
    let pieces = [];
    let number = 0;
    for (let n; (n = readSync(fd, buffer, 0, buffer.length, null)) > 0; ) {
      const text = decoder.write(buffer.subarray(0, n));
      let start = 0;
      for (let end; (end = text.indexOf("\n", start)) >= 0; start = end + 1) {
        const piece = text.slice(start, end);
        line(pieces.length === 0 ? piece : pieces.join("") + piece, ++number, false);
        pieces = [];
      }
      if (start < text.length) pieces.push(text.slice(start));
    }
    line(pieces.join("") + decoder.end(), ++number, true);
  } finally {
    closeSync(fd);
  }
}
function readStore(dir) {
  const records = [];
  return { records, warnings: readStoreInto(dir, records) };
}
function readStoreInto(dir, sink) {
  const interner = new RecordInterner();
  const warnings = [];
  const buffer = Buffer.allocUnsafe(READ_CHUNK);
  for (const name of storeNames(dir)) {
    const file = path2.join(dir, name);
    const reader = storeLineReader(file, interner, sink, warnings);
    try {
      readLines(file, reader.line, buffer);
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreError(`cannot read ${file}: ${reason(e)}`);
    }
  }
  return warnings;
}
function recordedInStore(dir, key) {
  const files = readFolder(dir);
  readStoreFiles(files, (name) => path2.join(dir, name));
  const file = alreadyRecorded(files, key);
  return file ? path2.join(dir, file) : void 0;
}
function appendToStore(dir, records, limits = DEFAULT_LIMITS) {
  const files = readFolder(dir);
  readStoreFiles(files, (name) => path2.join(dir, name));
  if (records.length === 0) return { appended: 0, file: "", removed: [] };
  const duplicate = alreadyRecorded(files, records[0]);
  if (duplicate) return { appended: 0, duplicateOf: path2.join(dir, duplicate) };
  const plan = planAppend(files, records, limits);
  const file = path2.join(dir, plan.file);
  try {
    mkdirSync2(dir, { recursive: true });
    const fd = openSync(file, "a");
    try {
      writeSync(fd, plan.text);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    throw new StoreError(`cannot append to the history store ${file}: ${reason(e)}`);
  }
  for (const name of plan.remove) rmSync(path2.join(dir, name), { force: true });
  return { appended: records.length, file, removed: plan.remove.map((name) => path2.join(dir, name)) };
}
function folderReader(dir) {
  return { where: dir, read: () => new Promise((resolve) => resolve(readStore(dir))) };
}

// src/history/store/data-branch.ts
import { setTimeout as sleep } from "node:timers/promises";
var HISTORY_FOLDER = "history";
var PUSH_TRIES = 5;
var IDENTITY = {
  GIT_AUTHOR_NAME: "benchgate",
  GIT_AUTHOR_EMAIL: "benchgate@users.noreply.github.com",
  GIT_COMMITTER_NAME: "benchgate",
  GIT_COMMITTER_EMAIL: "benchgate@users.noreply.github.com"
};
async function call(repo, args, what, extra = {}) {
  const r = await (extra.remote ? repo.remote(args, extra) : repo.git(args, extra));
  if (r.timedOut) throw new StoreError(`${what}: git ${args[0]} did not finish in time (git-timeout)`);
  if (!r.ok) throw new StoreError(`${what}: git ${args[0]} failed${r.stderr ? `:
${r.stderr}` : ""}`);
  return r;
}
var FETCHED = "refs/benchgate/tip";
async function fetchTip(repo, remote, opts) {
  const remoteCall = { timeoutMs: opts.timeoutMs, remote: true };
  const what = `cannot read the data branch ${opts.branch} from ${remote.label}`;
  const listed = await call(repo, ["ls-remote", "--heads", "--end-of-options", remote.fetchUrl, `refs/heads/${opts.branch}`], what, remoteCall);
  if (!listed.stdout.split("\n").some((l) => l.endsWith(`	refs/heads/${opts.branch}`))) return void 0;
  const refspec = `+refs/heads/${opts.branch}:${FETCHED}`;
  await call(repo, ["fetch", "--no-tags", "--no-write-fetch-head", "--quiet", "--depth=1", "--end-of-options", remote.fetchUrl, refspec], what, remoteCall);
  return (await call(repo, ["rev-parse", "--verify", "--quiet", `${FETCHED}^{commit}`], what)).stdout;
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
async function withRemote(opts, fn) {
  const remote = opts.remote ?? await checkoutRemote(opts.repo);
  return withIsolatedRepo(remote, (repo) => fn(repo, remote));
}
function branchFiles(opts) {
  return withRemote(opts, async (repo, remote) => {
    const tip = await fetchTip(repo, remote, opts);
    return tip ? (await readFiles(repo, tip)).files : void 0;
  });
}
async function readDataBranch(opts) {
  const files = await branchFiles(opts);
  return files ? readStoreFiles(files, label(opts)) : { records: [], warnings: [] };
}
async function recordedOnDataBranch(opts, key) {
  const files = await branchFiles(opts);
  if (!files) return void 0;
  readStoreFiles(files, label(opts));
  const file = alreadyRecorded(files, key);
  return file ? label(opts)(file) : void 0;
}
async function mktree(repo, entries) {
  const input = entries.map((e) => `${e.mode} ${e.type} ${e.sha}	${e.name}\0`).join("");
  return (await call(repo, ["mktree", "-z"], "cannot write the data branch tree", { input })).stdout;
}
async function appendCommit(repo, opts, tip, entries, files, records, rootFiles = {}) {
  const plan = planAppend(files, records, opts.limits ?? DEFAULT_LIMITS);
  const old = files.find((f) => f.name === plan.file)?.text ?? "";
  const blob = (await call(repo, ["hash-object", "-w", "--stdin"], "cannot write the history file", { input: old + plan.text })).stdout;
  const history = entries.filter((e) => e.name !== plan.file && !plan.remove.includes(e.name));
  history.push({ mode: "100644", type: "blob", sha: blob, name: plan.file });
  const historyTree = await mktree(repo, history);
  const root = tip ? (await treeEntries(repo, tip)).filter((e) => e.name !== HISTORY_FOLDER && !(e.name in rootFiles)) : [];
  root.push({ mode: "040000", type: "tree", sha: historyTree, name: HISTORY_FOLDER });
  for (const [name, text] of Object.entries(rootFiles)) {
    const sha = (await call(repo, ["hash-object", "-w", "--stdin"], `cannot write ${name}`, { input: text })).stdout;
    root.push({ mode: "100644", type: "blob", sha, name });
  }
  const tree = await mktree(repo, root);
  const args = ["commit-tree", tree, ...tip ? ["-p", tip] : [], "-m", opts.message];
  return { commit: (await call(repo, args, "cannot write the data branch commit", { env: IDENTITY })).stdout, plan };
}
async function push(repo, remote, opts, commit) {
  const args = ["push", "--porcelain", "--quiet", "--end-of-options", remote.pushUrl, `${commit}:refs/heads/${opts.branch}`];
  const r = await repo.remote(args, { env: { LC_ALL: "C" }, timeoutMs: opts.timeoutMs });
  if (r.ok) return { ok: true };
  if (r.timedOut) throw new StoreError(`cannot push the data branch ${opts.branch} to ${remote.label}: git push did not finish in time (git-timeout)`);
  return { ok: false, output: [r.stdout, r.stderr].filter(Boolean).join("\n") };
}
function pushRefused(opts, remote, output) {
  return new StoreError(
    `cannot push the data branch ${opts.branch} to ${remote.label} (record needs write access to it: in the action, \`permissions: contents: write\`):
${output}`
  );
}
function appendToDataBranch(opts, records) {
  return withRemote(opts, (repo, remote) => appendWith(repo, remote, opts, records));
}
async function appendWith(repo, remote, opts, records) {
  const tries = opts.tries ?? PUSH_TRIES;
  let refused;
  for (let attempt = 1; ; attempt++) {
    const tip = await fetchTip(repo, remote, opts);
    if (refused && refused.tip === tip) throw pushRefused(opts, remote, refused.output);
    const { entries, files } = tip ? await readFiles(repo, tip) : { entries: [], files: [] };
    const before = readStoreFiles(files, label(opts)).records;
    if (records.length === 0) return { appended: 0, file: "", removed: [], tries: attempt };
    const duplicate = alreadyRecorded(files, records[0]);
    if (duplicate) return { appended: 0, duplicateOf: label(opts)(duplicate), tries: attempt };
    const { commit, plan } = await appendCommit(repo, opts, tip, entries, files, records, opts.rootFiles?.([...before, ...records]));
    const pushed = await push(repo, remote, opts, commit);
    if (pushed.ok) {
      return { appended: records.length, file: label(opts)(plan.file), removed: plan.remove.map(label(opts)), tries: attempt, pushed: commit };
    }
    refused = { tip, output: pushed.output };
    if (attempt >= tries) {
      if (await fetchTip(repo, remote, opts) === tip) throw pushRefused(opts, remote, pushed.output);
      throw new StoreError(
        `cannot push the data branch ${opts.branch}: it moved before each of ${tries} pushes (other records kept landing first); run record again`
      );
    }
    opts.log?.(`data branch ${opts.branch}: the push was refused (another record may have landed first); fetching it again (push ${attempt + 1} of ${tries})`);
    await sleep(100 * attempt + Math.floor(Math.random() * 200 * attempt));
  }
}
function dataBranchReader(opts) {
  return { where: `the data branch ${opts.branch} of origin`, read: () => readDataBranch(opts) };
}

// src/history/store/open.ts
function storeReader(repo, store) {
  return store.kind === "folder" ? folderReader(store.dir) : dataBranchReader({ repo, branch: store.branch, timeoutMs: store.timeoutMs, ...store.remote ? { remote: store.remote } : {} });
}
function readHistory(repo, store) {
  return storeReader(repo, store).read();
}

// src/history/detect/collect-store.ts
async function collectHistory(repo, store) {
  const collected = new CollectedRecords();
  if (store.kind === "folder") return { collected, warnings: readStoreInto(store.dir, collected) };
  const { records, warnings } = await readHistory(repo, store);
  for (const r of records) collected.push(r);
  return { collected, warnings };
}

// src/history/detect/point-columns.ts
var PointColumns = class {
  commit;
  parent;
  time;
  machine;
  /** NaN for null. */
  ratio;
  median;
  /** The CI's bounds; NaN in ciLow for a point without one. */
  ciLow;
  ciHigh;
  constructor(points) {
    const n = points.length;
    this.commit = new Array(n);
    this.parent = new Array(n);
    this.time = new Array(n);
    this.machine = new Array(n);
    this.ratio = new Float64Array(n);
    this.median = new Float64Array(n);
    this.ciLow = new Float64Array(n);
    this.ciHigh = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const p = points[i];
      this.commit[i] = p.commit;
      this.parent[i] = p.parent;
      this.time[i] = p.time;
      this.machine[i] = p.machine;
      this.ratio[i] = p.ratio ?? NaN;
      this.median[i] = p.median ?? NaN;
      this.ciLow[i] = p.ratioCI === null ? NaN : p.ratioCI[0];
      this.ciHigh[i] = p.ratioCI === null ? NaN : p.ratioCI[1];
    }
  }
  get length() {
    return this.commit.length;
  }
  /** The points, oldest first: new objects on each call (a caller may keep them; the columns do not). */
  points() {
    const out = new Array(this.commit.length);
    for (let i = 0; i < out.length; i++) {
      const low = this.ciLow[i];
      const ratio = this.ratio[i];
      const median = this.median[i];
      out[i] = {
        commit: this.commit[i],
        parent: this.parent[i],
        time: this.time[i],
        ratio: Number.isNaN(ratio) ? null : ratio,
        ratioCI: Number.isNaN(low) ? null : [low, this.ciHigh[i]],
        median: Number.isNaN(median) ? null : median,
        machine: this.machine[i]
      };
    }
    return out;
  }
};

// src/history/detect/chain-notes.ts
var NAMED = 5;
var short = (sha) => sha.slice(0, 7);
var Tally = class {
  byCommit = /* @__PURE__ */ new Map();
  records = 0;
  add(r) {
    let parents = this.byCommit.get(r.commit);
    if (parents === void 0) this.byCommit.set(r.commit, parents = /* @__PURE__ */ new Map());
    const parent = parentOf(r);
    parents.set(parent, (parents.get(parent) ?? 0) + 1);
    this.records++;
  }
  get commits() {
    return this.byCommit.size;
  }
  /** "abc1234 (against def5678), …, and 3 more", in the store's order. */
  named() {
    const names = [];
    for (const [commit, parents] of this.byCommit) {
      if (names.length === NAMED) break;
      names.push(`${short(commit)} (against ${[...parents.keys()].map((p) => p === "" ? "no parent" : short(p)).join(", ")})`);
    }
    const more = this.byCommit.size - names.length;
    return names.join(", ") + (more > 0 ? `, and ${more} more` : "");
  }
};
var plural2 = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
var ChainNotes = class {
  offLine = new Tally();
  replaced = new Tally();
  add(order) {
    for (const r of order.offLine) this.offLine.add(r);
    for (const r of order.replaced) this.replaced.add(r);
  }
  warnings() {
    const out = [];
    if (this.offLine.records > 0)
      out.push({
        code: "off-main-line",
        message: `left out ${plural2(this.offLine.records, "record")} of ${plural2(this.offLine.commits, "commit")} not on main's line of recorded commits: ${this.offLine.named()}. A commit recorded from another branch, force-pushed away, or re-recorded against an older base; history follows the longest line of recorded commits (docs/history.md, "Which records make the line")`
      });
    if (this.replaced.records > 0)
      out.push({
        code: "recorded-twice",
        message: `${plural2(this.replaced.commits, "commit is", "commits are")} recorded more than once against the same parent: ${this.replaced.named()}. Each series uses the newest record (by recordedAt; on a tie the later line); ${plural2(this.replaced.records, "older record")} left out (racing runs, or stores merged by hand: delete the line you do not want)`
      });
    return out;
  }
};

// src/history/detect/log-scale.ts
function logOf(x) {
  return typeof x === "number" && Number.isFinite(x) && x > 0 ? Math.log(x) : null;
}
function logSE(ci) {
  if (!Array.isArray(ci) || ci.length !== 2) return null;
  const lo = logOf(ci[0]);
  const hi = logOf(ci[1]);
  if (lo === null || hi === null || hi < lo) return null;
  return (hi - lo) / (2 * Z95);
}
function pctWithCI(logValue, se, quantile = Z95) {
  return {
    deltaPct: 100 * Math.expm1(logValue),
    ci: [100 * Math.expm1(logValue - quantile * se), 100 * Math.expm1(logValue + quantile * se)]
  };
}
function zOf(diff, se) {
  if (se > 0) return diff / se;
  return diff === 0 ? 0 : diff > 0 ? Infinity : -Infinity;
}

// src/history/detect/machine-kind.ts
function machineKind(machine) {
  const cpu = machine?.cpuModel;
  return typeof cpu === "string" && cpu !== "" ? cpu : void 0;
}
function imageChanged(a, b) {
  const x = a?.image;
  const y = b?.image;
  return typeof x === "string" && typeof y === "string" && x !== "" && y !== "" && x !== y;
}

// src/stats/student-t.ts
var import_jstat = __toESM(require_jstat(), 1);
function twoSidedTP(t, df) {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? 1 : 0;
  return Math.min(1, 2 * import_jstat.default.studentt.cdf(-Math.abs(t), df));
}
function t95(df) {
  return df === Infinity ? Z95 : import_jstat.default.studentt.inv(0.975, df);
}

// src/history/detect/drift.ts
var MIN_DRIFT_COMMITS = 2;
function driftOf(points, inc, window2, threshold, better, steps = []) {
  const n = inc.d.length;
  const first = Math.max(0, n - window2);
  if (n - first < MIN_DRIFT_COMMITS) return null;
  const stepAt = new Set(steps.map((c) => c.commit));
  let sum = 0;
  let variance = 0;
  for (let j = first; j < n; j++) {
    if (stepAt.has(points[inc.index[j]].commit)) continue;
    sum += inc.d[j];
    variance += inc.se[j] ** 2;
  }
  const worse = better === "higher" ? "lower" : "higher";
  const measured = [];
  if (Number.isFinite(variance)) measured.push({ basis: "chain", ...pctWithCI(sum, Math.sqrt(variance), t95(inc.df)) });
  const fromPoint = inc.index[first];
  const absolute = absoluteTrend(points, fromPoint, inc.index[n - 1], stepAt);
  if (absolute !== null) measured.push({ basis: "absolute", ...absolute });
  if (measured.length === 0) return null;
  const width = (m) => m.ci[1] - m.ci[0];
  const precise = measured.reduce((a, b) => width(b) < width(a) ? b : a);
  const flaggedBy = beyondThreshold(precise.ci, threshold, worse) ? measured.filter((m) => beyondThreshold(m.ci, threshold, worse)) : [];
  const shown2 = (flaggedBy.length > 0 ? flaggedBy : measured).reduce((a, b) => width(b) < width(a) ? b : a);
  return {
    from: points[fromPoint].parent,
    to: points[inc.index[n - 1]].commit,
    commits: n - first,
    deltaPct: shown2.deltaPct,
    ci: shown2.ci,
    flagged: flaggedBy.length > 0,
    bases: flaggedBy.length > 0 ? flaggedBy.map((m) => m.basis) : [shown2.basis]
  };
}
var MIN_TREND_POINTS = 6;
function absoluteTrend(points, from, to, stepAt) {
  const cpu = machineKind(points[from].machine);
  if (cpu === void 0) return null;
  const t = [];
  const y = [];
  const level = [];
  let steps = 0;
  for (let i = from; i <= to; i++) {
    const v = logOf(points[i].median);
    if (machineKind(points[i].machine) !== cpu || v === null) return null;
    if (i > from && stepAt.has(points[i].commit)) steps++;
    t.push(i - from);
    y.push(v);
    level.push(steps);
  }
  const m = y.length;
  const k = 2 + steps;
  if (m < MIN_TREND_POINTS || m - k < 2) return null;
  const meanT = new Float64Array(steps + 1);
  const meanY = new Float64Array(steps + 1);
  const count = new Float64Array(steps + 1);
  for (let i = 0; i < m; i++) {
    meanT[level[i]] += t[i];
    meanY[level[i]] += y[i];
    count[level[i]]++;
  }
  for (let g = 0; g <= steps; g++) {
    meanT[g] /= count[g];
    meanY[g] /= count[g];
  }
  let stt = 0;
  let sty = 0;
  for (let i = 0; i < m; i++) {
    stt += (t[i] - meanT[level[i]]) ** 2;
    sty += (t[i] - meanT[level[i]]) * (y[i] - meanY[level[i]]);
  }
  if (!(stt > 0)) return null;
  const slope = sty / stt;
  let sse = 0;
  for (let i = 0; i < m; i++) sse += (y[i] - meanY[level[i]] - slope * (t[i] - meanT[level[i]])) ** 2;
  const df = m - (steps + 2);
  const se = Math.sqrt(sse / df / stt);
  const span = m;
  return pctWithCI(slope * span, se * span, t95(df));
}
function beyondThreshold(ci, threshold, side) {
  return side === "lower" ? ci[1] <= 100 * (1 / (1 + threshold) - 1) : ci[0] >= 100 * threshold;
}
function improvedBeyond(drift, threshold, better) {
  return !drift.flagged && beyondThreshold(drift.ci, threshold, better);
}

// src/stats/robust-scale.ts
var MAD_TO_SIGMA = 1.482602218505602;
function medianOf(values) {
  const v = new Float64Array(values.length);
  let k = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) v[k++] = values[i];
  if (k === 0) return null;
  const h = k >> 1;
  selectInPlace(v, 0, k - 1, h);
  const upper = v[h];
  if (k % 2) return upper;
  let lower = -Infinity;
  for (let i = 0; i < h; i++) if (v[i] > lower) lower = v[i];
  return (lower + upper) / 2;
}
function madSigma(values) {
  const med = medianOf(values);
  if (med === null) return 0;
  const dev = new Float64Array(values.length);
  let k = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) dev[k++] = Math.abs(values[i] - med);
  if (k < 2) return 0;
  return MAD_TO_SIGMA * medianOf(dev.subarray(0, k));
}
var MAD_EFFICIENCY = 0.37;
function levelNoise(y) {
  const n = y.length;
  if (n < 3) return { sigma: 0, df: 0, moved: false };
  const diff = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) diff[i - 1] = y[i] - y[i - 1];
  const mad = madSigma(diff);
  if (mad > 0) return { sigma: mad / Math.SQRT2, df: Math.max(1, MAD_EFFICIENCY * (n - 1)), moved: true };
  let ss = 0;
  let largest = 0;
  for (const d of diff) {
    ss += d * d;
    largest = Math.max(largest, d * d);
  }
  return { sigma: Math.sqrt((ss - largest) / Math.max(1, diff.length - 1)) / Math.SQRT2, df: Math.max(1, n - 2), moved: largest > 0 };
}

// src/history/detect/increments.ts
var MIN_FOR_DISPERSION = 5;
function chainIncrements(points) {
  const index = [];
  const all = new Float64Array(points.length);
  const rawSE = new Float64Array(points.length);
  for (let i = 0; i < points.length; i++) {
    const v = logOf(points[i].ratio);
    if (v === null) continue;
    all[index.length] = v;
    rawSE[index.length] = logSE(points[i].ratioCI) ?? NaN;
    index.push(i);
  }
  const n = index.length;
  const d = all.slice(0, n);
  const se = rawSE.slice(0, n);
  const fromCIs = medianOf(se);
  const fill = fromCIs ?? (n >= MIN_FOR_DISPERSION ? madSigma(d) : Infinity);
  const df = fromCIs !== null ? Infinity : Math.max(1, MAD_EFFICIENCY * (n - 1));
  for (let i = 0; i < n; i++) if (Number.isNaN(se[i])) se[i] = fill;
  const centre = medianOf(d) ?? 0;
  const residuals = [];
  for (let i = 0; i < n; i++) if (se[i] > 0) residuals.push((d[i] - centre) / se[i]);
  const spread = residuals.length >= MIN_FOR_DISPERSION ? madSigma(residuals) : 0;
  const phi = Math.max(1, spread * spread);
  const widen = Math.sqrt(phi);
  for (let i = 0; i < n; i++) se[i] = se[i] * widen;
  return { index, d, se, phi, df };
}

// src/history/detect/detectors.ts
var detectors_exports = {};
__export(detectors_exports, {
  absoluteDetector: () => absoluteDetector,
  chainDetector: () => chainDetector
});

// src/stats/moderated-se.ts
var MAX_PRIOR_DF = 1e3;
var MIN_FOR_PRIOR = 5;
function trigamma(x) {
  let acc = 0;
  while (x < 6) {
    acc += 1 / (x * x);
    x += 1;
  }
  const x2 = 1 / (x * x);
  return acc + 1 / x + x2 / 2 + 1 / (6 * x * x * x) * (1 - x2 * (1 / 5 - x2 * (1 / 7 - x2 / 5)));
}
function digamma(x) {
  let acc = 0;
  while (x < 6) {
    acc -= 1 / x;
    x += 1;
  }
  const x2 = 1 / (x * x);
  return acc + Math.log(x) - 1 / (2 * x) - x2 * (1 / 12 - x2 * (1 / 120 - x2 / 252));
}
function trigammaInverse(v) {
  if (v > 1e7) return 1 / Math.sqrt(v);
  if (v < 1e-6) return 1 / v;
  let y = 0.5 + 1 / v;
  for (let i = 0; i < 50; i++) {
    const tri = trigamma(y);
    const h = 1e-5 * y;
    const tri2 = (trigamma(y + h) - trigamma(y - h)) / (2 * h);
    const dif = tri * (1 - tri / v) / tri2;
    y += dif;
    if (!(y > 0)) y = 1e-8;
    if (Math.abs(dif) < 1e-10 * y) break;
  }
  return y;
}
function moderateSE(se, df) {
  const n = se.length;
  const out = Float64Array.from(se);
  const outDf = Float64Array.from(df);
  const usable2 = [];
  for (let i = 0; i < n; i++) if (se[i] > 0 && Number.isFinite(se[i]) && df[i] > 0 && Number.isFinite(df[i])) usable2.push(i);
  if (usable2.length < MIN_FOR_PRIOR) return { se: out, df: outDf, priorDf: 0 };
  const e = usable2.map((i) => Math.log(se[i] * se[i]) - digamma(df[i] / 2) + Math.log(df[i] / 2));
  const mean2 = e.reduce((s, x) => s + x, 0) / e.length;
  const variance = e.reduce((s, x) => s + (x - mean2) ** 2, 0) / (e.length - 1);
  const meanTri = usable2.reduce((s, i) => s + trigamma(df[i] / 2), 0) / usable2.length;
  const excess = variance - meanTri;
  const priorDf = excess > 0 ? Math.min(MAX_PRIOR_DF, 2 * trigammaInverse(excess)) : MAX_PRIOR_DF;
  const s0sq = Math.exp(mean2);
  for (const i of usable2) {
    out[i] = Math.sqrt((df[i] * se[i] * se[i] + priorDf * s0sq) / (df[i] + priorDf));
    outDf[i] = df[i] + priorDf;
  }
  return { se: out, df: outDf, priorDf };
}

// src/history/detect/pelt.ts
function peltL2(y, penalty, minSize = 1) {
  return peltL2Bounded(y, penalty, minSize, Infinity);
}
function peltL2Bounded(y, penalty, minSize, maxCandidates) {
  const n = y.length;
  const m = Math.max(1, Math.floor(minSize));
  let mean2 = 0;
  for (let i = 0; i < n; i++) mean2 += y[i];
  mean2 = n > 0 ? mean2 / n : 0;
  const S = new Float64Array(n + 1);
  const Q = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const v = y[i] - mean2;
    S[i + 1] = S[i] + v;
    Q[i + 1] = Q[i] + v * v;
  }
  const cost = (a, b) => {
    const s = S[b] - S[a];
    const c = Q[b] - Q[a] - s * s / (b - a);
    return c > 0 ? c : 0;
  };
  if (n < 2 * m) return { changes: [], cost: n > 0 ? cost(0, n) : 0 };
  const F = new Float64Array(n + 1);
  const from = new Int32Array(n + 1);
  F[0] = -penalty;
  let cand = new Int32Array(64);
  let dropAt = new Int32Array(64);
  const value = new Float64Array(n + 1);
  let size = 0;
  for (let t = m; t <= n; t++) {
    const s = t - m;
    if (s === 0 || s >= m) {
      if (size === cand.length) {
        const c2 = new Int32Array(size * 2);
        c2.set(cand);
        cand = c2;
        const d2 = new Int32Array(size * 2);
        d2.set(dropAt);
        dropAt = d2;
      }
      cand[size] = s;
      dropAt[size] = n + 1;
      size++;
      if (size > maxCandidates) return null;
    }
    let best = Infinity;
    let arg = -1;
    const St = S[t];
    const Qt = Q[t];
    for (let k = 0; k < size; k++) {
      const c = cand[k];
      const s1 = St - S[c];
      const q = Qt - Q[c] - s1 * s1 / (t - c);
      const v = F[c] + (q > 0 ? q : 0) + penalty;
      value[k] = v;
      if (v < best) {
        best = v;
        arg = c;
      }
    }
    F[t] = best;
    from[t] = arg;
    let kept = 0;
    for (let k = 0; k < size; k++) {
      let drop = dropAt[k];
      if (drop <= t + 1) continue;
      if (value[k] - penalty > best && t + m < drop) drop = t + m;
      if (drop <= t + 1) continue;
      cand[kept] = cand[k];
      dropAt[kept] = drop;
      kept++;
    }
    size = kept;
  }
  const changes = [];
  for (let t = n; t > 0; ) {
    const s = from[t];
    if (s > 0) changes.push(s);
    t = s;
  }
  changes.reverse();
  return { changes, cost: F[n] };
}

// src/history/detect/pelt-windowed.ts
var PELT_WINDOW = 128;
function peltChanges(y, penalty, minSize, window2 = PELT_WINDOW) {
  const n = y.length;
  if (n <= window2) return peltL2(y, penalty, minSize).changes;
  const exact = peltL2Bounded(y, penalty, minSize, window2);
  return exact !== null ? exact.changes : peltInWindows(y, penalty, minSize, window2);
}
function peltInWindows(y, penalty, minSize, window2 = PELT_WINDOW) {
  const n = y.length;
  if (n <= window2) return peltL2(y, penalty, minSize).changes;
  const half = window2 >> 1;
  const quarter = window2 >> 2;
  const values = Float64Array.from(y);
  const changes = [];
  for (let start = 0; ; start += half) {
    const end = Math.min(n, start + window2);
    const keepFrom = start === 0 ? 0 : start + quarter;
    const keepTo = end === n ? n : start + window2 - quarter;
    for (const cut of peltL2(values.subarray(start, end), penalty, minSize).changes) {
      const at = start + cut;
      if (at < keepFrom || at >= keepTo) continue;
      if (changes.length > 0 && at - changes[changes.length - 1] < minSize) continue;
      changes.push(at);
    }
    if (end === n) break;
  }
  while (changes.length > 0 && n - changes[changes.length - 1] < minSize) changes.pop();
  return changes;
}

// src/history/detect/chain-steps.ts
var NEIGHBOURS = 10;
var MIN_NEIGHBOURS = 3;
var MIN_STEP_SE = 1e-3;
var MEDIAN_VARIANCE_FACTOR = Math.PI / 2;
function levelPenalty(inc) {
  const n = inc.d.length;
  const sigma = Math.max(madSigma(inc.d), medianOf(inc.se) ?? 0);
  return 2 * Math.log(n + 1) * sigma * sigma;
}
var DEFAULT_ROUNDS = 10;
function seReadings(inc, rounds) {
  const n = inc.d.length;
  if (inc.df !== Infinity) return [{ se: inc.se, df: new Float64Array(n).fill(inc.df) }];
  const df = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const r = rounds?.[inc.index[j]];
    df[j] = (typeof r === "number" && Number.isFinite(r) && r >= 2 ? r : DEFAULT_ROUNDS) - 1;
  }
  const moderated = moderateSE(inc.se, df);
  const own = { se: inc.se, df };
  return moderated.priorDf > 0 ? [own, moderated] : [own];
}
function chainChangePoints(points, inc, alpha, rounds) {
  const n = inc.d.length;
  if (n === 0) return [];
  const readings = seReadings(inc, rounds);
  const level = new Float64Array(n + 1);
  for (let j = 0; j < n; j++) level[j + 1] = level[j] + inc.d[j];
  const candidates = /* @__PURE__ */ new Set();
  for (const cut of peltChanges(level, levelPenalty(inc), 1)) candidates.add(cut - 1);
  for (let j = 0; j < n; j++) if (measuredChange(points[inc.index[j]])) candidates.add(j);
  const found = [];
  for (const j of [...candidates].sort((a, b) => a - b)) {
    const nb = [];
    for (let k = Math.max(0, j - NEIGHBOURS); k <= Math.min(n - 1, j + NEIGHBOURS); k++) if (k !== j) nb.push(k);
    const trend = nb.length >= MIN_NEIGHBOURS ? medianOf(nb.map((k) => inc.d[k])) : 0;
    let best = 1;
    for (const { se, df } of readings) {
      const trendVariance = nb.length >= MIN_NEIGHBOURS ? MEDIAN_VARIANCE_FACTOR * medianOf(nb.map((k) => se[k] ** 2)) / nb.length : 0;
      const variance = se[j] ** 2 + trendVariance;
      const z = zOf(inc.d[j] - trend, Math.max(MIN_STEP_SE, Math.sqrt(variance)));
      const trendDf = 2 / Math.PI * nb.reduce((sum, k) => sum + df[k], 0);
      const dfOf = trendVariance > 0 ? variance ** 2 / (se[j] ** 4 / df[j] + trendVariance ** 2 / trendDf) : df[j];
      best = Math.min(best, twoSidedTP(z, Number.isFinite(dfOf) && dfOf > 0 ? dfOf : df[j]));
    }
    const p = Math.min(1, best * readings.length * n);
    if (!(p < alpha)) continue;
    const point = points[inc.index[j]];
    found.push({ commit: point.commit, ...ownStep(point, inc.d[j], inc.se[j]), p, bases: ["chain"], basis: "chain" });
  }
  return found;
}
function measuredChange(point) {
  const ci = point.ratioCI;
  return ci !== null && Number.isFinite(ci[0]) && Number.isFinite(ci[1]) && (ci[0] > 1 || ci[1] < 1);
}
function ownStep(point, d, se) {
  const ci = point.ratioCI;
  if (ci !== null && Number.isFinite(ci[0]) && Number.isFinite(ci[1]) && ci[0] > 0 && ci[1] >= ci[0]) {
    return { deltaPct: 100 * Math.expm1(d), ci: [100 * (ci[0] - 1), 100 * (ci[1] - 1)] };
  }
  return pctWithCI(d, se);
}
var chainDetector = { basis: "chain", label: "the chain of paired ratios", order: 0, find: chainChangePoints };

// src/history/detect/paired-agreement.ts
var SHORT_Z = 3.29;
var OVER_Z = 3.29;
function agreesWithRatios(jump, ratios) {
  if (ratios === null) return true;
  const se = Math.hypot(jump.se, ratios.se);
  const slack = 1e-9 * Math.max(Math.abs(jump.d), Math.abs(ratios.d));
  const gap = Math.sign(jump.d) * (jump.d - ratios.d);
  if (gap - slack > 0 && zOf(gap - slack, se) > SHORT_Z) return false;
  if (-gap - slack > 0 && zOf(-gap - slack, se) > OVER_Z) return false;
  return true;
}
function ratiosShowChange(jump, ratios) {
  return ratios !== null && Math.sign(ratios.d) === Math.sign(jump.d) && zOf(Math.abs(ratios.d), ratios.se) > Z95;
}

// src/history/detect/runner-wander.ts
var MAX_LAG = 10;
var CHI2_1_MEDIAN = 0.454936423119572;
var PHIS = Array.from({ length: 14 }, (_, k) => 0.3 + 0.05 * k);
function wanderNoise(y) {
  const n = y.length;
  const lags = Math.min(MAX_LAG, Math.floor(n / 4));
  if (lags < 3) return null;
  const v = new Float64Array(lags);
  const sq = new Float64Array(n);
  for (let k = 1; k <= lags; k++) {
    const m = n - k;
    for (let i = 0; i < m; i++) sq[i] = (y[i + k] - y[i]) ** 2;
    v[k - 1] = medianOfPrefix(sq, m) / (2 * CHI2_1_MEDIAN);
  }
  let best = { white: mean(v), wander: 0, phi: 0 };
  let bestSSE = v.reduce((s, x) => s + (x - best.white) ** 2, 0);
  for (const phi of PHIS) {
    let s1 = 0;
    let sx = 0;
    let sxx = 0;
    let sy = 0;
    let sxy = 0;
    for (let k = 1; k <= lags; k++) {
      const x = 1 - phi ** k;
      s1++;
      sx += x;
      sxx += x * x;
      sy += v[k - 1];
      sxy += x * v[k - 1];
    }
    const det = s1 * sxx - sx * sx;
    if (!(det > 0)) continue;
    let white = (sxx * sy - sx * sxy) / det;
    let wander = (s1 * sxy - sx * sy) / det;
    if (wander <= 0) continue;
    if (white < 0) {
      white = 0;
      wander = sxy / sxx;
    }
    let sse = 0;
    for (let k = 1; k <= lags; k++) sse += (v[k - 1] - white - wander * (1 - phi ** k)) ** 2;
    if (sse < bestSSE) {
      bestSSE = sse;
      best = { white, wander, phi };
    }
  }
  return best;
}
function contrastVariance(noise, a, b, tau) {
  const left = tau - a;
  const right = b - tau;
  let wandering = 0;
  if (noise.wander > 0) {
    let f = 0;
    for (let i = a; i < b; i++) {
      const w = i < tau ? -1 / left : 1 / right;
      f = w + noise.phi * f;
      wandering += w * (2 * f - w);
    }
  }
  return noise.white * (1 / left + 1 / right) + noise.wander * wandering;
}
function wanderInflation(y, a, b, tau, c) {
  const without = Float64Array.from(y, (v, i) => i >= tau ? v - c : v);
  const noise = wanderNoise(without);
  if (noise === null) return 1;
  const centre = mean(without);
  let marginal = 0;
  for (const v of without) marginal += (v - centre) ** 2;
  marginal /= without.length - 1;
  const wander = Math.min(noise.wander, Math.max(0, marginal - noise.white));
  const lagOne = noise.white + wander * (1 - noise.phi);
  if (!(lagOne > 0)) return 1;
  const white = lagOne * (1 / (tau - a) + 1 / (b - tau));
  return Math.max(1, contrastVariance({ ...noise, wander }, a, b, tau) / white);
}
function mean(v) {
  let s = 0;
  for (const x of v) s += x;
  return s / v.length;
}
function medianOfPrefix(v, m) {
  const hi = select(v, m, m >> 1);
  if (m % 2) return hi;
  let lo = -Infinity;
  for (let i = 0; i < m >> 1; i++) if (v[i] > lo) lo = v[i];
  return (lo + hi) / 2;
}
function select(v, m, k) {
  let left = 0;
  let right = m - 1;
  while (left < right) {
    const pivot = v[left + right >> 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) {
        const t = v[i];
        v[i] = v[j];
        v[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return v[k];
}

// src/history/detect/absolute-steps.ts
var MIN_ABSOLUTE_POINTS = 6;
var MIN_SEGMENT = 3;
var IMAGE_REACH = 2;
function absoluteChangePoints(points, inc, alpha, _rounds, parentMedians) {
  const groups = /* @__PURE__ */ new Map();
  points.forEach((p, i) => {
    const cpu = machineKind(p.machine);
    const y = logOf(p.median);
    if (cpu === void 0 || y === null) return;
    let g = groups.get(cpu);
    if (g === void 0) groups.set(cpu, g = { pos: [], y: [] });
    g.pos.push(i);
    g.y.push(y);
  });
  const found = [];
  for (const [cpuModel, { pos, y }] of groups) {
    const n = y.length;
    if (n < MIN_ABSOLUTE_POINTS) continue;
    const { sigma, df, moved } = levelNoise(y);
    if (!moved) continue;
    const changes = peltChanges(y, 2 * Math.log(n) * sigma * sigma, MIN_SEGMENT);
    changes.forEach((cut, k) => {
      const a = k === 0 ? 0 : changes[k - 1];
      const b = k === changes.length - 1 ? n : changes[k + 1];
      const tau = placeStep(points, inc, pos, y, a, b, cut, sigma, parentMedians);
      const jump = flatJump(y, a, b, tau);
      const ratios = chainChange(points, inc, pos[tau - 1], pos[tau]);
      const scatter = segmentsScatter(y, a, b, tau, jump.c);
      const white = (scatter > sigma * Math.sqrt(1 + Z99 * Math.sqrt(2 / Math.max(1, b - a - 2))) ? scatter : sigma) * Math.sqrt(jump.varianceFactor);
      if (!(Math.min(1, twoSidedTP(zOf(jump.c, white), df) * (n - 1)) < alpha)) return;
      if (imageChangeNear(points, pos, tau) && !ratiosShowChange({ d: jump.c, se: white }, ratios)) return;
      const se = ratiosShowChange({ d: jump.c, se: white }, ratios) ? white : white * Math.sqrt(wanderInflation(y, a, b, tau, jump.c));
      const p = Math.min(1, twoSidedTP(zOf(jump.c, se), df) * (n - 1));
      if (!(p < alpha)) return;
      const wideA = k < 2 ? 0 : changes[k - 2];
      const wideB = k + 2 >= changes.length ? n : changes[k + 2];
      if (bendFitsBetter(pos, y, wideA, wideB, tau)) return;
      if (!agreesWithRatios({ d: jump.c, se }, ratios)) return;
      found.push({ commit: points[pos[tau]].commit, ...pctWithCI(jump.c, se), p, bases: ["absolute"], basis: "absolute", cpuModel });
    });
  }
  return found;
}
function segmentsScatter(y, a, b, tau, c) {
  if (b - a <= 2) return 0;
  let left = 0;
  for (let i = a; i < tau; i++) left += y[i];
  left /= tau - a;
  let sse = 0;
  for (let i = a; i < b; i++) sse += (y[i] - (i < tau ? left : left + c)) ** 2;
  return Math.sqrt(sse / (b - a - 2));
}
var Z99 = 2.326;
var PLACE_RADIUS = 5;
function flatJump(y, a, b, tau) {
  let left = 0;
  let right = 0;
  for (let i = a; i < tau; i++) left += y[i];
  for (let i = tau; i < b; i++) right += y[i];
  return { c: right / (b - tau) - left / (tau - a), varianceFactor: 1 / (tau - a) + 1 / (b - tau) };
}
function bendFitsBetter(pos, y, a, b, tau) {
  const { c } = flatJump(y, a, b, tau);
  let left = 0;
  for (let i = a; i < tau; i++) left += y[i];
  left /= tau - a;
  let stepSSE = 0;
  for (let i = a; i < b; i++) stepSSE += (y[i] - (i < tau ? left : left + c)) ** 2;
  const m = b - a;
  let sy = 0;
  let syy = 0;
  for (let i = a; i < b; i++) {
    sy += y[i];
    syy += y[i] * y[i];
  }
  const syyCentred = syy - sy * sy / m;
  let count = 0;
  let st = 0;
  let stt = 0;
  let sty = 0;
  let sAfterY = 0;
  for (let h = b - 1; h >= a; h--) {
    if (h < b - 2) {
      const th = pos[h];
      const sx = st - count * th;
      const sxx = stt - 2 * th * st + count * th * th;
      const sxy = sty - th * sAfterY;
      const sxxCentred = sxx - sx * sx / m;
      if (sxxCentred > 0) {
        const sxyCentred = sxy - sx * sy / m;
        if (syyCentred - sxyCentred * sxyCentred / sxxCentred <= stepSSE) return true;
      }
    }
    count++;
    st += pos[h];
    stt += pos[h] * pos[h];
    sty += pos[h] * y[h];
    sAfterY += y[h];
  }
  return false;
}
function placeStep(points, inc, pos, y, a, b, cut, sigma, parentMedians) {
  if (!(sigma > 0)) return cut;
  const lo = Math.max(a + MIN_SEGMENT, cut - PLACE_RADIUS);
  const hi = Math.min(b - MIN_SEGMENT, cut + PLACE_RADIUS);
  if (hi <= lo) return cut;
  const m = b - a;
  const d = new Float64Array(m).fill(NaN);
  const mid = new Float64Array(m);
  for (let i = a; i < b; i++) {
    const own = i > 0 ? chainChange(points, inc, pos[i - 1], pos[i]) : null;
    if (own !== null) d[i - a] = own.d;
    const parent = i > 0 && pos[i] === pos[i - 1] + 1 ? logOf(parentMedians?.[pos[i]] ?? null) : null;
    mid[i - a] = Number.isNaN(d[i - a]) ? y[i] : parent !== null ? (y[i] + parent) / 2 : y[i] - d[i - a] / 2;
  }
  const midVariance = midLevelVariance(mid, d, sigma);
  const ratioVariance = madSigma(Array.from(d).filter((v) => !Number.isNaN(v))) ** 2;
  if (!(ratioVariance > 0)) return cut;
  let best = cut;
  let bestScore = -Infinity;
  for (let tau = lo; tau <= hi; tau++) {
    let sw = 0;
    let swx = 0;
    let swxx = 0;
    let swy = 0;
    let swxy = 0;
    const add = (w, x, v) => {
      sw += w;
      swx += w * x;
      swxx += w * x * x;
      swy += w * v;
      swxy += w * x * v;
    };
    for (let i = a; i < b; i++) {
      const k = i - a;
      const withRatio = !Number.isNaN(d[k]);
      const x = i < tau ? 0 : i === tau && withRatio ? 0.5 : 1;
      add(1 / (withRatio ? midVariance : sigma * sigma), x, mid[k]);
    }
    const own = d[tau - a];
    const ownWeight = Number.isNaN(own) ? 0 : 1 / ratioVariance;
    const det = sw * (swxx + ownWeight) - swx * swx;
    if (!(det > 0)) continue;
    const c = (sw * (swxy + ownWeight * (own || 0)) - swx * swy) / det;
    const mu = (swy - swx * c) / sw;
    let sse = 0;
    for (let i = a; i < b; i++) {
      const k = i - a;
      const withRatio = !Number.isNaN(d[k]);
      const x = i < tau ? 0 : i === tau && withRatio ? 0.5 : 1;
      sse += (mid[k] - mu - c * x) ** 2 / (withRatio ? midVariance : sigma * sigma);
    }
    if (ownWeight > 0) sse += ownWeight * ((own - c) ** 2 - own * own);
    const score = -sse;
    if (score > bestScore) {
      bestScore = score;
      best = tau;
    }
  }
  return best;
}
function midLevelVariance(mid, d, sigma) {
  const diffs = [];
  for (let k = 1; k < mid.length; k++) if (!Number.isNaN(d[k]) && !Number.isNaN(d[k - 1])) diffs.push(mid[k] - mid[k - 1]);
  const s = diffs.length >= MIN_ABSOLUTE_POINTS ? madSigma(diffs) / Math.SQRT2 : 0;
  return s > 0 ? s * s : sigma * sigma;
}
function chainChange(points, inc, from, to) {
  let d = 0;
  let variance = 0;
  let j = lowerBound(inc.index, from + 1);
  for (let i = from + 1; i <= to; i++, j++) {
    if (points[i].parent !== points[i - 1].commit || inc.index[j] !== i) return null;
    d += inc.d[j];
    variance += inc.se[j] ** 2;
  }
  return { d, se: Math.sqrt(variance) };
}
function lowerBound(sorted, value) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
var absoluteDetector = {
  basis: "absolute",
  label: "the medians",
  scope: (cp) => ` on ${cp.cpuModel ?? "one CPU model"}`,
  order: 1,
  find: absoluteChangePoints
};
function imageChangeNear(points, pos, tau) {
  const from = Math.max(1, tau - IMAGE_REACH);
  const to = Math.min(pos.length - 1, tau + IMAGE_REACH - 1);
  for (let i = from; i <= to; i++) if (imageChanged(points[pos[i - 1]].machine, points[pos[i]].machine)) return true;
  return false;
}

// src/history/detect/registry.ts
var DETECTORS = Object.values(detectors_exports).sort((a, b) => a.order - b.order);
function detectorOf(basis) {
  return DETECTORS.find((d) => d.basis === basis);
}
function orderOf(basis) {
  return detectorOf(basis)?.order ?? Infinity;
}

// src/history/detect/analyse.ts
var CHANGE_POINT_ALPHA = 0.05;
var DETECTOR_ALPHA = CHANGE_POINT_ALPHA / DETECTORS.length;
function analyseHistory(records, options = {}) {
  const { keys, take, line } = groupRecords(records);
  return analyseSeriesOf(keys, take, line, options);
}
function analyseCollected(collected, options = {}) {
  return analyseSeriesOf(collected.keys(), (key) => collected.take(key), collected.mainLine(), options);
}
function analyseSeriesOf(keys, take, line, options) {
  const window2 = options.window ?? DEFAULT_HISTORY_WINDOW;
  const threshold = options.threshold ?? DEFAULT_STATS_SETTINGS.threshold;
  if (!Number.isInteger(window2) || window2 < 1) throw new RangeError(`history window must be a whole number \u2265 1, got ${window2}`);
  if (!(Number.isFinite(threshold) && threshold >= 0)) throw new RangeError(`history threshold must be a fraction \u2265 0, got ${threshold}`);
  const notes = new ChainNotes();
  const report = {
    version: HISTORY_REPORT_VERSION,
    window: window2,
    threshold,
    // A series with no record on main's line (a benchmark recorded on a branch only) is none of main's: its records are said.
    series: keys.map((key) => analyseSeries(take(key), line, window2, threshold, notes)).filter((s) => s !== null)
  };
  const warnings = notes.warnings();
  if (warnings.length > 0) report.warnings = warnings;
  return report;
}
function analyseSeries(records, line, window2, threshold, notes) {
  const order = seriesOnLine(records, line);
  notes.add(order);
  const chain = order.chain;
  if (chain.length === 0) return null;
  const newest = chain[chain.length - 1];
  const better = newest.better === "higher" ? "higher" : "lower";
  const points = chain.map(toPoint);
  const inc = chainIncrements(points);
  const rounds = chain.map((r) => r.rounds);
  const parentMedians = chain.map((r) => finiteOrNull(typeof r.base === "object" && r.base !== null ? r.base.median : null));
  const changePoints = oneStepEach(
    points,
    DETECTORS.map((d) => d.find(points, inc, DETECTOR_ALPHA, rounds, parentMedians))
  );
  const series = seriesWithColumns(
    newest.benchmark,
    newest.metric,
    typeof newest.unit === "string" ? newest.unit : "",
    better,
    new PointColumns(points),
    changePoints,
    driftOf(points, inc, window2, threshold, better, changePoints)
  );
  if (typeof newest.group === "string" && newest.group !== "") series.group = newest.group;
  if (newest.measure === "instructions") series.measure = "instructions";
  return series;
}
function seriesWithColumns(benchmark, metric, unit, better, columns, changePoints, drift) {
  return {
    benchmark,
    metric,
    unit,
    better,
    get points() {
      return columns.points();
    },
    set points(value) {
      Object.defineProperty(this, "points", { value, writable: true, enumerable: true, configurable: true });
    },
    changePoints,
    drift
  };
}
var SAME_STEP = 2;
var SAME_STEP_ACROSS_MODELS = 5;
function oneStepEach(points, found) {
  const all = found.flat();
  if (found.slice(1).every((steps) => steps.length === 0)) return found[0] ?? [];
  const wanted = new Set(all.map((c) => c.commit));
  const position = /* @__PURE__ */ new Map();
  points.forEach((p, i) => {
    if (wanted.has(p.commit)) position.set(p.commit, i);
  });
  const earliest = (c) => earliestPlace(points, position.get(c.commit), c.cpuModel);
  const sourceOf = (c) => `${c.basis}\0${c.cpuModel ?? ""}`;
  const entries = [];
  for (const step of all) {
    const to = position.get(step.commit);
    const from = earliest(step);
    let twin;
    let twinDistance = Infinity;
    for (const e of entries) {
      if (e.sources.has(sourceOf(step)) || Math.sign(e.step.deltaPct) !== Math.sign(step.deltaPct)) continue;
      const distance = Math.max(0, from - e.to, e.from - to);
      const radius = step.cpuModel !== void 0 && [...e.sources].some((k) => k.startsWith(`${step.basis}\0`)) ? SAME_STEP_ACROSS_MODELS : SAME_STEP;
      if (distance <= radius && distance < twinDistance) {
        twin = e;
        twinDistance = distance;
      }
    }
    if (twin === void 0) {
      entries.push({ step: { ...step, bases: [...step.bases] }, from, to, sources: /* @__PURE__ */ new Set([sourceOf(step)]) });
      continue;
    }
    if (step.basis === twin.step.basis && to < twin.to) {
      twin.step = { ...step, bases: twin.step.bases, p: twin.step.p, cpuModel: step.cpuModel ?? twin.step.cpuModel };
    }
    const held = twin.step;
    if (!held.bases.includes(step.basis)) held.bases = [...held.bases, step.basis];
    held.p = Math.min(held.p, step.p);
    if (step.cpuModel !== void 0 && held.cpuModel === void 0) held.cpuModel = step.cpuModel;
    twin.sources.add(sourceOf(step));
    twin.from = Math.max(twin.from, Math.min(from, twin.to));
    twin.to = Math.min(twin.to, Math.max(to, twin.from));
  }
  return entries.map((e) => e.step).sort(byPositionThenBasis(position));
}
function earliestPlace(points, at, cpuModel) {
  if (cpuModel === void 0) return at;
  for (let i = at - 1; i >= 0; i--) if (machineKind(points[i].machine) === cpuModel && points[i].median !== null) return i + 1;
  return at;
}
function byPositionThenBasis(position) {
  return (a, b) => position.get(a.commit) - position.get(b.commit) || (a.basis === b.basis ? 0 : orderOf(a.basis) - orderOf(b.basis)) || (a.cpuModel ?? "").localeCompare(b.cpuModel ?? "");
}
function finiteOrNull(x) {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}
function pairOrNull(x) {
  if (!Array.isArray(x) || x.length !== 2) return null;
  return finiteOrNull(x[0]) === null || finiteOrNull(x[1]) === null ? null : x;
}
function toPoint(r) {
  return {
    commit: r.commit,
    parent: typeof r.parent === "string" ? r.parent : "",
    time: typeof r.time === "string" ? r.time : "",
    ratio: finiteOrNull(r.ratio),
    ratioCI: pairOrNull(r.ratioCI),
    median: finiteOrNull(typeof r.head === "object" && r.head !== null ? r.head.median : null),
    machine: machineOf(r.machine)
  };
}

// src/history/detect/severity.ts
var import_jstat2 = __toESM(require_jstat(), 1);
function confidentSize(ci) {
  if (ci[0] > 0) return ci[0];
  if (ci[1] < 0) return -ci[1];
  return 0;
}
function severity(f) {
  if (f.p === void 0) return confidentSize(f.ci);
  if (!(f.p > 0)) return Math.abs(f.deltaPct);
  const z = -import_jstat2.default.normal.inv(Math.min(1, f.p) / 2, 0, 1);
  return z > Z95 ? Math.abs(f.deltaPct) * (1 - Z95 / z) : 0;
}
function bySeverity(a, b) {
  return severity(b) - severity(a) || Math.abs(b.deltaPct) - Math.abs(a.deltaPct);
}
function worstFinding(s, drift) {
  const all = [...s.changePoints];
  if (drift) all.push({ deltaPct: drift.deltaPct, ci: drift.ci });
  return all.length === 0 ? null : all.reduce((worst, f) => bySeverity(f, worst) < 0 ? f : worst);
}

// src/history/render/phrases.ts
var isCommitSha = (commit) => /^[0-9a-f]{7,64}$/i.test(commit);
function shortSha(commit) {
  return isCommitSha(commit) ? commit.slice(0, 7).toLowerCase() : commit;
}
function isWorse(deltaPct, better) {
  return better === "lower" ? deltaPct > 0 : deltaPct < 0;
}
function stepsOf(series) {
  const basesOf = (cp) => cp.bases;
  const first = /* @__PURE__ */ new Map();
  for (const cp of series.changePoints) if (basesOf(cp) === void 0) first.set(cp.commit, Math.min(first.get(cp.commit) ?? Infinity, orderOf(cp.basis)));
  const steps = [];
  for (const cp of series.changePoints) {
    const bases = basesOf(cp);
    let also;
    if (bases !== void 0) also = [...new Set(bases.filter((b) => b !== cp.basis).map(labelOf))];
    else {
      if (orderOf(cp.basis) !== first.get(cp.commit)) continue;
      const others = series.changePoints.filter((o) => basesOf(o) === void 0 && o.commit === cp.commit && orderOf(o.basis) > orderOf(cp.basis));
      also = [...new Set(others.map((o) => labelOf(o.basis)))];
    }
    steps.push(also.length > 0 ? { ...cp, also } : cp);
  }
  return steps.sort(bySeverity);
}
var labelOf = (basis) => detectorOf(basis)?.label ?? basis;
function stepWhere(cp) {
  const detector = detectorOf(cp.basis);
  const own = detector === DETECTORS[0] ? "" : `, in ${labelOf(cp.basis)}${detector?.scope?.(cp) ?? ""}`;
  return `${own}${cp.also ? `, also in ${cp.also.join(" and ")}` : ""}`;
}
function stepText(cp, sha, withCI = true) {
  const ci = withCI ? `${formatPctCI(cp.ci).slice(0, -1)}, ` : "(";
  const p = cp.p === 0 ? "p < 1e-300" : `p = ${formatP(cp.p)}`;
  return `${formatDelta(cp.deltaPct)} step at ${sha(cp.commit)} ${ci}${p}${stepWhere(cp)})`;
}
function changePointsIn(series, drift) {
  const commits = series.points.map((p) => p.commit);
  const from = commits.indexOf(drift.from);
  const to = commits.indexOf(drift.to);
  if (to < 0) return [];
  const inWindow = new Set(commits.slice(from + 1, to + 1));
  return stepsOf(series).filter((cp) => inWindow.has(cp.commit));
}
function driftText(series, drift, sha) {
  const steps = changePointsIn(series, drift);
  const at = `${steps.length === 1 ? "the step" : "steps"} at ${steps.map((cp) => sha(cp.commit)).join(", ")}`;
  const which = steps.length === 0 ? "no single step" : drift.bases === void 0 ? `with ${at}` : `not counting ${at}`;
  return `${formatDelta(drift.deltaPct)} ${formatPctCI(drift.ci)} over ${plural(drift.commits, "commit")}, ${which}`;
}
var MINUTE = 6e4;
var HOUR = 60 * MINUTE;
var DAY = 24 * HOUR;
function formatThreshold(threshold) {
  return `${Number((100 * threshold).toPrecision(3))}%`;
}
var commitCount = (report) => new Set(report.series.flatMap((s) => s.points.map((p) => p.commit))).size;
function windowText(report, commits = commitCount(report)) {
  return `the last ${plural(Math.max(1, Math.min(report.window, commits)), "commit")}`;
}
function summaryText(report, counts, where = "") {
  return `${report.series.length} series over ${plural(commitCount(report), "recorded commit")}${where}: ${plural(counts.steps, "change point")}, ${counts.drifting} drifting beyond \xB1${formatThreshold(report.threshold)} over ${windowText(report)}`;
}
var driftsWithoutStep = (s) => !!s.drift?.flagged && (s.drift.bases !== void 0 || changePointsIn(s, s.drift).length === 0);
function onDay(time) {
  const d = new Date(time);
  return Number.isNaN(d.getTime()) ? "" : ` on ${d.toISOString().slice(0, 10)}`;
}
function findingLines(s, sha, threshold) {
  const findings = [];
  if (s.drift) {
    const improved = improvedBeyond(s.drift, threshold, s.better);
    const worse = isWorse(s.drift.deltaPct, s.better);
    const mark = s.drift.flagged ? worse ? "\u26A0\uFE0F drift, worse: " : "drift, better: " : improved ? "drift, better: " : "drift: ";
    const within = s.drift.flagged || improved ? "" : ` (its CI not beyond \xB1${formatThreshold(threshold)})`;
    const tone = s.drift.flagged ? worse ? "worse" : "better" : improved ? "better" : "";
    const finding = s.drift.flagged || improved;
    findings.push({
      tone,
      text: `${mark}${driftText(s, s.drift, sha)}${within}`,
      deltaPct: finding ? s.drift.deltaPct : 0,
      ci: finding ? s.drift.ci : [-Infinity, Infinity]
    });
  }
  const points = s.points;
  const at = new Map(points.map((p, i) => [p.commit, i]));
  for (const cp of stepsOf(s)) {
    const worse = isWorse(cp.deltaPct, s.better);
    const when = onDay(points[at.get(cp.commit) ?? -1]?.time ?? "");
    findings.push({
      tone: worse ? "worse" : "better",
      text: `${worse ? "\u26A0\uFE0F worse: " : "better: "}${stepText(cp, sha)}${when}`,
      deltaPct: cp.deltaPct,
      ci: cp.ci,
      p: cp.p
    });
  }
  return findings.sort(bySeverity).map(({ tone, text }) => ({ tone, text }));
}
function seriesMeta(s, shown2, total) {
  const commits = shown2 < total ? `${shown2} of ${total} commits (the newest)` : plural(total, "commit");
  const unit = s.measure === "instructions" ? ` (${s.unit}/op, counted under valgrind)` : s.unit ? ` (${s.unit})` : "";
  return `${s.metric}${unit} \xB7 ${commits} \xB7 ${s.better} is better`;
}
function chartLabel(s) {
  return `Cumulative change of ${s.benchmark} (${s.metric}) since its first commit shown, with its 95% band`;
}

// src/history/render/markdown.ts
function validRepository(repository) {
  return repository && /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repository) && !repository.includes("..") ? repository : void 0;
}
function commitMarkdown(repository) {
  const repo = validRepository(repository);
  return (commit) => {
    const text = escapeText(shortSha(commit));
    return repo && isCommitSha(commit) ? `[${text}](https://github.com/${repo}/commit/${commit.toLowerCase()})` : text;
  };
}
function seriesLabel(s) {
  const group = s.group ? `${codeSpan(s.group)} ` : "";
  return `${group}${codeSpan(s.benchmark)} \xB7 ${escapeText(s.metric)}`;
}
var hasFindings = (s, threshold) => s.changePoints.length > 0 || !!s.drift?.flagged || s.drift !== null && improvedBeyond(s.drift, threshold, s.better);
var byName = (a, b) => a.benchmark.localeCompare(b.benchmark) || a.metric.localeCompare(b.metric);
function driftFinding(s, threshold) {
  return s.drift && (s.drift.flagged || improvedBeyond(s.drift, threshold, s.better)) ? s.drift : null;
}
function sortByUrgency(series, threshold = Infinity) {
  const worst = new Map(series.map((s) => [s, worstFinding(s, Number.isFinite(threshold) ? driftFinding(s, threshold) : s.drift?.flagged ? s.drift : null)]));
  return [...series].sort((a, b) => {
    const [x, y] = [worst.get(a), worst.get(b)];
    if (x && y) return bySeverity(x, y) || byName(a, b);
    return x ? -1 : y ? 1 : byName(a, b);
  });
}
function seriesFindings(s, sha, threshold) {
  return [`- ${seriesLabel(s)}`, ...findingLines(s, sha, threshold).map((f) => `  - ${f.text}`)];
}
function renderHistoryMarkdown(report, options = {}) {
  const sha = commitMarkdown(options.repository);
  const found = sortByUrgency(
    report.series.filter((s) => hasFindings(s, report.threshold)),
    report.threshold
  );
  const stable = report.series.filter((s) => !hasFindings(s, report.threshold));
  const steps = found.reduce((n, s) => n + stepsOf(s).length, 0);
  const drifting = found.filter((s) => s.drift?.flagged).length;
  const lines = ["## benchgate history", "", `${summaryText(report, { steps, drifting })}.`];
  for (const w of report.warnings ?? []) lines.push("", `> [!WARNING]
> ${escapeText(w.message)}`);
  if (found.length > 0) lines.push("", ...found.flatMap((s) => seriesFindings(s, sha, report.threshold)));
  if (stable.length > 0) {
    lines.push("", `<details><summary>${stable.length} series with no step and no drift beyond the threshold</summary>`, "");
    for (const s of [...stable].sort(byName)) lines.push(`- ${seriesLabel(s)}: ${plural(s.points.length, "commit")}`);
    lines.push("", "</details>");
  }
  return `${lines.join("\n")}
`;
}

// src/history/store/reader.ts
function describeStore(store) {
  return store.kind === "folder" ? store.dir : `the data branch ${store.branch} of origin`;
}

// src/history/render/terminal.ts
function historyTerminal(report, store) {
  const found = sortByUrgency(
    report.series.filter((s) => hasFindings(s, report.threshold)),
    report.threshold
  );
  const steps = found.reduce((n, s) => n + stepsOf(s).length, 0);
  const drifting = found.filter((s) => s.drift?.flagged).length;
  const lines = [
    report.series.length === 0 ? `no records in ${describeStore(store)} yet: 'benchgate record' (or the action's mode: record on push) adds them` : summaryText(report, { steps, drifting }, ` in ${describeStore(store)}`)
  ];
  for (const s of found) {
    lines.push("", rowLabel(s));
    const findings = stepsOf(s).map((cp) => ({
      ...cp,
      line: `  ${isWorse(cp.deltaPct, s.better) ? "WORSE" : "better"}: ${stepText(cp, shortSha)}`
    }));
    if (s.drift && (s.drift.flagged || improvedBeyond(s.drift, report.threshold, s.better)))
      findings.push({
        deltaPct: s.drift.deltaPct,
        ci: s.drift.ci,
        line: `  drift, ${isWorse(s.drift.deltaPct, s.better) ? "WORSE" : "better"}: ${driftText(s, s.drift, shortSha)}`
      });
    lines.push(...findings.sort(bySeverity).map((f) => f.line));
  }
  const stable = report.series.length - found.length;
  if (found.length > 0 && stable > 0) lines.push("", `${stable} other series: no change point, no drift beyond the threshold`);
  return safeLogText(`${lines.join("\n")}
`);
}

// src/history/render/dashboard.ts
import { createHash } from "node:crypto";

// src/history/render/html-escape.ts
var ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

// src/history/detect/cumulative.ts
function logSE2(ci) {
  if (!ci || !(ci[0] > 0) || !(ci[1] > 0) || !Number.isFinite(ci[0]) || !Number.isFinite(ci[1])) return NaN;
  return (Math.log(ci[1]) - Math.log(ci[0])) / (2 * Z95);
}
var usable = (ratio) => ratio !== null && ratio > 0 && Number.isFinite(ratio);
function cumulativeChain(points) {
  const known = points.slice(1).map((p) => logSE2(p.ratioCI)).filter((se) => !Number.isNaN(se));
  const fill = medianOf(known);
  let logSum = 0;
  let variance = 0;
  return points.map((p, i) => {
    const stepPct = usable(p.ratio) ? 100 * (p.ratio - 1) : null;
    if (i === 0) return { commit: p.commit, time: p.time, stepPct, pct: 0, lo: 0, hi: 0 };
    if (!usable(p.ratio)) return { commit: p.commit, time: p.time, stepPct, pct: null, lo: null, hi: null };
    logSum += Math.log(p.ratio);
    const se = logSE2(p.ratioCI);
    variance += (Number.isNaN(se) ? fill ?? NaN : se) ** 2;
    const half = Z95 * Math.sqrt(variance);
    const pct = (log) => 100 * Math.expm1(log);
    if (Number.isNaN(half)) return { commit: p.commit, time: p.time, stepPct, pct: pct(logSum), lo: null, hi: null };
    return { commit: p.commit, time: p.time, stepPct, pct: pct(logSum), lo: pct(logSum - half), hi: pct(logSum + half) };
  });
}

// src/history/render/dashboard-page.ts
var DASHBOARD_CSS = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0; --card: #f6f8fa;
  --grid: rgba(31, 35, 40, 0.1); --line: #0969da; --band: rgba(9, 105, 218, 0.2); --worse: #bc4c00; --better: #1a7f37;
  --drift: rgba(188, 76, 0, 0.12); --link: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d; --card: #151b23;
    --grid: rgba(240, 246, 252, 0.12); --line: #4493f8; --band: rgba(68, 147, 248, 0.28); --worse: #f0883e; --better: #3fb950;
    --drift: rgba(240, 136, 62, 0.16); --link: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
header { padding: 16px 24px 8px; border-bottom: 1px solid var(--border); }
h1 { font-size: 20px; margin: 0 0 4px; }
.summary, .meta, .note { color: var(--muted); margin: 0; }
.controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 12px 0 4px; }
.controls input[type=search], .controls select { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 4px 8px; }
.controls input[type=search] { min-width: 16em; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 460px), 1fr)); gap: 16px; padding: 16px 24px 32px; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 8px; padding: 12px 14px; min-width: 0; }
.card[hidden] { display: none; }
.card h2 { font-size: 15px; margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; }
.card h2 .group { display: block; font-weight: 400; font-size: 12px; color: var(--muted); }
.finding { margin: 4px 0 0; padding: 0; list-style: none; }
.finding li { margin: 2px 0; }
.worse { color: var(--worse); }
.better { color: var(--better); }
.chart { margin-top: 8px; min-height: 220px; }
.point { color: var(--muted); font-size: 12px; margin: 4px 0 0; min-height: 1.5em; }
a { color: var(--link); }
code, .sha { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.empty { padding: 24px; color: var(--muted); }
`;

// src/history/render/dashboard-script.ts
var DASHBOARD_SCRIPT = '"use strict";\n(() => {\n  var __defProp = Object.defineProperty;\n  var __defProps = Object.defineProperties;\n  var __getOwnPropDescs = Object.getOwnPropertyDescriptors;\n  var __getOwnPropSymbols = Object.getOwnPropertySymbols;\n  var __hasOwnProp = Object.prototype.hasOwnProperty;\n  var __propIsEnum = Object.prototype.propertyIsEnumerable;\n  var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;\n  var __spreadValues = (a, b) => {\n    for (var prop in b || (b = {}))\n      if (__hasOwnProp.call(b, prop))\n        __defNormalProp(a, prop, b[prop]);\n    if (__getOwnPropSymbols)\n      for (var prop of __getOwnPropSymbols(b)) {\n        if (__propIsEnum.call(b, prop))\n          __defNormalProp(a, prop, b[prop]);\n      }\n    return a;\n  };\n  var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));\n  var __export = (target, all) => {\n    for (var name in all)\n      __defProp(target, name, { get: all[name], enumerable: true });\n  };\n\n  // src/history/render/dashboard/dom.ts\n  function el(tag, cls, text) {\n    const e = document.createElement(tag);\n    if (cls) e.className = cls;\n    if (text !== void 0) e.textContent = text;\n    return e;\n  }\n  function color(name) {\n    return getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim();\n  }\n\n  // src/history/render/dashboard/cards.ts\n  var cards_exports = {};\n  __export(cards_exports, {\n    chartCard: () => chartCard,\n    findingsCard: () => findingsCard,\n    titleCard: () => titleCard\n  });\n\n  // src/history/render/dashboard/cards/title.ts\n  var titleCard = {\n    id: "title",\n    order: 10,\n    data: (series, { shown, total, say }) => ({ meta: say.meta(series, shown.length, total) }),\n    render(box, data, { series }) {\n      const h = el("h2");\n      if (series.group) h.appendChild(el("span", "group", series.group));\n      h.appendChild(document.createTextNode(series.benchmark));\n      box.append(h, el("p", "meta", data.meta));\n    }\n  };\n\n  // src/history/render/dashboard/cards/findings.ts\n  var findingsCard = {\n    id: "findings",\n    order: 20,\n    data: (series, { say }) => say.findings(series),\n    render(box, findings, page) {\n      const list = el("ul", "finding");\n      for (const f of findings) list.appendChild(el("li", f.tone)).append(...page.said(f.said));\n      box.appendChild(list);\n    }\n  };\n\n  // src/report/format-units.ts\n  var MINUS = "\u2212";\n  var BYTES = [\n    { factor: 1024 ** 4, suffix: "TiB" },\n    { factor: 1024 ** 3, suffix: "GiB" },\n    { factor: 1024 ** 2, suffix: "MiB" },\n    { factor: 1024, suffix: "KiB" },\n    { factor: 1, suffix: "B" }\n  ];\n  function formatDelta(pct) {\n    if (pct === null || Number.isNaN(pct)) return "\u2014";\n    return `${signedNumber(pct)}%`;\n  }\n  function signedNumber(pct) {\n    const sign = pct > 0 ? "+" : pct < 0 ? MINUS : "\xB1";\n    const abs = Math.abs(pct);\n    const text = !Number.isFinite(abs) ? "\u221E" : abs >= 1e3 ? abs.toFixed(0) : abs.toFixed(1);\n    return sign + text;\n  }\n  function formatPctCI(ci) {\n    const bound = (pct) => formatDelta(pct).replace(/%$/, "");\n    return `(${bound(ci[0])} \u2026 ${bound(ci[1])})`;\n  }\n\n  // src/history/render/dashboard/cards/chart.ts\n  var HEIGHT = 220;\n  var made = /* @__PURE__ */ new Map();\n  var listening = false;\n  var chartCard = {\n    id: "chart",\n    order: 30,\n    data: (series, { say }) => ({ label: say.chartLabel(series) }),\n    render(box, data, page) {\n      const chart = el("div", "chart");\n      chart.setAttribute("role", "img");\n      chart.setAttribute("aria-label", data.label);\n      const point = el("p", "point");\n      box.append(chart, point);\n      const build = () => {\n        var _a;\n        (_a = made.get(page.section)) == null ? void 0 : _a.chart.destroy();\n        chart.textContent = "";\n        made.set(page.section, { chart: drawChart(page, chart, point), build });\n        document.body.dataset.charts = String(made.size);\n      };\n      whenNear(page.section, build);\n      listen();\n    }\n  };\n  function whenNear(section, build) {\n    if (!("IntersectionObserver" in window)) return build();\n    const observer = new IntersectionObserver(\n      (entries) => {\n        if (!entries.some((e) => e.isIntersecting)) return;\n        observer.disconnect();\n        build();\n      },\n      { rootMargin: "400px" }\n    );\n    observer.observe(section);\n  }\n  function listen() {\n    var _a, _b, _c;\n    if (listening) return;\n    listening = true;\n    let resize;\n    window.addEventListener("resize", () => {\n      clearTimeout(resize);\n      resize = setTimeout(() => {\n        for (const [section, { chart }] of made) chart.setSize({ width: Math.max(section.querySelector(".chart").clientWidth, 200), height: HEIGHT });\n      }, 100);\n    });\n    (_c = (_a = window.matchMedia) == null ? void 0 : (_b = _a.call(window, "(prefers-color-scheme: dark)")).addEventListener) == null ? void 0 : _c.call(_b, "change", () => {\n      for (const { build } of [...made.values()]) build();\n    });\n  }\n  var isoDay = (time) => {\n    const t = new Date(time != null ? time : "");\n    return Number.isNaN(t.getTime()) ? "" : t.toISOString().slice(0, 10);\n  };\n  function describePoint(page, line, i) {\n    const { data, series: s } = page;\n    line.textContent = "";\n    if (i === null || i === void 0 || i < 0 || i >= s.c.length) return;\n    const pct = s.pct[i];\n    const [lo, hi] = [s.lo[i], s.hi[i]];\n    const band = lo === null || hi === null ? i === 0 ? "" : " (no CI: the records have none)" : ` ${formatPctCI([lo, hi])}`;\n    const cumulative = pct === null ? "no ratio recorded" : `since ${data.labels[s.c[0]]}: ${formatDelta(pct)}${band}`;\n    line.append(...page.said([{ c: s.c[i] }, ` ${isoDay(data.times[s.c[i]])} \xB7 step ${formatDelta(s.step[i])} \xB7 ${cumulative}`]));\n  }\n  function drawMarks(s, colors) {\n    return (u) => {\n      var _a;\n      const ctx = u.ctx;\n      const { top, height, left, width } = u.bbox;\n      const ratio = window.devicePixelRatio || 1;\n      ctx.save();\n      if ((_a = s.drift) == null ? void 0 : _a.flagged) {\n        const x0 = u.valToPos(Math.max(s.drift.fromI, 0), "x", true);\n        const x1 = u.valToPos(s.drift.toI, "x", true);\n        ctx.fillStyle = colors.drift;\n        ctx.fillRect(Math.min(x0, x1), top, Math.abs(x1 - x0), height);\n      }\n      ctx.font = `${Math.round(11 * ratio)}px system-ui, sans-serif`;\n      ctx.textBaseline = "top";\n      for (const cp of s.cps) {\n        const x = u.valToPos(cp.i, "x", true);\n        if (x < left - 1 || x > left + width + 1) continue;\n        const c = cp.worse ? colors.worse : colors.better;\n        ctx.strokeStyle = c;\n        ctx.fillStyle = c;\n        ctx.lineWidth = 1.5 * ratio;\n        ctx.setLineDash([4 * ratio, 3 * ratio]);\n        ctx.beginPath();\n        ctx.moveTo(x, top);\n        ctx.lineTo(x, top + height);\n        ctx.stroke();\n        const label = formatDelta(cp.deltaPct);\n        ctx.fillText(label, Math.min(x + 3 * ratio, left + width - ctx.measureText(label).width), top + 2 * ratio);\n      }\n      ctx.restore();\n    };\n  }\n  function drawChart(page, box, line) {\n    const { data, series: s } = page;\n    const names = ["line", "band", "grid", "muted", "worse", "better", "drift"];\n    const colors = Object.fromEntries(names.map((n) => [n, color(n)]));\n    const axis = { stroke: colors.muted, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };\n    const opts = {\n      width: Math.max(box.clientWidth, 200),\n      height: HEIGHT,\n      legend: { show: false },\n      cursor: { drag: { x: true, y: false } },\n      scales: { x: { time: false } },\n      series: [\n        {},\n        { label: "cumulative", stroke: colors.line, width: 2, spanGaps: true, points: { show: s.c.length <= 60, size: 5, fill: colors.line } },\n        { label: "low", stroke: "transparent", width: 0, spanGaps: true, points: { show: false } },\n        { label: "high", stroke: "transparent", width: 0, spanGaps: true, points: { show: false } }\n      ],\n      bands: [{ series: [3, 2], fill: colors.band }],\n      axes: [\n        __spreadProps(__spreadValues({}, axis), {\n          space: 90,\n          incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4],\n          font: "11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",\n          values: (_u, splits) => splits.map((i) => i >= 0 && i < s.c.length && i === Math.round(i) ? data.labels[s.c[i]] : "")\n        }),\n        __spreadProps(__spreadValues({}, axis), {\n          // Wide enough for the longest label (+1000.0%): a fixed width cut the sign off +100.0%.\n          size: (_u, values) => 18 + (values != null ? values : []).reduce((n, v) => Math.max(n, String(v).length), 6) * 7,\n          values: (_u, splits) => splits.map((v) => formatDelta(v))\n        })\n      ],\n      hooks: {\n        draw: [drawMarks(s, colors)],\n        setCursor: [(u) => u.cursor.idx === null || u.cursor.idx === void 0 ? void 0 : describePoint(page, line, u.cursor.idx)]\n      }\n    };\n    const xs = s.c.map((_, i) => i);\n    const chart = new window.uPlot(opts, [xs, s.pct, s.lo, s.hi], box);\n    describePoint(page, line, s.c.length - 1);\n    return chart;\n  }\n\n  // src/history/render/dashboard/registry.ts\n  var CARDS = Object.values(cards_exports).sort((a, b) => a.order - b.order);\n\n  // src/history/render/dashboard/page.ts\n  function start() {\n    const data = window.BENCHGATE_HISTORY;\n    const main = document.getElementById("series");\n    const count = document.getElementById("count");\n    if (!data || !window.uPlot) {\n      count.textContent = "The history data did not load: history-data.js must sit beside index.html.";\n      return;\n    }\n    const commit = (ci) => {\n      const sha = data.commits[ci];\n      if (typeof sha !== "string") return el("span", "sha", "?");\n      const link = data.links[ci];\n      const node = link ? el("a", "sha", data.labels[ci]) : el("code", "sha", data.labels[ci]);\n      if (node instanceof HTMLAnchorElement && link) {\n        node.href = link;\n        node.rel = "noopener noreferrer";\n      }\n      node.title = sha;\n      return node;\n    };\n    const said = (parts) => parts.map((p) => typeof p === "string" ? document.createTextNode(p) : commit(p.c));\n    const sections = data.series.map((series) => {\n      const section = el("section", "card");\n      section.series = series;\n      const page = { data, series, section, said };\n      for (const card of CARDS) {\n        const box = section.appendChild(el("div", `card-${card.id}`));\n        card.render(box, series.cards[card.id], page);\n      }\n      main.appendChild(section);\n      return section;\n    });\n    const filter = document.getElementById("filter");\n    const metric = document.getElementById("metric");\n    const onlyFindings = document.getElementById("findings");\n    for (const m of [...new Set(data.series.map((s) => s.metric))].sort()) {\n      const option = el("option", "", m);\n      option.value = m;\n      metric.appendChild(option);\n    }\n    const apply = () => {\n      const text = filter.value.trim().toLowerCase();\n      let shown = 0;\n      for (const section of sections) {\n        const s = section.series;\n        const name = `${s.group ? `${s.group} ` : ""}${s.benchmark}`.toLowerCase();\n        const visible = (!text || name.includes(text)) && (!metric.value || s.metric === metric.value) && (!onlyFindings.checked || s.hasFindings);\n        section.hidden = !visible;\n        if (visible) shown++;\n      }\n      count.textContent = `Showing ${shown} of ${sections.length} series.`;\n    };\n    filter.addEventListener("input", apply);\n    metric.addEventListener("change", apply);\n    onlyFindings.addEventListener("change", apply);\n    apply();\n    if (sections.length === 0) main.appendChild(el("p", "empty", "No series recorded yet."));\n    document.body.dataset.ready = "true";\n  }\n  start();\n})();\n';

// src/history/render/dashboard/cards.ts
var cards_exports = {};
__export(cards_exports, {
  chartCard: () => chartCard,
  findingsCard: () => findingsCard,
  titleCard: () => titleCard
});

// src/history/render/dashboard/dom.ts
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== void 0) e.textContent = text;
  return e;
}
function color(name) {
  return getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim();
}

// src/history/render/dashboard/cards/title.ts
var titleCard = {
  id: "title",
  order: 10,
  data: (series, { shown: shown2, total, say }) => ({ meta: say.meta(series, shown2.length, total) }),
  render(box, data, { series }) {
    const h = el("h2");
    if (series.group) h.appendChild(el("span", "group", series.group));
    h.appendChild(document.createTextNode(series.benchmark));
    box.append(h, el("p", "meta", data.meta));
  }
};

// src/history/render/dashboard/cards/findings.ts
var findingsCard = {
  id: "findings",
  order: 20,
  data: (series, { say }) => say.findings(series),
  render(box, findings, page) {
    const list = el("ul", "finding");
    for (const f of findings) list.appendChild(el("li", f.tone)).append(...page.said(f.said));
    box.appendChild(list);
  }
};

// src/history/render/dashboard/cards/chart.ts
var HEIGHT = 220;
var made = /* @__PURE__ */ new Map();
var listening = false;
var chartCard = {
  id: "chart",
  order: 30,
  data: (series, { say }) => ({ label: say.chartLabel(series) }),
  render(box, data, page) {
    const chart = el("div", "chart");
    chart.setAttribute("role", "img");
    chart.setAttribute("aria-label", data.label);
    const point = el("p", "point");
    box.append(chart, point);
    const build = () => {
      made.get(page.section)?.chart.destroy();
      chart.textContent = "";
      made.set(page.section, { chart: drawChart(page, chart, point), build });
      document.body.dataset.charts = String(made.size);
    };
    whenNear(page.section, build);
    listen();
  }
};
function whenNear(section, build) {
  if (!("IntersectionObserver" in window)) return build();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      build();
    },
    { rootMargin: "400px" }
  );
  observer.observe(section);
}
function listen() {
  if (listening) return;
  listening = true;
  let resize;
  window.addEventListener("resize", () => {
    clearTimeout(resize);
    resize = setTimeout(() => {
      for (const [section, { chart }] of made) chart.setSize({ width: Math.max(section.querySelector(".chart").clientWidth, 200), height: HEIGHT });
    }, 100);
  });
  window.matchMedia?.("(prefers-color-scheme: dark)").addEventListener?.("change", () => {
    for (const { build } of [...made.values()]) build();
  });
}
var isoDay = (time) => {
  const t = new Date(time ?? "");
  return Number.isNaN(t.getTime()) ? "" : t.toISOString().slice(0, 10);
};
function describePoint(page, line, i) {
  const { data, series: s } = page;
  line.textContent = "";
  if (i === null || i === void 0 || i < 0 || i >= s.c.length) return;
  const pct = s.pct[i];
  const [lo, hi] = [s.lo[i], s.hi[i]];
  const band = lo === null || hi === null ? i === 0 ? "" : " (no CI: the records have none)" : ` ${formatPctCI([lo, hi])}`;
  const cumulative = pct === null ? "no ratio recorded" : `since ${data.labels[s.c[0]]}: ${formatDelta(pct)}${band}`;
  line.append(...page.said([{ c: s.c[i] }, ` ${isoDay(data.times[s.c[i]])} \xB7 step ${formatDelta(s.step[i])} \xB7 ${cumulative}`]));
}
function drawMarks(s, colors) {
  return (u) => {
    const ctx = u.ctx;
    const { top, height, left, width } = u.bbox;
    const ratio = window.devicePixelRatio || 1;
    ctx.save();
    if (s.drift?.flagged) {
      const x0 = u.valToPos(Math.max(s.drift.fromI, 0), "x", true);
      const x1 = u.valToPos(s.drift.toI, "x", true);
      ctx.fillStyle = colors.drift;
      ctx.fillRect(Math.min(x0, x1), top, Math.abs(x1 - x0), height);
    }
    ctx.font = `${Math.round(11 * ratio)}px system-ui, sans-serif`;
    ctx.textBaseline = "top";
    for (const cp of s.cps) {
      const x = u.valToPos(cp.i, "x", true);
      if (x < left - 1 || x > left + width + 1) continue;
      const c = cp.worse ? colors.worse : colors.better;
      ctx.strokeStyle = c;
      ctx.fillStyle = c;
      ctx.lineWidth = 1.5 * ratio;
      ctx.setLineDash([4 * ratio, 3 * ratio]);
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      const label2 = formatDelta(cp.deltaPct);
      ctx.fillText(label2, Math.min(x + 3 * ratio, left + width - ctx.measureText(label2).width), top + 2 * ratio);
    }
    ctx.restore();
  };
}
function drawChart(page, box, line) {
  const { data, series: s } = page;
  const names = ["line", "band", "grid", "muted", "worse", "better", "drift"];
  const colors = Object.fromEntries(names.map((n) => [n, color(n)]));
  const axis = { stroke: colors.muted, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  const opts = {
    width: Math.max(box.clientWidth, 200),
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: true, y: false } },
    scales: { x: { time: false } },
    series: [
      {},
      { label: "cumulative", stroke: colors.line, width: 2, spanGaps: true, points: { show: s.c.length <= 60, size: 5, fill: colors.line } },
      { label: "low", stroke: "transparent", width: 0, spanGaps: true, points: { show: false } },
      { label: "high", stroke: "transparent", width: 0, spanGaps: true, points: { show: false } }
    ],
    bands: [{ series: [3, 2], fill: colors.band }],
    axes: [
      {
        ...axis,
        space: 90,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4],
        font: "11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
        values: (_u, splits) => splits.map((i) => i >= 0 && i < s.c.length && i === Math.round(i) ? data.labels[s.c[i]] : "")
      },
      {
        ...axis,
        // Wide enough for the longest label (+1000.0%): a fixed width cut the sign off +100.0%.
        size: (_u, values) => 18 + (values ?? []).reduce((n, v) => Math.max(n, String(v).length), 6) * 7,
        values: (_u, splits) => splits.map((v) => formatDelta(v))
      }
    ],
    hooks: {
      draw: [drawMarks(s, colors)],
      setCursor: [(u) => u.cursor.idx === null || u.cursor.idx === void 0 ? void 0 : describePoint(page, line, u.cursor.idx)]
    }
  };
  const xs = s.c.map((_, i) => i);
  const chart = new window.uPlot(opts, [xs, s.pct, s.lo, s.hi], box);
  describePoint(page, line, s.c.length - 1);
  return chart;
}

// src/history/render/dashboard/registry.ts
var CARDS = Object.values(cards_exports).sort((a, b) => a.order - b.order);

// src/history/render/uplot-bundle.ts
var UPLOT_VERSION = "1.6.32";
var UPLOT_JS = '/*! https://github.com/leeoniya/uPlot (v1.6.32) */\nvar uPlot=function(){"use strict";const l="u-off",e="u-label",t="width",n="height",i="top",o="bottom",s="left",r="right",u="#000",a=u+"0",f="mousemove",c="mousedown",h="mouseup",d="mouseenter",p="mouseleave",m="dblclick",g="change",x="dppxchange",w="--",_="undefined"!=typeof window,b=_?document:null,v=_?window:null,k=_?navigator:null;let y,M;function S(l,e){if(null!=e){let t=l.classList;!t.contains(e)&&t.add(e)}}function T(l,e){let t=l.classList;t.contains(e)&&t.remove(e)}function E(l,e,t){l.style[e]=t+"px"}function z(l,e,t,n){let i=b.createElement(l);return null!=e&&S(i,e),null!=t&&t.insertBefore(i,n),i}function D(l,e){return z("div",l,e)}const P=new WeakMap;function A(e,t,n,i,o){let s="translate("+t+"px,"+n+"px)";s!=P.get(e)&&(e.style.transform=s,P.set(e,s),0>t||0>n||t>i||n>o?S(e,l):T(e,l))}const W=new WeakMap;function Y(l,e,t){let n=e+t;n!=W.get(l)&&(W.set(l,n),l.style.background=e,l.style.borderColor=t)}const C=new WeakMap;function H(l,e,t,n){let i=e+""+t;i!=C.get(l)&&(C.set(l,i),l.style.height=t+"px",l.style.width=e+"px",l.style.marginLeft=n?-e/2+"px":0,l.style.marginTop=n?-t/2+"px":0)}const F={passive:!0},R={...F,capture:!0};function G(l,e,t,n){e.addEventListener(l,t,n?R:F)}function I(l,e,t){e.removeEventListener(l,t,F)}function L(l,e,t,n){let i;t=t||0;let o=2147483647>=(n=n||e.length-1);for(;n-t>1;)i=o?t+n>>1:sl((t+n)/2),l>e[i]?t=i:n=i;return l-e[t]>e[n]-l?n:t}function O(l){return(e,t,n)=>{let i=-1,o=-1;for(let o=t;n>=o;o++)if(l(e[o])){i=o;break}for(let i=n;i>=t;i--)if(l(e[i])){o=i;break}return[i,o]}}_&&function l(){let e=devicePixelRatio;y!=e&&(y=e,M&&I(g,M,l),M=matchMedia(`(min-resolution: ${y-.001}dppx) and (max-resolution: ${y+.001}dppx)`),G(g,M,l),v.dispatchEvent(new CustomEvent(x)))}();const N=l=>null!=l,j=l=>null!=l&&l>0,U=O(N),V=O(j);function B(l,e,t,n){let i=hl(l),o=hl(e);l==e&&(-1==i?(l*=t,e/=t):(l/=t,e*=t));let s=10==t?dl:pl,r=1==o?ul:sl,u=(1==i?sl:ul)(s(ol(l))),a=r(s(ol(e))),f=cl(t,u),c=cl(t,a);return 10==t&&(0>u&&(f=Al(f,-u)),0>a&&(c=Al(c,-a))),n||2==t?(l=f*i,e=c*o):(l=Pl(l,f),e=Dl(e,c)),[l,e]}function $(l,e,t,n){let i=B(l,e,t,n);return 0==l&&(i[0]=0),0==e&&(i[1]=0),i}const J=.1,q={mode:3,pad:J},K={pad:0,soft:null,mode:0},X={min:K,max:K};function Z(l,e,t,n){return Ol(t)?ll(l,e,t):(K.pad=t,K.soft=n?0:null,K.mode=n?3:0,ll(l,e,X))}function Q(l,e){return null==l?e:l}function ll(l,e,t){let n=t.min,i=t.max,o=Q(n.pad,0),s=Q(i.pad,0),r=Q(n.hard,-gl),u=Q(i.hard,gl),a=Q(n.soft,gl),f=Q(i.soft,-gl),c=Q(n.mode,0),h=Q(i.mode,0),d=e-l,p=dl(d),m=fl(ol(l),ol(e)),g=dl(m),x=ol(g-p);(1e-24>d||x>10)&&(d=0,0!=l&&0!=e||(d=1e-24,2==c&&a!=gl&&(o=0),2==h&&f!=-gl&&(s=0)));let w=d||m||1e3,_=dl(w),b=cl(10,sl(_)),v=Al(Pl(l-w*(0==d?0==l?.1:1:o),b/10),24),k=a>l||1!=c&&(3!=c||v>a)&&(2!=c||a>v)?gl:a,y=fl(r,k>v&&l>=k?k:al(k,v)),M=Al(Dl(e+w*(0==d?0==e?.1:1:s),b/10),24),S=e>f||1!=h&&(3!=h||f>M)&&(2!=h||M>f)?-gl:f,T=al(u,M>S&&S>=e?S:fl(S,M));return y==T&&0==y&&(T=100),[y,T]}const el=new Intl.NumberFormat(_?k.language:"en-US"),tl=l=>el.format(l),nl=Math,il=nl.PI,ol=nl.abs,sl=nl.floor,rl=nl.round,ul=nl.ceil,al=nl.min,fl=nl.max,cl=nl.pow,hl=nl.sign,dl=nl.log10,pl=nl.log2,ml=(l,e=1)=>nl.asinh(l/e),gl=1/0;function xl(l){return 1+(0|dl((l^l>>31)-(l>>31)))}function wl(l,e,t){return al(fl(l,e),t)}function _l(l){return"function"==typeof l}function bl(l){return _l(l)?l:()=>l}const vl=l=>l,kl=(l,e)=>e,yl=()=>null,Ml=()=>!0,Sl=(l,e)=>l==e,Tl=/\\.\\d*?(?=9{6,}|0{6,})/gm,El=l=>{if(Il(l)||Wl.has(l))return l;const e=""+l,t=e.match(Tl);if(null==t)return l;let n=t[0].length-1;if(-1!=e.indexOf("e-")){let[l,t]=e.split("e");return+`${El(l)}e${t}`}return Al(l,n)};function zl(l,e){return El(Al(El(l/e))*e)}function Dl(l,e){return El(ul(El(l/e))*e)}function Pl(l,e){return El(sl(El(l/e))*e)}function Al(l,e=0){if(Il(l))return l;let t=10**e;return rl(l*t*(1+Number.EPSILON))/t}const Wl=new Map;function Yl(l){return((""+l).split(".")[1]||"").length}function Cl(l,e,t,n){let i=[],o=n.map(Yl);for(let s=e;t>s;s++){let e=ol(s),t=Al(cl(l,s),e);for(let r=0;n.length>r;r++){let u=10==l?+`${n[r]}e${s}`:n[r]*t,a=(0>s?e:0)+(o[r]>s?o[r]:0),f=10==l?u:Al(u,a);i.push(f),Wl.set(f,a)}}return i}const Hl={},Fl=[],Rl=[null,null],Gl=Array.isArray,Il=Number.isInteger;function Ll(l){return"string"==typeof l}function Ol(l){let e=!1;if(null!=l){let t=l.constructor;e=null==t||t==Object}return e}function Nl(l){return null!=l&&"object"==typeof l}const jl=Object.getPrototypeOf(Uint8Array),Ul="__proto__";function Vl(l,e=Ol){let t;if(Gl(l)){let n=l.find((l=>null!=l));if(Gl(n)||e(n)){t=Array(l.length);for(let n=0;l.length>n;n++)t[n]=Vl(l[n],e)}else t=l.slice()}else if(l instanceof jl)t=l.slice();else if(e(l)){t={};for(let n in l)n!=Ul&&(t[n]=Vl(l[n],e))}else t=l;return t}function Bl(l){let e=arguments;for(let t=1;e.length>t;t++){let n=e[t];for(let e in n)e!=Ul&&(Ol(l[e])?Bl(l[e],Vl(n[e])):l[e]=Vl(n[e]))}return l}function $l(l,e,t){for(let n,i=0,o=-1;e.length>i;i++){let s=e[i];if(s>o){for(n=s-1;n>=0&&null==l[n];)l[n--]=null;for(n=s+1;t>n&&null==l[n];)l[o=n++]=null}}}const Jl="undefined"==typeof queueMicrotask?l=>Promise.resolve().then(l):queueMicrotask,ql=["January","February","March","April","May","June","July","August","September","October","November","December"],Kl=["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"];function Xl(l){return l.slice(0,3)}const Zl=Kl.map(Xl),Ql=ql.map(Xl),le={MMMM:ql,MMM:Ql,WWWW:Kl,WWW:Zl};function ee(l){return(10>l?"0":"")+l}const te={YYYY:l=>l.getFullYear(),YY:l=>(l.getFullYear()+"").slice(2),MMMM:(l,e)=>e.MMMM[l.getMonth()],MMM:(l,e)=>e.MMM[l.getMonth()],MM:l=>ee(l.getMonth()+1),M:l=>l.getMonth()+1,DD:l=>ee(l.getDate()),D:l=>l.getDate(),WWWW:(l,e)=>e.WWWW[l.getDay()],WWW:(l,e)=>e.WWW[l.getDay()],HH:l=>ee(l.getHours()),H:l=>l.getHours(),h:l=>{let e=l.getHours();return 0==e?12:e>12?e-12:e},AA:l=>12>l.getHours()?"AM":"PM",aa:l=>12>l.getHours()?"am":"pm",a:l=>12>l.getHours()?"a":"p",mm:l=>ee(l.getMinutes()),m:l=>l.getMinutes(),ss:l=>ee(l.getSeconds()),s:l=>l.getSeconds(),fff:l=>function(l){return(10>l?"00":100>l?"0":"")+l}(l.getMilliseconds())};function ne(l,e){e=e||le;let t,n=[],i=/\\{([a-z]+)\\}|[^{]+/gi;for(;t=i.exec(l);)n.push("{"==t[0][0]?te[t[1]]:t[0]);return l=>{let t="";for(let i=0;n.length>i;i++)t+="string"==typeof n[i]?n[i]:n[i](l,e);return t}}const ie=(new Intl.DateTimeFormat).resolvedOptions().timeZone,oe=l=>l%1==0,se=[1,2,2.5,5],re=Cl(10,-32,0,se),ue=Cl(10,0,32,se),ae=ue.filter(oe),fe=re.concat(ue),ce="{YYYY}",he="\\n"+ce,de="{M}/{D}",pe="\\n"+de,me=pe+"/{YY}",ge="{aa}",xe="{h}:{mm}"+ge,we="\\n"+xe,_e=":{ss}",be=null;function ve(l){let e=1e3*l,t=60*e,n=60*t,i=24*n,o=30*i,s=365*i;return[(1==l?Cl(10,0,3,se).filter(oe):Cl(10,-3,0,se)).concat([e,5*e,10*e,15*e,30*e,t,5*t,10*t,15*t,30*t,n,2*n,3*n,4*n,6*n,8*n,12*n,i,2*i,3*i,4*i,5*i,6*i,7*i,8*i,9*i,10*i,15*i,o,2*o,3*o,4*o,6*o,s,2*s,5*s,10*s,25*s,50*s,100*s]),[[s,ce,be,be,be,be,be,be,1],[28*i,"{MMM}",he,be,be,be,be,be,1],[i,de,he,be,be,be,be,be,1],[n,"{h}"+ge,me,be,pe,be,be,be,1],[t,xe,me,be,pe,be,be,be,1],[e,_e,me+" "+xe,be,pe+" "+xe,be,we,be,1],[l,_e+".{fff}",me+" "+xe,be,pe+" "+xe,be,we,be,1]],function(e){return(r,u,a,f,c,h)=>{let d=[],p=c>=s,m=c>=o&&s>c,g=e(a),x=Al(g*l,3),w=Pe(g.getFullYear(),p?0:g.getMonth(),m||p?1:g.getDate()),_=Al(w*l,3);if(m||p){let t=m?c/o:0,n=p?c/s:0,i=x==_?x:Al(Pe(w.getFullYear()+n,w.getMonth()+t,1)*l,3),r=new Date(rl(i/l)),u=r.getFullYear(),a=r.getMonth();for(let o=0;f>=i;o++){let s=Pe(u+n*o,a+t*o,1),r=s-e(Al(s*l,3));i=Al((+s+r)*l,3),i>f||d.push(i)}}else{let o=i>c?c:i,s=_+(sl(a)-sl(x))+Dl(x-_,o);d.push(s);let p=e(s),m=p.getHours()+p.getMinutes()/t+p.getSeconds()/n,g=c/n,w=h/r.axes[u]._space;for(;s=Al(s+c,1==l?0:3),f>=s;)if(g>1){let l=sl(Al(m+g,6))%24,t=e(s).getHours()-l;t>1&&(t=-1),s-=t*n,m=(m+g)%24,.7>Al((s-d[d.length-1])/c,3)*w||d.push(s)}else d.push(s)}return d}}]}const[ke,ye,Me]=ve(1),[Se,Te,Ee]=ve(.001);function ze(l,e){return l.map((l=>l.map(((t,n)=>0==n||8==n||null==t?t:e(1==n||0==l[8]?t:l[1]+t)))))}function De(l,e){return(t,n,i,o,s)=>{let r,u,a,f,c,h,d=e.find((l=>s>=l[0]))||e[e.length-1];return n.map((e=>{let t=l(e),n=t.getFullYear(),i=t.getMonth(),o=t.getDate(),s=t.getHours(),p=t.getMinutes(),m=t.getSeconds(),g=n!=r&&d[2]||i!=u&&d[3]||o!=a&&d[4]||s!=f&&d[5]||p!=c&&d[6]||m!=h&&d[7]||d[1];return r=n,u=i,a=o,f=s,c=p,h=m,g(t)}))}}function Pe(l,e,t){return new Date(l,e,t)}function Ae(l,e){return e(l)}function We(l,e){return(t,n,i,o)=>null==o?w:e(l(n))}Cl(2,-53,53,[1]);const Ye={show:!0,live:!0,isolate:!1,mount:()=>{},markers:{show:!0,width:2,stroke:function(l,e){let t=l.series[e];return t.width?t.stroke(l,e):t.points.width?t.points.stroke(l,e):null},fill:function(l,e){return l.series[e].fill(l,e)},dash:"solid"},idx:null,idxs:null,values:[]},Ce=[0,0];function He(l,e,t,n=!0){return l=>{0==l.button&&(!n||l.target==e)&&t(l)}}function Fe(l,e,t,n=!0){return l=>{(!n||l.target==e)&&t(l)}}const Re={show:!0,x:!0,y:!0,lock:!1,move:function(l,e,t){return Ce[0]=e,Ce[1]=t,Ce},points:{one:!1,show:function(l,e){let i=l.cursor.points,o=D(),s=i.size(l,e);E(o,t,s),E(o,n,s);let r=s/-2;E(o,"marginLeft",r),E(o,"marginTop",r);let u=i.width(l,e,s);return u&&E(o,"borderWidth",u),o},size:function(l,e){return l.series[e].points.size},width:0,stroke:function(l,e){let t=l.series[e].points;return t._stroke||t._fill},fill:function(l,e){let t=l.series[e].points;return t._fill||t._stroke}},bind:{mousedown:He,mouseup:He,click:He,dblclick:He,mousemove:Fe,mouseleave:Fe,mouseenter:Fe},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(l,e)=>{e.stopPropagation(),e.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(l,e,t,n,i)=>n-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ge={show:!0,stroke:"rgba(0,0,0,0.07)",width:2},Ie=Bl({},Ge,{filter:kl}),Le=Bl({},Ie,{size:10}),Oe=Bl({},Ge,{show:!1}),Ne=\'12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"\',je="bold "+Ne,Ue={show:!0,scale:"x",stroke:u,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:je,side:2,grid:Ie,ticks:Le,border:Oe,font:Ne,lineGap:1.5,rotate:0},Ve={show:!0,scale:"x",auto:!1,sorted:1,min:gl,max:-gl,idxs:[]};function Be(l,e){return e.map((l=>null==l?"":tl(l)))}function $e(l,e,t,n,i,o,s){let r=[],u=Wl.get(i)||0;for(let l=t=s?t:Al(Dl(t,i),u);n>=l;l=Al(l+i,u))r.push(Object.is(l,-0)?0:l);return r}function Je(l,e,t,n,i){const o=[],s=l.scales[l.axes[e].scale].log,r=sl((10==s?dl:pl)(t));i=cl(s,r),10==s&&(i=fe[L(i,fe)]);let u=t,a=i*s;10==s&&(a=fe[L(a,fe)]);do{o.push(u),u+=i,10!=s||Wl.has(u)||(u=Al(u,Wl.get(i))),a>u||(a=(i=u)*s,10==s&&(a=fe[L(a,fe)]))}while(n>=u);return o}function qe(l,e,t,n,i){let o=l.scales[l.axes[e].scale].asinh,s=n>o?Je(l,e,fl(o,t),n,i):[o],r=0>n||t>0?[]:[0];return(-o>t?Je(l,e,fl(o,-n),-t,i):[o]).reverse().map((l=>-l)).concat(r,s)}const Ke=/./,Xe=/[12357]/,Ze=/[125]/,Qe=/1/,lt=(l,e,t,n)=>l.map(((l,i)=>4==e&&0==l||i%n==0&&t.test(l.toExponential()[0>l?1:0])?l:null));function et(l,e,t){let n=l.axes[t],i=n.scale,o=l.scales[i],s=l.valToPos,r=n._space,u=s(10,i),a=s(9,i)-u<r?s(7,i)-u<r?s(5,i)-u<r?Qe:Ze:Xe:Ke;if(a==Qe){let l=ol(s(1,i)-u);if(r>l)return lt(e.slice().reverse(),o.distr,a,ul(r/l)).reverse()}return lt(e,o.distr,a,1)}function tt(l,e,t){let n=l.axes[t],i=n.scale,o=n._space,s=l.valToPos,r=ol(s(1,i)-s(2,i));return o>r?lt(e.slice().reverse(),3,Ke,ul(o/r)).reverse():e}function nt(l,e,t,n){return null==n?w:null==e?"":tl(e)}const it={show:!0,scale:"y",stroke:u,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:je,side:3,grid:Ie,ticks:Le,border:Oe,font:Ne,lineGap:1.5,rotate:0},ot={scale:null,auto:!0,sorted:0,min:gl,max:-gl},st=(l,e,t,n,i)=>i,rt={show:!0,auto:!0,sorted:0,gaps:st,alpha:1,facets:[Bl({},ot,{scale:"x"}),Bl({},ot,{scale:"y"})]},ut={scale:"y",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:st,alpha:1,points:{show:function(l,e){let{scale:t,idxs:n}=l.series[0],i=l._data[0],o=l.valToPos(i[n[0]],t,!0),s=l.valToPos(i[n[1]],t,!0);return ol(s-o)/(l.series[e].points.space*y)>=n[1]-n[0]},filter:null},values:null,min:gl,max:-gl,idxs:[],path:null,clip:null};function at(l,e,t){return t/10}const ft={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},ct=Bl({},ft,{time:!1,ori:1}),ht={};function dt(l){let e=ht[l];return e||(e={key:l,plots:[],sub(l){e.plots.push(l)},unsub(l){e.plots=e.plots.filter((e=>e!=l))},pub(l,t,n,i,o,s,r){for(let u=0;e.plots.length>u;u++)e.plots[u]!=t&&e.plots[u].pub(l,t,n,i,o,s,r)}},null!=l&&(ht[l]=e)),e}function pt(l,e,t){const n=l.mode,i=l.series[e],o=2==n?l._data[e]:l._data,s=l.scales,r=l.bbox;let u=o[0],a=2==n?o[1]:o[e],f=2==n?s[i.facets[0].scale]:s[l.series[0].scale],c=2==n?s[i.facets[1].scale]:s[i.scale],h=r.left,d=r.top,p=r.width,m=r.height,g=l.valToPosH,x=l.valToPosV;return 0==f.ori?t(i,u,a,f,c,g,x,h,d,p,m,kt,Mt,Tt,zt,Pt):t(i,u,a,f,c,x,g,d,h,m,p,yt,St,Et,Dt,At)}function mt(l,e){let t=0,n=0,i=Q(l.bands,Fl);for(let l=0;i.length>l;l++){let o=i[l];o.series[0]==e?t=o.dir:o.series[1]==e&&(n|=1==o.dir?1:2)}return[t,1==n?-1:2==n?1:3==n?2:0]}function gt(l,e,t,n,i){let o=l.series[e],s=l.scales[2==l.mode?o.facets[1].scale:o.scale];return-1==i?s.min:1==i?s.max:3==s.distr?1==s.dir?s.min:s.max:0}function xt(l,e,t,n,i,o){return pt(l,e,((l,e,s,r,u,a,f,c,h,d,p)=>{let m=l.pxRound;const g=0==r.ori?Mt:St;let x,w;1==r.dir*(0==r.ori?1:-1)?(x=t,w=n):(x=n,w=t);let _=m(a(e[x],r,d,c)),b=m(f(s[x],u,p,h)),v=m(a(e[w],r,d,c)),k=m(f(1==o?u.max:u.min,u,p,h)),y=new Path2D(i);return g(y,v,k),g(y,_,k),g(y,_,b),y}))}function wt(l,e,t,n,i,o){let s=null;if(l.length>0){s=new Path2D;const r=0==e?Tt:Et;let u=t;for(let e=0;l.length>e;e++){let t=l[e];if(t[1]>t[0]){let l=t[0]-u;l>0&&r(s,u,n,l,n+o),u=t[1]}}let a=t+i-u,f=10;a>0&&r(s,u,n-f/2,a,n+o+f)}return s}function _t(l,e,t,n,i,o,s){let r=[],u=l.length;for(let a=1==i?t:n;a>=t&&n>=a;a+=i)if(null===e[a]){let f=a,c=a;if(1==i)for(;++a<=n&&null===e[a];)c=a;else for(;--a>=t&&null===e[a];)c=a;let h=o(l[f]),d=c==f?h:o(l[c]),p=f-i;h=s>0||0>p||p>=u?h:o(l[p]);let m=c+i;d=0>s||0>m||m>=u?d:o(l[m]),h>d||r.push([h,d])}return r}function bt(l){return 0==l?vl:1==l?rl:e=>zl(e,l)}function vt(l){let e=0==l?kt:yt,t=0==l?(l,e,t,n,i,o)=>{l.arcTo(e,t,n,i,o)}:(l,e,t,n,i,o)=>{l.arcTo(t,e,i,n,o)},n=0==l?(l,e,t,n,i)=>{l.rect(e,t,n,i)}:(l,e,t,n,i)=>{l.rect(t,e,i,n)};return(l,i,o,s,r,u=0,a=0)=>{0==u&&0==a?n(l,i,o,s,r):(u=al(u,s/2,r/2),a=al(a,s/2,r/2),e(l,i+u,o),t(l,i+s,o,i+s,o+r,u),t(l,i+s,o+r,i,o+r,a),t(l,i,o+r,i,o,a),t(l,i,o,i+s,o,u),l.closePath())}}const kt=(l,e,t)=>{l.moveTo(e,t)},yt=(l,e,t)=>{l.moveTo(t,e)},Mt=(l,e,t)=>{l.lineTo(e,t)},St=(l,e,t)=>{l.lineTo(t,e)},Tt=vt(0),Et=vt(1),zt=(l,e,t,n,i,o)=>{l.arc(e,t,n,i,o)},Dt=(l,e,t,n,i,o)=>{l.arc(t,e,n,i,o)},Pt=(l,e,t,n,i,o,s)=>{l.bezierCurveTo(e,t,n,i,o,s)},At=(l,e,t,n,i,o,s)=>{l.bezierCurveTo(t,e,i,n,s,o)};function Wt(){return(l,e,t,n,i)=>pt(l,e,((e,o,s,r,u,a,f,c,h,d,p)=>{let m,g,{pxRound:x,points:w}=e;0==r.ori?(m=kt,g=zt):(m=yt,g=Dt);const _=Al(w.width*y,3);let b=(w.size-w.width)/2*y,v=Al(2*b,3),k=new Path2D,M=new Path2D,{left:S,top:T,width:E,height:z}=l.bbox;Tt(M,S-v,T-v,E+2*v,z+2*v);const D=l=>{if(null!=s[l]){let e=x(a(o[l],r,d,c)),t=x(f(s[l],u,p,h));m(k,e+b,t),g(k,e,t,b,0,2*il)}};if(i)i.forEach(D);else for(let l=t;n>=l;l++)D(l);return{stroke:_>0?k:null,fill:k,clip:M,flags:3}}))}function Yt(l){return(e,t,n,i,o,s)=>{n!=i&&(o!=n&&s!=n&&l(e,t,n),o!=i&&s!=i&&l(e,t,i),l(e,t,s))}}const Ct=Yt(Mt),Ht=Yt(St);function Ft(l){const e=Q(l?.alignGaps,0);return(l,t,n,i)=>pt(l,t,((o,s,r,u,a,f,c,h,d,p,m)=>{[n,i]=U(r,n,i);let g,x,w=o.pxRound,_=l=>w(f(l,u,p,h)),b=l=>w(c(l,a,m,d));0==u.ori?(g=Mt,x=Ct):(g=St,x=Ht);const v=u.dir*(0==u.ori?1:-1),k={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:1},y=k.stroke;let M=!1;if(i-n<4*p)for(let l=1==v?n:i;l>=n&&i>=l;l+=v){let e=r[l];null===e?M=!0:null!=e&&g(y,_(s[l]),b(e))}else{let e,t,o,a=e=>l.posToVal(e,u.key,!0),f=null,c=null,h=_(s[1==v?n:i]),d=_(s[n]),p=_(s[i]),m=a(1==v?d+1:p-1);for(let l=1==v?n:i;l>=n&&i>=l;l+=v){let n=s[l],i=(1==v?m>n:n>m)?h:_(n),o=r[l];i==h?null!=o?(t=o,null==f?(g(y,i,b(t)),e=f=c=t):f>t?f=t:t>c&&(c=t)):null===o&&(M=!0):(null!=f&&x(y,h,b(f),b(c),b(e),b(t)),null!=o?(t=o,g(y,i,b(t)),f=c=e=t):(f=c=null,null===o&&(M=!0)),h=i,m=a(h+v))}null!=f&&f!=c&&o!=h&&x(y,h,b(f),b(c),b(e),b(t))}let[S,T]=mt(l,t);if(null!=o.fill||0!=S){let e=k.fill=new Path2D(y),r=b(o.fillTo(l,t,o.min,o.max,S)),u=_(s[n]),a=_(s[i]);-1==v&&([a,u]=[u,a]),g(e,a,r),g(e,u,r)}if(!o.spanGaps){let a=[];M&&a.push(..._t(s,r,n,i,v,_,e)),k.gaps=a=o.gaps(l,t,n,i,a),k.clip=wt(a,u.ori,h,d,p,m)}return 0!=T&&(k.band=2==T?[xt(l,t,n,i,y,-1),xt(l,t,n,i,y,1)]:xt(l,t,n,i,y,T)),k}))}function Rt(l,e,t,n,i,o,s=gl){if(l.length>1){let r=null;for(let u=0,a=1/0;l.length>u;u++)if(void 0!==e[u]){if(null!=r){let e=ol(l[u]-l[r]);a>e&&(a=e,s=ol(t(l[u],n,i,o)-t(l[r],n,i,o)))}r=u}}return s}function Gt(l,e,t,n,i){const o=l.length;if(2>o)return null;const s=new Path2D;if(t(s,l[0],e[0]),2==o)n(s,l[1],e[1]);else{let t=Array(o),n=Array(o-1),r=Array(o-1),u=Array(o-1);for(let t=0;o-1>t;t++)r[t]=e[t+1]-e[t],u[t]=l[t+1]-l[t],n[t]=r[t]/u[t];t[0]=n[0];for(let l=1;o-1>l;l++)0===n[l]||0===n[l-1]||n[l-1]>0!=n[l]>0?t[l]=0:(t[l]=3*(u[l-1]+u[l])/((2*u[l]+u[l-1])/n[l-1]+(u[l]+2*u[l-1])/n[l]),isFinite(t[l])||(t[l]=0));t[o-1]=n[o-2];for(let n=0;o-1>n;n++)i(s,l[n]+u[n]/3,e[n]+t[n]*u[n]/3,l[n+1]-u[n]/3,e[n+1]-t[n+1]*u[n]/3,l[n+1],e[n+1])}return s}const It=new Set;function Lt(){for(let l of It)l.syncRect(!0)}_&&(G("resize",v,Lt),G("scroll",v,Lt,!0),G(x,v,(()=>{en.pxRatio=y})));const Ot=Ft(),Nt=Wt();function jt(l,e,t,n){return(n?[l[0],l[1]].concat(l.slice(2)):[l[0]].concat(l.slice(1))).map(((l,n)=>Ut(l,n,e,t)))}function Ut(l,e,t,n){return Bl({},0==e?t:n,l)}function Vt(l,e,t){return null==e?Rl:[e,t]}const Bt=Vt;function $t(l,e,t){return null==e?Rl:Z(e,t,J,!0)}function Jt(l,e,t,n){return null==e?Rl:B(e,t,l.scales[n].log,!1)}const qt=Jt;function Kt(l,e,t,n){return null==e?Rl:$(e,t,l.scales[n].log,!1)}const Xt=Kt;function Zt(l,e,t,n,i){let o=fl(xl(l),xl(e)),s=e-l,r=L(i/n*s,t);do{let l=t[r],e=n*l/s;if(e>=i&&17>=o+(5>l?Wl.get(l):0))return[l,e]}while(++r<t.length);return[0,0]}function Qt(l){let e,t;return[l=l.replace(/(\\d+)px/,((l,n)=>(e=rl((t=+n)*y))+"px")),e,t]}function ln(l){l.show&&[l.font,l.labelFont].forEach((l=>{let e=Al(l[2]*y,1);l[0]=l[0].replace(/[0-9.]+px/,e+"px"),l[1]=e}))}function en(u,g,_){const k={mode:Q(u.mode,1)},M=k.mode;function P(l,e,t,n){let i=e.valToPct(l);return n+t*(-1==e.dir?1-i:i)}function W(l,e,t,n){let i=e.valToPct(l);return n+t*(-1==e.dir?i:1-i)}function C(l,e,t,n){return 0==e.ori?P(l,e,t,n):W(l,e,t,n)}k.valToPosH=P,k.valToPosV=W;let F=!1;k.status=0;const R=k.root=D("uplot");null!=u.id&&(R.id=u.id),S(R,u.class),u.title&&(D("u-title",R).textContent=u.title);const O=z("canvas"),K=k.ctx=O.getContext("2d"),X=D("u-wrap",R);G("click",X,(l=>{l.target===el&&(Nn!=Gn||jn!=In)&&Zn.click(k,l)}),!0);const ll=k.under=D("u-under",X);X.appendChild(O);const el=k.over=D("u-over",X),tl=+Q((u=Vl(u)).pxAlign,1),sl=bt(tl);(u.plugins||[]).forEach((l=>{l.opts&&(u=l.opts(k,u)||u)}));const hl=u.ms||.001,pl=k.series=1==M?jt(u.series||[],Ve,ut,!1):function(l,e){return l.map(((l,t)=>0==t?{}:Bl({},e,l)))}(u.series||[null],rt),xl=k.axes=jt(u.axes||[],Ue,it,!0),vl=k.scales={},Tl=k.bands=u.bands||[];Tl.forEach((l=>{l.fill=bl(l.fill||null),l.dir=Q(l.dir,-1)}));const El=2==M?pl[1].facets[0].scale:pl[0].scale,Dl={axes:function(){for(let l=0;xl.length>l;l++){let e=xl[l];if(!e.show||!e._show)continue;let t,n,u=e.side,a=u%2,f=e.stroke(k,l),c=0==u||3==u?-1:1,[h,d]=e._found;if(null!=e.label){let s=rl((e._lpos+e.labelGap*c)*y);_n(e.labelFont[0],f,"center",2==u?i:o),K.save(),1==a?(t=n=0,K.translate(s,rl(lt+st/2)),K.rotate((3==u?-il:il)/2)):(t=rl(Qe+ot/2),n=s);let r=_l(e.label)?e.label(k,l,h,d):e.label;K.fillText(r,t,n),K.restore()}if(0==d)continue;let p=vl[e.scale],m=0==a?ot:st,g=0==a?Qe:lt,x=e._splits,w=2==p.distr?x.map((l=>pn[l])):x,_=2==p.distr?pn[x[1]]-pn[x[0]]:h,b=e.ticks,v=e.border,M=b.show?b.size:0,S=rl(M*y),T=rl((2==e.alignTo?e._size-M-e.gap:e.gap)*y),E=e._rotate*-il/180,z=sl(e._pos*y),D=z+(S+T)*c;n=0==a?D:0,t=1==a?D:0,_n(e.font[0],f,1==e.align?s:2==e.align?r:E>0?s:0>E?r:0==a?"center":3==u?r:s,E||1==a?"middle":2==u?i:o);let P=e.font[1]*e.lineGap,A=x.map((l=>sl(C(l,p,m,g)))),W=e._values;for(let l=0;W.length>l;l++){let e=W[l];if(null!=e){0==a?t=A[l]:n=A[l],e=""+e;let i=-1==e.indexOf("\\n")?[e]:e.split(/\\n/gm);for(let l=0;i.length>l;l++){let e=i[l];E?(K.save(),K.translate(t,n+l*P),K.rotate(E),K.fillText(e,0,0),K.restore()):K.fillText(e,t,n+l*P)}}}b.show&&zn(A,b.filter(k,w,l,d,_),a,u,z,S,Al(b.width*y,3),b.stroke(k,l),b.dash,b.cap);let Y=e.grid;Y.show&&zn(A,Y.filter(k,w,l,d,_),a,0==a?2:1,0==a?lt:Qe,0==a?st:ot,Al(Y.width*y,3),Y.stroke(k,l),Y.dash,Y.cap),v.show&&zn([z],[1],0==a?1:0,0==a?1:2,1==a?lt:Qe,1==a?st:ot,Al(v.width*y,3),v.stroke(k,l),v.dash,v.cap)}Ci("drawAxes")},series:function(){if(Gt>0){let l=pl.some((l=>l._focus))&&dn!=Tt.alpha;l&&(K.globalAlpha=dn=Tt.alpha),pl.forEach(((l,e)=>{if(e>0&&l.show&&(kn(e,!1),kn(e,!0),null==l._paths)){let t=dn;dn!=l.alpha&&(K.globalAlpha=dn=l.alpha);let n=2==M?[0,g[e][0].length-1]:function(l){let e=wl(Lt-1,0,Gt-1),t=wl(en+1,0,Gt-1);for(;null==l[e]&&e>0;)e--;for(;null==l[t]&&Gt-1>t;)t++;return[e,t]}(g[e]);l._paths=l.paths(k,e,n[0],n[1]),dn!=t&&(K.globalAlpha=dn=t)}})),pl.forEach(((l,e)=>{if(e>0&&l.show){let t=dn;dn!=l.alpha&&(K.globalAlpha=dn=l.alpha),null!=l._paths&&yn(e,!1);{let t=null!=l._paths?l._paths.gaps:null,n=l.points.show(k,e,Lt,en,t),i=l.points.filter(k,e,n,t);(n||i)&&(l.points._paths=l.points.paths(k,e,Lt,en,i),yn(e,!0))}dn!=t&&(K.globalAlpha=dn=t),Ci("drawSeries",e)}})),l&&(K.globalAlpha=dn=1)}}},Pl=(u.drawOrder||["axes","series"]).map((l=>Dl[l]));function Cl(l){const e=3==l.distr?e=>dl(e>0?e:l.clamp(k,e,l.min,l.max,l.key)):4==l.distr?e=>ml(e,l.asinh):100==l.distr?e=>l.fwd(e):l=>l;return t=>{let n=e(t),{_min:i,_max:o}=l;return(n-i)/(o-i)}}function Il(l){let e=vl[l];if(null==e){let t=(u.scales||Hl)[l]||Hl;if(null!=t.from){Il(t.from);let e=Bl({},vl[t.from],t,{key:l});e.valToPct=Cl(e),vl[l]=e}else{e=vl[l]=Bl({},l==El?ft:ct,t),e.key=l;let n=e.time,i=e.range,o=Gl(i);if((l!=El||2==M&&!n)&&(!o||null!=i[0]&&null!=i[1]||(i={min:null==i[0]?q:{mode:1,hard:i[0],soft:i[0]},max:null==i[1]?q:{mode:1,hard:i[1],soft:i[1]}},o=!1),!o&&Ol(i))){let l=i;i=(e,t,n)=>null==t?Rl:Z(t,n,l)}e.range=bl(i||(n?Bt:l==El?3==e.distr?qt:4==e.distr?Xt:Vt:3==e.distr?Jt:4==e.distr?Kt:$t)),e.auto=bl(!o&&e.auto),e.clamp=bl(e.clamp||at),e._min=e._max=null,e.valToPct=Cl(e)}}}Il("x"),Il("y"),1==M&&pl.forEach((l=>{Il(l.scale)})),xl.forEach((l=>{Il(l.scale)}));for(let l in u.scales)Il(l);const jl=vl[El],Ul=jl.distr;let $l,ql;0==jl.ori?(S(R,"u-hz"),$l=P,ql=W):(S(R,"u-vt"),$l=W,ql=P);const Kl={};for(let l in vl){let e=vl[l];null==e.min&&null==e.max||(Kl[l]={min:e.min,max:e.max},e.min=e.max=null)}const Xl=u.tzDate||(l=>new Date(rl(l/hl))),Zl=u.fmtDate||ne,Ql=1==hl?Me(Xl):Ee(Xl),le=De(Xl,ze(1==hl?ye:Te,Zl)),ee=We(Xl,Ae("{YYYY}-{MM}-{DD} {h}:{mm}{aa}",Zl)),te=[],ie=k.legend=Bl({},Ye,u.legend),oe=k.cursor=Bl({},Re,{drag:{y:2==M}},u.cursor),se=ie.show,re=oe.show,ue=ie.markers;let ce,he,de;ie.idxs=te,ue.width=bl(ue.width),ue.dash=bl(ue.dash),ue.stroke=bl(ue.stroke),ue.fill=bl(ue.fill);let pe,me=[],ge=[],xe=!1,we={};if(ie.live){const l=pl[1]?pl[1].values:null;xe=null!=l,pe=xe?l(k,1,0):{_:0};for(let l in pe)we[l]=w}if(se)if(ce=z("table","u-legend",R),de=z("tbody",null,ce),ie.mount(k,ce),xe){he=z("thead",null,ce,de);let l=z("tr",null,he);for(var _e in z("th",null,l),pe)z("th",e,l).textContent=_e}else S(ce,"u-inline"),ie.live&&S(ce,"u-live");const be={show:!0},ve={show:!1},Pe=new Map;function Ce(l,e,t,n=!0){const i=Pe.get(e)||{},o=oe.bind[l](k,e,t,n);o&&(G(l,e,i[l]=o),Pe.set(e,i))}function He(l,e){const t=Pe.get(e)||{};for(let n in t)null!=l&&n!=l||(I(n,e,t[n]),delete t[n]);null==l&&Pe.delete(e)}let Fe=0,Ge=0,Ie=0,Le=0,Oe=0,Ne=0,je=Oe,Ke=Ne,Xe=Ie,Ze=Le,Qe=0,lt=0,ot=0,st=0;k.bbox={};let ht=!1,pt=!1,mt=!1,xt=!1,wt=!1,_t=!1;function vt(l,e,t){(t||l!=k.width||e!=k.height)&&kt(l,e),An(!1),mt=!0,pt=!0,Jn()}function kt(l,e){k.width=Fe=Ie=l,k.height=Ge=Le=e,Oe=Ne=0,function(){let l=!1,e=!1,t=!1,n=!1;xl.forEach((i=>{if(i.show&&i._show){let{side:o,_size:s}=i,r=s+(null!=i.label?i.labelSize:0);r>0&&(o%2?(Ie-=r,3==o?(Oe+=r,n=!0):t=!0):(Le-=r,0==o?(Ne+=r,l=!0):e=!0))}})),Ct[0]=l,Ct[1]=t,Ct[2]=e,Ct[3]=n,Ie-=Rt[1]+Rt[3],Oe+=Rt[3],Le-=Rt[2]+Rt[0],Ne+=Rt[0]}(),function(){let l=Oe+Ie,e=Ne+Le,t=Oe,n=Ne;function i(i,o){switch(i){case 1:return l+=o,l-o;case 2:return e+=o,e-o;case 3:return t-=o,t+o;case 0:return n-=o,n+o}}xl.forEach((l=>{if(l.show&&l._show){let e=l.side;l._pos=i(e,l._size),null!=l.label&&(l._lpos=i(e,l.labelSize))}}))}();let t=k.bbox;Qe=t.left=zl(Oe*y,.5),lt=t.top=zl(Ne*y,.5),ot=t.width=zl(Ie*y,.5),st=t.height=zl(Le*y,.5)}const yt=3;if(k.setSize=function({width:l,height:e}){vt(l,e)},null==oe.dataIdx){let l=oe.hover,e=l.skip=new Set(l.skip??[]);e.add(void 0);let t=l.prox=bl(l.prox),n=l.bias??=0;oe.dataIdx=(l,i,o,s)=>{if(0==i)return o;let r=o,u=t(l,i,o,s)??gl,a=u>=0&&gl>u,f=0==jl.ori?Ie:Le,c=oe.left,h=g[0],d=g[i];if(e.has(d[o])){r=null;let l,t=null,i=null;if(0==n||-1==n)for(l=o;null==t&&l-- >0;)e.has(d[l])||(t=l);if(0==n||1==n)for(l=o;null==i&&l++<d.length;)e.has(d[l])||(i=l);if(null!=t||null!=i)if(a){let l=c-(null==t?-1/0:$l(h[t],jl,f,0)),e=(null==i?1/0:$l(h[i],jl,f,0))-c;l>e?e>u||(r=i):l>u||(r=t)}else r=null==i?t:null==t||o-t>i-o?i:t}else a&&ol(c-$l(h[o],jl,f,0))>u&&(r=null);return r}}const Mt=l=>{oe.event=l};oe.idxs=te,oe._lock=!1;let St=oe.points;St.show=bl(St.show),St.size=bl(St.size),St.stroke=bl(St.stroke),St.width=bl(St.width),St.fill=bl(St.fill);const Tt=k.focus=Bl({},u.focus||{alpha:.3},oe.focus),Et=Tt.prox>=0,zt=Et&&St.one;let Dt=[],Pt=[],At=[];function Wt(l,e){let t=St.show(k,e);if(t instanceof HTMLElement)return S(t,"u-cursor-pt"),S(t,l.class),A(t,-10,-10,Ie,Le),el.insertBefore(t,Dt[e]),t}function Yt(t,n){if(1==M||n>0){let l=1==M&&vl[t.scale].time,e=t.value;t.value=l?Ll(e)?We(Xl,Ae(e,Zl)):e||ee:e||nt,t.label=t.label||(l?"Time":"Value")}if(zt||n>0){t.width=null==t.width?1:t.width,t.paths=t.paths||Ot||yl,t.fillTo=bl(t.fillTo||gt),t.pxAlign=+Q(t.pxAlign,tl),t.pxRound=bt(t.pxAlign),t.stroke=bl(t.stroke||null),t.fill=bl(t.fill||null),t._stroke=t._fill=t._paths=t._focus=null;let l=function(l){return Al(1*(3+2*(l||1)),3)}(fl(1,t.width)),e=t.points=Bl({},{size:l,width:fl(1,.2*l),stroke:t.stroke,space:2*l,paths:Nt,_stroke:null,_fill:null},t.points);e.show=bl(e.show),e.filter=bl(e.filter),e.fill=bl(e.fill),e.stroke=bl(e.stroke),e.paths=bl(e.paths),e.pxAlign=t.pxAlign}if(se){let i=function(t,n){if(0==n&&(xe||!ie.live||2==M))return Rl;let i=[],o=z("tr","u-series",de,de.childNodes[n]);S(o,t.class),t.show||S(o,l);let s=z("th",null,o);if(ue.show){let l=D("u-marker",s);if(n>0){let e=ue.width(k,n);e&&(l.style.border=e+"px "+ue.dash(k,n)+" "+ue.stroke(k,n)),l.style.background=ue.fill(k,n)}}let r=D(e,s);for(var u in t.label instanceof HTMLElement?r.appendChild(t.label):r.textContent=t.label,n>0&&(ue.show||(r.style.color=t.width>0?ue.stroke(k,n):ue.fill(k,n)),Ce("click",s,(l=>{if(oe._lock)return;Mt(l);let e=pl.indexOf(t);if((l.ctrlKey||l.metaKey)!=ie.isolate){let l=pl.some(((l,t)=>t>0&&t!=e&&l.show));pl.forEach(((t,n)=>{n>0&&oi(n,l?n==e?be:ve:be,!0,Fi.setSeries)}))}else oi(e,{show:!t.show},!0,Fi.setSeries)}),!1),Et&&Ce(d,s,(l=>{oe._lock||(Mt(l),oi(pl.indexOf(t),ai,!0,Fi.setSeries))}),!1)),pe){let l=z("td","u-value",o);l.textContent="--",i.push(l)}return[o,i]}(t,n);me.splice(n,0,i[0]),ge.splice(n,0,i[1]),ie.values.push(null)}if(re){te.splice(n,0,null);let l=null;zt?0==n&&(l=Wt(t,n)):n>0&&(l=Wt(t,n)),Dt.splice(n,0,l),Pt.splice(n,0,0),At.splice(n,0,0)}Ci("addSeries",n)}k.addSeries=function(l,e){e=null==e?pl.length:e,l=1==M?Ut(l,e,Ve,ut):Ut(l,e,{},rt),pl.splice(e,0,l),Yt(pl[e],e)},k.delSeries=function(l){if(pl.splice(l,1),se){ie.values.splice(l,1),ge.splice(l,1);let e=me.splice(l,1)[0];He(null,e.firstChild),e.remove()}re&&(te.splice(l,1),Dt.splice(l,1)[0].remove(),Pt.splice(l,1),At.splice(l,1)),Ci("delSeries",l)};const Ct=[!1,!1,!1,!1];function Ht(l,e,t){let[n,i,o,s]=t,r=e%2,u=0;return 0==r&&(s||i)&&(u=0==e&&!n||2==e&&!o?rl(Ue.size/3):0),1==r&&(n||o)&&(u=1==e&&!i||3==e&&!s?rl(it.size/2):0),u}const Ft=k.padding=(u.padding||[Ht,Ht,Ht,Ht]).map((l=>bl(Q(l,Ht)))),Rt=k._padding=Ft.map(((l,e)=>l(k,e,Ct,0)));let Gt,Lt=null,en=null;const tn=1==M?pl[0].idxs:null;let nn,on,sn,rn,un,an,fn,cn,hn,dn,pn=null,mn=!1;function gn(l,e){if(k.data=k._data=g=null==l?[]:l,2==M){Gt=0;for(let l=1;pl.length>l;l++)Gt+=g[l][0].length}else{0==g.length&&(k.data=k._data=g=[[]]),pn=g[0],Gt=pn.length;let l=g;if(2==Ul){l=g.slice();let e=l[0]=Array(Gt);for(let l=0;Gt>l;l++)e[l]=l}k._data=g=l}if(An(!0),Ci("setData"),2==Ul&&(mt=!0),!1!==e){let l=jl;l.auto(k,mn)?xn():ii(El,l.min,l.max),xt=xt||oe.left>=0,_t=!0,Jn()}}function xn(){let l,e;mn=!0,1==M&&(Gt>0?(Lt=tn[0]=0,en=tn[1]=Gt-1,l=g[0][Lt],e=g[0][en],2==Ul?(l=Lt,e=en):l==e&&(3==Ul?[l,e]=B(l,l,jl.log,!1):4==Ul?[l,e]=$(l,l,jl.log,!1):jl.time?e=l+rl(86400/hl):[l,e]=Z(l,e,J,!0))):(Lt=tn[0]=l=null,en=tn[1]=e=null)),ii(El,l,e)}function wn(l,e,t,n,i,o){l??=a,t??=Fl,n??="butt",i??=a,o??="round",l!=nn&&(K.strokeStyle=nn=l),i!=on&&(K.fillStyle=on=i),e!=sn&&(K.lineWidth=sn=e),o!=un&&(K.lineJoin=un=o),n!=an&&(K.lineCap=an=n),t!=rn&&K.setLineDash(rn=t)}function _n(l,e,t,n){e!=on&&(K.fillStyle=on=e),l!=fn&&(K.font=fn=l),t!=cn&&(K.textAlign=cn=t),n!=hn&&(K.textBaseline=hn=n)}function bn(l,e,t,n,i=0){if(n.length>0&&l.auto(k,mn)&&(null==e||null==e.min)){let e=Q(Lt,0),o=Q(en,n.length-1),s=null==t.min?function(l,e,t,n=0,i=!1){let o=i?V:U,s=i?j:N;[e,t]=o(l,e,t);let r=l[e],u=l[e];if(e>-1)if(1==n)r=l[e],u=l[t];else if(-1==n)r=l[t],u=l[e];else for(let n=e;t>=n;n++){let e=l[n];s(e)&&(r>e?r=e:e>u&&(u=e))}return[r??gl,u??-gl]}(n,e,o,i,3==l.distr):[t.min,t.max];l.min=al(l.min,t.min=s[0]),l.max=fl(l.max,t.max=s[1])}}k.setData=gn;const vn={min:null,max:null};function kn(l,e){let t=e?pl[l].points:pl[l];t._stroke=t.stroke(k,l),t._fill=t.fill(k,l)}function yn(l,e){let t=e?pl[l].points:pl[l],{stroke:n,fill:i,clip:o,flags:s,_stroke:r=t._stroke,_fill:u=t._fill,_width:a=t.width}=t._paths;a=Al(a*y,3);let f=null,c=a%2/2;e&&null==u&&(u=a>0?"#fff":r);let h=1==t.pxAlign&&c>0;if(h&&K.translate(c,c),!e){let l=Qe-a/2,e=lt-a/2,t=ot+a,n=st+a;f=new Path2D,f.rect(l,e,t,n)}e?Sn(r,a,t.dash,t.cap,u,n,i,s,o):function(l,e,t,n,i,o,s,r,u,a,f){let c=!1;0!=u&&Tl.forEach(((h,d)=>{if(h.series[0]==l){let l,p=pl[h.series[1]],m=g[h.series[1]],x=(p._paths||Hl).band;Gl(x)&&(x=1==h.dir?x[0]:x[1]);let w=null;p.show&&x&&function(l,e,t){for(e=Q(e,0),t=Q(t,l.length-1);t>=e;){if(null!=l[e])return!0;e++}return!1}(m,Lt,en)?(w=h.fill(k,d)||o,l=p._paths.clip):x=null,Sn(e,t,n,i,w,s,r,u,a,f,l,x),c=!0}})),c||Sn(e,t,n,i,o,s,r,u,a,f)}(l,r,a,t.dash,t.cap,u,n,i,s,f,o),h&&K.translate(-c,-c)}const Mn=3;function Sn(l,e,t,n,i,o,s,r,u,a,f,c){wn(l,e,t,n,i),(u||a||c)&&(K.save(),u&&K.clip(u),a&&K.clip(a)),c?(r&Mn)==Mn?(K.clip(c),f&&K.clip(f),En(i,s),Tn(l,o,e)):2&r?(En(i,s),K.clip(c),Tn(l,o,e)):1&r&&(K.save(),K.clip(c),f&&K.clip(f),En(i,s),K.restore(),Tn(l,o,e)):(En(i,s),Tn(l,o,e)),(u||a||c)&&K.restore()}function Tn(l,e,t){t>0&&(e instanceof Map?e.forEach(((l,e)=>{K.strokeStyle=nn=e,K.stroke(l)})):null!=e&&l&&K.stroke(e))}function En(l,e){e instanceof Map?e.forEach(((l,e)=>{K.fillStyle=on=e,K.fill(l)})):null!=e&&l&&K.fill(e)}function zn(l,e,t,n,i,o,s,r,u,a){let f=s%2/2;1==tl&&K.translate(f,f),wn(r,s,u,a,r),K.beginPath();let c,h,d,p,m=i+(0==n||3==n?-o:o);0==t?(h=i,p=m):(c=i,d=m);for(let n=0;l.length>n;n++)null!=e[n]&&(0==t?c=d=l[n]:h=p=l[n],K.moveTo(c,h),K.lineTo(d,p));K.stroke(),1==tl&&K.translate(-f,-f)}function Dn(l){let e=!0;return xl.forEach(((t,n)=>{if(!t.show)return;let i=vl[t.scale];if(null==i.min)return void(t._show&&(e=!1,t._show=!1,An(!1)));t._show||(e=!1,t._show=!0,An(!1));let o=t.side,s=o%2,{min:r,max:u}=i,[a,f]=function(l,e,t,n){let i,o=xl[l];if(n>0){let s=o._space=o.space(k,l,e,t,n);i=Zt(e,t,o._incrs=o.incrs(k,l,e,t,n,s),n,s)}else i=[0,0];return o._found=i}(n,r,u,0==s?Ie:Le);if(0==f)return;let c=t._splits=t.splits(k,n,r,u,a,f,2==i.distr),h=2==i.distr?c.map((l=>pn[l])):c,d=2==i.distr?pn[c[1]]-pn[c[0]]:a,p=t._values=t.values(k,t.filter(k,h,n,f,d),n,f,d);t._rotate=2==o?t.rotate(k,p,n,f):0;let m=t._size;t._size=ul(t.size(k,p,n,l)),null!=m&&t._size!=m&&(e=!1)})),e}function Pn(l){let e=!0;return Ft.forEach(((t,n)=>{let i=t(k,n,Ct,l);i!=Rt[n]&&(e=!1),Rt[n]=i})),e}function An(l){pl.forEach(((e,t)=>{t>0&&(e._paths=null,l&&(1==M?(e.min=null,e.max=null):e.facets.forEach((l=>{l.min=null,l.max=null}))))}))}let Wn,Yn,Cn,Hn,Fn,Rn,Gn,In,Ln,On,Nn,jn,Un=!1,Vn=!1,Bn=[];function $n(){Vn=!1;for(let l=0;Bn.length>l;l++)Ci(...Bn[l]);Bn.length=0}function Jn(){Un||(Jl(qn),Un=!0)}function qn(){if(ht&&(function(){for(let l in vl){let e=vl[l];null==Kl[l]&&(null==e.min||null!=Kl[El]&&e.auto(k,mn))&&(Kl[l]=vn)}for(let l in vl){let e=vl[l];null==Kl[l]&&null!=e.from&&null!=Kl[e.from]&&(Kl[l]=vn)}null!=Kl[El]&&An(!0);let l={};for(let e in Kl){let t=Kl[e];if(null!=t){let n=l[e]=Vl(vl[e],Nl);if(null!=t.min)Bl(n,t);else if(e!=El||2==M)if(0==Gt&&null==n.from){let l=n.range(k,null,null,e);n.min=l[0],n.max=l[1]}else n.min=gl,n.max=-gl}}if(Gt>0){pl.forEach(((e,t)=>{if(1==M){let n=e.scale,i=Kl[n];if(null==i)return;let o=l[n];if(0==t){let l=o.range(k,o.min,o.max,n);o.min=l[0],o.max=l[1],Lt=L(o.min,g[0]),en=L(o.max,g[0]),en-Lt>1&&(o.min>g[0][Lt]&&Lt++,g[0][en]>o.max&&en--),e.min=pn[Lt],e.max=pn[en]}else e.show&&e.auto&&bn(o,i,e,g[t],e.sorted);e.idxs[0]=Lt,e.idxs[1]=en}else if(t>0&&e.show&&e.auto){let[n,i]=e.facets,o=n.scale,s=i.scale,[r,u]=g[t],a=l[o],f=l[s];null!=a&&bn(a,Kl[o],n,r,n.sorted),null!=f&&bn(f,Kl[s],i,u,i.sorted),e.min=i.min,e.max=i.max}}));for(let e in l){let t=l[e],n=Kl[e];if(null==t.from&&(null==n||null==n.min)){let l=t.range(k,t.min==gl?null:t.min,t.max==-gl?null:t.max,e);t.min=l[0],t.max=l[1]}}}for(let e in l){let t=l[e];if(null!=t.from){let n=l[t.from];if(null==n.min)t.min=t.max=null;else{let l=t.range(k,n.min,n.max,e);t.min=l[0],t.max=l[1]}}}let e={},t=!1;for(let n in l){let i=l[n],o=vl[n];if(o.min!=i.min||o.max!=i.max){o.min=i.min,o.max=i.max;let l=o.distr;o._min=3==l?dl(o.min):4==l?ml(o.min,o.asinh):100==l?o.fwd(o.min):o.min,o._max=3==l?dl(o.max):4==l?ml(o.max,o.asinh):100==l?o.fwd(o.max):o.max,e[n]=t=!0}}if(t){pl.forEach(((l,t)=>{2==M?t>0&&e.y&&(l._paths=null):e[l.scale]&&(l._paths=null)}));for(let l in e)mt=!0,Ci("setScale",l);re&&oe.left>=0&&(xt=_t=!0)}for(let l in Kl)Kl[l]=null}(),ht=!1),mt&&(function(){let l=!1,e=0;for(;!l;){e++;let t=Dn(e),n=Pn(e);l=e==yt||t&&n,l||(kt(k.width,k.height),pt=!0)}}(),mt=!1),pt){if(E(ll,s,Oe),E(ll,i,Ne),E(ll,t,Ie),E(ll,n,Le),E(el,s,Oe),E(el,i,Ne),E(el,t,Ie),E(el,n,Le),E(X,t,Fe),E(X,n,Ge),O.width=rl(Fe*y),O.height=rl(Ge*y),xl.forEach((({_el:e,_show:t,_size:n,_pos:i,side:o})=>{if(null!=e)if(t){let t=o%2==1;E(e,t?"left":"top",i-(3===o||0===o?n:0)),E(e,t?"width":"height",n),E(e,t?"top":"left",t?Ne:Oe),E(e,t?"height":"width",t?Le:Ie),T(e,l)}else S(e,l)})),nn=on=sn=un=an=fn=cn=hn=rn=null,dn=1,_i(!0),Oe!=je||Ne!=Ke||Ie!=Xe||Le!=Ze){An(!1);let l=Ie/Xe,e=Le/Ze;if(re&&!xt&&oe.left>=0){oe.left*=l,oe.top*=e,Cn&&A(Cn,rl(oe.left),0,Ie,Le),Hn&&A(Hn,0,rl(oe.top),Ie,Le);for(let t=0;Dt.length>t;t++){let n=Dt[t];null!=n&&(Pt[t]*=l,At[t]*=e,A(n,ul(Pt[t]),ul(At[t]),Ie,Le))}}if(ei.show&&!wt&&ei.left>=0&&ei.width>0){ei.left*=l,ei.width*=l,ei.top*=e,ei.height*=e;for(let l in ki)E(ti,l,ei[l])}je=Oe,Ke=Ne,Xe=Ie,Ze=Le}Ci("setSize"),pt=!1}Fe>0&&Ge>0&&(K.clearRect(0,0,O.width,O.height),Ci("drawClear"),Pl.forEach((l=>l())),Ci("draw")),ei.show&&wt&&(ni(ei),wt=!1),re&&xt&&(xi(null,!0,!1),xt=!1),ie.show&&ie.live&&_t&&(mi(),_t=!1),F||(F=!0,k.status=1,Ci("ready")),mn=!1,Un=!1}function Kn(l,e){let t=vl[l];if(null==t.from){if(0==Gt){let n=t.range(k,e.min,e.max,l);e.min=n[0],e.max=n[1]}if(e.min>e.max){let l=e.min;e.min=e.max,e.max=l}if(Gt>1&&null!=e.min&&null!=e.max&&1e-16>e.max-e.min)return;l==El&&2==t.distr&&Gt>0&&(e.min=L(e.min,g[0]),e.max=L(e.max,g[0]),e.min==e.max&&e.max++),Kl[l]=e,ht=!0,Jn()}}k.batch=function(l,e=!1){Un=!0,Vn=e,l(k),qn(),e&&Bn.length>0&&queueMicrotask($n)},k.redraw=(l,e)=>{mt=e||!1,!1!==l?ii(El,jl.min,jl.max):Jn()},k.setScale=Kn;let Xn=!1;const Zn=oe.drag;let Qn=Zn.x,li=Zn.y;re&&(oe.x&&(Wn=D("u-cursor-x",el)),oe.y&&(Yn=D("u-cursor-y",el)),0==jl.ori?(Cn=Wn,Hn=Yn):(Cn=Yn,Hn=Wn),Nn=oe.left,jn=oe.top);const ei=k.select=Bl({show:!0,over:!0,left:0,width:0,top:0,height:0},u.select),ti=ei.show?D("u-select",ei.over?el:ll):null;function ni(l,e){if(ei.show){for(let e in l)ei[e]=l[e],e in ki&&E(ti,e,l[e]);!1!==e&&Ci("setSelect")}}function ii(l,e,t){Kn(l,{min:e,max:t})}function oi(e,t,n,i){null!=t.focus&&function(l){if(l!=ui){let e=null==l,t=1!=Tt.alpha;pl.forEach(((n,i)=>{if(1==M||i>0){let o=e||0==i||i==l;n._focus=e?null:o,t&&function(l,e){pl[l].alpha=e,re&&null!=Dt[l]&&(Dt[l].style.opacity=e),se&&me[l]&&(me[l].style.opacity=e)}(i,o?1:Tt.alpha)}})),ui=l,t&&Jn()}}(e),null!=t.show&&pl.forEach(((n,i)=>{0>=i||e!=i&&null!=e||(n.show=t.show,function(e){if(pl[e].show)se&&T(me[e],l);else if(se&&S(me[e],l),re){let l=zt?Dt[0]:Dt[e];null!=l&&A(l,-10,-10,Ie,Le)}}(i),2==M?(ii(n.facets[0].scale,null,null),ii(n.facets[1].scale,null,null)):ii(n.scale,null,null),Jn())})),!1!==n&&Ci("setSeries",e,t),i&&Ii("setSeries",k,e,t)}let si,ri,ui;k.setSelect=ni,k.setSeries=oi,k.addBand=function(l,e){l.fill=bl(l.fill||null),l.dir=Q(l.dir,-1),Tl.splice(e=null==e?Tl.length:e,0,l)},k.setBand=function(l,e){Bl(Tl[l],e)},k.delBand=function(l){null==l?Tl.length=0:Tl.splice(l,1)};const ai={focus:!0};function fi(l,e,t){let n=vl[e];t&&(l=l/y-(1==n.ori?Ne:Oe));let i=Ie;1==n.ori&&(i=Le,l=i-l),-1==n.dir&&(l=i-l);let o=n._min,s=o+l/i*(n._max-o),r=n.distr;return 3==r?cl(10,s):4==r?((l,e=1)=>nl.sinh(l)*e)(s,n.asinh):100==r?n.bwd(s):s}function ci(l,e){E(ti,s,ei.left=l),E(ti,t,ei.width=e)}function hi(l,e){E(ti,i,ei.top=l),E(ti,n,ei.height=e)}se&&Et&&Ce(p,ce,(l=>{oe._lock||(Mt(l),null!=ui&&oi(null,ai,!0,Fi.setSeries))})),k.valToIdx=l=>L(l,g[0]),k.posToIdx=function(l,e){return L(fi(l,El,e),g[0],Lt,en)},k.posToVal=fi,k.valToPos=(l,e,t)=>0==vl[e].ori?P(l,vl[e],t?ot:Ie,t?Qe:0):W(l,vl[e],t?st:Le,t?lt:0),k.setCursor=(l,e,t)=>{Nn=l.left,jn=l.top,xi(null,e,t)};let di=0==jl.ori?ci:hi,pi=1==jl.ori?ci:hi;function mi(l,e){if(null!=l&&(l.idxs?l.idxs.forEach(((l,e)=>{te[e]=l})):(l=>void 0===l)(l.idx)||te.fill(l.idx),ie.idx=te[0]),se&&ie.live){for(let l=0;pl.length>l;l++)(l>0||1==M&&!xe)&&gi(l,te[l]);!function(){if(se&&ie.live)for(let l=2==M?1:0;pl.length>l;l++){if(0==l&&xe)continue;let e=ie.values[l],t=0;for(let n in e)ge[l][t++].firstChild.nodeValue=e[n]}}()}_t=!1,!1!==e&&Ci("setLegend")}function gi(l,e){let t,n=pl[l],i=0==l&&2==Ul?pn:g[l];xe?t=n.values(k,l,e)??we:(t=n.value(k,null==e?null:i[e],l,e),t=null==t?we:{_:t}),ie.values[l]=t}function xi(l,e,t){let n;Ln=Nn,On=jn,[Nn,jn]=oe.move(k,Nn,jn),oe.left=Nn,oe.top=jn,re&&(Cn&&A(Cn,rl(Nn),0,Ie,Le),Hn&&A(Hn,0,rl(jn),Ie,Le)),si=gl,ri=null;let i=0==jl.ori?Ie:Le,o=1==jl.ori?Ie:Le;if(0>Nn||0==Gt||Lt>en){n=oe.idx=null;for(let l=0;pl.length>l;l++){let e=Dt[l];null!=e&&A(e,-10,-10,Ie,Le)}Et&&oi(null,ai,!0,null==l&&Fi.setSeries),ie.live&&(te.fill(n),_t=!0)}else{let l,e,t;1==M&&(l=0==jl.ori?Nn:jn,e=fi(l,El),n=oe.idx=L(e,g[0],Lt,en),t=$l(g[0][n],jl,i,0));let s=-10,r=-10,u=0,a=0,f=!0,c="",h="";for(let l=2==M?1:0;pl.length>l;l++){let d=pl[l],p=te[l],m=null==p?null:1==M?g[l][p]:g[l][1][p],x=oe.dataIdx(k,l,n,e),w=null==x?null:1==M?g[l][x]:g[l][1][x];if(_t=_t||w!=m||x!=p,te[l]=x,l>0&&d.show){let e=null==x?-10:x==n?t:$l(1==M?g[0][x]:g[l][0][x],jl,i,0),p=null==w?-10:ql(w,1==M?vl[d.scale]:vl[d.facets[1].scale],o,0);if(Et&&null!=w){let e=1==jl.ori?Nn:jn,t=ol(Tt.dist(k,l,x,p,e));if(si>t){let n=Tt.bias;if(0!=n){let i=fi(e,d.scale),o=0>i?-1:1;o!=(0>w?-1:1)||(1==o?1==n?i>w:w>i:1==n?w>i:i>w)||(si=t,ri=l)}else si=t,ri=l}}if(_t||zt){let t,n;0==jl.ori?(t=e,n=p):(t=p,n=e);let i,o,d,m,g,x,w=!0,_=St.bbox;if(null!=_){w=!1;let e=_(k,l);d=e.left,m=e.top,i=e.width,o=e.height}else d=t,m=n,i=o=St.size(k,l);if(x=St.fill(k,l),g=St.stroke(k,l),zt)l!=ri||si>Tt.prox||(s=d,r=m,u=i,a=o,f=w,c=x,h=g);else{let e=Dt[l];null!=e&&(Pt[l]=d,At[l]=m,H(e,i,o,w),Y(e,x,g),A(e,ul(d),ul(m),Ie,Le))}}}}if(zt){let l=Tt.prox;if(_t||(null==ui?l>=si:si>l||ri!=ui)){let l=Dt[0];null!=l&&(Pt[0]=s,At[0]=r,H(l,u,a,f),Y(l,c,h),A(l,ul(s),ul(r),Ie,Le))}}}if(ei.show&&Xn)if(null!=l){let[e,t]=Fi.scales,[n,s]=Fi.match,[r,u]=l.cursor.sync.scales,a=l.cursor.drag;if(Qn=a._x,li=a._y,Qn||li){let a,f,c,h,d,{left:p,top:m,width:g,height:x}=l.select,w=l.scales[r].ori,_=l.posToVal,b=null!=e&&n(e,r),v=null!=t&&s(t,u);b&&Qn?(0==w?(a=p,f=g):(a=m,f=x),c=vl[e],h=$l(_(a,r),c,i,0),d=$l(_(a+f,r),c,i,0),di(al(h,d),ol(d-h))):di(0,i),v&&li?(1==w?(a=p,f=g):(a=m,f=x),c=vl[t],h=ql(_(a,u),c,o,0),d=ql(_(a+f,u),c,o,0),pi(al(h,d),ol(d-h))):pi(0,o)}else yi()}else{let l=ol(Ln-Fn),e=ol(On-Rn);if(1==jl.ori){let t=l;l=e,e=t}Qn=Zn.x&&l>=Zn.dist,li=Zn.y&&e>=Zn.dist;let t,n,s=Zn.uni;null!=s?Qn&&li&&(Qn=l>=s,li=e>=s,Qn||li||(e>l?li=!0:Qn=!0)):Zn.x&&Zn.y&&(Qn||li)&&(Qn=li=!0),Qn&&(0==jl.ori?(t=Gn,n=Nn):(t=In,n=jn),di(al(t,n),ol(n-t)),li||pi(0,o)),li&&(1==jl.ori?(t=Gn,n=Nn):(t=In,n=jn),pi(al(t,n),ol(n-t)),Qn||di(0,i)),Qn||li||(di(0,0),pi(0,0))}if(Zn._x=Qn,Zn._y=li,null==l){if(t){if(null!=Ri){let[l,e]=Fi.scales;Fi.values[0]=null!=l?fi(0==jl.ori?Nn:jn,l):null,Fi.values[1]=null!=e?fi(1==jl.ori?Nn:jn,e):null}Ii(f,k,Nn,jn,Ie,Le,n)}if(Et){let l=t&&Fi.setSeries,e=Tt.prox;null==ui?si>e||oi(ri,ai,!0,l):si>e?oi(null,ai,!0,l):ri!=ui&&oi(ri,ai,!0,l)}}_t&&(ie.idx=n,mi()),!1!==e&&Ci("setCursor")}k.setLegend=mi;let wi=null;function _i(l=!1){l?wi=null:(wi=el.getBoundingClientRect(),Ci("syncRect",wi))}function bi(l,e,t,n,i,o){oe._lock||Xn&&null!=l&&0==l.movementX&&0==l.movementY||(vi(l,e,t,n,i,o,0,!1,null!=l),null!=l?xi(null,!0,!0):xi(e,!0,!1))}function vi(l,e,t,n,i,o,s,r,u){if(null==wi&&_i(!1),Mt(l),null!=l)t=l.clientX-wi.left,n=l.clientY-wi.top;else{if(0>t||0>n)return Nn=-10,void(jn=-10);let[l,s]=Fi.scales,r=e.cursor.sync,[u,a]=r.values,[f,c]=r.scales,[h,d]=Fi.match,p=e.axes[0].side%2==1,m=0==jl.ori?Ie:Le,g=1==jl.ori?Ie:Le,x=p?o:i,w=p?i:o,_=p?n:t,b=p?t:n;if(t=null!=f?h(l,f)?C(u,vl[l],m,0):-10:m*(_/x),n=null!=c?d(s,c)?C(a,vl[s],g,0):-10:g*(b/w),1==jl.ori){let l=t;t=n,n=l}}!u||null!=e&&e.cursor.event.type!=f||(t>1&&Ie-1>t||(t=zl(t,Ie)),n>1&&Le-1>n||(n=zl(n,Le))),r?(Fn=t,Rn=n,[Gn,In]=oe.move(k,t,n)):(Nn=t,jn=n)}Object.defineProperty(k,"rect",{get:()=>(null==wi&&_i(!1),wi)});const ki={width:0,height:0,left:0,top:0};function yi(){ni(ki,!1)}let Mi,Si,Ti,Ei;function zi(l,e,t,n,i,o){Xn=!0,Qn=li=Zn._x=Zn._y=!1,vi(l,e,t,n,i,o,0,!0,!1),null!=l&&(Ce(h,b,Di,!1),Ii(c,k,Gn,In,Ie,Le,null));let{left:s,top:r,width:u,height:a}=ei;Mi=s,Si=r,Ti=u,Ei=a}function Di(l,e,t,n,i,o){Xn=Zn._x=Zn._y=!1,vi(l,e,t,n,i,o,0,!1,!0);let{left:s,top:r,width:u,height:a}=ei,f=u>0||a>0,c=Mi!=s||Si!=r||Ti!=u||Ei!=a;if(f&&c&&ni(ei),Zn.setScale&&f&&c){let l=s,e=u,t=r,n=a;if(1==jl.ori&&(l=r,e=a,t=s,n=u),Qn&&ii(El,fi(l,El),fi(l+e,El)),li)for(let l in vl){let e=vl[l];l!=El&&null==e.from&&e.min!=gl&&ii(l,fi(t+n,l),fi(t,l))}yi()}else oe.lock&&(oe._lock=!oe._lock,xi(e,!0,null!=l));null!=l&&(He(h,b),Ii(h,k,Nn,jn,Ie,Le,null))}function Pi(l){oe._lock||(Mt(l),xn(),yi(),null!=l&&Ii(m,k,Nn,jn,Ie,Le,null))}function Ai(){xl.forEach(ln),vt(k.width,k.height,!0)}G(x,v,Ai);const Wi={};Wi.mousedown=zi,Wi.mousemove=bi,Wi.mouseup=Di,Wi.dblclick=Pi,Wi.setSeries=(l,e,t,n)=>{-1!=(t=(0,Fi.match[2])(k,e,t))&&oi(t,n,!0,!1)},re&&(Ce(c,el,zi),Ce(f,el,bi),Ce(d,el,(l=>{Mt(l),_i(!1)})),Ce(p,el,(function(l){if(oe._lock)return;Mt(l);let e=Xn;if(Xn){let l,e,t=!0,n=!0,i=10;0==jl.ori?(l=Qn,e=li):(l=li,e=Qn),l&&e&&(t=i>=Nn||Nn>=Ie-i,n=i>=jn||jn>=Le-i),l&&t&&(Nn=Gn>Nn?0:Ie),e&&n&&(jn=In>jn?0:Le),xi(null,!0,!0),Xn=!1}Nn=-10,jn=-10,te.fill(null),xi(null,!0,!0),e&&(Xn=e)})),Ce(m,el,Pi),It.add(k),k.syncRect=_i);const Yi=k.hooks=u.hooks||{};function Ci(l,e,t){Vn?Bn.push([l,e,t]):l in Yi&&Yi[l].forEach((l=>{l.call(null,k,e,t)}))}(u.plugins||[]).forEach((l=>{for(let e in l.hooks)Yi[e]=(Yi[e]||[]).concat(l.hooks[e])}));const Hi=(l,e,t)=>t,Fi=Bl({key:null,setSeries:!1,filters:{pub:Ml,sub:Ml},scales:[El,pl[1]?pl[1].scale:null],match:[Sl,Sl,Hi],values:[null,null]},oe.sync);2==Fi.match.length&&Fi.match.push(Hi),oe.sync=Fi;const Ri=Fi.key,Gi=dt(Ri);function Ii(l,e,t,n,i,o,s){Fi.filters.pub(l,e,t,n,i,o,s)&&Gi.pub(l,e,t,n,i,o,s)}function Li(){Ci("init",u,g),gn(g||u.data,!1),Kl[El]?Kn(El,Kl[El]):xn(),wt=ei.show&&(ei.width>0||ei.height>0),xt=_t=!0,vt(u.width,u.height)}return Gi.sub(k),k.pub=function(l,e,t,n,i,o,s){Fi.filters.sub(l,e,t,n,i,o,s)&&Wi[l](null,e,t,n,i,o,s)},k.destroy=function(){Gi.unsub(k),It.delete(k),Pe.clear(),I(x,v,Ai),R.remove(),ce?.remove(),Ci("destroy")},pl.forEach(Yt),xl.forEach((function(l,e){if(l._show=l.show,l.show){let t=vl[l.scale];null==t&&(l.scale=l.side%2?pl[1].scale:El,t=vl[l.scale]);let n=t.time;l.size=bl(l.size),l.space=bl(l.space),l.rotate=bl(l.rotate),Gl(l.incrs)&&l.incrs.forEach((l=>{!Wl.has(l)&&Wl.set(l,Yl(l))})),l.incrs=bl(l.incrs||(2==t.distr?ae:n?1==hl?ke:Se:fe)),l.splits=bl(l.splits||(n&&1==t.distr?Ql:3==t.distr?Je:4==t.distr?qe:$e)),l.stroke=bl(l.stroke),l.grid.stroke=bl(l.grid.stroke),l.ticks.stroke=bl(l.ticks.stroke),l.border.stroke=bl(l.border.stroke);let i=l.values;l.values=Gl(i)&&!Gl(i[0])?bl(i):n?Gl(i)?De(Xl,ze(i,Zl)):Ll(i)?function(l,e){let t=ne(e);return(e,n)=>n.map((e=>t(l(e))))}(Xl,i):i||le:i||Be,l.filter=bl(l.filter||(3>t.distr||10!=t.log?3==t.distr&&2==t.log?tt:kl:et)),l.font=Qt(l.font),l.labelFont=Qt(l.labelFont),l._size=l.size(k,null,e,0),l._space=l._rotate=l._incrs=l._found=l._splits=l._values=null,l._size>0&&(Ct[e]=!0,l._el=D("u-axis",X))}})),_?_ instanceof HTMLElement?(_.appendChild(R),Li()):_(k,Li):Li(),k}en.assign=Bl,en.fmtNum=tl,en.rangeNum=Z,en.rangeLog=B,en.rangeAsinh=$,en.orient=pt,en.pxRatio=y,en.join=function(l,e){if(function(l){let e=l[0][0],t=e.length;for(let n=1;l.length>n;n++){let i=l[n][0];if(i.length!=t)return!1;if(i!=e)for(let l=0;t>l;l++)if(i[l]!=e[l])return!1}return!0}(l)){let e=l[0].slice();for(let t=1;l.length>t;t++)e.push(...l[t].slice(1));return function(l,e=100){const t=l.length;if(1>=t)return!0;let n=0,i=t-1;for(;i>=n&&null==l[n];)n++;for(;i>=n&&null==l[i];)i--;if(n>=i)return!0;const o=fl(1,sl((i-n+1)/e));for(let e=l[n],t=n+o;i>=t;t+=o){const n=l[t];if(null!=n){if(e>=n)return!1;e=n}}return!0}(e[0])||(e=function(l){let e=l[0],t=e.length,n=Array(t);for(let l=0;n.length>l;l++)n[l]=l;n.sort(((l,t)=>e[l]-e[t]));let i=[];for(let e=0;l.length>e;e++){let o=l[e],s=Array(t);for(let l=0;t>l;l++)s[l]=o[n[l]];i.push(s)}return i}(e)),e}let t=new Set;for(let e=0;l.length>e;e++){let n=l[e][0],i=n.length;for(let l=0;i>l;l++)t.add(n[l])}let n=[Array.from(t).sort(((l,e)=>l-e))],i=n[0].length,o=new Map;for(let l=0;i>l;l++)o.set(n[0][l],l);for(let t=0;l.length>t;t++){let s=l[t],r=s[0];for(let l=1;s.length>l;l++){let u=s[l],a=Array(i).fill(void 0),f=e?e[t][l]:1,c=[];for(let l=0;u.length>l;l++){let e=u[l],t=o.get(r[l]);null===e?0!=f&&(a[t]=e,2==f&&c.push(t)):a[t]=e}$l(a,c,i),n.push(a)}}return n},en.fmtDate=ne,en.tzDate=function(l,e){let t;return"UTC"==e||"Etc/UTC"==e?t=new Date(+l+6e4*l.getTimezoneOffset()):e==ie?t=l:(t=new Date(l.toLocaleString("en-US",{timeZone:e})),t.setMilliseconds(l.getMilliseconds())),t},en.sync=dt;{en.addGap=function(l,e,t){let n=l[l.length-1];n&&n[0]==e?n[1]=t:l.push([e,t])},en.clipGaps=wt;let l=en.paths={points:Wt};l.linear=Ft,l.stepped=function(l){const e=Q(l.align,1),t=Q(l.ascDesc,!1),n=Q(l.alignGaps,0),i=Q(l.extend,!1);return(l,o,s,r)=>pt(l,o,((u,a,f,c,h,d,p,m,g,x,w)=>{[s,r]=U(f,s,r);let _=u.pxRound,{left:b,width:v}=l.bbox,k=l=>_(d(l,c,x,m)),M=l=>_(p(l,h,w,g)),S=0==c.ori?Mt:St;const T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:1},E=T.stroke,z=c.dir*(0==c.ori?1:-1);let D=M(f[1==z?s:r]),P=k(a[1==z?s:r]),A=P,W=P;i&&-1==e&&(W=b,S(E,W,D)),S(E,P,D);for(let l=1==z?s:r;l>=s&&r>=l;l+=z){let t=f[l];if(null==t)continue;let n=k(a[l]),i=M(t);1==e?S(E,n,D):S(E,A,i),S(E,n,i),D=i,A=n}let Y=A;i&&1==e&&(Y=b+v,S(E,Y,D));let[C,H]=mt(l,o);if(null!=u.fill||0!=C){let e=T.fill=new Path2D(E),t=M(u.fillTo(l,o,u.min,u.max,C));S(e,Y,t),S(e,W,t)}if(!u.spanGaps){let i=[];i.push(..._t(a,f,s,r,z,k,n));let h=u.width*y/2,d=t||1==e?h:-h,p=t||-1==e?-h:h;i.forEach((l=>{l[0]+=d,l[1]+=p})),T.gaps=i=u.gaps(l,o,s,r,i),T.clip=wt(i,c.ori,m,g,x,w)}return 0!=H&&(T.band=2==H?[xt(l,o,s,r,E,-1),xt(l,o,s,r,E,1)]:xt(l,o,s,r,E,H)),T}))},l.bars=function(l){const e=Q((l=l||Hl).size,[.6,gl,1]),t=l.align||0,n=l.gap||0;let i=l.radius;i=null==i?[0,0]:"number"==typeof i?[i,0]:i;const o=bl(i),s=1-e[0],r=Q(e[1],gl),u=Q(e[2],1),a=Q(l.disp,Hl),f=Q(l.each,(()=>{})),{fill:c,stroke:h}=a;return(l,e,i,d)=>pt(l,e,((p,m,g,x,w,_,b,v,k,M,S)=>{let T,E,z=p.pxRound,D=t,P=n*y,A=r*y,W=u*y;0==x.ori?[T,E]=o(l,e):[E,T]=o(l,e);const Y=x.dir*(0==x.ori?1:-1);let C,H,F,R=0==x.ori?Tt:Et,G=0==x.ori?f:(l,e,t,n,i,o,s)=>{f(l,e,t,i,n,s,o)},I=Q(l.bands,Fl).find((l=>l.series[0]==e)),L=p.fillTo(l,e,p.min,p.max,null!=I?I.dir:0),O=z(b(L,w,S,k)),N=M,j=z(p.width*y),U=!1,V=null,B=null,$=null,J=null;null==c||0!=j&&null==h||(U=!0,V=c.values(l,e,i,d),B=new Map,new Set(V).forEach((l=>{null!=l&&B.set(l,new Path2D)})),j>0&&($=h.values(l,e,i,d),J=new Map,new Set($).forEach((l=>{null!=l&&J.set(l,new Path2D)}))));let{x0:q,size:K}=a;if(null!=q&&null!=K){D=1,m=q.values(l,e,i,d),2==q.unit&&(m=m.map((e=>l.posToVal(v+e*M,x.key,!0))));let t=K.values(l,e,i,d);H=2==K.unit?t[0]*M:_(t[0],x,M,v)-_(0,x,M,v),N=Rt(m,g,_,x,M,v,N),F=N-H+P}else N=Rt(m,g,_,x,M,v,N),F=N*s+P,H=N-F;1>F&&(F=0),H/2>j||(j=0),5>F&&(z=vl);let X=F>0;H=z(wl(N-F-(X?j:0),W,A)),C=(0==D?H/2:D==Y?0:H)-D*Y*((0==D?P/2:0)+(X?j/2:0));const Z={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},ll=U?null:new Path2D;let el=null;if(null!=I)el=l.data[I.series[1]];else{let{y0:t,y1:n}=a;null!=t&&null!=n&&(g=n.values(l,e,i,d),el=t.values(l,e,i,d))}let tl=T*H,nl=E*H;for(let t=1==Y?i:d;t>=i&&d>=t;t+=Y){let n=g[t];if(null==n)continue;if(null!=el){let l=el[t]??0;if(n-l==0)continue;O=b(l,w,S,k)}let i=_(2!=x.distr||null!=a?m[t]:t,x,M,v),o=b(Q(n,L),w,S,k),s=z(i-C),r=z(fl(o,O)),u=z(al(o,O)),f=r-u;if(null!=n){let i=0>n?nl:tl,o=0>n?tl:nl;U?(j>0&&null!=$[t]&&R(J.get($[t]),s,u+sl(j/2),H,fl(0,f-j),i,o),null!=V[t]&&R(B.get(V[t]),s,u+sl(j/2),H,fl(0,f-j),i,o)):R(ll,s,u+sl(j/2),H,fl(0,f-j),i,o),G(l,e,t,s-j/2,u,H+j,f)}}return j>0?Z.stroke=U?J:ll:U||(Z._fill=0==p.width?p._fill:p._stroke??p._fill,Z.width=0),Z.fill=U?B:ll,Z}))},l.spline=function(l){return function(l,e){const t=Q(e?.alignGaps,0);return(e,n,i,o)=>pt(e,n,((s,r,u,a,f,c,h,d,p,m,g)=>{[i,o]=U(u,i,o);let x,w,_,b=s.pxRound,v=l=>b(c(l,a,m,d)),k=l=>b(h(l,f,g,p));0==a.ori?(x=kt,_=Mt,w=Pt):(x=yt,_=St,w=At);const y=a.dir*(0==a.ori?1:-1);let M=v(r[1==y?i:o]),S=M,T=[],E=[];for(let l=1==y?i:o;l>=i&&o>=l;l+=y)if(null!=u[l]){let e=v(r[l]);T.push(S=e),E.push(k(u[l]))}const z={stroke:l(T,E,x,_,w,b),fill:null,clip:null,band:null,gaps:null,flags:1},D=z.stroke;let[P,A]=mt(e,n);if(null!=s.fill||0!=P){let l=z.fill=new Path2D(D),t=k(s.fillTo(e,n,s.min,s.max,P));_(l,S,t),_(l,M,t)}if(!s.spanGaps){let l=[];l.push(..._t(r,u,i,o,y,v,t)),z.gaps=l=s.gaps(e,n,i,o,l),z.clip=wt(l,a.ori,d,p,m,g)}return 0!=A&&(z.band=2==A?[xt(e,n,i,o,D,-1),xt(e,n,i,o,D,1)]:xt(e,n,i,o,D,A)),z}))}(Gt,l)}}return en}();\n';
var UPLOT_CSS = '.uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: ":";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline "background" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}';

// src/history/render/dashboard.ts
var DASHBOARD_DATA_FILE = "history-data.js";
var DASHBOARD_MAX_POINTS = 1e3;
var round = (v) => v === null || !Number.isFinite(v) ? null : Math.round(v * 1e3) / 1e3;
function commitMarks(commitIndex) {
  const marks = [];
  return {
    sha: (commit) => `\0${marks.push(commitIndex(commit)) - 1}\0`,
    said: (text) => text.split("\0").flatMap((part, k) => k % 2 === 1 ? [{ c: marks[Number(part)] }] : part === "" ? [] : [part])
  };
}
function dashboardData(report, options = {}) {
  const maxPoints = Math.max(1, Math.floor(options.maxPoints ?? DASHBOARD_MAX_POINTS));
  const repository = validRepository(options.repository) ?? null;
  const commits = [];
  const times = [];
  const commitIndex = /* @__PURE__ */ new Map();
  const indexOf = (commit, time = "") => {
    let i = commitIndex.get(commit);
    if (i === void 0) {
      commitIndex.set(commit, i = commits.length);
      commits.push(commit);
      times.push(time);
    }
    return i;
  };
  const say = {
    findings: (series2) => {
      const marks = commitMarks((commit) => indexOf(commit));
      return findingLines(series2, marks.sha, report.threshold).map((f) => ({ tone: f.tone, said: marks.said(f.text) }));
    },
    meta: seriesMeta,
    chartLabel
  };
  const series = sortByUrgency(report.series).map((s) => {
    const all = s.points;
    const points = all.slice(-maxPoints);
    const chain = cumulativeChain(points);
    const at = new Map(points.map((p, i) => [p.commit, i]));
    const drift = s.drift && at.has(s.drift.to) ? s.drift : null;
    const c = points.map((p) => indexOf(p.commit, p.time));
    const cps = stepsOf(s).filter((cp) => at.has(cp.commit)).map((cp) => ({
      i: at.get(cp.commit),
      deltaPct: cp.deltaPct,
      ci: cp.ci,
      p: cp.p,
      basis: cp.basis,
      bases: cp.bases ?? [cp.basis],
      ...cp.cpuModel ? { cpuModel: cp.cpuModel } : {},
      worse: isWorse(cp.deltaPct, s.better)
    }));
    const pageDrift = drift && {
      fromI: at.get(drift.from) ?? -1,
      toI: at.get(drift.to),
      commits: drift.commits,
      deltaPct: drift.deltaPct,
      ci: drift.ci,
      flagged: drift.flagged,
      improved: improvedBeyond(drift, report.threshold, s.better)
    };
    const context = { report, shown: points, total: all.length, say };
    return {
      benchmark: s.benchmark,
      ...s.group ? { group: s.group } : {},
      metric: s.metric,
      unit: s.unit,
      better: s.better,
      ...s.measure ? { measure: s.measure } : {},
      total: all.length,
      c,
      pct: chain.map((p) => round(p.pct)),
      lo: chain.map((p) => round(p.lo)),
      hi: chain.map((p) => round(p.hi)),
      step: chain.map((p) => round(p.stepPct)),
      cps,
      drift: pageDrift,
      hasFindings: cps.length > 0 || !!(pageDrift && (pageDrift.flagged || pageDrift.improved)),
      cards: Object.fromEntries(CARDS.map((card) => [card.id, card.data(s, context)]))
    };
  });
  const linkable = (sha) => repository && isCommitSha(sha) ? `https://github.com/${repository}/commit/${sha.toLowerCase()}` : null;
  return {
    version: 1,
    generatedAt: (options.generatedAt ?? /* @__PURE__ */ new Date()).toISOString(),
    repository,
    window: report.window,
    threshold: report.threshold,
    commits,
    times,
    labels: commits.map(shortSha),
    links: commits.map(linkable),
    series
  };
}
function scriptJson(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
var sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
function renderDashboard(report, options = {}) {
  const data = dashboardData(report, options);
  const title = options.title ?? (data.repository ? `benchgate history \xB7 ${data.repository}` : "benchgate history");
  const scripts = [UPLOT_JS, DASHBOARD_SCRIPT];
  for (const code of [...scripts, UPLOT_CSS, DASHBOARD_CSS])
    if (/<\/(script|style)|<!--/i.test(code)) throw new Error("inline dashboard code would end its element");
  const style = `${UPLOT_CSS}
${DASHBOARD_CSS}`;
  const policy = [
    "default-src 'none'",
    `script-src ${scripts.map(sha256).join(" ")} 'self'`,
    `style-src ${sha256(style)}`,
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
  const steps = data.series.reduce((n, s) => n + s.cps.length, 0);
  const drifting = report.series.filter(driftsWithoutStep).length;
  const summary = `${summaryText(report, { steps, drifting })}. Generated ${data.generatedAt.slice(0, 16).replace("T", " ")} UTC.`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}">
<meta name="referrer" content="no-referrer">
<meta name="generator" content="benchgate (uPlot ${escapeHtml(UPLOT_VERSION)})">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p class="summary">${escapeHtml(summary)}</p>
${(report.warnings ?? []).map((w) => `<p class="note warning">Warning: ${escapeHtml(w.message)}</p>
`).join("")}<p class="note">Each chart chains the commits' paired ratios (each commit against its parent, on one runner): the line is the change since the first commit shown, the band its 95% CI; dashed lines mark change points, a shaded span flagged drift. Drag to zoom, double-click to reset.</p>
<div class="controls">
<label>Name <input type="search" id="filter" placeholder="filter by name" autocomplete="off"></label>
<label>Metric <select id="metric"><option value="">all</option></select></label>
<label><input type="checkbox" id="findings"> only with change points or drift</label>
<span id="count" class="note" aria-live="polite"></span>
</div>
<noscript><p>The charts need JavaScript.</p></noscript>
</header>
<main id="series"></main>
<script src="${DASHBOARD_DATA_FILE}"></script>
<script>${UPLOT_JS}</script>
<script>${DASHBOARD_SCRIPT}</script>
</body>
</html>
`;
  return {
    "index.html": html,
    [DASHBOARD_DATA_FILE]: `// benchgate history data (generated): read by index.html.
window.BENCHGATE_HISTORY = ${scriptJson(data)};
`
  };
}

// src/history/store/rest-api.ts
var HISTORY_API_LIMITS = { maxFiles: MAX_FILES, maxBytes: 32 * 1024 * 1024 };

// src/history/store/record.ts
var ON_ONE_SIDE = /* @__PURE__ */ new Set(["added", "removed"]);
function machineOf2(m) {
  return {
    ...m.cpuModel !== void 0 ? { cpuModel: m.cpuModel } : {},
    ...m.image !== void 0 ? { image: m.image } : {},
    ...m.cores !== void 0 ? { cores: m.cores } : {},
    ...m.kernel !== void 0 ? { kernel: m.kernel } : {}
  };
}
var sideOf = (s) => ({ median: s.median, ci: s.ci });
function historyRecords(report, facts) {
  const machine = machineOf2(report.machine.head);
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
    benchgate: facts.benchgate,
    ...report.settings.measure === "instructions" ? { measure: "instructions" } : {}
  }));
}

// src/history/render/comment-section.ts
var CHANGED = new Set(CHANGED_VERDICTS);

export {
  checkoutRemote,
  describeStore,
  RECORDS_PER_FILE,
  MAX_FILES,
  StoreError,
  recordedOnDataBranch,
  appendToDataBranch,
  recordedInStore,
  appendToStore,
  collectHistory,
  historyRecords,
  analyseHistory,
  analyseCollected,
  renderHistoryMarkdown,
  historyTerminal,
  renderDashboard
};
