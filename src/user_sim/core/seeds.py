"""Deterministic seeds: every random stream of a run is derived from the run seed and a name."""

from __future__ import annotations

import hashlib
import random


def derive_seed(*parts: object) -> int:
    """A 64-bit seed that depends only on ``parts`` (stable across processes and Python versions)."""
    digest = hashlib.sha256("\x1f".join(repr(p) for p in parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def derive_rng(*parts: object) -> random.Random:
    """A private ``random.Random`` seeded from ``parts``."""
    return random.Random(derive_seed(*parts))
