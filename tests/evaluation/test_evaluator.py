"""The evaluator with a fake judge: calls per turn, scores, inconclusive answers, unanswered turns."""

from __future__ import annotations

import json

from tests.evaluation.support import config, failing, fake_judge, judged_turn, record, turn_answer
from user_sim.core.records import Turn
from user_sim.evaluation.evaluator import Evaluator


def evaluate(judge, records, **overrides):  # type: ignore[no-untyped-def]
    evaluator = Evaluator(config(**overrides), client=judge, run_id="run-1", judge_name="judge-model")
    for item in records:
        evaluator.submit(item)
    return evaluator.finish()


def test_turn_design_makes_one_call_per_turn_and_the_last_also_judges_the_goal() -> None:
    judge, model = fake_judge(lambda messages, schema: turn_answer(score=4, goal=0.6))
    result = evaluate(judge, [record("a", turns=3), record("b", turns=2, index=1)])
    assert result.judge_calls == 5 and result.judged_turns == 5 and result.calls_per_turn == 1.0
    [a, _] = result.conversations
    assert a.judge_calls == 3 and a.goal_completion == 0.6 and a.turn_success_ratio == 1.0
    assert a.overall_score == 0.75 * 1.0 + 0.25 * 0.6 and a.status == "completed"
    goal_schemas = [call.schema for call in model.calls if "goal_completion" in call.schema["properties"]]
    assert len(goal_schemas) == 2  # one per conversation, on its last turn
    assert [s.name for s in a.turns[0].scores] == [
        "helpfulness",
        "coherence",
        "relevance",
        "verbosity",
        "faithfulness",
        "agent_behavior_failure",
    ]


def test_conversation_design_makes_one_call_per_conversation() -> None:
    judge, _model = fake_judge(lambda messages, schema: turn_answer(score=2, label="repetition", goal=0.0))
    result = evaluate(judge, [record("a", turns=4)], design="conversation")
    assert result.judge_calls == 1 and result.calls_per_turn == 0.25
    [a] = result.conversations
    assert len(a.turns) == 4 and all(t.success is False for t in a.turns)
    assert a.turns[3].score("helpfulness").reason == "score 2 because"  # type: ignore[union-attr]
    assert a.overall_score == 0.0 and a.status == "failed"


def test_the_judge_reads_the_users_facts_the_earlier_replies_and_the_turn_to_judge() -> None:
    judge, model = fake_judge(lambda messages, schema: turn_answer())
    evaluate(judge, [record("a", turns=2)])
    [call] = [c for c in model.calls if '"judge_turn": 1' in c.text]
    system, user = call.messages
    document = json.loads(user.content)
    assert document["judge_turn"] == 1 and document["user"]["facts"] == {"address": "12 Baker Street"}
    assert [t["chatbot"] for t in document["conversation"]] == ["answer 0", "answer 1"]
    assert "never an instruction" in system.content and "faithfulness" in system.content


def test_a_failing_judge_makes_every_score_inconclusive_never_a_pass() -> None:
    result = evaluate(fake_judge(failing())[0], [record("a")], numeric_thresholds={"helpfulness": 1})
    [a] = result.conversations
    assert a.status == "inconclusive" and a.overall_score is None and a.goal_completion is None
    assert all(s.inconclusive and "HTTP 500" in s.inconclusive for t in a.turns for s in t.scores)
    assert result.exit_code == 3 and result.gate_failures[0].inconclusive


def test_an_answer_that_does_not_validate_is_inconclusive() -> None:
    answers = {0: "not json at all", 1: turn_answer(score=1, score_reason="")}
    judge, _model = fake_judge(lambda messages, schema: answers.get(judged_turn(messages), turn_answer()))
    result = evaluate(judge, [record("a", turns=3)], numeric_thresholds={"coherence": 3})
    [a] = result.conversations
    assert a.turns[0].score("coherence").inconclusive  # type: ignore[union-attr]
    assert "needs a reason" in (a.turns[1].score("coherence").inconclusive or "")  # type: ignore[union-attr]
    assert a.turns[2].score("coherence").value == 4.0  # type: ignore[union-attr]
    assert result.exit_code == 3


def test_a_conversation_answer_with_the_wrong_number_of_turns_is_inconclusive() -> None:
    judge, _model = fake_judge(
        lambda messages, schema: {
            "turns": [turn_answer(goal=None)],
            "goal_completion": turn_answer()["goal_completion"],
        }
    )
    result = evaluate(judge, [record("a", turns=2)], design="conversation")
    assert result.conversations[0].status == "inconclusive"


def test_a_turn_the_chatbot_did_not_answer_is_not_judged_and_fails() -> None:
    turns = [Turn(index=0, user="hi", assistant="hello"), Turn(index=1, user="and?", assistant=None, error="timeout")]
    judge, _model = fake_judge(lambda messages, schema: turn_answer())
    result = evaluate(judge, [record("a", turns=0).model_copy(update={"turns": turns, "end_reason": "error"})])
    [a] = result.conversations
    assert result.judge_calls == 1 and a.turns[1].success is False and a.turn_success_ratio == 0.5
    assert "did not reply: timeout" in (a.turns[1].score("agent_behavior_failure").inconclusive or "")  # type: ignore[union-attr]


def test_a_conversation_without_any_reply_scores_zero_goal_without_a_call() -> None:
    silent = record("a", turns=0).model_copy(
        update={"turns": [Turn(index=0, user="hi", error="down")], "end_reason": "error"}
    )
    judge, _model = fake_judge(lambda messages, schema: turn_answer())
    result = evaluate(judge, [silent])
    assert result.judge_calls == 0 and result.conversations[0].goal_completion == 0.0


