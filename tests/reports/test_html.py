import re

from tests.reports.records import make_record
from user_sim.core.records import Turn
from user_sim.reports.html import render_html

ATTACK = '<script>alert("pwned")</script><img src=x onerror=alert(1)>'


def test_conversation_text_is_escaped_so_script_renders_as_text():
    record = make_record(
        profile="<b>profile</b>",
        turns=[Turn(index=0, user="hi <i>there</i>", assistant=ATTACK)],
        values={"size": ["<svg onload=alert(1)>"]},
        data_output={"price": "</td><script>x</script>"},
        end_reason="error",
        error="<script>err</script>",
    )
    page = render_html([record], "run-<1>")
    assert "<script" not in page.lower()
    assert "<img" not in page and "<svg onload" not in page and "<b>profile" not in page
    assert "&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;" in page
    assert "hi &lt;i&gt;there&lt;/i&gt;" in page


def test_page_is_self_contained():
    page = render_html([make_record(), make_record(index=1, end_reason="turn_limit")], "run-1")
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", page)
    assert "@import" not in page and "url(" not in page
    assert "Content-Security-Policy" in page
    assert "That is $12.00." in page and "turn_limit" in page


def test_an_empty_run_still_renders():
    page = render_html([], "run-1")
    assert "run-1" in page and "</html>" in page


def test_the_by_profile_table_names_each_column_once_when_a_judge_adds_its_statuses():
    # an evaluated run: "failed" (ended without its goal) and the judge's "failed" status were two columns of one name
    from tests.evaluation.support import config, fake_judge, record, turn_answer
    from user_sim.evaluation.evaluator import Evaluator
    from user_sim.evaluation.report_view import evaluation_annotations

    records = [record("s-0"), record("s-1", index=1, end_reason="turn_limit")]
    evaluator = Evaluator(config(), client=fake_judge(lambda m, s: turn_answer(score=1, label="repetition"))[0])
    for one in records:
        evaluator.submit(one)
    page = render_html(records, "run-1", evaluation_annotations(evaluator.finish()))
    head = re.search(r"<caption>Pass/fail by profile</caption><thead><tr>(.*?)</tr>", page)
    assert head is not None
    headers = re.findall(r"<th>(.*?)</th>", head.group(1))
    assert len(headers) == len(set(headers)), headers
    assert headers[2:5] == ["passed", "failed", "errors"]
    assert headers[5:] == ["judged failed"]  # a column for each status some conversation has


def _judged_page(answer) -> str:  # type: ignore[no-untyped-def]
    from tests.evaluation.support import config, fake_judge, record
    from user_sim.evaluation.evaluator import Evaluator
    from user_sim.evaluation.report_view import evaluation_annotations

    records = [record("s-0"), record("s-1", index=1, turns=3)]
    evaluator = Evaluator(config(), client=fake_judge(answer)[0])
    for one in records:
        evaluator.submit(one)
    return render_html(records, "run-1", evaluation_annotations(evaluator.finish())).replace("\n", "")


def _tile(page: str, label: str) -> tuple[str, str]:
    found = re.search(rf'<div class="tile (\w+)"><div class="num">([^<]*)</div><div class="lbl">{label}</div>', page)
    assert found is not None, label
    return found.group(1), found.group(2)


def test_a_run_whose_every_judgement_failed_shows_nothing_green():
    # the judge was down: "0 unique errors" and "0 gate failures" in green sat beside INCONCLUSIVE
    from tests.evaluation.support import failing

    page = _judged_page(failing())
    assert _tile(page, "unique errors") == ("muted", "not judged")
    assert _tile(page, "gate failures") == ("muted", "not judged")
    assert '<span class="badge muted">not judged</span></td><td>no turn could be judged' in page
    assert 'class="tile ok"' not in page and 'class="badge ok"' not in page


def test_a_clean_run_fully_judged_still_shows_green():
    from tests.evaluation.support import turn_answer

    page = _judged_page(lambda m, s: turn_answer(score=5))
    assert _tile(page, "unique errors") == ("ok", "0") and _tile(page, "gate failures") == ("ok", "0")
    assert '<span class="badge ok">none</span></td><td>no unique error' in page


def test_a_run_partly_judged_shows_its_zero_in_no_colour():
    from tests.evaluation.support import failing, turn_answer

    def answer(messages, schema):  # type: ignore[no-untyped-def]  # s-1's third turn cannot be judged
        return failing()(messages, schema) if "question 2" in str(messages) else turn_answer(score=5)

    page = _judged_page(answer)
    assert _tile(page, "unique errors") == ("plain", "0") and _tile(page, "gate failures") == ("plain", "0")
    assert '<span class="badge plain">none found</span></td><td>no unique error in what was judged' in page


def test_a_run_whose_users_sent_the_chatbot_nothing_shows_nothing_green():
    # every simulated user broke role before its first message: no judge call failed, but not one conversation was
    # judged (goal completion inconclusive); the page showed green "0 unique errors", "0 gate failures" and "none"
    from tests.evaluation.support import config, fake_judge, record, turn_answer
    from user_sim.evaluation.evaluator import Evaluator
    from user_sim.evaluation.report_view import evaluation_annotations

    records = [record(f"s-{i}", index=i, turns=0, end_reason="user_broke_role") for i in range(2)]
    evaluator = Evaluator(config(), client=fake_judge(lambda m, s: turn_answer(score=5))[0])
    for one in records:
        evaluator.submit(one)
    evaluation = evaluator.finish()
    assert evaluation.judge_failures == 0 and {c.status for c in evaluation.conversations} == {"inconclusive"}
    page = render_html(records, "run-1", evaluation_annotations(evaluation)).replace("\n", "")
    assert _tile(page, "unique errors") == ("muted", "not judged")
    assert _tile(page, "gate failures") == ("muted", "not judged")
    assert "no turn could be judged (every conversation inconclusive)" in page
    assert 'class="tile ok"' not in page and 'class="badge ok"' not in page
