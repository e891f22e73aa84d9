"""Lines of product code (kbgate/, ingest_checks/, access_tests/, version_gate/) at a git revision and now.

    python scripts/product_lines.py fa8a640      # that commit against the working tree

Counts every line of every .py file, and separately the lines that are neither blank nor
comments nor docstrings ("code"), per top-level package.
"""

from __future__ import annotations

import ast
import io
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("kbgate", "ingest_checks", "access_tests", "version_gate")


def code_lines(text: str) -> int:
    """Lines holding a token other than comments, docstrings and blank lines."""
    doc_lines: set[int] = set()
    for node in ast.walk(ast.parse(text)):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(
                getattr(body[0], "value", None), ast.Constant) and isinstance(body[0].value.value, str):
            doc_lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    lines: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                            tokenize.ENDMARKER) and tok.start[0] not in doc_lines:
            lines.add(tok.start[0])
    return len(lines)


def sources(rev: str | None) -> dict[str, str]:
    if rev is None:
        return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8")
                for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))}
    names = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev, *PACKAGES], cwd=ROOT, check=True,
                           capture_output=True, text=True).stdout.split()
    return {n: subprocess.run(["git", "show", f"{rev}:{n}"], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout for n in names if n.endswith(".py")}


def totals(files: dict[str, str]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for name, text in files.items():
        pkg = name.split("/")[0]
        lines, code = out.get(pkg, (0, 0))
        out[pkg] = (lines + len(text.splitlines()), code + code_lines(text))
    return out


def main() -> int:
    rev = sys.argv[1] if len(sys.argv) > 1 else "HEAD"
    old, new = totals(sources(rev)), totals(sources(None))
    print(f"| package | lines at {rev} | lines now | change | code lines at {rev} | code lines now | change |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for pkg in (*PACKAGES, "total"):
        if pkg == "total":
            (a, ac), (b, bc) = (tuple(map(sum, zip(*t.values(), strict=True))) for t in (old, new))
        else:
            (a, ac), (b, bc) = old.get(pkg, (0, 0)), new.get(pkg, (0, 0))
        print(f"| {pkg} | {a:,} | {b:,} | {b - a:+,} | {ac:,} | {bc:,} | {bc - ac:+,} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
