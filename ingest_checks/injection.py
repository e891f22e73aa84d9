"""The ``injection`` check: instruction payloads hidden in documents.

Three reason codes:

* ``INJECTION_PLACEHOLDER`` -- an exact policy placeholder such as ``[UNTRUSTED_INSTRUCTION]``;
* ``INJECTION_INSTRUCTION`` -- text that instructs a model (zh and en), or a chat-template
  token such as ``<|im_start|>``;
* ``INJECTION_HIDDEN`` -- zero-width / tag characters, HTML comments with text, long base64 blobs.

Instruction-like text is scored per sentence. Each matched signal has a weight
(``ignore previous instructions`` 1.0, ``act as`` 0.4, ...). The sentence score is then
discounted by its context: a phrase inside quotes, after a reporting cue ("attackers may
write", "such as", 例如, 攻击者会), after a negation ("never", 切勿), inside a condition
("if", 如果) or next to meta terms ("prompt injection", 提示注入) is being *discussed*, not
given; a document dense with meta-discussion terms is discounted as a whole. A sentence
is reported when its score reaches the policy ``threshold``. Chat-template tokens and
placeholders are never discounted.
"""

from __future__ import annotations

import base64
import binascii
import functools
import re
import unicodedata
from dataclasses import dataclass

from pydantic import Field, field_validator

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.models import Document, Finding, Location


class InjectionParams(CheckParams):
    """Parameters of the ``injection`` check (policy section ``checks.injection``)."""

    placeholders: list[str] = Field(default_factory=lambda: ["[UNTRUSTED_INSTRUCTION]"])
    threshold: float = Field(0.6, gt=0.0)
    base64_min_chars: int = Field(200, ge=40)
    zero_width_min_count: int = Field(3, ge=1)
    html_comments: bool = True
    max_findings_per_code: int = Field(20, ge=1)

    @field_validator("placeholders")
    @classmethod
    def _non_empty(cls, v: list[str]) -> list[str]:
        if any(not p.strip() for p in v):
            raise ValueError("placeholders must be non-empty strings")
        return v


_I = re.IGNORECASE
_EN_SCOPE = r"(?:previous|prior|above|earlier|preceding|foregoing|all|any|every|your|the system|system|original|initial|developer)"
_EN_TARGET = r"(?:instructions?|prompts?|rules|directions|directives|guidelines|guardrails|constraints|messages|context)"
_ZH_SCOPE = r"(?:以上|上面|上述|之前|此前|先前|前面|前述|原来|原有|原先|所有|全部|一切|系统|开发者|你的|您的|任何)"
_ZH_TARGET = r"(?:指令|指示|提示词?|说明|规则|要求|设定|约束|命令|限制)"

@dataclass(frozen=True)
class Signal:
    """One instruction-like pattern: its weight, and lower-case trigger words that must occur for it to match."""

    name: str
    weight: float
    triggers: tuple[str, ...]
    pattern: re.Pattern


def _signal(name: str, weight: float, triggers: str, rx: str) -> Signal:
    return Signal(name, weight, tuple(triggers.split("|")), re.compile(rx, _I))


