"""The demo bot over HTTP, through the real connectors: rasa, custom (shipped YAML) and openai_compatible."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from pathlib import Path

import pytest
import yaml

from tests.conftest import cli_env
from tests.support.servers import running
from user_sim.targets import demo
from user_sim.targets.base import Target
from user_sim.targets.demo.server import DemoHTTPServer, serve
from user_sim.targets.factory import build_target

TECHNOLOGIES = ["rasa", "custom", "taskyto", "langgraph", "openai_compatible"]
ORDER = ["large pepperoni", "mushrooms", "a cola", "yes"]


@pytest.fixture(scope="module")
def server() -> Iterator[DemoHTTPServer]:
    with running(serve("127.0.0.1", 0)) as srv:
        yield srv


def custom_yaml(tmp_path: Path, url: str) -> Path:
    shipped = resources.files("user_sim.targets.demo").joinpath("custom_demo.yml").read_text(encoding="utf-8")
    config = yaml.safe_load(shipped)
    assert config["base_url"] == "http://127.0.0.1:5005"  # the default port of `python -m user_sim.targets.demo`
    config["base_url"] = url
    path = tmp_path / "custom_demo.yml"
    path.write_text(yaml.safe_dump(config), encoding="utf-8")
    return path


def port_of(server: DemoHTTPServer) -> int:
    return int(server.server_address[1])


def targets(server: DemoHTTPServer, tmp_path: Path) -> dict[str, Target]:
    return {
        "rasa": build_target("rasa", f"base_url={server.url},timeout=10", tmp_path),
        "custom": build_target("custom", {"config_path": custom_yaml(tmp_path, server.url).name}, tmp_path),
        "taskyto": build_target("taskyto", {"base_url": "http://127.0.0.1", "port": port_of(server)}, tmp_path),
        "langgraph": build_target("langgraph", {"base_url": server.url, "timeout": 10}, tmp_path),
        "openai_compatible": build_target(
            "openai_compatible", {"base_url": f"{server.url}/v1", "model": "pizza-demo"}, tmp_path
        ),
    }


@pytest.mark.parametrize("technology", TECHNOLOGIES)
def test_order_through_real_connector(server: DemoHTTPServer, tmp_path: Path, technology: str) -> None:
    target = targets(server, tmp_path)[technology]
    target.health_check()
    session = target.open_session()
    replies = [session.send(message).text for message in ORDER]
    session.close()
    assert replies[0].startswith("Would you like any toppings?")
    assert "Total: $18.30" in replies[-1]  # 15.30 (the wrong-price flaw) + 1.00 topping + 2.00 cola
    assert "large pepperoni with mushrooms, plus a cola" in replies[-1]


@pytest.mark.parametrize("technology", TECHNOLOGIES)
def test_sessions_stay_apart_when_interleaved(server: DemoHTTPServer, tmp_path: Path, technology: str) -> None:
    target = targets(server, tmp_path)[technology]
    first, second = target.open_session(), target.open_session()
    first.send("large pepperoni")
    second.send("small hawaiian")
    first.send("no toppings")
    second.send("no toppings")
    a, b = first.send("no drinks").text, second.send("no drinks").text
    assert "large pepperoni" in a and "hawaiian" not in a
    assert "small hawaiian" in b and "pepperoni" not in b


def test_plain_routes_health_models_and_rasa_greeting(server: DemoHTTPServer) -> None:
    def get(path: str) -> object:
        with urllib.request.urlopen(f"{server.url}{path}", timeout=5) as response:
            return json.loads(response.read())

    assert get("/health") == {"status": "ok"}
    assert get("/v1/models") == {
        "object": "list",
        "data": [{"id": "pizza-demo", "object": "model", "owned_by": "user_sim"}],
    }
    request = urllib.request.Request(
        f"{server.url}/webhooks/rest/webhook",
        data=json.dumps({"sender": "g", "message": "/session_start"}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=5) as response:
        assert json.loads(response.read()) == [{"recipient_id": "g", "text": demo.GREETING}]


def test_chat_completions_is_stateless_replay(server: DemoHTTPServer) -> None:
    body = {
        "model": "x",
        "messages": [
            {"role": "system", "content": "ignored"},
            {"role": "user", "content": "a small margherita"},
            {"role": "assistant", "content": "..."},
            {"role": "user", "content": [{"type": "text", "text": "no toppings"}]},
        ],
    }
    request = urllib.request.Request(
        f"{server.url}/v1/chat/completions",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    for _ in range(2):  # same request, same answer: nothing is remembered between requests
        with urllib.request.urlopen(request, timeout=5) as response:
            reply = json.loads(response.read())
        assert reply["choices"][0]["message"]["content"].startswith("Any drinks?")


def test_module_serves_from_the_command_line() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "user_sim.targets.demo", "--port", "0", "--no-flaws"],
        stdout=subprocess.PIPE,
        text=True,
        env=cli_env(),
    )
    try:
        assert process.stdout is not None
        banner = process.stdout.readline()
        url = banner.split(" on ", 1)[1].split(": ", 1)[0]
        with urllib.request.urlopen(f"{url}/health", timeout=5) as response:
            assert json.loads(response.read()) == {"status": "ok"}
    finally:
        process.terminate()
        process.wait(timeout=10)
        if process.stdout is not None:
            process.stdout.close()


@pytest.mark.parametrize("technology", TECHNOLOGIES)
def test_parallel_conversations_in_threads_keep_their_own_orders(
    server: DemoHTTPServer, tmp_path: Path, technology: str
) -> None:
    target = targets(server, tmp_path)[technology]
    pizzas, sizes = list(demo.PIZZAS), list(demo.SIZES)

    def converse(i: int) -> str:
        session = target.open_session()
        try:
            for message in (f"{sizes[i % 3]} {pizzas[i % 6]}", "no toppings", "no drinks"):
                reply = session.send(message).text
            return reply
        finally:
            session.close()

    with ThreadPoolExecutor(max_workers=8) as pool:
        summaries = list(pool.map(converse, range(36)))
    for i, summary in enumerate(summaries):
        assert summary.startswith(f"So that's a {sizes[i % 3]} {pizzas[i % 6]}, for $"), summary


@pytest.mark.parametrize(
    ("path", "data", "status"),
    [
        ("/webhooks/rest/webhook", b"{not json", 400),
        ("/webhooks/rest/webhook", b'{"message": "no sender"}', 400),
        ("/v1/chat/completions", b'{"messages": "not a list"}', 400),
        ("/nowhere", b"{}", 404),
    ],
)
def test_bad_requests_get_json_errors(server: DemoHTTPServer, path: str, data: bytes, status: int) -> None:
    request = urllib.request.Request(f"{server.url}{path}", data=data, headers={"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(request, timeout=5)
    assert caught.value.code == status
    assert "error" in json.loads(caught.value.read())
    caught.value.close()
