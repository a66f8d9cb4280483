"""`sensei-security-check --shard k/n` and `sensei-merge` of security shards, through the console scripts."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import CLI_MODULES, REPO, cli_env
from tests.support.cli_in_process import run_in_process
from tests.support.example_project import copy_example

EXAMPLE = REPO / "examples" / "pizza-shop"
TIMINGS = {"duration", "attack_response_time", "pre_attack_response_times"}


def _project(where: Path) -> Path:
    project = where / "pizza"
    copy_example(project)
    return project


def _cli(name: str, *args: object, process: bool = False) -> subprocess.CompletedProcess[str]:
    """The command's ``main`` in this process, or (``process=True``) its console script in a subprocess."""
    if not process:
        return run_in_process(CLI_MODULES[name], [str(a) for a in args], cwd=None, env=cli_env())
    cmd = [sys.executable, "-m", CLI_MODULES[name], *map(str, args)]
    return subprocess.run(cmd, env=cli_env(), capture_output=True, text=True, timeout=300, check=False)


def _check(project: Path, *args: object) -> subprocess.CompletedProcess[str]:
    return _cli("sensei-security-check", "-rfy", project, "--no-progress", *args)


def _runs(root: Path) -> list[Path]:
    """The run folders, by shard (run ids made in the same second do not sort by start time)."""
    return sorted((root / "security_reports").iterdir(), key=_by_shard)


def _by_shard(run: Path) -> tuple[str, str]:
    return json.loads((run / "run.json").read_text()).get("shard") or "", run.name


def _cases(run: Path) -> dict[str, dict]:
    """Every case by key, without its timings; the warm-up profile's path is compared within its project."""
    cases = {}
    for line in (run / "results.jsonl").read_text(encoding="utf-8").splitlines():
        record = {k: v for k, v in json.loads(line).items() if k not in TIMINGS}
        profile = record["metadata"].get("simulation_profile")
        if profile:
            profile["source"] = Path(profile["source"]).name
        cases[record["key"]] = record
    return cases


def _summary(run: Path) -> dict:
    summary = yaml.safe_load(next(run.glob("security_report_*.yml")).read_text(encoding="utf-8"))
    return {k: v for k, v in summary.items() if k != "serial"}


def _untimed(text: str) -> str:
    return re.sub(r' time="[^"]*"', "", text)


@pytest.fixture(scope="module")
def sharded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path], Path]:
    """The example's campaign run once whole and once as three shards, all with seed 7 (made once)."""
    tmp = tmp_path_factory.mktemp("security-shards")
    whole, parts = _project(tmp / "whole"), _project(tmp / "parts")
    done = _check(whole, "--seed", "7")
    assert done.returncode == 1, done.stderr  # the demo bot's flaws are breaches
    for k in (1, 2, 3):
        done = _check(parts, "--seed", "7", "--shard", f"{k}/3")
        assert done.returncode in (0, 1), done.stderr
    return _runs(whole / "output")[0], _runs(parts / "output"), parts


def test_three_merged_shards_equal_the_unsharded_campaign_case_for_case(sharded, tmp_path: Path) -> None:
    whole, shards, _ = sharded
    sizes = [len(_cases(s)) for s in shards]
    assert sum(sizes) == len(_cases(whole)) == 41 and max(sizes) - min(sizes) <= 1
    assert not set(_cases(shards[0])) & set(_cases(shards[1]))  # disjoint slices
    assert all(json.loads((s / "run.json").read_text())["shard"] == f"{k}/3" for k, s in enumerate(shards, 1))

    args = ["--output", tmp_path / "out", "--junit", tmp_path / "junit.xml", "--sarif", tmp_path / "s.sarif"]
    done = _cli("sensei-merge", *shards, *args)

    assert done.returncode == 1, done.stderr  # the unsharded campaign's exit code
    assert "11 breach(es) found" in done.stdout
    (merged,) = _runs(tmp_path / "out")
    assert _cases(merged) == _cases(whole)  # ids, verdicts, evidence, prompts, replies, seeds
    assert _summary(merged) == _summary(whole)
    assert _untimed((tmp_path / "junit.xml").read_text()) == _untimed((whole / "junit.xml").read_text())
    sarif, expected = (
        json.loads(p.read_text())["runs"][0]["results"] for p in (tmp_path / "s.sarif", whole / "security.sarif")
    )
    assert sarif == expected
    assert (merged / "report.html").is_file() and next(merged.glob("pizza_shop_security_*.yml")).is_file()
    info = json.loads((merged / "run.json").read_text())
    assert info["seed"] == 7 and "shard" not in info
    assert [m["shard"] for m in info["merged_from"]] == ["1/3", "2/3", "3/3"]


