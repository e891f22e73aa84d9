"""Checkable facts in sentences, and the template questions that ask for them.

A *fact* is a span a reader can check against the text: a date, an amount of money, a
percentage, a limit (a comparator and a value: 超过3次, at least 2 items), a duration
(15天内, 7 to 10 business days), a number with a unit (3次, 5000 mAh) or a named
procedure (检测流程, the defective-product exception). A sentence without one gives no
fact, and so no case: model names (W5, AX2 Pro), section numbers, years used as labels
(2025版) and bare numbers are not facts.

Each fact is turned into a question by the template of its kind and language
(:data:`TEMPLATES`): the fact's value is replaced by a question word in the sentence
("自签收之日起15天内" -> "自签收之日起多少天内"), and the sentence is put in the template
with the document's topic. The *anchor* is the fact phrase: the clause that holds the
value, so that another version of the document with another value does not match it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

KINDS = ("date", "amount", "percent", "limit", "duration", "quantity", "procedure")

_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
           r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_EN_NUM = r"(?:\d[\d,]*(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|thirty)"
_EN_UNITS = (r"(?:seconds?|days?|hours?|minutes?|weeks?|months?|years?|items?|units?|devices?|pieces?|times|attempts?|"
             r"claims?|orders?|refunds?|returns?|requests?|accounts?|users?)\b")
_NO_LEFT = r"(?<![A-Za-z0-9_.\-/#])"  # a number glued to letters (W5, SN-2024) is a name, not a value
_NO_RIGHT = r"(?![A-Za-z0-9])"

# (kind, pattern) in priority order: an earlier kind wins an overlap.
_ZH_PATTERNS: list[tuple[str, str]] = [
    ("date", r"\d{4}年\d{1,2}月(?:\d{1,2}[日号])?|\d{4}-\d{1,2}-\d{1,2}|\d{4}/\d{1,2}/\d{1,2}"
             r"|(?<![\d年])\d{1,2}月\d{1,2}[日号]"),
    ("limit", r"(?:不超过|超过|不低于|低于|高于|不少于|少于|不多于|多于|至少|最多|满|达到)\s*"
              r"(?:[¥￥]\s*)?\d+(?:[.,]\d+)*\s*(?:%|％|万元|元|个工作日|工作日|个月|小时|分钟|天|周|年|次|件|台|个|张|笔)?"
              r"|\d+(?:\.\d+)?\s*(?:%|％|万元|元|个工作日|个月|小时|天|次|件|台|个)(?:以上|以下|及以上|及以下)"),
    ("amount", r"[¥￥]\s*\d[\d,]*(?:\.\d+)?(?:\s*元)?|\d[\d,]*(?:\.\d+)?\s*(?:万元|元|块钱|人民币)"),
    ("percent", r"\d+(?:\.\d+)?\s*[%％]|百分之[零一二三四五六七八九十百\d]+"),
    ("duration", r"(?<![\d年月])\d{1,3}(?:\.\d+)?\s*(?:个工作日|工作日|自然日|个小时|小时|分钟|秒钟|秒|天|周|个月|年)(?:内|以内)?"
                 r"|(?<![\d年月])\d{1,3}日(?:内|以内)"),
    ("quantity", r"\d+(?:\.\d+)?\s*(?:mAh|Wh|GB|MB|W|V|米|厘米|毫米|公斤|千克|克|次|件|台|只|张|笔|个)(?![A-Za-z])"),
    # 程序 is also "(software) program": only 流程/手续, or a quoted name, is a named procedure
    ("procedure", r"[\u4e00-\u9fff]{2,4}(?:流程|手续)|[《「“][^》」”]{2,20}(?:流程|手续|制度|规则|计划|政策)[》」”]"),
]
_EN_PATTERNS: list[tuple[str, str]] = [
    ("date", rf"{_MONTHS}\.? \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}}|\d{{1,2}} {_MONTHS} \d{{4}}|\d{{4}}-\d{{2}}-\d{{2}}"),
    ("limit", rf"(?i:more than|less than|fewer than|at least|at most|up to|no more than|no less than|not more than|"
              rf"exceeding|exceeds|maximum of|minimum of|over|under|above|below)\s+"
              rf"(?:(?:[$€£]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?%|\s(?:business |working |calendar )?{_EN_UNITS})?"
              rf"|{_EN_NUM}\s(?:business |working |calendar )?{_EN_UNITS})"),  # "more than one" needs a unit
    ("amount", r"(?:[$€£¥]|USD\s?|EUR\s?|GBP\s?)\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|dollars|euros)\b"),
    ("percent", r"\d+(?:\.\d+)?\s?(?:%|percent\b|per cent\b)"),
    ("duration", rf"{_EN_NUM}(?:\s?(?:to|-|–)\s?{_EN_NUM})?[\s-](?:business |working |calendar )?"
                 r"(?:seconds?|days?|hours?|minutes?|weeks?|months?|years?)\b"),
    ("quantity", r"\d+(?:\.\d+)?\s?(?:mAh|Wh|W|V|GB|MB|TB|mm|cm|kg|g|lbs?|oz|inch(?:es)?|times|items|units|devices|"
                 r"pieces|attempts|claims|orders|refunds|returns|requests)\b"),
    # "process", "program" and "exception" are everyday nouns in technical text (child process, raise an
    # exception): lower case, only procedure/workflow/checklist name a procedure; a Title Case name may end
    # in any of them, but not when another capitalised word follows (Remote Procedure Call is a protocol)
    ("procedure", r"\b(?:the|our|an?)\s+((?:[a-z][\w-]*\s){0,2}[a-z][\w-]*\s(?:procedure|workflow|checklist))\b"
                  r"|\b((?:[A-Z][a-z][\w-]*\s){1,3}(?:Process|Procedure|Workflow|Program|Programme|Exception|"
                  r"Checklist))\b(?!\s[A-Z])"),
]
_COMPILED = {
    "zh": [(k, re.compile(p)) for k, p in _ZH_PATTERNS],
    "en": [(k, re.compile(p if k in ("procedure", "date") else _NO_LEFT + "(?:" + p + ")" + _NO_RIGHT))
           for k, p in _EN_PATTERNS],
}
# zh numbers are checked by hand: a number right after a Latin letter (W5, AX2) or a hyphen is a name
_ZH_NAME_BEFORE = re.compile(r"[A-Za-z\-_/#.]$")

# a line break ends a sentence unless it wraps one (a word or comma before it, a lower-case word after it)
_SENTENCE_END = re.compile(r"[。！？；!?;]+|(?<=[A-Za-z0-9)\"'])\.(?=\s|$)|(?<![A-Za-z0-9,;:\-])\n|\n(?![a-z0-9(])")
_CLAUSE = re.compile(r"[，,：:、；;（）()]")
_LIST_MARK = re.compile(r"^\s*(?:#{1,6}\s+|[-*+•]\s+|\d{1,2}[.)、]\s*|[（(]\d{1,2}[)）]\s*)")
_INVISIBLE = re.compile(r"[\u200b-\u200f\u2060-\u2064\ufeff\u00ad]")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_DIGITS = re.compile(r"\d[\d,]*(?:\.\d+)?|百分之[零一二三四五六七八九十百]+|one|two|three|four|five|six|seven|"
                     r"eight|nine|ten|eleven|twelve|fifteen|thirty")


@dataclass(frozen=True)
class Fact:
    """One checkable fact in one sentence.

    Attributes:
        kind: one of :data:`KINDS`.
        value: the fact as written (``15天内``, ``7 to 10 business days``).
        sentence: the sentence it is in (list markers stripped).
        start, end: the value's span in ``sentence``.
        anchor: the fact phrase (the clause holding the value), used as gold anchor.
        lang: ``zh`` or ``en``.
        offset: where the sentence starts in the document text (-1 when unknown).
    """

    kind: str
    value: str
    sentence: str
    start: int
    end: int
    anchor: str
    lang: str
    offset: int = -1


def language_of(text: str) -> str:
    """``zh`` when a fifth of the letters are CJK characters, else ``en``."""
    letters = [c for c in text if c.isalpha()]
    return "zh" if letters and len(_CJK.findall(text)) >= 0.2 * len(letters) else "en"


def _looks_like_code(line: str) -> bool:
    """Terminal output, listings and markup: less than half of the visible characters are letters."""
    visible = [c for c in line if not c.isspace()]
    return len([c for c in visible if c.isalpha()]) < 0.5 * len(visible) or line.startswith(("$ ", ">>> ", "# "))


def sentences(text: str) -> list[tuple[int, str]]:
    """``(offset, sentence)`` for every sentence of ``text``; headings and table rows are skipped."""
    out = []
    pos = 0
    for m in [*_SENTENCE_END.finditer(text), None]:
        end = m.end() if m else len(text)
        raw = text[pos:end]
        start = pos
        pos = end
        if raw.lstrip().startswith("#") or " | " in raw or "<" in raw and ">" in raw:
            continue
        mark = _LIST_MARK.match(raw)
        body = raw[mark.end():] if mark else raw
        lead = len(raw) - len(body) + (len(body) - len(body.lstrip()))
        body = re.sub(r"[ \t]*\n[ \t]*", " ", _INVISIBLE.sub("", body)).strip()
        if len(body) >= 4 and not _looks_like_code(body):
            out.append((start + lead, body))
    return out


def _matches(sentence: str, lang: str) -> list[tuple[str, int, int]]:
    found: list[tuple[int, int, int, str]] = []
    for prio, (kind, rx) in enumerate(_COMPILED[lang]):
        for m in rx.finditer(sentence):
            s, e = m.span()
            if kind == "procedure" and lang == "en":
                g = 1 if m.group(1) else 2
                s, e = m.span(g)
            if kind == "procedure" and lang == "zh":
                s = _trim_procedure(sentence, s, e)
            if lang == "zh" and kind != "procedure" and s > 0 and _ZH_NAME_BEFORE.search(sentence[:s]):
                continue
            if e > s:
                found.append((prio, s, e, kind))
    taken: list[tuple[str, int, int]] = []
    for _, s, e, kind in sorted(found, key=lambda f: (f[0], -(f[2] - f[1]), f[1])):
        if all(e <= ts or s >= te for _, ts, te in taken):
            taken.append((kind, s, e))
    return sorted(taken, key=lambda t: t[1])


_ZH_VERBS = re.compile(r".*(?:完成|进行|按照|执行|遵循|通过|办理|走|先|的|按|经|须|需|和|或|及|与|在|使|让|将|把|对|"
                       r"为|以|从|是|有|这|该|各|此|了|会|被|给|来|要|请|可)")


def _trim_procedure(sentence: str, s: int, e: int) -> int:
    """Start of a Chinese procedure name: the characters after the last verb or particle."""
    if sentence[s] in "《「“":
        return s
    head = sentence[s:e - 2]
    m = _ZH_VERBS.match(head)
    if m is None and s > 0 and _CJK.match(sentence[s - 1]):
        return e  # the window starts inside a word (完成主引导流程 -> 成主引导流程): no name
    new = s + (m.end() if m else 0)
    return new if e - 2 - new >= 2 else e  # a name needs two characters before 流程


def _clause(sentence: str, s: int, e: int, lang: str) -> str:
    """The fact phrase: the clause around ``sentence[s:e]``, at most about 24 characters/8 words each side."""
    left = max([m.end() for m in _CLAUSE.finditer(sentence, 0, s)] or [0])
    nxt = _CLAUSE.search(sentence, e)
    right = nxt.start() if nxt else len(sentence)
    if lang == "zh":
        left, right = max(left, s - 12), min(right, e + 12)
    else:
        words_left = sentence[left:s].split()
        words_right = sentence[e:right].split()
        lw = " ".join(words_left[-4:])
        rw = " ".join(words_right[:4])
        return " ".join(p for p in (lw, sentence[s:e], rw) if p).strip(" .;,")
    return sentence[left:right].strip(" 。；，.;,")


def extract_facts(sentence: str, lang: str | None = None, offset: int = -1) -> list[Fact]:
    """Every checkable fact of one sentence, left to right (none for a sentence without one)."""
    lang = lang or language_of(sentence)
    out = []
    for kind, s, e in _matches(sentence, lang):
        rest = sentence[:s] + sentence[e:]
        # a line that is little more than the value (a signature date, "金额：599元") asks nothing
        if len(re.findall(r"[\u4e00-\u9fff]|[A-Za-z]+", rest)) < (6 if lang == "zh" else 4):
            continue
        out.append(Fact(kind, sentence[s:e], sentence, s, e, _clause(sentence, s, e, lang), lang, offset))
    return out


def document_facts(text: str, lang: str | None = None) -> list[Fact]:
    """The facts of every sentence of a document's text, in document order."""
    out: list[Fact] = []
    for off, sent in sentences(text):
        out.extend(extract_facts(sent, lang or language_of(sent), off))
    return out


