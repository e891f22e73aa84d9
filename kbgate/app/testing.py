"""Assertions for the tests a team writes itself (as DeepEval's ``assert_test``): kbgate's verdicts as
``AssertionError`` whose message is what the CLI prints (the leak matrix, the gate's reasons, the findings).

Public as :mod:`kbgate.testing` (a lazy re-export, docs/architecture.md); a front end, so it may use every wing.
Each assertion returns the run's outcome when it passes. Messages hold ids, codes and masked text only.

Example::

    from kbgate.testing import assert_no_leaks

    def test_my_rag_keeps_tenants_apart(kbgate_policy):
        assert_no_leaks("python:my_rag:build_retriever", kbgate_policy, "corpus/")
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = ["assert_no_leaks", "assert_gate_passes", "assert_documents_clean"]


def assert_no_leaks(target: Any, policy: Any, corpus: Any, **options: Any):
    """:func:`kbgate.access` of ``target`` (a spec or an open :func:`kbgate.open_target`; for a store pass
    ``target=None, store=..., alias=...``) must pass: else ``AssertionError`` with the access test's text
    summary (verdict reasons, leak matrix, probe kinds, coverage, the first leaks by query hash) and the report path.

    ``options`` are those of :func:`kbgate.access` (``max_probes``, ``mode``, ``workdir``...).
    """
    from access_tests.report import text_summary
    from kbgate.app import api

    out = api.access(policy, corpus, target, **options)
    if out.exit_code:
        raise AssertionError(f"{text_summary(out.report, top=10)}\n\nreport: {out.reports.get('json')}")
    return out


def assert_gate_passes(policy: Any, eval: Any, *, allow_warn: bool = True, **options: Any):
    """:func:`kbgate.gate` must decide PASS (or WARN, unless ``allow_warn=False``): else ``AssertionError`` with
    the decision, its reasons, the root causes of failed cases and the report path."""
    from kbgate.app import api

    out = api.gate(policy, eval, fail_on="block" if allow_warn else "warn", **options)
    if out.exit_code:
        causes = (out.report or {}).get("root_causes") or {}
        lines = [f"gate {out.decision}:", *(f"  - {r}" for r in out.reasons),
                 *(f"  {cause}: {', '.join(map(str, g.get('cases', [])[:10]))}" for cause, g in causes.items()),
                 f"report: {out.reports.get('json')}"]
        raise AssertionError("\n".join(lines))
    return out


def assert_documents_clean(documents: Iterable[Any], policy: Any, *, allow_redacted: bool = True, **options: Any):
    """:func:`kbgate.check_documents` must accept every document (redacted ones too, unless
    ``allow_redacted=False``): else ``AssertionError`` listing each held document with its state and masked findings."""
    from kbgate.app import api

    out = api.check_documents(documents, policy, **options)
    ok = ("accepted", "accepted_redacted") if allow_redacted else ("accepted",)
    held = [v for v in out.verdicts if v.state not in ok]
    if held:
        c = out.conservation
        lines = [f"{len(held)} of {c['input']} document(s) not clean (accepted {c['accepted']}, redacted "
                 f"{c['accepted_redacted']}, quarantined {c['quarantined']}, rejected {c['rejected']}):"]
        for v in held:
            lines.append(f"  #{v.index} {v.doc_key or '(no doc_id@version)'}: {v.state}")
            lines += [f"      {f['code']} ({f['action']}): {f['message']}" for f in v.findings[:5]]
        raise AssertionError("\n".join([*lines, f"report: {out.reports.get('json')}"]))
    return out
