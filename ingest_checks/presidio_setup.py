"""Offline construction of the presidio AnalyzerEngine used by the ``pii`` check.

This module imports presidio at its top, so import it lazily (inside functions):
``ingest_checks.pii`` does. Importing it first points ``tldextract`` (used to
validate e-mail domains) at its bundled public-suffix snapshot, so nothing touches
the network.

The recognizer set is tuned for mixed Chinese/English text:

* the library's e-mail, credit-card, IBAN and IP recognizers, subclassed with
  patterns that use ASCII lookarounds instead of ``\\b`` (``\\b`` and ``\\w`` treat
  CJK characters as word characters, so ``卡号4111111111111111。`` is missed and
  ``邮箱zhang@example.cn`` swallows ``邮箱``); their validation logic (Luhn, IBAN
  mod-97, ``ipaddress``) is kept;
* ``CN_RESIDENT_ID`` (18 characters, birth-date plausibility, ISO 7064 MOD 11-2
  check character) and ``CN_MOBILE`` (``1[3-9]`` + 9 digits, optional +86);
* the families of :mod:`ingest_checks.pii_recognizers` (presidio's US/UK/crypto
  recognizers made CJK-safe, phones through a prefiltered PhoneRecognizer, more resident-ID
  forms, CN passports, obfuscated e-mail, names, dates of birth, addresses).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from ingest_checks.cn_ids import is_valid_resident_id
from kbgate.errors import ConfigError


def cache_root() -> Path:
    """The kbgate cache directory: ``$KBGATE_CACHE_DIR`` or ``~/.cache/kbgate``."""
    return Path(os.environ.get("KBGATE_CACHE_DIR") or Path.home() / ".cache" / "kbgate")


os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("TLDEXTRACT_CACHE", str(cache_root() / "tldextract"))

import ipaddress  # noqa: E402
import re  # noqa: E402

import regex  # noqa: E402
from presidio_analyzer import AnalyzerEngine, Pattern, PatternRecognizer, RecognizerRegistry  # noqa: E402
from presidio_analyzer.nlp_engine import NlpEngineProvider  # noqa: E402
from presidio_analyzer.predefined_recognizers import (  # noqa: E402
    CreditCardRecognizer,
    EmailRecognizer,
    IbanRecognizer,
    IpRecognizer,
)

LANGUAGES = ("en", "zh")

# Boundaries that ignore CJK: a match may sit right next to 卡号 or 。 but not inside
# a longer run of ASCII letters/digits or a decimal number (0.13812345678).
_NOT_AFTER_ALNUM = r"(?<![0-9A-Za-z])(?<!\d\.)"
_NOT_BEFORE_ALNUM = r"(?![0-9A-Za-z]|\.\d)"
_EMAIL_CHARS = r"A-Za-z0-9!#$%&'*+/=?^_`{|}~\-"


class CjkSafeEmailRecognizer(EmailRecognizer):
    """EmailRecognizer with ASCII-only local part and domain, so CJK neighbours are not swallowed.

    Validation is the library's (a domain with a known public suffix) but uses an
    offline ``tldextract`` instance built on the bundled snapshot.
    """

    PATTERNS = [
        Pattern(
            "Email (CJK-safe)",
            rf"(?<![{_EMAIL_CHARS}.])[{_EMAIL_CHARS}](?:[{_EMAIL_CHARS}.]*[{_EMAIL_CHARS}])?"
            r"@[A-Za-z0-9]+(?:-+[A-Za-z0-9]+)*(?:\.[A-Za-z0-9]+(?:-+[A-Za-z0-9]+)*)+(?![A-Za-z0-9\-])",
            0.5,
        )
    ]

    def __init__(self, supported_language: str = "en"):
        import tldextract

        super().__init__(supported_language=supported_language, name=f"CjkSafeEmailRecognizer_{supported_language}")
        self._extract = tldextract.TLDExtract(
            suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True
        )

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        """The library's pattern, on texts holding an ``@`` only (the others cannot match)."""
        return super().analyze(text, entities, nlp_artifacts, regex_flags) if "@" in text else []

    def validate_result(self, pattern_text: str) -> bool:
        """True when the domain ends in a known public suffix (the library's rule, offline)."""
        return self._extract(pattern_text.rsplit("@", 1)[-1]).fqdn != ""

    def invalidate_result(self, pattern_text: str) -> bool:
        """A local part holding ``**`` is a masked address (``z***@example.cn``), not a real one."""
        return "**" in pattern_text.rsplit("@", 1)[0]


