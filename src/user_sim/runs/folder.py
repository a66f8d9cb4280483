"""Run folders: ``<root>/<run id>/``, created exclusively for a new run, or reopened (and checked) for ``--resume``.

A run id is the UTC start time plus six random hex digits, e.g. ``20250102T030405Z-1a2b3c``; every command
names its runs this way, and ``--resume`` accepts nothing else (so an id can never climb out of ``root``).

Every command reads a run folder's ``run.json`` through :func:`read_run_info`, and none tolerates its absence:
each command writes it before anything else (since the first version), and what is read from it (the seed the
focus files and ``--resume`` use, the shard, the model a run forced on its users) cannot be guessed.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from user_sim.errors import ConfigError, UsageError, UserSimError

RUN_FILE = "run.json"
RESULTS_FILE = "results.jsonl"
"""Every run folder's one record per unit (conversation, case), written as each ends."""
RUN_ID_PATTERN = re.compile(r"^\d{8}T\d{6}Z-[0-9a-f]{6}$")
_DAMAGED = "cut short or edited since its run wrote it: restore it, or start a new run"


def utc_now() -> datetime:
    """The current UTC time (a parameter of run-folder creation so tests can freeze it)."""
    return datetime.now(UTC)


def new_run_id(now: datetime | None = None) -> str:
    """A run id: UTC time ``YYYYmmddTHHMMSSZ`` plus a random 6-hex-digit suffix."""
    moment = (now or utc_now()).astimezone(UTC)
    return f"{moment:%Y%m%dT%H%M%SZ}-{secrets.token_hex(3)}"


def create_run_folder(root: Path, *, clock: Callable[[], datetime] = utc_now, attempts: int = 50) -> tuple[str, Path]:
    """Create ``root/<new run id>`` exclusively (two runs never share a folder); return the id and the folder."""
    root.mkdir(parents=True, exist_ok=True)
    for _ in range(attempts):
        run_id = new_run_id(clock())
        try:
            (root / run_id).mkdir(exist_ok=False)
        except FileExistsError:
            continue
        return run_id, root / run_id
    raise UserSimError(f"could not create a new run folder in {root} after {attempts} attempts")


def open_run_folder(root: Path, run_id: str) -> Path:
    """The folder of an earlier run (``--resume``); UsageError when the id is malformed or there is no such run."""
    if not RUN_ID_PATTERN.match(run_id):
        raise UsageError(f"--resume {run_id!r}: not a run id (expected e.g. 20250102T030405Z-1a2b3c)")
    folder = root / run_id
    if not (folder / RUN_FILE).is_file():
        raise UsageError(f"--resume {run_id}: no run found at {folder} (no {RUN_FILE} there)")
    return folder


def read_run_info(folder: Path) -> dict[str, Any]:
    """A run folder's ``run.json``, the one reader of it; UsageError (one line) when it is missing or damaged.

    Every run folder has one (each command writes it before anything else), so a folder without it is not a run
    folder, and a file that is not a JSON object is damaged: it is never read as empty.
    """
    path = Path(folder) / RUN_FILE
    if not path.is_file():
        raise UsageError(f"{folder}: not a run folder (no {RUN_FILE})")
    try:
        info = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}:{exc.lineno}:{exc.colno}: not readable JSON ({exc.msg}); {_DAMAGED}") from None
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path}: not UTF-8 text (byte {exc.start}); {_DAMAGED}") from None
    if not isinstance(info, dict):
        raise UsageError(f"{path}: not a run.json (a JSON object); {_DAMAGED}")
    _check_keys(path, info)
    return info


def _check_keys(path: Path, info: dict[str, Any]) -> None:
    """Refuse a run.json whose keys a reader relies on are missing or of the wrong type: one line, the first problem."""
    from user_sim.runs.run_info import check_run_info

    problem = check_run_info(info)
    if problem is None:
        return
    from user_sim.config.located import issues_from
    from user_sim.config.yamlfile import YamlDoc, parse_yaml

    try:  # JSON is YAML: its marks place each problem at its line and column
        marked = parse_yaml(path.read_text(encoding="utf-8"), str(path))
        doc = YamlDoc(str(path), info, marked.value_marks, marked.key_marks)
    except ConfigError:
        doc = YamlDoc(str(path), info)
    first, *others = issues_from(problem, doc)
    more = f" (and {len(others)} more)" if others else ""
    raise ConfigError(replace(first, message=f"{first.message}{more}; {_DAMAGED}"))
