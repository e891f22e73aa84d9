"""Recognizers for the PII families added on top of :mod:`ingest_checks.presidio_setup`.

Imported lazily (presidio at module top). Every recognizer is a presidio recognizer; texts
reach them already NFKC-normalised (full-width digits, letters and ``＠`` are ASCII here).

Rules common to all of them:

* boundaries are ASCII lookarounds, never ``\\b`` (``\\b`` treats CJK as word characters, so
  ``社保号536-22-8143。`` would be missed);
* **context** is searched in the raw text around a match (the offline NLP engine gives no
  tokens to presidio's context enhancer): a window of :data:`CONTEXT_WINDOW` characters
  before and 20 after. Near a context word a match's score becomes at least 0.6; a weak
  pattern (presidio's "very weak" ones, scored 0.05-0.1) therefore counts only with context;
* families marked *context required* are dropped without context whatever their score.

Families:

* a number right after a label naming another kind of identifier (订单号, 发票, invoice, order,
  SKU, tracking ...) is not personal data (:func:`labelled_other_id`);
* presidio's predefined pattern recognizers that need no NER model (US SSN, ITIN, passport,
  driver licence, bank account, ABA routing, UK NHS and NINO, crypto wallets), with their
  validation, made CJK-safe by :func:`ascii_bounds`;
* ``PHONE_NUMBER``: ``phonenumbers`` (presidio's PhoneRecognizer) run only on digit runs a
  cheap regex found; kept when valid, of a personal type (fixed line or mobile; hotlines such as
  400/800 numbers are toll-free or shared-cost and dropped), not a mainland mobile (that is
  ``CN_MOBILE``), read as a CN or GB number only when written with ``+`` or the trunk prefix ``0``,
  and written in a phone-only shape (``+``/``00`` prefix, ``(206)`` area code,
  ``010-62345678`` trunk prefix) or within 40 characters after a phone word; runs that are IPv4
  addresses, dates, versions, decimals, times or time zones (``17:26:31 2010 -0700``) are skipped;
* ``CN_RESIDENT_ID`` in 15-digit legacy form (province, ``YYMMDD``; context required) and in
  18-character form written with spaces or dashes (``110105 19491231 002X``);
* ``CN_PASSPORT`` (``E`` + 8 digits or ``E``/``G`` letter forms; context required);
* ``EMAIL_ADDRESS`` written obfuscated: ``[at]``, ``(at)``, `` at … dot ``;
* ``PERSON``: a name-shaped span after a label (姓名/联系人/员工/Name/Employee …), an honorific
  (Mr/Ms/Dr) or before 先生/女士; Chinese names must start with a listed surname, and after a label
  that is an everyday noun in prose (用户, 学生, 客户, 员工 …) with no colon, personal data (出生, 手机,
  身份证 …) must follow within 16 characters, so ``学生管理的方法`` names nobody;
* ``DATE_OF_BIRTH``: a plausible date (1900 to today) right after 出生日期/生日/DOB/born …;
* ``ADDRESS``: US postal addresses found by ``pyap`` (street, city, state, ZIP), only in texts
  holding a state code and ZIP; Chinese addresses as administrative units (省/市/区/县) then a
  road (路/街/大道/巷/胡同) and a house number (号).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable

import phonenumbers
import regex
from presidio_analyzer import EntityRecognizer, Pattern, PatternRecognizer, RecognizerResult
from presidio_analyzer.predefined_recognizers import (
    AbaRoutingRecognizer,
    CryptoRecognizer,
    NhsRecognizer,
    PhoneRecognizer,
    UkNinoRecognizer,
    UsBankRecognizer,
    UsItinRecognizer,
    UsLicenseRecognizer,
    UsPassportRecognizer,
    UsSsnRecognizer,
)

from ingest_checks.cn_ids import _PROVINCE_CODES, is_valid_resident_id

CONTEXT_WINDOW = 40
#: ``recognition_metadata`` key of a span that is not reported by default: its value says why
#: (public attribution, an example in an interactive session); ``pii.context_exemptions: false`` reports it
EXEMPT_KEY = "kbgate_exempt"
_ASCII_WORD = "0-9A-Za-z_"


def ascii_bounds(pattern: str) -> str:
    r"""``pattern`` with every ``\b`` replaced by an ASCII-only word boundary (CJK counts as a boundary)."""
    boundary = rf"(?:(?<![{_ASCII_WORD}])(?=[{_ASCII_WORD}])|(?<=[{_ASCII_WORD}])(?![{_ASCII_WORD}]))"
    return pattern.replace(r"\b", boundary)


_OTHER_ID_LABEL = regex.compile(
    r"(?:订单|单号|流水号|发票|工单|票号|快递|运单|序列号|编号|(?<![A-Za-z])(?:order|invoice|ticket|tracking|serial|"
    r"sku|part|ref|reference|transaction|txn)(?![A-Za-z]))\s*(?:no\.?|number|id|#|号码|号|代码)?\s*[:：#]?\s*$|"
    r"(?<![A-Za-z])#$|"
    r"(?:memory|size|bytes|length|count|total|free|used|timestamp|time|duration|offset)[A-Za-z_]*[\"']?\s*\\?[:=]\s*[\"']?$",
    regex.IGNORECASE,
)


def labelled_other_id(text: str, start: int) -> bool:
    """True when what stands right before ``start`` names a non-personal number: another identifier
    (订单号, invoice, SKU ...), an issue reference glued to ``#``, or a quantity key
    (``"total_memory": "``, ``size=``)."""
    return bool(_OTHER_ID_LABEL.search(text, max(0, start - 24), start))


def inside_identifier(text: str, start: int, end: int) -> bool:
    """True when ``text[start:end]`` continues a longer identifier: ``-``, ``.`` or ``/`` then a letter or
    digit right before or after it (``463-49-8876-A``, ``v.536-22-8143``)."""
    before = text[max(0, start - 2):start]
    after = text[end:end + 2]
    return (len(before) == 2 and before[1] in "-./" and before[0].isascii() and before[0].isalnum()) or (
        len(after) == 2 and after[0] in "-./" and after[1].isascii() and after[1].isalnum())


_LOWER_MEMO: list = [None, ""]


def lowered_text(text: str) -> str:
    """``text.lower()``, kept for the next caller (presidio hands every recognizer the same string)."""
    if _LOWER_MEMO[0] is not text:
        _LOWER_MEMO[:] = [text, text.lower()]
    return _LOWER_MEMO[1]


_NUMBER_RUN = re.compile(r"\d[\d .\-]*")
_RUN_MEMO: list = [None, 0]


def longest_number_run(text: str) -> int:
    """Length of the longest run of digits, spaces, dots and dashes that starts with a digit (memoised).

    Every numeric pattern needs such a run at least as long as its shortest match (a card 13 digits,
    an SSN ``536-22-8143`` 11 characters), so one scan here spares each recognizer its own.
    """
    if _RUN_MEMO[0] is not text:
        _RUN_MEMO[:] = [text, max(map(len, _NUMBER_RUN.findall(text)), default=0)]
    return _RUN_MEMO[1]


class _TriggerWords:
    """Every word a recognizer's prefilter asks about, found in a text by ONE regex pass.

    A scan for the union of the words (longest first) finds, at each position, the longest word
    there; the words inside it (:attr:`within`) and those starting inside it (tried with ``match``)
    complete the set, so :meth:`present` is exactly the set of words occurring in the text.
    """

    def __init__(self) -> None:
        self.words: set[str] = set()
        self.asked: set[tuple[str, ...]] = set()
        self.rx: re.Pattern | None = None
        self.within: dict[str, set[str]] = {}
        self.memo: tuple = (None, None, frozenset())

    def add(self, words: tuple[str, ...]) -> None:
        self.asked.add(words)
        if not set(words) <= self.words:
            self.words |= set(words)
            self.rx = re.compile("|".join(map(re.escape, sorted(self.words, key=len, reverse=True))))
            self.within = {w: {v for v in self.words if v in w} for w in self.words}

    def present(self, text: str) -> frozenset[str]:
        if self.memo[0] is text and self.memo[1] is self.rx:
            return self.memo[2]
        lowered = lowered_text(text)
        found: set[str] = set()
        for m in self.rx.finditer(lowered):
            found |= self.within[m.group()]
            for i in range(m.start() + 1, m.end()):
                if inner := self.rx.match(lowered, i):
                    found |= self.within[inner.group()]
        self.memo = (text, self.rx, frozenset(found))
        return self.memo[2]


_TRIGGERS = _TriggerWords()


def mentions_any(text: str, words: list[str] | tuple[str, ...]) -> bool:
    """Cheap prefilter: does lower-cased ``text`` contain any of ``words`` (lower case) as a substring?

    All recognizers' words are looked for in one regex pass per text (:class:`_TriggerWords`; twelve
    recognizers each testing its words cost three times as much). A hit is confirmed by the
    recognizer's own word-boundary regex.
    """
    words = tuple(words)
    if words not in _TRIGGERS.asked:
        _TRIGGERS.add(words)
    return not _TRIGGERS.present(text).isdisjoint(words)


def context_regex(words: list[str]) -> regex.Pattern:
    """A case-insensitive regex finding any of ``words``; ASCII words must stand alone."""
    parts = []
    for w in sorted(set(words), key=len, reverse=True):
        esc = regex.escape(w)
        parts.append(rf"(?<![A-Za-z]){esc}(?![A-Za-z])" if w.isascii() else esc)
    return regex.compile("|".join(parts), regex.IGNORECASE)


def has_context(ctx: regex.Pattern, text: str, start: int, end: int) -> bool:
    """True when ``ctx`` matches within the context window around ``text[start:end]``."""
    return bool(ctx.search(text, max(0, start - CONTEXT_WINDOW), min(len(text), end + 20)))


def apply_context(results: list[RecognizerResult], text: str, ctx: regex.Pattern, required: bool
                  ) -> list[RecognizerResult]:
    """Lift results near a context word to at least 0.6; drop those without one when ``required``."""
    kept = []
    for r in results:
        if has_context(ctx, text, r.start, r.end):
            r.score = max(r.score, 0.6)
        elif required:
            continue
        kept.append(r)
    return kept


#: entity -> presidio's library recognizer, extra (Chinese) context words, context required, and for
#: families whose strong pattern counts without context, a cheap regex of that pattern's shape
LIBRARY_FAMILIES: dict[str, tuple[type, list[str], bool, str | None]] = {
    "US_SSN": (UsSsnRecognizer, ["ssn", "social security", "社会安全号", "社保号"], False, r"\d{3}[- .]\d{2}[- .]\d{4}"),
    "US_ITIN": (UsItinRecognizer, ["itin", "taxpayer", "纳税人识别号"], False, r"9\d\d[- ][5-9]\d[- ]\d{4}"),
    "US_PASSPORT": (UsPassportRecognizer, ["passport", "passport#"], True, None),
    "US_DRIVER_LICENSE": (UsLicenseRecognizer, ["driver's license", "driver license", "driver licence", "driving licence",
                                                "driving license", "dl#", "驾照", "驾驶证"], True, None),
    "US_BANK_NUMBER": (UsBankRecognizer, ["account number", "acct", "bank account", "银行账号", "账号"], True, None),
    "ABA_ROUTING_NUMBER": (AbaRoutingRecognizer, ["aba", "routing", "路由号"], True, None),
    "UK_NHS": (NhsRecognizer, ["nhs", "health service", "nhs number"], True, None),
    "UK_NINO": (UkNinoRecognizer, ["national insurance", "nino", "ni number"], False,
                r"\d\d ?\d\d ?\d\d ?[A-Da-d](?![0-9A-Za-z])"),
    "CRYPTO": (CryptoRecognizer, ["wallet", "btc", "bitcoin", "钱包", "比特币"], False, r"(?:bc1|[13])[a-km-zA-HJ-NP-Z1-9]{25}"),
}
#: the shortest number run (:func:`longest_number_run`) each strong shape above needs
_SHORTEST_RUN = {"US_SSN": 11, "US_ITIN": 11, "UK_NINO": 6}
#: library context words too generic for a knowledge base ("us", "license", "document" ...)
_GENERIC_CONTEXT = {"driver", "driving", "dls", "cdls", "lic#", "us", "united", "states", "travel", "document", "license", "lic", "permit", "identification",
                    "check", "save", "debit", "account", "association", "crypto", "tax", "payer", "individual"}


def _family_words(entity: str) -> list[str]:
    cls, extra, _, _ = LIBRARY_FAMILIES[entity]
    return [w for w in (cls.CONTEXT or []) if w.lower() not in _GENERIC_CONTEXT] + extra


def library_recognizer(entity: str, language: str) -> PatternRecognizer:
    """Presidio's predefined recognizer for ``entity``, CJK-safe, with its validation and context rules.

    It runs only on texts holding one of its context words or its strong pattern's shape: a
    weak pattern counts only with context, so skipping other texts changes no result.
    """
    cls, _, required, shape = LIBRARY_FAMILIES[entity]
    words = _family_words(entity)
    ctx = context_regex(words)
    lowered_words = tuple(w.lower() for w in words)
    strong = regex.compile(shape) if shape else None
    shortest = _SHORTEST_RUN.get(entity, 0)

    patterns = [Pattern(p.name, ascii_bounds(p.regex), p.score) for p in cls.PATTERNS]

    class CjkSafe(cls):
        def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
            if not (mentions_any(text, lowered_words) or (
                    strong and longest_number_run(text) >= shortest and strong.search(text))):  # speed: nothing can count
                return []
            results = [r for r in super().analyze(text, entities, nlp_artifacts, regex_flags)
                       if not inside_identifier(text, r.start, r.end) and not labelled_other_id(text, r.start)]
            return apply_context(results, text, ctx, required)

    CjkSafe.__name__ = f"CjkSafe{cls.__name__}"
    rec = CjkSafe(patterns=patterns, context=words, supported_language=language, supported_entity=entity)
    rec.name = f"CjkSafe{cls.__name__}_{language}"
    return rec


# --- phone numbers ----------------------------------------------------------------------------

class PrefilteredPhoneRecognizer(PhoneRecognizer):
    """presidio's PhoneRecognizer (``phonenumbers``), run only on the digit runs a cheap regex finds."""

    #: at least 7 digits, optionally +/00 prefixed, grouped by spaces, dashes, dots or parentheses
    _CANDIDATE = regex.compile(r"(?:\+|(?<![0-9A-Za-z.,])(?<!\d:))\(?\d[\d\-. ()]{5,18}\d(?: ?(?:x|ext\.?) ?\d{1,6})?"
                               r"(?![0-9A-Za-z:]|\.\d)")
    #: runs that are not phones: an IPv4 address, a date (also a bare YYYYMMDD: changelog entries), a version
    #: (two dots) unless 3.3.4, a time zone
    _NOT_PHONE = regex.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$|^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?!\d)|^(?:19|20)\d\d ?[-–] ?(?:19|20)\d\d$|\d{4}[-./]\d{1,2}[-./]\d{1,2}|(?<!\d)0\.\d|\d\.\d{5}|"
                               r"^(?!\d{3}\.\d{3}\.\d{4}$).*\d\.\d+\.\d|\s[-+]\d{4}$")
    #: a North American shape, already judged as a US number (no other region may claim it)
    _NANP = regex.compile(r"1?[-. ]?\(?\d{3}\)?[-. ]?\d{3}[-. ]\d{4}")
    _SHAPED = regex.compile(r"^(?:\+|00)|^\(\d{2,4}\)|^0\d{2,3}-\d{7,8}$")
    _SHAPED_ANYWHERE = regex.compile(r"\+|\(\d{2,4}\)|(?<!\d)0\d{2,3}-\d{7,8}(?!\d)")
    _CONTEXT = context_regex(["phone", "tel", "telephone", "mobile", "cell", "call", "fax", "contact", "ext",
                              "电话", "手机", "座机", "联系", "致电", "拨打", "传真", "分机", "号码"])
    _PERSONAL = {phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.MOBILE,
                 phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE, phonenumbers.PhoneNumberType.PERSONAL_NUMBER}

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_language=supported_language, supported_regions=("US", "GB", "CN"),
                         name=f"PrefilteredPhoneRecognizer_{supported_language}")

    def analyze(self, text, entities, nlp_artifacts=None):
        """Match candidate runs only; keep valid personal numbers in a phone shape or with a phone word."""
        results = []
        for cand in self._CANDIDATE.finditer(text):
            start = cand.start()
            if labelled_other_id(text, start):
                continue
            value = cand.group().strip()
            if not (self._SHAPED_ANYWHERE.search(value) or self._SHAPED.match(value)
                    or self._CONTEXT.search(text, max(0, start - CONTEXT_WINDOW), start + 1)):
                continue  # speed: the checks below would drop it anyway
            if self._NOT_PHONE.search(value) or sum(c.isdigit() for c in value) < 7:
                continue
            near_word = bool(self._CONTEXT.search(text, max(0, start - CONTEXT_WINDOW), start))
            fallback = self._other_regions() if near_word and not value.startswith(("+", "00")) and not (
                self._NANP.fullmatch(value)) else ()
            for region in (*self.supported_regions, *fallback):
                found = claimed = False
                for m in phonenumbers.PhoneNumberMatcher(cand.group(), region, leniency=phonenumbers.Leniency.VALID):
                    s, e = start + m.start, start + m.end
                    number = m.number
                    raw = text[s:e]
                    if labelled_other_id(text, s) or (s > 0 and (text[s - 1] in "." or text[s - 1].isdigit())):
                        continue
                    if region in ("GB", "CN") and not raw.lstrip("(").startswith(("0", "+")):
                        continue  # CN/GB national numbers are written with their trunk prefix 0
                    kind = phonenumbers.number_type(number)
                    if kind not in self._PERSONAL:
                        claimed = claimed or kind in _BUSINESS_TYPES  # an organisation's line: no other region's reading
                        continue
                    if number.country_code == 86 and kind == phonenumbers.PhoneNumberType.MOBILE:
                        continue  # mainland mobile: CN_MOBILE
                    if number.country_code == 1 and _fictional_nanp(str(number.national_number)):
                        continue
                    if _LETTERHEAD.search(text, max(0, s - 300), s) or _ORDER_LINE.search(text, max(0, s - 400), s):
                        continue  # an organisation's office number under its postal address, or its order line
                    shaped = bool(self._SHAPED.match(raw))
                    if not shaped and not self._CONTEXT.search(text, max(0, s - CONTEXT_WINDOW), s):
                        continue
                    results.append(RecognizerResult("PHONE_NUMBER", s, e, 0.7 if shaped else 0.6))
                    found = True
                if found or claimed:
                    break
        return EntityRecognizer.remove_duplicates(results)

    @staticmethod
    def _other_regions() -> tuple[str, ...]:
        """Every other region ``phonenumbers`` knows, tried (in a fixed order) for a run right after a phone word."""
        return tuple(sorted(phonenumbers.SUPPORTED_REGIONS - {"US", "GB", "CN"}))


