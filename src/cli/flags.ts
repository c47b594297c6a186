// The commands' flag parsing: node:util parseArgs, strict, with a message that names the flag,
// suggests the one meant when a known flag is close, and says where to look. Light on imports:
// every command's chunk loads it.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { cliOptions, type CliCommand } from '../settings.js';
import { UsageError } from './exit.js';
import { nearestName, prefixedName } from './suggest.js';

/** node:util parseArgs, strict, with its message (which names the flag) plus where to look. */
export function parseFlags<O extends ParseArgsConfig['options']>(command: string, argv: string[], options: O) {
  try {
    return parseArgs({ args: negativeValuesJoined(argv, options ?? {}), options, allowPositionals: true, strict: true });
  } catch (err) {
    const unknown = (err as NodeJS.ErrnoException).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? unknownOption(command, argv, options ?? {}) : undefined;
    const message = unknown ?? (err instanceof Error ? err.message : String(err));
    throw new UsageError(`${message}\nRun 'benchgate ${command} --help' for the options.`);
  }
}

/** A negative number: no option of ours is a dash and a digit, so `-3` or `-0.5%` after a value option is its value. */
const NEGATIVE_NUMBER = /^-\.?\d/;

/**
 * `--window -3` as `--window=-3`: Node's parser refuses a value that starts with a dash as
 * "ambiguous", so the setting's own check (which says what the value must be) never saw it.
 */
function negativeValuesJoined(argv: string[], options: NonNullable<ParseArgsConfig['options']>): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') return [...out, ...argv.slice(i)];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name !== undefined && options[name]?.type === 'string' && NEGATIVE_NUMBER.test(argv[i + 1] ?? '')) out.push(`${arg}=${argv[++i]}`);
    else out.push(arg);
  }
  return out;
}

/**
 * `unknown option --treshold (did you mean --threshold?)`, `record --rounds` (did you mean
 * --record-rounds?), `history --rounds` (an option of benchgate run, …; not of history), in
 * place of Node's message (which suggests quoting the flag as a positional argument, with a
 * quote it never closes).
 */
function unknownOption(command: string, argv: string[], options: NonNullable<ParseArgsConfig['options']>): string | undefined {
  const { tokens } = parseArgs({ args: argv, options, allowPositionals: true, strict: false, tokens: true });
  const token = tokens.find((t) => t.kind === 'option' && !Object.hasOwn(options, t.name) && !Object.values(options).some((o) => o.short === t.name));
  if (token?.kind !== 'option') return undefined;
  const flags = Object.keys(options).map((name) => `--${name}`);
  const near = token.rawName.startsWith('--') ? (nearestName(token.rawName, flags) ?? prefixedName(token.rawName, flags)) : undefined;
  if (near) return `unknown option ${token.rawName} (did you mean ${near}?)`;
  const elsewhere = CLI_COMMANDS.filter((other) => other !== command && Object.hasOwn(cliOptions(other), token.name));
  return `unknown option ${token.rawName}${elsewhere.length ? ` (an option of ${elsewhere.map((c) => `benchgate ${c}`).join(', ')}; not of ${command})` : ''}`;
}

/** The commands whose flags come from the settings table: where else a flag the user gave may belong. */
const CLI_COMMANDS: readonly CliCommand[] = ['compare', 'run', 'merge', 'record', 'history'];

/**
 * A command that runs a benchmark (`run`, `record`): its flags are before the first `--`, the
 * benchmark command after it (even where it looks like our flags); nothing else is allowed
 * before `--`. `command` is undefined with --help (the caller prints its help).
 */
export function parseCommandLine<O extends ParseArgsConfig['options']>(name: string, argv: string[], options: O) {
  const dashes = argv.indexOf('--');
  const { values, positionals } = parseFlags(name, dashes === -1 ? argv : argv.slice(0, dashes), options);
  if ((values as { help?: unknown }).help) return { values, command: undefined };
  if (positionals.length) {
    throw new UsageError(
      `unexpected argument '${positionals[0]}' before '--': the benchmark command goes after '--'\nRun 'benchgate ${name} --help' for usage.`,
    );
  }
  return { values, command: commandOf(name, dashes === -1 ? [] : argv.slice(dashes + 1)) };
}

// Quotes one argument for bash when it needs it; the result is the user's own argv, not PR text.
function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The command after `--`: one argument is a shell command as is; several are an argv. */
export function commandOf(name: string, args: string[]): string {
  if (args.length === 0 || !args.join('').trim()) {
    throw new UsageError(
      `no benchmark command: put it after '--', e.g. benchgate ${name} -- go test -bench .\nRun 'benchgate ${name} --help' for the options.`,
    );
  }
  return args.length === 1 ? args[0] : args.map(shellQuote).join(' ');
}
