"""Readings left open by earlier rounds, each beside its twin: what is only held or would be, and words misread.

A tentative hold settles nothing (``I've pencilled you in``, ``provisionalmente``, ``vorläufig``); nor does the
conditional mood (``would be ordered``, ``wären bestellt``, ``sarebbero ordinate``, ``zou … zijn``). Portuguese
``Já`` + verb is *already*, no German or Dutch *ja*; a yes to the user's own question that names the drawn value
answers it (``vcs tem moqueca vegana?`` — ``Tem sim``). Portuguese ``no cartão`` is *on the card*, no negation;
``Intérprete:`` is a noun, no future; Indonesian ``sudah kami terima dan konfirmasi`` is done for both verbs; Dutch
``gaat naar je adres`` is where a thing goes, no future.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_beside import NEGATION
from user_sim.core.goal_done import is_done, offers
from user_sim.core.goal_mood import would as conditional
from user_sim.core.goal_tense import is_future
from user_sim.core.goal_yesno import YES_NO_ANSWER
from user_sim.core.goals import normalise


def reached(goal: str, values: dict[str, list[str]], options: dict[str, tuple[str, ...]], turns: list[str]) -> bool:
    """The verdict after the last turn (``turns`` alternate user, chatbot)."""
    return reached_per_turn([goal], values, options, turns)[-1]


@pytest.mark.parametrize(
    ("held", "done"),
    [
        ("I've pencilled in a table for 4 people on Friday.", "I've booked a table for 4 people on Friday."),
        ("We've pencilled you in for Friday at 8.", "We've booked you in for Friday at 8."),
        ("Te he reservado tentativamente la mesa del viernes.", "Te he reservado la mesa del viernes."),
        ("Ich habe den Tisch vorläufig für Freitag reserviert.", "Ich habe den Tisch für Freitag reserviert."),
        ("J'ai réservé provisoirement la table de vendredi.", "J'ai réservé la table de vendredi."),
        ("Ho prenotato provvisoriamente il tavolo di venerdì.", "Ho prenotato il tavolo di venerdì."),
        ("Reservei provisoriamente a mesa de sexta.", "Reservei a mesa de sexta."),
        ("Ik heb de tafel voorlopig voor vrijdag gereserveerd.", "Ik heb de tafel voor vrijdag gereserveerd."),
        ("Meja hari Jumat sudah kami pesan sementara.", "Meja hari Jumat sudah kami pesan."),
    ],
)
def test_a_tentative_hold_is_not_done(held: str, done: str) -> None:
    assert not is_done(held)
    assert is_done(done)


def test_a_table_pencilled_in_is_not_booked() -> None:
    goal, values, options = "Book a table for {{n}} people on Friday.", {"n": ["4"]}, {"n": ("4", "6")}
    asked = "a table for 4 on friday please"
    assert not reached(goal, values, options, [asked, "I've pencilled in a table for 4 people on Friday."])
    assert reached(goal, values, options, [asked, "I've booked a table for 4 people on Friday."])


@pytest.mark.parametrize(
    ("would", "done"),
    [
        ("3 bottles of balsamic vinegar would be ordered for £56.", "3 bottles of balsamic vinegar are ordered."),
        ("Las 3 botellas quedarían pedidas por 56 €.", "Las 3 botellas están pedidas por 56 €."),
        ("3 Flaschen Balsamico wären bestellt für 56 €.", "3 Flaschen Balsamico wurden für 56 € bestellt."),
        ("3 Flaschen Balsamico würden für 56 € bestellt.", "3 Flaschen Balsamico sind für 56 € bestellt."),
        ("3 bouteilles seraient commandées pour 56 €.", "3 bouteilles sont commandées pour 56 €."),
        ("3 bottiglie sarebbero ordinate per 56 €.", "3 bottiglie sono ordinate per 56 €."),
        ("3 garrafas ficariam encomendadas por 56 €.", "3 garrafas ficaram encomendadas por 56 €."),
        ("3 flessen balsamico zouden besteld worden voor € 56.", "3 flessen balsamico zijn besteld voor € 56."),
    ],
)
def test_the_conditional_mood_is_not_done(would: str, done: str) -> None:
    assert not is_done(would) and offers(would)
    assert is_done(done) and not offers(done)


@pytest.mark.parametrize(
    ("goal", "asked", "would", "done"),
    [
        (
            "Order {{n}} bottles of balsamic vinegar.",
            "3 bottles of balsamic please",
            "3 bottles of balsamic vinegar would be ordered for £56.",
            "3 bottles of balsamic vinegar are ordered.",
        ),
        (
            "Bestelle {{n}} Flaschen Balsamico.",
            "3 Flaschen bitte",
            "3 Flaschen Balsamico wären bestellt für 56 €.",
            "3 Flaschen Balsamico sind bestellt, 56 €.",
        ),
        (
            "Ordina {{n}} bottiglie di aceto balsamico.",
            "3 bottiglie",
            "3 bottiglie di aceto balsamico sarebbero ordinate per 56 €.",
            "3 bottiglie di aceto balsamico sono ordinate, 56 €.",
        ),
        (
            "Encomende {{n}} garrafas de vinagre balsâmico.",
            "3 garrafas",
            "3 garrafas de vinagre balsâmico ficariam encomendadas por 56 €.",
            "3 garrafas de vinagre balsâmico ficaram encomendadas, 56 €.",
        ),
    ],
)
def test_a_deed_that_would_be_done_does_not_reach_the_goal(goal: str, asked: str, would: str, done: str) -> None:
    values, options = {"n": ["3"]}, {"n": ("3", "6")}
    assert not reached(goal, values, options, [asked, would])
    assert reached(goal, values, options, [asked, done])


@pytest.mark.parametrize(
    "already",
    ["Já reservei a mesa.", "Já está incluído no pacote.", "Já lhe mandei o link.", "Já deixei avisado na cozinha."],
)
def test_portuguese_ja_before_a_verb_is_no_yes(already: str) -> None:
    assert YES_NO_ANSWER.search(normalise(already)) is None


@pytest.mark.parametrize(
    "yes", ["Ja, das geht.", "Ja graag, dat kan.", "Ja das ist inklusive.", "Ja hoor, dat kan.", "Sim, já está."]
)
def test_a_yes_ja_stays_a_yes(yes: str) -> None:
    assert YES_NO_ANSWER.search(normalise(yes)) is not None


def test_a_yes_to_the_users_own_question_naming_the_value_answers_it() -> None:
    goal = "Pergunte se tem {{dish}}."
    values, options = {"dish": ["moqueca vegana"]}, {"dish": ("moqueca vegana", "moqueca de peixe")}
    asked = "oi! vcs tem moqueca vegana?"
    assert reached(goal, values, options, [asked, "Oiii! Tem sim, e é um sucesso!!"])
    assert not reached(goal, values, options, ["oi! vcs fazem reservas?", "Oiii! Tem sim, e é um sucesso!!"])
    assert not reached(goal, values, options, [asked, "Tem sim, a moqueca de peixe é um sucesso!!"])
    assert not reached(goal, values, options, [asked, "Já deixei avisado na cozinha."])


@pytest.mark.parametrize(
    ("on_the_card", "negated"),
    [
        ("10x de R$ 349,90 no cartão final 8812", "Não cobramos no cartão."),
        ("Retire no balcão da loja.", "No hay mesas libres."),
        ("Reserva feita no seu nome.", "No tables are left on Friday."),
    ],
)
def test_portuguese_no_before_a_noun_is_in_the(on_the_card: str, negated: str) -> None:
    assert NEGATION.search(normalise(on_the_card)) is None
    assert NEGATION.search(normalise(negated)) is not None


def test_a_receipt_line_paid_on_the_card_gives_its_value() -> None:
    goal = "Compre uma esteira {{model}} com entrega em {{city}}."
    values, options = (
        {"model": ["TX-300"], "city": ["Curitiba"]},
        {"model": ("TX-300", "TX-500"), "city": ("Curitiba",)},
    )
    offer = ("Oi, quero a esteira TX-300 com entrega em Curitiba", "Quer comprar a TX-300? Ela está R$ 3.499,00.")
    receipt = (
        "Pedido confirmado ✅\nEsteira TX-300 — 10x de R$ 349,90 {on}\nEntrega: Curitiba/PR, prazo de 4 dias úteis"
    )
    paid = [*offer, "quero, 10x no cartão final 8812"]
    assert reached(goal, values, options, [*paid, receipt.format(on="no cartão final 8812")])
    assert not reached(goal, values, options, [*paid, receipt.format(on="não aprovado no cartão final 8812")])


@pytest.mark.parametrize(
    ("noun", "future"),
    [
        ("Intérprete: Markus Feld (alemán–español).", "Riceverete la conferma domani."),
        ("Interprete: Markus Feld, tedesco.", "La prenoterete voi in reception."),
        ("Parete attrezzata montata.", "Farete il check-in alle 15."),
    ],
)
def test_a_noun_in_rete_is_no_future(noun: str, future: str) -> None:
    assert not is_future(noun) and not offers(noun)
    assert is_future(future)


def test_an_interpreter_label_on_a_confirmed_booking() -> None:
    goal = "Reserva un intérprete de {{idioma}} para una reunión el {{dia}}."
    values, options = {"idioma": ["alemán"], "dia": ["jueves"]}, {"idioma": ("alemán", "francés"), "dia": ("jueves",)}
    asked = "un intérprete de alemán el jueves"
    done = "Reserva confirmada ✅ Intérprete: Markus Feld (alemán–español). Jueves 13/3, de 10:00 a 13:00."
    assert reached(goal, values, options, [asked, done])
    assert not reached(goal, values, options, [asked, done.replace("confirmada", "pendiente")])


@pytest.mark.parametrize(
    ("both", "later"),
    [
        (
            "Pesanan Bu Rina sudah kami terima dan konfirmasi ya 🙏\n• 5 porsi nasi uduk ayam goreng\n"
            "• Diambil jam 07.00",
            "Pesanan Bu Rina sudah kami terima dan akan kami konfirmasi nanti 🙏\n• 5 porsi nasi uduk ayam goreng\n"
            "• Diambil jam 07.00",
        ),
        (
            "Pesanan sudah kami catat dan konfirmasi: 5 porsi nasi uduk ayam goreng, diambil jam 07.00.",
            "Pesanan sudah kami catat dan perlu konfirmasi: 5 porsi nasi uduk ayam goreng, diambil jam 07.00.",
        ),
    ],
)
def test_sudah_carries_over_dan_to_the_second_verb(both: str, later: str) -> None:
    goal = "Pesan {{count}} porsi nasi uduk lauk {{side}} untuk diambil jam {{time}}."
    values = {"count": ["5"], "side": ["ayam goreng"], "time": ["07.00"]}
    options = {"count": ("5", "3"), "side": ("ayam goreng", "ayam bakar"), "time": ("07.00", "08.00")}
    asked = "5 porsi ayam goreng, ambil jam 7 pagi"
    assert reached(goal, values, options, [asked, both])
    assert not reached(goal, values, options, [asked, later])


@pytest.mark.parametrize(
    ("motion", "future"),
    [
        ("Het pakket is verzonden en gaat naar je adres in Utrecht.", "We gaan naar je fiets kijken."),
        ("De bestelling is geplaatst en gaat naar het magazijn.", "De bestelling gaat morgen de deur uit."),
        ("Three boxes are shipped, going to your office.", "The boxes are going to be shipped."),
    ],
)
def test_going_to_a_place_is_no_future(motion: str, future: str) -> None:
    assert not is_future(motion) and is_done(motion) and not offers(motion)
    assert offers(future) and not is_done(future)


@pytest.mark.parametrize(
    ("rate", "done"),
    [
        ("Au-delà, le kilo est facturé 18 € HT.", "Commande validée, le kilo est facturé 18 €."),
        ("Extra hours are charged at €20 per hour.", "Your card was charged £56 per month."),
        ("Die Stunde wird mit 20 € berechnet.", "Die Stunde wurde gebucht, 20 €."),
        ("L'ora viene addebitata 20 €.", "L'ora è prenotata, 20 €."),
    ],
)
def test_a_tariff_is_no_deed(rate: str, done: str) -> None:
    assert not is_done(rate)
    assert is_done(done)


@pytest.mark.parametrize(
    ("noun", "past"),
    [
        ("Notre formule inclut 4 kg de café par mois.", "Te reservé la mesa del viernes."),
        ("La formule inclut un café offert.", "Ya pagué el pedido."),
    ],
)
def test_a_noun_ending_like_a_past_is_no_deed(noun: str, past: str) -> None:
    assert not is_done(noun)
    assert is_done(past)


def test_a_yes_on_what_is_included_rents_no_machine() -> None:
    goal = "Loue une machine à café {{machine}} pour ton bureau."
    values, options = {"machine": ["à grains"]}, {"machine": ("à capsules", "à grains")}
    asked = "On voudrait louer une machine à café à grains. Le café et l'entretien sont inclus ?"
    quote = "Oui : notre formule Bureau Grains à 89 € HT/mois inclut l'entretien et 4 kg de café par mois."
    assert not reached(goal, values, options, [asked, f"{quote} Au-delà, le kilo est facturé 18 € HT."])
    assert reached(goal, values, options, [asked, "Location validée : machine à grains, livrée lundi à votre bureau."])


@pytest.mark.parametrize(
    ("should", "would"),
    [
        ("Levering op 9 mei zou geen probleem moeten zijn.", "Levering op 9 mei zou € 56 zijn."),
        ("Dat zouden we wel moeten halen.", "De tafel zou dan gereserveerd zijn."),
    ],
)
def test_the_dutch_should_is_the_guards_not_the_conditional(should: str, would: str) -> None:
    assert not conditional(should)
    assert conditional(would)
