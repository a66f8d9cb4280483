"""A confirmation still to come: the chatbot says the deed is not confirmed yet, in the eight languages.

:func:`confirms_later` reads a clause of a reply (for :func:`user_sim.core.goal_withheld.withheld`):

* a verb of confirming, not its noun, with *still* (``hij bevestigt het nog``, ``he still has to confirm``), or
  someone's *has to* with *still* in either order (``il doit encore me confirmer``, ``ainda precisa me confirmar``);
* the chatbot's own need to confirm (:data:`MY_DUTY`: ``preciso confirmar com a cozinha``, ``I need to confirm
  it``, ``ich muss das noch bestätigen``; the user's need is not read: ``you need to confirm``);
* its own confirmation in the first person after *as soon as* or *when* (:data:`_MINE_LATER`: ``Assim que o
  técnico fechar a rota eu te confirmo o horário``, ``cuando tenga la ruta te confirmo la hora``, ``quand j'aurai
  la tournée je vous confirme l'heure``), or before *as soon as* (``te confirmo la hora en cuanto la tenga``). A
  performative ``Te confirmo tu reserva para mañana`` is the deed confirmed now, and is not read.

:func:`promised` reads someone's confirming to come (:data:`_WILL_CONFIRM`, or bare: goal_confirmed_later) and
:func:`called_to_confirm` a call to confirm, only of the deed, not of a message (:data:`_NOT_OF_DEED`): a routine
``you'll receive a confirmation e-mail`` owes nothing. Read elsewhere: :data:`STILL`, :data:`MY_DUTY`, :data:`NOTED`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_confirmed_later import MESSAGE, OTHER_OBJECT, TELL_THAT, confirmed_later
from user_sim.core.goal_conjunctions import SOON, WHEN, WHETHER, either
from user_sim.core.goal_deeds import DEED
from user_sim.core.goal_keywords import MUST
from user_sim.core.goal_purpose import AFIN_DE, FOR, TO_DO, UM_ZU
from user_sim.core.goal_tense import CONTACT
from user_sim.core.goal_when import TOMORROW
from user_sim.core.goal_words import AVAILABILITY, CONFIRM, FORMS
from user_sim.core.goal_you import IT, SE, TO_YOU, YOU
from user_sim.core.goals import normalise


def _forms(column: int) -> str:
    """The forms of confirming of ``column`` in goal_words.FORMS (1 infinitive, 2 present, 3 future)."""
    return (
        "(?:" + "|".join(f"{stem}(?:{ends[column]})" for stem, ends in FORMS.items() if ends[column] is not None) + ")"
    )


_CONFIRM_VERB = rf"(?:{_forms(2)}|{_forms(3)})"
_JOINED = tuple(stem + end.removesuffix("e") for stem, ends in FORMS.items() for end in (ends[1] or "").split("|"))
_AR = tuple(j for j in _JOINED if j.endswith("ar"))
_ENCLITIC = rf"(?:{either(_AR)}|{either(tuple(j[:-1] for j in _AR))}-)(?:{either(TO_YOU, SE)})?{either(IT)}"
"""An infinitive of goal_words.FORMS with its pronoun joined on (``va a confirmarla``, ``confirmárselo``, ``vuole
confermarlo``, ``vai confirmá-la``): the pronoun goal_you.IT, after a goal_you.TO_YOU or SE."""
STILL = r"(?:noch|still|todavia|aun|encore|ancora|ainda|nog|masih|nanti)"
"""*Still*, *yet* in the eight languages (normalised text)."""
_MINE = (
    rf"(?:{either(TO_YOU, YOU)}\s+)?(?:confirmo|confirmamos|confirme|confirmons|confermo|confermiamo|bestatige"
    r"|bevestig)"
)
"""The chatbot's own confirming in the first person (``te confirmo``, ``je vous confirme``, ``bestätige ich``)."""
MY_DUTY = (
    r"(?:(?:i|we)(?:'ve| have)? (?:\w+ )?(?:need|have|got) to|preciso|precisamos|tenho que|temos que|necesito"
    r"|necesitamos|tengo que|tenemos que|je dois|nous devons|wir mussen|mussen wir|we moeten|wij moeten|moeten we"
    rf"|moeten wij|devo|dobbiamo|(?:i|we|on|ich|ik) {either(MUST)}|{either(MUST)} (?:ich|ik)"
    rf"|(?:saya|aku|kami|kita) (?:\w+ )?(?:perlu|{either(MUST)}))"
)
"""The chatbot's own *I have to* in the eight languages (``tenho que``, ``moet ik``, ``saya perlu``); *must* is
goal_keywords.MUST, after its subject (``on doit``, ``ik moet``, ``saya harus``) or before it (``muss ich``)."""
_FOR = either(FOR, ("le", "el", "la", "il", "de"))
_LATER_DAY = rf"(?:{TOMORROW}|later|mas tarde|plus tard|piu tardi|spater|nanti)"
"""The chatbot's own confirming then tomorrow (goal_when.TOMORROW) or later (``ti confermo domani``, ``te lo confirmo
mañana``, ``bestätige Ihnen morgen``, ``I confirm tomorrow``): still to come; not the day of what it confirms (``te
confirmo para mañana``, ``je confirme le demain``, ``I confirm tomorrow's table``), nor another thing it names after
the day (``je vous confirme demain l'heure du traiteur``; the deed's own name is still the deed: ``je vous confirme
demain la réservation``, its place, ``te confirmo mañana la mesa``, or the whole of it, ``je vous confirme demain le
tout``)."""
HAVE_TO = (*MUST, "has", "needs", "have", "need", "mussen", "moeten", "devono", "tiene", "tienen", "tem", "precisa",
           "precisam", "doivent", "perlu")  # fmt: skip
