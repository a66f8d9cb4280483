"""The ``python`` technology: functions and factories, sync and async, confined to the project folder."""

from __future__ import annotations

import textwrap
import threading
from pathlib import Path

import pytest

from user_sim.errors import ConfigError, TargetError
from user_sim.targets.base import Reply
from user_sim.targets.factory import build_target

BOTS = """
import asyncio

def echo(message):
    return f"echo: {message}"

def counting(message, history):
    return f"turn {len(history) // 2 + 1}: {message}"

async def slow_upper(message, history=None):
    await asyncio.sleep(0)
    return message.upper()

def broken(message):
    raise ValueError("kaput")

def silent(message):
    return "  "

def number(message):
    return 42

def ending(message):
    return {"text": "handing over to a human", "ended": True}

def quits(message):
    import sys
    sys.exit()

class Odd(BaseException):
    pass

def odd(message):
    raise Odd("not an Exception")

class Counter:
    created = 0

    def __init__(self):
        Counter.created += 1
        self.seen = []
        self.loop = None

    def greeting(self):
        return "hello, I count"

    async def reply(self, message):
        loop = asyncio.get_running_loop()
        assert self.loop in (None, loop), "the session must keep one event loop"
        self.loop = loop
        self.seen.append(message)
        return f"{len(self.seen)} messages: {', '.join(self.seen)}"
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "bots").mkdir()
    (tmp_path / "bots" / "mybots.py").write_text(textwrap.dedent(BOTS), encoding="utf-8")
    return tmp_path


def session_for(project: Path, spec: str, key: str = "callable"):  # type: ignore[no-untyped-def]
    target = build_target("python", {key: spec}, project)
    target.health_check()
    return target.open_session()


def test_sync_function_without_history(project: Path) -> None:
    session = session_for(project, "bots/mybots.py:echo")
    assert session.greeting() is None
    assert session.send("hi") == Reply("echo: hi")


def test_history_is_per_session(project: Path) -> None:
    target = build_target("python", "callable=bots/mybots.py:counting", project)
    first, second = target.open_session(), target.open_session()
    assert first.send("a").text == "turn 1: a"
    assert first.send("b").text == "turn 2: b"
    assert second.send("c").text == "turn 1: c"


def test_async_function(project: Path) -> None:
    session = session_for(project, "bots/mybots.py:slow_upper")
    assert session.send("quiet").text == "QUIET"
    session.close()


def test_async_factory_object_keeps_state_and_loop_per_session(project: Path) -> None:
    target = build_target("python", {"factory": "bots/mybots.py:Counter"}, project)
    first, second = target.open_session(), target.open_session()
    greeting = first.greeting()
    assert greeting is not None and greeting.text == "hello, I count"
    first.send("x")
    assert first.send("y").text == "2 messages: x, y"
    assert second.send("z").text == "1 messages: z"
    first.close()
    second.close()


def test_sessions_in_parallel_threads(project: Path) -> None:
    target = build_target("python", {"factory": "bots/mybots.py:Counter"}, project)
    results: dict[int, str] = {}

    def converse(n: int) -> None:
        session = target.open_session()
        for i in range(5):
            results[n] = session.send(f"{n}-{i}").text
        session.close()

    threads = [threading.Thread(target=converse, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == {n: f"5 messages: {', '.join(f'{n}-{i}' for i in range(5))}" for n in range(6)}


def test_module_path_form(tmp_path: Path) -> None:
    session = session_for(tmp_path, "textwrap:dedent")
    assert session.send("  indented").text == "indented"


def test_reply_mapping_can_end_the_session(project: Path) -> None:
    assert session_for(project, "bots/mybots.py:ending").send("hi") == Reply("handing over to a human", ended=True)


@pytest.mark.parametrize(
    ("spec", "cause"),
    [
        ("broken", r"^bots/mybots\.py:broken raised ValueError: kaput$"),
        ("silent", r"^empty reply from bots/mybots\.py:silent$"),
        ("number", r"^bots/mybots\.py:number returned int; expected str"),
        ("quits", r"^bots/mybots\.py:quits raised SystemExit: $"),  # the bot failing, never the run ending 0
        ("odd", r"^bots/mybots\.py:odd raised Odd: not an Exception$"),
    ],
)
def test_failures_become_target_errors(project: Path, spec: str, cause: str) -> None:
    with pytest.raises(TargetError, match=cause):
        session_for(project, f"bots/mybots.py:{spec}").send("hi")


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"callable": "../outside.py:fn"}, "is outside the project folder"),
        ({"callable": "/etc/passwd.py:fn"}, "is outside the project folder"),
        ({"callable": "bots/missing.py:fn"}, "file not found"),
        ({"callable": "bots/mybots.py:nope"}, "has no attribute 'nope'"),
        ({"callable": "no_such_module_xyz:fn"}, "cannot import 'no_such_module_xyz'"),
        ({"callable": "just_a_name"}, "should be 'package.module:function'"),
        ({"callable": "bots/mybots.py:Counter.created"}, "is not callable"),
        ({}, "exactly one of 'callable' or 'factory'"),
        ({"callable": "a:b", "factory": "c:d"}, "exactly one of 'callable' or 'factory'"),
    ],
)
def test_bad_specs_are_config_errors(project: Path, params: dict[str, str], message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        build_target("python", params, project)


def test_file_outside_project_is_refused_even_when_it_exists(tmp_path: Path) -> None:
    (tmp_path / "evil.py").write_text("def fn(m):\n    return m\n", encoding="utf-8")
    (tmp_path / "project").mkdir()
    with pytest.raises(ConfigError, match="outside the project folder"):
        build_target("python", {"callable": "../evil.py:fn"}, tmp_path / "project")
