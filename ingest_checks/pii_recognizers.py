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

* presidio's predefined pattern recognizers that need no NER model (US SSN, ITIN, passport,
  driver licence, bank account, ABA routing, UK NHS and NINO, crypto wallets), with their
  validation, made CJK-safe by :func:`ascii_bounds`;
* ``PHONE_NUMBER``: ``phonenumbers`` (presidio's PhoneRecognizer) run only on digit runs a
  cheap regex found; kept when valid, of a personal type (fixed line or mobile; hotlines such as
  400/800 numbers are toll-free or shared-cost and dropped), not a mainland mobile (that is
  ``CN_MOBILE``), and written in a phone-only shape (``+``/``00`` prefix, ``(206)`` area code,
  ``010-62345678`` trunk prefix) or next to a phone word;
* ``CN_RESIDENT_ID`` in 15-digit legacy form (province, ``YYMMDD``; context required) and in
  18-character form written with spaces or dashes (``110105 19491231 002X``);
* ``CN_PASSPORT`` (``E`` + 8 digits or ``E``/``G`` letter forms; context required);
* ``EMAIL_ADDRESS`` written obfuscated: ``[at]``, ``(at)``, `` at … dot ``;
* ``PERSON``: a name-shaped span after a label (姓名/联系人/员工/Name/Employee …), an honorific
  (Mr/Ms/Dr) or before 先生/女士; Chinese names must start with a listed surname;
* ``DATE_OF_BIRTH``: a plausible date (1900 to today) right after 出生日期/生日/DOB/born …;
* ``ADDRESS``: US postal addresses found by ``pyap`` (street, city, state, ZIP), only in texts
  holding a state code and ZIP; Chinese addresses as administrative units (省/市/区/县) then a
  road (路/街/大道/巷/胡同) and a house number (号).
"""

from __future__ import annotations

import datetime as dt
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

CONTEXT_WINDOW = 40
_ASCII_WORD = "0-9A-Za-z_"


def ascii_bounds(pattern: str) -> str:
    r"""``pattern`` with every ``\b`` replaced by an ASCII-only word boundary (CJK counts as a boundary)."""
    boundary = rf"(?:(?<![{_ASCII_WORD}])(?=[{_ASCII_WORD}])|(?<=[{_ASCII_WORD}])(?![{_ASCII_WORD}]))"
    return pattern.replace(r"\b", boundary)


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


#: presidio's library recognizer, its entity, extra (Chinese) context words, context required
LIBRARY_FAMILIES: dict[str, tuple[type, list[str], bool]] = {
    "US_SSN": (UsSsnRecognizer, ["ssn", "social security", "社会安全号", "社保号"], False),
    "US_ITIN": (UsItinRecognizer, ["itin", "taxpayer", "纳税人识别号"], False),
    "US_PASSPORT": (UsPassportRecognizer, ["passport", "passport#", "护照"], True),
    "US_DRIVER_LICENSE": (UsLicenseRecognizer, ["driver", "driver's", "driving", "dl#", "驾照", "驾驶证"], True),
    "US_BANK_NUMBER": (UsBankRecognizer, ["account number", "acct", "bank account", "银行账号", "账号"], True),
    "ABA_ROUTING_NUMBER": (AbaRoutingRecognizer, ["aba", "routing", "路由号"], True),
    "UK_NHS": (NhsRecognizer, ["nhs", "health service", "nhs number"], True),
    "UK_NINO": (UkNinoRecognizer, ["national insurance", "nino", "ni number"], False),
    "CRYPTO": (CryptoRecognizer, ["wallet", "btc", "bitcoin", "钱包", "比特币"], False),
}
#: library context words too generic for a knowledge base ("us", "license", "document" ...)
_GENERIC_CONTEXT = {"us", "united", "states", "travel", "document", "license", "lic", "permit", "identification",
                    "check", "save", "debit", "account", "association", "crypto", "tax", "payer", "individual"}


def library_recognizer(entity: str, language: str) -> PatternRecognizer:
    """Presidio's predefined recognizer for ``entity``, CJK-safe, with its validation and context rules."""
    cls, extra, required = LIBRARY_FAMILIES[entity]
    words = [w for w in (cls.CONTEXT or []) if w.lower() not in _GENERIC_CONTEXT] + extra
    ctx = context_regex(words)
    patterns = [Pattern(p.name, ascii_bounds(p.regex), p.score) for p in cls.PATTERNS]

    class CjkSafe(cls):
        def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
            return apply_context(super().analyze(text, entities, nlp_artifacts, regex_flags), text, ctx, required)

    CjkSafe.__name__ = f"CjkSafe{cls.__name__}"
    rec = CjkSafe(patterns=patterns, context=words, supported_language=language, supported_entity=entity)
    rec.name = f"CjkSafe{cls.__name__}_{language}"
    return rec


# --- phone numbers ----------------------------------------------------------------------------

class PrefilteredPhoneRecognizer(PhoneRecognizer):
    """presidio's PhoneRecognizer (``phonenumbers``), run only on the digit runs a cheap regex finds."""

    #: at least 7 digits, optionally +/00 prefixed, grouped by spaces, dashes, dots or parentheses
    _CANDIDATE = regex.compile(r"(?:\+|(?<![0-9A-Za-z]))\(?\d[\d\-. ()]{5,18}\d(?![0-9A-Za-z])")
    _DOTTED = regex.compile(r"^\d+(?:\.\d+){2,}$|^\d{4}[-./]\d{1,2}[-./]\d{1,2}$")
    _SHAPED = regex.compile(r"^(?:\+|00)|^\(\d{2,4}\)|^0\d{2,3}-\d{7,8}$")
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
            value = cand.group().strip()
            if self._DOTTED.match(value) or len(regex.sub(r"\D", "", value)) < 7:
                continue
            start = cand.start()
            for region in self.supported_regions:
                found = False
                for m in phonenumbers.PhoneNumberMatcher(cand.group(), region, leniency=phonenumbers.Leniency.VALID):
                    s, e = start + m.start, start + m.end
                    number = m.number
                    kind = phonenumbers.number_type(number)
                    if kind not in self._PERSONAL:
                        continue
                    if number.country_code == 86 and kind == phonenumbers.PhoneNumberType.MOBILE:
                        continue  # mainland mobile: CN_MOBILE
                    shaped = bool(self._SHAPED.match(text[s:e]))
                    if not shaped and not has_context(self._CONTEXT, text, s, e):
                        continue
                    results.append(RecognizerResult("PHONE_NUMBER", s, e, 0.7 if shaped else 0.6))
                    found = True
                if found:
                    break
        return EntityRecognizer.remove_duplicates(results)


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
    _CONTEXT = context_regex(["身份证", "证件号", "身份证号", "id card", "resident id", "id number", "id no"])

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entity="CN_RESIDENT_ID", patterns=self.PATTERNS, supported_language=supported_language,
                         name=f"CnResidentIdFormsRecognizer_{supported_language}")

    def validate_result(self, pattern_text: str) -> bool:
        """18 characters: the full checksum rule; 15 digits: province code and a plausible ``19YYMMDD``."""
        from ingest_checks.presidio_setup import _PROVINCE_CODES, is_valid_resident_id

        compact = regex.sub(r"[ \-]", "", pattern_text)
        if len(compact) == 18:
            return is_valid_resident_id(compact)
        return compact[:2] in _PROVINCE_CODES and _plausible(1900 + int(compact[6:8]), int(compact[8:10]),
                                                             int(compact[10:12]))

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        """15-digit numbers count only with an ID word nearby."""
        out = []
        for r in super().analyze(text, entities, nlp_artifacts, regex_flags):
            if r.end - r.start == 15 and not has_context(self._CONTEXT, text, r.start, r.end):
                continue
            out.append(r)
        return out


