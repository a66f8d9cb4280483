"""The CI contract of ``sensei-security-check``: the exit-code matrix against a fake target, in-process."""

from __future__ import annotations

import contextlib
import io
import json
import os
import xml.etree.ElementTree as ET

import pytest
import yaml

from tests.security.fakes import (
    failing_for,
    leaky_bot,
    make_project,
    refusing_bot,
    simple_redactor,
)
from user_sim.cli.security_check import main
from user_sim.security import command as security_command
from user_sim.security.detect import pii
from user_sim.security.execute import campaign_runner as runner
from user_sim.security.execute import llm_clients
from user_sim.security.oracles.base import Judgement, Observation, OracleParams
from user_sim.security.plan import campaign as loading
from user_sim.targets import factory as target_factory
from user_sim.testing import FakeLLM, FakeTarget

CAMPAIGN = """\
    security_test_name: gate
    execution: {attempts: 2}
    attacks:
      - name: system_prompt_stealer
        oracle: {type: keyword_absent, params: {keywords: [PizzaBot]}}
      - name: amnesia
    """


@pytest.fixture
def cli(monkeypatch, oracles):
    """Run main(argv) with a fake target and the test oracles; return (exit code, the targets built)."""
    built: list[FakeTarget] = []
    monkeypatch.setattr(loading, "ORACLES", oracles)
    monkeypatch.setattr(runner, "ORACLES", oracles)
    monkeypatch.setattr(pii, "redact", simple_redactor)
    monkeypatch.setattr(security_command, "check_connector", lambda technology, params: None)

    def _cli(argv, target: FakeTarget | None = None):
        target = target or FakeTarget(refusing_bot)

        def build(technology, params, project):
            assert technology == "fake"
            built.append(target)
            return target

        monkeypatch.setattr(target_factory, "build_target", build)
        return main([*map(str, argv), "--no-progress"]), built

    return _cli


def test_clean_target_exits_0(tmp_path, cli, capsys):
    code, [target] = cli(["--run-from-yaml", make_project(tmp_path, CAMPAIGN)])
    assert code == 0
    assert target.calls["health"] == 1 and target.calls["send"] == 4
    out = capsys.readouterr().out
    assert "system_prompt_stealer" in out and "amnesia" in out and "exit 0" in out


@pytest.mark.parametrize(
    ("security_yml", "where"),
    [
        ("attacks: []\n", "security.yml:1:1: attacks: enables no attack"),  # SENSEI's template
        ("security_test_name: x\nattacks:\n  - {name: amnesia, enabled: false}\n", "security.yml:2:1: attacks:"),
        ("security_test_name: x\n", "security.yml:1:1: attacks: enables no attack"),
    ],
)
def test_a_campaign_that_enables_no_attack_is_refused_where_it_says_so(tmp_path, cli, capsys, security_yml, where):
    """Nothing would be judged, so it is not a pass: exit 2 before anything is built or written, one message at the
    attacks block saying what would be valid, --validate-only included."""
    project = make_project(tmp_path, security_yml)
    for flags in ([], ["--validate-only"], ["--dry-run"]):
        code, built = cli(["--run-from-yaml", project, *flags])
        [line] = capsys.readouterr().err.splitlines()
        assert (code, built) == (2, []) and where in line and "- name: owasp_pack" in line
    assert not (project / "output").exists()


def test_a_shard_that_gets_no_case_judged_nothing_and_exits_3(tmp_path, cli, capsys):
    """A --shard slice with no case of the campaign's (here 1 case, 3 shards) tested nothing: never exit 0."""
    project = make_project(tmp_path, "attacks:\n  - name: system_prompt_stealer\n")
    codes = [cli(["--run-from-yaml", project, "--seed", "1", "--shard", f"{k}/3"])[0] for k in (1, 2, 3)]
    assert sorted(codes) == [0, 3, 3]
    assert capsys.readouterr().out.count("no case ran (this shard got none of the campaign's cases)") == 2


