"""``eval_leak``: locked eval questions or gold Q&A pairs that were ingested into the corpus.

Leakage means the *question* (or the question with its answer) is in the corpus, so a
retriever can "find" the eval case itself. What counts, per eval case:

* **question**: the question's n-grams (``ngram_size``, 13 by default) appear in the
  document. Units are words for Latin text and single characters for CJK, after the
  same normalisation as the duplicate check; mixed text mixes both. At least
  ``question_min_ratio`` of the question's distinct n-grams must be present; a question
  shorter than ``ngram_size`` units matches when it is wholly contained.
* **near-verbatim question**: the question's character shingles are contained in one
  window of the document (about twice the question's length) at a ratio of at least
  ``containment_threshold``. This is the MinHash-style similarity, measured exactly on
  the hashed shingles of :mod:`ingest_checks.minhash`: the question is tiny next to a
  chunk, so containment is the right measure, not Jaccard.
* **Q&A pair**: weaker question evidence (at least one question n-gram, below
  ``question_min_ratio``) *plus* every ``must_cover`` phrase of the case within
  ``pair_window`` characters of it. Shingle containment alone is not enough here: a short
  English question shares about half its shingles with its relevant document (up to
  0.73 measured on the fixtures), next to its ``must_cover`` phrases.
* **eval file**: the document looks like an eval set itself: at least
  ``eval_file_min_records`` JSON records with ``"query"`` and ``"case_id"`` keys, a
  record naming a locked case id, or at least ``eval_file_min_cases`` locked questions.

Anchors and ``must_cover`` phrases on their own are never evidence: they naturally occur
in each case's relevant document. Evidence names case ids and counts and at most a
two-unit masked prefix of a question, never the eval text itself.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from pydantic import Field

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.errors import InputError
from kbgate.models import Document, Finding

_CASE_ID_KEY = re.compile(r'"case_id"\s*:\s*"([^"\n]{1,120})"')
_CASE_KEY = re.compile(r'"case_id"\s*:')
_QUERY_KEY = re.compile(r'"query"\s*:')
_CJK_CHAR = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")
#: characters of normalised text scanned in one numpy block (about 400 chunks)
BLOCK_CHARS = 1 << 18


class EvalLeakParams(CheckParams):
    """Parameters of ``eval_leak`` (policy section ``checks.eval_leak``)."""

    ngram_size: int = Field(default=13, ge=3, le=64, description="units (words / CJK characters) per n-gram")
    question_min_ratio: float = Field(default=0.5, gt=0, le=1, description="share of question n-grams found")
    shingle_size: int = Field(default=5, ge=2, le=16, description="characters per shingle for containment")
    containment_threshold: float = Field(
        default=0.85, gt=0, le=1, description="share of question shingles in one window (natural text: <= 0.73)"
    )
    pair_window: int = Field(default=400, ge=20, le=20000, description="characters around the question")
    eval_file_min_records: int = Field(default=2, ge=1)
    eval_file_min_cases: int = Field(default=3, ge=2)


@dataclass
class _Case:
    case_id: str
    units: int
    ngrams: object  # np.ndarray of distinct question n-gram hashes (one hash for a short question)
    window: int  # n-gram window in units (ngram_size, or the whole short question)
    shingles: object  # np.ndarray, sorted unique question shingle hashes
    must_cover: list[str] = field(default_factory=list)
    prefix: str = ""
    text: str = ""  # the normalised question, kept only for short questions (matched whole)
    ids: object = None  # np.ndarray of the short question's unit ids (its anchor is hashed from them)


@lru_cache(maxsize=1)
def _cjk_table():
    """``table[code]``: the BMP code point is one CJK unit (:data:`minhash.UNIT_RE`'s first branch)."""
    import numpy as np

    from ingest_checks.minhash import _CJK  # "a-bc-d...": ranges of code points

    table = np.zeros(0x10000, dtype=bool)
    for lo, hi in zip(_CJK[0::3], _CJK[2::3], strict=True):
        table[ord(lo):ord(hi) + 1] = True
    return table


def _units(normalized: str):
    """``(ids, starts)``: one 64-bit id per unit of ``normalized`` (a CJK character or a word, the matches of
    :data:`minhash.UNIT_RE`) and the character offset where each starts, in numpy.

    Normalised text holds units and single spaces only, so a unit is a CJK character or a run of other
    non-space characters. Its id is the mixed polynomial hash of its code points (the same for questions and
    documents), so a block of documents joined by spaces is hashed in one pass.
    """
    import numpy as np

    from ingest_checks import minhash

    codes = np.frombuffer(normalized.encode("utf-32-le"), dtype=np.uint32)
    if not len(codes):
        return np.empty(0, dtype=np.uint64), np.empty(0, dtype=np.int64)
    cjk = _cjk_table()[np.minimum(codes, 0xFFFF)]
    word = (codes != 32) & ~cjk
    starts = np.flatnonzero(cjk | (word & ~np.concatenate(([False], word[:-1]))))
    ends = np.flatnonzero(cjk | (word & ~np.concatenate((word[1:], [False])))) + 1
    pw, _ = minhash._powers(len(codes))
    prefix = minhash.prefix_hashes(codes)
    with np.errstate(over="ignore"):
        return minhash._fmix64(prefix[ends] - prefix[starts] * pw[ends - starts]), starts


def _unit_ids(normalized: str):
    """One id per unit (a CJK character or a word) of ``normalized``: :func:`_units`' ids."""
    return _units(normalized)[0]


def _unit_starts(normalized: str) -> list[int]:
    return _units(normalized)[1].tolist()


def _masked_prefix(normalized: str) -> str:
    from ingest_checks.minhash import UNIT_RE

    units = UNIT_RE.findall(normalized)
    head = "".join(units[:2]) if units and len(units[0]) == 1 else " ".join(units[:2])
    return f"{head[:16]}…({len(units)} units)"


def prepare_cases(cases: list[dict], params: EvalLeakParams) -> list[_Case]:
    """Normalise and hash the eval questions once per run.

    Raises:
        InputError: a case without a non-empty ``query`` string.
    """
    import numpy as np

    from ingest_checks import minhash

    out = []
    for k, case in enumerate(cases):
        if not isinstance(case, dict):
            raise InputError(f"eval case #{k + 1} is not a JSON object; fix the eval file (one object per line)")
        query = case.get("query")
        cid = str(case.get("case_id") or f"case#{k + 1}")
        if not isinstance(query, str) or not query.strip():
            raise InputError(f"eval case #{k + 1} ({cid}) has no 'query' string; add the question to the eval file")
        norm = minhash.normalize(query)
        ids = _unit_ids(norm)
        if len(ids) == 0:
            continue  # nothing but punctuation: cannot leak recognisably
        window = min(params.ngram_size, len(ids))
        must = case.get("must_cover") or []
        out.append(
            _Case(
                case_id=cid,
                units=len(ids),
                ngrams=np.unique(minhash.window_hashes(minhash.prefix_hashes(ids), window)),
                window=window,
                shingles=minhash.shingle_set(norm, params.shingle_size),
                must_cover=[p for p in (minhash.normalize(str(x)) for x in must) if p],
                prefix=_masked_prefix(norm),
                text=norm if window < params.ngram_size else "",
                ids=ids if window < params.ngram_size else None,
            )
        )
    return out


def _lookup(keys, values):
    """``(positions, key indexes)``: where ``values`` holds one of the sorted unique ``keys``, and which."""
    import numpy as np

    if not len(keys) or not len(values):
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.int64)
    at = np.searchsorted(keys, values)
    at[at == len(keys)] = 0
    pos = np.nonzero(keys[at] == values)[0]
    return pos, at[pos]


