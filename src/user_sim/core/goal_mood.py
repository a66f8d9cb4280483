"""The conditional mood: what *would be* (a price or a deed under a condition not met), and a result wanted.

``That would be £56``, ``3 bottles would be ordered``, ``Serían 56 €``, ``Ficaria encomendado``, ``Ce serait
56 €``, ``Das wäre bestellt``, ``Sarebbe prenotato``, ``Dat zou € 56 zijn``: the chatbot says what the deed would
cost or be, not that it is done (:func:`user_sim.core.goal_done.is_done`, :func:`user_sim.core.goal_done.offers`).
Read on lower-case text with its accents (:func:`user_sim.core.goal_perfect.tense_text`), since the accent tells
German ``wäre``/``würden`` from ``waren``/``wurden`` (*were*, a done passive). Indonesian has no conditional mood
(``akan`` is the future: :mod:`user_sim.core.goal_tense`). A deed's result wanted in the infinitive
(:data:`TO_GET_DONE`: ``happy to get that booked``) is no more done.
"""

from __future__ import annotations

import re

from user_sim.core.goal_perfect import tense_text

CONDITIONAL = re.compile(
    r"(?<!\w)(?:would|'d (?:be|cost|come)"  # en
    r"|sería|serían|costaría|costarían|quedaría|quedarían|estaría|estarían"  # es
    r"|seria|seriam|custaria|custariam|ficaria|ficariam|estaria|estariam"  # pt
    r"|serait|seraient|coûterait|coûteraient|ferait|feraient|reviendrait|reviendraient"  # fr
    r"|wäre|wären|würde|würden|käme|kämen"  # de
    r"|sarebbe|sarebbero|costerebbe|costerebbero|verrebbe|verrebbero|resterebbe|resterebbero"  # it
    r"|zou|zouden)(?!\w)(?!(?:\s+\w+){0,4}\s+moeten(?!\w))"  # nl; "zou … moeten" assures: goal_guard._MODAL
)
"""The conditional of *to be*, *to cost*, *to come to*, *to stay* and of the passive's auxiliary, per language; not
the Dutch *should* (``zou geen probleem moeten zijn``), an assurance :mod:`user_sim.core.goal_guard` reads."""


def would(text: str) -> bool:
    """The text speaks in the conditional mood (``Total would be £39.45``, ``Das wäre bestellt``, ``zou … zijn``)."""
    return CONDITIONAL.search(tense_text(text)) is not None


TO_GET_DONE = re.compile(
    r"(?<!\w)(?:(?<!managed )(?<!able )to (?:get|have)|dejar(?:l[oa]s?|te|se|me|nos|tel[oa]s?|sel[oa]s?|mel[oa]s?)?"
    r"|deixar|lasciar(?:e|l[oa]|tel[oa]|gliel[oa])|laisser)(?:\W+\w+){1,7}"
)
"""A deed's result in the infinitive, on normalised text: ``I'd be very happy to get that arranged for you``, ``me
encantaría dejártela reservada``, ``adoraria deixar reservada``, ``sarei felice di lasciartelo prenotato``: wanted
or offered, not done (``I managed to get it booked``, ``I was able to get it booked``: done; ``te la dejo
reservada``: done)."""


PLUPERFECT = re.compile(
    r"(?<!\w)(?:had|hatte[nst]?|hattet|avevo|avevi|aveva|avevamo|avevate|avevano|avais|avait|avions|aviez|avaient"
    r"|habia|habias|habiamos|habian|tinha|tinhas|tinhamos|tinham|hadden)(?:[^\S\n]+[\w'-]+){1,10}"
)
"""The pluperfect, on normalised text: a deed of an earlier occasion (``L'ultima volta aveva ordinato una pizza
grande``, ``Vorig jaar had u een tafel … gereserveerd``, ``Letztes Mal hatten Sie … bestellt``, ``vous aviez
commandé``), up to ten words and no punctuation on: set aside like :data:`TO_GET_DONE`, so a deed done beside it
still counts (``Como tinha pedido, reservei a mesa``)."""
