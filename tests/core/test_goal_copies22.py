"""Round 22: word lists that were spelt twice now stand once; each reader still reads every word it read.

No place left is read from :data:`user_sim.core.goal_no_words.PLACES`' named parts (``NO_PLACE``, ``PLACES_EN``);
the imperative of confirming from :data:`user_sim.core.goal_words.FORMS` (``CONFIRM_NOW``); a confirming put
off to tomorrow from :data:`user_sim.core.goal_when.TOMORROW` (goal_later); a day named from today from
:data:`user_sim.core.goal_when.RELATIVE_DAY` (goal_kinds); the Romance *of the* that trails a value from
:data:`user_sim.core.goal_purpose.OF_THE_LINK` (``OF_THE_ROMANCE``). Each case is read through the goal check (or the
module's public function) beside its done twin, in several languages, so a word lost from a reader fails a case.
Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import table_reached
from user_sim.core import goal_halves
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_parts import decompose

NO_PLACE_LEFT = [
    ("es", "Hecho. Mesa para 4 el viernes: sin mesas.", "Hecho. Mesa para 4 el viernes."),
    ("es", "Hecho. Mesa para 4 el viernes: sin hueco.", "Hecho. Mesa para 4 el viernes."),
    ("es", "Hecho. Mesa para 4 el viernes: sin lugares.", "Hecho. Mesa para 4 el viernes: sin problema."),
    ("pt", "Feito! Mesa para 4 na sexta: sem mesas.", "Feito! Mesa para 4 na sexta."),
    ("pt", "Pronto. Mesa para 4 na sexta, sem vaga.", "Pronto. Mesa para 4 na sexta, sem problema."),
    ("it", "Fatto. Tavolo per 4 venerdì: nessun tavolo.", "Fatto. Tavolo per 4 venerdì."),
    ("it", "Fatto. Tavolo per 4 venerdì, nessun posto.", "Fatto. Tavolo per 4 venerdì."),
    ("fr", "C'est fait. Table pour 4 vendredi : aucune table.", "C'est fait. Table pour 4 vendredi."),
    ("en", "Done. Table for 4 on Friday: no seats left.", "Done. Table for 4 on Friday."),
    ("en", "Done. Table for 4 on Friday: no free slots.", "Done. Table for 4 on Friday."),
    ("en", "Done. Table for 4 on Friday: no more spots.", "Done. Table for 4 on Friday."),
    ("en", "Done. Table for 4 on Friday: no places left.", "Done. Table for 4 on Friday."),
]


@pytest.mark.parametrize(("lang", "full", "done"), NO_PLACE_LEFT)
def test_no_place_left_is_read_from_the_places_table(lang: str, full: str, done: str) -> None:
    assert not table_reached(lang, full)
    assert table_reached(lang, done)


CONFIRM_FIRST = [
    ("it", "Conferma e il tavolo per 4 di venerdì è prenotato.", "Confermato: il tavolo per 4 di venerdì è prenotato."),
    ("es", "Confirma y la mesa para 4 del viernes queda reservada.", "Confirmado: mesa para 4 el viernes reservada."),
    ("fr", "Confirmez et la table pour 4 vendredi est réservée.", "Confirmé : table pour 4 vendredi réservée."),
    ("de", "Bestätigen Sie kurz, dann ist der Tisch für 4 am Freitag gebucht.", "Tisch für 4 am Freitag gebucht."),
    ("nl", "Bevestig even, dan is de tafel voor 4 op vrijdag geboekt.", "De tafel voor 4 op vrijdag is geboekt."),
    ("en", "Confirm and the table for 4 on Friday is booked.", "Confirmed: the table for 4 on Friday is booked."),
]


@pytest.mark.parametrize(("lang", "asks", "done"), CONFIRM_FIRST)
def test_the_imperative_of_each_confirm_stem_asks_first(lang: str, asks: str, done: str) -> None:
    assert not table_reached(lang, asks)
    assert table_reached(lang, done)


CONFIRMED_TOMORROW = [
    ("es", "Mesa para 4 el viernes: te lo confirmo mañana.", "Mesa para 4 el viernes: te lo he confirmado."),
    ("fr", "Table pour 4 vendredi : je vous confirme demain.", "Table pour 4 vendredi : c'est confirmé."),
    ("it", "Tavolo per 4 venerdì: ti confermo domani.", "Tavolo per 4 venerdì: confermato."),
    ("de", "Tisch für 4 am Freitag, ich bestätige Ihnen morgen.", "Tisch für 4 am Freitag ist bestätigt."),
    ("pt", "Mesa para 4 na sexta: te confirmo amanhã.", "Mesa para 4 na sexta: confirmada."),
    ("en", "Table for 4 on Friday: I confirm tomorrow.", "Table for 4 on Friday: confirmed."),
]


@pytest.mark.parametrize(("lang", "later", "done"), CONFIRMED_TOMORROW)
def test_a_confirming_put_off_to_tomorrow_is_still_to_come(lang: str, later: str, done: str) -> None:
    assert not table_reached(lang, later)
    assert table_reached(lang, done)


@pytest.mark.parametrize(
    "said",
    [
        "We can do it today.", "Lo tenemos mañana.", "On peut le faire demain.", "Das geht noch heute.",
        "Posso farlo domani.", "Fica pronto amanhã.", "Het kan vandaag.", "Bisa besok.", "Bisa nanti malam.",
        "Ich komme übermorgen.", "Het kan overmorgen.", "Bisa lusa.",
    ],
)  # fmt: skip
def test_a_day_named_from_today_gives_a_time(said: str) -> None:
    assert gives_kind(said, "time")
    assert not gives_kind(said.replace(said.split()[-1].rstrip("."), "gern"), "time")


@pytest.mark.parametrize(
    ("goal", "left", "both"),
    [
        (
            "Agende a troca da tela e da bateria do seu {{modelo}}",
            "Agendei a troca da tela do iPad 9.", "Agendei a troca da tela e da bateria do iPad 9.",
        ),
        (
            "Agende a troca da tela e da bateria das {{modelo}}",
            "Agendei a troca da tela das iPad 9.", "Agendei a troca da tela e da bateria das iPad 9.",
        ),
        (
            "Planifie le changement de l'écran et de la batterie du {{modelo}}",
            "J'ai planifié le changement de l'écran du iPad 9.",
            "J'ai planifié le changement de l'écran et de la batterie du iPad 9.",
        ),
        (
            "Prenota la sostituzione dello schermo e della batteria del {{modelo}}",
            "Ho prenotato la sostituzione dello schermo del iPad 9.",
            "Ho prenotato la sostituzione dello schermo e della batteria del iPad 9.",
        ),
        (
            "Programa el cambio de la pantalla y de la batería del {{modelo}}",
            "He programado el cambio de la pantalla del iPad 9.",
            "He programado el cambio de la pantalla y de la batería del iPad 9.",
        ),
    ],
)  # fmt: skip
def test_a_value_that_trails_both_objects_after_the_romance_of_the(goal: str, left: str, both: str) -> None:
    (part,) = decompose([goal], None, {"modelo": ["iPad 9"]})
    assert goal_halves.leaves_object(part, left, [])
    assert not goal_halves.leaves_object(part, both, [])