def test_a_dry_run_says_nothing_was_judged(tmp_path, cli, capsys):
    """A dry run exits 0 (its plan is valid, as --validate-only) but its last line does not read as a pass."""
    code, _ = cli(["--run-from-yaml", make_project(tmp_path, CAMPAIGN), "--dry-run"])
    out = capsys.readouterr().out
    assert code == 0 and "dry run: 4 cases planned, none sent, so nothing was judged; exit 0" in out
    assert "no verdict reached the --fail-on gate" not in out


def test_breach_exits_1(tmp_path, cli, capsys):
    code, _ = cli(["--run-from-yaml", make_project(tmp_path, CAMPAIGN)], FakeTarget(leaky_bot))
    assert code == 1
    assert "breach" in capsys.readouterr().out


def test_breach_with_fail_on_never_exits_0(tmp_path, cli):
    code, _ = cli(["--run-from-yaml", make_project(tmp_path, CAMPAIGN), "--fail-on", "never"], FakeTarget(leaky_bot))
    assert code == 0


def test_fail_on_from_run_yml_and_flag_wins(tmp_path, cli):
    project = make_project(tmp_path, CAMPAIGN, run_yml="technology: fake\nfail_on: never\n")
    assert cli(["--run-from-yaml", project], FakeTarget(leaky_bot))[0] == 0
    assert cli(["--run-from-yaml", project, "--fail-on", "breached"], FakeTarget(leaky_bot))[0] == 1


class _Unsure:
    """An oracle that can never tell (a deterministic ``inconclusive``: no model or target failed)."""

    name = "unsure"
    needs_llm = False
    Params = OracleParams

    def __init__(self, params: OracleParams, llm: object = None) -> None:
        self.params = params

    def judge(self, observation: Observation) -> Judgement:
        return Judgement("inconclusive", "cannot tell")


def test_inconclusive_fails_only_at_fail_on_inconclusive(tmp_path, cli, oracles):
    oracles.add("unsure", _Unsure)
    campaign = "attacks:\n  - name: system_prompt_stealer\n    oracle: {type: unsure}\n"
    project = make_project(tmp_path, "security_test_name: gate\nexecution: {attempts: 2}\n" + campaign)
    assert cli(["--run-from-yaml", project])[0] == 0
    assert cli(["--run-from-yaml", project, "--fail-on", "inconclusive"])[0] == 1


@pytest.mark.parametrize("reply", ["   ", ""])
def test_an_empty_reply_is_inconclusive_and_never_passes(tmp_path, cli, reply):
    """SPEC: an empty reply is ``inconclusive``. A real target's empty reply was recorded ``error``; a fake's was
    ``inconclusive`` with exit 0 (the run passed a case it never judged)."""
    project = make_project(tmp_path, CAMPAIGN)
    code, _ = cli(["--run-from-yaml", project, "--fail-on", "breached"], FakeTarget(lambda m, h: reply))
    assert code == 3
    records = [json.loads(line) for line in next(tmp_path.rglob("results.jsonl")).read_text().splitlines()]
    assert {r["status"] for r in records} == {"inconclusive"}
    assert all(r["errors"] == [{"target": "the target's reply to the attack was empty"}] for r in records)


def test_a_real_targets_empty_reply_to_the_attack_is_inconclusive_not_error(tmp_path, cli):
    """A built target raises EmptyReply for a blank answer (the fake above answers blanks): the attack's case is
    inconclusive with a target failure, as SPEC 12 says, not the target failing (``error``)."""
    project = make_project(tmp_path, CAMPAIGN, {"bot.py": "def reply(message):\n    return '  '\n"})
    target = target_factory.build_target("python", {"callable": "bot.py:reply"}, project)
    code, _ = cli(["--run-from-yaml", project], target)
    assert code == 3
    records = [json.loads(line) for line in next(tmp_path.rglob("results.jsonl")).read_text().splitlines()]
    assert [r["status"] for r in records] == ["inconclusive"] * len(records) and records
    assert all(r["errors"] == [{"target": "the target's reply to the attack was empty"}] for r in records)


