"""A bad connector parameter in run.yml, as sensei-chat and sensei-validation-check report it: at its place, exit 2.

``${ENV}`` values are checked once expanded (and never printed); a file a parameter names must exist.
"""

import json
import re
from pathlib import Path

from tests.support.example_project import copy_example

SECRET = "s3cret-not-a-bool"


def _project(tmp_path: Path, technology: str, params: str) -> Path:
    """The pizza-shop example with run.yml's technology and connector_params replaced; its bot.py beside it."""
    project = copy_example(tmp_path / "pizza-shop")
    run_yml = project / "run.yml"
    text = run_yml.read_text(encoding="utf-8").replace("technology: demo", f"technology: {technology}", 1)
    run_yml.write_text(text.replace("connector_params:\n", f"connector_params: {params}\n", 1), encoding="utf-8")
    (project / "bot.py").write_text('def reply(message):\n    return "Which pizza would you like?"\n')
    return project


def _place(project: Path, key: str) -> str:
    """``run.yml:LINE:`` of the line where connector_params' ``key`` is written."""
    lines = (project / "run.yml").read_text(encoding="utf-8").splitlines()
    return f"run.yml:{next(n for n, text in enumerate(lines, 1) if f'{key}:' in text and 'connector' in text)}:"


def _one_error(stderr: str) -> str:
    errors = [line for line in stderr.splitlines() if line.startswith("error: ")]
    assert len(errors) == 1, stderr
    assert "Traceback" not in stderr
    return errors[0]


def _chat(run_cli, project: Path, *flags: str, env: dict[str, str] | None = None):
    return run_cli("sensei-chat", ["-rfy", project, *flags], cwd=project.parent, env=env)


def _validate(run_cli, project: Path, env: dict[str, str] | None = None):
    return run_cli("sensei-validation-check", ["--profile", project], cwd=project.parent, env=env)


def test_a_bad_value_from_the_environment_is_reported_at_its_key_without_the_value(run_cli, tmp_path):
    project = _project(tmp_path, "demo", '{flaws: "${PIZZA_FLAWS}"}')
    env = {"PIZZA_FLAWS": SECRET}
    expected = "connector_params.flaws: '${PIZZA_FLAWS}' (from the environment) is not a valid boolean for 'demo'"
    for done in (_chat(run_cli, project, env=env), _chat(run_cli, project, "--dry-run", env=env)):
        assert done.returncode == 2, done.stdout + done.stderr
        line = _one_error(done.stderr)
        assert re.match(rf"error: \S*{re.escape(_place(project, 'flaws'))}\d+: {re.escape(expected)}", line), line
        assert "(expected true or false)" in line
        assert SECRET not in done.stdout + done.stderr
    assert not (project / "output").exists()  # no run folder
    done = _validate(run_cli, project, env)
    assert done.returncode == 2, done.stdout + done.stderr
    assert expected in _one_error(done.stderr) and SECRET not in done.stdout + done.stderr
    errors = json.loads((project / "output" / "validation" / "errors.json").read_text(encoding="utf-8"))
    assert SECRET not in json.dumps(errors) and "connector_params.flaws" in json.dumps(errors)


def test_a_variable_that_is_not_set_is_reported_at_its_key_before_any_run_folder(run_cli, tmp_path):
    project = _project(tmp_path, "python", '{callable: "${PIZZA_BOT}"}')
    done = _chat(run_cli, project)
    assert done.returncode == 2, done.stdout + done.stderr
    expected = "connector_params.callable: environment variable 'PIZZA_BOT' is not set"
    line = _one_error(done.stderr)
    assert re.match(rf"error: \S*{re.escape(_place(project, 'callable'))}\d+: {re.escape(expected)}", line), line
    assert not (project / "output").exists()
    # nothing is called: a dry run and the validation need no secret
    assert _chat(run_cli, project, "--dry-run").returncode == 0
    assert _validate(run_cli, project).returncode == 0
    # once set, the file it names is checked (and, coming from the environment, not shown)
    done = _chat(run_cli, project, "--dry-run", env={"PIZZA_BOT": "bots.py:reply"})
    assert done.returncode == 2, done.stdout + done.stderr
    assert "connector_params.callable: '${PIZZA_BOT}' (from the environment) names no such file" in done.stderr
    assert "bots.py" not in done.stderr


def test_a_python_target_file_that_does_not_exist_is_reported_at_its_key_with_its_close_name(run_cli, tmp_path):
    project = _project(tmp_path, "python", '{callable: "bots.py:reply"}')
    expected = f"connector_params.callable: no such file '{project / 'bots.py'}'; did you mean '{project / 'bot.py'}'?"
    chats = [_chat(run_cli, project), _chat(run_cli, project, "--dry-run")]
    assert not (project / "output").exists()  # no run folder
    for done in [*chats, _validate(run_cli, project)]:
        assert done.returncode == 2, done.stdout + done.stderr
        line = _one_error(done.stderr)
        assert re.match(rf"error: \S*{re.escape(_place(project, 'callable'))}\d+: {re.escape(expected)}", line), line


