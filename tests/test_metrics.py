"""Gate arithmetic: relevance by anchor, metrics against hand computation and pytrec_eval,
seeded paired statistics, lines, ACL drift, answer checks, perturbations and eval-set governance."""

from __future__ import annotations

import json

import numpy as np
import pytest

from kbgate.evalset import EvalCase
from kbgate.retrieval.retriever import RetrievedChunk


def chunk(cid: str, text: str, doc: str | None = None, score: float = 1.0, **payload) -> RetrievedChunk:
    doc_id = doc if doc is not None else cid.split("@")[0]
    version = cid.split("@")[1].split("#")[0] if "@" in cid else None
    return RetrievedChunk(cid, doc_id, version, text, score, payload)


def make_case(relevant=(("d", "anchor one"),), **kw) -> EvalCase:
    data = {"case_id": "C1", "query": "q", "tenant_id": "acme", "actor_role": "support_agent",
            "relevant": [{"doc_id": d, "anchor": a} for d, a in relevant], "answerable": bool(relevant),
            "risk": "P1", "stratum": "fact"}
    data.update(kw)
    return EvalCase.model_validate(data)


# --- relevance and metrics -----------------------------------------------------------------

def test_two_gold_chunks_in_top5_recall_1_precision_2_of_5():
    from version_gate.metrics import judge, ranking_metrics

    case = make_case([("d", "alpha"), ("d", "beta")])
    chunks = [chunk("d@1#0", "Alpha here"), chunk("x@1#0", "noise"), chunk("d@1#1", "beta there"),
              chunk("y@1#0", "noise"), chunk("z@1#0", "noise")]
    row = ranking_metrics([case], [judge(case, chunks)], [5])[0]
    assert row["recall_at_5"] == 1.0 and row["precision_at_5"] == pytest.approx(2 / 5)
    assert row["mrr"] == 1.0 and row["hit_rate_at_5"] == 1.0
    assert row["ndcg_at_5"] == pytest.approx((1 + 1 / np.log2(4)) / (1 + 1 / np.log2(3)))


def test_hand_computed_ranks():
    from version_gate.metrics import judge, ranking_metrics

    case = make_case([("d", "alpha"), ("d", "beta")])
    chunks = [chunk("x@1#0", "noise"), chunk("d@1#0", "alpha"), chunk("y@1#0", "no"), chunk("z@1#0", "no"),
              chunk("w@1#0", "no"), chunk("d@1#1", "beta")]
    row = ranking_metrics([case], [judge(case, chunks)], [3, 5, 10])[0]
    assert row["recall_at_3"] == 0.5 and row["recall_at_5"] == 0.5 and row["recall_at_10"] == 1.0
    assert row["precision_at_3"] == pytest.approx(1 / 3) and row["precision_at_10"] == pytest.approx(2 / 10)
    assert row["mrr"] == 0.5
    ideal = 1 + 1 / np.log2(3)
    assert row["ndcg_at_5"] == pytest.approx((1 / np.log2(3)) / ideal)
    assert row["ndcg_at_10"] == pytest.approx((1 / np.log2(3) + 1 / np.log2(7)) / ideal)


def test_duplicates_do_not_inflate_coverage_but_count_in_precision():
    from version_gate.metrics import judge, ranking_metrics

    case = make_case([("d", "alpha"), ("d", "beta")])
    same = [chunk(f"d@1#{i}", "overlap alpha text") for i in range(5)]
    row = ranking_metrics([case], [judge(case, same)], [5])[0]
    assert row["recall_at_5"] == 0.5  # one gold item covered, five times
    assert row["precision_at_5"] == 1.0  # five relevant chunks in the top 5
    assert row["ndcg_at_5"] < 1.0


