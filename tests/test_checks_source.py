"""The ``source`` check: allowlisted sources, path globs and sha256 digests."""

import datetime as dt

import pytest

from ingest_checks.registry import RunContext
from ingest_checks.source import SourceParams, check_source
from kbgate.models import Document, ManifestRecord
from kbgate.paths import normalise_path, path_in_glob


@pytest.fixture(scope="module")
def params(policy):
    """The ``source`` parameters of the example policy."""
    return SourceParams.model_validate(policy.check_config("source"))


@pytest.fixture(scope="module")
def ctx(policy):
    return RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="test")
SHA_A = "a" * 64
SHA_B = "b" * 64


def make_doc(source="acme-kb", path="acme/faq.md", sha256=None, file_sha256=SHA_A) -> Document:
    record = ManifestRecord(doc_id="faq", version="v1", path=path, source=source, sha256=sha256,
                            tenant_id="acme", classification="public", effective_from="2024-01-01")
    return Document(record=record, text="保修期为一年。", file_sha256=file_sha256)


@pytest.mark.parametrize(("source", "path", "sha256", "file_sha256", "codes"), [
    # matches
    ("evil-mirror", "acme/faq.md", None, SHA_A, ["UNKNOWN_SOURCE"]),
    ("acme-kb", "globex/faq.md", None, SHA_A, ["UNKNOWN_SOURCE"]),
    ("acme-notices", "acme/faq.md", None, SHA_A, ["UNKNOWN_SOURCE"]),
    ("acme-kb", "acme/../globex/faq.md", None, SHA_A, ["UNKNOWN_SOURCE"]),
    ("acme-kb", "../acme/faq.md", None, SHA_A, ["UNKNOWN_SOURCE"]),
    ("acme-kb", "/acme/faq.md", None, SHA_A, ["UNKNOWN_SOURCE"]),
    ("acme-kb", "ACME/faq.md", None, SHA_A, ["UNKNOWN_SOURCE"]),
    ("acme-kb", "acme/faq.md", SHA_A, SHA_B, ["DIGEST_MISMATCH"]),
    ("product-manuals", "acme/manuals/x1.pdf", None, SHA_A, ["DIGEST_MISSING"]),
    ("product-manuals", "acme/manuals/x1.pdf", SHA_B, SHA_A, ["DIGEST_MISMATCH"]),
    ("product-manuals", "acme/x1.pdf", None, SHA_A, ["UNKNOWN_SOURCE", "DIGEST_MISSING"]),
    # near-misses
    ("acme-kb", "acme/faq.md", None, SHA_A, []),
    ("acme-kb", "acme/notices/n1.md", None, SHA_A, []),  # * also matches /
    ("acme-notices", "acme/notices/n1.md", None, SHA_A, []),
    ("acme-kb", "./acme/faq.md", None, SHA_A, []),
    ("acme-kb", "acme\\faq.md", None, SHA_A, []),
    ("acme-kb", "acme/sub/../faq.md", None, SHA_A, []),
    ("acme-kb", "acme/faq.md", SHA_A, SHA_A, []),
    ("acme-kb", "acme/faq.md", SHA_A.upper(), SHA_A, []),  # hex case does not matter
    ("acme-kb", "acme/faq.md", SHA_A, None, []),  # file not hashed (missing file is a parse finding)
    ("product-manuals", "globex/manuals/x1.pdf", SHA_A, SHA_A, []),
])
def test_source_codes(params, ctx, source, path, sha256, file_sha256, codes):
    findings = check_source.fn(make_doc(source, path, sha256, file_sha256), params, ctx)
    assert [f.code for f in findings] == codes
    assert all(f.action == "quarantine" for f in findings)


@pytest.mark.parametrize(("path", "glob", "inside"), [
    ("acme/a.md", "acme/*", True),
    ("acme/x/y/z.md", "acme/*", True),
    ("acme/x/y/z.md", "*/manuals/*", False),
    ("acme/manuals/m.pdf", "*/manuals/*", True),
    ("anything/at/all.md", "**", True),
    ("acme/../../etc/passwd", "acme/*", False),
    ("acme/../../etc/passwd", "**", False),
    ("C:/acme/a.md", "*", False),
    ("acmex/a.md", "acme/*", False),
])
def test_path_in_glob(path, glob, inside):
    assert path_in_glob(path, glob) is inside


@pytest.mark.parametrize(("path", "normal"), [
    ("acme/a.md", "acme/a.md"),
    ("./acme//a.md", "acme/a.md"),
    ("acme\\notices\\n.md", "acme/notices/n.md"),
    ("acme/../b.md", "b.md"),
    ("../b.md", None),
    ("/etc/passwd", None),
])
def test_normalise_path(path, normal):
    assert normalise_path(path) == normal


def test_digest_evidence_is_short_and_message_says_how_to_fix(params, ctx):
    (finding,) = check_source.fn(make_doc(sha256=SHA_A, file_sha256=SHA_B), params, ctx)
    assert SHA_A not in finding.evidence and SHA_A[:12] in finding.evidence
    assert "update the manifest" in finding.message


def test_code_actions_override_per_code(ctx):
    params = SourceParams.model_validate({"action": "quarantine", "code_actions": {"DIGEST_MISSING": "flag"}})
    (finding,) = check_source.fn(make_doc("product-manuals", "acme/manuals/x1.pdf"), params, ctx)
    assert finding.action == "flag"
