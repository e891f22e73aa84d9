"""Precision of the ``injection`` check on real pages in languages other than English, old code vs new.

Usage::

    .venv/bin/python bench/injection_languages.py [--old COMMIT]

Real text that nobody here wrote, in the ten extra languages of issue 32 (Turkish, Arabic, Persian, Vietnamese,
Indonesian, Hindi, Polish, Dutch, Ukrainian, Thai) and in those of its first passes (German, Spanish, French,
Portuguese, Italian, Russian, Japanese, Korean), and in those of its ninth pass (Croatian, Bosnian, Serbian, Macedonian,
Bulgarian, Slovak, Slovenian, Hebrew, Swahili, Tagalog, Bengali, Urdu, Lithuanian, Latvian, Estonian, Catalan: their
gettext messages, the handbook's Croatian and Catalan, the Serbian and Macedonian man pages, Bulgarian fortunes; the
installed catalogues hold no Hebrew, Swahili, Tagalog or Urdu message with those words): the Debian Administrator's Handbook (``debian-handbook``), the
translated manual pages (``manpages-*``: command-line help full of "ignore" and "forget" options), the Indonesian
Debian Reference and the Dutch aptitude manual, Russian, Spanish, German and Italian jokes and quotations
(``fortunes-ru``, ``-es``, ``-de``, ``-it``, ``-bg``: people addressing people, role play), and the translated UI messages of the installed packages' gettext
catalogues of these languages (both halves: the rules never train). Installed with apt-get when missing (as root). Each page is
checked whole (its first 60,000 characters) as one document; the table prints how many are quarantined by the
old check, the new rules (``model: off``) and the shipped check, and the evidence of each new one.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))

import injection_corpora as bench  # noqa: E402
import injection_sources as src  # noqa: E402

MAN_LANGS = ("tr", "pl", "nl", "uk", "vi", "id", "de", "fr", "es", "it", "ru", "ja", "pt_BR",
             "sv", "da", "nb", "fi", "cs", "ro", "hu", "el",  # these eight: override orders of the seventh pass
             "sr", "mk")  # and the ninth pass's

PACKAGES = ("debian-handbook", *(f"manpages-{lang.lower().replace('_', '-')}" for lang in MAN_LANGS), "debian-reference-id",
            "aptitude-doc-nl", "fortunes-ru", "fortunes-es", "fortunes-de", "fortunes-it", "fortunes-bg", "manpages-zh",
            "debian-reference-zh-tw", "debian-edu-doc-zh-cn")
#: Chinese (issue 32's sixth pass added Chinese orders to an agent): man pages, Debian Reference (Traditional),
#: the Debian Edu manuals (Simplified, one page per section)
ZH_MAN = ("zh_CN", "zh_TW")
EDU_ZH = Path("/usr/share/doc/debian-edu-doc-zh-cn")
#: jokes, quotations and dialogues (``fortunes-ru``, ``-es``, ``-de``, ``-it``): people addressing people, role play,
#: "never refuse", "from now on you are"; the Spanish set's offensive ``off/`` folder is left out
FORTUNES = Path("/usr/share/games/fortunes")
FORTUNE_LANGS = ("ru", "es", "de", "it", "bg")
HANDBOOK = Path("/usr/share/doc/debian-handbook/html")
HANDBOOK_LANGS = ("tr-TR", "ar-MA", "fa-IR", "vi-VN", "id-ID", "pl-PL", "nl-NL", "de-DE", "es-ES", "fr-FR", "pt-BR", "it-IT",
                  "ru-RU", "ja-JP", "ko-KR", "sv-SE", "da-DK", "nb-NO", "cs-CZ", "ro-RO", "el-GR", "hr-HR", "ca-ES")


def man_text(path: Path) -> str:
    """A man page's text: roff requests and font escapes taken out."""
    raw = gzip.open(path).read().decode("utf-8", "replace")
    return re.sub(r"\\f[BIRP]", "", re.sub(r"^\.[A-Za-z]+ ?", "", raw, flags=re.M))