def _expand(offsets, rows):
    """For CSR ``offsets``: the flat positions ``offsets[r] .. offsets[r + 1] - 1`` of every row in ``rows``, and for
    each position the index of its row in ``rows``."""
    import numpy as np

    spans = offsets[rows + 1] - offsets[rows]
    flat = np.arange(spans.sum()) - np.repeat(np.cumsum(spans) - spans - offsets[rows], spans)
    return flat, np.repeat(np.arange(len(rows)), spans)


class _KeyTable:
    """Sorted unique hash keys, the owners of each (``owners[offsets[i]:offsets[i + 1]]``), and a bitmap of the
    keys' top bits that lets almost every document value skip the binary search."""

    def __init__(self, keys, owners) -> None:
        import numpy as np

        order = np.argsort(keys, kind="stable")
        keys, self.owners = keys[order], owners[order]
        self.keys, first = np.unique(keys, return_index=True)
        self.offsets = np.append(first, len(keys))
        width = keys.dtype.itemsize * 8
        self.bits = max(16, min(26, int(len(self.keys) * 8).bit_length()))
        self.shift = keys.dtype.type(width - self.bits)
        self.bitmap = np.zeros(1 << self.bits, dtype=bool)
        self.bitmap[self.keys >> self.shift] = True

    def find(self, values):
        """``(positions, key indexes)``: where ``values`` holds one of the keys, and which."""
        import numpy as np

        pos = np.nonzero(self.bitmap[values >> self.shift])[0] if len(self.keys) else np.empty(0, dtype=np.int64)
        hit, key = _lookup(self.keys, values[pos])
        return pos[hit], key

    def rows(self, keys):
        """The owners of every key index in ``keys``, and for each owner the position of its key in ``keys``."""
        flat, row = _expand(self.offsets, keys)
        return self.owners[flat], row


