"""A project made by sensei-init-project runs as generated: its example order reaches its goal offline."""

import json


def test_new_project_example_reaches_its_goal(run_cli, tmp_path):
    assert run_cli("sensei-init-project", ["--path", tmp_path, "--name", "shop"]).returncode == 0
    project = tmp_path / "shop"
    done = run_cli("sensei-chat", ["--run-from-yaml", project])
    assert done.returncode == 0, done.stderr
    [run] = list((project / "output" / "runs").iterdir())
    records = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    assert len(records) == 3
    assert {r["end_reason"] for r in records} == {"goal_reached"}
    assert all(r["data_output"]["order_id"].startswith("PZ-") for r in records)
