"""``sensei-check labels export|import`` end to end on a small run folder (main(argv), no subprocess)."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from tests.reports.records import make_record
from user_sim.cli.check_labels import main
from user_sim.evaluation.validation import validation_status
from user_sim.evaluation.validation_key import goal_check_key, read_profile, simulator_key

RUN_JSON = '{"run_id": "R1", "command": "sensei-chat", "seed": 0, "config": {}, "profiles": []}\n'
PROFILE = "test_name: pizza\nllm:\n  model: qwen1.5b\n  temperature: 0.7\nconversation:\n  max_cost: 0.5\n"


def project_with_run(tmp_path: Path, conversations: int = 30) -> tuple[Path, Path]:
    project = tmp_path / "shop"
    (project / "profiles").mkdir(parents=True)
    (project / "profiles" / "pizza.yml").write_text(PROFILE, encoding="utf-8")
    run = project / "output" / "runs" / "R1"
    run.mkdir(parents=True)
    lines = [
        make_record(
            serial=f"s-{i}", index=i, profile_path="profiles/pizza.yml", end_reason="goal_reached"
        ).model_dump_json()
        for i in range(conversations)
    ]
    (run / "results.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (run / "run.json").write_text(RUN_JSON, encoding="utf-8")
    return project, run


def fill(sheet: Path, answers: dict[str, list[str]], criterion: str = "realistic") -> None:
    with sheet.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        header, rows = list(reader.fieldnames or []), list(reader)
    for name, column in answers.items():
        for row, answer in zip(rows, column, strict=False):
            row[f"{criterion}:{name}"] = answer
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=header)
        writer.writeheader()
        writer.writerows(rows)


def test_export_samples_with_a_column_per_labeller(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, run = project_with_run(tmp_path, 40)
    sheet = tmp_path / "sheet.csv"
    assert main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana,ben"]) == 0
    rows = list(csv.DictReader(sheet.open(encoding="utf-8", newline="")))
    assert len(rows) == 30 and len({r["serial"] for r in rows}) == 30
    assert {"persona", "transcript", "end_reason", "goal_check", "realistic:ana", "correct:ben"} <= set(rows[0])
    assert rows[0]["transcript"].startswith("User: I want a large margherita\nAssistant: Any drinks?")
    assert "model=qwen1.5b" in capsys.readouterr().out
    again = tmp_path / "again.csv"
    main(["export", str(run), "--sample", "30", "--out", str(again), "--labellers", "ana,ben"])
    assert again.read_text(encoding="utf-8") == sheet.read_text(encoding="utf-8")  # same seed, same sample


def test_import_validates_only_when_every_labeller_agrees(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    project, run = project_with_run(tmp_path)
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana,ben"])
    key = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    fill(sheet, {"ana": ["yes"] * 30, "ben": ["yes"] * 26 + ["no", "", "y", "n"]})
    assert main(["--project", str(project), "import", str(sheet)]) == 1
    assert "INSUFFICIENT_EVIDENCE: realistic 27/30 (unlabelled 1, disagreements 2)" in capsys.readouterr().out
    assert validation_status(key, project) == "INSUFFICIENT_EVIDENCE"
    fill(sheet, {"ben": ["yes"] * 30})
    assert main(["--project", str(project), "import", str(sheet)]) == 0
    out = capsys.readouterr().out
    assert "validated: realistic 30/30" in out and key.id in out
    assert validation_status(key, project) == "validated"


def test_labellers_may_each_bring_their_own_sheet(tmp_path: Path) -> None:
    project, run = project_with_run(tmp_path)
    ana, ben = tmp_path / "ana.csv", tmp_path / "ben.csv"
    main(["export", str(run), "--sample", "30", "--out", str(ana), "--labellers", "ana"])
    main(["export", str(run), "--sample", "30", "--out", str(ben), "--labellers", "ben"])
    fill(ana, {"ana": ["yes"] * 30})
    fill(ben, {"ben": ["yes"] * 27 + ["no"] * 3})
    assert main(["--project", str(project), "import", str(ana), str(ben)]) == 1  # 27/30: bound 0.76
    fill(ben, {"ben": ["yes"] * 29 + ["no"]})
    assert main(["--project", str(project), "import", str(ana), str(ben)]) == 0  # 29/30: bound 0.85


def test_a_bad_cell_is_exit_2_with_its_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    project, run = project_with_run(tmp_path, 3)
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "3", "--out", str(sheet), "--labellers", "ana"])
    fill(sheet, {"ana": ["yes", "maybe", "no"]})
    assert main(["--project", str(project), "import", str(sheet)]) == 2
    err = capsys.readouterr().err
    assert "realistic:ana: 'maybe' is not an answer" in err
    # the place is the cell's real line and column (the transcript's cell spans several lines)
    lines = sheet.read_text(encoding="utf-8").splitlines()
    line = next(i for i, text in enumerate(lines, start=1) if text.endswith(",maybe,"))
    column = len(lines[line - 1]) - len("maybe,") + 1
    assert f"{sheet}:{line}:{column}: realistic:ana:" in err, err


def test_not_a_run_folder_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(tmp_path), "--sample", "3", "--out", str(tmp_path / "s.csv")]) == 2
    assert "not a run folder" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("damage", "message"),
    [("truncated", "run.json:1:"), ("missing", "not a run folder (no run.json)"), ("a list", "not a run.json")],
)
def test_a_run_whose_run_json_is_damaged_or_missing_is_exit_2_and_no_sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str, message: str
) -> None:
    """The run.json says which model the run forced on its users: the sheet's key is never guessed without it."""
    _project, run = project_with_run(tmp_path)
    if damage == "missing":
        (run / "run.json").unlink()
    else:
        (run / "run.json").write_text(RUN_JSON[:30] if damage == "truncated" else "[]", encoding="utf-8")
    assert main(["export", str(run), "--sample", "3", "--out", str(tmp_path / "s.csv")]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert not (tmp_path / "s.csv").exists()


def test_a_run_is_not_validated_until_its_simulated_user_is(tmp_path: Path) -> None:
    from user_sim.chat.run_folder import read_records
    from user_sim.evaluation.evaluator_validation import run_validation

    project, run = project_with_run(tmp_path)
    records = read_records(run / "results.jsonl")
    validation = run_validation(records, project)
    [status] = validation.evaluators
    assert not validation.sufficient and status.state == "no labels" and status.model == "qwen1.5b"
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana"])
    fill(sheet, {"ana": ["yes"] * 30})
    main(["--project", str(project), "import", str(sheet)])
    [status] = run_validation(records, project).evaluators
    assert status.state == "validated" and status.k == status.n == 30 and status.lower > 0.9


def test_a_bad_validation_yml_is_a_config_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    project, run = project_with_run(tmp_path, 3)
    (project / "validation.yml").write_text("minimum_simulated_user_realism: 2\n", encoding="utf-8")
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "3", "--out", str(sheet)])
    assert main(["--project", str(project), "import", str(sheet)]) == 2
    assert "validation.yml:1:33: minimum_simulated_user_realism: must be less than 1.0" in capsys.readouterr().err
    (project / "validation.yml").write_text("minimum_judge_correctness: 0.9\nminimum_realism: 0.9\n", encoding="utf-8")
    assert main(["--project", str(project), "import", str(sheet)]) == 2
    err = capsys.readouterr().err
    assert "validation.yml:2:1: minimum_realism: unknown key 'minimum_realism'; did you mean " in err


