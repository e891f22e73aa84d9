"""The ``eval_leak`` check: locked eval questions / Q&A pairs / eval files ingested into the corpus."""

import datetime as dt
import json

import pytest

from ingest_checks.eval_leak import EvalLeakParams, check_eval_leak
from ingest_checks.registry import RunContext
from kbgate.errors import InputError
from kbgate.models import Document, LoadError, ManifestRecord

CASES = [
    {"case_id": "REFUND-028", "query": "签收8天的耳机质量故障能退款吗？", "tenant_id": "acme",
     "relevant": [{"doc_id": "refund-policy", "anchor": "质量问题例外"}], "must_cover": ["质量问题例外", "检测流程"],
     "answerable": True, "risk": "P0", "stratum": "fact"},
    {"case_id": "G-REFUND-003", "query": "Can I get a refund for headphones that broke 8 days after delivery?",
     "relevant": [{"doc_id": "globex-refunds", "anchor": "quality exception"}],
     "must_cover": ["quality exception", "inspection"]},
    {"case_id": "G-BLEND-011", "query": "What should a support agent do when a customer reports that the blender "
                                        "motor stopped working after two weeks of normal use?",
     "relevant": [{"doc_id": "blender-warranty", "anchor": "motor is covered"}], "must_cover": ["motor is covered"]},
    {"case_id": "WARRANTY-004", "query": "保修期多长？", "relevant": [{"doc_id": "warranty", "anchor": "保修一年"}],
     "must_cover": ["保修一年"]},
]

FILLER_ZH = "本页汇总了售后常见问题，客服在回答前请先核对订单状态和签收时间。"
FILLER_EN = "This page collects frequent after-sales questions. Agents check the order status first. "
REFUND_POLICY_ZH = ("退款规则：签收十五天内可申请退款。质量问题例外：签收后超过十五天但在保修期内的质量问题，"
                    "须经检测流程确认后办理退款或换货。")
REFUND_POLICY_EN = ("Refund rules: refunds within 15 days of delivery. Quality exception: after 15 days, a product "
                    "with a quality fault is refunded or replaced once the inspection confirms the fault.")


def make_doc(text, doc_id="faq", version="v1"):
    rec = ManifestRecord(doc_id=doc_id, version=version, path=f"acme/{doc_id}.md", source="acme-kb",
                         tenant_id="acme", classification="public", effective_from="2025-01-01")
    return Document(record=rec, text=text)


@pytest.fixture(scope="module")
def ctx(policy):
    return RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="test", eval_cases=CASES)


@pytest.fixture(scope="module")
def params(policy):
    return check_eval_leak.configure(policy.check_config("eval_leak"))


def jsonl(cases, ensure_ascii=True):
    return "\n".join(json.dumps(c, ensure_ascii=ensure_ascii) for c in cases)


TABLE = [
    # --- must catch -----------------------------------------------------------------------
    ("zh verbatim question in a FAQ", FILLER_ZH + "问：签收8天的耳机质量故障能退款吗？" + FILLER_ZH, ["REFUND-028"]),
    ("zh verbatim question, reflowed with spaces/newlines", "签收 8 天的耳机\n质量故障能退款吗", ["REFUND-028"]),
    ("en verbatim question (short, wholly contained)",
     FILLER_EN + "Q: can I get a refund for HEADPHONES that broke 8 days after delivery. " + FILLER_EN,
     ["G-REFUND-003"]),
    ("en verbatim long question (13-gram overlap)",
     FILLER_EN + "What should a support agent do when a customer reports that the blender motor stopped "
                 "working after two weeks of normal use? " + FILLER_EN, ["G-BLEND-011"]),
    ("en near-verbatim question, one word changed (shingle containment)",
     FILLER_EN + "What should a support agent do when a client reports that the blender motor stopped "
                 "working after two weeks of normal use?", ["G-BLEND-011"]),
    ("zh short question wholly contained", FILLER_ZH + "保修期多长？答：保修一年。", ["WARRANTY-004"]),
    ("en Q&A pair: part of the question with its gold answer phrase nearby",
     FILLER_EN + "Q: what should a support agent do when a customer reports that the blender motor is loud? "
                 "A: the motor is covered for two years.", ["G-BLEND-011"]),
    ("eval jsonl dropped into the corpus (ascii-escaped)", jsonl(CASES), ["G-BLEND-011", "G-REFUND-003",
                                                                          "REFUND-028", "WARRANTY-004"]),
    ("unknown eval records dropped into the corpus",
     jsonl([{"case_id": "X-1", "query": "a"}, {"case_id": "X-2", "query": "b"}]), []),
    # --- must not flag ------------------------------------------------------------------------
    ("zh paraphrase below threshold", FILLER_ZH + "耳机收到八天后出现质量故障，还能申请退款吗？" + FILLER_ZH, None),
    ("en paraphrase below threshold",
     FILLER_EN + "Is a refund possible if my headphones stop working a week after they arrive?", None),
    ("zh anchor and must_cover phrases in the relevant document", REFUND_POLICY_ZH, None),
    ("en anchor and must_cover phrases in the relevant document", REFUND_POLICY_EN, None),
    ("en part of the question without its gold answer phrase",
     FILLER_EN + "Q: what should a support agent do when a customer reports that the blender motor is loud?", None),
    ("zh truncated question with its gold answer phrases (no full n-gram, shingles alone are not enough)",
     FILLER_ZH + "签收8天的耳机质量故障？可以，适用质量问题例外，须走检测流程。", None),
    ("question words scattered across a long document",
     (FILLER_EN + "Agents may refund headphones. Delivery takes 8 days. Some products broke. "
      "Can a customer get help? ") * 5, None),
    ("one JSON record with a query key is not an eval file", '{"query": "status:open", "limit": 10}', None),
    ("short question's words in another order", "多长的保修期？" + FILLER_ZH, None),
]


