"""The "Chunking experiment" section of the HTML report (``kbgate.experiment-report/1``).

Rendered when the reports include an experiment report (found in the run directory or passed
with ``kbgate report --experiment``). It shows, per variant, the macro metrics at the primary K,
the ``CHUNK_BOUNDARY`` count, the costs and the paired difference of coverage against the first
variant; then coverage per stratum and risk level, and the recommendation with the rule that
chose it. The section informs; it has no verdict and does not change the page's decision.
"""

from __future__ import annotations

from kbgate.app.html_report.parts import e, fmt, table


def _delta(n: int, v: dict, kp: int) -> str:
    if n == 0:
        return "reference"
    cmp = (v.get("vs_first") or {}).get("all", {}).get(f"coverage_at_{kp}")
    if cmp is None:
        return "-"
    if cmp.get("ci") is None or cmp.get("p") is None:
        return f"{cmp['delta']:+.3f} (inconclusive)"
    return f"{cmp['delta']:+.3f} [{cmp['ci'][0]:+.3f}, {cmp['ci'][1]:+.3f}] p={cmp['p']:.3f}"


def experiment_section(r: dict) -> str:
    """The section for one experiment report."""
    kp = r["settings"]["primary_k"]
    rec = r["recommendation"]
    rows = []
    for n, v in enumerate(r["variants"]):
        s, lat = v["scopes"]["all"], v.get("latency_ms") or {}
        size = v.get("index_bytes")
        rows.append([f"{n + 1}{' (recommended)' if n == rec['variant'] else ''}", v["spec"],
                     fmt(s.get(f"recall_at_{kp}")), fmt(s.get(f"coverage_at_{kp}")), fmt(s.get(f"precision_at_{kp}")),
                     fmt(s.get("mrr")), v["chunk_boundary"]["anchors"], v["chunks"], fmt(v.get("mean_chars"), 0),
                     "-" if size is None else f"{size / 1e6:.2f}", fmt(v.get("build_s"), 2), fmt(lat.get("p50"), 1),
                     fmt(lat.get("p95"), 1), _delta(n, v, kp)])
    headers = ["#", "variant", f"Recall@{kp}", f"Coverage@{kp}", f"P@{kp}", "MRR", "CHUNK_BOUNDARY", "chunks",
               "mean len", "index MB", "build s", "p50 ms", "p95 ms", f"ΔCoverage@{kp} vs #1 [CI] p"]
    scopes = list(r["n_cases"])
    by_scope = [[("macro" if scope == "all" else scope), r["n_cases"][scope],
                 *(fmt(v["scopes"][scope].get(f"coverage_at_{kp}")) for v in r["variants"])] for scope in scopes]
    boundary = [[n + 1, v["spec"], ", ".join(v["chunk_boundary"]["cases"]) or "-"]
                for n, v in enumerate(r["variants"]) if v["chunk_boundary"]["cases"]]
    return (f'<section id="experiment"><h2>Chunking experiment</h2>'
            f'<p class="sub">Run {e(r["run_id"])}: eval set <code>{e(r["eval"]["name"])}</code> '
            f'({e(r["eval"]["scored"])} cases), {e(r["accepted_documents"])} accepted documents, the ingest checks ran '
            f'once; only the chunking changes. Recall counts evidence chunks (copies count); coverage counts each '
            f'gold item once.</p>'
            + table(headers, rows)
            + f'<p class="callout"><strong>Recommended: #{rec["variant"] + 1} <code>{e(rec["spec"])}</code></strong> '
            f'(P0 cases fully covered: {e(rec["p0_fully_covered"][rec["variant"]])}/{e(rec["p0_cases"])}). '
            f'Rule: {e(rec["rule"])}. Adopting it is your decision.</p>'
            + f"<h3>Coverage@{kp} per stratum and risk</h3>"
            + table(["scope", "cases", *(f"#{n + 1}" for n in range(len(r["variants"])))], by_scope)
            + (("<h3>Cases whose anchor is split across chunks (CHUNK_BOUNDARY)</h3>"
                + table(["#", "variant", "cases"], boundary, cls="plain")) if boundary else "")
            + "</section>")
