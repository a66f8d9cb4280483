"""Values said in a form the readers missed (round 15, English, Spanish, Portuguese, Indonesian).

Four readings: an age group written ``U12`` / ``U-12`` / ``sub-12`` is the drawn ``under-12``; a stay of weeks is
stated by seven nights or days a week, or by a range of dates that many nights apart (``7 noches``, ``7–14 de
julio`` for ``una semana``); the end of a range of dates that starts on the drawn date replaces nothing
(``7–14 de julio`` for a camp that starts on 7 July); a receipt line's label before its colon is no verb
(``Intérprete:`` ends like Italian ``farete`` and was read as a promise). Every sentence was written for these
tests (a football academy, a surf camp, a yoga retreat, a translation agency…); none comes from the labelled sets
under bench/. Each positive has its wrong-value or not-done twin.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_done import offers
from user_sim.core.goal_values import canonical, states


def _reached(goal: str, values: dict, options: dict, reply: str, user: str = "ok") -> bool:
    """The word test (no model) after one user message and the chatbot's ``reply``."""
    return reached_per_turn([goal], values, {k: tuple(v) for k, v in options.items()}, [user, reply])[-1]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom is registered for the U12 trial.", "under-12"),
        ("Tom is registered for the U-12 trial.", "under-12"),
        ("Tom está inscrito en la categoría sub-12.", "under-12"),
        ("O Tom está inscrito no treino sub 12.", "under 12"),
        ("Tom sudah terdaftar di kelompok U-12.", "under-12"),
        ("Tom is registered for the under 12s trial.", "U12"),
    ],
)
def test_an_age_group_written_short_is_the_drawn_group(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Tom is registered for the U14 trial.", "under-12"),
        ("Tom está inscrito en la categoría sub-10.", "under-12"),
        ("Tom sudah terdaftar di kelompok U-14.", "under-12"),
        ("We have 12 places left.", "under-12"),
    ],
)
def test_another_age_group_or_a_bare_number_is_not_the_drawn_group(text: str, value: str) -> None:
    assert not states(text, value)


def test_an_age_group_keeps_its_number_a_word_of_its_own() -> None:
    assert canonical("Kids under 12 eat free") == "kids u 12 eat free"
    assert states("Kids under 12 eat free", "12")
    assert canonical("a U-turn, then unit 12") == "a u turn, then unit 12"


_TRIAL = "Register your son for the {{group}} trial session on {{day}}."
_TRIAL_VALUES = {"group": ["under-12"], "day": ["Saturday"]}
_TRIAL_OPTIONS = {"group": ["under-10", "under-12", "under-14"], "day": ["Wednesday", "Saturday"]}


def test_a_registration_receipt_with_the_group_written_short_delivers() -> None:
    reply = "Done!\nTom Reyes is registered for the U12 trial\n📅 Sat 09:00–10:00\n📍 Riverside Pool"
    assert _reached(_TRIAL, _TRIAL_VALUES, _TRIAL_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Done!\nTom Reyes is registered for the U14 trial\n📅 Sat 09:00–10:00\n📍 Riverside Pool",
        "Shall I register Tom Reyes for the U12 trial on Sat 09:00–10:00?",
        "The U12 trial on Sat 09:00–10:00 still has 3 places.",
        "I'll register Tom Reyes for the U12 trial on Sat 09:00–10:00 once the form is in.",
    ],
)
def test_the_group_written_short_delivers_no_other_group_nor_an_undone_registration(reply: str) -> None:
    assert not _reached(_TRIAL, _TRIAL_VALUES, _TRIAL_OPTIONS, reply)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Surf camp 7 noches", "una semana"),
        ("📅 7–14 de julio", "una semana"),
        ("Retiro de yoga: 7 noites em Ubatuba", "uma semana"),
        ("Your retreat: 14 nights in Crete", "2 weeks"),
        ("Paket Bali 7 malam sudah dipesan", "seminggu"),
        ("Sat 5/7 → Sat 12/7", "1 week"),
    ],
)
def test_a_stay_of_weeks_is_stated_by_its_nights(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Surf camp 2 noches", "una semana"),
        ("📅 7–9 de julio", "una semana"),
        ("Your retreat: 7 nights in Crete", "2 weeks"),
        ("Paket Bali 3 hari sudah dipesan", "seminggu"),
        ("Surf camp 7 noches", "un fin de semana"),
        ("Paket Bali sudah dipesan, pembayaran maksimal 7 hari", "seminggu"),  # days name deadlines (review)
        ("Booked the weekend camp; we're open 7 days a week", "1 week"),
        ("7 noches, cancelación gratis hasta 14 días antes", "2 semanas"),
    ],
)
def test_another_number_of_nights_states_no_drawn_stay_of_weeks(text: str, value: str) -> None:
    assert not states(text, value)


