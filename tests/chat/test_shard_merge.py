"""`sensei-chat --shard k/n` and `sensei-merge`, through the real console scripts on the offline example."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from tests.conftest import CLI_MODULES, RunCli, cli_env
from tests.support.cli_in_process import run_in_process
from tests.support.example_project import copy_example

VOLATILE = {"run_id", "started_at", "duration_s", "latency_s"}


def _project(tmp_path: Path) -> Path:
    project = tmp_path / "pizza"
    copy_example(project)
    return project


def _truncated_copy(run: Path, to: Path) -> Path:
    """A copy of the run folder ``run`` whose run.json is cut short (the shared run stays whole)."""
    shutil.copytree(run, to)
    info = to / "run.json"
    info.write_text(info.read_text()[:40])
    return to


def _runs(project: Path) -> list[Path]:
    """The run folders, by shard (run ids made in the same second do not sort by start time)."""
    return sorted((project / "output" / "runs").iterdir(), key=_by_shard)


def _by_shard(run: Path) -> tuple[str, str]:
    return json.loads((run / "run.json").read_text()).get("config", {}).get("shard") or "", run.name


def _records(run: Path) -> dict[tuple[str, int, int], dict]:
    lines = [json.loads(line) for line in (run / "results.jsonl").read_text().splitlines()]
    # the two projects lie in different folders: compare the profile's path within its project
    return {
        (r["profile"], r["index"], r["replicate"]): _strip(r) | {"profile_path": Path(r["profile_path"]).name}
        for r in lines
    }


def _strip(value):
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in VOLATILE}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def _rule_verdicts(run: Path) -> list[str]:
    verdicts = [json.loads(line) for line in (run / "rules.jsonl").read_text().splitlines()]
    return sorted(json.dumps(v | {"rule_file": Path(v["rule_file"]).name}) for v in verdicts)


def _conversation_files(run: Path) -> dict[str, list]:
    files = {}
    for path in sorted((run / "conversations").rglob("*.yml")):
        first, _timings, interaction = yaml.safe_load_all(path.read_text())
        files[str(path.relative_to(run))] = [first, interaction]
    return files


def _cli(name: str, args: list) -> subprocess.CompletedProcess[str]:
    """The command's ``main`` in this process (the module fixture cannot use the function-scoped ``run_cli``)."""
    return run_in_process(CLI_MODULES[name], [str(a) for a in args], cwd=None, env=cli_env())


@pytest.fixture(scope="module")
def sharded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path], Path]:
    """One unsharded run and its three shards, each run by sensei-chat with seed 5 (made once for the module)."""
    tmp_path = tmp_path_factory.mktemp("shards")
    whole, parts = _project(tmp_path / "whole"), _project(tmp_path / "parts")
    done = _cli("sensei-chat", ["-rfy", whole, "--seed", "5"])
    assert done.returncode == 1, done.stderr  # the example's rules catch the demo bot's flaws
    for k in (1, 2, 3):
        done = _cli("sensei-chat", ["-rfy", parts, "--seed", "5", "--shard", f"{k}/3"])
        assert done.returncode in (0, 1), done.stderr
    return _runs(whole)[0], _runs(parts), parts


def test_three_merged_shards_equal_the_unsharded_run(sharded, run_cli: RunCli, tmp_path: Path):
    whole, shards, _project_dir = sharded
    sizes = [len(_records(s)) for s in shards]
    assert sum(sizes) == len(_records(whole)) == 22 and max(sizes) - min(sizes) <= 1
    assert not set(_records(shards[0])) & set(_records(shards[1]))  # disjoint slices

    done = run_cli("sensei-merge", [*shards, "--junit", tmp_path / "junit.xml", "--output", tmp_path / "out"])

    assert done.returncode == 1, done.stderr  # as the unsharded run: its rules are checked on the merged run
    (merged,) = sorted((tmp_path / "out" / "runs").iterdir())
    assert _rule_verdicts(merged) == _rule_verdicts(whole)
    assert _records(merged) == _records(whole)
    assert _conversation_files(merged) == _conversation_files(whole)
    report = yaml.safe_load((merged / "report.yml").read_text())
    assert report == {
        **report,
        **{
            k: v
            for k, v in yaml.safe_load((whole / "report.yml").read_text()).items()
            if k in ("end_reasons", "conversations", "validation")  # the simulated user's key and status too
        },
    }
    assert report["validation"]["evaluators"][0]["model"] == "scripted"
    junit = (tmp_path / "junit.xml").read_text()
    assert junit == (merged / "junit.xml").read_text()  # --junit gets the merged run's file, rules' suite included
    assert '<testsuite name="rules"' in junit
    page = (merged / "report.html").read_text()  # the merged page is rendered with the rules' verdicts
    assert '<span class="badge fail">RULES FAILED</span></h1>' in page and "forgotten drink" in page
    info = json.loads((merged / "run.json").read_text())
    assert sorted(m["shard"] for m in info["merged_from"]) == ["1/3", "2/3", "3/3"]


