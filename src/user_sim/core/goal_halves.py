"""Half of an action done: one clause of a goal phrase of two, joined by *and*, left out by the chatbot.

* **half of a two-deed action** (:func:`leaves_clause`): ``Acrobat has been installed`` for *get your password
  reset and have Acrobat installed*, while nothing the chatbot said names the password;
* **one object of two** (:func:`leaves_object`): one deed verb, two objects joined by *and* (and/y/e/et/und/en/dan/
  serta), the second with no drawn value (``Order garlic bread and a large pepperoni`` is not done by ``Your garlic
  bread is ordered``) — ``Comprar el mapa topográfico de {{region}} y una funda impermeable``,
  ``Buy the {{region}} map and a waterproof case``, ``Acheter la carte de {{region}} et un étui étanche``, ``Kauf
  die Karte von {{region}} und eine wasserdichte Hülle``, ``Compra la mappa di {{region}} e una custodia
  impermeabile``, ``Compre o mapa de {{region}} e uma capa impermeável``, ``Koop de kaart van {{region}} en een
  waterdichte hoes``, ``Beli peta {{region}} dan satu sarung anti air``: the proof must name the second object
  too, in its own sentence or in a done sentence of the chatbot's (``Pedido n.º 58812: mapa Picos de Europa …``
  then ``Ahora la funda... déjame mirar`` buys no case). The second object is a clause with no verb of its own
  (:func:`user_sim.core.goal_clauses.verbless`: it opens with an article, in Indonesian a count word); a second
  deed is :func:`leaves_clause`'s. Drawn values that trail the whole phrase belong to both objects, so the second
  is read up to them: *Agende a troca da tela e da bateria do seu {{modelo}}* is not delivered by ``Agendei a troca
  da tela do iPad 9ª geração … A bateria desse modelo está em falta``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_bought_there import bought_there
from user_sim.core.goal_clauses import verbless
from user_sim.core.goal_clockwords import TO_ONE
from user_sim.core.goal_conjunctions import AND, either
from user_sim.core.goal_done import is_done
from user_sim.core.goal_failed import failed
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_purpose import FOR, FOR_ROMANCE, OF, OF_THE, OF_THE_ROMANCE
from user_sim.core.goal_rules import is_question
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_values import states
from user_sim.core.goals import contains_keyword, normalise

_AND = re.compile(rf",?\s+{either(AND, ('serta',))}\s+(?=\w)", re.IGNORECASE)
"""*And* between two clauses of one goal phrase (``get the password reset and have Acrobat installed``)."""
_AND_ROMANCE = re.compile(rf",?\s+{either(tuple(w for w in AND if w != 'en'), ('serta',))}\s+(?=\w)", re.IGNORECASE)
"""The same in a phrase with a Romance article, where ``en`` is *in* (``pedir cita en el taller``)."""
_COUNTED = re.compile(r"^\W*(?:satu|se(?:buah|pasang|botol|lembar|porsi|bungkus|cangkir|gelas|set|ekor))\s")
"""An Indonesian noun phrase opens with a count word, not an article (``dan sebuah sarung``, ``dan sepasang``)."""
_OF_THE = re.compile(rf"^\W*{either(tuple(w for w in OF_THE if w != 'der'))}(?:\s|(?<='))", re.IGNORECASE)
"""A second object that is the first's sibling after *of the* (``a troca da tela e da bateria``, ``le changement
de l'écran et de la batterie``)."""
_TRAILS = re.compile(
    rf"\s{either(OF, OF_THE_ROMANCE, FOR, tuple(TO_ONE.split()))}"
    r"(?:\s+(?:seu|sua|tu|tuo|tua|ton|ta|votre|your|il|la|le|el|the|de|het|ihr|ihre|dein|deine|uw|je)){0,2}\s*$",
    re.IGNORECASE,
)
"""A drawn value that follows a preposition modifies the whole phrase (``… da bateria do seu {{modelo}} para``), not
one named by apposition (``il tuo collega {{collega}}``)."""
_OBJECT_END = re.compile(rf",|\s{either(FOR)}\s", re.IGNORECASE)
"""Where a second object's own words end: a comma or *for* (``uma capa de chuva para ela, para retirar na loja``)."""
_ROMANCE = re.compile(rf"(?<!\w)(?:el|la|los|las|le|les|un|une|una|des|del|du|au|{either(FOR_ROMANCE)})(?!\w)")


