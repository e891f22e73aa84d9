"""One self-contained HTML page from kbgate's JSON reports (``kbgate report``).

The page reads only reports: the ingest report (``kbgate.ingest-report/1``), the access
report (``kbgate.access-report/1``), the gate report (``kbgate.gate-report/1``) and a drill
outcome (``kbgate drill --format json``, or the last ``drill`` record of an audit log).
It never reads a document. Text in those reports is already masked; on top of that every
string is HTML-escaped, the ``canaries`` passed in are replaced by ``[canary]`` before
rendering, and leak snippets of deleted documents are withheld.

The markup is in ``templates/`` (jinja2 with autoescape and ``StrictUndefined``, one template per
section); this module turns the reports into the templates' data. The SVG charts (``charts``)
are the only HTML built in Python, from escaped labels.

The page has inline CSS and SVG only, a Content-Security-Policy that forbids every network
load, and one optional inline script (table sorting) allowed by its hash. It reads well
without JavaScript, in a narrow window and on paper.

Decision badge: the most severe of the sections' verdicts (see :func:`section_verdicts`).
"""

from __future__ import annotations

import base64
import datetime as dt
import functools
import hashlib
import json
import re
from pathlib import Path

from kbgate.app.html_report import charts
from kbgate.errors import InputError

SCHEMAS = {"kbgate.ingest-report/1": "ingest", "kbgate.access-report/1": "access", "kbgate.gate-report/1": "gate",
           "kbgate.experiment-report/1": "experiment"}
SECTIONS = ("ingest", "access", "gate", "drill")
SEVERITY = {"PASS": 0, "WARN": 1, "BLOCK": 2}
ACTION_RANK = {"info": 0, "flag": 1, "redact": 2, "quarantine": 3, "block": 4}
DRILL_KEYS = {"sandbox", "time_to_rollback_ms", "failed_reads", "mixed_reads"}
MAX_ROWS = 200
COLLAPSE_ROWS = 25  # a longer table is collapsed under a summary that counts its rows


# ---------------------------------------------------------------------------------------------
# loading
# ---------------------------------------------------------------------------------------------
def report_kind(data) -> str | None:
    """``ingest``, ``access``, ``gate`` or ``drill`` for a loaded report; None for anything else."""
    if not isinstance(data, dict):
        return None
    if data.get("schema") in SCHEMAS:
        return SCHEMAS[data["schema"]]
    return "drill" if DRILL_KEYS <= data.keys() else None


def _drill_from_audit(path: Path) -> dict:
    last = None
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            rec = json.loads(line)
        except ValueError:
            raise InputError(f"{path} line {n} is not JSON; pass the audit log STORE/audit.jsonl or the output of "
                             "`kbgate drill --format json`") from None
        if isinstance(rec, dict) and rec.get("kind") == "drill":
            last = rec
    if last is None:
        raise InputError(f"{path} holds no drill record; run `kbgate drill` first, or pass the file written by "
                         "`kbgate drill --format json > drill.json`")
    return {**last.get("details", {}), "ok": last.get("decision") == "passed", "at": last.get("at")}


