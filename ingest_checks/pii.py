"""The ``pii`` check: personal data found by presidio-analyzer, fully offline.

The whole document text is scanned at once (PII split across a chunk boundary is
still found), then each span is mapped to the chunks it overlaps. Evidence is
always masked (``4111********1111``, ``z***@example.cn``), never raw.

Helpers used by other modules:

* :func:`scan_text` -- spans of PII in any text;
* :func:`contains_pii` -- whether a text (e.g. a report file) holds raw PII;
* :func:`redact_text` -- replace PII with ``<ENTITY>``
  using presidio-anonymizer (for findings whose action is ``redact``).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable, Sequence
from typing import Literal, NamedTuple

from pydantic import Field

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.errors import InputError
from kbgate.models import Document, Finding, Location

PII_ENTITIES = ("EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "CN_RESIDENT_ID", "CN_MOBILE")
PiiEntity = Literal["EMAIL_ADDRESS", "CREDIT_CARD", "IBAN_CODE", "IP_ADDRESS", "CN_RESIDENT_ID", "CN_MOBILE"]

_LABELS = {
    "EMAIL_ADDRESS": "e-mail address",
    "CREDIT_CARD": "bank/credit card number (Luhn-valid)",
    "IBAN_CODE": "IBAN (checksum-valid)",
    "IP_ADDRESS": "public IP address",
    "CN_RESIDENT_ID": "mainland resident ID number (checksum-valid)",
    "CN_MOBILE": "mainland mobile number",
}


class PiiSpan(NamedTuple):
    """One PII hit: entity type, character span in the scanned text, presidio score."""

    entity: str
    start: int
    end: int
    score: float


class PiiParams(CheckParams):
    """Parameters of the ``pii`` check (policy section ``checks.pii``)."""

    score_threshold: float = Field(0.5, ge=0.0, le=1.0)
    entities: list[PiiEntity] = Field(default_factory=lambda: list(PII_ENTITIES))
    ip_public_only: bool = True
    """Flag only globally routable IPs; private, loopback and documentation ranges describe networks, not people."""
    allow_list: list[str] = Field(default_factory=list)
    """Exact values never flagged, e.g. a published support address."""


def scan_text(
    text: str,
    entities: Iterable[str] | None = None,
    score_threshold: float = 0.5,
    *,
    language: str = "en",
    ip_public_only: bool = True,
    allow_list: Sequence[str] = (),
) -> list[PiiSpan]:
    """Find PII in ``text`` with the process-wide offline presidio engine.

    Args:
        text: any text (a whole document, a chunk, a report file).
        entities: entity types to look for; ``None`` means all of :data:`PII_ENTITIES`.
        score_threshold: minimum presidio score.
        language: ``"en"`` or ``"zh"`` (the recognizers are the same; anything else maps to ``en``).
        ip_public_only: drop private, loopback, link-local and documentation IP addresses.
        allow_list: exact values that are never reported.

    Returns:
        Spans sorted by start offset.
    """
    from ingest_checks.presidio_setup import get_analyzer

    wanted = list(PII_ENTITIES if entities is None else entities)
    if not text or not wanted:
        return []
    lang = "zh" if (language or "").lower().startswith("zh") else "en"
    results = get_analyzer().analyze(text=text, language=lang, entities=wanted, score_threshold=score_threshold)
    spans = []
    for r in results:
        value = text[r.start:r.end]
        if value in allow_list:
            continue
        if r.entity_type == "IP_ADDRESS" and ip_public_only and not _is_public_ip(value):
            continue
        spans.append(PiiSpan(r.entity_type, r.start, r.end, float(r.score)))
    return sorted(spans, key=lambda s: (s.start, s.end))


def contains_pii(text: str, entities: Iterable[str] | None = None) -> bool:
    """True when ``text`` holds raw PII (masked evidence such as ``4111********1111`` does not count)."""
    return bool(scan_text(text, entities))


def mask_value(entity: str, value: str) -> str:
    """A masked form of a PII value, safe for reports and logs."""
    compact = value.replace(" ", "").replace("-", "")
    if entity == "EMAIL_ADDRESS" and "@" in value:
        local, domain = value.rsplit("@", 1)
        return f"{local[:1]}***@{domain}"
    if entity == "CREDIT_CARD":
        return compact[:4] + "*" * (len(compact) - 8) + compact[-4:]
    if entity == "IBAN_CODE":
        return compact[:4] + "*" * (len(compact) - 6) + compact[-2:]
    if entity == "CN_MOBILE":
        return compact[:-8] + "****" + compact[-4:]
    if entity == "CN_RESIDENT_ID":
        return compact[:2] + "*" * (len(compact) - 4) + compact[-2:]
    if entity == "IP_ADDRESS":
        return value.split(".")[0] + ".*.*.*" if "." in value else value.split(":")[0] + ":*"
    return f"<{entity}, {len(value)} chars>"


@register(
    "pii",
    category="privacy",
    scope="document",
    params=PiiParams,
    default_action="quarantine",
    default_severity="high",
    codes=tuple(f"PII_{e}" for e in PII_ENTITIES),
    evidence="metadata",
)
def check_pii(doc: Document, params: PiiParams, ctx: RunContext) -> list[Finding]:
    """Personal data (e-mail, card, IBAN, IP, resident ID, mobile) in the document text."""
    if doc.load_error is not None or not doc.text:
        return []
    spans = scan_text(
        doc.text,
        params.entities,
        params.score_threshold,
        language=doc.language or doc.record.language or "en",
        ip_public_only=params.ip_public_only,
        allow_list=params.allow_list,
    )
    findings = []
    for span in spans:
        chunks = doc.chunks_overlapping(span.start, span.end)
        where = ""
        if len(chunks) > 1:
            where = f"; it spans {len(chunks)} chunks ({', '.join(c.chunk_id for c in chunks)})"
        findings.append(
            check_pii.finding(
                params,
                doc,
                f"PII_{span.entity}",
                f"{_LABELS.get(span.entity, span.entity)} found ({span.end - span.start} chars, "
                f"score {span.score:.2f}){where}; remove it from the source or set its action to redact",
                chunk_id=chunks[0].chunk_id if chunks else None,
                evidence=mask_value(span.entity, doc.text[span.start:span.end]),
                location=Location(page=doc.page_at(span.start), char_start=span.start, char_end=span.end),
            )
        )
    return findings


def _spans_from(items: Iterable[Finding | Sequence]) -> list[PiiSpan]:
    """Normalise findings (``PII_*`` codes with a char span) and (entity, start, end[, score]) tuples."""
    spans = []
    for item in items:
        if isinstance(item, Finding):
            loc = item.location
            if not item.code.startswith("PII_") or loc is None or loc.char_start is None or loc.char_end is None:
                continue
            spans.append(PiiSpan(item.code.removeprefix("PII_"), loc.char_start, loc.char_end, 1.0))
        else:
            entity, start, end, *rest = item
            spans.append(PiiSpan(str(entity), int(start), int(end), float(rest[0]) if rest else 1.0))
    return spans


def redact_text(text: str, findings_or_spans: Iterable[Finding | Sequence] | None = None) -> str:
    """Replace PII in ``text`` with ``<ENTITY>`` using presidio-anonymizer.

    Args:
        text: the text to redact.
        findings_or_spans: ``PII_*`` findings or ``(entity, start, end[, score])`` tuples whose
            spans index ``text`` (findings of the ``pii`` check index ``doc.text``). ``None``
            scans ``text`` itself for every entity type.

    Raises:
        InputError: a span does not fit inside ``text``.
    """
    from presidio_anonymizer import AnonymizerEngine
    from presidio_anonymizer.entities import RecognizerResult

    spans = scan_text(text) if findings_or_spans is None else _spans_from(findings_or_spans)
    for s in spans:
        if not 0 <= s.start < s.end <= len(text):
            raise InputError(
                f"PII span {s.start}-{s.end} ({s.entity}) does not fit a text of {len(text)} chars; "
                "pass the text the findings were computed on (doc.text)"
            )
    if not spans:
        return text
    results = [RecognizerResult(s.entity, s.start, s.end, s.score) for s in spans]
    return _anonymizer(AnonymizerEngine).anonymize(text=text, analyzer_results=results).text


_ANONYMIZER = None


def _anonymizer(engine_cls):
    global _ANONYMIZER
    if _ANONYMIZER is None:
        _ANONYMIZER = engine_cls()
    return _ANONYMIZER


def _is_public_ip(value: str) -> bool:
    try:
        return ipaddress.ip_interface(value).ip.is_global
    except ValueError:
        return False
