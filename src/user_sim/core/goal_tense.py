"""The shape of a chatbot sentence: future or promised, handed to a third party, or under a condition.

Word lists of whole sentences always have holes, so these tests look at the *form* of the verb in eight languages:

* **future** — auxiliaries (``will``/``'ll``/``going to``, ``va a`` + infinitive, ``je vais`` + infinitive,
  ``werde``/``wird``, ``sto per``, ``vou``/``vai`` + infinitive, ``zal``/``gaat``, ``akan``) and the future
  endings that carry an accent (``llamará``, ``aggiornerò``, ``será``, ``ligará``) or are unambiguous
  (``-erez``, ``-eront``, ``-remos``, ``-ranno``, ``-rei``; ``-rete``, not the nouns ``intérprete``, ``parete``);
* **third party** — a member of staff or another department as the subject (``a colleague``, ``our team``,
  ``il nostro meccanico``, ``zij``) together with a future or a verb of contacting (``calls you back``,
  ``ruft … zurück``, ``ti ricontatta``): the user is handed over; not staff booked in (``Someone will be booked``).

Besides, :func:`is_conditional` tells a sentence under a condition (``if you confirm``, ``Se preferir, …``); the
perfect is :mod:`user_sim.core.goal_perfect`'s, the conditional mood :mod:`user_sim.core.goal_mood`'s. Patterns
read lower-case text with its accents (``tense_text``): accents mark the future in Romance languages.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import DASH, IF, ON_RECEIPT, SOON, WHEN, either
from user_sim.core.goal_deeds import DEED
from user_sim.core.goal_names import names_aside
from user_sim.core.goal_perfect import AUX_PARTICIPLE, ID_LATER, PRETERITE, tense_text
from user_sim.core.goal_status import is_visit
from user_sim.core.goal_you import CLITICS
from user_sim.core.goals import normalise

_OBJ = rf"(?:{either(CLITICS)}\s+)?"
_FUTURE = re.compile(
    r"(?<!\w)(?:will|shall|'ll|won't|going to|gonna|about to"  # en
    rf"|(?:(?:voy|vas|van)\s+a|(?:va|vamos|vou|vai|vão|vao|vais|allons|allez|vont)(?:\s+a)?)\s+{_OBJ}\w+(?:ar|er|ir|re)(?!\w)"
    r"|(?:perlu|harus|segera|bakal|silakan|silahkan|mohon|mau|bisa|dapat|boleh|belum)\s+(?:\w+\s+)?di\w{3,}"  # id
    r"|sto per|stiamo per|werde|wirst|wird|werden|werdet|zal|zult|zullen|ga|gaat|gaan|akan|nanti"  # it de nl id
    r"|\w{2,}(?:rá|rás|rán|ré|réis|rão|rò|rà|remos|ranno|(?<![pcg])(?<!pa)rete|remo|rei|erez|eront|erons|irez|iront|irons|erai|irai|rrai|rrez|rront|trai|drai|trez|drez|tront|dront)"
    r"|(?<!di )(?<!la )(?<!della )(?<!questa )(?<!buona )sera"  # not Italian "di sera" (in the evening)
    r"|seront|serai|serez|serons|seras|aura|auront|aurez|aurons|fera|feront|ferez|ferons|pourra|pourrez|devra"
    rf"|recevrez|recevra|enverra|enverrons|{ID_LATER}"
    rf"|(?:il|elle|on|qui|nous|vous)\s+{_OBJ}\w+[^a]era"
    r")(?!\w)"
)
_STAFF = (
    r"colleague|team|department|agent|technician|mechanic|pharmacist|specialist|advis[oe]r|representative"
    r"|someone|somebody|staff|technicien\w*|m[ée]canicien\w*|pharmacien\w*|courier|they|compa[nñ]er[oa]|equipo|departamento|t[ée]cnic[oa]|mec[áa]nico"
    r"|farmac[ée]utic[oa]|alguien|ellos|coll[èe]gue|[ée]quipe|service|conseill[eè]re?|quelqu'un|ils|elles"
    r"|kolleg\w*|team|abteilung|techniker\w*|mechaniker\w*|apotheker\w*|jemand|collega|squadra|reparto"
    r"|tecnico|meccanico|farmacista|qualcuno|colega|equipe|setor|algu[ée]m|eles|elas|collega's|afdeling"
    r"|monteur|apotheker|iemand|zij|rekan|tim|petugas|teknisi|mereka|seseorang|planner|manager"
    r"|receptionist|coordinator|encargad[oa]|gerente|responsable|gérant|gerant|leitung|chef|chefin|responsabile"
    r"|titolare|gestore|beheerder|eigenaar|manajer|pemilik|admin"
)
_STAFF_RE = re.compile(rf"(?<!\w)(?:{_STAFF})(?!\w)")
_BOOKED_IN = re.compile(rf"{_STAFF_RE.pattern}\s+(?:will be|ser[aá]|sar[aà]|wird|wordt|akan)\s+{DEED}\w*(?<!ing)\b")
CONTACT = re.compile(
    r"(?<!\w)(?:call\w*|ring\w*|phone\w*|e-?mail\w*|contact\w*|get back|come back|be in touch|reach out|llam\w+"
    r"|escribir\w*|rappel\w+|appell?\w+|joindr\w*|ruft|anruf\w*|zur[üu]ckruf\w*|melde[tn]?|richiam\w+"
    r"|ricontatt\w+|contatt\w+|chiam\w+|lig\w+|bellen|belt|bel|terugbel\w*|mailen|mailt|menghubungi|menelepon)(?!\w)"
)
_MY_FUTURE = re.compile(
    r"(?<!\w)(?:i'll|i will|we'll|we will|\w{2,}(?:ré|rò|rei|remos|rons)"
    r"|j(?:e\s|')[^.!?;]{0,30}?\w(?:erai|irai|rrai|trai|drai)"  # French "je …-rai"; Italian "riceverai" is "you'll"
    r"|(?:voy|vamos|vou|je vais|nous allons|ik ga|we gaan|wij gaan|ik zal|we zullen|wij zullen|ich werde"
    r"|wir werden|sto per|stiamo per)\s+(?:a\s+)?\w+"
    r"|(?:kami|saya|aku|kita)\s+(?:akan|nanti|mau)|(?:akan|nanti)\s+(?:kami|saya|aku|kita))(?!\w)"
)

_FRENCH = re.compile(r"(?<!\w)(?:vous|votre|vos|est|sont|au|aux|du|et|il|elle|nous|je|c'est|sera|seront|ont)(?!\w)")
_FRENCH_PARTICIPLE = re.compile(r"(?<!\w)\w+rée?s?(?!\w)")


def _participles_aside(text: str) -> str:
    """Lower-case ``text`` without its perfect forms, nor (in a French sentence) its ``-ré`` participles.

    French ``j'ai réparé`` and ``colis livré`` end like Spanish ``repararé`` / ``libraré``; a French
    sentence (``vous``, ``est``, ``il``…) has no Spanish future. Nor is a service verb's first-person past
    (``Te compré``, ``Comprei``: :data:`user_sim.core.goal_perfect.PRETERITE`).
    """
    said = tense_text(names_aside(text, lambda word: _FUTURE.fullmatch(tense_text(word)) is not None))
    french = _FRENCH.search(said) is not None
    said = PRETERITE.sub(" ", AUX_PARTICIPLE.sub(" ", said))
    return _FRENCH_PARTICIPLE.sub(" ", said) if french else said


_ALREADY_FUTURE = re.compile(
    rf"(?<!\w)(?:ya|já)\s+(?:{either(CLITICS)}\s+){{0,2}}\w+(?:[aei]ré|[aei]rei|[dbr]ré)(?!\w)"
)
"""*Already* before a first-person future (``Ya te reservaré``, ``Ya te llamaré``, ``Já lhe ligarei``): the
perfect's ``ya`` + participle would set it aside; a service verb's past (``Ya te separé``) is no future."""

_TO = r"(?:the|your|a|an|our|my|his|her|their|de|het|je|jouw|uw|ons|onze|een|\d)(?!\w)"
_TAKES_NAAR = r"(?![^.!?;,]*\s(?:kijken|zoeken|luisteren|vragen|informeren)(?!\w))"
MOTION = re.compile(rf"(?<!\w)(?:(?:going|heading) to|(?:gaat|gaan) naar{_TAKES_NAAR}) (?={_TO})", re.IGNORECASE)
"""Going to a place (``boxes going to your office``, ``gaat naar je adres``): where a thing goes, no future; ``going
to be delivered`` stays the future, as does a verb's ``naar`` (``we gaan naar je fiets kijken``)."""


