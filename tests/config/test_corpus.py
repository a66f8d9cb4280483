"""The profile corpus: valid profiles validate as their headers say; invalid ones fail exactly as announced."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, get_args

import pytest
from pydantic import BaseModel

from tests.config.corpus_headers import INVALID, PROJECT, VALID, mismatch, read_headers
from user_sim.cli.validation_check import main as validation_main
from user_sim.config.profile import Profile
from user_sim.core.profile_loader import CheckOptions, check_profile_file, load_profile
from user_sim.core.records import safe_name

ERROR_LINE = re.compile(r"^error: (?P<file>[^:]+):(?P<line>\d+):(?P<column>\d+): ")


def matrix_names(check: Any) -> set[str]:
    return {f"{m.name}_{m.kind}_{len(m.rows)}" for m in check.variables.matrices()} if check.variables else set()


def test_corpus_is_big_enough() -> None:
    assert len(VALID) >= 15
    assert len(INVALID) >= 20
    assert len(VALID) + len(INVALID) >= 30
    assert all(read_headers(p).conversations is not None for p in VALID), "every valid profile states its count"
    assert all(read_headers(p).errors for p in INVALID), "every invalid profile announces its errors"


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_valid_profile(path: Path, corpus_options: CheckOptions) -> None:
    headers = read_headers(path)
    check = check_profile_file(path, corpus_options)
    assert not check.errors, mismatch([], check.errors)
    assert check.number == headers.conversations
    assert not (diff := mismatch(headers.warnings, check.warnings)), diff
    assert matrix_names(check) == headers.matrices
    if headers.total is not None:
        assert load_profile(path, corpus_options).total_conversations == headers.total


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.name)
def test_invalid_profile(path: Path, corpus_options: CheckOptions) -> None:
    headers = read_headers(path)
    check = check_profile_file(path, corpus_options)
    assert not (diff := mismatch(headers.errors, check.errors)), f"{path.name}:\n{diff}"
    assert not (diff := mismatch(headers.warnings, check.warnings)), f"{path.name}:\n{diff}"
    assert all(issue.file == str(path) for issue in check.errors)


def test_valid_corpus_through_the_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    valid_dir = VALID[0].parent
    code = validation_main(["--profile", str(valid_dir), "-pp", str(PROJECT), "--output", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "error:" not in err and "Traceback" not in out + err
    report = json.loads((tmp_path / "errors.json").read_text(encoding="utf-8"))
    assert report["total_errors"] == 0 and report["errors"] == []
    by_file = {Path(p["file"]).name: p for p in report["profiles"]}
    assert set(by_file) == {p.name for p in VALID}
    expected_csvs = set()
    for path in VALID:
        headers = read_headers(path)
        assert by_file[path.name]["valid"] and by_file[path.name]["conversations"] == headers.conversations
        stem = safe_name(by_file[path.name]["test_name"])
        expected_csvs |= {f"{stem}__{name}.csv" for name in headers.matrices}
    assert {p.name for p in (tmp_path / "matrices").iterdir()} == expected_csvs
    assert len(report["warnings"]) == sum(len(read_headers(p).warnings) for p in VALID)


def test_combined_matrix_has_one_row_per_conversation(tmp_path: Path) -> None:
    profile = VALID[0].parent / "travel_dates.yml"
    args = ["--profile", str(profile), "-pp", str(PROJECT), "--output", str(tmp_path), "--combined-matrix"]
    code = validation_main(args)
    assert code == 0
    (csv_file,) = (tmp_path / "matrices").iterdir()
    header, *rows = csv_file.read_text(encoding="utf-8").splitlines()
    assert header.split(",") == ["departure", "budget"]
    assert len(rows) == read_headers(profile).conversations == 8
    # two independent forward() variables step in parallel, each cycling through its own list
    assert [r.split(",")[1] for r in rows[:4]] == ["500.0", "1000.0", "1500.0", "500.0"]


def test_invalid_corpus_through_the_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    invalid_dir = INVALID[0].parent
    code = validation_main(["--profile", str(invalid_dir), "-pp", str(PROJECT), "--output", str(tmp_path)])
    out, err = capsys.readouterr()
    assert code == 2
    assert "Traceback" not in out + err
    error_lines = [line for line in err.splitlines() if line.startswith("error: ")]
    assert error_lines and all(ERROR_LINE.match(line) for line in error_lines), error_lines
    expected_total = sum(len(read_headers(p).errors) for p in INVALID)
    assert len(error_lines) == expected_total
    report = json.loads((tmp_path / "errors.json").read_text(encoding="utf-8"))
    assert report["total_errors"] == expected_total
    for path in INVALID:
        found = [e for e in report["errors"] if Path(e["file"]).name == path.name]
        wanted = {(w.line, w.column, w.path) for w in read_headers(path).errors}
        assert {(e["line"], e["column"], e["path"] or "-") for e in found} == wanted, path.name


def _models_under(model: type[BaseModel], seen: set[type[BaseModel]]) -> set[type[BaseModel]]:
    seen.add(model)
    for info in model.model_fields.values():
        stack: list[Any] = [info.annotation]
        while stack:
            tp = stack.pop()
            if isinstance(tp, type) and issubclass(tp, BaseModel) and tp not in seen:
                _models_under(tp, seen)
            stack.extend(get_args(tp))
    return seen


def _keys_set(value: Any, out: set[str]) -> set[str]:
    if isinstance(value, BaseModel):
        out |= {f"{type(value).__name__}.{name}" for name in value.model_fields_set}
        for name in value.model_fields_set:
            _keys_set(getattr(value, name), out)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _keys_set(item, out)
    elif isinstance(value, dict):
        for item in value.values():
            _keys_set(item, out)
    return out


def test_valid_corpus_sets_every_key_of_the_profile_model(corpus_options: CheckOptions) -> None:
    every_key = {f"{m.__name__}.{name}" for m in _models_under(Profile, set()) for name in m.model_fields}
    written: set[str] = set()
    for path in VALID:
        _keys_set(check_profile_file(path, corpus_options).profile, written)
    assert every_key - written == set()


# Every message a profile can fail with (the raise / found.error sites of config/ and core/), and the corpus file
# that proves it. Messages that need a broken project (types/, personalities/), a missing file, or an option the
# CLI never sets are proved in test_catalog.py, test_yaml_problems.py and test_variables.py.
ERROR_SITES = {
    "invalid YAML: expected ',' or ']'": "yaml_syntax_bracket.yml",
    "invalid YAML: found character '\\t'": "yaml_tab_indent.yml",
    "invalid YAML: indentation does not match the lines above": "yaml_bad_indent.yml",
    "but found another document": "yaml_two_documents.yml",
    "duplicate key": "yaml_duplicate_keys.yml",
    "file is empty": "yaml_empty.yml",
    "an alias refers to its own anchor": "yaml_recursive_alias.yml",
    "a profile must be a mapping": "yaml_not_a_mapping.yml",
    "required key is missing": "shape_missing_keys.yml",
    "did you mean 'goals'? (it is required and missing)": "shape_goal_for_goals.yml",
    "did you mean 'temperature'?": "shape_unknown_keys.yml",
    "allowed here: chatbot, conversation, llm, test_name, user": "shape_unknown_keys.yml",
    "is the old name of 'goals', which is also given": "legacy_both_spellings.yml",
    "must be text, got 5": "shape_wrong_types.yml",
    "number must be an integer or 'combinations'": "shape_wrong_types.yml",
    "must be at most 2.0": "shape_constraints.yml",
    "must be one of 'text' or 'speech'": "shape_constraints.yml",
    "must not be empty": "shape_constraints.yml",
    "write each variable as its own list item": "shape_list_items.yml",
    "write each output as its own list item": "shape_list_items.yml",
    "data must be a list of values": "shape_variable_fields.yml",
    "give either step or linspace, not both": "shape_variable_fields.yml",
    "is lower than min": "shape_variable_fields.yml",
    "choose one goal style": "shape_conversation.yml",
    "unknown interaction style": "shape_conversation.yml",
    "goal_style must be a mapping": "shape_goal_style_word.yml",
    "invalid number 2.5": "shape_goal_style_word.yml",
    "must be true or false": "shape_goal_style_fields.yml",
    "unknown language 'Englsh'; did you mean 'English'?": "checks_user.yml",
    "unknown personality 'adventurous'": "checks_user.yml",
    "only one {personality: NAME} is allowed": "checks_user.yml",
    "in context; only 'personality' is allowed": "checks_user.yml",
    "has no variable definition": "checks_user.yml",
    "did you mean {{drink}}?": "checks_placeholder_typo.yml",
    "is never used in a goal": "checks_user.yml",
    "is defined twice": "checks_user.yml",
    "output 'interest_rate' is defined twice": "checks_duplicate_outputs.yml",
    "(use its English name, e.g. 'Spanish')": "checks_styles_languages.yml",
    "unknown function 'randon()'": "variables_functions.yml",
    "write it as a call": "variables_functions.yml",
    "takes no argument": "variables_functions.yml",
    "forward() takes the name of another variable": "variables_functions.yml",
    "argument must be a positive integer or 'rand'": "variables_functions.yml",
    "argument must be a positive integer, got 'rand'": "variables_functions.yml",
    "asks for 4 different values but the list has only 3": "variables_functions.yml",
    "chain has a cycle": "forward_cycle.yml",
    "refers to the variable itself": "forward_self.yml",
    "there is no variable named": "forward_unknown_target.yml",
    "must use forward() too": "forward_target_not_forward.yml",
    "combinations (more than 100000)": "forward_product_too_large.yml",
    "is not a string (quote it)": "variables_data_items.yml",
    "is not an integer": "variables_data_items.yml",
    "is not a number": "variables_data_items.yml",
    "does not match the format of type 'postcode'": "variables_data_items.yml",
    "unknown type 'insurance_company'": "variables_data_items.yml",
    "the list of values is empty": "variables_data_items.yml",
    "any() is only available for string and custom types": "variables_data_items.yml",
    "a {min, max} range needs type int or float": "variables_data_items.yml",
    "any() needs an LLM to generate values": "any_with_scripted_model.yml",
    "is outside the project folder": "variables_project_files.yml",
    "not found in the project folder": "variables_project_files.yml",
    "has no function": "variables_project_files.yml",
    "importing unimportable.py failed": "variables_project_files.yml",
    "broken() raised LookupError": "variables_project_files.yml",
    "must return a list": "variables_project_files.yml",
    "invalid set": "variables_dates.yml",
    "is not a date in DD/MM/YYYY form": "variables_dates.yml",
    "max is before min": "variables_dates.yml",
    "invalid step 'week(1)'": "variables_dates.yml",
    "a date range needs a step": "variables_dates.yml",
    "this would generate": "limits_too_large.yml",
    "a float range needs step or linspace": "variables_ranges.yml",
    "linspace gives decimal values": "variables_ranges.yml",
    "step must be an integer for an int variable": "variables_ranges.yml",
    "min must be an integer for an int variable": "variables_ranges.yml",
    "cannot import doctors.txt": "variables_ranges.yml",
    "pairwise() over prefix and suffix needs 10000 combinations": "pairwise_too_large.yml",
    "needs at least one forward() or pairwise() variable": "number_without_matrix.yml",
    "needs at least one forward() variable": "number_forward_without_forward.yml",
    "cannot read 'half'": "number_unreadable.yml",
    "speech configuration": "speech_config_missing.yml",
}


@pytest.mark.parametrize(("fragment", "file_name"), sorted(ERROR_SITES.items()))
def test_every_error_site_is_in_the_corpus(fragment: str, file_name: str) -> None:
    path = INVALID[0].parent / file_name
    assert any(fragment in e.message for e in read_headers(path).errors), f"{fragment!r} not announced in {file_name}"
