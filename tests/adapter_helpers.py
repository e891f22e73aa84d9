"""Helpers shared by the adapter tests (test_adapters*.py): the examples/byo apps run through ``kbgate access``."""

from __future__ import annotations

import json
from contextlib import contextmanager
from pathlib import Path

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
BYO = ROOT / "examples" / "byo"
POLICY = str(ROOT / "policies" / "acme.yaml")
CORPUS = str(ROOT / "fixtures" / "corpus")
FRAMEWORKS = ("langchain", "llama_index", "haystack")


@contextmanager
def in_dir(path: Path):
    """Run with ``path`` as the CWD (a python: target's module is imported from there)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.chdir(path)
        yield


def load_corpus():
    from access_tests.truth import AccessCorpus
    from kbgate.policy import load_policy

    return AccessCorpus.from_corpus(CORPUS, load_policy(POLICY))


def access_run(corpus, target: str, **kw) -> dict:
    """The access report of ``python:<target>`` (an examples/byo factory), plain probes, one phrase per document."""
    from access_tests.access import run_access_test
    from kbgate.targets.adapters import load_target

    with in_dir(BYO):
        retriever = load_target(f"python:{target}")
    return run_access_test(corpus, retriever=retriever, target={"description": target}, variants=("plain",),
                           max_phrases=1, **kw)


def kinds(report: dict) -> set[str]:
    return {leak["kind"] for leak in report["leaks"]}


def assert_told_apart(corpus, app: str, leak_kinds: set[str], leaking_roles: set[str]) -> None:
    """Acceptance 1: ``app``'s correct retriever passes; its leaky one is caught with exactly these kinds and roles."""
    good = access_run(corpus, f"{app}:build_retriever")
    assert good["verdict"]["status"] == "passed" and good["leaks"] == [], good["verdict"]
    assert good["coverage"]["chunks"]["returned"] > 0 and good["warnings"]["unattributable"] == []
    bad = access_run(corpus, f"{app}:build_leaky_retriever")
    assert bad["verdict"]["exit_code"] == 1 and kinds(bad) == leak_kinds, kinds(bad)
    roles = {leak["actor"].split("/")[1] for leak in bad["leaks"]}
    assert roles == leaking_roles, roles


def assert_example_passes(app: str, workdir: Path) -> None:
    """The example's documented command (``kbgate access --target python:APP:build_retriever``) exits 0."""
    res = cli_access(f"{app}:build_retriever", workdir)
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert out["verdict"]["status"] == "passed" and out["leaks"] == [] and out["coverage"]["chunks"]["returned"] > 0


def cli_access(target: str, workdir: Path, *extra: str):
    """``kbgate access --target python:<target>`` run from examples/byo, as its docs say."""
    from kbgate.app.cli import cli

    with in_dir(BYO):
        return CliRunner().invoke(cli, ["access", "--policy", POLICY, "--corpus", CORPUS, "--target",
                                        f"python:{target}", "--max-phrases", "1", "--workdir", str(workdir),
                                        "--max-probes", "300", "--format", "json", *extra])
