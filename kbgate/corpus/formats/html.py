"""HTML loader (``.html``, ``.htm``), on lxml's HTML parser (libxml2).

Why lxml: it is a real, long-maintained HTML parser that recovers from broken markup like a
browser does, keeps comments in the tree (hidden-text detection needs them), is fast (C), and
python-docx already depends on it, so HTML costs no extra dependency.

Rules, in document order:

- **Encoding**: a byte-order mark, then the ``<meta charset>`` (or ``http-equiv`` content type)
  declared in the first 4 KB, then strict UTF-8, then detection (charset-normalizer), then
  Windows-1252. The decoding used is recorded in ``Document.decoding``.
- **Text**: the visible text of ``<body>``; block elements (``p``, ``div``, ``li``, ``h1``..``h6``,
  ``pre``...) are separated by blank lines, inline whitespace collapses as a browser does, ``<pre>``
  keeps its layout, ``<br>`` is a line break. ``<script>``, ``<style>`` and other non-text elements
  are dropped (code, not reading text).
- **Title and sections**: ``<title>`` goes to ``front_matter["title"]`` and names the section before
  the first heading; each ``h1``..``h6`` (and a generator's ``div``/``p`` of class ``title``, as Doxygen
  writes) starts a section (a trailing pilcrow anchor ``¶`` is dropped from its name).
- **Tables**: a ``<table>`` with at least two rows and two columns, no nested table and more filled
  than empty cells becomes a
  :class:`~kbgate.models.Table` (first row = header; a ``colspan`` cell is followed by empty cells, ``rowspan``
  carries the cell down, short rows are padded), rendered into the text as ``cell | cell`` lines. Other tables are
  layout: their cells are read as text.
- **Boilerplate**: ``nav``, ``aside``, elements with role ``navigation``/``banner``/``contentinfo``/
  ``complementary``/``search``, and ``header``/``footer`` elements or elements whose class is one of
  :data:`BOILERPLATE_CLASSES` -- unless inside ``main``/``article``/``section`` (there they belong to the
  content) -- are left out of the text; their lines go to ``Document.repeated_lines`` (reported by the
  ``parse`` check as ``PARSE_HEADER_FOOTER``).
- **Site chrome**: blocks that the corpus pass (:mod:`kbgate.corpus.chrome`) found link-dense, at the same
  DOM path and with the same text, on many pages of this page's source or directory (sidebars, tables of
  contents, breadcrumbs, "previous/next" bars whatever their tag or class) are left out like boilerplate
  (:func:`block_key`; counted in ``Document.chrome_blocks``). A page that would be left without text keeps them.
- **Hidden text** (:class:`~kbgate.models.HiddenSpan`, kept out of the text): comments
  (``html_comment``), ``display:none`` (``css_display_none``), ``visibility:hidden|collapse``
  (``css_visibility_hidden``), ``opacity:0`` (``css_opacity_zero``), the ``hidden`` attribute
  (``hidden_attribute``), a font size below 2 px / 1.5 pt / 0.125 em / 12.5 % (``tiny_font``), text
  whose colour is within :data:`COLOUR_DISTANCE` of its (inline, inherited) background or transparent
  (``background_colour``), positioning or ``text-indent`` at -500 px or beyond, ``clip: rect(0 0 0 0)``
  or ``clip-path: inset(50%)`` (``off_screen``), a zero width or height with ``overflow:hidden``
  (``zero_size``), ``<noscript>`` and ``<template>`` (``noscript``, ``template``), and the ``alt``,
  ``title`` and ``aria-label`` attribute values (``attribute_alt``, ``attribute_title``,
  ``attribute_aria_label``; a value that repeats the element's own text is not reported). Only inline styles are read (a stylesheet's rules are not applied).
  White text on a dark inline background is visible and stays in the text.
"""

from __future__ import annotations

import re

from kbgate.corpus.chunking import render_row
from kbgate.models import Document, HiddenSpan, LoadError, Table

