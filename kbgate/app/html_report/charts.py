"""Hand-written SVG charts for the HTML report: a bar chart, a heatmap, a forest plot, a latency strip.

Each function returns one ``<svg>`` element as :class:`markupsafe.Markup` (the report's templates
insert it as is): every label and class name goes through :func:`html.escape`, every number is
formatted here; sizes come from a ``viewBox`` so the chart scales with the page.
Colours are CSS classes (``.pass``, ``.warn``, ``.block``...) defined by the page.
"""

from __future__ import annotations

import math
from html import escape

from markupsafe import Markup

ROW = 20
CHAR_W = 6.6  # average width of a 11px label character, for the label column


def _svg(width: float, height: float, body: list[str], label: str, cls: str = "chart") -> Markup:
    # in a scroll box: at phone width the chart keeps a legible size (report.css min-width) and scrolls
    return Markup(f'<div class="chartbox"><svg class="{cls}" xmlns="http://www.w3.org/2000/svg" '
                  f'viewBox="0 0 {width:.0f} {height:.0f}" role="img" aria-label="{escape(label)}"><title>'
                  f'{escape(label)}</title>' + "".join(body) + "</svg></div>")


def _text(x: float, y: float, text: str, anchor: str = "start", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}"{c}>{escape(str(text))}</text>'


def _label_width(labels: list[str], minimum: float = 60) -> float:
    return max([minimum] + [len(str(s)) * CHAR_W + 12 for s in labels])


def bar_chart(items: list[tuple[str, int, str]], label: str, width: float = 720) -> Markup:
    """Horizontal bars, one per ``(name, count, css class)``, scaled to the largest count."""
    left = _label_width([n for n, _, _ in items])
    top = 4
    area = width - left - 48
    peak = max([n for _, n, _ in items] + [1])
    body = []
    for i, (name, n, cls) in enumerate(items):
        y = top + i * ROW
        w = max(area * n / peak, 1.5)
        body += [_text(left - 6, y + 13, name, "end"),
                 f'<rect class="bar {escape(cls)}" x="{left:.1f}" y="{y + 3}" width="{w:.1f}" height="{ROW - 6}" rx="2">'
                 f"<title>{escape(f'{name}: {n}')}</title></rect>",
                 _text(left + w + 4, y + 13, str(n), cls="num")]
    return _svg(width, top * 2 + len(items) * ROW, body, label)


def heatmap(rows: list[str], cols: list[str], cells: dict[str, dict[str, int]], label: str) -> Markup:
    """A rows x columns grid of counts; zero cells are drawn as passes, the rest shaded by count.

    Column names of the form ``tenant/classification`` are written on two lines.
    """
    left = _label_width(rows, 80)
    cw, ch, head = 86, 24, 36
    peak = max([v for r in cells.values() for v in r.values()] + [1])
    body = []
    for j, col in enumerate(cols):
        x = left + j * cw + cw / 2
        first, _, second = col.partition("/")
        body.append(_text(x, 14, first, "middle", "axis"))
        if second:
            body.append(_text(x, 28, second if len(second) <= 13 else second[:12] + "…", "middle", "axis"))
    for i, row in enumerate(rows):
        y = head + i * ch
        body.append(_text(left - 6, y + 16, row, "end"))
        for j, col in enumerate(cols):
            n = cells.get(row, {}).get(col, 0)
            x = left + j * cw
            if n:
                shade = 0.35 + 0.65 * math.log1p(n) / math.log1p(peak)
                rect = f'class="cell leak" fill-opacity="{shade:.2f}"'
            else:
                rect = 'class="cell zero"'
            body += [f'<rect {rect} x="{x + 1}" y="{y + 1}" width="{cw - 2}" height="{ch - 2}" rx="2">'
                     f"<title>{escape(f'{row} -> {col}: {n} leaked chunk(s)')}</title></rect>",
                     _text(x + cw / 2, y + 16, str(n) if n else "0", "middle", "num leaknum" if n else "num zeronum")]
    return _svg(left + len(cols) * cw + 4, head + len(rows) * ch + 4, body, label)


def _scale(lo: float, hi: float, x0: float, x1: float):
    span = (hi - lo) or 1.0
    return lambda v: x0 + (v - lo) / span * (x1 - x0)


def _nice_ticks(lo: float, hi: float, n: int = 5) -> list[float]:
    raw = (hi - lo) / n or 1.0
    step = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if raw <= m * step:
            step *= m
            break
    first = math.ceil(lo / step) * step
    return [round(first + i * step, 10) for i in range(int((hi - first) / step) + 1)]


