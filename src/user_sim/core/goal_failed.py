"""A deed tried and failed, or negated (no deed done), or an answer the chatbot cannot give (:func:`cannot_tell`).

The chatbot reports its own attempt failed (``I was unable to get that booked``, ``Sorry, I couldn't get it booked``,
``No pude reservarla``, ``Não foi possível reservar``, ``Non sono riuscito a prenotarlo``, ``Je n'ai pas pu la
réserver``, ``Ich konnte ihn leider nicht reservieren``, ``Het is niet gelukt``, ``Maaf, gagal dipesan``, ``La
commande a échoué``); or it negates the deed itself (``The table was not booked``, ``The table isn't booked``, ``wurde
nicht gebucht``, ``n'a pas été réservée``: :mod:`user_sim.core.goal_negated`); or it only tried (``Tentei reservar``);
or every place is taken by others (``fully booked``, ``todas reservadas``; not rooms beside a table booked:
:func:`_other_kind`), or a place is (:func:`user_sim.core.goal_taken.taken_away`: ``Leider ist der Tisch schon
reserviert``, ``the room is already taken``). The words of failure, negation and sold out are the tables of
:mod:`user_sim.core.goal_no_words`. Read on normalised text by :func:`user_sim.core.goal_done.is_done`,
:func:`user_sim.core.goal_finding.finding` (no rescue by a participle or a reference) and
:func:`user_sim.core.goal_guard.may_ask` (never put to the model). Not a deed that cannot be undone (``no se puede
cancelar``, ``kann nicht storniert werden``, ``tidak bisa dibatalkan``): only a failure of the attempt.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from user_sim.core.goal_conjunctions import WHETHER, either
from user_sim.core.goal_held import IN_YOUR_NAME
from user_sim.core.goal_negated import negates
from user_sim.core.goal_no_words import ALL_PLACES, FAILED, FOR_HOW_MANY, PLACES, TAKEN
from user_sim.core.goal_numbers import number_of
from user_sim.core.goal_taken import PLACE, is_room, taken_away
from user_sim.core.goal_unknown_words import CANNOT_TELL, DONT_KNOW
from user_sim.core.goal_you import FOR_YOU
from user_sim.core.goals import normalise

_TRIED = (
    r"tried to|trying to|tentei|tentamos|tentando|intente|intentamos|intentando|mencoba|sedang mencoba"
    r"|(?:tentad[oa]|intentad[oa]) \w+(?:ar|er|ir)(?:l[oae]s?)?|tratado de|trate de"
    r"|(?:essaye|essayons|tente) (?:de|d'\w+)"
    r"|(?:provato|tentato|cercato|provando) (?:a|di|ad)|(?:versucht|versuchte\w*|probiert)\W+(?:[\w-]+\W+){0,8}?zu"
    r"|(?:geprobeerd|probeerde\w*)\W+(?:[\w-]+\W+){0,8}?te"
)
"""Only tried, in the eight languages (normalised), with what was tried after it: ``He intentado reservar``, ``J'ai
essayé de réserver``, ``Ho provato a prenotare``, ``Ich habe versucht, … zu reservieren``, ``Ik heb geprobeerd … te
reserveren``, ``Tentei``, ``mencoba``; not a bare ``He intentado varias opciones y le he reservado …``."""
_FAILED = re.compile(
    r"(?<!\w)(?:unable to|(?:could|was|were) ?n[o']?t (?:be )?(?:able to )?(?:get|book|reserv|order|complet|process"
    r"|regist|plac|schedul|confirm)\w*|did ?n[o']?t (?:manage|go through|work)"
    r"|no (?:pude|pudimos|se pudo|logre|logramos|conseguimos|consegui)|nao (?:consegui|conseguimos|foi possivel)"
    r"|non (?:sono|siamo) riuscit\w|non e stato possibile|non (?:ho|abbiamo) potuto|n'(?:ai|avons|a) pas pu"
    r"|pas reussi|konnte\w* (?:[\w-]+ ){0,4}nicht|hat (?:leider )?nicht geklappt|niet gelukt|lukte niet"
    r"|kon (?:[\w-]+ ){0,4}niet|tidak berhasil|nicht (?:geklappt|funktioniert)|non e andat[oa] a buon fine"
    rf"|{_TRIED}|{FAILED}|{TAKEN})(?!\w)"
)


def failed(text: str, done: Callable[[str], bool] | None = None) -> bool:
    """The chatbot's attempt failed, a place is taken away, or the text negates a deed ``done`` would read."""
    said = _theirs(_other_kind(counted(normalise(text))))
    if _FAILED.search(said) is not None or taken_away(said):
        return True
    return done is not None and negates(text, said, done)


