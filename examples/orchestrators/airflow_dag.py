"""The release as an Airflow DAG (TaskFlow API): the tasks of kb_release.py, nothing else.

Put this file and kb_release.py in the DAGs folder; set KB_STORE, KB_ALIAS, KB_POLICY, KB_CORPUS,
KB_EVAL and KBGATE_HOME for the workers (the store on a shared volume, or a Qdrant server).
"""

from __future__ import annotations

import kb_release as kb
import pendulum
from airflow.decorators import dag, task
from airflow.exceptions import AirflowSkipException


@dag(schedule="@daily", start_date=pendulum.datetime(2026, 1, 1), catchup=False, max_active_runs=1)
def kb_release_dag():
    s = kb.Settings()

    @task
    def ingest() -> dict:
        return kb.ingest(s)

    @task
    def access(run: dict) -> dict:
        return kb.access(s, run)

    @task
    def gate(run: dict) -> dict:
        return kb.gate(s, run)

    @task
    def promote(run: dict) -> dict:
        if run["decision"] != "PASS":
            raise AirflowSkipException(f"gate decided {run['decision']}; not promoted automatically")
        return kb.promote(s, run)

    promote(gate(access(ingest())))


dag_object = kb_release_dag()
