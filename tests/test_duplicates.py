"""The ``near_duplicate`` check and the shared MinHash engine: matches and near-misses, zh and en."""

import datetime as dt
import random
import unicodedata

import numpy as np
import pytest
from datasketch import MinHash, MinHashLSH
from factories import make_chunk
from hypothesis import given
from hypothesis import strategies as st

from ingest_checks import minhash
from ingest_checks.duplicates import NearDuplicateParams, check_near_duplicate, cluster_id
from ingest_checks.registry import RunContext
from kbgate.models import Document, LoadError, ManifestRecord

ZH = (
    "关于春节期间售后服务安排的公告：各位客户，春节假期为2月9日至2月17日，期间线上客服正常值班，"
    "维修网点暂停收件。假期前寄出的维修件将在2月18日起按顺序处理，预计处理周期延长三至五个工作日。"
    "退款申请仍可在线提交，审核将在节后统一完成。质量问题的退换货不受假期影响，签收十五天内均可申请，"
    "需提供订单号和故障照片。如需紧急帮助，请拨打售后热线，我们将尽快安排专人回访。感谢您的理解与支持。"
    "另外提醒：节假日期间物流运力紧张，部分偏远地区的配送时间可能延长，请您合理安排寄修时间。"
    "会员客户的延保服务照常受理，延保到期日在假期内的，可顺延至节后七天内办理续保。"
)
EN = (
    "Notice: holiday support schedule. Our repair centers will close from December 24 to December 26. "
    "Online chat support remains available every day from 9 am to 6 pm. Repairs shipped before December 20 "
    "will be processed first when the centers reopen; expect three to five extra business days. Refund "
    "requests can still be submitted online and will be reviewed after the holiday. Quality-related returns "
    "are not affected: you may request one within fifteen days of delivery with your order number and a "
    "photo of the fault. Thank you for your patience."
)
ZH_OTHER = (
    "耳机使用说明：首次使用前请充电两小时，指示灯由红变绿表示充满。长按电源键三秒开机，听到提示音后进入配对模式。"
    "在手机蓝牙设置中选择设备名称完成连接。若无法连接，请将耳机放回充电盒并关闭盒盖十秒后重试。清洁时请使用干燥软布，"
    "勿用酒精擦拭耳塞。"
)
EN_OTHER = (
    "Warranty terms for the X200 blender: the motor is covered for two years from the date of purchase, the "
    "jar and blades for one year. The warranty does not cover damage from dropping the jar, running the motor "
    "without liquid, or repairs by unauthorized shops. To claim, register the product online and keep the "
    "original receipt."
)
BOILERPLATE = (
    "本文件由售后知识库统一发布，如有疑问请联系知识库管理员。未经许可不得转载。"
    "This document is published by the after-sales knowledge base; contact the KB team with questions."
)


def edit(text: str, n: int, seed: int) -> str:
    """``text`` with ``n`` single characters replaced (a small edit)."""
    rng = random.Random(seed)
    chars = list(text)
    for pos in rng.sample(range(len(chars)), n):
        chars[pos] = "某" if ord(chars[pos]) > 0x2E80 else "x"
    return "".join(chars)


def make_doc(doc_id, text, version="v1", effective_from="2025-01-01", source="acme-kb", status="active",
             chunk_size=200, tenant="acme", classification="public", roles=None):
    rec = ManifestRecord(doc_id=doc_id, version=version, path=f"acme/{doc_id}.md", source=source,
                         tenant_id=tenant, classification=classification, effective_from=effective_from,
                         status=status, allowed_roles=roles)
    chunks = []
    for n, start in enumerate(range(0, len(text), chunk_size)):
        part = text[start : start + chunk_size]
        chunks.append(make_chunk(doc_id=doc_id, version=version, n=n, text=part, char_start=start, page=None,
                                 source=source, classification="public", allowed_roles=[],
                                 effective_from=effective_from))
    return Document(record=rec, text=text, chunks=chunks)


@pytest.fixture(scope="module")
def ctx(policy):
    return RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="test")


@pytest.fixture(scope="module")
def params(policy):
    return check_near_duplicate.configure(policy.check_config("near_duplicate"))


