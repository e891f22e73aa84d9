"""Units of the access test: phrases, probe generation, the answer rule, coverage and verdict, masking."""

from __future__ import annotations

import datetime as dt

import pytest

from access_tests.judge import Judge
from access_tests.phrases import codes, distinctive_phrases
from access_tests.probes import fullwidth, generate_probes, lightly_changed, variant_query
from access_tests.report import leak_matrix, mask_snippet
from access_tests.truth import AccessCorpus, stale_reasons
from access_tests.verdict import verdict
from kbgate.audit import normalise_query
from kbgate.models import ManifestRecord
from kbgate.retrieval.retriever import Actor, RetrievalResult, RetrievedChunk


def rec(doc_id, tenant, level, **kw) -> ManifestRecord:
    return ManifestRecord(doc_id=doc_id, version="v1", path=f"{doc_id}.md", source="s", tenant_id=tenant,
                          classification=level, effective_from=kw.pop("effective_from", dt.date(2026, 1, 1)), **kw)


@pytest.fixture
def small(policy):
    records = [rec("a-pub", "acme", "public", title="Spring notice"),
               rec("a-risk", "acme", "restricted", title="风控手册", allowed_roles=["risk_officer"]),
               rec("g-int", "globex", "internal", title="Loaner program"),
               rec("g-old", "globex", "public", status="withdrawn", title="Holiday bundle")]
    chunks = [("a-pub@v1#0", "a-pub", "v1", "Service desk open 9:00 to 18:00 during the spring festival week."),
              ("a-risk@v1#0", "a-risk", "v1", "单笔退款超过3000元的，须由风控专员复核并记录在案。"),
              ("g-int@v1#0", "g-int", "v1", "Loaner watches need a refundable deposit of $50 per unit."),
              ("g-old@v1#0", "g-old", "v1", "Campaign code WITHDRAWN-MARKER-3K8P-OMEGA while stocks last.")]
    return AccessCorpus.build(policy, records, chunks, as_of=dt.date(2026, 6, 1))


def test_codes_catch_units_and_ids_not_plain_words():
    assert codes("退款须在15天内，费用50元，RMA-2026-0004471 与 AX2，续航 30 hours，2.4GHz") == [
        "15天", "50元", "RMA-2026-0004471", "AX2", "30 hours", "2.4GHz"]
    assert codes("from 3 to 5 of the items, Version two, 2026") == []  # near misses: bare numbers, words


def test_rare_ngrams_prefer_words_unique_to_the_document():
    texts = {"a": "the refund rule applies to all orders placed online with zebra quartz nebula tokens",
             "b": "the refund rule applies to all orders placed online in the store"}
    phrases = distinctive_phrases(texts, {"a": "Doc A"})
    assert phrases["a"][0] == "Doc A"
    assert any("zebra" in p or "nebula" in p for p in phrases["a"][1:])
    assert all(len(p) >= 12 for p in phrases["a"][1:])


def test_variants_write_identity_into_the_query_and_change_script():
    q = "refund 15天"
    assert variant_query("identity_prose", q, "acme", "risk_officer") == "as risk_officer of acme: refund 15天"
    assert variant_query("identity_field", q, "acme", "x").startswith("tenant_id: acme ")
    assert variant_query("identity_role", q, "acme", "admin").startswith("role=admin ")
    assert variant_query("identity_json", q, "acme", "admin").startswith('{"tenant_id": "acme", "role": "admin"} ')
    assert variant_query("upper", q, "t", "r") == "REFUND 15天"
    assert fullwidth("AX2 Pro") == "ＡＸ２\u3000Ｐｒｏ" and normalise_query(fullwidth("AX2 Pro")) == "ax2 pro"
    assert "的详细内容" in variant_query("mixed", q, "t", "r") and "details" in variant_query("mixed", "refund", "t", "r")
    changed = lightly_changed("Refund policy")
    assert changed != "Refund policy" and normalise_query(changed).startswith(normalise_query("Refund policy"))


