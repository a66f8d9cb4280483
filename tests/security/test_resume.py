"""results.jsonl is written case by case, so a crash loses nothing finished, and --resume completes the rest."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
import yaml

from tests.conftest import REPO, SRC, cli_env
from tests.security.fakes import make_project, refusing_bot
from user_sim.errors import UsageError
from user_sim.security.settings import SecuritySettings
from user_sim.testing import FakeTarget

CAMPAIGN = """\
    execution: {attempts: 3}
    attacks:
      - name: typoglycemia_attack
      - name: amnesia
    """


def lines(folder):
    return [json.loads(line) for line in (folder / "results.jsonl").read_text().splitlines()]


def test_interrupted_run_keeps_finished_cases_and_resume_completes_it(tmp_path, load, run):
    campaign = load(make_project(tmp_path, CAMPAIGN))
    sent = []

    def flaky(message, history):
        sent.append(message)
        if len(sent) == 4:
            raise KeyboardInterrupt
        return "no"

    with pytest.raises(KeyboardInterrupt):
        run(campaign, FakeTarget(flaky), workers=1, seed=11)
    [folder] = (tmp_path / "output" / "security_reports").iterdir()
    first = lines(folder)
    assert len(first) == 3
    assert list(folder.glob("security_report_*.yml")), "reports are written even when interrupted"

    target = FakeTarget(refusing_bot)
    outcome = run(campaign, target, workers=2, resume=folder.name)
    assert outcome.folder == folder and outcome.exit_code == 0
    assert target.calls["send"] == 3  # only the three cases not finished before
    assert len(outcome.records) == 6 and len(lines(folder)) == 6
    assert {r.key for r in outcome.records} == {c.key for c in campaign.cases}

    uninterrupted = run(campaign, FakeTarget(refusing_bot), workers=3, seed=11)
    assert [r.prompt for r in outcome.records] == [r.prompt for r in uninterrupted.records]


def test_an_interrupted_campaign_retries_no_llm_call_still_in_flight(tmp_path, load, run):
    """Ctrl-C: an attack generation or judge call in flight is not retried (its answer is unused), as in sensei-chat."""
    from user_sim.llm.base import ModelSpec
    from user_sim.security.execute.llm_clients import CampaignClients
    from user_sim.testing import FakeLLM

    clients = CampaignClients(None, tmp_path, model_factory=FakeLLM(respond=lambda call: "ok").for_spec)
    assert clients.pool.base(ModelSpec("m")).stopping is clients.stopping and not clients.stopping.is_set()

    def interrupted(message, history):
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run(load(make_project(tmp_path, CAMPAIGN)), FakeTarget(interrupted), workers=1, llm_factory=clients)
    assert clients.stopping.is_set()


def test_hard_crash_mid_run_leaves_finished_cases_on_disk(tmp_path, load, run):
    project = make_project(tmp_path, CAMPAIGN)
    driver = textwrap.dedent(f"""
        import os, sys
        from user_sim.testing import FakeTarget
        from tests.security.oracles import make_oracles
        from user_sim.security.execute import campaign_runner as runner
        from user_sim.security.plan import campaign as loading
        from user_sim.targets import factory
        from user_sim.cli.security_check import main
        from tests.security.fakes import register_fake_technology

        register_fake_technology()
        loading.ORACLES = runner.ORACLES = make_oracles()
        sent = []
        def bot(message, history):
            sent.append(message)
            if len(sent) == 4:
                os._exit(9)  # the process dies without any cleanup
            return "no"
        factory.build_target = lambda *a: FakeTarget(bot)
        sys.exit(main(["--run-from-yaml", {str(project)!r}, "--workers", "1", "--seed", "5", "--no-progress"]))
    """)
    env = cli_env({"PYTHONPATH": os.pathsep.join([str(SRC), str(REPO)])})
    done = subprocess.run(
        [sys.executable, "-c", driver], env=env, cwd=REPO, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 9, done.stderr
    [folder] = (project / "output" / "security_reports").iterdir()
    finished = lines(folder)
    assert len(finished) == 3 and all(r["status"] == "resilient" for r in finished)
    [summary] = folder.glob("security_report_*.yml")  # written as the run started: it says the run is going
    said = yaml.safe_load(summary.read_text(encoding="utf-8"))
    assert (said["stopped"], said["planned"]) == ("running", 6) and said["finished"] <= 3

    target = FakeTarget(refusing_bot)
    campaign = load(project)  # resumed as the command ran it: technology fake (run.yml), no connector_params
    options = SecuritySettings.for_campaign(campaign, technology="fake", resume=folder.name, show_progress=False)
    outcome = run(campaign, target, options=options)
    assert target.calls["send"] == 3 and len(outcome.records) == 6
    assert outcome.reports["suite"].is_file()


def test_resume_refuses_a_changed_campaign_or_unknown_run(tmp_path, load, run):
    project = make_project(tmp_path, CAMPAIGN)
    outcome = run(load(project), FakeTarget(refusing_bot), seed=3)
    (project / "security" / "security.yml").write_text(CAMPAIGN.replace("attempts: 3", "attempts: 4"))
    with pytest.raises(UsageError, match=r"security\.yml changed since that run"):
        run(load(project), FakeTarget(refusing_bot), resume=outcome.run_id)
    with pytest.raises(UsageError, match="no run found"):
        run(load(project), FakeTarget(refusing_bot), resume="20990101T000000Z-ffffff")
    with pytest.raises(UsageError, match="not a run id"):  # an id can never climb out of security_reports/
        run(load(project), FakeTarget(refusing_bot), resume="../../elsewhere")


def test_resume_refuses_another_chatbot_than_the_run_ran_against(tmp_path, load, run):
    """Cases against two chatbots in one run would be one verdict on neither: exit 2, naming the key, no value."""
    campaign = load(make_project(tmp_path, CAMPAIGN))

    def against(technology, params, resume=None):
        options = SecuritySettings.for_campaign(
            campaign, seed=3, technology=technology, connector_params=params, resume=resume, show_progress=False
        )
        return run(campaign, FakeTarget(refusing_bot), options=options)

    outcome = against("fake", {"token": "${BOT_TOKEN}"})
    before = {p: p.read_bytes() for p in outcome.folder.rglob("*") if p.is_file()}
    with pytest.raises(UsageError) as refused:
        against("fake", {"token": "${OTHER_TOKEN}"}, outcome.run_id)
    said = str(refused.value)
    assert "another chatbot or simulated user than that run ran with" in said
    assert "the chatbot's connector_params.token (another value)" in said and "TOKEN" not in said
    with pytest.raises(UsageError, match=r"the chatbot's technology \(was fake, is demo\)"):
        against("demo", {"token": "${BOT_TOKEN}"}, outcome.run_id)
    assert {p: p.read_bytes() for p in outcome.folder.rglob("*") if p.is_file()} == before
    assert against("fake", {"token": "${BOT_TOKEN}"}, outcome.run_id).folder == outcome.folder


OLD_BOT_URL_DIGEST = "digest:109114ee19dc3ae997525f7c16582c2f"
"""What run.json recorded for ``url: ${BOT_URL}`` before a ``${NAME}`` was digested as its value (as written)."""


def test_resume_of_a_run_that_recorded_a_reference_as_written_accepts_the_same_writing(
    tmp_path, load, run, monkeypatch
):
    """A run from before ``${NAME}`` was expanded, resumed with the very run.yml it ran with, was refused as
    "another chatbot", and its fix ("resume it with the connector_params it ran with") was what the user did."""
    campaign = load(make_project(tmp_path, CAMPAIGN))
    monkeypatch.setenv("BOT_URL", "http://127.0.0.1:9/chat")

    def against(params, resume=None):
        options = SecuritySettings.for_campaign(
            campaign, seed=3, technology="fake", connector_params=params, resume=resume, show_progress=False
        )
        return run(campaign, FakeTarget(refusing_bot), options=options)

    outcome = against({"url": "${BOT_URL}"})
    info_file = outcome.folder / "run.json"
    info = json.loads(info_file.read_text())
    info["identity"]["chatbot"]["connector_params.url"] = OLD_BOT_URL_DIGEST
    info_file.write_text(json.dumps(info))
    with pytest.raises(UsageError, match=r"the chatbot's connector_params\.url \(another value\)"):
        against({"url": "${OTHER_URL}"}, outcome.run_id)
    assert against({"url": "${BOT_URL}"}, outcome.run_id).folder == outcome.folder


def test_resume_accepts_a_raised_max_cost_and_nothing_else_changed(tmp_path, load, run):
    """After a budget stop the page says to raise the max_cost, then resume: that security.yml is the same campaign."""
    budgeted = CAMPAIGN.replace("attempts: 3", "attempts: 3, max_cost: 1.0")
    project = make_project(tmp_path, budgeted)
    outcome = run(load(project), FakeTarget(refusing_bot), seed=3)
    security = project / "security" / "security.yml"
    security.write_text(budgeted.replace("max_cost: 1.0", "max_cost: 0.5"))
    lowered = r"security\.yml: execution\.max_cost lowered \(was 1, is 0\.5\): a resume may raise a budget, never lower"
    with pytest.raises(UsageError, match=lowered):
        run(load(project), FakeTarget(refusing_bot), resume=outcome.run_id)
    security.write_text(budgeted.replace("attempts: 3", "attempts: 4"))
    with pytest.raises(UsageError, match=r"security\.yml changed since that run \(beyond a raised"):
        run(load(project), FakeTarget(refusing_bot), resume=outcome.run_id)
    security.write_text(budgeted.replace("max_cost: 1.0", "max_cost: 5.0"))
    assert run(load(project), FakeTarget(refusing_bot), resume=outcome.run_id).folder == outcome.folder


def test_resume_refuses_a_run_whose_run_json_is_truncated(tmp_path, load, run):
    project = make_project(tmp_path, CAMPAIGN)
    outcome = run(load(project), FakeTarget(refusing_bot), seed=3)
    info = outcome.folder / "run.json"
    info.write_text(info.read_text()[:40])
    with pytest.raises(UsageError, match=r"run\.json:\d+:\d+: not readable JSON"):
        run(load(project), FakeTarget(refusing_bot), resume=outcome.run_id)


def test_resume_after_dry_run_runs_every_case(tmp_path, load, run, oracles):
    from user_sim.security.execute.campaign_runner import run_campaign
    from user_sim.security.settings import SecuritySettings

    campaign = load(make_project(tmp_path, CAMPAIGN))
    dry = run_campaign(
        campaign,
        None,
        SecuritySettings.for_campaign(campaign, dry_run=True, seed=1, show_progress=False),
        oracles=oracles,
    )
    assert {r.status for r in dry.records} == {"skipped"}
    target = FakeTarget(refusing_bot)
    resumed = run(campaign, target, resume=dry.run_id, seed=1)
    assert target.calls["send"] == 6 and {r.status for r in resumed.records} == {"resilient"}
