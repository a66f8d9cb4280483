"""Run one case: build its prompt, deliver it with its executor, judge the final reply, return its record.

A target failure, a refused generation or a failed judge is a *value* (``error`` / ``inconclusive``);
``BudgetExceeded`` and other UserSimErrors propagate so the runner can stop starting cases.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from user_sim.errors import TargetError, UserSimError
from user_sim.llm.base import ModelSpec
from user_sim.security.execute.case_record import CaseClients, CaseInProgress
from user_sim.security.execute.crescendo_case import run_crescendo_case
from user_sim.security.execute.executors import (
    EMPTY_REPLY,
    EXECUTORS,
    Attempt,
    Deadline,
    ExecutorSetup,
    WarmupUserFactory,
)
from user_sim.security.execute.generation import rephrase
from user_sim.security.execute.llm_clients import LLMFactory
from user_sim.security.judge.escalation import Escalation, judged_by
from user_sim.security.judge.judging import (
    KNOWN_SECRETS,
    OracleRegistry,
    build_oracle,
    judge,
    judge_model,
    known_secret_leak,
    needs_llm,
    params_context,
)
from user_sim.security.oracles.base import Judgement, Observation
from user_sim.security.plan.campaign import Campaign, EntryPlan
from user_sim.security.plan.cases import CasePlan, CaseRuntime, PromptDraft, case_seed
from user_sim.security.plan.variables import FunctionLoader
from user_sim.security.records import CaseRecord
from user_sim.targets.base import Target, TargetSession

log = logging.getLogger(__name__)


def model_spec(block: Any, temperature: float) -> ModelSpec:
    """The ModelSpec of a ``generation`` or ``simulation`` block (default model when none is named)."""
    return ModelSpec(
        block.model or "gpt-4o-mini",
        block.provider,
        temperature,
        block.base_url,
        block.api_key_env,
        timeout=block.timeout,
        max_concurrency=block.max_concurrency,
    )


class SessionPool:
    """Fresh sessions per attempt, or one shared session (with a lock) per attack with ``reset_session: false``."""

    def __init__(self, target: Target) -> None:
        self.target = target
        self._shared: dict[int, TargetSession] = {}
        self._locks: dict[int, threading.Lock] = {}
        self._guard = threading.Lock()

    def lock_for(self, entry_index: int) -> threading.Lock:
        """The lock that serialises cases sharing one session."""
        with self._guard:
            return self._locks.setdefault(entry_index, threading.Lock())

    def shared(self, entry_index: int) -> TargetSession:
        """The attack's shared session, opened on first use."""
        if entry_index not in self._shared:
            self._shared[entry_index] = self.target.open_session()
        return self._shared[entry_index]

    def close(self) -> None:
        """Close every shared session."""
        for session in self._shared.values():
            session.close()


@dataclass
class CampaignRuntime:
    """What every case of one run shares."""

    campaign: Campaign
    target: Target | None
    oracles: OracleRegistry
    llm_factory: LLMFactory
    """The case's clients; their meters carry the run's budget (``execution.max_cost``)."""
    seed: int
    is_refusal: Callable[[str], bool]
    warmup_user_factory: WarmupUserFactory
    facts: dict[str, Any] = field(default_factory=dict)
    load_function: FunctionLoader = field(default_factory=FunctionLoader)
    sessions: SessionPool | None = None
    escalation: Escalation | None = None
    """Sends inconclusive verdicts of deterministic oracles to an LLM judge (``escalation`` in security.yml)."""

    @property
    def generation_spec(self) -> ModelSpec:
        """The generation model."""
        block = self.campaign.config.generation
        return model_spec(block, block.temperature)

    @property
    def simulation_spec(self) -> ModelSpec:
        """The warm-up user's model."""
        block = self.campaign.config.simulation
        return model_spec(block, block.temperature)


