"""The plain negations that a reader takes alone, parts of the one *no* table of goal_no_words.

The *not* of the languages other than English, without *never* or *not yet* (:data:`PLAIN_NOT`, :data:`BARE_NOT`, in
:data:`user_sim.core.goal_no_words.NOT_WORDS`), and *none* (:data:`NONE`, in ``NO_WORDS``), on normalised text.
"""

from __future__ import annotations

BARE_NOT = r"nicht|niet|non|tidak"
"""The *not* of German, Dutch, Italian (and French *non*), Indonesian, a part of :data:`PLAIN_NOT`: read by
goal_needs beside its own words (``nicht nötig``, ``non serve``, ``tidak perlu``); no *not yet* nor *never* (``Belum
kak, saya masih perlu cek …`` still needs), no French ``pas`` nor Portuguese ``não``, which negate any verb there
(``n'oubliez pas d'envoyer …``: goal_needs has ``pas besoin``)."""
PLAIN_NOT = rf"{BARE_NOT}|pas|nao"
"""The plain *not* of German, Dutch, French, Italian, Portuguese, Indonesian, in goal_no_words.NOT_WORDS: no English
``not`` nor *never* (``but not directly at the entrance`` qualifies a yes), read by goal_yesno.unsure before a verb of
saying or *information* (``kann ich nicht sagen``, ``não tenho informação``)."""
NONE = r"kein\w*|geen"
"""*None* (``keine Information``, ``geen informatie``), a part of goal_no_words.NO_WORDS."""