class CjkSafeCreditCardRecognizer(CreditCardRecognizer):
    """CreditCardRecognizer (Luhn-validated) whose patterns work next to CJK characters.

    Adds Mastercard 2-series (``2221``-``2720``) and UnionPay numbers (``62`` + 14-17 digits, up to 19 digits), which the library
    pattern (at most 17 digits) misses; an 18-digit value that is a valid resident ID is
    left to the resident-ID recognizer.
    """

    PATTERNS = [
        Pattern(
            "All Credit Cards (CJK-safe)",
            _NOT_AFTER_ALNUM + r"(?!1\d{12}(?!\d))((4\d{3})|(5[0-5]\d{2})|(2[2-7]\d{2})|(6\d{3})|(1\d{3})|(3\d{3}))"
            r"[- ]?(\d{3,4})[- ]?(\d{3,4})[- ]?(\d{3,5})" + _NOT_BEFORE_ALNUM,
            0.3,
        ),
        Pattern("UnionPay (CJK-safe)", _NOT_AFTER_ALNUM + r"62\d{14,17}" + _NOT_BEFORE_ALNUM, 0.3),
        Pattern("Card digits 12-19 (CJK-safe)", _NOT_AFTER_ALNUM + r"[2-6]\d{11,18}" + _NOT_BEFORE_ALNUM, 0.3),
    ]

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_language=supported_language, name=f"CjkSafeCreditCardRecognizer_{supported_language}")

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        """The patterns, minus numbers labelled as another identifier (``订单号2277…``, ``Order #…``),
        continuing one (``fuzzer-5390364397928448``, ``testcase-detail/5390364397928448``), of a length
        their issuer never uses (:func:`issuer_length_ok`), or 15 digits starting with 1 (the airline
        UATP range, where timestamps and big integers fall: ``156641360591757``) with no card word near."""
        from ingest_checks.pii_recognizers import inside_identifier, labelled_other_id, longest_number_run

        if longest_number_run(text) < 12 or not self._GATE.search(text):  # speed: no pattern can match
            return []
        results = super().analyze(text, entities, nlp_artifacts, regex_flags)
        kept = []
        for r in results:
            digits = re.sub(r"\D", "", text[r.start:r.end])
            if labelled_other_id(text, r.start) or inside_identifier(text, r.start, r.end) or not issuer_length_ok(digits):
                continue
            if len(digits) < 13 and not self._CARD_WORD.search(text, max(0, r.start - 40), r.end + 20):
                continue  # a 12-digit Maestro number counts only next to a card word
            if len(digits) == 15 and digits[0] == "1" and not digits.startswith("1800") and not self._CARD_WORD.search(
                    text, max(0, r.start - 40), r.end + 20):
                continue
            kept.append(r)
        return kept

    _CARD_WORD = regex.compile(r"(?<![A-Za-z])(?:card|credit|debit|uatp|pan)(?![A-Za-z])|卡", regex.IGNORECASE)
    #: the shortest shape both patterns need: 13 digits, grouped 4-3-3-3 at most
    _GATE = re.compile(r"\d{4}[- ]?\d{3,4}[- ]?\d{3,4}[- ]?\d{1,3}")

    def validate_result(self, pattern_text: str) -> bool:
        """The library's Luhn check; a valid 18-digit resident ID is not a card."""
        return super().validate_result(pattern_text) and not is_valid_resident_id(pattern_text)


