"""A count said as a sum or as a list: ``1 × X (mild)`` and ``1 × X (hot)`` are two X, ``Ana, Bruno and Carla`` three.

A confirmation often never writes the drawn count. It splits it into lines or parts of the counted thing, or names
the persons counted. With the words that follow the drawn number in the goal (:mod:`user_sim.core.goal_counted`:
``2 portions de nouilles`` → ``portions``, ``nouilles``), a count is stated by:

* **parts of one sentence** (:func:`sums_in`): two or more counts of the counted thing (the same first four letters,
  or two words for persons: ``2 adults + 1 child`` for 3 people, ``2 volw. + 3 kinderen`` for 5 tickets) that add up
  to it;
* **lines of a receipt** (:func:`line_counts`): two or more sentences of the reply that each open with a count of
  the counted thing (``• 1 × Nouilles sautées au bœuf (doux)``, ``• 1 × Nouilles sautées au bœuf (relevé)``) and
  add up to it — :mod:`user_sim.core.goal_block` takes them as the sibling lines that give the value;
* **a list of names** (:func:`names_count`), for a count of persons or children: capitalised names joined by commas, a
  last ``and``/``y``/``e``/``et``/``und``/``en``/``dan``/``&`` after a word that introduces them (``for``, ``para``,
  ``pour``, ``für``, ``per``, ``voor``, ``untuk``, ``atas nama``, ``names:``…) or as the subject of their
  enrolment (``Marc et Julie Leroy sont inscrits``), no weekday or month among them.

A sum or list of another size states another count (a wrong value, never the drawn one), even when one of its
parts says the drawn number (:func:`sums_otherwise`). A total said with its breakdown (``4 people: 2 adults and 2
children``) adds up to the total.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_conjunctions import AND, LONG_DASHES, either
from user_sim.core.goal_counts import PARTY_RE, PEOPLE_RE, SEATS_RE
from user_sim.core.goal_dates import MONTH, WEEKDAYS
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_purpose import FOR
from user_sim.core.goal_values import canonical
from user_sim.core.goals import normalise

_COUNT = re.compile(r"(?<![\w.,:-])(\d{1,2})(?![.,:]\d)\s*(?:[x×]\s*)?([^\W\d_]{3,}(?:[ '-][^\W\d_]+)*)")
"""A count and the item it counts (its words up to a bracket, a dash, a sign or a number): ``1 × nouilles``."""
_NAME = r"[A-ZÀ-Þ][a-zß-ÿ'-]+(?: [A-ZÀ-Þ][a-zß-ÿ'-]+)?"
_LIST = rf"((?:{_NAME}, )*{_NAME}),? (?:{either(AND)}|&) ({_NAME})(?![\w-])"
_NAMES = re.compile(
    rf"(?<!\w)(?i:{either(FOR)}|atas nama|a nome di|au nom de|a nombre de|em nome de"
    rf"|op naam van|im namen von|names?|nombres|noms|namen|nomi|nomes|nama)\s*:?\s+{_LIST}"
)
_ENROLLED = re.compile(
    rf"(?<![\w-]){_LIST} (?i:are|were|have been|sont|ont ete|ont été|sind|wurden|zijn|son|estan|están|quedan|quedaron"
    r"|sono|sao|são|estao|estão|ficam|ficaram|foram|sudah|telah|staan|stehen)(?: \w+)?"
    r" (?i:registered|enrolled|signed up|booked in|inscrit|angemeldet|eingetragen|registriert|ingeschreven|aangemeld"
    r"|apuntad|matriculad|iscritt|terdaftar|didaftarkan)"
)
"""The persons listed as the subject of their enrolment: ``Marc et Julie Leroy sont inscrits``, ``Ana y Luis
están apuntados``, ``Tom and Mia are registered``, ``Lena und Jonas sind angemeldet``, ``Fenna en Daan staan
ingeschreven`` (two children), ``Budi dan Sari sudah terdaftar``."""
_DATED = frozenset({*MONTH, *(w for line in WEEKDAYS for w in line.split())})
"""Weekdays and months: a list of them names no persons (``Friday, Saturday and Sunday``)."""


def _same(word: str, counted: Sequence[str]) -> bool:
    """``word`` names the counted thing: its first four letters, or persons (adults and children are parts).

    Persons count tickets and seats too, one each (``2× Erwachsene``, ``1× Kind`` for ``3 Tickets``).
    """
    party = PARTY_RE.fullmatch(word) is not None
    return any(word[:4] == w[:4] or (party and (PEOPLE_RE.fullmatch(w) or SEATS_RE.fullmatch(w))) for w in counted)


def total(counts: Sequence[int]) -> int:
    """What counts of one thing add up to; a total said with its breakdown is the total (``4 people: 2 + 2``)."""
    whole = sum(counts)
    return max(counts) if len(counts) > 2 and max(counts) * 2 == whole else whole


def adds_up(counts: Sequence[int], value: str) -> bool:
    """The counts add up to the drawn count ``value`` (:func:`total`)."""
    return bool(counts) and total(counts) == int(canonical(value))


def breaks_down(sentence: str, value: str) -> bool:
    """``sentence`` says the drawn count ``value`` with the parts it is made of (:func:`total`).

    ``3 personas (2 generales + 1 infantil)``, ``4 people: 2 adults and 2 children``, ``5 Personen (2 Erwachsene, 3
    Kinder)``: the parts are no other count. ``3 personas (2 generales + 2 infantiles)`` adds up to no 3.
    """
    number = canonical(value)
    counts = [int(n) for n, _ in _COUNT.findall(_said(sentence))] if number.isdigit() else []
    return len(counts) > 2 and int(number) in counts and total(counts) == int(number)


def _of_one(found: Sequence[tuple[str, str, str]], counted: Sequence[str]) -> list[tuple[str, int]]:
    """The (place, count) of (place, count, item) triples that count the counted thing, all one item (or persons)."""
    mine = [(place, int(n), item) for place, n, item in found if _same(item.split()[0], counted)]
    items = {"persons" if PARTY_RE.fullmatch(item.split()[0]) else item for _, _, item in mine}
    return [(place, n) for place, n, _ in mine] if len(items) == 1 else []


def _counts(sentence: str, counted: Sequence[str]) -> list[int]:
    found = [("", n, item) for n, item in _COUNT.findall(_said(sentence))]
    return [n for _, n in _of_one(found, counted)]


def _said(text: str) -> str:
    return words_to_digits(normalise(text))


def sums_in(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """Two or more counts of the counted thing in ``sentence`` add up to the drawn ``value``."""
    found = _counts(sentence, counted) if counted and canonical(value).isdigit() else []
    return len(found) > 1 and adds_up(found, value)


def sums_otherwise(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """Two or more counts of the counted thing in ``sentence`` add up to another number than ``value``.

    ``1 × nouilles (doux), 2 × nouilles (relevé)`` says ``2`` but orders three: a wrong count of two.
    """
    found = _counts(sentence, counted) if counted and canonical(value).isdigit() else []
    return len(found) > 1 and not adds_up(found, value)


def line_counts(reply: Sequence[str], counted: Sequence[str]) -> list[tuple[str, int]]:
    """The sentences of ``reply`` that open with a count of the counted thing (all one item), with that count."""
    opening = [(s, _COUNT.match(_said(s).lstrip(" •*·->" + LONG_DASHES))) for s in reply] if counted else []
    return _of_one([(s, m[1], m[2]) for s, m in opening if m is not None], counted)


def recounted(counted: Mapping[str, Sequence[str]], values: Mapping[str, Sequence[str]], reply: Sequence[str]) -> bool:
    """Lines of ``reply`` count a drawn count's thing to another total (``• 1 × X``, ``• 2 × X`` for 2 X)."""
    for name, words in counted.items():
        counts = [n for _, n in line_counts(reply, words)]
        if len(counts) > 1 and not all(adds_up(counts, v) for v in values.get(name, ())):
            return True
    return False


def names_count(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """A count of persons stated as that many names listed in ``sentence``."""
    if not canonical(value).isdigit() or not any(PARTY_RE.fullmatch(w) for w in counted):
        return False
    for found in (*_NAMES.finditer(sentence), *_ENROLLED.finditer(sentence)):
        names = [*found[1].split(", "), found[2]]
        if not any(normalise(w) in _DATED for n in names for w in n.split()) and len(names) == int(canonical(value)):
            return True
    return False


def counts_in(sentence: str, value: str, counted: Sequence[str]) -> bool:
    """``sentence`` states the drawn count ``value`` as a sum of its parts or as a list of names."""
    return sums_in(sentence, value, counted) or names_count(sentence, value, counted)
