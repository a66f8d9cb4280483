"""A drawn date said only as the end of a range, or only as the day a booking was moved from: not the date asked.

:func:`ends_only` reads a proof (for :mod:`user_sim.core.goal_proof`): ``Done, room booked 03/03 to 10/03`` for
an arrival on 10 March, ``Habitación reservada del 03/03 al 10/03``, ``Zimmer gebucht vom 03.03. bis 10.03.``: the
stay starts on the 3rd. Not when the goal names the end (``until``, ``check-out``, ``hasta``, ``bis``, ``Abreise``,
``jusqu'au``, ``fino al``, ``até``, ``tot``, ``sampai``), nor when the part draws two dates (the range is theirs).
:func:`moved_from` reads a move from one date to another as no range (``La prenotazione è stata spostata dal 12 al 13
luglio``, ``moved from July 12 to July 13``, ``trasladada del 12 al 13``, ``déplacée du 12 au 13``): the booking is on
the second date only; not when the goal itself moves something (its first date is then the one asked). A word of
moving is read only in the clause of the span it explains (:func:`_clauses`: ``Room booked from July 12 to July 14
(we moved the old hold)`` still books the 12th).
"""

from __future__ import annotations

import re

from user_sim.core.goal_clockwords import RANGE_END
from user_sim.core.goal_conjunctions import AND, BUT, DASH, SO, SPACED_DASH, UNTIL, either
from user_sim.core.goal_dates import SHORT_DAY_RE
from user_sim.core.goal_move_words import MOVE_FORMS, MOVED_ENGLISH, MOVED_FRENCH, MOVED_GERMANIC, SERVICE_ROOTS
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_perfect import is_perfect
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_spoken import DAYS_FROM, MOVED_TO, THE_DAY
from user_sim.core.goal_values import canonical
from user_sim.core.goal_wording import ARTICLES
from user_sim.core.goal_you import PORTUGUESE_IT
from user_sim.core.goals import format_value, normalise

_END = re.compile(
    rf"(?<!\w)(?:{either(UNTIL)}|departure|depart|departing|leav(?:e|es|ing)|check-?out|end|ends|ending|salida|abreise|abfahrt|partenza"
    r"|saida|vertrek|vertrekdatum|uitcheck\w*|keberangkatan)(?!\w)"
)
"""The goal names the end of the stay or span: its date may be a range's end."""
DATE = r"\d\d-\d\d"
"""A canonical date (``03-10`` for 10 March)."""


def span(first: str, last: str, joiner: str) -> str:
    """A range of canonical dates from ``first`` to ``last`` (``03-03 to 03-10``, ``07-07 – sat 07-14``)."""
    return rf"(?<![\w:-]){first}(?:{joiner})(?:(?:{SHORT_DAY_RE})\.?,?\s+)?{last}(?![\d:-])"


def ends_only(part: GoalPart, proof: str) -> bool:
    """The part's one drawn date is said in ``proof`` only as the end of a range (module docstring)."""
    dates = [canonical(format_value(v)) for v in part.value_texts]
    dates = [d for d in dates if re.fullmatch(DATE, d)]
    if len(dates) != 1 or _END.search(normalise(part.text)):
        return False
    said, text = dates[0], canonical(proof)
    whole = rf"(?<![\w:-]){said}(?![\d:-])"
    end = span(DATE, said, rf"{RANGE_END}{THE_DAY}")
    if any(re.search(_FROM + span(DATE, said, _MOVED_TO), clause) for clause in _moved_clauses(proof)):
        return False  # "spostata dal 12 al 13 luglio": the 13th is where the booking was moved, no range's end
    return re.search(whole, text) is not None and re.search(whole, re.sub(end, " ", text)) is None


