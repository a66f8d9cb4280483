"""What stopped a merged run early (``runs.shard.merged_stop``), for the chat and security merges alike."""

from __future__ import annotations

import pytest

from user_sim.runs.interrupt import stopped_shards
from user_sim.runs.shard import merged_stop


@pytest.mark.parametrize(
    ("stops", "missing", "expected"),
    [
        ([("1/3", "budget: max_cost 1"), ("2/3", "interrupted")], [], "shard 2/3 interrupted"),
        ([("1/3", "stop_on_breach"), ("2/3", "budget: max_cost 1")], [], "budget: max_cost 1"),
        ([("1/3", "stop_on_breach")], ["3/3"], "missing_shards: 3/3"),
        ([("1/2", "running"), ("2/2", None)], [], "shard 1/2 running"),  # killed outright: its report.yml says so
        ([("1/2", "output_closed"), ("2/2", None)], [], None),  # its reader went away: it ran to its end
        ([("1/2", "judging"), ("2/2", None)], [], None),  # killed while judged: its units ran, the merge judges them
        ([("1/2", "aborted: E: a; b"), ("2/2", "terminated")], [], "shard 1/2 aborted: E: a; b; shard 2/2 terminated"),
    ],
)
def test_the_gravest_stop_of_the_shards_decides_whatever_their_order(stops, missing, expected):
    assert merged_stop(stops, missing) == expected
    backwards = merged_stop(stops[::-1], missing)
    if expected is None or not expected.startswith("shard "):
        assert backwards == expected
    else:  # every shard that did not end is named, in the order given
        assert sorted(stopped_shards(backwards)) == sorted(stopped_shards(expected))


def test_the_shards_a_merged_stop_names_are_read_back_even_when_an_error_message_holds_a_semicolon():
    stopped = merged_stop([("1/2", "aborted: E: a; b"), ("2/2", "terminated")], [])
    assert stopped_shards(stopped) == [("1/2", "aborted: E: a; b"), ("2/2", "terminated")]
    assert stopped_shards("interrupted") == [] and stopped_shards(None) == []
