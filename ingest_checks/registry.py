"""The check registry: every ingestion check registers here under a stable id.

A check is a small unit::

    class SourceParams(CheckParams):
        ...

    @register("source", category="provenance", scope="document", params=SourceParams,
              default_action="quarantine", default_severity="high",
              codes=("UNKNOWN_SOURCE", "DIGEST_MISMATCH", "DIGEST_MISSING"), evidence="metadata")
    def check_source(doc: Document, params: SourceParams, ctx: RunContext) -> list[Finding]:
        ...

The registration is the single source of truth about a check:

* ``codes``: every reason code the check may emit (a test holds every check to it), and the
  only keys its ``code_actions`` may name (a misspelled code is a policy error);
* ``evidence``: ``"metadata"`` when the check's evidence is metadata or an already-masked
  value, never document text; ``"text"`` (the default, fail closed) when it may quote the
  document, so the runner withholds it for documents not every role may read;
* a check returns its findings, or a :class:`CheckOutput` holding its findings and a side
  result (the GX validation result of ``schema``) that the runner puts in the report.

Document-scope checks are pure functions of one document (so they can be mapped
over a distributed engine); corpus-scope checks receive every loaded document.
Heavy libraries are imported inside the check function, never at module import.
"""

from __future__ import annotations

import datetime as dt
import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from kbgate.errors import ConfigError, validation_messages
from kbgate.models import Action, Document, Finding, Location, Severity
from kbgate.policy import Policy
from kbgate.registry import Registry

#: modules that define checks; imported lazily by :func:`all_checks`.
CHECK_MODULES = (
    "ingest_checks.schema",
    "ingest_checks.duplicates",
    "ingest_checks.freshness",
    "ingest_checks.labels",
    "ingest_checks.pii",
    "ingest_checks.injection",
    "ingest_checks.parse",
    "ingest_checks.source",
    "ingest_checks.eval_leak",
    "ingest_checks.withdrawn",
)


class CheckParams(BaseModel):
    """Base of every check's parameter model. ``action``/``severity`` override the defaults."""

    model_config = ConfigDict(extra="forbid")

    enabled: bool = True
    action: Action | None = None
    severity: Severity | None = None
    code_actions: dict[str, Action] = {}


@dataclass(frozen=True)
class RunContext:
    """What a check may know beyond the document: policy, date, run id, eval sets, live index."""

    policy: Policy
    as_of: dt.date
    run_id: str
    eval_cases: list[dict] = field(default_factory=list)
    #: chunks already in the live index: ``(chunk_id, text)`` or ``(chunk_id, text, tenant_id)``
    live_chunks: list[tuple] = field(default_factory=list)


@dataclass
class CheckOutput:
    """Findings plus a side result for the report (e.g. ``schema``'s GX validation result)."""

    findings: list[Finding]
    side_result: dict | None = None


@dataclass(frozen=True)
class Check:
    id: str
    category: str
    scope: Literal["document", "corpus"]
    params: type[CheckParams]
    default_action: Action
    default_severity: Severity
    codes: tuple[str, ...]
    fn: Callable[..., list[Finding] | CheckOutput]
    doc: str = ""
    evidence: Literal["metadata", "text"] = "text"
    #: how an engine may split a corpus check (``scope="corpus"``): ``"corpus"`` (the default) runs it
    #: once over every loaded document; ``"per_document"`` judges each document on its own, so it may
    #: run on any batch of documents; ``"grouped"`` judges each document from the documents sharing a
    #: group key of :attr:`group_by`, so it may run group by group (see :meth:`run_grouped`)
    runs: Literal["per_document", "grouped", "corpus"] = "corpus"
    #: for ``runs="grouped"``: a document's group keys, its own group first, then the groups whose
    #: findings it may change (e.g. ``freshness``: its ``doc_id``, then the ``doc_id`` s it supersedes)
    group_by: Callable[[Document], tuple[str, ...]] | None = None

    def configure(self, section: dict[str, Any] | None) -> CheckParams:
        """Validate a policy section into this check's parameters (pydantic ``ValidationError``
        on bad values; :class:`ConfigError` when ``code_actions`` names a code the check does not emit)."""
        params = self.params.model_validate(section or {})
        unknown = sorted(set(params.code_actions) - set(self.codes))
        if unknown:
            raise ConfigError(
                f"checks.{self.id}.code_actions.{unknown[0]}: unknown code for check '{self.id}'; "
                f"valid codes: {', '.join(sorted(self.codes))}")
        return params

    def run(self, subject: Document | list[Document], params: CheckParams, ctx: RunContext) -> CheckOutput:
        """Call the check function; its findings (and side result, if any) as a :class:`CheckOutput`."""
        out = self.fn(subject, params, ctx)
        return out if isinstance(out, CheckOutput) else CheckOutput(list(out))

    def run_grouped(self, docs: list[Document], params: CheckParams, ctx: RunContext,
                    owns: Callable[[str], bool] = lambda key: True) -> list[Finding]:
        """The findings of a ``runs="grouped"`` check about ``docs``, one run per own group.

        For each group key that ``owns`` accepts and that is some document's own (first) key, the check
        runs on the documents listing that key (in their order) and keeps the findings about the
        documents whose own group it is: the findings of one run over the whole corpus.
        """
        own: dict[str, set[str]] = {}
        members: dict[str, list[Document]] = {}
        for doc in docs:
            keys = self.group_by(doc)
            if owns(keys[0]):
                own.setdefault(keys[0], set()).add(doc.key)
            for key in dict.fromkeys(keys):
                members.setdefault(key, []).append(doc)
        return [f for key, mine in own.items()
                for f in self.run(members[key], params, ctx).findings if f.doc_key in mine]

    def finding(
        self,
        params: CheckParams,
        doc: Document,
        code: str,
        message: str,
        *,
        chunk_id: str | None = None,
        evidence: str | None = None,
        location: Location | None = None,
        severity: Severity | None = None,
        action: Action | None = None,
        details: dict[str, Any] | None = None,
    ) -> Finding:
        """Build a :class:`Finding` with this check's id and the configured action/severity."""
        return Finding(
            check_id=self.id,
            code=code,
            severity=severity or params.severity or self.default_severity,
            action=params.code_actions.get(code) or action or params.action or self.default_action,
            doc_id=doc.record.doc_id,
            version=doc.record.version,
            chunk_id=chunk_id,
            message=message,
            evidence=evidence,
            location=location,
            details=details or {},
        )


