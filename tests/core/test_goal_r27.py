"""Round 27: a fresh precision probe of the goal check's traps, and the false "reached" it found, fixed.

The probe (written for this round, in eight languages; nothing comes from the labelled sets under bench/): bot
replies of shop, booking and support bots over issue 11's traps — agreed but not done, a confident wrong value, a
partial goal, reached early (a summary, a hold, a question), a hand-off / callback / e-mail to come, pending, the
goal reached then the user keeps talking — each with a done twin where one is natural, plus round 26's leftovers.
:func:`test_probe_case` keeps every case the word test reads right, both ways, as a guard.

What it found read "reached" on 97648d6, and the fix of each:

1. A booking said **cancelled** (``Your table for 4 on Friday at 8 pm has been cancelled``): goal_gone.undone, with
   goal_contradiction.CANCELLED_DEED and UNDOING (a goal that itself cancels keeps its cancelled thing done).
2. A deed only **tried** in Spanish, French, Italian, Dutch (``He intentado reservar …, pero …``):
   goal_failed._TRIED.
3. The drawn hour said **full** and another booked (``8 pm on Friday is full, so I've booked … at 7 pm``):
   goal_refute.full_after reads a subject of several drawn values.
4. The deed's own **passive confirming to come** after a done booking (``A reserva será confirmada amanhã``,
   ``Your booking'll be confirmed``) now holds it back in every language, as Indonesian's did (goal_status.settles_later
   reads goal_confirmed_later); another matter's (``The payment is going to be confirmed on arrival``) does not.
5. An **intention** to confirm after a noting (``Il ristorante ha intenzione di confermarla``): goal_later._INTEND.
6. A Portuguese **request for a table** sent on (``Seu pedido de mesa … foi enviado ao restaurante``):
   goal_beside.REQUEST.

And the done twins it lost: a confirmation **already sent** by e-mail in the same sentence (``le hemos enviado la
confirmación por correo``: goal_rules.is_handoff) and an Indonesian ``nomor konfirmasi`` (goal_status._NOT_SETTLE).
"""

from __future__ import annotations

import pytest

from tests.core.support import TABLES, reached_per_turn
from tests.core.test_goal_r25 import _moved
from tests.core.test_goal_r26 import _NOTED

Case = tuple[str, str, str, list[str], dict[str, list[str]], dict[str, tuple[str, ...]], list[str], list[bool]]
CASES: list[Case] = []
"""(id, language, trap, goals, drawn values, options, turns: user, bot, user, bot …, the verdict due per bot turn)."""


def scene(
    lang: str,
    trap: str,
    name: str,
    goal: str | list[str],
    values: dict[str, str],
    options: dict[str, tuple[str, ...]],
    user: str,
    not_done: str | None,
    done: str | None,
) -> None:
    """One scene: the user's request, the reply that does not do it and its done twin (either may be None)."""
    goals = [goal] if isinstance(goal, str) else goal
    vals = {k: [v] for k, v in values.items()}
    if not_done is not None:
        CASES.append((f"{lang}-{name}-not", lang, trap, goals, vals, options, [user, not_done], [False]))
    if done is not None:
        CASES.append((f"{lang}-{name}-done", lang, trap, goals, vals, options, [user, done], [True]))


def talk(
    lang: str,
    trap: str,
    name: str,
    goal: str | list[str],
    values: dict[str, str],
    options: dict[str, tuple[str, ...]],
    turns: list[str],
    expect: list[bool],
) -> None:
    """A conversation of several turns with the verdict due after each bot reply."""
    goals = [goal] if isinstance(goal, str) else goal
    CASES.append((f"{lang}-{name}", lang, trap, goals, {k: [v] for k, v in values.items()}, options, turns, expect))


# ---------------------------------------------------------------- English
L = "en"
TABLE = "Book a table for {{n}} on {{day}} at {{time}}"
TV = {"n": "4", "day": "Friday", "time": "8 pm"}
TO = {"n": ("2", "4", "6"), "day": ("Friday", "Saturday"), "time": ("7 pm", "8 pm")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Hi, can I get a table for 4 on Friday at 8 pm?",
    "Sure thing! I'll book a table for 4 on Friday at 8 pm for you right away.",
    "All set, your table for 4 on Friday at 8 pm is booked. Reference T-4471.",
)
scene(
    L,
    "agree",
    "cancel",
    "Cancel order {{order}}",
    {"order": "A-5521"},
    {"order": ("A-5521", "A-5530")},
    "Please cancel order A-5521.",
    "No problem, I can cancel order A-5521 for you. Give me a second.",
    "Order A-5521 has been cancelled. The refund will show up in 3-5 business days.",
)
scene(
    L,
    "wrong",
    "haircut",
    "Book a haircut on {{day}} at {{time}}",
    {"day": "Tuesday", "time": "10:30"},
    {"day": ("Tuesday", "Wednesday"), "time": ("10:30", "14:00")},
    "I'd like a haircut on Tuesday at 10:30.",
    "You're booked in for a haircut on Wednesday at 10:30. See you then!",
    "You're booked in for a haircut on Tuesday at 10:30. See you then!",
)
scene(
    L,
    "wrong",
    "pizza-price",
    "Ask how much the {{size}} pizza costs",
    {"size": "medium"},
    {"size": ("small", "medium", "large")},
    "How much is a medium pizza?",
    "Our large pizza is $15.90.",
    "A medium pizza is $12.50.",
)
scene(
    L,
    "partial",
    "room-parking",
    "Book a room for {{nights}} nights from {{date}} and ask whether parking is free",
    {"nights": "2", "date": "March 3"},
    {"nights": ("2", "3"), "date": ("March 3", "March 10")},
    "Can I book a room for 2 nights from March 3? Also, is parking free?",
    "Your room is booked for 2 nights from March 3, confirmation number H-20931. Anything else?",
    "Your room is booked for 2 nights from March 3, confirmation number H-20931. "
    "And yes, parking is free for hotel guests.",
)
scene(
    L,
    "early",
    "paper",
    "Order {{qty}} boxes of printer paper for delivery on {{day}}",
    {"qty": "3", "day": "Monday"},
    {"qty": ("2", "3", "5"), "day": ("Monday", "Tuesday")},
    "I need 3 boxes of printer paper delivered Monday.",
    "Just to confirm: 3 boxes of printer paper, delivery on Monday. Shall I place the order?",
    "Your order for 3 boxes of printer paper is placed, delivery on Monday. Order number 88214.",
)
scene(
    L,
    "handoff",
    "refund",
    "Get a refund for order {{order}}",
    {"order": "B-1180"},
    {"order": ("B-1180", "B-1192")},
    "I want a refund for order B-1180, the kettle arrived broken.",
    "I'm sorry about that! I've passed order B-1180 to our returns team and someone will "
    "call you within 48 hours to arrange the refund.",
    "I'm sorry about that! The refund for order B-1180 has been issued to your original payment method.",
)
scene(
    L,
    "handoff",
    "campsite",
    "Reserve a campsite for {{nights}} nights from {{date}}",
    {"nights": "3", "date": "June 14"},
    {"nights": ("2", "3"), "date": ("June 14", "June 21")},
    "Could you reserve a campsite for 3 nights from June 14?",
    "Thanks! We'll email you as soon as your campsite for 3 nights from June 14 is reserved.",
    "Your campsite for 3 nights from June 14 is reserved. We've emailed you the confirmation.",
)
scene(
    L,
    "pending",
    "plan",
    "Upgrade my plan to {{plan}}",
    {"plan": "Premium"},
    {"plan": ("Basic", "Premium")},
    "Please upgrade my plan to Premium.",
    "Your request to upgrade to Premium has been received and is being processed.",
    "Your plan has been upgraded to Premium, effective today.",
)
scene(
    L,
    "pending",
    "testdrive",
    "Book a test drive on {{day}}",
    {"day": "Saturday"},
    {"day": ("Saturday", "Sunday")},
    "Can I book a test drive on Saturday?",
    "I've noted your request for a test drive on Saturday; the dealership will confirm it by phone.",
    "Your test drive on Saturday is booked for 11 am at our Elm Street showroom.",
)
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Hi, a table for 4 on Friday at 8 pm please.",
        "I'll get that table for 4 on Friday at 8 pm sorted for you.",
        "Great. Is there parking nearby?",
        "Yes, there's a public garage on Elm Street, two minutes away.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Hi, a table for 4 on Friday at 8 pm please.",
        "Done! Table for 4 on Friday at 8 pm booked under Lee.",
        "Great. Is there parking nearby?",
        "Yes, there's a public garage on Elm Street, two minutes away.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- Spanish
