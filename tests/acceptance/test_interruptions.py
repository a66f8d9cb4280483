"""Engine criterion 4 (``kill -9`` halfway, then ``--resume``), Ctrl-C (130), SIGTERM (143) and a closed output (141),
through the real CLI: what finished is on disk, and the files say the run is incomplete."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from xml.etree import ElementTree

import pytest
import yaml

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import (
    conversation_file,
    explain,
    key_of,
    make_project,
    only_run,
    report,
    results,
    yaml_documents,
)
from tests.acceptance.test_offline_example import offline_env
from tests.conftest import CLI_MODULES, StartServer, cli_env
from tests.evaluation.judge_server import judge
from tests.evaluation.test_check_evaluate import with_evaluation
from tests.support.example_project import copy_example
from user_sim.runs.completion import RUNNING

CONVERSATIONS = 8
SLOW_BOT = """\
import time

from user_sim.targets.demo import DemoBot


class Bot:
    \"\"\"The demo pizza bot, answering slowly.\"\"\"

    def __init__(self):
        self.bot = DemoBot()

    def greeting(self):
        time.sleep(0.1)
        return self.bot.greeting()

    def reply(self, message):
        time.sleep(0.1)
        return self.bot.reply(message)
"""
PROFILE = f"""\
test_name: slow_order
llm:
  model: scripted
user:
  role: You order a pizza.
  facts:
    confirm: yes, please confirm the order
  goals:
    - "a {{{{size}}}} margherita"
    - no toppings and no drinks
    - size:
        function: random()
        type: string
        data: [small, medium, large]
chatbot:
  is_starter: true
  fallback: Sorry, I didn't understand that.
conversation:
  number: {CONVERSATIONS}
  goal_style:
    all_answered:
      limit: 8
"""
RUN_YML = """\
technology: python
connector_params:
  factory: slow_bot.py:Bot
workers: 2
seed: 3
"""


def slow_project(root: Path) -> Path:
    return make_project(root, {"order": PROFILE}, files={"slow_bot.py": SLOW_BOT, "run.yml": RUN_YML})


def ctrl_c_reachable() -> None:
    """In the child before it starts: SIGINT back to its default, as in a terminal, even when the tests were started
    with SIGINT ignored (a background job of a script, as CI may start them); Python ignores it too otherwise."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start_chat(project: Path, *extra: str) -> subprocess.Popen[str]:
    """sensei-chat in its own process group, so the whole group can be signalled."""
    return start_cli("sensei-chat", project, *extra)


def start_cli(script: str, project: Path, *extra: str) -> subprocess.Popen[str]:
    """A console script on ``project`` in its own process group, Ctrl-C reachable as in a terminal."""
    command = [sys.executable, "-m", CLI_MODULES[script], "--run-from-yaml", str(project), *extra]
    return subprocess.Popen(
        command,
        env=cli_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=ctrl_c_reachable,
    )


def wait_for_results(project: Path, lines: int, process: subprocess.Popen[str], timeout: float = 30) -> Path:
    """Wait until the run's results.jsonl has at least ``lines`` lines; return the run folder."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        found = list((project / "output" / "runs").glob("*/results.jsonl"))
        if found and found[0].read_text(encoding="utf-8").count("\n") >= lines:
            return found[0].parent
        time.sleep(0.02)
    raise AssertionError(f"the run never wrote {lines} results (exit {process.poll()})")


def finished_records(run_dir: Path) -> list[dict[str, object]]:
    """Every complete line of results.jsonl (a kill can cut only the last line short) must parse."""
    text = (run_dir / "results.jsonl").read_text(encoding="utf-8")
    complete = text[: text.rfind("\n") + 1]
    return [json.loads(line) for line in complete.splitlines()]


def test_kill_9_halfway_then_resume_completes_the_rest_once(chat: Chat, tmp_path: Path) -> None:
    project = slow_project(tmp_path / "project")
    process = start_chat(project)
    run_dir = wait_for_results(project, 2, process)
    os.killpg(process.pid, signal.SIGKILL)
    process.communicate(timeout=10)
    assert process.returncode == -signal.SIGKILL
    before = finished_records(run_dir)
    assert 2 <= len(before) < CONVERSATIONS, "the kill came too late to test anything"
    for record in before:  # what finished before the kill is intact: its YAML parses, whole
        path = conversation_file(run_dir, record)
        if path.exists():  # (the kill may fall between the results line and the YAML: resume rewrites it)
            assert len(yaml_documents(path)) == 3
    done = chat("--run-from-yaml", project, "--resume", run_dir.name)
    assert done.returncode == 0, explain(done)
    assert only_run(project) == run_dir
    records = results(run_dir)
    keys = Counter(key_of(r) for r in records)
    assert sorted(keys) == [("slow_order", i, 0) for i in range(CONVERSATIONS)]
    assert set(keys.values()) == {1}, "a conversation is in results.jsonl twice"
    assert records[: len(before)] == before  # the finished ones were kept, not run again
    summary = report(run_dir)
    assert summary["conversations"] == CONVERSATIONS
    assert sum(summary["end_reasons"].values()) == CONVERSATIONS
    for record in records:
        assert len(yaml_documents(conversation_file(run_dir, record))) == 3
    assert len(json.loads((run_dir / "run.json").read_text(encoding="utf-8"))["resumed_at"]) == 1


def test_resume_rewrites_a_conversation_yaml_the_kill_did_not_let_it_write(chat: Chat, tmp_path: Path) -> None:
    """results.jsonl is written first; a kill right after it must not lose the conversation's YAML for good."""
    project = slow_project(tmp_path / "project")
    (project / "run.yml").write_text(RUN_YML.replace("slow_bot.py:Bot", "user_sim.targets.demo:DemoBot"))
    assert chat("--run-from-yaml", project).returncode == 0
    run_dir = only_run(project)
    lost = conversation_file(run_dir, results(run_dir)[3])
    lost.unlink()
    done = chat("--run-from-yaml", project, "--resume", run_dir.name)
    assert done.returncode == 0, explain(done)
    assert len(yaml_documents(lost)) == 3


