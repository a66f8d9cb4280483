"""The one merge of every run command's settings: flag over run.yml over default, paths, bounds, connector params."""

from pathlib import Path

import pytest

from user_sim.chat.settings import ChatRunConfig
from user_sim.cli import chat, common, security_check
from user_sim.config.run_flags import MAX_WORKERS
from user_sim.config.run_yml import RunFile
from user_sim.errors import ConfigError, UsageError
from user_sim.runs.settings import RunSettings
from user_sim.security.settings import SecuritySettings

PROJECT = Path("/projects/pizza")
CWD = Path("/home/me")
COMMANDS = [(ChatRunConfig, chat.build_parser), (SecuritySettings, security_check.build_parser)]
"""Each command's settings model and the parser of its flags."""


def _merged(model, parser, run_file, *argv):
    return model.merge(vars(parser().parse_args(list(argv))), run_file, PROJECT, cwd=CWD)


def _chat(run_file, *argv):
    return _merged(ChatRunConfig, chat.build_parser, run_file, *argv)


@pytest.mark.parametrize(("model", "parser"), COMMANDS)
def test_a_flag_beats_run_yml_which_beats_the_default(model, parser):
    default = _merged(model, parser, None)
    assert default.seed is None and default.technology is None and default.cache_mode == "normal"
    assert default.workers == model.model_fields["workers"].default  # chat: None (chosen at run time); security: 4
    rasa = {"technology": "rasa", "connector_params": {"base_url": "http://localhost:5005"}}
    run_file = RunFile(**rasa, workers=8, seed=3, execution_parameters=["ignore_cache"], output="out")
    from_file = _merged(model, parser, run_file)
    assert (from_file.technology, from_file.workers, from_file.seed, from_file.cache_mode) == ("rasa", 8, 3, "ignore")
    flags = ("-t", "demo", "-cp", "{}", "--workers", "2", "--seed", "0", "-cc")
    from_flags = _merged(model, parser, run_file, *flags)
    assert (from_flags.technology, from_flags.workers, from_flags.seed) == ("demo", 2, 0)
    assert from_flags.cache_mode == "ignore" and from_flags.clean_cache  # a key no flag names stays


@pytest.mark.parametrize(("model", "parser"), COMMANDS)
def test_flag_paths_start_at_the_current_folder_and_run_yml_paths_at_the_project(model, parser):
    from_file = _merged(model, parser, RunFile(output="out", junit="ci/junit.xml"))
    assert (from_file.output_dir, from_file.junit) == (PROJECT / "out", PROJECT / "ci" / "junit.xml")
    from_flags = _merged(model, parser, RunFile(output="out"), "--output", "elsewhere", "--junit", "j.xml")
    assert (from_flags.output_dir, from_flags.junit) == (CWD / "elsewhere", CWD / "j.xml")
    assert _merged(model, parser, None).output_root == PROJECT / "output"


def test_command_paths_follow_the_same_rule(tmp_path):
    def merged(model, parser, run_file, *argv):
        return model.merge(vars(parser().parse_args(list(argv))), run_file, tmp_path, cwd=CWD)

    (tmp_path / "attacks").mkdir()
    (tmp_path / "attacks" / "campaign.yml").touch()
    (tmp_path / "checks").mkdir()
    security = merged(SecuritySettings, security_check.build_parser, None)
    assert security.config == tmp_path / "security" / "security.yml"
    moved = RunFile.model_validate({"security": {"config": "attacks/campaign.yml"}})
    assert merged(SecuritySettings, security_check.build_parser, moved).config == tmp_path / "attacks/campaign.yml"
    given = merged(SecuritySettings, security_check.build_parser, moved, "-c", "c.yml", "--sarif", "s.sarif")
    assert (given.config, given.sarif) == (CWD / "c.yml", CWD / "s.sarif")
    assert merged(ChatRunConfig, chat.build_parser, None).rules == tmp_path / "rules"
    assert merged(ChatRunConfig, chat.build_parser, RunFile(rules="checks")).rules == tmp_path / "checks"
    assert _chat(RunFile(rules="checks"), "--no-rules").rules is None and _chat(RunFile(rules=False)).rules is None
    with pytest.raises(ConfigError, match=r"^rules: no such rule file or folder"):
        merged(ChatRunConfig, chat.build_parser, RunFile(rules="elsewhere"))


