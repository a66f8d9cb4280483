"""`sensei-chat`: run profiles against a chatbot and write conversations and reports.

Thin: parse flags → ``ChatRunConfig.merge`` (flags over run.yml) → ``run_chat`` → print → exit code.
Nothing heavy is imported before the flags are parsed, so ``--help`` is fast.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from pathlib import Path
from typing import Any

from user_sim.cli.common import (
    add_run_flags,
    base_parser,
    command_main,
    console_script,
    project_folder,
    run_yaml_source,
    verbose_logging,
)
from user_sim.exit_codes import ExitCode

DESCRIPTION = "run user profiles against a chatbot and write conversations and reports (SENSEI-compatible)."
EPILOG = """\
examples:
  sensei-chat -rfy examples/pizza-shop                       # everything from run.yml
  sensei-chat -rfy examples/pizza-shop/run.yml               # the same (the file, as SENSEI users type it)
  cd examples/pizza-shop && sensei-chat                      # the same: ./run.yml is used when present
  sensei-chat -rfy examples/pizza-shop --dry-run             # plan and estimated cost; calls nothing
  sensei-chat -pp my_project -t demo -up pizza.yml --workers 8 --seed 7
  sensei-chat -rfy my_project --resume 20250102T030405Z-1a2b3c
  sensei-chat -rfy my_project --shard 2/4 --seed 7           # one job of a 4-way CI matrix; then sensei-merge

output: <project>/output/runs/<run_id>/ with run.json, results.jsonl, conversations/<test_name>/<i>.yml,
rules.jsonl, report.yml, report.html, junit.xml.
rules: the project's rules/ (or run.yml rules:) are checked on every conversation as it ends, pair and `all`
rules at the end; --no-rules skips them.
  sensei-chat -rfy my_project --fail-on error              # conversations never exit 1; 3 still if the bot/LLM failed
  sensei-chat -rfy my_project --fail-on never              # report only (exit 3 only if a profile could not be judged)

