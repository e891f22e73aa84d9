"""Test data factories: build a model object from plain defaults and only the fields a test cares about.

Also the helpers more than one test module uses (tests never import another test module).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import importlib.util
from pathlib import Path

import pytest

from kbgate.corpus.chunking import content_hash
from kbgate.models import Chunk, Document, ManifestRecord

ROOT = Path(__file__).resolve().parent.parent

CHUNK_DEFAULTS = dict(
    doc_id="doc", version="v1", n=0, text="退款规则：签收后15天内可以申请退款。", page=1, section=None,
    source="acme-kb", tenant_id="acme", classification="internal", allowed_roles=["support_agent"],
    effective_from="2024-01-01", expires_at=None, language=None, run_id="test",
)


def make_chunk(**overrides) -> Chunk:
    """A :class:`Chunk` from :data:`CHUNK_DEFAULTS` with ``overrides`` applied (any field).

    Fields not given are derived: ``chunk_id`` is ``{doc_id}@{version}#{n}``, ``char_start``
    is 0, ``char_end`` is ``char_start + len(text)`` and ``chunk_hash`` is the text's content hash.
    """
    values = {**CHUNK_DEFAULTS, **overrides}
    values.setdefault("chunk_id", f"{values['doc_id']}@{values['version']}#{values['n']}")
    values.setdefault("char_start", 0)
    values.setdefault("char_end", values["char_start"] + len(values["text"]))
    values.setdefault("chunk_hash", content_hash(values["text"]))
    values["allowed_roles"] = list(values["allowed_roles"])
    return Chunk(**values)


def store_chunk(i: int, text: str, tenant: str | None = "acme", roles=("agent",), cls="internal", doc=None) -> Chunk:
    """Chunk ``i`` of ``doc`` (``doc<i>``) for the store tests: source ``wiki``, a hash unique per chunk."""
    doc = doc or f"doc{i}"
    return make_chunk(doc_id=doc, n=i, text=text, chunk_hash=f"hash-{i}-{len(text)}", source="wiki",
                      tenant_id=tenant, classification=cls, allowed_roles=roles)


#: seven chunks of two tenants, one confidential (hr only), one without any role: the store suite's corpus
STORE_CORPUS = [
    store_chunk(0, "退款规则：质量问题例外，须经检测流程后方可退款。"),
    store_chunk(1, "发货时间：工作日下单，48小时内发货。"),
    store_chunk(2, "Password reset: open the account page and click forgot password."),
    store_chunk(3, "Warranty covers manufacturing defects for 12 months."),
    store_chunk(4, "员工薪资表，仅限人事部门查看。", roles=("hr",), cls="confidential"),
    store_chunk(5, "Beta tenant refund rules differ.", tenant="beta"),
    store_chunk(6, "A draft with no ACL at all about refund.", roles=()),
]


def run_cli(args: list[str], capsys) -> tuple[int, str, str]:
    """Run ``kbgate ARGS`` in-process: ``(exit code, stdout, stderr)``."""
    from kbgate.app.cli import main

    with pytest.raises(SystemExit) as exc:
        main(args)
    captured = capsys.readouterr()
    return exc.value.code, captured.out, captured.err


def send_json(handler, status: int, body: bytes) -> None:
    """Answer an ``http.server`` request with ``body`` as JSON and status ``status``."""
    handler.send_response(status)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(body)))
    handler.end_headers()
    handler.wfile.write(body)


@contextlib.contextmanager
def serving(retriever, *, store=None, **options):
    """Serve ``retriever`` with :func:`kbgate.app.serve.make_server` on a free loopback port in a thread.

    Yields the server (``server.url``); shuts it down and closes it, then ``store`` if given.
    ``options`` go to ``make_server`` (``audit``, ``token``, ``request_deadline``...).
    """
    import threading

    from kbgate.app.serve import make_server

    server = make_server(retriever, "127.0.0.1", 0, **options)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        if store is not None:
            store.close()


def make_pii_doc(text: str, chunk_at: tuple[int, ...] = (), language: str = "zh") -> Document:
    """An internal document (``doc-1``) whose chunks split ``text`` at the given offsets (no overlap)."""
    record = ManifestRecord(
        doc_id="doc-1", version="v1", path="acme/doc-1.md", source="acme-kb", tenant_id="acme",
        classification="internal", effective_from=dt.date(2024, 1, 1), language=language,
    )
    bounds = [0, *chunk_at, len(text)]
    chunks = [
        make_chunk(doc_id="doc-1", n=n, text=text[a:b], char_start=a, allowed_roles=["employee"], language=language)
        for n, (a, b) in enumerate(zip(bounds, bounds[1:], strict=False))
    ]
    return Document(record=record, text=text, fmt="md", language=language, chunks=chunks)


def make_injection_doc(text: str, chunk_at: tuple[int, ...] = (), fmt: str = "md", hidden=()) -> Document:
    """A public document (``doc-1``) of format ``fmt`` split at the given offsets, with ``hidden`` spans."""
    record = ManifestRecord(
        doc_id="doc-1", version="v1", path="acme/doc-1.md", source="acme-kb", tenant_id="acme",
        classification="public", effective_from=dt.date(2024, 1, 1),
    )
    bounds = [0, *chunk_at, len(text)]
    chunks = [
        make_chunk(doc_id="doc-1", n=n, text=text[a:b], char_start=a, classification="public", allowed_roles=[])
        for n, (a, b) in enumerate(zip(bounds, bounds[1:], strict=False))
    ]
    return Document(record=record, text=text, fmt=fmt, chunks=chunks, hidden_spans=list(hidden))


def pii_params(**section):
    """The ``pii`` check's parameters from a policy section (validated as the policy loader does)."""
    from ingest_checks.pii import check_pii

    return check_pii.configure(section)


