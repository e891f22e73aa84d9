"""Canary releases of index versions: weighted aliases, live comparison, automatic rollback.

A canary is a *weighted alias*: the alias keeps pointing at the approved **baseline**
and sends ``weight`` percent of its user buckets to the **candidate**
(:meth:`kbgate.store.Store.set_canary`; bucketing in :func:`kbgate.store.canary_arm`,
sticky per user id or actor hash). It starts with ``kbgate promote --canary N`` (the
same gate-report binding and compare-and-set as a full promotion). Each change is one
atomic, compare-and-set alias change with a history event and an audit record:

* :func:`set_weight` (``canary``, action ``set``), :func:`promote_canary` (to 100 %,
  ``canary_promote``), :func:`abort_canary` (back to the baseline, ``canary_abort``).

Every query served through a weighted alias leaves a ``retrieval`` audit record with
``details.canary``: arm, version, latency, result count, top score and refusal flag
(never the query text). :func:`analyze` compares the arms over a window: request
count, p50/p95 latency, empty-result rate, refusal rate, top-score distribution and
the unauthorized-hit rate judged by the access rules (:mod:`kbgate.acl`; the corpus
manifest when given, else the versions' own payload labels, the baseline's first).
The verdict follows the policy's ``canary`` section (:class:`kbgate.policy.Canary`):

* **failing**: a metric breaks its line: ``max`` caps the candidate's own value at any
  sample size; ``max_increase``/``max_decrease`` bound the difference to the baseline
  and fail only when a one-sided test agrees (Mann-Whitney U for latencies and scores,
  Fisher's exact test for rates) at ``alpha``;
* **inconclusive**: otherwise, while either arm has fewer than ``min_samples`` queries
  in the window (too little traffic is never healthy);
* **healthy**: otherwise.

:func:`watch` runs the analysis every interval, records each one (``canary_analysis``),
aborts after more than ``consecutive_failures`` failing analyses in a row (at once on
an unauthorized hit), promotes a healthy canary (``promote_when_healthy``), and stops
by itself at its step budget or when the canary is over. The failure count lives in the
audit log, so one-step runs from cron count together; two watchers racing are settled
by the compare-and-set (the loser finds the canary over).
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

import numpy as np

from kbgate.reports import AsDict
from kbgate.runs import parse_utc as _parse_at  # the name observations() calls
from kbgate.store import ACL_FIELDS, AliasMovedError, describe_state
from version_gate.drill import SandboxOutcome
from version_gate.promote import PromotionRefused, _audit, approval_of

ARMS = ("baseline", "candidate")
#: metric -> (higher value is worse?, kind of test)
METRIC_SHAPE = {
    "latency_p50_ms": (True, "samples"), "latency_p95_ms": (True, "samples"),
    "empty_rate": (True, "rate"), "refusal_rate": (True, "rate"), "unauthorized_rate": (True, "rate"),
    "top_score_mean": (False, "samples"), "top_score_p50": (False, "samples"),
}
#: a failing check of this metric aborts at once, whatever ``consecutive_failures`` allows
CRITICAL = frozenset({"unauthorized_rate"})


@dataclass
class Observation:
    """One query served through a weighted alias, as its audit record describes it."""

    at: dt.datetime
    arm: str
    latency_ms: float
    results: int
    top_score: float | None
    refused: bool
    unauthorized: bool


@dataclass
class ArmStats(AsDict):
    """The figures of one arm over the window."""

    version: str
    requests: int
    latency_p50_ms: float | None
    latency_p95_ms: float | None
    empty_rate: float | None
    refusal_rate: float | None
    top_score_mean: float | None
    top_score_p50: float | None
    top_score_p10: float | None
    top_score_p90: float | None
    unauthorized_hits: int
    unauthorized_rate: float | None


@dataclass
class Analysis(AsDict):
    """One comparison of the arms: the figures, each metric's check and the verdict."""

    alias: str
    baseline: str
    candidate: str
    weight: int
    since: str
    until: str
    arms: dict[str, ArmStats]
    checks: list[dict]
    verdict: str
    reasons: list[str]
    critical: bool = False


