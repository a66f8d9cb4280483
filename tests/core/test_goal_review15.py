"""Round 15's readings narrowed after an adversarial review, each beside the reading it keeps.

A reply's *matinee* is no morning (an English matinee is an afternoon show; a drawn French *matinée* still is); a
part of the day named beside a clock time outside it is not stated; Indonesian *sudah … dan* does not reach a
second verb put off to later; Portuguese *deixa eu ver* is a *let me check*; an irregular participle is also an
adjective (``está abierto 24h``) unless the part's object is named.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_daytime import states_part_of_day
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_withheld import withheld


def test_a_matinee_said_is_no_morning_but_a_matinee_drawn_is() -> None:
    assert not states_part_of_day("2 tickets for the saturday matinee of hamlet", "saturday morning")
    assert not states_part_of_day("la matinee del sabado a las 17:00", "sabado por la manana")
    assert states_part_of_day("controle mardi 03/06 a 10:15", "matinee")
    assert not states_part_of_day("controle mardi 03/06 a 16:40", "matinee")


def test_a_part_of_the_day_named_beside_an_hour_outside_it_is_not_stated() -> None:
    assert not states_part_of_day("sabato in mattinata, alle 13:30", "sabato mattina")
    assert states_part_of_day("sabato in mattinata, alle 10:30", "sabato mattina")
    assert states_part_of_day("sabato in mattinata", "sabato mattina")


@pytest.mark.parametrize(
    ("later", "done"),
    [
        (
            "Pesanan 3 kotak nasi rendang sudah kami terima dan proses besok setelah admin cek stok.",
            "Pesanan 3 kotak nasi rendang sudah kami terima dan proses.",
        ),
        (
            "Pesanan 3 kotak nasi rendang sudah kami catat dan konfirmasi ke dapur dulu ya kak.",
            "Pesanan 3 kotak nasi rendang sudah kami catat dan konfirmasi ke dapur ya kak.",
        ),
    ],
)
def test_sudah_dan_does_not_reach_a_verb_put_off(later: str, done: str) -> None:
    (part,) = decompose(["Pesan {{n}} kotak nasi {{kind}}"], None, {"n": ["3"], "kind": ["rendang"]})
    options = {"n": ("3", "5"), "kind": ("rendang", "ayam")}
    assert withheld(part, later, [later], options)
    assert not withheld(part, done, [done], options)


def test_deixa_eu_ver_is_a_check_to_make() -> None:
    goals, values = ["Pergunte se tem {{dish}}"], {"dish": ["moqueca vegana"]}
    options = {"dish": ("moqueca vegana", "moqueca de peixe")}
    asked = "vcs tem moqueca vegana?"
    assert reached_per_turn(goals, values, options, [asked, "Sim, deixa eu ver se hoje ainda tem."]) == [False]
    assert reached_per_turn(goals, values, options, [asked, "Tem sim, e é um sucesso!!"]) == [True]


@pytest.mark.parametrize(
    ("goal", "adjective", "deed"),
    [
        (
            "Abre una incidencia por el router {{model}}",
            "Nuestro servicio técnico está abierto 24h; para el HG-200 primero reinicia el equipo.",
            "Te he abierto la incidencia del router HG-200 con el número INC-4410.",
        ),
        (
            "Apri una pratica per la lavatrice {{model}}",
            "Il centro assistenza è aperto fino alle 18; per la HG-200 serve lo scontrino.",
            "Ho aperto la pratica per la lavatrice HG-200, numero PR-4410.",
        ),
        (
            "Ouvre un dossier pour la machine {{model}}",
            "Le SAV est ouvert jusqu'à 18 h ; pour la HG-200 il faut la facture.",
            "J'ai ouvert le dossier pour la machine HG-200, n° DS-4410.",
        ),
    ],
)
def test_an_irregular_participle_needs_the_parts_object(goal: str, adjective: str, deed: str) -> None:
    values, options = {"model": ["HG-200"]}, {"model": ("HG-200", "HG-300")}
    assert reached_per_turn([goal], values, options, ["Hola", adjective]) == [False]
    assert reached_per_turn([goal], values, options, ["Hola", deed]) == [True]
