"""Generate a tuning eval set from the corpus itself, without a model.

:func:`generate` writes, for the *accepted* documents (those in a built index version, or
the documents in force by the manifest when no version is given):

* **fact** cases: one template question per checkable fact (:mod:`.facts`), the fact
  phrase as anchor and the value in ``must_cover``; at most ``per_doc`` per document,
  taken from the hardest passages first (:mod:`.complexity`);
* **coverage**: then, section by section, a case for every section that no case reaches
  yet (a fact of that section, else a ``paraphrase`` question on the section's topic with
  its first clause as anchor), until every section with text is the gold of some case;
* **version_conflict** cases: for each superseded or older version of an accepted
  document, each fact whose value changed; gold is the current anchor (absent from the
  old text), ``must_not_claim`` the old value;
* **permission** cases: for each document whose ACL excludes some role, a fact asked as
  an allowed role (with gold) and as every excluded role (no gold: nothing may come back);
* **multi_hop** cases: two documents of a tenant that share an entity (a model code, a
  product or programme name), one question with both anchors as gold;
* **unanswerable** cases: an entity or a year swapped for one that no chunk of the corpus
  mentions, and adjacent out-of-scope topics, each verified absent over every chunk.

Every anchor is verified against the chunks of its document (the version's when given);
a case whose anchor is in no chunk is dropped and counted, and so is a case whose question the ``eval_leak``
check would find in a document (a template question that repeats 13 words of its passage next to its answer:
once the set is locked, the ingest would hold that document as a leak). Iteration is sorted and the
only randomness is ``random.Random(seed)``: the same inputs and seed give the same file.
Every case is ``split: tuning`` with a ``pending`` review until ``kbgate evalset review``.
"""

from __future__ import annotations

import datetime as dt
import difflib
import hashlib
import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from kbgate.acl import granting_roles
from kbgate.corpus.chunking import render_row
from kbgate.evalset import HEADER_KEY, EvalCase, Evidence, Review, normalise
from kbgate.policy import Policy
from version_gate.evalgen import facts as F
from version_gate.evalgen.complexity import hardness_ranks

GENERATOR = "kbgate-evalgen"
PENDING = Review(decision="pending", reason_code="GENERATED", reviewer=GENERATOR)
RISK_ORDER = ("P0", "P1", "P2")

#: Adjacent out-of-scope questions per language: (question, key term that must be absent from every chunk).
OUT_OF_SCOPE: dict[str, list[tuple[str, str]]] = {
    "zh": [("公司年会今年在哪个城市举办？", "年会"), ("员工食堂的早餐几点开始供应？", "食堂"),
           ("出差住宿的报销标准是每晚多少钱？", "报销标准"), ("办公电脑的 VPN 密码忘了怎么重置？", "VPN"),
           ("新员工的股票期权行权价格是多少？", "期权"), ("总部停车场月卡怎么申请？", "停车场"),
           ("年假可以跨年度结转几天？", "年假"), ("公司的股票代码是什么？", "股票代码")],
    "en": [("Which city hosts this year's company offsite?", "offsite"),
           ("What time does the staff cafeteria open for breakfast?", "cafeteria"),
           ("What is the nightly hotel limit for business travel?", "hotel limit"),
           ("How do I reset my office VPN password?", "VPN"),
           ("What is the strike price of new-hire stock options?", "stock option"),
           ("How do I apply for a monthly parking pass at headquarters?", "parking pass"),
           ("How many vacation days can be carried over to next year?", "vacation days"),
           ("What is the company's stock ticker symbol?", "ticker")],
}

_CODE = re.compile(r"(?<![A-Za-z0-9_-])([A-Z]{1,4})(\d{1,4})([A-Za-z]?)((?: (?:Pro|Max|Mini|Plus|Lite|Ultra))?)"
                   r"(?![A-Za-z0-9_-])")
_CAMEL = re.compile(r"(?<![A-Za-z])[A-Z][a-z]+[A-Z][A-Za-z]+(?![A-Za-z])")
_TITLE_PAIR = re.compile(r"(?<![A-Za-z])(?<!\. )[A-Z][a-z]{2,} [A-Z][a-z]{2,}(?![A-Za-z])")
_BOOK = re.compile(r"《([^》]{2,20})》")


