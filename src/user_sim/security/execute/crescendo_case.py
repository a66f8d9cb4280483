"""A crescendo case inside a campaign: its own fresh session, each turn judged like a one-turn case."""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING

from user_sim.errors import TargetError
from user_sim.security.execute.crescendo_run import (
    ATTACKER_ROLE,
    CrescendoPlan,
    Judge,
    case_verdict,
    run_crescendo,
)
from user_sim.security.execute.executors import Attempt, Deadline
from user_sim.security.execute.generation import Generated, generate_text

if TYPE_CHECKING:
    from user_sim.security.execute.case import CampaignRuntime
    from user_sim.security.execute.case_record import CaseInProgress
    from user_sim.security.plan.cases import CasePlan, CaseRuntime


def run_crescendo_case(
    plan: CasePlan, rt: CampaignRuntime, case_rt: CaseRuntime, record: CaseInProgress, judge: Judge
) -> None:
    """Play the case's turns, judge each reply with ``judge``, and fill ``record`` (verdict, breached turn, turns)."""
    generation = rt.campaign.config.generation
    settings = CrescendoPlan.of(plan.draft.metadata, generation.model, generation.enabled)
    assert rt.sessions is not None
    try:
        session = rt.sessions.target.open_session()
    except TargetError as exc:
        failure = f"could not open a target session: {exc}"
        record.attempt = Attempt("crescendo", error=failure)
        record.finish("error", failure, error=("target", failure))
        return

    def attacker(request: str) -> Generated:
        return generate_text(case_rt, request, ATTACKER_ROLE)

    try:
        run = run_crescendo(settings, session, Deadline(rt.campaign.config.execution.timeout), judge, attacker)
    finally:
        session.close()
    record.attempt, turns = run.attempt, run.turns
    record.prompt = run.attempt.exchanges[-1].user if run.attempt.exchanges else record.prompt
    verdict, reason, turn, failed_stage = case_verdict(run)
    record.turn = turn
    record.metadata["turns"] = [asdict(t) for t in turns]
    record.metadata["attacker"] = "llm" if settings.use_llm else "ladder"
    record.judged(verdict, turns[-1].evidence if turns else [], turns[-1].judged_by if turns else "oracle")
    record.finish(verdict, reason, error=(failed_stage, reason) if failed_stage else None)