def test_a_connector_config_file_that_does_not_exist_is_reported_at_its_key(run_cli, tmp_path):
    project = _project(tmp_path, "custom", "{config_path: connectors/shop.yml}")
    expected = f"connector_params.config_path: no such file '{project / 'connectors' / 'shop.yml'}'"
    for done in (_chat(run_cli, project, "--dry-run"), _validate(run_cli, project)):
        assert done.returncode == 2, done.stdout + done.stderr
        line = _one_error(done.stderr)
        assert re.match(rf"error: \S*{re.escape(_place(project, 'config_path'))}\d+: {re.escape(expected)}", line)
        assert line.endswith("(there is no folder " + str(project / "connectors") + ")"), line


def _security(run_cli, project: Path, env: dict[str, str] | None = None):
    return run_cli("sensei-security-check", ["-rfy", project], cwd=project.parent, env=env)


def _assert_placed(done, project: Path, key: str, expected: str, *, secret: str | None = None) -> None:
    assert done.returncode == 2, done.stdout + done.stderr
    line = _one_error(done.stderr)
    assert re.match(rf"error: \S*{re.escape(_place(project, key))}\d+: {re.escape(expected)}", line), line
    assert secret is None or secret not in done.stdout + done.stderr


OPENAI = 'base_url: "http://127.0.0.1:9/v1", model: bot'


def test_a_header_value_with_a_control_character_is_refused_at_its_key_without_the_value(run_cli, tmp_path):
    env = {"QA_KEY": "sk-SECRET-456\nx", "QA_H": "Bearer sk-SECRET-789\r\nx"}
    project = _project(tmp_path, "openai_compatible", f"{{{OPENAI}, api_key_env: QA_KEY}}")
    expected = "connector_params.api_key_env: environment variable 'QA_KEY' holds a control character"
    for done in (_chat(run_cli, project, env=env), _security(run_cli, project, env)):
        _assert_placed(done, project, "api_key_env", expected, secret="SECRET")
        assert "the value is not shown" in done.stderr
    project = _project(tmp_path / "h", "openai_compatible", f'{{{OPENAI}, headers: {{Authorization: "${{QA_H}}"}}}}')
    done = _chat(run_cli, project, env=env)
    _assert_placed(done, project, "headers", "connector_params.headers: ", secret="SECRET")
    assert "(from the environment) holds a control character" in done.stderr


def test_a_header_value_that_starts_with_whitespace_is_refused_at_its_key_unshown(run_cli, tmp_path):
    env = {"QA_H": " sk-SECRET-789", "QA_KEY": " sk-SECRET-456"}
    project = _project(tmp_path, "openai_compatible", f'{{{OPENAI}, headers: {{Authorization: "${{QA_H}}"}}}}')
    expected = "connector_params.headers: {'Authorization': '${QA_H}'} (from the environment) starts with whitespace"
    for done in (_chat(run_cli, project, env=env), _security(run_cli, project, env), _validate(run_cli, project, env)):
        _assert_placed(done, project, "headers", expected, secret="SECRET")
        assert "which an HTTP header cannot carry; the value is not shown" in done.stderr
    project = _project(tmp_path / "literal", "openai_compatible", f'{{{OPENAI}, headers: {{X-Key: "\tabc"}}}}')
    expected = "connector_params.headers: the value starts with whitespace"
    _assert_placed(_chat(run_cli, project), project, "headers", expected)
    project = _project(tmp_path / "key", "openai_compatible", f"{{{OPENAI}, api_key_env: QA_KEY}}")
    expected = "connector_params.api_key_env: environment variable 'QA_KEY' starts with whitespace"
    _assert_placed(_chat(run_cli, project, env=env), project, "api_key_env", expected, secret="SECRET")


