"""``kbgate evalset generate|review|stats`` on the fixture corpus, and proof the generated set has teeth.

One module-scoped setup: the fixture corpus is loaded once, the documents ``kbgate ingest``
accepts (``fixtures/expected_states.yaml``, which tests/test_ingest.py holds to the real
ingest) are built into a baseline version with ``build_version`` (no checks run here, so the
setup takes seconds), and the set is generated from that version with the real command.
The sensitivity scenarios build three damaged candidates and gate them with the generated
set alone.
"""

from __future__ import annotations

import contextlib
import dataclasses
import http.server
import io
import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import yaml
from factories import run_cli, send_json

from kbgate.evalset import load_eval_meta, load_eval_set, normalise

ROOT = Path(__file__).resolve().parent.parent
CORPUS = str(ROOT / "fixtures/corpus")
POLICY = str(ROOT / "policies/acme.yaml")
AS_OF = "2026-11-29"


@dataclasses.dataclass
class Setup:
    tmp: Path
    store: str
    base: str
    policy: object
    corpus: object
    accepted: list
    chunks: list
    tuning: Path  # as generated (pending reviews)
    reviewed: Path  # the same, every case accepted
    summary: dict


@pytest.fixture(scope="module")
def gx(tmp_path_factory) -> Setup:
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy
    from kbgate.store import build_version, open_store
    from version_gate.evalgen.review import apply_reviews

    tmp = tmp_path_factory.mktemp("evalgen")
    policy = load_policy(POLICY)
    corpus = load_corpus(CORPUS, policy)
    states = yaml.safe_load((ROOT / "fixtures/expected_states.yaml").read_text(encoding="utf-8"))
    accepted = [d for d in corpus.documents if str(states[d.key]).startswith("accepted")]
    chunks = [c for d in accepted for c in d.chunks]
    store = str(tmp / "store")
    with open_store(store) as st:
        base = build_version(st, "kb", "base", chunks)
    tuning = tmp / "tuning.jsonl"
    from kbgate.app.cli import main

    with pytest.raises(SystemExit) as exc, contextlib.redirect_stdout(io.StringIO()) as printed:
        main(["evalset", "generate", "--corpus", CORPUS, "--policy", POLICY, "--store", store, "--index", base,
              "-o", str(tuning), "--seed", "3", "--as-of", AS_OF, "--format", "json"])
    assert exc.value.code == 0
    reviewed = tmp / "reviewed.jsonl"
    # its own name: the gate registers every set it runs under its name, and this one differs
    reviewed.write_text(tuning.read_text(encoding="utf-8").replace('"name": "tuning"', '"name": "reviewed"', 1),
                        encoding="utf-8")
    apply_reviews(reviewed, {c.case_id: {"decision": "accept", "reviewer": "qa", "reason": "test"}
                             for c in load_eval_set(reviewed)})
    return Setup(tmp, store, base, policy, corpus, accepted, chunks, tuning, reviewed, json.loads(printed.getvalue()))


def _generate(gx: Setup, out: Path, capsys, *extra: str) -> tuple[int, dict]:
    code, stdout, err = run_cli(["evalset", "generate", "--corpus", CORPUS, "--policy", POLICY, "--store", gx.store,
                                 "--index", gx.base, "-o", str(out), "--as-of", AS_OF, "--format", "json", *extra],
                                capsys)
    return code, (json.loads(stdout) if code == 0 else {"error": err})


def _doc_chunks(gx: Setup) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c in gx.chunks:
        out.setdefault(c.doc_id, []).append(normalise(c.text))
    return out


# --- acceptance 1: a valid, deterministic file the gate accepts ---------------------------

