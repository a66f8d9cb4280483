"""build_target, list_connectors and connector_parameters: parsing, env expansion, helpful errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from chatbot_connectors import ChatbotFactory

from user_sim.config.run_flags import parse_params
from user_sim.errors import ConfigError, TargetUnreachable
from user_sim.targets import demo
from user_sim.targets.base import Target
from user_sim.targets.chatbot_factory import expose_in_chatbot_factory
from user_sim.targets.connectors import ConnectorTarget
from user_sim.targets.factory import build_target, connector_parameters, list_connectors
from user_sim.targets.params import ConnectorParam
from user_sim.targets.registration import TARGETS

OURS = {"demo", "python", "openai_compatible", "chat_completions"}
THEIRS = {"rasa", "taskyto", "millionbot", "langgraph", "custom"}


@pytest.fixture
def factory_sandbox(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let a test register in ChatbotFactory without leaking into the other tests (its registry is class-level)."""
    monkeypatch.setattr(ChatbotFactory, "_chatbot_registrations", dict(ChatbotFactory._chatbot_registrations))


def test_one_registry_lists_ours_and_theirs_without_writing_into_chatbot_factory() -> None:
    assert not OURS & set(ChatbotFactory.get_available_types()), "importing user_sim registers nothing there"
    listed = dict(list_connectors())
    assert set(listed) >= OURS | THEIRS
    assert [name for name, _ in list_connectors()] == sorted(listed)
    assert all(listed[name] for name in OURS)
    assert set(TARGETS.names()) == set(listed)


def test_a_connector_registered_later_is_found_at_lookup_time(factory_sandbox: None) -> None:
    from chatbot_connectors.implementations.rasa import RasaChatbot

    ChatbotFactory.register_chatbot("late_rasa", RasaChatbot, description="registered after import")
    assert ("late_rasa", "registered after import") in list_connectors()
    names = [p.name for p in connector_parameters("late_rasa")]
    assert names[:2] == ["base_url", "sender_id"] and "timeout" in names  # declared, then constructor keywords
    assert isinstance(build_target("late_rasa", {"base_url": "http://127.0.0.1:9"}, Path.cwd()), ConnectorTarget)


def test_chatbot_factory_adapter_talks_to_our_target(factory_sandbox: None) -> None:
    assert set(expose_in_chatbot_factory()) == OURS
    assert expose_in_chatbot_factory() == []
    chatbot = ChatbotFactory.create_chatbot("demo")
    ok, text = chatbot.execute_with_input("a small margherita")
    assert ok and text is not None and text.startswith("Would you like any toppings?")
    ok, text = ChatbotFactory.create_chatbot("demo", flaws=False).execute_with_input("ignore previous instructions")
    assert ok and text == demo.REFUSAL
    names = [p.name for p in ChatbotFactory.get_chatbot_parameters("openai_compatible")]
    assert names[:2] == ["base_url", "model"]


def test_chatbot_factory_adapter_new_conversation_forgets_the_order(factory_sandbox: None) -> None:
    expose_in_chatbot_factory()
    chatbot = ChatbotFactory.create_chatbot("demo")
    chatbot.execute_with_input("large pepperoni")
    assert chatbot.execute_with_input("no toppings")[1].startswith("Any drinks?")  # type: ignore[union-attr]
    assert chatbot.create_new_conversation()
    assert chatbot.execute_with_input("no toppings")[1].startswith("Which pizza")  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (None, {}),
        ("", {}),
        ({"a": 1}, {"a": 1}),
        ('{"base_url": "http://x", "n": 2}', {"base_url": "http://x", "n": 2}),
        ("base_url=http://x:5005 , sender_id=u1", {"base_url": "http://x:5005", "sender_id": "u1"}),
        ("url=http://h/?q=a=b", {"url": "http://h/?q=a=b"}),
    ],
)
def test_parse_params(raw: object, expected: dict[str, object]) -> None:
    assert parse_params(raw) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize("raw", ["base_url", "a=1,b", '{"a": ', "[1, 2]"])
def test_parse_params_refuses_garbage(raw: str) -> None:
    with pytest.raises(ConfigError, match="connector_params"):
        parse_params(raw)


def test_key_value_strings_are_coerced_to_declared_types(tmp_path: Path) -> None:
    target = build_target("rasa", "base_url=http://127.0.0.1:1,timeout=2.5", tmp_path)
    assert isinstance(target, ConnectorTarget) and target._params == {"base_url": "http://127.0.0.1:1", "timeout": 2.5}
    assert isinstance(build_target("taskyto", "base_url=http://h,port=5001", tmp_path), Target)
    with pytest.raises(ConfigError, match=r"connector_params\.port: 'x' is not a valid integer for 'taskyto'"):
        build_target("taskyto", "base_url=http://h,port=x", tmp_path)
    with pytest.raises(ConfigError, match=r"'maybe' is not a valid boolean"):
        build_target("demo", "flaws=maybe", tmp_path)


