"""Inline SVG charts for the HTML reports: horizontal bars, drawn from numbers, every label escaped."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

ROW = 22
LABEL_WIDTH = 150
BAR_WIDTH = 190
VALUE_WIDTH = 60
MAX_LABEL = 24


@dataclass(frozen=True)
class BarChart:
    """A titled horizontal bar chart: one bar per (label, value)."""

    title: str
    bars: Sequence[tuple[str, float]]
    unit: str = ""
    """Written after each value (e.g. ``s``)."""
    empty: str = "no data"
    """Said in words instead of the bars when there is nothing to draw."""


def render_chart(chart: BarChart) -> str:
    """The chart as a ``<figure>`` holding an ``<svg>`` (an empty chart says so in words)."""
    title = html.escape(chart.title)
    if not chart.bars:
        empty = html.escape(chart.empty)
        return f'<figure class="chart"><figcaption>{title}</figcaption><p class="muted">{empty}</p></figure>'
    top = max((value for _, value in chart.bars), default=0.0) or 1.0
    width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH
    height = ROW * len(chart.bars) + 4
    rows = [_bar(i, label, value, top, chart.unit) for i, (label, value) in enumerate(chart.bars)]
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="{title}">' + "".join(rows) + "</svg>"
    )
    return f'<figure class="chart"><figcaption>{title}</figcaption>{svg}</figure>'


def _bar(index: int, label: str, value: float, top: float, unit: str) -> str:
    y = index * ROW + 2
    length = max(1.0, BAR_WIDTH * value / top) if value > 0 else 0.0
    short = label if len(label) <= MAX_LABEL else label[: MAX_LABEL - 1] + "…"
    shown = f"{value:g}{unit}"
    return (
        f"<g><title>{html.escape(label)}: {html.escape(shown)}</title>"
        f'<text x="{LABEL_WIDTH - 6}" y="{y + 15}" text-anchor="end" class="axis">{html.escape(short)}</text>'
        f'<rect x="{LABEL_WIDTH}" y="{y + 3}" width="{length:.1f}" height="{ROW - 6}" class="bar"></rect>'
        f'<text x="{LABEL_WIDTH + length + 4:.1f}" y="{y + 15}" class="axis">{html.escape(shown)}</text></g>'
    )


def histogram(
    title: str, values: Sequence[float], edges: Sequence[float], unit: str = "", *, empty: str = "no data"
) -> BarChart:
    """Counts of ``values`` in the buckets ``[edges[i], edges[i+1])`` (the last bucket also takes larger values).

    With no values at all the chart has no bars and says ``empty`` (a row of zero bars would look like data).
    """
    if not values:
        return BarChart(title, [], empty=empty)
    counts = [0] * (len(edges) - 1)
    for value in values:
        slot = next((i for i in range(len(counts)) if value < edges[i + 1]), len(counts) - 1)
        counts[slot] += 1
    labels = [f"{edges[i]:g}–{edges[i + 1]:g}{unit}" for i in range(len(counts))]
    return BarChart(title, list(zip(labels, [float(c) for c in counts], strict=True)))


def distribution(title: str, values: Sequence[float], scale: Sequence[float]) -> BarChart:
    """Counts of each value of a small discrete scale (e.g. the 1–5 scores)."""
    return BarChart(title, [(f"{point:g}", float(sum(1 for v in values if v == point))) for point in scale])
