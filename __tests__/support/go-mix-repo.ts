// A small Go package for "where the instructions went": Mix is a function of its own (never
// inlined, so it keeps its symbol), called by BenchmarkMix; BenchmarkSteady does not call it.
// The slower variant gives Mix one more step per element.
import { twoCommitRepo } from '../runner-fixtures.js';

export const MIX_MODULE = 'example.com/attrmix';
/** Mix's symbol, as cachegrind names it. */
export const MIX_SYMBOL = `${MIX_MODULE}.Mix`;

export function mixSource(slower: boolean): string {
  return `package attrmix

// Mix hashes the words (FNV-like).
//
//go:noinline
func Mix(data []uint64) uint64 {
	var h uint64 = 14695981039346656037
	for _, v := range data {
		h ^= v
		h *= 1099511628211
${slower ? '\t\th ^= h >> 29\n' : ''}	}
	return h
}
`;
}

export const MIX_TEST = `package attrmix

import "testing"

var sink uint64

func BenchmarkMix(b *testing.B) {
	data := make([]uint64, 512)
	for i := range data {
		data[i] = uint64(i) * 2654435761
	}
	for i := 0; i < b.N; i++ {
		sink += Mix(data)
	}
}

func BenchmarkSteady(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for j := uint64(0); j < 2000; j++ {
			sink += j ^ sink
		}
	}
}
`;

export function mixFiles(slower: boolean): Record<string, string> {
  return { 'go.mod': `module ${MIX_MODULE}\n\ngo 1.21\n`, 'mix.go': mixSource(slower), 'mix_test.go': MIX_TEST };
}

/** base: Mix as it is; head: Mix one step slower per element. */
export function mixRepo() {
  return twoCommitRepo(mixFiles(false), mixFiles(true));
}
