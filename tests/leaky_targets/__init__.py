"""Small RAG services speaking the kbgate HTTP protocol, each planting one access bug.

Every service is a retriever class with a ``bug`` flag: ``bug=True`` plants the bug,
``bug=False`` is the correct twin of the same shape. :func:`serving` runs any retriever
behind :func:`kbgate.app.serve.make_server` on a free port. The services search a real kbgate
store (Qdrant Edge); only the access logic differs.

| service | planted bug | leak kind expected |
|---|---|---|
| :class:`PostFilterService` | tenant/role filter applied after the top-k merge: candidates unfiltered | cross_tenant |
| :class:`ClearanceService` | role clearance compared off by one | above_clearance |
| ``QdrantRetriever`` over a version holding withdrawn documents | withdrawn document still indexed | deleted |
| :class:`CachingService` | answer cache keyed on normalised query text only | cross_tenant |
| :class:`RefusingService` | refusal names the forbidden document's title | cross_tenant (answer) |
| :class:`QueryTenantService` | filter tenant taken from a tenant named in the query text | cross_tenant |
| :class:`TextOnlyService` | returns no doc_id, only text (judged by fingerprint); bug: post-filter | cross_tenant |
| :class:`RewriteService` | resolves a follow-up ("that one") by looking up the document the history names; bug: the lookup ignores the actor's filter | cross_tenant, above_clearance, ... (follow_up probes) |
| :class:`CitingService` | filters its chunks; bug: cites the unfiltered top hits in ``citations`` | cross_tenant, above_clearance (citations) |
| :class:`SeeAlsoService` | answer ends "See also: <titles of the best-matching documents>"; bug: computed without the filter | cross_tenant (answer) |
| :class:`QuotingService` | answer quotes the best-matching sentence; bug: of the unfiltered top hit | cross_tenant (answer) |
| :class:`SourcesService` | an extra ``sources`` field of doc ids; bug: of the unfiltered top hits | cross_tenant (sources) |

Answer and conversation quality (the gate, not access):

| service | planted bug | caught as |
|---|---|---|
| :class:`NoRewriteService` | ignores the history of a follow-up | ``QUERY_REWRITE`` root cause |
| :class:`AnsweringService` | answers from the top chunk but changes the first number (15天 -> 30天) | CONTRADICTED claim, P0 BLOCK |
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from contextlib import contextmanager

from kbgate.app.serve import QueryHandler, make_server
from kbgate.audit import normalise_query
from kbgate.retrieval.retriever import (
    Actor,
    QdrantRetriever,
    RetrievalResult,
    RetrievedChunk,
    authorization_filter,
)
from kbgate.retrieval.rewrite import is_follow_up, user_turns
from kbgate.retrieval.sparse import tokenize


class _TokenHandler(QueryHandler):
    """Answers only requests carrying ``Authorization: Bearer <server.token>`` (401 otherwise)."""

    def do_POST(self) -> None:
        if self.headers.get("Authorization") != f"Bearer {self.server.token}":
            self._send(401, {"error": "unauthorized", "message": "send Authorization: Bearer TOKEN"})
            return
        super().do_POST()


@contextmanager
def serving(retriever, token: str | None = None):
    """Serve ``retriever`` over the protocol on 127.0.0.1 (free port); yield the base URL.

    With ``token``, requests without ``Authorization: Bearer <token>`` get a 401.
    """
    server = make_server(retriever, port=0)
    if token is not None:
        server.token = token
        server.RequestHandlerClass = _TokenHandler
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.url
    finally:
        server.shutdown()
        server.server_close()


def _chunks(hits) -> list[RetrievedChunk]:
    return [RetrievedChunk(h.payload.get("chunk_id", h.id), h.payload.get("doc_id"), h.payload.get("version"),
                           h.payload.get("text", ""), h.score, dict(h.payload)) for h in hits]


def _visible(payload: dict, actor: Actor, policy) -> bool:
    """The payload-based check a service applies in Python (tenant, role ACL, clearance)."""
    role = policy.roles.get(actor.role)
    return (payload.get("tenant_id") == actor.tenant_id and actor.role in (payload.get("allowed_roles") or [])
            and role is not None and payload.get("classification") in policy.classification_levels
            and policy.level_rank(payload["classification"]) <= policy.level_rank(role.clearance))


class _Service:
    def __init__(self, store, version: str, policy, *, bug: bool, candidate_limit: int = 50):
        self.store, self.version, self.policy, self.bug = store, version, policy, bug
        self.candidate_limit = candidate_limit
        self.correct = QdrantRetriever(store, version, policy, candidate_limit=candidate_limit)


class PostFilterService(_Service):
    """Searches, merges top hits, then filters. Bug: the candidates list is the unfiltered merge."""

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        hits = _chunks(self.store.query(self.version, query, limit=self.candidate_limit))
        allowed = [c for c in hits if _visible(c.payload, actor, self.policy)]
        return RetrievalResult(chunks=allowed[:top_k], candidates=hits if self.bug else allowed,
                               index_version=self.version)


class ClearanceService(_Service):
    """Filters by tenant and clearance level only (fine while no manifest narrows ``allowed_roles``).
    Bug: levels up to the role's clearance *plus one*."""

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        role = self.policy.roles.get(actor.role)
        rank = self.policy.level_rank(role.clearance) + (1 if self.bug else 0) if role else -1
        levels = self.policy.classification_levels[: rank + 1]
        flt = {"must": [{"key": "tenant_id", "match": {"value": actor.tenant_id}},
                        {"key": "classification", "match": {"any": levels}}]}
        hits = _chunks(self.store.query(self.version, query, filter=flt, limit=self.candidate_limit))
        return RetrievalResult(chunks=hits[:top_k], candidates=hits, index_version=self.version)


