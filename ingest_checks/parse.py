"""``parse``: what went wrong turning a file into text.

* Load errors recorded by the loader (``PARSE_ENCRYPTED``, ``PARSE_CORRUPT``, ``PARSE_EMPTY``,
  ``PARSE_UNSUPPORTED``, ``FILE_MISSING``, ``FILE_NOT_REGULAR``; over the policy's ``limits``:
  ``FILE_TOO_LARGE``, ``TEXT_TOO_LARGE``, ``PARSE_TIMEOUT``) become a finding with the same code; nothing
  else is checked for such a document.
* ``PARSE_HEADER_FOOTER`` (default action ``flag``): header/footer lines the loader stripped
  (``Document.repeated_lines``: PDF band lines, HTML navigation/header/footer boilerplate, Word
  headers and footers), and, as a safety net for loaders that do not strip, lines
  among the first or last two of a page still repeated on at least
  ``header_footer_min_page_ratio`` of the pages of a document with three or more pages
  (digits are ignored when comparing lines of up to 60 characters, so "Page 3" repeats
  "Page 4", while long body lines must repeat exactly).
* ``PARSE_GARBLED``: the share of garbled characters in the text -- U+FFFD, ``(cid:NN)``
  glyph ids, private-use characters U+E000-U+F8FF and UTF-8-read-as-Latin-1 mojibake such
  as ``Ã©`` or ``â€™`` -- is above ``garbled_max_ratio``.
* ``PARSE_TABLE``: table rows whose cell count differs from the header's, a table without
  a header, or a table chunk whose first line does not carry the header of any table.
* ``PARSE_LOW_TEXT`` (default action ``flag``): PDF pages with fewer than
  ``low_text_chars_per_page`` characters (a scan without OCR).

Evidence never quotes body text: header/footer lines are shown with digits and e-mail
addresses masked and cut to 40 characters.
"""

from __future__ import annotations

import math
import re

from pydantic import Field

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding, Location

#: continuation bytes 0x80-0xBF as decoded by Latin-1 or cp1252
_CONT = "\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a" \
        "\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122"
GARBLED_PATTERNS = {
    "replacement": re.compile("\ufffd+"),
    "cid": re.compile(r"\(cid:\d+\)"),
    "private_use": re.compile("[\ue000-\uf8ff]+"),
    # UTF-8 bytes read as Latin-1/cp1252: a 2-byte lead (Â..ß) or 3-byte lead (à..ï) + continuations
    "mojibake": re.compile(f"[\u00c2-\u00df][{_CONT}]|[\u00e0-\u00ef][{_CONT}]{{2}}"),
}


class ParseParams(CheckParams):
    """Parameters of the ``parse`` check.

    Attributes:
        header_footer_min_page_ratio: a line on at least this share of pages is a header/footer.
        garbled_max_ratio: highest tolerated share of garbled characters in the text.
        low_text_chars_per_page: a PDF page with fewer characters is reported as low-text.
    """

    header_footer_min_page_ratio: float = Field(default=0.5, gt=0, le=1)
    garbled_max_ratio: float = Field(default=0.02, ge=0, le=1)
    low_text_chars_per_page: int = Field(default=20, ge=0)


def mask_line(line: str, limit: int = 40) -> str:
    """A header/footer line made safe for evidence: e-mails and digits masked, cut to ``limit``."""
    line = re.sub(r"\S+@\S+", "[email]", line.strip())
    line = re.sub(r"\d", "#", line)
    return line if len(line) <= limit else line[: limit - 1] + "…"


def garbled_counts(text: str) -> dict[str, int]:
    """Garbled characters in ``text`` per kind (the characters of each match are counted)."""
    return {kind: sum(len(m.group()) for m in pat.finditer(text)) for kind, pat in GARBLED_PATTERNS.items()}


def _pages(doc: Document) -> list[tuple[int, str]]:
    """``(start offset, text)`` of each page."""
    starts = list(doc.page_starts) or [0]
    ends = [*starts[1:], len(doc.text)]
    return [(s, doc.text[s:e]) for s, e in zip(starts, ends, strict=True)]


