"""Judged metrics, custom metrics, gates, unique errors and focus files over finished conversations.

For project metric files: ``from user_sim.evaluation import MetricInput, metric`` (see ``custom``).
"""

from user_sim.evaluation.custom import MetricInput, metric

__all__ = ["MetricInput", "metric"]
