"""``run.yml``: which profiles to run against which chatbot, and default command-line flags."""

from __future__ import annotations

import copy
import logging
from pathlib import Path
from typing import Any, Literal

from pydantic import ConfigDict, Field, PrivateAttr, StrictInt, field_validator

from user_sim.config.base import StrictModel
from user_sim.config.evaluation import EvaluationConfig
from user_sim.config.located import validate_doc
from user_sim.config.run_legacy import connector_file_issue, modernise_run
from user_sim.config.yamlfile import YamlDoc, load_yaml
from user_sim.errors import ConfigError, Issue

RUN_FILE_NAMES = ("run.yml", "run.yaml")
log = logging.getLogger(__name__)

ExecutionParameter = Literal["verbose", "clean_cache", "update_cache", "ignore_cache"]


class SecurityRef(StrictModel):
    """Where the security campaign of this project is described."""

    enabled: bool = False
    """``sensei-chat`` never runs the campaign: with ``true`` it warns so and checks that ``config`` names a file
    (exit 2 if not). ``sensei-security-check`` runs the campaign, whatever this says."""
    config: str = "security/security.yml"
    """Path of the campaign file, relative to the project folder (what ``sensei-security-check`` runs)."""


def _dashed_keys_schema(schema: dict[str, Any]) -> None:
    """The loader reads ``dry-run:`` as ``dry_run:``; let the JSON Schema (editors) accept both spellings."""
    properties = schema.get("properties", {})
    for name in [n for n in properties if "_" in n]:
        properties[name.replace("_", "-")] = copy.deepcopy(properties[name])


class RunFile(StrictModel):
    """The project's ``run.yml``; every long command-line flag may also appear here (dashes → underscores)."""

    model_config = ConfigDict(json_schema_extra=_dashed_keys_schema)

    project_folder: str | None = None
    """Name of the project folder (informational; the folder holding run.yml is the project)."""
    user_profile: str | None = None
    """Profile file or folder, relative to ``profiles/`` (or to the project); empty means every profile."""
    technology: str | None = None
    """Chatbot connector: ``demo``, ``python``, ``openai_compatible`` or any chatbot-connectors technology."""
    connector_params: dict[str, Any] | str | None = None
    """Connector parameters: a mapping, JSON, or ``k=v,k=v``; ``${ENV_VAR}`` is expanded at run time."""
    security: SecurityRef | None = None
    """The security campaign of this project."""
    execution_parameters: list[ExecutionParameter] = Field(default_factory=list)
    """Boolean flags switched on (SENSEI form): verbose, clean_cache, update_cache, ignore_cache."""
    verbose: bool | None = None
    """Log to stderr."""
    clean_cache: bool | None = None
    """Delete the LLM response cache before running."""
    update_cache: bool | None = None
    """Call the LLM even when a cached reply exists, and store the new reply."""
    ignore_cache: bool | None = None
    """Neither read nor write the LLM response cache."""
    workers: StrictInt | None = Field(default=None, ge=1, le=256)
    """Conversations run in parallel."""
    seed: StrictInt | None = None
    """Seed of every random choice of the run."""
    model: str | None = None
    """Override the simulated user's model in every profile."""
    provider: str | None = None
    """Override the simulated user's LangChain provider in every profile."""
    base_url: str | None = None
    """Override the simulated user's OpenAI-compatible server URL in every profile."""
    output: str | None = None
    """Output folder (default ``output/`` in the project)."""
    dry_run: bool | None = None
    """Plan only: count conversations, LLM calls and cost; call nothing."""
    junit: str | None = None
    """Also write a JUnit XML file here."""
    html: bool | None = None
    """Write the HTML report."""
    rules: str | bool | None = None
    """Rule file or folder that sensei-chat checks on every conversation (default: the project's ``rules/``);
    ``false``: no rules."""
    no_rules: bool | None = None
    """Skip the rules (the ``--no-rules`` flag)."""
    fail_on: Literal["breached", "inconclusive", "never"] | None = None
    """Security gate: the lowest verdict that fails the run."""
    evaluation: EvaluationConfig | None = None
    """Judged metrics, custom metrics and their gates (sensei-chat and ``sensei-check --evaluate``)."""

    _source: Path | None = PrivateAttr(default=None)

    @property
    def source(self) -> Path | None:
        """The file this was read from (None when built in code): a value problem is reported at its line."""
        return self._source

    @field_validator("connector_params", mode="before")
    @classmethod
    def _empty_params(cls, value: Any) -> Any:
        return None if value == "" else value

    def flags(self) -> dict[str, Any]:
        """Return the flags this file sets (execution_parameters folded in), without unset ones."""
        out = {
            k: v for k, v in self.model_dump(exclude={"execution_parameters", "evaluation"}).items() if v is not None
        }
        out.update({name: True for name in self.execution_parameters})
        return out


def find_run_file(project: Path) -> Path:
    """Return ``project/run.yml`` (or ``run.yaml``); the missing-file error names the first."""
    for name in RUN_FILE_NAMES:
        if (project / name).is_file():
            return project / name
    return project / RUN_FILE_NAMES[0]


def load_run_file(project: Path | str) -> RunFile:
    """Read and validate the project's run.yml (``project``: its folder or the file; dashes read as underscores).

    SENSEI's old keys are rewritten with a deprecation warning logged (see :mod:`user_sim.config.run_legacy`).
    """
    path = Path(project)
    if not (path.is_file() or path.name in RUN_FILE_NAMES):  # a run.yml that is a folder is refused as itself
        path = find_run_file(path)
    doc = load_yaml(path, allow_empty=True)
    if doc.data is None:
        loaded = RunFile()
    else:
        doc = _underscored(doc)
        for warning in modernise_run(doc, path.parent):
            log.warning("%s", warning)
        loaded = validate_doc(RunFile, doc)
    loaded._source = path
    return loaded


def run_file_issue(path: Path, key: str | tuple[str, ...], message: str, display: str | None = None) -> Issue:
    """An issue located at run.yml's ``key`` (a dotted one as a tuple; its first part spelt with dashes or not).

    A connector parameter that came from the SENSEI connector file run.yml names is located in that file.
    """
    doc = _underscored(load_yaml(path, display, allow_empty=True))
    key = (key,) if isinstance(key, str) else key
    return connector_file_issue(doc, Path(display or path), key, message) or doc.issue(key, message)


def _underscored(doc: YamlDoc) -> YamlDoc:
    if not isinstance(doc.data, dict):
        return doc
    renamed: dict[str, Any] = {}
    originals: dict[str, Any] = {}
    for key, value in doc.data.items():
        name = str(key).replace("-", "_")
        if name in renamed:  # `user-profile:` and `user_profile:` are one setting: the later one would win
            message = f"{key!r} repeats {originals[name]!r} (dashes and underscores are the same key)"
            raise ConfigError(doc.issue((key,), message, key=True))
        renamed[name], originals[name] = value, key
    marks = {_rename(p): m for p, m in doc.value_marks.items()}
    keys = {_rename(p): m for p, m in doc.key_marks.items()}
    return YamlDoc(doc.file, renamed, marks, keys)


def _rename(path: tuple[str | int, ...]) -> tuple[str | int, ...]:
    if path and isinstance(path[0], str):
        return (path[0].replace("-", "_"), *path[1:])
    return path
