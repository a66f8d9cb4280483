"""The words of moving a booking to another day: one table, read by every reader of a move.

:data:`MOVE_FORMS` lists a moving verb's own forms (root and endings), not a word that begins like one (``movie``,
``airport transfer``, ``report``, ``mud``, ``decal``, ``cambio``, ``traslado``, ``anticipo``, ``déplacement``);
a Romance form may carry one or two clitics (``spostala``, ``cámbiemela``, ``cambiármelo``, ``spostarmela``).
Named subsets: :data:`SERVICE_ROOTS` (participles of a service verb, goal_deeds and goal_range_end),
:data:`MOVED_GERMANIC`, :data:`MOVED_ENGLISH`, :data:`MOVED_FRENCH` (moved, said done: goal_deeds and goal_range_end)
and :data:`REBOOK` (a rebooking named in a policy: goal_not_rival).
"""

from __future__ import annotations

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_you import GLIE, IT, OF_IT, SE, TO_YOU

SERVICE_ROOTS = ("spost", "cambi", "remarc")
"""Roots whose participles (``spostata``, ``cambiado``, ``remarcada``) say a service done (goal_deeds)."""
_ROMANCE = {
    "spost": "are|ar|a|i|iamo|ate|ano|ino|ando",
    "cambi": "ar|are|a|as|e|en|an|amos|emos|amo|ate|ano|ino|ando",
    "remarc": "ar|a|as|an|am|amos|ando",
    "remarqu": "e|em|emos",
    "traslad": "ar|a|as|e|en|an|amos|emos|ando",
    "anticip": "ar|are|a|as|an|am|e|en|em|ate|ano|ino|amos|emos|iamo|ando",
    "posticip": "are|ar|a|i|iamo|ate|ano|ino|ando",
    "mud": "ar|a|e|em|am|an|amos|emos|ando",
    "mov": "er|emos|a|am|amos|endo",
    "muev": "e|a|an|en",
    "transfer": "ir|e|em|imos",
    "transfir": "a|am",
    "transfier": "a|an|e|en",
}
"""Romance roots of moving and the endings of their infinitive, present and imperative (no ``-o``: ``cambio``)."""
_CLITIC = rf"{either(TO_YOU, SE, GLIE)}?{either(IT, OF_IT)}?"
"""One or two clitics after a Romance form (``spostala``, ``cámbiemela``, ``spostarmela``, ``muévelo``,
``spostiamoglielo``, ``spostarne``): goal_you's *to you*, ``se``, ``glie``, then its *it*, *them* or *of it*."""
REBOOK = ("umbuchen", "umbuchung", "omboeken", "ubah")
"""A rebooking named as a thing or an act (``Umbuchung bis 18:00``, ``omboeken kan tot``): goal_not_rival's policy."""
_OTHERS = (
    *REBOOK,
    "move|moves|moving|reschedul(?:e|es|ing)|change|postpone|shift|transfer(?:s|ring)?(?=\\s+(?:my|the|our|your|it|this"
    "|that|these|those|both|all|his|her|their)(?!\\w))",
    "deplac(?:er|e|ez|ons)|decal(?:er|e|ez|ons)|report(?:er|e|ez|ons)|spostamento",
    "verschieb(?:en|e|st|t|ung|ungen)?|verleg(?:en|e|ung|ungen)?|umbuch(?:e|st|t|ungen)?|verzett(?:en|e)",
    "verplaats(?:en|ing|ingen)?|omboek(?:ing|ingen)?",
    "pindah(?:kan)?|memindahkan|mengubah|geser|menggeser",
)
"""The other languages' forms (English, French, German, Dutch, Indonesian), normalised."""
MOVED_GERMANIC = ("verschoben", "umgebucht", "verzet", "verplaatst", "omgeboekt")
"""German and Dutch participles of moving, a service done (goal_deeds) and a move said (goal_range_end)."""
MOVED_ENGLISH = ("moved", "rescheduled", "changed")
"""English participles of moving, a service done (goal_deeds) and a move said (goal_range_end)."""
MOVED_FRENCH = ("déplac", "décal", "report")
"""French roots whose participle says a move (``déplacée``, ``décalé``, ``reportés``): goal_deeds adds the endings
with their accent (``report`` alone is no participle), goal_range_end reads them normalised (``deplacee``)."""
MOVE_FORMS = "|".join([*(rf"{root}(?:{ends}){_CLITIC}" for root, ends in _ROMANCE.items()), *_OTHERS])
"""Every form of the table as one alternation, on normalised text (bound it with ``(?<!\\w)``)."""
