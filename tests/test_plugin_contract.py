"""Contract test over every registry: each entry is named, documented, strict about its params, safe on empty text.

Adding a kind of plugin to ``ENTRY_POINT_GROUPS`` without a contract here fails ``test_every_registry_is_walked``.
"""

from __future__ import annotations

import inspect
import random
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

import user_sim.evaluation.rules.helpers  # noqa: F401  (registers the built-in rule helpers)
from user_sim.core.styles import INTERACTION_STYLES, InteractionStyle, StyleTurn
from user_sim.evaluation import metric as metric_declaration
from user_sim.plugins import ENTRY_POINT_GROUPS, METRICS, RULE_HELPERS, Registry
from user_sim.security.attacks import ATTACKS, Attack
from user_sim.security.execute.executors import EXECUTORS, Executor
from user_sim.security.oracles import ORACLES, Observation, Oracle
from user_sim.targets.params import ConnectorParam
from user_sim.targets.registration import TARGETS

REGISTRIES: dict[str, Registry[Any]] = {
    "attack": ATTACKS,
    "oracle": ORACLES,
    "execution mode": EXECUTORS,
    "interaction style": INTERACTION_STYLES,
    "technology": TARGETS,
    "rule helper": RULE_HELPERS,
    "metric": METRICS,
}
ENTRIES = [(kind, name) for kind, registry in REGISTRIES.items() for name in registry.names()]


def test_every_registry_is_walked() -> None:
    assert set(REGISTRIES) == set(ENTRY_POINT_GROUPS)
    walked = {kind for kind, _ in ENTRIES} | set(WALKED_WITH_AN_EXAMPLE)
    assert walked == set(REGISTRIES), "a registry with no built-in entry needs an example in WALKED_WITH_AN_EXAMPLE"
    assert all(
        registry.kind == kind and registry.group == ENTRY_POINT_GROUPS[kind] for kind, registry in REGISTRIES.items()
    )


def _strict(model: type[BaseModel]) -> None:
    assert model.model_config.get("extra") == "forbid"
    with pytest.raises(ValidationError):
        model.model_validate({"surely_not_a_param": 1})


def _attack(cls: type[Attack]) -> None:
    assert issubclass(cls, Attack) and cls.description.strip()
    _strict(cls.Params)


def _oracle(cls: type[Oracle]) -> None:
    assert issubclass(cls, Oracle) and isinstance(cls.needs_llm, bool)
    _strict(cls.Params)
    judged = cls(cls.example_params).judge(Observation(reply=" \n\u200b", attack_prompt="attack"))
    assert judged.outcome == "inconclusive" and judged.reason


def _executor(cls: type[Executor]) -> None:
    assert issubclass(cls, Executor)
    assert inspect.ismethod(cls.from_setup) and cls.run is not Executor.run


def _style(cls: type[InteractionStyle]) -> None:
    style, turn = cls(), StyleTurn(random.Random(1), 0, "English")
    assert isinstance(style, InteractionStyle)
    assert isinstance(style.transform("I want a pizza", turn), str)
    assert style.instruction(turn) is None or style.instruction(turn)


def _technology(technology: Any) -> None:
    assert technology.description.strip() and callable(technology.build)
    assert all(isinstance(p, ConnectorParam) and p.name for p in technology.parameters)


def _function(item: Any) -> None:
    assert callable(item) and inspect.signature(item)


def _metric(item: Any) -> None:
    """A metric plugin is loadable by name from ``evaluation.custom_metrics`` and scores a conversation."""
    from tests.evaluation.support import record as conversation
    from user_sim.evaluation.custom import MetricInput, load_metrics

    name = next(n for n, registered in METRICS.items() if registered is item)
    (loaded,) = load_metrics([name], Path("."))
    record = conversation()
    score = loaded.score(MetricInput(record, turn=None if loaded.scope == "conversation" else 0))
    assert loaded.name and score.inconclusive is None, score


CONTRACTS = {
    "attack": _attack,
    "oracle": _oracle,
    "execution mode": _executor,
    "interaction style": _style,
    "technology": _technology,
    "rule helper": _function,
    "metric": _metric,
}


@pytest.mark.parametrize(("kind", "name"), ENTRIES, ids=[f"{k}:{n}" for k, n in ENTRIES])
def test_entry_honours_its_contract(kind: str, name: str) -> None:
    item = REGISTRIES[kind].get(name)
    if isinstance(item, type):
        assert item.name == name, "the decorator named the class"
    assert (getattr(item, "__doc__", None) or getattr(item, "description", "")).strip(), (
        f"{kind} {name} is undocumented"
    )
    CONTRACTS[kind](item)


def _reply_words(turn: Any) -> int:
    """How many words the chatbot's reply has (a bare function: a number per turn)."""
    return len((turn.reply or "").split())


@metric_declaration("asks_a_question", kind="qualitative", scope="conversation", failure_labels=["no"])
def _asks_a_question(conversation: Any) -> str:
    """``yes`` when the chatbot's last reply asks something."""
    return "yes" if "?" in (conversation.reply or "") else "no"


WALKED_WITH_AN_EXAMPLE = {"metric": {"reply_words": _reply_words, "asks_a_question": _asks_a_question}}
"""Registries with no built-in entry (user_sim ships no metric plugin): walked with these, registered for the test."""


@pytest.mark.parametrize(
    ("kind", "name"),
    [(kind, name) for kind, items in WALKED_WITH_AN_EXAMPLE.items() for name in items],
)
def test_an_example_entry_honours_its_contract(kind: str, name: str) -> None:
    with REGISTRIES[kind].sandbox() as registry:
        registry.add(name, WALKED_WITH_AN_EXAMPLE[kind][name])
        test_entry_honours_its_contract(kind, name)
