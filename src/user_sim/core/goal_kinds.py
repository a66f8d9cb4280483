"""What kind of value an information request asks for, and whether a sentence gives one of that kind.

An information request with no drawn value ("ask when the refill will be ready") can only be checked by the
*kind* of its answer: an hour of the day for *what time* (``a qué hora``, ``jam berapa``: a day does not say
it), a time or date for *when*, an amount of time for *how long*, an amount of money for *how
much* (a price, a fee, a balance), a number for *how many* (:mod:`user_sim.core.goal_ties` wants it beside the
counted word), a street or place for *where*. Any digit is not an answer: an order number or a prescription id in the
reply does not say when it will be ready. The question words are read per language (English, Spanish, French,
German, Italian, Portuguese, Dutch, Indonesian) after lower-casing and removing accents. A request of another
kind (*which*…) is never proved by words alone: a model has to read it. A yes/no request (:func:`is_yes_no`: *ask
whether…*, *frag, ob…*, *vraag of…*, *tanyakan apakah…*) is of kind ``other`` even when it names a price or a
time (:mod:`user_sim.core.goal_yesno` reads its answer). :func:`priced`: a number said only as money (``3 € par
nuit``) is no count of an action's values.
"""

from __future__ import annotations

import re
from typing import Literal

from user_sim.core.goal_dates import WEEKDAY_RE
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_values import canonical
from user_sim.core.goals import normalise

ANYWHERE = ("time", "clock", "duration")
"""Kinds of answer every service reply is full of (dates, hours, delays of other matters): a sentence must also
name what the part asks about. A price, an amount, an age or a count is not said unless it is an answer."""
Asked = Literal["duration", "price", "count", "clock", "time", "place", "age", "amount", "other"]

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
        r"|hoe ver|hoe zwaar|berapa (?:jauh|berat)|distan\w*|entfernung|afstand|jarak|weight|peso|poids|gewicht|berat"
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
        r"|opening (?:hours|times)|business hours|horarios?|heures d'ouverture|horaires|offnungszeiten|orari"
        r"|orario|openingstijden|openingsuren|jam (?:buka|operasional)|date|fecha|datum|\w+datum|data d[aeio]\w*"
        r"|tanggal",
    ),
    (
        "age",
        r"how old|(?:minimum|maximum|min|max|what|which|from what|at what|the) age"
        r"|age (?:limit|requirement|restriction)|edad|\w*leeftijd\w*|hoe oud|idade|(?:che|quale|l'|dall'|di) eta"
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
_HOUR = re.compile(r"(?<!\d)\d{2}:\d{2}(?!\d)")
_CLOCK = re.compile(r"(?<!\d)\d{2}:\d{2}(?!\d)|(?<!\d)\d{2}-\d{2}(?!\d)")
_RELATIVE_DAYS = (
    "today|tomorrow|tonight|hoy|manana|aujourd'hui|demain|ce soir|heute|morgen|ubermorgen|oggi|domani|stasera|hoje"
    "|amanha|vandaag|vanavond|hari ini|besok|nanti malam"
)
_DAY = re.compile(rf"(?<!\w)(?:{_RELATIVE_DAYS}|{WEEKDAY_RE})(?!\w)")
"""A day: a weekday name (goal_dates.WEEKDAYS, the one table) or a day named from today."""
_RELATIVE = re.compile(  # a date said from today or from the month: "the 1st of next month", "le 1er du mois"
    r"(?<!\w)(?:next (?:week|month)|(?:semaine|mois) (?:prochaine?|suivante?)|(?:semana|mes) que viene"
    r"|(?:proxim[oa]|siguiente) (?:semana|mes)|(?:semana|mes) (?:proxim[oa]|siguiente|seguinte)"
    r"|nachste[nrm]? (?:woche|monat)|(?:settimana|mese) (?:prossim[oa]|successiv[oa])"
    r"|volgende (?:week|maand)|(?:minggu|bulan) depan"
    r"|\d{1,2}(?:(?:st|nd|rd|th|er|e|o|º|°)\.? (?:of the |du |de |del |des |van de |van |dell'|do )?"
    r"|\.? (?:of the |du |de |del |des |van de |dell'|do ))(?:mois|month|mes|monats|mese|maand|bulan))(?!\w)"
)
_DURATION = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s*-\s*\d+)?\s*(?:min\w*|h|hr|hrs|hours?|horas?|heures?|stunden?|ore|ora|uur"
    r"|jam|menit|days?|dias?|jours?|tage?n?|giorni|dagen|hari|weeks?|semanas?|semaines?|wochen?|settimane?"
    r"|weken|minggu|segundos?|seconds?)(?!\w)"
)
_NUMBER = re.compile(r"(?<![\w.,])\d+(?![\d.,]\d)")
_AGE = re.compile(
    r"(?<![\w.,])\d+\s*(?:\+|-?(?:years?|yrs|anos|ans|jahre\w*|anni|jaar|tahun)(?!\w))"
    r"|(?<!\w)(?:age|aged|edad|idade|eta|alter|leeftijd|usia|umur)\s*(?:de |di |van |von )?\d+"
)
"""An age: ``12 años``, ``8 jaar``, ``16+``, ``ab 14 Jahren``, ``usia 5 tahun``, ``aged 12``."""
_MEASURE = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)?\s*(?:kg|g|gr|grams?|gramm?[oi]?s?|kilos?|km|m|cm|mm|m2|m²|m3|l|ml|cl|liters?"
    r"|litres?|litros?|litri|%|gb|mb|tb|kw|kwh|w|v|°\s*c?|degrees?|grad|graden|gradi|grados|degres|derajat)(?!\w)"
)
"""A quantity with its unit (``23 kg``, ``22 °C``, ``50 GB``): with money and time, what a limit is said in."""
_MONEY = re.compile(
    r"[$€£¥₹]\s?\d|\d\s?(?:[$€£¥₹]|(?:usd|eur|euros?|dollars?|pounds?|reais|rp|rupiah|pesos|dolares)(?!\w))"
    r"|(?<!\w)(?:rp|idr|r\$)\s?\d"
)
_PLACE = re.compile(
    r"(?<!\w)(?:street|st|road|rd|avenue|ave|lane|square|calle|avenida|plaza|rue|boulevard|place|strasse|str"
    r"|platz|weg|via|viale|piazza|corso|rua|praca|travessa|straat|laan|plein|jalan|jl|gang|\w+(?:strasse|straat"
    r"|weg|plein|platz|station|bahnhof|hafen)|station|estacion|gare|bahnhof|stazione|estacao|stasiun|terminal"
    r"|airport|aeropuerto|aeroport|flughafen|aeroporto|luchthaven|bandara|hotel|lobby|reception|recepcion"
    r"|rezeption|receptie|resepsionis|entrance|entrada|entree|eingang|ingresso|ingang|pintu masuk|pier|dermaga"
    r"|muelle|quai|anleger|molo|cais|steiger|parking|parkplatz|parcheggio|estacionamento|parkeerplaats)(?!\w)"
)


