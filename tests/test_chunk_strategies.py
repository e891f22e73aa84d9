"""Chunking strategies: parsing specs (exact errors), and each strategy's rules with near misses."""

from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest

from kbgate.corpus.manifest import ManifestRecord
from kbgate.corpus.strategies import STRATEGIES, ContextChunk, parse_strategy, sentence_spans
from kbgate.errors import InputError
from kbgate.models import Document, Table

ROOT = Path(__file__).resolve().parent.parent


def doc(text: str, *, sections=(), tables=(), doc_id: str = "d") -> Document:
    record = ManifestRecord(doc_id=doc_id, version="v1", path="d.txt", source="s", tenant_id="acme",
                            classification="internal", effective_from=dt.date(2026, 1, 1))
    return Document(record=record, text=text, sections=list(sections), tables=list(tables), language="zh")


EN = " ".join(f"Sentence {i} says the refund takes {i} days." for i in range(40))
ZH = "".join(f"第{i}条规则说明退款需要经过检测流程确认质量问题。" for i in range(40))


# --- spec parsing ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("spec", "message"), [
    ("fixd:max_chars=400", "unknown chunking strategy 'fixd' in 'fixd:max_chars=400'; known: fixed, heading, table, "
                           "parent_child, sentence_window"),
    ("fixed:size=400", "chunking strategy 'fixed': unknown parameter 'size'; allowed: max_chars, overlap"),
    ("fixed:max_chars", "chunking strategy 'fixed': 'max_chars' is not name=value; e.g. fixed:max_chars=400"),
    ("fixed:max_chars=abc", "chunking strategy 'fixed': max_chars: Input should be a valid integer, unable to parse "
                            "string as an integer"),
    ("fixed:max_chars=100,overlap=100", "chunking strategy 'fixed': params: Value error, overlap must be less than "
                                        "max_chars"),
    ("parent_child:child=500,parent=400", "chunking strategy 'parent_child': params: Value error, child must be less "
                                          "than parent"),
    ("sentence_window:window=-1", "chunking strategy 'sentence_window': window: Input should be greater than or "
                                  "equal to 0"),
])
def test_bad_specs_name_what_is_allowed(spec, message):
    with pytest.raises(InputError) as exc:
        parse_strategy(spec)
    assert str(exc.value) == message


def test_specs_parse_with_defaults_and_canonical_form():
    assert parse_strategy("fixed:max_chars=400,overlap=40").spec == "fixed:max_chars=400,overlap=40"
    assert parse_strategy(" parent_child: child=300 , parent=1200 ").spec == \
        "parent_child:child=300,parent=1200,min_chars=20"
    assert parse_strategy("sentence_window").spec == "sentence_window:window=2,max_chars=400"

    class PolicyChunking:
        max_chars, overlap_chars, min_chars = 600, 60, 25

    # heading and table take the policy's sizes unless the spec says otherwise; fixed does not
    assert parse_strategy("heading", PolicyChunking).spec == "heading:max_chars=600,overlap=60,min_chars=25"
    assert parse_strategy("table:rows=3,overlap=0", PolicyChunking).spec == \
        "table:max_chars=600,overlap=0,min_chars=25,rows=3"
    assert parse_strategy("fixed", PolicyChunking).spec == "fixed:max_chars=400,overlap=0"
    with pytest.raises(InputError) as exc:  # an inherited value that no longer fits is named
        parse_strategy("heading:max_chars=100", PolicyChunking)
    assert str(exc.value) == ("chunking strategy 'heading': params: Value error, overlap must be less than half of "
                              "max_chars (overlap=60, min_chars=25 from the policy's chunking section; set them in "
                              "the spec, e.g. heading:overlap=...)")
    assert parse_strategy("heading:max_chars=100,overlap=10", PolicyChunking).spec == \
        "heading:max_chars=100,overlap=10,min_chars=25"
    assert sorted(STRATEGIES) == ["fixed", "heading", "parent_child", "sentence_window", "table"]


