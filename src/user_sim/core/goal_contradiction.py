"""The contradiction guard: a drawn value taken from elsewhere in a reply must not be replaced in that reply.

When a part's value is not in the sentence that says the part is done — it is read from a sibling line of the
reply (:mod:`user_sim.core.goal_block`) or left to a model (:mod:`user_sim.core.goal_recall`) — nothing ties
*that* value to the done word. A reply that also gives another value of the same shape says the value may be
another one: ``Réservé ✅ - Dimanche, 14h00`` for a 15h30 show, ``Datum: zondag 21 april`` for the 14th, the first
delivery ``donderdag`` for a Wednesday, ``alleen maat M`` for size L. :func:`contradicted` finds, anywhere in the
reply (questions, negations and offers included):

* another **option** of the value's variable (what the profile allows: ``M`` for ``L``, ``6`` for ``8``);
* another value of its **shape**: a clock time, a date, a weekday, an amount with its unit
  (:mod:`user_sim.core.goal_other_value`; not the same hour twelve hours apart, nor the end of a range that starts
  at the drawn time: ``10:00-12:00``, ``van 10:00 tot 13:00``; nor the end of a range of dates that starts on the
  drawn date: ``7–14 de julio`` for a camp that starts on 7 July).

What is no other value: a **deadline**, **how early to come**, **how long a late user is waited for**, when to
**board**, the value after *instead of* (all set aside by :mod:`user_sim.core.goal_not_rival`);
a sentence that says another value was **cancelled, freed or replaced** (``De afspraak
op maandag is vervallen``, ``La date du 28 a été libérée``, ``… au lieu du 28``) and does not name the drawn one;
another **count option** that counts something else (``1× frikandel`` beside ``2× patat``, ``5 personen (2
volwassenen, 3 kinderen)``: :func:`user_sim.core.goal_counted.counts_another`, with the words the reply says after
the drawn count; ``1 pisang ijo`` beside ``2 es campur`` for *2 es campur dan 1 pisang ijo*, a number before another
drawn value) or an ordinal beside it (``C/ Alcalá 221, 3ºB`` for 4 menus); the parts of a count said with its
**breakdown** (``3 personas (2 generales + 1 infantil)``: :func:`user_sim.core.goal_sums.breaks_down`) or the parts of
a party that add up to it (``2 adulti + 1 bambino`` for 3: :func:`user_sim.core.goal_sums.sums_in`); the **packs** a
weight or volume is made of (``2 kg (2 buste da 1 kg)``: :func:`user_sim.core.goal_totals.without_packs`); a number
inside a decimal (``12,40 €`` holds no ``4``); the ``s`` of a contraction (``gibt's``, ``it's``: no size S).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from user_sim.core.goal_clockwords import RANGE_TO
from user_sim.core.goal_counted import counted_words, counts_another, without_ordinals
from user_sim.core.goal_not_rival import kept_of as _kept
from user_sim.core.goal_other_value import other_of_shape
from user_sim.core.goal_range_end import DATE, span
from user_sim.core.goal_sums import breaks_down, sums_in
from user_sim.core.goal_totals import without_packs
from user_sim.core.goal_values import canonical, states
from user_sim.core.goals import format_value, normalise

CANCELLED_DEED = (
    r"cancell?ed|cancelad[oa]s?|anulad[oa]s?|annulee?s?|storniert|abgesagt|annullat[oaie]|cancellat[oaie]"
    r"|desmarcad[oa]s?|geannuleerd|afgezegd|dibatalkan|batal"
)
"""Cancelled, the deed undone (normalised): ``cancelled``, ``cancelada``, ``annulée``, ``storniert``, ``abgesagt``,
``annullato``, ``geannuleerd``, ``dibatalkan``; not freed or removed, which also end a hold or take a thing away."""
CANCELLED = re.compile(
    rf"(?<!\w)(?:{CANCELLED_DEED}|released|freed|removed|voided|liberad[oa]s?|liberee?s?|supprimee?s?|geloscht"
    r"|freigegeben|entfernt|aufgehoben|liberat[oaie]|eliminat[oaie]|vervallen|geschrapt|vrijgegeven|verwijderd"
    r"|dihapus)(?!\w)"
)
"""A sentence that says something was cancelled, freed or removed (eight languages, normalised)."""
UNDOING = re.compile(
    r"(?<!\w)(?:cancel\w*|call off|anul\w*|annul\w*|storn\w*|absag\w*|sag\w* (?:\w+ ){0,4}ab|disdi\w*|disdett\w*"
    r"|desmarc\w*|afzeg\w*|zeg\w* (?:\w+ ){0,4}af|batal\w*|dibatal\w*|unsubscri\w*|terminat\w*|kundig\w*)(?!\w)"
)
"""A goal that itself undoes (normalised): *cancel*, *anula*, *annule*, *storniere*, *sag … ab*, *disdici*, *zeg …
af*, *batalkan*, *unsubscribe*, *kündige*: a cancelled thing is its deed done."""


def contradicted(
    name: str, value: str, reply: Sequence[str], options: Mapping[str, tuple[str, ...]], drawn: Iterable[str] = ()
) -> bool:
    """``reply`` gives another value of the shape of ``value`` (variable ``name``).

    ``drawn``: the other values drawn with it (of its variable or of its part: the end of a stay is no other start).
    """
    wanted = {value, *drawn}
    said = canonical(format_value(value))
    raw = [without_packs(s, said) for s in reply if states(s, value) or not CANCELLED.search(normalise(s))]
    kept = [_kept(s, said) for s in raw]
    text = _range_ends_aside(canonical("\n".join(kept)), said)
    others = {canonical(format_value(v)) for v in wanted} - {said}
    text = _without(text, others)  # "vom 12.05. bis 19.05.": the drawn end date replaces no start date
    # "3 personas (2 generales + 1 infantil)"; "2 adulti + 1 bambino" for 3: a party's parts
    counting = [s for s in raw if not breaks_down(s, value) and not sums_in(s, value, _PERSONS)]
    if _other_option(name, said, counting, options, wanted, others):
        return True
    return other_of_shape(said, text)


_PERSONS = ("persons",)
"""What a party's parts count (:func:`user_sim.core.goal_sums.sums_in` takes adults and children as persons)."""


