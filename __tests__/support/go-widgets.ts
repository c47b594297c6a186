// Go source shared by the `widgets` packages the end-to-end tests benchmark: a sort that counts its
// comparisons, so a benchmark can report the work it did (b.ReportMetric), which does not depend on
// the load of a shared machine, and a deterministic input.

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