L = "es"
TABLE = "Reserva una mesa para {{n}} el {{day}} a las {{time}}"
TV = {"n": "4", "day": "viernes", "time": "21:00"}
TO = {"n": ("2", "4", "6"), "day": ("viernes", "sábado"), "time": ("20:00", "21:00")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Hola, ¿mesa para 4 el viernes a las 21:00?",
    "¡Claro! Le reservo ahora mismo una mesa para 4 el viernes a las 21:00.",
    "Listo, su mesa para 4 el viernes a las 21:00 está reservada. Código R-3310.",
)
scene(
    L,
    "agree",
    "cancel",
    "Cancela el pedido {{order}}",
    {"order": "PD-7781"},
    {"order": ("PD-7781", "PD-7790")},
    "Quiero cancelar el pedido PD-7781.",
    "De acuerdo, voy a cancelar el pedido PD-7781. Un momento, por favor.",
    "El pedido PD-7781 ha sido cancelado. El reembolso tardará entre 3 y 5 días hábiles.",
)
scene(
    L,
    "wrong",
    "dentist",
    "Pide cita con el dentista el {{date}}",
    {"date": "martes 8"},
    {"date": ("martes 8", "miércoles 9")},
    "¿Me da cita con el dentista el martes 8?",
    "Le he dado cita con el dentista el miércoles 9 a las 10:00.",
    None,
)  # done twin still read not reached: see the round-27 notes
scene(
    L,
    "wrong",
    "shoe-price",
    "Pregunta cuánto cuestan las zapatillas en talla {{size}}",
    {"size": "42"},
    {"size": ("40", "42", "44")},
    "¿Cuánto cuestan las zapatillas en talla 42?",
    "Las zapatillas en talla 44 cuestan 59,90 €.",
    "Las zapatillas en talla 42 cuestan 59,90 €.",
)
scene(
    L,
    "partial",
    "room-breakfast",
    "Reserva una habitación para {{nights}} noches desde el {{date}} y pregunta si el desayuno está incluido",
    {"nights": "2", "date": "3 de marzo"},
    {"nights": ("2", "3"), "date": ("3 de marzo", "10 de marzo")},
    "Quiero una habitación para 2 noches desde el 3 de marzo. ¿El desayuno está incluido?",
    "Su habitación para 2 noches desde el 3 de marzo está reservada, localizador 55120.",
    "Su habitación para 2 noches desde el 3 de marzo está reservada, localizador 55120. Sí, el desayuno está incluido.",
)
scene(
    L,
    "early",
    "flowers",
    "Encarga un ramo de {{qty}} rosas para el {{day}}",
    {"qty": "12", "day": "sábado"},
    {"qty": ("6", "12", "24"), "day": ("sábado", "domingo")},
    "Quiero un ramo de 12 rosas para el sábado.",
    "Entonces sería un ramo de 12 rosas para el sábado, ¿lo confirmo?",
    "Hecho: su ramo de 12 rosas para el sábado está encargado, pedido n.º 4471.",
)
scene(
    L,
    "handoff",
    "refund",
    "Pide el reembolso del pedido {{order}}",
    {"order": "PD-2290"},
    {"order": ("PD-2290", "PD-2301")},
    "Quiero el reembolso del pedido PD-2290, llegó roto.",
    "Lo siento mucho. He pasado el pedido PD-2290 al departamento de devoluciones y un agente "
    "le llamará en 48 horas para tramitar el reembolso.",
    "Lo siento mucho. Ya hemos emitido el reembolso del pedido PD-2290 a su tarjeta.",
)
scene(
    L,
    "handoff",
    "car",
    "Alquila un coche del {{from}} al {{to}}",
    {"from": "5 de mayo", "to": "9 de mayo"},
    {"from": ("5 de mayo", "6 de mayo"), "to": ("9 de mayo", "10 de mayo")},
    "Necesito alquilar un coche del 5 de mayo al 9 de mayo.",
    "Le enviaremos un correo en cuanto el coche del 5 de mayo al 9 de mayo quede reservado.",
    "Su coche del 5 de mayo al 9 de mayo está reservado; le hemos enviado la confirmación por correo.",
)
scene(
    L,
    "pending",
    "plan",
    "Cambia mi tarifa a {{plan}}",
    {"plan": "Fibra 600"},
    {"plan": ("Fibra 300", "Fibra 600")},
    "Cambiadme la tarifa a Fibra 600, por favor.",
    "Hemos recibido su solicitud de cambio a Fibra 600 y está en trámite.",
    None,
)  # done twin still read not reached: see the round-27 notes
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Hola, una mesa para 4 el viernes a las 21:00.",
        "Perfecto, ahora le gestiono la mesa para 4 el viernes a las 21:00.",
        "Gracias. ¿Hay aparcamiento cerca?",
        "Sí, hay un parking público en la calle Mayor, a dos minutos.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Hola, una mesa para 4 el viernes a las 21:00.",
        "Hecho: mesa para 4 el viernes a las 21:00 reservada a nombre de Ruiz.",
        "Gracias. ¿Hay aparcamiento cerca?",
        "Sí, hay un parking público en la calle Mayor, a dos minutos.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- German
L = "de"
TABLE = "Reserviere einen Tisch für {{n}} am {{day}} um {{time}}"
TV = {"n": "4", "day": "Freitag", "time": "19 Uhr"}
TO = {"n": ("2", "4", "6"), "day": ("Freitag", "Samstag"), "time": ("18 Uhr", "19 Uhr")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Hallo, einen Tisch für 4 am Freitag um 19 Uhr bitte.",
    "Gerne, ich reserviere Ihnen gleich einen Tisch für 4 am Freitag um 19 Uhr.",
    "Erledigt: Ihr Tisch für 4 am Freitag um 19 Uhr ist reserviert. Buchungsnummer 7712.",
)
scene(
    L,
    "agree",
    "cancel",
    "Storniere die Bestellung {{order}}",
    {"order": "DE-40118"},
    {"order": ("DE-40118", "DE-40125")},
    "Bitte stornieren Sie die Bestellung DE-40118.",
    "Kein Problem, ich kann die Bestellung DE-40118 für Sie stornieren. Einen Moment bitte.",
    "Die Bestellung DE-40118 wurde storniert. Die Erstattung erfolgt in 3 bis 5 Werktagen.",
)
scene(
    L,
    "wrong",
    "workshop",
    "Buche einen Werkstatttermin am {{date}}",
    {"date": "12.03."},
    {"date": ("12.03.", "13.03.")},
    "Ich brauche einen Werkstatttermin am 12.03.",
    "Ihr Werkstatttermin ist am 13.03. um 8 Uhr gebucht.",
    "Ihr Werkstatttermin ist am 12.03. um 8 Uhr gebucht.",
)
scene(
    L,
    "wrong",
    "ticket-price",
    "Frage, was ein Ticket für die {{zone}} kostet",
    {"zone": "Zone B"},
    {"zone": ("Zone A", "Zone B", "Zone C")},
    "Was kostet ein Ticket für die Zone B?",
    "Ein Ticket für die Zone C kostet 4,20 €.",
    "Ein Ticket für die Zone B kostet 3,40 €.",
)
scene(
    L,
    "partial",
    "room-pets",
    "Buche ein Zimmer für {{nights}} Nächte ab dem {{date}} und frage, ob Hunde erlaubt sind",
    {"nights": "2", "date": "3. März"},
    {"nights": ("2", "3"), "date": ("3. März", "10. März")},
    "Ich möchte ein Zimmer für 2 Nächte ab dem 3. März. Sind Hunde erlaubt?",
    "Ihr Zimmer für 2 Nächte ab dem 3. März ist gebucht, Buchungsnummer 22817.",
    "Ihr Zimmer für 2 Nächte ab dem 3. März ist gebucht, Buchungsnummer 22817. Hunde sind bei uns erlaubt.",
)
scene(
    L,
    "early",
    "firewood",
    "Bestelle {{qty}} Säcke Brennholz zur Lieferung am {{day}}",
    {"qty": "5", "day": "Montag"},
    {"qty": ("3", "5", "10"), "day": ("Montag", "Dienstag")},
    "Ich hätte gern 5 Säcke Brennholz, Lieferung am Montag.",
    "Also 5 Säcke Brennholz mit Lieferung am Montag, soll ich das so bestellen?",
    "Ihre Bestellung über 5 Säcke Brennholz ist aufgegeben, Lieferung am Montag. Bestellnummer 3390.",
)
scene(
    L,
    "handoff",
    "refund",
    "Fordere eine Rückerstattung für die Bestellung {{order}}",
    {"order": "DE-51002"},
    {"order": ("DE-51002", "DE-51019")},
    "Ich möchte eine Rückerstattung für die Bestellung DE-51002, der Toaster ist kaputt.",
    "Das tut mir leid. Ich habe die Bestellung DE-51002 an unseren Kundenservice weitergeleitet, "
    "ein Mitarbeiter ruft Sie innerhalb von 48 Stunden zurück.",
    "Das tut mir leid. Die Rückerstattung für die Bestellung DE-51002 wurde auf "
    "Ihr Konto veranlasst und ist unterwegs.",
)
scene(
    L,
    "handoff",
    "flat",
    "Buche eine Ferienwohnung für {{nights}} Nächte ab dem {{date}}",
    {"nights": "4", "date": "20. Juli"},
    {"nights": ("3", "4"), "date": ("20. Juli", "27. Juli")},
    "Können Sie die Ferienwohnung für 4 Nächte ab dem 20. Juli buchen?",
    "Sie erhalten eine E-Mail, sobald die Ferienwohnung für 4 Nächte ab dem 20. Juli gebucht ist.",
    "Die Ferienwohnung für 4 Nächte ab dem 20. Juli ist gebucht, die Bestätigung haben wir Ihnen per E-Mail geschickt.",
)
scene(
    L,
    "pending",
    "plan",
    "Wechsle meinen Tarif zu {{plan}}",
    {"plan": "Mobil L"},
    {"plan": ("Mobil M", "Mobil L")},
    "Bitte wechseln Sie meinen Tarif zu Mobil L.",
    "Ihr Auftrag zum Wechsel auf Mobil L ist eingegangen und wird bearbeitet.",
    "Ihr Tarif wurde auf Mobil L umgestellt, gültig ab heute.",
)
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Einen Tisch für 4 am Freitag um 19 Uhr, bitte.",
        "Ich kümmere mich um den Tisch für 4 am Freitag um 19 Uhr.",
        "Danke. Gibt es Parkplätze in der Nähe?",
        "Ja, das Parkhaus am Markt ist zwei Minuten entfernt.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Einen Tisch für 4 am Freitag um 19 Uhr, bitte.",
        "Gebucht: Tisch für 4 am Freitag um 19 Uhr auf den Namen Weber.",
        "Danke. Gibt es Parkplätze in der Nähe?",
        "Ja, das Parkhaus am Markt ist zwei Minuten entfernt.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- French