def test_merge_gates_with_the_fail_on_it_is_given(sharded, tmp_path: Path) -> None:
    _, shards, _ = sharded
    done = _cli("sensei-merge", *shards, "--output", tmp_path, "--fail-on", "never")
    assert done.returncode == 0, done.stderr
    assert "no verdict reached the --fail-on gate" in done.stdout
    (merged,) = _runs(tmp_path)
    assert json.loads((merged / "run.json").read_text())["fail_on"] == "never"
    wrong = _cli("sensei-merge", *shards, "--output", tmp_path / "x", "--fail-on", "failed")
    assert wrong.returncode == 2
    assert "--fail-on 'failed' is not a sensei-security-check level (use one of breached, inconclusive, never)" in (
        wrong.stderr
    )
    assert not (tmp_path / "x").exists()


def test_a_missing_shard_is_incomplete_results(sharded, tmp_path: Path) -> None:
    _, shards, _ = sharded
    done = _cli("sensei-merge", *shards[:2], "--output", tmp_path, process=True)
    assert done.returncode == 3, done.stderr
    assert "cases not run" in done.stdout and "did not run (the shards 3/3 are missing)" in done.stdout
    assert "error: missing shards: 3/3: their cases did not run (exit 3)" in done.stderr, done.stderr
    (merged,) = (tmp_path / "security_reports").iterdir()
    assert json.loads((merged / "run.json").read_text())["finished"]["stopped"] == "missing_shards: 3/3"


def test_a_shard_holds_the_same_cases_whatever_the_seed(sharded, tmp_path: Path) -> None:
    _, shards, _ = sharded
    project = _project(tmp_path)
    assert _check(project, "--seed", "8", "--shard", "2/3").returncode in (0, 1)
    (other,) = _runs(project / "output")
    assert set(_cases(other)) == set(_cases(shards[1]))


def test_a_shard_without_a_fixed_seed_is_refused_before_anything_runs(tmp_path: Path) -> None:
    project = _project(tmp_path)
    run_yml = project / "run.yml"
    run_yml.write_text(run_yml.read_text().replace("seed: 0\n", ""))
    done = _check(project, "--shard", "1/3")
    assert done.returncode == 2
    assert "--shard needs a fixed seed: give --seed N (or seed: in run.yml)" in done.stderr
    assert not (project / "output").exists()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("other-seed", "other seed than"),
        ("other-campaign", "other security.yml (its content, a raised execution.max_cost aside) than"),
        ("chat-run", "is a sensei-chat run"),
        ("same-twice", "are both shard 1/3"),
        ("unsharded", "not a shard"),
        ("other-chatbot", "(shard 3/3): another chatbot or simulated user than"),
        ("no-identity", "(shard 3/3): this shard does not record which chatbot and simulated user it ran with"),
    ],
)
def test_folders_that_are_not_shards_of_one_campaign_are_refused(sharded, tmp_path, change, message) -> None:
    whole, shards, _ = sharded
    other = _project(tmp_path)
    if change == "other-seed":
        assert _check(other, "--seed", "8", "--shard", "3/3").returncode in (0, 1)
        runs = [*shards[:2], *_runs(other / "output")]
    elif change == "other-campaign":
        security = other / "security" / "security.yml"
        security.write_text(security.read_text().replace("attempts: 2", "attempts: 1"))
        assert _check(other, "--seed", "7", "--shard", "3/3").returncode in (0, 1)
        runs = [*shards[:2], *_runs(other / "output")]
    elif change == "chat-run":
        done = _cli("sensei-chat", "-rfy", other, "-up", "full_order.yml", "--shard", "3/3", "--no-rules")
        assert done.returncode in (0, 1), done.stderr
        runs = [*shards[:2], *sorted((other / "output" / "runs").iterdir())]
    elif change == "same-twice":
        runs = [shards[0], shards[0]]
    elif change == "other-chatbot":  # the demo bot without its flaws: its cases would be judged with the others
        assert _check(other, "--seed", "7", "--shard", "3/3", "-cp", "flaws=false").returncode in (0, 1)
        runs = [*shards[:2], *_runs(other / "output")]
    elif change == "no-identity":  # a run.json from before the identity was recorded
        shutil.copytree(shards[2], tmp_path / "old")
        info = json.loads((tmp_path / "old" / "run.json").read_text())
        (tmp_path / "old" / "run.json").write_text(json.dumps({k: v for k, v in info.items() if k != "identity"}))
        runs = [*shards[:2], tmp_path / "old"]
    else:
        runs = [*shards[:2], whole]
    done = _cli("sensei-merge", *runs, "--output", tmp_path / "out")
    assert done.returncode == 2, done.stderr
    assert message in done.stderr and len(done.stderr.splitlines()) == 1
    if change == "other-chatbot":
        assert "the chatbot's connector_params.flaws (was not set, is set)" in done.stderr
    assert not (tmp_path / "out").exists()  # nothing written


