"""``kbgate ingest --engine ray``: the report equals the local engine's, on the fixtures and a generated corpus.

Ray starts once for the module, small (2 CPUs, a 200 MB object store), and is shut down at the end.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from ingest_checks.pipeline import run_ingest
from ingest_checks.registry import CHECKS, register
from kbgate.app.cli import cli
from kbgate.errors import ConfigError, InputError, KbgateError

ray = pytest.importorskip("ray")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from ray_bench import comparable, write_corpus  # noqa: E402

AS_OF = dt.date(2026, 11, 29)
EVAL = ROOT / "fixtures" / "eval" / "locked.jsonl"


def both(corpus, policy, tmp_path, **kw) -> tuple[dict, dict]:
    """The local and the Ray report of one corpus, as :func:`comparable` dicts (Ray first)."""
    out = {}
    for engine in ("ray", "local"):
        res = run_ingest(corpus, policy, as_of=AS_OF, engine=engine, workdir=tmp_path / engine, **kw)
        assert res.conservation["holds"]
        out[engine] = res.report
    return out["ray"], out["local"]


def _progress_recorder(seen: list):
    """A caller's progress wrapper that records ``[label, length, items seen]`` per wrapped step."""
    def progress(items, label, length):
        seen.append([label, length, 0])
        for item in items:
            seen[-1][2] += 1
            yield item
    return progress


@pytest.fixture(scope="module")
def fixtures_runs(ray_session, policy, tmp_path_factory):
    """The fixtures ingested once on each engine for the module (a Ray run of them costs 10-40 s here): the Ray
    report, the local report, and the Ray run's progress steps."""
    seen: list = []
    tmp = tmp_path_factory.mktemp("fixtures-runs")
    out = {}
    for engine in ("ray", "local"):
        res = run_ingest(ROOT / "fixtures" / "corpus", policy, as_of=AS_OF, engine=engine, workdir=tmp / engine,
                         eval_files=[EVAL], progress=_progress_recorder(seen) if engine == "ray" else None)
        assert res.conservation["holds"]
        out[engine] = res.report
    return out["ray"], out["local"], seen


def test_fixtures_report_equals_local(fixtures_runs):
    on_ray, local, _ = fixtures_runs
    assert on_ray["run_id"] != local["run_id"]
    assert comparable(on_ray) == comparable(local)
    codes = local["counts_by_code"]
    # the fixtures exercise every distributed step: duplicates, leaks, versions, schema, load errors
    for code in ("NEAR_DUPLICATE", "EVAL_LEAK", "SUPERSEDED", "VERSION_CONFLICT", "EXPIRED", "PII_EMAIL_ADDRESS",
                 "PARSE_CORRUPT"):
        assert codes.get(code), code
    assert local["gx_validation"]["results"] and on_ray["gx_validation"]["success"] == local["gx_validation"]["success"]


def test_manifest_with_invalid_records_report_equals_local(ray_session, policy, tmp_path):
    on_ray, local = both(ROOT / "fixtures" / "bad_manifest", policy, tmp_path)
    assert comparable(on_ray) == comparable(local)
    assert local["conservation"]["rejected"] >= 1


def test_generated_2k_chunk_corpus_report_equals_local(ray_session, policy, tmp_path):
    # 2k chunks (about 600 documents over the 8 Ray tasks of two CPUs, 4 per CPU): every planted kind at least three
    # times, near-duplicates and copies across tasks; bench/ray_bench.py compares the engines at 20k and beyond
    # (8k chunks here took 112 s of the suite on a loaded host, 3k 62 s)
    planted = write_corpus(tmp_path / "corpus", 2_000, eval_path=EVAL)
    on_ray, local = both(tmp_path / "corpus", policy, tmp_path, eval_files=[EVAL])
    chunks = sum(len(d.get("chunks", [])) for d in local["documents"])
    assert chunks >= 1_900
    assert min(planted[k] for k in ("near", "exact", "leaks", "missing")) >= 3, planted
    assert comparable(on_ray) == comparable(local)
    codes = local["counts_by_code"]
    assert codes["NEAR_DUPLICATE"] >= planted["near"] * 0.9 and codes["DUPLICATE"] >= planted["exact"]
    assert codes["EVAL_LEAK"] >= planted["leaks"] and local["conservation"]["rejected"] == planted["missing"]


def test_duplicates_of_the_live_index_equal_local(ray_session, policy):
    from ingest_checks.ray_engine import run_checks_on_ray
    from ingest_checks.runner import run_checks
    from kbgate.corpus.load import load_corpus

    corpus = load_corpus(ROOT / "fixtures" / "corpus", policy)
    donor = next(d for d in corpus.documents if d.load_error is None and len(d.chunks) >= 2)
    live = [(f"live-copy@v1#{n}", c.text, donor.record.tenant_id) for n, c in enumerate(donor.chunks)]
    kw = {"as_of": AS_OF, "live_chunks": live, "only": ["near_duplicate"]}
    local = run_checks(corpus, policy, **kw)
    on_ray = run_checks_on_ray(ROOT / "fixtures" / "corpus", policy, **kw)
    dump = lambda r: sorted(f.model_dump_json() for f in r.findings)  # noqa: E731
    assert dump(on_ray) == dump(local)
    assert any("live_chunks=live-copy@v1#0" in (f.evidence or "") and f.doc_id == donor.record.doc_id
               for f in on_ray.findings)


