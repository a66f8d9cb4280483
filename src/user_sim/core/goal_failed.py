"""A deed tried and failed, or negated (no deed done), or an answer the chatbot cannot give (:func:`cannot_tell`).

The chatbot reports its own attempt failed (``I was unable to get that booked``, ``Sorry, I couldn't get it booked``,
``No pude reservarla``, ``Não foi possível reservar``, ``Non sono riuscito a prenotarlo``, ``Je n'ai pas pu la
réserver``, ``Ich konnte ihn leider nicht reservieren``, ``Het is niet gelukt``, ``Maaf, gagal dipesan``, ``La commande
a échoué``); or it negates the deed itself (``The table was not booked``, ``The table isn't booked``, ``wurde nicht
gebucht``, ``n'a pas été réservée``: :mod:`user_sim.core.goal_negated`); or it only tried (``Tentei reservar``); or
every place is taken by others (``fully booked``, ``todas reservadas``; not rooms beside a table booked:
:func:`_other_kind`), or a place is (:func:`taken_away`: ``Leider ist der Tisch schon reserviert``, ``the room is
already taken``). The words of failure, negation and sold out are the tables of :mod:`user_sim.core.goal_no_words`. Read
on normalised text by :func:`user_sim.core.goal_done.is_done`, :func:`user_sim.core.goal_finding.finding` (no rescue by
a participle or a reference) and :func:`user_sim.core.goal_guard.may_ask` (never put to the model). Not a deed that
cannot be undone (``no se puede cancelar``, ``kann nicht storniert werden``, ``tidak bisa dibatalkan``): only a
failure of the attempt.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from user_sim.core.goal_conjunctions import BUT, either
from user_sim.core.goal_negated import negates
from user_sim.core.goal_no_words import (
    ALL_PLACES,
    ALREADY,
    BOOKED_UP,
    FAILED,
    OCCUPIED,
    PLACES,
    ROOMS,
    SORRY,
    TAKEN,
)
from user_sim.core.goal_unknown_words import CANNOT_TELL, DONT_KNOW
from user_sim.core.goal_you import WE, YOU
from user_sim.core.goals import normalise

_FAILED = re.compile(
    r"(?<!\w)(?:unable to|(?:could|was|were) ?n[o']?t (?:be )?(?:able to )?(?:get|book|reserv|order|complet|process"
    r"|regist|plac|schedul|confirm)\w*|did ?n[o']?t (?:manage|go through|work)"
    r"|no (?:pude|pudimos|se pudo|logre|logramos|conseguimos|consegui)|nao (?:consegui|conseguimos|foi possivel)"
    r"|non (?:sono|siamo) riuscit\w|non e stato possibile|non (?:ho|abbiamo) potuto|n'(?:ai|avons|a) pas pu"
    r"|pas reussi|konnte\w* (?:[\w-]+ ){0,4}nicht|hat (?:leider )?nicht geklappt|niet gelukt|lukte niet"
    r"|kon (?:[\w-]+ ){0,4}niet|tidak berhasil|nicht (?:geklappt|funktioniert)|non e andat[oa] a buon fine"
    r"|tried to|trying to|tentei|tentamos|tentando|intente|intentamos|intentando|mencoba|sedang mencoba"
    rf"|{FAILED}|{TAKEN})(?!\w)"
)
_WORDS = rf"(?:(?!(?:{either(BUT)})\s)(?:[^\s,;!?:—–]|:(?!\s))+\s+)"
_PLACE_TAKEN = rf"{PLACES}\s+{_WORDS}{{0,8}}?(?:{ALREADY}\s+)?"
_TAKEN_AWAY = re.compile(
    rf"(?<!\w)(?:(?:{SORRY})(?!\s+(?:for|about|por|pela|pelo|pour|du|fur|wegen|per|voor|atas|karena)(?!\w))\s*,?\s+"
    rf"{_WORDS}{{0,4}}?{_PLACE_TAKEN}(?:{BOOKED_UP})|{PLACES}\s+{_WORDS}{{0,8}}?(?:{SORRY})\s+(?:{ALREADY}\s+)?"
    rf"(?:{BOOKED_UP})|{_PLACE_TAKEN}(?:{OCCUPIED})(?!\s+care))(?!\w)"
)
"""A place taken by someone else: a regret before the place said booked, the place the subject right before the
participle (``Unfortunately the table for 4 on Friday is already booked``, ``Leider ist der Tisch … schon
reserviert``, ``Der Tisch … ist leider schon reserviert``; not ``Sorry, the system was slow — the table … is
booked``), or a place said taken (``the room … is already taken``, ``la mesa ya está ocupada``,
``der Termin ist vergeben``). Not a regret for another thing (``Sorry for the wait``) or in another clause
(``Unfortunately we have no parking, but your table … is booked``), nor yours, mine or now (:data:`_MINE`)."""
_YOURS = (
    r"your|yours|su|sus|tu|tus|seu|sua|seus|suas|teu|tua|votre|vos|ton|ta|ihr\w*|dein\w*|uw|je|jouw|anda|kamu|tuo"
    r"|tuoi|vostr\w*|suo|suoi"
)
_MINE = re.compile(
    rf"(?<!\w)(?:{_YOURS}|{either(YOU)}|lei|{either(WE)}|now|ahora|agora|maintenant|jetzt|nun|adesso|nu|sekarang)(?!\w)"
)
"""Yours, the chatbot's own or now: the place is held for the user (``your table is already booked``, ``ich habe
… schon reserviert``, ``the slot is now taken for you``)."""
_BY_OTHER = re.compile(
    r"(?<!\w)(?:by|por|von|da|par|door|oleh|pela|pelo)\s+(?:another|other|someone|somebody"
    r"|otr[oa]s?|alguien|outr[oa]s?|alguem|un autre|une autre|quelqu\w*|jemand\w*|ander\w*|altr[oaie]|qualcun\w*"
    r"|iemand|orang lain)(?!\w)"
)
"""Booked by another party (``the table … is now booked by another party``): no *now* makes it the user's."""
_YOURS_DONE = re.compile(
    rf"(?<!\w)(?:{_YOURS})\s+(?:[\w-]+\s+)?(?:{PLACES}|booking|reserva|reservation|reservierung|prenotazione"
    rf"|reservering|pemesanan)(?!\w).*?(?<!\w)(?:{BOOKED_UP}|confirm\w*|bestatigt|bevestigd|confermat\w)(?!\w)"
)
"""Another clause says the user's own place booked (``Your table … is confirmed; the terrace tables are all
taken``, ``Uw tafel … is gereserveerd; helaas is het terras al bezet``): the place taken is another. Not another
deed of the user's (``your deposit has been refunded``, ``your previous booking was cancelled``)."""

