"""Claim-level evidence verdicts (version_gate.claims), table-driven in zh and en.

The context chunks are sections of the real fixture documents (acme's 2026 refund rules,
Globex's 2026 refund policy and warranty), so the claims are checked against real text shapes.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kbgate.retrieval.retriever import RetrievedChunk
from version_gate.claims import (
    ClaimSettings,
    claim_metrics,
    facts,
    load_judge,
    same_value,
    split_claims,
    verify_answer,
)

CORPUS = Path(__file__).resolve().parent.parent / "fixtures" / "corpus"


def _sections(path: str, prefix: str) -> list[RetrievedChunk]:
    """One chunk per '## ' section of a fixture document, ids ``prefix#n``."""
    text = (CORPUS / path).read_text(encoding="utf-8")
    parts = [p for p in re.split(r"\n(?=## )", text.split("\n---\n", 1)[-1]) if p.strip()]
    return [RetrievedChunk(f"{prefix}#{i}", prefix.split("@")[0], prefix.split("@")[1], p, 1.0 - i / 10)
            for i, p in enumerate(parts)]


ACME = _sections("acme/refund-policy-2026.md", "refund-policy@v2")
GLOBEX = _sections("globex/refund-policy-2026.md", "globex-refund-policy@2026") + \
    _sections("globex/warranty-policy.md", "globex-warranty-policy@v1")


def _id(chunks, needle: str) -> str:
    return next(c.chunk_id for c in chunks if needle in c.text)


A_WINDOW, A_PAYOUT, A_STEPS = _id(ACME, "自签收之日起15天内"), _id(ACME, "5个工作日内到账"), _id(ACME, "3个工作日内")
A_SCOPE, A_EXCEPTION = _id(ACME, "2026年8月1日"), _id(ACME, "适用质量问题例外")
G_WINDOW, G_TIMING = _id(GLOBEX, "within 30 days of delivery"), _id(GLOBEX, "7 to 10 business days")
G_INSPECT, G_WARRANTY = _id(GLOBEX, "within 5 business days"), _id(GLOBEX, "1-year limited warranty")
G_TOP = GLOBEX[0].chunk_id

# (case, language, answer, cited chunk, context, expected verdict, review_required)
TABLE = [
    # --- supported -------------------------------------------------------------------------
    ("zh-supported", "zh", "ACME 耳机自签收之日起15天内可以申请无理由退款。", A_WINDOW, ACME, "SUPPORTED", False),
    ("en-supported", "en", "A Globex device can be returned within 30 days of delivery.", G_WINDOW, GLOBEX,
     "SUPPORTED", False),
    ("zh-date-supported", "zh", "新规则自2026年8月1日起执行。", A_SCOPE, ACME, "SUPPORTED", False),
    ("en-date-supported", "en", "The policy took effect on July 1, 2026.", G_TOP, GLOBEX, "SUPPORTED", False),
    ("zh-range-supported", "zh", "检测中心3个工作日内出具检测报告。", A_STEPS, ACME, "SUPPORTED", False),
    ("en-range-supported", "en", "Approved refunds arrive within 7 to 10 business days.", G_TIMING, GLOBEX,
     "SUPPORTED", False),
    ("zh-rule-term", "zh", "签收超过15天但在保修期内的故障适用质量问题例外。", A_EXCEPTION, ACME, "SUPPORTED", False),
    # --- contradicted: a number or a date changed --------------------------------------------
    ("zh-days-changed", "zh", "ACME 耳机自签收之日起30天内可以申请无理由退款。", A_WINDOW, ACME, "CONTRADICTED", False),
    ("zh-payout-changed", "zh", "退款发起后通常10个工作日内到账。", A_PAYOUT, ACME, "CONTRADICTED", False),
    ("zh-date-changed", "zh", "本规则自2026年9月1日起执行。", A_SCOPE, ACME, "CONTRADICTED", False),
    ("en-days-changed", "en", "You may return any Globex device within 45 days of delivery for a full refund.",
     G_WINDOW, GLOBEX, "CONTRADICTED", False),
    ("en-fee-changed", "en", "Opened, non-defective items carry a 15% restocking fee.", G_WINDOW, GLOBEX,
     "CONTRADICTED", False),
    ("en-date-changed", "en", "This policy is effective August 1, 2026.", G_TOP, GLOBEX, "CONTRADICTED", False),
    ("zh-contradicted-uncited", "zh", "商品外观完好的，签收之日起30天内可申请无理由退款。", None, ACME, "CONTRADICTED", False),
    # --- not in context ----------------------------------------------------------------------
    ("zh-not-in-context", "zh", "AX2 Pro 支持无线充电，充满电需要2小时。", A_WINDOW, ACME, "NOT_IN_CONTEXT", False),
    ("en-not-in-context", "en", "Loaner devices require a $75 deposit.", G_WINDOW, GLOBEX, "NOT_IN_CONTEXT", False),
    ("zh-term-not-found", "zh", "这种情况适用特殊关怀例外。", A_EXCEPTION, ACME, "NOT_IN_CONTEXT", True),
    # --- near misses: must NOT be contradicted ---------------------------------------------------
    ("zh-other-units", "zh", "签收后半个月内可以申请无理由退款。", A_WINDOW, ACME, "SUPPORTED", False),
    ("en-other-units-month", "en", "Devices can be returned within a month of delivery.", G_WINDOW, GLOBEX,
     "SUPPORTED", False),
    ("en-other-units-year", "en", "Globex devices come with a 12-month limited warranty.", G_WARRANTY, GLOBEX,
     "SUPPORTED", False),
    ("zh-paraphrase-same-number", "zh", "用户签收以后的15天以内都能无理由退货退款。", A_WINDOW, ACME, "SUPPORTED", False),
    ("en-paraphrase-same-number", "en", "A customer may send a device back up to 30 days after it arrives.",
     G_WINDOW, GLOBEX, "SUPPORTED", False),
    ("zh-same-unit-other-attribute", "zh", "检测确认后，客服在2个工作日内发起退款。", A_STEPS, ACME, "SUPPORTED", False),
    ("en-same-unit-other-attribute", "en", "The returns center completes the inspection within 5 business days.",
     G_INSPECT, GLOBEX, "SUPPORTED", False),
]


