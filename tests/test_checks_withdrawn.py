"""The ``withdrawn`` check: withdrawn documents are never accepted."""

import datetime as dt

import pytest

from ingest_checks.registry import RunContext
from ingest_checks.withdrawn import WithdrawnParams, check_withdrawn
from kbgate.models import Document, ManifestRecord


@pytest.fixture(scope="module")
def params(policy):
    """The ``withdrawn`` parameters of the example policy."""
    return WithdrawnParams.model_validate(policy.check_config("withdrawn"))


@pytest.fixture(scope="module")
def ctx(policy):
    return RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="test")


def make_doc(**fields) -> Document:
    record = dict(doc_id="faq", version="v1", path="acme/faq.md", source="acme-kb", tenant_id="acme",
                  classification="public", effective_from="2024-01-01")
    record.update(fields)
    return Document(record=ManifestRecord(**record), text="退货政策：七天无理由退货。")


@pytest.mark.parametrize(("fields", "codes"), [
    ({"status": "withdrawn"}, ["WITHDRAWN"]),
    ({"status": "withdrawn", "expires_at": "2030-01-01"}, ["WITHDRAWN"]),
    # near-misses: active documents, even expired or titled "withdrawn", are not this check's business
    ({"status": "active"}, []),
    ({}, []),
    ({"title": "Withdrawn products list"}, []),
    ({"expires_at": "2024-02-01"}, []),
])
def test_withdrawn_codes(params, ctx, fields, codes):
    assert [f.code for f in check_withdrawn.fn(make_doc(**fields), params, ctx)] == codes


def test_withdrawn_finding_is_quarantined_and_says_what_happens(params, ctx):
    (finding,) = check_withdrawn.fn(make_doc(status="withdrawn"), params, ctx)
    assert finding.action == "quarantine"
    assert finding.check_id == "withdrawn"
    assert (finding.doc_id, finding.version) == ("faq", "v1")
    assert "never indexed" in finding.message and "kbgate access" in finding.message


def test_withdrawn_action_cannot_be_unknown():
    with pytest.raises(ValueError):
        WithdrawnParams.model_validate({"action": "ignore"})
