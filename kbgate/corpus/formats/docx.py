"""Word loader (``.docx``), on python-docx.

Rules:

- **Text**: the body's paragraphs and tables in document order, paragraphs separated by blank lines.
  Runs of inserted (tracked) text are read as written; field codes are not text.
- **Title**: the core properties' title, when set, goes to ``front_matter["title"]``.
- **Sections**: a paragraph whose style (or a style it is based on) is a ``Heading n`` or ``Title``
  style starts a section.
- **Tables**: a body table of at least two rows and two columns becomes a
  :class:`~kbgate.models.Table` (first row = header; a merged cell's text stands in its first grid
  column, vertically merged cells repeat it), rendered as ``cell | cell`` lines. Smaller tables are
  read as paragraphs. Tables nested in cells are not read.
- **Headers and footers**: never part of the body text; their lines go to
  ``Document.repeated_lines`` and are reported by the ``parse`` check as ``PARSE_HEADER_FOOTER``, like
  the PDF ones.
- **Hidden text** (:class:`~kbgate.models.HiddenSpan`, kept out of the text; runs of one kind in a
  paragraph form one span): the ``vanish`` run property, direct or from the run's or paragraph's style
  chain (``docx_vanish``); text below 2 pt (``tiny_font``); text whose colour is within
  :data:`~kbgate.corpus.formats.html.COLOUR_DISTANCE` of its background -- run shading or highlight, else
  paragraph shading, else table-cell shading, else white (``background_colour``); comments
  (``docx_comment``); tracked deletions still in the file (``docx_deletion``). White text on a dark
  shading is visible and stays in the text.
- **Unreadable files**: a legacy OLE file is ``PARSE_ENCRYPTED`` when it holds an encrypted package
  (a password-protected .docx), else ``PARSE_UNSUPPORTED`` (a .doc); a file that is not a valid
  package, or unpacks to more than :data:`MAX_UNPACKED` bytes, is ``PARSE_CORRUPT``.
"""

from __future__ import annotations

import io
import zipfile

from kbgate.corpus.formats.html import COLOUR_DISTANCE, WHITE, colour_distance, table_block
from kbgate.models import Document, HiddenSpan, LoadError, Table

MAX_UNPACKED = 300_000_000
TINY_PT = 2.0
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
HIGHLIGHTS = {"black": (0, 0, 0), "white": (255, 255, 255), "darkBlue": (0, 0, 128), "darkGray": (128, 128, 128),
              "blue": (0, 0, 255), "darkRed": (128, 0, 0), "darkGreen": (0, 128, 0), "yellow": (255, 255, 0),
              "lightGray": (192, 192, 192)}


def _hex(value: str | None) -> tuple[int, int, int] | None:
    if not value or len(value) != 6 or value.lower() == "auto":
        return None
    try:
        return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)
    except ValueError:
        return None


def _shading(props) -> tuple[int, int, int] | None:
    """The fill colour of a ``w:shd`` (or ``w:highlight``) inside a properties element, if any."""
    from docx.oxml.ns import qn

    if props is None:
        return None
    highlight = props.find(qn("w:highlight"))
    if highlight is not None and highlight.get(qn("w:val")) in HIGHLIGHTS:
        return HIGHLIGHTS[highlight.get(qn("w:val"))]
    shd = props.find(qn("w:shd"))
    return _hex(shd.get(qn("w:fill"))) if shd is not None else None


def _styles(style):
    while style is not None:
        yield style
        style = style.base_style


