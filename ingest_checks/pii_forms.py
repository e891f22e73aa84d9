"""Personal data typed by where it stands: table columns, form cells and labelled lines.

Imported lazily (presidio at module top). Loaders render every table into the document text as one line
per row, cells joined by `` | `` (HTML, DOCX, PDF; :class:`kbgate.models.Table`), and Markdown tables are
``| a | b |`` lines, so one reading covers all formats and every span is a cell's own offsets in the text:

* a **header row** (the first line of a block of table lines) whose cell names a person field (姓名,
  电话, 住址, 出生日期, 银行账号, Name, Phone, Address, Date of birth … with synonyms, :data:`FIELDS`)
  types that column's values in the rows below;
* a **form row** ``姓名 | 张伟 | 电话 | 138…``: a cell naming a field types the cell right after it;
* a **labelled line** ``Address: 12 Rue de la Paix, 75002 Paris`` / ``住址：…``: the value up to the end of
  the line or the next ``;``/``；`` is an address, for any country.

A table with an organisation column (公司, 单位, Company, Vendor …) and no person column lists
organisations: its addresses and phones are not personal and are left alone. Values must still look like
their entity (a phone holds seven digits, a date of birth a plausible date, a name no digits).
"""

from __future__ import annotations

import datetime as dt
import re

import regex
from presidio_analyzer import EntityRecognizer, RecognizerResult

from ingest_checks.pii_recognizers import _EN_STOP, business_number

FIELDS = {
    "PERSON": ("姓名", "名字", "联系人", "紧急联系人", "员工姓名", "员工", "申请人", "收件人", "收货人", "持卡人", "患者姓名",
               "name", "full name", "first name", "last name", "surname", "given name", "contact", "contact name",
               "employee", "employee name", "emergency contact", "applicant", "cardholder", "patient", "name of employee"),
    "PHONE_NUMBER": ("电话", "手机", "手机号", "手机号码", "联系电话", "联系方式", "电话号码", "紧急联系电话", "phone", "mobile",
                     "tel", "telephone", "cell", "phone number", "mobile number", "contact number", "telefon"),
    "ADDRESS": ("地址", "住址", "家庭住址", "通讯地址", "居住地址", "现住址", "户籍地址", "address", "home address",
                "street address", "mailing address", "postal address", "residential address", "anschrift", "adresse"),
    "DATE_OF_BIRTH": ("出生日期", "生日", "出生年月", "出生年月日", "date of birth", "dob", "birth date", "birthday",
                      "birthdate", "geburtsdatum", "date de naissance"),
    "CREDIT_CARD": ("card number", "credit card", "credit card number", "debit card", "card no", "card no.", "卡号",
                    "信用卡号", "信用卡"),
    "CN_BANK_ACCOUNT": ("银行账号", "银行卡号", "银行帐号", "开户账号", "工资卡号", "bank account", "account number",
                        "bank account number", "iban"),
}
#: name headers that in technical tables name things, not people
_GENERIC_NAME_HEADERS = frozenset({"name", "contact", "名字", "名称"})
_BY_LABEL = {label: entity for entity, labels in FIELDS.items() for label in labels}
_ORG_COLUMN = re.compile(r"公司|单位|机构|供应商|厂商|门店|商家|部门名称|^(?:company|organi[sz]ation|vendor|supplier|store|"
                         r"branch|office|business)$", re.IGNORECASE)
_ROW = re.compile(r"^[ \t]*\|?[^\n|]*(?:\|[^\n|]*)+\|?[ \t]*$|^[^\n\t]+(?:\t[^\n\t]*)+$", re.MULTILINE)
_RULE = re.compile(r"^[\s|:\-+=]*$")
_LABELLED_ADDRESS = re.compile(
    r"(?:^|(?<=\n)|(?<=[;；|]))[ \t*\-•]*(?:(?<![A-Za-z])(?:home |mailing |postal |street |residential )?(?:address|anschrift|adresse|direcci[oó]n|indirizzo)|"
    r"住址|家庭住址|通讯地址|居住地址|现住址|户籍地址|(?<!公司)(?<!单位)(?<!办公)地址)\s*[:：]\s*(?P<v>[^\n;；]{6,120})",
    re.IGNORECASE)
