package checksum

import (
	"fmt"
	"testing"
)

var sink uint64

func BenchmarkAdler32(b *testing.B) {
	for _, size := range []int{64, 4096} {
		data := make([]byte, size)
		b.Run(fmt.Sprintf("size=%d", size), func(b *testing.B) {
			b.SetBytes(int64(size))
			for i := 0; i < b.N; i++ {
				sink += uint64(Adler32(data))
			}
		})
	}
}

func BenchmarkSum64(b *testing.B) {
	data := make([]byte, 4096)
	b.SetBytes(int64(len(data)))
	for i := 0; i < b.N; i++ {
		sink += Sum64(data)
	}
}
