"""Output hygiene: high-entropy canaries planted in restricted documents and PII in every fixture kind
(Markdown, text, HTML, Word, PDF). After a pipeline run -- ingest into a store, the access test, the HTML
report, and served queries that carry PII and a canary -- every file kbgate wrote (reports, quarantine,
audit, JUnit, logs) and all of its stdout/stderr are scanned: the PII check plus an exact search for the
canaries. Restricted text may appear only in the quarantine store; raw PII nowhere."""

from __future__ import annotations

import io
import json
import os
import secrets
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KBGATE = str(Path(sys.executable).parent / "kbgate")
ENV = {**os.environ, "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": ""}
PII = {"email": "li.wei.kb@example-mail.cn", "mobile": "13912345678", "card": "4111111111111111"}
EXTS = ("md", "txt", "html", "docx", "pdf")


def _write(path: Path, text: str) -> None:
    from rob_helpers import hostile

    if path.suffix == ".html":
        path.write_text(f"<html><body><h1>Rules</h1><p>{text.replace(chr(10), '</p><p>')}</p></body></html>",
                        encoding="utf-8")
    elif path.suffix == ".docx":
        import docx

        d = docx.Document()
        for line in text.splitlines():
            d.add_paragraph(line)
        buf = io.BytesIO()
        d.save(buf)
        path.write_bytes(buf.getvalue())
    elif path.suffix == ".pdf":
        path.write_bytes(hostile._text_pdf(text.splitlines()))
    else:
        path.write_text(("# Rules\n\n" if path.suffix == ".md" else "") + text, encoding="utf-8")


