"""The word tables of *no deed* and *no answer*: negation, sold out, failure, not knowing (normalised, 8 languages).

Each table is written once and read by every rule that needs it:

* :data:`NOT_WORDS` — words that negate a verb (``not``, ``isn't``, ``nicht``, ``belum``), read by
  :data:`user_sim.core.goal_beside.NEGATION`, :mod:`user_sim.core.goal_failed` and
  :func:`user_sim.core.goal_yesno_said.sorry_no`;
* :data:`SOLD_OUT` — sold out or fully booked (``sold out``, ``agotada``, ``ausgebucht``, ``volgeboekt``,
  ``épuisée``), read by ``NEGATION`` and, on accented text, by :data:`user_sim.core.goal_lookalikes.GONE` (built
  by :func:`accented`); its part :data:`TAKEN` (``fully booked``) by :mod:`user_sim.core.goal_failed`;
* :data:`FAILED` — an attempt that failed (``failed``, ``mislukt``, ``gagal``, ``fehlgeschlagen``), read by
  ``NEGATION`` and :mod:`user_sim.core.goal_failed`;
* :data:`CANNOT_TELL` (built from :data:`CAN_NOT` and :data:`TELL`) and :data:`DONT_KNOW` — cannot tell, does not
  know (``I can't confirm``, ``no sé si``, ``weet ik niet``), read by :func:`user_sim.core.goal_failed.cannot_tell`
  and :func:`user_sim.core.goal_yesno.unsure`;
* :data:`YES_NO` — a yes or a no said (``yes``, ``claro``, ``nein``, ``tidak``, *not at all*), read by
  :mod:`user_sim.core.goal_yesno` and by :mod:`user_sim.core.goal_tags` (a yes alone before a plain tag word);
* :data:`PLACES`, :data:`ROOMS`, :data:`ALL_PLACES` (every place taken), :data:`REFUSED` (declined), :data:`SORRY`
  (a regret) and :data:`REGRET` (a regret or a place taken), read by goal_failed, goal_gone, goal_moved,
  goal_yesno_said and goal_shorthand.

Every table is a regex alternation for a reader to put between its own word bounds.
"""

from __future__ import annotations

import re

