"""Audit chain with an HMAC key (KBGATE_AUDIT_KEY / KBGATE_AUDIT_KEY_FILE): a whole-file rewrite,
with and without the key; reports carry the audit head."""

from __future__ import annotations

import json

import pytest
from factories import run_cli

from kbgate.audit import GENESIS_HASH, KEYED_PREFIX, AuditError, AuditLog, audit_key_from_env, record_hash

KEY = b"k" * 32


def _write(root, n=4, key=None):
    log = AuditLog(root, key=key)
    for i in range(n):
        log.append("promotion", index_version=f"kb__{i}", details={"i": i})
    return log


def _rewrite_whole_file(log: AuditLog, key=None):
    """What an attacker with write access does: change a record, recompute every hash and the head."""
    records = [json.loads(line) for line in log.path.read_text().splitlines()]
    prev = GENESIS_HASH
    for rec in records:
        if rec["seq"] == 2:
            rec["index_version"] = "kb__forged"
        rec["prev_hash"] = prev
        rec["hash"] = record_hash(rec, key)
        prev = rec["hash"]
    log.path.write_text("".join(json.dumps(r, sort_keys=True, separators=(",", ":")) + "\n" for r in records))
    log.head_path.write_text(json.dumps({"seq": records[-1]["seq"], "hash": prev}))


def test_without_key_a_whole_file_rewrite_goes_unnoticed(tmp_path):
    log = _write(tmp_path)
    _rewrite_whole_file(log)
    assert log.verify().ok  # the documented limit of an unkeyed chain: hence the key and the pinned head


def test_with_key_a_whole_file_rewrite_without_the_key_is_detected(tmp_path):
    log = _write(tmp_path, key=KEY)
    assert all(r["hash"].startswith(KEYED_PREFIX) for r in log.records())
    assert AuditLog(tmp_path, key=KEY).verify().ok
    _rewrite_whole_file(log)  # recomputed as plain sha256: the attacker has no key
    result = AuditLog(tmp_path, key=KEY).verify()
    assert not result.ok and result.first_bad_line == 4 and "no record is keyed" in result.reason


def test_with_key_a_rewrite_with_another_key_or_an_unkeyed_tail_is_detected(tmp_path):
    log = _write(tmp_path, key=KEY)
    _rewrite_whole_file(log, key=b"x" * 32)
    result = AuditLog(tmp_path, key=KEY).verify()
    assert not result.ok and result.first_bad_line == 1 and "another key" in result.reason

    other = tmp_path / "b"
    _write(other, n=2, key=KEY)
    AuditLog(other, key=None).append("rollback")  # appended without the key (e.g. by a forger)
    result = AuditLog(other, key=KEY).verify()
    assert not result.ok and result.first_bad_line == 3 and "not keyed after keyed" in result.reason


def test_key_enabled_on_an_existing_log_starts_a_keyed_chain(tmp_path):
    _write(tmp_path, n=2)
    assert not AuditLog(tmp_path, key=KEY).verify().ok  # no keyed record yet
    AuditLog(tmp_path, key=KEY).append("drill")
    assert AuditLog(tmp_path, key=KEY).verify().ok


def test_verify_a_keyed_log_without_the_key_says_to_set_it(tmp_path, monkeypatch, capsys):
    monkeypatch.delenv("KBGATE_AUDIT_KEY", raising=False)
    monkeypatch.delenv("KBGATE_AUDIT_KEY_FILE", raising=False)
    _write(tmp_path, key=KEY)
    with pytest.raises(AuditError, match="set \\$KBGATE_AUDIT_KEY"):
        AuditLog(tmp_path).verify()
    code, out, err = run_cli(["audit", "verify", "--store", str(tmp_path)], capsys)
    assert code == 2 and "KBGATE_AUDIT_KEY" in err and "Traceback" not in err
    monkeypatch.setenv("KBGATE_AUDIT_KEY", KEY.decode())
    code, out, _ = run_cli(["audit", "verify", "--store", str(tmp_path)], capsys)
    assert code == 0 and "4 records, chain intact" in out


def test_key_from_a_0600_file_only(tmp_path, monkeypatch):
    monkeypatch.delenv("KBGATE_AUDIT_KEY", raising=False)
    key_file = tmp_path / "audit.key"
    key_file.write_text("s" * 40 + "\n")
    key_file.chmod(0o644)
    monkeypatch.setenv("KBGATE_AUDIT_KEY_FILE", str(key_file))
    with pytest.raises(AuditError, match="chmod 600"):
        audit_key_from_env()
    key_file.chmod(0o600)
    assert audit_key_from_env() == b"s" * 40
    monkeypatch.setenv("KBGATE_AUDIT_KEY_FILE", str(tmp_path / "missing"))
    with pytest.raises(AuditError, match="cannot read the audit key file"):
        audit_key_from_env()
    monkeypatch.setenv("KBGATE_AUDIT_KEY", "short")
    with pytest.raises(AuditError, match="at least 16"):
        audit_key_from_env()


def test_head_ignores_a_torn_tail_and_matches_the_last_record(tmp_path):
    assert AuditLog(tmp_path).head() == {"seq": 0, "hash": GENESIS_HASH}
    log = _write(tmp_path, n=3)
    last = list(log.records())[-1]
    with open(log.path, "a") as f:
        f.write('{"seq": 4, "torn')
    assert log.head() == {"seq": 3, "hash": last["hash"]}
    result = log.verify()
    assert not result.ok and result.first_bad_line == 4 and "torn write" in result.reason
    log.append("drill")  # the next append repairs the torn tail
    assert log.verify().ok and log.head()["seq"] == 4


def test_verify_reports_a_torn_line_and_repair_removes_it(tmp_path, capsys):
    log = _write(tmp_path, n=2)
    with open(log.path, "a") as f:
        f.write('{"seq": 3, "ki')
    code, out, _ = run_cli(["audit", "verify", "--store", str(tmp_path)], capsys)
    assert code == 1 and "line 3" in out and "torn write" in out  # reported, never silently accepted
    code, out, _ = run_cli(["audit", "verify", "--store", str(tmp_path), "--repair"], capsys)
    assert code == 0 and "repaired: removed a torn final line (14 bytes" in out and "2 records, chain intact" in out
    code, out, _ = run_cli(["audit", "verify", "--store", str(tmp_path), "--repair"], capsys)
    assert code == 0 and "repaired" not in out
