import json
import multiprocessing
from dataclasses import replace
from pathlib import Path

import pytest

from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.llm.cache import CachedReply, ResponseCache, cache_key, project_cache_dir

SPEC = ModelSpec("m", provider="openai", base_url="http://127.0.0.1:1/v1")
MESSAGES = [ChatMessage("system", "s"), ChatMessage("user", "hi")]
BASE = {"temperature": 0.5, "messages": MESSAGES, "schema": None, "seed": 7}


def key(spec=SPEC, **changes):
    return cache_key(spec, **{**BASE, **changes})


def test_key_is_stable():
    assert key() == key()
    assert len(key()) == 64


@pytest.mark.parametrize(
    "changed",
    [
        {"spec": replace(SPEC, provider="anthropic")},
        {"spec": replace(SPEC, model="m2")},
        {"spec": replace(SPEC, base_url=None)},
        {"temperature": 0.0},
        {"messages": [ChatMessage("system", "s"), ChatMessage("user", "hi!")]},
        {"messages": [ChatMessage("system", "s"), ChatMessage("assistant", "hi")]},
        {"schema": {"type": "object"}},
        {"seed": 8},
        {"seed": None},
    ],
)
def test_key_changes_with_every_component(changed):
    assert key(**changed) != key()


def test_spec_temperature_is_not_part_of_the_key_only_the_call_temperature():
    assert key(spec=replace(SPEC, temperature=1.7)) == key()


def entry(text="hello"):
    return CachedReply(text=text, parsed={"a": 1}, input_tokens=12, output_tokens=3)


def test_round_trip_in_a_sharded_directory(tmp_path):
    cache = ResponseCache(project_cache_dir(tmp_path))
    assert cache.get(key()) is None
    cache.put(key(), entry())
    assert cache.get(key()) == entry()
    assert (tmp_path / ".sensei" / "cache" / key()[:2] / f"{key()}.json").is_file()
    assert len(cache) == 1


def test_ignore_mode_neither_reads_nor_writes(tmp_path):
    ResponseCache(tmp_path).put(key(), entry())
    ignoring = ResponseCache(tmp_path, "ignore")
    assert ignoring.get(key()) is None
    ignoring.put(key(seed=1), entry())
    assert ResponseCache(tmp_path).get(key(seed=1)) is None


def test_update_mode_writes_but_never_reads(tmp_path):
    ResponseCache(tmp_path).put(key(), entry("old"))
    updating = ResponseCache(tmp_path, "update")
    assert updating.get(key()) is None
    updating.put(key(), entry("new"))
    assert ResponseCache(tmp_path).get(key()).text == "new"


def test_unknown_mode_is_refused(tmp_path):
    with pytest.raises(ValueError, match="unknown cache mode"):
        ResponseCache(tmp_path, "sometimes")  # type: ignore[arg-type]


def test_clean_deletes_the_directory(tmp_path):
    cache = ResponseCache(tmp_path / "c")
    cache.put(key(), entry())
    cache.clean()
    assert not (tmp_path / "c").exists()
    cache.clean()  # cleaning twice is fine
    assert len(cache) == 0


def test_a_corrupt_entry_is_a_miss(tmp_path):
    cache = ResponseCache(tmp_path)
    cache.put(key(), entry())
    path = next(tmp_path.glob("??/*.json"))
    path.write_text("{not json")
    assert cache.get(key()) is None
    path.write_text(json.dumps({"text": "x"}))
    assert cache.get(key()) is None


def _hammer(root: str, worker: int) -> None:
    cache = ResponseCache(root)
    for i in range(40):
        cache.put(key(seed=i % 4), CachedReply(f"w{worker}-{i}", None, i, worker))
        cache.get(key(seed=(i + 1) % 4))


def test_parallel_processes_only_ever_see_whole_entries(tmp_path):
    context = multiprocessing.get_context("spawn")  # fork from a threaded pytest warns on 3.12+
    workers = [context.Process(target=_hammer, args=(str(tmp_path), w)) for w in range(3)]
    for proc in workers:
        proc.start()
    _hammer(str(tmp_path), 99)
    for proc in workers:
        proc.join(timeout=60)
        assert proc.exitcode == 0
    cache = ResponseCache(tmp_path)
    for seed in range(4):
        assert cache.get(key(seed=seed)).text.startswith("w")
    assert sorted(p.name for p in Path(tmp_path).rglob("*") if p.is_file() and p.name.startswith(".tmp")) == []


def test_cache_mode_from_flags():
    from user_sim.config.run_flags import cache_mode
    from user_sim.errors import UsageError

    assert cache_mode() == "normal"
    assert cache_mode(ignore_cache=True) == "ignore"
    assert cache_mode(update_cache=True) == "update"
    with pytest.raises(UsageError, match="contradict"):
        cache_mode(ignore_cache=True, update_cache=True)


def test_entries_respect_the_umask_and_leave_no_temporary_file(tmp_path):
    import os

    cache = ResponseCache(tmp_path)
    old = os.umask(0o027)
    try:
        cache.put("ab" + "0" * 62, CachedReply("hi", None, 1, 2))
    finally:
        os.umask(old)
    entries = list(tmp_path.rglob("*"))
    files = [p for p in entries if p.is_file()]
    assert [p.name for p in files] == ["ab" + "0" * 62 + ".json"]
    assert files[0].stat().st_mode & 0o777 == 0o640