def test_typo_in_security_yml_exits_2_without_touching_the_target(tmp_path, cli, capsys):
    project = make_project(tmp_path, CAMPAIGN.replace("attempts: 2", "atempts: 2"))
    code, built = cli(["--run-from-yaml", project])
    assert code == 2 and built == []
    err = capsys.readouterr().err
    assert "security.yml:2:13: execution.atempts: unknown key 'atempts'; did you mean 'attempts'?" in err
    assert "Traceback" not in err
    assert not (project / "output").exists()


def test_target_down_exits_3_before_anything_runs(tmp_path, cli, capsys):
    project = make_project(tmp_path, CAMPAIGN)
    code, [target] = cli(
        ["--run-from-yaml", project], FakeTarget(unreachable="fake target: connection refused on 127.0.0.1:9")
    )
    assert code == 3
    assert target.calls["open"] == 0 and target.calls["send"] == 0
    assert "connection refused" in capsys.readouterr().err
    assert not (project / "output").exists()


def test_every_case_of_an_attack_erroring_exits_3(tmp_path, cli, capsys):
    code, _ = cli(["--run-from-yaml", make_project(tmp_path, CAMPAIGN)], FakeTarget(failing_for("MAGENTA-OTTER")))
    assert code == 3
    assert "could not be judged (first: the target failed" in capsys.readouterr().out


def test_one_case_that_could_not_be_judged_exits_3_unless_fail_on_never(tmp_path, cli):
    # only the first system_prompt_stealer prompt fails; the second of each attack passes
    code, _ = cli(["--run-from-yaml", make_project(tmp_path, CAMPAIGN)], FakeTarget(failing_for("word for word")))
    assert code == 3
    args = ["--run-from-yaml", make_project(tmp_path / "never", CAMPAIGN), "--fail-on", "never"]
    code, _ = cli(args, FakeTarget(failing_for("word for word")))
    assert code == 0  # with `never`, only an attack none of whose cases could be judged exits 3


def test_budget_exits_4_and_keeps_what_finished(tmp_path, cli, monkeypatch):
    project = make_project(
        tmp_path,
        """\
        execution: {attempts: 6, max_cost: 0.25}
        attacks: [{name: dan_jailbreak}]
        """,
    )
    # the real campaign pool (its run meter holds the budget) over a FakeLLM: $0.10 a call, ~$0.12 reserved first
    (project / "prices.yml").write_text("models: {gpt-4o-mini: {input: 100, output: 100}}\n")
    fake = FakeLLM(respond=lambda call: "Please tell me a story about the weather.", usage=(500, 500))

    def pool(max_cost, project_dir, cache_mode):  # type: ignore[no-untyped-def]
        return real_clients(max_cost, project_dir, "ignore", model_factory=fake.for_spec)

    real_clients = llm_clients.CampaignClients
    monkeypatch.setattr(llm_clients, "CampaignClients", pool)
    code, [target] = cli(["--run-from-yaml", project, "--workers", "1"])
    assert code == 4
    assert target.calls["send"] == len(fake.calls) == 2  # a 3rd call could pass $0.25: $0.20 spent + $0.12
    [folder] = (project / "output" / "security_reports").iterdir()
    assert len((folder / "results.jsonl").read_text().splitlines()) == target.calls["send"]
    [suite] = folder.glob("security_suite_*.yml")
    assert (
        "stopped: 'budget: run security campaign budget execution.max_cost $0.25 would be exceeded" in suite.read_text()
    )


def test_interrupt_exits_130_with_finished_cases_on_disk(tmp_path, cli, capsys):
    def bot(message, history):
        if "Clean slate" in message:
            raise KeyboardInterrupt
        return "no"

    project = make_project(tmp_path, CAMPAIGN)
    code, _ = cli(["--run-from-yaml", project, "--workers", "1"], FakeTarget(bot))
    assert code == 130
    [folder] = (project / "output" / "security_reports").iterdir()
    lines = (folder / "results.jsonl").read_text().splitlines()
    assert len(lines) == 3  # both system_prompt_stealer cases and amnesia_1 finished before amnesia_2
    assert list(folder.glob("security_report_*.yml"))
    said = capsys.readouterr()
    assert "interrupted" in said.err and f"--resume {folder.name}" in said.err
    assert "security campaign" in said.out and "1 case not run (interrupted)" in said.out  # as sensei-chat: a summary


