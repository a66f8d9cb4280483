"""Run a validated campaign: preflight, cases in parallel, results written as they finish, honest exit code.

Order of events: everything that could make the whole run pointless is checked first (the redactor, the LLM
clients and warm-up user it will need, the target's health check), then the run folder is created, then cases
run on ``workers`` threads. Each finished case is appended to ``results.jsonl`` at once; a budget stop, a
``stop_on_breach`` or Ctrl-C stops *starting* cases, waits for the running ones, and writes every report.
"""

from __future__ import annotations

import secrets
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from datetime import datetime
from pathlib import Path
from typing import Any

from user_sim import __version__
from user_sim.config.profile import SCRIPTED_MODEL as SCRIPTED
from user_sim.errors import BudgetExceeded, UsageError, UserSimError
from user_sim.llm.base import LLMClient, ModelSpec
from user_sim.runs.budget_raise import RAISE_ONLY, budgets_lowered, plan_sha256
from user_sim.runs.completion import RUNNING
from user_sim.runs.console import OutputClosed
from user_sim.runs.files import write_json
from user_sim.runs.folder import RUN_FILE, create_run_folder, open_run_folder, read_run_info, utc_now
from user_sim.runs.identity import check_same_identity
from user_sim.runs.interrupt import ABORTED, OUTPUT_CLOSED, STOP_ON_BREACH, RunAborted, stop_reason
from user_sim.runs.parallel import run_parallel
from user_sim.runs.progress import ProgressDisplay
from user_sim.runs.run_info import RunIdentity, recorded_identity
from user_sim.runs.shard import Shard, parse_shard
from user_sim.security.execute.case import CampaignRuntime, SessionPool, run_case, skipped_record
from user_sim.security.execute.executors import WarmupUserFactory
from user_sim.security.execute.llm_clients import LLMFactory
from user_sim.security.execute.results_log import (
    FINISHED,
    Redactor,
    ResultsLog,
    pii_redactor,
    read_results,
    redact_deep,
)
from user_sim.security.judge.escalation import Escalation
from user_sim.security.judge.judging import OracleRegistry, judge_model, load_builtin_oracles, needs_llm
from user_sim.security.oracles.base import ORACLES
from user_sim.security.plan.campaign import Campaign
from user_sim.security.plan.cases import CasePlan
from user_sim.security.records import CaseRecord
from user_sim.security.report.baseline import baseline_folder
from user_sim.security.report.finish import (
    CampaignInterrupted,
    CampaignOutcome,
    RunEnd,
    completion_of,
    finish_campaign,
    write_running_reports,
)
from user_sim.security.settings import SecuritySettings
from user_sim.targets.base import Target
from user_sim.targets.identity import chatbot_identity, digests_as_written
from user_sim.targets.params import target_addresses

COMMAND = "sensei-security-check"
"""The command named in run.json (``sensei-merge`` tells the kinds of run apart by it)."""
SHARD_NEEDS_SEED = (
    "--shard needs a fixed seed: give --seed N (or seed: in run.yml) and the same one to every shard, so that "
    "every shard plans the cases of one run (without it each run draws a random seed)"
)
"""The simulation model that needs no LLM (the engine's deterministic scripted user)."""


def run_campaign(
    campaign: Campaign,
    target: Target | None,
    options: SecuritySettings,
    *,
    llm_factory: LLMFactory | None = None,
    oracles: OracleRegistry | None = None,
    redactor: Redactor | None = None,
    warmup_user_factory: WarmupUserFactory | None = None,
    is_refusal: Callable[[str], bool] | None = None,
    clock: Callable[[], datetime] = utc_now,
) -> CampaignOutcome:
    """Run ``campaign`` against ``target`` (None only for dry runs) and write results and reports.

    Every collaborator left None is the real one: the built-in oracles, the PII redactor (when the campaign
    redacts), the project's LLM clients, the shared refusal detector and the engine's warm-up user.
    """
    if options.shard is not None and options.seed is None and not options.resume:
        raise UsageError(SHARD_NEEDS_SEED)  # before anything is built or contacted
    if oracles is None:
        load_builtin_oracles()
        oracles = ORACLES
    if not campaign.redact:
        redactor = None
    elif redactor is None:
        redactor = pii_redactor(target_addresses(options.connector_params))
    rt = _runtime(campaign, target, options, oracles, llm_factory, is_refusal, warmup_user_factory)
    if not options.dry_run:
        _preflight(rt)
    root = (options.output_dir or campaign.project_dir / "output") / "security_reports"
    baseline = baseline_folder(root, options.baseline) if options.baseline else None
    run_id, folder, rt.seed, shard = _open_folder(root, campaign, options, clock, redactor)
    planned = shard.select(campaign.cases, lambda case: case.key) if shard is not None else campaign.cases
    return _Run(rt, options, run_id, folder, redactor, baseline, planned).execute()


