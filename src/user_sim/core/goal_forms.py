"""More surface forms of a drawn value: a side of a size, an inflected first word, a word before its ``and``.

:func:`form_readings` gives, for a canonical needle (:func:`user_sim.core.goal_values.canonical`) and the value
as drawn, regexes of the ways a confirmation also writes it:

* **a count of persons in another word for them** — ``6 personas`` is stated by ``6 comensales``, ``6 people``
  by ``6 pax``, ``6 Personen`` by ``6 Gäste`` (:data:`user_sim.core.goal_counts.PEOPLE`);
* **a number as a side of a size** — a drawn ``240`` (``240 cm de ancho``) is stated by ``240 × 260 cm``
  (canonical ``240x260 cm``); a number of two digits at least, in a size with a length unit (a count ``2`` is
  not read in ``2 x 3 m``) (a size said without its unit: :func:`user_sim.core.goal_measures.measure_readings`);
* **a range of numbers with any dash** — ``jeugd 12-16`` said ``jeugd 12–16`` or ``12 - 16``;
* **every word inflected, not only the last** — a value of several words agrees in gender, number or case as
  a whole: ``paleta ibérica`` said ``paletas ibéricas``, ``faltbaren Leichtrollstuhl`` said ``Faltbarer
  Leichtrollstuhl``; a word the value writes with a capital (a name, a German noun) keeps its form;
* **a word between the first member and its joining word** — ``kasur dan lemari`` said ``kasur queen +
  lemari 2 pintu``, ``fish and chips`` said ``fish (large) & chips``: one word, never a negation;
* **a work and its author in a listing's order** — ``Notturno op. 9 n. 2 di Chopin`` said ``Chopin – Notturno
  op. 9 n. 2``, ``Les Misérables de Victor Hugo`` said ``Victor Hugo: Les Misérables``: the author (one or two
  capitalised words after ``di``, ``de``, ``by``, ``von``, ``van``, ``oleh``…) said first.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import AND, AND_SIGNS, DASH, DASHES, OR, WITH, either
from user_sim.core.goal_counts import PEOPLE
from user_sim.core.goal_inflect import inflected
from user_sim.core.goal_no_words import NOT_WITH

_SIZE_UNIT = r"(?:mm|cm|m)"
_SIDE = r"\d+(?:\.\d+)?"
INSERTED = rf"(?!(?:{NOT_WITH})\b)[a-z']{{2,}}"
"""A word a value may take inside it: letters, never a negation or *without* (``NOT_WITH``); read by goal_values."""
_EXTRA = rf"(?!{either(OR)}\b){INSERTED}"
"""A word a value may take before its joining word: letters, never a negation or an alternative."""
_JOINERS = either(WITH, AND, AND_SIGNS)
_JOIN = re.compile(rf" ({_JOINERS}) ")
_AUTHOR = re.compile(
    r"^(?P<work>.+?) (?:di|de|del|da|do|by|von|van|of|door|oleh|karya)"
    r" (?P<author>[A-ZÀ-Þ][\w'-]+(?: [A-ZÀ-Þ][\w'-]+)?)$"
)


def form_readings(needle: str, value: str) -> list[str]:
    """Regexes of canonical ``needle`` (drawn as ``value``) in the forms of the module docstring."""
    readings = []
    persons = re.fullmatch(rf"(\d+) (?:{PEOPLE})", needle)
    if persons is not None:  # "6 personas" said "6 comensales", "6 people" said "6 pax"
        readings.append(rf"{persons[1]} (?:{PEOPLE})")
    if re.search(r"\d-\d", needle):  # "jeugd 12-16" said "jeugd 12–16"
        readings.append(re.sub(r"(?<=\d)\\?-(?=\d)", lambda _: f" ?{DASH} ?", re.escape(needle)))
    if re.fullmatch(r"\d{2,}", needle):
        readings.append(rf"(?:(?:{_SIDE}x)+{needle}(?:x{_SIDE})*|{needle}(?:x{_SIDE})+) {_SIZE_UNIT}")
    words = needle.split()
    raw = re.split(rf"[\s{DASHES}]+", value.strip())  # "pique-nique" is two words once canonical
    if len(words) > 1 and len(raw) == len(words):
        capital = [any(c.isupper() for c in r) for r in raw]
        forms = [re.escape(w) if big else inflected(w) for w, big in zip(words, capital, strict=True)]
        if forms != [re.escape(w) for w in words]:
            readings.append(r"\ ".join(forms))
    joined = _JOIN.search(needle)
    if joined is not None and joined.start() > 0:
        head, tail = re.escape(needle[: joined.start()]), re.escape(needle[joined.end() :])
        readings.append(rf"{head}(?: {_EXTRA})? (?:{_JOINERS}|c/) {tail}")
    author = _AUTHOR.match(value.strip())
    count = len(author["author"].split()) if author is not None else 0
    if count and len(needle.split()) > count + 1:
        work, name = " ".join(needle.split()[: -count - 1]), " ".join(needle.split()[-count:])
        readings.append(rf"{re.escape(name)}(?: ?[:,])? (?:[a-z']{{1,3}} )?{re.escape(work)}")  # "Hugo: Les Misérables"
    return readings
