"""The public Python API (docs/api.md): pinned names, and check_documents judged against ``kbgate ingest`` on a folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import kbgate

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fixtures" / "corpus"
AS_OF = "2026-11-29"
EVAL = [str(ROOT / "fixtures/eval/locked.jsonl")]

PUBLIC = ["AccessOutcome", "DocumentVerdict", "DocumentsOutcome", "DrillResult", "FieldMap", "GateResult",
          "IngestResult", "ReleaseOutcome", "ReleaseRun", "Target", "access", "check_documents", "drill", "gate", "ingest",
          "load_policy", "open_target", "promote", "release", "rollback"]


def test_the_public_names_do_not_change_silently():
    """A change of kbgate.__all__ is a change of the API: update this list, docs/api.md and the changelog with it."""
    from kbgate.app import api

    assert kbgate.__all__ == PUBLIC
    assert api.__all__ == PUBLIC
    assert all(getattr(kbgate, name) is getattr(api, name) for name in PUBLIC)
    assert set(PUBLIC) <= set(dir(kbgate))
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        kbgate.nope  # noqa: B018


def _as_inputs(langchain: bool) -> list:
    """The fixture corpus as documents in memory: each manifest line's metadata with its file's content
    (a LangChain Document for text, a plain dict for binary files and lines that are not records)."""
    from langchain_core.documents import Document

    out = []
    for line in (CORPUS / "manifest.jsonl").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        rec = json.loads(line)
        path = CORPUS / str(rec.get("path", "")) if isinstance(rec, dict) else None
        raw = path.read_bytes() if path is not None and path.is_file() else None
        try:
            text = raw.decode("utf-8") if raw is not None else None
        except UnicodeDecodeError:
            text = raw
        if langchain and isinstance(text, str):
            out.append(Document(page_content=text, metadata=rec))
        else:
            out.append({"text": text, "metadata": rec} if isinstance(rec, dict) else rec)
    return out


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    policy = kbgate.load_policy(ROOT / "policies/acme.yaml")
    folder = kbgate.ingest(CORPUS, policy, eval=EVAL, as_of=AS_OF, workdir=tmp_path_factory.mktemp("folder"))
    work = tmp_path_factory.mktemp("memory")
    memory = kbgate.check_documents(_as_inputs(langchain=True), policy, eval=EVAL, as_of=AS_OF, workdir=work)
    return folder, memory, work


def test_check_documents_gives_the_states_and_findings_of_ingest_on_the_folder(runs):
    folder, memory, _ = runs
    lines = [ln for ln in (CORPUS / "manifest.jsonl").read_text(encoding="utf-8").splitlines() if ln.strip()]
    assert len(memory.verdicts) == len(lines) == folder.conservation["input"]
    assert [v.index for v in memory.verdicts] == list(range(len(lines)))
    want = [(d["state"], d["codes"]) for d in _folder_documents_by_line(folder.report, lines)]
    got = [(v.state, v.codes) for v in memory.verdicts]
    assert got == want
    assert {s for s, _ in got} >= {"accepted", "quarantined", "rejected"}  # the fixture exercises each state
    assert memory.conservation == folder.conservation and memory.conservation["holds"]
    codes = lambda report: sorted((f["doc_id"], f["version"], f["code"]) for f in report["findings"])  # noqa: E731
    assert codes(memory.ingest.report) == codes(folder.report)
    assert memory.exit_code == folder.exit_code == 1 and memory.decision == "findings"
    assert [v.doc_key for v in memory.verdicts] == [None if "?" in d["doc"] else d["doc"]
                                                    for d in _folder_documents_by_line(folder.report, lines)]


def _folder_documents_by_line(report: dict, lines: list[str]) -> list[dict]:
    """The folder run's report entry of each manifest line: a loaded document by its path, a rejected record
    by the line its message names."""
    by_path = {d["path"]: d for d in report["documents"] if "path" in d}
    by_line = {int(d["where"].split(" line ", 1)[1].split(":")[0]) - 1: d for d in report["documents"] if "where" in d}
    out = []
    for i, line in enumerate(lines):
        rec = json.loads(line)
        out.append(by_line[i] if i in by_line else by_path[rec["path"]])
    return out


def test_verdicts_carry_the_text_to_index_and_only_masked_findings(runs):
    _, memory, _ = runs
    inputs = _as_inputs(langchain=False)
    for v in memory.verdicts:
        if v.state == "accepted" and isinstance(inputs[v.index]["text"], str):
            assert v.text == inputs[v.index]["text"]  # clean documents pass through unchanged
        if v.state in ("quarantined", "rejected"):
            assert v.text is None and v.findings
    from factories import planted_pii

    dumped = json.dumps([v.findings for v in memory.verdicts], ensure_ascii=False)
    assert len(planted_pii()) >= 11
    assert [p for p in planted_pii() if p in dumped] == []


def test_the_run_is_audited_and_quarantined_documents_go_to_the_quarantine(runs):
    from kbgate.audit import AuditLog

    _, memory, work = runs
    records = [r for r in AuditLog(work).records() if r["kind"] == "ingest_run"]
    assert [r["details"]["run_id"] for r in records] == [memory.ingest.run_id]
    assert records[0]["details"]["conservation"] == memory.conservation
    held = sorted(v.doc_key for v in memory.verdicts if v.state == "quarantined")
    assert sorted(memory.ingest.quarantined) == held
    assert memory.reports["json"].is_file()


def test_redacted_text_and_field_map_on_haystack_and_llamaindex_documents(tmp_path):
    from haystack import Document as HaystackDocument
    from llama_index.core import Document as LlamaDocument

    text = "退款咨询请发邮件至service.team@example.cn，客服会在两个工作日内回复。\n\nRefund questions: mail us."
    meta = {"ids": {"doc": "contact", "rev": "v1"}, "acl": {"tenant": "acme"}, "label": "int",
            "crawl": {"date": "2026-01-01"}, "file": "acme/contact.md"}
    fields = {"fields": {"doc_id": "ids.doc", "version": "ids.rev", "tenant_id": "acl.tenant",
                         "classification": "label", "effective_from": "crawl.date", "path": "file"},
              "values": {"classification": {"int": "internal"}}, "defaults": {"source": "acme-kb"}}
    clean = "保修期内的耳机可以免费更换电池。\n\nBatteries are replaced free of charge within the warranty period."
    docs = [HaystackDocument(content=text, meta=meta),
            LlamaDocument(text=clean, metadata={**meta, "ids": {"doc": "battery", "rev": "v1"},
                                                        "file": "acme/battery.md"}),
            {"text": "no metadata at all"}, 42]
    out = kbgate.check_documents(docs, ROOT / "policies/acme.yaml", field_map=fields, as_of=AS_OF, workdir=tmp_path)
    states = [(v.doc_key, v.state) for v in out.verdicts]
    assert states == [("contact@v1", "accepted_redacted"), ("battery@v1", "accepted"), (None, "rejected"),
                      (None, "rejected")]
    assert "service.team@example.cn" not in out.verdicts[0].text and "<EMAIL_ADDRESS>" in out.verdicts[0].text
    assert out.verdicts[1].text == clean
    assert "doc_id" in out.verdicts[2].findings[0]["message"]  # says which field is missing
    assert out.conservation == {"input": 4, "accepted": 1, "accepted_redacted": 1, "quarantined": 0, "rejected": 2,
                                "holds": True}


def test_a_bad_field_map_is_a_clear_input_error():
    from kbgate.errors import InputError

    with pytest.raises(InputError, match="unknown key.*tenant.*manifest fields"):
        kbgate.FieldMap({"fields": {"tenant": "acl.tenant"}})
