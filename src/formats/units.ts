// Units to base units at parse time (seconds, bytes, ops/s); display scaling lives in report/.
import type { Better } from '../model.js';

const TIME: Record<string, number> = {
  ps: 1e-12,
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6, // U+00B5 micro sign
  μs: 1e-6, // U+03BC greek mu (BenchmarkDotNet)
  ms: 1e-3,
  s: 1,
  sec: 1,
  m: 60,
  min: 60,
  h: 3600,
};

/** Seconds per `unit` (ns, us, µs, μs, ms, s, …), or undefined when it is not a time unit. */
export function timeFactor(unit: string): number | undefined {
  return TIME[unit.trim()];
}

const BYTES: Record<string, number> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
};

/** Bytes per `unit` (B, KB, MB, KiB, MiB, …), or undefined when it is not a size unit. */
export function bytesFactor(unit: string): number | undefined {
  return BYTES[unit.trim()];
}

/** Parses a number printed with thousands separators (`1,234.5`), or NaN. */
export function parseNumber(text: string): number {
  const cleaned = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  // `\d+(\.\d*)?`, not `\d+\.?\d*`: two adjacent digit runs backtrack quadratically on long input.
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(cleaned) && !/^[-+]?(inf|infinity|nan)$/i.test(cleaned)) return NaN;
  return Number(cleaned.replace(/^([-+]?)inf(inity)?$/i, '$1Infinity'));
}

/** Direction of a custom unit: rates (`…/s`) are better higher, everything else lower. */
export function betterForUnit(unit: string): Better {
  return /\/s(ec)?$/.test(unit) || /^ops?\b/.test(unit) ? 'higher' : 'lower';
}