#: words naming an organisation, or its office (an address or number after one, in the same block, is the
#: organisation's: ``BeOpen.com, having an office at 160 Saratoga Avenue``, ``SuperH, Inc.\n405 River Oaks Parkway``)
_ORGANIZATION = (r"(?:(?<![A-Za-z])(?:Inc|Corp|Corporation|Ltd|LLC|GmbH|Company|Foundation|University|Institute|Mail Stop|"
                 r"(?:&|and)[ \t]+Associates|Publishing|Publishers|"
                 r"offices?(?: located)? at|headquarter(?:s|ed) (?:at|in))(?![A-Za-z])|公司|集团|总部|办公|大学|学院|医院|出版社)")
#: an organisation's order line: the organisation and an ordering word in the paragraph before the number
#: (``order this book from O'Reilly & Associates ... fax: +1 707 829 0104``)
_ORDER = r"(?:订购|订单|订货|(?<![A-Za-z])(?:to order|ordering|place (?:an |your )?orders?|orders? (?:from|by|online))(?![A-Za-z]))"
_ORDER_LINE = regex.compile(rf"(?:{_ORGANIZATION}(?:(?!\n[ \t]*\n).){{0,200}}?{_ORDER}|{_ORDER}(?:(?!\n[ \t]*\n).){{0,200}}?"
                            rf"{_ORGANIZATION})(?:(?!\n[ \t]*\n).){{0,200}}$", regex.DOTALL | regex.IGNORECASE)
