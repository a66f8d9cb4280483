"""Gates (exit 0/1/3 naming conversation, turn, metric, value) and unique errors (dedup, severity, serials)."""

from __future__ import annotations

from tests.evaluation.support import config, fake_judge, judged_turn, record, turn_answer
from user_sim.evaluation.evaluator import Evaluator
from user_sim.evaluation.focus import focus_files


def evaluate(answer, records, **overrides):  # type: ignore[no-untyped-def]
    evaluator = Evaluator(config(**overrides), client=fake_judge(answer)[0], run_id="run-1")
    for item in records:
        evaluator.submit(item)
    return evaluator.finish()


def test_scores_under_a_threshold_fail_naming_conversation_metric_and_value() -> None:
    result = evaluate(lambda m, s: turn_answer(score=2), [record("a")], numeric_thresholds={"helpfulness": 3.0})
    assert result.exit_code == 1
    [failure] = result.gate_failures
    assert (failure.serial, failure.metric, failure.value, failure.threshold) == ("a", "helpfulness", 2.0, 3.0)
    assert failure.describe() == "pizza order a: helpfulness = 2 below the threshold 3"


def test_scores_above_every_threshold_pass() -> None:
    gates = {"helpfulness": 3.0, "overall_score": 0.7, "goal_completion": 0.8, "turn_success_ratio": 1}
    result = evaluate(lambda m, s: turn_answer(score=4), [record("a"), record("b", index=1)], numeric_thresholds=gates)
    assert result.exit_code == 0 and result.gate_failures == []


def test_a_turn_metric_gate_reads_the_mean_over_the_turns() -> None:
    scores = {0: 2, 1: 5}
    answer = lambda m, s: turn_answer(score=scores[judged_turn(m)])  # noqa: E731
    assert evaluate(answer, [record("a")], numeric_thresholds={"relevance": 3.5}).exit_code == 0
    assert evaluate(answer, [record("a")], numeric_thresholds={"relevance": 3.6}).exit_code == 1


def test_a_label_gate_names_the_turn() -> None:
    labels = {0: "no failure", 1: "false information"}
    answer = lambda m, s: turn_answer(label=labels[judged_turn(m)])  # noqa: E731
    gates = {"agent_behavior_failure": ["false information", "disobey user request"]}
    result = evaluate(answer, [record("a")], qualitative_failure_labels=gates)
    [failure] = result.gate_failures
    assert result.exit_code == 1 and failure.turn == 1 and failure.value == "false information"
    assert "turn 1: agent_behavior_failure = 'false information'" in failure.describe()


def test_an_inconclusive_gate_is_not_hidden_by_a_definite_failure() -> None:
    """The one rule (runs.outcome, README): 3 (could not judge) wins over 1 (a gate failed)."""

    def answer(messages, schema):  # type: ignore[no-untyped-def]
        return "garbage" if '"s-bad"' in messages[-1].content or judged_turn(messages) == 5 else turn_answer(score=1)

    result = evaluate(answer, [record("a"), record("b", index=1, turns=6)], numeric_thresholds={"coherence": 3})
    assert {f.inconclusive for f in result.gate_failures} == {True, False} and result.exit_code == 3


def test_failures_are_deduplicated_into_unique_errors_with_severity_count_and_serials() -> None:
    def answer(messages, schema):  # type: ignore[no-untyped-def]
        if judged_turn(messages) == 0:
            return turn_answer(
                label="false information", reason="The bot charged 15.30 for a large pepperoni, menu says 13.50."
            )
        return turn_answer(label="repetition", reason="It repeats the menu it already gave.")

    records = [record("a"), record("b", index=1), record("c", index=2, turns=1)]
    result = evaluate(answer, records)
    [critical, low] = result.unique_errors
    assert (critical.id, critical.severity, critical.category) == ("E1", "critical", "false information")
    assert len(critical.occurrences) == 3 and critical.serials == ["a", "b", "c"]
    assert (low.id, low.severity, len(low.occurrences), low.serials) == ("E2", "low", 2, ["a", "b"])
    assert result.conversations[0].turns[0].unique_error_ids == ["E1"]
    assert result.conversations[0].turns[1].unique_error_ids == ["E2"]


def test_different_reasons_under_one_label_are_different_errors() -> None:
    reasons = {0: "It never says how long the delivery takes.", 1: "No price was given for the drinks in the order."}
    answer = lambda m, s: turn_answer(label="lack of specific information", reason=reasons[judged_turn(m)])  # noqa: E731
    result = evaluate(answer, [record("a")])
    assert len(result.unique_errors) == 2 and {e.severity for e in result.unique_errors} == {"medium"}


def test_focus_files_list_the_conversations_of_each_error_with_their_seeds_and_values() -> None:
    answer = lambda m, s: turn_answer(label="repetition", reason="says the same again")  # noqa: E731
    records = [record("a", seed=11), record("b", index=1, seed=22)]
    result = evaluate(answer, records)
    files = focus_files(result.unique_errors, records, "run-1", 7)
    assert set(files) == {"E1.yml", "all_failures.yml"}
    focus = files["E1.yml"]
    assert focus.seed == 7 and [(c.serial, c.index, c.seed) for c in focus.conversations] == [
        ("a", 0, 11),
        ("b", 1, 22),
    ]
    assert focus.conversations[0].values == {"size": ["large"], "toppings": ["olives", "ham"]}
    assert focus_files([], records, "run-1", 7) == {}
