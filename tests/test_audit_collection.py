"""kbgate audit-collection on collections a third-party pipeline built (qdrant-client local mode).

examples/third_party_pipeline.py fills a collection from fixtures/corpus with payload keys of
its own (nested, in lists, its own labels) and plants mislabels, stale points, missing labels and
orphans on demand, listing every finding it planted. The audit must report exactly those.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from factories import run_cli as run
from factories import send_json

ROOT = Path(__file__).resolve().parent.parent
POLICY = str(ROOT / "policies" / "acme.yaml")
CORPUS = ROOT / "fixtures" / "corpus"
FIELDS = str(ROOT / "examples" / "audit-collection" / "fields.yaml")
AS_OF = "2026-11-29"


sys.path.insert(0, str(ROOT / "examples"))
import third_party_pipeline as PIPELINE  # noqa: E402 - the example script, imported from examples/


def build(path: Path, plants: list[str]) -> list[dict]:
    return PIPELINE.build(CORPUS, Path(POLICY), path, "kb_prod", dt.date.fromisoformat(AS_OF), plants)


def audit(path: Path, work: Path, *extra: str) -> tuple[int, dict, str]:
    """``kbgate audit-collection --format json`` on the collection at ``path``: (exit code, output, stderr)."""
    from click.testing import CliRunner

    from kbgate.app.cli import cli

    result = CliRunner().invoke(cli, ["audit-collection", "--policy", POLICY, "--corpus", str(CORPUS), "--store",
                                      f"qdrant+local:{path}", "--collection", "kb_prod", "--fields", FIELDS,
                                      "--as-of", AS_OF, "--workdir", str(work), "--format", "json", *extra])
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, json.loads(result.stdout), result.stderr


def found(report: dict) -> set[tuple[str, str, str | None]]:
    return {(f["point_id"], f["code"], f["field"] or f["reason"]) for f in report["findings"]}


def planted_set(planted: list[dict]) -> set[tuple[str, str, str | None]]:
    return {(p["point_id"], p["code"], p["detail"]) for p in planted}


@pytest.fixture(scope="module")
def planted_run(tmp_path_factory):
    """Every plant at once: the collection, what was planted, and the audit's exit code, output and report."""
    tmp = tmp_path_factory.mktemp("planted")
    planted = build(tmp / "qdrant", list(PIPELINE.KINDS))
    code, out, _ = audit(tmp / "qdrant", tmp / "work")
    return tmp, planted, code, out


@pytest.fixture(scope="module")
def clean_store(tmp_path_factory):
    """A collection the pipeline built without plants."""
    path = tmp_path_factory.mktemp("clean") / "qdrant"
    assert build(path, []) == []
    return path


def test_clean_collection_has_zero_findings(clean_store, tmp_path):
    code, out, err = audit(clean_store, tmp_path / "work")
    assert (code, err) == (0, "")
    assert out["verdict"]["status"] == "passed"
    assert (out["points"], out["findings"]) == (146, [])
    report = json.loads(Path(out["reports"]["json"]).read_text(encoding="utf-8"))
    assert (report["documents_seen"], report["not_in_collection"]) == (82, [])
    assert set(out["counts"].values()) == {0}


def test_every_planted_point_is_found_and_nothing_else(planted_run):
    _, planted, code, out = planted_run
    assert code == 1 and out["verdict"]["status"] == "leaks"
    assert {p["code"] for p in planted} == {"ACL_MISMATCH", "STALE_POINT", "NO_TENANT", "NO_ACL", "ORPHAN_POINT"}
    assert {p["detail"] for p in planted if p["code"] == "STALE_POINT"} == {
        "withdrawn", "expired", "superseded", "not_yet_effective"}
    assert found(out) == planted_set(planted)
    assert len(out["findings"]) == len(planted)


