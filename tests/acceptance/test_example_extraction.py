"""Issue 13 defect 4: every value the offline example extracts is the one the bot's confirmation states.

Each conversation of examples/pizza-shop is read raw from its SENSEI YAML; the bot's confirmation ("Your order is
confirmed: ... Total: $15.30. Delivery time: 40 minutes. Your order id is PZ-...") is parsed here with this test's
own patterns, and every declared output must equal what that sentence says.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from tests.acceptance.conftest import Chat
from tests.acceptance.helpers import conversation_file, explain, only_run, results, yaml_documents
from tests.conftest import REPO
from tests.support.example_project import copy_example

EXAMPLE = REPO / "examples" / "pizza-shop"
CONFIRMATION = re.compile(
    r"Your order is confirmed: .*?Total: \$(?P<price>\d+\.\d\d)\. Delivery time: (?P<delivery_time>\d+) minutes\."
    r" Your order id is (?P<order_id>PZ-[0-9A-F]+)\."
)


def stated(interaction: list[dict[str, str]]) -> dict[str, Any]:
    """What the last confirmation of the conversation says, typed as the profiles declare it."""
    found = [m for turn in interaction if (m := CONFIRMATION.search(turn.get("Assistant", "")))]
    assert found, "the conversation has no order confirmation"
    last = found[-1]
    return {"price": float(last["price"]), "delivery_time": int(last["delivery_time"]), "order_id": last["order_id"]}


def declared_outputs(profile: Path) -> list[str]:
    """The output names a profile declares under chatbot.output."""
    loaded = yaml.safe_load(profile.read_text(encoding="utf-8"))
    return [name for item in loaded["chatbot"].get("output") or [] for name in item]


def test_every_extracted_value_is_the_one_the_confirmation_states(chat: Chat, tmp_path: Path) -> None:
    project = tmp_path / "pizza-shop"
    copy_example(project)
    done = chat("--run-from-yaml", project, "--no-rules", cwd=tmp_path)  # the rules' verdicts are tested elsewhere
    assert done.returncode == 0, explain(done)
    run_dir = only_run(project)
    outputs = {p.stem: declared_outputs(p) for p in sorted((project / "profiles").glob("*.yml"))}
    checked: dict[str, int] = {}
    large = 0
    for record in results(run_dir):
        names = outputs[record["profile"]]
        first, _timing, interaction = yaml_documents(conversation_file(run_dir, record))
        extracted = {k: v for item in first["data_output"] for k, v in item.items()}
        assert sorted(extracted) == sorted(names), record["profile"]
        if not names:
            continue
        truth = stated(interaction["interaction"])
        for name in names:
            assert extracted[name] == truth[name], (record["profile"], record["index"], name, interaction)
            checked[name] = checked.get(name, 0) + 1
        large += truth["delivery_time"] == 40
    assert checked.keys() == {"price", "order_id", "delivery_time"}
    assert large > 0, "no large pizza was ordered: the 40-minute case was not exercised"