@dataclass
class WatchOutcome(AsDict):
    """What :func:`watch` did: ``promoted``, ``aborted``, ``ended`` (no canary) or ``running`` (budget spent)."""

    alias: str
    outcome: str
    steps: int
    analyses: list[dict] = field(default_factory=list)
    message: str = ""

    def exit_code(self) -> int:
        return 1 if self.outcome == "aborted" else 0


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def require_canary(store, alias: str) -> dict:
    """The alias's weighted pair, or ``NOT_IN_CANARY``."""
    canary = store.get_canary(alias)
    if canary is None:
        target = store.get_alias(alias)
        raise PromotionRefused(
            "NOT_IN_CANARY",
            f"alias {alias} is not in a canary (it points to {target or 'nothing'}); start one with "
            f"`kbgate promote --canary PERCENT --alias {alias} ...`")
    return canary


def canary_started(store, alias: str, canary: dict) -> dt.datetime:
    """When the alias last changed to its current pair (the analysis window starts no earlier)."""
    for event in reversed(store.alias_history(alias)):
        if event.get("canary") == canary:
            return _parse_at(event.get("at")) or _now()
    return _now()


# --- access truth -------------------------------------------------------------


def payload_truth(store, policy, versions: Iterable[str]) -> Unauthorized:
    """``unauthorized(actor, doc_id, version)`` judged from the versions' payload labels.

    The first version given wins for a document in several (pass the baseline first, so a
    candidate that widened a label is judged by the approved one). A payload without
    ``allowed_roles`` grants no role (:meth:`kbgate.acl.DocAccess.from_payload`).
    """
    from kbgate.acl import DocAccess

    docs: dict[str, DocAccess] = {}
    for version in versions:
        for p in store.scroll(version, fields=ACL_FIELDS):
            key = f"{p.get('doc_id')}@{p.get('version')}"
            if key not in docs:
                docs[key] = DocAccess.from_payload(policy, p)
    return _judge(policy, lambda doc_id, version: [d] if (d := docs.get(f"{doc_id}@{version}")) else [])


def corpus_truth(corpus: str, policy) -> Unauthorized:
    """``unauthorized(...)`` judged from the corpus manifest and the policy (:class:`kbgate.acl.AccessTruth`)."""
    from kbgate.acl import AccessTruth

    truth = AccessTruth.from_corpus(corpus, policy)
    return _judge(policy, truth.find)


#: ``unauthorized(actor, doc_id, version)``: may the served actor not read that document version?
Unauthorized = Callable[..., bool]


def _judge(policy, find: Callable[[str, str], list]) -> Unauthorized:
    """The leak rule over the documents ``find`` returns; an actor whose user id and groups are audit hashes
    (``hash_id`` given) is judged against the documents' lists hashed the same way."""
    from kbgate.acl import leak_kind

    def unauthorized(actor, doc_id: str, version: str, hash_id: Callable[[str], str] | None = None) -> bool:
        docs = find(doc_id, version)
        if hash_id is not None:
            docs = [replace(d, users=frozenset(map(hash_id, d.users)), groups=frozenset(map(hash_id, d.groups)),
                            denied=frozenset(map(hash_id, d.denied))) for d in docs]
        return bool(docs) and all(leak_kind(policy, d, actor) is not None for d in docs)

    return unauthorized


# --- observations and analysis ------------------------------------------------------


def observations(store_spec: str, alias: str, canary: dict, since: dt.datetime, until: dt.datetime | None = None,
                 unauthorized: Unauthorized | None = None) -> list[Observation]:
    """The queries served through ``alias`` by this canary's pair, from the audit log since ``since`` (to ``until``)."""
    from kbgate.audit import AuditLog, audit_root, since_filter

    out = []
    from kbgate.retrieval.retriever import Actor

    log = AuditLog(audit_root(store_spec))
    for rec in since_filter(log.records(), since):
        c = (rec.get("details") or {}).get("canary") if rec.get("kind") == "retrieval" else None
        if not c or c.get("alias") != alias or c.get("arm") not in ARMS or rec.get("index_version") != canary[c["arm"]]:
            continue
        at = _parse_at(rec.get("at"))
        if at is None or (until is not None and at > until):
            continue
        leak = False
        if unauthorized is not None:
            actor = Actor(rec.get("tenant_id"), rec.get("role"), rec.get("actor_id_hash"),
                          tuple((rec.get("details") or {}).get("actor_groups_hash") or ()))
            for key in rec.get("document_versions") or []:
                doc_id, _, version = str(key).partition("@")
                if unauthorized(actor, doc_id, version, log.hash_actor):
                    leak = True
                    break
        out.append(Observation(at=at, arm=c["arm"], latency_ms=float(c.get("latency_ms") or 0.0),
                               results=int(c.get("results") or 0), top_score=c.get("top_score"),
                               refused=bool(c.get("refused")), unauthorized=leak))
    return out


