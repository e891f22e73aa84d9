"""Running every configured check over a corpus and deciding each document's state.

Every input document ends in exactly one state:

- ``accepted``: no finding stops it;
- ``accepted_redacted``: PII findings with action ``redact`` were masked (with
  presidio-anonymizer) and the document re-chunked;
- ``quarantined``: a finding with action ``quarantine`` or ``block`` (the document and
  all its findings go to the quarantine store);
- ``rejected``: the manifest record was invalid or the file could not be loaded.

``input = accepted + accepted_redacted + quarantined + rejected`` is checked on every
run; a mismatch raises :class:`~kbgate.errors.KbgateError` (exit 2).
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field

from ingest_checks.registry import (
    Check,
    CheckOutput,
    CheckParams,
    RunContext,
    all_checks,
    validate_check_section,
)
from ingest_checks.withdrawn import enforce_withdrawn
from kbgate.acl import granting_roles
from kbgate.corpus.chunking import chunk_document
from kbgate.corpus.load import Corpus
from kbgate.errors import KbgateError
from kbgate.models import Chunk, Document, Finding

STOPPING_ACTIONS = ("quarantine", "block")
STATES = ("accepted", "accepted_redacted", "quarantined", "rejected")


@dataclass
class DocumentOutcome:
    key: str
    state: str
    findings: list[Finding] = field(default_factory=list)
    released_by: str | None = None


@dataclass
class IngestResult:
    run_id: str
    corpus: Corpus
    findings: list[Finding]
    outcomes: dict[str, DocumentOutcome]
    accepted_chunks: list[Chunk]
    manifest_rejections: list[Finding]
    #: side results of checks, by check id (``schema``: the GX validation result)
    side_results: dict[str, dict] = field(default_factory=dict)

    @property
    def gx_result(self) -> dict | None:
        """The GX validation result of the ``schema`` check, if it ran."""
        return self.side_results.get("schema")

    def counts(self) -> dict[str, int]:
        c = Counter(o.state for o in self.outcomes.values())
        c["rejected"] += len(self.manifest_rejections)
        return {s: c.get(s, 0) for s in STATES}

    def codes(self) -> Counter[str]:
        return Counter(f.code for f in self.all_findings())

    def all_findings(self) -> list[Finding]:
        return [*self.manifest_rejections, *self.findings]


def run_safely(check: Check, params, doc_or_docs, ctx: RunContext, docs_for_error: list[Document]) -> CheckOutput:
    """Run one check; a check that crashes fails closed with a CHECK_FAILED finding per document.

    ``CHECK_FAILED`` is the runner's code, declared by no check, so no ``code_actions`` can name it.
    """
    try:
        return check.run(doc_or_docs, params, ctx)
    except KbgateError:
        raise
    except Exception as exc:  # noqa: BLE001 - a broken check must not lose documents
        return CheckOutput(check_failed(check, params, docs_for_error, f"{type(exc).__name__}: {exc}"))


def check_failed(check: Check, params, docs: list[Document], error: str) -> list[Finding]:
    """One ``CHECK_FAILED`` finding (action quarantine) per document a crashed check was to judge."""
    return [check.finding(params, d, "CHECK_FAILED", f"check '{check.id}' failed ({error}); "
                          "the document is held until the check passes", action="quarantine", severity="high")
            for d in docs]


@dataclass
class CheckPlan:
    """The enabled checks of a run, their validated parameters and the shared context."""

    params: dict[str, CheckParams]
    checks: list[Check]
    ctx: RunContext

    @property
    def document_checks(self) -> list[Check]:
        return [c for c in self.checks if c.scope == "document"]

    @property
    def corpus_checks(self) -> list[Check]:
        return [c for c in self.checks if c.scope == "corpus"]


def plan_checks(policy, *, run_id: str, as_of: dt.date, eval_cases: list[dict] | None = None,
                live_chunks: list[tuple] | None = None, only: list[str] | None = None) -> CheckPlan:
    """Validate the policy's check sections and pick the enabled checks (sorted by id)."""
    params = validate_check_section(policy.checks)
    checks = [c for cid, c in sorted(all_checks().items()) if params[cid].enabled and (not only or cid in only)]
    ctx = RunContext(policy=policy, as_of=as_of, run_id=run_id, eval_cases=eval_cases or [],
                     live_chunks=live_chunks or [])
    return CheckPlan(params, checks, ctx)


def run_checks(corpus: Corpus, policy, *, as_of: dt.date, eval_cases: list[dict] | None = None,
               live_chunks: list[tuple] | None = None, released: dict[str, str] | None = None,
               only: list[str] | None = None, progress=None) -> IngestResult:
    """Run the policy's checks over a loaded corpus, in this process (the ``local`` engine).

    Args:
        corpus: from :func:`kbgate.corpus.load_corpus`.
        policy: the validated policy.
        as_of: the date freshness is judged against.
        eval_cases: locked eval cases, for the ``eval_leak`` check.
        live_chunks: ``(chunk_id, text, tenant_id)`` already in the live index, for cross-index dedup.
        released: ``quarantine item id -> reviewer`` of releases (see :mod:`ingest_checks.quarantine`).
        only: run only these check ids.
        progress: optional ``progress(iterable, label=..., length=...)`` wrapper.

    Returns:
        The findings and every document's state; accepted chunks are ready to index.
    """
    plan = plan_checks(policy, run_id=corpus.run_id, as_of=as_of, eval_cases=eval_cases,
                       live_chunks=live_chunks, only=only)
    params, ctx = plan.params, plan.ctx
    docs = corpus.documents
    loaded = [d for d in docs if d.load_error is None]
    findings: list[Finding] = []
    items = progress(docs, label="Checking documents", length=len(docs)) if progress else docs
    for doc in items:
        for check in plan.document_checks:
            findings.extend(run_safely(check, params[check.id], doc, ctx, [doc]).findings)
    outputs = {check.id: run_safely(check, params[check.id], loaded, ctx, loaded) for check in plan.corpus_checks}
    return decide_states(corpus, policy, findings, outputs, released)


