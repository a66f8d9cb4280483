"""pass@1 and pass^k over replicates: equal for a deterministic target, exact when one replicate in three fails."""

from __future__ import annotations

import yaml

from tests.reports.records import make_record
from user_sim.reports.html import render_html
from user_sim.reports.replicates import replicate_rates
from user_sim.reports.summary import render_report


def runs(outcomes: list[list[str]]) -> list:
    return [
        make_record(index=i, replicate=r, serial=f"s{i}-{r}", end_reason=reason)
        for i, case in enumerate(outcomes)
        for r, reason in enumerate(case)
    ]


def test_a_deterministic_target_has_pass_k_equal_to_pass_at_1() -> None:
    records = runs([["goal_reached"] * 3, ["turn_limit"] * 3, ["goal_reached"] * 3, ["goal_reached"] * 3])
    rates = replicate_rates(records)
    assert rates == {"replicates": 3, "cases": 4, "pass@1": 0.75, "pass^k": 0.75}


def test_one_failing_replicate_in_three_is_computed_exactly() -> None:
    records = runs([["goal_reached", "goal_reached", "turn_limit"]] * 3 + [["goal_reached"] * 3])
    rates = replicate_rates(records)
    assert rates["pass@1"] == 0.75 and rates["pass^k"] == 0.25  # 9 of 12 tries pass; 1 of 4 cases always


def test_a_replicate_that_was_not_judged_is_neither_a_pass_nor_a_failure() -> None:
    """An error (target or LLM down) or a replicate that never ran (a shard not merged): the rates are not judged."""
    errored = runs([["goal_reached", "error"], ["goal_reached", "goal_reached"]])
    missing = runs([["goal_reached", "goal_reached"], ["goal_reached"]])  # case 1's second replicate never ran
    not_judged = {"replicates": 2, "cases": 2, "pass@1": None, "pass^k": None, "not_judged": 1}
    assert replicate_rates(errored) == not_judged and replicate_rates(missing) == not_judged
    lonely = [make_record(index=0, replicate=1, serial="s0-1"), make_record(index=1, replicate=1, serial="s1-1")]
    assert replicate_rates(lonely) == {**not_judged, "not_judged": 2}  # replicate 1 names k=2; both 0s are missing


def test_a_profile_not_judged_says_so_in_report_yml_the_page_and_the_console() -> None:
    from user_sim.chat.console import _replicate_lines

    records = runs([["goal_reached", "goal_reached"], ["goal_reached", "error"]])
    profile = yaml.safe_load(render_report(records, "R"))["profiles"]["pizza order"]
    assert (profile["pass@1"], profile["pass^k"], profile["not_judged"]) == (None, None, 1)
    row = render_html(records, "R").replace("\n", "").split("<td>pizza order</td>")[1].split("</tr>")[0]
    assert row.count("<td>not judged</td>") == 2 and "(k=2)" not in row
    assert _replicate_lines(records) == [
        "pizza order: pass@1 not judged, pass^2 not judged (2 cases, 1 replicate not judged: ended in error or not run)"
    ]


def test_no_replicates_no_rates() -> None:
    assert replicate_rates(runs([["goal_reached"], ["turn_limit"]])) == {}


def test_rates_reach_report_yml_and_html() -> None:
    records = runs([["goal_reached", "goal_reached", "turn_limit"], ["goal_reached"] * 3])
    profile = yaml.safe_load(render_report(records, "R"))["profiles"]["pizza order"]
    assert (profile["pass@1"], profile["pass^k"], profile["replicates"]) == (round(5 / 6, 6), 0.5, 3)
    html = render_html(records, "R")
    assert "<th>pass^k</th>" in html and "0.50 (k=3)" in html


def test_the_console_prints_both_rates_per_profile() -> None:
    from user_sim.chat.console import _replicate_lines

    records = runs([["goal_reached", "goal_reached", "turn_limit"], ["goal_reached"] * 3])
    assert _replicate_lines(records) == ["pizza order: pass@1 0.83, pass^3 0.50 (2 cases)"]


def test_role_violations_are_counted_in_report_yml() -> None:
    records = [
        make_record(serial="a", role_violations={"echo": 2}),
        make_record(serial="b", index=1, role_violations={"echo": 1, "role_flip": 1}, end_reason="user_broke_role"),
    ]
    report = yaml.safe_load(render_report(records, "R"))
    assert report["role_violations"] == {"echo": 3, "role_flip": 1}
    assert report["outcomes"]["error"] == 1 and report["end_reasons"]["user_broke_role"] == 1
    assert "role_violations" not in yaml.safe_load(render_report([make_record()], "R"))


def test_role_violations_are_counted_in_the_html_and_the_console() -> None:
    from user_sim.chat.console import role_lines

    records = [
        make_record(serial="a", role_violations={"echo": 2}),
        make_record(serial="b", index=1, role_violations={"echo": 1, "role_flip": 1}, end_reason="user_broke_role"),
    ]
    html = render_html(records, "R")
    assert "Role discipline: drafts of the simulated user not sent" in html
    assert "<th>echo</th><th>role_flip</th><th>ended user_broke_role</th>" in html.replace("\n", "")
    assert "<td>pizza order</td><td>3</td><td>1</td><td>1</td>" in html.replace("\n", "")
    assert role_lines(records) == [
        "role discipline: 4 drafts of the simulated user not sent (echo 3, role_flip 1); "
        "1 conversation ended user_broke_role (never a pass)"
    ]
    assert role_lines([make_record()]) == [] and "Role discipline" not in render_html([make_record()], "R")


def test_values_the_extraction_refused_are_counted_on_the_console() -> None:
    """Extraction never invents: a refused value is reported where the run is read, not only in report.yml."""
    import io

    from user_sim.chat.console import print_summary
    from user_sim.chat.result import ChatRunResult

    refused = "order_id: unsupported value '[red]12345' (not in the chatbot's messages); set to null"
    records = [
        make_record(serial="a", extraction_problems=[refused], data_output={"order_id": None}),
        make_record(serial="b", index=1),
    ]
    out = io.StringIO()
    print_summary(ChatRunResult("R", None, records, []), out)
    assert (
        "extraction: 1 value not in the chatbot's words was set to null (the first: pizza order/0: "
        f"{refused}); every one is in report.yml's errors"
    ) in out.getvalue()
    clean = io.StringIO()
    print_summary(ChatRunResult("R", None, records[1:], []), clean)
    assert "extraction:" not in clean.getvalue()
