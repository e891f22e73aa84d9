"""Turning files into :class:`~kbgate.models.Document` text, one loader per format.

- PDF: pypdf gives the text of each page and, through its text visitor, the lines
  drawn in the header/footer bands (page zones). Band lines that repeat on at least
  half of the pages are removed from the text and recorded in
  ``Document.repeated_lines``. pdfplumber finds tables on the pages that draw lines;
  tables are rendered as ``cell | cell`` lines and kept whole (a table continued
  over several pages becomes one table). Hidden text (white or background-coloured, below 1 pt,
  invisible render mode without a scan under it, outside the crop box) is read with pdfminer only on
  pages whose content stream can hide text, removed from the page text and recorded in
  ``Document.hidden_spans`` (see :mod:`kbgate.corpus.formats.pdf_hidden`).
- Markdown: optional YAML front matter; ``#`` headings become sections.
- Plain text: UTF-8, UTF-8 with BOM, then GB18030, then Windows-1252; the decoding used is
  recorded.
- HTML (``.html``, ``.htm``): lxml; see :mod:`kbgate.corpus.formats.html`.
- Word (``.docx``): python-docx; see :mod:`kbgate.corpus.formats.docx`.

A file that cannot be read becomes ``Document.load_error`` with a reason code,
never an exception. :func:`load_within_limits` adds the policy's per-file limits: a file
over ``limits.max_file_mb`` is ``FILE_TOO_LARGE`` (not read), text over ``limits.max_text_chars``
is ``TEXT_TOO_LARGE``, and a load that outlasts ``limits.parse_seconds`` is ``PARSE_TIMEOUT``.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import signal
import stat
import threading
import time
import warnings
from collections import Counter
from pathlib import Path

import yaml

from kbgate.corpus.chunking import render_row
from kbgate.corpus.formats.pdf_hidden import hidden_runs, may_hide_text, remove_runs
from kbgate.models import Document, LoadError, ManifestRecord, Table

PDF_SUFFIXES = {".pdf"}
MARKDOWN_SUFFIXES = {".md", ".markdown"}
TEXT_SUFFIXES = {".txt", ".text"}
HTML_SUFFIXES = {".html", ".htm"}
DOCX_SUFFIXES = {".docx"}
_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$", re.M)
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")
_DIGITS = re.compile(r"\d+")
#: fraction of the page height treated as header band (top) and footer band (bottom)
BAND = 0.08


def detect_language(text: str) -> str | None:
    """'zh' when CJK characters make up a fifth of the letters, 'en' when Latin letters dominate."""
    cjk = len(_CJK.findall(text[:20000]))
    latin = len(_LATIN.findall(text[:20000]))
    if cjk + latin == 0:
        return None
    return "zh" if cjk * 5 >= latin else "en"


def load_document(root: Path, record: ManifestRecord, max_bytes: int | None = None,
                  chrome: frozenset[int] = frozenset()) -> Document:
    """Load one manifest record's file. Errors become ``load_error``, never exceptions.

    A file over ``max_bytes`` is ``FILE_TOO_LARGE`` and is not read. ``chrome``: the site chrome keys
    learned for an HTML page (:mod:`kbgate.corpus.chrome`)."""
    doc = Document(record=record)
    where = os.path.join(root, record.path)
    suffix = os.path.splitext(where)[1].lower()
    doc.fmt = suffix.lstrip(".")
    try:
        info = os.stat(where)
    except OSError:
        doc.load_error = LoadError("FILE_MISSING", f"file {record.path} not found under the corpus root")
        return doc
    if not stat.S_ISREG(info.st_mode):
        doc.load_error = LoadError("FILE_NOT_REGULAR", f"{record.path} is a directory or special file, not a "
                                   "document; point the manifest at a file")
        return doc
    if max_bytes is not None and info.st_size > max_bytes:
        doc.load_error = LoadError("FILE_TOO_LARGE", f"{record.path} has {info.st_size} bytes, over the "
                                   f"policy's limits.max_file_mb ({max_bytes / 2**20:g} MiB); split it or raise the limit")
        return doc
    try:
        _load_by_format(doc, Path(where), suffix, chrome)
    except _OverBudget:
        raise
    except Exception as exc:  # noqa: BLE001 - a loader bug or a hostile file never stops the run
        doc.load_error = LoadError("PARSE_CORRUPT", f"{record.path} could not be read ({type(exc).__name__})")
        doc.text = ""
    if doc.load_error is not None and doc.load_error.code in ("PARSE_CORRUPT", "PARSE_UNSUPPORTED"):
        named = misnamed_content(Path(where), suffix)
        if named:
            doc.load_error = LoadError(doc.load_error.code, f"{record.path} {named}")
    if doc.load_error is None and not doc.text.strip():
        doc.load_error = LoadError("PARSE_EMPTY", f"{record.path} has no extractable text")
    if doc.load_error is None:
        doc.language = record.language or detect_language(doc.text)
    return doc


#: what a file of each supported extension should be, in words, and the ``filetype`` kinds that fit it
_EXPECTED = {**{s: ("a PDF", {"pdf"}) for s in PDF_SUFFIXES}, **{s: ("a Word .docx file", {"docx", "zip"})
                                                                  for s in DOCX_SUFFIXES}}
_KIND_WORDS = {"image": "image", "video": "video", "audio": "audio file", "font": "font"}


def misnamed_content(path: Path, suffix: str) -> str | None:
    """``is a PNG image, not a PDF; ...``: what an unreadable file really is, when its content is a
    recognisable other format than its extension says (``filetype``'s magic numbers); else None.

    Only asked after a loader failed, so a readable file is never renamed by a loose signature."""
    import filetype

    try:
        with open(path, "rb") as fh:
            head = fh.read(8192)
    except OSError:
        return None
    expected, fits = _EXPECTED.get(suffix, ("text", set()))
    kind = filetype.guess(head)
    if kind is not None and kind.extension not in fits:
        major = kind.mime.split("/")[0]
        what = f"a {kind.extension.upper()} {_KIND_WORDS.get(major, 'file')}"
        if kind.extension == "pdf":
            what = "a PDF"
        elif filetype.is_archive(head):
            what = f"a {kind.extension.upper()} archive"
    elif kind is None and suffix in _EXPECTED and b"\x00" not in head and decode_text(head) is not None:
        lead = head.lstrip()[:15].lower()
        what = "an HTML page" if lead.startswith((b"<!doctype html", b"<html")) else "plain text"
    else:
        return None
    return (f"is {what}, not {expected}: its content does not match the extension '{suffix}'; "
            "convert it or give it the right extension")


def _load_by_format(doc: Document, path: Path, suffix: str, chrome: frozenset[int] = frozenset()) -> None:
    record = doc.record
    data = path.read_bytes()
    doc.file_sha256 = hashlib.sha256(data).hexdigest()
    if not data.strip():
        doc.load_error = LoadError("PARSE_EMPTY", f"{record.path} is empty")
        return
    if suffix in PDF_SUFFIXES:
        _load_pdf(doc, path, data)
    elif suffix in MARKDOWN_SUFFIXES:
        _load_markdown(doc, data)
    elif suffix in TEXT_SUFFIXES:
        _load_text(doc, data)
    elif suffix in HTML_SUFFIXES:
        from kbgate.corpus.formats.html import load_html

        if b"\x00" in data and not (decode_text(data) or ("", ""))[1].startswith("utf-16"):
            doc.load_error = LoadError("PARSE_CORRUPT", f"{record.path} looks binary, not HTML (NUL bytes)")
            return
        load_html(doc, data, chrome)
    elif suffix in DOCX_SUFFIXES:
        from kbgate.corpus.formats.docx import load_docx

        load_docx(doc, data)
    else:
        doc.load_error = LoadError(
            "PARSE_UNSUPPORTED",
            f"{record.path}: unsupported file type '{suffix}'; use .pdf, .md, .txt, .html or .docx")


class _OverBudget(BaseException):
    """Raised inside a load that outlasts its time budget (a BaseException: parsers' ``except
    Exception`` cannot swallow it)."""


@contextlib.contextmanager
def _time_budget(seconds: float):
    """Interrupt the block after ``seconds`` with :class:`_OverBudget` (main thread, via SIGALRM);
    elsewhere the block runs to the end and the caller compares the elapsed time."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return

    def expire(signum, frame):
        raise _OverBudget

    old = signal.signal(signal.SIGALRM, expire)
    # fire again every 0.5 s: an alarm raised where the exception is swallowed (a gc callback, a
    # destructor) must not let the parser run on unbounded
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.5)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def load_within_limits(root: Path, record: ManifestRecord, limits, chunk=None,
                       chrome: frozenset[int] = frozenset()) -> Document:
    """:func:`load_document` (then ``chunk(doc)`` if given) under the policy's ``limits``
    (a :class:`kbgate.policy.Limits`): too large a file or text, or too slow a load, becomes
    the document's ``load_error`` with its own code."""
    started = time.monotonic()
    try:
        with _time_budget(limits.parse_seconds):
            doc = load_document(root, record, max_bytes=int(limits.max_file_mb * 2**20), chrome=chrome)
            if doc.load_error is None and len(doc.text) > limits.max_text_chars:
                doc.load_error = LoadError(
                    "TEXT_TOO_LARGE", f"{record.path} yields {len(doc.text)} characters of text, over the policy's "
                    f"limits.max_text_chars ({limits.max_text_chars}); split the document or raise the limit")
            if doc.load_error is None and chunk is not None:
                chunk(doc)
        over = time.monotonic() - started > limits.parse_seconds
    except _OverBudget:
        over = True
        doc = Document(record=record)
        doc.fmt = Path(record.path).suffix.lower().lstrip(".")
    if over and doc.load_error is None:
        doc.load_error = LoadError(
            "PARSE_TIMEOUT", f"{record.path} took over the policy's limits.parse_seconds ({limits.parse_seconds:g} s) "
            "to load; check the file (a damaged PDF can make parsers loop) or raise the limit")
    if doc.load_error is not None:
        doc.text, doc.chunks, doc.tables = "", [], []
    return doc