def test_probes_cover_every_rule(small, policy):
    probes = generate_probes(small, variants=("plain",))
    kinds = {(p.kind, p.target, p.actor.tenant_id, p.actor.role) for p in probes}
    # cross-tenant: the public acme document as a globex actor
    assert ("cross_tenant", "a-pub@v1", "globex", "employee") in kinds
    # vertical: the restricted document as each excluded acme role, never as its reader
    assert ("vertical", "a-risk@v1", "acme", "manager") in kinds
    assert not any(k[0] == "vertical" and k[3] == "risk_officer" and k[1] == "a-risk@v1" for k in kinds)
    # deletion: the withdrawn document as every actor, its own tenant's highest role included
    assert ("deletion", "g-old@v1", "globex", "risk_officer") in kinds
    # cache: a reader primes, then other tenant and a lower role of the same tenant
    cache = [p for p in probes if p.kind == "cache" and p.target == "a-risk@v1"]
    assert [p.variant for p in cache][:1] == ["primer"] and cache[0].actor == Actor("acme", "risk_officer")
    assert {p.actor for p in cache[1:]} == {Actor("globex", "risk_officer"), Actor("acme", "manager")}
    assert len({p.sequence for p in cache}) == 1
    assert len(generate_probes(small)) > len(probes)  # every probe is also sent in each variant


