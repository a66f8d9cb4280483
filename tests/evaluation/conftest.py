"""Fixtures of the evaluation tests: the real local model of the realmodel tier."""

from tests.support.real_model import real_model  # noqa: F401  (the realmodel tier's session fixture)