def flagged(findings):
    return {f"{f.doc_id}@{f.version}": f.code for f in findings}


CASES = [
    # --- must catch -----------------------------------------------------------------------
    ("zh exact copy", [make_doc("notice-a", ZH), make_doc("notice-b", ZH, effective_from="2024-12-01")],
     {"notice-b@v1": "DUPLICATE"}),
    ("en exact copy, whitespace and case differ",
     [make_doc("hol-a", EN), make_doc("hol-b", EN.upper().replace(". ", ".\n\n"), effective_from="2024-01-01")],
     {"hol-b@v1": "DUPLICATE"}),
    ("zh three copies with small edits: newest effective kept",
     [make_doc("ann-1", edit(ZH, 2, 1), effective_from="2025-01-01"),
      make_doc("ann-2", edit(ZH, 2, 2), effective_from="2025-02-01"),
      make_doc("ann-3", edit(ZH, 2, 3), effective_from="2024-11-01")],
     {"ann-1@v1": "NEAR_DUPLICATE", "ann-3@v1": "NEAR_DUPLICATE"}),
    ("en three copies, same date: most authoritative source kept",
     [make_doc("en-1", edit(EN, 3, 1), source="acme-notices"),
      make_doc("en-2", edit(EN, 3, 2), source="product-manuals"),
      make_doc("en-3", edit(EN, 3, 3), source="acme-kb")],
     {"en-1@v1": "NEAR_DUPLICATE", "en-3@v1": "NEAR_DUPLICATE"}),
    ("tie on date and authority: lowest doc_id kept",
     [make_doc("b-copy", edit(ZH, 3, 5)), make_doc("a-copy", edit(ZH, 3, 6))],
     {"b-copy@v1": "NEAR_DUPLICATE"}),
    ("expired newer copy loses to the effective one",
     [make_doc("cur", ZH, effective_from="2025-01-01"),
      make_doc("future", edit(ZH, 2, 9), effective_from="2025-09-01")],
     {"future@v1": "NEAR_DUPLICATE"}),
    ("withdrawn copy is never canonical",
     [make_doc("old", ZH, effective_from="2024-01-01"),
      make_doc("gone", ZH, effective_from="2025-03-01", status="withdrawn")],
     {"gone@v1": "DUPLICATE"}),
    # --- must not flag --------------------------------------------------------------------
    ("different zh documents", [make_doc("a", ZH), make_doc("b", ZH_OTHER)], {}),
    ("different en documents", [make_doc("a", EN), make_doc("b", EN_OTHER)], {}),
    ("shared boilerplate paragraph below threshold",
     [make_doc("manual", ZH_OTHER + BOILERPLATE), make_doc("warranty", EN_OTHER + BOILERPLATE)], {}),
    ("two versions of one doc_id (freshness decides)",
     [make_doc("refund", ZH, version="v1", effective_from="2024-01-01"),
      make_doc("refund", edit(ZH, 3, 4), version="v2", effective_from="2025-01-01")], {}),
    ("identical text under two versions of one doc_id",
     [make_doc("refund", ZH, version="v1"), make_doc("refund", ZH, version="v2")], {}),
    ("same text in two tenants (each tenant keeps its copy)",
     [make_doc("a", ZH), make_doc("b", ZH, tenant="globex")], {}),
    ("same text for different audiences",
     [make_doc("a", ZH), make_doc("b", ZH, classification="internal"),
      make_doc("c", ZH, roles=["manager"])], {}),
    ("heavily edited copy below threshold", [make_doc("a", ZH), make_doc("b", edit(ZH, 40, 7))], {}),
    ("unloadable documents are skipped",
     [make_doc("a", ZH), Document(record=make_doc("b", "").record, load_error=LoadError("PARSE_EMPTY", "empty"))],
     {}),
]


@pytest.mark.parametrize(("name", "docs", "expected"), CASES, ids=[c[0] for c in CASES])
def test_batch_duplicates(name, docs, expected, params, ctx):
    assert flagged(check_near_duplicate.fn(docs, params, ctx)) == expected


