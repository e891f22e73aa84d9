"""``schema`` on batches: per-batch GX results merged into one result equal to the whole table's.

Every test compares the merged result of batches (:func:`validate_in_batches`, the Ray engine's steps in
one process) with the whole-table result
of :func:`validate_chunk_table` (real GX runs, small tables): the findings, the success, and each
expectation's result (``unexpected_index_list``, counts, percentages, partial lists).
"""

from __future__ import annotations

import json
from collections import Counter

import pytest
from factories import make_chunk

from ingest_checks.schema import (
    SchemaParams,
    SuiteValidator,
    build_chunk_table,
    findings_from_result,
    merge_results,
    validate_chunk_table,
)
from kbgate.models import Document, ManifestRecord

#: rows per batch: splits every planted table below over several batches
BATCH = 4


def validate_in_batches(frame, params, policy, batch_rows: int) -> dict:
    """The Ray engine's steps in this process: the suite on consecutive slices that keep the whole
    table's index, ``chunk_id`` uniqueness judged over the ids of all slices together, then merged."""
    validate = SuiteValidator(params, policy)
    batches = [frame.iloc[start:start + batch_rows] for start in range(0, len(frame), batch_rows)]
    counts = Counter(c for batch in batches for c in batch["chunk_id"].tolist() if c is not None)
    return merge_results([validate(batch) for batch in batches], frame, {c for c, n in counts.items() if n > 1})


@pytest.fixture(scope="module")
def params(policy):
    return SchemaParams.model_validate(policy.check_config("schema"))


def doc(name: str, *overrides: dict) -> Document:
    """A document whose chunk ``n`` takes the fields of ``overrides[n]`` (``{}`` for a clean chunk)."""
    record = ManifestRecord(doc_id=name, version="v1", path=f"acme/{name}.md", source="acme-kb",
                            tenant_id="acme", classification="internal", effective_from="2024-01-01")
    chunks = [make_chunk(**{"doc_id": name, "n": n, "allowed_roles": ["employee"], "language": "zh", **fields})
              for n, fields in enumerate(overrides)]
    return Document(record=record, text="", chunks=chunks)


# rows 0-3 are batch 0, 4-7 batch 1, 8-11 batch 2, 12-15 batch 3
PLANTED = [
    doc("a", {}, {"chunk_id": "shared@v1#0"}, {"tenant_id": "initech"}, {}),  # rows 0-3
    doc("b", {}, {"allowed_roles": ["employee", "ceo"]}, {}, {}),  # rows 4-7
    doc("c", {}, {"effective_from": "2025-01-01", "expires_at": "2024-12-31"}, {"chunk_id": "shared@v1#0"},
        {"expires_at": "2030-01-01"}),  # rows 8-11: the duplicate's second copy is two batches on
    doc("d", {}, {"text": "长" * 20001}, {"classification": None}, {"chunk_id": None}),  # rows 12-15
]
CLEAN = [doc("e", *[{}] * 6), doc("f", *[{"expires_at": "2030-01-01"}] * 5)]


def outcome(result: dict, frame, row_docs, params, policy) -> tuple[list[str], list[tuple], tuple]:
    """What must be equal: the findings, each expectation's success and result, the overall success."""
    findings = [f.model_dump_json() for f in findings_from_result(result, frame, row_docs, params, policy)]
    per_expectation = [((r["expectation_config"].get("meta") or {}).get("rule"), r["success"],
                        json.dumps(r["result"], sort_keys=True)) for r in result["results"]]
    return findings, per_expectation, (result["success"], result["statistics"])


def whole_and_batches(docs: list[Document], params, policy) -> tuple[tuple, tuple, dict]:
    """The outcome of the whole-table result, of the merged batch result, and the merged result."""
    frame, row_docs = build_chunk_table(docs, policy)
    assert len(frame) > BATCH
    merged = validate_in_batches(frame, params, policy, BATCH)
    whole = validate_chunk_table(frame, params, policy)
    assert without_ids(merged) == without_ids(whole)  # the whole JSON, data fingerprint included
    return outcome(whole, frame, row_docs, params, policy), outcome(merged, frame, row_docs, params, policy), merged