class _Index:
    """The eval set hashed once per run, so that each document is scanned once, whatever the number of cases.

    * Question n-grams in one key table, looked up with the document's n-gram hashes (one prefix-sum
      pass, :func:`minhash.prefix_hashes`). A short question (fewer units than an n-gram) is found by
      its first ``anchor`` units (the shortest such question's length), then its whole unit sequence
      is compared at that place (O(1) from the prefix sums) and confirmed in the text: two window
      lengths per document, not one per question length.
    * Shingle containment by prefix filtering: a case can reach ``containment_threshold`` only if at
      least one of its ``m - t + 1`` rarest shingles (``t`` the shingles it needs) occurs in the
      document, so only those are indexed; the cases they name are counted exactly. A common
      shingle shared by thousands of questions is never expanded per document.
    """

    def __init__(self, cases: list[_Case], threshold: float) -> None:
        import numpy as np

        from ingest_checks import minhash

        self.cases = cases
        self.threshold = threshold
        long_ = [k for k, c in enumerate(cases) if not c.text]
        short = [k for k, c in enumerate(cases) if c.text]
        self.window = cases[long_[0]].window if long_ else 0
        self.ngrams = _KeyTable(np.concatenate([cases[k].ngrams for k in long_] or [np.zeros(0, np.uint64)]),
                                np.repeat(np.asarray(long_, dtype=np.int64), [len(cases[k].ngrams) for k in long_]))
        self.anchor = min((cases[k].window for k in short), default=0)
        anchors = [minhash.window_hashes(minhash.prefix_hashes(cases[k].ids), self.anchor, np.zeros(1, np.int64))
                   for k in short]
        self.anchors = _KeyTable(np.concatenate(anchors or [np.zeros(0, np.uint64)]), np.asarray(short, dtype=np.int64))
        self.short_window = np.zeros(len(cases), dtype=np.int64)  # a short case's units, and its whole hash
        self.short_hash = np.zeros(len(cases), dtype=np.uint64)
        self.short_window[short] = [cases[k].window for k in short]
        self.short_hash[short] = [cases[k].ngrams[0] for k in short]

        sizes = np.asarray([len(c.shingles) for c in cases], dtype=np.int64)
        self.shingle_counts = sizes
        self.shingle_offsets = np.concatenate([[0], np.cumsum(sizes)])
        self.shingles = np.concatenate([c.shingles for c in cases]).astype(np.uint32)
        values, freq = np.unique(self.shingles, return_counts=True)
        rarity = freq[np.searchsorted(values, self.shingles)]
        prefix_keys, prefix_owners = [], []
        for k, c in enumerate(cases):
            m = len(c.shingles)
            need = self.needed(m) if m else m + 1
            if need > m:
                continue
            own = slice(self.shingle_offsets[k], self.shingle_offsets[k + 1])
            rarest = np.lexsort((c.shingles, rarity[own]))[: m - need + 1]
            prefix_keys.append(c.shingles[rarest])
            prefix_owners.append(np.full(len(rarest), k))
        self.prefix = _KeyTable(np.concatenate(prefix_keys or [np.zeros(0, np.uint32)]).astype(np.uint32),
                                np.concatenate(prefix_owners or [np.zeros(0, np.int64)]))

    def needed(self, m: int) -> int:
        """The fewest of a case's ``m`` shingles that reach the containment threshold (``t / m >= threshold``)."""
        t = max(1, math.ceil(self.threshold * m))
        while t > 1 and (t - 1) / m >= self.threshold:
            t -= 1
        while t <= m and t / m < self.threshold:
            t += 1
        return t

    def ngram_hits(self, ids) -> tuple[dict[int, int], dict[int, int], dict[int, int]]:
        """``(matched, first, short)``: per long case, the distinct question n-grams found among the document's
        unit ``ids`` and the first unit where one was; per short case whose whole unit sequence hashes equal
        at some unit, that unit."""
        import numpy as np

        from ingest_checks import minhash

        prefix = minhash.prefix_hashes(ids)
        matched: dict[int, int] = {}
        first: dict[int, int] = {}
        if self.window:
            pos, key = self.ngrams.find(minhash.window_hashes(prefix, self.window))
            if len(key):
                keys, first_at = np.unique(key, return_index=True)
                owners, row = self.ngrams.rows(keys)
                for k, at in zip(owners.tolist(), pos[first_at][row].tolist(), strict=True):
                    matched[k] = matched.get(k, 0) + 1
                    first[k] = min(first.get(k, at), at)
        short: dict[int, int] = {}
        if self.anchor:
            pos, key = self.anchors.find(minhash.window_hashes(prefix, self.anchor))
            if len(key):  # every (place, short case) an anchor names, compared in one go; the first place per case
                owners, row = self.anchors.rows(key)
                at, width = pos[row], self.short_window[owners]
                fits = at + width < len(prefix)
                at, width, owners = at[fits], width[fits], owners[fits]
                pw, _ = minhash._powers(len(prefix))
                same = prefix[at + width] - prefix[at] * pw[width] == self.short_hash[owners]
                found, first_at = np.unique(owners[same], return_index=True)
                short = dict(zip(found.tolist(), at[same][first_at].tolist(), strict=True))
        return matched, first, short

    def containment_candidates(self, doc_sh) -> list[int]:
        """The cases whose shingles occur in ``doc_sh`` at the threshold's share or more (exact counts)."""
        import numpy as np

        from ingest_checks import minhash

        found = minhash.sorted_unique(doc_sh)
        _, key = self.prefix.find(found)
        if not len(key):
            return []
        cand = np.unique(self.prefix.rows(key)[0])
        flat, row = _expand(self.shingle_offsets, cand)
        present, _ = _lookup(found, self.shingles[flat])
        counts = np.bincount(row[present], minlength=len(cand))
        return cand[counts / self.shingle_counts[cand] >= self.threshold].tolist()  # the rule's own share


