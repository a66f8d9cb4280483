"""Engine criterion 5: the same --seed gives byte-identical transcripts whatever --workers is."""

from __future__ import annotations

from pathlib import Path

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import explain, key_of, new_run, raw_documents, results, run_dirs, without_timing
from tests.support.example_project import copy_example


def transcripts(run_dir: Path) -> dict[str, tuple[str, str]]:
    """Each conversation file's first and third YAML documents, as text (the second holds timings)."""
    out = {}
    for path in sorted((run_dir / "conversations").rglob("*.yml")):
        documents = raw_documents(path)
        assert len(documents) == 3, path
        out[str(path.relative_to(run_dir))] = (documents[0], documents[2])
    return out


def canonical_results(run_dir: Path) -> list[dict[str, object]]:
    return sorted((without_timing(r) for r in results(run_dir)), key=key_of)


def run(chat: Chat, project: Path, *flags: object) -> Path:
    before = run_dirs(project)
    done = chat("--run-from-yaml", project, *flags)
    assert done.returncode == 1, explain(done)  # the example's rules catch the demo bot's flaws (every seed)
    return new_run(project, before)


def test_same_seed_same_transcripts_with_1_or_4_workers(chat: Chat, tmp_path: Path) -> None:
    project = tmp_path / "pizza-shop"
    copy_example(project)
    serial = run(chat, project, "--seed", 7, "--workers", 1)
    parallel = run(chat, project, "--seed", 7, "--workers", 4)
    assert serial != parallel
    first, second = transcripts(serial), transcripts(parallel)
    assert len(first) > 10 and first.keys() == second.keys()
    for name in first:
        assert first[name] == second[name], name
    assert canonical_results(serial) == canonical_results(parallel)
    other = run(chat, project, "--seed", 8, "--workers", 4)  # the comparison can fail: another seed differs
    assert transcripts(other) != first