def _pct(values: list[float], q: float) -> float | None:
    return round(float(np.percentile(values, q)), 4) if values else None


def arm_stats(version: str, obs: list[Observation]) -> ArmStats:
    n = len(obs)
    lat = [o.latency_ms for o in obs]
    scores = [o.top_score for o in obs if o.top_score is not None]
    hits = sum(o.unauthorized for o in obs)

    def rate(k: int) -> float | None:
        return round(k / n, 4) if n else None

    return ArmStats(
        version=version, requests=n, latency_p50_ms=_pct(lat, 50), latency_p95_ms=_pct(lat, 95),
        empty_rate=rate(sum(o.results == 0 for o in obs)), refusal_rate=rate(sum(o.refused for o in obs)),
        top_score_mean=round(float(np.mean(scores)), 4) if scores else None, top_score_p50=_pct(scores, 50),
        top_score_p10=_pct(scores, 10), top_score_p90=_pct(scores, 90), unauthorized_hits=hits,
        unauthorized_rate=rate(hits),
    )


def _samples(metric: str, obs: list[Observation]) -> list[float]:
    if metric.startswith("latency"):
        return [o.latency_ms for o in obs]
    return [o.top_score for o in obs if o.top_score is not None]


def _flag(metric: str, o: Observation) -> bool:
    return {"empty_rate": o.results == 0, "refusal_rate": o.refused, "unauthorized_rate": o.unauthorized}[metric]


def _p_worse(metric: str, base: list[Observation], cand: list[Observation]) -> float | None:
    """One-sided p-value that the candidate is worse than the baseline on ``metric``."""
    from scipy import stats

    worse_high, kind = METRIC_SHAPE[metric]
    if kind == "rate":
        c = sum(_flag(metric, o) for o in cand)
        b = sum(_flag(metric, o) for o in base)
        return float(stats.fisher_exact([[c, len(cand) - c], [b, len(base) - b]], alternative="greater").pvalue)
    cs, bs = _samples(metric, cand), _samples(metric, base)
    if not cs or not bs:
        return None
    if len(set(cs) | set(bs)) == 1:
        return 1.0
    return float(stats.mannwhitneyu(cs, bs, alternative="greater" if worse_high else "less").pvalue)


def check_metric(metric: str, rule, stats: dict[str, ArmStats], obs: dict[str, list[Observation]],
                 enough: bool, alpha: float) -> dict:
    """One metric's check: values, difference, limit, p-value and whether it fails (and why)."""
    worse_high, _ = METRIC_SHAPE[metric]
    b, c = getattr(stats["baseline"], metric), getattr(stats["candidate"], metric)
    out = {"metric": metric, "baseline": b, "candidate": c, "delta": None, "limit": None, "p": None,
           "failed": False, "why": None}
    if c is not None and rule.max is not None and c > rule.max:
        out.update(failed=True, limit=rule.max, why=f"candidate {metric} {c:g} is above its cap {rule.max:g}")
        return out
    bound = rule.max_increase if worse_high else rule.max_decrease
    if not enough or b is None or c is None or bound is None:
        return out
    delta = (c - b) if worse_high else (b - c)  # how much worse the candidate is
    limit = bound * abs(b) if rule.relative else bound
    out.update(delta=round(c - b, 4), limit=round(limit, 4))
    if delta > limit:
        p = _p_worse(metric, obs["baseline"], obs["candidate"])
        out["p"] = None if p is None else round(p, 6)
        if p is not None and p < alpha:
            word = "above" if worse_high else "below"
            out.update(failed=True, why=(f"candidate {metric} {c:g} is {abs(c - b):g} {word} the baseline's {b:g} "
                                         f"(limit {limit:g}, p={p:.3g})"))
    return out