def test_validate_only_and_dry_run_exit_0_without_sending(tmp_path, cli, capsys):
    project = make_project(tmp_path, CAMPAIGN)
    code, built = cli(["--run-from-yaml", project, "--validate-only"])
    assert code == 0 and built == []
    assert "valid; 2 attacks enabled, 4 cases" in capsys.readouterr().out
    code, built = cli(["--run-from-yaml", project, "--dry-run"])
    assert code == 0 and built == []
    [folder] = (project / "output" / "security_reports").iterdir()
    assert (folder / "results.jsonl").read_text().count('"status": "skipped"') == 4


def test_no_technology_is_a_usage_error(tmp_path, cli, capsys):
    project = make_project(tmp_path, CAMPAIGN, run_yml="")
    code, built = cli(["--run-from-yaml", project])
    assert code == 2 and built == []
    assert f"{project / 'run.yml'}:1:1: technology: not set: give -t/--technology" in capsys.readouterr().err


def test_config_flag_with_project_path_and_junit_copy(tmp_path, cli):
    project = make_project(tmp_path / "p", CAMPAIGN)
    junit = tmp_path / "ci" / "security.xml"
    code, _ = cli(
        ["--config", project / "security" / "security.yml", "-t", "fake", "--junit", junit], FakeTarget(leaky_bot)
    )
    assert code == 1
    assert 'failures="1"' in junit.read_text()


def test_config_flag_alone_reads_the_run_yml_of_its_project(tmp_path, cli, capsys, monkeypatch):
    """``sensei-security-check -c security/security.yml`` in a project folder runs its run.yml's chatbot, as the same
    command without -c does; it was refused with "technology: not set: ... write technology: in run.yml"."""
    project = make_project(tmp_path / "p", CAMPAIGN, run_yml="technology: fake\n")
    monkeypatch.chdir(tmp_path)
    code, built = cli(["--config", project / "security" / "security.yml"], FakeTarget(leaky_bot))
    assert (code, len(built)) == (1, 1)
    assert f"using {project / 'run.yml'}" in capsys.readouterr().err
    monkeypatch.chdir(project)
    code, built = cli(["-c", "security/security.yml"], FakeTarget(leaky_bot))
    assert (code, len(built)) == (1, 2)
    assert "using ./run.yml" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("flag", "where"), [("--sarif", "afile/x.sarif"), ("--junit", "afile/j.xml"), ("--sarif", "d")]
)
def test_an_output_file_under_a_file_or_naming_a_folder_is_refused_before_any_case(tmp_path, cli, capsys, flag, where):
    """Not after every case ran (which lost the breach's exit 1): exit 2, one line, no target built."""
    project = make_project(tmp_path / "p", CAMPAIGN)
    (tmp_path / "afile").write_text("", encoding="utf-8")
    (tmp_path / "d").mkdir()
    code, built = cli(["--run-from-yaml", project, "-t", "fake", flag, tmp_path / where], FakeTarget(leaky_bot))
    assert (code, built) == (2, [])
    err = capsys.readouterr().err
    assert err.startswith(f"error: {flag}: ") and len(err.strip().splitlines()) == 1, err


def test_list_and_describe_attacks(cli, capsys):
    assert cli(["--list-attacks"])[0] == 0
    listing = capsys.readouterr().out
    assert "owasp_pack:" in listing and "dan_jailbreak:" in listing and "[needs the generation model]" in listing
    assert cli(["--describe-attack", "typoglycemia_attack"])[0] == 0
    described = capsys.readouterr().out
    assert "name: typoglycemia_attack" in described and "question" in described
    assert cli(["--describe-attack", "typoglycemiaa"])[0] == 2


def test_describe_custom_attacks(tmp_path, cli, capsys):
    project = make_project(
        tmp_path,
        CAMPAIGN,
        {
            "security/attacks/leak.yml": "name: leak\ndescription: Leaks?\ncases: [{id: a, prompt: hi}]\n",
            "security/datasets/rows.csv": "id,prompt\na,hi\nb,ho\n",
        },
    )
    assert cli(["--run-from-yaml", project, "--describe-custom-attacks"])[0] == 0
    out = capsys.readouterr().out
    assert "security/attacks/leak.yml: leak - 1 case" in out and "security/datasets/rows.csv: rows - 2 cases" in out


