"""``kbgate report``: one self-contained HTML page from the ingest, access, gate and drill reports."""

from __future__ import annotations

from pathlib import Path

import click

from kbgate.app.commands._output import emit_json, format_option

_FILE = click.Path(exists=True)


@click.command("report")
@click.argument("run_dir", required=False, type=click.Path(exists=True, file_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="HTML file to write (default: RUN_DIR/report.html).")
@click.option("--ingest", "ingest_path", type=_FILE, help="Ingest report.json or its run directory.")
@click.option("--access", "access_path", type=_FILE, help="access-report.json or its run directory.")
@click.option("--gate", "gate_path", type=_FILE, help="Gate report.json or its run directory.")
@click.option("--drill", "drill_path", type=_FILE,
              help="Output of `kbgate drill --format json`, or an audit log STORE/audit.jsonl (its last drill).")
@click.option("--experiment", "experiment_path", type=_FILE,
              help="experiment.json of `kbgate experiment chunking` or its run directory (an Experiment section).")
@click.option("--policy", "policy_path", type=click.Path(dir_okay=False, exists=True),
              help="Policy YAML (default: the file the gate report names). Gives the warn/block lines, the "
              "injection canaries to keep out of the page and the levels whose text is withheld.")
@click.option("--eval", "eval_path", type=click.Path(dir_okay=False, exists=True),
              help="Locked eval set (default: the file the gate report names, if its sha256 still matches): "
              "masked queries and gold anchors of failed cases.")
@click.option("--by", "run_by", help="Who ran the pipeline (default: $KBGATE_ACTOR or the login name).")
@click.option("--index", "index", is_flag=True, help="Write an index page over every run under RUN_DIR (date, "
              "step, decision, link; default RUN_DIR: the project's report_dir, else WORKDIR/runs) to "
              "RUN_DIR/index.html or -o.")
@format_option
def report(run_dir, output, ingest_path, access_path, gate_path, drill_path, experiment_path, policy_path, eval_path,
           run_by, index, fmt):
    """Render the reports of a run as one self-contained HTML page (no network, no JavaScript needed).

    RUN_DIR is scanned for reports (its *.json files and those one directory down): an
    ingest run directory alone works, and a directory holding ingest, access, gate and drill
    reports renders all four. --ingest/--access/--gate/--drill name a report file or run
    directory explicitly (and win over RUN_DIR). The decision badge is the strictest verdict
    of the sections. Evidence is taken masked from the reports; documents are never read.

    \b
    Exit codes: 0 page written, 2 usage or input error (the decision does not change the exit code).
    \b
    Example:
      kbgate report .kbgate/runs/INGEST_RUN -o report.html
      kbgate report --index .kbgate/runs
      kbgate report .kbgate/runs/INGEST_RUN --access .kbgate/runs/ACCESS_RUN \\
             --gate .kbgate/runs/GATE_RUN --drill .kbgate/store/audit.jsonl -o reports/report.html
    """
    from kbgate.app import html_report

    if index:
        return _index(run_dir, output, fmt)
    found = {k: v for k, v in (html_report.discover(run_dir) if run_dir else {}).items()}
    for kind, path in (("ingest", ingest_path), ("access", access_path), ("gate", gate_path), ("drill", drill_path),
                       ("experiment", experiment_path)):
        if path:
            found[kind] = html_report.load_report(path, expect=kind)
    if not found:
        raise click.UsageError("nothing to render: pass RUN_DIR (a run directory) or --ingest/--access/--gate/--drill")
    if not output:
        if not run_dir:
            raise click.UsageError("pass -o FILE (without RUN_DIR there is no default place for the page)")
        output = str(Path(run_dir) / "report.html")
    path, decision, verdicts, extras, page = write_page(found, output, policy_path, eval_path, run_by)
    if fmt == "json":
        emit_json({"report": str(path), "decision": decision, "sections": verdicts, "notes": extras["notes"],
                   "bytes": len(page.encode())})
    else:
        click.echo(f"Decision {decision} (" + ", ".join(f"{k} {v}" for k, v in verdicts.items()) + ")")
        for note in extras["notes"]:
            click.echo(f"  note: {note}")
        click.echo(f"Report: {path}")


def _index(run_dir, output, fmt) -> None:
    import os

    from kbgate.app.html_report.index import write_index

    folder = run_dir or _default_index_dir(os.environ.get("KBGATE_HOME", ".kbgate"))
    path, rows = write_index(folder, output)
    if fmt == "json":
        emit_json({"index": str(path), "runs": rows})
        return
    click.echo(f"Index of {len(rows)} run(s) in {folder}: {path}")


def _default_index_dir(workdir: str) -> str:
    """The project's report_dir, else WORKDIR/reports (where releases write) when it exists, else WORKDIR/runs."""
    from kbgate.app.project import load_project

    project = (click.get_current_context().find_root().obj or {}).get("project")
    report_dir = load_project(project)[0].report_dir if project else None
    reports = Path(workdir) / "reports"
    return report_dir or str(reports if reports.is_dir() else Path(workdir) / "runs")


def write_page(found: dict, output, policy_path: str | None = None, eval_path: str | None = None,
               run_by: str | None = None, notes: list[str] = ()):
    """Render ``found`` (kind -> (path, report)) as one page at ``output``:
    ``(path, decision, section verdicts, extras, page)``."""
    import importlib.metadata

    from kbgate.app import html_report
    from version_gate.promote import who

    reports = {k: data for k, (_, data) in found.items()}
    extras = _extras(reports, policy_path, eval_path)
    extras["notes"] = [*notes, *extras["notes"]]
    extras.update(by=run_by or who(), kbgate_version=importlib.metadata.version("kbgate"),
                  sources=[str(p) for _, (p, _) in sorted(found.items())],
                  next_steps=html_report.next_steps(reports, {k: str(p) for k, (p, _) in found.items()}))
    page = html_report.render(reports, extras)
    path = html_report.write(output, page)
    verdicts = html_report.section_verdicts(reports)
    return path, html_report.overall(verdicts), verdicts, extras, page


def render_step_reports(paths: dict[str, str], output, outcome=None, policy_path: str | None = None) -> Path:
    """The HTML page over the step reports of a release (``version_gate.release.run_release``'s ``render``);
    the release's decision and every step that did not pass head the page's notes."""
    from kbgate.app import html_report

    found = {kind: html_report.load_report(p, expect=kind) for kind, p in paths.items()}
    notes = []
    if outcome is not None:
        notes.append(f"release {outcome.run_id}: {outcome.decision}"
                     + (f", stopped at {outcome.stopped_at}" if outcome.stopped_at else ""))
        notes += [f"{s.step}: {s.status}: {s.summary}" for s in outcome.steps if s.status != "passed"]
    return write_page(found, output, policy_path, notes=notes)[0]


def _extras(reports: dict, policy_path: str | None, eval_path: str | None) -> dict:
    """What the page needs from the wings: metric names, gate lines, masked case details, canaries."""
    gate = reports.get("gate")
    notes: list[str] = []
    policy, policy_matches = _policy(gate, policy_path, reports, notes)
    extras: dict = {"notes": notes, "canaries": _canaries(policy, reports.get("ingest"))}
    if gate:
        from version_gate.report import headline_metrics

        extras["headline"] = headline_metrics(gate)
        extras["lower"] = ["false_retrieval_rate", "unauthorized_hits", "stale_hits"]
        extras["lines"] = _lines(gate, policy if policy_matches else None)
        extras["cases"] = _case_details(gate, policy, reports.get("ingest"), eval_path, notes)
    return extras


def _policy(gate: dict | None, policy_path: str | None, reports: dict, notes: list[str]):
    """The policy (explicit, else the gate's file) and whether its hash equals the reports'."""
    from kbgate.app.commands._policy import load_checked_policy

    path = policy_path or (gate or {}).get("policy", {}).get("path")
    if not path or not Path(path).is_file():
        if any(k in reports for k in ("gate", "access")):
            notes.append("no policy file: gate lines come from the gate report only, and failed cases' queries "
                         "and anchors are not shown (pass --policy)")
        return None, False
    policy = load_checked_policy(path)
    wanted = {r["policy"]["hash"] for r in reports.values() if isinstance(r.get("policy"), dict)}
    matches = not wanted or policy.digest() in wanted
    if not matches:
        notes.append(f"policy {path} is not the one the reports were run with (sha256 differs); its lines are not "
                     "drawn, the gate report's own lines are")
    return policy, matches


def _canaries(policy, ingest: dict | None) -> list[str]:
    """Injection placeholders of the policy (or the check's default) and any placeholder ingest found."""
    from ingest_checks.injection import InjectionParams

    cfg = policy.check_config("injection") if policy else {}
    found = InjectionParams.model_validate({"placeholders": cfg["placeholders"]} if cfg.get("placeholders") else {})
    out = set(found.placeholders)
    out |= {f["evidence"] for f in (ingest or {}).get("findings", [])
            if f["code"] == "INJECTION_PLACEHOLDER" and f.get("evidence")}
    return sorted(out, key=len, reverse=True)


def _lines(gate: dict, policy) -> dict:
    """metric -> {higher, max_regression, scopes: {scope: {warn, block}}}: from the policy when it is the
    gate's, else from the lines the gate report recorded."""
    from kbgate.policy import GATE_METRICS
    from version_gate.decision import merged_lines, metric_key

    s = gate["settings"]
    out: dict[str, dict] = {}
    if policy is not None:
        for metric, rule in merged_lines(policy).items():
            key = metric_key(metric, s["k"], s["primary_k"])
            scopes = {"all": {"warn": rule.warn, "block": rule.block}}
            scopes |= {f"risk:{r}": {"warn": th.warn, "block": th.block} for r, th in rule.by_risk.items()}
            out[key] = {"higher": GATE_METRICS.get(metric, "higher") == "higher",
                        "max_regression": rule.max_regression, "scopes": scopes}
        return out
    for row in gate["lines"]:
        rule = out.setdefault(row["metric"], {"higher": True, "max_regression": None, "scopes": {}})
        if row["line"] == "max_regression":
            rule["max_regression"] = row["threshold"]
        elif row["line"] in ("warn", "block", "block/warn") and row["threshold"] is not None:
            rule["scopes"].setdefault(row["scope"], {})[row["line"].split("/")[0]] = row["threshold"]
    return out


def _case_details(gate: dict, policy, ingest: dict | None, eval_path: str | None, notes: list[str]) -> dict:
    """case_id -> masked query, gold doc ids and masked anchors, for the failed and regressed cases.

    Read only from the eval set the gate ran (its sha256 must match). A query or anchor is
    withheld when a gold document is above the levels every role may read, or its level is unknown.
    """
    from kbgate.evalset import eval_set_digest, load_eval_set

    path = eval_path or gate["eval"].get("path")
    if policy is None:
        return {}
    if not path or not Path(path).is_file() or eval_set_digest(path) != gate["eval"]["hash"]:
        notes.append("the gate's eval set is not available unchanged (pass --eval): failed cases show query "
                     "hashes, not queries")
        return {}
    from access_tests.report import mask_snippet, open_levels
    from ingest_checks.pii import mask_pii

    wanted = {c["case_id"] for c in gate["cases"] if c["status"] != "ok" or c.get("regressed")}
    levels = policy.classification_levels
    worst: dict[str, str] = {}
    for doc_id, cls in _labels(gate, ingest):
        if cls in levels and levels.index(cls) >= levels.index(worst.get(doc_id, levels[0])):
            worst[doc_id] = cls
    lowest = sorted(open_levels(policy), key=levels.index)[:1] or [None]
    out = {}
    for case in load_eval_set(path):
        if case.case_id not in wanted:
            continue
        gold = [ev.doc_id for ev in case.relevant]
        level = max((worst.get(doc) for doc in gold), key=lambda c: levels.index(c) if c in levels else len(levels),
                    default=lowest[0])
        anchors = [(ev, mask_snippet(ev.anchor, worst.get(ev.doc_id), policy)) for ev in case.relevant]
        query = mask_snippet(case.query, level, policy)
        if not query.startswith("[withheld"):
            query = mask_pii(" ".join(case.query.split()))  # not cut to a snippet's length
        out[case.case_id] = {"query": query, "gold_docs": gold,
                             "anchors": [(ev.doc_id, shown) for ev, shown in anchors],
                             "withheld": [ev.anchor for ev, shown in anchors if shown.startswith("[withheld")]}
    return out


def _labels(gate: dict, ingest: dict | None) -> list[tuple[str, str | None]]:
    """(doc_id, classification) of every document version: from the ingest report, else from the manifest
    of the corpus the gate named, if that manifest is unchanged. Documents missing here stay withheld."""
    if ingest:
        return [(d["doc_id"], d.get("classification")) for d in ingest.get("documents", []) if d.get("doc_id")]
    corpus = gate.get("corpus") or {}
    if not corpus.get("path"):
        return []
    from kbgate.corpus.manifest import read_manifest
    from kbgate.errors import InputError
    from version_gate.gate.inputs import manifest_hash

    try:
        if manifest_hash(corpus["path"]) != corpus.get("manifest_hash"):
            return []
        return [(rec.doc_id, rec.classification) for _, rec in read_manifest(corpus["path"]).records]
    except (InputError, OSError):
        return []


COMMANDS = [report]
