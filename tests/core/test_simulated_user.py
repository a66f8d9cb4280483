import asyncio

import pytest

import user_sim
from tests.core.support import FALLBACK, FakePizzaBot, engine_client, llm_profile, profile
from user_sim.core.records import ConversationRecord
from user_sim.core.simulated_user import SimulatedUser
from user_sim.errors import UsageError


def my_bot():
    """A system that keeps its own loop: one session of the fake pizza bot behind a plain function."""
    session = FakePizzaBot().open_session()
    return lambda message: session.send(message).text


def test_the_library_loop_completes_an_order(tmp_path):
    bot = my_bot()
    user = SimulatedUser(profile(tmp_path), seed=7)
    message = user.opening()
    sent = []
    while message is not None:
        sent.append(message)
        message = user.reply(bot(message))
    result = user.result()
    assert result.end_reason == "goal_reached"
    assert [t.user for t in result.turns] == sent
    assert result.data_output["order_id"].startswith("PZ-")
    assert all(t.latency_s is not None and t.latency_s >= 0 for t in result.turns)
    assert user.result() is result


def test_the_handle_takes_the_same_decisions_as_the_engine(tmp_path):
    from user_sim.core.engine import run_conversation
    from user_sim.core.plan import plan_conversation

    loaded = profile(tmp_path)
    engine_record = run_conversation(plan_conversation(loaded, 7), FakePizzaBot())
    bot = my_bot()
    user = SimulatedUser(loaded, seed=7)
    message = user.opening()
    while message is not None:
        message = user.reply(bot(message))
    handle_record = user.result()
    assert [t.user for t in handle_record.turns] == [t.user for t in engine_record.turns]
    assert handle_record.end_reason == engine_record.end_reason
    assert handle_record.data_output == engine_record.data_output


def test_the_system_can_end_the_conversation_itself(tmp_path):
    user = SimulatedUser(profile(tmp_path), seed=1)
    user.opening()
    user.end("I am handing you over to a human colleague.")
    result = user.result()
    assert result.end_reason == "target_ended"
    assert result.turns[-1].assistant == "I am handing you over to a human colleague."
    assert user.reply("anything") is None


def test_greeting_is_given_to_opening(tmp_path):
    client = engine_client(goal_after=1)
    user = SimulatedUser(llm_profile(tmp_path), seed=1, client_factory=lambda spec: client)
    user.opening("Hello, I am the shop bot.")
    assert user.result().greeting == "Hello, I am the shop bot."
    system, note = client.calls[0].messages
    assert system.content.endswith('this greeting (its words, not yours): "Hello, I am the shop bot."')
    assert note.role == "user" and "Hello, I am the shop bot." not in note.content


def test_llm_user_through_the_handle_counts_calls(tmp_path):
    client = engine_client(["Hi, a pizza please", "A large one"], goal_after=2)
    user = SimulatedUser(llm_profile(tmp_path), seed=3, client_factory=lambda spec: client)
    assert user.opening() == "Hi, a pizza please"
    assert user.reply("Which size?") == "A large one"
    assert user.reply("Done, it is ordered.") is None
    result = user.result()
    assert result.end_reason == "goal_reached"
    assert result.usage["user"].calls == 2 and result.usage["goal_check"].calls == 2


def test_fallbacks_are_tracked_by_the_handle_too(tmp_path):
    user = SimulatedUser(profile(tmp_path), seed=1)
    message = user.opening()
    replies = 0
    while message is not None:
        replies += 1
        message = user.reply(FALLBACK)
    assert user.result().end_reason == "fallback_loop" and replies == 9
    assert all(t.fallback for t in user.result().turns)


def test_misuse_is_a_usage_error(tmp_path):
    user = SimulatedUser(profile(tmp_path))
    with pytest.raises(UsageError):
        user.reply("too early")
    user.opening()
    with pytest.raises(UsageError):
        user.opening()


def test_async_handle(tmp_path):
    bot = my_bot()

    async def talk():
        user = SimulatedUser(profile(tmp_path), seed=7)
        message = await user.aopening()
        while message is not None:
            message = await user.areply(bot(message))
        await user.aend()
        return await user.aresult()

    result = asyncio.run(talk())
    assert isinstance(result, ConversationRecord) and result.end_reason == "goal_reached"


def test_async_end_is_a_handoff(tmp_path):
    async def talk():
        user = SimulatedUser(profile(tmp_path), seed=7)
        await user.aopening()
        await user.aend("Transferring you.")
        return user.result()

    assert asyncio.run(talk()).end_reason == "target_ended"


def test_public_api_is_pinned():
    assert sorted(user_sim.__all__) == [
        "CheckOptions",
        "ConversationRecord",
        "EndReason",
        "LoadedProfile",
        "SimulatedUser",
        "Turn",
        "Usage",
        "__version__",
        "load_profile",
    ]
    for name in user_sim.__all__:
        assert getattr(user_sim, name) is not None
    assert user_sim.SimulatedUser is SimulatedUser
    with pytest.raises(AttributeError):
        user_sim.no_such_name  # noqa: B018


def test_importing_user_sim_stays_light():
    import subprocess
    import sys

    code = (
        "import sys, user_sim, user_sim.chat.conversation_runner, user_sim.core.simulated_user; "
        "print(any(m.startswith(('langchain', 'sklearn', 'pandas')) for m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(__import__("pathlib").Path(user_sim.__file__).parents[1])},
    )
    assert out.stdout.strip() == "False"