def test_widening_is_a_leak_narrowing_a_lesser_finding(planted_run):
    _, _, _, out = planted_run
    acl = {(f["field"], f["direction"], f["severity"], f["doc"]) for f in out["findings"] if f["code"] == "ACL_MISMATCH"}
    assert acl == {("tenant", "widened", "leak", "acme-invoice-guide@v1"),
                   ("roles", "widened", "leak", "acme-risk-control-manual@v1"),
                   ("classification", "widened", "leak", "globex-boom-service-manual@v1"),
                   ("roles", "narrowed", "warn", "globex-rma-guide@v1")}
    tenant = next(f for f in out["findings"] if f["field"] == "tenant" and f["code"] == "ACL_MISMATCH")
    assert (tenant["payload"], tenant["expected"]) == (["acme", "globex"], ["acme"])
    assert tenant["chunk_id"] == "acme-invoice-guide@v1/0"
    # the widened tenant exposes the internal guide to every globex identity probed (4 roles and the rota's group
    # member; its colleague reads what globex/employee reads, so that role stands for it), the withdrawn notice
    # (2 points) to every acme one (4 roles, the HR file's user and the project's member)
    report = json.loads(Path(out["reports"]["json"]).read_text(encoding="utf-8"))
    assert report["exposures"] == {"cross_tenant": 5, "deleted": 12}
    cells = out["matrix"]["cells"]
    assert cells["globex/employee"] == {"acme/internal": 1}
    assert cells["acme/employee"] == {"acme/public": 2}


def test_report_audit_log_and_no_text(planted_run):
    tmp, _, _, out = planted_run
    report = json.loads(Path(out["reports"]["json"]).read_text(encoding="utf-8"))
    assert report["schema"] == "kbgate.collection-audit/1"
    assert report["corpus"]["as_of"] == AS_OF and report["fields"]["groups"] == "meta.acl.groups.name"
    assert report["verdict"] == out["verdict"] and len(report["findings"]) == len(out["findings"])
    records = [json.loads(line) for line in (tmp / "work" / "audit.jsonl").read_text().splitlines()]
    assert records[-1]["kind"] == "collection_audit" and records[-1]["decision"] == "leaks"
    assert records[-1]["details"]["counts"] == report["counts"]
    text = json.dumps(report, ensure_ascii=False)
    bodies = [p for rec in ({"path": "acme/invoice-guide.md", "doc_id": "x"},
                            {"path": "acme/risk-control-manual.md", "doc_id": "x"})
              for p in PIPELINE.paragraphs(CORPUS, rec)]
    assert bodies and not [b for b in bodies if b[:40] in text]


def test_fail_on_leak_passes_lesser_findings(tmp_path):
    planted = build(tmp_path / "qdrant", ["narrow-roles", "keep-expired", "orphan"])
    code, out, _ = audit(tmp_path / "qdrant", tmp_path / "work")
    assert code == 1 and out["verdict"]["status"] == "findings" and found(out) == planted_set(planted)
    code, out, _ = audit(tmp_path / "qdrant", tmp_path / "work", "--fail-on", "leak")
    assert code == 0 and out["verdict"]["passed"] and found(out) == planted_set(planted)


def test_documents_missing_from_the_collection_are_listed_not_flagged(clean_store):
    from access_tests.collection_audit import (
        AuditTruth,
        audit_points,
        load_field_map,
        open_client,
        scroll_points,
    )
    from ingest_checks.registry import load_checked_policy

    truth = AuditTruth.from_corpus(CORPUS, load_checked_policy(POLICY), as_of=dt.date(2026, 11, 29))
    fields = load_field_map(FIELDS)
    client = open_client(f"qdrant+local:{clean_store}")
    try:  # the pipeline skipped one document
        points = [(pid, p) for pid, p in scroll_points(client, "kb_prod", fields, page_size=16)
                  if p["meta"]["source_doc"] != "globex-watch-faq"]
    finally:
        client.close()
    result = audit_points(points, fields, truth)
    assert result.findings == [] and set(truth.servable()) - result.docs_seen == {"globex-watch-faq@v1"}


