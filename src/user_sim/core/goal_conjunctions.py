"""The one table of linking words and signs: conditions, joins, turns, spans, dashes and arrows.

*If*, *when*, *after* tie a deed to what is still to come; *but*, *however*, *then*, *so* turn a clause; dashes and
arrows join a range or cut a listing (:func:`pieces`); *or* (:data:`OR`) offers an alternative. *And* (:data:`AND`,
:data:`AND_SIGNS`) joins one thing to another: two days of a range, the parts of a sum, two names, two clauses, two
labelled items (:mod:`user_sim.core.goal_listed`); *with* (:data:`WITH`) is one with it inside a value. *Until*
(:data:`UNTIL`) closes a span: read by :mod:`user_sim.core.goal_ends` (open until, the closing end),
:mod:`user_sim.core.goal_not_rival` (a deadline, with *before* / *no later than*: :data:`BEFORE`),
:mod:`user_sim.core.goal_unpaid` (held until paid, with its own clause forms ``hasta que``, ``totdat``);
:mod:`user_sim.core.goal_bounds` reads a request's bound with :data:`BEFORE` and *within* (:data:`WITHIN`).

Four of the tests that read them take a subset built with :func:`either` (normalised text: lower case, accents
removed), in English, Spanish, Portuguese, French, German, Italian, Dutch and Indonesian:

* :data:`user_sim.core.goal_secure.ONCE_CONFIRMED` — a confirmation still to come (``une fois confirmé``): every
  group, since a confirmation word must follow;
* :data:`user_sim.core.goal_await.TELL_WHEN` — the user is to say when they have done their part: every group but
  :data:`IF` (and Dutch ``als``) alone, since ``let me know if you have any questions`` or ``laat het me weten als
  je vragen hebt`` is a courtesy; an *if* word counts only before the user's deed (``if you've paid``, ``kalau
  sudah``);
* :data:`user_sim.core.goal_tense.CONDITION` — the sentence says what it says under a condition: :data:`IF`,
  :data:`SOON`, :data:`ON_RECEIPT`; not :data:`WHEN` nor :data:`AFTER` alone, which say a time (``pick it up
  when you like``, ``ready for collection after 10am``), but :data:`WHEN` opening the sentence's first clause
  (``Quando o vestido chegar aqui, eles enviam o 52``);
* :data:`user_sim.core.goal_pending.UPON` — done only once an event happens (``booked as soon as you pay``):
  :data:`SOON` and :data:`ON_RECEIPT`; not :data:`IF`, :data:`WHEN` nor :data:`AFTER` alone, for the same reason.

*For*, *in order to*, *of* (a purpose, an owner) are :mod:`user_sim.core.goal_purpose`'s (``FOR``, ``OF``, ``OF_THE``:
import them from there). Each group is a tuple of regular-expression alternatives on normalised text; a use takes whole
groups, so no language loses a word in one use that it has in another of the same kind, or names the subset it takes
(:data:`WITHOUT_AS_NO`), never a copy. A word stands in one group only, but for ``dan`` (Indonesian *and*, Dutch
*then*), ``então`` also as written (:mod:`user_sim.core.goal_aside`) and ``of`` (Dutch *or*: :data:`OR`; *of*).
"""

from __future__ import annotations

