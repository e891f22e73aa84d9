"""Shared by the access tests: one probe run of a retriever served over the real HTTP protocol."""

from __future__ import annotations


def http_run(corpus, service, **kw) -> dict:
    """Serve ``service`` on a free port and run the access test against it (plain forms, one phrase by default)."""
    from leaky_targets import serving

    from access_tests.access import run_access_test
    from kbgate.targets.http import HttpRetriever

    kw.setdefault("variants", ("plain",))
    kw.setdefault("max_phrases", 1)
    with serving(service) as url:
        return run_access_test(corpus, retriever=HttpRetriever(url, timeout=10, retries=1, max_concurrency=8),
                               target={"description": url}, **kw)
