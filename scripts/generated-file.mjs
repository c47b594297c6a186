// A generated source file (a registry written by scripts/*-index.mjs) is rewritten only when its
// text changed, so a regeneration that changes nothing leaves git status and mtimes alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Whether `file` exists and holds exactly `text`. */
export function isCurrent(file, text) {
  return existsSync(file) && readFileSync(file, 'utf8') === text;
}

/** Writes `text` to `file` unless it already holds it; returns whether it wrote. */
export function writeIfChanged(file, text) {
  if (isCurrent(file, text)) return false;
  writeFileSync(file, text);
  return true;
}