def issuer_length_ok(digits: str) -> bool:
    """False when a card number's length is one its issuer (read from the prefix) never issues:
    Visa 13/16/19, Amex 15, Mastercard 16, UnionPay/Discover/JCB 16-19, Diners 14-19, Maestro 12-19; others 13-19."""
    n, p2, p3, p4 = len(digits), digits[:2], digits[:3], digits[:4]
    if digits[:1] == "4":
        return n in (13, 16, 19)
    if p2 in ("34", "37"):
        return n == 15
    if "51" <= p2 <= "55" or "2221" <= p4 <= "2720":
        return n == 16
    if p2 in ("62", "65") or p4 == "6011" or "644" <= p3 <= "649" or "3528" <= p4 <= "3589":
        return 16 <= n <= 19
    if p2 in ("36", "38", "39") or "300" <= p3 <= "305":
        return 14 <= n <= 19
    if p2 == "50" or "56" <= p2 <= "69":
        return 12 <= n <= 19  # Maestro
    return 13 <= n <= 19


class CjkSafeIbanRecognizer(IbanRecognizer):
    """The library's IbanRecognizer (mod-97 and per-country format), named per language.

    Its pattern already uses ``(?<![A-Z0-9])``/``(?![A-Z0-9])`` lookarounds, which work
    next to CJK characters, so only the name changes (and a cheap gate runs first).
    """

    #: what the library pattern starts with (country code, check digits), searched without its
    #: leading lookbehind: the library's scan costs a tenth of a millisecond on an 800-character text
    _GATE = re.compile(r"[A-Z]{2}[0-9]{2}")

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_language=supported_language, name=f"CjkSafeIbanRecognizer_{supported_language}")

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        """The library's analysis, on texts holding a country code and check digits only."""
        return super().analyze(text, entities, nlp_artifacts, regex_flags) if self._GATE.search(text) else []


