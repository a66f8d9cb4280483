"""What a user sees for a mistake in a profile: exit 2, every error as file:line:col, no traceback, nothing run."""

from __future__ import annotations

import re
from pathlib import Path

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import explain
from tests.support.example_project import copy_example


def test_typos_in_two_profiles_are_all_reported_with_their_position(chat: Chat, tmp_path: Path) -> None:
    project = tmp_path / "pizza-shop"
    copy_example(project)
    steps = project / "profiles" / "order_steps.yml"
    steps.write_text(steps.read_text(encoding="utf-8").replace("  interaction_style:", "  interaction_stlye:"))
    questions = project / "profiles" / "shop_questions.yml"
    questions.write_text(questions.read_text(encoding="utf-8").replace("personality: curious", "personality: curiuos"))
    done = chat("--run-from-yaml", "pizza-shop", cwd=tmp_path)
    assert done.returncode == 2, explain(done)
    assert "Traceback" not in done.stderr and done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 2, done.stderr
    assert re.fullmatch(
        r"error: pizza-shop/profiles/order_steps\.yml:\d+:3: conversation\.interaction_stlye: "
        r"unknown key 'interaction_stlye'; did you mean 'interaction_style'\?",
        lines[0],
    )
    assert re.match(
        r"error: pizza-shop/profiles/shop_questions\.yml:13:20: user\.context\[0\]\.personality: .*'curiuos'", lines[1]
    )
    assert not (project / "output").exists()