def test_a_resumed_shard_keeps_its_shard(tmp_path: Path) -> None:
    project = _project(tmp_path)
    assert _check(project, "--seed", "7", "--shard", "2/3").returncode in (0, 1)
    (run,) = _runs(project / "output")
    cases = _cases(run)
    assert _check(project, "--seed", "7", "--resume", run.name).returncode in (0, 1)  # nothing left to run
    assert _cases(run) == cases
    other = _check(project, "--seed", "7", "--resume", run.name, "--shard", "1/3")
    assert other.returncode == 2 and "that run is shard 2/3; resume it without --shard" in other.stderr


def test_a_shard_interrupted_halfway_makes_the_merge_incomplete_not_interrupted(sharded, tmp_path: Path) -> None:
    """A shard stopped by Ctrl-C left cases unrun: the merge (never interrupted itself) exits 3, naming the shard."""
    _, shards, _ = sharded
    cut, info = _cut_short(shards[2], tmp_path, lambda info: {**(info.get("finished") or {}), "stopped": "interrupted"})
    done = _cli("sensei-merge", shards[0], shards[1], cut, "--output", tmp_path / "merged", "--fail-on", "never")
    assert done.returncode == 3, done.stdout + done.stderr
    (merged,) = (tmp_path / "merged" / "security_reports").iterdir()
    assert json.loads((merged / "run.json").read_text())["finished"]["stopped"] == "shard 3/3 interrupted"
    assert "exit 3" in done.stdout and "exit 0" not in done.stdout and "exit 130" not in done.stdout
    lacking = len(_cases(shards[2])) - 2  # counted on the shard that lacks them
    said = f"error: shard 3/3: interrupted (Ctrl-C) ({cut}): {lacking} cases it had not run are not passed; resume it "
    assert said + f"(the shards' command with --resume {info['run_id']}), then merge every shard again" in done.stderr
    page = (merged / "report.html").read_text()
    assert "Resume shard 3/3: the shards&#x27; command with --resume and that shard&#x27;s run id" in page


def test_a_shard_killed_outright_is_named_by_the_merge(sharded, tmp_path: Path) -> None:
    """A shard killed (SIGKILL) never wrote run.json's ``finished``: the merge names it as never ended, not null."""
    _, shards, _ = sharded
    cut, info = _cut_short(shards[2], tmp_path, lambda info: None)
    done = _cli("sensei-merge", shards[0], shards[1], cut, "--output", tmp_path / "merged", "--fail-on", "never")
    assert done.returncode == 3, done.stdout + done.stderr
    (merged,) = (tmp_path / "merged" / "security_reports").iterdir()
    assert json.loads((merged / "run.json").read_text())["finished"]["stopped"] == "shard 3/3 running"
    assert f"error: shard 3/3: it never ended (killed, or still going) ({cut})" in done.stderr
    assert f"--resume {info['run_id']}" in done.stderr


