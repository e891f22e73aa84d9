"""The labelled zh/en PII benchmark, its near-miss set and the span scorer.

Shared by tests/test_pii_families.py (which pins the near-miss set and the scorer) and
bench/pii_eval.py (which prints the figures); data and scoring only, no assert on the scanner.

Sentence templates whose slots Faker fills (``en_US`` and ``zh_CN``), so every PII span is known;
CJK-adjacent forms (no space between 手机 and the number) and full-width forms are among them.
:func:`near_misses` gives at least 200 non-personal identifier-like strings.

Scoring (:func:`score`): a predicted span is a true positive when a gold span of the SAME type
overlaps it with intersection-over-union >= 0.5 (each gold span is matched once); a predicted
span overlapping a gold span of another type counts as a confusion (gold type -> predicted
type); a prediction overlapping nothing is a confusion ``O -> type``; a gold span no prediction overlaps is
``type -> O``. Precision = TP / predictions of the type, recall = TP / gold spans of the type,
F2 = 5PR / (4P + R).

Phone numbers: Faker's US numbers often use area codes that do not exist (``673``); only
numbers ``phonenumbers`` accepts as valid are planted, since an impossible number is not a
phone. Extensions (``x04230``) are left out.
"""

from __future__ import annotations

import random
from collections import Counter

# --- scorer ------------------------------------------------------------------------------------

def _iou(a: tuple[int, int], b: tuple[int, int]) -> float:
    inter = max(0, min(a[1], b[1]) - max(a[0], b[0]))
    return inter / (max(a[1], b[1]) - min(a[0], b[0])) if inter else 0.0


def score(gold: list[tuple[str, int, int]], pred: list[tuple[str, int, int]]) -> tuple[Counter, Counter, Counter, Counter]:
    """Compare one sentence's gold and predicted ``(entity, start, end)`` spans.

    Returns:
        ``(tp, n_pred, n_gold, confusion)``: counters by entity, and ``(gold, pred)`` pairs
        (``"O"`` for nothing) for every prediction that is not a true positive and every
        unmatched gold span.
    """
    tp, n_pred, n_gold, confusion = Counter(), Counter(), Counter(), Counter()
    matched: set[int] = set()
    for ent, *_ in gold:
        n_gold[ent] += 1
    for p_ent, ps, pe in pred:
        n_pred[p_ent] += 1
        same = [i for i, (g_ent, gs, ge) in enumerate(gold)
                if i not in matched and g_ent == p_ent and _iou((ps, pe), (gs, ge)) >= 0.5]
        if same:
            matched.add(same[0])
            tp[p_ent] += 1
            continue
        other = [g_ent for g_ent, gs, ge in gold if _iou((ps, pe), (gs, ge)) > 0]
        confusion[(other[0] if other else "O", p_ent)] += 1
    for i, (g_ent, gs, ge) in enumerate(gold):
        if i not in matched and not any(_iou((gs, ge), (ps, pe)) > 0 for _, ps, pe in pred):
            confusion[(g_ent, "O")] += 1
    return tp, n_pred, n_gold, confusion


def f2(p: float, r: float) -> float:
    return 5 * p * r / (4 * p + r) if p + r else 0.0


# --- value generators ------------------------------------------------------------------------

def _luhn_complete(prefix: str) -> str:
    for d in "0123456789":
        digits = [int(c) for c in prefix + d][::-1]
        if (sum(digits[0::2]) + sum(sum(divmod(2 * x, 10)) for x in digits[1::2])) % 10 == 0:
            return prefix + d
    raise AssertionError


def _nhs(rng: random.Random) -> str:
    while True:
        body = [rng.randint(0, 9) for _ in range(9)]
        check = 11 - sum(d * (10 - i) for i, d in enumerate(body)) % 11
        check = 0 if check == 11 else check
        if check != 10:
            s = "".join(map(str, body)) + str(check)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def _legacy_id(rng: random.Random) -> str:
    return f"{rng.choice(['110105', '310104', '440305', '510107'])}{rng.randint(40, 99)}{rng.randint(1, 12):02d}" \
           f"{rng.randint(1, 28):02d}{rng.randint(0, 999):03d}"


