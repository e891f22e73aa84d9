"""The built-in retriever's follow-up rewrite: a documented, deterministic reference baseline.

A conversation's follow-up ("How long does the first step take?", "那第一步要多久？")
only means something through the turns before it. :func:`rewrite_follow_up` is the rule
``kbgate serve`` and :class:`kbgate.retrieval.retriever.QdrantRetriever` apply; it is a reference
to compare RAG services against, not a claim of state of the art:

1. Without history, or without a user turn in it, the query is sent as it is.
2. The query is a **follow-up** when it refers back (a pronoun, demonstrative or ordinal:
   it, this, that, those, the first, the second, the other one, 它, 这个, 那个, 该, 上述,
   第一步, 前者 ...; a leading "and", "what about", 那 or a closing 呢; :data:`FOLLOW_UP_RE`)
   or names too little to search on: its key terms (rule 3) weigh less than
   :data:`MIN_STANDALONE_TERMS` (a Latin word weighs 1, a CJK character 1/2). Any other query
   is self-contained and sent as it is (the history is ignored).
3. A follow-up is resolved against the **last user turn's key terms**: the query, then the
   key terms of the user turns walking back from the last one until a self-contained turn
   (inclusive). Key terms are the turn's words and CJK runs with question and function words
   (:data:`STOPWORDS_EN`, :data:`QUESTION_ZH_RE`) and punctuation removed, in order, each once.
   Assistant turns are never used (an answer may hold anything, including text the actor may
   not read in a faulty system).

:func:`fold_history` is the eval form of the same conversation written out by hand: every
user turn and the query, joined. The gate uses it to tell rewrite failures apart
(``QUERY_REWRITE``: the folded form retrieves the gold evidence, the multi-turn form does not).

Example:
    >>> rewrite_follow_up("How long does the first step take?",
    ...                   [{"role": "user", "content": "What are the steps of the salary review?"}])
    'How long does the first step take? steps salary review'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

#: key terms weighing less than this (a Latin word 1, a CJK character 1/2) make a query a follow-up
MIN_STANDALONE_TERMS = 2.0

FOLLOW_UP_RE = re.compile(
    r"\b(?:it|its|itself|this|that|these|those|they|them|their|there|the same|the former|the latter|"
    r"the (?:first|second|third|fourth|fifth|last|next|previous|other)(?: one)?|one of them|which one)\b"
    r"|它|它们|这个|那个|这些|那些|这款|那款|这项|那项|这一|那一|这种|那种|该|上述|前者|后者|其中|此"
    r"|第[一二三四五六七八九十两\d]+(?:步|个|项|条|点|种|款|阶段|环节)"
    r"|^\s*(?:and|so|also|what about|how about|then)\b|^\s*(?:那么?|那)|呢\s*[？?]?\s*$",
    re.IGNORECASE,
)
STOPWORDS_EN = frozenset(
    "a an the of to in on at for by with from and or but is are was were be been do does did can could "
    "will would should shall may might must how what which who whom whose when where why whether if "
    "i you he she we they it me my your our their this that these those there please tell about any some "
    "have has had not no yes than then so as into over under up down out".split()
)
#: Chinese question and function words removed from key terms (longest first)
QUESTION_ZH_RE = re.compile(
    r"多长时间|是什么|为什么|怎么样|有哪些|是多少|什么|怎么|怎样|如何|多少|多久|哪些|哪个|哪天|哪里|哪儿|"
    r"是否|请问|能否|可以|一下|吗|呢|吧|呀|啊"
)
_WORD_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[A-Za-z0-9][A-Za-z0-9.\-%$]*")


def is_follow_up(query: str) -> bool:
    """Whether ``query`` refers back to earlier turns (rule 2 of the module)."""
    weight = sum(1.0 if t[0].isascii() else len(t) / 2 for t in key_terms(query))
    return bool(FOLLOW_UP_RE.search(query)) or weight < MIN_STANDALONE_TERMS


def key_terms(text: str) -> list[str]:
    """Words and CJK runs of ``text`` without question/function words and punctuation, each once."""
    out: list[str] = []
    for run in _WORD_RE.findall(text):
        if run[0].isascii():
            term = run.rstrip(".-")
            if term and term.lower() not in STOPWORDS_EN:
                out.append(term)
        else:
            out += [p for p in QUESTION_ZH_RE.split(run) if p]
    return list(dict.fromkeys(out))


def user_turns(history: Sequence[Mapping] | None) -> list[str]:
    """The contents of the user turns of ``history``, oldest first."""
    return [str(t.get("content", "")) for t in history or () if t.get("role") == "user" and t.get("content")]


def rewrite_follow_up(query: str, history: Sequence[Mapping] | None) -> str:
    """The query to search with (the module rules); ``query`` itself when nothing is to resolve."""
    turns = user_turns(history)
    if not turns or not is_follow_up(query):
        return query
    terms: list[str] = []
    for turn in reversed(turns):
        terms = key_terms(turn) + terms
        if not is_follow_up(turn):
            break
    have = set(key_terms(query))
    extra = [t for t in dict.fromkeys(terms) if t not in have]
    return f"{query} {' '.join(extra)}" if extra else query


def fold_history(query: str, history: Sequence[Mapping] | None) -> str:
    """The conversation written out as one question: every user turn, then the query."""
    return " ".join([*user_turns(history), query])
