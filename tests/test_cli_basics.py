import pytest

from tests.conftest import CLI_MODULES


@pytest.mark.parametrize("name", sorted(CLI_MODULES))
def test_every_command_has_help_and_version(run_cli, name):
    helped = run_cli(name, ["--help"])
    assert helped.returncode == 0, helped.stderr
    assert name in helped.stdout
    versioned = run_cli(name, ["--version"])
    assert versioned.returncode == 0
    assert "user_sim" in versioned.stdout


@pytest.mark.parametrize("name", sorted(CLI_MODULES))
def test_bad_flag_is_usage_error_without_traceback(run_cli, name):
    done = run_cli(name, ["--no-such-flag-here"])
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