def _runtime(
    campaign: Campaign,
    target: Target | None,
    options: SecuritySettings,
    oracles: OracleRegistry,
    llm_factory: LLMFactory | None,
    is_refusal: Callable[[str], bool] | None,
    warmup_user_factory: WarmupUserFactory | None,
) -> CampaignRuntime:
    """What every case runs with: the real collaborator for each one left None, the escalation judge if enabled."""
    if is_refusal is None:
        from user_sim.security.detect.refusal import is_refusal as shared_detector

        is_refusal = shared_detector
    if warmup_user_factory is None:
        from user_sim.security.execute.warmup_user import EngineWarmupUsers

        warmup_user_factory = EngineWarmupUsers(campaign.project_dir)
    llm_factory = llm_factory or _llm_factory(campaign, options)
    facts = _target_facts(target)
    rt = CampaignRuntime(campaign, target, oracles, llm_factory, 0, is_refusal, warmup_user_factory, facts)
    if campaign.config.escalation.enabled:
        rt.escalation = Escalation(campaign.config.escalation, campaign.config.generation)
    return rt


def _target_facts(target: Target | None) -> dict[str, Any]:
    """Facts a target may expose for oracles (its system prompt, canary strings), when it has them."""
    facts = {name: getattr(target, name) for name in ("system_prompt", "canaries") if hasattr(target, name)}
    return {k: v for k, v in facts.items() if v}


def _llm_factory(campaign: Campaign, options: SecuritySettings) -> LLMFactory:
    if not options.dry_run:
        from user_sim.security.execute.llm_clients import CampaignClients

        return CampaignClients(campaign.config.execution.max_cost, campaign.project_dir, options.cache_mode)

    def no_model_in_dry_runs(spec: ModelSpec, seed: int) -> LLMClient:
        raise UserSimError("a dry run calls no model")

    return no_model_in_dry_runs


def _preflight(rt: CampaignRuntime) -> None:
    """Fail before anything is sent when a model, the warm-up user or the target cannot be used.

    Building a client calls nothing: the real factory checks there that the model can be built and that a
    budget has its price (ConfigError), so these come before the target's health check.
    """
    if rt.target is None:
        raise UsageError("a target is needed to run the campaign (use a dry run to only list the cases)")
    cases = rt.campaign.cases
    entries = rt.campaign.entries.values()
    specs = {judge_model(c.draft.oracle, rt.generation_spec) for c in cases if needs_llm(c.draft.oracle, rt.oracles)}
    if any(c.draft.needs_llm for c in cases) or any(e.entry.rephrase for e in entries):
        specs.add(rt.generation_spec)
    if rt.escalation is not None:
        specs.add(rt.escalation.spec)
    warmups = [e.identity for e in entries if e.identity is not None]
    if warmups and rt.simulation_spec.model != SCRIPTED:
        specs.add(rt.simulation_spec)
    for spec in sorted(specs, key=repr):
        rt.llm_factory(spec, 0)
    for identity in warmups:
        rt.warmup_user_factory(identity, rt.simulation_spec, 0, lambda spec: rt.llm_factory(spec, 0))
    rt.target.health_check()


def _open_folder(
    root: Path, campaign: Campaign, options: SecuritySettings, clock: Callable[[], datetime], redactor: Redactor | None
) -> tuple[str, Path, int, Shard | None]:
    if options.resume:
        return _reopen(root, campaign, options, redactor)
    seed = options.seed if options.seed is not None else secrets.randbits(32)
    run_id, folder = create_run_folder(root, clock=clock)
    run_info = {
        "run_id": run_id,
        "command": COMMAND,
        "tool": f"user_sim {__version__}",
        "started_at": clock().isoformat(),
        "seed": seed,
        "config": str(campaign.path),
        "config_sha256": campaign.digest,
        "project_dir": str(campaign.project_dir),
        "security_test_name": campaign.config.name,
        "workers": options.workers,
        "target_addresses": list(target_addresses(options.connector_params)),
        "fail_on": options.fail_on,
        "dry_run": options.dry_run,
        "cases": len(campaign.cases),
        **({"shard": options.shard} if options.shard is not None else {}),
    }
    kept = {"identity": _identity(options).model_dump(), **_budget_and_plan(campaign)}  # digests: not for the redactor
    write_json(folder / RUN_FILE, redact_deep(run_info, redactor) | kept)
    return run_id, folder, seed, parse_shard(options.shard) if options.shard is not None else None