#: an organisation's letterhead before a number: its name, then a US state and ZIP, then at most a label
_LETTERHEAD = regex.compile(_ORGANIZATION + r"(?:(?!\n[ \t]*\n).){0,200}?(?<![A-Za-z])[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?[ \t]*\n"
                            r"(?:(?!\n[ \t]*\n).){0,60}$", regex.DOTALL)


_BUSINESS_TYPES = {phonenumbers.PhoneNumberType.TOLL_FREE, phonenumbers.PhoneNumberType.PREMIUM_RATE,
                   phonenumbers.PhoneNumberType.SHARED_COST, phonenumbers.PhoneNumberType.UAN}


def business_number(value: str) -> bool:
    """A toll-free, premium-rate, shared-cost or universal-access number (``1-800-…``, ``0800 …``, ``400-…``): an
    organisation's line, never a person's."""
    for region in ((None,) if value.lstrip().startswith("+") else ("US", "GB", "CN")):
        try:
            number = phonenumbers.parse(value, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return phonenumbers.number_type(number) in _BUSINESS_TYPES
    return False


def _fictional_nanp(national: str) -> bool:
    """A North American number reserved for fiction and examples: ``555-0100`` to ``555-0199``, or a
    555 number whose line is one digit repeated (``212-555-5555``, the documentation placeholder)."""
    exchange, line = national[3:6], national[6:]
    return exchange == "555" and ("0100" <= line <= "0199" or len(set(line)) == 1)


# --- CN identifiers -----------------------------------------------------------------------------

_NA = r"(?<![0-9A-Za-z])(?<!\d[.\-])"
_NB = r"(?![0-9A-Za-z]|[.\-]\d)"


def _plausible(year: int, month: int, day: int) -> bool:
    try:
        return dt.date(1900, 1, 1) <= dt.date(year, month, day) <= dt.date.today()
    except ValueError:
        return False


class CnResidentIdFormsRecognizer(PatternRecognizer):
    """Resident IDs in forms the 18-digit recognizer misses: grouped 6-8-4 and 15-digit legacy numbers."""

    PATTERNS = [
        Pattern("CN resident ID, grouped", _NA + r"[1-9]\d{5}[ \-](?:19|20)\d{6}[ \-]\d{3}[\dXx]" + _NB, 0.5),
        Pattern("CN resident ID, 15-digit legacy", _NA + r"[1-9]\d{5}\d{2}(?:0[1-9]|1[0-2])\d{2}\d{3}" + _NB, 0.3),
    ]
    _WORDS = ("身份证", "证件号", "id card", "resident id", "id number", "id no")
    _CONTEXT = context_regex(list(_WORDS))

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entity="CN_RESIDENT_ID", patterns=self.PATTERNS, supported_language=supported_language,
                         name=f"CnResidentIdFormsRecognizer_{supported_language}")

    def validate_result(self, pattern_text: str) -> bool:
        """18 characters: the full checksum rule; 15 digits: province code and a plausible ``19YYMMDD``."""
        compact = regex.sub(r"[ \-]", "", pattern_text)
        if len(compact) == 18:
            return is_valid_resident_id(compact)
        return compact[:2] in _PROVINCE_CODES and _plausible(1900 + int(compact[6:8]), int(compact[8:10]),
                                                             int(compact[10:12]))

    _GROUPED = regex.compile(r"\d{6}[ \-](?:19|20)\d{6}")

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        """15-digit numbers count only with an ID word nearby (texts with neither form nor word are skipped)."""
        if not (mentions_any(text, self._WORDS) or (longest_number_run(text) >= 15 and self._GROUPED.search(text))):
            return []
        out = []
        for r in super().analyze(text, entities, nlp_artifacts, regex_flags):
            if r.end - r.start == 15 and not has_context(self._CONTEXT, text, r.start, r.end):
                continue
            out.append(r)
        return out


