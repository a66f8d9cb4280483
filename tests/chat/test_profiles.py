"""A run's profiles are checked once: overrides and ``any()`` lists complete the loaded profile, never reload it."""

import pytest

from tests.chat.fakes import FakeWorld, copy_example
from user_sim.chat.run_chat import run_chat
from user_sim.chat.settings import ChatRunConfig
from user_sim.core import profile_loader
from user_sim.errors import ConfigError
from user_sim.testing import FakeClient

ANY_PROFILE = """\
test_name: any_drinks
llm: {model: gpt-4o-mini}
user:
  role: You are a customer ordering a drink.
  goals:
    - "a {{drink}}, please"
    - drink: {function: forward(), type: string, data: [water, "any(two sodas)"]}
chatbot: {fallback: Sorry?}
conversation: {number: combinations, goal_style: {steps: 2}, interaction_style: [single question]}
"""


@pytest.fixture
def checks(tmp_path, monkeypatch):
    """The project (with one any() profile) and the files checked so far."""
    project = copy_example(tmp_path)
    (project / "profiles" / "any_drinks.yml").write_text(ANY_PROFILE)
    checked = []
    check = profile_loader._check_document

    def counting(doc, *args):
        checked.append(doc.file)
        return check(doc, *args)

    monkeypatch.setattr(profile_loader, "_check_document", counting)
    return project, checked


def test_every_profile_is_checked_once_and_any_lists_complete_it(checks):
    project, checked = checks
    world = FakeWorld()
    clients = FakeClient(respond={"items": ["Fanta", "water", "Sprite"]})  # every any() prompt
    config = ChatRunConfig(project_dir=project, technology="demo", model="gpt-4o-mini", report_interval_s=3600)
    run_chat(config, target=world.target, clients=clients, runner=world.run_conversations)
    assert sorted(checked) == sorted(set(checked)) and len(checked) == 5  # the four example profiles and any_drinks
    [call] = clients.calls
    assert call.purpose == "generation" and "two sodas" in call.text
    drinks = [item.values["drink"] for item in world.plans[0]["items"] if item.key[0] == "any_drinks"]
    assert drinks == [["water"], ["Fanta"], ["Sprite"]]  # combinations counted on the generated list
    assert world.plans[0]["models"] == {"gpt-4o-mini"}  # the --model override applied once, kept after any()


def test_a_list_still_wrong_once_generated_is_located_at_its_variable(checks):
    project, checked = checks
    text = ANY_PROFILE.replace("forward(), type: string, data: [water,", "random(3), type: string, data: [")
    text = text.replace("number: combinations", "number: 2")
    (project / "profiles" / "any_drinks.yml").write_text(text)
    config = ChatRunConfig(project_dir=project, technology="demo", report_interval_s=3600)
    with pytest.raises(ConfigError) as caught:
        run_chat(
            config,
            target=FakeWorld().target,
            clients=FakeClient(respond={"items": ["Fanta"]}),
            runner=FakeWorld().run_conversations,
        )
    [issue] = caught.value.issues
    assert issue.file.endswith("any_drinks.yml") and issue.line == 7 and issue.path == "user.goals[1].drink.function"
    assert "random(3) asks for 3 different values but the list has only 1" in issue.message
    assert len(checked) == 5


def test_run_yml_user_profile_starts_at_the_project_a_flag_also_at_the_current_folder(tmp_path):
    from user_sim.chat.profiles import profile_target
    from user_sim.config.run_yml import RunFile

    project = copy_example(tmp_path / "shop")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "mine.yml").write_text(ANY_PROFILE)
    from_flag = ChatRunConfig.merge({"user_profile": "mine.yml"}, None, project, cwd=elsewhere)
    assert profile_target(from_flag) == elsewhere / "mine.yml"
    assert profile_target(ChatRunConfig.merge({}, RunFile(user_profile="full_order.yml"), project, cwd=elsewhere)) == (
        project / "profiles" / "full_order.yml"
    )
    from_run_yml = ChatRunConfig.merge({}, RunFile(user_profile="mine.yml"), project, cwd=elsewhere)
    with pytest.raises(ConfigError, match=r"no profile file or folder 'mine.yml' .*full_order.yml, order_steps.yml"):
        profile_target(from_run_yml)


def test_a_missing_profile_named_in_run_yml_is_an_error_at_its_line(tmp_path):
    """sensei-chat, as sensei-validation-check: run.yml:line:column, the key, the name that was meant; exit 2."""
    import subprocess
    import sys

    from tests.conftest import CLI_MODULES, cli_env

    project = copy_example(tmp_path / "shop")
    run_yml = project / "run.yml"
    text = run_yml.read_text(encoding="utf-8")
    run_yml.write_text(text.replace("\nuser_profile:\n", "\nuser_profile: ful_order.yml\n", 1), encoding="utf-8")
    assert "user_profile: ful_order.yml" in run_yml.read_text(encoding="utf-8")
    line = run_yml.read_text(encoding="utf-8").splitlines().index("user_profile: ful_order.yml") + 1
    done = subprocess.run(
        [sys.executable, "-m", CLI_MODULES["sensei-chat"], "--run-from-yaml", str(project)],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.stderr
    assert f"run.yml:{line}:15: user_profile: no profile file or folder 'ful_order.yml'" in done.stderr
    assert "did you mean 'full_order.yml'?" in done.stderr and "Traceback" not in done.stderr