def test_a_shard_holds_the_same_conversations_whatever_the_seed(tmp_path: Path, run_cli: RunCli):
    project = _project(tmp_path)
    for seed in ("1", "2"):
        assert run_cli("sensei-chat", ["-rfy", project, "--seed", seed, "--shard", "2/4"]).returncode in (0, 1)
    first, second = _runs(project)
    assert set(_records(first)) == set(_records(second))


def test_a_missing_shard_is_incomplete_results(sharded, run_cli: RunCli, tmp_path: Path):
    _whole, shards, _project_dir = sharded
    done = run_cli("sensei-merge", [*shards[:2], "--output", tmp_path], process=True)  # the console script too
    assert done.returncode == 3
    assert "did not run" in done.stdout
    missing = _by_shard(shards[2])[0]
    said = f"error: missing shards: {missing}: their conversations did not run (exit 3); run them (--shard K/N)"
    assert said in done.stderr, done.stderr
    (merged,) = (tmp_path / "runs").iterdir()
    report = yaml.safe_load((merged / "report.yml").read_text())
    assert report["stopped"] == f"missing_shards: {missing}"  # never null, "ran to its end"
    assert report["finished"] == 22 - len(_records(shards[2]))
    page = (merged / "report.html").read_text()
    assert f"Run the missing shards ({missing}) with the shards&#x27; command and --shard K/N" in page
    assert "--resume" not in page
    assert f'message="not run: missing_shards: {missing}"' in (merged / "junit.xml").read_text()


