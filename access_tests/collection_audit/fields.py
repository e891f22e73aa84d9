"""``fields.yaml``: where each kbgate notion lives in a collection's payload, and reading it there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from kbgate.errors import ConfigError, validation_messages


class FieldMap(BaseModel):
    """``fields.yaml``: where each kbgate notion lives in the collection's payload.

    Every value is a payload key; dotted keys reach into nested objects (``meta.acl.tenant``),
    and a list met on the way is walked element by element (``acl.group`` over
    ``acl: [{group: a}, {group: b}]``). ``doc_id``, ``version`` and ``tenant`` are required,
    and at least one ACL key: ``roles`` (or its synonym ``groups``) and/or ``classification``.
    Per-user ACLs map ``users`` (the manifest's ``allowed_users``), ``user_groups``
    (``allowed_groups``: groups of users, not roles) and ``denied_users``.
    ``chunk_id`` is reported with each finding; ``text`` documents where the text lives and is
    never read. ``values`` maps the pipeline's labels to the policy's, per notion.

    Example:
        >>> FieldMap.model_validate({"doc_id": "src.doc", "version": "src.rev", "tenant": "acl.tenant",
        ...                          "groups": "acl.groups", "values": {"roles": {"agents": "support_agent"}}}).roles
        'acl.groups'
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc_id: str
    version: str
    tenant: str
    roles: str | None = None
    groups: str | None = None
    classification: str | None = None
    users: str | None = None
    user_groups: str | None = None
    denied_users: str | None = None
    chunk_id: str | None = None
    text: str | None = None
    values: dict[str, dict[str, str]] = Field(default_factory=dict)

    @field_validator("doc_id", "version", "tenant", "roles", "groups", "classification", "users", "user_groups",
                     "denied_users", "chunk_id", "text")
    @classmethod
    def _payload_key(cls, v: str | None) -> str | None:
        if v is not None and (not v.strip() or any(not part.strip() for part in v.split("."))):
            raise ValueError(f"'{v}' is not a payload key; write a key such as meta.acl.tenant (no empty parts)")
        return v

    @field_validator("values", mode="before")
    @classmethod
    def _labels_as_text(cls, v: Any) -> Any:
        """Labels as strings (YAML may read ``1`` or ``yes``); ``groups`` is a synonym of ``roles`` here too."""
        if isinstance(v, dict):
            return {"roles" if k == "groups" and "roles" not in v else k:
                    {str(a): str(b) for a, b in m.items()} if isinstance(m, dict) else m for k, m in v.items()}
        return v

    @model_validator(mode="after")
    def _one_acl(self) -> FieldMap:
        if self.roles and self.groups:
            raise ValueError("give roles or groups, not both (groups is a synonym of roles)")
        if not (self.roles or self.groups or self.classification):
            raise ValueError("map at least one ACL key: roles (or groups) and/or classification")
        unknown = sorted(set(self.values) - {"tenant", "roles", "classification"})
        if unknown:
            raise ValueError(f"values: unknown notion(s) {', '.join(unknown)}; map labels of tenant, roles "
                             "or classification")
        return self

    @property
    def roles_key(self) -> str | None:
        return self.roles or self.groups

    def acl_keys(self) -> dict[str, str]:
        """The mapped ACL notions and their payload keys, in the order they are judged."""
        return {notion: key for notion, key in (("roles", self.roles_key), ("classification", self.classification),
                                                ("users", self.users), ("user_groups", self.user_groups),
                                                ("denied_users", self.denied_users)) if key}

    def fetched_keys(self) -> list[str]:
        """The top-level payload keys the audit asks Qdrant for (the text key is never asked for)."""
        keys = [self.doc_id, self.version, self.tenant, *self.acl_keys().values(), self.chunk_id]
        return sorted({k.split(".")[0] for k in keys if k})

    def label(self, notion: str, value: str) -> str:
        return self.values.get(notion, {}).get(value, value)


def load_field_map(path: str | Path) -> FieldMap:
    """Read and validate ``fields.yaml``.

    Raises:
        ConfigError: missing file, bad YAML, or invalid keys (each named by its YAML key path).
    """
    p = Path(path)
    if not p.is_file():
        raise ConfigError(f"fields file {p} not found; write a YAML mapping of doc_id, version, tenant and roles "
                          "or classification to your payload keys (see docs/audit-collection.md)")
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ConfigError(f"fields file {p} is not valid YAML: {exc}; fix the syntax and retry") from None
    if not isinstance(data, dict):
        raise ConfigError(f"fields file {p} must be a YAML mapping (doc_id: KEY, version: KEY, tenant: KEY, ...)")
    try:
        return FieldMap.model_validate(data)
    except ValidationError as exc:
        lines = [f"{loc}: {msg}" if loc else msg for loc, msg in validation_messages(exc)]
        raise ConfigError(f"fields file {p} is invalid:\n  " + "\n  ".join(lines)) from None


def payload_values(payload: dict, key: str) -> list[Any] | None:
    """Every value at dotted ``key``; ``None`` when the key is absent or null.

    A list on the way is walked element by element; a list at the end is its elements. An
    empty list, at the end or on the way, is present and empty (an ACL admitting nobody);
    nulls are dropped.
    """
    found = False
    out: list[Any] = []

    def walk(node: Any, parts: list[str]) -> None:
        nonlocal found
        if not parts:
            items = node if isinstance(node, list) else [] if node is None else [node]
            found = found or node is not None
            out.extend(v for v in items if v is not None)
        elif isinstance(node, list):
            found = found or not node
            for item in node:
                walk(item, parts)
        elif isinstance(node, dict) and parts[0] in node:
            walk(node[parts[0]], parts[1:])

    walk(payload, key.split("."))
    return out if found else None

