"""The words of a yes or a no said (normalised, 8 languages): :data:`YES_NO` and its no half, :data:`NO_SAID`.

* :data:`YES_NO` — a yes or a no said (``yes``, ``claro``, ``nein``, ``tidak``, *not at all*), read by
  :mod:`user_sim.core.goal_yesno`, :mod:`user_sim.core.goal_yesno_asked` and :mod:`user_sim.core.goal_tags` (a
  yes alone before a plain tag word);
* :data:`NO_SAID` — its no half (``nein``, ``não``, ``keine``, *not at all*: :data:`NOT_AT_ALL`), read alone by
  :mod:`user_sim.core.goal_yesno` (the first yes or no said is a no); its part :data:`NO_ALONE` by goal_retract.

The words that negate a deed are :mod:`user_sim.core.goal_no_words`'.
"""

from __future__ import annotations

from user_sim.core.goal_no_words import SPOKEN_NOT

NOT_AT_ALL = (
    r"not at all|para nada|en absoluto|pas du tout|gar nicht|uberhaupt nicht|per niente|niente affatto|helemaal niet"
    rf"|totaal niet|sama sekali (?:tidak|{SPOKEN_NOT})|de jeito nenhum|nem um pouco"
)
"""*Not at all*: a no said whole."""
_ALREADY_DONE = (
    r"\s+(?:(?:te|lhe|lhes|o|a|os|as|se|me|nos)\s+)?(?!(?:zwei|drei|frei|dabei|vorbei)(?!\w))(?:\w{2,}(?:ei|ou|amos"
    r"|aram|gi|bi|di|ri|ui|vi)|\w+[ai]d[oa]s?|esta\w*|estou|e|foi|foram|fic\w+|fiz|fez|tem|temos|tenho|pod\w+|vai"
    r"|vao|vou|sai|saiu|ja|deix\w+)(?!\w)"
)
"""Portuguese *já* (already) before a verb, normalised to ``ja`` (``Já reservei``, ``Já está incluído``, ``já lhe
mandei``, ``Já pode agendar``): no German or Dutch *ja* (``Ja, …``, ``ja graag``, ``Ja zwei``)."""
NO_ALONE = r"no|nope|non|nein|nee|nao|tidak|bukan"
"""A no that can be said on its own (``nein``, ``não``, ``bukan``): the part of :data:`NO_SAID` that
:mod:`user_sim.core.goal_retract` reads after an apology (``sorry, no, …``); not *none* (``keine``, ``nessuna``)."""
NO_SAID = rf"{NO_ALONE}|none|aucune?|keine?|geen|ningun[oa]?|nessun[oa]?|nenhuma?|{NOT_AT_ALL}"
"""A no said (``nein``, ``não``, ``tidak``, ``keine``, ``nessuna``, *not at all*): the no half of :data:`YES_NO`,
read alone by :mod:`user_sim.core.goal_yesno` (the first yes or no said is a no)."""
YES_NO = (
    r"(?:yes|yeah|yep|indeed|definitely|si(?=\s*(?:[,.!:;]|certo|claro|$))|oui"
    rf"|ja(?!{_ALREADY_DONE})|jawohl"
    r"|sim|ya|iya|certo|claro|natuurlijk|naturlich|bien sur|of course|certainly|sure"
    r"|absolutely|certamente|tentu|zeker|jazeker"
    r"|klopt|inderdaad|tout a fait|absolument|effectivement|por supuesto|desde luego|efectivamente|assolutamente"
    rf"|esatto|com certeza|selbstverstandlich|genau|klar|gewiss|betul|benar|{NO_SAID})(?!\w)"
    r"(?![-/][\w-]*\d)"  # a code's letters: "SIM-5520", "JA-204", "NO-88/B" answer nothing
)
