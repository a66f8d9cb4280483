"""Read ``security.yml`` into a checked :class:`Campaign`: every attack, param, case file and oracle validated.

Nothing here calls a model, the target or project code; every problem is collected and raised as one
ConfigError with file:line:column, so a campaign either is fully valid or nothing runs.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel

from user_sim.config.located import unknown_key_message, validate_doc
from user_sim.config.yamlfile import YamlDoc, load_yaml
from user_sim.errors import ConfigError, Issue
from user_sim.plugins import Registry
from user_sim.security.attacks import ATTACKS, Attack, PlanContext
from user_sim.security.execute.executors import EXECUTORS, WarmupIdentity
from user_sim.security.judge.judging import OracleRegistry, load_builtin_oracles, params_context, validate_oracle
from user_sim.security.oracles.base import ORACLES
from user_sim.security.plan.cases import CaseDraft, CasePlan
from user_sim.security.plan.locate import Site, validate_at
from user_sim.security.plan.security_file import AttackEntry, SecurityFile
from user_sim.security.plan.warmup_identity import resolve_identity

NO_ATTACK = (
    "enables no attack, so a run would test nothing: list one (e.g. `- name: owasp_pack`, which needs no model) "
    "or set enabled: true on a listed one (sensei-security-check --list-attacks names them all)"
)


@dataclass(frozen=True)
class EntryPlan:
    """One enabled attack entry and what it needs at run time."""

    index: int
    entry: AttackEntry
    attack: type[Attack]
    identity: WarmupIdentity | None = None


@dataclass(frozen=True)
class Campaign:
    """A validated campaign, ready to run."""

    config: SecurityFile
    path: Path
    project_dir: Path
    security_dir: Path
    entries: dict[int, EntryPlan]
    cases: list[CasePlan]
    redact: bool
    """Redact detected PII in every output file."""
    digest: str
    """SHA-256 of security.yml (``--resume`` refuses a changed file)."""

    @property
    def target_context(self) -> str:
        """The chatbot's allowed domain, as written in ``generation.target_context``."""
        return (self.config.generation.target_context or "").strip()


def load_campaign(
    path: Path | str,
    project_dir: Path | str,
    *,
    attacks: Registry[type[Attack]] = ATTACKS,
    oracles: OracleRegistry | None = None,
    require_attack: bool = False,
) -> Campaign:
    """Validate ``security.yml`` and plan its cases; raise ConfigError listing every problem.

    ``require_attack``: a file that enables no attack is a problem too (a run of it would test nothing); checking
    a project or merging shards accepts one (SENSEI's template says ``attacks: []``).
    """
    path, project = Path(path), Path(project_dir).resolve()
    if oracles is None:
        load_builtin_oracles()
        oracles = ORACLES
    doc = load_yaml(path)
    config = validate_doc(SecurityFile, doc)
    planner = _Planner(doc, config, project, path.parent.resolve(), attacks, oracles)
    entries, drafts = planner.plan_all()
    if require_attack and not entries and not planner.issues:
        planner.issues.append(doc.issue(("attacks",), NO_ATTACK, key=True))
    if planner.issues:
        raise ConfigError(planner.issues)
    shown = _unique_case_ids([(entries[index].entry.name, draft.case_id) for index, _, draft in drafts])
    cases = [
        CasePlan(f"{index}:{draft.case_id}", n, index, entries[index].entry.name, attempt, draft, shown[n])
        for n, (index, attempt, draft) in enumerate(drafts)
    ]
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    return Campaign(config, path, project, path.parent.resolve(), entries, cases, _redact(config, cases), digest)


def _unique_case_ids(cases: list[tuple[str, str]]) -> list[str]:
    """Each (attack, case id)'s id, with ``#2``, ``#3``... when the same attack listed again repeats an id."""
    seen: dict[tuple[str, str], int] = {}
    shown = []
    for attack, case_id in cases:
        seen[(attack, case_id)] = count = seen.get((attack, case_id), 0) + 1
        shown.append(case_id if count == 1 else f"{case_id}#{count}")
    return shown


def _redact(config: SecurityFile, cases: list[CasePlan]) -> bool:
    if config.redact is not None:
        return config.redact
    pii = (c.draft.oracle for c in cases if c.draft.oracle.type == "pii_leakage")
    return any(o.params.get("redact", True) is not False for o in pii)


