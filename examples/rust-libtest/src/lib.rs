//! The code under benchmark: two ways to sum bytes.

/// Adler-32, one byte at a time.
pub fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &c in data {
        a = (a + c as u32) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}

/// Adds the bytes into a 64-bit accumulator.
pub fn sum64(data: &[u8]) -> u64 {
    data.iter().map(|&c| c as u64).sum()
}
