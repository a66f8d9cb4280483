"""--fail-on and the exit code of a chat run, from the records (the one rule of runs.outcome)."""

import pytest

from tests.reports.records import make_record
from user_sim.chat.gate import FAIL_ON_VALUES, fails_gate
from user_sim.chat.result import ChatRunResult
from user_sim.cli.chat import FAIL_ON
from user_sim.core.extraction_support import drop_unsupported
from user_sim.exit_codes import ExitCode
from user_sim.reports.junit import build_junit
from user_sim.reports.outcome import outcome_of
from user_sim.reports.summary import error_list
from user_sim.runs.outcome import RunOutcome, exit_code_of

KEY = ("pizza order", 0, 0)


def _result(*records, fail_on="failed", interrupted=False):
    return ChatRunResult(
        "r", None, list(records), [KEY], fail_on=fail_on, stopped="interrupted" if interrupted else None
    )


def test_an_extraction_that_read_no_value_makes_the_run_incomplete():
    unreadable = make_record(data_output={"price": None}, extraction_problems=["price: expected a number, got 'x'"])
    assert outcome_of(unreadable) == "error"
    assert _result(unreadable).exit_code == ExitCode.INFRA
    failure = build_junit([unreadable], "r").find(".//testcase/error")
    assert failure is not None and "extraction failed: price: expected a number" in failure.get("message", "")
    [listed] = error_list([unreadable])  # report.yml's errors: the same words as the console and junit
    assert listed["error"] == "extraction failed: price: expected a number, got 'x'"


def test_an_extraction_that_read_some_value_is_not_incomplete():
    partial = make_record(data_output={"price": 12.0, "id": None}, extraction_problems=["id: expected an integer"])
    assert outcome_of(partial) == "passed"
    assert _result(partial).exit_code == ExitCode.OK


@pytest.mark.parametrize(
    ("style", "reason", "fails"),
    [
        ({"steps": 2}, "steps_done", False),
        ({"steps": 2}, "user_left", False),
        ({"steps": 2}, "turn_limit", True),
        ({"steps": 2}, "fallback_loop", True),
        ({"all_answered": {"limit": 9}}, "user_left", True),
        ({"default": {}}, "target_ended", True),
        ({"all_answered": {}}, "goal_reached", False),
        ({"all_answered": {}}, "error", False),
    ],
)
def test_which_conversations_fail_the_default_gate(style, reason, fails):
    record = make_record(goal_style=style, end_reason=reason, error="boom" if reason == "error" else None)
    assert fails_gate(record) is fails
    expected = ExitCode.INFRA if reason == "error" else ExitCode.FINDINGS if fails else ExitCode.OK
    assert _result(record).exit_code == expected


def test_a_bot_that_always_answers_its_fallback_fails_the_run():
    record = make_record(goal_style={"all_answered": {}}, end_reason="fallback_loop")
    assert _result(record).exit_code == ExitCode.FINDINGS
    assert _result(record, fail_on="error").exit_code == ExitCode.OK
    assert _result(record, fail_on="never").exit_code == ExitCode.OK


def test_the_one_rule_orders_the_causes():
    assert exit_code_of(RunOutcome()) == ExitCode.OK
    assert exit_code_of(RunOutcome(failed=1)) == ExitCode.FINDINGS
    assert exit_code_of(RunOutcome(failed=1, incomplete=1)) == ExitCode.INFRA
    assert exit_code_of(RunOutcome(incomplete=1, budget_stopped=True)) == ExitCode.BUDGET
    assert exit_code_of(RunOutcome(budget_stopped=True, interrupted=True)) == ExitCode.INTERRUPTED


def test_the_cli_choices_are_the_gate_values():
    assert sorted(FAIL_ON) == sorted(FAIL_ON_VALUES)


@pytest.mark.parametrize(("reason", "outcome", "code"), [("turn_limit", "failed", 1), ("goal_reached", "passed", 0)])
def test_an_extraction_whose_values_were_all_refused_read_them_and_is_judged_by_its_end_reason(
    reason: str, outcome: str, code: int
) -> None:
    # the 1.5B model's invention (issue 11): values the bot never gave, refused and reported — a finding, not an
    # extraction that could not read anything
    talk = [("User", "Order 12345, now please."), ("Assistant", "Which pizza would you like?")]
    values, problems = drop_unsupported({"order_id": "12345", "delivery_time": 0}, talk)
    refused = make_record(end_reason=reason, goal_style={}, data_output=values, extraction_problems=problems)
    assert values == {"order_id": None, "delivery_time": None} and len(problems) == 2
    assert outcome_of(refused) == outcome
    assert _result(refused).exit_code == code
    mixed = make_record(data_output=values, extraction_problems=[*problems, "price: expected a number, got 'x'"])
    assert outcome_of(mixed) != "error"  # one answer unreadable, the others read (and refused): it was read


def test_a_result_s_completion_is_worked_out_once_and_again_for_a_result_stopped_otherwise():
    import dataclasses

    result = _result(make_record(index=0, end_reason="goal_reached"))
    assert result.completion is result.completion  # not counted again on every access
    assert (result.completion.stopped, result.completion.finished, result.not_run_keys) == (None, 1, ())
    cut = dataclasses.replace(result, stopped="terminated")  # how sensei-chat marks a run cut short while judged
    assert cut.completion.stopped == "terminated" and cut.exit_code == ExitCode.INTERRUPTED
