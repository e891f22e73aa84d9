"""Identifiers of Hong Kong, Macau and Taiwan residents, and ids that only count after their label.

Imported lazily (presidio at module top); texts arrive NFKC-normalised.

* ``HK_ID_CARD``: one or two letters, six digits and a check character (``A123456(7)``), MOD 11 check;
* ``TW_NATIONAL_ID``: a letter, ``1``/``2`` (or ``8``/``9`` for resident certificates) and eight digits,
  the check digit of the Ministry of the Interior;
* ``MO_ID_CARD``: ``1``/``5``/``7`` and six digits and a bracketed check digit (no public check algorithm:
  context required);
* ``WECHAT_ID``, ``QQ_NUMBER``, ``CN_BANK_ACCOUNT``: values right after their label only (微信号：, QQ：,
  银行账号：, 开户账号 …), since the bare shapes are ordinary words and numbers.
"""

from __future__ import annotations

import re

from presidio_analyzer import EntityRecognizer, RecognizerResult

from ingest_checks.pii_recognizers import mentions_any

_NOT_ALNUM_BEFORE = r"(?<![0-9A-Za-z])"
_NOT_ALNUM_AFTER = r"(?![0-9A-Za-z])"
#: an ID word before a bare ID shape; Latin words whole ("valid", "provide" hold no ID word)
_ID_CONTEXT = re.compile(r"身份证|身分證|身份證|证件|證件|居民|澳门|澳門|香港|台湾|台灣|"
                         r"(?<![A-Za-z])(?:IDs?|identity|HKID|Macau|Macao|Taiwan)(?![a-z])", re.IGNORECASE)


def hk_id_valid(value: str) -> bool:
    """The Hong Kong identity card check character (``A123456(3)``: weights 9..2 over letters and digits, MOD 11)."""
    v = re.sub(r"[()\s]", "", value).upper()
    m = re.fullmatch(r"([A-Z]{1,2})(\d{6})([0-9A])", v)
    if not m:
        return False
    letters, digits, check = m.groups()
    letters = letters.rjust(2, " ")
    vals = [36 if c == " " else ord(c) - 55 for c in letters] + [int(d) for d in digits]
    total = sum(w * x for w, x in zip(range(9, 1, -1), vals, strict=True))
    expected = (11 - total % 11) % 11
    return check == ("A" if expected == 10 else str(expected))


_TW_CODES = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


def tw_id_valid(value: str) -> bool:
    """The Taiwan national ID check digit (letter code's tens x1 and units x9, digits x8..x1, last x1; sum MOD 10 = 0)."""
    v = value.upper()
    if not re.fullmatch(r"[A-Z][1289]\d{8}", v):
        return False
    code = _TW_CODES[v[0]]
    total = code // 10 + (code % 10) * 9 + sum(int(d) * w for d, w in zip(v[1:9], range(8, 0, -1), strict=True)) + int(v[9])
    return total % 10 == 0


_HK = re.compile(_NOT_ALNUM_BEFORE + r"[A-Z]{1,2}\d{6}\s?\(\s?[0-9A]\s?\)|" + _NOT_ALNUM_BEFORE + r"[A-Z]{1,2}\d{6}[0-9A]"
                 + _NOT_ALNUM_AFTER)
_TW = re.compile(_NOT_ALNUM_BEFORE + r"[A-Z][1289]\d{8}" + _NOT_ALNUM_AFTER)
_MO = re.compile(_NOT_ALNUM_BEFORE + r"[157]\d{6}\s?\(\s?\d\s?\)")
_LABELLED = {
    "WECHAT_ID": re.compile(r"(?:微信号?|微信帐号|微信账号|WeChat(?: ID)?|weixin|wx)\s*(?:号|ID|id)?\s*[:：]\s*"
                            r"(?P<v>[A-Za-z][-_A-Za-z0-9]{5,19}|1[3-9]\d{9})" + _NOT_ALNUM_AFTER, re.IGNORECASE),
    "QQ_NUMBER": re.compile(r"(?<![A-Za-z])QQ\s*(?:号码?|号|number|no\.?)?\s*[:：]?\s*(?P<v>[1-9]\d{4,11})(?!\d)",
                            re.IGNORECASE),
    "CN_BANK_ACCOUNT": re.compile(r"(?:银行账号|银行帐号|银行卡号|银行账户|开户账号|开户帐号|收款账号|收款帐号|账户号码|工资卡号?|"
                                  r"(?<![A-Za-z])(?:bank account(?: number| no\.?)?|account no\.?))\s*[:：]?\s*"
                                  r"(?P<v>\d(?:[ -]?\d){9,27})(?!\d)", re.IGNORECASE),
}


_GATES = {"WECHAT_ID": ("微信", "wechat", "weixin", "wx"), "QQ_NUMBER": ("qq",),
          "CN_BANK_ACCOUNT": ("账号", "帐号", "卡号", "账户", "account")}


class RegionalIdRecognizer(EntityRecognizer):
    """Hong Kong, Taiwan (check digits) and Macau (context) identity numbers; labelled WeChat, QQ and bank ids."""

    ENTITIES = ["HK_ID_CARD", "TW_NATIONAL_ID", "MO_ID_CARD", *_LABELLED]

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=list(self.ENTITIES), supported_language=supported_language,
                         name=f"RegionalIdRecognizer_{supported_language}")

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        out = []
        if re.search(r"[A-Z]\d{6}|[A-Z][1289]\d{8}", text):
            for m in _HK.finditer(text):
                # without the bracketed check digit the shape is also a constant's (termios B1000000): then
                # only after an ID word
                bracketed = "(" in m.group()
                if hk_id_valid(m.group()) and (bracketed or _ID_CONTEXT.search(text, max(0, m.start() - 40), m.start())):
                    out.append(RecognizerResult("HK_ID_CARD", m.start(), m.end(), 0.8 if bracketed else 0.6))
            for m in _TW.finditer(text):
                if tw_id_valid(m.group()):
                    out.append(RecognizerResult("TW_NATIONAL_ID", m.start(), m.end(), 0.7))
        if "(" in text:
            for m in _MO.finditer(text):
                if _ID_CONTEXT.search(text, max(0, m.start() - 40), m.start()):
                    out.append(RecognizerResult("MO_ID_CARD", m.start(), m.end(), 0.6))
        for entity, rx in _LABELLED.items():
            if not mentions_any(text, _GATES[entity]):
                continue
            for m in rx.finditer(text):
                out.append(RecognizerResult(entity, *m.span("v"), 0.7))
        return [r for r in out if entities is None or r.entity_type in entities]