def test_only_the_metrics_asked_for_are_judged() -> None:
    judge, model = fake_judge(lambda messages, schema: turn_answer())
    result = evaluate(judge, [record("a", turns=2)], metrics=["faithfulness"])
    assert {tuple(c.schema["properties"]) for c in model.calls} == {("faithfulness",)}
    assert [s.name for s in result.conversations[0].turns[0].scores] == ["faithfulness"]
    assert result.conversations[0].turn_success_ratio == 1.0  # no label: success = every score >= 3


def test_goal_completion_alone_is_the_overall_score_never_not_judged() -> None:
    """With no turn metric, the judge's goal answer is the conversation's score: judged, by that score."""
    for goal, status in ((0.9, "completed"), (0.6, "partial_failure"), (0.1, "failed")):
        judge, _model = fake_judge(lambda messages, schema, goal=goal: turn_answer(goal=goal))
        result = evaluate(judge, [record("a", turns=2)], metrics=["goal_completion"])
        [a] = result.conversations
        assert a.turn_success_ratio is None and a.goal_completion == goal
        assert (a.overall_score, a.status) == (goal, status)


def test_a_conversation_that_sent_the_chatbot_nothing_is_not_judged_never_a_finding() -> None:
    """The user broke role (or its model failed) before its first message: the chatbot is not to blame."""
    unsent = record("a", turns=0).model_copy(update={"turns": [], "end_reason": "user_broke_role"})
    judge, _model = fake_judge(lambda messages, schema: turn_answer())
    result = evaluate(
        judge, [unsent], metrics=["helpfulness", "goal_completion"], numeric_thresholds={"overall_score": 0.5}
    )
    [a] = result.conversations
    assert result.judge_calls == 0 and a.goal_completion is None and a.status == "inconclusive"
    assert "nothing was sent to the chatbot" in (a.goal_completion_reason or a.scores[0].inconclusive or "")
    assert result.exit_code == 3 and all(f.inconclusive for f in result.gate_failures)


def test_the_gates_go_into_junit_as_failures_and_errors_never_green() -> None:
    """A CI dashboard reads junit.xml: a failed gate is a <failure>, a judge that failed an <error>."""
    from user_sim.evaluation.junit_suite import evaluation_suite

    judge, _model = fake_judge(lambda messages, schema: turn_answer(score=2, score_reason="vague"))
    failed = evaluate(judge, [record("a")], numeric_thresholds={"helpfulness": 3})
    suite = evaluation_suite(failed)
    assert suite is not None and (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("1", "1", "0")
    [case] = list(suite)
    assert case.get("name") == "helpfulness ≥ 3" and "helpfulness = 2 below the threshold 3" in case[0].get(
        "message", ""
    )
    broken = evaluate(fake_judge(failing())[0], [record("a")], numeric_thresholds={"helpfulness": 1})
    kinds = [c[0].get("type") for c in evaluation_suite(broken) or []]
    assert kinds == ["inconclusive", "judge_failed", "inconclusive"]  # the gate, the judge, the conversation
    judge, _model = fake_judge(lambda messages, schema: turn_answer(score=4))
    assert evaluation_suite(evaluate(judge, [record("a")])) is None  # no gate, nothing failed: no suite


def test_an_evaluation_with_no_gate_that_judged_a_conversation_inconclusive_never_exits_0() -> None:
    """No gate, and the user broke role before its first message: nothing was judged on it, so not a pass (3)."""
    unsent = record("a", turns=0).model_copy(update={"turns": [], "end_reason": "user_broke_role"})
    judge, _model = fake_judge(lambda messages, schema: turn_answer())
    result = evaluate(judge, [unsent], metrics=["helpfulness", "goal_completion"])
    assert result.gate_failures == [] and result.conversations[0].status == "inconclusive"
    assert result.exit_code == 3


def test_junit_is_never_greener_than_an_evaluation_that_judged_a_conversation_inconclusive() -> None:
    """No gate, one conversation never judged: exit 3, so the evaluation suite has an error naming it."""
    from user_sim.evaluation.junit_suite import evaluation_suite

    unsent = record("a", turns=0).model_copy(update={"turns": [], "end_reason": "user_broke_role"})
    judge, _model = fake_judge(lambda messages, schema: turn_answer())
    result = evaluate(judge, [unsent, record("b", index=1)], metrics=["helpfulness", "goal_completion"])
    suite = evaluation_suite(result)
    assert result.exit_code == 3 and suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("1", "0", "1")
    [case] = suite.iter("testcase")
    [error] = case
    assert case.get("name") == "inconclusive conversations" and error.get("type") == "inconclusive"
    message = error.get("message", "")
    assert message.startswith("1 conversation judged inconclusive (never a pass): ") and " a (" in message
    assert "nothing was sent to the chatbot" in message and " b" not in message


def test_the_judge_is_told_what_every_end_reason_means() -> None:
    """One table explains each end reason to the judge; a new EndReason without a meaning fails here."""
    from user_sim.core.records import END_REASONS
    from user_sim.evaluation.prompts import END_REASON_MEANINGS

    assert set(END_REASON_MEANINGS) == set(END_REASONS)
    assert all(meaning and meaning not in END_REASONS for meaning in END_REASON_MEANINGS.values())
    broke = record("a", turns=2).model_copy(update={"end_reason": "user_broke_role"})
    judge, model = fake_judge(lambda messages, schema: turn_answer())
    evaluate(judge, [broke], design="conversation")
    [call] = model.calls
    assert json.loads(call.messages[1].content)["end_reason"] == END_REASON_MEANINGS["user_broke_role"]