def test_relevance_follows_anchor_and_document_not_chunk_id():
    from version_gate.metrics import covers

    case = make_case([("refund-policy", "15天 内")])
    assert covers(case, chunk("refund-policy@v2#7", "签收 15天内 可退")) == {0}
    assert covers(case, chunk("other-doc@v1#0", "签收15天内可退")) == set()  # near miss: wrong document
    assert covers(case, chunk("refund-policy@v2#1", "签收7天内可退")) == set()  # near miss: wrong anchor
    assert covers(case, chunk("?", "签收15天内可退", doc=None)) == set()


def test_matches_pytrec_eval_on_the_same_qrels():
    import pytrec_eval

    from version_gate.metrics import judge, ranking_metrics

    rng = np.random.default_rng(3)
    cases, judgements, qrels, run = [], [], {}, {}
    for n in range(40):
        case = make_case([("d", f"a{n}")], case_id=f"C{n}")
        flags = rng.random(10) < 0.3
        chunks = [chunk(f"d@1#{i}", f"a{n}" if f else "noise") for i, f in enumerate(flags)]
        cases.append(case)
        judgements.append(judge(case, chunks))
        qrels[f"C{n}"] = {"_gold": 1, **{f"d@1#{i}": 1 for i, f in enumerate(flags) if f}}
        run[f"C{n}"] = {f"d@1#{i}": 10.0 - i for i in range(10)}
    ours = ranking_metrics(cases, judgements, [5, 10])
    theirs = pytrec_eval.RelevanceEvaluator(qrels, {"P.5", "P.10", "recip_rank", "success.5"}).evaluate(run)
    for n, row in enumerate(ours):
        t = theirs[f"C{n}"]
        assert row["precision_at_5"] == pytest.approx(t["P_5"])
        assert row["precision_at_10"] == pytest.approx(t["P_10"])
        assert row["mrr"] == pytest.approx(t["recip_rank"])
        assert row["hit_rate_at_5"] == pytest.approx(t["success_5"])
        assert row["recall_at_10"] == (1.0 if any(chunk_.startswith("d") for chunk_ in qrels[f"C{n}"] if chunk_ != "_gold") else 0.0)


def test_unanswerable_out_of_recall_and_false_retrieval_floor():
    from version_gate.metrics import false_retrieval, judge, ranking_metrics

    case = make_case([], stratum="unanswerable")
    chunks = [chunk("x@1#0", "noise", score=3.0)]
    assert ranking_metrics([case], [judge(case, chunks)], [5]) == [{}]
    assert false_retrieval(chunks, None) == 1.0
    assert false_retrieval(chunks, 2.5) == 1.0
    assert false_retrieval(chunks, 3.0) == 0.0  # near miss: at the floor is not above it
    assert false_retrieval([], None) == 0.0


def test_errored_case_scores_zero_not_dropped():
    from version_gate.metrics import ranking_metrics

    row = ranking_metrics([make_case()], [None], [5])[0]
    assert row == {"mrr": 0.0, "recall_at_5": 0.0, "precision_at_5": 0.0, "hit_rate_at_5": 0.0, "ndcg_at_5": 0.0}


def test_stale_version_outranking_evidence():
    from version_gate.metrics import judge, stale_hits, version_correct

    case = make_case([("refund", "15天内")], knowledge_version="2026-11-29", stratum="version_conflict")
    old = chunk("refund@v1#1", "7天内", effective_from="2025-01-01", expires_at="2026-07-31")
    new = chunk("refund@v2#1", "15天内", effective_from="2026-08-01", expires_at=None)
    drift = judge(case, [old, new])
    assert drift.stale_above == [0] and version_correct(drift) == 0.0
    fine = judge(case, [new, old])
    assert fine.stale_above == [] and version_correct(fine) == 1.0 and stale_hits(fine, 5) == 1.0
    other = chunk("warranty@v1#0", "old", effective_from="2020-01-01", expires_at="2021-01-01")
    assert judge(case, [other, new]).stale == []  # near miss: not a gold document


# --- statistics -----------------------------------------------------------------------------

