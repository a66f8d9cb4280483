"""sensei-chat's evaluation: judge conversations as they finish, then write evaluation.json and focus/.

The glue between two commands' libraries that may not import each other (``chat`` runs, ``evaluation`` judges):
``run_chat`` hands each stored record to :meth:`ChatEvaluation.submit`; after the run, :meth:`finish` judges
what this invocation did not see (conversations of a resumed run: from the cache when judged before), writes the
files and returns the evaluation (:func:`write_validated_reports` then renders report.html once, with the rules'
verdicts). Exit code: the conversations', the rules' and the gates' outcomes added and mapped by the one rule of
``runs.outcome`` (130, then 4, then 3 when the run, a rule or the evaluation could not judge, then 1 when
something failed).
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from user_sim.chat.report_files import conclude_reports
from user_sim.chat.result import ChatRunResult
from user_sim.chat.run_folder import RunDir
from user_sim.chat.settings import ChatRunConfig
from user_sim.config.evaluation import BEHAVIOR_FAILURE, GOAL_COMPLETION, TURN_METRICS
from user_sim.config.run_flags import CacheMode
from user_sim.core.records import ConversationRecord
from user_sim.evaluation.evaluator import Evaluator
from user_sim.evaluation.evaluator_validation import EvaluatorValidation, validation_lines
from user_sim.evaluation.gates import gate_outcome
from user_sim.evaluation.junit_suite import add_evaluation_to_junit
from user_sim.evaluation.output import make_evaluator, write_evaluation
from user_sim.evaluation.records import STATUSES, Evaluation, inconclusive_count
from user_sim.evaluation.run_page import final_validation, judged_fields, write_run_page
from user_sim.evaluation.settings import EvaluationSettings, judge_client
from user_sim.exit_codes import ExitCode
from user_sim.runs.folder import read_run_info
from user_sim.runs.interrupt import OUTPUT_CLOSED
from user_sim.runs.outcome import RunOutcome, combined, exit_code_of
from user_sim.wording import plural

SHOWN_FAILURES = 20


class ChatEvaluation:
    """The evaluation of one sensei-chat invocation."""

    def __init__(self, settings: EvaluationSettings, cache_mode: CacheMode, user_model: str | None = None) -> None:
        """Build the judge client now: a judge that cannot be built is a configuration error before any run.

        ``user_model``: the simulated user's model the run forces on every profile (``--model``), if any.
        """
        self.evaluator: Evaluator = make_evaluator(settings, judge_client(settings, cache_mode), "", user_model)
        self._seen: set[str] = set()
        self._judged: Evaluation | None = None

    def submit(self, record: ConversationRecord) -> None:
        """Start judging one finished conversation."""
        self._seen.add(record.serial)
        self.evaluator.submit(record)

    def finish(self, result: ChatRunResult) -> Evaluation | None:
        """Judge the rest, write evaluation.json and focus/; None when the run was stopped (Ctrl-C, SIGTERM, a crash).

        A closed output stops nothing, and a budget stop or a missing shard stops no judging: the rest is judged.
        Called again (the output closed while the verdicts were printed), it returns what it judged then.
        """
        if self._judged is not None:
            return self._judged
        if (result.interrupted and result.stopped != OUTPUT_CLOSED) or result.run_dir is None:
            self.evaluator.cancel()
            return None
        for record in result.records:
            if record.serial not in self._seen:
                self.submit(record)
        evaluation = self.evaluator.finish().model_copy(update={"run_id": result.run_id})
        write_evaluation(Path(result.run_dir), evaluation, result.records, result.seed)
        self._judged = evaluation
        return evaluation


def write_validated_reports(
    result: ChatRunResult,
    config: ChatRunConfig,
    judged: Evaluation | None,
    *,
    rules: bool,
    html: bool,
    junit_copy: Path | None = None,
    show: bool = True,
) -> None:
    """A chat run's last reports, once every verdict is in: how it ended, its evaluators' validation, the page.

    junit.xml gets the evaluation's gates (``evaluation.junit_suite``); junit.xml and report.yml say how the run ended
    (until then they said ``stopped: judging``), report.yml in the same write as its validation and evaluation
    (``chat.report_files.conclude_reports``), then report.html is rendered once from that report with the
    evaluation, the rules and the validation (printed here when no evaluation printed it and ``show``).
    """
    assert result.run_dir is not None
    run_dir, run_id = Path(result.run_dir), str(result.run_id)
    info = read_run_info(run_dir)  # the simulated users' recorded settings and code (a merge may run on a newer one)
    validation = final_validation(result.records, config.project_dir, judged, config.model, info)
    fields = judged_fields(validation, judged)
    if judged is not None:  # its gates into junit.xml first: conclude_reports writes the --junit copy last
        add_evaluation_to_junit(run_dir, judged)
    report = conclude_reports(RunDir(run_dir, run_id), result.completion, junit_copy=junit_copy, fields=fields)
    if html:
        write_run_page(run_dir, run_id, result.records, judged, rules=rules, validation=validation, report=report)
    if judged is None and show:  # with an evaluation, print_evaluation showed it
        print_validation(validation, gated=False)


def print_evaluation(evaluation: Evaluation, run_dir: Path | None = None) -> None:
    """The summary line, then the gate failures (at most SHOWN_FAILURES) on stderr; ``run_dir`` is the run's.

    Every command that judges (sensei-chat, sensei-check --evaluate, sensei-merge) prints its evaluation here.
    """
    print(evaluation_line(evaluation))
    print_gate_failures(evaluation, run_dir)


def evaluation_line(evaluation: Evaluation) -> str:
    """``evaluation: N conversations (their statuses), judge calls for judged turns, unique errors, gates``."""
    statuses = Counter(c.status for c in evaluation.conversations)
    tally = ", ".join(f"{statuses[s]} {s.replace('_', ' ')}" for s in STATUSES if statuses[s])
    failed, unknown = len(evaluation.failed_gates()), len(evaluation.inconclusive_gates())
    return (
        f"evaluation: {plural(len(evaluation.conversations), 'conversation')}"
        + (f" ({tally})" if tally else "")
        + f", {plural(evaluation.judge_calls, 'judge call')} for {_judged_units(evaluation)}, "
        f"{evaluation.cached_calls} from the cache), "
        f"{plural(len(evaluation.unique_errors), 'unique error')}, {plural(failed, 'gate failure')}"
        + (f", {plural(unknown, 'gate')} inconclusive" if unknown else "")
        + (f", {plural(evaluation.judge_failures, 'failed judgement')}" if evaluation.judge_failures else "")
    )


def _judged_units(evaluation: Evaluation) -> str:
    """``12 judged turns (0.5 per turn``; ``6 judged conversations (1 per conversation`` for goal completion alone.

    Goal completion alone is one call per conversation: a figure per turn would read as half a call missing.
    """
    per_turn = any(metric in (*TURN_METRICS, BEHAVIOR_FAILURE) for metric in evaluation.metrics)
    if per_turn or GOAL_COMPLETION not in evaluation.metrics:
        return f"{plural(evaluation.judged_turns, 'judged turn')} ({evaluation.calls_per_turn or 0:g} per turn"
    judged = sum(c.status != "not_judged" for c in evaluation.conversations)
    share = round(evaluation.judge_calls / judged, 4) if judged else 0
    return f"{plural(judged, 'judged conversation')} ({share:g} per conversation"


def print_validation(
    validation: EvaluatorValidation | None,
    *,
    gated: bool,
    insufficient: Sequence[str] = (),
    run_dir: Path | None = None,
) -> None:
    """One line per evaluator key with its validation, then what the gates may conclude (when ``gated``)."""
    if validation is None:
        return
    for line in validation_lines(validation, gated, insufficient, run_dir):
        print(line)


def print_gate_failures(evaluation: Evaluation, run_dir: Path | None = None) -> None:
    """The evaluators' validation, then each gate failure on stderr (at most SHOWN_FAILURES, then how many more)."""
    gated = bool(evaluation.numeric_thresholds or evaluation.qualitative_failure_labels)
    print_validation(evaluation.validation, gated=gated, insufficient=evaluation.insufficient_evidence, run_dir=run_dir)
    if evaluation.judge_failures:
        print(judge_failure_line(evaluation), file=sys.stderr)
    if gated and not evaluation.conversations:
        said = "this run has no conversation (an empty shard: sensei-merge checks them on every one); exit 0"
        print(f"gates not checked: {said}", file=sys.stderr)
    for gate in evaluation.unapplied_gates:
        said = "no conversation gave it a label (every one was not applicable): it tested nothing, never passed"
        print(f"gate not judged: {gate}: {said}; exit 3", file=sys.stderr)
    for failure in evaluation.gate_failures[:SHOWN_FAILURES]:
        print(f"gate {'inconclusive' if failure.inconclusive else 'failed'}: {failure.describe()}", file=sys.stderr)
    if len(evaluation.gate_failures) > SHOWN_FAILURES:
        print(f"... and {len(evaluation.gate_failures) - SHOWN_FAILURES} more (evaluation.json)", file=sys.stderr)


def judge_failure_line(evaluation: Evaluation) -> str:
    """What the failed judgements mean, once: how many, the first one's error, and the inconclusive verdict."""
    return (
        f"evaluation inconclusive: {plural(evaluation.judge_failures, 'judgement')} failed (judge calls, custom "
        f"metrics; the first: {evaluation.judge_failure or 'unknown'}); nothing they judge is passed: exit 3"
    )


def combined_exit_code(run: RunOutcome, evaluation: Evaluation | None) -> ExitCode:
    """The exit code of a run (its conversations and rules) and its evaluation (see the module docstring)."""
    if evaluation is None:
        return exit_code_of(run)
    return exit_code_of(
        combined(
            run,
            gate_outcome(
                evaluation.gate_failures,
                evaluation.judge_failures,
                evaluation.untested_gates(),
                inconclusive_count(evaluation.conversations),
            ),
        )
    )