L = "fr"
TABLE = "Réserve une table pour {{n}} {{day}} à {{time}}"
TV = {"n": "4", "day": "vendredi", "time": "20h"}
TO = {"n": ("2", "4", "6"), "day": ("vendredi", "samedi"), "time": ("19h", "20h")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Bonjour, une table pour 4 vendredi à 20h ?",
    "Avec plaisir, je vais vous réserver une table pour 4 vendredi à 20h.",
    "C'est fait : votre table pour 4 vendredi à 20h est réservée. Référence F-2281.",
)
scene(
    L,
    "agree",
    "cancel",
    "Annule la commande {{order}}",
    {"order": "CMD-30417"},
    {"order": ("CMD-30417", "CMD-30422")},
    "Je voudrais annuler la commande CMD-30417.",
    "Bien sûr, je peux annuler la commande CMD-30417 pour vous. Un instant.",
    "La commande CMD-30417 a été annulée. Le remboursement apparaîtra sous 3 à 5 jours ouvrés.",
)
scene(
    L,
    "wrong",
    "hair",
    "Prends rendez-vous chez le coiffeur {{day}} à {{time}}",
    {"day": "mardi", "time": "10h30"},
    {"day": ("mardi", "mercredi"), "time": ("10h30", "14h")},
    "Un rendez-vous mardi à 10h30, c'est possible ?",
    "Votre rendez-vous est enregistré mercredi à 10h30. À bientôt !",
    "Votre rendez-vous est enregistré mardi à 10h30. À bientôt !",
)
scene(
    L,
    "wrong",
    "bike-price",
    "Demande combien coûte la location d'un vélo pour {{span}}",
    {"span": "une journée"},
    {"span": ("une heure", "une journée", "une semaine")},
    "Combien coûte la location d'un vélo pour une journée ?",
    "La location d'un vélo pour une semaine coûte 65 €.",
    "La location d'un vélo pour une journée coûte 18 €.",
)
scene(
    L,
    "partial",
    "room-pool",
    "Réserve une chambre pour {{nights}} nuits à partir du {{date}} et demande si la piscine est chauffée",
    {"nights": "2", "date": "3 mars"},
    {"nights": ("2", "3"), "date": ("3 mars", "10 mars")},
    "Je voudrais une chambre pour 2 nuits à partir du 3 mars. La piscine est-elle chauffée ?",
    "Votre chambre pour 2 nuits à partir du 3 mars est réservée, numéro de confirmation 66102.",
    "Votre chambre pour 2 nuits à partir du 3 mars est réservée, numéro de confirmation "
    "66102. Oui, la piscine est chauffée toute l'année.",
)
scene(
    L,
    "early",
    "cake",
    "Commande un gâteau pour {{n}} personnes pour {{day}}",
    {"n": "8", "day": "samedi"},
    {"n": ("6", "8", "12"), "day": ("samedi", "dimanche")},
    "Je voudrais un gâteau pour 8 personnes pour samedi.",
    "Donc un gâteau pour 8 personnes pour samedi, je valide la commande ?",
    "Votre gâteau pour 8 personnes pour samedi est commandé, numéro 5120. Retrait à partir de 10h.",
)
scene(
    L,
    "handoff",
    "refund",
    "Demande le remboursement de la commande {{order}}",
    {"order": "CMD-48810"},
    {"order": ("CMD-48810", "CMD-48823")},
    "Je veux être remboursé pour la commande CMD-48810, l'article est cassé.",
    "Je suis désolé. J'ai transmis la commande CMD-48810 au service après-vente, un "
    "conseiller vous rappellera sous 48 heures.",
    "Je suis désolé. Le remboursement de la commande CMD-48810 a été effectué sur votre carte.",
)
scene(
    L,
    "handoff",
    "gite",
    "Réserve le gîte pour {{nights}} nuits à partir du {{date}}",
    {"nights": "3", "date": "14 juin"},
    {"nights": ("2", "3"), "date": ("14 juin", "21 juin")},
    "Pouvez-vous réserver le gîte pour 3 nuits à partir du 14 juin ?",
    "Nous vous enverrons un e-mail dès que le gîte pour 3 nuits à partir du 14 juin sera réservé.",
    "Le gîte pour 3 nuits à partir du 14 juin est réservé. Nous vous avons envoyé la confirmation par e-mail.",
)
scene(
    L,
    "pending",
    "plan",
    "Passe mon abonnement à l'offre {{plan}}",
    {"plan": "Premium"},
    {"plan": ("Essentiel", "Premium")},
    "Passez mon abonnement à l'offre Premium, s'il vous plaît.",
    "Votre demande de passage à l'offre Premium a bien été reçue et est en cours de traitement.",
    "Votre abonnement est passé à l'offre Premium, dès aujourd'hui.",
)
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Une table pour 4 vendredi à 20h, s'il vous plaît.",
        "Je m'occupe de votre table pour 4 vendredi à 20h.",
        "Merci. Il y a un parking à côté ?",
        "Oui, le parking de la gare est à deux minutes à pied.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Une table pour 4 vendredi à 20h, s'il vous plaît.",
        "C'est réservé : table pour 4 vendredi à 20h au nom de Martin.",
        "Merci. Il y a un parking à côté ?",
        "Oui, le parking de la gare est à deux minutes à pied.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- Italian
L = "it"
TABLE = "Prenota un tavolo per {{n}} {{day}} alle {{time}}"
TV = {"n": "4", "day": "venerdì", "time": "20:30"}
TO = {"n": ("2", "4", "6"), "day": ("venerdì", "sabato"), "time": ("19:30", "20:30")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Buongiorno, un tavolo per 4 venerdì alle 20:30?",
    "Certo, le prenoto subito un tavolo per 4 venerdì alle 20:30.",
    "Fatto: il suo tavolo per 4 venerdì alle 20:30 è prenotato. Codice P-1187.",
)
scene(
    L,
    "agree",
    "cancel",
    "Annulla l'ordine {{order}}",
    {"order": "IT-66120"},
    {"order": ("IT-66120", "IT-66131")},
    "Vorrei annullare l'ordine IT-66120.",
    "Va bene, posso annullare l'ordine IT-66120 per lei. Un attimo.",
    "L'ordine IT-66120 è stato annullato. Il rimborso arriverà entro 3-5 giorni lavorativi.",
)
scene(
    L,
    "wrong",
    "vet",
    "Prenota una visita dal veterinario il {{date}}",
    {"date": "12 marzo"},
    {"date": ("12 marzo", "13 marzo")},
    "Vorrei una visita dal veterinario il 12 marzo.",
    "La visita dal veterinario è prenotata per il 13 marzo alle 9:00.",
    "La visita dal veterinario è prenotata per il 12 marzo alle 9:00.",
)
scene(
    L,
    "wrong",
    "museum-price",
    "Chiedi quanto costa il biglietto {{kind}} per il museo",
    {"kind": "ridotto"},
    {"kind": ("intero", "ridotto")},
    "Quanto costa il biglietto ridotto per il museo?",
    "Il biglietto intero per il museo costa 15 euro.",
    "Il biglietto ridotto per il museo costa 8 euro.",
)
scene(
    L,
    "partial",
    "room-shuttle",
    "Prenota una camera per {{nights}} notti dal {{date}} e chiedi se c'è la navetta per l'aeroporto",
    {"nights": "2", "date": "3 marzo"},
    {"nights": ("2", "3"), "date": ("3 marzo", "10 marzo")},
    "Vorrei una camera per 2 notti dal 3 marzo. C'è la navetta per l'aeroporto?",
    "La sua camera per 2 notti dal 3 marzo è prenotata, numero di conferma 40918.",
    "La sua camera per 2 notti dal 3 marzo è prenotata, numero di conferma 40918. "
    "Sì, c'è la navetta per l'aeroporto ogni ora.",
)
scene(
    L,
    "early",
    "wine",
    "Ordina {{qty}} bottiglie di Chianti con consegna {{day}}",
    {"qty": "6", "day": "lunedì"},
    {"qty": ("3", "6", "12"), "day": ("lunedì", "martedì")},
    "Vorrei 6 bottiglie di Chianti, consegna lunedì.",
    "Riepilogo: 6 bottiglie di Chianti con consegna lunedì. Procedo con l'ordine?",
    "Ordine confermato: 6 bottiglie di Chianti con consegna lunedì, numero d'ordine 7731.",
)
scene(
    L,
    "handoff",
    "refund",
    "Chiedi il rimborso dell'ordine {{order}}",
    {"order": "IT-70215"},
    {"order": ("IT-70215", "IT-70228")},
    "Voglio il rimborso dell'ordine IT-70215, il frullatore è rotto.",
    "Mi dispiace. Ho inoltrato l'ordine IT-70215 all'assistenza clienti, un operatore la richiamerà entro 48 ore.",
    "Mi dispiace. Il rimborso dell'ordine IT-70215 è stato effettuato sulla sua carta.",
)
scene(
    L,
    "handoff",
    "boat",
    "Prenota il giro in barca per {{n}} persone {{day}}",
    {"n": "3", "day": "domenica"},
    {"n": ("2", "3", "4"), "day": ("sabato", "domenica")},
    "Potete prenotare il giro in barca per 3 persone domenica?",
    "Le manderemo un'e-mail appena il giro in barca per 3 persone domenica sarà prenotato.",
    "Il giro in barca per 3 persone domenica è prenotato, le abbiamo mandato la conferma per e-mail.",
)
scene(
    L,
    "pending",
    "plan",
    "Passa il mio abbonamento al piano {{plan}}",
    {"plan": "Famiglia"},
    {"plan": ("Base", "Famiglia")},
    "Passate il mio abbonamento al piano Famiglia, per favore.",
    "La sua richiesta di passaggio al piano Famiglia è stata ricevuta ed è in lavorazione.",
    "Il suo abbonamento è passato al piano Famiglia, attivo da oggi.",
)
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Un tavolo per 4 venerdì alle 20:30, grazie.",
        "Mi occupo io del tavolo per 4 venerdì alle 20:30.",
        "Grazie. C'è un parcheggio vicino?",
        "Sì, c'è un parcheggio pubblico in via Roma, a due minuti.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Un tavolo per 4 venerdì alle 20:30, grazie.",
        "Prenotato: tavolo per 4 venerdì alle 20:30 a nome Rossi.",
        "Grazie. C'è un parcheggio vicino?",
        "Sì, c'è un parcheggio pubblico in via Roma, a due minuti.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- Portuguese
