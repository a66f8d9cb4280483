import os
import stat

import pytest

from tests.reports.records import make_record
from user_sim.chat.report_files import write_reports
from user_sim.chat.run_folder import create_run_dir
from user_sim.reports.conversation_yaml import write_conversation_yaml
from user_sim.runs.files import write_atomic


@pytest.fixture
def umask_027():
    old = os.umask(0o027)
    yield
    os.umask(old)


def _mode(path):
    return stat.S_IMODE(path.stat().st_mode)


def test_an_atomic_write_gets_the_mode_the_umask_gives_not_0600(tmp_path, umask_027):
    target = tmp_path / "a" / "file.txt"
    write_atomic(target, "one")
    write_atomic(target, "two")
    assert target.read_text() == "two" and _mode(target) == 0o640
    assert [p.name for p in target.parent.iterdir()] == ["file.txt"]  # no temporary file left behind


def test_chat_outputs_are_group_readable(tmp_path, umask_027):
    run = create_run_dir(tmp_path)
    record = make_record(run_id=run.run_id)
    write_conversation_yaml(record, run.conversations, 1)
    write_reports(run, [record], html=True)
    written = [p for p in run.path.rglob("*") if p.is_file()]
    assert len(written) >= 4 and {p.name: _mode(p) for p in written} == {p.name: 0o640 for p in written}
