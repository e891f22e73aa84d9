"""Leaks outside ``chunks`` and ``candidates``: citations, the answer, extra response fields.

Each service of tests/leaky_targets searches a real store (Qdrant Edge) built from the fixture
corpus and answers over the real HTTP protocol; each planted bug is caught with the right kind
and channel, and each correct twin has no leak.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
POLICY = str(ROOT / "policies" / "acme.yaml")
CORPUS = str(ROOT / "fixtures" / "corpus")


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    """The fixture corpus as the truth, and a store version of its active documents."""
    from access_tests.truth import AccessCorpus
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy
    from kbgate.store import build_version, open_store

    policy = load_policy(POLICY)
    docs = load_corpus(CORPUS, policy).documents
    store = open_store(tmp_path_factory.mktemp("channels") / "store")
    version = build_version(store, "kb", "channels", [c for d in docs if d.record.status == "active" for c in d.chunks])
    yield AccessCorpus.from_corpus(CORPUS, policy), store, version, policy
    store.close()


def _run(world, name: str, bug: bool) -> dict:
    import leaky_targets
    from leaky_targets import serving

    from access_tests.access import run_access_test
    from kbgate.targets.http import HttpRetriever

    corpus, store, version, policy = world
    titles = {d.doc_id: d.title for d in corpus.truth.docs.values() if d.title}
    service = getattr(leaky_targets, name)(store, version, policy, bug=bug, titles=titles)
    with serving(service) as url:
        return run_access_test(corpus, retriever=HttpRetriever(url, timeout=10, retries=1, max_concurrency=8),
                               target={"description": url}, variants=("plain",), max_phrases=1, max_probes=600)


@pytest.mark.parametrize("name, channel", [
    ("CitingService", "citations"),
    ("SeeAlsoService", "answer"),
    ("QuotingService", "answer"),
    ("SourcesService", "sources"),
])
def test_leak_outside_the_chunks_is_caught_and_the_twin_has_none(world, name, channel):
    bad = _run(world, name, bug=True)
    assert {x["channel"] for x in bad["leaks"]} == {channel}
    assert "cross_tenant" in {x["kind"] for x in bad["leaks"]} and bad["verdict"]["exit_code"] == 1
    good = _run(world, name, bug=False)
    assert good["leaks"] == [] and good["verdict"]["status"] != "leaks", good["verdict"]
