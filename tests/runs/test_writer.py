import threading

import pytest

from user_sim.runs.writer import BatchWriter


def test_put_returns_while_the_disk_is_busy_and_what_piles_up_is_written_in_one_batch():
    batches: list[list[int]] = []
    writing, release = threading.Event(), threading.Event()

    def write(batch: list[int]) -> None:
        if not batches:
            writing.set()
            release.wait(10)
        batches.append(batch)

    writer = BatchWriter(write, name="test-writer")
    writer.put(1)
    assert writing.wait(10)
    for item in (2, 3, 4):
        writer.put(item)  # would hang here if put waited for the blocked write
    release.set()
    writer.close()
    assert batches == [[1], [2, 3, 4]]


def test_flush_waits_until_everything_put_is_written():
    written: list[str] = []
    writer = BatchWriter(written.extend, name="test-writer")
    for item in "abc":
        writer.put(item)
    writer.flush()
    assert written == ["a", "b", "c"]
    writer.close()


def test_a_failed_write_is_raised_by_the_next_put_and_the_run_can_stop_on_it():
    def write(batch: list[int]) -> None:
        raise OSError("disk full")

    writer = BatchWriter(write, name="test-writer")
    writer.put(1)
    with pytest.raises(OSError, match="disk full"):
        writer.flush()
    writer.put(2)
    with pytest.raises(OSError, match="disk full"):
        writer.close()
