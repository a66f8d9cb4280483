"""Hostile rules: each is refused before anything runs (exit 2) or ends in an `error` verdict; none runs code."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import RunCli

CANARY = "CANARY"
TOUCH = f"open('{CANARY}', 'w')"

REFUSED = {
    "import_builtin": f"__import__('os').system('touch {CANARY}')",
    "mro_walk": "().__class__.__mro__[1].__subclasses__()",
    "getattr_class": "getattr(conv[0], '__class__')",
    "getattr_private": "getattr(chatbot_phrases, 'append')('x')",
    "eval_call": f'eval("{TOUCH}")',
    "exec_call": "exec('import os')",
    "open_call": TOUCH,
    "lambda_call": f"(lambda: {TOUCH})()",
    "walrus": "(x := 1) == 1",
    "starred": "[*interaction] == []",
    "format_attribute": "'{0.__class__.__mro__}'.format(conv[0])",
    "fstring_dunder": "f'{conv[0].__class__}' != ''",
    "import_statement": "import os\nTrue",
    "globals_call": "globals() is not None",
    "type_call": "type(conv[0]) is not None",
    "private_attribute": "conv[0]._names is not None",
    "dunder_method": "chatbot_phrases.__len__() > 0",
    "double_star": "dict(**{'a': 1}) == {}",
    "range_call": "len([x for x in range(10**9)]) > 0",
    "deep_parentheses": "(" * 5000 + "1" + ")" * 5000,
    "deep_not": "not " * 200 + "True",
    "ten_megabytes": "'" + "a" * 10_000_000 + "' == ''",
    "lambda_key": "sorted(user_phrases, key=lambda s: s.__class__) == []",
    "def_statement": "def f():\n    return 1\nf()",
}
ERRORS = {
    "huge_power": "9**9**9 > 0",
    "huge_repeat": "len('a'*10**10) > 0",
    "nested_loops": "len([1 for a in chatbot_phrases for b in chatbot_phrases for c in chatbot_phrases"
    " for d in chatbot_phrases for e in chatbot_phrases for f in chatbot_phrases for g in chatbot_phrases"
    " for h in chatbot_phrases for i in chatbot_phrases for j in chatbot_phrases]) > 0",
    "huge_format_width": "len(f'{1:>1000000000}') > 0",
    "percent_width": "len('%*d' % (10**9, 1)) > 0",
    "huge_round": "round(5, -10**8) == 0",
    "huge_join": "len('x'.join(['a' * 900000] * 2)) > 0",
    "nested_repeat": "len(sorted([[0] * 999999] * 999999)) > 0",
    "built_in_a_loop": "len([[0] * 999999 for x in [0] * 999999]) > 0",
    "huge_replace": "len(('a' * 9999).replace('', 'b' * 999)) > 0",
}


def _write(folder: Path, rules: dict[str, str]) -> Path:
    folder.mkdir()
    for name, expression in rules.items():
        block = "\n".join("  " + line for line in expression.splitlines())
        (folder / f"{name}.yml").write_text(f"name: {name}\ndescription: hostile\noracle: |\n{block}\n")
    return folder


@pytest.fixture
def conversations(tmp_path: Path) -> Path:
    turns = [{"User": f"hello {i}"} if i % 2 == 0 else {"Assistant": f"reply number {i}"} for i in range(14)]
    meta = {"serial": "s1", "language": "English", "ask_about": [{"size": "small"}], "conversation": [],
            "data_output": [{"price": "10 dollars"}]}  # fmt: skip
    text = "\n---\n".join(json.dumps(d) for d in (meta, {"conversation time": 1.0}, {"interaction": turns}))
    (tmp_path / "conv.yml").write_text(text)
    return tmp_path / "conv.yml"


def test_hostile_rules_are_refused_before_anything_runs(tmp_path: Path, run_cli: RunCli, conversations: Path) -> None:
    assert len(REFUSED) + len(ERRORS) >= 30
    rules = _write(tmp_path / "refused", REFUSED)
    done = run_cli("sensei-check", ["--rules", rules, "--conversations", conversations], cwd=tmp_path, timeout=60)
    assert done.returncode == 2, done.stderr
    for name in REFUSED:
        assert f"{name}.yml:" in done.stderr, name
    assert "Traceback" not in done.stderr
    assert not (tmp_path / CANARY).exists()


def test_hostile_rules_that_pass_the_check_end_in_error_verdicts(
    tmp_path: Path, run_cli: RunCli, conversations: Path
) -> None:
    rules = _write(tmp_path / "bounded", ERRORS)
    out = tmp_path / "rules.jsonl"
    args = ["--rules", rules, "--conversations", conversations, "--jsonl", out]
    done = run_cli("sensei-check", args, cwd=tmp_path, timeout=60)
    assert done.returncode == 3, done.stdout + done.stderr
    verdicts = {v["rule"]: v for v in map(json.loads, out.read_text().splitlines())}
    assert set(verdicts) == set(ERRORS)
    assert {name: v["verdict"] for name, v in verdicts.items()} == dict.fromkeys(ERRORS, "error")
    assert not (tmp_path / CANARY).exists()