def _other_option(
    name: str, said: str, raw: Sequence[str], options: Mapping[str, tuple[str, ...]], wanted: set[str], drawn: set[str]
) -> bool:
    """A sentence of ``raw`` names another option of ``name``, not as a count of something else.

    Read sentence by sentence: in ``actually make it 20`` the 20 ends its sentence, so it is said bare. Beside a
    count of something an ordinal counts nothing (``C/ Alcalá 221, 3ºB``; read before ``º`` is normalised away).
    """
    counted = counted_words(canonical(" ".join(_kept(s) for s in raw)), {name: (said,)}).get(name, ())
    kept = [_kept(without_ordinals(s) if counted else s) for s in raw]
    ends = [_range_ends_aside(canonical(s), said) for s in kept]  # "7–14 de julio" for a start on the 7th
    rests = [_without(_without(s, drawn), {said}) for s in ends]  # "keju" in "cokelat keju": no other
    for option in (o for o in options.get(name, ()) if o not in wanted):
        number = canonical(format_value(option))
        needle = _whole(number)
        said_bare = [r for r, e in zip(rests, ends, strict=True) if not _counts_drawn(e, number, drawn)]
        if any(re.search(needle, r) and not counts_another(r, option, counted) for r in said_bare):
            return True
    return False


def _counts_drawn(text: str, number: str, drawn: set[str]) -> bool:
    """Each ``number`` in canonical ``text`` counts another drawn value of the part: a count of something else.

    ``2 es campur sudah masuk`` … ``1 pisang ijo sudah aku tambahkan`` for *2 es campur dan 1 pisang ijo*: the 1
    counts the drawn ``pisang ijo``, it is no other count of the es campur.
    """
    words = sorted((d for d in drawn if re.search(r"[^\W\d_]{3}", d)), key=len, reverse=True)
    if not number.isdigit() or not words:
        return False
    alone = rf"(?<![\w.,:-]){number}(?![\w:]|[.,-]\d)"
    counting = alone + r"\s+(?:" + "|".join(re.escape(w) for w in words) + r")(?!\w)"
    return len(re.findall(alone, text)) == len(re.findall(counting, text)) > 0


def _range_ends_aside(text: str, said: str) -> str:
    """Canonical ``text`` without the end of each range of dates that starts on the drawn date ``said``.

    ``07-07 – 07-14`` for ``07-07``: a range from the drawn date goes on to another day, which replaces nothing.
    """
    if re.fullmatch(DATE, said) is None:
        return text
    return re.sub(span(said, DATE, RANGE_TO), f" {said} ", text)


def _without(text: str, needles: set[str]) -> str:
    """``text`` without the drawn ``needles``, also as a label (``Voor jouw les op dinsdag: wil je om 19:00 …``)."""
    for needle in sorted(needles, key=len, reverse=True):
        text = re.sub(_whole(needle, label=True), " ", text) if needle else text
    return text


def _whole(needle: str, label: bool = False) -> str:
    """``needle`` as whole words of a canonical text (as :func:`user_sim.core.goal_values.states` matches).

    With ``label``, also before a label's colon (``dinsdag:``), never a clock time's (``10:30`` is no ``10``).
    """
    after = r":\d" if label else ":"
    return rf"(?<![\w:-])(?<!\w')(?<!\d[.,]){re.escape(needle)}(?!\w|{after}|-\d|[.,]\d)" if needle else r"(?!x)x"
