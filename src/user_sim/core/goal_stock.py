"""A sentence that only says what is still in stock or still free: availability, not a deed done.

``in 56 haben wir am Do noch 2 Bahnräder da`` after ``Eingetragen ✅ Do 19:00`` rents no bike: a proof gathered
from several sentences (:mod:`user_sim.core.goal_turns`, and the sibling lines of :mod:`user_sim.core.goal_block`
and :mod:`user_sim.core.goal_carry` through :func:`user_sim.core.goal_recall.marked`) takes no value from it.
:data:`REMAINING` reads what is left in the eight languages (accents removed, lower case): ``we still have``, ``2
left``, ``quedan 2``, ``todavía hay``, ``ainda temos``, ``restam``, ``masih ada``, ``tinggal 2``, ``tersisa``,
``haben wir noch … da``, ``noch 2 übrig``, ``il nous reste``, ``il en reste``, ``ne abbiamo ancora``,
``restano``, ``we hebben nog``, ``er zijn nog``, ``nog 2 over``. A sentence that also says a deed done (``Noch 2
da – eins habe ich dir reserviert``) is no mere availability (:func:`user_sim.core.goal_done.is_done`).
"""

from __future__ import annotations

import re

from user_sim.core.goal_done import is_done
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goals import normalise

REMAINING = re.compile(
    r"(?<!\w)(?:(?:we|i|they|you) (?:still|also still) (?:have|got)|there (?:is|are) still|still in stock|in stock"
    r"|\d+ (?:\w+ ){0,3}?(?:left|remaining)|only (?:\w+ ){0,3}?(?:left|remaining)"
    r"|quedan?|nos queda\w*|(?:todavia|aun) (?:hay|tenemos|quedan?|nos queda\w*)|(?:hay|tenemos) todavia"
    r"|ainda (?:temos|ha|tem|restam?|sobram?)|(?:temos|ha) ainda|restam|sobram"
    r"|masih (?:ada|punya|tersedia)|tinggal \d+|sisa \d+|tersisa"
    r"|(?:haben|hatten|hab) (?:wir|ich) (?:\w+ ){0,5}?noch|(?:es gibt|gibt es|sind|ist) (?:\w+ ){0,3}?noch"
    r"|noch (?:\w+ ){0,5}?(?:da|ubrig|vorratig|auf lager|verfugbar)"
    r"|il (?:nous |vous |en |me )?reste(?! a )|nous reste(?! a )|(?:avons|a|y a) encore|(?:ai|avons) encore"
    r"|(?:ne |ci )?(?:abbiamo|ho|sono) ancora|(?:ne |ci )?(?:restano|rimangono)|ne (?:resta|rimane)"
    r"|(?:hebben|heb) (?:we|wij|ik) (?:\w+ ){0,3}?nog|(?:we|wij|ik) (?:hebben|heb) (?:\w+ ){0,3}?nog"
    r"|er (?:zijn|is) (?:\w+ ){0,3}?nog|nog (?:\w+ ){0,3}?over)(?!\w)"
)
"""What is left (module docstring): said of the deed's object, it is offered, not taken."""
HAVE = re.compile(
    r"(?<!\w)(?:we have|we've got|there is|there are|tenemos|hay|haben wir|wir haben|gibt es|es gibt|abbiamo"
    r"|c'e|ci sono|temos|tem|nous avons|on a|il y a|hebben we|we hebben|er is|er zijn|kami punya|ada"
    r"|podemos|pouvons|possiamo|kunnen we|kan|looking good|sieht gut aus|ziet er goed uit"
    # the conditional mood: "hätten wir zwei Nannys", "we'd have", "tendríamos", "nous aurions", "avremmo"
    r"|we'd have|we would have|i'd have|i would have|tendriamos|tendria|podriamos|podria|aurions|aurais|aurait"
    r"|pourrions|pourrait|hatten wir|wir hatten|hatte ich|ich hatte|konnten wir|wir konnten|avremmo|avrei|avrebbe"
    r"|potremmo|potrei|potrebbe|teriamos|teria|poderiamos|poderia|zouden we|zouden wij|zou ik|hadden we"
    r"|konden we|kami bisa saja)(?!\w)"
)
"""What the chatbot has or can do, or would have (``On Tuesday we have …``, ``Bezorgen op zaterdag kan``, ``Für
Freitag hätten wir zwei Nannys``): an offer, unless the sentence also says something is done (``we have booked``)."""

_COUNT = re.compile(r"\s+(?:\w+\s+)?\d+(?![\d:.,])")
"""A count after what the chatbot has (``tenemos dos rosarios``, ``we have 3 tables``): items listed."""


def in_stock(sentence: str) -> bool:
    """The sentence says what is still in stock or free, or lists a count of what the chatbot has, and no deed done.

    ``quedan 2``, and ``Tenemos dos rosarios de nácar: …``, ``We have 3 tables on the terrace``, ``Wir haben zwei
    Modelle``, ``Nous avons deux chambres``, ``Abbiamo due modelli``, ``Temos duas opções``, ``We hebben twee
    kamers``, ``Kami punya dua pilihan``: the items are offered, none is taken (module docstring).
    """
    said = normalise(sentence)
    digits = words_to_digits(said)
    listed = any(_COUNT.match(digits, have.end()) for have in HAVE.finditer(digits))
    return (listed or REMAINING.search(said) is not None) and not is_done(sentence)
