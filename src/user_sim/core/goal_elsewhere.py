"""An answer of the asked kind about another matter: no answer to the information request.

*How long does the first batch take until it is drinkable?* is not answered by ``Delivery is usually 2–3 working
days``, nor *what does the repair cost* by ``Shipping is 4,95 €``: a duration, price, date or hour counts only when
its sentence is about what the request asks. A sentence is about **another matter** (:func:`off_topic`) when it
names one of the matters every shop reply talks about — delivery or shipping (the *delivered* family of
:mod:`user_sim.core.goal_topic`), opening hours, a refund, tracking (part of a delivery), a reply — that the
request itself does not name nor ask about in its own words (*when will my order arrive* asks about its delivery,
*when do you close* about opening hours), and names none of the request's own words but a light one (*how long*,
``takes``, ``tarda``, ``dauert``, *ready*, *first*…). ``Lieferung in 2–3 Werktagen`` still answers *wann kommt die
Lieferung*.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_hours import HOURS, HOURS_ONE, OPEN_STATE
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_topic import DELIVERED, topic_hits
from user_sim.core.goals import normalise

_MATTERS = (
    (
        DELIVERED,
        r"arriv\w*|llega\w*|lleg[oa]|chega\w*|ankomm\w*|ankunft|kommt|aankom\w*|aankomst|sampai|tiba|receiv\w*"
        r"|recib\w*|receb\w*|recevoir|recoi\w*|bekomm\w*|erhalt\w*|ricev\w*|ontvang\w*|terima|orders?|pedidos?"
        r"|commandes?|bestellung|ordine|encomenda|bestelling|pesanan|pac\w+|paket|pakket|colis",
    ),
    (
        either(HOURS, HOURS_ONE, OPEN_STATE),
        r"open\w*|clos\w*|abre\w*|abri\w*|cierr\w*|ouvr\w*|ferm\w*|offn\w*|offen|schlie\w*|apr\w*|chiud\w*"
        r"|fech\w*|sluit\w*|buka|tutup",
    ),
    (
        r"refund\w*|reembols\w*|rembours\w*|ruckerstatt\w*|rimbors\w*|terugbetal\w*|terugstort\w*"
        r"|pengembalian dana|dana kembali",
        r"money back|devol\w*|retour\w*|return\w*|ruckgabe|reso|terug\w*|kembali\w*",
    ),
    (
        r"tracking\w*|track(?:ing)? (?:number|link)|seguimiento|rastreio|rastreamento|suivi|sendungsverfolgung"
        r"|tracciamento|track ?& ?trace|lacak\w*|nomor resi",
        rf"{DELIVERED}|track\w*|status|where is|donde esta|ou est|wo ist|dove|onde|waar|dimana",
    ),
    (
        r"we(?:'ll| will)? (?:reply|respond|get back)|respond\w*|respuesta|responder\w*|resposta|reponse|repondr\w*"
        r"|antwort\w*|risposta|rispond\w*|antwoord\w*|balas\w*",
        r"hear back|answer\w*|contact\w*|repl\w*|respon\w*|callback|call back",
    ),
)
"""Matters of every shop reply: what a sentence names (first), what a request names to ask about it (both)."""
_MATTER_RES = [
    (re.compile(rf"(?<!\w)(?:{said})(?!\w)"), re.compile(rf"(?<!\w)(?:{said}|{asked})(?!\w)"))
    for said, asked in _MATTERS
]
LIGHT = re.compile(
    r"long|lang|lange|largo|longtemps|lama|tiempo|tempo|temps|zeit|tijd|waktu|takes?|taking|lasts?|tarda\w*|demora\w*|dura\w*|leva|levam|prend|prennent|dauer\w*|braucht|kost\w*|cost\w*"
    r"|ci vuole|ci vogliono|duurt|butuh|memakan|makan|perlu|until|ready|listo|lista|pronto|pronta|pret|fertig|klaar"
    r"|siap|first|primer[oa]?|premier|premiere|erste[nrs]?|prim[oa]|eerste|pertama"
)
"""Words of a request that any matter's answer may say: *how long* and *time*, a verb of lasting or costing,
*ready*, *first*, *until*."""


def off_topic(part: GoalPart, sentence: str, about: tuple[str, ...]) -> bool:
    """The sentence is about another matter than the request (module docstring); ``about``: its own words."""
    said, asked = normalise(sentence), normalise(part.text)
    elsewhere = any(said_re.search(said) and not asked_re.search(asked) for said_re, asked_re in _MATTER_RES)
    return elsewhere and not any(LIGHT.fullmatch(w) is None for w in topic_hits(part, sentence, about))
