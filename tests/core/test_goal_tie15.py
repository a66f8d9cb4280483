"""Two readings of round 15's late stops, each beside its twin that must stay not done.

The part's own verb said as an **irregular participle** is done (``Te he abierto la orden de reparación`` for
*abrir una orden*: :mod:`user_sim.core.goal_irregular`), not when offered, asked or promised; an enrolment's
**student number** is a reference issued (``matricola MS-3310``: :mod:`user_sim.core.goal_finding`), not a number
the user gave, asked for or still to come.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_done import is_done
from user_sim.core.goal_irregular import is_form_of
from user_sim.core.goal_owed import on_hold
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_status import settles_later
from user_sim.core.goal_verbs import own_participle


def reached(goal: str, values: dict[str, list[str]], user: str, bot: str) -> bool:
    """The word test's verdict after one exchange (tests.core.support.reached_per_turn)."""
    return reached_per_turn([goal], values, {}, [user, bot])[-1]


def _drawn(goal: str, value: str) -> dict[str, list[str]]:
    """The goal's one variable drawn as ``value``."""
    return {goal.split("{{")[1].split("}}")[0]: [value]}


OPEN = [
    (
        "Abre una orden de reparación para tu {{equipo}}",
        "cometa de 12 m",
        "Te he abierto la orden de reparación R-1290 para la cometa de 12 m.",
        "¿Quieres que te abra la orden de reparación para la cometa de 12 m?",
    ),
    (
        "Abra uma ordem de reparação para o seu {{equipo}}",
        "drone DJI",
        "Já foi aberta a ordem de reparação para o drone DJI.",
        "Posso abrir a ordem de reparação para o drone DJI amanhã, se quiser.",
    ),
    (
        "Apri una pratica di reso per il {{item}}",
        "frullatore",
        "Ho aperto la pratica di reso per il frullatore.",
        "Vuole che apra la pratica di reso per il frullatore?",
    ),
    (
        "Ouvre un dossier de réparation pour ton {{item}}",
        "vélo cargo",
        "J'ai ouvert le dossier de réparation pour votre vélo cargo.",
        "Je peux ouvrir le dossier de réparation pour votre vélo cargo demain ?",
    ),
    (
        "Send the catalogue to {{city}}",
        "Leeds",
        "I've sent the catalogue to your Leeds address.",
        "I'll send the catalogue to your Leeds address tomorrow.",
    ),
]


@pytest.mark.parametrize(("goal", "value", "done", "twin"), OPEN)
def test_an_irregular_participle_of_the_own_verb_is_done(goal: str, value: str, done: str, twin: str) -> None:
    values = _drawn(goal, value)
    part = decompose([goal], None, values)[0]
    assert own_participle(done, part)
    assert not own_participle(twin, part)
    assert reached(goal, values, "Hola, ¿puedes hacerlo?", done)
    assert not reached(goal, values, "Hola, ¿puedes hacerlo?", twin)


@pytest.mark.parametrize(
    ("word", "verb", "form"),
    [
        ("abre", "abrir", True),
        ("iscriviti", "iscrivere", True),
        ("ouvre", "ouvrir", True),
        ("prenota", "prendere", False),  # a lookalike: *prenotare* is no form of *prendere*
        ("verkoop", "verkopen", True),
        ("mandar", "make", False),
    ],
)
def test_an_imperative_is_a_form_of_its_infinitive_only(word: str, verb: str, form: bool) -> None:
    assert is_form_of(word, verb) is form


def test_an_irregular_participle_of_another_verb_is_not_the_own_verb() -> None:
    goal, values = "Abre una orden de reparación para tu {{equipo}}", {"equipo": ["cometa de 12 m"]}
    part = decompose([goal], None, values)[0]
    assert not own_participle("Te he puesto la cometa de 12 m en la lista de espera.", part)


ENROLLED = [
    (
        "Iscriviti al corso di {{course}}",
        "massaggio svedese",
        "Corso di massaggio svedese – inizio 15/9 – matricola MS-3310.",
        "Corso di massaggio svedese – inizio 15/9 – la matricola arriverà via e-mail.",
    ),
    (
        "Matricule-toi au cours de {{course}}",
        "poterie",
        "Cours de poterie, mardi 18h, matricule PT-2291.",
        "Cours de poterie, mardi 18h : vous recevrez votre matricule plus tard ?",
    ),
    (
        "Inscríbete en el curso de {{course}}",
        "cerámica",
        "Curso de cerámica, martes 18h, número de inscripción CR-4410.",
        "Curso de cerámica, martes 18h; para el coche con matrícula 4521 KLM hay aparcamiento.",  # a plate
    ),
    (
        "Melde dich für den Kurs {{course}} an",
        "Töpfern",
        "Kurs Töpfern, Dienstag 18 Uhr, Matrikelnummer 55120.",
        "Kurs Töpfern, Dienstag 18 Uhr – Ihre Matrikelnummer 55120 haben wir schon.",
    ),
    (
        "Daftarkan diri ke kursus {{course}}",
        "keramik",
        "Kursus keramik, Selasa jam 18, nomor pendaftaran PD-1290.",
        "Kursus keramik, Selasa jam 18, nomor pendaftaran akan dikirim besok.",
    ),
    (
        "Enrol in the {{course}} course",
        "pottery",
        "Pottery course, Tuesdays 6 pm, enrolment number EN-5512.",
        "Pottery course, Tuesdays 6 pm, enrolment number EN-5512 as you told me?",
    ),
]