def test_each_labeller_may_fill_a_copy_of_one_shared_sheet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    project, run = project_with_run(tmp_path)
    ana, ben = tmp_path / "ana.csv", tmp_path / "ben.csv"
    main(["export", str(run), "--sample", "30", "--out", str(ana), "--labellers", "ana,ben"])
    ben.write_bytes(ana.read_bytes())
    fill(ana, {"ana": ["yes"] * 30})  # ana's copy leaves ben's column blank, and ben's copy ana's
    fill(ben, {"ben": ["yes"] * 30})
    capsys.readouterr()
    assert main(["import", str(ana), str(ben), "--project", str(project)]) == 0  # --project after the subcommand
    assert "validated: realistic 30/30 (unlabelled 0, disagreements 0)" in capsys.readouterr().out
    fill(ben, {"ana": ["no"] + ["yes"] * 29})  # ana's answer changed in ben's copy: which one holds?
    assert main(["import", str(ana), str(ben), "--project", str(project)]) == 2
    err = capsys.readouterr().err
    assert f"{ben}:" in err and "'ana' answered s-0 differently in another sheet" in err


def test_a_conversation_one_labeller_left_blank_is_counted_unlabelled(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project, run = project_with_run(tmp_path, 5)
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "5", "--out", str(sheet), "--labellers", "ana,ben,cy"])
    fill(sheet, {"ana": ["yes"] * 5, "ben": ["yes", "yes", "no", "yes", "yes"], "cy": ["yes", ""] + ["yes"] * 3})
    assert main(["import", str(sheet), "--project", str(project)]) == 1
    assert "realistic 3/5 (unlabelled 1, disagreements 1); exact 95% lower bound 0.189" in capsys.readouterr().out


