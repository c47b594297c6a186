#!/usr/bin/env node
import {
  EXIT,
  INTERRUPTED_HELP,
  UsageError,
  nearestName,
  safeLogText
} from "./chunks/chunk-GAJ4D2JZ.js";
import {
  UserError
} from "./chunks/chunk-4PTTIM2A.js";
import "./chunks/chunk-SEWDMQ6Q.js";

// src/cli/main.ts
var commands = {
  parse: { summary: "show the series and context read from one result file (check a format)", load: () => import("./chunks/parse-LJWZUT75.js") },
  compare: { summary: "compare two sets of result files (BASE HEAD): table, JSON, markdown", load: () => import("./chunks/compare-KUE3JXQX.js") },
  run: { summary: "run a benchmark on base and head of this repo (interleaved) and compare", load: () => import("./chunks/run-K5FSBDH5.js") },
  merge: { summary: "merge the JSON reports of shards (a CI matrix) into one report", load: () => import("./chunks/merge-X5WUGI54.js") },
  record: { summary: "record HEAD against its first parent in main's history (a folder or the data branch)", load: () => import("./chunks/record-ETYIKOCY.js") },
  history: { summary: "main's history: change points, drift, the dashboard (--html), from what record kept", load: () => import("./chunks/history-Q5IK4MWW.js") }
};
function usage() {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(9)} ${c.summary}`);
  return [
    "benchgate \u2014 did this change make the code slower? (Mann-Whitney U over interleaved runs)",
    "",
    "Usage: benchgate <command> [options]     benchgate <command> --help",
    "",
    "Commands:",
    ...lines,
    "",
    `Exit codes: ${EXIT.ok} no regression, ${EXIT.regression} regression found, ${EXIT.error} bad input or tool error, ${INTERRUPTED_HELP}.`
  ].join("\n");
}
async function main(argv) {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(usage() + "\n");
    return name ? EXIT.ok : EXIT.error;
  }
  if (name === "--version") {
    process.stdout.write(`${process.env.BENCHGATE_VERSION ?? "0.1.0"}
`);
    return EXIT.ok;
  }
  const command = commands[name];
  if (!command) {
    const near = nearestName(name, Object.keys(commands));
    throw new UsageError(`unknown command '${name}'${near ? ` (did you mean ${near}?)` : ""}

${usage()}`);
  }
  return (await command.load()).main(rest);
}
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    const command = commands[process.argv[2] ?? ""] ? `benchgate ${process.argv[2]}` : "benchgate";
    if (err instanceof UserError) {
      process.stderr.write(safeLogText(`${command}: ${err.message}
`));
      process.exitCode = err.exitCode;
      return;
    }
    process.stderr.write(
      safeLogText(
        `${command}: unexpected error: ${err instanceof Error ? err.message : String(err)} (please report this; rerun with BENCHGATE_DEBUG=1 for the stack)
`
      )
    );
    if (process.env.BENCHGATE_DEBUG && err instanceof Error) process.stderr.write(`${err.stack}
`);
    process.exitCode = EXIT.error;
  }
);
