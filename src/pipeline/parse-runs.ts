// Each run's output parsed once, as it lands: a per-side accumulator that the runner feeds (its
// first-output check and every measured output), that adaptive rounds read at each look and that
// the final report reads at the end — none of them parses again. One format for every run
// (detected when 'auto'), so base and head are always read the same way; a run whose output
// cannot be read counts as a failed run, like a crash, and the other runs still count.
import { detectFormat, formatById, parseRun, parseWith } from '../formats/registry.js';
import { type FailedRun, type FormatInput, ParseError, type ParseResult } from '../model.js';
import type { RunOutput } from '../runner/index.js';

type Side = 'base' | 'head';

export interface ParsedRuns {
  format: string;
  base: ParseResult[];
  head: ParseResult[];
  /** Runs that succeeded but printed something the format could not read. */
  unreadable: FailedRun[];
}

/** The runner's outputs so far, per side, in run order (RoundsResult and RunnerResult both have them). */
export type OutputsOf = Record<Side, { readonly outputs: readonly RunOutput[] }>;

/** One output as parsed (with the format it was read as), or why it could not be. */
type Parsed = { format: string; result?: ParseResult; error?: ParseError };

export class RunAccumulator {
  /** The user's format id: a known id or 'auto'. */
  readonly formatId: string;
  private readonly outputs: Record<Side, RunOutput[]> = { base: [], head: [] };
  private readonly parsed: Record<Side, Parsed[]> = { base: [], head: [] };
  /** 'auto': the format each output detects as (undefined: not detected yet or not detectable), until one of base detects. */
  private readonly detected: Record<Side, (string | null)[]> = { base: [], head: [] };
  /** The first output's parse by the runner's check, kept so that its landing does not parse it again. */
  private checked?: { input: FormatInput; result: ParseResult };
  /** How many times an output was parsed (the check included): a measure, for tests and the bench. */
  parses = 0;

  /**
   * measure: instructions — the one metric a run may print (benchgate's driver prints only
   * `instr/op`): a run with another (ns/op from a `go test` that bypassed the driver: `GOFLAGS=`,
   * its own `-exec`) measured no instructions, and is an unreadable run, never timings gated as
   * counts.
   */
  private readonly onlyMetric?: string;

  constructor(formatId: string, onlyMetric?: string) {
    this.formatId = formatId === 'auto' ? 'auto' : formatById(formatId).id;
    if (onlyMetric !== undefined) this.onlyMetric = onlyMetric;
  }

  /** The ParseError of a result with a metric other than the one the measure allows. */
  private foreignMetric(result: ParseResult, file: string): ParseError | undefined {
    if (this.onlyMetric === undefined) return undefined;
    const other = result.series.find((s) => s.metric !== this.onlyMetric);
    if (other === undefined) return undefined;
    return new ParseError(
      `measure: ${this.onlyMetric}: the run printed ${other.metric} (${other.unit}) for ${other.benchmark}, not a count of benchgate's driver: the command bypassed it (a GOFLAGS or -exec of its own, or a command that prints results itself); nothing was counted`,
      file,
    );
  }

  /**
   * The runner's fail-fast check of the first measured output (it knows no format): the output
   * must be readable as the format (or detected, for 'auto') and hold at least one benchmark.
   */
  check(input: FormatInput): void {
    this.parses++;
    const result = parseWith(input, this.formatId);
    if (result.series.length === 0) {
      throw new ParseError(
        `no benchmark results in it (read as ${result.format}); check the command prints its results${input.kind === 'dir' ? ' into this folder' : ''}`,
        input.kind === 'text' ? input.file : input.dir,
      );
    }
    const foreign = this.foreignMetric(result, input.kind === 'text' ? input.file : input.dir);
    if (foreign) throw foreign;
    this.checked = { input, result };
  }

  /** One measured output, as it lands: parsed now (once the format is known) and never again. */
  add(output: RunOutput): void {
    const side = output.side;
    this.outputs[side].push(output);
    if (this.formatId === 'auto') this.detect(side, output.input);
    const format = this.format();
    if (format !== undefined) this.parseUpTo(format);
  }

