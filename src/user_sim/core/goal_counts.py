"""Counts said as words the number words do not cover: ordinals, and a group told by its size.

* **ordinal words** 1–10 in the eight languages (``third``, ``tercero``, ``troisième``, ``dritte``, ``terzo``,
  ``terceiro``, ``derde``, ``ketiga``): a drawn value with one is also said as its numeral with an ordinal mark
  (:func:`ordinal_pattern`: ``3e``, ``3ème``, ``3rd``, ``3º``, ``3ª``, ``3.``, ``3de``, ``ke-3``), never as a bare
  number; the Portuguese weekdays (``segunda``, ``quarta``…) are no ordinals here;
* **a pair** of counted things (:data:`PAIR_RE`: ``a pair of tickets``, ``un par de noches``) is two;
* **a group told by its size** (:data:`GROUP_RE`: Dutch ``met z'n vieren``, German ``zu viert``, Indonesian
  ``berempat``), read as its number by :func:`user_sim.core.goal_numbers.words_to_digits`;
* **dozens** (:data:`DOZEN_RE`: ``a dozen``, ``half a dozen``, ``10 dúzias``), read there as 12, 6, 120; a drawn
  number of dozens is also stated by so many dozens (:func:`user_sim.core.goal_numbers.states_dozens`).
"""

from __future__ import annotations

import re

_GROUP_WORDS = {
    2: "tweeen zweit berdua",
    3: "drieen dritt bertiga",
    4: "vieren viert berempat",
    5: "vijven funft berlima",
    6: "zessen sechst berenam",
    7: "zevenen siebt bertujuh",
    8: "achten acht berdelapan",
    9: "negenen neunt bersembilan",
    10: "tienen zehnt bersepuluh",
}
DOZEN_RE = re.compile(
    r"(?<!\w)(?:(half an?|media|demi-?|halbes|mezza|meia|setengah)\s*|(\d{1,2})\s+)?"
    r"(?:(?:a|una|une|ein|un|uma|een)\s+)?"
    r"(?:dozens?|docenas?|douzaines?|dutzend\w*|dozzin[ae]|duzias?|dozijn|lusin|selusin)(?!\w)"
)
"""A dozen (12), half a dozen (6) and so many dozens (``2 dozen``, ``dos docenas``: 24) in the eight languages."""
GROUP = {word: number for number, words in _GROUP_WORDS.items() for word in words.split()}
GROUP_RE = re.compile(
    rf"(?<!\w)(?:(?:met z'n|met zijn|met ons|voor jullie|van jullie|voor u|zu)\s+({'|'.join(GROUP)})"
    rf"|(ber(?:dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh)))(?!\w)"
)
"""A group told by its size: Dutch ``met z'n vieren``, ``voor jullie vieren``; German ``zu viert``; Indonesian
``berempat`` (``vieren`` alone is also "to celebrate", so it needs its group words before it)."""
PEOPLE = (
    r"person\w*|people|pessoas|gente|orang|gasten|gaste|guests?|pax|covers|couverts|coperti|comensales|commensali"
    r"|convives|invites|invitados|convidados|ospiti|tamu"
)
"""Words for the persons a booking counts, in the eight languages (``6 pax``, ``6 comensales``, ``6 couverts``,
``6 coperti``, ``6 Gäste``, ``6 gasten``, ``6 orang``): one noun for :mod:`user_sim.core.goal_counted`."""
PEOPLE_RE = re.compile(rf"(?:{PEOPLE})")
AGES = (
    r"adults?|adult[oa]s?|adultes?|erwachsene|adulti|volwassenen|volw|dewasa|kids?|child|children|ninos?|ninas?"
    r"|enfants?|kinder|kindern|bambini|bambin[oa]|criancas?|kinderen|kind|anak"
)
"""Adults and children: parts of a party of persons (``2 adults and 1 child`` are 3 people, ``2 adulti + 1
bambino``, ``2 volw. + 3 kinderen``), not a word for all of them (``5 personen (2 volwassenen, 3 kinderen)`` says no
wrong count of 5)."""
PARTY_RE = re.compile(rf"(?:{PEOPLE}|{AGES})")
SEATS = (
    r"tickets?|biglietti|entradas|billets|bilhetes|ingressos|kaartjes|karten|tiket|plazas|posti|places|platze"
    r"|plaatsen|kursi|lugares"
)
"""Tickets and seats: one a person, so a party's parts count them (``3 Tickets``: ``2× Erwachsene``, ``1× Kind``)."""
SEATS_RE = re.compile(rf"(?:{SEATS})")
COUNT_NOUN = (
    rf"(?:{PEOPLE}|{AGES}|{SEATS}|dozens?|docenas|douzaines|dozzine|duzias|nights?|noches|notti|nuits|noites"
    r"|nachten|pizzas?|pizze|hours?|horas|heures|uhr|uur|ore|stunden|minut\w*|days?|dias|giorni|jours|tage|dagen"
    r"|hari|kamers?|rooms?|camere|chambres|zimmer|habitacion\w*|quartos|kamar|o'clock|h|cubic|square|kilos?|litres?"
    r"|metres?)"
)
"""Nouns of things counted (persons, tickets, nights, hours, rooms, kilos, cubic metres…): a number word before one is
a count (``due persone``: :mod:`user_sim.core.goal_numbers`), a bare hour before one no clock time (``2 ore``:
:mod:`user_sim.core.goal_clock`)."""
PAIR_RE = re.compile(
    rf"(?<!\w)(?:a pair of|un par de|um par de|une paire de|un paio di|sepasang)\s+(?={COUNT_NOUN}(?!\w))"
)
"""A pair of counted things is two (``a pair of tickets``, ``un par de entradas``, ``un paio di notti``,
``sepasang tiket``); not before another noun (``a pair of shoes`` is one pair), nor German ``ein paar`` or Dutch
``een paar`` ("a few")."""