@pytest.mark.parametrize(("name", "text", "expected"), TABLE, ids=[t[0] for t in TABLE])
def test_eval_leak_table(name, text, expected, params, ctx):
    findings = check_eval_leak.fn([make_doc(text)], params, ctx)
    if expected is None:
        assert findings == []
        return
    (finding,) = findings
    assert finding.code == "EVAL_LEAK" and finding.action == "quarantine"
    for case_id in expected:
        assert case_id in finding.evidence
    named = finding.evidence.split("cases=")[1].split()[0]
    assert sorted(c for c in named.split(",") if c != "-") == sorted(expected)


def test_eval_file_with_raw_questions_is_called_an_eval_set(params, ctx):
    findings = check_eval_leak.fn([make_doc(jsonl(CASES, ensure_ascii=False))], params, ctx)
    (finding,) = findings
    assert "looks like an eval set" in finding.message
    assert "eval_records=4" in finding.evidence


def test_many_questions_in_one_doc_is_an_eval_set(params, ctx):
    text = "\n".join(c["query"] for c in CASES[:3])
    (finding,) = check_eval_leak.fn([make_doc(text)], params, ctx)
    assert "looks like an eval set" in finding.message


def test_evidence_is_masked(params, ctx):
    text = FILLER_EN + CASES[2]["query"] + " " + FILLER_ZH + CASES[0]["query"]
    (finding,) = check_eval_leak.fn([make_doc(text)], params, ctx)
    assert "ngrams=" in finding.evidence
    for case in CASES[:3]:
        assert case["query"] not in finding.evidence and case["query"] not in finding.message
    assert "blender motor" not in finding.evidence and "耳机质量故障" not in finding.evidence


def test_no_eval_cases_and_unloadable_docs(policy, params):
    ctx = RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="t")
    bad = Document(record=make_doc("").record, load_error=LoadError("PARSE_CORRUPT", "truncated"))
    assert check_eval_leak.fn([make_doc(CASES[0]["query"]), bad], params, ctx) == []
    # an eval file is caught even without --eval
    assert [f.code for f in check_eval_leak.fn([make_doc(jsonl(CASES))], params, ctx)] == ["EVAL_LEAK"]


@pytest.mark.parametrize("case", [{"case_id": "BAD-1"}, {"case_id": "BAD-2", "query": "  "}, "not a dict"])
def test_bad_eval_case_is_an_input_error(case, policy, params):
    ctx = RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="t", eval_cases=[case])
    with pytest.raises(InputError, match="eval"):
        check_eval_leak.fn([make_doc("x")], params, ctx)


@pytest.mark.parametrize(("section", "ok"), [
    ({"ngram_size": 13, "action": "quarantine"}, True),
    ({"ngram_size": 8, "containment_threshold": 0.9}, True),
    ({"ngram_size": 1}, False),
    ({"containment_threshold": 0}, False),
    ({"question_min_ratio": 1.5}, False),
    ({"ngram": 13}, False),
])
def test_params_validated(section, ok):
    if ok:
        EvalLeakParams.model_validate(section)
    else:
        with pytest.raises(ValueError):
            EvalLeakParams.model_validate(section)


@pytest.mark.parametrize(("text", "kind"), [
    ("签收8天的耳机质量故障能退款吗", "question"),
    ("What should a support agent do when a client reports that the blender motor stopped working after two "
     "weeks of normal use?", "near_question"),
    ("What should a support agent do when a customer reports that the blender motor is loud? "
     "The motor is covered.", "qa_pair"),
])
def test_leak_kind(text, kind, params, ctx):
    (finding,) = check_eval_leak.fn([make_doc(text, doc_id="refund-policy")], params, ctx)
    assert f":{kind} " in finding.evidence
