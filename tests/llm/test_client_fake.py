import random
import threading

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel

from user_sim.errors import BudgetExceeded, ConfigError, LLMError, LLMRefusal
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.cache import ResponseCache
from user_sim.llm.client import Backoff, ChatClient
from user_sim.llm.meter import CostMeter
from user_sim.llm.prices import ModelPrice, PriceTable
from user_sim.llm.structured import StructuredOutputError
from user_sim.testing import FakeLLM, ProviderError, ai_message

SPEC = ModelSpec("priced-model", temperature=0.8)
HELLO = [ChatMessage("system", "be brief"), ChatMessage("user", "hi"), ChatMessage("assistant", "hello"),
         ChatMessage("user", "bye")]  # fmt: skip


def client_for(model, priced, **kwargs):
    built = []

    def factory(spec):
        built.append(spec)
        return model

    client = ChatClient(
        kwargs.pop("spec", SPEC),
        prices=priced,
        model_factory=factory,
        sleep=kwargs.pop("sleep", None) or (lambda s: None),
        **kwargs,
    )
    client.built = built  # type: ignore[attr-defined]
    return client


def test_roles_are_kept_and_usage_is_read_from_metadata(priced):
    model = FakeLLM([ai_message("sure", 1000, 500)], usage=None)
    client = client_for(model, priced)
    answer = client.complete(HELLO, purpose="user")
    assert answer.text == "sure" and not answer.cached
    assert [type(m) for m in model.calls[0].messages] == [SystemMessage, HumanMessage, AIMessage, HumanMessage]
    assert [m.content for m in model.calls[0].messages] == ["be brief", "hi", "hello", "bye"]
    assert (answer.usage.input_tokens, answer.usage.output_tokens) == (1000, 500)
    assert answer.usage.cost == pytest.approx((1000 * 1 + 500 * 2) / 1e6)
    assert client.meter.by_purpose["user"].calls == 1


def test_missing_usage_records_zero_tokens_unknown_cost_and_a_flag(priced):
    client = client_for(FakeLLM([AIMessage(content="no usage here")], usage=None), priced)
    answer = client.complete(HELLO, purpose="goal_check")
    assert (answer.usage.input_tokens, answer.usage.output_tokens, answer.usage.cost) == (0, 0, None)
    record = client.meter.records[0]
    assert record.usage_missing and record.cost is None
    assert client.meter.totals.missing_usage_calls == 1


def test_usage_from_raw_response_metadata_when_not_normalised(priced):
    message = AIMessage(content="x", response_metadata={"token_usage": {"prompt_tokens": 7, "completion_tokens": 2}})
    answer = client_for(FakeLLM([message], usage=None), priced).complete(HELLO, purpose="user")
    assert (answer.usage.input_tokens, answer.usage.output_tokens) == (7, 2)


def test_call_temperature_builds_a_model_at_that_temperature_and_spec_temperature_is_the_default(priced):
    client = client_for(FakeLLM(respond=lambda call: ai_message("ok")), priced)
    client.complete(HELLO, purpose="user")
    client.complete(HELLO, purpose="goal_check", temperature=0)
    client.complete(HELLO, purpose="user")
    assert [spec.temperature for spec in client.built] == [0.8, 0]


def test_retryable_errors_are_retried_with_seeded_backoff_then_succeed(priced):
    sleeps = []
    model = FakeLLM([ProviderError(429), ProviderError(503), ai_message("finally")], usage=None)
    client = client_for(model, priced, sleep=sleeps.append, max_attempts=3, rng=random.Random(5))
    assert client.complete(HELLO, purpose="user").text == "finally"
    assert len(model.calls) == 3 and len(sleeps) == 2
    expected_rng = random.Random(5)
    assert sleeps == [Backoff().delay(1, expected_rng), Backoff().delay(2, expected_rng)]
    assert client.meter.totals.calls == 1  # failed attempts are not calls that cost


def test_retries_are_bounded_and_the_error_names_status_model_and_attempts(priced):
    sleeps = []
    model = FakeLLM([ProviderError(500)] * 5, usage=None)
    client = client_for(model, priced, sleep=sleeps.append, max_attempts=3)
    with pytest.raises(LLMError, match=r"^HTTP 500 from model priced-model after 3 attempts: Error code: 500"):
        client.complete(HELLO, purpose="user")
    assert len(model.calls) == 3 and len(sleeps) == 2


@pytest.mark.parametrize("error", [ProviderError(401, "bad key"), ProviderError(400), ValueError("weird")])
def test_non_retryable_errors_fail_at_once(priced, error):
    model = FakeLLM([error, ai_message("never")], usage=None)
    with pytest.raises(LLMError, match="after 1 attempt"):
        client_for(model, priced).complete(HELLO, purpose="user")
    assert len(model.calls) == 1


