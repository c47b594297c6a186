// criterion in the compare end to end (formats-compare-e2e.test.ts): a real fixture of this folder, the
// benchmark to slow down 20%, and the transformer that does it on the format's own output.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CompareCase, type DirTransformer, isObject, type Json, restringify, scaleAll, scaleFields, scaleValue } from '../../support/slowdown.js';

/** Criterion target/criterion/<id>/{new,base}: raw sample times, estimates and Tukey fences (ns). */
const criterion: DirTransformer = (dir, benchmark, changes) => {
  const bench = path.join(dir, ...benchmark.split('/'));
  if (!existsSync(bench)) throw new Error(`slowdown(criterion): no folder for '${benchmark}' in ${changes.where}`);
  for (const run of ['new', 'base']) {
    const rewrite = (file: string, edit: (doc: Json) => Json) => {
      const full = path.join(bench, run, file);
      if (!existsSync(full)) return;
      const text = readFileSync(full, 'utf8');
      writeFileSync(full, restringify(text, edit(JSON.parse(text) as Json)));
    };
    rewrite('sample.json', (doc) => {
      if (isObject(doc)) scaleFields(doc, ['times'], 'time', changes);
      return doc;
    });
    // Every estimate (mean, median, slope, std_dev, …) is in ns; the confidence level is not.
    rewrite('estimates.json', (doc) => {
      if (isObject(doc)) scaleAll(doc, 'time', changes, new Set(['confidence_level']));
      return doc;
    });
    rewrite('tukey.json', (doc) => scaleValue(doc, 'time', changes));
  }
};

// cargo bench --sample-size 10 on this runner: 10 per-iteration times spread by 1.5×, so the
// shifted sample overlaps the base (p = 0.043), which Holm over 5 rows would not call.
export const compareCase: CompareCase = {
  fixture: 'generated-target-criterion',
  slow: 'sum/64',
  benchmark: 'sum/64',
  moved: ['time'],
  derived: { throughput: 'time' },
  rounds: 1,
  correction: 'none',
  slowdown: { dir: criterion },
};
