"""The chatbot's own confirmation after *as soon as* / *when* is still to come (goal_later.confirms_later).

``Anotado: segunda de manhã … Assim que o técnico fechar a rota eu te confirmo o horário`` books nothing yet
(held-out #18's premature stop, fixed by class after scoring); a performative *I confirm (that)* beside a done
sentence is no confirmation to come.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_failed import _reached  # one table of booking goals, shared
from user_sim.core.goal_later import confirms_later


@pytest.mark.parametrize(
    ("lang", "pending", "done"),
    [
        (
            "pt",
            "Mesa para 4 na sexta anotada. Assim que a gerente liberar eu te confirmo.",
            "Mesa para 4 na sexta reservada. Te confirmo que temos cadeirinha.",
        ),
        (
            "es",
            "Mesa para 4 el viernes apuntada. Cuando tenga la lista te confirmo la hora.",
            "Mesa para 4 el viernes reservada. Te confirmo además que hay terraza.",
        ),
        (
            "es",
            "Mesa para 4 el viernes apuntada. Te confirmo la hora en cuanto la tenga.",
            "Mesa para 4 el viernes reservada, código R-221.",
        ),
        (
            "fr",
            "Table pour 4 vendredi notée. Quand j'aurai le planning je vous confirme l'heure.",
            "Table pour 4 vendredi réservée. Je vous confirme que la terrasse est ouverte.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì segnato. Appena ho il quadro ti confermo l'orario.",
            "Tavolo per 4 venerdì prenotato. Ti confermo che il parcheggio è gratuito.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag notiert. Sobald ich den Plan habe bestätige ich Ihnen die Uhrzeit.",
            "Tisch für 4 am Freitag reserviert. Ich bestätige Ihnen das gerne auch per E-Mail.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag genoteerd. Zodra ik het rooster heb bevestig ik de tijd.",
            "Tafel voor 4 op vrijdag gereserveerd. Ik bevestig u dat er een kinderstoel is.",
        ),
        (
            "pt",
            "Mesa para 4 na sexta reservada. Quando o pagamento cair te confirmo.",
            "Mesa para 4 na sexta reservada, protocolo 8812. Quando chegar, é só dizer seu nome.",
        ),
    ],
)
def test_my_confirmation_after_as_soon_as_is_still_to_come(lang: str, pending: str, done: str) -> None:
    assert not _reached(lang, pending)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("clause", "later"),
    [
        ("assim que o tecnico fechar a rota de segunda eu te confirmo o horario", True),
        ("en cuanto llegue el pago te confirmo", True),
        ("te confirmo la hora en cuanto la tenga", True),
        ("quand j'aurai la tournee je vous confirme l'heure", True),
        ("sobald ich Bescheid habe bestätige ich", True),
        ("te confirmo tu reserva para el viernes", False),
        ("je vous confirme la reservation", False),
        ("ti confermo il tavolo per venerdi", False),
        ("quando chegar, e so dizer seu nome", False),
        ("as soon as you arrive, ask for Ana", False),
    ],
)
def test_the_clause_reading(clause: str, later: bool) -> None:
    assert confirms_later(clause) is later