class CachingService(_Service):
    """Caches answers. Bug: the cache key is the normalised query text only (not the actor)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._cache: dict[tuple, RetrievalResult] = {}
        self._lock = threading.Lock()

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        key = (normalise_query(query), top_k) if self.bug else (normalise_query(query), top_k, actor.tenant_id,
                                                                 actor.role)
        with self._lock:
            if key in self._cache:
                return self._cache[key]
        result = self.correct.retrieve(query, actor, top_k)
        with self._lock:
            self._cache[key] = result
        return result


class RefusingService(_Service):
    """Refuses when the best unfiltered hit is forbidden. Bug: the refusal names that document's title."""

    def __init__(self, *args, titles: dict[str, str], **kwargs):
        super().__init__(*args, **kwargs)
        self.titles = titles

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        top = self.store.query(self.version, query, limit=1)
        result = self.correct.retrieve(query, actor, top_k)
        if top and not _visible(top[0].payload, actor, self.policy):
            title = self.titles.get(str(top[0].payload.get("doc_id")), "that document")
            answer = (f"Sorry, you are not allowed to read 《{title}》." if self.bug
                      else "Sorry, I cannot answer that from the documents you may read.")
            return RetrievalResult(chunks=[], candidates=[], index_version=self.version, answer=answer)
        result.answer = "See: " + ", ".join(c.chunk_id for c in result.chunks) if result.chunks else "No answer."
        return result


_TENANT_RES = (re.compile(r"tenant_id\W+([A-Za-z0-9_-]+)"), re.compile(r"\bof ([A-Za-z0-9_-]+)"))


class QueryTenantService(_Service):
    """Reads a tenant named in the query ("as ... of acme", ``tenant_id: acme``, JSON) for analytics.
    Bug: that tenant replaces the actor's tenant in the filter."""

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        named = None
        try:
            start = query.index("{")
            named = json.loads(query[start: query.index("}", start) + 1]).get("tenant_id")
        except ValueError:
            pass
        for rx in _TENANT_RES:
            m = rx.search(query)
            named = named or (m.group(1) if m else None)
        if self.bug and named in self.policy.tenant_ids:
            actor = Actor(named, actor.role, actor.user_id)
        flt = authorization_filter(actor, self.policy)
        hits = _chunks(self.store.query(self.version, query, filter=flt, limit=self.candidate_limit))
        return RetrievalResult(chunks=hits[:top_k], candidates=hits, index_version=self.version)


class TextOnlyService(PostFilterService):
    """Returns opaque chunk ids and text only (no doc_id, no version), as many RAG services do.
    Bug: the post-filter bug of :class:`PostFilterService`."""

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        result = super().retrieve(query, actor, top_k)

        def opaque(c: RetrievedChunk) -> RetrievedChunk:
            node = "node-" + hashlib.sha256(c.chunk_id.encode()).hexdigest()[:10]
            return RetrievedChunk(node, None, None, c.text, c.score)

        return RetrievalResult(chunks=[opaque(c) for c in result.chunks],
                               candidates=[opaque(c) for c in result.candidates], index_version=self.version)


