"""Tests of the ``pii`` check: presidio offline, CJK-adjacent patterns, masking, redaction."""

from __future__ import annotations

import datetime as dt
import socket
from pathlib import Path

import pytest
import yaml
from factories import make_pii_doc as make_doc
from factories import pii_params as params
from factories import resident_id_check_char as id_check_char
from factories import valid_resident_id as valid_id
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from ingest_checks.pii import (
    PII_ENTITIES,
    check_pii,
    contains_pii,
    mask_pii,
    mask_value,
    scan_text,
)
from ingest_checks.registry import RunContext
from kbgate.errors import InputError
from kbgate.masking import redact_text

ROOT = Path(__file__).resolve().parents[1]
CTX = RunContext(policy=None, as_of=dt.date(2024, 6, 1), run_id="test-run")


# --- independent helpers (not the module's code, so a bug there makes tests fail) ---------------

def wrong_id(first17: str) -> str:
    good = id_check_char(first17)
    return first17 + ("1" if good != "1" else "2")


def id_ending_in_x() -> str:
    for seq in range(1000):
        first17 = f"44030519851231{seq:03d}"
        if id_check_char(first17) == "X":
            return first17 + "X"
    raise AssertionError("no X check char found")


def luhn_complete(prefix: str) -> str:
    """Append the Luhn check digit to ``prefix``."""
    for d in "0123456789":
        digits = [int(c) for c in prefix + d][::-1]
        total = sum(digits[0::2]) + sum(sum(divmod(2 * x, 10)) for x in digits[1::2])
        if total % 10 == 0:
            return prefix + d
    raise AssertionError


def luhn_broken(prefix: str) -> str:
    good = luhn_complete(prefix)
    return good[:-1] + str((int(good[-1]) + 1) % 10)


# --- must find -----------------------------------------------------------------------------------

UNIONPAY_19 = luhn_complete("622202123456789012")
VALID_ID = valid_id("11010119900307451")
MUST_FIND = [
    # (text, entity, exact matched value)
    ("卡号4111111111111111。", "CREDIT_CARD", "4111111111111111"),
    ("card 4111-1111-1111-1111 exp 12/27", "CREDIT_CARD", "4111-1111-1111-1111"),
    (f"银行卡{UNIONPAY_19}已绑定", "CREDIT_CARD", UNIONPAY_19),
    ("Visa 4012 8888 8888 1881 on file", "CREDIT_CARD", "4012 8888 8888 1881"),
    ("邮箱zhang@example.cn", "EMAIL_ADDRESS", "zhang@example.cn"),
    ("邮箱zhang@example.cn联系我们", "EMAIL_ADDRESS", "zhang@example.cn"),
    ("联系li.si+kb@mail.example.com.cn获取报价", "EMAIL_ADDRESS", "li.si+kb@mail.example.com.cn"),
    ("Write to wang_wu@acme-corp.com.", "EMAIL_ADDRESS", "wang_wu@acme-corp.com"),
    (f"身份证号{VALID_ID}，请核对", "CN_RESIDENT_ID", VALID_ID),
    (f"证件{valid_id('31010519851231002')}。", "CN_RESIDENT_ID", valid_id("31010519851231002")),
    (f"ID:{id_ending_in_x()} ok", "CN_RESIDENT_ID", id_ending_in_x()),
    (f"身份证{id_ending_in_x().lower()}号", "CN_RESIDENT_ID", id_ending_in_x().lower()),
    ("手机13812345678联系", "CN_MOBILE", "13812345678"),
    ("电话：+86 139-1234-5678，", "CN_MOBILE", "+86 139-1234-5678"),
    ("Mobile: 0086 15912345678.", "CN_MOBILE", "0086 15912345678"),
    ("回拨199 8765 4321即可", "CN_MOBILE", "199 8765 4321"),
    ("手机13812345678 2024年", "CN_MOBILE", "13812345678"),
    ("IBAN：DE89370400440532013000。", "IBAN_CODE", "DE89370400440532013000"),
    ("账户 GB82 WEST 1234 5698 7654 32 已验证", "IBAN_CODE", "GB82 WEST 1234 5698 7654 32"),
    ("服务器地址45.33.32.156访问", "IP_ADDRESS", "45.33.32.156"),  # 8.8.8.8 is a public resolver, not a person
    ("client 203.119.25.7 logged in", "IP_ADDRESS", "203.119.25.7"),
    ("from 2a01:4f8:c17:1a2b::1.", "IP_ADDRESS", "2a01:4f8:c17:1a2b::1"),
]