def _utf16_without_bom(data: bytes) -> str | None:
    """``utf-16-le``/``utf-16-be`` when NUL bytes sit in (nearly) every other byte of one parity only:
    what UTF-16 text of Latin letters looks like without its BOM."""
    sample = data[:4096]
    if len(sample) < 4 or len(sample) % 2:
        return None
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    half = len(sample) // 2
    if odd >= 0.4 * half and even == 0:
        return "utf-16-le"
    if even >= 0.4 * half and odd == 0:
        return "utf-16-be"
    return None


def decode_text(data: bytes) -> tuple[str, str] | None:
    """Decode bytes as UTF-8 (with or without BOM), UTF-16 (with a BOM, or Latin text without one),
    then GB18030, then Windows-1252.

    Windows-1252 is the last resort for legacy Western text (it is what most
    "Latin-1" files really are); bytes it leaves undefined make the file undecodable.
    Returns ``(text, encoding)``, or None when nothing decodes.
    """
    utf16 = "utf-16" if data.startswith((b"\xff\xfe", b"\xfe\xff")) else _utf16_without_bom(data)
    if utf16:
        try:
            return data.decode(utf16).lstrip("\ufeff"), utf16
        except UnicodeDecodeError:
            return None
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return data[3:].decode("utf-8"), "utf-8-sig"
        except UnicodeDecodeError:
            pass
    for enc in ("utf-8", "gb18030", "cp1252"):
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError:
            continue
    return None