class CjkSafeIpRecognizer(IpRecognizer):
    """IpRecognizer (``ipaddress``-validated) with CJK-safe boundaries, skipping version numbers.

    IPv4 inside a longer dotted run (``1.2.3.4.5``), glued to letters (``v1.2.3.4``) or
    right after a version word (``version 1.2.3.4``, ``版本 1.2.3.4``) is not an address.
    """

    _OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
    _VERSION_BEFORE = regex.compile(
        r"(?:version|ver\.?|release|build|firmware|v|版本号?|固件|内核|系统)\s*[:：=]?\s*$", regex.IGNORECASE
    )
    #: a version range (``from 4.4.1 to 4.4.2.2``, ``Changes in 1.2.3.7``) or a netmask
    _OTHER_VERSION_BEFORE = regex.compile(
        r"\d+\.\d+(?:\.\d+)*\s+(?:to|->|→|至|到)\s*$|[=<>~!]=\s*$|[A-Za-z]-$|(?:changes (?:in|from)|standards?-version(?: to)?|"
        r"upgraded? to|bump(?:ed)? to|netmask|mask|section|sect\.|§|clause|chapter|paragraph|para\.|appendix|annex)"
        r"\s*[:：=]?\s*['\"]?$|第\s*$",
        regex.IGNORECASE,
    )
    _MAYBE_ADDRESS = regex.compile(r"\d\.\d{1,3}\.\d{1,3}\.\d|:[0-9A-Fa-f]{0,4}:")
    #: release-note words shortly before a dotted number (``breakage from zlib 1.2.5.1``)
    _VERSION_NEAR = regex.compile(
        r"(?<![A-Za-z])(?:versions?|releases?|released|upgrades?|upgraded|updated?|standards?|revert(?:ed)?|"
        r"backport(?:ed)?|zlib|fix)"
        r"(?![A-Za-z])|版本|升级",
        regex.IGNORECASE,
    )
    #: a section number: a dotted quad of numbers up to 40 opening a line and followed by a title
    #: (``7.3.4.1 Adding users``, ``6.2.4.1. exim4 的配置``), or inside 第 … 节
    _HEADING_BEFORE = regex.compile(r"(?:^|\n)[ \t]*$|第\s*$")
    _HEADING_AFTER = regex.compile(r"\.?[ \t]+[^\W\d_]|\s*[节章条]")
    #: an example in prose (``an IPv4 address like '100.50.200.5'``) or a named host's address in the output
    #: of a network tool (``bytes from mirror.debian.org (130.89.148.77)``, ``smtp99.example.dom has address
    #: 123.234.123.89``; not ``from client.isp.example (…)`` in a log, which may be a person's line)
    _NOT_PERSONAL_BEFORE = regex.compile(
        r"(?:(?<![A-Za-z.\-])(?:like|example)|如)\s*[:：]?\s*['\"“‘`(]?$|"
        r"(?:(?<![A-Za-z])(?:such as|e\.g\.|for example|for instance|z\. ?B\.|zum Beispiel|par exemple|por ejemplo|ad esempio|"
        r"zoals|bijvoorbeeld|np\.|na przykład|örneğin|seperti|misalnya|contohnya|ví dụ|chẳng hạn|như là)(?![A-Za-z])|"
        r"例如|比如|譬如|(?<![例比譬假])如(?=[ \t]*[A-Za-z])|مثل|مانند)(?:[^.!?;。！？；\n]|\.(?!\s)|\n(?!\s*\n)){0,80}$|"
        r"(?:PING|bytes from|traceroute to|Connecting to|Trying)\s+(?:[\w.-]+\s*\(\s*)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\s*\($|"
        r"has (?:IPv6 )?address\s*$|"
        # a server's address: an SPF record's ip4:/ip6: mechanism, a server's Listen directive, a named device of a
        # network diagram, a host name's numeric forms ("www.debian.org instead of 130.89.148.77 or 2001:67c:…::77")
        r"(?<![A-Za-z])ip[46]:$|(?<![^\n])[ \t]*Listen[ \t]+$|(?<![A-Za-z])(?:router|bridge|gateway|firewall|server)\s*\(\s*$|"
        r"[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\s+instead of\s+(?:[0-9A-Fa-f.:]+\s+or\s+)?$|"
        # a named host's address written after it (``# src.doc.ic.ac.uk (146.169.2.1)``), unless a log line's client
        # (``from dsl-45-33.isp.example (…)``, ``by …``)
        r"(?<!(?<![A-Za-z])(?:from|by)\s+)(?<![\w.-])[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\s*\(\s*$|"
        # server configuration: DNS zone records, access rules of a web server, interface and route commands, a
        # firewall rule's source or destination
        r"(?-i:\bIN[ \t]+(?:A|AAAA)[ \t]+)$|(?<![^\n])[ \t]*(?:Require(?:[ \t]+not)?[ \t]+ip|(?:Allow|Deny)[ \t]+from)"
        r"(?:[ \t]+[0-9A-Fa-f.:/]+)*[ \t]+$|(?<![A-Za-z])(?:gw|broadcast|netmask)[ \t]+$|"
        r"(?<![^\n])[ \t]*(?:/s?bin/)?(?:ifconfig[ \t]+\S+|ip(?:[ \t]+-[46])?[ \t]+(?:addr|address|route)[ \t]+(?:add|del|replace|change)|"
        r"route[ \t]+add(?:[ \t]+\S+)*?)[ \t]+$|(?<![^\n])[^\n]*\b(?:iptables|ip6tables|nft|ufw)\b[^\n]*[ \t](?:-[sd]|--source|--destination|from|to)[ \t]+$",
        regex.IGNORECASE,
    )
    #: public resolvers, the root name servers and the documentation domains' hosts (example.com, .org, .net):
    #: they name a service, not a person
    WELL_KNOWN = frozenset(
        "8.8.8.8 8.8.4.4 1.1.1.1 1.0.0.1 9.9.9.9 149.112.112.112 208.67.222.222 208.67.220.220 4.2.2.1 4.2.2.2 "
        "114.114.114.114 114.114.115.115 223.5.5.5 223.6.6.6 119.29.29.29 180.76.76.76 "
        "2001:4860:4860::8888 2001:4860:4860::8844 2606:4700:4700::1111 2606:4700:4700::1001 "
        "198.41.0.4 170.247.170.2 199.9.14.201 192.33.4.12 199.7.91.13 192.203.230.10 192.5.5.241 192.112.36.4 "
        "198.97.190.53 192.36.148.17 192.58.128.30 193.0.14.129 199.7.83.42 202.12.27.33 "
        "93.184.216.34 93.184.215.14 2606:2800:220:1:248:1893:25c8:1946 2606:2800:21f:cb07:6820:80da:af6b:8b2c".split()
    )
    #: networks of critical infrastructure (root and TLD name servers hold their IPv6 addresses there)
    WELL_KNOWN_NETS = tuple(ipaddress.ip_network(n) for n in ("2001:500::/30", "2001:7fd::/32", "2001:7fe::/32",
                                                                "2001:dc3::/32", "2801:1b8:10::/48"))
    PATTERNS = [
        Pattern(
            "IPv4 (CJK-safe)",
            r"(?<![0-9A-Za-z_.])" + r"\.".join([_OCTET] * 4) + r"(?:/(?:3[0-2]|[12]?\d))?(?![0-9A-Za-z_]|\.[0-9A-Za-z])",
            0.6,
        ),
        Pattern(
            "IPv6 (CJK-safe)",
            next(p for p in IpRecognizer.PATTERNS if p.name == "IPv6").regex.replace(r"\w", "0-9A-Za-z_"),
            0.6,
        ),
    ]

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_language=supported_language, name=f"CjkSafeIpRecognizer_{supported_language}")

    #: network words one of which must stand near an address (presidio's context words, applied here
    #: because the offline NLP engine gives no tokens for its context enhancer)
    _CONTEXT = regex.compile(
        r"(?<![A-Za-z])(?:ip|ipv4|ipv6|addr(?:ess)?|host(?:name)?|server|client|login|logged|log in|"
        r"from|src|source|dst|remote|peer|connect(?:ed|ion)?|dns|gateway|proxy|route[rs]?)(?![A-Za-z])|"
        r"地址|服务器|客户端|登录|登陆|访问|来源|网关|代理",
        regex.IGNORECASE,
    )

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        """Run the patterns, then keep only addresses with network context nearby.

        Dropped: matches right after a version word, a version pin (``==3.1.1.3``), a version range or
        netmask word, with a release-note word (version, upgrade, revert ...) in the 40 characters
        before, multicast addresses, bare dotted quads with no network word within 40 characters
        (release notes are full of ``Git 1.7.12.1``), IPv6 matches with fewer than three written groups
        (``b::`` in prose is valid IPv6 syntax), section numbers (``7.3.4.1 Adding users``), examples
        in prose (``like '100.50.200.5'``), addresses of a named host (``mirror.example.org (2603:…)``),
        :data:`WELL_KNOWN` service addresses, networks rather than hosts (a prefix shorter than /24, or
        the network address itself: ``192.0.3.0/24``), mask-like IPv6 (two ``ffff`` groups or more)
        and quads continuing a host name (``1.0.0.127.in-addr.arpa``). Texts with no dotted quad and
        no two colons close together are skipped before the (large) library patterns run.
        """
        if not self._MAYBE_ADDRESS.search(text):
            return []
        results = super().analyze(text, entities, nlp_artifacts, regex_flags)
        kept = []
        for r in results:
            value = text[r.start:r.end]
            if self._VERSION_BEFORE.search(text[max(0, r.start - 16):r.start]):
                continue
            if self._OTHER_VERSION_BEFORE.search(text[max(0, r.start - 24):r.start]):
                continue
            if self._VERSION_NEAR.search(text[max(0, r.start - 40):r.start]):
                continue
            if ":" not in value and ipaddress.ip_interface(value).ip.is_multicast:
                continue
            if ":" in value and sum(1 for g in value.split("/")[0].split(":") if g) < 3:
                continue
            if not self._is_host(text, r.start, r.end, value):
                continue
            if not self._CONTEXT.search(text[max(0, r.start - 40):r.end + 40]):
                continue
            kept.append(r)
        return kept

    def _is_host(self, text: str, start: int, end: int, value: str) -> bool:
        """False for the shapes that name a section, an example, a service, a network, a mask or a placeholder."""
        ip = ipaddress.ip_interface(value).ip
        if ip.version == 6 and ip.ipv4_mapped:
            ip = ip.ipv4_mapped  # ::ffff:7b7b:7b7b is 123.123.123.123
        if str(ip) in self.WELL_KNOWN or value.lower().count("ffff") >= 2 or any(ip in n for n in self.WELL_KNOWN_NETS):
            return False
        if _placeholder_ip(ip) or (":" in value and value.endswith("::")):  # 8592:757c:efae:4e45:: is a prefix
            return False
        if "/" in value:
            iface = ipaddress.ip_interface(value)
            net = iface.network
            if net.prefixlen < (24 if net.version == 4 else 64) or (net.num_addresses > 2 and iface.ip == net.network_address):
                return False
        before = text[max(0, start - 40):start]
        if (self._HEADING_BEFORE.search(before) and self._HEADING_AFTER.match(text, end)
                and ip.version == 4 and "/" not in value and all(int(octet) <= 40 for octet in value.split("."))):
            return False
        return not self._NOT_PERSONAL_BEFORE.search(text, max(0, start - 100), start)

    def invalidate_result(self, pattern_text: str) -> bool:
        """The library rule: invalid when ``ipaddress`` rejects it."""
        try:
            ipaddress.ip_interface(pattern_text)
        except ValueError:
            return True
        return False


