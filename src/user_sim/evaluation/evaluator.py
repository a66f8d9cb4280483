"""The evaluator: judge calls and custom metrics of many conversations on one worker pool, then the verdict.

``submit(record)`` schedules the work of one conversation at once (sensei-chat calls it as each conversation
ends, so judging overlaps the run); ``finish()`` waits, combines the scores per conversation, finds the unique
errors and checks the gates. Each judge call is its own task, so N workers keep N calls in flight whatever
the shape of the conversations; the result does not depend on scheduling (conversations are sorted).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.config.evaluation import EvaluationConfig
from user_sim.core.records import ConversationRecord
from user_sim.evaluation import judge as judging
from user_sim.evaluation.assemble import JudgeTally, assemble_evaluation
from user_sim.evaluation.custom import CustomMetric, MetricInput
from user_sim.evaluation.evaluator_validation import EvaluatorValidation, run_validation
from user_sim.evaluation.records import ConversationEvaluation, Evaluation, Score, TurnEvaluation
from user_sim.evaluation.scores import conversation_evaluation, never_replied, turn_success, unanswered_scores
from user_sim.llm.base import LLMClient


@dataclass
class _Pending:
    record: ConversationRecord
    calls: list[Future[judging.CallOutcome]] = field(default_factory=list)
    custom: list[tuple[int | None, Future[Score]]] = field(default_factory=list)


class Evaluator:
    """Evaluates conversations as they are submitted (see the module docstring)."""

    def __init__(
        self,
        config: EvaluationConfig,
        *,
        client: LLMClient | None,
        custom: Sequence[CustomMetric] = (),
        run_id: str = "",
        judge_name: str | None = None,
        project: Path | None = None,
        user_model: str | None = None,
        run_info: Mapping[str, Any] | None = None,
    ) -> None:
        """Judge with ``client`` (None only when no built-in judged metric runs).

        ``project``: the folder whose ``validations/`` vouch for the run's simulated user and judge; the gates
        then follow the validation rule (see ``gates``). None skips the check (a library caller's own gates).
        ``user_model``: the simulated user's model the run forced on every profile (``--model``), if any;
        ``run_info``: the run's run.json, for the settings its simulated users ran with (their validation keys).
        """
        if client is None and config.metrics:
            raise ValueError("the built-in metrics need a judge client")
        self.config = config
        self.client = client
        self.custom = list(custom)
        self.run_id = run_id
        self.judge_name = judge_name
        self.project = project
        self.user_model = user_model
        self.run_info = run_info
        self._pool = ThreadPoolExecutor(max_workers=config.workers, thread_name_prefix="judge")
        self._pending: list[_Pending] = []
        self._lock = threading.Lock()

    def submit(self, record: ConversationRecord) -> None:
        """Schedule the judge calls and custom metrics of one finished conversation."""
        pending = _Pending(record)
        client = self.client
        if client is not None:
            for call in judging.plan_calls(record, self.config.metrics, self.config.design):
                pending.calls.append(self._pool.submit(judging.make_call, call, client))
        for metric in self.custom:
            turns = [t.index for t in record.turns if t.assistant is not None] if metric.scope == "turn" else [None]
            for turn in turns:
                view = MetricInput(record, turn, self.client)
                pending.custom.append((turn, self._pool.submit(metric.score, view)))
        with self._lock:
            self._pending.append(pending)

    def finish(self) -> Evaluation:
        """Wait for every submitted conversation and return the whole evaluation.

        Stopped while it waits (Ctrl-C, SIGTERM), it drops what has not started and returns at once (``cancel``).
        """
        with self._lock:
            pending = list(self._pending)
        try:
            results = [self._combine(p) for p in pending]
        except BaseException:  # Ctrl-C, SIGTERM or a failure: the calls in flight are not waited for here
            self.cancel()
            raise
        self._pool.shutdown(wait=True)
        results.sort(key=lambda c: (c.profile, c.index, c.replicate))
        outcomes = [f.result() for p in pending for f in p.calls]
        # the turns the judge was asked about: none when only custom metrics ran (no judge call, no judged turn)
        asked = self.client is not None and bool(self.config.metrics)
        judged = sum(len(judging.judged_turns(p.record)) for p in pending) if asked else 0
        validation = None
        if self.project is not None:
            records = [p.record for p in pending]
            validation = run_validation(records, self.project, self.config, self.user_model, self.run_info)
        return self._evaluation(results, outcomes, judged, validation)

    def cancel(self) -> None:
        """Drop the calls not started yet (after Ctrl-C, or when the run failed); those in flight are not waited for.

        Their verdicts would not be used: the process waits for them only as it exits (``cli.exiting``), and a
        judge's call that fails then is not retried (a ChatClient's ``stopping``, as a chat run's clients after Ctrl-C).
        """
        stopping = getattr(self.client, "stopping", None)
        if isinstance(stopping, threading.Event):
            stopping.set()
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _combine(self, pending: _Pending) -> ConversationEvaluation:
        record = pending.record
        outcomes = [f.result() for f in pending.calls]
        by_turn: dict[int, list[Score]] = {}
        conversation_scores: list[Score] = []
        for outcome in outcomes:
            for index, scores in judging.turn_scores(outcome).items():
                by_turn.setdefault(index, []).extend(scores)
            if (goal := judging.goal_score(outcome)) is not None:
                conversation_scores.append(goal)
        if "goal_completion" in self.config.metrics and not judging.judged_turns(record):
            conversation_scores.append(never_replied(record))
        for at, future in pending.custom:
            (conversation_scores if at is None else by_turn.setdefault(at, [])).append(future.result())
        turns = [self._turn(record, index, by_turn.get(index, [])) for index in range(len(record.turns))]
        return conversation_evaluation(record, turns, conversation_scores, len(outcomes))

    def _turn(self, record: ConversationRecord, index: int, scores: list[Score]) -> TurnEvaluation:
        answered = record.turns[index].assistant is not None
        if not answered:
            scores = scores + unanswered_scores(record, index, self.config.metrics)
        evaluation = TurnEvaluation(turn=record.turns[index].index, scores=scores)
        evaluation.success = turn_success(evaluation, answered)
        return evaluation

    def _evaluation(
        self,
        conversations: list[ConversationEvaluation],
        outcomes: list[judging.CallOutcome],
        judged: int,
        validation: EvaluatorValidation | None,
    ) -> Evaluation:
        costs = [o.cost for o in outcomes]
        tally = JudgeTally(
            calls=len(outcomes),
            judged_turns=judged,
            cached=sum(o.cached for o in outcomes),
            cost=None if None in costs else sum(c for c in costs if c is not None),
            failed_calls=sum(o.answer is None for o in outcomes),
            first_failure=next((o.error or "no answer" for o in outcomes if o.answer is None), None),
        )
        return assemble_evaluation(
            self.config, self.custom, conversations, tally, self.run_id, self.judge_name, validation
        )
