"""Issue 13 defect 5: a public SENSEI project (profiles, personalities, types, list functions, run.yml) validates
and runs with no edit.

The project in ``data/sensei_pizza_order`` is SENSEI's pizza-order example as published (see its SOURCE.md):
personality files with only ``context:``, ``personality: personalities/x.yml`` paths, ``money``/``str`` output
types, SENSEI's own ``types/``, a list function opening a file relative to the project, and a run.yml with the
older keys ``connector_parameters`` and ``extract``. It is copied to a temporary folder and driven with SENSEI's
underscore flag spellings. The simulated user is a model served on 127.0.0.1 by the test's OpenAI-compatible
server (one profile has an ``any()`` list, which needs a model).
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import yaml

from tests.acceptance.conftest import Chat, StartServer
from tests.acceptance.helpers import explain, report, results
from tests.conftest import RunCli
from tests.support.openai_server import example_from_schema

PROJECT = Path(__file__).parent / "data" / "sensei_pizza_order"
SODAS = ["Fanta", "7up", "Dr Pepper"]
ANY_PROMPTS: list[str] = []


def respond(request: dict[str, Any]) -> str | dict[str, Any]:
    """The model: any() lists get sodas, structured calls a minimal answer, the user asks for a pizza."""
    response_format = request.get("response_format") or {}
    schema = (response_format.get("json_schema") or {}).get("schema")
    if schema is not None:
        if "items" in schema.get("properties", {}):
            ANY_PROMPTS.append(request["messages"][-1]["content"])
            return {"json": {"items": SODAS}}
        return {"json": example_from_schema(schema)}
    return "I would like a small margherita pizza and two cans of Fanta, please."


def copy_project(tmp_path: Path) -> Path:
    project = tmp_path / "sensei_pizza_order"
    shutil.copytree(PROJECT, project)
    return project


def test_the_sensei_project_validates_unchanged(run_cli: RunCli, tmp_path: Path) -> None:
    project = copy_project(tmp_path)
    done = run_cli("sensei-validation-check", ["--profile", project / "profiles"], cwd=project)
    assert done.returncode == 0, explain(done)
    assert "2/2 profiles valid, 0 errors" in done.stdout, explain(done)
    assert "error:" not in done.stderr


def test_the_sensei_project_runs_unchanged_with_sensei_spellings(
    chat: Chat, openai_server: StartServer, tmp_path: Path
) -> None:
    ANY_PROMPTS.clear()
    project = copy_project(tmp_path)
    before = {p.relative_to(project): p.read_bytes() for p in project.rglob("*") if p.is_file()}
    server = openai_server(respond)
    done = chat(
        "--run_from_yaml", project, "--model", "sensei-user", "--base_url", server.base_url, cwd=tmp_path, timeout=120
    )
    assert done.returncode == 0, explain(done)
    assert "Traceback" not in done.stderr
    assert "--run_from_yaml is SENSEI's old spelling; write --run-from-yaml" in done.stderr
    assert "'connector_parameters' is SENSEI's old name of 'connector_params'" in done.stderr
    assert "'extract' is SENSEI's old name of 'output'" in done.stderr
    runs = sorted((project / "output" / "runs").iterdir())  # extract: output
    assert len(runs) == 1, explain(done)
    records = results(runs[0])
    assert report(runs[0])["conversations"] == len(records) == 3  # number: 1 and number: 2
    assert {r["profile"] for r in records} == {"pizza_order_test_predefined", "pizza_order_test_custom"}
    assert all(r["end_reason"] != "error" for r in records), [r["end_reason"] for r in records]
    written = sorted((runs[0] / "conversations").rglob("*.yml"))
    assert len(written) == 3
    first = yaml.safe_load_all(next(p for p in written if "predefined" in str(p)).read_text(encoding="utf-8"))
    asked = next(first)["ask_about"]
    assert any(str(item).endswith("pizza") for item in asked), asked  # drawn from list_of_things.yml
    wanted = ("A list of: 3 soda drinks.", "A list of: 3 alcoholic drinks.")
    assert sorted(p.split(" Do not")[0] for p in ANY_PROMPTS) == sorted(wanted), ANY_PROMPTS
    after = {p.relative_to(project): p.read_bytes() for p in project.rglob("*") if p.is_file()}
    assert {k: v for k, v in after.items() if k in before} == before  # nothing of the project was edited
