"""How a service is given, said in other words: online, by phone, in person — one word each before values compare.

A consultation drawn ``online`` is booked ``por videollamada``, ``en visio``, ``als Videotermin``, ``in
videochiamata``, ``por videochamada``, ``via beeldbellen``, ``lewat panggilan video``; one drawn ``telefónica`` is
held ``por teléfono``; one drawn ``presencial`` ``en persona``. Works on normalised text (lower case, no
accents): each way of saying a mode, in the eight languages, becomes that mode's one word (``modeonline``,
``modephone``, ``modeperson``), in the chatbot's words and in the drawn value alike, so the other modes stay other
values (a wrong mode is still caught). Only phrases that name the mode are listed: ``teléfono`` alone is a number to
call, ``sur place`` and ``vor Ort`` are places.
"""

from __future__ import annotations

import re

_MODES = (
    (
        "modeonline",
        r"online|on-line|en linea|en ligne|video ?llamada|videoconferencia|videoconsulta|video ?call|en visio|visio"
        r"|visioconference|videosprechstunde|videotermin|videoanruf|videochiamata|in videoconferenza|videochamada"
        r"|chamada de video|beeldbellen|videobellen|videogesprek|panggilan video|daring",
    ),
    (
        "modephone",
        r"telefonica|telefonico|por telefono|by phone|over the phone|by telephone|phone call|telephonique"
        r"|par telephone|telefonisch|am telefon|per telefono|telefonicamente|por telefone|telefonema|via telefoon"
        r"|lewat telepon|melalui telepon|via telepon",
    ),
    (
        "modeperson",
        r"presencial|in person|en persona|en personne|in presenza|di persona|pessoalmente|em pessoa|in persoon"
        r"|tatap muka|personlich",
    ),
)
_MODE = tuple((word, re.compile(rf"(?<![\w-])(?:{said})(?![\w-])")) for word, said in _MODES)


def rewrite_modes(text: str) -> str:
    """Each way of saying a mode of service in normalised ``text`` as that mode's one word (module docstring)."""
    for word, pattern in _MODE:
        text = pattern.sub(word, text)
    return text
