"""Judging what a retriever returned for one actor: leaks, stale documents, unattributable chunks.

Rules (:class:`Judge`):

* Everything returned counts: ``chunks`` **and** ``candidates`` (a refusal that still lists
  a forbidden chunk among its candidates leaks). A chunk listed in both is judged once,
  in ``chunks``.
* A chunk is attributed by its ``doc_id@version``; a ``doc_id`` unknown to the corpus, or
  none at all, is attributed by its text fingerprint (:class:`kbgate.targets.http.Attributor`:
  exact normalised text, then containment). A version unknown to the manifest counts as
  "version unknown": the chunk leaks only when the actor may read no version of the document.
* An attributed chunk the truth forbids is a leak of the kind :func:`kbgate.acl.leak_kind`
  names. The index's payload labels (tenant, roles, classification) are never consulted.
* A chunk that cannot be attributed is reported (never counted as safe).
* An authorized chunk of a document ingest would keep out is a ``STALE_SERVED`` warning.
* ``citations`` are judged like chunks: a cited chunk id (a returned chunk's id, or a corpus
  chunk id), ``doc_id@version`` or ``doc_id`` the actor may not read is a leak (channel
  ``citations``). A citation of a chunk also returned is judged once, with that chunk; an id
  unknown to the corpus is not judged.
* The ``answer`` is judged against **every** document, through one index built per run
  (:class:`access_tests.evidence.TextIndex`: titles, distinctive phrases with codes and numbers
  with units, and a fingerprint of 12-word windows). A match is a leak of each document it
  names when the actor may read none of the documents holding it (a phrase an allowed
  document holds is no evidence) and the query (or its history) does not contain it (echoing
  the user's own words is not a leak).
* Every other top-level field of the response (``sources``, ``related``, ``metadata``, ...) is
  scanned: each string in it (dict keys included) that is a chunk id, ``doc_id@version`` or
  ``doc_id`` is judged like a citation, any other string like the answer; the channel is the
  field's name.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from access_tests.evidence import TextIndex, padded, words
from access_tests.probes import Probe
from access_tests.truth import AccessCorpus
from kbgate.audit import hash_query
from kbgate.retrieval.retriever import Actor, RetrievalResult, RetrievedChunk
from kbgate.targets.http import Attributor, text_fingerprint

SNIPPET_CHARS = 80


@dataclass
class Leak:
    """One forbidden chunk (or answer) returned to one actor.

    ``channel`` is ``chunks``, ``candidates``, ``citations``, ``answer``, the name of another
    field of the response, or ``index`` (a deleted document still in the index, found by the
    exhaustive proof's count).
    """

    actor: str
    kind: str
    probe_kind: str
    variant: str
    query_hash: str | None
    chunk_id: str
    doc: str
    tenant_id: str | None
    classification: str | None
    channel: str
    snippet: str = ""

    def to_dict(self) -> dict:
        return dict(self.__dict__)


@dataclass
class Judgement:
    """What one response held: leaks, stale documents served, chunks that could not be attributed."""

    leaks: list[Leak] = field(default_factory=list)
    stale: list[tuple[str, str]] = field(default_factory=list)  # (chunk_id, doc key)
    unattributed: list[tuple[str, str]] = field(default_factory=list)  # (chunk_id, text sha256)
    returned: set[str] = field(default_factory=set)  # corpus chunk ids (or reported ids) returned


def actor_name(actor: Actor) -> str:
    return f"{actor.tenant_id}/{actor.role}"


class Judge:
    """Judges responses against an :class:`AccessCorpus` (see the module rules).

    Args:
        corpus: the truth, texts, titles and stale reasons.
        phrases: distinctive phrases by document key (for the answer rule).
    """

    def __init__(self, corpus: AccessCorpus, phrases: dict[str, list[str]] | None = None):
        self.corpus = corpus
        self.truth = corpus.truth
        self.phrases = phrases or {}
        self._kinds: tuple[tuple | None, dict[str, str | None]] = (None, {})

    def doc_key(self, chunk: RetrievedChunk) -> str | None:
        """``doc_id@version`` of an attributed chunk, ``doc_id`` alone when the version is unknown."""
        if chunk.doc_id is None:
            return None
        if chunk.version is not None and f"{chunk.doc_id}@{chunk.version}" in self.truth.docs:
            return f"{chunk.doc_id}@{chunk.version}"
        return chunk.doc_id

    @functools.cached_property
    def attributor(self) -> Attributor:
        """The corpus's chunk texts by fingerprint, built on first use (the exhaustive proof never needs it)."""
        return Attributor(self.corpus.chunks)

    @functools.cached_property
    def text_index(self) -> TextIndex:
        """Titles, phrases and fingerprints of every document, built on first use (one per run)."""
        marks = {key: [doc.title or "", *self.corpus.titles.get(key, []), *self.phrases.get(key, [])]
                 for key, doc in self.truth.docs.items()}
        chunks: dict[str, list[str]] = {}
        for _, doc_id, version, text in self.corpus.chunks:
            chunks.setdefault(f"{doc_id}@{version}", []).append(text)
        return TextIndex(chunks, marks, self.corpus.whole_texts)

    @functools.cached_property
    def chunk_docs(self) -> dict[str, str]:
        """Document key of every corpus chunk id (for citations and id fields)."""
        return {chunk_id: f"{doc_id}@{version}" for chunk_id, doc_id, version, _ in self.corpus.chunks}

    def id_key(self, ident: str, returned: dict[str, str]) -> str | None:
        """The document key an id names: a returned chunk's id, a corpus chunk id, a document key or doc_id."""
        if ident in returned:
            return returned[ident]
        if ident in self.chunk_docs:
            return self.chunk_docs[ident]
        if ident in self.truth.docs or ident in self.truth.versions:
            return ident
        return None

    def leak_kind(self, actor: Actor, key: str) -> str | None:
        """The truth's leak kind for ``actor`` and a document key.

        Memoised for the current actor only: a memo over every actor and document held
        16 x 250k entries in the 1M-chunk exhaustive proof.
        """
        who = (actor.tenant_id, actor.role)
        if self._kinds[0] != who:
            self._kinds = (who, {})
        kinds = self._kinds[1]
        if key not in kinds:
            doc_id, _, version = key.partition("@")
            kinds[key] = self.truth.leak_kind(actor, doc_id, version or None)
        return kinds[key]

    def describe(self, key: str) -> tuple[str | None, str | None]:
        """``(tenant, classification)`` of a document key (the first version for a bare doc_id)."""
        doc_id, _, version = key.partition("@")
        found = self.truth.find(doc_id, version or None)
        return (found[0].tenant_id, found[0].classification) if found else (None, None)

    def judge(self, probe: Probe, result: RetrievalResult) -> Judgement:
        """Judge one response to ``probe`` (mutates chunk attribution fields of ``result``)."""
        out = Judgement()
        self.attributor.apply(result)
        qhash = hash_query(probe.query)
        seen: set[str] = set()
        returned: dict[str, str] = {}
        for channel, items in (("chunks", result.chunks), ("candidates", result.candidates)):
            for chunk in items:
                ident = f"{chunk.chunk_id}\x00{chunk.doc_id}\x00{chunk.version}"
                if ident in seen:
                    continue
                seen.add(ident)
                key = self.doc_key(chunk)
                if key is None:
                    out.unattributed.append((chunk.chunk_id, text_fingerprint(chunk.text)))
                    continue
                returned[chunk.chunk_id] = key
                out.returned.add(chunk.payload.get("corpus_chunk_id") or chunk.chunk_id)
                kind = self.leak_kind(probe.actor, key)
                if kind is not None:
                    out.leaks.append(self._leak(probe, qhash, kind, chunk.chunk_id, key, channel, chunk.text))
                elif key in self.corpus.stale:
                    out.stale.append((chunk.chunk_id, key))
        judged = set(returned)
        for cited in result.citations or []:
            out.leaks += self._id_leaks(probe, qhash, "citations", cited, returned, judged)
        asked = padded(words(" ".join([probe.query, *(c for _, c in probe.history)])))
        if result.answer:
            out.leaks += self.text_leaks(probe, "answer", result.answer, asked, qhash)
        for name, value in result.extra.items():
            for text in _strings(value):
                if self.id_key(text, returned) is not None:
                    out.leaks += self._id_leaks(probe, qhash, name, text, returned, judged)
                else:
                    out.leaks += self.text_leaks(probe, name, text, asked, qhash)
        return out

    def _leak(self, probe: Probe, qhash: str, kind: str, chunk_id: str, key: str, channel: str, text: str) -> Leak:
        tenant, level = self.describe(key)
        return Leak(actor_name(probe.actor), kind, probe.kind, probe.variant, qhash, chunk_id, key, tenant, level,
                    channel, text)

    def _id_leaks(self, probe: Probe, qhash: str, channel: str, ident: str, returned: dict[str, str],
                  judged: set[str]) -> list[Leak]:
        """A cited (or listed) id: a leak when it names a document the actor may not read (once per id)."""
        key = self.id_key(ident, returned)
        if key is None or ident in judged:
            return []
        judged.add(ident)
        kind = self.leak_kind(probe.actor, key)
        return [] if kind is None else [self._leak(probe, qhash, kind, ident, key, channel, ident)]

    def text_leaks(self, probe: Probe, channel: str, text: str, asked: str = " ", qhash: str | None = None
                   ) -> list[Leak]:
        """Leaks in free text (see the module rules): one per document named, in order of appearance."""
        named: dict[str, str] = {}
        for match in self.text_index.find(text, asked):
            if match.span in asked or match.owners.issubset(named):
                continue
            if any(self.leak_kind(probe.actor, k) is None for k in match.holders):
                continue  # an allowed document holds it too: no evidence
            for key in sorted(match.owners):
                named.setdefault(key, self.leak_kind(probe.actor, key) or "")
        qhash = qhash or hash_query(probe.query)
        return [self._leak(probe, qhash, kind, f"{key}#{channel}", key, channel, text) for key, kind in named.items()]


def _strings(value) -> list[str]:
    """Every string in a JSON value: strings, dict keys and values, list items (in order; no recursion,
    so a deeply nested field cannot exhaust the stack)."""
    out, stack = [], [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack += reversed([x for kv in item.items() for x in kv])
        elif isinstance(item, list | tuple):
            stack += reversed(item)
    return out
