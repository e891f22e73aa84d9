"""The ``labels`` check: missing, unknown and contradicted labels."""

import datetime as dt
import sys
import types

import pytest
from factories import make_chunk

from ingest_checks.labels import LabelsParams, check_labels, marker_pattern
from ingest_checks.registry import RunContext
from kbgate.models import Document, ManifestRecord


@pytest.fixture(scope="module")
def params(policy):
    """The ``labels`` parameters of the example policy."""
    return LabelsParams.model_validate(policy.check_config("labels"))


@pytest.fixture(scope="module")
def ctx(policy):
    return RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="test")


def make_doc(text="耳机保修一年，人为损坏除外。", **fields) -> Document:
    record = dict(doc_id="warranty", version="v2", path="acme/w.md", source="acme-kb", tenant_id="acme",
                  classification="public", allowed_roles=None, effective_from="2024-01-01")
    record.update(fields)
    rec = ManifestRecord(**record)
    chunk = make_chunk(doc_id=rec.doc_id, version=rec.version, text=text, source=rec.source,
                       tenant_id=rec.tenant_id, classification=rec.classification,
                       allowed_roles=rec.allowed_roles or [], language="zh")
    return Document(record=rec, text=text, chunks=[chunk])


@pytest.mark.parametrize(("text", "fields", "codes"), [
    # LABEL_MISSING
    (None, {"classification": None}, ["LABEL_MISSING"]),
    (None, {"classification": "  "}, ["LABEL_MISSING"]),
    (None, {"tenant_id": None}, ["LABEL_MISSING"]),
    (None, {"tenant_id": ""}, ["LABEL_MISSING"]),
    (None, {"allowed_roles": []}, ["LABEL_MISSING"]),
    (None, {"classification": None, "tenant_id": None}, ["LABEL_MISSING", "LABEL_MISSING"]),
    # LABEL_UNKNOWN
    (None, {"classification": "secret"}, ["LABEL_UNKNOWN"]),
    (None, {"classification": "Public"}, ["LABEL_UNKNOWN"]),
    (None, {"tenant_id": "initech"}, ["LABEL_UNKNOWN"]),
    (None, {"allowed_roles": ["employee", "ceo"]}, ["LABEL_UNKNOWN"]),
    # LABEL_MISMATCH: public markers
    ("本文件为内部资料，请勿外传。", {}, ["LABEL_MISMATCH"]),
    ("仅限内部使用", {}, ["LABEL_MISMATCH"]),
    ("INTERNAL ONLY - do not forward", {}, ["LABEL_MISMATCH"]),
    ("Internal only. Pricing for agents.", {}, ["LABEL_MISMATCH"]),
    ("Stamp: (Confidential)", {}, ["LABEL_MISMATCH"]),
    ("报价单CONFIDENTIAL。", {}, ["LABEL_MISMATCH"]),
    ("内部资料 INTERNAL ONLY", {}, ["LABEL_MISMATCH", "LABEL_MISMATCH"]),
    # LABEL_MISMATCH: internal markers in an internal document
    ("该方案属于机密。", {"classification": "internal"}, ["LABEL_MISMATCH"]),
    ("RESTRICTED: risk rules", {"classification": "internal"}, ["LABEL_MISMATCH"]),
    # near-misses
    (None, {}, []),
    (None, {"allowed_roles": None}, []),
    (None, {"allowed_roles": ["employee", "manager"]}, []),
    (None, {"tenant_id": "globex", "classification": "restricted"}, []),
    ("Read our CONFIDENTIALITY policy.", {}, []),
    ("This is NONCONFIDENTIAL material.", {}, []),
    ("CONFIDENTIAL_2 is a file name", {}, []),
    ("内部培训资料已更新", {}, []),  # 内部 and 资料 apart are not the marker
    ("internal use and only that", {}, []),
    ("INTERNAL ONLY", {"classification": "internal"}, []),  # marker listed for public only
    ("该方案属于机密。", {"classification": "confidential"}, []),  # no markers for confidential
    ("INTERNAL\nONLY", {}, []),  # split over lines is not the stamp
])
def test_label_codes(params, ctx, text, fields, codes):
    doc = make_doc(**fields) if text is None else make_doc(text, **fields)
    assert sorted(f.code for f in check_labels.fn(doc, params, ctx)) == sorted(codes)


