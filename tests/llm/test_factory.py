import subprocess
import sys
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_openai import ChatOpenAI
from pydantic import SecretStr

from tests.conftest import cli_env
from user_sim.errors import ConfigError
from user_sim.llm.base import ModelSpec
from user_sim.llm.factory import LOCAL_PLACEHOLDER_KEY, check_model, make_chat_model, with_seed
from user_sim.llm.providers import infer_provider


def test_base_url_gives_an_openai_compatible_client_with_retries_off_and_a_placeholder_key():
    model = make_chat_model(ModelSpec("llama3.2", base_url="http://localhost:11434/v1", temperature=0.3), max_tokens=99)
    assert isinstance(model, ChatOpenAI)
    assert model.openai_api_base == "http://localhost:11434/v1"
    assert model.openai_api_key.get_secret_value() == LOCAL_PLACEHOLDER_KEY
    assert model.max_retries == 0 and model.temperature == 0.3 and model.max_tokens == 99


def test_api_key_env_names_the_variable_that_holds_the_key(monkeypatch):
    monkeypatch.setenv("MY_LLM_KEY", "sk-from-env")
    model = make_chat_model(ModelSpec("m", base_url="http://127.0.0.1:9/v1", api_key_env="MY_LLM_KEY"))
    assert model.openai_api_key.get_secret_value() == "sk-from-env"


def test_api_key_env_that_is_not_set_is_a_config_error(monkeypatch):
    monkeypatch.delenv("NOT_SET_KEY", raising=False)
    with pytest.raises(ConfigError, match="NOT_SET_KEY \\(named by api_key_env\\) is not set"):
        make_chat_model(ModelSpec("gpt-4o", api_key_env="NOT_SET_KEY"))


def test_openai_model_is_inferred_and_built_with_init_chat_model(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    model = make_chat_model(ModelSpec("gpt-4o-mini"), seed=5, timeout=7)
    assert type(model).__name__ == "ChatOpenAI" and model.model_name == "gpt-4o-mini"
    assert model.max_retries == 0 and model.seed == 5 and model.request_timeout == 7


def test_missing_openai_key_is_a_config_error_with_a_hint(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(ConfigError, match=r"cannot create model gpt-4o-mini .*api_key_env"):
        check_model(ModelSpec("gpt-4o-mini"))


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            ModelSpec("x", provider="no-such-provider"),
            "cannot use model x \\(provider no-such-provider\\): Unsupported",
        ),
        (ModelSpec("my-house-model"), "cannot use model my-house-model: Unable to infer .*set llm.model_prov"),
    ],
)
def test_unknown_provider_or_uninferable_model_is_a_config_error(spec, message):
    with pytest.raises(ConfigError, match=message):
        make_chat_model(spec)


def test_missing_provider_package_is_a_config_error_naming_it():
    pytest.importorskip("langchain_core")
    if _installed("langchain_anthropic"):
        pytest.skip("langchain-anthropic is installed here")
    with pytest.raises(ConfigError, match=r"needs a provider package .*langchain-anthropic"):
        make_chat_model(ModelSpec("claude-3-5-haiku-latest"))


def test_gemini_goes_to_the_gemini_api_without_a_deprecation_warning():
    assert infer_provider("gemini-2.5-flash") == "google_genai"
    assert infer_provider("o4-mini") == "openai"
    assert infer_provider("openai:gpt-4o") is None  # LangChain's own provider:model form
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(ConfigError):  # the package is not installed here; what matters is no warning
            make_chat_model(ModelSpec("gemini-2.5-flash"))


def _installed(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


def test_importing_the_llm_layer_does_not_import_langchain_or_openai():
    code = (
        "import sys, user_sim.llm, user_sim.llm.client, user_sim.llm.factory, user_sim.llm.extraction, "
        "user_sim.llm.any_list, user_sim.llm.cache, user_sim.llm.meter, user_sim.llm.prices, user_sim.llm.budget\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('langchain', 'langchain_core', "
        "'langchain_openai', 'openai', 'httpx'))\n"
        "print(heavy)"
    )
    done = subprocess.run([sys.executable, "-c", code], env=cli_env(), capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]", done.stdout


def test_a_seeded_copy_shares_the_sdk_client_and_sends_its_seed():
    spec = ModelSpec("local-model", base_url="http://127.0.0.1:9/v1")
    shared = make_chat_model(spec, timeout=7)
    seeded = with_seed(shared, spec, 5)
    assert seeded.seed == 5 and shared.seed is None
    assert seeded.root_client is shared.root_client and seeded.request_timeout == 7
    assert with_seed(shared, spec, None) is shared


def test_models_that_take_no_seed_are_not_copied():
    spec = ModelSpec("claude-3-5-haiku-latest", provider="anthropic")
    marker = object()
    assert with_seed(marker, spec, 5) is marker  # type: ignore[arg-type]


@pytest.mark.parametrize("extra_body", [None, {"top_k": 3}])
def test_the_wire_model_sends_the_same_bytes_as_chat_openai(openai_server, extra_body):
    from user_sim.llm.openai_wire import WireChatOpenAI

    server = openai_server(lambda request: "ok")
    chat = [SystemMessage("be brief"), HumanMessage("hi"), AIMessage("hello"), HumanMessage("é 🙂 bye")]
    schema = {"type": "object", "properties": {"done": {"type": "boolean"}}, "required": ["done"],
              "additionalProperties": False, "title": "Verdict"}  # fmt: skip
    for cls in (ChatOpenAI, WireChatOpenAI):
        model = cls(
            model="m", base_url=server.base_url, api_key=SecretStr("k"), seed=3, extra_body=extra_body,
            temperature=0.5, max_tokens=20, top_p=0.9,
        )  # fmt: skip
        model.invoke(chat, stop=["END"])
        model.with_structured_output(schema, method="json_schema", strict=True, include_raw=True).invoke(chat)
    plain, wire = server.requests[:2], server.requests[2:]
    assert [list(r.items()) for r in wire] == [list(r.items()) for r in plain]
    assert [m["content"] for m in wire[0]["messages"]] == ["be brief", "hi", "hello", "é 🙂 bye"]


def test_the_first_langchain_import_runs_with_the_collector_paused_then_frozen(monkeypatch):
    import gc
    import sys

    from user_sim.llm import factory

    states: list[bool] = []

    class Recorder:
        def __getattr__(self, name):
            states.append(gc.isenabled())
            raise AttributeError(name)

    spec = ModelSpec(model="m", base_url="http://127.0.0.1:1/v1")
    monkeypatch.setitem(sys.modules, "user_sim.llm.openai_wire", Recorder())
    monkeypatch.delitem(sys.modules, "langchain_openai")  # as if never imported
    try:
        with pytest.raises(ConfigError):  # the recorder has no WireChatOpenAI
            factory.make_chat_model(spec)
        assert states and not any(states)
        assert gc.isenabled() and gc.get_freeze_count() > 1000
    finally:
        gc.unfreeze()
    monkeypatch.setitem(sys.modules, "langchain_openai", object())  # imported: nothing is paused or frozen
    states.clear()
    with pytest.raises(ConfigError):
        factory.make_chat_model(spec)
    assert states and all(states) and gc.get_freeze_count() == 0
    gc.disable()
    try:  # a collector the caller turned off stays off
        monkeypatch.delitem(sys.modules, "langchain_openai")
        with pytest.raises(ConfigError):
            factory.make_chat_model(spec)
        assert not gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()
