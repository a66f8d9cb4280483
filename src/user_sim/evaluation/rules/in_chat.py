"""How a chat run (`sensei-chat`, `sensei-merge`, the pytest plugin's ``simulate``) gets its project's rules checked.

One observer call as each conversation ends, one call at the end. The run's settings and result are read by
attribute (``rules``, ``project_dir``, ``model``...; ``outcome``, ``run_dir``, ``records``), so this layer does
not import the chat command's modules.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from user_sim.config.profile import SCRIPTED_MODEL
from user_sim.runs.outcome import RunOutcome, combined, exit_code_of
from user_sim.wording import plural

if TYPE_CHECKING:
    from user_sim.core.records import ConversationRecord
    from user_sim.evaluation.rules.in_run import RunRules

ChatRunConfig = Any
"""A chat run's settings (``user_sim.chat.settings.ChatRunConfig``)."""
ChatRunResult = Any
"""A chat run's result (``user_sim.chat.result.ChatRunResult``)."""


def project_rules(config: ChatRunConfig) -> RunRules | None:
    """The rules of the run (None without rules); an invalid rule raises ConfigError before anything runs."""
    if config.rules is None:
        return None
    from user_sim.evaluation.rules.in_run import RunRules
    from user_sim.llm.base import ModelSpec

    judge = config.model if config.model not in (None, SCRIPTED_MODEL) else None
    spec = ModelSpec(judge, config.provider, 0.0, config.base_url) if judge else None
    return RunRules.for_project(config.rules, config.project_dir, spec)


class RulesObserver:
    """Passes the run's events to the progress display, and each finished conversation to the rules."""

    def __init__(self, progress: Any, rules: RunRules) -> None:
        self.progress, self.rules = progress, rules

    def start(self, total: int, skipped: int) -> None:
        """The run starts."""
        if self.progress is not None:
            self.progress.start(total, skipped)

    def conversation_done(self, record: ConversationRecord) -> None:
        """A conversation ended: check its single-conversation rules now."""
        self.rules.conversation_done(record)
        if self.progress is not None:
            self.progress.conversation_done(record)

    def close(self) -> None:
        """The run is over."""
        if self.progress is not None:
            self.progress.close()


def finish_rules(
    rules: RunRules | None, result: ChatRunResult, *, show: bool = True, junit_copy: Path | None = None
) -> int:
    """The exit code of the run and its rules (see :func:`finish_rules_outcome`)."""
    return int(exit_code_of(finish_rules_outcome(rules, result, show=show, junit_copy=junit_copy)))


def finish_rules_outcome(
    rules: RunRules | None, result: ChatRunResult, *, show: bool = True, junit_copy: Path | None = None
) -> RunOutcome:
    """Check the pair and `all` rules, write the verdicts (and print them); the run's outcome with the rules'.

    ``junit_copy`` (``--junit FILE``) gets the run's junit.xml again, with the rules' suite.
    """
    if rules is None or result.run_dir is None:
        return result.outcome  # type: ignore[no-any-return]
    from user_sim.evaluation.rules.console import print_rules_table

    checked = rules.finish(result.run_dir, result.records, junit_copy=junit_copy)
    if show:
        print_rules_table(
            checked.verdicts, sys.stdout, f"rules on {plural(len(result.records), 'conversation')}", checked.llm_usage
        )
        flagged = {c for v in checked.verdicts if v.verdict == "fail" for c in v.conversations}
        if flagged:  # the run's table above counts conversations by their end reason only
            print(
                f"{plural(len(flagged), 'conversation')} of {len(result.records)} failed a rule: the run did not pass"
            )
    return combined(result.outcome, checked.outcome)
