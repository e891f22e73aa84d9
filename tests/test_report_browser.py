"""The HTML report in a real browser: headless Chromium renders the fixture report, takes screenshots
(wide and narrow), prints it to PDF, and the page logs nothing to the console (no error, no blocked
load) while the decision badge and the leak matrix are in the DOM after its script ran.

Skipped when Chromium is absent; ``.ci/run`` installs Debian's ``chromium`` before ``make test``.
The fixture report comes from the session pipeline run of tests/test_html_report.py.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from test_html_report import pipeline_run

BROWSER = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)
pytestmark = pytest.mark.skipif(BROWSER is None, reason="Chromium is not installed (apt-get install chromium; "
                                "`.ci/run` installs it before `make test`)")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--hide-scrollbars",
         "--disable-dev-shm-usage"]  # containers often give /dev/shm only 64 MB


@pytest.fixture(scope="module")
def page(tmp_path_factory) -> Path:
    return pipeline_run(tmp_path_factory, tmp_path_factory.getbasetemp() / "html_report_browser")["page"]


def chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    """Run headless Chromium with the issue's flags and an empty profile in ``tmp_path``."""
    profile = tmp_path / f"profile-{len(list(tmp_path.glob('profile-*')))}"
    profile.mkdir()
    return subprocess.run([BROWSER, *FLAGS, f"--user-data-dir={profile}", *args], capture_output=True, text=True,
                          timeout=120)


def console_messages(stderr: str) -> list[str]:
    """Lines Chromium logs for the page's console (``--enable-logging=stderr``): errors, CSP refusals..."""
    return [line for line in stderr.splitlines() if ":CONSOLE" in line or "Uncaught" in line]


def dump_dom(tmp_path: Path, url: str) -> tuple[str, list[str]]:
    res = chromium(tmp_path, "--enable-logging=stderr", "--v=0", "--dump-dom", url)
    assert res.returncode == 0, res.stderr[-2000:]
    return res.stdout, console_messages(res.stderr)


class Ids(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: dict[str, tuple[str, dict]] = {}
        self.tabbable = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids[a["id"]] = (tag, a)
        if tag == "th" and a.get("tabindex") == "0":
            self.tabbable += 1


def test_rendered_dom_has_badge_and_leak_matrix_and_no_console_error(page, tmp_path):
    dom, console = dump_dom(tmp_path, page.as_uri())
    assert console == []
    ids = Ids()
    ids.feed(dom)
    assert ids.ids["decision"][0] == "span" and re.search(r'id="decision"[^>]*>(PASS|WARN|BLOCK)<', dom)
    assert ids.ids["leak-matrix"][0] == "figure" and "<svg" in dom.split('id="leak-matrix"')[1][:400]
    assert ids.tabbable > 0  # the optional sorting script ran (it makes headers focusable)


def test_console_check_catches_a_broken_page(page, tmp_path):
    """Near miss: the same page with a script error and a blocked remote image is caught."""
    broken = tmp_path / "broken.html"
    broken.write_text(page.read_text(encoding="utf-8").replace(
        "</main>", '</main><img src="https://cdn.example.invalid/x.png"><script>undefinedFunction()</script>'),
        encoding="utf-8")
    _, console = dump_dom(tmp_path, broken.as_uri())
    assert any("Content Security Policy" in line for line in console), console


def test_screenshots_wide_and_narrow_and_print(page, tmp_path):
    for name, size in (("wide", "1280,2400"), ("narrow", "390,2400")):
        shot = tmp_path / f"{name}.png"
        res = chromium(tmp_path, f"--window-size={size}", f"--screenshot={shot}", page.as_uri())
        assert res.returncode == 0 and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", res.stderr[-2000:]
        assert shot.stat().st_size > 20_000  # a rendered page, not a blank one
    pdf = tmp_path / "report.pdf"
    res = chromium(tmp_path, "--no-pdf-header-footer", f"--print-to-pdf={pdf}", page.as_uri())
    assert res.returncode == 0 and pdf.read_bytes()[:5] == b"%PDF-", res.stderr[-2000:]
