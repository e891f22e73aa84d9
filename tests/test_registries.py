"""The unit registries (probe kinds, query forms, gate rules, chunk strategies, ingest checks): stable unique
ids, one-line help, a params model, duplicates refused, unknown ids named, and every unit in the docs."""

from __future__ import annotations

import importlib.util
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from pydantic import BaseModel

from access_tests.probes import KINDS, PROBE_KINDS, QUERY_FORMS, VARIANTS
from kbgate.corpus.strategies import STRATEGIES
from kbgate.errors import ConfigError
from kbgate.registry import Registry
from version_gate.rules import RULES, Reason

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "scripts" / "gen_docs.py")
GEN = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(GEN)

REGISTRIES = {"probe kinds": KINDS, "query forms": QUERY_FORMS, "gate rules": RULES, "chunk strategies": STRATEGIES}
ID = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")


@pytest.mark.parametrize("name", REGISTRIES)
def test_units_have_stable_snake_ids_help_and_params(name):
    registry = REGISTRIES[name]
    assert len(registry) and len(set(registry)) == len(registry)
    for uid, unit in registry.items():
        assert unit.id == uid and ID.match(uid), uid
        assert unit.help.strip() and "\n" not in unit.help, uid
        assert issubclass(unit.params, BaseModel), uid


def test_ids_are_the_ones_reports_and_specs_use():
    assert PROBE_KINDS == ("deletion", "cross_tenant", "vertical", "cache", "eval", "follow_up", "authorized")
    assert VARIANTS == ("plain", "identity_prose", "identity_field", "identity_role", "identity_json", "upper",
                        "fullwidth", "mixed")
    assert list(RULES) == ["lines", "unauthorized", "acl_drift", "p0_regression", "locked_set_changed",
                           "pending_review", "retrieval_errors", "p0_claims"]
    assert list(STRATEGIES) == ["fixed", "heading", "table", "parent_child", "sentence_window"]


def test_registry_refuses_duplicates_and_names_valid_ids():
    @dataclass(frozen=True)
    class U:
        id: str

    reg: Registry[U] = Registry("widget")
    reg.add(U("a"))
    reg.add(U("b"))
    with pytest.raises(ValueError, match="widget id 'a' is registered twice"):
        reg.add(U("a"))
    with pytest.raises(ConfigError, match="unknown widget 'c'; valid ids: a, b"):
        reg.get("c")
    assert list(reg) == ["a", "b"] and reg.get("b") == U("b")


def test_ingest_checks_are_a_registry_refusing_duplicates_and_naming_valid_ids():
    from ingest_checks.registry import CHECKS, all_checks, register

    checks = all_checks()
    assert isinstance(CHECKS, Registry) and checks == dict(CHECKS)
    assert sorted(checks) == ["eval_leak", "freshness", "injection", "labels", "near_duplicate", "parse", "pii",
                              "schema", "source", "withdrawn"]  # in the order their modules were imported
    assert all(c.id == cid and ID.match(cid) and issubclass(c.params, BaseModel) for cid, c in checks.items())
    with pytest.raises(ValueError, match="check id 'schema' is registered twice"):
        register("schema", category="test", scope="corpus")(lambda docs, params, ctx: [])
    assert CHECKS.get("schema") is checks["schema"]
    with pytest.raises(ConfigError, match="unknown check 'spellcheck'; valid ids: eval_leak, freshness, injection, "
                       "labels, near_duplicate, parse, pii, schema, source, withdrawn"):
        CHECKS.get("spellcheck")


def test_gate_rules_configure_from_the_policy_and_return_reasons():
    from kbgate.policy import load_policy

    policy = load_policy(ROOT / "policies" / "acme.yaml")
    for r in RULES.values():
        assert isinstance(r.configure(policy), r.params)
    params = RULES["p0_claims"].configure(policy)
    assert params.block_p0_on == list(policy.gate_settings.claims.block_p0_on)
    assert Reason("BLOCK", "x") == ("BLOCK", "x")


def test_units_reference_lists_every_unit():
    text = GEN.units_reference()
    for registry in REGISTRIES.values():
        assert all(f"| `{uid}` | {GEN._cell(u.help)} |" in text for uid, u in registry.items())
    assert (ROOT / "docs" / "units-reference.md").read_text(encoding="utf-8") == text
