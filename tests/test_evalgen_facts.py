"""Fact extraction and question templates of the eval-set generator, zh and en, with near misses."""

from __future__ import annotations

import pytest

from version_gate.evalgen import facts as F
from version_gate.evalgen.complexity import chinese_hardness, flesch_reading_ease, hardness_ranks

# (sentence, expected [(kind, value)] left to right)
CATCH = [
    # zh
    ("自签收之日起15天内，商品外观完好的，可申请无理由退款。", [("duration", "15天内")]),
    ("检测中心在3个工作日内出具检测报告。", [("duration", "3个工作日内")]),
    ("本规则自2026年8月1日起执行。", [("date", "2026年8月1日")]),
    ("单笔退款金额超过3000元的，须由风控专员二次审批。", [("limit", "超过3000元")]),
    ("选择加急服务的，加收50元。", [("amount", "50元")]),
    ("电池容量低于初始容量80%的，可免费更换。", [("percent", "80%")]),
    ("每个账户限参与2次，抵扣金额不可提现。", [("quantity", "2次")]),
    ("签收超过15天的退款申请，必须先完成检测流程。", [("limit", "超过15天"), ("procedure", "检测流程")]),
    ("整机保修期延长为18个月，自开具发票之日起计算。", [("duration", "18个月")]),
    ("2027年春节期间，2月13日起恢复正常收件。", [("date", "2月13日")]),
    # en
    ("Products may be returned within 14 days of delivery for a full refund.", [("duration", "14 days")]),
    ("Approved refunds go back to the original payment method within 7 to 10 business days.",
     [("duration", "7 to 10 business days")]),
    ("Effective July 1, 2026, this policy replaces the 2025 policy.", [("date", "July 1, 2026")]),
    ("Any single refund above $1,500 needs a second approval.", [("limit", "above $1,500")]),
    ("Express shipping costs $12 per order.", [("amount", "$12")]),
    ("Opened items are subject to a 10% restocking fee.", [("percent", "10%")]),
    ("Accounts with more than 2 refunds are routed to manual review.", [("limit", "more than 2 refunds")]),
    ("The battery holds 5000 mAh and charges quickly.", [("quantity", "5000 mAh")]),
    ("Agents follow the return authorization procedure for every claim.",
     [("procedure", "return authorization procedure")]),
    ("Customers may join the Loaner Device Program while a repair is open.",
     [("procedure", "Loaner Device Program")]),
    ("The security team responds within one business day.", [("duration", "one business day")]),
    ("Hold the case button for 20 seconds until the LED flashes amber.", [("duration", "20 seconds")]),
    ("长按电源键10秒，指示灯闪烁后松开。", [("duration", "10秒")]),
]

# sentences with numbers or names but no checkable fact: no case
NEAR_MISS = [
    "本规则适用于在 ACME 官方商城购买的耳机、手表和音箱产品。",
    "W5 智能手表支持蓝牙连接和心率监测。",
    "AX2 Pro 和 S2 Max 的包装盒内附有说明书。",
    "替代2025版退款规则，请以本规则为准。",
    "订单号 SN-AX2024-00017893 可在订单页面查询。",
    "请联系客服获取帮助。",
    "第一章 总则",
    "2026年11月15日",
    "金额：599元",
    "Contact support for help with your order.",
    "The AX2 Pro ships in a recyclable box.",
    "Section 3 covers returns and exchanges.",
    "Windows 10 users can install the desktop app.",
    "Call the hotline at 555 0100 for help.",
    "The Pulse Watch comes in black and silver.",
    "November 20, 2026",
    # real text shapes (Debian reference, Python docs): software programs and processes are no procedures
    "某些终端的按键消息可能会被终端程序截取。",
    "init 程序启动其它各种程序以完成主引导流程。",
    "Exit status of the child process.",
    "XML-RPC is a Remote Procedure Call method that uses XML.",
    "Note that there may be more than one header with the same name.",
    "The simplest way is to make the mock raise an exception when called.",
    "-rw-r--r-- 1 bozo bozo 4 2008-05-09 00:25 bar",
    "$ sleep 30 && ls -l /tmp/2026-11-29.log",
]


@pytest.mark.parametrize(("sentence", "expected"), CATCH)
def test_fact_extraction_catches(sentence, expected):
    got = [(f.kind, f.value) for f in F.extract_facts(sentence)]
    assert got == expected


@pytest.mark.parametrize("sentence", NEAR_MISS)
def test_sentences_without_a_checkable_fact_give_nothing(sentence):
    assert F.document_facts(sentence) == []


def test_a_document_without_facts_gives_no_fact():
    text = "# 适用范围\n本规则适用于 ACME 官方商城售出的产品。\n\n## 说明\n请以门店公告为准。\n"
    assert F.document_facts(text) == []


