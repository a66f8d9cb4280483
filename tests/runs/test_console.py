"""Which output's reader went away, where a pipe cannot be asked (no ``select.poll``: Windows)."""

from __future__ import annotations

import select
import sys
from pathlib import Path

import pytest

from user_sim.runs.console import OutputClosed, gone_outputs
from user_sim.runs.interrupt import stop_reason


@pytest.fixture
def without_poll(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No ``select.poll``, and standard output and error that are real files (with a descriptor)."""
    monkeypatch.delattr(select, "poll", raising=False)
    for name in ("stdout", "stderr"):
        stream = (tmp_path / name).open("w", encoding="utf-8")
        monkeypatch.setattr(sys, name, stream)


@pytest.mark.usefixtures("without_poll")
def test_without_poll_a_closed_standard_error_is_standard_errors_not_an_abort() -> None:
    """The run's own "standard error's reader went away" names its stream: the run ends output_closed, and the
    stream sent to nowhere is standard error, not standard output."""
    closed = OutputClosed(sys.stderr)
    assert gone_outputs(closed) == [sys.stderr]
    assert stop_reason(closed) == "output_closed"
    assert str(closed) == "[Errno 32] the reader of standard error went away"


@pytest.mark.usefixtures("without_poll")
def test_without_poll_a_plain_broken_pipe_is_trusted_as_standard_outputs() -> None:
    """A ``print`` to a closed pipe raises a plain BrokenPipeError: standard output's, as before."""
    assert gone_outputs(BrokenPipeError(32, "Broken pipe")) == [sys.stdout]
    assert stop_reason(BrokenPipeError(32, "Broken pipe")) == "output_closed"
