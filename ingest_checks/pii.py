"""The ``pii`` check: personal data found by presidio-analyzer, fully offline.

The whole document text is scanned at once (PII split across a chunk boundary is
still found), then each span is mapped to the chunks it overlaps. Evidence is
always masked (``4111********1111``, ``z***@example.cn``), never raw.

Helpers used by other modules:

* :func:`scan_text` -- spans of PII in any text;
* :func:`contains_pii` -- whether a text (e.g. a report file) holds raw PII;
* :func:`mask_pii` -- ``text`` with every PII span found replaced by ``<ENTITY>``
  (:func:`kbgate.masking.redact_text` with :func:`scan_text` as its detector). Masking
  given spans (findings whose action is ``redact``) is :func:`kbgate.masking.redact_text`.
"""

from __future__ import annotations

import ipaddress
import re
import unicodedata
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import Field, field_validator

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.masking import redact_text
from kbgate.models import Document, Finding, Location

_LABELS = {
    "EMAIL_ADDRESS": "e-mail address",
    "CREDIT_CARD": "bank/credit card number (Luhn-valid)",
    "IBAN_CODE": "IBAN (checksum-valid)",
    "IP_ADDRESS": "public IP address",
    "CN_RESIDENT_ID": "mainland resident ID number (checksum-valid)",
    "CN_MOBILE": "mainland mobile number",
    "PHONE_NUMBER": "phone number (valid for its region)",
    "CN_PASSPORT": "mainland passport number",
    "US_SSN": "US social security number",
    "US_ITIN": "US taxpayer ID (ITIN)",
    "US_PASSPORT": "US passport number",
    "US_DRIVER_LICENSE": "US driver licence number",
    "US_BANK_NUMBER": "US bank account number",
    "ABA_ROUTING_NUMBER": "ABA routing number",
    "UK_NHS": "UK NHS number (checksum-valid)",
    "UK_NINO": "UK national insurance number",
    "CRYPTO": "crypto wallet address (checksum-valid)",
    "HK_ID_CARD": "Hong Kong identity card number (check digit valid)",
    "TW_NATIONAL_ID": "Taiwan national ID number (check digit valid)",
    "MO_ID_CARD": "Macau identity card number",
    "WECHAT_ID": "WeChat id (after its label)",
    "QQ_NUMBER": "QQ number (after its label)",
    "CN_BANK_ACCOUNT": "bank account number (after its label)",
    "PERSON": "person name",
    "DATE_OF_BIRTH": "date of birth",
    "ADDRESS": "postal address",
    "LOCATION": "location (from the pii.nlp_model pipeline)",
    "ORGANIZATION": "organization (from the pii.nlp_model pipeline)",
}
#: every entity type the check knows
PII_ENTITIES = tuple(_LABELS)
PiiEntity = Literal[PII_ENTITIES]  # type: ignore[valid-type]
#: the types scanned when a policy names none: all but the weak, context-only US banking numbers
#: and the model-based LOCATION/ORGANIZATION (they need ``nlp_model``)
DEFAULT_ENTITIES = tuple(e for e in PII_ENTITIES
                         if e not in ("US_BANK_NUMBER", "ABA_ROUTING_NUMBER", "LOCATION", "ORGANIZATION"))


class PiiSpan(NamedTuple):
    """One PII hit: entity type, character span in the scanned text, presidio score."""

    entity: str
    start: int
    end: int
    score: float


class PiiParams(CheckParams):
    """Parameters of the ``pii`` check (policy section ``checks.pii``)."""

    score_threshold: float = Field(0.5, ge=0.0, le=1.0)
    entities: list[PiiEntity] = Field(default_factory=lambda: list(DEFAULT_ENTITIES))
    ip_public_only: bool = True
    """Flag only globally routable IPs; private, loopback and documentation ranges describe networks, not people."""
    allow: list[str] = Field(default_factory=list)
    """Public, functional values exempted from findings: exact values (``support@globex.example``,
    ``400-820-8820``) or e-mail domain patterns (``@globex.example`` or ``*@globex.example``, which
    also cover subdomains). Each exemption is reported as a ``PII_ALLOWED`` flag (info), never silent."""
    allow_list: list[str] = Field(default_factory=list)
    """Older spelling of ``allow`` (exact values only); merged with it."""
    nlp_model: str | None = None
    """A local spaCy pipeline directory; its PERSON/LOCATION/ORGANIZATION entities are added."""
    context_exemptions: bool = True
    """Names in public attribution lines (``Upstream-Contact:``, ``Author:``, ``Copyright``, ``(patch by``,
    ``thanks to`` ...) and values in an interactive-session example (``>>>``, ``$ cmd`` and their output)
    are listed as ``PII_ALLOWED`` (info) instead of findings. ``false`` reports them like any other span."""

    @field_validator("nlp_model")
    @classmethod
    def _pipeline_dir(cls, value: str | None) -> str | None:
        if value is not None and not (Path(value) / "config.cfg").is_file():
            raise ValueError(f"{value} is not a spaCy pipeline directory (no config.cfg); "
                             "give the directory written by nlp.to_disk() or remove the key")
        return value


