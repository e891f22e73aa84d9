"""The release as a Prefect flow: the tasks of kb_release.py, nothing else.

    KB_STORE=... KB_POLICY=... python prefect_flow.py
"""

from __future__ import annotations

import kb_release as kb
from prefect import flow, task


@flow(name="kb-release")
def kb_release_flow(settings: kb.Settings | None = None) -> dict:
    s = settings or kb.Settings()
    run = task(kb.ingest)(s)
    run = task(kb.access)(s, run)
    run = task(kb.gate)(s, run)
    return task(kb.promote)(s, run)


if __name__ == "__main__":
    kb_release_flow()