def run_case(plan: CasePlan, rt: CampaignRuntime) -> CaseRecord:
    """Run one case end to end and return its record (never raises for a target, generation or judge failure)."""
    started = time.monotonic()
    entry = rt.campaign.entries[plan.entry_index]
    seed = case_seed(rt.seed, plan.index)
    clients = CaseClients(rt.llm_factory, seed)
    case_rt = CaseRuntime(
        random.Random(seed),
        seed,
        lambda: clients.get(rt.generation_spec),
        rt.is_refusal,
        rt.campaign.target_context,
        rt.load_function,
    )
    record = CaseInProgress(plan, entry, seed)
    try:
        _run(plan, entry, rt, case_rt, clients, record)
    except UserSimError:
        raise
    except Exception as exc:  # a bug in an attack, project function or executor: this case is an error
        log.debug("case %s failed", plan.key, exc_info=True)
        record.finish("error", f"internal error: {type(exc).__name__}: {exc}", error=("internal", str(exc)))
    return record.record(cost=clients.cost, duration=time.monotonic() - started)


def skipped_record(plan: CasePlan, rt: CampaignRuntime) -> CaseRecord:
    """The record of a case listed by ``--dry-run`` (nothing is built, sent or judged)."""
    record = CaseInProgress(plan, rt.campaign.entries[plan.entry_index], case_seed(rt.seed, plan.index))
    record.prompt = plan.draft.preview
    record.finish("skipped", "dry run: the case was planned but not sent")
    return record.record(cost=0.0, duration=0.0)


def _run(
    plan: CasePlan,
    entry: EntryPlan,
    rt: CampaignRuntime,
    case_rt: CaseRuntime,
    clients: CaseClients,
    record: CaseInProgress,
) -> None:
    draft = plan.draft.build(case_rt)
    record.metadata.update(draft.metadata)
    if draft.text is None:
        record.finish(
            "inconclusive", f"no attack prompt: {draft.inconclusive}", error=("generation", draft.inconclusive)
        )
        return
    prompt = _maybe_rephrased(draft, entry, case_rt, record)
    if prompt is None:  # rephrasing was asked for and its call failed: the original is not what was asked
        failure = str(record.metadata["rephrase"])
        record.finish("inconclusive", f"no attack prompt: {failure}", error=("generation", failure))
        return
    record.prompt = prompt
    if draft.metadata.get("multi_turn") == "crescendo" or plan.draft.metadata.get("multi_turn") == "crescendo":

        def judge_turn(message: str, reply: str, attempt: Attempt) -> tuple[Judgement, str]:
            return judge_reply(plan, rt, clients, attempt, message, reply)

        run_crescendo_case(plan, rt, case_rt, record, judge_turn)
        return
    attempt = _deliver(record.prompt, entry, rt, record.seed, clients)
    record.attempt = attempt
    reply = attempt.attack_reply
    if attempt.error is not None:
        record.finish("error", attempt.error, error=(attempt.failed, attempt.error))
    elif reply is None or not reply.strip():  # the target said nothing: not judged, so never a pass (exit 3)
        record.finish("inconclusive", EMPTY_REPLY, error=("target", EMPTY_REPLY))
    else:
        _judge(plan, rt, clients, record, attempt, reply, draft.stand_in)


def _maybe_rephrased(draft: PromptDraft, entry: EntryPlan, case_rt: CaseRuntime, record: CaseInProgress) -> str | None:
    """The prompt to send: reworded when the entry asks (the original after a refusal); None when the call failed."""
    assert draft.text is not None
    if not entry.entry.rephrase:
        return draft.text
    result = rephrase(case_rt, draft.text, draft.protected)
    record.metadata["original_prompt"] = draft.text
    if result.failed:
        record.metadata["rephrase"] = f"rephrasing failed: {result.reason}"
        return None
    record.metadata["rephrase"] = result.reason if result.text else f"original kept: {result.reason}"
    return result.text or draft.text