def test_paired_statistics_are_reproducible_under_a_seed():
    from version_gate.stats import paired

    rng = np.random.default_rng(0)
    base = rng.random(200)
    cand = base - rng.random(200) * 0.1 + 0.02
    a = paired(cand, base, seed=7)
    b = paired(cand, base, seed=7)
    assert a == b
    assert a.ci[0] < a.delta < a.ci[1] and a.wins + a.ties + a.losses == 200


def test_identical_scope_is_not_inconclusive_and_small_regressed_scope_is():
    from version_gate.stats import paired

    same = paired(np.ones(3), np.ones(3), min_cases=5)
    assert not same.inconclusive and same.p == 1.0 and same.delta == 0.0
    worse = paired(np.array([1.0, 1.0, 0.0]), np.ones(3), min_cases=5)
    assert worse.inconclusive and worse.losses == 1 and worse.p is None
    better = paired(np.array([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]), np.ones(8), min_cases=5)
    assert better.p < 0.05 and better.losses == 8


def test_lower_is_better_counts_wins():
    from version_gate.stats import paired

    res = paired(np.array([0.0, 0.0, 1.0, 0.0, 0.0]), np.array([1.0, 1.0, 1.0, 1.0, 0.0]), higher=False)
    assert (res.wins, res.ties, res.losses) == (3, 2, 0)


# --- lines ----------------------------------------------------------------------------------

def _policy(**gates):
    import yaml

    from kbgate.policy import Policy

    data = yaml.safe_load(open("policies/acme.yaml", encoding="utf-8"))
    data["gates"] = gates
    return Policy.model_validate(data)


def test_defaults_fill_what_the_policy_leaves_out():
    from version_gate.decision import merged_lines

    lines = merged_lines(_policy(recall_at_5={"warn": 0.8, "by_risk": {"P0": {"warn": 0.99}}}))
    assert lines["recall_at_5"].by_risk["P0"].block == 1.0 and lines["recall_at_5"].by_risk["P0"].warn == 0.99
    assert lines["unauthorized_hits"].block == 0
    assert lines["precision_at_5"].max_regression == 0.0
    acme = merged_lines(_policy(recall_at_5={"by_risk": {"P0": {"block": 0.85}}}))
    assert acme["recall_at_5"].by_risk["P0"].block == 0.85  # the policy wins


def test_lines_block_warn_and_significant_regression():
    from version_gate.decision import evaluate_lines

    policy = _policy(precision_at_5={"warn": 0.3, "block": 0.2, "max_regression": 0.03})
    values = {"all": {"precision_at_5": 0.25, "recall_at_5": 1.0}, "risk:P0": {"recall_at_5": 1.0}}
    cmp = {"all": {"precision_at_5": {"n": 50, "delta": -0.05, "ci": [-0.08, -0.02], "p": 0.01, "wins": 0,
                                      "ties": 40, "losses": 10, "inconclusive": False}},
           "stratum:fact": {"precision_at_5": {"n": 50, "delta": -0.02, "ci": [-0.05, 0.0], "p": 0.01, "wins": 0,
                                               "ties": 45, "losses": 5, "inconclusive": False}}}
    rows = evaluate_lines(policy, values, cmp, ks=[5, 10], primary=5, has_baseline=True)
    verdicts = {(r["metric"], r["scope"], r["line"]): r["verdict"] for r in rows}
    assert verdicts[("precision_at_5", "all", "warn")] == "WARN"
    assert verdicts[("precision_at_5", "all", "max_regression")] == "BLOCK"
    assert ("precision_at_5", "stratum:fact", "max_regression") not in verdicts  # near miss: within 0.03
    cmp["all"]["precision_at_5"]["p"] = 0.2
    rows = evaluate_lines(policy, values, cmp, ks=[5, 10], primary=5, has_baseline=True)
    assert {r["verdict"] for r in rows if r["line"] == "max_regression"} == {"PASS"}  # not significant