def _reopen(
    root: Path, campaign: Campaign, options: SecuritySettings, redactor: Redactor | None
) -> tuple[str, Path, int, Shard | None]:
    """``--resume``: the run's folder, seed and shard, after checking that the flags agree with them."""
    assert options.resume is not None
    folder = open_run_folder(root, options.resume)
    run = read_run_info(folder)
    if run.get("config_sha256") != redact_deep(campaign.digest, redactor) and not _only_budget_raised(run, campaign):
        raise UsageError(f"--resume {options.resume}: {_changed(run, campaign)}")
    if options.seed is not None and options.seed != run.get("seed"):
        raise UsageError(f"--resume {options.resume}: that run used --seed {run.get('seed')}")
    fix = (
        "resume it with the technology and connector_params (and the files they name) it ran with, or start a new "
        "run (without --resume)"
    )
    written = digests_as_written(options.technology, options.connector_params)
    check_same_identity(
        recorded_identity(run), _identity(options), f"--resume {options.resume}", "that run", fix, written
    )
    recorded = run.get("shard")
    if options.shard is not None and options.shard != recorded:
        was = f"shard {recorded}" if recorded else "not a shard"
        raise UsageError(f"--resume {options.resume}: that run is {was}; resume it without --shard")
    return options.resume, folder, int(run["seed"]), parse_shard(recorded) if recorded else None


def _budget_and_plan(campaign: Campaign) -> dict[str, Any]:
    """run.json's ``plan_sha256`` (the campaign as validated, its budget left out) and ``max_cost``."""
    plan = plan_sha256(campaign.config, {"execution": {"max_cost"}})
    return {"plan_sha256": plan, "max_cost": campaign.config.execution.max_cost}


def _only_budget_raised(run: dict[str, Any], campaign: Campaign) -> bool:
    """security.yml changed since the run only to raise (or remove) ``execution.max_cost``: the same cases.

    The advice after a budget stop (raise the max_cost, then resume) holds; runs from before ``plan_sha256``: no.
    """
    return run.get("plan_sha256") == _budget_and_plan(campaign)["plan_sha256"] and not _lowered(run, campaign)


def _lowered(run: dict[str, Any], campaign: Campaign) -> list[str]:
    """``execution.max_cost`` lowered (or newly set) since the run, as ``runs.budget_raise`` says it."""
    now = _budget_and_plan(campaign)["max_cost"]
    return budgets_lowered({"execution.max_cost": run.get("max_cost")}, {"execution.max_cost": now})


def _changed(run: dict[str, Any], campaign: Campaign) -> str:
    """Why a resume with security.yml as it is now is refused."""
    lowered = _lowered(run, campaign)
    if run.get("plan_sha256") == _budget_and_plan(campaign)["plan_sha256"] and lowered:
        return f"security.yml: {', '.join(lowered)}: {RAISE_ONLY}; put it back, or start a new run"
    return "security.yml changed since that run (beyond a raised execution.max_cost); start a new run"


def _identity(options: SecuritySettings) -> RunIdentity:
    """The chatbot the campaign runs against (its simulated users and judges are security.yml's, kept by digest)."""
    return RunIdentity(chatbot=chatbot_identity(options.technology, options.connector_params, options.project_dir))