@pytest.mark.parametrize(("goal", "value", "issued", "twin"), ENROLLED)
def test_a_student_number_issued_is_an_enrolment_done(goal: str, value: str, issued: str, twin: str) -> None:
    values = _drawn(goal, value)
    user = "Hallo, ich heiße Lea. Meine Matrikelnummer ist 55120." if "Melde" in goal else "Hello!"
    assert reached(goal, values, "Hello!", issued)
    assert not reached(goal, values, user, twin)


GRACE = [
    (
        "If you're running late, we'll hold the table until 19:20.",
        "We'll hold the table until 19:20, then it is released.",
    ),
    ("Si llegáis con retraso, os guardamos la mesa hasta las 21:15.", "Os guardamos la mesa hasta las 21:15."),
    ("Si vous êtes en retard, on vous garde la table 15 minutes, jusqu'à 20h15.", "On vous garde la table 48 h."),
    ("Falls ihr euch verspätet, halten wir den Tisch bis 11:20 Uhr.", "Wir halten den Tisch bis 11:20 Uhr."),
    ("In caso di ritardo blocchiamo il tavolo fino alle 20:15.", "Blocchiamo il tavolo fino alle 20:15."),
    ("Se houver atraso, guardo a mesa até às 20:15.", "Guardo a mesa até às 20:15."),
    ("Zijn jullie te laat, dan houden we de tafel tot 19:15 vast.", "We houden de tafel tot 19:15 vast."),
    ("Kalau terlambat, meja kami tahan sampai 19:15.", "Meja kami tahan sampai 19:15."),
]


@pytest.mark.parametrize(("grace", "hold"), GRACE)
def test_a_hold_for_latecomers_is_a_grace_not_a_hold(grace: str, hold: str) -> None:
    goal = "Book a table for four on Sunday"
    assert not on_hold(goal, [grace])
    assert on_hold(goal, [hold])


def test_a_booking_with_a_grace_for_latecomers_is_done() -> None:
    goal, values = "Reserviere einen Tisch für {{people}} Personen am Sonntag", {"people": ["4"]}
    done = "Ihr Tisch für 4 Personen am Sonntag ist reserviert. Falls ihr euch verspätet, halten wir ihn bis 11:20 Uhr."
    held = "Ihr Tisch für 4 Personen am Sonntag ist vorgemerkt. Wir halten ihn bis morgen 12:00 Uhr frei."
    assert reached(goal, values, "Hallo!", done)
    assert not reached(goal, values, "Hallo!", held)


@pytest.mark.parametrize(
    ("told", "owed"),
    [
        ("dann weiß das Team Bescheid", "ich gebe Ihnen Bescheid"),
        ("die Küche weiß schon Bescheid", "sobald ich Bescheid habe, melde ich mich"),
        ("die Kollegen wissen dann Bescheid", "ich sage dir noch Bescheid"),
    ],
)
def test_staff_who_know_owe_no_report(told: str, owed: str) -> None:
    assert not settles_later(told)
    assert settles_later(owed)


def test_a_booking_the_team_knows_of_is_done() -> None:
    goal, values = "Reserviere einen Tisch für {{people}} Personen am Sonntag", {"people": ["4"]}
    done = "Ihr Tisch für 4 Personen am Sonntag ist reserviert – dann weiß das Team Bescheid."
    owed = "Ihr Tisch für 4 Personen am Sonntag ist notiert – ich frage in der Küche nach und gebe dir Bescheid."
    assert reached(goal, values, "Hallo!", done)
    assert not reached(goal, values, "Hallo!", owed)


ON_THE_BOOKING = [
    ("The birthday candle is arranged — it's on reservation #D-7721.", "Shall I put it on reservation #D-7721?"),
    ("La vela de cumpleaños ya está en la reserva n° R-5512.", "¿La pongo en la reserva n° R-5512?"),
    ("La bougie d'anniversaire, c'est sur la réservation n° R-5512.", "Je la mets sur la réservation n° R-5512 ?"),
    ("Die Geburtstagskerze steht auf der Reservierung Nr. R-5512.", "Soll ich sie auf die Reservierung Nr. R-5512?"),
    ("La candelina di compleanno è sulla prenotazione n. R-5512.", "La aggiungo alla prenotazione n. R-5512?"),
    ("De verjaardagskaars staat op de reservering nr. R-5512.", "Zal ik hem op reservering nr. R-5512 zetten?"),
    ("Lilin ulang tahun sudah di pesanan #R-5512.", "Mau saya tambahkan ke pesanan #R-5512?"),
]


@pytest.mark.parametrize(("done", "asked"), ON_THE_BOOKING)
def test_on_the_booking_by_its_number_is_done(done: str, asked: str) -> None:
    assert is_done(done)
    assert not is_done(asked) or asked.endswith("?")


@pytest.mark.parametrize(
    "future_first",
    [
        "A birthday stack of pancakes with a candle will come out after mains — it's on reservation #D-7721.",
        "It will be active tomorrow morning: the candle on the pancakes is arranged.",
        "Les crêpes avec une bougie arriveront après le plat — c'est sur la réservation n° D-7721.",
        "Sie wird erst morgen wirksam, die Kerze auf den Pfannkuchen ist organisiert.",
    ],
)
def test_a_future_before_the_done_clause_may_be_the_deeds_own(future_first: str) -> None:
    """Round 15's review: a future first may say when the deed itself takes effect (``Será efectiva mañana: mesa
    … reservada``), so only a future *after* the done clause is set aside as an outcome (a right stop given up)."""
    goal = "Arrange a birthday candle on the {{dish}}"
    dish = next(d for d in ("pancakes", "crêpes", "Pfannkuchen") if d in future_first)
    assert not reached(goal, {"dish": [dish]}, "Hi!", future_first)
    assert reached(goal, {"dish": [dish]}, "Hi!", f"Arranged: a candle on the {dish}, it will come out after mains.")
