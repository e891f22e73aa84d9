"""English person names without a model: rules that say a capitalised word pair is a person.

Imported lazily (presidio at module top). Each rule has a stable id (:data:`RULES`), and each was measured on
the real-document bench (``bench/real_corpus.py``) before being kept (docs/pii.md gives the figures):

* ``self_intro``: ``My name is Jane Roe``, ``my name's Jane``, ``I'm called Jane Roe``;
* ``salutation``: a line opening ``Dear Jane,`` / ``Hi Jane Roe,`` / ``Hello Ms. Roe,``;
* ``sign_off``: a name alone on the line after ``Best regards,`` / ``Sincerely,`` / ``Thanks,``;
  a salutation or sign-off name needs a word from the census lists below: a team or a department signs
  mail too (``Best regards,\nOperations``, ``Dear Customer Support,``);
* ``name_pair``: a given name and a surname from the US Census Bureau lists shipped by the ``names`` package
  (MIT; the census data are public domain), right before another identifier of the same person (a phone
  number or a date of birth; ``Name <e-mail>`` is how software credits its authors, so e-mail does not count).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import regex
from presidio_analyzer import EntityRecognizer, RecognizerResult

from ingest_checks.pii_recognizers import _EN_STOP, _EN_WORD, EXEMPT_KEY, attribution, mentions_any

_NAME = rf"{_EN_WORD}(?:[ \t]+{_EN_WORD}){{0,2}}"
_NOT_NAME = frozenset({"Sir", "Madam", "All", "Team", "Everyone", "There", "Customer", "Colleague", "Colleagues", "User",
                       "Users", "World", "Friend", "Friends", "Folks", "Guys", "Reader", "Readers", "Developer",
                       "Developers", "Maintainer", "Maintainers", "Admin", "Again", "Everybody", "Hiring", "Manager",
                       # department words that are also census surnames (``Best regards,\nSales``)
                       "Sales", "Service", "Services", "Staff", "Board", "Office", "Support", "Desk", "Help",
                       "Python", "Debian", "Linux", "Windows", "Ubuntu", "Mac", "Google", "Apple", "Microsoft"})
RULES = {
    "self_intro": regex.compile(rf"(?<![A-Za-z])(?i:my name is|my name's|i'm called|i am called)[ \t]+(?P<n>{_NAME})(?![\p{{L}}])"),
    "salutation": regex.compile(rf"(?:^|\n)[ \t]*(?:Dear|Hi|Hello|Hey|Good (?:morning|afternoon|evening))[ \t]+"
                                rf"(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?[ \t]+)?(?P<n>{_NAME})[ \t]*[,!:]"),
    "sign_off": regex.compile(rf"(?:^|\n)[ \t]*(?:(?:Best|Kind|Warm|With kind)[ \t]+regards|Regards|Sincerely|Yours(?:[ \t]+"
                              rf"(?:truly|sincerely|faithfully))?|Cheers|Thanks|Thank you|Best wishes|Best)[ \t]*[,.!]?[ \t]*\n"
                              rf"[ \t]*(?P<n>{_NAME})[ \t]*(?=\n|$)"),
}
#: the rules whose context (a greeting, a sign-off) a team or a department shares with a person
_CENSUS_RULES = frozenset({"salutation", "sign_off"})
_TRIGGERS = ("my name", "called", "dear", "hi ", "hello", "hey", "good ", "regards", "sincerely", "yours", "cheers",
             "thanks", "thank you", "best")
_PAIR = regex.compile(r"(?<![\p{L}])(?P<g>\p{Lu}\p{Ll}+)[ \t]+(?:\p{Lu}\.[ \t]+)?(?P<s>\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?![\p{L}])")
#: a phone number or date of birth right after the name (``Jane Roe, +1 206 555 0134``, ``Jane Roe (born 1980-02-01)``).
#: ``Name <e-mail>`` is not one: it is how software credits its authors (74 of 820 real documents had it outside an
#: attribution line, all changelogs, copyright files and AUTHORS lists)
_IDENTIFIER_AFTER = regex.compile(r"[ \t]*[,(:;|-]?[ \t]*(?:phone|tel|mobile|cell|DOB|born|b\.)?[ \t:.]*\+?\(?\d[\d \t().-]{6,}\d",
                                  regex.IGNORECASE)


_DATE = regex.compile(r"[ \t]*[,(:;|-]?[ \t]*\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|[ \t]*[,(:;|-]?[ \t]*\d{1,2}[-/.]\d{1,2}[-/.]\d{4}")
_DOB_WORD = regex.compile(r"born|DOB|b\.", regex.IGNORECASE)


@lru_cache(maxsize=1)
def census_names() -> tuple[frozenset[str], frozenset[str]]:
    """Given names (male and female lists) and surnames, upper case, from the ``names`` package's census files."""
    import names

    root = Path(names.__file__).parent

    def read(*files: str) -> frozenset[str]:
        return frozenset(line.split()[0] for f in files for line in (root / f).read_text().splitlines() if line.strip())

    return read("dist.male.first", "dist.female.first"), read("dist.all.last")


def _any_census_name(words: list[str]) -> bool:
    """Whether a word is a census given name or surname (``Operations`` and ``Customer Support`` are neither)."""
    given, surnames = census_names()
    return any(w.upper() in given or w.upper() in surnames for w in words)


class EnglishNameRecognizer(EntityRecognizer):
    """``PERSON`` by the rules of :data:`RULES` and the census name pair next to an identifier."""

    def __init__(self, supported_language: str = "en"):
        super().__init__(supported_entities=["PERSON"], supported_language=supported_language,
                         name=f"EnglishNameRecognizer_{supported_language}")

    def load(self) -> None:
        pass

    def analyze(self, text, entities, nlp_artifacts=None):
        out = []
        if mentions_any(text, _TRIGGERS):
            for rule, rx in RULES.items():
                for m in rx.finditer(text):
                    s, e = m.span("n")
                    words = [w.strip(".") for w in text[s:e].split()]
                    if any(w in _NOT_NAME or w in _EN_STOP for w in words):
                        continue
                    if rule in _CENSUS_RULES and not _any_census_name(words):
                        continue
                    out.append(self._result(text, s, e, rule))
        if regex.search(r"\d{3}[\d\s().-]{4,}\d", text):
            given, surnames = census_names()
            for m in _PAIR.finditer(text):
                g, sn = m.group("g"), m.group("s")
                if g.upper() not in given or sn.split("-")[0].upper() not in surnames or g in _EN_STOP or sn in _EN_STOP:
                    continue
                ident = _IDENTIFIER_AFTER.match(text, m.end())
                if not ident or (_DATE.match(ident.group()) and not _DOB_WORD.search(ident.group())):
                    continue  # a date after a name is a date of birth only with its word (AUTHORS: ``Name  2001-06-07``)
                out.append(self._result(text, m.start(), m.end(), "name_pair"))
        return out

    @staticmethod
    def _result(text: str, s: int, e: int, rule: str) -> RecognizerResult:
        result = RecognizerResult("PERSON", s, e, 0.6)
        why = attribution(text, s, e)
        result.recognition_metadata = {"kbgate_rule": rule, **({EXEMPT_KEY: why} if why else {})}
        return result