class Exemption(NamedTuple):
    """A span not reported, with the reason: the ``pii.allow`` entry, public attribution or a console example."""

    span: PiiSpan
    rule: str


def normalize(text: str) -> tuple[str, list[int] | None]:
    """NFKC, character by character (full-width ``１３８``/``＠``/``Ｘ`` become ASCII).

    Returns:
        The normalised text and, when NFKC changes the length, the original index of every
        normalised character plus a final ``len(text)`` entry (the text is then normalised
        character by character). ``None`` when the length is unchanged: the mapping is taken as
        one to one (the usual case: full-width forms map to one character each).
    """
    if text.isascii() or unicodedata.is_normalized("NFKC", text):  # quick check: 100x cheaper than normalising
        return text, None
    # most Chinese text is not NFKC only because of full-width punctuation (，：（）): those map one to
    # one onto ASCII, and replacing just them is 8x cheaper than normalising the whole text
    folded = _FULL_WIDTH_ASCII.sub(_to_ascii, text)
    if unicodedata.is_normalized("NFKC", folded):
        return folded, None
    whole = unicodedata.normalize("NFKC", text)
    if len(whole) == len(text):
        return whole, None
    table = _NFKC_TABLE
    for ch in set(text) - _NFKC_SEEN:
        _NFKC_SEEN.add(ch)
        norm = unicodedata.normalize("NFKC", ch)
        if norm != ch:
            table[ord(ch)] = norm
    normalised = text.translate(table)
    offsets = []
    for i, ch in enumerate(text):
        offsets.extend([i] * len(table.get(ord(ch), ch)))
    offsets.append(len(text))
    return normalised, offsets


_FULL_WIDTH_ASCII = re.compile("[\uff01-\uff5e]")


def _to_ascii(m: re.Match) -> str:
    return chr(ord(m.group()) - 0xFEE0)


_NFKC_TABLE: dict[int, str] = {}
_NFKC_SEEN: set[str] = set()


def allow_rule(value: str, allow: Sequence[str]) -> str | None:
    """The ``pii.allow`` entry exempting ``value`` (already NFKC-normalised), or ``None``.

    An entry is an exact value (e-mail compared case-insensitively) or an e-mail domain
    pattern ``@domain``/``*@domain`` matching that domain and its subdomains.
    """
    folded = value.casefold()
    domain = folded.rsplit("@", 1)[1] if "@" in folded else None
    for rule in allow:
        r = unicodedata.normalize("NFKC", rule).casefold()
        if r == folded:
            return rule
        if domain and r.lstrip("*").startswith("@"):
            d = r.lstrip("*")[1:]
            if domain == d or domain.endswith("." + d):
                return rule
    return None


def scan_with_exemptions(
    text: str,
    entities: Iterable[str] | None = None,
    score_threshold: float = 0.5,
    *,
    language: str = "en",
    ip_public_only: bool = True,
    allow: Sequence[str] = (),
    nlp_model: str | None = None,
    context_exemptions: bool = True,
) -> tuple[list[PiiSpan], list[Exemption]]:
    """Find PII in ``text``; see :func:`scan_text`. Also returns the spans exempted: by ``allow`` and,
    with ``context_exemptions``, names in public attribution and values in console examples
    (:class:`Exemption` ``rule`` says which)."""
    from ingest_checks.pii_recognizers import (
        EXEMPT_KEY,
        WORKED_EXAMPLE_ENTITIES,
        example_transcript,
        worked_example,
    )
    from ingest_checks.presidio_setup import get_analyzer

    wanted = list(DEFAULT_ENTITIES if entities is None else entities)
    if not text or not wanted:
        return [], []
    lang = "zh" if (language or "").lower().startswith("zh") else "en"
    normalised, offsets = normalize(text)
    results = get_analyzer(nlp_model).analyze(
        text=normalised, language=lang, entities=wanted, score_threshold=score_threshold
    )
    candidates = []
    for r in results:
        value = normalised[r.start:r.end]
        if r.entity_type == "IP_ADDRESS" and ip_public_only and not _is_public_ip(value):
            continue
        why = None
        if context_exemptions:
            why = (r.recognition_metadata or {}).get(EXEMPT_KEY) or (
                example_transcript(normalised, r.start) if r.entity_type != "EMAIL_ADDRESS" else None) or (
                worked_example(normalised, r.start, r.end) if r.entity_type in WORKED_EXAMPLE_ENTITIES else None)
        candidates.append((PiiSpan(r.entity_type, r.start, r.end, float(r.score)), value, why))
    spans, exempt = [], []
    for span, value, why in _without_overlaps(candidates):
        if offsets is not None:
            span = span._replace(start=offsets[span.start], end=offsets[span.end - 1] + 1)
        rule = why
        if rule is None and allow:
            entry = allow_rule(value, allow)
            rule = entry and f"pii.allow entry '{entry}'"
        if rule is None:
            spans.append(span)
        else:
            exempt.append(Exemption(span, rule))
    return sorted(spans, key=lambda s: (s.start, s.end)), sorted(exempt, key=lambda x: x.span.start)


