"""Front ends: the click CLI and its commands, the pytest plugin, ``kbgate serve`` and the HTML report.

The only part of kbgate that imports the wings (ingest_checks, access_tests, version_gate); nothing
outside this package imports it.
"""