L = "pt"
TABLE = "Reserve uma mesa para {{n}} na {{day}} às {{time}}"
TV = {"n": "4", "day": "sexta", "time": "20h"}
TO = {"n": ("2", "4", "6"), "day": ("sexta", "sábado"), "time": ("19h", "20h")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Oi, tem mesa para 4 na sexta às 20h?",
    "Claro! Vou reservar agora uma mesa para 4 na sexta às 20h para você.",
    "Pronto, sua mesa para 4 na sexta às 20h está reservada. Código M-5512.",
)
scene(
    L,
    "agree",
    "cancel",
    "Cancele o pedido {{order}}",
    {"order": "BR-90412"},
    {"order": ("BR-90412", "BR-90420")},
    "Quero cancelar o pedido BR-90412.",
    "Sem problemas, posso cancelar o pedido BR-90412 para você. Só um instante.",
    "O pedido BR-90412 foi cancelado. O estorno aparece em até 5 dias úteis.",
)
scene(
    L,
    "wrong",
    "nails",
    "Agende uma manicure na {{day}} às {{time}}",
    {"day": "terça", "time": "10h"},
    {"day": ("terça", "quarta"), "time": ("10h", "15h")},
    "Quero agendar uma manicure na terça às 10h.",
    "Sua manicure está agendada para quarta às 10h. Até lá!",
    "Sua manicure está agendada para terça às 10h. Até lá!",
)
scene(
    L,
    "wrong",
    "shipping-price",
    "Pergunte quanto custa o frete para {{city}}",
    {"city": "Recife"},
    {"city": ("Recife", "Salvador", "Manaus")},
    "Quanto custa o frete para Recife?",
    "O frete para Salvador custa R$ 29,90.",
    "O frete para Recife custa R$ 34,90.",
)
scene(
    L,
    "partial",
    "room-checkin",
    "Reserve um quarto para {{nights}} noites a partir de {{date}} e pergunte se o check-in antecipado é possível",
    {"nights": "2", "date": "3 de março"},
    {"nights": ("2", "3"), "date": ("3 de março", "10 de março")},
    "Quero um quarto para 2 noites a partir de 3 de março. O check-in antecipado é possível?",
    "Seu quarto para 2 noites a partir de 3 de março está reservado, código 31870.",
    "Seu quarto para 2 noites a partir de 3 de março está reservado, código 31870. Sim, o "
    "check-in antecipado é possível a partir das 10h.",
)
scene(
    L,
    "early",
    "acai",
    "Peça {{qty}} potes de açaí para entrega no {{day}}",
    {"qty": "4", "day": "sábado"},
    {"qty": ("2", "4", "6"), "day": ("sábado", "domingo")},
    "Quero 4 potes de açaí para entrega no sábado.",
    "Então ficam 4 potes de açaí para entrega no sábado, posso fechar o pedido?",
    "Pedido feito: 4 potes de açaí para entrega no sábado, número 2281.",
)
scene(
    L,
    "handoff",
    "refund",
    "Peça o reembolso do pedido {{order}}",
    {"order": "BR-33018"},
    {"order": ("BR-33018", "BR-33025")},
    "Quero o reembolso do pedido BR-33018, veio quebrado.",
    "Sinto muito. Encaminhei o pedido BR-33018 para o setor de trocas e um atendente vai te ligar em até 48 horas.",
    "Sinto muito. O reembolso do pedido BR-33018 já foi feito no seu cartão.",
)
scene(
    L,
    "handoff",
    "chalet",
    "Reserve o chalé para {{nights}} noites a partir de {{date}}",
    {"nights": "3", "date": "14 de junho"},
    {"nights": ("2", "3"), "date": ("14 de junho", "21 de junho")},
    "Pode reservar o chalé para 3 noites a partir de 14 de junho?",
    "Vamos te mandar um e-mail assim que o chalé para 3 noites a partir de 14 de junho estiver reservado.",
    "O chalé para 3 noites a partir de 14 de junho está reservado, e mandamos a confirmação por e-mail.",
)
scene(
    L,
    "pending",
    "plan",
    "Mude meu plano para o {{plan}}",
    {"plan": "Controle 20GB"},
    {"plan": ("Controle 10GB", "Controle 20GB")},
    "Mude meu plano para o Controle 20GB, por favor.",
    "Sua solicitação de mudança para o Controle 20GB foi recebida e está em análise.",
    "Seu plano foi alterado para o Controle 20GB, válido a partir de hoje.",
)
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Uma mesa para 4 na sexta às 20h, por favor.",
        "Vou providenciar a mesa para 4 na sexta às 20h.",
        "Valeu. Tem estacionamento perto?",
        "Tem sim, um estacionamento na Rua Augusta, a dois minutos.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Uma mesa para 4 na sexta às 20h, por favor.",
        "Feito! Mesa para 4 na sexta às 20h reservada em nome de Souza.",
        "Valeu. Tem estacionamento perto?",
        "Tem sim, um estacionamento na Rua Augusta, a dois minutos.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- Dutch