@pytest.mark.parametrize(
    ("error", "label"), [(TimeoutError("slow"), "timeout"), (ConnectionError("reset"), "connection error")]
)
def test_timeouts_and_dropped_connections_are_retried_and_described(priced, error, label):
    model = FakeLLM([error, error], usage=None)
    with pytest.raises(LLMError, match=f"^{label} from model priced-model after 2 attempts"):
        client_for(model, priced, max_attempts=2).complete(HELLO, purpose="user")


def test_backoff_grows_exponentially_with_jitter_and_honours_retry_after():
    backoff = Backoff(base=1.0, cap=8.0)
    rng = random.Random(0)
    delays = [backoff.delay(n, rng) for n in range(1, 6)]
    for n, delay in enumerate(delays, start=1):
        ceiling = min(8.0, 2 ** (n - 1))
        assert ceiling / 2 <= delay <= ceiling
    assert backoff.delay(1, rng, retry_after=12) == 12
    assert backoff.delay(1, rng, retry_after=600) == 60


def test_budget_is_checked_before_the_call_and_names_the_budget(priced):
    model = FakeLLM([ai_message("expensive")], usage=None)
    meter = CostMeter("conversation", "c1", max_cost=0.001, budget_key="goal_style.max_cost")
    client = client_for(model, priced, meter=meter, max_output_tokens=1000)  # worst case >= $0.002
    with pytest.raises(BudgetExceeded, match=r"conversation c1 budget goal_style\.max_cost"):
        client.complete(HELLO, purpose="user")
    assert model.calls == []


def test_budget_lets_calls_through_until_the_next_worst_case_would_pass_it(priced):
    meter = CostMeter("profile", max_cost=0.01)
    model = FakeLLM(respond=lambda call: ai_message("ok", 1000, 500))
    client = client_for(model, priced, meter=meter, max_output_tokens=1000)
    made = 0
    with pytest.raises(BudgetExceeded):
        for _ in range(100):
            client.complete(HELLO, purpose="generation")
            made += 1
    # each call costs 1000*$1e-6 + 500*$2e-6 = $0.002; the worst case is 20 input tokens + 1000 output = $0.00202,
    # so after 4 calls ($0.008) the fifth could reach $0.01002 > $0.01 and is refused before it is made
    assert made == 4 and len(model.calls) == 4
    assert meter.totals.cost == pytest.approx(0.008)


def test_budget_on_a_model_without_price_is_a_config_error(priced):
    meter = CostMeter(max_cost=1.0)
    client = client_for(FakeLLM([ai_message("x")], usage=None), priced, meter=meter, spec=ModelSpec("unpriced"))
    with pytest.raises(ConfigError, match=r"max_cost needs a known price for model unpriced; add it to prices\.yml"):
        client.complete(HELLO, purpose="user")


def test_no_budget_no_price_is_fine_and_cost_is_unknown(priced):
    answer = client_for(FakeLLM([ai_message("x")], usage=None), priced, spec=ModelSpec("unpriced")).complete(
        HELLO, purpose="user"
    )
    assert answer.usage.cost is None


def test_second_identical_call_is_served_from_cache_with_zero_model_calls(tmp_path, priced):
    model = FakeLLM(respond=lambda call: ai_message("cached words"))
    cache = ResponseCache(tmp_path)
    first = client_for(model, priced, cache=cache, seed=3).complete(HELLO, purpose="user")
    rerun = client_for(model, priced, cache=cache, seed=3)
    second = rerun.complete(HELLO, purpose="user")
    assert len(model.calls) == 1
    assert second.text == first.text and second.cached
    assert (second.usage.input_tokens, second.usage.cost) == (first.usage.input_tokens, 0.0)
    assert rerun.meter.totals.cached_calls == 1 and rerun.meter.totals.cost == 0
    client_for(model, priced, cache=cache, seed=4).complete(HELLO, purpose="user")
    assert len(model.calls) == 2  # another seed is another key


def test_a_fully_cached_rerun_never_builds_a_model(tmp_path, priced):
    cache = ResponseCache(tmp_path)
    client_for(FakeLLM([ai_message("x")], usage=None), priced, cache=cache).complete(HELLO, purpose="user")
    rerun = client_for(FakeLLM([]), priced, cache=cache)
    rerun.complete(HELLO, purpose="user")
    assert rerun.built == []


class Verdict(BaseModel):
    reached: bool
    reason: str = ""


