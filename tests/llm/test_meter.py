import threading

import pytest

from user_sim.errors import BudgetExceeded
from user_sim.llm.meter import CallRecord, CostMeter


def rec(purpose="user", cost=0.01, *, cached=False, tokens=(10, 5), model="m"):
    return CallRecord(purpose, model, tokens[0], tokens[1], cost, cached=cached, charged=cost or 0.0)


def test_one_record_counts_at_conversation_profile_and_run_levels():
    run = CostMeter("run")
    profile = run.child("profile", "pizza")
    first, second = profile.child("conversation", "pizza#0"), profile.child("conversation", "pizza#1")
    first.record(rec("user", 0.01))
    first.record(rec("goal_check", 0.02))
    second.record(rec("extraction", 0.04, tokens=(100, 50)))
    other = run.child("profile", "other")
    other.record(rec("judge", 1.0))

    assert first.totals.calls == 2 and first.totals.cost == pytest.approx(0.03)
    assert second.totals.input_tokens == 100
    assert profile.totals.calls == 3 and profile.totals.cost == pytest.approx(0.07)
    assert run.totals.calls == 4 and run.totals.cost == pytest.approx(1.07)
    assert set(profile.by_purpose) == {"user", "goal_check", "extraction"}
    assert run.by_purpose["judge"].cost == 1.0
    assert [r.purpose for r in first.records] == ["user", "goal_check"]
    assert run.records == []  # records live where they were made; totals roll up


def test_cached_and_unknown_cost_calls_are_counted_apart():
    meter = CostMeter()
    meter.record(rec(cost=0.0, cached=True, tokens=(7, 3)))
    meter.record(rec(cost=None))
    meter.record(rec(cost=0.5))
    totals = meter.totals
    assert (totals.calls, totals.cached_calls, totals.unknown_cost_calls) == (3, 1, 1)
    assert totals.input_tokens == 27  # a cached reply keeps its original tokens
    assert totals.cost == 0.5
    assert meter.summary()["total"]["cost_known"] is False


def test_per_model_totals():
    meter = CostMeter()
    meter.record(rec(model="a", cost=0.1))
    meter.record(rec(model="b", cost=0.2))
    meter.record(rec(model="a", cost=0.1))
    assert meter.by_model["a"].calls == 2 and meter.by_model["b"].cost == 0.2


def test_reservation_refuses_a_call_that_could_pass_the_budget_and_names_it():
    profile = CostMeter("profile", "pizza", max_cost=1.0, budget_key="conversation.max_cost")
    conversation = profile.child("conversation", "pizza#2", max_cost=0.10, budget_key="goal_style.max_cost")
    conversation.record(rec(cost=0.08))
    with conversation.reserve(0.01):
        pass
    with (
        pytest.raises(BudgetExceeded, match=r"conversation pizza#2 budget goal_style.max_cost \$0.1 would be exceeded"),
        conversation.reserve(0.03),
    ):
        pass
    sibling = profile.child("conversation", "pizza#3")
    sibling.record(rec(cost=0.9))
    with pytest.raises(BudgetExceeded, match=r"profile pizza budget conversation\.max_cost"), sibling.reserve(0.05):
        pass


def test_a_reservation_is_released_after_the_call_even_when_it_fails():
    meter = CostMeter(max_cost=1.0)
    with pytest.raises(RuntimeError), meter.reserve(0.9):
        raise RuntimeError("call failed")
    with meter.reserve(0.9):
        pass


def test_parallel_reservations_cannot_overshoot_a_shared_budget():
    profile = CostMeter("profile", max_cost=1.0)
    admitted, refused = [], []
    barrier = threading.Barrier(8)

    def conversation(index: int) -> None:
        meter = profile.child("conversation", str(index))
        barrier.wait()
        try:
            with meter.reserve(0.3):
                meter.record(rec(cost=0.3))
            admitted.append(index)
        except BudgetExceeded:
            refused.append(index)

    threads = [threading.Thread(target=conversation, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(admitted) == 3 and len(refused) == 5
    assert profile.totals.cost == pytest.approx(0.9)
