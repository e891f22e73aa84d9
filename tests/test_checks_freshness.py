"""The ``freshness`` check: expiry, effective dates, superseded and conflicting versions."""

import datetime as dt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ingest_checks.freshness import FreshnessParams, check_freshness, version_key
from ingest_checks.registry import RunContext
from kbgate.models import Document, ManifestRecord

AS_OF = dt.date(2025, 6, 1)


@pytest.fixture(scope="module")
def params(policy):
    """The ``freshness`` parameters of the example policy."""
    return FreshnessParams.model_validate(policy.check_config("freshness"))


@pytest.fixture(scope="module")
def ctx(policy):
    return RunContext(policy=policy, as_of=AS_OF, run_id="test")


def doc(key: str, start: str, end: str | None = None, supersedes=(), status="active") -> Document:
    doc_id, version = key.split("@")
    record = ManifestRecord(doc_id=doc_id, version=version, path="acme/x.md", source="acme-kb", tenant_id="acme",
                            classification="public", effective_from=start, expires_at=end,
                            supersedes=list(supersedes), status=status)
    return Document(record=record, text="退款规则")


def run(params, ctx, docs) -> set[tuple[str, str]]:
    return {(f.doc_key, f.code) for f in check_freshness.fn(docs, params, ctx)}


CASES = [
    # single documents
    ("current", [doc("a@v1", "2024-01-01")], set()),
    ("current-with-future-expiry", [doc("a@v1", "2024-01-01", "2025-12-31")], set()),
    ("expired", [doc("a@v1", "2024-01-01", "2025-05-31")], {("a@v1", "EXPIRED")}),
    ("expires-today-still-valid", [doc("a@v1", "2024-01-01", "2025-06-01")], set()),
    ("not-yet-effective", [doc("a@v1", "2025-06-02")], {("a@v1", "NOT_YET_EFFECTIVE")}),
    ("effective-today", [doc("a@v1", "2025-06-01")], set()),
    ("withdrawn-expired-ignored", [doc("a@v1", "2024-01-01", "2024-02-01", status="withdrawn")], set()),
    # versions of one doc_id
    ("implicit-superseded", [doc("a@v1", "2024-01-01"), doc("a@v2", "2025-01-01")], {("a@v1", "SUPERSEDED")}),
    ("explicit-superseded", [doc("a@v1", "2024-01-01", "2025-12-31"), doc("a@v2", "2025-01-01", supersedes=["a@v1"])],
     {("a@v1", "SUPERSEDED")}),
    ("conflict-overlapping-windows", [doc("a@v1", "2024-01-01", "2025-12-31"), doc("a@v2", "2025-01-01")],
     {("a@v1", "VERSION_CONFLICT"), ("a@v2", "VERSION_CONFLICT")}),
    ("conflict-same-start", [doc("a@v9", "2025-01-01"), doc("a@v10", "2025-01-01")],
     {("a@v9", "VERSION_CONFLICT"), ("a@v10", "VERSION_CONFLICT")}),
    ("same-start-linked", [doc("a@v9", "2025-01-01"), doc("a@v10", "2025-01-01", supersedes=["a@v9"])],
     {("a@v9", "SUPERSEDED")}),
    ("three-versions", [doc("a@v1", "2023-01-01"), doc("a@v2", "2024-01-01"), doc("a@v3", "2025-01-01")],
     {("a@v1", "SUPERSEDED"), ("a@v2", "SUPERSEDED")}),
    ("old-expired-new-current", [doc("a@v1", "2023-01-01", "2024-12-31"), doc("a@v2", "2025-01-01", supersedes=["a@v1"])],
     {("a@v1", "EXPIRED")}),
    ("newer-not-yet-effective", [doc("a@v1", "2024-01-01"), doc("a@v2", "2026-01-01", supersedes=["a@v1"])],
     {("a@v2", "NOT_YET_EFFECTIVE")}),
    ("newer-withdrawn", [doc("a@v1", "2024-01-01"), doc("a@v2", "2025-01-01", status="withdrawn")], set()),
    ("handover-without-overlap", [doc("a@v1", "2024-01-01", "2024-12-31"), doc("a@v2", "2025-01-01")],
     {("a@v1", "EXPIRED")}),
    ("newer-expired-older-remains", [doc("a@v1", "2022-01-01"), doc("a@v2", "2023-01-01", "2024-01-01")],
     {("a@v2", "EXPIRED")}),
    # supersedes across doc_ids
    ("cross-doc-superseded", [doc("policy2024@v3", "2024-01-01"), doc("policy2025@v1", "2025-01-01",
                                                                       supersedes=["policy2024@v3"])],
     {("policy2024@v3", "SUPERSEDED")}),
    ("superseder-in-future", [doc("old@v1", "2024-01-01"), doc("new@v1", "2025-07-01", supersedes=["old@v1"])],
     {("new@v1", "NOT_YET_EFFECTIVE")}),
    ("superseder-withdrawn", [doc("old@v1", "2024-01-01"), doc("new@v1", "2025-01-01", supersedes=["old@v1"],
                                                                status="withdrawn")], set()),
    ("supersedes-unknown-key", [doc("a@v1", "2024-01-01", supersedes=["gone@v0"])], set()),
    # an older version listing the newest cannot make the newest superseded
    ("backwards-link", [doc("a@v1", "2024-01-01", "2025-12-31", supersedes=["a@v2"]), doc("a@v2", "2025-01-01")],
     {("a@v1", "VERSION_CONFLICT"), ("a@v2", "VERSION_CONFLICT")}),
]


