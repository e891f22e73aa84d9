"""Hidden regions of a document, judged by its format.

Rules:

* An HTML comment is hidden only where the format renders it invisible: in Markdown prose
  (HTML blocks, and comments inside paragraphs outside code spans; the blocks come from the
  ``markdown-it-py`` CommonMark block parser) and in HTML (the HTML loader reports those as
  :class:`~kbgate.models.HiddenSpan`).
* Inside a fenced code block, an indented code block or an inline code span, and in PDF or
  plain text, an HTML comment is visible text: it is scored like any other visible text.
* Other formats' hidden text (CSS-hidden HTML, DOCX vanish runs, white PDF text, ...) comes from
  the loaders in :attr:`Document.hidden_spans`.

Whether a hidden region is an injection is decided by what it says (the ``injection`` check);
this module only finds the regions.
"""

from __future__ import annotations

import functools
import re

from kbgate.models import Document, HiddenSpan

MARKDOWN_FORMATS = frozenset({"md", "markdown"})
_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
_CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.DOTALL)


@functools.lru_cache(maxsize=1)
def _block_parser():
    """A CommonMark block parser (fences, indented code, HTML blocks, paragraphs); inline parsing is skipped
    for speed: within a paragraph the only inline construct that hides or shows a comment is a code span."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").disable("inline")


def markdown_comments(text: str) -> list[HiddenSpan]:
    """HTML comments a Markdown renderer hides: in HTML blocks and in paragraphs outside code spans."""
    if "<!--" not in text:
        return []
    tokens = _block_parser().parse(text)
    line_starts = [0, *(m.end() for m in re.finditer("\n", text))]

    def bounds(tok) -> tuple[int, int]:
        a, b = tok.map
        return line_starts[a], line_starts[b] if b < len(line_starts) else len(text)

    out: list[HiddenSpan] = []
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
