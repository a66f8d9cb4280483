"""run_parallel: the garbage-collector settings it uses while items run, and what it leaves behind."""

from __future__ import annotations

import gc

import pytest

from user_sim.runs.parallel import run_parallel


def _run(items: list[int], work, seen: list[int]) -> None:
    pending = iter(items)
    run_parallel(lambda: next(pending, None), work, lambda f: seen.append(f.result()), workers=2, name="test")


def test_older_objects_are_frozen_only_while_items_run():
    before_threshold, before_frozen = gc.get_threshold(), gc.get_freeze_count()
    during: list[tuple[int, int]] = []

    def work(item: int) -> int:
        during.append((gc.get_freeze_count(), gc.get_threshold()[0]))
        return item * 2

    seen: list[int] = []
    _run([1, 2, 3], work, seen)
    assert sorted(seen) == [2, 4, 6]
    assert all(frozen > 1000 and threshold == 20_000 for frozen, threshold in during)
    assert gc.get_threshold() == before_threshold
    assert gc.get_freeze_count() == before_frozen == 0


def test_settings_are_restored_when_an_item_fails():
    before = gc.get_threshold()

    def work(item: int) -> int:
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        _run([1], work, [])
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