def test_inconclusive_small_scope_warns_and_inherited_warn_line():
    from version_gate.decision import evaluate_lines

    policy = _policy(recall_at_5={"warn": 0.9})
    small = {"n": 3, "delta": -0.33, "ci": None, "p": None, "wins": 0, "ties": 2, "losses": 1, "inconclusive": True}
    rows = evaluate_lines(policy, {"all": {"recall_at_5": 0.95}}, {"stratum:multi_hop": {"recall_at_5": small}},
                          ks=[5], primary=5, has_baseline=True)
    assert [r["verdict"] for r in rows if r["line"] == "inconclusive"] == ["WARN"]
    rows = evaluate_lines(policy, {"all": {"recall_at_5": 0.8}}, {}, ks=[5], primary=5, has_baseline=True,
                          baseline_values={"all": {"recall_at_5": 0.8}})
    assert [r["verdict"] for r in rows if r["line"] == "warn"] == ["inherited"]
    rows = evaluate_lines(policy, {"all": {"recall_at_5": 0.79}}, {}, ks=[5], primary=5, has_baseline=True,
                          baseline_values={"all": {"recall_at_5": 0.8}})
    assert [r["verdict"] for r in rows if r["line"] == "warn"] == ["WARN"]  # worse than the baseline


# --- ACL drift --------------------------------------------------------------------------

def test_acl_drift_widening_and_near_misses(policy):
    from version_gate.drift import acl_drift

    base = [{"doc_id": "risk", "version": "v1", "tenant_id": "acme", "classification": "restricted",
             "allowed_roles": ["risk_officer"]},
            {"doc_id": "faq", "version": "v1", "tenant_id": "acme", "classification": "internal",
             "allowed_roles": ["employee", "manager", "risk_officer", "support_agent"]}]
    relabel = [dict(base[0], classification="internal", allowed_roles=["employee", "risk_officer"]), base[1],
               {"doc_id": "new", "version": "v1", "tenant_id": "acme", "classification": "public",
                "allowed_roles": ["employee"]}]
    d = acl_drift(policy, base, relabel)
    assert [w["doc_id"] for w in d["widened"]] == ["risk"] and d["block"] and d["reviewer_required"]
    assert d["widened"][0]["added_readers"] == ["acme:employee"] and d["widened"][0]["reviewers"] == ["risk_officer"]
    # near miss: relabelled but allowed_roles still narrows to risk_officer -> nobody new can read
    same_readers = [dict(base[0], classification="internal"), base[1]]
    assert acl_drift(policy, base, same_readers)["widened"] == []
    # an internal document opened to another tenant: widened, WARN not BLOCK
    opened = [base[0], base[1], dict(base[1], tenant_id="globex", version="v2")]
    d = acl_drift(policy, base, opened)
    assert [w["doc_id"] for w in d["widened"]] == ["faq"] and not d["block"]
    narrowed = [base[0], dict(base[1], allowed_roles=["manager"])]
    assert acl_drift(policy, base, narrowed)["narrowed"] == ["faq"]


# --- answers ----------------------------------------------------------------------------

def test_answer_checks():
    from version_gate.answers import check_answer, is_refusal

    case = make_case([("refund", "15天内")], must_cover=["15天"], must_not_claim=["7天内"])
    chunks = [chunk("refund@v2#1", "签收之日起15天内可申请退款"), chunk("x@1#0", "noise")]
    assert check_answer(case, "签收15天内可以退款。", ["refund@v2#1"], chunks) == []
    codes = [i["code"] for i in check_answer(case, "签收30天内可以退款", ["refund@v2#1"], chunks)]
    assert codes == ["UNFAITHFUL", "UNFAITHFUL"]  # 30 is not in the cited chunk; 15天 not covered
    assert check_answer(case, "15天内", ["nope#1"], chunks)[0]["code"] == "CITATION_MISMATCH"
    details = [i["detail"] for i in check_answer(case, "15天内，不是7天内", ["refund@v2#1"], chunks)]
    assert "claims what it must not: 7天内" in details
    canary = check_answer(case, "15天内 [UNTRUSTED_INSTRUCTION]", ["refund@v2#1"], chunks, ["[UNTRUSTED_INSTRUCTION]"])
    assert any("canary" in i["detail"] for i in canary)
    old = [chunk("refund@v1#1", "7天内"), *chunks]
    cites_old = [i["detail"] for i in check_answer(case, "15天内", ["refund@v1#1"], old, stale=["refund@v1#1"])]
    assert "cites a superseded or expired version: refund@v1#1" in cites_old
    assert check_answer(case, "签收15天内可以退款", ["refund@v2#1"], old, stale=["refund@v1#1"]) == []  # near miss
    assert is_refusal("抱歉，知识库中没有相关信息。") and is_refusal("") and not is_refusal("15天内")