def _placeholder_ip(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """An address made up for an example: every part one digit repeated or a run of consecutive digits
    (``1.2.3.4``, ``4.4.4.4``, ``123.123.123.123``, ``222.111.111.222``, ``0:1:2:3:4:5:6:7``)."""
    parts = str(ip).split(".") if ip.version == 4 else ip.exploded.split(":")
    if ip.version == 6:
        parts = [p.lstrip("0") or "0" for p in parts]

    def patterned(part: str) -> bool:
        if len(set(part)) == 1:
            return True
        steps = {int(b, 16) - int(a, 16) for a, b in zip(part, part[1:], strict=False)}
        return steps in ({1}, {-1})

    return all(patterned(p) for p in parts)


class _DigitRunRecognizer(PatternRecognizer):
    """A pattern recognizer of ``ENTITY``, run only on texts with a run of ``MIN_DIGITS`` digits that ``_GATE``
    finds (the others cannot match)."""

    ENTITY: str
    MIN_DIGITS: int
    _GATE: re.Pattern

    def __init__(self, supported_language: str = "en"):
        super().__init__(
            supported_entity=self.ENTITY,
            patterns=self.PATTERNS,
            context=self.CONTEXT,
            supported_language=supported_language,
            name=f"{type(self).__name__}_{supported_language}",
        )

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        from ingest_checks.pii_recognizers import longest_number_run

        if longest_number_run(text) < self.MIN_DIGITS or not self._GATE.search(text):
            return []
        return super().analyze(text, entities, nlp_artifacts, regex_flags)


class CnResidentIdRecognizer(_DigitRunRecognizer):
    """Mainland China resident ID (居民身份证号码, GB 11643): 18 characters with a checksum."""

    ENTITY = "CN_RESIDENT_ID"
    PATTERNS = [
        Pattern(
            "CN resident ID",
            _NOT_AFTER_ALNUM + r"[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]"
            + _NOT_BEFORE_ALNUM,
            0.4,
        )
    ]
    CONTEXT = ["身份证", "证件号", "id card", "resident id"]
    MIN_DIGITS = 17
    _GATE = re.compile(r"\d{17}")

    def validate_result(self, pattern_text: str) -> bool:
        """Province code, birth date and ISO 7064 MOD 11-2 check character."""
        return is_valid_resident_id(pattern_text)


class CnMobileRecognizer(_DigitRunRecognizer):
    """Mainland China mobile number: ``1[3-9]`` + 9 digits, optional ``+86``/``0086``, not inside a digit run,
    not after a label naming another number (``"total_memory": "17179869184"``, 订单号)."""

    def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
        from ingest_checks.pii_recognizers import labelled_other_id

        return [r for r in super().analyze(text, entities, nlp_artifacts, regex_flags)
                if not labelled_other_id(text, r.start)]

    ENTITY = "CN_MOBILE"
    MIN_DIGITS = 11
    _GATE = re.compile(r"1[3-9]\d(?:\d{8}|[- ]\d{4}[- ]\d{4})")  # the start of a mobile number

    PATTERNS = [
        Pattern(
            "CN mobile",
            r"(?<![0-9A-Za-z+])(?<!\d-)(?<!\d\.)(?:(?:\+|00)86[- ]?|86-)?1[3-9]\d{9}" + _NOT_BEFORE_ALNUM + r"(?!-\d)",
            0.6,
        ),
        Pattern(
            "CN mobile (grouped 3-4-4)",
            r"(?<![0-9A-Za-z+])(?<!\d[- ])(?<!\d\.)(?:(?:\+|00)86[- ]?|86-)?1[3-9]\d([- ])\d{4}\1\d{4}"
            + _NOT_BEFORE_ALNUM + r"(?![- ]\d)",
            0.6,
        ),
    ]
    CONTEXT = ["手机", "电话", "联系", "mobile", "phone", "tel"]


def build_recognizers(languages: tuple[str, ...] = LANGUAGES) -> list[PatternRecognizer]:
    """The tuned recognizer set, one instance per recognizer and language."""
    classes = (
        CjkSafeEmailRecognizer,
        CjkSafeCreditCardRecognizer,
        CjkSafeIbanRecognizer,
        CjkSafeIpRecognizer,
        CnResidentIdRecognizer,
        CnMobileRecognizer,
    )
    from ingest_checks.pii_forms import FormFieldRecognizer
    from ingest_checks.pii_ids import RegionalIdRecognizer
    from ingest_checks.pii_names_en import EnglishNameRecognizer
    from ingest_checks.pii_recognizers import extra_recognizers

    later: list = [RegionalIdRecognizer, FormFieldRecognizer, EnglishNameRecognizer]
    if os.environ.get("KBGATE_PII_LAC", "1") != "0":  # Chinese names from the LAC model (ingest_checks.pii_lac)
        from ingest_checks.pii_lac import LacPersonRecognizer

        later.append(LacPersonRecognizer)
    return [r for lang in languages
            for r in [cls(supported_language=lang) for cls in (*classes, *later)] + extra_recognizers(lang)]


def save_blank_pipelines(languages: tuple[str, ...] = LANGUAGES) -> dict[str, Path]:
    """Save blank spaCy pipelines to ``<cache>/spacy/<lang>`` once; return their paths.

    Raises:
        ConfigError: the cache directory cannot be written.
    """
    import spacy

    paths = {}
    for lang in languages:
        target = cache_root() / "spacy" / lang
        if not (target / "config.cfg").exists():
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                tmp = Path(tempfile.mkdtemp(prefix=f".{lang}-", dir=target.parent))
                spacy.blank(lang).to_disk(tmp)
                try:
                    tmp.rename(target)
                except OSError:  # another process saved it first
                    shutil.rmtree(tmp, ignore_errors=True)
            except OSError as exc:
                raise ConfigError(
                    f"cannot save the blank spaCy '{lang}' pipeline under {target.parent}: {exc}; "
                    "set KBGATE_CACHE_DIR to a writable directory"
                ) from None
        paths[lang] = target
    return paths


def build_analyzer(nlp_engine: str = "no_op", nlp_model: str | Path | None = None) -> AnalyzerEngine:
    """Build an offline AnalyzerEngine with the tuned recognizer set for ``en`` and ``zh``.

    Args:
        nlp_engine: ``"no_op"`` (default; no tokenisation, the recognizers are all
            pattern-based) or ``"spacy_blank"`` (blank pipelines saved to the cache
            dir and loaded by path; about 2x slower, same findings).
        nlp_model: a local spaCy pipeline directory (policy ``pii.nlp_model``); when given it
            is loaded for both languages and presidio's SpacyRecognizer adds its named
            entities (``PERSON``/``PER`` as PERSON, ``GPE``/``LOC``/``FAC`` as LOCATION,
            ``ORG`` as ORGANIZATION) to the pattern recognizers.

    Raises:
        ConfigError: ``nlp_model`` is not a loadable spaCy pipeline directory.
    """
    if nlp_model is not None:
        return _build_with_model(Path(nlp_model))
    if nlp_engine == "no_op":
        models = [{"lang_code": lang, "model_name": "no_op"} for lang in LANGUAGES]
        config = {"nlp_engine_name": "no_op", "models": models}
    elif nlp_engine == "spacy_blank":
        paths = save_blank_pipelines(LANGUAGES)
        models = [{"lang_code": lang, "model_name": str(paths[lang])} for lang in LANGUAGES]
        config = {"nlp_engine_name": "spacy", "models": models}
    else:
        raise ConfigError(f"unknown nlp_engine '{nlp_engine}'; use 'no_op' or 'spacy_blank'")
    engine = NlpEngineProvider(nlp_configuration=config).create_engine()
    registry = FixedRecognizerRegistry(recognizers=build_recognizers(LANGUAGES), supported_languages=list(LANGUAGES))
    return KbgateAnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=list(LANGUAGES))


