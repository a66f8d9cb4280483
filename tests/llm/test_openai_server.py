"""The shared test server itself: routes, defaults, faults."""

import json
import urllib.error
import urllib.request

import pytest

from tests.support.openai_server import OpenAIServer, example_from_schema, script


def post(server, body, path="/chat/completions"):
    request = urllib.request.Request(
        server.base_url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())


def test_models_route_and_unknown_route():
    with OpenAIServer(model_id="house-model") as server:
        with urllib.request.urlopen(server.base_url + "/models", timeout=5) as response:
            assert json.loads(response.read())["data"][0]["id"] == "house-model"
        with pytest.raises(urllib.error.HTTPError) as caught:
            urllib.request.urlopen(server.base_url + "/nothing", timeout=5)
        assert caught.value.code == 404
    assert server.calls == 0


def test_default_answer_and_usage_and_recorded_requests():
    with OpenAIServer() as server:
        body = post(server, {"model": "m", "messages": [{"role": "user", "content": "12345678"}]})
    assert body["choices"][0]["message"] == {"role": "assistant", "content": "ok"}
    assert body["usage"] == {"prompt_tokens": 2 + 4, "completion_tokens": 1, "total_tokens": 7}
    assert server.calls == 1 and server.requests[0]["messages"][0]["content"] == "12345678"


def test_json_schema_request_gets_a_minimal_valid_instance_by_default():
    schema = {
        "type": "object",
        "properties": {
            "a": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
            "b": {"type": "array", "items": {"type": "string"}},
            "c": {"$ref": "#/$defs/C"},
        },
        "$defs": {"C": {"type": "object", "properties": {"d": {"type": "boolean"}}}},
    }
    response_format = {"type": "json_schema", "json_schema": {"name": "X", "schema": schema}}
    with OpenAIServer() as server:
        body = post(server, {"messages": [], "response_format": response_format})
    assert json.loads(body["choices"][0]["message"]["content"]) == {"a": None, "b": [], "c": {"d": False}}
    assert example_from_schema({"type": ["string", "null"]}) is None


def test_script_plays_in_order_and_repeats_the_last_item():
    with OpenAIServer(script({"status": 503}, "one", "two")) as server:
        with pytest.raises(urllib.error.HTTPError) as caught:
            post(server, {"messages": []})
        assert caught.value.code == 503
        assert json.loads(caught.value.read())["error"]["type"] == "server_error"
        answers = [post(server, {"messages": []})["choices"][0]["message"]["content"] for _ in range(3)]
    assert answers == ["one", "two", "two"] and server.calls == 4


def test_malformed_body_is_not_json():
    with OpenAIServer(lambda request: {"malformed": True}) as server, pytest.raises(json.JSONDecodeError):
        post(server, {"messages": []})


def test_stop_releases_the_port():
    server = OpenAIServer().start()
    url = server.base_url
    server.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url + "/models", timeout=1)
