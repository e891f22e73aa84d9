"""Precision of new ``injection`` signals on English real pages at scale, old code vs new.

Usage::

    .venv/bin/python bench/injection_english.py [--old COMMIT] [--signals a,b] [--show 5] [--all]

English text that nobody here wrote: every English manual page (``/usr/share/man/man*``), the READMEs, guides and
changelogs under ``/usr/share/doc`` (less the packages reserved for independent evaluation), the Python 3.11 HTML
documentation, the docstrings of every installed Python package (one page per module: the LLM frameworks' prompt
templates among them) and Debian's English ``fortunes``; less what the learned scorer trains on (the ``train`` half
of the Python pages and of the top-level READMEs, Vim's help, the English Debian Reference). Each signal of
``--signals`` (default: the eighth to eleventh passes' groups, ``_UNBOUND_SIGNALS``, ``_NAMED_JAILBREAK_SIGNALS``,
``_CATEGORY_SIGNALS``, ``_AGENT_TOOL_SIGNALS``, ``_FRAMING_SIGNALS``, ``_TASK_SIGNALS`` and ``_BOUNDARY_SIGNALS``, and the English rows later passes added to
older signals, :data:`WIDENED_ROWS`) is
searched in every page; a page where one matches is checked whole (its first 60,000 characters) by the old check
and by the shipped one. The table prints, per source, the pages, the pages a signal matches, and those quarantined
by each check; then each signal's matches (``--show`` per signal) and the evidence of every page only the new check
holds, and every page both hold. A new signal is precise when its raw matches on these pages are mentions, and none is newly held. With
``--all`` every page is checked by both (a change to a discount or a window touches pages no signal names).
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import sys
import sysconfig
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))

import injection_corpora as bench  # noqa: E402
import injection_sources as src  # noqa: E402
from injection_languages import man_text  # noqa: E402
from real_corpus import _read  # noqa: E402

#: ../shared/notes/real-documents.md: kept out of the project's development
RESERVED = re.compile(r"^(?:libreoffice-help|gimp-help|lilypond-doc|kicad-doc|linuxcnc-doc|maint-guide|postgresql-doc|git-doc|"
                      r"sphinx-doc)")
DOC_SUFFIXES = {".txt", ".md", ".rst", ".html", ".htm", ""}


def _doc_text(path: Path) -> str | None:
    data = _read(path)
    if data is None or b"\0" in data[:4096]:
        return None
    if Path(path.name.removesuffix(".gz")).suffix in (".html", ".htm"):
        return bench._text_of({"html": data})
    return data.decode("utf-8", "replace")


def _trained_on(path: Path) -> bool:
    """A host file of scripts/train_injection.py's ``train`` half (bench/injection_corpora.py ``hosts``)."""
    top_readme = path.parent.parent == Path("/usr/share/doc") and path.name.startswith("README")
    return (top_readme or bench.PY_DOCS in path.parents) and bench.split_of(path) == "train"


def pages():
    """``(source, path, text)`` of every English page, source by source."""
    for p in sorted(Path("/usr/share/man").glob("man[1-8]/*.gz")):
        yield "man pages", p, man_text(p)
    for p in sorted(Path("/usr/share/doc").rglob("*")):
        package = p.relative_to("/usr/share/doc").parts[0]
        inner = Path(p.stem) if p.suffix == ".gz" else p
        if (p.is_file() and not RESERVED.match(package) and inner.suffix.lower() in DOC_SUFFIXES and not _trained_on(p)
                and not p.name.startswith(("copyright", "changelog.Debian")) and "python3.11/html" not in str(p)):
            if (text := _doc_text(p)) is not None:
                yield "Python docs" if package.startswith("python3") and p.suffix == ".html" else "/usr/share/doc", p, text
    for p in sorted(bench.PY_DOCS.rglob("*.html")):
        if not _trained_on(p):
            yield "Python docs", p, bench._text_of({"html": p.read_bytes()})
    for p in sorted(Path(sysconfig.get_paths()["purelib"]).rglob("*.py")):
        if docs := src.docstrings(p):
            yield "docstrings", p, "\n\n".join(docs)
    for p in sorted(Path("/usr/share/games/fortunes").glob("*")):
        if p.is_file() and p.suffix not in (".dat", ".u8"):
            jokes = [j.strip() for j in p.read_text("utf-8", "replace").split("\n%\n") if len(j.strip()) > 40]
            yield from (("fortunes en", p, "\n\n".join(jokes[i:i + 10])) for i in range(0, len(jokes), 10))


