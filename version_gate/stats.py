"""Paired statistics of candidate minus baseline, per case, with scipy.stats.

Rules:

* The paired difference of a case is ``candidate - baseline`` of one metric.
* Wins, ties and losses count cases whose difference is > 0, == 0 or < 0 in the
  metric's *better* direction (a drop of a "lower is better" metric is a win).
* A scope where no case changed needs no test: its delta is 0, its CI [0, 0] and its
  p-value 1. An identical candidate therefore never looks inconclusive.
* A scope with a change but fewer than ``min_cases`` cases is *inconclusive* (no test).
* Otherwise the confidence interval of the (weighted) mean difference comes from
  ``scipy.stats.bootstrap`` (percentile method, ``resamples`` resamples) and the p-value
  from ``scipy.stats.permutation_test`` (paired: each case's two values are swapped,
  two-sided; exact when 2**n <= resamples). Both take a seeded generator, so a run
  repeats exactly under the same seed.
* Weights turn the mean into a macro average (each stratum counts equally); by default
  every case weighs the same.
"""

from __future__ import annotations

import warnings
from dataclasses import asdict, dataclass

import numpy as np


@dataclass
class Paired:
    """The paired comparison of one metric in one scope."""

    n: int
    delta: float
    ci: tuple[float, float] | None
    p: float | None
    wins: int
    ties: int
    losses: int
    inconclusive: bool = False

    def to_dict(self) -> dict:
        d = asdict(self)
        d["ci"] = list(self.ci) if self.ci is not None else None
        return d


def paired(cand: np.ndarray, base: np.ndarray, *, higher: bool = True, weights: np.ndarray | None = None,
           min_cases: int = 5, resamples: int = 1000, alpha: float = 0.05, seed: int = 0) -> Paired:
    """Compare two aligned arrays of per-case values (see the module rules)."""
    from scipy import stats

    cand = np.asarray(cand, dtype=float)
    base = np.asarray(base, dtype=float)
    w = np.ones_like(cand) if weights is None else np.asarray(weights, dtype=float)
    diff = cand - base
    better = diff if higher else -diff
    wins, losses = int((better > 0).sum()), int((better < 0).sum())
    n = len(diff)
    ties = n - wins - losses
    delta = float(np.sum(diff * w) / np.sum(w)) if n else 0.0
    if wins == losses == 0:
        return Paired(n, 0.0, (0.0, 0.0), 1.0, wins, ties, losses)
    if n < min_cases:
        return Paired(n, delta, None, None, wins, ties, losses, inconclusive=True)

    def wmean(d, wt, axis=-1):
        return np.sum(d * wt, axis=axis) / np.sum(wt, axis=axis)

    changed = diff != 0
    wc = w[changed]

    def wdiff(x, y, axis=-1):
        # unchanged cases add 0 to the statistic under every swap: testing the changed ones is exact
        return np.sum((x - y) * wc, axis=axis)

    rng = np.random.default_rng(seed)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if np.all(diff == diff[0]):
            ci = (float(diff[0]), float(diff[0]))
        else:
            data, stat = ((diff,), np.mean) if weights is None else ((diff, w), wmean)
            res = stats.bootstrap(data, stat, paired=True, vectorized=True, n_resamples=resamples,
                                  confidence_level=1 - alpha, method="percentile", random_state=rng)
            ci = (float(res.confidence_interval.low), float(res.confidence_interval.high))
        if changed.sum() < 2:  # one swap gives -stat: |stat| is reached by both arrangements
            pvalue = 1.0
        else:
            pvalue = float(stats.permutation_test(
                (cand[changed], base[changed]), wdiff, permutation_type="samples", vectorized=True,
                n_resamples=resamples, alternative="two-sided", random_state=rng).pvalue)
    return Paired(n, delta, ci, pvalue, wins, ties, losses)
