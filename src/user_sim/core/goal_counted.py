"""What a drawn count counts: another option of it said before another noun is no other value of it.

A confirmation lists more than the counted thing: ``1× frikandel speciaal`` beside ``2× grote patat``, ``3 zakjes
Queen of Night`` added to a tour for 2, ``(4x pertemuan)`` for a class of 2 people, ``Senin–Rabu (3 hari)`` for 5
laptops. :func:`counted_words` reads, from the goal part, the words that follow each drawn number (``2 grote patat
met`` → ``grote patat met``); :func:`counts_another` tells that each time an option number is said in a sentence
it counts a word none of those is (``1 frikandel``: another thing, no wrong count) or a unit (``(2 ore)`` for a
rickshaw of 4 seats), or is an ordinal (``C/ Alcalá 221, 3ºB`` for 4 menus) or the number of a row, seat, table or
room (``fila 4, posti 11 e 12`` for 2 seats: :data:`LABELLED`) — said bare or before the counted word
(``6 persone`` for 8, ``a table for 6``) it stays another value; so before another word for persons (``5 guests``,
``5 pax``, ``5 comensales`` for a table for 6 people: :data:`user_sim.core.goal_counts.PEOPLE`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from user_sim.core.goal_clockwords import RANGE_TO
from user_sim.core.goal_conjunctions import DASHES
from user_sim.core.goal_counts import PEOPLE_RE
from user_sim.core.goal_numbers import number_of
from user_sim.core.goal_values import canonical

_AFTER = 3
"""How many words after a drawn number in the goal name what it counts (``2 grote patat met``)."""
_WORD = r"[^\W\d_]{3,}"


def counted_words(text: str, values: Mapping[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """Per variable whose values are bare numbers, the words that follow its values in the part's ``text``."""
    said = canonical(text)
    counted: dict[str, tuple[str, ...]] = {}
    for name, drawn in values.items():
        numbers = [canonical(v) for v in drawn]
        if not numbers or not all(n.isdigit() for n in numbers):
            continue
        words = [w for n in numbers for w in _following(said, n)]
        if words:
            counted[name] = tuple(words)
    return counted


def _following(said: str, number: str) -> list[str]:
    found = re.search(rf"(?<![\w.,:-]){number}(?![\w:]|[.,-]\d)((?:\s+\S+){{1,{_AFTER}}})", said)
    return re.findall(_WORD, found.group(1)) if found else []


def counts_another(sentence: str, option: str, counted: tuple[str, ...]) -> bool:
    """Every time the number ``option`` is said in ``sentence`` a word follows it that is none of ``counted``.

    A range is read to its end: ``Dispatch in 3–5 working days`` counts days, not the blankets ordered.
    """
    number = canonical(option)
    if not counted or not number.isdigit():
        return False
    places = _after(sentence, number)
    if not places:  # said only as an ordinal or as a row's, a seat's number
        return _ORDINAL.search(sentence) is not None or LABELLED.search(canonical(sentence)) is not None
    return all(_another(word, counted) for word in places)


def miscounted(sentence: str, wanted: tuple[str, ...], options: tuple[str, ...], counted: tuple[str, ...]) -> bool:
    """The drawn count is said only before another thing while another option counts the counted word itself.

    ``muta 3 mm taglia M, dal 12 al 13 agosto (2 giorni)`` for *tre giorni*, ``3 kg box, 2 days`` for 3 days,
    ``talla 3, 2 noches`` for 3 noches: the sentence gives another count, not the drawn one (said bare, ``3 giorni``
    or ``3 gg``, it may still count them).
    """
    if not counted or not all(counts_another(sentence, v, counted) for v in wanted):
        return False
    others = [_digits(o) for o in options if o not in wanted]
    return any(_counts_it(word, counted) for number in others if number for word in _after(sentence, number))


def _digits(option: str) -> str:
    """The option's number in digits (``tre`` → ``3``; Italian ``due`` too, which canonical text keeps)."""
    said = canonical(option)
    number = number_of(option)
    return said if said.isdigit() else str(number) if number is not None else ""


def _after(sentence: str, number: str) -> list[str]:
    """The word right after each place ``number`` is said in ``sentence`` (a range read to its end)."""
    said = LABELLED.sub(" ", canonical(without_ordinals(sentence)))  # "C/ Alcalá 221, 3ºB": a floor, no count
    end = rf"(?:{RANGE_TO}\d+(?:[.,]\d+)?(?![\w:]))?"  # "3–5 working days", "3 bis 5 Werktage", "3 a 5 días"
    places = re.finditer(rf"(?<![\w.,:-]){number}{end}(?![\w:]|[.,-]\d)\s*(\S*?)\W*(?:\s|$)", said)
    return [place.group(1) for place in places]


