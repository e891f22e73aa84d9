"""A check registered in a test runs on the Ray engine from its declaration alone, as on the local engine.

No engine knows these checks: each engine runs them from ``scope``/``runs``/``group_by``.
Ray starts once for the module, small (2 CPUs, a 200 MB object store), and is shut down at the end.
"""

from __future__ import annotations

import datetime as dt
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from ingest_checks.pipeline import run_ingest
from ingest_checks.registry import CHECKS, all_checks, register

ray = pytest.importorskip("ray")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from ray_bench import comparable  # noqa: E402

AS_OF = dt.date(2026, 11, 29)
CORPUS = ROOT / "fixtures" / "corpus"


@pytest.fixture(scope="module")
def ray_local(ray_session):
    """Ray for the module; this module's functions are pickled by value so Ray workers can run them."""
    import ray.cloudpickle

    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    yield ray_session
    ray.cloudpickle.unregister_pickle_by_value(sys.modules[__name__])


@contextmanager
def registered(check_id: str, fn, **declaration):
    """Register ``fn`` as check ``check_id`` for the block only."""
    try:
        yield register(check_id, category="test", codes=("MARKED",), evidence="metadata", **declaration)(fn)
    finally:
        CHECKS._units.pop(check_id, None)


def mentions_policy(doc, params, ctx):
    """Per document: the documents whose text says "policy"."""
    check = CHECKS["test_mentions_policy"]
    return [check.finding(params, doc, "MARKED", "mentions a policy", action="warn")] \
        if "policy" in doc.text.lower() else []


def tenant_key(doc) -> tuple[str]:
    return (str(doc.record.tenant_id),)


def longest_of_tenant(docs, params, ctx):
    """Grouped by tenant: every document of a tenant but its longest one (a finding depends on its group)."""
    check = CHECKS["test_longest_of_tenant"]
    out = []
    for tenant in dict.fromkeys(d.record.tenant_id for d in docs):
        mine = [d for d in docs if d.record.tenant_id == tenant]
        longest = max(mine, key=lambda d: (len(d.text), d.key))
        out += [check.finding(params, d, "MARKED", f"shorter than {longest.key}", action="quarantine")
                for d in mine if d is not longest]
    return out


def short_text(docs, params, ctx):
    """Per document over the corpus: documents under 400 characters."""
    check = CHECKS["test_short_text"]
    return [check.finding(params, d, "MARKED", f"{len(d.text)} characters", action="warn")
            for d in docs if len(d.text) < 400]


def both(policy, tmp_path, only) -> tuple[dict, dict]:
    out = {}
    for engine in ("ray", "local"):
        res = run_ingest(CORPUS, policy, as_of=AS_OF, engine=engine, workdir=tmp_path / engine, only=only)
        assert res.conservation["holds"]
        out[engine] = res.report
    return out["ray"], out["local"]


def test_new_checks_run_on_ray_as_locally_from_their_declaration(ray_local, policy, tmp_path):
    with registered("test_mentions_policy", mentions_policy, scope="document"), \
            registered("test_longest_of_tenant", longest_of_tenant, scope="corpus", runs="grouped",
                       group_by=tenant_key), \
            registered("test_short_text", short_text, scope="corpus", runs="per_document"):
        ids = ["test_mentions_policy", "test_longest_of_tenant", "test_short_text"]
        on_ray, local = both(policy, tmp_path, ids)
    assert comparable(on_ray) == comparable(local)
    by_check = {cid: [f for f in local["findings"] if f["check_id"] == cid] for cid in ids}
    assert all(by_check.values()), {cid: len(fs) for cid, fs in by_check.items()}
    from kbgate.corpus.manifest import read_manifest

    tenants = {rec.tenant_id for _, rec in read_manifest(CORPUS).records}
    assert len(tenants) >= 2  # several groups, so the grouped check is really split
    assert any(d["state"] == "quarantined" for d in on_ray["documents"])
    # the registration does not outlive the block
    assert not set(ids) & set(all_checks())


def test_grouped_check_that_raises_gives_check_failed_on_both_engines(ray_local, policy, tmp_path):
    def broken(docs, params, ctx):
        raise ValueError("cannot group")

    with registered("test_broken_group", broken, scope="corpus", runs="grouped", group_by=tenant_key):
        on_ray, local = both(policy, tmp_path, ["test_broken_group"])
    assert comparable(on_ray) == comparable(local)
    failed = [f for f in on_ray["findings"] if f["code"] == "CHECK_FAILED"]
    assert failed and all("ValueError: cannot group" in f["message"] for f in failed)


def test_group_by_goes_with_runs_grouped():
    with pytest.raises(ValueError, match="group_by goes with runs='grouped'"):
        register("test_bad_declaration", category="test", scope="corpus", runs="grouped")(short_text)
    assert "test_bad_declaration" not in CHECKS
