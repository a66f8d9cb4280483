"""Whether an action's candidate or proof can show it done, read over the chatbot's latest reply.

The markers are :mod:`user_sim.core.goal_pending`'s tables, the go-ahead question of
:mod:`user_sim.core.goal_go_ahead` and :func:`user_sim.core.goal_recall.marked`; :func:`open_action` is the guard
before the model (:mod:`user_sim.core.goal_guard`), :func:`proof_holds` the test the word test's proofs of an
action must pass too (:mod:`user_sim.core.goal_check`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from user_sim.core.goal_answers import names_part
from user_sim.core.goal_beside import REQUEST, negated
from user_sim.core.goal_conjunctions import AND, pieces
from user_sim.core.goal_decoys import arrives, included_only, priced_only
from user_sim.core.goal_done import is_done, offers
from user_sim.core.goal_go_ahead import ELSE, asks_go_ahead
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_needs import owed_to_finish, owes_requirement
from user_sim.core.goal_once_agreed import deed_once_you_agree
from user_sim.core.goal_owed import in_cart, on_hold, still_to_do, user_step
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import (
    AGREEING,
    AS_ASKED,
    CHECKED,
    FEASIBLE,
    PENDING,
    PLEASE,
    REPORTING,
    TO_CONFIRM,
    UPON,
    not_yet,
)
from user_sim.core.goal_recall import marked
from user_sim.core.goal_recap import for_afterwards
from user_sim.core.goal_rules import is_question, without_values
from user_sim.core.goal_secure import free_only, unsecured
from user_sim.core.goal_sums import recounted
from user_sim.core.goal_tense import is_conditional, is_my_future
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import says_able
from user_sim.core.goal_waitlist import waitlisted
from user_sim.core.goals import contains_keyword, normalise


def open_action(part: GoalPart, sentence: str, reply: Sequence[str]) -> bool:
    """The action's candidate ``sentence`` of ``reply`` cannot show it done (module docstring).

    Even said as done: pending, a recorded request, or a go-ahead still asked. Not said as done: any marker of
    :func:`user_sim.core.goal_recall.marked`, an agreeing opening, a price, no word of a part that has no drawn
    value, or a reply that promises, offers, takes the deed on, says it can be met or asks the user anything but
    *anything else?*.
    """
    said = normalise(sentence)
    if not proof_holds(part, sentence, reply) or PLEASE.search(said) is not None:
        return True
    if not part.value_texts and part.asks == "other" and not any(contains_keyword(said, w) for w in part.keywords):
        return True  # an action with no drawn value: a sentence that names nothing of it ("Obrigado!")
    bare = without_values(sentence, part.values)  # a value may hold a negation: "kit completo", "doors not closing"
    if negated(normalise(bare)):
        return True  # "non accetta prenotazioni", "leider ausgebucht": a refusal, even in a done form
    if is_done(bare):
        return False
    if arrives(bare):
        return True  # "De nieuwe Thorgal komt vrijdag binnen": the item comes in, nothing is put aside (goal_decoys)
    if (
        (marked(part, sentence, {}) and marked(part, bare, {}))
        or AGREEING.search(said)
        or gives_kind(sentence, "price")
    ):
        return True
    return any(_promises(s) or (is_question(s) and ELSE.search(normalise(s)) is None) for s in reply)


def _promises(sentence: str) -> bool:
    return (
        offers(sentence)
        or is_my_future(sentence)
        or says_able(sentence)
        or not_yet(sentence)
        or is_conditional(sentence)
    )


def proof_holds(part: GoalPart, proof: str, reply: Sequence[str]) -> bool:
    """A proof of the action (one sentence or several) still holds.

    Nothing pending, nor waiting on an event to come; nothing still owed (:func:`_owed`); no request recorded for an
    action that is not itself a request (``I've noted your request for Saturday`` books nothing; for ``report a
    fault`` the ticket logged is the deed); ``reply`` asks no go-ahead (``goal_go_ahead.asks_go_ahead``); its word
    of doing is no inclusion in a price and no drawn value is said only as an amount
    (:func:`user_sim.core.goal_decoys.included_only`, ``priced_only``); a value drawn twice is stated twice
    (:func:`repeats_stated`); no receipt lines count the drawn count's thing to another total
    (:func:`user_sim.core.goal_sums.recounted`).
    """
    said = AS_ASKED.sub(" ", normalise(proof))
    if PENDING.search(said) is not None or UPON.search(said) is not None or asks_go_ahead(part, reply):
        return False
    if CHECKED.search(said) is not None and FEASIBLE.search(said) is not None:
        return False  # "I've checked: Saturday for 4 is free": looked, not booked
    if _owed(part, proof, reply):
        return False
    if unsecured((proof, *reply)) or free_only(proof, reply):
        return False  # "To lock the date, a 50% deposit", "still free", "once the slot is confirmed", "available"
    if included_only(proof) or priced_only(part, proof):
        return False  # "… Rp 1.350.000 sudah termasuk pasang"; "3 € par nuit" for 3 nights (goal_decoys)
    if recounted(part.spec.counted, part.values, reply):
        return False  # "• 1 × nouilles (doux)" and "• 2 × nouilles (relevé)": three, not the two drawn (goal_sums)
    if not repeats_stated(part, proof):
        return False  # "4 personen" is one of the two 4s of "4 personen … en 4 linnenpakketten"
    return REQUEST.search(said) is None or REPORTING.search(normalise(part.text)) is not None


def _owed(part: GoalPart, proof: str, reply: Sequence[str]) -> bool:
    """Still owed: the user's confirmation or step, a requirement, a deed once the user agrees, a waitlist, a hold."""
    if any(TO_CONFIRM.search(normalise(s)) is not None for s in reply):
        return True  # "Reply YES to confirm": the user has still to confirm
    if any(
        (for_afterwards(s) or owes_requirement(s, sending=False) or still_to_do(s)) and names_part(part, s)
        for s in reply
    ):
        return True  # "Dan kan ik je inschrijving definitief maken", "Het starterspakket moet ik nog aanmaken"
    if any(owed_to_finish(s) or deed_once_you_agree(s) for s in reply):
        return True  # "Pra eu finalizar …, preciso de 2 fotos", "Zodra u akkoord gaat, zet ik de bestelling door"
    if waitlisted(part.text, proof, part.values):
        return True  # "Sudah saya masukkan ke daftar tunggu hari Kamis": goal_waitlist
    # "Type YES to continue", "holding it for 24h", "added to your cart": goal_owed
    said = (proof, *reply)
    return user_step(reply) or on_hold(part.text, said) or any(in_cart(part.text, s) for s in said)


_PIECE = re.compile(pieces(AND))
"""What a proof states piece by piece (``goal_conjunctions.pieces``); not at *or*, whose ``o`` is also the Portuguese
article and ``of`` English *of* (``the intro rate of £18``, ``tem o horário``): words inside a piece."""


def repeats_stated(part: GoalPart, proof: str) -> bool:
    """A value drawn for two variables of the part is stated in as many pieces of the proof.

    ``Boek … voor {{people}} personen … en bestel er {{qty}} linnenpakketten bij`` with 4 and 4: "4 personen,
    Comfort bungalow 412" states one of them, not both. The proof is cut into the pieces of a listing
    (:data:`_PIECE`).
    """
    pieces = _PIECE.split(proof)
    drawn = Counter(part.value_texts)
    return all(sum(states(piece, value) for piece in pieces) >= n for value, n in drawn.items() if n > 1)
