// `benchgate record` as a user runs it (the bundled CLI) on real repositories with a real harness
// (a node script printing benchgate JSON, with a deterministic count beside its time): into a
// folder store, onto the data branch of a bare origin (twice, and two records racing), and
// issue 23's 12-commit repository recorded commit by commit.
import assert from 'node:assert/strict';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkoutDigest, extraWorktrees, git, tempDir } from './runner-fixtures.js';
import { bundleCli, runBundledCli } from './support/bundled-cli.js';
import { BASE_STEPS, BENCH_COMMAND, benchRepo, driftRepo, recordEveryCommit } from './support/history-repo.js';
import { readStore } from '../src/history/store/folder.js';
import { readDataBranch } from '../src/history/store/data-branch.js';
import type { HistoryRecord, HistoryReport } from '../src/history/model.js';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
const scratch = (prefix = 'bg-record-') => {
  const d = tempDir(prefix);
  made.push(d);
  return d;
};

let cli = '';
before(async () => {
  cli = path.join(scratch('bg-record-cli-'), 'cli.mjs');
  await bundleCli(cli);
});

const record = (cwd: string, ...args: string[]) =>
  runBundledCli(cli, ['record', '--record-rounds', '3', '--warmup', '0', '--seed', '1', ...args, '--', BENCH_COMMAND], cwd);

const short = (sha: string) => sha.slice(0, 7);
const counts = (records: HistoryRecord[]) => records.filter((r) => r.metric === 'instructions');

/** A repository with its root and two commits: the second slows Alpha's count by 25%. */
function threeCommits() {
  const r = benchRepo([
    { Alpha: BASE_STEPS, Bravo: BASE_STEPS },
    { Alpha: BASE_STEPS, Bravo: BASE_STEPS },
    { Alpha: BASE_STEPS * 1.25, Bravo: BASE_STEPS },
  ]);
  made.push(r.repo);
  return r;
}

/** `repo` published as the bare repository origin.git beside it, and set as its origin. */
function withOrigin(repo: string): string {
  const origin = path.join(scratch('bg-origin-'), 'origin.git');
  git(path.dirname(origin), 'clone', '-q', '--bare', repo, origin);
  git(repo, 'remote', 'add', 'origin', origin);
  return origin;
}

/** Every ref of a clone: branches, tags, remote-tracking refs, stash (benchgate writes none). */
const userRefs = (repo: string) => git(repo, 'for-each-ref', '--format=%(refname) %(objectname)');

/** The records in the data branch's files, read straight from a repository with plain git. */
function branchRecords(repo: string, branch = 'benchgate-data'): HistoryRecord[] {
  const files = git(repo, 'ls-tree', '--name-only', `${branch}:history`).split('\n').filter(Boolean).sort();
  return files.flatMap((f) =>
    git(repo, 'show', `${branch}:history/${f}`)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as HistoryRecord),
  );
}