BLOCK_TAGS = {
    "address", "article", "blockquote", "body", "center", "details", "dialog", "div", "dl",
    "fieldset", "figcaption", "figure", "form", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "main",
    "ol", "p", "pre", "section", "summary", "table", "tbody", "thead", "tfoot", "ul", "caption",
}
LINE_TAGS = {"li", "dt", "dd", "tr", "br", "option"}
DROP_TAGS = {"script", "style", "head", "svg", "math", "iframe", "object", "embed", "select", "input",
             "textarea", "canvas", "audio", "video", "map", "link", "meta"}
HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
BOILERPLATE_ROLES = {"navigation", "banner", "contentinfo", "complementary", "search"}
BOILERPLATE_CLASSES = {"footer", "site-footer", "header", "site-header", "navbar", "sidebar", "sphinxsidebar",
                       "breadcrumb", "breadcrumbs", "navheader", "navfooter"}  # the last two: DocBook XSL pages
CONTENT_TAGS = {"main", "article", "section"}
HIDDEN_TAGS = {"noscript": "noscript", "template": "template"}
#: elements that can be site chrome: blocks, lines and cells (not ``body`` itself: a page is not its own chrome)
CHROME_TAGS = (BLOCK_TAGS | LINE_TAGS | {"td", "th"}) - {"body", "br"}
ATTRIBUTES = {"alt": "attribute_alt", "title": "attribute_title", "aria-label": "attribute_aria_label"}
#: text whose colour differs from its background by at most this (sum of |R|+|G|+|B| differences) is hidden
COLOUR_DISTANCE = 30
OFF_SCREEN_PX = -500
NAMED_COLOURS = {
    "white": (255, 255, 255), "black": (0, 0, 0), "red": (255, 0, 0), "green": (0, 128, 0),
    "blue": (0, 0, 255), "yellow": (255, 255, 0), "gray": (128, 128, 128), "grey": (128, 128, 128),
    "silver": (192, 192, 192), "navy": (0, 0, 128), "whitesmoke": (245, 245, 245), "snow": (255, 250, 250),
    "ivory": (255, 255, 240), "ghostwhite": (248, 248, 255), "azure": (240, 255, 255),
}
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.I)
_WS = re.compile(r"\s+")
_LENGTH = re.compile(r"(-?\d*\.?\d+)\s*(px|pt|em|rem|%|vw|vh|cm|mm|in)?", re.I)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)


def decode_html(data: bytes) -> tuple[str, str]:
    """``(text, encoding)``: BOM, then meta charset, then strict UTF-8, then detection, then Windows-1252."""
    for bom, enc in ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16")):
        if data.startswith(bom):
            return data.decode(enc, errors="replace"), enc
    m = _META_CHARSET.search(data[:4096])
    if m:
        enc = m.group(1).decode("ascii").lower()
        enc = {"gb2312": "gb18030", "gbk": "gb18030", "iso-8859-1": "cp1252", "latin-1": "cp1252"}.get(enc, enc)
        try:
            return data.decode(enc), enc
        except (LookupError, UnicodeDecodeError):
            pass
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    best = from_bytes(data[:200_000]).best()
    if best is not None:
        try:
            return data.decode(best.encoding), best.encoding
        except (LookupError, UnicodeDecodeError):
            pass
    return data.decode("cp1252", errors="replace"), "cp1252"


