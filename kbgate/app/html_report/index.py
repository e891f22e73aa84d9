"""``kbgate report --index``: one page listing every run in a report directory (like Data Docs).

Rules: every JSON report under the directory (three levels down) whose schema kbgate knows is a
row: its date (``created_at``, else the run id's time, else the file's modification time), its
step (ingest, access, gate, experiment, drill, release), its decision (the page's section
verdicts; a release's own decision) and a link: the HTML page beside it (``report.html``,
``release.html``) when there is one, else the JSON file. Newest first. Nothing else is read.
"""

from __future__ import annotations

import datetime as dt
import json
import os
from pathlib import Path

from kbgate.app.html_report import _environment, _run_time, report_kind, section_verdicts
from kbgate.errors import InputError

RELEASE_SCHEMA = "kbgate.release-report/1"
PAGES = ("release.html", "report.html")


def runs_in(folder: Path, out_dir: Path, depth: int = 3) -> list[dict]:
    """The rows of the index of ``folder``, links relative to ``out_dir``."""
    rows = []
    for path in sorted(p for n in range(1, depth + 1) for p in folder.glob("/".join(["*"] * n) + ".json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        kind = "release" if isinstance(data, dict) and data.get("schema") == RELEASE_SCHEMA else report_kind(data)
        if kind is None:
            continue
        decision = data["decision"] if kind == "release" else section_verdicts({kind: data}).get(kind, "-")
        when = data.get("created_at") or _run_time(data.get("run_id")) or dt.datetime.fromtimestamp(
            path.stat().st_mtime, dt.UTC).isoformat(timespec="seconds")
        page = next((path.parent / p for p in PAGES if (path.parent / p).is_file()), path)
        rows.append({"when": str(when)[:19].replace("T", " "), "step": kind, "decision": decision,
                     "run_id": data.get("run_id") or "-", "link": os.path.relpath(page, out_dir),
                     "file": os.path.relpath(path, folder)})
    rows.sort(key=lambda r: (r["when"], r["run_id"]), reverse=True)
    return rows


def write_index(folder: str | Path, output: str | Path | None = None) -> tuple[Path, list[dict]]:
    """Write the index page of ``folder`` (default ``FOLDER/index.html``); returns its path and rows."""
    from kbgate.app import html_report

    folder = Path(folder)
    if not folder.is_dir():
        raise InputError(f"report directory {folder} not found; pass the directory holding the runs "
                         "(e.g. .kbgate/runs or the project's report_dir)")
    out = Path(output) if output else folder / "index.html"
    rows = runs_in(folder, out.resolve().parent if out.parent.exists() else out.parent)
    page = _environment().get_template("index.html").render(
        folder=str(folder), rows=rows, rendered_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        counts={d: sum(r["decision"] == d for r in rows) for d in ("PASS", "WARN", "BLOCK")})
    return html_report.write(out, page), rows
