"""The gate's decision rules as registered units (:data:`RULES`), in the order they are reported.

A rule is a function of the run's :class:`GateFacts` and its params (a pydantic model
validated from the policy; :class:`~kbgate.registry.NoParams` where the policy has none)
that returns the :class:`Reason` s it finds: ``Reason(code, message)``, ``code`` being
``BLOCK`` or ``WARN``. :func:`evaluate` runs every rule in registration order; the gate
decides the most severe code and lists BLOCK reasons before WARN ones, each in rule order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict

from kbgate.policy import Policy
from kbgate.registry import NoParams, Registry


class Reason(NamedTuple):
    """One reason for the decision: ``code`` is ``BLOCK`` or ``WARN``."""

    code: str
    message: str


@dataclass(frozen=True)
class GateFacts:
    """What the rules judge: one gate run's cases, lines and candidate/baseline results."""

    cases: list
    lines: list[dict]
    leaks: dict[str, list[dict]]
    access: list[list[dict]]
    drift: dict | None
    ev: Any
    registered: str | None
    cand: Any
    cand_rows: list[dict]
    base_rows: list[dict] | None
    kp: int
    claims: list[list]


@dataclass(frozen=True)
class Rule:
    """A registered gate rule: stable id, one-line help, params model, and the rule function."""

    id: str
    help: str
    params: type[BaseModel]
    fn: Callable[[GateFacts, BaseModel], list[Reason]]
    section: Callable[[Policy], dict] = lambda policy: {}

    def configure(self, policy: Policy) -> BaseModel:
        """This rule's params, validated from the policy."""
        return self.params.model_validate(self.section(policy))

    def run(self, facts: GateFacts, params: BaseModel) -> list[Reason]:
        return list(self.fn(facts, params))


RULES: Registry[Rule] = Registry("gate rule")


def rule(rule_id: str, help: str, *, params: type[BaseModel] = NoParams,
         section: Callable[[Policy], dict] | None = None) -> Callable[[Callable], Rule]:
    """Register a rule function under ``rule_id`` (duplicates raise ``ValueError``)."""

    def wrap(fn: Callable[[GateFacts, BaseModel], list[Reason]]) -> Rule:
        return RULES.add(Rule(rule_id, help, params, fn, section or (lambda policy: {})))

    return wrap


def evaluate(policy: Policy, facts: GateFacts) -> list[Reason]:
    """Every rule's reasons, in registration order."""
    return [reason for r in RULES.values() for reason in r.run(facts, r.configure(policy))]


def some_ids(ids: list[str], n: int = 10) -> str:
    """The first ``n`` ids, and how many more (the report lists them all)."""
    return ", ".join(ids[:n]) + (f" and {len(ids) - n} more" if len(ids) > n else "")


@rule("lines", "the policy's gates lines (version_gate.decision) that BLOCK or WARN")
def lines_rule(facts: GateFacts, params: NoParams) -> list[Reason]:
    return [Reason(r["verdict"], r["message"]) for r in facts.lines if r["verdict"] in ("BLOCK", "WARN")]


@rule("unauthorized", "any chunk returned to an actor who may not read it BLOCKs; unattributable chunks WARN")
def access_reasons(facts: GateFacts, params: NoParams) -> list[Reason]:
    out = []
    leaks = facts.leaks
    if leaks:
        n = sum(len(v) for v in leaks.values())
        out.append(Reason("BLOCK", f"unauthorized: {n} chunk(s) returned to actors who may not read them, in case(s) "
                          + some_ids(sorted(leaks))))
    unattributable = sorted({a["chunk_id"] for acc in facts.access for a in acc if a["kind"] == "unattributable"})
    if unattributable:
        out.append(Reason("WARN", f"{len(unattributable)} returned chunk(s) cannot be attributed to a document of "
                          "the access truth, e.g. " + ", ".join(unattributable[:3])))
    return out


