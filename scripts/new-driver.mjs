// Scaffolds a new driver of measure: instructions (`npm run new-driver <id>`): what a driver is
// made of, ready to fill in.
//   src/instructions/drivers/<id>.ts             the host half: the Driver (detect, lever, prepare), typed
//   src/instructions/drivers/<id>-exec.ts        the inside half: counts each benchmark in the sandbox
//   src/instructions/drivers/{index,ids,inside}.ts   regenerated from the files (drivers-index.mjs): they list it
//   __tests__/instructions-<id>.test.ts          its test: fails until the TODO(new-driver) marks are gone
// What it writes compiles (the Driver interface holds it to its shape), and fails its test until
// filled in: a scaffold must not pass on its own.
//   node scripts/new-driver.mjs <id> [--root DIR]   (--root: the checkout to write into; the tests use a copy)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { driverIds, writeDriversIndex } from './drivers-index.mjs';
import { exportName } from './formats-index.mjs';
import { ScaffoldError, scaffoldMain } from './scaffold-cli.mjs';

const TODO = 'TODO(new-driver)';
const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function hostModule(id, name) {
  return `// ${id}: ${TODO} which harness this counts, and its lever: how benchgate fixes (or learns) the
// iterations of each benchmark from outside, so that a count divided by them is per operation.
import { COMMAND_VAR } from '../layout.js';
import { shellWord, type Driver } from './driver.js';

export const ${name}Driver: Driver = {
  id: '${id}',
  lever: '${TODO}: the lever, for the error that lists the drivers (e.g. "pyperf (--loops)")',
  // ${TODO}: true for the commands and formats this driver counts (format is the run's --format, or 'auto').
  detect: (_command, _format) => false,
  // toolchain: ['tool', '--version'],  the tool whose version goes into the report's machine table, if any
  prepare(ctx) {
    // The inside half (${id}-exec.ts) runs in the sandbox; it reads the user's command from the environment.
    return { command: \`exec \${ctx.entry.map(shellWord).join(' ')} ${id}\`, env: { [COMMAND_VAR]: ctx.command } };
  },
};
`;
}

function insideModule(id, name) {
  return `// ${id}'s inside half: \`instructions-driver ${id}\` runs it in the sandbox with the user's command
// in BENCHGATE_INSTRUCTIONS_COMMAND. It counts each benchmark under valgrind at two iteration counts and prints
// Go benchmark lines, \`Benchmark<name>\\t<iterations>\\t<instr/op> instr/op\`, and PASS (benchgate's Go
// parser reads them). See go-exec.ts (N and 2N, differenced) and google-benchmark-exec.ts (callgrind
// inside one function) for the two levers there are.
import { COMMAND_VAR, STATE_DIR_VAR } from '../layout.js';

export async function ${name}Exec(_argv: readonly string[]): Promise<number> {
  const command = process.env[COMMAND_VAR];
  const stateDir = process.env[STATE_DIR_VAR];
  if (command === undefined || !stateDir) {
    process.stderr.write(\`benchgate instructions (${id}): \${COMMAND_VAR} and \${STATE_DIR_VAR} must be set: this driver is started by benchgate run --measure instructions\\n\`);
    return 1;
  }
  // ${TODO}: list the benchmarks the command selects; count each at N and 2N iterations with count()
  // (../count.js), its files in path.join(stateDir, OUT_FOLDER, …) (../layout.js), and print
  // (count(2N) − count(N)) / N per benchmark. Until then this driver refuses to run.
  process.stderr.write('benchgate instructions (${id}): this driver is not written yet (src/instructions/drivers/${id}-exec.ts)\\n');
  return 1;
}
`;
}

function testModule(id, name) {
  return `// The ${id} driver of measure: instructions: scaffolded by \`npm run new-driver ${id}\`. These tests
// fail until the ${TODO} marks are gone from src/instructions/drivers/${id}.ts, ${id}-exec.ts and
// this file. Then copy the shape of __tests__/instructions-google-benchmark.test.ts: the real harness
// (needs(...) from support/harness.ts) counted twice, per-op values within 2%; and \`node dist/cli.js run
// --measure instructions\` on a real two-commit repository, +10% of work → regression, A/A → pass.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ${name}Driver } from '../src/instructions/drivers/${id}.js';

const TODO = ['TODO', '(new-driver)'].join('');
const FILES = ['${id}.ts', '${id}-exec.ts'].map((f) => path.join(import.meta.dirname, '..', 'src', 'instructions', 'drivers', f));

describe('the ${id} driver', () => {
  it('is filled in: no ${TODO} mark left', () => {
    const left = FILES.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\\n')
        .flatMap((line, i) => (line.includes(TODO) ? [\`\${path.basename(file)}:\${i + 1}: \${line.trim()}\`] : [])),
    );
    assert.deepEqual(left, [], 'fill in what the scaffold left');
  });

  it('detects the commands it counts', () => {
    // ${TODO}: a command of the harness this driver counts, as a user writes it.
    const command: string | undefined = undefined;
    assert.ok(command !== undefined && ${name}Driver.detect(command, 'auto'), 'write a command the driver detects');
  });
});
`;
}

/** Writes the scaffold of driver \`id\` into the checkout at \`root\`; returns the files it wrote or changed. */
export async function scaffold(root, id) {
  if (!ID.test(id)) throw new ScaffoldError(`'${id}' is not a driver id: lower case letters, digits and single dashes, starting with a letter`);
  if (['auto', 'index', 'ids', 'inside', 'driver', 'pick', 'pool'].includes(id)) throw new ScaffoldError(`'${id}' is reserved`);
  if (id.endsWith('-exec')) throw new ScaffoldError(`'${id}': a driver id cannot end in -exec (its inside half's file does)`);
  if (driverIds(root).includes(id)) throw new ScaffoldError(`driver '${id}' is already registered (src/instructions/drivers/${id}.ts)`);
  const name = exportName(id);
  const dir = path.join(root, 'src', 'instructions', 'drivers');
  const files = [
    [path.join(dir, `${id}.ts`), hostModule(id, name)],
    [path.join(dir, `${id}-exec.ts`), insideModule(id, name)],
    [path.join(root, '__tests__', `instructions-${id}.test.ts`), testModule(id, name)],
  ];
  for (const [file] of files) if (existsSync(file)) throw new ScaffoldError(`${path.relative(root, file)} already exists: pick another id or remove it`);
  for (const [file, text] of files) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text, { flag: 'wx' });
  }
  const registries = await writeDriversIndex(root);
  return [...files.map(([file]) => file), ...registries].map((file) => path.relative(root, file));
}

/** What the developer does after scaffolding `id`. */
function nextSteps(id) {
  return [
    `Next: find the harness's lever (a fixed iteration count, or a function to count inside), write the inside half`,
    `(${id}-exec.ts), then detect and lever (${id}.ts), and every ${TODO} mark; node --import tsx --test`,
    `__tests__/instructions-${id}.test.ts says what is left. Add the real-harness tests it describes, a row to`,
    `docs/instructions.md's drivers table, and rebuild dist/ (npm run build; --instructions-driver ${id} is accepted from then on).`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await scaffoldMain(process.argv.slice(2), { tool: 'new-driver', what: 'driver', scaffold, next: nextSteps });
