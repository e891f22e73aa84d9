"""Run ids: the one generator of the ids that name ingest, access, audit, gate and experiment runs."""

from __future__ import annotations

import datetime as dt
import secrets


def new_run_id() -> str:
    """A sortable, unique run id: UTC time and a random suffix, e.g. ``20261129T120501Z-3f9a1c``."""
    return dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%SZ") + "-" + secrets.token_hex(3)