_MOVED = re.compile(
    rf"(?<!\w)(?:{either(MOVED_ENGLISH, MOVED_GERMANIC)}|shifted|postponed|movid[oa]s?|movi|movemos|trasladad[oa]s?"
    rf"|traslade|{either(SERVICE_ROOTS)}(?:ad[oa]s?|at\w)|cambie|(?<!a )(?<!el )(?<!un )(?<!de )(?<!del )cambio|movio"
    r"|transferid[oa]s?|mudad[oa]s?|mudei|mudou|mudamos"
    rf"|{either(tuple(normalise(root) for root in MOVED_FRENCH))}ee?s?|verlegt|anticipat\w|posticipat\w"
    r"|dipindah(?:kan)?|digeser|diundur|dimajukan)(?!\w)"
)
"""A move from one day to another (normalised): ``moved``, ``trasladada``, ``se cambió`` (not the noun ``el cambio``,
``casa de cambio``), ``déplacée``, ``verschoben``, ``spostata``, ``verzet``, ``dipindah``; the English, French, Germanic
participles and the service roots (``spostata``, ``cambiado``, ``remarcada``) goal_move_words'."""
_MOVE = re.compile(rf"{_MOVED.pattern}|(?<!\w)(?:{MOVE_FORMS})(?!\w)")
"""A goal that moves something itself (``Sposta la prenotazione del 12 luglio``): its date is the day moved from.
The verb's own forms (:data:`user_sim.core.goal_move_words.MOVE_FORMS`), not a word that begins like one."""
_MOVED_TO = (
    rf"(?:(?:\s+{DASH}(?:\s+[\w',]+){{0,3}}?\s+|{RANGE_END}"
    rf"|\s+(?:{MOVED_TO})\s+|\s+all'\s*){THE_DAY})"
)
"""What joins the day moved from (after a word of *from*: ``dal``, ``from``, ``du``, ``vom``, ``dari``, ``van``) to
the day moved to: a range's joiner (``dal … al``), ``auf``, ``ke``, ``naar``, a spaced dash and up to three words
(``vom 12.07. – auf den 13.07.``, ``from July 12 — now on July 13``); not a stay rebooked (``umgebucht:
21.–23.``)."""

_FROM = rf"(?<!\w)(?:{DAYS_FROM})\s+(?:{either(tuple(ARTICLES), PORTUGUESE_IT)}\s+)?{THE_DAY}"
"""A word of *from* before the day moved from (``dal``, ``from the``, ``do dia``, ``desde o dia``, ``desde el``,
``vom``), maybe an article (goal_wording.ARTICLES, goal_you.PORTUGUESE_IT) and a word of *day* (goal_spoken)."""


def moved_from(part: GoalPart, proof: str) -> bool:
    """The part's one drawn date is said in ``proof`` only as the day a move starts from (module docstring)."""
    dates = [canonical(format_value(v)) for v in part.value_texts]
    dates = [d for d in dates if re.fullmatch(DATE, d)]
    moved = _moved_clauses(proof)
    if len(dates) != 1 or _MOVE.search(normalise(part.text)) or not moved:
        return False
    said = dates[0]
    whole = rf"(?<![\w:-]){said}(?![\d:-])"
    start = _FROM + span(said, DATE, _MOVED_TO)
    rest = [canonical(c) for c in _clauses(proof) if not _MOVED.search(normalise(c))]
    left = [*rest, *(re.sub(start, " ", c) for c in moved)]  # "… (we moved the old hold)": no move of this span
    return any(re.search(start, c) for c in moved) and not any(re.search(whole, c) for c in left)


_CUT = re.compile(rf"[;()\[\]]|{SPACED_DASH}(?!(?:[\w,]+\s+){{0,3}}\d)|,\s+(?={either(AND, BUT, SO)}\s)", re.I)
"""Where a clause ends inside a sentence: goal_withheld's cut at a spaced dash (not one a date follows within three
words, the end of a span: ``July 12 – July 13``, ``du 12 juillet – au samedi 13``, ``from July 12 – to Saturday, July
13``), a semicolon, a bracket, a comma before *and*, *but* or *so* (``Booked from July 12 to July 14
(we moved the old hold)``, ``Your booking is now July 13 — we moved the old hold``: the hold was moved)."""


def _clauses(proof: str) -> list[str]:
    """The clauses of ``proof``: its sentences cut at :data:`_CUT`.

    A clause saying a move (:data:`_MOVED`) that names no date runs on through its sentence: the span it moves
    follows (``rescheduled (from July 12 to July 13)``, ``moved; it now goes from July 12 to July 13``); it stops at a
    clause with a deed of its own done (``We moved the old hold; your table is booked from July 12 to July 14``).
    """
    out: list[str] = []
    for sentence in sentences(proof):
        cut = [c for c in _CUT.split(sentence) if c.strip()]
        while cut:
            clause = cut.pop(0)
            if _MOVED.search(normalise(clause)) and re.search(DATE, canonical(clause)) is None:
                while cut and not _own_deed(cut[0]):
                    clause = f"{clause} {cut.pop(0)}"
            out.append(clause)
    return out


def _own_deed(clause: str) -> bool:
    """``clause`` says a deed of its own done, no move (``your table is booked from July 12 to July 14``)."""
    return is_perfect(clause) and _MOVED.search(normalise(clause)) is None


def _moved_clauses(proof: str) -> list[str]:
    """The clauses of ``proof`` that say a move (:data:`_MOVED`), canonical: the span it explains is in its clause."""
    if not _MOVED.search(normalise(proof)):
        return []
    return [canonical(c) for c in _clauses(proof) if _MOVED.search(normalise(c))]
