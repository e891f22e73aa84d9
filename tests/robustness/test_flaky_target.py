"""An HTTP target that times out or answers 500 for 20% of requests: the access run retries, recovers the
transient failures, and reports the probes it could not run as inconclusive -- never as passed."""

from __future__ import annotations

import hashlib
import io
import json
import random
import threading
import time
from pathlib import Path

from kbgate.app.serve import QueryHandler, make_server
from kbgate.audit import hash_query

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 0.3


class Flaky(QueryHandler):
    """10% of queries always fail (the service cannot answer them); 20% of the rest fail once in a while."""

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.rfile = io.BytesIO(raw)
        query = json.loads(raw).get("query", "")
        srv = self.server
        with srv.lock:
            srv.requests += 1
            roll = srv.rng.random()
        persistent = int(hashlib.sha256(query.encode()).hexdigest()[:8], 16) % 10 == 0
        if persistent or roll < 0.2:
            if persistent:
                with srv.lock:
                    srv.persistent.add(hash_query(query))
            if roll < 0.1:
                time.sleep(TIMEOUT * 3)  # the client gives up first
            self._send(500, {"error": "internal_error", "message": "flaky"})
            return
        super().do_POST()


def test_flaky_target_gives_inconclusive_never_pass(tmp_path, policy):
    from rob_helpers import hostile

    from access_tests.access import run_access_test
    from access_tests.truth import AccessCorpus
    from kbgate.corpus.load import load_corpus
    from kbgate.retrieval.retriever import QdrantRetriever
    from kbgate.store import EdgeStore, build_version
    from kbgate.targets.http import HttpRetriever

    text_for = hostile.text_for
    corpus_dir = tmp_path / "c"
    lines = []
    for i in range(10):
        tenant = "acme" if i % 2 else "globex"
        (corpus_dir / tenant).mkdir(parents=True, exist_ok=True)
        (corpus_dir / tenant / f"d{i}.md").write_text(f"# Rule {i}\n\n" + text_for(f"flaky{i}", 4), encoding="utf-8")
        lines.append(json.dumps({"doc_id": f"d{i}", "version": "v1", "path": f"{tenant}/d{i}.md",
                                 "source": f"{tenant}-kb", "tenant_id": tenant,
                                 "classification": "internal" if i % 3 else "confidential",
                                 "effective_from": "2025-01-01"}))
    (corpus_dir / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    chunks = [c for d in load_corpus(corpus_dir, policy).documents for c in d.chunks]
    store = EdgeStore(tmp_path / "store")
    version = build_version(store, "kb", "r1", chunks)
    server = make_server(QdrantRetriever(store, version, policy), port=0)
    server.RequestHandlerClass = Flaky
    server.lock, server.rng, server.requests, server.persistent = threading.Lock(), random.Random(3), 0, set()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        client = HttpRetriever(server.url, timeout=TIMEOUT, retries=2, backoff=0.01)
        report = run_access_test(AccessCorpus.from_corpus(corpus_dir, policy), retriever=client,
                                 target={"description": "flaky"}, max_phrases=1, variants=("plain",))
    finally:
        server.shutdown()
        server.server_close()
        store.close()
    sent = sum(k["sent"] for k in report["probe_kinds"].values())
    inconclusive = {p["query_hash"] for p in report["inconclusive"]}
    assert server.persistent and server.persistent <= inconclusive  # every probe it could not run
    assert len(report["inconclusive"]) < sent * 0.3  # transient failures were retried away
    assert server.requests > sent  # retries happened
    assert report["verdict"]["status"] == "inconclusive" and report["verdict"]["exit_code"] == 1
    assert report["leaks"] == []
