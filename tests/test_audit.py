"""The audit log: append, hash chain, tamper detection with the exact line, privacy."""

from __future__ import annotations

import json
import os
import stat
import threading

import pytest
from click.testing import CliRunner

from kbgate.app.cli import cli, main
from kbgate.audit import (
    AUDIT_FIELDS,
    GENESIS_HASH,
    AuditError,
    AuditLog,
    audit_root,
    canonical_json,
    hash_query,
    record_hash,
)

RAW_QUERY = "退款规则 for order 12345 — what is the refund policy?"


def _filled(tmp_path, n: int = 5) -> AuditLog:
    log = AuditLog(tmp_path)
    kinds = ["ingest_run", "staging_build", "gate_decision", "promotion", "rollback",
             "quarantine_release", "access_test_run", "drill"]
    for i in range(n):
        log.append(kinds[i % len(kinds)], index_version=f"kb__run{i}", decision="pass",
                   details={"n": i})
    return log


def _lines(log: AuditLog) -> list[str]:
    return log.path.read_text(encoding="utf-8").splitlines(keepends=True)


def _write(log: AuditLog, lines: list[str]) -> None:
    log.path.write_text("".join(lines), encoding="utf-8")


# --- append ------------------------------------------------------------------
def test_append_builds_a_chain_with_every_field(tmp_path):
    log = _filled(tmp_path, 3)
    records = [json.loads(line) for line in _lines(log)]
    assert [r["seq"] for r in records] == [1, 2, 3]
    assert records[0]["prev_hash"] == GENESIS_HASH
    assert records[1]["prev_hash"] == records[0]["hash"]
    assert records[2]["prev_hash"] == records[1]["hash"]
    for r in records:
        assert r["hash"] == record_hash(r)
        for name in AUDIT_FIELDS:
            assert name in r
        assert r["reviewer"] is None
        assert r["at"].endswith("+00:00")
    assert log.verify().ok
    assert log.verify().records == 3


def test_empty_or_missing_log_verifies(tmp_path):
    result = AuditLog(tmp_path).verify()
    assert result.ok and result.records == 0


def test_concurrent_appends_keep_the_chain(tmp_path):
    def writer(k: int) -> None:
        log = AuditLog(tmp_path)
        for i in range(25):
            log.append("access_test_run", details={"writer": k, "i": i})

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    result = AuditLog(tmp_path).verify()
    assert result.ok, result
    assert result.records == 100


def test_torn_final_line_is_cut_before_the_next_append(tmp_path):
    log = _filled(tmp_path, 2)
    with open(log.path, "a", encoding="utf-8") as f:
        f.write('{"seq": 3, "at": "2025-')  # a write that never completed
    assert log.verify().first_bad_line == 3
    record = log.append("promotion")
    assert record["seq"] == 3
    assert log.verify().ok


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"kind": "Promotion!"}, "audit kind 'Promotion!' is invalid"),
        ({"kind": "promotion", "querytext": "x"}, "unknown audit field(s) querytext"),
        ({"kind": "promotion", "details": {"x": object()}}, "is not JSON-serialisable"),
    ],
)
def test_bad_append_is_a_clear_error(tmp_path, fields, message):
    with pytest.raises(AuditError, match=message.replace("(", r"\(").replace(")", r"\)")):
        AuditLog(tmp_path).append(**fields)
    assert not (tmp_path / "audit.jsonl").exists()


# --- tampering ---------------------------------------------------------------
def _edit_line(lines, k, rehash=False):
    rec = json.loads(lines[k - 1])
    rec["decision"] = "block"
    if rehash:
        rec["hash"] = record_hash(rec)
    lines[k - 1] = canonical_json(rec) + "\n"
    return lines


def _forge_after(lines, k):
    """Insert after line k a well-formed record that chains onto line k (seq k+1)."""
    prev = json.loads(lines[k - 1])
    forged = dict(prev, seq=prev["seq"] + 1, prev_hash=prev["hash"], kind="promotion")
    forged["hash"] = record_hash(forged)
    lines.insert(k, canonical_json(forged) + "\n")
    return lines


