"""Gate lines: the policy's ``gates`` section, merged with the defaults, judged on the metrics.

Rules:

* **Defaults** fill what the policy leaves out, field by field (a policy value always wins):
  P0 ``recall_at_5`` block 1.0 (any P0 miss blocks), ``unauthorized_hits`` block 0,
  ``precision_at_5`` and ``false_retrieval_rate`` ``max_regression`` 0 (no worse than the
  baseline beyond noise).
* **Absolute lines** (``block``, ``warn``, ``target``): the top level of a rule is judged on
  the macro average (``all``: the mean of the stratum means); ``by_risk`` entries on
  that risk level's cases. A "higher is better" metric below ``block`` BLOCKs and below
  ``warn`` WARNs; a "lower is better" one above the line does. ``target`` is reported only.
  A *warn* line that the baseline misses too, where the candidate is no worse than the
  baseline, is reported ``inherited`` and does not warn: the candidate did not cause it
  (block lines always block).
  ``unauthorized_hits`` counts every unauthorized chunk of the run; the latency lines use
  the candidate's p50/p95 in milliseconds.
* **Names with K**: ``recall_at_k`` and ``precision_at_k`` mean the gate's primary K;
  ``ndcg`` means the largest K. A line on a metric this run did not measure (a K not in
  ``--k``, answer metrics without answers, no case in the scope) is reported
  "not measured" and decides nothing.
* **Regression lines** (``max_regression``, only with a baseline): in every scope (all,
  each stratum, each risk), a regression larger than ``max_regression`` BLOCKs when its
  paired p-value is below ``gate_settings.alpha``.
* **Inconclusive**: for every metric with a line, a scope where some case got worse but
  which has fewer than ``min_cases`` cases WARNs "inconclusive"; a scope where nothing got
  worse is never inconclusive.
"""

from __future__ import annotations

from kbgate.policy import GATE_METRICS, GateRule, Policy, Threshold

DEFAULT_LINES: dict[str, dict] = {
    "recall_at_5": {"by_risk": {"P0": {"block": 1.0}}},
    "unauthorized_hits": {"block": 0},
    "precision_at_5": {"max_regression": 0.0},
    "false_retrieval_rate": {"max_regression": 0.0},
}
SEVERITY = {"PASS": 0, "WARN": 1, "BLOCK": 2}


def merged_lines(policy: Policy) -> dict[str, GateRule]:
    """The policy's gate rules with the defaults filled in field by field."""
    out: dict[str, GateRule] = {}
    for metric in sorted(set(DEFAULT_LINES) | set(policy.gates)):
        default = GateRule.model_validate(DEFAULT_LINES.get(metric, {}))
        rule = policy.gates.get(metric)
        if rule is None:
            out[metric] = default
            continue
        fields = {f: getattr(rule, f) if getattr(rule, f) is not None else getattr(default, f)
                  for f in ("warn", "block", "target", "max_regression")}
        by_risk = dict(default.by_risk)
        for risk, th in rule.by_risk.items():
            base = by_risk.get(risk, Threshold())
            by_risk[risk] = Threshold(**{f: getattr(th, f) if getattr(th, f) is not None else getattr(base, f)
                                         for f in ("warn", "block", "target")})
        out[metric] = GateRule(**fields, by_risk=by_risk)
    return out


def metric_key(metric: str, ks: list[int], primary: int) -> str:
    """The report's metric name for a policy metric name (``recall_at_k`` -> ``recall_at_5``)."""
    if metric.endswith("_at_k"):
        return metric[: -len("k")] + str(primary)
    if metric == "ndcg":
        return f"ndcg_at_{max(ks)}"
    return metric


def _judge(value: float, th: Threshold, higher: bool) -> tuple[str, str | None]:
    def worse(line):
        return line is not None and (value < line if higher else value > line)

    if worse(th.block):
        return "BLOCK", "block"
    if worse(th.warn):
        return "WARN", "warn"
    return "PASS", None


