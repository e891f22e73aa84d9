"""Hidden regions of a document, judged by its format.

Rules:

* An HTML comment is hidden only where the format renders it invisible: in Markdown prose
  (HTML blocks, and comments inside paragraphs outside code spans; the blocks come from the
  ``markdown-it-py`` CommonMark block parser) and in HTML (the HTML loader reports those as
  :class:`~kbgate.models.HiddenSpan`).
* Markdown's own comment idiom, a link reference definition to ``#`` or ``<>`` with the comment as its title
  (``[//]: # (note)``, ``[comment]: <> "note"``), is hidden where CommonMark reads it as a definition: on lines of no
  paragraph, heading or code block (``markdown_comment``).
* Inside a fenced code block, an indented code block or an inline code span, and in PDF or
  plain text, an HTML comment is visible text: it is scored like any other visible text.
* Other formats' hidden text (CSS-hidden HTML, DOCX vanish runs, white PDF text, ...) comes from
  the loaders in :attr:`Document.hidden_spans`.

Whether a hidden region is an injection is decided by what it says (the ``injection`` check);
this module only finds the regions.

Invisible characters (zero-width space, non-joiner, joiner, word joiner, BOM, bidi marks, Unicode
tag characters; :func:`invisible_characters`) are sorted into three classes:

* **typography** (not reported): a short run (under ``min_run``) that touches a visible character:
  a line-break hint inside a word, identifier or menu path (``ddl_\u200bcommand``,
  ``Preferences…\u200b→ Hotkeys``), ZWNJ/ZWJ in Persian, Arabic, Indic or emoji orthography, a
  doubled zero-width space left by a translation tool; bidi marks, embeddings and isolates in a
  document with right-to-left text; a BOM at the start; tag characters spelling an emoji
  subdivision flag (U+1F3F4 + tag letters + U+E007F); a variation selector after its base
  character (the emoji style ``✔\ufe0f``, a CJK ideographic variant);
* **payload** (quarantined by the check): any other Unicode tag character (ASCII smuggling), a bidi
  override (U+202D/U+202E, Trojan Source), a run of :data:`SELECTOR_RUN` or more variation
  selectors in a row (bytes smuggled after an emoji: Unicode allows one selector per base
  character), a run of ``min_run`` or more invisible characters in a
  row (zero-width binary encodings), or a line where they are dense (at least
  :data:`DENSE_MIN` of them and one per :data:`DENSE_PER` visible characters); the check adds the
  ones on a line that carries an instruction;
* **stray** (flagged): the rest: a zero-width character between spaces or at a line end, bidi
  marks in a document without right-to-left text.
"""

from __future__ import annotations

import bisect
import functools
import re
from dataclasses import dataclass

from kbgate.models import Document, HiddenSpan

MARKDOWN_FORMATS = frozenset({"md", "markdown"})
#: a Markdown fenced code block: an opening fence of 3+ backticks or tildes to a closing fence of the same kind,
#: indented up to 3 spaces (a top-level block) or by any amount (a block inside a list item)
_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})[^\n]*\n.*?^[ \t]{0,3}\1[ \t]*$", re.MULTILINE | re.DOTALL)
_NESTED_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})[^\n]*\n.*?^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL)


def fenced_blocks(text: str, nested: bool = False) -> list[tuple[int, int]]:
    """The spans of the fenced code blocks of Markdown ``text`` (code shown as an example); ``nested``: also the
    blocks of list items, whose fences are indented further."""
    if "```" not in text and "~~~" not in text:
        return []
    return [m.span() for m in (_NESTED_FENCE if nested else _FENCE).finditer(text)]
_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
_CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.DOTALL)


