"""examples/orchestrators: the release tasks (kb_release.py) that the Airflow DAG and the Prefect flow wrap.

Airflow and Prefect are not dev dependencies (Prefect 3 brings 49 packages here, a server stack among them;
Airflow more), so the tasks are called directly, in the DAG's order, over a real fixture store; the DAG and
the flow files themselves are imported and run only where their orchestrator is installed.
"""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "orchestrators"
POLICY = ROOT / "policies" / "acme.yaml"


def _example(name: str):
    """A module of examples/orchestrators, imported as the orchestrator would (its folder on the path)."""
    sys.path.insert(0, str(EXAMPLES))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(EXAMPLES))


@pytest.fixture(scope="module")
def kb(tmp_path_factory):
    """kb_release imported from the examples, and one ingest + access run over the fixtures (shared)."""
    module = _example("kb_release")
    base = tmp_path_factory.mktemp("orchestrators")
    settings = module.Settings(store=str(base / "store"), alias="kb", policy=str(POLICY),
                               corpus=str(ROOT / "fixtures" / "corpus"), eval=str(ROOT / "fixtures" / "eval" / "locked.jsonl"),
                               workdir=str(base / "work"), as_of="2026-11-29", access_mode="exhaustive")
    run = module.access(settings, module.ingest(settings))
    return module, settings, run, base


PRECISION_LINE = re.compile(r"precision_at_5: \{warn: [0-9.]+, block: [0-9.]+, target: [0-9.]+\}")


def _policy_with_precision(kb, name: str, line: str) -> Path:
    """acme.yaml with its precision_at_5 line replaced (the one line the gate decides on here)."""
    text = POLICY.read_text(encoding="utf-8")
    assert len(PRECISION_LINE.findall(text)) == 1, "acme.yaml should hold one precision_at_5 line"
    path = kb[3] / name
    path.write_text(PRECISION_LINE.sub(line, text), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def relaxed(kb) -> Path:
    """acme.yaml with the precision_at_5 lines lowered below what the fixture retrieval reaches."""
    return _policy_with_precision(kb, "relaxed.yaml", "precision_at_5: {warn: 0.1, block: 0.05, target: 0.4}")


@pytest.fixture(scope="module")
def strict(kb) -> Path:
    """acme.yaml with a precision_at_5 block line (0.6) above what the fixture retrieval reaches at 5."""
    return _policy_with_precision(kb, "strict.yaml", "precision_at_5: {warn: 0.7, block: 0.6, target: 0.8}")


def _alias(settings) -> str | None:
    from kbgate.store import open_store

    with open_store(settings.store, create=False) as store:
        return store.get_alias(settings.alias)


def test_ingest_and_access_tasks_pass_the_run_on(kb):
    _, settings, run, _ = kb
    assert run["candidate"].startswith("kb__") and run["conservation"]["holds"]
    assert Path(run["ingest_report"]).is_file() and Path(run["access_report"]).is_file()
    assert _alias(settings) is None  # the staging version is not live


def test_a_block_stops_the_release_before_promotion(kb, strict):
    import dataclasses

    module, settings, run, _ = kb
    settings = dataclasses.replace(settings, policy=str(strict))
    with pytest.raises(module.VerdictFailed, match=r"gate: BLOCK \(precision_at_5"):
        module.gate(settings, run)
    assert _alias(settings) is None


def test_a_pass_promotes_the_candidate(kb, relaxed):
    import dataclasses

    module, settings, run, _ = kb
    settings = dataclasses.replace(settings, policy=str(relaxed))
    out = module.promote(settings, module.gate(settings, run))
    assert (out["decision"], out["promoted"]) == ("PASS", True)
    assert _alias(settings) == run["candidate"]


def test_the_airflow_dag_wraps_the_tasks():
    pytest.importorskip("airflow", reason="Airflow is not installed here (too heavy for the dev extras)")
    dag = _example("airflow_dag").dag_object
    assert [t.task_id for t in dag.topological_sort()] == ["ingest", "access", "gate", "promote"]


def test_the_prefect_flow_wraps_the_tasks():
    pytest.importorskip("prefect", reason="Prefect is not installed here (49 packages, not in the dev extras)")
    flow = _example("prefect_flow").kb_release_flow
    assert flow.name == "kb-release"


def test_assert_gate_passes_on_the_same_store(kb, relaxed, strict):
    """kbgate.testing.assert_gate_passes: the BLOCK fails with the decision and its reasons, the relaxed policy passes."""
    from kbgate.testing import assert_gate_passes

    _, settings, run, base = kb
    options = {"store": settings.store, "candidate": run["candidate"], "baseline": None, "corpus": settings.corpus,
               "workdir": str(base / "assert")}
    with pytest.raises(AssertionError, match=r"(?s)gate BLOCK:.*precision_at_5 in all is 0\.\d+ < block line 0\.6"):
        assert_gate_passes(str(strict), settings.eval, **options)
    assert assert_gate_passes(str(relaxed), settings.eval, **options).decision == "PASS"
