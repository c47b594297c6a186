// "Did you mean --threshold?": the known name nearest to a mistyped one, by edit distance
// (insertions, deletions, substitutions and swaps of neighbours), offered only when it is close.

/** Optimal string alignment distance: Levenshtein plus the swap of two adjacent characters. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The one known name nearest to `name`, when close: at most 2 edits, and fewer than a third of
 * the name's length (so `--x` suggests nothing). A tie between two names suggests neither.
 */
export function nearestName(name: string, known: Iterable<string>): string | undefined {
  const limit = Math.min(2, Math.ceil(name.length / 3) - 1);
  let best: string | undefined;
  let bestDistance = Infinity;
  let tie = false;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance, tie] = [candidate, distance, false];
    else if (distance === bestDistance) tie = true;
  }
  return best !== undefined && !tie && bestDistance <= limit ? best : undefined;
}

/**
 * The one known flag that is `flag` with a leading word more or less — `--rounds` ↔
 * `--record-rounds`: how one command names a setting another names shorter. Too far apart for
 * nearestName, yet plainly meant. Undefined when none or several.
 */
export function prefixedName(flag: string, known: Iterable<string>): string | undefined {
  const bare = flag.replace(/^--/, '').toLowerCase();
  if (!bare) return undefined;
  const matches = [...known].filter((candidate) => {
    const name = candidate.replace(/^--/, '').toLowerCase();
    return name !== bare && (name.endsWith(`-${bare}`) || bare.endsWith(`-${name}`));
  });
  return matches.length === 1 ? matches[0] : undefined;
}
