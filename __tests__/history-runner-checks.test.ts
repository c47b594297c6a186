// The medians' checks against the runner (issue 28, the red team's wandering runner and image
// change): a medians' jump must agree with its commits' paired ratios (paired-agreement.ts), and
// its noise allows for a runner whose speed wanders (runner-wander.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { OVER_Z, SHORT_Z, agreesWithRatios, ratiosShowChange } from '../src/history/detect/paired-agreement.js';
import { contrastVariance, wanderInflation, wanderNoise } from '../src/history/detect/runner-wander.js';
import { mulberry32 } from '../src/prng.js';

function gaussian(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/** n values of white noise σ_w plus an AR(1) of lag-1 correlation φ and stationary σ_r. */
function noiseSeries(rand: () => number, n: number, white: number, phi: number, sd: number): number[] {
  let x = sd * gaussian(rand);
  return Array.from({ length: n }, () => {
    x = phi * x + sd * Math.sqrt(1 - phi * phi) * gaussian(rand);
    return x + white * gaussian(rand);
  });
}

describe('a medians jump against its commits own paired ratios', () => {
  test('the red team example: medians −2.7% at a commit whose ratio is −0.1% ± 0.8% falls short by more than SHORT_Z only when the jump is precise', () => {
    const ratio = { d: Math.log(0.999), se: 0.008 };
    // Short by 2.6 points: 2.6 / hypot(0.37, 0.8) = 2.95 SEs, not beyond 3.29: refused by the wander check, not by this one.
    assert.equal(agreesWithRatios({ d: Math.log(0.973), se: 0.0037 }, ratio), true);
    // A jump twice as large is.
    assert.equal(agreesWithRatios({ d: Math.log(0.95), se: 0.0037 }, ratio), false);
  });

  test('a ratio that falls short refuses at SHORT_Z, one that exceeds only at OVER_Z, a hole in the chain never', () => {
    const jump = { d: 0.05, se: 0.003 };
    const se = 0.004;
    const sum = Math.hypot(jump.se, se);
    assert.equal(agreesWithRatios(jump, { d: 0.05 - (SHORT_Z - 0.01) * sum, se }), true);
    assert.equal(agreesWithRatios(jump, { d: 0.05 - (SHORT_Z + 0.01) * sum, se }), false);
    assert.equal(agreesWithRatios(jump, { d: 0.05 + (OVER_Z - 0.01) * sum, se }), true);
    assert.equal(agreesWithRatios(jump, { d: 0.05 + (OVER_Z + 0.01) * sum, se }), false);
    assert.equal(agreesWithRatios(jump, null), true);
    // A step down is judged the same way, mirrored.
    assert.equal(agreesWithRatios({ d: -0.05, se: 0.003 }, { d: -0.05 + (SHORT_Z + 0.01) * sum, se }), false);
  });

  test('the ratios show the change themselves when their 95% CI excludes no change, the jumps way', () => {
    assert.equal(ratiosShowChange({ d: 0.1, se: 0.01 }, { d: 0.09, se: 0.03 }), true);
    assert.equal(ratiosShowChange({ d: 0.1, se: 0.01 }, { d: 0.05, se: 0.03 }), false);
    assert.equal(ratiosShowChange({ d: 0.1, se: 0.01 }, { d: -0.09, se: 0.03 }), false);
    assert.equal(ratiosShowChange({ d: 0.1, se: 0.01 }, null), false);
  });
});

describe('the runner wander in the medians noise', () => {
  test('contrastVariance is the exact variance of the difference of two means under white + AR(1) noise', () => {
    const noise = { white: 0.3, wander: 1.2, phi: 0.8 };
    const [a, tau, b] = [2, 9, 20];
    let brute = 0;
    for (let i = a; i < b; i++)
      for (let j = a; j < b; j++) {
        const wi = i < tau ? -1 / (tau - a) : 1 / (b - tau);
        const wj = j < tau ? -1 / (tau - a) : 1 / (b - tau);
        brute += wi * wj * ((i === j ? noise.white : 0) + noise.wander * noise.phi ** Math.abs(i - j));
      }
    assert.ok(Math.abs(contrastVariance(noise, a, b, tau) - brute) < 1e-12 * brute, `${contrastVariance(noise, a, b, tau)} vs ${brute}`);
  });

  test('a wandering runner inflates a long contrast many times, white noise a few tenths (the price of the check: 5% steps found 87%, not 93%)', () => {
    const rand = mulberry32(7);
    const wandering: number[] = [];
    const white: number[] = [];
    for (let k = 0; k < 40; k++) {
      wandering.push(wanderInflation(noiseSeries(rand, 100, 0.005, 0.9, 0.02), 0, 100, 50, 0));
      white.push(wanderInflation(noiseSeries(rand, 100, 0.02, 0, 0), 0, 100, 50, 0));
    }
    const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[xs.length >> 1];
    assert.ok(median(wandering) > 5, `wandering: ${median(wandering)}`);
    assert.ok(median(white) < 2.5 && median(wandering) > 3 * median(white), `white: ${median(white)}`);
    assert.ok(white.every((x) => x >= 1));
  });

  test('the fit finds the wander of an AR(1) runner and little in white noise', () => {
    const rand = mulberry32(11);
    const ar = wanderNoise(noiseSeries(rand, 400, 0.005, 0.9, 0.02))!;
    assert.ok(ar.wander > 5 * ar.white && ar.phi >= 0.6, JSON.stringify(ar));
    assert.equal(wanderNoise([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]), null);
  });

  test('the jump is taken out before the fit: a 20% step in white noise inflates its own test no more than the noise alone would', () => {
    const rand = mulberry32(3);
    let readAsWander = 0;
    for (let k = 0; k < 10; k++) {
      const noise = noiseSeries(rand, 100, 0.01, 0, 0);
      const stepped = noise.map((v, i) => (i >= 60 ? v + Math.log(1.2) : v));
      const alone = wanderInflation(noise, 0, 100, 60, 0);
      assert.ok(Math.abs(wanderInflation(stepped, 0, 100, 60, Math.log(1.2)) - alone) < 1e-9 * alone);
      // Left in, the step would mostly look like a wander.
      if (wanderInflation(stepped, 0, 100, 60, 0) > alone) readAsWander++;
    }
    assert.ok(readAsWander >= 8, `${readAsWander}/10`);
  });
});
