"""A budget raised since a run started leaves its plan as it was: ``--resume`` accepts it after a budget stop.

``sensei-chat`` (each profile) and ``sensei-security-check`` (the security.yml) record when a run starts the SHA-256
of what plans it as validated, its budgets left out (:func:`plan_sha256`), and those budgets; a resume whose file
differs from the recorded one only in budgets kept or raised (:func:`budgets_kept`) runs the same plan.
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


def budgets_kept(then: Mapping[str, float | None], now: Mapping[str, float | None]) -> bool:
    """Every budget of ``now`` as it was ``then``, higher, or removed (unlimited) — none lowered or newly set."""

    def kept(key: str) -> bool:
        was, is_ = then.get(key), now[key]
        return is_ is None or (was is not None and is_ >= was)

    return all(kept(key) for key in now)
