"""Decoding and normalising for the ``injection`` check: what a model can read that a scan cannot.

* :func:`encoded_runs` finds runs that decode to text: base64 (standard or URL-safe, at least
  ``min_chars`` characters), hex (at least 12 bytes), binary (at least 8 bytes of 8 bits), URL-encoding (at least 5 escapes), and
  rot13 (every line, only when the text names rot13 or a Caesar cipher, or on a line that holds an attack word
  in rot13, ``ROT13_WORDS``). A run counts only when
  its decoding is printable UTF-8 with a space and mostly letters, so digests, identifiers and
  binary blobs are skipped. Decoded text is cut at ``max_chars``.
* :func:`obfuscated_lines` yields each line that changes under :func:`normalise`: zero-width
  characters removed, fullwidth, mathematical and circled letters ("ｉｇｎｏｒｅ", "𝐢𝐠𝐧𝐨𝐫𝐞", "ⓘⓖⓝⓞⓡⓔ") mapped to ASCII by
  NFKC, Cyrillic/Greek homoglyphs inside Latin words mapped to Latin, letters
  spaced out ("i g n o r e") joined, and leetspeak ("1gn0r3") mapped back inside words that
  mix letters and digits.
"""

from __future__ import annotations

import base64
import binascii
import bisect
import codecs
import functools
import re
import unicodedata
import urllib.parse
from collections.abc import Iterator

#: runs start where no base64 character or "=" precedes and hex runs where no ASCII letter or digit does (the
#: look-behinds only make a scan fail fast inside a word: the loops below skip such runs anyway)
_B64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])")
_LONG_RUN = re.compile(r"[A-Za-z0-9+/_-]{16}")
_B64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-")
_HEX = re.compile(r"(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{2}){12,}(?![0-9A-Za-z])")
_URL_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~+-")
#: eight or more bytes written as 8-bit groups ("01001001 01100111 ..."), spaced or not
_BINARY = re.compile(r"(?<![01])[01]{8}(?:[ ]?[01]{8}){7,}(?![01])")
_URLENC = re.compile(r"(?:%[0-9A-Fa-f]{2}[A-Za-z0-9._~+-]*){5,}")
_ROT13_CUE = re.compile(r"\brot[- ]?13\b|\bcaesar\b|凯撒|シーザー", re.IGNORECASE)
MAX_RUNS = 200
#: rot13 is tried on the lines within this distance of a line naming rot13 or a Caesar cipher
ROT13_LINES = 3
#: words of an attack in rot13 ("vtaber" is "ignore"): a line that holds one is tried with no mention of rot13
#: (none of them is an English, German, French or Spanish word)
ROT13_WORDS = tuple(codecs.encode(w, "rot13") for w in (
    "ignore", "instructions", "disregard", "previous", "system prompt", "developer mode", "jailbreak", "unrestricted",
    "forget everything", "your configuration", "no limits"))
_ROT13_WORD = re.compile("|".join(map(re.escape, ROT13_WORDS)), re.IGNORECASE)


@functools.lru_cache(maxsize=2)
def has_long_run(text: str) -> bool:
    """True when ``text`` has 16 base64 characters in a row, as every base64 run (16+ characters) and hex run
    (24+ digits) does: texts without one skip those scans (one cheap pass instead of two; remembered for the
    last texts, which the check scans again for long base64 blobs)."""
    return _LONG_RUN.search(text) is not None


def _as_text(raw: bytes, max_chars: int) -> str | None:
    try:
        s = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if " " not in s.strip() and "，" not in s and "、" not in s:
        return None
    letters = sum(1 for c in s if c.isalpha() or c.isspace())
    printable = sum(1 for c in s if c.isprintable() or c in "\n\r\t")
    if printable < 0.95 * len(s) or letters < 0.7 * len(s):
        return None
    return s[:max_chars]


def b64_bytes(run: str) -> bytes | None:
    """The bytes of a base64 (or base64url) run, its padding optional; None when it does not decode."""
    core = run.rstrip("=")
    try:
        return base64.b64decode(core + "=" * (-len(core) % 4), altchars=b"-_" if "-" in core or "_" in core else None,
                                validate=True)
    except (binascii.Error, ValueError):
        return None


def decode_base64(run: str, max_chars: int = 4000) -> str | None:
    """The text a base64 run decodes to, or None (not base64, binary, or not prose)."""
    raw = b64_bytes(run)
    if raw is None:
        return None
    text = _as_text(raw, max_chars)
    if text is None and len(raw) >= 16 and _B64.fullmatch(raw.decode("ascii", "replace")):
        return raw.decode("ascii")[:max_chars]  # base64 inside base64: decoded again one level down
    return text


