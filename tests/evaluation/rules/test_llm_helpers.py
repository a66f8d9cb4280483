"""LLM helpers go through the LLM layer: one cached call per distinct (helper, input), counted; a rerun makes none."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import RunCli, StartServer
from tests.evaluation.rules.support import conversation, write_conversation, write_rule


def _answer(request: dict[str, Any]) -> str:
    text = request["messages"][-1]["content"]
    return "YES" if "clean it regularly" in text else "NO"


def test_one_cached_call_per_distinct_input_and_none_on_a_rerun(
    tmp_path: Path, run_cli: RunCli, openai_server: StartServer
) -> None:
    server = openai_server(_answer)
    cares = ["clean it regularly", "clean it regularly", "never touch it", "clean it regularly"]
    for i, care in enumerate(cares):
        write_conversation(tmp_path / "convs" / f"{i}.yml", conversation(f"c{i}", outputs={"care": care}))
    write_rule(tmp_path / "rules", "care", oracle="semantic_content(care, 'you should clean your bike regularly')",
               yields="f'care advice was: {care}'")  # fmt: skip
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "convs", "--jsonl", tmp_path / "v.jsonl"]
    args += ["--model", "test-model", "--base-url", server.base_url]

    first = run_cli("sensei-check", args, cwd=tmp_path)
    assert first.returncode == 1, first.stdout + first.stderr
    assert server.calls == 2  # two distinct inputs among four conversations
    assert "LLM helpers: 2 calls, 0 from cache" in first.stdout
    assert "FAIL care on 2.yml: care advice was: never touch it" in first.stdout

    again = run_cli("sensei-check", args, cwd=tmp_path)
    assert again.returncode == 1
    assert server.calls == 2
    assert "LLM helpers: 0 calls, 2 from cache" in again.stdout


def test_a_failing_llm_makes_the_verdict_inconclusive(
    tmp_path: Path, run_cli: RunCli, openai_server: StartServer
) -> None:
    server = openai_server(lambda request: {"status": 400, "message": "bad request"})
    write_conversation(tmp_path / "convs" / "0.yml", conversation("c0", outputs={"care": "x"}))
    write_rule(tmp_path / "rules", "care", oracle="semantic_content(care, 'y')")
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "convs"]
    done = run_cli("sensei-check", [*args, "--model", "test-model", "--base-url", server.base_url], cwd=tmp_path)
    assert done.returncode == 3
    assert "INCONCLUSIVE care on 0.yml: semantic_content(): HTTP 400" in done.stdout


def test_a_model_answering_junk_never_passes_a_rule(
    tmp_path: Path, run_cli: RunCli, openai_server: StartServer
) -> None:
    server = openai_server(lambda request: "ok")
    write_conversation(tmp_path / "convs" / "0.yml", conversation("c0"))
    write_rule(tmp_path / "rules", "no_rival", oracle="utterance_index('assistant', 'another pizza shop') == -1")
    write_rule(tmp_path / "rules", "tone_ok", oracle="'NEGATIVE' not in tone(chatbot_phrases)")
    args = ["--rules", tmp_path / "rules", "--conversations", tmp_path / "convs"]
    done = run_cli("sensei-check", [*args, "--model", "test-model", "--base-url", server.base_url], cwd=tmp_path)
    assert done.returncode == 3, done.stdout + done.stderr
    said = "the model answered 'ok', not"
    assert f"INCONCLUSIVE no_rival on 0.yml: utterance_index(): {said} a line number 1-4 or NONE" in done.stdout
    assert f"INCONCLUSIVE tone_ok on 0.yml: tone(): {said} POSITIVE, NEGATIVE or NEUTRAL" in done.stdout