def without_ids(result: dict) -> dict:
    """The GX result without what differs between two runs on the same table: ids and timestamps."""
    meta = {k: v for k, v in result["meta"].items() if k not in ("validation_id", "run_id", "validation_time")}
    meta["batch_markers"] = {k: v for k, v in meta["batch_markers"].items() if k != "ge_load_time"}
    results = [{**r, "expectation_config": {k: v for k, v in r["expectation_config"].items() if k != "id"}}
               for r in result["results"]]
    return {**result, "meta": meta, "results": results}


def by_rule(result: dict) -> dict[str, dict]:
    return {r["expectation_config"]["meta"]["rule"]: r for r in result["results"]}


def test_planted_failures_in_different_batches_merge_to_the_whole_table_result(params, policy):
    whole, merged, result = whole_and_batches(PLANTED, params, policy)
    assert merged == whole
    rules = by_rule(result)
    expected = {"chunk_id_unique": [1, 10], "tenant_known": [2], "roles_known": [5], "dates_ordered": [9],
                "text_length": [13], "classification_not_null": [14], "chunk_id_not_null": [15]}
    for rule, rows in expected.items():
        assert rules[rule]["success"] is False, rule
        assert rules[rule]["result"]["unexpected_index_list"] == rows, rule
        assert rules[rule]["result"]["unexpected_count"] == len(rows), rule
        assert rules[rule]["result"]["element_count"] == 16, rule
    assert rules["chunk_id_unique"]["result"]["partial_unexpected_counts"] == [{"value": "shared@v1#0", "count": 2}]
    assert rules["chunk_id_unique"]["result"]["missing_count"] == 1  # the null id is missing, not repeated
    assert rules["dates_ordered"]["result"]["missing_count"] == 14  # rows without expires_at, over all batches
    assert all(r["success"] for rule, r in rules.items() if rule not in expected)
    codes = sorted((f["doc_id"], f["code"]) for f in map(json.loads, merged[0]))
    assert codes == [("a", "SCHEMA_CHUNK_ID"), ("a", "SCHEMA_TENANT"), ("b", "SCHEMA_ROLE"), ("c", "SCHEMA_CHUNK_ID"),
                     ("c", "SCHEMA_DATES"), ("d", "SCHEMA_CHUNK_ID"), ("d", "SCHEMA_CLASSIFICATION"),
                     ("d", "SCHEMA_TEXT_LENGTH")]


def test_clean_table_merges_to_a_passing_result(params, policy):
    whole, merged, result = whole_and_batches(CLEAN, params, policy)
    assert merged == whole
    assert result["success"] is True and merged[0] == []
    assert result["statistics"]["success_percent"] == 100.0


def test_duplicate_within_one_batch_is_found_once(params, policy):
    """Near miss of the cross-batch case: both copies in batch 1 (rows 5 and 6)."""
    docs = [doc("g", {}, {}, {}, {}, {}, {"chunk_id": "twice"}, {"chunk_id": "twice"}, {})]
    whole, merged, result = whole_and_batches(docs, params, policy)
    assert merged == whole
    unique = by_rule(result)["chunk_id_unique"]["result"]
    assert unique["unexpected_index_list"] == [5, 6] and unique["unexpected_list"] == ["twice", "twice"]


def test_table_without_duplicates_has_a_passing_uniqueness(params, policy):
    """Near miss: equal text lengths and labels in every batch, but every chunk_id is distinct."""
    docs = [doc("h", *[{}] * 9)]
    whole, merged, result = whole_and_batches(docs, params, policy)
    assert merged == whole
    unique = by_rule(result)["chunk_id_unique"]
    assert unique["success"] is True and unique["result"]["unexpected_index_list"] == []
