"""Runs started in the same second, in separate processes, never share or overwrite a report folder."""

from __future__ import annotations

import multiprocessing

from tests.security.acceptance_support import results, run_at_the_same_second
from tests.security.fakes import make_project

RUNS = 10
PRELOAD = (
    "security.execute.campaign_runner",
    "security.plan.campaign",
    "security.oracles",
    "security.report.files",
    "targets.demo.target",
)


def test_ten_processes_in_the_same_second_write_ten_distinct_report_folders(tmp_path):
    project = make_project(tmp_path, "attacks: [{name: system_prompt_stealer}]\n", run_yml="technology: demo\n")
    # forkserver: no fork of the (threaded) pytest process, and children start from a preloaded server
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload([f"user_sim.{m}" for m in PRELOAD] + ["tests.security.acceptance_support"])
    barrier, out = ctx.Barrier(RUNS), ctx.Queue()
    workers = [ctx.Process(target=run_at_the_same_second, args=(str(project), barrier, out)) for _ in range(RUNS)]
    for worker in workers:
        worker.start()
    finished = [out.get(timeout=120) for _ in range(RUNS)]
    for worker in workers:
        worker.join(timeout=30)
    assert all(worker.exitcode == 0 for worker in workers)
    run_ids = {run_id for run_id, _, _ in finished}
    assert len(run_ids) == RUNS and all(run_id.startswith("20300102T030405Z-") for run_id in run_ids)
    folders = sorted((project / "output" / "security_reports").iterdir())
    assert {f.name for f in folders} == run_ids
    for folder in folders:  # each run wrote its own complete report set, nothing interleaved
        assert len(results(folder)) == 1
        assert len(list(folder.glob("*.yml"))) == 2 and (folder / "junit.xml").is_file()
    assert {code for _, code, _ in finished} == {1}
