"""A small registry of named units: stable ids, registration order, duplicates refused.

Ingest checks, chunk strategies, probe kinds and gate rules are each a :class:`Registry`
of units that carry an ``id``, a one-line ``help`` and (where the policy configures them) a
pydantic params model::

    RULES: Registry[Rule] = Registry("gate rule")
    RULES.add(Rule("access", "...", fn))
    RULES.get("access")          # a ConfigError listing the valid ids when unknown
    list(RULES.values())         # the units in registration order
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Generic, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict

from kbgate.errors import ConfigError


class NoParams(BaseModel):
    """The params model of a unit the policy does not configure."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Unit(Protocol):
    id: str


U = TypeVar("U", bound=Unit)


class Registry(Mapping[str, U], Generic[U]):
    """Units by id, in the order they were added; a second unit with the same id is refused.

    A read-only mapping id -> unit (iterating gives the ids in order, ``values()`` the units)."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self._units: dict[str, U] = {}

    def add(self, unit: U) -> U:
        """Register ``unit``; ``ValueError`` when its id is taken."""
        if unit.id in self._units:
            raise ValueError(f"{self.kind} id '{unit.id}' is registered twice")
        self._units[unit.id] = unit
        return unit

    def get(self, unit_id: str) -> U:
        """The unit ``unit_id``; :class:`ConfigError` naming the valid ids when there is none."""
        if unit_id not in self._units:
            raise ConfigError(f"unknown {self.kind} '{unit_id}'; valid ids: {', '.join(sorted(self._units))}")
        return self._units[unit_id]

    def ids(self) -> list[str]:
        return list(self._units)

    def __getitem__(self, unit_id: str) -> U:
        return self._units[unit_id]

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._units))

    def __len__(self) -> int:
        return len(self._units)
