// Python editable installs (`pip install -e .`, tox `usedevelop`) of the user's checkout make
// both worktrees import the checkout's code, so base and head measure the same thing and the
// comparison silently says nothing. This finds such installs in the Python environment the
// benchmark will use, so the runner can warn before measuring.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EditableInstall {
  /** What points into the checkout: a .pth, .egg-link or direct_url.json file. */
  file: string;
  /** The checkout path it points at. */
  target: string;
}

// site-packages of the interpreter the benchmark would start (its PATH, VIRTUAL_ENV, …).
const SITE_DIRS = 'import site, sys; print("\\n".join([*site.getsitepackages(), site.getusersitepackages()]))';

function sitePackages(env: NodeJS.ProcessEnv): Promise<string[]> {
  return new Promise((resolve) => {
    execFile('python3', ['-c', SITE_DIRS], { env, timeout: 10_000 }, (err, stdout) => {
      resolve(
        err
          ? []
          : stdout
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
      );
    });
  });
}

const inside = (p: string, root: string): boolean => {
  const rel = path.relative(root, path.resolve(p));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

// Paths a file mentions: lines of a .pth/.egg-link, string literals of an editable finder.
function mentionedPaths(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));
  const literals = [...text.matchAll(/['"](\/[^'"\n]+)['"]/g)].map((m) => m[1]);
  return [...lines, ...literals];
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Editable installs in `siteDir` that point into `checkout`. */
export async function editableInstallsIn(siteDir: string, checkout: string): Promise<EditableInstall[]> {
  let names: string[];
  try {
    names = await readdir(siteDir);
  } catch {
    return [];
  }
  const found: EditableInstall[] = [];
  const check = (file: string, candidates: string[]) => {
    const target = candidates.find((p) => inside(p, checkout));
    if (target) found.push({ file, target });
  };
  for (const name of names) {
    const file = path.join(siteDir, name);
    if (name.endsWith('.pth') || name.endsWith('.egg-link') || (name.startsWith('__editable__') && name.endsWith('.py'))) {
      const text = await readText(file);
      if (text !== undefined) check(file, mentionedPaths(text));
    } else if (name.endsWith('.dist-info')) {
      const text = await readText(path.join(file, 'direct_url.json'));
      if (text === undefined) continue;
      try {
        const info = JSON.parse(text) as { url?: string; dir_info?: { editable?: boolean } };
        if (info.dir_info?.editable && info.url?.startsWith('file:')) check(path.join(file, 'direct_url.json'), [fileURLToPath(info.url)]);
      } catch {
        // Not ours to judge.
      }
    }
  }
  return found;
}

/** Editable installs of the Python environment `env` selects that point into `checkout`. */
export async function editableInstallsInto(checkout: string, env: NodeJS.ProcessEnv): Promise<EditableInstall[]> {
  const dirs = [...new Set(await sitePackages(env))];
  return (await Promise.all(dirs.map((d) => editableInstallsIn(d, checkout)))).flat();
}