class CnPassportRecognizer(PatternRecognizer):
    """Mainland passport numbers (``E``/``G`` + 8 digits, ``E`` + letter + 7 digits); context required."""

    PATTERNS = [Pattern("CN passport", _NA + r"(?:[EGeg]\d{8}|[Ee][A-HJ-NP-Za-hj-np-z]\d{7})" + _NB, 0.3)]
    _CONTEXT = context_regex(["护照", "passport", "travel document", "出入境"])

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entity="CN_PASSPORT", patterns=self.PATTERNS, supported_language=supported_language,
                         name=f"CnPassportRecognizer_{supported_language}")

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        return apply_context(super().analyze(text, entities, nlp_artifacts, regex_flags), text, self._CONTEXT, True)


# --- obfuscated e-mail --------------------------------------------------------------------------

class ObfuscatedEmailRecognizer(PatternRecognizer):
    """E-mail written to dodge scrapers: ``jane.doe [at] contoso.example.com``, ``jane (at) x (dot) com``,
    ``jane at example dot com``; validated by de-obfuscating and checking the public suffix."""

    _LOCAL = r"(?<![A-Za-z0-9._%+\-])[A-Za-z0-9][A-Za-z0-9._%+\-]*"
    _DOT = r"(?:\s*[\[(]\s*dot\s*[\])]\s*|\s+dot\s+|\.)"
    _LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?"
    PATTERNS = [
        Pattern("e-mail [at]", _LOCAL + r"\s*[\[(]\s*at\s*[\])]\s*" + _LABEL + rf"(?:{_DOT}{_LABEL})+" + r"(?![A-Za-z0-9])",
                0.6),
        Pattern("e-mail at ... dot", _LOCAL + r"\s+at\s+" + _LABEL + rf"(?:\s+dot\s+{_LABEL})+" + r"(?![A-Za-z0-9])",
                0.6),
    ]

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
CN_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖"
    "贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷"
    "詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农"
    "司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池"
    "查麻苑迟邝"
)
CN_COMPOUND_SURNAMES = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "长孙", "宇文", "司徒", "令狐", "夏侯")

