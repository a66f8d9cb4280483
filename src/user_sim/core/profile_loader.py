"""Load a profile file: shape (pydantic), old spellings, and whole-profile checks, all located file:line:column."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from user_sim.config.catalog import Catalog, load_catalog
from user_sim.config.legacy import modernise
from user_sim.config.located import issues_from
from user_sim.config.profile import ChatbotSpec, Profile, User
from user_sim.config.profile_conversation import ConversationSpec
from user_sim.config.yamlfile import YamlDoc, load_yaml
from user_sim.core import profile_checks as checks
from user_sim.core.seeds import derive_rng
from user_sim.core.variable_data import DataContext
from user_sim.core.variables import AnyResolver, VariablePlan
from user_sim.errors import ConfigError, Issue

PROFILE_SUFFIXES = (".yml", ".yaml")


@dataclass
class ProfileCheck:
    """The outcome of checking one profile file (never raises for user errors)."""

    path: Path
    errors: list[Issue] = field(default_factory=list)
    warnings: list[Issue] = field(default_factory=list)
    profile: Profile | None = None
    variables: VariablePlan | None = None
    """The profile's variables, resolved, and how they combine into conversations."""
    number: int = 0
    """Conversations before replicates."""
    catalog: Catalog | None = None

    @property
    def ok(self) -> bool:
        """True when the profile has no error."""
        return not self.errors


@dataclass(frozen=True)
class LoadedProfile:
    """A valid profile, ready to plan conversations from."""

    path: Path
    profile: Profile
    variables: VariablePlan
    """The profile's variables, resolved, and how they combine into conversations."""
    number: int
    warnings: tuple[Issue, ...] = ()
    catalog: Catalog | None = None
    """The personalities and custom types the profile was checked with."""

    @property
    def total_conversations(self) -> int:
        """Conversations including replicates."""
        return self.number * self.profile.conversation.replicates


@dataclass
class CheckOptions:
    """What profile checks may use."""

    project_dir: Path | None = None
    catalog: Catalog | None = None
    any_resolver: AnyResolver | None = None
    seed: int = 0
    today: date | None = None
    run_project_code: bool = True


def check_profile_file(
    path: Path | str, options: CheckOptions | None = None, display: str | None = None
) -> ProfileCheck:
    """Check one profile file and collect every error and warning."""
    options = options or CheckOptions()
    path = Path(path)
    result = ProfileCheck(path, catalog=options.catalog)
    try:
        doc = load_yaml(path, display)
    except ConfigError as exc:
        result.errors = exc.issues
        return result
    warnings, old_layout = modernise(doc)
    found = checks.Findings(doc, errors=old_layout, warnings=warnings)
    _check_document(doc, options, found, result)
    result.errors, result.warnings = sorted(set(found.errors)), sorted(set(found.warnings))
    return result


def load_profile(path: Path | str, options: CheckOptions | None = None) -> LoadedProfile:
    """Load a valid profile or raise ConfigError with every problem of the file."""
    result = check_profile_file(path, options)
    if result.errors or result.profile is None or result.variables is None:
        raise ConfigError(result.errors or [Issue(str(path), 1, 1, "", "profile is invalid")])
    return LoadedProfile(
        result.path, result.profile, result.variables, result.number, tuple(result.warnings), result.catalog
    )


def _check_document(doc: YamlDoc, options: CheckOptions, found: checks.Findings, result: ProfileCheck) -> None:
    if not isinstance(doc.data, dict):
        found.error((), "a profile must be a mapping with test_name, user, chatbot and conversation")
        return
    catalog = options.catalog or _project_catalog(options.project_dir, found)
    result.catalog = catalog
    profile = _validated(Profile, doc.data, doc, found)
    user, chatbot, conversation = (
        (profile.user, profile.chatbot, profile.conversation)
        if profile
        else (
            _section(User, doc, "user"),
            _section(ChatbotSpec, doc, "chatbot"),
            _section(ConversationSpec, doc, "conversation"),
        )
    )
    if user is not None:
        checks.check_user(user, catalog, found)
        result.variables = checks.check_variables(user, _data_context(doc, options, catalog), found)
    if chatbot is not None:
        checks.check_outputs(chatbot, catalog, found)
    if conversation is not None:
        checks.check_styles(conversation, found)
    if profile is not None:
        result.profile = profile
        checks.check_format(profile, options.project_dir, found)
        if result.variables is not None:
            checks.check_any_needs_llm(profile, result.variables, found)
    if conversation is not None and user is not None:
        result.number = checks.conversation_count(conversation, result.variables, found)


def _project_catalog(project_dir: Path | None, found: checks.Findings) -> Catalog:
    """The project's catalog; a broken types/ or personalities/ file is one more error, never an exception."""
    try:
        return load_catalog(project_dir)
    except ConfigError as exc:
        found.errors.extend(exc.issues)
        return load_catalog(None)


def _section(model: type[BaseModel], doc: YamlDoc, key: str) -> Any:
    return _validated(model, doc.data.get(key), doc, None)


def _validated(model: type[BaseModel], data: Any, doc: YamlDoc, found: checks.Findings | None) -> Any:
    """Validate ``data``; record located issues in ``found`` (when given) and return None on failure."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        if found is not None:
            found.errors.extend(issues_from(exc, doc, model))
        return None


def _data_context(doc: YamlDoc, options: CheckOptions, catalog: Catalog) -> DataContext:
    name = doc.data.get("test_name", doc.file) if isinstance(doc.data, dict) else doc.file
    return DataContext(
        catalog=catalog,
        rng=derive_rng(options.seed, "data", str(name)),
        project_dir=options.project_dir,
        today=options.today,
        any_resolver=options.any_resolver,
        run_project_code=options.run_project_code,
    )


def find_profiles(target: Path) -> list[Path]:
    """A profile file, or every profile in a folder (recursive, sorted)."""
    if target.is_dir():
        return sorted(p for p in target.rglob("*") if p.suffix in PROFILE_SUFFIXES and p.is_file())
    return [target]
