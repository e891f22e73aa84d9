"""``eval_leak`` stays linear in the corpus: the eval set is prepared once per run, each document scanned once.

Timings are not asserted (they swing with the machine's load); the structure that makes the
check linear is. bench/ingest_bench.py --growth prints the measured CPU growth (10.1x from 10k
to 100k chunks here).
"""

from __future__ import annotations

import datetime as dt

import pytest

from ingest_checks import eval_leak
from ingest_checks.registry import RunContext
from kbgate.models import Document, ManifestRecord

TOPICS = ["blender motor", "router firmware", "phone battery", "laptop hinge", "kettle switch", "tv remote",
          "drone propeller", "camera lens", "watch strap", "printer tray", "heater fan", "vacuum filter"]
OPENERS = ["How long is", "Who pays for", "Where do I send", "What voids", "When does", "Why was",
           "Which form covers", "Can an agent extend", "Does travel abroad change", "Is a receipt needed for",
           "May a reseller refuse", "Should the customer ship"]
CASES = [
    {"case_id": f"C{k}", "query": f"{OPENERS[k]} the repair of a {TOPICS[k]} bought in store number {k * 7919}?",
     "must_cover": ["covered"]} for k in range(12)
] + [{"case_id": "S1", "query": "保修期多长？"}]


def _docs(n: int, leak_every: int = 25) -> list[Document]:
    docs = []
    for i in range(n):
        text = f"Page {i}: agents check the order status first. 售后常见问题第{i}页。"
        if i % leak_every == 0:
            text += " " + CASES[i % 12]["query"]
        rec = ManifestRecord(doc_id=f"d{i}", version="v1", path=f"acme/d{i}.md", source="acme-kb",
                             tenant_id="acme", classification="public", effective_from="2025-01-01")
        docs.append(Document(record=rec, text=text))
    return docs


@pytest.mark.parametrize("n", [40, 400])
def test_eval_set_prepared_once_and_each_document_scanned_once(monkeypatch, n):
    calls = {"prepare": 0, "index": 0, "scan": 0}
    prepare, index, scan = eval_leak.prepare_cases, eval_leak._Index, eval_leak.scan_texts

    def counting(name, fn):
        def wrapped(*args, **kwargs):
            calls[name] += 1
            return fn(*args, **kwargs)
        return wrapped

    def counting_texts(texts, *args):  # every document goes through the block scan once
        def each():
            for text in texts:
                calls["scan"] += 1
                yield text
        return scan(each(), *args)

    monkeypatch.setattr(eval_leak, "prepare_cases", counting("prepare", prepare))
    monkeypatch.setattr(eval_leak, "_Index", counting("index", index))
    monkeypatch.setattr(eval_leak, "scan_texts", counting_texts)
    ctx = RunContext(policy=None, as_of=dt.date(2025, 6, 1), run_id="t", eval_cases=CASES)
    findings = eval_leak.check_eval_leak.fn(_docs(n), eval_leak.EvalLeakParams(), ctx)
    assert calls == {"prepare": 1, "index": 1, "scan": n}
    assert sorted(f.doc_id for f in findings) == sorted(f"d{i}" for i in range(0, n, 25))


def test_a_larger_eval_set_finds_the_same_leak():
    """300 more unrelated cases in the index change nothing for a document leaking one case."""
    params = eval_leak.EvalLeakParams()
    small = eval_leak._Index(eval_leak.prepare_cases(CASES, params), params.containment_threshold)
    big_cases = CASES + [{"case_id": f"X{k}", "query": f"unrelated question number {k} about shipping labels and "
                                                        f"customs forms for parcel {k} sent abroad"} for k in range(300)]
    big = eval_leak._Index(eval_leak.prepare_cases(big_cases, params), params.containment_threshold)
    text = "Intro. " + CASES[3]["query"]
    assert [lk["case_id"] for lk in eval_leak.scan_text(text, small, params)] == ["C3"]
    assert [lk["case_id"] for lk in eval_leak.scan_text(text, big, params)] == ["C3"]


def _old_short_matches(text: str, cases: list) -> set[str]:
    """The previous rule, kept as the reference: every short question searched in every document."""
    from ingest_checks import minhash

    norm = minhash.normalize(text)
    return {c.case_id for c in cases if c.text and eval_leak._find_units(norm, c.text) >= 0}


def test_short_questions_found_exactly_as_by_searching_every_question():
    """On a generated corpus with planted short questions and near-misses, the hashed candidate
    lookup finds the same short questions as the old search of every question in every document."""
    import random

    rng = random.Random(5)
    words = ["refund", "warranty", "motor", "blender", "ship", "label", "x7", "pro", "max", "退", "款", "保", "修",
             "期", "多", "长", "电", "池", "屏"]
    questions = []
    for k in range(150):
        units = rng.choices(words, k=rng.randint(1, 8))
        sep = "" if all(len(u) == 1 and u >= "\u4e00" for u in units) else " "
        questions.append({"case_id": f"Q{k}", "query": sep.join(units) + rng.choice(["?", "？", ""])})
    params = eval_leak.EvalLeakParams()
    cases = eval_leak.prepare_cases(questions, params)
    index = eval_leak._Index(cases, params.containment_threshold)
    assert any(c.text for c in cases)
    found = 0
    for _ in range(400):
        parts = [" ".join(rng.choices(words, k=rng.randint(3, 30)))]
        q = rng.choice(questions)["query"].rstrip("?？")
        parts.append(rng.choice([
            q,                            # verbatim
            q.upper(),                    # case folds
            "x" + q,                      # glued to a word: not at a unit boundary
            q + "s",                      # glued at the end
            q.replace(" ", ", ", 1),      # punctuation between units (normalises to a space)
            q.replace(" ", "_", 1),       # a separator that is not folded
            q[: max(1, len(q) // 2)],     # a part
        ]))
        text = "。".join(parts) + " " + " ".join(rng.choices(words, k=rng.randint(0, 20)))
        short_ids = {c.case_id for c in cases if c.text}
        new = {lk["case_id"] for lk in eval_leak.scan_text(text, index, params)
               if lk["case_id"] in short_ids and lk["kind"] == "question"}
        old = _old_short_matches(text, cases)
        assert new == old, (text, new ^ old)
        found += len(old)
    assert found > 200  # the corpus does exercise the rule
