"""A crescendo case inside a campaign: its own fresh session, each turn judged like a one-turn case."""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING

from user_sim.errors import TargetError
from user_sim.security.execute.crescendo_run import CrescendoPlan, Judge, case_verdict, run_crescendo
from user_sim.security.execute.executors import Attempt, Deadline

if TYPE_CHECKING:
    from user_sim.security.execute.case import CampaignRuntime, CaseClients, CaseInProgress
    from user_sim.security.plan.cases import CasePlan


def run_crescendo_case(
    plan: CasePlan, rt: CampaignRuntime, clients: CaseClients, record: CaseInProgress, judge: Judge
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

    attacker = (lambda: clients.get(rt.generation_spec)) if settings.use_llm else None
    try:
        attempt, turns = run_crescendo(
            settings, session, Deadline(rt.campaign.config.execution.timeout), judge, attacker
        )
    finally:
        session.close()
    record.attempt = attempt
    record.prompt = attempt.exchanges[-1].user if attempt.exchanges else record.prompt
    verdict, reason, turn = case_verdict(attempt, turns)
    record.turn = turn
    record.metadata["turns"] = [asdict(t) for t in turns]
    record.metadata["attacker"] = "llm" if settings.use_llm else "ladder"
    record.judged(verdict, turns[-1].evidence if turns else [], turns[-1].judged_by if turns else "oracle")
    error = ("target", reason) if verdict == "error" else None
    record.finish(verdict, reason, error=error)
