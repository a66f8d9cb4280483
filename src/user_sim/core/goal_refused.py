"""What rules out a part delivered over the chatbot's last two replies (:mod:`user_sim.core.goal_turns`).

:func:`refused` is true when, in the two replies (each sentence with the rules' finding without its values):

* a sentence of either hands over, or one of the latest promises (still to be done, or availability said of the
  part's values or key words: ``Saturday at 8 is available``);
* another sentence of the latest still owes the confirmation (:func:`user_sim.core.goal_withheld.withheld`), or
  one of the previous does and the latest says nothing done (``Noted: 30 people, Sunday. I'll confirm with the
  owner first.`` — ``ok`` — ``Great, talk soon!``; ``Anotado, te confirmo luego``, ``Noté, je dois d'abord
  vérifier``, ``Notiert, ich muss erst nachsehen``, ``Segnato, devo prima controllare``, ``Anotado, preciso
  verificar primeiro``, ``Genoteerd, ik moet eerst navragen``, ``udah aku catat, nanti aku konfirmasi dulu``);
* a sentence of either tells the user they can do the part's action themselves
  (:func:`user_sim.core.goal_verbs.offers_own_verb`), or states a value under a condition or a negation
  (``Si pagas hoy, …``, ``…, if a table frees up``, ``… no nos queda``, ``El sábado está completo``,
  ``The large pepperoni is sold out tonight``);
* the latest reply asks the user anything but *anything else?* (:func:`still_asking`: the chatbot is still
  collecting what the deed needs).
"""

from __future__ import annotations

from collections.abc import Mapping

from user_sim.core.goal_answers import names_part
from user_sim.core.goal_beside import negated
from user_sim.core.goal_done import promises
from user_sim.core.goal_go_ahead import ELSE, about_else
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_tense import is_conditional
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import offers_own_verb
from user_sim.core.goal_withheld import withheld
from user_sim.core.goals import normalise


def refused(
    part: GoalPart, earlier: Mapping[str, str], later: Mapping[str, str], options: Mapping[str, tuple[str, ...]]
) -> bool:
    """Either reply rules the proof out: a hand-off, a promise, a withheld deed, an offer, a condition, a question."""
    if "handoff" in earlier.values() or "handoff" in later.values() or any(_promised(part, s, later) for s in later):
        return True
    if withheld(part, "", list(later), options):
        return True  # "Table for 4 on Friday noted; I need to check with the kitchen first."
    if "delivered" not in later.values() and withheld(part, "", list(earlier), options):
        return True  # "udah aku catat …, nanti aku konfirmasi dulu" - "ok" - "Oke Kak, ditunggu!": nothing done since
    if any(offers_own_verb(s, part) for s in (*earlier, *later)):
        return True  # "Good choice! It is lent out, but you can reserve it in the app."
    if any(_unsettled(s) and any(states(s, v) for v in part.value_texts) for s in (*earlier, *later)):
        return True  # "Done. If you pay today, the red bike for Sunday." / "… for Sunday is not possible."
    return still_asking(part, later)  # "Que bom que o Paçoca chamou sua atenção! … Qual horário fica melhor?"


def still_asking(part: GoalPart, later: Mapping[str, str]) -> bool:
    """A question of the latest reply, not *anything else?* nor one right after a sentence on another matter."""
    said = list(later)
    return any(
        later[s] == "question" and ELSE.search(normalise(s)) is None and not (i and about_else(part, said[i - 1]))
        for i, s in enumerate(said)
    )


def _promised(part: GoalPart, sentence: str, later: Mapping[str, str]) -> bool:
    """A promise of the latest reply: still to be done, or availability said of the part's values or key words.

    ``O histórico fica disponível no portal após o pagamento`` (an outcome, naming no value) settles nothing either
    way; ``Saturday at 8 is available`` does not say it is booked.
    """
    if later[sentence] != "promise":
        return False
    return names_part(part, sentence) or promises(sentence)


def _unsettled(sentence: str) -> bool:
    """A sentence of values under a condition, a negation or sold out: it does not say they are done."""
    return is_conditional(sentence) or negated(normalise(sentence))
