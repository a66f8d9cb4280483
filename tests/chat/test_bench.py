"""The benchmark script's own arithmetic and stubs, driven by a minimal thread-pool runner (not the real one)."""

import importlib.util
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "parallel_conversations.py"


def _bench_module():
    spec = importlib.util.spec_from_file_location("bench_parallel_conversations", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@dataclass(frozen=True)
class Item:
    turns: int


def _thread_pool_runner(items, target, *, workers, client_factory, on_record, should_stop):
    def one(item):
        session, client = target.open_session(), client_factory(item)
        for _ in range(item.turns):
            client.complete([], purpose="user")
            session.send("hi")
        on_record(item)

    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(one, items))


def test_measure_reports_wall_time_against_the_critical_path():
    bench = _bench_module()
    items = [Item(turns=2)] * 4
    serial = bench.measure(_thread_pool_runner, items, workers=1, turns=2, llm_latency=0.01, bot_latency=0.01)
    assert serial.critical_path_s == 2 * 0.02 * 4
    assert (serial.records, serial.llm_calls) == (4, 8)
    parallel = bench.measure(_thread_pool_runner, items, workers=4, turns=2, llm_latency=0.01, bot_latency=0.01)
    assert abs(parallel.critical_path_s - 0.04) < 1e-9
    assert parallel.ratio >= 0.95  # sleeping stubs cannot beat the critical path
    assert parallel.wall_s < serial.wall_s


def test_the_bench_runs_the_real_runner_and_run_chat(capsys):
    bench = _bench_module()
    args = ["--conversations", "3", "--turns", "2", "--llm-latency", "0", "--bot-latency", "0", "--workers", "1", "2"]
    for extra in ([], ["--full"]):
        assert bench.main(args + extra) == 0
        rows = [line.split() for line in capsys.readouterr().out.splitlines()[2:]]
        assert [(row[0], row[4], row[5]) for row in rows] == [("1", "3", "6"), ("2", "3", "6")]
