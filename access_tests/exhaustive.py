"""The exhaustive proof over one index version: every chunk every actor can reach, checked.

Rules (:func:`exhaustive_proof`):

* For every actor of the policy (tenant × role), every chunk that the built-in retriever's
  authorization filter admits is enumerated with ``Store.scroll`` and that very filter
  (:func:`kbgate.retrieval.retriever.authorization_filter`, the one ``QdrantRetriever.query`` uses),
  and each is judged against the truth by its ``doc_id@version``. This is a proof over the
  whole version, not a sample: zero leaks here means zero.
* Deletion: ``Store.count`` with a ``doc_id`` filter (and ``version`` when the deletion
  names one or the manifest withdrew one version) must be zero for every deleted document;
  a deleted document still in the index is a leak with channel ``index`` for every actor
  (``*``), whatever its payload ACL says.
* A payload without a ``doc_id`` known to the manifest is unattributable; an admitted chunk
  of a document ingest would keep out is a ``STALE_SERVED`` warning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from access_tests.judge import Judge, Leak, actor_name
from kbgate.retrieval.retriever import authorization_filter

FIELDS = ["chunk_id", "doc_id", "version"]


@dataclass
class ExhaustiveResult:
    """What the exhaustive proof found.

    Attributes:
        admitted: chunks the filter admitted, per actor (``tenant/role``).
        leaks: one leak per actor and forbidden admitted chunk, plus deleted documents still indexed.
        deleted_counts: points per deleted document key (each must be 0).
        stale, unattributed: as in a probe run.
        points: points in the version.
    """

    admitted: dict[str, int] = field(default_factory=dict)
    leaks: list[Leak] = field(default_factory=list)
    deleted_counts: dict[str, int] = field(default_factory=dict)
    stale: set[tuple[str, str]] = field(default_factory=set)
    unattributed: set[tuple[str, str]] = field(default_factory=set)
    points: int = 0


def _deleted_filter(key: str) -> dict:
    doc_id, _, version = key.partition("@")
    must = [{"key": "doc_id", "match": {"value": doc_id}}]
    if version:
        must.append({"key": "version", "match": {"value": version}})
    return {"must": must}


def exhaustive_proof(store, version: str, judge: Judge, *, deleted: set[str] | None = None,
                     on_actor: Callable[[str], None] | None = None) -> ExhaustiveResult:
    """Prove (or refute) zero unauthorized chunks on ``version`` of ``store`` (see the module rules).

    Args:
        store: an open :class:`kbgate.store.Store`.
        version: a resolved index version name.
        judge: the judge holding the truth.
        deleted: the deletion list's entries (``doc_id`` or ``doc_id@version``); withdrawn
            documents of the manifest are always included.
        on_actor: called with each actor's name when its enumeration is done.
    """
    truth, policy = judge.truth, judge.truth.policy
    out = ExhaustiveResult(points=store.count(version))
    for actor in truth.actors:
        name = actor_name(actor)
        n = 0
        for p in store.scroll(version, authorization_filter(actor, policy), FIELDS):
            n += 1
            doc_id, ver, chunk_id = p.get("doc_id"), p.get("version"), str(p.get("chunk_id"))
            key = f"{doc_id}@{ver}" if f"{doc_id}@{ver}" in truth.docs else doc_id
            if key is None or not truth.find(doc_id):
                out.unattributed.add((chunk_id, "payload doc_id unknown to the manifest"))
                continue
            kind = judge.leak_kind(actor, key)
            if kind is not None:
                tenant, level = judge.describe(key)
                out.leaks.append(Leak(name, kind, "exhaustive", "scroll", None, chunk_id, key, tenant, level,
                                      "chunks"))
            elif key in judge.corpus.stale:
                out.stale.add((chunk_id, key))
        out.admitted[name] = n
        if on_actor:
            on_actor(name)
    listed = set(deleted or ())
    for key in sorted(listed | {d.key for d in truth.deleted if d.doc_id not in listed}):
        n = store.count(version, _deleted_filter(key))
        out.deleted_counts[key] = n
        if n:
            tenant, level = judge.describe(key)
            out.leaks.append(Leak("*", "deleted", "exhaustive", "count", None, f"{key} ({n} chunks)", key, tenant,
                                  level, "index"))
    return out