@pytest.fixture
def extra_check(tmp_path):
    """Register a document check for one test (pickled by value so Ray workers can run it)."""
    import ray.cloudpickle

    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    added = []

    def add(check_id, fn):
        added.append(check_id)
        return register(check_id, category="test", scope="document", codes=("NEVER",), evidence="metadata")(fn)

    yield add
    for check_id in added:
        CHECKS._units.pop(check_id, None)
    ray.cloudpickle.unregister_pickle_by_value(sys.modules[__name__])


def test_check_that_raises_on_one_document_gives_check_failed_and_quarantine(ray_session, extra_check, policy,
                                                                              tmp_path):
    def crash_on_one(doc, params, ctx):
        if doc.record.doc_id == "globex-shipping-guide":
            raise ValueError("cannot judge this one")
        return []

    extra_check("test_crash_on_one", crash_on_one)
    on_ray, local = both(ROOT / "fixtures" / "corpus", policy, tmp_path, only=["test_crash_on_one", "source"])
    assert comparable(on_ray) == comparable(local)
    failed = [f for f in on_ray["findings"] if f["code"] == "CHECK_FAILED"]
    assert [(f["doc_id"], f["check_id"], f["action"]) for f in failed] == [
        ("globex-shipping-guide", "test_crash_on_one", "quarantine")]
    assert "ValueError: cannot judge this one" in failed[0]["message"]
    states = {d["doc_id"]: d["state"] for d in on_ray["documents"] if "doc_id" in d}
    assert states["globex-shipping-guide"] == "quarantined"
    assert states["globex-warranty-policy"] == "accepted"  # near miss: the other documents pass


def test_configuration_error_in_a_worker_stops_the_run_with_its_message(ray_session, extra_check, policy, tmp_path):
    def misconfigured(doc, params, ctx):
        raise ConfigError("checks.test_misconfigured: no such model; set checks.test_misconfigured.model")

    extra_check("test_misconfigured", misconfigured)
    for engine in ("local", "ray"):
        with pytest.raises(ConfigError, match="^checks.test_misconfigured: no such model; set "):
            run_ingest(ROOT / "fixtures" / "corpus", policy, as_of=AS_OF, engine=engine, workdir=tmp_path / engine,
                       only=["test_misconfigured"])


def test_worker_that_dies_is_retried_and_nothing_is_lost(ray_session, extra_check, policy, tmp_path):
    marker = tmp_path / "died-once"

    def die_once(doc, params, ctx):
        if doc.record.doc_id == "globex-shipping-guide" and not marker.exists():
            marker.touch()
            os._exit(1)  # the worker process dies mid-task
        return []

    extra_check("test_die_once", die_once)
    on_ray, local = both(ROOT / "fixtures" / "corpus", policy, tmp_path, only=["test_die_once", "source"])
    assert marker.exists()
    assert comparable(on_ray) == comparable(local)
    assert on_ray["conservation"]["holds"] and not any(f["code"] == "CHECK_FAILED" for f in on_ray["findings"])


def test_unknown_engine_is_an_input_error(policy, tmp_path):
    with pytest.raises(InputError, match="unknown engine 'spark'; use one of local, ray"):
        run_ingest(ROOT / "fixtures" / "corpus", policy, as_of=AS_OF, engine="spark", workdir=tmp_path)


def test_missing_ray_names_the_extra(monkeypatch):
    from ingest_checks import ray_engine

    monkeypatch.setitem(sys.modules, "ray", None)
    with pytest.raises(KbgateError, match=r"--engine ray needs Ray Data, which is not installed; "
                                          r"run: pip install 'kbgate\[ray\]'"):
        ray_engine.import_ray()


def test_cli_engine_options():
    runner = CliRunner()
    out = runner.invoke(cli, ["ingest", "--help"])
    assert out.exit_code == 0
    assert "--engine [local|ray]" in out.output and "--ray-address" in out.output
    out = runner.invoke(cli, ["ingest", "fixtures/corpus", "--policy", "policies/acme.yaml",
                               "--ray-address", "auto"])
    assert out.exit_code == 2
    assert "Error: --ray-address goes with --engine ray" in out.output
    out = runner.invoke(cli, ["ingest", "fixtures/corpus", "--policy", "policies/acme.yaml", "--engine", "spark"])
    assert out.exit_code == 2 and "'spark' is not one of 'local', 'ray'" in out.output


def test_step_one_reports_progress_per_task(ray_session, fixtures_runs):
    """Step 1 (Ray tasks) advances the caller's progress wrapper once per finished task, every document counted."""
    from kbgate.corpus.manifest import read_manifest

    seen = fixtures_runs[2]
    steps = [s for s in seen if "on Ray" in s[0]]
    documents = len(read_manifest(ROOT / "fixtures" / "corpus").records)  # every record kept, readable or not
    tasks = 4 * int(ray_session.cluster_resources()["CPU"])  # the engine asks 4 tasks per CPU
    assert steps == [[f"Checking {documents:,} documents on Ray ({tasks} tasks)", tasks, tasks]]
