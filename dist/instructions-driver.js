// src/instructions/drivers/command-exec.ts
import path2 from "node:path";

// src/instructions/count.ts
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
function countArgv(argv, outDir, prefix) {
  return [
    "setarch",
    os.machine(),
    "-R",
    "valgrind",
    "--tool=cachegrind",
    "--cache-sim=no",
    "--trace-children=yes",
    "--quiet",
    `--cachegrind-out-file=${path.join(outDir, `${prefix}.%p.out`)}`,
    ...argv
  ];
}
function summaryOf(text) {
  const m = /^summary:\s+(\d+)/m.exec(text);
  return m ? Number(m[1]) : NaN;
}
function count(opts) {
  mkdirSync(opts.outDir, { recursive: true });
  const ours = (f) => f.startsWith(`${opts.prefix}.`) && f.endsWith(".out");
  const before = new Set(readdirSync(opts.outDir).filter(ours));
  const [file, ...args] = countArgv(opts.argv, opts.outDir, opts.prefix);
  return new Promise((resolve) => {
    const child = spawn(file, args, { cwd: opts.cwd, env: opts.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d) => {
      if (opts.stdout === "pipe") stdout += d;
      else process.stderr.write(d);
    });
    child.stderr.setEncoding("utf8").on("data", (d) => {
      stderr = (stderr + d).slice(-8192);
      if (opts.stdout === "stderr") process.stderr.write(d);
    });
    const done = (exitCode) => {
      const files = readdirSync(opts.outDir).filter((f) => ours(f) && !before.has(f)).map((f) => path.join(opts.outDir, f)).sort();
      let instructions = 0;
      for (const f of files) instructions += summaryOf(readFileSync(f, "utf8"));
      if (files.length === 0) instructions = NaN;
      resolve({ instructions, files, exitCode, stdout, stderrTail: stderr.split("\n").slice(-20).join("\n") });
    };
    child.on("error", (e) => {
      stderr += `
could not start ${file}: ${e.message}`;
      done(null);
    });
    child.on("close", (code) => done(code));
  });
}

// src/instructions/layout.ts
var OUT_FOLDER = "out";
var STATE_DIR_VAR = "BENCHGATE_INSTRUCTIONS_DIR";
var COMMAND_VAR = "BENCHGATE_INSTRUCTIONS_COMMAND";
function safeName(name) {
  return name.replace(/[^A-Za-z0-9._=-]/g, "_").slice(0, 200) || "_";
}

// src/instructions/drivers/command-exec.ts
var COMMAND_BENCHMARK = "BenchmarkCommand";
async function commandExec() {
  const command = process.env[COMMAND_VAR];
  const stateDir = process.env[STATE_DIR_VAR];
  if (command === void 0 || !stateDir) {
    process.stderr.write(
      `benchgate instructions (command): ${COMMAND_VAR} and ${STATE_DIR_VAR} must be set: this driver is started by benchgate run --measure instructions
`
    );
    return 1;
  }
  const env = { ...process.env };
  delete env[COMMAND_VAR];
  const r = await count({ argv: ["bash", "-c", command], outDir: path2.join(stateDir, OUT_FOLDER, "command"), prefix: "run", env, stdout: "stderr" });
  if (r.exitCode !== 0) return r.exitCode ?? 1;
  if (Number.isNaN(r.instructions)) {
    process.stderr.write("benchgate instructions (command): valgrind wrote no cachegrind output\n");
    return 1;
  }
  process.stdout.write(`${COMMAND_BENCHMARK}	1	${r.instructions} instr/op
`);
  return 0;
}

// src/instructions/drivers/go-exec.ts
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync as mkdirSync2, readFileSync as readFileSync2, writeFileSync, appendFileSync } from "node:fs";
import os2 from "node:os";
import path3 from "node:path";

// src/instructions/drivers/pool.ts
async function pool(tasks, limit) {
  const out = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return out;
}

