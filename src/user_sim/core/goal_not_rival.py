"""What in a reply is no other value of the deed, set aside before :mod:`user_sim.core.goal_contradiction` looks.

A **deadline** or the end of a span (``Saldo até 15/06``, ``pay before 18:00``); **how early to come** (``arrivare 10
minuti prima``); **how long a late user is waited for** (``we hold the table for 15 minutes``); when to **board or
come in**, at most an hour before the drawn time (``Instappen vanaf 11.45 uur`` beside a 12:00 boat); and the value
named after **instead of** (``au lieu du 28``), which is the one replaced.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import BEFORE, BEFORE_THE, UNTIL, either
from user_sim.core.goal_move_words import REBOOK
from user_sim.core.goals import normalise

_REPLACING = (
    r"instead of|rather than|en lugar d\w*|en vez d\w*|au lieu d\w*|statt|anstatt|anstelle|invece d\w*|al posto d\w*"
    r"|em vez d\w*|ao inves d\w*|in plaats van|bukan|alih-alih"
)
_INSTEAD = re.compile(rf"(?<!\w)(?:{_REPLACING})\s+(?:(?:\w+\s+){{0,2}}?\S*\d\S*|(?:\w+\s+)?\w+)")
"""``instead of Monday``, ``au lieu du 28``, ``statt am Samstag``: the value named after it is the one replaced."""
_SPAN_TO = ("tot", "hingga")
"""Words of *until* that join a span's two ends far more often (``van 15:00 tot 16:00``, ``jam 15.00 hingga 16.00``):
that end is a value of the deed (goal_contradiction reads the span's length); Dutch ``tot en met`` is a deadline."""
_UNTIL = tuple(word for word in UNTIL if word not in _SPAN_TO)
_BEFORE = (*BEFORE, *BEFORE_THE)
"""*Before*, *no later than*: a deadline's own words beside *until* (no end of opening hours: goal_ends)."""
_DEADLINE = re.compile(
    rf"(?:(?<=\w )|(?<=\w: )|(?<=\w, )){either(_UNTIL, _BEFORE)}\s+(?:(?:\w+\s+){{0,2}}?\S*\d\S*|(?:\w+\s+)?\w+)"
)
"""``Saldo até 15/06``, ``avisadnos hasta el jueves``, ``meja ditahan s/d 19.15``, ``bis 10. August``, ``payez avant
le 12``, ``pay before 18:00``, ``vor 10 Uhr``: a deadline or the end of a span, no other value of the deed (Dutch
*voor* is also *for*: not read); not a farewell that opens its sentence (``¡Hasta el jueves!``, ``Bis
Samstag!``), which names the day the deed is for."""


_POLICY = re.compile(
    r"(?<!\w)(?:cancel(?:lation|led|ling)?|cancela(?:r|cion|mento)|cancellazione|disdett\w|annul(?:er|ation)|annulla(?:re|mento)"
    r"|annuleren|annulering|stornier(?:en|ung)|storno|kosteloos|wijzigen|wijziging\w*|modifi(?:er|car|care|cation)"
    rf"|alterar|alterac\w+|changes?|{'|'.join(REBOOK)}|batal(?:kan)?|pembatalan|perubahan|refund"
    r"|reembols\w+|rembourse\w+|ruckerstattung|rimbors\w+|restitu\w+)(?:\W+[\w']+){0,5}?\W+"
    rf"{either(UNTIL, _BEFORE)}\s+(?:[\w']+\s+)?(\d\d:\d\d)"
)
"""A policy's deadline: ``Annulation gratuite jusqu'à 14:30``, ``Cancelamento grátis até 14:30``, ``Wijzigen kan tot
en met 16:00``, ``free cancellation until 18:00``: the time it ends is no time of the deed (:func:`policy_free`)."""


def policy_free(said: str) -> str:
    """Canonical ``said`` without the clock times that end a cancellation, change or refund policy (:data:`_POLICY`)."""
    return _POLICY.sub(lambda m: m[0][: m.start(1) - m.start(0)] + "--:--", said)


_EARLY = re.compile(
    r"(?<!\w)\d+\s*(?:min\w*|menit)\s+(?:before\w*|early|earlier|in advance|prima|in anticipo|antes|de antelacion"
    r"|con antelacion|de antecedencia|mais cedo|avant|a l'avance|plus tot|vorher|fruher|eher|vooraf|eerder|van tevoren"
    r"|sebelum\w*|lebih awal)(?!\w)"
)
"""``arrive 10 minutes early``, ``arrivare 10 minuti prima``, ``10 Minuten vorher da sein``: how early to come, no
other duration of the deed."""


_GRACE = re.compile(
    r"(?<!\w)(?:(?:hold|holding|keep|guard\w*|garde\w*|gardons|tahan|ditahan|halten|houden|teniamo|manteniamo|mantemos"
    r"|seguramos|mantenemos|tenemos)\s+(?:\w+\s+){0,4}?(?:for\s+|por\s+|durante\s+|pendant\s+|per\s+|selama\s+)?"
    r"|(?:toleran\w*|tolleranza|kulanz\w*|coulance|respijt)\s+(?:(?:de|di|van|von|of|ada)\s+)?)\d+\s*(?:min\w*|menit)"
)
"""A grace period: ``we'll hold the table for 15 minutes``, ``Meja kami tahan 15 menit``, ``guardamos la mesa 15
minutos``, ``wir halten den Tisch 15 Minuten``, ``tolerância de 15 minutos``: how long a late user is waited for, no
other duration of the deed."""


_BOARDING = re.compile(
    r"(?<!\w)(?:instappen|inschepen|inchecken|boarding|check-in|einstieg|einlass|embarquement|imbarco|embarque"
    r"|check in)\s+(?:vanaf|from|ab|a partir de|des|dalle(?: ore)?|a partire dalle|desde las|a partir das|mulai)\s+"
    r"(\d{1,2})[.:h](\d\d)(?!\d)(?:\s*(?:uur|uhr|h)(?!\w))?"
)
"""``Instappen vanaf 11.45 uur``, ``Einlass ab 18:30``, ``embarquement à partir de 9h40``, ``imbarco dalle 9:45``:
when to board or come in, no other time of the deed when it is at most an hour before the drawn time."""


def kept_of(sentence: str, said: str = "") -> str:
    """``sentence`` normalised, without its deadlines, how early to come, grace periods and the values it replaces.

    With the drawn clock time ``said`` (``12:00``), also without a time to board before it (:data:`_BOARDING`).
    """
    drawn = re.fullmatch(r"(\d\d):(\d\d)", said)
    out = normalise(sentence)
    if drawn is not None:
        start = int(drawn[1]) * 60 + int(drawn[2])
        out = _BOARDING.sub(lambda m: " " if 0 < start - int(m[1]) * 60 - int(m[2]) <= 60 else m[0], out)
    return _INSTEAD.sub(" ", _DEADLINE.sub(" ", _GRACE.sub(" ", _EARLY.sub(" ", out))))
