"""What the gate reads besides the versions: the eval set (a smoke sample of it), file hashes, ingest states."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from kbgate.errors import InputError
from kbgate.evalset import EvalCase, eval_set_digest, load_eval_meta, load_eval_set
from kbgate.reports import read_ingest_report


@dataclass
class EvalRun:
    """The eval set of one gate run: all its cases, the scored ones, its digest, rejected and pending cases."""

    meta: object
    all_cases: list[EvalCase]
    cases: list[EvalCase]
    digest: str
    rejected: list[str]
    pending: list[EvalCase]


def k_values(k, policy) -> list[int]:
    """The K values asked, sorted (default: the policy's ``gate_settings.k``), each from 1 to 100."""
    ks = sorted(set(k)) if k else list(policy.gate_settings.k)
    if any(x < 1 or x > 100 for x in ks):
        raise InputError(f"--k {','.join(map(str, ks))}: each K must be between 1 and 100")
    return ks


def check_actors(eval_path, cases: list[EvalCase], policy) -> None:
    """Refuse an eval set whose cases name a tenant or role the policy does not define."""
    unknown = [f"{c.case_id} ({c.tenant_id}:{c.actor_role})" for c in cases
               if c.tenant_id not in policy.tenant_ids or c.actor_role not in policy.roles]
    if unknown:
        raise InputError(f"eval set {eval_path}: {len(unknown)} case(s) name a tenant or role the policy does not "
                         f"define: {', '.join(unknown[:5])}; fix the cases or the policy")


def stratified_sample(cases: list[EvalCase], n: int, seed: int) -> list[EvalCase]:
    """About ``n`` cases, every stratum x risk group represented (at least one each), seeded."""
    rng = np.random.default_rng(seed)
    groups: dict[tuple, list[EvalCase]] = {}
    for c in cases:
        groups.setdefault((c.stratum, c.risk), []).append(c)
    keep: set[str] = set()
    for _, members in sorted(groups.items()):
        take = max(1, round(n * len(members) / max(1, len(cases))))
        for i in rng.choice(len(members), size=min(take, len(members)), replace=False):
            keep.add(members[int(i)].case_id)
    return [c for c in cases if c.case_id in keep]


def load_eval(eval_path: str, smoke: int | None, seed: int) -> EvalRun:
    """The eval set, its metadata and digest; rejected cases dropped, a smoke sample drawn.

    A case without ``knowledge_version`` takes the file's (metadata ``knowledge_version``, else
    ``effective_date``): the date on which stale versions are judged.
    """
    eval_file = Path(eval_path)
    meta = load_eval_meta(eval_file)
    default = meta.knowledge_version or (meta.effective_date.isoformat() if meta.effective_date else None)
    all_cases = [c if c.knowledge_version or not default else c.model_copy(update={"knowledge_version": default})
                 for c in load_eval_set(eval_file)]
    if not all_cases:
        raise InputError(f"eval set {eval_file} has no cases; add cases or pass another file")
    rejected = [c.case_id for c in all_cases if c.review and c.review.decision == "reject"]
    pending = [c for c in all_cases if c.review and c.review.decision == "pending"]
    cases = [c for c in all_cases if c.case_id not in set(rejected)]
    if smoke:
        cases = stratified_sample(cases, smoke, seed)
    return EvalRun(meta, all_cases, cases, eval_set_digest(eval_file), rejected, pending)


def file_hash(path: Path) -> str:
    """sha256 of the file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def manifest_hash(corpus: str) -> str | None:
    """sha256 of the corpus manifest (``manifest.jsonl``, else ``manifest.yaml``); ``None`` without one."""
    for name in ("manifest.jsonl", "manifest.yaml"):
        p = Path(corpus) / name
        if p.is_file():
            return file_hash(p)
    return None


def ingest_states(path: str) -> dict[str, list[dict]]:
    """Per doc_id, the ``{doc, state, codes}`` of every version in an ingest report."""
    docs = read_ingest_report(path).get("documents") or []
    out: dict[str, list[dict]] = {}
    for d in docs:
        out.setdefault(d.get("doc_id"), []).append({"doc": d.get("doc"), "state": d.get("state"),
                                                    "codes": d.get("codes") or []})
    return out