def _load_text(doc: Document, data: bytes) -> None:
    decoded = decode_text(data)
    if (decoded is None or not decoded[1].startswith("utf-16")) and b"\x00" in data:
        doc.load_error = LoadError("PARSE_UNSUPPORTED", f"{doc.record.path} looks binary, not text (NUL bytes)")
        return
    if decoded is None:
        doc.load_error = LoadError(
            "PARSE_CORRUPT", f"{doc.record.path} is not UTF-8, GB18030 or Windows-1252 text")
        return
    doc.text, doc.decoding = decoded[0].replace("\r\n", "\n"), decoded[1]


def _load_markdown(doc: Document, data: bytes) -> None:
    _load_text(doc, data)
    if doc.load_error:
        return
    text = doc.text
    if text.startswith("---\n"):
        end = text.find("\n---", 4)
        if end != -1:
            try:
                meta = yaml.safe_load(text[4:end])
                doc.front_matter = meta if isinstance(meta, dict) else {}
            except yaml.YAMLError:
                doc.front_matter = {}
            text = text[end + 4:].lstrip("\n")
    doc.text = text
    doc.sections = [(m.start(), m.group(2).strip()) for m in _HEADING.finditer(text)]


def _load_pdf(doc: Document, path: Path, data: bytes) -> None:
    import pypdf
    from pypdf.errors import FileNotDecryptedError, PdfReadError

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            reader = pypdf.PdfReader(path, strict=False)
            if reader.is_encrypted:
                try:
                    ok = reader.decrypt("")
                except Exception:  # noqa: BLE001 - any failure means we cannot read it
                    ok = 0
                if not ok:
                    doc.load_error = LoadError(
                        "PARSE_ENCRYPTED", f"{doc.record.path} is encrypted; supply an unencrypted copy")
                    return
            pages, bands, ruled, suspect = [], [], [], []
            for page in reader.pages:
                text, band, odd_text = _page_text_and_bands(page)
                content = _page_content(page)
                pages.append(text)
                bands.append(band)
                ruled.append(_draws_lines(page, content))
                suspect.append(odd_text or content is None or may_hide_text(content))
    except FileNotDecryptedError:
        doc.load_error = LoadError("PARSE_ENCRYPTED", f"{doc.record.path} is encrypted; supply an unencrypted copy")
        return
    except (PdfReadError, ValueError, KeyError, TypeError, OSError, RecursionError, AttributeError) as exc:
        doc.load_error = LoadError("PARSE_CORRUPT", f"{doc.record.path} is not a readable PDF ({type(exc).__name__})")
        return
    hidden = _pdf_hidden(path, [i + 1 for i, odd in enumerate(suspect) if odd])
    pages = [remove_runs(text, hidden.get(i + 1, [])) for i, text in enumerate(pages)]
    doc.hidden_spans = [span for page_no in sorted(hidden) for span in hidden[page_no]]
    tables, table_page_text = _pdf_tables(path, [i + 1 for i, r in enumerate(ruled) if r])
    repeated = _repeated_band_lines(bands, len(pages))
    doc.repeated_lines = sorted(repeated.values())
    parts: list[str] = []
    offset = 0
    page_starts, counts = [], []
    for i, page_text in enumerate(pages):
        page_no = i + 1
        counts.append(len(re.sub(r"\s", "", page_text)))
        if page_no in table_page_text:  # text outside the tables, from pdfplumber
            page_text = remove_runs(table_page_text[page_no], hidden.get(page_no, []))
        kept = [line.rstrip() for line in page_text.splitlines() if _normal(line) not in repeated]
        block = "\n".join(kept).strip()
        for table in tables:
            if table.pages and table.pages[0] == page_no:
                block = _place_table(table, block, offset)
        page_starts.append(offset)
        parts.append(block)
        offset += len(block) + 2
    doc.text = "\n\n".join(parts)
    doc.page_starts = page_starts or [0]
    doc.page_char_counts = counts
    doc.tables = tables