def _stopped_copy(run: Path, to: Path, stopped: str, keep: int) -> Path:
    """A copy of the shard ``run`` as a shard ``stopped`` leaves it: ``keep`` records, its report.yml saying so."""
    shutil.copytree(run, to)
    lines = (to / "results.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    (to / "results.jsonl").write_text("".join(lines[:keep]), encoding="utf-8")
    report = yaml.safe_load((to / "report.yml").read_text(encoding="utf-8"))
    (to / "report.yml").write_text(yaml.safe_dump({**report, "stopped": stopped, "finished": keep}), encoding="utf-8")
    return to


@pytest.mark.parametrize("stopped", ["interrupted", "aborted: RuntimeError: boom; it broke"])
def test_a_shard_stopped_before_its_end_is_named_with_how_to_resume_it(sharded, run_cli: RunCli, tmp_path, stopped):
    """A shard stopped by Ctrl-C or ended by a crash: the merge (never stopped itself) names it, whatever the order
    of the shards, and says to resume that shard, then merge again; exit 3 (its unrun conversations are unjudged)."""
    _whole, shards, _project_dir = sharded
    cut = _stopped_copy(shards[2], tmp_path / "cut" / shards[2].name, stopped, keep=2)
    run_id = json.loads((cut / "run.json").read_text())["run_id"]
    for n, order in enumerate(([*shards[:2], cut], [cut, shards[1], shards[0]])):
        done = run_cli("sensei-merge", [*order, "--output", tmp_path / f"m{n}", "--fail-on", "never"])
        assert done.returncode == 3, done.stdout + done.stderr
        (merged,) = (tmp_path / f"m{n}" / "runs").iterdir()
        report = yaml.safe_load((merged / "report.yml").read_text())
        assert report["stopped"] == f"shard 3/3 {stopped}"  # never null, "ran to its end"
        assert report["finished"] == 22 - len(_records(shards[2])) + 2
        said = f"error: shard 3/3: {'interrupted (Ctrl-C)' if stopped == 'interrupted' else stopped} ({cut}): "
        assert said in done.stderr, done.stderr
        assert f"resume it (the shards' command with --resume {run_id}), then merge every shard again" in done.stderr
        assert "did not run (shard 3/3: " in done.stdout
        page = (merged / "report.html").read_text()
        assert "Resume shard 3/3: the shards&#x27; command with --resume and that shard&#x27;s run id" in page
        assert f"--resume {merged.name}" not in page  # the merged run is not what to resume
        assert f'message="not run: shard 3/3 {stopped}"' in (merged / "junit.xml").read_text()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("same-twice", "are both shard"),
        ("other-seed", "seed"),
        ("not-a-run", "not a run folder"),
        ("truncated", "run.json:2:"),
        ("other-chatbot", "(shard 3/3): another chatbot or simulated user than"),
        ("other-user", "the simulated user's base_url (was none, is set) in full_order, order_steps"),
        ("no-identity", "(shard 3/3): this shard does not record which chatbot and simulated user it ran with"),
    ],
)
def test_folders_that_are_not_shards_of_one_run_are_refused(sharded, run_cli: RunCli, tmp_path, change, message):
    _whole, shards, _project_dir = sharded
    if change == "same-twice":
        runs = [shards[0], shards[0]]
    elif change == "other-seed":
        other = _project(tmp_path)
        assert run_cli("sensei-chat", ["-rfy", other, "--seed", "6", "--shard", "3/3"]).returncode in (0, 1)
        runs = [*shards[:2], *_runs(other)]
    elif change == "truncated":
        runs = [*shards[:2], _truncated_copy(shards[2], tmp_path / "copy")]
    elif change in ("other-chatbot", "other-user"):  # its conversations would count under the others' verdict
        other = _project(tmp_path)
        flag = ["-cp", "flaws=false"] if change == "other-chatbot" else ["--base-url", "http://127.0.0.1:9/v1"]
        done = run_cli("sensei-chat", ["-rfy", other, "--seed", "5", "--shard", _by_shard(shards[2])[0], *flag])
        assert done.returncode in (0, 1), done.stderr
        runs = [*shards[:2], *_runs(other)]
    elif change == "no-identity":  # a run.json from before the identity was recorded
        shutil.copytree(shards[2], tmp_path / "old")
        info = json.loads((tmp_path / "old" / "run.json").read_text())
        (tmp_path / "old" / "run.json").write_text(json.dumps({k: v for k, v in info.items() if k != "identity"}))
        runs = [*shards[:2], tmp_path / "old"]
    else:
        runs = [shards[0], tmp_path]
    done = run_cli("sensei-merge", [*runs, "--output", tmp_path / "out"])
    assert done.returncode == 2
    assert message in done.stderr
    assert not (tmp_path / "out").exists()  # nothing written


@pytest.mark.parametrize(("flag", "where"), [("--junit", "afile/j.xml"), ("--junit", "d"), ("--sarif", "afile/s")])
def test_a_merge_output_file_under_a_file_or_naming_a_folder_is_refused_before_merging(
    sharded, run_cli: RunCli, tmp_path, flag, where
):
    _whole, shards, _project_dir = sharded
    (tmp_path / "afile").write_text("", encoding="utf-8")
    (tmp_path / "d").mkdir()
    done = run_cli("sensei-merge", [*shards, "--output", tmp_path / "out", flag, tmp_path / where])
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.startswith(f"error: {flag}: ") and len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert not (tmp_path / "out").exists()  # nothing merged


def _shards_run_inside(run_cli: RunCli, project: Path) -> list[Path]:
    """Two shards run from inside ``project`` (``-rfy`` not given: run.yml found there), written to ../shards."""
    for k in (1, 2):
        done = run_cli("sensei-chat", ["--shard", f"{k}/2", "--output", "../shards"], cwd=project)
        assert done.returncode in (0, 1), done.stderr
    return sorted((project.parent / "shards" / "runs").iterdir())