// src/instructions/drivers/go-exec.ts
var MIN_POINT_INSTRUCTIONS = 1e7;
var TARGET_POINT_INSTRUCTIONS = 5 * MIN_POINT_INSTRUCTIONS;
var CALIBRATION_N = 100;
var SECOND_CALIBRATION_INSTRUCTIONS = 2e6;
var MAX_N = 1e9;
function flagValue(args, name) {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === `-${name}` || a === `--${name}`) return args[i + 1];
    for (const prefix of [`-${name}=`, `--${name}=`]) if (a.startsWith(prefix)) return a.slice(prefix.length);
  }
  return void 0;
}
function quoteMeta(s) {
  return s.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&");
}
function exactPattern(name) {
  return name.split("/").map((part) => `^${quoteMeta(part)}$`).join("/");
}
function benchmarkNames(text) {
  const names = [];
  const header = [];
  for (const line of text.split("\n")) {
    const m = /^(Benchmark\S*)\s+\d+\s/.exec(line);
    if (m) names.push(m[1]);
    else if (/^(goos|goarch|pkg|cpu):/.test(line)) header.push(line);
  }
  return { names: [...new Set(names)], header };
}
function keptFlags(args) {
  return args.filter((a) => /^--?test\.(timeout|paniconexit0)\b/.test(a));
}
function fail(message) {
  process.stderr.write(`benchgate instructions (go): ${message}
`);
  process.exit(1);
}
function describeFailure(what, r) {
  return `${what} failed (exit ${r.exitCode ?? "none"}${Number.isNaN(r.instructions) ? ", no cachegrind output" : ""}):
${r.stderrTail}`;
}
async function goExec(argv) {
  const [binary, ...args] = argv;
  if (!binary) fail("no test binary given (go test -exec passes one)");
  const bench = flagValue(args, "test.bench");
  if (bench === void 0 || bench === "") {
    const r = spawnSync(binary, args, { stdio: "inherit" });
    return r.status ?? 1;
  }
  const stateDir = process.env[STATE_DIR_VAR];
  if (!stateDir) fail(`${STATE_DIR_VAR} is not set: this driver is started by benchgate run --measure instructions`);
  const kept = keptFlags(args);
  const list = spawnSync(binary, ["-test.run=^$", `-test.bench=${bench}`, "-test.benchtime=1x", ...kept], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (list.status !== 0) {
    process.stdout.write(list.stdout ?? "");
    process.stderr.write(list.stderr ?? "");
    return list.status ?? 1;
  }
  const { names, header } = benchmarkNames(list.stdout);
  const pkg = header.find((l) => l.startsWith("pkg:"))?.slice(4).trim() ?? path3.basename(binary, ".test");
  const outRoot = path3.join(stateDir, OUT_FOLDER);
  const calibrationFile = path3.join(stateDir, "calibration.json");
  const calibration = existsSync(calibrationFile) ? JSON.parse(readFileSync2(calibrationFile, "utf8")) : {};
  const parallel = os2.availableParallelism();
  const countAt = (name, n, prefix) => count({
    argv: [binary, "-test.run=^$", `-test.bench=${exactPattern(name)}`, `-test.benchtime=${n}x`, ...kept],
    outDir: path3.join(outRoot, safeName(pkg), safeName(name)),
    prefix,
    stdout: "pipe"
  });
  const pair = async (name, n, prefix) => {
    const [a, b] = await Promise.all([countAt(name, n, `${prefix}n${n}`), countAt(name, 2 * n, `${prefix}n${2 * n}`)]);
    for (const [r, k] of [
      [a, n],
      [b, 2 * n]
    ]) {
      if (r.exitCode !== 0 || Number.isNaN(r.instructions)) fail(describeFailure(`${name} at -test.benchtime=${k}x under valgrind`, r));
    }
    const index = {
      package: pkg,
      benchmark: name,
      n,
      files: [...a.files, ...b.files].map((f) => path3.relative(outRoot, f)),
      instructions: [a.instructions, b.instructions]
    };
    appendFileSync(path3.join(outRoot, "index.jsonl"), `${JSON.stringify(index)}
`);
    return (b.instructions - a.instructions) / n;
  };
  mkdirSync2(outRoot, { recursive: true });
  const key = (name) => `${pkg} ${name}`;
  const unknown = names.filter((n) => calibration[key(n)] === void 0);
  const iterationsFor = (perOp2, instructions, floor) => perOp2 > 0 ? Math.min(MAX_N, Math.max(floor, Math.ceil(instructions / perOp2))) : floor;
  const estimates = await pool(
    unknown.map((name) => async () => {
      const rough = await pair(name, CALIBRATION_N, "calibration-");
      const n = iterationsFor(rough, SECOND_CALIBRATION_INSTRUCTIONS, CALIBRATION_N);
      return n > 2 * CALIBRATION_N ? await pair(name, n, "calibration-") : rough;
    }),
    parallel
  );
  unknown.forEach((name, i) => {
    calibration[key(name)] = iterationsFor(estimates[i], TARGET_POINT_INSTRUCTIONS, CALIBRATION_N);
  });
  if (unknown.length > 0) writeFileSync(calibrationFile, JSON.stringify(calibration));
  const perOp = await pool(
    names.map((name) => () => pair(name, calibration[key(name)], "")),
    parallel
  );
  const lines = [...header];
  names.forEach((name, i) => lines.push(`${name}	${calibration[key(name)]}	${perOp[i].toFixed(1)} instr/op`));
  lines.push("PASS");
  process.stdout.write(`${lines.join("\n")}
`);
  return 0;
}

// src/instructions/drivers/google-benchmark-exec.ts
import { spawn as spawn2, spawnSync as spawnSync2 } from "node:child_process";
import { appendFileSync as appendFileSync2, mkdirSync as mkdirSync3, readdirSync as readdirSync2, readFileSync as readFileSync3 } from "node:fs";
import os3 from "node:os";
import path4 from "node:path";
var MIN_TIMES = [0.02, 0.1];
function fail2(message) {
  process.stderr.write(`benchgate instructions (google-benchmark): ${message}
`);
  process.exit(1);
}
function commandWords(command) {
  const words = [];
  let word = "";
  let has = false;
  for (let i = 0; i < command.length; i++) {
    const c = command[i];
    if (c === "'" || c === '"') {
      const end = command.indexOf(c, i + 1);
      if (end < 0) throw new Error(`unterminated ${c} in the command`);
      const inner = command.slice(i + 1, end);
      if (c === '"' && /[$`\\]/.test(inner)) throw new Error('the command uses shell expansion inside "\u2026"');
      word += inner;
      has = true;
      i = end;
    } else if (/\s/.test(c)) {
      if (has) words.push(word);
      word = "";
      has = false;
    } else if (/[;&|<>$`\\(){}*?[\]~#]/.test(c)) {
      throw new Error(`the command uses the shell (${c}): the google-benchmark driver runs one benchmark binary and its flags`);
    } else {
      word += c;
      has = true;
    }
  }
  if (has) words.push(word);
  if (words.length === 0) throw new Error("the command is empty");
  return words;
}
function userFilter(args) {
  let filter;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a.startsWith("--benchmark_filter=")) filter = a.slice("--benchmark_filter=".length);
    else if (a === "--benchmark_filter") filter = args[++i];
  }
  return filter;
}
function keptArgs(args) {
  const set = /^--?benchmark_(filter|min_time|min_warmup_time|repetitions|format|out|out_format|report_aggregates_only|display_aggregates_only|enable_random_interleaving|list_tests|color)(=|$)/;
  return args.filter((a) => !set.test(a));
}
function exactFilter(name) {
  return `^${name.replace(/[\\.+*?()|[\]{}^$]/g, "\\$&")}$`;
}
function benchmarkSymbol(name, symbols) {
  const [first, second] = name.split("/");
  const takesState = (s) => /\(benchmark::State&[,)]/.test(s) && !s.includes("[clone");
  const named = (s, fn) => {
    const head = s.slice(0, s.indexOf("(benchmark::State&"));
    return head === fn || head.endsWith(` ${fn}`) || head.endsWith(`::${fn}`);
  };
  const functions = symbols.filter(takesState);
  if (second !== void 0) {
    const fixture = functions.find((s) => s.startsWith(`${first}_${second}_Benchmark::BenchmarkCase(`));
    if (fixture) return fixture;
  }
  return functions.find((s) => named(s, first));
}
function summaryOf2(text) {
  const m = /^(?:summary|totals):\s+(\d+)/m.exec(text);
  return m ? Number(m[1]) : NaN;
}
function countPoint(binary, args, name, symbol, minTime, outDir) {
  mkdirSync3(outDir, { recursive: true });
  const prefix = `t${minTime}`;
  const argv = [
    os3.machine(),
    "-R",
    "valgrind",
    "--tool=callgrind",
    "--quiet",
    "--collect-atstart=no",
    `--toggle-collect=${symbol}`,
    `--dump-after=${symbol}`,
    `--callgrind-out-file=${path4.join(outDir, `${prefix}.%p.out`)}`,
    binary,
    ...args,
    `--benchmark_filter=${exactFilter(name)}`,
    `--benchmark_min_time=${minTime}`,
    "--benchmark_min_warmup_time=0",
    "--benchmark_repetitions=1",
    "--benchmark_format=json"
  ];
  return new Promise((resolve) => {
    const child = spawn2("setarch", argv, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d) => stdout += d);
    child.stderr.setEncoding("utf8").on("data", (d) => stderr = (stderr + d).slice(-8192));
    child.on("error", (e) => fail2(`could not start valgrind: ${e.message}`));
    child.on("close", (code) => {
      if (code !== 0) fail2(`${name} under callgrind exited ${code}:
${stderr}`);
      let iterations = NaN;
      try {
        const report = JSON.parse(stdout);
        const runs = (report.benchmarks ?? []).filter((b) => b.run_type !== "aggregate");
        if (runs.some((r) => (r.threads ?? 1) > 1)) fail2(`${name} runs on several threads: the driver counts one-threaded benchmarks only`);
        iterations = runs.at(-1)?.iterations ?? NaN;
      } catch {
        fail2(`${name}: the benchmark's JSON output could not be read:
${stdout.slice(0, 2e3)}`);
      }
      const dumps = readdirSync2(outDir).map((f) => ({ f, m: new RegExp(`^${prefix.replace(".", "\\.")}\\.\\d+\\.out\\.(\\d+)$`).exec(f) })).filter((d) => d.m).sort((a, b) => Number(b.m[1]) - Number(a.m[1]));
      if (dumps.length === 0)
        fail2(`${name}: callgrind dumped nothing after ${symbol}: the function never ran (inlined, or not the one that runs the benchmark)`);
      const file = path4.join(outDir, dumps[0].f);
      resolve({ instructions: summaryOf2(readFileSync3(file, "utf8")), iterations, file });
    });
  });
}
async function googleBenchmarkExec() {
  const command = process.env[COMMAND_VAR];
  const stateDir = process.env[STATE_DIR_VAR];
  if (command === void 0 || !stateDir)
    fail2(`${COMMAND_VAR} and ${STATE_DIR_VAR} must be set: this driver is started by benchgate run --measure instructions`);
  let words;
  try {
    words = commandWords(command);
  } catch (e) {
    fail2(`${e.message}; put a build step in setup and run the binary itself (e.g. ./bench --benchmark_filter=BM_)`);
  }
  const [binary, ...rest2] = words;
  const filter = userFilter(rest2);
  const args = keptArgs(rest2);
  const list = spawnSync2(binary, [...args, "--benchmark_list_tests=true", ...filter ? [`--benchmark_filter=${filter}`] : []], { encoding: "utf8" });
  if (list.status !== 0) fail2(`${binary} --benchmark_list_tests=true failed (exit ${list.status ?? list.error?.message}):
${list.stderr ?? ""}`);
  const names = list.stdout.split("\n").filter((l) => l.trim());
  if (names.length === 0) fail2(`${binary} lists no benchmark${filter ? ` for --benchmark_filter=${filter}` : ""}`);
  const nm = spawnSync2("nm", ["-C", "--defined-only", binary], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (nm.status !== 0) fail2(`nm -C ${binary} failed (binutils is needed to find each benchmark's function):
${nm.stderr ?? nm.error?.message ?? ""}`);
  const symbols = nm.stdout.split("\n").map((l) => l.replace(/^\S*\s+[tTwW]\s+/, "")).filter((l, i, all) => l && all.indexOf(l) === i);
  const outRoot = path4.join(stateDir, OUT_FOLDER);
  mkdirSync3(outRoot, { recursive: true });
  const perOp = await pool(
    names.map((name) => async () => {
      const symbol = benchmarkSymbol(name, symbols);
      if (!symbol)
        fail2(`no function for ${name} in ${binary}'s symbols (a lambda, or a stripped binary): the driver counts BENCHMARK(fn) and BENCHMARK_F benchmarks`);
      const outDir = path4.join(outRoot, safeName(path4.basename(binary)), safeName(name));
      const [a, b] = await Promise.all(MIN_TIMES.map((t) => countPoint(binary, args, name, symbol, t, outDir)));
      if (!(b.iterations > a.iterations)) fail2(`${name}: the two runs reported ${a.iterations} and ${b.iterations} iterations; the second must run more`);
      appendFileSync2(
        path4.join(outRoot, "google-benchmark.jsonl"),
        `${JSON.stringify({ benchmark: name, symbol, points: [a, b].map((p) => ({ iterations: p.iterations, instructions: p.instructions, file: path4.relative(outRoot, p.file) })) })}
`
      );
      return { iterations: b.iterations - a.iterations, perOp: (b.instructions - a.instructions) / (b.iterations - a.iterations) };
    }),
    os3.availableParallelism()
  );
  const lines = names.map((name, i) => `Benchmark${name}	${perOp[i].iterations}	${perOp[i].perOp.toFixed(1)} instr/op`);
  process.stdout.write(`${lines.join("\n")}
PASS
`);
  return 0;
}

// src/instructions/drivers/inside.ts
var INSIDE_HALVES = {
  command: commandExec,
  go: goExec,
  "google-benchmark": googleBenchmarkExec
};

// src/instructions/driver-main.ts
var [which, ...rest] = process.argv.slice(2);
var inside = which === void 0 ? void 0 : INSIDE_HALVES[which];
var run = inside ? inside(rest) : Promise.resolve(-1);
run.then(
  (code) => {
    if (code === -1) process.stderr.write(`instructions-driver: unknown driver ${JSON.stringify(which)} (${Object.keys(INSIDE_HALVES).join(", ")})
`);
    process.exitCode = code === -1 ? 2 : code;
  },
  (e) => {
    process.stderr.write(`instructions-driver: ${e instanceof Error ? e.stack ?? e.message : String(e)}
`);
    process.exitCode = 2;
  }
);
