"""The one HTML template of every report (sensei-chat, sensei-check, sensei-security-check).

A report is built as data — a :class:`Page` of blocks — and rendered here, so every command's page has the same
guarantees:

- self-contained: inline CSS and inline SVG only; no script, no font, no image, no link out. A
  Content-Security-Policy (``default-src 'none'``) forbids every fetch and every script as a second fence;
- every piece of text is escaped where it is written (text and attribute context alike), so a chatbot reply
  holding ``<script>`` or ``{{7*7}}`` shows as those characters; links point only inside the page
  (``#anchor``), and anchors are reduced to ``[A-Za-z0-9_-]``;
- the summary comes first, then the charts, then the details (conversations, cases).
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from user_sim.reports.svg import BarChart, render_chart
from user_sim.runs.completion import RunCompletion

Tone = Literal["ok", "fail", "warn", "muted", "plain"]
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'"


@dataclass(frozen=True)
class Link:
    """A link to an anchor of the same page."""

    text: str
    anchor: str


@dataclass(frozen=True)
class Badge:
    """A short coloured word (passed, failed, a label)."""

    text: str
    tone: Tone = "plain"


@dataclass(frozen=True)
class Lines:
    """Several items of one cell, one per line (the parts of an item stay together on its line)."""

    items: Sequence[Link | Badge | str | Sequence[Link | Badge | str]]


Cell = str | int | float | None | Link | Badge | Lines | Sequence["Link | Badge | str"]
"""A table cell or a note; a sequence is one line of parts (text, links, badges) joined by spaces."""


@dataclass(frozen=True)
class Table:
    """Rows of cells under headers."""

    headers: Sequence[str]
    rows: Sequence[Sequence[Cell]]
    caption: str | None = None
    row_anchors: Sequence[str] = ()
    """Anchors of the rows, in order (links may point at a row)."""


@dataclass(frozen=True)
class Facts:
    """A two-column table of names and values."""

    items: Sequence[tuple[str, Cell]]


@dataclass(frozen=True)
class Tiles:
    """Big numbers side by side (the first thing a reader sees)."""

    items: Sequence[tuple[str, Cell, Tone]]


@dataclass(frozen=True)
class Charts:
    """Charts side by side."""

    charts: Sequence[BarChart]


@dataclass(frozen=True)
class Message:
    """One message of a conversation, quoted exactly, with notes (scores, labels, reasons) under it."""

    who: str
    text: str
    notes: Sequence[Cell] = ()
    tone: Tone = "plain"


@dataclass(frozen=True)
class Details:
    """A collapsible item (a conversation, a case) that links can point at."""

    anchor: str
    title: Sequence[Link | Badge | str]
    body: Sequence[Block]


@dataclass(frozen=True)
class Note:
    """A paragraph of plain text."""

    text: str
    tone: Tone = "muted"


Block = Table | Facts | Tiles | Charts | Message | Details | Note


@dataclass(frozen=True)
class Section:
    """A titled part of the page."""

    title: str
    blocks: Sequence[Block]
    anchor: str = ""


@dataclass(frozen=True)
class Page:
    """A whole report: the summary first, then the sections."""

    title: str
    summary: Sequence[Block]
    sections: Sequence[Section] = field(default_factory=tuple)
    verdict: Badge | None = None
    """The one-word outcome shown beside the title (PASSED, FAILED, INCONCLUSIVE)."""


def incomplete_verdict(verdict: Badge, completion: RunCompletion | None) -> Badge:
    """``verdict``, unless the run is incomplete: then INCOMPLETE or IN PROGRESS (a failure so far is still shown)."""
    if completion is None or not completion.incomplete:
        return verdict
    ran = completion.headline()
    return Badge(f"{verdict.text} · {ran}", "fail") if verdict.tone == "fail" else Badge(ran, "warn")


SHOWN_NOT_RUN = 30
"""How many units that did not run a row of the "Not run" table names (the rest are counted)."""


def incomplete_blocks(completion: RunCompletion | None, run_id: str, unit: str, group: str) -> list[Block]:
    """The summary's first blocks for an incomplete run: what stopped it, and the "Not run" table by ``group``.

    One renderer for every run page (chat: conversations by profile; security: cases by attack); an empty list when
    the run ran to its end.
    """
    if completion is None or not completion.incomplete:
        return []
    blocks: list[Block] = [Note(completion.describe(unit, run_id), "warn")]
    rows: list[list[Cell]] = [
        [name, Badge(str(len(units)), "warn"), _some(units)] for name, units in sorted(completion.did_not_run.items())
    ]
    if rows:
        blocks.append(Table([group, f"{unit} not run", unit], rows, "Not run"))
    return blocks


def _some(names: Sequence[str]) -> str:
    shown = ", ".join(names[:SHOWN_NOT_RUN])
    return shown + (f" … and {len(names) - SHOWN_NOT_RUN} more" if len(names) > SHOWN_NOT_RUN else "")


def e(value: object) -> str:
    """Escape any value for HTML text and attributes."""
    return html.escape("" if value is None else str(value), quote=True)


def anchor_id(text: str) -> str:
    """An id/anchor made only of ``[A-Za-z0-9_-]`` (never a way out of the attribute or the page)."""
    return "a-" + re.sub(r"[^A-Za-z0-9_-]", "_", text)


def render(page: Page) -> str:
    """The whole HTML document."""
    from user_sim.reports.page_style import STYLE

    verdict = f" {_badge(page.verdict)}" if page.verdict else ""
    parts = [f'<header><h1>{e(page.title)}{verdict}</h1></header><section id="summary" class="summary">']
    parts += [_block(b) for b in page.summary]
    parts.append("</section>")
    for section in page.sections:
        anchor = f' id="{anchor_id(section.anchor)}"' if section.anchor else ""
        parts.append(
            f"<section{anchor}><h2>{e(section.title)}</h2>{''.join(_block(b) for b in section.blocks)}</section>"
        )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{e(CSP)}">'
        '<meta name="referrer" content="no-referrer"><meta name="viewport" content="width=device-width">'
        f"<title>{e(page.title)}</title><style>{STYLE}</style></head>\n<body>\n"
        + "\n".join(parts)
        + "\n</body></html>\n"
    )


def _block(block: Block) -> str:
    if isinstance(block, Table):
        caption = f"<caption>{e(block.caption)}</caption>" if block.caption else ""
        head = "".join(f"<th>{e(h)}</th>" for h in block.headers)
        ids = [f' id="{anchor_id(a)}"' for a in block.row_anchors] + [""] * len(block.rows)
        rows = "".join(
            f"<tr{ids[i]}>" + "".join(f"<td>{_cell(c)}</td>" for c in row) + "</tr>" for i, row in enumerate(block.rows)
        )
        return f"<table>{caption}<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
    if isinstance(block, Facts):
        rows = "".join(f"<tr><th>{e(k)}</th><td>{_cell(v)}</td></tr>" for k, v in block.items)
        return f'<table class="facts">{rows}</table>'
    if isinstance(block, Tiles):
        tiles = "".join(
            f'<div class="tile {tone}"><div class="num">{_cell(v)}</div><div class="lbl">{e(k)}</div></div>'
            for k, v, tone in block.items
        )
        return f'<div class="tiles">{tiles}</div>'
    if isinstance(block, Charts):
        return '<div class="charts">' + "".join(render_chart(c) for c in block.charts) + "</div>"
    if isinstance(block, Message):
        notes = "".join(f'<div class="note">{_cell(n)}</div>' for n in block.notes)
        return (
            f'<div class="msg {block.tone}"><div class="who">{e(block.who)}</div>'
            f'<div class="text">{e(block.text)}</div>{notes}</div>'
        )
    if isinstance(block, Details):
        title = " ".join(_cell(part) for part in block.title)
        body = "".join(_block(b) for b in block.body)
        return f'<details id="{anchor_id(block.anchor)}"><summary>{title}</summary>{body}</details>'
    return f'<p class="{block.tone}">{e(block.text)}</p>'


def _cell(value: Cell) -> str:
    if isinstance(value, Link):
        return f'<a href="#{anchor_id(value.anchor)}">{e(value.text)}</a>'
    if isinstance(value, Badge):
        return _badge(value)
    if isinstance(value, Lines):
        return '<ul class="lines">' + "".join(f"<li>{_cell(item)}</li>" for item in value.items) + "</ul>"
    if isinstance(value, float):
        return e(f"{value:.3g}")
    if isinstance(value, (list, tuple)):
        return " ".join(_cell(v) for v in value)
    return e(value)


def _badge(badge: Badge) -> str:
    return f'<span class="badge {badge.tone}">{e(badge.text)}</span>'