def leaves_clause(part: GoalPart, said: str) -> bool:
    """An action of two deeds in one phrase, one of them with no drawn value, and ``said`` names nothing of it.

    ``said`` is everything the chatbot said so far: ``Acrobat has been installed`` does not reset the password of
    *get your password reset and have Acrobat installed*; a deed without a value is named by one of its own key
    words (two at least, named in no other clause: ``password``, ``reset``) somewhere in the chatbot's replies, not
    in a sentence that sends the user to buy it at a counter (:func:`user_sim.core.goal_bought_there.bought_there`).
    """
    clauses = _clauses(part)
    if part.kind != "action" or len(clauses) < 2 or not part.value_texts:
        return False
    named = normalise(" ".join(s for s in sentences(said) if not bought_there(s)))  # "… vocês compram na recepção"
    for clause in clauses:
        own = _own_words(part, clause, clauses)
        if len(own) >= 2 and not any(contains_keyword(named, w) for w in own):
            return True
    return False


def leaves_object(part: GoalPart, proof: str, said: Sequence[str]) -> bool:
    """A second object of the part's one deed, with no drawn value, that ``proof`` leaves out (module docstring).

    Named by one of its own key words (named in no other clause, up to a comma or *for*) in a sentence of ``proof``
    that says no failure, or in a done sentence that asks nothing among ``said``, the sentences of all the chatbot's
    replies (``Já agendei a sua prova`` two turns before ``Reservado! Sábado, 12 de abril``).
    """
    clauses = _clauses(part)
    if part.kind != "action" or len(clauses) < 2:
        return False
    kept = [s for s in sentences(proof) if not failed(s, is_done)]  # "Quanto ao eletrocardiograma, … não foi aberta"
    named = " ".join(normalise(s) for s in (*kept, *said) if s in kept or (is_done(s) and not is_question(s)))
    if "_value_" not in clauses[0] and _TRAILS.search(clauses[-1].split("_value_")[0]) and "_value_" in clauses[-1]:
        clauses = [c.split("_value_")[0] for c in clauses]  # "… e da bateria do seu {{modelo}}": shared values
    for clause in clauses[1:]:
        own = [
            w for w in _own_words(part, clause, clauses) if contains_keyword(normalise(_OBJECT_END.split(clause)[0]), w)
        ]
        noun = verbless(clause) or _COUNTED.match(normalise(clause)) is not None or _OF_THE.match(clause) is not None
        if noun and own and not any(contains_keyword(named, w) for w in own):
            return True
    return False


def _clauses(part: GoalPart) -> list[str]:
    """The part's phrase cut at *and*, its drawn values masked (``kasur dan lemari`` is one value, not two)."""
    joined = _AND if _ROMANCE.search(normalise(part.text)) is None else _AND_ROMANCE
    text = part.text
    for value in sorted(part.value_texts, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(value)}(?!\w)", "_value_", text, flags=re.IGNORECASE)
    return [c for c in joined.split(text) if c.strip()]


def _own_words(part: GoalPart, clause: str, clauses: list[str]) -> list[str]:
    """The part's key words in ``clause`` and in no other clause; none for a clause with a drawn value."""
    if "_value_" in clause or any(states(clause, v) for v in part.value_texts):
        return []
    others = " ".join(normalise(c) for c in clauses if c is not clause)
    return [w for w in part.keywords if contains_keyword(normalise(clause), w) and not contains_keyword(others, w)]