@dataclass
class Source:
    """An accepted document to generate from: the loaded document and its chunks' texts."""

    doc: object  # kbgate.models.Document
    chunks: list[tuple[str, str]]  # (chunk_id, text) in the version (or the corpus chunking)
    role: str  # the least privileged role that may read it
    excluded: list[str]  # roles of the policy that may not read it
    risk: str
    lang: str
    topic: str
    norm_chunks: list[str] = field(default_factory=list)

    @property
    def doc_id(self) -> str:
        return self.doc.record.doc_id

    def holds(self, anchor: str) -> bool:
        """Whether some chunk of the document holds ``anchor`` (whitespace and case folded)."""
        a = normalise(anchor)
        return bool(a) and any(a in c for c in self.norm_chunks)

    def chunk_of(self, anchor: str) -> str | None:
        a = normalise(anchor)
        return next((cid for (cid, _), c in zip(self.chunks, self.norm_chunks, strict=True) if a in c), None)


@dataclass
class Generated:
    """The generated cases, the header metadata and a summary of what was made and dropped."""

    cases: list[EvalCase]
    meta: dict
    summary: dict

    def write(self, path: str | Path) -> Path:
        """Write the header line and one case per line (UTF-8, keys in a fixed order)."""
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        lines = [json.dumps({HEADER_KEY: self.meta}, ensure_ascii=False)]
        lines += [json.dumps(c.model_dump(mode="json", exclude_none=True, exclude_defaults=True) | _required(c),
                             ensure_ascii=False) for c in self.cases]
        p.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return p


def _required(case: EvalCase) -> dict:
    """Fields kept even at their default, so each line reads as a complete case."""
    return {"answerable": case.answerable, "relevant": [e.model_dump() for e in case.relevant],
            "must_cover": list(case.must_cover), "must_not_claim": list(case.must_not_claim)}


def reader_roles(policy: Policy, doc) -> list[str]:
    """Roles that may read ``doc`` as roles (a user or group list grants no role), least privileged first."""
    roles = granting_roles(policy, doc.record)
    return sorted(roles, key=lambda r: (policy.level_rank(policy.roles[r].clearance), r))


def in_force(policy: Policy, documents: list, as_of: dt.date) -> list:
    """The documents that ingest would most likely accept, by the manifest alone.

    Loaded, active, from an allowed source (when the policy lists sources), of a known
    tenant with a non-empty ACL, effective and not expired on ``as_of``, not superseded, and
    not one of two versions in force at once. Pass a built version instead to use exactly
    what ingest accepted (quarantined documents, e.g. with PII, are then never used).
    """
    sources = {s.name for s in policy.sources}
    ok = [d for d in documents if d.load_error is None and d.record.status == "active"
          and (not sources or d.record.source in sources) and d.record.tenant_id in policy.tenant_ids
          and granting_roles(policy, d.record)
          and d.record.effective_from <= as_of and (d.record.expires_at is None or d.record.expires_at >= as_of)]
    superseded = {k for d in ok for k in d.record.supersedes}
    ok = [d for d in ok if d.key not in superseded]
    per_id: dict[str, int] = {}
    for d in ok:
        per_id[d.record.doc_id] = per_id.get(d.record.doc_id, 0) + 1
    return [d for d in ok if per_id[d.record.doc_id] == 1]


def _case_id(stratum: str, *parts: str) -> str:
    digest = hashlib.sha256("\x1f".join((stratum, *parts)).encode()).hexdigest()[:10]
    return f"GEN-{stratum.upper().replace('_', '-')}-{digest}"


def _sections(doc) -> list[tuple[int, int, str]]:
    """``(start, end, heading)`` of every section of the document (the whole text when it has none)."""
    text = doc.text
    starts = sorted(doc.sections) or [(0, doc.record.title or doc.record.doc_id)]
    if starts[0][0] > 0:
        starts = [(0, doc.record.title or doc.record.doc_id), *starts]
    return [(s, starts[i + 1][0] if i + 1 < len(starts) else len(text), name) for i, (s, name) in enumerate(starts)]


def _section_index(sections, offset: int) -> int:
    return max((i for i, (s, _, _) in enumerate(sections) if s <= offset), default=0)


def _riskiest(*risks: str) -> str:
    return min(risks, key=RISK_ORDER.index)


