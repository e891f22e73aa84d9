"""The versions under test (sides) and the queries run on them: every case, and its perturbed variants."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from kbgate.errors import InputError, KbgateError
from kbgate.evalset import EvalCase
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor, RetrievedChunk


@dataclass
class CaseRun:
    """One case on one version: what came back, how long it took, or the error."""

    chunks: list[RetrievedChunk] | None
    candidates: list[RetrievedChunk] = field(default_factory=list)
    latency_ms: float = 0.0
    answer: str | None = None
    citations: list[str] | None = None
    error: str | None = None


@dataclass
class Side:
    """One version under test."""

    role: str
    version: str | None
    fingerprint: str | None
    retriever: object
    runs: list[CaseRun] = field(default_factory=list)
    #: single timed queries of a sample of the cases when ``runs`` came in batches (their latency is
    #: a batch's share, not a query's); ``None``: the latencies of ``runs`` are single queries
    latency_runs: list[CaseRun] | None = None


def retrieve(retriever, query: str, actor: Actor, top_k: int, history: list[dict] | None = None) -> CaseRun:
    """Ask ``retriever`` once as ``actor``; a retrieval error is kept in the run, never raised."""
    from kbgate.retrieval.retriever import ask

    started = time.perf_counter()
    try:
        res = ask(retriever, query, actor, top_k, history)
    except KbgateError as exc:
        return CaseRun(None, latency_ms=(time.perf_counter() - started) * 1000, error=str(exc))
    return _case_run(res, (time.perf_counter() - started) * 1000, top_k)


def _case_run(res, ms: float, top_k: int) -> CaseRun:
    return CaseRun(list(res.chunks[:top_k]), list(res.candidates or res.chunks), ms, res.answer, res.citations)


def retrieve_many(retriever, asks: list[tuple[str, Actor, list[dict] | None]], top_k: int) -> list[CaseRun]:
    """One run per ``(query, actor, history)``: one batched search when the retriever takes batches
    (``retrieve_batch``: kbgate's own store), each run's latency its share of the batch; otherwise one
    :func:`retrieve` each. A batch that fails is asked again one query at a time, so an error stays with
    the query that caused it."""
    if len(asks) < 2 or not hasattr(retriever, "retrieve_batch"):
        return [retrieve(retriever, q, a, top_k, h) for q, a, h in asks]
    started = time.perf_counter()
    try:
        results = retriever.retrieve_batch(asks, top_k)
    except KbgateError:
        return [retrieve(retriever, q, a, top_k, h) for q, a, h in asks]
    ms = (time.perf_counter() - started) * 1000 / len(asks)
    return [_case_run(res, ms, top_k) for res in results]


def case_history(case: EvalCase) -> list[dict]:
    """The case's earlier turns, as the retriever takes them."""
    return [t.model_dump() for t in case.history]


def _resolve(store, ref: str, what: str) -> tuple[str, str | None]:
    from kbgate.errors import StoreError

    try:
        version = store.resolve(ref)
        info = store.version_info(version)
    except StoreError as exc:
        raise InputError(f"--{what} {ref}: {exc}") from None
    if not info.complete:
        raise InputError(f"--{what} {ref}: index version '{version}' is incomplete (its build was interrupted); "
                         "rebuild it with `kbgate ingest` and gate the new version")
    return version, info.fingerprint


def build_sides(store, policy: Policy, candidate: str, baseline: str | None, targets) -> list[Side]:
    """The candidate (and baseline) versions with their retrievers: the store's, or targets (an HTTP URL or a
    retriever object each; without a store the refs are only labels)."""
    refs = [("candidate", candidate)] + ([("baseline", baseline)] if baseline else [])
    sides = []
    for n, (role, ref) in enumerate(refs):
        version, fingerprint = _resolve(store, ref, role) if store is not None else (ref, None)
        if targets:
            from kbgate.targets.open import open_target

            retriever = open_target(targets[n], f"{role} target")[0] if isinstance(targets[n], str) else targets[n]
        else:
            from kbgate.targets.open import open_store_target

            retriever = open_store_target(store, version, policy)
        sides.append(Side(role, version, fingerprint, retriever))
    return sides


def _asks(cases: list[EvalCase]) -> list[tuple[str, Actor, list[dict]]]:
    return [(c.query, Actor(c.tenant_id, c.actor_role), case_history(c)) for c in cases]


def run_cases(sides: list[Side], cases: list[EvalCase], top_k: int, progress, batch: int = 1,
              latency_sample: int = 200, release=None) -> None:
    """Query every case on every side, ``batch`` cases at a time.

    One query at a time (``batch`` 1, or a target that takes no batches), the sides alternate which
    goes first, case by case: each run's latency is its own. With ``batch`` > 1 and sides that take
    batches (kbgate's own store), each side answers every case in batched searches, the baseline
    first, and ``release(side)`` lets go of its version before the next side opens its own (on
    Edge, its mapped index files: one version at a time, never two). The candidate stays open for
    what reads it next. Their latency figures then come from ``latency_sample`` cases spread over
    the set, asked again one query at a time by each side right after its batched answers, while
    its version is open and warm (:attr:`Side.latency_runs`).
    """
    wrap = progress or (lambda items, **_: items)
    if batch > 1 and cases and any(hasattr(s.retriever, "retrieve_batch") for s in sides):
        release = release or (lambda _side: None)
        for side in sides:  # what an earlier step left open (the access proof's staging version)
            release(side)
        sample = _asks(cases[::max(1, len(cases) // max(1, latency_sample))][:latency_sample])
        for n, side in enumerate(sides[::-1]):
            pending: list[EvalCase] = []
            for i, case in enumerate(wrap(cases, label=f"Gating ({side.role})", length=len(cases))):
                pending.append(case)
                if len(pending) == batch or i == len(cases) - 1:
                    side.runs.extend(_kept(side, retrieve_many(side.retriever, _asks(pending), top_k)))
                    pending = []
            # the sample right after the side's own batched answers, while its pages are mapped; asked once
            # untimed first, so that neither side pays the single-query path's first calls in its figures
            for _ in range(2):  # the first pass's figures are replaced by the second's
                side.latency_runs = [retrieve(side.retriever, query, actor, top_k, history)
                                     for query, actor, history in sample]
            if n < len(sides) - 1:
                release(side)
        return
    for i, case in enumerate(wrap(cases, label="Gating", length=len(cases))):
        asks = _asks([case])
        for side in (sides if i % 2 == 0 else sides[::-1]):
            side.runs.extend(_kept(side, retrieve_many(side.retriever, asks, top_k)))


def _kept(side: Side, runs: list[CaseRun]) -> list[CaseRun]:
    """``runs`` as ``side`` keeps them. Only the candidate's runs are diagnosed, so another side keeps its top-k
    chunks and lets the rest of its candidates go (50 hits with their payloads a case, 2 x 340 MiB for 2,000
    cases: what the gate held most of)."""
    if side.role != "candidate":
        for run in runs:
            run.candidates = list(run.chunks or [])
    return runs


def run_perturbed(side: Side, cases: list[EvalCase], top_k: int, seed: int, batch: int = 1) -> dict[str, list[CaseRun]]:
    """Each perturbation rule's runs on ``side``; an unchanged query reuses the original run."""
    from version_gate.perturb import variants

    slots: list[tuple[str, CaseRun | None]] = []
    asks = []
    for case, original in zip(cases, side.runs, strict=True):
        actor = Actor(case.tenant_id, case.actor_role)
        for rule, query in variants(case.query, seed).items():
            if query == case.query:
                slots.append((rule, original))
            else:
                slots.append((rule, None))
                asks.append((query, actor, case_history(case)))
    step = max(1, batch)
    runs = [run for start in range(0, len(asks), step) for run in retrieve_many(side.retriever, asks[start:start + step],
                                                                               top_k)]
    fresh = iter(runs)
    out: dict[str, list[CaseRun]] = {}
    for rule, run in slots:
        out.setdefault(rule, []).append(run if run is not None else next(fresh))
    return out
