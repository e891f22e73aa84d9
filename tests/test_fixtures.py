"""The fixture corpus, eval sets and expected findings are consistent with the contracts.

These tests check the fixtures themselves (not kbgate's checks): that the generator is
deterministic and matches the committed files, that every manifest record is valid,
that every eval anchor really occurs in an accepted, visible document, and that the
planted PII and near-misses have the checksums they claim. The checksums are judged by the
product's own validators (the ones the ``pii`` check applies), not by the generator's helpers
that made the values: a planted value is one the check must accept, a near miss one it must reject.
"""

from __future__ import annotations

import datetime as dt
import filecmp
import importlib.util
import io
import json
import re
from functools import cache
from pathlib import Path

import pytest
import yaml
from pydantic import ValidationError

from kbgate.models import ManifestRecord

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
CORPUS = FIXTURES / "corpus"
AS_OF = dt.date(2026, 11, 29)
STRATA = {"fact", "multi_hop", "paraphrase", "unanswerable", "version_conflict", "permission"}
CASE_KEYS = {"case_id", "query", "tenant_id", "actor_role", "relevant", "must_cover", "must_not_claim",
             "answerable", "risk", "stratum", "knowledge_version"}


def _load_generator():
    spec = importlib.util.spec_from_file_location("fixtures_generate", FIXTURES / "generate.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gen = _load_generator()


@cache
def _policy():
    from ingest_checks.registry import validate_check_section
    from kbgate.policy import load_policy

    return load_policy(ROOT / "policies" / "acme.yaml", validate_checks=validate_check_section)


@cache
def _recognizers():
    """The ``pii`` check's card and IBAN recognizers (their ``validate_result`` is what a match must pass)."""
    from ingest_checks.presidio_setup import CjkSafeCreditCardRecognizer, CjkSafeIbanRecognizer

    return CjkSafeCreditCardRecognizer(), CjkSafeIbanRecognizer()


def card_valid(number: str) -> bool:
    """The product's card validation: presidio's Luhn check, and not a valid resident ID."""
    return bool(_recognizers()[0].validate_result(number))


def iban_valid(iban: str) -> bool:
    """The product's IBAN validation: presidio's mod-97 check and per-country format."""
    return bool(_recognizers()[1].validate_result(iban))


def resident_id_valid(number: str) -> bool:
    """The product's resident-ID validation: province code, birth date, ISO 7064 MOD 11-2 check character."""
    from ingest_checks.presidio_setup import is_valid_resident_id

    return is_valid_resident_id(number)


def _manifest() -> list[dict]:
    lines = (CORPUS / "manifest.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def _eval(name: str) -> list[dict]:
    lines = (FIXTURES / "eval" / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def _expected() -> list[dict]:
    return yaml.safe_load((FIXTURES / "expected_findings.yaml").read_text(encoding="utf-8"))


@cache
def _text(path: str) -> str:
    """Text of a corpus file: pypdf for PDFs, every text node of a .docx's XML parts, UTF-8 then GB18030 for text."""
    data = (CORPUS / path).read_bytes()
    if path.endswith(".pdf"):
        from pypdf import PdfReader

        return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)
    if path.endswith(".docx"):
        import zipfile

        with zipfile.ZipFile(io.BytesIO(data)) as z:
            xml = "".join(z.read(n).decode() for n in z.namelist() if n.startswith("word/") and n.endswith(".xml"))
        return "\n".join(re.findall(r"<w:(?:t|delText)(?: [^>]*)?>([^<]*)<", xml))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("gb18030")


def _expected_states() -> dict[str, str]:
    return yaml.safe_load((FIXTURES / "expected_states.yaml").read_text(encoding="utf-8"))


@cache
def _unreadable_paths() -> set[str]:
    """Paths of the planted unreadable files: the documents expected to end ``rejected``."""
    states = _expected_states()
    return {r["path"] for r in _manifest() if states[f"{r['doc_id']}@{r['version']}"] == "rejected"}


def _safe_text(path: str) -> str:
    """Text of a corpus file, or "" for a planted unreadable file (encrypted, truncated, empty, not a PDF)."""
    return "" if path in _unreadable_paths() else _text(path)


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().lower()


def _caught_keys() -> set[str]:
    """Docs expected to be quarantined or rejected (any must-catch except the flag-only header/footer)."""
    return {e["doc"] for e in _expected() if e["expect"] == "catch" and e["code"] != "PARSE_HEADER_FOOTER"}


def _accepted_version(doc_id: str) -> dict:
    caught = _caught_keys()
    recs = [r for r in _manifest() if r["doc_id"] == doc_id and f"{r['doc_id']}@{r['version']}" not in caught]
    assert len(recs) == 1, f"{doc_id}: expected exactly one accepted version, got {recs}"
    return recs[0]


# ---------------------------------------------------------------- determinism
def test_generator_is_deterministic_and_matches_committed_files(tmp_path):
    gen.generate(tmp_path / "a")
    gen.generate(tmp_path / "b")
    for sub in ("corpus", "bad_manifest", "eval"):
        cmp = filecmp.dircmp(tmp_path / "a" / sub, tmp_path / "b" / sub)
        assert _dircmp_equal(cmp, shallow=False), f"{sub}: two runs differ"
        committed = filecmp.dircmp(tmp_path / "a" / sub, FIXTURES / sub)
        assert _dircmp_equal(committed, shallow=False), f"{sub}: committed files are stale; run fixtures/generate.py"
    for name in ("expected_findings.yaml", "expected_states.yaml"):
        assert (tmp_path / "a" / name).read_bytes() == (FIXTURES / name).read_bytes(), f"{name} is stale"


def test_expected_states_cover_every_document_once():
    states = _expected_states()
    assert list(states) == [f"{r['doc_id']}@{r['version']}" for r in _manifest()]
    assert set(states.values()) <= {"accepted", "accepted_redacted", "quarantined", "rejected"}
    # a document expected to be caught is not expected to be accepted, and clean ones are
    assert {k for k, s in states.items() if s in ("quarantined", "rejected")} == _caught_keys()


def _dircmp_equal(cmp: filecmp.dircmp, shallow: bool) -> bool:
    if cmp.left_only or cmp.right_only or cmp.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files, shallow=shallow)
    if mismatch or errors:
        return False
    return all(_dircmp_equal(sub, shallow) for sub in cmp.subdirs.values())


# ---------------------------------------------------------------- manifest
def test_every_manifest_record_is_valid_and_unique():
    records = [ManifestRecord.model_validate(r) for r in _manifest()]
    keys = [r.key for r in records]
    assert len(keys) == len(set(keys))
    assert len(records) >= 40
    for r in records:
        assert (CORPUS / r.path).is_file(), r.path
        assert not r.path.startswith(("/", "..")), r.path
    assert {r.tenant_id for r in records} >= {"acme", "globex"}
    assert {Path(r.path).suffix for r in records} >= {".pdf", ".md", ".txt"}


def test_sha256_matches_except_planted_mismatch():
    planted = {e["doc"] for e in _expected() if e["code"] == "DIGEST_MISMATCH" and e["expect"] == "catch"}
    missing = {e["doc"] for e in _expected() if e["code"] == "DIGEST_MISSING" and e["expect"] == "catch"}
    assert planted and missing
    import hashlib

    for r in _manifest():
        key = f"{r['doc_id']}@{r['version']}"
        actual = hashlib.sha256((CORPUS / r["path"]).read_bytes()).hexdigest()
        if key in missing:
            assert "sha256" not in r
        elif key in planted:
            assert r["sha256"] != actual
        else:
            assert r.get("sha256", actual) == actual, key
        if r["source"] == "product-manuals" and key not in missing:
            assert "sha256" in r, key


def test_sources_and_globs_agree_with_expected_unknown_source():
    policy = _policy()
    unknown = {e["doc"] for e in _expected() if e["code"] == "UNKNOWN_SOURCE"}
    for r in _manifest():
        key = f"{r['doc_id']}@{r['version']}"
        src = policy.source(r["source"])
        ok = src is not None and src.matches_path(r["path"])
        assert ok == (key not in unknown), key


def test_bad_manifest_has_one_problem_per_invalid_line():
    lines = (FIXTURES / "bad_manifest" / "manifest.jsonl").read_text(encoding="utf-8").splitlines()
    recs = [json.loads(x) for x in lines]
    valid = []
    for rec in recs:
        try:
            valid.append(ManifestRecord.model_validate(rec))
        except ValidationError:
            continue
    # missing doc_id, bad date, unknown key, wrong type fail the model; path escape and duplicate fail the loader
    assert len(recs) == 8 and len(valid) == 4
    assert [v.key for v in valid].count("ok-note@v1") == 2
    assert any(v.path == "../x.txt" for v in valid)


# ---------------------------------------------------------------- expected findings
def test_expected_findings_refer_to_manifest_docs():
    keys = {f"{r['doc_id']}@{r['version']}" for r in _manifest()}
    entries = _expected()
    assert entries
    for e in entries:
        assert set(e) == {"doc", "code", "expect", "note"}
        assert e["doc"] in keys, e
        assert e["expect"] in ("catch", "not_flag")
        assert re.fullmatch(r"\*|[A-Z0-9_]+\*?", e["code"]), e
        if e["expect"] == "catch":
            assert not e["code"].endswith("*"), e
    codes = {e["code"] for e in entries if e["expect"] == "catch"}
    required = {"EXPIRED", "SUPERSEDED", "VERSION_CONFLICT", "NEAR_DUPLICATE", "LABEL_MISMATCH", "LABEL_MISSING",
                "LABEL_UNKNOWN", "NOT_YET_EFFECTIVE", "PII_CN_RESIDENT_ID", "PII_CN_MOBILE", "PII_EMAIL_ADDRESS",
                "PII_CREDIT_CARD", "PII_IBAN_CODE", "INJECTION_PLACEHOLDER", "INJECTION_INSTRUCTION",
                "INJECTION_HIDDEN", "PARSE_HEADER_FOOTER", "PARSE_GARBLED", "PARSE_ENCRYPTED", "PARSE_CORRUPT",
                "PARSE_EMPTY", "WITHDRAWN", "UNKNOWN_SOURCE", "DIGEST_MISMATCH", "DIGEST_MISSING", "EVAL_LEAK"}
    assert required <= codes, required - codes


def test_planted_freshness_dates():
    recs = {f"{r['doc_id']}@{r['version']}": r for r in _manifest()}
    for e in _expected():
        r = recs[e["doc"]]
        if e["code"] == "EXPIRED" and e["expect"] == "catch":
            assert dt.date.fromisoformat(r["expires_at"]) < AS_OF
        if e["code"] == "NOT_YET_EFFECTIVE":
            assert dt.date.fromisoformat(r["effective_from"]) > AS_OF
        if e["code"] == "WITHDRAWN":
            assert r["status"] == "withdrawn"
    assert recs["refund-policy@v2"]["supersedes"] == ["refund-policy@v1"]


# ---------------------------------------------------------------- eval sets
@pytest.mark.parametrize("name,minimum", [("locked", 60), ("tuning", 20)])
def test_eval_cases_have_the_documented_shape(name, minimum):
    policy = _policy()
    cases = _eval(name)
    assert len(cases) >= minimum
    for c in cases:
        assert set(c) == CASE_KEYS, c["case_id"]
        assert c["tenant_id"] in policy.tenant_ids
        assert c["actor_role"] in policy.roles
        assert c["risk"] in ("P0", "P1", "P2")
        assert c["stratum"] in STRATA
        assert c["answerable"] == bool(c["relevant"])
        dt.date.fromisoformat(c["knowledge_version"])
        for r in c["relevant"]:
            assert set(r) == {"doc_id", "anchor"} and r["anchor"].strip()
    assert {c["tenant_id"] for c in cases} == {"acme", "globex"}
    assert {c["stratum"] for c in cases} == STRATA
    assert {c["risk"] for c in cases} == {"P0", "P1", "P2"}
    assert len({c["case_id"] for c in cases}) == len(cases)


def test_locked_and_tuning_do_not_overlap():
    locked, tuning = _eval("locked"), _eval("tuning")
    assert not {c["case_id"] for c in locked} & {c["case_id"] for c in tuning}
    assert not {_norm(c["query"]) for c in locked} & {_norm(c["query"]) for c in tuning}


def _all_cases():
    return [pytest.param(c, id=c["case_id"]) for c in _eval("locked") + _eval("tuning")]


@pytest.mark.parametrize("case", _all_cases())
def test_anchor_occurs_in_accepted_visible_doc(case):
    policy = _policy()
    texts = []
    for rel in case["relevant"]:
        rec = _accepted_version(rel["doc_id"])
        assert rec.get("status", "active") == "active"
        assert dt.date.fromisoformat(rec["effective_from"]) <= AS_OF
        assert rec.get("expires_at") is None or dt.date.fromisoformat(rec["expires_at"]) >= AS_OF
        text = _norm(_text(rec["path"]))
        assert _norm(rel["anchor"]) in text, (rel, rec["path"])
        assert rec["tenant_id"] == case["tenant_id"]
        assert case["actor_role"] in policy.effective_roles(rec["classification"], rec.get("allowed_roles"))
        texts.append(text)
    for phrase in case["must_cover"]:
        assert any(_norm(phrase) in t for t in texts), phrase


def test_unanswerable_permission_cases_really_are_denied():
    """A permission case with no relevant docs: the facts exist, but only for other roles or tenants."""
    policy = _policy()
    cases = [c for c in _eval("locked") if c["stratum"] == "permission" and not c["answerable"]]
    assert cases
    for c in cases:
        holders = [r for r in _manifest() if any(_norm(p) in _norm(_safe_text(r["path"])) for p in c["must_not_claim"])
                   and r.get("status", "active") == "active"]
        assert holders, c["case_id"]
        for r in holders:
            visible = r["tenant_id"] == c["tenant_id"] and c["actor_role"] in policy.effective_roles(
                r["classification"], r.get("allowed_roles"))
            assert not visible, (c["case_id"], r["doc_id"])


# ---------------------------------------------------------------- leakage: planted and accidental
def _leak_docs() -> set[str]:
    return {e["doc"] for e in _expected() if e["code"] == "EVAL_LEAK" and e["expect"] == "catch"}


def _grams(text: str, cjk: bool) -> set:
    if cjk:
        s = re.sub(r"\s+", "", text.lower())
        return {s[i : i + 13] for i in range(len(s) - 12)}
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i : i + 13]) for i in range(len(words) - 12)}


