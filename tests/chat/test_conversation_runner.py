import _thread
import json
import signal
import threading
import time

import pytest

from tests.core.support import FakePizzaBot, echo_bot, engine_client, llm_profile, profile
from user_sim.chat.conversation_runner import budget_scope, run_conversations
from user_sim.core.plan import plan_conversations
from user_sim.errors import BudgetExceeded
from user_sim.testing import FakeClient

TIMING = {"started_at", "duration_s"}


def stable(record):
    """The record as JSON without timing fields."""
    data = record.model_dump(mode="json", exclude=TIMING)
    for turn in data["turns"]:
        turn.pop("latency_s")
    return data


def keyed(records):
    """Each record's JSON line (timing fields removed), by conversation key."""
    return {(r.profile, r.index, r.replicate): json.dumps(stable(r)) for r in records}


def test_same_seed_gives_the_same_records_whatever_the_number_of_workers(tmp_path):
    styles = [{"random": ["make spelling mistakes", "long phrases", "all questions"]}]
    loaded = profile(tmp_path, conversation={"number": 6, "replicates": 2, "interaction_style": styles})
    one = run_conversations(plan_conversations(loaded, 42), FakePizzaBot(), workers=1, run_id="r")
    four = run_conversations(plan_conversations(loaded, 42), FakePizzaBot(), workers=4, run_id="r")
    assert len(one.records) == len(four.records) == 12
    assert keyed(one.records) == keyed(four.records)
    other_seed = run_conversations(plan_conversations(loaded, 43), FakePizzaBot(), workers=4, run_id="r")
    assert keyed(other_seed.records) != keyed(one.records)


def test_llm_user_records_do_not_depend_on_workers(tmp_path):
    def factory(spec, plan):
        return engine_client([f"message {plan.seed % 1000} {i}" for i in range(5)], goal_after=1 + plan.index % 3)

    loaded = llm_profile(tmp_path, number=8)
    one = run_conversations(plan_conversations(loaded, 9), echo_bot("ok"), workers=1, client_factory=factory)
    four = run_conversations(plan_conversations(loaded, 9), echo_bot("ok"), workers=4, client_factory=factory)
    assert keyed(one.records) == keyed(four.records)


def test_on_record_is_called_once_per_conversation_one_at_a_time(tmp_path):
    active, seen, overlaps = [0], [], []
    gate = threading.Lock()

    def on_record(record):
        with gate:
            active[0] += 1
            overlaps.append(active[0])
        time.sleep(0.01)
        seen.append(record.index)
        with gate:
            active[0] -= 1

    loaded = profile(tmp_path, conversation={"number": 8})
    outcome = run_conversations(plan_conversations(loaded, 1), FakePizzaBot(), workers=4, on_record=on_record)
    assert sorted(seen) == list(range(8)) and max(overlaps) == 1
    assert outcome.counts == {"goal_reached": 8}


def test_finished_conversations_are_recorded_before_the_run_ends(tmp_path):
    seen = []
    release = threading.Event()

    class SlowForLast(FakePizzaBot):
        def open_session(self):
            session = super().open_session()
            if len(self.sessions) == 3:
                release.wait(5)
            return session

    def on_record(record):
        seen.append(record.index)
        if len(seen) == 2:
            release.set()

    loaded = profile(tmp_path, conversation={"number": 3})
    run_conversations(plan_conversations(loaded, 1), SlowForLast(), workers=3, on_record=on_record)
    assert len(seen) == 3 and seen[-1] == 2


def test_a_run_budget_stops_starting_new_conversations(tmp_path):
    def factory(spec, plan):
        if plan.index == 1:
            return FakeClient(respond=BudgetExceeded("run budget max_cost $1 would be exceeded"))
        return engine_client(goal_after=1)

    loaded = llm_profile(tmp_path, number=6)
    outcome = run_conversations(plan_conversations(loaded, 1), echo_bot("ok"), workers=1, client_factory=factory)
    assert [r.index for r in outcome.records] == [0, 1]
    assert outcome.records[1].end_reason == "budget"
    assert outcome.budget_stop.startswith("run budget")
    assert [key[1] for key in outcome.not_started] == [2, 3, 4, 5]


def test_a_conversation_budget_only_ends_that_conversation(tmp_path):
    def factory(spec, plan):
        return engine_client(goal_after=1, budget_at=1 if plan.index == 0 else None)

    outcome = run_conversations(
        plan_conversations(llm_profile(tmp_path, number=3), 1), echo_bot("ok"), workers=1, client_factory=factory
    )
    assert [r.end_reason for r in outcome.records] == ["budget", "goal_reached", "goal_reached"]
    assert outcome.budget_stop is None and outcome.not_started == []


def test_budget_scope_reads_the_attribute_or_the_message():
    scoped = BudgetExceeded("anything")
    scoped.scope = "profile"
    assert budget_scope(scoped) == "profile"
    assert budget_scope(BudgetExceeded("profile pizza budget max_cost $1 would be exceeded")) == "profile"
    assert budget_scope(BudgetExceeded("conversation 3 budget ...")) == "conversation"
    assert budget_scope(BudgetExceeded("budget exceeded")) == "conversation"


def test_should_stop_stops_starting_new_conversations(tmp_path):
    calls = []

    def should_stop():
        calls.append(1)
        return len(calls) > 2

    loaded = profile(tmp_path, conversation={"number": 5})
    outcome = run_conversations(plan_conversations(loaded, 1), FakePizzaBot(), workers=1, should_stop=should_stop)
    assert len(outcome.records) == 2 and outcome.stopped and len(outcome.not_started) == 3


@pytest.fixture
def sigint_handled():
    """Python's Ctrl-C handler for the test, even when pytest was started with SIGINT ignored (a background job of a
    script, as CI may start it): ``_thread.interrupt_main`` does nothing then."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


def test_ctrl_c_records_what_finishes_cancels_the_rest_and_reraises(tmp_path, sigint_handled):
    started = []

    class Interrupting(FakePizzaBot):
        def open_session(self):
            session = super().open_session()
            started.append(len(self.sessions))
            if len(self.sessions) == 3:
                _thread.interrupt_main()  # what Ctrl-C does: KeyboardInterrupt in the main thread
            return session

    seen = []
    loaded = profile(tmp_path, conversation={"number": 40})
    with pytest.raises(KeyboardInterrupt):
        run_conversations(plan_conversations(loaded, 1), Interrupting(), workers=2, on_record=seen.append)
    assert len(started) < 40
    assert len(seen) >= 2
    assert len({r.index for r in seen}) == len(seen)


def test_a_keyboard_interrupt_inside_a_conversation_propagates(tmp_path):
    class Raising(FakePizzaBot):
        def open_session(self):
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_conversations(plan_conversations(profile(tmp_path), 1), Raising(), workers=2)