class _Writer:
    """Accumulates visible text with browser-like whitespace: blocks separated, inline runs collapsed."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.n = 0
        self.need = 0  # newlines owed before the next text
        self.space = False

    def _put(self, s: str) -> None:
        self.parts.append(s)
        self.n += len(s)

    def brk(self, lines: int) -> None:
        if self.n:
            self.need = max(self.need, lines)

    def flush(self) -> int:
        """Write owed line breaks; returns the offset the next text starts at."""
        if self.need and self.n:
            self._put("\n" * self.need)
        self.need, self.space = 0, False
        return self.n

    def inline(self, s: str) -> None:
        s = _WS.sub(" ", s)
        if s.startswith(" "):
            self.space, s = True, s[1:]
        if not s:
            return
        if self.need:
            self.flush()
        elif self.space and self.n and not self.parts[-1].endswith("\n"):
            self._put(" ")
        self.space = s.endswith(" ")
        self._put(s.rstrip(" "))

    def raw(self, s: str) -> None:
        if s:
            self.flush()
            self._put(s)

    def text(self) -> str:
        return "".join(self.parts)


def _style(el) -> dict[str, str]:
    out = {}
    for decl in (el.get("style") or "").split(";"):
        if ":" in decl:
            k, v = decl.split(":", 1)
            out[k.strip().lower()] = v.strip().lower().replace("!important", "").strip()
    return out


def _px(value: str) -> float | None:
    """A CSS length in px (em/rem = 16 px, pt = 4/3 px), None when not a length."""
    m = _LENGTH.match(value.strip())
    if not m:
        return None
    n, unit = float(m.group(1)), (m.group(2) or "px").lower()
    return n * {"px": 1, "pt": 4 / 3, "em": 16, "rem": 16, "%": 0.16, "vw": 10, "vh": 10, "cm": 37.8,
                "mm": 3.78, "in": 96}[unit]


def parse_colour(value: str) -> tuple[int, int, int] | None:
    """``#rgb``, ``#rrggbb``, ``rgb()``/``rgba()`` or a common name; None for ``transparent``/alpha 0/unknown."""
    v = value.strip().lower().split()[0] if value.strip() else ""
    if v.startswith("#") and len(v) in (4, 7) and all(c in "0123456789abcdef" for c in v[1:]):
        h = v[1:] if len(v) == 7 else "".join(c * 2 for c in v[1:])
        return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)
    m = re.match(r"rgba?\(([^)]*)\)", value.strip().lower())
    if m:
        nums = [x.strip() for x in re.split(r"[,/ ]+", m.group(1)) if x.strip()]
        try:
            rgb = [round(float(x[:-1]) * 2.55) if x.endswith("%") else round(float(x)) for x in nums[:3]]
            if len(nums) > 3 and float(nums[3].rstrip("%")) == 0:
                return None
            return (rgb[0], rgb[1], rgb[2]) if len(rgb) == 3 else None
        except ValueError:
            return None
    return NAMED_COLOURS.get(v)


def _background(style: dict[str, str]) -> tuple[int, int, int] | None:
    for key in ("background-color", "background"):
        if key in style:
            for token in re.findall(r"#[0-9a-f]+|rgba?\([^)]*\)|[a-z]+", style[key]):
                colour = parse_colour(token)
                if colour is not None:
                    return colour
    return None


def hidden_kind(el, style: dict[str, str], colour: tuple, background: tuple) -> str | None:
    """The hiding carrier of an element (see the module rules), or None when it renders visibly."""
    if el.tag in HIDDEN_TAGS:
        return HIDDEN_TAGS[el.tag]
    if el.get("hidden") is not None:
        return "hidden_attribute"
    if style.get("display") == "none":
        return "css_display_none"
    if style.get("visibility") in ("hidden", "collapse") and not any(
            _style(d).get("visibility") == "visible" for d in el.iterdescendants()):
        return "css_visibility_hidden"
    if style.get("opacity") in ("0", "0.0", "0%", ".0"):
        return "css_opacity_zero"
    if _tiny(style) and not any(_style(d).get("font-size") and not _tiny(_style(d)) for d in el.iterdescendants()):
        return "tiny_font"  # a child that sets a readable size again (the inline-block spacing trick) is visible
    if style.get("position") in ("absolute", "fixed", "relative"):
        for side in ("left", "top", "right"):
            px = _px(style.get(side, "0"))
            if px is not None and px <= OFF_SCREEN_PX:
                return "off_screen"
    indent = _px(style.get("text-indent", "0"))
    if indent is not None and indent <= OFF_SCREEN_PX:
        return "off_screen"
    if re.sub(r"[\s,]", "", style.get("clip", "")) == "rect(0000)" or style.get("clip-path") == "inset(50%)":
        return "off_screen"
    if style.get("overflow") == "hidden" and any(_px(style.get(k, "1")) == 0 for k in ("width", "height")):
        return "zero_size"
    raw = style.get("color", "")
    if raw.startswith("transparent") or (raw.startswith(("rgba", "hsla")) and parse_colour(raw) is None):
        return "background_colour"
    if ("color" in style or _background(style) is not None) and colour_distance(colour, background) <= COLOUR_DISTANCE:
        return "background_colour"
    return None