_LABELLED_PHONE = re.compile(r"(?:(?<![A-Za-z])(?:(?:home |work |mobile |cell )?phone(?: number)?|tel|telephone|mobile|cell)|"
                             r"(?<!客服)(?<!服务)(?:电话|手机|手机号码?|联系电话))\s*[:：]\s*(?P<v>\+?\(?\d[\d \-().]{5,20}\d(?:x\d{1,6})?)"
                             r"(?![\dA-Za-z])", re.IGNORECASE)
_HAN = re.compile("[\u4e00-\u9fff]")
#: speed: the label words the labelled-line patterns need (exact pre-filters)
_PHONE_WORD = re.compile(r"phone|tel|mobile|cell|电话|手机", re.IGNORECASE)
_ADDRESS_WORD = re.compile(r"address|anschrift|adresse|direcci|indirizzo|地址|住址", re.IGNORECASE)
#: an ``Address:`` label of a network tool or API (``Address: 10.193.76.5 on eth0``, ``address: 'fe80::…'``), a hex
#: value: not a postal address. A postal address quotes nothing (``address: street number "1", street name …``
#: describes one)
_NOT_POSTAL = re.compile(r"""['"`]?(?:0x|\d{1,3}(?:\.\d{1,3}){3}(?![\d.])|[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,}|"""
                         r"(?:[0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2})", re.IGNORECASE)


def _label(cell: str) -> str:
    return re.sub(r"[\s:：*]+$", "", cell.strip()).strip().lower()


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(start, end)`` of each cell's stripped text in the row ``text[start:end]``."""
    sep = "\t" if "\t" in text[start:end] and "|" not in text[start:end] else "|"
    out, pos = [], start
    for part in text[start:end].split(sep):
        s = pos + len(part) - len(part.lstrip())
        e = pos + len(part.rstrip())
        out.append((s, max(s, e)))
        pos += len(part) + 1
    line = text[start:end].strip()
    if sep == "|" and line.startswith("|"):
        out = out[1:]
    if sep == "|" and line.endswith("|"):
        out = out[:-1]
    return out


def _plausible_value(entity: str, value: str) -> bool:
    digits = sum(c.isdigit() for c in value)
    if not value or _label(value) in _BY_LABEL:
        return False
    if entity == "PERSON":
        return digits == 0 and "@" not in value and (
            2 <= len(value) <= 4 and all(_HAN.match(c) or c == "·" for c in value)
            or 1 <= len(value.split()) <= 6 and not value.isupper() and "_" not in value
            and all(w[0].isupper() and w[0].isalpha() and not regex.search(r"\p{Ll}\p{Lu}", w) and w not in _EN_STOP
                    for w in value.split()))
    if entity == "PHONE_NUMBER":
        return 7 <= sum(c.isdigit() for c in re.split(r"x|ext", value)[0]) <= 16 and not re.search(r"[A-Za-z]{3}", value)
    if entity == "CREDIT_CARD":
        number = re.sub(r"[ \-]", "", value)
        return number.isdigit() and 12 <= len(number) <= 19 and _luhn(number)
    if entity == "CN_BANK_ACCOUNT":
        return 10 <= digits <= 34 and re.fullmatch(r"[A-Z]{0,2}[\d \-]+", value) is not None
    if entity == "DATE_OF_BIRTH":
        m = re.search(r"((?:19|20)\d\d)\D{1,3}(\d{1,2})\D{1,3}(\d{1,2})|(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d\d)", value)
        if not m:
            return False
        y, mo, d = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(6), m.group(4), m.group(5))
        for mm, dd in ((int(mo), int(d)), (int(d), int(mo))):
            try:
                day = dt.date(int(y), mm, dd)
            except ValueError:
                continue
            return dt.date(1900, 1, 1) <= day <= dt.date.today()
        return False
    if entity == "ADDRESS":
        return len(value) >= 6 and (digits > 0 or bool(_HAN.search(value)))
    return True


def _luhn(number: str) -> bool:
    total = sum(int(d) if i % 2 == 0 else sum(divmod(int(d) * 2, 10)) for i, d in enumerate(reversed(number)))
    return total % 10 == 0


