"""The rules read results.jsonl and rules.jsonl with the run layer's one JSONL reader (runs.jsonl.read_jsonl), and
SENSEI's conversation files, in every layout SENSEI wrote, with the one reader shapes uses too."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.evaluation.rules.support import write_rule
from tests.reports.records import make_record
from user_sim.chat.run_folder import ResultsLog, read_records
from user_sim.cli.check import main
from user_sim.errors import ConfigError, Issue
from user_sim.evaluation.real_logs import read_logs
from user_sim.evaluation.rules.conversations import read_conversations
from user_sim.evaluation.rules.report_section import RULES_FILE, read_verdicts
from user_sim.evaluation.rules.verdicts import RuleVerdict

VERDICT = RuleVerdict(rule="a", rule_file="a.yml", conversations=["c.yml"], verdict="pass").model_dump_json()


def test_a_torn_last_line_is_left_out_and_the_file_left_as_it_is(tmp_path: Path) -> None:
    record = make_record().model_dump_json()
    (tmp_path / "results.jsonl").write_text(f"{record}\n{record[:40]}")  # killed while writing its second line
    (tmp_path / RULES_FILE).write_text(f"{VERDICT}\n{VERDICT[:30]}")
    before = [path.read_text() for path in sorted(tmp_path.iterdir())]
    found = read_conversations(tmp_path)
    assert len(found.conversations) == 1
    assert [str(issue) for issue in found.unread] == [
        f"{tmp_path / 'results.jsonl'}:2:1: the last line is cut short (a killed run?): that conversation record is "
        "left out"
    ]
    assert [v.rule for v in read_verdicts(tmp_path)] == ["a"]
    assert [path.read_text() for path in sorted(tmp_path.iterdir())] == before


@pytest.mark.parametrize(("name", "what"), [("results.jsonl", "conversation record"), (RULES_FILE, "rule verdict")])
def test_a_damaged_line_before_the_last_is_an_error_naming_it(tmp_path: Path, name: str, what: str) -> None:
    good = make_record().model_dump_json() if name == "results.jsonl" else VERDICT
    (tmp_path / name).write_text(f'{good}\n{{"cut": \n{good}\n')
    with pytest.raises(ConfigError) as raised:
        read_conversations(tmp_path) if name == "results.jsonl" else read_verdicts(tmp_path)
    assert str(raised.value).startswith(f"{tmp_path / name}:2:1")
    assert f"not a {what} (the file is damaged)" in str(raised.value)


LOG_LINE = '{"messages": [{"role": "user", "content": "a pizza"}]}'


@pytest.mark.parametrize("tail", ["not JSON at all\n", '{"turns": [{"user": "a pi\n'])
def test_a_whole_last_line_that_is_no_record_is_damage_in_a_run_log_and_a_real_log(tmp_path: Path, tail: str) -> None:
    """A line our writer ended with its newline was written whole: only one without it is cut short (one rule)."""
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "results.jsonl").write_text(f"{make_record().model_dump_json()}\n{tail}", encoding="utf-8")
    (tmp_path / "log.jsonl").write_text(f"{LOG_LINE}\n{tail}", encoding="utf-8")
    for read, path, what in [
        (read_conversations, tmp_path / "run", "conversation record"),
        (read_logs, tmp_path / "log.jsonl", "conversation"),
    ]:
        with pytest.raises(ConfigError) as raised:
            read(path)
        assert str(raised.value).startswith(f"{path if path.is_file() else path / 'results.jsonl'}:2:1: not a {what} (")


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_a_reply_holding_a_unicode_line_separator_is_read_back_whole(tmp_path: Path, separator: str) -> None:
    """JSON keeps U+2028, U+2029 and U+0085 as they are: a line ends at its newline only, in every reader (the run's
    own records, repaired after a kill too, and a real log), or a chatbot that said one aborts its run."""
    reply = f"Sure.{separator}Anything else?"
    record = make_record()
    record.turns[0].assistant = reply
    ResultsLog(tmp_path / "results.jsonl").append_many([record, record.model_copy(update={"index": 1})])
    with (tmp_path / "results.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(record.model_dump_json()[:50])  # and a kill while writing the third
    torn: list[Issue] = []
    read = read_records(tmp_path / "results.jsonl", repair=True, torn=torn)
    assert [r.turns[0].assistant for r in read] == [reply, reply] and [issue.line for issue in torn] == [3]
    assert [r.turns[0].assistant for r in read_records(tmp_path / "results.jsonl")] == [reply, reply]
    (tmp_path / "log.jsonl").write_text(LOG_LINE.replace("a pizza", reply) + "\n", encoding="utf-8")
    assert read_logs(tmp_path / "log.jsonl")[0].messages == [("user", reply)]


def test_a_whole_last_record_a_kill_left_without_its_newline_is_kept_and_the_next_one_starts_a_line(
    tmp_path: Path,
) -> None:
    """A record longer than the write buffer goes out in pieces: a kill can leave all of it but the newline. Resume
    (``repair``) keeps it and ends its line, or the next record appended would run on in the same line."""
    path = tmp_path / "results.jsonl"
    path.write_text(make_record().model_dump_json(), encoding="utf-8")  # no newline
    assert len(read_records(path, repair=True)) == 1
    ResultsLog(path).append(make_record().model_copy(update={"index": 1}))
    assert [r.index for r in read_records(path)] == [0, 1]


META = "serial: s{i}\nlanguage: English\nconversation:\n- goal_style:\n    steps: {i}\ndata_output:\n- price: {i}\n"
TALK = "interaction:\n- User: a pizza\n- Assistant: It costs {i} dollars\n"
LAYOUTS = {
    "three.yml": META + "---\nconversation time: 1.0\n---\n" + TALK,  # SENSEI today
    "two.yml": META + "---\n" + TALK,  # SENSEI in mid-2024
    "one.yml": META + TALK,  # SENSEI's first runs
}


def write_layouts(folder: Path) -> None:
    folder.mkdir(parents=True)
    for i, (name, text) in enumerate(LAYOUTS.items(), start=1):
        (folder / name).write_text(text.format(i=i), encoding="utf-8")


def test_every_sensei_layout_is_read_alike(tmp_path: Path) -> None:
    write_layouts(tmp_path / "convs")
    found = read_conversations(tmp_path / "convs")
    assert (found.skipped, found.unread) == ([], [])
    read = {c.source: (c.meta["serial"], c.meta["data_output"], c.interaction) for c in found.conversations}
    assert read == {
        name: (f"s{i}", [{"price": i}], [{"User": "a pizza"}, {"Assistant": f"It costs {i} dollars"}])
        for i, name in enumerate(LAYOUTS, start=1)
    }


def test_rules_judge_every_layout_and_name_a_file_they_cannot_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_layouts(tmp_path / "convs")
    (tmp_path / "convs" / "broken.yml").write_text("serial: s9\ninteraction:\n- User: [unclosed\n", encoding="utf-8")
    (tmp_path / "convs" / "profile.yml").write_text("test_name: not a conversation\n", encoding="utf-8")
    write_rule(tmp_path / "rules", "priced", oracle="extract_float(price) == steps")
    code = main(["--rules", str(tmp_path / "rules"), "--conversations", str(tmp_path / "convs")])
    out, err = capsys.readouterr()
    assert code == 3, out + err
    assert "rules on 3 conversations" in out
    assert "│ priced │      3 │    3 │" in out
    assert "INCOMPLETE: not checked, as they could not be read: 1 conversation" in out
    assert f"  {tmp_path / 'convs' / 'broken.yml'}:4:1: not valid YAML: did not find expected ',' or ']'" in out
    assert f"note: skipped {tmp_path / 'convs' / 'profile.yml'}:1:1: not a SENSEI conversation file" in err


def test_no_readable_conversation_is_exit_2_naming_the_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "convs").mkdir()
    (tmp_path / "convs" / "a.yml").write_text("interaction: a string\n", encoding="utf-8")
    write_rule(tmp_path / "rules", "any", oracle="True")
    assert main(["--rules", str(tmp_path / "rules"), "--conversations", str(tmp_path / "convs")]) == 2
    err = capsys.readouterr().err
    assert f"{tmp_path / 'convs' / 'a.yml'}:1:14: interaction: expected a list of User:/Assistant: entries" in err


@pytest.mark.parametrize(
    ("oracle", "verdict"), [("True", "3 │    3 │    0"), ("False", "3 │    0 │    3")], ids=["passing", "failing"]
)
def test_a_torn_results_line_makes_the_check_incomplete(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], oracle: str, verdict: str
) -> None:
    run = tmp_path / "run"
    run.mkdir()
    records = [make_record(serial=f"s{i}", index=i).model_dump_json() for i in range(4)]
    (run / "results.jsonl").write_text("\n".join(records[:3]) + "\n" + records[3][:50], encoding="utf-8")
    write_rule(tmp_path / "rules", "r", oracle=oracle)
    code = main(["--rules", str(tmp_path / "rules"), "--conversations", str(run)])
    out = capsys.readouterr().out
    assert code == 3, out  # the 4th conversation was not judged: never a pass, and 3 wins over 1 as for inconclusive
    assert f"│ r    │      {verdict} │" in out
    assert "INCOMPLETE: not checked, as they could not be read: 1 conversation" in out
    assert f"{run / 'results.jsonl'}:4:1: the last line is cut short (a killed run?)" in out


_RESUME = "Resume it: sensei-chat's command with --resume {run}. Then check it again."


@pytest.mark.parametrize(
    ("stopped", "how", "code"),
    [
        ("interrupted", "ran (interrupted (Ctrl-C)); what did not run is not passed. " + _RESUME, 3),
        ("running", "IN PROGRESS: 1 of 3 ran (if the run is no longer going, it was killed: resume with --resume", 3),
        (  # a merged run has no run to resume: its missing shard is run, then the shards merged again
            "'missing_shards: 3/3'",
            "Run the missing shards (3/3) with the shards' command and --shard K/N, then merge all again.",
            3,
        ),
        (None, "", 0),
    ],
)
@pytest.mark.parametrize("named", ["", "results.jsonl"])  # the run folder, or its log named itself
def test_planned_conversations_a_stopped_run_never_ran_make_the_check_incomplete(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], stopped: str | None, how: str, code: int, named: str
) -> None:
    """Ctrl-C after 1 of 3: every rule passed on the one that ran, and exit 0 passed the 2 never judged."""
    run = tmp_path / "20261205T010527Z-b4b024"
    run.mkdir()
    (run / "results.jsonl").write_text(make_record().model_dump_json() + "\n", encoding="utf-8")
    finished = 1 if stopped else 3
    (run / "report.yml").write_text(f"stopped: {stopped or 'null'}\nplanned: 3\nfinished: {finished}\n")
    write_rule(tmp_path / "rules", "r", oracle="True")
    assert main(["--rules", str(tmp_path / "rules"), "--conversations", str(run / named)]) == code
    out = capsys.readouterr().out
    if code:
        assert "INCOMPLETE: not checked, as they never ran: 2 planned conversations" in out
        assert how.format(run=run.name) in out, out
        assert ("--resume" in out) is ("shards" not in how), out  # a merged run is not resumed
    else:
        assert "INCOMPLETE" not in out


def test_one_conversation_is_counted_in_the_singular(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.evaluation.rules.support import conversation, write_conversation

    write_conversation(tmp_path / "convs" / "a.yml", conversation("a"))
    write_rule(tmp_path / "rules", "any", oracle="True")
    assert main(["--rules", str(tmp_path / "rules"), "--conversations", str(tmp_path / "convs")]) == 0
    out = capsys.readouterr().out
    assert "rules on 1 conversation\n" in out and "1 conversations" not in out, out


SENSEI_NUMPY_COST = """serial: 2025-01-27-12-35-28
language: Spanish
data_output:
- order_id: None
total_cost: !!python/object/apply:numpy.core.multiarray.scalar
- !!python/object/apply:numpy.dtype
  args: [f8, false, true]
  state: !!python/tuple [3, <, null, null, null, -1, -1, 0]
