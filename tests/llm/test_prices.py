import pytest

from user_sim.errors import ConfigError
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.prices import ModelPrice, PriceTable, estimate_input_tokens, is_loopback_url


@pytest.fixture(scope="module")
def bundled() -> PriceTable:
    return PriceTable.load()


def test_the_default_source_prices_common_models_of_every_big_provider(bundled):
    """Issue 13 build 14: the default prices come from genai-prices (no bundled hand-typed table any more)."""
    for name in (
        "gpt-4o-mini",
        "gpt-4o",
        "o4-mini",
        "claude-3-5-haiku",
        "claude-sonnet-4",
        "gemini-2.5-flash",
        "mistral-large",
        "deepseek-chat",
    ):
        assert bundled.lookup(name) is not None, name
    assert bundled.lookup("gpt-4o-mini") == ModelPrice(input=0.15, output=0.60)


@pytest.mark.parametrize(
    ("model", "expected_base"),
    [
        ("gpt-4o-2024-08-06", "gpt-4o"),
        ("gpt-4o-mini-2024-07-18", "gpt-4o-mini"),
        ("claude-3-5-sonnet-20241022", "claude-3-5-sonnet"),
        ("claude-3-5-haiku-latest", "claude-3-5-haiku"),
        ("mistral-large-2411", "mistral-large"),
        ("models/gemini-1.5-flash-002", "gemini-1.5-flash"),
    ],
)
def test_dated_and_versioned_names_find_their_base_model(bundled, model, expected_base):
    assert bundled.lookup(model) == bundled.lookup(expected_base)


def test_a_suffix_that_is_not_a_version_does_not_borrow_a_price(bundled):
    own = PriceTable({"gpt-4o": ModelPrice(input=1, output=1)})
    assert own.lookup("gpt-4o-audio-preview-whatever") is None
    assert own.lookup("gpt-4o-turbo-max") is None
    assert bundled.lookup("gpt-4o-turbo-max") is None


def test_the_default_source_reads_genai_prices_data(bundled):
    from genai_prices import Usage, calc_price

    for model in ("gpt-4o-mini", "claude-3-5-haiku-latest", "mistral-large-2411"):
        expected = calc_price(Usage(input_tokens=10**6, output_tokens=10**6), model).total_price
        assert bundled.cost(ModelSpec(model), 10**6, 10**6) == pytest.approx(float(expected)), model


@pytest.mark.parametrize(
    ("spec", "price"),
    [
        (ModelSpec("gpt-4o-mini", base_url="https://api.openai.com/v1"), (0.15, 0.60)),  # found by the API url
        (ModelSpec("gemini-2.5-flash", provider="google_genai"), None),  # LangChain's provider name, mapped
        (ModelSpec("mystery", provider="ollama"), "unknown"),  # a provider genai-prices does not know
        (ModelSpec("llama3", base_url="https://vllm.example.org/v1"), "unknown"),  # your own server: never guessed
    ],
)
def test_default_lookup_by_url_and_provider(bundled, spec, price):
    found = bundled.price_for(spec)
    if price == "unknown":
        assert found is None
    elif price is None:
        assert found is not None and found.input > 0
    else:
        assert found == ModelPrice(input=price[0], output=price[1])


def test_the_default_source_never_opens_a_connection(monkeypatch):
    """genai-prices can update itself from the network (UpdatePrices); user_sim never starts that."""
    import socket

    def refuse(*args, **kwargs):
        raise AssertionError(f"network access attempted: {args!r}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    table = PriceTable.load()
    assert table.cost(ModelSpec("gpt-4o"), 10**6, 0) == pytest.approx(2.5)
    from genai_prices import data_snapshot

    assert data_snapshot.get_snapshot().from_auto_update is False  # the package's bundled data, not a download


def test_provider_qualified_entry_wins():
    table = PriceTable({"m": ModelPrice(input=1, output=1), "groq:m": ModelPrice(input=5, output=5)})
    assert table.lookup("m", "groq").input == 5
    assert table.lookup("m", "openai").input == 1


def test_unknown_model_has_unknown_cost_but_never_crashes(bundled):
    spec = ModelSpec("my-fancy-model-9000")
    assert bundled.price_for(spec) is None
    assert bundled.cost(spec, 1000, 1000) is None


def test_local_server_is_free_unless_priced_and_remote_server_is_unknown(bundled):
    assert bundled.cost(ModelSpec("llama3", base_url="http://localhost:11434/v1"), 10**6, 10**6) == 0
    assert bundled.cost(ModelSpec("llama3", base_url="http://127.0.0.1:8080/v1"), 5, 5) == 0
    assert bundled.cost(ModelSpec("llama3", base_url="https://vllm.example.org/v1"), 5, 5) is None
    strict = PriceTable(bundled.prices, local_free=False, maintained=True)
    assert strict.cost(ModelSpec("llama3", base_url="http://localhost:11434/v1"), 5, 5) is None
    priced = PriceTable({"llama3": ModelPrice(input=1, output=1)})
    assert priced.cost(ModelSpec("llama3", base_url="http://localhost:1/v1"), 10**6, 0) == 1.0
    # a model the default source prices is still free on your own machine, unless the project prices it
    assert bundled.cost(ModelSpec("gpt-4o-mini", base_url="http://127.0.0.1:8080/v1"), 10**6, 10**6) == 0


def test_cost_arithmetic_is_per_million_tokens(bundled):
    cost = bundled.cost(ModelSpec("gpt-4o-mini"), 1_000_000, 2_000_000)
    assert cost == pytest.approx(0.15 + 1.20)


def test_project_prices_extend_and_override_the_default_source(tmp_path):
    (tmp_path / "prices.yml").write_text(
        "models:\n  gpt-4o-mini: {input: 9, output: 9}\n  house-model: {input: 1, output: 3}\n"
    )
    table = PriceTable.load(tmp_path)
    assert table.lookup("gpt-4o-mini") == ModelPrice(input=9, output=9)
    assert table.lookup("house-model") == ModelPrice(input=1, output=3)
    assert table.lookup("gpt-4o") == ModelPrice(input=2.5, output=10.0)  # the default source for the rest
    local = ModelSpec("house-model", base_url="http://localhost:8000/v1")
    assert table.cost(local, 10**6, 10**6) == 4.0  # priced by the project: not free even on localhost


def test_invalid_project_prices_is_a_located_config_error(tmp_path):
    (tmp_path / "prices.yml").write_text("models:\n  house-model:\n    input: 1\n    ouput: 3\n")
    with pytest.raises(ConfigError) as caught:
        PriceTable.load(tmp_path)
    text = str(caught.value)
    assert "prices.yml:4:5" in text
    assert "did you mean 'output'" in text


def test_negative_price_is_rejected(tmp_path):
    (tmp_path / "prices.yml").write_text("models:\n  m: {input: -1, output: 3}\n")
    with pytest.raises(ConfigError, match="must be at least 0"):
        PriceTable.load(tmp_path)


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://localhost:11434/v1", True),
        ("http://127.0.0.1:8080", True),
        ("http://127.5.0.1", True),
        ("http://[::1]:8000/v1", True),
        ("localhost:8000", True),
        ("http://api.openai.com/v1", False),
        ("http://10.0.0.5:8000/v1", False),
        ("http://localhost.evil.com/v1", False),
    ],
)
def test_loopback_detection(url, local):
    assert is_loopback_url(url) is local