def test_no_locked_query_leaks_into_other_docs():
    leak = _leak_docs()
    for r in _manifest():
        key = f"{r['doc_id']}@{r['version']}"
        if key in leak:
            continue
        doc = _safe_text(r["path"])
        for c in _eval("locked"):
            cjk = bool(re.search("[\u4e00-\u9fff]", c["query"]))
            shared = _grams(c["query"], cjk) & _grams(doc, cjk)
            assert not shared, (key, c["case_id"], sorted(shared)[:2])


def test_planted_leaks_contain_locked_queries_verbatim():
    locked = {c["case_id"]: c for c in _eval("locked")}
    texts = {f"{r['doc_id']}@{r['version']}": _safe_text(r["path"]) for r in _manifest()}
    faq = texts["acme-faq-export@2026-10"]
    for case_id in gen.FAQ_LEAKS:
        assert locked[case_id]["query"] in faq
    backup = texts["globex-eval-backup@v1"]
    dumped = [json.loads(line) for line in backup.splitlines()]
    assert [d["case_id"] for d in dumped] == gen.EVAL_FILE_LEAKS
    assert all(d == locked[d["case_id"]] for d in dumped)


# ---------------------------------------------------------------- near-duplicates
def _shingles(text: str) -> set[str]:
    s = re.sub(r"\s+", "", text.lower())
    return {s[i : i + 5] for i in range(len(s) - 4)}


