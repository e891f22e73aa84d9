"""Probe generation: queries built from the corpus and the policy, nothing hand-listed.

Kinds (:data:`PROBE_KINDS`), each a rule over the truth (:class:`access_tests.truth.AccessCorpus`):

* ``deletion``: every phrase of every deleted document, as every actor of every tenant
  (its own tenant's highest role included);
* ``cross_tenant``: every phrase of every document (public included), as every actor of
  every *other* tenant;
* ``vertical``: every phrase of every document, as each role of its own tenant that its
  ACL excludes;
* ``cache``: one sequence per document that someone may read: a reader asks first, then
  the identical query and a lightly changed one (case, spacing, punctuation) are sent as
  the highest role of every other tenant and as the highest excluded role of the same
  tenant. The sequence runs in order, so a cache shared across actors is exercised;
* ``eval``: every eval case, as its own actor (``tenant_id`` + ``actor_role``), with its
  ``history`` when it is a multi-turn case;
* ``follow_up``: a conversation whose earlier user turn names a document the actor may not
  read (its title, else its first phrase), then "Tell me more about that one." (详细说说那个文档。
  for a Chinese name), as every actor of every other tenant and every excluded role of its own
  tenant (every actor for a deleted document). A follow-up must never widen what an actor
  sees: a rewrite that resolves "that one" outside the actor's filter leaks here.

Every ``deletion``, ``cross_tenant`` and ``vertical`` probe is also sent in each
adversarial form of :data:`VARIANTS`: the owning tenant or a high role written into the
query text (prose, ``tenant_id:`` field, ``role=``, a JSON fragment), upper case,
full-width characters, and Chinese/English mixed. Authorization must not depend on the
query text. A query already sent as the same actor is not sent twice (the first kind wins).
Probes come breadth first (:func:`iter_probes`), so a budget (``max_probes``) keeps one probe
of every document and kind before it keeps a second.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from access_tests.phrases import distinctive_phrases
from access_tests.truth import AccessCorpus
from kbgate.acl import DocAccess, actors, leak_kind
from kbgate.retrieval.retriever import Actor

PROBE_KINDS = ("deletion", "cross_tenant", "vertical", "cache", "eval", "follow_up")
VARIANTS = ("plain", "identity_prose", "identity_field", "identity_role", "identity_json", "upper", "fullwidth",
            "mixed")
_CJK_RE = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True)
class Probe:
    """One query to send as one actor.

    Attributes:
        kind: one of :data:`PROBE_KINDS`.
        variant: one of :data:`VARIANTS`, or for cache probes ``primer``, ``identical``, ``changed``.
        query: the query text (never written to reports; they hold its hash).
        actor: who asks.
        target: the ``doc_id@version`` the probe aims at (``None`` for eval cases).
        sequence: cache probes of one sequence share this number and run in order.
        history: earlier turns ``(role, content)`` sent with the query (follow-up and multi-turn probes).
    """

    kind: str
    variant: str
    query: str
    actor: Actor
    target: str | None = None
    sequence: int | None = None
    history: tuple[tuple[str, str], ...] = ()

    def history_dicts(self) -> list[dict]:
        """The history in the protocol's shape, ``[{"role", "content"}]``."""
        return [{"role": r, "content": c} for r, c in self.history]


