"""Done said beside the values, and what makes a sentence no deed: negation, a recorded request.

* :data:`NEGATION` and :func:`negated` — words that negate or regret, sold out or failed (``not``, ``isn't``,
  ``leider``, ``infelizmente``, ``belum``, ``nooit``, ``ausverkauft``, ``mislukt``…;
  not the abbreviation ``No. 5``, ``No. meter: 1422``);
  :func:`negated` does not count a ``no`` before a noun (Portuguese *in the*: ``no endereço``; ``no problem``);
* :data:`REQUEST` — what is recorded when only a request is (``I've added a note that Saturday is your preferred
  slot``, ``votre demande``, ``uw verzoek``, an application: ``Leasingantrag angelegt``): the request, not the deed;
* :func:`done_beside` — an action's values said as a noun phrase beside a bare done sentence of the same reply.

Another sentence of the reply that still owes the confirmation is :mod:`user_sim.core.goal_withheld`'s.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_hedged import hedged
from user_sim.core.goal_no_words import FAILED, NE, NO_PLACE, NO_WORDS, PLACES, PLACES_EN, SOLD_OUT, SORRY
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import PartSpec, is_question, judge, without_values
from user_sim.core.goal_stock import in_stock
from user_sim.core.goal_tense import is_conditional, is_conditioned, is_my_future
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import files_request, says_able
from user_sim.core.goal_words import ALL
from user_sim.core.goals import normalise

_VOLL = r"(?<!fast )(?<!beinahe )(?<!bald )(?<!schnell )voll(?=\s*(?:[,.;:!?)]|$)|\s+(?:belegt|besetzt))"
"""German *full* said of the thing itself, at the end of its clause (``Freitag ist leider voll``, ``voll belegt``);
not *fully* (``voll bezahlt``, ``voll und ganz``), nor *almost full* (``fast voll``: a place is left)."""
_FULL = rf"fully|unavailable|vol|{_VOLL}|complet|completo|penuh"
"""Full or unavailable: a refusal beside a deed (``Leider vol``, ``Freitag ist voll``, ``C'est complet``), too wide
for :data:`SOLD_OUT`'s other readers (``fully paid``, ``pedido completo``, ``vol enthousiasme``)."""
NEGATION = re.compile(
    rf"(?<!\w)(?:{NO_WORDS}|{NE}|no(?![.]\s*[#\d]|\s*\d{{3}}|[.]?\s*[a-z]{{1,4}}-\d|[.]\s*[a-z]+[.]?\s*[:#]?\s*\d)"
    r"(?!\s+(?:\w+(?:ao|aos|oes)|seu|sua|meu|minha|nosso|nossa|pedido|carrinho|nome|dia|horario|cadastro|sistema"
    rf"|mesmo|endereco|posto|ponto|estacionamento|quiosque|guiche|predio)(?!\w))|{SORRY}|{_FULL}|{SOLD_OUT}|{FAILED}"
    rf"|{NO_PLACE})(?!\w)"
)
"""A negation, a regret, sold out, a failure or no place left (normalised, the tables of
:mod:`user_sim.core.goal_no_words`: :data:`~user_sim.core.goal_no_words.NO_WORDS` with French ``ne``, every regret of
``SORRY``, ``NO_PLACE``: ``sem vagas``, ``sin plazas``, ``no vacancies``);
not ``No. 4`` (``nº 8812``, ``nº AM-1290``), nor the Portuguese *in the* before an -ão noun, a possessive or a
noun of the order (``no cartão final 8812``, ``no balcão``, ``no seu nome``, ``Incluí 1 kg no pedido nº 8812``,
``no dia 15``, ``no mesmo horário``) or a Portuguese place (``encontro no Posto 5``, ``no ponto de encontro``, ``no
estacionamento``)."""
_BARE_NO = re.compile(
    r"(?<!\w)no\s+(?!(?:nos|me|te|se|le|les|lo|la|los|las|hay|es|esta|estan|son|queda|quedan|quedo|tenemos|tiene"
    r"|tienen|podemos|puede|pueden|puedo|fue|ha|han|hemos|habia|sera|longer|more|one|available"
    rf"|(?:free\s+)?(?:{PLACES_EN}))(?!\w))\w"
)
"""``no`` before a noun: the Portuguese *in the* (``no endereço``) or ``no problem``, no negation of the deed; not
before an English place (``no vacancies``, ``no tables``: :data:`~user_sim.core.goal_no_words.PLACES_EN`)."""


def negated(said: str) -> bool:
    """Normalised ``said`` negates (:data:`NEGATION`), not counting a ``no`` before a noun (:data:`_BARE_NO`)."""
    return NEGATION.search(_BARE_NO.sub(" ", said)) is not None


REQUEST = re.compile(
    r"(?<!\w)(?<!comme )(?<!sesuai )(?:requests?|preferences?|preferred|enquiry|inquiry|solicitud|peticion"
    r"|preferencia|demande|souhait|anfrage|wunsch|notiz|vermerk|richiesta|preferenza|solicitacao|verzoek|voorkeur|notitie|permintaan"
    r"|requete|anliegen|requisicao|aanvraag|permohonan|pengajuan|applications?|antrag|\w+antrag"
    rf"|pedidos? de (?:reservas?|{PLACES})"
    r"|catatan|preferensi|(?:a|the|your|una|la|tu|su|une|sua|een)\s+(?:note|nota)(?!\s+fiscal)"
    r"|(?:quotes?|quotation|presupuestos?|orcamentos?|penawaran|devis|preventiv[oi]|offertes?|kostenvoranschlag\w*)"
    r"\W+(?:\w+\W+){0,5}?(?:#|n[°o]\W|no\.|nr\.?|numero|nummer|nomor|ref\w*|referenti\w*)"
    r"|(?:sent|envie|enviei|enviamos|kirim|envoye|inviato|gestuurd|geschickt)\W+(?:\w+\W+){0,3}?(?:quotes?|presupuesto"
    r"|orcamento|penawaran|devis|preventivo|offerte|kostenvoranschlag)"
    r"|wunsch\w*|\w+wunsch(?:es)?|\w+anfrage|voorkeurs\w*|\w+verzoek|\w+aanvraag"  # Wunschtermin, voorkeursdatum
    r"|(?:fecha|hora|dia|data|date|heure|ora|giorno|datum|tijd|tanggal|jam)\s+(?:deseada|desejada|souhaitee"
    r"|desiderata|preferid[ao]|preferita|gewenste|yang diinginkan))(?!\w)"
    r"|(?<!\w)(?:details|data|datos|donnees|coordonnees|daten|angaben|dati|dados|gegevens)(?!\w)(?:\W+\w+){0,6}?\W+"
    r"(?:noted|taken down|recorded|saved|anotad\w*|apuntad\w*|registrad\w*|guardad\w*|notee?s?|enregistree?s?"
    r"|notiert|aufgenommen|gespeichert|erfasst|annotat\w|registrat\w|salvat\w|anotei|anotamos|genoteerd"
    r"|opgeslagen|vastgelegd|catat|dicatat|tercatat|simpan|disimpan|tersimpan)(?!\w)"
    r"|(?<!\w)(?:noted|taken down|recorded|saved|anotado|apuntado|registrado|guardado|note|enregistre|notiert"
    r"|aufgenommen|gespeichert|annotato|registrato|salvato|anotei|registrei|genoteerd|opgeslagen|catat|dicatat"
    r"|tercatat|simpan|disimpan)(?:\W+\w+){0,3}?\W+(?:your|tus|sus|los|vos|les|ihre|deine|die|i\s+tuoi|i\s+suoi|seus"
    r"|os|je|uw|de)?\s*(?:details|datos|donnees|coordonnees|daten|angaben|dati|dados|gegevens|data)(?!\w)"
    r"|(?<!\w)(?:as|als|come|comme|como|sebagai)\s+(?:an?\s+)?(?:interested(?: (?:party|person|parent))?|interessent\w*"
    r"|belangstellende|geinteresseerde|interessat[oaie]|interessad[oa]s?|interesad[oa]s?|interessee?s?|peminat)(?!\w)"
    r"|(?<!\w)(?:interest(?:ed)? list|interessentenliste|lijst (?:van|met) (?:belangstellenden|geinteresseerden)"
    r"|liste des interesses|lista de interesados|lista de interessados|lista degli interessati|daftar peminat)(?!\w)"
    r"|(?<!\w)(?:(?:noted|taken down|written down|anotei|anotamos|anotad[oa]|apuntad[oa]|apunte|note|notiert"
    r"|aufgeschrieben|annotato|segnato|genoteerd|opgeschreven|catat|dicatat)\W+(?:\w+\W+){0,2}?(?:it all|"
    rf"(?!all(?!\w)){ALL})|{ALL}\W+(?:\w+\W+){{0,2}}?"
    r"(?:noted|anotad[oa]|apuntad[oa]|note|notiert|annotato|genoteerd|dicatat|tercatat|catat))(?!\w)"
)
"""What is recorded when only a request is: ``I've added a note that Saturday is your preferred slot``, a request
for a place (``Seu pedido de mesa … foi enviado``; not an order, ``pedido de 2 pizzas``),
``Ik heb je aanvraag genoteerd``, ``Data Raka sudah kami catat``, ``I've taken down your details``, the user noted
as one interested (``Ik heb je genoteerd als belangstellende``, ``on our interest list``), a quote sent or
numbered (``Te envié el presupuesto P-3321``, ``Preventivo … numero P-4410``; not a price labelled ``preventivo 45
€``), everything noted
(``Anotei tudo aqui:``, ``j'ai tout noté``; after the verb not a bare *all*: ``Noted, all set``) (not *as asked*:
``comme demandé``, ``sesuai permintaan``; nor the Portuguese invoice, ``a nota fiscal segue por e-mail``)."""


def request_only(sentence: str, part: GoalPart) -> bool:
    """The sentence records a request for the part's action, which is not the deed (``I've noted your request``).

    Unless the deed is itself to file a request or a report (:func:`user_sim.core.goal_verbs.files_request`).
    """
    return part.kind == "action" and REQUEST.search(normalise(sentence)) is not None and not files_request(part)


def done_beside(sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]], reply: Sequence[str]) -> bool:
    """An action's values said as a noun phrase beside a bare done sentence of the same reply.

    ``Reserva feita! Sábado às 20h, mesa para oito.``, ``Oke kak, pesanan masuk. Martabak keju jumbo, Rp65.000.``:
    the done sentence states no value of any variable (it is about the part, not another order or part), no
    sentence of the reply hands over or is the chatbot's own promise or offer (a future *outcome* is neither: ``Pedido
    confirmado. … Te llegará mañana.``), and the values' sentence offers nothing (``Pode deixar que a
    gente separa …``), lists no count of what the chatbot has (``Tenemos dos rosarios de nácar: …``:
    :func:`user_sim.core.goal_stock.in_stock`), has no negation and no condition, and does not hedge nor is still
    looked into (:func:`user_sim.core.goal_hedged.hedged`: ``Pour l'atelier du 29/11, je regarde les places.``).
    """
    said = normalise(without_values(sentence, part.values))  # a value may hold a negation: "doors not closing"
    if says_able(sentence) or is_conditional(sentence) or negated(said) or in_stock(sentence) or part.kind != "action":
        return False  # negated or sold out: "Your garlic bread is ordered. The large pepperoni is sold out tonight."
    if hedged(sentence):
        return False  # "Pour l'atelier du sam. 29/11, je regarde les places.": still looked into (goal_hedged)
    bare = PartSpec(part.kind, {}, part.asks)
    found = {s: judge(without_values(s, part.values), bare, options) for s in reply if s != sentence}
    if "handoff" in found.values() or any(is_my_future(text) or says_able(text) for text in found):
        return False  # the chatbot's own promise; a future outcome ("Te llegará en 24 h.") is no promise
    every = [o for name in part.values for o in options.get(name, part.values[name])]
    every += [o for opts in options.values() for o in opts]  # "Kayak tour booked for Friday": another part's deed
    return any(
        finding == "delivered"
        and not is_question(s)
        and not negated(normalise(s))
        and not any(states(s, o) for o in (*every, *part.value_texts))
        and not is_conditioned(s)
        and not request_only(s, part)  # "Hab deine Anfrage notiert": a request kept, no deed
        for s, finding in found.items()
    )
