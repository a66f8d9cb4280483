"""Done said beside the values, and what makes a sentence no deed: negation, a recorded request.

* :data:`NEGATION` and :func:`negated` — words that negate or regret (``not``, ``leider``, ``helaas``, ``belum``…;
  not the abbreviation ``No. 5``, ``No. meter: 1422``);
  :func:`negated` does not count a ``no`` before a noun (Portuguese *in the*: ``no endereço``; ``no problem``);
* :data:`REQUEST` — what is recorded when only a request is (``I've added a note that Saturday is your preferred
  slot``, ``votre demande``, ``uw verzoek``): the request, not the deed;
* :func:`done_beside` — an action's values said as a noun phrase beside a bare done sentence of the same reply.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import PartSpec, is_question, judge, without_values
from user_sim.core.goal_tense import is_conditional, is_conditioned, is_my_future
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import says_able
from user_sim.core.goals import normalise

NEGATION = re.compile(
    r"(?<!\w)(?:not|no(?![.]\s*(?:[#\d]|[a-z]+[.]?\s*[:#]?\s*\d))|n't|never|fully|unavailable|sorry|unfortunately|nicht|kein\w*|leider|ausgebucht|niet|geen"
    r"|helaas|vol|ne|pas|complet|desole|non|nao|nunca|lo siento|completo|esgotado|esaurito|purtroppo|tidak"
    r"|belum|gagal|penuh|maaf|mislukt|failed|fallid\w*|echou\w*|fallit\w*|falhou)(?!\w)"
)
_BARE_NO = re.compile(
    r"(?<!\w)no\s+(?!(?:nos|me|te|se|le|les|lo|la|los|las|hay|es|esta|estan|son|queda|quedan|quedo|tenemos|tiene"
    r"|tienen|podemos|puede|pueden|puedo|fue|ha|han|hemos|habia|sera|longer|more|one|available)(?!\w))\w"
)
"""``no`` before a noun: the Portuguese *in the* (``no endereço``) or ``no problem``, no negation of the deed."""


def negated(said: str) -> bool:
    """Normalised ``said`` negates (:data:`NEGATION`), not counting a ``no`` before a noun (:data:`_BARE_NO`)."""
    return NEGATION.search(_BARE_NO.sub(" ", said)) is not None


REQUEST = re.compile(
    r"(?<!\w)(?:requests?|preferences?|preferred|enquiry|inquiry|solicitud|peticion|preferencia|demande|souhait"
    r"|anfrage|wunsch|notiz|vermerk|richiesta|preferenza|solicitacao|verzoek|voorkeur|notitie|permintaan"
    r"|catatan|preferensi|(?:a|the|your|una|la|tu|su|une|sua|een)\s+(?:note|nota))(?!\w)"
)
"""What is recorded when only a request is: ``I've added a note that Saturday is your preferred slot``."""


def done_beside(sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]], reply: Sequence[str]) -> bool:
    """An action's values said as a noun phrase beside a bare done sentence of the same reply.

    ``Reserva feita! Sábado às 20h, mesa para oito.``, ``Oke kak, pesanan masuk. Martabak keju jumbo, Rp65.000.``:
    the done sentence states no value of the part's variables (it is about the part, not another order), no
    sentence of the reply hands over or is the chatbot's own promise or offer (a future *outcome* is neither: ``Pedido
    confirmado. … Te llegará mañana.``), and the values' sentence offers nothing (``Pode deixar que a
    gente separa …``), has no negation and no condition.
    """
    said = normalise(sentence)
    if says_able(sentence) or is_conditional(sentence) or negated(said) or part.kind != "action":
        return False
    bare = PartSpec(part.kind, {}, part.asks)
    found = {s: judge(without_values(s, part.values), bare, options) for s in reply if s != sentence}
    if "handoff" in found.values() or any(is_my_future(text) or says_able(text) for text in found):
        return False  # the chatbot's own promise; a future outcome ("Te llegará en 24 h.") is no promise
    every = [o for name in part.values for o in options.get(name, part.values[name])]
    return any(
        finding == "delivered"
        and not is_question(s)
        and not negated(normalise(s))
        and not any(states(s, o) for o in (*every, *part.value_texts))
        and not is_conditioned(s)
        for s, finding in found.items()
    )
