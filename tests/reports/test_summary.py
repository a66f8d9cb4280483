import pytest
import yaml

from tests.reports.records import make_record
from user_sim.chat.report_files import write_reports
from user_sim.chat.run_folder import ResultsLog, RunDir, read_records
from user_sim.core.records import Turn, Usage
from user_sim.reports.stats import latency_stats, percentile
from user_sim.reports.summary import build_report


def _records():
    return [
        make_record(index=0),
        make_record(index=1, end_reason="goal_reached"),
        make_record(index=2, end_reason="error", error="bot down", turns=[]),
        make_record(profile="menu", index=0, end_reason="turn_limit"),
    ]


def test_counts_by_end_reason_per_profile_and_total():
    report = build_report(_records(), "run-1")
    assert report["conversations"] == 4
    assert report["end_reasons"]["steps_done"] == 1 and report["end_reasons"]["error"] == 1
    assert report["end_reasons"]["turn_limit"] == 1 and report["end_reasons"]["budget"] == 0
    assert report["outcomes"] == {"passed": 2, "failed": 1, "error": 1}
    assert list(report["profiles"]) == ["menu", "pizza order"]
    assert report["profiles"]["pizza order"]["conversations"] == 3
    assert report["profiles"]["menu"]["end_reasons"]["turn_limit"] == 1
    assert report["errors"] == [
        {"profile": "pizza order", "conversation": "2", "serial": "s-0", "end_reason": "error", "error": "bot down"}
    ]


def test_latency_statistics_interpolate_percentiles():
    assert percentile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.5
    assert percentile([5.0], 0.95) == 5.0
    turns = [Turn(index=i, user="u", assistant="a", latency_s=float(i + 1)) for i in range(10)]
    stats = latency_stats([make_record(turns=turns), make_record(turns=[Turn(index=0, user="u", error="x")])])
    assert stats == {"turns": 10, "min": 1000.0, "mean": 5500.0, "p50": 5500.0, "p95": 9550.0, "max": 10000.0}
    assert latency_stats([])["p95"] is None


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(0.0000123, "0.012"), (0.000123456, "0.123"), (0.0123456, "12.3"), (1.23456, "1230.0"), (0.0, "0.0")],
)
def test_latencies_are_milliseconds_with_3_significant_digits_never_scientific(seconds, text):
    import yaml

    turns = [Turn(index=0, user="u", assistant="a", latency_s=seconds)]
    dumped = yaml.safe_dump(latency_stats([make_record(turns=turns)]))
    assert f"min: {text}\n" in dumped and "e-" not in dumped


def test_tokens_and_cost_per_purpose_and_total():
    report = build_report(_records()[:2], "run-1")
    assert report["usage"]["user"] == {
        "calls": 4,
        "cached_calls": 0,
        "input_tokens": 200,
        "output_tokens": 40,
        "cost": 0.002,
    }
    assert list(report["usage"])[-1] == "total"
    assert report["usage"]["total"]["calls"] == 6
    assert report["cost"] == pytest.approx(0.003)
    assert "cost_note" not in report


def test_an_unknown_price_makes_the_cost_unknown_once():
    unknown = {
        "user": Usage(calls=2, input_tokens=10, output_tokens=5, cost=None),
        "total": Usage(calls=2, input_tokens=10, output_tokens=5, cost=None),
    }
    report = build_report([make_record(index=0), make_record(index=1, usage=unknown)], "run-1")
    assert report["cost"] == "unknown"
    assert report["known_cost"] == pytest.approx(0.0015)
    assert report["usage"]["user"]["cost"] is None
    assert report["usage"]["user"]["input_tokens"] == 110
    assert "without a known price" in report["cost_note"]
    assert report["profiles"]["pizza order"]["cost"] == "unknown"
    assert "cost_note" not in report["profiles"]["pizza order"]
    assert yaml.safe_dump(report).count("without a known price") == 1


def test_report_after_a_resume_counts_each_conversation_once(tmp_path):
    run = RunDir(tmp_path, "run-1")
    log = ResultsLog(run.results)
    log.append(make_record(index=0))
    log.append(make_record(index=1, end_reason="error", error="bot down"))
    with run.results.open("a") as handle:
        handle.write('{"run_id": "run-1", "profi')  # killed while writing conversation 2
    read_records(run.results, repair=True)  # what --resume does before appending
    log.append(make_record(index=1, end_reason="steps_done"))  # the failed one ran again
    log.append(make_record(index=2))
    records = read_records(run.results)
    write_reports(run, records)
    report = yaml.safe_load(run.report_yml.read_text())
    assert [r.index for r in records] == [0, 1, 2]
    assert report["conversations"] == 3
    assert report["end_reasons"]["steps_done"] == 3 and report["end_reasons"]["error"] == 0
    assert run.junit_xml.is_file() and run.report_html.is_file()
