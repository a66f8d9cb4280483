"""Round 21's new readings narrowed by class, each probe beside the done twins the reading was for.

A bound the booking was changed to is the new count (goal_capacity.unbounded), a name with companions counts only
in a done sentence (goal_capacity.companions_counted, goal_waitlist), Spanish *pendientes* are earrings only as an
item of the order (goal_status), a possessive day the booking is put on is no side remark (goal_moved), and the
regretted no or the confirming tomorrow of another thing takes no deed back (goal_retract).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_recall21 import EARRINGS, JAM_EN, JAM_ES, JAM_FR, ROOM_DE, ROOM_EN, ROOM_ES, ROOM_IT

Case = tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]]
ROOM_FR = (
    ["Réserve une salle pour {{persons}} personnes vendredi."],
    {"persons": ["8"]},
    {"persons": ("6", "8", "10")},
)
ROOM_NL = (
    ["Reserveer een zaal voor {{persons}} personen op vrijdag."],
    {"persons": ["8"]},
    {"persons": ("6", "8", "10")},
)
ROOM_PT = (["Reserve uma sala para {{persons}} pessoas na sexta."], {"persons": ["8"]}, {"persons": ("6", "8", "10")})
ROOM_ID = (["Pesan ruang untuk {{persons}} orang hari Jumat."], {"persons": ["8"]}, {"persons": ("6", "8", "10")})

JAM_DE = (
    ["Melde {{persons}} Personen zum Marmeladenkurs am 12. Juli an."],
    {"persons": ["2"]},
    {"persons": ("1", "2", "3")},
)
JAM_IT = (
    ["Iscrivi {{persons}} persone al laboratorio di marmellata del 12 luglio."],
    {"persons": ["2"]},
    {"persons": ("1", "2", "3")},
)
JAM_NL = (
    ["Schrijf {{persons}} personen in voor de jamworkshop van 12 juli."],
    {"persons": ["2"]},
    {"persons": ("1", "2", "3")},
)
JAM_PT = (
    ["Inscreva {{persons}} pessoas na oficina de geleia de 12 de julho."],
    {"persons": ["2"]},
    {"persons": ("1", "2", "3")},
)
TABLE_ES = (
    ["Reserva una mesa para {{people}} personas el {{day}}."],
    {"people": ["4"], "day": ["viernes"]},
    {"people": ("2", "4", "6"), "day": ("viernes", "sábado")},
)
TABLE_EN = (
    ["Book a table for {{people}} people on {{day}}."],
    {"people": ["4"], "day": ["Friday"]},
    {"people": ("2", "4", "6"), "day": ("Friday", "Saturday")},
)
TABLE_FR = (
    ["Réserve une table pour {{people}} personnes {{day}}."],
    {"people": ["4"], "day": ["vendredi"]},
    {"people": ("2", "4", "6"), "day": ("vendredi", "samedi")},
)
TABLE_DE = (
    ["Reserviere einen Tisch für {{people}} Personen am {{day}}."],
    {"people": ["4"], "day": ["Freitag"]},
    {"people": ("2", "4", "6"), "day": ("Freitag", "Samstag")},
)
TABLE_IT = (
    ["Prenota un tavolo per {{people}} persone {{day}}."],
    {"people": ["4"], "day": ["venerdì"]},
    {"people": ("2", "4", "6"), "day": ("venerdì", "sabato")},
)
TABLE_NL = (
    ["Reserveer een tafel voor {{people}} personen op {{day}}."],
    {"people": ["4"], "day": ["vrijdag"]},
    {"people": ("2", "4", "6"), "day": ("vrijdag", "zaterdag")},
)
APPT_ES = (
    ["Pide una cita para {{service}} el {{day}}."],
    {"service": ["corte de pelo"], "day": ["martes"]},
    {"service": ("corte de pelo", "tinte"), "day": ("martes", "jueves")},
)


def _last(case: Case, reply: str, user: str = "Hi, can you help?") -> bool:
    goals, values, options = case
    return reached_per_turn(goals, values, options, [user, reply])[-1]


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (ROOM_EN, "Done: the Rock room, up to 10 people, is booked for 8 people on Friday, ref R-22."),
        (ROOM_DE, "Erledigt: Raum Rock (bis zu 10 Personen) ist für 8 Personen am Freitag gebucht, Nr. R-22."),
        (ROOM_IT, "Fatto: la sala Rockstar, fino a 10 persone, è prenotata per 8 persone venerdì, codice KR-3391."),
        (ROOM_ES, "Hecho: la sala Rock, hasta 10 personas, está reservada para 8 personas el viernes, código R-22."),
        (ROOM_NL, "Geregeld: zaal Rock (tot 10 personen) is geboekt voor 8 personen op vrijdag, nr. R-22."),
        (ROOM_FR, "C'est fait : salle Rock, jusqu'à 10 personnes, réservée pour 8 personnes vendredi, n° R-22."),
    ],
)
def test_room_bound_still_done(case: Case, reply: str) -> None:
    assert _last(case, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (
            ROOM_EN,
            "Done: the Rock room is booked on Friday for 8 people, and I extended the booking to up to 10 people, "
            "ref R-22.",
        ),
        (ROOM_DE, "Erledigt: Raum am Freitag für 8 Personen gebucht und auf bis zu 10 Personen erweitert, Nr. R-22."),
        (ROOM_IT, "Ho prenotato la sala per 8 persone venerdì; anzi, l'ho cambiata fino a 10 persone, codice KR-3391."),
        (ROOM_ES, "Hecho: sala reservada para 8 personas el viernes y ampliada hasta 10 personas, código R-22."),
        (ROOM_NL, "Geregeld: zaal voor 8 personen op vrijdag, inmiddels uitgebreid tot 10 personen, nr. R-22."),
        (ROOM_EN, "Booked for 8 people on Friday, and I increased it to up to 10 people, ref R-22."),
        (ROOM_EN, "I've changed your Friday booking for 8 people to up to 10 people, ref R-22."),
        (ROOM_DE, "Raum für 8 Personen am Freitag gebucht und auf bis zu 10 Personen aufgestockt, Nr. R-22."),
        (ROOM_DE, "Ihre Buchung für 8 Personen am Freitag wurde auf max. 10 Personen erhöht, Nr. R-22."),
        (ROOM_FR, "Salle réservée pour 8 personnes vendredi, et j'ai étendu la réservation jusqu'à 10 personnes."),
        (ROOM_IT, "Sala prenotata per 8 persone venerdì, poi ampliata fino a 10 persone, codice KR-3391."),
        (ROOM_PT, "Sala reservada para 8 pessoas na sexta e ampliada até 10 pessoas, código R-22."),
        (ROOM_NL, "Zaal geboekt voor 8 personen op vrijdag en verhoogd naar maximaal 10 personen, nr. R-22."),
        (ROOM_ES, "Tu reserva del viernes para 8 personas, modificada hasta 10 personas, código R-22."),
        (ROOM_ID, "Ruang untuk 8 orang hari Jumat sudah dipesan dan diubah menjadi maksimal 10 orang, kode R-22."),
    ],
)
def test_bound_changed_to_is_the_count(case: Case, reply: str) -> None:
    assert not _last(case, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (JAM_FR, "C'est fait : Élodie Garnier + 1 personne, atelier du samedi 12 juillet, réservation CF-0712."),
        (JAM_ES, "Hecho: Marta López + 1 acompañante, taller del 12 de julio, reserva TM-0712."),
        (JAM_EN, "Done: Emma Stone + 1 guest, jam workshop on 12 July, booking JW-0712."),
        (
            JAM_FR,
            "C'est fait \U0001f353 Élodie Garnier + 1 personne, atelier « Confitures d'été », samedi 12 juillet, "
            "10 h–12 h 30. Réservation CF-0712-09.",
        ),
        (JAM_EN, "All done! Emma Stone + 1 guest, jam workshop on 12 July, 10:00, booking JW-0712."),
        (JAM_ES, "Apuntados: Marta López + 1 acompañante en el taller del 12 de julio, reserva TM-0712."),
        (JAM_DE, "Erledigt: Herr Weber + 1 Begleitperson für den Marmeladenkurs am 12. Juli angemeldet, Nr. MK-0712."),
    ],
)
def test_companions_in_a_done_sentence(case: Case, reply: str) -> None:
    assert _last(case, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (
            JAM_FR,
            "C'est fait : Élodie Garnier est inscrite à l'atelier du 12 juillet (réservation CF-0712). Pour Élodie "
            "Garnier + 1 personne, il faudra rappeler.",
        ),
        (
            JAM_ES,
            "Hecho: Marta López inscrita en el taller del 12 de julio, reserva TM-0712. Marta López + 1 acompañante "
            "no es posible.",
        ),
        (
            JAM_FR,
            "Inscription faite : Élodie Garnier, atelier du 12 juillet, CF-0712. Élodie Garnier + 1 personne, ce sera "
            "pour la prochaine fois.",
        ),
        (JAM_ES, "Apuntada: Marta López + 1 acompañante en lista de espera del taller del 12 de julio."),
        (
            JAM_EN,
            "Done: Emma Stone is signed up for 12 July, booking JW-0712. Emma Stone + 1 guest is not possible.",
        ),
        (
            JAM_EN,
            "Booked: Emma Stone, jam workshop on 12 July, JW-0712. For Emma Stone + 1 guest we'll call you back.",
        ),
        (
            JAM_DE,
            "Erledigt: Herr Weber ist für den 12. Juli angemeldet, Nr. MK-0712. Herr Weber + 1 Begleitperson geht "
            "leider nicht.",
        ),
        (
            JAM_IT,
            "Fatto: Giulia Neri iscritta al laboratorio del 12 luglio, codice LM-0712. Giulia Neri + 1 "
            "accompagnatore sarà possibile solo la prossima volta.",
        ),
        (
            JAM_NL,
            "Geregeld: Sanne Vries staat ingeschreven voor 12 juli, nr. JW-0712. Sanne Vries + 1 begeleider kan "
            "helaas niet.",
        ),
        (
            JAM_PT,
            "Feito: Ana Souza inscrita na oficina de 12 de julho, código OG-0712. Ana Souza + 1 acompanhante, só na "
            "próxima vez.",
        ),
        (JAM_ES, "Inscrita: Marta López + 1 acompañante en lista de espera del taller del 12 de julio."),
        (JAM_FR, "C'est fait. Élodie Garnier + 1 personne, ce n'est pas possible pour le 12 juillet."),
        (JAM_EN, "Done! Emma Stone + 1 guest, next time: the 12 July workshop only takes singles."),
        (JAM_EN, "Added: Emma Stone + 1 guest to the waiting list for the jam workshop on 12 July."),
        (JAM_DE, "Eingetragen: Herr Weber + 1 Begleitperson auf der Warteliste für den 12. Juli."),
        (JAM_FR, "Inscrits : Élodie Garnier + 1 personne sur la liste d'attente de l'atelier du 12 juillet."),
    ],
)
def test_companions_not_done(case: Case, reply: str) -> None:
    assert not _last(case, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Ya está corregido: el pedido BJ-60214 lleva ahora los pendientes de aro en dorado.",
        "Pedido BJ-60214 confirmado: los pendientes de aro en color dorado.",
        "Hecho: el pedido BJ-60214 lleva unos pendientes de aro, en dorado.",
    ],
)
def test_earrings_still_done(reply: str) -> None:
    assert _last(EARRINGS, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (TABLE_ES, "He registrado la mesa para 4 personas el viernes; queda entre los pendientes de confirmación."),
        (TABLE_ES, "Tu mesa para 4 personas el viernes está en la lista; sus pendientes: pago de la señal."),
        (APPT_ES, "Cita de corte de pelo el martes anotada en tus pendientes; te confirmamos cuando nos digan."),
        (
            TABLE_ES,
            "Mesa para 4 personas el viernes: la he dejado en tus pendientes hasta que el restaurante responda.",
        ),
        (TABLE_ES, "Mesa para 4 personas el viernes anotada; la dejo entre los pendientes del restaurante."),
        (TABLE_ES, "He apuntado la mesa para 4 personas el viernes en sus pendientes de confirmación."),
        (APPT_ES, "Cita de corte de pelo el martes registrada; tus pendientes: confirmar con el peluquero."),
        (TABLE_ES, "Mesa para 4 personas el viernes: queda en los pendientes hasta que pagues la señal."),
        (TABLE_ES, "Tengo tu mesa para 4 personas el viernes entre mis pendientes."),
        (EARRINGS, "Los pendientes de aro en dorado están en tus pendientes de pago, pedido BJ-60214."),
        (EARRINGS, "He pasado el pedido BJ-60214 de pendientes de aro dorados a los pendientes de envío."),
        (EARRINGS, "Ya está: el pedido BJ-60214 lleva los pendientes de aro en plateado."),
    ],
)
def test_your_pending_items(case: Case, reply: str) -> None:
    assert not _last(case, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Booked for 4 on Friday. I've sent the confirmation; Saturday\u2019s brunch menu is attached.",
        "Booked for 4 on Friday. I've sent the confirmation; Saturday's brunch menu is attached.",
        "Booked for 4 on Friday, ref T-4. Saturday\u2019s live music starts at 9, and I've added a note for the cake.",
        "Booked for 4 on Friday, ref T-4. I've also noted Saturday's brunch for you.",
    ],
)
def test_possessive_day_aside_still_done(reply: str) -> None:
    assert _last(TABLE_EN, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (TABLE_EN, "Booked for 4 on Friday. Actually, I've put you down for Saturday\u2019s first seating instead."),
        (TABLE_EN, "Booked for 4 on Friday. Actually, I've put you down for Saturday's first seating instead."),
        (TABLE_EN, "Booked for 4 on Friday. I've moved you onto Saturday\u2019s early seating."),
        (TABLE_EN, "Booked for 4 on Friday. I've moved you onto Saturday's early seating."),
        (TABLE_EN, "Booked for 4 on Friday. Then I switched it to Saturday\u2019s lunch slot."),
        (TABLE_EN, "Table for 4 on Friday confirmed. I've now booked you in for Saturday's dinner service instead."),
        (
            TABLE_FR,
            "Table pour 4 personnes vendredi réservée. Finalement, je vous ai inscrit pour le premier service de "
            "samedi.",
        ),
        (TABLE_ES, "Mesa para 4 personas el viernes reservada. Al final le he apuntado en el primer turno del sábado."),
        (
            TABLE_DE,
            "Tisch für 4 Personen am Freitag reserviert. Ich habe Sie auf die erste Runde vom Samstag umgebucht.",
        ),
        (TABLE_IT, "Tavolo per 4 persone venerdì prenotato. Anzi, l'ho spostato al primo turno di sabato."),
        (
            TABLE_NL,
            "Tafel voor 4 personen op vrijdag geboekt. Ik heb u toch omgeboekt naar de eerste ronde van zaterdag.",
        ),
    ],
)
def test_possessive_day_the_booking_is_put_on(case: Case, reply: str) -> None:
    assert not _last(case, reply)


@pytest.mark.parametrize(
    ("case", "user", "reply"),
    [
        (
            TABLE_EN,
            "Is my old Tuesday booking still there?",
            "Your table for 4 on Friday is booked, ref T-4. Unfortunately no, the Tuesday booking was cancelled last "
            "week.",
        ),
        (
            TABLE_DE,
            "Steht meine alte Reservierung vom Dienstag noch?",
            "Ihr Tisch für 4 Personen am Freitag ist reserviert, Nr. T-4. Leider nein, die Reservierung vom Dienstag "
            "ist storniert.",
        ),
        (
            TABLE_IT,
            "C'è ancora il parcheggio gratuito?",
            "Tavolo per 4 persone venerdì prenotato, codice T-4. Purtroppo no, il parcheggio gratuito è stato "
            "cancellato.",
        ),
        (
            TABLE_ES,
            "¿Sigue en pie mi antigua reserva del martes?",
            "Mesa para 4 personas el viernes reservada, código T-4. Lamentablemente no, la del martes se canceló.",
        ),
        (
            TABLE_NL,
            "Staat mijn oude reservering van dinsdag er nog?",
            "Tafel voor 4 personen op vrijdag geboekt, nr. T-4. Helaas nee, die van dinsdag is geannuleerd.",
        ),
    ],
)
def test_regretted_no_to_a_side_question_leaves_the_deed(case: Case, user: str, reply: str) -> None:
    assert _last(case, reply, user)


@pytest.mark.parametrize(
    ("case", "user", "reply"),
    [
        (TABLE_EN, "Is there parking?", "Booked for 4 on Friday. Unfortunately no, the booking was cancelled."),
        (TABLE_EN, "Is my booking confirmed?", "Your table for 4 on Friday is booked. Unfortunately no, it failed."),
        (
            TABLE_EN,
            "Is my old Tuesday booking still there?",
            "Booked for 4 on Friday. Unfortunately no, it was cancelled.",
        ),
        (TABLE_DE, "Gibt es Parkplätze?", "Tisch für 4 Personen am Freitag gebucht. Leider nein, sie ist storniert."),
        (
            TABLE_DE,
            "Steht meine alte Reservierung vom Dienstag noch?",
            "Tisch für 4 Personen am Freitag gebucht. Leider nein, die Buchung für Freitag wurde storniert.",
        ),
        (TABLE_IT, "C'è il parcheggio?", "Tavolo per 4 persone venerdì prenotato. Purtroppo no, è stata annullata."),
        (
            TABLE_ES,
            "¿Tenéis terraza?",
            "Mesa para 4 personas el viernes reservada. Lamentablemente no, se ha cancelado.",
        ),
        (
            TABLE_FR,
            "Il y a un parking ?",
            "Table pour 4 personnes vendredi réservée. Malheureusement non, elle a été annulée.",
        ),
        (
            TABLE_NL,
            "Is er parkeergelegenheid?",
            "Tafel voor 4 personen op vrijdag geboekt. Helaas nee, hij is geannuleerd.",
        ),
        (
            TABLE_EN,
            "Can I bring my dog?",
            "Your table for 4 on Friday is booked. Unfortunately no, the Friday booking was cancelled.",
        ),
    ],
)
def test_regretted_no_about_the_deed_still_takes_it_back(case: Case, user: str, reply: str) -> None:
    assert not _last(case, reply, user)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (
            TABLE_FR,
            "Table pour 4 personnes vendredi réservée, n° T-4. Je vous confirme demain l'heure du traiteur pour le "
            "gâteau.",
        ),
        (TABLE_ES, "Mesa para 4 personas el viernes reservada, código T-4. Te confirmo mañana la hora de la tarta."),
        (TABLE_IT, "Tavolo per 4 persone venerdì prenotato, codice T-4. Ti confermo domani l'orario della torta."),
        (TABLE_DE, "Tisch für 4 Personen am Freitag reserviert, Nr. T-4. Ich bestätige Ihnen morgen die Torte."),
        (TABLE_NL, "Tafel voor 4 personen op vrijdag geboekt, nr. T-4. Ik bevestig u morgen de taart."),
    ],
)
def test_confirming_another_thing_tomorrow_leaves_the_deed(case: Case, reply: str) -> None:
    assert _last(case, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (TABLE_FR, "Table pour 4 personnes vendredi réservée, n° T-4. Je vous confirme demain."),
        (TABLE_FR, "Table pour 4 personnes vendredi réservée, n° T-4. Je vous confirme demain la réservation."),
        (TABLE_ES, "Mesa para 4 personas el viernes reservada, código T-4. Te confirmo mañana la reserva."),
        (TABLE_ES, "Mesa para 4 personas el viernes reservada. Te lo confirmo mañana."),
        (TABLE_IT, "Tavolo per 4 persone venerdì prenotato, codice T-4. Ti confermo domani la prenotazione."),
        (TABLE_IT, "Tavolo per 4 persone venerdì prenotato. Te lo confermo domani."),
        (TABLE_DE, "Tisch für 4 Personen am Freitag reserviert, Nr. T-4. Ich bestätige Ihnen morgen die Buchung."),
        (TABLE_NL, "Tafel voor 4 personen op vrijdag geboekt, nr. T-4. Ik bevestig u morgen de reservering."),
        (TABLE_EN, "Table for 4 on Friday booked, ref T-4. I confirm tomorrow, once the manager is in."),
        (TABLE_FR, "Table pour 4 personnes vendredi réservée, n° T-4. Je vous confirme plus tard votre réservation."),
    ],
)
def test_confirming_the_deed_tomorrow_is_still_to_come(case: Case, reply: str) -> None:
    assert not _last(case, reply)