class CnPassportRecognizer(PatternRecognizer):
    """Mainland passport numbers (``E``/``G`` + 8 digits, ``E`` + letter + 7 digits); context required."""

    PATTERNS = [Pattern("CN passport", _NA + r"(?:[EGeg]\d{8}|[Ee][A-HJ-NP-Za-hj-np-z]\d{7})" + _NB, 0.3)]
    _WORDS = ("护照", "出入境", "chinese passport", "china passport", "prc passport")
    _CONTEXT = context_regex(list(_WORDS))

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entity="CN_PASSPORT", patterns=self.PATTERNS, supported_language=supported_language,
                         name=f"CnPassportRecognizer_{supported_language}")

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        if not mentions_any(text, self._WORDS):
            return []
        return apply_context(super().analyze(text, entities, nlp_artifacts, regex_flags), text, self._CONTEXT, True)


# --- obfuscated e-mail --------------------------------------------------------------------------

class ObfuscatedEmailRecognizer(PatternRecognizer):
    """E-mail written to dodge scrapers: ``jane.doe [at] contoso.example.com``, ``jane (at) x (dot) com``,
    ``jane at example dot com``, ``Name <jane at example.com>`` (Debian copyright files); validated by de-obfuscating and checking the public suffix."""

    _LOCAL = r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9][A-Za-z0-9._%+\-]*"
    _DOT = r"(?:\s*[\[(]\s*dot\s*[\])]\s*|\s+dot\s+|\.)"
    _LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
    PATTERNS = [
        Pattern("e-mail [at]", _LOCAL + r"\s*[\[(]\s*at\s*[\])]\s*" + _LABEL + rf"(?:{_DOT}{_LABEL})+" + r"(?![A-Za-z0-9])",
                0.6),
        Pattern("e-mail at ... dot", _LOCAL + r"\s+at\s+" + _LABEL + rf"(?:\s+dot\s+{_LABEL})+" + r"(?![A-Za-z0-9])",
                0.6),
        Pattern("<e-mail at domain>", r"(?<=<[ \t]?)" + _LOCAL + r"[ \t]+at[ \t]+" + _LABEL + rf"(?:\.{_LABEL})+(?=[ \t]?>)", 0.6),
    ]

    _GATE = regex.compile(r"[\[(]\s*at\s*[\])]|\sdot\s", regex.IGNORECASE)
    _ANGLE_GATE = regex.compile(r"<[^<>\s]{1,64}[ \t]+at[ \t]+[^<>\s]{3,}>", regex.IGNORECASE)

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        """Skips texts with neither ``[at]``/``(at)``, `` dot `` nor ``<name at domain>``."""
        if not ((mentions_any(text, ("at]", "at)", " dot ")) and self._GATE.search(text))
                or (mentions_any(text, (" at ",)) and "<" in text and self._ANGLE_GATE.search(text))):
            return []
        return super().analyze(text, entities, nlp_artifacts, regex_flags)

    def __init__(self, supported_language: str = "en"):
        import tldextract

        super().__init__(supported_entity="EMAIL_ADDRESS", patterns=self.PATTERNS, supported_language=supported_language,
                         name=f"ObfuscatedEmailRecognizer_{supported_language}")
        self._extract = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)

    def validate_result(self, pattern_text: str) -> bool:
        """The de-obfuscated address has a domain with a known public suffix."""
        plain = regex.sub(r"\s*[\[(]?\s*\bdot\b\s*[\])]?\s*", ".", pattern_text, flags=regex.IGNORECASE)
        plain = regex.sub(r"\s*[\[(]?\s*\bat\b\s*[\])]?\s*", "@", plain, count=1, flags=regex.IGNORECASE)
        domain = plain.rsplit("@", 1)[-1]
        return "@" in plain and self._extract(domain).suffix != "" and self._extract(domain).domain != ""


