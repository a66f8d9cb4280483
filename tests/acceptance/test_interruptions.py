"""Engine criterion 4 (``kill -9`` halfway, then ``--resume``) and Ctrl-C (exit 130), through the real CLI."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

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
from tests.conftest import CLI_MODULES, cli_env

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


SECURITY_YML = """\
security_test_name: slow
execution: {attempts: 12}
attacks:
  - name: system_prompt_stealer
    oracle: {type: keyword_absent, params: {keywords: [PizzaBot]}}
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
    assert (found[0].parent / "junit.xml").is_file()
