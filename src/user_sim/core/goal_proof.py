"""Steps 1 and 2 of the structured goal check (:mod:`user_sim.core.goal_check`): a proof by the rules, no call.

:meth:`RuleProof.find` tries, in this order, a done sentence of the latest reply that names the part or answers
the user's question, or says an action with no value done by another verb (:mod:`user_sim.core.goal_ties`), the
goal's only action (:mod:`user_sim.core.goal_sole`), and for an action with values a sentence that proves another
action of the goal, a confirmation block
(:mod:`user_sim.core.goal_block`; :mod:`user_sim.core.goal_receipt` once a receipt's closing aftercare is set
aside), values carried over from earlier turns (:mod:`user_sim.core.goal_carry`) or held under the name the user
gave (:mod:`user_sim.core.goal_in_name`); then a proof spread over the
conversation (:mod:`user_sim.core.goal_turns`, or an answer that leaves out the user's reference:
:mod:`user_sim.core.goal_reference`). No proof of an action holds while
:func:`user_sim.core.goal_open.proof_holds` refuses it or the chatbot left one of its clauses out
(:func:`user_sim.core.goal_halves.leaves_clause`) or the proof leaves out a second object of its deed
(:func:`user_sim.core.goal_halves.leaves_object`) or the reply then moves the deed to another option
(:func:`user_sim.core.goal_moved.moved_after`) or says its one date only as a range's end
(:func:`user_sim.core.goal_range_end.ends_only`); no answer holds whose value is said of another subject
(:func:`user_sim.core.goal_subject.other_subject`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from user_sim.core.goal_after_user import answers_user, asked_by_user
from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_carry import carried_over
from user_sim.core.goal_ends import other_end
from user_sim.core.goal_finding import finding
from user_sim.core.goal_gone import undone
from user_sim.core.goal_halves import leaves_clause, leaves_object
from user_sim.core.goal_in_name import held_in_name
from user_sim.core.goal_moved import moved_after
from user_sim.core.goal_open import proof_holds
from user_sim.core.goal_others import borrowed_deed, own_sentences
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_range_end import ends_only, moved_from
from user_sim.core.goal_receipt import receipt_block
from user_sim.core.goal_reference import user_reference, yes_no_reference
from user_sim.core.goal_refute import full_after, offers_choice, replaced_latest
from user_sim.core.goal_retract import retracted
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_sole import sole_action
from user_sim.core.goal_subject import other_subject
from user_sim.core.goal_thing import other_thing
from user_sim.core.goal_ties import done_otherwise, named
from user_sim.core.goal_turns import across_turns, split_turns
from user_sim.core.goal_waitlist import waitlisted


@dataclass(frozen=True)
class RuleProof:
    """The goal's parts and the possible values of its variables: what a proof by the rules reads."""

    parts: tuple[GoalPart, ...]
    options: Mapping[str, tuple[str, ...]]

    def find(
        self, part: GoalPart, done: list[str], transcript: Sequence[tuple[str, str]], user: str, new: list[str]
    ) -> str | None:
        """The chatbot sentence that delivers ``part`` by the rules alone (no model call), or None.

        ``done``: the new sentences that pass the rules for ``part``; ``user``: the user's words; ``new``: the
        sentences of the chatbot's latest reply.
        """
        before = "\n".join(text for speaker, text in transcript[:-1] if speaker == "Assistant")
        done = [s for s in done if not other_subject(part, s, before)]  # "The cheese needs four weeks": no class
        proof = next((s for s in done if named(part, s) or asked_by_user(part, transcript, s)), None)
        proof = proof or next((s for s in done if done_otherwise(part, s)), None)  # "C'est ajouté : garderie …"
        proof = proof or next((s for s in done if sole_action(part, self.parts, s, new)), None)
        if proof is None and part.kind == "action" and part.value_texts:
            proof = next((s for s in done if self._proves_another_action(part, s, user, new)), None)
            proof = proof or confirmation_block(part, self.parts, new, self.options, user)
            proof = proof or receipt_block(part, self.parts, transcript[-1][1], self.options, user)
            proof = proof or carried_over(part, self.parts, transcript, self.options)
            proof = proof or held_in_name(part, self.parts, transcript, self.options)
        proof = proof if proof is not None else self._over_turns(part, transcript)
        if proof is None or part.kind != "action":
            return None if proof is not None and other_end(part, proof) else proof  # "We open at 9" for closing
        if borrowed_deed(part, self.parts, proof, new, self.options, user) or other_thing(part, proof):
            return None  # "Room booked. The tour leaves at 19:00."; "Ihr Zimmer ist reserviert" for a Parkplatz
        asked = next((text for speaker, text in reversed(transcript) if speaker != "Assistant"), "")
        refuted = replaced_latest(part, proof, new) or offers_choice(part, proof, new, self.options)
        refuted = refuted or retracted(proof, new, asked) or full_after(part, proof, new) or undone(part, proof)
        if refuted or moved_after(part, proof, new, self.options) or ends_only(part, proof) or moved_from(part, proof):
            # "2 × Ridotto bambino" for 3, "P Est or P Ovest?", "… and Friday is full": goal_refute; "wait, no, Friday
            # went to another party": goal_retract; "put you down for Saturday instead": goal_moved; "booked 03/03 to
            # 10/03", "moved from the 12th to the 13th": goal_range_end
            return None
        said = "\n".join(text for speaker, text in transcript if speaker == "Assistant")
        held = proof_holds(part, proof, own_sentences(part, self.parts, new))  # not another part's go-ahead
        held = held and not waitlisted(part.text, proof, part.values, self.options)  # a rival booked
        every = [s for speaker, text in transcript if speaker == "Assistant" for s in sentences(text)]
        return proof if held and not leaves_clause(part, said) and not leaves_object(part, proof, every) else None

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
        found = across_turns(part, previous, between, latest, self.options, named)
        if found is None:
            earlier = "\n".join(text for _, text in transcript[:-1])
            found = user_reference(part, earlier, latest, self.options, named)
        return found or answers_user(part, transcript, self.options) or yes_no_reference(part, transcript, self.options)