def test_generated_file_is_a_valid_tuning_set_with_every_stratum(gx):
    cases = load_eval_set(gx.tuning)
    meta = load_eval_meta(gx.tuning)
    assert meta.split == "tuning" and meta.knowledge_version == AS_OF and meta.name == "tuning"
    assert {c.stratum for c in cases} == {"fact", "paraphrase", "version_conflict", "permission", "multi_hop",
                                          "unanswerable"}
    assert all(c.review is not None and c.review.decision == "pending" for c in cases)
    assert len({c.case_id for c in cases}) == len(cases)
    assert all(c.answerable == bool(c.relevant) for c in cases)
    assert all(c.risk in ("P0", "P1", "P2") for c in cases)


def test_generation_is_deterministic_under_seed(gx, capsys):
    other = gx.tmp / "other.jsonl"
    assert _generate(gx, other, capsys, "--seed", "4", "--name", "tuning")[0] == 0
    assert other.read_bytes() != gx.tuning.read_bytes()  # the negatives are drawn with the seed
    same = [c for c in load_eval_set(other) if c.stratum != "unanswerable"]
    assert same == [c for c in load_eval_set(gx.tuning) if c.stratum != "unanswerable"]
    # another process with another hash seed: no set or dict order leaks into the file
    env = {**os.environ, "PYTHONHASHSEED": "7", "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": ""}
    third = gx.tmp / "third.jsonl"
    subprocess.run([str(Path(sys.executable).parent / "kbgate"), "evalset", "generate", "--corpus", CORPUS, "--policy", POLICY,
                    "--store", gx.store, "--index", gx.base, "-o", str(third), "--as-of", AS_OF, "--seed", "3",
                    "--name", "tuning"], check=True, env=env, capture_output=True)
    assert third.read_bytes() == gx.tuning.read_bytes()


def test_generate_without_a_version_uses_the_documents_in_force(gx, capsys):
    out = gx.tmp / "manifest-only.jsonl"
    code, text, _ = run_cli(["evalset", "generate", "--corpus", CORPUS, "--policy", POLICY, "-o", str(out),
                             "--as-of", AS_OF], capsys)
    assert code == 0 and "(documents in force by the manifest)" in text
    docs = {e.doc_id for c in load_eval_set(out) for e in c.relevant}
    assert "refund-policy" in docs and "globex-price-list-2027" not in docs  # not yet effective on --as-of
    code, _, err = run_cli(["evalset", "generate", "--corpus", CORPUS, "--policy", POLICY, "-o", str(out),
                            "--store", gx.store], capsys)
    assert code == 2 and "--store and --index go together" in err
    code, _, err = run_cli(["evalset", "generate", "--corpus", CORPUS, "--policy", POLICY, "-o", str(out),
                            "--store", gx.store, "--index", "kb__nope"], capsys)
    assert code == 2 and "--index kb__nope:" in err


def test_the_gate_accepts_the_file_and_warns_on_pending_reviews(gx):
    out = _gate(gx, gx.base, None, eval_path=gx.tuning)
    assert out.report["eval"]["scored"] == len(load_eval_set(gx.tuning))
    assert any("pending review" in r for r in out.reasons)
    assert out.decision == "WARN"


# --- proof: answerable and adequate ------------------------------------------------------

def test_every_answerable_anchor_is_in_its_gold_document_and_readable_by_the_actor(gx):
    chunks = _doc_chunks(gx)
    docs = {d.record.doc_id: d for d in gx.accepted}
    answerable = [c for c in load_eval_set(gx.tuning) if c.answerable]
    assert len(answerable) > 60
    for case in answerable:
        for ev in case.relevant:
            assert any(normalise(ev.anchor) in t for t in chunks[ev.doc_id]), (case.case_id, ev)
            rec = docs[ev.doc_id].record
            assert rec.tenant_id == case.tenant_id
            assert case.actor_role in gx.policy.effective_roles(rec.classification, rec.allowed_roles)


