"""What sensei-chat prints: passed/failed/error per profile, the first distinct error causes, full-width tables."""

import io

from tests.reports.records import make_record
from user_sim.chat.console import print_summary
from user_sim.chat.result import ChatRunResult


def _printed(records):
    keys = [(r.profile, r.index, r.replicate) for r in records]
    stream = io.StringIO()
    print_summary(ChatRunResult("run-1", None, records, keys), stream)
    return stream.getvalue()


def test_the_summary_shows_outcomes_per_profile_and_the_first_distinct_error_causes():
    goal = {"all_answered": {}}
    records = [
        make_record(profile="orders", index=0, end_reason="goal_reached", goal_style=goal),
        make_record(profile="orders", index=1, end_reason="fallback_loop", goal_style=goal),
        make_record(profile="orders", index=2, end_reason="error", error="target failed: HTTP 502"),
        make_record(profile="orders", index=3, end_reason="error", error="target failed: HTTP 502"),
        make_record(profile="questions", index=0, end_reason="error", error="LLMError: model not found"),
    ]
    text = _printed(records)
    rows = {cells[0]: cells for line in text.splitlines() if (cells := line.replace("┃", "│").split("│")[1:-1])}
    rows = {key.strip(): [cell.strip() for cell in cells] for key, cells in rows.items()}
    assert rows["profile"] == ["profile", "conversations", "passed", "failed", "error", "goal_reached", "fallback_loop"]
    assert rows["orders"] == ["orders", "4", "1", "1", "2", "1", "1"]
    assert rows["questions"] == ["questions", "1", "0", "0", "1", "0", "0"]
    assert "  error: orders/2: target failed: HTTP 502" in text
    assert "  error: questions/0: LLMError: model not found" in text
    assert text.count("HTTP 502") == 1  # distinct causes only


def test_outside_a_terminal_a_long_row_is_not_wrapped_at_80_columns():
    name = "a_profile_with_a_rather_long_name_that_would_not_fit_in_eighty_columns_with_its_counts"
    text = _printed([make_record(profile=name, end_reason="turn_limit")])
    assert any(name in line and line.rstrip().endswith("│") for line in text.splitlines())