class _Planner:
    """Walks the attack entries, collecting issues instead of stopping at the first."""

    def __init__(
        self,
        doc: YamlDoc,
        config: SecurityFile,
        project: Path,
        security_dir: Path,
        attacks: Registry[type[Attack]],
        oracles: OracleRegistry,
    ) -> None:
        self.doc, self.config, self.project, self.security_dir = doc, config, project, security_dir
        self.attacks, self.oracles = attacks, oracles
        self.issues: list[Issue] = []
        self.context = params_context(project, security_dir)

    def plan_all(self) -> tuple[dict[int, EntryPlan], list[tuple[int, int, CaseDraft]]]:
        entries: dict[int, EntryPlan] = {}
        drafts: list[tuple[int, int, CaseDraft]] = []
        for index, entry in enumerate(self.config.attacks):
            planned = self._entry(index, entry)
            if planned is not None and entry.enabled:
                entries[index] = planned[0]
                # a case file's cases each run once: each is attempt 1 of its own case, not attempt N of the attack
                once = planned[0].attack.takes_case_file
                drafts += [(index, 1 if once else n, d) for n, d in enumerate(planned[1], 1)]
        return entries, drafts

    def _entry(self, index: int, entry: AttackEntry) -> tuple[EntryPlan, list[CaseDraft]] | None:
        at = ("attacks", index)
        if entry.name not in self.attacks:
            self.issues.append(self.doc.issue((*at, "name"), self.attacks.unknown_message(entry.name)))
            return None
        attack = self.attacks.get(entry.name)
        params, problems = self._params(at, entry, attack)
        self.issues += problems + self._shape_issues(at, entry, attack)
        if params is None or not entry.enabled:
            return None
        ctx = PlanContext(
            entry,
            at,
            self.doc,
            self.config.execution.attempts,
            self.project,
            self.security_dir,
            (self.config.generation.target_context or "").strip(),
        )
        try:
            drafts = attack().plan(params, ctx)
        except ConfigError as exc:
            self.issues += exc.issues
            return None
        identity = self._identity(at, entry)
        self._check_drafts(at, entry, drafts)
        return EntryPlan(index, entry, attack, identity), drafts

    def _params(
        self, at: tuple[str, int], entry: AttackEntry, attack: type[Attack]
    ) -> tuple[BaseModel | None, list[Issue]]:
        """The attack's validated params, or the issues (an attack that takes none says so)."""
        if entry.params and not attack.Params.model_fields:
            takes_none = f"{entry.name} takes no params (leave params out)"
            return None, [
                self.doc.issue(
                    (*at, "params", key), unknown_key_message(str(key), set(), none_allowed=takes_none), key=True
                )
                for key in entry.params
            ]
        return validate_at(attack.Params, self.doc, (*at, "params"), data=entry.params, context=self.context)

    def _shape_issues(self, at: tuple[str, int], entry: AttackEntry, attack: type[Attack]) -> list[Issue]:
        issues = []
        if not attack.takes_case_file:
            issues += [
                self.doc.issue(
                    (*at, key),
                    f"{key} is only used by attacks that read a case file (custom_benchmark, owasp_pack)",
                    key=True,
                )
                for key in ("source", "parameters")
                if getattr(entry, key)
            ]
        if entry.execution.mode not in EXECUTORS:
            issues.append(self.doc.issue((*at, "execution", "mode"), EXECUTORS.unknown_message(entry.execution.mode)))
        return issues

    def _identity(self, at: tuple[str, int], entry: AttackEntry) -> WarmupIdentity | None:
        if entry.execution.mode != "simulated_user":
            return None
        identity, issue = resolve_identity(entry, self.config.simulation, self.doc, at, self.project)
        if issue is not None:
            self.issues.append(issue)
        return identity

    def _check_drafts(self, at: tuple[str, int], entry: AttackEntry, drafts: list[CaseDraft]) -> None:
        name_site = Site(self.doc, (*at, "name"))
        if not drafts:
            self.issues.append(name_site.issue("this attack has no case to run"))
        uses_llm = entry.rephrase or any(d.needs_llm for d in drafts)
        if uses_llm and not self.config.generation.enabled:
            self.issues.append(
                name_site.issue("this attack needs the generation model, but generation.enabled is false")
            )
        entry_site = Site(self.doc, (*at, "oracle")) if entry.oracle is not None else None
        if entry_site is not None and drafts and not any(_is_entry_oracle(d, entry) for d in drafts):
            advice = _UNUSED_ORACLE_ADVICE if entry.source else "remove this oracle"
            self.issues.append(entry_site.issue(_UNUSED_ORACLE.format(attack=entry.name, advice=advice)))
        if not self.oracles.names():
            used = ", ".join(sorted({d.oracle.type for d in drafts}))
            self.issues.append(name_site.issue(f"its oracles ({used}) are unknown: no oracle is registered"))
            return
        seen: set[tuple[object, ...]] = set()
        for draft in drafts:
            site = draft.oracle_site or (entry_site if entry_site and _is_entry_oracle(draft, entry) else None)
            # a YAML anchor shared by many cases is checked (and reported) once, at the anchor
            where = (site.doc.file, site.doc.mark(site.path)) if site and site.doc else site
            key = (draft.oracle.type, json.dumps(draft.oracle.params, sort_keys=True, default=str), where)
            if key not in seen:
                seen.add(key)
                self.issues += validate_oracle(draft.oracle, site, name_site, self.oracles, self.context)


_UNUSED_ORACLE = "judges no case: every case of {attack} has its own oracle, which comes first; {advice}"
"""An entry's oracle that no case uses: it would be neither checked nor run, so the campaign is not what was asked."""
_UNUSED_ORACLE_ADVICE = "remove this oracle, or take the own oracle off the cases of the case file that should use it"
"""Only a case file's cases can be changed (owasp_pack's probes cannot)."""


def _is_entry_oracle(draft: CaseDraft, entry: AttackEntry) -> bool:
    return entry.oracle is not None and (draft.oracle.type, draft.oracle.params) == (
        entry.oracle.type,
        entry.oracle.params,
    )
