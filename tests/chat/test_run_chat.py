import json
import threading
import time

import pytest
import yaml

from tests.chat.fakes import EXAMPLE_CONVERSATIONS, FakeWorld, copy_example
from user_sim.chat.run_chat import run_chat
from user_sim.chat.run_folder import read_records
from user_sim.chat.settings import ChatRunConfig
from user_sim.errors import ConfigError, TargetUnreachable, UsageError
from user_sim.exit_codes import ExitCode
from user_sim.testing import FakeTarget


@pytest.fixture
def project(tmp_path):
    return copy_example(tmp_path)


def _config(project, **overrides):
    fields = {"project_dir": project, "technology": "demo", "report_interval_s": 3600}
    return ChatRunConfig(**(fields | overrides))


def test_a_run_writes_the_whole_run_folder(project, monkeypatch):
    monkeypatch.setenv("BOT_KEY", "sk-very-secret")
    world = FakeWorld()
    config = _config(project, connector_params={"api_key": "${BOT_KEY}", "url": "http://127.0.0.1:5005"}, workers=3)
    result = run_chat(config, **world.seams())
    assert result.exit_code == ExitCode.OK
    assert world.target.calls["health"] == 1
    assert world.runner_kwargs == {
        "workers": 3,
        "client_factory": "client-factory",
        "target": world.target,
        "run_id": result.run_id,
    }
    folder = result.run_dir
    assert folder.parent == project / "output" / "runs" and folder.name == result.run_id
    info = json.loads((folder / "run.json").read_text())
    assert info["seed"] == 0 and info["run_id"] == result.run_id
    assert info["config"]["connector_params"] == {"api_key": "***", "url": "http://127.0.0.1:5005"}
    assert "sk-very-secret" not in (folder / "run.json").read_text()
    assert {p["test_name"]: p["conversations"] for p in info["profiles"]} == {
        "full_order": 4,
        "order_steps": 6,
        "pairwise_drinks": 6,
        "shop_questions": 6,
    }
    assert all(len(p["sha256"]) == 64 for p in info["profiles"])
    lines = (folder / "results.jsonl").read_text().splitlines()
    assert len(lines) == EXAMPLE_CONVERSATIONS
    assert {json.loads(line)["run_id"] for line in lines} == {result.run_id}
    files = sorted(
        p.relative_to(folder / "conversations").as_posix() for p in (folder / "conversations").rglob("*.yml")
    )
    assert len(files) == EXAMPLE_CONVERSATIONS
    assert "shop_questions/2_r1.yml" in files and "order_steps/5.yml" in files
    meta = next(yaml.safe_load_all((folder / "conversations" / "order_steps" / "0.yml").read_text()))
    assert meta["conversation"][1] == {"number": 6}
    report = yaml.safe_load((folder / "report.yml").read_text())
    assert report["conversations"] == EXAMPLE_CONVERSATIONS
    assert (folder / "junit.xml").is_file() and (folder / "report.html").is_file()


def test_junit_copy_and_no_html(project, tmp_path):
    copy = tmp_path / "ci" / "junit.xml"
    result = run_chat(_config(project, junit=copy, html=False), **FakeWorld().seams())
    assert copy.read_text() == (result.run_dir / "junit.xml").read_text()
    assert not (result.run_dir / "report.html").exists()