- !!binary |
  AAAAAAAAAAA=
---
conversation time: 1.0
---
interaction:
- User: hola
- Assistant: hola, ¿en qué puedo ayudarte?
"""


def test_a_sensei_file_with_a_dumped_numpy_cost_is_read_without_constructing_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # SENSEI itself wrote total_cost as a numpy scalar (test_cases/academic_helper): "not valid YAML", unread
    (tmp_path / "convs").mkdir()
    (tmp_path / "convs" / "0_academic_helper.yml").write_text(SENSEI_NUMPY_COST, encoding="utf-8")
    write_rule(tmp_path / "rules", "greets", oracle="len(chatbot_phrases) == 1")
    assert main(["--rules", str(tmp_path / "rules"), "--conversations", str(tmp_path / "convs")]) == 0
    out = capsys.readouterr().out
    assert "│ greets │      1 │    1 │" in out and "INCOMPLETE" not in out, out


def test_a_sensei_file_with_a_dumped_tuple_reads_the_list_it_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # yaml.dump writes a tuple as !!python/tuple: plain data, not an object to leave out (it read as null)
    (tmp_path / "convs").mkdir()
    text = SENSEI_NUMPY_COST.replace("- order_id: None", "- sizes: !!python/tuple [small, large]")
    (tmp_path / "convs" / "0_pizza.yml").write_text(text, encoding="utf-8")
    write_rule(tmp_path / "rules", "two", oracle="sizes == ['small', 'large']")
    assert main(["--rules", str(tmp_path / "rules"), "--conversations", str(tmp_path / "convs")]) == 0
    out = capsys.readouterr().out
    assert "│ two  │      1 │    1 │" in out, out


def test_a_sensei_file_whose_interaction_is_a_dumped_object_is_named_unread(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a python/ tag reads as None: on the interaction itself the check stopped with an internal TypeError
    (tmp_path / "convs").mkdir()
    (tmp_path / "convs" / "a.yml").write_text(SENSEI_NUMPY_COST, encoding="utf-8")
    dumped = "serial: x\ninteraction: !!python/object/new:list\n- User: hola\n- Assistant: hi\n"
    (tmp_path / "convs" / "b.yml").write_text(dumped, encoding="utf-8")
    write_rule(tmp_path / "rules", "greets", oracle="len(chatbot_phrases) == 1")
    assert main(["--rules", str(tmp_path / "rules"), "--conversations", str(tmp_path / "convs")]) == 3
    out = capsys.readouterr().out
    assert "INCOMPLETE: not checked, as they could not be read: 1 conversation" in out, out
    assert f"{tmp_path / 'convs' / 'b.yml'}:2:14: interaction: expected a list of User:/Assistant: entries" in out


def test_a_sensei_file_with_a_dumped_numpy_number_reads_that_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # a numpy float64 price in data_output was read as null: 'price == 12.5' FAILED a conversation whose price was 12.5
    (tmp_path / "convs").mkdir()
    price = (
        "- price: !!python/object/apply:numpy.core.multiarray.scalar\n"
        "  - !!python/object/apply:numpy.dtype\n"
        "    args: [f8, false, true]\n"
        "    state: !!python/tuple [3, <, null, null, null, -1, -1, 0]\n"
        "  - !!binary |\n"
        "    AAAAAAAAKUA=\n"
    )
    text = SENSEI_NUMPY_COST.replace("- order_id: None\n", price)
    (tmp_path / "convs" / "0_pizza.yml").write_text(text, encoding="utf-8")
    write_rule(tmp_path / "rules", "price", oracle="price == 12.5")
    assert main(["--rules", str(tmp_path / "rules"), "--conversations", str(tmp_path / "convs")]) == 0
    out = capsys.readouterr().out
    assert "│ price │      1 │    1 │" in out, out