def _page_text_and_bands(page) -> tuple[str, list[str], bool]:
    """pypdf's text of a page, the lines that sit in its header and footer bands, and odd text.

    The band lines come from pypdf's text visitor, which reports where each text run is
    drawn; runs on one baseline are joined into a line. The visitor also tells whether
    any text is drawn below 1 pt (font size times the text and current matrices) or
    starts outside the crop box: such a page is read again for hidden text.
    """
    box = page.mediabox
    bottom, height = float(box.bottom), float(box.height)
    crop = page.cropbox
    left, right, top = float(crop.left), float(crop.right), float(crop.top)
    low = float(crop.bottom)
    runs: dict[int, list[str]] = {}
    odd = False

    def visit(text, cm, tm, _font, size):
        nonlocal odd
        if not text.strip():
            return
        x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
        y_abs = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
        scale = abs((tm[0] * cm[0] + tm[1] * cm[2]) * (tm[2] * cm[1] + tm[3] * cm[3])
                    - (tm[0] * cm[1] + tm[1] * cm[3]) * (tm[2] * cm[0] + tm[3] * cm[2])) ** 0.5
        if (size or 0) * scale < 1 or not (left - 1 <= x <= right and low - 1 <= y_abs <= top):
            odd = True
        y = y_abs - bottom  # baseline in page space
        if y >= height * (1 - BAND) or y <= height * BAND:
            runs.setdefault(round(y), []).append(text.strip())

    text = page.extract_text(visitor_text=visit) or ""
    return text, [" ".join(parts) for _, parts in sorted(runs.items(), reverse=True)], odd