#: spaCy entity labels of a user's pipeline and the presidio entity each becomes
NER_LABELS = {"PERSON": "PERSON", "PER": "PERSON", "GPE": "LOCATION", "LOC": "LOCATION", "FAC": "LOCATION",
              "ORG": "ORGANIZATION"}


def _build_with_model(path: Path) -> AnalyzerEngine:
    from presidio_analyzer.predefined_recognizers import SpacyRecognizer

    if not (path / "config.cfg").is_file():
        raise ConfigError(
            f"checks.pii.nlp_model: {path} is not a spaCy pipeline directory (no config.cfg); "
            "give the directory written by nlp.to_disk() or remove the key"
        )
    models = [{"lang_code": lang, "model_name": str(path)} for lang in LANGUAGES]
    config = {"nlp_engine_name": "spacy", "models": models,
              "ner_model_configuration": {"model_to_presidio_entity_mapping": NER_LABELS,
                                          "labels_to_ignore": [], "low_score_entity_names": []}}
    try:
        engine = NlpEngineProvider(nlp_configuration=config).create_engine()
    except (OSError, ValueError) as exc:
        raise ConfigError(f"checks.pii.nlp_model: cannot load the spaCy pipeline at {path}: {exc}") from None
    recognizers = build_recognizers(LANGUAGES) + [
        SpacyRecognizer(supported_language=lang, supported_entities=sorted(set(NER_LABELS.values())))
        for lang in LANGUAGES
    ]
    registry = FixedRecognizerRegistry(recognizers=recognizers, supported_languages=list(LANGUAGES))
    return KbgateAnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=list(LANGUAGES))


