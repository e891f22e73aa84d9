"""Claim-level evidence verdicts: every claim of a generated answer checked against its citation.

Rules (:func:`verify_answer`):

* **Claims.** The answer is split into sentences (``。！？；`` and ``. ! ? ;`` before a
  capital or the end, blank lines, and a line break before a list item, heading or table
  row), then into clauses (``，,``) when more than one clause carries a checkable fact; a clause without a fact stays with the fact clause before it (or
  after it, at the start), and a clause naming nothing but its fact ("自2026年6月1日起") leads
  into the next one. Refusals are not claims.
* **Checkable facts** (:func:`facts`): numbers with units, in zh and en (durations, business
  days, money, percentages, counts, sizes, ...; Chinese numerals and English number words
  too), ranges (``7 to 10 business days``), dates (``2027年3月31日``, ``June 30, 2027``,
  ``2026-11-29``), times of day, and named rule terms (``…例外``, ``…流程``, ``… exception``,
  ``… fee``, quoted terms). Amounts are compared in one unit per dimension (``24 months`` is
  ``2 years``, ``90 minutes`` is ``1.5 hours``, ``3,000 yuan`` is ``3000元``) within
  :attr:`ClaimSettings.tolerance`.
* **Citation** of a claim: inline markers in its sentence (``[chunk_id]``, ``【chunk_id】``,
  ``[n]`` for the n-th entry of ``citations``); else, when the answer has no inline
  markers, the answer's ``citations``. The reported ``citation`` is the cited chunk that
  supports the claim, else the first one cited.
* **Verdicts.** ``SUPPORTED``: a cited chunk holds all the claim's facts (``citation_correct``);
  also when only another retrieved chunk does (then ``citation_correct`` is false). The
  contradiction rule below is checked first on the cited documents: a value found elsewhere in
  the chunk does not support a claim whose own attribute has another value.
  ``CONTRADICTED``: a number with a unit, amount or date of the claim is in no chunk, and a
  sentence of the cited chunks or their documents' other retrieved chunks (of all retrieved
  chunks when the claim cites none) states another
  value of the same dimension for the same attribute: its words, numbers removed, cover at least
  ``attribute_overlap`` of the claim's, and the claim has :data:`MIN_ATTRIBUTE_WORDS` words or more.
  Bare numbers without a unit never contradict.
  ``NOT_IN_CONTEXT``: otherwise. Numeric and date verdicts are deterministic; a claim whose
  facts are only rule terms and are not all found, or that has no fact and is not stated word
  for word (judged by word coverage, ``support_overlap``), gets ``review_required: true``;
  so does a claim whose numbers match but whose rule terms are not found.
* An optional **judge** (``gate_settings.claims.judge: "module:function"``, called
  ``judge(claim, evidence_texts) -> {"verdict", "reason"} | None``) decides review-required
  claims; a decided claim is no longer review-required. No model is needed.

Metrics per answer (:func:`claim_metrics`): ``faithfulness`` = supported / all claims,
``citation_correctness`` = claims whose citation supports them / cited claims,
``citation_completeness`` = key claims (with a fact) that have a citation / key claims.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from kbgate.errors import ConfigError
from kbgate.evalset import normalise
from kbgate.reports import AsDict
from kbgate.retrieval.refusal import REFUSAL_RE
from kbgate.retrieval.retriever import RetrievedChunk
from kbgate.retrieval.sparse import tokenize

VERDICTS = ("SUPPORTED", "CONTRADICTED", "NOT_IN_CONTEXT")

# --------------------------------------------------------------------------------------------------
# numbers, units, dates
# --------------------------------------------------------------------------------------------------
_CN_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
_EN_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
             "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "sixty": 60,
             "ninety": 90, "a": 1, "an": 1, "half a": 0.5, "a half": 0.5, "half an": 0.5}
_YEAR = 365.0
#: unit pattern -> (dimension, factor to the dimension's base unit); longest alternatives first
_UNITS: list[tuple[str, str, float]] = [
    (r"个工作日|工作日|business days?|working days?", "business_days", 1),
    (r"个小时|小时|hours?|hrs?|h(?![A-Za-z])", "duration", 1 / 24),
    (r"分钟|minutes?|mins?(?![A-Za-z])", "duration", 1 / 1440),
    (r"秒钟|秒|seconds?|secs?(?![A-Za-z])|s(?![A-Za-z])", "duration", 1 / 86400),
    (r"个星期|星期|个礼拜|周|weeks?", "duration", 7),
    (r"个月|months?", "duration", _YEAR / 12),
    (r"年|years?|yrs?", "duration", _YEAR),
    (r"天|日|days?", "duration", 1),
    (r"万元|万块", "money:CNY", 10000),
    (r"元|块钱|块|yuan|RMB|CNY", "money:CNY", 1),
    (r"美元|dollars?|USD", "money:USD", 1),
    (r"欧元|euros?|EUR", "money:EUR", 1),
    (r"%|percent|per cent", "percent", 1),
    (r"GHz", "frequency", 1e9), (r"MHz", "frequency", 1e6),
    (r"TB", "data", 1e12), (r"GB", "data", 1e9), (r"MB", "data", 1e6),
    (r"mAh", "charge", 1),
    (r"kg|公斤|千克", "weight", 1000), (r"克|g(?![A-Za-z])", "weight", 1),
    (r"km|公里|千米", "length", 1000), (r"cm|厘米", "length", 0.01), (r"mm|毫米", "length", 0.001),
    (r"米|m(?![A-Za-z])", "length", 1),
    (r"次|times?", "count:times", 1),
    (r"位", "count:digits", 1),
    (r"个|件|台|项|条|步|steps?", "count", 1),
]
_UNIT_RE = "|".join(f"(?:{u})" for u, _, _ in _UNITS)
_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_CN_NUM = r"[零一二两三四五六七八九十百千万]+(?:点[零一二三四五六七八九]+)?|半"
_EN_NUM = r"\b(?:" + "|".join(sorted((w for w in _EN_WORDS if " " not in w and len(w) > 2), key=len,
                                      reverse=True)) + r"|half an?|an?)\b"
_ANY_NUM = rf"(?:{_NUM}|{_CN_NUM}|{_EN_NUM})"
_NOT_CODE = r"(?<![A-Za-z0-9.\-_/])"
_QUANTITY_RE = re.compile(
    rf"百分之(?P<pct>{_NUM}|{_CN_NUM})|"
    rf"{_NOT_CODE}(?P<pre>[$¥￥€]|US\$|RMB\s?|CNY\s?|USD\s?)?(?P<a>{_ANY_NUM})"
    rf"(?:\s*(?:to|-|–|~|至|到)\s*(?P<b>{_ANY_NUM}))?"
    rf"(?:[\s-]*(?P<half>个半|半)?\s*(?P<unit>{_UNIT_RE}))?(?![A-Za-z0-9])",
    re.IGNORECASE,
)
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                       "dec"), start=1)}
_MONTH_RE = r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"  # noqa: E501
_DATE_RES = [
    re.compile(r"(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]"),
    re.compile(r"(?<!\d)(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]"),
    re.compile(r"(?<![\d-])(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})(?![\d])"),
    # lookarounds, not \b: a date written right after Chinese text ("自June 1, 2026起") still counts
    re.compile(rf"(?<![A-Za-z]){_MONTH_RE}\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s*(?P<y>\d{{4}}))?(?![A-Za-z0-9])",
               re.IGNORECASE),
    re.compile(rf"(?<![A-Za-z0-9])(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH_RE}(?:,?\s*(?P<y>\d{{4}}))?(?![A-Za-z0-9])",
               re.IGNORECASE),
]
_TIME_RE = re.compile(r"(?<![\d:])(?P<h>\d{1,2}):(?P<mi>\d{2})(?![\d:])")
_TERM_RE = re.compile(
    r"[\u4e00-\u9fff]{2}(?:例外|规则|流程|政策|条款|制度|程序|审批|复核)"
    r"|[「“\"《](?P<q>[^」”\"》]{2,30})[」”\"》]"
    r"|\b(?:[A-Za-z]+-)?[A-Za-z]+ (?:exception|policy|rule|fee|program|process|review|approval)\b",
    re.IGNORECASE,
)

_DETERMINERS = frozenset("the this that these those a an our your its their any each every which what no".split())


@dataclass(frozen=True)
class Fact:
    """One checkable fact of a text: ``kind`` is ``quantity``, ``date``, ``time`` or ``term``."""

    kind: str
    text: str
    dim: str | None = None
    value: float | tuple | str | None = None
    span: tuple[int, int] = (0, 0)


def _cn_number(s: str) -> float | None:
    if s == "半":
        return 0.5
    if "点" in s:
        whole, _, frac = s.partition("点")
        w = _cn_number(whole) if whole else 0
        return None if w is None else w + float("0." + "".join(str(_CN_DIGITS[c]) for c in frac))
    total, section, digit = 0, 0, None
    for c in s:
        if c in _CN_DIGITS:
            digit = _CN_DIGITS[c]
        elif c in _CN_UNITS:
            unit = _CN_UNITS[c]
            if unit == 10000:
                total += (section + (digit or 0)) * unit
                section, digit = 0, None
            else:
                section += (1 if digit is None else digit) * unit
                digit = None
        else:
            return None
    return float(total + section + (digit or 0))


def _number(s: str) -> float | None:
    s = s.strip()
    low = s.lower()
    if low in _EN_WORDS:
        return float(_EN_WORDS[low])
    if re.fullmatch(_NUM, s):
        return float(s.replace(",", ""))
    return _cn_number(s)


def _unit(text: str) -> tuple[str, float] | None:
    for pattern, dim, factor in _UNITS:
        if re.fullmatch(pattern, text, re.IGNORECASE):
            return dim, factor
    return None


def facts(text: str) -> list[Fact]:
    """The checkable facts of ``text`` (see the module rules), in order of appearance."""
    out: list[Fact] = []
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    for rx in _DATE_RES:
        for m in rx.finditer(text):
            if not free(*m.span()):
                continue
            g = m.groupdict()
            month = int(g["m"]) if g.get("m") else _MONTHS[g["mon"][:3].lower()]
            year = int(g["y"]) if g.get("y") else None
            out.append(Fact("date", m.group(), "date", (year, month, int(g["d"])), m.span()))
            taken.append(m.span())
    for m in _TIME_RE.finditer(text):
        if free(*m.span()) and int(m["h"]) < 25:
            out.append(Fact("time", m.group(), "time", int(m["h"]) * 60 + int(m["mi"]), m.span()))
            taken.append(m.span())
    for m in _QUANTITY_RE.finditer(text):
        if not free(*m.span()):
            continue
        if m["pct"]:
            value = _number(m["pct"])
            if value is not None:
                out.append(Fact("quantity", m.group(), "percent", value, m.span()))
                taken.append(m.span())
            continue
        pre, unit = (m["pre"] or "").strip(), m["unit"]
        a = _number(m["a"])
        if a is None or (not unit and not pre and not re.fullmatch(_NUM, m["a"])):
            continue  # a number word without a unit is prose ("one of them"), not a fact
        if unit:
            dim, factor = _unit(unit) or ("number", 1)
            if dim == "count" and not re.fullmatch(_NUM, m["a"]):
                continue  # 一个, a step: an article, not a count
        elif pre:
            dim, factor = ("money:USD" if "$" in pre or "USD" in pre.upper() else
                           "money:EUR" if "€" in pre else "money:CNY"), 1
        else:
            dim, factor = "number", 1
        if pre and unit and dim == "number":
            dim = "money:USD" if "$" in pre else "money:CNY"
        extra = 0.5 if m["half"] else 0.0
        values = [a] + ([v] if m["b"] and (v := _number(m["b"])) is not None else [])
        for v in values:
            out.append(Fact("quantity", m.group().strip(), dim, round((v + extra) * factor, 9), m.span()))
        taken.append(m.span())
    for m in _TERM_RE.finditer(text):
        term = m["q"] or m.group()
        if not term.split() or term.split()[0].lower() in _DETERMINERS:
            continue  # "the policy", "this fee": a reference, not a rule's name
        out.append(Fact("term", term.strip(), None, normalise(term), m.span()))
    return sorted(out, key=lambda f: f.span)


def same_value(a: Fact, b: Fact, tolerance: float) -> bool:
    """Whether two facts of the same dimension state the same value."""
    if a.dim != b.dim:
        return False
    if a.kind == "date":
        (y1, m1, d1), (y2, m2, d2) = a.value, b.value
        return (m1, d1) == (m2, d2) and (y1 is None or y2 is None or y1 == y2)
    x, y = float(a.value), float(b.value)
    return x == y or abs(x - y) <= tolerance * max(abs(x), abs(y))


# --------------------------------------------------------------------------------------------------
# claims
# --------------------------------------------------------------------------------------------------
#: sentence ends; a single line break splits only before a list item, heading or table row (hard-wrapped
#: text stays one sentence: "from 4 minutes down to 17\n seconds")
_SENTENCE_RE = re.compile(r"(?<=[。！？；!?;])|(?<=[.])(?=\s+[A-Z\"“(\[]|\s*$)|\n\s*\n\s*"
                          r"|\n(?=\s*(?:[-*•·#|]|\d+[.)、]\s|[（(]\d+[)）]))")
_CLAUSE_RE = re.compile(r"(?<=，)|(?<=,)(?=\s+\D)")  # not inside "July 1, 2027" or "3,000"
_MARKER_RE = re.compile(r"\s*(?:\[\^?([^\[\]\s]{1,200})\]|【([^【】\s]{1,200})】)")
_MARKER_AFTER_RE = re.compile(r"([。！？；.!?;])((?:\s*(?:\[[^\[\]\s]{1,200}\]|【[^【】\s]{1,200}】))+)")
_BULLET_RE = re.compile(r"^\s*(?:[-*•·]|\d+[.)、]|[（(]\d+[)）])\s+")


@dataclass
class Claim:
    """One atomic claim and the chunk ids cited for it."""

    text: str
    cited: list[str] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)


def split_claims(answer: str, citations: Sequence[str] | None = None, known_ids: Sequence[str] = ()) -> list[Claim]:
    """The atomic claims of ``answer`` with their citations (see the module rules)."""
    cites = list(citations or [])
    known = set(cites) | set(known_ids)
    any_marker = False
    claims: list[Claim] = []
    for raw in _SENTENCE_RE.split(_MARKER_AFTER_RE.sub(r"\2\1", answer)):
        if not raw or not raw.strip():
            continue
        marked: list[str] = []

        def strip(m: re.Match, marked=marked) -> str:
            ref = m.group(1) or m.group(2)
            if ref in known:
                marked.append(ref)
                return ""
            if ref.isdigit() and 1 <= int(ref) <= len(cites):
                marked.append(cites[int(ref) - 1])
                return ""
            return m.group()

        sentence = " ".join(_BULLET_RE.sub("", _MARKER_RE.sub(strip, raw)).split())
        any_marker = any_marker or bool(marked)
        if not sentence or not re.search(r"\w", sentence) or REFUSAL_RE.search(sentence):
            continue
        groups: list[list] = []  # [text, carries a number or date]
        for p in (p for p in _CLAUSE_RE.split(sentence) if p.strip()):
            has = any(f.kind != "term" for f in facts(p))
            if not groups or (has and groups[-1][1]):
                groups.append([p, has])
            else:  # a clause without a fact stays with the one before; a leading one leads into this one
                groups[-1] = [groups[-1][0] + p, groups[-1][1] or has]
        merged: list[str] = []
        for i, (g, _) in enumerate(groups):  # a clause naming nothing but its fact ("自2026年6月1日起") leads on
            if i + 1 < len(groups) and _weight(_words(g, facts(g))) < MIN_ATTRIBUTE_WORDS:
                groups[i + 1][0] = g + groups[i + 1][0]
            else:
                merged.append(g)
        claims += [Claim(g.strip().rstrip("，,").strip(), list(dict.fromkeys(marked))) for g in merged]
    if not any_marker:
        for c in claims:
            c.cited = list(dict.fromkeys(cites))
    for c in claims:
        c.facts = facts(c.text)
    return claims


# --------------------------------------------------------------------------------------------------
# verdicts
# --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClaimSettings:
    """Parameters of the verdicts (the policy's ``gate_settings.claims``)."""

    tolerance: float = 0.025
    attribute_overlap: float = 0.4
    support_overlap: float = 0.6


@dataclass
class ClaimVerdict(AsDict):
    """The verdict on one claim, in the documented shape plus the details behind it."""

    claim: str
    citation: str | None
    verdict: str
    reason: str
    review_required: bool
    key: bool = False
    citation_correct: bool | None = None
    cited: list[str] = field(default_factory=list)
    evidence: str | None = None


_STOP = frozenset("the a an of to in on at for is are be can will it its this that and or with within by from "
                  "as after before up".split())


def _words(text: str, drop: Sequence[Fact] = ()) -> set[str]:
    for f in sorted(drop, key=lambda f: -f.span[0]):
        text = text[:f.span[0]] + " " + text[f.span[1]:]
    return {t for t in tokenize(text) if t not in _STOP and not t.isdigit()}


def _weight(words: set[str]) -> int:
    return sum(len(w) > 1 for w in words)


def _sentences(text: str) -> list[str]:
    return [s for s in _SENTENCE_RE.split(text) if s and s.strip()]


@lru_cache(maxsize=4096)
def _text_facts(text: str) -> tuple[Fact, ...]:
    return tuple(facts(text))


@lru_cache(maxsize=4096)
def _text_sentences(text: str) -> tuple[tuple[str, tuple[Fact, ...]], ...]:
    return tuple((s, _text_facts(s)) for s in _sentences(text))


class _Context:
    """The chunks an answer may rest on; their facts and sentences are computed once per text
    (cached across answers: a gate run meets the same chunks again and again)."""

    def __init__(self, chunks: Sequence[RetrievedChunk]):
        self.chunks = {c.chunk_id: c for c in chunks}

    def facts(self, cid: str) -> tuple[Fact, ...]:
        return _text_facts(self.chunks[cid].text)

    def sentences(self, cid: str) -> tuple[tuple[str, tuple[Fact, ...]], ...]:
        return _text_sentences(self.chunks[cid].text)


def _supports(ctx: _Context, cid: str, wanted: Sequence[Fact], s: ClaimSettings) -> bool:
    """Whether chunk ``cid`` states every fact of ``wanted`` (terms as text, amounts and dates by value)."""
    have = ctx.facts(cid)
    text = normalise(ctx.chunks[cid].text)
    return all((f.value in text) if f.kind == "term" else (normalise(f.text) in text) if f.dim == "number"
               else any(same_value(f, g, s.tolerance) for g in have) for f in wanted)


def _coverage(ctx: _Context, cid: str, claim: Claim) -> float:
    mine = _words(claim.text)
    return len(mine & set(tokenize(ctx.chunks[cid].text))) / len(mine) if mine else 0.0


#: fewer words than this (numbers removed; a lone CJK character is no word) and a claim names no attribute
MIN_ATTRIBUTE_WORDS = 2


def _contradiction(ctx: _Context, order: list[str], claim: Claim,
                   s: ClaimSettings) -> tuple[str, str, Fact, Fact] | None:
    """``(chunk_id, sentence, the claim's value, the other value)`` when the sentence of the chunks
    ``order`` that best matches the claim's attribute states another value, else ``None``.

    For each number with a unit (or date) of the claim, the sentences stating a value of the same
    dimension are ranked by word overlap with the claim (numbers removed); the best ones, at
    least ``attribute_overlap``, decide: the claim's value among them agrees, else it contradicts.
    Bare numbers without a unit never contradict (a price and a serial number share no attribute).
    """
    numeric = [f for f in claim.facts if f.kind != "term" and f.dim != "number"]
    mine = _words(claim.text, claim.facts)
    if not numeric or _weight(mine) < MIN_ATTRIBUTE_WORDS:
        return None
    for f in numeric:
        ranked: list[tuple[float, str, str, list[Fact]]] = []
        for cid in order:
            for sentence, sfacts in ctx.sentences(cid):
                same = [g for g in sfacts if g.dim == f.dim and g.kind == f.kind]
                if same:
                    ranked.append((len(mine & _words(sentence, sfacts)) / len(mine), cid, sentence, same))
        top = max((r[0] for r in ranked), default=0.0)
        if top < s.attribute_overlap:
            continue
        best = [r for r in ranked if r[0] == top]
        if not any(same_value(f, g, s.tolerance) for r in best for g in r[3]):
            _, cid, sentence, same = best[0]
            return cid, sentence, f, same[0]
    return None


def verdict(claim: Claim, ctx: _Context, s: ClaimSettings) -> ClaimVerdict:
    """The verdict on one claim against the cited chunks and the retrieved context."""
    cited = [c for c in claim.cited if c in ctx.chunks]
    others = [c for c in ctx.chunks if c not in cited]
    numeric = [f for f in claim.facts if f.kind != "term"]
    key = bool(claim.facts)
    first = cited[0] if cited else (claim.cited[0] if claim.cited else None)

    def out(verdict_: str, reason: str, review: bool, citation: str | None = first, correct: bool | None = None,
            evidence: str | None = None) -> ClaimVerdict:
        return ClaimVerdict(claim.text, citation, verdict_, reason, review, key,
                            correct if claim.cited else None, list(claim.cited), evidence)

    unknown = [c for c in claim.cited if c not in ctx.chunks]
    docs = {ctx.chunks[c].doc_id for c in cited}
    if numeric and cited:  # the cited documents' own statement of the attribute comes first
        hit = _contradiction(ctx, cited + [c for c in others if ctx.chunks[c].doc_id in docs], claim, s)
        if hit is not None:
            return out("CONTRADICTED", f"the context states {hit[3].text} ({hit[0]}) where the claim says "
                       f"{hit[2].text}, for the same attribute", False, first, False, hit[0])
    if key:
        facts_text = ", ".join(f.text for f in claim.facts)
        terms = [f for f in claim.facts if f.kind == "term"]
        for wanted, review in ((claim.facts, False), (numeric, True)):
            if not wanted:
                continue
            note = f"; rule term(s) {', '.join(f.text for f in terms)} not found: review" if review else ""
            for cid in cited:
                if _supports(ctx, cid, wanted, s):
                    return out("SUPPORTED", f"the cited chunk states {facts_text}{note}", review, cid, True, cid)
            for cid in others:
                if _supports(ctx, cid, wanted, s):
                    why = (f"{cid} states {facts_text}" + (f", the cited {', '.join(claim.cited)} does not"
                                                           if claim.cited else ", but the claim cites nothing"))
                    return out("SUPPORTED", why + note, review, first, False, cid)
        if numeric:
            hit = _contradiction(ctx, others, claim, s) if not cited else None
            if hit is not None:
                return out("CONTRADICTED", f"the context states {hit[3].text} ({hit[0]}) where the claim says "
                           f"{hit[2].text}, for the same attribute", False, first, False, hit[0])
            missing = [f.text for f in numeric if not any(
                same_value(f, g, s.tolerance) for cid in ctx.chunks for g in ctx.facts(cid))]
            return out("NOT_IN_CONTEXT", ("no retrieved chunk states " + ", ".join(missing or [facts_text]))
                       + (f"; cited chunk(s) not returned: {', '.join(unknown)}" if unknown else ""), False,
                       correct=False)
        return out("NOT_IN_CONTEXT", f"no retrieved chunk holds the rule term(s) {facts_text}; a paraphrase needs "
                   "a reviewer", True, correct=False)
    said = normalise(claim.text.rstrip("。.!！;；"))
    verbatim = next((c for c in cited + others if said and said in normalise(ctx.chunks[c].text)), None)
    if verbatim is not None:
        in_cited = verbatim in cited
        return out("SUPPORTED", f"stated word for word in {verbatim}", False, verbatim if in_cited else first,
                   in_cited, verbatim)
    best = max(((_coverage(ctx, c, claim), c) for c in cited + others), default=(0.0, None))
    if best[1] is not None and best[0] >= s.support_overlap:
        in_cited = best[1] in cited
        return out("SUPPORTED", f"{best[0]:.0%} of its words are in {best[1]} (no number, date or rule term to "
                   "check)", True, best[1] if in_cited else first, in_cited, best[1])
    return out("NOT_IN_CONTEXT", f"at most {best[0]:.0%} of its words are in a retrieved chunk (no number, date "
               "or rule term to check)", True, correct=False)


Judge = Callable[[str, list[str]], "dict | None"]


def load_judge(spec: str) -> Judge:
    """The judge callable named ``module:function`` (the policy's ``gate_settings.claims.judge``).

    Raises:
        ConfigError: the name is malformed, the module cannot be imported or has no such callable.
    """
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise ConfigError(f"claims judge {spec!r} must be 'module:function' (a callable "
                          "judge(claim, evidence_texts) returning {'verdict', 'reason'} or None)")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise ConfigError(f"claims judge module {module_name!r} cannot be imported ({exc}); install it or fix "
                          "gate_settings.claims.judge") from None
    fn = getattr(module, attr, None)
    if not callable(fn):
        raise ConfigError(f"claims judge {spec!r}: {module_name} has no callable {attr!r}; fix "
                          "gate_settings.claims.judge")
    return fn


def _ask_judge(judge: Judge, v: ClaimVerdict, ctx: _Context) -> ClaimVerdict:
    ids = [c for c in v.cited if c in ctx.chunks] or list(ctx.chunks)
    try:
        said = judge(v.claim, [ctx.chunks[c].text for c in ids])
    except Exception as exc:  # noqa: BLE001 - a failing judge decides nothing; the claim stays for a reviewer
        v.reason += f"; the judge failed ({type(exc).__name__})"
        return v
    if not said or said.get("verdict") not in VERDICTS:
        return v
    v.verdict, v.review_required = said["verdict"], False
    v.reason = f"judge: {said.get('reason') or said['verdict']}"
    if v.cited:
        v.citation_correct = v.verdict == "SUPPORTED"
    return v


def verify_answer(answer: str, citations: Sequence[str] | None, chunks: Sequence[RetrievedChunk],
                  settings: ClaimSettings | None = None, judge: Judge | None = None) -> list[ClaimVerdict]:
    """A verdict for every claim of ``answer`` (see the module rules).

    Args:
        answer: the generated answer.
        citations: the chunk ids the answer cites (the protocol's ``citations``).
        chunks: the retrieved chunks (the context the answer may rest on).
        settings: tolerance and overlaps (default :class:`ClaimSettings`).
        judge: decides review-required claims, if given.
    """
    s = settings or ClaimSettings()
    ctx = _Context(chunks)
    out = [verdict(c, ctx, s) for c in split_claims(answer, citations, list(ctx.chunks))]
    if judge is not None:
        out = [_ask_judge(judge, v, ctx) if v.review_required else v for v in out]
    return out


def claim_metrics(verdicts: Sequence[ClaimVerdict]) -> dict[str, float]:
    """``faithfulness``, ``citation_correctness`` and ``citation_completeness`` of one answer
    (a metric without a denominator is left out)."""
    out: dict[str, float] = {}
    if verdicts:
        out["faithfulness"] = sum(v.verdict == "SUPPORTED" for v in verdicts) / len(verdicts)
    cited = [v for v in verdicts if v.cited]
    if cited:
        out["citation_correctness"] = sum(bool(v.citation_correct) for v in cited) / len(cited)
    key = [v for v in verdicts if v.key]
    if key:
        out["citation_completeness"] = sum(bool(v.cited) for v in key) / len(key)
    return out


_JUDGES: dict[str, Judge] = {}


def verify_claims_of(run, policy) -> tuple[list[ClaimVerdict], list[dict]]:
    """The claim verdicts of a gate run's answer under ``policy.gate_settings.claims``, and its answer
    issues: an ``UNFAITHFUL`` issue per deterministic ``CONTRADICTED`` or ``NOT_IN_CONTEXT`` claim,
    a ``CITATION_MISMATCH`` issue per claim with a fact that cites a chunk not supporting it while
    another retrieved chunk does. The claim text in issues, and every verdict's ``reason``, are
    PII-masked (:func:`kbgate.audit.default_mask_text`): reports never hold raw PII."""
    from kbgate.audit import default_mask_text

    cfg = policy.gate_settings.claims
    if cfg.judge and cfg.judge not in _JUDGES:
        _JUDGES[cfg.judge] = load_judge(cfg.judge)
    settings = ClaimSettings(cfg.tolerance, cfg.attribute_overlap, cfg.support_overlap)
    try:
        verdicts = verify_answer(run.answer or "", run.citations, run.chunks or [], settings,
                                 _JUDGES.get(cfg.judge) if cfg.judge else None)
    except Exception as exc:  # noqa: BLE001 - fail closed: an answer that could not be checked is not faithful
        return [], [{"code": "UNFAITHFUL", "detail": f"the claim check failed ({type(exc).__name__}); "
                     "the answer is unverified (report this as a kbgate bug)"}]
    for v in verdicts:  # a reason quotes facts of the answer and the chunks (or a judge's free text)
        v.reason = default_mask_text(v.reason)
    issues = [{"code": "UNFAITHFUL", "detail": f"claim {v.verdict} (cites {v.citation or 'nothing'}): "
               f"'{default_mask_text(v.claim)}': {v.reason}"}
              for v in verdicts if v.verdict != "SUPPORTED" and not v.review_required]
    issues += [{"code": "CITATION_MISMATCH", "detail": f"claim '{default_mask_text(v.claim)}' cites "
                f"{', '.join(v.cited)}: {v.reason}"}
               for v in verdicts if v.verdict == "SUPPORTED" and v.key and v.cited and v.citation_correct is False]
    return verdicts, issues
