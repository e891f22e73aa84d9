"""Promotion bound to evidence, one-command rollback and the alias timeline.

:func:`promote` points an alias at a candidate version only with a gate report
(``kbgate.gate-report/1``) that is evidence for exactly that swap. It refuses,
each with its own :class:`PromotionRefused` code, when:

* ``REPORT_NOT_AUDITED``: no ``gate_decision`` record of this store's audit log has
  the report's run id and the sha256 of the report file (a report from another
  store, or one edited after the gate wrote it);
* ``CANDIDATE_MISMATCH``: the report gated another version than ``candidate``;
* ``SMOKE_REPORT``: the report gated a smoke sample (``--smoke``), a pre-check only;
* ``BLOCKED``: the report's decision is BLOCK;
* ``WARN_NOT_ACCEPTED``: the decision is WARN and ``accept_warn`` with a reviewer
  was not given;
* ``REVIEWER_REQUIRED``: the report says widened access needs a reviewer
  (``acl_drift.reviewer_required``) and none was given;
* ``VERSION_MISSING`` / ``VERSION_INCOMPLETE``: the candidate is not in the store,
  or its build never completed;
* ``FINGERPRINT_CHANGED``: the fingerprint recomputed from the version's points now
  differs from the one the gate evaluated;
* ``EVAL_NOT_LOCKED``: the report gated a ``tuning`` or ``challenge`` split, or its eval
  hash is not the digest registered for its eval set name in the store
  (``kbgate.evalset.registered_locked``);
* ``POLICY_CHANGED``: the policy given (``policy_path``) or the policy file the
  report names no longer has the report's policy hash;
* ``BASELINE_MISMATCH``: the alias points at another version than the baseline the
  gate judged; ``FIRST_RELEASE_ALIAS_EXISTS``: a report gated with ``--baseline
  none`` once the alias exists; ``ALIAS_MISSING``: a report with a baseline while
  the alias does not exist yet;
* ``ALIAS_MOVED``: the alias moved away from the judged baseline since the gate ran,
  seen before the swap (from the alias history) or by the store's compare-and-set
  at the swap itself. Both say "alias kb moved from X to Y since the gate ran".

The swap is one compare-and-set (:meth:`kbgate.store.Store.swap_alias` with
``expected=`` the report's baseline version), so of two concurrent promotions from
the same baseline exactly one wins. Every promotion and rollback is appended to the
store's audit log.

**Rollback** (:func:`rollback`) returns the alias to the previous *approved* target
in its alias history, in one compare-and-set swap. A history event is approved
unless it was a forced swap (``kind="force"``, the drill's degraded candidate); a
version that a rollback moved away from is withdrawn until it is promoted again.
``to=`` picks any version that was an approved target of this alias before. Dropped
or incomplete versions are skipped.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path

from kbgate.errors import GateError, InputError, StoreError
from kbgate.reports import AsDict
from kbgate.runs import parse_utc

REPORT_SCHEMA = "kbgate.gate-report/1"
#: History event kinds written by this module (``swap`` is an event without a kind) and by
#: :mod:`version_gate.canary` (a weighted change keeps the approved baseline as the target).
APPROVED_KINDS = frozenset({"promotion", "rollback", "drill", "swap", "canary", "canary_promote", "canary_abort"})


class PromotionRefused(GateError):
    """A promotion or rollback was refused; ``code`` names the rule (see the module docstring)."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


@dataclass
class PromotionOutcome(AsDict):
    """An accepted promotion: the alias moved from ``previous`` to ``version``."""

    alias: str
    previous: str | None
    version: str
    gate_run_id: str
    gate_decision: str
    report_hash: str
    policy_hash: str
    reviewer: str | None
    reason: str
    swap_ms: float
    canary_weight: int | None = None
    audit_head: dict | None = None  # seq and hash of this promotion's audit record: pins the log


@dataclass
class RollbackOutcome(AsDict):
    """An accepted rollback: the alias moved back from ``previous`` to ``version``."""

    alias: str
    previous: str
    version: str
    reason: str
    reviewer: str | None
    swap_ms: float
    audit_head: dict | None = None  # seq and hash of this rollback's audit record: pins the log


