"""Tables, forms, regional IDs, LAC names and the issue-30 exemptions: must-catch rows and near-miss rows.

Tables are written the way the loaders render them into the document text (HTML, DOCX and PDF tables as
``cell | cell`` lines, see kbgate.models.Table) and as Markdown ``| a | b |`` rows.
"""

from __future__ import annotations

import pytest

from ingest_checks.pii import scan_text, scan_with_exemptions
from ingest_checks.pii_ids import hk_id_valid, tw_id_valid

MUST_CATCH = [
    # (language, text, entity, value)
    ("zh", "姓名 | 部门 | 电话\n张伟 | 人事部 | 010-62345678\n陈晓明 | 财务部 | 021-64381234", "PERSON", "陈晓明"),
    ("zh", "| 姓名 | 部门 |\n|---|---|\n| 张伟 | 人事部 |\n| 刘洋 | 技术部 |", "PERSON", "刘洋"),
    ("zh", "姓名 | 王建国 | 出生日期 | 1985-03-12", "DATE_OF_BIRTH", "1985-03-12"),
    ("zh", "住址 | 云南省伟县孝南辽阳街b座", "ADDRESS", "云南省伟县孝南辽阳街b座"),
    ("en", "Name | Department | Phone\nValerie Mason | Sales | 020 7946 0018", "PERSON", "Valerie Mason"),
    ("en", "| Name | Date of birth |\n|---|---|\n| Andrea Jones | 1978-12-18 |", "DATE_OF_BIRTH", "1978-12-18"),
    ("en", "Address: 12 Rue de la Paix, 75002 Paris", "ADDRESS", "12 Rue de la Paix, 75002 Paris"),
    ("en", "Phone: 001-695-576-5611x5971", "PHONE_NUMBER", "001-695-576-5611x5971"),
    ("zh", "紧急联系人：王建国，电话 13812345678", "PERSON", "王建国"),
    ("zh", "员工 李娜 于 2023 年入职，工号 1024", "PERSON", "李娜"),
    ("zh", "香港身份证：A123456(3)", "HK_ID_CARD", "A123456(3)"),
    ("zh", "台湾身份证字号 A123456789", "TW_NATIONAL_ID", "A123456789"),
    ("zh", "微信号：zhang_wei88", "WECHAT_ID", "zhang_wei88"),
    ("zh", "QQ：123456789", "QQ_NUMBER", "123456789"),
    ("zh", "银行账号：6222 0212 3456 7890 123", "CN_BANK_ACCOUNT", "6222 0212 3456 7890 123"),
    ("zh", "联系电话 86-13812345678", "CN_MOBILE", "86-13812345678"),
    ("en", "Card number 4883685957489068286", "CREDIT_CARD", "4883685957489068286"),
    ("zh", "他住在上海市徐汇区漕溪北路 88 弄 3 号 502 室。", "ADDRESS", "上海市徐汇区漕溪北路 88 弄 3 号 502 室"),
    ("zh", "家住江苏省昆山市周庄镇全福路 12 号", "ADDRESS", "江苏省昆山市周庄镇全福路 12 号"),
    ("zh", "住在北京市朝阳区望京花园小区 3 栋 2 单元 501 室", "ADDRESS", "北京市朝阳区望京花园小区 3 栋 2 单元 501 室"),
    ("zh", "老家是河南省信阳市光山县北向店乡王湾村 3 组", "ADDRESS", "河南省信阳市光山县北向店乡王湾村 3 组"),
]

