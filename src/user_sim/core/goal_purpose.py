"""The words that link a purpose or an owner: *for*, *in order to*, *so that*, *of*, *of the* (normalised text).

Beside the linking words of :mod:`user_sim.core.goal_conjunctions` and in its manner: each group a tuple of
regular-expression alternatives; a use takes whole groups, or the named subset it means (:data:`FOR_ROMANCE`,
:data:`OF_LINK`, :data:`OF_THE_LINK`, :data:`OF_THE_ROMANCE`), never the table less some words nor a copy. *To*, *in
order to*, a purpose still to reach (``Reply YES to confirm``, ``afin de valider``, ``agar dikonfirmasi``) stands in
named groups only (:data:`TO_DO`, :data:`TO_DO_SPOKEN`, :data:`AFIN_DE`, :data:`UM_ZU`, :data:`TO_THE`,
:data:`DAMIT`, :data:`AGAR`, :data:`BIAR`): a reader takes the groups it means (``goal_pending.TO_STEP``:
:data:`TO_DO`, :data:`AFIN_DE`, :data:`UM_ZU`, :data:`TO_THE`), so a word added to a group reaches only the readers
of that group; *so that*, with a clause of its own, is :data:`SO_THAT`. A word stands in one group only, but for the
words *for* and *to* share (``para``, ``pour``, ``untuk``, …), the subsets named inside a group, and ``of``, Dutch
*or* too (goal_conjunctions.OR).
"""

from __future__ import annotations

FOR_ROMANCE = ("para", "pour", "por")
"""Spanish and French *for* (Portuguese ``para`` too); not ``per``, which Dutch says too (``per e-mail en sms``)."""
FOR = ("for", *FOR_ROMANCE, "pra", "per", "fur", "für", "voor", "untuk")
"""*For*, a purpose or a beneficiary after a thing named (``una funda para el móvil``, ``pour retirer en boutique``);
German ``für`` both as written and normalised (``fur``): goal_halves and goal_sums read the text as written."""
TO_DO = ("to", "in order to", "para", "pour", "per", "untuk")
"""*To* before the verb of a purpose (``to confirm``, ``para confirmar``, ``pour valider``, ``untuk konfirmasi``)."""
TO_DO_SPOKEN = ("pra",)
"""Portuguese *para* as spoken (``pra confirmar``)."""
AFIN_DE = ("afin de", "a fin de")
"""French and Spanish *in order to* (``afin de valider``, ``a fin de confirmar``)."""
UM_ZU = ("um", "om")
"""German and Dutch *to* whose verb comes last (``um … abzuschließen``, ``om … af te ronden``)."""
TO_THE = ("zur", "zum")
"""German *to the*, a purpose named by a noun (``zur Bestätigung``)."""
DAMIT = ("damit",)
"""German *so that* (``damit die Buchung gilt``)."""
AGAR = ("agar", "supaya")
"""Indonesian *so that*, *in order to* (``bayar agar terbit``, ``supaya resmi``)."""
BIAR = ("biar",)
"""Indonesian *so that* as spoken (``biar resmi``)."""
SO_THAT = ("so that", "para que", "pour que", "perche", "zodat")
OF_LINK = ("of", "de", "di", "van", "von")
"""*Of* that links a name's words (``certificato di distruzione``, ``kaart van Texel``), or leads a measure (``de 2x2
m``); not Indonesian ``dari``, also *from* (``dari 10 orang``)."""
OF = (*OF_LINK, "dari")
"""*Of* alone (``certificato di distruzione``, ``kaart van Texel``, ``dari``); with its article, :data:`OF_THE`."""
OF_SIZE = ("da",)
"""Italian *da* of a size (``tavolo da 9 piedi``, ``carnet da 10 ingressi``), also Portuguese *of the*."""
OF_THE_LINK = (*OF_SIZE, "do", "del", "della", "dello", "du", "des", "der")
"""*Of the* that links a name's words (``certificato della …``, ``bouquet des roses``): not German ``das`` (*the*),
Spanish ``dos`` (*two*), ``delle``, ``degli``, ``vom``."""
OF_THE_ROMANCE = (*(w for w in OF_THE_LINK if w != "der"), "das", "dos")
"""The Romance *of the* in one word before a value that trails a whole phrase (``da bateria do seu {{modelo}}``):
:data:`OF_THE_LINK` but for German ``der``, with the Portuguese plurals ``das``, ``dos``; not Italian ``delle``,
``degli``; its article after it (``de la``) is the reader's (goal_halves)."""
OF_THE: tuple[str, ...] = (*OF_THE_LINK, "das", "dos", "delle", "degli", "vom")
OF_THE += ("de la", "de los", "de las", "de l'", "dell'", "von der", "van de", "van het")
"""*Of the*, the preposition with its article (``a troca da tela``, ``de l'écran``, ``die Farbe der Wand``)."""
LINK = (*OF_LINK, *OF_THE_LINK)
"""A preposition that links a name's words, a word of which may follow it in speech (``certificato di avvenuta
distruzione``, ``bouquet de belles roses``): read by goal_values, goal_trimmed, goal_wording (a function word)."""