@pytest.mark.parametrize(("text", "entity", "value"), MUST_FIND)
def test_scan_text_finds_entity_with_exact_span(text, entity, value):
    spans = scan_text(text)
    got = [(s.entity, text[s.start:s.end]) for s in spans]
    assert (entity, value) in got, got
    assert len(spans) == 1, got


# --- near-misses ---------------------------------------------------------------------------------

NEAR_MISSES = [
    f"订单号：{wrong_id('11010119900307451')}",  # 18 digits, plausible date, wrong ID checksum
    f"订单号{wrong_id('44030519851231002')}已发货",
    "订单号：202403150000123456",  # 18 digits, no valid province/date
    "产品序列号 SN: 4CE0460D0G，保修三年",
    "Serial A1B2-C3D4-E5F6-7788",
    "编号9913812345678000",  # mobile inside a longer digit run
    "流水号 213812345678",
    "单号2024-13812345678-01",
    "固件版本 2.3.18.4",
    "version 1.2.3.4 released",
    "v10.0.19041.1 build",
    "版本号：4.10.2.1",
    "1.2.3.4.5 is a section number",
    "Git 1.7.12.1 Release Notes",  # a bare dotted quad with no network word nearby is a version
    "Changes since B:: and d:: in the subtree docs",  # too few groups to be a written IPv6 address
    "999.1.1.1 is not an address",
    "日期 2024-03-15 与 20240315",
    "客服热线 400-820-8820",
    "ISBN 978-7-111-54742-6",
    f"卡号{luhn_broken('411111111111111')}",  # fails Luhn
    "IBAN DE89 3704 0044 0532 0130 01",  # wrong IBAN checksum
    "admin@server.internal has no public suffix",
    "请把用户邮箱填写在表格中",
    "4111********1111 和 z***@example.cn 和 138****5678",  # masked evidence
    "路由器默认地址 192.168.1.1，回环 127.0.0.1",  # private/loopback: not personal by default
    "docs use 192.0.2.44 and 2001:db8::1",  # documentation ranges
    '{"score": 0.13812345678, "ratio": 3.4111111111111111, "t": 13812345678.25}',  # decimals in reports
    "run 123e4567-e89b-12d3-a456-426614174000 at 1717200000000 sha " + "9f86d081884c7d65" * 4,
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_miss_not_flagged(text):
    assert scan_text(text) == []
    assert not contains_pii(text)


def test_private_ip_flagged_when_policy_says_so():
    text = "路由器默认地址192.168.1.1"
    assert scan_text(text) == []
    spans = scan_text(text, ["IP_ADDRESS"], ip_public_only=False)
    assert [text[s.start:s.end] for s in spans] == ["192.168.1.1"]


def test_entities_and_allow_list_limit_the_scan():
    text = "邮箱zhang@example.cn 手机13812345678"
    assert [s.entity for s in scan_text(text, ["CN_MOBILE"])] == ["CN_MOBILE"]
    assert scan_text(text, []) == []
    assert [s.entity for s in scan_text(text, allow_list=["zhang@example.cn"])] == ["CN_MOBILE"]


@settings(max_examples=60, deadline=None)
@given(
    year=st.integers(1930, 2005), month=st.integers(1, 12), day=st.integers(1, 28), seq=st.integers(0, 999),
    left=st.sampled_from(["身份证", "号码：", "ID ", "（", ""]), right=st.sampled_from(["。", "，", "号", " ", ""]),
)
def test_any_valid_resident_id_next_to_cjk_is_found_and_wrong_checksum_is_not(year, month, day, seq, left, right):
    first17 = f"330106{year}{month:02d}{day:02d}{seq:03d}"
    good, bad = valid_id(first17), wrong_id(first17)
    found = scan_text(f"{left}{good}{right}")
    assert [(s.entity, s.end - s.start) for s in found] == [("CN_RESIDENT_ID", 18)]
    assert all(s.entity != "CN_RESIDENT_ID" for s in scan_text(f"{left}{bad}{right}"))


# --- the check -----------------------------------------------------------------------------------

def test_check_reports_codes_masked_evidence_and_locations():
    text = f"客户张三，身份证号{VALID_ID}，手机13812345678，邮箱zhang@example.cn，卡号4111111111111111。"
    doc = make_doc(text, chunk_at=(20,))
    findings = check_pii.fn(doc, params(), CTX)
    codes = [f.code for f in findings]
    assert codes == ["PII_PERSON", "PII_CN_RESIDENT_ID", "PII_CN_MOBILE", "PII_EMAIL_ADDRESS", "PII_CREDIT_CARD"]
    by_code = {f.code: f for f in findings}
    assert by_code["PII_CREDIT_CARD"].evidence == "4111********1111"
    assert by_code["PII_EMAIL_ADDRESS"].evidence == "z***@example.cn"
    assert by_code["PII_CN_MOBILE"].evidence == "138****5678"
    raw_values = ["张三", VALID_ID, "13812345678", "zhang@example.cn", "4111111111111111"]
    for f in findings:
        assert f.check_id == "pii" and f.doc_id == "doc-1" and f.version == "v1"
        assert f.location.page == 1
        assert text[f.location.char_start:f.location.char_end] in raw_values
        assert not any(v in (f.evidence or "") or v in f.message for v in raw_values)
        assert not contains_pii(f.evidence + " " + f.message)
    assert by_code["PII_CN_RESIDENT_ID"].chunk_id == "doc-1@v1#0"
    assert by_code["PII_CREDIT_CARD"].chunk_id == "doc-1@v1#1"


def test_pii_split_across_chunks_is_found_once_and_mapped_to_both():
    text = "售后联系人电话是13812345678，工作日可拨打。"
    cut = text.index("1381") + 5  # chunk boundary inside the number
    doc = make_doc(text, chunk_at=(cut,))
    assert not any(scan_text(c.text) for c in doc.chunks)  # chunk-by-chunk scanning would miss it
    [finding] = check_pii.fn(doc, params(), CTX)
    assert finding.code == "PII_CN_MOBILE"
    assert finding.chunk_id == "doc-1@v1#0"
    assert "2 chunks" in finding.message and "doc-1@v1#1" in finding.message


def test_actions_come_from_policy_code_actions():
    doc = make_doc("邮箱zhang@example.cn 手机13812345678")
    findings = check_pii.fn(doc, params(action="quarantine", code_actions={"PII_EMAIL_ADDRESS": "redact"}), CTX)
    assert {f.code: f.action for f in findings} == {"PII_EMAIL_ADDRESS": "redact", "PII_CN_MOBILE": "quarantine"}
    assert all(f.severity == "high" for f in findings)


def test_page_number_comes_from_page_starts():
    text = "第一页没有个人信息。\n第二页：邮箱zhang@example.cn"
    doc = make_doc(text)
    doc.page_starts = [0, text.index("第二页")]
    [finding] = check_pii.fn(doc, params(), CTX)
    assert finding.location.page == 2


def test_empty_or_unloadable_document_has_no_findings():
    from kbgate.models import LoadError

    assert check_pii.fn(make_doc(""), params(), CTX) == []
    doc = make_doc("邮箱zhang@example.cn")
    doc.load_error = LoadError("PARSE_CORRUPT", "bad")
    assert check_pii.fn(doc, params(), CTX) == []


# --- parameters ----------------------------------------------------------------------------------

def test_policy_section_from_acme_validates():
    policy = yaml.safe_load((ROOT / "policies" / "acme.yaml").read_text(encoding="utf-8"))
    p = check_pii.configure(policy["checks"]["pii"])
    assert p.score_threshold == 0.5
    assert set(p.entities) <= set(PII_ENTITIES) and "PERSON" in p.entities and "PHONE_NUMBER" in p.entities
    assert p.code_actions == {"PII_EMAIL_ADDRESS": "redact"}


@pytest.mark.parametrize(
    "section",
    [
        {"entities": ["PHONE_NUMBR"]},
        {"score_threshold": 1.5},
        {"score_treshold": 0.5},
        {"action": "delete"},
    ],
)
def test_bad_policy_section_is_rejected(section):
    with pytest.raises(ValidationError):
        check_pii.configure(section)


# --- redaction -----------------------------------------------------------------------------------

def test_mask_pii_scans_the_text_itself():
    assert mask_pii("邮箱zhang@example.cn，电话13812345678。") == "邮箱<EMAIL_ADDRESS>，电话<CN_MOBILE>。"
    assert mask_pii("没有个人信息。") == "没有个人信息。"
    assert redact_text("电话13812345678。", scan=scan_text) == "电话<CN_MOBILE>。"
    with pytest.raises(TypeError):
        redact_text("电话13812345678。")  # the core has no detector of its own


def test_redact_text_with_findings_only_touches_those_spans():
    text = "邮箱zhang@example.cn，电话13812345678。"
    doc = make_doc(text)
    findings = check_pii.fn(doc, params(code_actions={"PII_EMAIL_ADDRESS": "redact"}), CTX)
    to_redact = [f for f in findings if f.action == "redact"]
    assert redact_text(text, to_redact) == "邮箱<EMAIL_ADDRESS>，电话13812345678。"
    assert redact_text(text, [("CN_MOBILE", 21, 32)]) == "邮箱zhang@example.cn，电话<CN_MOBILE>。"


def test_redact_text_rejects_spans_outside_text():
    with pytest.raises(InputError, match="does not fit"):
        redact_text("short", [("CN_MOBILE", 0, 50)])


def test_pii_split_across_chunks_is_found_and_redacted_whole():
    """The scan runs on the whole document, so a number cut by a chunk boundary is still one span."""
    text = "售后联系人电话是13812345678，工作日可拨打。"
    cut = text.index("1381") + 5
    doc = make_doc(text, chunk_at=(cut,))
    findings = check_pii.fn(doc, params(), CTX)
    assert [f.code for f in findings] == ["PII_CN_MOBILE"]
    assert redact_text(doc.text, findings) == "售后联系人电话是<CN_MOBILE>，工作日可拨打。"


@pytest.mark.parametrize(
    ("entity", "value", "masked"),
    [
        ("CREDIT_CARD", "4111-1111-1111-1111", "4111********1111"),
        ("EMAIL_ADDRESS", "zhang@example.cn", "z***@example.cn"),
        ("CN_MOBILE", "+86 139-1234-5678", "+86139****5678"),
        ("CN_RESIDENT_ID", VALID_ID, VALID_ID[:2] + "*" * 14 + VALID_ID[-2:]),
        ("IBAN_CODE", "DE89370400440532013000", "DE89****************00"),
        ("IP_ADDRESS", "8.8.8.8", "8.*.*.*"),
    ],
)
def test_mask_value_hides_the_value(entity, value, masked):
    assert mask_value(entity, value) == masked
    assert not contains_pii(masked)


# --- offline engine ------------------------------------------------------------------------------

def test_engine_runs_without_network(monkeypatch):
    from ingest_checks import presidio_setup

    def refuse(*args, **kwargs):
        raise OSError("network disabled in test")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    engine = presidio_setup.build_analyzer("no_op")
    results = engine.analyze("邮箱zhang@example.cn", language="zh", entities=["EMAIL_ADDRESS"])
    assert [(r.entity_type, r.start, r.end) for r in results] == [("EMAIL_ADDRESS", 2, 18)]
    assert presidio_setup.get_analyzer() is presidio_setup.get_analyzer()


def test_blank_spacy_pipelines_saved_to_cache_and_loaded_by_path(tmp_path, monkeypatch):
    from ingest_checks import presidio_setup

    monkeypatch.setenv("KBGATE_CACHE_DIR", str(tmp_path))
    engine = presidio_setup.build_analyzer("spacy_blank")
    assert (tmp_path / "spacy" / "en" / "config.cfg").exists()
    assert (tmp_path / "spacy" / "zh" / "config.cfg").exists()
    text = f"手机13812345678，身份证{VALID_ID}"
    results = sorted((r.entity_type, r.start, r.end) for r in engine.analyze(text, language="zh"))
    assert results == sorted((s.entity, s.start, s.end) for s in scan_text(text))
    presidio_setup.save_blank_pipelines()  # second call reuses the saved pipelines


def test_unwritable_cache_dir_is_a_config_error(tmp_path, monkeypatch):
    from ingest_checks import presidio_setup
    from kbgate.errors import ConfigError

    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("KBGATE_CACHE_DIR", str(blocker))
    with pytest.raises(ConfigError, match="KBGATE_CACHE_DIR"):
        presidio_setup.save_blank_pipelines(("en",))
