"""A statement that hedges, or says the chatbot is still looking or still has to do it: it settles nothing.

A value said in such a statement is not given, and a deed said there is not done:
``Pour la caméra thermique, elle est peut-être sur un autre chantier, je vérifie.``, ``Pour l'atelier du 29/11, je
regarde les places.``, ``The camera may be out that day, I'll check.``, ``Quizá esté libre, lo compruebo.``,
``Vielleicht ist sie frei, ich schaue nach.``, ``Forse è libera, controllo.``, ``Talvez esteja livre, estou
verificando.``, ``Misschien is hij vrij, ik kijk even.``, ``Mungkin kosong, saya cek dulu.``

The words are the existing tables: not knowing or hedging (:func:`user_sim.core.goal_yesno.unsure`) and taking the
deed on or still checking (:data:`user_sim.core.goal_pending.TAKING_ON`), and the chatbot's own *still have to*
(:func:`still_to_do`). :mod:`user_sim.core.goal_siblings` takes
no value of a confirmation block from such a sibling; :func:`user_sim.core.goal_beside.done_beside` lets no bare
done sentence make such a statement done.
"""

from __future__ import annotations

import re

from user_sim.core.goal_pending import TAKING_ON
from user_sim.core.goal_yesno import unsure
from user_sim.core.goals import normalise

_SOMEONE = re.compile(
    r"(?:se |s'|s'en |se ne )?(?:encarga|ocupa|occupe|occupa|cuida)\w*|zorgt ervoor|mengurus|kummer[nt] sich"
)
"""The forms of :data:`TAKING_ON` said of someone else (``Rita cuidará de tu casa``, ``Jess kümmert sich um ihn``):
what the person hired will do, aftercare beside a done word, not the chatbot still looking."""


_STILL_OWED = re.compile(
    r"(?<!\w)(?:(?:i|we)(?:'ve| have)? still (?:have|need|got) to|(?:i|we) have yet to"
    r"|(?:todavia|aun) (?:\w+ )?(?:tengo|tenemos) que|(?:tengo|tenemos) que (?:\w+ ){0,3}?(?:todavia|aun)"
    r"|ainda (?:\w+ )?(?:tenho|temos|preciso|precisamos)|(?:tenho|temos|preciso|precisamos) (?:\w+ ){0,3}?ainda"
    r"|(?:je dois|nous devons|on doit) (?:\w+ )?encore|il (?:me|nous) reste a"
    r"|(?:devo|dobbiamo) (?:\w+ )?ancora|(?:mi|ci) resta da"
    r"|(?:muss|mussen) (?:ich|wir) (?:\w+ ){0,4}?noch|(?:ich|wir) (?:muss|mussen) (?:\w+ ){0,4}?noch"
    r"|(?:moet|moeten) (?:ik|we|wij) (?:\w+ ){0,4}?nog|(?:ik|we|wij) (?:moet|moeten) (?:\w+ ){0,4}?nog"
    r"|(?:saya|aku|kami|kita) (?:masih|juga masih) (?:harus|perlu)|masih (?:harus|perlu) (?:saya|aku|kami|kita))(?!\w)"
)
"""The chatbot still has to do it (``Het starterspakket moet ik nog apart voor je aanmaken``, ``I still have to set
up the kit``, ``Das Paket muss ich noch anlegen``, ``devo ancora ordinarlo``, ``saya masih harus input``)."""


def hedged(sentence: str) -> bool:
    """``sentence`` hedges (``peut-être``, ``forse``, ``mungkin``) or is still being looked into (``je regarde``)."""
    said = normalise(sentence)
    return (
        still_to_do(sentence)
        or unsure(said)
        or any(_SOMEONE.fullmatch(m.group()) is None for m in TAKING_ON.finditer(said))
    )


def still_to_do(sentence: str) -> bool:
    """The chatbot says it still has to do it (``moet ik nog … aanmaken``, ``I still have to``, ``devo ancora``)."""
    return _STILL_OWED.search(normalise(sentence)) is not None
