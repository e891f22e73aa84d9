"""The import graph of kbgate's product packages, and the picture of it in docs/architecture.md.

    python scripts/gen_docs.py          # (make docs) writes docs/architecture.svg and the table in docs/architecture.md
    python scripts/gen_docs.py --check  # exit 1 when either is stale

The graph is built from the source with ``ast`` (every import statement, those inside functions
included), so it shows what the code does, not what a doc says. ``tests/test_layering.py`` checks
the layering rules on the same graph; ``tests/test_docs.py`` fails when the picture is stale.
"""

from __future__ import annotations

import ast
from collections import Counter
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("kbgate", "ingest_checks", "access_tests", "version_gate")
SVG = ROOT / "docs" / "architecture.svg"
DOC = ROOT / "docs" / "architecture.md"
BEGIN, END = "<!-- begin generated: scripts/architecture.py -->", "<!-- end generated -->"

# The boxes of the picture, bottom (core) to top (front ends); a module belongs to the longest prefix listed.
ROWS = [
    ["kbgate"],
    ["kbgate.corpus", "kbgate.store", "kbgate.retrieval", "kbgate.targets"],
    ["ingest_checks"],
    ["access_tests"],
    ["version_gate", "version_gate.evalgen"],
    ["kbgate.app"],
]
GROUPS = [g for row in ROWS for g in row]


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, set[str]]:
    """Each product module -> the modules it imports: product modules by full name, others by top-level name."""
    files = {module_name(root, p): p for pkg in packages for p in sorted((root / pkg).rglob("*.py"))}

    def resolve(name: str) -> str:
        while name not in files and "." in name:
            name = name.rsplit(".", 1)[0]
        return name if name in files else name.split(".")[0]

    graph: dict[str, set[str]] = {}
    for mod, path in files.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                deps.update(resolve(a.name) for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for a in node.names:
                    full = f"{node.module}.{a.name}"
                    deps.add(full if full in files else resolve(node.module))
        deps.discard(mod)
        graph[mod] = deps
    return graph


def group_of(module: str) -> str:
    return max((g for g in GROUPS if module == g or module.startswith(g + ".")), key=len)


def group_edges(graph: dict[str, set[str]]) -> Counter:
    """(from group, to group) -> number of module-level imports between them."""
    edges: Counter = Counter()
    for mod, deps in graph.items():
        for d in deps:
            if d in graph and group_of(d) != group_of(mod):
                edges[group_of(mod), group_of(d)] += 1
    return edges


def render_svg(graph: dict[str, set[str]]) -> str:
    sizes = Counter(group_of(m) for m in graph)
    w, h, gap_x, gap_y, width = 170, 44, 30, 56, 820
    pos = {}
    for r, row in enumerate(ROWS):
        y = 20 + (len(ROWS) - 1 - r) * (h + gap_y)
        total = len(row) * w + (len(row) - 1) * gap_x
        for i, g in enumerate(row):
            pos[g] = ((width - total) / 2 + i * (w + gap_x), y)
    height = 40 + len(ROWS) * (h + gap_y) - gap_y
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" '
           'font-size="12">',
           '<defs><marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" '
           'orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#667"/></marker></defs>']
    for (src, dst), n in sorted(group_edges(graph).items()):
        (x1, y1), (x2, y2) = pos[src], pos[dst]
        sx, sy = x1 + w / 2, y1 + (h if y2 > y1 else 0)
        ex, ey = x2 + w / 2, y2 + (0 if y2 > y1 else h)
        if y1 == y2:
            sx, sy, ex, ey = (x1 + w, y1 + h / 2, x2, y2 + h / 2) if x2 > x1 else (x1, y1 + h / 2, x2 + w, y2 + h / 2)
        out.append(f'<line x1="{sx:.0f}" y1="{sy:.0f}" x2="{ex:.0f}" y2="{ey:.0f}" stroke="#667" '
                   f'stroke-width="{min(1 + n / 15, 4):.1f}" stroke-opacity="0.55" marker-end="url(#a)">'
                   f'<title>{escape(src)} imports {escape(dst)}: {n}</title></line>')
    for g, (x, y) in pos.items():
        fill = "#e8f0fe" if g.startswith("kbgate") and g != "kbgate.app" else "#fef3e0" if g != "kbgate.app" else "#eee"
        out.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{w}" height="{h}" rx="6" fill="{fill}" stroke="#445"/>')
        out.append(f'<text x="{x + w / 2:.0f}" y="{y + 19:.0f}" text-anchor="middle" font-weight="bold">'
                   f'{escape(g)}</text>')
        out.append(f'<text x="{x + w / 2:.0f}" y="{y + 35:.0f}" text-anchor="middle" fill="#555">'
                   f'{sizes[g]} modules</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def render_table(graph: dict[str, set[str]]) -> str:
    rows = ["| package | modules | imports (product packages, count of module imports) |", "|---|---:|---|"]
    sizes = Counter(group_of(m) for m in graph)
    edges = group_edges(graph)
    for g in reversed(GROUPS):
        deps = ", ".join(f"`{d}` {n}" for (s, d), n in sorted(edges.items()) if s == g) or "(none)"
        rows.append(f"| `{g}` | {sizes[g]} | {deps} |")
    return "\n".join(rows) + "\n"


def generated_doc(graph: dict[str, set[str]]) -> str:
    text = DOC.read_text(encoding="utf-8")
    head, _, rest = text.partition(BEGIN)
    _, _, tail = rest.partition(END)
    return f"{head}{BEGIN}\n{render_table(graph)}{END}{tail}"
