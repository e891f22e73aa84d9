"""Every channel a response carries: citations, the answer against every document, extra fields.

Small corpora judged directly (no store); the near misses are the false alarms a team would
switch the gate off for.
"""

from __future__ import annotations

import datetime as dt

import pytest

from access_tests.judge import Judge
from access_tests.phrases import distinctive_phrases
from access_tests.probes import Probe
from access_tests.truth import AccessCorpus
from kbgate.models import ManifestRecord
from kbgate.retrieval.retriever import Actor, RetrievalResult, RetrievedChunk

SHARED = "All requests are answered within two working days by the support desk team members on duty."
SALARY = "Band 4 support engineers are paid between 52,000 and 61,000 USD per year, reviewed every April."
ACME = Actor("acme", "employee")


def rec(doc_id, tenant, level, title, **kw) -> ManifestRecord:
    kw.setdefault("path", f"{doc_id}.md")
    return ManifestRecord(doc_id=doc_id, version="v1", source="s", tenant_id=tenant, classification=level,
                          effective_from=dt.date(2026, 1, 1), title=title, **kw)


@pytest.fixture
def judge(policy) -> Judge:
    records = [rec("a-pub", "acme", "public", "Spring notice"),
               rec("a-pay", "acme", "confidential", "Compensation Bands 2026", allowed_roles=["risk_officer"]),
               rec("g-loan", "globex", "internal", "Loaner Device Program"),
               rec("g-desk", "globex", "internal", "Support Desk"),
               rec("g-hours", "globex", "public", "Opening times"),
               rec("g-old", "globex", "public", "Holiday Bundle Promotion", status="withdrawn")]
    chunks = [("a-pub@v1#0", "a-pub", "v1", f"Service desk open 9:00 to 18:00 during the spring week. {SHARED}"),
              ("a-pay@v1#0", "a-pay", "v1", f"Pay is reviewed yearly. {SALARY} Bonuses are paid in March."),
              ("g-loan@v1#0", "g-loan", "v1", f"Loaner watches need a refundable deposit of $50 per unit. {SHARED}"),
              ("g-desk@v1#0", "g-desk", "v1", "The support desk takes calls; the desk support line is busy."),
              ("g-hours@v1#0", "g-hours", "v1", "Our support desk hours: the desk opens at nine."),
              ("g-old@v1#0", "g-old", "v1", "Campaign code HOLIDAY-2025-XK9 while stocks last.")]
    corpus = AccessCorpus.build(policy, records, chunks, as_of=dt.date(2026, 6, 1))
    return Judge(corpus, distinctive_phrases(corpus.texts, {r.key: r.title for r in records}))


def _leaks(judge: Judge, result: RetrievalResult, actor: Actor = ACME, query: str = "what is new") -> set:
    return {(x.kind, x.channel, x.doc) for x in judge.judge(Probe("eval", "plain", query, actor), result).leaks}


def chunk(chunk_id: str, text: str = "Service desk open 9:00 to 18:00 during the spring week.") -> RetrievedChunk:
    doc, _, rest = chunk_id.partition("@")
    return RetrievedChunk(chunk_id, doc, rest.split("#")[0], text, 1.0)


def test_a_forbidden_citation_is_a_leak_with_channel_citations(judge):
    ok = [chunk("a-pub@v1#0")]
    assert _leaks(judge, RetrievalResult(chunks=ok, citations=["a-pub@v1#0"])) == set()
    assert _leaks(judge, RetrievalResult(chunks=ok, citations=["a-pub@v1#0", "g-loan@v1#0", "a-pay", "g-old@v1",
                                                               "not-a-known-id"])) == {
        ("cross_tenant", "citations", "g-loan@v1"), ("above_clearance", "citations", "a-pay"),
        ("deleted", "citations", "g-old@v1")}
    # a cited chunk that was also returned is judged once, with the chunk (and an opaque id is resolved)
    opaque = RetrievedChunk("node-1", None, None, f"Loaner watches need a refundable deposit of $50 per unit. {SHARED}", 1)
    assert _leaks(judge, RetrievalResult(chunks=[opaque], citations=["node-1"])) == {
        ("cross_tenant", "chunks", "g-loan@v1")}


