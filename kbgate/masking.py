"""Masking: replace personal data in a text with ``<ENTITY>`` placeholders (presidio-anonymizer).

The core knows how to mask spans; finding them is the ``pii`` check's job. Pass the spans
(``PII_*`` findings or ``(entity, start, end[, score])`` tuples), or a ``scan`` function that
finds them, e.g. ``redact_text(text, scan=ingest_checks.pii.scan_text)``. Only presidio itself
is imported, lazily, and never a wing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from kbgate.errors import InputError
from kbgate.models import Finding


class MaskSpan(NamedTuple):
    """A span to mask: entity type and ``[start, end)`` in the text."""

    entity: str
    start: int
    end: int
    score: float = 1.0


Scan = Callable[[str], Iterable[Sequence]]


def spans_from(items: Iterable[Finding | Sequence]) -> list[MaskSpan]:
    """Normalise findings (``PII_*`` codes with a char span) and (entity, start, end[, score]) tuples."""
    spans = []
    for item in items:
        if isinstance(item, Finding):
            loc = item.location
            if (not item.code.startswith("PII_") or item.code == "PII_ALLOWED" or loc is None
                    or loc.char_start is None or loc.char_end is None):
                continue
            spans.append(MaskSpan(item.code.removeprefix("PII_"), loc.char_start, loc.char_end, 1.0))
        else:
            entity, start, end, *rest = item
            spans.append(MaskSpan(str(entity), int(start), int(end), float(rest[0]) if rest else 1.0))
    return spans


def redact_text(text: str, findings_or_spans: Iterable[Finding | Sequence] | None = None, *,
                scan: Scan | None = None) -> str:
    """Replace PII in ``text`` with ``<ENTITY>`` using presidio-anonymizer.

    Args:
        text: the text to redact.
        findings_or_spans: ``PII_*`` findings or ``(entity, start, end[, score])`` tuples whose
            spans index ``text`` (findings of the ``pii`` check index ``doc.text``). ``None``
            masks what ``scan(text)`` finds.
        scan: the detector used when no spans are given (``ingest_checks.pii.scan_text``).

    Raises:
        InputError: a span does not fit inside ``text``.
        TypeError: neither spans nor ``scan`` were given.
    """
    if findings_or_spans is None:
        if scan is None:
            raise TypeError("redact_text: pass the spans to mask, or scan= a function that finds them")
        findings_or_spans = scan(text)
    spans = spans_from(findings_or_spans)
    for s in spans:
        if not 0 <= s.start < s.end <= len(text):
            raise InputError(
                f"PII span {s.start}-{s.end} ({s.entity}) does not fit a text of {len(text)} chars; "
                "pass the text the findings were computed on (doc.text)"
            )
    if not spans:
        return text
    from presidio_anonymizer.entities import RecognizerResult

    results = [RecognizerResult(s.entity, s.start, s.end, s.score) for s in spans]
    return _anonymizer().anonymize(text=text, analyzer_results=results).text


_ANONYMIZER = None


def _anonymizer():
    global _ANONYMIZER
    if _ANONYMIZER is None:
        from presidio_anonymizer import AnonymizerEngine

        _ANONYMIZER = AnonymizerEngine()
    return _ANONYMIZER


def user_ref(user_id: str) -> str:
    """How reports name a user: ``user#`` and 12 hex digits of the id's sha256, never the id (it may be an e-mail)."""
    import hashlib

    return "user#" + hashlib.sha256(user_id.encode("utf-8")).hexdigest()[:12]
