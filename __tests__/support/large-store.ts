// A large history store written straight as store lines (no record run, no analysis): for the
// tests and the bench of stores of any size (issue 28 item 5). Each of `series` series gets one
// record per commit, commits in order, a commit's lines never split across files, as `record`
// appends them. Deterministic: a commit's ratio follows from its number.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeRecord, RECORDS_PER_FILE } from '../../src/history/store/lines.js';
import type { HistoryRecord } from '../../src/history/model.js';
import { simulatedSha } from './history-records.js';

export interface LargeStore {
  records: number;
  files: number;
  series: number;
}

/** Writes `commits` × `series` records into `dir` (made when missing), `recordsPerFile` a file at most. */
export function writeLargeStore(dir: string, commits: number, series: number, recordsPerFile = RECORDS_PER_FILE): LargeStore {
  mkdirSync(dir, { recursive: true });
  const perFile = Math.max(1, Math.floor(recordsPerFile / series));
  const t0 = Date.UTC(2026, 0, 1);
  let files = 0;
  for (let first = 1; first <= commits; first += perFile) {
    const lines: string[] = [];
    for (let i = first; i < first + perFile && i <= commits; i++) {
      const commit = simulatedSha(i);
      const parent = simulatedSha(i - 1);
      const time = new Date(t0 + i * 60_000).toISOString();
      for (let k = 0; k < series; k++) {
        // A small wobble around 1, and a +10% step at commit 500 of every tenth series.
        const ratio = (k % 10 === 0 && i === 500 ? 1.1 : 1) * (1 + (((i * 7919 + k * 104729) % 101) - 50) / 10_000);
        const median = 1e-6 * (1 + k) * (k % 10 === 0 && i >= 500 ? 1.1 : 1);
        const record: HistoryRecord = {
          v: 1,
          commit,
          parent,
          time,
          recordedAt: time,
          repository: 'octo/widgets',
          benchmark: `BenchmarkSeries${k}`,
          metric: 'time',
          unit: 's',
          better: 'lower',
          test: 'paired',
          ratio,
          ratioCI: [ratio * 0.99, ratio * 1.01],
          base: { median, ci: [median * 0.99, median * 1.01] },
          head: { median: median * ratio, ci: [median * ratio * 0.99, median * ratio * 1.01] },
          rounds: 10,
          verdict: 'unchanged',
          machine: { cpuModel: 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz', cores: 2, kernel: '6.8.0' },
          benchgate: '0.1.0',
        };
        lines.push(encodeRecord(record));
      }
    }
    files++;
    writeFileSync(path.join(dir, `history-${String(files).padStart(6, '0')}.jsonl`), lines.join('\n') + '\n');
  }
  return { records: commits * series, files, series };
}
