"""Contract test over every registry: each entry is named, documented, strict about its params, safe on empty text.

Adding a kind of plugin to ``ENTRY_POINT_GROUPS`` without a contract here fails ``test_every_registry_is_walked``.
"""

from __future__ import annotations

import inspect
import random
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

import user_sim.evaluation.rules.helpers  # noqa: F401  (registers the built-in rule helpers)
from user_sim.core.styles import INTERACTION_STYLES, InteractionStyle, StyleTurn
from user_sim.plugins import ENTRY_POINT_GROUPS, METRICS, RULE_HELPERS, Registry
from user_sim.security.attacks import ATTACKS, Attack
from user_sim.security.executors import EXECUTORS, Executor
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
    assert callable(item)


CONTRACTS = {
    "attack": _attack,
    "oracle": _oracle,
    "execution mode": _executor,
    "interaction style": _style,
    "technology": _technology,
    "rule helper": _function,
    "metric": _function,
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
