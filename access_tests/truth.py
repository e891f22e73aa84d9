"""What the access test judges against: the corpus as its manifest and the policy describe it.

:class:`AccessCorpus` wires the ground truth (:class:`kbgate.acl.AccessTruth`) to what a
probe needs: every document's text (for distinctive phrases), every chunk's text (for
attribution by fingerprint) and the documents that ingest would keep out (for
``STALE_SERVED`` warnings). Nothing here is read from an index: a mislabelled payload is
exactly what the access test must catch.

Stale rules (a stale document served is a warning, not a leak), judged as of the ingest
report's ``as_of`` date (today without a report), by ingest's own lifecycle checks
(:func:`lifecycle_findings`: the ``freshness`` and ``withdrawn`` checks, called, not copied):

* ``quarantined`` / ``rejected``: the ingest report put the document in that state
  (its reason codes are named);
* ``expired``: the manifest's ``expires_at`` is before the date;
* ``not_yet_effective``: the manifest's ``effective_from`` is after the date;
* ``superseded``: another document in force lists it in ``supersedes``, or a newer version
  of the same ``doc_id`` is in force and it has no ``expires_at``;
* ``withdrawn``: ``status: withdrawn`` (served, it is a ``deleted`` leak, never a warning).

Not servable (:attr:`AccessCorpus.not_servable`, with reason codes): documents a correct
retriever cannot serve, so coverage does not count them. With an ingest report, the
documents it rejected or quarantined; without one, judged from the corpus itself: a file
that failed to load (its loader code: ``PARSE_EMPTY``, ``PARSE_ENCRYPTED``,
``PARSE_CORRUPT``, ``PARSE_UNSUPPORTED``...), and a lifecycle finding whose action (the
policy's ``checks.freshness`` setting, quarantine by default) keeps it out; a withdrawn
document always. The other ingest checks (PII, injection...) need the ingest report.
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from kbgate.acl import AccessTruth
from kbgate.models import Document, Finding, ManifestRecord
from kbgate.policy import Policy

#: the lifecycle codes that make a document stale, and how each reads: the phrase before its evidence value
#: (``VERSION_CONFLICT`` keeps a document out too, so it is not servable, but neither version is stale)
_STALE_PHRASES = {"EXPIRED": "expired on", "NOT_YET_EFFECTIVE": "not effective before",
                  "SUPERSEDED": "superseded by", "WITHDRAWN": ""}


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
        not_servable: reason codes of the documents a correct retriever cannot serve (module rules).
    """

    truth: AccessTruth
    chunks: list[tuple[str, str, str, str]] = field(default_factory=list)
    whole_texts: dict[str, str] = field(default_factory=dict)
    titles: dict[str, list[str]] = field(default_factory=dict)
    stale: dict[str, str] = field(default_factory=dict)
    as_of: dt.date | None = None
    not_servable: dict[str, list[str]] = field(default_factory=dict)

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
              as_of: dt.date | None = None, load_errors: dict[str, str] | None = None) -> AccessCorpus:
        """Truth, chunk texts, stale reasons and the documents not servable (module rules).

        ``load_errors`` holds the loader's code of each document whose file failed to load.
        """
        from ingest_checks.runner import STOPPING_ACTIONS

        records = list(records)
        truth = AccessTruth(policy, records, deleted)
        if as_of is None:
            as_of = dt.date.fromisoformat(ingest_report["as_of"]) if ingest_report else dt.date.today()
        load_errors = load_errors or {}
        loaded = [r for r in records if r.key not in load_errors]
        findings = lifecycle_findings(loaded, as_of, policy)
        if ingest_report:
            not_servable = {str(d["doc"]): list(d.get("codes", [])) for d in ingest_report.get("documents", [])
                            if d.get("state") in ("quarantined", "rejected")}
        else:
            not_servable = {key: [code] for key, code in load_errors.items()}
            for f in findings:
                if f.action in STOPPING_ACTIONS and f.code not in not_servable.setdefault(f.doc_key, []):
                    not_servable[f.doc_key].append(f.code)
        return cls(truth=truth, chunks=list(chunks), stale=stale_reasons(loaded, as_of, ingest_report, findings),
                   as_of=as_of, not_servable=not_servable)

    @classmethod
    def from_corpus(cls, root: str | Path, policy: Policy, *, deleted: Iterable[str] = (),
                    ingest_report: dict | None = None, progress=None) -> AccessCorpus:
        """Load a corpus directory (manifest, documents, chunks) as the access truth."""
        from kbgate.corpus.load import load_corpus

        corpus = load_corpus(root, policy, progress=progress)
        out = cls.build(policy, [d.record for d in corpus.documents],
                        [(c.chunk_id, c.doc_id, c.version, c.text) for d in corpus.documents for c in d.chunks],
                        deleted=deleted, ingest_report=ingest_report,
                        load_errors={d.key: d.load_error.code for d in corpus.documents if d.load_error})
        out.whole_texts = {d.key: d.text for d in corpus.documents}  # whole texts beat joined chunks (no overlap)
        out.titles = {d.key: d.titles for d in corpus.documents}
        return out


def lifecycle_findings(records: list[ManifestRecord], as_of: dt.date, policy: Policy | None = None) -> list[Finding]:
    """The findings ingest's ``freshness`` and ``withdrawn`` checks give ``records`` as of ``as_of``.

    The checks read only the manifest records and the date; the policy's ``checks.freshness``
    and ``checks.withdrawn`` sections set the actions (a withdrawn document is held whatever they say).
    """
    from ingest_checks.freshness import check_freshness
    from ingest_checks.registry import RunContext
    from ingest_checks.runner import STOPPING_ACTIONS
    from ingest_checks.withdrawn import check_withdrawn, enforce_withdrawn

    sections = policy.checks if policy is not None else {}
    docs = [Document(record=r) for r in records]
    ctx = RunContext(policy=policy, as_of=as_of, run_id="access")
    withdrawn = check_withdrawn.configure(sections.get("withdrawn"))
    findings = check_freshness.run(docs, check_freshness.configure(sections.get("freshness")), ctx).findings
    findings += [f for d in docs for f in check_withdrawn.run(d, withdrawn, ctx).findings]
    return enforce_withdrawn(docs, findings, STOPPING_ACTIONS)


def stale_reasons(records: list[ManifestRecord], as_of: dt.date, ingest_report: dict | None = None,
                  findings: list[Finding] | None = None) -> dict[str, str]:
    """Why ingest would keep each document out (see the module docstring), by ``doc_id@version``.

    ``findings``: the records' :func:`lifecycle_findings`, when the caller has them already.
    """
    out: dict[str, str] = {}
    for f in lifecycle_findings(records, as_of) if findings is None else findings:
        if f.doc_key not in out and f.code in _STALE_PHRASES:
            value = (f.evidence or "").partition("=")[2]  # withdrawn: "status=withdrawn"
            out[f.doc_key] = f"{_STALE_PHRASES[f.code]} {value}".strip()
    for d in (ingest_report or {}).get("documents", []):
        if d.get("state") in ("quarantined", "rejected") and d.get("doc") not in out:
            out[str(d["doc"])] = f"{d['state']} by ingest run {ingest_report.get('run_id')} ({', '.join(d.get('codes', []))})"
    return out
