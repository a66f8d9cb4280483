"""Engine criterion 1: the pizza-shop example runs on a fresh machine with no network and no API key."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import conversation_file, explain, key_of, only_run, report, results, yaml_documents
from tests.conftest import REPO, SRC, cli_env
from tests.support.example_project import copy_example

EXAMPLE = REPO / "examples" / "pizza-shop"

NO_NETWORK = '''\
"""Loaded first by the CLI under test: any attempt to open a network connection fails the run loudly."""
import socket


def _refuse(self, address, *args, **kwargs):
    raise OSError(f"network access attempted: {address!r}")


socket.socket.connect = _refuse
socket.socket.connect_ex = _refuse
socket.create_connection = lambda address, *a, **k: _refuse(None, address)
'''


def offline_env(tmp_path: Path) -> dict[str, str]:
    """No network (a sitecustomize that refuses every connection), no API key, an empty home folder."""
    guard = tmp_path / "no_network"
    guard.mkdir()
    (guard / "sitecustomize.py").write_text(NO_NETWORK, encoding="utf-8")
    home = tmp_path / "home"
    home.mkdir()
    return {"PYTHONPATH": os.pathsep.join([str(guard), str(SRC)]), "HOME": str(home), "XDG_CACHE_HOME": str(home)}


def test_the_network_guard_really_refuses_connections(tmp_path: Path) -> None:
    """The guard must bite, or the next test would prove nothing."""
    code = "import urllib.request; urllib.request.urlopen('http://127.0.0.1:9', timeout=1)"
    done = subprocess.run(
        [sys.executable, "-c", code], env=cli_env(offline_env(tmp_path)), capture_output=True, text=True, check=False
    )
    assert done.returncode != 0
    assert "network access attempted" in done.stderr


def test_example_runs_offline_and_writes_every_file(chat: Chat, tmp_path: Path) -> None:
    project = tmp_path / "pizza-shop"
    copy_example(project)
    done = chat("--run-from-yaml", project, cwd=tmp_path, env=offline_env(tmp_path))
    assert done.returncode == 1, explain(done)  # the example's rules catch the demo bot's flaws (test_example_rules)
    assert "Traceback" not in done.stderr
    run_dir = only_run(project)
    for name in ("run.json", "results.jsonl", "rules.jsonl", "report.yml", "junit.xml", "report.html"):
        assert (run_dir / name).is_file(), name
    records = results(run_dir)
    summary = report(run_dir)
    assert summary["conversations"] == len(records) == len({key_of(r) for r in records}) > 0
    assert summary["end_reasons"]["error"] == 0
    for record in records:
        documents = yaml_documents(conversation_file(run_dir, record))
        assert len(documents) == 3
        first, timing, interaction = documents
        assert {"serial", "language", "context", "ask_about", "conversation", "data_output", "errors"} <= set(first)
        assert "total_cost($)" in first and first["end_reason"] == record["end_reason"]
        assert {"conversation time", "assistant response time", "response time report"} <= set(timing)
        assert len(interaction["interaction"]) == 2 * len(record["turns"]) + (record["greeting"] is not None)
    orders = [r for r in records if r["profile"] == "full_order"]
    assert orders and all(r["end_reason"] == "goal_reached" for r in orders)
    assert all(r["data_output"]["order_id"] for r in orders)  # the order was confirmed, and its id read back
    suites = ElementTree.parse(run_dir / "junit.xml").getroot()
    assert len([c for s in suites if s.get("name") != "rules" for c in s.iter("testcase")]) == len(records)
    page = (run_dir / "report.html").read_text(encoding="utf-8")
    assert run_dir.name in page
    assert f"sensei-check labels export {run_dir} --sample 30" in page  # the command to validate, naming this run
    assert "labels export RUN" not in page
