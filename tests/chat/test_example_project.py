from pathlib import Path

import pytest

from tests.chat.fakes import EXAMPLE
from user_sim.config.run_yml import load_run_file
from user_sim.core.profile_loader import CheckOptions, find_profiles, load_profile

PROFILES = find_profiles(EXAMPLE / "profiles")


def test_the_example_has_the_profiles_the_docs_promise():
    assert {p.stem for p in PROFILES} == {"order_steps", "full_order", "pairwise_drinks", "shop_questions"}


@pytest.mark.parametrize("path", PROFILES, ids=lambda p: p.stem)
def test_every_example_profile_is_valid_and_scripted(path: Path):
    loaded = load_profile(path, CheckOptions(project_dir=EXAMPLE))
    assert loaded.warnings == ()
    assert loaded.profile.llm.model == "scripted"
    text = path.read_text()
    assert "# model: gpt-4o-mini" in text  # how to switch to a real model


def test_the_example_covers_the_features_it_shows():
    loaded = [load_profile(p, CheckOptions(project_dir=EXAMPLE)) for p in PROFILES]
    styles = {"steps" if p.profile.conversation.goal_style.steps else "all_answered" for p in loaded}
    assert styles == {"steps", "all_answered"}
    assert any(p.variables.forward for p in loaded) and any(p.variables.pairwise for p in loaded)
    assert sum(p.profile.chatbot.is_starter for p in loaded) == 1
    outputs = {name for p in loaded for item in p.profile.chatbot.output for name in item}
    assert {"price", "order_id", "delivery_time"} <= outputs


def test_run_yml_targets_the_demo_bot_with_every_profile():
    run_file = load_run_file(EXAMPLE)
    assert run_file.technology == "demo" and not run_file.user_profile
