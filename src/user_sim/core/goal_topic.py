"""What an information request is about, and whether a text names it (:func:`topic_hits`).

The request's key words (:mod:`user_sim.core.goal_keywords`) are named by their spelling, stem or a Romance verb's
other person (:func:`user_sim.core.goal_answers.conjugated`), and three ways a keyword match misses:

* a **family of predicates** — the word a yes/no request turns on stands for any other of its family in the eight
  languages: *included* (``compris`` / ``inclus`` / ``all-in`` / ``erbij`` / ``termasuk``), *available*
  (``libres`` / ``disponibles`` / ``quedan``), *needed* (``nodig`` / ``verplicht`` / ``Pflicht``), *allowed*
  (``welkom`` / ``erlaubt`` / ``can``), *free of charge*, *covered* (``vergoed`` / ``basisverzekering``) and
  *delivered* (``spedizione`` / ``consegna`` / ``Versand`` / ``bezorging`` / ``envío``), *arrives* (``lands``,
  ``llega``, ``kommt an``, or delivered: ``Lieferung Mi``), also as a compound's head;
* a **number word** by its digits (``zes``: ``vanaf 6 jaar``);
* a **unit** by its symbol (``kilo``: ``Rp 2.500/kg``);
* a **verb by its noun** or a noun by its verb (``Spedizione`` for *spedire*:
  :func:`user_sim.core.goal_answers.derived`; a participle by its noun: ``Lieferung`` for *geliefert*) and a
  long key word **inside a compound** (``Zahlung`` in ``Inzahlungnahme``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_answers import conjugated, derived
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goals import contains_keyword, normalise

DELIVERED = (
    r"deliver\w*|ship|shipping|shipped|dispatch\w*|envi[oa]\w*|entreg\w*|livr\w*|expedi\w*|envoi\w*|liefer\w*"
    r"|versand\w*|versend\w*|verschick\w*|zustell\w*|consegn\w*|spedi\w*|invia\w*|inviat\w*|invio|bezorg\w*"
    r"|levering\w*|geleverd|leveren|verzend\w*|verzonden|kirim\w*|dikirim|pengiriman|antar|diantar\w*|pengantaran"
)
"""The *delivered* family (``spedizione``, ``Versand``, ``pengiriman``), also a matter of its own (goal_elsewhere)."""
INCLUDED = (
    r"includ\w*|incluid\w*|inclus\w*|inclu[iy]\w*|incl|all-in|compris\w*|inbegriffen|inklusive|enthalt\w*|dabei|compres[oa]"
    r"|inbegrepen|erbij|termasuk"
)
"""The *included* family (``incluida``, ``inbegriffen``, ``compris``, ``termasuk``), also a yes of its own
(:func:`user_sim.core.goal_shapes.says_included`)."""
_FAMILIES = (
    INCLUDED,
    r"availab\w*|disponib\w*|libres?|livres?|liber[oiae]|frei|verfugbar|vorratig|vrij|beschikbaar|tersedia"
    r"|kosong|quedan|in stock|en stock|auf lager|op voorraad",
    r"need\w*|requir\w*|mandator\w*|necessar\w*|compulsor\w*|obligat\w*|necesit\w*|hace falta|imprescindible"
    r"|besoin|faut|notig|notwendig|erforderlich|pflicht\w*|brauch\w*|benotig\w*|bisogno|precis[ao]\w*|nodig"
    r"|verplicht|vereist|perlu|wajib|diperlukan",
    r"allow\w*|permit\w*|welcome|accept\w*|permitid\w*|bienvenid\w*|acept\w*|admit\w*|autoris\w*|bienvenu\w*"
    r"|erlaubt|gestattet|willkommen|zugelassen|consentit\w*|permess\w*|ammess\w*|benvenut\w*|accettat\w*"
    r"|bem-vind\w*|aceit\w*|toegestaan|welkom|boleh|diperbolehkan|diizinkan|diterima|can|may|puede\w*|peut"
    r"|peuvent|pouvez|kann|konnen|darf|durfen|puo|possono|pode|podem|mag|mogen|kunnen|bisa",
    r"free|gratis|gratuit\w*|kostenlos|umsonst|gebuhrenfrei|kosteloos|cuma-cuma",
    r"covered|reimburs\w*|insurance|cubiert[oa]s?|reembols\w*|seguro|rembours\w*|assurance|mutuelle|erstatt\w*"
    r"|versicherung|krankenkasse|rimbors\w*|copert[oiae]|assicurazione|cobert[oa]s?|vergoed\w*|verzekering"
    r"|gedekt|ditanggung|asuransi|bpjs",
    DELIVERED,
    rf"arriv\w*|lands|landed|llega\w*|lleg[ao]|llegue\w*|chega\w*|chegou|chegue\w*|ankomm\w*|ankunft|kommt an"
    rf"|aankom\w*|aankomst|komt aan|tiba|datang|{DELIVERED}",
    r"lend\w*|borrow\w*|loan\w*|hire[sd]?|leih\w*|verleih\w*|ausleih\w*|prest(?:a|an|amos|ar|ado|ada|amo)"
    r"|empresta\w*|emprest\w*|preter|pretons|pretez|pretent|prestit\w*|prestia\w*|uitleen\w*|leent|lenen"
    r"|te leen|pinjam\w*|dipinjam\w*|meminjam\w*",
    r"suitab\w*|suited|convien\w*|convenir|conviene|convengono|adaptad[oa]s?|adaptee?s?|ca marche|fonctionne"
    r"|it works|works (?:well|fine|in|for|with)|geeignet|eignet|funktioniert|adatt[oiae]|funziona|va bene"
    r"|adecuad[oa]s?|apt[oa]s?|sirve|funciona|adequad[oa]s?|geschikt|werkt|cocok|bisa dipakai",
)
_UNITS = {
    **dict.fromkeys(("kilo", "kilos", "kilogram", "kilogramo", "kilogramme", "kilogramm", "chilo", "quilo"), "kg"),
    **dict.fromkeys(("kilometre", "kilometer", "kilometro", "kilometres", "kilometers", "kilometros"), "km"),
    **dict.fromkeys(("litre", "liter", "litro", "litres", "liters", "litros"), "l"),
}
"""Units of a request (*harga per kilo*) by the symbol an answer writes (``Rp 2.500/kg``)."""
_FAMILY_RES = [(re.compile(rf"(?:{f})$"), re.compile(rf"(?<!\w)(?:{f})(?!\w)")) for f in _FAMILIES]


def topic_hits(part: GoalPart, text: str, words: tuple[str, ...] = ()) -> set[str]:
    """The part's key words (or ``words``) the text names.

    By spelling, stem, person of a verb or family of predicates; a number word by its digits (``zes``: ``6
    jaar``), a unit by its symbol (``kilo``: ``Rp 2.500/kg``).
    """
    said = normalise(text)
    digits = words_to_digits(said)
    return {
        w
        for w in words or part.keywords
        if contains_keyword(said, w)
        or conjugated(w, said)
        or _family(w, said)
        or _said_short(w, digits)
        or derived(w, said)
        or _inside(w, said)
        or _participle(w, said)
    }


def _participle(word: str, said: str) -> bool:
    """A German or Dutch participle said as its noun: ``Lieferung`` for *geliefert*, ``levering`` for *geleverd*."""
    stem = re.fullmatch(r"ge(\w{4,}?)(?:et|t|d|en)", word)
    return stem is not None and any(w.startswith((f"{stem[1]}ung", f"{stem[1]}ing")) for w in said.split())


def _inside(word: str, said: str) -> bool:
    """A long key word inside a German or Dutch compound (``Zahlung`` in ``Inzahlungnahme``), or its head.

    A compound key word is named by its head of six letters or more (``Automaten`` for *Geldautomaten*).
    """
    words = [w.strip(".,;:!?()") for w in said.split()]
    inner = len(word) >= 6 and any(len(w) >= len(word) + 4 and word in w[1:] for w in words)
    return inner or any(len(w) >= 6 and len(word) >= len(w) + 3 and word.endswith(w) for w in words)


def _said_short(word: str, digits: str) -> bool:
    short = words_to_digits(word).strip()
    short = short if short.isdigit() else _UNITS.get(word, "")
    return bool(short) and re.search(rf"(?<![\w.,]){short}(?![\w]|[.,]\d)", digits) is not None


def is_predicate(word: str) -> bool:
    """``word`` is of a family of predicates: what a yes/no request asks (*included*, *allowed*…)."""
    return any(whole.match(word) for whole, _ in _FAMILY_RES)


def _family(word: str, said: str) -> bool:
    """``word`` is of a family of predicates the text names, alone or as a compound's head (``basisverzekering``)."""
    for whole, anywhere in _FAMILY_RES:
        if whole.match(word):
            heads = (w[i:] for w in said.split() if len(w) >= 9 for i in range(3, len(w) - 5))
            return anywhere.search(said) is not None or any(whole.match(head.strip(".,;:!")) for head in heads)
    return False