class _Run:
    """One execution of the case list into one run folder."""

    def __init__(
        self,
        rt: CampaignRuntime,
        options: SecuritySettings,
        run_id: str,
        folder: Path,
        redactor: Redactor | None,
        baseline: Path | None,
        planned: list[CasePlan],
    ) -> None:
        self.rt, self.options, self.run_id, self.folder, self.redactor = rt, options, run_id, folder, redactor
        self.baseline, self.planned = baseline, planned
        earlier = read_results(folder) if options.resume else {}
        self.records = {k: r for k, r in earlier.items() if r.status in FINISHED}
        # stored keys went through the redactor too, so compare like with like
        self.todo = [c for c in planned if redact_deep(c.key, redactor) not in self.records]
        self.stopped: str | None = None
        self.started = self.last_report = time.monotonic()

    def execute(self) -> CampaignOutcome:
        if self.rt.target is not None:
            self.rt.sessions = SessionPool(self.rt.target)
        log = ResultsLog(self.folder, self.redactor)
        try:
            self._write_running_reports()
            if self._run_all(log):  # as sensei-chat: the files say output_closed, guarded() exits 141
                self.stopped = self.stopped or OUTPUT_CLOSED
                raise OutputClosed(sys.stderr)
        except KeyboardInterrupt as exc:
            self.stopped = stop_reason(exc)
            if isinstance(stopping := getattr(self.rt.llm_factory, "stopping", None), threading.Event):
                stopping.set()  # CampaignClients': the calls still in flight are not retried (their answers unused)
            raise CampaignInterrupted(self._close(exc)) from exc
        except BaseException as exc:  # an internal error: the reports say it aborted the run (never a Ctrl-C), exit 3
            self.stopped = self.stopped or stop_reason(exc)
            self._close(exc)
            if self.stopped.startswith(ABORTED):  # guarded(): the error, and how to resume
                raise RunAborted(self.run_id, self.stopped) from exc
            raise
        return self._close(None)

    def _close(self, stop: BaseException | None) -> CampaignOutcome:
        """Close the sessions and write every report; a crash doing so after a ``stop`` says both (RunAborted)."""
        try:
            if self.rt.sessions is not None:
                self.rt.sessions.close()
            return self._finish()
        except Exception as again:
            if stop is None or self.stopped is None:
                raise
            raise RunAborted(self.run_id, self.stopped) from again

    def _run_all(self, log: ResultsLog) -> bool:
        """Run the cases still to do; True when the progress's reader (standard error's) went away meanwhile."""
        progress = ProgressDisplay(enabled=None if self.options.show_progress else False)
        progress.start(len(self.todo), "security cases")
        try:
            if self.options.dry_run:
                for plan in self.todo:
                    self._keep(skipped_record(plan, self.rt), log, progress)
            else:
                self._parallel(log, progress)
        finally:
            progress.close()
        return progress.closed

    def _parallel(self, log: ResultsLog, progress: ProgressDisplay) -> None:
        pending = list(reversed(self.todo))

        def next_case() -> CasePlan | None:
            return pending.pop() if pending and self.stopped is None else None

        run_parallel(
            next_case,
            lambda plan: run_case(plan, self.rt),
            lambda future: self._collect(future, log, progress),
            workers=self.options.workers,
            name="security-case",
        )

    def _collect(self, future: Future[CaseRecord], log: ResultsLog, progress: ProgressDisplay) -> None:
        try:
            record = future.result()
        except BudgetExceeded as exc:
            self.stopped = self.stopped or stop_reason(exc)
            return
        self._keep(record, log, progress)
        if record.status == "breached" and self.rt.campaign.config.execution.stop_on_breach:
            self.stopped = self.stopped or STOP_ON_BREACH

    def _keep(self, record: CaseRecord, log: ResultsLog, progress: ProgressDisplay) -> None:
        log.append(record)
        self.records[redact_deep(record.key, self.redactor)] = record
        progress.advance(f"{record.attack}:{record.case_id}")
        if time.monotonic() - self.last_report >= self.options.report_interval_s:
            self._write_running_reports()

    def _write_running_reports(self) -> None:
        """The reports so far, saying the run is going (all a run killed outright leaves)."""
        write_running_reports(self.rt.campaign, *self._end(RUNNING))
        self.last_report = time.monotonic()

    def _finish(self) -> CampaignOutcome:
        return finish_campaign(self.rt.campaign, *self._end(self.stopped))

    def _end(self, stopped: str | None) -> tuple[list[CaseRecord], RunEnd]:
        """The records so far in campaign order, and how the run stands: ``stopped``, what has not run."""
        records = sorted(self.records.values(), key=lambda r: r.index)
        end = RunEnd(
            self.run_id,
            self.folder,
            self.rt.seed,
            time.monotonic() - self.started,
            completion_of(self.planned, self.records, stopped, self.redactor),
            self.options.fail_on,
            self.redactor,
            self.baseline,
            self.options.report_copies,
        )
        return records, end
