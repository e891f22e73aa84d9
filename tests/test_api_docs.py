"""docs/api.md: every public name has its reference entry, and every example runs, in order, as written."""

from __future__ import annotations

import re
from pathlib import Path

import kbgate

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
EXAMPLES = re.findall(r"```python\n(.*?)```", DOC, flags=re.S)


def test_every_public_name_has_a_reference_entry():
    assert [name for name in kbgate.__all__ if f"\n### kbgate.{name}\n" not in DOC] == []
    assert sorted(re.findall(r"\n### kbgate\.(\w+)\n", DOC)) == sorted(kbgate.__all__)


def test_the_examples_run(tmp_path, monkeypatch, capsys):
    """The examples share one namespace (a later one uses an earlier one's names), in a directory of their own."""
    for name in ("policies", "fixtures"):
        (tmp_path / name).symlink_to(ROOT / name)
    monkeypatch.chdir(tmp_path)
    assert len(EXAMPLES) >= 6
    namespace: dict = {}
    for i, code in enumerate(EXAMPLES):
        exec(compile(code, f"docs/api.md example {i + 1}", "exec"), namespace)  # noqa: S102
    printed = capsys.readouterr().out
    assert "passed 0 leaks" in printed and "accepted_redacted" in printed
    assert (tmp_path / ".kbgate" / "store").is_dir()
