"""The word tables of *no deed* and *no answer*: negation, sold out, failure, not knowing (normalised, 8 languages).

Each table is written once and read by every rule that needs it:

* :data:`NO_WORDS` — the one *no* alternation: :data:`NOT_WORDS` (a verb negated or *never*: ``not``, ``isn't``,
  ``nicht``, ``belum``, ``nooit``) and *none* (``kein``, ``geen``), read by
  :data:`user_sim.core.goal_beside.NEGATION` and :func:`user_sim.core.goal_yesno_said.sorry_no` (with :data:`NE`),
  :mod:`user_sim.core.goal_gone` (with :data:`NO_MORE`) and, with *without*, as :data:`NOT_WITH` by goal_values,
  goal_forms and goal_wording; :data:`NOT_WORDS` alone by :mod:`user_sim.core.goal_failed` and goal_shorthand, its
  parts ``PLAIN_NOT`` and ``NONE`` (:mod:`user_sim.core.goal_plain_not`) by goal_yesno (before *say*) and goal_needs;
* :data:`SOLD_OUT` — sold out or fully booked (``sold out``, ``agotada``, ``ausgebucht``, ``volgeboekt``,
  ``épuisée``), read by ``NEGATION`` and, on accented text, by :data:`user_sim.core.goal_lookalikes.GONE` (built
  by :func:`accented`); its part :data:`TAKEN` (``fully booked``) by :mod:`user_sim.core.goal_failed`;
* :data:`FAILED` — an attempt that failed (``failed``, ``mislukt``, ``gagal``, ``fehlgeschlagen``), read by
  ``NEGATION`` and :mod:`user_sim.core.goal_failed`;
* :data:`PLACES`, :data:`ROOMS`, :data:`ALL_PLACES`, :data:`NO_PLACE`, :data:`REFUSED`, :data:`SORRY` and :data:`REGRET`
  (a regret or a place taken: :data:`OCCUPIED`), read by goal_failed, goal_taken, goal_gone, goal_moved,
  goal_yesno_said, goal_shorthand, goal_retract and goal_beside.

Every table is a regex alternation for a reader to put between its own word bounds. A yes or a no said is
:mod:`user_sim.core.goal_yes_no_words`'; cannot tell and does not know, :mod:`user_sim.core.goal_unknown_words`'.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import WITHOUT, WITHOUT_AS_NO, either
from user_sim.core.goal_plain_not import NONE, PLAIN_NOT

_NT = (
    r"(?:(?<!please )(?<=[\w'] )don't|(?!don't)\w*n't)"
    r"(?!\s+(?:it|you|i|we|they|he|she|that)(?!\w))"
)
"""English ``n't`` on its verb (``isn't``, ``wasn't``, ``couldn't``, ``we don't``): not a ``don't`` opening a clause,
an imperative (``Booked — don't forget your ID``, ``Don't worry``), nor an inverted question (``isn't it great``,
``why don't you``)."""
NOT_WORDS = rf"not|{_NT}|never|{PLAIN_NOT}|nunca|belum|nie|niemals|jamais|nooit"
"""Words that negate a verb or say *never*, in the eight languages (normalised); not Italian ``mai`` (French May)."""
BUKAN = "bukan"
"""Indonesian *not* of a noun or a participle (``bukan dipesan``), in :data:`NO_WORDS`; not before :data:`ONLY`."""
ONLY = r"hanya|saja|cuma|main"
"""Indonesian *only* (``bukan hanya``, ``bukan saja``: *not only*), and ``bukan main`` (*extremely*): no negation."""
NO_WORDS = rf"{NOT_WORDS}|{NONE}|tak|{BUKAN}"
"""The one *no* alternation: :data:`NOT_WORDS`, *none* (``kein``, ``geen``), Indonesian ``tak``, ``bukan``; the bare
``no`` (``No. 5``, Portuguese *in the*) is each reader's, with its own guard. Its named parts beside it: :data:`NE`
and :data:`NO_MORE`."""
NE = "ne"
"""French ``ne`` negating a sentence (goal_beside.NEGATION, goal_yesno_said.sorry_no); no *no* of a place (Italian
*of it*, ``ne ho uno libero``; ``il ne reste qu'une place``)."""
NO_MORE = rf"nessun\w*|plus|{either(WITHOUT_AS_NO)}"
"""*None*, *no more*, Portuguese *without* (goal_conjunctions.WITHOUT_AS_NO), said of a place (goal_gone:
``nessun posto``, ``plus de place``, ``sem vaga``); too wide for a sentence's negation (``nessun problema``, ``plus
tax``, ``sin coste``)."""
SPOKEN_NOT = r"nggak|enggak|gak|ndak"
"""Indonesian *not* as spoken (``nggak``, ``gak``, ``ndak``), beside ``tidak`` and ``tak``: read by goal_needs,
goal_shapes (``gak perlu``), goal_yes_no_words (``sama sekali nggak``); no sentence's negation (``… atau nggak?``)."""
NOT_WITH = rf"{NO_WORDS}|no|{either(WITHOUT)}"
"""A negation or *without* inside a value (``sin cebolla``, ``ohne Sahne``, ``tidak pedas``): never reworded."""
ALREADY = r"(?:already|all|ya|deja|schon|bereits|gia|ja|al|sudah|telah)"
ROOMS = r"(?:rooms?|habitacion\w*|chambres?|zimmer|camer(?:a|e)|quartos?|kamers?|kamar)"
"""Rooms to stay in (normalised): a kind of place of its own, beside tables, seats and slots."""
_TABLES = r"tables?|places?"
"""Tables and places, English and French: read by :data:`PLACES`, :data:`PLACES_EN` and :data:`NO_PLACE`."""
_SEATS = r"seats?|slots?|spots?"
"""English seats and slots: read by :data:`PLACES` and :data:`PLACES_EN`."""
_ROMANCE_TABLES = r"mesas?|plazas?|sitio|hueco|tavol(?:o|i)|post(?:o|i)|lugar\w*|vagas?"
"""Spanish, Italian and Portuguese tables and places: read by :data:`PLACES` and :data:`NO_PLACE`."""
PLACES = (
    rf"(?:{_TABLES}|{_SEATS}|space|appointments?|{_ROMANCE_TABLES}|citas?|turnos?|horarios?|creneaux?|tische?|platze?"
    r"|termine?|orari|tafels?|tijdslots?|plaatsen|plaats|plek"
    rf"|plekken|tijden|meja|kursi|jadwal|tempat|{ROOMS})"
)
"""The places a booking takes (normalised): tables, seats, rooms, slots, space (``sitio``, ``Platz``, ``tempat``)."""
_WHERE = r"(?:on|in|at|de|del|en|am|im|an|auf|di|nel|op|van|pada|hari|sur|du|des|da|do|na|no)\s+(?!(?:your|you"
_WHERE += r"|su|tu|votre|vos|ihre\w*|uw|je|anda|sua|seu|vous|lei)\s)(?:[^\W\d_]+\s+){1,3}?"
FOR_HOW_MANY = r"(?:for|para|pour|fur|per|voor|untuk)"
_FOR_COUNT = rf"{FOR_HOW_MANY}\s+\d+\s+(?:[^\W\d_]+\s+){{0,2}}?"
"""For how many (``for 4``, ``untuk 4 orang``): :data:`ALL_PLACES` ``every table for 4 on Friday is booked``."""
BOOKED = r"booked|reserved|reservad\w*|reservee?s?|reserviert|gebucht|prenotat\w|gereserveerd|geboekt|dipesan"
"""Booked, reserved (normalised): of a place others hold here, of the deed itself in goal_withheld."""
BOOKED_UP = (  # booked or taken, said of a place others hold (ALL_PLACES; after a regret: goal_taken)
    rf"(?:{BOOKED}|taken|occupied|ocupad\w*|vendid\w*|prise?s?|occupee?s?"
    r"|belegt|vergeben|occupat\w|bezet|vergeven|terisi|penuh)"
)
ALL_PLACES = (
    r"(?:all|every|todas|todos|cada|toutes|tous|chaque|alle|al|jeder|jede|ogni|tutti|tutte|elke|semua|setiap)\s+"
    r"(?:(?:the|our|of our|las|los|nuestras|nuestros|les|nos|unsere|die|i|le|nostri|nostre|as|os|nossas|nossos"
    rf"|de|onze)\s+){{0,2}}{PLACES}\s+(?:kami\s+)?(?:{_FOR_COUNT})?(?:{_WHERE})?"
    rf"(?:{ALREADY}\s+)?(?:(?:are|were|is|was|have been|has been|estan|esta|estaban|sont|est|sind|ist|waren|sono"
    rf"|erano|e|estao|zijn)\s+)?(?:{ALREADY}\s+)?{BOOKED_UP}"
)
"""Every place taken, maybe where or when (``todas las mesas de la terraza``, ``every table on Friday is booked``,
``tutti i nostri tavoli``, ``al onze tafels``, ``semua meja kami``); not a count (``all 4 seats``), nor yours.
:func:`user_sim.core.goal_failed.failed` reads no rooms taken beside a table booked, nor the reverse (:data:`ROOMS`)."""
TAKEN = (
    r"fully booked|booked solid|booked up|todos reservad\w*|todas reservad\w*|todos ocupad\w*|todas ocupad\w*"
    r"|todos vendid\w*|todas vendid\w*|dipesan semua|terisi semua|oleh tamu lain|(?:sudah|telah|udah) habis"
    rf"|{ALL_PLACES}"
)
"""Every place taken, said with a participle of the deed itself or a word of done (``fully booked``, ``todas
reservadas``, ``sudah dipesan oleh tamu lain``, ``sudah habis``, ``all tables are booked``: :data:`ALL_PLACES`):
:mod:`user_sim.core.goal_failed` reads these as a failure of the whole text, since
:func:`user_sim.core.goal_done.is_done` would read their participle as done. The
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
PLACES_EN = rf"vacanc\w*|availability|{_TABLES}|{_SEATS}|rooms"
NO_PLACE = (
    rf"(?:sem|sin|nessun\w*|aucune?)\s+(?:{_ROMANCE_TABLES}|{_TABLES}|disponib\w*)"
    rf"|no\s+(?:more\s+|free\s+)?(?:{PLACES_EN})"
)
"""No place left (``sem vagas``, ``sin plazas``, ``nessun posto``, ``aucune place``, ``no vacancies``): a negation
(goal_beside.NEGATION; *no* before an English place only, :data:`PLACES_EN`: Portuguese ``no lugar`` is *in the*)."""
FAILED = r"failed|gagal|mislukt|falhou|fallo|fallid\w*|echou\w*|echec|fallit\w*|gescheitert|fehlgeschlagen"
"""An attempt that failed (normalised): ``The payment failed``, ``La commande a échoué``, ``Het is mislukt``."""
REFUSED = (
    r"rejected|declined|refused|denied|rechazad\w*|denegad\w*|recusad\w*|refusee?s?|rejetee?s?|abgelehnt|verweigert"
    r"|rifiutat\w|respint\w|geweigerd|afgewezen|ditolak"
)
"""Refused (normalised): ``the card was declined``, ``la reserva fue rechazada``, ``abgelehnt``, ``ditolak``."""
_ACCENTS = {"a": "aàáâãä", "e": "eéèêë", "i": "iìíîï", "o": "oòóôõö", "u": "uùúûü", "c": "cç", "n": "nñ"}


def accented(words: str) -> str:
    """A table of normalised words read on accented lower-case text: ``epuise`` reads ``épuisée``."""
    return re.sub(r"(?<!\\)[aeioucn]", lambda m: f"[{_ACCENTS[m.group()]}]", words)


APOLOGY = r"sorry|lo siento|desole\w*|maaf"
"""An apology (normalised): the part of :data:`SORRY` goal_retract reads beside its own words of a slip."""
SORRY = (
    rf"(?:unfortunately|sadly|{APOLOGY}|i'm afraid|lamentablemente|desafortunadamente|por desgracia|infelizmente"
    r"|lamentavelmente|malheureusement|leider|purtroppo|helaas|sayangnya|mohon maaf)"
)
"""A regret (normalised), in the eight languages: read by goal_yesno_said (an apology before a no), by
goal_beside.NEGATION, goal_taken (a place taken away) and in REGRET."""
OCCUPIED = r"taken|occupat[oaie]|ocupad[oa]s?|besetzt|vergeben|bezet|occupee?s?|terisi"
"""A place taken (normalised): never the user's deed said of a place (goal_taken: ``the room is already taken``)."""
REGRET = rf"{SORRY}|{OCCUPIED}"
"""A regret or a place taken (normalised): ``Sorry, Thursday 15:00–17:00 is taken``, ``Purtroppo … è occupato``,
``leider besetzt``: what follows is no deed."""
