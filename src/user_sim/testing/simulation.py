"""Run simulated users from a test and assert on what happened: ``simulate`` and the ``assert_*`` helpers.

``simulate`` is ``sensei-chat`` as a function: it runs a profile (a file of the project, or an inline dict)
against a chatbot — a Python callable, any :class:`~user_sim.targets.base.Target`, or a technology with its
connector parameters (by default the project's run.yml) — and returns a :class:`Simulation` with one record per
conversation. The run folder is written as usual (under the test's temporary folder), so a failing test leaves
every transcript and report to look at. Every assertion that fails shows the transcripts it judged.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from user_sim.core.records import ConversationRecord
from user_sim.runs.jsonl import parsed_lines
from user_sim.wording import plural

ProfileSource = str | Path | Mapping[str, Any]


@dataclass(frozen=True)
class Simulation:
    """What ``simulate`` ran: one record per conversation and the run folder they were written to."""

    records: list[ConversationRecord]
    run_dir: Path
    exit_code: int
    """What ``sensei-chat`` would exit with for this run (its rules included)."""

    def transcript(self, records: Iterable[ConversationRecord] | None = None) -> str:
        """The conversations as text: one block per conversation with its end reason and extracted data."""
        return "\n\n".join(_transcript(r) for r in (self.records if records is None else records))

    @property
    def rule_verdicts(self) -> list[dict[str, Any]]:
        """The rule verdicts of the run (``rules.jsonl``), when the project has rules."""
        path = self.run_dir / "rules.jsonl"
        if not path.is_file():
            return []
        return [data for _, data in parsed_lines(path, path.read_text(encoding="utf-8"), json.loads, what="verdict")]


def _transcript(record: ConversationRecord) -> str:
    lines = [f"--- {record.profile} #{record.index} (serial {record.serial}): {record.end_reason}"]
    if record.error:
        lines.append(f"    error: {record.error}")
    if record.greeting:
        lines.append(f"    Assistant: {record.greeting}")
    for turn in record.turns:
        lines.append(f"    User: {turn.user}")
        lines.append(f"    Assistant: {turn.assistant if turn.assistant is not None else f'<{turn.error}>'}")
    if record.data_output is not None:
        lines.append(f"    data_output: {record.data_output}")
    return "\n".join(lines)


def simulate(
    profile: ProfileSource,
    *,
    project: Path,
    work_dir: Path,
    target: Any = None,
    technology: str | None = None,
    connector_params: Mapping[str, Any] | None = None,
    seed: int = 0,
    workers: int = 1,
) -> Simulation:
    """Run ``profile`` and return its conversations (see the module docstring).

    ``target`` is a callable ``reply(message)`` / ``reply(message, history)`` (sync or async) or a Target;
    without it, ``technology`` and ``connector_params`` (default: the project's run.yml) choose the chatbot.
    """
    from user_sim.chat.run_chat import run_chat
    from user_sim.chat.settings import ChatRunConfig
    from user_sim.config.run_yml import load_run_file
    from user_sim.evaluation.rules.in_chat import RulesObserver, finish_rules, project_rules

    run_file = load_run_file(project) if (project / "run.yml").is_file() else None
    flags = _flags(profile, project, work_dir, target, technology, connector_params)
    config = ChatRunConfig.merge({**flags, "seed": seed, "workers": workers}, run_file, project)
    rules = project_rules(config)
    observer = RulesObserver(None, rules) if rules is not None else None
    result = run_chat(config, target=_as_target(target), observer=observer, judged_after=rules is not None)
    assert result.run_dir is not None
    code = finish_rules(rules, result, show=False)
    if rules is not None:  # the reports said `stopped: judging` until now
        from user_sim.chat.report_files import conclude_reports
        from user_sim.chat.run_folder import RunDir

        conclude_reports(RunDir(result.run_dir, str(result.run_id)), result.completion, junit_copy=config.junit)
        if config.html:
            from user_sim.evaluation.run_page import write_run_page

            write_run_page(result.run_dir, str(result.run_id), result.records)
    return Simulation(list(result.records), result.run_dir, code)


def _flags(
    profile: ProfileSource,
    project: Path,
    work_dir: Path,
    target: Any,
    technology: str | None,
    connector_params: Mapping[str, Any] | None,
) -> dict[str, Any]:
    """The command-line flags ``sensei-chat`` would get for this run: profile file, chatbot and output folder."""
    return {
        "user_profile": str(_profile_file(profile, project, work_dir)),
        "technology": technology or (None if target is None else "python"),
        "connector_params": dict(connector_params) if connector_params is not None else None,
        "output": str(work_dir / "output"),
    }


def _profile_file(profile: ProfileSource, project: Path, work_dir: Path) -> Path:
    if not isinstance(profile, Mapping):
        path = Path(profile)
        return path if path.is_absolute() or not (project / "profiles" / path).exists() else project / "profiles" / path
    name = str(profile.get("test_name", "inline_profile"))
    path = work_dir / "profiles" / f"{name}.yml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(yaml.safe_dump(dict(profile), sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path.resolve()


def _as_target(target: Any) -> Any:
    if target is None or hasattr(target, "open_session"):
        return target
    from user_sim.targets.python_callable import PythonTarget

    return PythonTarget(getattr(target, "__qualname__", "callable"), obj=target)


def assert_end_reasons(simulation: Simulation, *allowed: str) -> None:
    """Every conversation ended for one of ``allowed`` (e.g. ``"goal_reached"``)."""
    wrong = [r for r in simulation.records if r.end_reason not in allowed]
    if not simulation.records or wrong:
        what = (
            "no conversation ran" if not simulation.records else f"{plural(len(wrong), 'conversation')} ended otherwise"
        )
        raise AssertionError(f"expected end reasons {list(allowed)}; {what}:\n{simulation.transcript(wrong)}")


def assert_data(simulation: Simulation, **expected: Any) -> None:
    """Every conversation extracted these ``data_output`` values (a value or a predicate ``value -> bool``)."""
    for record in simulation.records:
        data = record.data_output or {}
        for name, want in expected.items():
            got = data.get(name)
            ok = want(got) if isinstance(want, Callable) else got == want  # type: ignore[arg-type]
            if not ok:
                raise AssertionError(
                    f"data_output.{name} is {got!r}, expected {want!r}:\n{simulation.transcript([record])}"
                )


def assert_rules_pass(simulation: Simulation) -> None:
    """No rule failed, errored or was inconclusive on these conversations."""
    from user_sim.reports.conversation_yaml import conversation_path

    bad = [v for v in simulation.rule_verdicts if v.get("verdict") not in ("pass", "not_applicable")]
    if bad:
        files = {str(name) for v in bad for name in v.get("conversations", [])}
        shown = [r for r in simulation.records if str(conversation_path(r)) in files] or simulation.records
        listed = "\n".join(f"  {v.get('rule')}: {v.get('verdict')} {v.get('message') or ''}" for v in bad)
        raise AssertionError(
            f"{plural(len(bad), 'rule verdict')} did not pass:\n{listed}\n{simulation.transcript(shown)}"
        )