class _DocxReader:
    def __init__(self, document) -> None:
        self.document = document
        self.parts: list[str] = []
        self.n = 0
        self.sections: list[tuple[int, str]] = []
        self.tables: list[Table] = []
        self.hidden: list[HiddenSpan] = []

    def _add(self, block: str) -> int:
        if self.parts:
            self.parts.append("\n\n")
            self.n += 2
        start = self.n
        self.parts.append(block)
        self.n += len(block)
        return start

    def _font_value(self, run, paragraph, attr: str):
        value = getattr(run.font, attr)
        if value is not None:
            return value
        for chain in (run.style, paragraph.style):
            for style in _styles(chain):
                value = getattr(style.font, attr, None)
                if value is not None:
                    return value
        return None

    def paragraph_text(self, paragraph, cell_fill=None) -> str:
        """The visible text of a paragraph; its hidden runs become spans."""
        from docx.oxml.ns import qn
        from docx.text.run import Run

        p_fill = _shading(paragraph._p.pPr) or cell_fill or WHITE
        visible: list[str] = []
        pending: tuple[str, list[str]] | None = None
        for r in paragraph._p.iter(qn("w:r")):
            deleted = any(a.tag in (qn("w:del"), qn("w:moveFrom")) for a in r.iterancestors())
            text = "".join(
                (c.text or "") if c.tag in (qn("w:t"), qn("w:delText")) else "\t" if c.tag == qn("w:tab")
                else "\n" if c.tag in (qn("w:br"), qn("w:cr")) else "" for c in r)
            if not text:
                continue
            kind = "docx_deletion" if deleted else self._hidden_kind(Run(r, paragraph), paragraph, p_fill)
            if kind is None:
                visible.append(text)
            if pending and pending[0] != kind:
                self._flush(pending)
                pending = None
            if kind:
                pending = pending or (kind, [])
                pending[1].append(text)
        if pending:
            self._flush(pending)
        return "".join(visible).strip()

    def _flush(self, pending: tuple[str, list[str]]) -> None:
        text = " ".join("".join(pending[1]).split())
        if text:
            self.hidden.append(HiddenSpan(pending[0], text))

    def _hidden_kind(self, run, paragraph, background) -> str | None:
        if self._font_value(run, paragraph, "hidden"):
            return "docx_vanish"
        size = self._font_value(run, paragraph, "size")
        if size is not None and size.pt < TINY_PT:
            return "tiny_font"
        colour = None
        try:
            rgb = run.font.color.rgb if run.font.color.type is not None else None
        except (ValueError, AttributeError):
            rgb = None
        if rgb is not None:
            colour = (rgb[0], rgb[1], rgb[2])
        fill = _shading(run._r.rPr) or background
        if colour is not None and colour_distance(colour, fill) <= COLOUR_DISTANCE:
            return "background_colour"
        return None

    def body(self) -> None:
        from docx.oxml.ns import qn
        from docx.table import Table as DocxTable
        from docx.text.paragraph import Paragraph

        for el in self.document.element.body.iterchildren():
            if el.tag == qn("w:p"):
                self._paragraph(Paragraph(el, self.document))
            elif el.tag == qn("w:tbl"):
                self._table(DocxTable(el, self.document))

    def _paragraph(self, paragraph) -> None:
        text = self.paragraph_text(paragraph)
        if not text:
            return
        start = self._add(text)
        try:
            names = [s.name or "" for s in _styles(paragraph.style)]
        except (KeyError, ValueError):
            names = []
        if any(n.lower().startswith(("heading", "title")) for n in names):
            self.sections.append((start, " ".join(text.split())))

    def _table(self, table) -> None:
        grid: list[list[str]] = []
        for row in table.rows:
            cells, prev = [], None
            for cell in row.cells:
                if cell._tc is prev:  # a horizontally merged cell is repeated by python-docx
                    cells.append("")
                    continue
                prev = cell._tc
                fill = _shading(cell._tc.tcPr) if cell._tc.tcPr is not None else None
                texts = [self.paragraph_text(p, fill) for p in cell.paragraphs]
                cells.append(" ".join(" ".join(t for t in texts if t).split()))
            if any(cells):
                grid.append(cells)
        width = max((len(r) for r in grid), default=0)
        if len(grid) < 2 or width < 2:
            for row in grid:
                for cell in row:
                    if cell:
                        self._add(cell)
            return
        block, table = table_block(grid, self.n + (2 if self.parts else 0))
        self._add(block)
        self.tables.append(table)

    def header_footer_lines(self) -> list[str]:
        lines: list[str] = []
        for section in self.document.sections:
            for part in (section.header, section.footer, section.first_page_header, section.first_page_footer,
                         section.even_page_header, section.even_page_footer):
                if part.is_linked_to_previous:
                    continue
                for p in part.paragraphs:
                    text = " ".join(p.text.split())
                    if text:
                        lines.append(text)
        return list(dict.fromkeys(lines))


def _comment_texts(document) -> list[str]:
    """Texts of the document's comments (the comments part is only read when the package has one)."""
    from docx.opc.constants import RELATIONSHIP_TYPE as RT

    if not any(rel.reltype == RT.COMMENTS for rel in document.part.rels.values()):
        return []
    return [" ".join(c.text.split()) for c in document.comments if c.text.strip()]


def load_docx(doc: Document, data: bytes) -> None:
    """Fill ``doc`` from .docx bytes (see the module rules); failures become ``doc.load_error``."""
    import docx
    from docx.opc.exceptions import PackageNotFoundError
    from lxml import etree

    path = doc.record.path
    if data.startswith(OLE_MAGIC):
        if "EncryptedPackage".encode("utf-16-le") in data:
            doc.load_error = LoadError("PARSE_ENCRYPTED", f"{path} is password-protected; supply an unencrypted copy")
        else:
            doc.load_error = LoadError(
                "PARSE_UNSUPPORTED", f"{path} is a legacy Word .doc file; save it as .docx")
        return
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            if sum(i.file_size for i in z.infolist()) > MAX_UNPACKED:
                doc.load_error = LoadError("PARSE_CORRUPT", f"{path} unpacks to more than {MAX_UNPACKED} bytes")
                return
        document = docx.Document(io.BytesIO(data))
        reader = _DocxReader(document)
        reader.body()
        comments = _comment_texts(document)
        header_lines = reader.header_footer_lines()
        core_title = (document.core_properties.title or "").strip()
    except (PackageNotFoundError, zipfile.BadZipFile, KeyError, ValueError, AttributeError, TypeError,
            etree.XMLSyntaxError, RecursionError, NotImplementedError) as exc:
        doc.load_error = LoadError("PARSE_CORRUPT", f"{path} is not a readable .docx ({type(exc).__name__})")
        return
    doc.text = "".join(reader.parts)
    doc.sections = reader.sections
    doc.tables = reader.tables
    doc.hidden_spans = reader.hidden + [HiddenSpan("docx_comment", t) for t in comments]
    doc.repeated_lines = header_lines
    if core_title:
        doc.front_matter = {"title": core_title}