# --- questions -----------------------------------------------------------------------

#: One template per language and fact kind. ``{topic}`` is the document's topic (its title
#: without version qualifiers), ``{clause}`` the sentence with the value replaced by a question word.
TEMPLATES: dict[tuple[str, str], str] = {
    ("zh", "date"): "根据《{topic}》，{clause}？",
    ("zh", "amount"): "按照《{topic}》，{clause}？",
    ("zh", "percent"): "《{topic}》规定，{clause}？",
    ("zh", "limit"): "根据《{topic}》，{clause}？",
    ("zh", "duration"): "根据《{topic}》，{clause}？",
    ("zh", "quantity"): "按《{topic}》，{clause}？",
    ("zh", "procedure"): "根据《{topic}》，{clause}？",
    ("en", "date"): "According to the {topic}, {clause}?",
    ("en", "amount"): "Under the {topic}, {clause}?",
    ("en", "percent"): "Per the {topic}, {clause}?",
    ("en", "limit"): "Under the {topic}, {clause}?",
    ("en", "duration"): "According to the {topic}, {clause}?",
    ("en", "quantity"): "Per the {topic}, {clause}?",
    ("en", "procedure"): "According to the {topic}, {clause}?",
}

_ZH_TAIL = re.compile(r"[。；;，,：:！？!?\s]+$")


