"""`sensei-merge`: join the shard folders of one ``sensei-chat`` or ``sensei-security-check`` run (``--shard k/n``).

The kind of run is read from each folder's run.json; the merged run gets the reports and the exit code the
unsharded run would have had (its rules, evaluation gates or security gate checked again over every unit).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from user_sim.cli.chat import FAIL_ON as CHAT_FAIL_ON
from user_sim.cli.common import base_parser, command_main, console_script, print_error
from user_sim.wording import did_you_mean

if TYPE_CHECKING:
    from user_sim.chat.result import ChatRunResult
    from user_sim.evaluation.records import Evaluation
    from user_sim.evaluation.settings import EvaluationSettings

CHAT, SECURITY = "sensei-chat", "sensei-security-check"
FAIL_ON = {CHAT: CHAT_FAIL_ON, SECURITY: ("breached", "inconclusive", "never")}
"""Each command's --fail-on values (security's are its verdict levels, as its own --fail-on lists them)."""
DESCRIPTION = """Merge the shard runs of one sensei-chat run or one sensei-security-check campaign (--shard 1/N ... N/N,
same seed, same profiles or security.yml) into a new run folder with every record and every report rebuilt
from them, as the unsharded run writes them (chat: conversations, report.yml, report.html, junit.xml, rules and
evaluation.json; security: results.jsonl, suite and summary YAML, junit.xml, security.sarif, report.html)."""
EPILOG = """\
examples:
  sensei-merge output/runs/20250102T030405Z-aaaaaa output/runs/20250102T030406Z-bbbbbb
  sensei-merge shards/*/runs/* --output output --junit junit.xml      # in a CI merge job
  sensei-merge shards/*/security_reports/* --output output --sarif security.sarif --fail-on breached

--fail-on takes the values of the command that made the shards (sensei-chat: failed, error, never;
sensei-security-check: breached, inconclusive, never); default: the --fail-on the shards ran with.

exit codes: the rule of the command that made the shards, applied to the merged run, so the merged run exits as
the unsharded run would: 0 nothing reached the --fail-on gate and every rule and evaluation gate passed;
1 a unit failed the --fail-on gate (a failed conversation, a breach), or a rule or an evaluation gate failed;
3 results incomplete: a conversation or case could not be judged (target or LLM failure), an evaluation gate is
inconclusive, or a shard is missing (its conversations or cases did not run; stderr names it and the files say
stopped: missing_shards: K/N), or a shard was stopped before its end and left some unrun (Ctrl-C, SIGTERM, an
internal error, killed: stderr names it, how many units it lacks and how to resume it, the files say stopped:
shard K/N interrupted), or a shard's results.jsonl ends in a torn line (stderr names the file:line, the shard and
the --resume that redoes it; the files say stopped: shard K/N torn line FILE:LINE);
4 a budget stopped a shard;
2 the folders are not shards of one run (other kind of run, other seed, other profiles or security.yml — a raised
max_cost aside —, another
chatbot or simulated user — stderr names the key and the shard —, another judge than run.yml's evaluation.model,
the same shard twice, not a run folder, a --fail-on value of the other command, chat shards merged from another
folder than the one they ran in: run.json's project, run.yml, rules and profiles name nothing from there) — nothing
is written then.
"""


def build_parser() -> argparse.ArgumentParser:
    """The command's flags."""
    parser = base_parser("sensei-merge", DESCRIPTION, EPILOG)
    add = parser.add_argument
    add("runs", nargs="+", type=Path, metavar="RUN", help="run folders of the shards")
    add("--output", type=Path, help="output folder of the merged run (default: the first shard's)")
    add("--junit", type=Path, metavar="FILE", help="also write the merged JUnit XML report here")
    add("--fail-on", choices=sorted({v for values in FAIL_ON.values() for v in values}), help="see below")
    add("--html", action=argparse.BooleanOptionalAction, default=True, help="write report.html (chat runs)")
    add("--sarif", type=Path, metavar="FILE", help="also copy the merged SARIF report here (security runs)")
    add("--baseline", metavar="RUN", help="security runs: exit 1 only on findings new since RUN (id or folder)")
    return parser


def _body(args: argparse.Namespace) -> int:
    from user_sim.errors import UsageError, output_file_path, output_folder
    from user_sim.runs.folder import read_run_info
    from user_sim.runs.run_info import command_of

    if args.output is not None:
        output_folder(args.output, "--output")
    output_file_path(args.junit, "--junit")
    output_file_path(args.sarif, "--sarif")
    infos = [read_run_info(path) for path in args.runs]
    kind = command_of(infos[0])
    for path, info in zip(args.runs, infos, strict=True):
        if command_of(info) != kind:
            raise UsageError(f"{path} is a {command_of(info)} run, {args.runs[0]} a {kind} run: not one run")
    if kind not in FAIL_ON:
        raise UsageError(f"{args.runs[0]}: a {kind} run; sensei-merge joins {CHAT} and {SECURITY} shards")
    if args.fail_on is not None and args.fail_on not in FAIL_ON[kind]:
        hint = did_you_mean(args.fail_on, FAIL_ON[kind])
        raise UsageError(
            f"--fail-on {args.fail_on!r} is not a {kind} level{hint} (use one of {', '.join(FAIL_ON[kind])})"
        )
    if kind == SECURITY:
        return _security(args, infos)
    if args.sarif is not None or args.baseline is not None:
        raise UsageError("--sarif and --baseline are for sensei-security-check shards")
    return _chat(args, infos)


def _security(args: argparse.Namespace, infos: list[dict[str, Any]]) -> int:
    from user_sim.security.report import views
    from user_sim.security.report.merge import merge_security_runs

    copies = {name: path for name, path in (("junit", args.junit), ("sarif", args.sarif)) if path is not None}
    lacks: dict[str, int] = {}
    outcome = merge_security_runs(
        args.runs,
        infos,
        output_root=args.output,
        fail_on=args.fail_on,
        baseline=args.baseline,
        copies=copies,
        lacks=lacks,
    )
    views.finished(outcome)
    _say_stopped(outcome.stopped, args.runs, infos, "case", lacks)
    return int(outcome.exit_code)


def _chat(args: argparse.Namespace, infos: list[dict[str, Any]]) -> int:
    from user_sim.chat.console import print_summary
    from user_sim.chat.merge import merge_chat_runs, merged_config
    from user_sim.chat.settings import ChatRunConfig
    from user_sim.cli.chat_evaluation import combined_exit_code, write_validated_reports
    from user_sim.evaluation.rules.in_chat import finish_rules_outcome, project_rules
    from user_sim.evaluation.shards import read_shard_evaluations, shard_settings

    recorded = _shards_project(args.runs, infos[0])
    project = Path(recorded["project_dir"])
    parts = read_shard_evaluations(args.runs)  # checked before anything is written
    settings = shard_settings(project, parts) if parts else None
    # The shards' rule verdicts are not merged: pair and `all` rules need every conversation, so the merged run
    # is checked again, as sensei-chat checks a whole run (its rules loaded, and checked as valid, first).
    rules = project_rules(ChatRunConfig.model_validate(recorded))
    lacks: dict[str, int] = {}
    result = merge_chat_runs(
        args.runs,
        output_root=args.output,
        html=args.html,
        junit_copy=args.junit,
        fail_on=args.fail_on,
        judged_after=bool(parts) or rules is not None,
        lacks=lacks,
    )
    print_summary(result)
    _say_stopped(result.stopped, args.runs, infos, "conversation", lacks)
    config = merged_config(result, project)
    judged = _merged_evaluation(parts, settings, result, config.model) if parts and settings is not None else None
    if rules is not None:
        for record in result.records:
            rules.conversation_done(record)
    outcome = finish_rules_outcome(rules, result, junit_copy=args.junit)
    if result.run_dir is not None:
        write_validated_reports(result, config, judged, rules=rules is not None, html=args.html, junit_copy=args.junit)
    return int(combined_exit_code(outcome, judged))


def _shards_project(runs: list[Path], info: dict[str, Any]) -> dict[str, Any]:
    """The settings the shards ran with, their paths in the project found (``chat.run_paths``), or UsageError.

    Refused before anything is written when the project, its run.yml, the rules the shards checked or a profile
    (read for the simulated user's validation key) is not there: the rules would silently be skipped, and the
    profiles missed after the run is written.
    """
    from user_sim.chat.run_paths import project_config, run_project
    from user_sim.errors import UsageError
    from user_sim.evaluation.rules.report_section import RULES_FILE
    from user_sim.evaluation.validation_key import profile_file

    project = run_project(runs[0], info)
    if project is None:
        raise UsageError(
            f"{runs[0]}: the shards' project {info['config']['project_dir']} is not found (not above the run folder, "
            f"not there, not under {Path.cwd()}); run sensei-merge in the checkout the shards ran, or put the shard "
            "folders under its output/runs/"
        )
    config = project_config(info, project)
    run_file, rules = config.get("run_file"), config.get("rules")
    recorded = [str(p.get("file") or p["path"]) for p in info.get("profiles", [])]
    lost = [path for path in recorded if not profile_file(path, project).is_file()]
    missing = [
        *([f"its run file {run_file}"] if run_file and not Path(run_file).is_file() else []),
        *(
            [f"the rules it checked, {rules}"]
            if rules and not Path(rules).exists() and any((run / RULES_FILE).is_file() for run in runs)
            else []
        ),
        *([f"its profile {lost[0]}" + (f" (and {len(lost) - 1} more)" if len(lost) > 1 else "")] if lost else []),
    ]
    if missing:
        raise UsageError(
            f"{runs[0]}: the shards' run is not found in {project.resolve()}: {'; '.join(missing)}; "
            "run sensei-merge in the checkout the shards ran"
        )
    return config


def _merged_evaluation(
    parts: list[Evaluation], settings: EvaluationSettings, result: ChatRunResult, user_model: str | None
) -> Evaluation | None:
    """The shards' evaluations as one, its gates checked on every conversation (written and printed)."""
    from user_sim.cli.chat_evaluation import print_evaluation
    from user_sim.evaluation.evaluator_validation import recorded_judge_key, run_validation
    from user_sim.evaluation.output import write_evaluation
    from user_sim.evaluation.shards import merge_evaluations
    from user_sim.runs.folder import read_run_info

    if result.run_dir is None:
        return None
    info = read_run_info(result.run_dir)  # the code the shards ran and were judged with, not the installed one
    judged_by = recorded_judge_key(parts[0].validation)  # one version in every shard (evaluation.shards)
    project = settings.project_dir
    validation = run_validation(result.records, project, settings.config, user_model, info, judged_by)
    judged = merge_evaluations(parts, settings, str(result.run_id), validation)
    write_evaluation(result.run_dir, judged, result.records, result.seed)
    print_evaluation(judged, Path(result.run_dir))
    return judged


def _say_stopped(
    stopped: str | None, runs: list[Path], infos: list[dict[str, Any]], unit: str, lacks: dict[str, int]
) -> None:
    """Say on stderr which shards were not given or stopped before their end (the merged run's ``stopped``).

    ``unit``: what the shards run (``case``); ``lacks``: how many each shard lacks (counted on that shard).
    """
    from user_sim.runs.completion import stop_words
    from user_sim.runs.interrupt import MISSING_SHARDS, shard_stop_reason, stopped_shards
    from user_sim.runs.run_info import shard_of
    from user_sim.wording import plural

    if stopped is not None and stopped.startswith(MISSING_SHARDS):
        shards = stopped.removeprefix(MISSING_SHARDS)
        print_error(
            f"missing shards: {shards}: their {unit}s did not run (exit 3); run them (--shard K/N) and merge every "
            "shard again"
        )
    folders = {shard_of(info): (path, info["run_id"]) for path, info in zip(runs, infos, strict=True)}
    for shard, why in stopped_shards(stopped):
        folder, run_id = folders[shard]
        lacking = lacks.get(shard, 0)
        print_error(
            f"{stop_words(shard_stop_reason(shard, why))} ({folder}): {plural(lacking, unit)} it had not run "
            f"{'is' if lacking == 1 else 'are'} not passed; resume it (the shards' command with --resume {run_id}), "
            "then merge every shard again"
        )


main = command_main(_body, build_parser)
run = console_script(main)


if __name__ == "__main__":
    run()