_ALL_PLACES = re.compile(rf"(?<!\w){ALL_PLACES}(?!\w)")
_FOR_WORD = re.compile(rf"(?<!\w)({FOR_HOW_MANY}\s+)([^\W\d_]+)(?!\w)")


def counted(said: str) -> str:
    """Normalised ``said`` with a count said in words after *for* as its digits (``all our tables for four``)."""
    return _FOR_WORD.sub(lambda m: m[0] if (n := number_of(m[2])) is None else f"{m[1]}{n}", said)


def _other_kind(said: str) -> str:
    """``said`` without every place taken of another kind than a place it names besides: rooms beside a table.

    ``Your table for 4 on Friday is booked; after that all our rooms are booked for a wedding``: the rooms taken
    say nothing of the table (:data:`user_sim.core.goal_no_words.ROOMS`); ``Para 4 el viernes, todas las mesas
    están reservadas`` and ``Mesa para 4: todas las plazas están reservadas`` still fail.
    """
    kinds = {is_room(m.group()) for m in PLACE.finditer(_ALL_PLACES.sub(" ", said))}
    if not kinds:
        return said
    return _ALL_PLACES.sub(lambda m: " " if is_room(m.group()) not in kinds else m.group(), said)


_YOURS = re.compile(rf"\s+(?:{IN_YOUR_NAME}|atas nama|{FOR_YOU})(?!\w)")
_PLACE_COUNT = re.compile(rf"(?<!\w)(?:{PLACES})\s+{FOR_HOW_MANY}\s+(\d+)(?!\d)")  # a table for 4: not at 8


def _theirs(said: str) -> str:
    """``said`` without a place taken that is the user's own or of another count than the user's (review 23).

    ``All seats for 4 on Friday are booked in your name``: yours. ``I booked you a table for 4 on Friday; all tables
    for 6 are already booked``: another party's count. ``Every table for 4 on Friday is already booked`` still fails.
    """
    return _ALL_PLACES.sub(lambda m: m.group() if _others(said, m) else " ", said)


def taken_by_others(said: str) -> list[str]:
    """Each place taken in ``said`` (normalised) that is not the user's own nor of another count (:func:`_theirs`)."""
    return [m.group() for m in _ALL_PLACES.finditer(said) if _others(said, m)]


def _others(said: str, m: re.Match[str]) -> bool:
    if _YOURS.match(said, m.end()):
        return False
    own, rest = set(re.findall(r"\d+", m.group())), said[: m.start()] + " " + said[m.end() :]
    others = set(_PLACE_COUNT.findall(rest))
    return not (own and others and not own & others)


_CANNOT_TELL = re.compile(
    rf"(?<!\w)(?:{CANNOT_TELL}|{DONT_KNOW})(?:\W+[\w']+){{0,3}}?\W+"
    rf"{either(WHETHER)}(?!\w)"
)
"""The chatbot says it cannot tell whether (``Infelizmente não consigo confirmar por aqui se ela funciona com a
Alexa``, ``I can't confirm whether it works with Alexa``, ``no sé si``, ``je ne peux pas vous dire si``, ``ich kann
leider nicht sagen, ob``, ``non so se``, ``ik weet niet of``, ``saya tidak bisa memastikan apakah``): no answer."""


def cannot_tell(text: str) -> bool:
    """The text says the chatbot cannot tell whether the asked thing holds (see :data:`_CANNOT_TELL`)."""
    return _CANNOT_TELL.search(normalise(text)) is not None
