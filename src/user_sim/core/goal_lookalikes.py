"""Words shaped like participles that say no deed, set aside by :mod:`user_sim.core.goal_perfect`.

Nouns of a call (``videochamada``), adjectives of a state (``gratuita``, ``situado``), sold out said by a
participle (``is sold out``, ``épuisé``, ``esaurito``) and words that sum up what follows (``Zusammengefasst:``);
and idioms holding a word of doing (:data:`IDIOMS`: ``de hecho``, ``tout à fait``, ``made fresh``), set aside by
:func:`user_sim.core.goal_done.is_done`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_no_words import SOLD_OUT, accented

CALL_NOUNS = r"(?!\w*(?:chamada|llamada|chiamata|telefonata|videollamada)s?(?!\w))"
"""Nouns of a call that end like participles (``videochamada``, ``videochiamata``): a mode, no deed."""
STATES = r"(?!(?:gratuit|privat|privad|adecuad|adequad|adeguat|complicat|complicad|situat|situad)[oaie]s?(?!\w))"
"""Adjectives of a state that end like participles (``la prova è gratuita``, ``está situado``): no deed."""
GONE = rf"(?!(?:{accented(SOLD_OUT)})(?!\w))"
"""Sold out or fully booked said by a participle (``is sold out``, ``est épuisé``, ``è esaurito``, ``está agotado``,
``ist leider ausgebucht``, ``is al volgeboekt``): no deed; the table :data:`user_sim.core.goal_no_words.SOLD_OUT`
read on accented text."""
SUMMED = r"(?!(?:zusammengefasst|kurzgefasst|samengevat|summari[sz]ed|recapped|resumid[oa]|riassunt[oa])\W)"
"""Words that sum up what follows (``Zusammengefasst:``, ``Samengevat:``, ``Summarised:``): a recap, no deed."""
WISHES = re.compile(
    r"(?<!\w)(?:(?:tres|très|passez|une|un|excellente?|agreable|agréable|bonne|belle|quelle|buona|buon|bella|buena"
    r"|boa|bom|feliz|fijne|ben)\s+)+[^\W\d]+(?=\s*(?:[!.,]|$))|(?<!\w)(?:bienvenid|benvenut|bem-vind)\w*"
)
"""A wish or a welcome whose noun ends like a participle (``Bonne journée !``, ``Passez une agréable soirée !``,
``Buon appetito!``, ``¡Buena jornada!``, ``¡Bienvenido!``): a closing, no deed (``Réservée !`` is one), on
lower-case text with its accents."""
IDIOMS = re.compile(
    r"(?<!\w)(?:de hecho|di fatto|de fait|en fait|tout [aà] fait|in fact|de facto"
    r"|(?:hech|feit|fatt)[oa]s? [aà] m(?:[aã]no|[aã]o)"
    r"|(?:c'est |est )?fait pour|fatt[oa] (?:per|apposta)|made for|hech[oa] para|feit[oa] para|gemaakt voor"
    r"|fait (?:main|maison)|hand ?made|home ?made|made (?:fresh|to order|in|from|with|by hand)|freshly made"
    r"|fatto in casa|caseir[oa]s?|hecho en|feito em|fatto in|(?:sudah|udah|telah|sdh) (?:penuh|tutup)"
    r"|(?:genau|wie|ideal|perfekt|speziell|extra) (?:für|fur) [^.,;:!?]{0,30}?(?:gemacht|geschaffen)"
    r"|(?:für|fur) (?:leute|menschen|personen) wie [^.,;:!?]{0,30}?(?:gemacht|geschaffen)"
    r"|wie (?:gemacht|geschaffen) (?:für|fur)|(?:designed|intended|meant) for"
    r"|(?:pensad|diseñad|disenad|destinad|projetad)[oa]s? (?:para|a|al|ao|à)"
    r"|(?:pensat|progettat|ideat|destinat)[oaie] (?:per|a|al|ai|agli|alla|alle)|(?:conçu|concu|pensé|pense|destiné"
    r"|destine)e?s? (?:pour|à|a|aux|au)|gedacht|geeignet|bedoeld voor|ontworpen voor"
    r"|(?:proef|proof|draft|mock-?up|prueba|borrador|épreuve|epreuve|maquette|entwurf|korrekturabzug|bozza|rascunho"
    r"|prova|draf) (?:\w+ )?(?:staat|is|ist|liegt|está|esta|est|è|e|é|sudah) (?:\w+ )?(?:klaar|ready|listo|lista"
    r"|prête?|prete?|fertig|bereit|pront[oa]|siap))(?!\w)",
    re.IGNORECASE,
)
"""Idioms holding a word of doing, raw or normalised: *in fact* (``De hecho, está libre``, ``Di fatto è libero``, ``Tout
à fait, c'est possible``), made or meant for someone (``der Kurs ist genau dafür gedacht``, ``genau für Leute wie Sie
gemacht``, ``wie für Sie gemacht``, not ``die Buchung für Sie gemacht``; ``designed for beginners``, ``pensato per i
principianti``, ``destiné aux débutants``, ``bedoeld voor``), a proof or draft ready for approval (``De proef staat
klaar``, ``The proof is ready``, ``La bozza è pronta``), made by hand or fresh (``hecho a mano``, ``made fresh daily``),
Indonesian *already full / closed* (``Hari Kamis sudah penuh``, ``sudah tutup``; *sudah habis* is goal_no_words.TAKEN):
no deed."""
