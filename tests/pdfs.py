"""Small PDF builders for loader tests (reportlab; CJK via the built-in STSong-Light CID font)."""

from __future__ import annotations

import io
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

pdfmetrics.registerFont(UnicodeCIDFont("STSong-Light"))
STYLE = ParagraphStyle("body", fontName="STSong-Light", fontSize=11, leading=16)


def build_pdf(paragraphs: list[str], *, header: str | None = None, footer: str | None = None,
              table: list[list[str]] | None = None) -> bytes:
    """A PDF with the given paragraphs, an optional repeated header/footer and a table (first row = header)."""
    buf = io.BytesIO()

    def decorate(canvas, doc):
        canvas.saveState()
        canvas.setFont("STSong-Light", 9)
        if header:
            canvas.drawString(72, A4[1] - 30, header)
        if footer:
            canvas.drawString(72, 25, footer.replace("{page}", str(doc.page)))
        canvas.restoreState()

    story = []
    for p in paragraphs:
        story += [Paragraph(p, STYLE), Spacer(1, 8)]
    if table:
        t = Table(table, repeatRows=1)
        t.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), "STSong-Light"),
                               ("GRID", (0, 0), (-1, -1), 0.5, colors.black)]))
        story.append(t)
    SimpleDocTemplate(buf, pagesize=A4, invariant=1).build(story, onFirstPage=decorate, onLaterPages=decorate)
    return buf.getvalue()


def encrypt_pdf(data: bytes, password: str = "secret") -> bytes:
    import pypdf

    reader = pypdf.PdfReader(io.BytesIO(data))
    writer = pypdf.PdfWriter()
    for page in reader.pages:
        writer.add_page(page)
    writer.encrypt(password)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return path