describe('benchgate record --store DIR', () => {
  it('records head against its first parent: one line per benchmark and metric, the paired ratio, the commit facts, the machine', async () => {
    const r = threeCommits();
    const store = path.join(scratch(), 'store');
    const json = path.join(scratch(), 'report.json');
    const keep = path.join(scratch(), 'kept');
    const res = await record(r.repo, '--store', store, '--json', json, '--keep-dir', keep);
    assert.equal(res.code, 0, res.stderr);
    assert.match(
      res.stderr,
      new RegExp(
        `^recorded 4 records of ${short(r.commits[2])} \\(against its parent ${short(r.commits[1])}\\) in ${store} \\(${store}/history-000001\\.jsonl\\)$`,
        'm',
      ),
    );
    assert.match(res.stdout, /instructions/, 'the table is printed as by run');
    // Three rounds (fast tests) are below the paired test's floor: said before anything runs.
    assert.match(res.stderr, /^warning: --record-rounds 3: fewer than 6 paired rounds give a commit's ratio no 95% CI, so its records bound nothing/m);

    const { records, warnings } = readStore(store);
    assert.deepEqual(warnings, []);
    assert.deepEqual(records.map((x) => `${x.benchmark} ${x.metric}`).sort(), ['Alpha instructions', 'Alpha time', 'Bravo instructions', 'Bravo time']);
    const committed = git(r.repo, 'show', '-s', '--format=%cI', r.commits[2]);
    for (const x of records) {
      assert.deepEqual(
        [x.v, x.commit, x.parent, x.time, x.test, x.rounds, x.benchgate],
        [1, r.commits[2], r.commits[1], committed, 'paired', 3, '0.1.0'],
        `${x.benchmark} ${x.metric}`,
      );
      assert.ok(x.machine.cpuModel && x.machine.cores && x.machine.kernel, 'the head side machine');
      assert.ok(Date.parse(x.recordedAt) >= Date.parse(committed));
    }
    const alpha = counts(records).find((x) => x.benchmark === 'Alpha')!;
    const bravo = counts(records).find((x) => x.benchmark === 'Bravo')!;
    assert.ok(Math.abs(alpha.ratio! - 1.25) < 1e-9, String(alpha.ratio));
    assert.deepEqual([alpha.base.median, alpha.head.median, alpha.unit, alpha.better], [BASE_STEPS, BASE_STEPS * 1.25, 'instr', 'lower']);
    assert.deepEqual([bravo.ratio, bravo.verdict], [1, 'unchanged']);
    const time = records.find((x) => x.benchmark === 'Alpha' && x.metric === 'time')!;
    assert.ok(time.ratio! > 0 && time.base.median! > 0 && time.unit === 's');
    // The report of the same run decided with the paired test, as the records say.
    const report = JSON.parse(readFileSync(json, 'utf8')) as { settings: { test: string }; comparisons: { test: string }[] };
    assert.equal(report.settings.test, 'paired');
    // The kept runs say so too, for `compare --runs`.
    assert.equal((JSON.parse(readFileSync(path.join(keep, 'benchgate-run.json'), 'utf8')) as { test: string }).test, 'paired');

    // Again: the commit is recorded already, nothing appended (exit 0: record does not gate).
    const again = await record(r.repo, '--store', store);
    assert.equal(again.code, 0, again.stderr);
    assert.match(
      again.stderr,
      new RegExp(`${short(r.commits[2])} is recorded already \\(against ${short(r.commits[1])}, in ${store}/history-000001\\.jsonl\\): nothing appended`),
    );
    assert.equal(readStore(store).records.length, 4);
  });

  it('a root commit has nothing to be recorded against, and --store with --data-branch is refused (exit 2, nothing recorded)', async () => {
    const r = threeCommits();
    const store = path.join(scratch(), 'store');
    const root = await record(r.repo, '--store', store, '--head', r.commits[0]);
    assert.equal(root.code, 2);
    assert.match(root.stderr, new RegExp(`${short(r.commits[0])} is a root commit \\(no parent\\): there is nothing to record it against`));
    const both = await record(r.repo, '--store', store, '--data-branch', 'x');
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--store and --data-branch are two stores: give one/);
    const badBranch = await record(r.repo, '--data-branch', 'a..b');
    assert.equal(badBranch.code, 2);
    assert.match(badBranch.stderr, /--data-branch must be a git branch name/);
    assert.deepEqual(readStore(store).records, []);
  });

  it('--help says what record does and that it does not gate', async () => {
    const res = await runBundledCli(cli, ['record', '--help'], scratch());
    assert.equal(res.code, 0);
    for (const flag of ['--store DIR', '--data-branch B', '--record-rounds N', '--base REF', '--head REF', '--setup CMD', '--keep-dir D'])
      assert.ok(res.stdout.includes(flag), flag);
    assert.doesNotMatch(res.stdout, /--rounds N|--min-rounds|--comment-key/);
    assert.match(res.stdout, /0 recorded \(whatever the verdicts: record does not gate/);
  });
});

describe('benchgate record --data-branch', () => {
  it('records twice onto an orphan branch of a bare origin; the checkout, index, HEAD and branches are untouched; other files on the branch are kept', async () => {
    const r = threeCommits();
    const origin = withOrigin(r.repo);
    assert.deepEqual(await readDataBranch({ repo: r.repo, branch: 'benchgate-data' }), { records: [], warnings: [] }, 'no branch yet: an empty history');
    // A user's checkout: a staged file, an untracked one.
    writeFileSync(path.join(r.repo, 'staged.txt'), 'staged\n');
    git(r.repo, 'add', 'staged.txt');
    writeFileSync(path.join(r.repo, 'notes.txt'), 'untracked\n');
    const digest = checkoutDigest(r.repo);
    const refs = userRefs(r.repo);

    const first = await record(r.repo, '--head', r.commits[1]);
    assert.equal(first.code, 0, first.stderr);
    assert.match(
      first.stderr,
      new RegExp(
        `recorded 4 records of ${short(r.commits[1])} .* in the data branch benchgate-data of origin \\(benchgate-data:history/history-000001\\.jsonl\\)`,
      ),
    );
    // Someone sets a custom domain for GitHub Pages on the branch's root between two records.
    const pages = path.join(scratch(), 'pages');
    git(path.dirname(pages), 'clone', '-q', '--branch', 'benchgate-data', origin, pages);
    writeFileSync(path.join(pages, 'CNAME'), 'bench.example.com\n');
    git(pages, 'add', 'CNAME');
    git(pages, '-c', 'user.name=u', '-c', 'user.email=u@example.com', 'commit', '-q', '-m', 'pages domain');
    git(pages, 'push', '-q', 'origin', 'benchgate-data');

    const second = await record(r.repo, '--data-branch', 'benchgate-data');
    assert.equal(second.code, 0, second.stderr);

    assert.deepEqual(git(origin, 'log', '--format=%s', 'benchgate-data').split('\n'), [
      `benchgate record ${short(r.commits[2])}: 4 records (first parent ${short(r.commits[1])})`,
      'pages domain',
      `benchgate record ${short(r.commits[1])}: 4 records (first parent ${short(r.commits[0])})`,
    ]);
    // The first record made an orphan branch: no history of main on it.
    assert.equal(git(origin, 'rev-list', '--max-parents=0', 'benchgate-data'), git(origin, 'rev-list', '--reverse', 'benchgate-data').split('\n')[0]);
    assert.equal(git(origin, 'rev-list', '--count', 'benchgate-data'), '3', 'the two records and the domain, nothing of main');
    assert.equal(git(origin, 'show', 'benchgate-data:CNAME'), 'bench.example.com');
    // Each record rewrote the dashboard beside the records, as mode: record does.
    assert.match(git(origin, 'show', 'benchgate-data:index.html'), /<title>benchgate history<\/title>/);
    assert.equal(git(origin, 'log', '-1', '--format=%an <%ae>', 'benchgate-data'), 'benchgate <benchgate@users.noreply.github.com>');
    const records = branchRecords(origin);
    assert.deepEqual([...new Set(records.map((x) => x.commit))], [r.commits[1], r.commits[2]]);
    assert.equal(records.length, 8);
    assert.ok(Math.abs(counts(records).find((x) => x.commit === r.commits[2] && x.benchmark === 'Alpha')!.ratio! - 1.25) < 1e-9);

    assert.equal(checkoutDigest(r.repo), digest, 'working tree, index, HEAD, stash');
    assert.equal(userRefs(r.repo), refs, 'branches, remote-tracking refs, and no ref of its own');
    assert.deepEqual(extraWorktrees(r.repo), []);
    // Read back through the same plumbing, from another clone.
    const other = path.join(scratch(), 'other');
    git(path.dirname(other), 'clone', '-q', origin, other);
    const read = await readDataBranch({ repo: other, branch: 'benchgate-data' });
    assert.deepEqual(read, { records, warnings: [] });
  });

  it('two records racing to the data branch both land: the refused push is appended again onto the new tip', async () => {
    const r = threeCommits();
    const origin = withOrigin(r.repo);
    // The remote lets no push through until both have arrived: both have built on the same tip.
    const barrier = scratch('bg-barrier-');
    const hook = path.join(origin, 'hooks', 'pre-receive');
    writeFileSync(
      hook,
      `#!/bin/sh\ntouch "${barrier}/$$"\ni=0\nwhile [ "$(ls "${barrier}" | wc -l)" -lt 2 ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i+1)); done\ncat >/dev/null\n`,
    );
    chmodSync(hook, 0o755);
    const clones = ['a', 'b'].map((n) => {
      const c = path.join(scratch(), n);
      git(path.dirname(c), 'clone', '-q', origin, c);
      return c;
    });
    const [a, b] = await Promise.all([record(clones[0], '--head', r.commits[1]), record(clones[1], '--head', r.commits[2])]);
    assert.equal(a.code, 0, a.stderr);
    assert.equal(b.code, 0, b.stderr);
    const retried = [a, b].filter((x) => /the push was refused \(another record may have landed first\); fetching it again \(push 2 of 5\)/.test(x.stderr));
    assert.equal(retried.length, 1, `exactly one retried:\n${a.stderr}\n${b.stderr}`);
    const records = branchRecords(origin);
    assert.deepEqual([...new Set(records.map((x) => x.commit))].sort(), [r.commits[1], r.commits[2]].sort());
    assert.equal(records.length, 8);
    assert.equal(git(origin, 'rev-list', '--count', 'benchgate-data'), '2');
  });
});

describe("issue 23's repository: 12 commits, a step at commit 7, a creeping drift, a flat one", () => {
  it('records every commit: 12 records per series, the count ratios 1.12 at commit 7 for Alpha, 1.016 each for Bravo, 1 for Charlie', async () => {
    const r = driftRepo();
    made.push(r.repo);
    const store = path.join(scratch(), 'store');
    await recordEveryCommit(cli, r, store);
    const { records, warnings } = readStore(store);
    assert.deepEqual(warnings, []);
    const series = new Map<string, HistoryRecord[]>();
    for (const x of records) series.set(`${x.benchmark} ${x.metric}`, [...(series.get(`${x.benchmark} ${x.metric}`) ?? []), x]);
    assert.deepEqual([...series.keys()].sort(), [
      'Alpha instructions',
      'Alpha time',
      'Bravo instructions',
      'Bravo time',
      'Charlie instructions',
      'Charlie time',
    ]);
    for (const [key, points] of series) {
      assert.equal(points.length, 12, key);
      assert.deepEqual(
        points.map((p) => [p.commit, p.parent]),
        r.commits.slice(1).map((c, i) => [c, r.commits[i]]),
        `${key}: oldest first, each against its first parent`,
      );
    }
    for (const name of ['Alpha', 'Bravo', 'Charlie'] as const) {
      series.get(`${name} instructions`)!.forEach((p, i) => {
        const expected = r.expectedRatio(name, i + 1);
        assert.ok(Math.abs(p.ratio! - expected) < 1e-9, `${name} commit ${i + 1}: ratio ${p.ratio}, expected ${expected}`);
      });
    }
    // Bravo's chain multiplies to +21% over the 12 commits, though no commit moved it more than 1.6%.
    const bravo = series.get('Bravo instructions')!.reduce((product, p) => product * p.ratio!, 1);
    assert.ok(Math.abs(bravo - 1.016 ** 12) < 1e-9);

    // benchgate history reads it back: the step at commit 7 exactly, nothing for the flat one,
    // the creep as drift (no single step), in the JSON, the markdown, the terminal and the dashboard.
    const out = scratch('bg-history-out-');
    const [json, markdown, site] = ['history.json', 'history.md', 'site'].map((f) => path.join(out, f));
    const h = await runBundledCli(cli, ['history', '--store', store, '--window', '12', '--json', json, '--markdown', markdown, '--html', site], r.repo);
    assert.equal(h.code, 0, h.stderr);
    const report = JSON.parse(readFileSync(json, 'utf8')) as HistoryReport;
    assert.equal(report.version, 2);
    assert.equal(report.window, 12);
    const of = (name: string) => report.series.find((x) => x.benchmark === name && x.metric === 'instructions')!;
    // Found on the chain of ratios, and (one CPU model here) on the absolute medians: at commit 7
    // both, one entry (history JSON version 2).
    assert.deepEqual(
      of('Alpha').changePoints.map((cp) => [cp.commit, cp.bases]),
      [[r.commits[7], ['chain', 'absolute']]],
      'Alpha: one step, at commit 7 exactly',
    );
    assert.ok(Math.abs(of('Alpha').changePoints[0].deltaPct - 12) < 1e-6);
    assert.deepEqual(of('Charlie').changePoints, []);
    assert.equal(of('Charlie').drift?.flagged, false);
    assert.deepEqual(of('Bravo').changePoints, [], 'a creep of 1.6% a commit has no single step');
    const drift = of('Bravo').drift!;
    assert.ok(drift.flagged && drift.deltaPct >= 10, `Bravo drifts: ${JSON.stringify(drift)}`);
    assert.equal(drift.to, r.commits[12]);
    assert.equal(drift.commits, 12);
    assert.match(h.stdout, /Bravo \(instructions\)\n {2}drift, WORSE: \+21\.0% .* over 12 commits, no single step/);
    // Said once (the two bases agree): one line for the step.
    const alphaBlock = /Alpha \(instructions\)\n((?: {2}.*\n)+)/.exec(h.stdout)?.[1] ?? '';
    assert.equal(alphaBlock.match(/^ {2}WORSE: .*step at/gm)?.length, 1, h.stdout);
    assert.match(
      alphaBlock,
      new RegExp(`^ {2}WORSE: \\+12\\.0% step at ${short(r.commits[7])} \\(\\+12\\.0 … \\+12\\.0, p < 1e-300, also in the medians\\)$`, 'm'),
    );
    const md = readFileSync(markdown, 'utf8');
    assert.match(md, /`Bravo` · instructions/);
    assert.match(md, new RegExp(`\\+12\\.0% step at ${short(r.commits[7])}`));
    const data = readFileSync(path.join(site, 'history-data.js'), 'utf8');
    for (const name of ['Alpha', 'Bravo', 'Charlie']) assert.ok(data.includes(`"${name}"`), name);
    assert.match(readFileSync(path.join(site, 'index.html'), 'utf8'), /<script src="history-data\.js"/);
    // --threshold is what drift is flagged against: +21% is not beyond 25%.
    const loose = path.join(out, 'loose.json');
    const h25 = await runBundledCli(cli, ['history', '--store', store, '--window', '12', '--threshold', '25%', '--json', loose], r.repo);
    assert.equal(h25.code, 0, h25.stderr);
    const bravo25 = (JSON.parse(readFileSync(loose, 'utf8')) as HistoryReport).series.find((x) => x.benchmark === 'Bravo' && x.metric === 'instructions')!;
    assert.equal(bravo25.drift?.flagged, false);
    assert.equal((JSON.parse(readFileSync(loose, 'utf8')) as HistoryReport).threshold, 0.25);
  });

  it('history of an empty or missing store says how to fill it (exit 0); --store with --data-branch is refused (exit 2)', async () => {
    const dir = scratch();
    const h = await runBundledCli(cli, ['history', '--store', path.join(dir, 'none')], dir);
    assert.equal(h.code, 0, h.stderr);
    assert.match(h.stdout, /no records in .* yet: 'benchgate record'/);
    const both = await runBundledCli(cli, ['history', '--store', dir, '--data-branch', 'x'], dir);
    assert.equal(both.code, 2);
    assert.match(both.stderr, /--store and --data-branch are two stores/);
    const window = await runBundledCli(cli, ['history', '--store', dir, '--window', '0'], dir);
    assert.equal(window.code, 2);
  });
});