# --- fixed -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [EN, ZH])
@pytest.mark.parametrize(("size", "overlap"), [(100, 0), (100, 30), (57, 56)])
def test_fixed_windows_have_exact_size_and_overlap(text, size, overlap):
    chunks = parse_strategy(f"fixed:max_chars={size},overlap={overlap}").chunk(doc(text))
    assert all(len(c.text) <= size for c in chunks)
    assert all(len(c.text) == size for c in chunks[:-1])  # only the last window may be shorter
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert b.char_start == a.char_end - overlap
        assert a.text[len(a.text) - overlap:] == b.text[:overlap] if overlap else a.char_end == b.char_start
    assert chunks[0].char_start == 0 and chunks[-1].char_end == len(text)
    assert [c.chunk_id for c in chunks] == [f"d@v1#{i}" for i in range(len(chunks))]
    assert all(text[c.char_start:c.char_end] == c.text for c in chunks)


def test_fixed_skips_whitespace_windows_and_is_stable():
    text = "a" * 10 + " " * 30 + "b" * 10
    strategy = parse_strategy("fixed:max_chars=10")
    chunks = strategy.chunk(doc(text))
    assert [c.text for c in chunks] == ["a" * 10, "b" * 10] and [c.n for c in chunks] == [0, 1]
    again = strategy.chunk(doc(text))
    assert [(c.chunk_id, c.chunk_hash) for c in chunks] == [(c.chunk_id, c.chunk_hash) for c in again]


# --- heading and table -----------------------------------------------------------------------------------

def test_heading_is_todays_chunker_byte_for_byte():
    from kbgate.acl import granting_roles
    from kbgate.corpus.chunking import chunk_document
    from kbgate.corpus.load import load_corpus
    from kbgate.policy import load_policy

    policy = load_policy(ROOT / "policies/acme.yaml")
    corpus = load_corpus(ROOT / "fixtures/corpus", policy, run_id="r")
    strategy = parse_strategy("heading", policy.chunking)
    checked = 0
    for d in corpus.documents:
        if d.load_error is None:
            roles = granting_roles(policy, d.record)
            assert strategy.chunk(d, run_id="r", allowed_roles=roles) == d.chunks
            checked += len(d.chunks)
    assert checked > 100
    # near miss: other sizes give other chunks
    d = next(d for d in corpus.documents if len(d.chunks) > 2)
    assert chunk_document(d, max_chars=300, overlap_chars=0) != d.chunks


def _table_doc() -> Document:
    from kbgate.corpus.chunking import render_row

    header, rows = ["部件", "费用"], [[f"部件{i}", f"{i}元"] for i in range(7)]
    intro = "维修费用表如下。\n"
    lines = [render_row(header)] + [render_row(r) for r in rows]
    spans, pos = [], len(intro)
    for line in lines:
        spans.append((pos, pos + len(line)))
        pos += len(line) + 1
    table = Table(header=header, rows=rows, pages=[1], char_start=len(intro), char_end=pos - 1, row_spans=spans[1:])
    return doc(intro + "\n".join(lines), tables=[table])


def test_table_groups_rows_and_repeats_the_header():
    chunks = parse_strategy("table:max_chars=400,rows=3,overlap=0").chunk(_table_doc())
    tables = [c for c in chunks if c.is_table]
    assert [c.text.count("\n") for c in tables] == [3, 3, 1]  # 3 + 3 + 1 rows
    assert all(c.text.startswith("部件 | 费用\n") for c in tables)
    # near miss: rows=0 keeps the whole table in one chunk when it fits
    whole = [c for c in parse_strategy("table:max_chars=400,rows=0,overlap=0").chunk(_table_doc()) if c.is_table]
    assert len(whole) == 1 and whole[0].text.count("\n") == 7
    # the fixed baseline cuts through the table and drops the header from the later rows
    fixed = parse_strategy("fixed:max_chars=40").chunk(_table_doc())
    assert any("部件5" in c.text and "部件 | 费用" not in c.text for c in fixed)


