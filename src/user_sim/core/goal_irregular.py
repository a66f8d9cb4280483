"""Irregular participles and the verbs they belong to: ``abierto`` is *abrir*, ``fatto`` *fare*, ``sent`` *send*.

:func:`user_sim.core.goal_verbs.own_verb` finds a part's own verb as a participle by its ending (``marcados``:
*marcar*); an irregular participle has no ending that tells its verb (``Te he abierto la orden de reparación`` for
*abrir una orden*, ``Ho aperto la pratica`` for *aprire una pratica*, ``J'ai ouvert un dossier`` for *ouvrir un
dossier*, ``I've sent the catalogue`` for *send the catalogue*, ``Het is verkocht`` for *verkopen*).
:func:`irregular_verbs` gives the verbs a text says as irregular participles, on normalised text (no accents), and
:func:`is_form_of` tells whether a part's verb (an infinitive or an imperative: ``abrir``, ``abre``, ``iscriviti``)
is one of them. Indonesian has no participle. Which shapes say a deed done after an auxiliary is
:mod:`user_sim.core.goal_perfect`'s reading.
"""

from __future__ import annotations

import re

from user_sim.core.goals import contains_keyword, normalise

_PARTICIPLES: tuple[tuple[str, str], ...] = (
    (r"abiert[oa]s?|abert[oa]s?", "abrir"),
    (r"apert[oaie]", "aprire"),
    (r"ouverte?s?", "ouvrir"),
    (r"hech[oa]s?", "hacer"),
    (r"feit[oa]s?", "fazer"),
    (r"fatt[oaie]", "fare"),
    (r"faite?s?", "faire"),
    (r"made", "make"),
    (r"puest[oa]s?", "poner"),
    (r"mess[oi]", "mettere"),
    (r"mise?s?", "mettre"),
    (r"escrit[oa]s?", "escribir escrever"),
    (r"scritt[oaie]", "scrivere"),
    (r"ecrite?s?", "ecrire"),
    (r"written", "write"),
    (r"inscrit[oa]s?", "inscribir inscrever"),
    (r"iscritt[oaie]", "iscrivere"),
    (r"inscrite?s?", "inscrire"),
    (r"devuelt[oa]s?", "devolver"),
    (r"pres[oi]", "prendere"),
    (r"prise?s?", "prendre"),
    (r"taken", "take"),
    (r"sent", "send"),
    (r"sold", "sell"),
    (r"given", "give"),
    (r"gebracht", "bringen brengen"),
    (r"geschrieben", "schreiben"),
    (r"(?:ge|ver)kocht", "kopen verkopen"),
)
_RES = tuple((re.compile(rf"(?<!\w)(?:{shape})(?!\w)"), verbs.split()) for shape, verbs in _PARTICIPLES)


def irregular_verbs(text: str) -> list[str]:
    """The verbs whose irregular participle the normalised ``text`` says (``te he abierto la orden``: *abrir*)."""
    return [verb for shape, verbs in _RES if shape.search(text) for verb in verbs]


def is_form_of(word: str, verb: str) -> bool:
    """``word`` (a part's key word) is ``verb`` or its imperative (``abre``, ``iscriviti``), not a lookalike.

    ``prenota`` is no form of *prendere*: an imperative is the infinitive's root with another ending.
    """
    if word == verb:
        return True
    return len(word) >= 4 and (verb.startswith(word[:-1]) or (len(verb) >= 6 and word.startswith(verb[:-3])))


def names_object(sentence: str, keywords: tuple[str, ...]) -> bool:
    """The sentence names a key word of the part besides its verb (the first).

    ``Te he abierto la orden`` for *abrir una orden*; not ``El servicio técnico está abierto 24h`` (an irregular
    participle is also an adjective).
    """
    said = normalise(sentence)
    return any(contains_keyword(said, word) for word in keywords[1:])
