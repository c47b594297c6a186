#!/usr/bin/env python3
# Reference vectors of the instructions test (docs/instructions.md "How a row is decided"),
# computed independently of src/stats/instructions.ts: mpmath's Student t at 50 digits.
#   python3 scripts/instructions-vectors.py > __tests__/data/instructions-vectors.json
import json
import mpmath as mp

mp.mp.dps = 50


def t_cdf(t, df):
    # P(T <= t) through the regularized incomplete beta function.
    x = df / (df + t * t)
    tail = mp.betainc(df / 2, mp.mpf(1) / 2, 0, x, regularized=True) / 2
    return tail if t < 0 else 1 - tail


def t_quantile(p, df):
    return mp.findroot(lambda t: t_cdf(t, df) - p, mp.mpf(2))


def decide(base, head, threshold, alpha):
    if len(base) < 3 or len(head) < 3:
        return {"tested": False, "verdict": "insufficient"}
    xs = [mp.log(mp.mpf(v)) for v in base]
    ys = [mp.log(mp.mpf(v)) for v in head]
    def mean(v):
        return sum(v) / len(v)
    def var(v):
        m = mean(v)
        return sum((a - m) ** 2 for a in v) / (len(v) - 1)
    spread = max(max(xs) - min(xs), max(ys) - min(ys))
    floor = 3 * spread
    d = mean(ys) - mean(xs)
    a = var(xs) / len(xs)
    b = var(ys) / len(ys)
    se = mp.sqrt(a + b)
    if se > 0:
        df = (a + b) ** 2 / ((a ** 2 / (len(xs) - 1) if a > 0 else 0) + (b ** 2 / (len(ys) - 1) if b > 0 else 0))
    else:
        df = mp.mpf(len(xs) + len(ys) - 2)
    if abs(d) <= floor:
        p = mp.mpf(1)
    elif se == 0:
        p = mp.mpf(0)
    else:
        p = min(mp.mpf(1), 2 * t_cdf(-abs(d / se), df))
    tq = t_quantile(mp.mpf("0.975"), df) if se > 0 else mp.mpf(0)
    half = max(tq * se, floor)
    ci = [mp.e ** (d - half), mp.e ** (d + half)]
    ratio = mp.e ** d
    constant = spread == 0 and d == 0
    T = mp.mpf(threshold)
    if constant:
        verdict = "unchanged"
    elif p < alpha:
        verdict = "regression" if ratio >= 1 + T else "improvement" if ratio <= 1 / (1 + T) else "minor"
    elif ci[0] > 1 / (1 + T) and ci[1] < 1 + T:
        verdict = "unchanged"
    else:
        verdict = "inconclusive"
    f = lambda v: float(v)
    return {
        "tested": True,
        "spread": f(spread),
        "floor": f(floor),
        "logRatio": f(d),
        "se": f(se),
        "df": f(df),
        "p": f(p),
        "ratio": f(ratio),
        "ci95": [f(ci[0]), f(ci[1])],
        "constant": constant,
        "verdict": verdict,
    }


CASES = [
    ("A/A, go Sum64 as measured (3 rounds)", [20449.8, 20526.4, 20530.4], [20472.4, 20538.2, 20553.7], 0.02),
    ("+3% on a pure function (3 rounds)", [26224, 26247, 26217], [27010.7, 27034.4, 27003.5], 0.02),
    ("+3% at threshold 5%: minor", [26224, 26247, 26217], [27010.7, 27034.4, 27003.5], 0.05),
    ("-10% improvement", [26224, 26247, 26217], [23601.6, 23622.3, 23595.3], 0.02),
    ("a change smaller than 3x the spread is never significant", [1000, 1010, 1005], [1025, 1031, 1028], 0.02),
    ("a noisy side's spread decides the floor", [1000, 1001, 1000.5], [1040, 1080, 1060], 0.02),
    ("both sides exactly constant and different: p = 0", [5000, 5000, 5000], [5200, 5200, 5200], 0.02),
    ("all equal: constant, unchanged", [5000, 5000, 5000], [5000, 5000, 5000], 0.02),
    ("5 rounds, +2.5% beyond a 0.1% spread", [1000, 1000.5, 999.8, 1000.2, 1000.9], [1025, 1025.4, 1024.8, 1025.9, 1025.1], 0.02),
    ("two rounds a side: insufficient", [1000, 1001], [1100, 1101], 0.02),
]

print(json.dumps({
    "generated_with": f"mpmath {mp.__version__}, 50 digits; scripts/instructions-vectors.py",
    "conventions": {
        "alpha": 0.05,
        "family": "one row (Holm over one test: the level is alpha)",
        "values": "base and head: one instructions-per-operation value per round (one run each)",
        "test": "x = ln base, y = ln head; spread = max(range x, range y); floor = 3 spread; d = mean y - mean x; SE = sqrt(var x/nx + var y/ny) (sample variances); Welch-Satterthwaite df (nx + ny - 2 when SE = 0); p = 1 if |d| <= floor, else 0 if SE = 0, else Welch's two-sided t p; ci95 = exp(d -/+ max(t(0.975, df) SE, floor)); ratio = exp(d)",
        "verdict": "constant (every value equal) -> unchanged; p < alpha -> regression if ratio >= 1 + T, improvement if ratio <= 1/(1 + T), else minor; else unchanged if ci95 lies strictly within (1/(1+T), 1+T), else inconclusive; fewer than 3 rounds a side -> insufficient",
        "tolerance": "1e-9 relative (df, p, intervals)",
    },
    "cases": [{"name": n, "base": b, "head": h, "threshold": t, "expected": decide(b, h, t, 0.05)} for n, b, h, t in CASES],
}, indent=1))