@pytest.mark.parametrize(("name", "docs", "expected"), CASES, ids=[c[0] for c in CASES])
def test_freshness_codes(params, ctx, name, docs, expected):
    assert run(params, ctx, docs) == expected


def test_conflict_holds_both_versions_and_names_both(params, ctx):
    findings = check_freshness.fn([doc("a@v1", "2024-01-01", "2025-12-31"), doc("a@v2", "2025-01-01")],
                                  params, ctx)
    assert sorted(f.doc_key for f in findings) == ["a@v1", "a@v2"]
    for finding in findings:
        assert "a@v1" in finding.message and "a@v2" in finding.message
        assert finding.action == "quarantine"


def test_not_yet_effective_is_medium(params, ctx):
    (finding,) = check_freshness.fn([doc("a@v1", "2026-01-01")], params, ctx)
    assert finding.severity == "medium"


@pytest.mark.parametrize(("older", "newer"), [("v2", "v10"), ("1.9", "1.10"), ("v1", "v1.1"), ("2024-01", "2024-02")])
def test_version_key_orders_naturally(older, newer):
    assert version_key(older) < version_key(newer)


_DATES = st.dates(min_value=dt.date(2024, 1, 1), max_value=dt.date(2026, 12, 31))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(_DATES, st.one_of(st.none(), _DATES), st.booleans()), min_size=1, max_size=5))
def test_newest_in_force_version_held_only_by_a_conflict(params, ctx, versions):
    docs = []
    for i, (start, end, link) in enumerate(versions, start=1):
        if end is not None and end < start:
            start, end = end, start
        supersedes = [f"a@v{i - 1}"] if link and i > 1 else []
        docs.append(doc(f"a@v{i}", start.isoformat(), end and end.isoformat(), supersedes))
    in_force = [d for d in docs if d.record.effective_from <= AS_OF
                and (d.record.expires_at is None or d.record.expires_at >= AS_OF)]
    findings = check_freshness.fn(docs, params, ctx)
    assert len({f.doc_key for f in findings}) == len(findings)  # at most one finding per document
    if in_force:
        newest = max(in_force, key=lambda d: (d.record.effective_from, version_key(d.record.version)))
        conflict = any(f.code == "VERSION_CONFLICT" and f.doc_key != newest.key for f in findings)
        # the newest version is held only when it conflicts with an unlinked older one
        assert {f.code for f in findings if f.doc_key == newest.key} == ({"VERSION_CONFLICT"} if conflict else set())
        # every other version in force is flagged: only one version of a doc_id may stay live
        assert {d.key for d in in_force} - {newest.key} <= {f.doc_key for f in findings}