_NT = (
    r"(?:(?<!please )(?<=[\w'] )don't|(?!don't)\w*n't)"
    r"(?!\s+(?:it|you|i|we|they|he|she|that)(?!\w))"
)
"""English ``n't`` on its verb (``isn't``, ``wasn't``, ``couldn't``, ``we don't``): not a ``don't`` opening a clause,
an imperative (``Booked — don't forget your ID``, ``Don't worry``), nor an inverted question (``isn't it great``,
``why don't you``)."""
NOT_WORDS = rf"not|{_NT}|never|nicht|niet|pas|non|nao|nunca|tidak|belum"
"""Words that negate a verb, in the eight languages (normalised)."""
_ALREADY = r"(?:already|all|ya|deja|schon|bereits|gia|ja|al|sudah|telah)"
ROOMS = r"(?:rooms?|habitacion\w*|chambres?|zimmer|camer(?:a|e)|quartos?|kamers?|kamar)"
"""Rooms to stay in (normalised): a kind of place of its own, beside tables, seats and slots."""
PLACES = (
    r"(?:tables?|seats?|slots?|spots?|places?|space|appointments?|mesas?|plazas?|sitio|hueco|citas?|turnos?|horarios?"
    r"|creneaux?|tische?|platze?|termine?|tavol(?:o|i)|post(?:o|i)|orari|lugar\w*|vagas?|tafels?|tijdslots?|plaatsen|plaats|plek"
    rf"|plekken|tijden|meja|kursi|jadwal|tempat|{ROOMS})"
)
"""The places a booking takes (normalised): tables, seats, rooms, slots, space (``sitio``, ``hueco``, ``Platz``,
``posto``, ``vaga``, ``plek``, ``tempat``)."""
_WHERE = r"(?:on|in|at|de|del|en|am|im|an|auf|di|nel|op|van|pada|sur|du|des|da|do|na|no)\s+(?!(?:your|you|su|tu|votre"
_WHERE += r"|vos|ihre\w*|uw|je|anda|sua|seu|vous|lei)\s)(?:[^\W\d_]+\s+){1,3}?"
ALL_PLACES = (
    r"(?:all|every|todas|todos|cada|toutes|tous|chaque|alle|jeder|jede|ogni|tutti|tutte|elke|semua|setiap)\s+"
    r"(?:(?:the|our|of our|las|los|nuestras|nuestros|les|nos|unsere|die|i|le|nostri|nostre|as|os|nossas|nossos"
    rf"|de|onze)\s+)?{PLACES}\s+(?:{_WHERE})?"
    rf"(?:{_ALREADY}\s+)?(?:(?:are|were|is|was|have been|has been|estan|esta|estaban|sont|est|sind|ist|waren|sono"
    rf"|erano|e|estao|zijn)\s+)?(?:{_ALREADY}\s+)?(?:booked|reserved|taken"
    r"|occupied|reservad\w*|ocupad\w*|vendid\w*|reservee?s?|prise?s?|occupee?s?|reserviert|belegt|vergeben|gebucht"
    r"|prenotat\w|occupat\w|gereserveerd|bezet|vergeven|geboekt|dipesan|terisi|penuh)"
)
"""Every place taken, the places named, maybe where or when (``todas las mesas de la terraza están reservadas``,
``every table on Friday is booked``, ``alle Tische am Freitag sind schon reserviert``, ``semua meja sudah dipesan``);
not a count (``all 4 seats are booked`` is the deed), nor yours (``all seats in your name are booked``).
:func:`user_sim.core.goal_failed.failed` reads no rooms taken beside a table booked, nor the reverse (:data:`ROOMS`)."""
TAKEN = (
    r"fully booked|booked solid|booked up|todos reservad\w*|todas reservad\w*|todos ocupad\w*|todas ocupad\w*"
    r"|todos vendid\w*|todas vendid\w*|dipesan semua|terisi semua|oleh tamu lain|(?:sudah|telah|udah) habis"
    rf"|{ALL_PLACES}"
)
"""Every place taken, said with a participle of the deed itself or a word of done (``fully booked``, ``todas
reservadas``, ``sudah dipesan oleh tamu lain``, ``sudah habis``, ``all tables are booked``: :data:`ALL_PLACES`):
:mod:`user_sim.core.goal_failed` reads these as a
failure of the whole text, since :func:`user_sim.core.goal_done.is_done` would read their participle as done. The
rest of :data:`SOLD_OUT` holds no word of done (or a participle :data:`user_sim.core.goal_lookalikes.GONE` sets
aside), so a deed beside it is still done: ``Samstag ist ausgebucht, ich habe Sie für Freitag gebucht``."""
SOLD_OUT = (
    rf"{TAKEN}|sold out|agotad\w*|ausverkauft|ausgebucht\w*|uitverkocht|volgeboekt\w*|overboekt\w*|habis"
    r"|esgotad\w*|epuise\w*|esaurit\w*"
    r"|out of stock|sin stock|sin existencias|sem estoque|sem stock|em falta|rupture de stock|fuori stock|stok kosong"
    r"|nicht (?:mehr )?(?:auf lager|vorratig)|niet (?:meer )?op voorraad"
)
"""Sold out, out of stock or every place taken (:data:`TAKEN`), in the eight languages (normalised): ``The large
pepperoni is sold out tonight``, ``Carboflex 05: sin stock``, ``Do. ist leider ausgebucht``, ``todas reservadas``
is no deed."""
FAILED = r"failed|gagal|mislukt|falhou|fallo|fallid\w*|echou\w*|echec|fallit\w*|gescheitert|fehlgeschlagen"
"""An attempt that failed (normalised): ``The payment failed``, ``La commande a échoué``, ``Het is mislukt``."""
REFUSED = (
    r"rejected|declined|refused|denied|rechazad\w*|denegad\w*|recusad\w*|refusee?s?|rejetee?s?|abgelehnt|verweigert"
    r"|rifiutat\w|respint\w|geweigerd|afgewezen|ditolak"
)
"""Refused (normalised): ``the card was declined``, ``la reserva fue rechazada``, ``abgelehnt``, ``ditolak``."""
CAN_NOT = (
    r"can(?:not|'t|t| not)|unable to|not able to|no (?:puedo|podemos)|nao (?:consigo|posso|conseguimos|podemos)"
    r"|ne (?:peux|pouvons) pas|(?:kann|konnen)(?: ich| wir)? (?:leider )?nicht|non (?:posso|possiamo|riesco)"
    r"|(?:kan|kunnen)(?: ik| we)? (?:helaas )?niet|tidak (?:bisa|dapat)|belum bisa"
)
"""The chatbot cannot (normalised): ``I can't``, ``no puedo``, ``je ne peux pas``, ``kan ik helaas niet``."""
TELL = (
    r"confirm\w*|say|tell|guarantee|verify|decir\w*|asegurar\w*|garantiz\w*|dizer|garantir|dire|assurer|sagen"
    r"|bestatigen|garantieren|confermar\w*|garantire|zeggen|bevestigen|garanderen|memastikan|menjamin|konfirmasi"
)
"""Verbs of telling or confirming (normalised), what :data:`CAN_NOT` cannot do: ``I can't confirm``."""
CANNOT_TELL = rf"(?:{CAN_NOT})(?:\W+[\w']+){{0,2}}?\W+(?:{TELL})"
"""Cannot tell (``I can't say``, ``no puedo confirmar``, ``tidak bisa memastikan``)."""
DONT_KNOW = (
    r"don'?t know|do not know|no (?:lo )?se(?=\s+(?:si|que|cuando|cuant\w*|donde|como|quien|el|exactamente|bien"
    r"|con certeza|(?:la|los|las)(?!\s+(?:pued\w*|podemos|voy|vamos|[a-z]+o)(?!\w)))(?!\w)|\s*[.,;:!?]|\s*$)"
    r"|no (?:lo )?sabemos|nao (?:sei|sabemos)"
    r"|ne (?:sais|savons) pas|(?:weiss|wissen)(?: ich| wir)? (?:leider )?nicht|non (?:lo )?(?:so|sappiamo)"
    r"|(?:weet|weten)(?: ik| we)? (?:helaas )?niet|tidak tahu|belum tahu|kurang tahu"
)
"""Does not know (normalised): ``I don't know``, ``no sé si``, ``no sé cuándo``, ``No lo sé.``, ``weiß ich nicht``,
``non lo so``, ``No sé la política exacta``; not the Spanish reflexive ``no se`` (``No se admiten perros``, ``no se
puede cancelar``), nor a clitic before a verb (``No se la puedo reservar``)."""
_ACCENTS = {"a": "aàáâãä", "e": "eéèêë", "i": "iìíîï", "o": "oòóôõö", "u": "uùúûü", "c": "cç", "n": "nñ"}


