"""An output type SENSEI does not know (its own ada examples write ``type: telefono``) is extracted as text.

SENSEI accepts the file and extracts such a field as a string; here too, with one warning that names the place and
the valid types (the type may be a typo), on sensei-validation-check and on sensei-chat.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from user_sim.cli.validation_check import main as validation_main

HELP_DESK = """\
test_name: help_desk_contact
llm:
  temperature: 0.8
  model: scripted
user:
  language: Spanish
  role: |
    you are a student of a university who needs technical help from its help desk.
    You never act as an assistant.
  context:
    - you are young and curious, so you also try questions off the topic
  goals:
    - "how do I reach the help desk?"
    - "which football team is the best in town?"
chatbot:
  is_starter: true
  fallback: |
    Sorry, could you say that in other words?
  output:
    - desk_email:
        type: email
        description: the help desk's e-mail address
    - desk_phone:
        type: telefono
        description: the help desk's phone number
conversation:
  number: 1
  goal_style:
    steps: 2
  interaction_style:
    - default
"""
WARNING = (
    "help_desk.yml:24:15: chatbot.output[1].desk_phone.type: unknown output type 'telefono' (expected int, float, "
    "string, bool, time, date, time(FORMAT), date(FORMAT), list[T], or a custom type ("
)
PHONE = "+34 910 555 017"
BOT_SAYS = f"Write to help@uni.example or call {PHONE}, from 9 to 14."


@pytest.mark.parametrize(("written", "hint"), [("telefono", ""), ("flaot", "; did you mean 'float'?")])
def test_validation_accepts_an_unknown_output_type_with_one_located_warning(
    tmp_path: Path, capsys: Any, written: str, hint: str
) -> None:
    """Exit 0; the warning says where, what is valid, and the close match when the type looks like a typo."""
    profile = tmp_path / "help_desk.yml"
    profile.write_text(HELP_DESK.replace("type: telefono", f"type: {written}"), encoding="utf-8")
    code = validation_main(["--profile", str(profile), "--output", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code == 0, err
    warnings = [line for line in err.splitlines() if "unknown output type" in line]
    expected = WARNING.replace("'telefono' (", f"{written!r}{hint} (")
    assert len(warnings) == 1 and warnings[0].startswith("warning: ") and expected in warnings[0], err
    assert warnings[0].endswith("); it is extracted as text"), warnings[0]
    assert "error:" not in err


def test_sensei_chat_runs_it_and_extracts_the_unknown_type_as_text(run_cli: Any, tmp_path: Path, openai_server: Any):
    """The extraction asks the model for text, and the answer is kept as written, in the conversation file."""
    from tests.support.openai_server import example_from_schema

    project = tmp_path / "help-desk"
    (project / "profiles").mkdir(parents=True)
    (project / "profiles" / "help_desk.yml").write_text(HELP_DESK, encoding="utf-8")
    (project / "bot.py").write_text(f"def reply(message):\n    return {BOT_SAYS!r}\n", encoding="utf-8")
    (project / "run.yml").write_text("technology: python\nconnector_params: {callable: bot.py:reply}\n")
    asked: list[dict[str, Any]] = []

    def respond(request: dict[str, Any]) -> Any:
        schema = ((request.get("response_format") or {}).get("json_schema") or {}).get("schema")
        if schema is None:
            return "Hello, how do I reach the help desk?"
        asked.append(schema)
        if "desk_phone" not in schema.get("properties", {}):
            return {"json": example_from_schema(schema)}
        return {"json": {"desk_email": "help@uni.example", "desk_phone": PHONE}}

    server = openai_server(respond)
    args = ["-rfy", project, "--model", "m", "--base-url", server.base_url, "--no-rules", "--fail-on", "never"]
    done = run_cli("sensei-chat", args, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stderr.count("unknown output type 'telefono'") == 1, done.stderr
    assert WARNING in done.stderr, done.stderr
    [extraction] = [s for s in asked if "desk_phone" in s.get("properties", {})]
    assert {"type": "string"} in extraction["properties"]["desk_phone"]["anyOf"], json.dumps(extraction)
    [run] = (project / "output" / "runs").iterdir()
    record = next(yaml.safe_load_all((run / "conversations" / "help_desk_contact" / "0.yml").read_text("utf-8")))
    assert record["data_output"] == [{"desk_email": "help@uni.example"}, {"desk_phone": PHONE}]