class _Builder:
    def __init__(self, policy: Policy, sources: list[Source], all_docs: list, all_chunk_texts: list[str],
                 per_doc: int, n_negatives: int, seed: int, as_of: dt.date):
        self.policy = policy
        self.sources = sources
        self.all_docs = all_docs
        self.corpus_norm = "\x00".join(normalise(t) for t in all_chunk_texts)  # one string: one C-level search
        self.per_doc = per_doc
        self.n_negatives = n_negatives
        self.rng = random.Random(seed)
        self.as_of = as_of
        self.cases: list[EvalCase] = []
        self.ids: set[str] = set()
        self.by_doc: dict[str, list[EvalCase]] = {}  # gold doc_id -> its cases
        self.dropped: dict[str, int] = {}
        self.facts: dict[str, list[tuple[F.Fact, float]]] = {}  # doc key -> (fact, hardness rank), verified
        self.coverage: dict[str, dict] = {}

    # --- helpers ---------------------------------------------------------------------
    def drop(self, why: str, n: int = 1) -> None:
        if n:
            self.dropped[why] = self.dropped.get(why, 0) + n

    def add(self, case: EvalCase) -> bool:
        if case.case_id in self.ids:
            return False
        self.ids.add(case.case_id)
        self.cases.append(case)
        for doc_id in {e.doc_id for e in case.relevant}:
            self.by_doc.setdefault(doc_id, []).append(case)
        return True

    def anchors_of(self, doc_id: str) -> set[str]:
        """The normalised anchors of every case whose gold includes ``doc_id``."""
        return {normalise(e.anchor) for c in self.by_doc.get(doc_id, []) for e in c.relevant if e.doc_id == doc_id}

    def absent(self, term: str) -> bool:
        """Whether ``term`` occurs in no chunk of the corpus (whitespace and case folded)."""
        t = normalise(term)
        return bool(t) and "\x00" not in t and t not in self.corpus_norm

    def fact_case(self, src: Source, fact: F.Fact, rank: float, stratum: str = "fact", role: str | None = None,
                  **extra) -> EvalCase:
        origin = {"kind": stratum, "doc": src.doc.key, "fact_kind": fact.kind, "fact": fact.value,
                  "hardness": round(rank, 3), "hard_third": rank > 2 / 3, **extra}
        return EvalCase(
            case_id=_case_id(stratum, src.doc.key, fact.anchor, fact.value, role or src.role),
            query=F.question(fact, src.topic, src.doc.text), tenant_id=src.doc.record.tenant_id, actor_role=role or src.role,
            relevant=[Evidence(doc_id=src.doc_id, anchor=fact.anchor)], must_cover=[F.must_cover(fact)],
            answerable=True, risk=src.risk, stratum=stratum, review=PENDING, origin=origin)

    # --- fact cases and the coverage loop --------------------------------------------
    def build_facts(self) -> None:
        passages = [(cid, text, s.lang) for s in self.sources for cid, text in s.chunks]
        ranks = hardness_ranks(passages)
        for src in self.sources:
            found = []
            seen = set()
            for fact in F.document_facts(src.doc.text, src.lang):
                if fact.anchor in seen:
                    continue
                seen.add(fact.anchor)
                cid = src.chunk_of(fact.anchor)
                if cid is None:
                    self.drop("anchor not in any chunk of its document")
                    continue
                if not src.holds(fact.sentence):
                    # the question quotes the sentence: it must read as indexed (a redacted
                    # sentence differs, and its raw text must never reach an eval file)
                    self.drop("sentence not in a chunk as indexed (redacted or split)")
                    continue
                found.append((fact, ranks.get(cid, 0.0)))
            self.facts[src.doc.key] = found

    def fact_cases(self) -> None:
        for src in self.sources:
            sections = _sections(src.doc)
            ordered = sorted(self.facts[src.doc.key], key=lambda fr: (-fr[1], fr[0].offset))
            chosen: list[tuple[F.Fact, float]] = []
            used_sections: set[int] = set()
            for fact, rank in ordered:  # first pass: one per section, hardest passages first
                i = _section_index(sections, fact.offset)
                if len(chosen) < self.per_doc and i not in used_sections:
                    chosen.append((fact, rank))
                    used_sections.add(i)
            for fr in ordered:
                if len(chosen) >= self.per_doc:
                    break
                if fr not in chosen:
                    chosen.append(fr)
            for fact, rank in chosen:
                self.add(self.fact_case(src, fact, rank))
            self.cover(src, sections)

    def cover(self, src: Source, sections) -> None:
        """Add cases until every section with text is the gold of some case of this document."""
        section_text = [normalise(src.doc.text[s:e]) for s, e, _ in sections]

        def covered_sections() -> set[int]:
            anchors = [a for a in self.anchors_of(src.doc_id) if a]
            return {i for i, t in enumerate(section_text) if any(a in t for a in anchors)}

        have = covered_sections()
        with_text = []
        for i, (s, e, heading) in enumerate(sections):
            sents = [(off + s, sent) for off, sent in F.sentences(src.doc.text[s:e])]
            if not sents and not any(s <= t.char_start < e for t in src.doc.tables):
                continue
            with_text.append(i)
            if i in have:
                continue
            done = False
            for fact, rank in sorted(self.facts[src.doc.key], key=lambda fr: (-fr[1], fr[0].offset)):
                if s <= fact.offset < e and self.add(self.fact_case(src, fact, rank, coverage=True)):
                    done = True
                    break
            for table in src.doc.tables:
                if not done and s <= table.char_start < e:
                    done = any(self.table_case(src, table, row, heading) for row in table.rows)
            if not done:
                done = self.section_case(src, heading, sents)
            if not done:
                self.drop("section without a verifiable anchor")
        have = covered_sections()
        self.coverage[src.doc.key] = {"sections": len(with_text), "covered": len([i for i in with_text if i in have]),
                                      "uncovered": [sections[i][2] for i in with_text if i not in have]}

    def table_cases(self) -> None:
        """One row case per table chunk, so every part of a long table is some case's gold."""
        for src in self.sources:
            for table in src.doc.tables:
                for text in src.norm_chunks:
                    rows = [r for r in table.rows if normalise(render_row(r)) in text]
                    if rows and not any(normalise(render_row(r)) in text for r in self.table_rows(src)):
                        self.table_case(src, table, rows[len(rows) // 2], None)

    def chunk_cases(self) -> None:
        """Then a case for every chunk no anchor reaches yet: a fact in it, else its first long clause.

        Chunks that are little more than a heading (no fact, no sentence of 6 words or 12 characters)
        are left out: they hold nothing to ask about. ``stats`` lists what stays uncovered.
        """
        for src in self.sources:
            anchors = self.anchors_of(src.doc_id)
            facts = sorted(self.facts[src.doc.key], key=lambda fr: (-fr[1], fr[0].offset))
            for (_, text), norm in zip(src.chunks, src.norm_chunks, strict=True):
                if any(a and a in norm for a in anchors):
                    continue
                made = next((c for f, r in facts if normalise(f.anchor) in norm
                             and self.add(c := self.fact_case(src, f, r, coverage="chunk"))), None)
                if made is None:
                    sents = F.sentences(text)
                    off = src.doc.text.find(sents[0][1][:20]) if sents else -1
                    heading = src.doc.section_at(off) if off >= 0 else None
                    if self.section_case(src, heading or "", sents, chunk=True):
                        made = self.cases[-1]
                if made is not None:
                    anchors |= {normalise(e.anchor) for e in made.relevant}

    def table_rows(self, src: Source) -> list[list[str]]:
        return [(c.origin or {}).get("row") for c in self.by_doc.get(src.doc_id, [])
                if (c.origin or {}).get("kind") == "table"]

    def table_case(self, src: Source, table, row: list[str], heading: str | None) -> bool:
        """A fact case on a table row: the row label and a column header ask for the cell."""
        header = [" ".join((h or "").split()) for h in table.header]
        cells = [" ".join((c or "").split()) for c in row]
        if len(cells) < 2 or len(header) != len(cells) or not cells[0]:
            return False
        unique = sum(1 for r in table.rows if r and r[0] == row[0]) == 1
        first = 1 if unique else 2
        j = next((i for i in range(first, len(cells)) if re.search(r"\d", cells[i])), first)
        if j >= len(cells) or not cells[j]:
            return False
        label = cells[0] if unique else " ".join(cells[:first])
        anchor = render_row(row)
        if not src.holds(anchor):
            return False
        query = (f"《{src.topic}》中，{label}的{header[j]}是多少？" if src.lang == "zh"
                 else f"In the {src.topic}, what is the {header[j]} for {label}?")
        return self.add(EvalCase(
            case_id=_case_id("fact", src.doc.key, anchor, header[j]), query=query,
            tenant_id=src.doc.record.tenant_id, actor_role=src.role, relevant=[Evidence(doc_id=src.doc_id, anchor=anchor)],
            must_cover=[cells[j]], answerable=True, risk=src.risk, stratum="fact", review=PENDING,
            origin={"kind": "table", "doc": src.doc.key, "section": heading, "column": header[j], "row": row}))

    def section_case(self, src: Source, heading: str, sents: list[tuple[int, str]], chunk: bool = False) -> bool:
        """A ``paraphrase`` case on a section without facts: its first verifiable clause is the anchor."""
        for _, sent in sents:
            if chunk and len(sent.split() if src.lang == "en" else F._CJK.findall(sent)) < (6 if src.lang == "en"
                                                                                           else 12):
                continue
            for piece in re.split(r"[，,；;：:。.!?！？]", sent):
                anchor = piece.strip()
                if src.lang == "en":
                    anchor = " ".join(anchor.split()[:8])
                if len(normalise(anchor)) < (6 if src.lang == "zh" else 12) or not src.holds(anchor):
                    continue
                name = heading if heading and normalise(heading) != normalise(src.doc.record.title or "") else ""
                if src.lang == "zh":
                    query = (f"《{src.topic}》中“{name}”部分是怎么规定的？" if name
                             else f"《{src.topic}》主要说明了什么？")
                else:
                    query = f"What does the {src.topic} say about {name}?" if name else \
                        f"What does the {src.topic} cover?"
                return self.add(EvalCase(
                    case_id=_case_id("paraphrase", src.doc.key, anchor), query=query,
                    tenant_id=src.doc.record.tenant_id, actor_role=src.role,
                    relevant=[Evidence(doc_id=src.doc_id, anchor=anchor)], answerable=True, risk=src.risk,
                    stratum="paraphrase", review=PENDING,
                    origin={"kind": "section", "doc": src.doc.key, "section": heading,
                            "coverage": "chunk" if chunk else True}))
        return False

    # --- version conflicts -----------------------------------------------------------
    def version_cases(self) -> None:
        accepted = {s.doc.key for s in self.sources}
        others = [d for d in self.all_docs if d.load_error is None and d.key not in accepted]
        by_id: dict[str, list] = {}
        by_key = {d.key: d for d in others}
        for d in others:
            by_id.setdefault(d.record.doc_id, []).append(d)
        for src in self.sources:
            new = src.doc
            olds = sorted({d.key: d for d in [*(by_key[k] for k in new.record.supersedes if k in by_key),
                                              *(d for d in by_id.get(new.record.doc_id, [])
                                                if d.record.effective_from < new.record.effective_from)]}.items())
            for _, old in olds:
                made = 0
                for new_fact, rank, old_fact in self.changed(src, old):
                    if made >= self.per_doc:
                        break
                    new_text, old_text = normalise(new.text), normalise(old.text)
                    claim = old_fact.value if normalise(old_fact.value) not in new_text else old_fact.anchor
                    if normalise(claim) in new_text or normalise(new_fact.anchor) in old_text:
                        continue
                    case = self.fact_case(src, new_fact, rank, "version_conflict", old_version=old.key,
                                          old_value=old_fact.value)
                    made += self.add(case.model_copy(update={"must_not_claim": [claim]}))

    def changed(self, src: Source, old) -> list[tuple[F.Fact, float, F.Fact]]:
        """Facts of the current version whose value differs from the matching fact of ``old``."""
        old_facts = F.document_facts(old.text, src.lang)
        out = []
        for fact, rank in self.facts[src.doc.key]:
            best, best_ratio = None, 0.0
            masked = fact.sentence[:fact.start] + "#" + fact.sentence[fact.end:]
            for of in old_facts:
                if of.kind != fact.kind or normalise(of.value) == normalise(fact.value):
                    continue
                ratio = difflib.SequenceMatcher(None, masked, of.sentence[:of.start] + "#" + of.sentence[of.end:],
                                                autojunk=False).ratio()
                if ratio > best_ratio:
                    best, best_ratio = of, ratio
            if best is not None and best_ratio >= 0.5:
                out.append((best_ratio, fact.offset, fact, rank, best))
        out.sort(key=lambda t: (-t[0], t[1]))
        return [(f, r, o) for _, _, f, r, o in out]

    # --- permissions -----------------------------------------------------------------
    def permission_cases(self) -> None:
        for src in self.sources:
            if not src.excluded or not self.facts[src.doc.key]:
                continue
            used = self.anchors_of(src.doc_id)
            ranked = sorted(self.facts[src.doc.key], key=lambda fr: (-fr[1], fr[0].offset))
            # a fact no other case asks yet, so the permission case is not a fact case twice
            fact, rank = next((fr for fr in ranked if normalise(fr[0].anchor) not in used), ranked[0])
            allowed = self.fact_case(src, fact, rank, "permission", access="allowed")
            self.add(allowed)
            for role in src.excluded:
                self.add(allowed.model_copy(update={
                    "case_id": _case_id("permission", src.doc.key, fact.anchor, role, "denied"), "actor_role": role,
                    "relevant": [], "must_cover": [], "must_not_claim": [F.must_cover(fact)], "answerable": False,
                    "origin": {**allowed.origin, "access": "denied", "must_not_see": src.doc_id}}))

    # --- multi-hop -------------------------------------------------------------------
    def entities(self, src: Source) -> set[str]:
        text = src.doc.text
        out = {m.group(0) for m in _CODE.finditer(text)} | set(_CAMEL.findall(text)) | set(_BOOK.findall(text))
        out |= set(_TITLE_PAIR.findall(text))
        tenant_words = {w.casefold() for t in self.policy.tenants for w in re.findall(r"\w+", f"{t.id} {t.name or ''}")}
        return {e for e in out if not set(re.findall(r"\w+", e.casefold())) <= tenant_words
                and not any(w in tenant_words for w in re.findall(r"\w+", e.casefold())[:1])}

    def multi_hop_cases(self) -> None:
        by_tenant: dict[str, list[Source]] = {}
        for s in self.sources:
            if self.facts[s.doc.key]:
                by_tenant.setdefault(s.doc.record.tenant_id, []).append(s)
        budget = max(1, len(self.sources) // 3)
        made = 0
        for tenant in sorted(by_tenant):
            srcs = by_tenant[tenant]
            ents = {s.doc.key: self.entities(s) for s in srcs}
            df: dict[str, list[Source]] = {}
            for s in srcs:
                for e in ents[s.doc.key]:
                    df.setdefault(e, []).append(s)
            limit = max(2, int(0.3 * len(srcs)))
            paired: set[tuple[str, str]] = set()
            for ent, holders in sorted(df.items(), key=lambda kv: (len(kv[1]), kv[0])):
                if not 2 <= len({h.doc_id for h in holders}) <= limit or made >= budget:
                    continue
                a, b = sorted(holders, key=lambda s: s.doc.key)[:2]
                if a.doc_id == b.doc_id or (a.doc.key, b.doc.key) in paired:
                    continue
                roles = [r for r in reader_roles(self.policy, a.doc) if r in reader_roles(self.policy, b.doc)]
                if not roles:
                    continue
                fa, fb = self.fact_with(a, ent), self.fact_with(b, ent)
                paired.add((a.doc.key, b.doc.key))
                if F.clause_question(fa) == F.clause_question(fb):  # copies of one text ask nothing new
                    continue
                q = (f"关于{ent}：{F.clause_question(fa)}？另外，{F.clause_question(fb)}？" if a.lang == "zh"
                     else f"About {ent}: {F.clause_question(fa)}? Also, {F.clause_question(fb)}?")
                made += self.add(EvalCase(
                    case_id=_case_id("multi_hop", a.doc.key, b.doc.key, ent), query=q, tenant_id=tenant,
                    actor_role=roles[0], relevant=[Evidence(doc_id=a.doc_id, anchor=fa.anchor),
                                                   Evidence(doc_id=b.doc_id, anchor=fb.anchor)],
                    must_cover=[F.must_cover(fa), F.must_cover(fb)], answerable=True,
                    risk=_riskiest(a.risk, b.risk), stratum="multi_hop", review=PENDING,
                    origin={"kind": "multi_hop", "entity": ent, "docs": [a.doc.key, b.doc.key]}))

    def fact_with(self, src: Source, entity: str) -> F.Fact:
        facts = sorted(self.facts[src.doc.key], key=lambda fr: (-fr[1], fr[0].offset))
        return next((f for f, _ in facts if entity in f.sentence), facts[0][0])

    # --- negatives -------------------------------------------------------------------
    def negative_cases(self) -> None:
        if self.n_negatives <= 0:
            return
        tenants = sorted({s.doc.record.tenant_id for s in self.sources})
        lang_of = {t: next((s.lang for s in self.sources if s.doc.record.tenant_id == t), "en") for t in tenants}
        least = sorted(self.policy.roles, key=lambda r: (self.policy.level_rank(self.policy.roles[r].clearance), r))[0]
        facts = [c for c in self.cases if (c.origin or {}).get("kind") == "fact"]
        makers = [self.out_of_scope, self.entity_swap, self.year_swap]
        made = attempts = 0
        while made < self.n_negatives and attempts < self.n_negatives * 6:
            tenant = tenants[attempts % len(tenants)]
            maker = makers[(attempts // len(tenants)) % len(makers)]
            attempts += 1
            case = maker(tenant, lang_of[tenant], least, [c for c in facts if c.tenant_id == tenant])
            if case is not None and self.add(case):
                made += 1

    def _negative(self, kind: str, query: str, tenant: str, role: str, key: str, risk: str | None = None,
                  **origin) -> EvalCase | None:
        if not self.absent(key):
            self.drop("negative whose key entity occurs in the corpus")
            return None
        return EvalCase(case_id=_case_id("unanswerable", kind, tenant, query), query=query, tenant_id=tenant,
                        actor_role=role, answerable=False, risk=risk or self.policy.eval.default_risk,
                        stratum="unanswerable", review=PENDING,
                        must_not_claim=origin.pop("must_not_claim", []),
                        origin={"kind": kind, "key_entity": key, **origin})

    def out_of_scope(self, tenant, lang, role, _facts) -> EvalCase | None:
        options = [o for o in OUT_OF_SCOPE.get(lang, OUT_OF_SCOPE["en"]) if self.absent(o[1])
                   and _case_id("unanswerable", "out_of_scope", tenant, o[0]) not in self.ids]
        if not options:
            return None
        q, key = self.rng.choice(options)
        return self._negative("out_of_scope", q, tenant, role, key)

    def entity_swap(self, tenant, lang, role, facts) -> EvalCase | None:
        pool = [(c, m) for c in facts for m in _CODE.finditer(c.query)]
        if not pool:
            return None
        case, m = pool[self.rng.randrange(len(pool))]
        letters, digits, suffix, tail = m.groups()
        for n in self.rng.sample(range(1, 100), 99):
            new = f"{letters}{n}{suffix}{tail}"
            if str(n) != digits and self.absent(new) and self.absent(f"{letters}{n}{suffix}"):
                query = case.query[:m.start()] + new + case.query[m.end():]
                return self._negative("entity_swap", query, tenant, case.actor_role, f"{letters}{n}{suffix}",
                                      risk=case.risk, replaced=m.group(0), source_case=case.case_id,
                                      must_not_claim=list(case.must_cover))
        return None

    def year_swap(self, tenant, lang, role, facts) -> EvalCase | None:
        if not facts:
            return None
        case = facts[self.rng.randrange(len(facts))]
        years = [y for y in range(self.as_of.year - 15, self.as_of.year + 10) if self.absent(str(y))]
        if not years:
            return None
        year = self.rng.choice(years)
        src = next(s for s in self.sources if s.doc_id == case.relevant[0].doc_id)
        fact = next(f for f, _ in self.facts[src.doc.key] if f.anchor == case.relevant[0].anchor)
        query = (f"{year}年版《{src.topic}》里，{F.clause_question(fact)}？" if lang == "zh"
                 else f"In the {year} edition of the {src.topic}, {F.clause_question(fact)}?")
        return self._negative("year_swap", query, tenant, case.actor_role, str(year), risk=case.risk,
                              source_case=case.case_id, must_not_claim=list(case.must_cover))

    # --- final check -----------------------------------------------------------------
    def leaking(self, cases: list[EvalCase]) -> set[str]:
        """Ids of the ``cases`` that the ``eval_leak`` check, with this policy's parameters, finds in a document of
        the corpus: a question that repeats 13 words of its passage next to its answer. Once the set is locked the
        ingest would hold that document as a leak."""
        from ingest_checks.eval_leak import check_eval_leak, leaking_cases

        params = check_eval_leak.configure(self.policy.check_config("eval_leak"))
        return leaking_cases((d.text for d in self.all_docs if d.text),
                             [{"case_id": c.case_id, "query": c.query, "must_cover": c.must_cover} for c in cases], params)

    def verified(self) -> list[EvalCase]:
        """Cases whose every anchor is in a chunk of its gold document; hardest third of passages first."""
        by_doc = {s.doc_id: s for s in self.sources}
        keep = []
        for c in self.cases:
            if all(e.doc_id in by_doc and by_doc[e.doc_id].holds(e.anchor) for e in c.relevant):
                keep.append(c)
            else:
                self.drop("anchor not in its gold document")
        leaking = self.leaking(keep)
        self.drop("question copies its document next to the answer (eval_leak would hold the document)", len(leaking))
        keep = [c for c in keep if c.case_id not in leaking]
        strata = ("fact", "paraphrase", "version_conflict", "permission", "multi_hop", "unanswerable")
        return sorted(keep, key=lambda c: (strata.index(c.stratum),
                                           not (c.origin or {}).get("hard_third", False)))


def generate(policy: Policy, sources: list[Source], all_docs: list, all_chunk_texts: list[str], *,
             per_doc: int = 3, negatives: int = 10, seed: int = 0, as_of: dt.date | None = None,
             name: str = "tuning", rephrase: Callable | None = None) -> Generated:
    """Generate the tuning set (see the module rules).

    Args:
        policy: the policy (roles, risk rules).
        sources: the accepted documents (:func:`make_sources`).
        all_docs: every loaded document of the corpus (old versions come from here).
        all_chunk_texts: every chunk text negatives must be absent from (the corpus's and the version's).
        per_doc: fact cases per document before the coverage loop adds more; changed facts per version pair.
        negatives: number of unanswerable cases.
        seed: seed of the only random choices (negatives).
        as_of: the knowledge date written to the header (default: today).
        name: the eval set's name in the header.
        rephrase: optional ``rephrase(cases, sources) -> (cases, stats)`` step (an LLM, :mod:`.llm`).
    """
    as_of = as_of or dt.date.today()
    b = _Builder(policy, sources, all_docs, all_chunk_texts, per_doc, negatives, seed, as_of)
    b.build_facts()
    b.fact_cases()
    b.table_cases()
    b.chunk_cases()
    b.version_cases()
    b.permission_cases()
    b.multi_hop_cases()
    b.negative_cases()
    llm_stats = None
    if rephrase is not None:
        b.cases, llm_stats = rephrase(b.cases, sources)
    cases = b.verified()
    strata: dict[str, int] = {}
    for c in cases:
        strata[c.stratum] = strata.get(c.stratum, 0) + 1
    sections = sum(v["sections"] for v in b.coverage.values())
    covered = sum(v["covered"] for v in b.coverage.values())
    gold_docs = {e.doc_id for c in cases for e in c.relevant}
    summary = {"cases": len(cases), "strata": dict(sorted(strata.items())), "documents": len(sources),
               "documents_covered": len([s for s in sources if s.doc_id in gold_docs]),
               "sections": sections, "sections_covered": covered,
               "uncovered_sections": {k: v["uncovered"] for k, v in sorted(b.coverage.items()) if v["uncovered"]},
               "dropped": dict(sorted(b.dropped.items())), "seed": seed, "llm": llm_stats}
    meta = {"name": name, "split": "tuning", "dataset_version": f"generated-seed{seed}",
            "knowledge_version": as_of.isoformat(), "effective_date": as_of.isoformat(), "annotator": GENERATOR}
    return Generated(cases, meta, summary)


def make_sources(policy: Policy, documents: list, chunks_by_key: dict[str, list[tuple[str, str]]]) -> list[Source]:
    """The accepted documents as :class:`Source` objects, sorted by tenant, doc_id and version.

    Documents nobody may read (an empty ACL) or without chunks are skipped: they can be no gold.
    """
    out = []
    site = F.site_suffixes(d.record.title for d in documents)
    for doc in sorted(documents, key=lambda d: (d.record.tenant_id or "", d.record.doc_id, d.record.version)):
        roles = reader_roles(policy, doc)
        chunks = chunks_by_key.get(doc.key) or []
        if not roles or not chunks or doc.record.tenant_id not in policy.tenant_ids:
            continue
        r = doc.record
        out.append(Source(doc=doc, chunks=chunks, role=roles[0], excluded=sorted(set(policy.roles) - set(roles)),
                          risk=policy.eval.risk_of(r.doc_id, r.source, r.title, r.classification),
                          lang=doc.language if doc.language in ("zh", "en") else F.language_of(doc.text),
                          topic=F.topic_of(r.title, r.doc_id, site), norm_chunks=[normalise(t) for _, t in chunks]))
    return out


def version_chunks(store, version: str) -> dict[str, list[tuple[str, str]]]:
    """``doc_id@version`` -> ``(chunk_id, text)`` of every chunk in an index version that some role may read
    (eval cases ask as a tenant and a role: a chunk only users or groups may read is out of their reach), in
    chunk order."""
    out: dict[str, list[tuple[int, str, str]]] = {}
    for p in store.scroll(version, fields=["chunk_id", "doc_id", "version", "text", "allowed_roles"]):
        if not p.get("allowed_roles"):
            continue
        n = int(str(p["chunk_id"]).rsplit("#", 1)[-1]) if "#" in str(p["chunk_id"]) else 0
        out.setdefault(f"{p['doc_id']}@{p['version']}", []).append((n, p["chunk_id"], p.get("text") or ""))
    return {k: [(cid, t) for _, cid, t in sorted(v)] for k, v in out.items()}


def from_corpus(policy: Policy, corpus, *, chunks: dict[str, list[tuple[str, str]]] | None = None,
                as_of: dt.date | None = None, **kw) -> Generated:
    """Generate from a loaded corpus (``kw``: see :func:`generate`).

    The accepted documents are those with chunks in ``chunks`` (a built version's, from
    :func:`version_chunks`: their texts as indexed), else the documents in force by the
    manifest (:func:`in_force`, chunked with the policy). Negatives must be absent from
    every chunk of both.
    """
    as_of = as_of or dt.date.today()
    loaded = [d for d in corpus.documents if d.load_error is None]
    corpus_chunks = {d.key: [(c.chunk_id, c.text) for c in d.chunks] for d in loaded}
    if chunks is not None:
        accepted = [d for d in loaded if d.key in chunks]
    else:
        chunks, accepted = corpus_chunks, in_force(policy, loaded, as_of)
    texts = [t for v in corpus_chunks.values() for _, t in v] + [t for v in chunks.values() for _, t in v]
    return generate(policy, make_sources(policy, accepted, chunks), loaded, texts, as_of=as_of, **kw)
