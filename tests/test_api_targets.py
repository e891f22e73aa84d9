"""kbgate.open_target and kbgate.access on a python: target: the verdict, leaks and audit record of `kbgate access`."""

from __future__ import annotations

import json

from adapter_helpers import BYO, CORPUS, POLICY, cli_access, in_dir

import kbgate


def test_access_on_a_python_target_matches_the_cli(tmp_path):
    from kbgate.audit import AuditLog

    with in_dir(BYO):
        with kbgate.open_target("python:plain_app:build_leaky_retriever") as target:
            assert target.description["kind"] == "python"
            leaky = kbgate.access(POLICY, CORPUS, target, max_phrases=1, max_probes=300, workdir=tmp_path / "api")
        good = kbgate.access(POLICY, CORPUS, "python:plain_app:build_retriever", max_phrases=1, max_probes=300,
                             workdir=tmp_path / "api")
    cli = cli_access("plain_app:build_leaky_retriever", tmp_path / "cli")
    assert cli.exit_code == leaky.exit_code == 1
    out = json.loads(cli.output)
    assert leaky.decision == out["verdict"]["status"] != "passed"
    assert leaky.report["matrix"] == out["matrix"] and len(leaky.report["leaks"]) >= len(out["leaks"]) > 0
    assert (good.decision, good.exit_code, good.report["leaks"]) == ("passed", 0, [])
    assert all(p.is_file() for p in leaky.reports.values()) and sorted(leaky.reports) == ["json", "junit", "markdown"]
    runs = [r for r in AuditLog(tmp_path / "api").records() if r["kind"] == "access_test_run"]
    assert [r["details"]["run_id"] for r in runs] == [leaky.run_id, good.run_id]
