"""One case's record as it runs (:class:`CaseInProgress`) and the model clients it uses (:class:`CaseClients`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from user_sim.core.usage import TallyingClient, UsageTally
from user_sim.llm.base import ModelSpec
from user_sim.security.execute.executors import Attempt
from user_sim.security.execute.llm_clients import LLMFactory
from user_sim.security.oracles.base import Outcome
from user_sim.security.plan.campaign import EntryPlan
from user_sim.security.plan.cases import CasePlan, Verdict
from user_sim.security.records import CaseRecord, OracleResult
from user_sim.security.taxonomy import tags_of


class CaseClients:
    """The clients one case uses, built lazily (a case that calls no model builds none), tallying its cost."""

    def __init__(self, factory: LLMFactory, seed: int) -> None:
        self.factory, self.seed = factory, seed
        self.tally = UsageTally()
        self._clients: dict[ModelSpec, TallyingClient] = {}

    def get(self, spec: ModelSpec) -> TallyingClient:
        """The client for ``spec`` (one per model per case)."""
        if spec not in self._clients:
            self._clients[spec] = TallyingClient(self.factory(spec, self.seed), self.tally)
        return self._clients[spec]

    @property
    def cost(self) -> float:
        """Dollars this case spent (calls of unknown price count 0)."""
        return round(sum(call.cost or 0.0 for call in self.tally.calls_made), 8)


class CaseInProgress:
    """Accumulates one case's record as it runs."""

    def __init__(self, plan: CasePlan, entry: EntryPlan, seed: int) -> None:
        self.plan, self.entry, self.seed = plan, entry, seed
        self.prompt = ""
        self.attempt: Attempt | None = None
        self.metadata: dict[str, Any] = dict(plan.draft.metadata)
        self.oracle = OracleResult(type=plan.draft.oracle.type, params=dict(plan.draft.oracle.params))
        """The case's oracle, and what it found once it judged."""
        self.status: Verdict = "error"
        self.reason = ""
        self.errors: list[dict[str, str]] = []
        self.turn: int | None = None
        """The first breached turn of a multi-turn case."""

    def judged(self, outcome: Outcome, evidence: Iterable[str], who: str) -> None:
        """Keep the oracle's verdict, its evidence, and who made it."""
        self.oracle = self.oracle.model_copy(
            update={"outcome": outcome, "passed": outcome == "resilient", "evidence": list(evidence), "judged_by": who}
        )

    def finish(self, status: Verdict, reason: str, *, error: tuple[str, str | None] | None = None) -> None:
        """Set the case's verdict and reason; ``error`` is ``(stage, message)`` of a failure (message: the reason)."""
        self.status, self.reason = status, reason
        if error is not None:
            self.errors.append({error[0]: error[1] or reason})

    def record(self, *, cost: float, duration: float) -> CaseRecord:
        """The finished case."""
        execution = self.entry.entry.execution
        attempt = self.attempt
        exchanges = attempt.exchanges if attempt else []
        replied = [e for e in exchanges if e.assistant is not None]  # a failed call is no response time
        attack_times = [e.seconds for e in replied if e.phase == "attack"]
        pre_turns = len(execution.turns) if execution.mode == "scripted" else execution.warmup_turns
        tags = tags_of(self.plan.attack, self.plan.draft.tags)
        return CaseRecord(
            key=self.plan.key,
            index=self.plan.index,
            attack=self.plan.attack,
            case_id=self.plan.case_id,
            attempt=self.plan.attempt,
            status=self.status,
            reason=self.reason,
            prompt=self.prompt,
            response=attempt.attack_reply if attempt else None,
            oracle=self.oracle,
            tags=tags["owasp"],
            atlas=tags["atlas"],
            turn=self.turn,
            execution_mode=execution.mode,
            pre_attack_turns=pre_turns,
            conversation=[
                {"User": e.user, **({"Assistant": e.assistant} if e.assistant is not None else {})} for e in exchanges
            ],
            pre_attack_response_times=[round(e.seconds, 6) for e in replied if e.phase == "pre_attack"],
            attack_response_time=round(attack_times[0], 6) if attack_times else None,
            metadata=self._metadata(pre_turns),
            errors=self.errors,
            cost=cost,
            duration=round(duration, 6),
            seed=self.seed,
        )

    def _metadata(self, pre_turns: int) -> dict[str, Any]:
        """The case's metadata, with how its pre-attack turns went and the simulated user's profile (if any)."""
        attempt = self.attempt
        meta = {
            **self.metadata,
            "requested_pre_attack_turns": pre_turns,
            "completed_pre_attack_turns": attempt.completed_pre_attack if attempt else 0,
            "pre_attack_status": attempt.pre_attack_status if attempt else "not_started",
            "session_reset": self.entry.entry.execution.reset_session,
            "session_reset_supported": True,
        }
        if self.entry.identity is not None:
            meta["simulation_profile"] = vars(self.entry.identity) | {"context": list(self.entry.identity.context)}
        return meta