def analyze(store, store_spec: str, alias: str, policy, *, unauthorized=None, window_s: float | None = None,
            now: dt.datetime | None = None) -> Analysis:
    """Compare the arms of ``alias``'s canary over the window (see the module docstring).

    ``unauthorized`` judges served documents (:func:`corpus_truth` or, by default,
    :func:`payload_truth` over the baseline then the candidate).

    Raises:
        PromotionRefused: ``NOT_IN_CANARY``.
    """
    cfg = policy.canary
    canary = require_canary(store, alias)
    until = now or _now()
    since = max(until - dt.timedelta(seconds=window_s or cfg.window_s), canary_started(store, alias, canary))
    if unauthorized is None:
        unauthorized = payload_truth(store, policy, [canary["baseline"], canary["candidate"]])
    obs_all = observations(store_spec, alias, canary, since, until, unauthorized)
    obs = {arm: [o for o in obs_all if o.arm == arm] for arm in ARMS}
    stats = {arm: arm_stats(canary[arm], obs[arm]) for arm in ARMS}
    enough = all(len(obs[arm]) >= cfg.min_samples for arm in ARMS)
    checks = [check_metric(m, rule, stats, obs, enough, cfg.alpha) for m, rule in cfg.metrics.items()]
    failed = [c for c in checks if c["failed"]]
    if failed:
        verdict, reasons = "failing", [c["why"] for c in failed]
    elif not enough:
        verdict = "inconclusive"
        reasons = [f"{arm} arm has {len(obs[arm])} of the {cfg.min_samples} queries needed in the window"
                   for arm in ARMS if len(obs[arm]) < cfg.min_samples]
    else:
        verdict, reasons = "healthy", []
    return Analysis(alias=alias, baseline=canary["baseline"], candidate=canary["candidate"], weight=canary["weight"],
                    since=since.isoformat(timespec="milliseconds"), until=until.isoformat(timespec="milliseconds"),
                    arms=stats, checks=checks, verdict=verdict, reasons=reasons,
                    critical=any(c["metric"] in CRITICAL for c in failed))


# --- atomic, audited changes ----------------------------------------------------------


def _moved(exc: AliasMovedError) -> PromotionRefused:
    return PromotionRefused("ALIAS_MOVED", f"alias {exc.alias} changed from {describe_state(exc.expected)} to "
                            f"{describe_state(exc.current)} while this ran; check `kbgate canary status` and retry")


def set_weight(store, store_spec: str, alias: str, weight: int, *, reason: str = "",
               reviewer: str | None = None) -> dict:
    """Change the canary's weight in one compare-and-set change; returns the new pair."""
    canary = require_canary(store, alias)
    try:
        pair = store.set_canary(alias, canary["candidate"], weight, reason=reason or f"canary weight {weight}%",
                                expected=canary)
    except AliasMovedError as exc:
        raise _moved(exc) from None
    _audit(store_spec, "canary", canary["candidate"], None, "weight_set", reviewer, {
        "alias": alias, "action": "set", "from": canary["baseline"], "to": canary["candidate"],
        "weight_from": canary["weight"], "weight": weight, "reason": reason})
    return pair


def _end(store, store_spec: str, alias: str, arm: str, kind: str, reason: str, reviewer: str | None,
         analysis: Analysis | None) -> dict:
    canary = require_canary(store, alias)
    target = canary[arm]
    start = time.perf_counter()
    try:
        store.swap_alias(alias, target, reason=reason or kind.replace("_", " "), expected=canary, kind=kind)
    except AliasMovedError as exc:
        raise _moved(exc) from None
    swap_ms = round((time.perf_counter() - start) * 1000, 3)
    approval = approval_of(store_spec, alias, target) or {}
    _audit(store_spec, kind, target, approval.get("policy_hash"), "promoted" if arm == "candidate" else "aborted",
           reviewer, {
               "alias": alias, "from": canary["baseline"] if arm == "candidate" else canary["candidate"], "to": target,
               "weight": canary["weight"], "reason": reason, "swap_ms": swap_ms,
               "gate_run_id": (approval.get("details") or {}).get("gate_run_id"),
               "verdict": analysis.verdict if analysis else None,
               "verdict_reasons": analysis.reasons if analysis else None})
    return {"alias": alias, "from": canary, "to": target, "swap_ms": swap_ms}