def test_every_negative_key_entity_is_absent_from_every_chunk_of_the_corpus(gx):
    every_chunk = [normalise(c.text) for d in gx.corpus.documents for c in d.chunks]  # quarantined ones too
    negatives = [c for c in load_eval_set(gx.tuning) if c.stratum == "unanswerable"]
    assert len(negatives) == 10
    assert {c.origin["kind"] for c in negatives} == {"out_of_scope", "entity_swap", "year_swap"}
    for case in negatives:
        key = normalise(case.origin["key_entity"])
        assert key and not any(key in t for t in every_chunk), case.origin
        assert normalise(case.origin["key_entity"]) in normalise(case.query)
        assert not case.answerable and not case.relevant


def test_every_section_and_document_is_covered_and_chunk_coverage_is_reported(gx, capsys):
    summary = gx.summary
    assert summary["sections_covered"] == summary["sections"] > 40 and summary["uncovered_sections"] == {}
    by_role = [d for d in gx.accepted if d.chunks and d.chunks[0].allowed_roles]  # eval cases ask as a role
    assert summary["documents_covered"] == summary["documents"] == len(by_role) == len(gx.accepted) - 2
    code, out, _ = run_cli(["evalset", "stats", str(gx.tuning), "--store", gx.store, "--index", gx.base,
                            "--format", "json"], capsys)
    stats = json.loads(out)
    assert code == 0 and stats["documents"]["coverage"] == 1.0 and stats["documents"]["uncovered"] == []
    assert 0.9 < stats["chunks"]["coverage"] <= 1.0
    texts = {c.chunk_id: c.text for c in gx.chunks}
    assert all(len(texts[cid]) < 40 for cid in stats["chunks"]["uncovered"])  # only heading-only chunks stay out
    assert stats["chunks"]["covered"] + len(stats["chunks"]["uncovered"]) == stats["chunks"]["total"]
    assert stats["dangling"] == []
    code, text, _ = run_cli(["evalset", "stats", str(gx.tuning), "--store", gx.store, "--index", gx.base], capsys)
    assert "Document coverage of kb__base: 39/39 (100.0%)" in text
    assert "Chunk coverage of kb__base:" in text and "Strata:" in text and "Risks:" in text


def test_no_generated_question_leaks_into_the_corpus_by_the_eval_leak_check(gx):
    """A question that repeats 13 words of its passage next to its answer would have the ingest hold that document
    as an eval leak once the set is locked (4 of the fixture corpus's cases did); the generator drops them."""
    from ingest_checks.eval_leak import check_eval_leak
    from ingest_checks.registry import RunContext

    cases = load_eval_set(gx.tuning)
    ctx = RunContext(policy=gx.policy, as_of=None, run_id="t", eval_cases=[
        {"case_id": c.case_id, "query": c.query, "must_cover": c.must_cover} for c in cases])
    params = check_eval_leak.configure(gx.policy.check_config("eval_leak"))
    assert check_eval_leak.fn(gx.accepted, params, ctx) == []
    assert gx.summary["dropped"].get(
        "question copies its document next to the answer (eval_leak would hold the document)", 0) >= 1


def test_hardest_third_of_passages_comes_first(gx):
    facts = [c for c in load_eval_set(gx.tuning) if c.stratum == "fact" and c.origin.get("kind") == "fact"]
    flags = [c.origin["hard_third"] for c in facts]
    assert flags[0] and True in flags and False in flags
    assert flags == sorted(flags, reverse=True)


def test_version_conflict_gold_is_the_current_anchor_and_the_old_value_must_not_be_claimed(gx):
    cases = [c for c in load_eval_set(gx.tuning) if c.stratum == "version_conflict"]
    refund = next(c for c in cases if c.relevant[0].doc_id == "refund-policy")
    assert refund.relevant[0].anchor == "自签收之日起15天内" and refund.must_not_claim == ["7天内"]
    old = {d.key: normalise(d.text) for d in gx.corpus.documents if d.load_error is None}
    for c in cases:
        assert normalise(c.relevant[0].anchor) not in old[c.origin["old_version"]]
        assert normalise(c.origin["old_value"]) in old[c.origin["old_version"]]