def test_versions_kept_but_other_doc_flagged(params, ctx):
    """Other versions of the canonical doc are left to freshness; a third doc_id is a duplicate."""
    docs = [make_doc("refund", ZH, version="v2", effective_from="2025-02-01"),
            make_doc("refund", edit(ZH, 2, 1), version="v1", effective_from="2024-02-01"),
            make_doc("copy", edit(ZH, 2, 2), effective_from="2024-06-01")]
    assert flagged(check_near_duplicate.fn(docs, params, ctx)) == {"copy@v1": "NEAR_DUPLICATE"}


def test_finding_names_cluster_canonical_and_similarity(params, ctx):
    docs = [make_doc("ann-1", edit(ZH, 2, 1), effective_from="2025-01-01"),
            make_doc("ann-2", edit(ZH, 2, 2), effective_from="2025-02-01"),
            make_doc("ann-3", edit(ZH, 2, 3), effective_from="2024-11-01")]
    findings = check_near_duplicate.fn(docs, params, ctx)
    cid = cluster_id(["ann-1@v1", "ann-2@v1", "ann-3@v1"])
    assert len(findings) == 2
    for f in findings:
        assert f.check_id == "near_duplicate" and f.action == "quarantine"
        assert cid in f.message and "ann-2@v1" in f.message
        assert f"cluster={cid}" in f.evidence and "canonical=ann-2@v1" in f.evidence
        jac = float(f.evidence.split("jaccard=")[1].split()[0])
        assert 0.8 <= jac < 1.0
        assert f.details["cluster"] == cid and f.details["canonical"] == "ann-2@v1" and f.details["jaccard"] == jac
        assert ZH[:10] not in f.evidence  # no raw text in evidence
    # the cluster id is stable across runs and independent of input order
    again = check_near_duplicate.fn(list(reversed(docs)), params, ctx)
    assert sorted(f.evidence for f in again) == sorted(f.evidence for f in findings)


@pytest.mark.parametrize(("live", "doc", "expected"), [
    # must catch: the batch doc's content is live under another doc_id
    ([("old-notice@v3#0", ZH[:200]), ("old-notice@v3#1", ZH[200:])], make_doc("new-notice", ZH), "DUPLICATE"),
    ([("hol@v1#0", EN[:200]), ("hol@v1#1", EN[200:400]), ("hol@v1#2", EN[400:])],
     make_doc("holiday", edit(EN, 3, 3)), "NEAR_DUPLICATE"),
    # live chunks tagged with their tenant: the same tenant's copy counts, another tenant's does not
    ([("old-notice@v3#0", ZH[:200], "acme"), ("old-notice@v3#1", ZH[200:], "acme")], make_doc("new-notice", ZH),
     "DUPLICATE"),
    ([("old-notice@v3#0", ZH[:200], "globex"), ("old-notice@v3#1", ZH[200:], "globex")],
     make_doc("new-notice", ZH), None),
    # must not flag: live chunks of the same doc_id (a new version), or unrelated live content
    ([("new-notice@v1#0", ZH[:200]), ("new-notice@v1#1", ZH[200:])], make_doc("new-notice", ZH), None),
    ([("manual@v1#0", ZH_OTHER)], make_doc("new-notice", ZH), None),
    # one shared boilerplate chunk out of several is below live_min_chunk_ratio
    ([("kb@v1#0", BOILERPLATE)], make_doc("manual", ZH_OTHER + EN_OTHER + BOILERPLATE, chunk_size=180), None),
])
def test_live_index_duplicates(live, doc, expected, params, policy):
    ctx = RunContext(policy=policy, as_of=dt.date(2025, 6, 1), run_id="t", live_chunks=live)
    findings = check_near_duplicate.fn([doc], params, ctx)
    assert [f.code for f in findings] == ([expected] if expected else [])
    if expected:
        assert live[0][0] in findings[0].evidence and findings[0].chunk_id.startswith(doc.key)


