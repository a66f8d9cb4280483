"""A waiting list is no booking: a user put on it for a deed the goal asked for has not got the deed.

``Sudah saya masukkan ke daftar tunggu hari Kamis`` for *Buat janji … hari Kamis*, ``You're on the waiting list for
Thursday`` for *Book an appointment on Thursday*, ``Le he apuntado en la lista de espera``, ``Sie stehen auf unserer
Warteliste``, ``u staat op de wachtlijst``, ``sur la liste d'attente``, ``in lista d'attesa``: the place is not held,
only a chance of one. Not when the goal asks for a list itself (*Put me on the waiting list for Thursday*), nor beside a
deed said done in a clause of its own (``Your table is booked; you're also on the waiting list for the terrace``; not a
done clause for another day than the one the list names: ``Booked for 2 on Saturday; you're also on the waiting list for
Friday`` books no Friday; a word of done alone is none: ``Done, I've added you to the waiting list``, nor a done
participle alone opening the sentence: ``Apuntada: Marta López + 1 acompañante en lista de espera``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_done import is_done
from user_sim.core.goal_finding import DONE_WORD
from user_sim.core.goal_held import WAITLIST
from user_sim.core.goal_values import states
from user_sim.core.goal_withheld import BOOKED_DEED, CLAUSE
from user_sim.core.goals import normalise

_WAITLIST = re.compile(rf"(?<!\w)(?:{WAITLIST})(?!\w)")
"""A waiting list (:data:`user_sim.core.goal_held.WAITLIST`); named in the goal, the user asked to be put on one."""


def waitlisted(
    goal: str,
    proof: str,
    values: Mapping[str, Sequence[str]] | None = None,
    options: Mapping[str, Sequence[str]] | None = None,
) -> bool:
    """``proof`` puts the user on a waiting list and ``goal`` asks for no list.

    Nothing else is done: a done clause of its own is the deed when it states the drawn ``values`` the list names or
    a booking (goal_withheld.BOOKED_DEED: ``Su mesa está reservada para el viernes; … lista de espera para 4``), and
    no rival of theirs (another of the ``options``: ``Booked for 4 on Saturday; … waiting list for Friday``); not a
    clause done of something else (``… waiting list for Friday, and your details for 4 have been registered``, ``…
    and we've sent you an e-mail``).
    """
    said = normalise(proof)
    if _WAITLIST.search(said) is None or _WAITLIST.search(normalise(goal)) is not None:
        return False
    clauses = [c for c in CLAUSE.split(said) if c.strip()]
    named = len(clauses) > 1 and _WAITLIST.search(clauses[1]) is not None
    if named and _PARTICIPLE_ALONE.match(clauses[0]) and is_done(clauses[0]):
        clauses = clauses[1:]  # "Apuntada: … en lista de espera": the opening participle says the list's deed
    clauses = [c for c in clauses if _DONE_ALONE.match(c) is None]
    lists = [c for c in clauses if _WAITLIST.search(c)]
    listed = [n for n, drawn in (values or {}).items() if any(states(c, v) for c in lists for v in drawn)]
    rivals = [o for n in listed for o in (options or {}).get(n, ()) if o not in (values or {})[n]]
    drawn = [v for n in listed for v in (values or {})[n]]
    own = [c for c in clauses if c not in lists and is_done(c)]
    deeds = [c for c in own if all(states(c, v) for v in drawn) or BOOKED_DEED.search(c)]  # not "sent an e-mail"
    return not any(not any(states(c, r) for r in rivals) for c in deeds)


_OPENING = r"^\W*(?:ok\w*\W+|alright\W+|great\W+)?"
_DONE_ALONE = re.compile(rf"{_OPENING}{DONE_WORD}\W*$")
"""A clause of a word of done alone (``Done``, ``Ok, done``, ``Listo``): the deed it says is the next clause's."""
_PARTICIPLE_ALONE = re.compile(rf"{_OPENING}[^\W\d_]+\W*$")
"""An opening clause of one word (``Apuntada``, ``Booked``, ``Eingetragen``): a done participle alone is the next
clause's deed too, when that clause names the list (not ``Booked: table for 4 …; you're also on the waiting list``)."""
