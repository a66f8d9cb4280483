"""A statement that hedges, or says the chatbot is still looking or still has to do it: it settles nothing.

A value said in such a statement is not given, and a deed said there is not done:
``Pour la caméra thermique, elle est peut-être sur un autre chantier, je vérifie.``, ``Pour l'atelier du 29/11, je
regarde les places.``, ``The camera may be out that day, I'll check.``, ``Quizá esté libre, lo compruebo.``,
``Vielleicht ist sie frei, ich schaue nach.``, ``Forse è libera, controllo.``, ``Talvez esteja livre, estou
verificando.``, ``Misschien is hij vrij, ik kijk even.``, ``Mungkin kosong, saya cek dulu.``

The words are the existing tables: not knowing or hedging (:func:`user_sim.core.goal_yesno.unsure`) and taking the
deed on or still checking (:data:`user_sim.core.goal_pending.TAKING_ON`), and the chatbot's own *still have to*
(:func:`user_sim.core.goal_owed.still_to_do`). :mod:`user_sim.core.goal_siblings` takes
no value of a confirmation block from such a sibling; :func:`user_sim.core.goal_beside.done_beside` lets no bare
done sentence make such a statement done.
"""

from __future__ import annotations

import re

from user_sim.core.goal_owed import still_to_do
from user_sim.core.goal_pending import TAKING_ON
from user_sim.core.goal_yesno import unsure
from user_sim.core.goals import normalise

_SOMEONE = re.compile(
    r"(?:se |s'|s'en |se ne )?(?:encarga|ocupa|occupe|occupa|cuida)\w*|zorgt ervoor|mengurus|kummer[nt] sich"
)
"""The forms of :data:`TAKING_ON` said of someone else (``Rita cuidará de tu casa``, ``Jess kümmert sich um ihn``):
what the person hired will do, aftercare beside a done word, not the chatbot still looking."""


def hedged(sentence: str) -> bool:
    """``sentence`` hedges (``peut-être``, ``forse``, ``mungkin``) or is still being looked into (``je regarde``)."""
    said = normalise(sentence)
    return (
        still_to_do(sentence)
        or unsure(said)
        or any(_SOMEONE.fullmatch(m.group()) is None for m in TAKING_ON.finditer(said))
    )
