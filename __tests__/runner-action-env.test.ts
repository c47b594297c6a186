// The bundled action runs the PR's code (setup and run) without the job's credentials: a
// benchmark that prints the names of the credential-bearing variables it can see prints none
// (only what env-passthrough names), and cannot write the job's outputs, env, PATH or summary.
// Self-contained: its own repository, a push event, no comment (no API call).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { twoCommitRepo } from './runner-fixtures.js';
import { bundled } from './support/bundle.js';
import { runAction } from './support/run-action.js';

const TOKEN = 'ghs_runnerEnvE2eToken0001';

describe('the bundled action keeps credentials from the benchmark', () => {
  let tmp: string;
  before(async () => {
    // Bundled from src/ up front (support/bundle.ts), shared with the other files; dist/ is never written.
    await bundled('index');
    tmp = mkdtempSync(path.join(os.tmpdir(), 'benchgate-action-env-'));
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  it('setup and run see no INPUT_*, token, runner service or job-file variable; env-passthrough keeps one', async () => {
    const r = twoCommitRepo({ 'bench.sh': 'echo "BenchmarkX 100 1000 ns/op"\n' }, { CHANGES: 'head\n' });
    try {
      const jobFiles: Record<string, string> = {};
      for (const name of ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STATE']) {
        jobFiles[name] = path.join(tmp, name);
        writeFileSync(jobFiles[name], '');
      }
      const spy = `env | cut -d= -f1 | grep -E 'INPUT_|TOKEN|SECRET|_KEY|AUTH|^ACTIONS_|^GH_|^GITHUB_(OUTPUT|ENV|PATH|STEP_SUMMARY|STATE)$' | sort | sed 's/^/seen /' >&2
        for f in "$GITHUB_OUTPUT" "$GITHUB_ENV" "$GITHUB_PATH" "$GITHUB_STEP_SUMMARY" "$GITHUB_STATE"; do [ -n "$f" ] && echo "pwned=1" >> "$f"; done; true`;
      const keep = path.join(tmp, 'kept');
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: r.repo, encoding: 'utf8' }).trim();
      const res = await runAction({
        dir: tmp,
        workspace: r.repo,
        inputs: {
          setup: spy,
          run: `${spy}; bash bench.sh`,
          format: 'go',
          rounds: '2',
          warmup: '0',
          comment: 'false',
          'keep-dir': keep,
          'env-passthrough': 'NPM_TOKEN',
        },
        token: TOKEN,
        eventName: 'push',
        event: { before: r.base, after: head, ref: 'refs/heads/feature' },
        apiUrl: 'http://127.0.0.1:9',
        repository: 'octo/widgets',
        env: {
          GITHUB_SHA: head,
          GITHUB_TOKEN: 'ghs_envToken',
          GH_TOKEN: 'ghs_ghToken',
          NPM_TOKEN: 'npm_kept',
          ACTIONS_RUNTIME_TOKEN: 'rt',
          ACTIONS_RUNTIME_URL: 'https://pipelines.example/',
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
          ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/',
          ACTIONS_CACHE_URL: 'https://cache.example/',
          ACTIONS_RESULTS_URL: 'https://results.example/',
          ...jobFiles,
        },
      });
      assert.equal(res.code, 0, res.stdout + res.stderr);
      for (const f of ['base/setup.stderr', 'head/setup.stderr', 'base/round-01/stderr', 'head/round-02/stderr']) {
        assert.equal(readFileSync(path.join(keep, f), 'utf8'), 'seen NPM_TOKEN\n', f);
      }
      for (const file of Object.values(jobFiles)) assert.equal(readFileSync(file, 'utf8'), '');
      assert.ok(!('pwned' in res.outputs), 'GITHUB_OUTPUT untouched by the benchmark');
      assert.doesNotMatch(res.summary, /pwned/);
      assert.equal(res.stdout.split('\n').filter((l) => l.includes(TOKEN)).length, 1, 'the token appears only in ::add-mask::');
    } finally {
      r.cleanup();
    }
  });
});
