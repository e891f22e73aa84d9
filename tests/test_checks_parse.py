"""The ``parse`` check: load errors, header/footer pollution, garbled text, tables, low-text pages."""

import datetime as dt

import pytest
from factories import make_chunk

from ingest_checks.parse import ParseParams, check_parse, garbled_counts, mask_line
from ingest_checks.registry import RunContext
from kbgate.models import Chunk, Document, LoadError, ManifestRecord, Table


@pytest.fixture(scope="module")
def params(policy):
    """The ``parse`` parameters of the example policy."""
    return ParseParams.model_validate(policy.check_config("parse"))


@pytest.fixture(scope="module")
def ctx(policy):
    return RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="test")
RECORD = ManifestRecord(doc_id="manual", version="v1", path="acme/manuals/m.pdf", source="product-manuals",
                        tenant_id="acme", classification="internal", effective_from="2024-01-01")
BODY = "耳机保修一年，人为损坏除外。退货需保留原包装，七天内办理。The warranty covers defects for one year. "
#: distinct page bodies (identical bodies would themselves be repeated lines)
PAGES = ["耳机保修一年，人为损坏除外，进水不在保修范围内。", "退货需保留原包装，七天内到门店或线上办理。",
         "The warranty covers manufacturing defects for one year.", "换货流程：先登记，再寄回检测，检测合格后发出新机。",
         "Refunds are paid to the original card within ten days."]


def paged(pages: list[str], **kw) -> Document:
    """A PDF-like document whose pages are joined with newlines."""
    starts, text = [], ""
    for page in pages:
        starts.append(len(text))
        text += page + "\n"
    return Document(record=RECORD, text=text, fmt="pdf", page_starts=starts,
                    page_char_counts=kw.pop("counts", [len(p) for p in pages]), **kw)


def table_chunk(text: str) -> Chunk:
    return make_chunk(doc_id="manual", n=9, text=text, char_end=10, page=2, source="product-manuals",
                      allowed_roles=[], language="zh", is_table=True)


PRICE = Table(header=["型号", "价格", "保修"], rows=[["A1", "199", "1年"], ["B2", "299", "2年"]], pages=[2])

CASES = [
    # load errors: the loader's code, nothing else
    ("encrypted", Document(record=RECORD, load_error=LoadError("PARSE_ENCRYPTED", "password protected")),
     ["PARSE_ENCRYPTED"]),
    ("corrupt", Document(record=RECORD, load_error=LoadError("PARSE_CORRUPT", "truncated")), ["PARSE_CORRUPT"]),
    ("empty", Document(record=RECORD, load_error=LoadError("PARSE_EMPTY", "no text")), ["PARSE_EMPTY"]),
    ("unsupported", Document(record=RECORD, load_error=LoadError("PARSE_UNSUPPORTED", ".exe")),
     ["PARSE_UNSUPPORTED"]),
    ("missing", Document(record=RECORD, load_error=LoadError("FILE_MISSING", "no file")), ["FILE_MISSING"]),
    # header/footer
    ("stripped-by-loader", paged(PAGES[:3], repeated_lines=["ACME 售后手册 第1页"]), ["PARSE_HEADER_FOOTER"]),
    ("left-in-body", paged([f"ACME 售后手册 第{i}页\n{b}" for i, b in enumerate(PAGES[:3], 1)]), ["PARSE_HEADER_FOOTER"]),
    ("half-of-pages", paged([f"机密页脚\n{PAGES[0]}", PAGES[1], f"机密页脚\n{PAGES[2]}", PAGES[3]]), ["PARSE_HEADER_FOOTER"]),
    ("below-ratio", paged([f"机密页脚\n{PAGES[0]}", *PAGES[1:]]), []),
    ("two-pages-only", paged([f"ACME 售后手册\n{b}" for b in PAGES[:2]]), []),
    ("long-edge-lines-differ-by-numbers",
     paged([f"第{i}条：耳机保修一年，人为损坏除外，进水不在保修范围内；退货需保留原包装，七天内到门店或线上办理，"
            f"详见售后政策第{i}节，或拨打客服热线咨询。\n{b}" for i, b in enumerate(PAGES[:4])]), []),
    ("repeated-sentence-mid-page", paged([f"{b}\n{b}\n请联系客服。\n{b}\n{b}" for b in PAGES[:3]]), []),
    ("single-page", Document(record=RECORD, text=BODY * 3), []),
    ("table-header-per-page", paged([f"型号 | 价格 | 保修\n{x}型 | 199 | 1年\n{b}" for x, b in zip("甲乙丙", PAGES, strict=False)],
                                    tables=[PRICE]), []),
    ("already-stripped-not-twice", paged([f"Page {i}\n{b}" for i, b in enumerate(PAGES[:3], 1)], repeated_lines=["Page 1"]),
     ["PARSE_HEADER_FOOTER"]),
    # garbled text
    ("replacement-chars", Document(record=RECORD, text=BODY + "\ufffd" * 10), ["PARSE_GARBLED"]),
    ("cid-glyphs", Document(record=RECORD, text="(cid:12)(cid:48)(cid:7) " * 3 + BODY), ["PARSE_GARBLED"]),
    ("private-use", Document(record=RECORD, text=BODY + "\ue001\ue002\ue003\ue004"), ["PARSE_GARBLED"]),
    ("mojibake", Document(record=RECORD, text="Ã©tÃ© â€™ caf\u00c3\u00a9 " + "ä¸\xadæ–‡" + BODY), ["PARSE_GARBLED"]),
    ("one-stray-fffd", Document(record=RECORD, text=BODY * 10 + "\ufffd"), []),
    ("accented-latin", Document(record=RECORD, text="Café, naïve São Paulo, NÃO, Ærø, Straße. " * 3), []),
    ("cid-word", Document(record=RECORD, text=BODY + "The acid: pH 3 (cid lab)"), []),
    # tables
    ("good-table", Document(record=RECORD, text=BODY, tables=[PRICE]), []),
    ("ragged-table", Document(record=RECORD, text=BODY,
                              tables=[Table(["型号", "价格", "保修"], [["A1", "199"], ["B2", "299", "2年"]], [2])]),
     ["PARSE_TABLE"]),
    ("headerless-table", Document(record=RECORD, text=BODY, tables=[Table(["", ""], [["A1", "199"]], [1])]),
     ["PARSE_TABLE"]),
    ("chunk-with-header", Document(record=RECORD, text=BODY, tables=[PRICE],
                                   chunks=[table_chunk("型号 | 价格 | 保修\nA1 | 199 | 1年")]), []),
    # a header cell that wraps in the PDF ("子网掩\n码/位数", seen in a real manual) is rendered on one line
    ("chunk-with-wrapped-header", Document(record=RECORD, text=BODY,
                                           tables=[Table(["网络地址", "子网掩\n码/位数"], [["10.0.0.0", "8"]], [1])],
                                           chunks=[table_chunk("网络地址 | 子网掩 码/位数\n10.0.0.0 | 8")]), []),
    ("chunk-without-header", Document(record=RECORD, text=BODY, tables=[PRICE],
                                      chunks=[table_chunk("B2 | 299 | 2年\nC3 | 399 | 3年")]), ["PARSE_TABLE"]),
    ("chunk-header-out-of-order", Document(record=RECORD, text=BODY, tables=[PRICE],
                                           chunks=[table_chunk("保修 | 型号 | 价格\nA1 | 199 | 1年")]),
     ["PARSE_TABLE"]),
    # low-text pages
    ("scanned-page", paged([PAGES[0], "", PAGES[1]], counts=[300, 3, 300]), ["PARSE_LOW_TEXT"]),
    ("all-scanned", paged(["a", "b", "c"], counts=[1, 1, 1]), ["PARSE_LOW_TEXT"]),
    ("page-at-threshold", paged([PAGES[0], PAGES[1], PAGES[2]], counts=[300, 20, 300]), []),
    ("no-page-counts", Document(record=RECORD, text=BODY, fmt="md"), []),
    ("clean", Document(record=RECORD, text=BODY * 5), []),
]