def test_deletion_list_makes_points_stale(clean_store, tmp_path):
    (tmp_path / "deleted.txt").write_text("globex-watch-faq\n", encoding="utf-8")
    code, out, _ = audit(clean_store, tmp_path / "work", "--deleted", str(tmp_path / "deleted.txt"))
    assert code == 1
    assert {(f["code"], f["reason"], f["doc"], f["severity"]) for f in out["findings"]} == {
        ("STALE_POINT", "deleted", "globex-watch-faq@v1", "leak")}


def test_text_output(planted_run, capsys):
    tmp, _, _, _ = planted_run
    code, out, _ = run(["audit-collection", "--policy", POLICY, "--corpus", str(CORPUS), "--store",
                        f"qdrant+local:{tmp / 'qdrant'}", "--collection", "kb_prod", "--fields", FIELDS, "--as-of",
                        AS_OF, "--workdir", str(tmp / "work2"), "--report-dir", str(tmp / "reports")], capsys)
    assert code == 1 and (tmp / "reports" / "collection-audit.json").is_file()
    assert out.startswith("Collection audit ") and "\nLEAKS\n  - 4 ACL_MISMATCH point(s)\n" in out
    assert "ACL_MISMATCH 4  STALE_POINT 8  NO_TENANT 1  NO_ACL 1  ORPHAN_POINT 2" in out
    assert re.search(r"ACL_MISMATCH  leak  tenant widened +point \S+  acme-invoice-guide@v1", out)
    assert out.endswith(f"\nReport: {tmp / 'reports' / 'collection-audit.json'}\n")


# --- fields.yaml, payload keys and labels --------------------------------------------------------------

def test_payload_values_walk_nested_keys_and_lists():
    from access_tests.collection_audit import payload_values as pv

    assert pv({"a": {"b": "x"}}, "a.b") == ["x"]
    assert pv({"a": [{"g": "x"}, {"g": "y"}, {}]}, "a.g") == ["x", "y"]
    assert pv({"a": {"b": [1, None]}}, "a.b") == [1]
    assert pv({"a": {"b": []}}, "a.b") == [] and pv({"a": []}, "a.g") == []  # present, admits nobody
    assert pv({"a": {"b": None}}, "a.b") is None and pv({}, "a.b") is None and pv({"a": "x"}, "a.b") is None


def _judge(payload: dict, **field_overrides):
    from access_tests.collection_audit import AuditTruth, FieldMap, audit_points
    from ingest_checks.registry import load_checked_policy

    fields = FieldMap.model_validate({"doc_id": "d", "version": "v", "tenant": "t", "roles": "r",
                                      "classification": "c", **field_overrides})
    truth = AuditTruth.from_corpus(CORPUS, load_checked_policy(POLICY), as_of=dt.date(2026, 11, 29))
    return audit_points([("p1", payload)], fields, truth)


INVOICE = {"d": "acme-invoice-guide", "v": "v1", "t": "acme",
           "r": ["employee", "manager", "risk_officer", "support_agent"], "c": "internal"}


@pytest.mark.parametrize(("change", "expected"), [
    ({}, set()),
    ({"r": ["employee", "manager", "risk_officer", "support_agent", "supervisor"]}, set()),  # no policy role: no actor
    ({"c": "public"}, {("ACL_MISMATCH", "classification", "widened")}),
    ({"c": "confidential"}, {("ACL_MISMATCH", "classification", "narrowed")}),
    ({"c": ["confidential", "public"]}, {("ACL_MISMATCH", "classification", "widened")}),  # least sensitive counts
    ({"c": "top-secret"}, {("ACL_MISMATCH", "classification", "widened")}),  # unknown level: fail closed
    ({"c": None}, {("NO_ACL", "classification", None)}),
    ({"r": None}, {("NO_ACL", "roles", None)}),
    ({"r": []}, {("ACL_MISMATCH", "roles", "narrowed")}),  # an empty ACL admits nobody
    ({"t": ["acme", "globex"]}, {("ACL_MISMATCH", "tenant", "widened")}),
    ({"t": "globex"}, {("ACL_MISMATCH", "tenant", "widened")}),
    ({"t": []}, {("NO_TENANT", "tenant", None)}),
    ({"v": "v9"}, {("ORPHAN_POINT", None, None)}),
    ({"d": ["acme-invoice-guide", "refund-policy"]}, {("ORPHAN_POINT", None, None)}),  # ambiguous doc_id
])
def test_each_rule_and_its_near_misses(change, expected):
    result = _judge({**INVOICE, **change})
    assert {(f.code, f.field, f.direction) for f in result.findings} == expected


