// libtest's #[bench] (nightly Rust): one summary line per benchmark and run.
#![feature(test)]
extern crate test;

use benchgate_example_libtest::{adler32, sum64};
use test::{black_box, Bencher};

#[bench]
fn adler32_4k(b: &mut Bencher) {
    let data = vec![7u8; 4096];
    b.bytes = data.len() as u64;
    b.iter(|| adler32(black_box(&data)));
}

#[bench]
fn sum64_4k(b: &mut Bencher) {
    let data = vec![7u8; 4096];
    b.bytes = data.len() as u64;
    b.iter(|| sum64(black_box(&data)));
}
