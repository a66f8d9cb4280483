"""Sentences that look like a delivery and are not (core/goal_decoys.py, goal_guard, goal_open, goal_pending).

Every sentence was written for these tests (a window fitter, a leaflet round, a ramen bar, a dentist, a tailor, a
laptop repair); none comes from the labelled sets under bench/. Each premature case has its delivered twin.
"""

from __future__ import annotations

from typing import Any

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_decoys import arrives, asks_user, included_only, names_one_of_many, priced_only
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_pending import not_yet
from user_sim.core.goal_recall import marked

FIT = {"n": ["4"], "day": ["Friday"]}


def _reached(goal: str, values: dict[str, list[str]], *replies: str) -> bool:
    """Whether the word test (no model) stops after the chatbot's last reply."""
    check = StructuredGoalCheck(decompose([goal], None, values), {}, None)
    transcript: list[tuple[str, str]] = []
    reached = False
    for reply in replies:
        transcript += [("User", "hello"), ("Assistant", reply)]
        reached = check.decide(list(transcript)).reached
    return reached


@pytest.mark.parametrize(
    "goal, values, reply",
    [
        (
            "Jadwalkan pemasangan tirai untuk {{n}} jendela hari {{day}}.",
            {"n": ["4"], "day": ["Jumat"]},
            "Untuk 4 jendela hari Jumat biayanya Rp 900.000, sudah termasuk pasang.",
        ),
        (
            "Book the fitting of blinds on {{n}} windows on {{day}}.",
            FIT,
            "For 4 windows on Friday the price is 180 euros, fitting already included.",
        ),
        (
            "Reserva la instalación de {{n}} estores el {{day}}.",
            {"n": ["4"], "day": ["viernes"]},
            "Para 4 estores el viernes son 180 €, con el montaje ya incluido.",
        ),
        (
            "Réserve la pose de {{n}} stores le {{day}}.",
            {"n": ["4"], "day": ["vendredi"]},
            "Pour 4 stores vendredi, 180 €, la pose est déjà comprise.",
        ),
        (
            "Buche die Montage von {{n}} Rollos am {{day}}.",
            {"n": ["4"], "day": ["Freitag"]},
            "4 Rollos am Freitag kosten 180 Euro, die Montage ist bereits inbegriffen.",
        ),
    ],
)
def test_a_price_whose_only_deed_is_what_it_includes_delivers_nothing(goal: str, values: Any, reply: str) -> None:
    assert not _reached(goal, values, reply)


@pytest.mark.parametrize(
    "sentence",
    [
        "Untuk 4 jendela biayanya Rp 900.000, sudah termasuk pasang.",
        "For 4 windows 180 euros, the fitting has been included.",
        "Para 4 estores son 180 €, el montaje ha sido incluido.",
        "Pour 4 stores, 180 €, la pose a été incluse.",
        "Per 4 tende 180 €, il montaggio è stato incluso.",
        "Para 4 persianas 180 €, a instalação foi incluída.",
    ],
)
def test_a_done_word_that_only_opens_an_inclusion_is_no_deed(sentence: str) -> None:
    assert included_only(sentence)


@pytest.mark.parametrize(
    "goal, values, reply",
    [
        (
            "Jadwalkan pemasangan tirai untuk {{n}} jendela hari {{day}}.",
            {"n": ["4"], "day": ["Jumat"]},
            "Sudah terjadwal: pemasangan 4 jendela hari Jumat, sudah termasuk pasang.",
        ),
        (
            "Book the fitting of blinds on {{n}} windows on {{day}}.",
            FIT,
            "Booked: fitting of 4 windows on Friday, installation already included.",
        ),
        (
            "Buche die Montage von {{n}} Rollos am {{day}}.",
            {"n": ["4"], "day": ["Freitag"]},
            "Gebucht: Montage von 4 Rollos am Freitag, die Anfahrt ist bereits inbegriffen.",
        ),
    ],
)
def test_a_deed_said_beside_what_the_price_includes_still_delivers(goal: str, values: Any, reply: str) -> None:
    assert not included_only(reply)
    assert _reached(goal, values, reply)


BROTH = decompose(["ask whether there is vegan broth"], None, {})[0]
AGE = decompose(["vraag vanaf welke leeftijd kinderen alleen mogen zwemmen"], None, {})[0]
TRACK = decompose(["chiedere da quale binario parte il treno"], None, {})[0]


@pytest.mark.parametrize(
    "part, sentence, asked",
    [
        (
            BROTH,
            "Our buffet has eighty things to dip in the broth, mushrooms and tofu included.",
            "is the broth vegan?",
        ),
        (AGE, "Je bestelling: 2 × volwassene (€ 6) + 2 × kind (€ 4) = € 20.", "vanaf welke leeftijd alleen?"),
        (TRACK, "Il treno delle 10:05 è confermato.", "due biglietti per Roma"),
    ],
)
def test_one_key_word_of_several_on_another_matter_answers_nothing(part: Any, sentence: str, asked: str) -> None:
    assert names_one_of_many(part, sentence, asked)
    assert not may_ask(part, sentence, [sentence], asked)