def fullwidth(text: str) -> str:
    """ASCII letters, digits and punctuation as full-width forms (U+FF01..U+FF5E), spaces as U+3000."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else "\u3000" if c == " " else c for c in text)


def variant_query(variant: str, query: str, tenant: str, role: str) -> str:
    """``query`` in one adversarial form; ``tenant``/``role`` are what an attacker would claim."""
    if variant == "plain":
        return query
    if variant == "identity_prose":
        return f"as {role} of {tenant}: {query}"
    if variant == "identity_field":
        return f"tenant_id: {tenant} {query}"
    if variant == "identity_role":
        return f"role={role} {query}"
    if variant == "identity_json":
        return f"{json.dumps({'tenant_id': tenant, 'role': role})} {query}"
    if variant == "upper":
        return query.upper()
    if variant == "fullwidth":
        return fullwidth(query)
    if variant == "mixed":
        return f"please show {query} 的详细内容" if _CJK_RE.search(query) else f"请查找 {query} details"
    raise ValueError(f"unknown variant {variant}")


def lightly_changed(query: str) -> str:
    """The same question typed differently: case swapped, spacing doubled, a question mark added."""
    return "  ".join(query.swapcase().split(" ")) + " ?"


def _top_role(policy, roles: Iterable[str]) -> str | None:
    """The role with the highest clearance among ``roles`` (ties by name)."""
    roles = sorted(roles)
    return max(roles, key=lambda r: policy.level_rank(policy.roles[r].clearance)) if roles else None


def generate_probes(corpus: AccessCorpus, *, eval_cases: Iterable = (), variants: Iterable[str] = VARIANTS,
                    max_phrases: int | None = None, phrases: dict[str, list[str]] | None = None,
                    max_probes: int | None = None) -> list[Probe]:
    """The probes of the module rules for ``corpus``, breadth first (see :func:`iter_probes`).

    Args:
        corpus: the truth and document texts.
        eval_cases: eval cases (objects with ``query``, ``tenant_id``, ``actor_role``).
        variants: adversarial forms to send (``plain`` is always sent).
        max_phrases: use at most this many phrases per document (all by default).
        phrases: precomputed distinctive phrases by document key (computed when omitted).
        max_probes: keep only the first ``max_probes`` probes of the breadth-first order (all by default).
    """
    return list(itertools.islice(iter_probes(corpus, eval_cases=eval_cases, variants=variants,
                                             max_phrases=max_phrases, phrases=phrases), max_probes))


def iter_probes(corpus: AccessCorpus, *, eval_cases: Iterable = (), variants: Iterable[str] = VARIANTS,
                max_phrases: int | None = None, phrases: dict[str, list[str]] | None = None) -> Iterator[Probe]:
    """Yield every probe of the module rules, breadth first, so that any prefix is a fair budget.

    Order: eval cases; then one probe per document and kind (its first phrase, plain, one
    excluded actor, the actor rotating from document to document), follow-ups included; then
    the cache sequences; then the remaining follow-ups (every other excluded actor); then the
    remaining (actor, form, phrase) combinations round by round: every excluded actor before
    the next form, every form before the next phrase.
    """
    policy = corpus.policy
    truth = corpus.truth
    everyone = actors(policy)
    top_role = _top_role(policy, policy.roles)
    forms = ["plain", *[v for v in variants if v != "plain"]]
    if phrases is None:
        phrases = distinctive_phrases(corpus.texts, {k: d.title for k, d in truth.docs.items()})
    phrase_of = {k: phrases.get(k, [])[:max_phrases] for k in truth.docs}
    seen: set[tuple[str, Actor]] = set()

    def fresh(query: str, actor: Actor) -> bool:
        if (query, actor) in seen:
            return False
        seen.add((query, actor))
        return True

    for case in eval_cases:
        actor = Actor(case.tenant_id, case.actor_role)
        history = tuple((t.role, t.content) for t in getattr(case, "history", None) or ())
        if fresh(case.query + "".join(c for _, c in history), actor):
            yield Probe("eval", "plain", case.query, actor, history=history)
    docs = list(truth.docs.values())
    strata: list[tuple[str, DocAccess, list[Actor], int]] = []  # kind, doc, excluded actors, rotation
    for i, doc in enumerate(docs):
        if not phrase_of[doc.key]:
            continue
        if doc.deleted:
            strata.append(("deletion", doc, everyone, i))
            continue
        for kind, pick in (("cross_tenant", lambda a, d=doc: a.tenant_id != d.tenant_id),
                           ("vertical", lambda a, d=doc: a.tenant_id == d.tenant_id
                            and leak_kind(policy, d, a) is not None)):
            excluded = [a for a in everyone if pick(a)]
            if excluded:
                strata.append((kind, doc, excluded, i))

    def slot(stratum: tuple[str, DocAccess, list[Actor], int], r: int) -> Probe | None:
        kind, doc, excluded, i = stratum
        n = len(excluded)
        actor, form = excluded[(r + i) % n], forms[(r // n) % len(forms)]
        phrase = phrase_of[doc.key][r // (n * len(forms))]
        query = variant_query(form, phrase, doc.tenant_id or actor.tenant_id, top_role or actor.role)
        return Probe(kind, form, query, actor, doc.key) if fresh(query, actor) else None

    def size(stratum) -> int:
        return len(stratum[2]) * len(forms) * len(phrase_of[stratum[1].key])

    follow = [(doc, excluded, i) for kind, doc, excluded, i in strata if kind in ("deletion", "cross_tenant")]
    follow += [(doc, excluded, i) for kind, doc, excluded, i in strata if kind == "vertical"]
    by_doc: dict[str, tuple[DocAccess, list[Actor], int]] = {}
    for doc, excluded, i in follow:  # one follow-up stratum per document: every actor it excludes
        have = by_doc.setdefault(doc.key, (doc, [], i))[1]
        have += [a for a in excluded if a not in have]
    follow_ups = list(by_doc.values())

    def follow_up(doc: DocAccess, excluded: list[Actor], i: int, r: int) -> Probe | None:
        actor = excluded[(r + i) % len(excluded)]
        name = doc.title or phrase_of[doc.key][0]
        history = _naming_history(name)
        query = FOLLOW_UP_ZH if _CJK_RE.search(name) else FOLLOW_UP_EN
        key = query + "".join(c for _, c in history)
        return Probe("follow_up", "plain", query, actor, doc.key, history=history) if fresh(key, actor) else None

    for stratum in strata:
        if (probe := slot(stratum, 0)) is not None:
            yield probe
    for doc, excluded, i in follow_ups:
        if (probe := follow_up(doc, excluded, i, 0)) is not None:
            yield probe
    yield from _cache_sequences(corpus, phrase_of, top_role)
    for doc, excluded, i in follow_ups:
        for r in range(1, len(excluded)):
            if (probe := follow_up(doc, excluded, i, r)) is not None:
                yield probe
    active = [s for s in strata if size(s) > 1]
    r = 1
    while active:
        for stratum in active:
            if (probe := slot(stratum, r)) is not None:
                yield probe
        r += 1
        active = [s for s in active if size(s) > r]


FOLLOW_UP_EN = "Tell me more about that one."
FOLLOW_UP_ZH = "详细说说那个文档。"


def _naming_history(name: str) -> tuple[tuple[str, str], ...]:
    """Earlier turns in which the user names a document (and the assistant answers neutrally)."""
    if _CJK_RE.search(name):
        return (("user", f"《{name}》里写了什么？"), ("assistant", "我只能根据你有权查看的文档回答。"))
    return (("user", f'What does "{name}" say?'), ("assistant", "I can only answer from documents you may read."))


def _cache_sequences(corpus: AccessCorpus, phrase_of: dict[str, list[str]], top_role: str | None) -> Iterator[Probe]:
    """One cache sequence per readable document: a reader primes, then the others ask (module rules)."""
    policy, truth = corpus.policy, corpus.truth
    everyone = actors(policy)
    seq = 0
    for doc in truth.docs.values():
        readers = truth.readers(doc)
        if not readers or not phrase_of[doc.key]:
            continue
        query = phrase_of[doc.key][-1]  # the rarest n-gram when there is one (titles come first)
        primer = next(a for a in readers if a.role == _top_role(policy, [r.role for r in readers]))
        others = [Actor(t, top_role) for t in policy.tenant_ids if t != doc.tenant_id and top_role]
        lower = _top_role(policy, [a.role for a in everyone if a.tenant_id == doc.tenant_id and a not in readers])
        seq += 1
        yield Probe("cache", "primer", query, primer, doc.key, seq)
        for b in others + ([Actor(doc.tenant_id, lower)] if lower else []):
            yield Probe("cache", "identical", query, b, doc.key, seq)
            yield Probe("cache", "changed", lightly_changed(query), b, doc.key, seq)
