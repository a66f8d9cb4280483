"""Premature stops by class (round 12, precision): a value said of another subject, held until paid or paid to
validate, an application recorded, a contract left to sign, a promise carried over turns, a state adjective shaped
like a participle.

Every sentence was written for these tests (a pottery class, a castle tour, a wine tasting, a print shop, a
lawyer, a gym); none comes from the labelled sets under bench/. Each guard has its done or answered twin.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_await import TO_SIGN
from user_sim.core.goal_beside import request_only
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_done import is_done
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_subject import other_subject
from user_sim.core.goal_unpaid import unpaid
from user_sim.core.goals import normalise

SUBJECTS = [  # the request, an answer about a neighbouring matter, an answer about the request's own
    ("Ask how long the pottery class lasts.", "The glaze needs two weeks to dry.", "The class lasts three hours."),
    ("Pregunta cuánto cuesta la visita.", "En la tienda el aceite cuesta 9 € el litro.", "La visita cuesta 15 €."),
    ("Pergunte quanto custa o passeio.", "O estacionamento custa R$ 20.", "O passeio custa R$ 80."),
    ("Demande combien coûte l'atelier.", "Le parking coûte 5 €.", "L'atelier coûte 40 €."),
    ("Frage, wie lange die Führung dauert.", "Die Anfahrt dauert etwa 40 Minuten.", "Die Führung dauert 90 Minuten."),
    ("Chiedi quanto dura la degustazione.", "Le botti riposano da 12 a 18 mesi.", "La degustazione dura due ore."),
    ("Vraag hoe lang de rondleiding duurt.", "De heenreis duurt ongeveer 40 minuten.", "Het duurt ongeveer twee uur."),
    ("Tanyakan berapa lama tur berlangsung.", "Perjalanannya memakan waktu 2 jam.", "Turnya memakan waktu 3 jam."),
]


@pytest.mark.parametrize(("goal", "neighbour", "own"), SUBJECTS)
def test_a_value_said_of_another_subject_answers_nothing(goal: str, neighbour: str, own: str) -> None:
    (part,) = decompose([goal], None, {})
    assert other_subject(part, neighbour)
    assert not other_subject(part, own)


def test_an_answer_with_no_subject_of_its_own_is_left_to_the_other_rules() -> None:
    (part,) = decompose(["Ask how long the pottery class lasts."], None, {})
    assert not other_subject(part, "About three hours.")
    assert not other_subject(part, "It takes about three hours, the glaze included.")


UNPAID = [
    ("Your two seats are reserved until you pay the deposit.", "Your two seats are reserved, deposit received."),
    ("Las plazas quedan reservadas hasta que pagues la señal.", "Las plazas quedan reservadas, señal recibida."),
    ("A vaga fica reservada até você pagar a primeira parcela.", "A vaga fica reservada, parcela paga."),
    ("Pour valider la réservation, merci de régler 20 €.", "Réservation validée, merci pour le règlement."),
    ("Die Plätze sind reserviert bis zur Zahlung der Anzahlung.", "Die Plätze sind reserviert, Anzahlung erhalten."),
    ("Il posto resta riservato finché non paghi l'acconto.", "Il posto è riservato, acconto ricevuto."),
    ("De plek blijft gereserveerd tot de betaling binnen is.", "De plek is gereserveerd, betaling ontvangen."),
    ("Kursi disimpan sampai pembayaran DP masuk.", "Kursi sudah dipesan, DP sudah diterima."),
]


@pytest.mark.parametrize(("held", "paid"), UNPAID)
def test_held_until_paid_or_paid_to_validate_is_not_done(held: str, paid: str) -> None:
    assert unpaid(sentences(held))
    assert not unpaid(sentences(paid))


APPLICATIONS = [
    ("Book the gym membership.", "I've filed your application for the gym.", "Your gym membership is booked."),
    ("Schließe den Leasingvertrag ab.", "Ich habe den Leasingantrag angelegt.", "Der Vertrag ist abgeschlossen."),
]


@pytest.mark.parametrize(("goal", "applied", "done"), APPLICATIONS)
def test_an_application_recorded_is_a_request_not_the_deed(goal: str, applied: str, done: str) -> None:
    (part,) = decompose([goal], None, {})
    assert request_only(applied, part)
    assert not request_only(done, part)


SIGN = [
    ("The contract is ready for your signature.", "The contract is signed."),
    ("El contrato está listo para firmar.", "El contrato está firmado."),
    ("O contrato está pronto para assinatura.", "O contrato foi assinado."),
    ("Le contrat est prêt à signer.", "Le contrat est signé."),
    ("Der Vertrag liegt zur Unterschrift bereit.", "Der Vertrag ist unterschrieben."),
    ("Il contratto è pronto da firmare.", "Il contratto è firmato."),
    ("Het contract staat klaar om te ondertekenen.", "Het contract is ondertekend."),
    ("Kontraknya siap ditandatangani.", "Kontraknya sudah ditandatangani."),
]


@pytest.mark.parametrize(("to_sign", "signed"), SIGN)
def test_a_contract_left_to_sign_is_not_made(to_sign: str, signed: str) -> None:
    assert TO_SIGN.search(normalise(to_sign)) is not None
    assert TO_SIGN.search(normalise(signed)) is None


@pytest.mark.parametrize(
    ("state", "deed"),
    [
        ("La lezione di prova è gratuita.", "La lezione di prova è confermata."),
        ("A aula experimental é gratuita.", "A aula experimental foi marcada."),
        ("El estudio está situado en la calle Mayor.", "El estudio está reservado."),
    ],
)
def test_a_state_adjective_shaped_like_a_participle_is_no_deed(state: str, deed: str) -> None:
    assert not is_done(state)
    assert is_done(deed)


def _stops(goal: str, values: dict[str, list[str]], turns: list[tuple[str, str]]) -> list[bool]:
    check = StructuredGoalCheck(decompose([goal], None, values), {}, None)
    transcript: list[tuple[str, str]] = []
    out = []
    for user, bot in turns:
        transcript += [("User", user), ("Assistant", bot)]
        out.append(check.decide(transcript).reached)
    return out


def test_a_promise_of_the_deed_beside_another_done_deed_is_not_carried_to_the_next_turn() -> None:
    goal, values = "Rent a print shop locker for {{n}} posters.", {"n": ["40"]}
    promised = [
        (
            "Hi, I'd like to rent a locker for 40 posters",
            "Your customer account is created (no. C-12). Our manager will assign you a locker for 40 posters once "
            "one frees up.",
        ),
        ("ok thanks", "You're welcome, we'll keep you posted."),
    ]
    assert _stops(goal, values, promised) == [False, False]
    assigned = [promised[0], ("ok thanks", "Good news: your locker for 40 posters is rented, no. 14.")]
    assert _stops(goal, values, assigned) == [False, True]


def test_a_day_a_drawn_value_or_a_pronoun_is_no_subject_of_its_own() -> None:
    (museum,) = decompose(["saber a qué hora abre el museo el {{day}}"], None, {"day": ["lunes"]})
    assert not other_subject(museum, "El lunes abrimos de 9:00 a 14:00; la taquilla cierra a las 13:30.")
    (lamp,) = decompose(["Demande le prix de la {{objet}} en vitrine."], None, {"objet": ["lampe Gallé"]})
    assert not other_subject(lamp, "La lampe Gallé (vers 1900, verre gravé) est à 2 300 €.")
    (parcel,) = decompose(["Demande quand le colis arrivera."], None, {})
    assert not other_subject(parcel, "Il sera chez vous jeudi matin, à partir de 9 h.")


def test_the_chatbots_own_earlier_word_for_the_matter_is_its_subject() -> None:
    (part,) = decompose(["Pregunta cuánto cuesta el arreglo."], None, {})
    assert other_subject(part, "La puesta a punto cuesta 40 €.")
    assert not other_subject(part, "La puesta a punto cuesta 40 €.", "Reservado: puesta a punto el martes a las 9:00.")