_CAMP = "Reserva una plaza en el campamento de surf de {{length}} que empieza el {{start}}."
_CAMP_VALUES = {"length": ["una semana"], "start": ["7 de julio"]}
_CAMP_OPTIONS = {"length": ["un fin de semana", "una semana"], "start": ["7 de julio", "14 de julio"]}


def test_a_camp_booked_as_nights_over_a_range_from_the_drawn_start_delivers() -> None:
    reply = "¡Plaza reservada, Carmen!\n🏄 Surf camp 7 noches\n📅 7–14 de julio\nRef: SC-1180"
    assert _reached(_CAMP, _CAMP_VALUES, _CAMP_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "¡Plaza reservada, Carmen!\n🏄 Surf camp 7 noches\n📅 14–21 de julio\nRef: SC-1180",
        "¡Plaza reservada, Carmen!\n🏄 Surf camp 2 noches\n📅 7–9 de julio\nRef: SC-1180",
        "¿Te reservo la plaza? 🏄 Surf camp 7 noches, 📅 7–14 de julio.",
        "Para el surf camp de 7 noches (7–14 de julio) quedan 3 plazas.",
    ],
)
def test_the_nights_deliver_no_other_start_or_length_nor_an_undone_booking(reply: str) -> None:
    assert not _reached(_CAMP, _CAMP_VALUES, _CAMP_OPTIONS, reply)


_STARTS = {"start": ("7 de julio", "14 de julio")}


@pytest.mark.parametrize("reply", [["📅 7–14 de julio"], ["del 7 al 14 de julio"], ["sáb 7 – sáb 14 de julio"]])
def test_the_end_of_a_range_from_the_drawn_date_replaces_nothing(reply: list[str]) -> None:
    assert not contradicted("start", "7 de julio", reply, _STARTS)


@pytest.mark.parametrize("reply", [["📅 14–21 de julio"], ["Empieza el 7 de julio", "o el 14 de julio"]])
def test_a_range_from_another_date_or_another_date_said_alone_replaces_the_drawn_one(reply: list[str]) -> None:
    assert contradicted("start", "7 de julio", reply, _STARTS)


@pytest.mark.parametrize(
    "sentence", ["Intérprete: Lena Vogt (alemán–español).", "Interprete: Lena Vogt", "Intérprete: Hans Roth."]
)
def test_a_labels_word_before_its_colon_is_no_future(sentence: str) -> None:
    assert not offers(sentence)


@pytest.mark.parametrize(
    "sentence", ["Sarà pronto domani.", "La intérprete llegará el jueves.", "Intérprete llegará: el jueves."]
)
def test_a_future_that_is_no_lone_label_still_promises(sentence: str) -> None:
    assert offers(sentence)


_INTERPRETER = "Reserva un intérprete de {{language}} para una reunión el {{day}}."
_INTERPRETER_VALUES = {"language": ["alemán"], "day": ["jueves"]}
_INTERPRETER_OPTIONS = {"language": ["alemán", "chino", "francés"], "day": ["miércoles", "jueves"]}


def test_a_booking_whose_interpreter_line_is_labelled_delivers() -> None:
    reply = "Reserva confirmada ✅\nIntérprete: Lena Vogt (alemán–español).\nJueves 13/3, de 10:00 a 12:00."
    assert _reached(_INTERPRETER, _INTERPRETER_VALUES, _INTERPRETER_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Reserva confirmada ✅\nIntérprete: Li Wei (chino–español).\nJueves 13/3, de 10:00 a 12:00.",
        "¿Confirmo la reserva?\nIntérprete: Lena Vogt (alemán–español).\nJueves 13/3, de 10:00 a 12:00.",
        "Intérprete: Lena Vogt (alemán–español). La reserva se confirmará el jueves 13/3.",
    ],
)
def test_a_labelled_interpreter_line_delivers_no_other_language_nor_an_undone_booking(reply: str) -> None:
    assert not _reached(_INTERPRETER, _INTERPRETER_VALUES, _INTERPRETER_OPTIONS, reply)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Yes — we build in oaks a lot.", "oak"),
        ("Sí, trabajamos con robles y pinos.", "pino"),
        ("Two tubs of white paint.", "tub"),
        ("Two beds are made up.", "bed"),
    ],
)
def test_a_short_noun_is_stated_in_its_plural(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Yes — we build in oakwood frames.", "oak"),
        ("We build in beeches a lot.", "oak"),
        ("The news is good.", "new"),
        ("Your Teas are on the way.", "Tea"),
        ("White acrylic paint in tubes, order #A-5521.", "tub"),  # -es makes another word
        ("The red capes for the costume.", "cap"),
        ("Discount codes don't apply.", "cod"),
        ("La pasas a recoger cuando sales.", "sal"),
    ],
)
def test_a_short_noun_takes_no_other_ending(text: str, value: str) -> None:
    assert not states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Pesanan lunas: Kohaku K-04, K-09, K-15 (± 20 cm).", "3"),
        ("Your seats R12, R13, R14 are confirmed.", "3"),
        ("Asientos F-7, F-8 reservados.", "2"),
        ("Lugares B3, B4 e B5 reservados.", "3"),
    ],
)
def test_a_count_is_stated_by_a_series_of_that_many_labels(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Pesanan lunas: Kohaku K-04, K-09 (± 20 cm).", "3"),
        ("Your seats R12, R13, R14 are confirmed.", "2"),
        ("Kursi A9, B12 sudah dipesan.", "2"),
        ("Your seats R12, R13, R14, R15 are confirmed.", "3"),
    ],
)
def test_a_series_of_another_length_or_mixed_letters_states_no_drawn_count(text: str, value: str) -> None:
    assert not states(text, value)


