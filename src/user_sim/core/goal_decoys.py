"""Sentences that look like a delivery and are not: what a price covers, a reply on another matter, a request.

Read by :func:`user_sim.core.goal_open.proof_holds` (every proof of an action, word test included) and by
:mod:`user_sim.core.goal_guard` (the candidates put to the model), in the eight languages:

* **what a price or a package covers** (:func:`included_only`): the only word of doing of the sentence sits in an
  inclusion (``sudah termasuk pasang``, ``installation already included``, ``montaje ya incluido``, ``pose déjà
  comprise``, ``Montage bereits inbegriffen``, ``montaggio già incluso``, ``instalação já incluída``, ``montage
  al inbegrepen``): a quote of what the deed would cost, not the deed;
* **a reply on another matter** (:func:`names_one_of_many`): an information request of several key words cited by
  a sentence that names one of them and neither says yes or no nor restates the request (``… no caldo,
  incluindo cogumelos`` for *whether there is vegan broth*; ``2 × kind (€ 9)`` for *from what age children may
  sled alone*; ``Si el tiempo no acompaña, …`` for *whether a companion may come*);
* **an arrival** (:func:`arrives`): with no word of doing, ``De nieuwe Thorgal komt vrijdag binnen`` (the item comes
  in on Friday) says when the thing is there, not that it was put aside, ordered or booked;
* **a count said as a price** (:func:`priced_only`): ``Dogs welcome, 3 € a night`` does not book *3 nights*;
* **a request to the user** (:func:`asks_user`): a sentence that asks the user for something (``Mohon kirimkan
  nomor kartu BPJS``, ``Please send your card number``, ``Veuillez indiquer…``) answers nothing.
"""

from __future__ import annotations

import re

from user_sim.core.goal_answers import echoes
from user_sim.core.goal_done import is_done
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import PLEASE
from user_sim.core.goal_perfect import tense_text
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_tense import is_conditional
from user_sim.core.goal_topic import topic_hits
from user_sim.core.goal_values import states
from user_sim.core.goal_yesno import YES_NO_ANSWER
from user_sim.core.goals import normalise

_INCLUDED = re.compile(
    r"(?<!\w)(?:sudah|udah|telah|already|has been|have been|is|are|ya|já|ja|déjà|schon|bereits|già|al|ha sido"
    r"|han sido|a été|ont été|est|sont|está|están|wurde|wurden|ist|sind|è stato|è stata|sono|è|foi|foram|é|são"
    r"|zijn|all|tout|todo|alles|tutto|tudo|semua)(\s+(?:[\w-]+\s+){0,2}?)(?:termasuk|tercakup|included|inclusive"
    r"|inclu[ií]d[oa]s?|inclus[ea]?s?|inclus[oaie]|compris[e]?s?|compres[oa]s?|inbegriffen|enthalten|inklusive"
    r"|inbegrepen|inclusief)(?!\w)"
)
"""A word of doing (``sudah``, ``has been``, ``ya``, ``wurde``…) or of being that opens an inclusion; the words
between them (group 1) are kept when the deed is looked for again (``is booked, breakfast included``)."""
_ASK_USER = re.compile(
    r"(?<!\w)(?:please (?:send|provide|enter|share|give|tell|type|fill)|kirimkan|sebutkan|isikan"
    r"|envíe|envía|mande|indícame|indíquenos|facilíteme|envoyez|indiquez|communiquez"
    r"|donnez-moi|senden sie|schicken sie|nennen sie|geben sie|teilen sie|inviami|inviate|indicami|indichi"
    r"|comunicami|me envie|me mande|stuur|geef (?:me|ons)|laat (?:me|ons) weten)(?!\w)"
)
"""A request to the user for something (``kirimkan``, ``envíe``, ``indiquez``, ``senden Sie``, ``stuur``)."""


def included_only(text: str) -> bool:
    """``text`` reads as done only through an inclusion (module docstring): it says what is covered, not done."""
    said = tense_text(text)
    if _INCLUDED.search(said) is None or not is_done(said):
        return False  # the deed read some other way (goal_aside: done beside a future on another matter) stays
    return not is_done(_INCLUDED.sub(lambda m: f" {m.group(1)} ", said))


def names_one_of_many(part: GoalPart, sentence: str, asked: str = "") -> bool:
    """An information request of two key words or more, with no drawn value, cited by a sentence naming one.

    A yes or a no (``Sí, …``), or the request's asked verb echoed (``Boleh kak``), still answers with one; so does
    a sentence with no condition that names every key word of the user's latest sentence on the request
    (``asked``: the user's words) — ``Binario 7.`` after ``Da che binario?``; not ``… no caldo`` after ``e o caldo
    vegano tem?``.
    """
    if part.kind != "info" or part.value_texts or len(part.keywords) < 2:
        return False
    said = normalise(sentence)
    if YES_NO_ANSWER.search(said) is not None or echoes(part, said):
        return False
    hits = topic_hits(part, sentence)
    heard = next((h for h in (topic_hits(part, s) for s in reversed(sentences(asked))) if h), set())
    return len(hits) == 1 and not (heard and heard <= hits and not is_conditional(sentence))


def asks_user(sentence: str) -> bool:
    """``sentence`` asks the user for something (module docstring): it answers nothing."""
    said = tense_text(sentence)
    return PLEASE.search(normalise(sentence)) is not None or _ASK_USER.search(said) is not None


_AMOUNT = re.compile(
    r"[$€£¥]\s?\d+(?:[.,]\d+)*|\d+(?:[.,]\d+)*\s?(?:[$€£¥]|(?:usd|eur|euros?|dollars?|pounds?|reais|rp|rupiah"
    r"|pesos)(?!\w))|(?<!\w)(?:rp|idr|r\$)\.?\s?\d+(?:[.,]\d+)*",
    re.IGNORECASE,
)
"""An amount of money (``3 €``, ``€ 3,50``, ``Rp 3.000``, ``R$ 3``, ``3 euros``)."""


def priced_only(part: GoalPart, text: str) -> bool:
    """A drawn value of the part (not itself an amount) is stated in ``text`` only as an amount of money."""
    if _AMOUNT.search(part.text) is not None:
        return False  # "a budget of 300 euros": the amount is the value
    bare = _AMOUNT.sub(" ", text)
    return any(states(text, v) and not states(bare, v) for v in part.value_texts)


_ARRIVES = re.compile(
    r"(?<!\w)(?:arrives?|arriving|comes in|coming in|is due in|gets in|llega|llegan|llegara|llegaran|arrivent"
    r"|arrive|kommt\s+(?:\w+\s+){0,3}?(?:an|rein|herein)|trifft\s+(?:\w+\s+){0,3}?ein|arriva|arrivano"
    r"|arrivera|chega|chegam|chegara|komt\s+(?:\w+\s+){0,3}?binnen|komen\s+(?:\w+\s+){0,3}?binnen"
    r"|datang|tiba)(?!\w)"
)
"""A thing arriving (``arrives``, ``llega``, ``arrive``, ``kommt … an``, ``arriva``, ``chega``, ``komt … binnen``,
``datang``)."""


def arrives(sentence: str) -> bool:
    """``sentence`` says a thing arrives (module docstring)."""
    return _ARRIVES.search(normalise(sentence)) is not None
