"""The readers of the round-21 folded tables read each word of their table (round 22; replaces the structure asserts
of test_goal_tables21b's first section).

*To* (the named groups of :mod:`user_sim.core.goal_purpose`) before confirming, going on, finishing or
making official; *of* and *for* (``OF``, ``OF_THE_ROMANCE``, ``FOR``, ``LINK``) before a trailing value, inside a
value, or before a trimmed name's rest; the waiting list (:data:`user_sim.core.goal_held.WAITLIST`). One sentence
per word (or per language) read the intended way through the reader's public function, beside its twin without
the word. A payment asked *damit* the booking is confirmed, with German's verb last, is still owed. Every sentence
was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import table_reached
from user_sim.core import goal_halves, goal_pending, goal_unpaid
from user_sim.core.goal_held import held
from user_sim.core.goal_later import called_to_confirm
from user_sim.core.goal_needs import owed_to_finish
from user_sim.core.goal_owed import user_step
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_quotes import only_informs
from user_sim.core.goal_trimmed import trimmed_values
from user_sim.core.goal_values import states
from user_sim.core.goals import normalise


def _and(sentence: str, word: str) -> str:
    """The twin: the table word replaced by *and*, so nothing is said to be for a purpose."""
    return sentence.replace(f" {word} ", " and ", 1)


@pytest.mark.parametrize(
    ("step", "word"),
    [  # goal_pending.TO_STEP: TO_DO, AFIN_DE, UM_ZU, TO_THE ("in order to": test_each_in_order_to_…)
        ("Reply YES to confirm.", "to"),
        ("Responda SÍ para confirmar.", "para"),
        ("Cliquez sur le lien pour confirmer.", "pour"),
        ("Rispondi SÌ per confermare.", "per"),
        ("Balas YA untuk konfirmasi.", "untuk"),
        ("Antworten Sie mit JA, um zu bestätigen.", "um"),
        ("Klik op de link om te bevestigen.", "om"),
        ("Klicken Sie hier zur Bestätigung.", "zur"),
        ("Klicken Sie hier zum Bestätigen.", "zum"),
    ],
)
def test_each_to_of_a_step_before_confirming(step: str, word: str) -> None:
    assert goal_pending.TO_CONFIRM.search(normalise(step))
    assert not goal_pending.TO_CONFIRM.search(normalise(_and(step, word)))


@pytest.mark.parametrize(
    ("step", "word"),
    [  # goal_owed: a step of the user's to go on (TO_STEP)
        ("Click the link to continue.", "to"),
        ("Clique no link para continuar.", "para"),
        ("Cliquez sur le lien pour continuer.", "pour"),
        ("Clicca sul link per procedere.", "per"),
        ("Klicken Sie auf den Link, um fortzufahren.", "um"),
        ("Klik op de link om door te gaan.", "om"),
        ("Klik tautan untuk melanjutkan.", "untuk"),
    ],
)
def test_each_to_of_a_step_before_going_on(step: str, word: str) -> None:
    assert user_step([step])
    assert not user_step([_and(step, word)])


PAY_TO = [  # goal_unpaid._PAY_TO: TO_DO, AFIN_DE, UM_ZU, DAMIT, AGAR
    ("Pague el depósito para confirmar.", "para"),
    ("Pague el depósito a fin de confirmar.", "a fin de"),
    ("Payez l'acompte pour confirmer.", "pour"),
    ("Réglez l'acompte afin de valider.", "afin de"),
    ("Effettua il pagamento per confermare.", "per"),
    ("Bezahlen Sie die Anzahlung, um die Buchung abzuschließen.", "um"),
    ("Bezahlen Sie die Anzahlung, damit die Buchung bestätigt wird.", "damit"),
    ("Bezahlen Sie die Anzahlung, damit wir die Buchung bestätigen können.", "damit"),
    ("Betaal de aanbetaling om te bevestigen.", "om"),
    ("Bayar DP supaya pesanan dikonfirmasi.", "supaya"),
    ("Bayar DP untuk konfirmasi.", "untuk"),
]


@pytest.mark.parametrize(("owed", "word"), PAY_TO)
def test_each_to_of_a_payment_before_finishing(owed: str, word: str) -> None:
    assert goal_unpaid.PAY_TO_FINISH.search(normalise(owed))
    assert not goal_unpaid.PAY_TO_FINISH.search(normalise(_and(owed, word)))


@pytest.mark.parametrize(
    ("owed", "done"),
    [
        ("Bitte zahlen Sie die Anzahlung, damit die Reservierung bestätigt wird.", "Anzahlung erhalten, damit ist"),
        ("Bitte zahlen Sie die Anzahlung, damit wir die Reservierung bestätigen können.", "Bezahlt, damit ist"),
        ("Bitte zahlen Sie die Anzahlung, damit sie gesichert ist.", "Anzahlung bezahlt, damit ist"),
    ],
)
def test_a_payment_asked_so_that_the_booking_is_confirmed_is_still_owed(owed: str, done: str) -> None:
    assert not table_reached("de", f"Tisch für 4 am Freitag reserviert. {owed}")
    assert table_reached("de", f"{done} Ihr Tisch für 4 am Freitag bestätigt.")


@pytest.mark.parametrize(
    ("owed", "word"),
    [  # goal_needs: TO_DO, TO_DO_SPOKEN, AFIN_DE, AGAR, BIAR before finishing; UM_ZU, DAMIT, SO_THAT before official
        ("I need your ID to complete the booking.", "to"),
        ("Necesito tu DNI para completar la reserva.", "para"),
        ("J'ai besoin de votre pièce d'identité pour finaliser la réservation.", "pour"),
        ("Mi serve un documento per completare la prenotazione.", "per"),
        ("Saya perlu KTP untuk menyelesaikan pemesanan.", "untuk"),
        ("Preciso do seu RG pra finalizar a reserva.", "pra"),
        ("J'ai besoin d'une pièce d'identité afin de finaliser la réservation.", "afin de"),
        ("Necesito su DNI a fin de completar la reserva.", "a fin de"),
        ("Saya perlu KTP agar bisa menyelesaikan pemesanan.", "agar"),
        ("Saya perlu KTP supaya bisa menyelesaikan pemesanan.", "supaya"),
        ("Saya perlu KTP biar bisa menyelesaikan pemesanan.", "biar"),
        ("Ich brauche Ihren Ausweis, um die Buchung abzuschließen.", "um"),
        ("Ik heb uw paspoort nodig om de boeking af te ronden.", "om"),
        ("Ich brauche Ihren Ausweis, damit es offiziell ist.", "damit"),
        ("I need your ID so that it is official.", "so that"),
        ("Necesito su DNI para que sea oficial.", "para que"),
        ("J'ai besoin de votre pièce pour que ce soit officiel.", "pour que"),
        ("Mi serve un documento perché sia ufficiale.", "perché"),
        ("Ik heb uw paspoort nodig zodat het officieel is.", "zodat"),
    ],
)
def test_each_to_of_a_need_before_finishing_or_making_official(owed: str, word: str) -> None:
    assert owed_to_finish(owed)
    assert not owed_to_finish(_and(owed, word))


@pytest.mark.parametrize(
    ("informs", "word"),
    [  # goal_quotes._PURPOSE: TO_DO, TO_DO_SPOKEN, AFIN_DE, UM_ZU, AGAR
        ("To cancel 4471 I need the holder's name.", "To"),
        ("Para cancelar el 4471 necesito el nombre del titular.", "Para"),
        ("A fin de cancelar el 4471 necesito el nombre del titular.", "A fin de"),
        ("Pour annuler le 4471 j'ai besoin du nom du titulaire.", "Pour"),
        ("Per annullare il 4471 mi serve il nome del titolare.", "Per"),
        ("Pra cancelar o 4471 preciso do nome do titular.", "Pra"),
        ("Um 4471 zu stornieren, brauche ich den Namen.", "Um"),
        ("Om 4471 te annuleren heb ik de naam nodig.", "Om"),
        ("Untuk membatalkan 4471 saya perlu nama pemesan.", "Untuk"),
        ("Agar 4471 dibatalkan saya perlu nama pemesan.", "Agar"),
        ("Supaya 4471 dibatalkan saya perlu nama pemesan.", "Supaya"),
    ],
)
def test_each_to_of_a_purpose_beside_a_need_only_informs(informs: str, word: str) -> None:
    (part,) = decompose(["Cancel booking {{ref}}"], None, {"ref": ["4471"]})
    twin = informs.replace(f"{word} ", "", 1)
    assert only_informs(part, informs, [informs])
    assert not only_informs(part, twin, [twin], {"ref": ("4471", "5000")})


@pytest.mark.parametrize(
    "called",
    [  # goal_later.called_to_confirm: at most four words from the call to its TO_DO, AFIN_DE or UM_ZU
        "The engraver will call you back tomorrow morning in order to confirm.",
        "We will phone the restaurant first thing in order to confirm it.",
        "The manager will ring the kitchen this afternoon in order to confirm.",
    ],
)
def test_each_in_order_to_of_a_call_to_confirm(called: str) -> None:
    """Plain *to* is six words from the call here: only *in order to* reads it. The other readers of TO_DO take any
    words before their *to*, so there *in order to* is read by its *to* (no sentence of theirs can lose it)."""
    assert called_to_confirm(called)
    assert not called_to_confirm(_and(called, "in order to"))


@pytest.mark.parametrize(
    ("goal", "half", "whole"),
    [  # goal_halves._TRAILS: a value after OF, OF_THE_ROMANCE or FOR modifies both objects
        ("Agende a troca da tela e da bateria do seu {{m}}", "da tela do", "da tela e da bateria do"),
        ("Agende a troca da tela e da bateria dos {{m}}", "da tela dos", "da tela e da bateria dos"),
        ("Agende a troca da tela e da bateria das {{m}}", "da tela das", "da tela e da bateria das"),
        (
            "Agenda el cambio de la pantalla y de la batería de tu {{m}}",
            "de la pantalla de tu",
            "de la pantalla y de la batería de tu",
        ),
        (
            "Prenota il cambio dello schermo e della batteria del tuo {{m}}",
            "dello schermo del tuo",
            "dello schermo e della batteria del tuo",
        ),
        (
            "Prenota il cambio dello schermo e della batteria di {{m}}",
            "dello schermo di",
            "dello schermo e della batteria di",
        ),
        (
            "Réserve le changement de l'écran et de la batterie du {{m}}",
            "de l'écran du",
            "de l'écran et de la batterie du",
        ),
        (
            "Réserve le changement de l'écran et de la batterie des {{m}}",
            "de l'écran des",
            "de l'écran et de la batterie des",
        ),
        ("Buche den Tausch des Displays und des Akkus für {{m}}", "des Displays für", "des Displays und des Akkus für"),
        (
            "Plan de vervanging van het scherm en van de batterij van je {{m}}",
            "van het scherm van je",
            "van het scherm en van de batterij van je",
        ),
        (
            "Plan de vervanging van het scherm en de batterij voor {{m}}",
            "van het scherm voor",
            "van het scherm en de batterij voor",
        ),
        ("Book the cleaning and the repair for {{m}}", "the cleaning for", "the cleaning and the repair for"),
        ("Reserva la limpieza y la reparación para {{m}}", "la limpieza para", "la limpieza y la reparación para"),
        ("Prenota la pulizia e la riparazione per il {{m}}", "la pulizia per il", "la pulizia e la riparazione per il"),
    ],
)
def test_each_of_or_for_before_a_trailing_value_leaves_the_second_object(goal: str, half: str, whole: str) -> None:
    (part,) = decompose([goal], None, {"m": ["iPad 9"]})
    assert goal_halves.leaves_object(part, f"Done: {half} iPad 9.", [])
    assert not goal_halves.leaves_object(part, f"Done: {whole} iPad 9.", [])


LINKS = ["of", "de", "di", "van", "von", "da", "do", "del", "della", "dello", "du", "des", "der"]


@pytest.mark.parametrize("link", LINKS)
def test_each_link_takes_a_word_inside_a_value_and_starts_no_trimmed_name(link: str) -> None:
    assert states(f"certificato {link} avvenuta distruzione", f"certificato {link} distruzione")
    assert not states(f"certificato {link} non distruzione", f"certificato {link} distruzione")
    assert trimmed_values(f"Kurs {link} Keramik", [f"Kurs {link} Malerei"]) == ["Keramik"]


@pytest.mark.parametrize(
    ("listed", "twin"),
    [
        ("You're now on the waitlist.", "You're now on the menu."),
        ("You're on our waiting list.", "You're on our menu."),
        ("You're on the standby list.", "You're on the menu."),
        ("You are on the wait-list.", "You are on the menu."),
        ("Sie stehen auf unserer Warteliste.", "Sie stehen auf unserer Karte."),
        ("U staat op onze wachtlijst.", "U staat op onze kaart."),
        ("U staat op de reservelijst.", "U staat op de kaart."),
    ],
)
def test_each_waiting_list_holds_a_place(listed: str, twin: str) -> None:
    assert held(normalise(listed))
    assert not held(normalise(twin))
