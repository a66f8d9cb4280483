"""Helpers of the acceptance tests: small projects on disk, the run folder they produce, and its files read raw.

The files are parsed here with ``json``/``yaml`` directly (not with user_sim's readers), so a test proves that
what is on disk is readable by anyone.
"""

from __future__ import annotations

import json
import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

TIMING_FIELDS = ("started_at", "duration_s", "run_id")
"""Fields of a results.jsonl record that may differ between two runs of the same conversations."""

FALLBACK = "Sorry, I didn't understand that."
"""The demo bot's fallback sentence."""


def make_project(root: Path, profiles: dict[str, str], *, files: dict[str, str] | None = None) -> Path:
    """A project folder with ``profiles/<name>.yml`` for each entry (and any extra files, by relative path)."""
    (root / "profiles").mkdir(parents=True, exist_ok=True)
    for name, text in profiles.items():
        (root / "profiles" / f"{name}.yml").write_text(text, encoding="utf-8")
    for relative, text in (files or {}).items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text, encoding="utf-8")
    return root


def run_dirs(project: Path) -> list[Path]:
    """The run folders under ``<project>/output/runs``, oldest first."""
    runs = project / "output" / "runs"
    return sorted(runs.iterdir()) if runs.is_dir() else []


def only_run(project: Path) -> Path:
    """The single run folder of a project (fails when there is not exactly one)."""
    found = run_dirs(project)
    assert len(found) == 1, f"expected one run folder, found {[p.name for p in found]}"
    return found[0]


def new_run(project: Path, before: list[Path]) -> Path:
    """The one run folder that is not in ``before`` (two runs in one second do not sort by time)."""
    added = sorted(set(run_dirs(project)) - set(before))
    assert len(added) == 1, f"expected one new run folder, found {[p.name for p in added]}"
    return added[0]


def results(run_dir: Path) -> list[dict[str, Any]]:
    """Every line of results.jsonl, parsed (each line must parse)."""
    lines = (run_dir / "results.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def key_of(record: dict[str, Any]) -> tuple[str, int, int]:
    """(profile, index, replicate) of a results.jsonl record."""
    return (record["profile"], record["index"], record["replicate"])


def conversation_file(run_dir: Path, record: dict[str, Any]) -> Path:
    """The SENSEI YAML of a record: ``conversations/<profile>/<index>[_r<replicate>].yml``."""
    suffix = f"_r{record['replicate']}" if record["replicate"] else ""
    return run_dir / "conversations" / record["profile"] / f"{record['index']}{suffix}.yml"


def yaml_documents(path: Path) -> list[Any]:
    """The YAML documents of a file."""
    return list(yaml.safe_load_all(path.read_text(encoding="utf-8")))


def raw_documents(path: Path) -> list[str]:
    """The text of each YAML document of a file (split on the ``---`` lines), for byte-level comparisons."""
    text = path.read_text(encoding="utf-8")
    parts: list[list[str]] = [[]]
    for line in text.splitlines(keepends=True):
        if line.rstrip("\n") == "---":
            parts.append([])
        else:
            parts[-1].append(line)
    return ["".join(part) for part in parts]


def report(run_dir: Path) -> dict[str, Any]:
    """report.yml, parsed."""
    loaded = yaml.safe_load((run_dir / "report.yml").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def without_timing(record: dict[str, Any]) -> dict[str, Any]:
    """A results.jsonl record minus the fields that legitimately change between runs (times, run id)."""
    out = {k: v for k, v in record.items() if k not in TIMING_FIELDS}
    out["turns"] = [{k: v for k, v in turn.items() if k != "latency_s"} for turn in record["turns"]]
    return out


def user_messages(records: list[dict[str, Any]]) -> Counter[str]:
    """How many times each user message appears in the records' turns."""
    return Counter(turn["user"] for record in records for turn in record["turns"])


def explain(process: subprocess.CompletedProcess[str]) -> str:
    """A CLI run's output, for assertion messages."""
    return f"exit {process.returncode}\n--- stdout\n{process.stdout}\n--- stderr\n{process.stderr}"