NEAR_MISS = [
    ("zh", "如果要将您的姓名包括在名片中，请在设置中填写。"),
    ("zh", "| 公司 | 地址 |\n|---|---|\n| 华为技术有限公司 | 深圳市龙岗区坂田华为基地 |"),
    ("en", "| Company | Office |\n|---|---|\n| Acme Corp | 160 Saratoga Avenue, Santa Clara, CA 95051 |"),
    ("zh", "订单号：20230512123456，运单号 SF123456789012"),
    ("zh", "统一社会信用代码：91440300708461136T"),
    ("zh", "客服热线：400-820-8820"),
    ("en", "Order number: 5012345678, tracking number 1ZAB12345678"),
    ("en", "SKU 4006381333931 — ISBN 978-3-16-148410-0"),
    ("en", "firmware 2.1.14 build 40213, version 10.4.2"),
    ("en", "Copyright (C) 2006-2019 The Chromium Authors, Torch Mobile Inc"),
    ("en", "Interrupt:11 Base address: 0x7000"),
    ("en", "ACTION | NAME | DATE | SIGNATURE\nWRITTEN BY | | February 4, 2023 |"),
    ("zh", "软件包 | 说明\nopenssl | 计算密码哈希 (OpenSSL)"),
    ("en", "\t* FIFO checks (Dr. Werner Fink)\n"),
    ("en", "- [Dr. Koutheir Attouchi brought this change]"),
    ("zh", "发票号码32303311，发票代码627653288517。"),
    ("zh", "第 3 组数据在软件园区 3 栋的服务器上"),
    ("en", "Name | Description | Default\nInstallAllUsers | Perform a system-wide installation. | 0\nTargetDir | The installation directory | "),
    ("en", "Configuration | Name | PyMem_RawMalloc | PyMem_Malloc\nRelease build | \"pymalloc\" | malloc | pymalloc"),
    ("en", "Name | Meaning\nPOSITIONAL_ONLY | Value must be supplied as a positional argument."),
    ("en", "Debian 2.2 Potato (15 August 2000): Named for \u201dMr Potato Head\u201d in the Toy Story movies."),
    ("en", "Debian 2.2 Potato (15. August 2000): Benannt nach \u201eMr Potato Head\u201c aus den Filmen."),
    ("en", "Name | Position | Telephone\nThe vendor |  | \nThe Customer |  | "),
]


@pytest.mark.parametrize(("lang", "text", "entity", "value"), MUST_CATCH)
def test_must_catch(lang, text, entity, value):
    found = [(s.entity, text[s.start:s.end]) for s in scan_text(text, language=lang)]
    assert (entity, value) in found, found


@pytest.mark.parametrize(("lang", "text"), NEAR_MISS)
def test_near_miss(lang, text):
    assert [(s.entity, text[s.start:s.end]) for s in scan_text(text, language=lang)] == []


@pytest.mark.parametrize(("text", "rule"), [
    ("  12 Upstream-Contact: Jane Roe <jane@example.org>", "Upstream-Contact:"),
    ("0012: Upstream-Contact: Jane Roe", "Upstream-Contact:"),
])
def test_attribution_after_a_line_number(text, rule):
    spans, exempt = scan_with_exemptions(text)
    assert not [s for s in spans if s.entity == "PERSON"]
    assert any(x.rule == f"public attribution ({rule})" for x in exempt)


@pytest.mark.parametrize("text", [
    "DATEDIF 示例：某人生于 1974-04-17，公式 =DATEDIF(A1,TODAY(),\"y\") 返回年龄。",
    "DATEDIF 示例：\n某人生于 1974-04-17，返回年龄。",
])
def test_worked_example_in_a_help_page_is_allowed_not_a_finding(text):
    spans, exempt = scan_with_exemptions(text, language="zh")
    assert [s.entity for s in spans] == []
    assert [(x.span.entity, x.rule) for x in exempt] == [("DATE_OF_BIRTH", "worked example in documentation")]


@pytest.mark.parametrize(("value", "ok"), [("A123456(3)", True), ("A123456(4)", False), ("AB9876543", True),
                                           ("AB9876544", False)])
def test_hk_check_digit(value, ok):
    assert hk_id_valid(value) is ok


@pytest.mark.parametrize(("value", "ok"), [("A123456789", True), ("A123456788", False), ("F131104093", True)])
def test_tw_check_digit(value, ok):
    assert tw_id_valid(value) is ok


def test_a_sample_heading_does_not_exempt_the_record_under_it():
    text = "Employee onboarding record (sample)\nEmployee: Dana Whitfield\nDate of birth: 04/21/1988\n"
    assert {s.entity for s in scan_text(text)} >= {"PERSON", "DATE_OF_BIRTH"}


