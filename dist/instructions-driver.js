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

// src/instructions/driver-main.ts
var [which, ...rest] = process.argv.slice(2);
var run = which === "go-exec" ? goExec(rest) : which === "command" ? commandExec() : Promise.resolve(-1);
run.then(
  (code) => {
    if (code === -1) process.stderr.write(`instructions-driver: unknown driver ${JSON.stringify(which)} (go-exec, command)
`);
    process.exitCode = code === -1 ? 2 : code;
  },
  (e) => {
    process.stderr.write(`instructions-driver: ${e instanceof Error ? e.stack ?? e.message : String(e)}
`);
    process.exitCode = 2;
  }
);
