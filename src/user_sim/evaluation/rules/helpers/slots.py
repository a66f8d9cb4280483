"""Offline helpers over the extracted outputs (``data_output``) of one conversation."""

from __future__ import annotations

from user_sim.evaluation.rules.context import current_context
from user_sim.evaluation.rules.helpers.registry import rule_helper


@rule_helper("missing_slots")
def missing_slots() -> list[str]:
    """Names of the outputs the chatbot never gave (null, or the text 'None')."""
    conv = current_context().conv
    outputs = conv[0].get("data_output") if conv else []
    return [key for entry in outputs or [] for key, value in entry.items() if value is None or value == "None"]


@rule_helper("data_collected")
def data_collected() -> bool:
    """True when every output was given."""
    return not missing_slots()