def test_permission_cases_ask_as_allowed_and_as_every_excluded_role(gx):
    cases = [c for c in load_eval_set(gx.tuning) if c.stratum == "permission"
             and c.origin["doc"] == "acme-risk-control-manual@v1"]
    allowed = [c for c in cases if c.answerable]
    denied = [c for c in cases if not c.answerable]
    assert [c.actor_role for c in allowed] == ["risk_officer"]
    assert sorted(c.actor_role for c in denied) == ["employee", "manager", "support_agent"]
    assert all(c.query == allowed[0].query and not c.relevant for c in denied)


def test_multi_hop_cases_join_two_documents_that_share_an_entity(gx):
    cases = [c for c in load_eval_set(gx.tuning) if c.stratum == "multi_hop"]
    assert cases
    texts = {d.record.doc_id: d.text for d in gx.accepted}
    for c in cases:
        a, b = c.relevant
        assert a.doc_id != b.doc_id and c.origin["entity"] in c.query
        assert c.origin["entity"] in texts[a.doc_id] and c.origin["entity"] in texts[b.doc_id]
        assert len(c.must_cover) == 2


def test_risk_follows_the_policy_rules(gx):
    cases = load_eval_set(gx.tuning)
    risk = {c.relevant[0].doc_id: c.risk for c in cases if c.stratum == "fact"}
    assert risk["refund-policy"] == "P0" and risk["globex-refund-policy"] == "P0"  # title rule
    assert risk["acme-risk-control-manual"] == "P0"  # classification rule
    assert risk["acme-repair-notice-w5-screen"] == "P2"  # source *-notices
    assert risk["acme-invoice-guide"] == "P1"  # default


@pytest.mark.parametrize(("rule", "message"), [
    ({"risk": "P0"}, "eval.risk_rules.0: give at least one of doc_id, source, title, classification"),
    ({"risk": "P0", "title": "退款("}, "eval.risk_rules.0: title: '退款(' is not a valid regular expression"),
    ({"risk": "P9", "doc_id": "x"}, "eval.risk_rules.0.risk: Input should be 'P0', 'P1' or 'P2'"),
])
def test_risk_rule_errors_name_the_yaml_path(rule, message):
    from kbgate.errors import ConfigError
    from kbgate.policy import validate_policy

    data = yaml.safe_load(Path(POLICY).read_text(encoding="utf-8"))
    data["eval"] = {"risk_rules": [rule]}
    with pytest.raises(ConfigError) as exc:
        validate_policy(data)
    assert message in str(exc.value)


def test_a_locked_set_is_never_overwritten(gx, capsys):
    locked = gx.tmp / "locked.jsonl"
    locked.write_text(json.dumps({"kbgate_eval": {"name": "locked", "split": "locked"}}) + "\n", encoding="utf-8")
    code, out = _generate(gx, locked, capsys)
    assert code == 2 and "is a locked eval set; write the generated tuning set to another file" in out["error"]


# --- review ----------------------------------------------------------------------------

