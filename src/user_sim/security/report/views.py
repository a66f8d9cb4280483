"""What ``sensei-security-check`` prints for its informational flags and at the end of a run."""

from __future__ import annotations

from pathlib import Path

import yaml

from user_sim.errors import ConfigError, Issue
from user_sim.security.attacks import ATTACKS, describe
from user_sim.security.attacks.casefile import ReadFile, read_case_file
from user_sim.security.plan.campaign import Campaign
from user_sim.security.report.finish import CampaignOutcome
from user_sim.wording import plural

CASE_FOLDERS = ("security/attacks", "security/datasets")


def list_attacks() -> int:
    """One line per registered attack."""
    for name, cls in ATTACKS.items():
        llm = " [needs the generation model]" if cls.needs_llm else ""
        tags = f" ({'; '.join(t.split(' ', 1)[0] for t in cls.tags)})" if cls.tags else ""
        print(f"{name}: {cls.description}{llm}{tags}")
    return 0


def describe_attack(name: str) -> int:
    """Everything about one attack, as YAML (an unknown name is a configuration error)."""
    print(yaml.safe_dump(describe(ATTACKS.get(name)), sort_keys=False, allow_unicode=True), end="")
    return 0


def describe_custom_attacks(project: Path) -> int:
    """Describe every case file under ``security/attacks`` and ``security/datasets``; invalid files are errors."""
    issues: list[Issue] = []
    files = sorted(
        p
        for folder in CASE_FOLDERS
        for p in (project / folder).glob("*")
        if p.suffix.lower() in (".yml", ".yaml", ".csv")
    )
    if not files:
        print(f"no case files in {', '.join(str(project / f) for f in CASE_FOLDERS)}")
    for path in files:
        display = str(path.relative_to(project))
        try:
            read = read_case_file(path, display, project)
        except ConfigError as exc:
            issues += exc.issues
            continue
        print(f"{display}: {read.name or path.stem} - {plural(len(read.cases), 'case')}")
        if read.description:
            print(f"  {read.description}")
        if read.variables:
            print(f"  variables: {', '.join(read.variables)}")
        print(f"  oracles: {_oracles_of(read)}")
    if issues:
        raise ConfigError(issues)
    return 0


def _oracles_of(read: ReadFile) -> str:
    """The oracles a file's cases are judged by; those without their own take the entry's, the file's or the default.

    The order is the one of ``custom_benchmark`` (a case's own, security.yml's for the entry, the file's, the
    attack's default), so a CSV row left without an oracle is listed with what will judge it.
    """
    own = sorted({c.oracle.type for c in read.cases if c.oracle})
    without = sum(c.oracle is None for c in read.cases)
    if not without:
        return ", ".join(own)
    default = ATTACKS.get("custom_benchmark").default_oracle
    assert default is not None
    otherwise = f"{read.oracle.type} (the file's)" if read.oracle else f"{default.type} (custom_benchmark's default)"
    rest = f"{plural(without, 'case')} without one: the security.yml entry's oracle if it has one, else {otherwise}"
    return "; ".join(filter(None, [", ".join(own), rest]))


def validated(campaign: Campaign) -> int:
    """Report a valid campaign (``--validate-only``)."""
    enabled = len(campaign.entries)
    print(
        f"{campaign.path}: valid; {plural(enabled, 'attack')} enabled, {plural(len(campaign.cases), 'case')}; "
        f"redact: {'on' if campaign.redact else 'off'}"
    )
    return 0


def finished(outcome: CampaignOutcome) -> None:
    """The per-attack table, where the reports are, and why the exit code is what it is."""
    from user_sim.runs.console import make_console
    from user_sim.security.report.console import print_summary
    from user_sim.security.report.gate import verdict_line

    line = verdict_line(outcome.exit_code, outcome.records, outcome.failed_attacks, outcome.stopped)
    if outcome.not_run:
        why = f" ({outcome.stopped})" if outcome.stopped else ""
        line = f"{plural(outcome.not_run, 'case')} not run{why}; " + line
    if outcome.comparison is not None:
        line = f"{plural(len(outcome.comparison.new), 'new finding')} since the baseline; " + line
    console = make_console()
    print_summary(console, outcome.records, outcome.folder, line)
    for text in outcome.comparison.lines() if outcome.comparison is not None else []:
        console.print(text, soft_wrap=True, highlight=False, markup=False)
