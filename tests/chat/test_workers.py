"""--workers defaults to what a localhost model server can serve (llama.cpp /props or /slots), else 1; else 4."""

import json
import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.chat.fakes import copy_example
from user_sim.chat.profiles import load_run_profiles
from user_sim.chat.settings import ChatRunConfig
from user_sim.chat.workers import choose_workers
from user_sim.config.catalog import load_catalog
from user_sim.core.profile_loader import CheckOptions
from user_sim.llm.local_server import is_local, server_slots


class _Server:
    """A loopback server answering GET paths from a dict (anything else: 404)."""

    def __init__(self, routes):
        routes = dict(routes)

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                body = routes.get(self.path)
                self.send_response(200 if body is not None else 404)
                self.end_headers()
                if body is not None:
                    self.wfile.write(json.dumps(body).encode())

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.mark.parametrize(
    ("routes", "slots"),
    [
        ({"/props": {"total_slots": 3, "n_ctx": 4096}}, 3),
        ({"/slots": [{"id": 0}, {"id": 1}]}, 2),
        ({}, None),
    ],
)
def test_the_probe_reads_props_then_slots(routes, slots):
    with _Server(routes) as server:
        assert server_slots(server.url) == slots


def test_only_loopback_servers_are_local():
    assert is_local("http://localhost:11434/v1") and is_local("http://127.0.0.1:8080") and is_local("http://[::1]:80")
    assert not is_local("https://api.openai.com/v1") and not is_local(None)
    assert server_slots("https://api.openai.com/v1") is None  # never probed


def _profiles(tmp_path, base_url):
    project = copy_example(tmp_path)
    config = ChatRunConfig(project_dir=project, model="local-model", base_url=base_url)
    options = CheckOptions(project_dir=project, catalog=load_catalog(project))
    return load_run_profiles(config, options)


def test_workers_follow_the_local_server_and_the_log_says_so(tmp_path, caplog):
    with _Server({"/props": {"total_slots": 3}}) as server, caplog.at_level(logging.WARNING):
        profiles = _profiles(tmp_path, server.url)
        assert choose_workers(None, profiles) == 3
        assert choose_workers(7, profiles) == 7  # given: never probed
    assert f"workers: 3, from the local model server: {server.url} reports 3 slots" in caplog.text


def test_a_local_server_that_does_not_say_gets_one_worker(tmp_path):
    with _Server({}) as server:
        assert choose_workers(None, _profiles(tmp_path, server.url)) == 1


def test_remote_or_scripted_models_keep_four_workers(tmp_path):
    assert choose_workers(None, _profiles(tmp_path / "a", "https://api.example.com/v1")) == 4
    project = copy_example(tmp_path / "b")
    config = ChatRunConfig(project_dir=project)
    options = CheckOptions(project_dir=project, catalog=load_catalog(project))
    assert choose_workers(None, load_run_profiles(config, options)) == 4