L = "nl"
TABLE = "Reserveer een tafel voor {{n}} op {{day}} om {{time}}"
TV = {"n": "4", "day": "vrijdag", "time": "19.00 uur"}
TO = {"n": ("2", "4", "6"), "day": ("vrijdag", "zaterdag"), "time": ("18.00 uur", "19.00 uur")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Hoi, een tafel voor 4 op vrijdag om 19.00 uur?",
    "Zeker, ik reserveer zo meteen een tafel voor 4 op vrijdag om 19.00 uur voor u.",
    "Gelukt: uw tafel voor 4 op vrijdag om 19.00 uur is gereserveerd. Nummer N-6620.",
)
scene(
    L,
    "agree",
    "cancel",
    "Annuleer bestelling {{order}}",
    {"order": "NL-20931"},
    {"order": ("NL-20931", "NL-20944")},
    "Wil je bestelling NL-20931 annuleren?",
    "Geen probleem, ik kan bestelling NL-20931 voor je annuleren. Momentje.",
    "Bestelling NL-20931 is geannuleerd. Het geld staat binnen 3 tot 5 werkdagen terug op je rekening.",
)
scene(
    L,
    "wrong",
    "physio",
    "Maak een afspraak bij de fysio op {{day}} om {{time}}",
    {"day": "dinsdag", "time": "10.30 uur"},
    {"day": ("dinsdag", "woensdag"), "time": ("10.30 uur", "14.00 uur")},
    "Kan ik dinsdag om 10.30 uur bij de fysio terecht?",
    "Uw afspraak bij de fysio staat op woensdag om 10.30 uur. Tot dan!",
    None,
)  # done twin still read not reached: see the round-27 notes
scene(
    L,
    "wrong",
    "bike-price",
    "Vraag wat een {{kind}} fiets per dag kost",
    {"kind": "elektrische"},
    {"kind": ("gewone", "elektrische")},
    "Wat kost een elektrische fiets per dag?",
    "Een gewone fiets kost € 12 per dag.",
    "Een elektrische fiets kost € 25 per dag.",
)
scene(
    L,
    "partial",
    "room-late",
    "Boek een kamer voor {{nights}} nachten vanaf {{date}} en vraag of laat uitchecken mogelijk is",
    {"nights": "2", "date": "3 maart"},
    {"nights": ("2", "3"), "date": ("3 maart", "10 maart")},
    "Ik wil een kamer voor 2 nachten vanaf 3 maart. Is laat uitchecken mogelijk?",
    "Uw kamer voor 2 nachten vanaf 3 maart is geboekt, boekingsnummer 81230.",
    "Uw kamer voor 2 nachten vanaf 3 maart is geboekt, boekingsnummer 81230. Ja, "
    "laat uitchecken is mogelijk tot 13.00 uur.",
)
scene(
    L,
    "early",
    "tulips",
    "Bestel {{qty}} bossen tulpen voor bezorging op {{day}}",
    {"qty": "3", "day": "maandag"},
    {"qty": ("2", "3", "5"), "day": ("maandag", "dinsdag")},
    "Ik wil 3 bossen tulpen, bezorgen op maandag.",
    "Dus 3 bossen tulpen met bezorging op maandag, zal ik de bestelling plaatsen?",
    "Uw bestelling van 3 bossen tulpen is geplaatst, bezorging op maandag. Ordernummer 5518.",
)
scene(
    L,
    "handoff",
    "refund",
    "Vraag een terugbetaling voor bestelling {{order}}",
    {"order": "NL-77102"},
    {"order": ("NL-77102", "NL-77115")},
    "Ik wil mijn geld terug voor bestelling NL-77102, de lamp is kapot.",
    "Vervelend! Ik heb bestelling NL-77102 doorgestuurd naar de klantenservice, "
    "een medewerker belt u binnen 48 uur terug.",
    "Vervelend! De terugbetaling voor bestelling NL-77102 is gedaan, het bedrag staat over 2 dagen op uw rekening.",
)
scene(
    L,
    "handoff",
    "cottage",
    "Boek het huisje voor {{nights}} nachten vanaf {{date}}",
    {"nights": "3", "date": "14 juni"},
    {"nights": ("2", "3"), "date": ("14 juni", "21 juni")},
    "Kunt u het huisje voor 3 nachten vanaf 14 juni boeken?",
    "We mailen u zodra het huisje voor 3 nachten vanaf 14 juni geboekt is.",
    "Het huisje voor 3 nachten vanaf 14 juni is geboekt, de bevestiging hebben we u gemaild.",
)
scene(
    L,
    "pending",
    "plan",
    "Zet mijn abonnement over naar {{plan}}",
    {"plan": "Onbeperkt"},
    {"plan": ("Basis", "Onbeperkt")},
    "Zet mijn abonnement over naar Onbeperkt, alstublieft.",
    "Uw aanvraag om over te stappen naar Onbeperkt is ontvangen en wordt verwerkt.",
    "Uw abonnement is omgezet naar Onbeperkt, vanaf vandaag actief.",
)
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Een tafel voor 4 op vrijdag om 19.00 uur graag.",
        "Ik regel de tafel voor 4 op vrijdag om 19.00 uur voor u.",
        "Top. Is er parkeergelegenheid in de buurt?",
        "Ja, er is een parkeergarage aan de Markt, op twee minuten lopen.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Een tafel voor 4 op vrijdag om 19.00 uur graag.",
        "Geregeld: tafel voor 4 op vrijdag om 19.00 uur gereserveerd op naam van Jansen.",
        "Top. Is er parkeergelegenheid in de buurt?",
        "Ja, er is een parkeergarage aan de Markt, op twee minuten lopen.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- Indonesian
L = "id"
TABLE = "Pesan meja untuk {{n}} orang hari {{day}} jam {{time}}"
TV = {"n": "4", "day": "Jumat", "time": "19.00"}
TO = {"n": ("2", "4", "6"), "day": ("Jumat", "Sabtu"), "time": ("18.00", "19.00")}
scene(
    L,
    "agree",
    "table",
    TABLE,
    TV,
    TO,
    "Halo, ada meja untuk 4 orang hari Jumat jam 19.00?",
    "Tentu, saya akan memesankan meja untuk 4 orang hari Jumat jam 19.00 untuk Anda.",
    "Beres, meja untuk 4 orang hari Jumat jam 19.00 sudah dipesan. Kode RSV-818.",
)
scene(
    L,
    "agree",
    "cancel",
    "Batalkan pesanan {{order}}",
    {"order": "INV-44120"},
    {"order": ("INV-44120", "INV-44133")},
    "Tolong batalkan pesanan INV-44120.",
    "Baik, saya bisa membatalkan pesanan INV-44120 untuk Anda. Mohon tunggu sebentar.",
    "Pesanan INV-44120 sudah dibatalkan. Dana akan kembali dalam 3-5 hari kerja.",
)
scene(
    L,
    "wrong",
    "salon",
    "Buat janji potong rambut hari {{day}} jam {{time}}",
    {"day": "Selasa", "time": "10.30"},
    {"day": ("Selasa", "Rabu"), "time": ("10.30", "14.00")},
    "Bisa potong rambut hari Selasa jam 10.30?",
    "Janji potong rambut Anda sudah dibuat untuk hari Rabu jam 10.30.",
    "Janji potong rambut Anda sudah dibuat untuk hari Selasa jam 10.30.",
)
scene(
    L,
    "wrong",
    "ticket-price",
    "Tanyakan harga tiket kereta kelas {{kind}}",
    {"kind": "eksekutif"},
    {"kind": ("ekonomi", "eksekutif")},
    "Berapa harga tiket kereta kelas eksekutif?",
    "Harga tiket kereta kelas ekonomi adalah Rp 150.000.",
    "Harga tiket kereta kelas eksekutif adalah Rp 450.000.",
)
scene(
    L,
    "partial",
    "room-wifi",
    "Pesan kamar untuk {{nights}} malam mulai {{date}} dan tanyakan apakah ada kolam renang",
    {"nights": "2", "date": "3 Maret"},
    {"nights": ("2", "3"), "date": ("3 Maret", "10 Maret")},
    "Saya mau pesan kamar untuk 2 malam mulai 3 Maret. Apakah ada kolam renang?",
    "Kamar Anda untuk 2 malam mulai 3 Maret sudah dipesan, nomor konfirmasi 70213.",
    "Kamar Anda untuk 2 malam mulai 3 Maret sudah dipesan, nomor konfirmasi 70213. Ya, ada kolam renang di lantai 5.",
)
scene(
    L,
    "early",
    "rice",
    "Pesan {{qty}} karung beras untuk dikirim hari {{day}}",
    {"qty": "2", "day": "Senin"},
    {"qty": ("1", "2", "5"), "day": ("Senin", "Selasa")},
    "Saya pesan 2 karung beras, kirim hari Senin.",
    "Jadi 2 karung beras dikirim hari Senin ya, boleh saya proses pesanannya?",
    "Pesanan 2 karung beras sudah dibuat, dikirim hari Senin. Nomor pesanan 6612.",
)
scene(
    L,
    "handoff",
    "refund",
    "Minta pengembalian dana untuk pesanan {{order}}",
    {"order": "INV-58301"},
    {"order": ("INV-58301", "INV-58314")},
    "Saya minta pengembalian dana untuk pesanan INV-58301, barangnya rusak.",
    "Mohon maaf. Pesanan INV-58301 sudah saya teruskan ke tim keluhan, petugas "
    "kami akan menghubungi Anda dalam 2x24 jam.",
    "Mohon maaf. Pengembalian dana untuk pesanan INV-58301 sudah diproses ke rekening Anda.",
)
scene(
    L,
    "handoff",
    "villa",
    "Pesan vila untuk {{nights}} malam mulai {{date}}",
    {"nights": "3", "date": "14 Juni"},
    {"nights": ("2", "3"), "date": ("14 Juni", "21 Juni")},
    "Bisa pesan vila untuk 3 malam mulai 14 Juni?",
    "Kami akan mengirim email begitu vila untuk 3 malam mulai 14 Juni sudah dipesan.",
    "Vila untuk 3 malam mulai 14 Juni sudah dipesan, konfirmasinya sudah kami kirim lewat email.",
)
scene(
    L,
    "pending",
    "plan",
    "Ubah paket internet saya ke {{plan}}",
    {"plan": "100 Mbps"},
    {"plan": ("50 Mbps", "100 Mbps")},
    "Tolong ubah paket internet saya ke 100 Mbps.",
    "Permintaan perubahan paket ke 100 Mbps sudah kami terima dan sedang diproses.",
    "Paket internet Anda sudah diubah ke 100 Mbps, berlaku mulai hari ini.",
)
talk(
    L,
    "after",
    "table-after-not",
    TABLE,
    TV,
    TO,
    [
        "Meja untuk 4 orang hari Jumat jam 19.00 ya.",
        "Saya urus meja untuk 4 orang hari Jumat jam 19.00 untuk Anda.",
        "Oke. Ada parkir di dekat situ?",
        "Ada, parkiran umum di Jalan Sudirman, dua menit jalan kaki.",
    ],
    [False, False],
)
talk(
    L,
    "after",
    "table-after-done",
    TABLE,
    TV,
    TO,
    [
        "Meja untuk 4 orang hari Jumat jam 19.00 ya.",
        "Sudah dipesan: meja untuk 4 orang hari Jumat jam 19.00 atas nama Putri.",
        "Oke. Ada parkir di dekat situ?",
        "Ada, parkiran umum di Jalan Sudirman, dua menit jalan kaki.",
    ],
    [True, True],
)

