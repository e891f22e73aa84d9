"""Hidden text in PDFs: invisible render mode, text coloured like its background, below 1 pt, outside the crop box.

Reading each character's colour, size and render mode needs pdfminer's full interpreter (the engine
under pdfplumber), about 25x slower than pypdf. So a cheap pypdf-side trigger picks the pages worth it
(:func:`may_hide_text`): the content stream sets text render mode 3 or 7 (invisible, clip), sets a
white or near-white fill colour (``1 g``, ``1 1 1 rg``, ``0 0 0 0 k``, ``sc``/``scn``), selects a font
below 1 pt, or pypdf's text visitor saw text drawn below 1 pt or outside the crop box. Only those pages
are interpreted (:func:`hidden_runs`). Known gap: a fill colour set inside a form XObject does not
trigger (tiny and off-crop text there does, through the visitor).

A character is hidden when (first match wins):

- ``pdf_invisible_text``: drawn with render mode 3 or 7, **unless** it lies over an image on the page --
  that is an OCR text layer over a scan, the page's own content, and stays in the text;
- ``off_screen``: its box lies wholly outside the page's crop box;
- ``tiny_font``: its size is below :data:`TINY_PT` (1 pt);
- ``background_colour``: its fill colour is within :data:`COLOUR_TOLERANCE` (per RGB channel, 0..1) of
  the colour behind it -- the last filled shape drawn before it that contains its centre, else white.
  White text on a dark filled box is visible.

Consecutive hidden characters of one kind form one run. The loader removes each run's text from the
page text (matching its characters with any whitespace between) and reports it as a
:class:`~kbgate.models.HiddenSpan` with its page.
"""

from __future__ import annotations

import re
from pathlib import Path

from kbgate.models import HiddenSpan

TINY_PT = 1.0
COLOUR_TOLERANCE = 0.08
_N1 = rb"(?:1(?:\.0*)?|0?\.9[5-9]\d*)"  # 1, 1.0, .95 .. .99
_N0 = rb"(?:0(?:\.0*)?|0?\.0[0-5]\d*)"  # 0, 0.0, .01 .. .05
TRIGGERS = re.compile(
    rb"(?<![\w.])[37]\s+Tr(?!\w)"
    rb"|(?<![\w.])" + _N1 + rb"\s+g(?!\w)"
    rb"|(?<![\w.])" + _N1 + rb"\s+" + _N1 + rb"\s+" + _N1 + rb"\s+(?:rg|scn?)(?!\w)"
    rb"|(?<![\w.])" + _N1 + rb"\s+scn?(?!\w)"
    rb"|(?<![\w.])" + _N0 + rb"\s+" + _N0 + rb"\s+" + _N0 + rb"\s+" + _N0 + rb"\s+k(?!\w)"
    rb"|/[^\s/\[\]<>()]+\s+(?:0?\.\d+|0)\s+Tf(?!\w)")


def may_hide_text(content: bytes) -> bool:
    """Whether a page's content stream holds an operator that can hide text (see the module rules)."""
    return TRIGGERS.search(content) is not None


def _rgb(colour) -> tuple[float, float, float] | None:
    """A pdfminer fill colour (gray, RGB or CMYK tuple/number) as RGB in 0..1; None for patterns."""
    if isinstance(colour, int | float):
        colour = (colour,)
    if not isinstance(colour, tuple | list) or not all(isinstance(c, int | float) for c in colour):
        return None
    if len(colour) == 1:
        return (float(colour[0]),) * 3
    if len(colour) == 3:
        return float(colour[0]), float(colour[1]), float(colour[2])
    if len(colour) == 4:
        c, m, y, k = colour
        return (1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)
    return None