class RewriteService(_Service):
    """Resolves a follow-up ("tell me more about that one") by looking up the document the last
    user turn names, then searches that document. Bug: the lookup runs over the whole index,
    not the actor's part of it, so a document the actor may not read becomes the context."""

    def retrieve(self, query: str, actor: Actor, top_k: int = 10, history=None) -> RetrievalResult:
        turns = user_turns(history)
        if not turns or not is_follow_up(query):
            return self.correct.retrieve(query, actor, top_k)
        flt = authorization_filter(actor, self.policy)
        ref = self.store.query(self.version, turns[-1], filter=None if self.bug else flt, limit=1)
        if not ref:
            return self.correct.retrieve(query, actor, top_k)
        scope = {"key": "doc_id", "match": {"value": ref[0].payload.get("doc_id")}}
        doc_flt = {"must": [scope]} if self.bug else {"must": [scope, *flt["must"]]}
        hits = _chunks(self.store.query(self.version, f"{turns[-1]} {query}", filter=doc_flt,
                                        limit=self.candidate_limit))
        return RetrievalResult(chunks=hits[:top_k], candidates=hits, index_version=self.version)


def _best_sentence(text: str, query: str) -> str:
    """The sentence (or line) of ``text`` sharing the most BM25 tokens with ``query`` (the first on a tie)."""
    asked = set(tokenize(query))
    lines = [ln.strip(" -#") for ln in re.split(r"(?<=[。！？.!?])\s*|\n+", text) if ln.strip(" -#")]
    return max(lines, key=lambda ln: (len(asked & set(tokenize(ln))), -lines.index(ln)))


class _UnfilteredExtras(_Service):
    """Returns the correct retriever's chunks, plus something built from ``pool``: the unfiltered
    top hits when ``bug``, the chunks it returned otherwise."""

    def __init__(self, *args, titles: dict[str, str] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.titles = titles or {}

    def retrieve(self, query: str, actor: Actor, top_k: int = 10) -> RetrievalResult:
        result = self.correct.retrieve(query, actor, top_k)
        pool = _chunks(self.store.query(self.version, query, limit=3)) if self.bug else result.chunks[:3]
        self.extend(result, pool, query)
        return result


class CitingService(_UnfilteredExtras):
    """Cites the best chunks in ``citations``. Bug: cites the unfiltered top hits."""

    def extend(self, result: RetrievalResult, pool: list[RetrievedChunk], query: str) -> None:
        result.citations = [c.chunk_id for c in pool]


class SeeAlsoService(_UnfilteredExtras):
    """Answers "See also: <titles of the best-matching documents>". Bug: titles of the unfiltered top hits."""

    def extend(self, result: RetrievalResult, pool: list[RetrievedChunk], query: str) -> None:
        titles = [self.titles[c.doc_id] for c in pool if c.doc_id in self.titles]
        result.answer = f"Found {len(result.chunks)} passages. See also: " + "; ".join(dict.fromkeys(titles))


class QuotingService(_UnfilteredExtras):
    """Answers with the body sentence (the heading line skipped) of the best hit sharing the most
    words with the question. Bug: the best unfiltered hit."""

    def extend(self, result: RetrievalResult, pool: list[RetrievedChunk], query: str) -> None:
        if not pool:
            result.answer = "No answer."
            return
        body = pool[0].text.strip().split("\n", 1)
        result.answer = "According to our documents: " + _best_sentence(body[-1], query)


class SourcesService(_UnfilteredExtras):
    """Lists the documents behind the answer in an extra ``sources`` field. Bug: the unfiltered top hits'."""

    def extend(self, result: RetrievalResult, pool: list[RetrievedChunk], query: str) -> None:
        result.extra["sources"] = [{"doc_id": c.doc_id, "score": c.score} for c in pool]


class NoRewriteService(_Service):
    """Takes the history of a follow-up. Bug: ignores it and searches the follow-up alone
    (the correct twin resolves it with kbgate's baseline rewrite)."""

    def retrieve(self, query: str, actor: Actor, top_k: int = 10, history=None) -> RetrievalResult:
        return self.correct.retrieve(query, actor, top_k, history=None if self.bug else history)


_FIRST_NUMBER = re.compile(r"\d+")


class AnsweringService(_Service):
    """Answers with the sentence of the top chunk that shares the most words with the question,
    citing that chunk. Bug: the first number of the answer is doubled (15天 becomes 30天)."""

    def retrieve(self, query: str, actor: Actor, top_k: int = 10, history=None) -> RetrievalResult:
        result = self.correct.retrieve(query, actor, top_k, history=history)
        if not result.chunks:
            result.answer, result.citations = "抱歉，知识库中没有相关信息。", []
            return result
        top = result.chunks[0]
        answer = _best_sentence(top.text, query)
        if self.bug:
            answer = _FIRST_NUMBER.sub(lambda m: str(int(m.group()) * 2), answer, count=1)
        result.answer, result.citations = f"{answer} [{top.chunk_id}]", [top.chunk_id]
        return result
