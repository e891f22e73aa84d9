"""kbgate.testing's assertions and the kbgate_policy / kbgate_target fixtures, run with pytester in a subprocess
(an in-process run would import numpy a second time after pytester restores ``sys.modules``).

The leaky target and its correct twin are examples/byo/plain_app.py's factories over the fixture corpus
(a planted title-lookup shortcut that skips the access filter); the documents are fixture files.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parent.parent
POLICY = str(ROOT / "policies" / "acme.yaml")
CORPUS = str(ROOT / "fixtures" / "corpus")

ACCESS_TESTS = f'''
from kbgate.testing import assert_no_leaks

def test_leaky_twin():
    assert_no_leaks("python:plain_app:build_leaky_retriever", {POLICY!r}, {CORPUS!r}, max_phrases=1,
                    workdir="w1")

def test_correct_twin_through_the_fixtures(kbgate_policy, kbgate_target):
    assert kbgate_policy.name == "acme-after-sales"
    out = assert_no_leaks(kbgate_target, kbgate_policy, {CORPUS!r}, max_phrases=1, workdir="w2")
    assert out.decision == "passed"
'''


@pytest.fixture()
def byo(monkeypatch):
    """examples/byo (the python: targets) and this tree on the subprocess's path."""
    import os

    paths = [str(ROOT / "examples" / "byo"), str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(paths))


def _failures(pytester, result) -> dict[str, str]:
    """Failed test name -> its failure text, from the run's JUnit XML."""
    import xml.etree.ElementTree as ET

    cases = ET.parse(pytester.path / "junit.xml").getroot().iter("testcase")
    return {c.get("name"): "".join(f.text or "" for f in c.findall("failure")) for c in cases
            if c.find("failure") is not None}


def test_assert_no_leaks_fails_the_leaky_target_with_the_leak_matrix_and_passes_its_twin(pytester, byo):
    pytester.makepyfile(test_access=ACCESS_TESTS)
    # the fixtures from the options; -m deselects the plugin's own kbgate:: tests (their runs are lazy, so none runs)
    result = pytester.runpytest_subprocess(
        "--kbgate-policy", POLICY, "--kbgate-target", "python:plain_app:build_retriever",
        "-m", "not kbgate_access and not kbgate_gate and not kbgate_ingest", "-p", "no:cacheprovider",
        "--junitxml", "junit.xml")
    failed = _failures(pytester, result)
    assert set(failed) == {"test_leaky_twin"}, result.stdout.str()[-3000:]
    message = failed["test_leaky_twin"]
    assert "AssertionError" in message and "Leak matrix" in message and "unauthorized chunk(s)" in message
    rows = re.findall(r"^E +(acme|globex)/[a-z_]+ +([.\d ]+)$", message, flags=re.M)
    assert len(rows) >= 8 and any(any(c.isdigit() for c in cells) for _, cells in rows)  # cells count leaked chunks
    assert result.parseoutcomes()["passed"] == 1  # the correct twin, through kbgate_policy and kbgate_target


def test_fixtures_skip_without_policy_or_target(pytester, byo):
    pytester.makepyfile(test_fx="def test_fx(kbgate_policy):\n    pass\n")
    result = pytester.runpytest_subprocess("-rs", "-p", "no:cacheprovider")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*no kbgate policy: pass --kbgate-policy*"])


DOCUMENT_TESTS = f'''
import datetime as dt
from kbgate.testing import assert_documents_clean

BASE = {{"version": "v1", "source": "acme-kb", "tenant_id": "acme", "classification": "internal",
         "effective_from": "2026-01-01"}}

def test_clean():
    assert_documents_clean([{{"text": "Store hours: 10:00 to 21:00, holidays included.",
                             "metadata": {{**BASE, "doc_id": "hours", "path": "acme/hours.md"}}}}], {POLICY!r}, as_of=dt.date(2026, 11, 29),
                           workdir="w1")

def test_contaminated():
    text = open({str(ROOT / "fixtures/corpus/acme/sandbox/injection-sample.md")!r}, encoding="utf-8").read()
    assert_documents_clean([{{"text": "Store hours: 10:00 to 21:00.", "metadata": {{**BASE, "doc_id": "hours", "path": "acme/hours.md"}}}},
                            {{"text": text, "metadata": {{**BASE, "doc_id": "sample", "path": "acme/sample.md"}}}}], {POLICY!r},
                           as_of=dt.date(2026, 11, 29), workdir="w2")
'''


def test_assert_documents_clean_lists_the_held_document_and_its_findings(pytester, byo):
    pytester.makepyfile(test_docs=DOCUMENT_TESTS)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "--junitxml", "junit.xml")
    failed = _failures(pytester, result)
    assert set(failed) == {"test_contaminated"}, result.stdout.str()[-3000:]
    message = failed["test_contaminated"]
    assert "1 of 2 document(s) not clean" in message and "#1 sample@v1: quarantined" in message
    assert "INJECTION_" in message