@pytest.mark.parametrize("name,lang,answer,cited,context,expected,review", TABLE, ids=[r[0] for r in TABLE])
def test_claim_verdicts(name, lang, answer, cited, context, expected, review):
    verdicts = verify_answer(answer, [cited] if cited else [], context)
    assert len(verdicts) == 1, [v.claim for v in verdicts]
    v = verdicts[0]
    assert (v.verdict, v.review_required) == (expected, review), v.reason
    assert set(v.to_dict()) >= {"claim", "citation", "verdict", "reason", "review_required"}
    if expected == "CONTRADICTED":
        assert "for the same attribute" in v.reason and v.citation_correct in (False, None)


def test_table_covers_both_languages_and_every_verdict():
    seen = {(r[1], r[5]) for r in TABLE}
    assert seen >= {(lang, v) for lang in ("zh", "en") for v in ("SUPPORTED", "CONTRADICTED", "NOT_IN_CONTEXT")}


def test_contradiction_names_the_value_the_context_states():
    v = verify_answer("ACME 耳机自签收之日起30天内可以申请无理由退款。", [A_WINDOW], ACME)[0]
    assert "15天" in v.reason and "30天" in v.reason and A_WINDOW in v.reason


def test_supported_by_another_chunk_is_an_incorrect_citation():
    v = verify_answer("退款通常在发起后5个工作日内到账。", [A_WINDOW], ACME)[0]
    assert v.verdict == "SUPPORTED" and v.citation_correct is False and v.evidence == A_PAYOUT
    assert claim_metrics([v]) == {"faithfulness": 1.0, "citation_correctness": 0.0, "citation_completeness": 1.0}


def test_sentences_then_clauses_with_facts_and_inline_markers():
    answer = ("签收15天内可以无理由退款，退款5个工作日内到账。[1] 另外，定制刻字产品不适用无理由退款【refund-policy@v2#1】。"
              "Returns are accepted within 30 days [2]. A 10% restocking fee applies to opened items.")
    claims = split_claims(answer, ["refund-policy@v2#1", "globex-refund-policy@2026#1"])
    assert [c.text for c in claims] == ["签收15天内可以无理由退款", "退款5个工作日内到账。", "另外，定制刻字产品不适用无理由退款。",
                                        "Returns are accepted within 30 days.",
                                        "A 10% restocking fee applies to opened items."]
    assert [c.cited for c in claims] == [["refund-policy@v2#1"]] * 3 + [["globex-refund-policy@2026#1"], []]


def test_answer_level_citations_apply_when_there_are_no_markers():
    claims = split_claims("Returns: 30 days. Fee: 10%.", ["a#0", "b#0"])
    assert [c.cited for c in claims] == [["a#0", "b#0"], ["a#0", "b#0"]]


def test_citation_completeness_counts_key_claims_without_a_citation():
    verdicts = verify_answer(f"Returns are accepted within 30 days of delivery [{G_WINDOW}]. "
                             "Approved refunds take 7 to 10 business days.", [G_WINDOW], GLOBEX)
    m = claim_metrics(verdicts)
    assert m["citation_completeness"] == 0.5 and m["faithfulness"] == 1.0


def test_refusals_are_not_claims():
    assert split_claims("抱歉，知识库中没有相关信息。I cannot answer that.", []) == []


@pytest.mark.parametrize("a,b,same", [
    ("15天", "半个月", True), ("2 years", "24 months", True), ("90 minutes", "1.5 hours", True),
    ("3000元", "3,000 yuan", True), ("¥3000", "RMB 3,000", True), ("80%", "百分之八十", True),
    ("两周", "14 days", True), ("2027年3月31日", "March 31, 2027", True), ("3月31日", "2027-03-31", True),
    ("15天", "30天", False), ("29 days", "30 days", False), ("5个工作日", "5天", False), ("$100", "100元", False),
    ("2027年3月31日", "2027年4月30日", False),
])
def test_values_in_other_units(a, b, same):
    fa, fb = facts(a), facts(b)
    assert len(fa) == 1 and len(fb) == 1, (fa, fb)
    assert same_value(fa[0], fb[0], ClaimSettings().tolerance) is same


