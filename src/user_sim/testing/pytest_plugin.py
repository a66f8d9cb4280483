"""The pytest plugin of user_sim (entry point ``pytest11``): the ``simulate`` fixture and the marker.

In a test::

    @pytest.mark.simulated_user
    def test_orders_are_priced_right(simulate):
        result = simulate("order.yml")            # a profile of the project, run against run.yml's chatbot
        assert_end_reasons(result, "goal_reached")
        assert_data(result, price=13.5)

``simulate(profile, target=..., technology=..., connector_params=..., seed=0, project=...)`` — see
:func:`user_sim.testing.simulation.simulate`. The project is the folder pytest was started in unless given.
Select or skip these tests with ``-m simulated_user`` / ``-m "not simulated_user"``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker, so ``--strict-markers`` accepts it."""
    config.addinivalue_line("markers", "simulated_user: a test that runs simulated users against a chatbot")


@pytest.fixture
def simulate(tmp_path: Path) -> Callable[..., Any]:
    """Run a profile against a chatbot and return its conversations (see the module docstring)."""
    from user_sim.testing.simulation import simulate as run

    def _simulate(profile: Any, *, project: str | Path | None = None, **options: Any) -> Any:
        return run(profile, project=Path(project or Path.cwd()).resolve(), work_dir=tmp_path, **options)

    return _simulate
