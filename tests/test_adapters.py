"""In-process targets (kbgate.targets.adapters): spec loading, errors, CLI wiring, and help that imports no framework.

The framework adapters are tested on real in-memory stores in test_adapters_<framework>.py,
with the apps of examples/byo; the helpers they share (``access_run``, ``cli_access``...) are in
adapter_helpers.py.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from adapter_helpers import CORPUS, FRAMEWORKS, POLICY, ROOT
from click.testing import CliRunner


# ---------------------------------------------------------------------------
# loading a target
# ---------------------------------------------------------------------------
@pytest.fixture
def app_dir(tmp_path, monkeypatch):
    """A directory holding a user's module ``my_rag_<test>`` (written by the test), as the CWD."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    return tmp_path


def _module(app_dir: Path, name: str, source: str) -> str:
    (app_dir / f"{name}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    sys.modules.pop(name, None)
    return name


def test_a_module_in_the_cwd_imports_and_a_plain_callable_is_queried(app_dir):
    from kbgate.retrieval.retriever import Actor
    from kbgate.targets.adapters import load_target

    mod = _module(app_dir, "my_rag_cwd", """
        def build(actor):
            def retrieve(query, top_k):
                return [{"chunk_id": f"c{i}", "doc_id": actor.tenant_id, "version": None, "text": query, "score": i}
                        for i in range(5)]
            return retrieve
        """)
    r = load_target(f"python:{mod}:build")
    res = r.retrieve("q", Actor("acme", "employee"), top_k=3)
    assert [c.chunk_id for c in res.chunks] == ["c0", "c1", "c2"] and len(res.candidates) == 5
    assert res.chunks[0].doc_id == "acme" and res.chunks[2].score == 2.0
    assert r.target_for(Actor("acme", "employee")) is r.target_for(Actor("acme", "employee"))  # cached per actor
    assert str(r) == f"python:{mod}:build"


@pytest.mark.parametrize("spec, message", [
    ("python:nocolon", "target 'python:nocolon' is not an in-process target; write python:MODULE:CALLABLE"),
    ("python:no_such_module_h1:f", "target python:no_such_module_h1:f: module 'no_such_module_h1' not found; run "
                                   "kbgate from the directory that holds it or add its directory to PYTHONPATH"),
    ("python:{mod}:missing", "target python:{mod}:missing: module '{mod}' has no attribute 'missing'; name a "
                             "factory function that takes an actor and returns a retriever"),
    ("python:{mod}:NUMBER", "target python:{mod}:NUMBER: 'NUMBER' is a int, not callable"),
    ("python:{mod}:needs_extra", "importing '{mod}' failed: module 'langchain_core' is not installed; run pip "
                                 "install 'kbgate[langchain]'"),
])
def test_bad_specs_name_the_fix(app_dir, monkeypatch, spec, message):
    from kbgate.errors import KbgateError
    from kbgate.targets.adapters import load_target

    mod = _module(app_dir, "my_rag_bad", "NUMBER = 3\n")
    if "needs_extra" in spec:  # the user's module imports a framework that is not installed
        mod = _module(app_dir, "my_rag_extra", "import langchain_core\n")
        monkeypatch.setitem(sys.modules, "langchain_core", None)
    with pytest.raises(KbgateError) as err:
        load_target(spec.format(mod=mod))
    assert message.format(mod=mod) in str(err.value)


def test_an_object_kbgate_cannot_query_is_named(app_dir):
    from kbgate.errors import KbgateError
    from kbgate.retrieval.retriever import Actor
    from kbgate.targets.adapters import load_target

    mod = _module(app_dir, "my_rag_obj", "def build(actor):\n    return 42\n")
    with pytest.raises(KbgateError, match="the factory returned a builtins.int, which kbgate cannot query; return "
                                          "a LangChain BaseRetriever, a LlamaIndex retriever"):
        load_target(f"python:{mod}:build").retrieve("q", Actor("acme", "employee"))


def test_a_missing_framework_at_query_time_names_the_extra(monkeypatch):
    from kbgate.errors import KbgateError
    from kbgate.targets.adapters import require

    monkeypatch.setitem(sys.modules, "haystack", None)
    with pytest.raises(KbgateError, match=r"this target needs haystack: module 'haystack' is not installed; run "
                                          r"pip install 'kbgate\[haystack\]'"):
        require("haystack")


def test_bad_chunks_and_failing_factories_are_errors_never_passes(app_dir):
    from kbgate.retrieval.retriever import Actor
    from kbgate.targets.adapters import TargetError, load_target
    from kbgate.targets.http import ProtocolError

    mod = _module(app_dir, "my_rag_fail", """
        def no_text(actor):
            return lambda query, top_k: [{"chunk_id": "c1", "doc_id": "d"}]
        def raises(actor):
            raise RuntimeError("index not built")
        def not_a_list(actor):
            return lambda query, top_k: {"chunks": []}
        """)
    actor = Actor("acme", "employee")
    with pytest.raises(ProtocolError, match=r"response field 'chunks\[0\].text' is missing"):
        load_target(f"python:{mod}:no_text").retrieve("q", actor)
    with pytest.raises(TargetError, match="the factory raised RuntimeError: index not built for actor acme/employee"):
        load_target(f"python:{mod}:raises").retrieve("q", actor)
    with pytest.raises(TargetError, match="the retriever returned a dict; a callable target must return a list"):
        load_target(f"python:{mod}:not_a_list").retrieve("q", actor)


def test_metadata_keys_parse_and_reject_unknown_names():
    from kbgate.errors import KbgateError
    from kbgate.targets.adapters import MetadataKeys

    assert MetadataKeys.parse(["doc_id=source_id", "version = rev"]) == MetadataKeys(doc_id="source_id", version="rev")
    with pytest.raises(KbgateError, match="'tenant=t' is not a metadata key mapping; write NAME=KEY with NAME one of "
                                          "doc_id, version, chunk_id, score"):
        MetadataKeys.parse(["tenant=t"])


# ---------------------------------------------------------------------------
# CLI
# ---------------------------------------------------------------------------
def run_main(capsys, *args: str) -> tuple[int, str]:
    """The console entry point's exit code and output (errors print as ``Error: ...``)."""
    from kbgate.app.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(list(args))
    out = capsys.readouterr()
    return exit_.value.code, out.out + out.err


def test_a_failing_factory_makes_access_inconclusive_exit_1(app_dir):
    from kbgate.app.cli import cli

    mod = _module(app_dir, "my_rag_down", "def build(actor):\n    raise ConnectionError('vector db down')\n")
    res = CliRunner().invoke(cli, ["access", "--policy", POLICY, "--corpus", CORPUS, "--target", f"python:{mod}:build",
                                   "--max-probes", "5", "--workdir", str(app_dir / "w"), "--format", "json"])
    assert res.exit_code == 1, res.output
    out = json.loads(res.output)
    assert out["verdict"]["status"] == "inconclusive" and out["leaks"] == []


@pytest.mark.parametrize("args, message", [
    (["--target", "python:x:y", "--mode", "exhaustive"], "--mode exhaustive needs --store: a python: target can only "
                                                         "be probed"),
    (["--target", "python:x:y", "--header", "A: b"], "--header goes with an HTTP --target, not with a python: target"),
    (["--target", "http://127.0.0.1:1", "--metadata-key", "doc_id=d"],
     "--metadata-key goes with a python: --target, not with an HTTP URL"),
    (["--target", "python:no_such_module_h1:f"], "Error: target python:no_such_module_h1:f: module 'no_such_module_h1' "
                                                 "not found"),
])
def test_access_usage_errors_exit_2(capsys, args, message):
    code, output = run_main(capsys, "access", "--policy", POLICY, "--corpus", CORPUS, *args)
    assert code == 2 and message in output, output


@pytest.mark.parametrize("args, message", [
    ([], "pass --store (with --candidate and --baseline), or --target-candidate and --target-baseline"),
    (["--target-candidate", "python:x:y"], "pass --baseline ALIAS_OR_VERSION, or --baseline none for a first release"),
    (["--target-candidate", "python:x:y", "--target-baseline", "python:x:z", "--header", "A: b"],
     "--header goes with an HTTP --target-candidate, not with a python: target"),
    (["--target-candidate", "http://127.0.0.1:1", "--target-baseline", "http://127.0.0.1:2", "--header", "nocolon"],
     "Invalid value for --header: 'nocolon' is not a header; write 'NAME: VALUE'"),
    (["--target-candidate", "localhost:1", "--target-baseline", "http://127.0.0.1:2"],
     "Invalid value for --target-candidate: 'localhost:1' is not a service URL"),
])
def test_gate_usage_errors_exit_2(capsys, args, message):
    code, output = run_main(capsys, "gate", "--policy", POLICY, "--eval", str(ROOT / "fixtures/eval/locked.jsonl"),
                            *args)
    assert code == 2 and message in output, output


def test_help_names_both_target_forms():
    from kbgate.app.cli import cli

    for cmd, option in (("access", "--target"), ("gate", "--target-candidate")):
        out = " ".join(CliRunner().invoke(cli, [cmd, "--help"]).output.split())
        assert option in out and "base URL of a RAG service" in out and "python:MODULE:CALLABLE" in out


def test_help_imports_no_framework():
    """Acceptance 4: `kbgate --help` and `kbgate access --help` import none of the frameworks."""
    for args in ([], ["access"], ["gate"]):
        code = ("import sys; from kbgate.app.cli import cli\n"
                f"try:\n    cli({[*args, '--help']!r})\nexcept SystemExit:\n    pass\n"
                f"print([m for m in sys.modules if m.split('.')[0] in {FRAMEWORKS!r}])")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        assert out.stdout.strip().splitlines()[-1] == "[]", (args, out.stdout[-300:])


def test_a_plain_target_imports_no_framework(tmp_path):
    """Loading and querying a plain callable imports no framework (only its target's framework is imported)."""
    code = ("import sys; sys.path.insert(0, 'examples/byo')\n"
            "from kbgate.targets.adapters import load_target; from kbgate.retrieval.retriever import Actor\n"
            "res = load_target('python:plain_app:build_retriever').retrieve('退款', Actor('acme', 'employee'))\n"
            f"print(len(res.chunks), [m for m in sys.modules if m.split('.')[0] in {FRAMEWORKS!r}])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    n, loaded = out.stdout.strip().split(" ", 1)
    assert int(n) > 0 and loaded == "[]"


@pytest.mark.parametrize("page", ["docs/bring-your-own-rag.md", "examples/byo/README.md"])
def test_the_bring_your_own_rag_pages_use_real_options_and_links(page):
    import re

    from test_docs import _kbgate_calls

    path = ROOT / page
    text = path.read_text(encoding="utf-8")
    calls = list(_kbgate_calls(text))
    assert {name for _, name, _ in calls} >= {"access", "gate"}
    for cmd, name, options in calls:
        known = {"--help", *(o for p in cmd.params for o in (*p.opts, *p.secondary_opts))}
        assert not [o for o in options if o not in known], (name, options)
    for link in re.findall(r"\]\(([^)#]+)\)", text):
        assert (path.parent / link).resolve().exists(), link
