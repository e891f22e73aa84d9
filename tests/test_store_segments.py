"""Sealed builds: the Edge store optimizes a version every ``segment_points`` points while it is
written, so a big build's memory stays bounded, and the sealed version answers exactly as one
built in a single segment (Edge computes the sparse IDF over all of a shard's segments)."""

from __future__ import annotations

import random

from factories import make_chunk

from kbgate.store import build_version, open_store

WORDS = ["退款", "规则", "质量", "问题", "refund", "policy", "invoice", "shipping", "warranty", "检测",
         "流程", "account", "门店", "会员", "points", "expired"]


def _chunks(n: int):
    rng = random.Random(3)
    return [make_chunk(doc_id=f"doc{i}", n=0, text=" ".join(rng.choices(WORDS, k=12)) + f" n{i}",
                       tenant_id=("acme", "globex")[i % 2], allowed_roles=[("agent", "manager")[i % 3 == 0]])
            for i in range(n)]


def _segments(store, version: str) -> int:
    return store._shard(version).info().segments_count


def test_a_sealed_build_answers_like_a_single_segment(tmp_path):
    chunks = _chunks(1200)
    with open_store(str(tmp_path / "store")) as s:
        single = build_version(s, "kb", "single", chunks)
        s.segment_points, s.indexing_threshold_kb = 250, 1  # segments this small stay appendable by default
        sealed = build_version(s, "kb", "sealed", chunks, batch_size=100)
        assert _segments(s, single) <= 2 < _segments(s, sealed)  # sealed every 250 points: ~5 segments
        assert s.count(sealed) == s.count(single) == 1200
        assert s.fingerprint(sealed) == s.fingerprint(single)
        for query in ("退款 规则 warranty", "invoice 门店 n17", "检测 points expired", "policy n1199"):
            for flt in (None, {"tenant_id": "acme"}, {"tenant_id": "globex", "allowed_roles": ["manager"]}):
                got = {v: [(h.payload["chunk_id"], round(h.score, 5)) for h in s.query(v, query, filter=flt, limit=10)]
                       for v in (single, sealed)}
                assert [x for _, x in got[sealed]] == [x for _, x in got[single]], (query, flt)  # the same scores
                # the same chunks, ties in any order (the last score's ties may be cut at different members)
                assert {h for h in got[sealed] if h[1] > got[single][-1][1]} == \
                       {h for h in got[single] if h[1] > got[single][-1][1]}, (query, flt)


def test_a_build_below_the_segment_size_is_one_segment(tmp_path):
    with open_store(str(tmp_path / "store")) as s:
        version = build_version(s, "kb", "small", _chunks(300))
        assert _segments(s, version) <= 2  # the optimized segment and Edge's empty appendable one
