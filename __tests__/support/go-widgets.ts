// Go source shared by the `widgets` packages the end-to-end tests benchmark: a sort that counts its
// comparisons, so a benchmark can report the work it did (b.ReportMetric), which does not depend on
// the load of a shared machine, and a deterministic input.
import path from 'node:path';
import { commit, git, initSource, publishOrigin } from './e2e-git.js';

/** The counting sort type and SortCopy, which sorts `copies` times; the caller declares `Comparisons`. */
export const goCountingSort = (copies: number): string => `type counting []int

func (c counting) Len() int           { return len(c) }
func (c counting) Less(i, j int) bool { Comparisons++; return c[i] < c[j] }
func (c counting) Swap(i, j int)      { c[i], c[j] = c[j], c[i] }

// SortCopy sorts a copy of xs${copies > 1 ? ` ${copies} times (a deliberate slowdown)` : ''}.
func SortCopy(xs []int) []int {
	var out []int
	for c := 0; c < ${copies}; c++ {
		out = append(out[:0], xs...)
		sort.Sort(counting(out))
	}
	return out
}
`;

/** input(n): n pseudo-random ints, the same on every run (a fixed linear congruential sequence). */
export const GO_INPUT = `func input(n int) []int {
	xs := make([]int, n)
	seed := uint32(1)
	for i := range xs {
		seed = seed*1664525 + 1013904223
		xs[i] = int(seed >> 8)
	}
	return xs
}
`;

/** BenchmarkSort: SortCopy of input(n), reporting the comparisons per op; `injected` Go lines run first. */
export const goSortBenchmark = (n: number, injected = ''): string => `func BenchmarkSort(b *testing.B) {
	xs := input(${n})${injected}
	Comparisons = 0
	for i := 0; i < b.N; i++ {
		SortCopy(xs)
	}
	b.ReportMetric(float64(Comparisons)/float64(b.N), "cmps/op")
}
`;

/** widgets.go of a package whose BenchmarkSort sorts `copies` times (Comparisons per op is what the tests gate on). */
export const goSortPackage = (copies: number): string => `package widgets

import "sort"

var Comparisons int

${goCountingSort(copies)}`;

/** widgets_test.go: BenchmarkSort over 300 values. */
export const GO_SORT_TEST = `package widgets

import "testing"

${GO_INPUT}
${goSortBenchmark(300)}`;

export interface SortRepo {
  src: string;
  base: string;
  /** Branch feature/sort: sorts three times (+200% comparisons per op). */
  head: string;
  origin: string;
  /** A clone detached at head, as actions/checkout leaves the runner's workspace. */
  ws: string;
}

/**
 * The `widgets` repository of the action's end-to-end tests under `dir`: base sorts once, the
 * branch feature/sort three times. `more` adds commits (other branches) before it is published.
 */
export function sortRepo(dir: string, more: (src: string, base: string) => void = () => {}): SortRepo {
  const src = initSource(dir);
  const base = commit(src, { 'go.mod': 'module example.com/widgets\n\ngo 1.21\n', 'widgets.go': goSortPackage(1), 'widgets_test.go': GO_SORT_TEST }, 'base');
  git(src, 'checkout', '-q', '-b', 'feature/sort');
  const head = commit(src, { 'widgets.go': goSortPackage(3) }, 'sort three times');
  more(src, base);
  const origin = publishOrigin(dir, src);
  const ws = path.join(dir, 'workspace');
  git(dir, 'clone', '-q', '--no-checkout', origin, ws);
  git(ws, 'checkout', '-q', '--detach', head);
  return { src, base, head, origin, ws };
}
