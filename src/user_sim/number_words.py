"""Number words of normalised text (lower case, no accents), shared by the goal check and the de-obfuscation.

``NUMBER_WORDS`` holds 0–20 and the tens to 50 in English, Spanish, French, German, Italian, Portuguese and
Dutch; each user adds the groups it reads: the goal check adds ``INDONESIAN`` and ``BOTH``; the de-obfuscation of
spelled-out digits (``six one two …``) adds ``ARTICLE_ONES`` and ``SPOKEN_DIGITS``, which the goal check leaves
alone because there "un"/"una"/"een" are articles, not counts.
"""

from __future__ import annotations

NUMBER_WORDS: dict[int, str] = {
    0: "zero cero null nul",
    1: "one eins",
    2: "two dos deux zwei due dois duas twee",
    3: "three tres trois drei tre drie",
    4: "four cuatro quatre vier quattro quatro",
    5: "five cinco cinq funf cinque vijf",
    6: "six seis sechs sei zes",
    7: "seven siete sept sieben sette sete zeven",
    8: "eight ocho huit acht otto oito",
    9: "nine nueve neuf neun nove negen",
    10: "ten diez dix zehn dieci dez tien",
    11: "eleven once onze elf undici",
    12: "twelve doce douze zwolf dodici doze twaalf",
    13: "thirteen trece treize dreizehn tredici treze dertien",
    14: "fourteen catorce quatorze vierzehn quattordici catorze veertien",
    15: "fifteen quince quinze funfzehn quindici vijftien",
    16: "sixteen dieciseis seize sechzehn sedici dezesseis dezasseis zestien",
    17: "seventeen diecisiete dix-sept siebzehn diciassette dezessete dezassete zeventien",
    18: "eighteen dieciocho dix-huit achtzehn diciotto dezoito achttien",
    19: "nineteen diecinueve dix-neuf neunzehn diciannove dezenove dezanove negentien",
    20: "twenty veinte vingt zwanzig venti vinte twintig",
    30: "thirty treinta trente dreissig trenta trinta dertig",
    40: "forty cuarenta quarante vierzig quaranta quarenta veertig",
    50: "fifty cincuenta cinquante funfzig cinquanta cinquenta vijftig",
}
"""Value → its words in seven languages (space-separated); for 1 only the words that are never an article."""
HIGHER_TENS: dict[int, str] = {
    60: "sixty sesenta soixante sechzig sessanta sessenta zestig",
    70: "seventy setenta soixante-dix septante siebzig settanta zeventig",
    80: "eighty ochenta quatre-vingts quatre-vingt huitante octante achtzig ottanta oitenta tachtig",
    90: "ninety noventa quatre-vingt-dix nonante neunzig novanta negentig",
}
"""The tens from 60 to 90 in seven languages (French also as said in Belgium and Switzerland); the goal check
adds them."""
INDONESIAN = dict(
    enumerate(
        ["nol", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan", "sepuluh", "sebelas"]
    )
)
"""Value → its Indonesian word, 0–11 (the larger numbers are built with ``belas`` and ``puluh``)."""
BOTH: dict[int, str] = {2: "both ambos ambas beide beiden allebei entrambi entrambe keduanya"}
"""The words for "both" (es, pt, de, nl, it, id), a count of two wherever they stand; the goal check adds them."""
ARTICLE_ONES: dict[int, str] = {1: "uno un une een um uma"}
"""The words for 1 that are also an indefinite article (es, fr, it, nl, pt)."""
SPOKEN_DIGITS: dict[int, str] = {0: "oh nulo", 2: "zwo", 5: "fuenf"}
"""Other words for a digit read out one by one ("oh" for 0, German "zwo", "fünf" folded as "fuenf")."""


def words_for(*groups: dict[int, str]) -> dict[int, str]:
    """Value → the words of every group for it, in the order given (a value missing from a group adds nothing)."""
    values = dict.fromkeys(value for group in groups for value in group)
    return {value: " ".join(group[value] for group in groups if value in group) for value in values}
