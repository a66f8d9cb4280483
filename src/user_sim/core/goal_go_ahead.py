"""A question of the chatbot's latest reply that asks the user for the go-ahead: the action is not done yet.

Besides :func:`user_sim.core.goal_finding.asks_to_go_on`, :func:`asks_go_ahead` reads, in the eight languages, a
first-person offer (``¿Se lo reservo?``, ``Je vous la bloque ?``, ``Lo prenoto?``, ``Zal ik…``, ``Buche ich…?``,
``Saya pesankan ya?``, ``Posso marcar?``; the chatbot's *I can* before a verb of doing: ``¿Puedo reservarla?``,
``Kann ich ihn für Sie reservieren?``) and a summary put for agreement (``Is that correct?``, ``¿Le parece
bien?``, ``Ça vous va ?``, ``Passt das?``, ``Va bene?``, ``Klopt dat?``, ``Tudo certo?``, ``Sudah sesuai?``; any
summary put to check, :data:`user_sim.core.goal_recap.RECAP`: ``Klopt dit?``, ``Confere?``, ``Betul ya?``) — not
an *anything else?* (:data:`ELSE`: the chatbot asks for more), nor a question right after a sentence that opens on
another matter (:func:`about_else`). The other markers of an action not done are
:mod:`user_sim.core.goal_pending`'s.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_answers import announces, names_part
from user_sim.core.goal_conjunctions import OR, either
from user_sim.core.goal_deeds import DEED, SERVICE
from user_sim.core.goal_finding import DONE_WORD, asks_to_go_on
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_recap import CHECK_OVER, RECAP
from user_sim.core.goal_reference import REFERENCE
from user_sim.core.goal_rules import is_question
from user_sim.core.goal_verbs import MINE_ABLE
from user_sim.core.goal_you import GERMAN_IT, GLIE, ROMANCE_CLITICS, TO_THEM
from user_sim.core.goals import normalise

_CLITIC = rf"(?:{either(GLIE)}\w*|{either(ROMANCE_CLITICS, TO_THEM, GERMAN_IT)})"
"""An object pronoun before a verb (goal_you: the Romance ones, French *leur*, German *ihn*, Italian *glie-* bound)."""
_GO_AHEAD = re.compile(
    r"(?<!\w)(?:shall we|should we|like me to|ready (?:to|for me to)|ok(?:ay)? to|lock (?:it|that|this) in"
    r"|book (?:it|that|this|them)|does (?:that|this) (?:work|suit|sound)|sounds? good|is (?:that|this) (?:ok|okay"
    r"|alright|all right|correct|right)|le parece|te parece|les parece|te va bien|le va bien|es correcto|esta bien"
    r"|ca vous va|ca te va|vous convient|c'est bon|c'est bien ca|est-ce correct|sollen wir|darf ich|passt (?:das|es"
    r"|ihnen|dir)|ist das (?:ok|okay|so )?(?:in ordnung|richtig|korrekt|recht)|stimmt das|einverstanden|va bene"
    r"|le va|ti va|e corretto|giusto|posso (?:procedere|prenotare|fissare|registrare|inviare|marcar|reservar"
    r"|agendar|fechar|confirmar|fazer)|pode ser|tudo certo|esta certo|correto|fechado|zullen we|is dat (?:goed|ok"
    r"|oke|prima|correct)|klopt dat|akkoord|sudah (?:benar|sesuai|oke)|(?:boleh|bisa) saya|lanjut|jadi (?:pesan"
    r"|booking|ambil|order))(?!\w)"
    rf"|^\W*(?:{_CLITIC}\s*){{1,3}}\w{{3,}}o(?!\w)"  # ¿Se lo reservo? ¿Te la apunto? Lo prenoto? Glielo confermo?
    rf"|^\W*(?:je|j'|on)\s*(?:{_CLITIC}\s*){{0,2}}\w{{3,}}(?:e|s|t)\s*(?:[^\s?]+\s*){{0,5}}\?"  # Je vous la bloque ?
    r"|^\W*\w{4,}(?:o|e)\W*$"  # one first-person verb: ¿Procedo? Reservo? Confermo? Je réserve ?
    r"|^\W*(?:buche|reserviere|bestelle|trage|lege|mache|boek|reserveer|bestel|zet|plan|noteer|leg)\s+(?:ich|ik)"
    r"|^\W*\w{3,}o\s+(?:o|a|os|as|el|la|los|las|il|i|gli|le|lo)\s+\w+\W*$"  # Fecho o pedido? Prenoto il tavolo?
    r"|(?:vuoi|volete|vuole) che|(?:wollen|sollen) wir|(?:mochtest|willst) du|mau (?:langsung|di\w+|saya)"
    r"|^\W*(?:ich|wir)\s+\w+\s+(?:sie|dich|euch|ihn|es)\s+(?:ein|an|fest|vor)\W*$"  # Ich trage Sie ein?
    r"|(?:saya|kami|aku)\s+\w{3,}(?:kan|in)(?!\w)"  # Saya pesankan ya? Kami jadwalkan?
    rf"|(?:{MINE_ABLE.pattern})\s+(?:[\w']+\s+){{0,3}}?{DEED}"  # ¿Puedo reservarla? Kan ik hem voor je reserveren?
)
"""A question for the go-ahead (module docstring), on normalised text."""
ELSE = re.compile(
    r"(?<!\w)(?:else|anything|otherwise|algo mas|alguna otra|otra cosa|autre chose|sonst|noch etwas|altro|mais alguma"
    r"|outra coisa|mais algo|lain|lagi|nog iets|verder|andere|anders|is that all|that's all|es todo|seria todo"
    r"|e tudo|c'est tout|ce sera tout|das ist alles|war's das|war das alles|e tutto|sarebbe tutto|dat is alles"
    r"|was dat alles|itu saja|sudah semua|cukup)(?!\w)"
)
"""*Anything else?*: the chatbot asks for more, not for the go-ahead."""


def asks_go_ahead(part: GoalPart, reply: Sequence[str]) -> bool:
    """A question of ``reply`` asks the user to go on with ``part`` (module docstring; not *anything else?*).

    Nor a question right after a sentence that opens on another matter (``Sobre el kit: … ¿Te lo añado?``):
    ``goal_finding.asks_to_go_on``, or a go-ahead question of :data:`_GO_AHEAD` that is short (four words at most) or
    names the part (a drawn value, a key word).
    """
    # "Booked. About the kit: it is 32 €. Shall I add it?": that question is the go-ahead of another matter
    reply = [s for i, s in enumerate(reply) if not (i and is_question(s) and about_else(part, reply[i - 1]))]
    reply = [s for s in reply if not asks_for_more(part, s)]  # "Would you like to add a gift note?"
    if asks_to_go_on(reply) or _put_to_check(reply):
        return True
    for question in (s for s in reply if is_question(s)):
        said = normalise(question)
        words = len(re.findall(r"\w+", said))
        if ELSE.search(said) is not None:
            continue
        if RECAP.search(said) is not None and words <= 8:
            return True  # "Klopt dit?", "Is everything correct?": a summary put to the user (goal_recap)
        if _GO_AHEAD.search(said) is not None and (words <= 4 or names_part(part, question)):
            return True
    return False


_CHOICE = re.compile(rf"(?<!\w){either(OR)}(?!\w)")


def _put_to_check(reply: Sequence[str]) -> bool:
    """A summary put to check (``Fechou! Confere aí: …``) while a choice is still asked (``Pix, cartão ou dinheiro?``).

    Not *anything else?* (:data:`ELSE`), nor a question with no choice in it (``How did you hear about us?``), nor
    when a sentence before the check-over states the deed done (:func:`_states_done`: ``Order #4512 placed ✅``).
    """
    said = [normalise(s) for s in reply]
    asked = any(
        is_question(s) and ELSE.search(n) is None and _CHOICE.search(n) for s, n in zip(reply, said, strict=True)
    )
    check = next((i for i, n in enumerate(said) if CHECK_OVER.search(n) is not None), None)
    return asked and check is not None and not any(_states_done(s) for s in reply[:check])


def _states_done(sentence: str) -> bool:
    """``sentence`` states the deed done: a reference number or a deed participle (``Order #4512 placed ✅``).

    A bare word of done is none (:data:`user_sim.core.goal_finding.DONE_WORD`: ``Done!``, ``Quasi fatto!``).
    """
    said = re.sub(rf"(?<!\w){DONE_WORD}(?!\w)", " ", sentence.lower())
    return REFERENCE.search(sentence) is not None or re.search(SERVICE, said) is not None


def about_else(part: GoalPart, sentence: str) -> bool:
    """``sentence`` opens on a matter that is not ``part`` (``Sobre el kit: …``) and names none of its words."""
    return announces(part, sentence) and not names_part(part, sentence)


_ADD = re.compile(
    r"(?<!\w)(?:add|anad\w*|agreg\w*|ajout\w*|hinzu\w*|dazu\w*|aggiung\w*|adicion\w*|acrescent\w*|toevoeg\w*|erbij"
    r"|tambah\w*)(?!\w)"
)
"""A question that offers to add something."""
_ADD_IT = re.compile(
    rf"(?<!\w)(?:{_ADD.pattern[7:-6]})\s+(?:it|them|that|this|these|those)(?!\w)"
    rf"|(?<!\w)(?:lo|la|los|las|le|les|l'|li|ne|es|ihn|sie|das|het|hem|ze|dat|me lo|te lo|se lo)\s+(?:\w+\s+){{0,2}}?"
    rf"(?:{_ADD.pattern[7:-6]})(?!\w)"
    r"|(?<!\w)(?:anad|agreg|aggiung|adicion|acrescent)\w*(?:lo|la|los|las|le|li|lhe|nos)(?!\w)|(?<!\w)\w*tambah\w*"
    r"|(?<!\w)l'\s*ajout\w*"
)
"""*Add it?* with a pronoun (``Shall I add it?``, ``¿Te la añado?``, ``Soll ich es hinzufügen?``, ``aggiungerlo``) or an
Indonesian *ditambah(kan)*: what is added may be the part itself, so it is no offer of more."""
_FIRST = re.compile(
    r"(?<!\w)(?:before|first|antes|avant|d'abord|bevor|vorher|zuerst|prima|voordat|eerst|sebelum|dulu)(?!\w)"
)
_DEED = re.compile(DEED)


def asks_for_more(part: GoalPart, sentence: str) -> bool:
    """A question that offers more than the part (``Would you like to add a gift note?``, ``Anything else?``).

    Not one that names the part, a verb of doing or confirming, or what comes first (``… add it before I confirm?``).
    """
    said = normalise(sentence)
    if not is_question(sentence) or (ELSE.search(said) is None and _ADD.search(said) is None):
        return False
    if _DEED.search(said) is not None or _FIRST.search(said) is not None or _ADD_IT.search(said) is not None:
        return False
    return not names_part(part, sentence)
