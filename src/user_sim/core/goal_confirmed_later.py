"""A bare confirming to come, no deed named: ``Se confirmará mañana``, ``It will be confirmed tomorrow``.

A sentence that opens on an impersonal ``se`` before a future of confirming, or on a passive future of confirming
with at most a pronoun before it (``Sarà confermato domani``, ``Elle sera confirmée demain``, ``Será confirmada
amanhã``, ``Er wird morgen bestätigt``, ``Die wordt morgen bevestigd``, ``Akan dikonfirmasi besok``): its subject is
what the reply just said, so after a noting the deed is still to confirm (read by
:func:`user_sim.core.goal_later.promised`, owed only after a noting or a request sent). Not one by a message
(``It will be confirmed by e-mail``): a routine message owes nothing. :data:`TELL_THAT` tells a *que* after a verb
of telling from a relative one (``Informo que o restaurante lhe confirmará``: the restaurant's promise).
"""

from __future__ import annotations

import re

from user_sim.core.goal_words import CONFIRM

TELL_THAT = re.compile(
    r"(?<!\w)(?:inform\w*|avis\w*|recuerd\w*|lembr\w*|ricord\w*|rappell?\w*|tell you|comunic\w*)\s+(?:que|that|che)"
    r"(?!\w)"
)
"""A telling then *that* (``Informo que``, ``Le aviso que``, ``I can tell you that``): a conjunction, no relative."""
_PRONOUN = r"(?:it|this|elle|il|lei|lui|ela|ele|er|sie|es|die|dat|het|ze|dia|ini|esta|este|essa|esse)\s+"
_WILL_BE = r"(?:will be|sera|sara|wird|wordt|zal worden|akan)"
_PARTICIPLE = rf"(?:di)?{CONFIRM}(?:ed|ad[oa]s?|ee?s?|at[oaie]|t|d|asi)"
_LATER = r"(?:\w+\s+){0,2}?"
_MESSAGE = r"(?!.*(?<!\w)(?:e-?mail|mail|sms|text|correo|courriel|message|mensa|messagg|nachricht|bericht|pesan))"
_BARE = re.compile(
    rf"^(?:se\s+(?:le\s+|lo\s+|la\s+)?{CONFIRM}(?:ara|aran|arao|era|eront)|(?:{_PRONOUN})?{_WILL_BE}\s+{_LATER}"
    rf"{_PARTICIPLE})(?!\w){_MESSAGE}"
)


def confirmed_later(said: str) -> bool:
    """Normalised sentence ``said`` opens on a bare confirming to come, of no message (module docstring)."""
    return _BARE.search(said.strip()) is not None
