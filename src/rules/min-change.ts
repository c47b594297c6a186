// A rule's absolute floor (`min-change: 50ns`): a number with a unit, turned into the base unit
// the rows store (s, B, B/s, or a harness's own unit such as allocs). The unit also says which
// rows the floor can apply to: 50ns means something for a time row, nothing for B/op.
import { SettingsError } from '../settings.js';

export interface MinChange {
  /** As written, for the report. */
  text: string;
  /** In `unit`. */
  value: number;
  /** The base unit of the rows it applies to. */
  unit: string;
}

// Prefixes of the base units the formats store values in (src/report/format-units.ts shows them).
const SCALED: Record<string, [unit: string, factor: number]> = {
  ps: ['s', 1e-12],
  ns: ['s', 1e-9],
  us: ['s', 1e-6],
  µs: ['s', 1e-6],
  μs: ['s', 1e-6],
  ms: ['s', 1e-3],
  s: ['s', 1],
  B: ['B', 1],
  kB: ['B', 1e3],
  KB: ['B', 1e3],
  MB: ['B', 1e6],
  GB: ['B', 1e9],
  KiB: ['B', 1024],
  MiB: ['B', 1024 ** 2],
  GiB: ['B', 1024 ** 3],
  'B/s': ['B/s', 1],
  'kB/s': ['B/s', 1e3],
  'KB/s': ['B/s', 1e3],
  'MB/s': ['B/s', 1e6],
  'GB/s': ['B/s', 1e9],
  'KiB/s': ['B/s', 1024],
  'MiB/s': ['B/s', 1024 ** 2],
  'GiB/s': ['B/s', 1024 ** 3],
};

const VALUE = /^(\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*(\S.*)?$/;

/** `50ns`, `1.5 µs`, `4KiB`, `2 allocs`: a non-negative amount with a unit (a bare number is refused: 50 of what?). */
export function parseMinChange(raw: unknown): MinChange {
  const accepts = 'an amount with its unit, such as 50ns, 2µs, 4KiB, 10MB/s or 2 allocs';
  if (typeof raw === 'number') throw new SettingsError('min-change', `must be ${accepts}; ${raw} has no unit`);
  if (typeof raw !== 'string') throw new SettingsError('min-change', `must be ${accepts}`);
  const text = raw.trim();
  const m = VALUE.exec(text);
  if (!m) throw new SettingsError('min-change', `must be ${accepts}; got ${JSON.stringify(raw)}`);
  const amount = Number(text.slice(0, text.length - (m[2]?.length ?? 0)).trim());
  // Go writes per-operation units (ns/op, B/op, allocs/op); the rows store them without /op.
  const unitText = m[2]?.trim().replace(/\/op$/, '');
  if (!unitText) throw new SettingsError('min-change', `must be ${accepts}; ${JSON.stringify(raw)} has no unit`);
  if (!Number.isFinite(amount)) throw new SettingsError('min-change', `must be ${accepts}; got ${JSON.stringify(raw)}`);
  const scaled = SCALED[unitText];
  // toPrecision: 50 × 1e-9 is 5.0000000000000004e-8 in binary; the written amount has fewer digits.
  return scaled ? { text, value: Number((amount * scaled[1]).toPrecision(15)), unit: scaled[0] } : { text, value: amount, unit: unitText };
}
