import pytest

from tests.conftest import CLI_MODULES


@pytest.mark.parametrize("name", sorted(CLI_MODULES))
def test_every_command_has_help_and_version(run_cli, name):
    helped = run_cli(name, ["--help"])
    assert helped.returncode == 0, helped.stderr
    assert name in helped.stdout
    assert "exit code" in helped.stdout.lower(), f"{name} --help does not state its exit codes"
    shared = "3 on an internal error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM), 141 the"
    assert shared in helped.stdout, f"{name} --help does not state the exit codes every command has (README)"
    versioned = run_cli(name, ["--version"])
    assert versioned.returncode == 0
    assert "user_sim" in versioned.stdout


@pytest.mark.parametrize("argv", [["labels", "--help"], ["shapes", "--help"], ["--evaluate", "RUN", "--help"]])
def test_every_sensei_check_mode_states_its_exit_codes(argv, capsys):
    from user_sim.cli.check import main

    assert main(argv) == 0
    shown = capsys.readouterr().out
    assert "exit codes: 0" in shown.lower() and "141 the\nreader of its standard output or standard error" in shown


@pytest.mark.parametrize("name", sorted(CLI_MODULES))
def test_bad_flag_is_usage_error_without_traceback(run_cli, name):
    done = run_cli(name, ["--no-such-flag-here"])
    assert done.returncode == 2
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("module", ["user_sim.cli.chat", "user_sim.cli.security_check"])
@pytest.mark.parametrize(("value", "shown"), [("abc", "'abc'"), ("0", "0"), ("257", "257")])
def test_run_flags_have_the_same_bounds_and_message_in_every_command(module, value, shown, capsys):
    import importlib

    assert importlib.import_module(module).main(["--workers", value]) == 2
    assert f"--workers: expected a whole number from 1 to 256, got {shown}" in capsys.readouterr().err


def test_every_console_script_is_the_shared_entry_point():
    """One wrapper (cli.common.console_script) parses, runs and exits for every command in pyproject.toml."""
    import importlib
    import tomllib

    from tests.conftest import REPO

    scripts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert set(scripts) == set(CLI_MODULES)
    for target in scripts.values():
        module, _, name = target.partition(":")
        assert getattr(importlib.import_module(module), name).__qualname__ == "console_script.<locals>.run", target


PRINTS_FOREVER = """
import argparse, sys
from user_sim.cli.common import command_main

def body(args):
    while True:
        print("a line of a long table")

sys.exit(command_main(body, lambda: argparse.ArgumentParser(prog="x"))([]))
"""