def _inside(box, x: float, y: float) -> bool:
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def hidden_runs(path: Path, pages: list[int]) -> dict[int, list[HiddenSpan]]:
    """Hidden text runs on the given 1-based pages, by page (see the module rules)."""
    from pdfminer.converter import PDFPageAggregator
    from pdfminer.layout import LTChar, LTCurve, LTFigure, LTImage
    from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage

    class RenderModeAggregator(PDFPageAggregator):
        """Keeps the text render mode on each character (pdfminer's LTChar does not record it)."""

        mode = 0

        def render_string(self, textstate, seq, ncs, graphicstate):  # noqa: D102
            self.mode = textstate.render
            super().render_string(textstate, seq, ncs, graphicstate)

        def render_char(self, *args, **kwargs):  # noqa: D102
            adv = super().render_char(*args, **kwargs)
            self.cur_item._objs[-1].render_mode = self.mode
            return adv

    wanted = set(pages)
    out: dict[int, list[HiddenSpan]] = {}
    with open(path, "rb") as fh:
        manager = PDFResourceManager(caching=True)
        device = RenderModeAggregator(manager, laparams=None)
        interpreter = PDFPageInterpreter(manager, device)
        for number, page in enumerate(PDFPage.get_pages(fh), start=1):
            if number not in wanted:
                continue
            interpreter.process_page(page)
            layout = device.get_result()
            mx, my = page.mediabox[0], page.mediabox[1]
            crop = (page.cropbox[0] - mx, page.cropbox[1] - my, page.cropbox[2] - mx, page.cropbox[3] - my)
            out[number] = _page_runs(layout, crop, number, LTChar, LTCurve, LTFigure, LTImage)
            if number >= max(wanted):
                break
    return out


def _page_runs(layout, crop, number: int, LTChar, LTCurve, LTFigure, LTImage) -> list[HiddenSpan]:  # noqa: N803
    def flat(container):
        for obj in container:
            if isinstance(obj, LTFigure):  # a form XObject: its content, in drawing order
                yield from flat(obj)
            else:
                yield obj

    objects = list(flat(layout))
    images = [obj.bbox for obj in objects if isinstance(obj, LTImage)]
    fills: list[tuple[tuple, tuple[float, float, float]]] = []
    runs: list[HiddenSpan] = []
    kind_now, chars = None, []

    def close() -> None:
        text = " ".join("".join(chars).split())
        if kind_now and text:
            runs.append(HiddenSpan(kind_now, text, page=number))

    for obj in objects:
        if isinstance(obj, LTCurve) and obj.fill:
            colour = _rgb(obj.non_stroking_color)
            if colour is not None:
                fills.append((obj.bbox, colour))
            continue
        if not isinstance(obj, LTChar):
            continue
        if not obj.get_text().strip():  # a space continues the current run
            chars.append(" ")
            continue
        kind = _char_kind(obj, crop, fills, images)
        if kind != kind_now:
            close()
            kind_now, chars = kind, []
        if kind:
            chars.append(obj.get_text())
    close()
    return runs


def _char_kind(ch, crop, fills, images) -> str | None:
    cx, cy = (ch.x0 + ch.x1) / 2, (ch.y0 + ch.y1) / 2
    if getattr(ch, "render_mode", 0) in (3, 7):
        return None if any(_inside(b, cx, cy) for b in images) else "pdf_invisible_text"
    if ch.x1 < crop[0] or ch.x0 > crop[2] or ch.y1 < crop[1] or ch.y0 > crop[3]:
        return "off_screen"
    if ch.size < TINY_PT:
        return "tiny_font"
    colour = _rgb(ch.graphicstate.ncolor)
    if colour is None:
        return None
    behind = next((c for box, c in reversed(fills) if _inside(box, cx, cy)), (1.0, 1.0, 1.0))
    if all(abs(a - b) <= COLOUR_TOLERANCE for a, b in zip(colour, behind, strict=True)):
        return "background_colour"
    return None


def remove_runs(page_text: str, runs: list[HiddenSpan]) -> str:
    """The page text without each run's first occurrence (characters matched with any whitespace between)."""
    for run in runs:
        chars = [re.escape(c) for c in run.text if not c.isspace()]
        if not chars:
            continue
        page_text = re.sub(r"\s*".join(chars), "", page_text, count=1)
    return page_text
