"""sensei-chat with an `evaluation:` block: judged as conversations finish, --no-eval, --focus, --show-prompts."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from xml.etree import ElementTree

import pytest
import yaml

from tests.conftest import StartServer
from tests.evaluation.judge_server import judge
from tests.evaluation.test_check_evaluate import cli, with_evaluation
from tests.support.example_project import copy_example

PRICE_GATE = (
    "  metrics: []\n  custom_metrics: [metrics/order_total.py]\n  qualitative_failure_labels: {order_total: [wrong]}\n"
)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    copy = tmp_path / "pizza-shop"
    copy_example(copy)
    return copy


def runs(project: Path) -> list[Path]:
    return sorted((project / "output" / "runs").iterdir()) if (project / "output" / "runs").is_dir() else []


def transcripts(run: Path) -> dict[str, list[dict[str, object]]]:
    records = [json.loads(line) for line in (run / "results.jsonl").read_text(encoding="utf-8").splitlines()]
    return {r["serial"]: [{"user": t["user"], "bot": t["assistant"]} for t in r["turns"]] for r in records}


def test_a_focus_file_reruns_exactly_its_conversations_with_identical_transcripts(project: Path) -> None:
    with_evaluation(project, PRICE_GATE)
    first = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "full_order.yml", "--seed", "3")
    assert first.returncode == 1, first.stderr  # the demo bot charges a large pepperoni wrongly
    assert "order_total = 'wrong'" in first.stderr
    [original] = runs(project)
    focus = original / "focus" / "E1.yml"
    listed = yaml.safe_load(focus.read_text(encoding="utf-8"))
    assert listed["seed"] == 3 and len(listed["conversations"]) >= 1
    again = cli(
        "user_sim.cli.chat", "--no-rules", "-rfy", project, "--focus", focus
    )  # run.yml says seed 0: the focus file wins
    assert again.returncode == 1, again.stderr
    [rerun] = [run for run in runs(project) if run != original]  # ids of runs in the same second sort at random
    before, after = transcripts(original), transcripts(rerun)
    assert sorted(after) == sorted(c["serial"] for c in listed["conversations"])
    assert all(after[serial] == before[serial] for serial in after)
    assert json.loads((rerun / "evaluation.json").read_text(encoding="utf-8"))["unique_errors"][0]["serials"] == sorted(
        after
    )


def test_a_passing_gate_on_the_unlabelled_scripted_user_is_insufficient_evidence(project: Path) -> None:
    with_evaluation(project, PRICE_GATE, require_validated=True)
    fixed = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "full_order.yml", "-cp", "flaws=false")
    assert fixed.returncode == 3, fixed.stderr  # the price gate would pass on the fixed bot
    assert "validation: simulated user scripted" in fixed.stdout and "gates: INSUFFICIENT_EVIDENCE" in fixed.stdout
    report = yaml.safe_load((runs(project)[-1] / "report.yml").read_text(encoding="utf-8"))
    assert [e["state"] for e in report["validation"]["evaluators"]] == ["no labels"]  # metrics: [], no LLM judge
    flawed = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "full_order.yml", "--seed", "3")
    assert flawed.returncode == 1, flawed.stderr  # a gate that fails still fails
    assert "gates: INSUFFICIENT_EVIDENCE" not in flawed.stdout  # ... and its exit 1 owes nothing to validation


def test_a_focus_file_and_another_seed_is_a_usage_error(project: Path) -> None:
    with_evaluation(project, PRICE_GATE)
    cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "full_order.yml", "--seed", "3")
    done = cli(
        "user_sim.cli.chat",
        "--no-rules",
        "-rfy",
        project,
        "--focus",
        runs(project)[0] / "focus" / "E1.yml",
        "--seed",
        "4",
    )
    assert done.returncode == 2 and "that run used seed 3, not --seed 4" in done.stderr


def test_conversations_are_judged_as_they_finish_and_a_rerun_costs_no_call(
    project: Path, openai_server: StartServer
) -> None:
    server = openai_server(judge(score=2))
    with_evaluation(
        project, f"  model: judge-model\n  base_url: {server.base_url}\n  numeric_thresholds: {{helpfulness: 3}}\n"
    )
    done = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml")
    assert done.returncode == 1, done.stderr
    assert "helpfulness = 2 below the threshold 3" in done.stderr
    evaluation = json.loads((runs(project)[0] / "evaluation.json").read_text(encoding="utf-8"))
    turns = sum(len(c["turns"]) for c in evaluation["conversations"])
    assert evaluation["judge_calls"] == turns > 0  # one call per turn ...
    assert server.calls == turns - evaluation["cached_calls"]  # ... less the replicates' identical prompts, cached
    assert "GATE FAILED" in (runs(project)[0] / "report.html").read_text(encoding="utf-8")
    calls = server.calls
    again = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml")
    assert again.returncode == 1 and server.calls == calls  # same seed, same conversations: every verdict cached


def test_no_eval_skips_the_evaluation(project: Path, openai_server: StartServer) -> None:
    server = openai_server(judge())
    with_evaluation(
        project, f"  model: judge-model\n  base_url: {server.base_url}\n  numeric_thresholds: {{helpfulness: 5}}\n"
    )
    done = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml", "--no-eval")
    assert done.returncode == 0, done.stderr
    assert server.calls == 0 and not (runs(project)[0] / "evaluation.json").exists()


def test_a_judge_that_fails_makes_the_chat_run_exit_3(project: Path, openai_server: StartServer) -> None:
    server = openai_server(lambda request: {"status": 500})
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n")
    done = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml")
    assert done.returncode == 3, done.stderr
    assert server.calls > 0


def test_a_judge_that_fails_is_told_on_the_console_in_report_yml_and_on_the_page(project: Path) -> None:
    """The judge is down, a rule fails: exit 3, and every place the user looks says the verdict is inconclusive."""
    with_evaluation(project, "  model: judge-model\n  base_url: http://127.0.0.1:9/v1\n  metrics: [helpfulness]\n")
    done = cli("user_sim.cli.chat", "-rfy", project)  # the example's rules fail some conversations, not all
    assert done.returncode == 3, done.stderr
    turns = sum(len(conversation) for conversation in transcripts(runs(project)[0]).values())
    [figures] = [line for line in done.stdout.splitlines() if line.startswith("evaluation:")]
    assert figures.endswith(f", {turns} failed judgements"), figures
    told = [line for line in done.stderr.splitlines() if line.startswith("evaluation inconclusive:")]
    assert len(told) == 1 and f"{turns} judgements failed" in told[0] and "connection error" in told[0], done.stderr
    assert told[0].endswith("exit 3")
    summary = yaml.safe_load((runs(project)[0] / "report.yml").read_text(encoding="utf-8"))["evaluation"]
    assert (summary["verdict"], summary["judge_failures"], summary["exit_code"]) == ("inconclusive", turns, 3)
    assert "connection error" in summary["judge_failure"]
    page = (runs(project)[0] / "report.html").read_text(encoding="utf-8")
    assert '<span class="badge fail">RULES FAILED · INCONCLUSIVE: JUDGE FAILED</span></h1>' in page
    assert tiles(page)["passed"] == ("plain", "0")  # not one conversation was judged
    assert tiles(page)["not judged (inconclusive)"][0] == "warn"  # those no rule failed are not passed either
    shop = re.search(r"<tr><td>shop_questions</td>.*?</tr>", page, re.S)  # its 3 cases run twice (pass@1, pass^k)
    assert shop is not None and "(k=2)" not in shop.group(0) and shop.group(0).count("not judged") == 2


def tiles(page: str) -> dict[str, tuple[str, str]]:
    """The page's tiles: label -> (tone, number)."""
    found = re.findall(r'<div class="tile (\w+)"><div class="num">([^<]*)</div><div class="lbl">([^<]+)</div>', page)
    return {label: (tone, number) for tone, number, label in found}


