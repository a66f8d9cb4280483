"""Held-out #20's premature stops, read after its blind scoring and fixed by class (each beside its done twins).

* A wish or a welcome whose noun ends like a participle (``goal_lookalikes.WISHED``): ``Bonne journée !``, ``Buona
  serata!``, ``¡Buena jornada!``, ``¡Bienvenido!`` close a conversation; they do no deed (#20 fr-02 carried a
  *je vais vous inscrire* over to a farewell).
* Indonesian *already full / sold out / closed* (``goal_lookalikes.IDIOMS``): ``Hari Kamis sudah penuh`` is no deed
  (#20 id-09).
* A waiting list is no booking unless the goal asks for one (``goal_waitlist``): ``Sudah saya masukkan ke daftar
  tunggu hari Kamis`` makes no appointment (#20 id-09).
* A second object of one deed (``goal_halves.leaves_object``): its own words end at a comma or *for* (``uma capa de
  chuva para ela, para retirar na loja``: the pick-up in the shop is no capa), and a sentence of the proof that says
  a failure names nothing done (``Quanto ao eletrocardiograma, a agenda … não foi aberta``) (#20 pt-04, pt-09).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_done import is_done


@pytest.mark.parametrize(
    "closing",
    [
        "Bonne journée !",
        "À bientôt, et bonne soirée !",
        "Buona giornata!",
        "Buona serata!",
        "¡Buena jornada!",
        "¡Bienvenido!",
        "Boa jornada!",
        "Belle soirée !",
        "Quelle journée !",
    ],
)
def test_a_wish_or_a_welcome_is_no_deed(closing: str) -> None:
    assert not is_done(closing)


@pytest.mark.parametrize("done", ["Réservée !", "Prenotata!", "¡Reservado!", "Gebucht!", "Confirmada!", "Booked!"])
def test_a_participle_exclaimed_is_still_a_deed(done: str) -> None:
    assert is_done(done)


_APPOINTMENT = {
    "fr": ("Prends un rendez-vous le {{date}}.", "14 octobre", "15 octobre", "Je vais vous inscrire le 14 octobre.",
           "Bonne journée !", "C'est fait, vous êtes inscrit le 14 octobre."),
    "it": ("Prenota un appuntamento il {{date}}.", "14 ottobre", "15 ottobre", "Adesso la prenoto per il 14 ottobre.",
           "Buona giornata!", "Fatto, appuntamento prenotato il 14 ottobre."),
    "es": ("Reserva una cita el {{date}}.", "14 de octubre", "15 de octubre", "Le voy a apuntar el 14 de octubre.",
           "¡Buena jornada!", "Listo, cita reservada el 14 de octubre."),
}  # fmt: skip


@pytest.mark.parametrize("lang", sorted(_APPOINTMENT))
def test_a_farewell_after_a_promise_does_not_carry_it_as_done(lang: str) -> None:
    goal, date, other, promised, farewell, done = _APPOINTMENT[lang]
    turns = ["Hola", promised, "Merci, à bientôt.", farewell]
    assert reached_per_turn([goal], {"date": [date]}, {"date": (date, other)}, turns) == [False, False]
    turns = ["Hola", done, "Merci, à bientôt.", farewell]
    assert reached_per_turn([goal], {"date": [date]}, {"date": (date, other)}, turns) == [True, True]


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Untuk hari Kamis jadwal dokter sudah penuh.", False),
        ("Hari Kamis sudah penuh ya kak.", False),
        ("Maaf, hari Kamis sudah habis kak.", False),
        ("Janji hari Kamis sudah dibuat ya kak.", True),
        ("Janji hari Kamis sudah kami catat, hari Jumat sudah penuh.", True),
    ],
)
def test_indonesian_already_full_is_no_deed(reply: str, reached: bool) -> None:
    values, options = {"day": ["Kamis"]}, {"day": ("Kamis", "Jumat")}
    assert reached_per_turn(["Buat janji hari {{day}}"], values, options, ["Halo", reply])[-1] is reached


_TWO_OBJECTS = [
    (
        "Encomendar a mochila {{model}} e uma capa de chuva para ela, para retirar na loja",
        "Pedido #MC-30417 feito: mochila Trekking 40L, já separada para retirada na loja.",
        "Pedido #MC-30417 feito: mochila Trekking 40L e a capa de chuva, já separadas para retirada na loja.",
    ),
    (
        "Order the {{model}} backpack and a rain cover for it, for pickup in the store",
        "Order #MC-30417 placed: Trekking 40L backpack, ready for pickup in the store.",
        "Order #MC-30417 placed: Trekking 40L backpack and rain cover, ready for pickup in the store.",
    ),
    (
        "Bestelle den Rucksack {{model}} und eine Regenhülle, für die Abholung im Laden",
        "Bestellung MC-30417 aufgegeben: Rucksack Trekking 40L, zur Abholung im Laden bereit.",
        "Bestellung MC-30417 aufgegeben: Rucksack Trekking 40L und Regenhülle, zur Abholung im Laden bereit.",
    ),
]


@pytest.mark.parametrize(("goal", "one", "both"), _TWO_OBJECTS)
def test_a_second_object_ends_at_a_comma_or_for(goal: str, one: str, both: str) -> None:
    values, options = {"model": ["Trekking 40L"]}, {"model": ("Trekking 40L", "Urban 25L")}
    assert not reached_per_turn([goal], values, options, ["Hi", one])[-1]
    assert reached_per_turn([goal], values, options, ["Hi", both])[-1]


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Consulta agendada: quarta 22/10 às 9h30. Quanto ao eletrocardiograma, a agenda ainda não foi aberta.", False),
        ("Consulta agendada: quarta 22/10 às 9h30. O eletrocardiograma não foi possível marcar.", False),
        ("Consulta agendada: quarta 22/10 às 9h30, e eletrocardiograma marcado às 11h.", True),
        ("Consulta agendada: quarta 22/10 às 9h30. Eletrocardiograma também marcado, às 11h.", True),
    ],
)
def test_a_failed_sentence_of_the_proof_names_no_second_object(reply: str, reached: bool) -> None:
    goal = "Marcar uma consulta com o cardiologista na {{day}} e um eletrocardiograma no mesmo dia"
    values, options = {"day": ["quarta-feira, 22 de outubro"]}, {"day": ("quarta-feira, 22 de outubro", "sexta")}
    assert reached_per_turn([goal], values, options, ["Oi", reply])[-1] is reached


_WAITLISTS = [
    ("Book an appointment on {{day}}", "Thursday", "Friday", "You're on the waiting list for Thursday."),
    ("Buat janji hari {{day}}", "Kamis", "Jumat", "Sudah saya masukkan ke daftar tunggu hari Kamis atas nama Andi."),
    ("Reserva una mesa el {{day}}", "jueves", "viernes", "Le he apuntado en la lista de espera del jueves."),
    ("Reserviere einen Tisch am {{day}}", "Donnerstag", "Freitag", "Sie stehen auf der Warteliste für Donnerstag."),
    ("Reserveer een tafel op {{day}}", "donderdag", "vrijdag", "U staat nu op de wachtlijst voor donderdag."),
    ("Réserve une table {{day}}", "jeudi", "vendredi", "Je vous ai inscrit sur la liste d'attente de jeudi."),
    ("Prenota un tavolo {{day}}", "giovedì", "venerdì", "L'ho messa in lista d'attesa per giovedì."),
]  # fmt: skip


@pytest.mark.parametrize(("goal", "day", "other", "reply"), _WAITLISTS)
def test_a_waiting_list_is_no_booking(goal: str, day: str, other: str, reply: str) -> None:
    assert not reached_per_turn([goal], {"day": [day]}, {"day": (day, other)}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("goal", "reply"),
    [
        ("Put me on the waiting list for {{day}}", "Done, I've added you to the waiting list for Thursday."),
        (
            "Book a table on {{day}}",
            "Your table on Thursday is booked; you're also on the waiting list for the terrace.",
        ),
        ("Book an appointment on {{day}}", "Your appointment on Thursday is booked."),
    ],
)
def test_a_waiting_list_asked_for_or_beside_a_deed_is_done(goal: str, reply: str) -> None:
    assert reached_per_turn([goal], {"day": ["Thursday"]}, {"day": ("Thursday", "Friday")}, ["Hi", reply])[-1]


_ECG_TURNS = [
    "Bom dia, quero marcar consulta com o cardiologista na quarta, 22 de outubro, e fazer um eletrocardiograma no "
    "mesmo dia.",
    "Bom dia! O Dr. Henrique Lobo atende na quarta, 22/10, às 9h30 e às 14h. Qual horário prefere?",
    "9h30.",
    "Consulta agendada: Dr. Henrique Lobo, quarta 22/10 às 9h30, Av. Paulista 1.200, sala 804. Protocolo 774120. "
    "Quanto ao eletrocardiograma, a agenda de exames ainda não foi aberta para essa data.",
    "Mas dá pra marcar o ECG?",
    "Ainda não consigo: a agenda de exames de outubro só é liberada na semana que vem.",
]


def test_a_second_object_named_only_in_a_failed_sentence_is_not_done() -> None:
    """#20 pt-09: the ECG is named only where the reply says its agenda is not open."""
    goal = "Marcar uma consulta com o cardiologista na {{day}} e um eletrocardiograma no mesmo dia."
    day = "quarta-feira, 22 de outubro"
    values, options = {"day": [day]}, {"day": (day, "quinta-feira, 23 de outubro")}
    assert reached_per_turn([goal], values, options, _ECG_TURNS) == [False, False, False]


