"""Deterministic seeds: every random stream of a run is derived from the run seed and a name."""

from __future__ import annotations

import hashlib
import random


def seed_of(text: str) -> int:
    """A 64-bit seed that depends only on ``text``: the first 8 bytes of its SHA-256 (stable everywhere)."""
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def derive_seed(*parts: object) -> int:
    """A 64-bit seed that depends only on ``parts`` (stable across processes and Python versions)."""
    return seed_of("\x1f".join(repr(p) for p in parts))


def derive_rng(*parts: object) -> random.Random:
    """A private ``random.Random`` seeded from ``parts``."""
    return random.Random(derive_seed(*parts))
