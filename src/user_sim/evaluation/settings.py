"""Everything an evaluation needs before it calls anything: the ``evaluation:`` block, custom metrics, the judge.

Checked up front, as configuration (exit 2, nothing called): every gate names a loaded metric, the judge model
is set when a built-in judged metric runs, the judge model can be built (provider, API key).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from user_sim.config.evaluation import EvaluationConfig, gate_issues
from user_sim.config.located import validate_doc
from user_sim.config.run_yml import RunFile, find_run_file
from user_sim.config.yamlfile import YamlDoc, load_yaml
from user_sim.errors import ConfigError
from user_sim.evaluation.custom import CustomMetric, load_metrics
from user_sim.evaluation.validation_key import JUDGE_TEMPERATURE
from user_sim.llm.base import ModelSpec

if TYPE_CHECKING:
    from user_sim.config.run_flags import CacheMode
    from user_sim.llm.client import ChatClient


@dataclass(frozen=True)
class EvaluationSettings:
    """A checked ``evaluation:`` block with its custom metrics loaded."""

    config: EvaluationConfig
    project_dir: Path
    custom: list[CustomMetric] = field(default_factory=list)

    @property
    def judge_spec(self) -> ModelSpec | None:
        """The judge's model (temperature 0), None when no built-in judged metric runs."""
        if not self.config.metrics or self.config.model is None:
            return None
        c = self.config
        return ModelSpec(c.model or "", c.provider, JUDGE_TEMPERATURE, c.base_url, c.api_key_env)


def load_settings(project_dir: Path) -> EvaluationSettings | None:
    """Read the project's run.yml; None when it has no ``evaluation:`` block (nothing is evaluated)."""
    path = find_run_file(project_dir)
    if not path.is_file():
        return None
    doc = load_yaml(path, allow_empty=True)
    if not isinstance(doc.data, dict) or doc.data.get("evaluation") is None:
        return None
    config = validate_doc(RunFile, _only_evaluation(doc)).evaluation
    assert config is not None
    custom = load_metrics(config.custom_metrics, project_dir)
    numeric = [m.name for m in custom if m.kind == "quantitative"]
    qualitative = [m.name for m in custom if m.kind == "qualitative"]
    issues = gate_issues(config, doc, numeric, qualitative)
    if config.metrics and not config.model:
        issues.append(doc.issue(("evaluation",), _NO_MODEL, key=True))
    if issues:
        raise ConfigError(issues)
    return EvaluationSettings(config, project_dir, custom)


_NO_MODEL = (
    "the built-in judged metrics need a judge: set evaluation.model (and base_url for a local server), "
    "or metrics: [] to run only custom metrics"
)


def _only_evaluation(doc: YamlDoc) -> YamlDoc:
    """The run.yml document reduced to its evaluation block (the rest is checked by the command that runs)."""
    assert isinstance(doc.data, dict)
    return YamlDoc(doc.file, {"evaluation": doc.data["evaluation"]}, doc.value_marks, doc.key_marks)


def judge_client(settings: EvaluationSettings, cache_mode: CacheMode = "normal") -> ChatClient | None:
    """The judge's client: the project's response cache and price table, its own meter (purpose ``judge``)."""
    spec = settings.judge_spec
    if spec is None:
        return None
    from user_sim.llm.cache import ResponseCache, project_cache_dir
    from user_sim.llm.client import ChatClient
    from user_sim.llm.factory import check_model
    from user_sim.llm.meter import CostMeter
    from user_sim.llm.prices import PriceTable

    check_model(spec)
    cache = None if cache_mode == "ignore" else ResponseCache(project_cache_dir(settings.project_dir), cache_mode)
    meter = CostMeter("evaluation", "judge")
    prices = PriceTable.load(settings.project_dir)
    timeout = float(settings.config.timeout)  # stopping: set by Evaluator.cancel (no call in flight is retried then)
    return ChatClient(spec, meter=meter, prices=prices, cache=cache, timeout=timeout, stopping=threading.Event())
