"""Plain-callable targets: ``(query, top_k) -> list[dict]`` in the protocol's chunk shape (examples/byo/plain_app.py).

Acceptance 1: the correct retriever passes ``kbgate access``; the leaky one (a title-lookup
shortcut that skips the access filter) is caught as cross_tenant, above_clearance and
outside_allowed_roles.
"""

from __future__ import annotations

import pytest
from adapter_helpers import assert_example_passes, assert_told_apart, load_corpus


@pytest.fixture(scope="module")
def corpus():
    return load_corpus()


def test_correct_retriever_passes_and_the_leaky_one_is_caught(corpus):
    assert_told_apart(corpus, "plain_app", {"cross_tenant", "above_clearance", "outside_allowed_roles",
                                            "outside_allowed_principals"},
                      {"employee", "support_agent", "manager", "risk_officer"})


def test_the_example_passes_through_the_cli(tmp_path):
    assert_example_passes("plain_app", tmp_path)
