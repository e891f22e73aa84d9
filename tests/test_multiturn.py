"""Conversations: multi-turn eval cases through the protocol, the baseline rewrite, the
QUERY_REWRITE root cause, follow-up access probes, and answers blocked on their claims.

The index is built once with kbgate.store.build_version from the fixture documents that
`kbgate ingest` accepts (fixtures/expected_states.yaml); the services of tests/leaky_targets
search it over the real HTTP protocol.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from kbgate.retrieval.retriever import Actor, RetrievalResult
from kbgate.retrieval.rewrite import fold_history, is_follow_up, key_terms, rewrite_follow_up

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fixtures" / "corpus"
MULTITURN = ROOT / "fixtures" / "eval" / "multiturn.jsonl"
POLICY = ROOT / "policies" / "acme.yaml"
#: multi-turn fixture cases whose follow-up alone misses the gold in the top 5 (the rewrite matters)
NEEDS_HISTORY = {"MT-REFUND-001", "MT-NOTICE-001", "GLX-MT-WARRANTY-001", "GLX-MT-MANUAL-003"}


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy
    from kbgate.store import build_version, open_store

    policy = load_policy(POLICY)
    states = yaml.safe_load((ROOT / "fixtures" / "expected_states.yaml").read_text(encoding="utf-8"))
    docs = load_corpus(CORPUS, policy).documents
    chunks = [c for d in docs if str(states.get(d.key, "")).startswith("accepted") for c in d.chunks]
    spec = str(tmp_path_factory.mktemp("multiturn") / "store")
    store = open_store(spec)
    version = build_version(store, "kb", "mt", chunks)
    yield {"store": store, "spec": spec, "version": version, "policy": policy, "docs": docs}
    store.close()


def _cases():
    from kbgate.evalset import load_eval_set

    return load_eval_set(MULTITURN)


def _gate(env, eval_path, targets=None, **kw):
    from version_gate.gate import GateRequest, run_gate

    quiet = env["policy"].model_copy(update={"gates": {m: r for m, r in env["policy"].gates.items()
                                                       if not m.startswith("latency")}})
    return run_gate(GateRequest(store=env["store"], store_spec=env["spec"], policy=quiet, policy_path=str(POLICY),
                                eval_path=str(eval_path), candidate=env["version"], baseline=None, corpus=str(CORPUS),
                                targets=targets, audit=False, **kw))


def _served(env, cls, bug: bool):
    from leaky_targets import serving

    return serving(cls(env["store"], env["version"], env["policy"], bug=bug))


# --- the eval format and the fixtures ---------------------------------------------------------------

def test_fixture_has_ten_or_more_multi_turn_cases_in_both_languages(env):
    cases = _cases()
    assert len(cases) >= 10
    zh = [c for c in cases if re.search(r"[\u4e00-\u9fff]", c.query)]
    en = [c for c in cases if not re.search(r"[\u4e00-\u9fff]", c.query)]
    assert len(zh) >= 5 and len(en) >= 5
    texts = {}
    for d in env["docs"]:
        texts.setdefault(d.record.doc_id, []).append(d.text)
    for c in cases:
        assert c.stratum == "multi_turn" and c.history and c.history[0].role == "user" and c.standalone
        for ev in c.relevant:
            assert any(ev.anchor in t for t in texts[ev.doc_id]), (c.case_id, ev.anchor)
    assert NEEDS_HISTORY <= {c.case_id for c in cases}


def test_history_is_validated_with_a_clear_error(tmp_path):
    from kbgate.errors import InputError
    from kbgate.evalset import load_eval_set

    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"case_id": "X", "query": "q", "tenant_id": "acme", "actor_role": "employee",
                               "answerable": False, "risk": "P2", "stratum": "multi_turn",
                               "history": [{"role": "system", "content": "x"}]}) + "\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"line 1: field 'history.0.role'"):
        load_eval_set(bad)


# --- the baseline rewrite -----------------------------------------------------------------------------

@pytest.mark.parametrize("query,follow_up", [
    ("How long does the first step take?", True), ("Tell me more about that one.", True), ("Until when?", True),
    ("And old smartwatches?", True), ("第二步一般要几天？", True), ("那充电盒这类配件呢？", True), ("截止到哪天？", True),
    ("它的防水等级是多少？", True),
    ("How long is the standard Globex warranty?", False), ("W5 手表充满电一般能用几天？", False),
    ("ACME 耳机签收后多少天内可以申请无理由退款？", False),
])
def test_follow_ups_are_recognised(query, follow_up):
    assert is_follow_up(query) is follow_up


def test_rewrite_resolves_against_the_last_user_turns_key_terms():
    history = [{"role": "user", "content": "W5 手表屏幕闪烁有免费维修吗？"},
               {"role": "assistant", "content": "有，AX2 Pro 也有。"},  # assistant turns are never used
               {"role": "user", "content": "哪些批次？"}]
    assert rewrite_follow_up("截止到哪天？", history) == "截止到哪天？ W5 手表屏幕闪烁有免费维修 批次"
    assert rewrite_follow_up("截止到哪天？", []) == "截止到哪天？"
    assert rewrite_follow_up("W5 手表充满电一般能用几天？", history) == "W5 手表充满电一般能用几天？"
    assert key_terms("What are the steps of the salary review?") == ["steps", "salary", "review"]
    assert fold_history("截止到哪天？", history) == "W5 手表屏幕闪烁有免费维修吗？ 哪些批次？ 截止到哪天？"


def test_builtin_retriever_applies_the_rewrite_under_the_actors_filter(env):
    from kbgate.retrieval.retriever import QdrantRetriever

    r = QdrantRetriever(env["store"], env["version"], env["policy"])
    case = next(c for c in _cases() if c.case_id == "MT-NOTICE-001")
    actor, history = Actor(case.tenant_id, case.actor_role), [t.model_dump() for t in case.history]
    alone = r.retrieve(case.query, actor, 5)
    resolved = r.retrieve(case.query, actor, 5, history=history)
    assert not any("2027年3月31日" in c.text for c in alone.chunks)
    assert any("2027年3月31日" in c.text for c in resolved.chunks)
    # the follow-up never widens: a globex actor naming acme's notice gets only globex chunks
    other = r.retrieve("Tell me more about that one.", Actor("globex", "risk_officer"), 10,
                       history=[{"role": "user", "content": "W5 手表屏幕闪烁免费维修通知"}])
    assert other.chunks and {c.payload["tenant_id"] for c in other.candidates} == {"globex"}


# --- the protocol ----------------------------------------------------------------------------------

class Recorder:
    def __init__(self):
        self.seen = []

    def retrieve(self, query, actor, top_k=10, history=None):
        self.seen.append((query, actor, top_k, history))
        return RetrievalResult(chunks=[])


class NoHistory:
    def retrieve(self, query, actor, top_k=10):
        return RetrievalResult(chunks=[])


def test_protocol_round_trips_history():
    from leaky_targets import serving

    from kbgate.targets.http import HttpRetriever, QueryRequest

    rec = Recorder()
    history = [{"role": "user", "content": "AX2 Pro 耳机怎样恢复出厂设置？"}, {"role": "assistant", "content": "长按15秒。"}]
    actor = Actor("acme", "employee", "u-1")
    with serving(rec) as url:
        client = HttpRetriever(url, retries=0)
        client.retrieve("它的防水等级是多少？", actor, 3, history=history)
        client.retrieve("single turn", actor, 3)
        client.retrieve_many([QueryRequest("那它呢？", actor, 2, history[:1])])
        bad = client.query("q", actor, 3, history=[{"role": "system", "content": "x"}])
    assert rec.seen[0] == ("它的防水等级是多少？", actor, 3, history)
    assert rec.seen[1][3] is None  # no history sent, none passed on
    assert rec.seen[2][3] == history[:1]
    assert bad.error is not None and bad.error.status == 400 and len(rec.seen) == 3


def test_serve_rejects_bad_history_and_a_retriever_without_history_answers_alone():
    from leaky_targets import serving

    from kbgate.app.serve import BadRequest, parse_history
    from kbgate.targets.http import HttpRetriever

    assert parse_history({"query": "q"}) == [] and parse_history({"history": None}) == []
    for history, msg in (("x", "must be an array"), ([{"role": "user", "content": " "}], r"history\[0\].content"),
                         ([{"role": "bot", "content": "x"}], r"history\[0\].role")):
        with pytest.raises(BadRequest, match=msg):
            parse_history({"history": history})
    with serving(NoHistory()) as url:
        out = HttpRetriever(url, retries=0).query("那它呢？", Actor("acme", "employee"), 3,
                                                  history=[{"role": "user", "content": "AX2 Pro"}])
        plain = HttpRetriever(url, retries=0).query("AX2 Pro", Actor("acme", "employee"), 3)
    assert out.ok and plain.ok  # like a single-turn service that ignores the field


# --- the gate: multi_turn stratum and QUERY_REWRITE -----------------------------------------------------

def test_gate_with_the_baseline_rewrite_passes_every_multi_turn_case(env):
    out = _gate(env, MULTITURN)
    r = out.report
    assert r["metrics"]["scopes"]["stratum:multi_turn"]["recall_at_5"]["candidate"] == 1.0
    assert [c["case_id"] for c in r["cases"] if c["status"] != "ok" and c["root_cause"]["code"] == "QUERY_REWRITE"] \
        == []
    assert not any("P0" in x for x in out.reasons), out.reasons


def test_target_that_drops_the_history_fails_with_query_rewrite_and_its_twin_passes(env):
    from leaky_targets import NoRewriteService

    with _served(env, NoRewriteService, bug=True) as url:
        out = _gate(env, MULTITURN, targets=(url, url))
    causes = {c["case_id"]: c["root_cause"]["code"] for c in out.report["cases"] if c["root_cause"]}
    assert {cid for cid, code in causes.items() if code == "QUERY_REWRITE"} == NEEDS_HISTORY
    assert "QUERY_REWRITE" in out.report["root_causes"]
    detail = next(c for c in out.report["cases"] if c["case_id"] == "MT-NOTICE-001")["root_cause"]["detail"]
    assert "history folded in retrieves all the gold evidence" in detail and "2027年3月31日" in detail
    with _served(env, NoRewriteService, bug=False) as url:
        twin = _gate(env, MULTITURN, targets=(url, url))
    assert twin.report["metrics"]["scopes"]["stratum:multi_turn"]["recall_at_5"]["candidate"] == 1.0
    assert "QUERY_REWRITE" not in twin.report["root_causes"]


# --- access: a follow-up must not widen what an actor sees ------------------------------------------------

def _follow_up_run(env, service, bug: bool):
    from access_tests.judge import Judge
    from access_tests.probes import generate_probes
    from access_tests.run import run_probes
    from access_tests.truth import AccessCorpus
    from kbgate.targets.http import HttpRetriever

    corpus = AccessCorpus.from_corpus(CORPUS, env["policy"])
    probes = [p for p in generate_probes(corpus, variants=("plain",), max_phrases=1) if p.kind == "follow_up"]
    judge = Judge(corpus)
    assert all(judge.leak_kind(p.actor, p.target) is not None for p in probes)  # never asked as a reader
    assert {p.target for p in probes} >= {k for k, d in corpus.truth.docs.items() if d.deleted}
    with _served(env, service, bug) as url:
        return probes, run_probes(HttpRetriever(url, retries=1, max_concurrency=8), probes, judge, workers=8)


def test_follow_up_probe_catches_a_rewrite_that_leaks_across_tenants_and_the_twin_passes(env):
    from leaky_targets import RewriteService

    probes, run = _follow_up_run(env, RewriteService, bug=True)
    assert probes and all(p.history and p.history[0][0] == "user" for p in probes)
    assert {p.query for p in probes} == {"Tell me more about that one.", "详细说说那个文档。"}
    assert run.leaking["follow_up"] > 0
    kinds = {leak.kind for leak in run.leaks}
    assert "cross_tenant" in kinds and kinds & {"above_clearance", "outside_allowed_roles"}
    assert not run.inconclusive["follow_up"]
    _, twin = _follow_up_run(env, RewriteService, bug=False)
    assert twin.sent["follow_up"] == len(probes) and twin.leaks == [] and not twin.inconclusive["follow_up"]


# --- claims: a changed refund period is blocked ------------------------------------------------------------

def _refund_eval(tmp_path) -> Path:
    keep = {"REFUND-001", "REFUND-005", "GLX-REFUND-001", "GLX-REFUND-002"}
    lines = [ln for ln in (ROOT / "fixtures/eval/locked.jsonl").read_text(encoding="utf-8").splitlines()
             if ln.strip() and json.loads(ln)["case_id"] in keep]
    path = tmp_path / "refunds.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_answer_with_a_changed_refund_period_is_blocked_with_claim_citation_and_verdict(env, tmp_path):
    from leaky_targets import AnsweringService

    evals = _refund_eval(tmp_path)
    with _served(env, AnsweringService, bug=True) as url:
        out = _gate(env, evals, targets=(url, url), out_dir=tmp_path / "run")
    assert out.decision == "BLOCK"
    reason = next(x for x in out.reasons if x.startswith("P0 answer claim(s) CONTRADICTED"))
    assert "REFUND-001" in reason and "refund-policy@v2#" in reason and "15天" in reason
    entry = next(c for c in out.report["cases"] if c["case_id"] == "REFUND-001")
    claim = next(v for v in entry["candidate"]["claims"] if v["verdict"] == "CONTRADICTED")
    assert "30天" in claim["claim"] and claim["citation"].startswith("refund-policy@v2#")
    assert claim["review_required"] is False
    assert entry["root_cause"]["code"] == "UNFAITHFUL" and "claim CONTRADICTED" in entry["root_cause"]["detail"]
    md = (tmp_path / "run" / "report.md").read_text(encoding="utf-8")
    row = next(ln for ln in md.splitlines() if ln.startswith("| `REFUND-001`"))
    assert "**CONTRADICTED**" in row and "30天" in row and claim["citation"] in row
    assert out.report["metrics"]["scopes"]["risk:P0"]["faithfulness"]["candidate"] < 1.0


def test_the_same_service_answering_faithfully_is_not_blocked_on_claims(env, tmp_path):
    from leaky_targets import AnsweringService

    with _served(env, AnsweringService, bug=False) as url:
        out = _gate(env, _refund_eval(tmp_path), targets=(url, url))
    assert not [x for x in out.reasons if "answer claim" in x], out.reasons
    scopes = out.report["metrics"]["scopes"]
    assert scopes["risk:P0"]["faithfulness"]["candidate"] == 1.0
    assert scopes["all"]["citation_completeness"]["candidate"] == 1.0
    assert scopes["stratum:fact"]["citation_correctness"]["candidate"] == 1.0
