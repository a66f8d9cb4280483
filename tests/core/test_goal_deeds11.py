"""Deeds said without one clear deed sentence (round 11): participles missing from the tables, done blocks.

Every sentence was written for these tests (a bike workshop, a honey stall, a dog groomer, a ferry…), in the
eight languages; none comes from the labelled sets under bench/. Each positive has a not-done twin.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_about import about_part
from user_sim.core.goal_done import is_done
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import is_handoff
from user_sim.core.goal_sentences import sentences


def _reached(goals: list[str], values: dict, options: dict, turns: list[tuple[str, str]]) -> bool:
    """The word test (no model) over ``turns`` (user, chatbot): reached at the last reply?"""
    said = [text for turn in turns for text in turn]
    return reached_per_turn(goals, values, {k: tuple(v) for k, v in options.items()}, said)[-1]


@pytest.mark.parametrize(
    "sentence",
    [
        "Compra concluída! Dois potes de mel.",
        "Pedido finalizado: dos tarros de miel.",
        "Ordine completato: due vasetti di miele.",
        "Pedido lançado no sistema: dois potes.",
        "Ho messo da parte due vasetti per te.",
        "Deux pots mis de côté pour vous.",
        "Votre place est retenue pour samedi.",
        "Zwei Gläser zurückgelegt.",
        "Ihre Bestellung ist erfasst.",
        "Bestellung aufgenommen: zwei Gläser.",
        "Buchung abgeschlossen: Samstag 10 Uhr.",
        "Twee potten apart gezet voor u.",
        "Uw bestelling is opgenomen: twee potten.",
        "Bestelling ontvangen: twee potten honing.",
        "Reservering afgerond voor zaterdag.",
        "Het fietsje is verkocht aan jou.",
        "Das Rad ist an Sie verkauft.",
        "Two jars set aside for you.",
        "Your booking's in!",
        "You're on the list for Saturday.",
        "Siap kak, pesanan dikunci.",
        "Dua toples sudah disisihkan untuk kakak.",
        "Beres kak, dua toples madu hutan.",
    ],
)
def test_deed_participles_of_the_eight_languages_are_done(sentence: str) -> None:
    assert is_done(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Siap kak.",
        "Siap kak, saya cek dulu stoknya.",
        "Posso mettere da parte due vasetti per te.",
        "Je peux vous mettre deux pots de côté.",
        "Ich kann Ihnen zwei Gläser zurücklegen.",
        "Ik kan twee potten apart zetten.",
        "Bisa kami sisihkan dua toples.",
        "The sunset cruise leaves on Saturday at 19:00.",
        "Wir haben am Samstag noch frei.",
        "Two jars are in your basket.",
        "Ich notiere mir den Wunschtermin.",
        "Las bebidas se pagan por separado.",
        "Het pakket wordt afgerond naar boven.",
    ],
)
def test_their_offers_descriptions_and_holds_are_not(sentence: str) -> None:
    assert not is_done(sentence)


FLUTE = (["Maak een afspraak om je {{instrument}} te laten nakijken op {{dag}}."],
         {"instrument": ["dwarsfluit"], "dag": ["dinsdag"]},
         {"instrument": ["dwarsfluit", "hobo"], "dag": ["dinsdag", "woensdag"]})  # fmt: skip


def test_the_service_asked_for_named_in_the_booking_is_no_check_still_to_make() -> None:
    reply = "Uw afspraak is vastgelegd: dinsdag 9.30 uur, nakijken dwarsfluit (kleppen en kussentjes). Tot dan!"
    assert _reached(*FLUTE, [("Kan mijn dwarsfluit dinsdag nagekeken worden?", reply)])


@pytest.mark.parametrize(
    "reply",
    [
        "Uw afspraak is vastgelegd: dinsdag 9.30 uur. Ik moet nog nakijken of de dwarsfluit-specialist er is.",
        "Dinsdag 9.30 uur voor de dwarsfluit: ik moet eerst nakijken of er plek is.",
        "Uw afspraak is vastgelegd: dinsdag 9.30 uur, nakijken dwarsfluit. Zal ik het zo bevestigen?",
    ],
)
def test_a_check_still_ahead_or_a_go_ahead_keeps_it_open(reply: str) -> None:
    assert not _reached(*FLUTE, [("Kan mijn dwarsfluit dinsdag nagekeken worden?", reply)])


GROOM = (["Buche eine Fellpflege für deinen Hund am {{tag}}.", "Lass zusätzlich die {{extra}} schneiden."],
         {"tag": ["Freitag"], "extra": ["Krallen"]},
         {"tag": ["Donnerstag", "Freitag"], "extra": ["Krallen", "Ohrhaare"]})  # fmt: skip


ASKED = ("Eine Fellpflege für meinen Pudel?", "Gern! Am Donnerstag oder am Freitag?")


def test_a_done_word_over_the_lines_of_two_actions_delivers_both() -> None:
    reply = (
        "Erledigt. Ihr Auftrag HU-118 umfasst jetzt:\n- Fellpflege Pudel – 55 €\n- Krallen schneiden – 10 €\n"
        "**Gesamt: 65 €**, Termin Freitag, 14 Uhr."
    )
    assert _reached(*GROOM, [ASKED, ("Freitag, und die Krallen bitte auch.", reply)])


@pytest.mark.parametrize(
    "reply",
    [
        "Erledigt.\nIhr Auftrag HU-118 umfasst:\n- Fellpflege Pudel – 55 €\n"
        "- Krallen: leider nicht möglich\nTermin: Freitag.",
        "Hier die Übersicht:\n- Fellpflege Pudel – 55 €\n- Krallen schneiden – 10 €\n"
        "Termin: Freitag. Soll ich so buchen?",
        "Erledigt.\n- Fellpflege Pudel – 55 €\n- Krallen schneiden – 10 €\nTermin: Donnerstag, 14 Uhr.",
    ],
)
def test_a_negated_field_a_summary_to_check_or_another_day_is_not(reply: str) -> None:
    assert not _reached(*GROOM, [ASKED, ("Freitag, und die Krallen bitte auch.", reply)])


FERRY = (["Pesan penyeberangan kapal untuk {{n}} orang.", "Minta kabin {{kelas}} sebelum keberangkatan kapal."],
         {"n": ["3"], "kelas": ["VIP"]}, {"n": ["2", "3", "4"], "kelas": ["VIP", "ekonomi"]})  # fmt: skip


def test_a_key_word_shared_by_two_actions_does_not_hide_the_done_header() -> None:
    parts = decompose(FERRY[0], None, FERRY[1])
    reply = sentences("DP sudah kami terima 🙏\n✅ Penyeberangan kapal terjadwal\n📅 Sabtu, 07.00\n👥 3 orang")
    assert about_part(parts[0], parts, "Penyeberangan kapal terjadwal", reply)
    assert not about_part(parts[1], parts, "Penyeberangan kapal terjadwal", reply)
    turns = [
        ("kabin VIP ya kak", "Kabin VIP sudah kami catat untuk pesanan FR-22 ✅"),
        (
            "sama tiketnya 3 orang",
            "Siap kak ✅\nPenyeberangan kapal terjadwal\n🚢 3 orang, Sabtu 07.00\nNo. tiket: FR-22",
        ),
    ]
    assert _reached(*FERRY, turns)


def test_siap_kak_alone_over_the_values_is_no_deed() -> None:
    turns = [
        ("kabin VIP ya kak", "Kabin VIP sudah kami catat untuk pesanan FR-22 ✅"),
        ("sama tiketnya 3 orang", "Siap kak\n🚢 3 orang, Sabtu 07.00\nMau lanjut bayar sekarang?"),
    ]
    assert not _reached(*FERRY, turns)


@pytest.mark.parametrize(
    ("sentence", "handed_over"),
    [
        ("Pesanan kakak sudah diteruskan ke dapur ya, No. pesanan BK-31.", False),
        ("Your order has been passed to the kitchen, ticket 58.", False),
        ("Je bestelling is doorgegeven aan de keuken.", False),
        ("Pesanan kakak sudah diteruskan ke admin ya.", True),
        ("I've forwarded your request to our events team.", True),
    ],
)
def test_an_order_sent_to_the_kitchen_is_placed_not_handed_over(sentence: str, handed_over: bool) -> None:
    assert is_handoff(sentence) is handed_over


TOURS = (["Book the kayak tour on {{day1}}.", "Book the sunset tour on {{day2}} at {{time}}."],
         {"day1": ["Friday"], "day2": ["Saturday"], "time": ["19:00"]},
         {"day1": ["Friday", "Sunday"], "day2": ["Saturday", "Sunday"], "time": ["18:00", "19:00"]})  # fmt: skip


@pytest.mark.parametrize(
    ("reply", "reached"),
    [
        ("Done ✅\n- Kayak tour: Friday\n- Sunset tour: Saturday, 19:00\nBooking KT-77.", True),
        ("Kayak tour booked for Friday ✅ The sunset tour runs on Saturday at 19:00.", False),
        ("Done ✅\n- Kayak tour: Friday\n- Sunset tour: not possible on Saturday", False),
        ("I've noted your preferred dates: kayak tour Friday, sunset tour Saturday 19:00.", False),
        ("Added to your cart ✅\n- Kayak tour: Friday\n- Sunset tour: Saturday, 19:00", False),
        ("Here's what I have:\n- Kayak tour: Friday\n- Sunset tour: Saturday, 19:00\nShall I confirm both?", False),
    ],
)
def test_a_done_block_for_two_tours_and_its_guards(reply: str, reached: bool) -> None:
    turns = [("Kayak tour Friday and the sunset tour Saturday 19:00 please.", "Sure, which name?"), ("Ana Ruiz", reply)]
    assert _reached(*TOURS, turns) is reached


TABLE = (["Book a table for {{n}} people on {{day}}."], {"n": ["4"], "day": ["Friday"]},
         {"n": ["2", "4", "6"], "day": ["Friday", "Saturday"]})  # fmt: skip
RECEIPT = "Booked ✅\n- Friday, 20:00\n- 4 people\n- Ref TB-310\n"


@pytest.mark.parametrize(
    ("question", "reached"),
    [
        ("Would you like to add a birthday cake?", True),
        ("Anything else I can do for you?", True),
        ("¿Quieres añadir una tarta?", True),
        ("Would you like to add anything before I confirm?", False),
        ("Shall I confirm it?", False),
        ("Would you like to add a fifth person to the table?", False),
    ],
)
def test_a_question_offering_more_leaves_the_block_done(question: str, reached: bool) -> None:
    turns = [("A table for 4 on Friday?", "Sure, at what time?"), ("20:00", RECEIPT + question)]
    assert _reached(*TABLE, turns) is reached


@pytest.mark.parametrize(
    "question",
    ["Shall I add it?", "¿Te la añado?", "Soll ich es hinzufügen?", "Lo aggiungo?", "Voulez-vous l'ajouter ?"],
)
def test_add_it_with_a_pronoun_may_be_the_part_itself(question: str) -> None:
    turns = [("A table for 4 on Friday?", "Sure, at what time?"), ("20:00", RECEIPT + question)]
    assert not _reached(*TABLE, turns)