IF = (
    "if", "unless", "in case", "provided that", "as long as", "falls", "sofern", "vorausgesetzt", "au cas ou",
    "a condition que", "pourvu que", "sauf si", "qualora", "purche", "a meno che", "nel caso", "desde que",
    "a menos que", "en caso de", "siempre que", "indien", "mits", "tenzij", "jika", "kalau", "apabila", "bila",
    "asalkan", "seandainya",
)  # fmt: skip
"""A condition (Indonesian ``jika``, ``kalau``, ``bila``, ``apabila`` are *if* and *when* at once)."""
WHEN = ("when", "cuando", "quando", "quand", "lorsque", "wenn", "als", "wanneer", "ketika", "sewaktu", "saat")
"""*When*; Dutch and German ``als`` is also *if* and *as*; Indonesian ``ketika``, ``sewaktu``, ``saat`` (``Saat
barangnya tiba, …``; ``saat ini`` is *now*: :data:`user_sim.core.goal_tense.CONDITION` reads no clause of it)."""
SOON = (
    "as soon as", "once", "sobald", "zodra", "des que", "appena", "non appena", "assim que", "logo que",
    "en cuanto", "tan pronto", "begitu", "una vez", "uma vez", "une fois", "una volta",
)  # fmt: skip
"""*As soon as*, *once*."""
AFTER = ("after", "nachdem", "setelah", "sesudah")
"""*After*."""
AND = ("and", "und", "en", "et", "y", "e", "dan")
"""*And* in the eight languages (Dutch ``en`` is also French *in*; Italian and Portuguese ``e`` also *is*)."""
AND_SIGNS = ("&", r"\+")
"""*And* written as a sign: ``A9 & A10``, ``Mon + Wed``, ``Laranja + Acerola``."""
OR = ("or", "o", "ou", "oder", "of", "oppure", "atau")
"""*Or*, an alternative (Spanish and Italian ``o``, also the Portuguese article; Dutch ``of``, also *whether*)."""
WHETHER = ("whether", "if", "si", "s'il", "s'ils", "se", "ob", "of", "apakah")
"""*Whether*, opening an indirect question (``confirmará si hay parking``, ``bestätigen, ob``, ``bevestigen of``)."""
WITH = ("with", "con", "com", "avec", "mit", "met", "dengan")
"""*With*: what a thing comes with (``laranja com acerola``), one with *and* inside a value."""
WITHOUT_AS_NO = ("sem",)
"""Portuguese *without*, which also says *no* of a thing had (``sem vaga``), read by
:data:`user_sim.core.goal_no_words.NO_MORE`; not *sin*, *sans*, *ohne* (``una mesa sin vistas`` is a table had)."""
WITHOUT = ("without", "sin", *WITHOUT_AS_NO, "sans", "ohne", "senza", "zonder", "tanpa")
"""*Without* (``sin cebolla``): a negation inside a value (:data:`user_sim.core.goal_no_words.NOT_WITH`)."""
BUT = ("but", "pero", "mais", "aber", "ma", "mas", "maar", "tapi", "tetapi", "namun")
"""*But*: a clause that turns (``helmet included, but the trailer is 25 €``); Italian ``ma``, Indonesian ``tapi``."""
HOWEVER = ("however", "sin embargo", "no entanto", "cependant", "pourtant", "jedoch", "tuttavia")
"""*However*, an adverb that turns like *but* (``sin embargo``, ``no entanto``); not Dutch ``echter``, German *real*
(``ein echter Tipp``): Dutch turns with ``maar``."""
THEN = ("then", "entonces", "entao", "então", "alors", "dann", "allora", "dan", "lalu")
"""*Then*, the next step (Dutch ``dan``, also Indonesian *and*; Portuguese *então* in both spellings, since
:data:`user_sim.core.goal_aside` cuts the sentence as written)."""
AFTERWARDS = (
    "after that", "daarna", "vervolgens", "danach", "luego", "despues", "poi", "dopo", "puis", "ensuite", "depois",
    "kemudian", "setelah itu",
)  # fmt: skip
"""*Afterwards*, the next step in time (``daarna``, ``ensuite``, ``setelah itu``), beside :data:`THEN`."""
SO = ("so", "donc", "quindi", "dus", "jadi")
"""*So*, a consequence in a clause of its own."""
LONG_DASHES = "–—"
"""The en and em dash, which no word holds: unspaced, they still part two things (``casco incluido—remolque``)."""
DASHES = rf"\-{LONG_DASHES}"
"""The dashes, as the inside of a character class: hyphen, en dash, em dash (``Friday – 19:00``, ``14u–17u``)."""
DASH = f"[{DASHES}]"
"""One dash (:data:`DASHES`)."""
SPACED_DASH = rf"\s+{DASH}\s+"
"""A dash between spaces, which parts two clauses (``Booked for the 13th — we moved the old hold``)."""
ARROWS = ("→", "->", "=>", "⇒", "⟶")
"""An arrow, a route or a range written as one (``Marseille → Lyon``, ``19:00 -> 21:00``)."""
UNTIL = (
    "until", "till", "hasta", "ate", r"jusqu(?:e|'?(?:aux|au|a|en))", "bis", r"fino(?: a\w*)?", "tot", "tot en met",
    "sampai", "sampai dengan", "s/d", "hingga",
)  # fmt: skip
"""*Until*, the end of a span or of opening hours (``open until 18:00``, ``até 15/06``, ``jusqu'à 18h``, ``fino
alle 18``, ``tot 17 uur``, ``tot en met vrijdag``, ``s/d 19.15``, ``hingga jam 9``); Portuguese *até* normalised."""
BEFORE = (
    "before", "no later than", "avant", r"antes de\w*", r"antes dos?", "entro", r"prima d\w*", "vor", "spatestens",
    "uiterlijk", "sebelum", "paling lambat",
)  # fmt: skip
"""*Before*, *no later than* (``pay before 18:00``, ``entro venerdì``, ``spätestens Montag``, ``paling lambat``): a
deadline's own words beside :data:`UNTIL` (:mod:`user_sim.core.goal_not_rival`), a request's bound
(:mod:`user_sim.core.goal_bounds`, with :data:`WITHIN` and its own *by*; not :data:`BEFORE_THE`)."""
BEFORE_THE = (r"antes das?",)
"""Portuguese *before the* (feminine: ``antes das 18h``, ``antes da sexta``): a deadline in a reply; no request's
bound, whose answer of the asked kind would let another item's hour through (``A torta fica pronta às 17h``)."""
WITHIN = (
    "within", "in less than", "dentro de", "en menos de", "d'ici", "en moins de", r"innerhalb(?: von)?", "binnen",
    "dalam",
)  # fmt: skip
"""*Within* a span (``within 4 weeks``, ``binnen 3 dagen``, ``d'ici vendredi``): a request's bound only; in a reply
it gives the deed's own time (``prêt d'ici vendredi``, ``siap dalam 3 hari``), no deadline to set aside."""