def test_mismatch_evidence_is_the_marker_and_location_points_at_it(params, ctx):
    text = "保修说明。\n本页内容仅限内部使用。客户邮箱 zhang@example.cn"
    (finding,) = check_labels.fn(make_doc(text), params, ctx)
    assert finding.evidence == "marker=仅限内部"
    assert text[finding.location.char_start:finding.location.char_end] == "仅限内部"
    assert finding.chunk_id == "warranty@v2#0"
    assert "zhang" not in finding.message + finding.evidence


@pytest.mark.parametrize(("repeated_lines", "codes"), [
    (["ACME 售后手册 仅限内部", "第 1 页"], ["LABEL_MISMATCH"]),
    (["Globex Handbook - CONFIDENTIAL"], ["LABEL_MISMATCH"]),
    (["ACME 售后手册", "第 1 页"], []),
])
def test_markers_in_stripped_headers(params, ctx, repeated_lines, codes):
    doc = make_doc()
    doc.repeated_lines = repeated_lines
    findings = check_labels.fn(doc, params, ctx)
    assert [f.code for f in findings] == codes
    assert all(f.location is None and "header/footer" in f.message for f in findings)


def test_unknown_role_evidence_lists_only_unknown_roles(params, ctx):
    (finding,) = check_labels.fn(make_doc(allowed_roles=["employee", "ceo", "ceo"]), params, ctx)
    assert finding.evidence == "unknown_roles=ceo"


@pytest.mark.parametrize(("marker", "text", "hit"), [
    ("CONFIDENTIAL", "confidential", False),  # lower-case prose ("kept confidential") is not a stamp
    ("CONFIDENTIAL", "Confidential", True),
    ("RESTRICTED", "use of the Program is not restricted", False),
    ("CONFIDENTIAL", "CONFIDENTIALITY", False),
    ("CONFIDENTIAL", "机密CONFIDENTIAL文件", True),
    ("CONFIDENTIAL", "机密confidential文件", False),
    ("CONFIDENTIAL", "x_confidential", False),
    ("INTERNAL ONLY", "internal only", False),
    ("INTERNAL ONLY", "Internal Only", True),
    ("INTERNAL ONLY", "Internal only.", True),
    ("内部资料", "这是内部资料", True),
    ("内部资料", "内部 资料", False),
])
def test_marker_pattern(marker, text, hit):
    assert bool(marker_pattern(marker).search(text)) is hit


@pytest.fixture
def pii_stub(monkeypatch):
    """Stand-in for the pii module's presence test (a kbgate module, not a library)."""
    module = types.ModuleType("ingest_checks.pii")
    module.contains_pii = lambda text: "@example.cn" in text
    monkeypatch.setitem(sys.modules, "ingest_checks.pii", module)


@pytest.mark.parametrize(("text", "fields", "severity"), [
    ("内部资料 邮箱 zhang@example.cn", {}, "critical"),
    ("内部资料，没有个人信息", {}, "high"),
    ("内部资料 邮箱 zhang@example.cn", {"allowed_roles": []}, "critical"),
    # confidential documents may hold PII: no escalation
    ("邮箱 zhang@example.cn", {"classification": "confidential", "allowed_roles": ["ceo"]}, "high"),
])
def test_pii_raises_severity(params, ctx, pii_stub, text, fields, severity):
    findings = check_labels.fn(make_doc(text, **fields), params, ctx)
    assert findings and {f.severity for f in findings} == {severity}
    assert all("zhang" not in (f.evidence or "") for f in findings)


def test_pii_module_absent_is_skipped(params, ctx, monkeypatch):
    monkeypatch.setitem(sys.modules, "ingest_checks.pii", None)  # import raises ImportError
    (finding,) = check_labels.fn(make_doc("内部资料 zhang@example.cn"), params, ctx)
    assert finding.severity == "high"


def test_real_pii_helper_raises_severity_to_critical(params, ctx):
    (finding,) = check_labels.fn(make_doc("内部资料 卡号4111111111111111。"), params, ctx)
    assert finding.severity == "critical"


@pytest.mark.parametrize("section", [
    {"markers": {"public": [""]}},
    {"markers": {"public": "INTERNAL ONLY"}},
    {"pii_allowed_levels": "confidential"},
    {"marker": {}},
])
def test_bad_params_rejected(section):
    with pytest.raises(ValueError):
        LabelsParams.model_validate(section)
