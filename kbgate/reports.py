"""Ingest reports: versioned JSON, a Markdown summary and JUnit XML; and the one writer of every run's reports.

Reports never hold document text: findings carry masked evidence only, and chunks
are listed by id, hash and position.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import asdict
from pathlib import Path
from xml.etree import ElementTree as ET

from kbgate.errors import InputError
from kbgate.models import facts_text

REPORT_SCHEMA = "kbgate.ingest-report/1"


class AsDict:
    """A dataclass mixin: :meth:`to_dict` is :func:`dataclasses.asdict` (what reports and ``--format json`` hold)."""

    def to_dict(self) -> dict:
        return asdict(self)


def read_ingest_report(path: str | Path) -> dict:
    """Read a ``kbgate.ingest-report/1`` JSON report (``report.json`` of ``kbgate ingest``): the one reader
    of it for the access tests, the gate, ``kbgate gate --ingest-report`` and ``kbgate trace``.

    Raises:
        InputError: missing file, not JSON, or another schema; the message says what to pass instead.
    """
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(f"ingest report {p} not found; pass the report.json written by `kbgate ingest`") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"ingest report {p} is not readable JSON ({exc}); pass the report.json written by "
                         "`kbgate ingest`") from None
    if not isinstance(data, dict) or data.get("schema") != REPORT_SCHEMA:
        raise InputError(f"{p} is not an ingest report (schema {REPORT_SCHEMA}); pass the report.json "
                         "written by `kbgate ingest`")
    return data


def corpus_digest(corpus) -> str:
    """sha256 over the manifest file and every document file digest, in manifest order."""
    h = hashlib.sha256(corpus.manifest_path.read_bytes())
    for doc in corpus.documents:
        h.update(f"{doc.key}={doc.file_sha256}\n".encode())
    return h.hexdigest()


def build_report(result, policy, *, as_of, version: str | None = None, eval_files: list[str] | None = None) -> dict:
    """The machine-readable ingest report (schema ``kbgate.ingest-report/1``)."""
    corpus = result.corpus
    counts = result.counts()
    accepted: dict[str, list] = {}
    for c in result.accepted_chunks:
        accepted.setdefault(f"{c.doc_id}@{c.version}", []).append(c)
    documents = []
    for doc in corpus.documents:
        out = result.outcomes[doc.key]
        chunks = accepted.get(doc.key, []) if out.state.startswith("accepted") else doc.chunks
        documents.append({
            "doc": doc.key, "doc_id": doc.record.doc_id, "version": doc.record.version, "path": doc.record.path,
            "state": out.state, "released_by": out.released_by, "tenant_id": doc.record.tenant_id,
            "classification": doc.record.classification, "source": doc.record.source, "status": doc.record.status,
            "file_sha256": doc.file_sha256, "language": doc.language, "codes": sorted({f.code for f in out.findings}),
            "chunks": [{"chunk_id": c.chunk_id, "chunk_hash": c.chunk_hash, "page": c.page, "section": c.section,
                        "char_span": [c.char_start, c.char_end], "is_table": c.is_table, "redacted": c.redacted,
                        "allowed_roles": c.allowed_roles} for c in chunks],
        })
    for f in result.manifest_rejections:
        documents.append({"doc": f.doc_key, "state": "rejected", "codes": [f.code], "where": f.message})
    return {
        "schema": REPORT_SCHEMA, "run_id": result.run_id, "as_of": str(as_of),
        "policy": {"name": policy.name, "hash": policy.digest()},
        "corpus": {"path": str(corpus.root), "hash": corpus_digest(corpus), "records": corpus.total},
        "eval_files": eval_files or [], "staging_version": version,
        "conservation": {"input": corpus.total, **counts,
                         "holds": corpus.total == sum(counts.values())},
        "counts_by_code": dict(sorted(result.codes().items())),
        "counts_by_action": dict(sorted(Counter(f.action for f in result.all_findings()).items())),
        "findings": [f.model_dump(mode="json") for f in result.all_findings()],
        "documents": documents, "gx_validation": result.gx_result,
    }


def markdown_summary(report: dict, top: int = 20) -> str:
    """A Markdown summary: conservation, a table of codes x counts, then the top findings."""
    c = report["conservation"]
    lines = [
        f"# kbgate ingest report `{report['run_id']}`", "",
        f"Policy `{report['policy']['name']}` ({report['policy']['hash'][:12]}), corpus `{report['corpus']['path']}`, "
        f"as of {report['as_of']}.", "",
        f"**input {c['input']} = accepted {c['accepted']} + accepted with redactions {c['accepted_redacted']} "
        f"+ quarantined {c['quarantined']} + rejected {c['rejected']}**", "",
        "| code | findings | documents |", "|---|---:|---:|",
    ]
    docs_by_code: Counter[str] = Counter()
    for d in report["documents"]:
        docs_by_code.update(d["codes"])
    for code, n in report["counts_by_code"].items():
        lines.append(f"| {code} | {n} | {docs_by_code[code]} |")
    order = {"critical": 0, "high": 1, "medium": 2, "low": 3, "info": 4}
    ranked = sorted(report["findings"], key=lambda f: (order.get(f["severity"], 9), f["code"], f["doc_id"]))
    lines += ["", f"## Top findings (first {min(top, len(ranked))} of {len(ranked)})", "",
              "| severity | action | code | document | evidence |", "|---|---|---|---|---|"]
    for f in ranked[:top]:
        ev = (f.get("evidence") or "").replace("|", "\\|").replace("\n", " ")[:80]
        facts = f.get("details") or {}
        ev = f"{facts_text(facts)} {ev}" if "family" in facts else ev  # injection findings: family, score, signals
        lines.append(f"| {f['severity']} | {f['action']} | {f['code']} | {f['doc_id']}@{f['version']} | {ev} |")
    return "\n".join(lines) + "\n"


def junit_xml(report: dict, check_ids: list[str]) -> str:
    """JUnit XML: one testsuite per check, one testcase per check x document."""
    suites = ET.Element("testsuites", name="kbgate-ingest", tests="0", failures="0")
    by_check_doc: dict[tuple[str, str], list[dict]] = {}
    for f in report["findings"]:
        by_check_doc.setdefault((f["check_id"], f"{f['doc_id']}@{f['version']}"), []).append(f)
    docs = [d["doc"] for d in report["documents"]]
    total = failed = 0
    for check in sorted(set(check_ids) | {k[0] for k in by_check_doc}):
        suite = ET.SubElement(suites, "testsuite", name=check)
        s_fail = 0
        for doc in docs:
            case = ET.SubElement(suite, "testcase", classname=f"kbgate.{check}", name=str(doc))
            found = by_check_doc.get((check, str(doc)), [])
            stopping = [f for f in found if f["action"] in ("quarantine", "block")]
            if stopping:
                fail = ET.SubElement(case, "failure", type=stopping[0]["code"],
                                     message="; ".join(sorted({f["code"] for f in stopping})))
                fail.text = "\n".join(f"{f['code']}: {f['message']}" for f in stopping)
                s_fail += 1
            elif found:
                ET.SubElement(case, "system-out").text = "\n".join(f"{f['code']}: {f['message']}" for f in found)
        suite.set("tests", str(len(docs)))
        suite.set("failures", str(s_fail))
        total += len(docs)
        failed += s_fail
    suites.set("tests", str(total))
    suites.set("failures", str(failed))
    return ET.tostring(suites, encoding="unicode", xml_declaration=True)


def write_run_reports(out_dir: Path, report: dict, json_name: str, texts: Mapping[str, tuple[str, str]] | None = None,
                      *, final_newline: bool = False) -> dict[str, Path]:
    """Write a run's reports into ``out_dir`` (created): the JSON report, then each text file.

    Every command names its own files (the names are public): ``json_name`` for the JSON
    report, ``texts`` maps a key (``markdown``, ``junit``...) to ``(file name, text)``.
    The JSON is streamed (at 1M chunks an ingest report is ~1 GB), indented by 2, with a
    trailing newline if ``final_newline``.

    Returns:
        ``{"json": path, **{key: path}}``, in that order.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {"json": out_dir / json_name}
    with paths["json"].open("w", encoding="utf-8") as fh:
        json.dump(report, fh, ensure_ascii=False, indent=2, default=str)
        if final_newline:
            fh.write("\n")
    for key, (name, text) in (texts or {}).items():
        paths[key] = out_dir / name
        paths[key].write_text(text, encoding="utf-8")
    return paths


def write_reports(report: dict, out_dir: Path, check_ids: list[str]) -> dict[str, Path]:
    """Write report.json, summary.md and junit.xml into ``out_dir``."""
    return write_run_reports(out_dir, report, "report.json", {"markdown": ("summary.md", markdown_summary(report)),
                                                              "junit": ("junit.xml", junit_xml(report, check_ids))})
