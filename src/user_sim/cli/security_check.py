"""`sensei-security-check`: run an adversarial campaign from ``security/security.yml`` and gate CI on it.

Parses, merges the flags over run.yml (``SecuritySettings.merge``) and calls ``user_sim.security.command``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from user_sim.cli.common import (
    add_run_flags,
    base_parser,
    command_main,
    console_script,
    project_folder,
    run_yaml_source,
)
from user_sim.errors import UsageError

EPILOG = """\
exit codes: 0 nothing reached --fail-on; 1 a breach (or a verdict at --fail-on); with --baseline RUN, 1 only when
a finding is new since RUN (fixed, still-open and not-judged ones are listed, not failed: one this run could not
judge is neither fixed nor new); 2 configuration or usage error (nothing ran; also a security.yml that enables
no attack, an unknown --baseline run, or --resume against another technology or connector_params, or with
a security.yml changed since — a raised execution.max_cost excepted, the recovery after a budget stop);
3 results incomplete: no case ran (a --shard that got none), the target is unreachable, or a case could
not be judged because the target, the generation (an LLM crescendo attacker or rephrasing included: they never
fall back to the ladder or the original unasked), the warm-up user or the judge failed (with --fail-on never:
only when no case of an attack could be judged), or an internal error ended the run (the reports say
stopped: aborted: <type>); 4 stopped by execution.max_cost; 130 interrupted, 143 terminated (SIGTERM): finished
cases are on disk, the reports say the run is incomplete (stopped/planned/finished/did_not_run, report.html
INCOMPLETE with a Not run table, junit.xml an error per case not run, security.sarif executionSuccessful: false),
the summary of the finished cases and the command that resumes the run are printed (the command also after an
internal error, exit 3; the summary's last line states the exit code); a second Ctrl-C or SIGTERM stops waiting for
the chatbot and LLM calls still in flight.
sharding: --shard K/N runs a stable slice of the cases (by case key, whatever the seed) and needs a fixed seed
(--seed N or run.yml seed:; exit 2 without one); sensei-merge joins the N shard folders into one run.
reports: <project>/output/security_reports/<run_id>/ (suite + summary YAML, results.jsonl, junit.xml,
security.sarif)"""


def build_parser() -> argparse.ArgumentParser:
    """The command's flags (run.yml keys with the same names are defaults; flags win)."""
    p = base_parser("sensei-security-check", "Run an adversarial campaign against a chatbot.", EPILOG)
    add_run_flags(p, "cases")
    p.add_argument("-c", "--config", metavar="FILE", help="security.yml (default: run.yml security.config)")
    p.add_argument("--sarif", metavar="FILE", help="also copy the SARIF 2.1.0 report here (with every write of it)")
    p.add_argument(
        "--baseline", metavar="RUN", help="earlier run (id or folder): exit 1 only on findings new since then"
    )
    p.add_argument("--fail-on", choices=("breached", "inconclusive", "never"), help="lowest verdict that exits 1")
    p.add_argument(
        "--validate-only",
        action="store_true",
        default=None,
        help="check the campaign, and the technology and connector parameters the run needs; call nothing",
    )
    p.add_argument(
        "--dry-run",
        action="store_true",
        default=None,
        help="list the cases as skipped; send nothing (exit 0: nothing judged)",
    )
    p.add_argument("--list-attacks", action="store_true", help="list the available attacks and exit")
    p.add_argument("--describe-attack", metavar="NAME", help="describe one attack and its params and exit")
    p.add_argument(
        "--describe-custom-attacks",
        action="store_true",
        help="describe the case files in the project's security/ folder and exit",
    )
    p.add_argument("--no-progress", dest="show_progress", action="store_false", default=None, help="no progress bar")
    return p


def _body(args: argparse.Namespace) -> int:
    from user_sim.security.report import views

    if args.list_attacks:
        return views.list_attacks()
    if args.describe_attack:
        return views.describe_attack(args.describe_attack)
    from user_sim.config.run_yml import load_run_file
    from user_sim.security.command import project_of, run_security_check
    from user_sim.security.settings import SecuritySettings

    # --config alone: the run.yml of the project that file belongs to (the folder above security/, else here)
    source = run_yaml_source(args.run_from_yaml, args.project_path, project_of(args.config) if args.config else None)
    if not (source or args.config or args.project_path or args.describe_custom_attacks):
        raise UsageError("give --run-from-yaml DIR, or --config FILE (with --project-path DIR)")
    project = Path(args.project_path or project_folder(source) or project_of(args.config)).resolve()
    settings = SecuritySettings.merge(vars(args), load_run_file(source) if source else None, project)
    if args.describe_custom_attacks:
        return views.describe_custom_attacks(settings.project_dir)
    return run_security_check(settings)


main = command_main(_body, build_parser)
run = console_script(main)


if __name__ == "__main__":
    run()
