"""Site chrome learned from a corpus: the navigation a documentation site repeats on its pages.

The tag, role and class rules of the HTML loader catch the sites that mark their navigation; many
do not (a ``div#tocframe`` sidebar, a table of links above each page of a manual). Across a corpus
the navigation shows itself by repetition, as page headers and footers do across the pages of a PDF:

- every link-dense block of an HTML page (:func:`kbgate.corpus.formats.html.navigation_blocks`: at least
  ``min_link_share`` of its text is link text) is keyed by its DOM path and text;
- the pages are grouped by ``source`` and by each directory above them (``manuals/a/b.html`` is in
  ``manuals/a``, ``manuals`` and the source as a whole); versions of one ``doc_id`` count once;
- a key is chrome in a group when it repeats on at least ``min_pages`` pages and at least ``min_share``
  of the group's HTML pages; a page's chrome is the union over its groups.

The loader leaves those blocks out of the text before chunking (so near-duplicate detection compares
content, not navigation) and lists their lines in ``Document.repeated_lines`` (the ``parse`` check
reports them as ``PARSE_HEADER_FOOTER``). Prose repeated on purpose (a notice on every page, a glossary)
is not link-dense and stays. Settings: the policy's ``site_chrome`` section
(:class:`kbgate.policy.SiteChrome`).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path, PurePosixPath

HTML_SUFFIXES = (".html", ".htm")


class SiteChromeMap:
    """The chrome keys learned per group; :meth:`for_record` gives one page's."""

    def __init__(self, by_group: dict[tuple[str, str], frozenset[int]] | None = None) -> None:
        self.by_group = {g: keys for g, keys in (by_group or {}).items() if keys}

    def __bool__(self) -> bool:
        return bool(self.by_group)

    def for_record(self, record) -> frozenset[int]:
        """The chrome keys of the page of ``record`` (empty for a page in no group with chrome)."""
        sets = [self.by_group.get(g) for g in groups(record)]
        return frozenset().union(*[s for s in sets if s])

    @property
    def keys(self) -> int:
        return sum(len(k) for k in self.by_group.values())


def groups(record) -> list[tuple[str, str]]:
    """The groups of a page: ``(source, directory)`` for each directory above its path."""
    return [(record.source, str(parent)) for parent in PurePosixPath(record.path).parents]


def learn_site_chrome(root: str | Path, records, settings=None, max_bytes: int | None = None) -> SiteChromeMap:
    """Learn the site chrome of the HTML pages among ``records`` (manifest records) under ``root``.

    ``settings`` is a :class:`kbgate.policy.SiteChrome` (its defaults when None); a disabled section,
    or a corpus without HTML, learns nothing. Files that cannot be read, or are over ``max_bytes``,
    are skipped here (their loader reports them)."""
    from kbgate.corpus.formats.html import navigation_blocks
    from kbgate.policy import SiteChrome

    settings = settings or SiteChrome()
    pages = [r for r in records if r.path.lower().endswith(HTML_SUFFIXES)]
    if not settings.enabled or len(pages) < settings.min_pages:
        return SiteChromeMap()
    by_doc: dict[tuple[str, str], set[int]] = defaultdict(set)  # (source, doc_id) -> keys over its versions
    doc_groups: dict[tuple[str, str], set[tuple[str, str]]] = defaultdict(set)
    for rec in pages:
        path = Path(root) / rec.path
        try:
            if max_bytes is not None and path.stat().st_size > max_bytes:
                continue
            data = path.read_bytes()
        except OSError:
            continue
        doc = (rec.source, rec.doc_id)
        by_doc[doc] |= navigation_blocks(data, settings.min_link_share)
        doc_groups[doc].update(groups(rec))
    counts: dict[tuple[str, str], Counter] = defaultdict(Counter)
    sizes: Counter = Counter()
    for doc, keys in by_doc.items():
        for group in doc_groups[doc]:
            sizes[group] += 1
            counts[group].update(keys)
    chrome = {}
    for group, counter in counts.items():
        need = max(settings.min_pages, settings.min_share * sizes[group])
        chrome[group] = frozenset(k for k, n in counter.items() if n >= need)
    return SiteChromeMap(chrome)
