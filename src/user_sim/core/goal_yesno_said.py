"""A yes or a no to a yes/no request said without the words *yes* and *no* (used by :mod:`user_sim.core.goal_yesno`).

* :func:`sorry_no` — a **no after an apology**: the statement opens with *unfortunately* and negates its verb within
  a few words (``Unfortunately we don't take Amil``, ``Infelizmente não atendemos pelo convênio Amil``, ``Leider
  nehmen wir keine …``, ``Malheureusement nous n'acceptons pas …``, ``Purtroppo non …``, ``Helaas accepteren we
  geen …``, ``Lamentablemente no …``, ``Sayangnya kami tidak …``): a negative answer delivers the information too;
* :func:`included_with` — an **inclusion said by *with***: a request whether the thing is included (*inclui
  monitor*, *includes a guide*) answered by a statement that has it *with* the booked thing (``… com o Tião de
  monitor``, ``… with a guide and snacks``, ``mit Betreuer``, ``avec moniteur``, ``con istruttore``, ``met
  begeleider``, ``dengan pemandu``), not *without* it (``sem monitor``, ``ohne``, ``sans``, ``senza``, ``zonder``,
  ``tanpa``) and not at a price of its own (``monitor for €20 extra``);
* :func:`held_for_you` — a **yes by holding the asked thing for the user**: *can I have the courtesy car* answered
  ``courtesy car reserved for you`` (``riservata per lei``, ``reservado para você``, ``für Sie reserviert``,
  ``réservée pour vous``, ``voor u gereserveerd``, ``disiapkan untuk Anda``), the drawn value named;
* :func:`mere_restatement` — a statement that names the request's words with **no yes nor no in them**: it says the
  matter varies (``Delivery to Almere is something we look at case by case``, ``die veganen Gerichte wechseln jede
  Woche``, ``varía según el día``) or names them only in a topic lead-in (``About delivery to Almere: our team
  handles that.``, ``En cuanto al envío a Almere, …``, ``Was die Lieferung nach Almere angeht, …``);
* :func:`own_left` — a request about **the user's own thing** (*may we bring our own cake*, ``kue ulang tahun
  sendiri``) that the statement does not name as theirs: a package of the venue's that includes the thing
  (``kami ada Paket Birthday … sudah termasuk kue tart``) offers it, it does not allow the user's own.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import DASHES, LONG_DASHES, WITH, either
from user_sim.core.goal_deeds import BRINGS
from user_sim.core.goal_no_words import NE, NO_WORDS, SORRY
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_shapes import CLAUSE
from user_sim.core.goal_topic import INCLUDED, is_predicate, topic_hits
from user_sim.core.goal_values import states
from user_sim.core.goal_words import TOPIC_WORDS
from user_sim.core.goal_you import FOR_YOU, YOUR
from user_sim.core.goals import contains_keyword, normalise

_SORRY_NO = re.compile(rf"^\W*{SORRY}[\s,:!.{DASHES}]+(?:[\w']+\s+){{0,3}}(?:(?:{NO_WORDS}|{NE}|no)(?!\w)|n'(?=\w))")
"""An apology that opens the statement and a negation within the next four words (the one *no* table
:data:`user_sim.core.goal_no_words.NO_WORDS` with French ``ne`` / ``n'``, and the bare *no*)."""
_WITH = re.compile(rf"(?<!\w){either(WITH, ('plus',))}\s+((?:[\w'-]+\s+){{0,3}}[\w'-]+)")
"""*With* and up to four words after it: what the booked thing comes with."""
_EXTRA = re.compile(
    r"[$€£]|(?<!\w)(?:extra|additional|supplement\w*|suplemento|adicional|aufpreis|zuschlag|aggiuntiv\w*|toeslag"
    r"|tambahan|rp|r\$|eur|euros?|reais)(?!\w)"
)
"""A price or an extra charge: a thing had *with* a booking at a price of its own is not included."""
_CLAUSE_END = re.compile(rf"[,;:.(){LONG_DASHES}]|\s-\s")
_INCLUDES = re.compile(rf"(?:{INCLUDED}|inclu\w*|inklu\w*|inbegrip\w*)")


_HELD = r"reserv\w*|riservat\w*|gereserveerd|booked|prenotat\w*|set aside|kept|disiapkan|dipesankan|vorgemerkt"
_HELD_FOR_YOU = re.compile(
    rf"(?<!\w)(?:(?:{_HELD})\s+(?:[\w']+\s+)?(?:{FOR_YOU})|(?:{FOR_YOU})\s+(?:[\w']+\s+)?(?:{_HELD}))(?!\w)"
)
"""Held for the user: ``reserved for you``, ``riservata per lei``, ``für Sie reserviert``, ``voor u gereserveerd``."""


def held_for_you(part: GoalPart, sentence: str) -> bool:
    """The drawn value of a yes/no request said held for the user: a yes to *can I have X* (module docstring).

    ``auto di cortesia riservata per lei`` for *chiedi se puoi avere {{servizio}}*; only with the drawn value named
    (``Room 12 reserved for you`` says nothing of a balcony).
    """
    said = normalise(sentence)
    return _HELD_FOR_YOU.search(said) is not None and any(states(sentence, v) for v in part.value_texts)


def sorry_no(said: str) -> bool:
    """The (normalised) statement opens with an apology and negates its verb: a no (module docstring)."""
    return _SORRY_NO.search(said) is not None


def included_with(part: GoalPart, said: str) -> bool:
    """The (normalised) statement has the asked thing *with* what was booked: a yes to *is it included* (module)."""
    predicates = [w for w in part.keywords if is_predicate(w) and _INCLUDES.fullmatch(w)]
    if not predicates:
        return False
    text = normalise(part.text)
    after = text.find(predicates[0])
    things = [w for w in part.keywords if not is_predicate(w) and text.find(w) > after]
    for found in _WITH.finditer(said):
        rest = _CLAUSE_END.split(said[found.end() :])[0]  # "monitor for €20 extra" is no inclusion
        had = any(states(found[1], v) for v in part.value_texts) if part.value_texts else None
        had = any(contains_keyword(found[1], t) for t in things) if had is None else had
        if had and _EXTRA.search(rest) is None:
            return True
    return False


_TOPIC_LEAD = re.compile(rf"^\W*(?:{TOPIC_WORDS})(?!\w)[^:,;{LONG_DASHES}]{{0,60}}[:,;{LONG_DASHES}]")
"""A topic lead-in up to its colon or comma (``About delivery to Almere:``, ``Was die Lieferung angeht,``)."""
_VARIES = re.compile(
    r"(?<!\w)(?:case by case|varies|vary|changes?|changing|caso por caso|caso a caso|caso per caso|varia|varian"
    r"|variam|cambia|cambian|cambiano|von fall zu fall|wechseln|wechselt|andert sich|andern sich|au cas par cas"
    r"|per geval|verschilt|wisselt|wisselen|kasus per kasus|berubah|berganti)(?!\w)"
)
"""The matter varies (``case by case``, ``varía``, ``wechseln jede Woche``, ``au cas par cas``, ``verschilt``)."""


def mere_restatement(part: GoalPart, sentence: str) -> bool:
    """The statement restates the request's words but says no yes nor no (module docstring)."""
    said = normalise(sentence)
    if _VARIES.search(said) is not None:
        clauses = CLAUSE.split(said)
        if not any(topic_hits(part, c) and _VARIES.search(c) is None for c in clauses):
            return True  # "We deliver to Almere, though the days vary" says yes in a clause of its own
    lead = _TOPIC_LEAD.search(said)
    return lead is not None and len(topic_hits(part, said[lead.end() :])) < len(part.keywords)


_OWN_WORDS = r"own|propi[oa]s?|propres?|propri[oaie]s?|eigen\w*|selbst|selber|sendiri"
_OWN = re.compile(rf"(?<!\w)(?:{_OWN_WORDS})(?!\w)")
"""*Own* (normalised), in the eight languages: ``your own cake``, ``tu propia tarta``, ``ton propre gâteau``,
``deinen eigenen Kuchen``, ``la tua propria torta``, ``o próprio bolo``, ``je eigen taart``, ``kue sendiri``."""
_OURS = re.compile(
    r"(?<!\w)(?:our|nuestr[oa]s?|notre|nos|unser\w*|nostr[oaie]|noss[oa]s?|ons|onze|kami|kita)\s+(?:very\s+)?"
    rf"(?:{_OWN_WORDS})(?!\w)"
)
"""*Our own* (``our own birthday package``, ``nuestro propio``, ``unser eigenes``, ``kami sendiri``): the venue's
own, not the user's (:data:`_OWN`)."""
_BRING_YOURS = re.compile(rf"{BRINGS}\s+(?:(?:il|la|le|el|the|o|a)\s+)?(?:{YOUR})\s+\w")
"""A thing of the user's brought along (``portare la tua torta``, ``portare la sua torta``, ``bring your cake``):
their own, with no word for *own*, as Italian says it."""


def _own(said: str) -> bool:
    """Normalised ``said`` names the user's own thing: *own* (not the venue's, :data:`_OURS`) or brought along."""
    return _OWN.search(_OURS.sub(" ", said)) is not None or _BRING_YOURS.search(said) is not None


def own_left(part: GoalPart, said: str) -> bool:
    """The request asks about the user's own thing and the (normalised) statement says nothing of the user's *own*.

    The venue's own (:data:`_OURS`: ``Our own birthday package includes the cake``) is not the user's; a thing
    brought along as theirs is (:data:`_BRING_YOURS`: ``Chiedi se puoi portare la tua torta``).
    """
    return _own(normalise(part.text)) and not _own(said)