ASKING_VERBS = (
    r"ask\w*|find out|pregunt\w*|averigu\w*|demand\w*|renseign\w*|frag\w*|erfrag\w*|erkundig\w*|nachfrag\w*"
    r"|herausfind\w*|chied\w*|domand\w*|pergunt\w*|vraag\w*|vrag\w*|navra\w*|tanya\w*|bertanya|menanyakan"
)
"""Verbs of asking in the eight languages (stems): in a goal they ask, in a chatbot's sentence they hand the
question on (``you can ask the driver whether …``)."""
_YES_NO_ASKED = re.compile(
    rf"(?<!\w)(?:{ASKING_VERBS}|know|check|sab\w*|sav\w*|wiss\w*|sap\w*|weten|informe\w*|tahu|cek)"
    r",?\s+(?:(?:whether|if|si|se|ob|of|apakah)(?!\w)|s')"
)
"""A yes/no request: *ask whether…*, *frag, ob…*, *vraag of…*, *demande s'il…*, *tanyakan apakah…*."""


def is_yes_no(goal_part: str) -> bool:
    """The part asks a yes/no question (``chiedi se si può …``): its answer is a yes or a no, not a value."""
    return _YES_NO_ASKED.search(normalise(goal_part)) is not None


def asked_kind(goal_part: str) -> Asked:
    """The kind of value a goal part asks for (``other`` when it does not say, or when it asks yes or no)."""
    words = normalise(goal_part)
    if is_yes_no(words):
        return "other"  # "ask whether the price includes VAT" is answered by a yes, not by an amount
    return next((kind for kind, pattern in _ASKS_RE if pattern.search(words)), "other")


def gives_kind(sentence: str, kind: Asked) -> bool:
    """Tell whether ``sentence`` gives a value of ``kind`` (never for ``other``); numbers may be said in words."""
    said = words_to_digits(normalise(sentence))
    if kind == "duration":
        return _DURATION.search(said) is not None
    if kind == "price":
        return _MONEY.search(said) is not None
    if kind == "count":
        return _NUMBER.search(said) is not None
    if kind == "clock":
        return _HOUR.search(canonical(sentence)) is not None
    if kind == "time":
        found = ((_CLOCK, canonical(sentence)), (_DAY, said), (_DURATION, said), (_RELATIVE, said))
        return any(p.search(x) for p, x in found)
    if kind == "place":
        return _PLACE.search(said) is not None
    if kind == "age":
        return _AGE.search(said) is not None
    if kind == "amount":
        return any(p.search(said) is not None for p in (_MONEY, _MEASURE, _DURATION))
    return False


def priced(sentence: str, value: str) -> bool:
    """The number ``value`` is said only as an amount of money (``3 € par nuit`` is no stay of 3 nights)."""
    if not value.strip().isdigit():
        return False
    said = words_to_digits(normalise(sentence))
    found = list(re.finditer(rf"(?<![\w.,]){value.strip()}(?![\w.,]?\d)", said))
    return bool(found) and all(_BEFORE.search(said[: m.start()]) or _AFTER.match(said[m.end() :]) for m in found)


_BEFORE = re.compile(r"(?:[$€£¥₹]|(?<!\w)(?:rp|idr|r\$|usd|eur))\s?$")
_AFTER = re.compile(r"\s?(?:[$€£¥₹]|(?:usd|eur|euros?|dollars?|pounds?|reais|rp|rupiah|pesos|dolares)(?!\w))")
