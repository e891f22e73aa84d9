"""Incremental builds: a build that names a baseline (``reuse_from``) embeds only the texts the baseline
does not hold, answers exactly as a full build, and reuses nothing when the embedding changed."""

from __future__ import annotations

import dataclasses
import os
import random

import pytest
from factories import make_chunk

from kbgate.policy import Embedding
from kbgate.store import build_version, open_store

WORDS = "refund warranty battery screen shipping invoice password account repair delivery 退款 保修 电池 发货".split()


class CountingEmbedder:
    """A deterministic 16-dimensional embedding that counts the texts it was asked for."""

    def __init__(self, key: str | None):
        self.embedding_key, self.texts = key, 0

    def __call__(self, texts: list[str]) -> list[list[float]]:
        self.texts += len(texts)
        return [[float((hash(t) >> s) % 97) + 1.0 for s in range(16)] for t in texts]


def _corpus(seed: int = 1, n: int = 200) -> list:
    rng = random.Random(seed)
    return [make_chunk(doc_id=f"d{i // 4}", n=i % 4, text=" ".join(rng.choices(WORDS, k=10)) + f" code{i}",
                       tenant_id="acme", allowed_roles=["agent"], classification="internal") for i in range(n)]


def _changed(chunks: list, seed: int = 2) -> list:
    """5 % of the documents edited, one removed, one added; one unchanged text moved to a new ACL."""
    rng = random.Random(seed)
    docs = sorted({c.doc_id for c in chunks})
    edited = set(rng.sample(docs, len(docs) // 20))
    out = [dataclasses.replace(c, text=c.text + " revised") if c.doc_id in edited else c
           for c in chunks if c.doc_id != docs[-1]]
    out[0] = dataclasses.replace(out[0], allowed_roles=["agent", "manager"])
    return out + [make_chunk(doc_id="new", n=0, text="a new page about refund timing", tenant_id="acme",
                             allowed_roles=["agent"], classification="internal")]


def _answers(store, version, queries) -> list:
    """Each query's dense and sparse search (each side alone: Edge orders a fused search's equal scores
    differently from one call to the next, on the same version): the scores, and the chunks with their
    payloads above the lowest score (a cut at the limit may split the lowest score's group)."""
    out = []
    flt = {"must": [{"key": "tenant_id", "match": {"value": "acme"}}]}
    for hits in [store.query(version, dense=CountingEmbedder(None)([q])[0], filter=flt, limit=20) for q in queries] + \
            [store.query(version, q, filter=flt, limit=20) for q in queries]:
        floor = hits[-1].score + 1e-5 if hits else 0
        out.append(([h.score for h in hits], sorted(repr(sorted(h.payload.items())) for h in hits if h.score > floor)))
    return out


def _same(a: list, b: list) -> bool:
    """Equal answers; a reused vector is normalised again, so a score may move in the 7th digit."""
    return all(x[1] == y[1] and x[0] == pytest.approx(y[0], abs=1e-5) for x, y in zip(a, b, strict=True))


@pytest.fixture(params=["edge", "local"])
def store(request, tmp_path):
    s = open_store(str(tmp_path / "store")) if request.param == "edge" else open_store(f"qdrant+local:{tmp_path / 'q'}")
    yield s
    s.close()


def test_a_second_build_embeds_only_what_changed_and_answers_as_a_full_build(store):
    base_chunks, new_chunks = _corpus(), None
    new_chunks = _changed(base_chunks)
    first = CountingEmbedder("model-a")
    v1 = build_version(store, "kb", "r1", base_chunks, dense=first)
    assert first.texts - 1 == len(base_chunks)  # the size probe, then every chunk
    assert store.version_info(v1).vectors == {"reused": 0, "computed": len(base_chunks), "from": None}

    again = CountingEmbedder("model-a")
    v2 = build_version(store, "kb", "r2", new_chunks, dense=again, reuse_from=v1)
    old_texts = {c.text for c in base_chunks}
    fresh = sum(c.text not in old_texts for c in new_chunks)
    assert 0 < fresh < len(new_chunks) * 0.1
    assert again.texts - 1 == fresh
    assert store.version_info(v2).vectors == {"reused": len(new_chunks) - fresh, "computed": fresh, "from": v1}

    full = build_version(store, "kb", "full", new_chunks, dense=CountingEmbedder("model-a"))
    rng = random.Random(3)
    queries = [" ".join(rng.choices(WORDS, k=3)) for _ in range(40)] + ["revised refund", "new page refund timing"]
    assert _same(_answers(store, v2, queries), _answers(store, full, queries))
    assert store.fingerprint(v2) == store.fingerprint(full)


@pytest.mark.parametrize("second_key", ["model-b", None])
def test_a_changed_or_unknown_embedding_reuses_nothing(store, second_key):
    chunks = _corpus()
    v1 = build_version(store, "kb", "r1", chunks, dense=CountingEmbedder("model-a"))
    other = CountingEmbedder(second_key)
    v2 = build_version(store, "kb", "r2", chunks, dense=other, reuse_from=v1)
    assert other.texts - 1 == len(chunks)
    assert store.version_info(v2).vectors["reused"] == 0


def test_sparse_builds_record_no_vector_reuse(store):
    v1 = build_version(store, "kb", "r1", _corpus())
    v2 = build_version(store, "kb", "r2", _corpus(), reuse_from=v1)
    assert store.version_info(v2).vectors is None and store.version_info(v2).embedding_key is None


def test_the_embedding_key_follows_the_model_files(tmp_path):
    model = tmp_path / "model"
    model.mkdir()
    (model / "weights.bin").write_bytes(b"1234")
    emb = Embedding(kind="sentence-transformers", model=str(model))
    key = emb.key()
    assert key == Embedding(kind="sentence-transformers", model=str(model)).key()
    (model / "weights.bin").write_bytes(b"12345")
    assert emb.key() != key  # a model replaced at the same path reuses nothing
    os.utime(model / "weights.bin", ns=(1, 1))
    assert emb.key() not in (key, None)
    assert Embedding().key() is None
