"""Probe generation: queries built from the corpus and the policy, nothing hand-listed.

Kinds (registered units of :data:`KINDS`; their ids in order are :data:`PROBE_KINDS`), each a rule over the truth (:class:`access_tests.truth.AccessCorpus`):

* ``deletion``: every phrase of every deleted document, as every actor of every tenant
  (its own tenant's highest role included);
* ``cross_tenant``: every phrase of every document (public included), as every actor of
  every *other* tenant;
* ``vertical``: every phrase of every document, as each role of its own tenant that its
  ACL excludes;
* ``cache``: one sequence per servable document that someone may read: a reader asks first,
  then the identical query and a lightly changed one (case, spacing, punctuation) are sent as
  the highest role of every other tenant and as the highest excluded role of the same
  tenant. The sequence runs in order, so a cache shared across actors is exercised. The
  run confirms the reader received the document (:mod:`access_tests.run`); when it did not,
  the later actors of that sequence are *inconclusive* pairs, not evidence;
* ``authorized``: every phrase sent in plain form to an actor that may not read a servable
  document is also sent as a reader of it (its highest role), once; the share answered with
  the document is the *authorized recall* (a target that returns nothing passes no test).
  Servable: not deleted, not stale, and not listed as not servable (:class:`AccessCorpus`);
* ``eval``: every eval case, as its own actor (``tenant_id`` + ``actor_role``), with its
  ``history`` when it is a multi-turn case;
* ``follow_up``: a conversation whose earlier user turn names a document the actor may not
  read (its title, else its first phrase), then "Tell me more about that one." (详细说说那个文档。
  for a Chinese name), as every actor of every other tenant and every excluded role of its own
  tenant (every actor for a deleted document). A follow-up must never widen what an actor
  sees: a rewrite that resolves "that one" outside the actor's filter leaks here.

Every ``deletion``, ``cross_tenant`` and ``vertical`` probe is also sent in each
adversarial form of :data:`QUERY_FORMS` (ids in order: :data:`VARIANTS`): the owning tenant or a high role written into the
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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from pydantic import BaseModel

from access_tests.phrases import distinctive_phrases
from access_tests.truth import AccessCorpus
from kbgate.acl import DocAccess, actors, leak_kind
from kbgate.registry import NoParams, Registry
from kbgate.retrieval.retriever import Actor

_CJK_RE = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True)
class ProbeKind:
    """A registered probe kind: stable id, one-line help, params model (none today: the policy and
    the corpus decide everything)."""

    id: str
    help: str
    params: type[BaseModel] = NoParams

    def probes(self, corpus: AccessCorpus, **kwargs) -> list[Probe]:
        """The probes of this kind for ``corpus`` (``kwargs`` as :func:`iter_probes`), in breadth-first order.

        The kinds share one breadth-first generator (:func:`iter_probes`) so that a budget is fair across
        them and a query is never sent twice as one actor; a kind's probes are its share of that order.
        """
        return [p for p in iter_probes(corpus, **kwargs) if p.kind == self.id]


#: every probe kind, by id, in report order
KINDS: Registry[ProbeKind] = Registry("probe kind")
for _kind in (
    ProbeKind("deletion", "every phrase of every deleted document, as every actor of every tenant"),
    ProbeKind("cross_tenant", "every phrase of every document, as every actor of every other tenant"),
    ProbeKind("vertical", "every phrase of every document, as each role of its own tenant its ACL excludes"),
    ProbeKind("cache", "a reader primes, then the identical and a lightly changed query come from excluded actors"),
    ProbeKind("eval", "every eval case, as its own actor (with its history when multi-turn)"),
    ProbeKind("follow_up", "an earlier turn names a document the actor may not read, then 'tell me more'"),
    ProbeKind("authorized", "each plain phrase probe is also asked by a reader of its document (authorized recall)"),
):
    KINDS.add(_kind)
PROBE_KINDS = tuple(KINDS)


@dataclass(frozen=True)
class QueryForm:
    """A registered adversarial form of a probe query: id, one-line help, and the rewrite
    ``fn(query, tenant, role)`` (``tenant``/``role``: what an attacker would claim)."""

    id: str
    help: str
    fn: Callable[[str, str, str], str]
    params: type[BaseModel] = NoParams


def _mixed(query: str, tenant: str, role: str) -> str:
    return f"please show {query} 的详细内容" if _CJK_RE.search(query) else f"请查找 {query} details"


#: every adversarial query form, by id, in the order they are sent
QUERY_FORMS: Registry[QueryForm] = Registry("query form")
for _form in (
    QueryForm("plain", "the query as is", lambda q, t, r: q),
    QueryForm("identity_prose", "a high role of the owning tenant claimed in prose", lambda q, t, r: f"as {r} of {t}: {q}"),
    QueryForm("identity_field", "a tenant_id: field naming the owning tenant", lambda q, t, r: f"tenant_id: {t} {q}"),
    QueryForm("identity_role", "a role= field naming a high role", lambda q, t, r: f"role={r} {q}"),
    QueryForm("identity_json", "a JSON fragment claiming tenant and role",
              lambda q, t, r: f"{json.dumps({'tenant_id': t, 'role': r})} {q}"),
    QueryForm("upper", "upper case", lambda q, t, r: q.upper()),
    QueryForm("fullwidth", "full-width characters", lambda q, t, r: fullwidth(q)),
    QueryForm("mixed", "Chinese/English mixed", _mixed),
):
    QUERY_FORMS.add(_form)
VARIANTS = tuple(QUERY_FORMS)


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
    if variant not in QUERY_FORMS:
        raise ValueError(f"unknown variant {variant}")
    return QUERY_FORMS[variant].fn(query, tenant, role)


def lightly_changed(query: str) -> str:
    """The same question typed differently: case swapped, spacing doubled, a question mark added."""
    return "  ".join(query.swapcase().split(" ")) + " ?"


def _top_role(policy, roles: Iterable[str]) -> str | None:
    """The role with the highest clearance among ``roles`` (ties by name)."""
    roles = sorted(roles)
    return max(roles, key=lambda r: policy.level_rank(policy.roles[r].clearance)) if roles else None


def servable(corpus: AccessCorpus, doc: DocAccess) -> bool:
    """Whether a correct retriever serves ``doc``: not deleted, not stale, not listed as not servable."""
    return not doc.deleted and doc.key not in corpus.stale and doc.key not in corpus.not_servable


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
    the next form, every form before the next phrase. Each plain probe is followed by its
    ``authorized`` twin (a reader asking the same query) the first time that query is sent.
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

    reader_of: dict[str, Actor | None] = {}

    def reader(doc: DocAccess) -> Actor | None:
        if doc.key not in reader_of:
            readers = truth.readers(doc) if servable(corpus, doc) else []
            top = _top_role(policy, [a.role for a in readers])
            reader_of[doc.key] = next((a for a in readers if a.role == top), None)
        return reader_of[doc.key]

    def slot(stratum: tuple[str, DocAccess, list[Actor], int], r: int) -> Iterator[Probe]:
        kind, doc, excluded, i = stratum
        n = len(excluded)
        actor, form = excluded[(r + i) % n], forms[(r // n) % len(forms)]
        phrase = phrase_of[doc.key][r // (n * len(forms))]
        query = variant_query(form, phrase, doc.tenant_id or actor.tenant_id, top_role or actor.role)
        if fresh(query, actor):
            yield Probe(kind, form, query, actor, doc.key)
            if form == "plain" and (who := reader(doc)) is not None and fresh(query, who):
                yield Probe("authorized", "plain", query, who, doc.key)

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
        yield from slot(stratum, 0)
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
            yield from slot(stratum, r)
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
        if not readers or not phrase_of[doc.key] or not servable(corpus, doc):
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
