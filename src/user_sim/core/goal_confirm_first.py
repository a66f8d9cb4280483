"""A request to confirm that opens the sentence, and what may follow it (read by goal_pending.TO_CONFIRM).

``Bitte bestätigen Sie kurz, dann ist … bestellt``, ``Kurz bestätigen, und die Bestellung ist aufgegeben``,
``Confirma y queda reservada``: the user is to confirm first, and only then is the deed done. Besides, a Spanish or
Portuguese request to confirm or book anywhere in the sentence (:data:`ASKED_TO`: ``Confirme, por favor``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_words import FORMS

CONFIRM_NOW = "(?:" + "|".join(stem + ends[0] for stem, ends in FORMS.items() if ends[0] is not None) + ")"
"""The imperative among the forms of :data:`user_sim.core.goal_words.CONFIRM`, in its ``FORMS`` (``confirm``,
``confirma``, ``confirmez``, ``conferma``, ``bestätigen Sie``, ``bevestig``; none in Indonesian): no bare stem
(``Bestätig kurz``, ``Konfirm dan …``), participle nor noun (``Confirmed:``, ``Konfirmasi pesanan``)."""
CONFIRM_FIRST = (
    r"^\W*(?:(?:please|bitte|por favor|s'il vous plait|per favore|graag|mohon|just|kurz|even)\W+)?"
    rf"(?:{CONFIRM_NOW}|say yes|diga que si|dites oui|sagen sie (?:einfach )?ja|zeg (?:even )?ja"
    r"|bilang ya)(?!\w)"
)
"""A request to confirm, or to say yes, opening the sentence (normalised), maybe after *please* or *just*: the
imperative of confirming, :data:`CONFIRM_NOW` (``confirm``, ``confirma``, ``confirmez``,
``conferma``, ``bestätigen Sie``, ``bevestig``), not a bare stem, its participle or noun (``Confirmed:``)."""
AND_STATE = (
    r"(?:(?:it's|we|we're|i|i'll|that's|you're|queda\w*|esta|ya|c'est|tout|je|nous|sara|resta|tutto|fica\w*"
    r"|es|sie|ich|wir|alles|hij|ze|ik)(?!\w)|(?=[^.!?]{0,50}?(?<![\w'])(?:is|are|ist|sind|wird|est|sont|esta|estan"
    r"|queda\w*|fica\w*|e (?:fatt|pront|stat|confermat|prenotat|feit|confirmad|reservad)\w*|sara|resta|wordt|zijn"
    r"|staat|steht|sudah|listo|lista|klaar|erledigt)(?!\w)(?!\s+(?:correct\w*|right|ok|okay|accurate|exact\w*|juist|richtig\w*|corrett\w*|benar)))(?:(?:the|your|its|il|la|el|lo|tu|su|le|votre|ta|a|o|sua"
    r"|die|der|das|ihr|ihre|het|de|uw)(?!\w)|l'))"
)
"""After *and*, a clause: opened by a subject or a verb of state (``and we're all set``, ``y queda reservada``), or
by an article whose noun is given a state (``und die Bestellung ist aufgegeben``, ``e l'ordine è fatto``); not a
second thing to confirm (``your phone number and the name on the booking``, ``Conferma e ricevuta inviate``)."""
ASKED_TO = re.compile(
    r"(?<!\w)(?:(?:por favor|porfa|pf),?\s+(?:confirme|reserve)|(?:confirme|reserve)(?=,?\s+(?:por favor|se faz favor"
    r"|o|a|os|as|el|la|los|las|lo|su|sus|seu|sua|seus|suas|usted|aqui|aquí|agora|ahora)(?!\w)))(?!\w)",
    re.IGNORECASE,
)
"""A Spanish or Portuguese request to the user (``Confirme, por favor``, ``Confirme o horário``, ``Por favor,
reserve``), read on the text as written: without its accent the French participle (``confirmé``, ``réservé``) is
the same word, and a request is no deed. ``Réservation confirmée`` and ``Confirmé !`` keep their accent."""
