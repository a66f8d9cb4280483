"""The word tables of *no answer*: the chatbot cannot tell or does not know (normalised, 8 languages).

:data:`CANNOT_TELL` (built from :data:`CAN_NOT` and :data:`TELL`) and :data:`DONT_KNOW` — cannot tell, does not know
(``I can't confirm``, ``no sé si``, ``weet ik niet``), read by :func:`user_sim.core.goal_failed.cannot_tell` and
:func:`user_sim.core.goal_yesno.unsure`. Moved out of :mod:`user_sim.core.goal_no_words` (the tables of *no deed*).
"""

from __future__ import annotations

CAN_NOT = (
    r"can(?:not|'t|t| not)|unable to|not able to|no (?:puedo|podemos)|nao (?:consigo|posso|conseguimos|podemos)"
    r"|ne (?:peux|pouvons) pas|(?:kann|konnen)(?: ich| wir)? (?:leider )?nicht|non (?:posso|possiamo|riesco)"
    r"|(?:kan|kunnen)(?: ik| we)? (?:helaas )?niet|tidak (?:bisa|dapat)|belum bisa"
)
"""The chatbot cannot (normalised): ``I can't``, ``no puedo``, ``je ne peux pas``, ``kan ik helaas niet``."""
TELL = (
    r"confirm\w*|say|tell|guarantee|verify|decir\w*|asegurar\w*|garantiz\w*|dizer|garantir|dire|assurer|sagen"
    r"|bestatigen|garantieren|confermar\w*|garantire|zeggen|bevestigen|garanderen|memastikan|menjamin|konfirmasi"
)
"""Verbs of telling or confirming (normalised), what :data:`CAN_NOT` cannot do: ``I can't confirm``."""
CANNOT_TELL = rf"(?:{CAN_NOT})(?:\W+[\w']+){{0,2}}?\W+(?:{TELL})"
"""Cannot tell (``I can't say``, ``no puedo confirmar``, ``tidak bisa memastikan``)."""
DONT_KNOW = (
    r"don'?t know|do not know|no (?:lo )?se(?=\s+(?:si|que|cuando|cuant\w*|donde|como|quien|el|exactamente|bien"
    r"|con certeza|(?:la|los|las)(?!\s+(?:pued\w*|podemos|voy|vamos|[a-z]+o)(?!\w)))(?!\w)|\s*[.,;:!?]|\s*$)"
    r"|no (?:lo )?sabemos|nao (?:sei|sabemos)"
    r"|ne (?:sais|savons) pas|(?:weiss|wissen)(?: ich| wir)? (?:leider )?nicht|non (?:lo )?(?:so|sappiamo)"
    r"|(?:weet|weten)(?: ik| we)? (?:helaas )?niet|tidak tahu|belum tahu|kurang tahu"
)
"""Does not know (normalised): ``I don't know``, ``no sé si``, ``no sé cuándo``, ``No lo sé.``, ``weiß ich nicht``,
``non lo so``, ``No sé la política exacta``; not the Spanish reflexive ``no se`` (``No se admiten perros``, ``no se
puede cancelar``), nor a clitic before a verb (``No se la puedo reservar``)."""
