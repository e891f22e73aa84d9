"""The one target opener (kbgate.targets.open): kbgate errors that say how to fix the spec, no click."""

from __future__ import annotations

import pytest

from kbgate.errors import InputError
from kbgate.targets.open import TargetSpecError, open_target, parse_headers


@pytest.mark.parametrize("spec, kw, message", [
    ("localhost:1", {}, "Invalid value for --x: 'localhost:1' is not a service URL; use http(s)://host:port"),
    ("python:m:f", {"headers": ("A: b",)}, "--header goes with an HTTP --x, not with a python: target"),
    ("http://127.0.0.1:1", {"metadata_keys": ("doc_id=d",)}, "--metadata-key goes with a python: --x, not with"),
    ("http://127.0.0.1:1", {"headers": ("nocolon",)}, "Invalid value for --header: 'nocolon' is not a header"),
])
def test_bad_specs_are_input_errors_with_a_fix(spec, kw, message):
    with pytest.raises(TargetSpecError) as info:
        open_target(spec, "--x", **kw)
    assert isinstance(info.value, InputError) and message in str(info.value)


def test_http_target_is_described_and_headers_parsed():
    retriever, described = open_target("http://127.0.0.1:1", "--x", headers=("X-A: 1",), timeout=3.0)
    assert described == {"description": "HTTP service http://127.0.0.1:1", "kind": "http", "url": "http://127.0.0.1:1"}
    assert parse_headers(("Authorization: Bearer t",)) == {"Authorization": "Bearer t"}
    close = getattr(retriever, "close", None)
    if close:
        close()