def _norm_line(line: str, fold_max: int = 60) -> str:
    """Whitespace-normalised line; digits folded to ``#`` in short lines (page numbers)."""
    line = " ".join(line.split())
    return re.sub(r"\d+", "#", line) if len(line) <= fold_max else line


def repeated_body_lines(doc: Document, min_ratio: float, edge_lines: int = 2) -> list[tuple[str, int, int]]:
    """Edge lines repeated on at least ``min_ratio`` of the pages, for documents with >= 3 pages.

    Only the first and last ``edge_lines`` non-empty lines of each page are considered:
    that is where headers and footers sit, and body sentences that recur (boilerplate
    such as "see the after-sales policy") are not page furniture.

    Returns:
        ``(normalised line, pages holding it, offset of its first occurrence)`` per line.
    """
    pages = _pages(doc)
    if len(pages) < 3:
        return []
    header_lines = {_norm_line(sep.join(c or "" for c in t.header)) for t in doc.tables for sep in (" ", " | ")}
    seen: dict[str, tuple[int, int]] = {}
    for start, text in pages:
        lines, offset = [], start
        for raw in text.splitlines(keepends=True):
            if raw.strip():
                lines.append((offset, _norm_line(raw)))
            offset += len(raw)
        on_page: set[str] = set()
        for pos, norm in lines[:edge_lines] + lines[edge_lines:][-edge_lines:]:
            if len(norm.replace("#", "").replace(" ", "")) >= 2 and norm not in header_lines \
                    and norm not in on_page:
                on_page.add(norm)
                count, first = seen.get(norm, (0, pos))
                seen[norm] = (count + 1, first)
    need = max(2, math.ceil(min_ratio * len(pages)))
    return [(line, count, first) for line, (count, first) in seen.items() if count >= need]


def _table_findings(doc: Document, params: ParseParams) -> list[Finding]:
    out = []
    for i, table in enumerate(doc.tables, start=1):
        page = table.pages[0] if table.pages else None
        width = len(table.header)
        if not any((c or "").strip() for c in table.header):
            out.append(check_parse.finding(
                params, doc, "PARSE_TABLE", f"{doc.key}: table {i} has no header row; its rows cannot be "
                "read on their own. Fix the source table or its extraction",
                evidence=f"table {i}, {len(table.rows)} rows", location=Location(page=page)))
            continue
        bad = [n for n, row in enumerate(table.rows, start=1) if len(row) != width]
        if bad:
            shown = _first_ten(bad)
            out.append(check_parse.finding(
                params, doc, "PARSE_TABLE",
                f"{doc.key}: table {i} has {len(bad)} row(s) whose cell count differs from the header's "
                f"{width}; merged or split cells were extracted wrongly",
                evidence=f"table {i} rows {shown}", location=Location(page=page)))
    headers = [[" ".join((c or "").split()) for c in t.header if (c or "").strip()] for t in doc.tables]  # as rendered
    headers = [h for h in headers if h]
    for ch in doc.chunks:
        if not ch.is_table or not headers:
            continue
        first = next((ln for ln in ch.text.splitlines() if ln.strip()), "")
        if not any(_cells_in_order(first, h) for h in headers):
            out.append(check_parse.finding(
                params, doc, "PARSE_TABLE", f"{doc.key}: table chunk {ch.chunk_id} does not start with its "
                "table header, so its rows lose their column names; repeat the header in every table chunk",
                chunk_id=ch.chunk_id, evidence=f"chunk {ch.n}", location=Location(page=ch.page)))
    return out


def _cells_in_order(line: str, cells: list[str]) -> bool:
    pos = 0
    for cell in cells:
        pos = line.find(cell, pos)
        if pos < 0:
            return False
        pos += len(cell)
    return True


def _first_ten(numbers: list[int]) -> str:
    """``1, 2, 3`` (with `` …`` when there are more than ten)."""
    return ", ".join(map(str, numbers[:10])) + (" …" if len(numbers) > 10 else "")


