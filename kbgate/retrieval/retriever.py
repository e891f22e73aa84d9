"""Retrieval types and the built-in Qdrant retriever.

The types here (:class:`Actor`, :class:`RetrievedChunk`, :class:`RetrievalResult`,
:class:`Retriever`) are shared by every retriever, including the HTTP retriever in
``kbgate.targets.http`` that tests a user's own RAG service (import it from there;
this module does not import it, so the two never import each other).
"""

from __future__ import annotations

import hashlib
import inspect
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from kbgate.retrieval.embedding import make_dense_embedder

if TYPE_CHECKING:
    from kbgate.policy import Policy
    from kbgate.store import Store


@dataclass(frozen=True)
class Actor:
    """Who asks: the tenant, the role and (optionally) the user id and the groups the user is in."""

    tenant_id: str
    role: str
    user_id: str | None = None
    groups: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "groups", tuple(sorted(set(self.groups))))

    def to_dict(self) -> dict:
        return {"tenant_id": self.tenant_id, "role": self.role, "user_id": self.user_id, "groups": list(self.groups)}


@dataclass
class RetrievedChunk:
    """One chunk returned by a retriever.

    ``doc_id`` may be ``None`` when a system under test does not report it; kbgate
    then attributes the chunk by its text fingerprint.
    """

    chunk_id: str
    doc_id: str | None
    version: str | None
    text: str
    score: float
    payload: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {
            "chunk_id": self.chunk_id,
            "doc_id": self.doc_id,
            "version": self.version,
            "text": self.text,
            "score": self.score,
        }


#: the top-level fields of a protocol response with a meaning of their own; any other is ``extra``
RESPONSE_FIELDS = frozenset({"chunks", "candidates", "index_version", "answer", "citations", "request_id"})


@dataclass
class RetrievalResult:
    """What one query returned.

    Attributes:
        chunks: the top-k chunks, best first.
        candidates: everything the retriever considered before cutting to top-k
            (for the built-in retriever: all hits of the filtered candidate search).
        index_version: the index version that answered (an alias is resolved once per query).
        answer: a generated answer, if the system under test returned one.
        citations: chunk ids the answer cites, if any.
        filter_expression: the authorization filter applied, as a plain dict (for audit).
        arm: ``baseline`` or ``candidate`` when a weighted alias (a canary) answered, else ``None``.
        alias: that weighted alias (``None`` off canary).
        extra: any other top-level field of a protocol response (``sources``, ``related``, ...),
            as sent; the access test scans them (see :data:`RESPONSE_FIELDS`).
    """

    chunks: list[RetrievedChunk]
    candidates: list[RetrievedChunk] = field(default_factory=list)
    index_version: str | None = None
    answer: str | None = None
    citations: list[str] | None = None
    filter_expression: dict[str, Any] | None = None
    arm: str | None = None
    alias: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def canary_details(self, latency_ms: float, refused: bool = False) -> dict:
        """What a canary analysis needs of one served query (no query text): arm, latency, results, top score."""
        return {"alias": self.alias, "arm": self.arm, "version": self.index_version, "latency_ms": round(latency_ms, 3),
                "results": len(self.chunks), "top_score": self.chunks[0].score if self.chunks else None,
                "refused": refused}

    def to_dict(self) -> dict:
        return {
            "chunks": [c.to_dict() for c in self.chunks],
            "candidates": [c.to_dict() for c in self.candidates],
            "index_version": self.index_version,
            "answer": self.answer,
            "citations": self.citations,
            **{k: v for k, v in self.extra.items() if k not in RESPONSE_FIELDS},
        }


@runtime_checkable
class Retriever(Protocol):
    """Anything that answers a query for an actor.

    A retriever that answers follow-ups also takes ``history``: the earlier turns,
    ``[{"role": "user"|"assistant", "content": ...}]`` (see :func:`ask`).
    """

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult: ...