def is_future(text: str) -> bool:
    """The sentence speaks of what will be done (future auxiliary or ending); perfect forms and :data:`MOTION` aside."""
    text = MOTION.sub(" ", text)
    if _ALREADY_FUTURE.search(PRETERITE.sub(" ", tense_text(text))) is not None:
        return True
    return _FUTURE.search(_participles_aside(text)) is not None


def is_my_future(text: str) -> bool:
    """The chatbot itself promises to do something later (``I'll check``, ``lo comprobaré``, ``verificherò``)."""
    return _MY_FUTURE.search(_participles_aside(text)) is not None


def contacts(text: str) -> bool:
    """The text speaks of contacting the user (``call``, ``e-mail``, ``ruft … zurück``, ``ricontatta``)."""
    return CONTACT.search(tense_text(text)) is not None


_VOCATIVE = re.compile(r",\s*[A-ZÀ-Þ][a-zß-ÿ]+(?=\s*(?:[!.?]|$))")
"""The user called by name at the end of a sentence (``Ligt voor je klaar, Tim``): no staff (Indonesian ``tim``)."""


def is_third_party(text: str) -> bool:
    """Someone else (staff, another department, "they") will do it or will contact the user."""
    said = _BOOKED_IN.sub(" ", tense_text(_VOCATIVE.sub(" ", text)))
    if _STAFF_RE.search(said) is None:
        return False
    if CONTACT.search(said) is not None:
        return True
    return _FUTURE.search(said) is not None and not is_visit(text)  # "el técnico pasará entre las 9 y las 11"


