// Display scaling of base-unit values (s, B, B/s, ops/s, …) and of percentages and p-values.
// Values are stored unscaled (docs/report-json.md); only the report chooses a prefix.
import type { Comparison } from '../model.js';

const MINUS = '\u2212';

interface Scale {
  factor: number;
  suffix: string;
}

// Largest first: the first scale whose factor ≤ |value| wins.
const TIME: Scale[] = [
  { factor: 1, suffix: 's' },
  { factor: 1e-3, suffix: 'ms' },
  { factor: 1e-6, suffix: 'µs' },
  { factor: 1e-9, suffix: 'ns' },
  { factor: 1e-12, suffix: 'ps' },
];
// Sizes in binary prefixes (as benchstat prints B/op), rates in decimal (as Go prints MB/s).
const BYTES: Scale[] = [
  { factor: 1024 ** 4, suffix: 'TiB' },
  { factor: 1024 ** 3, suffix: 'GiB' },
  { factor: 1024 ** 2, suffix: 'MiB' },
  { factor: 1024, suffix: 'KiB' },
  { factor: 1, suffix: 'B' },
];
const BYTE_RATE: Scale[] = [
  { factor: 1e12, suffix: 'TB/s' },
  { factor: 1e9, suffix: 'GB/s' },
  { factor: 1e6, suffix: 'MB/s' },
  { factor: 1e3, suffix: 'kB/s' },
  { factor: 1, suffix: 'B/s' },
];
// Counts and custom units read best unscaled up to 999999 ("2548 cpu-ns/op", "12 allocs").
const SI = (unit: string): Scale[] => [
  { factor: 1e12, suffix: `T ${unit}` },
  { factor: 1e9, suffix: `G ${unit}` },
  { factor: 1e6, suffix: `M ${unit}` },
  { factor: 1, suffix: unit },
];

/** The SI scales of each custom unit, built once per unit rather than per value. */
const siScales = new Map<string, Scale[]>();

function scalesFor(unit: string): Scale[] {
  switch (unit) {
    case 's':
      return TIME;
    case 'B':
      return BYTES;
    case 'B/s':
      return BYTE_RATE;
    default: {
      let scales = siScales.get(unit);
      if (!scales) siScales.set(unit, (scales = SI(unit)));
      return scales;
    }
  }
}

/** The first scale whose factor (less half a unit in the last place shown) is ≤ abs; the smallest otherwise. */
function scaleOf(scales: Scale[], abs: number): Scale {
  for (const s of scales) if (abs >= s.factor * 0.9995) return s;
  return scales[scales.length - 1];
}

/** A number with 3 significant digits, without exponent for everyday magnitudes (1.23, 12.3, 123, 1234). */
export function formatSignificant(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? `${MINUS}∞` : 'NaN';
  if (value === 0) return '0';
  const abs = Math.abs(value);
  let text: string;
  if (abs >= 10 ** digits) text = abs.toFixed(0);
  else if (abs < 1e-3) text = abs.toPrecision(digits);
  else text = String(Number(abs.toPrecision(digits)));
  return value < 0 ? MINUS + text : text;
}

/** `3.07 µs`, `1.2 KiB`, `45.6 MB/s`, `1.23 M ops/s`, `12 allocs`: a base-unit value scaled for display. */
export function formatValue(value: number | null, unit: string): string {
  if (value === null || Number.isNaN(value)) return '—';
  const scales = scalesFor(unit);
  const abs = Math.abs(value);
  // Values below the smallest prefix keep it (0.5 ps); zero keeps the base unit.
  const scale = abs === 0 ? scales.find((s) => s.factor === 1)! : scaleOf(scales, abs);
  const text = formatSignificant(value / scale.factor);
  return scale.suffix === '' ? text : `${text} ${scale.suffix}`;
}

/**
 * The half-width of a CI as a percentage of the median: `± 3%`, `± 0.4%`; `± —` when there is no
 * CI (too few units: unknown, not infinite) or no percentage of a zero median.
 */