evaluation: when run.yml has an `evaluation:` block, each conversation is judged as it finishes (--no-eval
skips it); evaluation.json and focus/ go into the run folder, and its gates join the exit code. The simulated
user's (and judge's) validation key and status are printed and written to report.yml and report.html.
exit codes: 0 every conversation passed the --fail-on gate, no rule failed and every gate passed; 1 a rule or a
gate failed, or (--fail-on failed, the default) a conversation ended in fallback_loop or turn_limit, or did not
reach its goal where its goal_style asks for one (all_answered, default); 2 configuration or usage error (nothing
ran), also --resume with another seed, shard or profiles than the run started with (a profile whose only change
is a raised max_cost resumes: raise it after a budget stop, then resume), or against another chatbot (technology,
connector_params) or with another simulated user (--model, --provider, --base-url) — stderr names the key; 3
results incomplete: a
conversation ended in error or user_broke_role (target, simulated user or goal-check LLM failed), an extraction
read no value, the target is unreachable, a rule verdict or a gated metric is inconclusive, a judge failed, or a
gate would pass on a simulated user or judge no human labels validated (INSUFFICIENT_EVIDENCE, see sensei-check
labels); 4 a budget (max_cost) stopped the run (the reports say stopped: budget: ...); 130
interrupted, 143 terminated (SIGTERM), 141 standard output or standard error closed (... | head, ... 2>&1 | head;
the run goes on to its end without its progress, its evaluation finished): the rules are checked on what finished,
the reports say the run is incomplete (report.yml stopped/planned/finished, report.html INCOMPLETE, junit.xml an error
per conversation not run), and the command that resumes the run is printed (not for 141; also for an internal error,
exit 3); interrupted before its run folder is made (while the models and the chatbot are checked), it says no run
folder was made and nothing was written. After Ctrl-C or SIGTERM the process waits for the chatbot and LLM calls still
in flight (their answers are not used) and says so; a second Ctrl-C or SIGTERM ends it at once. Between the
conversations and the verdicts of the evaluation and rules, the reports say stopped: judging (report.html IN PROGRESS,
junit.xml an error): a run killed then never reads as passed; --resume judges it. Ctrl-C, SIGTERM, a closed output or
an internal error while it is judged end the files as during the conversations (stopped: interrupted, terminated,
output_closed, aborted: ...).
The strongest cause wins (130/143, then 4, then 3, then 1): a failed conversation never hides an inconclusive
rule or gate. A run with nothing to run (no profile file, a --focus file listing no conversation) is exit 2; only a
--shard K/N with N above the number of conversations may hold none: it writes its empty folder for sensei-merge and
exits 0 (the verdict is the merged run's); its files read NO CONVERSATION, its gates not checked, never passed.
environment: USER_SIM_RETRY_BASE_DELAY=SECONDS sets the first delay before an LLM call is retried (default 1;
it doubles on each of the 2 retries, up to 20 s).
"""
FAIL_ON = ("failed", "error", "never")
"""The values of --fail-on (user_sim.chat.gate.FAIL_ON_VALUES; not imported here to keep --help light)."""


def build_parser() -> argparse.ArgumentParser:
    """The flags of sensei-chat (SENSEI's names kept; every default None = "not given", so run.yml applies)."""
    parser = base_parser("sensei-chat", DESCRIPTION, EPILOG)
    add = parser.add_argument
    add_run_flags(parser, "conversations")
    add("-up", "--user-profile", help="profile file or folder (recursive), relative to profiles/ or the project")
    add("--list-connectors", action="store_true", help="list the connector technologies and exit")
    add("--list-connector-params", metavar="TECH", help="list the parameters of a technology and exit")
    add("--model", help="override the simulated user's model in every profile (e.g. scripted, gpt-4o-mini)")
    add("--provider", help="override the simulated user's LangChain provider in every profile")
    add("--base-url", metavar="URL", help="override the simulated user's OpenAI-compatible server URL")
    add(
        "--dry-run",
        action="store_true",
        default=None,
        help="count conversations, LLM calls and cost; call nothing (refuses what the run would: no technology too)",
    )
    add(
        "--fail-on",
        choices=FAIL_ON,
        default="failed",
        help="which conversations fail the run: failed (default; exit 1), error (only exit 3), never",
    )
    add("--html", action=argparse.BooleanOptionalAction, default=None, help="write report.html (default on)")
    add(
        "--no-rules",
        action="store_true",
        default=None,
        help="do not check the project's rules (rules/ or run.yml rules:)",
    )
    add("--no-eval", action="store_true", help="do not judge the conversations even if run.yml has evaluation:")
    add("--focus", type=Path, metavar="FILE", help="rerun exactly the conversations of a focus file (focus/E1.yml)")
    add(
        "--show-prompts",
        action="store_true",
        help="print the prompts of the user, the goal check and the judge for the first planned conversation; "
        "call nothing",
    )
    return parser


def _body(args: argparse.Namespace) -> int:
    from user_sim.runs.interrupt import nothing_written

    try:
        return _command(args)
    except KeyboardInterrupt as exc:  # before the run folder was made (a run's own interrupt names its folder)
        what = "no run folder was made: nothing was written"
        if getattr(args, "resume", None):  # checked before the resumed run's folder is touched
            what = f"nothing was written: run {args.resume} is as it was (the same command resumes it)"
        raise nothing_written(exc, what) from exc


def _command(args: argparse.Namespace) -> int:
    if args.list_connectors:
        return _list_connectors()
    if args.list_connector_params:
        return _list_connector_params(args.list_connector_params)
    from user_sim.chat.settings import ChatRunConfig
    from user_sim.config.run_yml import load_run_file
    from user_sim.errors import UsageError

    source = run_yaml_source(args.run_from_yaml, args.project_path)
    project = Path(args.project_path or project_folder(source) or ".")
    if not project.is_dir():
        raise UsageError(f"project folder {project} does not exist")
    run_file = load_run_file(source) if source else None
    config = ChatRunConfig.merge(vars(args), run_file, project)
    if config.verbose:
        verbose_logging(True)
    from user_sim.evaluation.settings import load_settings

    settings = None if args.no_eval or config.dry_run else load_settings(config.project_dir)
    if args.show_prompts:
        return _show_prompts(config, settings)
    focus = None
    if args.focus is not None:
        from user_sim.evaluation.focus import read_focus_file

        focus = read_focus_file(args.focus)
        if args.seed is not None and args.seed != focus.seed:  # run.yml's seed gives way to the focus file's
            raise UsageError(f"--focus {args.focus}: that run used seed {focus.seed}, not --seed {args.seed}")
        config = config.model_copy(update={"seed": focus.seed})
    return _run(config, settings, focus)


def _list_connectors() -> int:
    from user_sim.targets.factory import list_connectors

    connectors = list_connectors()
    width = max((len(name) for name, _ in connectors), default=0)
    for name, description in connectors:
        print(f"{name:<{width}}  {description}")
    return int(ExitCode.OK)


def _list_connector_params(technology: str) -> int:
    from user_sim.targets.factory import connector_parameters

    params = list(connector_parameters(technology))
    if not params:
        print(f"{technology} takes no connector parameters")
    for param in params:
        kind = getattr(param, "type", "any") + (", required" if getattr(param, "required", False) else "")
        default = getattr(param, "default", None)
        extra = f" (default {default!r})" if default is not None else ""
        print(f"{param.name} [{kind}]: {getattr(param, 'description', '')}{extra}")
    return int(ExitCode.OK)


def _run(config: Any, settings: Any, focus: Any) -> int:
    from user_sim.chat.console import ProgressBar, print_dry_run
    from user_sim.chat.run_chat import run_chat
    from user_sim.cli.chat_evaluation import ChatEvaluation
    from user_sim.evaluation.rules.in_chat import RulesObserver, project_rules
    from user_sim.runs.console import OutputClosed
    from user_sim.runs.interrupt import RunInterrupted

    rules = project_rules(config)  # invalid rules: exit 2 before anything runs (also on a dry run)
    progress = None if config.dry_run else ProgressBar()
    observer = RulesObserver(progress, rules) if rules is not None and not config.dry_run else progress
    evaluation = ChatEvaluation(settings, config.cache_mode, config.model) if settings is not None else None
    select = None
    if focus is not None:
        from user_sim.evaluation.focus import focused

        select = partial(focused, focus=focus, key=lambda p: p.key, values=lambda p: p.values)
    result = run_chat(
        config,
        observer=observer,
        select=select,
        on_record=evaluation.submit if evaluation is not None else None,
        judged_after=rules is not None or evaluation is not None,
    )
    if result.dry_run is not None:
        print_dry_run(result.dry_run)
        return int(ExitCode.OK)
    try:
        code = _conclude(result, config, rules, evaluation, show=True)
        if progress is not None and progress.closed:  # stderr's reader went away: the output was not all seen
            raise OutputClosed(sys.stderr)
    except BaseException as exc:  # Ctrl-C, SIGTERM, a closed output or a crash while judged: the files say which
        _stopped_while_judged(result, config, rules, evaluation, exc)
        raise  # guarded(): 141 for a closed output
    if result.interrupted and result.run_id is not None:  # guarded() prints the command that resumes it
        raise RunInterrupted(result.run_id)
    return code


def _stopped_while_judged(result: Any, config: Any, rules: Any, evaluation: Any, exc: BaseException) -> None:
    """End the files (``_cut_short``), then raise what guarded() prints the resume command of, if the run has one."""
    from user_sim.runs.interrupt import ABORTED, RunAborted, RunInterrupted, stop_reason

    stopped = _cut_short(result, config, rules, evaluation, exc)
    if result.run_id is None:
        return
    if isinstance(exc, KeyboardInterrupt) and not isinstance(exc, RunInterrupted):
        raise RunInterrupted(str(result.run_id)) from exc
    if not isinstance(exc, KeyboardInterrupt) and stop_reason(exc).startswith(ABORTED):  # a crash: exit 3
        raise RunAborted(str(result.run_id), stopped) from exc


def _conclude(result: Any, config: Any, rules: Any, evaluation: Any, *, show: bool, show_rules: bool = False) -> int:
    """After the conversations: the evaluation, the rules on what finished, the final reports; the exit code.

    The same whether the run ended, was interrupted or terminated (the evaluation is then not finished) or its
    output closed; ``show`` prints the summary and verdicts (to a reader that went away: not at all),
    ``show_rules`` the rules' alone (a run stopped while judged: its summary is printed already).
    """
    from user_sim.chat.console import print_summary
    from user_sim.cli.chat_evaluation import combined_exit_code, print_evaluation, write_validated_reports
    from user_sim.evaluation.rules.in_chat import finish_rules_outcome

    if show:
        print_summary(result)
    judged = evaluation.finish(result) if evaluation is not None else None
    if judged is not None and show:
        print_evaluation(judged, Path(result.run_dir) if result.run_dir is not None else None)
    outcome = finish_rules_outcome(rules, result, show=show or show_rules, junit_copy=config.junit)
    if result.run_dir is not None:  # the final reports: how the run ended, and one page with every verdict
        write_validated_reports(
            result, config, judged, rules=rules is not None, html=config.html, junit_copy=config.junit, show=show
        )
    if show:
        sys.stdout.flush()  # a reader that went away is found here at the latest, while the files can say so
    return int(combined_exit_code(outcome, judged))


def _cut_short(result: Any, config: Any, rules: Any, evaluation: Any, exc: BaseException) -> str:
    """The judging after the conversations was cut short by ``exc``: end the files saying why, never ``judging``.

    Ctrl-C, SIGTERM or a closed output (standard output's or error's reader went away) end as when they come during
    the conversations: the rules are checked on what finished (once: what they checked before is not checked again)
    and, but for a closed output, printed as the files hold them;
    the evaluation is not finished after Ctrl-C or SIGTERM (what it judged before is kept) and is after a closed
    output, which asks nothing to stop. An internal error (``aborted: <type>: ...``) judges nothing more; the files
    only say it, and so when the ending crashes again after a Ctrl-C (RunAborted: both are said, the files keep
    ``interrupted``). A second Ctrl-C leaves the files saying ``judging`` (--resume). Returns what the files say.
    """
    import contextlib
    import dataclasses

    from user_sim.runs.interrupt import RunAborted, stop_reason

    cut = dataclasses.replace(result, stopped=result.stopped or stop_reason(exc))  # a Ctrl-C before stays
    if result.run_dir is None:
        return str(cut.stopped)
    with contextlib.suppress(KeyboardInterrupt):
        if not cut.completion.aborted:
            try:
                # Ctrl-C/SIGTERM: the console shows the rules' verdicts the files get; a closed output shows nothing
                _conclude(cut, config, rules, evaluation, show=False, show_rules=isinstance(exc, KeyboardInterrupt))
            except Exception as again:
                _end_files(cut, config, rules, evaluation)
                raise RunAborted(str(cut.run_id), str(cut.stopped)) from again
            return str(cut.stopped)
        _end_files(cut, config, rules, evaluation)
    return str(cut.stopped)


def _end_files(cut: Any, config: Any, rules: Any, evaluation: Any) -> None:
    """After an internal error: the files say how the run stopped, even if writing the rest fails again."""
    import contextlib

    from user_sim.chat.report_files import conclude_reports
    from user_sim.chat.run_folder import RunDir
    from user_sim.cli.chat_evaluation import write_validated_reports

    with contextlib.suppress(Exception):  # first, and alone: the files say it even if the rest fails again
        conclude_reports(RunDir(Path(cut.run_dir), str(cut.run_id)), cut.completion, junit_copy=config.junit)
    with contextlib.suppress(Exception):  # the error itself is what the user is told (guarded(): exit 3)
        judged = evaluation.finish(cut) if evaluation is not None else None
        write_validated_reports(
            cut, config, judged, rules=rules is not None, html=config.html, junit_copy=config.junit, show=False
        )


def _show_prompts(config: Any, settings: Any) -> int:
    from user_sim.chat.run_chat import planned_conversations
    from user_sim.errors import UsageError
    from user_sim.evaluation.show_prompts import format_prompts, planned_prompts

    plans = planned_conversations(config)
    if not plans:
        raise UsageError("no conversation is planned: nothing to show")
    print(format_prompts(planned_prompts(plans[0], settings), plans[0]), end="")
    return int(ExitCode.OK)


main = command_main(_body, build_parser)
run = console_script(main)


if __name__ == "__main__":
    run()
