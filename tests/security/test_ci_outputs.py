"""CI outputs: --baseline gates on new findings only, SARIF 2.1.0 validates, OWASP/ATLAS tags in every report."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest
import yaml

from tests.support.faulty_bot import FaultyBot
from tests.support.servers import running, url_of
from user_sim.cli.merge import main as merge_main
from user_sim.cli.security_check import main

SCHEMA = Path(__file__).parents[1] / "security" / "data" / "sarif-schema-2.1.0.json"
SECURITY = {
    "security_test_name": "ci",
    "execution": {"attempts": 1},
    "generation": {"enabled": False},
    "attacks": [{"name": "system_prompt_stealer"}, {"name": "amnesia"}, {"name": "crescendo"}],
}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "security").mkdir()
    (tmp_path / "security" / "security.yml").write_text(yaml.safe_dump(SECURITY), encoding="utf-8")
    (tmp_path / "run.yml").write_text("technology: demo\nconnector_params: {flaws: false}\n", encoding="utf-8")
    return tmp_path


def _run(project: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, Path]:
    code = main(["--run-from-yaml", str(project), "--no-progress", "--seed", "3", *extra])
    out = capsys.readouterr().out
    runs = sorted((project / "output" / "security_reports").iterdir(), key=lambda p: p.stat().st_mtime_ns)
    return code, out, runs[-1]


def test_baseline_gates_on_new_breaches_only(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, fixed_run = _run(project, capsys)
    assert code == 0
    code, out, flawed_run = _run(project, capsys, "-cp", "flaws=true", "--baseline", fixed_run.name)
    assert code == 1
    assert "1 new" in out and "new: system_prompt_stealer/system_prompt_stealer_1" in out
    code, out, _ = _run(project, capsys, "-cp", "flaws=true", "--baseline", str(flawed_run))
    assert code == 0
    assert "0 new" in out and "still open: system_prompt_stealer/system_prompt_stealer_1" in out
    code, out, last = _run(project, capsys, "--baseline", flawed_run.name)
    assert code == 0 and "fixed: system_prompt_stealer/system_prompt_stealer_1" in out
    summary = yaml.safe_load(next(last.glob("security_report_*.yml")).read_text(encoding="utf-8"))
    suite = list(yaml.safe_load_all(next(last.glob("ci_*.yml")).read_text(encoding="utf-8")))
    assert suite[0]["baseline"]["fixed"] == ["system_prompt_stealer/system_prompt_stealer_1"]
    assert all(r["tags"] and r["atlas"] for r in summary["results"])


def test_an_unknown_baseline_is_a_usage_error(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--run-from-yaml", str(project), "--no-progress", "--baseline", "nope"]) == 2
    assert "--baseline nope" in capsys.readouterr().err


def test_sarif_validates_and_every_report_carries_tags_turns_and_judges(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, run = _run(project, capsys, "-cp", "flaws=true", "--sarif", str(project / "out.sarif"))
    assert code == 1
    sarif = json.loads((project / "out.sarif").read_text(encoding="utf-8"))
    jsonschema.Draft4Validator(json.loads(SCHEMA.read_text(encoding="utf-8"))).validate(sarif)
    results = sarif["runs"][0]["results"]
    assert {r["ruleId"] for r in results} == {"system_prompt_stealer"}  # the breach; resilient cases are no result
    rule_ids = [rule["id"] for rule in sarif["runs"][0]["tool"]["driver"]["rules"]]
    assert sorted(rule_ids) == ["amnesia", "crescendo", "system_prompt_stealer"]
    assert all(r["properties"]["owasp"] and r["properties"]["atlas"] for r in results)
    breached = [r for r in results if r["kind"] == "fail"]
    assert breached and all(r["level"] == "error" for r in breached)
    assert all(r["locations"][0]["physicalLocation"]["region"]["startLine"] > 1 for r in results)
    rules = sarif["runs"][0]["tool"]["driver"]["rules"]
    assert all("AML.T0056" in rule["properties"]["tags"] for rule in rules if rule["id"] != "amnesia")
    assert "LLM07" in out and "AML.T0056" in out  # console table
    junit = ET.parse(run / "junit.xml").getroot()
    props = {p.get("name") for p in junit.iter("property")}
    assert {"owasp", "atlas", "judged_by"} <= props
    record = next(
        json.loads(line)
        for line in (run / "results.jsonl").read_text(encoding="utf-8").splitlines()
        if json.loads(line)["attack"] == "system_prompt_stealer"
    )
    assert record["oracle"]["judged_by"] == "oracle" and record["atlas"]


def test_sarif_says_whether_the_run_ran_to_its_end_and_names_the_cases_that_did_not_run(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    code, _, finished = _run(project, capsys)
    assert code == 0
    sarif = json.loads((finished / "security.sarif").read_text(encoding="utf-8"))
    jsonschema.Draft4Validator(schema).validate(sarif)
    assert sarif["runs"][0]["invocations"] == [
        {"executionSuccessful": True, "properties": {"stopped": None, "planned": 3, "finished": 3}}
    ]
    # the fixed bot: no result (a resilient case would be a false code-scanning alert), every attack a rule
    assert sarif["runs"][0]["results"] == [] and len(sarif["runs"][0]["tool"]["driver"]["rules"]) == 3
    assert sarif["runs"][0]["properties"]["verdicts"]["resilient"] == 3
    stop_on_breach = SECURITY | {"execution": {"attempts": 1, "stop_on_breach": True}}
    (project / "security" / "security.yml").write_text(yaml.safe_dump(stop_on_breach), encoding="utf-8")
    code, _, stopped = _run(project, capsys, "-cp", "flaws=true", "--workers", "1")
    assert code == 1
    sarif = json.loads((stopped / "security.sarif").read_text(encoding="utf-8"))
    jsonschema.Draft4Validator(schema).validate(sarif)
    [invocation] = sarif["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False
    assert invocation["properties"] == {"stopped": "stop_on_breach", "planned": 3, "finished": 1}
    why, *cases = invocation["toolExecutionNotifications"]
    assert why["descriptor"]["id"] == "incomplete"
    assert "1 of 3 planned cases ran (stop_on_breach)" in why["message"]["text"]
    assert [(n["descriptor"]["id"], n["associatedRule"]["id"], n["level"]) for n in cases] == [
        ("not_run", "amnesia", "error"),
        ("not_run", "crescendo", "error"),
    ]
    assert [r["ruleId"] for r in sarif["runs"][0]["results"]] == ["system_prompt_stealer"]


@pytest.mark.parametrize("stderr", ["closed", "reader-gone"])
def test_the_junit_and_sarif_copies_are_written_whatever_happens_to_standard_error(project: Path, stderr: str) -> None:
    """``sensei-security-check … --junit j.xml --sarif s.sarif 2>&-`` (standard error closed before it starts), or
    standard error a pipe whose reader exits: the copies asked for are the run's reports, as when the console is
    there; the run ends as usual (0: the bot has no flaws), or output_closed (141) when a reader went away."""
    import subprocess
    import sys

    from tests.conftest import cli_env

    args = ["-m", "user_sim.cli.security_check", "-rfy", project, "--junit", "out/j.xml", "--sarif", "out/s.sarif"]
    command = [sys.executable, *map(str, args)]
    if stderr == "closed":
        done = subprocess.run(["sh", "-c", 'exec "$@" 2>&-', "sh", *command], cwd=project, env=cli_env(), timeout=120)
        assert done.returncode == 0
    else:
        process = subprocess.Popen(
            command, cwd=project, env=cli_env(), stderr=subprocess.PIPE, stdout=subprocess.DEVNULL
        )
        assert process.stderr is not None
        process.stderr.close()  # the reader goes before the progress's first line
        assert process.wait(timeout=120) == 141
    [run] = (project / "output" / "security_reports").iterdir()
    assert (project / "out" / "j.xml").read_bytes() == (run / "junit.xml").read_bytes()
    assert (project / "out" / "s.sarif").read_bytes() == (run / "security.sarif").read_bytes()


def test_a_case_the_run_could_not_judge_is_neither_fixed_nor_new(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, flawed_run = _run(project, capsys, "-cp", "flaws=true")
    assert code == 1
    with running(FaultyBot("error")) as bot:
        failing = json.dumps({"base_url": url_of(bot), "timeout": 5})
        code, out, run = _run(project, capsys, "-t", "rasa", "-cp", failing, "--baseline", flawed_run.name)
    assert code == 3
    assert "0 new, 0 fixed, 0 still open, 1 not judged" in out
    assert "not judged: system_prompt_stealer/system_prompt_stealer_1" in out and "fixed: " not in out
    suite = list(yaml.safe_load_all(next(run.glob("ci_*.yml")).read_text(encoding="utf-8")))
    assert suite[0]["baseline"]["fixed"] == [] and suite[0]["baseline"]["new"] == []
    assert suite[0]["baseline"]["not_judged"] == ["system_prompt_stealer/system_prompt_stealer_1"]
    page = (run / "report.html").read_text(encoding="utf-8")
    assert "0 new, 0 fixed, 0 still open, 1 not judged" in page
    assert "not judged</span></td><td>system_prompt_stealer/system_prompt_stealer_1" in page


def test_the_reports_show_the_configured_target_address_as_the_console_does(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    redacting = SECURITY | {"redact": True}
    (project / "security" / "security.yml").write_text(yaml.safe_dump(redacting), encoding="utf-8")
    with running(FaultyBot("error")) as bot:
        failing = ["-t", "rasa", "-cp", json.dumps({"base_url": url_of(bot), "timeout": 5})]
        code, out, run = _run(project, capsys, *failing)
        shards = [_run(project, capsys, *failing, "--shard", f"{k}/2")[2] for k in (1, 2)]
    assert code == 3
    address = url_of(bot).removeprefix("http://")
    assert address in out
    assert merge_main([*map(str, shards), "--output", str(project / "merged")]) == 3
    [merged] = (project / "merged" / "security_reports").iterdir()
    for folder, report in [(f, r) for f in (run, merged) for r in ("report.html", "results.jsonl", "security.sarif")]:
        text = (folder / report).read_text(encoding="utf-8")
        assert address in text and "REDACTED:ip_address" not in text, folder / report


def test_a_sarif_rule_carries_the_tags_of_every_case_of_its_attack() -> None:
    """owasp_pack's probes span LLM01..LLM10: its rule is not tagged with its first probe's category alone."""
    from tests.security.fakes import case_record
    from user_sim.security.report.sarif import sarif_log

    first = case_record(
        key="0:a", attack="owasp_pack", case_id="a", status="breached", tags=["LLM01"], atlas=["AML.T0051.000"]
    )
    second = case_record(
        key="0:b", attack="owasp_pack", case_id="b", status="error", tags=["LLM07", "LLM01"], atlas=["AML.T0056"]
    )
    other = case_record(
        key="1:c", attack="amnesia", case_id="c", status="inconclusive", tags=["LLM01"], atlas=["AML.T0051.000"]
    )
    run = sarif_log([first, other, second], "r", "security/security.yml", {0: 3, 1: 9}, {})["runs"][0]
    rules = {rule["id"]: rule["properties"] for rule in run["tool"]["driver"]["rules"]}
    assert rules["owasp_pack"] == {
        "tags": ["LLM01", "LLM07", "AML.T0051.000", "AML.T0056"],
        "owasp": ["LLM01", "LLM07"],
        "atlas": ["AML.T0051.000", "AML.T0056"],
    }
    assert rules["amnesia"]["owasp"] == ["LLM01"]
    assert [(r["ruleId"], r["ruleIndex"]) for r in run["results"]] == [
        ("owasp_pack", 0),
        ("amnesia", 1),
        ("owasp_pack", 0),
    ]


def test_sarif_locates_security_yml_from_the_root_of_its_repository(tmp_path: Path) -> None:
    """GitHub code scanning reads a location from the repository's root: a project in a folder of the repository
    (examples/pizza-shop) pointed at ``security/security.yml``, a file the repository does not have there."""
    project = tmp_path / "repo" / "bots" / "pizza"
    (project / "security").mkdir(parents=True)
    (tmp_path / "repo" / ".git").mkdir()
    (project / "security" / "security.yml").write_text(yaml.safe_dump(SECURITY), encoding="utf-8")
    (project / "run.yml").write_text("technology: demo\n", encoding="utf-8")
    outside = tmp_path / "elsewhere.yml"
    outside.write_text(yaml.safe_dump(SECURITY), encoding="utf-8")
    for config, uri in ((project / "security" / "security.yml", "bots/pizza/security/security.yml"),
                        (outside, outside.as_uri())):  # fmt: skip
        sarif = project / "out.sarif"
        main(["-rfy", str(project), "-c", str(config), "--seed", "3", "--no-progress", "--sarif", str(sarif)])
        results = json.loads(sarif.read_text(encoding="utf-8"))["runs"][0]["results"]
        assert {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results} == {uri}


def test_sarif_results_are_the_cases_that_are_not_resilient_and_the_run_counts_every_verdict() -> None:
    """GitHub code scanning ignores ``kind``: each ``pass`` result opened an alert (30 on the pizza-shop campaign).
    Only breached (error) and unjudged (review, level none: no vulnerability claimed) cases are results; every
    attack is still a rule and the run's properties count every verdict as the console does."""
    from tests.security.fakes import case_record
    from user_sim.security.report.sarif import sarif_log

    statuses = ["resilient", "breached", "inconclusive", "error", "skipped", "resilient"]
    records = [
        case_record(key=f"{i}:c{i}", case_id=f"c{i}", attack="amnesia" if i else "quiet", status=status)
        for i, status in enumerate(statuses)
    ]
    run = sarif_log(records, "r", "security/security.yml", {}, {})["runs"][0]
    jsonschema.Draft4Validator(json.loads(SCHEMA.read_text(encoding="utf-8"))).validate({"version": "2.1.0",
                                                                                          "runs": [run]})  # fmt: skip
    assert [(r["properties"]["case_id"], r["kind"], r["level"]) for r in run["results"]] == [
        ("c1", "fail", "error"),
        ("c2", "review", "none"),
        ("c3", "review", "none"),
    ]
    assert [rule["id"] for rule in run["tool"]["driver"]["rules"]] == ["quiet", "amnesia"]
    assert {r["ruleIndex"] for r in run["results"]} == {1}
    assert run["properties"] == {
        "cases": 6,
        "verdicts": {"resilient": 2, "breached": 1, "inconclusive": 1, "error": 1, "skipped": 1},
        "unlisted_verdicts": ["resilient", "skipped"],
    }