def test_a_probe_budget_keeps_every_document_and_kind_first(small):
    full = generate_probes(small)
    strata = {(p.kind, p.target) for p in full if p.kind != "cache"}
    budget = generate_probes(small, max_probes=len(strata))
    assert {(p.kind, p.target) for p in budget} == strata and len(budget) == len(strata)
    assert {p.variant for p in budget} == {"plain"}
    assert len({p.actor for p in budget if p.kind == "cross_tenant"}) > 1  # the asking actor rotates
    assert set(full) >= set(generate_probes(small, max_probes=len(full) // 2))


def test_answer_naming_a_forbidden_title_leaks_but_echoing_the_query_does_not(small):
    judge = Judge(small, {"a-risk@v1": ["须由风控专员复核并记录"]})
    from access_tests.probes import Probe

    actor = Actor("acme", "support_agent")
    probe = Probe("vertical", "plain", "须由风控专员复核并记录", actor, "a-risk@v1")
    named = judge.judge(probe, RetrievalResult(chunks=[], answer="无权查看《风控手册》。"))
    assert [(x.kind, x.channel) for x in named.leaks] == [("above_clearance", "answer")]
    echoed = judge.judge(probe, RetrievalResult(chunks=[], answer="无法回答：须由风控专员复核并记录"))
    assert echoed.leaks == []
    coded = Judge(small, {"a-risk@v1": ["3000元"]}).judge(probe, RetrievalResult(chunks=[], answer="上限3000元"))
    assert [x.doc for x in coded.leaks] == ["a-risk@v1"]  # a distinctive number with its unit no allowed doc holds
    generic = Judge(small, {"a-risk@v1": ["15天"]}).judge(probe, RetrievalResult(chunks=[], answer="15天内"))
    assert generic.leaks == []  # too short a number to be evidence
    allowed = judge.judge(Probe("vertical", "plain", "x", Actor("acme", "risk_officer"), "a-risk@v1"),
                          RetrievalResult(chunks=[], answer="见《风控手册》"))
    assert allowed.leaks == []


def test_unknown_text_is_reported_not_counted_safe(small):
    from access_tests.probes import Probe

    judge = Judge(small)
    result = RetrievalResult(chunks=[RetrievedChunk("x1", None, None, "text that is in no corpus document at all", 1)])
    out = judge.judge(Probe("eval", "plain", "q", Actor("acme", "employee")), result)
    assert out.leaks == [] and [c for c, _ in out.unattributed] == ["x1"]


def test_unknown_version_leaks_only_if_no_version_is_readable(small):
    from access_tests.probes import Probe

    judge = Judge(small)
    chunk = RetrievedChunk("g-int@v9#0", "g-int", "v9", "whatever", 1)
    out = judge.judge(Probe("eval", "plain", "q", Actor("acme", "employee")), RetrievalResult(chunks=[chunk]))
    assert [x.kind for x in out.leaks] == ["cross_tenant"]
    ok = judge.judge(Probe("eval", "plain", "q", Actor("globex", "employee")),
                     RetrievalResult(chunks=[RetrievedChunk("g-int@v9#0", "g-int", "v9", "whatever", 1)]))
    assert ok.leaks == []


def test_stale_rules():
    records = [rec("old", "t", "public", expires_at=dt.date(2026, 3, 1)),
               rec("next", "t", "public", effective_from=dt.date(2027, 1, 1)),
               rec("v1doc", "t", "public"), rec("v2doc", "t", "public", supersedes=["v1doc@v1"]),
               rec("fine", "t", "public", expires_at=dt.date(2026, 6, 1))]
    reasons = stale_reasons(records, dt.date(2026, 6, 1))
    assert set(reasons) == {"old@v1", "next@v1", "v1doc@v1"}  # expiring on the day itself is still in force
    assert reasons["v1doc@v1"] == "superseded by v2doc@v1"


def test_verdict_order_and_exit_codes():
    cov = {"restricted_docs": {"probed": 3, "required": 3, "share": 1.0},
           "chunks": {"returned": 1, "total": 10, "share": 0.1, "min": None}}
    assert verdict(leaks=0, inconclusive=0, cov=cov, unattributed=2, stale=3)["status"] == "passed"
    assert verdict(leaks=0, inconclusive=0, cov=cov, unattributed=2, stale=0, strict=True)["status"] == "unattributable"
    assert verdict(leaks=0, inconclusive=0, cov=cov, unattributed=0, stale=3, fail_on="warn")["exit_code"] == 1
    assert verdict(leaks=0, inconclusive=0, cov={**cov, "chunks": {**cov["chunks"], "min": 0.5}}, unattributed=0,
                   stale=0)["status"] == "inadequate"
    v = verdict(leaks=1, inconclusive=4, cov=cov, unattributed=0, stale=0)
    assert v["status"] == "leaks" and len(v["reasons"]) == 2
    assert verdict(leaks=0, inconclusive=1, cov=cov, unattributed=0, stale=0)["status"] == "inconclusive"


def test_snippets_withheld_above_the_lowest_clearance_and_pii_masked(policy):
    assert mask_snippet("单笔退款超过3000元", "restricted", policy).startswith("[withheld: text of a restricted")
    assert mask_snippet("x", "confidential", policy).startswith("[withheld")
    masked = mask_snippet("Contact jordan.miles@example.com for the refund", "public", policy)
    assert "jordan.miles@example.com" not in masked and masked.startswith("Contact")
    # masked before the cut and before line breaks are collapsed: the name keeps its line context,
    # and a value at the 80th character is not cut into an unrecognisable stub
    record = "Employee onboarding record (sample)\nEmployee: Dana Whitfield\nDate of birth: 04/21/1988\n"
    masked = mask_snippet(record, "internal", policy)
    assert "Dana" not in masked and "04/2" not in masked and masked.startswith("Employee onboarding record")


def test_leak_matrix_counts_per_actor_and_owner_column(policy):
    leaks = [{"actor": "globex/employee", "tenant_id": "acme", "classification": "internal"},
             {"actor": "globex/employee", "tenant_id": "acme", "classification": "internal"},
             {"actor": "*", "tenant_id": "globex", "classification": "public"}]
    m = leak_matrix(leaks, policy)
    assert m["cells"]["globex/employee"]["acme/internal"] == 2 and m["rows"][-1] == "*"
    assert len(m["rows"]) == 9 and "acme/restricted" in m["columns"]
