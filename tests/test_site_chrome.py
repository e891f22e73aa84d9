"""Site chrome learned from the corpus: navigation repeated across a site's pages is stripped before
chunking and near-duplicate detection; prose repeated on purpose stays (kbgate.corpus.chrome)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from ingest_checks.duplicates import distinct_entries, shared_passage
from ingest_checks.pipeline import run_ingest
from kbgate.corpus.load import load_corpus
from kbgate.models import Document, ManifestRecord
from kbgate.policy import validate_policy

TOPICS = ["Installing the agent on a new laptop", "Renewing an expired VPN certificate",
          "Requesting a replacement access card", "Booking a meeting room for visitors",
          "Reporting a lost phone to the service desk", "Exporting the monthly expense report"]

SIDEBAR = "<div id='tocframe'><ul>" + "".join(
    f"<li><a href='c{i}.html'>Chapter {i}: {name}</a></li>"
    for i, name in enumerate(["Getting started", "Accounts", "Devices", "Network", "Printing", "Mail",
                              "Calendars", "Storage", "Security", "Travel", "Expenses", "Glossary"] * 8)) + "</ul></div>"
BREADCRUMBS = "<div class='path'><a href='/'>Home</a> &raquo; <a href='/it'>IT help</a> &raquo; <a href='/it/kb'>Knowledge base</a></div>"
PREV_NEXT = ("<table width='100%'><tr><td><a href='p.html'>Prev</a></td><td><a href='u.html'>Up</a></td>"
             "<td><a href='n.html'>Next</a></td></tr></table>")
INDEX = "<dl>" + "".join(f"<dt><a href='i{i}.html'>{w}</a></dt>" for i, w in enumerate(
    ["agent", "badge", "certificate", "expenses", "laptop", "meeting room", "phone", "VPN"])) + "</dl>"
NOTICE = ("<p>This handbook describes the services of the Oslo office; the Bergen office publishes its own. "
          "Ask the service desk before you act on a page older than a year.</p>")
GLOSSARY = ("<dl><dt>Asset tag</dt><dd>The barcode label on every company device, used to find its owner and "
            "warranty.</dd><dt>Service desk</dt><dd>The team that answers IT requests on weekdays from 8 to 17."
            "</dd></dl>")


def page(topic: str, chrome: str, *, chrome_after: str = "") -> str:
    body = (f"<h1>{topic}</h1><p>{topic} takes a few steps. First open the self-service portal and search for "
            f"the form named after the task. Fill in the fields, attach what the form asks for and submit it. "
            f"You get a ticket number by mail; the desk answers within two working days.</p>")
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{topic}</title></head><body>"
            f"{chrome}{body}{chrome_after}</body></html>")


def write_corpus(root, pages: dict[str, str]) -> None:
    lines = []
    for i, (rel, html) in enumerate(pages.items()):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(html, encoding="utf-8")
        lines.append(json.dumps({"doc_id": f"page-{i}", "version": "v1", "path": rel, "source": "help",
                                 "tenant_id": "t", "classification": "public", "effective_from": "2026-01-01"}))
    (root / "manifest.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


POLICY = {
    "name": "chrome", "tenants": [{"id": "t"}], "classification_levels": ["public"],
    "roles": {"reader": {"clearance": "public"}}, "sources": [{"name": "help", "path_glob": "*"}],
}


def policy(**site_chrome):
    return validate_policy({**POLICY, "site_chrome": site_chrome} if site_chrome else POLICY, "test policy")


# (case, markup before the content, markup after it, a text of it, stripped?): every page of a 6-page manual has it
CHROME_CASES = [
    ("sidebar table of contents", SIDEBAR, "", "Chapter 3: Network", True),
    ("breadcrumbs", BREADCRUMBS, "", "Knowledge base", True),
    ("previous/next bar", PREV_NEXT, PREV_NEXT, "Prev", True),
    ("generated index of links", "", INDEX, "badge", True),
    # near misses: prose repeated on purpose is content, not navigation
    ("a notice repeated on every page", NOTICE, "", "the Bergen office publishes its own", False),
    ("a glossary repeated on purpose", "", GLOSSARY, "used to find its owner", False),
]


@pytest.mark.parametrize(("case", "before", "after", "marker", "stripped"), CHROME_CASES,
                         ids=[c[0] for c in CHROME_CASES])
def test_repeated_navigation_is_stripped_and_repeated_prose_stays(tmp_path, case, before, after, marker, stripped):
    write_corpus(tmp_path, {f"manual/{i}.html": page(t, before, chrome_after=after) for i, t in enumerate(TOPICS)})
    docs = load_corpus(tmp_path, policy()).documents
    for doc in docs:
        assert doc.load_error is None
        assert "takes a few steps" in doc.text  # the content always stays
        assert (doc.chrome_blocks > 0) is stripped, case
        assert (marker not in doc.text) is stripped, (case, marker)
        if stripped:
            assert any(marker in line for line in doc.repeated_lines)  # reported as PARSE_HEADER_FOOTER


def test_navigation_on_too_few_pages_is_content(tmp_path):
    write_corpus(tmp_path, {f"manual/{i}.html": page(t, SIDEBAR if i < 1 else "") for i, t in enumerate(TOPICS)})
    docs = load_corpus(tmp_path, policy()).documents
    assert all(d.chrome_blocks == 0 for d in docs)
    assert "Chapter 3: Network" in docs[0].text


def test_chrome_is_learned_per_directory_and_source(tmp_path):
    # a 3-page manual in a 21-page source: its sidebar is on 14 % of the source's pages (under min_share)
    # but on every page of its directory; a link list on 2 pages of manual-b is under min_pages
    pages = {f"manual-a/{i}.html": page(t, SIDEBAR) for i, t in enumerate(TOPICS[:3])}
    pages |= {f"manual-b/{i}.html": page(f"{TOPICS[i % 6]} ({i})", BREADCRUMBS, chrome_after=INDEX if i < 2 else "")
              for i in range(18)}
    write_corpus(tmp_path, pages)
    docs = {d.record.path: d for d in load_corpus(tmp_path, policy()).documents}
    assert all("Chapter 3: Network" not in docs[f"manual-a/{i}.html"].text for i in range(3))
    assert all("Knowledge base" not in docs[f"manual-b/{i}.html"].text for i in range(18))
    assert all("badge" in docs[f"manual-b/{i}.html"].text for i in range(2))


def test_a_page_that_is_all_chrome_keeps_its_text(tmp_path):
    pages = {f"manual/{i}.html": page(t, SIDEBAR) for i, t in enumerate(TOPICS)}
    pages["manual/empty.html"] = f"<html><head><title>Contents</title></head><body>{SIDEBAR}</body></html>"
    write_corpus(tmp_path, pages)
    docs = {d.record.path: d for d in load_corpus(tmp_path, policy()).documents}
    assert docs["manual/empty.html"].load_error is None
    assert "Chapter 3: Network" in docs["manual/empty.html"].text


def test_disabled_site_chrome_keeps_the_navigation(tmp_path):
    write_corpus(tmp_path, {f"manual/{i}.html": page(t, SIDEBAR) for i, t in enumerate(TOPICS)})
    docs = load_corpus(tmp_path, policy(enabled=False)).documents
    assert all("Chapter 3: Network" in d.text and d.chrome_blocks == 0 for d in docs)


DUP_CODES = ("DUPLICATE", "NEAR_DUPLICATE", "NEAR_DUPLICATE_SIBLING")


def _ingest(tmp_path, pages, pol):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    write_corpus(corpus, pages)
    out = run_ingest(corpus, pol, as_of=dt.date(2026, 6, 1), fail_on="never", workdir=tmp_path / "work")
    return [f for f in out.report["findings"] if f["code"] in DUP_CODES], out.report


def test_pages_sharing_only_chrome_are_not_near_duplicates(tmp_path):
    # 4,000+ characters of sidebar next to ~300 of content: without the chrome rule these pages are
    # near-duplicates of each other (Jaccard on the whole page > 0.8)
    pages = {f"manual/{i}.html": page(t, SIDEBAR) for i, t in enumerate(TOPICS)}
    dups, report = _ingest(tmp_path, pages, policy())
    assert dups == []
    assert sum(1 for f in report["findings"] if f["code"] == "PARSE_HEADER_FOOTER") == len(TOPICS)
    (tmp_path / "off").mkdir()
    baseline, _ = _ingest(tmp_path / "off", pages, policy(enabled=False))
    assert len(baseline) >= len(TOPICS) - 1  # the rule is what makes the difference


def test_near_duplicate_finding_explains_the_shared_content(tmp_path):
    pages = {f"manual/{i}.html": page(t, SIDEBAR) for i, t in enumerate(TOPICS)}
    copy = page(TOPICS[0], SIDEBAR).replace("two working days", "three working days")
    pages["manual/copy.html"] = copy
    dups, _ = _ingest(tmp_path, pages, policy())
    assert [f["code"] for f in dups] == ["NEAR_DUPLICATE"]
    d = dups[0]["details"]
    assert d["compared"] == "content" and d["chrome_blocks_stripped"] > 0
    assert d["content_chars"] < 600 and 0.8 <= d["jaccard"] < 1  # compared on content, not on the sidebar
    assert d["longest_shared_passage"]["chars"] >= 200
    assert "on content" in dups[0]["message"] and "Chapter" not in dups[0]["message"]


@pytest.mark.parametrize(("text", "other", "shared", "longest"), [
    ("abcdefghij", "xxabcdefghijxx", 1.0, (0, 10)),
    ("abcdefghij", "zzzzzzzzzz", 0.0, (0, 0)),
    ("hello world, same tail", "other start, same tail", 7 / 18, (11, 22)),
])
def test_shared_passage(text, other, shared, longest):
    got = shared_passage(text, other, 5)
    assert got["shared"] == pytest.approx(shared, abs=0.01)
    assert (got["longest"]["start"], got["longest"]["end"]) == longest


def _titled(title: str | None, heading: str | None, text: str = "") -> Document:
    rec = ManifestRecord(doc_id="d", version="v1", path="d.html", source="s", tenant_id="t", classification="public",
                         effective_from=dt.date(2026, 1, 1), title="manifest titles are not the page's own")
    return Document(record=rec, front_matter={"title": title} if title else {},
                    sections=[(0, heading)] if heading else [], text=text)


# (title and heading of A, of B, distinct entries?) -- shapes of real reference pages and of real copies
SIBLING_CASES = [
    (("CMAKE_CXX_STANDARD — CMake 3.25 Documentation", "CMAKE_CXX_STANDARD¶"),
     ("CMAKE_OBJC_EXTENSIONS — CMake 3.25 Documentation", "CMAKE_OBJC_EXTENSIONS¶"), True),
    ((None, "Django 3.1.12 release notes¶"), (None, "Django 2.2.24 release notes¶"), True),
    (("opencc: opencc::DartsDict Class Reference", None), ("opencc: opencc::MarisaDict Class Reference", None), True),
    # Doxygen gives every member page one <title>; the heading names the class
    (("Open Chinese Convert: Member List", "opencc::DartsDict Member List"),
     ("Open Chinese Convert: Member List", "opencc::MarisaDict Member List"), True),
    ((None, "B.4. 由内核处理的一些任务"), (None, "B.4. Some Tasks Handled by the Kernel"), True),
    # the same words, another code entity: Doxygen's pages of a template and of its pointer specialisation
    ((None, "opencc::Optional< T > Class Template Reference"), (None, "opencc::Optional< T * > Class Template Reference"),
     True),
    ((None, "operator+ (C++ function)"), (None, "operator- (C++ function)"), True),
    # copies: the same title, or one that only adds to it
    (("2027年春节售后服务安排", None), ("2027年春节售后服务安排（转发）", None), False),
    ((None, "Refund policy"), (None, "Refund policy (copy)"), False),
    ((None, "Scheduled Maintenance: Support Portal (draft)"), (None, "Scheduled Maintenance: Support Portal (updated)"),
     False),
    ((None, "2027年春节售后服务安排（转发）"), (None, "2027年春节售后服务安排（更新）"), False),
    ((None, "【通知】门店营业时间调整"), (None, "【转发】门店营业时间调整"), False),
    ((None, "10.7. Domain Name Servers (DNS)"), (None, "10.7. Domain Name Servers (DNS)"), False),
    ((None, "Important: read before upgrading"), (None, "Important! Read before upgrading."), False),  # punctuation
    ((None, None), (None, "Refund policy"), False),  # no title of its own: cannot tell, stays a near-duplicate
    # plain text: a first line underlined (git's RelNotes, READMEs) is its title; an unmarked first line is not
    ((None, None, "Git v2.35.6 Release Notes\n=========================\n\nThis release merges the fix."),
     (None, None, "Git v2.38.1 Release Notes\n=========================\n\nThis release merges the fix."), True),
    ((None, None, "Refund policy\n\nRefunds are paid within 30 days."),
     (None, None, "Refund policy 2024\n\nRefunds are paid within 45 days."), False),
]


@pytest.mark.parametrize(("a", "b", "distinct"), SIBLING_CASES, ids=[str(c[0][1] or c[0][0]) for c in SIBLING_CASES])
def test_distinct_entries_by_their_own_titles(a, b, distinct):
    assert distinct_entries(_titled(*a), _titled(*b)) is distinct
    assert distinct_entries(_titled(*b), _titled(*a)) is distinct


def test_templated_reference_pages_are_siblings_not_copies(tmp_path):
    text = ("<p>Default value for {v} target property if set when a target is created. See the "
            "cmake-compile-features manual for an overview of how to use compile features with cmake.</p>")
    pages = {f"variable/{v}.html": f"<html><head><title>{v}</title></head><body><h1>{v}</h1>{text.format(v=v)}</body></html>"
             for v in ("CMAKE_CXX_STANDARD", "CMAKE_OBJC_STANDARD", "CMAKE_CUDA_STANDARD")}
    pages["variable/copy.html"] = pages["variable/CMAKE_CXX_STANDARD.html"].replace("</h1>", " (copy)</h1>").replace(
        "<title>CMAKE_CXX_STANDARD", "<title>CMAKE_CXX_STANDARD (copy)").replace("an overview", "the overview")
    dups, report = _ingest(tmp_path, pages, policy())
    codes = sorted((f["code"], f["action"]) for f in dups)
    assert ("NEAR_DUPLICATE", "quarantine") in codes
    assert codes.count(("NEAR_DUPLICATE_SIBLING", "flag")) == 2
    held = {d["doc"] for d in report["documents"] if d["state"] == "quarantined"}
    assert len(held) == 1


def test_a_generator_title_block_is_the_pages_heading(tmp_path):
    # Doxygen: every member page has <title>Project: Member List</title>; the class is named in div.title
    pages = {f"html/{c}-members.html": (
        f"<html><head><title>Open Chinese Convert: Member List</title></head><body><div class='header'>"
        f"<div class='headertitle'><div class='title'>opencc::{c} Member List</div></div></div>"
        f"<div class='contents'><p>This is the complete list of members for opencc::{c}, including all inherited "
        "members.</p><table><tr><td>Dict()</td><td>opencc::Dict</td></tr><tr><td>GetLexicon()</td><td>opencc::Dict"
        "</td></tr><tr><td>KeyMaxLength()</td><td>opencc::Dict</td></tr><tr><td>Match(const char *word)</td>"
        "<td>opencc::Dict</td></tr></table></div></body></html>") for c in ("DartsDict", "MarisaDict")}
    write_corpus(tmp_path, pages)
    docs = load_corpus(tmp_path, policy()).documents
    assert [d.sections[0][1] for d in docs] == ["opencc::DartsDict Member List", "opencc::MarisaDict Member List"]
    assert distinct_entries(docs[0], docs[1])


def test_a_title_block_with_a_group_line_inside_is_the_pages_heading(tmp_path):
    # Doxygen's class pages: the div.title holds the class name, then a div.ingroups line; the generic
    # "Public Member Functions" headings that follow are the same on every class page
    pages = {f"html/class_{c}.html": (
        f"<html><head><title>Open Chinese Convert: opencc::{c} Class Reference</title></head><body>"
        "<div class='header'><div class='summary'><a href='#pub-methods'>Public Member Functions</a></div>"
        f"<div class='headertitle'><div class='title'>opencc::{c} Class Reference<div class='ingroups'>"
        "<a class='el' href='group.html'>OpenCC C++ Comprehensive API</a></div></div></div></div>"
        "<div class='contents'><h2 class='groupheader'>Public Member Functions</h2><p>Matches a word exactly and "
        "returns the DictEntry or Optional::Null().</p></div></body></html>") for c in ("DartsDict", "MarisaDict")}
    write_corpus(tmp_path, pages)
    docs = load_corpus(tmp_path, policy()).documents
    assert [d.sections[1][1] for d in docs] == [
        f"opencc::{c} Class Reference" for c in ("DartsDict", "MarisaDict")]
    assert distinct_entries(docs[0], docs[1])
