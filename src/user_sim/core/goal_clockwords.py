"""The words that open a clock time or a time slot, in the eight languages (normalised): one table, read by all.

Grouped by what they say of the time after them; a reader takes the groups it needs with :func:`time_words`, and
says which and why (a group left out, a word taken out with ``without``, an extra of its own), never writing a
second list:

* :data:`AT` — a point in time: ``at 10``, ``a las 10``, ``às 10h`` (``as``), ``à 10h`` (``a``), ``um 10``, ``om
  10``, ``alle 10``, ``ore 10``, ``jam 10``, ``pukul 10``;
* :data:`FROM` — a start that can be nothing else: ``from``, ``ab``, ``vanaf``, ``desde``, ``dès`` (``des``),
  ``dalle``, ``mulai``, ``dari``;
* :data:`FROM_OF` — a start that is also *of* or an article: ``de 9 a 11``, ``das 9 às 11``, ``du 9 au 11``, ``van
  9 tot 11``, ``von 9 bis 11``, ``vom`` — but ``un precio de 12.50``, ``een korting van 19.50``;
* :data:`BETWEEN` — a slot: ``between``, ``entre``, ``zwischen``, ``tussen``, ``tra``, ``fra``, ``antara``;
* :data:`UNTIL` — an end: ``until``, ``till``, ``bis``, ``tot``, ``hasta``, ``até``, ``jusqu'à``, ``fino a``,
  ``sampai``, ``s/d``, ``hingga`` (:data:`user_sim.core.goal_conjunctions.UNTIL`);
* :data:`AROUND` — a time near: ``around``, ``vers``, ``verso``, ``rond``, ``gegen``.

And what joins the two members of a range (of days, hours, counts): :data:`RANGE_TO` — a dash or an arrow, a word
of :data:`UNTIL`, :data:`TO`, :data:`INCLUDING` (``tot en met``, ``bis einschließlich``: the last day in) or
:data:`AND` (``zwischen 9 und 11``), Italian elided ``all'11``; :data:`RANGE_END`, the same without :data:`AND`
(``fri 8 and sun 10/8`` are two days, not a range).

Each group's words are written by spaces (``_`` joins the words of one: ``a_la``); :data:`UNTIL` and :data:`AND` are
:mod:`user_sim.core.goal_conjunctions`' tables (regular-expression alternatives, taken as they are).
"""

from __future__ import annotations

import re

from user_sim.core import goal_conjunctions

AT = "at a_las a_la a as um om alle ore jam pukul"
FROM = "from ab vanaf desde des dalle mulai dari"
FROM_OF = "de das dos du van von vom"
BETWEEN = "between entre zwischen tussen tra fra antara"
UNTIL = goal_conjunctions.UNTIL
AROUND = "around vers verso rond gegen"
TO_ONE = "to au a al"
"""*To* in one short word (English, French, Spanish, Italian, Portuguese ``a``): what goal_halves reads before a value
that trails a phrase (``… para a {{cidade}}``)."""
TO = f"{TO_ONE} through alle as ao t/m"
"""*To* at a span's end (``alle``, ``t/m``; Portuguese ``as``, ``ao``: ``do dia 3 ao dia 10``)."""
INCLUDING = "up_to_and_including bis_einschliesslich bis_einschl. bis_inklusive bis_inkl. hasta_el"
"""The last day in; ``tot en met``, ``sampai dengan``, ``jusqu'au``, ``fino al`` are :data:`UNTIL`'s."""
AND = goal_conjunctions.AND


def time_words(*groups: str | tuple[str, ...], without: str = "") -> str:
    """The words of ``groups`` (and of a reader's extras, written alike) as a regex alternation, longest first.

    ``time_words(AT, FROM, without="ore")`` → ``a las|vanaf|…|at|a``; a word of ``without`` is left out. A group
    that is a tuple is already written as alternatives (:mod:`user_sim.core.goal_conjunctions`).
    """
    dropped = set(without.split())
    words = {
        w if isinstance(group, tuple) else re.escape(w).replace("_", " ")
        for group in groups
        for w in (group if isinstance(group, tuple) else group.split())
        if w not in dropped
    }
    return "|".join(sorted(words, key=lambda w: (-len(w), w)))


_JOINED = rf"\s*(?:{goal_conjunctions.either(goal_conjunctions.ARROWS)}|{goal_conjunctions.DASH})\s*|\s+all'"
RANGE_END = rf"(?:{_JOINED}|\s+(?:{time_words(UNTIL, TO, INCLUDING)})\s+)"
RANGE_TO = rf"(?:{_JOINED}|\s+(?:{time_words(UNTIL, TO, INCLUDING, AND)})\s+)"
