"""A matter passed on, told from an order sent to the kitchen (which is placed, not handed over).

:data:`user_sim.core.goal_status.PASSED_ON` reads ``diteruskan``, ``forwarded``, ``doorgegeven`` as a hand-off; said
of an order sent to the kitchen (``Pesanan sudah diteruskan ke dapur``, ``Your order has been passed to the
kitchen``, ``Je bestelling is doorgegeven aan de keuken``) it says the order is placed and being made.
"""

from __future__ import annotations

import re

from user_sim.core.goal_status import PASSED_ON

_TO_KITCHEN = re.compile(
    r"(?<!\w)(?:passed|sent|forwarded|enviad[oa]|pasad[oa]|transmise?|envoyee?|weitergegeben|weitergeleitet"
    r"|inoltrat[oa]|passat[oa]|encaminhad[oa]|doorgegeven|doorgestuurd|diteruskan|dikirim)"
    r"(?:\s+\w+){0,3}?\s+(?:to|a|al|à|au|an|in|alla|para|aan|naar|ke)\s+(?:(?:the|our|la|nuestra|die|unsere|de|onze"
    r"|a|nossa)\s+)?(?:kitchen|cocina|cuisine|kuche|cucina|cozinha|keuken|dapur)(?!\w)"
)
"""Sent to the kitchen: said of an order, it is placed and being made (``Pesanan sudah diteruskan ke dapur``)."""
_TO_SOMEONE = re.compile(
    r"(?<!\w)(?:(?:vai|vao|ira|irao) entrar em contato|(?:repass\w*|pasad\w*|passat\w*|passei|passamos)(?:\s+\w+){0,8}?"
    r"\s+(?:para|pra|a|al)\s+(?:ele|ela|eles|elas|el|lui|lei|loro|(?:(?:mi|mio|mia|nostro|nostra|nuestro|nuestra|nosso"
    r"|nossa|o|a|meu|minha)\s+){0,2}(?:colega|collega|companero|companheiro|responsabile|responsable|responsavel"
    r"|encargado|encarregado|gerente|capo|jefe|chefe|equipe|equipo|squadra)))(?!\w)"
)
"""Passed to a person in the Romance languages (``Repassei o seu pedido para ele``, ``He pasado tu pedido a mi
compañero``, ``Ho passato il tuo ordine a lui``, ``ele vai entrar em contato``): not a day a booking is moved to
(``he pasado tu cita al martes``). The other languages' forms are PASSED_ON's (``weitergegeben``, ``doorgegeven``)."""
ORDER = re.compile(r"(?<!\w)(?:order|pedido|commande|bestellung|ordine|ordinazione|encomenda|bestelling|pesanan)")
"""The order named (``your order``, ``el pedido``, ``la commande``, ``die Bestellung``, ``pesanan``)."""


def passed_on(said: str) -> bool:
    """Normalised ``said`` passes the matter on (:data:`PASSED_ON`, :data:`_TO_SOMEONE`); sent to the kitchen, placed.

    A question or a request passed to the kitchen (``your allergy question``) is still handed over.
    """
    if ORDER.search(said) is not None:
        said = _TO_KITCHEN.sub(" ", said)
    return PASSED_ON.search(said) is not None or _TO_SOMEONE.search(said) is not None
