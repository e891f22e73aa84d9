"""PII recall and precision on values nobody on the project wrote: Faker, several locales.

Usage::

    .venv/bin/python bench/pii_outside.py            # 300 records per locale
    .venv/bin/python bench/pii_outside.py --n 100 --seed 3

Values come from Faker (names, phones, addresses, birth dates, card numbers, national IDs, e-mail) in
en_US, en_GB, en_AU, de_DE, fr_FR, zh_CN and zh_TW. Record shapes: ``key: value`` form lines, a Markdown
table under field headers, a support ticket with labelled fields, and a short letter (a self-introduction,
a phone number in prose, a sign-off with the name) with no field labels. The field words (姓名/地址/出生日期,
Name/Address/Date of birth) and layouts are the common ones of public forms; they are written here, so
only the values are independent of the project.
Near misses are Faker values that are not personal: EAN-13 SKUs, ISBNs, UUIDs, company names and company
addresses in a table, order and tracking numbers, version strings, and support hotlines.

Scoring is span level: a gold span counts as found when a span of its entity group overlaps it; a
predicted span that overlaps no gold span of its group is a false positive. Printed per entity group
and language (en = the non-Chinese locales), plus the near-miss findings. Faker's phone numbers include
business ranges (toll-free 0800/1-800, premium 09, UK-wide 03, 400): the check treats those as organisations'
lines, so they are left out of the gold and counted on their own line.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")

GROUP = {"PERSON": "name", "PHONE_NUMBER": "phone", "CN_MOBILE": "phone", "ADDRESS": "address",
         "DATE_OF_BIRTH": "dob", "CREDIT_CARD": "card", "CN_RESIDENT_ID": "national_id", "US_SSN": "national_id",
         "TW_NATIONAL_ID": "national_id", "EMAIL_ADDRESS": "email",
         "CN_BANK_ACCOUNT": "card"}
LOCALES = ("en_US", "en_GB", "en_AU", "de_DE", "fr_FR", "zh_CN", "zh_TW")
CARD_TYPES = ("visa16", "visa19", "visa13", "mastercard", "amex", "discover", "jcb16", "diners", "maestro")
FIELDS = {
    "en": {"name": "Name", "phone": "Phone", "address": "Address", "dob": "Date of birth", "card": "Card number",
           "national_id": "SSN", "email": "E-mail"},
    "zh": {"name": "姓名", "phone": "电话", "address": "地址", "dob": "出生日期", "card": "银行卡号",
           "national_id": "身份证号", "email": "邮箱"},
}


def _card(fake) -> str:
    """A card number of a random issuer type (Faker's generic provider when the locale lacks that type)."""
    from faker.providers.credit_card import Provider

    card_type = random.choice(CARD_TYPES)
    try:
        return fake.credit_card_number(card_type=card_type)
    except KeyError:
        return Provider(fake).credit_card_number(card_type=card_type)


def _values(fake, locale: str) -> dict[str, str]:
    zh = locale.startswith("zh")
    values = {
        "name": fake.name(),
        "phone": fake.phone_number(),
        "address": fake.address().replace("\n", ", ") if not zh else max(fake.address().split(), key=len),
        "dob": fake.date_of_birth(minimum_age=18, maximum_age=80).isoformat(),
        "card": _card(fake),
        "email": fake.free_email(),
    }
    if locale in ("en_US", "zh_CN", "zh_TW"):
        values["national_id"] = fake.ssn()
    return values


def records(n: int, seed: int):
    """``(language, text, [(group, start, end)])`` records; the layout rotates over key-value, table and prose rows."""
    from faker import Faker

    random.seed(seed)
    for locale in LOCALES:
        fake = Faker(locale)
        fake.seed_instance(seed)
        lang = "zh" if locale.startswith("zh") else "en"
        labels = FIELDS[lang]
        for i in range(n):
            values = _values(fake, locale)
            layout = i % 4
            parts: list[tuple[str, str | None]] = []
            if layout == 0:  # key: value form (Faker profile record)
                for key, value in values.items():
                    parts += [(f"{labels[key]}: ", None), (value, key), ("\n", None)]
            elif layout == 1:  # a table with a header row
                keys = list(values)
                parts.append(("| " + " | ".join(labels[k] for k in keys) + " |\n|" + "---|" * len(keys) + "\n| ", None))
                for k in keys:
                    parts += [(values[k], k), (" | ", None)]
                parts.append(("\n", None))
            elif layout == 3:  # a letter: self-introduction, contact details in prose, sign-off (no field labels)
                if lang == "zh":
                    parts += [("您好，我叫", None), (values["name"], "name"), ("，手机 ", None), (values["phone"], "phone"),
                              ("，麻烦尽快回复。\n此致\n敬礼\n", None), (values["name"], "name"), ("\n", None)]
                else:
                    parts += [("Hello,\nmy name is ", None), (values["name"], "name"), (" and you can call me on ", None),
                              (values["phone"], "phone"), (".\nBest regards,\n", None), (values["name"], "name"), ("\n", None)]
            else:  # a ticket: free text around the same fields
                head = "工单记录\n" if lang == "zh" else "Support ticket\n"
                parts.append((head, None))
                for key, value in values.items():
                    parts += [(f"{labels[key]}：" if lang == "zh" else f"{labels[key]}: ", None), (value, key),
                              ("；" if lang == "zh" else "; ", None)]
            text, gold = "", []
            for chunk, key in parts:
                if key:
                    gold.append((key, len(text), len(text) + len(chunk)))
                text += chunk
            yield lang, text, gold


def near_misses(n: int, seed: int) -> list[tuple[str, str]]:
    """``(language, text)`` texts holding no personal data."""
    from faker import Faker

    out = []
    for locale in ("en_US", "zh_CN"):
        fake = Faker(locale)
        fake.seed_instance(seed)
        zh = locale == "zh_CN"
        for _ in range(n):
            company = fake.company()
            rows = [
                f"SKU {fake.ean13()} — ISBN {fake.isbn13()}",
                (f"订单号：{fake.numerify('##############')}，运单号 SF{fake.numerify('############')}" if zh else
                 f"Order number: {fake.numerify('##########')}, tracking number 1Z{fake.bothify('??##########').upper()}"),
                f"firmware {fake.numerify('#.#.##')} build {fake.numerify('#####')}, version {fake.numerify('##.#.#')}",
                f"request id {fake.uuid4()}",
                (f"统一社会信用代码：91{fake.numerify('################')}" if zh else f"Invoice INV-{fake.numerify('######')}"),
                (f"| 公司 | 地址 |\n|---|---|\n| {company} | {fake.address().split(' ')[0]} |" if zh else
                 f"| Company | Office |\n|---|---|\n| {company} | {fake.street_address()} |"),
                ("客服热线：400-" + fake.numerify("###-####") if zh else "Hotline 1-800-" + fake.numerify("###-####")),
            ]
            out.append(("zh" if zh else "en", "\n".join(rows)))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=300, help="records per locale")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--misses", type=int, default=0, help="print N missed values per group (masked length only)")
    args = ap.parse_args(argv)
    from ingest_checks.pii import scan_text
    from ingest_checks.pii_recognizers import business_number

    business: dict = defaultdict(int)
    tp: dict = defaultdict(int)
    fn: dict = defaultdict(int)
    fp: dict = defaultdict(int)
    missed: dict = defaultdict(list)
    for lang, text, gold in records(args.n, args.seed):
        spans = [(GROUP.get(s.entity, s.entity), s.start, s.end) for s in scan_text(text, language=lang)]
        for g, s, e in gold:
            if g == "phone" and business_number(text[s:e]):  # a toll-free, premium or UK-wide (03) number
                business[lang] += 1  # Faker draws them as phone numbers; they are organisations' lines
                continue
            if any(pg == g and ps < e and s < pe for pg, ps, pe in spans):
                tp[lang, g] += 1
            else:
                fn[lang, g] += 1
                missed[lang, g].append(text[s:e])
        for pg, ps, pe in spans:
            if not any(pg == g and ps < e and s < pe for g, s, e in gold) and not business_number(text[ps:pe]):
                fp[lang, pg] += 1
    print(f"{'lang':4} {'entity':12} {'gold':>5} {'found':>6} {'recall':>7} {'fp':>4} {'precision':>9}")
    for key in sorted(set(tp) | set(fn) | set(fp)):
        gold_n = tp[key] + fn[key]
        recall = tp[key] / gold_n if gold_n else float("nan")
        prec = tp[key] / (tp[key] + fp[key]) if tp[key] + fp[key] else float("nan")
        print(f"{key[0]:4} {key[1]:12} {gold_n:5d} {tp[key]:6d} {recall:7.3f} {fp[key]:4d} {prec:9.3f}")
        if args.misses and missed[key]:
            print("      missed:", " ; ".join(missed[key][:args.misses]))
    if business:
        print("not counted: business-range phone numbers in the gold (toll-free, premium, shared-cost, UK-wide 03), "
              "which the check treats as organisations' lines: " + ", ".join(f"{k} {v}" for k, v in sorted(business.items())))
    total_tp, total_fp = sum(tp.values()), sum(fp.values())
    print(f"overall precision {total_tp / max(1, total_tp + total_fp):.3f}, recall {total_tp / max(1, total_tp + sum(fn.values())):.3f}")
    nm = near_misses(max(20, args.n // 5), args.seed)
    flagged = 0
    for lang, text in nm:
        found = scan_text(text, language=lang)
        flagged += len(found)
        if found and args.misses:
            print("  near miss flagged:", [(s.entity, text[s.start:s.end]) for s in found])
    print(f"near misses: {len(nm)} texts, {flagged} findings")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