def load_gate_report(path: str | Path) -> tuple[dict, str]:
    """Read a gate report; return it with the sha256 of its bytes.

    Raises:
        InputError: the file is missing, not JSON, or not a ``kbgate.gate-report/1``.
    """
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read gate report {p} ({exc.strerror}); pass the report.json written by "
                         "`kbgate gate`") from None
    try:
        report = json.loads(data)
    except ValueError:
        raise InputError(f"gate report {p} is not valid JSON; pass the report.json written by `kbgate gate`") from None
    if not isinstance(report, dict) or report.get("schema") != REPORT_SCHEMA:
        raise InputError(f"{p} is not a gate report (schema {REPORT_SCHEMA}); pass the report.json written by "
                         "`kbgate gate`")
    for key in ("run_id", "decision", "candidate", "baseline", "eval", "policy"):
        if key not in report:
            raise InputError(f"gate report {p} has no '{key}'; re-run `kbgate gate` to write a complete report")
    return report, hashlib.sha256(data).hexdigest()


def gate_record(store_spec: str, run_id: str) -> dict | None:
    """The ``gate_decision`` audit record of gate run ``run_id`` in the store's log, if any."""
    from kbgate.audit import AuditLog, audit_root

    found = None
    for rec in AuditLog(audit_root(store_spec)).records():
        if rec.get("kind") == "gate_decision" and (rec.get("details") or {}).get("run_id") == run_id:
            found = rec
    return found


def _check_report(report: dict, report_hash: str, store_spec: str, candidate: str, accept_warn: bool,
                  reviewer: str | None) -> None:
    record = gate_record(store_spec, report["run_id"])
    if record is None or (record.get("details") or {}).get("report_hash") != report_hash:
        raise PromotionRefused(
            "REPORT_NOT_AUDITED",
            f"gate report of run {report['run_id']} is not recorded in this store's audit log with this content "
            "(it comes from another store, or was edited after the gate wrote it); re-run `kbgate gate` "
            "against this store",
        )
    gated = (report.get("candidate") or {}).get("version")
    if gated != candidate:
        raise PromotionRefused(
            "CANDIDATE_MISMATCH",
            f"gate report of run {report['run_id']} judged version {gated}, not {candidate}; "
            f"pass the report of a gate run on {candidate}",
        )
    if report.get("smoke"):
        raise PromotionRefused(
            "SMOKE_REPORT",
            f"gate run {report['run_id']} gated a smoke sample ({(report.get('eval') or {}).get('scored')} cases), a "
            "pre-check only; run the full gate (without --smoke) to promote",
        )
    decision = report["decision"]
    reasons = "; ".join(report.get("reasons") or []) or "no reasons given"
    if decision == "BLOCK":
        raise PromotionRefused(
            "BLOCKED", f"gate run {report['run_id']} decided BLOCK ({reasons}); fix the candidate and re-run the gate"
        )
    if decision == "WARN" and not (accept_warn and reviewer):
        raise PromotionRefused(
            "WARN_NOT_ACCEPTED",
            f"gate run {report['run_id']} decided WARN ({reasons}); to promote anyway pass "
            "--accept-warn --reviewer NAME --reason TEXT",
        )
    if decision not in ("PASS", "WARN"):
        raise PromotionRefused("BLOCKED", f"gate run {report['run_id']} has unknown decision {decision!r}; "
                               "re-run the gate")
    if (report.get("acl_drift") or {}).get("reviewer_required") and not reviewer:
        raise PromotionRefused(
            "REVIEWER_REQUIRED",
            f"gate run {report['run_id']} found widened access that needs a reviewer; pass --reviewer NAME "
            "--reason TEXT after reviewing the acl_drift section of the report",
        )


def _check_version(store, report: dict, candidate: str) -> None:
    try:
        info = store.version_info(candidate)
    except StoreError:
        raise PromotionRefused(
            "VERSION_MISSING",
            f"version {candidate} is not in the store (dropped?); build it again and re-run the gate",
        ) from None
    if not info.complete:
        raise PromotionRefused(
            "VERSION_INCOMPLETE",
            f"version {candidate} is incomplete (its build or drop was interrupted); rebuild it and re-run the gate",
        )
    now = store.fingerprint(candidate)
    judged = (report.get("candidate") or {}).get("fingerprint")
    if now != judged:
        raise PromotionRefused(
            "FINGERPRINT_CHANGED",
            f"version {candidate} has fingerprint {now[:12]} now, but the gate judged {str(judged)[:12]}; "
            "its content changed since the gate ran, re-run the gate",
        )