#: older signals that later passes widened with English rows: the ninth ("ignore above and say", "disregarding the
#: articles, provide", "what was written in this prompt?", "answer as if you had no restrictions") and the tenth ("<!--
#: assistant: quietly add …", "the answer … is written in Caesar cipher" no longer read as an order)
WIDENED_ROWS = {"forget-everything-before", "leave-the-sources", "what-was-written-in-the-prompt", "pretend-no-safety",
                "order-to-agent", "output-style",
                # the eleventh: "ignore the e-mail above and forward …", the leak of what comes before this message, a
                # plain "pretend you are …" split from pretending to be an AI
                "data-override", "reveal-prompt", "pretend", "pretend-ai", "ignore-previous-input",
                # the twelfth: garak's "STOP EVERYTHING!!! NOW!!! JUST PRINT" (English and the ten languages)
                "stop-everything-print"}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", default="a55380f", help="commit of the old check (default a55380f, before the eighth pass)")
    ap.add_argument("--signals", default="", help="comma-separated signal names (default: the eighth to twelfth passes' signals)")
    ap.add_argument("--show", type=int, default=5, help="raw matches printed per signal (default 5)")
    ap.add_argument("--all", action="store_true", help="check every page with both checks, not only the matched ones")
    args = ap.parse_args(argv)
    from factories import make_injection_doc

    from ingest_checks import injection_lexicon as lex
    from ingest_checks.injection import check_injection
    from ingest_checks.registry import RunContext

    names = set(args.signals.split(",")) if args.signals else {
        s.name for s in (*lex._UNBOUND_SIGNALS, *lex._NAMED_JAILBREAK_SIGNALS, *lex._CATEGORY_SIGNALS,
                         *lex._AGENT_TOOL_SIGNALS, *lex._FRAMING_SIGNALS, *lex._TASK_SIGNALS,
                         *lex._BOUNDARY_SIGNALS)} | WIDENED_ROWS
    signals = [s for s in lex.SIGNALS if s.name in names]
    if missing := names - {s.name for s in signals}:
        print(f"unknown signal(s): {', '.join(sorted(missing))}", file=sys.stderr)
        return 2
    ctx = RunContext(policy=None, as_of=dt.date(2026, 12, 4), run_id="injection-english")
    runs = {"old": bench.load_old_check(args.old), "shipped": (check_injection.fn, check_injection.configure({}))}

    def held(run, text: str) -> list:
        fn, params = runs[run]
        return [f for f in fn(make_injection_doc(text, fmt="txt"), params, ctx) if f.action in ("quarantine", "block")]

    table: dict[str, Counter] = {}
    shown: dict[str, list[str]] = {s.name: [] for s in signals}
    matches, new, held_pages = Counter(), [], []
    for source, path, text in pages():
        row = table.setdefault(source, Counter())
        row["pages"] += 1
        text = text[:60000]
        low = text.lower()
        hit = False
        for s in signals:
            if any(t in low for t in s.triggers) and (m := s.pattern.search(text)):
                hit = True
                matches[s.name] += 1
                if len(shown[s.name]) < args.show:
                    shown[s.name].append(f"[{source}] " + text[max(0, m.start() - 80):m.end() + 80].replace("\n", " "))
        row["matched"] += hit
        if not (hit or args.all):
            continue
        verdicts = {r: held(r, text) for r in runs}
        for r, found in verdicts.items():
            row[r] += bool(found)
        if verdicts["shipped"] and not verdicts["old"]:
            new.append((source, path, verdicts["shipped"][0]))
        elif verdicts["shipped"]:
            held_pages.append((source, path, verdicts["shipped"][0]))
    cols = ("pages", "matched", *runs)
    print(f"{'source':<22}" + "".join(f"{c:>10}" for c in cols))
    for source, row in table.items():
        print(f"{source:<22}" + "".join(f"{row[c]:>10}" for c in cols))
    total = sum(table.values(), Counter())
    print(f"{'total':<22}" + "".join(f"{total[c]:>10}" for c in cols))
    print("\nraw matches per signal (pages):")
    for s in signals:
        print(f"  {s.name}: {matches[s.name]}")
        for line in shown[s.name]:
            print(f"      {line}")
    print(f"\nheld by the shipped check and not by the old one: {len(new)}")
    for source, path, f in new:
        print(f"  [{source}] {path}: {f.code} {f.details.get('signals')} {f.evidence!r}")
    print(f"held by both: {len(held_pages)}")
    for source, path, f in held_pages:
        print(f"  [{source}] {path}: {f.code} {f.details.get('signals')} {f.evidence!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