TAMPERS = [
    # (name, how, first bad line, reason fragment)
    ("edit", lambda ls: _edit_line(ls, 3), 3, "hash does not match the record's content (record edited)"),
    ("edit first", lambda ls: _edit_line(ls, 1), 1, "record edited"),
    ("edit last", lambda ls: _edit_line(ls, 5), 5, "record edited"),
    ("edit and rehash", lambda ls: _edit_line(ls, 2, rehash=True), 3,
     "prev_hash does not match the previous line's hash"),
    ("rehash last record", lambda ls: _edit_line(ls, 5, rehash=True), 5, "hash differs from the one recorded"),
    ("delete middle", lambda ls: ls[:2] + ls[3:], 3, "seq is 4, expected 3: record(s) 3 deleted"),
    ("delete two", lambda ls: ls[:1] + ls[3:], 2, "seq is 4, expected 2: record(s) 2-3 deleted"),
    ("delete first", lambda ls: ls[1:], 1, "seq is 2, expected 1: record(s) 1 deleted"),
    ("delete last", lambda ls: ls[:4], 5, "records missing at the end: audit.head records 5 records, the log has 4"),
    ("insert duplicate", lambda ls: ls[:3] + [ls[1]] + ls[3:], 4, "seq is 2, expected 4: record inserted (seq 2 repeats)"),
    ("insert forged", lambda ls: _forge_after(ls, 2), 4, "seq is 3, expected 4: record inserted (seq 3 repeats)"),
    ("swap", lambda ls: [ls[0], ls[2], ls[1], ls[3], ls[4]], 2,
     "seq is 3, expected 2: records out of order (seq 2 is on line 3)"),
    ("move last to front", lambda ls: [ls[4], *ls[:4]], 1,
     "seq is 5, expected 1: records out of order (seq 1 is on line 2)"),
    ("garbage line", lambda ls: ls[:2] + ["not json\n"] + ls[2:], 3, "line is not valid JSON"),
    ("blank line", lambda ls: ls[:2] + ["\n"] + ls[2:], 3, "line is not valid JSON"),
    ("field removed", lambda ls: ls[:1] + [json.dumps({k: v for k, v in json.loads(ls[1]).items()
                                                       if k != "reviewer"}) + "\n"] + ls[2:],
     2, "record is missing field(s): reviewer"),
]


@pytest.mark.parametrize(("name", "tamper", "line", "reason"), TAMPERS, ids=[t[0] for t in TAMPERS])
def test_verify_names_the_first_bad_line(tmp_path, name, tamper, line, reason):
    log = _filled(tmp_path, 5)
    assert log.verify().ok
    _write(log, tamper(_lines(log)))
    result = log.verify()
    assert not result.ok
    assert result.first_bad_line == line
    assert reason in result.reason


def test_untouched_copy_of_the_lines_still_verifies(tmp_path):
    """Near miss: rewriting the same bytes (e.g. a backup restore) is not tampering."""
    log = _filled(tmp_path, 5)
    _write(log, _lines(log))
    assert log.verify().ok


# --- privacy -----------------------------------------------------------------
def test_queries_are_only_stored_as_hashes(tmp_path):
    log = AuditLog(tmp_path)
    rec = log.append("retrieval", query=RAW_QUERY, actor_id="u-123", tenant_id="acme", role="support_agent",
                     details={"query": RAW_QUERY, "cases": [{"question": RAW_QUERY, "id": "c1"}]})
    raw = log.path.read_text(encoding="utf-8")
    assert "退款规则" not in raw and "refund policy" not in raw
    assert "u-123" not in raw
    assert rec["query_hash"] == hash_query(RAW_QUERY)
    assert rec["details"]["query_hash"] == hash_query(RAW_QUERY)
    assert rec["details"]["cases"][0] == {"question_hash": hash_query(RAW_QUERY), "id": "c1"}


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Refund  policy?", "refund policy?", True),
        ("ＲＥＦＵＮＤ policy", "refund policy", True),  # full-width folds by NFKC
        (" 退款规则 ", "退款规则", True),
        ("refund policy", "refund policies", False),
        ("退款规则", "退货规则", False),
    ],
)
def test_hash_query_normalises_but_distinguishes(a, b, same):
    assert (hash_query(a) == hash_query(b)) is same


def test_salt_is_created_once_private_and_reused(tmp_path):
    first = AuditLog(tmp_path).hash_actor("u-123")
    salt_file = tmp_path / "audit.salt"
    assert stat.S_IMODE(os.stat(salt_file).st_mode) == 0o600
    salt = salt_file.read_bytes()
    assert AuditLog(tmp_path).hash_actor("u-123") == first
    assert salt_file.read_bytes() == salt
    assert AuditLog(tmp_path).hash_actor("u-124") != first
    other = tmp_path / "other"
    assert AuditLog(other).hash_actor("u-123") != first  # another store, another salt


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("mail zhang.wei@example.cn now", "mail <EMAIL> now"),
        ("call 13812345678", "call <NUMBER>"),
        ("call 138 1234 5678!", "call <NUMBER>!"),
        ("手机13812345678请回电", "手机<NUMBER>请回电"),
        ("card 4111 1111 1111 1111.", "card <NUMBER>."),
        ("id 11010519491231002X ok", "id <NUMBER> ok"),
        # near misses that must stay as they are
        ("chunk faq-01@v3#2", "chunk faq-01@v3#2"),
        ("date 2025-01-31", "date 2025-01-31"),
        ("run 20250131-1200", "run 20250131-1200"),
        ("sha " + "1" * 7 + "ab" + "2" * 55, "sha " + "1" * 7 + "ab" + "2" * 55),
        ("order 1234567", "order 1234567"),
    ],
)
def test_default_mask_applies_to_details_strings(tmp_path, text, masked):
    rec = AuditLog(tmp_path).append("quarantine_release", reviewer="alice", details={"note": text})
    assert rec["details"]["note"] == masked


