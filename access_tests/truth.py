"""What the access test judges against: the corpus as its manifest and the policy describe it.

:class:`AccessCorpus` wires the ground truth (:class:`kbgate.acl.AccessTruth`) to what a
probe needs: every document's text (for distinctive phrases), every chunk's text (for
attribution by fingerprint) and the documents that ingest would keep out (for
``STALE_SERVED`` warnings). Nothing here is read from an index: a mislabelled payload is
exactly what the access test must catch.

Stale rules (a stale document served is a warning, not a leak), judged as of the ingest
report's ``as_of`` date (today without a report):

* ``quarantined`` / ``rejected``: the ingest report put the document in that state
  (its reason codes are named);
* ``expired``: the manifest's ``expires_at`` is before the date;
* ``not_yet_effective``: the manifest's ``effective_from`` is after the date;
* ``superseded``: another active, effective document of the manifest lists it in ``supersedes``.
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from kbgate.acl import AccessTruth
from kbgate.models import ManifestRecord
from kbgate.policy import Policy


@dataclass
class AccessCorpus:
    """The truth and the texts an access test needs.

    Attributes:
        truth: the effective ACL of every document version.
        chunks: ``(chunk_id, doc_id, version, text)`` of every corpus chunk (for the Attributor).
        whole_texts: whole document texts by ``doc_id@version``, where they were loaded.
        titles: the titles the loaders found (front matter, first heading, ...) by ``doc_id@version``.
        stale: why ingest would keep a document out, by ``doc_id@version``.
        as_of: the date the stale rules were judged on.
    """

    truth: AccessTruth
    chunks: list[tuple[str, str, str, str]] = field(default_factory=list)
    whole_texts: dict[str, str] = field(default_factory=dict)
    titles: dict[str, list[str]] = field(default_factory=dict)
    stale: dict[str, str] = field(default_factory=dict)
    as_of: dt.date | None = None

    @functools.cached_property
    def texts(self) -> dict[str, str]:
        """Document text by ``doc_id@version``, for phrase extraction; built on first use.

        A whole text where one was loaded, else the document's chunk texts joined in order;
        empty for documents that failed to load. The exhaustive proof never reads it (at 1M
        chunks it is another copy of the corpus).
        """
        joined: dict[str, list[str]] = {key: [] for key in self.truth.docs}
        for _, doc_id, version, text in self.chunks:
            joined.setdefault(f"{doc_id}@{version}", []).append(text)
        return {key: self.whole_texts.get(key) or "\n".join(parts) for key, parts in joined.items()}

    @property
    def policy(self) -> Policy:
        return self.truth.policy

    @classmethod
    def build(cls, policy: Policy, records: Iterable[ManifestRecord], chunks: Iterable[tuple[str, str, str, str]],
              *, deleted: Iterable[str] = (), ingest_report: dict | None = None,
              as_of: dt.date | None = None) -> AccessCorpus:
        """Truth, chunk texts and stale reasons from manifest records and their chunks."""
        records = list(records)
        truth = AccessTruth(policy, records, deleted)
        if as_of is None:
            as_of = dt.date.fromisoformat(ingest_report["as_of"]) if ingest_report else dt.date.today()
        return cls(truth=truth, chunks=list(chunks), stale=stale_reasons(records, as_of, ingest_report), as_of=as_of)

    @classmethod
    def from_corpus(cls, root: str | Path, policy: Policy, *, deleted: Iterable[str] = (),
                    ingest_report: dict | None = None, progress=None) -> AccessCorpus:
        """Load a corpus directory (manifest, documents, chunks) as the access truth."""
        from kbgate.corpus.load import load_corpus

        corpus = load_corpus(root, policy, progress=progress)
        out = cls.build(policy, [d.record for d in corpus.documents],
                        [(c.chunk_id, c.doc_id, c.version, c.text) for d in corpus.documents for c in d.chunks],
                        deleted=deleted, ingest_report=ingest_report)
        out.whole_texts = {d.key: d.text for d in corpus.documents}  # whole texts beat joined chunks (no overlap)
        out.titles = {d.key: d.titles for d in corpus.documents}
        return out


def stale_reasons(records: list[ManifestRecord], as_of: dt.date, ingest_report: dict | None = None) -> dict[str, str]:
    """Why ingest would keep each document out (see the module docstring), by ``doc_id@version``."""
    out: dict[str, str] = {}
    in_force = [r for r in records if r.status == "active" and r.effective_from <= as_of
                and (r.expires_at is None or r.expires_at >= as_of)]
    superseded = {old: r.key for r in in_force for old in r.supersedes}
    for r in records:
        if r.expires_at is not None and r.expires_at < as_of:
            out[r.key] = f"expired on {r.expires_at}"
        elif r.effective_from > as_of:
            out[r.key] = f"not effective before {r.effective_from}"
        elif r.key in superseded:
            out[r.key] = f"superseded by {superseded[r.key]}"
    for d in (ingest_report or {}).get("documents", []):
        if d.get("state") in ("quarantined", "rejected") and d.get("doc") not in out:
            out[str(d["doc"])] = f"{d['state']} by ingest run {ingest_report.get('run_id')} ({', '.join(d.get('codes', []))})"
    return out
