"""The CLI tests share the config tests' writable copy of the corpus project."""

from tests.config.conftest import project_copy

__all__ = ["project_copy"]