_KOI = "Beli {{qty}} ekor koi jenis {{variety}}."
_KOI_VALUES = {"qty": ["3"], "variety": ["Kohaku"]}
_KOI_OPTIONS = {"qty": ["2", "3", "5"], "variety": ["Kohaku", "Showa"]}


def test_a_paid_order_listing_that_many_fish_delivers_the_count() -> None:
    reply = "Transfer sudah masuk, terima kasih.\nPesanan lunas: Kohaku K-02, K-05, K-11."
    assert _reached(_KOI, _KOI_VALUES, _KOI_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Transfer sudah masuk, terima kasih.\nPesanan lunas: Kohaku K-02, K-05.",
        "Transfer sudah masuk, terima kasih.\nPesanan lunas: Showa S-02, S-05, S-11.",
        "Transfer belum masuk.\nPesanan: Kohaku K-02, K-05, K-11.",
        "Mau saya pesankan Kohaku K-02, K-05, K-11?",
        "Kohaku yang masih ada: K-02, K-05, K-11.",
    ],
)
def test_a_series_delivers_no_other_count_or_variety_nor_an_unplaced_order(reply: str) -> None:
    assert not _reached(_KOI, _KOI_VALUES, _KOI_OPTIONS, reply)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Turma: Adulto Iniciante – seg/qua/sex às 19h", "adulto iniciante das 19h"),
        ("Grupo: Ballet infantil – lun y mié a las 17:30", "ballet infantil de las 17:30"),
        ("Class: Beginners yoga, Mon & Wed at 6pm", "beginners yoga at 6 pm"),
        ("Kelas: Renang pemula – Sen/Rab jam 16.00", "renang pemula jam 16.00"),
    ],
)
def test_a_class_named_with_its_time_is_stated_with_its_weekdays_between(text: str, value: str) -> None:
    assert states(text, value)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Turma: Adulto Iniciante – seg/qua/sex às 7h", "adulto iniciante das 19h"),
        ("Turma: Feminina – seg/qua/sex às 19h", "adulto iniciante das 19h"),
        ("Grupo: Ballet infantil – lun y mié a las 18:30", "ballet infantil de las 17:30"),
        ("Class: Beginners yoga, Mon & Wed at 7pm", "beginners yoga at 6 pm"),
    ],
)
def test_a_class_at_another_time_or_another_class_is_not_the_drawn_one(text: str, value: str) -> None:
    assert not states(text, value)


_ENROL = "Matricule-se na turma {{class}} no plano {{plan}}."
_ENROL_VALUES = {"class": ["adulto iniciante das 19h"], "plan": ["trimestral"]}
_ENROL_OPTIONS = {
    "class": ["adulto iniciante das 7h", "adulto iniciante das 19h", "feminina das 18h"],
    "plan": ["mensal", "trimestral"],
}


def test_an_enrolment_receipt_with_the_class_days_between_delivers() -> None:
    reply = "Matrícula feita, Bruno!\n🥋 Turma: Adulto Iniciante – ter/qui às 19h\n📄 Plano: trimestral – R$ 600"
    assert _reached(_ENROL, _ENROL_VALUES, _ENROL_OPTIONS, reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Matrícula feita, Bruno!\n🥋 Turma: Adulto Iniciante – ter/qui às 7h\n📄 Plano: trimestral – R$ 600",
        "Quer que eu faça a matrícula?\n🥋 Turma: Adulto Iniciante – ter/qui às 19h\n📄 Plano: trimestral",
        "A turma Adulto Iniciante – ter/qui às 19h ainda tem vagas no plano trimestral.",
    ],
)
def test_the_class_days_between_deliver_no_other_time_nor_an_undone_enrolment(reply: str) -> None:
    assert not _reached(_ENROL, _ENROL_VALUES, _ENROL_OPTIONS, reply)