@pytest.mark.parametrize(("sent", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_ctrl_c_and_sigterm_exit_130_143_and_keep_what_finished(tmp_path: Path, sent: int, code: int) -> None:
    project = slow_project(tmp_path / "project")
    process = start_chat(project)
    run_dir = wait_for_results(project, 2, process)
    process.send_signal(sent)
    out, err = process.communicate(timeout=30)
    assert process.returncode == code, f"{out}\n{err}"
    assert "Traceback" not in err
    resume = f"run {run_dir.name}: resume with: sensei-chat --run-from-yaml {project} --resume {run_dir.name}"
    assert resume in err, f"{out}\n{err}"  # the whole command that finishes the run, as the security run says it
    records = results(run_dir)
    assert 2 <= len(records) < CONVERSATIONS
    assert len({key_of(r) for r in records}) == len(records)
    for record in records:
        assert len(yaml_documents(conversation_file(run_dir, record))) == 3
    assert yaml.safe_load((run_dir / "report.yml").read_text(encoding="utf-8"))["conversations"] == len(records)
    word = "terminated" if sent == signal.SIGTERM else "interrupted"
    assert f"error: {word}; everything finished so far is on disk" in err
    assert_says_incomplete(run_dir, word, len(records), CONVERSATIONS, "conversations")


def assert_says_incomplete(run_dir: Path, stopped: str, finished: int, planned: int, unit: str) -> None:
    """report.yml (or the suite YAML) has the stop and counts, the page says INCOMPLETE, junit is red."""
    summary = next(run_dir.glob("report.yml"), None) or next(run_dir.glob("security_report_*.yml"))
    said = yaml.safe_load(summary.read_text(encoding="utf-8"))
    assert (said["stopped"], said["planned"], said["finished"]) == (stopped, planned, finished)
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert f'<span class="badge warn">INCOMPLETE: {finished} of {planned} ran</span></h1>' in page
    assert "ALL PASSED" not in page and "RESILIENT" not in page
    assert f"Incomplete: {finished} of {planned} planned {unit} ran" in page and f"--resume {run_dir.name}" in page
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    not_run = root.findall(".//testcase/error[@type='not_run']")
    assert len(not_run) == planned - finished > 0
    assert {e.get("message") for e in not_run} == {f"not run: {stopped}"}
    assert root.get("tests") == str(planned) and int(root.get("errors", "0")) >= planned - finished
    assert_lists_what_did_not_run(run_dir, said["did_not_run"], planned - finished, unit)


def assert_lists_what_did_not_run(run_dir: Path, did_not_run: dict[str, list[str]], count: int, unit: str) -> None:
    """The summary names each unit that did not run; junit.xml, the page's "Not run" table (and SARIF) agree."""
    assert sum(map(len, did_not_run.values())) == count
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    named = {}
    for suite in root:
        names = [case.get("name") for case in suite if case.find("error[@type='not_run']") is not None]
        named |= {suite.get("name"): names} if names else {}
    assert named == did_not_run
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    table = page[page.index("<caption>Not run</caption>") :]
    table = table[: table.index("</table>")]
    assert f"<th>{unit} not run</th>" in table
    for group, names in did_not_run.items():
        assert f"<td>{group}</td>" in table and f"<td>{', '.join(names[:30])}" in table
    if (run_dir / "security.sarif").is_file():
        [invocation] = json.loads((run_dir / "security.sarif").read_text(encoding="utf-8"))["runs"][0]["invocations"]
        assert invocation["executionSuccessful"] is False
        cases = [n for n in invocation["toolExecutionNotifications"] if n["descriptor"]["id"] == "not_run"]
        assert {(n["associatedRule"]["id"], n["message"]["text"].split(" / ")[1].split(":")[0]) for n in cases} == {
            (group, name) for group, names in did_not_run.items() for name in names
        }


def test_a_closed_output_still_checks_the_rules_and_says_the_run_is_incomplete(tmp_path: Path) -> None:
    """``sensei-chat … | head -1``: exit 141, and the files are the interrupted run's, not a pass."""
    project = copy_example(tmp_path / "pizza-shop")
    command = [sys.executable, "-m", CLI_MODULES["sensei-chat"], "--run-from-yaml", str(project)]
    env = offline_env(tmp_path)
    process = subprocess.Popen(command, env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.close()  # the reader went away before the verdict, as ``head -1`` does
    _, err = process.communicate(timeout=300)
    assert process.returncode == 141, err.decode()
    run_dir = only_run(project)
    rules = [json.loads(line) for line in (run_dir / "rules.jsonl").read_text(encoding="utf-8").splitlines()]
    assert sum(v["verdict"] == "fail" for v in rules) == 7  # what the full run finds
    summary = report(run_dir)
    assert (summary["stopped"], summary["planned"], summary["finished"]) == ("output_closed", 22, 22)
    assert summary["rules"]["verdicts"]["drink_is_charged"]["fail"] == 6
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert '<span class="badge fail">RULES FAILED · INCOMPLETE: 22 of 22 ran</span></h1>' in page
    assert "the reader of standard output went away" in page and "ALL PASSED" not in page
    suites = {s.get("name"): s for s in ElementTree.parse(run_dir / "junit.xml").getroot()}
    assert suites["rules"].get("failures") == "7"


SECURITY_YML = """\
security_test_name: slow
execution: {attempts: 12}
attacks:
  - name: system_prompt_stealer
    oracle: {type: keyword_absent, params: {keywords: [TANGERINE-KEY]}}
  - name: amnesia
    oracle: {type: keyword_absent, params: {keywords: [TANGERINE-KEY]}}
"""


@pytest.mark.parametrize(("sent", "code"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_an_interrupted_security_run_says_its_run_id_and_how_to_resume(tmp_path: Path, sent: int, code: int) -> None:
    files = {"slow_bot.py": SLOW_BOT, "run.yml": RUN_YML.replace("workers: 2", "workers: 1")}
    project = make_project(tmp_path / "project", {}, files=files | {"security/security.yml": SECURITY_YML})
    process = start_cli("sensei-security-check", project)
    deadline = time.monotonic() + 30
    found: list[Path] = []
    while time.monotonic() < deadline and process.poll() is None and not found:
        found = [p for p in (project / "output" / "security_reports").glob("*/results.jsonl") if p.read_text().strip()]
        time.sleep(0.02)
    assert found, f"no case finished (exit {process.poll()})"
    process.send_signal(sent)
    out, err = process.communicate(timeout=30)
    assert process.returncode == code, f"{out}\n{err}"
    assert "Traceback" not in err
    run_id = found[0].parent.name
    assert f"run {run_id}: resume with: sensei-security-check --run-from-yaml {project} --resume {run_id}" in err
    word = "terminated" if sent == signal.SIGTERM else "interrupted"
    assert f"error: {word}; everything finished so far is on disk" in err
    assert f"; exit {code}" in out and "exit 0" not in out, out  # the summary states the code the process exits with
    finished = len(found[0].read_text(encoding="utf-8").splitlines())
    assert_says_incomplete(found[0].parent, word, finished, 24, "cases")
    suites = {s.get("name"): s for s in ElementTree.parse(found[0].parent / "junit.xml").getroot()}
    assert suites["amnesia"].get("errors") == "12", "an attack none of whose cases ran is in junit.xml"
    assert "<td>amnesia</td>" in (found[0].parent / "report.html").read_text(encoding="utf-8")


SLOWER_BOT = SLOW_BOT.replace("time.sleep(0.1)", "time.sleep(0.4)")
"""Slow enough that the run lasts beyond the first rewrite of its reports (every 5 s), so it is killed halfway."""


def kill_9_once_reports_show_progress(process: subprocess.Popen[str], reports: str, project: Path) -> Path:
    """Wait until the YAML report matching ``reports`` counts a finished unit, then ``kill -9`` the run."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        for path in (project / "output").glob(reports):
            if (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("finished"):
                os.killpg(process.pid, signal.SIGKILL)
                process.communicate(timeout=10)
                return path.parent
        time.sleep(0.05)
    raise AssertionError(f"no report counted a finished unit before the end (exit {process.poll()})")


def assert_says_in_progress(run_dir: Path, planned: int, unit: str) -> int:
    """The files a killed run left say it was still going: never passed, junit red; return how many finished."""
    summary = next(run_dir.glob("report.yml"), None) or next(run_dir.glob("security_report_*.yml"))
    said = yaml.safe_load(summary.read_text(encoding="utf-8"))
    finished = said["finished"]
    assert (said["stopped"], said["planned"]) == ("running", planned) and 0 < finished < planned
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert f'<span class="badge warn">IN PROGRESS: {finished} of {planned} ran</span></h1>' in page
    banner = f"IN PROGRESS: {finished} of {planned} ran (if the run is no longer going, it was killed: resume with "
    assert f"{banner}--resume {run_dir.name})" in page and f"planned {unit} that have not run are not passed" in page
    assert "ALL PASSED" not in page and "RESILIENT" not in page
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    not_run = root.findall(".//testcase/error[@type='not_run']")
    assert len(not_run) == planned - finished
    assert {e.get("message") for e in not_run} == {"not run: the run was still going"}
    assert root.get("tests") == str(planned) and int(root.get("errors", "0")) >= planned - finished
    assert_lists_what_did_not_run(run_dir, said["did_not_run"], planned - finished, unit)
    return int(finished)


def test_a_chat_run_killed_outright_leaves_files_that_say_it_was_still_going(chat: Chat, tmp_path: Path) -> None:
    """``kill -9`` (a power cut, the OOM killer): the reports rewritten while the run went are all that is left."""
    project = make_project(
        tmp_path / "project", {"order": PROFILE}, files={"slow_bot.py": SLOWER_BOT, "run.yml": RUN_YML}
    )
    run_dir = kill_9_once_reports_show_progress(start_chat(project), "runs/*/report.yml", project)
    assert assert_says_in_progress(run_dir, CONVERSATIONS, "conversations") <= len(finished_records(run_dir))
    done = chat("--run-from-yaml", project, "--resume", run_dir.name)
    assert done.returncode == 0, explain(done)
    summary = report(run_dir)  # the last write of a run that ended is the same as ever
    assert (summary["stopped"], summary["planned"], summary["finished"]) == (None, CONVERSATIONS, CONVERSATIONS)
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert '<span class="badge ok">ALL PASSED</span></h1>' in page and "IN PROGRESS" not in page
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert (root.get("tests"), root.get("errors"), root.findall(".//error")) == (str(CONVERSATIONS), "0", [])


def test_a_security_run_killed_outright_leaves_files_that_say_it_was_still_going(tmp_path: Path) -> None:
    files = {"slow_bot.py": SLOWER_BOT, "run.yml": RUN_YML.replace("workers: 2", "workers: 1")}
    project = make_project(tmp_path / "project", {}, files=files | {"security/security.yml": SECURITY_YML})
    process = start_cli("sensei-security-check", project)
    run_dir = kill_9_once_reports_show_progress(process, "security_reports/*/security_report_*.yml", project)
    finished = assert_says_in_progress(run_dir, 24, "cases")
    suite = yaml_documents(next(run_dir.glob("slow_*.yml")))[0]  # SENSEI's 5-document suite: its metadata
    assert (suite["stopped"], suite["planned"], suite["finished"]) == ("running", 24, finished)
    assert "finished" not in json.loads((run_dir / "run.json").read_text(encoding="utf-8"))
    resume = [sys.executable, "-m", CLI_MODULES["sensei-security-check"], "--run-from-yaml", str(project)]
    done = subprocess.run(
        [*resume, "--resume", run_dir.name], env=cli_env(), capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    said = yaml.safe_load(next(run_dir.glob("security_report_*.yml")).read_text(encoding="utf-8"))
    assert (said["stopped"], said["planned"], said["finished"]) == (None, 24, 24)
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert "RESILIENT" in page and "IN PROGRESS" not in page and "not_run" not in (run_dir / "junit.xml").read_text()


def test_a_chat_run_an_internal_error_ends_says_aborted_and_never_reads_as_a_ctrl_c(
    chat: Chat, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug that ends the run (not Ctrl-C, SIGTERM or a closed output): exit 3, the files say ``aborted: <type>``."""
    from user_sim.chat import conversation_runner

    real_drive, started = conversation_runner.drive, []

    def drive_with_a_bug(*args: object, **kwargs: object) -> object:
        started.append(1)
        if len(started) == 3:
            raise RuntimeError("a bug in the engine")
        return real_drive(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(conversation_runner, "drive", drive_with_a_bug)
    project = slow_project(tmp_path / "project")
    (project / "run.yml").write_text(RUN_YML.replace("workers: 2", "workers: 1"), encoding="utf-8")
    done = chat("--run-from-yaml", project)
    assert done.returncode == 3, explain(done)
    run_dir = only_run(project)
    stopped = "aborted: RuntimeError: a bug in the engine"
    assert_says_incomplete(run_dir, stopped, 2, CONVERSATIONS, "conversations")
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert f"({stopped})" in page and "Ctrl-C" not in page


def test_a_chat_run_killed_while_it_is_judged_never_reads_as_passed(tmp_path: Path, openai_server: StartServer) -> None:
    """``kill -9`` after the conversations and before the evaluation's verdicts: the files say IN PROGRESS."""
    released = threading.Event()
    project, flags, process = _judged_run(tmp_path, openai_server, released)
    try:
        run_dir = only_run(project)
        assert_says_not_judged(run_dir)  # read while the judge is still thinking ...
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate(timeout=10)
        assert_says_not_judged(run_dir)  # ... and what the killed run left
    finally:
        released.set()
    resume_and_judge(project, flags, run_dir)  # --resume judges what the killed run did not
    assert '<span class="badge ok">GATES PASSED</span></h1>' in (run_dir / "report.html").read_text(encoding="utf-8")
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert (root.get("errors"), root.findall(".//error")) == ("0", [])


def resume_and_judge(project: Path, flags: list[str], run_dir: Path) -> None:
    """``--resume`` the run: exit 0, judged to its end (``stopped: null``, evaluation.json written)."""
    done = subprocess.run(
        [sys.executable, "-m", CLI_MODULES["sensei-chat"], "-rfy", str(project), *flags, "--resume", run_dir.name],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (report(run_dir)["stopped"], (run_dir / "evaluation.json").is_file()) == (None, True)


def _judged_run(
    tmp_path: Path, openai_server: StartServer, released: threading.Event, *, rules: bool = False
) -> tuple[Path, list[str], subprocess.Popen[str]]:
    """A pizza-shop run (with its rules if ``rules``) with an evaluation whose judge blocks until ``released``;
    returned once it is judged."""
    verdict = judge()
    server = openai_server(lambda request: (released.wait(60), verdict(request))[1])  # a judge that blocks
    project = copy_example(tmp_path / "pizza-shop")
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n")
    for rule_file in [] if rules else (project / "rules").iterdir():  # a project with a rules folder and no rule
        rule_file.unlink()
    flags = ["-up", "full_order.yml", "-cp", "flaws=false"]
    process = start_chat(project, *flags)
    deadline = time.monotonic() + 120
    said: dict[str, object] = {}
    while time.monotonic() < deadline and process.poll() is None and said.get("stopped", RUNNING) == RUNNING:
        found = list((project / "output" / "runs").glob("*/report.yml"))
        said = (yaml.safe_load(found[0].read_text(encoding="utf-8")) or {}) if found else {}
        time.sleep(0.05)
    assert server.calls > 0 and process.poll() is None, f"the run ended before it was judged ({said})"
    return project, flags, process


@pytest.mark.parametrize(
    ("sent", "code", "word"), [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")]
)
def test_a_chat_run_interrupted_while_it_is_judged_says_so_and_how_to_resume(
    tmp_path: Path, openai_server: StartServer, sent: int, code: int, word: str
) -> None:
    """Ctrl-C or SIGTERM while the judge thinks: the files say so (never judging, never passed); --resume judges."""
    released = threading.Event()
    project, flags, process = _judged_run(tmp_path, openai_server, released)
    try:
        os.killpg(process.pid, sent)
        time.sleep(1)  # the process waits for the judge call in flight (bounded by its timeout) before it exits
    finally:
        released.set()
    _, err = process.communicate(timeout=60)
    run_dir = only_run(project)
    assert process.returncode == code, err
    assert f"run {run_dir.name}: resume with:" in err and f"--resume {run_dir.name}" in err
    summary = report(run_dir)
    assert (summary["stopped"], summary["finished"]) == (word, summary["planned"]), summary
    assert not (run_dir / "evaluation.json").exists()
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert "INCOMPLETE" in page and "PASSED" not in page and "IN PROGRESS" not in page
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert [e.get("type") for e in root.iter("error")] == ["stopped_early"]
    resume_and_judge(project, flags, run_dir)  # --resume judges what the interrupted run did not
    assert [e.get("type") for e in ElementTree.parse(run_dir / "junit.xml").getroot().iter("error")] == []


def test_a_chat_run_interrupted_while_it_is_judged_prints_the_rule_verdicts_its_files_hold(
    tmp_path: Path, openai_server: StartServer
) -> None:
    """The summary was printed before the judge was reached; the rules' verdicts written after Ctrl-C were not."""
    released = threading.Event()
    project, _, process = _judged_run(tmp_path, openai_server, released, rules=True)
    try:
        os.killpg(process.pid, signal.SIGINT)
        time.sleep(1)
    finally:
        released.set()
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    verdicts = report(only_run(project))["rules"]["verdicts"]
    assert verdicts and "rules on 4 conversations" in out, out
    for name, counts in verdicts.items():  # the rule's row: its name, 4 checks, and the passes report.yml counts
        assert re.search(rf"│ {name} +│ +4 │ +{counts.get('pass', 0)} │", out), (counts, out)


def assert_says_not_judged(run_dir: Path) -> None:
    """Every conversation ran, none of the files says the run passed: IN PROGRESS, junit red."""
    summary = report(run_dir)
    assert (summary["stopped"], summary["finished"]) == ("judging", summary["planned"]), summary
    planned = summary["planned"]
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert f'<span class="badge warn">IN PROGRESS: {planned} of {planned} ran, not judged yet</span></h1>' in page
    assert "PASSED" not in page and "Nothing is passed before they are" in page
    assert '<div class="lbl">passed</div>' not in page and "ran, not judged yet</th>" in page  # no green tile either
    assert f'<div class="tile plain"><div class="num">{planned}</div><div class="lbl">ran, not judged</div>' in page
    assert '<span class="badge ok">' not in page  # nor a green end reason
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert [e.get("type") for e in root.findall(".//testcase/error")] == ["not_judged"]
    assert root.get("errors") == "1" and root.get("tests") == str(planned + 1)


def test_a_closed_standard_error_stops_the_progress_not_the_run(tmp_path: Path) -> None:
    """``sensei-chat … 2>&1 | head -1``: the progress line is read, then the reader goes; the run ends whole, 141."""
    project = copy_example(tmp_path / "pizza-shop")
    command = [sys.executable, "-m", CLI_MODULES["sensei-chat"], "--run-from-yaml", str(project), "-up"]
    process = subprocess.Popen(
        [*command, "order_steps.yml"], env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    assert process.stdout is not None
    assert process.stdout.readline().startswith(b"0/6 conversations: started")
    process.stdout.close()
    assert process.wait(timeout=300) == 141
    run_dir = only_run(project)
    summary = report(run_dir)
    assert (summary["stopped"], summary["planned"], summary["finished"]) == ("output_closed", 6, 6)
    assert summary["rules"]["verdicts"]["price_matches_menu"]["fail"] == 1  # the rules were checked
    assert (run_dir / "rules.jsonl").is_file() and len(finished_records(run_dir)) == 6
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert '<span class="badge fail">RULES FAILED · INCOMPLETE: 6 of 6 ran</span></h1>' in page


def test_a_security_run_whose_standard_error_closes_ends_as_sensei_chat_does(tmp_path: Path) -> None:
    """``sensei-security-check … 2>&1 | head -1``: every case runs, the files say output_closed, exit 141."""
    files = {"slow_bot.py": SLOW_BOT, "run.yml": RUN_YML}
    project = make_project(tmp_path / "project", {}, files=files | {"security/security.yml": SECURITY_YML})
    command = [sys.executable, "-m", CLI_MODULES["sensei-security-check"], "--run-from-yaml", str(project)]
    process = subprocess.Popen(command, env=cli_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert process.stderr is not None
    assert process.stderr.readline().startswith(b"0/24 security cases: started")
    process.stderr.close()
    assert process.wait(timeout=300) == 141
    run_dir = next((project / "output" / "security_reports").glob("*/results.jsonl")).parent
    summary = yaml.safe_load(next(run_dir.glob("security_report_*.yml")).read_text(encoding="utf-8"))
    assert (summary["stopped"], summary["planned"], summary["finished"]) == ("output_closed", 24, 24)
    root = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert [e.get("type") for e in root.iter("error")] == ["stopped_early"]


HANGING_BOT = """\
import itertools
import time

from user_sim.targets.demo import DemoBot

GREETINGS = itertools.count(1)
REPLIES = itertools.count(1)


class Bot:
    \"\"\"The demo pizza bot, whose third conversation on hangs (a chatbot call in flight far longer than a test).\"\"\"

    def __init__(self):
        self.bot = DemoBot()
        self.hangs = False

    def greeting(self):
        self.hangs = next(GREETINGS) > 2
        return self.bot.greeting()

    def reply(self, message):
        if self.hangs:
            time.sleep(300)
        return self.bot.reply(message)


class CaseBot(Bot):
    \"\"\"The same for security cases (no greeting): the third reply on hangs.\"\"\"

    def reply(self, message):
        self.hangs = next(REPLIES) > 2
        return super().reply(message)
"""
HANG_S = 300


def hanging_project(root: Path, *, security: bool = False) -> Path:
    """A project whose chatbot answers two conversations (or security cases), then hangs on every other one."""
    files = {"slow_bot.py": HANGING_BOT, "run.yml": RUN_YML}
    if security:
        files |= {"security/security.yml": SECURITY_YML, "run.yml": RUN_YML.replace(":Bot", ":CaseBot")}
    return make_project(root, {} if security else {"order": PROFILE}, files=files)


def ctrl_c_twice(
    process: subprocess.Popen[str], *, after_the_note: bool, sent_signal: int = signal.SIGINT
) -> tuple[str, str, float]:
    """Ctrl-C (or ``sent_signal``), then again (at once, or once the process says it waits for the calls in flight);
    the output, and how long the process took to exit after the first."""
    assert process.stderr is not None
    sent = time.monotonic()
    os.killpg(process.pid, sent_signal)
    said = []
    if after_the_note:
        while not (line := process.stderr.readline()).startswith("note: waiting for the chatbot or LLM calls"):
            assert line, f"the process never said it waits: {''.join(said)}"
            said.append(line)
        assert line.rstrip().endswith("(a second Ctrl-C or SIGTERM stops waiting)"), line  # either signal: say both
    else:
        time.sleep(0.5)
    os.killpg(process.pid, sent_signal)
    try:
        out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    return out, "".join(said) + err, time.monotonic() - sent


@pytest.mark.parametrize("after_the_note", [False, True], ids=["at-once", "while-it-waits"])
def test_a_second_ctrl_c_ends_a_chat_run_without_waiting_for_a_chatbot_that_hangs(
    tmp_path: Path, after_the_note: bool
) -> None:
    """The first Ctrl-C stops the run and writes its files; the calls in flight hang: the second ends the wait."""
    project = hanging_project(tmp_path / "project")
    process = start_chat(project)
    run_dir = wait_for_results(project, 2, process)
    time.sleep(0.5)  # the next two conversations have started, and hang
    out, err, took = ctrl_c_twice(process, after_the_note=after_the_note)
    assert process.returncode == 130, f"{out}\n{err}"
    assert took < 30 < HANG_S, took
    assert "Traceback" not in err
    assert f"run {run_dir.name}: resume with: sensei-chat --run-from-yaml {project} --resume {run_dir.name}" in err
    assert len(results(run_dir)) == 2 and "conversations" in out  # the summary of what finished
    assert_says_incomplete(run_dir, "interrupted", 2, CONVERSATIONS, "conversations")


@pytest.mark.parametrize("after_the_note", [False, True], ids=["at-once", "while-it-waits"])
def test_a_second_ctrl_c_ends_a_security_run_without_waiting_for_a_chatbot_that_hangs(
    tmp_path: Path, after_the_note: bool
) -> None:
    """The same for sensei-security-check, which also prints the summary of the cases that finished."""
    project = hanging_project(tmp_path / "project", security=True)
    process = start_cli("sensei-security-check", project)
    deadline = time.monotonic() + 30
    found: list[Path] = []
    while time.monotonic() < deadline and process.poll() is None and not found:
        found = list((project / "output" / "security_reports").glob("*/results.jsonl"))
        found = [p for p in found if len(p.read_text().splitlines()) >= 2]
        time.sleep(0.02)
    assert found, f"no case finished (exit {process.poll()})"
    time.sleep(0.5)
    out, err, took = ctrl_c_twice(process, after_the_note=after_the_note)
    assert process.returncode == 130, f"{out}\n{err}"
    assert took < 30 < HANG_S, took
    run_id = found[0].parent.name
    assert f"run {run_id}: resume with: sensei-security-check --run-from-yaml {project} --resume {run_id}" in err
    assert "security campaign" in out and "22 cases not run (interrupted)" in out  # the summary, as sensei-chat's
    assert_says_incomplete(found[0].parent, "interrupted", 2, 24, "cases")


def test_a_closed_output_lets_the_evaluation_finish(tmp_path: Path, openai_server: StartServer) -> None:
    """``sensei-chat … | head -1`` on a project with an evaluation: a closed output asks nothing to stop, so the
    conversations and their judging run to their end and evaluation.json is written; the files say output_closed
    (what was not printed was not seen) and the exit is 141."""
    server = openai_server(judge())
    project = copy_example(tmp_path / "pizza-shop")
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n")
    command = [sys.executable, "-m", CLI_MODULES["sensei-chat"], "-rfy", str(project), "-up", "full_order.yml"]
    process = subprocess.Popen(command, env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.close()  # the reader went away before anything was printed, as ``head -1`` does
    _, err = process.communicate(timeout=300)
    assert process.returncode == 141, err.decode()
    run_dir = only_run(project)
    summary = report(run_dir)
    assert (summary["stopped"], summary["finished"]) == ("output_closed", summary["planned"])
    evaluation = json.loads((run_dir / "evaluation.json").read_text(encoding="utf-8"))
    assert evaluation["judged_turns"] > 0 and server.calls > 0
    junit = (run_dir / "junit.xml").read_text(encoding="utf-8")
    assert "every verdict was reached and is in the files" in junit and "is missing, not passed" not in junit


def test_a_second_sigterm_ends_a_chat_run_without_waiting_for_a_chatbot_that_hangs(tmp_path: Path) -> None:
    """SIGTERM as Ctrl-C: the process says it waits for the calls in flight; a second SIGTERM ends the wait (143)."""
    project = hanging_project(tmp_path / "project")
    process = start_chat(project)
    run_dir = wait_for_results(project, 2, process)
    time.sleep(0.5)  # the next two conversations have started, and hang
    out, err, took = ctrl_c_twice(process, after_the_note=True, sent_signal=signal.SIGTERM)
    assert process.returncode == 143, f"{out}\n{err}"
    assert took < 30 < HANG_S, took
    assert "error: terminated; everything finished so far is on disk" in err and "Traceback" not in err
    assert f"run {run_dir.name}: resume with:" in err
    assert_says_incomplete(run_dir, "terminated", 2, CONVERSATIONS, "conversations")


@pytest.mark.parametrize("sent", [signal.SIGINT, signal.SIGTERM])
def test_a_chat_run_stopped_while_it_is_judged_does_not_wait_for_the_judge_in_silence(
    tmp_path: Path, openai_server: StartServer, sent: int
) -> None:
    """The judge takes a minute: after Ctrl-C or SIGTERM the run ends its files and exits, it never sits silent."""
    released = threading.Event()
    project, _, process = _judged_run(tmp_path, openai_server, released)
    try:
        os.killpg(process.pid, sent)  # once: the calls in flight are not waited for in silence
        out, err = process.communicate(timeout=30)  # the judge answers after 60 s
    finally:
        released.set()
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == (130 if sent == signal.SIGINT else 143), f"{out}\n{err}"
    run_dir = only_run(project)
    assert f"run {run_dir.name}: resume with:" in err
    assert report(run_dir)["stopped"] == ("interrupted" if sent == signal.SIGINT else "terminated")


def test_sensei_check_evaluate_interrupted_says_it_waits_and_how_to_finish(
    tmp_path: Path, openai_server: StartServer
) -> None:
    """``sensei-check --evaluate`` while the judge thinks: at once the note that it waits for the calls in flight; a
    second Ctrl-C ends it; the run's files are as before and the command says how to finish (run it again)."""
    project = copy_example(tmp_path / "pizza-shop")
    chat = [sys.executable, "-m", CLI_MODULES["sensei-chat"], "-rfy", str(project), "-up", "order_steps.yml"]
    done = subprocess.run(
        [*chat, "--no-rules"],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    run_dir = only_run(project)
    released = threading.Event()
    verdict = judge()
    server = openai_server(lambda request: (released.wait(60), verdict(request))[1])  # a judge that blocks
    with_evaluation(project, f"  model: judge-model\n  base_url: {server.base_url}\n")
    process = start_cli("sensei-check", project, "--evaluate", str(run_dir))
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and process.poll() is None and server.calls == 0:
            time.sleep(0.05)
        assert server.calls > 0, f"the judge was never called (exit {process.poll()})"
        out, err, took = ctrl_c_twice(process, after_the_note=True)
    finally:
        released.set()
    assert process.returncode == 130, f"{out}\n{err}"
    assert took < 30, took
    again = f"finish it with: sensei-check --evaluate {run_dir} --run-from-yaml {project}"
    assert again in err and "error: interrupted; everything finished so far is on disk" in err, err
    assert not (run_dir / "evaluation.json").exists() and "Traceback" not in err


@pytest.mark.parametrize("broken", ["results.jsonl", "conversations"])
def test_a_chat_run_whose_files_break_under_it_says_aborted_and_how_to_resume(tmp_path: Path, broken: str) -> None:
    """An internal error the run's ending hits again (its results.jsonl a folder, its conversations a file): the
    first error, exit 3, the resume command, and the files say ``aborted: ...`` as far as they can be written."""
    project = slow_project(tmp_path / "project")
    process = start_chat(project)
    run_dir = wait_for_results(project, 2, process)
    kept = (run_dir / "results.jsonl").read_text(encoding="utf-8")
    if broken == "results.jsonl":
        (run_dir / "results.jsonl").unlink()
        (run_dir / "results.jsonl").mkdir()
    else:
        with contextlib.suppress(FileNotFoundError):  # not made yet: the file stands where the run will make it
            (run_dir / "conversations").rename(run_dir / "moved")  # at once, while the run writes into it
        (run_dir / "conversations").write_text("", encoding="utf-8")
    out, err = process.communicate(timeout=60)
    assert process.returncode == 3, f"{out}\n{err}"
    assert f"run {run_dir.name}: resume with: sensei-chat --run-from-yaml {project} --resume {run_dir.name}" in err
    assert "internal error: " in err and "Traceback" not in err
    summary = report(run_dir)
    assert str(summary["stopped"]).startswith("aborted: "), summary
    assert summary["finished"] >= kept.count("\n") >= 2, summary
