"""Growing the challenge set: cases failed in this gate run and in the previous run of the same eval set."""

from __future__ import annotations


def previous_failures(store_spec: str, eval_name: str) -> set[str] | None:
    """Failed case ids of the last gate run of ``eval_name`` in the store's audit log, or None."""
    from kbgate.audit import AuditLog, audit_root

    last = None
    for rec in AuditLog(audit_root(store_spec)).records():
        d = rec.get("details") or {}
        if rec.get("kind") == "gate_decision" and d.get("eval_name") == eval_name and not d.get("smoke"):
            last = d
    return set(last.get("failed_cases") or []) if last is not None else None


def promote_failures(challenge: str, store_spec: str, eval_name: str, cases, status) -> list[str]:
    """Append the cases failed now and in the previous run of ``eval_name`` to the challenge set."""
    from kbgate.evalset import promote_failed_cases

    previous = previous_failures(store_spec, eval_name)
    if previous is None:
        return []
    failed_now = {c.case_id for c, s in zip(cases, status, strict=True) if s[0]}
    return promote_failed_cases(challenge, [c for c in cases if c.case_id in failed_now & previous])