def test_input_estimate_is_chars_over_four_rounded_up_plus_four_per_message():
    messages = [ChatMessage("system", "abcde"), ChatMessage("user", "abc")]
    assert estimate_input_tokens(messages) == 2 + 8
    assert estimate_input_tokens(messages, extra_text="x" * 8) == 4 + 8


@pytest.mark.parametrize(
    ("spec", "same_as"),
    [
        # names the hand-typed table knew that genai-prices spells differently (issue 13 leftover)
        (ModelSpec("chatgpt-4o-latest"), ModelSpec("chatgpt-4o-latest", provider="openai")),
        (ModelSpec("mistral-small"), ModelSpec("mistral-small-latest", provider="mistralai")),
        (ModelSpec("codestral"), ModelSpec("codestral-latest", provider="mistralai")),
        (ModelSpec("codestral", provider="mistralai"), ModelSpec("codestral-latest", provider="mistralai")),
        # LangChain's provider:model spelling
        (ModelSpec("openai:gpt-4o-mini"), ModelSpec("gpt-4o-mini")),
        (ModelSpec("mistralai:mistral-small-latest"), ModelSpec("mistral-small-latest", provider="mistralai")),
        (ModelSpec("anthropic:claude-3-5-haiku-latest"), ModelSpec("claude-3-5-haiku-latest")),
        (ModelSpec("google_genai:gemini-2.0-flash"), ModelSpec("gemini-2.0-flash")),
        (ModelSpec("groq:llama-3.1-8b-instant"), ModelSpec("llama-3.1-8b-instant", provider="groq")),
    ],
)
def test_names_users_type_resolve_in_the_installed_genai_prices_data(bundled, spec, same_as):
    found = bundled.price_for(spec)
    assert found is not None, spec
    assert found == bundled.price_for(same_as)


def test_chatgpt_and_codestral_keep_the_prices_the_old_table_had(bundled):
    assert bundled.lookup("chatgpt-4o-latest") == ModelPrice(input=5.0, output=15.0)
    assert bundled.lookup("codestral") == ModelPrice(input=0.3, output=0.9)


def test_a_model_genai_prices_lacks_stays_unknown_and_prices_yml_overrides(tmp_path):
    table = PriceTable.load(tmp_path)
    for name in ("mistral-tiny-9000", "openai:my-finetune", "llama3.1:8b", "groq:no-such-model"):
        assert table.lookup(name) is None, name
    (tmp_path / "prices.yml").write_text(
        "models:\n  llama3.1:8b: {input: 0.01, output: 0.02}\n  mistral-small: {input: 1, output: 2}\n"
    )
    table = PriceTable.load(tmp_path)
    assert table.lookup("llama3.1:8b") == ModelPrice(input=0.01, output=0.02)
    assert table.lookup("mistral-small") == ModelPrice(input=1, output=2)


def test_prices_yml_entries_match_langchain_provider_model_spellings():
    table = PriceTable({"gpt-4o-mini": ModelPrice(input=1, output=1), "groq:m": ModelPrice(input=5, output=5)})
    assert table.lookup("openai:gpt-4o-mini") == ModelPrice(input=1, output=1)
    assert table.lookup("groq:m") == ModelPrice(input=5, output=5)
    assert table.lookup("m", "groq") == ModelPrice(input=5, output=5)