def _is_boundary(norm: str, pos: int) -> bool:
    """``pos`` starts or ends a unit: text edge, a space, or next to a CJK character."""
    if pos <= 0 or pos >= len(norm):
        return True
    return norm[pos - 1] == " " or norm[pos] == " " or bool(_CJK_CHAR.match(norm[pos - 1])) \
        or bool(_CJK_CHAR.match(norm[pos]))


def _find_units(norm: str, phrase: str) -> int:
    """Char offset of ``phrase`` in ``norm`` as whole units (not inside a word), or -1."""
    pos = norm.find(phrase)
    while pos >= 0:
        if _is_boundary(norm, pos) and _is_boundary(norm, pos + len(phrase)):
            return pos
        pos = norm.find(phrase, pos + 1)
    return -1


def _near(norm: str, pos: int, phrases: list[str], window: int) -> bool:
    """Every phrase occurs within ``window`` characters of ``pos`` in ``norm``."""
    lo, hi = max(0, pos - window), pos + window
    region = norm[lo:hi]
    return all(p in region for p in phrases)


def _best_window_containment(doc_sh, case: _Case) -> tuple[float, int]:
    """Max share of the case's shingles inside one window of ~2x the question length."""
    import numpy as np

    pos = np.nonzero(np.isin(doc_sh, case.shingles))[0]
    if len(pos) == 0:
        return 0.0, 0
    width = 2 * max(len(case.shingles), 1) + 8
    ends = np.searchsorted(pos, pos + width)
    best, best_pos = 0, int(pos[0])
    for s, e in zip(range(len(pos)), ends.tolist(), strict=True):
        if e - s <= best:
            continue
        distinct = len(np.unique(doc_sh[pos[s:e]]))
        if distinct > best:
            best, best_pos = distinct, int(pos[s])
    return best / max(len(case.shingles), 1), best_pos