# --- names, dates of birth, addresses ---------------------------------------------------------

#: common mainland surnames (the 120 most frequent single-character ones and compound ones)
CN_SURNAMES = "".join(sorted(set(
    "赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏窦章苏潘葛奚范彭郎鲁韦昌马苗凤方俞任袁柳"
    "酆鲍史唐费廉岑薛雷贺倪汤滕殷罗毕郝邬安常于时傅皮卞齐康伍余卜顾孟平黄穆萧尹姚邵湛汪祁毛禹狄米贝明臧计伏成戴谈宋茅庞"
    "熊纪舒屈项祝董梁杜阮蓝闵席季麻强贾路娄危江童颜郭梅盛林刁钟徐邱骆高夏蔡田樊胡凌霍虞万支柯昝管卢莫经房裘缪干解应宗丁"
    "宣贲邓郁单杭洪包诸左石崔吉钮龚程嵇邢滑裴陆荣翁荀羊於惠甄曲封芮羿储靳汲邴糜松井段富巫乌焦巴弓牧隗谷车侯宓蓬郗班仰秋"
    "仲伊宫宁仇栾暴甘钭厉戎祖武符刘景詹束龙叶幸司韶郜黎蓟薄印宿白怀蒲邰鄂索咸籍赖卓蔺屠蒙池乔阴胥苍双闻莘党翟谭贡劳逄姬"
    "申扶堵冉宰郦雍璩桑桂濮牛寿边扈燕冀郏浦尚农温庄晏柴瞿阎慕连茹习宦艾鱼容古易慎戈廖庾暨衡耿弘匡文寇广禄阙欧殳沃蔚夔"
    "隆师巩厍聂晁勾敖融訾辛阚简饶曾毋沙乜鞠丰巢关蒯查荆游竺权逯盖桓冼官楼覃闫付邝谌佘岳柏"

    # Traditional forms (Taiwan, Hong Kong, Macau) and a few more common ones
    "陳張黃楊劉趙吳鄭謝許賴葉蕭蘇莊呂羅鍾魏鄧蔣韓馮盧鄒範顏錢孫馬湯陸賈龔譚嚴萬龍歐蔡潘簡薛閔馬鄔賀滿蘭程"
    "满兰")))
"""Single-character surnames (the Hundred Family Surnames plus common modern ones such as 冼, 覃, 闫);
characters that are mostly function words (和, 从, 都, 那, 家 ...) are left out."""
CN_COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "长孙", "宇文", "司徒", "令狐", "夏侯")

_CJK = r"\p{Han}"
_HAN_RANGE = "[\u3400-\u4dbf\u4e00-\u9fff]"
_ZH_NAME = rf"(?:{'|'.join(CN_COMPOUND_SURNAMES)}|[{CN_SURNAMES}]){_CJK}{{1,2}}?"
#: what may follow a Chinese name: punctuation, space, an honorific, or a word that starts a new clause
_ZH_NAME_END = (r"(?=[\s，。、；：:,;.（()）]|$|先生|女士|小姐|老师|经理|同学|的|负责|电话|手机|邮箱|身份证|出生|生日|于|在|已|是|为|住|"
                r"联系|办理|提交|申请|入职|工号|，)")
_ZH_LABELS = r"(?:姓名|联系人|员工|职员|客户|申请人|收件人|收货人|寄件人|经办人|负责人|患者|持卡人|业主|租户|用户|学生|家属|紧急联系人)"
_EN_COLON_LABELS = r"(?:[Nn]ame|[Ff]ull name)"
_EN_LABELS = r"(?:[Cc]ontact|[Ee]mployee|[Cc]ustomer|[Aa]pplicant|[Pp]atient|[Rr]ecipient|[Cc]ardholder|[Tt]enant)"
#: a capitalised name word in any Latin script (Förster, Lévêque, O'Brien, Ts'o, Gérard-Pasquier; not Smith's),
#: optionally after a lower-case particle (van der, du, de la)
_EN_WORD = (r"(?:(?:(?:van|von|der|den|de|du|la|le|di|da|del|dos|des)[ \t]+){0,2}"
            r"(?:\p{Lu}['’]\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+(?:['’](?!s(?!\p{Ll}))\p{Ll}+)?(?:-\p{Lu}\p{Ll}+)?))")
_EN_STOP = frozenset(
    "Support Team Service Services Department Desk Center Centre Customer Sales Manager Admin Administrator Office "
    "Group Help Account Product Portal Inc Ltd Corp Company The This That Our Your All Any None Required Optional "
    "Name Address Email Phone Number Date First Last Full Field Value Type String Example Default Unknown "
    "Journal Magazine Press Review News Times Error Errors Grammars Expression Expressions".split()
)


class _RuleRecognizer(EntityRecognizer):
    """A rule-based recognizer of ``ENTITY`` (no model to load), one instance per language."""

    ENTITY: str

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=[self.ENTITY], supported_language=supported_language,
                         name=f"{type(self).__name__}_{supported_language}")

    def load(self) -> None:
        pass


#: an honorific right after an opening quote names a character or a title ("Mr Potato Head"), not a person
_QUOTES = frozenset("\"'“”„‘’‚「『«»‹›")  # » opens a German quote (»Mr. Potato Head«)