CONDITION = re.compile(
    rf"(?<!\w){either(IF, SOON, ON_RECEIPT)}(?!\w)"  # not WHEN, AFTER alone: see goal_conjunctions
    rf"|^\W*(?:si|se|bila|caso|{either(WHEN)})\s+(?!ini\W|itu\W)\w[^,]*,|,\s*(?:si|se|wenn|als|bila|caso)\s+(?!\d)\w"
)
"""A condition: ``if you confirm``, ``falls gewünscht``; the words that also mean *yes*, *as* or are a pronoun
(``si``, ``se``, ``als``) only as an opening clause closed by a comma (``Se preferir, …``, ``Als je wilt, …``) or a
closing clause after one (``…, si Thomas est libre``, ``…, se houver vaga``); a *when* clause opening the sentence
(``Quando o vestido chegar aqui, …``, ``Cuando llegue, …``, ``When it arrives, …``, ``Quand il arrivera, …``,
``Wenn es da ist, …``, ``Wanneer het binnen is, …``) puts what follows after an event still to come;
a time still to come (``sobald ich wieder ins System komme``) is a condition too; ``Saat ini, …`` (*now*) is none."""


def is_conditional(sentence: str) -> bool:
    """The sentence makes what it says depend on a condition (module docstring)."""
    return CONDITION.search(normalise(sentence)) is not None


def is_conditioned(sentence: str) -> bool:
    """The sentence opens with a condition that governs what follows (``Si confirmas, queda reservado``)."""
    first = re.split(rf",|;|\s{DASH}\s", sentence, maxsplit=1)[0]
    return first != sentence and is_conditional(first + ",")
