import contextlib
import io
import json
import os
import subprocess
import sys
from xml.etree import ElementTree

import pytest
import yaml

from tests.chat.fakes import EXAMPLE, EXAMPLE_CONVERSATIONS, copy_example
from tests.conftest import cli_env

HEAVY = ("langchain", "langchain_core", "langchain_openai", "pandas", "sklearn", "numpy", "rich", "chatbot_connectors")


def test_help_imports_nothing_heavy():
    """``--help`` is quick because it imports no heavy library (checked by module, not by the clock)."""
    probe = (
        "import sys, contextlib, io\n"
        "from user_sim.cli.chat import main\n"
        "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
        "    code = main(['--help'])\n"
        f"heavy = sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r}))\n"
        "print(code, heavy, 'sensei-chat' in out.getvalue())\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], env=cli_env(), capture_output=True, text=True, check=True)
    code, rest = done.stdout.split(" ", 1)
    assert code == "0", done.stdout + done.stderr
    assert rest.strip() == "[] True", f"heavy modules imported by --help: {rest}"


@pytest.mark.parametrize(
    "args",
    [["--no-such-flag"], ["--workers", "0"], ["--workers", "many"], ["--seed", "x"], ["-t"]],
)
def test_bad_flags_are_usage_errors(run_cli, args):
    done = run_cli("sensei-chat", args)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr


def test_contradicting_cache_flags_are_a_usage_error(run_cli):
    done = run_cli("sensei-chat", ["-rfy", EXAMPLE, "--dry-run", "--ignore-cache", "--update-cache"])
    assert done.returncode == 2 and "contradict" in done.stderr and "Traceback" not in done.stderr


def test_invalid_profile_exits_2_with_file_line_column_and_no_traceback(run_cli, tmp_path):
    project = copy_example(tmp_path)
    (project / "profiles" / "broken.yml").write_text(
        "test_name: broken\nuser:\n  role: r\n  goals: [hi]\n  moood: happy\nchatbot: {fallback: f}\n"
        "conversation: {number: 1, goal_style: {steps: 1}}\n"
    )
    done = run_cli("sensei-chat", ["-rfy", project, "-t", "demo"], cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert "error: pizza-shop/profiles/broken.yml:5:3: user.moood:" in done.stderr
    assert not (project / "output").exists()


def test_dry_run_on_the_example_calls_nothing(run_cli, tmp_path):
    project = copy_example(tmp_path)
    done = run_cli("sensei-chat", ["-rfy", project, "--dry-run"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "nothing will be called" in done.stdout
    total = next(line for line in done.stdout.splitlines() if "total" in line)
    assert str(EXAMPLE_CONVERSATIONS) in total
    assert not (project / "output").exists()


def test_flags_override_run_yml(run_cli, tmp_path):
    project = copy_example(tmp_path)
    (project / "run.yml").write_text("technology: demo\nuser_profile: order_steps.yml\nmodel: gpt-4o-mini\n")
    done = run_cli("sensei-chat", ["-rfy", project, "--dry-run"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "order_steps" in done.stdout and "full_order" not in done.stdout and "gpt-4o-mini" in done.stdout
    done = run_cli(
        "sensei-chat", ["-rfy", project, "--dry-run", "--model", "scripted", "-up", "full_order.yml"], cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert "full_order" in done.stdout and "order_steps" not in done.stdout
    assert "gpt-4o-mini" not in done.stdout and "scripted" in done.stdout


def test_missing_profile_and_project_are_config_errors(run_cli, tmp_path):
    done = run_cli("sensei-chat", ["-pp", tmp_path / "nope", "--dry-run"])
    assert done.returncode == 2 and "does not exist" in done.stderr
    done = run_cli("sensei-chat", ["-rfy", EXAMPLE, "--dry-run", "-up", "ghost.yml"])
    assert done.returncode == 2 and "ghost.yml" in done.stderr and "Traceback" not in done.stderr


def test_list_connectors_lists_ours_and_chatbot_connectors(run_cli):
    done = run_cli("sensei-chat", ["--list-connectors"])
    assert done.returncode == 0
    names = [line.split()[0] for line in done.stdout.splitlines() if line.strip()]
    assert {"demo", "python", "openai_compatible", "rasa", "custom"} <= set(names)
    params = run_cli("sensei-chat", ["--list-connector-params", "rasa"])
    assert params.returncode == 0 and params.stdout.startswith("base_url [string, required]")


def test_plain_sensei_chat_in_a_project_folder_uses_its_run_yml(run_cli, tmp_path):
    project = copy_example(tmp_path)
    (project / "run.yml").write_text("technology: demo\nuser_profile: order_steps.yml\n")
    done = run_cli("sensei-chat", ["--dry-run"], cwd=project)
    assert done.returncode == 0, done.stderr
    assert "using ./run.yml" in done.stderr
    assert "order_steps" in done.stdout and "full_order" not in done.stdout


def test_run_from_yaml_accepts_the_run_yml_file_itself(run_cli, tmp_path):
    project = copy_example(tmp_path)
    (project / "run.yml").write_text("technology: demo\nuser_profile: order_steps.yml\n")
    done = run_cli("sensei-chat", ["--run-from-yaml", project / "run.yml", "--dry-run"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "order_steps" in done.stdout and "full_order" not in done.stdout
    done = run_cli("sensei-security-check", ["--run-from-yaml", project / "run.yml", "--validate-only"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr


def test_a_bot_that_always_answers_its_fallback_fails_the_run(run_cli, tmp_path):
    project = copy_example(tmp_path)
    (project / "bot.py").write_text('def reply(message):\n    return "Sorry, I didn\'t understand that."\n')
    run_yml = "technology: python\nconnector_params: {callable: bot.py:reply}\nuser_profile: full_order.yml\n"
    (project / "run.yml").write_text(run_yml)
    done = run_cli("sensei-chat", ["-rfy", project], cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert run_cli("sensei-chat", ["-rfy", project, "--fail-on", "error"], cwd=tmp_path).returncode == 0
    assert run_cli("sensei-chat", ["-rfy", project, "--fail-on", "bogus"], cwd=tmp_path).returncode == 2


ANY_PROFILE = """test_name: any_pizza
llm: {model: gpt-4o-mini}
user:
  role: You are a customer of a pizza shop.
  goals:
    - "a {{pizza}} pizza"
    - pizza:
        function: forward()
        type: string
        data:
          - margherita
          - any(2 other pizza names)
chatbot: {fallback: "Sorry, I didn't understand that."}
conversation: {number: 1, goal_style: {steps: 3}}
"""


def test_any_lists_with_model_scripted_say_why_in_one_line(run_cli, tmp_path):
    """--model scripted replaces the profile's model: nothing can draw the any() values, said at the any() item."""
    project = copy_example(tmp_path)
    (project / "profiles" / "any_pizza.yml").write_text(ANY_PROFILE)
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "any_pizza.yml", "--model", "scripted"], cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("error")]
    assert errors == [
        "error: pizza-shop/profiles/any_pizza.yml:11:11: user.goals[1].pizza.data: any() needs an LLM to generate "
        "values, but --model scripted runs the scripted user, which has none; list the values or run without "
        "--model scripted"
    ], done.stderr
    assert "provider" not in done.stderr and not (project / "output").exists()


def test_an_inconclusive_rule_is_not_hidden_by_a_failed_conversation(run_cli, tmp_path):
    """Conversations fail (1) and a rule cannot be judged without a model (3): the strongest cause, 3, wins."""
    project = copy_example(tmp_path)
    (project / "bot.py").write_text('def reply(message):\n    return "Sorry, I didn\'t understand that."\n')
    run_yml = "technology: python\nconnector_params: {callable: bot.py:reply}\nuser_profile: full_order.yml\n"
    (project / "run.yml").write_text(run_yml)
    for rule in (project / "rules").iterdir():
        rule.unlink()
    (project / "rules" / "on_topic.yml").write_text(
        "name: on_topic\ndescription: the bot talks about pizza\n"
        "oracle: semantic_content(chatbot_phrases[0], 'pizza')\n"
    )
    done = run_cli("sensei-chat", ["-rfy", project], cwd=tmp_path)
    assert "INCONCLUSIVE on_topic" in done.stdout, done.stdout + done.stderr
    assert done.returncode == 3, done.stdout + done.stderr
    assert run_cli("sensei-chat", ["-rfy", project, "--no-rules"], cwd=tmp_path).returncode == 1


def test_conversations_that_failed_a_rule_are_said_not_to_pass_on_the_console(run_cli, tmp_path):
    """The run table counts end reasons (all passed on the example); the rules' line says the run did not pass."""
    project = copy_example(tmp_path)
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml"], cwd=tmp_path, env={"COLUMNS": ""})
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 conversation of 6 failed a rule: the run did not pass" in done.stdout
    # stdout is not a terminal and there is no width hint: the rules table is whole, as in a CI log
    assert any("inconclusive" in line and "fail rate" in line for line in done.stdout.splitlines()), done.stdout
    assert "…" not in done.stdout


def _user_or_schema_answer(request):
    from tests.support.openai_server import example_from_schema

    schema = ((request.get("response_format") or {}).get("json_schema") or {}).get("schema")
    return "I would like a large pepperoni pizza, please." if schema is None else {"json": example_from_schema(schema)}


def test_verbose_shows_one_line_per_http_call_but_not_the_http_libraries_chatter(run_cli, tmp_path, openai_server):
    """SENSEI projects ship `execution_parameters: [verbose]`: the log stays readable (no httpcore/openai DEBUG)."""
    project = copy_example(tmp_path)
    (project / "run.yml").write_text(
        "technology: demo\nuser_profile: order_steps.yml\nexecution_parameters: [verbose]\n"
    )
    profile = project / "profiles" / "order_steps.yml"  # two short conversations show the log as well as all
    text = profile.read_text(encoding="utf-8").replace("number: combinations", "number: 2")
    profile.write_text(text.replace("steps: 6", "steps: 2"), encoding="utf-8")
    server = openai_server(_user_or_schema_answer)
    args = ["-rfy", project, "--model", "m", "--base-url", server.base_url, "--no-rules", "--fail-on", "never"]
    done = run_cli("sensei-chat", args, cwd=tmp_path, process=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "INFO httpx" in done.stderr, done.stderr[-2000:]  # one line per HTTP call
    noisy = [line for line in done.stderr.splitlines() if line.startswith("DEBUG") and "user_sim" not in line]
    assert noisy == [], noisy[:5]


LLM_RULE = """\
name: every_bot_talks_pizza
description: the whole set of conversations is about pizza
conversations: all
oracle: all(semantic_content(c.chatbot_phrases[0], 'pizza') for c in conv)
"""


class _ReaderGoesAway(io.StringIO):
    """Standard output whose reader goes away once the rules table is printed (``sensei-chat … | head -20``)."""

    def __init__(self, devnull: int) -> None:
        super().__init__()
        self.devnull = devnull

    def write(self, text: str) -> int:
        if "every_bot_talks_pizza" in self.getvalue():
            raise BrokenPipeError(32, "Broken pipe")
        return super().write(text)

    def fileno(self) -> int:
        return self.devnull


def test_a_closed_output_does_not_check_the_rules_again(tmp_path, openai_server, monkeypatch):
    """The output closes after the rules table: the `all` rule is not checked again, so its LLM question is not
    asked again (an answer is remembered, but a failed call is retried, and paid for, on every check)."""
    from user_sim.cli import chat
    from user_sim.runs import console

    rule_prompts: list[str] = []

    def respond(request):
        if "Answer only YES or NO" in json.dumps(request["messages"]):
            rule_prompts.append(json.dumps(request["messages"]))
            return {"status": 400, "message": "the rule's model refuses"}  # not retried: one request per question
        return _user_or_schema_answer(request)

    server = openai_server(respond)
    project = copy_example(tmp_path)
    for rule in (project / "rules").iterdir():
        rule.unlink()
    (project / "rules" / "pizza.yml").write_text(LLM_RULE, encoding="utf-8")
    profile = project / "profiles" / "order_steps.yml"
    text = profile.read_text(encoding="utf-8").replace("number: combinations", "number: 2")
    profile.write_text(text.replace("steps: 6", "steps: 2"), encoding="utf-8")
    devnull = os.open(os.devnull, os.O_WRONLY)
    stdout = _ReaderGoesAway(devnull)
    monkeypatch.setattr(console, "gone_outputs", lambda error=None: [stdout])
    args = ["-rfy", str(project), "-up", "order_steps.yml", "--model", "m", "--base-url", server.base_url]
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(io.StringIO()):
            code = chat.main([*args, "--fail-on", "never"])
    finally:
        os.close(devnull)
    assert code == 141 and "every_bot_talks_pizza" in stdout.getvalue()  # the table was printed, then the pipe broke
    [run_dir] = (project / "output" / "runs").iterdir()
    summary = yaml.safe_load((run_dir / "report.yml").read_text(encoding="utf-8"))
    assert summary["stopped"] == "output_closed"
    assert summary["rules"]["verdicts"]["every_bot_talks_pizza"]["inconclusive"] == 1
    assert len(rule_prompts) == len(set(rule_prompts)) == 1  # asked once, not once per ending


def test_a_crash_while_the_run_is_judged_leaves_files_that_say_aborted(tmp_path, monkeypatch):
    """An internal error after the conversations (here in the rules): exit 3, the files say aborted, never judging."""
    from user_sim.cli import chat
    from user_sim.evaluation.rules import in_chat

    def broken(*args, **kwargs):
        raise ValueError("a bug in the rules")

    monkeypatch.setattr(in_chat, "finish_rules_outcome", broken)
    project = copy_example(tmp_path)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
        code = chat.main(["-rfy", str(project), "-up", "order_steps.yml"])
    assert code == 3 and "internal error: ValueError: a bug in the rules" in err.getvalue()
    [run_dir] = (project / "output" / "runs").iterdir()
    assert f"error: run {run_dir.name} aborted; everything finished so far is on disk" in err.getvalue()
    assert f"resume with: sensei-chat -rfy {project} -up order_steps.yml --resume {run_dir.name}" in err.getvalue()
    summary = yaml.safe_load((run_dir / "report.yml").read_text(encoding="utf-8"))
    assert summary["stopped"] == "aborted: ValueError: a bug in the rules"
    assert summary["finished"] == summary["planned"] == 6
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert "INCOMPLETE: 6 of 6 ran" in page and "IN PROGRESS" not in page and "PASSED" not in page
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert [e.get("type") for e in root.iter("error")] == ["stopped_early"]


def test_a_crash_in_the_last_reports_still_leaves_files_that_say_aborted(tmp_path, monkeypatch):
    """The error comes from writing the final reports, and comes again: the aborted stamp is written first, alone."""
    from user_sim.cli import chat, chat_evaluation

    def broken(*args, **kwargs):
        raise ValueError("a bug in the last reports")

    monkeypatch.setattr(chat_evaluation, "write_validated_reports", broken)
    project = copy_example(tmp_path)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        code = chat.main(["-rfy", str(project), "-up", "order_steps.yml"])
    assert code == 3
    [run_dir] = (project / "output" / "runs").iterdir()
    summary = yaml.safe_load((run_dir / "report.yml").read_text(encoding="utf-8"))
    assert summary["stopped"] == "aborted: ValueError: a bug in the last reports"
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert [e.get("type") for e in root.iter("error")] == ["stopped_early"]


def test_resuming_a_run_whose_run_json_is_truncated_is_one_line_exit_2_and_changes_nothing(run_cli, tmp_path):
    """A cut-short run.json is never read as an empty one (another seed, no shard, no profiles to compare)."""
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    info = run / "run.json"
    info.write_text(info.read_text(encoding="utf-8")[:40], encoding="utf-8")
    before = {p: p.read_bytes() for p in run.rglob("*") if p.is_file()}
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--resume", run.name])
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{info}:2:" in done.stderr and "not readable JSON" in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert {p: p.read_bytes() for p in run.rglob("*") if p.is_file()} == before


def test_a_crash_in_the_ending_of_an_interrupted_run_says_both_and_the_files_keep_interrupted(tmp_path, monkeypatch):
    """Ctrl-C stops the conversations, then the ending crashes (every time it is tried): both are said, exit 3, the
    files keep ``interrupted`` (never judging), and the command that resumes the run is printed."""
    from user_sim.chat import conversation_runner
    from user_sim.cli import chat
    from user_sim.evaluation.rules import in_chat

    real_drive, started = conversation_runner.drive, []

    def drive_then_ctrl_c(*args, **kwargs):
        started.append(1)
        if len(started) == 3:
            raise KeyboardInterrupt
        return real_drive(*args, **kwargs)

    def broken(*args, **kwargs):
        raise ValueError("a bug in the rules")

    monkeypatch.setattr(conversation_runner, "drive", drive_then_ctrl_c)
    monkeypatch.setattr(in_chat, "finish_rules_outcome", broken)
    project = copy_example(tmp_path)
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()) as err:
        code = chat.main(["-rfy", str(project), "-up", "order_steps.yml", "--workers", "1"])
    said = err.getvalue()
    [run_dir] = (project / "output" / "runs").iterdir()
    assert code == 3, said
    assert "internal error: ValueError: a bug in the rules" in said
    assert f"run {run_dir.name} was stopped before the error: interrupted (Ctrl-C)" in said
    assert f"--resume {run_dir.name}" in said
    summary = yaml.safe_load((run_dir / "report.yml").read_text(encoding="utf-8"))
    assert (summary["stopped"], summary["finished"], summary["planned"]) == ("interrupted", 2, 6)
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert "INCOMPLETE: 2 of 6 ran" in page and "IN PROGRESS" not in page


def _edit(profiles, change):
    order = profiles / "full_order.yml"
    if change == "changed":
        order.write_text(order.read_text(encoding="utf-8").replace("test_name: full_order", "test_name: full_order2"))
    elif change == "renamed":
        order.rename(profiles / "full_order_v2.yml")
    elif change == "removed":
        order.unlink()
    else:
        text = order.read_text(encoding="utf-8").replace("test_name: full_order", "test_name: another_order")
        (profiles / "another_order.yml").write_text(text, encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ("changed", "profiles/full_order.yml changed"),
        ("renamed", "profiles/full_order.yml renamed to profiles/full_order_v2.yml"),
        ("removed", "profiles/full_order.yml removed"),
        ("added", "profiles/another_order.yml added"),
    ],
)
def test_resuming_with_other_profiles_than_the_run_started_with_is_refused(run_cli, tmp_path, change, named):
    """A run resumed with other profiles would mix two plans in one run folder: exit 2, one line, nothing touched."""
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "--no-rules"], cwd=tmp_path).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    before = {p: p.read_bytes() for p in run.rglob("*") if p.is_file()}
    _edit(project / "profiles", change)
    done = run_cli("sensei-chat", ["-rfy", project, "--no-rules", "--resume", run.name], cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"error: --resume {run.name}: the profiles are not those that run started with ({named})" in done.stderr
    assert "start a new run" in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert {p: p.read_bytes() for p in run.rglob("*") if p.is_file()} == before


def _budget_stopped_run(run_cli, tmp_path, openai_server):
    """The example's order_steps profile, 3 conversations, stopped in the first by its max_cost $0.2 (exit 4).

    The budget ends the conversation mid-way; the extraction after it is refused by the budget too, for more.
    """
    project = copy_example(tmp_path)
    evaluation = "evaluation:\n  metrics: []\n  custom_metrics: [metrics/order_total.py]\n"
    with (project / "run.yml").open("a", encoding="utf-8") as run_yml:
        run_yml.write(evaluation + "  require_validated_evaluators: false\n")
    (project / "prices.yml").write_text("models:\n  m: {input: 100, output: 300}\n", encoding="utf-8")
    profile = project / "profiles" / "order_steps.yml"
    text = profile.read_text(encoding="utf-8").replace("  number: combinations\n", "  number: 3\n  max_cost: 0.2\n")
    profile.write_text(text, encoding="utf-8")
    server = openai_server(_user_or_schema_answer)
    args = ["-rfy", project, "-up", "order_steps.yml", "--model", "m", "--base-url", server.base_url, "--no-rules"]
    done = run_cli("sensei-chat", [*args, "--workers", "1"], cwd=tmp_path)
    assert done.returncode == 4, done.stdout + done.stderr
    [run] = (project / "output" / "runs").iterdir()
    return profile, args, run, done


def test_a_budget_stop_says_budget_in_its_files_and_how_to_go_on(run_cli, tmp_path, openai_server):
    """A max_cost that stops the run is exit 4 and its files say why (never ``stopped: null``, "ran to its end");
    what ran is judged as usual (a budget stops no judging). The console says the same budget, to the cent."""
    _profile, _args, run, done = _budget_stopped_run(run_cli, tmp_path, openai_server)
    report = yaml.safe_load((run / "report.yml").read_text(encoding="utf-8"))
    assert report["stopped"].startswith("budget: profile order_steps budget conversation.max_cost $0.2"), report
    assert f"stopped by a budget: {report['stopped'].removeprefix('budget: ')}\n" in done.stdout, done.stdout
    assert (report["planned"], report["finished"]) == (3, 1)
    page = (run / "report.html").read_text(encoding="utf-8")
    assert f"Raise the max_cost that stopped it, then resume it: the same command with --resume {run.name}" in page
    assert 'message="not run: budget: profile order_steps budget' in (run / "junit.xml").read_text(encoding="utf-8")
    judged = json.loads((run / "evaluation.json").read_text(encoding="utf-8"))
    assert len(judged["conversations"]) == 1 and report["evaluation"] is not None


def test_after_a_budget_stop_the_raised_max_cost_resumes_the_run_and_nothing_else_may_change(
    run_cli, tmp_path, openai_server
):
    """The page's advice works: the profile's max_cost raised (its plan unchanged), --resume runs the rest; a budget
    lowered, or anything else changed in the profile, is still another plan (exit 2)."""
    profile, args, run, _done = _budget_stopped_run(run_cli, tmp_path, openai_server)
    stopped = profile.read_text(encoding="utf-8")
    lowered = "(profiles/order_steps.yml: conversation.max_cost lowered (was 0.2, is 0.1) (a resume may raise a budget"
    edits = {
        ("max_cost: 0.2", "max_cost: 0.1"): lowered,
        ("steps: 6", "steps: 5"): "(profiles/order_steps.yml changed)",
    }
    for (was, is_), said in edits.items():
        profile.write_text(stopped.replace(was, is_), encoding="utf-8")
        refused = run_cli("sensei-chat", [*args, "--resume", run.name], cwd=tmp_path)
        assert refused.returncode == 2 and said in refused.stderr, refused.stderr
    profile.write_text(stopped.replace("max_cost: 0.2", "max_cost: 100  # raised"), encoding="utf-8")
    done = run_cli("sensei-chat", [*args, "--resume", run.name], cwd=tmp_path)
    assert done.returncode in (0, 1), done.stdout + done.stderr
    report = yaml.safe_load((run / "report.yml").read_text(encoding="utf-8"))
    assert (report["stopped"], report["planned"], report["finished"]) == (None, 3, 3)


@pytest.mark.parametrize(
    ("flags", "named"),
    [
        (["-cp", "flaws=false"], "the chatbot's connector_params.flaws (was not set, is set)"),
        (
            ["--base-url", "http://127.0.0.1:9/v1"],  # a server of the OpenAI protocol: the provider as resolved too
            "the simulated user's provider (was default, is openai) in order_steps; the simulated user's base_url (was "
            "none, is set) in order_steps",
        ),
        (["--model", "m"], "the simulated user's model (was scripted, is m) in order_steps"),
    ],
)
def test_resuming_against_another_chatbot_or_with_another_simulated_user_is_refused(run_cli, tmp_path, flags, named):
    """Conversations against two chatbots, or played by two simulated users, would be one verdict: exit 2, naming the
    key (a connector parameter's value never shown), before anything is contacted; the run is left as it was."""
    project = copy_example(tmp_path)
    args = ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]
    assert run_cli("sensei-chat", args, cwd=tmp_path).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    before = {p: p.read_bytes() for p in run.rglob("*") if p.is_file()}
    done = run_cli("sensei-chat", [*args, *flags, "--resume", run.name], cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    said = f"error: --resume {run.name}: another chatbot or simulated user than that run ran with — {named}"
    assert said in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    dry = run_cli("sensei-chat", [*args, *flags, "--resume", run.name, "--dry-run"], cwd=tmp_path)
    assert dry.returncode == 2 and said in dry.stderr, dry.stdout + dry.stderr  # passes no resume the real one refuses
    assert {p: p.read_bytes() for p in run.rglob("*") if p.is_file()} == before
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    del info["identity"]  # a run.json from before the identity was recorded: nothing says it is the same chatbot
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    old = run_cli("sensei-chat", [*args, "--resume", run.name], cwd=tmp_path)
    assert old.returncode == 2 and "does not record which chatbot and simulated user it ran with" in old.stderr
    # no resume can add to it: the way on is a new run, never "resume it with the technology ... it ran with"
    assert "would run against the same ones; start a new run (without --resume)\n" in old.stderr, old.stderr


def test_naming_the_provider_the_model_name_already_implied_resumes_the_run(run_cli, tmp_path, openai_server):
    """gpt-4o-mini goes to openai whether --provider says so or not: the identity compares the provider as resolved,
    and a run.json of round 26 (``default`` for an inferred provider) resumes too; another provider is refused."""
    project = copy_example(tmp_path)
    server = openai_server(_user_or_schema_answer)
    env = {"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "sk-test"}  # the openai provider, served locally
    args = ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--fail-on", "never", "--model", "gpt-4o-mini"]
    assert run_cli("sensei-chat", args, cwd=tmp_path, env=env).returncode == 0 and server.calls
    [run] = (project / "output" / "runs").iterdir()
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    assert info["identity"]["simulated_user"]["order_steps.provider"] == "openai"
    info["identity"]["simulated_user"]["order_steps.provider"] = "default"  # as round 26 recorded it
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    resumed = run_cli("sensei-chat", [*args, "--provider", "openai", "--resume", run.name], cwd=tmp_path, env=env)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    other = run_cli("sensei-chat", [*args, "--provider", "azure_openai", "--resume", run.name], cwd=tmp_path, env=env)
    assert other.returncode == 2 and "provider (was openai, is azure_openai)" in other.stderr, other.stderr


def test_a_round_26_run_that_named_its_openai_compatible_server_resumes(run_cli, tmp_path, openai_server):
    """Round 26 recorded a named provider as given (``openai_compatible``); the same command resolves it to openai
    now: resolved on both sides, the run resumes."""
    project = copy_example(tmp_path)
    server = openai_server(_user_or_schema_answer)
    args = ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--fail-on", "never", "--model", "m"]
    args += ["--base-url", server.base_url, "--provider", "openai_compatible"]
    assert run_cli("sensei-chat", args, cwd=tmp_path).returncode == 0 and server.calls
    [run] = (project / "output" / "runs").iterdir()
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    info["identity"]["simulated_user"]["order_steps.provider"] = "openai_compatible"  # as round 26 recorded it
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    resumed = run_cli("sensei-chat", [*args, "--resume", run.name], cwd=tmp_path)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr


def test_a_run_that_recorded_a_reference_as_written_resumes_with_the_same_reference(run_cli, tmp_path, monkeypatch):
    """Before a ``${NAME}`` was digested as its value, run.json recorded it as written: the same command was refused
    as "another chatbot"; it resumes, and another reference is still refused."""
    project = copy_example(tmp_path)
    monkeypatch.setenv("DEMO_FLAWS", "false")
    args = ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "-cp", "flaws=${DEMO_FLAWS}"]
    assert run_cli("sensei-chat", args, cwd=tmp_path).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    info["identity"]["chatbot"]["connector_params.flaws"] = "digest:4af99450548c88b9461f04f468c2ea4b"  # as written
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    monkeypatch.setenv("OTHER_FLAWS", "false")
    other = run_cli("sensei-chat", [*args[:-1], "flaws=${OTHER_FLAWS}", "--resume", run.name], cwd=tmp_path)
    assert other.returncode == 2 and "connector_params.flaws (another value)" in other.stderr, other.stderr
    resumed = run_cli("sensei-chat", [*args, "--resume", run.name], cwd=tmp_path)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr


def test_run_json_records_the_temperature_the_scripted_user_plays_at(run_cli, tmp_path):
    """The scripted user samples nothing: its identity says temperature 0, as the console and the page do."""
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    identity = json.loads((run / "run.json").read_text(encoding="utf-8"))["identity"]
    assert identity["simulated_user"]["order_steps.temperature"] == "0", identity


@pytest.mark.parametrize(
    ("run_yml", "file", "edited"),
    [
        (
            "technology: python\nconnector_params: {callable: bot.py:reply}\n",
            "bot.py",
            "def reply(m):\n    return 'Hi'\n",
        ),
        ("technology: custom\nconnector_params: {config_path: bot.yml}\n", "bot.yml", None),
    ],
)
def test_resuming_after_the_file_a_connector_parameter_names_was_edited_is_refused(
    run_cli, tmp_path, openai_server, run_yml, file, edited
):
    """The same path may name another chatbot once its file is edited: the resume refuses it, naming the parameter
    and the file (exit 2); the file as it was resumes."""
    project = copy_example(tmp_path)
    server = openai_server()
    bot = "Welcome to the pizza shop! What would you like?"
    (project / "bot.py").write_text(f"def reply(message):\n    return {bot!r}\n", encoding="utf-8")
    (project / "bot.yml").write_text(
        f"name: bot\nbase_url: {server.base_url.removesuffix('/v1')}\nsend_message:\n  path: /v1/chat/completions\n"
        "  method: POST\n  payload_template:\n    model: bot\n    messages:\n      - role: user\n"
        '        content: "{user_msg}"\nresponse_path: choices.0.message.content\n',
        encoding="utf-8",
    )
    (project / "run.yml").write_text(run_yml, encoding="utf-8")
    args = ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]
    first = run_cli("sensei-chat", args, cwd=tmp_path)
    assert first.returncode in (0, 1), first.stdout + first.stderr
    [run] = (project / "output" / "runs").iterdir()
    was = (project / file).read_text(encoding="utf-8")
    (project / file).write_text(edited or was.replace("name: bot", "name: another"), encoding="utf-8")
    done = run_cli("sensei-chat", [*args, "--resume", run.name], cwd=tmp_path)
    said = f"the chatbot's connector_params.{run_yml.split('{')[1].split(':')[0]} file {file} (edited since)"
    assert done.returncode == 2 and said in done.stderr, done.stdout + done.stderr
    (project / file).write_text(was, encoding="utf-8")
    assert run_cli("sensei-chat", [*args, "--resume", run.name], cwd=tmp_path).returncode in (0, 1)


def test_an_alias_of_a_technology_resumes_a_run_made_with_the_technology(run_cli, tmp_path, openai_server):
    """``chat_completions`` is ``openai_compatible`` (--list-connectors: "Alias of"): the same chatbot, resumed."""
    project = copy_example(tmp_path)
    server = openai_server()
    args = ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "-cp", f"base_url={server.base_url},model=bot"]
    first = run_cli("sensei-chat", [*args, "-t", "openai_compatible"], cwd=tmp_path)
    assert first.returncode in (0, 1), first.stdout + first.stderr
    [run] = (project / "output" / "runs").iterdir()
    identity = json.loads((run / "run.json").read_text(encoding="utf-8"))["identity"]
    assert identity["chatbot"]["technology"] == "openai_compatible"
    done = run_cli("sensei-chat", [*args, "-t", "chat_completions", "--resume", run.name], cwd=tmp_path)
    assert done.returncode in (0, 1) and "technology" not in done.stderr, done.stdout + done.stderr


def test_resuming_without_the_profile_a_run_was_started_with_says_which(run_cli, tmp_path):
    """A run started on one profile (-up) and resumed without it would plan every profile: exit 2, naming the one."""
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    done = run_cli("sensei-chat", ["-rfy", project, "--no-rules", "--resume", run.name])
    assert done.returncode == 2, done.stdout + done.stderr
    said = f"--resume {run.name}: that run was started with user_profile order_steps.yml: resume it with the same"
    assert said in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
    again = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--resume", run.name])
    assert again.returncode == 0, again.stdout + again.stderr


def test_security_enabled_in_run_yml_is_said_not_to_run_and_its_missing_file_is_an_error(run_cli, tmp_path):
    project = copy_example(tmp_path)
    run_yml = "technology: demo\nsecurity:\n  enabled: true\n  config: security/nope.yml\n"
    (project / "run.yml").write_text(run_yml, encoding="utf-8")
    done = run_cli("sensei-chat", ["-rfy", project, "--dry-run"], cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "run.yml:4:11: security.config: no such file" in done.stderr and "security/nope.yml'" in done.stderr
    (project / "security" / "nope.yml").write_text("attacks: [{name: amnesia}]\n", encoding="utf-8")
    done = run_cli("sensei-chat", ["-rfy", project, "--dry-run"], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "sensei-chat does not run the security campaign; run sensei-security-check for it" in done.stderr


def test_resuming_after_the_personality_a_profile_uses_changed_is_refused_naming_it(run_cli, tmp_path):
    """A project personality file edited since the run started would plan the rest from another personality."""
    project = copy_example(tmp_path)
    (project / "personalities").mkdir(exist_ok=True)
    (project / "personalities" / "mine.yml").write_text("name: mine\ncontext:\n  - Be brief.\n", encoding="utf-8")
    profile = project / "profiles" / "order_steps.yml"
    profile.write_text(profile.read_text(encoding="utf-8").replace("personality: direct", "personality: mine"))
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    (project / "personalities" / "mine.yml").write_text("name: mine\ncontext:\n  - Be rude.\n", encoding="utf-8")
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--resume", run.name])
    assert done.returncode == 2, done.stdout + done.stderr
    assert "(personalities/mine.yml changed)" in done.stderr and len(done.stderr.strip().splitlines()) == 1


SIZES_CODE = "def sizes(path):\n    with open(path, encoding='utf-8') as f:\n        return f.read().split()\n"


@pytest.mark.parametrize("edited", ["data/sizes.py", "data/sizes.txt"])
def test_resuming_after_a_data_file_a_profile_draws_values_from_changed_is_refused_naming_it(run_cli, tmp_path, edited):
    """A variable's values drawn by project code (data: {file, function_name, args}): its Python file or a project
    file its args name, edited since the run started, would plan the rest from other values (README: Resume)."""
    project = _drawn_by_code(tmp_path, SIZES_CODE, "data/sizes.txt")
    (project / "data" / "sizes.txt").write_text("small large\n", encoding="utf-8")
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    recorded = json.loads((run / "run.json").read_text(encoding="utf-8"))["profiles"][0]["draws_on"]
    assert {"data/sizes.py", "data/sizes.txt"} <= set(recorded)
    with (project / edited).open("a", encoding="utf-8") as file:
        file.write("\n# edited\n" if edited.endswith(".py") else "medium\n")
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--resume", run.name])
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"({edited} changed)" in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_a_run_json_from_before_data_files_were_recorded_still_resumes(run_cli, tmp_path):
    """A run whose run.json recorded no data.file digests (older runs) resumes: nothing recorded to compare."""
    project = _drawn_by_code(tmp_path, "def sizes():\n    return ['small', 'large']\n")
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    info["profiles"][0]["draws_on"].pop("data/sizes.py")
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--resume", run.name])
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_run_json_without_the_digests_of_personalities_still_resumes(run_cli, tmp_path):
    """Runs written before the personality digests were recorded resume as before (nothing recorded to compare)."""
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    for listed in info["profiles"]:
        del listed["draws_on"]
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules", "--resume", run.name])
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("written", ["{project}/profiles/order_steps.yml", "profiles/order_steps.yml"])
def test_resuming_with_the_same_profile_named_another_way_is_the_same_selection(run_cli, tmp_path, written):
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    up = written.format(project=project)
    done = run_cli("sensei-chat", ["-rfy", ".", "-up", up, "--no-rules", "--resume", run.name], cwd=project)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("junit", ["afile/j.xml", "jdir"])
def test_a_junit_file_under_a_file_or_naming_a_folder_is_refused_before_anything_runs(run_cli, tmp_path, junit):
    project = copy_example(tmp_path)
    (tmp_path / "afile").write_text("", encoding="utf-8")
    (tmp_path / "jdir").mkdir()
    done = run_cli("sensei-chat", ["-rfy", project, "--junit", tmp_path / junit])
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.startswith("error: --junit: ") and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not (project / "output" / "runs").exists() or not any((project / "output" / "runs").iterdir())


def _damage_run_json(info: dict, damage: str) -> dict:
    if damage == "seed":
        return info | {"seed": "x"}
    if damage == "sha256":
        del info["profiles"][0]["sha256"]
        return info
    return {}


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        ("empty", ":1:1: run_id: required key is missing (and 3 more)"),
        ("seed", ": seed: must be an integer, got 'x'"),
        ("sha256", ": profiles[0].sha256: required key is missing"),
    ],
)
def test_resuming_a_run_whose_run_json_lacks_a_key_or_has_a_wrong_type_is_one_error_exit_2(
    run_cli, tmp_path, damage, said
):
    """Every reader of run.json gets the one located line, never a KeyError (internal error, exit 3)."""
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    info = json.loads((run / "run.json").read_text(encoding="utf-8"))
    (run / "run.json").write_text(json.dumps(_damage_run_json(info, damage), indent=2), encoding="utf-8")
    for name, args in (
        ("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--resume", run.name]),
        ("sensei-merge", [run, run]),
        ("sensei-check", ["labels", "export", run, "--out", tmp_path / "l.csv", "--sample", "1"]),
    ):
        done = run_cli(name, args)
        assert done.returncode == 2, (name, done.stdout + done.stderr)
        assert done.stderr.startswith(f"error: {run / 'run.json'}:") and said in done.stderr, (name, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1, done.stderr
        assert "Traceback" not in done.stderr and "KeyError" not in done.stderr


def test_ctrl_c_before_the_run_folder_exists_says_no_run_folder_was_made(run_cli, tmp_path, monkeypatch):
    """Interrupted while the models are checked (the first seconds): nothing is on disk, and the message says so."""
    from user_sim.chat import run_chat

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(run_chat, "preflight", interrupted)
    project = copy_example(tmp_path)
    done = run_cli("sensei-chat", ["-rfy", project], cwd=tmp_path)
    assert done.returncode == 130, done.stderr
    assert "error: interrupted; no run folder was made: nothing was written" in done.stderr
    assert "on disk" not in done.stderr and "resume" not in done.stderr
    assert not (project / "output" / "runs").exists()


def test_ctrl_c_while_a_resume_is_checked_says_the_run_is_as_it_was(run_cli, tmp_path, monkeypatch):
    """Interrupted in the preflight of ``--resume``: the resumed run's folder exists and is untouched; the message
    says that, not that no run folder was made."""
    from user_sim.chat import run_chat

    project = copy_example(tmp_path)
    first = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml"], cwd=tmp_path)
    [run] = (project / "output" / "runs").iterdir()
    before = {p.name: p.stat().st_mtime_ns for p in run.iterdir()}

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(run_chat, "preflight", interrupted)
    done = run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--resume", run.name], cwd=tmp_path)
    assert first.returncode in (0, 1) and done.returncode == 130, done.stderr
    assert f"error: interrupted; nothing was written: run {run.name} is as it was" in done.stderr, done.stderr
    assert "no run folder was made" not in done.stderr
    assert {p.name: p.stat().st_mtime_ns for p in run.iterdir()} == before


def test_an_extraction_the_model_answered_in_prose_says_extraction_failed_for_the_whole_output(
    run_cli, tmp_path, openai_server
):
    project = copy_example(tmp_path)
    profile = project / "profiles" / "order_steps.yml"
    text = profile.read_text(encoding="utf-8").replace("number: combinations", "number: 1")
    profile.write_text(text.replace("steps: 6", "steps: 2"), encoding="utf-8")

    def respond(request):
        if request.get("response_format"):
            return "I think the answer is yes."  # the extraction's structured answer, in prose
        return _user_or_schema_answer(request)

    server = openai_server(respond)
    args = ["-rfy", project, "-up", "order_steps.yml", "--model", "m", "--base-url", server.base_url, "--no-rules"]
    done = run_cli("sensei-chat", args, cwd=tmp_path)
    assert done.returncode == 3, done.stdout + done.stderr
    said = "error: order_steps/0: extraction failed: the whole output: structured output did not validate: not JSON"
    assert said in done.stdout, done.stdout
    assert ": *:" not in done.stdout


def _drawn_by_code(tmp_path, code: str, *args: str):
    """The example project whose order_steps profile draws its sizes from ``data/sizes.py`` (``code``) with ``args``."""
    project = copy_example(tmp_path)
    (project / "data").mkdir()
    (project / "data" / "sizes.py").write_text(code, encoding="utf-8")
    profile = project / "profiles" / "order_steps.yml"
    drawn = "data:\n          file: data/sizes.py\n          function_name: sizes\n"
    drawn += f"          args: [{', '.join(args)}]\n" if args else ""
    text = profile.read_text(encoding="utf-8")
    profile.write_text(text.replace("data:\n          - small\n          - large\n", drawn), encoding="utf-8")
    return project


def test_a_value_in_a_url_query_string_is_never_written_out_whatever_its_name(run_cli, tmp_path, openai_server):
    """Azure Functions' ``?code=`` is named like no credential: still hidden on the console and in every file.

    A value in the URL's path is an ordinary word and is shown as it is. The server knows no such path: every turn
    fails, and its error quotes the URL.
    """
    root = openai_server().base_url.rsplit("/v1", 1)[0]
    url = f"{root}/${{MODE}}/v1?code=${{FUNC_CODE}}"
    run_yml = {
        "technology": "openai_compatible",
        "connector_params": {"base_url": url, "model": "m"},
        "user_profile": "order_steps.yml",
    }
    project = copy_example(tmp_path)
    (project / "run.yml").write_text(yaml.safe_dump(run_yml))
    env = {"FUNC_CODE": "s3cr3tFuncKey99", "MODE": "empty"}
    done = run_cli("sensei-chat", ["-rfy", project, "--junit", tmp_path / "junit.xml"], cwd=tmp_path, env=env)
    assert done.returncode == 3, done.stdout + done.stderr
    written = [done.stdout, done.stderr, (tmp_path / "junit.xml").read_text()]
    written += [path.read_text() for path in (project / "output").rglob("*") if path.is_file()]
    assert len(written) > 8 and not [text for text in written if "s3cr3tFuncKey99" in text]
    assert any("/empty/v1?code=${FUNC_CODE}" in text for text in written), done.stdout + done.stderr
