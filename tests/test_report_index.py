"""``kbgate report --index``: one page over every run of a report directory, checked in headless Chromium;
the report page's next steps follow its decision (issue 33)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from factories import run_cli as run

BROWSER = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--disable-dev-shm-usage"]


def _write(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.fixture
def runs(tmp_path) -> Path:
    root = tmp_path / "reports"
    _write(root / "20261201T090000Z-aaaaaa" / "report.json", {
        "schema": "kbgate.ingest-report/1", "run_id": "20261201T090000Z-aaaaaa", "counts_by_action": {},
        "conservation": {"holds": True, "input": 3, "accepted": 2, "accepted_redacted": 0, "quarantined": 1,
                         "rejected": 0}})
    _write(root / "20261201T091000Z-bbbbbb" / "report.json", {
        "schema": "kbgate.gate-report/1", "run_id": "20261201T091000Z-bbbbbb", "decision": "BLOCK",
        "created_at": "2026-12-01T09:10:05+00:00"})
    (root / "20261201T091000Z-bbbbbb" / "report.html").write_text("<html></html>", encoding="utf-8")
    _write(root / "20261202T080000Z-cccccc" / "release.json", {
        "schema": "kbgate.release-report/1", "run_id": "20261202T080000Z-cccccc", "decision": "PASS",
        "created_at": "2026-12-02T08:00:09+00:00"})
    (root / "20261202T080000Z-cccccc" / "release.html").write_text("<html></html>", encoding="utf-8")
    _write(root / "notes" / "other.json", {"not": "a report"})  # the near-miss: ignored
    return root


def test_the_index_lists_every_run_newest_first_with_links(runs, capsys):
    code, out, _ = run(["report", "--index", str(runs), "--format", "json"], capsys)
    assert code == 0
    data = json.loads(out)
    assert [(r["when"], r["step"], r["decision"], r["link"]) for r in data["runs"]] == [
        ("2026-12-02 08:00:09", "release", "PASS", "20261202T080000Z-cccccc/release.html"),
        ("2026-12-01 09:10:05", "gate", "BLOCK", "20261201T091000Z-bbbbbb/report.html"),
        ("2026-12-01 09:00:00", "ingest", "WARN", "20261201T090000Z-aaaaaa/report.json")]
    assert data["index"] == str(runs / "index.html")


@pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed (apt-get install chromium; `.ci/run` "
                    "installs it before `make test`)")
def test_the_index_page_in_chromium(runs, tmp_path, capsys):
    assert run(["report", "--index", str(runs)], capsys)[0] == 0
    page = runs / "index.html"
    res = subprocess.run([BROWSER, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--window-size=375,800",
                          "--enable-logging=stderr", "--v=0", "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr[-2000:]
    dom = res.stdout
    assert [line for line in res.stderr.splitlines() if ":CONSOLE" in line or "Uncaught" in line] == []
    assert re.search(r'<p id="summary">3 run\(s\) in <code>[^<]+</code>: 1 PASS, 1 WARN, 1 BLOCK\.</p>', dom)
    rows = re.findall(r'<tr class="run">(.*?)</tr>', dom, flags=re.S)
    assert len(rows) == 3
    links = re.findall(r'<a href="([^"]+)">', dom)
    assert links == ["20261202T080000Z-cccccc/release.html", "20261201T091000Z-bbbbbb/report.html",
                     "20261201T090000Z-aaaaaa/report.json"]
    assert all((runs / link).is_file() for link in links)
    assert '<span class="badge block">BLOCK</span>' in rows[1]


def test_next_steps_follow_the_decision():
    from kbgate.app.html_report import next_steps

    ingest = {"conservation": {"holds": True, "quarantined": 1, "rejected": 0}, "counts_by_action": {}}
    gate = {"decision": "WARN", "store": ".kbgate/store", "candidate": {"version": "kb__r1"}}
    steps = next_steps({"ingest": ingest, "gate": gate}, {"gate": "runs/g/report.json"})
    assert steps == ["kbgate quarantine list", "kbgate quarantine show Q_ID",
                     'kbgate quarantine release Q_ID --reviewer NAME --reason "..."',
                     "kbgate promote --store .kbgate/store --alias ALIAS --candidate kb__r1 --gate-report "
                     'runs/g/report.json --accept-warn --reviewer NAME --reason "..."']
    clean = {"conservation": {"holds": True, "quarantined": 0, "rejected": 0}, "counts_by_action": {}}
    assert next_steps({"ingest": clean, "gate": {**gate, "decision": "BLOCK"}}) == [
        "fix the candidate (the root causes below), then re-run: kbgate release"]
