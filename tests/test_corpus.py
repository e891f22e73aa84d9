"""Manifest contract, loaders and chunking (the foundation)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pdfs import build_pdf, encrypt_pdf, write

from kbgate.corpus.chunking import chunk_document
from kbgate.corpus.load import load_corpus
from kbgate.corpus.manifest import read_manifest
from kbgate.errors import InputError

BASE = {"source": "acme-kb", "tenant_id": "acme", "classification": "public", "effective_from": "2026-01-01"}


def make_corpus(root: Path, files: dict[str, bytes | str], records: list[dict | str]) -> Path:
    for rel, data in files.items():
        write(root / rel, data)
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in records]
    write(root / "manifest.jsonl", "\n".join(lines) + "\n")
    return root


def rec(doc_id: str, path: str, **kw) -> dict:
    return {"doc_id": doc_id, "version": "v1", "path": path, **BASE, **kw}


# --- manifest errors: exact messages -------------------------------------------------------

MANIFEST_ERRORS = [
    ({k: v for k, v in rec("a", "a.txt").items() if k != "doc_id"},
     "manifest.jsonl line 1: field 'doc_id': required field is missing"),
    (rec("a", "a.txt", effective_from="2026-13-01"),
     "manifest.jsonl line 1: field 'effective_from': Input should be a valid date or datetime, month value is "
     "outside expected range of 1-12"),
    (rec("a", "a.txt", owner="bob"), "manifest.jsonl line 1: field 'owner': unknown field; remove it or check its spelling"),
    (rec("a b", "a.txt"), "manifest.jsonl line 1: field 'doc_id': must match [A-Za-z0-9._-]+"),
    (rec("a", "a.txt", status="deleted"), "manifest.jsonl line 1: field 'status': Input should be 'active' or 'withdrawn'"),
    (rec("a", "a.txt", expires_at="2025-01-01"), "manifest.jsonl line 1: expires_at is before effective_from"),
    (rec("a", "../a.txt"),
     "manifest.jsonl line 1: field 'path': path '../a.txt' escapes the corpus root ('..'); keep documents inside "
     "the corpus directory"),
    (rec("a", "/etc/passwd"),
     "manifest.jsonl line 1: field 'path': path '/etc/passwd' is absolute; give a path relative to the corpus root"),
    ("{not json", "manifest.jsonl line 1: not valid JSON (Expecting property name enclosed in double quotes at column 2)"),
    (rec("a", "a.txt", supersedes=["a-v0"]), "manifest.jsonl line 1: field 'supersedes': 'a-v0' must be written doc_id@version"),
]


@pytest.mark.parametrize(("record", "message"), MANIFEST_ERRORS)
def test_manifest_error_messages(tmp_path, record, message):
    make_corpus(tmp_path, {"a.txt": "hello world"}, [record])
    manifest = read_manifest(tmp_path)
    assert manifest.records == []
    assert [r.message for r in manifest.rejected] == [message]


def test_duplicate_doc_version_is_rejected_and_rest_loads(tmp_path):
    make_corpus(tmp_path, {"a.txt": "hello world", "b.txt": "second document text"},
                [rec("a", "a.txt"), rec("b", "b.txt"), rec("a", "b.txt")])
    manifest = read_manifest(tmp_path)
    assert [r.doc_id for _, r in manifest.records] == ["a", "b"]
    assert manifest.rejected[0].message == (
        "manifest.jsonl line 3: duplicate doc_id@version 'a@v1' (first defined at manifest.jsonl line 1)")


def test_symlink_escape_is_rejected(tmp_path):
    outside = write(tmp_path / "outside" / "secret.txt", "top secret text")
    root = tmp_path / "corpus"
    make_corpus(root, {}, [rec("a", "link.txt")])
    os.symlink(outside, root / "link.txt")
    [rejected] = read_manifest(root).rejected
    assert "resolves outside the corpus root (symlink to" in rejected.message


def test_yaml_manifest_names_item_index(tmp_path):
    write(tmp_path / "a.txt", "hello")
    write(tmp_path / "manifest.yaml", "- {doc_id: a, version: v1, path: a.txt, source: s, tenant_id: t,"
          " classification: public, effective_from: 2026-01-01}\n- {doc_id: b}\n")
    manifest = read_manifest(tmp_path)
    assert len(manifest.records) == 1
    assert manifest.rejected[0].message.startswith("manifest.yaml item 1: field 'version': required field is missing")


def test_missing_manifest_is_a_clear_error(tmp_path):
    with pytest.raises(InputError, match="no manifest in .*; add manifest.jsonl"):
        read_manifest(tmp_path)


# --- loaders --------------------------------------------------------------------------------

GOOD_PDF = build_pdf(["退款规则：签收后15天内可申请退款。质量问题例外，须经检测流程。", "Refunds need an inspection."])


@pytest.mark.parametrize(("name", "data", "code"), [
    ("enc.pdf", encrypt_pdf(GOOD_PDF), "PARSE_ENCRYPTED"),
    ("trunc.pdf", GOOD_PDF[: len(GOOD_PDF) * 6 // 10], "PARSE_CORRUPT"),
    ("empty.pdf", b"", "PARSE_EMPTY"),
    ("html.pdf", b"<html><body>not a pdf</body></html>", "PARSE_CORRUPT"),
    ("garbage.pdf", b"%PDF-1.4\n" + bytes(range(256)) * 4, "PARSE_CORRUPT"),
    ("empty.txt", b"   \n", "PARSE_EMPTY"),
    ("bin.txt", b"\x00\x01\x02binary", "PARSE_UNSUPPORTED"),
    ("sheet.xlsx", b"PK\x03\x04", "PARSE_UNSUPPORTED"),
])
def test_bad_files_become_load_errors(tmp_path, name, data, code):
    make_corpus(tmp_path, {name: data}, [rec("a", name)])
    [doc] = load_corpus(tmp_path).documents
    assert doc.load_error is not None and doc.load_error.code == code
    assert doc.chunks == []


def test_loading_without_texts_keeps_the_same_chunks(tmp_path):
    make_corpus(tmp_path, {"a.txt": "退款规则：签收后15天内可申请退款。\n" * 60}, [rec("a", "a.txt")])
    [full] = load_corpus(tmp_path, run_id="r").documents
    [lean] = load_corpus(tmp_path, run_id="r", keep_text=False).documents
    assert full.text and lean.text == ""
    assert len(lean.chunks) > 1 and lean.chunks == full.chunks


def test_truncated_pdf_without_trailer_is_corrupt(tmp_path):
    data = GOOD_PDF[: len(GOOD_PDF) // 3]
    make_corpus(tmp_path, {"t.pdf": data}, [rec("a", "t.pdf")])
    [doc] = load_corpus(tmp_path).documents
    assert doc.load_error is not None and doc.load_error.code == "PARSE_CORRUPT"


def test_missing_file_is_a_load_error(tmp_path):
    make_corpus(tmp_path, {}, [rec("a", "nowhere.txt")])
    [doc] = load_corpus(tmp_path).documents
    assert doc.load_error.code == "FILE_MISSING"


def test_pdf_text_cjk_and_sha(tmp_path):
    make_corpus(tmp_path, {"g.pdf": GOOD_PDF}, [rec("a", "g.pdf")])
    [doc] = load_corpus(tmp_path).documents
    assert doc.load_error is None
    assert "质量问题例外" in doc.text and "inspection" in doc.text
    assert doc.language == "zh"
    import hashlib

    assert doc.file_sha256 == hashlib.sha256(GOOD_PDF).hexdigest()


def test_pdf_header_footer_stripped_and_table_kept_whole(tmp_path):
    rows = [["部件", "费用", "说明"]] + [[f"部件{i}", f"{i * 10}元", f"更换说明{i}"] for i in range(90)]
    data = build_pdf(["维修费用表如下。"], header="ACME 售后服务手册 2026版", footer="第 {page} 页", table=rows)
    make_corpus(tmp_path, {"t.pdf": data}, [rec("a", "t.pdf")])
    [doc] = load_corpus(tmp_path).documents
    assert len(doc.page_char_counts) >= 3
    assert "ACME 售后服务手册 2026版" in doc.repeated_lines and "第 1 页" in doc.repeated_lines
    assert "ACME 售后服务手册 2026版" not in doc.text
    [table] = doc.tables
    assert table.header == ["部件", "费用", "说明"] and len(table.rows) == 90 and len(table.pages) >= 3
    table_chunks = [c for c in doc.chunks if c.is_table]
    assert len(table_chunks) >= 2
    assert all(c.text.startswith("部件 | 费用 | 说明\n") for c in table_chunks)
    body = "\n".join(c.text for c in table_chunks)
    assert all(f"部件{i} | {i * 10}元" in body for i in range(90))


def test_markdown_front_matter_and_sections(tmp_path):
    md = ("---\ntitle: 退款规则\n---\n# 退款规则\n\n签收后15天内可以申请退款，无需说明理由。\n\n"
          "## 质量问题例外\n\n超过15天的质量问题须经检测流程确认。\n")
    make_corpus(tmp_path, {"r.md": md}, [rec("a", "r.md")])
    [doc] = load_corpus(tmp_path).documents
    assert doc.front_matter == {"title": "退款规则"}
    assert [name for _, name in doc.sections] == ["退款规则", "质量问题例外"]
    assert [c.section for c in doc.chunks] == ["退款规则", "质量问题例外"]
    assert not doc.text.startswith("---")


@pytest.mark.parametrize(("data", "decoding"), [
    ("签收后15天内可退款".encode(), "utf-8"),
    (b"\xef\xbb\xbf" + "签收后15天内可退款".encode(), "utf-8-sig"),
    ("签收后15天内可退款".encode("gb18030"), "gb18030"),
])
def test_text_decodings(tmp_path, data, decoding):
    make_corpus(tmp_path, {"t.txt": data}, [rec("a", "t.txt")])
    [doc] = load_corpus(tmp_path).documents
    assert doc.decoding == decoding
    assert doc.text == "签收后15天内可退款"


# --- chunking ------------------------------------------------------------------------------

def test_chunks_are_stable_across_runs_and_cover_text(tmp_path):
    para = "售后服务说明：耳机出现质量问题时，签收后十五天内可以申请退款，须经检测流程确认。" * 6
    text = "\n\n".join(f"第{i}段。" + para for i in range(8)) + "\n\nThe end of the English part. " * 30
    make_corpus(tmp_path, {"t.txt": text}, [rec("a", "t.txt")])
    one = load_corpus(tmp_path).documents[0].chunks
    two = load_corpus(tmp_path).documents[0].chunks
    assert [(c.chunk_id, c.chunk_hash) for c in one] == [(c.chunk_id, c.chunk_hash) for c in two]
    assert [c.chunk_id for c in one] == [f"a@v1#{i}" for i in range(len(one))]
    assert all(len(c.text) <= 800 for c in one)
    covered = set()
    for c in one:
        covered.update(range(c.char_start, c.char_end))
    doc = load_corpus(tmp_path).documents[0]
    assert all(i in covered for i, ch in enumerate(doc.text) if not ch.isspace())


def test_cjk_text_without_spaces_is_cut_at_sentence_ends(tmp_path):
    text = "".join(f"第{i}条规则说明退款需要经过检测流程确认质量问题。" for i in range(100))
    make_corpus(tmp_path, {"t.txt": text}, [rec("a", "t.txt")])
    doc = load_corpus(tmp_path).documents[0]
    assert len(doc.chunks) > 3
    assert all(c.text.endswith("。") for c in doc.chunks[:-1])


def test_chunk_provenance_and_roles_from_policy(tmp_path, policy):
    make_corpus(tmp_path, {"t.txt": "风控手册内容，仅风控人员可读。" * 3},
                [rec("a", "t.txt", classification="restricted")])
    corpus = load_corpus(tmp_path, policy, run_id="run-1")
    [chunk] = corpus.documents[0].chunks
    assert chunk.allowed_roles == ["risk_officer"]
    assert (chunk.run_id, chunk.source, chunk.tenant_id, chunk.page) == ("run-1", "acme-kb", "acme", 1)


def test_conservation_count(tmp_path):
    make_corpus(tmp_path, {"a.txt": "good text here", "b.pdf": b"junk"},
                [rec("a", "a.txt"), rec("b", "b.pdf"), rec("c", "../c.txt"), "{oops", rec("a", "a.txt")])
    corpus = load_corpus(tmp_path)
    assert corpus.total == 5
    assert len(corpus.documents) + len(corpus.rejected) == 5
    assert len(corpus.rejected) == 3


def test_chunk_document_merges_tiny_pieces():
    from kbgate.models import Document, ManifestRecord

    record = ManifestRecord(doc_id="a", version="v1", path="a.md", **BASE)
    doc = Document(record=record, text="# A\n\nx\n\n# B\n\nlonger section body text here.",
                   sections=[(0, "A"), (8, "B")])
    chunks = chunk_document(doc, min_chars=10)
    assert "".join(c.text for c in chunks).replace("\n", "").startswith("# Ax")


def test_pdfplumber_only_looks_at_pages_that_draw_lines(tmp_path):
    """Text-only pages skip pdfplumber (about ten times slower than pypdf); ruled pages get table analysis."""
    import pypdf

    from kbgate.corpus.loaders import _draws_lines

    plain = write(tmp_path / "plain.pdf", build_pdf(["只有文字的页面。Plain text only."]))
    ruled = write(tmp_path / "ruled.pdf", build_pdf(["费用表："], table=[["部件", "费用"], ["耳机", "99元"]]))
    assert [_draws_lines(p) for p in pypdf.PdfReader(plain).pages] == [False]
    assert [_draws_lines(p) for p in pypdf.PdfReader(ruled).pages] == [True]


def test_legacy_single_byte_text_is_detected(tmp_path):
    text = "Café crème brûlée: Société Générale, déjà vu, naïve façade. " * 20
    make_corpus(tmp_path, {"t.txt": text.encode("cp1252")}, [rec("a", "t.txt")])
    [doc] = load_corpus(tmp_path).documents
    assert doc.load_error is None
    assert (doc.text, doc.decoding) == (text, "cp1252")