def _jaccard(a: str, b: str) -> float:
    x, y = _shingles(a), _shingles(b)
    return len(x & y) / len(x | y)


@pytest.mark.parametrize("canonical", ["acme-notice-spring-festival-2027", "globex-notice-portal-maintenance"])
def test_duplicated_announcements_are_near_duplicates(canonical):
    recs = [r for r in _manifest() if r["doc_id"].startswith(canonical)]
    assert len(recs) == 3
    texts = [_text(r["path"]) for r in recs]
    for i in range(3):
        for j in range(i + 1, 3):
            assert 0.88 <= _jaccard(texts[i], texts[j]) < 1.0
    newest = max(recs, key=lambda r: r["effective_from"])
    assert newest["doc_id"] == canonical


def test_other_documents_are_not_near_duplicates():
    recs = [r for r in _manifest() if _safe_text(r["path"]).strip()]
    families = ("acme-notice-spring-festival-2027", "globex-notice-portal-maintenance")
    for i, a in enumerate(recs):
        for b in recs[i + 1 :]:
            if any(a["doc_id"].startswith(f) and b["doc_id"].startswith(f) for f in families):
                continue
            assert _jaccard(_text(a["path"]), _text(b["path"])) < 0.5, (a["doc_id"], b["doc_id"])


# ---------------------------------------------------------------- PII and near-misses
@pytest.mark.parametrize("number,valid", [
    (gen.RESIDENT_ID, True),
    ("11010519491231002X", True),  # the GB 11643 worked example
    (gen.ORDER_NO_1, False),
    (gen.ORDER_NO_2, False),
    (gen.SERIAL_NUMERIC, False),
    ("110105194912310021", False),
])
def test_resident_id_checksum(number, valid):
    assert resident_id_valid(number) is valid