def forest_plot(title: str, rows: list[dict], *, zero: float | None = 0.0, vlines: list[tuple[float, str]] = (),
                domain: tuple[float, float] | None = None, width: float = 560) -> Markup:
    """One panel of a forest plot.

    ``rows``: ``{"label", "point", "lo", "hi", "ticks": [(x, "warn"|"block")], "cls"}``; ``lo``/``hi``
    may be None (no interval). ``zero`` draws the no-change line; ``vlines`` are full-height
    threshold lines ``(x, css class)``; ticks are per-row threshold marks.
    """
    left = _label_width([r["label"] for r in rows], 90)
    top, bottom = 22, 26
    values = [v for r in rows for v in (r["point"], r["lo"], r["hi"]) if v is not None]
    values += [x for r in rows for x, _ in r.get("ticks", ())] + [x for x, _ in vlines]
    values += [zero] if zero is not None else []
    lo, hi = domain or (min(values + [0.0]), max(values + [0.0]))
    pad = (hi - lo) * 0.06 or 0.1
    lo, hi = lo - pad, hi + pad
    sx = _scale(lo, hi, left, width - 12)
    height = top + len(rows) * ROW + bottom
    body = [_text(left, 14, title, cls="paneltitle")]
    for t in _nice_ticks(lo, hi):
        body += [f'<line class="grid" x1="{sx(t):.1f}" x2="{sx(t):.1f}" y1="{top}" y2="{height - bottom}"/>',
                 _text(sx(t), height - bottom + 14, f"{t:g}", "middle", "axis")]
    if zero is not None:
        body.append(f'<line class="zero" x1="{sx(zero):.1f}" x2="{sx(zero):.1f}" y1="{top - 4}" y2="{height - bottom}"/>')
    for x, cls in vlines:
        body.append(f'<line class="vline {cls}" x1="{sx(x):.1f}" x2="{sx(x):.1f}" y1="{top - 4}" '
                    f'y2="{height - bottom}"><title>{escape(f"{cls} line {x:g}")}</title></line>')
    for i, r in enumerate(rows):
        y = top + i * ROW + ROW / 2
        body.append(_text(left - 6, y + 4, r["label"], "end"))
        for x, cls in r.get("ticks", ()):
            body.append(f'<line class="tick {cls}" x1="{sx(x):.1f}" x2="{sx(x):.1f}" y1="{y - 7}" y2="{y + 7}">'
                        f"<title>{escape(f'{cls} line at {x:+.3f}')}</title></line>")
        if r["lo"] is not None and r["hi"] is not None:
            body.append(f'<line class="ci {r.get("cls", "")}" x1="{sx(r["lo"]):.1f}" x2="{sx(r["hi"]):.1f}" '
                        f'y1="{y}" y2="{y}"/>')
        tip = f"{r['label']}: {r['point']:+.3f}" + (f" [{r['lo']:+.3f}, {r['hi']:+.3f}]" if r["lo"] is not None else "")
        body.append(f'<rect class="pt {r.get("cls", "")}" x="{sx(r["point"]) - 4:.1f}" y="{y - 4}" width="8" height="8">'
                    f"<title>{escape(tip)}</title></rect>")
    return _svg(width, height, body, title, "chart forest")


def _quantile(sorted_values: list[float], q: float) -> float:
    pos = (len(sorted_values) - 1) * q
    i = int(pos)
    j = min(i + 1, len(sorted_values) - 1)
    return sorted_values[i] + (sorted_values[j] - sorted_values[i]) * (pos - i)


def latency_strip(series: dict[str, list[float]], label: str, width: float = 720) -> Markup:
    """Per version: every case's latency as a dot, a box from p25 to p75, the median and p95 marked."""
    left = _label_width(list(series), 90)
    band, top, bottom = 46, 8, 28
    everything = [v for vs in series.values() for v in vs] or [1.0]
    hi = _quantile(sorted(everything), 0.99) * 1.1 or 1.0
    sx = _scale(0, hi, left, width - 16)
    height = top + band * len(series) + bottom
    body = []
    for t in _nice_ticks(0, hi):
        body += [f'<line class="grid" x1="{sx(t):.1f}" x2="{sx(t):.1f}" y1="{top}" y2="{height - bottom}"/>',
                 _text(sx(t), height - bottom + 14, f"{t:g}", "middle", "axis")]
    body.append(_text(width - 16, height - 2, "ms per query (cases beyond the axis drawn at its end)", "end", "axis"))
    for i, (name, values) in enumerate(series.items()):
        y0 = top + i * band
        mid = y0 + band / 2
        body.append(_text(left - 6, mid + 4, name, "end"))
        if not values:
            continue
        vs = sorted(values)
        p25, p50, p75, p95 = (_quantile(vs, q) for q in (0.25, 0.5, 0.75, 0.95))
        for k, v in enumerate(values):
            jitter = ((k * 37) % 17 - 8) * 1.2
            body.append(f'<circle class="dot s{i}" cx="{sx(min(v, hi)):.1f}" cy="{mid + jitter:.1f}" r="2"/>')
        body += [f'<rect class="box s{i}" x="{sx(p25):.1f}" y="{mid - 12}" width="{max(sx(p75) - sx(p25), 1):.1f}" '
                 f'height="24"><title>{escape(f"{name}: p25 {p25:.2f} ms, p75 {p75:.2f} ms")}</title></rect>',
                 f'<line class="median" x1="{sx(p50):.1f}" x2="{sx(p50):.1f}" y1="{mid - 14}" y2="{mid + 14}"/>',
                 f'<line class="p95" x1="{sx(min(p95, hi)):.1f}" x2="{sx(min(p95, hi)):.1f}" y1="{mid - 10}" '
                 f'y2="{mid + 10}"/>',
                 _text(sx(min(p95, hi)) + 4, mid - 12, f"p50 {p50:.1f} · p95 {p95:.1f} ms", cls="axis")]
    return _svg(width, height, body, label)
