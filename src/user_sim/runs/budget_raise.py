"""A budget raised since a run started leaves its plan as it was: ``--resume`` accepts it after a budget stop.

``sensei-chat`` (each profile) and ``sensei-security-check`` (the security.yml) record when a run starts the SHA-256
of what plans it as validated, its budgets left out (:func:`plan_sha256`), and those budgets; a resume whose file
differs from the recorded one only in budgets kept, raised or removed runs the same plan; one lowered or newly set
is refused, named (:func:`budgets_lowered`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel


def plan_sha256(validated: BaseModel, budgets: Mapping[str, Any]) -> str:
    """The SHA-256 of ``validated`` without ``budgets`` (a pydantic ``exclude``): what the run is planned from."""
    dump = validated.model_dump(mode="json", exclude=budgets, warnings=False)  # a profile's styles: a union
    return hashlib.sha256(json.dumps(dump, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


RAISE_ONLY = "a resume may raise a budget, never lower it"
"""Why a budget lowered (or newly set) since a run started is refused: the plan ran with the higher one."""


def budgets_lowered(then: Mapping[str, float | None], now: Mapping[str, float | None]) -> list[str]:
    """Each budget lowered or newly set since ``then``: ``conversation.max_cost lowered (was 0.2, is 0.1)``.

    A budget removed since (unlimited) or raised is kept.
    """
    said = []
    for key, is_ in now.items():
        was = then.get(key)
        if is_ is not None and (was is None or is_ < was):
            said.append(f"{key} {'set' if was is None else 'lowered'} (was {_budget(was)}, is {_budget(is_)})")
    return said


def _budget(value: float | None) -> str:
    return "unlimited" if value is None else f"{value:g}"
