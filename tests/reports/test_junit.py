import xml.etree.ElementTree as ET

from tests.reports.records import make_record
from user_sim.core.records import Turn
from user_sim.reports.outcome import outcome_of


def _parse(tmp_path, records):
    """The junit.xml a run of ``records`` writes."""
    from user_sim.chat.report_files import write_reports
    from user_sim.chat.run_folder import RunDir

    run_dir = RunDir(tmp_path, "run-1")
    write_reports(run_dir, records, html=False)
    return ET.parse(run_dir.junit_xml).getroot()


def test_one_testcase_per_conversation_grouped_by_profile(tmp_path):
    root = _parse(
        tmp_path,
        [
            make_record(index=0),
            make_record(index=0, replicate=1, end_reason="goal_reached"),
            make_record(index=1, end_reason="turn_limit"),
            make_record(index=2, end_reason="error", error="HTTP 500"),
            make_record(profile="menu", index=0, end_reason="budget", error="max_cost 0.01 reached"),
        ],
    )
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("5", "1", "2")
    suites = {s.get("name"): s for s in root.iter("testsuite")}
    assert set(suites) == {"pizza order", "menu"}
    cases = [(c.get("classname"), c.get("name")) for c in root.iter("testcase")]
    assert cases == [
        ("menu", "0"),
        ("pizza order", "0"),
        ("pizza order", "0_r1"),
        ("pizza order", "1"),
        ("pizza order", "2"),
    ]
    by_name = {c.get("name"): c for c in suites["pizza order"].iter("testcase")}
    assert by_name["0"].find("failure") is None and by_name["0"].find("error") is None
    assert by_name["1"].find("failure").get("type") == "turn_limit"
    assert "HTTP 500" in by_name["2"].find("error").get("message")
    assert suites["menu"].find("testcase/error").get("type") == "budget"
    assert "User: I want a large margherita" in by_name["0"].find("system-out").text


def test_outcomes_of_every_end_reason():
    expected = {
        "goal_reached": "passed",
        "steps_done": "passed",
        "user_left": "failed",
        "turn_limit": "failed",
        "fallback_loop": "failed",
        "target_ended": "failed",
        "error": "error",
        "budget": "error",
    }
    goal = {"all_answered": {"limit": 9}}
    assert {reason: outcome_of(make_record(end_reason=reason, goal_style=goal)) for reason in expected} == expected
    # a steps conversation asks for no goal: leaving early or the bot closing the chat is not a failure
    assert outcome_of(make_record(end_reason="user_left", goal_style={"steps": 3})) == "passed"
    assert outcome_of(make_record(end_reason="target_ended", goal_style={"steps": 3})) == "passed"
    assert outcome_of(make_record(end_reason="turn_limit", goal_style={"steps": 3})) == "failed"


def test_text_xml_cannot_carry_is_replaced_and_markup_is_escaped(tmp_path):
    nasty = 'a\x00b\x1b[31m </system-out><x a="1"> & ]]>'
    root = _parse(tmp_path, [make_record(turns=[Turn(index=0, user="hi", assistant=nasty)], end_reason="user_left")])
    out = root.find("testsuite/testcase/system-out").text
    assert 'a\ufffdb\ufffd[31m </system-out><x a="1"> & ]]>' in out


def _written(tmp_path, stopped):
    """junit.xml of a run whose one planned conversation finished and passed, ``stopped`` as given."""
    from user_sim.chat.report_files import write_reports
    from user_sim.chat.run_folder import RunDir

    record = make_record(index=0, end_reason="goal_reached")
    run_dir = RunDir(tmp_path, "run-1")
    write_reports(run_dir, [record], html=False, planned=[(record.profile, 0, 0)], stopped=stopped)
    return run_dir, ET.parse(run_dir.junit_xml).getroot()


def _errors(root):
    return root.get("errors"), [e.get("type") for e in root.iter("error")]


def test_a_run_cut_short_after_every_conversation_ran_is_never_green(tmp_path):
    """Ctrl-C, SIGTERM, a closed output or a crash after the last conversation: its evaluation never ran."""
    for stopped in ("interrupted", "terminated", "output_closed", "aborted: RuntimeError: a bug"):
        _, root = _written(tmp_path, stopped)
        assert _errors(root) == ("1", ["stopped_early"]), stopped
        assert root.get("tests") == "2"
    assert _errors(_written(tmp_path, "judging")[1]) == ("1", ["not_judged"])
    assert _errors(_written(tmp_path, None)[1]) == ("0", [])


def test_the_last_write_replaces_the_mark_of_the_run_s_end(tmp_path):
    """Judged to the end: the not_judged error goes; the output closed while judging: the run says so."""
    from user_sim.chat.report_files import conclude_reports
    from user_sim.runs.completion import RunCompletion

    run_dir, _ = _written(tmp_path, "judging")
    conclude_reports(run_dir, RunCompletion(stopped="output_closed", planned=1, finished=1))
    root = ET.parse(run_dir.junit_xml).getroot()
    assert _errors(root) == ("1", ["stopped_early"]) and root.get("tests") == "2"
    conclude_reports(run_dir, RunCompletion(stopped=None, planned=1, finished=1))
    root = ET.parse(run_dir.junit_xml).getroot()
    assert _errors(root) == ("0", []) and root.get("tests") == "1"
