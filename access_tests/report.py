"""Access-test reports: JSON (``kbgate.access-report/1``), Markdown, JUnit and the text summary.

Privacy rules (:func:`mask_snippet`): a report never holds a query (only its hash) and
never quotes a document that not every role may read: snippets of documents above the
lowest clearance of the policy (confidential and restricted in the example policy) are
withheld; other snippets have PII masked by the presidio-based redactor
(``ingest_checks.pii.mask_pii``) on the whole chunk text, then are cut to 80 characters.

The leak list holds one entry per actor, chunk and leak kind (``hits`` counts how many
responses returned it); the leak matrix counts those entries per actor (rows) and owning
tenant × classification (columns).
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree as ET

from access_tests.judge import SNIPPET_CHARS, Leak
from access_tests.verdict import bound_text

REPORT_SCHEMA = "kbgate.access-report/1"


def open_levels(policy) -> set[str]:
    """Classification levels every role may read (the lowest clearance and below)."""
    ranks = [policy.level_rank(r.clearance) for r in policy.roles.values()]
    return set(policy.classification_levels[: min(ranks) + 1]) if ranks else set()


def mask_snippet(text: str, classification: str | None, policy) -> str:
    """A snippet safe for any reader of the report (see the module rules)."""
    if classification not in open_levels(policy):
        return f"[withheld: text of a {classification or 'unlabelled'} document]"
    from ingest_checks.pii import mask_pii

    # Mask the whole text first, then cut: a name or number at the cut, or a line break the
    # recognizers read as context ("Employee: Dana Whitfield\nDate of birth"), must not escape.
    return " ".join(mask_pii(text).split())[:SNIPPET_CHARS]


def distinct_leaks(leaks: list[Leak], policy) -> list[dict]:
    """One entry per (actor, chunk, kind), with ``hits`` and a masked snippet, in first-seen order."""
    out: dict[tuple[str, str, str], dict] = {}
    masked: dict[tuple[str, str | None], str] = {}  # a chunk leaks to many actors: its text is masked once
    for leak in leaks:
        key = (leak.actor, leak.chunk_id, leak.kind)
        if key in out:
            out[key]["hits"] += 1
            continue
        entry = leak.to_dict()
        shown = (leak.snippet, leak.classification)
        if shown not in masked:
            masked[shown] = mask_snippet(leak.snippet, leak.classification, policy)
        entry["snippet"] = masked[shown]
        entry["hits"] = 1
        out[key] = entry
    return list(out.values())


def leak_matrix(leaks: list[dict], policy) -> dict:
    """Rows: actors (``tenant/role``, plus ``*`` for the index itself); columns: ``tenant/classification``."""
    rows = [f"{t}/{r}" for t in policy.tenant_ids for r in sorted(policy.roles)]
    cols = [f"{t}/{c}" for t in policy.tenant_ids for c in policy.classification_levels]
    cells: dict[str, dict[str, int]] = {}
    for leak in leaks:
        row, col = leak["actor"], f"{leak['tenant_id']}/{leak['classification']}"
        if row not in rows:
            rows.append(row)
        if col not in cols:
            cols.append(col)
        cells.setdefault(row, {}).setdefault(col, 0)
        cells[row][col] += 1
    return {"rows": rows, "columns": cols, "cells": cells}


def matrix_text(matrix: dict) -> str:
    """The leak matrix as a fixed-width table (``.`` for zero)."""
    cols = matrix["columns"]
    width = max([len(r) for r in matrix["rows"]] + [5])
    head = " ".join(f"{c:>{max(len(c), 3)}}" for c in cols)
    lines = [f"{'actor':{width}} {head}"]
    for row in matrix["rows"]:
        cells = matrix["cells"].get(row, {})
        lines.append(f"{row:{width}} " + " ".join(f"{cells.get(c, 0) or '.':>{max(len(c), 3)}}" for c in cols))
    return "\n".join(lines)


def markdown_summary(report: dict, top: int = 30) -> str:
    """Verdict, leak matrix, probe kinds, coverage and the first leaks."""
    v = report["verdict"]
    lines = [f"# kbgate access report `{report['run_id']}`", "",
             f"Target: {report['target']['description']}; policy `{report['policy']['name']}`.", "",
             f"**{v['status'].upper()}** (exit {v['exit_code']})" + "".join(f"\n- {r}" for r in v["reasons"]), "",
             "## Leak matrix", "", "| actor | " + " | ".join(report["matrix"]["columns"]) + " |",
             "|---|" + "---:|" * len(report["matrix"]["columns"])]
    for row in report["matrix"]["rows"]:
        cells = report["matrix"]["cells"].get(row, {})
        lines.append(f"| {row} | " + " | ".join(str(cells.get(c, 0)) for c in report["matrix"]["columns"]) + " |")
    lines += ["", "## Probes", "", "| kind | sent | leaks | inconclusive |", "|---|---:|---:|---:|"]
    for kind, c in report["probe_kinds"].items():
        lines.append(f"| {kind} | {c['sent']} | {c['leaks']} | {c['inconclusive']} |")
    if report.get("coverage"):
        cov = report["coverage"]
        lines += ["", "## Coverage", "",
                  f"- restricted documents probed: {cov['restricted_docs']['probed']}/{cov['restricted_docs']['required']}"
                  f" ({cov['restricted_docs']['share']:.1%})",
                  f"- chunks returned at least once: {cov['chunks']['returned']}/{cov['chunks']['total']}"
                  f" ({cov['chunks']['share']:.1%})",
                  f"- actor pairs exercised: {cov['actor_pairs']['exercised']}/{cov['actor_pairs']['required']}"
                  f" ({cov['actor_pairs']['share']:.1%})"]
    lines += [f"- {line}" for line in evidence_lines(report)]
    lines += ["", f"## Leaks (first {min(top, len(report['leaks']))} of {len(report['leaks'])})", "",
              "| actor | kind | probe | variant | query hash | chunk | document | snippet |",
              "|---|---|---|---|---|---|---|---|"]
    for leak in report["leaks"][:top]:
        snip = leak["snippet"].replace("|", "\\|")
        lines.append(f"| {leak['actor']} | {leak['kind']} | {leak['probe_kind']} | {leak['variant']} | "
                     f"{(leak['query_hash'] or '-')[:12]} | {leak['chunk_id']} | {leak['doc']} | {snip} |")
    w = report["warnings"]
    lines += ["", f"Warnings: {len(w['stale_served'])} STALE_SERVED, {len(w['unattributable'])} UNATTRIBUTABLE_CHUNK."]
    return "\n".join(lines) + "\n"


def evidence_lines(report: dict) -> list[str]:
    """What a pass rests on: authorized recall, documents not servable, inconclusive cache pairs and the
    leak-rate bound (one line each, when the run has them)."""
    lines = []
    auth = (report.get("coverage") or {}).get("authorized")
    if auth and auth["probes"]:
        lines.append(f"authorized recall: {auth['recall']:.1%} ({auth['answered']}/{auth['probes']} authorized "
                     f"probes answered with their document, {auth['empty']} with no chunks)")
    ids = report.get("identities") or {}
    if ids.get("defined", 0) > ids.get("probed", 0):
        lines.append(f"identities: {ids['defined']} defined, probed as {ids['probed']} (identities that may read the "
                     "same documents under one tenant and role share a representative)")
    if report.get("not_servable"):
        codes = sorted({c for d in report["not_servable"] for c in d["codes"]})
        lines.append(f"not servable (not counted by coverage): {len(report['not_servable'])} document(s) "
                     f"({', '.join(codes)})")
    cache = report.get("cache") or {}
    if cache.get("inconclusive_pairs"):
        lines.append(f"cache: {cache['inconclusive_pairs']} inconclusive pair(s): the reader did not receive the "
                     f"document first ({cache.get('confirmed', 0)}/{cache.get('sequences', 0)} sequences confirmed)")
    bounds = report.get("leak_bounds")
    if bounds and bounds["required_pairs"]:
        limit = f", access.max_leak_rate {bounds['max']:.2%}" if bounds["max"] is not None else ""
        lines.append(f"leak-rate bound (95%, rule of three) over {bounds['required_pairs']} required actor pairs"
                     f"{limit}: worst {bound_text(bounds['worst'])}; {bounds['unbounded']} pair(s) without a bound")
    return lines


def junit_xml(report: dict) -> str:
    """One testsuite per probe kind (and ``exhaustive``), one testcase per actor."""
    suites = ET.Element("testsuites", name="kbgate-access")
    by_kind: dict[str, dict[str, list[dict]]] = {}
    for leak in report["leaks"]:
        by_kind.setdefault(leak["probe_kind"], {}).setdefault(leak["actor"], []).append(leak)
    kinds = list(report["probe_kinds"]) + (["exhaustive"] if report.get("exhaustive") else [])
    total = failed = 0
    for kind in kinds:
        suite = ET.SubElement(suites, "testsuite", name=kind)
        fails = 0
        for actor in report["matrix"]["rows"]:
            case = ET.SubElement(suite, "testcase", classname=f"kbgate.access.{kind}", name=actor)
            found = by_kind.get(kind, {}).get(actor, [])
            if found:
                fail = ET.SubElement(case, "failure", type="LEAK",
                                     message=f"{len(found)} leak(s): {', '.join(sorted({x['kind'] for x in found}))}")
                fail.text = "\n".join(f"{x['kind']}: {x['chunk_id']} ({x['doc']})" for x in found[:50])
                fails += 1
        suite.set("tests", str(len(report["matrix"]["rows"])))
        suite.set("failures", str(fails))
        total += len(report["matrix"]["rows"])
        failed += fails
    verdict = ET.SubElement(ET.SubElement(suites, "testsuite", name="verdict", tests="1",
                                          failures="0" if report["verdict"]["passed"] else "1"),
                            "testcase", classname="kbgate.access", name="verdict")
    if not report["verdict"]["passed"]:
        ET.SubElement(verdict, "failure", type=report["verdict"]["status"].upper(),
                      message="; ".join(report["verdict"]["reasons"]))
        failed += 1
    suites.set("tests", str(total + 1))
    suites.set("failures", str(failed))
    return ET.tostring(suites, encoding="unicode", xml_declaration=True)


def write_reports(report: dict, out_dir: Path) -> dict[str, Path]:
    """Write access-report.json, access-summary.md and access-junit.xml into ``out_dir``."""
    from kbgate.reports import write_run_reports

    return write_run_reports(out_dir, report, "access-report.json",
                             {"markdown": ("access-summary.md", markdown_summary(report)),
                              "junit": ("access-junit.xml", junit_xml(report))})


def text_summary(report: dict, top: int = 20) -> str:
    """What ``kbgate access`` prints in text mode."""
    v = report["verdict"]
    lines = [f"Access test {report['run_id']}: {report['target']['description']}",
             f"{v['status'].upper()}" + "".join(f"\n  - {r}" for r in v["reasons"]), "",
             "Leak matrix (rows: actor; columns: owning tenant/classification; cells: leaked chunks)",
             matrix_text(report["matrix"]), ""]
    if report.get("exhaustive"):
        ex = report["exhaustive"]
        lines.append(f"exhaustive: {ex['points']} points, {sum(ex['admitted'].values())} admitted chunk checks over "
                     f"{len(ex['admitted'])} actors, {ex['leaks']} leaks, deleted documents indexed: "
                     f"{sum(1 for n in ex['deleted_counts'].values() if n)}/{len(ex['deleted_counts'])}")
    if report["probe_kinds"]:
        lines.append(f"{'probe kind':14} {'sent':>7} {'leaks':>6} {'inconclusive':>12}")
        for kind, c in report["probe_kinds"].items():
            lines.append(f"{kind:14} {c['sent']:>7} {c['leaks']:>6} {c['inconclusive']:>12}")
    if report.get("coverage"):
        cov = report["coverage"]
        lines.append(f"coverage: restricted documents probed {cov['restricted_docs']['share']:.1%} "
                     f"({cov['restricted_docs']['probed']}/{cov['restricted_docs']['required']}), chunks returned "
                     f"{cov['chunks']['share']:.1%} ({cov['chunks']['returned']}/{cov['chunks']['total']}), "
                     f"actor pairs {cov['actor_pairs']['share']:.1%}")
    lines += evidence_lines(report)
    if report["leaks"]:
        lines += ["", f"Leaks (first {min(top, len(report['leaks']))} of {len(report['leaks'])}):"]
        for leak in report["leaks"][:top]:
            lines.append(f"  {leak['actor']:24} {leak['kind']:22} {leak['probe_kind']}/{leak['variant']:15} "
                         f"{leak['chunk_id']} [{leak['channel']}] q={(leak['query_hash'] or '-')[:12]}")
    w = report["warnings"]
    if w["stale_served"] or w["unattributable"]:
        lines.append(f"\nwarnings: {len(w['stale_served'])} STALE_SERVED, {len(w['unattributable'])} "
                     "UNATTRIBUTABLE_CHUNK")
    return "\n".join(lines)
