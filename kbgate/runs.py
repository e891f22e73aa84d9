"""Run ids: the one generator of the ids that name ingest, access, audit, gate and experiment runs; and
:func:`parse_utc`, the one reader of the ISO times that records carry."""

from __future__ import annotations

import datetime as dt
import secrets


def new_run_id() -> str:
    """A sortable, unique run id: UTC time and a random suffix, e.g. ``20261129T120501Z-3f9a1c``."""
    return dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ") + "-" + secrets.token_hex(3)


def parse_utc(value) -> dt.datetime | None:
    """An ISO datetime as an aware datetime (naive values are taken as UTC); ``None`` when it does not parse."""
    try:
        moment = dt.datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=dt.UTC)