@pytest.mark.parametrize("number,valid", [
    (gen.BANK_CARD, True),
    (gen.TEST_CARD, True),
    (gen.MASTER_CARD.replace(" ", ""), True),
    (gen.VOUCHER, False),
    (gen.ORDER_NO_1, False),
    (gen.ORDER_NO_2, False),
    (gen.SERIAL_NUMERIC, False),
    ("4111111111111112", False),  # the well-known test card with its last digit changed
])
def test_luhn(number, valid):
    assert card_valid(number) is valid


@pytest.mark.parametrize("iban,valid", [(gen.IBAN_DE, True), (gen.IBAN_GB, True), ("GB00WEST12345698765432", False)])
def test_iban_checksum(iban, valid):
    assert iban_valid(iban) is valid


def test_pii_planted_next_to_cjk():
    texts = {r["doc_id"]: _safe_text(r["path"]) for r in _manifest()}
    assert f"卡号{gen.TEST_CARD}。" in texts["acme-refund-transfer-log"]
    assert "邮箱zhang.wei@example.cn" in texts["acme-complaint-record-0912"]
    assert f"身份证号{gen.RESIDENT_ID}" in texts["acme-complaint-record-0912"]


def test_near_miss_docs_hold_no_valid_identifier():
    """Digit runs in the must-not-flag PII docs fail every checksum a detector would apply."""
    near = {e["doc"].split("@")[0] for e in _expected() if e["code"] == "PII_*" and e["expect"] == "not_flag"}
    assert len(near) >= 3
    for r in _manifest():
        if r["doc_id"] not in near:
            continue
        text = _text(r["path"])
        runs = [re.sub(r"[ -]", "", m) for m in re.findall(r"\d[\d -]{10,}\d", text)]
        assert runs, r["doc_id"]
        for run in runs:
            assert not (12 <= len(run) <= 19 and card_valid(run)), run
            assert not resident_id_valid(run), run
            assert not re.fullmatch(r"1[3-9]\d{9}", run), run
        assert "@" not in text