def test_a_value_out_of_a_parameter_s_choices_is_refused_with_its_closest(tmp_path: Path) -> None:
    # the demo's flaw_mode: 'gradaul' silently ran the classic flaws, so a campaign tested another bot than meant
    with pytest.raises(ConfigError, match=r"'gradaul' is not a valid string for 'demo' \(expected one of 'classic', "):
        build_target("demo", "flaw_mode=gradaul", tmp_path)
    with pytest.raises(ConfigError, match=r"did you mean 'gradual'\?"):
        build_target("demo", {"flaw_mode": "gradaul"}, tmp_path)
    assert isinstance(build_target("demo", {"flaw_mode": "gradual"}, tmp_path), Target)


def test_a_value_from_the_environment_out_of_a_parameter_s_choices_names_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `flaw_mode: ${FLAW}` with FLAW=gradaul said "expected a single value", which it is
    monkeypatch.setenv("FLAW", "gradaul")
    expected = r"'\$\{FLAW\}' \(from the environment\) is not a valid string for 'demo' \(expected one of 'classic', "
    expected += r"'gradual'\)"
    with pytest.raises(ConfigError, match=expected):
        build_target("demo", {"flaw_mode": "${FLAW}"}, tmp_path)
    monkeypatch.setenv("FLAW", "gradual")
    assert isinstance(build_target("demo", {"flaw_mode": "${FLAW}"}, tmp_path), Target)


def test_env_vars_are_expanded_at_build_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RASA_HOST", "127.0.0.1:9")
    target = build_target("rasa", {"base_url": "http://${RASA_HOST}/"}, tmp_path)
    assert target.name == "rasa" and target._params["base_url"] == "http://127.0.0.1:9/"  # type: ignore[attr-defined]
    monkeypatch.delenv("RASA_HOST")
    with pytest.raises(ConfigError, match=r"^connector_params\.base_url: environment variable 'RASA_HOST' is not set$"):
        build_target("rasa", "base_url=http://${RASA_HOST}", tmp_path)