def load_report(path: str | Path, expect: str | None = None) -> tuple[Path, dict]:
    """``(file, report)`` for one report file or, for ``expect``, the matching report in a run directory."""
    path = Path(path)
    if path.is_dir():
        found = discover(path)
        if expect not in found:
            raise InputError(f"{path} holds no {expect} report; pass the {expect} run's directory or its JSON file")
        return found[expect]
    if expect == "drill" and path.suffix == ".jsonl":
        return path, _drill_from_audit(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(f"report {path} not found; pass a file written by kbgate ingest, access, gate or drill") from None
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot read report {path} ({exc}); pass a JSON report written by kbgate") from None
    kind = report_kind(data)
    if kind is None or (expect and kind != expect):
        what = f"a {expect} report" if expect else "a kbgate report"
        raise InputError(f"{path} is not {what} (schema {data.get('schema') if isinstance(data, dict) else None!r}); "
                         "pass report.json of kbgate ingest/gate, access-report.json of kbgate access, or the "
                         "output of `kbgate drill --format json`")
    return path, data


def discover(run_dir: str | Path) -> dict[str, tuple[Path, dict]]:
    """The reports in ``run_dir`` and its immediate subdirectories, by kind; one of each kind at most."""
    run_dir = Path(run_dir)
    if not run_dir.is_dir():
        raise InputError(f"{run_dir} is not a directory; pass a run directory such as .kbgate/runs/RUN_ID")
    found: dict[str, list[tuple[Path, dict]]] = {}
    for path in sorted([*run_dir.glob("*.json"), *run_dir.glob("*/*.json")]):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        kind = report_kind(data)
        if kind:
            found.setdefault(kind, []).append((path, data))
    for kind, items in found.items():
        if len(items) > 1:
            raise InputError(f"{run_dir} holds {len(items)} {kind} reports ({', '.join(str(p) for p, _ in items)}); "
                             f"pass the one to render with --{kind} FILE")
    return {kind: items[0] for kind, items in found.items()}


def scrub(obj, canaries: list[str]):
    """``obj`` with every canary string replaced by ``[canary]`` (strings, lists and dicts, recursively)."""
    if not canaries:
        return obj
    if isinstance(obj, str):
        for c in canaries:
            obj = obj.replace(c, "[canary]")
        return obj
    if isinstance(obj, list):
        return [scrub(v, canaries) for v in obj]
    if isinstance(obj, dict):
        return {k: scrub(v, canaries) for k, v in obj.items()}
    return obj


# ---------------------------------------------------------------------------------------------
# verdicts
# ---------------------------------------------------------------------------------------------
def ingest_verdict(r: dict) -> str:
    """BLOCK when conservation fails or a finding blocks; WARN when a document was held back; else PASS."""
    c = r["conservation"]
    if not c.get("holds", True) or r.get("counts_by_action", {}).get("block"):
        return "BLOCK"
    return "WARN" if c.get("quarantined") or c.get("rejected") else "PASS"


def section_verdicts(reports: dict[str, dict]) -> dict[str, str]:
    """Per section: ingest (:func:`ingest_verdict`), access (passed: PASS, else BLOCK), gate (its
    decision), drill (passed: PASS, else BLOCK: a release path that was not rehearsed is not trusted)."""
    out = {}
    if "ingest" in reports:
        out["ingest"] = ingest_verdict(reports["ingest"])
    if "access" in reports:
        out["access"] = "PASS" if reports["access"]["verdict"]["passed"] else "BLOCK"
    if "gate" in reports:
        out["gate"] = reports["gate"]["decision"]
    if "drill" in reports:
        out["drill"] = "PASS" if reports["drill"].get("ok") else "BLOCK"
    return out


def next_steps(reports: dict[str, dict], paths: dict[str, str] | None = None) -> list[str]:
    """The commands that follow from the sections' verdicts, most severe section first."""
    paths = paths or {}
    verdicts = section_verdicts(reports)
    gate = reports.get("gate") or {}
    store = gate.get("store") or (reports.get("access") or {}).get("target", {}).get("store") or "STORE"
    candidate = (gate.get("candidate") or {}).get("version") or "CANDIDATE"
    out = []
    if verdicts.get("ingest") in ("WARN", "BLOCK"):
        out += ["kbgate quarantine list", "kbgate quarantine show Q_ID",
                'kbgate quarantine release Q_ID --reviewer NAME --reason "..."']
    if verdicts.get("access") == "BLOCK":
        out.append("kbgate trace CHUNK_ID   # a leaked chunk's provenance and ACL (the Access section lists them)")
    promote = (f"kbgate promote --store {store} --alias ALIAS --candidate {candidate} "
               f"--gate-report {paths.get('gate', 'GATE_REPORT')}")
    if verdicts.get("gate") == "BLOCK":
        out.append("fix the candidate (the root causes below), then re-run: kbgate release")
    elif verdicts.get("gate") == "WARN":
        out.append(promote + ' --accept-warn --reviewer NAME --reason "..."')
    elif verdicts.get("gate") == "PASS" and verdicts.get("access") != "BLOCK":
        out.append(promote)
    if verdicts.get("drill") == "BLOCK":
        out.append("kbgate drill --store STORE --alias ALIAS --policy POLICY --eval EVAL   # after fixing the cause")
    return out


def overall(verdicts: dict[str, str]) -> str:
    return max(verdicts.values(), key=lambda v: SEVERITY.get(v, 2), default="PASS")


def fmt(v, digits: int = 3) -> str:
    if v is None:
        return "-"
    return f"{v:.{digits}f}" if isinstance(v, float) else str(v)


def _run_time(run_id: str | None) -> str | None:
    try:
        return dt.datetime.strptime(str(run_id)[:16], "%Y%m%dT%H%M%SZ").replace(tzinfo=dt.UTC).isoformat()
    except ValueError:
        return None


# ---------------------------------------------------------------------------------------------
# header
# ---------------------------------------------------------------------------------------------
def _runs(reports: dict[str, dict]) -> list[list[str]]:
    rows = []
    for kind in SECTIONS:
        r = reports.get(kind)
        if r is None:
            continue
        run = r.get("run_id") or r.get("drill_id") or (f"gate {r['gate_run_id']}" if r.get("gate_run_id") else "-")
        when = r.get("created_at") or r.get("at") or _run_time(r.get("run_id") or r.get("gate_run_id")) or "-"
        rows.append([kind, run, str(when)])
    return rows


def identity(reports: dict[str, dict]) -> dict[str, str | None]:
    """Candidate, baseline, policy, eval and corpus hashes, from whichever report records them."""
    ing, acc, gate, drill = (reports.get(k) or {} for k in SECTIONS)
    candidate = (gate.get("candidate") or {}).get("version") or (acc.get("target") or {}).get("version") \
        or ing.get("staging_version") or drill.get("original")
    baseline = (gate.get("baseline") or {}).get("version") if gate else None
    return {
        "candidate": candidate,
        "baseline": baseline if baseline or not gate else "none (first release)",
        "policy": next((r["policy"].get("hash") for r in (gate, acc, ing) if r.get("policy")), None),
        "eval set": (gate.get("eval") or {}).get("hash"),
        "corpus": (ing.get("corpus") or {}).get("hash"),
    }


def consistency(reports: dict[str, dict]) -> list[str]:
    """Warnings when the sections describe different versions or policies."""
    out = []
    ing, acc, gate = (reports.get(k) or {} for k in ("ingest", "access", "gate"))
    versions = {k: v for k, v in (("ingest staging version", ing.get("staging_version")),
                                  ("access target", (acc.get("target") or {}).get("version")),
                                  ("gate candidate", (gate.get("candidate") or {}).get("version"))) if v}
    if len(set(versions.values())) > 1:
        out.append("The sections describe different index versions: "
                   + "; ".join(f"{k} {v}" for k, v in versions.items()) + ".")
    policies = {k: r["policy"].get("hash") for k, r in (("ingest", ing), ("access", acc), ("gate", gate))
                if r.get("policy")}
    if len(set(policies.values())) > 1:
        out.append("The sections were run under different policies: "
                   + "; ".join(f"{k} {str(v)[:12]}" for k, v in policies.items()) + ".")
    return out


# ---------------------------------------------------------------------------------------------
# ingest
# ---------------------------------------------------------------------------------------------
def duplicate_clusters(findings: list[dict], states: dict[str, str]) -> list[dict]:
    """Clusters of copies collapsed into their canonical document (from near_duplicate findings)."""
    clusters: dict[str, dict] = {}
    for f in findings:
        if f["code"] not in ("DUPLICATE", "NEAR_DUPLICATE"):
            continue
        ev = f.get("details") or {}
        doc = f"{f['doc_id']}@{f['version']}"
        if "cluster" in ev:
            key, canonical = ev["cluster"], ev.get("canonical", "?")
        else:
            key, canonical = "live index", "chunks already in the live index"
        c = clusters.setdefault(key, {"cluster": key, "canonical": canonical, "copies": []})
        similarity = ev.get("jaccard", ev.get("max_jaccard"))
        c["copies"].append({"doc": doc, "code": f["code"],
                            "similarity": f"{similarity:.3f}" if similarity is not None else None,
                            "state": states.get(doc, "-")})
    return list(clusters.values())


def ingest_section(r: dict) -> dict:
    """The ingest template's data: the findings chart, the documents held back (with the findings that
    stopped them) and the duplicate clusters."""
    worst: dict[str, str] = {}
    found: dict[str, list[dict]] = {}
    for f in r["findings"]:
        if ACTION_RANK.get(f["action"], 0) >= ACTION_RANK.get(worst.get(f["code"], "info"), 0):
            worst[f["code"]] = f["action"]
        found.setdefault(f"{f['doc_id']}@{f['version']}", []).append(f)
    bars = sorted(r["counts_by_code"].items(), key=lambda kv: (-kv[1], kv[0]))
    chart = charts.bar_chart([(code, n, f"act-{worst.get(code, 'info')}") for code, n in bars],
                             "Findings by reason code") if bars else None
    held = sorted((d for d in r["documents"] if d["state"] != "accepted"),
                  key=lambda d: (d["state"] != "quarantined", d["doc"]))
    stopping = {doc: [f for f in fs if ACTION_RANK.get(f["action"], 0) >= ACTION_RANK["redact"]]
                for doc, fs in found.items()}
    states = {d["doc"]: d["state"] for d in r["documents"]}
    return {"r": r, "verdict": ingest_verdict(r), "chart": chart, "held": held, "found": found, "stopping": stopping,
            "clusters": duplicate_clusters(r["findings"], states)}


def access_section(r: dict) -> dict:
    m = r["matrix"]
    return {"r": r, "total": sum(n for row in m["cells"].values() for n in row.values()),
            "heatmap": charts.heatmap(m["rows"], m["columns"], m["cells"],
                                      "Leak matrix: actor x owning tenant/classification")}


# ---------------------------------------------------------------------------------------------
# gate
# ---------------------------------------------------------------------------------------------
def _row_class(cmp: dict | None, alpha: float, lower: bool) -> str:
    if not cmp or cmp.get("p") is None or cmp["p"] >= alpha or not cmp["delta"]:
        return ""
    worse = cmp["delta"] > 0 if lower else cmp["delta"] < 0
    return "worse" if worse else "better"


def forest(r: dict, metrics: list[str], lines: dict) -> list:
    """One forest panel per metric: Δ (candidate − baseline) with its CI per scope. Ticks mark the Δ at
    which the candidate would cross that scope's warn/block line; a dashed line is ``max_regression``.
    Without a baseline the panels show the candidate values against the lines instead."""
    has_baseline = bool(r["baseline"].get("version"))
    panels = []
    for m in metrics:
        rule = lines.get(m, {})
        sign = 1 if rule.get("higher", True) else -1
        rows = []
        for scope, values in r["metrics"]["scopes"].items():
            cell = values.get(m)
            if cell is None or cell.get("candidate") is None:
                continue
            th = rule.get("scopes", {}).get(scope, {})
            cmp = cell.get("compare")
            if has_baseline:
                if not cmp or cell.get("baseline") is None:
                    continue
                ci = cmp.get("ci") or (None, None)
                ref = cell["baseline"]
                rows.append({"label": scope, "point": cmp["delta"], "lo": ci[0], "hi": ci[1],
                             "cls": _row_class(cmp, r["settings"]["alpha"], sign < 0),
                             "ticks": [(th[k] - ref, k) for k in ("warn", "block") if th.get(k) is not None]})
            else:
                rows.append({"label": scope, "point": cell["candidate"], "lo": None, "hi": None, "cls": "",
                             "ticks": [(th[k], k) for k in ("warn", "block") if th.get(k) is not None]})
        if not rows:
            continue
        vlines = [(-sign * rule["max_regression"], "block")] if has_baseline and rule.get("max_regression") else []
        if has_baseline:
            panels.append(charts.forest_plot(f"{m}: Δ candidate − baseline", rows, vlines=vlines))
        else:
            panels.append(charts.forest_plot(f"{m}: candidate value", rows, zero=None, domain=(0.0, 1.0)))
    return panels


def _mask_detail(detail: str, case: dict) -> str:
    """A root-cause detail without withheld anchors; with no case details at all, every quoted part is cut."""
    if not case:
        return re.sub(r"'[^']*'", "'…'", detail)
    for anchor in case.get("withheld", []):
        detail = detail.replace(anchor, "[withheld]")
    return detail


def regressed_cases(r: dict, details: dict) -> list[dict]:
    """Failed and regressed cases, regressed first, with their masked details, gold docs and root cause."""
    cases = [c for c in r["cases"] if c["status"] != "ok" or c.get("regressed")]
    cases.sort(key=lambda c: (not c.get("regressed"), c["risk"], c["case_id"]))
    out = []
    for c in cases:
        d = details.get(c["case_id"], {})
        cause = dict(c.get("root_cause") or {})
        gold = {*d.get("gold_docs", []), *([cause["doc_id"]] if cause.get("doc_id") else [])}
        cause["detail"] = _mask_detail(cause.get("detail") or "", d)
        out.append({"case": c, "details": d, "gold": gold, "cause": cause})
    return out


def gate_section(r: dict, extras: dict) -> dict:
    scopes = r["metrics"]["scopes"]
    metrics = [m for m in extras.get("headline", []) if m in scopes.get("all", {})] or \
        [m for m in scopes.get("all", {}) if not m.startswith("latency")]
    latency = {side: [x[side]["latency_ms"] for x in r["cases"] if (x.get(side) or {}).get("latency_ms") is not None]
               for side in ("candidate", "baseline")}
    latency = {f"{side} {(r[side].get('version') or '')[:28]}": v for side, v in latency.items() if v}
    return {"r": r, "lower": set(extras.get("lower", ())),
            "pivot": [m for m in metrics if any(m in v for v in scopes.values())],
            "forest": forest(r, [m for m in metrics if m != "unauthorized_hits"], extras.get("lines", {})),
            "cases": regressed_cases(r, extras.get("cases", {})),
            "latency": charts.latency_strip(latency, "Latency per query") if latency else None}


# ---------------------------------------------------------------------------------------------
# page
# ---------------------------------------------------------------------------------------------
@functools.cache
def _environment():
    """The templates' environment; jinja2 is imported here so that the CLI starts without it."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.PackageLoader(__name__), autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True, finalize=lambda v: "" if v is None else v)
    env.globals.update(fmt=fmt, row_class=_row_class, max_rows=MAX_ROWS, collapse_rows=COLLAPSE_ROWS)
    return env


def render(reports: dict[str, dict], extras: dict | None = None) -> str:
    """The whole page for ``reports`` (kind -> report) and the command's ``extras``:
    ``headline`` / ``lower`` (gate metric names), ``lines`` (thresholds per metric and scope),
    ``cases`` (case_id -> masked query, gold docs and anchors), ``canaries``, ``notes``, ``by``,
    ``sources`` (the files read). The markup is in ``templates/`` (autoescaped jinja2)."""
    if not reports:
        raise InputError("no report to render; pass a run directory or --ingest/--access/--gate/--drill FILE")
    extras = extras or {}
    canaries = [c for c in extras.get("canaries", []) if c]
    reports = scrub(reports, canaries)
    extras = scrub(extras, canaries)
    verdicts = section_verdicts(reports)
    build = {"ingest": ingest_section, "access": access_section, "gate": lambda r: gate_section(r, extras),
             "drill": lambda r: {"r": r},
             "experiment": lambda r: {"r": r, "numbers": [f"#{n + 1}" for n in range(len(r["variants"]))]}}
    env = _environment()
    script = env.get_template("sort.js").render()
    script_hash = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    decision = overall(verdicts)
    page = env.get_template("report.html").render(
        script_hash=script_hash, decision=decision, decided_by=[k for k, v in verdicts.items() if v == decision],
        verdicts=verdicts, identity=identity(reports), runs=_runs(reports), extras=extras,
        warnings=consistency(reports) + extras.get("notes", []),
        rendered_at=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        sections={kind: make(reports[kind]) for kind, make in build.items() if kind in reports})
    leftover = [c for c in canaries if c in page]
    if leftover:  # scrub() covers every string; this guards against a future code path that bypasses it
        raise RuntimeError(f"the page still holds {len(leftover)} canary string(s) after scrubbing")
    return page


def write(path: str | Path, page: str) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(page, encoding="utf-8")
    tmp.replace(path)
    return path


__all__ = ["SECTIONS", "discover", "load_report", "render", "report_kind", "section_verdicts", "write"]