def test_shards_are_merged_from_any_folder_and_in_their_checkout_moved_elsewhere(run_cli: RunCli, tmp_path):
    """run.json records the project absolute: merged from anywhere (its rules named nothing from another folder,
    refused); in the checkout moved to another place (another CI runner), from its root, as sensei-chat was run."""
    project = _project(tmp_path / "runner1")
    shards = _shards_run_inside(run_cli, project)
    merge = [*shards, "--output", tmp_path / "out", "--junit", tmp_path / "junit.xml"]
    done = run_cli("sensei-merge", merge, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr  # the example's rules fail, as in the unsharded run
    assert '<testsuite name="rules"' in (tmp_path / "junit.xml").read_text()

    (tmp_path / "runner1").rename(tmp_path / "runner2")
    moved = sorted((tmp_path / "runner2" / "shards" / "runs").iterdir())
    done = run_cli("sensei-merge", [*moved, "--output", tmp_path / "out3"], cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr  # the recorded checkout is gone, and this is no checkout
    assert "the shards' project" in done.stderr and "is not found" in done.stderr and not (tmp_path / "out3").exists()
    merge = [*moved, "--output", tmp_path / "out2", "--junit", tmp_path / "junit2.xml"]
    done = run_cli("sensei-merge", merge, cwd=tmp_path / "runner2" / "pizza")
    assert done.returncode == 1, done.stdout + done.stderr
    assert '<testsuite name="rules"' in (tmp_path / "junit2.xml").read_text()


def test_shards_of_a_run_json_from_before_are_merged_where_they_ran_and_refused_elsewhere(run_cli: RunCli, tmp_path):
    """A run.json from before holds the paths as typed (relative to the folder sensei-chat ran in): still read."""
    project = _project(tmp_path)
    shards = _shards_run_inside(run_cli, project)
    for shard in shards:
        info = json.loads((shard / "run.json").read_text(encoding="utf-8"))
        del info["ran_in"]
        typed = {"project_dir": ".", "run_file": "run.yml", "connector_params_file": "run.yml", "rules": "rules"}
        info["config"].update(typed, output_dir="../shards")
        (shard / "run.json").write_text(json.dumps(info), encoding="utf-8")
    merge = [*shards, "--output", tmp_path / "out", "--junit", tmp_path / "junit.xml"]

    done = run_cli("sensei-merge", merge, cwd=tmp_path)

    assert done.returncode == 2, done.stdout + done.stderr
    assert "the shards' project . is not found" in done.stderr, done.stderr  # this folder is no project
    assert not (tmp_path / "out").exists() and not (tmp_path / "junit.xml").exists()  # nothing written
    done = run_cli("sensei-merge", merge, cwd=project)
    assert done.returncode == 1, done.stderr
    assert '<testsuite name="rules"' in (tmp_path / "junit.xml").read_text()


@pytest.mark.parametrize("bad", ["0/3", "4/3", "a/b", "3"])
def test_a_bad_shard_is_a_usage_error(bad, run_cli: RunCli, tmp_path):
    done = run_cli("sensei-chat", ["-rfy", _project(tmp_path), "--shard", bad])
    assert done.returncode == 2
    assert "expected K/N" in done.stderr


ORDER_TOTAL_GATE = (
    "evaluation:\n  metrics: []\n  custom_metrics: [metrics/order_total.py]\n"
    "  qualitative_failure_labels: {order_total: [wrong]}\n"
)


def _evaluation(run: Path) -> dict:
    return {k: v for k, v in json.loads((run / "evaluation.json").read_text()).items() if k != "run_id"}


def test_merged_shards_get_the_evaluation_and_gates_of_the_unsharded_run(tmp_path: Path, run_cli: RunCli):
    whole, parts = _project(tmp_path / "whole"), _project(tmp_path / "parts")
    for project in (whole, parts):
        (project / "run.yml").write_text((project / "run.yml").read_text() + ORDER_TOTAL_GATE)
    args = ["-up", "full_order.yml", "--no-rules", "--seed", "3"]
    done = run_cli("sensei-chat", ["-rfy", whole, *args])
    assert done.returncode == 1, done.stderr  # the demo bot charges a large pepperoni wrongly: the gate fails
    for k in (1, 2, 3):
        # a shard without a wrong price: its gate would pass on the unlabelled scripted user, INSUFFICIENT_EVIDENCE
        assert run_cli("sensei-chat", ["-rfy", parts, *args, "--shard", f"{k}/3"]).returncode in (1, 3)
    shards = _runs(parts)
    assert any("gate_failures" in _evaluation(s) and not _evaluation(s)["gate_failures"] for s in shards)

    done = run_cli("sensei-merge", [*shards, "--output", tmp_path / "out"])

    assert done.returncode == 1, done.stderr
    assert "order_total = 'wrong'" in done.stderr
    (merged,) = sorted((tmp_path / "out" / "runs").iterdir())
    assert _evaluation(merged) == _evaluation(_runs(whole)[0])  # scores, unique errors (E1...), gates, exit code
    focus = sorted(p.name for p in (merged / "focus").iterdir())
    assert focus == sorted(p.name for p in (_runs(whole)[0] / "focus").iterdir()) and "E1.yml" in focus
    assert "order_total" in (merged / "report.html").read_text()


def test_merged_shards_gate_with_the_fail_on_they_ran_with_or_the_one_given(tmp_path: Path, run_cli: RunCli):
    project = _project(tmp_path)
    (project / "bot.py").write_text('def reply(message):\n    return "Sorry, I didn\'t understand that."\n')
    run_yml = "technology: python\nconnector_params: {callable: bot.py:reply}\nuser_profile: full_order.yml\n"
    (project / "run.yml").write_text(run_yml)
    for k in (1, 2):
        assert run_cli("sensei-chat", ["-rfy", project, "--shard", f"{k}/2"]).returncode == 1
    failed = _runs(project)
    for k in (1, 2):
        assert run_cli("sensei-chat", ["-rfy", project, "--shard", f"{k}/2", "--fail-on", "error"]).returncode == 0
    lenient = [run for run in _runs(project) if run not in failed]

    assert run_cli("sensei-merge", [*failed, "--output", tmp_path / "a"]).returncode == 1  # the shards' gate
    assert run_cli("sensei-merge", [*lenient, "--output", tmp_path / "b"]).returncode == 0
    assert run_cli("sensei-merge", [*failed, "--output", tmp_path / "c", "--fail-on", "never"]).returncode == 0
    done = run_cli("sensei-merge", [*failed, "--output", tmp_path / "d", "--fail-on", "breached"])
    assert done.returncode == 2 and "use one of failed, error, never" in done.stderr
    mixed = run_cli("sensei-merge", [failed[0], lenient[1], "--output", tmp_path / "e"])
    assert mixed.returncode == 2 and "ran with --fail-on error" in mixed.stderr
    assert not (tmp_path / "d").exists() and not (tmp_path / "e").exists()


def _judge_answer(request):
    from tests.support.openai_server import example_from_schema

    schema = ((request.get("response_format") or {}).get("json_schema") or {}).get("schema")
    return "ok" if schema is None else {"json": example_from_schema(schema)}


def test_shards_judged_by_two_judges_are_refused(tmp_path: Path, run_cli: RunCli, openai_server):
    """Each shard's scores are kept as they are: shards judged by another judge than run.yml's would pass one
    validation for scores of two judges (exit 2, naming the shard's judge, nothing written)."""
    project = _project(tmp_path)
    server = openai_server(_judge_answer)
    judge = f"evaluation:\n  metrics: [coherence]\n  model: {{}}\n  base_url: {server.base_url}\n"
    base = (project / "run.yml").read_text()
    for k, model in ((1, "m"), (2, "m2")):
        (project / "run.yml").write_text(base + judge.format(model))
        done = run_cli("sensei-chat", ["-rfy", project, "-up", "full_order.yml", "--no-rules", "--shard", f"{k}/2"])
        assert done.returncode in (0, 1, 3), done.stderr
    done = run_cli("sensei-merge", [*_runs(project), "--output", tmp_path / "out"])
    assert done.returncode == 2, done.stdout + done.stderr
    assert "was judged by m, but" in done.stderr and "now gives m2" in done.stderr, done.stderr
    assert not (tmp_path / "out").exists()


def _judge_key(run: Path) -> str:
    evaluators = json.loads((run / "evaluation.json").read_text())["validation"]["evaluators"]
    [key] = [e["key"] for e in evaluators if e["role"] == "judge"]
    return str(key)


def test_the_merge_keeps_the_judge_the_shards_were_judged_by(
    tmp_path: Path, run_cli: RunCli, openai_server, monkeypatch
):
    """A merge after an upgrade keeps the shards' judge key (their scores are that judge's); shards judged by two
    versions of the judge (its prompt code) are refused, as two judges are."""
    from user_sim.evaluation import validation_key

    project = _project(tmp_path)
    server = openai_server(_judge_answer)
    judge = f"evaluation:\n  metrics: [coherence]\n  model: m\n  base_url: {server.base_url}\n"
    (project / "run.yml").write_text((project / "run.yml").read_text() + judge)
    for k in (1, 2):
        done = run_cli("sensei-chat", ["-rfy", project, "-up", "full_order.yml", "--no-rules", "--shard", f"{k}/2"])
        assert done.returncode in (0, 1, 3), done.stderr
    shards = _runs(project)
    judged_by = _judge_key(shards[0])
    newer = (*validation_key.JUDGE_MODULES, "user_sim.wording")  # another user_sim's judge prompts
    monkeypatch.setattr(validation_key, "JUDGE_MODULES", newer)
    done = run_cli("sensei-merge", [*shards, "--output", tmp_path / "out"])
    assert done.returncode in (0, 1, 3), done.stdout + done.stderr
    [merged] = (tmp_path / "out" / "runs").iterdir()
    assert _judge_key(merged) == judged_by
    again = run_cli("sensei-chat", ["-rfy", project, "-up", "full_order.yml", "--no-rules", "--shard", "2/2"])
    [newer_shard] = set(_runs(project)) - set(shards)
    assert again.returncode in (0, 1, 3) and _judge_key(newer_shard) != judged_by
    mixed = [shards[0], newer_shard]
    done = run_cli("sensei-merge", [*mixed, "--output", tmp_path / "mixed"])
    assert done.returncode == 2 and "were judged by two versions of the judge" in done.stderr, done.stderr
    assert not (tmp_path / "mixed").exists()


def test_a_shard_started_after_a_raised_max_cost_is_a_shard_of_the_same_run(sharded, run_cli: RunCli, tmp_path):
    """After a budget stop the page says: raise the max_cost, then resume. A shard started after that edit records
    another file hash but the same plan (``plan_sha256``): it merges with the resumed ones; another plan does not."""
    _whole, shards, _project_dir = sharded
    expected = run_cli("sensei-merge", [*shards, "--output", tmp_path / "same", "--fail-on", "never"])
    raised = shutil.copytree(shards[2], tmp_path / "raised")
    info = json.loads((raised / "run.json").read_text())
    for listed in info["profiles"]:  # as a file whose only edit is a raised budget records it
        listed |= {"sha256": "0" * 64, "budgets": {"conversation.max_cost": 100.0}}
    (raised / "run.json").write_text(json.dumps(info))
    done = run_cli("sensei-merge", [*shards[:2], raised, "--output", tmp_path / "out", "--fail-on", "never"])
    assert done.returncode == expected.returncode != 2, done.stdout + done.stderr  # as the shards merge unedited
    info["profiles"][0]["plan_sha256"] = "0" * 64  # its plan changed: conversations of two plans
    (raised / "run.json").write_text(json.dumps(info))
    done = run_cli("sensei-merge", [*shards[:2], raised, "--output", tmp_path / "other", "--fail-on", "never"])
    assert done.returncode == 2 and "other profiles (or other versions of them)" in done.stderr, done.stderr


def _torn_copy(run: Path, to: Path) -> tuple[Path, int]:
    """A copy of the shard ``run`` whose last results line is cut in half (killed while writing it); that line."""
    shutil.copytree(run, to)
    lines = (to / "results.jsonl").read_text(encoding="utf-8").splitlines()
    (to / "results.jsonl").write_text("\n".join([*lines[:-1], lines[-1][: len(lines[-1]) // 2]]), encoding="utf-8")
    return to, len(lines)


def test_a_torn_line_in_a_shard_is_named_and_counted_on_its_own_shard(sharded, run_cli: RunCli, tmp_path):
    """Shard 1's torn last line: the merge names file:line, shard 1 and its --resume, counts its conversation on shard
    1 (not on shard 3, stopped too), exit 3; it only reads the shard (the resume repairs and redoes it)."""
    _whole, shards, _project_dir = sharded
    torn, line = _torn_copy(shards[0], tmp_path / "torn" / shards[0].name)
    before = (torn / "results.jsonl").read_bytes()
    cut = _stopped_copy(shards[2], tmp_path / "cut" / shards[2].name, "terminated", keep=2)
    ids = [json.loads((run / "run.json").read_text())["run_id"] for run in (torn, cut)]
    done = run_cli("sensei-merge", [torn, shards[1], cut, "--output", tmp_path / "m", "--fail-on", "never"])
    assert done.returncode == 3, done.stdout + done.stderr
    where = f"{torn / 'results.jsonl'}:{line}"
    said = f"error: shard 1/3: the last line of {where} is cut short (killed while writing it?) ({torn}): "
    assert (
        said + f"1 conversation it had not run is not passed; resume it (the shards' command with --resume {ids[0]})"
        in (done.stderr)
    )
    lacking = len(_records(shards[2])) - 2
    said = f"error: shard 3/3: terminated (SIGTERM) ({cut}): {lacking} conversations it had not run are not passed; "
    assert said + f"resume it (the shards' command with --resume {ids[1]})" in done.stderr, done.stderr
    (merged,) = (tmp_path / "m" / "runs").iterdir()
    report = yaml.safe_load((merged / "report.yml").read_text())
    assert report["stopped"] == f"shard 1/3 torn line {where}; shard 3/3 terminated"
    assert f"{lacking + 1} planned conversations did not run (shard 1/3: the last line of {where}" in done.stdout
    assert (torn / "results.jsonl").read_bytes() == before  # the merge only reads the shards


def test_a_round_26_shard_merges_with_shards_that_record_the_provider_resolved(sharded, run_cli: RunCli, tmp_path):
    """Round 26 recorded ``default`` for a provider inferred from the model name (gpt-4o-mini: openai); a shard run
    since records it resolved: the same simulated user, as ``--resume`` compares them, so the shards merge."""
    _whole, shards, _project_dir = sharded
    copies = []
    for n, shard in enumerate(shards):
        copies.append(shutil.copytree(shard, tmp_path / "shards" / shard.name))
        info = json.loads((copies[-1] / "run.json").read_text())
        users = info["identity"]["simulated_user"]
        for key in [key for key in users if key.endswith((".model", ".provider"))]:
            users[key] = "gpt-4o-mini" if key.endswith(".model") else ("default" if n == 0 else "openai")
        (copies[-1] / "run.json").write_text(json.dumps(info))
    done = run_cli("sensei-merge", [*copies, "--output", tmp_path / "out"])
    assert done.returncode == 1, done.stderr  # as the unsharded run: the example's rules catch the demo bot's flaws


def test_a_rule_file_named_by_run_yml_is_checked_by_the_shards_and_the_merge(run_cli: RunCli, tmp_path):
    """run.yml ``rules:`` names a rule file or folder: a file was skipped (exit 0 on the demo's wrong price)."""
    project = _project(tmp_path)
    with (project / "run.yml").open("a", encoding="utf-8") as handle:
        handle.write("rules: rules/price_matches_menu.yml\n")
    for k in (1, 2):
        done = run_cli("sensei-chat", ["-rfy", project, "--shard", f"{k}/2", "--output", tmp_path / "shards"])
        assert done.returncode in (0, 1), done.stderr
    shards = sorted((tmp_path / "shards" / "runs").iterdir())
    assert any((shard / "rules.jsonl").is_file() for shard in shards)

    done = run_cli("sensei-merge", [*shards, "--output", tmp_path / "out"], cwd=tmp_path)

    assert done.returncode == 1, done.stdout + done.stderr  # the large pepperoni's wrong price
    verdicts = [json.loads(line) for line in next((tmp_path / "out" / "runs").glob("*/rules.jsonl")).open()]
    assert {v["rule"] for v in verdicts} == {"price_matches_menu"}
    assert any(v["verdict"] == "fail" for v in verdicts)


def test_shards_run_without_a_project_flag_are_merged_from_anywhere(run_cli: RunCli, tmp_path):
    """``-t demo -up pizza/profiles/x.yml`` records the project '.' resolved: its profiles are found from elsewhere."""
    _project(tmp_path)
    for k in (1, 2):
        flags = ["-t", "demo", "-up", "pizza/profiles/shop_questions.yml", "--shard", f"{k}/2", "--output", "shards"]
        done = run_cli("sensei-chat", flags, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
    shards = sorted((tmp_path / "shards" / "runs").iterdir())
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    done = run_cli("sensei-merge", [*shards, "--output", tmp_path / "out"], cwd=elsewhere)

    assert done.returncode == 0, done.stdout + done.stderr  # was refused: the profile named nothing from here
