import os
import sys
from pathlib import Path

import httpcore  # noqa: F401
import pytest
import yaml

# httpx imports httpcore lazily and caches its exception classes on first use. Pytester's in-process
# runs drop the modules first imported inside them, so a later test would get a second httpcore whose
# errors httpx no longer maps: importing it here, once, keeps one httpcore for the session.

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).parent))
os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("KBGATE_CACHE_DIR", str(ROOT / ".kbgate" / "cache"))


@pytest.fixture(scope="session")
def policy():
    """The example policy, validated by the pydantic model (no check-section validation)."""
    from kbgate.policy import Policy

    return Policy.model_validate(yaml.safe_load((ROOT / "policies" / "acme.yaml").read_text(encoding="utf-8")))


@pytest.fixture
def env(tmp_path_factory, tmp_path):
    """A private copy of the promotion tests' template store (``promote_helpers.Env``); closed after the test.

    Test modules with another kind of ``env`` (access, multi-turn) define their own, which wins.
    """
    from promote_helpers import make_env

    e = make_env(tmp_path_factory, tmp_path)
    yield e
    e.store.close()


@pytest.fixture(scope="module")
def ray_session():
    """A local Ray for a Ray test file (``tests/test_ray_*.py``, which run together on one worker, first), started if
    none runs; :func:`pytest_runtest_teardown` stops it after the last of them (each file started and stopped its own
    before: 5 s of CPU more for the two)."""
    ray = pytest.importorskip("ray")
    if not ray.is_initialized():
        ray.init(num_cpus=2, object_store_memory=200 * 1024**2, include_dashboard=False, log_to_driver=False)
    return ray


def pytest_runtest_teardown(item, nextitem):
    if _ray_module(item.nodeid) and (nextitem is None or not _ray_module(nextitem.nodeid)):
        ray = sys.modules.get("ray")
        if ray is not None and ray.is_initialized():
            ray.shutdown()


def _ray_module(nodeid: str) -> bool:
    return Path(nodeid.split("::", 1)[0]).name.startswith("test_ray")


def _group(nodeid: str) -> str | None:
    """The unit of work of test files that run on one worker together: the Ray modules (one local Ray cluster at a
    time), the injection modules (each worker that ran some compiled most of the ten languages' rules again: the
    injection files took 144 s of CPU spread over three workers, 115 s on one, 8 December 2026)."""
    name = Path(nodeid.split("::", 1)[0]).name
    return "ray" if name.startswith("test_ray") else "injection" if name.startswith("test_injection") else None


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``make test`` runs ``pytest -n N --dist loadfile``: one worker runs a whole test file.

    So module- and session-scoped fixtures (ingested stores, served aliases) are built once per
    file rather than once per worker. The Ray modules form one unit, so a single worker runs them
    one after the other and only one local Ray cluster runs at a time.
    """
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class GroupsTogether(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return _group(nodeid) or super()._split_scope(nodeid)

    return GroupsTogether(config, log)


#: the files that took longest on a worker (seconds in a loaded run of 6 December 2026: access 355, install 133, access
#: verdicts 113, gate 106), started right after the Ray and the injection modules (:func:`_group`) so that none of them
#: is left to end the run alone
LONG_FILES = ("test_access.py", "test_install.py", "test_access_verdicts.py", "test_gate.py")


def _start_rank(nodeid: str) -> int:
    name, group = Path(nodeid.split("::", 1)[0]).name, _group(nodeid)
    return (("ray", "injection").index(group) if group else
            2 + LONG_FILES.index(name) if name in LONG_FILES else 2 + len(LONG_FILES))


def pytest_collection_modifyitems(config, items):
    """On an xdist worker, the Ray modules first, then the injection modules, then :data:`LONG_FILES`: the longest units
    of work start first (``make test`` keeps the collection order with ``--no-loadscope-reorder``), so none ends the run
    alone."""
    if hasattr(config, "workerinput"):
        items.sort(key=lambda item: _start_rank(item.nodeid))