def test_every_other_response_field_is_scanned_by_its_name(judge):
    result = RetrievalResult(chunks=[chunk("a-pub@v1#0")], extra={
        "sources": [{"doc_id": "g-loan", "score": 0.7}, {"doc_id": "a-pub"}],
        "metadata": {"related": "Read the Compensation Bands 2026 next", "took_ms": 12}})
    assert _leaks(judge, result) == {("cross_tenant", "sources", "g-loan"), ("above_clearance", "metadata", "a-pay@v1")}
    assert _leaks(judge, result, Actor("acme", "manager")) == {("cross_tenant", "sources", "g-loan"),
                                                               ("outside_allowed_roles", "metadata", "a-pay@v1")}
    assert _leaks(judge, result, Actor("acme", "risk_officer")) == {("cross_tenant", "sources", "g-loan")}


def test_the_answer_is_judged_against_every_document_not_only_the_target(judge):
    answer = "Found 1 passage. See also: Loaner Device Program; Holiday Bundle Promotion; Spring notice"
    assert _leaks(judge, RetrievalResult(chunks=[chunk("a-pub@v1#0")], answer=answer)) == {
        ("cross_tenant", "answer", "g-loan@v1"), ("deleted", "answer", "g-old@v1")}
    coded = RetrievalResult(chunks=[], answer="Use holiday-2025-xk9 at checkout.")
    assert _leaks(judge, coded, Actor("globex", "manager")) == {("deleted", "answer", "g-old@v1")}


def test_a_quoted_sentence_of_a_forbidden_chunk_is_a_leak(judge):
    quoted = f"As far as I know: {SALARY.lower()}"
    assert _leaks(judge, RetrievalResult(chunks=[], answer=quoted)) == {("above_clearance", "answer", "a-pay@v1")}
    assert _leaks(judge, RetrievalResult(chunks=[], answer=quoted), Actor("acme", "manager")) == {
        ("outside_allowed_roles", "answer", "a-pay@v1")}
    assert _leaks(judge, RetrievalResult(chunks=[], answer=quoted), Actor("acme", "risk_officer")) == set()
    assert _leaks(judge, RetrievalResult(chunks=[], answer="Band 4 engineers are paid 61,000 USD")) == {
        ("above_clearance", "answer", "a-pay@v1")}  # the number with its unit alone
    short = "Band 4 support engineers are paid between a range"  # fewer than 12 words of it, no mark
    assert _leaks(judge, RetrievalResult(chunks=[], answer=short)) == set()
    assert _leaks(judge, RetrievalResult(chunks=[], answer=quoted), query=SALARY) == set()  # the user's own words


@pytest.mark.parametrize("answer", [
    "This program lends a device as a loaner while yours is repaired.",  # the title's words, not the title
    "Please call the support desk; the desk support line opens at nine.",  # a title of common words only
    f"Good news: {SHARED}",  # a sentence an allowed document holds as well
    "Deposits are refunded; bring the unit back.",
])
def test_near_misses_are_not_leaks(judge, answer):
    assert _leaks(judge, RetrievalResult(chunks=[chunk("a-pub@v1#0")], answer=answer)) == set()


def test_document_titles_come_from_every_loader(tmp_path, policy):
    import docx

    from kbgate.corpus.loaders import load_document

    d = docx.Document()
    d.core_properties.title = "Regional Service Contacts"
    d.add_paragraph("Call the regional desk.")
    d.save(tmp_path / "c.docx")
    (tmp_path / "a.md").write_text("---\ntitle: Front Title\n---\n# First Heading\n\nBody text.\n", encoding="utf-8")
    (tmp_path / "b.html").write_text("<html><head><title>Page Title</title></head><body><p>Hi</p></body></html>",
                                     encoding="utf-8")
    titles = {p: load_document(tmp_path, rec(p.split(".")[0], "acme", "public", "Manifest Title",
                                             path=p)).titles for p in ("a.md", "b.html", "c.docx")}
    assert titles == {"a.md": ["Manifest Title", "Front Title", "First Heading"],
                      "b.html": ["Manifest Title", "Page Title"],
                      "c.docx": ["Manifest Title", "Regional Service Contacts"]}


def test_extra_response_fields_cross_the_protocol_unchanged():
    from kbgate.targets.http import parse_response

    result = parse_response({"chunks": [], "request_id": "r1", "index_version": "v", "citations": None,
                             "sources": ["g-loan"], "metadata": {"k": 1}})
    assert result.extra == {"sources": ["g-loan"], "metadata": {"k": 1}}
    assert result.to_dict()["sources"] == ["g-loan"] and "request_id" not in result.to_dict()
    assert "sources" not in RetrievalResult(chunks=[]).to_dict()  # nothing extra: the body is as before