def test_reports_are_written_while_the_run_goes_and_say_it_is_going(project):
    world = FakeWorld()
    seen = {}

    def wait_for_report() -> None:  # the writer thread writes it soon after the record is handed over
        for _ in range(500):
            for path in (project / "output" / "runs").glob("*/report.yml"):
                if (report := yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("conversations"):
                    seen["report"] = report
                    return
            threading.Event().wait(0.01)

    world.on_first_record = wait_for_report
    result = run_chat(_config(project, report_interval_s=0), **world.seams())
    planned = len(result.planned_keys)
    assert {k: seen["report"][k] for k in ("stopped", "planned", "finished")} == {
        "stopped": "running",
        "planned": planned,
        "finished": seen["report"]["conversations"],
    }
    final = yaml.safe_load((result.run_dir / "report.yml").read_text(encoding="utf-8"))
    assert (final["stopped"], final["planned"], final["finished"]) == (None, planned, planned)


@pytest.mark.parametrize(
    ("reasons", "fail_on", "code"),
    [
        ({("order_steps", 1, 0): "goal_reached", ("full_order", 0, 0): "turn_limit"}, "failed", ExitCode.FINDINGS),
        ({("full_order", 0, 0): "fallback_loop"}, "failed", ExitCode.FINDINGS),
        ({("full_order", 0, 0): "turn_limit"}, "error", ExitCode.OK),
        ({("full_order", 0, 0): "turn_limit"}, "never", ExitCode.OK),
        ({("order_steps", 1, 0): "goal_reached"}, "failed", ExitCode.OK),
        ({("order_steps", 1, 0): "error", ("full_order", 0, 0): "turn_limit"}, "failed", ExitCode.INFRA),
        ({("order_steps", 1, 0): "error"}, "error", ExitCode.INFRA),
        ({("order_steps", 1, 0): "error"}, "never", ExitCode.OK),
        ({("order_steps", 1, 0): "budget"}, "failed", ExitCode.BUDGET),
        ({("order_steps", 1, 0): "budget", ("full_order", 2, 0): "error"}, "failed", ExitCode.BUDGET),
    ],
)
def test_exit_code_follows_the_end_reasons_and_fail_on(project, reasons, fail_on, code):
    result = run_chat(_config(project, fail_on=fail_on), **FakeWorld(end_reasons=reasons).seams())
    assert result.exit_code == code


def test_fail_on_never_still_exits_3_when_a_profile_could_not_be_judged_at_all(project):
    reasons = {("full_order", i, 0): "error" for i in range(4)}
    result = run_chat(_config(project, fail_on="never"), **FakeWorld(end_reasons=reasons).seams())
    assert result.exit_code == ExitCode.INFRA


def test_conversations_the_runner_never_reported_make_the_run_incomplete(project):
    world = FakeWorld(skip={("full_order", 3, 0)})
    result = run_chat(_config(project), **world.seams())
    assert result.not_run_keys == (("full_order", 3, 0),)
    assert result.exit_code == ExitCode.INFRA
    world = FakeWorld(skip={("full_order", 3, 0)}, end_reasons={("full_order", 2, 0): "budget"})
    assert run_chat(_config(project), **world.seams()).exit_code == ExitCode.BUDGET


def test_ctrl_c_keeps_what_finished_and_writes_the_reports(project):
    world = FakeWorld(interrupt_after=5)
    result = run_chat(_config(project), **world.seams())
    assert result.interrupted and result.exit_code == ExitCode.INTERRUPTED
    assert len(result.records) == 5
    report = yaml.safe_load((result.run_dir / "report.yml").read_text())
    assert report["conversations"] == 5
    said = {"stopped": "interrupted", "planned": len(result.planned_keys), "finished": 5}
    assert result.completion.model_dump(include=set(said)) == said == {key: report[key] for key in said}
    assert sum(map(len, report["did_not_run"].values())) == len(result.planned_keys) - 5
    assert len(read_records(result.run_dir / "results.jsonl")) == 5


def test_ctrl_c_between_a_results_line_and_its_yaml_still_leaves_both(project, monkeypatch):
    from user_sim.chat import sink as run_sink

    interrupted, yaml_calls = threading.Event(), []
    world = FakeWorld(interrupt_after=4)

    def run_then_ctrl_c(*args, **kwargs):
        try:
            return world.run_conversations(*args, **kwargs)
        except KeyboardInterrupt:
            interrupted.set()
            raise

    def write_after_the_interrupt(record, folder, number=None):
        yaml_calls.append(record)
        if len(yaml_calls) == 4:  # the 4th results line is written; Ctrl-C lands before its YAML
            assert interrupted.wait(30)
        return real_write(record, folder, number)

    real_write = run_sink.write_conversation_yaml
    monkeypatch.setattr(run_sink, "write_conversation_yaml", write_after_the_interrupt)
    result = run_chat(_config(project), **{**world.seams(), "runner": run_then_ctrl_c})
    assert result.interrupted
    records = read_records(result.run_dir / "results.jsonl")
    assert len(records) == len(result.records) == 4
    files = list((result.run_dir / "conversations").rglob("*.yml"))
    assert len(files) == 4
    assert yaml.safe_load((result.run_dir / "report.yml").read_text())["conversations"] == 4


def test_resume_runs_the_rest_and_counts_each_conversation_once(project):
    first = run_chat(
        _config(project, seed=9),
        **FakeWorld(
            interrupt_after=7, end_reasons={("full_order", 1, 0): "error", ("full_order", 2, 0): "budget"}
        ).seams(),
    )
    results = first.run_dir / "results.jsonl"
    with results.open("a") as handle:
        handle.write('{"run_id": "x", "profile": "order_st')  # the process was killed mid-write
    world = FakeWorld()
    second = run_chat(_config(project, resume=first.run_id), **world.seams())
    assert second.seed == 9 and world.plans[0]["run_id"] == first.run_id
    assert len(world.ran) == EXAMPLE_CONVERSATIONS - 7 + 2  # the rest, the one that failed, the one out of budget
    assert {("full_order", 1, 0), ("full_order", 2, 0)} <= set(world.ran) and ("full_order", 0, 0) not in world.ran
    assert second.exit_code == ExitCode.OK and second.skipped == 5
    assert len(results.read_text().splitlines()) == 7 + len(world.ran)
    report = yaml.safe_load((first.run_dir / "report.yml").read_text())
    assert report["conversations"] == EXAMPLE_CONVERSATIONS and report["end_reasons"]["error"] == 0
    assert report["end_reasons"]["budget"] == 0
    info = json.loads((first.run_dir / "run.json").read_text())
    assert len(info["resumed_at"]) == 1


def test_resume_refuses_another_seed_and_unknown_runs(project):
    first = run_chat(_config(project, seed=9), **FakeWorld(interrupt_after=2).seams())
    with pytest.raises(UsageError, match="seed 9"):
        run_chat(_config(project, resume=first.run_id, seed=10), **FakeWorld().seams())
    with pytest.raises(UsageError, match="no run found"):
        run_chat(_config(project, resume="20000101T000000Z-000000"), **FakeWorld().seams())


def test_unreachable_target_stops_before_any_folder_is_made(project):
    world = FakeWorld(target=FakeTarget(unreachable="fake bot at http://127.0.0.1:9: connection refused"))
    with pytest.raises(TargetUnreachable):
        run_chat(_config(project), **world.seams())
    assert not (project / "output" / "runs").exists() and world.ran == []


def test_a_failed_plan_leaves_no_empty_run_behind(project, monkeypatch):
    from user_sim.chat import run_chat as chat_run

    def failing_plan(loaded, seed):
        raise ConfigError("any() list could not be generated")

    monkeypatch.setattr(chat_run, "plan_conversations", failing_plan)
    with pytest.raises(ConfigError):
        run_chat(_config(project), **FakeWorld().seams())
    assert list((project / "output" / "runs").iterdir()) == []


def test_technology_is_required_to_run_and_to_plan(project):
    for dry_run in (False, True):  # a dry run passes no run the real one would refuse
        with pytest.raises(UsageError, match="technology: not set"):
            run_chat(_config(project, technology=None, dry_run=dry_run), **FakeWorld().seams())
    assert not (project / "output").exists()


def test_model_override_reaches_every_profile_and_cache_can_be_cleaned(project):
    from user_sim.llm.cache import project_cache_dir

    cached = project_cache_dir(project) / "ab" / "old.json"
    cached.parent.mkdir(parents=True)
    cached.write_text("{}")
    world = FakeWorld()
    run_chat(_config(project, model="gpt-4o-mini", clean_cache=True), **world.seams())
    assert world.plans[0]["models"] == {"gpt-4o-mini"}
    assert not cached.exists()


def test_dry_run_calls_nothing_and_estimates(project):
    world = FakeWorld()
    result = run_chat(_config(project, dry_run=True), **world.seams())
    assert result.exit_code == ExitCode.OK and result.run_dir is None
    assert world.plans == [] and world.target.calls["health"] == 0 and not (project / "output").exists()
    assert result.dry_run.conversations == EXAMPLE_CONVERSATIONS and result.dry_run.llm_calls == 0
    priced = run_chat(_config(project, dry_run=True, model="gpt-4o-mini"), **world.seams()).dry_run
    by_name = {p.test_name: p for p in priced.profiles}
    assert by_name["order_steps"].calls_per_conversation == 6 + 1  # steps + extraction
    assert by_name["full_order"].calls_per_conversation == 2 * 12 + 1  # all_answered limit 12 + extraction
    assert by_name["shop_questions"].calls_per_conversation == 2 * 6  # no outputs
    assert priced.cost == pytest.approx(priced.llm_calls * (1500 * 0.15 + 150 * 0.60) / 1e6)
    unknown = run_chat(_config(project, dry_run=True, model="mystery-model"), **world.seams()).dry_run
    assert unknown.cost is None


def test_every_invalid_profile_is_reported_before_anything_runs(project):
    (project / "profiles" / "bad_one.yml").write_text("test_name: x\nuser: {role: r, goals: [hi]}\nchatbot: {}\n")
    (project / "profiles" / "bad_two.yml").write_text("test_name: [\n")
    world = FakeWorld()
    with pytest.raises(ConfigError) as caught:
        run_chat(_config(project), **world.seams())
    files = {issue.file.rsplit("/", 1)[-1] for issue in caught.value.issues}
    assert files == {"bad_one.yml", "bad_two.yml"}
    assert world.target.calls["health"] == 0 and not (project / "output").exists()


def test_two_profiles_with_one_test_name_are_refused(project):
    text = (project / "profiles" / "order_steps.yml").read_text()
    (project / "profiles" / "copy.yml").write_text(text)
    with pytest.raises(ConfigError, match="also used by"):
        run_chat(_config(project), **FakeWorld().seams())


def test_on_record_gets_every_record_also_when_the_writer_takes_several_at_once(project, monkeypatch):
    from user_sim.chat import sink as run_sink

    handed, total = [], threading.Event()
    real_call, real_write = run_sink.RecordSink.__call__, run_sink.write_conversation_yaml

    def count_then_hand_over(self, record):
        handed.append(record)
        real_call(self, record)

    def first_write_waits_for_the_rest(record, folder, number=None):
        if not total.is_set():  # every other record piles up meanwhile: the next batch holds several
            total.set()
            deadline = time.monotonic() + 30
            while len(handed) < 6 and time.monotonic() < deadline:
                time.sleep(0.01)
        return real_write(record, folder, number)

    monkeypatch.setattr(run_sink.RecordSink, "__call__", count_then_hand_over)
    monkeypatch.setattr(run_sink, "write_conversation_yaml", first_write_waits_for_the_rest)
    seen = []
    result = run_chat(_config(project, workers=1), **FakeWorld().seams(), on_record=seen.append)
    assert len(handed) == len(result.records) >= 6
    assert sorted((r.profile, r.index) for r in seen) == sorted((r.profile, r.index) for r in result.records)
