"""A done reply whose values are spread over its lines (goal_block, goal_receipt): what used to refuse it.

Every sentence was written for these tests (a cave tour, a lunch order, a fun run, a cinema, a serum…), in the eight
languages; none comes from the labelled sets under bench/. A receipt's lines give the values its done header leaves
out, and four things wrongly read as not-done are none:

* a count said with its **breakdown** (``3 personas (2 adultos + 1 niño)``): the parts are no other count;
* an **ordinal** beside a count (``C/ Mayor 12, 3ºB`` for four menus): a floor, no count;
* a **contraction** (``gibt's``, ``it's``): its ``s`` is no size S;
* a deed that **went through** (``deine Anmeldung ist durch!``, ``deu certo``): a done header;
* a closing line that sends a **document of the outcome** (``Te enviaremos el número de seguimiento``) though its
  verb names the part's shipping.

Each positive case has its not-done twin in the same layout: the go-ahead asked (``Soll ich dich so anmelden?``), a
breakdown that adds up to another count, another option on another line, the deed itself still to come.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_block import confirmation_block
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_done import is_done
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_receipt import receipt_block
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_sums import breaks_down

CAVE = decompose(["Reserva {{n}} plazas para la visita a la cueva del {{dia}}"], None, {"n": ["3"], "dia": ["domingo"]})
CAVE_OPTIONS = {"n": ("2", "3", "4"), "dia": ("sábado", "domingo")}
ZOO = decompose(["Buche {{n}} Tickets für den Zoo am {{tag}}"], None, {"n": ["5"], "tag": ["Sonntag"]})
ZOO_OPTIONS = {"n": ("3", "5", "6"), "tag": ("Samstag", "Sonntag")}
BOAT = decompose(["Reserveer {{n}} plaatsen op de rondvaart op {{dag}}"], None, {"n": ["4"], "dag": ["zaterdag"]})
BOAT_OPTIONS = {"n": ("2", "4", "6"), "dag": ("zaterdag", "zondag")}
LUNCH = decompose(["Pide {{n}} menús del día para {{hora}}"], None, {"n": ["4"], "hora": ["13:30"]})
LUNCH_OPTIONS = {"n": ("3", "4", "6"), "hora": ("13:00", "13:30")}
RUN = decompose(["Melde dich für den {{lauf}} an und bestelle ein Shirt in Größe {{size}}"], None, {
    "lauf": ["10-km-Lauf"], "size": ["M"]})  # fmt: skip
RUN_OPTIONS = {"lauf": ("5-km-Lauf", "10-km-Lauf"), "size": ("S", "M", "L")}
TEE = decompose(["order a fun-run tee in size {{size}}"], None, {"size": ["M"]})
TEE_OPTIONS = {"size": ("S", "M", "L")}
SERVICE = decompose(["Pesan servis AC {{n}} unit untuk hari {{hari}}"], None, {"n": ["2"], "hari": ["Kamis"]})
SERVICE_OPTIONS = {"n": ("1", "2", "3"), "hari": ("Rabu", "Kamis")}
CINEMA = decompose(["Book {{n}} cinema seats for {{day}}"], None, {"n": ["2"], "day": ["Friday"]})
CINEMA_OPTIONS = {"n": ("1", "2", "3"), "day": ("Friday", "Saturday")}
SERUM = decompose(["Compra el sérum {{producto}} con envío a {{ciudad}}"], None, {
    "producto": ["Retinol 1%"], "ciudad": ["Valencia"]})  # fmt: skip
SERUM_OPTIONS = {"producto": ("Retinol 1%", "Vitamina C"), "ciudad": ("Valencia", "Sevilla")}
THE = decompose(["Commande le thé {{the}} avec livraison à {{ville}}"], None, {"the": ["Earl Grey"], "ville": ["Lyon"]})
THE_OPTIONS = {"the": ("Earl Grey", "Sencha"), "ville": ("Lyon", "Nantes")}


def _block(part_set: tuple, reply: str, options: dict) -> str | None:
    return confirmation_block(part_set[0], part_set, sentences(reply), options, "")


@pytest.mark.parametrize(
    ("part_set", "options", "reply"),
    [
        (CAVE, CAVE_OPTIONS, "¡Reserva confirmada! 🎉\n📅 Domingo, 10:00 h\n👥 3 personas (2 adultos + 1 niño)"),
        (ZOO, ZOO_OPTIONS, "Gebucht ✅\n• Sonntag, 9:30 Uhr\n• 5 Personen (2 Erwachsene, 3 Kinder)"),
        (BOAT, BOAT_OPTIONS, "Geboekt ✅\n• Zaterdag 14.00 uur\n• 4 personen: 2 volwassenen en 2 kinderen"),
        (LUNCH, LUNCH_OPTIONS, "Pedido hecho ✅\n• 4 × Menú del día\n• Entrega: 13:30, C/ Mayor 12, 3ºB"),
        (LUNCH, LUNCH_OPTIONS, "Pedido hecho ✅\n• 4 × Menú del día\n• Entrega: 13:30, C/ Mayor 12, 2ª planta"),
        (
            RUN,
            RUN_OPTIONS,
            "Hi Jana, deine Anmeldung ist durch! 🏃\n10-km-Lauf – Block C\nShirt: Größe M (gibt's am Start)",
        ),
        (TEE, TEE_OPTIONS, "Tee ordered ✅\nSize: M (it's in your race pack)"),
        (CINEMA, CINEMA_OPTIONS, "Your booking went through!\n• Friday, 20:15\n• 2 seats, row F"),
        (
            SERVICE,
            SERVICE_OPTIONS,
            "Sudah terjadwal ✅\n🔧 Servis AC 2 unit\n🗓️ Kamis, 10.00\nSementara itu AC-nya jangan dinyalakan dulu ya.",
        ),
    ],
)
def test_a_done_reply_with_its_values_on_its_lines_delivers(part_set: tuple, options: dict, reply: str) -> None:
    assert _block(part_set, reply, options) is not None


@pytest.mark.parametrize(
    ("part_set", "options", "reply"),
    [
        # the same lines with the go-ahead still asked
        (CAVE, CAVE_OPTIONS, "Tengo sitio:\n📅 Domingo, 10:00 h\n👥 3 personas (2 adultos + 1 niño)\n¿Lo reservo así?"),
        (
            ZOO,
            ZOO_OPTIONS,
            "Alles klar ✅\n• Sonntag, 9:30 Uhr\n• 5 Personen (2 Erwachsene, 3 Kinder)\nSoll ich buchen?",
        ),
        (
            BOAT,
            BOAT_OPTIONS,
            "Prima ✅\n• Zaterdag 14.00 uur\n• 4 personen: 2 volwassenen en 2 kinderen\nZal ik boeken?",
        ),
        (
            LUNCH,
            LUNCH_OPTIONS,
            "Perfecto:\n• 4 × Menú del día\n• Entrega: 13:30, C/ Mayor 12, 3ºB\n¿Confirmo el pedido?",
        ),
        (RUN, RUN_OPTIONS, "10-km-Lauf – Block C\nShirt: Größe M (gibt's am Start)\nSoll ich dich so anmelden?"),
        (TEE, TEE_OPTIONS, "Tee in size M (it's in your race pack). Shall I order it?"),
        (CINEMA, CINEMA_OPTIONS, "Friday, 20:15 — 2 seats, row F. Shall I book them?"),
        # a breakdown that adds up to another count; another count or size on another line
        (CAVE, CAVE_OPTIONS, "¡Reserva confirmada! 🎉\n📅 Domingo, 10:00 h\n👥 3 personas (2 adultos + 2 niños)"),
        (ZOO, ZOO_OPTIONS, "Gebucht ✅\n• Sonntag, 9:30 Uhr\n• 5 Personen (3 Erwachsene, 3 Kinder)"),
        (LUNCH, LUNCH_OPTIONS, "Pedido hecho ✅\n• 4 × Menú del día\n• Entrega: 13:30\n• 3 menús sin gluten"),
        (TEE, TEE_OPTIONS, "Tee ordered ✅\nSize: M\nOnly size S is left, though."),
        # a booking still provisional (sementara), not "in the meantime"
        (
            SERVICE,
            SERVICE_OPTIONS,
            "Sudah dicatat ✅\n🔧 Servis AC 2 unit\n🗓️ Kamis, 10.00\nJadwal ini masih sementara ya.",
        ),
        # went through the options: no deed
        (CINEMA, CINEMA_OPTIONS, "We went through the options.\n• Friday, 20:15\n• 2 seats, row F"),
    ],
)
def test_the_not_done_twin_does_not(part_set: tuple, options: dict, reply: str) -> None:
    assert _block(part_set, reply, options) is None


@pytest.mark.parametrize(
    ("sentence", "value", "expected"),
    [
        ("3 personas (2 adultos + 1 niño)", "3", True),
        ("5 Personen (2 Erwachsene, 3 Kinder)", "5", True),
        ("4 people: 2 adults and 2 children", "4", True),
        ("4 orang (2 dewasa, 2 anak)", "4", True),
        ("3 personas (2 adultos + 2 niños)", "3", False),  # adds up to 7: no breakdown of 3
        ("Mesa para 4 (2 adultos + 2 niños)", "6", False),  # the drawn count is not said
        ("2 adults and 1 child", "3", False),  # parts only: goal_sums.sums_in reads them
    ],
)
def test_a_count_said_with_its_breakdown(sentence: str, value: str, expected: bool) -> None:
    assert breaks_down(sentence, value) is expected


@pytest.mark.parametrize(
    ("name", "value", "reply", "options", "expected"),
    [
        ("size", "M", "Shirt: Größe M (gibt's am Start)", {"size": ("S", "M")}, False),
        ("size", "M", "Tee: size M (it's in your pack)", {"size": ("S", "M")}, False),
        ("size", "M", "Tee: size M or S?", {"size": ("S", "M")}, True),
        ("size", "M", "Taille M, il reste aussi du 'S'", {"size": ("S", "M")}, True),
        ("n", "4", "4 × Menú\nEntrega: C/ Mayor 12, 3ºB", {"n": ("3", "4")}, False),
        ("n", "4", "4 × Menú\nEntrega: 3 menús", {"n": ("3", "4")}, True),
    ],
)
def test_what_replaces_a_value(name: str, value: str, reply: str, options: dict, expected: bool) -> None:
    assert contradicted(name, value, sentences(reply), options) is expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Deine Anmeldung ist durch!", True),
        ("Your payment went through.", True),
        ("De boeking is erdoor!", True),
        ("Deu certo, Rafa!", True),
        ("La prenotazione è andata a buon fine.", True),
        ("We went through the list together.", False),
        ("Is it through?", False),
        ("Der Samstag ist leider schon durch.", False),  # already over
        ("Once it goes through I'll confirm.", False),
    ],
)
def test_a_deed_that_went_through_is_done(said: str, expected: bool) -> None:
    assert is_done(said) is expected


@pytest.mark.parametrize(
    ("part_set", "options", "reply", "delivered"),
    [
        (SERUM, SERUM_OPTIONS, "¡Pedido realizado! 🛍️\n- Sérum Retinol 1% — 19,90 €\n- Envío a: Calle Mar 4, "
         "Valencia\nTe enviaremos el número de seguimiento por email.", True),
        (THE, THE_OPTIONS, "Commande passée ✅\n• Thé Earl Grey — 12 €\n• Livraison : Lyon\nNous vous enverrons "
         "le numéro de suivi par e-mail.", True),
        # the shipping itself still to come on a condition, a confirmation still owed
        (SERUM, SERUM_OPTIONS, "¡Pedido realizado! 🛍️\n- Sérum Retinol 1% — 19,90 €\n- Envío a: Calle Mar 4, "
         "Valencia\nTe enviaremos el pedido cuando recibamos el pago.", False),
        (THE, THE_OPTIONS, "Commande notée ✅\n• Thé Earl Grey — 12 €\n• Livraison : Lyon\nNous vous enverrons "
         "la confirmation de la commande par e-mail.", False),
    ],
)  # fmt: skip
def test_a_receipt_closed_by_the_outcomes_document(part_set: tuple, options: dict, reply: str, delivered: bool) -> None:
    assert (receipt_block(part_set[0], part_set, reply, options, "") is not None) is delivered


def test_the_structured_check_proves_the_spread_reply_with_no_call() -> None:
    check = StructuredGoalCheck(CAVE, CAVE_OPTIONS, None)
    reply = "¡Listo! Reserva confirmada:\n📅 Domingo, 10:00 h\n👥 3 personas (2 adultos + 1 niño)"
    decision = check.decide([("User", "3 plazas el domingo"), ("Assistant", reply)])
    assert decision.reached and decision.calls == 0
    check = StructuredGoalCheck(CAVE, CAVE_OPTIONS, None)
    reply = "Hay sitio:\n📅 Domingo, 10:00 h\n👥 3 personas (2 adultos + 1 niño)\n¿Te lo reservo?"
    assert not check.decide([("User", "3 plazas el domingo"), ("Assistant", reply)]).reached