#: every check, by id, in registration order (see :func:`all_checks`)
CHECKS: Registry[Check] = Registry("check")


def register(
    check_id: str,
    *,
    category: str,
    scope: Literal["document", "corpus"],
    params: type[CheckParams] = CheckParams,
    default_action: Action = "quarantine",
    default_severity: Severity = "high",
    codes: tuple[str, ...] = (),
    evidence: Literal["metadata", "text"] = "text",
    runs: Literal["per_document", "grouped", "corpus"] = "corpus",
    group_by: Callable[[Document], tuple[str, ...]] | None = None,
) -> Callable[[Callable[..., list[Finding] | CheckOutput]], Check]:
    """Register a check function under ``check_id`` (see the module notes for ``codes`` and ``evidence``).

    ``runs``/``group_by`` declare how an engine may split a corpus check (see :class:`Check`).
    Duplicate ids raise ``ValueError``; ``runs="grouped"`` without ``group_by`` too.
    """
    if (runs == "grouped") != (group_by is not None):
        raise ValueError(f"check '{check_id}': group_by goes with runs='grouped', and only with it")

    def wrap(fn: Callable[..., list[Finding] | CheckOutput]) -> Check:
        return CHECKS.add(Check(check_id, category, scope, params, default_action, default_severity, codes, fn,
                                (fn.__doc__ or "").strip().splitlines()[0] if fn.__doc__ else "", evidence,
                                runs, group_by))

    return wrap


def all_checks() -> dict[str, Check]:
    """Every registered check, by id (importing the check modules on first use)."""
    for name in CHECK_MODULES:
        importlib.import_module(name)
    return dict(CHECKS)


def validate_check_section(section: dict[str, Any], path: str = "<policy>") -> dict[str, CheckParams]:
    """Validate the policy's ``checks`` mapping; returns the parameter model per check.

    Raises:
        ConfigError: an unknown check id (the message lists the valid ids), bad parameters
            (the message names the YAML path, e.g. ``checks.pii.score_threshold``), or a
            ``code_actions`` key the check does not emit (the message lists its valid codes).
    """
    checks = all_checks()
    out: dict[str, CheckParams] = {}
    for check_id in section:
        if check_id not in checks:
            raise ConfigError(
                f"policy {path} is invalid:\n  checks.{check_id}: unknown check; valid ids: "
                f"{', '.join(sorted(checks))}"
            )
    for check_id, check in checks.items():
        try:
            out[check_id] = check.configure(section.get(check_id))
        except ValidationError as exc:
            lines = [f"{loc}: {msg}" for loc, msg in validation_messages(
                exc, prefix=("checks", check_id), extra="unknown parameter; remove it or check its spelling")]
            raise ConfigError(f"policy {path} is invalid:\n  " + "\n  ".join(lines)) from None
        except ConfigError as exc:
            raise ConfigError(f"policy {path} is invalid:\n  {exc}") from None
    return out


def load_checked_policy(path) -> Policy:
    """:func:`kbgate.policy.load_policy` with every ``checks`` section validated by this registry."""
    from kbgate.policy import load_policy

    return load_policy(path, validate_checks=validate_check_section)
