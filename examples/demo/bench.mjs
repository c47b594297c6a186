// The demo's benchmark: a plain Node script (no dependencies) that prints its results the way
// `go test -bench` does, so benchgate reads it as Go output:
//   BenchmarkEncode   	     100	    312345 ns/op
// One line per benchmark per run: benchgate's rounds supply the repetitions, and runs are
// independent samples (several lines from one process would share its good or bad moments).
import os from 'node:os';
import { checksum, decode, encode } from './lib.mjs';

const ITERATIONS = 40; // calls per batch: a few ms each
const BATCHES = 7; // batches per benchmark; the run reports the fastest one

// Fixed input, the same on both commits.
const data = new Uint8Array(64 * 1024);
for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;

const benchmarks = [
  ['BenchmarkChecksum', checksum],
  ['BenchmarkEncode', encode],
  ['BenchmarkDecode', decode],
];

let sink = 0; // keeps the JIT from dropping the work

// CPU time rather than wall time: on a shared machine, time spent waiting for a core is not ours.
function batch(fn) {
  const start = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) sink ^= fn(data);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / ITERATIONS; // µs → ns per call
}

// Warm the JIT before measuring anything.
for (const [, fn] of benchmarks) batch(fn);

const times = benchmarks.map(() => []);
// Benchmarks take turns, so a slow moment of the machine hits them all alike.
for (let b = 0; b < BATCHES; b++) benchmarks.forEach(([, fn], i) => times[i].push(batch(fn)));

// The fastest batch: interference from other processes only ever adds time, so the minimum is
// the batch least disturbed by the rest of the machine.
const fastest = (xs) => Math.min(...xs);
console.log(`goos: ${process.platform}\ngoarch: ${process.arch}\ncpu: ${os.cpus()[0]?.model.trim() ?? 'unknown'}`);
benchmarks.forEach(([name], i) => {
  console.log(`${name.padEnd(20)}\t${String(ITERATIONS).padStart(8)}\t${fastest(times[i]).toFixed(0).padStart(10)} ns/op`);
});
console.log('PASS');
if (sink === 0.5) console.error('unreachable');
