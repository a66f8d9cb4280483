"""The part's own verb in a chatbot sentence: said as a participle it is done, after *you can* it is offered.

An action part's verb is its first key word or a key word shaped like an infinitive (``marcar``, ``buchen``,
``opzeggen``). :func:`own_participle` finds it as a participle — ``marcados``, ``umgebucht``, and a German or
Dutch separable verb's participle with its particle before the ``ge`` (``opgezegd`` for *opzeggen*,
``angemeldet`` for *anmelden*, ``eingetragen`` for *eintragen*), or irregular (``abierto`` for *abrir*:
:mod:`user_sim.core.goal_irregular`). :func:`offers_own_verb` finds it as an
infinitive after a verb of being able (``you can reserve it in the app``, ``je kunt het reserveren``, ``vous
pouvez le réserver en ligne``, ``Sie können es online buchen``): the user is told they may do it, so nothing is
done, whatever else the sentence says is done (``the book is lent out, but you can reserve it``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_done import is_done
from user_sim.core.goal_irregular import irregular_verbs, is_form_of, names_object
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_lookalikes import GONE
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_perfect import to_be_aside
from user_sim.core.goal_values import states
from user_sim.core.goals import SEPARABLE_PARTICLES, contains_keyword, normalise
from user_sim.core.stems import same_stem

_PARTICIPLE = re.compile(
    r"(?<!\w)(\w{3,}?)(?:ados|adas|ado|ada|idos|idas|ido|ida|ati|ate|ato|ata|iti|ite|ito|ita|ées|és|ée|é|ed"
    rf"|eerd|iert)(?!\w)|(?<!\w){GONE}(\w*?)ge(\w{{3,}}?)(?:t|d|en)(?!\w)"
)
_PREFIXED = re.compile(r"(?<!\w)((?:be|ver|ent|er|zer|emp|ont|her)\w{3,}?)(?:t|d)(?!\w)|(?<!\w)di(\w{4,})(?!\w)")
"""A participle with no *ge*: an inseparable prefix (``bestellt``, ``besteld``), an Indonesian passive (``dipesan``)."""
_INFINITIVE = re.compile(r"(?:ar|er|ir|re|en|kan)$")
"""A key word that is a verb's infinitive (or the part's first word, its verb in English): ``marcar``, ``buchen``."""
_ABLE = re.compile(
    r"(?<!\w)(?:can|could|may|kunt|kun|kunnen|kan|kann|kannst|konnen|konnt|puedes|puede|pueden|podeis|puedo"
    r"|podemos|peux|peut|pouvez|peuvent|pouvons|puoi|puo|potete|possono|posso|possiamo|pode|podes|podem|bisa|dapat"
    r"|boleh)((?:\s+[\w'-]+){1,5})"
)


MINE_ABLE = re.compile(
    r"(?<!\w)(?:(?:can|could|may|kan|kann|mag|kunnen|konnen)\s+(?:i|we|ich|wir|ik|wij)"
    r"|(?:i|we|je|nous|ik|ich|wij|wir|saya|kami|aku)\s+(?:can|could|may|kan|kann|kunnen|konnen|peux|pouvons|bisa"
    r"|dapat|boleh)|puedo|podemos|posso|possiamo|pouvons|(?:bisa|dapat|boleh)\s+(?:saya|kami|aku))(?!\w)"
)
"""The chatbot's own *I can* / *can I* (normalised, eight languages): ``puedo``, ``posso``, ``je peux``, ``kann
ich``, ``kan ik``, ``can I``, ``bisa saya`` — an offer of the chatbot, the user is not told to do it."""


_FILING = re.compile(
    r"^(?:request\w*|report|reports|apply|claim|complain|complaint|file|lodge|submit|notify"
    r"|solicit(?:ar|e|a|o|ud|acao)|report(?:ar|a|e)|denunci\w*|notific(?:ar|a|e)|reclam\w*|tramit(?:ar|a|e)"
    r"|requer(?:er|a|e)|requisit(?:ar|a|e)|signal(?:er|ez|e)|declar(?:er|ez)|beantrag\w*|anfrag\w*|antrag"
    r"|meld(?:e|en|ung)|reklamier\w*|einreich\w*|richied\w*|richiest\w*|segnal(?:are|a|i|azione)|aanvra\w*"
    r"|meld|melding|indien\w*|verzoek\w*|klacht|ajukan|mengajukan|pengajuan|lapor\w*|melapor\w*|mohon|memohon"
    r"|permohonan|adukan|mengadukan|keluhan)$"
)
"""Verbs (and their nouns) whose deed is a request or a report filed: *request a certificate*, *report a fault*,
*solicitar*, *beantragen*, *melden*, *segnalare*, *aanvragen*, *mengajukan*, *lapor*."""


def files_request(part: GoalPart) -> bool:
    """The part's deed is to file a request or a report: then the request recorded *is* the deed.

    ``Su solicitud de certificado ha quedado registrada con el número RC-…`` does *solicitar un certificado*, and
    ``I've logged a maintenance request, ticket HM-…`` does *report a broken heater*; for *book a table* a
    recorded request is still no booking (:data:`user_sim.core.goal_beside.REQUEST`).
    """
    return part.kind == "action" and any(_FILING.match(word) for word in part.keywords)


def says_able(text: str) -> bool:
    """The text says what can be done (``you can``, ``Sie können``, ``bisa``): an offer, not a deed."""
    return _ABLE.search(normalise(text)) is not None


def verbs(part: GoalPart) -> list[str]:
    """The part's key words that may be its verb: the first one, or an infinitive."""
    return [w for i, w in enumerate(part.keywords) if len(w) >= 4 and (i == 0 or _INFINITIVE.search(w))]