def _counts_it(word: str, counted: tuple[str, ...]) -> bool:
    """``word`` is one of the counted words (``giorni`` for *tre giorni*; ``guests`` for *6 people*)."""
    return re.fullmatch(_WORD, word) is not None and not _another(word, counted)


_ORDINAL = re.compile(r"(?<![\w.,])\d+\s?[ºª°]")
"""A number marked as an ordinal or a degree (``3ºB``, ``2ª planta``, ``22°``): it counts nothing."""


def without_ordinals(text: str) -> str:
    """``text`` (not yet normalised: ``º`` becomes ``o``) without its ordinals and degrees, which count nothing."""
    return _ORDINAL.sub(" ", text)


LABELLED = re.compile(
    r"(?<!\w)(?:row|seat|table|gate|room|platform|fila|asiento|butaca|mesa|puerta|sala|habitacion|anden|fileira"
    r"|assento|poltrona|portao|quarto|plataforma|baris|kursi|meja|gerbang|ruang|kamar|peron|reihe|sitz|sitzplatz"
    r"|tisch|tor|zimmer|gleis|rang|rangee|siege|porte|salle|chambre|quai|posto|tavolo|camera|binario|rij|stoel"
    rf"|tafel|poort|zaal|kamer|spoor)\s+(?:(?:no|nr|n|#)\.?\s*)?\d+(?=\s*(?:[,;:)/·{DASHES}]|$|e\s|and\s|y\s|und\s"
    r"|et\s|en\s|dan\s))"
)
"""A number that names a row, a seat, a table, a room, a gate or a platform (``fila 4,``, ``row 4 and``, ``Tisch
Nr. 4:``, ``kamar 2,``), in the eight languages (canonical text): it counts nothing. Only before a stop or *and*:
``mesa 4 personas`` may count persons."""

_UNIT = re.compile(r"hr|hrs|h|min|mins|kg|km|cm|mm|ml|m2|m²")
"""A unit after a number (``2 ore`` is canonical ``2 hr``): a measure, no count of the part's thing."""


def _another(word: str, counted: tuple[str, ...]) -> bool:
    if _UNIT.fullmatch(word):
        return True  # "Sabato, 15:00 – 17:00 (2 ore)" for a rickshaw of 4 seats: two hours, not two seats
    if re.fullmatch(_WORD, word) is None:
        return False  # said bare, before a sign or a number: it may count the same thing
    return not any(word[:4] == w[:4] or _both_people(word, w) for w in counted)


def _both_people(word: str, other: str) -> bool:
    """Two words for persons count the same thing: ``5 guests`` is a wrong count of ``6 people``, ``5 pax`` too."""
    return PEOPLE_RE.fullmatch(word) is not None and PEOPLE_RE.fullmatch(other) is not None


def goes_with(sentence: str, value: str, goal: str) -> bool:
    """Each time ``value`` is said in ``sentence`` it is before the first word it goes with in the ``goal`` text.

    Another variable's drawn value said in place of a missing one is then no wrong value: ``Incluí 1 kg de tâmara``
    for *500 g de damasco turco e 1 kg de tâmara* (the 1 kg are the dates'); ``Added 500 g of prunes`` for *500 g
    of figs and 1 kg of prunes* is (the goal's 500 g are the figs'), and so is ``1 kg of dried figs and 1 kg of
    prunes`` or ``1 kg de ameixa; o figo passou para 1 kg``: one of its places goes with another item, or none.
    """
    said = re.escape(canonical(value))
    found = re.search(rf"(?<![\w.,:-]){said}(?!\w)((?:\W+\w+){{1,{_AFTER}}})", canonical(goal))
    words = re.findall(r"[^\W\d_]{4,}", found.group(1)) if found else []
    if not words:
        return False
    text = canonical(sentence)
    places = [p.end() for p in re.finditer(rf"(?<![\w.,:-]){said}(?!\w)", text)]
    own = re.compile(rf"(?:\W+\w+){{0,2}}?\W+{words[0]}(?!\w)")
    return bool(places) and all(own.match(text, place) is not None for place in places)
