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
    """The policy with its check sections validated by the check registry: every error of the file
    (structure, cross-references, gate line order, unknown check ids, parameters) in one report."""
    from kbgate.policy import load_policy

    return load_policy(path, check_problems=check_section_problems)


def check_section_problems(section: dict) -> list[tuple[str, str]]:
    """``(YAML path, message)`` for every problem of a policy's ``checks`` mapping, all checks at once."""
    from pydantic import ValidationError

    from ingest_checks.registry import all_checks
    from kbgate.errors import ConfigError, validation_messages

    checks = all_checks()
    out: list[tuple[str, str]] = []
    for check_id, body in section.items():
        if check_id not in checks:
            out.append((f"checks.{check_id}", f"unknown check; valid ids: {', '.join(sorted(checks))}"))
            continue
        if body is not None and not isinstance(body, dict):
            out.append((f"checks.{check_id}", "must be a mapping of parameters (or empty)"))
            continue
        try:
            checks[check_id].configure(body)
        except ValidationError as exc:
            out.extend(validation_messages(exc, prefix=("checks", check_id),
                                           extra="unknown parameter; remove it or check its spelling"))
            out.extend(_code_action_problems(checks[check_id], body))
        except ConfigError as exc:
            out.append(_split(exc))
    return out


def _code_action_problems(check, body: dict) -> list[tuple[str, str]]:
    """The ``code_actions`` codes a check does not emit, asked of the check on that key alone (its
    other parameters failed, so :meth:`Check.configure` stopped before judging the codes)."""
    from pydantic import ValidationError

    from kbgate.errors import ConfigError

    if not isinstance(body.get("code_actions"), dict):
        return []
    try:
        check.configure({"code_actions": body["code_actions"]})
    except ValidationError:
        return []  # bad action values: already in the full section's errors
    except ConfigError as exc:
        return [_split(exc)]
    return []


def _split(exc) -> tuple[str, str]:
    loc, _, msg = str(exc).partition(": ")
    return loc, msg


def warn_if_locked(eval_files, store_spec: str | None = None) -> None:
    """Warn on stderr for every eval file that is a locked set (only the gate should read one)."""
    import click

    from kbgate.evalset import locked_notice

    for path in eval_files:
        note = locked_notice(path, store_spec)
        if note:
            click.echo(f"Warning: {note}", err=True)