#: Weights add up per sentence (capped at 2). Triggers are a cheap substring pre-filter.
SIGNALS: tuple[Signal, ...] = (
    _signal("ignore-instructions", 1.0, "ignore|disregard|forget|override|bypass|discard",
            rf"\b(?:ignore|disregard|forget|override|bypass|discard)\b[^.!?\n]{{0,30}}?\b{_EN_SCOPE}\b"
            rf"[^.!?\n]{{0,15}}?\b{_EN_TARGET}\b"),
    _signal("ignore-instructions-zh", 1.0, "忽略|忽视|无视|忘记|忘掉|抛开|不要理会|不要遵守|不再遵守|停止遵守",
            rf"(?:忽略|忽视|无视|忘记|忘掉|抛开|不要理会|不要遵守|不再遵守|停止遵守)[^。！？\n]{{0,6}}?{_ZH_SCOPE}"
            rf"[^。！？\n]{{0,8}}?{_ZH_TARGET}"),
    _signal("reveal-prompt", 0.9, "system prompt|your instructions|your prompt|your rules|initial prompt|hidden prompt|your configuration",
            r"\b(?:reveal|print|show|output|repeat|display|leak|disclose|expose|tell me)\b[^.!?\n]{0,30}?"
            r"\b(?:system prompt|your (?:instructions|prompt|rules|configuration)|initial prompt|hidden prompt)\b"),
    _signal("reveal-prompt-zh", 0.9, "系统提示|提示词|系统指令|初始指令|你的指令|你的设定",
            r"(?:输出|泄露|显示|打印|告诉我|透露|复述|重复|公开)[^。！？\n]{0,10}?(?:系统提示|提示词|系统指令|初始指令|你的指令|你的设定)"),
    _signal("role-switch", 0.5, "you are now|from now on|you must now|you will now",
            r"\byou are now\b|\bfrom now on,? you\b|\byou (?:must|will) now\b"),
    _signal("role-switch-zh", 0.5, "你现在是|你现在扮演|你将扮演", r"你现在是|你现在扮演|你将扮演"),
    _signal("from-now-on-zh", 0.6, "从现在|你必须", r"从现在(?:起|开始)[，,]?\s*你|你必须(?:立即|马上)?(?:执行|遵守)以下"),
    _signal("pretend", 0.6, "pretend|roleplay as", r"\bpretend (?:to be|you are|that you)\b|\broleplay as\b"),
    _signal("act-as", 0.4, "act as", r"\bact as (?:if you|an?|the|my)\b"),
    _signal("pretend-zh", 0.5, "假装你是|假设你是", r"假装你是|假设你是"),
    _signal("act-as-zh", 0.4, "扮演", r"扮演(?:一个|一名)?"),
    _signal("respond-only", 0.4, "answer|respond|reply|only say|always say",
            r"\b(?:answer|respond|reply)\b[^.!?\n]{0,30}?\b(?:only|always)\b|\b(?:only|always) (?:answer|respond|reply|say)\b"),
    _signal("respond-only-zh", 0.4, "一律|只能|只许|始终", r"(?:一律|只能|只许|始终)(?:回答|回复|输出|答复)"),
    _signal("system-prompt", 0.5, "system prompt|system message|hidden prompt|developer mode|dan mode|jailbreak mode",
            r"\b(?:system prompt|system message|hidden prompt|developer mode|DAN mode|jailbreak mode)\b"),
    _signal("system-prompt-zh", 0.5, "系统提示|系统指令|开发者模式|越狱模式", r"系统提示词?|系统指令|开发者模式|越狱模式"),
    _signal("new-instructions", 0.7, "instruction",
            r"\b(?:new|updated|real|actual) instructions?\s*:|\bimportant instructions? (?:for|to) (?:the )?(?:ai|assistant)"),
    _signal("new-instructions-zh", 0.7, "指令", r"新的?指令\s*[:：]|真正的指令|重要指令\s*[:：]"),
    _signal("hide-from-user", 0.6, "the user",
            r"\bdo not (?:tell|inform|show|mention (?:this )?to) the user\b|\bwithout telling the user\b"),
    _signal("hide-from-user-zh", 0.6, "用户", r"不要告诉用户|不要让用户知道|对用户保密|不要向用户透露"),
    _signal("disable-safety", 0.8, "safety|content",
            r"\b(?:disable|turn off|bypass|ignore) (?:your |all )?(?:safety|content) (?:filters?|rules|guidelines|guardrails)\b"),
    _signal("disable-safety-zh", 0.6, "关闭|解除|绕过|突破", r"(?:关闭|解除|绕过|突破)(?:你的)?(?:安全|内容)(?:过滤|限制|策略|审查)"),
    _signal("respond-instead", 0.4, "instead", r"\binstead,? (?:respond|reply|answer|say|output) (?:with|only)\b"),
    _signal("respond-instead-zh", 0.4, "回答|回复|输出", r"(?:改为|只)(?:回答|回复|输出)[：:“\"]"),
)

#: Boosters add to a sentence that already has a signal: it addresses a model or asks for secrets.
BOOSTERS: tuple[tuple[str, float, re.Pattern], ...] = (
    ("addresses-ai", 0.4,
     re.compile(r"\b(?:AI|assistant|language model|LLM|chatbot|ChatGPT)\b|人工智能|AI助手|智能助手|大模型|语言模型", _I)),
    ("unrestricted", 0.4,
     re.compile(r"\bunrestricted\b|\bwithout (?:any )?(?:rules|restrictions|limits|filters)\b|\bno longer bound\b|\bDAN\b|"
                r"不受(?:任何)?限制|没有任何限制|无任何限制|不受约束", _I)),
    ("asks-secrets", 0.3, re.compile(r"\b(?:passwords?|api keys?|credentials|secret keys?|tokens?)\b|密码|密钥|口令|管理员", _I)),
)

CHAT_TEMPLATE = re.compile(
    r"<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text)\|>"
    r"|\[/?INST\]|<</?SYS>>|^#{2,3}[ \t]*(?:Instruction|System|System Prompt)[ \t]*:",
    re.MULTILINE | re.IGNORECASE,
)

