"""``sensei-check shapes``: real logs in three formats beside a run, descriptive figures."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from tests.chat.fakes import copy_example
from tests.conftest import RunCli
from tests.reports.records import make_record
from user_sim.cli.check_shapes import main
from user_sim.core.records import Turn

SENSEI = """serial: a1
language: English
---
conversation time: 1.0
---
interaction:
- User: hello there
- Assistant: Hi! What would you like?
- User: a large pizza please
"""


def write_run(folder: Path) -> Path:
    run = folder / "run"
    run.mkdir()
    records = [
        make_record(serial="s0", end_reason="goal_reached"),
        make_record(
            serial="s1",
            index=1,
            end_reason="turn_limit",
            turns=[Turn(index=0, user="one two three", assistant="four five")],
        ),
    ]
    (run / "results.jsonl").write_text("".join(r.model_dump_json() + "\n" for r in records), encoding="utf-8")
    return run


def write_logs(folder: Path) -> Path:
    logs = folder / "logs"
    logs.mkdir()
    (logs / "a.jsonl").write_text(
        json.dumps({"messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello you"}]})
        + "\n"
        + json.dumps({"turns": [{"user": "where is my order", "assistant": None}], "end_reason": "user_left"})
        + "\n",
        encoding="utf-8",
    )
    (logs / "b.csv").write_text("conversation,role,text\nc1,user,refund please\nc1,assistant,Done.\n", encoding="utf-8")
    (logs / "c.yml").write_text(SENSEI, encoding="utf-8")
    return logs


def test_side_by_side_figures_from_three_formats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_json, out_html = tmp_path / "s.json", tmp_path / "s.html"
    code = main(
        [
            "--real",
            str(write_logs(tmp_path)),
            str(write_run(tmp_path)),
            "--json",
            str(out_json),
            "--html",
            str(out_html),
        ]
    )
    assert code == 0
    figures = json.loads(out_json.read_text(encoding="utf-8"))
    real, sim = figures["real"], figures["simulated"]
    assert real["conversations"] == 4 and sim["conversations"] == 2
    assert real["truncation_rate"] == 0.5  # the unanswered order question and the SENSEI file's last user line
    assert sim["truncation_rate"] == 0.5  # the turn_limit one
    assert sim["user_messages_per_conversation"]["mean"] == 1.5
    assert real["end_reasons"] == {"unknown": 0.75, "user_left": 0.25}
    assert "truncation_rate" in capsys.readouterr().out
    page = out_html.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "Content-Security-Policy" in page  # a page, as the other reports
    assert "Simulated versus real conversations (descriptive)" in page and "<td>truncation_rate</td>" in page


def test_a_bad_log_line_is_exit_2_with_its_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logs = tmp_path / "bad.jsonl"
    logs.write_text('{"messages": []}\nnot json\n', encoding="utf-8")
    assert main(["--real", str(logs), str(write_run(tmp_path))]) == 2
    assert f"{logs}:2:1: not a conversation (not JSON: Expecting value)" in capsys.readouterr().err


def test_a_torn_last_line_is_left_out_and_named_on_both_sides(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = write_run(tmp_path)
    results = run / "results.jsonl"
    results.write_text(results.read_text(encoding="utf-8")[:-30], encoding="utf-8")  # a killed run
    assert main(["--real", str(results), str(run)]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines()[1].split() == ["conversations", "1", "1"]
    assert f"skipped {results}:2:1: the last line is cut short (a killed run?): that conversation record" in err
    assert f"skipped {results}:2:1: the last line is cut short (a killed run?): that conversation is left out" in err


def test_a_missing_run_is_exit_2(tmp_path: Path) -> None:
    assert main(["--real", str(write_logs(tmp_path)), str(tmp_path / "nope")]) == 2


SENSEI_OWN_CSV = ";verification;data\nWhat_is_the_capital?;True;Assistant: Madrid.\n"


def test_a_sensei_conversations_folder_skips_sensei_s_own_csv(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "conversations"
    folder.mkdir()
    (folder / "0_tests.yml").write_text(SENSEI, encoding="utf-8")
    (folder / "0_tests.csv").write_text(SENSEI_OWN_CSV, encoding="utf-8")  # SENSEI writes it beside each file
    out_json, run = tmp_path / "shapes.json", write_run(tmp_path)
    assert main(["--real", str(folder), str(run), "--json", str(out_json)]) == 0
    assert json.loads(out_json.read_text(encoding="utf-8"))["real"]["conversations"] == 1
    assert f"skipped {folder / '0_tests.csv'}:1:1: not a conversation log" in capsys.readouterr().err
    assert main(["--real", str(folder / "0_tests.csv"), str(run)]) == 2  # named: it must be a log


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("a.jsonl", '{"messages": ["hi"]}\n', ":1:1: messages[0]: expected an object with role and content"),
        ("b.jsonl", '{"messages": []}\n{"turns": "abc"}\n', ":2:1: turns: expected a list of objects with user"),
        ("c.jsonl", "\ufeff".encode("utf-16").decode("latin-1"), ":1:1: not UTF-8 text"),
        ("d.csv", "conversation,role,text\n1,user\n", ":2:1: expected a value in each of the columns"),
        ("i.csv", 'conversation,role,text\n1,user,"two\nlines"\n1,bot2,hi\n', ":4:3: role 'bot2' is not user or"),
        ("j.csv", 'conversation,text,role\n1,"a\n""b"", c",Boss\n', ":3:11: role 'Boss' is not user or"),
        ("e.yml", "interaction:\n- User: hi\n- just a string\n", ":3:3: interaction[1]: expected User: or Assistant:"),
        ("f.yml", "interaction: 5\n", ":1:14: interaction: expected a list"),
        ("g.yml", "interaction:\n- User: hi\n- Bot2: x\n", ":3:3: interaction[1]: role 'Bot2' is not user"),
        ("h.yml", "interaction:\n- User: [a, b]\n", ":2:9: interaction[0].User: expected text"),
    ],
)
def test_a_malformed_log_is_one_message_with_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str, message: str
) -> None:
    logs = tmp_path / name
    logs.write_bytes(text.encode("latin-1") if name == "c.jsonl" else text.encode("utf-8"))
    assert main(["--real", str(logs), str(write_run(tmp_path))]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{logs}{message}" in err and "Traceback" not in err


def test_an_html_path_that_cannot_be_written_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logs, run = write_logs(tmp_path), write_run(tmp_path)
    assert main(["--real", str(logs), str(run), "--html", str(tmp_path)]) == 2  # a folder is in the way
    assert f"--html: {tmp_path} is a folder, not a file" in capsys.readouterr().err


def test_a_run_folder_given_as_real_logs_counts_each_conversation_once(tmp_path: Path, run_cli: RunCli) -> None:
    """A run folder has each conversation twice (results.jsonl and conversations/*.yml): it is read from one."""
    project = copy_example(tmp_path)
    assert run_cli("sensei-chat", ["-rfy", project, "-up", "order_steps.yml", "--no-rules"]).returncode == 0
    [run] = (project / "output" / "runs").iterdir()
    for real in (run, project / "output"):
        out = tmp_path / "shapes.json"
        done = run_cli("sensei-check", ["shapes", "--real", real, run, "--json", out])
        assert done.returncode == 0, done.stderr
        figures = json.loads(out.read_text(encoding="utf-8"))
        assert figures["real"]["conversations"] == figures["simulated"]["conversations"] == 6
        assert figures["real"] == figures["simulated"] | {"end_reasons": figures["real"]["end_reasons"]}


def test_logs_saved_by_a_spreadsheet_with_a_byte_order_mark_are_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Excel's "CSV UTF-8" starts the file with U+FEFF: the first column read "\ufeffconversation", not a log
    logs = tmp_path / "excel.csv"
    logs.write_text("conversation,role,text\r\nc1,user,refund please\r\nc1,assistant,Done.\r\n", encoding="utf-8-sig")
    lines = tmp_path / "bom.jsonl"
    lines.write_text(json.dumps({"messages": [{"role": "user", "content": "hi"}]}) + "\n", encoding="utf-8-sig")
    run = write_run(tmp_path)
    for log in (logs, lines):
        assert main(["--real", str(log), str(run)]) == 0, capsys.readouterr().err
        assert capsys.readouterr().out.splitlines()[1].split() == ["conversations", "2", "1"]


def test_every_bad_log_of_a_folder_is_named_after_the_comparison_of_the_rest(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the first malformed log stopped the command; the others were neither read nor named
    logs = write_logs(tmp_path)
    (logs / "bad.jsonl").write_text('{"messages": ["hi"]}\n', encoding="utf-8")
    (logs / "bad.csv").write_text("conversation,role,text\n1,user\n", encoding="utf-8")
    out_json = tmp_path / "s.json"
    assert main(["--real", str(logs), str(write_run(tmp_path)), "--json", str(out_json)]) == 2
    out, err = capsys.readouterr()
    assert out.splitlines()[1].split() == ["conversations", "2", "4"]  # the four readable conversations compared
    named = [
        f"{logs / 'bad.csv'}:2:1: expected a value in each of the columns conversation, role, text",
        f"{logs / 'bad.jsonl'}:1:1: messages[0]: expected an object with role and content, got 'hi'",
    ]
    assert err.splitlines() == ["the real column leaves out 2 bad logs:", *(f"error: {line}" for line in named)]
    assert json.loads(out_json.read_text(encoding="utf-8"))["unread"] == named


def test_a_folder_of_bad_logs_only_names_every_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / "a.jsonl").write_text("not json\n", encoding="utf-8")
    (logs / "b.yml").write_text("interaction: 5\n", encoding="utf-8")
    assert main(["--real", str(logs), str(write_run(tmp_path))]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("error: ") == 2 and ":1:14: interaction: expected a list" in err


def test_the_page_of_a_folder_with_bad_logs_names_them_above_the_comparison(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # --json listed the unread logs; the page showed the real column as if it were every log of the folder
    logs = write_logs(tmp_path)
    (logs / "bad.jsonl").write_text('{"messages": ["hi"]}\n', encoding="utf-8")
    out_html = tmp_path / "s.html"
    assert main(["--real", str(logs), str(write_run(tmp_path)), "--html", str(out_html)]) == 2
    capsys.readouterr()
    page = out_html.read_text(encoding="utf-8")
    assert "the real column leaves out 1 bad log:" in page
    assert f"{html.escape(str(logs / 'bad.jsonl'))}:1:1: messages[0]: expected an object with role and content" in page
