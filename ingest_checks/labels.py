"""``labels``: classification, tenant and role labels that are missing, unknown or contradicted.

* ``LABEL_MISSING``: classification or tenant_id null/blank, or ``allowed_roles`` (and any
  ``allowed_users``/``allowed_groups``) given as empty lists only (nobody could read the
  document, which is almost always a manifest slip).
* ``LABEL_UNKNOWN``: classification not among the policy levels, tenant not a policy
  tenant, or a role in ``allowed_roles`` that the policy does not define.
* ``LABEL_MISMATCH``: a content marker the policy lists for the document's level appears in
  its text (e.g. ``INTERNAL ONLY`` in a ``public`` document). Markers apply to exactly the
  level they are listed under. The text and the page header/footer lines the loader
  stripped (``Document.repeated_lines``, where stamps usually sit) are searched. Markers with Latin letters match case-insensitively and as
  whole words only: ``CONFIDENTIAL`` matches "Confidential" and "(CONFIDENTIAL)" but not
  "CONFIDENTIALITY" or "NONCONFIDENTIAL" -- a longer word is a different word ("our
  confidentiality policy" is not a stamp). Markers without Latin letters (Chinese) match
  as plain substrings, since Chinese has no word delimiters.

If the document contains PII (``ingest_checks.pii.contains_pii``, when that module is
available) and its level is not in ``pii_allowed_levels``, every label finding of the
document is raised to ``critical``. Evidence is the marker or label value, never text.
"""

from __future__ import annotations

import re

from pydantic import field_validator

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding, Location

_LATIN = re.compile(r"[A-Za-z]")


class LabelsParams(CheckParams):
    """Parameters of the ``labels`` check.

    Attributes:
        markers: per classification level, text markers that must not appear in documents
            of that level, e.g. ``{"public": ["INTERNAL ONLY", "内部资料"]}``.
        pii_allowed_levels: levels whose documents may hold PII; PII elsewhere raises the
            severity of the document's label findings to critical.
    """

    markers: dict[str, list[str]] = {}
    pii_allowed_levels: list[str] = []

    @field_validator("markers")
    @classmethod
    def _markers_non_empty(cls, v: dict[str, list[str]]) -> dict[str, list[str]]:
        for level, items in v.items():
            for item in items:
                if not item.strip():
                    raise ValueError(f"markers.{level}: markers must be non-empty text")
        return v


def marker_pattern(marker: str) -> re.Pattern:
    """The regex for one marker: whole-word, starting with a capital, when it has Latin letters.

    ``CONFIDENTIAL`` matches ``CONFIDENTIAL``, ``Confidential`` and ``(Confidential)``, but
    not lower-case prose such as "kept confidential" or "is not restricted": stamps are
    capitalised, the same words in running text are not. Chinese markers match as written.
    """
    marker = marker.strip()
    if not _LATIN.search(marker):
        return re.compile(re.escape(marker))
    first, rest = marker[0], marker[1:]
    head = f"(?-i:{re.escape(first.upper())})" if first.isalpha() else re.escape(first)
    return re.compile(rf"(?<![A-Za-z0-9_]){head}(?i:{re.escape(rest)})(?![A-Za-z0-9_])")


def _has_pii(text: str) -> bool:
    """PII presence via the ``pii`` check's helper; False when that helper is unavailable.

    The escalation is best effort: if the helper cannot run, the label findings stand at
    their normal severity, and the ``pii`` check reports its own failure.
    """
    try:
        from ingest_checks.pii import contains_pii
    except ImportError:
        return False
    try:
        return bool(contains_pii(text))
    except Exception:  # noqa: BLE001 - see docstring
        return False


def _blank(value: str | None) -> bool:
    return value is None or not value.strip()


@register("labels", category="access", scope="document", params=LabelsParams,
          default_action="quarantine", default_severity="high",
          codes=("LABEL_MISSING", "LABEL_UNKNOWN", "LABEL_MISMATCH"), evidence="metadata")
def check_labels(doc: Document, params: LabelsParams, ctx: RunContext) -> list[Finding]:
    """Missing or unknown classification, tenant and roles, and content markers contradicting the label."""
    policy = ctx.policy
    rec = doc.record
    found: list[tuple[str, str, str | None, Location | None, str | None]] = []

    if _blank(rec.classification):
        found.append(("LABEL_MISSING", "classification is missing; set one of "
                      f"{', '.join(policy.classification_levels)}", None, None, None))
    elif rec.classification not in policy.classification_levels:
        found.append(("LABEL_UNKNOWN", f"classification '{rec.classification}' is not a policy level; use one "
                      f"of {', '.join(policy.classification_levels)}", f"classification={rec.classification}",
                      None, None))
    if _blank(rec.tenant_id):
        found.append(("LABEL_MISSING", f"tenant_id is missing; set one of {', '.join(policy.tenant_ids)}",
                      None, None, None))
    elif rec.tenant_id not in policy.tenant_ids:
        found.append(("LABEL_UNKNOWN", f"tenant '{rec.tenant_id}' is not in the policy; use one of "
                      f"{', '.join(policy.tenant_ids)}", f"tenant_id={rec.tenant_id}", None, None))
    lists = {name: v for name in ("allowed_roles", "allowed_users", "allowed_groups")
             if (v := getattr(rec, name)) is not None}
    if lists and not any(lists.values()):
        names = " and ".join(lists)
        what = " and ".join(name.removeprefix("allowed_") for name in lists)
        found.append(("LABEL_MISSING", f"{names} {'is an empty list' if len(lists) == 1 else 'are empty lists'}, "
                      f"so nobody may read it; list the {what} or drop the key to use classification clearance",
                      None, None, None))
    if rec.allowed_roles is not None:
        unknown = sorted({r for r in rec.allowed_roles if r not in policy.roles})
        if unknown:
            found.append(("LABEL_UNKNOWN", f"allowed_roles names unknown role(s) {', '.join(unknown)}; "
                          f"use roles defined in the policy ({', '.join(sorted(policy.roles))})",
                          f"unknown_roles={','.join(unknown)}", None, None))

    for marker in params.markers.get(rec.classification or "", []):
        pattern = marker_pattern(marker)
        match = pattern.search(doc.text)
        where, loc, chunk_id = "text", None, None
        if match:
            loc = Location(page=doc.page_at(match.start()), char_start=match.start(), char_end=match.end())
            chunk_id = doc.chunk_at(match.start())
        elif any(pattern.search(line) for line in doc.repeated_lines):
            where = "page header/footer (stripped from the text)"
        else:
            continue
        found.append(("LABEL_MISMATCH", f"{where} carries the marker '{marker.strip()}', which contradicts "
                      f"its '{rec.classification}' label; relabel the document or remove the marker",
                      f"marker={marker.strip()}", loc, chunk_id))

    if not found:
        return []
    pii_raises = rec.classification not in params.pii_allowed_levels and _has_pii(doc.text)
    out = []
    for code, message, evidence, loc, chunk_id in found:
        if pii_raises:
            message += "; the document also contains PII, which its level does not allow"
        out.append(check_labels.finding(params, doc, code, f"{doc.key}: {message}", chunk_id=chunk_id,
                                        evidence=evidence, location=loc,
                                        severity="critical" if pii_raises else None))
    return out
