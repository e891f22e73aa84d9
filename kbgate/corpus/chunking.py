"""Heading-, paragraph- and CJK-aware chunking with stable ids.

Chunks are spans of :attr:`Document.text`. A cut prefers, in order: a heading
(always a hard break), a blank line, a sentence end (``。！？；.!?`` or a line
break), then whitespace; Chinese has no spaces, so a cut may fall between any two
CJK characters when nothing better is in reach. Consecutive chunks of one section
overlap by about ``overlap_chars``. Tables become their own chunks and repeat the
table header row in every chunk.
"""

from __future__ import annotations

import bisect
import hashlib
import re

from kbgate.models import Chunk, Document, principal_lists

_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_SENTENCE = re.compile(r"[。！？；!?;]|[.](?=\s)|\n")
_SPACE = re.compile(r"\s")


def content_hash(text: str) -> str:
    """sha256 of the chunk text, the chunk's content fingerprint."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _cut_points(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Candidate cut offsets in ``(start, end)`` with a strength (2 paragraph, 1 sentence, 0 space)."""
    points: dict[int, int] = {}
    segment = text[start:end]
    for m in _SPACE.finditer(segment):
        points[start + m.end()] = 0
    for m in _SENTENCE.finditer(segment):
        points[start + m.end()] = 1
    for m in _PARAGRAPH.finditer(segment):
        points[start + m.end()] = 2
    return sorted(points.items())


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def split_spans(text: str, start: int, end: int, max_chars: int, overlap: int, min_chars: int) -> list[tuple[int, int]]:
    """Split ``text[start:end]`` (one section, no hard breaks inside) into overlapping spans."""
    spans: list[tuple[int, int]] = []
    points = _cut_points(text, start, end)
    offsets = [p for p, _ in points]
    pos = start
    while True:
        pos, _ = _trim(text, pos, end)
        if pos >= end:
            break
        if end - pos <= max_chars:
            spans.append(_trim(text, pos, end))
            break
        limit = pos + max_chars
        lo = bisect.bisect_right(offsets, pos + max(min_chars, max_chars // 2))
        hi = bisect.bisect_right(offsets, limit)
        window = points[lo:hi]
        cut = max(window, key=lambda p: (p[1], p[0]))[0] if window else limit
        spans.append(_trim(text, pos, cut))
        nxt = cut - overlap
        # start the overlap at a sentence or word boundary when one is close
        j = bisect.bisect_left(offsets, nxt)
        if j < len(offsets) and offsets[j] < cut and offsets[j] - nxt <= overlap // 2:
            nxt = offsets[j]
        pos = max(nxt, pos + 1) if overlap else cut
    return [s for s in spans if s[1] > s[0]]


def _merge_small(spans: list[tuple[int, int, bool]], min_chars: int, max_chars: int) -> list[tuple[int, int, bool]]:
    """Merge a too-small body span into the following one of the same kind, never losing text."""
    out: list[tuple[int, int, bool]] = []
    for span in spans:
        if out and not span[2] and not out[-1][2] and out[-1][1] - out[-1][0] < min_chars \
                and span[1] - out[-1][0] <= max_chars:
            out[-1] = (out[-1][0], span[1], False)
        else:
            out.append(span)
    return out


def chunk_document(
    doc: Document,
    *,
    max_chars: int = 800,
    overlap_chars: int = 80,
    min_chars: int = 20,
    run_id: str = "",
    allowed_roles: list[str] | None = None,
    table_rows: int = 0,
) -> list[Chunk]:
    """Cut a loaded document into chunks with stable ids ``{doc_id}@{version}#{n}``.

    Args:
        doc: a loaded document (``doc.text``, ``doc.sections`` and ``doc.tables`` are used).
        max_chars: the largest chunk, in characters.
        overlap_chars: how much consecutive chunks of one section share.
        min_chars: chunks smaller than this merge into their neighbour.
        run_id: the ingestion run that produces the chunks (provenance).
        allowed_roles: the effective ACL stored with each chunk (empty means nobody).
        table_rows: rows per table chunk (0: as many as fit in ``max_chars``).

    Returns:
        The chunks, in document order.
    """
    text = doc.text
    hard = sorted({0, len(text), *(s for s, _ in doc.sections)})
    table_spans = sorted((t.char_start, t.char_end, i) for i, t in enumerate(doc.tables) if t.char_end > t.char_start)
    for s, e, _ in table_spans:
        hard.extend([s, e])
    hard = sorted(set(h for h in hard if 0 <= h <= len(text)))
    spans: list[tuple[int, int, bool]] = []
    for a, b in zip(hard, hard[1:], strict=False):
        if any(s <= a and b <= e for s, e, _ in table_spans):
            continue
        spans.extend((s, e, False) for s, e in split_spans(text, a, b, max_chars, overlap_chars, min_chars))
    spans.extend((s, e, True) for s, e, _ in table_spans)
    spans.sort()
    spans = _merge_small(spans, min_chars, max_chars)

    chunks: list[Chunk] = []
    roles = allowed_roles if allowed_roles is not None else (doc.record.allowed_roles or [])

    def add(start: int, end: int, body: str, is_table: bool) -> None:
        chunks.append(make_chunk(doc, len(chunks), start, end, body, is_table=is_table, run_id=run_id,
                                 allowed_roles=roles))

    for start, end, is_table in spans:
        if not is_table:
            add(start, end, text[start:end], False)
            continue
        table = next(t for t in doc.tables if t.char_start == start)
        for rs, re_, body in table_chunks(table, text, max_chars, table_rows):
            add(rs, re_, body, True)
    return chunks


def make_chunk(doc: Document, n: int, start: int, end: int, body: str, *, is_table: bool = False,
               run_id: str = "", allowed_roles: list[str] | None = None) -> Chunk:
    """Chunk ``n`` of ``doc`` (id ``{doc_id}@{version}#{n}``) holding ``body``, the span ``start:end``."""
    rec = doc.record
    return Chunk(
        chunk_id=f"{rec.doc_id}@{rec.version}#{n}", doc_id=rec.doc_id, version=rec.version, n=n,
        text=body, chunk_hash=content_hash(body), char_start=start, char_end=end,
        page=doc.page_at(start), section=doc.section_at(start), source=rec.source,
        tenant_id=rec.tenant_id, classification=rec.classification,
        allowed_roles=list(allowed_roles if allowed_roles is not None else (rec.allowed_roles or [])),
        effective_from=rec.effective_from.isoformat(),
        expires_at=rec.expires_at.isoformat() if rec.expires_at else None,
        language=doc.language, run_id=run_id, is_table=is_table, **principal_lists(rec),
    )


def table_chunks(table, text: str, max_chars: int, rows_per_chunk: int = 0) -> list[tuple[int, int, str]]:
    """Group a table's rendered rows into chunks that each start with the header row.

    A group closes when the next row would pass ``max_chars``, or when it holds
    ``rows_per_chunk`` rows (when that is above 0).
    """
    header = render_row(table.header)
    out: list[tuple[int, int, str]] = []
    rows: list[str] = []
    first = last = table.char_start
    for (rs, re_), row in zip(table.row_spans, table.rows, strict=True):
        line = render_row(row)
        if rows and (len(header) + sum(len(r) + 1 for r in rows) + len(line) + 1 > max_chars
                     or 0 < rows_per_chunk <= len(rows)):
            out.append((first, last, "\n".join([header, *rows])))
            rows = []
        if not rows:
            first = rs
        last = re_
        rows.append(line)
    if rows:
        out.append((first, last, "\n".join([header, *rows])))
    elif header:
        out.append((table.char_start, table.char_end, header))
    return out


def render_row(cells: list[str]) -> str:
    """One table row as text: cells joined by `` | `` with inner line breaks folded."""
    return " | ".join(" ".join((c or "").split()) for c in cells)