def either(*groups: tuple[str, ...]) -> str:
    """One non-capturing alternation of the words of ``groups``, longest then A to Z first (no word bounds)."""
    words = sorted({w for group in groups for w in group}, key=lambda w: (-len(w), w))
    return "(?:" + "|".join(words) + ")"


ON_RECEIPT = (
    "on receipt", "upon receipt", "upon payment", "upon confirmation", "des reception", "des receipt", "a reception",
    "des confirmation", "des paiement", "nach eingang", "nach erhalt", "bei eingang", "bij ontvangst", "na ontvangst",
    "al recibir", "ao receber", "al ricevimento", "alla ricezione", rf"{either(WHEN)} (?:recib|pag|confirm)\w*",
    r"apos (?:o|a) (?:pagamento|confirmacao|recebimento)", r"na (?:de )?betaling", r"nach (?:der )?(?:be)?zahlung",
    rf"{either(AFTER)} (?:dp|pembayaran|konfirmasi|transfer|payment|confirmation)",
    rf"{either(AFTER)} (?:you|sie|anda|kamu|kakak|kak|bapak|ibu) (?:\w+ )?(?:pa(?:y|id)|(?:be)?zahl|(?:mem)?bayar"
    r"|transfer|confirm|bestatig|konfirmasi)\w*",
    r"despues (?:del pago|de (?:pagar|confirmar))", r"apres (?:le )?paiement", r"dopo (?:il )?pagamento",
    r"(?:nach|na|after|tras|apos|apres|dopo) (?:ihrer|deiner|uw|je|your|su|sua|a sua|votre|ta|la sua|la tua) "
    r"(?:bestatigung|bevestiging|confirmation|confirmacion|confirmacao|conferma)",
)  # fmt: skip
"""An event of payment or receipt, or a deed of the user's: *on receipt*, *upon payment*, *dès réception*, *nach
Eingang*, *setelah DP*, *cuando recibamos*, *after you pay*, *nachdem Sie bezahlt haben*, *setelah Anda membayar*,
*après paiement*; where *after* or *when* is its word, it is one only with such an event or the user's payment or
confirmation named (*ready after 10am* says a time; *warna menyusul setelah Kakak cek sampel* leaves a detail)."""


def pieces(*groups: tuple[str, ...]) -> str:
    """Where a listing's pieces end: at punctuation, a spaced dash or plus, and the words of ``groups``.

    Commas, slashes, bullets, bars, line breaks; ``i`` with the words (Catalan *and*, also the Italian article: a
    piece may end before it).

    ``Laugh Riot at 7pm and the Late Night Roast at 10:30pm``: two pieces with :data:`AND` and :data:`OR`.
    """
    return rf"[,;/·•|\n]|\s{either(*groups, ('i',))}\s|\s[{DASHES}+]\s"
