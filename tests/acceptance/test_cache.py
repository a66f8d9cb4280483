"""LLM criterion 8: the response cache — a rerun makes zero LLM calls and the same transcripts; the cache flags.

The counting server answers deterministically; the demo bot is deterministic; so two runs with the same seed
are the same conversations. The server's call count says whether the cache was read, and the cache files'
inodes say whether it was written (every write replaces the file).
"""

from __future__ import annotations

from pathlib import Path

from tests.acceptance.conftest import Chat, StartServer
from tests.acceptance.helpers import (
    explain,
    key_of,
    make_project,
    new_run,
    raw_documents,
    results,
    run_dirs,
    without_timing,
)
from tests.acceptance.llm_world import ModelledUser, llm_profile

CONVERSATIONS, STEPS = 2, 3
CALLS = CONVERSATIONS * (STEPS + 1)  # steps N with outputs: N user messages + 1 extraction each


def cache_files(project: Path) -> dict[str, int]:
    """Every cache entry and its inode."""
    root = project / ".sensei" / "cache"
    return {str(p.relative_to(root)): p.stat().st_ino for p in root.rglob("*.json")} if root.is_dir() else {}


def interactions(run_dir: Path) -> dict[str, str]:
    return {
        str(path.relative_to(run_dir)): raw_documents(path)[2]
        for path in sorted((run_dir / "conversations").rglob("*.yml"))
    }


def comparable(run_dir: Path) -> list[dict[str, object]]:
    """results.jsonl minus timing fields, and minus what a cache hit changes (cached_calls, each call's cached)."""
    out = []
    for record in sorted(results(run_dir), key=key_of):
        plain = without_timing(record)
        plain["usage"] = {k: {**v, "cached_calls": None} for k, v in record["usage"].items()}
        plain["llm_calls"] = [{**call, "cached": None} for call in record["llm_calls"]]
        out.append(plain)
    return out


def test_rerun_is_free_and_identical_and_the_flags_do_what_they_say(
    chat: Chat, openai_server: StartServer, tmp_path: Path
) -> None:
    server = openai_server(ModelledUser())
    profile = llm_profile(server.base_url, "cached", number=CONVERSATIONS, goal_style=f"{{steps: {STEPS}}}", outputs=2)
    project = make_project(tmp_path / "project", {"cached": profile})

    def run(*flags: str) -> tuple[int, Path]:
        before, calls = run_dirs(project), server.calls
        done = chat("-pp", project, "-t", "demo", "--seed", 5, *flags)
        assert done.returncode == 0, explain(done)
        return server.calls - calls, new_run(project, before)

    calls, first = run()
    assert calls == CALLS
    written = cache_files(project)
    assert len(written) == CALLS

    calls, second = run()
    assert calls == 0, "the rerun called the LLM"
    assert interactions(second) == interactions(first)
    assert comparable(second) == comparable(first)
    assert all(r["usage"]["total"]["cached_calls"] == STEPS + 1 for r in results(second))
    assert all(call["cached"] for r in results(second) for call in r["llm_calls"])
    assert [c["purpose"] for c in results(first)[0]["llm_calls"]] == ["user"] * STEPS + ["extraction"]
    assert cache_files(project) == written

    calls, _ = run("--ignore-cache")
    assert calls == CALLS  # not read...
    assert cache_files(project) == written  # ...and not written

    calls, _ = run("--update-cache")
    assert calls == CALLS  # not read...
    refreshed = cache_files(project)
    assert refreshed.keys() == written.keys()
    assert all(refreshed[name] != written[name] for name in written)  # ...but every entry rewritten

    (project / ".sensei" / "cache" / "stale.json").write_text("{}", encoding="utf-8")
    calls, _ = run("--clean-cache")
    assert calls == CALLS  # the cache was deleted before the run...
    assert not (project / ".sensei" / "cache" / "stale.json").exists()
    assert cache_files(project).keys() == written.keys()  # ...and filled again by it

    calls, last = run()
    assert calls == 0
    assert interactions(last) == interactions(first)
