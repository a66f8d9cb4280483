"""``sensei-check --evaluate RUN``: judged metrics, custom metrics and gates over a finished sensei-chat run."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from user_sim.cli.common import add_cache_flags, base_parser, command_main, print_error
from user_sim.errors import Issue, UsageError
from user_sim.exit_codes import ExitCode

DESCRIPTION = """Evaluate the conversations of a finished sensei-chat run with the run.yml `evaluation:` block:
per-turn helpfulness, coherence, relevance, verbosity, faithfulness (1-5) and a behaviour-failure label, goal
completion, turn success, overall score, custom metrics, unique errors and focus files. Writes evaluation.json,
focus/ and report.html into the run folder. Judge replies are cached: a rerun makes no LLM call.

Exit codes: 0 every gate passed; 1 a gate failed (each failure is printed with its conversation, turn, metric
and value); 2 configuration or usage error (nothing was called); 3 a gated metric or a conversation is
inconclusive (the judge failed or answered something unreadable; the simulated user sent the chatbot nothing),
or the judge is unreachable, or a gate that would pass rests on a
simulated user or judge that human labels have not validated (INSUFFICIENT_EVIDENCE; see `sensei-check labels`,
or set evaluation.require_validated_evaluators: false in run.yml), or RUN was killed while it was judged and
its rules were never checked (resume it with sensei-chat --resume RUN_ID), or the last line of its results.jsonl
is torn (a killed run: that conversation is not judged, named on stderr) — 3 wins over 1. A run killed while
it was judged (its files say stopped: judging) whose project has no rules is judged once this evaluation is
written: its files say it ran to its end. 130 interrupted, 143 terminated (SIGTERM): nothing is written, and the
command to run again is printed (the judge's replies received so far are cached, so it calls only for the rest).

The simulated user's and the judge's validation keys (model, prompt hash, temperature, budget) and their status
are printed, and written to evaluation.json, report.yml and report.html."""


def build_parser() -> argparse.ArgumentParser:
    """The flags of the --evaluate mode."""
    parser = base_parser("sensei-check --evaluate", DESCRIPTION)
    parser.add_argument("--evaluate", required=True, metavar="RUN", help="run folder (output/runs/<run_id>)")
    parser.add_argument(
        "-rfy",
        "--run-from-yaml",
        type=Path,
        default=None,
        metavar="DIR",
        help="project folder holding run.yml (default: the project above RUN, else the one run.json records)",
    )
    add_cache_flags(parser)
    parser.add_argument("--html", action=argparse.BooleanOptionalAction, default=True, help="rewrite report.html")
    return parser


def _body(args: argparse.Namespace) -> int:
    from user_sim.chat.run_folder import read_records
    from user_sim.cli.chat_evaluation import print_evaluation
    from user_sim.config.run_flags import cache_mode
    from user_sim.evaluation.junit_suite import add_evaluation_to_junit
    from user_sim.evaluation.output import evaluate_run
    from user_sim.evaluation.run_page import write_report_yml, write_run_page

    run_path = Path(args.evaluate)
    if not (run_path / "results.jsonl").is_file():
        raise UsageError(f"--evaluate {run_path}: not a run folder (no results.jsonl)")
    project = _project_of(run_path, args.run_from_yaml)
    mode = cache_mode(ignore_cache=bool(args.ignore_cache), update_cache=bool(args.update_cache))
    torn: list[Issue] = []
    records = read_records(run_path / "results.jsonl", torn=torn)
    try:
        evaluation = evaluate_run(run_path, records, project, cache_mode=mode)
    except KeyboardInterrupt:  # guarded(): interrupted (130) or terminated (143)
        print_error(f"{run_path}: not judged (its files are as before); finish it with: {_again(args)}")
        if mode == "normal":  # --update-cache writes replies without reading them: the command again asks for all
            print_error("the judge's replies received so far are cached: the command again calls only for the rest")
        raise
    if evaluation.validation is not None:
        write_report_yml(run_path, evaluation.run_id, records, evaluation.validation, evaluation)
    add_evaluation_to_junit(run_path, evaluation)
    judged = _conclude_judging(run_path, evaluation.run_id, project)
    if args.html:
        write_run_page(run_path, evaluation.run_id, records, evaluation)  # with the run's rule verdicts, if any
    print(f"written to {run_path / 'evaluation.json'}")
    print_evaluation(evaluation, run_path)
    if not judged:
        print(
            f"{run_path}: killed while it was judged, its rules were never checked: resume it with "
            f"sensei-chat --resume {evaluation.run_id} (its files keep saying judging); exit 3",
            file=sys.stderr,
        )
        return max(evaluation.exit_code, ExitCode.INFRA)
    for issue in torn:
        print(f"{issue}: 1 conversation not judged; exit 3", file=sys.stderr)
    return max(evaluation.exit_code, ExitCode.INFRA) if torn else evaluation.exit_code


def _conclude_judging(run_path: Path, run_id: str, project: Path) -> bool:
    """Whether the run is judged now (its rules, if any, were checked).

    A run killed while judged (``stopped: judging``) is, when it has no rules: its evaluation was all the judging
    left, so its files now say it ran to its end. With rules it still is not: they keep saying judging. The rules
    are looked for in ``project``, where run.json's paths are placed (``chat.run_paths``).
    """
    from user_sim.chat.report_files import conclude_reports
    from user_sim.chat.run_folder import RunDir
    from user_sim.chat.run_paths import project_config
    from user_sim.chat.settings import ChatRunConfig
    from user_sim.evaluation.rules.in_chat import project_rules
    from user_sim.reports.summary import completion_in, read_report
    from user_sim.runs.completion import JUDGING
    from user_sim.runs.folder import read_run_info

    completion = completion_in(read_report(run_path / "report.yml"))
    if completion is None or completion.stopped != JUDGING:
        return True
    config = ChatRunConfig.model_validate(project_config(read_run_info(run_path), project))
    if project_rules(config) is not None:
        return False  # as sensei-chat and sensei-merge read them: a rules folder with no rule file is no rules
    conclude_reports(RunDir(run_path, run_id), completion.model_copy(update={"stopped": None}))
    return True


def _again(args: argparse.Namespace) -> str:
    """The same command line (its flags as parsed)."""
    import shlex

    words = ["sensei-check", "--evaluate", str(args.evaluate)]
    if args.run_from_yaml is not None:
        words += ["--run-from-yaml", str(args.run_from_yaml)]
    words += [flag for flag, on in (("--ignore-cache", args.ignore_cache), ("--update-cache", args.update_cache)) if on]
    return shlex.join(words + ([] if args.html else ["--no-html"]))


def _project_of(run_path: Path, given: Path | None) -> Path:
    """The project whose run.yml judges the run: ``given``, else the run's own (``chat.run_paths.run_project``)."""
    from user_sim.chat.run_paths import run_project
    from user_sim.runs.folder import read_run_info

    project = given or run_project(run_path, read_run_info(run_path))
    if project is None:
        raise UsageError(f"--evaluate {run_path}: its project is not found; give it with --run-from-yaml DIR")
    return project


main = command_main(_body, build_parser)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
