"""Extraction of ``chatbot.output`` at the end of a conversation: the extractor seam and its two defaults.

An *extractor* is ``extractor(fields, transcript, client) -> (values, problems)``: ``fields`` are the declared
outputs (``name``, ``type``, ``description``), ``transcript`` is (speaker, text) pairs with speakers ``User``
and ``Assistant``, ``client`` is the conversation's LLM client (None for the scripted user). ``values`` maps
every field to its value or None; ``problems`` are one-line messages. It may raise BudgetExceeded / LLMError.

* LLM users: :func:`llm_extractor` defers to ``user_sim.llm.extraction.extract_outputs`` (one structured call);
  what cannot be read is None with a problem, and so is every value that does not occur in the chatbot's own
  words (:mod:`user_sim.core.extraction_support`) — never a made-up value.
* The scripted user: :func:`user_sim.core.scripted_extraction.read_outputs`, a deterministic reader (no LLM).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from user_sim.config.catalog import CustomType
from user_sim.core.extraction_support import drop_unsupported
from user_sim.core.plan import ConversationPlan, OutputSpec
from user_sim.core.scripted_extraction import read_outputs
from user_sim.llm.base import LLMClient

Transcript = Sequence[tuple[str, str]]
Extracted = tuple[dict[str, Any], list[str]]
Extractor = Callable[[Sequence[OutputSpec], Transcript, LLMClient | None], Extracted]
NOT_AVAILABLE = "extraction not available"


def llm_extractor(
    fields: Sequence[OutputSpec],
    transcript: Transcript,
    client: LLMClient | None,
    custom_types: Mapping[str, CustomType] | None = None,
) -> Extracted:
    """Extract with the LLM in one structured call (``user_sim.llm.extraction``)."""
    from user_sim.llm.extraction import extract_outputs

    if client is None:
        return {}, [f"{NOT_AVAILABLE}: no LLM client for this conversation"]
    result = extract_outputs(list(fields), list(transcript), client, dict(custom_types or {}))
    values, unsupported = drop_unsupported(dict(result.values), transcript)
    return values, [str(problem) for problem in result.problems] + unsupported


def scripted_extractor(
    fields: Sequence[OutputSpec],
    transcript: Transcript,
    client: LLMClient | None,
    custom_types: Mapping[str, CustomType] | None = None,
) -> Extracted:
    """Read the outputs from the chatbot's replies without any LLM (see ``scripted_extraction``)."""
    replies = [text for speaker, text in transcript if speaker == "Assistant"]
    return read_outputs(fields, replies, custom_types or {})


def default_extractor(plan: ConversationPlan) -> Extractor:
    """The scripted reader for scripted users, the LLM extraction otherwise (bound to the plan's custom types)."""
    chosen = scripted_extractor if plan.scripted else llm_extractor
    return partial(chosen, custom_types=plan.custom_types)