@pytest.mark.parametrize(
    ("goal", "reply"),
    [
        ("Book an appointment on {{day}}", "Thursday is full, so I've put you on the standby list for Thursday."),
        ("Reserveer een tafel op {{day}}", "Ik heb u op de reservelijst voor Thursday gezet."),
        ("Register for the yoga class list on {{day}}", "You're on the waiting list for Thursday's yoga class."),
    ],
)
def test_a_standby_list_is_no_booking_and_a_list_in_the_goal_is_no_waiting_list(goal: str, reply: str) -> None:
    assert not reached_per_turn([goal], {"day": ["Thursday"]}, {"day": ("Thursday", "Friday")}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    "closing",
    ["Très bonne soirée !", "Passez une agréable soirée !", "Buon appetito!", "Ben arrivata!", "Bonne  journée !"],
)
def test_a_wish_of_several_words_is_no_deed(closing: str) -> None:
    assert not is_done(closing)


def test_a_request_to_check_details_after_a_booking_leaves_it_done() -> None:
    goal, values, options = "Book a table for {{n}} on Friday", {"n": ["4"]}, {"n": ("4", "6")}
    reply = "Your table for 4 on Friday is booked! Please confirm the time and the name are correct."
    assert reached_per_turn([goal], values, options, ["Hi", reply])[-1]