def scan_text(text: str, index: _Index, params: EvalLeakParams) -> list[dict]:
    """Eval cases leaked into ``text``: one dict per case with its kind and counts."""
    return next(scan_texts([text], index, params))


def scan_texts(texts: Iterable[str], index: _Index, params: EvalLeakParams) -> Iterator[list[dict]]:
    """:func:`scan_text` of each text, in order, scanned in blocks of about :data:`BLOCK_CHARS` characters.

    A block's texts are normalised and joined by spaces, and its unit n-grams, short-question anchors and
    shingles are looked up in the index in one numpy pass: a text in which none of them occurs leaks
    nothing (every kind of leak needs one). The few texts with a hit are scanned alone. Windows across
    two joined texts can only add hits, never hide one; a text shorter than a shingle is always scanned.
    """
    from ingest_checks import minhash

    block: list[str] = []
    size = 0
    for text in texts:
        block.append(minhash.normalize(text))
        size += len(block[-1]) + 1
        if size >= BLOCK_CHARS:
            yield from _scan_block(block, index, params)
            block, size = [], 0
    if block:
        yield from _scan_block(block, index, params)


def leaking_cases(texts: Iterable[str], cases: list[dict], params: EvalLeakParams) -> set[str]:
    """Ids of the ``cases`` (``case_id``, ``query``, ``must_cover``) that leak into any of ``texts`` by this check's
    rules (question, near-verbatim question, Q&A pair): an eval set generator drops them before anyone locks them."""
    prepared = prepare_cases(cases, params)
    if not prepared:
        return set()
    index = _Index(prepared, params.containment_threshold)
    return {leak["case_id"] for leaks in scan_texts(texts, index, params) for leak in leaks}


def _scan_block(norms: list[str], index: _Index, params: EvalLeakParams) -> Iterator[list[dict]]:
    import numpy as np

    from ingest_checks import minhash

    offsets = np.cumsum([0] + [len(n) + 1 for n in norms[:-1]])
    hit = np.asarray([0 < len(n) < params.shingle_size for n in norms])
    joined = " ".join(norms)
    ids, starts = _units(joined)
    prefix = minhash.prefix_hashes(ids)
    for table, width in ((index.ngrams, index.window), (index.anchors, index.anchor)):
        if width:
            pos, _ = table.find(minhash.window_hashes(prefix, width))
            hit[np.searchsorted(offsets, starts[pos], "right") - 1] = True
    pos, _ = index.prefix.find(minhash.shingle_hashes(joined, params.shingle_size))
    hit[np.searchsorted(offsets, pos, "right") - 1] = True
    for norm, h in zip(norms, hit.tolist(), strict=True):
        yield _scan_normalized(norm, index, params) if h else []