@pytest.mark.parametrize(("doc", "level", "expected"), [
    ("acme-risk-control-manual", "restricted", set()),  # allowed_roles == the roles cleared for restricted
    ("acme-invoice-guide", "internal", set()),  # no allowed_roles
    ("acme-escalation-guide", "confidential", {("ACL_MISMATCH", "roles", "widened")}),  # narrowed to nobody
])
def test_without_a_roles_key_a_narrowing_acl_is_a_widening(doc, level, expected):
    from access_tests.collection_audit import AuditTruth, FieldMap, audit_points
    from ingest_checks.registry import load_checked_policy

    fields = FieldMap(doc_id="d", version="v", tenant="t", classification="c")
    truth = AuditTruth.from_corpus(CORPUS, load_checked_policy(POLICY), as_of=dt.date(2026, 11, 29))
    result = audit_points([("p", {"d": doc, "v": "v1", "t": "acme", "c": level})], fields, truth)
    assert {(f.code, f.field, f.direction) for f in result.findings} == expected
    assert bool(result.exposures) == bool(expected)


def test_value_maps_translate_labels():
    payload = {**INVOICE, "t": "ACME-CN", "c": "int", "r": ["staff", "agents", "managers", "risk"]}
    values = {"tenant": {"ACME-CN": "acme"}, "classification": {"int": "internal"},
              "roles": {"staff": "employee", "agents": "support_agent", "managers": "manager", "risk": "risk_officer"}}
    assert _judge(payload, values=values).findings == []
    values["groups"] = values.pop("roles")  # the synonym works in values too
    assert _judge(payload, values=values).findings == []
    assert {f.field for f in _judge(payload).findings} == {"tenant", "classification", "roles"}


def test_findings_beyond_the_listing_cap_are_counted_not_kept():
    from access_tests.collection_audit import AuditTruth, FieldMap, audit_points
    from ingest_checks.registry import load_checked_policy

    fields = FieldMap(doc_id="d", version="v", tenant="t", roles="r", classification="c")
    truth = AuditTruth.from_corpus(CORPUS, load_checked_policy(POLICY), as_of=dt.date(2026, 11, 29))
    result = audit_points([(str(i), {**INVOICE, "t": "globex"}) for i in range(5)], fields, truth, max_listed=2)
    assert [f.point_id for f in result.findings] == ["0", "1"]
    assert result.counts()["ACL_MISMATCH"] == 5 and result.verdict()["reasons"] == ["5 ACL_MISMATCH point(s)"]
    assert result.exposures_by_kind() == {"cross_tenant": 25}  # 5 points x 5 globex identities (4 roles, 1 group member)


def test_labels_are_masked_in_findings():
    result = _judge({**INVOICE, "r": ["alice@example.com", "employee"]})
    assert result.findings[0].payload == ["<EMAIL>", "employee"]


def _fields_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "fields.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


BASE = "doc_id: d\nversion: v\ntenant: t\n"


