"""Round 22, later: the confirming, the *has to* and the negation of goal_later and goal_negated read from their tables.

1. The forms of confirming come from :data:`user_sim.core.goal_words.FORMS` (Indonesian ``mengkonfirmasi`` added
   there), the object pronouns before a Romance future from :data:`user_sim.core.goal_you.TO_YOU` and ``IT``
   (Spanish ``se`` before *it* or after the deed: ``se lo confirmará``, ``la reserva se confirmará``; a passive ``se``
   of another thing owes nothing: ``el pago se confirmará``).
2. Someone's *has to* (goal_later.HAVE_TO) reads the modal *must* of :data:`user_sim.core.goal_keywords.MUST`.
3. goal_negated reads ``bukan`` and its *not only* from goal_no_words (``BUKAN``, ``ONLY``) and its tags from
   :data:`user_sim.core.goal_tags.PLAIN_TAGS`.
Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import table_reached
from user_sim.core.goal_done import is_done
from user_sim.core.goal_failed import failed
from user_sim.core.goal_later import confirms_later, promised

# 1. Confirming from goal_words.FORMS, its pronouns from goal_you.TO_YOU and IT


@pytest.mark.parametrize(
    "later",
    [
        "El encargado se lo confirmará mañana.",
        "La reserva se confirmará mañana.",
        "Le gérant vous le confirmera demain.",
        "Il gestore ve lo confermerà domani.",
        "O gerente lhes confirmará amanhã.",
        "The engraver will confirm it tomorrow.",
        "Der Chef wird es bestätigen.",
        "De manager zal het bevestigen.",
        "Restoran akan mengkonfirmasi besok.",
        "Restoran akan mengonfirmasi besok.",
    ],
)
def test_a_confirming_still_to_come_is_promised(later: str) -> None:
    assert promised(later)


@pytest.mark.parametrize(
    "now", ["Se lo confirmo ahora mismo.", "Le gérant l'a confirmée.", "Kami sudah mengkonfirmasi.", "Ya confirmado."]
)
def test_a_confirming_done_or_mine_now_is_not_promised(now: str) -> None:
    assert not promised(now)


@pytest.mark.parametrize(
    ("later", "done"),
    [
        ("Restoran mengkonfirmasi nanti.", "Restoran sudah mengkonfirmasi."),
        ("Restoran mengonfirmasi nanti.", "Restoran sudah mengonfirmasi."),
        ("Er bestätigt es noch per SMS.", "Er hat es per SMS bestätigt."),
        ("Te lo confirmarán todavía por la tarde.", "Te lo confirmaron por la tarde."),
        ("Il gestore lo confermeranno ancora.", "Il gestore l'ha confermato."),
    ],
)
def test_a_verb_of_confirming_with_still_is_to_come(later: str, done: str) -> None:
    assert confirms_later(later)
    assert not confirms_later(done)


@pytest.mark.parametrize(
    ("lang", "owed", "done"),
    [
        (
            "id",
            "Meja untuk 4 orang hari Jumat sudah dicatat. Balas YA untuk mengkonfirmasi.",
            "Meja untuk 4 orang hari Jumat sudah dipesan. Kami telah mengkonfirmasi dengan restoran.",
        ),
        (
            "id",
            "Dicatat: meja untuk 4 orang hari Jumat. Restoran mengkonfirmasi nanti.",
            "Kami sudah mengkonfirmasi meja untuk 4 orang hari Jumat.",
        ),
        (
            "es",
            "Mesa para 4 el viernes anotada. Responda SÍ para confirmar.",
            "Mesa para 4 el viernes reservada y confirmada.",
        ),
    ],
)
def test_a_confirming_asked_or_to_come_holds_the_table_back(lang: str, owed: str, done: str) -> None:
    assert not table_reached(lang, owed)
    assert table_reached(lang, done)


# 2. Someone's has to (goal_later.HAVE_TO, with goal_keywords.MUST)

HAS_TO = [
    ("fr", "Table pour 4 vendredi notée; le gérant doit encore la confirmer."),
    ("it", "Tavolo per 4 venerdì annotato; il gestore deve ancora confermarlo."),
    ("de", "Tisch für 4 am Freitag notiert; der Chef muss es noch bestätigen."),
    ("nl", "Tafel voor 4 op vrijdag genoteerd; de manager moet het nog bevestigen."),
    ("id", "Meja untuk 4 orang hari Jumat dicatat; restoran masih harus konfirmasi."),
    ("es", "Mesa para 4 el viernes anotada; el encargado debe todavía confirmarla."),
    ("pt", "Mesa para 4 na sexta anotada; o gerente ainda precisa confirmar."),
    ("en", "Table for 4 on Friday noted; the host still has to confirm it."),
]


@pytest.mark.parametrize(("lang", "owed"), HAS_TO)
def test_someone_who_still_has_to_confirm_holds_the_table_back(lang: str, owed: str) -> None:
    assert confirms_later(owed)
    assert not table_reached(lang, owed)


@pytest.mark.parametrize(
    ("lang", "done"),
    [
        ("fr", "Votre table pour 4 vendredi est réservée et confirmée."),
        ("de", "Ihr Tisch für 4 am Freitag ist reserviert. Sie müssen nichts mehr tun."),
        ("it", "Il suo tavolo per 4 venerdì è prenotato: deve solo presentarsi."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan."),
    ],
)
def test_a_table_booked_with_no_confirming_owed_is_reached(lang: str, done: str) -> None:
    assert not confirms_later(done)
    assert table_reached(lang, done)


# 3. goal_negated: bukan and its only from goal_no_words, its tags from goal_tags


@pytest.mark.parametrize(
    ("negated", "done"),
    [
        ("Meja bukan dipesan, hanya dicatat.", "Meja bukan hanya dipesan, tapi juga dibayar."),
        ("Meja bukan dipesan, hanya dicatat.", "Meja bukan saja dipesan, tapi juga dibayar."),
        ("Meja untuk Jumat bukan dipesan.", "Meja untuk Jumat, bukan? Sudah dipesan."),
        ("Il tavolo non è prenotato.", "Il tavolo per venerdì, non? È prenotato."),
        ("La table n'est pas réservée.", "La table pour vendredi, non ? Réservée."),
    ],
)
def test_a_negation_not_a_tag_nor_not_only_negates_the_deed(negated: str, done: str) -> None:
    assert failed(negated, is_done)
    assert not failed(done, is_done)


@pytest.mark.parametrize(
    ("lang", "done"),
    [
        ("es", "Anotado y reservado: mesa para 4 el viernes. El pago se confirmará al llegar."),
        ("fr", "Table pour 4 vendredi notée et réservée ; le paiement se confirmera à l'arrivée."),
    ],
)
def test_a_passive_se_of_another_thing_owes_no_confirming(lang: str, done: str) -> None:
    assert table_reached(lang, done)


@pytest.mark.parametrize(
    ("lang", "owed"),
    [
        ("es", "Anotado: mesa para 4 el viernes. La reserva se confirmará mañana."),
        ("fr", "Table pour 4 vendredi notée. Le gérant la confirmera demain."),
        ("it", "Tavolo per 4 venerdì annotato. Il gestore ve lo confermerà domani."),
    ],
)
def test_the_deed_or_it_confirmed_later_after_a_noting_is_owed(lang: str, owed: str) -> None:
    assert not table_reached(lang, owed)
