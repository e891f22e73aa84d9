"""The ``schema`` check: the chunk table validated by a real great-expectations suite.

GX runs are slow to set up, so one module-scoped run over a corpus holding every case
is inspected by the table-driven assertions below.
"""

import datetime as dt
import json

import pytest
from factories import make_chunk

from ingest_checks import schema
from ingest_checks.registry import RunContext
from ingest_checks.schema import SchemaParams, build_chunk_table, check_schema, run_schema_suite
from kbgate.models import Chunk, Document, LoadError, ManifestRecord


@pytest.fixture(scope="module")
def params(policy):
    """The ``schema`` parameters of the example policy."""
    return SchemaParams.model_validate(policy.check_config("schema"))
SECRET = "风控阈值：单笔退款超过五千元需人工复核"


def chunk(name: str, n: int = 0, **fields) -> Chunk:
    """A chunk of document ``name``; ``fields`` override its columns (even ``doc_id``)."""
    values = dict(chunk_id=f"{name}@v1#{n}", doc_id=name, n=n, text=f"{SECRET} {name}", char_end=10,
                  allowed_roles=["employee"], language="zh")
    return make_chunk(**{**values, **fields})


def doc(doc_id: str, *chunks: Chunk, load_error: LoadError | None = None) -> Document:
    record = ManifestRecord(doc_id=doc_id, version="v1", path=f"acme/{doc_id}.md", source="acme-kb",
                            tenant_id="acme", classification="internal", effective_from="2024-01-01")
    return Document(record=record, text="", chunks=list(chunks), load_error=load_error)


CORPUS = [
    doc("clean", chunk("clean", 0), chunk("clean", 1, language="en")),
    doc("bad-tenant", chunk("bad-tenant", tenant_id="initech")),
    doc("null-tenant", chunk("null-tenant", tenant_id=None)),
    doc("bad-class", chunk("bad-class", classification="secret")),
    doc("null-class", chunk("null-class", classification=None)),
    doc("bad-role", chunk("bad-role", allowed_roles=["employee", "ceo"])),
    doc("no-roles", chunk("no-roles", allowed_roles=[])),
    doc("all-known-roles", chunk("all-known-roles", allowed_roles=["employee", "manager", "risk_officer"])),
    doc("bad-dates", chunk("bad-dates", effective_from="2025-01-01", expires_at="2024-12-31")),
    doc("same-day", chunk("same-day", effective_from="2025-01-01", expires_at="2025-01-01")),
    doc("no-start", chunk("no-start", effective_from="not a date")),
    doc("empty-text", chunk("empty-text", text="")),
    doc("one-char", chunk("one-char", text="退")),
    doc("too-long", chunk("too-long", text="长" * 20001)),
    doc("max-long", chunk("max-long", text="长" * 20000)),
    doc("french", chunk("french", language="fr")),
    doc("unknown-lang", chunk("unknown-lang", language=None)),
    doc("dupe-a", chunk("dupe-a", chunk_id="shared@v1#0")),
    doc("dupe-b", chunk("dupe-b", chunk_id="shared@v1#0")),
    doc("null-id", chunk("null-id", chunk_id=None)),
    doc("null-doc-id", chunk("null-doc-id", doc_id=None)),
    doc("mixed", chunk("mixed", 0), chunk("mixed", 1, tenant_id="initech")),
    doc("two-bad", chunk("two-bad", 0, tenant_id="initech"), chunk("two-bad", 1, tenant_id="umbrella")),
    doc("unloadable", load_error=LoadError("PARSE_CORRUPT", "truncated")),
]


@pytest.fixture(scope="module")
def outcome(policy, params):
    ctx = RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="test")
    out = check_schema.fn(CORPUS, params, ctx)
    return out.findings, out.side_result


