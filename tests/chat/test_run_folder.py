import os
from datetime import UTC, datetime

import pytest

from tests.reports.records import make_record
from user_sim.chat.run_folder import (
    RUN_ID_PATTERN,
    ResultsLog,
    create_run_dir,
    open_run_dir,
    read_records,
)
from user_sim.errors import ConfigError, UsageError
from user_sim.runs import folder as run_folders
from user_sim.runs.files import write_atomic, write_json

FROZEN = datetime(2025, 1, 2, 3, 4, 5, tzinfo=UTC)


def test_twenty_runs_in_the_same_second_get_twenty_folders(tmp_path):
    made = [create_run_dir(tmp_path, now=FROZEN) for _ in range(20)]
    assert len({d.run_id for d in made}) == 20
    assert all(d.path.is_dir() and d.run_id.startswith("20250102T030405Z-") for d in made)
    assert all(RUN_ID_PATTERN.match(d.run_id) for d in made)


def test_a_taken_run_id_is_never_reused(tmp_path, monkeypatch):
    ids = iter(["20250102T030405Z-000001", "20250102T030405Z-000001", "20250102T030405Z-000002"])
    monkeypatch.setattr(run_folders, "new_run_id", lambda now=None: next(ids))
    first, second = create_run_dir(tmp_path), create_run_dir(tmp_path)
    assert (first.run_id, second.run_id) == ("20250102T030405Z-000001", "20250102T030405Z-000002")


def test_resume_needs_an_existing_run(tmp_path):
    with pytest.raises(UsageError, match="not a run id"):
        open_run_dir(tmp_path, "../../etc")
    with pytest.raises(UsageError, match="no run found"):
        open_run_dir(tmp_path, "20250102T030405Z-abcdef")
    made = create_run_dir(tmp_path)
    write_json(made.run_json, {"seed": 0})
    assert open_run_dir(tmp_path, made.run_id) == made


def test_results_are_appended_one_line_each_and_read_back(tmp_path):
    log = ResultsLog(tmp_path / "results.jsonl")
    log.append(make_record(index=1))
    log.append(make_record(index=0, end_reason="error", error="boom"))
    assert len((tmp_path / "results.jsonl").read_text().splitlines()) == 2
    records = read_records(tmp_path / "results.jsonl")
    assert [(r.index, r.end_reason) for r in records] == [(0, "error"), (1, "steps_done")]


def test_the_last_record_of_a_key_wins(tmp_path):
    log = ResultsLog(tmp_path / "results.jsonl")
    log.append(make_record(end_reason="error", error="target down"))
    log.append(make_record(end_reason="goal_reached"))
    assert [r.end_reason for r in read_records(tmp_path / "results.jsonl")] == ["goal_reached"]


def test_a_truncated_last_line_is_ignored_and_repaired(tmp_path):
    path = tmp_path / "results.jsonl"
    ResultsLog(path).append(make_record(index=0))
    whole = make_record(index=1).model_dump_json()
    with path.open("a") as handle:
        handle.write(whole[: len(whole) // 2])  # what a kill -9 in the middle of a write leaves
    assert [r.index for r in read_records(path)] == [0]
    assert len(path.read_text().splitlines()) == 2  # reading alone does not touch the file
    assert [r.index for r in read_records(path, repair=True)] == [0]
    assert path.read_text().endswith("\n") and len(path.read_text().splitlines()) == 1
    ResultsLog(path).append(make_record(index=1))
    assert [r.index for r in read_records(path)] == [0, 1]


def test_a_damaged_line_before_the_end_is_an_error_naming_it(tmp_path):
    path = tmp_path / "results.jsonl"
    path.write_text("{not json\n" + make_record().model_dump_json() + "\n")
    with pytest.raises(ConfigError, match=r"results.jsonl:1:1"):
        read_records(path)


def test_atomic_write_leaves_no_partial_file_when_it_fails(tmp_path, monkeypatch):
    target = tmp_path / "sub" / "file.yml"
    write_atomic(target, "old\n")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, "new\n")
    assert target.read_text() == "old\n"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.yml"]