def own_participle(sentence: str, part: GoalPart) -> bool:
    """The sentence says the part's own verb as a participle (module docstring)."""
    return own_verb(sentence, part) is not None


def own_verb(sentence: str, part: GoalPart) -> str | None:
    """The part's verb (:func:`verbs`) the sentence says as a participle (``opgezegd``: *opzeggen*), or None."""
    bases = [normalise("".join(m)) for m in _PREFIXED.findall(to_be_aside(sentence))]  # "bestellt", "dipesan"
    for match in _PARTICIPLE.finditer(to_be_aside(sentence)):  # not "must be ordered ahead"
        if match.group(1):
            bases.append(normalise(match.group(1)))
            continue
        particle, base = normalise(match.group(2)), normalise(match.group(3))
        bases += [base, particle + base] if particle in SEPARABLE_PARTICLES else [base]
    pairs = [(b, v) for b in bases for v in verbs(part) if len(b) >= 3]
    found = next((v for b, v in pairs if b.startswith(v[:-2]) or v.startswith(b) or same_stem(v, [b])), None)
    said = irregular_verbs(normalise(sentence)) if names_object(sentence, part.keywords) else []  # goal_irregular
    return found or next((v for v in verbs(part) for verb in said if is_form_of(v, verb)), None)


def done_by_another_verb(sentence: str, part: GoalPart) -> bool:
    """The sentence says the deed done with another verb than the part's own.

    ``The blade has been added to the job`` for *order a blade*, ``das Set ist Ihrer Buchung hinzugefügt`` for
    *bestelle das Set*, ``è stato registrato`` for *iscrivi*. The part's verb (its first key word) is not said in
    any form, no participle of it either, another of its key words or a drawn object (what is done) is named, and
    the sentence is a statement of a deed done (:func:`user_sim.core.goal_done.is_done`), not a question:
    ``Ritiro impostato`` is no *spedire il catalogo*.
    """
    own = verbs(part)
    if not own or own[0] != part.keywords[0] or sentence.rstrip().endswith("?"):
        return False
    said = normalise(sentence)
    if own_verb(sentence, part) is not None or any(same_stem(own[0], [w]) for w in said.split()):
        return False
    return (any(contains_keyword(said, w) for w in part.keywords[1:]) or _names_object(sentence, part)) and is_done(
        sentence
    )


def _names_object(sentence: str, part: GoalPart) -> bool:
    """The sentence states a drawn value that is the deed's object, not when, how many or how.

    ``Ik heb 18 beddengoedpakketten aan je boeking toegevoegd`` names what *bestel er {{pakket}} bij* orders: the
    part's only key word is its verb, said first (an imperative), so the value is all there is of its object
    (*Fatti spedire il catalogo per {{how}}* names its object, ``catalogo``: ``Ritiro impostato: raccomandata``
    ships nothing; *and a {{drink}} to drink* has no verb of its own: ``Placed: a small udon and a tea`` may be
    another order); a day, an hour or a number (``Dienstag``, ``3``) is no object.
    """
    first = normalise(part.text).split()[:1]
    if len(part.keywords) != 1 or first != [part.keywords[0]]:
        return False
    objects = [v for v in part.value_texts if not any(c.isdigit() for c in v) and not gives_kind(v, "time")]
    return any(states(sentence, v) for v in objects)


def offers_own_verb(sentence: str, part: GoalPart) -> bool:
    """The part's verb as an infinitive after a verb of being able (module docstring).

    Not after the chatbot's own *I can* (:data:`MINE_ABLE`): ``¿Puedo reservarla?`` offers the deed, it does not
    leave it to the user.
    """
    own = verbs(part)
    for match in _ABLE.finditer(MINE_ABLE.sub(" ", normalise(sentence))):
        for word in match.group(1).split():
            if any(word == v or (_INFINITIVE.search(word) and same_stem(v, [word])) for v in own):
                return True
    return False
