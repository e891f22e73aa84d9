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

import re
from dataclasses import dataclass, field

from pydantic import Field

from ingest_checks.registry import CheckParams, RunContext, register
from kbgate.errors import InputError
from kbgate.models import Document, Finding

_CASE_ID_KEY = re.compile(r'"case_id"\s*:\s*"([^"\n]{1,120})"')
_CASE_KEY = re.compile(r'"case_id"\s*:')
_QUERY_KEY = re.compile(r'"query"\s*:')
_CJK_CHAR = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")


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


def _unit_ids(normalized: str):
    """One id per unit (a CJK character or a word) and each unit's char start.

    Ids are Python string hashes: stable within one process, which is all that is
    needed (questions and documents are hashed in the same run).
    """
    import numpy as np

    from ingest_checks.minhash import UNIT_RE

    units = UNIT_RE.findall(normalized)
    return np.fromiter(map(hash, units), dtype=np.int64, count=len(units)).view(np.uint64)


def _unit_starts(normalized: str) -> list[int]:
    from ingest_checks.minhash import UNIT_RE

    return [m.start() for m in UNIT_RE.finditer(normalized)]


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
                ngrams=np.unique(minhash.rolling_hashes(ids, window)),
                window=window,
                shingles=minhash.shingle_set(norm, params.shingle_size),
                must_cover=[p for p in (minhash.normalize(str(x)) for x in must) if p],
                prefix=_masked_prefix(norm),
                text=norm if window < params.ngram_size else "",
            )
        )
    return out


class _Index:
    """Inverted maps from question n-gram hashes to the cases holding them, and the shingle table.

    The shingle table is two numpy arrays sorted by shingle hash (``shingle_keys``, and the
    case of each entry in ``shingle_cases``): eval questions share the corpus's vocabulary,
    so a common shingle names hundreds of cases, and counting them per document must not be a
    Python loop (it was 80 % of the check at 100k chunks with 4,000 questions).
    """

    def __init__(self, cases: list[_Case]) -> None:
        import numpy as np

        self.cases = cases
        self.ngram_maps: dict[int, dict[int, list[int]]] = {}
        #: short questions by unit count, then by the hash of their whole unit sequence
        self.short_maps: dict[int, dict[int, list[int]]] = {}
        for k, c in enumerate(cases):
            maps = self.short_maps if c.text else self.ngram_maps
            m = maps.setdefault(c.window, {})
            for h in c.ngrams.tolist():
                m.setdefault(h, []).append(k)
        keys = np.concatenate([c.shingles for c in cases]).astype(np.uint64) if cases else np.zeros(0, np.uint64)
        owners = np.repeat(np.arange(len(cases)), [len(c.shingles) for c in cases])
        order = np.argsort(keys, kind="stable")
        self.shingle_keys, self.shingle_cases = keys[order], owners[order]
        self.shingle_counts = np.maximum([len(c.shingles) for c in cases], 1)

    def shared_shingles(self, doc_shingles) -> object:
        """Per case, how many of its shingles occur in ``doc_shingles`` (an np.ndarray per case)."""
        import numpy as np

        found = np.unique(doc_shingles)
        lo = np.searchsorted(self.shingle_keys, found, side="left")
        hi = np.searchsorted(self.shingle_keys, found, side="right")
        spans = hi - lo
        # the table positions lo[i] .. hi[i]-1 of every found shingle, as one flat index array
        flat = np.arange(spans.sum()) - np.repeat(np.cumsum(spans) - spans - lo, spans)
        return np.bincount(self.shingle_cases[flat], minlength=len(self.cases))


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
    import numpy as np

    from ingest_checks import minhash

    norm = minhash.normalize(text)
    ids = _unit_ids(norm)
    cases = index.cases
    matched: dict[int, int] = {}
    first_unit: dict[int, int] = {}
    for window, ngram_map in index.ngram_maps.items():
        hashes = minhash.rolling_hashes(ids, window)
        found = ngram_map.keys() & hashes.tolist()  # set intersection: cheaper than np.isin here
        for h in found:
            pos = int(np.argmax(hashes == np.uint64(h)))
            for k in ngram_map[h]:
                matched[k] = matched.get(k, 0) + 1
                first_unit[k] = min(first_unit.get(k, pos), pos)
    short_pos = {}
    # questions shorter than one n-gram: matched whole, as units. Only a question whose unit
    # sequence occurs in the document (same rolling hash) can be found there, so the text
    # search runs for those candidates, not for every short question of the eval set.
    for window, short_map in index.short_maps.items():
        for h in short_map.keys() & minhash.rolling_hashes(ids, window).tolist():
            for k in short_map[h]:
                at = _find_units(norm, cases[k].text)
                if at >= 0:
                    matched[k] = 1
                    short_pos[k] = at

    containment: dict[int, tuple[float, int]] = {}
    doc_sh = minhash.shingle_hashes(norm, params.shingle_size)
    upper = index.shared_shingles(doc_sh) / index.shingle_counts  # an upper bound of each case's containment
    for k in np.nonzero(upper >= params.containment_threshold)[0].tolist():
        containment[k] = _best_window_containment(doc_sh, cases[k])
    starts = _unit_starts(norm) if first_unit and any(c.must_cover for c in cases) else []
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
    index = _Index(cases) if cases else None
    known_ids = {c.case_id for c in cases}
    findings = []
    for doc in docs:
        if doc.load_error is not None or not doc.text:
            continue
        leaks = scan_text(doc.text, index, params) if index else []
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
