"""What kind of value an information request asks for, read from its question words.

:func:`asked_kind` reads the question words per language (English, Spanish, French, German, Italian, Portuguese,
Dutch, Indonesian) after lower-casing and removing accents — *how long*, *how much*, *what time*, *when*, *how old*,
*how many*, *where*, *how far*, *what limit* — into one of the kinds of :data:`user_sim.core.goal_kinds.Asked`,
whose answers :func:`user_sim.core.goal_kinds.gives_kind` tests. A request of another kind (*which*…) is of kind
``other``: a model has to read it. So is a yes/no request (:func:`is_yes_no`: *ask whether…*, *frag, ob…*, *vraag
of…*, *tanyakan apakah…*) even when it names a price or a time (:mod:`user_sim.core.goal_yesno` reads its answer).
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_hours import HOURS
from user_sim.core.goal_kinds import Asked
from user_sim.core.goals import normalise

_ASKS: tuple[tuple[Asked, str], ...] = (
    (
        "duration",
        r"how long|cuanto (?:tiempo|tard\w*|dur\w*)|combien de temps|wie lange?"
        r"|quanto (?:tempo|dur\w*|ci vuole|demor\w*)"
        r"|hoe lang|hoelang|berapa lama|how many (?:days|hours|minutes|weeks)|cuant[oa]s (?:dias|horas|minutos|semanas)"
        r"|combien de (?:jours|heures|minutes|semaines)|wie viele (?:tage|stunden|minuten|wochen)"
        r"|quant[ie] (?:giorni|ore|minuti|settimane)|quant[oa]s (?:dias|horas|minutos|semanas)"
        r"|hoeveel (?:dagen|uur|minuten|weken)|berapa (?:hari|jam|menit|minggu)"
        r"|delai|plazo|prazo|levertijd|doorlooptijd|lieferzeit|lieferfrist|bearbeitungszeit|wartezeit|turnaround"
        r"|lead time|tempi di \w+|tempo de (?:entrega|espera|producao)|tiempo de (?:entrega|espera)"
        r"|(?:demor\w*|tard\w*|dur\w*|lev\w*) (?:quanto|cuanto)",
    ),
    (
        "amount",
        r"how far|how heavy|a que distancia|a quelle distance|wie weit|quanto (?:dista|pesa)|cuanto pesa|combien pese"
        r"|hoe ver|hoe zwaar|how high|wie hoch|hoe hoog|quanto (?:e )?alt[oa]|que tan alt[oa]"
        r"|berapa (?:jauh|berat|tinggi)"
        r"|distan\w*|entfernung|afstand|jarak|weight|peso|poids|gewicht|berat"
        r"|discount|descuento|desconto|remise|rabatt|ermassigung|sconto|korting|diskon|potongan|interest rate|taux"
        r"|tasa de interes|zinssatz|tasso|taxa de juros|rente|bunga",
    ),
    (
        "price",
        r"how much|prices?|costs?|costing|cuanto (?:cuesta|vale|es|sale|cobr\w*|me cobr\w*|queda)|precios?"
        r"|combien(?! de)|prix|tarif\w*|wie ?viel|kostet|kostete|preise?|quanto (?:costa|custa|e|sai|fica|de)"
        r"|prezz[oi]|precos?|hoeveel (?:kost\w*|is|bedraagt|betaal\w*)|kost|prijs|prijzen|harga\w*|biaya\w*|balance"
        r"|saldo|solde|guthaben|tegoed|valor|taxa|fee|gebuhr\w*|tarief|kosten|cuota|quota|ongkos|ongkir"
        r"|costar\w*|cuesta|cuestan|custa|costo|costi|coutent|coute(?:ra|rait)?|custam|custo|amount|montant|importe|importo"
        r"|betrag|bedrag|\w+(?:bedrag|betrag|beitrag|preis|prijs|gebuhr|kosten)"
        r"|(?:how much|cuanto|quanto|combien|wie ?viel|hoeveel|berapa) (?:\w+ )?(?:pa[gy]\w*|cobr\w*|charg\w*|ricev\w*"
        r"|receb\w*|offr\w*|ofre\w*|ofere\w*|valut\w*|valor\w*|aval\w*|zahl\w*|bezahl\w*|betaal\w*|krijg\w*|bayar\w*"
        r"|dibayar|dihargai|vaut|valent|wert)",
    ),
    (
        "clock",
        r"what time|(?:a )?que hora|(?:a )?quelle heure|um wie ?viel uhr|a che ora|que horas|hoe laat|jam berapa"
        r"|pukul berapa",
    ),
    (
        "time",
        r"when|cuando|quand|wann|quando|wanneer|kapan|what day|which day|que dia|quel jour|welche[nm]? tag"
        rf"|{either(HOURS)}|date|fecha|datum|\w+datum|data d[aeio]\w*|tanggal",
    ),
    (
        "age",
        r"how old|(?:minimum|maximum|min|max|what|which|from what|at what|the) age"
        r"|(?:what|which|the) ages|age (?:limit|requirement|restriction)|edad(?:es)?|\w*leeftijd\w*|hoe oud|idades?"
        r"|(?:che|quale|quali|l'|dall'|di) eta|(?:welche[mns]?|dem|das) altersstufen|quels ages|les ages|umur berapa"
        r"|eta (?:minima|massima)|usia|umur|wie alt|(?:welche[mns]?|dem|das) alter|\w*altersgrenze"
        r"|mindestalter|hochstalter|quel age|l'age|age (?:minimum|maximum|minimal|requis)",
    ),
    (
        "count",
        r"how many|cuant[oa]s|combien de|wie viele|quant[ie]|quant[oa]s|hoeveel|berapa(?! lama)",
    ),
    (
        "place",
        r"where|donde|ou (?:se|est|sont|en)|wo|wohin|dove|onde|waar|di ?mana|meeting point|pick-?up point"
        r"|punto de (?:encuentro|recogida)|point de (?:rendez-vous|rencontre)|treffpunkt|abholort|punto d'incontro"
        r"|punto di ritrovo|ponto de encontro|verzamelpunt|ophaalpunt|titik (?:kumpul|jemput|penjemputan\w*)",
    ),
    (
        "amount",
        r"limits?|limites?|limiet\w*|\w+limit|batas\w*|plafond|massimale|obergrenze|hochstbetrag|maxim\w*|minim\w*"
        r"|massim[oa]|mindest\w*|hochst\w*|maksimal|maksimum|temperatur\w*|temperature|suhu",
    ),
)
_ASKS_RE = [(kind, re.compile(rf"(?<!\w)(?:{words})(?!\w)")) for kind, words in _ASKS]

ASKING_VERBS = (
    r"ask\w*|find out|pregunt\w*|averigu\w*|demand\w*|renseign\w*|frag\w*|erfrag\w*|erkundig\w*|nachfrag\w*"
    r"|herausfind\w*|chied\w*|domand\w*|pergunt\w*|vraag\w*|vrag\w*|navra\w*|tanya\w*|bertanya|menanyakan"
)
"""Verbs of asking in the eight languages (stems): in a goal they ask, in a chatbot's sentence they hand the
question on (``you can ask the driver whether …``)."""
_BETWEEN = (
    r"(?:sie|sich|nach|auch|noch|mal|bitte|them|him|her|also|too|again|leur|lui|aussi|les|le|la|lo|gli|anche"
    r"|pure|tambien|tambem|lhes|lhe|ook|even|nog|u|je|juga|pula|dulu)(?!\w)"
)
"""Pronouns and particles that may stand between a verb of asking and *whether* (never a question word)."""
_YES_NO_ASKED = re.compile(
    rf"(?<!\w)(?:{ASKING_VERBS}|know|check|sab\w*|sav\w*|wiss\w*|sap\w*|weten|informe\w*|tahu|cek)"
    rf"(?:[\s-]+{_BETWEEN}){{0,2}},?\s+(?:(?:whether|if|si|se|ob|of|apakah)(?!\w)|s')"
)
"""A yes/no request: *ask whether…*, *frag, ob…*, *vraag of…*, *demande s'il…*, *tanyakan apakah…*, with a
pronoun or particle between (*fragen Sie nach, ob…*, *erkundigen Sie sich, ob…*, *ask them if…*, *demandez-leur
si…*, *vraag ook of…*, *tanyakan juga apakah…*)."""


def is_yes_no(goal_part: str) -> bool:
    """The part asks a yes/no question (``chiedi se si può …``): its answer is a yes or a no, not a value."""
    return _YES_NO_ASKED.search(normalise(goal_part)) is not None


def asked_kind(goal_part: str) -> Asked:
    """The kind of value a goal part asks for (``other`` when it does not say, or when it asks yes or no)."""
    words = normalise(goal_part)
    if is_yes_no(words):
        return "other"  # "ask whether the price includes VAT" is answered by a yes, not by an amount
    return next((kind for kind, pattern in _ASKS_RE if pattern.search(words)), "other")


def limit_kind(goal_part: str) -> Asked:
    """The kind of value a yes/no request about a limit asks when read as a question of value, else ``other``.

    *demande s'il y a une limite de poids par passager* asks an amount, *chiedi se ci sono limiti di età per i
    bambini* an age, *frag, ob es ein Mindestalter gibt* an age (:func:`user_sim.core.goal_ties.limit_answer`):
    the limit is the answer. Only a limit or an age: *ask whether the price includes VAT* asks no price.
    """
    words = normalise(goal_part)
    kind: Asked = next((kind for kind, pattern in _ASKS_RE if pattern.search(words)), "other")
    return kind if is_yes_no(words) and kind in ("amount", "age") else "other"