def test_show_prompts_prints_the_three_prompts_and_calls_nothing(project: Path, openai_server: StartServer) -> None:
    server = openai_server(judge())
    profile = project / "profiles" / "shop_questions.yml"
    profile.write_text(
        profile.read_text(encoding="utf-8").replace("model: scripted", "model: gpt-4o-mini"), encoding="utf-8"
    )
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n")
    done = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml", "--show-prompts")
    assert done.returncode == 0, done.stderr
    for title in (
        "=== simulated user: first message ===",
        "=== goal check",
        "=== judge (turn design), model judge-model",
    ):
        assert title in done.stdout
    assert server.calls == 0 and runs(project) == []


def test_a_judged_run_with_rules_ends_with_one_junit_xml_its_copy_and_right_counts(
    project: Path, tmp_path: Path
) -> None:
    """The rules' suite and the run's end are both written into junit.xml and --junit: the two never drift apart."""
    with_evaluation(project, PRICE_GATE)
    copy = tmp_path / "ci" / "junit.xml"
    done = cli("user_sim.cli.chat", "-rfy", project, "--junit", copy)
    assert done.returncode == 1, done.stderr  # the example's rules and the price gate find the demo bot's flaws
    written = (runs(project)[0] / "junit.xml").read_text(encoding="utf-8")
    assert copy.read_text(encoding="utf-8") == written
    root = ElementTree.fromstring(written)
    suites = {suite.get("name"): suite for suite in root}
    assert "not_judged" not in suites and 'type="not_judged"' not in written  # judged: CI may read the verdicts
    conversations = len(transcripts(runs(project)[0]))
    verdicts = (runs(project)[0] / "rules.jsonl").read_text(encoding="utf-8").splitlines()
    assert suites["rules"].get("failures") == "7"
    for suite in [root, *suites.values()]:  # every total is what the testcases below it say
        counted = [len(suite.findall(f".//testcase{has}")) for has in ("", "[failure]", "[error]")]
        assert [int(suite.get(key, "-1")) for key in ("tests", "failures", "errors")] == counted, suite.get("name")
    gates = suites["evaluation gates"]  # the price gate fails the demo bot: a failure CI sees in junit.xml
    assert gates.get("failures") == "1" and gates.find("testcase/failure") is not None
    assert int(root.get("tests", "0")) == conversations + len(verdicts) + len(gates.findall("testcase"))