def test_review_accept_modify_reject_with_reviewer_and_reason(gx, capsys):
    f = gx.tmp / "review.jsonl"
    f.write_bytes(gx.tuning.read_bytes())
    ids = [c.case_id for c in load_eval_set(f)]
    code, _, err = run_cli(["evalset", "review", str(f), "--case", ids[0], "--decision", "reject"], capsys)
    assert code == 2 and "--reviewer NAME is required" in err
    code, _, err = run_cli(["evalset", "review", str(f), "--case", "NOPE", "--decision", "reject", "--reviewer", "li",
                            "--reason", "x"], capsys)
    assert code == 2 and "has no case NOPE" in err
    assert run_cli(["evalset", "review", str(f), "--case", ids[0], "--decision", "reject", "--reviewer", "li",
                    "--reason", "ambiguous question"], capsys)[0] == 0
    assert run_cli(["evalset", "review", str(f), "--case", ids[1], "--decision", "modify", "--reviewer", "li",
                    "--reason", "clearer", "--query", "改写后的问题？"], capsys)[0] == 0
    locked = gx.tmp / "promoted.jsonl"
    code, out, _ = run_cli(["evalset", "review", str(f), "--all-pending", "--decision", "accept", "--reviewer", "li",
                            "--reason", "spot-checked", "--promote-to", str(locked)], capsys)
    assert code == 0 and "0 still pending" in out
    cases = {c.case_id: c for c in load_eval_set(f)}
    assert cases[ids[0]].review.decision == "reject" and cases[ids[0]].review.reason == "ambiguous question"
    assert cases[ids[1]].review.decision == "modify" and cases[ids[1]].query == "改写后的问题？"
    code, out, _ = run_cli(["evalset", "review", str(f), "--all-pending", "--decision", "accept", "--reviewer", "li",
                            "--reason", "again"], capsys)
    assert code == 0 and "Reviewed 0 case(s)" in out  # nothing left pending: nothing to do
    assert cases[ids[2]].review.model_dump() == {"decision": "accept", "reason_code": "REVIEWED_OK",
                                                 "reviewer": "li", "reason": "spot-checked"}
    assert load_eval_meta(f).split == "tuning"  # the header is kept
    assert load_eval_meta(locked).split == "locked"
    assert {c.case_id for c in load_eval_set(locked)} == set(ids) - {ids[0]}


def test_interactive_review(gx, monkeypatch):
    from click.testing import CliRunner

    from kbgate.app.cli import cli

    f = gx.tmp / "interactive.jsonl"
    f.write_bytes(gx.tuning.read_bytes())
    ids = [c.case_id for c in load_eval_set(f)]
    res = CliRunner().invoke(cli, ["evalset", "review", str(f), "--reviewer", "li"],
                             input="a\nlooks right\nr\nwrong gold\ns\nq\n")
    assert res.exit_code == 0, res.output
    cases = {c.case_id: c for c in load_eval_set(f)}
    assert [cases[i].review.decision for i in ids[:4]] == ["accept", "reject", "pending", "pending"]


# --- optional LLM, against a local stub ---------------------------------------------------

class _Stub(http.server.BaseHTTPRequestHandler):
    proposals = 0

    def do_POST(self):  # noqa: N802 - http.server API
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        system, user = body["messages"][0]["content"], body["messages"][1]["content"]
        if system.startswith("You write one hard question"):
            _Stub.proposals += 1
            passages = [p.split("\n", 1) for p in user.split("\n\n[doc_id: ")]
            anchors = [{"doc_id": head.replace("[doc_id: ", "").rstrip("]"), "anchor": text.strip()[:10]}
                       for head, text in passages]
            if _Stub.proposals == 2:
                anchors[1]["anchor"] = "an anchor that is in no document"
            content = json.dumps({"query": "两份文件合起来看，这个问题怎么回答？", "anchors": anchors}, ensure_ascii=False)
        elif "自签收之日起多少天内" in user:
            content = "签收后15天内能退吗？"  # gives the answer away: must not replace the template
        elif any("\u4e00" <= ch <= "\u9fff" for ch in user):
            content = "请问：" + user
        else:
            content = "Quick question - " + user
        data = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]}).encode()
        send_json(self, 200, data)

    def log_message(self, *args):
        pass


