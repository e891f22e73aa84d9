"""Who may read a chunk the gate got back: the manifest's access truth, else the chunk's own payload."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from kbgate.acl import AccessTruth, DocAccess, leak_kind
from kbgate.policy import Policy
from kbgate.retrieval.retriever import Actor, RetrievedChunk


class AccessJudge:
    """Who may read a returned chunk: the manifest truth with ``--corpus``, else the payload.

    Without a corpus the chunk's own tenant and labels are judged
    (:meth:`kbgate.acl.DocAccess.from_payload`: the ACL is recomputed from the policy, never
    trusted from the payload, and a payload without ``allowed_roles`` is readable by nobody).
    With a corpus, chunks that carry no dates (HTTP targets) get their document version's
    ``effective_from``/``expires_at`` from the manifest (:meth:`date`), for stale detection.
    """

    def __init__(self, policy: Policy, corpus: str | None):
        self.policy = policy
        self.truth = None
        self.dates: dict[str, tuple[str, str | None]] = {}
        if corpus:
            from kbgate.corpus.manifest import read_manifest

            records = [r for _, r in read_manifest(Path(corpus)).records]
            self.truth = AccessTruth(policy, records)
            self.dates = {r.key: (r.effective_from.isoformat(), r.expires_at.isoformat() if r.expires_at else None)
                          for r in records}

    def date(self, chunks: Sequence[RetrievedChunk] | None) -> None:
        """Fill missing ``effective_from``/``expires_at`` payload fields from the manifest."""
        for c in chunks or []:
            if "effective_from" not in c.payload and f"{c.doc_id}@{c.version}" in self.dates:
                c.payload["effective_from"], c.payload["expires_at"] = self.dates[f"{c.doc_id}@{c.version}"]

    def kind(self, actor: Actor, chunk: RetrievedChunk) -> str | None:
        """The leak kind, ``"unattributable"`` when it cannot be judged, ``None`` when readable."""
        if self.truth is not None:
            if not self.truth.find(chunk.doc_id, chunk.version) and not self.truth.find(chunk.doc_id):
                return "unattributable"
            return self.truth.leak_kind(actor, chunk.doc_id, chunk.version if self.truth.find(
                chunk.doc_id, chunk.version) else None)
        if "tenant_id" not in chunk.payload:
            return "unattributable"
        return leak_kind(self.policy, DocAccess.from_payload(self.policy, chunk.payload), actor)