_CJK = r"\p{Han}"
_ZH_NAME = rf"(?:{'|'.join(CN_COMPOUND_SURNAMES)}|[{CN_SURNAMES}]){_CJK}{{1,2}}?"
#: what may follow a Chinese name: punctuation, space, an honorific, or a word that starts a new clause
_ZH_NAME_END = (r"(?=[\s，。、；：:,;.（()）]|$|先生|女士|小姐|老师|经理|同学|的|负责|电话|手机|邮箱|身份证|出生|生日|于|在|已|是|为|住|"
                r"联系|办理|提交|申请|入职|工号|，)")
_ZH_LABELS = r"(?:姓名|联系人|员工|职员|客户|申请人|收件人|收货人|寄件人|经办人|负责人|患者|持卡人|业主|租户|用户|学生|家属|紧急联系人)"
_EN_LABELS = r"(?:[Nn]ame|[Ff]ull name|[Ee]mployee|[Cc]ontact|[Cc]ustomer|[Aa]pplicant|[Pp]atient|[Rr]ecipient|[Cc]ardholder|[Tt]enant)"
_EN_WORD = r"[A-Z][a-z]+(?:['’\-][A-Z]?[a-z]+)?"
_EN_STOP = frozenset(
    "Support Team Service Services Department Desk Center Centre Customer Sales Manager Admin Administrator Office "
    "Group Help Account Product Portal Inc Ltd Corp Company The This That Our Your All Any None Required Optional "
    "Name Address Email Phone Number Date First Last Full Field Value Type String Example Default Unknown".split()
)


class PersonRecognizer(EntityRecognizer):
    """Names next to a label, honorific or title: 姓名：张伟, 联系人李娜, 王芳女士, Name: Jane Doe, Ms. Alice Wong."""

    _ZH = regex.compile(rf"{_ZH_LABELS}\s*(?:[:：是为]\s*)?(?P<n>{_ZH_NAME}){_ZH_NAME_END}|"
                        rf"(?<!{_CJK})(?P<n>{_ZH_NAME})(?=先生|女士|小姐)")
    _EN = regex.compile(rf"(?<![A-Za-z])(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+(?P<n>{_EN_WORD}(?:\s+{_EN_WORD}){{0,2}})|"
                        rf"{_EN_LABELS}\s*(?:[:：]\s*|\s+)(?P<n>{_EN_WORD}(?:\s+[A-Z]\.)?(?:\s+{_EN_WORD}){{1,2}}))"
                        r"(?![A-Za-z])")

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=["PERSON"], supported_language=supported_language,
                         name=f"PersonRecognizer_{supported_language}")

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        """Spans of the names only (not the labels); English names made only of stop words are dropped."""
        out = []
        for rx in (self._ZH, self._EN):
            for m in rx.finditer(text):
                s, e = m.span("n")
                words = text[s:e].split()
                if rx is self._EN and any(w.strip(".") in _EN_STOP for w in words):
                    continue
                out.append(RecognizerResult("PERSON", s, e, 0.7))
        return out


