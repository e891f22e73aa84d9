"""Loading a policy in the command layer, where the core meets the check registry.

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
    """:func:`kbgate.policy.load_policy` with the check sections validated by the registry."""
    from ingest_checks.registry import validate_check_section
    from kbgate.policy import load_policy

    return load_policy(path, validate_checks=validate_check_section)