def ask(retriever: Retriever, query: str, actor: Actor, top_k: int = 10,
        history: Sequence[Mapping] | None = None) -> RetrievalResult:
    """``retriever.retrieve(...)``, passing ``history`` only when there is one and the retriever
    takes it.

    A retriever without a ``history`` parameter answers the follow-up alone, as a single-turn
    RAG service ignores a field it does not know; the gate then shows what that costs
    (``QUERY_REWRITE`` root causes on multi-turn cases).
    """
    if history and "history" in inspect.signature(retriever.retrieve).parameters:
        return retriever.retrieve(query, actor, top_k=top_k, history=history)
    return retriever.retrieve(query, actor, top_k=top_k)


def bucket_key(actor: Actor) -> str:
    """The key a weighted alias buckets ``actor`` by: the user id, else a hash of tenant and role.

    The same user always lands in the same canary arm (see :func:`kbgate.store.canary_arm`).
    """
    if actor.user_id:
        return f"user:{actor.user_id}"
    return "actor:" + hashlib.sha256(f"{actor.tenant_id}\x00{actor.role}".encode()).hexdigest()[:32]


def authorization_filter(actor: Actor, policy: Policy | None = None) -> dict:
    """The filter a query must run under, built from the actor before the search.

    It requires ``tenant_id == actor.tenant_id`` AND that the actor matches one of the
    chunk's grants: ``allowed_roles`` containing ``actor.role`` (``MatchAny([role])``), or,
    for an actor with a user id or groups, ``allowed_users`` containing the user id or
    ``allowed_groups`` containing one of the groups (``should``: at least one). An actor with
    a user id also gets ``must_not: denied_users`` containing it. With a policy it also
    requires the chunk's ``classification`` to be a level the role is cleared for.

    Empty ACL means deny: a chunk whose ``allowed_roles`` (and user and group lists) are
    ``[]``, missing or null matches no ``MatchAny`` condition, so nobody retrieves it (tested in
    tests/test_retriever.py). The grants are positive conditions on purpose: an empty array
    passes ``must_not`` conditions, and ``MatchExcept`` on an array matches when *any*
    element is outside the list, so neither can express "the role is allowed"; only the
    denial, where a missing list must pass, is a ``must_not``. A role unknown to the policy
    is cleared for no level, and ``MatchAny([])`` matches nothing, so such an actor sees nothing.

    This is the one place an actor becomes a store filter; with a policy it admits exactly
    the chunks :func:`kbgate.acl.leak_kind` lets the actor read, judged on the payload
    (:meth:`kbgate.acl.DocAccess.from_payload`; tests/test_acl_property.py checks both agree).

    Returns:
        A filter dict in Qdrant's REST JSON shape (also what audit records store). An actor
        without user id or groups gets the same filter as before user and group ACLs existed.
    """
    grants: list[dict] = [{"key": "allowed_roles", "match": {"any": [actor.role]}}]
    if actor.user_id is not None:
        grants.append({"key": "allowed_users", "match": {"any": [actor.user_id]}})
    if actor.groups:
        grants.append({"key": "allowed_groups", "match": {"any": list(actor.groups)}})
    must: list[dict] = [{"key": "tenant_id", "match": {"value": actor.tenant_id}}]
    if len(grants) == 1:
        must.extend(grants)
    if policy is not None:
        role = policy.roles.get(actor.role)
        levels = []
        if role is not None:
            rank = policy.level_rank(role.clearance)
            levels = [lvl for lvl in policy.classification_levels if policy.level_rank(lvl) <= rank]
        must.append({"key": "classification", "match": {"any": levels}})
    out: dict = {"must": must}
    if len(grants) > 1:
        out["should"] = grants
    if actor.user_id is not None:
        out["must_not"] = [{"key": "denied_users", "match": {"any": [actor.user_id]}}]
    return out