@pytest.mark.parametrize(
    "part, sentence, asked",
    [
        (BROTH, "Yes, there is a broth for vegans.", "is the broth vegan?"),
        (BROTH, "Our vegan broth is made with kombu.", "is the broth vegan?"),
        (AGE, "Kinderen mogen vanaf 8 jaar alleen zwemmen.", "vanaf welke leeftijd?"),
        (TRACK, "Binario 7.", "Da che binario?"),
    ],
)
def test_an_answer_that_names_what_was_asked_still_goes_to_the_model(part: Any, sentence: str, asked: str) -> None:
    assert not names_one_of_many(part, sentence, asked)
    assert may_ask(part, sentence, [sentence], asked)


def test_a_conditional_sentence_on_the_asked_word_is_no_answer() -> None:
    part = decompose(["pregunta si puede subir un acompañante"], None, {})[0]
    said = "Si el viento no acompaña, cambiamos la fecha."
    assert not may_ask(part, said, [said], "¿puede venir un acompañante?")
    assert may_ask(part, "Sí, el acompañante puede subir.", ["Sí, el acompañante puede subir."], "")


@pytest.mark.parametrize(
    "sentence",
    [
        "Mohon kirimkan nomor kartu dan nama pasien.",
        "Please send your card number and the patient's name.",
        "Por favor, envíe su número de tarjeta.",
        "Veuillez indiquer votre numéro de carte.",
        "Bitte senden Sie uns Ihre Kartennummer.",
        "Stuur ons je kaartnummer.",
    ],
)
def test_a_request_to_the_user_answers_nothing(sentence: str) -> None:
    part = decompose(["ask the queue number"], None, {})[0]
    assert asks_user(sentence)
    assert not may_ask(part, sentence, [sentence])


def test_a_queue_number_given_still_goes_to_the_model() -> None:
    part = decompose(["ask the queue number"], None, {})[0]
    assert not asks_user("Your queue number is A-12.")
    assert may_ask(part, "Your queue number is A-12.", ["Your queue number is A-12."])


def test_a_part_read_as_an_action_that_asks_a_duration_needs_one() -> None:
    part = decompose(["tahu berapa hari perbaikannya"], None, {})[0]
    assert part.asks == "duration" and not part.value_texts
    said = "Perbaikan laptop Anda sudah terdaftar dengan nomor servis SV-2231."
    assert not may_ask(part, said, [said])


@pytest.mark.parametrize(
    "sentence",
    [
        "Prima, dann kümmere ich mich darum und trage Sie für Dienstag ein.",
        "Gut, dann trage ich Sie für Dienstag ein.",
        "Top, dan zet ik u erin voor dinsdag.",
        "Prima, dan regel ik het voor dinsdag.",
    ],
)
def test_a_deed_taken_on_with_the_subject_after_the_verb_is_not_done(sentence: str) -> None:
    assert not_yet(sentence)


@pytest.mark.parametrize(
    "sentence", ["Dann habe ich Sie für Dienstag eingetragen.", "Dan heb ik u voor dinsdag ingepland."]
)
def test_a_done_deed_after_then_is_done(sentence: str) -> None:
    assert not not_yet(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Für Freitag ab 18:30 hätten wir zwei Nannys in Ihrer Nähe.",
        "For Friday from 18:30 we would have two nannies near you.",
        "Para el viernes a las 18:30 tendríamos dos niñeras.",
        "Pour vendredi à 18h30 nous aurions deux nounous.",
        "Per venerdì alle 18:30 avremmo due tate.",
        "Para sexta às 18:30 teríamos duas babás.",
        "Voor vrijdag om 18:30 zouden we twee oppassen hebben.",
    ],
)
def test_the_conditional_mood_offers_rather_than_does(sentence: str) -> None:
    part = decompose(["book a nanny on {{day}} at {{time}}"], None, {"day": ["Friday"], "time": ["18:30"]})[0]
    assert marked(part, sentence, {})


def test_a_nanny_booked_is_not_marked() -> None:
    part = decompose(["book a nanny on {{day}} at {{time}}"], None, {"day": ["Friday"], "time": ["18:30"]})[0]
    assert not marked(part, "We have booked a nanny for Friday at 18:30.", {})


