"""Generated docs are current; the documented CLI behaviours (--version, shell completion) work."""

from __future__ import annotations

import difflib
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
KBGATE = str(Path(sys.executable).parent / "kbgate")


def _gen_docs():
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "scripts" / "gen_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


GEN = _gen_docs()


@pytest.mark.parametrize("path", list(GEN.GENERATED), ids=lambda p: p.name)
def test_generated_doc_is_current(path):
    expected = GEN.GENERATED[path]()
    actual = path.read_text(encoding="utf-8") if path.is_file() else ""
    if actual != expected:
        diff = "".join(list(difflib.unified_diff(actual.splitlines(True), expected.splitlines(True),
                                                 str(path.relative_to(ROOT)), "generated", n=1))[:30])
        pytest.fail(f"{path.relative_to(ROOT)} is stale; run `make docs` and commit the result\n{diff}")


def test_cli_reference_does_not_depend_on_the_terminal_width(monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    narrow = GEN.cli_reference()
    monkeypatch.setenv("COLUMNS", "250")
    assert GEN.cli_reference() == narrow


def test_cli_reference_has_every_command():
    from click import Group

    from kbgate.app.cli import cli

    text = GEN.cli_reference()

    def names(group, prefix):
        for name, cmd in group.commands.items():
            yield f"{prefix} {name}"
            if isinstance(cmd, Group):
                yield from names(cmd, f"{prefix} {name}")

    missing = [n for n in names(cli, "kbgate") if f"\n## {n}\n" not in text]
    assert not missing


def test_policy_reference_has_every_schema_section_and_check():
    import json

    from ingest_checks.registry import all_checks

    text = GEN.policy_reference()
    schema = json.loads((ROOT / "policies" / "policy.schema.json").read_text(encoding="utf-8"))
    assert all(f"\n## {name}\n" in text for name in schema["$defs"])
    assert all(f"| `{key}` |" in text for key in schema["properties"])
    assert all(f"\n### {cid}\n" in text for cid in all_checks())


def test_version_prints_the_package_version():
    from importlib.metadata import version

    out = subprocess.run([KBGATE, "--version"], capture_output=True, text=True, check=True).stdout
    assert out == f"kbgate, version {version('kbgate')}\n"


def test_shell_completion_uses_clicks_mechanism():
    env = {**os.environ, "_KBGATE_COMPLETE": "bash_complete", "COMP_WORDS": "kbgate ingest --fa", "COMP_CWORD": "2"}
    out = subprocess.run([KBGATE], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0 and out.stdout.split() == ["plain,--fail-on"]
    script = subprocess.run([KBGATE], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "_KBGATE_COMPLETE": "bash_source"}).stdout
    assert "_kbgate_completion()" in script and "complete " in script


EXAMPLES = ["examples/github-actions/kbgate.yml", "examples/airflow_or_prefect.md", "docs/own-rag-service.md",
            "docs/pytest-plugin.md", "docs/concepts.md", "docs/exit-codes.md"]


def _kbgate_calls(text: str):
    """``(command path, options)`` of every shell-style ``kbgate COMMAND ... --option`` in ``text``."""
    import re

    from click import Group

    from kbgate.app.cli import cli

    for line in text.replace("\\\n", " ").splitlines():
        for m in re.finditer(r"(?<![\w./-])kbgate ([^|;>`#]*)", line):
            tokens, cmd, path = m.group(1).split(), cli, []
            while tokens and isinstance(cmd, Group) and tokens[0] in cmd.commands:
                path.append(tokens[0])
                cmd = cmd.commands[tokens.pop(0)]
            if path:
                yield cmd, " ".join(path), [t.split("=")[0] for t in tokens if t.startswith("--")]


@pytest.mark.parametrize("name", EXAMPLES)
def test_examples_use_real_commands_and_options(name):
    text = (ROOT / name).read_text(encoding="utf-8")
    calls = list(_kbgate_calls(text))
    assert calls, f"{name}: no kbgate command found"
    for cmd, path, options in calls:
        known = {o for p in cmd.params for o in (*p.opts, *p.secondary_opts)}
        unknown = [o for o in options if o not in known]
        assert not unknown, f"{name}: kbgate {path} has no option {', '.join(unknown)}"


def test_workflow_example_is_valid_yaml_with_the_release_steps():
    import yaml

    wf = yaml.safe_load((ROOT / "examples/github-actions/kbgate.yml").read_text(encoding="utf-8"))
    steps = " ".join(s.get("run", "") for s in wf["jobs"]["check"]["steps"])
    for command in ("kbgate ingest", "kbgate access", "kbgate gate", "kbgate report"):
        assert command in steps
    assert any(s.get("uses", "").startswith("actions/upload-artifact") for s in wf["jobs"]["check"]["steps"])
    promote = wf["jobs"]["promote"]
    assert "refs/heads/main" in promote["if"] and "== 'PASS'" in promote["if"]
    assert "kbgate promote" in " ".join(s.get("run", "") for s in promote["steps"])