def _check_eval(store_spec: str, report: dict) -> None:
    from kbgate.evalset import registered_locked

    name, digest = report["eval"].get("name"), report["eval"].get("hash")
    split = (report["eval"].get("meta") or {}).get("split")
    if split in ("tuning", "challenge"):
        raise PromotionRefused(
            "EVAL_NOT_LOCKED",
            f"the report gated eval set '{name}', which is a {split} split; only a locked set can back a "
            "promotion: re-run the gate with the locked set (split: locked in its kbgate_eval header line or "
            "NAME.meta.yaml)",
        )
    registered = registered_locked(store_spec).get(name)
    if registered is None:
        raise PromotionRefused(
            "EVAL_NOT_LOCKED",
            f"eval set '{name}' of the report is not a locked set registered in this store; gate with the "
            "store's locked eval set",
        )
    if registered != digest:
        raise PromotionRefused(
            "EVAL_NOT_LOCKED",
            f"eval set '{name}' of the report has hash {str(digest)[:12]}, but the locked set registered in this "
            f"store has {registered[:12]}; re-run the gate on the locked set",
        )


def _check_policy(report: dict, policy_path: str | None) -> None:
    from kbgate.policy import load_policy

    want = report["policy"].get("hash")
    named = report["policy"].get("path")
    sources = [("the policy given", policy_path)] if policy_path else []
    if named and Path(named).is_file():
        sources.append((f"the report's policy file {named}", named))
    elif not policy_path:
        raise PromotionRefused(
            "POLICY_CHANGED",
            f"the policy file the report names ({named}) is gone, so its hash cannot be checked; pass --policy "
            "with the policy the gate used",
        )
    for what, path in sources:
        digest = load_policy(path).digest()
        if digest != want:
            raise PromotionRefused(
                "POLICY_CHANGED",
                f"{what} has hash {digest[:12]}, but the gate judged policy {str(want)[:12]}; "
                "re-run the gate with the current policy",
            )


def _check_baseline(store, alias: str, report: dict) -> str | None:
    """The baseline version the swap must find the alias at (``None``: alias absent)."""
    baseline = (report.get("baseline") or {}).get("version")
    current, canary = store.alias_state(alias)
    if canary is not None:
        raise PromotionRefused("CANARY_ACTIVE", canary_active_message(alias, canary))
    if baseline is None:
        if current is not None:
            raise PromotionRefused(
                "FIRST_RELEASE_ALIAS_EXISTS",
                f"the report was gated with --baseline none (a first release), but alias {alias} already points to "
                f"{current}; re-run the gate with --baseline {alias}",
            )
        return None
    if current is None:
        raise PromotionRefused(
            "ALIAS_MISSING",
            f"alias {alias} does not exist yet, and a first promotion needs a report gated with --baseline none; "
            "re-run the gate with --baseline none",
        )
    if current != baseline:
        gated_at = parse_utc(report.get("created_at"))
        moved = any(e.get("previous") == baseline and gated_at is not None and (parse_utc(e.get("at")) or gated_at) >= gated_at
                    for e in store.alias_history(alias))
        if moved:
            from kbgate.store import AliasMovedError

            raise PromotionRefused("ALIAS_MOVED", str(AliasMovedError(alias, baseline, current)))
        raise PromotionRefused(
            "BASELINE_MISMATCH",
            f"the gate judged baseline {baseline}, but alias {alias} points to {current}; the gate judged a "
            f"different baseline, re-run the gate with --baseline {alias}",
        )
    return baseline


def canary_active_message(alias: str, canary: dict) -> str:
    from kbgate.store import describe_state

    return (f"alias {alias} is in a canary ({describe_state(canary)}); finish it first with "
            f"`kbgate canary promote --alias {alias}` or `kbgate canary abort --alias {alias}`")


def require_warn_review(accept_warn: bool, reviewer: str | None, reason: str) -> None:
    """Accepting a WARN needs a named reviewer and a reason (both go to the audit record).

    Raises:
        InputError: ``accept_warn`` without a reviewer or without a reason.
    """
    if accept_warn and not (reviewer and reason):
        raise InputError("--accept-warn needs --reviewer NAME and --reason TEXT (in Python: accept_warn=True with "
                         "reviewer= and reason=): the audit record names who accepted the WARN and why")


