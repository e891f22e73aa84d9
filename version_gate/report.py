"""Gate reports: ``report.json`` (``kbgate.gate-report/1``), ``report.md`` and ``junit.xml``.

The Markdown report is a diff table (scope x metric: baseline, candidate, delta, CI,
p-value and a mark), the lines that decided, the ACL drift, then the failed and regressed
cases with their (masked) queries, grouped by root cause with a recommendation per group.
Reports hold chunk ids and query hashes, never chunk text; only the Markdown report shows
queries, masked (:func:`kbgate.audit.default_mask_text`).
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

HEADLINE = ("recall_at_{k}", "precision_at_{k}", "mrr", "ndcg_at_{kmax}", "hit_rate_at_{k}", "false_retrieval_rate",
            "version_correct_rate", "correct_refusal_rate", "faithfulness", "citation_correctness",
            "citation_completeness", "unauthorized_hits")


def _fmt(v, digits: int = 3) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.{digits}f}"
    return str(v)


def headline_metrics(report: dict) -> list[str]:
    s = report["settings"]
    return [m.format(k=s["primary_k"], kmax=max(s["k"])) for m in HEADLINE]


def mark(cmp: dict | None, alpha: float, lower: bool) -> str:
    """``=`` unchanged, ``?`` inconclusive, ``▼``/``▲`` significant worse/better, ``~`` changed within noise."""
    if not cmp:
        return ""
    if cmp["wins"] == cmp["losses"] == 0:
        return "="
    if cmp["inconclusive"]:
        return "?"
    if cmp["p"] is not None and cmp["p"] < alpha:
        worse = cmp["delta"] > 0 if lower else cmp["delta"] < 0
        return "▼" if worse else "▲"
    return "~"


def decision_table(report: dict) -> list[list[str]]:
    """Rows of scope x headline metric: baseline, candidate, delta, CI, p, mark (also printed by the CLI)."""
    rows = []
    alpha = report["settings"]["alpha"]
    for scope, metrics in report["metrics"]["scopes"].items():
        for m in headline_metrics(report):
            cell = metrics.get(m)
            if cell is None:
                continue
            cmp = cell.get("compare")
            ci = cmp.get("ci") if cmp else None
            rows.append([scope, m, _fmt(cell.get("baseline")), _fmt(cell["candidate"]),
                         f"{cmp['delta']:+.3f}" if cmp else "-",
                         f"[{ci[0]:+.3f}, {ci[1]:+.3f}]" if ci else "-",
                         _fmt(cmp.get("p")) if cmp else "-",
                         mark(cmp, alpha, m in ("false_retrieval_rate", "unauthorized_hits"))])
    return rows


PIVOT = (("R@{k}", "recall_at_{k}"), ("P@{k}", "precision_at_{k}"), ("MRR", "mrr"), ("nDCG@{kmax}", "ndcg_at_{kmax}"),
         ("FalseRet", "false_retrieval_rate"), ("VerOK", "version_correct_rate"), ("Unauth", "unauthorized_hits"))


def pivot_table(report: dict) -> list[list[str]]:
    """Scope x headline metric, header row first. A cell is the candidate value, followed with a
    baseline by the delta and its mark (see :func:`mark`)."""
    s = report["settings"]
    cols = [(label.format(k=s["primary_k"], kmax=max(s["k"])), key.format(k=s["primary_k"], kmax=max(s["k"])))
            for label, key in PIVOT]
    rows = [["scope", *(label for label, _ in cols)]]
    for scope, metrics in report["metrics"]["scopes"].items():
        row = ["all (macro)" if scope == "all" else scope]
        for _, key in cols:
            cell = metrics.get(key)
            if cell is None:
                row.append("-")
                continue
            value = f"{cell['candidate']:.0f}" if key == "unauthorized_hits" else f"{cell['candidate']:.3f}"
            cmp = cell.get("compare")
            if cmp:
                m = mark(cmp, s["alpha"], key in ("false_retrieval_rate", "unauthorized_hits"))
                value += f" ({cmp['delta']:+.3f}{m})" if m != "=" else " (=)"
            row.append(value)
        rows.append(row)
    return rows


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|")


def aligned(rows: list[list[str]]) -> list[str]:
    """Rows as text lines with columns padded to their widest cell."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]


