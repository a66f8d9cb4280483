"""Ties between an information request and its answer beyond the key words' spelling (used by goal_ties.named).

* :func:`counted` — *how many*: a number then, within three words, the counted thing (``200 bolas``, ``8 lessen``);
* :func:`echoes` — a yes/no request whose verb comes first (``apakah boleh …``, ``si tienen …``) is answered by a
  statement that opens with that verb (``Boleh kak, …``; after a short lead-in: ``Sudah dicek kak: bisa diantar``);
* :func:`conjugated` — a Romance verb said in another person (``abrimos`` / ``abren`` for ``abre``);
* :func:`names_kind` — ``hora`` in *a qué hora abre* names the kind asked for; :func:`names_part` — a value or key word;
* :func:`opens_on` — the sentence announces the part's topic before its answer (``Sobre o prazo: …``, ``As for
  your old mattress: …``, ``Zum Beitrag: …``): a key word there ties it, even one that names only the kind.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_purpose import FOR
from user_sim.core.goal_values import states
from user_sim.core.goal_words import TOPIC_WORDS
from user_sim.core.goals import contains_keyword, normalise

_FOR = either(tuple(w for w in FOR if w != "por"))  # "Por el momento, …" is no topic
TOPIC = re.compile(
    rf"^\W*(?:(?:{TOPIC_WORDS})\s+|{_FOR}\s+(?:(?:the|le|la|les|il|lo|gli|el|los|las|o|a|os|as|den|die|das|de|het)\s+"
    r"|l'))((?:[\w'-]+\s+){0,4}[\w'-]+)\s*[:,]"
)
"""A topic announced before its answer: ``Sobre o prazo: …``, ``As for the mattress, …``, ``Pour la navette, …``."""

_ASKED_VERB = re.compile(
    r"(?<!\w)(?:si|se|apakah)\s+(?!(?:the|they|you|les|los|las|des|der|die|das|een|het|gli|uma"
    r"|une|una|uno|wir|sie|hij|zij|ils|elles|ellos|eles|elas|dia|kami|saya|anda|there|er)(?!\w))(\w{3,})"
)
"""The verb a yes/no request asks about where no subject comes first (``apakah boleh …``, ``si tienen …``): an
answer that opens with it echoes it (English ``whether dogs are…`` names the subject there, not the verb)."""
_VERB_FORM = re.compile(r"^(\w{3,}?)(?:ar|er|ir|e|a|es|as|en|an|em|am)$")
_INFINITIVE = re.compile(r"^(\w{3,}?)(ar|er|ir|are|ere|ire)$")
_PERSON = re.compile(r"^(\w{3,}?)(?:amos|emos|imos|ais|eis|ano|ono|iamo|ete|ite|en|an|em|am|ou)$")


def conjugated(keyword: str, said: str) -> bool:
    """A Romance verb said in another person: ``abrimos`` / ``abren`` for ``abre``, ``rega`` for *regar*.

    An infinitive is said in its third person too (``presta`` for *prestare*, ``abre`` for *abrir*). Only a person
    ending counts (``sala`` is no form of ``sale``), and the roots must be equal (three letters at least).
    """
    root = _VERB_FORM.match(keyword)
    if root is None:
        return False
    third = _INFINITIVE.match(keyword)  # the infinitive's third person: "Rega sim" for regar, "abre" for abrir
    if third is not None and f"{third[1]}{'a' if third[2][0] == 'a' else 'e'}" in re.findall(r"\w+", said):
        return True
    return any((m := _PERSON.match(w)) is not None and m[1] == root[1] for w in said.split())


def says(said: str, keyword: str) -> bool:
    """The normalised text names ``keyword``: by spelling or stem, in another person, or as its noun or verb."""
    return contains_keyword(said, keyword) or conjugated(keyword, said) or derived(keyword, said)


def beside(said: str, value: str, keywords: Sequence[str]) -> bool:
    """A drawn value said right beside a key word, as its count or its attribute (``3 zakjes``, ``kit completo``)."""
    needle = re.escape(normalise(value).strip())
    for found in re.finditer(rf"(?<!\w)(\w+\s+)?{needle}(\s+\w+)?(?!\w)", said):
        near = [w.strip() for w in found.groups() if w]
        if needle and any(contains_keyword(w, k) for w in near for k in keywords if len(w) >= 3):
            return True
    return False


def counted(keywords: Sequence[str], said: str) -> bool:
    """A number followed, within three words, by one of the key words (the counted thing: ``200 bolas``)."""
    words = words_to_digits(said).split()
    return any(
        w.isdigit() and any(contains_keyword(" ".join(words[i + 1 : i + 4]), k) for k in keywords)
        for i, w in enumerate(words)
    )


def echoes(part: GoalPart, said: str) -> bool:
    """The answer opens with the verb the yes/no request asks about (``Boleh banget …`` for *apakah boleh*)."""
    asked = _ASKED_VERB.search(normalise(part.text))
    said = _LEAD_IN.sub("", said)  # "Sudah dicek kak: bisa diantar."
    first = said.split(maxsplit=1)[0] if said.split() else ""
    if asked is None or asked[1] in part.keywords or len(first) < 3:
        return False  # a key word echoed is counted as a key word already
    return first.startswith(asked[1]) or asked[1].startswith(first)


_LEAD_IN = re.compile(r"^\W*(?:[\w'-]+\s+){0,3}[\w'-]+\s*:\s*")
"""A short lead-in before a colon (``Sudah dicek kak: …``, ``Checked: …``): the answer opens after it."""


def announces(part: GoalPart, sentence: str) -> bool:
    """The sentence opens on a topic of its own (``Sobre el kit: …``) that is none of the part's key words."""
    said = normalise(sentence)
    return TOPIC.match(said) is not None and not opens_on(part, said)


