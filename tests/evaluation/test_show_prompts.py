"""The prompts of one planned conversation, printed without calling anything."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import REPO
from user_sim.config.evaluation import EvaluationConfig
from user_sim.core.plan import plan_conversations
from user_sim.core.profile_loader import load_profile
from user_sim.evaluation.settings import EvaluationSettings
from user_sim.evaluation.show_prompts import (
    CONFIRMATION_TITLE,
    EVIDENCE_TITLE,
    PLACEHOLDER_REPLY,
    format_prompts,
    planned_prompts,
)

EXAMPLE = REPO / "examples" / "pizza-shop" / "profiles" / "full_order.yml"


def plan(tmp_path: Path, model: str = "gpt-4o-mini", design: str = "structured"):  # type: ignore[no-untyped-def]
    text = EXAMPLE.read_text(encoding="utf-8").replace("model: scripted", f"model: {model}\n  goal_check: {design}")
    (tmp_path / "full_order.yml").write_text(text, encoding="utf-8")
    return plan_conversations(load_profile(tmp_path / "full_order.yml"), 0)[0]


def test_the_user_the_goal_check_and_the_judge_prompts_are_shown(tmp_path: Path) -> None:
    planned = plan(tmp_path)
    settings = EvaluationSettings(EvaluationConfig(model="judge-model"), tmp_path)
    shown = planned_prompts(planned, settings)
    titles = [title for title, _ in shown]
    assert titles == [
        "simulated user: first message",
        EVIDENCE_TITLE,
        CONFIRMATION_TITLE,
        "judge (turn design), model judge-model",
    ]
    user = shown[0][1]
    assert user[0].role == "system" and planned.role.strip() in user[0].content
    assert any(value in user[0].content for value in planned.values["pizza"])
    judge = json.loads(shown[3][1][1].content)
    assert judge["conversation"][0] == {"chatbot": PLACEHOLDER_REPLY}
    assert judge["user"]["facts"] == {"address": "12 Baker Street", "confirm": "yes, please confirm the order"}
    text = format_prompts(shown, planned)
    assert f"serial {planned.serial}" in text and "--- system ---" in text and "faithfulness" in text


def test_a_scripted_user_has_no_prompt_and_no_evaluation_means_no_judge(tmp_path: Path) -> None:
    shown = planned_prompts(plan(tmp_path, "scripted"), None)
    assert [(title.split(" ")[0], messages) for title, messages in shown] == [("simulated", [])]


def test_the_goal_check_shown_is_the_one_the_run_asks(tmp_path: Path) -> None:
    """The structured check (the default) asks for evidence per part, never the one yes/no question."""
    structured = dict(planned_prompts(plan(tmp_path), None))
    evidence = structured[EVIDENCE_TITLE][1].content
    assert "Goal parts:\n1. (action)" in evidence and "[1] " + PLACEHOLDER_REPLY in evidence
    assert all('"achieved"' not in m.content for messages in structured.values() for m in messages)
    one = dict(planned_prompts(plan(tmp_path, design="one_question"), None))
    assert list(one) == ["simulated user: first message", "goal check (one_question, after each reply)"]
    assert '"achieved"' in one["goal check (one_question, after each reply)"][0].content
