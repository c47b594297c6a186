import {
  CONFIDENCE,
  MIN_INSTRUCTION_ROUNDS,
  UNIT_NOUN,
  binomial,
  decideFamilyInPlace,
  gatedMetricList,
  gatedMetrics,
  geomeansByMetric,
  headlineGeomean,
  instructionsInterval,
  instructionsView,
  medianOfSorted,
  medianWithCI,
  minAttainableP,
  normalLowerTail,
  pairedIntervalAt,
  pairedView,
  pairwiseMedianAndInterval,
  pairwiseOrderStatistics,
  require_jstat,
  sideUnitValues,
  sortedCopy,
  twoSidedNormalP,
  unitValues,
  walshCriticalOrder
} from "./chunk-D5GXVYYB.js";
import {
  VERDICTS,
  groupKey,
  rowLabel,
  warningKey
} from "./chunk-4PTTIM2A.js";
import {
  __toESM
} from "./chunk-SEWDMQ6Q.js";

// src/rules/apply.ts
function globMatcher(glob) {
  const pattern = Array.from(glob);
  return (name) => globMatches(pattern, Array.from(name));
}
function globMatches(pattern, name) {
  let p = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    if (p < pattern.length && (pattern[p] === "?" || pattern[p] !== "*" && pattern[p] === name[n])) {
      p++;
      n++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = n;
    } else if (star >= 0) {
      p = star + 1;
      n = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
var GO_PROCS_SUFFIX = /-\d+$/;
function namesOf(row) {
  const bare = row.benchmark.replace(GO_PROCS_SUFFIX, "");
  const names = bare === row.benchmark ? [row.benchmark] : [row.benchmark, bare];
  return row.group ? [...names.map((n) => `${row.group}/${n}`), ...names] : names;
}
function matches(c, row, names) {
  if (c.metrics && !c.metrics.has(row.metric)) return false;
  return c.patterns.some((matchesGlob) => names.some((n) => matchesGlob(n)));
}
var RuleMatcher = class {
  compiled;
  constructor(rules) {
    this.compiled = rules.map((rule) => ({ rule, patterns: rule.match.map(globMatcher), ...rule.metric ? { metrics: new Set(rule.metric) } : {} }));
  }
  /** `canIgnore`: false for added and removed rows, which have nothing to decide and keep saying what happened. */
  for(row, canIgnore = true) {
    const out = { used: [] };
    let threshold = false;
    let gate = false;
    let ignore = false;
    let floor = false;
    const names = namesOf(row);
    for (const c of this.compiled) {
      if (threshold && gate && ignore && floor || !matches(c, row, names)) continue;
      const r = c.rule;
      let decided = false;
      if (!threshold && r.threshold !== void 0) {
        out.threshold = r.threshold;
        threshold = decided = true;
      }
      if (!gate && r.gate !== void 0) {
        out.gate = r.gate;
        gate = decided = true;
      }
      if (!ignore && r.ignore !== void 0) {
        if (r.ignore && canIgnore) {
          out.ignore = true;
          out.gate = false;
          delete out.threshold;
          delete out.minChange;
          gate = threshold = floor = true;
        }
        ignore = decided = true;
      }
      if (!floor && r.minChange !== void 0 && r.minChange.unit === row.unit) {
        out.minChange = r.minChange.value;
        floor = decided = true;
      }
      if (decided) out.used.push(r.number);
    }
    return out;
  }
};
function applyRules(rows, rules) {
  const matcher = new RuleMatcher(rules);
  const touched = rules.map(() => 0);
  for (const row of rows) {
    const r = matcher.for(row, row.verdict !== "added" && row.verdict !== "removed");
    if (r.threshold !== void 0) row.threshold = r.threshold;
    if (r.minChange !== void 0) row.minChange = r.minChange;
    if (r.gate !== void 0) row.gated = r.gate;
    if (r.ignore) row.verdict = "ignored";
    if (r.used.length) row.rules = r.used;
    for (const n of r.used) touched[n - 1]++;
  }
  return touched;
}
function rulesInfo(set, touched) {
  const rules = set.rules.map((r, i) => ({
    match: [...r.match],
    ...r.metric ? { metric: [...r.metric] } : {},
    ...r.threshold !== void 0 ? { threshold: r.threshold } : {},
    ...r.gate !== void 0 ? { gate: r.gate } : {},
    ...r.ignore !== void 0 ? { ignore: r.ignore } : {},
    ...r.minChange ? { minChange: r.minChange.text } : {},
    rows: touched[i] ?? 0
  }));
  return { file: set.file, source: set.source, rules };
}

// node_modules/simple-statistics/dist/simple-statistics.mjs
function sum(x) {
  if (x.length === 0) {
    return 0;
  }
  var sum2 = x[0];
  var correction = 0;
  var transition;
  if (typeof sum2 !== "number") {
    return Number.NaN;
  }
  for (var i = 1; i < x.length; i++) {
    if (typeof x[i] !== "number") {
      return Number.NaN;
    }
    transition = sum2 + x[i];
    if (Math.abs(sum2) >= Math.abs(x[i])) {
      correction += sum2 - transition + x[i];
    } else {
      correction += x[i] - transition + sum2;
    }
    sum2 = transition;
  }
  return sum2 + correction;
}
function mean(x) {
  if (x.length === 0) {
    throw new Error("mean requires at least one data point");
  }
  return sum(x) / x.length;
}
function sumNthPowerDeviations(x, n) {
  var meanValue = mean(x);
  var sum2 = 0;
  var tempValue;
  var i;
  if (n === 2) {
    for (i = 0; i < x.length; i++) {
      tempValue = x[i] - meanValue;
      sum2 += tempValue * tempValue;
    }
  } else {
    for (i = 0; i < x.length; i++) {
      sum2 += Math.pow(x[i] - meanValue, n);
    }
  }
  return sum2;
}
function sampleVariance(x) {
  if (x.length < 2) {
    throw new Error("sampleVariance requires at least two data points");
  }
  var sumSquaredDeviationsValue = sumNthPowerDeviations(x, 2);
  var besselsCorrection = x.length - 1;
  return sumSquaredDeviationsValue / besselsCorrection;
}
function sampleStandardDeviation(x) {
  var sampleVarianceX = sampleVariance(x);
  return Math.sqrt(sampleVarianceX);
}
function quantileSorted(x, p) {
  var idx = (x.length - 1) * p;
  if (x.length === 0) {
    throw new Error("quantile requires at least one data point.");
  } else if (p < 0 || p > 1) {
    throw new Error("quantiles must be between 0 and 1");
  } else if (p === 1) {
    return x[x.length - 1];
  } else if (p === 0) {
    return x[0];
  } else if (idx % 1 !== 0) {
    var lower = Math.floor(idx);
    var upper = Math.ceil(idx);
    var fraction = idx - lower;
    return x[lower] + fraction * (x[upper] - x[lower]);
  } else {
    return x[idx];
  }
}
var BayesianClassifier = function BayesianClassifier2() {
  this.totalCount = 0;
  this.data = {};
};
BayesianClassifier.prototype.train = function train(item, category) {
  if (!this.data[category]) {
    this.data[category] = {};
  }
  for (var k in item) {
    var v = item[k];
    if (this.data[category][k] === void 0) {
      this.data[category][k] = {};
    }
    if (this.data[category][k][v] === void 0) {
      this.data[category][k][v] = 0;
    }
    this.data[category][k][v]++;
  }
  this.totalCount++;
};
BayesianClassifier.prototype.score = function score(item) {
  var odds = {};
  var category;
  for (var k in item) {
    var v = item[k];
    for (category in this.data) {
      if (odds[category] === void 0) {
        odds[category] = {};
      }
      if (this.data[category][k]) {
        odds[category][k + "_" + v] = (this.data[category][k][v] || 0) / this.totalCount;
      } else {
        odds[category][k + "_" + v] = 0;
      }
    }
  }
  var oddsSums = {};
  for (category in odds) {
    oddsSums[category] = 0;
    for (var combination in odds[category]) {
      oddsSums[category] += odds[category][combination];
    }
  }
  return oddsSums;
};
var g = 607 / 128;
var LOGSQRT2PI = Math.log(Math.sqrt(2 * Math.PI));
var SQRT_2PI$1 = Math.sqrt(2 * Math.PI);
function cumulativeDistribution(z2) {
  var sum2 = z2;
  var tmp = z2;
  for (var i = 1; i < 30; i++) {
    tmp *= z2 * z2 / (2 * i + 1);
    sum2 += tmp;
  }
  return Math.round((0.5 + sum2 / SQRT_2PI$1 * Math.exp(-z2 * z2 / 2)) * 1e4) / 1e4;
}
var standardNormalTable = [];
for (z = 0; z <= 3.09; z += 0.01) {
  standardNormalTable.push(cumulativeDistribution(z));
}
var z;
var SQRT_2PI = Math.sqrt(2 * Math.PI);
var PerceptronModel = function PerceptronModel2() {
  this.weights = [];
  this.bias = 0;
};
PerceptronModel.prototype.predict = function predict(features) {
  if (features.length !== this.weights.length) {
    return null;
  }
  var score2 = 0;
  for (var i = 0; i < this.weights.length; i++) {
    score2 += this.weights[i] * features[i];
  }
  score2 += this.bias;
  if (score2 > 0) {
    return 1;
  } else {
    return 0;
  }
};
PerceptronModel.prototype.train = function train2(features, label) {
  if (label !== 0 && label !== 1) {
    return null;
  }
  if (features.length !== this.weights.length) {
    this.weights = features.slice();
    this.bias = 1;
  }
  var prediction = this.predict(features);
  if (typeof prediction === "number" && prediction !== label) {
    var gradient = label - prediction;
    for (var i = 0; i < this.weights.length; i++) {
      this.weights[i] += gradient * features[i];
    }
    this.bias += gradient;
  }
  return this;
};

// src/stats/describe.ts
var finiteOrNull = (v) => Number.isFinite(v) ? v : null;
function medianAbsoluteDeviationSorted(sorted) {
  const median = quantileSorted(sorted, 0.5);
  const n = sorted.length;
  const last = n >> 1;
  let above = 0;
  while (above < n && sorted[above] <= median) above++;
  let below = above - 1;
  let previous = NaN;
  let current = NaN;
  for (let k = 0; k <= last; k++) {
    const down = below >= 0 ? median - sorted[below] : Infinity;
    const up = above < n ? sorted[above] - median : Infinity;
    previous = current;
    if (down <= up) {
      current = down;
      below--;
    } else {
      current = up;
      above++;
    }
  }
  if (n % 2 === 1) return current;
  middleTwo[0] = previous;
  middleTwo[1] = current;
  return quantileSorted(middleTwo, 0.5);
}
var middleTwo = new Float64Array(2);
function describeUnits(values, sorted) {
  if (values.length === 0) return { mean: null, sd: null, se: null, cv: null, mad: null };
  const list = values;
  const m = finiteOrNull(mean(list));
  const mad = finiteOrNull(medianAbsoluteDeviationSorted(sorted));
  if (list.length < 2) return { mean: m, sd: null, se: null, cv: null, mad };
  const sd = finiteOrNull(sampleStandardDeviation(list));
  const se = sd === null ? null : sd / Math.sqrt(list.length);
  const cv = sd === null || m === null || m === 0 ? null : sd / Math.abs(m);
  return { mean: m, sd, se, cv, mad };
}

// src/stats/effect.ts
var import_jstat = __toESM(require_jstat(), 1);

// src/stats/ranks.ts
function pooledRanks(xs, ys) {
  const n1 = xs.length;
  const n2 = ys.length;
  const total = n1 + n2;
  const doubledRanks = new Int32Array(total);
  let i = 0;
  let j = 0;
  let pos = 0;
  let doubledRankSumX = 0;
  let tieTerm = 0;
  let groups = 0;
  while (pos < total) {
    const v = i < n1 && (j >= n2 || xs[i] <= ys[j]) ? xs[i] : ys[j];
    let cx = 0;
    let cy = 0;
    for (; i < n1 && xs[i] === v; i++) cx++;
    for (; j < n2 && ys[j] === v; j++) cy++;
    const t = cx + cy;
    const doubled = 2 * pos + t + 1;
    doubledRanks.fill(doubled, pos, pos + t);
    doubledRankSumX += cx * doubled;
    tieTerm += t * t * t - t;
    groups++;
    pos += t;
  }
  return {
    n1,
    n2,
    uBase: (doubledRankSumX - n1 * (n1 + 1)) / 2,
    doubledRanks,
    tieTerm,
    hasTies: groups < total,
    allEqual: groups === 1
  };
}

// src/stats/udistribution.ts
var scratch = new Float64Array(1024);
function prefixSums(doubledRanks) {
  const prefix = new Int32Array(doubledRanks.length + 1);
  for (let i = 0; i < doubledRanks.length; i++) prefix[i + 1] = prefix[i] + doubledRanks[i];
  return prefix;
}
function countSubsets(doubledRanks, n1, maxT) {
  const total = doubledRanks.length;
  const n2 = total - n1;
  const offset = n1 * (n1 + 1);
  const limit = offset + (maxT ?? 2 * n1 * n2);
  const width = limit + 1;
  const cells = (n1 + 1) * width;
  if (scratch.length < cells) scratch = new Float64Array(Math.max(cells, 2 * scratch.length));
  const counts = scratch;
  counts.fill(0, 0, cells);
  counts[0] = 1;
  const prefix = prefixSums(doubledRanks);
  for (let i = 0; i < total; i++) {
    const a = doubledRanks[i];
    const jLow = Math.max(1, n1 - (total - 1 - i));
    for (let j = Math.min(i + 1, n1); j >= jLow; j--) {
      const row = j * width;
      const prev = row - width - a;
      const from = prefix[j - 1] + a;
      const rest = prefix[i + 1 + n1 - j] - prefix[i + 1];
      const to = Math.min(prefix[i] - prefix[i - (j - 1)] + a, limit - rest);
      for (let s = to; s >= from; s--) counts[row + s] += counts[prev + s];
    }
  }
  return { table: counts, start: n1 * width + offset, end: cells, size: 2 * n1 * n2 + 1 };
}
var reachOf = (c) => Math.min(c.size, c.end - c.start);
function totalMass(c) {
  const reach = reachOf(c);
  let all = 0;
  for (let t = 0; t < reach; t++) all += c.table[c.start + t];
  return all;
}
function uDistributionGivenRanks(doubledRanks, n1) {
  const counts = countSubsets(doubledRanks, n1);
  const { table, start, size } = counts;
  const reach = reachOf(counts);
  const all = totalMass(counts);
  const cdf = new Float64Array(size);
  const sf = new Float64Array(size);
  let acc = 0;
  for (let t = 0; t < size; t++) cdf[t] = acc += (t < reach ? table[start + t] : 0) / all;
  acc = 0;
  for (let t = size - 1; t >= 0; t--) sf[t] = acc += (t < reach ? table[start + t] : 0) / all;
  return { cdf, sf };
}
function uTailsGivenRanks(doubledRanks, n1, t) {
  if (doubledRanks.length > 255) return tailsOf(patternMasses(doubledRanks, n1), t);
  const key = patternKey(doubledRanks, n1);
  let masses = massesCache.get(key);
  if (!masses) {
    if (massesCache.size >= MASSES_CACHE_MAX) massesCache.clear();
    massesCache.set(key, masses = patternMasses(doubledRanks, n1));
  }
  return tailsOf(masses, t);
}
function patternKey(doubledRanks, ...head) {
  return String.fromCharCode(...head) + String.fromCharCode.apply(null, doubledRanks);
}
var MASSES_CACHE_MAX = 1e4;
var massesCache = /* @__PURE__ */ new Map();
function patternMasses(doubledRanks, n1) {
  const counts = countSubsets(doubledRanks, n1);
  return { counts: counts.table.slice(counts.start, counts.start + reachOf(counts)), all: totalMass(counts) };
}
function tailsOf({ counts, all }, t) {
  const reach = counts.length;
  let lower = 0;
  for (let u = 0; u <= t && u < reach; u++) lower += counts[u] / all;
  let upper = 0;
  for (let u = reach - 1; u >= t; u--) upper += counts[u] / all;
  return { lower, upper };
}
var TAIL_ONLY_MAX_N = 50;
var SURELY_SMALLER = 0.5 - 1e-9;
var pCache = /* @__PURE__ */ new Map();
var P_CACHE_MAX = 1e4;
function uTwoSidedPGivenRanks(doubledRanks, n1, t) {
  const total = doubledRanks.length;
  if (total > TAIL_ONLY_MAX_N) return pFromTails(uTailsGivenRanks(doubledRanks, n1, t));
  const key = patternKey(doubledRanks, n1, t);
  let p = pCache.get(key);
  if (p === void 0) {
    const n2 = total - n1;
    const tail = t <= n1 * n2 ? lowerTail(doubledRanks, n1, t) : lowerTail(mirrored(doubledRanks), n1, 2 * n1 * n2 - t);
    p = tail < SURELY_SMALLER ? Math.min(1, 2 * tail) : pFromTails(uTailsGivenRanks(doubledRanks, n1, t));
    if (pCache.size >= P_CACHE_MAX) pCache.clear();
    pCache.set(key, p);
  }
  return p;
}
function pFromTails({ lower, upper }) {
  return Math.min(1, 2 * Math.min(Math.min(1, lower), Math.min(1, upper)));
}
function mirrored(doubledRanks) {
  const total = doubledRanks.length;
  const out = new Int32Array(total);
  for (let i = 0; i < total; i++) out[i] = 2 * (total + 1) - doubledRanks[total - 1 - i];
  return out;
}
function lowerTail(doubledRanks, n1, t) {
  const { table, start } = countSubsets(doubledRanks, n1, t);
  const all = binomial(doubledRanks.length, n1);
  let tail = 0;
  for (let u = 0; u <= t; u++) tail += table[start + u] / all;
  return tail;
}
var noTiesCache = /* @__PURE__ */ new Map();
function uDistributionNoTies(n1, n2) {
  const key = n1 * 100003 + n2;
  let dist = noTiesCache.get(key);
  if (!dist) {
    const ranks = new Int32Array(n1 + n2);
    for (let i = 0; i < ranks.length; i++) ranks[i] = 2 * (i + 1);
    dist = uDistributionGivenRanks(ranks, n1);
    noTiesCache.set(key, dist);
  }
  return dist;
}

// src/stats/mannwhitney.ts
var EXACT_MAX_N = 60;
function exactFromRanks(r) {
  const t = Math.round(2 * r.uBase);
  let lower;
  let upper;
  if (r.hasTies) {
    ({ lower, upper } = uTailsGivenRanks(r.doubledRanks, r.n1, t));
  } else {
    const dist = uDistributionNoTies(r.n1, r.n2);
    lower = dist.cdf[t];
    upper = dist.sf[t];
  }
  return { U: r.uBase, lowerTail: Math.min(1, lower), upperTail: Math.min(1, upper), p: pFromTails({ lower, upper }) };
}
function normalFromRanks(r) {
  const { n1, n2, uBase: U } = r;
  const n = n1 + n2;
  const variance = n1 * n2 / 12 * (n + 1 - r.tieTerm / (n * (n - 1)));
  if (!(variance > 0)) return { U, z: null, p: 1 };
  const d = U - n1 * n2 / 2;
  const z2 = Math.abs(d) <= 0.5 ? 0 : Math.sign(d) * (Math.abs(d) - 0.5) / Math.sqrt(variance);
  return { U, z: z2, p: twoSidedNormalP(z2) };
}
function mannWhitneySorted(xs, ys) {
  if (xs.length === 0 || ys.length === 0) throw new RangeError("Mann-Whitney U needs at least one value per side");
  return testRanks(pooledRanks(xs, ys));
}
function exactP(r) {
  return r.hasTies ? uTwoSidedPGivenRanks(r.doubledRanks, r.n1, Math.round(2 * r.uBase)) : exactFromRanks(r).p;
}
function testRanks(r) {
  if (r.allEqual) return { U: r.uBase, p: 1, method: "all-equal" };
  if (r.n1 + r.n2 <= EXACT_MAX_N) return { U: r.uBase, p: exactP(r), method: "exact" };
  return { U: r.uBase, p: normalFromRanks(r).p, method: "normal" };
}

// src/stats/effect.ts
function criticalOrder(n1, n2, confidence = CONFIDENCE) {
  if (confidence !== CONFIDENCE) return computeCriticalOrder(n1, n2, confidence);
  let bySize = criticalOrders.get(confidence);
  if (!bySize) criticalOrders.set(confidence, bySize = /* @__PURE__ */ new Map());
  const key = n1 * 100003 + n2;
  let order = bySize.get(key);
  if (!order) bySize.set(key, order = Object.freeze(computeCriticalOrder(n1, n2, confidence)));
  return { k: order.k, achievedConf: order.achievedConf, crit: order.crit };
}
var criticalOrders = /* @__PURE__ */ new Map();
function computeCriticalOrder(n1, n2, confidence) {
  const half = (1 - confidence) / 2;
  const pairs = n1 * n2;
  if (n1 + n2 <= EXACT_MAX_N) {
    const { cdf } = uDistributionNoTies(n1, n2);
    let k2 = 0;
    while (cdf[2 * k2] < half) k2++;
    if (k2 === 0) return { k: 0, achievedConf: null, crit: "exact" };
    return { k: k2, achievedConf: 1 - 2 * cdf[2 * (k2 - 1)], crit: "exact" };
  }
  const sigma = Math.sqrt(pairs * (n1 + n2 + 1) / 12);
  const z2 = import_jstat.default.normal.inv(1 - half, 0, 1);
  const k = Math.max(0, Math.floor(pairs / 2 - z2 * sigma));
  if (k === 0) return { k: 0, achievedConf: null, crit: "normal" };
  const lowerTail2 = normalLowerTail((k - 1 + 0.5 - pairs / 2) / sigma);
  return { k, achievedConf: 1 - 2 * lowerTail2, crit: "normal" };
}
function pairwiseDifferenceCI(a, b, k) {
  if (k < 1) return null;
  const [lo, hi] = pairwiseOrderStatistics(a, b, [k, a.length * b.length + 1 - k]);
  return [lo, hi];
}
function hodgesLehmann(x, y, f) {
  if (x.length === 0 || y.length === 0) throw new RangeError("Hodges\u2013Lehmann needs at least one value per side");
  const a = f ? sortedInPlace(mapped(x, f)) : sortedCopy(x);
  const b = f ? sortedInPlace(mapped(y, f)) : sortedCopy(y);
  const order = criticalOrder(x.length, y.length);
  const { median, interval } = pairwiseMedianAndInterval(a, b, order.k);
  return { k: order.k, achievedConf: order.achievedConf, crit: order.crit, estimate: median, ci: interval };
}
function hodgesLehmannShift(x, y) {
  return hodgesLehmann(x, y);
}
function hodgesLehmannRatio(x, y) {
  const hl = hodgesLehmann(x, y, Math.log);
  const ci = hl.ci && [Math.exp(hl.ci[0]), Math.exp(hl.ci[1])];
  return { k: hl.k, achievedConf: hl.achievedConf, crit: hl.crit, estimate: Math.exp(hl.estimate), ci };
}
function effectSizeSorted(xs, ys) {
  return effectOf(xs, ys, () => xs);
}
function effectOf(x, y, sortedBase) {
  const positive = allPositive(x) && allPositive(y);
  if (positive) {
    const hl2 = hodgesLehmannRatio(x, y);
    return { scale: "log-ratio", ratio: hl2.estimate, ratioCI: hl2.ci, shift: null, k: hl2.k, achievedConf: hl2.achievedConf, crit: hl2.crit };
  }
  const hl = hodgesLehmannShift(x, y);
  const scale = Math.abs(medianOfSorted(sortedBase()));
  const rel = (d) => 1 + d / scale;
  const ratio = scale > 0 ? rel(hl.estimate) : null;
  const ratioCI = scale > 0 && hl.ci ? [rel(hl.ci[0]), rel(hl.ci[1])] : null;
  return { scale: "additive", ratio, ratioCI, shift: hl.estimate, k: hl.k, achievedConf: hl.achievedConf, crit: hl.crit };
}
function effectIntervalSorted(xs, ys, k) {
  if (k < 1) return null;
  if (allPositive(xs) && allPositive(ys)) {
    const ci2 = pairwiseDifferenceCI(sortedInPlace(mapped(xs, Math.log)), sortedInPlace(mapped(ys, Math.log)), k);
    return ci2 && [Math.exp(ci2[0]), Math.exp(ci2[1])];
  }
  const scale = Math.abs(medianOfSorted(xs));
  const ci = scale > 0 ? pairwiseDifferenceCI(xs, ys, k) : null;
  return ci && [1 + ci[0] / scale, 1 + ci[1] / scale];
}
function mapped(values, f) {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = f(values[i]);
  return out;
}
function sortedInPlace(values) {
  for (let i = 1; i < values.length; i++) if (!(values[i - 1] <= values[i])) return values.sort();
  return values;
}
function allPositive(values) {
  for (let i = 0; i < values.length; i++) if (!(values[i] > 0)) return false;
  return true;
}

// src/stats/decision-intervals.ts
var NONE = 0;
var TWO_SAMPLE = 1;
var PAIRED_LOG = 2;
var PAIRED_SHIFT = 3;
var INSTRUCTIONS = 4;
var FIELDS = 5;
var DecisionIntervals = class {
  pool = [];
  rows = [];
  /** Mann-Whitney's values of the row at `index` (ascending, as tested) and its 95% order k. */
  twoSample(index, xs, ys, k95) {
    const at = this.store(xs, ys);
    this.describe(index, TWO_SAMPLE, at, xs.length, ys.length, k95);
  }
  /** The paired view's differences of the row at `index`, their scale and the view's 95% order k. */
  paired(index, differences, scale, k95) {
    const at = this.store(differences);
    this.describe(index, scale === "log-ratio" ? PAIRED_LOG : PAIRED_SHIFT, at, differences.length, 0, k95);
  }
  /** The instructions view of the row at `index`: its interval at any level is made from d, SE, df and the floor. */
  instructions(index, v) {
    const at = this.store([v.logRatio, v.se, v.df, v.floor]);
    this.describe(index, INSTRUCTIONS, at, 4, 0, 0);
  }
  /**
   * The row's deciding-test interval at `confidence` (head/base), on the scale its 95% interval
   * `ci95` was given on: `ci95` itself when that confidence has the same order k (common with
   * few units). `baseMedian` scales a shift. Null for a row nothing was kept for.
   */
  at(index, confidence, ci95, baseMedian) {
    const f = FIELDS * index;
    if (f >= this.rows.length) return null;
    const kind = this.rows[f];
    if (kind === NONE) return null;
    const start = this.rows[f + 1];
    const n1 = this.rows[f + 2];
    const n2 = this.rows[f + 3];
    const k95 = this.rows[f + 4];
    if (kind === INSTRUCTIONS) {
      const [logRatio, se, df, floor] = this.values(start, n1);
      return instructionsInterval({ logRatio, se, df, floor }, confidence);
    }
    if (kind === TWO_SAMPLE) {
      const { k: k2 } = criticalOrder(n1, n2, confidence);
      if (k2 === k95) return ci95;
      return effectIntervalSorted(this.values(start, n1), this.values(start + n1, n2), k2);
    }
    const { k } = walshCriticalOrder(n1, confidence);
    if (k === k95) return ci95;
    const differences = this.values(start, n1);
    return pairedIntervalAt({ differences, scale: kind === PAIRED_LOG ? "log-ratio" : "shift" }, baseMedian, k);
  }
  values(start, count) {
    const out = new Float64Array(count);
    for (let i = 0; i < count; i++) out[i] = this.pool[start + i];
    return out;
  }
  store(a, b) {
    const at = this.pool.length;
    for (let i = 0; i < a.length; i++) this.pool.push(a[i]);
    if (b) for (let i = 0; i < b.length; i++) this.pool.push(b[i]);
    return at;
  }
  describe(index, kind, start, n1, n2, k95) {
    const f = FIELDS * index;
    while (this.rows.length < f) this.rows.push(NONE);
    this.rows[f] = kind;
    this.rows[f + 1] = start;
    this.rows[f + 2] = n1;
    this.rows[f + 3] = n2;
    this.rows[f + 4] = k95;
  }
};

// src/stats/series-index.ts
var SeriesIndex = class {
  /** groupKey (no group and an empty one are the same row) → benchmark → metric. */
  byGroup = /* @__PURE__ */ new Map();
  ordered = [];
  entry(key) {
    return this.byGroup.get(groupKey(key))?.get(key.benchmark)?.get(key.metric);
  }
  get(key) {
    return this.entry(key)?.series;
  }
  has(key) {
    return this.entry(key) !== void 0;
  }
  /**
   * Adds a series under its key unless one is there already, in one walk down the maps; returns
   * the series found there (undefined when `s` was added). An added series is not modified unless
   * samples are appended.
   */
  add(s) {
    let byBenchmark = this.byGroup.get(groupKey(s));
    if (!byBenchmark) this.byGroup.set(groupKey(s), byBenchmark = /* @__PURE__ */ new Map());
    let byMetric = byBenchmark.get(s.benchmark);
    if (!byMetric) byBenchmark.set(s.benchmark, byMetric = /* @__PURE__ */ new Map());
    const there = byMetric.get(s.metric);
    if (there) return there.series;
    const entry = { series: s, owned: false };
    byMetric.set(s.metric, entry);
    this.ordered.push(entry);
    return void 0;
  }
  /** Appends runs to the series under `key` (present), copying the caller's series first. */
  append(key, runs) {
    const entry = this.entry(key);
    if (!entry.owned) {
      entry.series = { ...entry.series, runs: [...entry.series.runs] };
      entry.owned = true;
    }
    for (const run of runs) entry.series.runs.push(run);
  }
  /** The series in first-seen order of their keys. */
  values() {
    return this.ordered.map((e) => e.series);
  }
};

// src/stats/summary.ts
function summarize(comparisons, settings) {
  const summary = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  for (const row of comparisons) summary[row.verdict]++;
  summary.geomeans = geomeansByMetric(comparisons);
  summary.geomean = headlineGeomean(summary.geomeans, gatedMetricList(settings));
  const fail = comparisons.some((r) => r.gated && (r.verdict === "regression" || settings.failOnInconclusive && r.verdict === "inconclusive"));
  return { summary, verdict: fail ? "fail" : "pass" };
}

// src/stats/twosample.ts
function twoSampleView(xs, ys) {
  const test = mannWhitneySorted(xs, ys);
  const minP = minAttainableP(xs.length, ys.length);
  if (test.method === "all-equal") {
    return { p: 1, method: "all-equal", scale: "equal", ratio: 1, ratioCI: [1, 1], shift: null, k: 0, achievedConf: null, minP };
  }
  const effect = effectSizeSorted(xs, ys);
  return {
    p: test.p,
    method: test.method,
    scale: effect.scale === "additive" ? "shift" : "log-ratio",
    ratio: effect.ratio,
    ratioCI: effect.ratioCI,
    shift: effect.shift,
    k: effect.k,
    achievedConf: effect.achievedConf,
    minP
  };
}

// src/stats/run-outliers.ts
var OUTLIER_RUNS_CODE = "outlier-runs";
var RunOutliers = class {
  runs = /* @__PURE__ */ new Map();
  /** Rows per side whose run values could be flagged (≥ 4 runs, IQR > 0). */
  fenced = { base: 0, head: 0 };
  /** One side of one row tested on runs. */
  add(side, units, better) {
    if (!units.fenced) return;
    this.fenced[side]++;
    for (const { index, high } of units.beyond) {
      const round = units.rounds[index];
      const key = `${side} ${round === void 0 ? `#${index}` : round}`;
      let run = this.runs.get(key);
      if (!run) this.runs.set(key, run = { side, round, place: index + 1, slow: 0, fast: 0 });
      if (high === (better === "lower")) run.slow++;
      else run.fast++;
    }
  }
  /** One warning per flagged run, the runs flagged in most rows first. */
  warnings() {
    const flagged = [...this.runs.values()].sort((a, b) => b.slow + b.fast - (a.slow + a.fast) || (a.round ?? a.place) - (b.round ?? b.place));
    return flagged.map((run) => {
      const rows = run.slow + run.fast;
      const of = this.fenced[run.side];
      const name = run.round === void 0 ? `${run.side} run ${run.place} (in file order)` : `${run.side} round ${run.round}`;
      const how = run.fast === 0 ? "slow" : run.slow === 0 ? "fast" : `slow in ${run.slow}, fast in ${run.fast}`;
      const units = run.round === void 0 ? "runs" : "rounds";
      return {
        code: OUTLIER_RUNS_CODE,
        message: `${name} was an outlier (${how}) in ${rows} of ${of} comparisons: ${rows > of / 2 ? "something else probably ran on the machine then" : "those comparisons were disturbed then"}; kept, the rank tests are robust to it \u2014 rerun on a quieter machine if many ${units} are flagged.`
      };
    });
  }
};

// src/stats/compare.ts
var REMOVED_WARN_FRACTION = 0.2;
var MIN_TESTED = 2;
var NOT_TESTED = { p: null, ratio: null, ratioCI: null, shift: null, constant: false };
function indexSeries(list, side, warnings, index = new SeriesIndex()) {
  for (const s of list) {
    const first = index.add(s);
    if (!first) continue;
    if (first.unit !== s.unit || first.better !== s.better) {
      warnings.push({
        code: "unit-mismatch",
        benchmark: s.benchmark,
        message: `${side}: ${rowLabel(s)} is reported in ${s.unit} in one run and ${first.unit} in another; the later run's samples were left out`
      });
    } else {
      index.append(s, s.runs);
    }
  }
  return index;
}
var FALLBACK_MESSAGE = Object.fromEntries(
  ["process", "sample"].map((u) => [
    u,
    `a side has fewer than 2 runs: the ${UNIT_NOUN[u]} are the unit, and their p-value is optimistic (they share one run's luck); give each side 2 or more runs (result files of separate runs, or benchgate run).`
  ])
);
function summarizeSide(label, units, unit, benchmark, warnings, outliers) {
  if (units.dropped > 0) {
    warnings.push({
      code: "non-finite",
      benchmark,
      message: `${label}: dropped ${units.dropped} non-finite value${units.dropped === 1 ? "" : "s"} (NaN/\xB1Infinity).`
    });
  }
  if (units.n > 0 && units.removed / units.n > REMOVED_WARN_FRACTION) {
    const pct = Math.round(100 * units.removed / units.n);
    warnings.push({
      code: "outliers-removed",
      benchmark,
      message: `${label}: ${units.removed} of ${units.n} samples (${pct}%) removed as outliers inside their runs \u2014 the machine was probably noisy; consider a quieter runner.`
    });
  }
  if (unit === "run") outliers.runs.add(label, units, outliers.better);
  else if (units.flagged > 0) {
    warnings.push({
      code: "outlier-units",
      benchmark,
      message: `${label}: ${units.flagged} of ${units.values.length} ${UNIT_NOUN[unit]} were outliers (kept: the rank tests are robust to them) \u2014 noisy runner.`
    });
  }
  const m = units.sorted.length > 0 ? medianWithCI(units.sorted) : null;
  const d = describeUnits(units.values, units.sorted);
  return {
    n: units.n,
    kept: units.kept,
    removed: units.removed,
    units: units.values.length,
    flagged: units.flagged,
    median: m ? m.median : null,
    ci: m ? m.ci : null,
    mean: d.mean,
    sd: d.sd,
    se: d.se,
    cv: d.cv,
    mad: d.mad
  };
}
function emptySide() {
  return { n: 0, kept: 0, removed: 0, units: 0, flagged: 0, median: null, ci: null, mean: null, sd: null, se: null, cv: null, mad: null };
}
function blankRow(s, unit, base, head, verdict, gated, test, warnings) {
  const row = {
    benchmark: s.benchmark,
    metric: s.metric,
    unit: s.unit,
    better: s.better,
    unitOfAnalysis: unit,
    base,
    head,
    test,
    ratio: null,
    ratioCI: null,
    deltaPct: null,
    p: null,
    pAdjusted: null,
    mannWhitney: NOT_TESTED,
    paired: null,
    verdict,
    gated,
    warnings
  };
  if (s.group !== void 0) row.group = s.group;
  return row;
}
function oneSided(s, runs, side, settings, gate, outliers) {
  const warnings = [];
  const { unit, side: units } = sideUnitValues(runs, settings.outliers, s.better);
  const summary = summarizeSide(side, units, unit, s.benchmark, warnings, { runs: outliers, better: s.better });
  const verdict = side === "base" ? "removed" : "added";
  return blankRow(
    s,
    unit,
    side === "base" ? summary : emptySide(),
    side === "head" ? summary : emptySide(),
    verdict,
    gate.has(s.metric),
    settings.test,
    warnings
  );
}
function mannWhitneySummary(v) {
  return { p: v.p, ratio: v.ratio, ratioCI: v.ratioCI, shift: v.shift, constant: v.method === "all-equal" };
}
function pairedSummary(v) {
  return { pairs: v.pairs, p: v.p, ratio: v.ratio, ratioCI: v.ratioCI, worseRounds: v.worseRounds, shift: v.shift, constant: v.method === "all-zero" };
}
function effectWarnings(scale, ratio, k, benchmark, warnings) {
  if (scale === "equal") return;
  if (scale === "shift") {
    warnings.push(
      ratio === null ? {
        code: "no-relative-size",
        benchmark,
        message: "values \u2264 0 and a base median of 0: the change has no relative size; verdict from the sign of the Hodges\u2013Lehmann shift."
      } : { code: "additive", benchmark, message: "values \u2264 0: change is the Hodges\u2013Lehmann shift as a percentage of the base median (not a log ratio)." }
    );
  }
  if (k === 0) warnings.push({ code: "no-ci", benchmark, message: "too few units for a 95% confidence interval of the change." });
}
function testedRow(b, h, settings, gate, outliers, index, intervals) {
  const warnings = [];
  const better = h.better;
  const uv = unitValues(b.runs, h.runs, settings.outliers, better);
  const base = summarizeSide("base", uv.base, uv.unit, h.benchmark, warnings, { runs: outliers, better });
  const head = summarizeSide("head", uv.head, uv.unit, h.benchmark, warnings, { runs: outliers, better });
  if (b.unit !== h.unit)
    warnings.push({ code: "unit-mismatch", benchmark: h.benchmark, message: `unit differs: base "${b.unit}", head "${h.unit}"; compared as numbers.` });
  if (b.better !== h.better)
    warnings.push({
      code: "direction-mismatch",
      benchmark: h.benchmark,
      message: `direction differs: base says ${b.better} is better, head ${h.better}; used head's.`
    });
  if (uv.unit !== "run") {
    warnings.push({
      code: "unit-fallback",
      benchmark: h.benchmark,
      message: FALLBACK_MESSAGE[uv.unit]
    });
  }
  const paired = uv.unit === "run" ? pairedView(uv.base, uv.head, better, base.median) : null;
  if (settings.measure === "instructions") return instructionsRow(h, uv, base, head, paired, gate, index, intervals, warnings);
  const test = settings.test === "paired" && paired !== null ? "paired" : "mann-whitney";
  if (settings.test === "paired" && test !== "paired") {
    warnings.push({ code: "no-pairs", benchmark: h.benchmark, message: "no rounds to pair (the runs carry no round): decided with Mann-Whitney." });
  }
  const row = blankRow(h, uv.unit, base, head, "insufficient", gate.has(h.metric), test, warnings);
  if (paired) row.paired = pairedSummary(paired);
  if (uv.base.sorted.length < MIN_TESTED || uv.head.sorted.length < MIN_TESTED) return row;
  const mw = twoSampleView(uv.base.sorted, uv.head.sorted);
  row.mannWhitney = mannWhitneySummary(mw);
  if (test === "paired") {
    if (paired.pairs < MIN_TESTED) return row;
    row.p = paired.p;
    row.ratio = paired.ratio;
    row.ratioCI = paired.ratioCI;
    intervals.paired(index, paired.differences, paired.scale === "shift" ? "shift" : "log-ratio", paired.k);
    if (paired.method !== "all-zero") effectWarnings(paired.scale, paired.ratio, paired.k, h.benchmark, warnings);
  } else {
    row.p = mw.p;
    row.ratio = mw.ratio;
    row.ratioCI = mw.ratioCI;
    intervals.twoSample(index, uv.base.sorted, uv.head.sorted, mw.k);
    effectWarnings(mw.scale, mw.ratio, mw.k, h.benchmark, warnings);
  }
  row.deltaPct = row.ratio === null ? null : 100 * (row.ratio - 1);
  row.verdict = "unchanged";
  return row;
}
function instructionsRow(h, uv, base, head, paired, gate, index, intervals, warnings) {
  const row = blankRow(h, uv.unit, base, head, "insufficient", gate.has(h.metric), "instructions", warnings);
  if (paired) row.paired = pairedSummary(paired);
  if (uv.base.sorted.length >= MIN_TESTED && uv.head.sorted.length >= MIN_TESTED)
    row.mannWhitney = mannWhitneySummary(twoSampleView(uv.base.sorted, uv.head.sorted));
  const view = instructionsView(uv.base.sorted, uv.head.sorted);
  if (view === null) {
    if (uv.base.sorted.length >= MIN_INSTRUCTION_ROUNDS && uv.head.sorted.length >= MIN_INSTRUCTION_ROUNDS) {
      warnings.push({ code: "no-relative-size", benchmark: h.benchmark, message: "a count \u2264 0: an instructions row needs positive counts." });
    }
    return row;
  }
  row.instructions = { p: view.p, ratio: view.ratio, ratioCI: view.ratioCI, spread: view.spread, floor: view.floor, constant: view.constant };
  row.p = view.p;
  row.ratio = view.ratio;
  row.ratioCI = view.ratioCI;
  row.deltaPct = 100 * (view.ratio - 1);
  intervals.instructions(index, view);
  row.verdict = "unchanged";
  return row;
}
function indexSide(list, side, warnings) {
  const measured = [];
  const derived = [];
  for (const s of list) (s.derivedFrom === void 0 ? measured : derived).push(s);
  const index = indexSeries(measured, side, warnings);
  if (derived.length === 0) return { measured: index, derived: new SeriesIndex() };
  const withParent = derived.filter((s) => index.has({ group: s.group, benchmark: s.benchmark, metric: s.derivedFrom }));
  if (withParent.length < derived.length) {
    const attached = new Set(withParent);
    const orphans = derived.filter((s) => !attached.has(s));
    indexSeries(
      orphans.map((s) => withoutDerivedFrom(s)),
      side,
      warnings,
      index
    );
  }
  return { measured: index, derived: indexSeries(withParent, side, warnings) };
}
function withoutDerivedFrom(s) {
  const copy = { ...s };
  delete copy.derivedFrom;
  return copy;
}
function derivedValue(b, h, settings) {
  const s = h ?? b;
  const median = (sorted) => sorted.length > 0 ? medianOfSorted(sorted) : null;
  let base = null;
  let head = null;
  if (b && h) {
    const uv = unitValues(b.runs, h.runs, settings.outliers, s.better);
    base = median(uv.base.sorted);
    head = median(uv.head.sorted);
  } else {
    const one = median(sideUnitValues(s.runs, settings.outliers, s.better).side.sorted);
    if (b) base = one;
    else head = one;
  }
  return { metric: s.metric, unit: s.unit, better: s.better, base, head };
}
function attachDerived(rows, base, head, settings) {
  const metrics = /* @__PURE__ */ new Set();
  for (const s of base.values()) metrics.add(s.metric);
  for (const s of head.values()) metrics.add(s.metric);
  if (metrics.size === 0) return;
  for (const row of rows) {
    for (const metric of metrics) {
      const key = { group: row.group, benchmark: row.benchmark, metric };
      const b = base.get(key);
      const h = head.get(key);
      const onRow = (s) => s !== void 0 && s.derivedFrom === row.metric;
      if (!onRow(b) && !onRow(h)) continue;
      (row.derived ??= []).push(derivedValue(onRow(b) ? b : void 0, onRow(h) ? h : void 0, settings));
    }
  }
}
function compareSeries(base, head, settings, options = {}) {
  const runWarnings = [];
  const baseSide = indexSide(base, "base", runWarnings);
  const headSide = indexSide(head, "head", runWarnings);
  const baseByKey = baseSide.measured;
  const headByKey = headSide.measured;
  const gate = gatedMetrics(settings);
  const rows = [];
  const outliers = new RunOutliers();
  const intervals = new DecisionIntervals();
  for (const b of baseByKey.values()) {
    const h = headByKey.get(b);
    rows.push(h ? testedRow(b, h, settings, gate, outliers, rows.length, intervals) : oneSided(b, b.runs, "base", settings, gate, outliers));
  }
  for (const h of headByKey.values()) if (!baseByKey.has(h)) rows.push(oneSided(h, h.runs, "head", settings, gate, outliers));
  attachDerived(rows, baseSide.derived, headSide.derived, settings);
  const rulesTouched = options.rules ? applyRules(rows, options.rules) : void 0;
  const intervalAt = (index, confidence) => intervals.at(index, confidence, rows[index].ratioCI, rows[index].base.median);
  const family = decideFamilyInPlace(rows, settings, { ...options, intervalAt });
  const { summary, verdict } = summarize(family.comparisons, settings);
  return {
    comparisons: family.comparisons,
    summary,
    verdict,
    warnings: [...runWarnings, ...family.warnings, ...outliers.warnings()],
    familySize: family.familySize,
    ...rulesTouched ? { rulesTouched } : {}
  };
}

// src/pipeline/parse-warnings.ts
function withoutSource(message, source) {
  if (!message.includes(source)) return message;
  if (message.startsWith(source)) {
    const rest = message.slice(source.length);
    if (rest.startsWith("/")) return rest.slice(1);
    const line = /^:(\d+):\s*/.exec(rest);
    if (line) return `line ${line[1]}: ${rest.slice(line[0].length)}`;
    if (rest.startsWith(":")) return rest.slice(1).trimStart();
  }
  return message.split(source).join("the output");
}
function parseWarnings(base, head) {
  const groups = /* @__PURE__ */ new Map();
  for (const [side, results] of [
    ["base", base],
    ["head", head]
  ]) {
    for (const result of results) {
      for (const w of result.warnings) {
        const text = result.source ? withoutSource(w.message, result.source) : w.message;
        const key = warningKey(w, text);
        let group = groups.get(key);
        if (!group) groups.set(key, group = { warning: w, text, sides: /* @__PURE__ */ new Set(), runs: /* @__PURE__ */ new Set() });
        group.sides.add(side);
        group.runs.add(result);
      }
    }
  }
  const total = base.length + head.length;
  return [...groups.values()].map(({ warning, text, sides, runs }) => {
    const who = [...sides].join(" and ");
    const counted = runs.size === 1 ? warning.message : `${text} (${runs.size === total ? `in all ${total}` : `in ${runs.size} of ${total}`} runs)`;
    return { ...warning, message: `${who}: ${counted}` };
  });
}

// src/pipeline/compare.ts
function sideSeries(results, metrics) {
  const out = [];
  for (const result of results) for (const s of result.series) if (!metrics || metrics.includes(s.metric)) out.push(s);
  return out;
}
function mergeContext(results) {
  const values = /* @__PURE__ */ new Map();
  for (const result of results) {
    for (const [key, value] of Object.entries(result.context)) {
      const seen = values.get(key) ?? [];
      if (!seen.includes(value)) seen.push(value);
      values.set(key, seen);
    }
  }
  return Object.fromEntries([...values].map(([key, vs]) => [key, vs.join(" | ")]));
}
var CPU_KEY = /^(cpu|cpu[ _-]?model|cpu[ _-]?name|model[ _-]?name|processor|processor[ _-]?name)$/i;
function cpuWarnings(base, head) {
  const out = [];
  if (base.cpuModel && head.cpuModel && base.cpuModel !== head.cpuModel) {
    out.push({
      code: "cpu-mismatch",
      message: `base and head ran on different CPUs (${base.cpuModel} vs ${head.cpuModel}); differences may come from the machine, not the code`
    });
  }
  for (const key of Object.keys(base.tool ?? {})) {
    const b = base.tool?.[key];
    const h = head.tool?.[key];
    if (CPU_KEY.test(key) && b !== void 0 && h !== void 0 && b !== h) {
      out.push({
        code: "cpu-mismatch",
        message: `the benchmark tool reported different CPUs (${key}: ${b} on base, ${h} on head); differences may come from the machine, not the code`
      });
    }
  }
  return out;
}
function formatWarnings(base, head) {
  const formats = (rs) => [...new Set(rs.map((r) => r.format))];
  const b = formats(base);
  const h = formats(head);
  if (b.length === 1 && h.length === 1 && b[0] === h[0]) return [];
  if (b.length === 0 || h.length === 0) return [];
  return [{ code: "format-mismatch", message: `base was read as ${b.join(", ")} and head as ${h.join(", ")}: comparing results of different tools` }];
}
function uniqueWarnings(list) {
  const seen = /* @__PURE__ */ new Set();
  return list.filter((w) => {
    const key = warningKey(w, w.message);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
function failedRunsWarnings(run) {
  if (!run?.failedRuns.length) return [];
  const list = run.failedRuns.map((f) => `${f.side} round ${f.round} (${f.reason})`).join("; ");
  return [{ code: "failed-runs", message: `${run.failedRuns.length} of ${run.rounds * 2} runs failed and were left out: ${list}` }];
}
function buildReport(input) {
  const warnings = [...failedRunsWarnings(input.run), ...parseWarnings(input.base, input.head), ...formatWarnings(input.base, input.head)];
  const base = sideSeries(input.base, input.metrics);
  const head = sideSeries(input.head, input.metrics);
  const machine = {
    base: { ...input.machine?.base, tool: { ...input.machine?.base?.tool, ...mergeContext(input.base) } },
    head: { ...input.machine?.head, tool: { ...input.machine?.head?.tool, ...mergeContext(input.head) } }
  };
  warnings.push(...cpuWarnings(machine.base, machine.head));
  const result = compareSeries(base, head, input.settings, { ...input.compare, ...input.rules ? { rules: input.rules.rules } : {} });
  for (const w of result.warnings) warnings.push(w);
  return {
    version: 2,
    settings: input.settings,
    machine,
    comparisons: result.comparisons,
    summary: result.summary,
    verdict: result.verdict,
    ...input.run ? { run: input.run } : {},
    warnings: uniqueWarnings(warnings),
    ...input.rules && result.rulesTouched ? { rules: rulesInfo(input.rules, result.rulesTouched) } : {}
  };
}

export {
  RuleMatcher,
  summarize,
  uniqueWarnings,
  buildReport
};