@pytest.mark.parametrize(("text", "message"), [
    ("version: v\ntenant: t\nroles: r\n", "  doc_id: required key is missing"),
    (BASE, "  map at least one ACL key: roles (or groups) and/or classification"),
    (BASE + "roles: r\ngroups: g\n", "  give roles or groups, not both (groups is a synonym of roles)"),
    (BASE + "roles: meta..acl\n", "  roles: 'meta..acl' is not a payload key; write a key such as meta.acl.tenant "
                                  "(no empty parts)"),
    (BASE + "roles: r\nacl: x\n", "  acl: unknown key; remove it or check its spelling"),
    (BASE + "roles: r\nvalues: {level: {a: b}}\n", "  values: unknown notion(s) level; map labels of tenant, roles "
                                                   "or classification"),
    (BASE + "roles: r\nvalues: {roles: [a]}\n", "  values.roles: Input should be a valid dictionary"),
])
def test_bad_fields_file_names_the_yaml_key(tmp_path, capsys, text, message):
    bad = _fields_file(tmp_path, text)
    code, _, err = run(["audit-collection", "--policy", POLICY, "--corpus", str(CORPUS), "--store",
                        f"qdrant+local:{tmp_path}", "--collection", "kb", "--fields", bad], capsys)
    assert (code, err) == (2, f"Error: fields file {bad} is invalid:\n{message}\n")


def test_fields_file_missing_or_not_a_mapping(tmp_path, capsys):
    args = ["audit-collection", "--policy", POLICY, "--corpus", str(CORPUS), "--store", "qdrant+local:x",
            "--collection", "kb", "--fields"]
    code, _, err = run([*args, str(tmp_path / "nope.yaml")], capsys)
    assert (code, err) == (2, f"Error: fields file {tmp_path / 'nope.yaml'} not found; write a YAML mapping of "
                              "doc_id, version, tenant and roles or classification to your payload keys (see "
                              "docs/audit-collection.md)\n")
    bad = _fields_file(tmp_path, "- doc_id\n")
    code, _, err = run([*args, bad], capsys)
    assert (code, err) == (2, f"Error: fields file {bad} must be a YAML mapping (doc_id: KEY, version: KEY, "
                              "tenant: KEY, ...)\n")


def _store_args(store: str, collection: str = "kb_prod") -> list[str]:
    return ["audit-collection", "--policy", POLICY, "--corpus", str(CORPUS), "--store", store,
            "--collection", collection, "--fields", FIELDS]


def test_missing_collection_lists_the_existing_ones(planted_run, capsys):
    tmp = planted_run[0]
    code, _, err = run(_store_args(f"qdrant+local:{tmp / 'qdrant'}", "kb_nope"), capsys)
    assert (code, err) == (2, f"Error: collection 'kb_nope' not found at qdrant+local:{tmp / 'qdrant'}; existing "
                              "collections: kb_prod\n")


def test_unreachable_server(capsys):
    code, _, err = run([*_store_args("qdrant+http://127.0.0.1:9"), "--timeout", "2"], capsys)
    assert code == 2
    assert err.startswith("Error: cannot reach Qdrant at qdrant+http://127.0.0.1:9 (ResponseHandlingException: ")
    assert err.endswith("); check the URL, that the server is running, and $KBGATE_QDRANT_API_KEY if it needs a key\n")