# --- independent helpers (not the product's code, so a bug there makes tests fail) ---------------

def resident_id_check_char(first17: str) -> str:
    """GB 11643 / ISO 7064 MOD 11-2 check character."""
    weights = [2 ** (17 - i) % 11 for i in range(17)]
    return "10X98765432"[sum(int(d) * w for d, w in zip(first17, weights, strict=True)) % 11]


def valid_resident_id(first17: str) -> str:
    """``first17`` and its check character: a checksum-valid mainland resident ID."""
    return first17 + resident_id_check_char(first17)


# --- the fixture generator ------------------------------------------------------------------------

@functools.cache
def fixture_generator():
    """fixtures/generate.py (the fixture corpus's generator, not a test), loaded once."""
    spec = importlib.util.spec_from_file_location("fixtures_generate", ROOT / "fixtures" / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def planted_pii() -> tuple[str, ...]:
    """The raw PII values fixtures/generate.py planted, as written in the corpus."""
    return fixture_generator().PLANTED_PII


def _warranty_docx(path: Path) -> None:
    import docx

    d = docx.Document()
    d.core_properties.title = "Warranty terms"
    d.add_heading("Warranty", 1)
    d.add_paragraph("The Globex warranty covers two years from the date of purchase for every headset.")
    d.save(path)


def mixed_folder(root: Path) -> Path:
    """Two tenants' documents in four formats, no manifest."""
    (root / "acme").mkdir(parents=True)
    (root / "globex").mkdir()
    (root / "acme" / "refunds.md").write_text(
        "# Refunds\n\nACME refunds are paid within fifteen days of the return of the goods.\n", encoding="utf-8")
    (root / "acme" / "退款.txt").write_text("退款规则：签收后七天内可以无理由退货，耳机类商品须保持包装完好。\n",
                                          encoding="utf-8")
    (root / "globex" / "shipping.html").write_text(
        "<html><head><title>Shipping</title></head><body><h1>Shipping</h1><p>Globex parcels ship within two "
        "working days from the central warehouse.</p></body></html>", encoding="utf-8")
    _warranty_docx(root / "globex" / "warranty.docx")
    return root