def pages() -> dict[str, list[str]]:
    html = lambda paths: [bench._text_of({"html": p.read_bytes()}) for p in paths]  # noqa: E731
    out = {f"handbook {lang}": html(sorted((HANDBOOK / lang).glob("*.html"))) for lang in HANDBOOK_LANGS}
    out |= {f"man pages {lang}": [man_text(p) for p in sorted(Path(f"/usr/share/man/{lang}").glob("man*/*.gz"))]
            for lang in MAN_LANGS}
    out["Debian Reference id"] = html(sorted(Path("/usr/share/debian-reference").glob("*.id.html")))
    out |= {f"man pages {lang}": [man_text(p) for p in sorted(Path(f"/usr/share/man/{lang}").glob("man*/*.gz"))]
            for lang in ZH_MAN}
    out["Debian Reference zh-tw"] = html(sorted(Path("/usr/share/debian-reference").glob("*.zh-tw.html")))
    out["Debian Edu manual zh-cn"] = [sec for t in html(sorted(EDU_ZH.glob("*.html")))
                                      for sec in re.split(r"\n(?=\d+(?:\.\d+)*\.? )", t) if len(sec) > 200]
    out["aptitude manual nl"] = html(sorted(Path("/usr/share/doc/aptitude/html/nl").glob("*.html")))
    for lang in FORTUNE_LANGS:
        files = sorted(p for p in (FORTUNES / lang).glob("*") if p.is_file() and p.suffix not in (".dat", ".u8"))
        jokes = [j.strip() for p in files for j in p.read_text("utf-8", "replace").split("\n%\n") if len(j.strip()) > 40]
        out[f"fortunes {lang}"] = ["\n\n".join(jokes[i:i + 10]) for i in range(0, len(jokes), 10)]
    for lang in (*src.LANGS, *src.NINTH_LANGS):
        msgs = src.gettext_messages(lang, limit=20000)
        out[f"gettext {lang}"] = ["\n".join(msgs[i:i + 8]) for i in range(0, len(msgs), 8)]
    return {k: v for k, v in out.items() if v}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--old", default="16c8beb", help="commit of the old check (default 16c8beb, before the fourth pass)")
    args = ap.parse_args(argv)
    from real_corpus import ensure_packages

    ensure_packages(PACKAGES)
    from factories import make_injection_doc

    from ingest_checks.injection import check_injection
    from ingest_checks.registry import RunContext

    ctx = RunContext(policy=None, as_of=dt.date(2026, 12, 4), run_id="injection-languages")
    runs = {"old": bench.load_old_check(args.old), "rules": (check_injection.fn, check_injection.configure({"model": "off"})),
            "shipped": (check_injection.fn, check_injection.configure({}))}

    def held(run, text: str) -> list:
        fn, params = runs[run]
        return [f for f in fn(make_injection_doc(text[:60000], fmt="txt"), params, ctx) if f.action in ("quarantine", "block")]

    print(f"{'source':<24}{'pages':>7}" + "".join(f"{r:>10}" for r in runs))
    totals = dict.fromkeys(runs, 0)
    n, new = 0, []
    for name, texts in pages().items():
        counts = dict.fromkeys(runs, 0)
        for text in texts:
            for r in runs:
                found = held(r, text)
                counts[r] += bool(found)
                if found and r == "shipped":
                    new.append((name, found[0]))
        n += len(texts)
        print(f"{name:<24}{len(texts):>7}" + "".join(f"{counts[r]:>10}" for r in runs))
        for r in runs:
            totals[r] += counts[r]
    print(f"{'total':<24}{n:>7}" + "".join(f"{totals[r]:>10}" for r in runs))
    for name, f in new:
        print(f"  quarantined by the shipped check [{name}]: {f.details.get('signals')} {f.evidence!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