class PersonRecognizer(_RuleRecognizer):
    """Names next to a label, honorific or title: 姓名：张伟, 联系人李娜, 王芳女士, Name: Jane Doe, Ms. Alice Wong."""

    ENTITY = "PERSON"

    #: stdlib ``re`` with an explicit Han range: four times faster than ``regex`` on this pattern
    _ZH = re.compile(rf"(?P<label>{_ZH_LABELS})\s*(?P<sep>[:：是为]\s*)?(?P<n>{_ZH_NAME}){_ZH_NAME_END}"
                     .replace(_CJK, _HAN_RANGE))
    #: labels that are everyday nouns in technical prose (学生管理, 用户手册): a name right after one, with no
    #: colon, counts only when personal data follows within a few characters
    _ZH_GENERIC_LABELS = frozenset({"姓名", "员工", "职员", "客户", "负责人", "患者", "业主", "租户", "用户", "学生", "家属"})
    _ZH_PERSONAL_CUE = re.compile(r"先生|女士|小姐|出生|生日|手机|电话|身份证|邮箱|工号|住址|地址|入职|年龄|性别|籍贯")
    _ZH_TITLE = regex.compile(rf"(?P<n>{_ZH_NAME})(?=先生|女士|小姐)")
    _EN = regex.compile(rf"(?<![A-Za-z])(?:(?P<hon>Mr|Mrs|Ms|Miss|Dr|Prof)\.?[ \t]+(?P<n>{_EN_WORD}(?:[ \t]+{_EN_WORD}){{0,2}})|"
                        rf"(?:(?<!-){_EN_COLON_LABELS}[ \t]*[:：][ \t]*|(?P<lab>{_EN_LABELS})[ \t]*(?:(?P<col>[:：])[ \t]*|[ \t]+))"
                        rf"(?P<n>{_EN_WORD}(?:[ \t]+[A-Z]\.)?(?:[ \t]+{_EN_WORD}){{1,2}}))"
                        r"(?![A-Za-z])")

    #: the words every English rule starts with: :data:`_EN` is tried only where one stands (``str.find``
    #: for these is 20 times cheaper than scanning the text with the whole pattern)
    _EN_TRIGGERS = ("mr", "ms", "miss", "dr", "prof", "name", "contact", "employee", "customer", "applicant", "patient",
                    "recipient", "cardholder", "tenant")
    #: personal data near a name (a phone or ID digit run, an address, e-mail, birth date ...)
    _EN_PERSONAL_CUE = regex.compile(
        r"@|\d{3}[-. ]?\d{3,4}|(?<![A-Za-z])(?:phone|tel|mobile|cell|e-?mail|address|born|birth|DOB|SSN|passport|"
        r"salary|payroll|employee|patient|account|ID|ext)(?![A-Za-z])", regex.IGNORECASE)

    def _en_matches(self, text: str):
        """The matches of :data:`_EN`, tried at each trigger word only (same matches as ``finditer``)."""
        lowered = lowered_text(text)
        starts = set()
        if len(lowered) != len(text):  # lower() moved offsets (İ): find the words case-insensitively instead
            starts = {m.start() for m in regex.finditer("|".join(self._EN_TRIGGERS), text, regex.IGNORECASE)}
            lowered = ""
        for word in self._EN_TRIGGERS:
            i = lowered.find(word)
            while i != -1:
                starts.add(i)
                i = lowered.find(word, i + 1)
        end = 0
        for i in sorted(starts):
            if i >= end and (m := self._EN.match(text, i)):
                end = m.end()
                yield m

    def analyze(self, text, entities, nlp_artifacts=None):
        """Spans of the names only (not the labels).

        Dropped English names: holding, or followed by, a word of :data:`_EN_STOP` (``Support Team``,
        ``Dr. Dobb's Journal``); a single word after an honorific (``Dr. Frankenstein's monster``,
        ``Goodbye Ms. Camila``) or a name after a lower-case label with no colon (``contact Lasse Collin
        and offer``) unless personal data (a phone, e-mail, address, ID ...) stands within 40 characters.
        Names in a public attribution line (:func:`attribution`) carry :data:`EXEMPT_KEY` metadata.
        """
        out = []
        for rx in (self._ZH, self._EN, self._ZH_TITLE):
            if rx is self._ZH_TITLE and not mentions_any(text, ("先生", "女士", "小姐")):
                continue
            for m in (self._en_matches(text) if rx is self._EN else rx.finditer(text)):
                s, e = m.span("n")
                if (rx is self._ZH and not m.group("sep") and m.group("label") in self._ZH_GENERIC_LABELS
                        and not self._ZH_PERSONAL_CUE.search(text, e, e + 16)):
                    continue
                if rx is self._EN:
                    after = regex.match(r"(?:['’]s)?(?:[ \t]+([A-Z][a-z]+)|\s+(Journal|Magazine|Press|Review|News|Times))",
                                        text[e:e + 24])  # a title wrapped onto the next line (Dr. Dobbs\nMagazine)
                    words = text[s:e].split() + ([after.group(1) or after.group(2)] if after else [])
                    if any(w.strip(".") in _EN_STOP for w in words):
                        continue
                    weak = (m.group("hon") and (len(text[s:e].split()) == 1 or text[m.start() - 1:m.start()] in _QUOTES)) or (
                        m.group("lab") and m.group("lab")[0].islower() and not m.group("col"))
                    if weak and not self._EN_PERSONAL_CUE.search(text, max(0, s - CONTEXT_WINDOW), e + CONTEXT_WINDOW):
                        continue
                result = RecognizerResult("PERSON", s, e, 0.7)
                why = attribution(text, s, e) if rx is self._EN and not (
                    m.group("lab") and m.group("lab").lower() != "contact") else None
                if why:
                    result.recognition_metadata = {EXEMPT_KEY: why}
                out.append(result)
        return out


#: lines and phrases that credit a person publicly: Debian copyright and changelog fields, commit trailers,
#: ``Copyright (C) YEAR NAME``, ``patch by``, ``reported by``, ``thanks to``, ``contributions from``
_ATTRIBUTION = regex.compile(
    r"(?:^|\n)[ \t]*(?:\d{1,6}(?:[ \t]+|[:.|)][ \t]*)|[>|│][ \t]*)?(?P<field>(?:Upstream-(?:Contact|Authors?)|Authors?|Maintainers?(?: Name)?|Uploaders?|Credits?|Contributors?|"
    r"(?:Vendor or )?Owner(?: Name)?|Vendor(?: Name)?|[A-Z][a-z]+(?:-[a-z]+)*-by)[ \t]*:|Copyright|\([Cc]\)|©|--(?=[ \t])|"
    r"\[(?=[ \t]))[^\n]*$"
    r"|(?P<phrase>\((?:[a-z]+[ \t]+)?(?i:patch|fix|report|reported|suggested|contributed|written|idea)(?:es|ed)?[ \t]+by|"
    r"(?<![A-Za-z])(?i:thanks?[ \t]+(?:go(?:es)?[ \t]+)?to|contributions?[ \t]+(?:by|from)|copyright|grateful to|indebted to|"
    # thanks in other languages (a dictionary's README thanks its contributors in its own language)
    r"danke|merci|gracias|grazie|obrigad[oa]|dank(?:e|zij)|dziękuj(?:ę|emy)|paldies|pateicos|kiitos|tack|köszön\w*|"
    r"děkuj\w*|teşekkür\w*|terima kasih|cảm ơn)|\([Cc]\)|©)"
    r"(?:[^.;!?\n]|(?<=(?<![A-Za-z])(?:Mr|Mrs|Ms|Dr|Prof|[A-Z]))\.){0,60}$"
)