_ORDINAL_WORDS = {
    1: "first primer primero primera premier premiere erste erster ersten erstes primo prima primeiro primeira"
    " eerste pertama",
    2: "second segundo deuxieme seconde zweite zweiter zweiten secondo seconda tweede kedua",
    3: "third tercer tercero tercera troisieme dritte dritter dritten terzo terza terceiro terceira derde ketiga",
    4: "fourth cuarto quatrieme vierte vierter vierten quarto vierde keempat",
    5: "fifth quinto cinquieme funfte funfter vijfde kelima",
    6: "sixth sexto sixieme sechste sesto sesta zesde keenam",
    7: "seventh septimo septima septieme siebte settimo settima setimo setima zevende ketujuh",
    8: "eighth octavo octava huitieme achte ottavo ottava oitavo oitava achtste kedelapan",
    9: "ninth noveno novena neuvieme neunte nono nona negende kesembilan",
    10: "tenth decimo decima dixieme zehnte tiende kesepuluh",
}
"""Ordinal words 1–10 (not the Portuguese weekdays ``segunda``, ``terça``, ``quarta``, ``quinta``, ``sexta``)."""
_ORDINAL = {word: number for number, words in _ORDINAL_WORDS.items() for word in words.split()}
_ORDINAL_MARK = r"(?:[.]?\s?(?:th|e|eme|ere|er|re|de|ste|o|a|°)|[.](?=\s))"
"""What follows a numeral written as an ordinal, once canonical: ``3rd`` (``3 th``), ``3e``, ``3ème``, ``3º``,
``3ª``, ``3°``, ``3de``, ``8ste``, German ``3.``, and Spanish and Portuguese with the dot (``1.ª``, ``2.º``)."""


def ordinal_pattern(needle: str) -> str | None:
    """A regex for canonical ``needle`` with each ordinal word as its numeral (``troisième`` → ``3e``), else None."""
    words = needle.split(" ")
    if not any(w in _ORDINAL for w in words):
        return None
    return " ".join(
        rf"(?:{w}|{_ORDINAL[w]}{_ORDINAL_MARK}|ke-?\s?{_ORDINAL[w]})" if w in _ORDINAL else re.escape(w) for w in words
    )
