"""The parts of a chat run that other modules provide — the seams ``run_chat`` calls through.

Each default imports its module only when called, and raises NotBuiltError (exit 3, one clear line) when
that module is not in this version, instead of pretending. Tests pass fakes.

Contracts the defaults rely on:

* ``user_sim.core.plan.plan_conversations(profiles, *, seed, run_id) -> list[item]``: one item per
  conversation; ``item.key`` is ``(test_name, index, replicate)``.
* ``user_sim.chat.runner.run_conversations(items, target, *, workers, client_factory, on_record,
  should_stop)``: runs the items, calls ``on_record(record)`` as each conversation ends.
* ``user_sim.targets.factory.build_target(technology, connector_params, project_dir) -> Target``; the
  factory expands ``${ENV}`` in ``connector_params`` itself (run_chat never sees the secret values).
* ``user_sim.llm.cache`` (``ResponseCache``, ``project_cache_dir``) and ``user_sim.llm.prices.PriceTable``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from user_sim.chat.run_folder import RecordKey
from user_sim.chat.settings import ChatRunConfig
from user_sim.config.profile import Profile
from user_sim.core.profile import LoadedProfile
from user_sim.errors import NotBuiltError


@dataclass(frozen=True)
class ChatServices:
    """Everything ``run_chat`` needs from the engine, the targets and the LLM layer."""

    plan_items: Callable[[Sequence[LoadedProfile], int, str], Sequence[Any]]
    """(profiles, run seed, run id) -> conversation items."""
    item_key: Callable[[Any], RecordKey]
    """The (test_name, index, replicate) key of an item."""
    build_target: Callable[[str, dict[str, Any], Path], Any]
    """(technology, connector params as written, project dir) -> Target."""
    run_conversations: Callable[..., Any]
    """The parallel runner (see module docstring)."""
    client_factory: Callable[[ChatRunConfig], Any]
    """Builds what the runner uses to make LLM clients (cache mode, prices, budgets)."""
    clean_cache: Callable[[Path], None]
    """Delete the project's LLM response cache."""
    price_of: Callable[[Profile, Path], tuple[float, float] | None]
    """Dollars per million (input, output) tokens of a profile's model, None when unknown (NotBuiltError when
    there is no price table)."""
    prepare: Callable[[Sequence[LoadedProfile], ChatRunConfig, Any], list[LoadedProfile]] = (
        lambda profiles, config, clients: list(profiles)
    )
    """Before anything runs: check the models (provider, key, prices for budgets) and generate any() lists with
    the run's client factory; returns the profiles to run."""


def module(name: str, feature: str) -> ModuleType:
    """Import ``name``; NotBuiltError naming ``feature`` when that module is not part of this version."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (name == exc.name or name.startswith(exc.name + ".")):
            raise NotBuiltError(f"{feature} is not built yet in this version of user_sim ({name} is missing)") from None
        raise


def _plan_items(profiles: Sequence[LoadedProfile], seed: int, run_id: str) -> Sequence[Any]:
    plan = module("user_sim.core.plan", "conversation planning")
    return [item for loaded in profiles for item in plan.plan_conversations(loaded, seed)]


def _item_key(item: Any) -> RecordKey:
    test_name, index, replicate = item.key
    return (str(test_name), int(index), int(replicate))


def _build_target(technology: str, params: dict[str, Any], project_dir: Path) -> Any:
    return module("user_sim.targets.factory", "the target factory").build_target(technology, params, project_dir)


def _run_conversations(*args: Any, **kwargs: Any) -> Any:
    return module("user_sim.chat.runner", "the conversation runner").run_conversations(*args, **kwargs)


def _client_factory(config: ChatRunConfig) -> Any:
    wiring = module("user_sim.chat.clients", "the LLM client factory")
    return wiring.ClientPool(config.project_dir, config.cache_mode)


def _prepare(profiles: Sequence[LoadedProfile], config: ChatRunConfig, clients: Any) -> list[LoadedProfile]:
    from user_sim.config.catalog import load_catalog
    from user_sim.core.profile import CheckOptions

    wiring = module("user_sim.chat.clients", "the LLM client factory")
    wiring.preflight(profiles, config.project_dir)
    overrides = {
        k: v
        for k, v in (("model", config.model), ("model_prov", config.provider), ("base_url", config.base_url))
        if v is not None
    }
    options = CheckOptions(project_dir=config.project_dir, catalog=load_catalog(config.project_dir))
    return wiring.resolve_any_lists(profiles, options, clients, overrides)  # type: ignore[no-any-return]


def _clean_cache(project_dir: Path) -> None:
    cache = module("user_sim.llm.cache", "the LLM response cache")
    cache.ResponseCache(cache.project_cache_dir(project_dir)).clean()


def _price_of(profile: Profile, project_dir: Path) -> tuple[float, float] | None:
    prices = module("user_sim.llm.prices", "the price table")
    llm = profile.llm
    spec = module("user_sim.llm.base", "the LLM contract").ModelSpec(
        model=llm.model, provider=llm.model_prov, temperature=llm.temperature, base_url=llm.base_url
    )
    price = prices.PriceTable.load(project_dir).price_for(spec)
    return None if price is None else (price.input, price.output)


def default_services() -> ChatServices:
    """The real implementations (each imported on first use)."""
    return ChatServices(
        plan_items=_plan_items,
        item_key=_item_key,
        build_target=_build_target,
        run_conversations=_run_conversations,
        client_factory=_client_factory,
        clean_cache=_clean_cache,
        price_of=_price_of,
        prepare=_prepare,
    )