# --- perturbations and eval sets -------------------------------------------------------

def test_perturbation_rules_are_deterministic():
    from version_gate.perturb import variants

    v = variants("AX2 Pro 耳机签收后多少天内可以退款？", seed=1)
    assert v == variants("AX2 Pro 耳机签收后多少天内可以退款？", seed=1)
    assert v["width"].startswith("ＡＸ２ Ｐｒｏ") and v["width"].endswith("退款？") and "退款" not in v["mixed"] and " refund " in v["mixed"] and v["paraphrase"].startswith("请问")
    assert v["typo"] != "AX2 Pro 耳机签收后多少天内可以退款？"
    assert variants(v["width"])["width"] == "AX2 Pro 耳机签收后多少天内可以退款？"
    en = variants("Is the return window 14 days?", seed=1)
    assert en["paraphrase"] == "Could you tell me: Is the return window 14 days" and en["mixed"] != en["typo"]


def test_eval_header_sidecar_and_registry(tmp_path):
    from kbgate.errors import InputError
    from kbgate.evalset import (
        eval_set_digest,
        load_eval_meta,
        load_eval_set,
        locked_notice,
        register_locked,
        registered_locked,
    )

    case = {"case_id": "A", "query": "q", "tenant_id": "acme", "actor_role": "employee", "relevant": [],
            "answerable": False, "risk": "P2", "stratum": "unanswerable",
            "review": {"decision": "pending", "reason_code": "AMBIGUOUS", "reviewer": "bo"}}
    f = tmp_path / "gold.jsonl"
    f.write_text(json.dumps({"kbgate_eval": {"name": "gold", "split": "locked", "dataset_version": "3",
                                             "effective_date": "2026-11-29"}}) + "\n" + json.dumps(case) + "\n")
    assert [c.case_id for c in load_eval_set(f)] == ["A"]
    meta = load_eval_meta(f)
    assert meta.name == "gold" and meta.split == "locked" and str(meta.effective_date) == "2026-11-29"
    assert "locked eval set 'gold'" in locked_notice(f)
    g = tmp_path / "plain.jsonl"
    g.write_text(json.dumps(case) + "\n")
    (tmp_path / "plain.meta.yaml").write_text("split: tuning\nannotator: li\n")
    assert load_eval_meta(g).name == "plain" and load_eval_meta(g).split == "tuning" and locked_notice(g) is None
    (tmp_path / "plain.meta.yaml").write_text("split: gold\n")
    with pytest.raises(InputError, match="eval metadata in plain.meta.yaml is invalid: field 'split'"):
        load_eval_meta(g)
    (tmp_path / "plain.meta.yaml").unlink()
    store = str(tmp_path / "store")
    assert locked_notice(g, store) is None
    register_locked(store, "plain", eval_set_digest(g))
    assert "locked eval set 'plain'" in locked_notice(g, store)  # registered by a gate run
    assert register_locked(store, "gold", "aaa") is None
    assert register_locked(store, "gold", "bbb") == "aaa"
    assert registered_locked(store)["gold"] == "aaa"  # the first registration stays