def _page_content(page) -> bytes | None:
    """The page's decoded content stream, or None when pypdf cannot give it."""
    try:
        contents = page.get_contents()
        return contents.get_data() if contents is not None else b""
    except Exception:  # noqa: BLE001 - the callers then take the careful path
        return None


def _draws_lines(page, content: bytes | None = None) -> bool:
    """Whether the page (or its given content stream) draws rectangles or stroked lines.

    Only then can it hold a ruled table; when the content cannot be read, pdfplumber looks anyway.
    """
    data = _page_content(page) if content is None else content
    return data is None or b" re" in data or b" l\n" in data or b" l " in data


def _pdf_hidden(path: Path, pages: list[int]) -> dict[int, list]:
    """Hidden text runs of the suspect pages (see :mod:`kbgate.corpus.formats.pdf_hidden`); best effort."""
    if not pages:
        return {}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return hidden_runs(path, pages)
    except Exception:  # noqa: BLE001 - pdfminer failing on a page pypdf read leaves the pypdf text as is
        return {}


def _place_table(table: Table, body: str, page_offset: int) -> str:
    """Append the rendered table to a page's text and record its spans in document offsets."""
    lines = [render_row(table.header)] + [render_row(r) for r in table.rows]
    start = page_offset + len(body) + (2 if body else 0)
    table.char_start = start
    spans, pos = [], start
    for line in lines:
        spans.append((pos, pos + len(line)))
        pos += len(line) + 1
    table.row_spans = spans[1:]
    table.char_end = pos - 1
    return (body + "\n\n" if body else "") + "\n".join(lines)


def _normal(line: str) -> str:
    """A line with digits folded and spaces dropped, so 'Page 3 of 9' and 'Page 4 of 9' compare equal."""
    return _DIGITS.sub("#", "".join(line.split()))


def _repeated_band_lines(bands: list[list[str]], n_pages: int) -> dict[str, str]:
    """Band lines that appear on at least half of the pages (and on two or more).

    Returns:
        digit-folded line -> its first occurrence as printed.
    """
    if n_pages < 2:
        return {}
    counter: Counter[str] = Counter()
    first: dict[str, str] = {}
    for lines in bands:
        for line in lines:
            if line.strip():
                first.setdefault(_normal(line), " ".join(line.split()))
        counter.update({_normal(line) for line in lines if line.strip()})
    return {line: first[line] for line, n in counter.items() if n >= max(2, n_pages / 2)}


def _pdf_tables(path: Path, pages: list[int]) -> tuple[list[Table], dict[int, str]]:
    """Tables on the given pages (merged across pages) and those pages' text outside tables, via pdfplumber.

    Only pages that draw lines are given: pdfplumber's default table finder needs ruling
    lines, and it is about ten times slower than pypdf. Best effort: when pdfplumber
    fails, pypdf's text stands alone.
    """
    if not pages:
        return [], {}
    import pdfplumber

    tables: list[Table] = []
    outside: dict[int, str] = {}
    try:
        with warnings.catch_warnings(), pdfplumber.open(path, pages=pages) as pdf:
            warnings.simplefilter("ignore")
            for page in pdf.pages:
                found = page.find_tables()
                for table in found:
                    rows = [[(c or "").strip() for c in row] for row in table.extract()]
                    rows = [r for r in rows if any(r)]
                    if rows:
                        _add_table_rows(tables, rows, page.page_number)
                if found:
                    boxes = [t.bbox for t in found]
                    rest = page.filter(lambda obj, boxes=boxes: not any(
                        b[0] <= obj.get("x0", -1) and obj.get("x1", 1e9) <= b[2]
                        and b[1] <= obj.get("top", -1) and obj.get("bottom", 1e9) <= b[3] for b in boxes))
                    outside[page.page_number] = rest.extract_text() or ""
    except Exception:  # noqa: BLE001 - tables are an enhancement; pypdf text stands without them
        return [], {}
    return tables, outside


def _add_table_rows(tables: list[Table], rows: list[list[str]], page_no: int) -> None:
    """Start a table, or continue the previous page's table when the columns (and header) match."""
    last = tables[-1] if tables else None
    if last and last.pages[-1] == page_no - 1 and len(rows[0]) == len(last.header):
        last.rows.extend(rows[1:] if rows[0] == last.header else rows)
        last.pages.append(page_no)
    else:
        tables.append(Table(header=rows[0], rows=rows[1:], pages=[page_no]))
