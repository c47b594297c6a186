// Package checksum is the code under benchmark: two ways to sum bytes.
package checksum

// Adler32 is the classic rolling checksum, one byte at a time.
func Adler32(data []byte) uint32 {
	a, b := uint32(1), uint32(0)
	for _, c := range data {
		a = (a + uint32(c)) % 65521
		b = (b + a) % 65521
	}
	return b<<16 | a
}

// Sum64 adds the bytes into a 64-bit accumulator.
func Sum64(data []byte) uint64 {
	var s uint64
	for _, c := range data {
		s += uint64(c)
	}
	return s
}