class QdrantRetriever:
    """The built-in retriever over a kbgate store, with filter-before-search.

    The authorization filter (see :func:`authorization_filter`) is part of the
    search request, so unauthorized chunks are never scored, never returned and
    never counted among the candidates. An alias is resolved once per query, so a
    query never mixes two versions even while the alias is being swapped. A weighted
    alias (a canary) is resolved for the actor's bucket (:func:`bucket_key`): the same
    user always gets the same arm, and the result names it (``arm``).

    Example:
        >>> r = QdrantRetriever(open_store(".kbgate/store"), "kb")  # doctest: +SKIP
        >>> r.retrieve("退款规则", Actor("acme", "support_agent"), top_k=5)  # doctest: +SKIP
    """

    def __init__(
        self,
        store: Store,
        version_or_alias: str,
        policy: Policy | None = None,
        candidate_limit: int = 50,
        dense: Any = None,
    ):
        """
        Args:
            store: an open store.
            version_or_alias: an index version name or an alias.
            policy: optional policy; adds the classification clearance to the filter.
            candidate_limit: how many filtered hits to consider before cutting to top-k.
            dense: optional ``embedding`` config or vector function; makes queries hybrid
                when the version holds dense vectors.
        """
        self.store = store
        self.target = version_or_alias
        self.policy = policy
        self.candidate_limit = candidate_limit
        self.dense = make_dense_embedder(dense) if dense is not None else None
        self._has_dense: dict[str, bool] = {}

    def retrieve(self, query: str, actor: Actor, top_k: int = 10,
                 history: Sequence[Mapping] | None = None) -> RetrievalResult:
        """Search for ``query`` as ``actor``; a follow-up is first resolved against ``history``
        by the baseline rewrite (:func:`kbgate.retrieval.rewrite.rewrite_follow_up`)."""
        return self.retrieve_batch([(query, actor, history)], top_k)[0]

    def retrieve_batch(self, requests: Sequence[tuple[str, Actor, Sequence[Mapping] | None]],
                       top_k: int = 10) -> list[RetrievalResult]:
        """:meth:`retrieve` for each ``(query, actor, history)``, in order, as one batched search per
        version (:meth:`kbgate.store.Store.query_batch`).

        Each request is resolved on its own (an alias once per request, a canary per actor), so
        a batch may span versions; each keeps its own authorization filter. The results equal
        one :meth:`retrieve` per request (tests/test_store_batch.py).
        """
        from kbgate.retrieval.rewrite import rewrite_follow_up
        from kbgate.store.base import Search

        planned = []
        for query, actor, history in requests:
            version, arm = self.store.resolve_for(self.target, bucket_key(actor))
            planned.append((rewrite_follow_up(query, history), version, arm, authorization_filter(actor, self.policy)))
        dense_at = [i for i, p in enumerate(planned) if self.dense is not None and self._version_has_dense(p[1])]
        dense_vecs = dict(zip(dense_at, self.dense([planned[i][0] for i in dense_at]), strict=True)) if dense_at else {}
        by_version: dict[str, list[tuple[int, Search]]] = {}
        for i, (query, version, _, flt) in enumerate(planned):
            by_version.setdefault(version, []).append(
                (i, Search(query, dense=dense_vecs.get(i), filter=flt, limit=max(top_k, self.candidate_limit))))
        hits: list = [None] * len(planned)
        for version, searches in by_version.items():
            for (i, _), found in zip(searches, self.store.query_batch(version, [s for _, s in searches]), strict=True):
                hits[i] = found
        return [self._result(found, version, arm, flt, top_k)
                for found, (_, version, arm, flt) in zip(hits, planned, strict=True)]

    def _result(self, hits: list, version: str, arm: str | None, flt: dict, top_k: int) -> RetrievalResult:
        candidates = [
            RetrievedChunk(
                chunk_id=h.payload.get("chunk_id") or h.id,
                doc_id=h.payload.get("doc_id"),
                version=h.payload.get("version"),
                text=h.payload.get("text", ""),
                score=h.score,
                payload=h.payload,
            )
            for h in hits
        ]
        return RetrievalResult(
            chunks=candidates[:top_k], candidates=candidates, index_version=version, filter_expression=flt, arm=arm,
            alias=self.target if arm else None,
        )

    def _version_has_dense(self, version: str) -> bool:
        if version not in self._has_dense:
            self._has_dense[version] = bool(self.store.version_info(version).dense_size)
        return self._has_dense[version]
