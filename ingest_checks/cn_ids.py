"""Mainland China resident ID rules (GB 11643): province codes, birth date and the MOD 11-2 checksum.

Plain Python, no presidio: both :mod:`ingest_checks.presidio_setup` (the resident-ID recognizer)
and :mod:`ingest_checks.pii_recognizers` (the 15-digit form, other-ID labels) use it, and neither
of them imports the other for it.
"""

from __future__ import annotations

import datetime as dt

_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK_CHARS = "10X98765432"
_PROVINCE_CODES = frozenset(
    "11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83".split()
)


def resident_id_check_char(first17: str) -> str:
    """ISO 7064 MOD 11-2 check character of a mainland resident ID's first 17 digits."""
    total = sum(int(d) * w for d, w in zip(first17, _ID_WEIGHTS, strict=True))
    return _ID_CHECK_CHARS[total % 11]


def is_valid_resident_id(value: str) -> bool:
    """True for an 18-character mainland resident ID: province code, plausible birth date, checksum."""
    value = value.upper()
    if len(value) != 18 or not value[:17].isdigit() or value[:2] not in _PROVINCE_CODES:
        return False
    try:
        born = dt.date(int(value[6:10]), int(value[10:12]), int(value[12:14]))
    except ValueError:
        return False
    if not dt.date(1900, 1, 1) <= born <= dt.date.today():
        return False
    return resident_id_check_char(value[:17]) == value[17]
