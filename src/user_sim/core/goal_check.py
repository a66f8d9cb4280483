"""The structured goal check: is every part of the goal delivered by what the chatbot said? Calls per decision.

After each chatbot reply, for each part not yet delivered (:mod:`user_sim.core.goal_parts`):

1. **Rules, no call.** Only a sentence of the chatbot's new reply (:mod:`user_sim.core.goal_sentences`: cut at
   punctuation, line breaks and clause-ending emojis, markdown dropped) that passes the rules
   (:mod:`user_sim.core.goal_rules`: a statement with every drawn value, no wrong value, no hand-off, an action
   said to be done, an answer rather than a promise) can deliver the part — or, ambiguously, an action's
   values stated with no word of doing and no promise ("Great: one large pepperoni, ticket 4812."). With no
   such candidate (and no proof over turns, step 2) the part stays open and no model is asked (whatever it
   cited would be rejected anyway); nor when every candidate is refused by :mod:`user_sim.core.goal_guard`
   (a hand-off in the reply, an assurance with a modal, a price, an answer not of the asked kind, an action the
   reply shows not done yet).
2. **Word test, no call.** A candidate that also names the part's key words (half of them, two at most; or
   two or more of its values) proves the part; an information request with no drawn value is proved by a
   statement that names one of its key words and gives a value of the asked kind (the key words, references
   issued and participles of the part's own verb: :mod:`user_sim.core.goal_ties`, :mod:`user_sim.core.goal_verbs`;
   a yes/no request by a statement that says yes or no and names its key words, restates all of them, or says yes
   or no right after the user asked it (:mod:`user_sim.core.goal_yesno`); the goal's only action by a
   candidate with its values and no negation in a reply that asks nothing: :mod:`user_sim.core.goal_sole`)
   (:mod:`user_sim.core.goal_kinds`: "Delivery takes about 30 minutes." for *how long*; an order number never
   answers *when*). With no proof in one sentence, an action is proved by the chatbot's last two replies, or
   two sentences of its latest one, together (a done sentence whose left-out values are in sibling statements of
   the same reply, none of them replaced elsewhere in it: :mod:`user_sim.core.goal_block`,
   :mod:`user_sim.core.goal_contradiction`; :mod:`user_sim.core.goal_turns`: the values offered, the user
   agreed, "Done, it is booked."; :mod:`user_sim.core.goal_carry`: a done sentence whose left-out values the
   chatbot summarised turns before, or the user named and the chatbot echoed, none contradicted since), and an
   information request about something the user named by an answer that does not repeat it ("It arrives
   tomorrow." for "when does parcel P-88 arrive?"), or by an answer of the asked kind right after the user
   asked it ("How long?" — "About forty minutes."). No proof of an action holds while it is pending, waits on
   an event or on the user's confirmation, only records a request, or its reply asks the go-ahead for it
   (:func:`user_sim.core.goal_open.proof_holds`).
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

The goal is reached when every part is delivered. A part once delivered stays delivered. An unreadable model
answer delivers nothing (never a pass); a failed call (after the client's retries) and a budget stop propagate,
ending the conversation ``error`` / ``budget`` like every other LLM failure.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_carry import carried_over
from user_sim.core.goal_evidence import Confirmation, Evidence, confirmation_messages, evidence_messages, numbered
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_open import proof_holds
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_recall import Reach, guarded
from user_sim.core.goal_rules import Finding, judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_sole import sole_action
from user_sim.core.goal_ties import answers_user, asked_by_user, finding, named
from user_sim.core.goal_turns import across_turns, split_turns, user_reference
from user_sim.llm.base import ChatMessage, LLMClient
from user_sim.llm.structured import StructuredOutputError

M = TypeVar("M", Evidence, Confirmation)
CANDIDATE = ("delivered", "not_done")
"""Findings of a sentence that may deliver a part: it passed the rules, or it states the values of an action
without a word of doing it and without promising it (ambiguous: a model must read it, and confirm)."""


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


@dataclass
class GoalDecision:
    """One decision: reached or not, with the calls it made."""

    reached: bool
    calls: int
    parts: list[PartResult] = field(default_factory=list)


class StructuredGoalCheck:
    """The check of one conversation (it remembers the parts already delivered)."""

    def __init__(
        self,
        parts: Sequence[GoalPart],
        options: Mapping[str, tuple[str, ...]],
        client: LLMClient | None,
        model_recall: Reach | None = None,
    ) -> None:
        self.parts = tuple(parts)
        self.model_recall = model_recall
        """Off (``None``, the default) or how a part with no candidate is put to the model (goal_recall.Reach)."""
        self.options = options
        self.client = client
        self.delivered: dict[int, PartResult] = {}
        self.decisions: list[GoalDecision] = []
        self.seen = 0
        """Chatbot messages already examined (only newer sentences can deliver a part no model call found)."""

    def decide(self, transcript: Sequence[tuple[str, str]]) -> GoalDecision:
        """Decide after the chatbot's latest reply (see the module docstring)."""
        bot = [text for speaker, text in transcript if speaker == "Assistant"]
        new = [sentence for message in bot[self.seen :] for sentence in sentences(message)]
        self.seen = len(bot)
        recalled: set[int] = set()  # parts put to the model by goal_recall (no rule-passing candidate)
        user = " ".join(text for speaker, text in transcript if speaker != "Assistant")
        results: list[PartResult] = []
        open_parts = []
        for part in self.parts:
            if part.number in self.delivered:
                continue
            findings = {s: finding(s, part, self.options, user, new) for s in new}
            candidates = [s for s, finding in findings.items() if finding in CANDIDATE]
            done = [s for s in candidates if findings[s] == "delivered"]
            proof = self._rule_proof(part, done, transcript, user, new)
            if proof is not None:
                self.delivered[part.number] = PartResult(part.number, "delivered", proof)
                results.append(self.delivered[part.number])
            elif any(may_ask(part, s, new) for s in candidates):
                open_parts.append(part)
            elif candidates:  # every candidate refused before the model (goal_guard)
                results.append(PartResult(part.number, "refused"))
            elif self.model_recall and any(guarded(part, s, new, self.options, self.model_recall) for s in new):
                open_parts.append(part)
                recalled.add(part.number)
            else:
                results.append(PartResult(part.number, "no_candidate"))
        calls = 0
        if open_parts and self.client is not None:
            calls, found = self._ask(open_parts, transcript, new, recalled)
            results.extend(found)
            self.delivered.update({r.part: r for r in found if r.finding == "delivered"})
        decision = GoalDecision(len(self.delivered) == len(self.parts) > 0, calls, results)
        self.decisions.append(decision)
        return decision

    def _rule_proof(
        self, part: GoalPart, done: list[str], transcript: Sequence[tuple[str, str]], user: str, new: list[str]
    ) -> str | None:
        """The chatbot sentence that delivers ``part`` by the rules alone (no model call), or None."""
        proof = next((s for s in done if named(part, s) or asked_by_user(part, transcript, s)), None)
        proof = proof or next((s for s in done if sole_action(part, self.parts, s, new)), None)
        if proof is None and part.kind == "action" and part.value_texts:
            proof = next((s for s in done if self._proves_another_action(part, s, user, new)), None)
            proof = proof or confirmation_block(part, self.parts, new, self.options, user)
            proof = proof or carried_over(part, self.parts, transcript, self.options)
        proof = proof if proof is not None else self._over_turns(part, transcript)
        return proof if proof is None or part.kind != "action" or proof_holds(part, proof, new) else None

    def _proves_another_action(self, part: GoalPart, sentence: str, user: str, reply: Sequence[str]) -> bool:
        """The sentence proves, by words alone, another action of this goal: it then delivers this one too.

        "Your order is confirmed: a small bbq chicken with mushrooms, plus a water" for the goal phrases
        "a {{size}} {{pizza}}", "with {{toppings}} on top" and "and a {{drink}} to drink".
        """
        others = [p for p in self.parts if p is not part and p.kind == "action" and p.value_texts]
        found = {p.number: finding(sentence, p, self.options, user, reply) for p in others}
        if "wrong_value" in found.values():
            return False  # another order: "a medium vegetarian, plus a lemonade" proves no drink of a small pepperoni
        return any(found[p.number] == "delivered" and named(p, sentence) for p in others)

    def _over_turns(self, part: GoalPart, transcript: Sequence[tuple[str, str]]) -> str | None:
        """A proof spread over the conversation: two chatbot replies, or an answer to the user's reference."""
        previous, between, latest = split_turns(transcript)
        found = across_turns(part, previous, between, latest, self.options, self._named)
        if found is None:
            earlier = "\n".join(text for _, text in transcript[:-1])
            found = user_reference(part, earlier, latest, self.options, self._named)
        return found or answers_user(part, transcript, self.options)

    @staticmethod
    def _named(part: GoalPart, sentence: str) -> bool:
        return named(part, sentence)

    def _ask(
        self, parts: list[GoalPart], transcript: Sequence[tuple[str, str]], reply: Sequence[str], recalled: set[int]
    ) -> tuple[int, list[PartResult]]:
        shown, cited = numbered(transcript)
        quotes = self._call(evidence_messages(parts, shown), Evidence)
        if quotes is None:
            return 1, [PartResult(p.number, "no_answer", by="evidence") for p in parts]
        given = {q.part: q.sentence for q in quotes.parts}
        results = [self._verify(p, given.get(p.number, 0), cited, reply, p.number in recalled) for p in parts]
        doubtful = [
            (p, r.quote or "") for p, r in zip(parts, results, strict=True) if _doubtful(p, r, p.number in recalled)
        ]
        if not doubtful:
            return 1, results
        confirmed = self._call(confirmation_messages(doubtful), Confirmation)
        yes = {c.part for c in confirmed.parts if c.done} if confirmed is not None else set()
        asked = {p.number for p, _ in doubtful}
        final = [
            r
            if r.part not in asked
            else PartResult(r.part, "delivered" if r.part in yes else "unconfirmed", r.quote, "confirmation")
            for r in results
        ]
        return 2, final

    def _verify(
        self, part: GoalPart, number: int, cited: Sequence[str], reply: Sequence[str], recalled: bool
    ) -> PartResult:
        if number == 0:
            return PartResult(part.number, "not_quoted", by="evidence")
        if not 0 < number <= len(cited):
            return PartResult(part.number, "not_found", str(number), "evidence")
        quote = cited[number - 1]
        if recalled and self.model_recall:
            kept = guarded(part, quote, reply, self.options, self.model_recall)
            return PartResult(part.number, "delivered" if kept else "unguarded", quote, "evidence")
        if quote in reply and not may_ask(part, quote, reply):
            return PartResult(part.number, "refused", quote, "evidence")
        return PartResult(part.number, judge(quote, part.spec, self.options), quote, "evidence")

    def _call(self, messages: list[ChatMessage], schema: type[M]) -> M | None:
        if self.client is None:
            return None
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
