"""Tests of the PII families beyond the first six: normalisation, presidio's US/UK/crypto recognizers,
phones, CN ID forms and passports, obfuscated e-mail, names, dates of birth, addresses,
``pii.allow`` exemptions, ``pii.nlp_model`` and the benchmark's span scorer (tests/pii_benchmark.py)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pii_benchmark
import pytest
from factories import make_pii_doc as make_doc
from factories import pii_params as params
from factories import valid_resident_id as valid_id
from pydantic import ValidationError

from ingest_checks.pii import PII_ENTITIES, check_pii, mask_value, normalize, scan_text
from ingest_checks.registry import RunContext
from kbgate.masking import redact_text

ROOT = Path(__file__).resolve().parents[1]
CTX = RunContext(policy=None, as_of=dt.date(2024, 6, 1), run_id="test-run")
ALL = list(PII_ENTITIES)


def nhs(body9: str) -> str:
    """A UK NHS number: 9 digits and the mod-11 check digit (independent helper)."""
    check = 11 - sum(int(d) * (10 - i) for i, d in enumerate(body9)) % 11
    return body9 + str(0 if check == 11 else check)


SPACED_ID = valid_id("11010519491231002")
SPACED_ID = f"{SPACED_ID[:6]} {SPACED_ID[6:14]} {SPACED_ID[14:]}"
NHS = nhs("943476591")

# (text, entity, exact value as written in the text)
MUST_FIND = [
    # presidio's predefined recognizers, CJK-safe
    ("SSN 536-22-8143 on file", "US_SSN", "536-22-8143"),
    ("社保号536-22-8143。", "US_SSN", "536-22-8143"),
    ("ITIN: 912-70-1234.", "US_ITIN", "912-70-1234"),
    ("Passport number 533380006 expires 2030.", "US_PASSPORT", "533380006"),
    ("passport# L97919074", "US_PASSPORT", "L97919074"),
    ("Driver's license D1234567 issued in CA", "US_DRIVER_LICENSE", "D1234567"),
    (f"NHS number {NHS[:3]} {NHS[3:6]} {NHS[6:]}", "UK_NHS", f"{NHS[:3]} {NHS[3:6]} {NHS[6:]}"),
    ("National insurance AB 12 34 56 C", "UK_NINO", "AB 12 34 56 C"),
    ("比特币钱包1BoatSLRHtKNngkdXEeobR76b53LETtpyT。", "CRYPTO", "1BoatSLRHtKNngkdXEeobR76b53LETtpyT"),
    # phones
    ("Call (206) 342-8831 after five.", "PHONE_NUMBER", "(206) 342-8831"),
    ("London office +44 20 7946 0958.", "PHONE_NUMBER", "+44 20 7946 0958"),
    ("座机010-62345678，工作日可拨打。", "PHONE_NUMBER", "010-62345678"),
    ("请拨打0755-86013388转人工", "PHONE_NUMBER", "0755-86013388"),
    ("phone 251.636.9042", "PHONE_NUMBER", "251.636.9042"),
    ("Tel: 020 7946 0958", "PHONE_NUMBER", "020 7946 0958"),
    ("座机：021-63218888", "PHONE_NUMBER", "021-63218888"),  # full-width colon becomes ':' after NFKC
    # full-width forms (NFKC) keep the ORIGINAL span
    ("手机１３８１２３４５６７８。", "CN_MOBILE", "１３８１２３４５６７８"),
    ("邮箱ｚｈａｎｇ＠ｅｘａｍｐｌｅ．ｃｎ。", "EMAIL_ADDRESS", "ｚｈａｎｇ＠ｅｘａｍｐｌｅ．ｃｎ"),
    ("联系zhang＠example.cn获取", "EMAIL_ADDRESS", "zhang＠example.cn"),
    # resident ID forms, CN passport, UnionPay
    (f"身份证{SPACED_ID}，请核对", "CN_RESIDENT_ID", SPACED_ID),
    ("身份证号110105491231002。", "CN_RESIDENT_ID", "110105491231002"),
    ("护照号E12345678，有效期十年。", "CN_PASSPORT", "E12345678"),
    ("护照：EA1234567", "CN_PASSPORT", "EA1234567"),
    ("Mastercard 2221000000000009 on file", "CREDIT_CARD", "2221000000000009"),
    # obfuscated e-mail
    ("Write to jane.doe [at] contoso.example.com today", "EMAIL_ADDRESS", "jane.doe [at] contoso.example.com"),
    ("mail jane (at) example (dot) com", "EMAIL_ADDRESS", "jane (at) example (dot) com"),
    ("reach bob at example dot org for help", "EMAIL_ADDRESS", "bob at example dot org"),
    # names, dates of birth, addresses
    ("姓名：张伟，部门：售后。", "PERSON", "张伟"),
    ("联系人欧阳娜娜负责维修", "PERSON", "欧阳娜娜"),
    ("员工王芳的出生日期已登记。", "PERSON", "王芳"),  # a generic label counts when personal data follows
    ("学生：李明，班级三年二班", "PERSON", "李明"),  # ... or with a colon
    ("王芳女士反馈耳机有杂音", "PERSON", "王芳"),
    ("Name: Jane Doe", "PERSON", "Jane Doe"),
    ("Ms. Alice Wong reported it", "PERSON", "Alice Wong"),
    ("Employee Tom O'Brien requested leave", "PERSON", "Tom O'Brien"),
    ("Contact: Bill Pugh", "PERSON", "Bill Pugh"),  # Upstream-Contact: is public attribution (test_pii_real_shapes)
    ("Employee: Dana Whitfield\nDate of birth: 04/22/1986", "PERSON", "Dana Whitfield"),  # name ends at the line
    ("出生日期1988-03-15，", "DATE_OF_BIRTH", "1988-03-15"),
    ("生日：1990年7月1日", "DATE_OF_BIRTH", "1990年7月1日"),
    ("DOB 03/15/1988.", "DATE_OF_BIRTH", "03/15/1988"),
    ("She was born on March 5, 1979 in Ohio.", "DATE_OF_BIRTH", "March 5, 1979"),
    ("Ship to 1600 Amphitheatre Parkway, Mountain View, CA 94043 by Friday.", "ADDRESS",
     "1600 Amphitheatre Parkway, Mountain View, CA 94043"),
    ("收货地址：北京市海淀区中关村大街27号，请尽快发货。", "ADDRESS", "北京市海淀区中关村大街27号"),
    ("寄回广东省深圳市南山区科技园路8号3栋1201室。", "ADDRESS", "广东省深圳市南山区科技园路8号3栋1201室"),
]


@pytest.mark.parametrize(("text", "entity", "value"), MUST_FIND)
def test_entity_found_with_exact_original_span(text, entity, value):
    spans = scan_text(text, ALL)
    got = [(s.entity, text[s.start:s.end]) for s in spans]
    assert (entity, value) in got, got


NEAR_MISSES = [
    # identifiers shaped like personal numbers
    "Part no. 463-49-8876-A in the catalogue",  # SSN shape inside a longer identifier
    "订单号2277746406017343已发货",  # Luhn-valid 16 digits, labelled as an order number
    "Order #4111111111111111 shipped",
    "Closes: #1013311 in the gallium driver",  # issue number near the word driver
    "Enable the i915 driver",
    "testcase-detail/5390364397928448",  # Luhn-valid number in a URL path
    "oss-fuzz-5390364397928448",
    '"total_memory": "17179869184"',  # 2**34 bytes, shaped like a mobile
    "客服热线400-820-8820，全国统一。",  # shared-cost hotline
    "Toll-free 1-800-555-0199.",
    "银行客服95588",
    "统一社会信用代码 91110108MA01234567X",
    "E12345678 is a part number",  # passport shape without passport context
    "身份证号码的格式是18位",  # the word without a number
    "110105491231002 is a batch number",  # 15-digit legacy ID shape without ID context
    # numbers in dates, times, versions, decimals
    "Date:   Fri Apr 9 17:26:31 2010 -0700 call",
    "a call to some_function at 2005-03-23 23:47:11",
    "call 0.00915254671069 0.0105358367361",
    "see vim patch 3632  9.0.0612",
    "from 4.4.1 to 4.4.2.2",
    "Changes in 1.2.3.7",
    "Bumped standards-version to 3.2.1.0",
    "join multicast 225.4.5.6 from host",
    "netmask: 'ffff:ffff:ffff:ffff::'",
    "Revert to Makefile.in from 1.2.3.6",
    "work around breakage from zlib 1.2.5.1",
    "upgrades from versions before 1.7.9.5",
    "* Update from 1.2.99.2 and Updated standards to 2.4.0.0",
    "processors\\:6,maxMemory\\:16769056768",
    "SOFTWARE IS PROVIDED AS IS AND ANY EXPRESS OR IMPLIED WARRANTIES, IN NO EVENT, MA 02110",
    # names and addresses
    "Name: Support Team",
    "Contact: Customer Service Desk",
    "### Name Related Errors",
    "Upstream-Name: Plexus Classworlds",  # a field naming a project, not a person
    "under the name Parsing Expression Grammars",
    "published in Dr. Dobb's Journal",
    "联系人：售后服务部",
    "客户可以在线提交申请。",
    "员工手册第3章",
    "学生管理的方法见第5章。",  # a generic label before a surname-initial word (seen in Debian's Chinese manuals)
    "用户管理，权限设置",
    "The project was born in 2019 as a fork.",
    "生日快乐！活动截止2024-12-31。",
    "海淀区政府服务中心办事指南",
    "会议室在3号楼1203室。",
    # e-mail look-alikes
    "user [at] mention in chat",
    "meet at noon dot matrix",
    "jane [at] localhost",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_miss_not_flagged(text):
    assert scan_text(text, ALL) == []


def test_generated_near_miss_set_gives_no_finding():
    misses = pii_benchmark.near_misses()
    assert len(misses) >= 200
    flagged = {t: [t[s.start:s.end] for s in scan_text(t, ALL, language="zh")] for t in misses}
    assert {t: v for t, v in flagged.items() if v} == {}


def test_context_required_families_need_their_word():
    assert scan_text("533380006", ALL) == []
    assert [s.entity for s in scan_text("passport 533380006", ALL)] == ["US_PASSPORT"]
    assert scan_text(f"{NHS[:3]} {NHS[3:6]} {NHS[6:]}", ALL) == []
    bad_nhs = NHS[:-1] + str((int(NHS[-1]) + 1) % 10)
    assert scan_text(f"NHS number {bad_nhs}", ALL) == []  # mod-11 check


def test_phone_shapes_and_words():
    assert scan_text("2063428831", ALL) == []  # bare run: no shape, no phone word
    assert [s.entity for s in scan_text("phone 2063428831", ALL)] == ["PHONE_NUMBER"]
    assert [s.entity for s in scan_text("手机13812345678", ALL)] == ["CN_MOBILE"]  # not also a PHONE_NUMBER
    assert scan_text("call (999) 000-0000", ALL) == []  # not a valid US number


# --- normalisation and offsets -----------------------------------------------------------------

def test_normalize_maps_offsets_back_when_lengths_change():
    text = "㎡面积，手机１３８１２３４５６７８"
    norm, offsets = normalize(text)
    assert norm.startswith("m2面积,手机13812345678")
    assert offsets is not None and offsets[0] == offsets[1] == 0 and offsets[-1] == len(text)
    [span] = scan_text(text, ALL)
    assert text[span.start:span.end] == "１３８１２３４５６７８"
    assert redact_text(text, [span]) == "㎡面积，手机<CN_MOBILE>"


def test_normalize_is_identity_on_normal_text():
    assert normalize("plain ascii 123") == ("plain ascii 123", None)
    assert normalize("中文没有全角") == ("中文没有全角", None)


def test_full_width_evidence_is_masked_normalised():
    assert mask_value("CN_MOBILE", "１３８１２３４５６７８") == "138****5678"
    assert mask_value("PHONE_NUMBER", "+44 20 7946 0958") == "44********58"
    assert mask_value("US_SSN", "536-22-8143") == "<US_SSN, 11 chars>"


# --- pii.allow ---------------------------------------------------------------------------------

def test_allow_exempts_exact_values_and_domains_and_reports_each():
    text = "Support: help@globex.com, billing@eu.globex.com; Jane: jane.doe@gmail.com, hotline 13812345678"
    doc = make_doc(text, language="en")
    findings = check_pii.fn(doc, params(allow=["@globex.com", "13812345678"]), CTX)
    flagged = [(f.code, text[f.location.char_start:f.location.char_end]) for f in findings if f.code != "PII_ALLOWED"]
    assert flagged == [("PII_EMAIL_ADDRESS", "jane.doe@gmail.com")]  # personal data stays flagged
    allowed = [f for f in findings if f.code == "PII_ALLOWED"]
    assert [(f.severity, f.action) for f in allowed] == [("info", "info")] * 3
    assert [f.evidence for f in allowed] == ["h***@globex.com", "b***@eu.globex.com", "138****5678"]
    assert "pii.allow entry '@globex.com'" in allowed[0].message
    assert "pii.allow entry '13812345678'" in allowed[2].message


def test_an_address_finding_says_how_to_allow_a_public_address_and_no_other_finding_does():
    text = "Mailing list: git@vger.kernel.org; hotline 13812345678"
    findings = check_pii.fn(make_doc(text, language="en"), params(), CTX)
    by_code = {f.code: f.message for f in findings}
    assert "a public, functional address (a mailing list, a support desk) goes in checks.pii.allow, alone or by its " \
           "@domain" in by_code["PII_EMAIL_ADDRESS"]
    assert "checks.pii.allow" not in by_code["PII_CN_MOBILE"]
    assert "vger" not in by_code["PII_EMAIL_ADDRESS"]  # the message names no value
    after = check_pii.fn(make_doc(text, language="en"), params(allow=["@vger.kernel.org"]), CTX)
    assert [f.code for f in after] == ["PII_ALLOWED", "PII_CN_MOBILE"]


def test_allow_domain_does_not_cover_lookalike_domains():
    text = "mail help@notglobex.com and help@globex.com.evil.com"
    doc = make_doc(text, language="en")
    findings = check_pii.fn(doc, params(allow=["*@globex.com"]), CTX)
    assert [f.code for f in findings] == ["PII_EMAIL_ADDRESS", "PII_EMAIL_ADDRESS"]


def test_allowed_findings_are_never_redacted():
    text = "Support: help@globex.com"
    doc = make_doc(text, language="en")
    findings = check_pii.fn(doc, params(allow=["help@globex.com"]), CTX)
    assert [f.code for f in findings] == ["PII_ALLOWED"]
    assert redact_text(text, findings) == text


def test_acme_policy_exempts_the_public_support_address_and_lists_it():
    import yaml

    policy = yaml.safe_load((ROOT / "policies" / "acme.yaml").read_text(encoding="utf-8"))
    text = "Write to help@globex-support.com with your order number."
    findings = check_pii.fn(make_doc(text, language="en"), check_pii.configure(policy["checks"]["pii"]), CTX)
    assert [(f.code, f.action, f.evidence) for f in findings] == [("PII_ALLOWED", "info", "h***@globex-support.com")]


# --- pii.nlp_model -------------------------------------------------------------------------------

def test_nlp_model_adds_entities_from_a_local_pipeline(tmp_path):
    import spacy

    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([{"label": "PERSON", "pattern": "Zorblax Quint"}, {"label": "GPE", "pattern": "Quahog"}])
    nlp.to_disk(tmp_path / "pipe")
    p = params(nlp_model=str(tmp_path / "pipe"), entities=["PERSON", "LOCATION", "EMAIL_ADDRESS"])
    text = "Zorblax Quint moved to Quahog; mail zq@example.com"
    findings = check_pii.fn(make_doc(text, language="en"), p, CTX)
    got = [(f.code, text[f.location.char_start:f.location.char_end]) for f in findings]
    assert got == [("PII_PERSON", "Zorblax Quint"), ("PII_LOCATION", "Quahog"), ("PII_EMAIL_ADDRESS", "zq@example.com")]
    assert check_pii.fn(make_doc(text, language="en"), params(entities=["PERSON", "LOCATION"]), CTX) == []


def test_nlp_model_must_be_a_pipeline_directory(tmp_path):
    with pytest.raises(ValidationError, match="not a spaCy pipeline directory"):
        params(nlp_model=str(tmp_path))


# --- benchmark scorer ------------------------------------------------------------------------------

def test_span_scorer_on_hand_computed_example():
    score = pii_benchmark.score
    gold = [("PERSON", 0, 10), ("PHONE_NUMBER", 20, 30), ("EMAIL_ADDRESS", 40, 50)]
    pred = [
        ("PERSON", 0, 8),          # IoU 0.8 -> TP
        ("US_SSN", 20, 30),        # wrong type on the phone -> confusion PHONE_NUMBER -> US_SSN
        ("EMAIL_ADDRESS", 48, 60),  # IoU 2/20 -> not a TP, overlaps gold of same type
        ("CREDIT_CARD", 70, 80),   # overlaps nothing -> O -> CREDIT_CARD
    ]
    tp, n_pred, n_gold, confusion = score(gold, pred)
    assert tp == {"PERSON": 1}
    assert n_pred == {"PERSON": 1, "US_SSN": 1, "EMAIL_ADDRESS": 1, "CREDIT_CARD": 1}
    assert n_gold == {"PERSON": 1, "PHONE_NUMBER": 1, "EMAIL_ADDRESS": 1}
    assert confusion == {("PHONE_NUMBER", "US_SSN"): 1, ("EMAIL_ADDRESS", "EMAIL_ADDRESS"): 1, ("O", "CREDIT_CARD"): 1}
    assert pii_benchmark.f2(1.0, 0.5) == pytest.approx(5 * 0.5 / (4 + 0.5))


def test_benchmark_labels_every_planted_span():
    bench = pii_benchmark.build_benchmark(200, seed=3)
    assert len(bench) == 200 and {lang for *_, lang in bench} == {"en", "zh"}
    for text, gold, _ in bench:
        assert gold and all(0 <= s < e <= len(text) for _, s, e in gold)