def _scan_normalized(norm: str, index: _Index, params: EvalLeakParams) -> list[dict]:
    from ingest_checks import minhash

    cases = index.cases
    ids, unit_starts = _units(norm)
    matched, first_unit, short_hits = index.ngram_hits(ids)
    short_pos = {}
    # a question shorter than one n-gram matches whole, as units: its unit sequence hashed equal, confirmed in the text
    for k in short_hits:
        at = _find_units(norm, cases[k].text)
        if at >= 0:
            matched[k] = 1
            short_pos[k] = at

    doc_sh = minhash.shingle_hashes(norm, params.shingle_size)
    containment = {k: _best_window_containment(doc_sh, cases[k]) for k in index.containment_candidates(doc_sh)}
    starts = unit_starts.tolist() if first_unit and any(c.must_cover for c in cases) else []
    first_pos = {k: starts[u] for k, u in first_unit.items() if u < len(starts)} | short_pos

    leaks = []
    for k in sorted(set(matched) | set(containment)):
        case = cases[k]
        n_hit = matched.get(k, 0)
        ratio = n_hit / max(len(case.ngrams), 1)
        cont = containment.get(k, (0.0, 0))[0]
        kind = None
        if ratio >= params.question_min_ratio:
            kind = "question"
        elif cont >= params.containment_threshold:
            kind = "near_question"
        elif case.must_cover and n_hit:
            if _near(norm, first_pos.get(k, 0), case.must_cover, params.pair_window):
                kind = "qa_pair"
        if kind:
            leaks.append({"case_id": case.case_id, "kind": kind, "ngrams": n_hit, "of": len(case.ngrams),
                          "containment": round(cont, 3), "prefix": case.prefix})
    return leaks


def _eval_file_records(text: str, known_ids: set[str]) -> tuple[int, list[str]]:
    """Count JSON eval records (``query`` + ``case_id`` keys) and the known case ids named."""
    if '"case_id"' not in text and '"query"' not in text:
        return 0, []
    records = min(len(_CASE_KEY.findall(text)), len(_QUERY_KEY.findall(text)))
    named = sorted({m for m in _CASE_ID_KEY.findall(text) if m in known_ids})
    return records, named


@register(
    "eval_leak",
    category="contamination",
    scope="corpus",
    params=EvalLeakParams,
    default_action="quarantine",
    default_severity="high",
    codes=("EVAL_LEAK",),
    evidence="metadata",
    runs="per_document",
)
def check_eval_leak(docs: list[Document], params: EvalLeakParams, ctx: RunContext) -> list[Finding]:
    """Locked eval questions, gold Q&A pairs or eval files ingested into the corpus."""
    cases = prepare_cases(list(ctx.eval_cases), params)
    index = _Index(cases, params.containment_threshold) if cases else None
    known_ids = {c.case_id for c in cases}
    findings = []
    docs = [doc for doc in docs if doc.load_error is None and doc.text]
    scans = scan_texts((doc.text for doc in docs), index, params) if index else None
    for doc in docs:
        leaks = next(scans) if scans else []
        records, named = _eval_file_records(doc.text, known_ids)
        eval_file = records >= params.eval_file_min_records or bool(named) or len(leaks) >= params.eval_file_min_cases
        if not leaks and not eval_file:
            continue
        ids = sorted({lk["case_id"] for lk in leaks} | set(named))
        shown = ", ".join(ids[:10]) + (f" (+{len(ids) - 10} more)" if len(ids) > 10 else "")
        if eval_file:
            message = (f"looks like an eval set was ingested ({records} eval records, {len(ids)} locked cases: "
                       f"{shown or 'none known'}); remove the eval file from the corpus")
        else:
            kinds = sorted({lk["kind"] for lk in leaks})
            message = (f"locked eval case(s) {shown} leaked into this document ({', '.join(kinds)}); "
                       "remove the question/answer text or the eval results are contaminated")
        detail = "; ".join(
            f"{lk['case_id']}:{lk['kind']} ngrams={lk['ngrams']}/{lk['of']} containment={lk['containment']:.2f} "
            f"q={lk['prefix']}"
            for lk in leaks[:10]
        )
        evidence = f"cases={','.join(ids[:20]) or '-'} eval_records={records}" + (f" | {detail}" if detail else "")
        findings.append(check_eval_leak.finding(params, doc, "EVAL_LEAK", message, evidence=evidence))
    return findings