  /** Adds the outputs of `soFar` not added yet (outputs only ever append, so a count per side tells). */
  catchUp(soFar: OutputsOf): void {
    for (const side of ['base', 'head'] as const) {
      for (const output of soFar[side].outputs.slice(this.outputs[side].length)) this.add({ ...output, side });
    }
  }

  /**
   * The parse results so far, per side, with the runs that printed nothing readable. Throws the
   * first ParseError when no output detects as a format ('auto') or when a side of `sides` has
   * outputs but none readable.
   */
  results(sides: readonly Side[] = ['base', 'head']): ParsedRuns {
    const format = this.format();
    if (format === undefined) throw this.undetectable();
    this.parseUpTo(format);
    const runs: ParsedRuns = { format, base: [], head: [], unreadable: [] };
    for (const side of sides) {
      let firstError: ParseError | undefined;
      this.parsed[side].forEach((p, i) => {
        if (p.result) runs[side].push(p.result);
        else if (p.error) {
          firstError ??= p.error;
          runs.unreadable.push({ side, round: this.outputs[side][i].round, reason: `output not readable as ${format}: ${p.error.message}` });
        }
      });
      if (runs[side].length === 0 && firstError) {
        throw new ParseError(`no run of ${side} printed readable ${format} output; the first: ${firstError.reason}`, firstError.file, firstError.line);
      }
    }
    return runs;
  }

  /**
   * The format every run is read as: the given id, or (auto) the first output of base that
   * detects as one, else the first of head — whichever order the runs landed in.
   */
  private format(): string | undefined {
    if (this.formatId !== 'auto') return this.formatId;
    return this.detected.base.find((id) => id) ?? this.detected.head.find((id) => id) ?? undefined;
  }

  /** 'auto': detects the output's format until base has one (head's count only while base has none). */
  private detect(side: Side, input: FormatInput): void {
    if (this.detected.base.some((id) => id)) return;
    try {
      this.detected[side].push(detectFormat(input).id);
    } catch {
      this.detected[side].push(null);
    }
    // Outputs parsed as head's format while base had none: base's first now decides, so read again.
    const format = this.format();
    for (const s of ['base', 'head'] as const) if (this.parsed[s].some((p) => p.format !== format)) this.parsed[s] = [];
  }

  private undetectable(): unknown {
    for (const side of ['base', 'head'] as const) {
      for (const output of this.outputs[side]) {
        try {
          detectFormat(output.input);
        } catch (err) {
          return err;
        }
      }
    }
    return undefined;
  }

  /** Parses, as `format`, every output added and not yet parsed. */
  private parseUpTo(format: string): void {
    for (const side of ['base', 'head'] as const) {
      const done = this.parsed[side];
      for (const output of this.outputs[side].slice(done.length)) done.push(this.parseOne(output, format));
    }
  }

  private parseOne(output: RunOutput, format: string): Parsed {
    let result: ParseResult;
    if (this.checked?.input === output.input && this.checked.result.format === format) {
      result = { ...this.checked.result, source: output.input.kind === 'text' ? output.input.file : output.input.dir };
      this.checked = undefined;
    } else {
      this.parses++;
      try {
        result = parseRun(output.input, format);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        return { format, error: err };
      }
    }
    const foreign = this.foreignMetric(result, output.input.kind === 'text' ? output.input.file : output.input.dir);
    if (foreign) return { format, error: foreign };
    // A run knows its round, so base and head runs of one round pair up.
    for (const s of result.series) for (const run of s.runs) run.round = output.round;
    return { format, result };
  }
}

/** Every output of a finished run, parsed (the accumulator of a run that did not feed one). */
export function parseRunOutputs(result: OutputsOf, formatId: string, sides?: readonly Side[]): ParsedRuns {
  const runs = new RunAccumulator(formatId);
  runs.catchUp(result);
  return runs.results(sides);
}
