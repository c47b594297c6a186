// `benchgate history` in bounded memory (issue 28 item 5), as a user runs it: the bundled CLI on a
// store of 100,000 records (half the store's bound) in a child process whose heap is held to
// 48 MB. The records are kept as typed columns outside the heap, each series' points as columns
// made on read, and the JSON is written as it is made; the release before (records parsed whole,
// points as objects) runs out of memory here (and on the full store even with 200 MB). A size,
// never a time.
import assert from 'node:assert/strict';
import { closeSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { tempDir } from './runner-fixtures.js';
import { bundleCli } from './support/bundled-cli.js';
import { writeLargeStore } from './support/large-store.js';
import { runCommand } from './support/run-command.js';

/** The heap the child may use (node's --max-old-space-size, MB). */
const HEAP_MB = 48;

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
let cli = '';
before(async () => {
  const d = tempDir('bg-memory-bound-cli-');
  made.push(d);
  cli = path.join(d, 'cli.mjs');
  await bundleCli(cli);
});

/** The last `n` bytes of a file (the JSON is too large to read back whole here). */
function tail(file: string, n: number): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(n);
    const read = readSync(fd, buffer, 0, n, Math.max(0, statSync(file).size - n));
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

describe('benchgate history in bounded memory', () => {
  it(`analyses a store of 250 commits × 400 series and writes its JSON, markdown and dashboard with a ${HEAP_MB} MB heap`, async () => {
    const dir = tempDir('bg-memory-bound-');
    made.push(dir);
    const store = writeLargeStore(path.join(dir, 'store'), 250, 400);
    assert.equal(store.records, 100_000);
    const json = path.join(dir, 'history.json');
    const res = await runCommand(
      [
        process.execPath,
        `--max-old-space-size=${HEAP_MB}`,
        cli,
        'history',
        '--store',
        path.join(dir, 'store'),
        '--json',
        json,
        '--markdown',
        path.join(dir, 'history.md'),
        '--html',
        path.join(dir, 'site'),
      ],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1', BENCHGATE_DEBUG: '' } },
    );
    assert.equal(res.code, 0, `exit ${res.code}: ${res.stderr.slice(-2000)}`);
    assert.match(res.stdout, /^400 series over 250 recorded commits/);
    // Every point written: about 800 bytes of JSON each, and the document closed.
    assert.ok(statSync(json).size > 100_000 * 500, `history JSON of ${statSync(json).size} bytes`);
    assert.match(tail(json, 200), /\n {2}\]\n\}\n$/);
    assert.ok(statSync(path.join(dir, 'site', 'history-data.js')).size > 0);
  });
});
