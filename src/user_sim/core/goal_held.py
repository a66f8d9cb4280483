"""A place held for the user: the deed said by the state it leaves, with no verb of doing.

Chatbots often say a booking done by where it leaves the user, not by a verb:

* **on a list** (:data:`ON_LIST`): ``you're now down for one hour with Marisol``, ``Sie stehen jetzt auf unserer
  Warteliste``, ``du stehst drauf``, ``je staat op de wachtlijst``, ``sudah masuk daftar tunggu`` (the forms no
  word list held; ``you're on the list``, ``sei in lista``, ``estás en la lista`` are
  :mod:`user_sim.core.goal_words`' and :mod:`user_sim.core.goal_deeds`'); not ``the server is down for
  maintenance``, ``der Termin steht auf der Liste der freien Termine`` (a person is on the list, no thing);
* **in the user's name** (:data:`IN_NAME`): ``Kaarten staan op je naam``, ``it's in your name``, ``queda a tu
  nombre``, ``fica em seu nome``, ``c'est à votre nom``, ``è a suo nome``, ``steht auf Ihren Namen``, ``sudah
  atas nama kakak``;
* **official** (:data:`OFFICIAL`): ``Priya Nair is officially Fresh Meat``, ``you're officially a member``, ``it's
  official!``, ``c'est officiel``, ``ya es oficial``, ``je bent nu officieel lid``, ``sudah resmi terdaftar``; not
  ``registration is officially open`` (a thing, not a person, and no name);
* **just done** (:data:`JUST_DONE`), the Romance recent past of a service verb: ``je viens de réserver``, ``vos
  billets viennent de partir``, ``vient d'être confirmée``, ``acabo de reservarte``, ``acabei de agendar``; not
  ``je viens de vérifier`` (a look) nor ``une place vient de se libérer`` (availability).

:func:`held` tells these (read by :func:`user_sim.core.goal_done.is_done`). Besides, :func:`under_name` tells the
values of a deed said *under the name* the user gave (``Table for six this Saturday at 19:30 under Priya.``, ``Due
posti a nome Marchetti per sabato 8/11``, ``auf den Namen Huber``, ``op naam van Visser``, ``au nom de``, ``a nombre
de``, ``em nome de``, ``atas nama``; the name must be one the user gave, or ``your name``: a name the user never said
is the chatbot's summary, not the user's booking): weaker than a state, read by
:mod:`user_sim.core.goal_in_name` only over the last exchange.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import DASHES, either
from user_sim.core.goal_deeds import ROMANCE_ROOTS
from user_sim.core.goal_you import CLITICS, FRENCH_CLITICS
from user_sim.core.goals import normalise

WAITLIST = (
    r"wait(?:ing)?[- ]?list|standby(?: list)?|lista de espera|fila de espera|liste d'attente|lista d'attesa"
    r"|\w*warteliste|wachtlijst|reservelijst|daftar tunggu"
)
"""A waiting list, in the eight languages (normalised): a place on it is held (:data:`ON_LIST`), but is no booking
of a deed the goal asked for (:mod:`user_sim.core.goal_waitlist`)."""
_PERSON_EN = r"(?:you're|you are|you've been|she's|he's|they're|you're both|you two are|you both are)"
ON_LIST = re.compile(
    rf"(?<!\w)(?:{_PERSON_EN} (?:now |all |officially )?down for"
    rf"|{_PERSON_EN} (?:now |all )?on (?:the|our|my) (?:\w+ )?(?:list|roster|{WAITLIST})"
    r"|(?:du stehst|sie stehen|ihr steht|dein name steht|ihr name steht|er steht|sie steht)"
    rf" (?:jetzt |nun |schon |bereits |damit |also )?(?:mit )?(?:drauf(?=\s*(?:[!.,:;{DASHES}]|$|fur |am ))"
    r"|auf (?:der|unserer|eurer|ihrer|meiner) \w*liste)"
    r"|(?:je|jij|u|jullie|je naam|uw naam|jouw naam) (?:staat|staan) (?:nu |al |ook |dus )?"
    r"(?:op (?:de|onze|mijn) \w*lijst|erop(?= (?:voor|bij|op) ))"  # not "u staat erop dat …" (you insist)
    r"|(?:tu es|t'es|vous etes) (?:bien |desormais |maintenant )?sur (?:la |notre |ma )?\w*liste"
    r"|(?:estas|estais|sei|siete|ta|voce esta) (?:ya |gia |ja )?dentro(?= (?:para|per|pra|del|al) )"
    r"|(?:sudah|udah|telah|sdh) (?:masuk|ada di|tercatat di|terdaftar di) (?:\w+ )?daftar)(?!\w)"
)
_CLOSE = rf"(?=\s*(?:[!.:,;{DASHES}]|$))"
IN_YOUR_NAME = (
    r"(?:in|under) your name|a (?:tu|su) nombre|(?:em|no) (?:seu|teu) nome|au? (?:votre|ton) nom"
    r"|(?:a|intestat[oaie] a) (?:tuo|suo) nome|(?:auf|unter) (?:ihren|deinen|ihrem|deinem) namen|op (?:je|jouw|uw) naam"
)
"""*In your name*, the phrase alone (:func:`under_name` reads it so)."""
_STANDS = (
    r"(?:is|are|it's|'s|'re) (?:now |all )?(?:booked |reserved |held )?|(?:esta|estan|queda|quedan|quedo) (?:ya )?"
    r"|(?:estao|fica|ficou|ficaram) (?:ja )?|(?:est|sont) (?:bien |desormais )?|(?:e|sono) (?:gia |ora )?"
    r"|(?:steht|stehen|lauft|laufen) (?:jetzt |nun |schon )?|(?:staat|staan) (?:nu |al )?"
)
"""The verbs that say where the deed stands before *in your name* (``is``, ``queda``, ``fica``, ``steht``…)."""
IN_NAME = re.compile(rf"(?<!\w)(?:(?:{_STANDS})(?:{IN_YOUR_NAME})|(?:sudah|udah|telah) (?:\w+ )?atas nama)(?!\w)")
OFFICIAL = re.compile(
    rf"(?<!\w)(?:{_PERSON_EN} (?:now )?officially"
    rf"|(?:it's|it is) (?:now )?official{_CLOSE}"
    r"|(?:ya )?(?:eres|sois) oficialmente|(?:^\W*|ya )es oficial"
    + _CLOSE
    + r"|(?:voce e|voces sao|agora e|ja e) oficial(?:mente)?"
    r"|(?:vous etes|tu es|t'es|il est|elle est|ils sont|elles sont) (?:desormais |maintenant |bien )?officiellement"
    rf"|c'est (?:desormais )?officiel{_CLOSE}"
    rf"|(?:du bist|sie sind|ihr seid) (?:jetzt |nun |ab sofort )?offiziell|(?:es|das) ist (?:jetzt )?offiziell{_CLOSE}"
    rf"|(?:sei|siete) (?:ora |adesso )?ufficialmente|(?:^\W*|ora )e ufficiale{_CLOSE}"
    rf"|(?:je bent|jij bent|u bent|jullie zijn) (?:nu )?officieel|het is (?:nu )?officieel{_CLOSE}"
    r"|(?:sudah|kini|sekarang) resmi)(?!\w)"
)
_NAMED_OFFICIAL = re.compile(
    r"\b[A-Z]\w+ [A-Z]\w+ (?:is|are) (?:now )?officially|(?<=\w )[A-Z]\w+ (?:is|are) (?:now )?officially [A-Z]"
)
"""``Priya Nair is officially Fresh Meat``: a full name, or a name within the sentence before a title; not one
capitalised first word (``Registration is officially open``)."""
_FRENCH_VERBS = (
    r"(?:reserv|confirm|pay|achet|command|enregistr|annul|modifi|deplac|envoy|planifi|programm|valid|effectu|ajout"
    r"|bloqu|expedi|regl|fix|not|pass)er|inscrire|transmettre|mettre|faire|prendre|partir"
)
_CLITICS = rf"(?:{either(CLITICS, FRENCH_CLITICS)}\s*)*"
"""The object pronouns before the verb (goal_you.CLITICS and FRENCH_CLITICS: ``vient de vous l'envoyer``)."""
JUST_DONE = re.compile(
    r"(?<!\w)(?:je viens|nous venons|on vient|il vient|elle vient|ils viennent|elles viennent|vient|viennent)"
    rf" d(?:e |'){_CLITICS}(?:etre (?!liber|ouvert)\w+|{_FRENCH_VERBS})(?!\w)"
    r"|(?<!\w)(?:acabo|acabamos|acaba|acaban|acabas|acabei|acabou|acabaram) de "
    rf"{_CLITICS}(?:{ROMANCE_ROOTS}|inscrib|inscrev|mand|apunt)(?:ar|er|ir)(?:te|le|lo|la|les|los|las|nos|me|se|lhe)*(?!\w)"
)
_YOUR_NAME = re.compile(rf"(?<!\w)(?:{IN_YOUR_NAME})(?!\w)")
_NAMED = re.compile(
    r"(?<!\w)(?:(?:under|in) the name(?: of)?|a nombre de|bajo el nombre(?: de)?|(?:em|no) nome d[eoa]s?"
    r"|au nom d(?:e|')|a nome(?: di)?|intestat[oaie] a|(?:auf|unter) (?:den|dem) namen(?: von)?"
    r"|op (?:de )?naam(?: van)?|onder (?:de )?naam(?: van)?|atas nama)\s*([\w'-]+)"
)
"""A name phrase and the name after it (``a nome Marchetti``, ``op naam van Visser``, ``auf den Namen Huber``)."""
_UNDER = re.compile(r"\bunder ([A-Z][\w'-]+)")


def held(text: str) -> bool:
    """The text says the place held for the user: on a list, in their name, official, just done (docstring)."""
    said = normalise(text)
    tables = (ON_LIST, IN_NAME, OFFICIAL, JUST_DONE)
    return any(t.search(said) is not None for t in tables) or _NAMED_OFFICIAL.search(text) is not None


def under_name(sentence: str, user: str) -> bool:
    """The sentence holds its deed in the user's name, or under a name the user gave (``a nome Marchetti``)."""
    said = normalise(sentence)
    if _YOUR_NAME.search(said) is not None:
        return True
    given = set(re.findall(r"\w+", normalise(user)))
    names = [*_NAMED.findall(said), *_UNDER.findall(sentence)]
    return any(normalise(name) in given for name in names)
