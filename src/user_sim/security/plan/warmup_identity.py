"""Who the warm-up user of a ``simulated_user`` attack is: a profile's user block, or the inline identity.

Order (as SENSEI documents it): the attack's ``execution.reference_profile``, then
``simulation.reference_profile``, then inline ``simulation.role/language/context``. Here, at load time, only
``user.role``, ``user.language`` and ``user.context`` are read (no project code runs in ``--validate-only``);
at run time :mod:`user_sim.security.execute.warmup_user` loads the whole profile so that its goals and facts shape the
warm-up, while its ``llm``, outputs and budgets are replaced by the ``simulation`` block's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from user_sim.config.yamlfile import Path_, YamlDoc, load_yaml
from user_sim.errors import ConfigError, Issue
from user_sim.security.execute.executors import WarmupIdentity
from user_sim.security.plan.security_file import AttackEntry, SimulationBlock


def resolve_identity(
    entry: AttackEntry, simulation: SimulationBlock, doc: YamlDoc, at: Path_, project: Path
) -> tuple[WarmupIdentity | None, Issue | None]:
    """Return the warm-up identity of ``entry``, or the located reason there is none."""
    if entry.execution.reference_profile:
        return _from_profile(entry.execution.reference_profile, doc, (*at, "execution", "reference_profile"), project)
    if simulation.reference_profile:
        return _from_profile(simulation.reference_profile, doc, ("simulation", "reference_profile"), project)
    if simulation.role and simulation.role.strip():
        context = _context_lines(simulation.context)
        identity = WarmupIdentity(simulation.role.strip(), simulation.language or "English", context, doc.file)
        return _inline_checked(identity, simulation, doc, project)
    message = (
        "simulated_user mode needs a warm-up identity: set execution.reference_profile, "
        "simulation.reference_profile or simulation.role"
    )
    return None, doc.issue((*at, "execution", "mode"), message)


def _inline_checked(
    identity: WarmupIdentity, simulation: SimulationBlock, doc: YamlDoc, project: Path
) -> tuple[WarmupIdentity | None, Issue | None]:
    """The language must be known and a ``{personality: NAME}`` must exist (bundled or in the project)."""
    from user_sim.config.catalog import load_catalog
    from user_sim.config.languages import canonical_language

    try:
        canonical_language(identity.language)
    except ValueError as exc:
        return None, doc.issue(("simulation", "language"), str(exc))
    items = simulation.context if isinstance(simulation.context, list) else [simulation.context]
    names = [str(i["personality"]) for i in items if isinstance(i, dict) and "personality" in i]
    if names:
        catalog = load_catalog(project)
        unknown = [n for n in names if catalog.personality(n) is None]
        if unknown or len(names) > 1:
            message = catalog.unknown_personality(unknown[0]) if unknown else "only one {personality: NAME} is allowed"
            return None, doc.issue(("simulation", "context"), message)
    return identity, None


def find_profile(reference: str, project: Path) -> Path | None:
    """Resolve a profile reference: absolute, relative to the project, or a name in ``profiles/``."""
    path = Path(reference)
    candidates = [path] if path.is_absolute() else [project / path, project / "profiles" / path]
    return next((c.resolve() for c in candidates if c.is_file()), None)


def _from_profile(reference: str, doc: YamlDoc, at: Path_, project: Path) -> tuple[WarmupIdentity | None, Issue | None]:
    path = find_profile(reference, project)
    if path is None:
        return None, doc.issue(at, f"profile {reference!r} not found in the project or its profiles/ folder")
    try:
        data = load_yaml(path).data
    except ConfigError as exc:
        return None, doc.issue(at, f"profile {reference!r} cannot be read: {exc.issues[0]}")
    user = data.get("user") if isinstance(data, dict) else None
    role = str(user.get("role") or "").strip() if isinstance(user, dict) else ""
    if not role:
        return None, doc.issue(at, f"profile {reference!r} has no user.role")
    assert isinstance(user, dict)
    language = str(user.get("language") or "English")
    return WarmupIdentity(role, language, _context_lines(user.get("context")), str(path), "reference_profile"), None


def _context_lines(raw: Any) -> tuple[str, ...]:
    if raw in (None, ""):
        return ()
    items = raw if isinstance(raw, list) else [raw]
    lines = []
    for item in items:
        if isinstance(item, dict) and "personality" in item:
            lines.append(f"personality: {item['personality']}")
        elif isinstance(item, dict):
            lines.extend(f"{k}: {v}" for k, v in item.items())
        else:
            lines.append(str(item))
    return tuple(lines)