def _valid_phone(fake, region: str) -> str:
    import phonenumbers

    for _ in range(200):
        raw = fake.phone_number().split("x")[0].strip()
        try:
            number = phonenumbers.parse(raw, region)
            if phonenumbers.is_valid_number(number) and phonenumbers.number_type(number) in _PERSONAL_TYPES:
                return raw
        except phonenumbers.NumberParseException:
            continue
    raise AssertionError("no valid number")


_PERSONAL_TYPES = (0, 1, 2)  # phonenumbers FIXED_LINE, MOBILE, FIXED_LINE_OR_MOBILE (toll-free lines are not personal)


def _fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def _slots(en, zh, rng: random.Random) -> dict[str, list]:
    """Slot name -> (entity, zero-arg value maker)."""
    import phonenumbers

    gb = phonenumbers.format_number(phonenumbers.example_number("GB"), phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    area = ["010", "021", "020", "0755", "0571", "028"]
    return {
        "email": ("EMAIL_ADDRESS", lambda: en.email()),
        "email_obf": ("EMAIL_ADDRESS", lambda: en.user_name() + rng.choice([" [at] ", " (at) ", "[at]"]) + en.domain_name()),
        "email_fw": ("EMAIL_ADDRESS", lambda: en.user_name() + "＠" + en.free_email_domain()),
        "card": ("CREDIT_CARD", lambda: en.credit_card_number(rng.choice(["visa", "mastercard", "amex"]))),
        "unionpay": ("CREDIT_CARD", lambda: _luhn_complete("62" + "".join(str(rng.randint(0, 9)) for _ in range(15)))),
        "iban": ("IBAN_CODE", lambda: en.iban()),
        "ip": ("IP_ADDRESS", lambda: en.ipv4_public()),
        "cn_id": ("CN_RESIDENT_ID", lambda: zh.ssn()),
        "cn_id_spaced": ("CN_RESIDENT_ID", lambda: (lambda s: f"{s[:6]} {s[6:14]} {s[14:]}")(zh.ssn())),
        "cn_id_legacy": ("CN_RESIDENT_ID", lambda: _legacy_id(rng)),
        "cn_mobile": ("CN_MOBILE", lambda: zh.phone_number()),
        "cn_mobile_fw": ("CN_MOBILE", lambda: _fullwidth(zh.phone_number())),
        "us_phone": ("PHONE_NUMBER", lambda: _valid_phone(en, "US")),
        "gb_phone": ("PHONE_NUMBER", lambda: gb[:-4] + f"{rng.randint(0, 9999):04d}"),
        "cn_landline": ("PHONE_NUMBER", lambda: f"{rng.choice(area)}-{rng.randint(5, 8)}{rng.randint(0, 9999999):07d}"),
        "cn_passport": ("CN_PASSPORT", lambda: f"E{rng.randint(10**7, 10**8 - 1)}"),
        "ssn": ("US_SSN", lambda: en.ssn()),
        "itin": ("US_ITIN", lambda: en.itin()),
        "us_passport": ("US_PASSPORT", lambda: en.passport_number()),
        "nhs": ("UK_NHS", lambda: _nhs(rng)),
        "en_name": ("PERSON", lambda: f"{en.first_name()} {en.last_name()}"),
        "zh_name": ("PERSON", lambda: zh.name()),
        "en_dob": ("DATE_OF_BIRTH", lambda: en.date_of_birth(minimum_age=18, maximum_age=80).strftime(
            rng.choice(["%Y-%m-%d", "%m/%d/%Y", "%B %d, %Y"]))),
        "zh_dob": ("DATE_OF_BIRTH", lambda: (lambda d: rng.choice([f"{d.year}年{d.month}月{d.day}日", d.isoformat()]))(
            zh.date_of_birth(minimum_age=18, maximum_age=80))),
        "en_address": ("ADDRESS", lambda: f"{en.street_address()}, {en.city()}, {en.state_abbr(include_territories=False, include_freely_associated_states=False)} {en.zipcode()}"),
        "zh_address": ("ADDRESS", lambda: f"{zh.province()}{zh.city_name()}市{zh.district()}区{zh.street_name()}"
                                          f"{rng.randint(1, 999)}号"),
    }


TEMPLATES_EN = [
    "Please contact the customer at {email} about the refund.",
    "Reply to {email_obf} for the warranty form.",
    "Card on file: {card}, expiry 12/28.",
    "The UnionPay card {unionpay} was charged twice.",
    "Refund to IBAN {iban} within 5 business days.",
    "The login came from IP {ip} at 09:14.",
    "Her SSN is {ssn} according to the HR record.",
    "ITIN {itin} was entered on the W-7 form.",
    "Passport number {us_passport} expires next year.",
    "NHS number {nhs} belongs to the patient.",
    "Call the customer back on {us_phone} after 5 pm.",
    "UK office contact: {gb_phone}.",
    "Name: {en_name}, employee since 2019.",
    "Employee {en_name} requested a new laptop.",
    "Ms. {en_name} reported a broken hinge.",
    "Date of birth: {en_dob}.",
    "The applicant was born on {en_dob} in Ohio.",
    "Ship the replacement to {en_address} by Friday.",
    "Mailing address: {en_address}.",
    "Contact {en_name} at {email}; phone {us_phone}.",
]
TEMPLATES_ZH = [
    "客户邮箱{email}，请在两个工作日内回复。",
    "联系邮箱：{email_fw}。",
    "身份证号{cn_id}，请核对。",
    "身份证：{cn_id_spaced}，已登记。",
    "老身份证号码{cn_id_legacy}需要换领。",
    "手机{cn_mobile}联系我们。",
    "回拨手机{cn_mobile_fw}即可。",
    "座机{cn_landline}，工作日可拨打。",
    "护照号{cn_passport}，有效期十年。",
    "退款至银行卡{unionpay}，三个工作日到账。",
    "姓名：{zh_name}，部门：售后。",
    "联系人{zh_name}负责本次维修。",
    "{zh_name}女士反馈耳机有杂音。",
    "员工{zh_name}的出生日期{zh_dob}已登记。",
    "出生日期：{zh_dob}。",
    "收货地址：{zh_address}，请尽快发货。",
    "寄回地址{zh_address}。",
    "登录来源IP {ip}，已锁定账户。",
    "客户{zh_name}，手机{cn_mobile}，身份证{cn_id}。",
]


def build_benchmark(n: int, seed: int = 11) -> list[tuple[str, list[tuple[str, int, int]], str]]:
    """``n`` labelled sentences ``(text, [(entity, start, end)], language)``, half English, half Chinese."""
    import string

    from faker import Faker

    rng = random.Random(seed)
    en, zh = Faker("en_US"), Faker("zh_CN")
    Faker.seed(seed)
    slots = _slots(en, zh, rng)
    out = []
    for i in range(n):
        lang = "en" if i % 2 == 0 else "zh"
        template = rng.choice(TEMPLATES_EN if lang == "en" else TEMPLATES_ZH)
        text, gold = "", []
        for literal, field, _, _ in string.Formatter().parse(template):
            text += literal
            if field:
                entity, make = slots[field]
                value = make()
                gold.append((entity, len(text), len(text) + len(value)))
                text += value
        out.append((text, gold, lang))
    return out


# --- near misses --------------------------------------------------------------------------------

def _isbn13(rng: random.Random) -> str:
    body = "978" + "".join(str(rng.randint(0, 9)) for _ in range(9))
    check = (10 - sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body)) % 10) % 10
    return f"{body[:3]}-{body[3]}-{body[4:7]}-{body[7:12]}-{check}"


