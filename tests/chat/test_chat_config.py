from pathlib import Path

import pytest

from user_sim.chat.settings import build_chat_config, parse_connector_params
from user_sim.cli.chat import _flags, build_parser
from user_sim.config.run_yml import RunFile
from user_sim.errors import UsageError

PROJECT = Path("/projects/pizza")
CWD = Path("/home/me")


def _flags_of(*argv):
    return _flags(build_parser().parse_args(list(argv)))


def _merged(run_file, *argv):
    return build_chat_config(_flags_of(*argv), run_file, PROJECT, cwd=CWD)


def test_defaults_without_run_yml():
    config = _merged(None)
    # workers None: chosen at run time by user_sim.chat.workers
    assert (config.workers, config.seed, config.html, config.cache_mode) == (None, None, True, "normal")
    assert config.output_root == PROJECT / "output"
    assert config.user_profile is None and config.connector_params == {}


def test_flags_win_over_run_yml_and_run_yml_wins_over_defaults():
    run_file = RunFile(
        technology="rasa",
        workers=8,
        seed=3,
        model="gpt-4o",
        html=False,
        connector_params={"url": "http://a"},
        execution_parameters=["ignore_cache", "verbose"],
        user_profile="a.yml",
        output="out",
    )
    config = _merged(run_file)
    assert (config.technology, config.workers, config.seed, config.model, config.html) == (
        "rasa",
        8,
        3,
        "gpt-4o",
        False,
    )
    assert config.cache_mode == "ignore" and config.verbose
    assert config.output_dir == PROJECT / "out"  # run.yml paths are relative to the project
    config = _merged(
        run_file,
        "-t",
        "demo",
        "--workers",
        "2",
        "--seed",
        "0",
        "--model",
        "scripted",
        "--html",
        "-cp",
        "url=http://b,timeout=5",
        "-up",
        "b.yml",
        "--output",
        "elsewhere",
    )
    assert (config.technology, config.workers, config.seed, config.model, config.html) == (
        "demo",
        2,
        0,
        "scripted",
        True,
    )
    assert config.connector_params == {"url": "http://b", "timeout": "5"}
    assert config.user_profile == "b.yml"
    assert config.output_dir == CWD / "elsewhere"  # flag paths are relative to the current directory


def test_no_html_and_junit_flags():
    config = _merged(None, "--no-html", "--junit", "ci/junit.xml", "--dry-run", "--resume", "20250102T030405Z-1a2b3c")
    assert config.html is False and config.junit == CWD / "ci" / "junit.xml"
    assert config.dry_run and config.resume == "20250102T030405Z-1a2b3c"


def test_cache_flags():
    assert _merged(None, "--update-cache").cache_mode == "update"
    assert _merged(None, "-ic", "-cc").cache_mode == "ignore" and _merged(None, "-cc").clean_cache
    with pytest.raises(UsageError, match="contradict"):
        _merged(RunFile(update_cache=True), "--ignore-cache")


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (None, {}),
        ("", {}),
        ('{"base_url": "http://localhost", "port": 8080}', {"base_url": "http://localhost", "port": 8080}),
        ("base_url=http://localhost:5005, port=8080", {"base_url": "http://localhost:5005", "port": "8080"}),
        ({"token": "${TOKEN}"}, {"token": "${TOKEN}"}),
    ],
)
def test_connector_params_forms(raw, expected):
    assert parse_connector_params(raw) == expected


@pytest.mark.parametrize("raw", ['{"a": ', '{"a": 1} trailing', "justtext", "=value", "a=1,b"])
def test_bad_connector_params_are_usage_errors(raw):
    with pytest.raises(UsageError, match="connector-params"):
        parse_connector_params(raw)