def test_the_persona_column_reads_as_text() -> None:
    from user_sim.evaluation.label_sheets import persona

    record = make_record(role="a hungry customer", context=[{"personality": "direct"}, "You live at 12 Baker Street."])
    assert persona(record) == "a hungry customer; personality: direct; You live at 12 Baker Street."
    assert persona(make_record(role=None, context="Polite.")) == "Polite."


def test_an_out_path_that_cannot_be_written_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, run = project_with_run(tmp_path, 3)
    assert main(["export", str(run), "--sample", "3", "--out", str(tmp_path)]) == 2  # a folder is in the way
    err = capsys.readouterr().err
    assert f"--out: {tmp_path} is a folder, not a file" in err and "internal error" not in err


def test_a_run_never_judged_validates_its_goal_check_under_a_key_of_its_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # no LLM judge: `correct` judges the goal check, which asks the user's model at temperature 0 with its own
    # code; its key says so instead of borrowing the user's temperature (0.7), budget ($0.5) and prompt hash
    project, run = project_with_run(tmp_path, 3)
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "3", "--out", str(sheet), "--labellers", "ana"])
    user = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    rows = list(csv.DictReader(sheet.open(encoding="utf-8", newline="")))
    assert {row["judge"] for row in rows} == {"goal check: reached"}
    assert len({row["judge_key"] for row in rows}) == 1 and rows[0]["judge_key"].startswith("goal_check-")
    capsys.readouterr()
    fill(sheet, {"ana": ["yes"] * 3}, "correct")
    assert main(["--project", str(project), "import", str(sheet), "--criterion", "correct"]) == 1
    out = capsys.readouterr().out
    assert "goal_check model=qwen1.5b" in out and "temperature=0 " in out and "budget=unlimited" in out
    assert user.prompt_hash not in out and user.id not in out
    one_question = PROFILE.replace("  temperature: 0.7\n", "  temperature: 0.7\n  goal_check: one_question\n")
    (project / "profiles" / "pizza.yml").write_text(one_question, encoding="utf-8")
    record = make_record(profile_path="profiles/pizza.yml")
    assert (
        goal_check_key(read_profile(record, project)).id != rows[0]["judge_key"]
    )  # another goal-check design: another key
    assert simulator_key(record, project).id != user.id  # it decides when the user stops, so the user's too