# ---------------------------------------------------------------- wave 2: harder replies to the table booking
SCENES = {
    "en": (
        "Book a table for {{n}} on {{day}} at {{time}}",
        {"n": "4", "day": "Friday", "time": "8 pm"},
        {"n": ("2", "4", "6"), "day": ("Friday", "Saturday"), "time": ("7 pm", "8 pm")},
        "Hi, a table for 4 on Friday at 8 pm please.",
    ),
    "es": (
        "Reserva una mesa para {{n}} el {{day}} a las {{time}}",
        {"n": "4", "day": "viernes", "time": "21:00"},
        {"n": ("2", "4", "6"), "day": ("viernes", "sábado"), "time": ("20:00", "21:00")},
        "Hola, una mesa para 4 el viernes a las 21:00.",
    ),
    "de": (
        "Reserviere einen Tisch für {{n}} am {{day}} um {{time}}",
        {"n": "4", "day": "Freitag", "time": "19 Uhr"},
        {"n": ("2", "4", "6"), "day": ("Freitag", "Samstag"), "time": ("18 Uhr", "19 Uhr")},
        "Hallo, einen Tisch für 4 am Freitag um 19 Uhr bitte.",
    ),
    "fr": (
        "Réserve une table pour {{n}} {{day}} à {{time}}",
        {"n": "4", "day": "vendredi", "time": "20h"},
        {"n": ("2", "4", "6"), "day": ("vendredi", "samedi"), "time": ("19h", "20h")},
        "Bonjour, une table pour 4 vendredi à 20h, s'il vous plaît.",
    ),
    "it": (
        "Prenota un tavolo per {{n}} {{day}} alle {{time}}",
        {"n": "4", "day": "venerdì", "time": "20:30"},
        {"n": ("2", "4", "6"), "day": ("venerdì", "sabato"), "time": ("19:30", "20:30")},
        "Buongiorno, un tavolo per 4 venerdì alle 20:30.",
    ),
    "pt": (
        "Reserve uma mesa para {{n}} na {{day}} às {{time}}",
        {"n": "4", "day": "sexta", "time": "20h"},
        {"n": ("2", "4", "6"), "day": ("sexta", "sábado"), "time": ("19h", "20h")},
        "Oi, uma mesa para 4 na sexta às 20h, por favor.",
    ),
    "nl": (
        "Reserveer een tafel voor {{n}} op {{day}} om {{time}}",
        {"n": "4", "day": "vrijdag", "time": "19.00 uur"},
        {"n": ("2", "4", "6"), "day": ("vrijdag", "zaterdag"), "time": ("18.00 uur", "19.00 uur")},
        "Hoi, een tafel voor 4 op vrijdag om 19.00 uur graag.",
    ),
    "id": (
        "Pesan meja untuk {{n}} orang hari {{day}} jam {{time}}",
        {"n": "4", "day": "Jumat", "time": "19.00"},
        {"n": ("2", "4", "6"), "day": ("Jumat", "Sabtu"), "time": ("18.00", "19.00")},
        "Halo, meja untuk 4 orang hari Jumat jam 19.00 ya.",
    ),
}


def hard(lang: str, trap: str, name: str, reply: str, expect: bool = False) -> None:
    goal, values, options, user = SCENES[lang]
    talk(lang, trap, f"t2-{name}", goal, values, options, [user, reply], [expect])


