"""File-level problems: each is one clear located line and exit 2, for profiles and for run.yml."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.config.corpus_headers import PROJECT
from user_sim.cli.validation_check import main as validation_main
from user_sim.config.run_yml import load_run_file
from user_sim.config.yamlfile import MAX_NODES, load_yaml, parse_yaml
from user_sim.core.profile_loader import check_profile_file
from user_sim.errors import ConfigError

MINIMAL = """\
test_name: t
user:
  role: r
  goals: [g]
chatbot:
  fallback: f
conversation:
  number: 1
  goal_style: default
"""

# name -> (file bytes, line, column, message)
BROKEN_FILES: dict[str, tuple[bytes, int, int, str]] = {
    "syntax": (b"test_name: pizza\nuser:\n  role: [a customer\n", 4, 1, "invalid YAML: expected ',' or ']'"),
    "bad_indent": (
        b"user:\n  role: r\n goals: [g]\n",
        3,
        2,
        "invalid YAML: indentation does not match the lines above: 'goals' is indented 1 space; line it up with 'role'",
    ),
    "tab": (b"user:\n\trole: r\n", 2, 1, "found character '\\t' that cannot start any token"),
    "unclosed_quote": (b'test_name: "pizza\nuser: {}\n', 3, 1, "quoted scalar started at line 1, column 12"),
    "non_utf8": ("test_name: señor\n".encode() + b"role: caf\xe9\n", 2, 10, "file is not valid UTF-8 text"),
    "latin1_file": ("test_name: camión\n".encode("latin-1"), 1, 16, "file is not valid UTF-8 text"),
    "empty": (b"", 1, 1, "file is empty, expected a YAML mapping"),
    "only_comments": (b"# nothing here yet\n\n", 1, 1, "file is empty, expected a YAML mapping"),
    "duplicate_key": (MINIMAL.encode() + b"test_name: again\n", 10, 1, "test_name: duplicate key"),
    "two_documents": (MINIMAL.encode() + b"---\ntest_name: u\n", 10, 1, "expected a single document"),
    "python_tag": (b"test_name: !!python/object/apply:os.system [ls]\n", 1, 12, "could not determine a constructor"),
    "scalar_document": (b"just a sentence\n", 1, 1, "a profile must be a mapping"),
    "recursive_alias": (b"user: &u\n  me: *u\n", 1, 7, "user.me: an alias refers to its own anchor"),
}


def _error_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("error: ")]


@pytest.mark.parametrize("name", sorted(BROKEN_FILES))
def test_broken_profile_file_is_one_located_line(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    content, line, column, message = BROKEN_FILES[name]
    profile = tmp_path / f"{name}.yml"
    profile.write_bytes(content)
    code = validation_main(["--profile", str(profile), "--output", str(tmp_path / "out")])
    out, err = capsys.readouterr()
    assert code == 2
    assert "Traceback" not in out + err
    (only,) = _error_lines(err)
    assert only.startswith(f"error: {profile}:{line}:{column}: "), only
    assert message in only


# text -> (line, the hint after "line it up with "): a key lines up with keys, a list item with list items
INDENT_HINTS: dict[str, tuple[str, int, str]] = {
    "over_indented_under_item": ("- a: 1\n   b: 2\n", 2, "'a' (line 1, 2 spaces)"),
    "under_an_item_of_a_key": ("x:\n  - a: 1\n     b: 2\n", 3, "'a' (line 2, 4 spaces) or 'x' (line 1, 0 spaces)"),
    "wide_dash": ("x:\n  -   a: 1\n     b: 2\n", 3, "'a' (line 2, 6 spaces) or 'x' (line 1, 0 spaces)"),
    "list_in_a_list": ("- - a: 1\n     b: 2\n", 2, "'a' (line 1, 4 spaces)"),
    "list_at_its_keys_column": ("x:\n- a: 1\n   b: 2\n", 3, "'a' (line 2, 2 spaces) or 'x' (line 1, 0 spaces)"),
    "two_list_depths": (
        "x:\n  - a: 1\n    b:\n      - c: 1\n         d: 2\n",
        5,
        "'c' (line 4, 8 spaces) or 'b' (line 3, 4 spaces) or 'x' (line 1, 0 spaces)",
    ),
    "key_after_a_list_of_mappings": (
        "x:\n  - a: 1\n    b: 2\n e: 1\n",
        4,
        "'b' (line 3, 4 spaces) or 'x' (line 1, 0 spaces)",
    ),
    "item_of_an_inner_list": (
        "x:\n  y:\n    - a: 1\n      b:\n        - p\n       - q\n",
        6,
        "the list item (line 5, 8 spaces) or the list item '- a' (line 3, 4 spaces)",
    ),
    "a_key_that_starts_with_a_dash": (
        "a:\n  -1: x\n   -2: y\n",
        3,
        "'-1' (line 2, 2 spaces) or 'a' (line 1, 0 spaces)",
    ),
    "key_under_a_key": ("user:\n  role: r\n goals: [g]\n", 3, "'role' (line 2, 2 spaces) or 'user' (line 1, 0 spaces)"),
}


@pytest.mark.parametrize("name", INDENT_HINTS)
def test_indentation_hint_names_the_columns_that_fit(name: str) -> None:
    text, line, hint = INDENT_HINTS[name]
    with pytest.raises(ConfigError) as caught:
        parse_yaml(text, "f.yml")
    (issue,) = caught.value.issues
    assert issue.line == line
    assert issue.message.endswith(f"; line it up with {hint}"), issue.message


def test_missing_profile_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere.yml"
    assert validation_main(["--profile", str(missing), "--output", str(tmp_path / "out")]) == 2
    (only,) = _error_lines(capsys.readouterr().err)
    assert only == f"error: {missing}: no such file or folder"
    assert [str(i) for i in check_profile_file(missing).errors] == [f"{missing}: no such file"]


def test_folder_where_a_file_is_expected(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "profile.yml"
    folder.mkdir()
    assert [str(i) for i in check_profile_file(folder).errors] == [
        f"{folder}:1:1: is a directory, expected a YAML file"
    ]
    # through the CLI a folder is searched for profiles; one holding none is an error, not a silent success
    assert validation_main(["--profile", str(tmp_path), "--output", str(tmp_path / "out")]) == 2
    (only,) = _error_lines(capsys.readouterr().err)
    assert only == f"error: {tmp_path}:1:1: no .yml or .yaml profile in this folder"


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    profile = tmp_path / "locked.yml"
    profile.write_text(MINIMAL, encoding="utf-8")

    def denied(self: Path) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", denied)  # chmod 000 does not stop root, which may run the tests
    assert [str(i) for i in check_profile_file(profile).errors] == [
        f"{profile}:1:1: cannot read file: Permission denied"
    ]


def test_byte_order_mark_and_crlf_are_fine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    profile = tmp_path / "windows.yml"
    profile.write_bytes(b"\xef\xbb\xbf" + MINIMAL.replace("\n", "\r\n").encode())
    assert validation_main(["--profile", str(profile), "--output", str(tmp_path / "out")]) == 0, capsys.readouterr()
    broken = tmp_path / "windows_broken.yml"
    broken.write_bytes(MINIMAL.replace("\n", "\r\n").replace("number: 1", "number: 0").encode())
    (issue,) = check_profile_file(broken).errors
    assert (issue.line, issue.column, issue.path) == (8, 11, "conversation.number")


def test_alias_bomb_is_refused_quickly(tmp_path: Path) -> None:
    levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    levels += [f"{c}: &{c} [{', '.join([f'*{p}'] * 10)}]" for p, c in zip("abcdefg", "bcdefgh", strict=True)]
    bomb = tmp_path / "bomb.yml"
    bomb.write_text("\n".join(levels) + "\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=f"more than {MAX_NODES} values"):
        load_yaml(bomb)


def test_merge_key_override_is_not_a_duplicate(tmp_path: Path) -> None:
    path = tmp_path / "merge.yml"
    path.write_text("base: &b {x: 1, y: 2}\nother:\n  <<: *b\n  x: 3\n", encoding="utf-8")
    assert load_yaml(path).data == {"base": {"x": 1, "y": 2}, "other": {"x": 3, "y": 2}}


def test_non_string_key_is_located_on_its_line(tmp_path: Path) -> None:
    path = tmp_path / "keys.yml"
    path.write_text(MINIMAL + "1: one\n", encoding="utf-8")
    (issue,) = check_profile_file(path).errors
    assert issue.line == 10


# --- run.yml: the same problems, through load_run_file -------------------------------------------------------

RUN_LINE = re.compile(r"^.+run\.yml:\d+:\d+: ")


@pytest.mark.parametrize("name", sorted(set(BROKEN_FILES) - {"empty", "only_comments", "scalar_document"}))
def test_broken_run_file(name: str, tmp_path: Path) -> None:
    content, line, column, _ = BROKEN_FILES[name]
    (tmp_path / "run.yml").write_bytes(content)
    with pytest.raises(ConfigError) as raised:
        load_run_file(tmp_path)
    issues = raised.value.issues
    assert all(RUN_LINE.match(str(i)) for i in issues)
    assert (issues[0].line, issues[0].column) == (line, column)


def test_empty_run_file_means_defaults(tmp_path: Path) -> None:
    (tmp_path / "run.yml").write_text("# defaults only\n", encoding="utf-8")
    assert load_run_file(tmp_path).flags() == {}


def test_missing_run_file_and_run_file_that_is_a_folder(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"run\.yml: no such file"):
        load_run_file(tmp_path)
    (tmp_path / "run.yml").mkdir()
    with pytest.raises(ConfigError, match=r"run\.yml:1:1: is a directory"):
        load_run_file(tmp_path)


def test_run_file_that_is_a_list(tmp_path: Path) -> None:
    (tmp_path / "run.yml").write_text("- technology: demo\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"run\.yml:1:1: expected a mapping of keys at the top level, got list"):
        load_run_file(tmp_path)


def test_corpus_project_run_file() -> None:
    flags = load_run_file(PROJECT).flags()
    assert flags == {
        "project_folder": "corpus",
        "technology": "demo",
        "connector_params": {"flaw_mode": "classic"},
        "security": {"enabled": False, "config": "security/security.yml"},
        "workers": 2,
        "seed": 7,
        "dry_run": True,
        "html": False,
        "verbose": True,
        "ignore_cache": True,
    }
