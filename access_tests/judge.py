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
* An ``answer`` leaks when it names the title, or quotes a rare n-gram, of a document the
  actor may not read: the probe's target, or any forbidden document returned. Codes and
  numbers with units are not used here (``30 days`` in an answer proves nothing), and a
  phrase the query (or its history) contains is not counted (echoing the user's own words is not a leak).
  Matching is on normalised text (NFKC, case-folded, whitespace collapsed).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from access_tests.phrases import codes
from access_tests.probes import Probe
from access_tests.truth import AccessCorpus
from kbgate.audit import hash_query, normalise_query
from kbgate.masking import user_ref
from kbgate.retrieval.retriever import Actor, RetrievalResult, RetrievedChunk
from kbgate.targets.http import Attributor, text_fingerprint

SNIPPET_CHARS = 80


@dataclass
class Leak:
    """One forbidden chunk (or answer) returned to one actor.

    ``channel`` is ``chunks``, ``candidates``, ``answer`` or ``index`` (a deleted document
    still in the index, found by the exhaustive proof's count).
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
    """``tenant/role``, or ``tenant/role/user#H`` for an identity with a user id (:func:`kbgate.masking.user_ref`)."""
    return f"{actor.tenant_id}/{actor.role}" + (f"/{user_ref(actor.user_id)}" if actor.user_id else "")


class Judge:
    """Judges responses against an :class:`AccessCorpus` (see the module rules).

    Args:
        corpus: the truth, texts and stale reasons.
        phrases: distinctive phrases by document key (for the answer rule).
    """

    def __init__(self, corpus: AccessCorpus, phrases: dict[str, list[str]] | None = None):
        self.corpus = corpus
        self.truth = corpus.truth
        self._marks: dict[str, list[str]] = {}
        self._kinds: tuple[tuple | None, dict[str, str | None]] = (None, {})
        for key, doc in self.truth.docs.items():
            marks = [doc.title or "", *(p for p in (phrases or {}).get(key, []) if codes(p) != [p])]
            self._marks[key] = list(dict.fromkeys(normalise_query(m) for m in marks if len(normalise_query(m)) >= 4))

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

    def leak_kind(self, actor: Actor, key: str) -> str | None:
        """The truth's leak kind for ``actor`` and a document key.

        Memoised for the current actor only: a memo over every actor and document held
        16 x 250k entries in the 1M-chunk exhaustive proof.
        """
        who = actor
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
        forbidden_docs: set[str] = set()
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
                out.returned.add(chunk.payload.get("corpus_chunk_id") or chunk.chunk_id)
                kind = self.leak_kind(probe.actor, key)
                if kind is not None:
                    forbidden_docs.add(key)
                    tenant, level = self.describe(key)
                    out.leaks.append(Leak(actor_name(probe.actor), kind, probe.kind, probe.variant, qhash,
                                          chunk.chunk_id, key, tenant, level, channel, chunk.text))
                elif key in self.corpus.stale:
                    out.stale.append((chunk.chunk_id, key))
        if result.answer:
            out.leaks += self._answer_leaks(probe, result.answer, qhash, forbidden_docs)
        return out

    def _answer_leaks(self, probe: Probe, answer: str, qhash: str, forbidden: set[str]) -> list[Leak]:
        said = normalise_query(answer)
        asked = normalise_query(" ".join([probe.query, *(c for _, c in probe.history)]))
        keys = set(forbidden)
        if probe.target and self.leak_kind(probe.actor, probe.target) is not None:
            keys.add(probe.target)
        out = []
        for key in sorted(keys):
            hit = next((m for m in self._marks.get(key, []) if m in said and m not in asked), None)
            if hit is not None:
                tenant, level = self.describe(key)
                out.append(Leak(actor_name(probe.actor), self.leak_kind(probe.actor, key) or "", probe.kind,
                                probe.variant, qhash, f"{key}#answer", key, tenant, level, "answer", answer))
        return out