class FormFieldRecognizer(EntityRecognizer):
    """Values typed by their table column, form cell or ``Address:`` label (see the module doc)."""

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=sorted(FIELDS), supported_language=supported_language,
                         name=f"FormFieldRecognizer_{supported_language}")

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        out: list[RecognizerResult] = []
        if "|" in text or "\t" in text:
            out += _confirm_han_names(text, self._tables(text))
        for m in _LABELLED_PHONE.finditer(text) if _PHONE_WORD.search(text) else ():
            if (_plausible_value("PHONE_NUMBER", m.group("v")) and not _org_before(text, m.start())
                    and not business_number(m.group("v"))):
                out.append(RecognizerResult("PHONE_NUMBER", *m.span("v"), 0.6))
        for m in _LABELLED_ADDRESS.finditer(text) if _ADDRESS_WORD.search(text) else ():
            s, e = m.span("v")
            value = text[s:e].rstrip(" ,.。")
            if (_plausible_value("ADDRESS", value) and not _NOT_POSTAL.match(value) and '"' not in value
                    and re.search(r"[^\W\d_]{2}", value) and not _org_before(text, m.start())):
                out.append(RecognizerResult("ADDRESS", s, s + len(value), 0.6))
        return [r for r in out if entities is None or r.entity_type in entities]

    def _tables(self, text: str) -> list[RecognizerResult]:
        out = []
        header: list[str | None] | None = None
        org_table = False
        prev_end = -2
        for m in _ROW.finditer(text):
            if _RULE.match(m.group()):
                prev_end = m.end()
                continue
            cells = _cells(text, m.start(), m.end())
            labels = [_label(text[s:e]) for s, e in cells]
            if m.start() > prev_end + 1 or header is None:  # a new table: this row is its header
                header = [_BY_LABEL.get(lab) for lab in labels]
                org_table = any(_ORG_COLUMN.search(lab) for lab in labels) and "PERSON" not in header
                if _GENERIC_NAME_HEADERS.intersection(labels) and sum(1 for h in header if h) < 2:
                    # ``Name | Description | Default`` names options, constants, files: a generic name column
                    # is a person's only beside another personal column (phone, address, date of birth ...)
                    header = [None if lab in _GENERIC_NAME_HEADERS else h for lab, h in zip(labels, header, strict=True)]
                prev_end = m.end()
                # a first row is a header; it is read as a form only when a label fills every other cell
                # (姓名 | 张伟 | 电话 | 138..., 住址 | 云南省...; a generic ``Name`` only with a second label)
                if len(labels) >= 2 and all(lab in _BY_LABEL for lab in labels[::2]) and (
                        len(labels) >= 4 or labels[0] not in _GENERIC_NAME_HEADERS):
                    out += self._form_row(text, cells, labels, org_table)
                continue
            prev_end = m.end()
            typed = False
            if header and any(header):
                for (s, e), entity in zip(cells, header, strict=False):
                    if entity and not (org_table and entity in ("ADDRESS", "PHONE_NUMBER")):
                        if _plausible_value(entity, text[s:e]):
                            out.append(RecognizerResult(entity, s, e, 0.6))
                            typed = True
            if not typed:
                out += self._form_row(text, cells, labels, org_table)
        return out

    @staticmethod
    def _form_row(text, cells, labels, org_table) -> list[RecognizerResult]:
        out = []
        for i, lab in enumerate(labels[:-1]):
            entity = _BY_LABEL.get(lab)
            if entity and not (org_table and entity in ("ADDRESS", "PHONE_NUMBER")):
                s, e = cells[i + 1]
                if _plausible_value(entity, text[s:e]):
                    out.append(RecognizerResult(entity, s, e, 0.6))
        return out


_ORG_BEFORE = re.compile(r"(?:(?<![A-Za-z])(?:Inc|Corp|Corporation|Ltd|LLC|GmbH|Company|Foundation|University|office|"
                         r"headquarters)(?![A-Za-z])|公司|集团|总部|大学|学院|医院)[^\n]{0,40}$", re.IGNORECASE)


def _confirm_han_names(text: str, results: list[RecognizerResult]) -> list[RecognizerResult]:
    """Han values typed as names kept only when LAC reads the cell as a person's name (经销商 in a 姓名 column is not)."""
    import os

    han = [r for r in results if r.entity_type == "PERSON" and _HAN.search(text, r.start, r.end)]
    if not han or os.environ.get("KBGATE_PII_LAC", "1") == "0":
        return results
    from ingest_checks.pii_lac import is_person_name

    verdict = dict(zip(map(id, han), is_person_name([text[r.start:r.end] for r in han]), strict=True))
    return [r for r in results if verdict.get(id(r), True)]


def _org_before(text: str, start: int) -> bool:
    """An organisation named on the line right before or on the same line (its address, not a person's)."""
    lo = text.rfind("\n", 0, max(0, text.rfind("\n", 0, start)))
    return bool(_ORG_BEFORE.search(text, max(0, lo), start))