def test_a_header_value_that_ends_with_whitespace_is_sent_so_it_passes(run_cli, tmp_path):
    """requests sends it (a recipient drops trailing whitespace): refusing it refused what ran before."""
    import requests

    sent = requests.Request("GET", "http://127.0.0.1:9/", headers={"Authorization": "Bearer sk-abc "}).prepare()
    assert sent.headers["Authorization"] == "Bearer sk-abc "
    env = {"QA_H": "Bearer sk-abc ", "QA_KEY": "sk-abc\t"}
    params = f'{{{OPENAI}, headers: {{Authorization: "${{QA_H}}", X-Mode: "fast "}}, api_key_env: QA_KEY}}'
    project = _project(tmp_path, "openai_compatible", params)
    done = _validate(run_cli, project, env)
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_target_error_shows_a_value_from_the_environment_by_its_name(run_cli, tmp_path):
    project = _project(tmp_path, "openai_compatible", '{base_url: "${QA_URL}", model: bot}')
    done = _chat(run_cli, project, env={"QA_URL": "http://127.0.0.1:9/v1?key=sk-SECRET-789"})
    assert done.returncode == 3, done.stdout + done.stderr
    assert "target unreachable: cannot connect to ${QA_URL}" in done.stderr
    assert "SECRET" not in done.stdout + done.stderr


def test_a_timeout_that_is_not_greater_than_0_is_placed_in_every_command(run_cli, tmp_path):
    for n, timeout in enumerate(("-5", "0")):
        project = _project(tmp_path / str(n), "openai_compatible", f"{{{OPENAI}, timeout: {timeout}}}")
        expected = f"connector_params.timeout: {float(timeout):g} is not a valid number for 'openai_compatible'"
        for done in (_chat(run_cli, project), _security(run_cli, project)):
            _assert_placed(done, project, "timeout", expected)
            assert "(it must be greater than 0)" in done.stderr
    project = _project(tmp_path / "env", "openai_compatible", f'{{{OPENAI}, timeout: "${{QA_TIMEOUT}}"}}')
    env = {"QA_TIMEOUT": "-5.4321"}  # distinctive: a pytest folder such as pytest-531 holds "-5"
    expected = "connector_params.timeout: '${QA_TIMEOUT}' (from the environment) is not a valid number"
    for done in (_chat(run_cli, project, env=env), _security(run_cli, project, env)):
        _assert_placed(done, project, "timeout", expected, secret="-5.4321")
        assert "(expected a number greater than 0)" in done.stderr
    done = _validate(run_cli, project, env)
    assert done.returncode == 2 and expected in _one_error(done.stderr), done.stdout + done.stderr


def test_a_shell_default_is_refused_at_its_key(run_cli, tmp_path):
    project = _project(tmp_path, "openai_compatible", '{base_url: "${QA_URL:-http://127.0.0.1:9/v1}", model: bot}')
    expected = "connector_params.base_url: '${QA_URL:-http://127.0.0.1:9/v1}': only ${NAME} is expanded"
    _assert_placed(_chat(run_cli, project, "--dry-run"), project, "base_url", expected)


def test_a_bad_value_from_a_sensei_connector_file_is_placed_in_that_file(run_cli, tmp_path):
    project = _project(tmp_path, "demo", "")
    run_yml = project / "run.yml"
    run_yml.write_text(run_yml.read_text(encoding="utf-8").replace("connector_params: \n", ""), encoding="utf-8")
    with run_yml.open("a", encoding="utf-8") as out:
        out.write("connector: data/connectors/demo.yml\n")
    (project / "data" / "connectors").mkdir(parents=True)
    connector = project / "data" / "connectors" / "demo.yml"
    for text, expected in (
        ("config:\n  bogus: 1\n", "config.bogus: unknown parameter 'bogus' for 'demo'"),
        ('config:\n  flaws: "${QA_F}"\n', "config.flaws: environment variable 'QA_F' is not set"),
    ):
        connector.write_text(text, encoding="utf-8")
        done = _chat(run_cli, project)
        assert done.returncode == 2, done.stdout + done.stderr
        line = _one_error(done.stderr)
        assert re.match(rf"error: \S*data/connectors/demo\.yml:2:\d+: {re.escape(expected)}", line), line


def test_a_callable_the_module_does_not_have_is_placed_with_its_close_name(run_cli, tmp_path):
    project = _project(tmp_path, "python", '{callable: "bot.py:replyy"}')
    expected = "connector_params.callable: 'bot.py' has no attribute 'replyy'; did you mean 'reply'?"
    for done in (_chat(run_cli, project), _security(run_cli, project)):
        _assert_placed(done, project, "callable", expected)
    given = _chat(run_cli, project, "--connector-params", "callable=bot.py:replyy")  # the flag's, not run.yml's
    assert given.returncode == 2, given.stdout + given.stderr
    flagged = "error: --connector-params: 'bot.py' has no attribute 'replyy'; did you mean 'reply'?"
    assert _one_error(given.stderr) == flagged, given.stderr
    project = _project(tmp_path / "bare", "python", '{callable: "bot.py"}')
    expected = "connector_params.callable: 'bot.py' should be 'package.module:function' or 'file.py:function'"
    for done in (_chat(run_cli, project), _chat(run_cli, project, "--dry-run")):
        _assert_placed(done, project, "callable", expected)
