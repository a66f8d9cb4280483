"""Round 21's recall readings, each beside its not-done twins (promised, asked, pending, another item, wrong value).

A room's bound and a name with its companions (goal_capacity), a night said by its two days (goal_dates), the
Spanish earrings that are no pending status (goal_status), the Portuguese *no* before a place (goal_beside), *of*
before a measure in a drawn value (goal_values).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn

ROOM_IT = (["Prenota una sala per {{persons}} persone venerdì."], {"persons": ["8"]}, {"persons": ("6", "8", "10")})
ROOM_ES = (
    ["Reserva una sala para {{persons}} personas el viernes."],
    {"persons": ["8"]},
    {"persons": ("6", "8", "10")},
)
ROOM_DE = (["Buche einen Raum für {{persons}} Personen am Freitag."], {"persons": ["8"]}, {"persons": ("6", "8", "10")})
ROOM_EN = (["Book a room for {{persons}} people on Friday."], {"persons": ["8"]}, {"persons": ("6", "8", "10")})
JAM_FR = (
    ["Inscris {{persons}} personnes à l'atelier confiture du 12 juillet."],
    {"persons": ["2"]},
    {"persons": ("1", "2", "3")},
)
JAM_ES = (
    ["Inscribe a {{persons}} personas en el taller de mermelada del 12 de julio."],
    {"persons": ["2"]},
    {"persons": ("1", "2", "3")},
)
JAM_EN = (
    ["Sign up {{persons}} people for the jam workshop on 12 July."],
    {"persons": ["2"]},
    {"persons": ("1", "2", "3")},
)
HAY_DE = (
    ["Reserviere eine Übernachtung im Heu für 4 Personen in der Nacht vom {{date}}."],
    {"date": ["12. Juli"]},
    {"date": ("5. Juli", "12. Juli", "13. Juli")},
)
HAY_NL = (
    ["Boek een overnachting in het hooi voor 4 personen in de nacht van {{date}}."],
    {"date": ["12 juli"]},
    {"date": ("5 juli", "12 juli", "13 juli")},
)
HAY_PT = (
    ["Reserve uma noite no feno para 4 pessoas na noite de {{date}}."],
    {"date": ["12 de julho"]},
    {"date": ("5 de julho", "12 de julho", "13 de julho")},
)
HAY_IT = (
    ["Prenota una notte nel fienile per 4 persone la notte del {{date}}."],
    {"date": ["12 luglio"]},
    {"date": ("5 luglio", "12 luglio", "13 luglio")},
)
EARRINGS = (
    ["Comprar unos pendientes {{style}} en color {{color}}."],
    {"style": ["de aro"], "color": ["dorado"]},
    {"style": ("de aro", "de botón"), "color": ("dorado", "plateado")},
)
TOUR_PT = (
    ["Reservar o passeio {{tour}} para {{people}} pessoas no {{day}}."],
    {"tour": ["Orla de Copacabana"], "people": ["2"], "day": ["domingo"]},
    {"tour": ("Orla de Copacabana", "Centro Histórico"), "people": ("2", "3"), "day": ("sábado", "domingo")},
)
STAND_PT = (
    ["Alugar um estande {{size}} na feira de artesanato de dezembro."],
    {"size": ["de 2x2 m"]},
    {"size": ("de 2x2 m", "de 3x3 m")},
)
TABLE_IT = (["Ordina un tavolo {{size}} in rovere."], {"size": ["di 180 cm"]}, {"size": ("di 180 cm", "di 220 cm")})


def _last(case: tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]], reply: str) -> bool:
    goals, values, options = case
    return reached_per_turn(goals, values, options, ["Hola, ¿me ayudas?", reply])[-1]


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (ROOM_IT, "Fatto: la sala Rockstar, fino a 10 persone, è prenotata per 8 persone venerdì, codice KR-3391."),
        (ROOM_ES, "Hecho: la sala Rock, hasta 10 personas, está reservada para 8 personas el viernes, código R-22."),
        (ROOM_DE, "Erledigt: Raum Rock (bis zu 10 Personen) ist für 8 Personen am Freitag gebucht, Nr. R-22."),
        (ROOM_EN, "Done: the Rock room, up to 10 people, is booked for 8 people on Friday, ref R-22."),
        (JAM_FR, "C'est fait : Élodie Garnier + 1 personne, atelier du samedi 12 juillet, réservation CF-0712."),
        (JAM_ES, "Hecho: Marta López + 1 acompañante, taller del 12 de julio, reserva TM-0712."),
        (JAM_EN, "Done: Emma Stone + 1 guest, jam workshop on 12 July, booking JW-0712."),
        (
            HAY_DE,
            "Ihre Reservierung ist eingetragen: Heuboden, Nacht vom 12. auf den 13. Juli, 4 Personen, Nr. HL-2207.",
        ),
        (HAY_NL, "Uw reservering staat: hooizolder, de nacht van 12 op 13 juli, 4 personen, nr. HL-2207."),
        (HAY_PT, "Reserva confirmada: celeiro, noite de 12 para 13 de julho, 4 pessoas, código HL-2207."),
        (HAY_IT, "Prenotazione fatta: fienile, la notte tra il 12 e il 13 luglio, 4 persone, codice HL-2207."),
        (EARRINGS, "Ya está corregido: el pedido BJ-60214 lleva ahora los pendientes de aro en dorado."),
        (STAND_PT, "Pagamento recebido! Seu estande 2x2 m nº B-17 está confirmado na feira de dezembro."),
        (TABLE_IT, "Ordine fatto: tavolo 180 cm in rovere, ordine n. TV-221."),
    ],
)
def test_read_as_done(case: tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]], reply: str) -> None:
    assert _last(case, reply)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (ROOM_IT, "Fatto: la sala Rockstar è prenotata fino a 10 persone venerdì, codice KR-3391."),  # 8 never said
        (ROOM_IT, "Fatto: sala prenotata per 10 persone venerdì (fino a 12 persone), codice KR-3391."),  # wrong count
        (ROOM_IT, "La sala Rockstar ospita fino a 10 persone: la prenoto per 8 persone venerdì?"),  # asked
        (ROOM_ES, "Puedo reservar la sala para 8 personas el viernes, hasta 10 personas."),  # offered
        (ROOM_DE, "Der Raum für 8 Personen (bis zu 10 Personen) ist am Freitag leider schon belegt."),  # refused
        (ROOM_EN, "The Rock room holds up to 10 people; I will book it for 8 people on Friday."),  # promised
        (JAM_FR, "Je peux inscrire Élodie Garnier + 1 personne à l'atelier du 12 juillet ?"),  # asked
        (JAM_FR, "Élodie Garnier + 1 personne : je vous inscris dès que le paiement arrive."),  # promised
        (JAM_ES, "Hecho: inscrita 1 persona, Marta López, taller del 12 de julio, reserva TM-0712."),  # one
        (JAM_EN, "Emma Stone + 1 guest is on the waiting list for the jam workshop on 12 July."),  # waiting list
        (HAY_DE, "Ihre Reservierung wurde vom 12. auf den 13. Juli verschoben, 4 Personen, Nr. HL-2207."),  # moved
        (HAY_DE, "Ihre Reservierung ist eingetragen: Nacht vom 11. auf den 12. Juli, 4 Personen, Nr. HL-2207."),
        (HAY_DE, "Für die Nacht vom 12. auf den 13. Juli haben wir für 4 Personen noch Plätze frei."),  # free only
        (HAY_NL, "Zal ik de nacht van 12 op 13 juli voor 4 personen vastleggen?"),  # asked
        (HAY_PT, "A reserva da noite de 12 para 13 de julho para 4 pessoas está pendente de pagamento."),  # pending
        (HAY_IT, "Purtroppo la notte tra il 12 e il 13 luglio per 4 persone il fienile è al completo."),  # full
        (EARRINGS, "Los pendientes de aro dorados quedan pendientes de pago, pedido BJ-60214."),  # pending
        (EARRINGS, "Tu pedido BJ-60214 de pendientes de aro dorados está pendiente de confirmación."),  # pending
        (EARRINGS, "Ya está: el pedido BJ-60214 lleva los pendientes de aro en plateado."),  # wrong colour
        (STAND_PT, "Seu estande 3x3 m nº B-17 está confirmado na feira de dezembro."),  # another size
        (STAND_PT, "Temos estandes 2x2 m disponíveis para a feira de dezembro por R$ 280."),  # available
        (STAND_PT, "O estande 2x2 m será confirmado depois do pagamento."),  # promised
        (TABLE_IT, "Posso ordinare il tavolo 180 cm in rovere, vuole che proceda?"),  # asked
        (TABLE_IT, "Ordine fatto: tavolo 220 cm in rovere, ordine n. TV-221."),  # another size
    ],
)
def test_twin_not_done(case: tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]], reply: str) -> None:
    assert not _last(case, reply)


SOLO_FR = (
    ["Inscris {{persons}} personne à l'atelier confiture du 12 juillet."],
    {"persons": ["1"]},
    {"persons": ("1", "2")},
)


@pytest.mark.parametrize(
    ("case", "reply"),
    [
        (JAM_FR, "C'est fait : Élodie Garnier + 2 personnes, atelier du samedi 12 juillet, réservation CF-0712."),
        (SOLO_FR, "C'est fait : Élodie Garnier + 1 personne, atelier du samedi 12 juillet, réservation CF-0712."),
        (JAM_ES, "Hecho: Marta López + 2 acompañantes, taller del 12 de julio, reserva TM-0712."),
    ],
)
def test_companions_count_the_party(
    case: tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]], reply: str
) -> None:
    assert not _last(case, reply)  # the named one and the companions: one more than the number said


ASKED_PT = [
    "Oi! Quero reservar o passeio da Orla de Copacabana para 2 pessoas no domingo.",
    "Oi! No domingo temos saídas às 8h e às 16h. Qual horário você prefere? E em nome de quem fica a reserva?",
    "8h, no nome de Rafael Costa.",
]


@pytest.mark.parametrize(
    ("reply", "done"),
    [
        (
            "Reserva confirmada! ✅\nPasseio: Orla de Copacabana\nDomingo, 8h – encontro no Posto 5\nParticipantes: 2",
            True,
        ),
        ("Reserva feita! ✅\nPasseio: Orla de Copacabana\nDomingo, 8h – saída no ponto do Posto 5\nPessoas: 2", True),
        ("Não conseguimos reservar: domingo, encontro no Posto 5, 2 pessoas, Orla de Copacabana.", False),  # failed
        ("Reserva pendente!\nPasseio: Orla de Copacabana\nDomingo, encontro no Posto 5\nParticipantes: 2", False),
        ("Reserva confirmada!\nPasseio: Orla de Copacabana\nDomingo, encontro no Posto 5\nParticipantes: 3", False),
        ("Reserva confirmada!\nPasseio: Centro Histórico\nDomingo, encontro no Posto 5\nParticipantes: 2", False),
        ("Reserva confirmada!\nPasseio: Orla de Copacabana\nDomingo? Encontro no Posto 5\nParticipantes: 2", False),
        ("Reserva confirmada!\nPasseio: Orla de Copacabana\nDomingo, no Posto 5 não há saída\nParticipantes: 2", False),
        ("Posso reservar a Orla de Copacabana no domingo para 2 pessoas, encontro no ponto do Posto 5?", False),
        ("Reserva confirmada!\nPasseio: Orla de Copacabana\nDomingo, no Posto 5: esgotado\nParticipantes: 2", False),
    ],
)
def test_portuguese_in_the_place(reply: str, done: bool) -> None:
    goals, values, options = TOUR_PT
    assert reached_per_turn(goals, values, options, [*ASKED_PT, reply])[-1] is done


PROBES = [
    # a room's bound: never the count booked
    (ROOM_IT, "Ti blocco la sala fino a 10 persone per 8 persone venerdì, se confermi."),
    (ROOM_ES, "La sala admite hasta 10 personas; ¿la reservo para 8 personas el viernes?"),
    (ROOM_ES, "Reservada la sala para hasta 10 personas el viernes, código R-22."),
    (ROOM_DE, "Gebucht: Raum für bis zu 10 Personen am Freitag, Nr. R-22."),
    (ROOM_EN, "Booked: the room for up to 12 people on Friday, 10 people confirmed, ref R-22."),
    (ROOM_EN, "Sorry, the room for 8 people (max. 10 people) on Friday is fully booked."),
    # a name and its companions
    (JAM_FR, "Élodie Garnier + 1 personne : inscription en attente de paiement pour le 12 juillet."),
    (JAM_ES, "¿Te apunto a ti + 1 acompañante al taller del 12 de julio?"),
    (JAM_EN, "Emma Stone + 1 guest: I'll add you to the 12 July workshop once you confirm."),
    # a night by its two days
    (HAY_DE, "Die Nacht vom 12. auf den 13. Juli ist leider ausgebucht, 4 Personen gehen nicht mehr."),
    (HAY_NL, "De nacht van 12 op 13 juli voor 4 personen kan ik pas morgen bevestigen."),
    (HAY_PT, "Posso reservar a noite de 12 para 13 de julho para 4 pessoas?"),
    (HAY_IT, "La notte tra il 12 e il 13 luglio per 4 persone la posso tenere solo fino a domani."),
    # the earrings are no pending status, but a pending status still is
    (EARRINGS, "Los pendientes de aro dorados te los reservo si me confirmas el pago."),
    (EARRINGS, "¿Quieres los pendientes de aro en dorado?"),
    (EARRINGS, "Pedido BJ-1: pendientes de aro dorados, pendiente de pago."),
    (EARRINGS, "Los pendientes de aro dorados están agotados, lo siento."),
    # of before a measure
    (STAND_PT, "Posso reservar o estande 2x2 m na feira de dezembro?"),
    (STAND_PT, "Infelizmente o estande 2x2 m de dezembro já está esgotado."),
    (STAND_PT, "O estande 2x2 m fica reservado quando o Pix for confirmado."),
    (TABLE_IT, "Il tavolo 180 cm in rovere non è più disponibile."),
    (TABLE_IT, "Ordinerò il tavolo 180 cm in rovere domani."),
]


@pytest.mark.parametrize(("case", "reply"), PROBES)
def test_probe_stays_open(case: tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]], reply: str) -> None:
    assert not _last(case, reply)


KIDS_NL = (
    ["Meld {{count}} kinderen aan voor de lampionnenworkshop op {{date}}."],
    {"count": ["2"], "date": ["8 november"]},
    {"count": ("1", "2", "3"), "date": ("1 november", "8 november")},
)


@pytest.mark.parametrize(
    ("reply", "done"),
    [
        ("Gelukt! Fenna en Daan staan ingeschreven voor de lampionnenworkshop op zaterdag 8 november.", True),
        ("Fenna, Daan en Joep staan ingeschreven voor de lampionnenworkshop op 8 november.", False),  # three
        ("Fenna staat ingeschreven voor de lampionnenworkshop op 8 november.", False),  # one
        ("Fenna en Daan staan op de wachtlijst voor de lampionnenworkshop op 8 november.", False),  # waiting list
        ("Zal ik Fenna en Daan inschrijven voor de lampionnenworkshop op 8 november?", False),  # asked
        ("Fenna en Daan staan ingeschreven voor de lampionnenworkshop op 1 november.", False),  # another date
    ],
)
def test_children_counted_by_their_names(reply: str, done: bool) -> None:
    goals, values, options = KIDS_NL
    assert reached_per_turn(goals, values, options, ["Hallo", reply])[-1] is done
