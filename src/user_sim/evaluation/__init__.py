"""Judging finished conversations: judged and custom metrics, gates, unique errors, focus files, rules, realism labels.

For project metric files: ``from user_sim.evaluation import MetricInput, metric`` (see ``custom``).
"""

from user_sim.evaluation.custom import MetricInput, metric

__all__ = ["MetricInput", "metric"]