def test_a_run_made_from_another_folder_finds_its_profiles_under_the_project(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `sensei-chat -rfy shop` from the project's parent records "shop/profiles/pizza.yml"; labels and keys read from
    # inside the project (or anywhere else) found no such file
    project, run = project_with_run(tmp_path, 3)
    lines = (
        (run / "results.jsonl").read_text(encoding="utf-8").replace('"profiles/pizza.yml"', '"shop/profiles/pizza.yml"')
    )
    (run / "results.jsonl").write_text(lines, encoding="utf-8")
    monkeypatch.chdir(project)
    assert main(["export", str(run), "--sample", "3", "--out", str(tmp_path / "sheet.csv")]) == 0
    key = simulator_key(make_record(profile_path="shop/profiles/pizza.yml"), project)
    assert key.model == "qwen1.5b" and key.temperature == 0.7


def test_a_steps_conversation_has_no_goal_check_to_label(tmp_path: Path) -> None:
    from user_sim.evaluation.label_sheets import goal_check_text

    assert goal_check_text(make_record(end_reason="steps_done", goal_style={"steps": 2})) == "not checked (steps)"
    assert goal_check_text(make_record(end_reason="turn_limit", goal_style={})) == "not reached"
    assert goal_check_text(make_record(end_reason="goal_reached", goal_style={})) == "reached"


def test_the_scripted_user_s_key_has_its_real_temperature(tmp_path: Path) -> None:
    # the scripted user is deterministic: the profile's temperature (ignored) must not make a new simulator
    project, _ = project_with_run(tmp_path, 1)
    record = make_record(profile_path="profiles/pizza.yml")
    (project / "profiles" / "pizza.yml").write_text(PROFILE.replace("qwen1.5b", "scripted"), encoding="utf-8")
    key = simulator_key(record, project)
    (project / "profiles" / "pizza.yml").write_text(
        PROFILE.replace("qwen1.5b", "scripted").replace("0.7", "1.2"), encoding="utf-8"
    )
    assert key.temperature == 0 and simulator_key(record, project) == key
    assert simulator_key(record, project, user_model="qwen1.5b").temperature == 1.2  # --model: a real model's


def test_importing_a_sheet_that_is_not_there_is_the_shared_missing_path_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "labels.csv").write_text("serial\n", encoding="utf-8")
    assert main(["import", str(tmp_path / "label.csv")]) == 2
    said, close = capsys.readouterr().err, tmp_path / "labels.csv"
    assert said == f"error: {tmp_path / 'label.csv'}: no such file or folder; did you mean '{close}'?\n"


