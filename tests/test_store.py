"""Shared store suite: the Edge store and the qdrant-client (local mode) store pass the same tests."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import pytest
from factories import STORE_CORPUS as CORPUS
from factories import store_chunk

from kbgate.errors import KbgateError, StoreError
from kbgate.retrieval.retriever import Actor, QdrantRetriever
from kbgate.store import (
    ACL_FIELDS,
    EdgeStore,
    ServerStore,
    acl_key,
    build_version,
    fingerprint_of,
    open_store,
    validate_alias_name,
)
from kbgate.store.edge import ACL_TABLE

SANITY = [
    ("耳机质量问题退款", "doc0@v1#0"),
    ("多久发货", "doc1@v1#1"),
    ("how do I reset my password", "doc2@v1#2"),
    ("warranty defects", "doc3@v1#3"),
]


@pytest.fixture(params=["edge", "local"])
def store(request, tmp_path):
    s = open_store(str(tmp_path / "store")) if request.param == "edge" else open_store(":memory:")
    yield s
    s.close()


@pytest.fixture
def built(store):
    return store, build_version(store, "kb", "r1", CORPUS)


def test_open_store_picks_backend(tmp_path):
    with open_store(str(tmp_path / "s")) as s:
        assert isinstance(s, EdgeStore)
    with open_store(f"qdrant+local:{tmp_path / 'q'}") as s:
        assert isinstance(s, ServerStore)
    with pytest.raises(StoreError, match="unknown store spec"):
        open_store("ftp://x")


def test_build_creates_complete_version(built):
    store, v = built
    assert v == "kb__r1"
    info = store.version_info(v)
    assert info.complete and info.points == len(CORPUS)
    assert info.fingerprint == fingerprint_of((c.chunk_id, c.chunk_hash) for c in CORPUS)
    assert store.fingerprint(v) == info.fingerprint
    assert [x.name for x in store.list_versions()] == [v]


@pytest.mark.parametrize("query,expected", SANITY)
def test_sparse_top1_zh_en(built, query, expected):
    store, v = built
    hits = store.query(v, query, limit=3)
    assert hits and hits[0].payload["chunk_id"] == expected


def test_filtered_query_and_count(built):
    store, v = built
    acme_agent = {"must": [{"key": "tenant_id", "match": {"value": "acme"}},
                           {"key": "allowed_roles", "match": {"any": ["agent"]}}]}
    hits = store.query(v, "refund 退款", filter=acme_agent, limit=10)
    assert hits, "the filter should keep acme agent chunks"
    assert all(h.payload["tenant_id"] == "acme" and "agent" in h.payload["allowed_roles"] for h in hits)
    assert store.count(v, acme_agent) == 4
    assert store.count(v) == len(CORPUS)
    assert store.count(v, {"must": [{"key": "tenant_id", "match": {"value": "beta"}}]}) == 1


def test_edge_filters_are_translated_once_per_distinct_filter():
    from kbgate.store.edge import _cached_filter

    acme = {"must": [{"key": "tenant_id", "match": {"value": "acme"}},
                     {"key": "allowed_roles", "match": {"any": ["agent"]}}]}
    assert _cached_filter(acme) is _cached_filter(json.loads(json.dumps(acme)))  # an equal filter: reused
    for other in ({"must": [{"key": "tenant_id", "match": {"value": "beta"}}, acme["must"][1]]},
                  {"must": [acme["must"][0], {"key": "allowed_roles", "match": {"any": ["manager"]}}]}):
        assert _cached_filter(other) is not _cached_filter(acme)  # any other tenant or role: its own filter
    assert _cached_filter(None) is None


def test_scroll_returns_payloads(built):
    store, v = built
    ids = sorted(p["chunk_id"] for p in store.scroll(v))
    assert ids == sorted(c.chunk_id for c in CORPUS)
    payload = next(store.scroll(v, {"must": [{"key": "doc_id", "match": {"value": "doc4"}}]}))
    for key in ("tenant_id", "allowed_roles", "classification", "doc_id", "version", "effective_from",
                "expires_at", "source", "ingestion_run_id", "chunk_hash", "section", "page", "text"):
        assert key in payload
    assert set(next(store.scroll(v, fields=["chunk_id"]))) == {"chunk_id"}


def _acl_set(rows) -> set[tuple]:
    return set(map(acl_key, rows))


def test_acl_rows_hold_every_distinct_acl_of_the_points(built):
    store, v = built
    want = _acl_set(store.scroll(v, fields=ACL_FIELDS))
    assert len(want) == len(CORPUS)  # every document its own ACL row; equal chunks of one document give one
    assert _acl_set(store.acl_rows(v)) == want
    if isinstance(store, EdgeStore):  # answered from the table its build wrote, not from the points
        table = store._vdir(v) / ACL_TABLE
        assert {r["doc_id"] for r in json.loads(table.read_text())["rows"]} == \
            {c.doc_id for c in CORPUS}
        table.write_text("{not json")  # a damaged table: the points answer
        assert _acl_set(store.acl_rows(v)) == want
        table.unlink()
        assert _acl_set(store.acl_rows(v)) == want


def test_acl_rows_of_a_version_built_elsewhere_come_from_the_points(tmp_path):
    with open_store(str(tmp_path / "s")) as a:
        a.create_version("half")
        a.upsert("half", CORPUS[:3])
    with open_store(str(tmp_path / "s")) as b:  # another store object finishes it: no table
        b.upsert("half", CORPUS[3:])
        b.mark_complete("half", fingerprint_of((c.chunk_id, c.chunk_hash) for c in CORPUS))
        assert not (b._vdir("half") / ACL_TABLE).exists()
        assert _acl_set(b.acl_rows("half")) == _acl_set(b.scroll("half", fields=ACL_FIELDS))
        assert len(_acl_set(b.acl_rows("half"))) == len(CORPUS)


def test_fingerprint_depends_on_content_not_order():
    a = [("c1", "h1"), ("c2", "h2")]
    assert fingerprint_of(a) == fingerprint_of(list(reversed(a)))
    assert fingerprint_of(a) != fingerprint_of([("c1", "h1"), ("c2", "hX")])
    assert fingerprint_of(a) != fingerprint_of(a[:1])


def test_alias_swap_and_history(built):
    store, v1 = built
    v2 = build_version(store, "kb", "r2", CORPUS[:3])
    assert store.get_alias("kb") is None
    assert store.swap_alias("kb", v1, reason="first") is None
    assert store.swap_alias("kb", v2, reason="promote") == v1
    assert store.get_alias("kb") == v2
    assert store.resolve("kb") == v2 and store.resolve(v1) == v1
    history = store.alias_history("kb")
    assert [(e["previous"], e["target"], e["reason"]) for e in history] == [(None, v1, "first"), (v1, v2, "promote")]
    assert all(e["at"] for e in history)
    assert store.aliases() == {"kb": v2}
    assert store.version_info(v2).aliases == ["kb"]


def test_incomplete_version_cannot_be_promoted(store):
    store.create_version("kb__broken")
    store.upsert("kb__broken", CORPUS[:2])
    info = store.version_info("kb__broken")
    assert not info.complete and info.fingerprint is None
    with pytest.raises(StoreError, match="incomplete"):
        store.swap_alias("kb", "kb__broken")
    assert store.get_alias("kb") is None


def test_swap_to_missing_version_refused(store):
    with pytest.raises(StoreError, match="no such index version"):
        store.swap_alias("kb", "kb__nope")


def test_complete_version_is_read_only(built):
    store, v = built
    with pytest.raises(StoreError, match="read-only"):
        store.upsert(v, CORPUS[:1])


def test_duplicate_and_bad_names_refused(built):
    store, v = built
    with pytest.raises(StoreError, match="already exists"):
        store.create_version(v)
    with pytest.raises(StoreError, match="invalid version name"):
        store.create_version("../etc")
    with pytest.raises(StoreError, match="occurs twice"):
        build_version(store, "kb", "dup", [CORPUS[0], CORPUS[0]])


@pytest.mark.parametrize("name", ["-kb", "k b", "", ".kb", "a" * 65, "kb/1"])
def test_alias_names_refused_by_the_one_validator(built, name):
    store, v = built
    with pytest.raises(StoreError, match="is not a valid alias; use 1-64 letters"):
        validate_alias_name(name)
    with pytest.raises(StoreError, match="is not a valid alias; use 1-64 letters"):
        store.swap_alias(name, v)
    assert store.aliases() == {}


@pytest.mark.parametrize("name", ["kb", "kb-2", "KB_v1.0", "0kb", "a" * 64])
def test_alias_names_accepted_by_the_one_validator(built, name):
    store, v = built
    assert validate_alias_name(name) == name
    store.swap_alias(name, v)
    assert store.get_alias(name) == v


def test_unknown_names_are_store_errors(store):
    with pytest.raises(StoreError, match="neither an alias nor an index version"):
        store.resolve("ghost")
    with pytest.raises(StoreError, match="not found"):
        store.count("ghost")
    with pytest.raises(StoreError, match="not found"):
        store.drop_version("ghost")


def test_drop_protections(built):
    store, v1 = built
    v2 = build_version(store, "kb", "r2", CORPUS[:2])
    v3 = build_version(store, "kb", "r3", CORPUS[:1])
    store.swap_alias("kb", v1)
    store.swap_alias("kb", v2)
    with pytest.raises(StoreError, match="current target of alias 'kb'.*--force"):
        store.drop_version(v2)
    with pytest.raises(StoreError, match="history of alias 'kb'"):
        store.drop_version(v1)
    store.drop_version(v3)  # never promoted: no protection
    store.drop_version(v1, force=True)
    assert {v.name for v in store.list_versions()} == {v2}


def test_store_error_is_kbgate_error():
    assert issubclass(StoreError, KbgateError)


# --- Edge specifics ----------------------------------------------------------------


def test_edge_registry_is_plain_json_and_persists(tmp_path):
    root = tmp_path / "store"
    with open_store(str(root)) as s:
        v = build_version(s, "kb", "r1", CORPUS)
        s.swap_alias("kb", v, reason="go")
    reg = json.loads((root / "aliases.json").read_text())
    assert reg["aliases"]["kb"]["target"] == v
    assert not list(root.glob("aliases.json.tmp.*"))
    with open_store(str(root)) as s:
        assert s.get_alias("kb") == v
        assert s.query("kb__r1", "退款")[0].payload["chunk_id"] == "doc0@v1#0"


def test_edge_sealed_version_readable_by_two_processes(tmp_path):
    root = tmp_path / "store"
    reader = (
        "import sys; from kbgate.store import open_store; s = open_store(sys.argv[1]);"
        "print(s.count(s.resolve('kb'))); sys.stdin.readline()"
    )
    with open_store(str(root)) as s:
        s.swap_alias("kb", build_version(s, "kb", "r1", CORPUS))
        procs = [subprocess.Popen([sys.executable, "-c", reader, str(root)], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True) for _ in range(2)]
        outs = [p.stdout.readline().strip() for p in procs]  # both hold the shard open now
        assert s.count("kb__r1") == len(CORPUS)  # and so does this process
        for p in procs:
            p.communicate("\n", timeout=30)
    assert outs == [str(len(CORPUS))] * 2


# --- concurrency -------------------------------------------------------------------


def test_reads_during_1000_swaps_never_fail_or_mix(store):
    va = build_version(store, "kb", "a", [store_chunk(i, f"marker-a refund policy {i}") for i in range(20)])
    vb = build_version(store, "kb", "b", [store_chunk(i, f"marker-b refund policy {i}") for i in range(20)])
    store.swap_alias("kb", va)
    retriever = QdrantRetriever(store, "kb")
    marker = {va: "marker-a", vb: "marker-b"}
    stop = threading.Event()
    errors: list[BaseException] = []
    reads = [0]

    def read() -> None:
        while not stop.is_set():
            try:
                res = retriever.retrieve("refund policy", Actor("acme", "agent"), top_k=20)
                assert len(res.chunks) == 20
                assert all(c.text.startswith(marker[res.index_version]) for c in res.candidates)
                reads[0] += 1
                time.sleep(0.0005)  # a served request, not a busy loop: leaves the GIL to the swapper
            except BaseException as exc:  # noqa: BLE001 - collected and re-raised below
                errors.append(exc)
                return

    threads = [threading.Thread(target=read) for _ in range(2)]
    old_interval = sys.getswitchinterval()
    sys.setswitchinterval(0.0002)  # switch threads often: more interleavings, and no GIL convoy on swaps
    for t in threads:
        t.start()
    try:
        for i in range(1000):
            store.swap_alias("kb", vb if i % 2 == 0 else va)
            if i % 50 == 0:  # make sure reads interleave with the swaps, however loaded the machine is
                seen, deadline = reads[0], time.monotonic() + 5
                while reads[0] == seen and not errors and time.monotonic() < deadline:
                    time.sleep(0.001)
    finally:
        stop.set()
        for t in threads:
            t.join()
        sys.setswitchinterval(old_interval)
    assert not errors, errors[0]
    assert reads[0] >= 20, reads[0]
    assert len(store.alias_history("kb")) == 1001


# --- CLI ---------------------------------------------------------------------------


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from kbgate.app.cli import main; main()", *args], capture_output=True, text=True, timeout=60)


def test_index_cli_list_show_drop(tmp_path):
    root = str(tmp_path / "store")
    with open_store(root) as s:
        v1 = build_version(s, "kb", "r1", CORPUS)
        v2 = build_version(s, "kb", "r2", CORPUS[:2])
        s.create_version("kb__r3")
        s.swap_alias("kb", v1)
    from click.testing import CliRunner

    from kbgate.app.cli import cli

    runner = CliRunner()
    out = runner.invoke(cli, ["index", "list", "--store", root, "--format", "json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert {v["name"]: v["complete"] for v in data["versions"]} == {v1: True, v2: True, "kb__r3": False}
    assert data["aliases"] == {"kb": v1}
    text = runner.invoke(cli, ["index", "list", "--store", root]).output
    assert "INCOMPLETE" in text and v1 in text
    show = json.loads(runner.invoke(cli, ["index", "show", "kb", "--store", root, "--format", "json"]).output)
    assert show["name"] == v1 and show["alias_history"]["kb"][0]["target"] == v1
    assert runner.invoke(cli, ["index", "drop", v2, "--store", root]).exit_code == 0
    assert "Example" in runner.invoke(cli, ["index", "drop", "--help"]).output
    missing = runner.invoke(cli, ["index", "list", "--store", str(tmp_path / "nope")])
    assert isinstance(missing.exception, StoreError) and "no kbgate store" in str(missing.exception)
    assert not (tmp_path / "nope").exists()


def test_index_cli_drop_refusal_is_clean_error(tmp_path):
    root = str(tmp_path / "store")
    with open_store(root) as s:
        s.swap_alias("kb", build_version(s, "kb", "r1", CORPUS[:1]))
    res = _cli("index", "drop", "kb__r1", "--store", root)
    assert res.returncode == 2
    assert "Error: refusing to drop" in res.stderr and "--force" in res.stderr
    assert "Traceback" not in res.stderr
    assert _cli("index", "drop", "kb__r1", "--store", root, "--force").returncode == 0


def test_build_with_worker_processes_matches_inline(tmp_path):
    chunks = [store_chunk(i, f"退款规则 refund policy number {i}") for i in range(60)]
    with open_store(str(tmp_path / "store")) as s:
        inline = build_version(s, "kb", "inline", chunks, workers=0)
        pooled = build_version(s, "kb", "pooled", chunks, workers=2, batch_size=7)
        assert s.fingerprint(inline) == s.fingerprint(pooled)
        a, b = (s.query(v, "退款 number 7", limit=5) for v in (inline, pooled))
        assert a[0].payload["chunk_id"] == b[0].payload["chunk_id"] == "doc7@v1#7"
        assert [round(h.score, 5) for h in a] == [round(h.score, 5) for h in b]  # ties may come in any order


@pytest.mark.parametrize("swap_landed", [True, False])
def test_server_alias_history_survives_a_crash_between_event_and_swap(swap_landed):
    """The server backend writes the history event as pending before the native alias update."""
    from qdrant_client import models

    store = open_store(":memory:")
    v1 = build_version(store, "kb", "r1", CORPUS)
    v2 = build_version(store, "kb", "r2", CORPUS)
    store.swap_alias("kb", v1)
    # what a process killed mid-swap leaves behind: a pending event, and the alias moved or not
    seq = time.time_ns()
    store._put_meta("alias_event", f"kb:{seq}", {"kind": "alias_event", "alias": "kb", "seq": seq,
                                                  "target": v2, "previous": v1, "at": "now", "reason": "",
                                                  "state": "pending"})
    store._put_meta("alias_last", "kb", {"kind": "alias_last", "alias": "kb", "seq": seq})
    if swap_landed:
        store.client.update_collection_aliases([
            models.DeleteAliasOperation(delete_alias=models.DeleteAlias(alias_name="kb")),
            models.CreateAliasOperation(create_alias=models.CreateAlias(collection_name=v2, alias_name="kb"))])
    targets = [e["target"] for e in store.alias_history("kb")]
    assert targets == ([v1, v2] if swap_landed else [v1])
    assert store.get_alias("kb") == (v2 if swap_landed else v1)
    store.swap_alias("kb", v1 if swap_landed else v2)  # the next swap settles and extends the history
    assert len(store.alias_history("kb")) == len(targets) + 1
    store.close()
