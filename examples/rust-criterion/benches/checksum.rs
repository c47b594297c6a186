use benchgate_example_criterion::{adler32, sum64};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

fn checksums(c: &mut Criterion) {
    let data = vec![7u8; 4096];
    let mut group = c.benchmark_group("checksum");
    group.throughput(Throughput::Bytes(data.len() as u64));
    group.bench_function("adler32", |b| b.iter(|| adler32(black_box(&data))));
    group.bench_function("sum64", |b| b.iter(|| sum64(black_box(&data))));
    group.finish();
}

criterion_group!(benches, checksums);
criterion_main!(benches);