def test_every_run_command_has_the_same_run_flags_and_bounds():
    def run_flags(parser):
        actions = {a.dest: a for a in parser._actions}
        names = ("run_from_yaml", "technology", "connector_params", "workers", "seed", "output", "resume", "shard")
        return {n: (actions[n].option_strings, actions[n].type, actions[n].default) for n in names}

    assert run_flags(chat.build_parser()) == run_flags(security_check.build_parser())
    from user_sim.cli import check_evaluate

    def cache_flags(parser):
        return {(a.dest, *a.option_strings, a.default, a.help) for a in parser._actions if "cache" in a.dest}

    evaluate = cache_flags(check_evaluate.build_parser())
    assert {flag[0] for flag in evaluate} == {"ignore_cache", "update_cache"}
    assert evaluate < cache_flags(chat.build_parser()) == cache_flags(security_check.build_parser())
    assert chat.build_parser()._option_string_actions["--workers"].type is common.workers_count
    from user_sim.cli import check_labels

    export = check_labels.build_parser()._subparsers._group_actions[0].choices["export"]
    assert export._option_string_actions["--seed"].type is common.seed_number
    for model in (RunSettings, ChatRunConfig, SecuritySettings, RunFile):
        bounds = {
            type(m).__name__: getattr(m, "ge", getattr(m, "le", None)) for m in model.model_fields["workers"].metadata
        }
        assert bounds == {"Ge": 1, "Le": MAX_WORKERS}, model


@pytest.mark.parametrize(("model", "parser"), COMMANDS)
@pytest.mark.parametrize("workers", [0, MAX_WORKERS + 1])
def test_out_of_bounds_workers_are_usage_errors_in_every_model(model, parser, workers):
    with pytest.raises(UsageError, match="workers"):
        model.merge({"workers": workers}, None, PROJECT, cwd=CWD)


def test_chat_fields():
    run_file = RunFile(
        model="gpt-4o",
        html=False,
        connector_params={"url": "http://a"},
        execution_parameters=["verbose"],
        user_profile="a.yml",
        fail_on="inconclusive",  # the security gate: not sensei-chat's --fail-on
    )
    config = _chat(run_file)
    assert (config.model, config.html, config.verbose, config.user_profile) == ("gpt-4o", False, True, "a.yml")
    assert config.connector_params == {"url": "http://a"} and config.fail_on == "failed"
    config = _chat(run_file, "--model", "scripted", "--html", "-cp", "url=http://b,timeout=5", "-up", "b.yml")
    assert (config.model, config.html, config.user_profile) == ("scripted", True, "b.yml")
    assert config.connector_params == {"url": "http://b", "timeout": "5"}
    assert _chat(None, "--fail-on", "never").fail_on == "never"


def test_no_html_junit_dry_run_resume_and_shard_flags():
    config = _chat(None, "--no-html", "--dry-run", "--resume", "20250102T030405Z-1a2b3c", "--shard", "2/4")
    assert config.html is False and config.dry_run and config.resume == "20250102T030405Z-1a2b3c"
    assert config.shard == "2/4"


def test_security_fields():
    run_file = RunFile(fail_on="inconclusive", dry_run=True)
    settings = _merged(SecuritySettings, security_check.build_parser, run_file, "--baseline", "R1", "--no-progress")
    assert (settings.fail_on, settings.dry_run, settings.baseline) == ("inconclusive", True, "R1")
    assert not settings.show_progress and _merged(SecuritySettings, security_check.build_parser, None).show_progress
    assert _merged(SecuritySettings, security_check.build_parser, run_file, "--fail-on", "never").fail_on == "never"
    assert _merged(SecuritySettings, security_check.build_parser, None, "--shard", "2/3").shard == "2/3"


def test_cache_flags():
    assert _chat(None, "--update-cache").cache_mode == "update"
    assert _chat(None, "-ic", "-cc").cache_mode == "ignore" and _chat(None, "-cc").clean_cache
    with pytest.raises(UsageError, match="contradict"):
        _chat(RunFile(update_cache=True), "--ignore-cache")


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
    assert RunSettings.merge({"connector_params": raw}, None, PROJECT).connector_params == expected


@pytest.mark.parametrize("raw", ['{"a": ', '{"a": 1} trailing', "justtext", "=value", "a=1,b"])
def test_bad_connector_params_are_usage_errors(raw):
    with pytest.raises(UsageError, match="--connector-params"):
        RunSettings.merge({"connector_params": raw}, None, PROJECT)
    with pytest.raises(ConfigError, match=r"^connector_params"):
        RunSettings.merge({}, RunFile(connector_params=raw), PROJECT)