class KbgateAnalyzerEngine(AnalyzerEngine):
    """The library's AnalyzerEngine, minus the context-enhancement pass over a text where no recognizer
    found anything (a third of the engine's own time per text; with no results it changes nothing)."""

    def _enhance_using_context(self, text, raw_results, nlp_artifacts, recognizers, context=None):
        if not raw_results:
            return raw_results
        return super()._enhance_using_context(text, raw_results, nlp_artifacts, recognizers, context)


class FixedRecognizerRegistry(RecognizerRegistry):
    """A RecognizerRegistry whose recognizer set never changes after construction, so the
    recognizers for a (language, entities) request are looked up once and reused: the library
    filters its whole list per entity on every ``analyze`` call (a tenth of a millisecond per text
    with 40 recognizers)."""

    def get_recognizers(self, language, entities=None, all_fields=False, ad_hoc_recognizers=None):
        if ad_hoc_recognizers:
            return super().get_recognizers(language, entities, all_fields, ad_hoc_recognizers)
        key = (language, tuple(entities) if entities else None, all_fields)
        cache = self.__dict__.setdefault("_kbgate_cache", {})
        if key not in cache:
            cache[key] = super().get_recognizers(language, entities, all_fields)
        return cache[key]


_ANALYZERS: dict[str | None, AnalyzerEngine] = {}


def get_analyzer(nlp_model: str | None = None) -> AnalyzerEngine:
    """The process-wide AnalyzerEngine (one per ``nlp_model``), built on first use."""
    if nlp_model not in _ANALYZERS:
        _ANALYZERS[nlp_model] = build_analyzer(os.environ.get("KBGATE_PII_NLP_ENGINE", "no_op"), nlp_model)
    return _ANALYZERS[nlp_model]