#: a changelog credit after a name: ``[Name brought this change]``, or ``(Name)`` closing a changelog bullet
_CREDIT_AROUND = regex.compile(r"[ \t]+brought this change\]|\)[ \t]*(?:\n|$)")
#: a public role in apposition after a name: ``Richard Stallman, founder of this project`` (and in other languages)
_PUBLIC_ROLE_AFTER = regex.compile(
    r",[ \t]*(?:the[ \t]+)?(?i:(?:co-?)?(?:founder|creator|inventor|originator|father|designer|lead developer)[ \t]+of|(?:współ)?(?:twórca|założyciel)|(?:Mit)?[Gg]ründer|(?:co-?)?fondat(?:eur|rice|ore)|"
    r"créat(?:eur|rice)|(?:co-?)?fundador[a]?|creador[a]?|criador[a]?|creatore|oprichter|grondlegger|pendiri|pencipta|"
    r"người sáng lập|kurucusu)(?![A-Za-z])|[，,][ \t]*[^\n，,。]{0,12}(?:创始人|创办人|发起人|之父|創始人|創辦人)")
#: a ``Credit:``/``Credits:``/``Thanks:`` line right before the name's line, or an empty ``Copyright:`` field
_CREDIT_LINE_BEFORE = regex.compile(r"(?:^|\n)[ \t]*(?i:credits?|thanks(?: to)?|reported-by|patch by)[ \t]*:?[ \t]*\n[ \t]*$"
                                    # a DEP-5 ``Copyright:`` field whose first holder is on the next, indented line
                                    r"|(?:^|\n)Copyright:[ \t]*\n$")


def attribution(text: str, start: int, end: int | None = None) -> str | None:
    """Why a name at ``start`` is public attribution (the field or phrase crediting it), or ``None``.

    The field must open the line (``Upstream-Contact:``, ``Maintainer:``, ``Author:``, ``Owner Name:``,
    ``Copyright``, ``Signed-off-by:``, a changelog trailer ``-- Name <mail>``, a Debian changelog's
    ``[ Name ]`` block of one uploader's changes); a phrase (``(patch by``, ``(reported by``,
    ``thanks to``, ``contributions from``, ``(C)``) must stand in the same sentence, at most 60 characters
    before. Only names found after an honorific or a contact label are checked: a name after an HR label
    (``Employee``, ``Customer``, ``Patient`` ...) is personal data whatever the sentence says.
    """
    m = _ATTRIBUTION.search(text, max(0, start - 120), start)
    if not m and end is not None:
        ls = text.rfind("\n", 0, start) + 1
        if _CREDIT_AROUND.match(text, end) and (text[end:end + 1] == " " or regex.match(r"[ \t]*[*+\-]", text[ls:start])):
            return "public attribution (changelog credit)"
        if _PUBLIC_ROLE_AFTER.match(text, end):
            return "public attribution (public role)"
        if credit := _CREDIT_LINE_BEFORE.search(text, max(0, ls - 40), ls):
            return f"public attribution ({'Copyright:' if 'Copyright' in credit.group() else 'Credit:'})"
    if not m:
        return None
    what = regex.sub(r"\s+:", ":", " ".join((m.group("field") or m.group("phrase")).split()))
    what = {"[": "changelog [ uploader ] block", "--": "changelog trailer --"}.get(what, what)
    return f"public attribution ({what})"


#: a line of an interactive session: a Python (``>>>``, ``In [3]:``) or shell (``$ cmd``, ``user@host:~$ cmd``)
#: prompt (a ``...`` continuation line alone is not one: prose lines start with an ellipsis too)
_PROMPT_LINE = re.compile(r"(?:^|\n)[ \t]*(?:>>>|In \[\d+\]:|\$ [a-z]|[a-z][\w-]*@[\w-]+:[~/][^\n]*\$ )")


#: a worked example in documentation: a spreadsheet formula (``=DATEDIF(A2,TODAY(),"y")``) or a phrase
#: introducing a sample (例如, 示例, 假设, for example, e.g., suppose ...)
_WORKED_EXAMPLE = re.compile(r"=[A-Z][A-Z.]{2,}\(|例如|示例|举例|范例|例子|样例|假设|假定|比如|(?<![A-Za-z.@/-])(?:for example|for instance|"
                             r"e\.g\.|example|suppose|sample|assuming|imagine|let's say)(?![A-Za-z.@/-])", re.IGNORECASE)

#: entity types whose values in a worked example are a sample, not a record about a person
WORKED_EXAMPLE_ENTITIES = frozenset({"DATE_OF_BIRTH", "PERSON", "ADDRESS"})


def worked_example(text: str, start: int, end: int) -> str | None:
    """``"worked example in documentation"`` when the line holding ``text[start:end]`` (at most 300 characters
    before and 120 after), or a line right before it that ends in a colon (``示例：``, ``For example:``), holds a
    formula or introduces a sample (``for example``, ``suppose``, ``assuming`` ...); ``"example in a code block"``
    inside a Markdown fenced code block (a program's sample input). A title elsewhere in the paragraph
    (``Employee record (sample)``) does not count: a record's fields are personal data whatever its heading says."""
    lo = text.rfind("\n", max(0, start - 300), start) + 1 or max(0, start - 300)
    intro = text.rfind("\n", max(0, lo - 301), lo - 1) + 1 if lo else 0
    if lo and text[intro:lo].rstrip().endswith((":", "：")):
        lo = intro
    hi = text.find("\n", end, end + 120)
    hi = min(len(text), end + 120) if hi == -1 else hi
    if _WORKED_EXAMPLE.search(text, lo, hi):
        return "worked example in documentation"
    from ingest_checks.hidden import fenced_blocks

    if any(a <= start < b for a, b in fenced_blocks(text, nested=True)):  # a sample input of a program
        return "example in a code block"
    return None


def example_transcript(text: str, start: int) -> str | None:
    """``"example in an interactive session"`` when ``start`` lies in a console example, else ``None``.

    The paragraph holding ``start`` (back to the previous blank line, at most 400 characters) has a
    prompt line at or before it: ``>>> parse("+442083661177")``, the output lines that follow it
    (``'+44 20 8366 1177'``), ``$ faker profile ssn``. Values there are examples of what a library
    returns, not records about a person.
    """
    lo = max(0, start - 400)
    blank = text.rfind("\n\n", lo, start)
    if blank != -1:
        lo = blank + 1
    return "example in an interactive session" if _PROMPT_LINE.search(text, lo, start) else None


_MONTHS = ("Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
           "Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?")