def promote_canary(store, store_spec: str, alias: str, *, reason: str = "", reviewer: str | None = None,
                   analysis: Analysis | None = None) -> dict:
    """Point the alias at the candidate (100 %) in one compare-and-set swap; ends the canary."""
    return _end(store, store_spec, alias, "candidate", "canary_promote", reason, reviewer, analysis)


def abort_canary(store, store_spec: str, alias: str, *, reason: str = "", reviewer: str | None = None,
                 analysis: Analysis | None = None) -> dict:
    """Point the alias back at the baseline alone in one compare-and-set swap; ends the canary."""
    return _end(store, store_spec, alias, "baseline", "canary_abort", reason, reviewer, analysis)


# --- the watcher --------------------------------------------------------------------


def record_analysis(store_spec: str, analysis: Analysis) -> None:
    """Append the analysis (figures and verdict; no query text) as a ``canary_analysis`` record."""
    _audit(store_spec, "canary_analysis", analysis.candidate, None, analysis.verdict, None, {
        "alias": analysis.alias, "baseline": analysis.baseline, "candidate": analysis.candidate,
        "weight": analysis.weight, "since": analysis.since, "until": analysis.until, "reasons": analysis.reasons,
        "requests": {arm: s.requests for arm, s in analysis.arms.items()},
        "failed_metrics": [c["metric"] for c in analysis.checks if c["failed"]]})


def failing_streak(store, store_spec: str, analysis: Analysis) -> int:
    """Failing analyses in a row of this canary's pair since its last change (the latest recorded included).

    The count starts at the pair's last change, not at the analysis window: a watcher run from
    cron less often than the window is long still counts its earlier failing analyses.
    """
    from kbgate.audit import AuditLog, audit_root, since_filter

    streak = 0
    pair = {"baseline": analysis.baseline, "candidate": analysis.candidate, "weight": analysis.weight}
    start = min(canary_started(store, analysis.alias, pair), _parse_at(analysis.since) or _now())
    for rec in since_filter(AuditLog(audit_root(store_spec)).records(), start):
        d = rec.get("details") or {}
        if rec.get("kind") == "canary_analysis" and d.get("alias") == analysis.alias \
                and (d.get("baseline"), d.get("candidate")) == (analysis.baseline, analysis.candidate):
            streak = streak + 1 if rec.get("decision") == "failing" else 0
    return streak


@dataclass
class WatchStep:
    """One analysis of :func:`watch_step` and its consequence.

    ``action``: ``aborted``, ``promoted``, ``ended`` (no canary, or another process
    finished it first) or ``None`` (the canary goes on); ``swap_ms`` of an abort or promotion.
    """

    action: str | None
    analysis: Analysis | None
    message: str
    swap_ms: float | None = None


def watch_step(store, store_spec: str, alias: str, policy, *, promote: bool = True, unauthorized=None,
               window_s: float | None = None) -> WatchStep:
    """Analyse the canary once, record the analysis, and abort or promote it when the rules say so."""
    over = f"alias {alias} is not in a canary (promoted or aborted already)"
    if store.get_canary(alias) is None:
        return WatchStep("ended", None, over)
    try:
        analysis = analyze(store, store_spec, alias, policy, unauthorized=unauthorized, window_s=window_s)
    except PromotionRefused:
        return WatchStep("ended", None, over)
    record_analysis(store_spec, analysis)
    cfg = policy.canary
    why = "; ".join(analysis.reasons)
    try:
        if analysis.verdict == "failing":
            streak = failing_streak(store, store_spec, analysis)
            if analysis.critical or streak > cfg.consecutive_failures:
                done = abort_canary(store, store_spec, alias, reason="canary watch: " + why, analysis=analysis)
                return WatchStep("aborted", analysis, f"aborted after {streak} failing analyses: {why}",
                                 done["swap_ms"])
            return WatchStep(None, analysis, f"failing ({streak} in a row, {cfg.consecutive_failures} tolerated): "
                             + why)
        if analysis.verdict == "healthy" and promote and cfg.promote_when_healthy:
            done = promote_canary(store, store_spec, alias, reason="canary watch: healthy", analysis=analysis)
            return WatchStep("promoted", analysis, f"healthy: promoted {analysis.candidate}", done["swap_ms"])
    except PromotionRefused as exc:  # another watcher or an operator finished the canary first
        return WatchStep("ended", analysis, str(exc))
    return WatchStep(None, analysis, analysis.verdict + (f": {why}" if why else ""))