def decide_states(corpus: Corpus, policy, findings: list[Finding], corpus_outputs: dict[str, CheckOutput],
                  released: dict[str, str] | None = None) -> IngestResult:
    """Every document's state from the document checks' ``findings`` and the corpus checks' outputs (by
    check id, in the plan's order), shared by every engine.

    Applies the withdrawn rule, masks PII in messages and evidence, withholds text evidence of
    documents not every role may read, redacts and re-chunks ``redact`` documents and checks
    conservation (a mismatch raises :class:`~kbgate.errors.KbgateError`).
    """
    docs = corpus.documents
    findings = [*findings, *(f for out in corpus_outputs.values() for f in out.findings)]
    side_results = {cid: out.side_result for cid, out in corpus_outputs.items() if out.side_result is not None}
    findings = enforce_withdrawn(docs, findings, STOPPING_ACTIONS)
    findings = _withhold_sensitive_text(_mask_all(findings), docs, policy)
    by_doc: dict[str, list[Finding]] = {}
    for f in findings:
        by_doc.setdefault(f.doc_key, []).append(f)

    from ingest_checks.quarantine import item_id

    released = released or {}
    outcomes: dict[str, DocumentOutcome] = {}
    accepted: list[Chunk] = []
    for doc in docs:
        mine = by_doc.get(doc.key, [])
        out = DocumentOutcome(doc.key, "accepted", mine)
        reviewer = released.get(item_id(doc.key, doc.file_sha256)) if doc.record.status == "active" else None
        stopped = any(f.action in STOPPING_ACTIONS for f in mine)
        if doc.load_error is not None:
            out.state = "rejected"
        elif stopped and not reviewer:
            out.state = "quarantined"
        else:
            out.released_by = reviewer if stopped else None
            redactions = [f for f in mine if f.action == "redact"]
            chunks = doc.chunks
            if redactions:
                chunks = _redacted_chunks(doc, redactions, policy, corpus.run_id)
                out.state = "accepted_redacted"
            accepted.extend(chunks)
        outcomes[doc.key] = out
    rejections = [_manifest_finding(r) for r in corpus.rejected]
    result = IngestResult(corpus.run_id, corpus, findings, outcomes, accepted, rejections, side_results)
    counts = result.counts()
    if sum(counts.values()) != corpus.total:
        raise KbgateError(
            f"conservation check failed: input {corpus.total} != accepted + quarantined + rejected "
            f"({counts}); this is a kbgate bug, please report it with the corpus manifest")
    return result


def _manifest_finding(rejected) -> Finding:
    doc_id, _, version = (rejected.doc_key or "?@?").partition("@")
    return Finding(check_id="manifest", code=rejected.code, severity="high", action="block",
                   doc_id=doc_id or "?", version=version or "?", message=rejected.message)


def _redacted_chunks(doc: Document, redactions: list[Finding], policy, run_id: str) -> list[Chunk]:
    from kbgate.masking import redact_text

    redacted = Document(**{**doc.__dict__, "text": redact_text(doc.text, redactions), "chunks": []})
    redacted.tables = []  # table rows were redacted in place in the text; chunk them as text
    redacted.sections = doc.sections if len(redacted.text) == len(doc.text) else []
    chunks = chunk_document(
        redacted, max_chars=policy.chunking.max_chars, overlap_chars=policy.chunking.overlap_chars,
        min_chars=policy.chunking.min_chars, run_id=run_id,
        allowed_roles=granting_roles(policy, doc.record))
    for c in chunks:
        c.redacted = True
    return chunks


def _withhold_sensitive_text(findings: list[Finding], docs: list[Document], policy) -> list[Finding]:
    """Keep text snippets out of reports for documents that not every role may read.

    Reports and quarantine records are read by people of any role, so evidence quoting a
    confidential or restricted document is replaced by a pointer to its location. Only checks
    registered with ``evidence="metadata"`` keep their evidence; any other (or unknown) check is
    treated as quoting text (fail closed).
    """
    metadata = {cid for cid, c in all_checks().items() if c.evidence == "metadata"}
    ranks = [policy.level_rank(r.clearance) for r in policy.roles.values()]
    open_levels = set(policy.classification_levels[: min(ranks) + 1]) if ranks else set()
    sensitive = {d.key: d.record.classification for d in docs if d.record.classification not in open_levels}
    out = []
    for f in findings:
        if f.evidence and f.check_id not in metadata and f.doc_key in sensitive:
            f = f.model_copy(update={"evidence": f"[withheld: text of a {sensitive[f.doc_key] or 'unlabelled'} "
                                                 "document; review it at the finding's location]"})
        out.append(f)
    return out


def _mask_all(findings: list[Finding]) -> list[Finding]:
    """Last line of defence: no message or evidence leaves kbgate with raw PII in it."""
    from ingest_checks.pii import mask_pii as mask_text

    out = []
    for f in findings:
        message, evidence = mask_text(f.message), mask_text(f.evidence) if f.evidence else f.evidence
        out.append(f if (message, evidence) == (f.message, f.evidence)
                   else f.model_copy(update={"message": message, "evidence": evidence}))
    return out
