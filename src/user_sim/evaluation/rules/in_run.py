"""``RunRules``: checks a project's rules on the conversations of one ``sensei-chat`` run as they are stored.

Each conversation's single-conversation rules are checked as soon as its record is stored (from any worker
thread); pair and ``all`` rules are checked at the end, on every conversation of the run (a resumed run's earlier
ones included). :meth:`RunRules.finish` writes ``rules.jsonl`` and adds the verdicts to report.yml and junit.xml
(the caller renders report.html again: ``evaluation.run_page``).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from user_sim.core.records import ConversationRecord
from user_sim.evaluation.rules.check_run import CheckResult, helper_llm, llm_usage
from user_sim.evaluation.rules.conversations import conversation_of, source_of
from user_sim.evaluation.rules.engine import RuleChecker, view_of
from user_sim.evaluation.rules.llm_door import HelperLLM
from user_sim.evaluation.rules.loading import RuleSet, load_rules
from user_sim.evaluation.rules.report_section import RULES_FILE, add_rules_to_reports
from user_sim.evaluation.rules.verdicts import RuleVerdict, write_jsonl
from user_sim.evaluation.rules.view import ConvView
from user_sim.llm.base import ModelSpec


class RunRules:
    """Checks rules on the conversations of one chat run (see module docstring)."""

    def __init__(self, rules: RuleSet, door: HelperLLM) -> None:
        self.checker = RuleChecker(rules.rules, door)
        self.door = door
        self._views: dict[str, ConvView] = {}
        self._verdicts: dict[str, list[RuleVerdict]] = {}
        self._lock = threading.Lock()
        self._finished: CheckResult | None = None

    @classmethod
    def for_project(cls, folder: Path, project_dir: Path, model: ModelSpec | None = None) -> RunRules | None:
        """The rules of ``folder``, a rule file or folder (None: no rule file); invalid ones raise ConfigError."""
        if not folder.is_file() and (not folder.is_dir() or not any(folder.rglob("*.y*ml"))):
            return None
        return cls(load_rules(folder), helper_llm(model, project_dir))

    def conversation_done(self, record: ConversationRecord) -> None:
        """Check the single-conversation rules on a conversation that just finished."""
        view = view_of(conversation_of(record))
        verdicts = self.checker.check_conversation(view)
        with self._lock:
            self._views[view.source] = view
            self._verdicts[view.source] = verdicts

    def finish(
        self, run_dir: Path, records: Sequence[ConversationRecord], *, junit_copy: Path | None = None
    ) -> CheckResult:
        """Check what is left (pair and `all` rules, conversations of earlier invocations) and write the files.

        ``junit_copy`` (``--junit FILE``) is rewritten too, so it carries the rules' suite. Called again (the
        output closed while the verdicts were printed), nothing is checked again (an LLM rule is paid once): the
        first call's verdicts are written again and returned.
        """
        if self._finished is None:
            self._finished = self._check_rest(records)
        write_jsonl(self._finished.verdicts, run_dir / RULES_FILE)
        add_rules_to_reports(run_dir, self._finished.llm_usage, junit_copy=junit_copy)
        return self._finished

    def _check_rest(self, records: Sequence[ConversationRecord]) -> CheckResult:
        for record in records:
            if source_of(record) not in self._views:
                self.conversation_done(record)
        with self._lock:
            views = [self._views[key] for key in sorted(self._views)]
            verdicts = [v for key in sorted(self._verdicts) for v in self._verdicts[key]]
        return CheckResult(verdicts=[*verdicts, *self.checker.check_group(views)], llm_usage=llm_usage(self.door))