def markdown(report: dict, queries: dict[str, str] | None = None) -> str:
    """The Markdown report; ``queries`` maps case ids to (masked) query text for the case lists."""
    queries = queries or {}
    c, b, e = report["candidate"], report["baseline"], report["eval"]
    out = [f"# Gate {report['run_id']}: **{report['decision']}**", "",
           f"- candidate: `{c['version']}` (fingerprint `{str(c['fingerprint'])[:16]}`)",
           f"- baseline: `{b['version'] or 'none (first release)'}`"
           + (f" (fingerprint `{str(b['fingerprint'])[:16]}`)" if b["version"] else ""),
           f"- eval set: `{e['name']}` sha256 `{e['hash'][:16]}`, {e['scored']} case(s) scored"
           + (" (smoke sample: not a release gate)" if report["smoke"] else ""),
           f"- policy sha256 `{report['policy']['hash'][:16]}`; K = {', '.join(map(str, report['settings']['k']))}",
           ""]
    if report["reasons"]:
        out += ["## Reasons", ""] + [f"- {r}" for r in report["reasons"]] + [""]
    pivot = pivot_table(report)
    out += ["## Decision table", "", "| " + " | ".join(pivot[0]) + " |", "|" + "---|" * len(pivot[0])]
    out += ["| " + " | ".join(r) + " |" for r in pivot[1:]]
    out += ["", "## Metrics", "", "| scope | metric | baseline | candidate | Δ | CI | p | mark |",
            "|---|---|---|---|---|---|---|---|"]
    out += ["| " + " | ".join(r) + " |" for r in decision_table(report)]
    lat = report["metrics"]["latency"]
    out += ["", "Latency (ms, one query at a time): " + "; ".join(
        f"{side} p50 {_fmt(v['p50'], 1)} p95 {_fmt(v['p95'], 1)}" for side, v in lat.items()),
        "", "Marks: `=` unchanged, `~` within noise, `▼` significantly worse, `▲` significantly better, "
        "`?` inconclusive (fewer cases than min_cases).", "", "## Lines", "",
        "| metric | scope | line | threshold | value | verdict |", "|---|---|---|---|---|---|"]
    out += [f"| {r['metric']} | {r['scope']} | {r['line']} | {_fmt(r['threshold'])} | {_fmt(r['value'])} | "
            f"{r['verdict']} |" for r in report["lines"]]
    drift = report["acl_drift"]
    if drift.get("widened"):
        out += ["", "## ACL drift", "", "| document | old readers | new readers | added | restricted |",
                "|---|---|---|---|---|"]
        out += [f"| {w['doc_id']} | {', '.join(w['old']['readers']) or '(nobody)'} | "
                f"{', '.join(w['new']['readers'])} | {', '.join(w['added_readers'])} | {w['restricted']} |"
                for w in drift["widened"]]
    by_id = {r["case_id"]: r for r in report["cases"]}
    if report["root_causes"]:
        out += ["", "## Failed and regressed cases by root cause", ""]
        for code, group in report["root_causes"].items():
            out += [f"### {code} ({len(group['cases'])})", "", f"Recommendation: {group['recommendation']}", ""]
            for cid in group["cases"][:50]:
                r = by_id[cid]
                out.append(f"- `{cid}` [{r['risk']}/{r['stratum']}, {r['status']}] {queries.get(cid, r['query_hash'][:12])}: "
                           f"{r['root_cause']['detail']}")
            if len(group["cases"]) > 50:
                out.append(f"- ... and {len(group['cases']) - 50} more (see report.json)")
            out.append("")
    if report.get("claims_review"):
        out += ["## Answer claims for a reviewer", "",
                "Blocking verdicts of P0 cases and every `review_required` claim (claim text PII-masked).", "",
                "| case | risk/stratum | verdict | review | citation | claim | reason |", "|---|---|---|---|---|---|---|"]
        out += [f"| `{c['case_id']}` | {c['risk']}/{c['stratum']} | **{c['verdict']}** | "
                f"{'yes' if c['review_required'] else 'no'} | `{c['citation'] or '-'}` | {_cell(c['claim'])} | "
                f"{_cell(c['reason'])} |" for c in report["claims_review"][:200]]
        if len(report["claims_review"]) > 200:
            out.append(f"\n... and {len(report['claims_review']) - 200} more (see report.json)")
        out.append("")
    if report.get("perturbation"):
        out += ["## Perturbations (candidate, variant minus original)", "", "| rule | scope | drops |", "|---|---|---|"]
        for rule, scopes in report["perturbation"].items():
            for scope, drops in scopes.items():
                out.append(f"| {rule} | {scope} | " + ", ".join(f"{m} {v:+.3f}" for m, v in drops.items()) + " |")
    return "\n".join(out) + "\n"


def junit(report: dict) -> str:
    """One testcase per line and per case; failures for BLOCK/WARN lines and failed cases."""
    tests = []
    for r in report["lines"]:
        name = quoteattr(f"{r['metric']} {r['scope']} {r['line']}")
        body = f'<failure message={quoteattr(r["message"])} type="{r["verdict"]}"/>' \
            if r["verdict"] in ("BLOCK", "WARN") else ""
        tests.append(f'  <testcase classname="gate.lines" name={name}>{body}</testcase>')
    for c in report["cases"]:
        body = ""
        if c["status"] != "ok" and c["root_cause"]:
            body = f'<failure message={quoteattr(c["root_cause"]["detail"])} type="{c["root_cause"]["code"]}"/>'
        tests.append(f'  <testcase classname="gate.cases.{escape(c["stratum"])}" name={quoteattr(c["case_id"])}>'
                     f"{body}</testcase>")
    failures = sum(1 for t in tests if "<failure" in t)
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="kbgate.gate" tests="{len(tests)}" '
            f'failures="{failures}">\n' + "\n".join(tests) + "\n</testsuite>\n")


def write_reports(report: dict, out_dir: Path, queries: dict[str, str] | None = None) -> dict[str, Path]:
    """Write report.json, report.md and junit.xml into ``out_dir``; returns their paths.

    report.json holds query hashes only; ``queries`` (masked text) go into report.md.
    """
    from kbgate.reports import write_run_reports

    return write_run_reports(out_dir, report, "report.json", {"markdown": ("report.md", markdown(report, queries)),
                                                              "junit": ("junit.xml", junit(report))},
                             final_newline=True)
