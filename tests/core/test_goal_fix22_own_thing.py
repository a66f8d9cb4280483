"""A yes/no request about the user's own thing answered only by an offer of the venue's: no answer (round 22).

*May we bring our own birthday cake?* is not answered by ``kami ada Paket Birthday … sudah termasuk kue tart``
(a package that includes a cake offers one, it allows none of the user's): goal_yesno_said.own_left. The yes and
no twins that name the user's own thing stay answers, through :func:`reached_per_turn`.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn

GOALS = {
    "en": "Ask whether you may bring your own birthday cake",
    "fr": "Demande si tu peux apporter ton propre gâteau d'anniversaire",
    "de": "Frag, ob du deinen eigenen Geburtstagskuchen mitbringen darfst",
    "pt": "Pergunta se pode levar o próprio bolo de aniversário",
    "nl": "Vraag of je je eigen verjaardagstaart mag meenemen",
    "id": "Tanyakan apakah boleh bawa kue ulang tahun sendiri",
}


def _reached(lang: str, reply: str) -> bool:
    return reached_per_turn([GOALS[lang]], {}, {}, ["Hi", reply])[-1]


OFFERED = [
    ("id", "Untuk acara ulang tahun, kami ada Paket Birthday mulai Rp350.000 sudah termasuk kue tart dan balon 🎂"),
    ("en", "For birthdays we have a Birthday Package from $35 that includes a birthday cake, balloons and a song 🎂"),
    ("pt", "Para aniversários temos o Pacote Aniversário a partir de R$ 350, já inclui bolo de aniversário e balões."),
    ("fr", "Nous avons une Formule Anniversaire dès 35 € qui comprend un gâteau d'anniversaire et des ballons."),
    ("de", "Für Geburtstage haben wir ein Geburtstagspaket ab 35 €, inklusive Geburtstagskuchen und Ballons."),
]
ANSWERED = [
    ("id", "Boleh kak, kue ulang tahun sendiri boleh dibawa 🎂"),
    ("en", "Yes, you can bring your own birthday cake 🎂"),
    ("en", "Sorry, you can't bring your own birthday cake."),
    ("pt", "Sim, pode levar o próprio bolo de aniversário 🎂"),
    ("pt", "Não, não pode levar o próprio bolo de aniversário."),
    ("fr", "Oui, vous pouvez apporter votre propre gâteau d'anniversaire 🎂"),
    ("de", "Ja, Sie dürfen Ihren eigenen Geburtstagskuchen mitbringen 🎂"),
    ("nl", "Ja, je mag je eigen verjaardagstaart meenemen 🎂"),
]


@pytest.mark.parametrize(("lang", "reply"), OFFERED)
def test_a_package_that_includes_the_thing_does_not_allow_ones_own(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), ANSWERED)
def test_a_yes_or_no_about_ones_own_thing_answers(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


def test_an_inclusion_still_answers_a_request_with_no_own_thing() -> None:
    goal = ["Ask whether breakfast is included"]
    assert reached_per_turn(goal, {}, {}, ["Hi", "The room rate includes breakfast, served 7–10."])[-1]
