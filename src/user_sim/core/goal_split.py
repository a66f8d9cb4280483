"""One goal phrase that joins an action and a question, cut into its two parts, with no LLM call.

``order a lamp and ask when it will be delivered`` is two requests: the order, and a question that has its own
answer. Read as one action, the check would call the goal reached as soon as the order is placed. A phrase is cut
before a conjunction followed by a verb of asking or finding out, per language (English, Spanish, French, German,
Italian, Portuguese, Indonesian, Dutch): ``and ask``, ``and find out``, ``y preguntar``, ``y saber``, ``et
demander``, ``und fragen``, ``und erfahren``, ``e chiedere``, ``e perguntar``, ``dan tanya``, ``dan cek``, ``en
vragen``…, in the infinitive or the imperative (``und frag, ob…``, ``et demande…``, ``e chiedi…``, ``en vraag
of…``). German and Dutch may put the verb last (``und nach dem Preis fragen``): the cut is then before the last
conjunction ahead of it. Not cut: any other ``and`` (``book a table and a cake`` stays one action), and a request
for a thing rather than for information (``ask for a window seat``, ``demander une chaise haute``, ``ask the driver
to wait``), unless it names what it asks about (``ask for the price``).

A phrase that asks first and acts second (``Pergunte qual é o prazo para troca e compre o body``, ``ask how long
the warranty is and buy the kettle``, ``Tanyakan apakah … boleh dicuci, lalu beli 2``) is cut too
(:func:`ask_then_act`): it opens with one of the verbs of asking above and a later conjunction is followed by a
verb of doing. Never inside the question: ``ask whether the cake and the candles are included``, ``pregunta el
precio del café y del bolo`` join no verb of doing. Nor when the question names a drawn value (``Tanyakan apakah
pashmina {{bahan}} boleh dicuci, lalu beli …``): its answer need not repeat the value, which the check would demand,
so the phrase stays one part, delivered by the deed's confirmation that states it.

A phrase that joins two deeds (``Order the {{size}} greenhouse and book the assembly for a {{day}}``, ``Pesan
warangka … dan jadwalkan jamasan …``, ``reserva la mesa y paga la señal``) is cut into one action part per deed
(:func:`deed_parts`): it opens with a verb of doing and a conjunction is followed by another, in the imperative or
the infinitive. The second deed's value merely offered then no longer rides on the first deed's confirmation. A
clause with no verb of its own (``and a {{drink}} to drink``, ``with {{toppings}} on top``) stays with its deed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from user_sim.core.goal_queries import asked_kind
from user_sim.core.profile_checks import PLACEHOLDER

_ASKING_AFTER = (
    (r"and(?: then)?", r"ask\w*|find out|check(?!\s+(?:in|out)\b)"),
    (r"y", r"pregunt\w*|averigu\w*|saber|sabe|informarse|inf[oó]rmate"),
    (r"et", r"demand\w*|savoir|se renseigner|renseignez-vous|renseigne-toi|v[ée]rifi\w*"),
    (r"und", r"frag\w*|erfrag\w*|nachfragen|erfahr\w*|herausfinden|finde?t? heraus|sich erkundigen|erkundige dich"),
    (
        r"e|ed",
        r"chied\w*|domand\w*|sapere|scopri\w*|informarsi|informati|verific\w*|pergunt\w*|saber|descobr\w*|descubra|verifi\w*",
    ),
    (r"dan|serta|lalu", r"tanya\w*|bertanya|menanyakan|cek|mengecek"),
    (r"en", r"vra(?:ag|agt|gen)|navragen|vraag na|nagaan|ga na|informe(?:er|ren)|check\w*"),
)
_VERB_FIRST = "|".join(rf",?\s+(?:{joint})\s+(?=(?:{verbs})(?!\w))" for joint, verbs in _ASKING_AFTER)
_OPENS_ASKING = re.compile(rf"^\W*(?:{'|'.join(verbs for _, verbs in _ASKING_AFTER)})(?!\w)", re.IGNORECASE)
_JOINT = re.compile(rf",?\s+(?:(?:{'|'.join(joint for joint, _ in _ASKING_AFTER)})(?:\s+then)?|then)\s+", re.IGNORECASE)
_LAST_VERB = r"fragen|erfragen|nachfragen|erfahren|vragen|navragen"
_VERB_LAST = rf"\s+(?:und|en)\s+(?=(?:(?!\s(?:und|en)\s).)*\s(?:{_LAST_VERB})\W*$)"
_CUT = re.compile(rf"{_VERB_FIRST}|{_VERB_LAST}", re.IGNORECASE)
_FOR_A_THING = re.compile(
    r"^(?:ask\w*\s+(?:for|(?!(?:whether|if|when|what|which|how|who|where|why)\b)\w+(?:\s+\w+){0,2}\s+to)|demand\w*\s+(?:une?|des)|chied\w*\s+(?:un[oa']?)"
    r"|vra(?:ag|gen)\s+om)(?!\w)",
    re.IGNORECASE,
)
"""A request for a thing or a deed (``ask for a window seat``, ``ask the driver to wait``), not for information
(``ask whether delivery to Leeds is free`` asks a question: its "to" is no "ask someone to")."""


def asking_parts(phrase: str) -> list[str]:
    """The phrase cut before each joined question (the phrase alone when it joins none)."""
    pieces: list[str] = []
    start = 0
    for cut in _CUT.finditer(phrase):
        tail = phrase[cut.end() :]
        if _FOR_A_THING.match(tail) and asked_kind(tail) == "other":
            continue
        pieces.append(phrase[start : cut.start()])
        start = cut.end()
    pieces.append(phrase[start:])
    return [p.strip(" .,") for p in pieces if p.strip(" .,")]


def ask_then_act(phrase: str, acts: Callable[[str], bool]) -> list[str]:
    """A phrase that opens with a verb of asking, cut before the first conjunction followed by a verb of doing.

    ``acts`` tells whether a text opens with a verb of doing (:func:`user_sim.core.goal_clauses.opens_with_deed`);
    the phrase alone when it does not ask first or joins no deed.
    """
    if not _OPENS_ASKING.match(phrase):
        return [phrase]
    for joint in _JOINT.finditer(phrase):
        tail = phrase[joint.end() :]
        if acts(tail) and not PLACEHOLDER.search(phrase[: joint.start()]):
            return [p.strip(" .,") for p in (phrase[: joint.start()], tail)]
    return [phrase]


def deed_parts(phrase: str, acts: Callable[[str], bool]) -> list[str]:
    """A phrase that opens with a verb of doing, cut before each conjunction followed by another (module docstring).

    ``acts`` tells whether a text opens with a verb of doing (:func:`user_sim.core.goal_clauses.opens_with_deed`);
    the phrase alone when it does not act first or joins no second deed.
    """
    if not acts(phrase):
        return [phrase]
    pieces: list[str] = []
    start = 0
    for joint in _JOINT.finditer(phrase):
        if joint.start() > start and acts(phrase[joint.end() :]):
            pieces.append(phrase[start : joint.start()])
            start = joint.end()
    pieces.append(phrase[start:])
    return [p.strip(" .,") for p in pieces if p.strip(" .,")]