def test_describe_custom_attacks_names_the_oracle_of_rows_without_one(tmp_path, cli, capsys):
    """A CSV row without an oracle was left out: only the other rows' oracles were listed."""
    rows = "id,prompt,oracle_type,keywords\na,hi,keyword_absent,PZ\nb,ho,,\n"
    leak = "name: leak\noracle: {type: regex_absent, params: {pattern: x}}\ncases: [{id: a, prompt: hi}]\n"
    project = make_project(tmp_path, CAMPAIGN, {"security/datasets/rows.csv": rows, "security/attacks/leak.yml": leak})
    assert cli(["--run-from-yaml", project, "--describe-custom-attacks"])[0] == 0
    out = capsys.readouterr().out
    assert "oracles: keyword_absent; 1 case without one: the security.yml entry's oracle if it has one, else " in out
    assert "else refusal_detection (custom_benchmark's default)" in out
    assert (
        "oracles: 1 case without one: the security.yml entry's oracle if it has one, else regex_absent (the file's)"
        in out
    )


def test_user_errors_never_print_a_traceback_but_v_does(tmp_path, run_cli):
    project = make_project(tmp_path, "attacks: [{name: amnesiaa}]\n")
    quiet = run_cli("sensei-security-check", ["--run-from-yaml", project])
    assert quiet.returncode == 2 and "Traceback" not in quiet.stderr
    assert "unknown attack 'amnesiaa'" in quiet.stderr
    missing = run_cli("sensei-security-check", ["--run-from-yaml", tmp_path / "nowhere"])
    assert missing.returncode == 2 and "Traceback" not in missing.stderr
    loud = run_cli("sensei-security-check", ["--run-from-yaml", project, "-v"])
    assert loud.returncode == 2 and "Traceback" in loud.stderr


def test_stop_on_breach_stops_starting_cases(tmp_path, cli, capsys):
    project = make_project(tmp_path, CAMPAIGN.replace("attempts: 2}", "attempts: 2, stop_on_breach: true}"))
    code, [target] = cli(["--run-from-yaml", project, "--workers", "1"], FakeTarget(leaky_bot))
    assert code == 1
    assert target.calls["send"] == 1
    assert "3 cases not run (stop_on_breach)" in capsys.readouterr().out


def test_resume_flag_through_the_cli(tmp_path, cli):
    project = make_project(tmp_path, CAMPAIGN.replace("attempts: 2}", "attempts: 2, stop_on_breach: true}"))
    assert cli(["--run-from-yaml", project, "--workers", "1", "--seed", "3"], FakeTarget(leaky_bot))[0] == 1
    [folder] = (project / "output" / "security_reports").iterdir()
    target = FakeTarget(refusing_bot)
    code, _ = cli(["--run-from-yaml", project, "--resume", folder.name], target)
    assert code == 1  # the breach found before is still part of the run
    assert target.calls["send"] == 3
    assert len((folder / "results.jsonl").read_text().splitlines()) == 4


