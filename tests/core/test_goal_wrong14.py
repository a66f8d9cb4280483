"""Round 14: numbers and times that are no rival of the drawn value (a row's number, a deadline, a grace period),
a confirmation the chatbot still needs to make and an Indonesian *when* clause.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_counted import counts_another
from user_sim.core.goal_later import confirms_later
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_tense import is_conditioned

COUNT = {"n": ("2", "4")}


@pytest.mark.parametrize(
    ("reply", "other"),
    [
        (["Fatto ✅", "2 posti, concerto del 16/08", "Fila 4, posti 11 e 12"], False),
        (["Fatto ✅", "2 posti, concerto del 16/08", "Fila 1, 4 posti"], True),
        (["Done ✅", "2 seats, concert of 16 August", "Row 4, seats 11 and 12"], False),
        (["Done ✅", "2 seats, concert of 16 August", "Row 1, 4 seats"], True),
        (["Erledigt ✅", "2 Plätze, Konzert am 16.08.", "Reihe 4, Sitz 11 und 12"], False),
        (["Erledigt ✅", "2 Plätze, Konzert am 16.08.", "Reihe 1, 4 Plätze"], True),
        (["Hecho ✅", "2 asientos, concierto del 16/08", "Fila 4, butacas 11 y 12"], False),
        (["Hecho ✅", "2 asientos, concierto del 16/08", "Fila 1, 4 asientos"], True),
        (["Selesai ✅", "2 kursi, konser 16/08", "Baris 4, kursi 11 dan 12"], False),
        (["Selesai ✅", "2 kursi, konser 16/08", "Baris 1, 4 kursi"], True),
    ],
)
def test_a_rows_number_is_no_other_count(reply: list[str], other: bool) -> None:
    assert contradicted("n", "2", reply, COUNT) is other


@pytest.mark.parametrize(
    ("sentence", "another"),
    [
        ("Palco Palazzo Pubblico – fila 4, posti 11 e 12", True),
        ("Tisch Nr. 4: Fensterplatz", True),
        ("Kamar 4, lantai 2", True),
        ("Kamer 4, eerste verdieping", True),
        ("Mesa 4 personas", False),  # before a word: it may count persons
        ("4 posti, fila 2", False),  # the count said of the seats themselves
        ("Row 2, 4 seats", False),
    ],
)
def test_a_labelled_number_counts_nothing(sentence: str, another: bool) -> None:
    assert counts_another(sentence, "4", ("posti", "personas", "seats", "platze")) is another


TIMES = {"heure": ("10h", "14h"), "time": ("18:00", "19:30"), "hora": ("10:00", "14:00"), "zeit": ("10:00", "14:00")}


@pytest.mark.parametrize(
    ("name", "value", "reply", "other"),
    [
        ("heure", "14h", ["Réservé ✅", "Samedi, 14h", "Merci de régler avant 10h le jour même."], False),
        ("heure", "14h", ["Réservé ✅", "Samedi, 14h", "Le départ se fait à 10h."], True),
        ("time", "19:30", ["Booked", "Saturday 19:30", "Please pay the deposit before 18:00."], False),
        ("time", "19:30", ["Booked", "Saturday 19:30", "The table is ready at 18:00."], True),
        ("hora", "14:00", ["Reservado", "Sábado 14:00", "Pague la señal antes de las 10:00."], False),
        ("hora", "14:00", ["Reservado", "Sábado 14:00", "La visita empieza a las 10:00."], True),
        ("zeit", "14:00", ["Gebucht", "Samstag 14:00", "Bitte zahlen Sie vor 10:00 Uhr."], False),
        ("zeit", "14:00", ["Gebucht", "Samstag 14:00", "Der Termin ist um 10:00 Uhr."], True),
    ],
)
def test_a_time_after_before_is_a_deadline(name: str, value: str, reply: list[str], other: bool) -> None:
    assert contradicted(name, value, reply, TIMES) is other


DURATION = {"d": ("60 minutes", "90 minutes")}


@pytest.mark.parametrize(
    ("said", "other"),
    [
        ("We will hold the table for 15 minutes.", False),
        ("Meja kami tahan 15 menit ya Kak.", False),
        ("Guardamos la mesa 15 minutos.", False),
        ("Wir halten den Tisch 15 Minuten frei.", False),
        ("Há uma tolerância de 15 minutos.", False),
        ("Nous gardons la table 15 minutes.", False),
        ("Teniamo il tavolo per 15 minuti.", False),
        ("We houden de tafel 15 minuten vast.", False),
        ("The session lasts 15 minutes.", True),
        ("La sesión dura 15 minutos.", True),
        ("Die Sitzung dauert 15 Minuten.", True),
        ("Sesi berlangsung 15 menit.", True),
    ],
)
def test_a_grace_period_is_no_duration_of_the_deed(said: str, other: bool) -> None:
    assert contradicted("d", "90 minutes", ["Booked ✅", "Saturday, 90 minutes", said], DURATION) is other


@pytest.mark.parametrize(
    ("clause", "owed"),
    [
        ("Preciso confirmar com a cozinha", True),
        ("Necesito confirmar con cocina", True),
        ("I need to confirm it with the kitchen", True),
        ("Das muss ich noch bestätigen", True),
        ("Je dois confirmer avec la cuisine", True),
        ("Devo confermare con la cucina", True),
        ("Saya perlu konfirmasi dulu ke dapur", True),
        ("Você precisa confirmar pelo link", False),  # the user's step, read elsewhere
        ("You need to confirm by the link", False),
        ("Confirmei a reserva", False),
        ("I have confirmed it with the kitchen", False),
    ],
)
def test_the_chatbots_need_to_confirm_is_owed(clause: str, owed: bool) -> None:
    assert confirms_later(clause) is owed


@pytest.mark.parametrize(
    ("sentence", "conditioned"),
    [
        ("Ketika pembayaran masuk, pesanan langsung diproses.", True),
        ("Saat barangnya tiba, kami kirim kode pengambilan.", True),
        ("Sewaktu teknisi datang, jadwal dikonfirmasi.", True),
        ("Saat ini, meja sudah kami pesan untuk 4 orang.", False),
        ("Pesanan sudah diproses, kode JPN-4172.", False),
    ],
)
def test_an_indonesian_when_clause_opens_a_condition(sentence: str, conditioned: bool) -> None:
    assert is_conditioned(sentence) is conditioned


def _reached(goal: str, values: dict[str, list[str]], options: dict[str, list[str]], reply: str) -> bool:
    parts = decompose([goal], None, values)
    check = StructuredGoalCheck(parts, {k: tuple(v) for k, v in options.items()}, None)
    return check.decide([("User", "hi"), ("Assistant", reply)]).reached


TABLE = {
    "pt": (
        "Reserve uma mesa para {{n}} pessoas no {{d}}.",
        {"n": ["4"], "d": ["sábado"]},
        {"n": ["2", "4"], "d": ["sexta", "sábado"]},
        "Reserva feita: mesa para 4 pessoas no sábado às 20h.",
        " Só preciso confirmar com a cozinha o horário.",
    ),
    "en": (
        "Book a table for {{n}} people on {{d}}.",
        {"n": ["4"], "d": ["Saturday"]},
        {"n": ["2", "4"], "d": ["Friday", "Saturday"]},
        "Booked: a table for 4 people on Saturday at 8pm.",
        " I just need to confirm the time with the kitchen.",
    ),
}


@pytest.mark.parametrize("language", sorted(TABLE))
def test_a_booking_the_chatbot_still_needs_to_confirm_is_not_reached(language: str) -> None:
    goal, values, options, done, owed = TABLE[language]
    assert _reached(goal, values, options, done)
    assert not _reached(goal, values, options, done + owed)
