"""Start-up cost: --help of every command, and a whole validation run, import no LLM or data-science stack."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.config.corpus_headers import PROJECT, VALID
from tests.conftest import CLI_MODULES, cli_env

HEAVY = ("langchain", "langchain_core", "langchain_openai", "openai", "pandas", "sklearn", "numpy", "scipy")

PROBE = """
import contextlib, io, json, sys
from {module} import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    code = main({argv!r})
loaded = sorted({{name.split(".")[0] for name in sys.modules}} & set({heavy!r}))
print(json.dumps({{"code": code, "heavy": loaded}}))
"""


def _probe(module: str, argv: list[str]) -> dict[str, object]:
    code = PROBE.format(module=module, argv=argv, heavy=HEAVY)
    done = subprocess.run(
        [sys.executable, "-c", code], env=cli_env(), capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize("command", sorted(CLI_MODULES))
def test_help_imports_nothing_heavy(command: str) -> None:
    assert _probe(CLI_MODULES[command], ["--help"]) == {"code": 0, "heavy": []}


def test_validating_the_corpus_imports_nothing_heavy(tmp_path) -> None:  # type: ignore[no-untyped-def]
    argv = ["--profile", str(VALID[0].parent), "-pp", str(PROJECT), "--output", str(tmp_path)]
    assert _probe(CLI_MODULES["sensei-validation-check"], argv) == {"code": 0, "heavy": []}