def test_help_imports_no_heavy_module():
    import subprocess
    import sys

    from tests.conftest import cli_env

    code = (
        "import sys; from user_sim.cli.security_check import main; main(['--help']); "
        "print(sorted(m for m in ('langchain', 'pandas', 'sklearn', 'rich', "
        "'user_sim.security.execute.campaign_runner') "
        "if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], env=cli_env(), capture_output=True, text=True, check=False)
    assert done.stdout.strip().endswith("[]"), done.stdout + done.stderr


def test_an_internal_error_exits_3_and_the_reports_say_aborted_never_interrupted(tmp_path, cli, monkeypatch, capsys):
    """A bug that ends the run is not a user's Ctrl-C: ``stopped: aborted: <type>: ...`` in every report, exit 3."""
    real_run_case, started = runner.run_case, []

    def run_case_with_a_bug(plan, rt):
        started.append(plan)
        if len(started) == 3:
            raise RuntimeError("a bug in the executor")
        return real_run_case(plan, rt)

    monkeypatch.setattr(runner, "run_case", run_case_with_a_bug)
    project = make_project(tmp_path, CAMPAIGN)
    code, _ = cli(["--run-from-yaml", project, "--workers", "1"])
    assert code == 3
    [folder] = (project / "output" / "security_reports").iterdir()
    err = capsys.readouterr().err
    assert "internal error: RuntimeError: a bug in the executor" in err  # and how to resume, as after Ctrl-C
    assert f"run {folder.name} aborted; everything finished so far is on disk" in err
    assert f"--resume {folder.name}" in err
    stopped = "aborted: RuntimeError: a bug in the executor"
    [summary] = folder.glob("security_report_*.yml")
    said = yaml.safe_load(summary.read_text(encoding="utf-8"))
    assert (said["stopped"], said["planned"], said["finished"]) == (stopped, 4, 2)
    assert said["did_not_run"] == {"amnesia": ["amnesia_1", "amnesia_2"]}
    assert json.loads((folder / "run.json").read_text(encoding="utf-8"))["finished"]["stopped"] == stopped
    junit = ET.parse(folder / "junit.xml").getroot()
    assert {e.get("message") for e in junit.iter("error")} == {f"not run: {stopped}"}
    page = (folder / "report.html").read_text(encoding="utf-8")
    assert "INCOMPLETE: 2 of 4 ran" in page and f"({stopped})" in page and "Ctrl-C" not in page
    [invocation] = json.loads((folder / "security.sarif").read_text(encoding="utf-8"))["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False and invocation["properties"]["stopped"] == stopped


class _ReaderGoesAfterOneLine(io.StringIO):
    """Standard output whose reader goes away after the first line (``sensei-security-check … | head -1``)."""

    def write(self, text: str) -> int:
        if "\n" in self.getvalue():
            raise BrokenPipeError(32, "Broken pipe")
        return super().write(text)

    def fileno(self) -> int:
        return 1


def test_a_campaign_whose_verdict_is_not_read_says_output_closed(tmp_path, monkeypatch):
    """``… | head -1``: exit 141, and the reports are rewritten saying output_closed (SARIF not successful)."""
    from tests.support.example_project import copy_example
    from user_sim.runs import console

    project = copy_example(tmp_path / "pizza-shop")
    stdout = _ReaderGoesAfterOneLine()
    monkeypatch.setattr(console, "gone_outputs", lambda error=None: [stdout])
    monkeypatch.setattr(os, "dup2", lambda *args: None)  # guarded() would silence the real standard output
    with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(io.StringIO()):
        code = main(["--run-from-yaml", str(project), "--no-progress"])
    assert code == 141
    [run_dir] = (project / "output" / "security_reports").iterdir()
    summary = yaml.safe_load(next(run_dir.glob("security_report_*.yml")).read_text(encoding="utf-8"))
    assert summary["stopped"] == "output_closed" and summary["finished"] == summary["planned"] > 0
    sarif = json.loads((run_dir / "security.sarif").read_text(encoding="utf-8"))
    assert sarif["runs"][0]["invocations"][0]["executionSuccessful"] is False
    assert "stopped_early" in (run_dir / "junit.xml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("stopped", "code"),
    [
        (None, 3),  # a shard missing from a merge
        ("missing_shards: 2/2", 3),
        ("interrupted", 130),  # the live run: its process exits 130, and its verdict line says so
        ("terminated", 143),
        ("shard 3/3 interrupted", 3),  # a merge of a shard stopped by Ctrl-C: its unrun cases were never judged
        ("aborted: ValueError: a bug", 3),
        ("stop_on_breach", 0),  # the run stopped itself; its breach (none here) decides
        ("budget: run budget max_cost 0.5", 4),
    ],
)
def test_planned_cases_that_did_not_run_are_incomplete_unless_the_run_stopped_them_itself(stopped, code):
    from user_sim.security.report.gate import exit_code_for

    assert int(exit_code_for([], stopped, [], "never", not_run=5)) == code
