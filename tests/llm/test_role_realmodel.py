"""Role discipline with a real model (realmodel tier): SmolLM2-135M as the LLM user against the demo bot.

No quality claim for a 135M model: the test checks that whatever it drafts, an echo, a role flip, persona drift
or leaked markup is detected, counted, and never reaches the bot. ``USER_SIM_ROLE_CONVERSATIONS`` (default 50)
sets how many conversations run.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.core.support import write_profile
from user_sim.core.engine import run_conversation
from user_sim.core.plan import plan_conversations
from user_sim.core.profile_loader import CheckOptions, load_profile
from user_sim.core.users.role_discipline import violation
from user_sim.llm.client import ChatClient
from user_sim.targets.factory import build_target

pytestmark = pytest.mark.realmodel

PROFILE = {
    "test_name": "role_discipline",
    "user": {
        "language": "English",
        "role": "You are a customer ordering one pizza for delivery. Keep messages short.",
        "goals": [
            "a {{size}} margherita pizza",
            {"size": {"type": "string", "data": ["small", "large"], "function": "random()"}},
        ],
    },
    "chatbot": {"fallback": "Sorry, I didn't understand that.", "is_starter": True},
    "conversation": {"goal_style": {"steps": 2}},
}


def test_broken_role_drafts_are_detected_counted_and_never_sent(real_model, tmp_path: Path) -> None:
    number = int(os.environ.get("USER_SIM_ROLE_CONVERSATIONS", "50"))
    data = {**PROFILE, "llm": {"model": real_model.model, "base_url": real_model.base_url, "temperature": 0.7}}
    data["conversation"] = {**PROFILE["conversation"], "number": number}
    loaded = load_profile(write_profile(tmp_path, data), CheckOptions(project_dir=tmp_path))
    target = build_target("demo", None, tmp_path)
    base = ChatClient(real_model.spec(temperature=0.7), max_output_tokens=64, timeout=300)
    records = [
        run_conversation(plan, target, client_factory=lambda spec, plan: base.derive(seed=plan.seed))
        for plan in plan_conversations(loaded, 0)
    ]
    assert len(records) == number
    for record in records:
        bot = [record.greeting] if record.greeting else []
        for turn in record.turns:
            assert violation(turn.user, bot) is None, turn.user  # nothing that breaks role was sent
            bot.append(turn.assistant or "")
        drafts = record.usage["user"].calls if "user" in record.usage else 0
        # every detection cost exactly one extra draft, and a conversation ending broken was not a pass
        assert drafts == len(record.turns) + sum(record.role_violations.values()), record.role_violations
        assert record.end_reason in ("steps_done", "user_left", "user_broke_role", "error")
    detected = sum(sum(r.role_violations.values()) for r in records)
    broken = sum(r.end_reason == "user_broke_role" for r in records)
    print(f"{number} conversations, {detected} drafts caught, {broken} broke role")
