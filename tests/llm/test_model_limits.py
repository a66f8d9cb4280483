"""llm.timeout and llm.max_concurrency: from the profile to the client, shared by every worker of a run."""

import threading
import time

from user_sim.config.profile import Profile
from user_sim.core.plan import model_spec
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.client import ChatClient
from user_sim.testing import FakeLLM


def test_the_profile_llm_block_carries_timeout_and_max_concurrency():
    profile = Profile.model_validate(
        {
            "test_name": "t",
            "llm": {"model": "local", "base_url": "http://127.0.0.1:8080/v1", "timeout": 300, "max_concurrency": 2},
            "user": {"role": "r", "context": [], "goals": ["g"]},
            "chatbot": {"fallback": "Sorry?"},
            "conversation": {"number": 1, "goal_style": {"steps": 1}},
        }
    )
    spec = model_spec(profile)
    assert (spec.timeout, spec.max_concurrency) == (300, 2)
    assert ChatClient(spec).timeout == 300
    assert ChatClient(ModelSpec("m")).timeout == 60


def test_max_concurrency_holds_across_every_client_derived_for_the_workers():
    in_flight, peak, lock = [0], [0], threading.Lock()

    def slow(call):
        with lock:
            in_flight[0] += 1
            peak[0] = max(peak[0], in_flight[0])
        time.sleep(0.05)
        with lock:
            in_flight[0] -= 1
        return "hello"

    fake = FakeLLM(respond=slow)
    shared = ChatClient(ModelSpec("local", max_concurrency=2), model_factory=fake.for_spec)
    clients = [shared.derive(seed=i) for i in range(6)]  # one per conversation, as the pool does
    threads = [
        threading.Thread(target=c.complete, args=([ChatMessage("user", "hi")],), kwargs={"purpose": "user"})
        for c in clients
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(fake.calls) == 6
    assert peak[0] == 2
