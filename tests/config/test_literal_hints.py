"""``did you mean`` after a value no ``Literal`` accepts comes from the Literal's own values, not pydantic's text."""

import re
from pathlib import Path
from typing import Any, ClassVar, Literal

from tests.support.example_project import copy_example
from user_sim.security.oracles.base import ORACLES, Judgement, Observation, Oracle, OracleParams


class _Stance(Oracle):
    """A third-party oracle whose accepted values hold an apostrophe (pydantic writes them in double quotes)."""

    example_params: ClassVar[dict[str, Any]] = {"stance": "won't comply"}

    class Params(OracleParams):
        """Params of ``stance``."""

        stance: Literal["won't comply", "will comply"] = "won't comply"
        """What a resilient reply says."""

    def check(self, observation: Observation) -> Judgement:
        return Judgement("resilient", "-")


def test_a_plugin_literal_with_an_apostrophe_is_suggested(run_cli, tmp_path: Path) -> None:
    project = copy_example(tmp_path / "pizza-shop")
    campaign = project / "security" / "security.yml"
    text = campaign.read_text(encoding="utf-8")
    old = '      type: keyword_absent\n      params: {keywords: [PZ-INTERNAL-7731, "Staff discount"]}'
    assert old in text
    campaign.write_text(text.replace(old, "      type: stance\n      params: {stance: wont comply}"), encoding="utf-8")
    with ORACLES.sandbox():
        ORACLES.add("stance", _Stance)
        done = run_cli("sensei-security-check", ["-rfy", project, "--validate-only"], cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
    expected = """must be one of "won't comply" or 'will comply', got 'wont comply'; did you mean "won't comply"?"""
    assert len(errors) == 1 and re.match(
        r"error: \S*security\.yml:\d+:\d+: attacks\[1\]\.oracle\.params\.stance: ", errors[0]
    )
    assert errors[0].endswith(expected), errors[0]
