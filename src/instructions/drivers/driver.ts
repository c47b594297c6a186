// What a driver is: how one harness is counted per benchmark (or the whole command), as the host
// half sees it. A driver is one file here and one line in index.ts.
export interface DriverContext {
  /** The side's state folder (layout.ts STATE_FOLDER), absolute. */
  stateDir: string;
  /** The command that starts the inside half: `node …/instructions-driver.js` as argv. */
  entry: readonly string[];
  /** The user's command. */
  command: string;
}

export interface Driver {
  id: string;
  /** What the harness's lever is, for the error that lists the drivers. */
  lever: string;
  /** Whether `auto` picks this driver for a command and format. */
  detect(command: string, format: string): boolean;
  /** What the command must be when this driver is set by name and `detect` refuses it (a driver that only works through the harness itself). */
  needs?: string;
  /** Counts whole processes (the program and its children), so perf can count it where the probe finds a counter (../counters/). */
  wholeProcess?: boolean;
  /** The tool whose version goes into the report beside valgrind's and libc's (argv), if any. */
  toolchain?: readonly string[];
  /** Writes what the inside half needs into the state folder; returns the command each run executes and the variables it adds. */
  prepare(ctx: DriverContext): { command: string; env: Record<string, string> };
}

/** A POSIX shell word that stays one argument whatever it holds. */
export function shellWord(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}
