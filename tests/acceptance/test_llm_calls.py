"""Engine criterion 6 and LLM criterion 7: how many LLM calls a conversation makes, counted by the server.

One run of four profiles against the demo bot, with the LLM user on the counting OpenAI-compatible server
(``--ignore-cache``, so every call reaches it). Each request is attributed to its conversation by the
reference the conversation's goal carries, and to its purpose by its content.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tests.acceptance.helpers import explain, make_project, only_run, results
from tests.acceptance.llm_world import ModelledUser, calls_by_conversation, llm_profile
from tests.conftest import CLI_MODULES, cli_env
from tests.support.cli_in_process import run_in_process
from tests.support.openai_server import OpenAIServer

N = 3
CONVERSATIONS = 2


@pytest.fixture(scope="module")
def counted(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[dict[Any, Counter[str]], list[dict[str, Any]]]]:
    """Run the four profiles once; yield (calls per conversation reference, results.jsonl records)."""
    # the goal check says yes at the 2nd reply for the "goal-*" conversations, never for the others
    with OpenAIServer(ModelledUser(goal_after={"goal": 2})) as server:
        url = server.base_url
        profiles = {
            "steps": llm_profile(url, "steps", number=CONVERSATIONS, goal_style=f"{{steps: {N}}}"),
            "outputs": llm_profile(url, "outputs", number=CONVERSATIONS, goal_style=f"{{steps: {N}}}", outputs=3),
            "limit": llm_profile(
                url, "limit", number=CONVERSATIONS, goal_style=f"{{all_answered: {{limit: {N}}}}}", outputs=3
            ),
            "goal": llm_profile(url, "goal", number=CONVERSATIONS, goal_style="{all_answered: {limit: 5}}", outputs=3),
        }
        project = make_project(tmp_path_factory.mktemp("calls"), profiles)
        args = ["-pp", str(project), "-t", "demo", "--ignore-cache", "--workers", "2"]
        done = run_in_process(CLI_MODULES["sensei-chat"], args, cwd=None, env=cli_env())
        assert done.returncode == 1, explain(done)  # the "limit" conversations end turn_limit: --fail-on failed
        yield calls_by_conversation(server.requests), results(only_run(project))


def of(counted: tuple[dict[Any, Counter[str]], list[dict[str, Any]]], prefix: str) -> list[Counter[str]]:
    calls, _ = counted
    return [calls.get(f"{prefix}-{i}", Counter()) for i in range(CONVERSATIONS)]


def records_of(counted: tuple[dict[Any, Counter[str]], list[dict[str, Any]]], prefix: str) -> list[dict[str, Any]]:
    return sorted((r for r in counted[1] if r["profile"] == prefix), key=lambda r: r["index"])


def test_every_request_belongs_to_a_conversation_and_has_a_known_purpose(counted) -> None:
    calls, records = counted
    assert None not in calls
    assert all(set(c) <= {"user", "goal_check", "extraction"} for c in calls.values())
    assert len(records) == 4 * CONVERSATIONS


def test_steps_n_makes_exactly_n_user_calls_and_no_goal_check(counted) -> None:
    assert of(counted, "steps") == [Counter(user=N)] * CONVERSATIONS
    for record in records_of(counted, "steps"):
        assert record["end_reason"] == "steps_done" and len(record["turns"]) == N
        assert record["usage"]["user"]["calls"] == N and "goal_check" not in record["usage"]


def test_steps_n_with_k_outputs_makes_n_plus_1_calls(counted) -> None:
    """K = 3 outputs are extracted in ONE call: N + 1 in all, where SENSEI makes 2N + 1 + K."""
    assert of(counted, "outputs") == [Counter(user=N, extraction=1)] * CONVERSATIONS
    for record in records_of(counted, "outputs"):
        assert set(record["data_output"]) == {"price", "order_id", "delivery_time"}
        assert record["usage"]["extraction"]["calls"] == 1


def test_all_answered_never_reached_makes_2n_plus_1_calls(counted) -> None:
    assert of(counted, "limit") == [Counter(user=N, goal_check=N, extraction=1)] * CONVERSATIONS
    assert all(r["end_reason"] == "turn_limit" for r in records_of(counted, "limit"))


def test_all_answered_reached_early_stops_asking(counted) -> None:
    """Goal reached at the 2nd reply: 2 user messages, 2 goal checks, 1 extraction (≤ 2N + 1 with N = 5)."""
    assert of(counted, "goal") == [Counter(user=2, goal_check=2, extraction=1)] * CONVERSATIONS
    assert all(r["end_reason"] == "goal_reached" and len(r["turns"]) == 2 for r in records_of(counted, "goal"))