def accented(words: str) -> str:
    """A table of normalised words read on accented lower-case text: ``epuise`` reads ``épuisée``."""
    return re.sub(r"(?<!\\)[aeioucn]", lambda m: f"[{_ACCENTS[m.group()]}]", words)


NOT_AT_ALL = (
    r"not at all|para nada|en absoluto|pas du tout|gar nicht|uberhaupt nicht|per niente|niente affatto|helemaal niet"
    r"|totaal niet|sama sekali (?:tidak|nggak|gak)|de jeito nenhum|nem um pouco"
)
"""*Not at all*: a no said whole."""
_ALREADY_DONE = (
    r"\s+(?:(?:te|lhe|lhes|o|a|os|as|se|me|nos)\s+)?(?!(?:zwei|drei|frei|dabei|vorbei)(?!\w))(?:\w{2,}(?:ei|ou|amos"
    r"|aram|gi|bi|di|ri|ui|vi)|\w+[ai]d[oa]s?|esta\w*|estou|e|foi|foram|fic\w+|fiz|fez|tem|temos|tenho|pod\w+|vai"
    r"|vao|vou|sai|saiu|ja|deix\w+)(?!\w)"
)
"""Portuguese *já* (already) before a verb, normalised to ``ja`` (``Já reservei``, ``Já está incluído``, ``já lhe
mandei``, ``Já pode agendar``): no German or Dutch *ja* (``Ja, …``, ``ja graag``, ``Ja zwei``)."""
YES_NO = (
    r"(?:yes|yeah|yep|no|nope|none|indeed|definitely|si(?=\s*(?:[,.!:;]|certo|claro|$))|oui|non"
    rf"|ja(?!{_ALREADY_DONE})|jawohl|nein"
    r"|nee|sim|nao|ya|iya|tidak|bukan|certo|claro|natuurlijk|naturlich|bien sur|of course|certainly|sure"
    r"|absolutely|certamente|tentu|zeker|jazeker"
    r"|klopt|inderdaad|tout a fait|absolument|effectivement|por supuesto|desde luego|efectivamente|assolutamente"
    r"|esatto|com certeza|selbstverstandlich|genau|klar|gewiss|betul|benar|aucune?|keine?|geen|ningun[oa]?"
    rf"|nessun[oa]?|nenhum[a]?|{NOT_AT_ALL})(?!\w)"
    r"(?![-/][\w-]*\d)"  # a code's letters: "SIM-5520", "JA-204", "NO-88/B" answer nothing
)
SORRY = (
    r"(?:unfortunately|sadly|sorry|i'm afraid|lamentablemente|desafortunadamente|por desgracia|lo siento|infelizmente"
    r"|lamentavelmente|malheureusement|desole\w*|leider|purtroppo|helaas|sayangnya|mohon maaf|maaf)"
)
"""A regret (normalised), in the eight languages: read by goal_yesno_said (an apology before a no) and in REGRET."""
REGRET = rf"{SORRY}|taken|occupat[oaie]|ocupad[oa]s?|besetzt|vergeben|bezet|occupee?s?|terisi"
"""A regret or a place taken (normalised): ``Sorry, Thursday 15:00–17:00 is taken``, ``Purtroppo … è occupato``,
``leider besetzt``: what follows is no deed."""