@pytest.mark.parametrize(("name", "doc", "codes"), CASES, ids=[c[0] for c in CASES])
def test_parse_codes(params, ctx, name, doc, codes):
    assert sorted(f.code for f in check_parse.fn(doc, params, ctx)) == sorted(codes)


@pytest.mark.parametrize(("text", "expected"), [
    ("Ã©", {"mojibake": 2}),
    ("â€™", {"mojibake": 3}),
    ("ä¸\xad", {"mojibake": 3}),  # 中 read as Latin-1
    ("(cid:3)", {"cid": 7}),
    ("\ufffd\ufffd", {"replacement": 2}),
    ("\ue000\uf8ff", {"private_use": 2}),
    ("café", {}),
    ("NÃO São", {}),
    ("中文，全角标点。", {}),
    ("«quoted» 25°C ±1", {}),
])
def test_garbled_counts(text, expected):
    assert {k: v for k, v in garbled_counts(text).items() if v} == expected


def test_header_footer_default_action_is_flag_and_evidence_masked(ctx):
    doc = paged([f"Prepared by zhang@example.cn tel 13812345678\n{b}" for b in PAGES[:3]])
    (finding,) = check_parse.fn(doc, ParseParams(), ctx)
    assert finding.action == "flag"
    assert "zhang" not in finding.evidence and "1381" not in finding.evidence
    assert finding.location.page == 1


def test_load_error_is_quarantined_with_message(params, ctx):
    doc = Document(record=RECORD, load_error=LoadError("PARSE_ENCRYPTED", "PDF is encrypted; decrypt it"))
    (finding,) = check_parse.fn(doc, params, ctx)
    assert finding.action == "quarantine" and "decrypt" in finding.message


def test_garbled_finding_reports_ratio(params, ctx):
    (finding,) = check_parse.fn(Document(record=RECORD, text="a" * 90 + "\ufffd" * 10), params, ctx)
    assert finding.evidence.startswith("ratio=0.100")


def test_mask_line():
    assert mask_line("Page 12 of 30 · ops@acme.cn") == "Page ## of ## · [email]"
    assert len(mask_line("x" * 100)) == 40


@pytest.mark.parametrize("section", [
    {"header_footer_min_page_ratio": 0},
    {"header_footer_min_page_ratio": 1.5},
    {"garbled_max_ratio": -0.1},
    {"low_text_chars_per_page": -1},
    {"garbled_ratio": 0.1},
])
def test_bad_params_rejected(section):
    with pytest.raises(ValueError):
        ParseParams.model_validate(section)
