// measure: instructions keeps its driver and the counts of the run in progress in the side's
// `.benchgate-instructions/`, made before setup. A setup or a benchmark that deletes it or puts a
// file in its place (git clean -fdx, rm -rf .*) gets one tool error (exit 2) that says so and what
// to do — not a Node `Cannot find module` stack on every run. Through the bundled CLI (dist/cli.js;
// run `npm run build` first), whose driver is the copy in that folder.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { needs } from './support/harness.js';
import { runCommand } from './support/run-command.js';
import { twoCommitRepo } from './runner-fixtures.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'cli.js');
const LOOP = 'i=0\nwhile [ $i -lt 2000 ]; do i=$((i + 1)); done\n';

async function run(bench: string, setup: string[]) {
  // The head adds a comment: a real base-to-head comparison, the same work on both sides.
  const { repo, base, head, cleanup } = twoCommitRepo({ 'bench.sh': bench }, { 'bench.sh': `${bench}# head\n` });
  try {
    const args = ['run', '--measure', 'instructions', '--instructions-driver', 'command', '--base', base, '--head', head, '--rounds', '3', ...setup];
    return await runCommand([process.execPath, CLI, ...args, '--', 'bash', 'bench.sh'], {
      cwd: repo,
      env: { ...process.env, NO_COLOR: '1' },
      timeoutMs: 300_000,
    });
  } finally {
    cleanup();
  }
}

/** One clear tool error naming the folder and the way out, and no Node stack. */
function assertClearError(
  r: { code: number | null; stdout: string; stderr: string },
  what: RegExp,
  wayOut = /git clean -fdx -e \.benchgate-instructions/,
): void {
  const all = `${r.stdout}\n${r.stderr}`;
  assert.equal(r.code, 2, all);
  assert.match(r.stderr, what, all);
  assert.match(r.stderr, wayOut, all);
  assert.doesNotMatch(all, /Cannot find module|node:internal|^\s+at /m, all);
}

describe('measure: instructions when setup or the benchmark removes .benchgate-instructions (dist/cli.js)', () => {
  it('a setup that deletes it is a tool error that says so', needs('valgrind'), async () => {
    const r = await run(LOOP, ['--setup', 'rm -rf .benchgate-instructions']);
    assertClearError(r, /\.benchgate-instructions\/ in the worktree was deleted after setup on (base|head): the setup command removed or replaced it/);
  });

  it('a setup that puts a file in its place is a tool error that says so', needs('valgrind'), async () => {
    const r = await run(LOOP, ['--setup', 'rm -rf .benchgate-instructions && echo x > .benchgate-instructions']);
    assertClearError(r, /was replaced by a file after setup on (base|head)/);
  });

  it('a setup that puts a link to a host folder in its place writes nothing there', needs('valgrind'), async () => {
    // The host's folder: inside the sandbox /tmp is private, so only benchgate (on the host) could
    // follow the link. Before the probe reused the copy made before setup, it copied the driver
    // through this link after setup.
    const host = mkdtempSync(path.join(os.tmpdir(), 'bg-state-link-'));
    try {
      const r = await run(LOOP, ['--setup', `rm -rf .benchgate-instructions && ln -s ${host} .benchgate-instructions`]);
      assertClearError(r, /was replaced by a link after setup on (base|head)/);
      assert.deepEqual(readdirSync(host), [], 'nothing written through the link');
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  });

  it('a benchmark that replaces it with a file is a tool error that names the run', needs('valgrind'), async () => {
    const r = await run(`${LOOP}rm -rf .benchgate-instructions; echo x > .benchgate-instructions\n`, []);
    assertClearError(r, /was replaced by a file during (base|head)'s run warmup-01: the benchmark removed or replaced it/);
  });

  it('a benchmark that replaces out/ with a file is a tool error that names the run', needs('valgrind'), async () => {
    const r = await run(`${LOOP}rm -rf .benchgate-instructions/out; echo hi > .benchgate-instructions/out\n`, []);
    assertClearError(
      r,
      /\.benchgate-instructions\/ in the worktree had its out\/ replaced by a file during (base|head)'s run warmup-01: the benchmark removed or replaced it/,
    );
  });

  it('a setup that links out/ to a host folder is a tool error, and nothing is written there', needs('valgrind'), async () => {
    const host = mkdtempSync(path.join(os.tmpdir(), 'bg-out-link-'));
    try {
      const r = await run(LOOP, [
        '--setup',
        `mkdir -p .benchgate-instructions && rm -rf .benchgate-instructions/out && ln -s ${host} .benchgate-instructions/out`,
      ]);
      assertClearError(r, /had its out\/ replaced by a link after setup on (base|head): the setup command removed or replaced it/);
      assert.deepEqual(readdirSync(host), [], 'nothing written through the link');
    } finally {
      rmSync(host, { recursive: true, force: true });
    }
  });

  for (const isolation of ['auto', 'none'] as const) {
    it(
      `a benchmark that leaves a link named like valgrind's output is a tool error naming it, not a stack (isolation: ${isolation})`,
      needs('valgrind'),
      async () => {
        const host = mkdtempSync(path.join(os.tmpdir(), 'bg-out-secret-'));
        try {
          writeFileSync(path.join(host, 'secret.txt'), 'not a count\n');
          const plant = `mkdir -p .benchgate-instructions/out/command; ln -sf ${host}/secret.txt .benchgate-instructions/out/command/run.4242.out\n`;
          const r = await run(`${LOOP}${plant}`, ['--isolation', isolation]);
          assertClearError(
            r,
            /(base|head)'s run warmup-01 left a link at \.benchgate-instructions\/out\/command\/run\.4242\.out, where only the counter writes/,
            /Leave \.benchgate-instructions\/ alone/,
          );
          assert.doesNotMatch(r.stderr, /valgrind gave no count/, r.stderr);
        } finally {
          rmSync(host, { recursive: true, force: true });
        }
      },
    );
  }
});