def _tiny(style: dict[str, str]) -> bool:
    """Whether the inline style sets a font size below 2 px (``font-size`` or the ``font`` shorthand)."""
    size = style.get("font-size") or next((t for t in style.get("font", "").replace("/", " ").split()
                                           if _LENGTH.fullmatch(t)), None)
    px = _px(size) if size is not None else None
    return px is not None and px < 2


def colour_distance(a: tuple, b: tuple) -> int:
    return sum(abs(x - y) for x, y in zip(a, b, strict=True))


def _title_block(el, tag: str) -> bool:
    """A generator's page heading that is not an ``h1``..``h6``: a ``div`` or ``p`` of class ``title`` that
    starts with its own text (Doxygen's ``<div class="title">opencc::DartsDict Class Reference<div
    class="ingroups">...</div></div>``), or has no block inside."""
    return tag in ("div", "p") and "title" in (el.get("class") or "").split() and (
        bool((el.text or "").strip()) or not any(isinstance(d.tag, str) and d.tag in BLOCK_TAGS
                                                 for d in el.iterdescendants()))


#: what a permalink shows instead of words (Sphinx and MkDocs "¶", Docusaurus and others "#", "§", "🔗")
PERMALINK_MARKS = frozenset({"¶", "#", "§", "🔗"})


def _permalink(el) -> bool:
    """A heading's or definition's permalink: a link to a fragment of the page whose text is only a mark
    (:data:`PERMALINK_MARKS`). Its attributes are still read as hidden text; its mark is not page text
    ("Transports¶" in every Sphinx heading)."""
    return (el.get("href") or "").startswith("#") and "".join(el.text_content().split()) in PERMALINK_MARKS


def _is_boilerplate(el, in_content: bool) -> bool:
    if el.tag in ("nav", "aside") or (el.get("role") or "").strip() in BOILERPLATE_ROLES:
        return True
    if in_content:
        return False
    classes = set((el.get("class") or "").split())
    if el.tag in ("header", "footer"):
        return True
    # a class-named header that holds the page's own title block is its title area (Doxygen's div.header)
    return bool(classes & BOILERPLATE_CLASSES) and not any(
        isinstance(d.tag, str) and _title_block(d, d.tag) for d in el.iterdescendants("div", "p"))


def block_key(el) -> int | None:
    """The site-chrome key of an element: a 64-bit hash of its DOM path (tag names from the root) and its
    whitespace-collapsed text; None when it has no text."""
    import hashlib

    text = " ".join(el.text_content().split())
    if not text:
        return None
    path = "/".join([a.tag for a in reversed(list(el.iterancestors()))] + [el.tag])
    return int.from_bytes(hashlib.blake2b(f"{path}\0{text}".encode(), digest_size=8).digest(), "big")


def navigation_blocks(data: bytes, min_link_share: float) -> set[int]:
    """The :func:`block_key` of every link-dense block of an HTML page (at least ``min_link_share`` of its
    text inside ``<a>`` elements): what can be site chrome. Unreadable HTML has none."""
    import lxml.html
    from lxml import etree

    try:
        root = lxml.html.document_fromstring(re.sub(r"^\s*<\?xml[^>]*\?>", "", decode_html(data)[0]))
    except (etree.ParserError, ValueError):
        return set()
    body = root.find("body")
    top = body if body is not None else root
    # each link's text length once (a link sits inside many nested blocks); the dict keeps the proxies alive,
    # so el.iter("a") below yields the same objects
    link_chars = {a: len(" ".join(a.text_content().split())) for a in top.iter("a")}
    keys = set()
    for el in top.iter(*CHROME_TAGS):
        text = " ".join(el.text_content().split())
        if not text:
            continue
        links = sum(link_chars[a] for a in el.iter("a"))
        if links >= min_link_share * len(text) and (key := block_key(el)) is not None:
            keys.add(key)
    return keys


