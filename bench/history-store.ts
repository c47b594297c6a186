// `benchgate history --json` on a store of any size (issue 28 item 5; `npm run bench:history-store`,
// or `node --import tsx bench/history-store.ts [--records N]`, default 2,000,000 — ten times the
// store's bound of 40 files × 5,000 records). The store is written straight as store lines
// (__tests__/support/large-store.ts: 200 series, one record per commit each); the bundled CLI
// then reads it and writes the history JSON, under /usr/bin/time -v for its wall time and peak
// RSS. The JSON is checked whole without holding it: its size, and (when it fits one string)
// parsed back with its series and points counted. Figures only: nothing here asserts on time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundled } from '../__tests__/support/bundle.js';
import { writeLargeStore } from '../__tests__/support/large-store.js';

const arg = process.argv.indexOf('--records');
const RECORDS = arg > 0 ? Number(process.argv[arg + 1]) : 2_000_000;
const SERIES = 200;

const dir = mkdtempSync(path.join(os.tmpdir(), 'bg-history-store-'));
try {
  const t0 = Date.now();
  const store = writeLargeStore(path.join(dir, 'store'), Math.ceil(RECORDS / SERIES), SERIES);
  console.log(
    `store: ${store.records.toLocaleString('en')} records in ${store.files} files (${SERIES} series), written in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const cli = await bundled('cli');
  const json = path.join(dir, 'history.json');
  // The terminal summary is not what is measured: stdout is dropped, stderr has time's figures.
  const run = spawnSync('/usr/bin/time', ['-v', process.execPath, cli, 'history', '--store', path.join(dir, 'store'), '--json', json], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 << 20,
  });
  if (run.error) throw run.error;
  const time = run.stderr;
  const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(time)?.[1] ?? NaN);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)/.exec(time)?.[1];
  const exit = /Exit status: (\d+)/.exec(time)?.[1] ?? String(run.status);
  // CPU time too: on a shared machine the wall clock says more about the load than about history.
  const cpu = ['User', 'System'].reduce((sum, k) => sum + Number(new RegExp(`${k} time \\(seconds\\): ([\\d.]+)`).exec(time)?.[1] ?? NaN), 0);
  console.log(`benchgate history --json: exit ${exit}, wall ${wall}, ${cpu.toFixed(1)} s CPU, peak RSS ${(rss / 1024).toFixed(0)} MiB (no heap flag)`);
  if (exit !== '0')
    console.log(
      time
        .split('\n')
        .filter((l) => !l.startsWith('\t'))
        .join('\n'),
    );
  else {
    const size = statSync(json).size;
    console.log(`history JSON: ${(size / 2 ** 20).toFixed(0)} MiB`);
    if (size < 500 * 2 ** 20) {
      const report = JSON.parse(readFileSync(json, 'utf8')) as { series: { points: unknown[] }[] };
      const points = report.series.reduce((n, s) => n + s.points.length, 0);
      console.log(`parsed back: ${report.series.length} series, ${points.toLocaleString('en')} points`);
    } else {
      console.log('(too large to parse back as one string here; the test parses a smaller one back)');
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