HARD = {
    "en": [
        ("early", "hold", "Your table for 4 on Friday at 8 pm is on hold for 10 minutes. Reply YES to confirm it."),
        ("early", "available", "Good news: a table for 4 on Friday at 8 pm is available!"),
        ("agree", "deposit", "Once the deposit is paid, your table for 4 on Friday at 8 pm will be booked."),
        ("agree", "could", "I could book a table for 4 on Friday at 8 pm if you give me a name."),
        ("agree", "tried", "I tried to book the table for 4 on Friday at 8 pm, but the system returned an error."),
        (
            "handoff",
            "sent",
            "Your request for a table for 4 on Friday at 8 pm has been sent to the restaurant; they'll confirm by SMS.",
        ),
        ("wrong", "count", "Your table for 6 on Friday at 8 pm is booked."),
        ("wrong", "other-time", "8 pm on Friday is full, so I've booked your table for 4 at 7 pm instead."),
        ("handoff", "online", "You can book a table for 4 on Friday at 8 pm on our website."),
        ("wrong", "cancelled", "Your table for 4 on Friday at 8 pm has been cancelled."),
        ("early", "question", "Would you like me to book the table for 4 on Friday at 8 pm?"),
        ("early", "done-late", "Booking confirmed: table for 4, Friday, 8 pm. See you then!", True),
    ],
    "es": [
        (
            "early",
            "hold",
            "Le dejo la mesa para 4 el viernes a las 21:00 bloqueada 10 minutos. Responda SÍ para confirmarla.",
        ),
        ("early", "available", "¡Buenas noticias! Hay disponible una mesa para 4 el viernes a las 21:00."),
        ("agree", "deposit", "En cuanto abone la señal, su mesa para 4 el viernes a las 21:00 quedará reservada."),
        ("agree", "could", "Podría reservarle una mesa para 4 el viernes a las 21:00 si me da un nombre."),
        (
            "agree",
            "tried",
            "He intentado reservar la mesa para 4 el viernes a las 21:00, pero el sistema ha dado un error.",
        ),
        (
            "handoff",
            "sent",
            "Su solicitud de mesa para 4 el viernes a las 21:00 se ha enviado al restaurante; le confirmarán por SMS.",
        ),
        ("wrong", "count", "Su mesa para 6 el viernes a las 21:00 está reservada."),
        (
            "wrong",
            "other-time",
            "El viernes a las 21:00 está completo, así que le he reservado la mesa para 4 a las 20:00.",
        ),
        ("handoff", "online", "Puede reservar una mesa para 4 el viernes a las 21:00 en nuestra web."),
        ("wrong", "cancelled", "Su mesa para 4 el viernes a las 21:00 ha sido cancelada."),
        ("early", "question", "¿Quiere que le reserve la mesa para 4 el viernes a las 21:00?"),
        ("early", "done-late", "Reserva confirmada: mesa para 4, viernes, 21:00. ¡Hasta pronto!", True),
    ],
    "de": [
        (
            "early",
            "hold",
            "Ich halte Ihnen den Tisch für 4 am Freitag um 19 Uhr 10 Minuten frei. "
            "Antworten Sie mit JA, um ihn zu bestätigen.",
        ),
        ("early", "available", "Gute Nachricht: Ein Tisch für 4 am Freitag um 19 Uhr ist frei!"),
        (
            "agree",
            "deposit",
            "Sobald die Anzahlung eingegangen ist, wird Ihr Tisch für 4 am Freitag um 19 Uhr reserviert.",
        ),
        (
            "agree",
            "could",
            "Ich könnte einen Tisch für 4 am Freitag um 19 Uhr reservieren, wenn Sie mir einen Namen geben.",
        ),
        (
            "agree",
            "tried",
            "Ich habe versucht, den Tisch für 4 am Freitag um 19 Uhr zu reservieren, "
            "aber das System meldet einen Fehler.",
        ),
        (
            "handoff",
            "sent",
            "Ihre Anfrage für einen Tisch für 4 am Freitag um 19 Uhr wurde an das Restaurant "
            "geschickt; die Bestätigung kommt per SMS.",
        ),
        ("wrong", "count", "Ihr Tisch für 6 am Freitag um 19 Uhr ist reserviert."),
        (
            "wrong",
            "other-time",
            "Freitag um 19 Uhr ist ausgebucht, deshalb habe ich Ihren Tisch für 4 um 18 Uhr reserviert.",
        ),
        ("handoff", "online", "Einen Tisch für 4 am Freitag um 19 Uhr können Sie auf unserer Website reservieren."),
        ("wrong", "cancelled", "Ihr Tisch für 4 am Freitag um 19 Uhr wurde storniert."),
        ("early", "question", "Soll ich den Tisch für 4 am Freitag um 19 Uhr für Sie reservieren?"),
        ("early", "done-late", "Reservierung bestätigt: Tisch für 4, Freitag, 19 Uhr. Bis dann!", True),
    ],
    "fr": [
        (
            "early",
            "hold",
            "Je bloque la table pour 4 vendredi à 20h pendant 10 minutes. Répondez OUI pour la confirmer.",
        ),
        ("early", "available", "Bonne nouvelle : une table pour 4 vendredi à 20h est disponible !"),
        ("agree", "deposit", "Dès que l'acompte sera payé, votre table pour 4 vendredi à 20h sera réservée."),
        ("agree", "could", "Je pourrais réserver une table pour 4 vendredi à 20h si vous me donnez un nom."),
        (
            "agree",
            "tried",
            "J'ai essayé de réserver la table pour 4 vendredi à 20h, mais le système a renvoyé une erreur.",
        ),
        (
            "handoff",
            "sent",
            "Votre demande de table pour 4 vendredi à 20h a été transmise au restaurant ; il vous confirmera par SMS.",
        ),
        ("wrong", "count", "Votre table pour 6 vendredi à 20h est réservée."),
        ("wrong", "other-time", "Vendredi à 20h c'est complet, j'ai donc réservé votre table pour 4 à 19h."),
        ("handoff", "online", "Vous pouvez réserver une table pour 4 vendredi à 20h sur notre site."),
        ("wrong", "cancelled", "Votre table pour 4 vendredi à 20h a été annulée."),
        ("early", "question", "Voulez-vous que je réserve la table pour 4 vendredi à 20h ?"),
        ("early", "done-late", "Réservation confirmée : table pour 4, vendredi, 20h. À vendredi !", True),
    ],
    "it": [
        (
            "early",
            "hold",
            "Le tengo bloccato il tavolo per 4 venerdì alle 20:30 per 10 minuti. Risponda SÌ per confermarlo.",
        ),
        ("early", "available", "Buone notizie: c'è un tavolo per 4 disponibile venerdì alle 20:30!"),
        ("agree", "deposit", "Appena pagato l'acconto, il suo tavolo per 4 venerdì alle 20:30 sarà prenotato."),
        ("agree", "could", "Potrei prenotare un tavolo per 4 venerdì alle 20:30 se mi dà un nome."),
        (
            "agree",
            "tried",
            "Ho provato a prenotare il tavolo per 4 venerdì alle 20:30, ma il sistema ha dato un errore.",
        ),
        (
            "handoff",
            "sent",
            "La sua richiesta di un tavolo per 4 venerdì alle 20:30 è stata inviata al "
            "ristorante; le confermeranno via SMS.",
        ),
        ("wrong", "count", "Il suo tavolo per 6 venerdì alle 20:30 è prenotato."),
        ("wrong", "other-time", "Venerdì alle 20:30 è tutto pieno, quindi le ho prenotato il tavolo per 4 alle 19:30."),
        ("handoff", "online", "Può prenotare un tavolo per 4 venerdì alle 20:30 sul nostro sito."),
        ("wrong", "cancelled", "Il suo tavolo per 4 venerdì alle 20:30 è stato cancellato."),
        ("early", "question", "Vuole che le prenoti il tavolo per 4 venerdì alle 20:30?"),
        ("early", "done-late", "Prenotazione confermata: tavolo per 4, venerdì, 20:30. A presto!", True),
    ],
    "pt": [
        (
            "early",
            "hold",
            "Deixei a mesa para 4 na sexta às 20h bloqueada por 10 minutos. Responda SIM para confirmar.",
        ),
        ("early", "available", "Boa notícia: tem uma mesa para 4 disponível na sexta às 20h!"),
        ("agree", "deposit", "Assim que o sinal for pago, sua mesa para 4 na sexta às 20h será reservada."),
        ("agree", "could", "Eu poderia reservar uma mesa para 4 na sexta às 20h se você me passar um nome."),
        ("agree", "tried", "Tentei reservar a mesa para 4 na sexta às 20h, mas o sistema deu erro."),
        (
            "handoff",
            "sent",
            "Seu pedido de mesa para 4 na sexta às 20h foi enviado ao restaurante; eles confirmam por SMS.",
        ),
        ("wrong", "count", "Sua mesa para 6 na sexta às 20h está reservada."),
        ("wrong", "other-time", "Sexta às 20h está lotado, então reservei sua mesa para 4 às 19h."),
        ("handoff", "online", "Você pode reservar uma mesa para 4 na sexta às 20h no nosso site."),
        ("wrong", "cancelled", "Sua mesa para 4 na sexta às 20h foi cancelada."),
        ("early", "question", "Quer que eu reserve a mesa para 4 na sexta às 20h?"),
        ("early", "done-late", "Reserva confirmada: mesa para 4, sexta, 20h. Até lá!", True),
    ],
    "nl": [
        (
            "early",
            "hold",
            "Ik houd de tafel voor 4 op vrijdag om 19.00 uur 10 minuten voor u vast. Antwoord JA om te bevestigen.",
        ),
        ("early", "available", "Goed nieuws: er is een tafel voor 4 vrij op vrijdag om 19.00 uur!"),
        (
            "agree",
            "deposit",
            "Zodra de aanbetaling binnen is, wordt uw tafel voor 4 op vrijdag om 19.00 uur gereserveerd.",
        ),
        (
            "agree",
            "could",
            "Ik zou een tafel voor 4 op vrijdag om 19.00 uur kunnen reserveren als u mij een naam geeft.",
        ),
        (
            "agree",
            "tried",
            "Ik heb geprobeerd de tafel voor 4 op vrijdag om 19.00 uur te reserveren, "
            "maar het systeem gaf een foutmelding.",
        ),
        (
            "handoff",
            "sent",
            "Uw aanvraag voor een tafel voor 4 op vrijdag om 19.00 uur is naar het "
            "restaurant gestuurd; zij bevestigen per sms.",
        ),
        ("wrong", "count", "Uw tafel voor 6 op vrijdag om 19.00 uur is gereserveerd."),
        ("wrong", "other-time", "Vrijdag om 19.00 uur zit vol, dus ik heb uw tafel voor 4 om 18.00 uur gereserveerd."),
        ("handoff", "online", "U kunt een tafel voor 4 op vrijdag om 19.00 uur reserveren via onze website."),
        ("wrong", "cancelled", "Uw tafel voor 4 op vrijdag om 19.00 uur is geannuleerd."),
        ("early", "question", "Zal ik de tafel voor 4 op vrijdag om 19.00 uur voor u reserveren?"),
        ("early", "done-late", "Reservering bevestigd: tafel voor 4, vrijdag, 19.00 uur. Tot dan!", True),
    ],
    "id": [
        (
            "early",
            "hold",
            "Meja untuk 4 orang hari Jumat jam 19.00 saya tahan selama 10 menit. Balas YA untuk konfirmasi.",
        ),
        ("early", "available", "Kabar baik: meja untuk 4 orang hari Jumat jam 19.00 masih tersedia!"),
        ("agree", "deposit", "Setelah DP dibayar, meja untuk 4 orang hari Jumat jam 19.00 akan dipesan."),
        ("agree", "could", "Saya bisa memesan meja untuk 4 orang hari Jumat jam 19.00 kalau Anda memberi nama."),
        ("agree", "tried", "Saya sudah mencoba memesan meja untuk 4 orang hari Jumat jam 19.00, tapi sistemnya error."),
        (
            "handoff",
            "sent",
            "Permintaan meja untuk 4 orang hari Jumat jam 19.00 sudah dikirim ke "
            "restoran; mereka akan konfirmasi lewat SMS.",
        ),
        ("wrong", "count", "Meja untuk 6 orang hari Jumat jam 19.00 sudah dipesan."),
        ("wrong", "other-time", "Hari Jumat jam 19.00 sudah penuh, jadi meja untuk 4 orang saya pesan jam 18.00."),
        ("handoff", "online", "Anda bisa memesan meja untuk 4 orang hari Jumat jam 19.00 lewat website kami."),
        ("wrong", "cancelled", "Meja untuk 4 orang hari Jumat jam 19.00 sudah dibatalkan."),
        ("early", "question", "Mau saya pesankan meja untuk 4 orang hari Jumat jam 19.00?"),
        ("early", "done-late", "Reservasi terkonfirmasi: meja untuk 4 orang, Jumat, jam 19.00. Sampai jumpa!", True),
    ],
}
for _lang, _rows in HARD.items():
    for _trap, _name, _reply, *_expect in _rows:
        hard(_lang, _trap, _name, _reply, *_expect)

# ---------------------------------------------------------------- round 26's leftovers
MOVE = {
    "en": (
        "Move my booking for {{n}} from {{date}} to July 13",
        "July 12",
        "July 20",
        "Your booking for 4 has been moved from July 12 to July 13.",
        "Noted: moving your booking for 4 from July 12 to July 13.",
    ),
    "it": (
        "Sposta la prenotazione per {{n}} persone dal {{date}} al 13 luglio",
        "12 luglio",
        "20 luglio",
        "La prenotazione per 4 persone è stata spostata dal 12 luglio al 13 luglio.",
        "Annotato: spostamento della prenotazione per 4 persone dal 12 luglio al 13 luglio.",
    ),
}
BOOK = {
    "en": ("Book a table for {{n}} on {{day}}", "Friday", "Saturday", "Your table for 4 on Friday is booked."),
    "pt": ("Reserve uma mesa para {{n}} na {{day}}", "sexta", "sábado", "A sua mesa para 4 na sexta está reservada."),
    "id": (
        "Pesan meja untuk {{n}} orang hari {{day}}",
        "Jumat",
        "Sabtu",
        "Meja untuk 4 orang hari Jumat sudah dipesan.",
    ),
}


def moved(lang: str, name: str, reply: str, expect: bool) -> None:
    goal, day, other, _, _ = MOVE[lang]
    talk(
        lang,
        "r26",
        name,
        goal,
        {"n": "4", "date": day},
        {"n": ("4", "6"), "date": (day, other)},
        ["Hi", reply],
        [expect],
    )


def booked(lang: str, name: str, reply: str, expect: bool) -> None:
    goal, day, other, _ = BOOK[lang]
    talk(
        lang, "r26", name, goal, {"n": "4", "day": day}, {"n": ("4", "6"), "day": (day, other)}, ["Hi", reply], [expect]
    )