@rule("acl_drift", "a widened ACL WARNs and needs a reviewer; widening a restricted document BLOCKs")
def drift_reasons(facts: GateFacts, params: NoParams) -> list[Reason]:
    if facts.drift is None:
        return []
    return [Reason("BLOCK" if w["restricted"] else "WARN",
                   f"ACL drift: {w['doc_id']} became readable by {', '.join(w['added_readers'])} "
                   f"(classification {'/'.join(w['old']['classification'])} -> "
                   f"{'/'.join(w['new']['classification'])}); "
                   f"sign-off needed from a reviewer "
                   f"({' or '.join(w['reviewers']) or 'no role is cleared: fix the labels'})"
                   + (" and a restricted document may not widen" if w["restricted"] else ""))
            for w in facts.drift["widened"]]


@rule("p0_regression", "a P0 case whose top-K evidence the baseline returned and the candidate lost BLOCKs")
def p0_regression(facts: GateFacts, params: NoParams) -> list[Reason]:
    if facts.base_rows is None:
        return []
    kp, rk = facts.kp, f"recall_at_{facts.kp}"
    lost = [c.case_id for c, cr, br in zip(facts.cases, facts.cand_rows, facts.base_rows, strict=True)
            if c.risk == "P0" and rk in cr and rk in br and cr[rk] < br[rk]]
    return [Reason("BLOCK", f"P0 regression: case(s) {some_ids(lost)} lost evidence from the top {kp} "
                   "that the baseline returned")] if lost else []


@rule("locked_set_changed", "the locked eval set changed since it was registered under its name WARNs")
def locked_set_changed(facts: GateFacts, params: NoParams) -> list[Reason]:
    ev, registered = facts.ev, facts.registered
    if registered is None or registered == ev.digest:
        return []
    return [Reason("WARN", f"the locked eval set '{ev.meta.name}' changed since it was registered "
                   f"(registered sha256 {registered[:12]}, given {ev.digest[:12]}); restore it or register "
                   "the new set under a new name (header field name)")]


@rule("pending_review", "a case with a pending review WARNs")
def pending_review(facts: GateFacts, params: NoParams) -> list[Reason]:
    return [Reason("WARN", f"case {c.case_id} has a pending review ({c.review.reason_code}, "
                   f"reviewer {c.review.reviewer})") for c in facts.ev.pending]


@rule("retrieval_errors", "retrieval errors on the candidate WARN (they score as misses, never dropped)")
def retrieval_errors(facts: GateFacts, params: NoParams) -> list[Reason]:
    errors = [c.case_id for c, r in zip(facts.cases, facts.cand.runs, strict=True) if r.error]
    return [Reason("WARN", f"retrieval failed for {len(errors)} case(s) on the candidate (scored as misses): "
                   + some_ids(errors))] if errors else []


class ClaimParams(BaseModel):
    """``gate_settings.claims.block_p0_on``: the claim verdicts that BLOCK a P0 case."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    block_p0_on: list[Literal["CONTRADICTED", "NOT_IN_CONTEXT"]] = ["CONTRADICTED", "NOT_IN_CONTEXT"]


@rule("p0_claims", "a P0 answer claim with a blocking verdict BLOCKs; a review-required one WARNs",
      params=ClaimParams,
      section=lambda policy: {"block_p0_on": list(policy.gate_settings.claims.block_p0_on)})
def claim_reasons(facts: GateFacts, params: ClaimParams) -> list[Reason]:
    out = []
    for verdict in params.block_p0_on:
        for review, level in ((False, "BLOCK"), (True, "WARN")):
            hits = [(c, v) for c, vs in zip(facts.cases, facts.claims, strict=True) if c.risk == "P0"
                    for v in vs if v.verdict == verdict and v.review_required is review]
            if hits:
                first = hits[0][1]
                out.append(Reason(level, f"P0 answer claim(s) {verdict}{' (review required)' if review else ''} in "
                                  f"case(s) {some_ids(sorted({c.case_id for c, _ in hits}))}: e.g. cites "
                                  f"{first.citation or 'nothing'}: {first.reason}"))
    return out