@pytest.mark.parametrize("text", ["AX2 Pro 的防水等级是 IPX4", "批次 W5B23 的手表", "RMA-2026 单号", "这是一个质量问题",
                                  "one of them", "SN-AX2024-00017893"])
def test_codes_and_articles_are_not_facts(text):
    assert [f for f in facts(text) if f.kind != "term"] == []


def toy_judge(claim: str, evidence: list[str]) -> dict | None:
    """A toy judge: a claim saying 不适用 is supported when the evidence says 不适用 too."""
    if "不适用" in claim:
        verdict = "SUPPORTED" if any("不适用" in e for e in evidence) else "CONTRADICTED"
        return {"verdict": verdict, "reason": "negation checked"}
    return None


def test_a_toy_judge_decides_what_the_rules_cannot():
    answer = "定制产品也不适用无忧退货的说法。"
    plain = verify_answer(answer, [A_WINDOW], ACME)[0]
    assert plain.review_required
    judged = verify_answer(answer, [A_WINDOW], ACME, judge=load_judge("test_claims:toy_judge"))[0]
    assert (judged.verdict, judged.review_required) == ("SUPPORTED", False)
    assert judged.reason == "judge: negation checked"


@pytest.mark.parametrize("spec,msg", [("nocolon", "must be 'module:function'"),
                                      ("no_such_module_xyz:f", "cannot be imported"),
                                      ("test_claims:missing", "has no callable 'missing'")])
def test_bad_judge_names_say_how_to_fix(spec, msg):
    from kbgate.errors import ConfigError

    with pytest.raises(ConfigError, match=msg):
        load_judge(spec)


def test_gate_issues_name_the_claim_the_citation_and_the_verdict(policy):
    from types import SimpleNamespace

    from version_gate.claims import verify_claims_of

    run = SimpleNamespace(answer="退款发起后10个工作日内到账。退款通常在发起后5个工作日内到账。定制产品也不适用无忧退货的说法。",
                          citations=[A_WINDOW], chunks=ACME)
    verdicts, issues = verify_claims_of(run, policy)
    assert [v.verdict for v in verdicts] == ["CONTRADICTED", "SUPPORTED", "NOT_IN_CONTEXT"]
    assert [i["code"] for i in issues] == ["UNFAITHFUL", "CITATION_MISMATCH"]
    assert issues[0]["detail"].startswith(f"claim CONTRADICTED (cites {A_WINDOW}): '退款发起后10个工作日内到账。'")
    judged = policy.model_copy(update={"gate_settings": policy.gate_settings.model_copy(update={
        "claims": policy.gate_settings.claims.model_copy(update={"judge": "test_claims:toy_judge"})})})
    assert verify_claims_of(run, judged)[0][2].reason == "judge: negation checked"


_ALPHABET = "0123456789 ,.-:/%$¥年月日天个工作小时分钟秒半十五两百分之的，。！？；;!?\n“”「」《》[]【】abcdeyMJunemonthsdays"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(answer=st.text(alphabet=_ALPHABET, max_size=120), context=st.text(alphabet=_ALPHABET, max_size=200))
def test_any_text_gets_verdicts_never_an_exception(answer, context):
    chunk = RetrievedChunk("c#0", "c", "v1", context, 1.0)
    for v in verify_answer(answer, ["c#0", "1"], [chunk]):
        assert v.verdict in ("SUPPORTED", "CONTRADICTED", "NOT_IN_CONTEXT") and v.claim


def broken_judge(claim: str, evidence: list[str]) -> dict | None:
    raise RuntimeError("model offline")


def test_a_failing_judge_leaves_the_claim_for_a_reviewer():
    v = verify_answer("定制产品也不适用无忧退货的说法。", [A_WINDOW], ACME, judge=broken_judge)[0]
    assert v.review_required and v.reason.endswith("the judge failed (RuntimeError)")


def test_claim_reasons_and_issues_hold_no_raw_pii(policy):
    """A phone number or e-mail the answer invents is quoted by the reason: it must reach reports masked."""
    from version_gate.claims import verify_claims_of
    from version_gate.gate import CaseRun

    chunk = RetrievedChunk("hotline@v1#0", "hotline", "v1", "售后热线：13900139000，工作日9点到18点。", 1.0)
    run = CaseRun([chunk], answer="售后热线是13800138000 [hotline@v1#0]。联系邮箱 zhang.san@example.com。",
                  citations=["hotline@v1#0"])
    verdicts, issues = verify_claims_of(run, policy)
    shown = repr([v.reason for v in verdicts]) + repr(issues)
    assert "13800138000" not in shown and "zhang.san@example.com" not in shown
    assert verdicts[0].verdict == "NOT_IN_CONTEXT" and verdicts[0].reason == "no retrieved chunk states <NUMBER>"
    assert issues[0] == {"code": "UNFAITHFUL", "detail": "claim NOT_IN_CONTEXT (cites hotline@v1#0): "
                         "'售后热线是<NUMBER>。': no retrieved chunk states <NUMBER>"}
