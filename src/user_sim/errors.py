"""Every error user_sim raises on purpose, and the exit code each one maps to.

::

    UserSimError                      base of everything we raise on purpose
    ├── UsageError                    bad flag / bad combination of flags        -> exit 2
    ├── ConfigError                   invalid file; carries located Issues       -> exit 2
    ├── NotBuiltError                 a feature that exists in the format but is not implemented -> exit 3
    ├── TargetError                   the chatbot failed (HTTP error, timeout, bad payload)
    │   ├── EmptyReply                the chatbot answered with no text (an attack's verdict: inconclusive)
    │   └── TargetUnreachable         the health check failed before anything ran -> exit 3
    ├── LLMError                      an LLM call failed (after bounded retries)
    │   └── LLMRefusal                the model refused to produce what was asked
    └── BudgetExceeded                the next call would pass a ``max_cost``     -> exit 4

Inside a conversation, TargetError / LLMError / BudgetExceeded are *values*: the engine turns them into the
conversation's end reason and the run continues. Only ConfigError/UsageError stop a run, before anything runs.
"""

from __future__ import annotations

import contextlib
import itertools
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from user_sim.exit_codes import ExitCode
from user_sim.wording import did_you_mean


class UserSimError(Exception):
    """Base class for every error user_sim raises deliberately."""

    exit_code: ExitCode = ExitCode.INFRA


class UsageError(UserSimError):
    """The command line is wrong (unknown flag value, conflicting flags)."""

    exit_code = ExitCode.CONFIG


@dataclass(frozen=True, order=True)
class Issue:
    """One problem in one input file, located as precisely as the YAML allows."""

    file: str
    line: int
    column: int
    path: str
    message: str

    def __str__(self) -> str:
        """Render as ``file:line:column: dotted.path: message`` (``file: message`` when line is 0: no place in it)."""
        where = f"{self.file}:{self.line}:{self.column}" if self.line else self.file
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"

    def as_dict(self) -> dict[str, Any]:
        """Return the JSON form used in ``errors.json``."""
        return asdict(self)


class ConfigError(UserSimError):
    """One or more input files are invalid; ``issues`` says where and why."""

    exit_code = ExitCode.CONFIG

    def __init__(self, issues: list[Issue] | Issue | str) -> None:
        if isinstance(issues, str):
            issues = [Issue(file="", line=0, column=0, path="", message=issues)]
        elif isinstance(issues, Issue):
            issues = [issues]
        self.issues: list[Issue] = sorted(issues)
        super().__init__("\n".join(issue_line(i) for i in self.issues))


def missing_path(path: Path | str, noun: str = "file or folder", *, shown: str | None = None) -> Issue:
    """The issue of a path that does not exist: no line:column (there is nothing to point into).

    With the closest name in its folder when one is close (``no such file or folder; did you mean
    'profiles/order.yml'?``), or the folder that is missing.
    """
    given = Path(path)
    hint = ""
    with contextlib.suppress(OSError):
        if given.parent.is_dir():
            names = (entry.name for entry in itertools.islice(given.parent.iterdir(), 1000))
            hint = did_you_mean(
                given.name, names, cutoff=0.8, written=lambda name: repr(str(given.parent / name))
            )  # ".yml" alike is 0.6 close
        elif str(given.parent) not in ("", "."):
            hint = f" (there is no folder {given.parent})"
    return Issue(shown or str(path), 0, 0, "", f"no such {noun}{hint}")


def no_such(path: Path | str, noun: str = "file or folder") -> str:
    """``no such NOUN 'PATH'`` and, as :func:`missing_path` finds it, the closest name or the missing folder."""
    hint = missing_path(path, noun).message.removeprefix(f"no such {noun}")
    return f"no such {noun} {str(path)!r}{hint}"


def not_a_folder(path: Path | str) -> str | None:
    """What keeps ``path`` from being a folder to write in, if anything does.

    ``PATH is a file, not a folder`` when it, or a folder above it, is a file; None when it is a folder or can be
    made one.
    """
    for place in (Path(path), *Path(path).parents):
        if place.exists():
            return None if place.is_dir() else f"{place} is a file, not a folder"
    return None


def output_folder(path: Path | str, flag: str) -> None:
    """Refuse (UsageError, exit 2) an output folder flag ``flag`` naming a file: ``--output: PATH is a file, ...``."""
    problem = not_a_folder(path)
    if problem is not None:
        raise UsageError(f"{flag}: {problem}")


def not_a_file(path: Path | str) -> str | None:
    """What keeps ``path`` from being a file to write, if anything: a folder there, or a file above it."""
    if Path(path).is_dir():
        return f"{path} is a folder, not a file"
    return not_a_folder(Path(path).parent)


def output_file_path(path: Path | str | None, flag: str) -> None:
    """Refuse (UsageError, exit 2) an output file flag ``flag`` naming a folder or a place under a file."""
    problem = None if path is None else not_a_file(path)
    if problem is not None:
        raise UsageError(f"{flag}: {problem}")


def issue_line(issue: Issue) -> str:
    """An issue as a ConfigError says it: ``file:line:col: path: message``, or the message alone without a file."""
    return issue.message if not issue.file else str(issue)


class NotBuiltError(UserSimError):
    """A feature the file format names but this version does not implement yet."""

    exit_code = ExitCode.INFRA


class TargetError(UserSimError):
    """The chatbot under test failed to answer (HTTP error, timeout, malformed or empty reply)."""

    exit_code = ExitCode.INFRA


class EmptyReply(TargetError):
    """The chatbot answered with no text (or only blanks): a conversation ends in error, an attack is inconclusive."""


class TargetUnreachable(TargetError):
    """The target failed its health check, so nothing was run."""


class LLMError(UserSimError):
    """An LLM call failed after its bounded retries."""

    exit_code = ExitCode.INFRA


class LLMRefusal(LLMError):
    """The model declined to produce what was asked (e.g. an attack prompt)."""


class BudgetExceeded(UserSimError):
    """The next LLM call could exceed a ``max_cost`` budget."""

    exit_code = ExitCode.BUDGET


_RETRYABLE_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})


def is_retryable(exc: BaseException) -> bool:
    """Tell whether a failed LLM/HTTP call is worth retrying (rate limit, 5xx, timeout, dropped connection)."""
    status = getattr(exc, "status_code", None) or getattr(getattr(exc, "response", None), "status_code", None)
    if isinstance(status, int):
        return status in _RETRYABLE_STATUS
    names = {cls.__name__ for cls in type(exc).__mro__}
    return bool(
        names
        & {
            "APITimeoutError",
            "APIConnectionError",
            "RateLimitError",
            "InternalServerError",
            "TimeoutError",
            "ConnectionError",
            "Timeout",
            "ReadTimeout",
            "ConnectTimeout",
        }
    )
