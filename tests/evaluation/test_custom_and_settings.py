"""Custom metrics (project files listed in run.yml, plugins) and the checks of the evaluation: block."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.evaluation.support import record
from user_sim.errors import ConfigError
from user_sim.evaluation.evaluator import Evaluator
from user_sim.evaluation.settings import load_settings

METRICS = """
from user_sim.evaluation import MetricInput, metric


@metric("mentions_price", kind="qualitative", failure_labels=["missing"], severity="high")
def mentions_price(turn: MetricInput):
    return "ok" if "$" in (turn.reply or "") else ("missing", "the reply gives no price")


@metric("reply_length", scope="turn")
def reply_length(turn: MetricInput) -> float:
    return len(turn.reply or "")


@metric("turns_used", scope="conversation")
class TurnsUsed:
    def __call__(self, conversation: MetricInput) -> float:
        return len(conversation.history)
"""


def project(tmp_path: Path, evaluation: str, metrics: str = METRICS) -> Path:
    (tmp_path / "metrics").mkdir()
    (tmp_path / "metrics" / "shop.py").write_text(metrics, encoding="utf-8")
    (tmp_path / "run.yml").write_text("technology: demo\nevaluation:\n" + evaluation, encoding="utf-8")
    return tmp_path


def test_custom_metrics_run_only_when_listed_and_get_the_same_gates(tmp_path: Path) -> None:
    folder = project(
        tmp_path,
        "  metrics: []\n  custom_metrics: [metrics/shop.py]\n"
        "  numeric_thresholds: {reply_length: 9, turns_used: 2}\n"
        "  qualitative_failure_labels: {mentions_price: [missing]}\n",
    )
    settings = load_settings(folder)
    assert settings is not None and [m.name for m in settings.custom] == [
        "mentions_price",
        "reply_length",
        "turns_used",
    ]
    evaluator = Evaluator(settings.config, client=None, custom=settings.custom, run_id="r")
    evaluator.submit(record("a"))
    result = evaluator.finish()
    [conversation] = result.conversations
    assert conversation.score("turns_used").value == 2.0  # type: ignore[union-attr]
    assert conversation.turns[0].score("reply_length").value == 8.0  # type: ignore[union-attr]
    failed = {(f.metric, f.turn) for f in result.gate_failures}
    assert failed == {("reply_length", None), ("mentions_price", 0), ("mentions_price", 1)}
    [error] = result.unique_errors
    assert (error.metric, error.category, error.severity, len(error.occurrences)) == (
        "mentions_price",
        "missing",
        "high",
        2,
    )
    assert result.exit_code == 1 and result.judge_calls == 0


def test_metric_files_that_are_not_listed_are_never_imported(tmp_path: Path) -> None:
    folder = project(tmp_path, "  metrics: []\n", metrics="raise SystemExit('imported!')\n")
    settings = load_settings(folder)
    assert settings is not None and settings.custom == []


def test_a_custom_metric_that_raises_is_inconclusive_and_its_gate_exits_3(tmp_path: Path) -> None:
    broken = "from user_sim.evaluation import metric\n\n@metric('broken')\ndef broken(turn):\n    return 1 / 0\n"
    folder = project(
        tmp_path, "  metrics: []\n  custom_metrics: [metrics/shop.py]\n  numeric_thresholds: {broken: 1}\n", broken
    )
    settings = load_settings(folder)
    assert settings is not None
    evaluator = Evaluator(settings.config, client=None, custom=settings.custom)
    evaluator.submit(record("a"))
    result = evaluator.finish()
    assert result.exit_code == 3 and "ZeroDivisionError" in (
        result.conversations[0].turns[0].scores[0].inconclusive or ""
    )


@pytest.mark.parametrize(
    ("evaluation", "expected"),
    [
        (
            "  model: m\n  numeric_thresholds:\n    helpfulnes: 3\n",
            "run.yml:5:5: evaluation.numeric_thresholds.helpfulnes: unknown metric 'helpfulnes'; "
            "did you mean 'helpfulness'?",
        ),
        (
            "  model: m\n  qualitative_failure_labels:\n    agent_behavior_failure: [false info]\n",
            "run.yml:5:30: evaluation.qualitative_failure_labels.agent_behavior_failure[0]: "
            "unknown agent_behavior_failure label 'false info'; did you mean 'false information'?",
        ),
        (
            "  model: m\n  metrics: [coherence]\n  numeric_thresholds: {helpfulness: 3}\n",
            "helpfulness is gated but switched off in evaluation.metrics",
        ),
        ("  numeric_thresholds: {helpfulness: 3}\n", "the built-in judged metrics need a judge: set evaluation.model"),
        (
            "  model: m\n  custom_metrics: [metrics/shop.py]\n  numeric_thresholds: {mentions_price: 1}\n",
            "unknown metric 'mentions_price'",
        ),
        ("  model: m\n  custom_metrics: [../evil.py]\n", "'../evil.py' is outside the project's metrics/ folder"),
        ("  model: m\n  custom_metrics: [nonexistent_plugin]\n", "unknown metric 'nonexistent_plugin'"),
        ("  model: m\n  metrics: [helpfulness, kindness]\n", "evaluation.metrics[1]"),
    ],
)
def test_configuration_errors_are_located(tmp_path: Path, evaluation: str, expected: str) -> None:
    folder = project(tmp_path, evaluation)
    with pytest.raises(ConfigError) as caught:
        load_settings(folder)
    assert expected in str(caught.value)


def test_a_run_yml_without_evaluation_evaluates_nothing(tmp_path: Path) -> None:
    (tmp_path / "run.yml").write_text("technology: demo\n", encoding="utf-8")
    assert load_settings(tmp_path) is None


def test_the_judge_client_uses_the_judge_model_not_the_users(tmp_path: Path) -> None:
    from user_sim.evaluation.settings import judge_client

    folder = project(tmp_path, "  model: judge-x\n  base_url: http://127.0.0.1:9/v1\n")
    settings = load_settings(folder)
    assert settings is not None
    client = judge_client(settings)
    assert client is not None and client.spec.model == "judge-x" and client.spec.temperature == 0.0
    assert client.spec.base_url == "http://127.0.0.1:9/v1" and client.cache is not None


def test_installed_metric_plugins_come_from_the_shared_registry(tmp_path: Path) -> None:
    from user_sim.evaluation import metric
    from user_sim.evaluation.custom import MetricInput, load_metrics
    from user_sim.plugins import METRICS

    @metric("politeness", kind="qualitative", failure_labels=["rude"])
    def politeness(turn: MetricInput) -> str:
        return "rude" if "!" in (turn.reply or "") else "polite"

    def words(turn: MetricInput) -> float:
        return float(len((turn.reply or "").split()))

    with METRICS.sandbox():
        METRICS.add("politeness", politeness)
        METRICS.add("words", words)
        declared, bare = load_metrics(["politeness", "words"], tmp_path)
    assert (declared.name, declared.kind, declared.failure_labels) == ("politeness", "qualitative", ("rude",))
    assert (bare.name, bare.kind, bare.scope) == ("words", "quantitative", "turn")
    assert bare.score(MetricInput(record("a"), 0)).value == 2.0
    assert "politeness" not in METRICS  # nothing stays registered


def test_a_cancelled_evaluation_retries_no_judge_call_still_in_flight(tmp_path: Path) -> None:
    """Ctrl-C while a slow judge answers: its verdict is not used, so a failed call is not retried (3 x timeout)."""
    from user_sim.evaluation.evaluator import Evaluator
    from user_sim.evaluation.settings import judge_client

    settings = load_settings(project(tmp_path, "  model: judge-x\n  base_url: http://127.0.0.1:9/v1\n"))
    assert settings is not None
    client = judge_client(settings)
    assert client is not None and client.stopping is not None and not client.stopping.is_set()
    Evaluator(settings.config, client=client.derive(seed=1)).cancel()  # the calls go to clients derived from it
    assert client.stopping.is_set()