"""*Has to* of someone (``tiene que``, ``precisa``, ``doit``, ``muss``), before or after *still*: the modal *must*
(goal_keywords.MUST) with the other persons and the verbs of needing."""
_INTEND = ("intends to", "plans to", "tiene (?:la )?intencion de", "piensa", "ha intenzione di", "intende", "compte",
           "a l'intention de", "tem (?:a )?intencao de", "pretende", "is van plan (?:om )?(?:\\w+ )?te", "bermaksud",
           "berencana")  # fmt: skip
"""*Intends to*, a future of intention (``ha intenzione di confermarla``, ``piensa confirmarla``, ``compte la …``)."""
_WILL_CONFIRM = (
    rf"(?:{either(TO_YOU, SE)}\s+(?:{either(IT)}\s+|l')|{either(TO_YOU, IT)}\s+|{DEED}\w*\s+(?:\w+\s+){{0,2}}?"
    rf"{either(SE)}\s+){_forms(3)}|(?:(?<!\w)(?:will|wird|zal|akan|vai|vao|va a|van a|vont|gaat|going to"
    rf"|{either(_INTEND)})|'ll)\s+"
    rf"(?:(?:it|this|that|es|das|het|dat|ihnen|dir|u|je|anda|{_LATER_DAY})\s+){{0,3}}"
    rf"(?:(?:die|de)\s+{AVAILABILITY}\s+(?:\w+\s+)?)?(?:{_ENCLITIC}|{_forms(1)})"
)
"""Someone's confirming in the future (``el grabador le confirmará``, ``se lo confirmará``, ``il vous confirmera``,
``will confirm it``, ``is going to confirm``, ``zal het morgen bevestigen``, ``vai confirmar``, ``va a confirmarla``,
``ha intenzione di confermarla`` (:data:`_INTEND`), ``wird die Verfügbarkeit bestätigen``): still to come. Its
pronouns goal_you.TO_YOU and IT; ``se`` only before *it* or after the deed (``la reserva se confirmará``, not ``el
pago se confirmará``); its forms goal_words.FORMS."""
_CONFIRMS_LATER = re.compile(
    rf"(?<!\w){_CONFIRM_VERB}(?!\w)(?:\W+\w+){{0,4}}?\W+{STILL}(?!\w)"
    rf"|(?<!\w){STILL}(?:\W+\w+){{0,3}}?\W+{either(HAVE_TO)}\s+(?:\w+\s+)?(?:to\s+|que\s+)?{CONFIRM}\w*"
    rf"|(?<!\w){either(HAVE_TO)}\s+(?:\w+\s+){{0,2}}?{STILL}\s+(?:\w+\s+){{0,2}}?(?:to\s+|que\s+)?{CONFIRM}\w*"
    rf"|(?<!\w){MY_DUTY}\s+(?:\w+\s+){{0,3}}?{CONFIRM}\w*"
    rf"|(?<!\w){either(SOON, WHEN)}\s+(?:[\w']+\s+){{0,8}}?{_MINE}(?!\w)"
    rf"|(?<!\w){_MINE}(?:\W+\w+){{0,6}}?\W+{either(SOON)}(?!\w)"
    rf"|(?<!\w)(?:{_MINE}|(?:i|we) confirm)\s+(?:(?!(?:{_FOR})\s)\w+\s+)?{_LATER_DAY}(?![\w']){OTHER_OBJECT}"
)


