"""A deed moved after it was said: a later done sentence of the reply names another option of a drawn value.

:func:`moved_after` reads the chatbot's latest reply after the proof's first sentence (for
:mod:`user_sim.core.goal_proof`): ``Booked for 4 on Friday... I've put you down for Saturday instead.``,
``Reservado el viernes. Te he apuntado para el sábado.``, ``Tisch am Freitag reserviert. Ich habe Sie auf Samstag
umgebucht.``: the deed was done for the other option. Not a sentence that says the other was cancelled or is not
done (``He anulado la de Retiro``, ``Saturday is sold out``; an apology beside the move negates nothing: ``Then I
moved it to Saturday, sorry``), nor a second deed beside the first (``Saturday booking for 6 confirmed too``), nor an
option said as a number or a short code, which other things share (``8 parts``, ``3° piano``, ``a`` for licence
*A*), nor an option said of another thing (:data:`_ASIDE`: ``I've sent the confirmation; Saturday's brunch menu is
attached``): the booking itself is put on the other option.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_beside import negated
from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_contradiction import CANCELLED
from user_sim.core.goal_deeds import DEED
from user_sim.core.goal_done import is_done
from user_sim.core.goal_no_words import PLACES, SORRY
from user_sim.core.goal_numbers import number_of
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_purpose import FOR, OF, OF_THE
from user_sim.core.goal_values import states
from user_sim.core.goals import normalise

_ALSO = re.compile(r"(?<!\w)(?:also|too|as well|tambien|ademas|aussi|auch|ebenfalls|anche|pure|tambem|ook|juga)(?!\w)")
"""A second deed beside the first (``Saturday booking for 6 confirmed too``): nothing is moved."""


_NOT_MOVED = re.compile(rf"{CANCELLED.pattern}|{_ALSO.pattern}")
_SORRY_ALONE = re.compile(rf"^\W*(?:{SORRY})\s*[,;:!]|[,;:]\s*(?:{SORRY})\W*$")
"""An apology said alone beside the move (``Then I moved it to Saturday, sorry``): it negates nothing."""


def moved_after(part: GoalPart, proof: str, reply: Sequence[str], options: Mapping[str, tuple[str, ...]]) -> bool:
    """After the proof's first sentence, a done sentence names another option and not the drawn value (docstring)."""
    firsts = [i for i, s in enumerate(reply) if s and (s in proof or proof in s)]
    for sentence in reply[firsts[0] + 1 :] if firsts else ():
        said = normalise(sentence)
        if (
            sentence in proof
            or not is_done(sentence)
            or negated(_SORRY_ALONE.sub(" ", said))
            or _NOT_MOVED.search(said)
        ):
            continue
        for name, drawn in part.values.items():
            others = [o for o in options.get(name, ()) if o not in drawn and _named(o)]
            put = _ASIDE.sub(" ", said)
            if not any(states(sentence, v) for v in drawn) and any(states(put, o) for o in others):
                return True
    return False


_OF_THE = tuple(
    w for w in OF_THE
    if w not in ("dello", "dell'", "delle", "degli", "das", "dos", "de los", "de las", "de l'", "der", "von der",
                 "van de", "van het")
)  # fmt: skip
_FOR = tuple(w for w in FOR if w not in ("por", "pra"))
"""The *of* and *for* of :data:`_ASIDE`: goal_purpose.OF_THE but for Italian ``dello``, ``dell'``, the plurals
(``delle``, ``degli``, ``das``, ``dos``, ``de los``, ``de las``), ``de l'``, German ``der``, ``von der`` and Dutch
``van de``, ``van het``; goal_purpose.FOR but for ``por``, ``pra``: ``he cambiado el día por el sábado`` swaps the day,
``passei o horário pra sábado`` moves the booking."""
_ASIDE = re.compile(
    r"(?<!\w)(?:(?<!to )(?<!into )(?<!onto )(?<!for )\w+'s(?!\w)"
    r"|(?:the|an?|la|el|le|il|lo|die|der|das|den|dem|de|het|een|une?|uma?|ein\w*|los|las|les|os|as|gli)\s+"
    rf"(?!{PLACES}(?!\w)|{DEED})\w+\s+{either(OF, _OF_THE, _FOR)}\s+(?:\w+\s+)?\w+"
    r"|(?:that|que|dass|che|dat|bahwa)\s[^,.;!?]*)",
    re.IGNORECASE,
)
"""An option said of another thing, which puts no booking on it: a possessor (``Saturday's brunch menu``; not
the one the booking is put on, ``moved to Saturday's``, ``put you down for Saturday’s first seating``), another
noun's *of* or *for* (``la carta del sábado``, ``de nieuwsbrief van zaterdag``, ``die Karte für Samstag``; not
the booking's or its place's: ``de reservering van zaterdag``, ``the table for Saturday``), or what a *that*
clause reports (``J'ai noté que samedi vous fêtez un anniversaire``)."""


def _named(option: str) -> bool:
    """An option said by a name (``Saturday``, ``picual``): no number nor short code (``8``, ``3°``, ``dos``, ``A``)."""
    return len(option) >= 3 and number_of(option) is None and not any(c.isdigit() for c in option)
