"""Issue 13 build 11: the profile reference in docs/ is generated from the models and kept in sync."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from pydantic import BaseModel

from user_sim.cli.validation_check import main as validation_main
from user_sim.config.reference import DOC_PATH, keys, render_reference, top_models, walk
from user_sim.config.reference_examples import EXAMPLES

REPO = Path(__file__).resolve().parents[2]
MODELS: dict[str, tuple[str, type[BaseModel]]] = {
    model.__name__: (title, model) for title, _, root in top_models() for _, model in walk(root, title)
}
PROFILE_MODELS = [name for name, (title, _) in MODELS.items() if title == "profile"]


def test_the_committed_reference_is_what_the_models_say() -> None:
    committed = (REPO / DOC_PATH).read_text(encoding="utf-8")
    assert committed == render_reference(), "docs/profile-reference.md is stale: python -m user_sim.config.reference"


def test_every_key_of_every_model_has_a_documented_row() -> None:
    text = render_reference()
    for name, (_, model) in MODELS.items():
        assert f'<a id="{name.lower()}"></a>' in text, name
        for key, field in model.model_fields.items():
            assert field.description, f"{name}.{key} has no docstring"
            assert f"| `{field.alias or key}` |" in text, f"{name}.{key}"


@pytest.mark.parametrize("name", sorted(MODELS))
def test_every_example_is_valid_for_its_block(name: str) -> None:
    _, model = MODELS[name]
    assert EXAMPLES.get(name), f"{name} has no example"
    for snippet in EXAMPLES[name]:
        model.model_validate(yaml.safe_load(snippet))


@pytest.mark.parametrize("name", PROFILE_MODELS)
def test_the_examples_of_a_profile_block_use_every_key(name: str) -> None:
    _, model = MODELS[name]
    used = {key for snippet in EXAMPLES[name] for key in yaml.safe_load(snippet)}
    assert set(keys(model)) <= used, f"{name}: no example uses {sorted(set(keys(model)) - used)}"


def test_the_profile_example_is_a_valid_profile(tmp_path: Path) -> None:
    (tmp_path / "order.yml").write_text(EXAMPLES["Profile"][0], encoding="utf-8")
    assert validation_main(["--profile", str(tmp_path / "order.yml"), "--output", str(tmp_path / "out")]) == 0


def test_the_readme_points_to_the_reference() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "docs/profile-reference.md" in readme
