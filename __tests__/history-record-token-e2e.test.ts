// Issue 27 item 2, the attacker's way: `mode: record` of the bundled action pushes the data
// branch with the job's token to a loopback origin over smart HTTP (a private repository: every
// request needs the token), after an attacker — a benchmark that left the sandbox, or anyone who
// can write the files — has written, into the checkout's .git/config or into ~/.gitconfig, a key
// that would send git elsewhere (a proxy, insteadOf, a push URL, an include of such a file) or
// run a program that reads git's environment (core.gitProxy). The token must reach only the
// origin: the attacker's listener gets no request at all, its program never runs, and no process
// shows the token on its command line.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { git, tempDir } from './runner-fixtures.js';
import { runAction } from './support/run-action.js';
import { startGitHttpServer, startRecordingListener, type GitHttpServer, type Listener } from './support/git-http-server.js';
import { BASE_STEPS, BENCH_COMMAND, benchRepo } from './support/history-repo.js';
import { withIsolatedRepo } from '../src/git/git-remote.js';

const TOKEN = 'ghs_recordPushToken0000000001';
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const REPOSITORY = { name: 'widgets', owner: { login: 'octo' }, default_branch: 'main' };
const INPUTS = { mode: 'record', run: BENCH_COMMAND, 'record-rounds': '3', warmup: '0', seed: '1', isolation: 'none' };

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** git without blocking this process (the loopback server answers from it). */
const gitAsync = (cwd: string, ...args: string[]) =>
  promisify(execFile)('git', args, { cwd, env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' } });

/** The processes whose command line shows the token, in any form (the test's own excepted). */
function cmdlinesWithToken(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p) && Number(p) !== process.pid)) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (cmdline.includes(TOKEN) || cmdline.includes(BASIC)) found.push(`${pid}: ${cmdline.replace(/\0/g, ' ')}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

let dir = '';
let bare = '';
let template = '';
let shallowTemplate = '';
let commits: string[] = [];
let server: GitHttpServer;
let attacker: Listener;
const onCommandLine: string[] = [];

before(async () => {
  const r = benchRepo([{ Alpha: BASE_STEPS }, { Alpha: BASE_STEPS * 1.1 }]);
  dir = tempDir('bg-record-token-');
  made.push(r.repo, dir);
  commits = r.commits;
  bare = path.join(dir, 'srv', 'octo', 'widgets.git');
  mkdirSync(path.dirname(bare), { recursive: true });
  git(dir, 'clone', '-q', '--bare', r.repo, bare);
  server = await startGitHttpServer(path.join(dir, 'srv'), [TOKEN], (req) => {
    // A push in flight: git push and git-remote-http wait for this answer.
    if (req.method === 'POST') onCommandLine.push(...cmdlinesWithToken());
  });
  attacker = await startRecordingListener();
  // A runner's checkout (fetch-depth: 2), its credential not persisted.
  template = path.join(dir, 'template');
  await gitAsync(dir, '-c', `http.extraheader=AUTHORIZATION: basic ${BASIC}`, 'clone', '-q', '--depth', '2', `${server.url}/octo/widgets`, template);
  // actions/checkout's default (fetch-depth: 1): the parent is not there.
  shallowTemplate = path.join(dir, 'shallow-template');
  await gitAsync(dir, '-c', `http.extraheader=AUTHORIZATION: basic ${BASIC}`, 'clone', '-q', '--depth', '1', `${server.url}/octo/widgets`, shallowTemplate);
});
after(async () => {
  await server?.close();
  await attacker?.close();
});

interface Attack {
  name: string;
  /** Config entries the attacker writes (key, value). */
  entries: () => [string, string][];
}

const evilInclude = () => {
  const file = path.join(dir, 'evil.gitconfig');
  writeFileSync(file, `[http]\n\tproxy = ${attacker.url}\n`);
  return file;
};

// What the attacker's program (core.gitProxy) saw of git's environment.
const capture = () => path.join(dir, 'git-proxy-saw.txt');

const ATTACKS: Attack[] = [
  { name: 'http.proxy', entries: () => [['http.proxy', attacker.url]] },
  { name: 'url.*.insteadOf', entries: () => [[`url.${attacker.url}/.insteadOf`, `${server.url}/`]] },
  { name: 'url.*.pushInsteadOf', entries: () => [[`url.${attacker.url}/.pushInsteadOf`, `${server.url}/`]] },
  { name: 'remote.origin.pushurl', entries: () => [['remote.origin.pushurl', `${attacker.url}/octo/widgets`]] },
  { name: 'include.path', entries: () => [['include.path', evilInclude()]] },
  { name: 'includeIf.gitdir', entries: () => [['includeIf.gitdir:/**.path', evilInclude()]] },
  {
    name: 'core.gitProxy',
    entries: () => {
      const program = path.join(dir, 'git-proxy.sh');
      writeFileSync(program, `#!/bin/sh\nenv >> "${capture()}"\nexit 1\n`);
      chmodSync(program, 0o755);
      return [
        [`url.git://127.0.0.1:${attacker.port}/.insteadOf`, `${server.url}/`],
        ['core.gitProxy', program],
      ];
    },
  },
];

let step = 0;