def test_cases_inherit_the_files_knowledge_date(tmp_path):
    from version_gate.gate.inputs import load_eval as _load_eval

    case = {"case_id": "A", "query": "q", "tenant_id": "acme", "actor_role": "employee", "relevant": [],
            "answerable": False, "risk": "P2", "stratum": "unanswerable"}
    f = tmp_path / "set.jsonl"
    f.write_text(json.dumps({"kbgate_eval": {"effective_date": "2026-11-29"}}) + "\n" + json.dumps(case) + "\n"
                 + json.dumps(dict(case, case_id="B", knowledge_version="2026-01-01")) + "\n")
    assert [c.knowledge_version for c in _load_eval(str(f), None, 0).cases] == ["2026-11-29", "2026-01-01"]


# --- root causes ----------------------------------------------------------------------------

def _diag(case, chunks, candidates=None, doc_chunks=None, **kw):
    from version_gate.diagnose import diagnose
    from version_gate.metrics import judge

    return diagnose(case, k=2, chunks=chunks, candidates=candidates or chunks, judgement=judge(case, chunks),
                    unauthorized=kw.pop("unauthorized", []), doc_chunks=doc_chunks, **kw)


def test_root_cause_chunk_boundary_and_its_near_miss():
    case = make_case([("d", "质量问题例外")])
    top = [chunk("x@1#0", "noise one"), chunk("y@1#0", "noise two")]
    split = {"d": [("d@1#0", "intro"), ("d@1#1", "退款规则：质量问"), ("d@1#2", "题例外，须经检测")]}
    cause = _diag(case, top, doc_chunks=split)
    assert cause["code"] == "CHUNK_BOUNDARY" and cause["chunks"] == ["d@1#1", "d@1#2"]
    apart = {"d": [("d@1#1", "退款规则：质量问"), ("d@1#3", "题例外，须经检测")]}  # not adjacent
    assert _diag(case, top, doc_chunks=apart)["code"] == "DATA_PARSE"
    assert _diag(case, top, doc_chunks={})["detail"] == "d has no chunk in the version (quarantined, rejected or " \
        "never ingested)"


def test_root_cause_retrieval_miss_versus_ranking_noise():
    case = make_case([("d", "anchor")])
    top = [chunk("x@1#0", "noise"), chunk("y@1#0", "noise")]
    held = {"d": [("d@1#4", "the anchor is here")]}
    assert _diag(case, top, doc_chunks=held)["code"] == "RETRIEVAL_MISS"
    pool = top + [chunk("d@1#4", "the anchor is here")]
    cause = _diag(case, top, candidates=pool, doc_chunks=held)
    assert cause["code"] == "RANKING_NOISE" and cause["outranked_by"] == ["x@1#0", "y@1#0"]
    assert "at rank 3, below K=2" in cause["detail"]


def test_root_cause_order_and_near_duplicates():
    case = make_case([("d", "anchor")])
    text = "退款规则：签收后十五天内可以申请无理由退款，商品需完好。" * 3
    dup = [chunk("x@1#0", text), chunk("x2@1#0", text + "。"), chunk("d@1#0", "anchor")]
    cause = _diag(case, dup, doc_chunks={"d": [("d@1#0", "anchor")]})
    assert cause["code"] == "RANKING_NOISE" and cause["near_duplicates"] == [["x@1#0", "x2@1#0"]]
    different = [chunk("x@1#0", text), chunk("z@1#0", "保修政策：整机保修十八个月，电池保修十二个月。" * 3),
                 chunk("d@1#0", "anchor")]
    assert _diag(case, different, doc_chunks={"d": [("d@1#0", "anchor")]})["near_duplicates"] == []  # near miss
    leak = [{"chunk_id": "x@1#0", "doc_id": "x", "kind": "cross_tenant"}]
    assert _diag(case, dup, doc_chunks={}, unauthorized=leak)["code"] == "ACCESS_BREACH"