def near_misses(seed: int = 5) -> list[str]:
    """At least 200 non-personal strings shaped like identifiers, in English and Chinese."""
    import hashlib
    import uuid

    rng = random.Random(seed)
    out = []
    for i in range(12):
        a, b, c, d = rng.randint(0, 30), rng.randint(0, 99), rng.randint(0, 300), rng.randint(0, 9999)
        h = hashlib.sha256(str(i).encode()).hexdigest()
        money = rng.randint(1000, 9_999_999)
        out += [
            f"Version {a}.{b}.{c} released; upgrade from {a}.{b}.{d}.",
            f"固件版本 {a}.{b}.{c}.{d}，请升级。",
            f"ISBN {_isbn13(rng)}",
            f"图书 ISBN：{_isbn13(rng).replace('-', '')}。",
            f"Order #{rng.randint(10**9, 10**10 - 1)} shipped on 2024-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}.",
            f"订单号{rng.randint(10**15, 10**16 - 1)}已发货。",
            f"Invoice INV-2024-{rng.randint(0, 999999):06d} is due.",
            f"发票号码{rng.randint(10**7, 10**8 - 1)}，发票代码{rng.randint(10**11, 10**12 - 1)}。",
            f"Ticket JIRA-{rng.randint(100, 99999)} was closed.",
            f"工单号 T2024{rng.randint(10**8, 10**9 - 1)}",
            f"客服热线400-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}，全国统一。",
            f"Toll-free: 1-800-{rng.randint(200, 999)}-{rng.randint(1000, 9999)}.",
            f"统一社会信用代码 91{rng.randint(110000, 659999)}MA{rng.randint(10**7, 10**8 - 1)}X",
            f"commit {h[:40]} and short sha {h[:7]}",
            f"sha256 {h}",
            f"run id {uuid.UUID(int=rng.getrandbits(128))}",
            f"日期 2024年{rng.randint(1, 12)}月{rng.randint(1, 28)}日，时间 {rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:00",
            f"Effective 0{rng.randint(1, 9)}/1{rng.randint(0, 9)}/2024, timestamp {rng.randint(1_600_000_000, 1_800_000_000)}",
            f"金额 ¥{money:,}.{rng.randint(0, 99):02d}，合计人民币{money}元。",
            f"Total $ {money:,}.00 (USD {money}).",
            f"Room {rng.randint(100, 4999)}, building {rng.randint(1, 20)}, floor {rng.randint(1, 40)}.",
            f"会议室在{rng.randint(1, 20)}号楼{rng.randint(100, 2999)}室。",
            f"服务器内网地址 10.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}，"
            f"网关 192.168.{rng.randint(0, 255)}.1",
            f"SKU {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}-{rng.randint(10, 99)} is out of stock.",
            f"Part no. {rng.randint(100, 999)}-{rng.randint(10, 99)}-{rng.randint(1000, 9999)}-A in the catalogue.",
        ]
    out += [
        "Name: Support Team", "Contact: Customer Service Desk", "联系人：售后服务部", "员工手册第3章",
        "The project was born in 2019 as a fork.", "生日快乐！活动截止 2024-12-31。",
        "路由器重启后访问 192.168.1.1。", "海淀区政府服务中心办事指南", "GB/T 22239-2019 第8.1.4条",
        "ISO/IEC 27001:2022 Annex A", "RFC 5322 section 3.4.1", "Python 3.11.4 (main, Jun 7 2023)",
        "tel: 12345 (政务服务便民热线)", "银行客服95588", "port 8080 and 443", "wallet app version 2.4.1",
        "passport photo size 33x48 mm", "NHS guidance 2024/25 page 12", "SSN field is optional in the form",
        "邮箱格式 name@example 不完整", "user [at] mention in chat", "meet at noon dot matrix",
    ]
    # shapes the real-document corpus taught (bench/real_corpus.py; more in tests/test_pii_real_shapes.py)
    out += [
        "7.3.4.1 Adding users from the command line", "6.2.4.1. exim4 的配置", "或者像第 6.2.4.3 节所述",
        "如果不知道更合适的就输入 8.8.8.8 作为域名服务器 IP", "bytes from mirror.example.org (130.89.148.77): icmp_seq=1",
        "Collecting novas==3.1.1.3 (from -r requirements.txt)", "an IPv4 address like '100.50.200.5'",
        "PRIMES = [112272535095293, 112582705942171]", "156641360591757  function-entry: call_stack.py",
        'analyzer.analyze(text="My phone number is 212-555-5555")',
        "SuperH, Inc.\n405 River Oaks Parkway\nSan Jose\nCA 95134", "Dr. Dobbs\nMagazine, October 2008",
        "Dr. Frankenstein's monster", "contact Lasse Collin and offer some money",
    ]
    return out
