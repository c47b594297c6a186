// A benchmark that floods its output past the 256 MiB cap is killed, and what benchgate prints
// about it is a bounded, printable excerpt (issue 31): not the 64 KiB tail of NUL bytes it read.
// The bundled CLI in a real git repository, the command writing /dev/zero to stderr.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { tempDir, twoCommitRepo } from './runner-fixtures.js';

const work = tempDir('benchgate-output-cap-');
const r = twoCommitRepo({ 'a.txt': 'a\n' }, { 'a.txt': 'b\n' });
after(() => {
  rmSync(work, { recursive: true, force: true });
  r.cleanup();
});
const CLI = path.join(work, 'cli.mjs');
before(() => bundleCli(CLI));

it('a run past the output cap: a short, printable message (control bytes escaped, the run of NULs said once)', async () => {
  const res = await runBundledCli(
    CLI,
    ['run', '--base', 'main', '--head', 'feature', '--rounds', '1', '--warmup', '0', '--isolation', 'none', '--', 'head -c 300000000 /dev/zero >&2'],
    r.repo,
  );
  assert.equal(res.code, 2, res.stderr.slice(0, 2000));
  assert.match(res.stderr, /printed more than 256 MiB \(stdout and stderr together\)/);
  assert.doesNotMatch(res.stderr, /[\x00-\x08\x0b-\x1f\x7f]/, 'no control byte reaches the log');
  assert.match(res.stderr, /^\\x00 ×65536$/m, 'the tail of NULs, escaped and counted');
  assert.ok(res.stderr.length < 4000, `bounded: ${res.stderr.length} characters`);
});

it('long lines past the output cap: at most 20 lines and 4,000 characters of them, the rest counted', async () => {
  const res = await runBundledCli(
    CLI,
    [
      'run',
      '--base',
      'main',
      '--head',
      'feature',
      '--rounds',
      '1',
      '--warmup',
      '0',
      '--isolation',
      'none',
      '--',
      'yes "$(printf "%0500d" 7)" | head -c 300000000 >&2',
    ],
    r.repo,
  );
  assert.equal(res.code, 2, res.stderr.slice(0, 2000));
  assert.match(res.stderr, /^… \(\d+ characters before these not shown\)$/m);
  // Three excerpts (each round's warning and the error) of at most 4,000 characters, and the lines
  // around them; the 20 whole lines would be over 10,000 characters each time.
  assert.ok(res.stderr.length < 15_000, `bounded: ${res.stderr.length} characters`);
});