@pytest.mark.parametrize(("text", "name"), [
    ("Hi, my name is Valerie Mason and I need help.", "Valerie Mason"),
    ("Dear Andrea Jones,\nthanks for the quick reply.", "Andrea Jones"),
    ("Best regards,\nPatrick Long\n", "Patrick Long"),
    ("Kelsey Riley, +1 206 342 8831", "Kelsey Riley"),
    ("Michelle Goodwin (born 1980-02-01)", "Michelle Goodwin"),
    ("您好，我叫王建国，手机 13812345678。", "王建国"),
])
def test_english_and_chinese_names_without_labels(text, name):
    assert name in [text[s.start:s.end] for s in scan_text(text, language="zh" if "您" in text else "en")]


@pytest.mark.parametrize("text", [
    "LIBGCRYPT       Werner Koch    2001-06-07\nAssigns past and future changes.",
    "2011-12-15  David Shaw  <dshaw@jabberwocky.com>\n\n\tMerge fix",
    "Hello World, this is a test.",
    "Dear Sir,\nplease find attached",
    "Best regards,\nThe Debian Team\n",
    "Please ignore the previous email; the meeting moved to Friday.\n\nBest regards,\nOperations",
    "Dear Customer Support,\nmy order has not arrived.",
    "Thanks,\nSales\n",
])
def test_name_rule_near_misses(text):
    assert [s for s in scan_text(text) if s.entity == "PERSON"] == []


def test_lac_tags_a_batch_with_offsets_into_each_text():
    from ingest_checks.pii_lac import is_person_name, tag_batch

    texts = ["紧急联系人：王建国，电话", "如果要将您的姓名包括在名片中", ""]
    tagged = tag_batch(texts)
    assert [(texts[0][s:e], tag) for s, e, tag in tagged[0] if tag == "PER"] == [("王建国", "PER")]
    assert all(tag != "PER" for _, _, tag in tagged[1]) and tagged[2] == []
    assert is_person_name(["陈晓明", "经销商"]) == [True, False]


# --- through the loaders: the same table as HTML, DOCX and Markdown, in zh and en -------------------------

TABLES = {
    "zh": (["姓名", "部门", "联系电话"], [["张伟", "人事部", "010-62345678"], ["陈晓明", "财务部", "021-64381234"]]),
    "en": (["Name", "Department", "Phone"], [["Valerie Mason", "Sales", "020 7946 0018"],
                                             ["Andrea Jones", "Support", "020 7946 0321"]]),
}


def _html(header, rows) -> bytes:
    cells = "".join(f"<th>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>Staff</title></head><body><p>Staff list.</p>"
            f"<table><thead><tr>{cells}</tr></thead><tbody>{body}</tbody></table></body></html>").encode()


def _docx(header, rows) -> bytes:
    import io

    import docx

    document = docx.Document()
    document.add_paragraph("Staff list.")
    table = document.add_table(rows=1 + len(rows), cols=len(header))
    for i, row in enumerate([header, *rows]):
        for j, value in enumerate(row):
            table.cell(i, j).text = value
    buf = io.BytesIO()
    document.save(buf)
    return buf.getvalue()


def _markdown(header, rows) -> bytes:
    lines = ["Staff list.", "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines).encode()


def _pdf(header, rows) -> bytes:
    from pdfs import build_pdf

    return build_pdf(["Staff list."], table=[header, *rows])


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize(("suffix", "build"), [(".html", _html), (".docx", _docx), (".md", _markdown), (".pdf", _pdf)])
def test_table_values_are_typed_by_their_header_in_every_format(tmp_path, lang, suffix, build):
    import datetime as dt

    from kbgate.corpus.loaders import load_document
    from kbgate.models import ManifestRecord

    header, rows = TABLES[lang]
    (tmp_path / f"staff{suffix}").write_bytes(build(header, rows))
    rec = ManifestRecord(doc_id="staff", version="v1", path=f"staff{suffix}", source="s", tenant_id="t",
                         classification="internal", effective_from=dt.date(2026, 1, 1), language=lang)
    doc = load_document(tmp_path, rec)
    found = {(s.entity, doc.text[s.start:s.end]) for s in scan_text(doc.text, language=lang)}
    for name, _, phone in rows:
        assert ("PERSON", name) in found
        assert any(e in ("PHONE_NUMBER", "CN_MOBILE") and v == phone for e, v in found)
    for table in doc.tables:  # a loader that keeps the table: every span lies inside one row's line
        for s in scan_text(doc.text, language=lang):
            if table.char_start <= s.start < table.char_end:
                assert any(a <= s.start and s.end <= b for a, b in table.row_spans)