def test_custom_mask_hook(tmp_path):
    log = AuditLog(tmp_path, mask_text=lambda s: s.replace("secret", "<MASKED>"))
    rec = log.append("drill", details={"a": ["the secret plan"], "b": {"c": "secret"}})
    assert rec["details"] == {"a": ["the <MASKED> plan"], "b": {"c": "<MASKED>"}}


# --- CLI -----------------------------------------------------------------------
def test_cli_verify_intact_and_tampered(tmp_path):
    log = _filled(tmp_path, 4)
    runner = CliRunner()
    result = runner.invoke(cli, ["audit", "verify", "--store", str(tmp_path)])
    assert result.exit_code == 0
    assert result.output == f"audit log {tmp_path}/audit.jsonl: 4 records, chain intact\n"

    lines = _lines(log)
    _write(log, [lines[0], lines[2], lines[1], lines[3]])
    result = runner.invoke(cli, ["audit", "verify", "--store", str(tmp_path)])
    assert result.exit_code == 1
    assert result.output == (
        f"audit log {tmp_path}/audit.jsonl: tampered at line 2: "
        "seq is 3, expected 2: records out of order (seq 2 is on line 3)\n"
    )
    result = runner.invoke(cli, ["audit", "verify", "--store", str(tmp_path), "--format", "json"])
    assert result.exit_code == 1
    assert json.loads(result.output)["first_bad_line"] == 2


def test_cli_missing_store_is_a_clear_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["audit", "verify", "--store", str(tmp_path / "nope")])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err == (
        f"Error: store {tmp_path}/nope does not exist; pass the --store directory that ingest/promote wrote\n"
    )


def test_cli_show_since(tmp_path, capsys):
    log = AuditLog(tmp_path)
    log.append("promotion", index_version="kb__a", decision="pass")
    lines = _lines(log)
    old = json.loads(lines[0])
    old["at"] = "2020-01-01T00:00:00+00:00"
    old["hash"] = record_hash(old)
    _write(log, [canonical_json(old) + "\n"])
    log.head_path.unlink()
    log.append("rollback", index_version="kb__b", decision="rollback", reviewer="alice")

    runner = CliRunner()
    result = runner.invoke(cli, ["audit", "show", "--store", str(tmp_path), "--since", "2021-06-01"])
    assert result.exit_code == 0
    out = result.output.splitlines()
    assert len(out) == 1
    assert out[0].startswith("2\t")
    assert out[0].endswith("\trollback\tindex_version=kb__b decision=rollback reviewer=alice")

    result = runner.invoke(cli, ["audit", "show", "--store", str(tmp_path), "--since",
                                 "2019-12-31T23:00:00Z", "--format", "json"])
    assert [r["kind"] for r in json.loads(result.output)] == ["promotion", "rollback"]

    result = runner.invoke(cli, ["audit", "show", "--store", str(tmp_path), "--since", "2099-01-01"])
    assert result.output == "no audit records since 2099-01-01\n"

    with pytest.raises(SystemExit) as exit_info:
        main(["audit", "show", "--store", str(tmp_path), "--since", "last week"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err == (
        "Error: --since 'last week' is not an ISO date or datetime; "
        "use e.g. 2025-01-31 or 2025-01-31T08:00:00Z\n"
    )


@pytest.mark.parametrize(("spec", "root"), [
    ("http://qdrant.internal:6333", ".kbgate/audit/qdrant_internal_6333"),
    (":memory:", ".kbgate/audit/memory"),
    ("qdrant+local:/data/q", "/data/q"),
    ("/srv/kbgate/store", "/srv/kbgate/store"),
])
def test_audit_root_without_kbgate_audit_dir(monkeypatch, spec, root):
    monkeypatch.delenv("KBGATE_AUDIT_DIR", raising=False)
    assert str(audit_root(spec)) == root


@pytest.mark.parametrize(("spec", "moved"), [
    ("http://qdrant.internal:6333", True), (":memory:", True),
    # near-misses: a store with its own directory keeps its log there
    ("qdrant+local:/data/q", False), ("/srv/kbgate/store", False),
])
def test_kbgate_audit_dir_moves_only_a_server_store_log(monkeypatch, tmp_path, spec, moved):
    monkeypatch.setenv("KBGATE_AUDIT_DIR", str(tmp_path / "audit"))
    assert (audit_root(spec) == tmp_path / "audit") is moved
