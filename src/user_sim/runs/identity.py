"""What a run ran against and with — its chatbot and its simulated users — so that no run mixes two of either.

run.json's ``identity`` (:class:`~user_sim.runs.run_info.RunIdentity`) is written when a run starts; ``--resume``
(sensei-chat, sensei-security-check) and ``sensei-merge`` compare it, key by key, with the run they would add to
it, as they compare the seed: a conversation or case against another chatbot, or played by another simulated user,
would be counted in one verdict with the others (a usage error naming the key, exit 2).

Each key is dotted (``technology``, ``connector_params.base_url``, ``simulated_user.pizza.model``). A connector
parameter or a base URL is kept as a digest (made by ``targets.identity``) of its value, ``${NAME}`` expanded and its
credentials masked; digests are compared, never shown. The other values (a technology, a model, a temperature) are
shown when they differ.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from user_sim.config.identity_digest import CONTENT, DIGEST
from user_sim.errors import UsageError
from user_sim.runs.run_info import RunIdentity, recorded_identity, user_sim_version


def identity_changes(then: RunIdentity, now: RunIdentity) -> list[str]:
    """Each key whose value differs between two identities, with both values unless digests.

    A simulated user's key (``<test_name>.<field>``) is said once for every profile where it differs alike.
    """
    changes = []
    for section, was in then.sections().items():
        is_ = now.sections()[section]
        grouped: dict[str, list[str]] = {}
        for key in dict.fromkeys([*was, *is_]):  # in the order recorded: the technology first
            if was.get(key) != is_.get(key):
                owner, _, field = key.rpartition(".") if section == "simulated_user" else ("", "", key)
                grouped.setdefault(f"{_SECTIONS[section]} {field}{_values(was.get(key), is_.get(key))}", []).append(
                    owner
                )
        changes += [text + (f" in {', '.join(owners)}" if any(owners) else "") for text, owners in grouped.items()]
    return changes


_SECTIONS = {"chatbot": "the chatbot's", "simulated_user": "the simulated user's"}


_ANOTHER = " (another value)"
_COMPARED = " (values compared as they expand: a ${NAME} as its value, a credential's as its name)"
"""Said once after digests that differ: what was compared (a credential's ``${NAME}`` by its name, not its value)."""


def _values(was: str | None, is_: str | None) -> str:
    if was is not None and is_ is not None and was.startswith(CONTENT) and is_.startswith(CONTENT):
        return _EDITED
    if was is not None and is_ is not None and was.startswith(DIGEST) and is_.startswith(DIGEST):
        return _ANOTHER
    return f" (was {_shown(was)}, is {_shown(is_)})"


_EDITED = " (edited since)"
"""Said of a project file a connector parameter names whose content differs."""


def _shown(value: str | None) -> str:
    if value is None:
        return "not set"
    return "set" if value.startswith((DIGEST, CONTENT)) else value


UNRECORDED = (
    "does not record which chatbot and simulated user it ran with (its run.json is from an earlier user_sim), so "
    "nothing says"
)
"""Why a run.json without ``identity`` is refused: the start of the sentence after the run's name."""


def check_same_identity(
    then: RunIdentity | None, now: RunIdentity, where: str, other: str, fix: str, as_written: Mapping[str, str] = {}
) -> None:
    """Refuse (UsageError) to join a run of identity ``now`` to ``other``'s ``then``; ``where`` and ``fix`` frame it.

    ``then`` None: a run.json from before identities were recorded — nothing says it ran against the same chatbot,
    and no resume can add to it: a new run is the way on. ``as_written``: the digest of each of ``now``'s chatbot
    keys that holds a ``${NAME}``, unexpanded (``targets.identity.digests_as_written``): an earlier run recorded it so.
    """
    if then is None:
        raise UsageError(
            f"{where}: {other} {UNRECORDED} what is added to it would run against the same ones; start a new run "
            "(without --resume)"
        )
    earlier = {k: now.chatbot[k] for k, v in then.chatbot.items() if k in now.chatbot and as_written.get(k) == v}
    changes = identity_changes(then.model_copy(update={"chatbot": then.chatbot | earlier}), now)
    if changes:
        written = _COMPARED if any(_ANOTHER in change for change in changes) else ""
        raise UsageError(
            f"{where}: another chatbot or simulated user than {other} ran with — {'; '.join(changes)}{written}: one "
            f"verdict would rest on both; {fix}"
        )


def check_shard_identities(
    folders: Sequence[Path], infos: Sequence[dict[str, Any]], shard_of: Callable[[dict[str, Any]], str | None]
) -> None:
    """``sensei-merge``: every shard ran with the first shard's chatbot and simulated users (UsageError naming both)."""
    named = [f"{folder} (shard {shard_of(info) or 'none'})" for folder, info in zip(folders, infos, strict=True)]
    identities = [recorded_identity(info) for info in infos]
    fix = "merge the shards of one run: each run with the same run.yml, flags, profiles and user_sim"
    for name, identity in zip(named, identities, strict=True):
        if identity is None:
            raise UsageError(
                f"{name}: this shard {UNRECORDED} the shards ran against the same ones; run every shard again with "
                "this user_sim, then merge them"
            )
    for name, info, identity in zip(named[1:], infos[1:], identities[1:], strict=True):
        assert identity is not None
        check_same_identity(identities[0], identity, name, named[0], fix + _versions(infos[0], info))


def _versions(first: dict[str, Any], other: dict[str, Any]) -> str:
    """`` (the first ran user_sim 0.2.0, this one 0.3.0)`` when two shards were made by two versions, else nothing."""
    was, is_ = user_sim_version(first), user_sim_version(other)
    return f" (the first ran user_sim {was}, this one {is_})" if was != is_ else ""