/** Records commit 1 with `attack` written into `where` before the step; what the origin and the attacker saw. */
async function recordUnder(attack: Attack, where: 'checkout' | 'home', from = template) {
  step++;
  const workspace = path.join(dir, `workspace-${step}`);
  cpSync(from, workspace, { recursive: true });
  const home = path.join(dir, `home-${step}`);
  mkdirSync(home);
  const file = where === 'checkout' ? path.join(workspace, '.git', 'config') : path.join(home, '.gitconfig');
  for (const [key, value] of attack.entries()) git(dir, 'config', '--file', file, '--add', key, value);
  // Each record lands anew: the data branch starts empty.
  if (git(bare, 'branch', '--list', 'benchgate-data')) git(bare, 'branch', '-D', 'benchgate-data');
  server.requests.length = 0;
  attacker.requests.length = 0;
  onCommandLine.length = 0;
  rmSync(capture(), { force: true });
  const res = await runAction({
    dir,
    workspace,
    inputs: INPUTS,
    token: TOKEN,
    eventName: 'push',
    event: { ref: 'refs/heads/main', before: commits[0], after: commits[1], repository: REPOSITORY },
    apiUrl: 'http://127.0.0.1:9',
    repository: 'octo/widgets',
    env: { HOME: home, GITHUB_SERVER_URL: server.url },
  });
  return {
    res,
    attackerSaw: [
      ...attacker.requests.map((r) => `${r.method} ${r.url}${r.authorization ? ` Authorization: ${r.authorization}` : ''}`),
      ...(existsSync(capture()) && readFileSync(capture(), 'utf8').includes(BASIC) ? ['core.gitProxy program: the token in its environment'] : []),
    ],
    originSaw: [...server.requests],
  };
}

describe("mode: record's token goes to the origin only, whatever the checkout's or $HOME's git config says", () => {
  for (const attack of ATTACKS) {
    for (const where of ['checkout', 'home'] as const) {
      it(`${attack.name} in ${where === 'checkout' ? "the checkout's .git/config" : '~/.gitconfig'}`, async () => {
        const { res, attackerSaw, originSaw } = await recordUnder(attack, where);
        assert.deepEqual(attackerSaw, [], 'the attacker gets nothing');
        assert.equal(res.code, 0, `${res.stdout}\n${res.stderr}`);
        assert.match(res.summary, /^### 📈 benchgate record: recorded 2 records of/);
        // The record landed on the origin, pushed with the token.
        assert.equal(git(bare, 'ls-tree', '--name-only', 'benchgate-data:history'), 'history-000001.jsonl');
        const pushes = originSaw.filter((r) => r.method === 'POST' && r.url.endsWith('/git-receive-pack'));
        assert.equal(pushes.length, 1);
        assert.equal(pushes[0].authorization, `basic ${BASIC}`);
        assert.deepEqual(onCommandLine, [], 'no process shows the token on its command line');
      });
    }
  }

  it("a parent the shallow checkout lacks is fetched with the token too, not through the checkout's config (http.proxy in .git/config)", async () => {
    const { res, attackerSaw, originSaw } = await recordUnder(ATTACKS[0], 'checkout', shallowTemplate);
    assert.deepEqual(attackerSaw, [], 'the attacker gets nothing');
    assert.equal(res.code, 0, `${res.stdout}\n${res.stderr}`);
    assert.match(res.summary, new RegExp(`recorded 2 records of ${commits[1].slice(0, 7)} \\(against its parent ${commits[0].slice(0, 7)}\\)`));
    // Every request to the private origin carried the token (the parent's fetch among them).
    assert.ok(originSaw.length > 0 && originSaw.every((r) => r.authorization === `basic ${BASIC}`), JSON.stringify(originSaw));
  });

  it("the calls that carry the token read no config but their own and benchgate's pins: not the process's GIT_CONFIG_*, not ~/.gitconfig (http.sslVerify=false, a proxy, an include)", async () => {
    const home = path.join(dir, 'home-unit');
    mkdirSync(home, { recursive: true });
    writeFileSync(
      path.join(home, '.gitconfig'),
      `[http]\n\tsslVerify = false\n\tproxy = ${attacker.url}\n[include]\n\tpath = ${evilInclude()}\n[url "${attacker.url}/"]\n\tinsteadOf = https://github.com/\n`,
    );
    const saved = { ...process.env };
    Object.assign(process.env, {
      HOME: home,
      XDG_CONFIG_HOME: home,
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'remote.origin.pushurl',
      GIT_CONFIG_VALUE_0: attacker.url,
      GIT_CONFIG_PARAMETERS: `'http.sslverify'='false'`,
    });
    try {
      const listed = await withIsolatedRepo(
        { label: 'origin', fetchUrl: 'https://github.com/octo/widgets', pushUrl: 'https://github.com/octo/widgets' },
        (repo) => repo.git(['config', '--list', '--show-origin']).then((r) => ({ ...r, dir: repo.dir })),
      );
      assert.ok(listed.ok, listed.stderr);
      const lines = listed.stdout.split('\n');
      for (const line of lines) assert.match(line, new RegExp(`^(command line:|file:${listed.dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/config)\\t`), line);
      assert.ok(lines.includes('command line:\thttp.sslverify=true'), listed.stdout);
      assert.ok(lines.includes('command line:\thttp.proxy='), listed.stdout);
      assert.doesNotMatch(listed.stdout, /insteadof|pushurl|include|127\.0\.0\.1/i);
    } finally {
      for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
      Object.assign(process.env, saved);
    }
  });
});