_CUE = re.compile(
    r"\b(?:may|might|could|can|would|will|often|typically|usually|sometimes)\s+(?:write|say|include|contain|insert|embed|"
    r"hide|use|try|add|look like|read)\b|\bsuch as\b|\bfor (?:example|instance)\b|\be\.g\.|\bphrases?\b|\battack(?:er|ers|s)?\b|"
    r"\bmalicious\b|\bexamples?\b|\bwrote\b|\bsaying\b|\bclaim(?:s|ing)?\b|\blike this\b|\bincluding\b|"
    r"例如|比如|譬如|诸如|像是|类似|攻击者|黑客|恶意|常见的|典型的|这类|此类|示例|样例|写入|写道|声称|插入|嵌入|藏有|包含|包括",
    _I,
)
_NEGATION = re.compile(r"\b(?:never|not|don't|do not|must not|beware|be wary|watch out)\b|切勿|请勿|不要|不得|不能|别|警惕|谨防|严禁", _I)
_CONDITION = re.compile(r"\bif\b|\bunless\b|如果|若|假如|倘若", _I)
_META = re.compile(
    r"prompt[- ]injection|\binjection\b|\bjailbreak|\bsecurity (?:training|awareness)|\bphishing\b|\bred[- ]team|"
    r"提示注入|注入攻击|提示词注入|越狱|安全培训|安全意识|钓鱼|红队",
    _I,
)
_DOC_META = re.compile(
    _META.pattern + r"|\battack(?:er|ers|s)?\b|\bexamples?\b|\breport\b|\bdetect|\brecogni[sz]e|\bdefen[cs]e|"
    r"攻击|示例|案例|报告|上报|识别|防范|防御",
    _I,
)
_QUOTES = re.compile(
    r"\"[^\"\n]{1,300}\"|“[^”\n]{1,300}”|‘[^’\n]{1,300}’|「[^」\n]{1,300}」|『[^』\n]{1,300}』|《[^》\n]{1,300}》"
    r"|`[^`\n]{1,300}`|(?<![A-Za-z])'[^'\n]{1,300}'(?![A-Za-z])"
)
_SENTENCE_END = re.compile(r"[。！？!?；;\n]+|(?<!\d)(?<!e\.g)(?<!i\.e)\.(?=\s|$)")
_LIST_ITEM = re.compile(r"^\s*(?:[-*•·]|\d+[.)、]|[（(]?[一二三四五六七八九十\d]+[)）])\s*")

DISCOUNT_QUOTED = 0.5
DISCOUNT_CUE = 0.35
DISCOUNT_NEGATION = 0.4
DISCOUNT_CONDITION = 0.5
DISCOUNT_META_SENTENCE = 0.5
DISCOUNT_META_DOCUMENT = 0.7
META_DOCUMENT_MIN_HITS = 3
MAX_RAW_SCORE = 2.0


