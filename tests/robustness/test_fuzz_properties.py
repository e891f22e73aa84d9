"""Property-based fuzzing (hypothesis): manifest and policy parsers, the chunker, PII span mapping across
chunk boundaries, and the authorization filter against a direct evaluation of the ACL rule."""

from __future__ import annotations

import datetime as dt
import itertools
import json
from pathlib import Path

import pytest
import yaml
from factories import make_chunk
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rob_helpers import examples

from kbgate.errors import KbgateError
from kbgate.models import Document, ManifestRecord

ROOT = Path(__file__).resolve().parents[2]
FAST = settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

# --- manifest parser ----------------------------------------------------------------------------------------

FIELDS = ["doc_id", "version", "path", "source", "tenant_id", "classification", "allowed_roles", "effective_from",
          "expires_at", "supersedes", "status", "title", "language", "sha256", "owner"]
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12)
                           | st.sampled_from(["2026-02-30", "2025-01-01", "../x", "/etc/passwd", "a.txt", "active"]),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                                      max_size=3), max_leaves=6)
records = st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=len(FIELDS))
lines = st.one_of(records.map(json.dumps), st.text(max_size=30), json_values.map(json.dumps))


@FAST
@given(st.lists(lines, max_size=12))
def test_manifest_parser_accounts_for_every_line(tmp_path_factory, manifest_lines):
    from kbgate.corpus.manifest import read_manifest

    root = tmp_path_factory.mktemp("m")
    (root / "manifest.jsonl").write_text("\n".join(manifest_lines) + "\n", encoding="utf-8")
    try:
        m = read_manifest(root)
    except KbgateError:
        return  # a manifest that is not JSONL at all is a usage error, never a crash
    expected = sum(1 for line in "\n".join(manifest_lines).splitlines() if line.strip())
    assert m.total == expected
    assert all(r.code.startswith("MANIFEST_") and r.errors for r in m.rejected)


# --- policy parser ------------------------------------------------------------------------------------------

BASE = yaml.safe_load((ROOT / "policies" / "acme.yaml").read_text(encoding="utf-8"))
SECTIONS = sorted(BASE)


@FAST
@given(drop=st.lists(st.sampled_from(SECTIONS), max_size=3, unique=True),
       put=st.lists(st.tuples(st.sampled_from(SECTIONS + ["unknown_section"]), json_values), max_size=3))
def test_policy_parser_gives_errors_never_crashes(tmp_path_factory, drop, put):
    from kbgate.policy import load_policy

    data = json.loads(json.dumps(BASE))
    for key in drop:
        data.pop(key)
    for key, value in put:
        data[key] = value
    path = tmp_path_factory.mktemp("p") / "policy.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    try:
        load_policy(path)
    except KbgateError as exc:
        assert str(exc) and "Traceback" not in str(exc)


# --- chunker ------------------------------------------------------------------------------------------------

pieces = st.sampled_from(["refund ", "退款规则。", "Warranty applies. ", "\n\n", "\n", "  ", "a" * 40, "句子，", "x"])


def _doc(text: str, sections: list[int]) -> Document:
    record = ManifestRecord(doc_id="d", version="v1", path="d.md", source="s", tenant_id="t", classification="internal",
                            effective_from=dt.date(2024, 1, 1))
    return Document(record=record, text=text, fmt="md", sections=[(s, f"h{s}") for s in sorted(set(sections))])


@settings(max_examples=examples(150), deadline=None)
@given(parts=st.lists(pieces, min_size=1, max_size=120), max_chars=st.integers(100, 400),
       overlap=st.integers(0, 49), min_chars=st.integers(1, 60), cuts=st.lists(st.integers(0, 4000), max_size=4))
def test_chunks_cover_the_text_within_the_overlap_and_are_stable(parts, max_chars, overlap, min_chars, cuts):
    from kbgate.corpus.chunking import chunk_document

    text = "".join(parts)
    doc = _doc(text, [c for c in cuts if c <= len(text)])
    kw = dict(max_chars=max_chars, overlap_chars=overlap, min_chars=min_chars, run_id="r")
    chunks = chunk_document(doc, **kw)
    covered = [False] * len(text)
    for c in chunks:
        assert c.text == text[c.char_start:c.char_end] and c.text.strip()
        assert len(c.text) <= max_chars
        for i in range(c.char_start, c.char_end):
            covered[i] = True
    lost = [i for i, seen in enumerate(covered) if not seen and not text[i].isspace()]
    assert not lost, (lost[:5], text[:80])
    for a, b in itertools.pairwise(chunks):
        assert a.char_start < b.char_start
        assert a.char_end - b.char_start <= overlap  # no more shared than the configured overlap
    again = chunk_document(doc, **kw)
    assert [(c.chunk_id, c.chunk_hash, c.char_start) for c in again] == [
        (c.chunk_id, c.chunk_hash, c.char_start) for c in chunks]


