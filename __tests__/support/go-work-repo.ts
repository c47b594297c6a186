// A two-commit Go repository whose head does a known share more work per operation: `Work(n)`
// loops n times, and the head calls it with more. What the instructions tests run benchgate on.
import { twoCommitRepo } from '../runner-fixtures.js';

const GO_MOD = 'module example.com/work\n\ngo 1.21\n';

function benchFile(iterations: number): string {
  return `package work

import "testing"

var sink int

// Work does n rounds of arithmetic the compiler cannot fold away.
//
//go:noinline
func Work(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i * i ^ (s >> 3)
	}
	return s
}

func BenchmarkWork(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(${iterations})
	}
}

func BenchmarkSteady(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(500)
	}
}
`;
}

/** Base: Work(1000); head: Work(1000 × (1 + change)) in BenchmarkWork only (BenchmarkSteady is the same on both). */
export function goWorkRepo(change: number) {
  return twoCommitRepo({ 'go.mod': GO_MOD, 'work_test.go': benchFile(1000) }, { 'work_test.go': benchFile(Math.round(1000 * (1 + change))) });
}