export function formatSpread(median: number | null, ci: [number, number] | null): string {
  if (median === null) return '';
  if (ci === null) return '± —';
  if (median === 0) return ci[0] === 0 && ci[1] === 0 ? '± 0%' : '± —';
  const half = Math.max(Math.abs(ci[1] - median), Math.abs(median - ci[0]));
  return `± ${formatPercentMagnitude((100 * half) / Math.abs(median))}%`;
}

function formatPercentMagnitude(pct: number): string {
  if (!Number.isFinite(pct)) return '∞';
  if (pct === 0) return '0';
  if (pct < 10) {
    const text = pct.toFixed(1);
    return text.endsWith('.0') ? text.slice(0, -2) : text;
  }
  return pct.toFixed(0);
}

/** A median with its spread: `3.07 µs ± 3%`; `—` for a side without samples. */
export function formatMedian(median: number | null, ci: [number, number] | null, unit: string): string {
  if (median === null) return '—';
  return `${formatValue(median, unit)} ${formatSpread(median, ci)}`;
}

/**
 * One side of a row as both tables show it: the median with its spread, then the metrics the
 * harness derived from it (Go's MB/s beside ns/op): `3.07 µs ± 3% · 326 MB/s`; `—` without samples.
 */
export function formatSide(c: Pick<Comparison, 'base' | 'head' | 'unit' | 'derived'>, side: 'base' | 'head'): string {
  const s = c[side];
  if (s.n === 0) return '—';
  let text = formatMedian(s.median, s.ci, c.unit);
  if (c.derived) for (const d of c.derived) if (d[side] !== null) text += ` · ${formatValue(d[side], d.unit)}`;
  return text;
}

/** A signed percentage with one decimal and a real minus sign: `+19.0%`, `−12.3%`. */
export function formatDelta(pct: number | null): string {
  if (pct === null || Number.isNaN(pct)) return '—';
  return `${signedNumber(pct)}%`;
}

/** formatDelta's number without the `%`: `+19.0`, `−12.3`, `±0.0`. */
function signedNumber(pct: number): string {
  const sign = pct > 0 ? '+' : pct < 0 ? MINUS : '±';
  const abs = Math.abs(pct);
  const text = !Number.isFinite(abs) ? '∞' : abs >= 1000 ? abs.toFixed(0) : abs.toFixed(1);
  return sign + text;
}

/** A CI in percent, as the comment writes one: `(+12.0 … +22.0)`. */
export function formatPctCI(ci: [number, number]): string {
  const bound = (pct: number) => formatDelta(pct).replace(/%$/, '');
  return `(${bound(ci[0])} … ${bound(ci[1])})`;
}

/** The CI of a ratio as percentages: `(+16.2 … +21.9)`, with its label when given (`(+4.2 … +70.1, 99.17% CI)`); empty when there is none. */
export function formatRatioCI(ci: [number, number] | null, label = ''): string {
  if (ci === null) return '';
  const bound = (r: number): string => (Number.isNaN(r) ? '—' : signedNumber(100 * (r - 1)));
  return `(${bound(ci[0])} … ${bound(ci[1])}${label ? `, ${label}` : ''})`;
}

/** A p-value with two significant digits (`0.032`, `1.1e-5`); `—` when not tested. */
export function formatP(p: number | null): string {
  if (p === null || Number.isNaN(p)) return '—';
  if (p >= 1) return '1';
  if (p === 0) return '0';
  return p >= 1e-3 ? String(Number(p.toPrecision(2))) : p.toExponential(1);
}

/** A geomean ratio as a signed percentage (`+1.7%`), or `—` when there are no pairs. */
export function formatGeomean(geomean: number | null): string {
  return geomean === null ? '—' : formatDelta(100 * (geomean - 1));
}

/** A byte count for the machine table: `15.6 GiB`. */
export function formatBytes(bytes: number): string {
  return formatValue(bytes, 'B');
}

/** `1 row`, `3 rows` (`many` for an irregular plural). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