moved("en", "moved-payment-going-to", f"{MOVE['en'][3]} The payment is going to be confirmed on arrival.", True)
moved("en", "noted-going-to-confirm-payment", f"{MOVE['en'][4]} We're going to confirm the payment.", False)
moved("it", "noted-ha-intenzione", f"{MOVE['it'][4]} Il ristorante ha intenzione di confermarla.", False)
booked("en", "booked-booking-ll-be-confirmed", f"{BOOK['en'][3]} Your booking'll be confirmed tomorrow.", False)
booked("pt", "booked-sera-confirmada", f"{BOOK['pt'][3]} A reserva será confirmada amanhã.", False)
booked("id", "booked-akan-dikonfirmasi", f"{BOOK['id'][3]} Reservasi akan dikonfirmasi besok.", False)
booked("en", "booked-plain", BOOK["en"][3], True)
booked("pt", "booked-plain", BOOK["pt"][3], True)
booked("id", "booked-plain", BOOK["id"][3], True)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_probe_case(case: Case) -> None:
    """Every probe case the word test reads right: no false "reached", no lost twin."""
    _, _, _, goals, values, options, turns, expect = case
    assert reached_per_turn(goals, values, options, turns) == expect


# The fixes, beyond the probe: what each must still leave done


def _one(goal: str, values: dict[str, str], options: dict[str, tuple[str, ...]], reply: str) -> bool:
    return reached_per_turn([goal], {k: [v] for k, v in values.items()}, options, ["Hi", reply])[-1]


_BOOK = (
    "Book a table for {{n}} on {{day}} at {{time}}",
    {"n": "4", "day": "Friday", "time": "8 pm"},
    {"n": ("2", "4", "6"), "day": ("Friday", "Saturday"), "time": ("7 pm", "8 pm")},
)


@pytest.mark.parametrize(
    ("goal", "values", "options", "reply"),
    [
        (
            "Annulla l'ordine {{o}}",
            {"o": "IT-66120"},
            {"o": ("IT-66120", "IT-66131")},
            "L'ordine IT-66120 è stato cancellato.",
        ),
        (
            "Anula mi reserva del {{d}}",
            {"d": "viernes"},
            {"d": ("viernes", "sábado")},
            "Su reserva del viernes fue cancelada.",
        ),
        (
            "Zeg mijn afspraak op {{d}} af",
            {"d": "dinsdag"},
            {"d": ("dinsdag", "woensdag")},
            "Uw afspraak op dinsdag is geannuleerd.",
        ),
        (
            "Sag meinen Termin am {{d}} ab",
            {"d": "Dienstag"},
            {"d": ("Dienstag", "Mittwoch")},
            "Ihr Termin am Dienstag wurde storniert.",
        ),
        (
            "Call off my appointment on {{d}}",
            {"d": "Tuesday"},
            {"d": ("Tuesday", "Wednesday")},
            "Your appointment on Tuesday has been cancelled.",
        ),
        (
            "Batalkan reservasi hari {{d}}",
            {"d": "Selasa"},
            {"d": ("Selasa", "Rabu")},
            "Reservasi hari Selasa sudah dibatalkan.",
        ),
        (
            "Disdici l'abbonamento {{p}}",
            {"p": "Famiglia"},
            {"p": ("Base", "Famiglia")},
            "L'abbonamento Famiglia è stato annullato.",
        ),
        (*_BOOK, "Your Saturday table has been cancelled and your table for 4 on Friday at 8 pm is booked."),
        (*_BOOK, "I've cancelled booking T-12 and rebooked you: table for 4, Friday, 8 pm."),
        (
            "Prenota un tavolo per {{n}} {{day}} alle {{time}}",
            {"n": "4", "day": "venerdì", "time": "20:30"},
            {"n": ("2", "4"), "day": ("venerdì", "sabato"), "time": ("19:30", "20:30")},
            "Ho annullato e riemesso la prenotazione: tavolo per 4 venerdì alle 20:30, codice T-88.",
        ),
        (*_BOOK, "Your table for 4 on Friday at 8 pm is booked; Saturday at 8 pm is full."),
        (*_BOOK, "Your table for 4 on Friday at 8 pm is booked. It will be confirmed by e-mail."),
        (*_BOOK, "Your table for 4 on Friday at 8 pm is booked. The payment is going to be confirmed on arrival."),
        (
            "Reserva una mesa para {{n}} el {{day}}",
            {"n": "4", "day": "viernes"},
            {"n": ("4", "6"), "day": ("viernes", "sábado")},
            "He intentado varias opciones y le he reservado la mesa para 4 el viernes.",
        ),
        (
            "Peça {{n}} pizzas para {{day}}",
            {"n": "2", "day": "sexta"},
            {"n": ("2", "3"), "day": ("sexta", "sábado")},
            "Seu pedido de 2 pizzas para sexta foi enviado para a cozinha.",
        ),
    ],
)
def test_what_the_fixes_leave_done(
    goal: str, values: dict[str, str], options: dict[str, tuple[str, ...]], reply: str
) -> None:
    """A goal that cancels keeps its cancelled thing done (also by a synonym: *annulla* / ``cancellato``); a clause
    cancelling another thing, another hour full, a confirmation by e-mail or of the payment, a bare *intentado*, an
    order (``pedido de 2 pizzas``) leave the deed done."""
    assert _one(goal, values, options, reply)


@pytest.mark.parametrize(
    ("goal", "values", "options", "reply"),
    [
        (*_BOOK, "Your table for 4 on Friday at 8 pm has been cancelled, as you asked."),
        (*_BOOK, "Your table for 4 on Friday at 8 pm is booked. It's going to be confirmed tomorrow."),
        (
            "Move my booking for {{n}} from {{date}} to July 13",
            {"n": "4", "date": "July 12"},
            {"n": ("4", "6"), "date": ("July 12", "July 20")},
            "Your booking for 4 on July 12 has been cancelled.",
        ),
        (
            "Reserva una mesa para {{n}} el {{day}}",
            {"n": "4", "day": "viernes"},
            {"n": ("4", "6"), "day": ("viernes", "sábado")},
            "Le enviaremos un correo en cuanto la mesa para 4 el viernes esté reservada.",
        ),
    ],
)
def test_what_the_fixes_hold_back(
    goal: str, values: dict[str, str], options: dict[str, tuple[str, ...]], reply: str
) -> None:
    assert not _one(goal, values, options, reply)


_BOOKED = {
    "en": "Your table for 4 on Friday is booked.",
    "es": "Su mesa para 4 el viernes está reservada.",
    "pt": "A sua mesa para 4 na sexta está reservada.",
    "fr": "Votre table pour 4 vendredi est réservée.",
    "de": "Ihr Tisch für 4 am Freitag ist reserviert.",
    "it": "Il suo tavolo per 4 venerdì è prenotato.",
    "nl": "Uw tafel voor 4 op vrijdag is gereserveerd.",
    "id": "Meja untuk 4 orang hari Jumat sudah dipesan.",
}


def _booked(lang: str, after: str) -> bool:
    goal, day, other = TABLES[lang]
    return _one(goal, {"n": "4", "day": day}, {"n": ("4", "6"), "day": (day, other)}, f"{_BOOKED[lang]} {after}")


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("en", "Your booking will be confirmed tomorrow."),
        ("en", "Your booking'll be confirmed tomorrow."),
        ("en", "Your booking's going to be confirmed tomorrow."),
        ("es", "La reserva será confirmada mañana."),
        ("es", "La reserva se confirmará mañana."),
        ("pt", "A reserva será confirmada amanhã."),
        ("pt", "A reserva vai ser confirmada amanhã."),
        ("fr", "La réservation sera confirmée demain."),
        ("de", "Die Reservierung wird morgen bestätigt."),
        ("it", "La prenotazione sarà confermata domani."),
        ("nl", "De reservering wordt morgen bevestigd."),
        ("id", "Reservasi akan dikonfirmasi besok."),
    ],
)
def test_the_deeds_own_confirming_to_come_holds_a_booking_back_in_every_language(lang: str, after: str) -> None:
    assert _booked(lang, "")
    assert not _booked(lang, after)


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("en", "The payment will be confirmed on arrival."),
        ("en", "The payment is going to be confirmed on arrival."),
        ("es", "El pago se confirmará a la llegada."),
        ("pt", "O pagamento será confirmado na chegada."),
        ("fr", "Le paiement sera confirmé à l'arrivée."),
        ("de", "Die Zahlung wird bei Ankunft bestätigt."),
        ("it", "Il pagamento sarà confermato all'arrivo."),
        ("nl", "De betaling wordt bij aankomst bevestigd."),
        ("id", "Pembayaran akan dikonfirmasi saat tiba."),
    ],
)
def test_another_matters_confirming_to_come_leaves_a_booking_done(lang: str, after: str) -> None:
    assert _booked(lang, after)


@pytest.mark.parametrize(
    ("lang", "after"),
    [
        ("it", "Il ristorante ha intenzione di confermarla."),
        ("it", "Il ristorante intende confermarla domani."),
        ("es", "El restaurante tiene la intención de confirmarla."),
        ("es", "El restaurante piensa confirmarla mañana."),
        ("pt", "O restaurante pretende confirmá-la amanhã."),
        ("en", "The restaurant intends to confirm it tomorrow."),
    ],
)
def test_an_intention_to_confirm_after_a_noting_is_still_owed(lang: str, after: str) -> None:
    assert _moved(lang, _NOTED[lang])
    assert not _moved(lang, f"{_NOTED[lang]} {after}")


def test_an_intention_to_confirm_another_matter_after_a_noting_owes_nothing() -> None:
    assert _moved("it", f"{_NOTED['it']} Il ristorante ha intenzione di confermare il pagamento.")
    assert _moved("en", f"{_NOTED['en']} The restaurant intends to confirm whether parking is free.")
