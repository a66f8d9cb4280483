"""What every run command is asked to do (``RunSettings``, subclassed per command), merged from flags and run.yml.

A flag wins over the run.yml key of the same name, which wins over the default. Paths given as flags start at the
current folder, paths in run.yml at the project folder. A subclass adds its fields (and, in ``_fields``, those that
do not simply come from the key of the same name).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from pydantic import Field, ValidationError

from user_sim.config.base import StrictModel
from user_sim.config.run_flags import MAX_WORKERS, CacheMode, cache_mode, parse_params
from user_sim.config.run_yml import RunFile, run_file_issue
from user_sim.errors import ConfigError, UsageError, UserSimError, no_such, not_a_file, not_a_folder

NO_TECHNOLOGY = (
    "not set: give -t/--technology or write technology: in run.yml (sensei-chat --list-connectors lists them)"
)
"""Why a run that needs a chatbot and names no technology is refused."""


def refusal(key: tuple[str, ...], message: str, *, flag: bool, run_file: Path | None) -> UserSimError:
    """The error for a bad value at ``key``: the flag's, else at ``run_file``'s line:column, else the dotted key.

    ``flag``: the value was given on the command line; ``run_file``: the run.yml it came from (None: not one).
    """
    if flag:
        return UsageError(f"--{key[0].replace('_', '-')}: {message}")
    if run_file is not None and run_file.is_file():
        return ConfigError(run_file_issue(run_file, key, message))
    return ConfigError(f"{'.'.join(key)}: {message}")


@dataclass(frozen=True)
class Merged:
    """The flags given (never None) over run.yml's keys: what a settings model is built from."""

    values: dict[str, Any]
    given: frozenset[str]
    """The names that came from the command line."""
    project_dir: Path
    cwd: Path
    run_file: Path | None = None
    """The run.yml the other values came from (None: none, or built in code)."""

    def refuse(self, key: tuple[str, ...], message: str) -> UserSimError:
        """The error for a bad value at ``key``: the flag's, or located at run.yml:line:column when it came from there.

        A caller raises it: ``raise merged.refuse(("technology",), "unknown technology 'dmo'")``.
        """
        return refusal(
            key, message, flag=key[0] in self.given, run_file=self.run_file if key[0] in self.values else None
        )

    def output_file(self, name: str) -> Path | None:
        """:meth:`place` for a file the command writes: refused when a folder is there or a file above it."""
        path = self.place(name)
        if path is not None and (problem := not_a_file(path)) is not None:
            raise self.refuse((name,), problem)
        return path

    def get(self, name: str) -> Any:
        """The value of ``name``: the flag, else the run.yml key, else None."""
        return self.values.get(name)

    def existing(self, key: tuple[str, ...], place: Path, noun: str) -> Path:
        """``place`` (the path at ``key``) when it exists; else the error of ``key`` (see :meth:`refuse`)."""
        if place.exists():
            return place
        raise self.refuse(key, no_such(place, noun))

    def place(self, name: str) -> Path | None:
        """The path ``name`` gives: a flag's from the current directory, run.yml's from the project."""
        value = self.values.get(name)
        if value is None:
            return None
        return (self.cwd if name in self.given else self.project_dir) / str(value)


class RunSettings(StrictModel):
    """The settings every run command shares, already merged and resolved."""

    project_dir: Path
    """The project folder (profiles/, security/, output/ live here)."""
    technology: str | None = None
    """Connector technology of the chatbot under test (required unless dry_run)."""
    connector_params: dict[str, Any] = Field(default_factory=dict)
    """Connector parameters as written: ``${ENV}`` references are kept (the target factory expands them)."""
    connector_params_file: Path | None = None
    """The run.yml ``connector_params`` came from (None: a flag, or none), to place what building the target finds."""
    run_file: Path | None = None
    """The run.yml the other values came from (None: flags only, or built in code), to place what is missing."""
    workers: int | None = Field(default=None, ge=1, le=MAX_WORKERS)
    """What runs in parallel (conversations, cases); None: the command's own choice."""
    seed: int | None = None
    """Run seed; None means 0 for a new run and the original seed for a resumed one."""
    output_dir: Path | None = None
    """Where the run folder is created (default ``<project>/output``)."""
    resume: str | None = None
    """Run id to resume."""
    dry_run: bool = False
    """Plan only: call nothing."""
    junit: Path | None = None
    """Also copy junit.xml here."""
    shard: str | None = None
    """Run only this shard (``k/n``) of the planned work; see :mod:`user_sim.runs.shard`."""
    cache_mode: CacheMode = "normal"
    """LLM response cache: normal, ignore (no read, no write) or update (write, never read)."""
    clean_cache: bool = False
    """Delete the LLM response cache before running."""
    report_interval_s: float = Field(default=5.0, ge=0)
    """The reports are rewritten at most this often while the run goes, saying it is going (and always at the end)."""

    @property
    def output_root(self) -> Path:
        """The output folder actually used."""
        return self.output_dir or self.project_dir / "output"

    def require_technology(self) -> str:
        """The technology; when none was given, the error placed in run.yml (where it would be written), if any.

        What a run that needs a chatbot checks before anything else — and so what its checks (a dry run,
        ``--validate-only``, sensei-validation-check) check, which would otherwise pass what the run refuses.
        """
        if self.technology:
            return self.technology
        if self.run_file is not None and self.run_file.is_file():
            raise ConfigError(run_file_issue(self.run_file, ("technology",), NO_TECHNOLOGY))
        raise UsageError(f"technology: {NO_TECHNOLOGY}")

    def refuse_connector_param(self, key: tuple[str, ...], message: str) -> UserSimError:
        """The error of a connector parameter found bad when the target is built (its module imported).

        At its run.yml:line:column when it came from there; as ``--connector-params`` when it came from the flag.
        """
        flag = self.connector_params_file is None and bool(self.connector_params)
        return refusal(key, message, flag=flag, run_file=self.connector_params_file)

    @classmethod
    def merge(
        cls, flags: Mapping[str, Any], run_file: RunFile | None, project_dir: Path, cwd: Path | None = None
    ) -> Self:
        """Merge command-line ``flags`` (None = not given) over ``run_file``; see the module docstring."""
        given = {k: v for k, v in flags.items() if v is not None}
        values = {**(run_file.flags() if run_file else {}), **given}
        source = run_file.source if run_file else None
        merged = Merged(values, frozenset(given), project_dir, cwd or Path.cwd(), source)
        try:
            return cls.model_validate(cls._fields(merged))
        except ValidationError as exc:
            raise UsageError("; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())) from None

    @classmethod
    def _fields(cls, merged: Merged) -> dict[str, Any]:
        """The model's fields: the key of the same name, except the ones named here (subclasses add theirs)."""
        fields = {name: merged.get(name) for name in cls.model_fields if merged.get(name) is not None}
        try:
            params = parse_params(merged.get("connector_params"), "connector_params")
        except ConfigError as exc:
            raise merged.refuse(
                ("connector_params",), exc.issues[0].message.removeprefix("connector_params: ")
            ) from None
        output = merged.place("output")
        if output is not None and (problem := not_a_folder(output)) is not None:
            raise merged.refuse(("output",), problem)
        junit = merged.output_file("junit")
        return fields | {
            "project_dir": merged.project_dir,
            "connector_params": params,
            "connector_params_file": None if "connector_params" in merged.given else merged.run_file,
            "run_file": merged.run_file,
            "output_dir": output,
            "junit": junit,
            "cache_mode": cache_mode(
                ignore_cache=bool(merged.get("ignore_cache")), update_cache=bool(merged.get("update_cache"))
            ),
        }
