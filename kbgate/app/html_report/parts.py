"""Small HTML pieces shared by the report's sections: escaping, number format, tables."""

from __future__ import annotations

from html import escape


def e(value) -> str:
    return escape("" if value is None else str(value))


def table(headers: list[str], rows: list[list], cls: str = "sortable", raw_cols: tuple[int, ...] = ()) -> str:
    """A table; cells are escaped except the columns in ``raw_cols`` (already HTML)."""
    head = "".join(f"<th>{e(h)}</th>" for h in headers)
    body = []
    for row in rows:
        body.append("<tr>" + "".join(f"<td>{c if j in raw_cols else e(c)}</td>" for j, c in enumerate(row))
                    + "</tr>")
    return f'<div class="scroll"><table class="{cls}"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table></div>'


def fmt(v, digits: int = 3) -> str:
    if v is None:
        return "-"
    return f"{v:.{digits}f}" if isinstance(v, float) else str(v)
