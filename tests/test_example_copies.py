"""Tests copy an example project only through tests/support/example_project, which leaves out a user's runs."""

from __future__ import annotations

import re
from pathlib import Path

from tests.support.example_project import LEFT_BY_RUNS, PIZZA_SHOP, copy_example

TESTS = Path(__file__).resolve().parent
COPIES_AN_EXAMPLE = re.compile(r"copytree\([^,]*(EXAMPLE|examples|PIZZA_SHOP)")


def test_no_test_copies_an_example_by_itself() -> None:
    helper = TESTS / "support" / "example_project.py"
    found = [
        f"{path.relative_to(TESTS)}:{number}"
        for path in sorted(TESTS.rglob("*.py"))
        if path != helper
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if COPIES_AN_EXAMPLE.search(line)
    ]
    assert found == [], "copy examples with tests.support.example_project.copy_example"


def test_a_copy_leaves_out_what_the_users_runs_left_in_the_example(tmp_path: Path) -> None:
    used = tmp_path / "used"
    copy_example(used)
    for left in LEFT_BY_RUNS:  # as after sensei-chat, sensei-check labels import, a cached LLM call
        (used / left / "runs").mkdir(parents=True)
        (used / left / "runs" / "x.json").write_text("{}", encoding="utf-8")
    copied = copy_example(tmp_path / "copy", used)
    assert sorted(p.name for p in copied.iterdir()) == sorted(
        p.name for p in PIZZA_SHOP.iterdir() if p.name not in LEFT_BY_RUNS
    )
    assert {"run.yml", "profiles", "rules"} <= {p.name for p in copied.iterdir()}
