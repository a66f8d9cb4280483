"""``sensei-check --evaluate RUN`` end to end against a counting OpenAI-compatible judge on 127.0.0.1."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
import yaml

from tests.conftest import StartServer, cli_env
from tests.evaluation.judge_server import judge
from tests.support.cli_in_process import run_in_process
from tests.support.example_project import copy_example

FAST_RETRIES = {"USER_SIM_RETRY_BASE_DELAY": "0.01"}


def cli(module: str, *args: object, process: bool = False, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The command's ``main`` in this process, or (``process=True``) the module run in a subprocess."""
    if not process:
        return run_in_process(module, [str(a) for a in args], cwd=None, env=cli_env(FAST_RETRIES))
    command = [sys.executable, "-m", module, *map(str, args)]
    return subprocess.run(command, env=cli_env(FAST_RETRIES), capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The pizza-shop example (demo bot with its flaws, scripted user) run once, offline."""
    project = tmp_path_factory.mktemp("shop") / "pizza-shop"
    copy_example(project)
    done = cli("user_sim.cli.chat", "-rfy", project, "-up", "order_steps.yml", "--no-rules")  # the example's rules fail
    assert done.returncode == 0, done.stderr
    return project


@pytest.fixture
def project(finished: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "pizza-shop"
    shutil.copytree(finished, copy)
    return copy


def run_folder(project: Path) -> Path:
    [folder] = (project / "output" / "runs").iterdir()
    return folder


def with_evaluation(project: Path, block: str, *, require_validated: bool = False) -> None:
    """Append an evaluation block; its gates decide on the unlabelled scripted user unless ``require_validated``
    (the validation rule has its own tests in test_gate_validation.py)."""
    text = (project / "run.yml").read_text(encoding="utf-8")
    switch = "" if require_validated else "  require_validated_evaluators: false\n"
    (project / "run.yml").write_text(text + "evaluation:\n" + block + switch, encoding="utf-8")


def evaluate(project: Path, *extra: object) -> subprocess.CompletedProcess[str]:
    return cli("user_sim.cli.check_evaluate", "--evaluate", run_folder(project), *extra)


def test_the_judge_makes_one_call_per_turn_and_a_rerun_makes_none(project: Path, openai_server: StartServer) -> None:
    server = openai_server(judge(score=4))
    with_evaluation(
        project, f"  model: judge-model\n  base_url: {server.base_url}\n  numeric_thresholds: {{helpfulness: 3}}\n"
    )
    done = evaluate(project)
    assert done.returncode == 0, done.stderr
    evaluation = json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))
    turns = sum(len(c["turns"]) for c in evaluation["conversations"])
    assert server.calls == evaluation["judge_calls"] == evaluation["judged_turns"] == turns > 0
    assert evaluation["calls_per_turn"] == 1.0
    assert f"{turns} judge calls for {turns} judged turns (1 per turn" in done.stdout
    again = evaluate(project)
    assert again.returncode == 0 and server.calls == turns  # every answer came from the cache
    assert json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))["cached_calls"] == turns
    refreshed = evaluate(project, "-uc")  # the shared cache flag: ask the judge again
    assert refreshed.returncode == 0 and server.calls == 2 * turns
    page = (run_folder(project) / "report.html").read_text(encoding="utf-8")
    assert "GATES PASSED" in page and "helpfulness" in page


def test_an_unvalidated_run_is_insufficient_evidence_shown_in_every_report(
    project: Path, openai_server: StartServer
) -> None:
    server = openai_server(judge(score=4))
    block = f"  model: judge-model\n  base_url: {server.base_url}\n  numeric_thresholds: {{helpfulness: 3}}\n"
    with_evaluation(project, block, require_validated=True)
    done = evaluate(project)
    assert done.returncode == 3, done.stderr  # the gate would pass, but nobody validated the user or the judge
    assert "validation: simulated user scripted, prompt " in done.stdout
    assert "validation: judge judge-model, prompt " in done.stdout
    assert "gates: INSUFFICIENT_EVIDENCE on helpfulness" in done.stdout
    # the advice names this run, so it can be pasted (it printed a literal "labels export RUN ...")
    assert f"sensei-check labels export {run_folder(project)} --sample 30" in done.stdout
    assert "labels export RUN" not in done.stdout
    evaluation = json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))
    assert evaluation["insufficient_evidence"] == ["helpfulness"] and evaluation["exit_code"] == 3
    report = yaml.safe_load((run_folder(project) / "report.yml").read_text(encoding="utf-8"))
    assert [(e["role"], e["state"]) for e in report["validation"]["evaluators"]] == [
        ("simulated_user", "no labels"),
        ("judge", "no labels"),
    ]
    page = (run_folder(project) / "report.html").read_text(encoding="utf-8")
    assert "INSUFFICIENT EVIDENCE</span></h1>" in page and "INSUFFICIENT_EVIDENCE (evaluator not validated)" in page
    assert "<caption>Evaluator validation</caption>" in page and "judge-model" in page
    junit = ElementTree.parse(run_folder(project) / "junit.xml").getroot()  # a CI dashboard reads this: never green
    [gate] = [c for c in junit.iter("testcase") if c.get("classname") == "evaluation.gates"]
    assert gate.get("name") == "helpfulness ≥ 3" and gate.find("error").get("type") == "insufficient_evidence"  # type: ignore[union-attr]
    assert int(junit.get("errors", "0")) >= 1


def test_goal_completion_alone_counts_its_calls_per_judged_conversation(
    project: Path, openai_server: StartServer
) -> None:
    server = openai_server(judge(score=4))
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n  metrics: [goal_completion]\n")
    done = evaluate(project)
    assert done.returncode == 0, done.stderr
    conversations = len(
        json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))["conversations"]
    )
    assert server.calls == conversations > 1
    said = (
        f"{conversations} judge calls for {conversations} judged conversations (1 per conversation, 0 from the cache)"
    )
    assert said in done.stdout, done.stdout


def test_the_conversation_design_makes_one_call_per_conversation(project: Path, openai_server: StartServer) -> None:
    server = openai_server(judge(score=4))
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n  design: conversation\n")
    assert evaluate(project).returncode == 0
    evaluation = json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))
    assert server.calls == evaluation["judge_calls"] == len(evaluation["conversations"])
    assert all(c["status"] == "completed" for c in evaluation["conversations"])


def test_a_torn_last_results_line_is_named_and_the_evaluation_incomplete(
    project: Path, openai_server: StartServer
) -> None:
    server = openai_server(judge(score=4))
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n  design: conversation\n")
    results = run_folder(project) / "results.jsonl"
    lines = results.read_text(encoding="utf-8").splitlines()
    results.write_text("\n".join(lines[:-1]) + "\n" + lines[-1][:60], encoding="utf-8")  # killed writing the last
    done = evaluate(project)
    assert done.returncode == 3, done.stderr  # every gate passed on the rest: never a pass on a partial set
    assert server.calls == len(lines) - 1 > 0
    cut = f"{results}:{len(lines)}:1: the last line is cut short (a killed run?): that conversation record is left out"
    assert f"{cut}: 1 conversation not judged; exit 3" in done.stderr


def test_scores_under_a_threshold_exit_1_naming_the_metric(project: Path, openai_server: StartServer) -> None:
    server = openai_server(judge(score=2, label="false information"))
    with_evaluation(
        project, f"  model: judge-model\n  base_url: {server.base_url}\n  numeric_thresholds: {{faithfulness: 3}}\n"
    )
    done = evaluate(project)
    assert done.returncode == 1, done.stderr
    assert "gate failed: order_steps " in done.stderr and "faithfulness = 2 below the threshold 3" in done.stderr
    evaluation = json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))
    [error] = evaluation["unique_errors"]
    assert error["severity"] == "critical" and len(error["serials"]) == len(evaluation["conversations"])
    focus = (run_folder(project) / "focus" / "E1.yml").read_text(encoding="utf-8")
    assert "sensei-chat" in focus and all(c["serial"] in focus for c in evaluation["conversations"])


@pytest.mark.parametrize("answer", [{"status": 500}, "this is not JSON", {"malformed": True}])
def test_a_judge_failing_or_answering_garbage_is_inconclusive_exit_3(
    project: Path, openai_server: StartServer, answer: object
) -> None:
    server = openai_server(lambda request: answer)
    with_evaluation(
        project, f"  model: judge-model\n  base_url: {server.base_url}\n  numeric_thresholds: {{overall_score: 0}}\n"
    )
    done = evaluate(project)
    assert done.returncode == 3, done.stdout + done.stderr
    assert "overall_score is inconclusive" in done.stderr
    evaluation = json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))
    assert {c["status"] for c in evaluation["conversations"]} == {"inconclusive"}
    assert "INCONCLUSIVE" in (run_folder(project) / "report.html").read_text(encoding="utf-8")


def test_a_misspelled_gate_is_a_configuration_error_and_calls_nothing(
    project: Path, openai_server: StartServer
) -> None:
    server = openai_server(judge())
    with_evaluation(
        project, f"  model: judge-model\n  base_url: {server.base_url}\n  numeric_thresholds:\n    faithfulnes: 3\n"
    )
    done = evaluate(project)
    assert done.returncode == 2 and server.calls == 0
    assert (
        "run.yml:" in done.stderr and "did you mean 'faithfulness'?" in done.stderr and "Traceback" not in done.stderr
    )
    assert not (run_folder(project) / "evaluation.json").exists()


def test_a_run_yml_without_evaluation_is_a_usage_error(project: Path) -> None:
    done = evaluate(project)
    assert done.returncode == 2 and "no evaluation: block" in done.stderr


@pytest.mark.parametrize(
    ("damage", "message"), [("truncated", "run.json:2:"), ("missing", "not a run folder (no run.json)")]
)
def test_a_run_whose_run_json_is_damaged_or_missing_is_exit_2_and_calls_nothing(
    project: Path, openai_server: StartServer, damage: str, message: str
) -> None:
    """Its focus files rerun with the run's seed: a run.json never reads as empty (seed 0), missing or cut short."""
    server = openai_server(judge())
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n")
    info = run_folder(project) / "run.json"
    if damage == "missing":
        info.unlink()
    else:
        info.write_text(info.read_text(encoding="utf-8")[:40], encoding="utf-8")
    done = evaluate(project)
    assert done.returncode == 2, done.stdout + done.stderr
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert server.calls == 0 and not (run_folder(project) / "evaluation.json").exists()


def test_help_states_the_exit_codes() -> None:
    done = cli("user_sim.cli.check_evaluate", "--help", process=True)
    assert (
        done.returncode == 0
        and "Exit codes: 0" in done.stdout
        and "3 a gated metric or a conversation is" in done.stdout
        and "sent the chatbot nothing" in done.stdout
    )


REASONS = """
from user_sim.evaluation import MetricInput, metric

SAID = {
    0: "charged $15.30 for a large pepperoni order; the menu makes it $13.50",
    1: "Charged $16.80 for a large pepperoni order;  the menu makes it $15.00.",
    2: "charged $14.00 for a large four cheese order; the menu makes it $16.00",
    3: "no order number was given after 2 confirmations",
    4: "no order number was given after 3 confirmations",
}


@metric("bill", kind="qualitative", scope="conversation", failure_labels=["wrong"], severity="critical")
def bill(conversation: MetricInput) -> str | tuple[str, str]:
    said = SAID.get(conversation.record.index)
    return ("wrong", said) if said else "right"
"""


def test_unique_errors_group_what_says_the_same_and_describe_only_what_their_members_share(project: Path) -> None:
    """Three wrong totals (other pizzas, other numbers) are one error described by an example, never as if each
    were the first; two missing order numbers that differ only in a number are another, its number masked. Each
    occurrence keeps its own reason, in the focus file too."""
    (project / "metrics" / "bill.py").write_text(REASONS, encoding="utf-8")
    with_evaluation(project, "  metrics: []\n  custom_metrics: [metrics/bill.py]\n")
    done = evaluate(project)
    assert done.returncode == 0, done.stderr
    evaluation = json.loads((run_folder(project) / "evaluation.json").read_text(encoding="utf-8"))
    by_index = {c["serial"]: c["index"] for c in evaluation["conversations"]}
    errors = {e["id"]: e for e in evaluation["unique_errors"]}
    assert set(errors) == {"E1", "E2"}
    first = "charged $15.30 for a large pepperoni order; the menu makes it $13.50"
    assert errors["E1"]["description"] == f"3 similar reasons, e.g. {first}"
    assert sorted(by_index[s] for s in errors["E1"]["serials"]) == [0, 1, 2]
    assert sorted(o["reason"] for o in errors["E1"]["occurrences"]) == [
        "Charged $16.80 for a large pepperoni order;  the menu makes it $15.00.",
        "charged $14.00 for a large four cheese order; the menu makes it $16.00",
        first,
    ]
    assert errors["E2"]["description"] == "no order number was given after … confirmations"
    assert sorted(by_index[s] for s in errors["E2"]["serials"]) == [3, 4]
    focus = yaml.safe_load((run_folder(project) / "focus" / "E2.yml").read_text(encoding="utf-8"))
    assert focus["errors"] == ["E2 (critical): wrong — no order number was given after … confirmations"]
    assert sorted(r for c in focus["conversations"] for r in c["reasons"]) == [
        "E2: no order number was given after 2 confirmations",
        "E2: no order number was given after 3 confirmations",
    ]
    page = (run_folder(project) / "report.html").read_text(encoding="utf-8")
    row = page.split('<tr id="a-error-E1"', 1)[1].split("</tr>", 1)[0]
    each = re.findall(r'<li><a href="#[^"]+">(\w+)</a> ([^<]*)</li>', row)  # each member's own reason, one a line
    assert sorted(each) == sorted((o["serial"], o["reason"]) for o in errors["E1"]["occurrences"])


def test_an_evaluation_stopped_while_its_focus_files_are_written_keeps_the_earlier_ones(project: Path, monkeypatch):
    """Ctrl-C while the new focus files are written: focus/ and evaluation.json stay the earlier evaluation's."""
    from user_sim.chat.run_folder import read_records
    from user_sim.evaluation import output

    (project / "metrics" / "bill.py").write_text(REASONS, encoding="utf-8")
    with_evaluation(project, "  metrics: []\n  custom_metrics: [metrics/bill.py]\n")
    assert evaluate(project).returncode == 0
    run = run_folder(project)
    before = {p.name: p.read_bytes() for p in (run / "focus").iterdir()}
    judged = output.read_evaluation(run)
    assert before and judged is not None

    def ctrl_c(path: Path, text: str) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(output, "write_atomic", ctrl_c)
    with pytest.raises(KeyboardInterrupt):
        output.write_evaluation(run, judged, read_records(run / "results.jsonl"), 0)
    assert {p.name: p.read_bytes() for p in (run / "focus").iterdir()} == before


def _evaluation_files(run: Path) -> tuple[bytes | None, dict[str, bytes], list[str]]:
    """What a reader finds of a run's evaluation: evaluation.json, the focus files, and every name in the folder."""
    judged = run / "evaluation.json"
    focus = {p.name: p.read_bytes() for p in (run / "focus").iterdir()} if (run / "focus").is_dir() else {}
    return judged.read_bytes() if judged.is_file() else None, focus, sorted(p.name for p in run.iterdir())


def _stopped_at(step: int, monkeypatch: pytest.MonkeyPatch, output) -> None:
    """Make the ``step``-th file write or rename of an evaluation raise KeyboardInterrupt (Ctrl-C there)."""
    count = [0]

    def stopping(real):
        def call(*args, **kwargs):
            count[0] += 1
            if count[0] == step:
                raise KeyboardInterrupt
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(output, "write_atomic", stopping(output.write_atomic))
    for name in ("rename", "replace"):
        monkeypatch.setattr(Path, name, stopping(getattr(Path, name)))


def test_reading_an_evaluation_leaves_a_write_going_on_in_another_process_alone(project: Path) -> None:
    """A reader (a merge reading a shard, labels export) while another process writes a new evaluation: it finds the
    earlier evaluation.json and leaves the new files being written where they are."""
    from user_sim.evaluation import output

    (project / "metrics" / "bill.py").write_text(REASONS, encoding="utf-8")
    with_evaluation(project, "  metrics: []\n  custom_metrics: [metrics/bill.py]\n")
    assert evaluate(project).returncode == 0
    run = run_folder(project)
    judged = output.read_evaluation(run)
    (run / output.FRESH_FOCUS).mkdir()
    (run / output.FRESH_FOCUS / "E1.yml").write_text("new\n", encoding="utf-8")
    (run / output.PENDING).write_text("{}\n", encoding="utf-8")  # the other process is about to swap them in
    assert output.read_evaluation(run) == judged
    assert (run / output.PENDING).is_file() and (run / output.FRESH_FOCUS / "E1.yml").is_file()


@pytest.mark.parametrize("killed", [False, True], ids=["ctrl-c", "killed"])
def test_an_evaluation_stopped_at_any_write_leaves_the_earlier_one_whole(project: Path, monkeypatch, tmp_path, killed):
    """Ctrl-C (or a kill, which runs no cleanup) at every write and swap of a new evaluation: evaluation.json and
    focus/ are the earlier evaluation's, both, once a reader looks; never new focus files beside the old
    evaluation.json. Run to its end, the write leaves the new evaluation, both."""
    from user_sim.chat.run_folder import read_records
    from user_sim.evaluation import output

    (project / "metrics" / "bill.py").write_text(REASONS, encoding="utf-8")
    with_evaluation(project, "  metrics: []\n  custom_metrics: [metrics/bill.py]\n")
    assert evaluate(project).returncode == 0
    run, pristine = run_folder(project), tmp_path / "pristine"
    shutil.copytree(run, pristine)
    earlier, judged = _evaluation_files(run), output.read_evaluation(run)
    assert judged is not None and len(earlier[1]) > 1
    newer = judged.model_copy(update={"unique_errors": judged.unique_errors[:1]})  # other focus files
    records = read_records(run / "results.jsonl")
    for step in range(1, 20):
        shutil.rmtree(run)
        shutil.copytree(pristine, run)
        with monkeypatch.context() as patched:
            _stopped_at(step, patched, output)
            if killed:  # a kill runs no except clause: what the write left is all a reader finds
                patched.setattr(output, "undo_unfinished_write", lambda run_path: None)
            try:
                output.write_evaluation(run, newer.model_copy(deep=True), records, 0)
            except KeyboardInterrupt:
                pass
            else:
                break
        left = sorted(p.name for p in run.iterdir())
        assert output.read_evaluation(run) == judged, step  # a later reader: the earlier evaluation
        assert sorted(p.name for p in run.iterdir()) == left, step  # and it changes nothing
        output.undo_unfinished_write(run)  # what the next write does first
        assert _evaluation_files(run) == earlier, step
    assert step > 4  # every focus file, evaluation.json and each swap step were stopped at once
    now = _evaluation_files(run)
    assert now != earlier and now[1].keys() < earlier[1].keys()
    assert output.read_evaluation(run) == newer and now == _evaluation_files(run)


def test_a_run_written_outside_its_project_is_judged_by_the_project_run_json_records(
    project: Path, openai_server: StartServer
) -> None:
    # `--output` elsewhere (a CI artifact): no run.yml above the run folder, and --evaluate refused it
    server = openai_server(judge(score=4))
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n")
    moved = project.parent / "artifacts" / "run"
    shutil.copytree(run_folder(project), moved)
    info = json.loads((moved / "run.json").read_text(encoding="utf-8"))
    info["config"]["project_dir"] = str(project)  # as sensei-chat records it when it runs there
    (moved / "run.json").write_text(json.dumps(info), encoding="utf-8")
    done = cli("user_sim.cli.check_evaluate", "--evaluate", moved)
    assert done.returncode == 0, done.stdout + done.stderr
    assert server.calls > 0 and (moved / "evaluation.json").is_file()


def test_a_run_whose_project_is_gone_is_refused_naming_its_project_not_the_current_folder(
    project: Path, tmp_path: Path
) -> None:
    # run.json recorded the project '.' of the folder sensei-chat ran in; that checkout is gone and this folder is
    # no project: it used to be taken for the project ('./run.yml has no evaluation: block', though there is none)
    with_evaluation(project, "  metrics: []\n  custom_metrics: [metrics/order_total.py]\n")
    moved = tmp_path / "artifacts" / "run"
    shutil.copytree(run_folder(project), moved)
    info = json.loads((moved / "run.json").read_text(encoding="utf-8"))
    gone = str(tmp_path / "gone" / "checkout")
    info["config"]["project_dir"] = info["ran_in"] = gone
    (moved / "run.json").write_text(json.dumps(info), encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = run_in_process("user_sim.cli.check_evaluate", ["--evaluate", str(moved)], cwd=elsewhere, env=cli_env())
    assert done.returncode == 2, done.stdout + done.stderr
    assert "its project is not found; give it with --run-from-yaml DIR" in done.stderr, done.stderr
    assert "run.yml" not in done.stderr.replace("--run-from-yaml", "")
