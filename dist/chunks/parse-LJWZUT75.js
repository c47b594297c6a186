import {
  FORMATS,
  formatById,
  parseWith,
  readInput
} from "./chunk-76Z4DTIM.js";
import {
  displayWidth,
  parseFlags
} from "./chunk-LYSTEXNJ.js";
import {
  EXIT,
  UsageError,
  escapeTerminal,
  safeLogJson,
  safeLogText
} from "./chunk-GAJ4D2JZ.js";
import {
  ParseError,
  pooledSamples
} from "./chunk-4PTTIM2A.js";
import "./chunk-SEWDMQ6Q.js";

// src/cli/parse.ts
function help() {
  return `Usage: benchgate parse FILE|DIR|- [--format ID|auto] [--json]

Parses one benchmark output and prints what benchgate reads from it: every series
(benchmark, group, metric, unit, better direction, number of samples, samples in base
units: seconds, bytes, bytes/s, ops/s) and the context the tool reported (CPU, OS, \u2026).
Use it to check that a harness's output is understood before comparing.

Arguments:
  FILE|DIR             a result file, a directory (Criterion's target/criterion), or -
                       to read standard input

Options:
  --format ID          the format, or "auto" to detect it from the content (default:
                       auto). Known formats:
${FORMATS.map((f) => `                         ${f.id.padEnd(17)} ${f.description}`).join("\n")}
  --json               print the ParseResult as JSON ({ format, series, context,
                       warnings }) instead of a table
  -h, --help           show this help

Exit codes: 0 parsed, 2 unreadable input or usage (the message names the file and line).`;
}
var OPTIONS = {
  format: { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
function formatSample(x) {
  if (!Number.isFinite(x)) return String(x);
  const short = Number(x.toPrecision(6));
  return short !== 0 && (Math.abs(short) < 1e-3 || Math.abs(short) >= 1e9) ? short.toExponential() : String(short);
}
var SHOWN_SAMPLES = 20;
function formatSamples(samples) {
  const shown = samples.slice(0, SHOWN_SAMPLES).map(formatSample).join(" ");
  return samples.length > SHOWN_SAMPLES ? `${shown} \u2026 (+${samples.length - SHOWN_SAMPLES}, --json for all)` : shown;
}
function table(rows) {
  const widths = rows[0].map((_, c) => rows.reduce((max, r) => Math.max(max, displayWidth(r[c])), 0));
  return rows.map(
    (r) => r.map((cell, c) => c === r.length - 1 ? cell : cell + " ".repeat(widths[c] - displayWidth(cell))).join("  ").trimEnd()
  ).join("\n");
}
function renderParse(result, detected) {
  const out = [`format: ${result.format}${detected ? " (auto-detected)" : ""}`];
  const ctx = Object.entries(result.context);
  if (ctx.length) {
    out.push("", "context:");
    for (const [k, v] of ctx) out.push(`  ${escapeTerminal(k)}: ${escapeTerminal(v)}`);
  }
  const groups = result.series.some((s) => s.group !== void 0);
  const header = ["benchmark", ...groups ? ["group"] : [], "metric", "unit", "better", "n", "samples"];
  const rows = result.series.map((s) => [
    escapeTerminal(s.benchmark),
    ...groups ? [escapeTerminal(s.group ?? "")] : [],
    escapeTerminal(s.metric),
    escapeTerminal(s.unit || "-"),
    s.better,
    String(pooledSamples(s).length),
    formatSamples(pooledSamples(s))
  ]);
  const benchmarks = new Set(result.series.map((s) => JSON.stringify([s.group ?? null, s.benchmark]))).size;
  out.push("", `${result.series.length} series (${benchmarks} benchmarks):`, table([header, ...rows]));
  if (result.warnings.length) out.push("", "warnings:", ...result.warnings.map((w) => `  ${w.code}: ${escapeTerminal(w.message)}`));
  return safeLogText(out.join("\n"));
}
async function main(argv) {
  const { values, positionals } = parseFlags("parse", argv, OPTIONS);
  if (values.help) {
    process.stdout.write(`${help()}
`);
    return EXIT.ok;
  }
  if (positionals.length !== 1) {
    throw new UsageError(`expected one FILE, DIR or - (got ${positionals.length})
Run 'benchgate parse --help' for the options.`);
  }
  const formatId = values.format ?? "auto";
  try {
    if (formatId !== "auto") formatById(formatId);
    const input = await readInput(positionals[0]);
    const result = parseWith(input, formatId);
    process.stdout.write(values.json ? `${safeLogJson(JSON.stringify(result, null, 2))}
` : `${renderParse(result, formatId === "auto")}
`);
    return EXIT.ok;
  } catch (err) {
    if (!(err instanceof ParseError)) throw err;
    process.stderr.write(safeLogText(`benchgate parse: ${err.message}
`));
    return EXIT.error;
  }
}
export {
  main,
  renderParse
};
