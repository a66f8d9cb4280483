"""Evaluation gates on an unvalidated simulated user or judge answer INSUFFICIENT_EVIDENCE (exit 3).

Known label sheets (filled through ``sensei-check labels export|import``) give known verdicts: nothing labelled,
the simulated user only, both validated, a judge below the bound, a failing gate, the rule switched off, and a
key that changed (model, prompt hash, temperature, budget; the judge's model and design) after the labelling.
The judge is the real client over the public FakeLLM; everything is offline and in process.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.evaluation.support import config, fake_judge, record, turn_answer
from tests.evaluation.test_check_labels import fill
from user_sim.cli.check_labels import main as labels
from user_sim.core import simulator_code
from user_sim.core.records import ConversationRecord
from user_sim.evaluation import validation_key
from user_sim.evaluation.evaluator import Evaluator
from user_sim.evaluation.output import write_evaluation
from user_sim.evaluation.records import Evaluation
from user_sim.runs.folder import read_run_info

PROFILE = {"model": "qwen1.5b", "temperature": "0.7", "max_cost": "0.5"}
GATE = {"numeric_thresholds": {"helpfulness": 3}}


def write_profile(project: Path, **changes: str) -> None:
    values = {**PROFILE, **changes}
    text = (
        f"test_name: pizza\nllm:\n  model: {values['model']}\n  temperature: {values['temperature']}\n"
        f"conversation:\n  max_cost: {values['max_cost']}\n"
    )
    (project / "profiles").mkdir(parents=True, exist_ok=True)
    (project / "profiles" / "pizza.yml").write_text(text, encoding="utf-8")


def records(n: int = 30) -> list[ConversationRecord]:
    return [record(f"s-{i}", index=i, profile_path="profiles/pizza.yml") for i in range(n)]


def evaluate(project: Path, score: int = 4, **overrides: Any) -> Evaluation:
    """Judge 30 conversations with every turn scored ``score``, and store the run (results + evaluation.json)."""
    evaluator = Evaluator(
        config(**{**GATE, **overrides}), client=fake_judge(lambda m, s: turn_answer(score=score))[0], project=project
    )
    done = records()
    for item in done:
        evaluator.submit(item)
    evaluation = evaluator.finish()
    run = project / "output" / "runs" / "R1"
    run.mkdir(parents=True, exist_ok=True)
    (run / "results.jsonl").write_text("".join(r.model_dump_json() + "\n" for r in done), encoding="utf-8")
    (run / "run.json").write_text('{"run_id": "R1", "seed": 0, "config": {}, "profiles": []}', encoding="utf-8")
    write_evaluation(run, evaluation, done, 0)
    return evaluation


def label(project: Path, criterion: str, answers: list[str]) -> int:
    """Export a sheet of the stored run, have ``ana`` answer ``criterion``, import it; the import's exit code."""
    sheet = project / f"{criterion}.csv"
    assert labels(["export", str(project / "output" / "runs" / "R1"), "--sample", "30", "--out", str(sheet)]) == 0
    fill(sheet, {"labeller1": answers}, criterion)
    return labels(["--project", str(project), "import", str(sheet), "--criterion", criterion])


def states(evaluation: Evaluation) -> dict[str, str]:
    assert evaluation.validation is not None
    return {status.role: status.state for status in evaluation.validation.evaluators}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    write_profile(tmp_path / "shop")
    return tmp_path / "shop"


def test_with_no_labels_a_passing_gate_is_insufficient_evidence(project: Path) -> None:
    evaluation = evaluate(project)
    assert evaluation.gate_failures == [] and evaluation.insufficient_evidence == ["helpfulness"]
    assert evaluation.exit_code == 3 and states(evaluation) == {"simulated_user": "no labels", "judge": "no labels"}


def test_the_gate_passes_once_both_the_simulated_user_and_the_judge_are_validated(project: Path) -> None:
    evaluate(project)
    assert label(project, "realistic", ["yes"] * 30) == 0
    evaluation = evaluate(project)
    assert evaluation.exit_code == 3 and states(evaluation) == {"simulated_user": "validated", "judge": "no labels"}
    assert label(project, "correct", ["yes"] * 29 + ["no"]) == 0  # 29/30: exact 95% lower bound 0.851 > 0.8
    evaluation = evaluate(project)
    assert evaluation.exit_code == 0 and evaluation.insufficient_evidence == []
    assert states(evaluation) == {"simulated_user": "validated", "judge": "validated"}
    judge = evaluation.validation.evaluators[1] if evaluation.validation else None
    assert judge is not None and (judge.k, judge.n, round(judge.lower or 0, 3)) == (29, 30, 0.851)


