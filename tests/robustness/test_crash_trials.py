"""SIGKILL at random points of `kbgate ingest` (into a store), `kbgate promote` and `kbgate rollback`, each
started as a subprocess. After every kill: the alias resolves to a complete, previously approved version;
the audit chain verifies (a torn last line is reported, then repaired with `audit verify --repair`); and
re-running the command succeeds. Disk full (ENOSPC at the store's write layer) fails the ingest cleanly.
The fast suite runs TRIALS kills per command; bench/robustness_report.py runs 100."""

from __future__ import annotations

import errno
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from factories import run_cli

from kbgate.audit import AuditLog

ROOT = Path(__file__).resolve().parents[2]
KBGATE = str(Path(sys.executable).parent / "kbgate")
ENV = {**os.environ, "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": ""}
TRIALS = int(os.environ.get("KBGATE_CRASH_TRIALS", "10"))
#: the fast suite kills an ingest running only the parse check (no presidio start-up: 3x shorter runs);
#: the store writes, reports and audit records it is killed in are the same. The bench runs every check.
FAST_INGEST = ["--only", "parse"]


def kill_at_random(args: list[str], rng: random.Random, window: tuple[float, float]) -> bool:
    """Start ``kbgate ARGS``, SIGKILL it after a random delay in ``window``; True if it was killed."""
    proc = subprocess.Popen([KBGATE, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV, cwd=ROOT)
    time.sleep(rng.uniform(*window))
    proc.kill()
    return proc.wait(timeout=60) == -9


def timed_run(args: list[str]) -> float:
    started = time.monotonic()
    proc = subprocess.run([KBGATE, *args], capture_output=True, text=True, env=ENV, cwd=ROOT, timeout=300)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    return time.monotonic() - started


def check_after_kill(store_spec: str, approved: set[str]) -> dict:
    """The invariants after a kill; returns what was seen (torn audit line repaired or not)."""
    from kbgate.store import open_store

    with open_store(store_spec, create=False) as store:
        target = store.get_alias("kb")
        assert target in approved, (target, approved)
        info = store.version_info(target)
        assert info.complete and store.count(target) == info.points
    log = AuditLog(store_spec)
    result = log.verify()
    torn = False
    if not result.ok:
        assert "torn write" in result.reason, result  # the only damage a kill may leave
        assert log.repair_torn_tail() > 0
        torn = True
        result = log.verify()
    assert result.ok, result
    return {"target": target, "torn": torn}


def _small_corpus(root: Path) -> Path:
    from rob_helpers import hostile

    text_for = hostile.text_for
    corpus = root / "small"
    (corpus / "acme").mkdir(parents=True)
    lines = []
    for i in range(12):
        (corpus / "acme" / f"d{i}.md").write_text(f"# Rule {i}\n\n" + text_for(f"crash{i}", 30), encoding="utf-8")
        lines.append(json.dumps({"doc_id": f"d{i}", "version": "v1", "path": f"acme/d{i}.md", "source": "acme-kb",
                                 "tenant_id": "acme", "classification": "internal", "effective_from": "2025-01-01"}))
    (corpus / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return corpus


def test_sigkill_during_ingest_into_a_store(env, tmp_path):
    env.release()  # kb -> v0, approved
    corpus = _small_corpus(tmp_path)
    args = ["ingest", str(corpus), "--policy", str(env.pass_policy), "--as-of", "2026-11-29", "--store", env.spec,
            "--alias", "kb", "--workdir", str(tmp_path / "work"), "--format", "json", *FAST_INGEST]
    env.store.close()
    duration = timed_run(args)
    rng = random.Random(12)
    killed, window = 0, (0.3 * duration, 1.1 * duration)
    for _ in range(3 * TRIALS):  # count the kills that land mid-run; a run that finished first is retried
        if killed == TRIALS:
            break
        if kill_at_random(args, rng, window):
            killed += 1
        else:  # the run was quicker than measured (the machine's load changed): kill earlier
            window = (0.5 * window[0], 0.7 * window[1])
        assert check_after_kill(env.spec, {env.v0})["target"] == env.v0  # ingest never moves the live alias
    assert killed == TRIALS, f"only {killed} of {3 * TRIALS} kills landed while the ingest ran"
    assert timed_run(args) > 0  # re-running succeeds


def _promote_args(env, report) -> list[str]:
    return ["promote", "--store", env.spec, "--alias", "kb", "--candidate", env.v1, "--gate-report", str(report)]


def test_sigkill_during_promote_and_rollback(env, capsys):
    env.release()
    report = env.gate(env.v1, env.v0).report_path
    env.store.close()
    promote, back = _promote_args(env, report), ["rollback", "--store", env.spec, "--alias", "kb", "--to", env.v0]
    approved = {env.v0, env.v1}
    duration = timed_run(promote)
    timed_run(back)
    rng = random.Random(5)
    for command, done_at, undo in ((promote, env.v1, back), (back, env.v0, promote)):
        if command is back:
            assert run_cli(promote, capsys)[0] == 0  # rollback trials start from v1
        for _ in range(TRIALS):
            kill_at_random(command, rng, (0.4 * duration, 1.1 * duration))
            seen = check_after_kill(env.spec, approved)
            if seen["target"] != done_at:  # killed before the swap: re-running succeeds
                code, out, err = run_cli(command, capsys)
                assert code == 0, err
            code, out, err = run_cli(undo, capsys)  # back to the trial's starting state
            assert code == 0, err
            code, out, err = run_cli(command, capsys)
            assert code == 0, err  # ... and the command runs again
            assert run_cli(undo, capsys)[0] == 0
        assert run_cli(["audit", "verify", "--store", env.spec], capsys)[0] == 0


def test_disk_full_while_building_fails_cleanly(env, tmp_path, monkeypatch, capsys):
    from kbgate.store.edge import EdgeStore

    env.release()
    env.store.close()
    before = AuditLog(env.spec).head()
    calls = {"n": 0}

    def upsert(self, *args, **kw):  # the disk fills up while the staging version is written
        calls["n"] += 1
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(EdgeStore, "upsert", upsert)
    corpus = _small_corpus(tmp_path)
    code, out, err = run_cli(["ingest", str(corpus), "--policy", str(env.pass_policy), "--as-of", "2026-11-29",
                              "--store", env.spec, "--alias", "kb", "--workdir", str(tmp_path / "work"),
                              "--format", "json"], capsys)
    assert code == 2 and "No space left on device" in err and "internal error" not in err, err
    assert calls["n"] == 1
    seen = check_after_kill(env.spec, {env.v0})
    assert not seen["torn"] and AuditLog(env.spec).head() == before  # nothing half-written in the log