def test_a_reader_that_goes_away_ends_the_command_quietly_with_141() -> None:
    """``sensei-check … | head``: the closed pipe is not an internal error (exit 141, nothing on stderr)."""
    import subprocess
    import sys

    from tests.conftest import cli_env

    process = subprocess.Popen(
        [sys.executable, "-c", PRINTS_FOREVER], env=cli_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.read(100)
    process.stdout.close()  # the reader goes away, as ``head`` does
    error = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141, error
    assert error == ""


def test_a_broken_pipe_that_is_not_standard_output_is_an_internal_error() -> None:
    """Only a reader that went away ends quietly; a broken pipe anywhere else is reported (exit 3)."""
    import argparse
    import contextlib
    import io

    from user_sim.cli.common import command_main

    def body(args: argparse.Namespace) -> int:
        raise BrokenPipeError("a socket closed by its peer")

    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = command_main(body, lambda: argparse.ArgumentParser(prog="x"))([])
    assert code == 3
    assert "internal error: BrokenPipeError" in err.getvalue()


@pytest.mark.parametrize("raised", [SystemExit(), SystemExit(0), GeneratorExit("odd")])
def test_a_base_exception_from_inside_a_command_is_an_internal_error_never_exit_0(raised: BaseException) -> None:
    """A bot's ``sys.exit()`` reaching the command (or any BaseException but Ctrl-C) exits 3 with one line."""
    import argparse
    import contextlib
    import io

    from user_sim.cli.common import command_main

    def body(args: argparse.Namespace) -> int:
        raise raised

    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = command_main(body, lambda: argparse.ArgumentParser(prog="x"))([])
    assert code == 3 and f"internal error: {type(raised).__name__}" in err.getvalue()


def test_a_command_printing_through_rich_also_ends_with_141_when_its_reader_goes_away(tmp_path) -> None:
    """``sensei-validation-check … | head -1``: its table goes through rich, whose own answer was exit 1."""
    import os
    import subprocess
    import sys

    from tests.conftest import cli_env
    from tests.support.example_project import PIZZA_SHOP

    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the first line is written
    command = ["-m", "user_sim.cli.validation_check", "--profile", str(PIZZA_SHOP / "profiles")]
    try:
        done = subprocess.run(
            [sys.executable, *command, "--output", str(tmp_path)],
            env=cli_env(),
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 141, done.stderr
    assert done.stderr == ""
    assert (tmp_path / "errors.json").is_file()  # what was finished is on disk


SHARED_FOOTER = "141 the\nreader of its standard output or standard error went away"
CHECK_MODES = {
    "sensei-check": ("user_sim.cli.check", []),
    "sensei-check --evaluate": ("user_sim.cli.check_evaluate", ["--evaluate"]),
    "sensei-check labels": ("user_sim.cli.check_labels", ["labels"]),
    "sensei-check labels export": ("user_sim.cli.check_labels", ["labels", "export"]),
    "sensei-check labels import": ("user_sim.cli.check_labels", ["labels", "import"]),
    "sensei-check shapes": ("user_sim.cli.check_shapes", ["shapes"]),
}
"""Every sensei-check mode and subcommand: the module whose parser it has, and the words that reach it."""


def _help_cases() -> list[tuple[str, list[str]]]:
    """Each command, mode and subcommand asked for --help alone and right after each of its flags taking a value."""
    import importlib

    commands = {name: (module, []) for name, module in CLI_MODULES.items() if name != "sensei-check"}
    cases = []
    for name, (module, words) in {**commands, **CHECK_MODES}.items():
        parser = importlib.import_module(module).build_parser()
        if len(words) > 1:  # a subcommand: its own parser
            parser = next(a for a in parser._actions if a.choices and words[-1] in a.choices).choices[words[-1]]
        cases.append((name, [*words, "--help"]))
        for action in parser._actions:
            flags = [flag for flag in action.option_strings if flag.startswith("--")]
            if flags and action.nargs is None and flags[0] != "--help" and flags[0] not in words:
                cases.append((name, [*words, flags[0], "--help"]))
    return cases


@pytest.mark.parametrize(
    ("name", "argv"), _help_cases(), ids=lambda value: " ".join(value) if isinstance(value, list) else value
)
def test_help_anywhere_prints_the_help_of_that_mode_with_every_exit_code(name, argv, capsys):
    """``sensei-check --evaluate --help``, ``labels export --help``: its help, exit 0 (not "expected one argument")."""
    import importlib

    command = name.split()[0]
    code = importlib.import_module(CLI_MODULES[command]).main(argv)
    shown = capsys.readouterr()
    assert code == 0, shown.err
    assert shown.out.startswith(f"usage: {name} "), shown.out[:200]
    assert "exit code" in shown.out.lower()
    assert SHARED_FOOTER in shown.out, f"{' '.join(argv)}: the help does not end with the exit codes every command has"


@pytest.mark.parametrize(
    ("name", "argv"),
    [
        ("sensei-chat", ["-rfy", "{project}", "--output", "{file}"]),
        ("sensei-chat", ["-rfy", "{project}", "--output", "{file}/sub", "--dry-run"]),
        ("sensei-security-check", ["-rfy", "{project}", "--output", "{file}"]),
        ("sensei-validation-check", ["--profile", "{project}/profiles/order_steps.yml", "--output", "{file}"]),
        ("sensei-merge", ["{file}", "--output", "{file}"]),
    ],
)
def test_an_output_folder_flag_naming_a_file_is_one_line_exit_2(run_cli, tmp_path, name, argv):
    """Every command's output folder flag refuses a file in one message (never an internal error, exit 3)."""
    from tests.chat.fakes import copy_example

    project, file = copy_example(tmp_path), tmp_path / "afile"
    file.write_text("not a folder\n", encoding="utf-8")
    done = run_cli(name, [a.format(project=project, file=file) for a in argv], cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr == f"error: --output: {file} is a file, not a folder\n"
    assert file.read_text(encoding="utf-8") == "not a folder\n"


def test_an_error_with_standard_error_closed_is_not_written_into_standard_output(tmp_path):
    """``sensei-chat … 2>&-``: the error has nowhere to go: the exit code says it; stdout (data) stays clean."""
    import subprocess
    import sys

    from tests.conftest import cli_env

    command = [sys.executable, "-m", "user_sim.cli.chat", "-rfy", str(tmp_path / "nowhere")]
    done = subprocess.run(
        ["sh", "-c", 'exec "$@" 2>&-', "sh", *command], stdout=subprocess.PIPE, env=cli_env(), check=False
    )
    assert done.returncode == 2 and done.stdout == b"", done.stdout