def names_kind(word: str, asks: str) -> bool:
    """``hora`` in *a qué hora abre*, ``laat`` in *hoe laat*, ``paghiamo`` for *quanto pagano*: the asked kind.

    The word names the value asked for, not what the question is about.
    """
    return any(asks in kinds and pattern.fullmatch(word) for kinds, pattern in _KIND_WORDS)


_KIND_WORDS = (
    (("time", "clock"), re.compile(r"horas?|hours?|heures?|uhr|uhrzeit|ora|uur|jam|laat|dates?|fecha|datum|data")),
    (("time",), re.compile(r"tanggal")),
    (("price",), re.compile(r"pa[gy]\w*|cobr\w*|charg\w*|zahl\w*|bezahl\w*|betaal\w*|bayar\w*|valut\w*|aval\w*")),
    (("amount",), re.compile(r"high|hoch|hoog|alt[oa]|tinggi")),
    (("age",), re.compile(r"ages?|edad(?:es)?|idades?|eta|alter|altersstufen|leeftijd(?:en)?|usia|umur")),
)
"""Words that name the kind of the answer: a clock word for *when*, a verb of paying for *how much*, ``hoch`` for
*wie hoch*, ``edades`` for *para qué edades*."""
_NOMINAL = r"izione|azione|zione|sione|icion|acion|cion|sion|acao|icao|cao|ation|ition|tion|aison|ungen|ung|ing|ement"
_NOMINAL += r"|amento|imento|mento|ment|aggio"
_ROOT = re.compile(rf"^(\w{{4,}}?)(?:({_NOMINAL})|are|ere|ire|ar|er|ir|en|re|ado|ada|ato|ata|ito|ita|ido|ida|t|e|a|o)$")


def derived(keyword: str, said: str) -> bool:
    """A verb said as its noun or a noun as its verb: ``Spedizione`` for *spedire*, ``Zahlung`` for *zahlen*.

    The roots must be equal: four letters when one word ends in a noun-making suffix (``-zione``, ``-ung``,
    ``-ción``, ``-aison``), five otherwise (``conto`` is no form of ``contare``).
    """
    mine = _ROOT.match(keyword)
    if mine is None:
        return False
    for word in (w for w in said.split() if w[:4] == keyword[:4] and w != keyword):
        other = _ROOT.match(word.strip(".,;:!?()"))
        nominal = bool(mine[2] or (other and other[2]))
        if other and other[1] == mine[1] and (nominal or len(mine[1]) >= 5):
            return True
    return False


def opens_on(part: GoalPart, said: str) -> bool:
    """The normalised sentence announces one of the part's key words as its topic (``Sobre o prazo: …``)."""
    topic = TOPIC.match(said)
    return topic is not None and any(contains_keyword(topic[1], w) for w in part.keywords)


def names_part(part: GoalPart, sentence: str) -> bool:
    """The sentence names the part: one of its drawn values, or one of its key words."""
    said = normalise(sentence)
    return any(states(sentence, v) for v in part.value_texts) or any(contains_keyword(said, w) for w in part.keywords)
