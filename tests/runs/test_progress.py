"""Progress outside a terminal: a line per finished unit, at most every 10 s, and always the last one."""

import io

from user_sim.runs.progress import ProgressDisplay


def test_outside_a_terminal_lines_come_at_most_every_10_seconds_and_for_the_last_unit():
    now = [0.0]
    stream = io.StringIO()
    display = ProgressDisplay(stream, clock=lambda: now[0])
    display.start(5, "conversations")
    for at, name in [(3, "a"), (11, "b"), (12, "c"), (30, "d"), (31, "e")]:
        now[0] = at
        display.advance(f"{name} · [red]1 errors[/red]")
    display.close()
    assert stream.getvalue().splitlines() == [
        "0/5 conversations: started",
        "2/5 conversations: b · 1 errors",
        "4/5 conversations: d · 1 errors",
        "5/5 conversations: e · 1 errors",
    ]


def test_disabled_progress_writes_nothing():
    stream = io.StringIO()
    display = ProgressDisplay(stream, enabled=False)
    display.start(2, "cases")
    display.advance("x")
    display.close()
    assert stream.getvalue() == ""


def test_a_display_whose_reader_went_away_stops_drawing_and_says_so():
    """A closed pipe (``… 2>&1 | head -1``) stops the bar or the lines, never the run: nothing is raised."""
    import os

    for enabled in (True, None):  # rich's bar through the shared console, then the plain lines
        read, write = os.pipe()
        os.close(read)
        stream = os.fdopen(write, "w")
        try:
            display = ProgressDisplay(stream, enabled)
            display.start(2, "cases")
            display.advance("a")
            display.advance("b")
            display.close()
            assert display.closed
        finally:  # what is still buffered for the closed pipe goes nowhere
            os.dup2(os.open(os.devnull, os.O_WRONLY), write)
            stream.close()


def test_without_standard_error_nothing_is_drawn_and_the_run_goes_on(monkeypatch):
    """``2>&-``: Python has no sys.stderr at all; the display draws nothing and is not a closed reader (no stop)."""
    import sys

    monkeypatch.setattr(sys, "stderr", None)
    for enabled in (None, True):
        display = ProgressDisplay(enabled=enabled)
        display.start(2, "cases")
        display.advance("a")
        display.close()
        assert not display.closed and not display.enabled and not display.lines
