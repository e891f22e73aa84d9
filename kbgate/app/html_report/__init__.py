"""One self-contained HTML page from kbgate's JSON reports (``kbgate report``).

The page reads only reports: the ingest report (``kbgate.ingest-report/1``), the access
report (``kbgate.access-report/1``), the gate report (``kbgate.gate-report/1``) and a drill
outcome (``kbgate drill --format json``, or the last ``drill`` record of an audit log).
It never reads a document. Text in those reports is already masked; on top of that every
string is HTML-escaped, the ``canaries`` passed in are replaced by ``[canary]`` before
rendering, and leak snippets of deleted documents are withheld.

The page has inline CSS and SVG only, a Content-Security-Policy that forbids every network
load, and one optional inline script (table sorting) allowed by its hash. It reads well
without JavaScript, in a narrow window and on paper.

Decision badge: the most severe of the sections' verdicts (see :func:`section_verdicts`).
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import json
import re
from pathlib import Path

from kbgate.app.html_report import charts
from kbgate.app.html_report.parts import e, fmt, table
from kbgate.errors import InputError

SCHEMAS = {"kbgate.ingest-report/1": "ingest", "kbgate.access-report/1": "access", "kbgate.gate-report/1": "gate",
           "kbgate.experiment-report/1": "experiment"}
SECTIONS = ("ingest", "access", "gate", "drill")
SEVERITY = {"PASS": 0, "WARN": 1, "BLOCK": 2}
ACTION_RANK = {"info": 0, "flag": 1, "redact": 2, "quarantine": 3, "block": 4}
DRILL_KEYS = {"sandbox", "time_to_rollback_ms", "failed_reads", "mixed_reads"}
MAX_ROWS = 200


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


def overall(verdicts: dict[str, str]) -> str:
    return max(verdicts.values(), key=lambda v: SEVERITY.get(v, 2), default="PASS")


# ---------------------------------------------------------------------------------------------
# small HTML helpers
# ---------------------------------------------------------------------------------------------


def badge(verdict: str, big: bool = False, elem_id: str | None = None) -> str:
    ident = f' id="{elem_id}"' if elem_id else ""
    return f'<span{ident} class="badge {verdict.lower()}{" big" if big else ""}">{e(verdict)}</span>'


def more(shown: int, total: int, where: str) -> str:
    return f'<p class="note">Showing {shown} of {total}; the rest are in {e(where)}.</p>' if total > shown else ""


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


def header(reports: dict[str, dict], verdicts: dict[str, str], meta: dict) -> str:
    decision = overall(verdicts)
    decided_by = [k for k, v in verdicts.items() if v == decision]
    ident = identity(reports)
    facts = "".join(f"<dt>{e(k)}</dt><dd><code>{e(v) if v else '-'}</code></dd>" for k, v in ident.items())
    facts += f"<dt>run by</dt><dd>{e(meta.get('by') or 'unknown')}</dd>"
    facts += f"<dt>rendered</dt><dd>{e(meta.get('rendered_at'))}</dd>"
    per = " ".join(f'<a href="#{k}">{e(k)}</a> {badge(v)}' for k, v in verdicts.items())
    warnings = "".join(f'<p class="callout warn">{e(w)}</p>' for w in consistency(reports) + meta.get("notes", []))
    return (f'<header><div class="headline">{badge(decision, big=True, elem_id="decision")}'
            f'<div><h1>kbgate release report</h1><p class="sub">Decision {e(decision)} '
            f'(decided by {e(", ".join(decided_by) or "-")}). Sections: {per}</p></div></div>'
            f'<dl class="facts">{facts}</dl>'
            + table(["section", "run", "time"], _runs(reports), cls="runs") + warnings + "</header>")


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


def ingest_section(r: dict) -> str:
    c = r["conservation"]
    holds = "holds" if c.get("holds", True) else "DOES NOT HOLD"
    worst: dict[str, str] = {}
    for f in r["findings"]:
        if ACTION_RANK.get(f["action"], 0) >= ACTION_RANK.get(worst.get(f["code"], "info"), 0):
            worst[f["code"]] = f["action"]
    bars = sorted(r["counts_by_code"].items(), key=lambda kv: (-kv[1], kv[0]))
    chart = charts.bar_chart([(code, n, f"act-{worst.get(code, 'info')}") for code, n in bars],
                             "Findings by reason code") if bars else '<p class="callout pass">No findings.</p>'
    by_doc: dict[str, list[dict]] = {}
    for f in r["findings"]:
        by_doc.setdefault(f"{f['doc_id']}@{f['version']}", []).append(f)
    held = [d for d in r["documents"] if d["state"] != "accepted"]
    held.sort(key=lambda d: (d["state"] != "quarantined", d["doc"]))
    rows = []
    for d in held[:MAX_ROWS]:
        stopping = [f for f in by_doc.get(d["doc"], []) if ACTION_RANK.get(f["action"], 0) >= ACTION_RANK["redact"]]
        evidence = "<br>".join(f"<b>{e(f['code'])}</b> {e(f.get('evidence') or '')}" for f in stopping[:4])
        if len(stopping) > 4:
            evidence += f"<br>… {len(stopping) - 4} more"
        if not evidence:
            found = by_doc.get(d["doc"], [])
            evidence = e(d.get("where") or "; ".join(f"{f['code']}: {f['message']}" for f in found[:2]))
        rows.append([d["doc"], d["state"], d.get("classification") or "-", ", ".join(d.get("codes", [])), evidence,
                     d.get("released_by") or ""])
    states = {d["doc"]: d["state"] for d in r["documents"]}
    clusters = duplicate_clusters(r["findings"], states)
    dup_rows = [[cl["canonical"], cp["doc"], cp["code"], cp["similarity"] or "-", cp["state"]]
                for cl in clusters for cp in cl["copies"]]
    return (
        f'<section id="ingest"><h2>Ingest {badge(ingest_verdict(r))}</h2>'
        f'<p>Run <code>{e(r["run_id"])}</code>, corpus <code>{e(r["corpus"]["path"])}</code>, as of {e(r["as_of"])}, '
        f'staging version <code>{e(r.get("staging_version") or "-")}</code>.</p>'
        f'<p class="conservation">input {c["input"]} = accepted {c["accepted"]} + accepted with redactions '
        f'{c["accepted_redacted"]} + quarantined {c["quarantined"]} + rejected {c["rejected"]} '
        f'<span class="badge {"pass" if c.get("holds", True) else "block"}">{holds}</span></p>'
        f'<h3>Findings by reason code</h3><figure id="findings-chart">{chart}'
        f'<figcaption>Bar colour: the strictest action taken on the code '
        f'<span class="key act-quarantine"></span> quarantine/block <span class="key act-redact"></span> redact '
        f'<span class="key act-flag"></span> flag <span class="key act-info"></span> info.</figcaption></figure>'
        f"<h3>Documents held back or changed ({len(held)})</h3>"
        + (table(["document", "state", "classification", "codes", "masked evidence", "released by"], rows,
                 raw_cols=(4,)) + more(len(rows), len(held), "report.json") if held else "<p>None.</p>")
        + f"<h3>Duplicate clusters ({len(clusters)})</h3>"
        + (table(["kept (canonical)", "copy", "code", "similarity", "copy state"], dup_rows)
           if dup_rows else "<p>No duplicates.</p>")
        + "</section>")


# ---------------------------------------------------------------------------------------------
# access
# ---------------------------------------------------------------------------------------------
def access_section(r: dict) -> str:
    v, m = r["verdict"], r["matrix"]
    total = sum(n for row in m["cells"].values() for n in row.values())
    verdict = "PASS" if v["passed"] else "BLOCK"
    reasons = "".join(f"<li>{e(x)}</li>" for x in v["reasons"])
    if total == 0:
        banner = (f'<p class="callout pass">0 leaks: no actor received a chunk it may not see '
                  f'({len(m["rows"])} actors × {len(m["columns"])} tenant/classification cells, all zero).</p>')
    else:
        banner = f'<p class="callout block">{total} leaked chunk(s) across the matrix.</p>'
    heat = charts.heatmap(m["rows"], m["columns"], m["cells"], "Leak matrix: actor x owning tenant/classification")
    parts = [f'<section id="access"><h2>Access {badge(verdict)}</h2>',
             f'<p>Run <code>{e(r["run_id"])}</code> on {e(r["target"]["description"])}; mode {e(r.get("mode"))}.</p>',
             f"<ul>{reasons}</ul>" if reasons else "",
             f'<h3>Leak matrix</h3>{banner}<figure id="leak-matrix" data-leaks="{total}">{heat}'
             "<figcaption>Rows: the actor (tenant/role; <code>*</code> is the index itself). Columns: the owning "
             "tenant and classification of the chunk. Cells: leaked chunks (0 is a pass).</figcaption></figure>"]
    ex = r.get("exhaustive")
    if ex:
        parts.append(f'<p>Exhaustive proof on <code>{e(ex["version"])}</code>: {ex["points"]} points, '
                     f'{sum(ex["admitted"].values())} admitted chunk checks over {len(ex["admitted"])} actors, '
                     f'{ex["leaks"]} leaks; deleted documents still indexed: '
                     f'{sum(1 for n in ex["deleted_counts"].values() if n)} of {len(ex["deleted_counts"])}.</p>')
    if r["probe_kinds"]:
        parts += ["<h3>Probes by kind</h3>",
                  table(["kind", "sent", "leaks", "inconclusive"],
                        [[k, c["sent"], c["leaks"], c["inconclusive"]] for k, c in r["probe_kinds"].items()])]
    cov = r.get("coverage")
    if cov:
        parts += ["<h3>Coverage</h3>", table(["what", "reached", "of", "share"], [
            ["restricted documents probed", cov["restricted_docs"]["probed"], cov["restricted_docs"]["required"],
             f'{cov["restricted_docs"]["share"]:.1%}'],
            ["chunks returned at least once", cov["chunks"]["returned"], cov["chunks"]["total"],
             f'{cov["chunks"]["share"]:.1%}'],
            ["actor pairs exercised", cov["actor_pairs"]["exercised"], cov["actor_pairs"]["required"],
             f'{cov["actor_pairs"]["share"]:.1%}']], cls="plain")]
    leaks = r["leaks"]
    rows = [[x["actor"], x["kind"], x["probe_kind"], x["variant"], x["channel"], (x.get("query_hash") or "-")[:12],
             x["chunk_id"], x.get("hits", 1),
             "[withheld: deleted document]" if x["kind"] == "deleted" else x.get("snippet", "")]
            for x in leaks[:MAX_ROWS]]
    parts.append(f"<h3>Leaks ({len(leaks)})</h3>")
    parts.append(table(["actor", "kind", "probe", "variant", "channel", "query hash", "chunk", "hits",
                        "masked snippet"], rows) + more(len(rows), len(leaks), "access-report.json")
                 if leaks else "<p>None.</p>")
    w = r.get("warnings", {})
    parts.append(f'<p class="note">Warnings: {len(w.get("stale_served", []))} STALE_SERVED, '
                 f'{len(w.get("unattributable", []))} UNATTRIBUTABLE_CHUNK.</p></section>')
    return "".join(parts)


# ---------------------------------------------------------------------------------------------
# gate
# ---------------------------------------------------------------------------------------------
def _row_class(cmp: dict | None, alpha: float, lower: bool) -> str:
    if not cmp or cmp.get("p") is None or cmp["p"] >= alpha or not cmp["delta"]:
        return ""
    worse = cmp["delta"] > 0 if lower else cmp["delta"] < 0
    return "worse" if worse else "better"


def metric_table(r: dict, metrics: list[str], lower: set[str]) -> str:
    """Scope (rows) x metric (columns); a cell holds the candidate and baseline values, Δ, its CI and p,
    shaded when the change is significant."""
    alpha = r["settings"]["alpha"]
    scopes = r["metrics"]["scopes"]
    metrics = [m for m in metrics if any(m in v for v in scopes.values())]
    head = "".join(f"<th>{e(m)}</th>" for m in ["scope", "cases", *metrics])
    body = []
    for scope, values in scopes.items():
        cells = [f"<td>{e(scope)}</td><td>{e(r['metrics']['n_cases'].get(scope, '-'))}</td>"]
        for m in metrics:
            cell = values.get(m)
            if cell is None:
                cells.append("<td>-</td>")
                continue
            cmp = cell.get("compare") or {}
            text = f"<b>{e(fmt(cell['candidate']))}</b>"
            if cell.get("baseline") is not None:
                text += f' <span class="note">base {e(fmt(cell["baseline"]))}</span>'
            if cmp:
                ci = cmp.get("ci")
                text += (f"<br>Δ {cmp['delta']:+.3f}" + (f" [{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "")
                         + (f" p={cmp['p']:.3f}" if cmp.get("p") is not None else ""))
            cls = _row_class(cmp, alpha, m in lower)
            cells.append(f'<td class="{cls}">{text}</td>' if cls else f"<td>{text}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return (f'<div class="scroll"><table class="pivot"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}'
            "</tbody></table></div>")


def forest(r: dict, metrics: list[str], lines: dict) -> str:
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
    if not panels:
        return "<p>No metric to plot.</p>"
    legend = ("Squares: Δ per scope, bars: its confidence interval; red squares are significantly worse, green "
              "significantly better. Short ticks: the Δ at which the candidate would reach that scope's "
              '<span class="keyline warn"></span> warn or <span class="keyline block"></span> block line; a dashed '
              "line is the policy's max_regression (blocks when significant).") if has_baseline else (
              "First release (no baseline): the candidate's value per scope, with the scope's "
              '<span class="keyline warn"></span> warn and <span class="keyline block"></span> block lines.')
    return f'<figure id="forest-plot"><div class="panels">{"".join(panels)}</div><figcaption>{legend}</figcaption></figure>'


def _chunks_cell(chunks: list[str], gold: set[str], k: int) -> str:
    out = []
    for c in chunks[:k]:
        doc = c.split("@", 1)[0]
        out.append(f"<mark><code>{e(c)}</code></mark>" if doc in gold else f"<code>{e(c)}</code>")
    return "<br>".join(out) or "-"


def _mask_detail(detail: str, case: dict) -> str:
    """A root-cause detail without withheld anchors; with no case details at all, every quoted part is cut."""
    if not case:
        return re.sub(r"'[^']*'", "'…'", detail)
    for anchor in case.get("withheld", []):
        detail = detail.replace(anchor, "[withheld]")
    return detail


def regressed_cases(r: dict, details: dict) -> str:
    k = r["settings"]["primary_k"]
    cases = [c for c in r["cases"] if c["status"] != "ok" or c.get("regressed")]
    cases.sort(key=lambda c: (not c.get("regressed"), c["risk"], c["case_id"]))
    rows = []
    for c in cases[:MAX_ROWS]:
        d = details.get(c["case_id"], {})
        gold = set(d.get("gold_docs", []))
        if c.get("root_cause") and c["root_cause"].get("doc_id"):
            gold.add(c["root_cause"]["doc_id"])
        query = e(d["query"]) if d.get("query") else f'<span class="note">query hash {e(c["query_hash"][:12])}</span>'
        anchors = "<br>".join(f"{e(doc)}: {e(a)}" for doc, a in d.get("anchors", [])) or "-"
        cause = dict(c.get("root_cause") or {})
        cause["detail"] = _mask_detail(cause.get("detail") or "", d)
        rows.append([f"{e(c['case_id'])}<br><small>{e(c['risk'])}/{e(c['stratum'])}</small>",
                     e(c["status"]) + (" (regressed)" if c.get("regressed") and c["status"] != "regressed" else ""),
                     query, anchors, f"<b>{e(cause.get('code', '-'))}</b> {e(cause.get('detail', ''))}",
                     _chunks_cell((c.get("candidate") or {}).get("chunks") or [], gold, k),
                     _chunks_cell((c.get("baseline") or {}).get("chunks") or [], gold, k)])
    if not rows:
        return "<p>No failed or regressed case.</p>"
    headers = ["case", "status", "query (masked)", "gold anchors (masked)", "root cause", f"candidate top {k}",
               f"baseline top {k}"]
    if not r["baseline"].get("version"):
        headers, rows = headers[:-1], [row[:-1] for row in rows]
    return (table(headers, rows, cls="sortable cases", raw_cols=tuple(range(len(headers))))
            + '<p class="note">Highlighted chunks belong to a gold document.</p>'
            + more(len(rows), len(cases), "the gate's report.json"))


def gate_section(r: dict, extras: dict) -> str:
    b, c, ev = r["baseline"], r["candidate"], r["eval"]
    metrics = [m for m in extras.get("headline", []) if m in r["metrics"]["scopes"].get("all", {})] or \
        [m for m in r["metrics"]["scopes"].get("all", {}) if not m.startswith("latency")]
    lower = set(extras.get("lower", ()))
    reasons = "".join(f"<li>{e(x)}</li>" for x in r["reasons"])
    latency = {side: [x[side]["latency_ms"] for x in r["cases"] if (x.get(side) or {}).get("latency_ms") is not None]
               for side in ("candidate", "baseline")}
    latency = {f"{side} {(r[side].get('version') or '')[:28]}": v for side, v in latency.items() if v}
    forest_metrics = [m for m in metrics if m not in ("unauthorized_hits",)]
    drift = r.get("acl_drift", {}).get("widened") or []
    return (
        f'<section id="gate"><h2>Gate {badge(r["decision"])}</h2>'
        f'<p>Run <code>{e(r["run_id"])}</code>: candidate <code>{e(c["version"])}</code> vs baseline '
        f'<code>{e(b["version"] or "none (first release)")}</code>; eval set <code>{e(ev["name"])}</code> '
        f'({ev["scored"]} cases scored, sha256 <code>{e(ev["hash"][:16])}</code>)'
        + (" — smoke sample, not a release gate" if r.get("smoke") else "") + ".</p>"
        + (f"<ul>{reasons}</ul>" if reasons else "")
        + "<h3>Stratum × metric</h3>" + metric_table(r, metrics, lower)
        + '<p class="note">Bold: candidate; base: baseline; Δ with its confidence interval and paired p-value; '
          "red: significantly worse, green: significantly better.</p>"
        + "<h3>Forest plot</h3>" + forest(r, forest_metrics, extras.get("lines", {}))
        + "<h3>Failed and regressed cases</h3>" + regressed_cases(r, extras.get("cases", {}))
        + "<h3>Latency</h3>"
        + (f'<figure id="latency">{charts.latency_strip(latency, "Latency per query")}</figure>' if latency
           else "<p>No latency measured.</p>")
        + ("<h3>ACL drift</h3>" + table(["document", "added readers", "restricted"],
                                        [[w["doc_id"], ", ".join(w["added_readers"]), w["restricted"]] for w in drift])
           if drift else "")
        + "</section>")


# ---------------------------------------------------------------------------------------------
# drill
# ---------------------------------------------------------------------------------------------
def drill_section(d: dict) -> str:
    rows = [["sandbox alias", d.get("sandbox")], ["live version (untouched)", d.get("original")],
            ["degraded candidate", d.get("degraded")],
            ["gate on the degraded candidate", f"{d.get('gate_decision')} (run {d.get('gate_run_id')})"],
            ["time to detect", f"{fmt(d.get('time_to_detect_s'), 2)} s"],
            ["force-promote swap", f"{fmt(d.get('force_promote_ms'), 2)} ms"],
            ["rollback swap (time to roll back)", f"{fmt(d.get('time_to_rollback_ms'), 2)} ms"],
            ["reads served", f"{d.get('reads_total')} total, {d.get('reads_during_swaps')} during the swaps, "
                             f"{d.get('reads_on_degraded')} by the degraded candidate"],
            ["failed / mixed reads", f"{d.get('failed_reads')} / {d.get('mixed_reads')}"],
            ["after the rollback", f"rankings {'equal' if d.get('rankings_equal') else 'DIFFERENT'}, metrics "
                                   f"{'equal' if d.get('metrics_equal') else 'DIFFERENT'}"],
            ["wall time", f"{fmt(d.get('wall_s'), 2)} s"]]
    fails = "".join(f'<p class="callout block">{e(f)}</p>' for f in d.get("failures") or [])
    verdict = "PASS" if d.get("ok") else "BLOCK"
    return (f'<section id="drill"><h2>Rollback drill {badge(verdict)}</h2>{fails}'
            + table(["what", "measured"], rows, cls="plain") + "</section>")


# ---------------------------------------------------------------------------------------------
# page
# ---------------------------------------------------------------------------------------------
SCRIPT = """document.querySelectorAll("table.sortable").forEach(function (t) {
  t.querySelectorAll("th").forEach(function (th, i) {
    th.tabIndex = 0; th.title = "Sort";
    th.addEventListener("click", function () {
      var body = t.tBodies[0], rows = Array.prototype.slice.call(body.rows), dir = th.dataset.dir === "1" ? -1 : 1;
      rows.sort(function (a, b) {
        var x = a.cells[i].textContent.trim(), y = b.cells[i].textContent.trim(), nx = parseFloat(x), ny = parseFloat(y);
        return dir * (isNaN(nx) || isNaN(ny) ? x.localeCompare(y) : nx - ny);
      });
      th.dataset.dir = dir === 1 ? "1" : "-1";
      rows.forEach(function (r) { body.appendChild(r); });
    });
  });
});"""

CSS = """
:root{--pass:#1a7f37;--warn:#9a6700;--block:#cf222e;--ink:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#f6f8fa}
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans CJK SC",
"WenQuanYi Micro Hei",sans-serif;color:var(--ink);background:#fff}
main{max-width:1180px;margin:0 auto;padding:16px}h1{font-size:22px;margin:0}h2{font-size:19px;margin:28px 0 8px;
border-bottom:1px solid var(--line);padding-bottom:4px}h3{font-size:15px;margin:18px 0 6px}
header{border:1px solid var(--line);border-radius:8px;padding:14px;background:var(--bg)}
.headline{display:flex;gap:14px;align-items:center;flex-wrap:wrap}.sub{margin:4px 0 0;color:var(--muted)}
.sub a{color:inherit;margin-left:8px}
.badge{display:inline-block;border-radius:4px;padding:1px 8px;font-weight:700;font-size:12px;color:#fff;
vertical-align:middle;background:var(--muted)}.badge.big{font-size:26px;padding:6px 18px;border-radius:8px}
.badge.pass{background:var(--pass)}.badge.warn{background:var(--warn)}.badge.block{background:var(--block)}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:12px 0}.facts dt{color:var(--muted)}
.facts dd{margin:0;overflow-wrap:anywhere}code{font:12px ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.callout{border-left:4px solid;padding:6px 10px;margin:8px 0;background:var(--bg)}.callout.pass{border-color:var(--pass)}
.callout.warn{border-color:var(--warn)}.callout.block{border-color:var(--block)}.note{color:var(--muted);font-size:12px}
.scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse;font-size:12.5px;margin:6px 0}
th,td{border:1px solid var(--line);padding:3px 6px;text-align:left;vertical-align:top}th{background:var(--bg)}
table.sortable th{cursor:pointer}td.worse{background:#ffebe9}td.better{background:#dafbe1}
table.pivot td{white-space:nowrap}
td mark{background:#fff8c5}table.cases td:nth-child(n+6){min-width:16em}table.cases code{overflow-wrap:normal}figure{margin:8px 0}figcaption{color:var(--muted);font-size:12px}
svg.chart{width:100%;max-width:760px;height:auto;font:11px system-ui,sans-serif;display:block}
svg .axis{fill:var(--muted);font-size:10px}svg .num{font-size:10px}svg .paneltitle{font-weight:600;font-size:12px}
.bar.act-quarantine,.bar.act-block,.key.act-quarantine{fill:var(--block);background:var(--block)}
.bar.act-redact,.key.act-redact{fill:#bc4c00;background:#bc4c00}.bar.act-flag,.key.act-flag{fill:var(--warn);background:var(--warn)}
.bar.act-info,.key.act-info{fill:#8c959f;background:#8c959f}.key{display:inline-block;width:10px;height:10px;margin:0 2px 0 8px}
.cell.zero{fill:#dafbe1;stroke:#aceebb}.cell.leak{fill:var(--block)}.zeronum{fill:var(--pass)}.leaknum{fill:#fff;font-weight:700}
.grid{stroke:#eaeef2}.zero{stroke:var(--ink);stroke-width:1}.ci{stroke:var(--ink);stroke-width:2}
.pt{fill:var(--ink)}.pt.worse{fill:var(--block)}.pt.better{fill:var(--pass)}
.tick{stroke-width:3}.tick.warn,.vline.warn{stroke:var(--warn)}.tick.block,.vline.block{stroke:var(--block)}
.vline{stroke-dasharray:4 3;stroke-width:1.5}.keyline{display:inline-block;width:14px;height:3px;vertical-align:middle}
.keyline.warn{background:var(--warn)}.keyline.block{background:var(--block)}
.panels{display:grid;grid-template-columns:repeat(auto-fill,minmax(420px,1fr));gap:10px}
.dot.s0{fill:#0969da;fill-opacity:.45}.dot.s1{fill:#8250df;fill-opacity:.45}.box{fill:none;stroke:var(--ink)}
.median{stroke:var(--ink);stroke-width:2.5}.p95{stroke:var(--block);stroke-width:2}
footer{margin:32px 0 8px;color:var(--muted);font-size:12px;overflow-wrap:anywhere}
@media (max-width:640px){main{padding:8px}.panels{grid-template-columns:1fr}.badge.big{font-size:20px}
.facts{grid-template-columns:1fr}.facts dt{font-weight:600}}
@media print{body{font-size:11px}main{max-width:none;padding:0}header{background:none}
.scroll{overflow:visible}section,figure,tr{break-inside:avoid}h2{break-after:avoid}
.badge,.cell,.bar,td.worse,td.better{-webkit-print-color-adjust:exact;print-color-adjust:exact}
table.sortable th{cursor:auto}a{color:inherit;text-decoration:none}}
"""


def render(reports: dict[str, dict], extras: dict | None = None) -> str:
    """The whole page for ``reports`` (kind -> report) and the command's ``extras``:
    ``headline`` / ``lower`` (gate metric names), ``lines`` (thresholds per metric and scope),
    ``cases`` (case_id -> masked query, gold docs and anchors), ``canaries``, ``notes``, ``by``,
    ``sources`` (the files read)."""
    if not reports:
        raise InputError("no report to render; pass a run directory or --ingest/--access/--gate/--drill FILE")
    extras = extras or {}
    canaries = [c for c in extras.get("canaries", []) if c]
    reports = scrub(reports, canaries)
    extras = scrub(extras, canaries)
    verdicts = section_verdicts(reports)
    meta = {"by": extras.get("by"), "notes": extras.get("notes", []),
            "rendered_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
    body = [header(reports, verdicts, meta)]
    if "ingest" in reports:
        body.append(ingest_section(reports["ingest"]))
    if "access" in reports:
        body.append(access_section(reports["access"]))
    if "gate" in reports:
        body.append(gate_section(reports["gate"], extras))
    if "drill" in reports:
        body.append(drill_section(reports["drill"]))
    if "experiment" in reports:
        from kbgate.app.html_report.experiment import experiment_section

        body.append(experiment_section(reports["experiment"]))
    sources = "".join(f"<li><code>{e(s)}</code></li>" for s in extras.get("sources", []))
    body.append(f"<footer>Generated by kbgate {e(extras.get('kbgate_version', ''))}. Read from:<ul>{sources}</ul>"
                "Reports hold masked evidence, query hashes and chunk ids; this page adds no document text.</footer>")
    script_hash = base64.b64encode(hashlib.sha256(SCRIPT.encode()).digest()).decode()
    csp = f"default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-{script_hash}'"
    title = f"kbgate report: {overall(verdicts)}"
    page = ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f'<meta http-equiv="Content-Security-Policy" content="{csp}">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{e(title)}</title><style>{CSS}</style></head><body><main>" + "".join(body)
            + f"</main><script>{SCRIPT}</script></body></html>\n")
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
