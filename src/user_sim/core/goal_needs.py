"""A requirement still owed by the user: "to do X I need Y" is a step to come, never the deed X.

A chatbot that lists what it needs (``To add her I need her full name and date of birth``, ``Para incluir a un
nuevo asegurado necesito…``, ``Pour l'ajouter, j'ai besoin de…``, ``Um sie hinzuzufügen, brauche ich…``, ``Per
aggiungerla mi serve…``, ``Om haar toe te voegen heb ik … nodig``, ``Untuk menambahkan, saya perlu…``), says the deed
requires something (``the inclusion requires a health questionnaire``, ``la inclusión requiere…``, ``erfordert``,
``nécessite``, ``richiede``, ``vereist``, ``memerlukan``), asks the user to send it (``please send``, ``envíame``,
``stuur me``, ``kirimkan``) or waits on a step first (``before I can…``, ``antes de poder``, ``bevor ich … kann``)
has not done the deed, whatever shape its verbs take (``necesito:`` ends like an elided participle). What is *not*
needed (``no necesito nada más``, ``heb ik niets meer nodig``, ``een gi is niet nodig``)
or all that was needed (``everything I need``, ``alles wat ik nodig heb``) owes nothing.

A purpose clause of finishing the deed or making it official, beside a need or a payment in the same sentence
(:func:`owed_to_finish`), owes a step whether or not it names the goal: ``To finish the registration I need two
photos``, ``Para completar la reserva necesito…``, ``Pra eu finalizar a inscrição, preciso de…``, ``Pour finaliser
l'inscription, il me faut…``, ``Um die Anmeldung abzuschließen, brauche ich…``, ``Per completare l'iscrizione mi
servono…``, ``Om de inschrijving af te ronden heb ik … nodig``, ``Untuk menyelesaikan pendaftaran, saya perlu…``,
``Supaya resmi ter-booking, perlu DP 30%``, ``To make it official, a 30% deposit``. A bare ``Para terminar,`` /
``Pour finir,`` (*lastly*) has no object and finishes nothing.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_no_words import SPOKEN_NOT
from user_sim.core.goal_plain_not import BARE_NOT, NONE
from user_sim.core.goal_purpose import AFIN_DE, AGAR, BIAR, DAMIT, SO_THAT, TO_DO, TO_DO_SPOKEN, UM_ZU
from user_sim.core.goal_unpaid import PAY
from user_sim.core.goals import normalise

_NEED = (  # a first-person need, a deed that requires: normalised text
    r"(?:i|we)(?:'d|'ll)?\s+(?:\w+\s+){0,2}?(?:need|require)|need from you"
    r"|necesit(?:o|amos|aria|ariamos|are|aremos)|necessit(?:o|amos|aria)|(?:me|nos) (?:hace|hacen) falta|(?:me"
    r"|nos) faltan?"
    r"|(?:eu\s+)?preciso(?! verificar| checar| confirmar| ver)|precisamos|precisaria|vou precisar|vamos precisar"
    r"|(?:ich|wir)\s+(?:\w+\s+){0,2}?(?:brauch|benotig)(?:e|en|te|ten)|(?:brauch|benotig)t?e ich"
    r"|(?:brauchen|benotigen) wir|j'ai besoin|j'aurais besoin|j'aurai besoin|(?:nous|on) (?:avons|a|aurons) besoin"
    r"|il (?:me|nous) fau(?:t|drait|dra)|(?:ho|abbiamo|avrei|avremmo|avro|avremo)\s+(?:\w+\s+)?bisogno"
    r"|(?:mi|ci) serv(?:e|ono|irebbe|irebbero)"
    r"|(?:heb ik|hebben we|hebben wij|ik heb|we hebben|wij hebben)(?:\s+[^\s.!?]+){0,8}?\s+nodig"
    r"|(?:saya|kami|aku|kita)\s+(?:\w+\s+)?(?:perlu|butuh|memerlukan|membutuhkan|perlukan|butuhkan)"
    r"|requires|require|(?:is|are) (?:still )?(?:required|needed|necessary)|requiere|requieren|requerira|exige"
    r"|exigen|se necesitan?|se requieren?|es necesari[oa]|son necesari[oa]s|requer|requerem|e necessari[oa]"
    r"|sao necessari[oa]s|e preciso|erfordert|erfordern|(?:ist|sind) (?:\w+\s+)?(?:erforderlich|notwendig|notig)"
    r"|(?:wird|werden) (?:\w+\s+)?benotigt|necessite|necessitent|requiert|requierent|est necessaire|sont necessaires"
    r"|richiede|richiedono|occorre|occorrono|(?:e|sono) necessari[oaie]|vereist|vereisen"
    r"|(?:is|zijn)(?:\s+[^\s.!?]+){0,8}?\s+nodig"
    r"|memerlukan|membutuhkan|diperlukan|dibutuhkan"
)
_SEND = (  # a request to send or hand over what is needed
    r"please (?:send|provide|share|give|upload|fill)|(?:send|give) (?:me|us)|could you (?:send|provide|share|give)"
    r"|envia(?:me|nos)|mandame|mandanos|envie(?:me|nos)|(?:me|nos) (?:envia|envie|manda|mande|passa|passe)"
    r"|envoyez-(?:moi|nous)|envoie-(?:moi|nous)|merci de (?:m'|nous )?(?:envoyer|transmettre|fournir)"
    r"|(?:schick|schicke|schicken sie|senden sie|send) (?:mir|uns)|(?:mandami|inviami|mandaci|inviaci)"
    r"|(?:mi|ci) (?:mandi|invii|mandate|inviate)|(?:stuur|stuurt|stuurt u|geef) (?:me|mij|ons)|kirimkan|kirimin"
    r"|(?:tolong|mohon|silakan|silahkan) (?:kirim|lengkapi|sertakan|isi|berikan|informasikan)"
    r"|before (?:i|we) can|antes de (?:eu )?poder|antes de que (?:pueda|podamos)|avant de pouvoir"
    r"|bevor (?:ich|wir)\s+(?:\w+\s+){0,6}?(?:kann|konnen)|prima di poter|voordat (?:ik|we|wij)\s+(?:\w+\s+){0,6}?kan"
    r"|sebelum (?:saya|kami|aku) (?:bisa|dapat)"
)
_NEEDS = re.compile(rf"(?<![\w'-])(?:{_NEED})(?![\w-])")
_ASKS = re.compile(rf"(?<![\w'-])(?:{_NEED}|{_SEND})(?![\w-])")
_NOTHING = re.compile(
    r"(?<!\w)(?:don't|do not|no longer|nothing|no more|not|nada|ya no|rien|plus besoin|pas besoin|nichts"
    rf"|{NONE}|{BARE_NOT}|niente|nient'altro|niets|niks|tak|{SPOKEN_NOT}|no)(?!\w)"
    r"|(?<!\w)(?:everything|all|todo lo que|tout ce (?:dont|qu)|alles,? (?:was|wat)|tutto (?:quello|cio) che"
    r"|tudo (?:o )?que|tudo de que|semua yang)\s+(?:[^\s.!?]+\s+){0,4}?(?:need|necesit|besoin|brauch|benotig|nodig"
    r"|serv|bisogn|precis|perlu|butuh|diperlukan|dibutuhkan)"
)
"""Nothing more is needed, or all that was needed is at hand: no requirement is owed. Its negations are the narrow
parts of the one no table (:data:`~user_sim.core.goal_plain_not.BARE_NOT`, ``NONE``, ``SPOKEN_NOT``): no *not yet*
(``Belum kak, saya masih perlu cek KTP`` still needs)."""
_TAKES = re.compile(
    r"(?<!\w)(?:requires|richiede|richiedono|requiere|requieren|requer|requerem|exige|erfordert|necessite|vereist"
    r"|memerlukan|membutuhkan)\s+(?:\w+\s+)?(?:circa|about|around|approximately|roughly|unos|unas|aproximadamente"
    r"|environ|etwa|ca|ongeveer|sekitar|cerca|\d)"
)
"""A time taken, not a requirement: ``La consegna richiede circa 20 minuti``."""


def owes_requirement(text: str, sending: bool = True) -> bool:
    """``text`` says the chatbot still needs something, or the deed requires a step first (module docstring).

    ``sending``: a request to send or hand over what is needed (``please send``, ``stuur me``) counts too.
    """
    said = normalise(text)
    found = (_ASKS if sending else _NEEDS).search(said) is not None
    return found and _NOTHING.search(said) is None and _TAKES.search(said) is None


_TO = (*TO_DO, *TO_DO_SPOKEN, *AFIN_DE, *AGAR, *BIAR)
"""The *to* of finishing; German and Dutch put the verb last (``um … abzuschließen``): their own forms below."""
_TO_FINISH = re.compile(
    rf"(?<!\w){either(_TO)}\s+(?:\w+\s+){{0,2}}?(?:finish"
    r"|finali[sz]e|complete|finalizar|completar|terminar|concluir|efetivar|finaliser|completer|terminer|finalizzare"
    r"|completare|concludere|perfezionare|menyelesaikan|melengkapi|memfinalisasi|memfinalkan|merampungkan)"
    r"\s+[\w']"
    r"|(?<!\w)um\s+(?:\w+\s+){1,4}?(?:abzuschliessen|fertigzustellen|zu vervollstandigen|zu finalisieren)(?!\w)"
    r"|(?<!\w)om\s+(?:\w+\s+){1,4}?(?:af te ronden|te voltooien|te vervolledigen|te finaliseren)(?!\w)"
    rf"|(?<!\w){either(TO_DO, TO_DO_SPOKEN, UM_ZU, DAMIT, AGAR, BIAR, SO_THAT)}"
    r"\s+(?:\w+\s+){0,3}?(?:official|oficial|oficializar|formalizar|officiel|officialiser|offiziell|ufficiale"
    r"|ufficializzare|officieel|resmi|meresmikan)(?!\w)"
)
"""A purpose clause of finishing the deed (with its object) or of making it official."""
_OWED = re.compile(rf"(?<![\w'-])(?:{_NEED}|{PAY}|perlu|butuh|hacen? falta|senal)(?![\w-])")


def owed_to_finish(text: str) -> bool:
    """``text`` says what is still needed or paid to finish the deed or make it official (module docstring)."""
    said = normalise(text)
    if _TO_FINISH.search(said) is None or _OWED.search(said) is None:
        return False
    return _NOTHING.search(said) is None and _TAKES.search(said) is None
