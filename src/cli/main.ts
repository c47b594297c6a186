// The CLI's entry: picks a command and maps its outcome to an exit code
// (0 no regression, 1 regression found, 2 bad input or tool error; 130/143 when interrupted).
import { UserError } from '../model.js';
import { EXIT, INTERRUPTED_HELP, UsageError } from './exit.js';
import { safeLogText } from '../report/escape.js';
import { nearestName } from './suggest.js';

// A command whose work is all synchronous (merge) returns its exit code directly.
type Command = { main(argv: string[]): number | Promise<number> };

// One line per command; each module owns its flags and --help.
const commands: Record<string, { summary: string; load: () => Promise<Command> }> = {
  parse: { summary: 'show the series and context read from one result file (check a format)', load: () => import('./parse.js') },
  compare: { summary: 'compare two sets of result files (BASE HEAD): table, JSON, markdown', load: () => import('./compare.js') },
  run: { summary: 'run a benchmark on base and head of this repo (interleaved) and compare', load: () => import('./run.js') },
  merge: { summary: 'merge the JSON reports of shards (a CI matrix) into one report', load: () => import('./merge.js') },
  record: { summary: "record HEAD against its first parent in main's history (a folder or the data branch)", load: () => import('./record.js') },
  history: { summary: "main's history: change points, drift, the dashboard (--html), from what record kept", load: () => import('./history.js') },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(9)} ${c.summary}`);
  return [
    'benchgate — did this change make the code slower? (Mann-Whitney U over interleaved runs)',
    '',
    'Usage: benchgate <command> [options]     benchgate <command> --help',
    '',
    'Commands:',
    ...lines,
    '',
    `Exit codes: ${EXIT.ok} no regression, ${EXIT.regression} regression found, ${EXIT.error} bad input or tool error, ${INTERRUPTED_HELP}.`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage() + '\n');
    return name ? EXIT.ok : EXIT.error;
  }
  if (name === '--version') {
    process.stdout.write(`${process.env.BENCHGATE_VERSION ?? '0.1.0'}\n`);
    return EXIT.ok;
  }
  const command = commands[name];
  if (!command) {
    const near = nearestName(name, Object.keys(commands));
    throw new UsageError(`unknown command '${name}'${near ? ` (did you mean ${near}?)` : ''}\n\n${usage()}`);
  }
  return (await command.load()).main(rest);
}

// The one catch of the CLI: a UserError is printed as it is, with its exit code; anything else is
// a bug, said so, with the stack under BENCHGATE_DEBUG=1. Never exit 1 (regression) for an error.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const command = commands[process.argv[2] ?? ''] ? `benchgate ${process.argv[2]}` : 'benchgate';
    if (err instanceof UserError) {
      process.stderr.write(safeLogText(`${command}: ${err.message}\n`));
      process.exitCode = err.exitCode;
      return;
    }
    process.stderr.write(
      safeLogText(
        `${command}: unexpected error: ${err instanceof Error ? err.message : String(err)} (please report this; rerun with BENCHGATE_DEBUG=1 for the stack)\n`,
      ),
    );
    if (process.env.BENCHGATE_DEBUG && err instanceof Error) process.stderr.write(`${err.stack}\n`);
    process.exitCode = EXIT.error;
  },
);
