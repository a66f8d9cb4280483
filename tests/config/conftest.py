"""Fixtures of the config tests: the corpus project (tests/config/corpus), its catalog, check options."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.config.corpus_headers import PROJECT, TODAY
from user_sim.config.catalog import Catalog, load_catalog
from user_sim.core.profile_loader import CheckOptions


@pytest.fixture(scope="session")
def corpus_catalog() -> Catalog:
    """Bundled personalities/types plus the corpus project's own."""
    return load_catalog(PROJECT)


@pytest.fixture
def corpus_options(corpus_catalog: Catalog) -> CheckOptions:
    """Check options for profiles of the corpus project (fixed 'today' so date generators are reproducible)."""
    return CheckOptions(project_dir=PROJECT, catalog=corpus_catalog, today=TODAY)


@pytest.fixture
def project_copy(tmp_path: Path) -> Path:
    """A writable copy of the corpus project (for tests that break its types/ or personalities/)."""
    target = tmp_path / "project"
    shutil.copytree(PROJECT, target)
    return target
