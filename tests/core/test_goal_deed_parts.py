"""A goal phrase joining two deeds is one action part per deed (goal_split.deed_parts), each with its own values."""

from __future__ import annotations

import pytest

from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_parts import decompose

_VALUES = {"boat": ["kayak"], "day": ["Saturday"], "tour": ["sunset"], "n": ["2"]}


@pytest.mark.parametrize(
    ("phrase", "first", "second"),
    [
        ("Order a {{boat}} and book the {{tour}} tour for {{day}}", {"boat"}, {"tour", "day"}),
        ("Compra un {{boat}} y reserva la excursión {{tour}} del {{day}}", {"boat"}, {"tour", "day"}),
        ("Achète un {{boat}} et réserve la sortie {{tour}} pour {{day}}", {"boat"}, {"tour", "day"}),
        ("Kaufe ein {{boat}} und buche die {{tour}}-Tour am {{day}}", {"boat"}, {"tour", "day"}),
        ("Bestel een {{boat}} en boek de {{tour}}-tocht op {{day}}", {"boat"}, {"tour", "day"}),
        ("Beli {{boat}} dan jadwalkan tur {{tour}} hari {{day}}", {"boat"}, {"tour", "day"}),
        ("Prenota un {{boat}} e paga {{n}} biglietti per il giro {{tour}}", {"boat"}, {"n", "tour"}),
        ("Reserve um {{boat}} e compre {{n}} bilhetes do passeio {{tour}}", {"boat"}, {"n", "tour"}),
    ],
)
def test_two_deeds_are_two_action_parts(phrase: str, first: set[str], second: set[str]) -> None:
    parts = decompose([phrase], None, _VALUES)
    assert [p.kind for p in parts] == ["action", "action"]
    assert (set(parts[0].values), set(parts[1].values)) == (first, second)


@pytest.mark.parametrize(
    "phrase",
    [
        "Order a {{boat}} and a {{tour}} map",
        "Reserva un {{boat}} y una guía {{tour}}",
        "Commande un {{boat}} et une carte {{tour}}",
        "Bestelle ein {{boat}} und eine {{tour}}-Karte",
        "Book a small and cheap {{boat}}",
        "Order a {{boat}}, with {{n}} paddles on top",
    ],
)
def test_a_second_noun_phrase_is_not_cut(phrase: str) -> None:
    parts = decompose([phrase], None, _VALUES)
    assert len(parts) == 1


def test_a_deed_and_a_question_are_still_cut_as_before() -> None:
    parts = decompose(["Order a {{boat}} and ask when it must be back"], None, _VALUES)
    assert [p.kind for p in parts] == ["action", "info"]
    assert set(parts[0].values) == {"boat"}


def test_separate_goal_phrases_stay_one_part_each() -> None:
    parts = decompose(["Order a {{boat}}", "book the {{tour}} tour"], None, _VALUES)
    assert [set(p.values) for p in parts] == [{"boat"}, {"tour"}]


def test_the_second_deed_only_offered_is_not_reached() -> None:
    parts = decompose(["Book a {{boat}} and book the {{tour}} tour for a {{day}}"], None, _VALUES)
    check = StructuredGoalCheck(parts, _OPTIONS, None)
    transcript = [("User", "A kayak please, and the sunset tour on a Saturday.")]
    offer = (
        "Done ✅ Your kayak is booked, rental KY-22.\nThe first Saturday for the sunset tour is 14 June, which slot?"
    )
    transcript.append(("Assistant", offer))
    assert not check.decide(list(transcript)).reached  # one part, as before: the offer rode on the kayak's "booked"
    transcript += [("User", "10:00 please."), ("Assistant", "Done: your sunset tour is booked for Saturday 14 June.")]
    assert check.decide(list(transcript)).reached


_OPTIONS = {"tour": ("sunset", "dawn"), "boat": ("kayak", "canoe"), "day": ("Saturday", "Sunday")}


def test_one_confirmation_naming_both_deeds_delivers_both() -> None:
    parts = decompose(["Book a {{boat}} and book the {{tour}} tour"], None, _VALUES)
    check = StructuredGoalCheck(parts, _OPTIONS, None)
    transcript = [("User", "A kayak please, and the sunset tour.")]
    transcript.append(("Assistant", "Done: your kayak and your sunset tour are booked, reference KY-22."))
    assert check.decide(transcript).reached


@pytest.mark.parametrize(
    "phrase",
    ["Book a {{boat}} for {{n}} people and order {{n}} life vests", "Reserva {{n}} kayaks y compra {{n}} chalecos"],
)
def test_two_deeds_sharing_a_drawn_value_stay_one_part(phrase: str) -> None:
    parts = decompose([phrase], None, _VALUES)  # one "2" must then be stated twice (goal_open.repeats_stated)
    assert len(parts) == 1