class _HtmlReader:
    def __init__(self, chrome: frozenset[int] = frozenset()) -> None:
        self.chrome = chrome
        self.chrome_blocks = 0
        self.out = _Writer()
        self.hidden: list[HiddenSpan] = []
        self.boilerplate: list[str] = []
        self.sections: list[tuple[int, str]] = []
        self.tables: list[Table] = []

    def walk(self, el, out: _Writer, colour: tuple, background: tuple, in_content: bool, pre: bool) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if not tag:  # comments (collected apart), processing instructions
            return
        for attr, kind in ATTRIBUTES.items():
            value = " ".join((el.get(attr) or "").split())
            if value and value.lower() not in el.text_content().lower():  # a label repeating the text adds nothing
                self.hidden.append(HiddenSpan(kind, value))
        if tag in DROP_TAGS or (tag == "a" and _permalink(el)):  # code, media, form controls, "¶": no reading text
            return
        style = _style(el)
        own_background = _background(style)
        text_colour = parse_colour(style["color"]) if "color" in style else None
        colour = text_colour or colour
        background = own_background or background
        kind = hidden_kind(el, style, colour, background)
        if kind:
            text = " ".join(el.text_content().split())
            if text:
                self.hidden.append(HiddenSpan(kind, text))
            return
        boilerplate = _is_boilerplate(el, in_content)
        if boilerplate or (self.chrome and tag in CHROME_TAGS and block_key(el) in self.chrome):
            self.chrome_blocks += not boilerplate
            self.boilerplate.extend(" ".join(ln.split()) for ln in el.text_content().splitlines() if ln.strip())
            return
        in_content = in_content or tag in CONTENT_TAGS
        if tag == "table" and self._table(el, out, colour, background, in_content):
            return
        pre = pre or tag in ("pre", "textarea", "listing", "plaintext")
        if tag in BLOCK_TAGS:
            out.brk(2)
        elif tag in LINE_TAGS:
            out.brk(1)
        start = out.flush() if tag in HEADINGS or _title_block(el, tag) else None
        end = None  # a title block's name ends at its first block (Doxygen's div.ingroups line)
        self._emit(out, el.text, pre)
        for child in el:
            if start is not None and end is None and tag not in HEADINGS and child.tag in BLOCK_TAGS:
                end = out.n
            self.walk(child, out, colour, background, in_content, pre)
            self._emit(out, child.tail, pre)
        if tag in BLOCK_TAGS:
            out.brk(2)
        elif tag in LINE_TAGS - {"br"}:
            out.brk(1)
        if start is not None:
            name = " ".join(out.text()[start:end].split()).rstrip("¶ ").strip()
            if name:
                self.sections.append((start, name))

    @staticmethod
    def _emit(out: _Writer, text: str | None, pre: bool) -> None:
        if text:
            out.raw(text) if pre else out.inline(text)

    def _table(self, el, out: _Writer, colour: tuple, background: tuple, in_content: bool) -> bool:
        """Render a data table into ``out``; False when it is a layout table (nested, or under 2x2)."""
        if any(True for _ in el.iterdescendants("table")):
            return False
        grid: list[list[str]] = []
        carry: dict[int, tuple[int, str]] = {}  # column -> (rows left, text) from rowspan
        for tr in el.iterdescendants("tr"):
            row: list[str] = []
            cells = [c for c in tr if isinstance(c.tag, str) and c.tag in ("td", "th")]
            for cell in cells:
                while len(row) in carry:
                    row.append(self._carry(carry, len(row)))
                cell_out = _Writer()
                self.walk_children(cell, cell_out, colour, background, in_content)
                text = " ".join(cell_out.text().split())
                span = _int(cell.get("colspan"))
                down = _int(cell.get("rowspan"))
                for i in range(span):
                    if down > 1:
                        carry[len(row)] = (down - 1, text if i == 0 else "")
                    row.append(text if i == 0 else "")
            while len(row) in carry:
                row.append(self._carry(carry, len(row)))
            if any(row):
                grid.append(row)
        width = max((len(r) for r in grid), default=0)
        if len(grid) < 2 or width < 2 or 2 * sum(1 for r in grid for c in r if c) <= len(grid) * width:
            return False  # too small, or mostly empty cells: a layout table
        out.brk(2)
        block, table = table_block(grid, out.flush())
        out.raw(block)
        self.tables.append(table)
        out.brk(2)
        return True

    @staticmethod
    def _carry(carry: dict[int, tuple[int, str]], col: int) -> str:
        left, text = carry.pop(col)
        if left > 1:
            carry[col] = (left - 1, text)
        return text

    def walk_children(self, el, out: _Writer, colour: tuple, background: tuple, in_content: bool) -> None:
        self._emit(out, el.text, False)
        for child in el:
            self.walk(child, out, colour, background, in_content, False)
            self._emit(out, child.tail, False)


