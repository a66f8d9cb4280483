"""One rules check as a library call: rules + conversations (+ an optional LLM) → verdicts, counts, files."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.errors import Issue
from user_sim.evaluation.rules.engine import RuleChecker, view_of
from user_sim.evaluation.rules.llm_door import HelperLLM
from user_sim.evaluation.rules.loading import RuleSet
from user_sim.evaluation.rules.names import Conversation
from user_sim.evaluation.rules.verdicts import RuleStats, RuleVerdict, stats_by_rule
from user_sim.exit_codes import ExitCode
from user_sim.llm.base import ModelSpec
from user_sim.runs.outcome import RunOutcome, exit_code_of

Progress = Callable[[int, int], None]


@dataclass
class CheckResult:
    """Every verdict of a check, what the LLM helpers cost, and the conversations that could not be read."""

    verdicts: list[RuleVerdict] = field(default_factory=list)
    llm_usage: dict[str, Any] = field(default_factory=dict)
    unread: list[Issue] = field(default_factory=list)
    """Conversations the check could not read (a damaged file, a torn last line): it is incomplete."""
    not_run: int = 0
    """Planned conversations of the run folder checked that never ran (it was stopped early): it is incomplete."""

    @property
    def stats(self) -> list[RuleStats]:
        """Counts per rule."""
        return stats_by_rule(self.verdicts)

    @property
    def outcome(self) -> RunOutcome:
        """What the verdicts contribute to an exit code: fails fail; inconclusive, error and unread are incomplete."""
        kinds = [v.verdict for v in self.verdicts]
        incomplete = sum(k in ("inconclusive", "error") for k in kinds) + len(self.unread) + self.not_run
        return RunOutcome(incomplete=incomplete, failed=kinds.count("fail"))

    @property
    def exit_code(self) -> ExitCode:
        """By the one rule (``runs.outcome``): 3 on an inconclusive, error, unread or not run; 1 on a fail; else 0."""
        return exit_code_of(self.outcome)


def helper_llm(spec: ModelSpec | None, project_dir: Path | None) -> HelperLLM:
    """The LLM door of the helpers: a cached, metered client of ``spec`` (none: LLM helpers are inconclusive)."""
    if spec is None:
        return HelperLLM(None)
    from user_sim.llm.cache import ResponseCache, project_cache_dir
    from user_sim.llm.client import ChatClient
    from user_sim.llm.meter import CostMeter
    from user_sim.llm.prices import PriceTable

    root = project_dir or Path.cwd()
    cache = ResponseCache(project_cache_dir(root))
    return HelperLLM(
        ChatClient(spec, meter=CostMeter("rules", "rules"), prices=PriceTable.load(project_dir), cache=cache)
    )


def llm_usage(door: HelperLLM) -> dict[str, Any]:
    """Calls, cached calls, tokens and cost of the helpers' LLM calls (empty without an LLM)."""
    meter = getattr(door.client, "meter", None)
    return meter.totals.as_dict() if meter is not None else {}


def check_conversations(
    rules: RuleSet, conversations: list[Conversation], door: HelperLLM, progress: Progress | None = None
) -> CheckResult:
    """Check every active rule on ``conversations``."""
    checker = RuleChecker(rules.rules, door)
    views = [view_of(c) for c in conversations]
    result = CheckResult()
    for done, view in enumerate(views, 1):
        result.verdicts.extend(checker.check_conversation(view))
        if progress is not None:
            progress(done, len(views))
    result.verdicts.extend(checker.check_group(views))
    result.llm_usage = llm_usage(door)
    return result