# --- parent_child --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [EN, ZH])
def test_children_carry_their_parent(text):
    d = doc(text)
    chunks = parse_strategy("parent_child:child=120,parent=500").chunk(d)
    assert all(isinstance(c, ContextChunk) for c in chunks)
    assert all(len(c.text) <= 120 for c in chunks) and all(len(c.context_text) <= 500 for c in chunks)
    assert all(c.text in c.context_text for c in chunks)
    assert [c.chunk_id for c in chunks] == [f"d@v1#{i}" for i in range(len(chunks))]
    parents = sorted({c.parent_id for c in chunks}, key=lambda p: int(p.rpartition("#p")[2]))
    assert parents == [f"d@v1#p{m}" for m in range(len(parents))] and len(parents) > 1
    assert len(chunks) > len(parents)  # near miss: a parent is cut into several children
    payload = chunks[0].payload()
    assert payload["parent_id"] == "d@v1#p0" and payload["context_text"] == chunks[0].context_text
    assert payload["text"] == chunks[0].text


def test_table_parent_children_repeat_the_header():
    chunks = parse_strategy("parent_child:child=30,parent=400").chunk(_table_doc())
    tables = [c for c in chunks if c.is_table]
    assert len(tables) > 1 and all(c.text.startswith("部件 | 费用\n") for c in tables)
    assert len({c.parent_id for c in tables}) == 1


# --- sentence_window -----------------------------------------------------------------------------------------

def test_sentence_spans_cut_at_cjk_and_english_ends():
    text = "第一句。第二句！Third one. Fourth? 第五句"
    assert [text[s:e] for s, e in sentence_spans(text, 400)] == ["第一句。", "第二句！", "Third one.", "Fourth?", "第五句"]
    # near miss: a full stop inside a number does not end a sentence
    price = "价格是3.5元。好"
    assert [price[s:e] for s, e in sentence_spans(price, 400)] == ["价格是3.5元。", "好"]
    # a sentence longer than max_chars is cut, nothing is lost
    long = "很长" * 60 + "。"
    spans = sentence_spans(long, 50)
    assert all(e - s <= 50 for s, e in spans) and "".join(long[s:e] for s, e in spans) == long


def test_sentence_window_context_is_the_neighbours():
    text = "一号句。二号句。三号句。四号句。五号句。"
    chunks = parse_strategy("sentence_window:window=1").chunk(doc(text))
    assert [c.text for c in chunks] == ["一号句。", "二号句。", "三号句。", "四号句。", "五号句。"]
    assert [c.context_text for c in chunks] == ["一号句。二号句。", "一号句。二号句。三号句。", "二号句。三号句。四号句。",
                                                "三号句。四号句。五号句。", "四号句。五号句。"]
    assert all(c.parent_id is None for c in chunks)
    zero = parse_strategy("sentence_window:window=0").chunk(doc(text))
    assert all(c.context_text == c.text for c in zero)


@pytest.mark.parametrize("spec", ["fixed:max_chars=50,overlap=10", "heading:max_chars=100,overlap=10", "table",
                                  "parent_child:child=50,parent=200", "sentence_window"])
def test_every_strategy_gives_unique_stable_ids(spec):
    d = doc(EN + "\n\n" + ZH, sections=[(0, "en"), (len(EN) + 2, "zh")])
    one, two = parse_strategy(spec).chunk(d), parse_strategy(spec).chunk(d)
    assert len({c.chunk_id for c in one}) == len(one) > 1
    assert [(c.chunk_id, c.chunk_hash) for c in one] == [(c.chunk_id, c.chunk_hash) for c in two]
    assert all(c.text.strip() for c in one)


def test_importing_the_strategies_stays_light():
    """The chunking layer imports neither the store nor a check library nor numpy."""
    import subprocess

    out = subprocess.run([sys.executable, "-c", "import sys, kbgate.corpus.strategies; "
                          "print(any(m in sys.modules for m in ('qdrant_edge', 'presidio_analyzer', 'numpy')))"],
                         capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