def test_a_judge_below_the_bound_or_a_blank_sheet_is_not_validated(project: Path) -> None:
    evaluate(project)
    label(project, "realistic", ["yes"] * 30)
    assert label(project, "correct", ["yes"] * 27 + ["no"] * 3) == 1  # 27/30: bound 0.762
    evaluation = evaluate(project)
    assert evaluation.exit_code == 3 and states(evaluation)["judge"] == "not validated"
    assert label(project, "correct", ["yes"] * 25 + [""] * 5) == 1  # blanks count against
    assert states(evaluate(project))["judge"] == "not validated"


def test_a_failing_gate_still_fails_on_unvalidated_evaluators(project: Path) -> None:
    evaluation = evaluate(project, score=2)
    assert evaluation.exit_code == 1 and evaluation.insufficient_evidence == [] and evaluation.gate_failures


def test_a_failing_gate_beside_one_without_evidence_is_incomplete(project: Path) -> None:
    evaluation = evaluate(project, numeric_thresholds={"helpfulness": 3, "coherence": 5})  # every score is 4
    assert evaluation.insufficient_evidence == ["helpfulness"] and {f.metric for f in evaluation.gate_failures} == {
        "coherence"
    }
    assert evaluation.exit_code == 3  # 3 wins over 1 (runs.outcome): the passing gate could not be vouched for


def test_switched_off_the_gates_decide_on_unvalidated_evaluators_and_still_show_them(project: Path) -> None:
    evaluation = evaluate(project, require_validated_evaluators=False)
    assert evaluation.exit_code == 0 and evaluation.insufficient_evidence == []
    assert evaluation.validation is not None and not evaluation.validation.required
    assert states(evaluation) == {"simulated_user": "no labels", "judge": "no labels"}


def test_without_gates_nothing_is_insufficient(project: Path) -> None:
    evaluation = evaluate(project, numeric_thresholds={})
    assert evaluation.exit_code == 0 and states(evaluation)["simulated_user"] == "no labels"


def _change_simulated_user(project: Path, monkeypatch: pytest.MonkeyPatch, what: str) -> None:
    if what == "prompt hash":  # a new prompt layout: one more module in the hashed code
        monkeypatch.setattr(simulator_code, "PROMPT_MODULES", (*simulator_code.PROMPT_MODULES, "user_sim.wording"))
    else:
        write_profile(project, **{what: {"model": "qwen7b", "temperature": "0.2", "max_cost": "2"}[what]})


@pytest.mark.parametrize("what", ["model", "prompt hash", "temperature", "max_cost"])
def test_a_changed_simulated_user_key_is_no_longer_validated(
    project: Path, monkeypatch: pytest.MonkeyPatch, what: str
) -> None:
    evaluate(project)
    label(project, "realistic", ["yes"] * 30)
    label(project, "correct", ["yes"] * 30)
    assert evaluate(project).exit_code == 0
    _change_simulated_user(project, monkeypatch, what)
    evaluation = evaluate(project)
    assert evaluation.exit_code == 3 and states(evaluation) == {"simulated_user": "no labels", "judge": "validated"}


@pytest.mark.parametrize("change", [{"model": "judge-model-v2"}, {"design": "conversation"}])
def test_a_changed_judge_key_is_no_longer_validated(project: Path, change: dict[str, str]) -> None:
    evaluate(project)
    label(project, "realistic", ["yes"] * 30)
    label(project, "correct", ["yes"] * 30)
    evaluation = evaluate(project, **change)
    assert evaluation.exit_code == 3 and states(evaluation) == {"simulated_user": "validated", "judge": "no labels"}


def test_the_junit_suite_of_the_gates_names_the_keys_its_verdict_rests_on(project: Path) -> None:
    from user_sim.evaluation.junit_suite import evaluation_suite

    evaluation = evaluate(project)
    suite = evaluation_suite(evaluation)
    assert suite is not None and evaluation.validation is not None
    [properties] = suite.findall("properties")
    assert list(suite).index(properties) == 0  # before the testcases, as the JUnit schema has it
    shown = {p.get("name"): p.get("value") for p in properties}
    assert shown == {f"{s.role}_key": f"{s.key} (no labels)" for s in evaluation.validation.evaluators}
    assert set(shown) == {"simulated_user_key", "judge_key"} and suite.get("tests") == "1"