@pytest.mark.parametrize(("section", "ok"), [
    ({"threshold": 0.8, "num_perm": 128, "shingle_size": 5, "action": "quarantine"}, True),
    ({"threshold": 1.0}, True),
    ({"threshold": 0}, False),
    ({"threshold": 1.2}, False),
    ({"num_perm": 127}, False),
    ({"shingle_size": 0}, False),
    ({"treshold": 0.8}, False),
])
def test_params_validated(section, ok):
    if ok:
        NearDuplicateParams.model_validate(section)
    else:
        with pytest.raises(ValueError):
            NearDuplicateParams.model_validate(section)


# --- the engine ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("a", "b", "same"), [
    ("退款 规则\n签收后15天", "退款规则，签收后１５天", True),  # whitespace next to CJK, full-width digits, punctuation
    ("Refund Policy: 15 days!", "refund   policy 15 days", True),
    ("退款规则", "退货规则", False),
    ("refund policy", "refund policies", False),
])
def test_normalize(a, b, same):
    assert (minhash.normalize(a) == minhash.normalize(b)) is same


#: fullwidth punctuation next to what NFKC composes or decomposes (combining marks, < with U+0338, ﬁ, ①, ｶﾞ)
_NFKC_ALPHABET = "，：；（）！？，。<=>ａＡ１a e\u0301\u0338\u0308\u3099ﬁ①ｶﾞ退款ǅß_"


@given(st.text(alphabet=_NFKC_ALPHABET, max_size=40))
def test_normalize_swaps_fullwidth_punctuation_as_nfkc_does(text):
    """The fullwidth fast path gives what one NFKC pass over the whole text gives."""
    plain = unicodedata.normalize("NFKC", text).casefold()
    plain = minhash._CJK_SPACE_RE.sub("", minhash._FOLD_RE.sub(" ", plain).strip())
    assert minhash.normalize(text) == plain


def shingle_hash32(shingle: str) -> int:
    """The shingle hash of :func:`minhash.shingle_hashes` in pure Python, one shingle at a time."""
    mask = (1 << 64) - 1
    h = 0
    for i, ch in enumerate(shingle):
        h = ord(ch) if i == 0 else (h * minhash._POLY + ord(ch)) & mask
    s1, m1, s2, m2, s3 = minhash._FMIX64
    h ^= h >> s1
    h = (h * m1) & mask
    h ^= h >> s2
    h = (h * m2) & mask
    h ^= h >> s3
    return ((h >> 32) ^ h) & 0xFFFFFFFF


@pytest.mark.parametrize("text", [ZH, EN, "短", "ab"])
def test_vectorised_signature_equals_datasketch(text):
    """The numpy signature is bit-identical to datasketch's own MinHash.update_batch."""
    norm = minhash.normalize(text)
    shingles = [norm[i : i + 5] for i in range(max(1, len(norm) - 4))]
    ref = MinHash(num_perm=128, hashfunc=shingle_hash32)
    ref.update_batch(shingles)
    hashes = minhash.shingle_hashes(norm, 5)
    assert hashes.tolist() == [shingle_hash32(s) for s in shingles]
    sig = minhash.MinHasher(128).signatures([np.unique(hashes)])[0]
    assert (sig == ref.hashvalues).all()


def test_lean_minhash_goes_into_real_lsh_and_estimates_jaccard():
    hasher = minhash.MinHasher(128)
    a, b, c = minhash.sketch_texts([ZH, edit(ZH, 3, 1), ZH_OTHER], hasher)
    true = minhash.exact_jaccard(a.shingles, b.shingles)
    assert abs(a.minhash.jaccard(b.minhash) - true) < 0.1
    lsh = MinHashLSH(threshold=0.7, num_perm=128)
    lsh.insert("b", b.minhash)
    lsh.insert("c", c.minhash)
    assert lsh.query(a.minhash) == ["b"]


def test_long_document_signature_in_slices():
    """A document longer than one hashing block gets the same signature as unsliced."""
    hasher = minhash.MinHasher(64)
    big = np.unique(np.random.default_rng(0).integers(0, 2**32, 10000, dtype=np.uint32))
    assert len(big) > hasher.block_rows
    ref = MinHash(num_perm=64, hashfunc=int)
    ref.update_batch(big.tolist())
    assert (hasher.signatures([big])[0] == ref.hashvalues).all()
