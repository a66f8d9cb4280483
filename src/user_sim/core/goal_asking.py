"""Steps 3 to 6 of the structured goal check (:mod:`user_sim.core.goal_check`): asking a model, then checking it.

Only the parts the rules left open are put to the model: those with a candidate sentence but no proof, and, with
``model_recall``, those with a guarded sentence (step 6).

3. **Evidence, one call** for the parts that have candidates but no proof: the model cites, per part, the
   chatbot sentence that delivers it (by its number), or none (:mod:`user_sim.core.goal_evidence`).
4. **Deterministic verification** of each quote: it must be one of the chatbot's sentences (a number out of
   range cites nothing; the user's words are never numbered), and it must pass the rules.
5. **Vote only when ambiguous, at most one more call**: a verified quote of a part that has no drawn value
   (nothing deterministic to test but the rules), or an ambiguous action sentence, is confirmed by a second
   question; both must say yes.
6. **Recall by the model (option, off by default).** With ``model_recall``, a part with no candidate whose
   latest reply has a sentence that carries its values and passes :func:`user_sim.core.goal_recall.guarded` is
   asked about too (no call otherwise); the quote must pass the guards and be confirmed by the second question.

An unreadable model answer delivers nothing (never a pass); a failed call (after the client's retries) and a
budget stop propagate, ending the conversation ``error`` / ``budget`` like every other LLM failure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from user_sim.core.goal_evidence import Confirmation, Evidence, confirmation_messages, evidence_messages, numbered
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_recall import Reach, guarded
from user_sim.core.goal_rules import Finding, judge
from user_sim.llm.base import ChatMessage, LLMClient
from user_sim.llm.structured import StructuredOutputError

M = TypeVar("M", Evidence, Confirmation)


@dataclass(frozen=True)
class PartResult:
    """What the check found for one part in one decision."""

    part: int
    finding: Finding | str
    """``delivered``, a failed rule (a goal_rules.Finding), ``no_candidate``, ``not_quoted``, ``not_found``,
    ``no_answer``, ``unguarded`` (goal_recall), ``refused`` (goal_guard) or ``unconfirmed``."""
    quote: str | None = None
    by: str = "word_test"
    """How the finding was made: ``word_test``, ``evidence`` or ``confirmation``."""


@dataclass(frozen=True)
class ModelCheck:
    """What the model's half of one decision needs of the conversation's check."""

    client: LLMClient
    options: Mapping[str, tuple[str, ...]]
    """The possible values of each variable (a quote's wrong value fails the rules)."""
    model_recall: Reach | None
    """Off (``None``) or how a part with no candidate was put to the model (goal_recall.Reach)."""

    def ask(
        self,
        parts: list[GoalPart],
        transcript: Sequence[tuple[str, str]],
        reply: Sequence[str],
        recalled: set[int],
        heard: str,
    ) -> tuple[int, list[PartResult]]:
        """Steps 3 to 6 for ``parts``: the calls made and what they found (``heard``: the user's lines)."""
        shown, cited = numbered(transcript)
        quotes = self._call(evidence_messages(parts, shown), Evidence)
        if quotes is None:
            return 1, [PartResult(p.number, "no_answer", by="evidence") for p in parts]
        given = {q.part: q.sentence for q in quotes.parts}
        results = [self._verify(p, given.get(p.number, 0), cited, reply, p.number in recalled, heard) for p in parts]
        doubtful = [
            (p, r.quote or "") for p, r in zip(parts, results, strict=True) if _doubtful(p, r, p.number in recalled)
        ]
        if not doubtful:
            return 1, results
        confirmed = self._call(confirmation_messages(doubtful), Confirmation)
        yes = {c.part for c in confirmed.parts if c.done} if confirmed is not None else set()
        no = "unconfirmed" if confirmed is not None else "no_answer"  # an unreadable answer confirms nothing
        asked = {p.number for p, _ in doubtful}
        final = [
            r
            if r.part not in asked
            else PartResult(r.part, "delivered" if r.part in yes else no, r.quote, "confirmation")
            for r in results
        ]
        return 2, final

    def _verify(
        self, part: GoalPart, number: int, cited: Sequence[str], reply: Sequence[str], recalled: bool, asked: str
    ) -> PartResult:
        """Step 4 (or 6) for the sentence the model cited for ``part`` (0: none)."""
        if number == 0:
            return PartResult(part.number, "not_quoted", by="evidence")
        if not 0 < number <= len(cited):
            return PartResult(part.number, "not_found", str(number), "evidence")
        quote = cited[number - 1]
        if recalled and self.model_recall:
            kept = guarded(part, quote, reply, self.options, self.model_recall)
            return PartResult(part.number, "delivered" if kept else "unguarded", quote, "evidence")
        if quote in reply and not may_ask(part, quote, reply, asked, self.options):
            return PartResult(part.number, "refused", quote, "evidence")
        return PartResult(part.number, judge(quote, part.spec, self.options), quote, "evidence")

    def _call(self, messages: list[ChatMessage], schema: type[M]) -> M | None:
        """The model's answer in ``schema``, or None when it is unreadable."""
        try:
            reply = self.client.complete(messages, purpose="goal_check", temperature=0, schema=schema)
        except StructuredOutputError:
            return None
        return reply.parsed if isinstance(reply.parsed, schema) else None


def _doubtful(part: GoalPart, result: PartResult, recalled: bool) -> bool:
    """A verified quote that still leaves doubt.

    No drawn value to test, an action with no word of doing, or a part put to the model with no rule-passing
    candidate (goal_recall).
    """
    delivered = result.finding == "delivered"
    return (delivered and (recalled or not part.value_texts)) or result.finding == "not_done"