def promote(store, store_spec: str, *, alias: str, candidate: str, report_path: str | Path,
            policy_path: str | None = None, accept_warn: bool = False, reviewer: str | None = None,
            reason: str = "", canary: int | None = None) -> PromotionOutcome:
    """Point ``alias`` at ``candidate`` if the gate report is evidence for exactly this swap.

    Every rule of the module docstring is checked, then the alias is swapped by one
    compare-and-set against the report's baseline, and a ``promotion`` audit record
    (from, to, report hash, gate run, reviewer, reason, policy hash) is appended.

    With ``canary`` (a percent, 1-99) the same checks and compare-and-set start a canary
    instead: the alias keeps the baseline and sends that share of its user buckets to the
    candidate (:meth:`kbgate.store.Store.set_canary`); the audit record is a ``canary``
    record (``action: start``). A first release has no baseline to compare with, so it
    cannot be a canary (``CANARY_NEEDS_BASELINE``).

    Raises:
        PromotionRefused: a rule refused the promotion (``code`` says which).
        InputError: the report cannot be read.
    """
    from kbgate.store import AliasMovedError

    require_warn_review(accept_warn, reviewer, reason)
    report, report_hash = load_gate_report(report_path)
    _check_report(report, report_hash, store_spec, candidate, accept_warn, reviewer)
    _check_version(store, report, candidate)
    _check_eval(store_spec, report)
    _check_policy(report, policy_path)
    baseline = _check_baseline(store, alias, report)
    if canary is not None and baseline is None:
        raise PromotionRefused(
            "CANARY_NEEDS_BASELINE",
            f"a canary compares the candidate with the version {alias} serves, but this report was gated with "
            "--baseline none (a first release); promote it without --canary")
    start = time.perf_counter()
    why = reason or f"gate run {report['run_id']}"
    try:
        if canary is None:
            previous = store.swap_alias(alias, candidate, reason=why, expected=baseline, kind="promotion")
        else:
            store.set_canary(alias, candidate, canary, reason=why, expected=baseline, kind="canary")
            previous = baseline
    except AliasMovedError as exc:
        raise PromotionRefused("ALIAS_MOVED", str(exc)) from None
    swap_ms = (time.perf_counter() - start) * 1000
    outcome = PromotionOutcome(
        alias=alias, previous=previous, version=candidate, gate_run_id=report["run_id"],
        gate_decision=report["decision"], report_hash=report_hash, policy_hash=report["policy"]["hash"],
        reviewer=reviewer, reason=reason, swap_ms=round(swap_ms, 3), canary_weight=canary,
    )
    extra = {} if canary is None else {"action": "start", "weight": canary}
    outcome.audit_head = _audit(store_spec, "promotion" if canary is None else "canary", outcome.version, outcome.policy_hash,
           "promoted" if canary is None else "canary_started", reviewer, {**extra,
        "alias": alias, "from": previous, "to": candidate, "gate_run_id": report["run_id"],
        "gate_decision": report["decision"], "report_hash": report_hash,
        "report_path": str(Path(report_path).resolve()), "accepted_warn": report["decision"] == "WARN",
        "reason": reason, "swap_ms": outcome.swap_ms,
    })
    return outcome


def who() -> str:
    """Who runs this command: ``$KBGATE_ACTOR``, else the login name (audited only as a salted hash)."""
    import getpass
    import os

    try:
        return os.environ.get("KBGATE_ACTOR") or getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


def _audit(store_spec: str, kind: str, version: str, policy_hash: str | None, decision: str,
           reviewer: str | None, details: dict) -> dict:
    """Append the record; return its ``seq`` and ``hash`` (the audit head it created)."""
    from kbgate.audit import AuditLog, audit_root

    rec = AuditLog(audit_root(store_spec)).append(kind, actor_id=who(), index_version=version,
                                                  policy_hash=policy_hash, decision=decision, reviewer=reviewer,
                                                  details=details)
    return {"seq": rec["seq"], "hash": rec["hash"]}


def approval_of(store_spec: str, alias: str, version: str) -> dict | None:
    """The last audited promotion that put ``version`` on ``alias`` (its evidence), if any."""
    from kbgate.audit import AuditLog, audit_root

    found = None
    for rec in AuditLog(audit_root(store_spec)).records():
        d = rec.get("details") or {}
        evidence = rec.get("kind") == "promotion" or (rec.get("kind") == "canary" and d.get("action") == "start")
        if evidence and d.get("alias") == alias and d.get("to") == version:
            found = rec
    return found


def rollback_target(history: list[dict], current: str | None, usable, to: str | None = None) -> str | None:
    """The version a rollback of an alias with ``history`` (oldest first) goes back to.

    Rules: targets of forced events (``kind="force"``) are never approved; a version a
    rollback moved away from is withdrawn until an approved event targets it again.
    Without ``to``: the newest approved, not withdrawn target other than ``current``
    for which ``usable(version)`` holds. With ``to``: ``to`` itself if it was ever an
    approved target of this alias, differs from ``current`` and is usable; else ``None``.
    """
    approved: list[str] = []
    withdrawn: set[str] = set()
    for event in history:
        kind = event.get("kind") or "swap"
        if kind == "rollback" and event.get("previous"):
            withdrawn.add(event["previous"])
        if kind in APPROVED_KINDS:
            withdrawn.discard(event["target"])
            approved.append(event["target"])
    if to is not None:
        return to if to in approved and to != current and usable(to) else None
    for version in reversed(approved):
        if version != current and version not in withdrawn and usable(version):
            return version
    return None