def test_refusing_server_names_the_api_key(capsys):
    """A server that answers 401 (here a plain HTTP server, as a Qdrant with an API key answers without one)."""
    import http.server
    import threading

    class Refuse(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the http.server API
            body = b'{"status": {"error": "Must provide an API key or an Authorization bearer token"}}'
            send_json(self, 401, body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Refuse)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        store = f"qdrant+http://127.0.0.1:{server.server_address[1]}"
        code, _, err = run(_store_args(store), capsys)
    finally:
        server.shutdown()
    assert (code, err) == (2, f"Error: Qdrant at {store} refused the audit (HTTP 401); set $KBGATE_QDRANT_API_KEY "
                              "to an API key, or a JWT that may read the collection\n")


@pytest.mark.parametrize(("store", "message"), [
    ("/data/qdrant", "unknown --store '/data/qdrant'; use qdrant+http(s)://host:port (API key in "
                     "$KBGATE_QDRANT_API_KEY) or qdrant+local:PATH"),
    ("qdrant+ftp://x", "unknown --store 'qdrant+ftp://x'; use qdrant+http(s)://host:port (API key in "
                       "$KBGATE_QDRANT_API_KEY) or qdrant+local:PATH"),
    ("qdrant+local:/nonexistent", "/nonexistent is not a qdrant-client local storage (no meta.json); pass the path "
                                  "the pipeline gave QdrantClient(path=...)"),
])
def test_bad_store_spec(capsys, store, message):
    code, _, err = run(_store_args(store), capsys)
    assert (code, err) == (2, f"Error: {message}\n")


def test_help():
    from click.testing import CliRunner

    from kbgate.app.cli import cli

    result = CliRunner().invoke(cli, ["audit-collection", "--help"])
    assert result.exit_code == 0
    for option in ("--policy", "--corpus", "--store", "--collection", "--fields", "--as-of", "--deleted",
                   "--fail-on", "--report-dir", "--format"):
        assert option in result.output
    assert "qdrant+http(s)://host:port" in result.output and "Example:" in result.output


def test_the_documented_example_runs(tmp_path):
    """docs/audit-collection.md's example runs as written and prints what the page shows."""
    doc = (ROOT / "docs" / "audit-collection.md").read_text(encoding="utf-8")
    script = "\n".join(re.findall(r"```bash\n(.*?)```", doc, flags=re.S))
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "TMPDIR": str(tmp_path)}
    out = subprocess.run(["bash", "-c", script], cwd=ROOT, capture_output=True, text=True, env=env, timeout=240)
    assert out.returncode == 0, out.stderr
    shown = re.search(r"```\n(LEAKS\n.*?)```", doc, flags=re.S).group(1)
    assert shown in out.stdout and out.stdout.endswith("exit 1\n")


def test_the_documented_library_example_runs(planted_run, capsys):
    tmp = planted_run[0]
    doc = (ROOT / "docs" / "audit-collection.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", doc, flags=re.S).group(1)
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        exec(code.replace("qdrant+http://localhost:6333", f"qdrant+local:{tmp / 'qdrant'}"), {})
    finally:
        os.chdir(cwd)
    out = capsys.readouterr().out
    assert out.startswith("{'ACL_MISMATCH': 4, ") and out.endswith(" leaks\n")


def test_points_of_rejected_manifest_records_are_orphans_and_the_summary_says_why(tmp_path):
    from access_tests.collection_audit import AuditTruth, FieldMap, audit_points, audit_report, text_summary
    from ingest_checks.registry import load_checked_policy

    good = {"doc_id": "faq", "version": "v1", "path": "faq.md", "source": "acme-kb", "tenant_id": "acme",
            "classification": "internal", "effective_from": "2026-01-01"}
    (tmp_path / "manifest.jsonl").write_text("\n".join(json.dumps(r) for r in (good, {**good, "doc_id": "bad id"})),
                                             encoding="utf-8")
    truth = AuditTruth.from_corpus(tmp_path, load_checked_policy(POLICY), as_of=dt.date(2026, 11, 29))
    fields = FieldMap(doc_id="d", version="v", tenant="t", classification="c")
    result = audit_points([("1", {"d": "faq", "v": "v1", "t": "acme", "c": "internal"}),
                           ("2", {"d": "bad id", "v": "v1", "t": "acme", "c": "internal"})], fields, truth)
    assert [(f.point_id, f.code) for f in result.findings] == [("2", "ORPHAN_POINT")]
    report = audit_report(result, truth, target={"description": "test"}, fields=fields, run_id="r1")
    assert ("2 points, 1 manifest documents seen, as of 2026-11-29; servable documents not in the collection: 0 "
            "(not a finding); 1 manifest record(s) rejected, their points are orphans (see kbgate corpus inspect)"
            ) in text_summary(report)
