"""The check registry: every ingestion check registers here under a stable id.

A check is a small unit::

    class PiiParams(CheckParams):
        entities: list[str] = [...]

    @register("pii", category="privacy", scope="document", params=PiiParams,
              default_action="quarantine", default_severity="high", codes=("PII_*",))
    def check_pii(doc: Document, params: PiiParams, ctx: RunContext) -> list[Finding]:
        ...

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

    policy: Any  # kbgate.policy.Policy (kept Any to avoid an import cycle)
    as_of: dt.date
    run_id: str
    eval_cases: list[dict] = field(default_factory=list)
    #: chunks already in the live index: ``(chunk_id, text)`` or ``(chunk_id, text, tenant_id)``
    live_chunks: list[tuple] = field(default_factory=list)


@dataclass(frozen=True)
class Check:
    id: str
    category: str
    scope: Literal["document", "corpus"]
    params: type[CheckParams]
    default_action: Action
    default_severity: Severity
    codes: tuple[str, ...]
    fn: Callable[..., list[Finding]]
    doc: str = ""

    def configure(self, section: dict[str, Any] | None) -> CheckParams:
        return self.params.model_validate(section or {})

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
        )


_REGISTRY: dict[str, Check] = {}


def register(
    check_id: str,
    *,
    category: str,
    scope: Literal["document", "corpus"],
    params: type[CheckParams] = CheckParams,
    default_action: Action = "quarantine",
    default_severity: Severity = "high",
    codes: tuple[str, ...] = (),
) -> Callable[[Callable[..., list[Finding]]], Check]:
    """Register a check function under ``check_id``. Duplicate ids raise ``ValueError``."""

    def wrap(fn: Callable[..., list[Finding]]) -> Check:
        if check_id in _REGISTRY:
            raise ValueError(f"check id '{check_id}' is registered twice")
        check = Check(check_id, category, scope, params, default_action, default_severity, codes, fn,
                      (fn.__doc__ or "").strip().splitlines()[0] if fn.__doc__ else "")
        _REGISTRY[check_id] = check
        return check

    return wrap


def all_checks() -> dict[str, Check]:
    """Every registered check, by id (importing the check modules on first use)."""
    for name in CHECK_MODULES:
        importlib.import_module(name)
    return dict(_REGISTRY)


def get_check(check_id: str) -> Check:
    checks = all_checks()
    if check_id not in checks:
        raise ConfigError(f"unknown check '{check_id}'; valid ids: {', '.join(sorted(checks))}")
    return checks[check_id]


def validate_check_section(section: dict[str, Any], path: str = "<policy>") -> dict[str, CheckParams]:
    """Validate the policy's ``checks`` mapping; returns the parameter model per check.

    Raises:
        ConfigError: an unknown check id (the message lists the valid ids) or bad parameters
            (the message names the YAML path, e.g. ``checks.pii.score_threshold``).
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
    return out
