"""Issue 13 defect 9 (validation/init part): one consistent validation table, usage errors, plural nouns, help."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.config.corpus_headers import VALID
from tests.conftest import cli_env
from user_sim.cli.init_project import main as init_main
from user_sim.cli.validation_check import main as validation_main
from user_sim.config.evaluation import unknown_metric
from user_sim.config.functions import parse_function
from user_sim.config.languages import canonical_language
from user_sim.config.located import unknown_key_message
from user_sim.config.profile_conversation import _style_name
from user_sim.wording import closest, did_you_mean, plural

MINIMAL = next(p for p in VALID if p.name == "minimal.yml")


def project_with_a_broken_personality(root: Path) -> Path:
    (root / "profiles").mkdir(parents=True)
    shutil.copy(MINIMAL, root / "profiles" / "minimal.yml")
    (root / "personalities").mkdir()
    (root / "personalities" / "broken.yml").write_text("context: 3\nmood: odd\n", encoding="utf-8")
    (root / "types").mkdir()
    (root / "types" / "code.yml").write_text("name: code\ntype_description: a code\n", encoding="utf-8")
    (root / "run.yml").write_text("technology: demo\n", encoding="utf-8")  # a run.yml the run takes
    return root


def test_errors_in_personalities_and_types_are_rows_of_the_table_and_add_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = project_with_a_broken_personality(tmp_path / "p")
    assert validation_main(["--profile", str(project / "profiles"), "--output", str(tmp_path / "out")]) == 2
    captured = capsys.readouterr()
    errors = [line for line in captured.err.splitlines() if line.startswith("error: ")]
    cells = [line.split("│") for line in captured.out.splitlines() if line.count("│") == 7]
    rows = {cell[2].strip(): "│".join(cell) for cell in cells if cell[2].strip()}  # wrapped paths: kind is blank
    assert set(rows) == {"profile", "personality", "type"}, captured.out
    assert "valid" in rows["profile"] and "invalid" not in rows["profile"]
    assert "invalid" in rows["personality"] and "invalid" in rows["type"]
    counted = sum(int(line.split("│")[5]) for line in rows.values())
    assert counted == len(errors) == 3, captured  # personality: context + mood; type: format
    assert f"1/1 profiles valid, 2 other files invalid, {len(errors)} errors." in captured.out


def test_one_error_is_singular(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "bad.yml").write_text(MINIMAL.read_text(encoding="utf-8") + "bogus: 1\n", encoding="utf-8")
    assert validation_main(["--profile", str(tmp_path / "bad.yml"), "--output", str(tmp_path / "out")]) == 2
    out = capsys.readouterr().out
    assert "0/1 profiles valid, 1 error." in out and "1 errors" not in out


@pytest.mark.parametrize(("count", "text"), [(0, "0 errors"), (1, "1 error"), (2, "2 errors")])
def test_plural(count: int, text: str) -> None:
    assert plural(count, "error") == text
    assert plural(count, "breach") == text.replace("error", "breach").replace("breachs", "breaches")


def test_no_message_in_the_package_counts_with_an_s_in_brackets() -> None:
    src = Path(__file__).resolve().parents[2] / "src" / "user_sim"
    offenders = [
        f"{path}:{n}"
        for path in src.rglob("*.py")
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"[a-z]\(s\)", line) and ('f"' in line or "%d" in line)
    ]
    assert offenders == []


def test_only_wording_looks_for_a_close_match() -> None:
    """One "did you mean": every unknown name is matched, and the hint written, by user_sim.wording."""
    src = Path(__file__).resolve().parents[2] / "src" / "user_sim"
    offenders = [
        f"{path}:{n}"
        for path in src.rglob("*.py")
        if path.name != "wording.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "get_close_matches" in line or "did you mean {" in line
    ]
    assert offenders == []


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        (
            lambda: parse_function("forwrd(size)"),
            "unknown function 'forwrd()'; did you mean 'forward()'? (expected one of",
        ),
        (
            lambda: _style_name("make speling mistakes"),
            "style 'make speling mistakes'; did you mean 'make spelling mistakes'? (expected",
        ),
        (lambda: canonical_language("Englsh"), "unknown language 'Englsh'; did you mean 'English'?"),
        (
            lambda: unknown_metric("helpfulnes", ["helpfulness"]),
            "unknown metric 'helpfulnes'; did you mean 'helpfulness'? (known:",
        ),
        (lambda: unknown_key_message("promt", {"prompt"}), "unknown key 'promt'; did you mean 'prompt'?"),
    ],
)
def test_an_unknown_name_is_followed_by_its_close_match(call: Callable[[], object], expected: str) -> None:
    try:
        message = str(call())
    except ValueError as exc:
        message = str(exc)
    assert expected in message


def test_did_you_mean_is_empty_when_nothing_is_close() -> None:
    assert did_you_mean("pizza", ["random", "forward"]) == ""
    assert did_you_mean("randm", ["random", "forward"]) == "; did you mean 'random'?"
    assert closest("randm", ["random"]) == "random" and closest("xyz", ["random"]) is None


def test_a_missing_profile_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert validation_main(["--profile", "nosuch/"]) == 2
    assert capsys.readouterr().err.strip() == "error: nosuch: no such file or folder"
    assert list(tmp_path.iterdir()) == []  # no ./output/validation/


def test_a_missing_profile_has_no_line_and_column_and_names_what_is_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file that does not exist has no line:column; the closest name beside it, or the missing folder, is said."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "profiles").mkdir()
    (tmp_path / "profiles" / "full_order.yml").write_text("test_name: x\n", encoding="utf-8")
    assert validation_main(["--profile", "profiles/full_ordr.yml"]) == 2
    shown = capsys.readouterr().err.strip()
    assert shown == "error: profiles/full_ordr.yml: no such file or folder; did you mean 'profiles/full_order.yml'?"
    assert validation_main(["--profile", "profils/x.yml"]) == 2
    assert (
        capsys.readouterr().err.strip() == "error: profils/x.yml: no such file or folder (there is no folder profils)"
    )


@pytest.mark.parametrize("where", ["/proc", "/proc/1/nosuch"])
def test_init_project_where_nothing_can_be_created_is_a_usage_error(
    where: str, capsys: pytest.CaptureFixture[str]
) -> None:
    if not Path("/proc/1").is_dir():
        pytest.skip("needs Linux /proc")
    assert init_main(["--path", where, "--name", "x"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: cannot create {where}/x: ") and "internal error" not in err


def test_init_project_on_a_read_only_folder_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    try:
        (locked / "probe").mkdir()
    except PermissionError:
        pass
    else:
        pytest.skip("running as a user who can write anywhere")
    assert init_main(["--path", str(locked), "--name", "x"]) == 2
    assert "Permission denied" in capsys.readouterr().err


def test_the_demo_server_help_is_plain_text() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "user_sim.targets.demo", "--help"],
        env=cli_env(),
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 0
    assert "``" not in done.stdout and ":mod:" not in done.stdout
    assert "Serve the bundled pizza-shop demo bot" in done.stdout and "Exit codes: 0" in done.stdout


def _pizza_shop_with(tmp_path: Path, file: str, old: str, new: str) -> Path:
    """A copy of the pizza-shop example with ``old`` replaced by ``new`` once in ``file``."""
    from tests.support.example_project import copy_example

    project = copy_example(tmp_path / "pizza-shop")
    edited = project / file
    text = edited.read_text(encoding="utf-8")
    assert old in text, f"{file} no longer has {old!r}"
    edited.write_text(text.replace(old, new, 1), encoding="utf-8")
    return project


PROFILE = "profiles/full_order.yml"
RULE = "rules/drink_is_charged.yml"
SECURITY = "security/security.yml"
TYPOS = [
    (
        PROFILE,
        "personality: conversational",
        "personality: conversatonal",
        "unknown personality 'conversatonal'; did you mean 'conversational'? (known: ",
    ),
    (
        PROFILE,
        "- personality: conversational",
        "- personalty: conversational",
        "unknown key 'personalty' in context; did you mean 'personality'?",
    ),
    (PROFILE, "type: string", "type: strng", "unknown type 'strng'; did you mean 'string'? (expected one of "),
    (
        RULE,
        "if: price is not None",
        "if: lenn(str(price)) > 0",
        "unknown function 'lenn'; did you mean 'len'? (a rule may call",
    ),
    (
        SECURITY,
        "  - name: owasp_pack",
        "  - name: owasp_pack\n    params: {categories: [LMM01]}",
        "unknown OWASP id 'LMM01'; did you mean 'LLM01'? (expected one of ",
    ),
    (
        SECURITY,
        "type: keyword_absent",
        "type: keyword_absnt",
        "unknown oracle 'keyword_absnt'; did you mean 'keyword_absent'? (known: ",
    ),
    ("run.yml", "technology: demo", "technology: dmo", "unknown technology 'dmo'; did you mean 'demo'? (known: "),
]
"""A mistyped name in each kind of input file, and the message that names the close match right after it."""


def _check(project: Path, file: str) -> int:
    """Check what ``file`` belongs to, as its command does: a profile, the rules, the campaign, a run."""
    from user_sim.cli.chat import main as chat_main
    from user_sim.cli.check import main as check_main
    from user_sim.cli.security_check import main as security_main

    if file.startswith("profiles/"):
        return validation_main(["--profile", str(project / file), "--output", str(project / "out")])
    if file.startswith("rules/"):
        return check_main(["--rules", str(project / "rules"), "--validate-only"])
    if file.startswith("security/"):
        return security_main(["-rfy", str(project), "--validate-only"])
    return chat_main(["-rfy", str(project), "--dry-run"])


@pytest.mark.parametrize(("file", "old", "new", "expected"), TYPOS, ids=[t[2] for t in TYPOS])
def test_every_unknown_name_is_followed_by_its_close_match_at_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], file: str, old: str, new: str, expected: str
) -> None:
    """``did you mean`` right after every mistyped name, in every input file, at file:line:column: key (exit 2)."""
    project = _pizza_shop_with(tmp_path, file, old, new)
    assert _check(project, file) == 2
    errors = [line for line in capsys.readouterr().err.splitlines() if line.startswith("error: ")]
    assert any(expected in line for line in errors), errors
    (line,) = [line for line in errors if expected in line]
    assert re.match(rf"error: \S*{re.escape(Path(file).name)}:\d+:\d+: [\w.\[\]]+: ", line), line


BOTH = ("chat", "security")
RUN_VALUES = [
    ("technology: demo", "technology: dmo", "technology: unknown technology 'dmo'; did you mean 'demo'?", BOTH),
    ("connector_params:", "connector_params: {flaw: x}", "connector_params.flaw: unknown parameter 'flaw'", BOTH),
    ("connector_params:", "connector_params: 'flaws=true,oops'", "connector_params: 'oops' is not key=value", BOTH),
    ("connector_params:", "connector_params: {flaws: maybe}", "connector_params.flaws: 'maybe' is not a valid", BOTH),
    (
        "seed: 0",
        "seed: 0\nrules: rulez",
        "rules: no such rule file or folder 'rulez'; did you mean 'rules'?",
        ("chat",),
    ),
    ("config: security/security.yml", "config: security/securty.yml", "security.config: no such file", ("security",)),
]
"""A bad run.yml value that only a command (not the schema) can judge, what its message says after the place, and
the run commands that read it."""


@pytest.mark.parametrize(("old", "new", "expected", "commands"), RUN_VALUES, ids=[v[1] for v in RUN_VALUES])
def test_a_bad_run_yml_value_is_reported_at_its_line_and_column(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    old: str,
    new: str,
    expected: str,
    commands: tuple[str, ...],
) -> None:
    """``technology: dmo`` and the like: run.yml:line:column: dotted.key: message, exit 2, in every run command."""
    from user_sim.cli.chat import main as chat_main
    from user_sim.cli.security_check import main as security_main

    project = _pizza_shop_with(tmp_path, "run.yml", old, new)
    lines = (project / "run.yml").read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, 1) if new.split()[-1] in text)
    monkeypatch.chdir(project)
    runs = {
        "chat": lambda: chat_main(["-rfy", ".", "--dry-run"]),
        "security": lambda: security_main(["-rfy", ".", "--validate-only"]),
    }
    for command in commands:
        assert runs[command]() == 2, command
        errors = [text for text in capsys.readouterr().err.splitlines() if text.startswith("error: ")]
        assert len(errors) == 1 and re.match(rf"error: run\.yml:{line}:\d+: {re.escape(expected)}", errors[0]), errors