def watch(store, store_spec: str, alias: str, policy, *, interval_s: float, max_steps: int, promote: bool = True,
          unauthorized=None, window_s: float | None = None, sleep: Callable[[float], None] = time.sleep,
          on_step: Callable[[int, WatchStep], None] | None = None) -> WatchOutcome:
    """Run :func:`watch_step` every ``interval_s`` until the canary ends or ``max_steps`` analyses ran."""
    analyses: list[dict] = []
    message = ""
    canary = store.get_canary(alias)
    if unauthorized is None and canary is not None:  # the labels are read once, not at every step
        unauthorized = payload_truth(store, policy, [canary["baseline"], canary["candidate"]])
    for n in range(1, max_steps + 1):
        step = watch_step(store, store_spec, alias, policy, promote=promote, unauthorized=unauthorized,
                          window_s=window_s)
        message = step.message
        if step.analysis is not None:
            analyses.append({"verdict": step.analysis.verdict, "reasons": step.analysis.reasons,
                             "requests": {a: s.requests for a, s in step.analysis.arms.items()}})
        if on_step is not None:
            on_step(n, step)
        if step.action is not None:
            return WatchOutcome(alias, step.action, n, analyses, message)
        if n < max_steps:
            sleep(interval_s)
    return WatchOutcome(alias, "running", max_steps, analyses, f"step budget spent; canary goes on ({message})")


# --- the canary drill ---------------------------------------------------------------


@dataclass
class CanaryDrillOutcome(SandboxOutcome):
    """What a canary drill measured; ``ok`` is False when any of ``failures`` holds."""

    weight: int
    users: int
    removed_chunks: int
    noise_chunks: int
    analyses: int
    verdict: str | None
    reasons: list[str]
    time_to_detect_s: float | None
    time_to_rollback_ms: float | None
    reads_total: int
    reads_on_degraded: int
    failed_reads: int
    mixed_reads: int
    wall_s: float
    failures: list[str] = field(default_factory=list)


def drill_users(n: int) -> list[str]:
    """``n`` generated user ids for drill traffic (``drill-user-0001`` ...)."""
    return [f"drill-user-{i:04d}" for i in range(1, n + 1)]


