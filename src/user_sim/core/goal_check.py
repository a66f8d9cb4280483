"""The structured goal check: is every part of the goal delivered by what the chatbot said? Calls per decision.

After each chatbot reply, for each part not yet delivered (:mod:`user_sim.core.goal_parts`; the proof by the rules
is found by :mod:`user_sim.core.goal_proof`, the model asked by :mod:`user_sim.core.goal_asking`):

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
   tomorrow." for "when does parcel P-88 arrive?", or "Tem sim" for "vcs tem moqueca vegana?":
   :mod:`user_sim.core.goal_reference`), or by an answer of the asked kind right after the user asked it ("How
   long?" — "About forty minutes."). No proof of an action holds
   while it is pending, waits on an event or on the user's confirmation, only records a request, or its reply
   asks the go-ahead for it (:func:`user_sim.core.goal_open.proof_holds`).
3. **A model, one or two calls** (:mod:`user_sim.core.goal_asking`), for the parts that have candidates but no
   proof: it cites, per part, the chatbot sentence that delivers it; each quote is verified by the rules, and one
   that still leaves doubt is confirmed by a second question. With ``model_recall`` (off by default), a part with
   no candidate but a guarded sentence in the latest reply is put to the model too.

The goal is reached when every part is delivered. A part once delivered stays delivered. An unreadable model
answer delivers nothing (never a pass); a failed call and a budget stop end the conversation ``error`` / ``budget``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from user_sim.core.goal_asking import ModelCheck, PartResult
from user_sim.core.goal_beside import request_only
from user_sim.core.goal_finding import finding
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_halves import leaves_clause, leaves_object
from user_sim.core.goal_others import borrowed_deed
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import not_yet
from user_sim.core.goal_proof import RuleProof
from user_sim.core.goal_recall import Reach, guarded
from user_sim.core.goal_sentences import sentences
from user_sim.llm.base import LLMClient

CANDIDATE = ("delivered", "not_done")
"""Findings of a sentence that may deliver a part: it passed the rules, or it states the values of an action
without a word of doing it and without promising it (ambiguous: a model must read it, and confirm)."""


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
        asked = _user_lines(transcript)
        results: list[PartResult] = []
        open_parts = []
        rules = RuleProof(self.parts, self.options)
        for part in self.parts:
            if part.number in self.delivered:
                continue
            findings = {s: finding(s, part, self.options, user, new) for s in new}
            candidates = [s for s, finding in findings.items() if finding in CANDIDATE]
            done = [s for s in candidates if findings[s] == "delivered"]
            proof = rules.find(part, done, transcript, user, new)
            if proof is not None:
                self.delivered[part.number] = PartResult(part.number, "delivered", proof)
                results.append(self.delivered[part.number])
            elif self._may_ask(part, candidates, new, asked, bot) and not leaves_clause(part, "\n".join(bot)):
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
            asking = ModelCheck(self.client, self.options, self.model_recall)
            calls, found = asking.ask(open_parts, transcript, new, recalled, asked)
            results.extend(found)
            self.delivered.update({r.part: r for r in found if r.finding == "delivered"})
        decision = GoalDecision(len(self.delivered) == len(self.parts) > 0, calls, results)
        self.decisions.append(decision)
        return decision

    def _may_ask(self, part: GoalPart, candidates: list[str], new: list[str], asked: str, bot: list[str]) -> bool:
        """A candidate the guards let through to the model (goal_guard.may_ask) that names every object of the deed."""
        if any(request_only(s, part) for s in new) or (part.kind == "info" and any(not_yet(s) for s in candidates)):
            return False  # "Ich notiere mir den Wunschtermin"; "Zu den Flaschen schaue ich kurz nach"
        return any(
            may_ask(part, s, new, asked, self.options)
            and not borrowed_deed(part, self.parts, s, new, self.options, asked)
            and not leaves_object(part, s, [said for text in bot for said in sentences(text)])
            for s in candidates
        )


def _user_lines(transcript: Sequence[tuple[str, str]]) -> str:
    """The user's messages, one a line (what the chatbot's replies answer)."""
    return "\n".join(text for speaker, text in transcript if speaker != "Assistant")