def table_block(grid: list[list[str]], start: int) -> tuple[str, Table]:
    """A grid (first row = header; short rows padded) as ``cell | cell`` lines placed at offset ``start``."""
    width = max(len(r) for r in grid)
    grid = [r + [""] * (width - len(r)) for r in grid]
    lines = [render_row(r) for r in grid]
    spans, pos = [], start
    for line in lines:
        spans.append((pos, pos + len(line)))
        pos += len(line) + 1
    return "\n".join(lines), Table(header=grid[0], rows=grid[1:], pages=[1], char_start=start,
                                   char_end=pos - 1, row_spans=spans[1:])


def _int(value: str | None) -> int:
    try:
        return max(1, min(int(value or 1), 100))
    except ValueError:
        return 1


def load_html(doc: Document, data: bytes, chrome: frozenset[int] = frozenset()) -> None:
    """Fill ``doc`` from HTML bytes (see the module rules); failures become ``doc.load_error``.

    ``chrome`` holds the :func:`block_key` of the blocks learned as site chrome for this page."""
    import lxml.html
    from lxml import etree

    text, doc.decoding = decode_html(data)
    text = re.sub(r"^\s*<\?xml[^>]*\?>", "", text)
    try:
        root = lxml.html.document_fromstring(text)
    except (etree.ParserError, ValueError) as exc:
        code = "PARSE_EMPTY" if "empty" in str(exc).lower() else "PARSE_CORRUPT"
        doc.load_error = LoadError(code, f"{doc.record.path} is not readable HTML ({exc})")
        return
    reader = _HtmlReader(chrome)
    title_el = root.find(".//title")
    title = " ".join(title_el.text_content().split()) if title_el is not None else ""
    body = root.find("body")
    try:
        for comment in root.iter(etree.Comment):
            text_c = " ".join((comment.text or "").split())
            if text_c:
                reader.hidden.append(HiddenSpan("html_comment", text_c))
        reader.walk(body if body is not None else root, reader.out, BLACK, WHITE, False, False)
    except RecursionError:
        doc.load_error = LoadError("PARSE_CORRUPT", f"{doc.record.path}: HTML nested too deeply to read")
        return
    if reader.chrome_blocks and not reader.out.text().strip():  # all of it is chrome: keep it to judge it
        return load_html(doc, data)
    doc.chrome_blocks = reader.chrome_blocks
    doc.text = reader.out.text()
    if title:
        doc.front_matter = {"title": title}
    first = reader.sections[0][0] if reader.sections else None
    doc.sections = ([(0, title)] if title and first != 0 else []) + reader.sections
    doc.tables = reader.tables
    doc.hidden_spans = reader.hidden
    doc.repeated_lines = list(dict.fromkeys(ln for ln in reader.boilerplate if ln))