_SORRY = re.compile(rf"(?<!\w){SORRY}")
"""The regret itself, set aside before :data:`_MINE` is read (``I'm afraid`` is no *I*)."""


def taken_away(said: str) -> bool:
    """Normalised ``said`` says a place taken by someone else (:data:`_TAKEN_AWAY`), nothing of its clause yours or now.

    Not a place of another kind than one named outside it (``Tafel … geboekt; alle kamers zijn wel bezet``), nor
    beside another clause that says the user's deed done (:data:`_YOURS_DONE`).
    """
    for found in _TAKEN_AWAY.finditer(said):
        start = max(said.rfind(mark, 0, found.start()) for mark in ",;:.!?") + 1
        end = min([i for i in (said.find(mark, found.end()) for mark in ",;:.!?") if i >= 0] or [len(said)])
        kinds = {_is_room(m.group()) for m in _PLACE.finditer(said[: found.start()] + " " + said[found.end() :])}
        other = _PLACE.search(found.group()) is not None and kinds and _is_room(found.group()) not in kinds
        other = other or _YOURS_DONE.search(said[:start] + " ; " + said[end:]) is not None
        clause = said[start:end]
        mine = _MINE.search(_SORRY.sub(" ", clause)) is not None and _BY_OTHER.search(clause) is None
        if not mine and not other:
            return True
    return False


def failed(text: str, done: Callable[[str], bool] | None = None) -> bool:
    """The chatbot's attempt failed, a place is taken away, or the text negates a deed ``done`` would read."""
    said = _other_kind(normalise(text))
    if _FAILED.search(said) is not None or taken_away(said):
        return True
    return done is not None and negates(text, said, done)


_ALL_PLACES = re.compile(rf"(?<!\w){ALL_PLACES}(?!\w)")
_PLACE = re.compile(rf"(?<!\w){PLACES}(?!\w)")


def _other_kind(said: str) -> str:
    """``said`` without every place taken of another kind than a place it names besides: rooms beside a table.

    ``Your table for 4 on Friday is booked; after that all our rooms are booked for a wedding``: the rooms taken
    say nothing of the table (:data:`user_sim.core.goal_no_words.ROOMS`); ``Para 4 el viernes, todas las mesas
    están reservadas`` and ``Mesa para 4: todas las plazas están reservadas`` still fail.
    """
    kinds = {_is_room(m.group()) for m in _PLACE.finditer(_ALL_PLACES.sub(" ", said))}
    if not kinds:
        return said
    return _ALL_PLACES.sub(lambda m: " " if _is_room(m.group()) not in kinds else m.group(), said)


def _is_room(said: str) -> bool:
    """The first place ``said`` names is a room to stay in (``rooms``, ``chambres``, ``Zimmer``)."""
    place = _PLACE.search(said)
    return place is not None and re.fullmatch(ROOMS, place.group()) is not None


_CANNOT_TELL = re.compile(
    rf"(?<!\w)(?:{CANNOT_TELL}|{DONT_KNOW})(?:\W+[\w']+){{0,3}}?\W+"
    r"(?:whether|if|si|se|ob|of|apakah)(?!\w)"
)
"""The chatbot says it cannot tell whether (``Infelizmente não consigo confirmar por aqui se ela funciona com a
Alexa``, ``I can't confirm whether it works with Alexa``, ``no sé si``, ``je ne peux pas vous dire si``, ``ich kann
leider nicht sagen, ob``, ``non so se``, ``ik weet niet of``, ``saya tidak bisa memastikan apakah``): no answer."""


def cannot_tell(text: str) -> bool:
    """The text says the chatbot cannot tell whether the asked thing holds (see :data:`_CANNOT_TELL`)."""
    return _CANNOT_TELL.search(normalise(text)) is not None