def _without_overlaps(candidates: list[tuple]) -> list[tuple]:
    """Of overlapping ``(span, ...)`` candidates keep the highest score, then the longest (one type per character)."""
    kept: list[tuple] = []
    for cand in sorted(candidates, key=lambda c: (-c[0].score, c[0].start - c[0].end, c[0].start)):
        s = cand[0]
        if all(s.end <= k[0].start or s.start >= k[0].end for k in kept):
            kept.append(cand)
    return kept


def scan_text(
    text: str,
    entities: Iterable[str] | None = None,
    score_threshold: float = 0.5,
    *,
    language: str = "en",
    ip_public_only: bool = True,
    allow_list: Sequence[str] = (),
    nlp_model: str | None = None,
    context_exemptions: bool = True,
) -> list[PiiSpan]:
    """Find PII in ``text`` with the process-wide offline presidio engine.

    The text is NFKC-normalised first (:func:`normalize`) and every span is mapped back, so
    spans index the ORIGINAL ``text`` (a full-width number is found and redacted in place).
    Overlapping hits keep one type (highest score, then longest).

    Args:
        text: any text (a whole document, a chunk, a report file).
        entities: entity types to look for; ``None`` means :data:`DEFAULT_ENTITIES`.
        score_threshold: minimum presidio score.
        language: ``"en"`` or ``"zh"`` (the recognizers are the same; anything else maps to ``en``).
        ip_public_only: drop private, loopback, link-local and documentation IP addresses.
        allow_list: ``pii.allow`` entries (exact values or ``@domain`` patterns) never reported.
        nlp_model: a local spaCy pipeline directory adding model-based entities.
        context_exemptions: leave out names in public attribution lines and values in console
            examples (``False`` reports them).

    Returns:
        Spans sorted by start offset.
    """
    return scan_with_exemptions(text, entities, score_threshold, language=language, ip_public_only=ip_public_only,
                                allow=allow_list, nlp_model=nlp_model, context_exemptions=context_exemptions)[0]


def mask_pii(text: str) -> str:
    """``text`` with the PII :func:`scan_text` finds replaced by ``<ENTITY>`` (a ``mask_text`` hook)."""
    return redact_text(text, scan=scan_text)


def contains_pii(text: str, entities: Iterable[str] | None = None) -> bool:
    """True when ``text`` holds raw PII (masked evidence such as ``4111********1111`` does not count).

    Strict: names in attribution lines and values in console examples count too (a report or log
    must hold none of them)."""
    return bool(scan_text(text, entities, context_exemptions=False))


def mask_value(entity: str, value: str) -> str:
    """A masked form of a PII value, safe for reports and logs (full-width forms are normalised first)."""
    value = unicodedata.normalize("NFKC", value)
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
    if entity == "PHONE_NUMBER":
        digits = "".join(c for c in value if c.isdigit())
        return f"{digits[:2]}{'*' * (len(digits) - 4)}{digits[-2:]}"
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
    codes=(*(f"PII_{e}" for e in PII_ENTITIES), "PII_ALLOWED"),
    evidence="metadata",
)
def check_pii(doc: Document, params: PiiParams, ctx: RunContext) -> list[Finding]:
    """Personal data (the policy's ``entities``) in the document text.

    One ``PII_<ENTITY>`` finding per span, evidence masked. A span that ``allow`` exempts
    becomes a ``PII_ALLOWED`` finding (severity info, action flag) naming the rule, so every
    exemption is listed in the report.
    """
    if doc.load_error is not None or not doc.text:
        return []
    spans, exempt = scan_with_exemptions(
        doc.text,
        params.entities,
        params.score_threshold,
        language=doc.language or doc.record.language or "en",
        ip_public_only=params.ip_public_only,
        allow=[*params.allow, *params.allow_list],
        nlp_model=params.nlp_model,
        context_exemptions=params.context_exemptions,
    )
    findings = [
        check_pii.finding(
            params, doc, "PII_ALLOWED",
            f"{_LABELS.get(x.span.entity, x.span.entity)} exempted: {x.rule}",
            severity="info", action="info",
            chunk_id=next((c.chunk_id for c in doc.chunks_overlapping(x.span.start, x.span.end)), None),
            evidence=mask_value(x.span.entity, doc.text[x.span.start:x.span.end]),
            location=Location(page=doc.page_at(x.span.start), char_start=x.span.start, char_end=x.span.end),
        )
        for x in exempt
    ]
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
                f"score {span.score:.2f}){where}; remove it from the source or set its action to redact"
                + ("; a public, functional address (a mailing list, a support desk) goes in checks.pii.allow, "
                   "alone or by its @domain" if span.entity == "EMAIL_ADDRESS" else ""),
                chunk_id=chunks[0].chunk_id if chunks else None,
                evidence=mask_value(span.entity, doc.text[span.start:span.end]),
                location=Location(page=doc.page_at(span.start), char_start=span.start, char_end=span.end),
            )
        )
    return findings


def _is_public_ip(value: str) -> bool:
    try:
        return ipaddress.ip_interface(value).ip.is_global
    except ValueError:
        return False
