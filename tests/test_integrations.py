"""kbgate's LangChain, LlamaIndex and Haystack components, each in a real in-memory pipeline of its framework
feeding that framework's own in-memory vector store, with a contaminated batch.

The batch is taken from the fixture corpus (documents whose expected state, in fixtures/expected_states.yaml,
is written apart from kbgate's code): accepted documents, near misses included (a training page quoting an
injection, order numbers shaped like IDs), and contaminated ones (injections, national IDs and card numbers),
plus a document without a tenant label and one whose only PII is an e-mail address (redacted by the policy).
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "fixtures" / "corpus"
POLICY = ROOT / "policies" / "acme.yaml"
AS_OF = dt.date(2026, 11, 29)
CLEAN = ["acme-order-query-guide@v1", "acme-invoice-guide@v1", "acme-security-awareness@v1",
         "globex-service-numbers@v1"]
CONTAMINATED = ["acme-sandbox-injection@v1", "globex-sandbox-injection@v1", "acme-complaint-record-0912@v1",
                "acme-refund-transfer-log@2026-10"]
EXPECTED = yaml.safe_load((ROOT / "fixtures" / "expected_states.yaml").read_text(encoding="utf-8"))
EMAIL_TEXT = "Questions about invoices go to the billing desk: billing.desk@example.com (replies within a day)."


def _records() -> dict[str, dict]:
    rows = [json.loads(line) for line in (CORPUS / "manifest.jsonl").read_text(encoding="utf-8").splitlines() if line]
    return {f"{r['doc_id']}@{r['version']}": r for r in rows}


@pytest.fixture(scope="module")
def batch() -> list[tuple[str, dict]]:
    """``(text, metadata)``: the fixture documents as a loader gives them, plus two planted ones."""
    records = _records()
    out = [((CORPUS / records[k]["path"]).read_text(encoding="utf-8"), records[k]) for k in CLEAN + CONTAMINATED]
    base = {"version": "v1", "source": "acme-kb", "classification": "internal", "effective_from": "2026-01-01"}
    out.append(("Opening hours of the Harbour Road store: 10:00 to 21:00 every day, holidays included.",
                {**base, "doc_id": "planted-no-tenant", "path": "acme/planted-no-tenant.md", "tenant_id": None}))
    out.append((EMAIL_TEXT, {**base, "doc_id": "planted-email", "path": "acme/planted-email.md", "tenant_id": "acme"}))
    return out


def test_the_batch_is_what_the_fixtures_say():
    assert {k: EXPECTED[k] for k in CLEAN} == dict.fromkeys(CLEAN, "accepted")
    assert {k: EXPECTED[k] for k in CONTAMINATED} == dict.fromkeys(CONTAMINATED, "quarantined")


HELD = {*CONTAMINATED, "planted-no-tenant@v1"}
PASSED = {*CLEAN, "planted-email@v1"}


def _options(tmp_path: Path) -> dict:
    return {"as_of": AS_OF, "workdir": tmp_path / "work"}


def _assert_screened(stored: dict[str, tuple[str, dict]], batch) -> None:
    """``stored``: doc key -> (text, metadata) of what reached the vector store."""
    assert set(stored) == PASSED
    by_key = {f"{m['doc_id']}@{m['version']}": (t, m) for t, m in batch}
    for key in CLEAN:  # clean documents pass unchanged, with kbgate's verdict added
        text, meta = stored[key]
        assert text == by_key[key][0]
        assert {k: v for k, v in meta.items() if not k.startswith("kbgate_")} == by_key[key][1]
        assert (meta["kbgate_state"], meta["kbgate_doc"]) == ("accepted", key)
    text, meta = stored["planted-email@v1"]
    assert "billing.desk@example.com" not in text and "<EMAIL_ADDRESS>" in text
    assert (meta["kbgate_state"], meta["kbgate_codes"]) == ("accepted_redacted", "PII_EMAIL_ADDRESS")


def test_langchain_transformer_keeps_contaminated_documents_out_of_the_vector_store(batch, tmp_path):
    from langchain_core.documents import Document
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from langchain_core.runnables import RunnableLambda
    from langchain_core.vectorstores import InMemoryVectorStore

    from kbgate.integrations.langchain import KbgateTransformer

    store = InMemoryVectorStore(DeterministicFakeEmbedding(size=16))
    gate = KbgateTransformer(POLICY, **_options(tmp_path))
    chain = RunnableLambda(gate.transform_documents) | RunnableLambda(store.add_documents)
    chain.invoke([Document(page_content=t, metadata=m) for t, m in batch])
    stored = {row["metadata"]["kbgate_doc"]: (row["text"], row["metadata"]) for row in store.store.values()}
    _assert_screened(stored, batch)
    assert {f"{d.metadata['doc_id']}@{d.metadata['version']}" for d, _ in gate.last.held} == HELD
    assert all(f["code"] and "13812345678" not in json.dumps(f) for _, v in gate.last.held for f in v.findings)


def test_llamaindex_transform_keeps_contaminated_nodes_out_of_the_vector_store(batch, tmp_path):
    from llama_index.core import Document
    from llama_index.core.embeddings import MockEmbedding
    from llama_index.core.ingestion import IngestionPipeline
    from llama_index.core.schema import MetadataMode
    from llama_index.core.storage.docstore import SimpleDocumentStore
    from llama_index.core.vector_stores import SimpleVectorStore

    from kbgate.integrations.llamaindex import KbgateTransform

    vectors, docstore = SimpleVectorStore(), SimpleDocumentStore()
    pipeline = IngestionPipeline(transformations=[KbgateTransform(policy=POLICY, options=_options(tmp_path)),
                                                  MockEmbedding(embed_dim=8)], vector_store=vectors, docstore=docstore)
    docs = [Document(text=t, metadata=m, id_=f"{m['doc_id']}@{m['version']}") for t, m in batch]
    nodes = pipeline.run(documents=docs)
    assert set(vectors.data.embedding_dict) == {n.node_id for n in nodes}
    stored = {n.metadata["kbgate_doc"]: (n.get_content(), n.metadata) for n in nodes}
    _assert_screened(stored, batch)
    assert "kbgate_state" not in nodes[0].get_content(metadata_mode=MetadataMode.EMBED)


def test_haystack_component_routes_contaminated_documents_to_quarantined(batch, tmp_path):
    from haystack import Document, Pipeline
    from haystack.components.writers import DocumentWriter
    from haystack.document_stores.in_memory import InMemoryDocumentStore

    from kbgate.integrations.haystack import KbgateDocumentGate

    store = InMemoryDocumentStore()
    pipeline = Pipeline()
    pipeline.add_component("gate", KbgateDocumentGate(POLICY, **_options(tmp_path)))
    pipeline.add_component("writer", DocumentWriter(document_store=store))
    pipeline.connect("gate.documents", "writer.documents")
    out = pipeline.run({"gate": {"documents": [Document(content=t, meta=m) for t, m in batch]}})
    stored = {d.meta["kbgate_doc"]: (d.content, d.meta) for d in store.filter_documents()}
    _assert_screened(stored, batch)
    assert {f"{d.meta['doc_id']}@{d.meta['version']}" for d in out["gate"]["quarantined"]} == HELD
    assert all(d.meta["kbgate_state"] in ("quarantined", "rejected") for d in out["gate"]["quarantined"])


def test_a_missing_framework_names_the_extra(monkeypatch):
    import sys

    from kbgate.integrations import MissingExtra, require

    monkeypatch.setitem(sys.modules, "llama_index.core.schema", None)
    with pytest.raises(MissingExtra, match=r"pip install 'kbgate\[llamaindex\]'"):
        require("llama_index.core.schema", "llamaindex")


def test_importing_kbgate_imports_no_framework():
    import subprocess
    import sys

    code = ("import kbgate, kbgate.integrations, sys; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('langchain_core', 'llama_index', 'haystack')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