def test_the_last_reports_of_a_judged_run_read_its_report_yml_once(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The validation, how the run ended and the page all come from one reading of report.yml."""
    with_evaluation(project, PRICE_GATE)
    read = Path.read_text
    reads: list[Path] = []

    def counted(path: Path, *args: object, **kwargs: object) -> str:
        if path.name == "report.yml":
            reads.append(path)
        return read(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "read_text", counted)
    done = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "full_order.yml", "--seed", "3")
    assert done.returncode == 1, done.stderr
    summary = yaml.safe_load(read(runs(project)[0] / "report.yml", encoding="utf-8"))
    assert summary["stopped"] is None and summary["evaluation"]["verdict"] == "failed" and "validation" in summary
    assert "IN PROGRESS" not in read(runs(project)[0] / "report.html", encoding="utf-8")
    assert len(reads) == 1, reads


def test_inconclusive_gates_are_not_gate_failures_and_both_commands_print_one_summary(project: Path) -> None:
    """The judge is down under a gate: every gate is inconclusive, none failed — on the console of sensei-chat and
    of sensei-check --evaluate (one line, the same), in report.yml and on the page."""
    block = "  model: judge-model\n  base_url: http://127.0.0.1:9/v1\n  metrics: [helpfulness]\n"
    with_evaluation(project, block + "  numeric_thresholds: {overall_score: 0.7}\n")
    chat = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml")
    assert chat.returncode == 3, chat.stderr
    [run] = runs(project)
    unknown = chat.stderr.count("gate inconclusive: ")
    [chat_line] = [line for line in chat.stdout.splitlines() if line.startswith("evaluation:")]
    assert unknown > 0 and f", 0 gate failures, {unknown} gates inconclusive, " in chat_line, chat_line
    assert "gate failed" not in chat.stderr
    summary = yaml.safe_load((run / "report.yml").read_text(encoding="utf-8"))["evaluation"]
    assert (summary["gate_failures"], summary["gates_inconclusive"]) == (0, unknown)
    page = (run / "report.html").read_text(encoding="utf-8")
    assert tiles(page)["gates not judged"] == ("warn", str(unknown))
    assert tiles(page)["gate failures"] == ("muted", "not judged")  # nothing was judged: never a green 0
    check = cli("user_sim.cli.check_evaluate", "--evaluate", run)
    assert check.returncode == 3, check.stderr
    [check_line] = [line for line in check.stdout.splitlines() if line.startswith("evaluation:")]
    assert check_line == chat_line and "failed judgements" in check_line  # the README's line, from both commands


def test_a_conversation_judged_only_by_custom_metrics_is_failed_passed_or_not_judged(project: Path) -> None:
    """No built-in metric ran, so there is no overall score: each conversation is judged by its custom verdicts,
    and one with no verdict (its order total does not apply) is not judged — never "completed"."""
    with_evaluation(project, "  metrics: []\n  custom_metrics: [metrics/order_total.py]\n")
    done = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "order_steps.yml")
    questions = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml")
    assert (done.returncode, questions.returncode) == (0, 0), done.stderr + questions.stderr
    judged = {run: json.loads((run / "evaluation.json").read_text(encoding="utf-8")) for run in runs(project)}
    [orders] = [run for run, e in judged.items() if e["conversations"][0]["profile"] == "order_steps"]
    [asked] = [run for run in judged if run != orders]
    evaluation = judged[orders]
    totals = {c["serial"]: c["scores"][0]["value"] for c in evaluation["conversations"]}
    expected = {"wrong": "failed", "right": "passed", "not applicable": "not_judged"}
    assert {c["serial"]: c["status"] for c in evaluation["conversations"]} == {
        s: expected[v] for s, v in totals.items()
    }
    assert "wrong" in totals.values() and "right" in totals.values()
    assert evaluation["judge_calls"] == evaluation["judged_turns"] == 0  # nothing was asked of a judge
    failed, passed = list(totals.values()).count("wrong"), list(totals.values()).count("right")
    assert f"evaluation: {len(totals)} conversations ({failed} failed, {passed} passed)," in done.stdout
    page = (orders / "report.html").read_text(encoding="utf-8")
    assert "judged completed" not in page and "judged failed" in page and "judged passed" in page
    statuses = judged[asked]["conversations"]
    assert {c["status"] for c in statuses} == {"not_judged"}
    assert f"({len(statuses)} not judged)" in questions.stdout
    page = (asked / "report.html").read_text(encoding="utf-8")
    assert "<th>not judged</th>" in page and "judged completed" not in page


def test_a_gate_no_conversation_gave_a_label_to_is_not_judged_never_passed(project: Path) -> None:
    """The order-total gate on a profile that orders nothing: every total is ``not applicable``, so the gate tested
    nothing — exit 3 and GATE NOT JUDGED, never GATES PASSED; on a profile that orders, the same gate judges."""
    with_evaluation(project, PRICE_GATE)
    asked = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "shop_questions.yml")
    assert asked.returncode == 3, asked.stdout + asked.stderr
    assert "gate not judged: order_total: no conversation gave it a label" in asked.stderr
    [run] = runs(project)
    block = yaml.safe_load((run / "report.yml").read_text(encoding="utf-8"))["evaluation"]
    assert (block["verdict"], block["exit_code"], block["unapplied_gates"]) == ("inconclusive", 3, ["order_total"])
    page = (run / "report.html").read_text(encoding="utf-8")
    assert "GATE NOT JUDGED" in page and "GATES PASSED" not in page
    again = cli("user_sim.cli.check", "--evaluate", run)
    assert again.returncode == 3, again.stdout + again.stderr
    ordered = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "order_steps.yml")
    assert ordered.returncode in (0, 1) and "gate not judged" not in ordered.stderr, ordered.stderr


def test_an_empty_shard_checks_no_gate_and_no_file_says_its_gates_passed(project: Path) -> None:
    """A --shard K/N with N above the conversations holds none: it exits 0 (the merged run gives the verdict), but
    nothing was judged, so its page, report.yml and junit.xml never read its gates as passed."""
    bare = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "order_steps.yml", "--shard", "8/8")
    assert bare.returncode == 0, bare.stdout + bare.stderr
    [run] = runs(project)
    page = (run / "report.html").read_text(encoding="utf-8")
    assert "ALL PASSED" not in page and ">NO CONVERSATION<" in page and ">validated<" not in page
    shutil.rmtree(run)
    with_evaluation(project, PRICE_GATE)
    done = cli("user_sim.cli.chat", "--no-rules", "-rfy", project, "-up", "order_steps.yml", "--shard", "8/8")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "gates not checked: this run has no conversation" in done.stderr
    [run] = runs(project)
    block = yaml.safe_load((run / "report.yml").read_text(encoding="utf-8"))["evaluation"]
    assert (block["verdict"], block["exit_code"]) == ("no conversation", 0)
    page = (run / "report.html").read_text(encoding="utf-8")
    assert "GATES PASSED" not in page and "NO CONVERSATION: GATES NOT CHECKED" in page
    [case] = ElementTree.parse(run / "junit.xml").getroot().iter("testcase")
    [skipped] = case
    assert (case.get("name"), skipped.tag, skipped.get("type")) == (
        "order_total not wrong",
        "skipped",
        "no_conversation",
    )
    assert ElementTree.parse(run / "junit.xml").getroot().get("skipped") == "1"
