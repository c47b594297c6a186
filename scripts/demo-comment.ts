// The README's "What a reviewer sees" is the comment of a real `npm run demo`, rendered by the
// product from that run's JSON report (docs/demo-report.json), so it changes with the renderer:
//   npm run demo -- --json /tmp/demo.json
//   node --import tsx scripts/demo-comment.ts --write --report /tmp/demo.json   keeps the new run's report, re-renders
//   node --import tsx scripts/demo-comment.ts --write                           re-renders the kept report
//   node --import tsx scripts/demo-comment.ts                                   prints the comment
// __tests__/readme.test.ts fails when README.md's comment is not what this renders.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderMarkdown } from '../src/report/markdown.js';
import { validateReport } from '../src/report/validate.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_REPORT = path.join(ROOT, 'docs', 'demo-report.json');
const START = '<!-- demo:start -->';
const END = '<!-- demo:end -->';

/** The comment `benchgate run` posts for the demo's report (the default key, with the chart). */
export function demoComment(reportFile = DEMO_REPORT): string {
  const report = validateReport(JSON.parse(readFileSync(reportFile, 'utf8')), path.relative(ROOT, reportFile));
  return renderMarkdown(report, { key: 'default', chart: true }).replace(/\n+$/, '');
}

/** README.md's text with the comment between the demo markers. */
export function withDemoComment(readme: string, comment: string): string {
  const from = readme.indexOf(START);
  const to = readme.indexOf(END, from);
  if (from < 0 || to < 0) throw new Error(`README.md has no ${START} … ${END} section`);
  return `${readme.slice(0, from + START.length)}\n${comment}\n${readme.slice(to)}`;
}

function main(argv: string[]): number {
  const at = argv.indexOf('--report');
  if (at >= 0) {
    const from = argv[at + 1];
    if (!from) {
      process.stderr.write('demo-comment: --report needs the file of `npm run demo -- --json FILE`\n');
      return 2;
    }
    // Read before it is kept: a file that is not a benchgate report is refused here.
    demoComment(path.resolve(from));
    copyFileSync(path.resolve(from), DEMO_REPORT);
  }
  const comment = demoComment();
  if (!argv.includes('--write')) {
    process.stdout.write(`${comment}\n`);
    return 0;
  }
  const readmePath = path.join(ROOT, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const next = withDemoComment(readme, comment);
  if (next === readme) {
    process.stderr.write('demo-comment: README.md is up to date\n');
    return 0;
  }
  writeFileSync(readmePath, next);
  process.stderr.write('demo-comment: README.md updated\n');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