@pytest.mark.parametrize("where", ["afile/s.csv", "d"])
def test_an_out_sheet_under_a_file_or_naming_a_folder_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    _project, run = project_with_run(tmp_path)
    (tmp_path / "afile").write_text("", encoding="utf-8")
    (tmp_path / "d").mkdir()
    assert main(["export", str(run), "--sample", "3", "--out", str(tmp_path / where)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --out: ") and len(err.strip().splitlines()) == 1, err


def test_a_labeller_named_twice_is_refused_at_export(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _project, run = project_with_run(tmp_path, 5)
    sheet = tmp_path / "sheet.csv"
    assert main(["export", str(run), "--sample", "5", "--out", str(sheet), "--labellers", "ann, bob,ann"]) == 2
    assert "--labellers ann, bob,ann: ann given twice" in capsys.readouterr().err
    assert not sheet.exists()


def test_a_sheet_with_two_columns_of_one_labeller_is_refused_at_import(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two ``realistic:ann`` columns, yes in one and no in the other: never read as one of them (0 disagreements)."""
    project, run = project_with_run(tmp_path, 5)
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "5", "--out", str(sheet), "--labellers", "ann,bob"])
    fill(sheet, {"ann": ["yes"] * 5, "bob": ["no"] * 5})
    text = sheet.read_text(encoding="utf-8")
    header = text.splitlines()[0]
    sheet.write_text(text.replace(header, header.replace(":bob", ":ann")), encoding="utf-8")
    capsys.readouterr()
    key = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    before = validation_status(key, project)
    assert main(["--project", str(project), "import", str(sheet)]) == 2
    column = header.index("realistic:bob") + 1
    err = capsys.readouterr().err
    assert f"{sheet}:1:{column}: realistic:ann: a second column of that name" in err, err
    assert validation_status(key, project) == before  # no verdict stored


def test_import_stores_the_verdict_in_the_project_the_sheet_came_from_wherever_it_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    project, run = project_with_run(tmp_path)
    sheet = tmp_path / "sheets" / "sheet.csv"
    main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana"])
    fill(sheet, {"ana": ["yes"] * 30})
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    capsys.readouterr()
    assert main(["import", str(sheet)]) == 0, capsys.readouterr().err
    assert "validated: realistic 30/30" in capsys.readouterr().out
    key = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    assert validation_status(key, project) == "validated"
    assert not (elsewhere / "validations").exists()


def test_a_sheet_without_a_project_column_says_where_it_looked_and_imports_from_the_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sheet exported before sheets recorded their project names no project nor run: where it was looked for, and
    how to point at it, are said; run from the project folder, it imports."""
    project, run = project_with_run(tmp_path)
    sheet = tmp_path / "sheets" / "sheet.csv"
    main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana"])
    fill(sheet, {"ana": ["yes"] * 30})
    with sheet.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=[c for c in rows[0] if c != "project"], extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    capsys.readouterr()
    assert main(["import", str(sheet)]) == 2
    err = capsys.readouterr().err
    guess = "the project folder above the sheet (run.yml or profiles/), else the current one (the "
    assert f"is unknown in {elsewhere}, {guess}" in err
    assert "sheet has no project column" in err and "run labels import in the project it came from" in err
    monkeypatch.chdir(project)
    assert main(["import", str(sheet)]) == 0, capsys.readouterr().err
    key = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    assert validation_status(key, project) == "validated"


def test_a_run_written_outside_its_project_is_labelled_for_the_project_its_run_json_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # `sensei-chat -rfy shop --output shard1` (a CI shard): no project above the run; the sheet named the current
    # folder, so the import validated the simulated user there and the project's runs kept saying "no labels"
    project, inside = project_with_run(tmp_path)
    run = tmp_path / "shard1" / "runs" / "R1"
    run.parent.mkdir(parents=True)
    inside.rename(run)
    info = RUN_JSON.replace('"config": {}', '"config": {"project_dir": "shop"}')
    (run / "run.json").write_text(info, encoding="utf-8")
    lines = (run / "results.jsonl").read_text(encoding="utf-8")
    (run / "results.jsonl").write_text(lines.replace('"profiles/', '"shop/profiles/'), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    sheet = tmp_path / "sheet.csv"
    assert main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana"]) == 0
    assert {row["project"] for row in csv.DictReader(sheet.open(encoding="utf-8", newline=""))} == {str(project)}
    fill(sheet, {"ana": ["yes"] * 30})
    assert main(["import", str(sheet)]) == 0, capsys.readouterr().err
    key = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    assert validation_status(key, project) == "validated"
    assert not (tmp_path / "validations").exists()


def test_a_sheet_saved_by_a_spreadsheet_is_imported_or_named_for_what_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Excel's "CSV UTF-8" starts with U+FEFF (the first column read "\ufeffserial": "missing columns: serial");
    # a regional setting separates the cells with ';'
    project, run = project_with_run(tmp_path)
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana"])
    fill(sheet, {"ana": ["yes"] * 30})
    rows = list(csv.reader(sheet.open(encoding="utf-8", newline="")))
    excel, semicolons = tmp_path / "excel.csv", tmp_path / "semicolons.csv"
    with excel.open("w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle, lineterminator="\r\n").writerows(rows)
    with semicolons.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, delimiter=";").writerows(rows)
    capsys.readouterr()
    assert main(["import", str(excel)]) == 0, capsys.readouterr().err
    assert validation_status(simulator_key(make_record(profile_path="profiles/pizza.yml"), project), project) == (
        "validated"
    )
    assert main(["import", str(semicolons)]) == 2
    assert f"{semicolons}:1:1: missing columns: serial, validation_key; its cells are separated by ';'" in (
        capsys.readouterr().err
    )


def test_export_says_a_torn_last_line_dropped_a_conversation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, run = project_with_run(tmp_path, 6)
    results = run / "results.jsonl"
    results.write_text(results.read_text(encoding="utf-8")[:-100], encoding="utf-8")  # killed writing the 6th
    sheet = tmp_path / "sheet.csv"
    assert main(["export", str(run), "--sample", "10", "--out", str(sheet)]) == 0
    out = capsys.readouterr().out
    assert f"{sheet}: 5 conversations" in out
    assert f"dropped 1 conversation (not sampled, not in the sheet): {results}:6:1: the last line is cut short" in out


def _keep_rows(sheet: Path, keep: slice) -> None:
    with sheet.open(encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        header, rows = list(reader.fieldnames or []), list(reader)
    with sheet.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=header)
        writer.writeheader()
        writer.writerows(rows[keep])


def test_a_sampled_conversation_whose_row_was_deleted_counts_against(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Deleting the rows labelled no (or never labelled) must not turn 27/30 into a validated 27/27."""
    project, run = project_with_run(tmp_path)
    sheet = tmp_path / "sheet.csv"
    main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana"])
    fill(sheet, {"ana": ["no"] * 3 + ["yes"] * 27})
    _keep_rows(sheet, slice(3, None))
    assert main(["--project", str(project), "import", str(sheet)]) == 1
    out = capsys.readouterr().out
    assert "3 sampled conversations have no row in the sheets given" in out
    assert "INSUFFICIENT_EVIDENCE: realistic 27/30 (unlabelled 3, disagreements 0)" in out
    key = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    assert validation_status(key, project) == "INSUFFICIENT_EVIDENCE"
    _keep_rows(sheet, slice(1, None))  # one more deleted: the count is said in the right number
    assert main(["--project", str(project), "import", str(sheet)]) == 1
    assert "4 sampled conversations have no row in the sheets given" in capsys.readouterr().out
    main(["export", str(run), "--sample", "30", "--out", str(sheet), "--labellers", "ana"])
    fill(sheet, {"ana": ["yes"] * 30})
    _keep_rows(sheet, slice(1, None))
    assert main(["--project", str(project), "import", str(sheet)]) == 0  # 29 of 30: bound 0.851, validated
    assert "1 sampled conversation has no row in the sheets given: it counts as unlabelled" in capsys.readouterr().out


def test_the_key_is_the_one_the_run_used_even_after_the_profile_is_edited(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """run.json's identity and budgets say what the users ran with; a later edit of the profile is another key."""
    project, run = project_with_run(tmp_path, 3)
    ran_with = simulator_key(make_record(profile_path="profiles/pizza.yml"), project)
    recorded = {
        "identity": {
            "chatbot": {"technology": "demo"},
            "simulated_user": {
                "pizza order.model": "qwen1.5b",
                "pizza order.temperature": "0.7",
                "pizza order.goal_check": "structured",
            },
        },
        "profiles": [
            {
                "test_name": "pizza order",
                "path": "profiles/pizza.yml",
                "sha256": "0" * 64,
                "conversations": 3,
                "budgets": {"conversation.max_cost": 0.5, "conversation.goal_style.max_cost": None},
            }
        ],
    }
    info = json.loads(RUN_JSON) | recorded
    (run / "run.json").write_text(json.dumps(info), encoding="utf-8")
    profile = project / "profiles" / "pizza.yml"
    profile.write_text(PROFILE.replace("0.7", "0.2").replace("0.5", "2"), encoding="utf-8")  # edited since the run
    sheet = tmp_path / "sheet.csv"
    assert main(["export", str(run), "--sample", "3", "--out", str(sheet), "--labellers", "ana"]) == 0
    assert ran_with.id in capsys.readouterr().out
    rows = list(csv.DictReader(sheet.open(encoding="utf-8", newline="")))
    assert {r["validation_key"] for r in rows} == {ran_with.id}


def test_a_conversation_that_broke_role_before_its_first_message_says_so_in_its_transcript(tmp_path: Path) -> None:
    """The labeller sees why the transcript has no message: the break's kind and the draft that was not sent."""
    _, run = project_with_run(tmp_path, 0)
    cause = "the simulated user broke role twice (role_flip); last draft not sent: 'How can I help you today?'"
    unsent = make_record(serial="s-0", turns=[], end_reason="user_broke_role", error=cause)
    later = make_record(serial="s-1", index=1, end_reason="user_broke_role", error=cause)
    lines = [unsent.model_dump_json(), later.model_dump_json()]
    (run / "results.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    sheet = tmp_path / "sheet.csv"
    assert main(["export", str(run), "--sample", "2", "--out", str(sheet)]) == 0
    said = {row["serial"]: row["transcript"] for row in csv.DictReader(sheet.open(encoding="utf-8", newline=""))}
    assert said["s-0"].startswith("(no message was sent to the chatbot: the simulated user stopped playing its part")
    assert said["s-0"].endswith("not by the chatbot — " + cause + ")")
    assert said["s-1"].startswith("User: I want a large margherita\n")  # its dialogue, then what was not sent
    assert said["s-1"].splitlines()[-1].startswith("(the next message was not sent: the simulated user stopped")
