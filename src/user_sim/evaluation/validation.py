"""Is a simulated user (or a judge) validated? The exact Clopper–Pearson bound over human labels.

One validation covers one *version* of an evaluator, its :class:`ValidationKey` — model, prompt hash,
temperature and budget. People label a sample of its conversations (``sensei-check labels``); a conversation
counts as realistic (or correct) only if every labeller said yes, and a sampled conversation left unlabelled
counts against. With k such conversations out of n sampled, the evaluator is validated when the one-sided
exact lower bound ``beta.ppf(1 - confidence, k, n - k + 1)`` (0 when k = 0) exceeds the configured minimum.

Verdicts are stored in ``<project>/validations/<key id>.json``. :func:`validation_status` is what gates call:
``"validated"`` or ``"INSUFFICIENT_EVIDENCE"`` (also when nothing was ever labelled for that key), unless the
project says ``require_validated_evaluators: false``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

Status = Literal["validated", "INSUFFICIENT_EVIDENCE"]
VALIDATIONS_DIR = "validations"
DEFAULT_MINIMUM = 0.8
DEFAULT_CONFIDENCE = 0.95


@dataclass(frozen=True)
class ValidationKey:
    """The version of an evaluator that one validation covers."""

    role: Literal["simulated_user", "judge", "goal_check"]
    """``goal_check``: the goal check as the judge of a run no LLM judge judged."""
    model: str
    prompt_hash: str
    """sha256 (first 16 hex digits) of the prompt text or code that drives the evaluator."""
    temperature: float
    budget: float | None
    """``max_cost`` of its conversations (None: unlimited)."""

    @property
    def id(self) -> str:
        """A stable short id of the key (file name of its verdict)."""
        text = json.dumps(asdict(self), sort_keys=True)
        return f"{self.role}-{hashlib.sha256(text.encode()).hexdigest()[:16]}"

    def describe(self) -> str:
        """One line for reports."""
        return (
            f"{self.role} model={self.model} prompt={self.prompt_hash} temperature={self.temperature:g} "
            f"budget={budget_text(self.budget)} (key {self.id})"
        )


def budget_text(budget: float | None) -> str:
    """A key's budget as reports show it: ``$0.5``, or ``unlimited``."""
    return "unlimited" if budget is None else f"${budget:g}"


def lower_bound(k: int, n: int, confidence: float = DEFAULT_CONFIDENCE) -> float:
    """Exact one-sided Clopper–Pearson lower bound of a proportion k/n."""
    if not 0 <= k <= n or n <= 0 or not 0 < confidence < 1:
        raise ValueError(f"need 0 <= k <= n, n > 0 and 0 < confidence < 1 (got k={k}, n={n}, {confidence})")
    if k == 0:
        return 0.0
    from scipy.stats import beta

    return float(beta.ppf(1 - confidence, k, n - k + 1))


@dataclass(frozen=True)
class Verdict:
    """The validation of one key from one set of labels."""

    key: ValidationKey
    criterion: str
    k: int
    """Sampled conversations every labeller marked yes."""
    n: int
    """Sampled conversations (unlabelled ones included)."""
    unlabelled: int
    """Sampled conversations some labeller left blank (they count against)."""
    disagreements: int
    """Sampled conversations with both a yes and a no."""
    labellers: tuple[str, ...]
    confidence: float
    minimum: float
    lower: float
    status: Status

    def describe(self) -> str:
        """Two lines for the console and reports."""
        return (
            f"{self.status}: {self.criterion} {self.k}/{self.n} (unlabelled {self.unlabelled}, disagreements "
            f"{self.disagreements}); exact {self.confidence:.0%} lower bound {self.lower:.3f} vs minimum "
            f"{self.minimum:g}\n  {self.key.describe()}"
        )


def decide(
    key: ValidationKey,
    labels: Sequence[Mapping[str, bool | None]],
    *,
    criterion: str = "realistic",
    minimum: float = DEFAULT_MINIMUM,
    confidence: float = DEFAULT_CONFIDENCE,
) -> Verdict:
    """The verdict over sampled conversations; each is {labeller: yes / no / None (blank)}."""
    labellers = tuple(sorted({name for row in labels for name in row}))
    yes = sum(bool(row) and all(row.get(name) is True for name in labellers) for row in labels)
    blank = sum(any(row.get(name) is None for name in labellers) for row in labels)
    split = sum(len({v for v in row.values() if v is not None}) > 1 for row in labels)
    n = len(labels)
    lower = lower_bound(yes, n, confidence) if n else 0.0
    status: Status = "validated" if n and lower > minimum else "INSUFFICIENT_EVIDENCE"
    return Verdict(key, criterion, yes, n, blank, split, labellers, confidence, minimum, lower, status)


def save(verdict: Verdict, project: Path) -> Path:
    """Store a verdict under the project's validations folder (group-readable, umask respected)."""
    folder = project / VALIDATIONS_DIR
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{verdict.key.id}.json"
    data = asdict(verdict)
    data["labellers"] = list(verdict.labellers)
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path


def save_key(key: ValidationKey, project: Path) -> None:
    """Remember a key's fields under its id (label sheets carry only the id)."""
    folder = project / VALIDATIONS_DIR / "keys"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{key.id}.json").write_text(json.dumps(asdict(key), sort_keys=True) + "\n", encoding="utf-8")


def load_key(key_id: str, project: Path) -> ValidationKey | None:
    """The key saved under ``key_id`` (None when unknown)."""
    try:
        data = json.loads((project / VALIDATIONS_DIR / "keys" / f"{key_id}.json").read_text(encoding="utf-8"))
        return ValidationKey(**data)
    except (OSError, ValueError, TypeError):
        return None


def stored_verdict(key: ValidationKey, project: Path) -> dict[str, Any] | None:
    """The verdict stored for exactly this key (None when nobody labelled its conversations yet)."""
    try:
        stored = json.loads((project / VALIDATIONS_DIR / f"{key.id}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return stored if isinstance(stored, dict) else None


def validation_status(key: ValidationKey, project: Path, *, required: bool = True) -> Status:
    """``validated`` when a stored verdict for exactly this key says so, or when validation is not required."""
    if not required:
        return "validated"
    stored = stored_verdict(key, project)
    return "validated" if stored is not None and stored.get("status") == "validated" else "INSUFFICIENT_EVIDENCE"
