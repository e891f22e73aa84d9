"""Loading inputs in the command layer, where the core meets the wings.

``kbgate.policy`` knows no check; commands load policies through
:func:`load_checked_policy`, which also validates every ``checks`` section against the
check registry (unknown check ids, parameters, ``code_actions`` codes).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kbgate.policy import Policy


def load_checked_policy(path: str | Path) -> Policy:
    """:func:`ingest_checks.registry.load_checked_policy`: the policy with its check sections validated."""
    from ingest_checks.registry import load_checked_policy as load

    return load(path)


def warn_if_locked(eval_files, store_spec: str | None = None) -> None:
    """Warn on stderr for every eval file that is a locked set (only the gate should read one)."""
    import click

    from kbgate.evalset import locked_notice

    for path in eval_files:
        note = locked_notice(path, store_spec)
        if note:
            click.echo(f"Warning: {note}", err=True)