# (sentence, topic, expected question)
QUESTIONS = [
    ("自签收之日起15天内，商品外观完好的，可申请无理由退款。", "退款规则",
     "根据《退款规则》，自签收之日起多少天内，可申请无理由退款？"),  # the middle clause is left out
    ("单笔退款金额超过3000元的，须由风控专员二次审批。", "售后风控手册",
     "根据《售后风控手册》，单笔退款金额超过多少元的，须由风控专员二次审批？"),
    ("本规则自2026年8月1日起执行。", "退款规则", "根据《退款规则》，本规则自哪一天起执行？"),
    ("电池容量低于初始容量80%的，可免费更换。", "保修政策", "《保修政策》规定，电池容量低于初始容量百分之多少的，可免费更换？"),
    ("必须先完成检测流程，再发起退款。", "退款规则", "根据《退款规则》，必须先完成什么流程，再发起退款？"),
    ("Products may be returned within 14 days of delivery for a full refund.", "Refund Policy",
     "According to the Refund Policy, products may be returned within how many days of delivery for a full refund?"),
    ("Approved refunds go back to the original payment method within 7 to 10 business days.", "Refund Policy",
     "According to the Refund Policy, approved refunds go back to the original payment method within how many "
     "business days?"),
    ("Opened items are subject to a 10% restocking fee.", "Refund Policy",
     "Per the Refund Policy, opened items are subject to a what percentage restocking fee?"),
    ("Accounts with more than 2 refunds are routed to manual review.", "Fraud Playbook",
     "Under the Fraud Playbook, accounts with more than how many refunds are routed to manual review?"),
    ("Express shipping costs $12 per order.", "Shipping Guide",
     "Under the Shipping Guide, express shipping costs what amount per order?"),
]


@pytest.mark.parametrize(("sentence", "topic", "expected"), QUESTIONS)
def test_template_questions(sentence, topic, expected):
    fact = F.extract_facts(sentence)[0]
    q = F.question(fact, topic)
    assert q == expected
    assert fact.value not in q  # the question never gives the answer away
    assert fact.anchor in sentence and fact.value in fact.anchor


def test_a_chinese_question_copies_no_thirteen_characters_in_a_row():
    sentence = "同一账户在最近连续三十个自然日之内累计申请退款超过3次的，系统将自动转入售后风控人工复核流程，复核期间暂停全部退款。"
    q = F.question(F.extract_facts(sentence)[0], "售后风控手册")
    assert q == "根据《售后风控手册》，累计申请退款超过多少次的，复核期间暂停全部退款？"
    assert not any(q[i:i + 13] in sentence for i in range(len(q) - 12))


def test_every_kind_has_a_template_in_both_languages():
    assert {(lang, kind) for lang in ("zh", "en") for kind in F.KINDS} == set(F.TEMPLATES)


def test_anchor_is_the_fact_phrase_not_the_bare_value():
    fact = F.extract_facts("内置电池：保修12个月，电池容量低于初始容量80%的，可免费更换。")[0]
    assert fact.value == "12个月" and fact.anchor == "保修12个月"
    assert F.must_cover(F.extract_facts("自签收之日起15天内，可申请退款。")[0]) == "15天"


@pytest.mark.parametrize(("title", "topic"), [
    ("退款规则（2026版）", "退款规则"), ("2027年春节售后服务安排（更新）", "春节售后服务安排"),
    ("Globex Return and Refund Policy (2026)", "Globex Return and Refund Policy"), (None, "doc-id"),
    ("信息安全培训：识别提示词注入", "识别提示词注入"),  # a long title keeps its last part
])
def test_topic_drops_version_qualifiers(title, topic):
    assert F.topic_of(title, "doc-id") == topic


def test_a_site_name_on_every_title_is_not_the_topic():
    titles = ["Futures — Python 3.11.2 documentation", "Streams — Python 3.11.2 documentation",
              "asyncio — Asynchronous I/O — Python 3.11.2 documentation", "Glossary"]
    site = F.site_suffixes(titles)
    assert site == {"Python 3.11.2 documentation"}
    assert [F.topic_of(t, "d", site) for t in titles] == ["Futures", "Streams", "asyncio — Asynchronous I/O",
                                                          "Glossary"]
    # shared by three of many pages: a topic ("Install"), not a site
    pages = ["Linux - Install", "Mac - Install", "Windows - Install", *(f"Release notes {n}" for n in range(5))]
    assert F.site_suffixes(pages) == frozenset()
    assert F.topic_of("Python 3.11.2 documentation", "d", site) == "Python 3.11.2 documentation"


def test_language_of():
    assert F.language_of("退款在10个工作日内原路返回。") == "zh"
    assert F.language_of("Refunds are issued within 14 business days.") == "en"


def test_complexity_orders_hard_passages_first():
    easy_en = "The cat sat. The dog ran. We go home."
    hard_en = ("Notwithstanding contractual indemnification obligations, manufacturer-authorized "
               "refurbishment necessitates comprehensive documentation verification.")
    assert flesch_reading_ease(easy_en) > flesch_reading_ease(hard_en)
    easy_zh = "退款很快。请联系客服。"
    hard_zh = "经检测中心依据国家标准鉴定确认为非人为因素所致之性能故障的，用户可以选择退款、换新或者维修，三者择一。"
    assert chinese_hardness(hard_zh) > chinese_hardness(easy_zh)
    ranks = hardness_ranks([("a", easy_en, "en"), ("b", hard_en, "en"), ("c", easy_zh, "zh"), ("d", hard_zh, "zh")])
    assert ranks == {"a": 0.5, "b": 1.0, "c": 0.5, "d": 1.0}  # ranked within each language


def test_a_hard_wrapped_english_sentence_is_one_sentence():
    text = ("You may return any device within 30 days of delivery for a full refund, provided it is in\n"
            "resalable condition with all accessories.\nOpened items are subject to a 10% restocking fee.\n")
    sents = [s for _, s in F.sentences(text)]
    assert sents == ["You may return any device within 30 days of delivery for a full refund, provided it is in "
                     "resalable condition with all accessories.", "Opened items are subject to a 10% restocking fee."]
    zh = "退款原路返回。\n赠品未退回的，按赠品标价扣除。\n"
    assert [s for _, s in F.sentences(zh)] == ["退款原路返回。", "赠品未退回的，按赠品标价扣除。"]