def question_word(fact: Fact) -> str:
    """What replaces the fact's value in the question (``15天内`` -> ``多少天内``)."""
    v = fact.value
    if fact.lang == "zh":
        if fact.kind == "date":
            return "哪一天" if re.search(r"[日号]$|\d$", v) else "什么时间"
        if fact.kind == "percent" or re.search(r"[%％]$", v):
            return re.sub(r"\d+(?:\.\d+)?\s*[%％]|百分之\S+", "百分之多少", v)
        if fact.kind == "amount" and not re.search(r"元|人民币", v):
            return "多少钱"
        if fact.kind == "procedure":
            return "什么" + v.strip("《》「」“”")[-2:]
        return re.sub(r"[¥￥]\s*", "", _DIGITS.sub("多少", v, count=1))
    if fact.kind == "date":
        return "what date"
    if fact.kind == "amount":
        return "what amount"
    if fact.kind == "procedure":
        return "which " + v.split()[-1]
    if fact.kind == "percent" or v.rstrip().endswith("%"):
        return re.sub(r"\d+(?:\.\d+)?\s?(?:%|percent|per cent)", "what percentage", v)
    m = re.search(r"(?:business |working |calendar )?[A-Za-z]+$", v)
    unit = m.group(0) if m and not _DIGITS.fullmatch(m.group(0)) else ""
    if unit and re.fullmatch(_EN_UNITS, unit) and not unit.endswith("s"):
        unit += "s"
    head = re.match(r"(?i)(?:more than|less than|fewer than|at least|at most|up to|no more than|no less than|"
                    r"not more than|exceeding|exceeds|maximum of|minimum of|over|under|above|below)\s+", v)
    return ((head.group(0) if head else "") + "how many" + (f" {unit}" if unit else "")).strip()


