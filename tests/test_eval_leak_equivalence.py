"""The one-pass ``eval_leak`` index finds exactly what the rule says, case by case.

The reference below is the rule of the module docstring written the slow way (every case against every
document: its n-grams hashed with :func:`minhash.rolling_hashes`, its shingle share counted directly),
which is how the check worked before the index. On random corpora with planted leaks (verbatim, partial,
edited, with and without the answer's phrases) and eval sets that share their vocabulary, both give the
same leaks with the same counts.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from ingest_checks import eval_leak, minhash

WORDS = ("refund warranty motor blender ship label parcel customs order invoice return policy store repair "
         "battery screen days within covered excluded agent customer receipt proof purchase model").split()
ZH = "退款保修期多长电池屏幕维修门店发票收据寄回七天十五以内不含包括客户"


def reference_scan(text: str, cases: list, params) -> list[dict]:
    norm = minhash.normalize(text)
    ids = eval_leak._unit_ids(norm)
    doc_sh = minhash.shingle_hashes(norm, params.shingle_size)
    doc_set = set(doc_sh.tolist())
    starts = eval_leak._unit_starts(norm)
    leaks = []
    found_by_window = {}
    for case in cases:
        if case.window not in found_by_window:
            found_by_window[case.window] = minhash.rolling_hashes(ids, case.window)
        found = found_by_window[case.window]
        grams = case.ref_grams
        hit = set(grams.tolist()) & set(found.tolist())
        n_hit, first = len(hit), None
        if case.text:  # a short question: whole, as units
            at = eval_leak._find_units(norm, case.text) if hit else -1
            n_hit, first = (1, at) if at >= 0 else (0, None)
        elif hit:
            unit = min(int(np.argmax(found == h)) for h in hit)
            first = starts[unit]
        cont = 0.0
        shared = len(case.shingle_list & doc_set)
        if len(case.shingles) and shared / len(case.shingles) >= params.containment_threshold:
            cont = eval_leak._best_window_containment(doc_sh, case)[0]
        kind = None
        of = len(set(grams.tolist()))
        if n_hit / max(of, 1) >= params.question_min_ratio:
            kind = "question"
        elif cont >= params.containment_threshold:
            kind = "near_question"
        elif case.must_cover and n_hit and eval_leak._near(norm, first or 0, case.must_cover, params.pair_window):
            kind = "qa_pair"
        if kind:
            leaks.append({"case_id": case.case_id, "kind": kind, "ngrams": n_hit, "of": of,
                          "containment": round(cont, 3), "prefix": case.prefix})
    return leaks


def _question(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return "".join(rng.choices(ZH, k=rng.randint(4, 30))) + "？"
    return " ".join(rng.choices(WORDS, k=rng.choice([2, 5, 9, 14, 20, 28]))) + "?"


def _edit(rng: random.Random, q: str) -> str:
    chars = list(q)
    for _ in range(max(1, len(chars) // 25)):
        chars[rng.randrange(len(chars))] = rng.choice("xz ")
    return "".join(chars)


@pytest.mark.parametrize(("n_cases", "n_docs"), [(40, 300), (600, 150)])
def test_the_index_finds_what_the_rule_says(n_cases, n_docs):
    rng = random.Random(n_cases)
    params = eval_leak.EvalLeakParams()
    raw = [{"case_id": f"Q{k}", "query": _question(rng),
            "must_cover": rng.sample(WORDS, rng.randint(1, 2)) if rng.random() < 0.4 else []} for k in range(n_cases)]
    cases = eval_leak.prepare_cases(raw, params)
    for case, r in zip(cases, raw, strict=True):  # the reference's own hashing of each question, done once
        case.ref_grams = minhash.rolling_hashes(eval_leak._unit_ids(minhash.normalize(r["query"])), case.window)
        case.shingle_list = set(case.shingles.tolist())
    index = eval_leak._Index(cases, params.containment_threshold)
    kinds = set()
    for _ in range(n_docs):
        filler = " ".join(rng.choices(WORDS, k=rng.randint(5, 80)))
        zh = "".join(rng.choices(ZH, k=rng.randint(0, 60)))
        q = rng.choice(raw)
        planted = rng.choice([
            "", q["query"], _edit(rng, q["query"]), q["query"][: len(q["query"]) // 2],
            q["query"] + " " + " ".join(q["must_cover"]), " ".join(q["query"].split()[2:17]) + " " + " ".join(q["must_cover"]),
        ])
        parts = [filler, zh, planted]
        rng.shuffle(parts)
        text = "。".join(parts)
        got = eval_leak.scan_text(text, index, params)
        want = reference_scan(text, cases, params)
        assert got == want, text
        kinds |= {lk["kind"] for lk in want}
    assert kinds == {"question", "near_question", "qa_pair"}  # the corpus exercises every kind


@pytest.mark.parametrize("n", [0, 1, 5, 13, 40, 3000])
def test_prefix_window_hashes_equal_rolling_hashes_after_the_mix(n):
    """``window_hashes`` (one prefix-sum array for every window length) is ``rolling_hashes`` before its final mix:
    the same windows, in the same order, for windows shorter than, as long as and longer than the input."""
    codes = np.random.default_rng(n).integers(0, 2**63, n, dtype=np.int64).view(np.uint64)
    prefix = minhash.prefix_hashes(codes)
    for k in (1, 3, 13, 41):
        rolled = minhash.rolling_hashes(codes, k)
        assert minhash._fmix64(minhash.window_hashes(prefix, k)).tolist() == rolled.tolist()
        starts = np.arange(len(rolled))
        assert minhash.window_hashes(prefix, k, starts).tolist() == minhash.window_hashes(prefix, k).tolist()


@given(st.text(alphabet="ab1 退款ア한ßǅ𠀀_,-", max_size=40))
def test_units_are_the_unit_pattern_s_matches(text):
    """The numpy units (a block of documents is hashed in one pass) are ``UNIT_RE``'s, equal units equal ids."""
    norm = minhash.normalize(text)
    ids, starts = eval_leak._units(norm)
    assert starts.tolist() == [m.start() for m in minhash.UNIT_RE.finditer(norm)]
    seen = {}
    for unit, uid in zip(minhash.UNIT_RE.findall(norm), ids.tolist(), strict=True):
        assert seen.setdefault(unit, uid) == uid
    assert len(set(seen.values())) == len(seen)


@pytest.mark.parametrize("block_chars", [eval_leak.BLOCK_CHARS, 2000])
def test_a_block_of_documents_finds_what_each_alone_finds(monkeypatch, block_chars):
    """``scan_texts`` joins a block's documents: hits across two of them must not leak into either."""
    monkeypatch.setattr(eval_leak, "BLOCK_CHARS", block_chars)
    rng = random.Random(3)
    params = eval_leak.EvalLeakParams()
    raw = [{"case_id": f"Q{k}", "query": _question(rng), "must_cover": []} for k in range(60)]
    index = eval_leak._Index(eval_leak.prepare_cases(raw, params), params.containment_threshold)
    texts = []
    for k in range(400):
        q = rng.choice(raw)["query"]
        cut = rng.randrange(len(q) + 1)
        texts += [q[:cut], q[cut:]] if k % 2 else [" ".join(rng.choices(WORDS, k=30)) + " " + q, "x"]
    alone = [eval_leak.scan_text(t, index, params) for t in texts]
    assert list(eval_leak.scan_texts(texts, index, params)) == alone
    assert sum(map(bool, alone)) > 100
