"""Candidates of an action that only inform: a precondition, a quote or a listing (guards before the model).

A sentence that states an action's values with no word of doing may go to the model (:mod:`user_sim.core.goal_guard`),
which tends to say yes. :func:`only_informs` refuses three shapes of it, in the eight languages:

* **a precondition**: what the deed needs, said in a purpose clause (``Para cancelar el 4471 necesito el nombre
  del titular``, ``To cancel it I need your postcode``, ``Pour annuler, il me faut …``, ``Um zu stornieren,
  brauche ich …``, ``Per annullare mi serve …``, ``Para cancelar preciso de …``, ``Om te annuleren heb ik … nodig``,
  ``Untuk membatalkan, saya perlu …``);
* **a quote**: no sentence of the reply says anything done or bears a check mark, and one says what it costs
  (``… i tempi di realizzazione sono di 6–8 settimane. Il prezzo è di 680 €.``): not that it was ordered;
* **a listing**: the sentence states another possible value of a variable beside the drawn one (``Consultations in
  Manchester run on Tuesdays, Thursdays and Saturdays.``): a schedule or a choice, not the deed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_done import is_done
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_purpose import AFIN_DE, AGAR, TO_DO, TO_DO_SPOKEN, UM_ZU
from user_sim.core.goal_values import states
from user_sim.core.goals import normalise

_PURPOSE = re.compile(
    rf"(?<!\w){either(TO_DO, TO_DO_SPOKEN, AFIN_DE, UM_ZU, AGAR)}\s+(?:\w+\s+){{0,3}}?"
    r"[^\W\d]{3,}"
)
_CHECK = re.compile(r"[✅✓✔☑]")
_PRICE = re.compile(
    r"(?<!\w)(?:price\w*|costs?|cost of|precio|cuesta\w*|prix|coute\w*|preis\w*|kostet|kosten|prezz\w+|costa\w*"
    r"|preco|custa\w*|prijs|kost|harga\w*|biaya\w*|tarif\w*|rate|quote|presupuesto|devis|angebot|preventivo"
    r"|orcamento|offerte|penawaran)(?!\w)"
)
"""A price said as what something costs (``The price is €45``, ``Il prezzo è di 680 €``, ``harganya``)."""
_NEED = re.compile(
    r"(?<!\w)(?:need|needs|needed|require[sd]?|necesit\w+|hace falta|hacen falta|besoin|(?:me|nous|vous) faut"
    r"|il faut|brauche\w*|benotige\w*|(?:mi|ci|le|ti) serv\w+|bisogno|necessit\w+|precis\w+|nodig|perlu|butuh"
    r"|memerlukan|membutuhkan|diperlukan|dibutuhkan)(?!\w)"
)


def only_informs(
    part: GoalPart, sentence: str, reply: Sequence[str], options: Mapping[str, tuple[str, ...]] | None = None
) -> bool:
    """The action's candidate ``sentence`` of ``reply`` only informs (module docstring)."""
    if part.kind != "action" or is_done(sentence):
        return False
    said = normalise(sentence)
    if _PURPOSE.search(said) and _NEED.search(said):
        return True  # "Para cancelar el 4471 necesito el nombre del titular."
    if _quoted(reply):
        return True  # a quote: "… 6–8 settimane. Il prezzo è di 680 €."
    return (
        any(
            states(sentence, value) and any(o not in drawn and states(sentence, o) for o in options.get(name, ()))
            for name, drawn in part.values.items()
            for value in drawn
        )
        if options
        else False
    )


def _quoted(reply: Sequence[str]) -> bool:
    """A price said as what it costs, in a reply that says nothing done (no word of doing, no check mark)."""
    if any(is_done(s) or _CHECK.search(s) for s in reply):
        return False  # "Siap, pesanan dikunci ✅ … COD Rp 162.000": a receipt
    return any(gives_kind(s, "price") and _PRICE.search(normalise(s)) for s in reply)
