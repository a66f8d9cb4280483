"""The keys of ``run.json`` that commands read back: what every run has, and what each kind of run adds.

Written by ``reports.run_json.build_run_info`` (sensei-chat) and the security campaign runner; read (through
``runs.folder.read_run_info``) by ``--resume``, ``sensei-merge``, ``sensei-check`` and the security reports. Keys not
named here are kept as they are (``extra="allow"``): these models only check what a reader relies on.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

CHAT = "sensei-chat"
SECURITY = "sensei-security-check"


class RunInfo(BaseModel):
    """What every run.json has."""

    model_config = ConfigDict(extra="allow")

    run_id: str
    """The run's id (its folder's name when the run started)."""
    command: Literal["sensei-chat", "sensei-security-check"] | None = None
    """The command that made the run (security runs from before this key are known by ``config_sha256``)."""
    seed: StrictInt
    """The seed the run drew its plan with (``--resume`` and the focus files keep it)."""
    shard: str | None = None
    """The slice of the run this folder holds (``2/3``), read by ``sensei-merge``."""
    fail_on: str | None = None
    """The ``--fail-on`` level the run gated with."""
    finished: FinishedInfo | None = None
    """How the run ended (written at its end)."""
    identity: RunIdentity | None = None
    """What it ran against and with (``runs.identity``); None in a run.json from before it was recorded."""


class RunIdentity(BaseModel):
    """run.json's ``identity``: the chatbot and the simulated users a run ran with, compared by --resume and merge."""

    model_config = ConfigDict(extra="forbid")

    chatbot: dict[str, str]
    """``technology`` and a digest of each ``connector_params.<name>``, ``${NAME}`` expanded (``targets.identity``)."""
    simulated_user: dict[str, str] = Field(default_factory=dict)
    """Per profile, ``<test_name>.model``, ``.provider``, ``.base_url`` (a digest), ``.temperature``, ``.goal_check``,
    and the hashes of the code that ran it, ``.prompt_code`` and ``.goal_check_code`` (``core.simulator_code``;
    absent from a run.json of round 28 or before), which its validation key rests on (sensei-chat; a security
    campaign's users are in its security.yml, whose digest the run keeps)."""

    def sections(self) -> dict[str, dict[str, str]]:
        """The identity as ``runs.identity`` compares it: section -> dotted key -> value."""
        return {"chatbot": self.chatbot, "simulated_user": self.simulated_user}


class FinishedInfo(BaseModel):
    """run.json's ``finished``: how the run ended."""

    model_config = ConfigDict(extra="allow")

    stopped: str | None = None
    """Why it stopped early (``interrupted``, ``budget: …``), None when it ran to its end."""


class ChatProfileInfo(BaseModel):
    """One profile a chat run planned from."""

    model_config = ConfigDict(extra="allow")

    test_name: str
    """The profile's ``test_name``."""
    path: str
    """Its file as the user named it."""
    file: str | None = None
    """Its file relative to the project folder (runs from before this key have only ``path``)."""
    sha256: str
    """The SHA-256 of the profile file's content."""
    conversations: StrictInt = Field(ge=0)
    """How many conversations it planned, replicates included."""
    replicates: StrictInt = Field(default=1, ge=1)
    """How many times each conversation runs."""
    draws_on: dict[str, str] = Field(default_factory=dict)
    """The SHA-256 of each other file the profile's plan is drawn from (personality, custom types, ``data.file``
    code and the project files its args name), by project-relative path."""
    plan_sha256: str | None = None
    """The SHA-256 of the profile as validated without its budgets (``chat.resume.plan_digest``; None: from before)."""
    budgets: dict[str, float | None] = Field(default_factory=dict)
    """Its ``conversation.max_cost`` and ``conversation.goal_style.max_cost`` (None: unlimited); a resume may raise
    them."""


class ChatRunInfo(RunInfo):
    """A sensei-chat run's run.json."""

    config: dict[str, Any]
    """The run's settings (secrets redacted)."""
    profiles: list[ChatProfileInfo]
    """The profiles it planned from."""


class SecurityRunInfo(RunInfo):
    """A sensei-security-check run's run.json."""

    config: str
    """The security.yml the run read."""
    config_sha256: str
    """The SHA-256 of that security.yml."""
    project_dir: str
    """The project folder."""
    plan_sha256: str | None = None
    """The SHA-256 of the campaign as validated without ``execution.max_cost`` (None: a run from before it)."""
    max_cost: float | None = None
    """Its ``execution.max_cost`` (None: unlimited); ``--resume`` accepts it raised, the campaign otherwise the same."""


KINDS: dict[str, type[RunInfo]] = {CHAT: ChatRunInfo, SECURITY: SecurityRunInfo}


def command_of(info: dict[str, Any]) -> str:
    """The command that made a run: the one run.json names, else (written before it named one) known by its keys.

    A security run has ``config_sha256``; every other run.json without ``command`` is sensei-chat's.
    """
    return str(info.get("command") or (SECURITY if "config_sha256" in info else CHAT))


def shard_of(info: dict[str, Any]) -> str | None:
    """The slice of its run a folder holds (``2/3``; None: run without ``--shard``).

    A security run.json says it at the top, a chat one in its settings (``config.shard``).
    """
    config = info.get("config")
    where = info if command_of(info) == SECURITY else config if isinstance(config, dict) else {}
    shard = where.get("shard")
    return None if shard is None else str(shard)


def user_sim_version(info: dict[str, Any]) -> str:
    """The version of user_sim that made the run (``versions.user_sim``; ``unknown`` when it is not recorded)."""
    versions = info.get("versions")
    version = versions.get("user_sim") if isinstance(versions, dict) else None
    return str(version) if version else "unknown"


def run_kind(info: dict[str, Any]) -> type[RunInfo]:
    """The model a run.json is checked against: its command's (the common part when it names none known here)."""
    return KINDS.get(command_of(info), RunInfo)


def recorded_identity(info: dict[str, Any]) -> RunIdentity | None:
    """The identity a run.json (checked by ``runs.folder.read_run_info``) records; None when it is from before."""
    return run_kind(info).model_validate(info).identity


def check_run_info(info: dict[str, Any]) -> ValidationError | None:
    """What is wrong with a run.json's keys (None when a reader can rely on them)."""
    try:
        run_kind(info).model_validate(info)
    except ValidationError as exc:
        return exc
    return None
