// `npm run demo`: benchgate end to end on a throwaway repository. Builds a git repo in a temp
// folder from examples/demo/ with a base commit and a head commit (Encode made ~25% slower,
// Decode ~25% faster, Checksum unchanged), runs `benchgate run` on it and prints the result.
// Needs only Node and git. Extra arguments go to `benchgate run` (e.g. `-- --json out.json`);
// `--keep` keeps the demo repository (its path is printed) to try `benchgate run` by hand.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const example = path.join(root, 'examples', 'demo');
const cli = path.join(root, 'dist', 'cli.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// The README's first command is `npm ci && npm run demo`: build the CLI when it is missing or older than its sources.
if (!existsSync(cli) || statSync(cli).mtimeMs < newestMtime(path.join(root, 'src'))) {
  console.error('demo: building dist/ (npm run build)…');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
}

const extra = process.argv.slice(2);
const keep = extra.includes('--keep');
const runArgs = extra.filter((a) => a !== '--keep');

const repo = mkdtempSync(path.join(os.tmpdir(), 'benchgate-demo-'));
const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'benchgate demo',
  GIT_AUTHOR_EMAIL: 'demo@example.com',
  GIT_COMMITTER_NAME: 'benchgate demo',
  GIT_COMMITTER_EMAIL: 'demo@example.com',
};
const git = (...args) =>
  execFileSync('git', args, { cwd: repo, env: gitEnv, stdio: ['ignore', 'pipe', 'inherit'] })
    .toString()
    .trim();

let code;
try {
  git('init', '-q', '-b', 'main');
  copyFileSync(path.join(example, 'bench.mjs'), path.join(repo, 'bench.mjs'));
  copyFileSync(path.join(example, 'base', 'lib.mjs'), path.join(repo, 'lib.mjs'));
  git('add', '-A');
  git('commit', '-q', '--no-gpg-sign', '-m', 'base: encode and decode, 4 passes each');
  git('checkout', '-q', '-b', 'rework-passes');
  copyFileSync(path.join(example, 'head', 'lib.mjs'), path.join(repo, 'lib.mjs'));
  git('commit', '-q', '--no-gpg-sign', '-am', 'head: encode verifies (5 passes), decode skips one (3 passes)');
  console.error(`demo: repository ${repo}\n${git('log', '--oneline', 'rework-passes')}\n`);

  // benchgate's defaults: rounds: auto (looks at the data every 5 rounds and stops once every
  // benchmark is decided, up to 20), Mann-Whitney U on the per-run values, Holm, α = 0.05.
  const args = [cli, 'run', '--base', 'main', ...runArgs, '--', 'node bench.mjs'];
  console.error(`demo: benchgate ${args.slice(1).join(' ')}\n`);
  const result = spawnSync(process.execPath, args, { cwd: repo, stdio: 'inherit' });
  code = result.status ?? 2;
  if (code === 1) {
    console.error('\ndemo: exit code 1 = a regression was found, as expected: Encode got ~25% slower on head.');
    code = 0;
  } else if (code === 0) {
    console.error('\ndemo: exit code 0 = no regression found, which is NOT what this demo expects (is the machine very busy?).');
    code = 3;
  }
} finally {
  if (keep) {
    console.error(`\ndemo: kept the repository at ${repo}; try it by hand:\n  cd ${repo} && node ${cli} run --base main -- node bench.mjs`);
  } else {
    rmSync(repo, { recursive: true, force: true });
    console.error('\ndemo: removed the demo repository (run `npm run demo -- --keep` to keep it and try `benchgate run` by hand).');
  }
}
process.exitCode = code;