@pytest.fixture(scope="module")
def pipeline(tmp_path_factory):
    base = tmp_path_factory.mktemp("hygiene")
    corpus, store, work = base / "corpus", base / "store", base / "work"
    (corpus / "acme").mkdir(parents=True)
    canaries, lines, outputs = [], [], {}
    from rob_helpers import hostile

    text_for = hostile.text_for
    for i, ext in enumerate(EXTS):
        canary = "KBCANARY" + secrets.token_hex(12)
        canaries.append(canary)
        docs = {
            f"restricted-{ext}": ("restricted", text_for(f"r{ext}", 4) + f"Vault code {canary} for the safe.\n"),
            f"pii-{ext}": ("internal", text_for(f"p{ext}", 4) + f"Contact {PII['email']} or {PII['mobile']}, card "
                           f"{PII['card']}.\n"),
            f"both-{ext}": ("restricted", text_for(f"b{ext}", 4) + f"Escalation {canary}X to {PII['email']}.\n"),
        }
        canaries.append(canary + "X")
        for doc_id, (cls, text) in docs.items():
            _write(corpus / "acme" / f"{doc_id}.{ext}", text)
            lines.append(json.dumps({"doc_id": doc_id, "version": "v1", "path": f"acme/{doc_id}.{ext}",
                                     "source": "acme-kb", "tenant_id": "acme", "classification": cls,
                                     "effective_from": "2025-01-01"}))
        del i
    (corpus / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")

    def run(name: str, *args: str) -> subprocess.CompletedProcess:
        proc = subprocess.run([KBGATE, *args], capture_output=True, text=True, env=ENV, cwd=ROOT, timeout=600)
        outputs[f"{name} stdout"], outputs[f"{name} stderr"] = proc.stdout, proc.stderr
        return proc

    policy = str(ROOT / "policies" / "acme.yaml")
    ing = run("ingest", "ingest", str(corpus), "--policy", policy, "--as-of", "2026-11-29", "--store", str(store),
              "--alias", "kb", "--workdir", str(work))  # text output: the findings summary is scanned too
    assert ing.returncode == 1, ing.stderr[-2000:]
    report_path = Path((work / "runs" / "LATEST").read_text(encoding="utf-8").strip())
    version = json.loads(report_path.read_text(encoding="utf-8"))["staging_version"]
    summary = {"version": version, "reports": {"json": str(report_path)}}
    acc = run("access", "access", "--policy", policy, "--corpus", str(corpus), "--store", str(store), "--index",
              summary["version"], "--workdir", str(work), "--max-phrases", "2")
    assert acc.returncode in (0, 1), acc.stderr[-2000:]
    rep = run("report", "report", str(Path(summary["reports"]["json"]).parent), "-o", str(work / "report.html"))
    assert rep.returncode == 0, rep.stderr[-2000:]
    outputs["served"] = _serve_queries(store, summary["version"], canaries)
    return {"corpus": corpus, "store": store, "work": work, "canaries": canaries, "outputs": outputs,
            "summary": summary}


def _serve_queries(store_dir: Path, version: str, canaries: list[str]) -> str:
    """Queries carrying PII and a canary through `kbgate serve`'s server with its audit log."""
    from kbgate.app.serve import make_server
    from kbgate.audit import AuditLog
    from kbgate.policy import load_policy
    from kbgate.retrieval.retriever import Actor, QdrantRetriever
    from kbgate.store import open_store
    from kbgate.targets.http import HttpRetriever

    store = open_store(str(store_dir))
    server = make_server(QdrantRetriever(store, version, load_policy(ROOT / "policies" / "acme.yaml")), port=0,
                         audit=AuditLog(store_dir), verbose=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    client = HttpRetriever(server.url, timeout=5, retries=0)
    answers = []
    try:
        for q in (f"vault code {canaries[0]}", f"contact {PII['email']}", f"card {PII['card']} refund"):
            out = client.query(q, Actor("acme", "risk_officer", PII["mobile"]), 5)
            assert out.ok, out.error
            answers.append(len(out.result.chunks))
    finally:
        server.shutdown()
        server.server_close()
        store.close()
    return json.dumps(answers)


def _written_files(p: dict) -> list[Path]:
    """Everything kbgate wrote, except the index data itself (the knowledge base, where accepted text belongs)."""
    files = [f for f in p["work"].rglob("*") if f.is_file()]
    files += [f for f in p["store"].iterdir() if f.is_file()]
    return files


def test_every_output_is_scanned(pipeline):
    names = {f.name for f in _written_files(pipeline)}
    assert {"report.json", "summary.md", "junit.xml", "report.html", "items.jsonl", "audit.jsonl"} <= names


def test_no_canary_outside_the_quarantine_store(pipeline):
    quarantine = pipeline["work"] / "quarantine"
    found = []
    for f in _written_files(pipeline):
        text = f.read_text(encoding="utf-8", errors="replace")
        found += [(str(f), c) for c in pipeline["canaries"] if c in text and quarantine not in f.parents]
    for name, text in pipeline["outputs"].items():
        found += [(name, c) for c in pipeline["canaries"] if c in text]
    assert found == []


def test_no_raw_pii_anywhere(pipeline):
    from ingest_checks.pii import contains_pii

    texts = {str(f): f.read_text(encoding="utf-8", errors="replace") for f in _written_files(pipeline)}
    texts.update(pipeline["outputs"])
    forms = set(PII.values())
    assert [(where, v) for where, text in texts.items() for v in forms if v in text] == []
    assert [where for where, text in texts.items() if contains_pii(text)] == []


def test_the_scan_can_fail(pipeline):
    """The planted values are in the corpus, and the restricted documents reached the index."""
    from ingest_checks.pii import contains_pii

    raw = (pipeline["corpus"] / "acme" / "pii-md.md").read_text(encoding="utf-8")
    assert contains_pii(raw) and all(v in raw for v in PII.values())
    states = {d["doc"]: d["state"] for d in json.loads(Path(pipeline["summary"]["reports"]["json"]).read_text())["documents"]}
    assert states["restricted-md@v1"] == "accepted" and states["pii-md@v1"] == "quarantined"


def test_access_report_pins_the_audit_log(pipeline):
    from kbgate.audit import AuditLog

    reports = [json.loads(f.read_text(encoding="utf-8")) for f in pipeline["work"].rglob("access-report.json")]
    [access] = [r for r in reports if str(r.get("schema", "")).startswith("kbgate.access-report")]
    records = {r["seq"]: r["hash"] for r in AuditLog(pipeline["store"]).records()}
    head = access["audit_head"]
    assert head["seq"] >= 1 and records[head["seq"]] == head["hash"]  # the log as it was when access ran