@pytest.mark.parametrize(("doc_id", "codes"), [
    ("bad-tenant", ["SCHEMA_TENANT"]),
    ("null-tenant", ["SCHEMA_TENANT"]),
    ("bad-class", ["SCHEMA_CLASSIFICATION"]),
    ("null-class", ["SCHEMA_CLASSIFICATION"]),
    ("bad-role", ["SCHEMA_ROLE"]),
    ("bad-dates", ["SCHEMA_DATES"]),
    ("no-start", ["SCHEMA_DATES"]),
    ("empty-text", ["SCHEMA_TEXT_LENGTH"]),
    ("too-long", ["SCHEMA_TEXT_LENGTH"]),
    ("french", ["SCHEMA_LANGUAGE"]),
    ("dupe-a", ["SCHEMA_CHUNK_ID"]),
    ("dupe-b", ["SCHEMA_CHUNK_ID"]),
    ("null-id", ["SCHEMA_CHUNK_ID"]),
    ("null-doc-id", ["SCHEMA_DOC_ID"]),
    ("mixed", ["SCHEMA_TENANT"]),
    ("two-bad", ["SCHEMA_TENANT"]),  # one finding per document, not per chunk
    # near-misses
    ("clean", []),
    ("no-roles", []),
    ("all-known-roles", []),
    ("same-day", []),
    ("one-char", []),
    ("max-long", []),
    ("unknown-lang", []),
    ("unloadable", []),
])
def test_schema_codes_per_document(outcome, doc_id, codes):
    findings, _ = outcome
    assert sorted(f.code for f in findings if f.doc_id == doc_id) == codes


def test_findings_point_at_the_failing_chunk(outcome):
    findings, _ = outcome
    by_doc = {f.doc_id: f for f in findings}
    assert by_doc["mixed"].chunk_id == "mixed@v1#1"
    assert by_doc["two-bad"].chunk_id is None and "2 chunk(s)" in by_doc["two-bad"].message
    assert by_doc["null-id"].chunk_id is None
    assert by_doc["bad-role"].evidence == "allowed_roles: ceo"
    assert by_doc["bad-tenant"].evidence == "tenant_id: initech"
    assert by_doc["bad-dates"].evidence == "expires_at: 2025-01-01 > 2024-12-31"


@pytest.mark.parametrize(("code", "action", "severity"), [
    ("SCHEMA_TENANT", "quarantine", "high"),
    ("SCHEMA_ROLE", "quarantine", "high"),
    ("SCHEMA_CHUNK_ID", "quarantine", "high"),
    ("SCHEMA_TEXT_LENGTH", "flag", "low"),
    ("SCHEMA_LANGUAGE", "flag", "low"),
])
def test_actions_by_code(outcome, code, action, severity):
    findings, _ = outcome
    assert {(f.action, f.severity) for f in findings if f.code == code} == {(action, severity)}


def test_validation_result_json_is_attached_and_holds_no_text(outcome):
    _, result = outcome
    dumped = json.dumps(result, ensure_ascii=False)
    assert result["success"] is False
    types = {r["expectation_config"]["type"] for r in result["results"]}
    assert {"expect_column_values_to_be_unique", "expect_column_values_to_be_in_set",
            "expect_column_pair_values_a_to_be_greater_than_b", "expect_column_values_to_be_between",
            "expect_column_values_to_not_be_null"} <= types
    assert SECRET not in dumped and "长长长" not in dumped
    failed = {r["expectation_config"]["meta"]["rule"] for r in result["results"] if not r["success"]}
    assert failed == {"chunk_id_not_null", "chunk_id_unique", "doc_id_not_null", "tenant_not_null", "tenant_known",
                      "classification_not_null", "classification_known", "roles_known",
                      "effective_from_not_null", "dates_ordered", "text_length", "language_known"}


def test_chunk_table_has_one_row_per_chunk(policy):
    frame, row_docs = build_chunk_table(CORPUS, policy)
    assert len(frame) == sum(len(d.chunks) for d in CORPUS) == len(row_docs)
    assert "text" not in frame.columns
    row = frame[frame["chunk_id"] == "bad-role@v1#0"].iloc[0]
    assert (row["allowed_roles"], row["unknown_roles"]) == ("employee,ceo", 1)


def test_no_chunks_skips_gx(policy, params):
    findings, result = run_schema_suite([doc("unloadable", load_error=LoadError("PARSE_EMPTY", "empty"))],
                                        params, policy)
    assert findings == [] and result["skipped"] == "no chunks"


def test_languages_default_to_tenant_languages(policy):
    assert schema._allowed_languages(SchemaParams(), policy) == ["en", "zh"]
    assert schema._allowed_languages(SchemaParams(languages=["ja"]), policy) == ["ja"]


@pytest.mark.parametrize("section", [
    {"min_chars": 10, "max_chars": 5},
    {"min_chars": -1},
    {"languages": [""]},
    {"languages": "zh"},
    {"max_len": 5},
])
def test_bad_params_rejected(section):
    with pytest.raises(ValueError):
        SchemaParams.model_validate(section)
