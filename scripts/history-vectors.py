#!/usr/bin/env python3
"""Reference vectors for the change-point search (src/history/detect/pelt.ts), from an independent
implementation: ruptures' PELT with the least-squares ("l2") cost, checked here against a plain
O(n²) optimal-partitioning dynamic programme (Jackson et al. 2005) written out below, so a vector
is written only where both agree on the optimum.

Re-run (writes __tests__/data/history-vectors.json; the test suite reads only that JSON):
    python3 -m venv /tmp/cpvenv && /tmp/cpvenv/bin/pip install ruptures==1.1.10 numpy
    /tmp/cpvenv/bin/python scripts/history-vectors.py
"""
import json
import math
import os
import sys

import numpy as np
import ruptures

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "__tests__", "data", "history-vectors.json")


def l2(y, a, b):
    seg = y[a:b]
    return float(((seg - seg.mean()) ** 2).sum())


def optimal_partitioning(y, pen, min_size):
    """min over segmentations of Σ l2(segment) + pen·(segments − 1); earliest start on ties."""
    n = len(y)
    if n < 2 * min_size:
        return [], l2(y, 0, n) if n else 0.0
    F = [math.inf] * (n + 1)
    last = [-1] * (n + 1)
    F[0] = -pen
    for t in range(min_size, n + 1):
        for s in range(0, t - min_size + 1):
            if s != 0 and s < min_size:
                continue
            if F[s] == math.inf:
                continue
            v = F[s] + l2(y, s, t) + pen
            if v < F[t]:
                F[t] = v
                last[t] = s
    changes = []
    t = n
    while t > 0:
        s = last[t]
        if s > 0:
            changes.append(s)
        t = s
    return sorted(changes), F[n]


def ruptures_pelt(y, pen, min_size):
    n = len(y)
    if n < 2 * min_size:
        return [], l2(y, 0, n) if n else 0.0
    algo = ruptures.Pelt(model="l2", min_size=min_size, jump=1).fit(np.asarray(y, dtype=float))
    bkps = algo.predict(pen=pen)
    changes = [int(b) for b in bkps if b < n]
    starts = [0] + changes
    ends = changes + [n]
    cost = sum(l2(y, a, b) for a, b in zip(starts, ends)) + pen * len(changes)
    return changes, cost


def steps(rng, n, levels, at, sd):
    y = np.zeros(n)
    level_at = sorted(zip(at, levels[1:]))
    for i in range(n):
        lv = levels[0]
        for a, v in level_at:
            if i >= a:
                lv = v
        y[i] = lv + rng.normal(0, sd)
    return y


def main():
    rng = np.random.RandomState(20261126)
    signals = []
    signals.append(("no change", rng.normal(0, 1, 60)))
    signals.append(("one step", steps(rng, 40, [0, 3], [22], 1)))
    signals.append(("one small step", steps(rng, 40, [0, 1.2], [15], 1)))
    signals.append(("two steps", steps(rng, 60, [0, 4, -1], [20, 41], 1)))
    signals.append(("step at the last point", steps(rng, 20, [0, 8], [19], 1)))
    signals.append(("step at the second point", steps(rng, 20, [0, 8], [1], 1)))
    signals.append(("heavy-tailed noise", rng.standard_t(2, 80)))
    signals.append(("random walk (a chain of log-ratios)", np.cumsum(rng.normal(0, 0.01, 120))))
    signals.append(("ramp (1.6% per commit)", np.cumsum(0.016 + rng.normal(0, 0.008, 40))))
    signals.append(("log medians, 12% step", np.log(1e-6 * np.exp(steps(rng, 30, [0, math.log(1.12)], [12], 0.015)))))
    signals.append(("short: 1 point", np.array([5.0])))
    signals.append(("short: 2 points", np.array([0.0, 10.0])))
    signals.append(("short: 3 points", np.array([0.0, 0.1, 10.0])))
    signals.append(("short: 5 points", np.array([1.0, 1.2, 0.9, 4.0, 4.1])))
    signals.append(("ties: constant", np.full(15, 3.0)))
    signals.append(("ties: integer counts with a step", np.array([5, 5, 5, 6, 5, 5, 5, 5, 7, 7, 7, 8, 7, 7], dtype=float)))
    signals.append(("ties: two values alternating", np.array([0, 1] * 8, dtype=float)))
    signals.append(("long: 600 points, 5 steps", steps(rng, 600, [0, 2, 0.5, 3, 1, -1], [80, 180, 320, 440, 560], 1)))

    cases = []
    for name, y in signals:
        y = np.asarray(y, dtype=float)
        sd = float(np.std(np.diff(y)) / math.sqrt(2)) if len(y) > 2 else 1.0
        sd = sd if sd > 0 else 1.0
        for min_size in (1, 2, 3):
            for mult in (2 * math.log(max(len(y), 2)), 10.0):
                pen = mult * sd * sd
                changes, cost = ruptures_pelt(y, pen, min_size)
                op_changes, op_cost = optimal_partitioning(y, pen, min_size)
                agree = changes == op_changes and abs(cost - op_cost) <= 1e-9 * max(1.0, abs(op_cost))
                if not agree:
                    # ruptures prunes a start at once even when min_size > 1 (see pelt.ts): keep the
                    # exact optimum as the reference and record what ruptures said.
                    print(f"note: {name} min_size={min_size} pen={pen:.6g}: ruptures {changes} ({cost}) vs exact {op_changes} ({op_cost})", file=sys.stderr)
                cases.append(
                    {
                        "name": name,
                        "y": [float(v) for v in y],
                        "minSize": min_size,
                        "penalty": pen,
                        "changes": op_changes,
                        "cost": op_cost,
                        "ruptures": {"changes": changes, "cost": cost, "agrees": agree},
                    }
                )
    out = {
        "generator": "scripts/history-vectors.py",
        "reference": f"ruptures {ruptures.__version__.lstrip('v')} Pelt(model='l2', jump=1), cross-checked by exact optimal partitioning; numpy {np.__version__}",
        "conventions": {
            "changes": "indices where a new segment starts (ruptures' breakpoints without n)",
            "cost": "sum of least-squares segment costs + penalty x number of changes",
            "tolerance": "cost within 1e-9 relative; changes exact",
        },
        "cases": cases,
    }
    # One case a line: readable in a diff, without a line per number.
    head = json.dumps({k: v for k, v in out.items() if k != "cases"}, indent=1)[:-2]
    with open(OUT, "w") as f:
        f.write(head + ',\n "cases": [\n')
        f.write(",\n".join("  " + json.dumps(c) for c in cases))
        f.write("\n ]\n}\n")
    print(f"wrote {len(cases)} cases to {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