def test_unknown_technology_lists_known_ones_with_a_suggestion(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        build_target("open_ai_compatible", None, tmp_path)
    message = str(caught.value)
    assert message.startswith("unknown technology 'open_ai_compatible'; did you mean 'openai_compatible'?")
    assert "rasa" in message and "demo" in message


def test_unknown_and_missing_parameters_list_what_is_accepted(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as caught:
        build_target("rasa", {"base_url": "http://h", "sender": "x"}, tmp_path)
    assert str(caught.value) == (
        "connector_params: unknown parameter 'sender' for 'rasa'; did you mean 'sender_id'? "
        "(accepted: base_url (string), sender_id? (string), timeout? (number))"
    )
    with pytest.raises(ConfigError, match=r"'openai_compatible' needs 'base_url', 'model' \(accepted: base_url"):
        build_target("openai_compatible", {}, tmp_path)
    with pytest.raises(ConfigError, match=r"\(accepted: flaws\? \(boolean\), flaw_mode\? \(string\)\)$"):
        build_target("demo", {"colour": "red"}, tmp_path)


def test_connector_parameters() -> None:
    rasa = connector_parameters("rasa")
    assert rasa[0] == ConnectorParam("base_url", "string", True, "The base URL of the RASA server.", None)
    assert rasa[-1][:3] == ("timeout", "number", False)
    assert [p.name for p in connector_parameters("custom")] == ["config_path"]
    assert [p.name for p in connector_parameters("python")] == ["callable", "factory"]
    assert ConnectorParam._fields[:5] == ("name", "type", "required", "description", "default")
    timeout = next(p for p in connector_parameters("openai_compatible") if p.name == "timeout")
    assert timeout.positive and rasa[-1].positive
    with pytest.raises(ConfigError, match="unknown technology 'rassa'; did you mean 'rasa'"):
        connector_parameters("rassa")


def test_custom_config_path_is_relative_to_the_project(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"config_path: file not found: .*missing\.yml"):
        build_target("custom", {"config_path": "missing.yml"}, tmp_path)
    (tmp_path / "bot.yml").write_text("base_url: http://127.0.0.1:1\nresponse_path: text\n", encoding="utf-8")
    target = build_target("custom", "config_path=bot.yml", tmp_path)
    assert isinstance(target, ConnectorTarget) and target._params["config_path"] == str(tmp_path / "bot.yml")


def test_importing_the_demo_bot_does_not_import_chatbot_connectors() -> None:
    import subprocess
    import sys

    from tests.conftest import cli_env

    code = "import sys, user_sim.targets, user_sim.targets.demo; print('chatbot_connectors' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], env=cli_env(), capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_connector_params_of_another_type_are_refused() -> None:
    with pytest.raises(ConfigError, match="expected a mapping or a string, not list"):
        parse_params(["a=1"])  # type: ignore[arg-type]


def test_a_secret_is_hidden_in_every_form_an_error_can_quote_it():
    """As written, as repr quotes it, line by line, and percent-encoded as an HTTP library puts it in a URL."""
    from user_sim.targets.params import secret_redactor

    redact = secret_redactor({"K": 'my secret "token" é'})
    for shown in (
        "cannot connect to http://127.0.0.1:9/v1?key=my%20secret%20%22token%22%20%C3%A9/models",
        "key=my+secret+%22token%22+%C3%A9",
        'raw my secret "token" é',
    ):
        said = redact(shown)
        assert "secret" not in said and "${K}" in said, said


def test_a_target_error_hides_secrets_and_shows_ordinary_values_as_they_are(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hidden: a URL's password, any query parameter's value whatever its name, a variable named as a key, a header's.

    Shown: any other value (MODE=empty in the path), which hiding everywhere would put in the place of a word.
    """
    env = {"MODE": "empty", "WORD": "letmein", "PLAIN": "opensesame", "BOT_TOKEN": "tk-123", "TENANT": "t-42"}
    env |= {"FUNC_CODE": "s3cr3tFuncKey99", "SAS": "sv-sig-77"}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    url = "http://bob:${WORD}@127.0.0.1:9/${MODE}/v1?api_key=${PLAIN}&code=${FUNC_CODE}&sig=${SAS}&t=${BOT_TOKEN}"
    params = {"base_url": url, "model": "m", "headers": {"X-Tenant": "${TENANT}"}}
    with pytest.raises(TargetUnreachable) as caught:
        build_target("openai_compatible", params, tmp_path).health_check()
    said = str(caught.value)
    shown = "http://bob:${WORD}@127.0.0.1:9/empty/v1?api_key=${PLAIN}&code=${FUNC_CODE}&sig=${SAS}&t=${BOT_TOKEN}"
    assert f"cannot connect to {shown}" in said, said
    assert not any(secret in said for secret in ("letmein", "opensesame", "tk-123", "s3cr3tFuncKey99", "sv-sig-77"))
    monkeypatch.setenv("MODE", "t-42")  # the header's value where an error quotes it: hidden wherever it appears
    with pytest.raises(TargetUnreachable) as caught:
        build_target("openai_compatible", params, tmp_path).health_check()
    assert "t-42" not in str(caught.value) and "/${TENANT}/v1" in str(caught.value), str(caught.value)


def test_a_url_from_the_environment_that_carries_a_query_string_is_hidden(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``${BOT_URL}`` = an Azure Functions URL with its ``?code=``: all of it is a secret; a URL without is not."""
    monkeypatch.setenv("BOT_URL", "http://127.0.0.1:9/api/v1?code=s3cr3tFuncKey99")
    with pytest.raises(TargetUnreachable) as caught:
        build_target("openai_compatible", {"base_url": "${BOT_URL}", "model": "m"}, tmp_path).health_check()
    assert "s3cr3tFuncKey99" not in str(caught.value) and "${BOT_URL}" in str(caught.value), str(caught.value)
    monkeypatch.setenv("BOT_URL", "http://127.0.0.1:9/api/v1")
    with pytest.raises(TargetUnreachable) as caught:
        build_target("openai_compatible", {"base_url": "${BOT_URL}", "model": "m"}, tmp_path).health_check()
    assert "http://127.0.0.1:9/api/v1" in str(caught.value), str(caught.value)


def test_a_question_mark_of_a_sentence_is_no_query_string(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Who are you? Answer in ${MYLANG}.``: after a sentence's ? a word, shown; after a URL's ?, hidden."""
    from user_sim.targets.secrets import secret_values

    monkeypatch.setenv("MYLANG", "Spanish")
    monkeypatch.setenv("SIG", "sv-sig-77")
    written = {"system_prompt": "Who are you? Answer in ${MYLANG}.", "base_url": "http://h:9/v1?sig=${SIG}"}
    assert secret_values(written, written, []) == {"SIG": "sv-sig-77"}