def evaluate_lines(policy: Policy, values: dict[str, dict[str, float | None]], comparisons: dict,
                   *, ks: list[int], primary: int, has_baseline: bool,
                   baseline_values: dict[str, dict[str, float | None]] | None = None) -> list[dict]:
    """Judge every line (see the module rules).

    Args:
        values: scope -> metric -> candidate value (``None`` when not measured).
        baseline_values: the same for the baseline (for inherited warn lines).
        comparisons: scope -> metric -> :class:`version_gate.stats.Paired` as a dict.

    Returns:
        One row per line: ``{metric, scope, line, threshold, value, verdict, message}``;
        verdict is BLOCK, WARN, PASS, met, missed or not measured.
    """
    settings = policy.gate_settings
    rows: list[dict] = []
    for metric, rule in merged_lines(policy).items():
        key = metric_key(metric, ks, primary)
        higher = GATE_METRICS.get(metric, "higher") == "higher"
        checks = [("all", rule)] + [(f"risk:{r}", th) for r, th in sorted(rule.by_risk.items())]
        for scope, th in checks:
            value = values.get(scope, {}).get(key)
            if all(getattr(th, f) is None for f in ("warn", "block", "target")):
                continue
            if value is None:
                rows.append({"metric": key, "scope": scope, "line": "-", "threshold": None, "value": None,
                             "verdict": "not measured", "message": f"{key} was not measured in {scope}"})
                continue
            verdict, line = _judge(value, th, higher)
            base = (baseline_values or {}).get(scope, {}).get(key)
            if line == "warn" and base is not None and _judge(base, th, higher)[0] != "PASS" and \
                    (value >= base if higher else value <= base):
                rows.append({"metric": key, "scope": scope, "line": "warn", "threshold": th.warn, "value": value,
                             "verdict": "inherited", "message": f"{key} in {scope} is {value:.4g}, past the warn "
                             f"line {th.warn:g} as on the baseline ({base:.4g})"})
            elif line:
                threshold = getattr(th, line)
                op = "<" if higher else ">"
                rows.append({"metric": key, "scope": scope, "line": line, "threshold": threshold, "value": value,
                             "verdict": verdict, "message": f"{key} in {scope} is {value:.4g} {op} {line} "
                             f"line {threshold:g}"})
            else:
                rows.append({"metric": key, "scope": scope, "line": "block/warn", "threshold": th.block, "value": value,
                             "verdict": "PASS", "message": f"{key} in {scope} is {value:.4g}"})
            if th.target is not None:
                met = value >= th.target if higher else value <= th.target
                rows.append({"metric": key, "scope": scope, "line": "target", "threshold": th.target, "value": value,
                             "verdict": "met" if met else "missed", "message": f"{key} target {th.target:g}"})
        if not has_baseline:
            continue
        for scope, per_metric in comparisons.items():
            cmp = per_metric.get(key)
            if cmp is None:
                continue
            regression = -cmp["delta"] if higher else cmp["delta"]
            if cmp["inconclusive"] and cmp["losses"]:
                rows.append({"metric": key, "scope": scope, "line": "inconclusive", "threshold": settings.min_cases,
                             "value": cmp["delta"], "verdict": "WARN",
                             "message": f"inconclusive: {key} got worse in {cmp['losses']} of {cmp['n']} case(s) "
                             f"in {scope}, fewer than min_cases={settings.min_cases} for a test"})
            elif rule.max_regression is not None and cmp["p"] is not None and regression > rule.max_regression:
                significant = cmp["p"] < settings.alpha
                rows.append({"metric": key, "scope": scope, "line": "max_regression", "threshold": rule.max_regression,
                             "value": cmp["delta"], "verdict": "BLOCK" if significant else "PASS",
                             "message": f"{key} in {scope} changed by {cmp['delta']:+.4g} (p={cmp['p']:.3g}"
                             + (f" < {settings.alpha:g}" if significant else f", not significant at {settings.alpha:g}")
                             + f"; max_regression {rule.max_regression:g})"})
    return rows
