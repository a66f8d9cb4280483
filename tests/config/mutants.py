"""Deterministic generator of broken profiles and run.yml files, derived from the valid corpus.

Every mutant carries ``expect``: a piece of text that must appear in one of the errors it produces, so a mutant
proves that *its* mutation is reported (not merely that something somewhere failed).
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tests.config.corpus_headers import PROJECT, VALID
from user_sim.config.located import keys_at
from user_sim.config.profile import Profile
from user_sim.config.yamlfile import dotted

SEED = 20250615
Data = dict[str, Any]
PathT = tuple[str | int, ...]


@dataclass(frozen=True)
class Mutant:
    """One broken input."""

    name: str
    text: str
    expect: str
    project_files: dict[str, str] = field(default_factory=dict)
    """Files written over a copy of the corpus project (types/, personalities/) before validating."""


def _dump(data: Data) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=False)


def _goals_key(data: Data) -> str:
    return "ask_about" if "ask_about" in data["user"] else "goals"


def _variables(data: Data) -> list[tuple[int, str, Data]]:
    goals = data["user"][_goals_key(data)]
    return [(i, name, spec) for i, item in enumerate(goals) if isinstance(item, dict) for name, spec in item.items()]


def _var_path(index: int, name: str, *rest: str | int) -> str:
    return dotted(("user", "goals", index, name, *rest))


# --- data-level operators: (data, rng) -> expected text, or None when the operator does not apply -------------


def delete_required(data: Data, rng: random.Random) -> str | None:
    choices: list[PathT] = [
        ("test_name",),
        ("user",),
        ("chatbot",),
        ("conversation",),
        ("user", "role"),
        ("user", _goals_key(data)),
        ("chatbot", "fallback"),
        ("conversation", "number"),
        ("conversation", "goal_style"),
    ]
    choices += [("user", _goals_key(data), i, name, key) for i, name, _ in _variables(data) for key in ("type", "data")]
    path = rng.choice(choices)
    parent: Any = data
    for part in path[:-1]:
        parent = parent[part]
    del parent[path[-1]]
    shown = tuple("goals" if p == "ask_about" else p for p in path)
    return f"{dotted(shown)}: required key is missing"


WRONG_VALUES: list[tuple[PathT, Any]] = [
    (("llm", "temperature"), "hot"),
    (("llm", "temperature"), True),
    (("llm", "temperature"), 3.5),
    (("llm", "model"), 4),
    (("llm", "format"), "speech"),
    (("test_name",), ["pizza"]),
    (("test_name",), ""),
    (("user", "role"), ["a", "list"]),
    (("user", "language"), 42),
    (("user", "facts"), ["not", "a", "mapping"]),
    (("user", "opening"), {"text": "hi"}),
    (("chatbot", "is_starter"), "perhaps"),
    (("chatbot", "fallback"), {"text": "sorry"}),
    (("chatbot", "output"), "price"),
    (("conversation", "max_cost"), "cheap"),
    (("conversation", "max_cost"), -1),
    (("conversation", "replicates"), True),
    (("conversation", "replicates"), 0),
    (("conversation", "max_turns"), "ten"),
    (("conversation", "max_turns"), 500),
    (("conversation", "interaction_style"), 5),
]


def wrong_value(data: Data, rng: random.Random) -> str | None:
    path, value = rng.choice(WRONG_VALUES)
    parent: Any = data
    for part in path[:-1]:
        parent = parent.setdefault(part, {})
    parent[path[-1]] = value
    return dotted(path)


def _key_positions(node: Any, path: PathT, out: list[PathT]) -> list[PathT]:
    if isinstance(node, dict):
        for key, value in node.items():
            child = (*path, key)
            if not _is_free_key(child):
                out.append(child)
            if key not in ("facts", "args"):
                _key_positions(value, child, out)
    elif isinstance(node, list):
        for index, item in enumerate(node):
            _key_positions(item, (*path, index), out)
    return out


def _is_free_key(path: PathT) -> bool:
    """Names the user chooses (variables, outputs, facts): a typo there is not an unknown key."""
    is_variable = len(path) == 4 and path[0] == "user" and path[1] in ("goals", "ask_about")
    is_output = len(path) == 4 and path[:2] == ("chatbot", "output")
    return is_variable or is_output or "facts" in path[:-1]


def _typo(word: str, rng: random.Random) -> str:
    position = rng.randrange(len(word) - 1) if len(word) > 1 else 0
    kind = rng.choice(("drop", "swap", "double"))
    if kind == "drop" and len(word) > 2:
        return word[:position] + word[position + 1 :]
    if kind == "swap" and word[position] != word[position + 1]:
        return word[:position] + word[position + 1] + word[position] + word[position + 2 :]
    return word[: position + 1] + word[position] + word[position + 1 :]


def typo_key(data: Data, rng: random.Random) -> str | None:
    path = rng.choice(_key_positions(data, (), []))
    parent: Any = data
    for part in path[:-1]:
        parent = parent[part]
    key = str(path[-1])
    model_path = tuple("goals" if p == "ask_about" else p for p in path[:-1])
    allowed = keys_at(Profile, model_path) | {"ask_about", "personality", "change language", "random"}
    typo = next(t for t in (_typo(key, rng) for _ in range(20)) if t != key and t not in allowed and t not in parent)
    items = list(parent.items())
    parent.clear()
    parent.update({(typo if k == key else k): v for k, v in items})
    return f"unknown key {typo!r}"


BAD_FUNCTIONS = [
    "randon()",
    "forwad()",
    "shuffle()",
    "random(-1)",
    "pairwise(x)",
    "another(0)",
    "forward(a, b)",
    "default(1)",
    "random(rand, 2)",
    "sample()",
    "random",
    "forward(no_such_variable)",
]


def unknown_function(data: Data, rng: random.Random) -> str | None:
    variables = _variables(data)
    if not variables:
        return None
    index, name, spec = rng.choice(variables)
    spec["function"] = rng.choice(BAD_FUNCTIONS)
    return _var_path(index, name, "function")


def forward_cycle(data: Data, rng: random.Random) -> str | None:
    variables = _variables(data)
    if not variables:
        return None
    chosen = rng.sample(variables, min(len(variables), rng.choice((1, 2, 3))))
    names = [name for _, name, _ in chosen]
    for position, (_, _, spec) in enumerate(chosen):
        spec["function"] = f"forward({names[(position + 1) % len(names)]})"
    return "refers to the variable itself" if len(names) == 1 else "forward() chain has a cycle"


def empty_data(data: Data, rng: random.Random) -> str | None:
    variables = _variables(data)
    if not variables:
        return None
    index, name, spec = rng.choice(variables)
    spec["data"] = rng.choice(([], {"date": {}}))
    return f"{_var_path(index, name, 'data')}: the list of values is empty"


BAD_NUMBERS = [0, -2, "combinations(0)", "combinations(x)", "sample", 2.5, True, "lots", "combinations(1, 2, 3)"]
BAD_NUMBERS += [None, [3], "combinations(-1)", "all_combinations(pairwise, 2)"]


def bad_number(data: Data, rng: random.Random) -> str | None:
    data["conversation"]["number"] = rng.choice(BAD_NUMBERS)
    return "conversation.number"


BAD_GOAL_STYLES: list[Any] = [
    {"steps": 0},
    {"steps": 25},
    {"random steps": 21},
    {"steps": 3, "all_answered": {}},
    "steps",
    {"all_answered": {"limit": 0}},
    {"stepz": 3},
    [],
    {"all_answered": {"export": "maybe"}},
    {"max_cost": 0},
    {"default": {"limit": 201}},
    None,
    {"steps": True},
]


def bad_goal_style(data: Data, rng: random.Random) -> str | None:
    data["conversation"]["goal_style"] = copy.deepcopy(rng.choice(BAD_GOAL_STYLES))
    return "conversation.goal_style"


def bad_language(data: Data, rng: random.Random) -> str | None:
    data["user"]["language"] = rng.choice(["Klingon", "Englsh", 12, "", "Spanglish", ["English"]])
    return "user.language"


BAD_STYLES: list[Any] = [
    "shout",
    {"change language": []},
    {"change language": ["Elvish"]},
    {"random": []},
    {"random": ["whisper"]},
    7,
    [{"random": [{"change language": ["Dothraki"]}]}],
    ["default", "sing"],
]


def bad_style(data: Data, rng: random.Random) -> str | None:
    data["conversation"]["interaction_style"] = copy.deepcopy(rng.choice(BAD_STYLES))
    return "conversation.interaction_style"


def missing_personality(data: Data, rng: random.Random) -> str | None:
    name = rng.choice(["nobody", "personalities/ghost.yml", "Formal-Userx"])
    data["user"]["context"] = [{"personality": name}, "You are in a hurry."]
    return "unknown personality"


def ghost_placeholder(data: Data, rng: random.Random) -> str | None:
    data["user"][_goals_key(data)].insert(0, f"ask about {{{{{rng.choice(['ghost', 'size2', 'x'])}}}}}")
    return "has no variable definition"


def item_type_mismatch(data: Data, rng: random.Random) -> str | None:
    listed = [(i, n, s) for i, n, s in _variables(data) if isinstance(s.get("data"), list) and s["data"]]
    if not listed:
        return None
    index, name, spec = rng.choice(listed)
    position = rng.randrange(len(spec["data"]))
    spec["data"][position] = 12345 if spec["type"] == "string" else "not-a-valid-value"
    return _var_path(index, name, "data", position)


def outside_project_file(data: Data, rng: random.Random) -> str | None:
    variables = _variables(data)
    if not variables:
        return None
    _, _, spec = rng.choice(variables)
    target = rng.choice(["../outside_project.py", "../../conftest.py", "/etc/hostname"])
    spec["data"] = {"file": target, "function_name": "values"}
    spec["type"] = "string"
    return "is outside the project folder"


def missing_speech_config(data: Data, rng: random.Random) -> str | None:
    data.setdefault("llm", {})["format"] = {"type": "speech", "config": rng.choice(["asr.yaml", "speech/none.yml"])}
    return "speech configuration"


DATA_OPERATORS: list[Callable[[Data, random.Random], str | None]] = [
    delete_required,
    wrong_value,
    typo_key,
    unknown_function,
    forward_cycle,
    empty_data,
    bad_number,
    bad_goal_style,
    bad_language,
    bad_style,
    missing_personality,
    ghost_placeholder,
    item_type_mismatch,
    outside_project_file,
    missing_speech_config,
]


# --- text-level operators: break the YAML itself ------------------------------------------------------------------

_KEY_LINE = re.compile(r"^(?P<indent>\s*)(?P<dash>- )?(?P<key>[\w][\w ]*):(?P<rest>.*)$")


def _breaks_yaml(text: str) -> bool:
    try:
        yaml.safe_load(text)
    except yaml.YAMLError:
        return True
    return False


def _key_lines(lines: list[str]) -> list[int]:
    return [i for i, line in enumerate(lines) if _KEY_LINE.match(line) and not line.lstrip().startswith("#")]


def _edit_line(text: str, rng: random.Random, edit: Callable[[re.Match[str]], str | None]) -> str | None:
    lines = text.splitlines()
    candidates = _key_lines(lines)
    rng.shuffle(candidates)
    for index in candidates:
        match = _KEY_LINE.match(lines[index])
        assert match
        new = edit(match)
        if new is None:
            continue
        mutated = "\n".join([*lines[:index], new, *lines[index + 1 :]]) + "\n"
        if _breaks_yaml(mutated):
            return mutated
    return None


def unbalanced_bracket(text: str, rng: random.Random) -> str | None:
    return _edit_line(text, rng, lambda m: f"{m.group(0)} [oops" if m.group("rest").strip() else None)


def bad_indentation(text: str, rng: random.Random) -> str | None:
    shift = rng.choice((" ", "   "))
    return _edit_line(text, rng, lambda m: shift + m.group(0) if m.group("indent") else None)


def tab_indentation(text: str, rng: random.Random) -> str | None:
    return _edit_line(text, rng, lambda m: "\t" + m.group(0).lstrip(" ") if m.group("indent") else None)


def unterminated_quote(text: str, rng: random.Random) -> str | None:
    def edit(m: re.Match[str]) -> str | None:
        rest = m.group("rest").strip()
        return f'{m.group("indent")}{m.group("dash") or ""}{m.group("key")}: "{rest}' if rest else None

    return _edit_line(text, rng, edit)


def stray_colon(text: str, rng: random.Random) -> str | None:
    return _edit_line(text, rng, lambda m: f"{m.group(0)}: oops" if m.group("rest").strip() else None)


TEXT_OPERATORS: list[Callable[[str, random.Random], str | None]] = [
    unbalanced_bracket,
    bad_indentation,
    tab_indentation,
    unterminated_quote,
    stray_colon,
]


def duplicate_key(text: str, rng: random.Random) -> str | None:
    lines = text.splitlines()
    scalar = [
        i
        for i in _key_lines(lines)
        if (m := _KEY_LINE.match(lines[i])) and m.group("rest").strip() and not m.group("dash")
    ]
    index = rng.choice(scalar)
    return "\n".join([*lines[: index + 1], lines[index], *lines[index + 1 :]]) + "\n"


# --- project-level mutants: a broken types/ or personalities/ file ---------------------------------------------

BAD_REGEXES = ["^(\\d{5}$", "[0-9", "*abc", "(?P<x\\d+)", "a{2,1}", "\\", "(?<=a+)b", "[z-a]"]
BAD_PROJECT_FILES = {
    "personalities/formal.yml": ["name: formal\n", "name: formal\ncontxt: [x]\n", "name: formal\ncontext:\n\t- x\n"],
    "types/iban.yml": [
        "name: iban\ntype_description: x\nformat: '^ES\\d{22}$'\nexamples: [ES12]\n",
        "name: iban\nformat: '^ES\\d{22}$'\n",
        "name: iban\ntype_description: x\nformat: '^ES'\nextraction: {digits: {typ: string}}\n",
        "- iban\n",
    ],
}


def project_mutants(rng: random.Random) -> Iterator[Mutant]:
    sources = [p for p in VALID]
    for number, regex in enumerate(BAD_REGEXES):
        content = yaml.safe_dump({"name": "postcode", "type_description": "a postcode", "format": regex})
        source = rng.choice(sources)
        yield Mutant(
            f"bad_regex{number}-{source.stem}",
            source.read_text(encoding="utf-8"),
            "types/postcode.yml:",
            {"types/postcode.yml": content},
        )
    for target, contents in BAD_PROJECT_FILES.items():
        for number, content in enumerate(contents):
            source = rng.choice(sources)
            yield Mutant(
                f"bad_{Path(target).parent}{number}-{source.stem}",
                source.read_text(encoding="utf-8"),
                f"{target}:",
                {target: content},
            )


def profile_mutants() -> list[Mutant]:
    """Every mutant of every valid corpus profile (deterministic)."""
    rng = random.Random(SEED)
    mutants: list[Mutant] = []
    for source in VALID:
        text = source.read_text(encoding="utf-8")
        data = yaml.safe_load(text)
        for operator in DATA_OPERATORS:
            mutated = copy.deepcopy(data)
            expect = operator(mutated, rng)
            if expect is not None:
                mutants.append(Mutant(f"{operator.__name__}-{source.stem}", _dump(mutated), expect))
        for text_operator in TEXT_OPERATORS:
            broken = text_operator(text, rng)
            if broken is not None:
                mutants.append(Mutant(f"{text_operator.__name__}-{source.stem}", broken, "invalid YAML"))
        mutants.append(Mutant(f"duplicate_key-{source.stem}", duplicate_key(text, rng), "duplicate key"))
    return [*mutants, *project_mutants(rng)]


# --- run.yml ----------------------------------------------------------------------------------------------------

RUN_WRONG_VALUES: list[tuple[str, Any, str]] = [
    ("workers", "many", "workers"),
    ("workers", 0, "workers"),
    ("workers", True, "workers"),
    ("workers", 300, "workers"),
    ("seed", "x", "seed"),
    ("seed", True, "seed"),
    ("seed", 1.5, "seed"),
    ("execution_parameters", ["fast"], "execution_parameters[0]"),
    ("execution_parameters", "verbose", "execution_parameters"),
    ("security", {"enabled": "maybe"}, "security.enabled"),
    ("security", {"config": 3}, "security.config"),
    ("security", {"extra": 1}, "security.extra"),
    ("security", "on", "security"),
    ("connector_params", 5, "connector_params"),
    ("connector_params", [1], "connector_params"),
    ("fail_on", "always", "fail_on"),
    ("dry_run", "perhaps", "dry_run"),
    ("html", "yes please", "html"),
    ("user_profile", ["a"], "user_profile"),
    ("technology", {"a": 1}, "technology"),
    ("output", 3, "output"),
    ("verbose", [True], "verbose"),
]


def run_mutants() -> list[Mutant]:
    """Broken versions of the corpus project's run.yml (deterministic)."""
    rng = random.Random(SEED + 1)
    text = (PROJECT / "run.yml").read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    mutants = []
    for number, (key, value, path) in enumerate(RUN_WRONG_VALUES):
        mutated = {**copy.deepcopy(data), key: value}
        if "_" in key:
            mutated.pop(key.replace("_", "-"), None)
        mutants.append(Mutant(f"run_wrong_value{number}_{key}", _dump(mutated), path))
    for key in data:
        typo = next(t for t in (_typo(key, rng) for _ in range(20)) if t.replace("-", "_") != key.replace("-", "_"))
        mutated = {(typo if k == key else k): v for k, v in data.items()}
        mutants.append(Mutant(f"run_typo_{key}", _dump(mutated), f"unknown key {typo.replace('-', '_')!r}"))
    for operator in TEXT_OPERATORS:
        for attempt in range(2):
            broken = operator(text, rng)
            if broken is not None:
                mutants.append(Mutant(f"run_{operator.__name__}{attempt}", broken, "invalid YAML"))
    mutants.append(Mutant("run_duplicate", duplicate_key(text, rng), "duplicate key"))
    mutants.append(Mutant("run_dash_and_underscore", text + "dry_run: false\n", "dashes and underscores"))
    mutants.append(Mutant("run_list", "- technology: demo\n", "expected a mapping"))
    return mutants
