"""Fault injection through the real rasa connector: each fault is a TargetError with its cause, never a resend."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from chatbot_connectors import ConnectorError
from chatbot_connectors.implementations.rasa import RasaChatbot

from tests.support.faulty_bot import WEBHOOK, FaultyBot
from tests.support.servers import closed_port, running, url_of
from user_sim.errors import TargetError, TargetUnreachable
from user_sim.targets.connectors import ConnectorSession, ConnectorTarget
from user_sim.targets.factory import build_target

READ_TIMEOUT = 0.4


@contextmanager
def rasa_session(bot: FaultyBot, tmp_path: Path) -> Iterator[ConnectorSession]:
    with running(bot):
        target = build_target("rasa", {"base_url": url_of(bot), "timeout": READ_TIMEOUT}, tmp_path)
        session = target.open_session()
        try:
            yield session
        finally:
            session.close()


def test_http_500_every_third_call_fails_that_turn_only(tmp_path: Path) -> None:
    bot = FaultyBot("error_every_third")
    with rasa_session(bot, tmp_path) as session:
        assert session.send("one").text == "you said: one"
        assert session.send("two").text == "you said: two"
        with pytest.raises(TargetError, match=rf"^HTTP 500 from {url_of(bot)}{WEBHOOK}: .*internal failure"):
            session.send("three")
        assert session.send("four").text == "you said: four"
    assert bot.messages() == ["one", "two", "three", "four"]


def test_library_default_session_would_have_resent_the_message() -> None:
    """The fact our adapter exists for: chatbot-connectors' own session retries a POST after a 500."""
    bot = FaultyBot("error_every_third")
    with running(bot):
        chatbot = RasaChatbot(url_of(bot), timeout=5)
        for message in ("one", "two", "three"):
            chatbot.execute_with_input(message)
        chatbot.session.close()
    assert bot.messages() == ["one", "two", "three", "three"]


def test_hang_past_read_timeout_is_reported_and_not_resent(tmp_path: Path) -> None:
    bot = FaultyBot("hang", hang_seconds=READ_TIMEOUT + 2.6)
    with rasa_session(bot, tmp_path) as session:
        started = time.monotonic()
        with pytest.raises(
            TargetError, match=rf"^read timeout after {READ_TIMEOUT} s from http://127\.0\.0\.1:\d+{WEBHOOK}$"
        ):
            session.send("are you there?")
        assert time.monotonic() - started < READ_TIMEOUT + 2.0  # well before the hang ends, even on a loaded machine
        time.sleep(0.2)
    assert bot.messages() == ["are you there?"]


def test_refused_connection(tmp_path: Path) -> None:
    target = build_target("rasa", {"base_url": f"http://127.0.0.1:{closed_port()}"}, tmp_path)
    session = target.open_session()
    with pytest.raises(
        TargetError, match=r"^cannot connect to http://127\.0\.0\.1:\d+/webhooks/rest/webhook \(connection refused\)$"
    ):
        session.send("hello")


@pytest.mark.parametrize(
    ("mode", "cause"),
    [
        ("malformed", r"^malformed JSON from http://127\.0\.0\.1:\d+/webhooks/rest/webhook: "),
        ("empty", r"^empty reply from http://127\.0\.0\.1:\d+/webhooks/rest/webhook$"),
        ("blank", r"^empty reply from http://127\.0\.0\.1:\d+/webhooks/rest/webhook$"),
    ],
)
def test_bad_payloads(tmp_path: Path, mode: str, cause: str) -> None:
    bot = FaultyBot(mode)
    with rasa_session(bot, tmp_path) as session:
        with pytest.raises(TargetError, match=cause):
            session.send("hi")
        with pytest.raises(TargetError, match=cause):
            session.send("hi again")
    assert bot.messages() == ["hi", "hi again"]


def test_each_session_has_its_own_sender(tmp_path: Path) -> None:
    bot = FaultyBot("ok")
    with running(bot):
        target = build_target("rasa", {"base_url": url_of(bot), "sender_id": "fixed"}, tmp_path)
        for _ in range(3):
            session = target.open_session()
            session.send("hi")
            session.close()
    senders = [sender for sender, _ in bot.received]
    assert len(set(senders)) == 3


def test_health_check_unreachable_is_one_clear_line(tmp_path: Path) -> None:
    port = closed_port()
    target = build_target("rasa", {"base_url": f"http://127.0.0.1:{port}"}, tmp_path)
    with pytest.raises(TargetUnreachable) as caught:
        target.health_check()
    assert str(caught.value) == f"rasa target unreachable: cannot connect to 127.0.0.1:{port} (connection refused)"


def test_health_check_of_a_connector_with_a_health_endpoint(tmp_path: Path) -> None:
    port = closed_port()
    target = build_target("langgraph", {"base_url": f"http://127.0.0.1:{port}"}, tmp_path)
    with pytest.raises(
        TargetUnreachable,
        match=r"^langgraph target unreachable: cannot connect to http://127\.0\.0\.1:\d+/ok \(connection refused\)$",
    ):
        target.health_check()


def test_health_check_passes_for_a_listening_server(tmp_path: Path) -> None:
    bot = FaultyBot("ok")
    with running(bot):
        build_target("rasa", {"base_url": url_of(bot)}, tmp_path).health_check()
    assert bot.messages() == []  # the probe posts no message


def test_connector_errors_are_chained_for_debugging(tmp_path: Path) -> None:
    bot = FaultyBot("malformed")
    with rasa_session(bot, tmp_path) as session, pytest.raises(TargetError) as caught:
        session.send("hi")
    assert isinstance(caught.value.__cause__, ConnectorError)


class SelfRetryingRasa(RasaChatbot):  # type: ignore[misc]
    """Like botslovers: a connector whose own execute_with_input loops over failed attempts."""

    def execute_with_input(self, user_msg: str) -> tuple[bool, str | None]:
        last: Exception | None = None
        for _ in range(3):
            try:
                return super().execute_with_input(user_msg)
            except ConnectorError as exc:
                last = exc
        raise ConnectorError("gave up after 3 attempts") from last


def test_a_connector_that_retries_by_itself_cannot_resend(tmp_path: Path) -> None:
    bot = FaultyBot("error_every_third")
    with running(bot):
        target = ConnectorTarget("self_retrying", SelfRetryingRasa, {"base_url": url_of(bot)})
        session = target.open_session()
        session.send("one")
        session.send("two")
        with pytest.raises(TargetError, match=r"^HTTP 500 from http://127\.0\.0\.1:\d+/webhooks/rest/webhook"):
            session.send("three")
        assert session.send("four").text == "you said: four"
        session.close()
    assert bot.messages() == ["one", "two", "three", "four"]


def test_library_tracebacks_are_logged_only_when_debugging(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    bot = FaultyBot("malformed")
    with rasa_session(bot, tmp_path) as session:
        caplog.set_level(logging.WARNING)
        with pytest.raises(TargetError):
            session.send("quiet")
        assert [r for r in caplog.records if r.name.startswith("chatbot_connectors")] == []
        caplog.set_level(logging.DEBUG)
        with pytest.raises(TargetError):
            session.send("loud")
        assert any(r.name.startswith("chatbot_connectors") and r.exc_info for r in caplog.records)