_MONTH_NO = {m: i + 1 for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())}


class DateOfBirthRecognizer(_RuleRecognizer):
    """A plausible date right after 出生日期/生日/出生于/DOB/date of birth/born (on)."""

    ENTITY = "DATE_OF_BIRTH"

    _RX = regex.compile(
        r"(?:出生日期|出生年月日?|生日|出生于|生于|(?<![A-Za-z])(?:DOB|D\.O\.B\.|[Dd]ate of [Bb]irth|[Bb]irth ?date|"
        r"[Bb]irthday|[Bb]orn(?: on)?)(?![A-Za-z]))\s*(?:is\s+|为\s*|是\s*|[:：]\s*)?"
        rf"(?P<d>(?P<y>(?:19|20)\d\d)\s*[-/.年]\s*(?P<m>\d{{1,2}})\s*[-/.月]\s*(?P<dd>\d{{1,2}})日?|"
        r"(?P<m2>\d{1,2})/(?P<d2>\d{1,2})/(?P<y2>(?:19|20)\d\d)|"
        rf"(?P<mn>{_MONTHS})\.?\s+(?P<d3>\d{{1,2}}),?\s+(?P<y3>(?:19|20)\d\d)|"
        rf"(?P<d4>\d{{1,2}})\s+(?P<mn4>{_MONTHS})\.?,?\s+(?P<y4>(?:19|20)\d\d))(?!\d)"
    )

    def analyze(self, text, entities, nlp_artifacts=None):
        if not mentions_any(text, ("出生", "生日", "生于", "dob", "d.o.b", "birth", "born")):
            return []
        out = []
        for m in self._RX.finditer(text):
            g = m.groupdict()
            if g["y"]:
                y, mo, d = int(g["y"]), int(g["m"]), int(g["dd"])
            elif g["y2"]:
                y, mo, d = int(g["y2"]), int(g["m2"]), int(g["d2"])
            elif g["y3"]:
                y, mo, d = int(g["y3"]), _MONTH_NO[g["mn"][:3].lower()], int(g["d3"])
            else:
                y, mo, d = int(g["y4"]), _MONTH_NO[g["mn4"][:3].lower()], int(g["d4"])
            if _plausible(y, mo, d):
                out.append(RecognizerResult("DATE_OF_BIRTH", *m.span("d"), 0.8))
        return out


class AddressRecognizer(_RuleRecognizer):
    """Postal addresses: US ones through ``pyap`` (street + city + state + ZIP), Chinese ones by shape."""

    ENTITY = "ADDRESS"

    _PROVINCE = regex.compile(
        "北京|天津|上海|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|"
        "陕西|甘肃|青海|台湾|内蒙古|广西|西藏|宁夏|新疆|香港|澳门"
    )
    #: what pyap returns must still read as street number ... state ZIP (it accepts capitalised prose)
    _US_SHAPE = regex.compile(r"^\d[\dA-Za-z-]*\s.*[A-Z]{2}\s+\d{5}(?:-\d{4})?$", regex.DOTALL)
    _US_HINT = regex.compile(r"(?<![A-Za-z])[A-Z]{2}\s+\d{5}(?:-\d{4})?(?!\d)")
    _ZH = regex.compile(
        rf"(?:{_CJK}{{2,7}}?(?:省|自治区|特别行政区))?(?:{_CJK}{{1,6}}?市)?"
        rf"(?:(?:{_CJK}{{1,6}}?(?:区|县|旗))(?:{_CJK}{{1,6}}?(?:镇|乡|街道))?|{_CJK}{{1,6}}?(?:镇|乡))"
        rf"(?:{_CJK}{{1,10}}?(?:路|街|大道|大街|巷|胡同|弄)\s*\d{{1,5}}\s*(?:弄\s*\d{{1,5}}\s*)?号"
        rf"|{_CJK}{{1,10}}?(?:小区|花园|公寓|新村|家园|苑)\s*\d{{1,3}}\s*(?:栋|幢|号楼)"
        rf"|{_CJK}{{1,6}}?村\s*(?:\d{{1,3}}|[一二三四五六七八九十]{{1,3}})\s*组(?:\s*\d{{1,4}}\s*号)?)"
        rf"(?:\s*(?:\d+|[A-Za-z])\s*(?:栋|幢|座|号楼|单元|室|层|楼))*(?:\s*\d{{2,5}}\s*室?)?"
    )

    #: an organisation's address, not a person's: an organisation name or office word in the same block before
    #: it (``BeOpen.com, having an office at 160 Saratoga Avenue``, ``SuperH, Inc.\n405 River Oaks Parkway``)
    _ORGANIZATION_BEFORE = regex.compile(_ORGANIZATION + r"(?:(?!\n[ \t]*\n).)*$", regex.DOTALL)

    def analyze(self, text, entities, nlp_artifacts=None):
        """pyap reports offsets in its own cleaned copy of the text, so each address it finds is
        located again in ``text`` (its words in order, separated by any spaces or commas), and kept
        only when it starts with a house number and ends with a state code and ZIP. Addresses with an
        organisation name or office word shortly before (:data:`_ORGANIZATION_BEFORE`) are dropped."""
        out = []
        # speed: every Chinese address shape holds a district character and a 号/栋/幢/组 (exact pre-filter)
        maybe_zh = any(c in text for c in "区县旗镇乡") and any(c in text for c in "号栋幢组")
        for m in self._ZH.finditer(text) if maybe_zh else ():
            lead = self._PROVINCE.search(text, m.start(), min(m.end(), m.start() + 6))
            out.append(RecognizerResult("ADDRESS", lead.start() if lead else m.start(), m.end(), 0.7))
        out = [r for r in out if not self._ORGANIZATION_BEFORE.search(text, max(0, r.start - 80), r.start)]
        if self._US_HINT.search(text):
            import pyap

            pos = 0
            for a in pyap.parse(text, country="US"):
                words = regex.findall(r"[^\s,]+", a.full_address)
                m = regex.compile(r"[\s,]+".join(map(regex.escape, words))).search(text, pos)
                if m and self._US_SHAPE.match(m.group()):
                    if not self._ORGANIZATION_BEFORE.search(text, max(0, m.start() - 80), m.start()):
                        out.append(RecognizerResult("ADDRESS", m.start(), m.end(), 0.7))
                    pos = m.end()
        return out


def extra_recognizers(language: str) -> list[EntityRecognizer]:
    """Every recognizer of this module for one language."""
    makers: list[Callable[[str], EntityRecognizer]] = [
        PrefilteredPhoneRecognizer, CnResidentIdFormsRecognizer, CnPassportRecognizer, ObfuscatedEmailRecognizer,
        PersonRecognizer, DateOfBirthRecognizer, AddressRecognizer,
    ]
    return [library_recognizer(e, language) for e in LIBRARY_FAMILIES] + [m(language) for m in makers]
