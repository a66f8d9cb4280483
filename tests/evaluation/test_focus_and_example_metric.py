"""Choosing the conversations of a focus file from a plan; the pizza-shop example's order_total metric."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.evaluation.support import record
from user_sim.errors import UsageError
from user_sim.evaluation.custom import MetricInput, load_metrics
from user_sim.evaluation.focus import FocusConversation, FocusFile, focused

PLANS = [("shop", 0, 0, {"size": ["large"]}), ("shop", 1, 0, {"size": ["small"]}), ("other", 0, 0, {})]


def focus(*conversations: tuple[str, int, dict[str, list[str]]]) -> FocusFile:
    listed = [
        FocusConversation(profile=p, profile_path="p.yml", index=i, serial="s", seed=1, values=v)
        for p, i, v in conversations
    ]
    return FocusFile(run_id="run-1", seed=7, conversations=listed)


def choose(chosen: FocusFile) -> list[tuple[str, int, int, dict[str, list[str]]]]:
    return focused(PLANS, chosen, key=lambda p: (p[0], p[1], p[2]), values=lambda p: p[3])


def test_exactly_the_listed_conversations_are_kept_in_plan_order() -> None:
    assert choose(focus(("shop", 1, {"size": ["small"]}), ("other", 0, {}))) == [PLANS[1], PLANS[2]]


def test_a_conversation_no_longer_planned_or_drawing_other_values_is_refused() -> None:
    with pytest.raises(UsageError, match=r"conversation 5 .* of 'shop' is not in the plan"):
        choose(focus(("shop", 5, {})))
    with pytest.raises(UsageError, match=r"now draws .* the profile changed since"):
        choose(focus(("shop", 0, {"size": ["medium"]})))


def example_metric():  # type: ignore[no-untyped-def]
    [metric] = load_metrics(["metrics/order_total.py"], REPO / "examples" / "pizza-shop")
    return metric


@pytest.mark.parametrize(
    ("size", "pizza", "price", "expected"),
    [
        ("large", "pepperoni", 17.80, "wrong"),
        ("large", "pepperoni", 16.00, "right"),
        ("small", "margherita", 11.5, "right"),
    ],
)
def test_the_example_order_total_metric_finds_the_wrong_price(
    size: str, pizza: str, price: float, expected: str
) -> None:
    values = {
        "pizza": [pizza],
        "size": [size],
        "toppings": ["olives"],
        "drink": ["lemonade" if size == "small" else "water"],
    }
    score = example_metric().score(MetricInput(record("a", values=values, data_output={"price": price})))
    assert score.value == expected
    assert (score.reason is not None) == (expected == "wrong")


def test_the_example_metric_does_not_apply_without_an_order(tmp_path: Path) -> None:
    score = example_metric().score(MetricInput(record("a", values={}, data_output=None)))
    assert score.value == "not applicable"


def test_a_focus_file_that_lists_no_conversation_is_a_usage_error_never_an_empty_pass(run_cli, tmp_path) -> None:
    """A rerun of nothing would judge nothing and exit 0: exit 2, one line at the key, and no run folder."""
    from tests.chat.fakes import copy_example

    project = copy_example(tmp_path)
    empty = tmp_path / "E1.yml"
    empty.write_text("run_id: R1\nseed: 0\nerrors: []\nconversations: []\n", encoding="utf-8")
    done = run_cli("sensei-chat", ["-rfy", project, "--no-rules", "--focus", empty])
    assert done.returncode == 2, done.stdout + done.stderr
    assert f"{empty}:4:16: conversations:" in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not (project / "output" / "runs").exists() or not any((project / "output" / "runs").iterdir())