def test_the_gravest_stop_decides_a_merge_whatever_the_order_of_its_shards(sharded, tmp_path: Path) -> None:
    """One shard stopped itself at a breach, another was interrupted halfway: in either order the merge says the
    interrupted shard and exits 3 (its cases were never judged), never 1 under "stop_on_breach"."""
    import shutil

    _, shards, _ = sharded
    edited = []
    for shard, stopped, keep in ((shards[0], "stop_on_breach", None), (shards[2], "interrupted", 2)):
        copy = tmp_path / "edited" / shard.name
        shutil.copytree(shard, copy)
        if keep is not None:
            lines = (copy / "results.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
            (copy / "results.jsonl").write_text("".join(lines[:keep]), encoding="utf-8")
        info = json.loads((copy / "run.json").read_text(encoding="utf-8"))
        info["finished"] = {**(info.get("finished") or {}), "stopped": stopped}
        (copy / "run.json").write_text(json.dumps(info), encoding="utf-8")
        edited.append(copy)
    for n, order in enumerate(([edited[0], shards[1], edited[1]], [edited[1], shards[1], edited[0]])):
        done = _cli("sensei-merge", *order, "--output", tmp_path / f"m{n}")
        assert done.returncode == 3, done.stdout + done.stderr
        (merged,) = (tmp_path / f"m{n}" / "security_reports").iterdir()
        assert json.loads((merged / "run.json").read_text())["finished"]["stopped"] == "shard 3/3 interrupted"
    bad = tmp_path / "bad" / shards[1].name
    shutil.copytree(shards[1], bad)
    info = json.loads((bad / "run.json").read_text(encoding="utf-8"))
    (bad / "run.json").write_text(json.dumps({**info, "finished": "x"}), encoding="utf-8")
    done = _cli("sensei-merge", shards[0], bad, shards[2], "--output", tmp_path / "m3")
    assert done.returncode == 2 and "finished" in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_a_shard_started_after_a_raised_max_cost_is_a_shard_of_the_same_campaign(sharded, tmp_path: Path) -> None:
    """After a budget stop the page says: raise execution.max_cost, then resume. A shard started after that edit
    records another file hash but the same campaign (``plan_sha256``): it merges with the resumed ones."""
    _, shards, _ = sharded
    raised = shutil.copytree(shards[2], tmp_path / "raised")
    info = json.loads((raised / "run.json").read_text())
    (raised / "run.json").write_text(json.dumps(info | {"config_sha256": "0" * 64, "max_cost": 100.0}))
    done = _cli("sensei-merge", *shards[:2], raised, "--output", tmp_path / "out", "--fail-on", "never")
    assert done.returncode == 0, done.stdout + done.stderr
    (raised / "run.json").write_text(json.dumps(info | {"config_sha256": "0" * 64, "plan_sha256": "0" * 64}))
    done = _cli("sensei-merge", *shards[:2], raised, "--output", tmp_path / "other", "--fail-on", "never")
    assert done.returncode == 2 and "other security.yml" in done.stderr, done.stderr


def _cut_short(shard: Path, tmp_path: Path, finished: Callable[[dict[str, Any]], Any]) -> tuple[Path, dict[str, Any]]:
    """A copy of ``shard`` with two cases run, and run.json's ``finished`` made by ``finished`` (None: no such key)."""

    cut = tmp_path / "cut" / shard.name
    shutil.copytree(shard, cut)
    lines = (cut / "results.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (cut / "results.jsonl").write_text("".join(lines[:2]), encoding="utf-8")
    info = json.loads((cut / "run.json").read_text(encoding="utf-8"))
    ended = finished(info)
    info.pop("finished", None)
    info.update({"finished": ended} if ended is not None else {})
    (cut / "run.json").write_text(json.dumps(info), encoding="utf-8")
    return cut, info


def test_a_torn_line_in_a_shard_is_named_and_counted_on_its_own_shard(sharded, tmp_path: Path) -> None:
    """Shard 1's torn last line (killed while writing it): the merge names file:line, shard 1 and its --resume, and
    counts its case on shard 1, not on shard 3 (stopped too); exit 3; the shard's file is only read."""
    _, shards, _ = sharded
    torn = tmp_path / "torn" / shards[0].name
    shutil.copytree(shards[0], torn)
    lines = (torn / "results.jsonl").read_text(encoding="utf-8").splitlines()
    (torn / "results.jsonl").write_text("\n".join([*lines[:-1], lines[-1][:40]]), encoding="utf-8")
    before = (torn / "results.jsonl").read_bytes()
    cut, info = _cut_short(shards[2], tmp_path, lambda info: {**(info.get("finished") or {}), "stopped": "terminated"})
    torn_id = json.loads((torn / "run.json").read_text())["run_id"]
    done = _cli("sensei-merge", torn, shards[1], cut, "--output", tmp_path / "merged", "--fail-on", "never")
    assert done.returncode == 3, done.stdout + done.stderr
    where = f"{torn / 'results.jsonl'}:{len(lines)}"
    said = f"error: shard 1/3: the last line of {where} is cut short (killed while writing it?) ({torn}): 1 case it "
    assert said + f"had not run is not passed; resume it (the shards' command with --resume {torn_id})" in done.stderr
    lacking = len(_cases(shards[2])) - 2
    said = f"error: shard 3/3: terminated (SIGTERM) ({cut}): {lacking} cases it had not run are not passed; resume it "
    assert said + f"(the shards' command with --resume {info['run_id']})" in done.stderr, done.stderr
    (merged,) = (tmp_path / "merged" / "security_reports").iterdir()
    stopped = json.loads((merged / "run.json").read_text())["finished"]["stopped"]
    assert stopped == f"shard 1/3 torn line {where}; shard 3/3 terminated"
    assert f"{lacking + 1} cases not run (shard 1/3 torn line {where}; shard 3/3 terminated)" in done.stdout
    assert (torn / "results.jsonl").read_bytes() == before  # the merge only reads the shards