#: how a site appends its name to every page title: "Futures — Python 3.11.2 documentation", "Setup | Acme Docs"
_TITLE_SUFFIX = re.compile(r"\s+(?:—|–|\||-|::)\s+([^—–|]+?)\s*$")


def site_suffixes(titles) -> frozenset[str]:
    """The trailing parts after a dash or a bar that at least three and at least half of ``titles`` share: a site's
    name that its generator appends to every page title ("— Python 3.11.2 documentation"), not a topic ("Linux -
    Install", "Mac - Install" among a corpus's other pages keep theirs)."""
    titles = [t for t in titles if t]
    counts: dict[str, int] = {}
    for t in titles:
        if m := _TITLE_SUFFIX.search(t):
            counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    return frozenset(k for k, n in counts.items() if n >= max(3, len(titles) / 2))


def topic_of(title: str | None, fallback: str, site: frozenset[str] = frozenset()) -> str:
    """A document's topic for questions: its title without parenthesised qualifiers, years, or a site name
    (``site``: :func:`site_suffixes` of the corpus's titles)."""
    m = _TITLE_SUFFIX.search(title or "")
    if m and m.group(1) in site and m.start() > 0:
        title = title[:m.start()]
    t = re.sub(r"[（(][^）)]*[）)]", "", title or "")
    t = re.sub(r"(?<!\d)(?:19|20)\d{2}(?:年版?|版)?(?!\d)", "", t)
    t = re.sub(r"\s+", " ", t).strip(" -—:：")
    # a long title would copy many units in a row of its own heading into every question
    units = list(_UNIT.finditer(t.casefold()))
    if len(units) > 12 and re.search(r"[:：]", t):
        t = re.split(r"[:：]", t)[-1].strip()
    elif len(units) > 12:
        t = t[:units[11].end()]
    return t or fallback


_ZH_PARTICLES = set("的之内后前时在和与及或了")
_UNIT = re.compile(r"[\u4e00-\u9fff]|[a-z0-9]+")
COPY_LIMIT = 13  # eval_leak compares 13-unit n-grams (a CJK character or a word is a unit)


@functools.lru_cache(maxsize=32)
def _grams(text: str, n: int) -> frozenset:
    t = _UNIT.findall(text.casefold())
    return frozenset(tuple(t[i:i + n]) for i in range(len(t) - n + 1))


