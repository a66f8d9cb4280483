"""``csv_cells.read_rows``: every cell with the line:column an editor shows, whatever the line breaks inside cells."""

from __future__ import annotations

from user_sim.evaluation.csv_cells import read_rows


def test_a_quoted_cell_over_two_lines_puts_the_next_cells_on_their_real_lines() -> None:
    header, rows = read_rows('id,text,label\n1,"two\nlines",yes\n2,plain,no\n')
    assert header == ["id", "text", "label"]
    assert [r.values for r in rows] == [
        {"id": "1", "text": "two\nlines", "label": "yes"},
        {"id": "2", "text": "plain", "label": "no"},
    ]
    assert rows[0].place("label") == "3:8" and rows[1].place("label") == "4:9"


def test_unicode_line_separators_stay_inside_their_cell_and_do_not_shift_line_numbers() -> None:
    # str.splitlines also breaks at U+2028, U+0085 and U+000C: an unquoted cell was cut in two records, and every
    # place after a quoted one was a line too far
    text = 'id,text,label\n1,"a\u2028b",yes\n2,c\u0085d\u000ce,no\n3,x,maybe\n'
    _, rows = read_rows(text)
    assert [r.values["text"] for r in rows] == ["a\u2028b", "c\u0085d\u000ce", "x"]
    assert [r.place("label") for r in rows] == ["2:9", "3:9", "4:5"]


def test_windows_line_ends_are_lines_too() -> None:
    _, rows = read_rows("id,label\r\n1,yes\r\n2,no\r\n")
    assert [(r.values["label"], r.place("label")) for r in rows] == [("yes", "2:3"), ("no", "3:3")]