def rollback(store, store_spec: str, *, alias: str, to: str | None = None, reason: str = "",
             reviewer: str | None = None, audit: bool = True) -> RollbackOutcome:
    """Return ``alias`` to its previous approved target (or ``to``) in one compare-and-set swap.

    The ``rollback`` audit record names the target's evidence: the gate run and policy
    hash of the audited promotion that approved it on this alias (``None`` if none).

    Raises:
        PromotionRefused: ``NOTHING_TO_ROLL_BACK`` (no earlier approved, existing, complete
            target; or ``to`` was never approved on this alias) or ``ALIAS_MOVED`` (the alias
            moved while the rollback ran).
    """
    from kbgate.store import AliasMovedError

    current, canary = store.alias_state(alias)
    if current is None:
        raise PromotionRefused("NOTHING_TO_ROLL_BACK", f"alias {alias} does not exist; there is nothing to roll back "
                               "(run `kbgate index list --store ...` to see the aliases)")
    if canary is not None:
        raise PromotionRefused("CANARY_ACTIVE", canary_active_message(alias, canary))

    def usable(version: str) -> bool:
        try:
            return store.version_info(version).complete
        except StoreError:
            return False

    target = rollback_target(store.alias_history(alias), current, usable, to)
    if target is None:
        if to is not None:
            raise PromotionRefused(
                "NOTHING_TO_ROLL_BACK",
                f"cannot roll alias {alias} back to {to}: it was never an approved target of {alias}, is the current "
                "target, or was dropped; see `kbgate audit show --alias " + alias + " --store ...`",
            )
        raise PromotionRefused(
            "NOTHING_TO_ROLL_BACK",
            f"alias {alias} has no earlier approved target to roll back to (it points to {current}, its first "
            "approved version, or the earlier ones were dropped); promote a fixed version instead",
        )
    start = time.perf_counter()
    try:
        store.swap_alias(alias, target, reason=reason or "rollback", expected=current, kind="rollback")
    except AliasMovedError as exc:
        raise PromotionRefused("ALIAS_MOVED", str(exc)) from None
    outcome = RollbackOutcome(alias=alias, previous=current, version=target, reason=reason, reviewer=reviewer,
                              swap_ms=round((time.perf_counter() - start) * 1000, 3))
    if audit:
        approval = approval_of(store_spec, alias, target) or {}
        outcome.audit_head = _audit(store_spec, "rollback", target, approval.get("policy_hash"), "rolled_back", reviewer, {
            "alias": alias, "from": current, "to": target, "reason": reason, "swap_ms": outcome.swap_ms,
            "approved_by_gate_run": (approval.get("details") or {}).get("gate_run_id"),
        })
    return outcome


def alias_timeline(store, store_spec: str, alias: str) -> list[dict]:
    """The alias's history joined with the audit log, oldest first.

    Each entry: ``at``, ``action`` (the history event kind: promotion, rollback, drill,
    force or swap), ``from``, ``to``, ``reason``, and from the matching audit record
    ``reviewer``, ``gate_run_id``, ``gate_decision`` and ``audit_seq`` (``None`` when no
    audit record matches, e.g. a swap made outside kbgate's commands).
    """
    from kbgate.audit import AuditLog, audit_root
    from kbgate.store import describe_state

    kinds = ("promotion", "rollback", "canary", "canary_promote", "canary_abort")
    records = [r for r in AuditLog(audit_root(store_spec)).records()
               if r.get("kind") in kinds and (r.get("details") or {}).get("alias") == alias]
    used: set[int] = set()
    out = []
    for event in store.alias_history(alias):
        kind = event.get("kind") or "swap"
        canary = event.get("canary")
        to = canary["candidate"] if canary else event["target"]
        match = next((r for r in records if r["seq"] not in used and r["kind"] == kind
                      and r["details"].get("to") == to
                      and (canary is None or r["details"].get("weight") == canary["weight"])
                      and (kind.startswith("canary") or r["details"].get("from") == event.get("previous"))), None)
        if match is not None:
            used.add(match["seq"])
        details = (match or {}).get("details") or {}
        out.append({
            "at": event.get("at"), "action": kind, "from": event.get("previous"),
            "to": describe_state(canary) if canary else event["target"],
            "reason": details.get("reason") or event.get("reason") or "",
            "reviewer": (match or {}).get("reviewer"), "gate_run_id": details.get("gate_run_id"),
            "gate_decision": details.get("gate_decision"), "audit_seq": (match or {}).get("seq"),
        })
    return out
