"""Round 20: word lists that stood twice in the goal check, made one table read by every reader.

Each table's union is pinned for each of its readers in several languages, and each deliberate difference by a
sentence one reader must read and the other must not; each mended drift by a reply that stopped before and its
done twin. Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_pending import TO_CONFIRM
from user_sim.core.goal_status import ANSWER, sends_outcome
from user_sim.core.goal_withheld import _DEFERS_ALL
from user_sim.core.goals import normalise


def _reads(table: re.Pattern[str], text: str) -> bool:
    return table.search(normalise(text)) is not None


KAYAK = {
    "en": ("Book a kayak for {{n}} people", "Book a kayak for 2 people please."),
    "id": ("Pesan kayak untuk {{n}} orang", "Mau pesan kayak untuk 2 orang ya."),
    "fr": ("Réserve un kayak pour {{n}} personnes", "Je voudrais un kayak pour 2 personnes."),
    "es": ("Reserva un kayak para {{n}} personas", "Quiero un kayak para 2 personas."),
    "de": ("Buche ein Kajak für {{n}} Personen", "Ich möchte ein Kajak für 2 Personen."),
    "it": ("Prenota un kayak per {{n}} persone", "Vorrei un kayak per 2 persone."),
    "nl": ("Reserveer een kajak voor {{n}} personen", "Een kajak voor 2 personen graag."),
    "pt": ("Reserve um caiaque para {{n}} pessoas", "Quero um caiaque para 2 pessoas."),
}


def _kayak(lang: str, reply: str) -> bool:
    goal, user = KAYAK[lang]
    return reached_per_turn([goal], {"n": ["2"]}, {"n": ("2", "3")}, [user, reply])[-1]


# 1. The stems of confirming (goal_words.CONFIRM, SETTLING)


@pytest.mark.parametrize(
    ("owed", "to_confirm", "defers"),
    [
        ("The confirmation follows by e-mail.", "Reply YES to confirm.", "I'll confirm everything tomorrow."),
        ("La confirmación llega por correo.", "Responda SÍ para confirmar.", "Mañana te confirmo todo."),
        ("Die Bestätigung kommt per Mail.", "Antworten Sie mit JA zur Bestätigung.", "Morgen bestätige ich alles."),
        ("De bevestiging volgt per mail.", "Antwoord JA om te bevestigen.", "Daarna bevestig ik alles."),
        ("La conferma arriva per mail.", "Rispondi SÌ per confermare.", "Domani confermo tutto."),
        ("Tim kami mengonfirmasi lewat email.", "Balas YA untuk mengonfirmasi.", "Besok saya mengonfirmasi semua."),
        ("Konfirmasi dikirim lewat email.", "Balas YA untuk konfirmasi.", "Besok saya konfirmasi semua."),
    ],
)
def test_every_reader_reads_the_stems_of_confirming(owed: str, to_confirm: str, defers: str) -> None:
    assert _reads(ANSWER, owed)
    assert _reads(TO_CONFIRM, to_confirm)
    assert _reads(_DEFERS_ALL, defers)


@pytest.mark.parametrize(
    ("to_confirm", "defers"),
    [
        ("Répondez OUI pour valider.", "Je reviens vers vous pour tout valider."),
        ("Reply YES to finalise.", "I'll finalize everything tomorrow."),
        ("Responda SÍ para finalizar.", "Mañana finalizo todo."),
        ("Klik op de link om te valideren.", "Morgen valideer ik alles."),
    ],
)
def test_validating_confirms_for_the_user_and_the_whole_but_owes_no_answer(to_confirm: str, defers: str) -> None:
    assert _reads(TO_CONFIRM, to_confirm) and _reads(_DEFERS_ALL, defers)
    assert not _reads(ANSWER, defers)


def test_valid_is_an_adjective_of_a_document_sent() -> None:
    assert sends_outcome(normalise("Your voucher, valid until June, is sent by e-mail."))
    assert not sends_outcome(normalise("Your voucher and its confirmation are sent by e-mail."))


@pytest.mark.parametrize(
    ("lang", "done", "not_done"),
    [
        ("en", "Kayak for 2 people booked, ref K-221.", "Kayak for 2 people booked. Reply YES to finalise."),
        (
            "id",
            "Kayak untuk 2 orang sudah dipesan, kode K-221.",
            "Kayak untuk 2 orang sudah dipesan. Balas YA untuk mengonfirmasi.",
        ),
        (
            "id",
            "Kayak untuk 2 orang sudah dipesan, kode K-221.",
            "Kayak untuk 2 orang sudah dipesan. Tim kami akan mengonfirmasi lewat email.",
        ),
        (
            "fr",
            "Kayak pour 2 personnes réservé, réf. K-221.",
            "Kayak pour 2 personnes réservé. Répondez OUI pour finaliser.",
        ),
        (
            "es",
            "Kayak para 2 personas reservado, ref. K-221.",
            "Kayak para 2 personas reservado. Responda SÍ para finalizar.",
        ),
    ],
)
def test_a_confirmation_still_to_come_holds_the_deed(lang: str, done: str, not_done: str) -> None:
    assert _kayak(lang, done)
    assert not _kayak(lang, not_done)