def copies_run(question_text: str, text: str, n: int = COPY_LIMIT) -> bool:
    """Whether ``n`` units in a row of the question occur in ``text`` (punctuation and case ignored)."""
    q = _UNIT.findall(question_text.casefold())
    grams = _grams(text, n)
    return any(tuple(q[i:i + n]) in grams for i in range(len(q) - n + 1))


def _zh_start(s: str, left: int, value_start: int, run: int) -> int:
    """Start of the copied text before the value: at most ``run`` characters, after a particle when cut."""
    start = max(left, value_start - run)
    if start > left:  # cut inside the clause: start after a particle rather than inside a word
        cut = next((i for i, ch in enumerate(s[start:value_start - 2]) if ch in _ZH_PARTICLES), None)
        if cut is not None:
            start += cut + 1
            while start < value_start - 2 and s[start] in _ZH_PARTICLES:
                start += 1
    return start


def _zh_end(s: str, right: int, value_end: int, run: int) -> int:
    """End of the copied text after the value: at most ``run`` characters, at a particle when cut."""
    end = min(right, value_end + run)
    if end < right:
        cut = max((value_end + i for i, ch in enumerate(s[value_end:end]) if ch in _ZH_PARTICLES), default=None)
        end = cut + 1 if cut is not None and cut > value_end else end
    return end


def _candidates(fact: Fact) -> list[str]:
    """Question clauses, longest first; :func:`clause_question` keeps the first that copies no long run."""
    s, qw = fact.sentence, question_word(fact)
    if fact.lang != "zh":
        words_l, words_r = s[:fact.start].split(), s[fact.end:].split()
        out = [s[:fact.start] + qw + s[fact.end:]]
        out += [" ".join([*words_l[-k:], qw, *words_r[:k]]) for k in (8, 5, 3)]
        return out
    breaks = [m for m in _CLAUSE.finditer(s) if not _short_label(s, m)]
    left = max([m.end() for m in breaks if m.end() <= fact.start] or [0])
    nxt = next((m for m in breaks if m.start() >= fact.end), None)
    right = nxt.start() if nxt else len(s)
    first = s[:breaks[0].start()].strip() if breaks and breaks[0].end() <= left else ""
    last = _ZH_TAIL.sub("", s[breaks[-1].end():]).strip() if breaks and nxt else ""
    head = first + "，" if 0 < len(first) <= 12 else ""
    tail = "，" + last if 0 < len(last) <= 12 else ""
    out = []
    for run in (12, 8, 5):
        core = s[_zh_start(s, left, fact.start, run):fact.start] + qw + s[fact.end:_zh_end(s, right, fact.end, run)]
        out += [head + core + tail, core + tail, head + core, core]
    return out


def _short_label(s: str, m: re.Match) -> bool:
    """A colon after a short label (内置电池：保修12个月) joins rather than separates."""
    if m.group(0) not in "：:":
        return False
    before = re.split(r"[，,；;。]", s[:m.start()])[-1]
    return 0 < len(before.strip()) <= 8


def clause_question(fact: Fact, template: str = "{clause}", context: str | None = None) -> str:
    """The sentence with the value asked for, without a final punctuation mark.

    A Chinese sentence is cut to the clause holding the value and its last clause, as people
    ask. Either way no 13 units in a row are copied from the sentence when a shorter cut avoids
    it: the question is then not "leaked into the corpus" for the ``eval_leak`` check, which
    compares 13-unit n-grams, so a generated set can become a locked one.
    """
    cands = _candidates(fact)
    q = next((c for c in cands if not copies_run(template.format(clause=c), context or fact.sentence)), cands[-1])
    if fact.lang == "zh":
        return _ZH_TAIL.sub("", q.strip())
    q = q.strip().rstrip(".;:,!?").strip()
    if len(q) > 1 and q[0].isupper() and q[1].islower():
        q = q[0].lower() + q[1:]
    return q


def question(fact: Fact, topic: str, context: str | None = None) -> str:
    """The template question of ``fact`` in its language (copying no 13 units in a row of ``context``,
    the document's text, when a shorter cut avoids it; default: the sentence)."""
    template = TEMPLATES[(fact.lang, fact.kind)].replace("{topic}", topic.replace("{", "(").replace("}", ")"))
    return template.format(clause=clause_question(fact, template, context))


def must_cover(fact: Fact) -> str:
    """What an answer must state: the value without 内/以内 and surrounding comparators' spacing."""
    v = fact.value.strip("《》「」“”")
    return re.sub(r"(?:以内|内)$", "", v) if fact.lang == "zh" else v