# ---------------------------------------------------------------- binary fixtures
def test_table_pdf_has_the_table_on_three_pages_with_header_and_repeated_bands():
    import pdfplumber

    path = CORPUS / "acme/manuals/repair-fee-table-2026.pdf"
    with pdfplumber.open(path) as pdf:
        assert len(pdf.pages) == 3
        rows = 0
        for page in pdf.pages:
            tables = page.extract_tables()
            assert len(tables) == 1
            assert tables[0][0] == gen.REPAIR_FEE_COLUMNS
            assert all(len(row) == 4 for row in tables[0])
            rows += len(tables[0]) - 1
            text = page.extract_text()
            assert gen.REPAIR_FEE_HEADER in text and gen.REPAIR_FEE_FOOTER in text
    assert rows == len(gen.repair_fee_rows())


@pytest.mark.parametrize("path", ["acme/manuals/earbuds-ax2-pro-manual.pdf", "acme/manuals/watch-w5-manual.pdf"])
def test_chinese_pdf_text_round_trips_in_pypdf_and_pdfplumber(path):
    import pdfplumber

    expected = "长按充电盒背面按键3秒" if "ax2" in path else "不适用于热水淋浴"
    assert expected in _text(path)
    with pdfplumber.open(CORPUS / path) as pdf:
        text = "\n".join(p.extract_text() for p in pdf.pages)
    assert expected in text and "\ufffd" not in text and "(cid:" not in text


