"""Build ConversationRecords for writer tests."""

from __future__ import annotations

from typing import Any

from user_sim.core.records import ConversationRecord, Turn, Usage


def make_record(**overrides: Any) -> ConversationRecord:
    """A plausible finished conversation; any field can be overridden."""
    fields: dict[str, Any] = {
        "run_id": "20250102T030405Z-abcdef",
        "profile": "pizza order",
        "profile_path": "profiles/pizza.yml",
        "index": 0,
        "replicate": 0,
        "serial": "s-0",
        "seed": 1234,
        "language": "English",
        "context": ["personality: direct", "You pay cash."],
        "goals": ["I want a large margherita", "how much is it?"],
        "values": {"size": ["large"], "toppings": ["olives", "ham"]},
        "interaction_styles": ["single question"],
        "goal_style": {"steps": 2},
        "turns": [
            Turn(index=0, user="I want a large margherita", assistant="Any drinks?", latency_s=0.25),
            Turn(index=1, user="how much is it?", assistant="That is $12.00.", latency_s=0.75),
        ],
        "end_reason": "steps_done",
        "data_output": {"price": 12.0, "order_id": None},
        "usage": {
            "user": Usage(calls=2, input_tokens=100, output_tokens=20, cost=0.001),
            "extraction": Usage(calls=1, input_tokens=50, output_tokens=10, cost=0.0005),
            "total": Usage(calls=3, input_tokens=150, output_tokens=30, cost=0.0015),
        },
        "started_at": "2025-01-02T03:04:05+00:00",
        "duration_s": 1.5,
        "target": "demo",
    }
    fields.update(overrides)
    return ConversationRecord(**fields)