@functools.lru_cache(maxsize=1)
def _block_parser():
    """A CommonMark block parser (fences, indented code, HTML blocks, paragraphs); inline parsing is skipped
    for speed: within a paragraph the only inline construct that hides or shows a comment is a code span."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").disable("inline")


#: Markdown's comment idiom: a link reference definition to "#" or "<>" that nothing links to, with the comment as its
#: title ("[//]: # (note)", "[comment]: <> "note""); a renderer shows none of it
_REF_COMMENT = re.compile(r"^[ ]{0,3}\[[^\]\n]+\]:[ \t]*(?:#|<>|<#>)[ \t]+(?:\((?P<p>[^\n]*)\)|\"(?P<q>[^\n]*)\"|'(?P<s>[^\n]*)')[ \t]*$",
                          re.MULTILINE)
#: block tokens whose lines a reader sees (a reference definition makes no token)
_SHOWN_BLOCKS = frozenset({"paragraph_open", "heading_open", "fence", "code_block", "html_block", "hr"})


def markdown_comments(text: str) -> list[HiddenSpan]:
    """What a Markdown renderer hides: HTML comments in HTML blocks and in paragraphs outside code spans, and
    reference-definition comments (``[//]: # (...)``) outside code and paragraphs."""
    refs = list(_REF_COMMENT.finditer(text)) if "]:" in text else []
    if "<!--" not in text and not refs:
        return []
    tokens = _block_parser().parse(text)
    line_starts = [0, *(m.end() for m in re.finditer("\n", text))]
    out: list[HiddenSpan] = []
    if refs:
        shown = {n for tok in tokens if tok.type in _SHOWN_BLOCKS and tok.map for n in range(*tok.map)}
        out = [HiddenSpan("markdown_comment", next(g for g in m.group("p", "q", "s") if g is not None), None, m.start(),
                          m.end()) for m in refs if bisect.bisect_right(line_starts, m.start()) - 1 not in shown]

    def bounds(tok) -> tuple[int, int]:
        a, b = tok.map
        return line_starts[a], line_starts[b] if b < len(line_starts) else len(text)

    for tok in tokens:
        if tok.type == "html_block" and tok.map:
            start, end = bounds(tok)
            out.extend(HiddenSpan("html_comment", m.group(1), None, m.start(), m.end())
                       for m in _COMMENT.finditer(text, start, end))
        elif tok.type == "inline" and tok.map and "<!--" in tok.content:
            start, end = bounds(tok)
            code = [m.span() for m in _CODE_SPAN.finditer(text, start, end)]
            out.extend(HiddenSpan("html_comment", m.group(1), None, m.start(), m.end())
                       for m in _COMMENT.finditer(text, start, end)
                       if not any(a <= m.start() < b for a, b in code))
    return out


def hidden_regions(doc: Document) -> list[HiddenSpan]:
    """Every hidden region of ``doc``: its Markdown comments plus the loader's hidden spans."""
    found = markdown_comments(doc.text) if doc.fmt in MARKDOWN_FORMATS else []
    return found + list(doc.hidden_spans)


_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u180e\U000e0000-\U000e007f]+")
#: bidi marks, embeddings and isolates that right-to-left documents use legitimately; overrides
#: (U+202D, U+202E) reorder what a reader sees (Trojan Source) and are always a payload
_BIDI_MARKS = frozenset("\u200e\u200f\u202a\u202b\u202c\u2066\u2067\u2068\u2069")
_OVERRIDES = frozenset("\u202d\u202e")
_RTL = re.compile(r"[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
#: variation selectors (VS1-16, VS17-256) in a row: one follows a base character; a run carries bytes
SELECTOR_RUN = 3
_SELECTORS = re.compile(f"[\ufe00-\ufe0f\U000e0100-\U000e01ef]{{{SELECTOR_RUN},}}")
_FLAG_TAGS = re.compile("\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]{2,6}\U000e007f")
#: a line whose invisible characters number at least DENSE_MIN and one per DENSE_PER visible characters
DENSE_MIN = 8
DENSE_PER = 3


@dataclass(frozen=True)
class Invisible:
    """Offsets of the invisible characters of a text, by class (see the module rules)."""

    payload: tuple[int, ...]
    stray: tuple[int, ...]
    typography: tuple[int, ...]
    tags: int = 0  #: Unicode tag characters among the payload
    selectors: int = 0  #: variation selectors among the payload


def invisible_characters(text: str, min_run: int = 3) -> Invisible:
    """Sort the invisible characters of ``text`` into payload, stray and typography (the module rules)."""
    if text.isascii():
        return Invisible((), (), ())
    flags = {i for m in _FLAG_TAGS.finditer(text) for i in range(m.start() + 1, m.end())} if "\U0001f3f4" in text else set()
    has_rtl = None
    payload: list[int] = []
    stray: list[int] = []
    typography: list[int] = []
    per_line: dict[int, list[int]] = {}
    for m in _INVISIBLE.finditer(text):
        run = [i for i in range(m.start(), m.end()) if i not in flags and not (i == 0 and text[0] == "\ufeff")]
        if not run:
            continue
        if any(text[i] in _BIDI_MARKS for i in run):
            has_rtl = bool(_RTL.search(text)) if has_rtl is None else has_rtl
        marks = [i for i in run if text[i] in _BIDI_MARKS]
        rest = [i for i in run if text[i] not in _BIDI_MARKS] if has_rtl else run
        if any(text[i] >= "\U000e0000" or text[i] in _OVERRIDES for i in rest) or len(rest) >= min_run:
            payload += rest
            continue
        if has_rtl:
            typography += marks
        elif marks:
            stray += marks
            rest = [i for i in rest if i not in marks]
        if not rest:
            continue
        before = text[m.start() - 1] if m.start() else " "
        after = text[m.end()] if m.end() < len(text) else " "
        if before.isspace() and after.isspace():
            stray += rest
        else:
            per_line.setdefault(text.rfind("\n", 0, m.start()) + 1, []).extend(rest)
    selectors = [i for m in _SELECTORS.finditer(text) for i in range(m.start(), m.end())]
    payload += selectors
    for start, found in per_line.items():
        if len(found) >= DENSE_MIN:
            end = text.find("\n", found[-1])
            line = text[start:] if end == -1 else text[start:end]
            if len(found) * DENSE_PER >= sum(1 for c in line if not c.isspace()) - len(found):
                payload += found
                continue
        typography += found
    return Invisible(tuple(sorted(payload)), tuple(sorted(stray)), tuple(sorted(typography)),
                     sum(1 for i in payload if "\U000e0000" <= text[i] <= "\U000e007f"), len(selectors))
