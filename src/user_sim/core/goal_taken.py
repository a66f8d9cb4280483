"""A place taken by someone else: no deed of the user's, though a word of booking is said (:func:`taken_away`).

A regret before the place said booked, the place the subject right before the participle (``Unfortunately the table
for 4 on Friday is already booked``, ``Leider ist der Tisch schon reserviert``), or a place said taken (``the room is
already taken``, ``la mesa ya está ocupada``, ``der Termin ist vergeben``). Not a place held for the user (``your
table is already booked``, ``ich habe … schon reserviert``), nor one of another kind than a place named outside it
(:func:`is_room`), nor beside another clause that says the user's own place booked. The words of regret, places and
taken are the tables of :mod:`user_sim.core.goal_no_words`. Read on normalised text by
:func:`user_sim.core.goal_failed.failed`, which also reads :data:`PLACE` and :func:`is_room` (rooms beside a table).
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import BUT, either
from user_sim.core.goal_no_words import ALREADY, BOOKED_UP, OCCUPIED, PLACES, ROOMS, SORRY
from user_sim.core.goal_you import WE, YOU, YOUR

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
_MINE = re.compile(
    rf"(?<!\w)(?:{YOUR}|{either(YOU)}|lei|{either(WE)}|now|ahora|agora|maintenant|jetzt|nun|adesso|nu|sekarang)(?!\w)"
)
"""Yours, the chatbot's own or now: the place is held for the user (``your table is already booked``, ``ich habe
… schon reserviert``, ``the slot is now taken for you``)."""
_SOMEONE = r"someone|somebody|alguien|alguem|quelqu'?\w*|jemand\w*|qualcun\w*|iemand|orang lain"
"""Someone, another person (normalised): the part of :data:`_OTHERS` that books on its own (:data:`_SOMEONE_TOOK`)."""
_OTHERS = rf"another|other|otr[oa]s?|outr[oa]s?|un autre|une autre|ander\w*|altr[oaie]|{_SOMEONE}"
_BY_OTHER = re.compile(rf"(?<!\w)(?:by|por|von|da|par|door|oleh|pela|pelo)\s+(?:{_OTHERS})(?!\w)")
"""Booked by another party (``the table … is now booked by another party``): no *now* makes it the user's."""
_FUTURE = r"(?:will|sara|sera|wird|zal|akan|va|vai|ira)"
"""A future after *someone* (``Someone will be booked in to help``, ``Qualcuno sarà prenotato``): no place taken."""
_TOOK = rf"{BOOKED_UP}|took|reservo|reservou|genomen|genommen"
_SOMEONE_TOOK = re.compile(
    rf"(?<!\w)(?:(?:{_SOMEONE})\s+(?!{_FUTURE}\s){_WORDS}{{0,3}}?(?:{_TOOK})|(?:{_TOOK})\s+{_WORDS}{{0,1}}?(?:{_SOMEONE})"
    r"|(?:sudah|telah|udah) ada yang (?:booking|book|pesan|ambil|reservasi))(?!\w)"
)
"""A place someone else booked, no place named (``someone has already booked it``, ``ya lo reservó alguien``,
``quelqu'un l'a déjà réservé``, ``da hat schon jemand gebucht``, ``alguém já reservou``, ``sudah ada yang
booking``); read like :data:`_TAKEN_AWAY`, so not ``someone from our team has booked your table``."""
_YOURS_DONE = re.compile(
    rf"(?<!\w)(?:{YOUR})\s+(?:[\w-]+\s+)?(?:{PLACES}|booking|reserva|reservation|reservierung|prenotazione"
    rf"|reservering|pemesanan)(?!\w).*?(?<!\w)(?:{BOOKED_UP}|confirm\w*|bestatigt|bevestigd|confermat\w)(?!\w)"
)
"""Another clause says the user's own place booked (``Your table … is confirmed; the terrace tables are all
taken``, ``Uw tafel … is gereserveerd; helaas is het terras al bezet``): the place taken is another. Not another
deed of the user's (``your deposit has been refunded``, ``your previous booking was cancelled``)."""

_SORRY = re.compile(rf"(?<!\w){SORRY}")
"""The regret itself, set aside before :data:`_MINE` is read (``I'm afraid`` is no *I*)."""
PLACE = re.compile(rf"(?<!\w){PLACES}(?!\w)")
"""A place named (:data:`user_sim.core.goal_no_words.PLACES`): a table, a room, a slot."""


def is_room(said: str) -> bool:
    """The first place ``said`` names is a room to stay in (``rooms``, ``chambres``, ``Zimmer``)."""
    place = PLACE.search(said)
    return place is not None and re.fullmatch(ROOMS, place.group()) is not None


def taken_away(said: str) -> bool:
    """Normalised ``said`` says a place taken by someone else (:data:`_TAKEN_AWAY`), nothing of its clause yours or now.

    Not a place of another kind than one named outside it (``Tafel … geboekt; alle kamers zijn wel bezet``), nor
    beside another clause that says the user's deed done (:data:`_YOURS_DONE`).
    """
    for found in [*_TAKEN_AWAY.finditer(said), *_SOMEONE_TOOK.finditer(said)]:
        start = max(said.rfind(mark, 0, found.start()) for mark in ",;:.!?") + 1
        end = min([i for i in (said.find(mark, found.end()) for mark in ",;:.!?") if i >= 0] or [len(said)])
        kinds = {is_room(m.group()) for m in PLACE.finditer(said[: found.start()] + " " + said[found.end() :])}
        other = PLACE.search(found.group()) is not None and kinds and is_room(found.group()) not in kinds
        other = other or _YOURS_DONE.search(said[:start] + " ; " + said[end:]) is not None
        clause = said[start:end]
        mine = _MINE.search(_SORRY.sub(" ", clause)) is not None and _BY_OTHER.search(clause) is None
        if not mine and not other:
            return True
    return False