# --- PII span mapping across chunk boundaries ---------------------------------------------------------------

PII_VALUES = [("13812345678", "PII_CN_MOBILE"), ("zhang.san@example.cn", "PII_EMAIL_ADDRESS"),
              ("4111111111111111", "PII_CREDIT_CARD")]
fillers = st.lists(st.sampled_from(["售后政策", "请在工作日联系", "refund rules ", "退货须保持包装完好", "。", "，"]),
                   min_size=1, max_size=8).map("".join)


@settings(max_examples=examples(40), deadline=None)
@given(before=fillers, after=fillers, value=st.sampled_from(PII_VALUES), cut_in=st.floats(0, 1),
       extra_cut=st.floats(0, 1))
def test_pii_span_maps_to_the_document_and_every_chunk_it_touches(before, after, value, cut_in, extra_cut):
    from ingest_checks.pii import check_pii
    from ingest_checks.registry import RunContext

    raw, code = value
    text = f"{before}：{raw}，{after}"
    start = text.index(raw)
    end = start + len(raw)
    cuts = sorted({start + int(cut_in * len(raw)), int(extra_cut * len(text))} - {0, len(text)})
    bounds = [0, *cuts, len(text)]
    chunks = [make_chunk(doc_id="d", n=n, text=text[a:b], char_start=a) for n, (a, b) in
              enumerate(itertools.pairwise(bounds))]
    record = ManifestRecord(doc_id="d", version="v1", path="d.md", source="s", tenant_id="acme",
                            classification="internal", effective_from=dt.date(2024, 1, 1))
    doc = Document(record=record, text=text, fmt="md", language="zh", chunks=chunks)
    findings = [f for f in check_pii.fn(doc, check_pii.configure({}), RunContext(None, dt.date(2024, 6, 1), "r"))
                if f.code == code]
    assert len(findings) == 1, [(f.code, f.location) for f in findings]
    f = findings[0]
    assert (f.location.char_start, f.location.char_end) == (start, end)
    touched = [c.chunk_id for c in chunks if c.char_start < end and start < c.char_end]
    assert f.chunk_id == touched[0]
    for other in touched[1:]:
        assert other in f.message
    assert raw not in f.message and raw not in (f.evidence or "")


# --- the authorization filter vs a direct evaluation of the ACL rule -----------------------------------------

LEVELS = ["public", "internal", "confidential", "restricted"]
TENANTS = ["acme", "beta"]
ROLES = ["agent", "lead", "chief"]
CLEARANCE = {"agent": "internal", "lead": "confidential", "chief": "restricted"}


def direct_rule(payload: dict, tenant: str, role: str) -> bool:
    """The ACL rule written out: same tenant, role listed, classification at or below the role's clearance."""
    clearance = CLEARANCE.get(role)
    return (payload.get("tenant_id") == tenant and role in (payload.get("allowed_roles") or [])
            and clearance is not None and payload.get("classification") in LEVELS
            and LEVELS.index(payload["classification"]) <= LEVELS.index(clearance))


@pytest.fixture(scope="module")
def acl_store(tmp_path_factory):
    from kbgate.store import EdgeStore

    store = EdgeStore(tmp_path_factory.mktemp("acl") / "store")
    yield store
    store.close()


_versions = itertools.count()
chunk_acl = st.tuples(st.sampled_from(TENANTS + [None]), st.lists(st.sampled_from(ROLES + ["guest"]), max_size=3),
                      st.sampled_from(LEVELS + ["secret"]))


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(specs=st.lists(chunk_acl, min_size=1, max_size=20))
def test_authorization_filter_agrees_with_the_acl_rule(acl_store, specs):
    from kbgate.policy import Policy
    from kbgate.retrieval.retriever import Actor, authorization_filter
    from kbgate.store import build_version

    policy = Policy(name="p", tenants=[{"id": t} for t in TENANTS], classification_levels=LEVELS,
                    roles={r: {"clearance": c} for r, c in CLEARANCE.items()})
    chunks = [make_chunk(doc_id=f"c{i}", n=0, text=f"text {i}", tenant_id=t, allowed_roles=roles, classification=cls)
              for i, (t, roles, cls) in enumerate(specs)]
    version = build_version(acl_store, "acl", f"v{next(_versions)}", chunks)
    payloads = list(acl_store.scroll(version))
    for tenant, role in itertools.product(TENANTS + ["nobody"], ROLES + ["guest"]):
        flt = authorization_filter(Actor(tenant, role), policy)
        matched = {p["chunk_id"] for p in acl_store.scroll(version, filter=flt)}
        expected = {p["chunk_id"] for p in payloads if direct_rule(p, tenant, role)}
        assert matched == expected, (tenant, role)
