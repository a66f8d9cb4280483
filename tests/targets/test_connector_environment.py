"""A connector target reads the environment (proxies, no_proxy, .netrc, CA bundle) once, as requests would each time."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.faulty_bot import FaultyBot
from tests.support.servers import running, url_of
from user_sim.errors import TargetError
from user_sim.targets.factory import build_target

UNRESOLVABLE = "http://bot.invalid:9"


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    for name in ("NO_PROXY", "no_proxy", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "NETRC"):
        monkeypatch.delenv(name, raising=False)


def test_every_session_goes_through_the_proxy_the_environment_names(tmp_path: Path, monkeypatch) -> None:
    with running(FaultyBot("ok")) as proxy:
        monkeypatch.setenv("HTTP_PROXY", url_of(proxy))
        target = build_target("rasa", {"base_url": UNRESOLVABLE}, tmp_path)
        for word in ("one", "two"):  # the second session uses what the first one read
            session = target.open_session()
            assert session.send(word).text == f"you said: {word}"
            assert session._chatbot.session.trust_env is False  # read once, not on every request
            session.close()
    assert proxy.messages() == ["one", "two"]


def test_no_proxy_still_bypasses_the_proxy(tmp_path: Path, monkeypatch) -> None:
    with running(FaultyBot("ok")) as proxy:
        monkeypatch.setenv("HTTP_PROXY", url_of(proxy))
        monkeypatch.setenv("NO_PROXY", "bot.invalid")
        session = build_target("rasa", {"base_url": UNRESOLVABLE}, tmp_path).open_session()
        with pytest.raises(TargetError, match="cannot connect"):
            session.send("one")
    assert proxy.messages() == []


def test_netrc_login_and_ca_bundle_are_taken_from_the_environment(tmp_path: Path, monkeypatch) -> None:
    netrc = tmp_path / "netrc"
    netrc.write_text("machine bot.example login alice password secret\n", encoding="utf-8")
    netrc.chmod(0o600)
    monkeypatch.setenv("NETRC", str(netrc))
    monkeypatch.setenv("REQUESTS_CA_BUNDLE", str(tmp_path / "ca.pem"))
    session = build_target("rasa", {"base_url": "https://bot.example"}, tmp_path).open_session()
    requests_session = session._chatbot.session
    assert requests_session.auth == ("alice", "secret")
    assert requests_session.verify == str(tmp_path / "ca.pem")
    assert requests_session.trust_env is False
    session.close()
