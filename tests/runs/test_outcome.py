"""Every contribution to a run's exit code (conversations, rules, evaluation gates) goes through runs.outcome's rule.

The README's rule: the strongest cause wins — 130/143, then 4 (budget), then 3 (could not judge), then 1 (a gate
failed), then 0. These tests walk each pair of contributions, so no combination hides a 3 behind a 1.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reports.records import make_record
from user_sim.chat.result import ChatRunResult
from user_sim.cli.chat_evaluation import combined_exit_code
from user_sim.evaluation.gates import gate_exit_code
from user_sim.evaluation.records import Evaluation, GateFailure
from user_sim.evaluation.rules.check_run import CheckResult
from user_sim.evaluation.rules.in_chat import finish_rules, finish_rules_outcome
from user_sim.evaluation.rules.verdicts import RuleVerdict
from user_sim.exit_codes import ExitCode
from user_sim.runs.outcome import RunOutcome, combined, exit_code_of

OK, FAIL, INFRA, BUDGET, STOP = ExitCode.OK, ExitCode.FINDINGS, ExitCode.INFRA, ExitCode.BUDGET, ExitCode.INTERRUPTED

CONVERSATIONS = {  # what a chat run's conversations alone exit with
    OK: {"end_reason": "goal_reached", "goal_style": {"all_answered": {}}},
    FAIL: {"end_reason": "fallback_loop", "goal_style": {"all_answered": {}}},
    INFRA: {"end_reason": "error", "error": "target failed", "goal_style": {"all_answered": {}}},
    BUDGET: {"end_reason": "budget", "error": "max_cost reached", "goal_style": {"all_answered": {}}},
}
RULES = {OK: ["pass"], FAIL: ["fail"], INFRA: ["inconclusive"]}
GATES = {OK: [], FAIL: [False], INFRA: [True]}  # GateFailure.inconclusive of each failure


def _verdict(kind: str) -> RuleVerdict:
    return RuleVerdict(rule="r", rule_file="r.yml", conversations=["p/0.yml"], verdict=kind)  # type: ignore[arg-type]


def _gate(inconclusive: bool) -> GateFailure:
    value = None if inconclusive else 1.0
    return GateFailure(serial="s", profile="p", metric="m", value=value, threshold=3.0, inconclusive=inconclusive)


def _chat(code: ExitCode, tmp_path: Path, *, interrupted: bool = False) -> ChatRunResult:
    record = make_record(**CONVERSATIONS[code])
    key = (record.profile, record.index, record.replicate)
    return ChatRunResult("r", tmp_path, [record], [key], stopped="interrupted" if interrupted else None)


class FakeRules:
    """The rules of a run, as finish_rules sees them: ``finish`` returns the verdicts."""

    def __init__(self, kinds: list[str]) -> None:
        self.kinds = kinds

    def finish(self, run_dir: Path, records: object, *, junit_copy: Path | None = None) -> CheckResult:
        return CheckResult(verdicts=[_verdict(k) for k in self.kinds])


def strongest(*codes: ExitCode) -> ExitCode:
    """The documented rule, written out independently of runs.outcome."""
    order = [STOP, BUDGET, INFRA, FAIL, OK]
    return next(code for code in order if code in codes)


@pytest.mark.parametrize("chat", list(CONVERSATIONS))
@pytest.mark.parametrize("rules", list(RULES))
def test_conversations_and_rules(tmp_path: Path, chat: ExitCode, rules: ExitCode) -> None:
    result = _chat(chat, tmp_path)
    assert result.exit_code == chat
    code = finish_rules(FakeRules(RULES[rules]), result, show=False)  # type: ignore[arg-type]
    assert code == strongest(chat, rules)


@pytest.mark.parametrize("chat", list(CONVERSATIONS))
@pytest.mark.parametrize("rules", list(RULES))
@pytest.mark.parametrize("gates", list(GATES))
def test_conversations_rules_and_evaluation_gates(tmp_path: Path, chat: ExitCode, rules: ExitCode, gates: ExitCode):
    run = finish_rules_outcome(FakeRules(RULES[rules]), _chat(chat, tmp_path), show=False)  # type: ignore[arg-type]
    evaluation = Evaluation(run_id="r", gate_failures=[_gate(i) for i in GATES[gates]])
    evaluation.exit_code = int(gate_exit_code(evaluation.gate_failures))
    assert evaluation.exit_code == gates
    assert combined_exit_code(run, evaluation) == strongest(chat, rules, gates)


def test_an_interrupted_run_stays_interrupted_whatever_its_rules_and_gates(tmp_path: Path) -> None:
    run = finish_rules_outcome(FakeRules(["fail", "inconclusive"]), _chat(FAIL, tmp_path, interrupted=True), show=False)  # type: ignore[arg-type]
    evaluation = Evaluation(run_id="r", gate_failures=[_gate(True)], judge_failures=2)
    assert combined_exit_code(run, evaluation) == STOP


def test_within_one_contribution_3_wins_over_1_too() -> None:
    assert CheckResult(verdicts=[_verdict("fail"), _verdict("inconclusive")]).exit_code == INFRA
    assert CheckResult(verdicts=[_verdict("fail"), _verdict("error"), _verdict("pass")]).exit_code == INFRA
    assert CheckResult(verdicts=[_verdict("fail"), _verdict("not_applicable")]).exit_code == FAIL
    assert gate_exit_code([_gate(False), _gate(True)]) == INFRA
    assert gate_exit_code([_gate(False)], judge_failures=1) == INFRA
    assert gate_exit_code([_gate(False)]) == FAIL


def test_combined_keeps_every_cause() -> None:
    parts = (RunOutcome(failed=2), RunOutcome(incomplete=1), RunOutcome(budget_stopped=True))
    assert combined(*parts) == RunOutcome(budget_stopped=True, incomplete=1, failed=2)
    assert exit_code_of(combined()) == OK
