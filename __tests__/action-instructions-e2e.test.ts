// measure: instructions through the built action (node dist/index.js; run `npm run build` first:
// the action needs dist/instructions-driver.js beside it), started as a GitHub runner starts it,
// on a pull request of a real Go repository whose head does 20% more work per operation: the step
// fails on the regression, and the comment names the measure, its unit and the valgrind version.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { needs } from './support/harness.js';
import { openInstructionsPullRequest, type InstructionsPullRequest } from './support/instructions-pull-request.js';
import { annotations } from './support/run-action.js';

const WORK = (n: number) => `package work

import "testing"

var sink int

//go:noinline
func Work(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i * i ^ (s >> 3)
	}
	return s
}

func BenchmarkWork(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(${n})
	}
}
`;

describe('the built action, measure: instructions', needs('go', 'valgrind'), () => {
  let pr: InstructionsPullRequest;

  before(async () => {
    pr = await openInstructionsPullRequest({
      base: { 'go.mod': 'module example.com/work\n\ngo 1.21\n', 'work_test.go': WORK(1000) },
      head: { 'work_test.go': WORK(1200) },
      title: 'More work',
      headRef: 'feature/more-work',
      number: 3,
    });
  });
  after(() => pr.close());

  test('a +20% instructions regression fails the step and the comment says instructions', async () => {
    const r = await pr.run({ run: 'go test -bench=. ./...', rounds: '3', warmup: '0' });
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /measure: instructions \(go driver; valgrind-/);
    const errors = annotations(r.stdout, 'error');
    assert.equal(errors.length, 1, r.stdout);
    assert.match(errors[0], /regression.*Work/);
    const [comment] = pr.server.commentsOn(pr.number);
    assert.match(comment.body, /BenchmarkWork/);
    assert.match(comment.body, /instructions/);
    assert.match(comment.body, /instr/);
    assert.match(comment.body, /valgrind-3/);
    assert.match(comment.body, /gated metrics: time, rate, instructions/);
  });
});
