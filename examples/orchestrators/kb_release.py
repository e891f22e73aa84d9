"""The release of a knowledge base as four plain task functions over kbgate's Python API.

ingest -> access -> gate -> promote only on PASS. Each task takes and returns plain dicts (what an
orchestrator passes between tasks: XCom in Airflow, results in Prefect) and raises on a failed verdict,
so the orchestrator marks the task failed and nothing downstream runs. The DAG (airflow_dag.py) and
the flow (prefect_flow.py) wrap exactly these functions; tests/test_orchestrators.py runs them.

Settings come from the environment (or a ``Settings`` passed in): ``KB_STORE``, ``KB_ALIAS``,
``KB_POLICY``, ``KB_CORPUS``, ``KB_EVAL``, ``KBGATE_HOME`` (runs and quarantine).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

import kbgate


class VerdictFailed(RuntimeError):
    """A kbgate verdict stopped the release (the message says which and where the report is)."""


@dataclass(frozen=True)
class Settings:
    store: str = field(default_factory=lambda: os.environ.get("KB_STORE", "/data/kbgate/store"))
    alias: str = field(default_factory=lambda: os.environ.get("KB_ALIAS", "kb"))
    policy: str = field(default_factory=lambda: os.environ.get("KB_POLICY", "/data/kb/policy.yaml"))
    corpus: str = field(default_factory=lambda: os.environ.get("KB_CORPUS", "/data/kb/corpus"))
    eval: str = field(default_factory=lambda: os.environ.get("KB_EVAL", "/data/kb/eval/locked.jsonl"))
    workdir: str = field(default_factory=lambda: os.environ.get("KBGATE_HOME", "/data/kbgate/work"))
    as_of: str | None = None  # judge dates as of this ISO date (default: today)
    smoke: int | None = None  # gate on about this many eval cases (default: all)
    access_mode: str = "all"  # "exhaustive": only the proof over every chunk of the version (no probes)


def ingest(s: Settings) -> dict:
    """Check the corpus and build the staging version; a routine quarantine passes, a ``block`` finding fails."""
    out = kbgate.ingest(s.corpus, s.policy, store=s.store, alias=s.alias, eval=[s.eval], as_of=s.as_of,
                        fail_on="block", workdir=s.workdir)
    if out.exit_code:
        raise VerdictFailed(f"ingest: {out.decision}; see {out.reports['json']}")
    return {"candidate": out.version, "ingest_report": str(out.reports["json"]),
            "conservation": out.conservation}


def access(s: Settings, run: dict) -> dict:
    """Prove the staging version leaks nothing; any leak (or inadequate coverage) fails the task."""
    out = kbgate.access(s.policy, s.corpus, store=s.store, ingest_report=run["ingest_report"], mode=s.access_mode,
                        workdir=s.workdir)
    if out.exit_code:
        raise VerdictFailed(f"access: {out.decision}; see {out.reports['json']}")
    return {**run, "access_report": str(out.reports["json"])}


def gate(s: Settings, run: dict) -> dict:
    """Gate the candidate against the live alias (a first release against none); BLOCK fails the task."""
    from kbgate.store import open_store

    with open_store(s.store, create=False) as store:
        live = store.get_alias(s.alias)
    out = kbgate.gate(s.policy, s.eval, store=s.store, candidate=run["candidate"], baseline=s.alias if live else None,
                      corpus=s.corpus, smoke=s.smoke, workdir=s.workdir)
    if out.exit_code:
        raise VerdictFailed(f"gate: {out.decision} ({'; '.join(out.reasons)}); see {out.reports.get('json')}")
    return {**run, "decision": out.decision, "gate_report": str(out.reports["json"])}


def promote(s: Settings, run: dict) -> dict:
    """Swap the alias to the candidate on PASS; WARN waits for a reviewer (``kbgate promote --accept-warn``)."""
    if run["decision"] != "PASS":
        return {**run, "promoted": False}
    out = kbgate.promote(s.store, s.alias, run["candidate"], run["gate_report"], policy=s.policy)
    if out.exit_code:
        raise VerdictFailed(f"promote refused: {out.message}")
    return {**run, "promoted": True}


def release(s: Settings | None = None) -> dict:
    """The four tasks in order, without an orchestrator."""
    s = s or Settings()
    return promote(s, gate(s, access(s, ingest(s))))
