"""Fixtures of the campaign tests: the local oracle registry and a loader/runner bound to it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.security.oracles import make_oracles
from user_sim.security.execute.campaign_runner import CampaignOutcome, run_campaign
from user_sim.security.plan.campaign import Campaign, load_campaign
from user_sim.security.settings import SecuritySettings


@pytest.fixture
def oracles():
    return make_oracles()


@pytest.fixture
def load(oracles):
    def _load(project: Path, config: str = "security/security.yml") -> Campaign:
        return load_campaign(project / config, project, oracles=oracles)

    return _load


@pytest.fixture
def run(oracles):
    def _run(campaign: Campaign, target, **kwargs) -> CampaignOutcome:
        options = kwargs.pop("options", None) or SecuritySettings.for_campaign(
            campaign,
            workers=kwargs.pop("workers", 2),
            seed=kwargs.pop("seed", None if "resume" in kwargs else 7),
            show_progress=False,
            dry_run=kwargs.pop("dry_run", False),
            fail_on=kwargs.pop("fail_on", "breached"),
            resume=kwargs.pop("resume", None),
        )
        return run_campaign(campaign, target, options, oracles=oracles, **kwargs)

    return _run


@pytest.fixture(autouse=True)
def fake_technology(monkeypatch):
    """``technology: fake`` (the run.yml of ``fakes.make_project``) is registered while a test runs."""
    from tests.security.fakes import fake_technology as technology
    from user_sim.targets.registration import TARGETS

    monkeypatch.setitem(TARGETS._items, "fake", technology())