def test_bad_files_are_bad_in_the_planted_way():
    from pypdf import PdfReader
    from pypdf.errors import FileNotDecryptedError, PdfReadError

    enc = PdfReader(CORPUS / "globex/manuals/boom-speaker-service-manual.pdf")
    assert enc.is_encrypted
    with pytest.raises(FileNotDecryptedError):
        enc.pages[0].extract_text()
    enc.decrypt("globex-2026")
    assert "Boom Speaker" in enc.pages[0].extract_text()
    for bad in ("acme/manuals/speaker-s1-manual.pdf", "globex/manuals/aerobuds-quick-guide.pdf"):
        with pytest.raises(PdfReadError):
            [p.extract_text() for p in PdfReader(CORPUS / bad).pages]
    assert (CORPUS / "acme/notices/empty-notice.md").stat().st_size == 0


def test_gb18030_file_is_not_utf8():
    data = (CORPUS / "acme/service-hours-gb18030.txt").read_bytes()
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")
    assert "客服热线服务时间" in data.decode("gb18030")


def test_garbled_doc_exceeds_policy_ratio():
    text = _text("globex/legacy-faq-export.txt")
    bad = text.count("\ufffd") + len(re.findall(r"\(cid:\d+\)", text)) * 8 + len(re.findall("Ã.", text)) * 2
    assert bad / len(text) > _policy().checks["parse"]["garbled_max_ratio"]


def _catches(prefix: str) -> set[str]:
    return {e["doc"] for e in _expected() if e["expect"] == "catch" and e["code"].startswith(prefix)}


def test_label_markers_only_where_planted():
    markers = _policy().checks["labels"]["markers"]
    mismatch = _catches("LABEL_MISMATCH")
    assert len(mismatch) >= 2
    for r in _manifest():
        key = f"{r['doc_id']}@{r['version']}"
        text = _safe_text(r["path"])
        found = [m for m in markers.get(r["classification"], []) if m in text]
        assert bool(found) == (key in mismatch), (key, found)


def test_pii_only_where_planted():
    """Docs without a PII must-catch hold no email, mobile, IP, valid ID or Luhn-valid card number."""
    planted = _catches("PII_")
    assert len(planted) >= 3
    for r in _manifest():
        key = f"{r['doc_id']}@{r['version']}"
        text = _safe_text(r["path"])
        hits = re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", text)
        hits += re.findall(r"(?<!\d)1[3-9]\d{9}(?!\d)", text)
        hits += re.findall(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", text)
        runs = [re.sub(r"[ -]", "", m) for m in re.findall(r"\d[\d -]{10,}\d", text)]
        hits += [x for x in runs if (13 <= len(x) <= 19 and card_valid(x)) or resident_id_valid(x)]
        assert bool(hits) == (key in planted), (key, hits)


def test_injection_content_only_where_planted():
    """Instruction signals only in planted documents (a bare HTML comment is no signal: near-misses carry some)."""
    planted = _catches("INJECTION_")
    pattern = re.compile(r"\[UNTRUSTED_INSTRUCTION\]|<\|im_start\|>|[\u200b-\u200d\u2060\ufeff]|system prompt|"
                         r"系统提示词|you are now|你现在是|instrucciones anteriores|你的回答|note to ai|系统：新的规则|"
                         r"\{conversation_|1gn0r3|智能助手请注意|[A-Za-z0-9+/]{40,}={0,2}", re.I)
    for r in _manifest():
        key = f"{r['doc_id']}@{r['version']}"
        assert bool(pattern.search(_safe_text(r["path"]))) == (key in planted), key
