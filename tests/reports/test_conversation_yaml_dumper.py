"""The conversation files are PyYAML's pure-Python text byte for byte, whichever emitter wrote them."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
import yaml

from tests.conftest import REPO
from tests.reports.records import make_record
from user_sim.core.records import ConversationRecord, Turn
from user_sim.reports import conversation_yaml
from user_sim.reports.conversation_yaml import conversation_documents, dump_documents, render_conversation_yaml

OPTIONS: dict[str, Any] = {"allow_unicode": True, "default_flow_style": False, "sort_keys": False}
needs_libyaml = pytest.mark.skipif(not hasattr(yaml, "CSafeDumper"), reason="PyYAML built without libyaml")


def _python_text(documents: list[dict[str, Any]]) -> str:
    return yaml.dump_all(documents, Dumper=yaml.SafeDumper, **OPTIONS)


def _c_text(documents: list[dict[str, Any]]) -> str:
    return yaml.dump_all(documents, Dumper=yaml.CSafeDumper, **OPTIONS)


def _real_records() -> list[ConversationRecord]:
    """Records of real runs (a 1.5B model as the user) and the labelled conversations of the goal set."""
    records = [
        ConversationRecord.model_validate_json(line)
        for path in sorted((REPO / "bench" / "results").rglob("*_results.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    for path in sorted((REPO / "bench" / "goal_set").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            turns = [
                Turn(index=i, user=t["user"], assistant=t.get("assistant"), latency_s=0.1 * i)
                for i, t in enumerate(item["turns"])
            ]
            records.append(make_record(language=item.get("language"), goals=item["goals"], turns=turns))
    return records


@needs_libyaml
def test_real_records_are_written_as_the_python_emitter_writes_them():
    records = _real_records()
    assert len(records) > 200
    via_c = 0
    for record in records:
        documents = conversation_documents(record, 5)
        python = _python_text(documents)
        assert render_conversation_yaml(record, 5) == python
        via_c += _c_text(documents) == python and '"' not in python and "\\" not in python
    assert via_c > len(records) // 4  # the cheap path is taken, and where it is taken it is the same text


@needs_libyaml
@pytest.mark.parametrize(
    "text",
    [
        "I'd like a 🍕, please",  # libyaml escapes characters outside the BMP
        "  leading spaces and a break\n" + "word " * 30,  # double-quoted, folded differently by the two emitters
        'she said "large" ' * 12,
        "a backslash \\ in it",
        "tab\there",
    ],
)
def test_texts_libyaml_writes_differently_are_written_by_the_python_emitter(text):
    record = make_record(turns=[Turn(index=0, user=text, assistant=text, latency_s=0.1)])
    documents = conversation_documents(record)
    assert render_conversation_yaml(record) == _python_text(documents)


@needs_libyaml
def test_the_shortcut_is_needed_where_it_is_refused():
    """The fallback is not idle: libyaml really writes some of these texts differently."""
    record = make_record(turns=[Turn(index=0, user="I'd like a 🍕", assistant="ok", latency_s=0.1)])
    documents = conversation_documents(record)
    assert _c_text(documents) != _python_text(documents)


@needs_libyaml
def test_fuzzed_documents_match_the_python_emitter():
    rng = random.Random(8)
    pieces = ["pizza", "large", "¿qué?", "ñandú", "你好", "🍕", ":", "#", "- ", "'", '"', "\\", "\t", "\n", "  "]
    pieces.append("\u2028")
    drawn: set[str] = set()
    by_libyaml = 0
    for _ in range(100):
        words = [rng.choice(pieces) if rng.random() < 0.3 else "word" for _ in range(rng.randint(1, 60))]
        text = "".join(w + rng.choice(["", " ", " ", "\n"]) for w in words)
        documents: list[dict[str, Any]] = [{"context": text}, {"interaction": [{"User": text}, {"Assistant": text}]}]
        assert dump_documents(documents) == _python_text(documents)
        drawn.update(words)
        c_text = _c_text(documents)
        by_libyaml += '"' not in c_text and "\\" not in c_text
    # what the samples covered: every piece, and both emitters' paths several times
    assert drawn >= set(pieces) and 5 <= by_libyaml <= 95


def test_without_libyaml_the_python_emitter_writes(monkeypatch):
    monkeypatch.setattr(conversation_yaml, "_C_DUMPER", None)
    record = make_record()
    assert render_conversation_yaml(record) == _python_text(conversation_documents(record))