_MONTHS = ("Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
           "Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?")
_MONTH_NO = {m: i + 1 for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split())}


class DateOfBirthRecognizer(EntityRecognizer):
    """A plausible date right after 出生日期/生日/出生于/DOB/date of birth/born (on)."""

    _RX = regex.compile(
        r"(?:出生日期|出生年月日?|生日|出生于|生于|(?<![A-Za-z])(?:DOB|D\.O\.B\.|[Dd]ate of [Bb]irth|[Bb]irth ?date|"
        r"[Bb]irthday|[Bb]orn(?: on)?)(?![A-Za-z]))\s*(?:is\s+|为\s*|是\s*|[:：]\s*)?"
        rf"(?P<d>(?P<y>(?:19|20)\d\d)\s*[-/.年]\s*(?P<m>\d{{1,2}})\s*[-/.月]\s*(?P<dd>\d{{1,2}})日?|"
        r"(?P<m2>\d{1,2})/(?P<d2>\d{1,2})/(?P<y2>(?:19|20)\d\d)|"
        rf"(?P<mn>{_MONTHS})\.?\s+(?P<d3>\d{{1,2}}),?\s+(?P<y3>(?:19|20)\d\d)|"
        rf"(?P<d4>\d{{1,2}})\s+(?P<mn4>{_MONTHS})\.?,?\s+(?P<y4>(?:19|20)\d\d))(?!\d)"
    )

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=["DATE_OF_BIRTH"], supported_language=supported_language,
                         name=f"DateOfBirthRecognizer_{supported_language}")

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
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


class AddressRecognizer(EntityRecognizer):
    """Postal addresses: US ones through ``pyap`` (street + city + state + ZIP), Chinese ones by shape."""

    _US_HINT = regex.compile(r"(?<![A-Za-z])[A-Z]{2}\s+\d{5}(?:-\d{4})?(?!\d)")
    _ZH = regex.compile(
        rf"(?:{_CJK}{{2,7}}?(?:省|自治区|特别行政区))?(?:{_CJK}{{1,6}}?市)?(?:{_CJK}{{1,6}}?(?:区|县|旗))"
        rf"(?:{_CJK}{{1,6}}?(?:镇|乡|街道))?{_CJK}{{1,10}}?(?:路|街|大道|大街|巷|胡同|弄)\s*\d{{1,5}}\s*号"
        rf"(?:\s*(?:\d+|[A-Za-z])\s*(?:栋|幢|座|号楼|单元|室|层|楼))*(?:\s*\d{{2,5}}\s*室?)?"
    )

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=["ADDRESS"], supported_language=supported_language,
                         name=f"AddressRecognizer_{supported_language}")

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        out = [RecognizerResult("ADDRESS", m.start(), m.end(), 0.7) for m in self._ZH.finditer(text)]
        if self._US_HINT.search(text):
            import pyap

            for a in pyap.parse(text, country="US"):
                out.append(RecognizerResult("ADDRESS", a.match_start, a.match_end, 0.7))
        return out


def extra_recognizers(language: str) -> list[EntityRecognizer]:
    """Every recognizer of this module for one language."""
    makers: list[Callable[[str], EntityRecognizer]] = [
        PrefilteredPhoneRecognizer, CnResidentIdFormsRecognizer, CnPassportRecognizer, ObfuscatedEmailRecognizer,
        PersonRecognizer, DateOfBirthRecognizer, AddressRecognizer,
    ]
    return [library_recognizer(e, language) for e in LIBRARY_FAMILIES] + [m(language) for m in makers]
