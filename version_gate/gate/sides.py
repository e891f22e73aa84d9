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


def retrieve(retriever, query: str, actor: Actor, top_k: int, history: list[dict] | None = None) -> CaseRun:
    """Ask ``retriever`` once as ``actor``; a retrieval error is kept in the run, never raised."""
    from kbgate.retrieval.retriever import ask

    started = time.perf_counter()
    try:
        res = ask(retriever, query, actor, top_k, history)
    except KbgateError as exc:
        return CaseRun(None, latency_ms=(time.perf_counter() - started) * 1000, error=str(exc))
    ms = (time.perf_counter() - started) * 1000
    return CaseRun(list(res.chunks[:top_k]), list(res.candidates or res.chunks), ms, res.answer,
                   res.citations)


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


def run_cases(sides: list[Side], cases: list[EvalCase], top_k: int, progress) -> None:
    """Query every case on every side, case by case, alternating which side goes first."""
    wrap = progress or (lambda items, **_: items)
    for i, case in enumerate(wrap(cases, label="Gating", length=len(cases))):
        actor = Actor(case.tenant_id, case.actor_role)
        for side in (sides if i % 2 == 0 else sides[::-1]):
            side.runs.append(retrieve(side.retriever, case.query, actor, top_k, case_history(case)))


def run_perturbed(side: Side, cases: list[EvalCase], top_k: int, seed: int) -> dict[str, list[CaseRun]]:
    """Each perturbation rule's runs on ``side``; an unchanged query reuses the original run."""
    from version_gate.perturb import variants

    out: dict[str, list[CaseRun]] = {}
    for case, original in zip(cases, side.runs, strict=True):
        actor = Actor(case.tenant_id, case.actor_role)
        for rule, query in variants(case.query, seed).items():
            run = original if query == case.query else retrieve(side.retriever, query, actor, top_k,
                                                                case_history(case))
            out.setdefault(rule, []).append(run)
    return out