#: payload splitting: a list of short quoted fragments ('"Cl","ic","k h","ere]"') whose text exists only once joined
_SPLIT_RUN = re.compile(r'[^"\n]{0,24}(?:"\s*,\s*"[^"]{0,24}){5,}')
_SPLIT_SEP = re.compile(r'"\s*,\s*"')


def joined_fragments(text: str, max_chars: int = 4000) -> Iterator[tuple[int, int, str]]:
    """``(start, end, joined)`` for every run of at least six short quoted fragments in a list, joined."""
    if '","' not in text and '", "' not in text:
        return
    for m in _SPLIT_RUN.finditer(text):
        joined = _SPLIT_SEP.sub("", m.group()).strip('"')
        if len(joined) >= 12:
            yield m.start(), m.end(), joined[:max_chars]


def encoded_runs(text: str, min_chars: int = 16, max_chars: int = 4000) -> Iterator[tuple[int, int, str, str]]:
    """``(start, end, encoding, decoded)`` for every run of ``text`` that decodes to prose."""
    n = 0
    long_runs = has_long_run(text)
    for m in _B64.finditer(text) if long_runs else ():
        run = m.group()
        if len(run) < min_chars or (m.start() and text[m.start() - 1] in _B64_CHARS) or run.islower() or run.isupper():
            continue  # base64 of text mixes cases; a one-case run is a word, a path or an identifier
        decoded = decode_base64(m.group(), max_chars)
        if decoded is not None:
            n += 1
            yield m.start(), m.end(), "base64", decoded
        if n >= MAX_RUNS:
            return
    for m in _HEX.finditer(text) if long_runs else ():
        if m.start() and text[m.start() - 1].isalnum():
            continue
        decoded = _as_text(bytes.fromhex(m.group()), max_chars)
        if decoded is not None:
            yield m.start(), m.end(), "hex", decoded
    for m in _BINARY.finditer(text) if "0110" in text else ():  # (a lower-case ASCII letter's bits begin 0110 or 0111)
        bits = m.group().replace(" ", "")
        decoded = _as_text(int(bits, 2).to_bytes(len(bits) // 8, "big"), max_chars)
        if decoded is not None:
            yield m.start(), m.end(), "binary", decoded
    if "%" in text:
        for m in _URLENC.finditer(text):
            start = m.start()
            while start > max(0, m.start() - 200) and text[start - 1] in _URL_CHARS:
                start -= 1
            run = text[start:m.end()]
            decoded = urllib.parse.unquote_plus(run)
            if decoded != run and " " in decoded:
                yield start, m.end(), "url-encoding", decoded[:max_chars]
    low = text.lower()
    has_cue = any(c in low for c in ("rot13", "rot-13", "rot 13", "caesar", "凯撒", "シーザー"))
    cues = [m.start() for m in _ROT13_CUE.finditer(text)][:MAX_RUNS] if has_cue else []
    if any(w in low for w in ROT13_WORDS):  # (positions in text itself: lower() may change a length)
        cues += [m.start() for m in _ROT13_WORD.finditer(text)][:MAX_RUNS]
    if cues:
        offset, near = 0, set()
        lines = text.split("\n")
        starts = []
        for line in lines:
            starts.append(offset)
            offset += len(line) + 1
        for at in cues:
            k = bisect.bisect_right(starts, at) - 1
            near.update(range(max(0, k - ROT13_LINES), min(len(lines), k + ROT13_LINES + 1)))
        for k in sorted(near):
            if sum(c.isascii() and c.isalpha() for c in lines[k]) >= 12:
                yield starts[k], starts[k] + len(lines[k]), "rot13", codecs.decode(lines[k], "rot13")[:max_chars]


#: fullwidth, mathematical and circled letters: NFKC maps each to its ASCII letter (not fullwidth punctuation and
#: digits, which every Chinese page uses)
_COMPATIBLE_CHARS = "\uff21-\uff3a\uff41-\uff5a\u24b6-\u24e9\U0001d400-\U0001d7ff"
_COMPATIBLE = re.compile(f"[{_COMPATIBLE_CHARS}]")
_ZERO_WIDTH_CHARS = "\u200b-\u200d\u2060-\u2064\ufeff\u00ad\u180e"
_ZERO_WIDTH = re.compile(f"[{_ZERO_WIDTH_CHARS}]")
_GREEK_CYRILLIC = "\u0370-\u03ff\u0400-\u04ff"
#: Cyrillic and Greek letters that look like Latin ones
HOMOGLYPHS = str.maketrans(
    "аеорсухіјѕԁӏАВЕКМНОРСТХІЈЅαεορτυνκιΑΒΕΖΗΙΚΜΝΟΡΤΥΧ",
    "aeopcyxijsdlABEKMHOPCTXIJSaeoptuvkiABEZHIKMNOPTYX",
)
LEET = str.maketrans("013457@$", "oieastas")
_MIXED_SCRIPT = re.compile(f"[A-Za-z][{_GREEK_CYRILLIC}]|[{_GREEK_CYRILLIC}][A-Za-z]")
_SPACED = re.compile(r"(?<!\S)(?:[A-Za-z][ ._-]){3,}[A-Za-z](?!\S)")
_LEET_WORD = re.compile(r"(?<![\w@$])(?=[\w@$]*[A-Za-z])(?=[\w@$]*[0134579@$])[A-Za-z0-9@$]{4,}(?![\w@$])")
_LEET_HINT = re.compile(r"[0134579@$](?:(?<=[A-Za-z]{2}[0134579@$])[A-Za-z]{2}|[A-Za-z]+[0134579@$])")
#: cheap scans (each starts with a character class) for a line that may need normalising
_FEATURE_SCANS = (
    re.compile(f"[{_ZERO_WIDTH_CHARS}{_GREEK_CYRILLIC}{_COMPATIBLE_CHARS}]"),  # zero-width, homoglyph, compatibility letters
    # (letters, not word boundaries: an underscore is a word character, "y_o_u" has none inside)
    re.compile(r"[ ._-](?<=(?<![A-Za-z])[A-Za-z][ ._-])[A-Za-z][ ._-][A-Za-z][ ._-][A-Za-z](?![A-Za-z])"),
    _LEET_HINT,
)


def _join_letters(m: re.Match) -> str:
    """Letters spaced out joined: "i g n o r e" is "ignore"; where dots, dashes or underscores space the letters and
    spaces part the words ("y_o_u a_r_e n_o_w"), the words are kept ("you are now")."""
    run = m.group()
    return re.sub(r"[._-]", "", run) if " " in run and re.search(r"[._-]", run) else re.sub(r"[ ._-]", "", run)


def normalise(line: str) -> str:
    """``line`` with zero-width characters removed, compatibility letters, homoglyphs, spaced letters and leetspeak
    undone."""
    s = _ZERO_WIDTH.sub("", line)
    s = _COMPATIBLE.sub(lambda m: unicodedata.normalize("NFKC", m.group()), s)
    if _MIXED_SCRIPT.search(s):
        s = re.sub(r"\w+", lambda m: m.group().translate(HOMOGLYPHS) if _MIXED_SCRIPT.search(m.group()) else m.group(), s)
    s = _SPACED.sub(_join_letters, s)
    if _LEET_HINT.search(s):
        s = _LEET_WORD.sub(lambda m: m.group().translate(LEET), s)
    return s


#: a normalised line is worth scoring only when normalising revealed one of these words
_REVEALED = re.compile(r"ignor|disregard|forget|instruct|previous|prompt|system|assistant|reveal|password|you are now|"
                       r"hidden|rules|mode|restrict|jailbreak|override|safety|filter|from now on|you are|"
                       r"your (?:answer|response|reply|output)|忽略|忽视|无视|指令|提示词|你现在是", re.IGNORECASE)


def obfuscated_lines(text: str) -> Iterator[tuple[int, int, int, str]]:
    """``(line number, start, end, normalised)`` for each line of ``text`` whose normalising reveals an attack word."""
    scans = _FEATURE_SCANS[1:] if text.isascii() else _FEATURE_SCANS  # the first is of non-ASCII characters
    hits = sorted({m.start() for rx in scans for m in rx.finditer(text)})
    line_no, prev, done = 0, 0, -1
    for at in hits:
        if at <= done:
            continue
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end == -1 else end
        line_no += text.count("\n", prev, start)
        prev, done = start, end
        line = text[start:end]
        norm = normalise(line)
        if norm != line and _REVEALED.search(norm) and len(_REVEALED.findall(norm)) > len(_REVEALED.findall(line)):
            yield line_no, start, end, norm