def test_llm_rephrases_but_kbgate_keeps_and_verifies_the_gold(gx):
    import datetime as dt

    from kbgate.store import open_store
    from version_gate.evalgen.generate import from_corpus, version_chunks
    from version_gate.evalgen.llm import ChatClient, make_rephraser

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Stub)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with open_store(gx.store) as st:
            chunks = version_chunks(st, gx.base)
        url = f"http://127.0.0.1:{server.server_address[1]}/v1"
        g = from_corpus(gx.policy, gx.corpus, chunks=chunks, as_of=dt.date(2026, 11, 29), seed=3,
                        rephrase=make_rephraser(ChatClient(url), propose=2))
    finally:
        server.shutdown()
        server.server_close()
    plain = {c.case_id: c for c in load_eval_set(gx.tuning)}
    s = g.summary["llm"]
    assert s["errors"] == 0 and s["proposed"] == 1 and s["proposed_dropped"] == 1
    # every template case is rephrased or kept; a rephrase may also save one that the plain run dropped because its
    # question repeated its passage next to the answer (an eval leak)
    assert s["rephrased"] + s["kept_template"] >= len(plain)
    assert set(plain) <= {c.case_id for c in g.cases}
    refund = next(c for c in g.cases if c.stratum == "fact" and "自签收之日起多少天内" in c.origin.get("template_query",
                                                                                               c.query))
    assert refund.query == plain[refund.case_id].query  # the leaking rephrase was refused
    rephrased = [c for c in g.cases if (c.origin or {}).get("rephrased")]
    assert rephrased and all(c.relevant == plain[c.case_id].relevant for c in rephrased)
    proposed = [c for c in g.cases if (c.origin or {}).get("proposed_by") == "llm"]
    assert len(proposed) == 1 and len({e.doc_id for e in proposed[0].relevant}) == 2
    negatives = [c for c in g.cases if (c.origin or {}).get("kind") == "entity_swap"]
    assert all(normalise(c.origin["key_entity"]) in normalise(c.query) for c in negatives)


def test_llm_option_of_the_command(gx, capsys):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Stub)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        out = gx.tmp / "llm.jsonl"
        code, text, _ = run_cli(["evalset", "generate", "--corpus", CORPUS, "--policy", POLICY, "--store", gx.store,
                                 "--index", gx.base, "-o", str(out), "--as-of", AS_OF, "--llm-url",
                                 f"http://127.0.0.1:{server.server_address[1]}/v1/chat/completions"], capsys)
    finally:
        server.shutdown()
        server.server_close()
    assert code == 0 and "LLM: rephrased " in text and "errors 0" in text
    assert any((c.origin or {}).get("rephrased") for c in load_eval_set(out))


def test_an_unreachable_llm_keeps_the_template_cases(gx):
    import socket

    from version_gate.evalgen.llm import ChatClient, make_rephraser

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cases = load_eval_set(gx.tuning)[:3]
    out, stats = make_rephraser(ChatClient(f"http://127.0.0.1:{port}", timeout=2))(cases, [])
    assert out == cases and stats["errors"] == 3


# --- acceptance 2: the generated set alone catches damaged candidates ---------------------

def _gate(gx: Setup, candidate: str, baseline: str | None, eval_path: Path | None = None):
    from kbgate.store import open_store
    from version_gate.gate import GateRequest, run_gate

    # Latency lines are dropped: a shared, noisy machine must not decide a test.
    quiet = gx.policy.model_copy(update={"gates": {m: r for m, r in gx.policy.gates.items()
                                                   if not m.startswith("latency")}})
    with open_store(gx.store) as st:
        return run_gate(GateRequest(store=st, store_spec=gx.store, policy=quiet, policy_path=POLICY,
                                    eval_path=str(eval_path or gx.reviewed), candidate=candidate, baseline=baseline,
                                    corpus=CORPUS, audit=False))


def _build(gx: Setup, name: str, chunks) -> str:
    from kbgate.store import build_version, open_store

    with open_store(gx.store) as st:
        return build_version(st, "cand", name, list(chunks))


def test_identical_candidate_passes(gx):
    out = _gate(gx, _build(gx, "identical", gx.chunks), gx.base)
    assert out.decision == "PASS", out.reasons


