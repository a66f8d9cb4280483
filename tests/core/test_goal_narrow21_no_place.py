"""No place left is a negation: ``sem vagas``, ``sin plazas``, ``nessun posto``, ``no vacancies`` (round 21).

:data:`user_sim.core.goal_no_words.NO_PLACE` is read by :data:`user_sim.core.goal_beside.NEGATION`: the values said
beside a bare done sentence of the reply (``Reserva feita! Sexta-feira sem vagas para 4.``) are no deed when they
say no place is left; the done twin says the values plainly, and a *no* before another noun (Portuguese *in the*,
``no problem``) stays no negation. Then probes that must stay open.
"""

from __future__ import annotations

import pytest

from tests.core.support import table_reached as _reached
from user_sim.core.goal_beside import negated
from user_sim.core.goals import normalise


@pytest.mark.parametrize(
    "none_left",
    [  # each form of goal_no_words.NO_PLACE, read by goal_beside.NEGATION
        "sem vagas", "sem vaga", "sem lugar", "sin plazas", "sin lugares", "sin mesas", "sin sitio", "sin hueco",
        "nessun posto", "nessun tavolo", "nessuna disponibilità", "aucune place", "aucune table", "no vacancies",
        "no more tables", "no free seats", "no availability", "no spots", "no slots", "no rooms",
    ],
)  # fmt: skip
def test_each_form_of_no_place_left_is_a_negation(none_left: str) -> None:
    assert negated(normalise(f"Friday {none_left}"))
    assert not negated(normalise(f"Friday {none_left.split()[-1]}"))


def test_no_place_is_a_negation_not_a_no_before_another_noun() -> None:
    assert negated("sexta-feira sem vagas") and negated("no vacancies on friday") and negated("nessun posto")
    assert not negated("no lugar de sempre") and not negated("no problem") and not negated("sem problema")


@pytest.mark.parametrize(
    ("lang", "full", "done"),
    [
        ("pt", "Reserva feita! Sexta-feira sem vagas para 4.", "Reserva feita! Sexta-feira, mesa para 4."),
        ("pt", "Pronto. Mesa para 4 na sexta, sem vagas.", "Pronto. Mesa para 4 na sexta, sem problema."),
        ("es", "Hecho. Mesa para 4 el viernes: sin plazas.", "Hecho. Mesa para 4 el viernes."),
        ("en", "Done. Table for 4 on Friday: no vacancies.", "Done. Table for 4 on Friday, no problem."),
        ("it", "Fatto. Tavolo per 4 venerdì: nessun posto.", "Fatto. Tavolo per 4 venerdì."),
    ],
)
def test_no_place_left_beside_a_done_word(lang: str, full: str, done: str) -> None:
    assert not _reached(lang, full)
    assert _reached(lang, done)


PROBES = [
    ("pt", "Feito. Sexta-feira sem vagas para 4."),
    ("pt", "Tudo certo! Mesa para 4 na sexta: sem lugares."),
    ("pt", "Pronto! Sexta, mesa para 4: sem disponibilidade."),
    ("es", "Listo. Viernes, mesa para 4: sin disponibilidad."),
    ("es", "Hecho. Mesa para 4 el viernes, sin sitio."),
    ("en", "Done. Friday, table for 4: no availability."),
    ("en", "All done. Table for 4 on Friday: no tables left."),
    ("fr", "C'est fait. Table pour 4 vendredi : aucune place."),
    ("it", "Fatto. Venerdì, tavolo per 4: nessuna disponibilità."),
    ("de", "Erledigt. Freitag für 4: keine freien Plätze."),
    ("nl", "Klaar. Tafel voor 4 op vrijdag: geen plek."),
    ("id", "Selesai. Meja untuk 4 orang hari Jumat: tidak ada slot."),
]


@pytest.mark.parametrize(("lang", "reply"), PROBES)
def test_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)