@dataclass(frozen=True)
class SentenceScore:
    """The instruction score of one sentence and why."""

    start: int
    end: int
    score: float
    signals: tuple[str, ...]
    discounts: tuple[str, ...]
    match_start: int
    match_end: int


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Split ``text`` into sentence spans at 。！？!?；; newlines and ``. ``."""
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def is_meta_document(text: str) -> bool:
    """True when the text discusses attacks/injection (many meta-discussion terms)."""
    return sum(1 for _ in _DOC_META.finditer(text)) >= META_DOCUMENT_MIN_HITS


def score_sentences(text: str) -> list[SentenceScore]:
    """Score every sentence of ``text`` that has at least one instruction signal."""
    low = text.lower()
    active = [sig for sig in SIGNALS if any(t in low for t in sig.triggers)]
    if not active or not any(sig.pattern.search(text) for sig in active):
        return []
    quoted = [m.span() for m in _QUOTES.finditer(text)]
    meta_doc = is_meta_document(text)
    spans = sentence_spans(text)
    out = []
    for i, (start, end) in enumerate(spans):
        sentence = text[start:end]
        hits = [(sig.name, sig.weight, m) for sig in active for m in sig.pattern.finditer(sentence)]
        if not hits:
            continue
        signals = [name for name, _, _ in hits]
        raw = sum(w for _, w, _ in hits)
        for name, w, rx in BOOSTERS:
            if rx.search(sentence):
                raw += w
                signals.append(name)
        raw = min(raw, MAX_RAW_SCORE)
        _, _, first = min(hits, key=lambda h: h[2].start())
        m_start, m_end = start + first.start(), start + max(h[2].end() for h in hits)
        before = sentence[: first.start()]
        discounts = []
        if all(any(qs <= start + h[2].start() and start + h[2].end() <= qe for qs, qe in quoted) for h in hits):
            discounts.append("quoted")
        if _CUE.search(before) or _list_item_after_cue(text, spans, i):
            discounts.append("reported")
        if _NEGATION.search(before[-20:]):
            discounts.append("negated")
        if _CONDITION.search(before):
            discounts.append("conditional")
        if _META.search(sentence):
            discounts.append("meta-sentence")
        if meta_doc:
            discounts.append("meta-document")
        factor = 1.0
        for d in discounts:
            factor *= _DISCOUNTS[d]
        out.append(SentenceScore(start, end, round(raw * factor, 3), tuple(signals), tuple(discounts), m_start, m_end))
    return out


_DISCOUNTS = {
    "quoted": DISCOUNT_QUOTED,
    "reported": DISCOUNT_CUE,
    "negated": DISCOUNT_NEGATION,
    "conditional": DISCOUNT_CONDITION,
    "meta-sentence": DISCOUNT_META_SENTENCE,
    "meta-document": DISCOUNT_META_DOCUMENT,
}


def _list_item_after_cue(text: str, spans: list[tuple[int, int]], i: int) -> bool:
    """A list item whose introducing line (ending in a colon) carries a reporting cue."""
    start, end = spans[i]
    if not _LIST_ITEM.match(text[start:end]):
        return False
    for j in range(i - 1, -1, -1):
        prev = text[spans[j][0]:spans[j][1]]
        if _LIST_ITEM.match(prev):
            continue
        return prev.rstrip().endswith((":", "：")) and bool(_CUE.search(prev) or _META.search(prev))
    return False


_INVISIBLE_RE = re.compile("[\u200b-\u200f\u2060-\u2064\ufeff\u180e\U000e0000-\U000e007f]")
_RTL = re.compile(r"[\u0590-\u08ff]")


def invisible_positions(text: str) -> list[int]:
    """Offsets of zero-width, bidi-mark and Unicode tag characters that hide content.

    Legitimate uses are skipped: a leading BOM, ZWJ/ZWNJ joining emoji or letters of
    non-Latin, non-CJK scripts, and LRM/RLM in documents with right-to-left text.
    """
    out = []
    has_rtl = None
    for m in _INVISIBLE_RE.finditer(text):
        i, ch = m.start(), m.group()
        if ch == "\ufeff" and i == 0:
            continue
        if ch in "\u200e\u200f":
            has_rtl = bool(_RTL.search(text)) if has_rtl is None else has_rtl
            if has_rtl:
                continue
        if ch in "\u200c\u200d" and _joins_script(text, i):
            continue
        out.append(i)
    return out


def _joins_script(text: str, i: int) -> bool:
    if i == 0 or i + 1 >= len(text):
        return False
    a, b = text[i - 1], text[i + 1]

    def joinable(c: str) -> bool:
        if ord(c) >= 0x1F000 or 0x2600 <= ord(c) <= 0x27BF or c == "\ufe0f":
            return True  # emoji sequences
        if ord(c) < 0x250 or "\u2e80" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af":
            return False  # Latin and CJK never need joiners
        return unicodedata.category(c).startswith(("L", "M"))

    return joinable(a) and joinable(b)


_HTML_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)
_DATA_IMAGE = re.compile(r"data:image/[\w.+-]+;base64,$", _I)


def base64_blobs(text: str, min_chars: int = 200) -> list[tuple[int, int, str]]:
    """Long base64 runs that decode: ``(start, end, "text" | "binary")``.

    Hex digests and plain words do not count (a blob needs upper and lower case letters
    and digits); a ``data:image/...;base64,`` image that decodes to binary is skipped.
    """
    out = []
    for m in _b64_regex(min_chars).finditer(text):
        blob = m.group()
        if not (re.search(r"[a-z]", blob) and re.search(r"[A-Z]", blob) and re.search(r"\d", blob)):
            continue
        core = blob.rstrip("=")
        try:
            raw = base64.b64decode(core + "=" * (-len(core) % 4), altchars=b"-_" if "-" in core or "_" in core else None,
                                   validate=True)
        except (binascii.Error, ValueError):
            continue
        kind = "text" if _looks_like_text(raw) else "binary"
        if kind == "binary" and _DATA_IMAGE.search(text[max(0, m.start() - 40):m.start()]):
            continue
        out.append((m.start(), m.end(), kind))
    return out


@functools.lru_cache(maxsize=8)
def _b64_regex(min_chars: int) -> re.Pattern:
    return re.compile(rf"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{{{min_chars},}}={{0,2}}(?![A-Za-z0-9+/=_-])")


def _looks_like_text(raw: bytes) -> bool:
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    printable = sum(1 for c in decoded if c.isprintable() or c in "\n\r\t")
    return printable >= 0.9 * max(1, len(decoded))


def safe_snippet(text: str, limit: int = 60) -> str:
    """A short, single-line excerpt with digit runs and e-mail-like tokens blanked (evidence is never raw PII)."""
    s = re.sub(r"\S+@\S+", "[email]", " ".join(text.split()))
    s = re.sub(r"\d[\d\s-]{4,}\d", "[digits]", s)
    return s if len(s) <= limit else s[: limit - 1] + "…"


@register(
    "injection",
    category="security",
    scope="document",
    params=InjectionParams,
    default_action="quarantine",
    default_severity="high",
    codes=("INJECTION_PLACEHOLDER", "INJECTION_INSTRUCTION", "INJECTION_HIDDEN"),
)
def check_injection(doc: Document, params: InjectionParams, ctx: RunContext) -> list[Finding]:
    """Instruction payloads: policy placeholders, instruction-like text, hidden content."""
    if doc.load_error is not None or not doc.text:
        return []
    text = doc.text
    found: dict[str, list[Finding]] = {}

    def add(code: str, start: int, end: int, message: str, evidence: str, **override) -> None:
        chunks = doc.chunks_overlapping(start, end)
        found.setdefault(code, []).append(
            check_injection.finding(
                params, doc, code, message,
                chunk_id=chunks[0].chunk_id if chunks else None,
                evidence=evidence,
                location=Location(page=doc.page_at(start), char_start=start, char_end=end),
                **override,
            )
        )

    for placeholder in params.placeholders:
        at = text.find(placeholder)
        while at != -1:
            add("INJECTION_PLACEHOLDER", at, at + len(placeholder),
                f"policy placeholder {placeholder} marks untrusted instructions; remove it and the text it wraps",
                placeholder)
            at = text.find(placeholder, at + len(placeholder))

    for m in CHAT_TEMPLATE.finditer(text):
        add("INJECTION_INSTRUCTION", m.start(), m.end(),
            "chat-template token in document text (it can open a fake system/user turn); remove it",
            safe_snippet(m.group()))
    for s in score_sentences(text):
        if s.score >= params.threshold:
            why = ", ".join(s.signals) + (f"; discounts: {', '.join(s.discounts)}" if s.discounts else "")
            add("INJECTION_INSTRUCTION", s.match_start, s.match_end,
                f"instruction-like text addressed to a model (score {s.score:.2f} >= {params.threshold}; {why}); "
                "remove it, or quote it as an example if the document discusses injection",
                safe_snippet(text[s.match_start:s.match_end]))

    hidden = invisible_positions(text)
    if hidden:
        tags = sum(1 for i in hidden if text[i] >= "\U000e0000")
        # a stray zero-width space is common copy-paste noise: flag it; many, or any tag char, can hide a payload
        stray = not tags and len(hidden) < params.zero_width_min_count
        add("INJECTION_HIDDEN", hidden[0], hidden[-1] + 1,
            f"{len(hidden)} invisible characters (zero-width/bidi marks{f', {tags} Unicode tag chars' if tags else ''}) "
            "can hide instructions; strip them from the source",
            "; ".join(f"U+{ord(c):04X} x{sum(1 for i in hidden if text[i] == c)}"
                      for c in sorted({text[i] for i in hidden})[:5]),
            **({"action": "flag", "severity": "low"} if stray else {}))
    if params.html_comments:
        for m in _HTML_COMMENT.finditer(text):
            body = m.group(1)
            if re.search(r"\w{2,}", body):
                add("INJECTION_HIDDEN", m.start(), m.end(),
                    f"HTML comment with {len(body.strip())} chars of text is invisible to readers but not to a model; "
                    "remove it", f"<!-- {safe_snippet(body, 40)} -->")
    for start, end, kind in base64_blobs(text, params.base64_min_chars):
        add("INJECTION_HIDDEN", start, end,
            f"base64 blob of {end - start} chars (decodes to {kind}) can smuggle instructions; remove it or attach it as a file",
            f"base64 {end - start} chars, {kind}")

    out = []
    for code, items in found.items():
        if len(items) > params.max_findings_per_code:
            extra = len(items) - params.max_findings_per_code
            items = items[: params.max_findings_per_code]
            last = items[-1]
            items[-1] = last.model_copy(update={"message": f"{last.message} (and {extra} more {code} in this document)"})
        out.extend(items)
    return out
