// What --help promises about exit codes and mistyped flags (issue 31): the interrupted exits (130,
// 143) are listed where the README lists them, a flag another command spells with a word more
// or less is suggested, and a flag of other commands names them. The bundled CLI, as a user runs it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';

const work = mkdtempSync(path.join(tmpdir(), 'benchgate-help-exits-'));
after(() => rmSync(work, { recursive: true, force: true }));
const CLI = path.join(work, 'cli.mjs');
before(() => bundleCli(CLI));
const cli = (...args: string[]) => runBundledCli(CLI, args, work);

it('--help of benchgate, run and record lists 130 and 143 beside 0, 1 and 2', async () => {
  const top = await cli('--help');
  assert.equal(top.code, 0);
  assert.match(top.stdout, /^Exit codes: 0 no regression, 1 regression found, 2 bad input or tool error, 130 interrupted \(Ctrl-C; 143 on SIGTERM\)\.$/m);
  for (const command of ['run', 'record']) {
    const help = await cli(command, '--help');
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Exit codes: 0 [^]*\n {12}130 interrupted \(Ctrl-C; 143 on SIGTERM\)/m, command);
  }
});

it('record --rounds suggests --record-rounds, and run --record-rounds suggests --rounds (exit 2)', async () => {
  const record = await cli('record', '--rounds', '3', '--', 'true');
  assert.equal(record.code, 2);
  assert.match(
    record.stderr,
    /^benchgate record: unknown option --rounds \(did you mean --record-rounds\?\)\nRun 'benchgate record --help' for the options\.\n$/,
  );
  const run = await cli('run', '--record-rounds', '3', '--', 'true');
  assert.equal(run.code, 2);
  assert.match(run.stderr, /^benchgate run: unknown option --record-rounds \(did you mean --rounds\?\)/);
  // A near name still wins, and an unrelated flag gets no guess.
  assert.match((await cli('record', '--record-round', '3', '--', 'true')).stderr, /did you mean --record-rounds\?/);
  assert.match((await cli('compare', '--bogus', 'a', 'b')).stderr, /^benchgate compare: unknown option --bogus\n/);
  // A flag of other commands only: they are named.
  const setup = await cli('compare', '--setup', 'make', 'a', 'b');
  assert.equal(setup.code, 2);
  assert.match(setup.stderr, /^benchgate compare: unknown option --setup \(an option of benchgate run, benchgate record; not of compare\)\n/);
  assert.match((await cli('history', '--rounds', '3')).stderr, /^benchgate history: unknown option --rounds \(an option of benchgate run; not of history\)/);
});

it('an unknown command suggests the command meant (edit distance), with the usage and exit 2', async () => {
  for (const [typed, meant] of [
    ['histroy', 'history'],
    ['recrod', 'record'],
    ['comapre', 'compare'],
    ['rn', undefined],
    ['deploy', undefined],
  ] as const) {
    const res = await cli(typed, '--help');
    assert.equal(res.code, 2, typed);
    assert.equal(res.stdout, '', typed);
    const hint = meant ? ` \\(did you mean ${meant}\\?\\)` : '';
    assert.match(res.stderr, new RegExp(`^benchgate: unknown command '${typed}'${hint}\\n\\nbenchgate — did this change make the code slower\\?`), typed);
    assert.match(res.stderr, /^ {2}history {3}main's history/m, `${typed}: the usage lists the commands`);
  }
});