@pytest.mark.parametrize(
    "goal, values, first, second",
    [
        (
            "Get your email password reset and have {{app}} installed on your laptop.",
            {"app": ["Zoom"]},
            "Zoom has been installed on your laptop.",
            "Your email password has been reset.",
        ),
        (
            "Restablece la contraseña del correo y haz instalar {{app}} en el portátil.",
            {"app": ["Zoom"]},
            "Zoom ya ha sido instalado en el portátil.",
            "La contraseña del correo ha sido restablecida.",
        ),
        (
            "Laat je e-mailwachtwoord resetten en laat {{app}} installeren op je laptop.",
            {"app": ["Zoom"]},
            "Zoom is geïnstalleerd op je laptop.",
            "Je e-mailwachtwoord is gereset.",
        ),
        (
            "Lass dein E-Mail-Passwort zurücksetzen und {{app}} auf deinem Laptop installieren.",
            {"app": ["Zoom"]},
            "Zoom wurde auf Ihrem Laptop installiert.",
            "Ihr E-Mail-Passwort wurde zurückgesetzt.",
        ),
    ],
)
def test_one_deed_of_two_in_a_phrase_does_not_deliver_it(goal: str, values: Any, first: str, second: str) -> None:
    assert not _reached(goal, values, first)
    assert _reached(goal, values, f"{second} {first}")


def test_a_phrase_with_the_romance_in_is_one_deed() -> None:
    goal, values = "pedir cita en el taller para el {{day}}", {"day": ["jueves"]}
    assert _reached(goal, values, "Cita en el taller reservada para el jueves a las 8:30.")


@pytest.mark.parametrize(
    "goal, values, sentence",
    [
        ("réserver un emplacement pour {{n}} nuits", {"n": ["3"]}, "Les chiens sont acceptés pour 3 € par nuit."),
        ("book a pitch for {{n}} nights", {"n": ["3"]}, "Dogs are welcome for €3 a night."),
        ("pesan kamar untuk {{n}} malam", {"n": ["3"]}, "Hewan boleh dibawa, biayanya 3 euro per malam."),
        ("reserva una parcela para {{n}} noches", {"n": ["3"]}, "Los perros pagan 3 euros por noche."),
    ],
)
def test_a_count_said_only_as_a_price_is_not_stated(goal: str, values: Any, sentence: str) -> None:
    part = decompose([goal], None, values)[0]
    assert priced_only(part, sentence)
    assert not may_ask(part, sentence, [sentence])


@pytest.mark.parametrize(
    "goal, values, sentence",
    [
        ("réserver un emplacement pour {{n}} nuits", {"n": ["3"]}, "Réservé : 3 nuits, chiens à 3 € par nuit."),
        ("book a pitch for {{n}} nights", {"n": ["3"]}, "Booked: a pitch for 3 nights, 60 € in all."),
        ("set a budget of {{n}} euros", {"n": ["300"]}, "Your budget of 300 € has been set."),
    ],
)
def test_a_count_said_beside_a_price_is_stated(goal: str, values: Any, sentence: str) -> None:
    part = decompose([goal], None, values)[0]
    assert not priced_only(part, sentence)


ALBUM = (["have the new album of {{series}} put aside"], {"series": ["Thorgal"]})


@pytest.mark.parametrize(
    "sentence",
    [
        "The new Thorgal arrives on Friday.",
        "El nuevo Thorgal llega el viernes.",
        "Le nouveau Thorgal arrive vendredi.",
        "Der neue Thorgal kommt am Freitag an.",
        "Il nuovo Thorgal arriva venerdì.",
        "O novo Thorgal chega na sexta.",
        "De nieuwe Thorgal komt vrijdag binnen.",
        "Thorgal baru datang hari Jumat.",
    ],
)
def test_an_arrival_with_no_deed_puts_nothing_aside(sentence: str) -> None:
    part = decompose(ALBUM[0], None, ALBUM[1])[0]
    assert arrives(sentence)
    assert not may_ask(part, sentence, [sentence])


@pytest.mark.parametrize(
    "sentence",
    [
        "Thorgal is put aside for you; it arrives on Friday.",
        "Thorgal is voor je apart gelegd; hij komt vrijdag binnen.",
    ],
)
def test_a_deed_beside_the_arrival_is_still_put_to_the_model(sentence: str) -> None:
    part = decompose(ALBUM[0], None, ALBUM[1])[0]
    assert may_ask(part, sentence, [sentence])


@pytest.mark.parametrize(
    "sentence",
    [
        "Your stay is booked breakfast included.",
        "La estancia está reservada y el desayuno incluido.",
        "Ihr Zimmer ist gebucht, Frühstück inklusive.",
    ],
)
def test_a_deed_before_the_inclusion_is_kept(sentence: str) -> None:
    assert not included_only(sentence)


def test_and_inside_a_drawn_value_is_no_second_deed() -> None:
    goal, values = "Jadwalkan pengangkutan {{barang}} bekas pada hari {{hari}}.", {"barang": ["kasur dan lemari"]}
    values["hari"] = ["Sabtu"]
    assert _reached(goal, values, "Sudah terjadwal: angkut kasur dan lemari hari Sabtu, nomor order AB-15.")