@register("parse", category="parsing", scope="document", params=ParseParams,
          default_action="quarantine", default_severity="high",
          codes=("PARSE_ENCRYPTED", "PARSE_CORRUPT", "PARSE_EMPTY", "PARSE_UNSUPPORTED", "FILE_MISSING",
                 "FILE_NOT_REGULAR", "FILE_TOO_LARGE", "TEXT_TOO_LARGE", "PARSE_TIMEOUT",
                 "PARSE_HEADER_FOOTER", "PARSE_GARBLED", "PARSE_TABLE", "PARSE_LOW_TEXT"))
def check_parse(doc: Document, params: ParseParams, ctx: RunContext) -> list[Finding]:
    """Load errors, header/footer pollution, garbled text, broken tables and pages without text."""
    if doc.load_error is not None:
        return [check_parse.finding(params, doc, doc.load_error.code, f"{doc.key}: {doc.load_error.message}")]
    out: list[Finding] = []

    if doc.repeated_lines:
        shown = "; ".join(mask_line(ln) for ln in doc.repeated_lines[:3])
        out.append(check_parse.finding(
            params, doc, "PARSE_HEADER_FOOTER",
            f"{doc.key}: {len(doc.repeated_lines)} header/footer line(s) repeated across pages were stripped "
            "from the text" if doc.fmt == "pdf" else f"{doc.key}: {len(doc.repeated_lines)} boilerplate line(s) "
            "(navigation, page header or footer" + (f"; {doc.chrome_blocks} block(s) of site chrome repeated on other "
                                                    "pages of its site" if doc.chrome_blocks else "")
            + ") were stripped from the text", evidence=shown, severity="low", action="flag",
            details={"lines": len(doc.repeated_lines), "site_chrome_blocks": doc.chrome_blocks}))
    stripped = {_norm_line(ln) for ln in doc.repeated_lines}
    leftover = [r for r in repeated_body_lines(doc, params.header_footer_min_page_ratio) if r[0] not in stripped]
    if leftover:
        pages = len(_pages(doc))
        line, count, first = leftover[0]
        out.append(check_parse.finding(
            params, doc, "PARSE_HEADER_FOOTER",
            f"{doc.key}: {len(leftover)} line(s) repeat on >= {params.header_footer_min_page_ratio:.0%} of "
            f"{pages} pages and remain in the body text (e.g. on {count} pages); strip page headers/footers",
            chunk_id=doc.chunk_at(first), evidence=mask_line(line), severity="low", action="flag",
            location=Location(page=doc.page_at(first), char_start=first, char_end=first + len(line))))

    counts = garbled_counts(doc.text)
    total = sum(counts.values())
    ratio = total / len(doc.text) if doc.text else 0.0
    if total and ratio > params.garbled_max_ratio:
        first = min(m.start() for pat in GARBLED_PATTERNS.values() for m in [pat.search(doc.text)] if m)
        kinds = ", ".join(f"{k}={v}" for k, v in counts.items() if v)
        out.append(check_parse.finding(
            params, doc, "PARSE_GARBLED",
            f"{doc.key}: {ratio:.1%} of the text is garbled (limit {params.garbled_max_ratio:.1%}); "
            "re-extract with the right encoding or font mapping, or OCR the file",
            chunk_id=doc.chunk_at(first), evidence=f"ratio={ratio:.3f} {kinds}",
            location=Location(page=doc.page_at(first), char_start=first)))

    out.extend(_table_findings(doc, params))

    low = [i for i, n in enumerate(doc.page_char_counts, start=1) if n < params.low_text_chars_per_page]
    if low:
        shown = _first_ten(low)
        out.append(check_parse.finding(
            params, doc, "PARSE_LOW_TEXT",
            f"{doc.key}: {len(low)} of {len(doc.page_char_counts)} page(s) have fewer than "
            f"{params.low_text_chars_per_page} characters of text (a scan without OCR?); OCR the file",
            evidence=f"pages {shown}", severity="medium", action="flag", location=Location(page=low[0])))
    return out