def run_canary_drill(store, store_spec: str, *, alias: str, policy, eval_path: str, weight: int = 50,
                     users: int = 200, readers: int = 4, interval_s: float = 0.5, timeout_s: float = 120.0,
                     progress=None) -> CanaryDrillOutcome:
    """Rehearse a canary rollback on the sandbox alias ``{alias}__drill``; ``alias`` is never touched.

    1. the sandbox alias points at the alias's target (the original), and a degraded
       candidate is built from it (:func:`version_gate.drill.degrade`: P0 evidence removed,
       near-duplicate noise added);
    2. the sandbox goes into a canary of the degraded candidate at ``weight`` percent;
    3. ``readers`` threads query the eval cases as ``users`` generated users through the
       sandbox alias (each answer recorded in the audit log like ``kbgate serve`` does);
    4. the watcher (:func:`watch_step`, never promoting) analyses every ``interval_s``
       until it aborts the canary, or ``timeout_s`` passes.

    It reports the time to detect (canary start to the aborting analysis), the time to
    roll back (the abort swap), and the failed and mixed-version reads (both must be 0);
    the sandbox must serve the original alone afterwards. The degraded version is dropped
    and a ``drill`` record (``mode: canary``) appended.

    Raises:
        StoreError: ``alias`` does not exist.
    """
    import uuid

    from kbgate.audit import AuditLog, append_retrieval, audit_root
    from kbgate.retrieval.retriever import QdrantRetriever
    from version_gate.drill import ReaderPool, prepare_sandbox
    from version_gate.promote import who

    started = time.perf_counter()
    say = progress or (lambda _msg: None)
    box = prepare_sandbox(store, alias, policy, eval_path, say, what="canary drill")
    original, sandbox, drill_id, degraded = box.original, box.sandbox, box.drill_id, box.degraded
    audit = AuditLog(audit_root(store_spec))
    failures: list[str] = []
    detect_s = rollback_ms = None
    analysis: Analysis | None = None
    n_analyses = 0
    try:
        retriever = QdrantRetriever(store, sandbox, policy, dense=policy.embedding if box.dense else None)
        versions = {original: {p["chunk_id"] for p in box.payloads}, degraded: {c.chunk_id for c in box.chunks}}
        unauthorized = payload_truth(store, policy, [original, degraded])

        def record(query, actor, result, latency_ms):
            append_retrieval(audit, uuid.uuid4().hex, query, actor, result, latency_ms)

        with ReaderPool(retriever, box.cases, readers, versions, users=drill_users(users), on_read=record) as pool:
            say(f"canary {sandbox}: {degraded} at {weight}% under {readers} reader threads, {users} users")
            t0 = time.perf_counter()
            store.set_canary(sandbox, degraded, weight, reason=f"canary drill {drill_id}", expected=original)
            while time.perf_counter() - t0 < timeout_s:
                time.sleep(interval_s)
                step = watch_step(store, store_spec, sandbox, policy, promote=False, unauthorized=unauthorized)
                analysis = step.analysis or analysis
                n_analyses += step.analysis is not None
                say(f"analysis {n_analyses}: {step.message}")
                if step.action == "aborted":
                    detect_s, rollback_ms = time.perf_counter() - t0, step.swap_ms
                    break
                if step.action is not None:
                    failures.append(f"the canary ended by '{step.action}' instead of an abort: {step.message}")
                    break
            else:
                failures.append(f"the watcher did not abort the degraded candidate within {timeout_s:g} s "
                                f"(last verdict: {analysis.verdict if analysis else 'none'}); check the policy's "
                                "canary metrics and min_samples")
                abort_canary(store, store_spec, sandbox, reason=f"canary drill {drill_id}: timeout")
            end = time.perf_counter()
            pool.wait_for(readers, version=original, since=end)
        reads = pool.reads
        if store.alias_state(sandbox) != (original, None):
            failures.append(f"the sandbox alias is {describe_state(store.get_canary(sandbox) or store.get_alias(sandbox))}"
                            f" after the abort, not {original} alone")
        failed = sum(1 for r in reads if r[3] == "failed")
        mixed = sum(1 for r in reads if r[3] == "mixed")
        on_degraded = sum(1 for r in reads if r[2] == degraded)
        if failed or mixed:
            failures.append(f"{failed} failed and {mixed} mixed-version reads during the canary; both must be 0")
        if not on_degraded:
            failures.append("no read was served by the degraded candidate during the canary")
        outcome = CanaryDrillOutcome(
            ok=not failures, alias=alias, sandbox=sandbox, original=original, degraded=degraded, weight=weight,
            users=users, removed_chunks=len(box.removed), noise_chunks=len(box.noise), analyses=n_analyses,
            verdict=analysis.verdict if analysis else None, reasons=analysis.reasons if analysis else [],
            time_to_detect_s=None if detect_s is None else round(detect_s, 3), time_to_rollback_ms=rollback_ms,
            reads_total=len(reads), reads_on_degraded=on_degraded, failed_reads=failed, mixed_reads=mixed,
            wall_s=0.0, failures=failures)
    finally:
        if store.get_canary(sandbox) is not None:  # an error above: never leave the sandbox weighted
            store.swap_alias(sandbox, original, reason=f"canary drill {drill_id}: cleanup", kind="canary_abort")
        store.drop_version(degraded, force=True)
    outcome.wall_s = round(time.perf_counter() - started, 3)
    audit.append("drill", actor_id=who(), index_version=original, policy_hash=policy.digest(),
                 decision="passed" if outcome.ok else "failed",
                 details={k: v for k, v in outcome.to_dict().items() if k != "ok"} | {"drill_id": drill_id,
                                                                                      "mode": "canary"})
    return outcome

