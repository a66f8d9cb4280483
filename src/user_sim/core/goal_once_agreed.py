"""The chatbot's own deed once the user agrees, confirms or pays: still to come, in the eight languages.

:func:`once_you_agree` reads a sentence: *as soon as*, *once* or *when* (:data:`user_sim.core.goal_conjunctions.SOON`,
``WHEN``) with the user's consent, then the chatbot's deed in the first person (``Zodra u akkoord gaat met de
aanbetaling, zet ik de bestelling door``, ``Sobald Sie zustimmen, gebe ich die Bestellung auf``, ``Dès que vous
validez, je passe la commande``, ``En cuanto me confirmes, hago el pedido``, ``Appena confermi, faccio l'ordine``,
``Assim que você aprovar, eu faço o pedido``, ``Begitu Anda setuju, saya pesan``, ``As soon as you approve, I place
the order``), or the deed first (``Ich trage Sie ein, sobald Sie bestätigen``). A past is no deed to come (``as soon
as you paid, we booked it``, ``dès que vous avez payé, nous avons réservé``), nor a step of the user's with no
consent (``Once you arrive, show your booking code``). Read by :func:`user_sim.core.goal_owed.still_to_do` and,
over the whole reply, by :func:`user_sim.core.goal_open.proof_holds` as :func:`deed_once_you_agree` (the deed named
by its verb or the order: not ``As soon as you confirm the menu, I send it to the kitchen``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import SOON, WHEN, either
from user_sim.core.goal_deeds import DEED
from user_sim.core.goal_passed import ORDER
from user_sim.core.goal_words import CONFIRM
from user_sim.core.goals import normalise

_CONSENT = (
    rf"(?:{CONFIRM}\w*|agree\w*|approv\w*|accept\w*|pay|pays|say yes|akkoord|instemt|instemmen|goedkeur\w*|betaalt"
    r"|betaal|betalen|zustimm\w*|einverstanden|zahlen|bezahlen|valide\w*|payez|paye|acept\w*|pague\w*|autoric\w*"
    r"|accett\w*|pagh\w*|concord\w*|aprov\w*|aceit\w*|pagar|setuju|bayar|transfer)"
)
_I_DO = (
    r"(?:(?:i|we)(?:'ll)? (?!(?:have|had|am|are|was|were|did|already|just|sent|made|got|took|put)(?!\w))\w+(?<!ed)"
    r"|(?:ich|wir|ik|wij) (?!(?:habe|hab|haben|hatte|heb|hebben|had|ben|bin)(?!\w))\w+"
    r"|(?:je|nous|on) (?!(?:ai|avons|a|suis|sommes|etais|etions)(?!\w))\w+|(?!(?:habe|hab|haben|hatte|ist|sind|war"
    r"|heb|hebben|had|ben|is|was)\s)\w+ (?:ich|wir|ik|we|wij)|(?:eu|nos|io|noi|yo|saya|kami|aku|kita)"
    r" (?!(?:sudah|telah|ho|abbiamo|he|hemos|ja)(?!\w))\w+"
    r"|(?:(?:te|le|lo|la|se|ti|gli|lhe|o|a|me)\s+){0,2}(?!(?:todo|esto|eso|listo|pronto|claro|solo|tutto)"
    r"(?!\w))\w{2,}(?:o|amos|emos|imos|iamo))(?!\w)"
)
_MINE_ONCE_YOU = re.compile(
    rf"(?<!\w){either(SOON, WHEN)}\s+(?:[\w']+\s+){{0,3}}?{_CONSENT}(?!\w)[^,.!?;]*,\s*{_I_DO}"
    rf"|^\W*{_I_DO}[^.!?]*?(?<!\w){either(SOON)}\s+(?:[\w']+\s+){{0,3}}?{_CONSENT}(?!\w)"
)
"""The chatbot's own deed in the present once the user consents (``as soon as you approve, I place the order``)."""


def once_you_agree(sentence: str) -> bool:
    """The chatbot's own deed once the user agrees, confirms or pays: ``Sobald Sie zustimmen, gebe ich sie auf``.

    Read over the whole reply, whether or not it names the part: the user's consent is still to come.
    """
    return _MINE_ONCE_YOU.search(normalise(sentence)) is not None


_CONSENTING = re.compile(rf"(?<!\w){either(SOON, WHEN)}(?!\w)[^,.!?;]*")
"""The user's consent clause (``as soon as you confirm the menu``), set aside to read the chatbot's deed."""


def deed_once_you_agree(sentence: str) -> bool:
    """:func:`once_you_agree`, the chatbot's deed being a deed of the goal's kind, said by its verb or by the order.

    ``Zodra u akkoord gaat, zet ik de bestelling door``, ``As soon as you approve, I place the booking``, ``Appena
    confermi, prenoto``: read over the whole reply. Not aftercare of another thing (``As soon as you confirm the
    menu, I send it to the kitchen``, ``Sobald Sie die Allergien bestätigen, gebe ich sie an die Küche weiter``).
    """
    if not once_you_agree(sentence):
        return False
    mine = _CONSENTING.sub(" ", normalise(sentence))
    return re.search(DEED, mine) is not None or ORDER.search(mine) is not None