def test_ten_percent_of_documents_removed_is_caught(gx):
    keys = sorted(d.key for d in gx.accepted)
    gone = set(random.Random(0).sample(keys, round(len(keys) * 0.1)))
    out = _gate(gx, _build(gx, "drop10", [c for c in gx.chunks if f"{c.doc_id}@{c.version}" not in gone]), gx.base)
    assert out.decision in ("BLOCK", "WARN"), out.reasons
    lost = {e["case_id"] for e in out.report["cases"] if e["status"] != "ok"}
    assert lost  # named cases, each with a root cause
    assert all(out.report["cases"][i]["root_cause"] for i, e in enumerate(out.report["cases"])
               if e["case_id"] in lost)


def test_old_version_of_a_changed_rule_reindexed_is_caught(gx):
    old = next(d for d in gx.corpus.documents if d.key == "refund-policy@v1")
    out = _gate(gx, _build(gx, "old-rule", gx.chunks + list(old.chunks)), gx.base)
    assert out.decision in ("BLOCK", "WARN"), out.reasons
    assert any(r.startswith("stale_hits") for r in out.reasons), out.reasons


def test_restricted_document_relabelled_is_caught(gx):
    roles = gx.policy.effective_roles("internal", None)
    relabelled = [dataclasses.replace(c, classification="internal", allowed_roles=roles)
                  if c.classification == "restricted" and c.tenant_id == "acme" else c for c in gx.chunks]
    out = _gate(gx, _build(gx, "relabel", relabelled), gx.base)
    assert out.decision == "BLOCK", out.reasons
    denied = {c.case_id for c in load_eval_set(gx.reviewed) if c.stratum == "permission" and not c.answerable}
    leaked = {e["case_id"] for e in out.report["cases"] if e["candidate"]["unauthorized"]}
    assert denied & leaked  # the excluded-role permission cases see the relabelled manual


def test_a_redacted_sentence_never_reaches_the_eval_file(gx):
    """An accepted_redacted document is indexed with its PII replaced: its raw sentence is no question."""
    import datetime as dt

    from kbgate.models import Document, ManifestRecord
    from version_gate.evalgen.generate import generate, make_sources

    raw = ("# 退款登记\n\n用户邮箱 zhang.wei@example.cn，退款金额599元，已原路返回。\n\n"
           "## 到账\n退款通常在发起后5个工作日内到账。\n")
    indexed = raw.replace("zhang.wei@example.cn", "<EMAIL_ADDRESS>")
    rec = ManifestRecord(doc_id="refund-log", version="v1", path="x.md", source="acme-kb", tenant_id="acme",
                         classification="internal", effective_from=dt.date(2026, 1, 1), title="退款登记")
    doc = Document(record=rec, text=raw, language="zh", sections=[(0, "退款登记"), (raw.index("## 到账"), "到账")])
    sources = make_sources(gx.policy, [doc], {"refund-log@v1": [("refund-log@v1#0", indexed)]})
    g = generate(gx.policy, sources, [doc], [indexed], negatives=0, as_of=dt.date(2026, 11, 29))
    out = gx.tmp / "redacted.jsonl"
    g.write(out)
    assert "zhang.wei" not in out.read_text(encoding="utf-8")
    assert g.summary["dropped"] == {"sentence not in a chunk as indexed (redacted or split)": 1}
    assert any(c.must_cover == ["5个工作日"] for c in g.cases)


def test_promoted_to_a_locked_set_the_questions_are_no_leak_into_their_documents(gx):
    """eval_leak compares 13-unit n-grams: no generated question copies that much of its document, so
    promoting generated cases to the locked set does not quarantine the documents they ask about."""
    import datetime as dt

    from ingest_checks.eval_leak import check_eval_leak
    from ingest_checks.registry import RunContext

    cases = [c.model_dump(mode="json") for c in load_eval_set(gx.tuning)]
    ctx = RunContext(policy=gx.policy, as_of=dt.date(2026, 11, 29), run_id="t", eval_cases=cases)
    params = check_eval_leak.configure(gx.policy.check_config("eval_leak"))
    findings = check_eval_leak.fn(gx.accepted, params, ctx)
    assert [f.doc_id for f in findings] == []