def test_structured_output_falls_back_to_a_json_prompt_on_models_without_a_json_mode(priced):
    model = FakeLLM(
        [ai_message('```json\n{"reached": true, "reason": "order placed"}\n```')], native_structured_output=False
    )
    answer = client_for(model, priced).complete(HELLO, purpose="goal_check", temperature=0, schema=Verdict)
    assert answer.parsed == Verdict(reached=True, reason="order placed")
    system = model.calls[0].messages[0]
    assert isinstance(system, SystemMessage) and system.content.startswith("be brief")
    assert '"reached"' in system.content and "JSON" in system.content
    assert len(model.calls[0].messages) == len(HELLO)  # folded into the one system message


def test_structured_output_that_does_not_validate_raises_and_still_records_usage(tmp_path, priced):
    cache = ResponseCache(tmp_path)
    model = FakeLLM([ai_message('{"reached": "perhaps"}', 50, 9), ai_message("not json", 50, 2)], usage=None)
    client = client_for(model, priced, cache=cache)
    with pytest.raises(StructuredOutputError, match="structured output did not validate: reached"):
        client.complete(HELLO, purpose="goal_check", schema=Verdict)
    with pytest.raises(LLMError, match="structured output did not validate: not JSON"):
        client.complete(HELLO, purpose="goal_check", schema=Verdict)
    assert client.meter.totals.calls == 2 and client.meter.totals.output_tokens == 11
    assert len(cache) == 0  # a bad answer is not cached


def test_cached_structured_reply_is_revalidated_into_the_model(tmp_path, priced):
    cache = ResponseCache(tmp_path)
    model = FakeLLM(respond=lambda call: ai_message('{"reached": false}'))
    client_for(model, priced, cache=cache).complete(HELLO, purpose="goal_check", schema=Verdict)
    again = client_for(model, priced, cache=cache).complete(HELLO, purpose="goal_check", schema=Verdict)
    assert again.cached and again.parsed == Verdict(reached=False)
    assert len(model.calls) == 1


def test_provider_refusal_is_an_llm_refusal(priced):
    refused = AIMessage(content="", additional_kwargs={"refusal": "I can't help with that."})
    with pytest.raises(LLMRefusal, match="refused: I can't help"):
        client_for(FakeLLM([refused], usage=None), priced).complete(HELLO, purpose="generation")


def test_derived_client_shares_models_and_cache_but_not_meter_or_seed(tmp_path, priced):
    model = FakeLLM(respond=lambda call: ai_message("ok"))
    parent = client_for(model, priced, cache=ResponseCache(tmp_path), seed=1)
    meter = CostMeter("conversation")
    child = parent.derive(meter=meter, seed=2)
    child.complete(HELLO, purpose="user")
    assert meter.totals.calls == 1 and parent.meter.totals.calls == 0
    assert child.seed == 2 and parent.seed == 1
    assert parent.derive(meter=meter).seed == 1
    assert len(parent.built) == 1


def test_content_blocks_are_joined(priced):
    blocks = AIMessage(content=[{"type": "text", "text": "Hel"}, {"type": "text", "text": "lo"}])
    assert client_for(FakeLLM([blocks], usage=None), priced).complete(HELLO, purpose="user").text == "Hello"


def test_price_table_is_used_per_model(priced):
    table = PriceTable({"priced-model": ModelPrice(input=10, output=0)})
    answer = client_for(FakeLLM([ai_message("x", 100_000, 1)], usage=None), table).complete(HELLO, purpose="user")
    assert answer.usage.cost == pytest.approx(1.0)


def test_each_purpose_has_its_own_output_cap_under_the_client_limit(priced):
    client = client_for(FakeLLM(respond=lambda call: ai_message("ok", 10, 5)), priced, max_output_tokens=300)
    for purpose in ("goal_check", "user", "generation"):
        client.complete(HELLO, purpose=purpose)
    assert sorted(limit for _, limit in client._models) == [256, 300]  # user and generation share the 300 cap


def test_a_failed_call_is_not_retried_once_the_run_is_stopping(priced):
    """Ctrl-C while a call is in flight: its answer is not used, so its failure ends it (no 3 x timeout wait)."""
    stopping, sleeps = threading.Event(), []

    def respond(_call):
        stopping.set()  # the run stops while this call is in flight
        raise TimeoutError("slow")

    model = FakeLLM(respond=respond, usage=None)
    client = client_for(model, priced, sleep=sleeps.append, max_attempts=3, stopping=stopping).derive(seed=1)
    with pytest.raises(LLMError, match=r"^timeout from model priced-model after 1 attempt: .*not retried: the run is"):
        client.complete(HELLO, purpose="user")
    assert (len(model.calls), sleeps) == (1, [])


def test_the_chat_runs_clients_share_its_stop(tmp_path):
    from user_sim.chat.clients import ClientPool

    stop = threading.Event()
    assert ClientPool(tmp_path, stopping=stop).base(SPEC).stopping is stop
