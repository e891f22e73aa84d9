"""Hidden text in PDFs: invisible render mode, text coloured like its background, below 1 pt, outside the crop box.

Reading each character's colour, size and render mode needs pdfminer's full interpreter (the engine
under pdfplumber), about 25x slower than pypdf. So a cheap pypdf-side trigger picks the pages worth it
(:func:`may_hide_text`): the content stream sets text render mode 3 or 7 (invisible, clip), sets a
white or near-white fill colour (``1 g``, ``1 1 1 rg``, ``0 0 0 0 k``, ``sc``/``scn``), fills a shape
and sets a fill colour other than black (text could match that background), selects a font below 1 pt, or pypdf's text visitor saw text drawn below 1 pt or outside the crop box. Only those pages
are interpreted (:func:`hidden_runs`). Known gap: a fill colour set inside a form XObject does not
trigger (tiny and off-crop text there does, through the visitor).

A character is hidden when (first match wins):

- ``pdf_invisible_text``: drawn with render mode 3 or 7, **unless** it lies over an image on the page --
  that is an OCR text layer over a scan, the page's own content, and stays in the text;
- ``off_screen``: its box lies wholly outside the page's crop box -- unless it continues, on the same
  baseline, a line that starts visibly inside the box (a long path or URL overflowing the margin);
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
#: content-stream operators the trigger follows (their numeric operands are read just before them)
_OPS = re.compile(rb"(?:^|(?<=\s))(rg|g|k|scn|sc|Tr|re|f\*|f|F|B\*|B|b\*|b|q|Q|Tf)(?=\s|$)")
_NUMBER = re.compile(rb"[-+]?(?:\d+\.?\d*|\.\d+)")
#: string literals and hex strings, blanked before the operator pass (their letters are not operators)
_STRINGS = re.compile(rb"\((?:\\.|[^\\()])*\)|<[0-9A-Fa-f\s]*>")
_SHOW = re.compile(rb"(?<![\w*])(?:Tj|TJ|'|\")(?![\w*])")
#: a filled rectangle at least this wide and high (points) can be a background; thinner ones are rules
BOX_MIN = 6.0
_FILL = {b"f", b"f*", b"F", b"B", b"B*", b"b", b"b*"}


def _operands(content: bytes, end: int) -> list[bytes]:
    """The (up to four) numeric operands right before an operator ending at ``end``."""
    out: list[bytes] = []
    for token in reversed(content[max(0, end - 64):end].split()[-4:]):
        if not _NUMBER.fullmatch(token):
            break
        out.append(token)
    return out[::-1]


def may_hide_text(content: bytes) -> bool:
    """Whether a page's content stream can draw hidden text -- a cheap, over-eager test.

    One pass over the operators, following the fill colour (``g``, ``rg``, ``k``, ``sc``/``scn``
    with 1, 3 or 4 operands, saved and restored by ``q``/``Q``) and the render mode (``Tr``): true
    when text is shown in render mode 3 or 7, in a near-white fill colour, or in a colour within
    :data:`COLOUR_TOLERANCE` of a rectangle at least :data:`BOX_MIN` points wide and high filled
    earlier on the page (thinner ones are rules, not backgrounds), or when a font below
    :data:`TINY_PT` is selected. The exact, geometric test is :func:`hidden_runs`.
    """
    content = _STRINGS.sub(b"()", content)
    fill, mode, stack, filled, box = (0.0, 0.0, 0.0), 0, [], set(), False
    suspect_from = None  # where the state became one that hides text
    for m in _OPS.finditer(content):
        op = m.group(1)
        if suspect_from is not None and _SHOW.search(content, suspect_from, m.start()):
            return True
        args = _operands(content, m.start())
        if op == b"re":
            box = box or (len(args) == 4 and min(abs(float(args[2])), abs(float(args[3]))) >= BOX_MIN)
            continue
        if op in _FILL:
            if box:
                filled.add(fill)
            box = False
        elif op == b"q":
            stack.append((fill, mode))
        elif op == b"Q":
            fill, mode = stack.pop() if stack else (fill, mode)
        elif op == b"Tr" and args:
            mode = int(float(args[-1]))
        elif op == b"Tf" and args:
            if float(args[-1]) < TINY_PT:
                return True
        else:
            colour = _rgb(tuple(float(a) for a in args)) if len(args) in (1, 3, 4) else None
            if colour is not None:
                fill = colour
        hides = mode in (3, 7) or min(fill) >= 1 - COLOUR_TOLERANCE or any(
            all(abs(a - b) <= COLOUR_TOLERANCE for a, b in zip(fill, c, strict=True)) for c in filled)
        suspect_from = m.end() if hides else None
    if suspect_from is not None and _SHOW.search(content, suspect_from):
        return True
    return False


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
    overflow_y = None  # baseline of a visible line that runs on past the crop box

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
        if kind == "off_screen" and chars_y(obj, overflow_y):
            kind = None  # a long line overflowing the page edge: its start is visible, it hides nothing
        overflow_y = round(obj.y0, 1) if kind is None else None
        if kind != kind_now:
            close()
            kind_now, chars = kind, []
        if kind:
            chars.append(obj.get_text())
    close()
    return runs


def chars_y(ch, y: float | None) -> bool:
    """Whether a character sits on baseline ``y`` (within 1 pt)."""
    return y is not None and abs(round(ch.y0, 1) - y) <= 1


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