def _deliver(prompt: str, entry: EntryPlan, rt: CampaignRuntime, seed: int, clients: CaseClients) -> Attempt:
    execution = entry.entry.execution
    setup = ExecutorSetup(execution, seed, entry.identity, rt.simulation_spec, rt.warmup_user_factory, clients.get)
    executor = EXECUTORS.get(execution.mode).from_setup(setup)
    deadline = Deadline(rt.campaign.config.execution.timeout)
    assert rt.sessions is not None
    if not execution.reset_session:
        with rt.sessions.lock_for(entry.index):
            try:
                session = rt.sessions.shared(entry.index)
            except TargetError as exc:
                return Attempt(execution.mode, error=f"could not open a target session: {exc}")
            return executor.run(prompt, session, deadline)
    try:
        session = rt.sessions.target.open_session()
    except TargetError as exc:
        return Attempt(execution.mode, error=f"could not open a target session: {exc}")
    try:
        return executor.run(prompt, session, deadline)
    finally:
        session.close()


def judge_reply(
    plan: CasePlan, rt: CampaignRuntime, clients: CaseClients, attempt: Attempt, prompt: str, reply: str
) -> tuple[Judgement, str]:
    """Judge one reply of a case (escalating an inconclusive deterministic verdict); return it and who made it."""
    spec = plan.draft.oracle
    llm_oracle = needs_llm(spec, rt.oracles)
    llm = clients.get(judge_model(spec, rt.generation_spec)) if llm_oracle else None
    oracle = build_oracle(spec, rt.oracles, llm, params_context(rt.campaign.project_dir, rt.campaign.security_dir))
    sent = tuple(e.user for e in attempt.exchanges)
    transcript = tuple(pair for e in attempt.exchanges for pair in (("user", e.user), ("assistant", e.assistant or "")))
    context = {
        "target_context": rt.campaign.target_context,
        "attack": plan.attack,
        "case_id": plan.case_id,
        "project_dir": str(rt.campaign.project_dir),
        "security_dir": str(rt.campaign.security_dir),
        **rt.facts,
    }
    observation = Observation(reply, prompt, sent, transcript, context)
    judged = judge(oracle, observation)
    if (leak := _secret_leak(spec.type, judged, observation)) is not None:
        return leak, KNOWN_SECRETS
    if judged.outcome == "inconclusive" and not llm_oracle and rt.escalation is not None:
        decided = rt.escalation.decide(spec.type, observation, clients.get)
        if decided is not None and (decided.outcome != "inconclusive" or decided.judge_failed):
            return decided, judged_by(False, True)  # a failed judge leaves the case unjudged, never passed
    return judged, judged_by(llm_oracle, False)


def _secret_leak(oracle: str, judged: Judgement, observation: Observation) -> Judgement | None:
    """The breach of the target's known secrets that the case's own oracle missed, saying what that oracle said."""
    if oracle == "system_prompt_leakage" or judged.outcome not in ("resilient", "inconclusive"):
        return None  # that oracle read the secrets itself; a breach is already one; an oracle bug stays an error
    leak = known_secret_leak(observation)
    if leak is None:
        return None
    return Judgement("breached", f"{leak.reason} (the case's own {oracle} oracle said {judged.outcome})", leak.evidence)


def _judge(
    plan: CasePlan,
    rt: CampaignRuntime,
    clients: CaseClients,
    record: CaseInProgress,
    attempt: Attempt,
    reply: str,
    stand_in: str | None,
) -> None:
    """Judge the reply; a fallback judged resilient says nothing of the attack asked for (``PromptDraft.stand_in``)."""
    judged, who = judge_reply(plan, rt, clients, attempt, record.prompt, reply)
    record.judged(judged.outcome, judged.evidence, who)
    failure = judged.failed_stage
    if stand_in is not None and judged.outcome == "resilient":
        not_run = f"the attack asked for was not run ({stand_in}); the fallback sent instead was judged resilient"
        record.finish("inconclusive", f"{not_run}: {judged.reason}", error=("generation", stand_in))
        return
    record.finish(judged.outcome, judged.reason, error=(failure, judged.reason) if failure else None)