_CALLED_TO_CONFIRM = re.compile(
    rf"{CONTACT.pattern}(?:\W+[\w']+){{0,4}}?\W+{either(TO_DO, AFIN_DE, UM_ZU)}\s+(?:\w+\s+){{0,2}}?{CONFIRM}\w*"
    rf"{OTHER_OBJECT}"
)
"""A call or contact to confirm (``the engraver will call you to confirm``, ``De graveur belt u morgen om het te
bevestigen``, ``ruft Sie an, um es zu bestätigen``, ``le llamará para confirmarlo``, ``menelepon Anda untuk
konfirmasi``): the deed waits on that call, unless it is said done (``We called to confirm: booked``)."""


def called_to_confirm(sentence: str) -> str:
    """The sentence's call or contact to confirm (:data:`_CALLED_TO_CONFIRM`, normalised), or ``""``.

    Its reader tells whether it is said done (``called the restaurant to confirm``) or still to come.
    """
    said = normalise(sentence)
    found = [f.group() for f in _CALLED_TO_CONFIRM.finditer(said) if _of_deed(said, f.start())]
    return found[0] if found else ""


NOTED = re.compile(
    r"(?<!\w)(?:noted|anotad[oa]s?|apuntad[oa]s?|anotei|notiert|genoteerd|dicatat|catat|tercatat|notee?s?"
    r"|(?:est|ai|avons|bien)\s+note|annotat[oa]|segnat[oa])(?!\w)"
)
"""A deed noted, not stated done (``Noted: …``, ``Anotado: …``, ``C'est noté``, ``Notiert``, ``Dicatat``)."""
_WILL = re.compile(  # after *will*: not of another object, nor a whether (``vai confirmar amanhã se há parking``)
    rf"(?<!\w){_WILL_CONFIRM}(?!\w){OTHER_OBJECT}"
    rf"(?![\s,]+(?:(?:{_LATER_DAY}|{either(TO_YOU)})[\s,]+){{0,2}}{either(WHETHER)}\s)"
)
_NOT_OF_DEED = re.compile(rf"(?<!\w)(?:{MESSAGE}|that|which|que|qui|che|yang)(?!\w)")
"""Before a confirming to come, a message or a relative pronoun: ``an e-mail will confirm it``, ``un correo que le
confirmará la reserva``, ``een e-mail die de reservering zal bevestigen``: a routine message, not the deed's maker."""


def _of_deed(said: str, start: int) -> bool:
    """The confirming at ``start`` of ``said`` is not a message's nor a relative clause's (:data:`_NOT_OF_DEED`)."""
    return _NOT_OF_DEED.search(" ".join(TELL_THAT.sub(" ", said[:start]).split()[-4:])) is None


def promised(clause: str) -> bool:
    """Someone's confirming of the deed is still to come (:data:`_WILL_CONFIRM`).

    Not of another object after *will* (``will confirm the details``), nor of a message (:data:`_NOT_OF_DEED`). A
    Romance pronoun and future owes what it names (``le confirmará la hora``).
    """
    said = normalise(clause)
    return confirmed_later(said) or any(_of_deed(said, f.start()) for f in _WILL.finditer(said))


def confirms_later(clause: str) -> bool:
    """The clause says a confirmation is still to come, with a verb of confirming (module docstring)."""
    return _CONFIRMS_LATER.search(normalise(clause)) is not None