def test_the_sheet_shows_the_judges_verdicts_and_its_key(project: Path) -> None:
    import csv

    evaluation = evaluate(project)
    sheet = project / "sheet.csv"
    labels(["export", str(project / "output" / "runs" / "R1"), "--sample", "3", "--out", str(sheet)])
    rows = list(csv.DictReader(sheet.open(encoding="utf-8", newline="")))
    judge = evaluation.validation.evaluators[1] if evaluation.validation else None
    assert judge is not None and {r["judge_key"] for r in rows} == {judge.key}
    assert rows[0]["judge"].startswith("completed; overall 1.00; goal completion 1")


def test_a_scaffolded_project_passes_offline_and_shows_its_unvalidated_simulated_user(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import yaml

    from user_sim.cli.chat import main as chat
    from user_sim.cli.init_project import main as init
    from user_sim.evaluation.settings import load_settings

    assert init(["-p", str(tmp_path), "-n", "shop"]) == 0
    root = tmp_path / "shop"
    assert chat(["-rfy", str(root), "--workers", "1"]) == 0  # no gate: nothing to be insufficient about
    out = capsys.readouterr().out
    assert "validation: simulated user scripted, prompt " in out and ": no labels" in out
    [run] = (root / "output" / "runs").iterdir()
    [status] = yaml.safe_load((run / "report.yml").read_text(encoding="utf-8"))["validation"]["evaluators"]
    assert (status["role"], status["model"], status["temperature"], status["state"]) == (
        "simulated_user",
        "scripted",
        0.0,  # the scripted user is deterministic: its key says temperature 0, not the profile's 0.8
        "no labels",
    )
    page = (run / "report.html").read_text(encoding="utf-8")
    assert "<caption>Evaluator validation</caption>" in page and "sensei-check labels export" in page
    text = (root / "run.yml").read_text(encoding="utf-8")  # the commented evaluation block, switched on, is valid
    (root / "run.yml").write_text(text.replace("# evaluation:", "evaluation:").replace("#   ", "  "), encoding="utf-8")
    settings = load_settings(root)
    assert settings is not None and settings.config.require_validated_evaluators is False


def test_a_runs_model_override_is_its_simulated_users_model(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from user_sim.evaluation.evaluator_validation import run_validation

    evaluate(project)
    label(project, "realistic", ["yes"] * 30)
    assert run_validation(records(), project).evaluators[0].state == "validated"
    run = project / "output" / "runs" / "R1"
    info = {"run_id": "R1", "seed": 0, "config": {"model": "qwen7b"}, "profiles": []}
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    assert (
        validation_key.run_user_model(read_run_info(run)) == "qwen7b"
    )  # sensei-chat --model qwen7b ran every profile with it
    [status] = run_validation(records(), project, user_model="qwen7b").evaluators
    assert (status.model, status.state) == ("qwen7b", "no labels")
    capsys.readouterr()
    labels(["export", str(run), "--sample", "3", "--out", str(project / "again.csv")])
    assert "simulated_user model=qwen7b" in capsys.readouterr().out


def test_every_goal_check_and_role_discipline_module_is_in_the_simulators_key() -> None:
    hashed = set(simulator_code.simulator_modules())
    core = Path(simulator_code.__file__).parent
    goal_modules = {f"user_sim.core.{p.stem}" for p in core.glob("goal_*.py")}
    assert goal_modules and goal_modules <= hashed
    assert {"user_sim.core.users.role_discipline", "user_sim.core.users.shop_voice"} <= hashed


def test_the_console_says_gates_were_decided_unvalidated_only_when_the_project_said_so() -> None:
    # every gate failed on an unvalidated simulated user, with require_validated_evaluators left at true: the console
    # claimed "decided on unvalidated evaluators (evaluation.require_validated_evaluators: false)"
    from user_sim.evaluation.evaluator_validation import EvaluatorStatus, EvaluatorValidation, validation_lines

    user = EvaluatorStatus(
        role="simulated_user", key="k", model="m", prompt_hash="h", temperature=0, budget=None, state="no labels"
    )
    required = validation_lines(EvaluatorValidation(required=True, evaluators=[user]), gated=True)
    assert not any("require_validated_evaluators: false" in line for line in required), required
    waived = validation_lines(EvaluatorValidation(required=False, evaluators=[user]), gated=True)
    assert waived[-1] == "gates: decided on unvalidated evaluators (evaluation.require_validated_evaluators: false)"
