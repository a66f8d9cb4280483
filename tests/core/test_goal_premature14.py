"""Four premature readings of held-out set 14, each beside its twin that still delivers.

A code's letters are no yes or no (``Código: SIM-5520``); a *when* clause opening the sentence puts the deed after
an event (``Quando o vestido chegar aqui, eles enviam o 52``); a thanks for getting in touch is no deed
(``terima kasih sudah menghubungi``); a Dutch, German or Indonesian opening word that ends like a Romance
first-person past is none (``Allebei nog plek``).
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_done import is_done
from user_sim.core.goal_perfect import is_perfect
from user_sim.core.goal_tense import is_conditional
from user_sim.core.goal_yesno import says_yes_or_no
from user_sim.core.goals import normalise


@pytest.mark.parametrize(
    ("code", "answer"),
    [
        ("Código: SIM-5520.", "Torta de cumpleaños: sí, se puede llevar."),
        ("Protocolo: SIM-20931.", "Bolo de aniversário: sim, pode trazer."),
        ("Kode booking: YA-204.", "Kue ulang tahun: ya, boleh dibawa."),
        ("Buchungsnummer: JA-88.", "Eigene Torte: ja, das geht."),
        ("Referentie: NEE-7/B.", "Eigen taart: nee, helaas niet."),
        ("Ref: NO-4410.", "Outside cake: no, sorry."),
        ("Code : NON-318.", "Gâteau apporté : non, désolé."),
    ],
)
def test_a_code_is_no_yes_or_no(code: str, answer: str) -> None:
    assert not says_yes_or_no(normalise(code))
    assert says_yes_or_no(normalise(answer))


@pytest.mark.parametrize(
    ("waiting", "done"),
    [
        ("Quando o vestido chegar aqui, eles enviam o 52.", "O vestido chegou aqui e eles enviaram o 52."),
        ("Cuando llegue el vestido, te mandamos la 52.", "Llegó el vestido y te mandamos la 52."),
        ("When the dress arrives, we send the 52.", "The dress arrived and we sent the 52."),
        ("Quand la robe arrivera chez nous, on envoie le 52.", "La robe est arrivée, le 52 est parti."),
        ("Quando il vestito arriva, spediamo la 52.", "Il vestito è arrivato, la 52 è spedita."),
    ],
)
def test_an_opening_when_clause_waits_on_an_event(waiting: str, done: str) -> None:
    assert is_conditional(waiting)
    assert not is_conditional(done)


@pytest.mark.parametrize(
    ("thanks", "done"),
    [
        ("Terima kasih sudah menghubungi Perguruan Silat Rajawali Sakti.", "Terima kasih, sudah kami daftarkan."),
        ("Danke, dass Sie uns kontaktiert haben.", "Danke, ich habe Sie eingetragen."),
        ("Merci de nous avoir contactés !", "Merci, c'est réservé !"),
        ("Thanks for reaching out!", "Thanks, I've booked it!"),
        ("Gracias por escribirnos.", "Gracias, ya está reservado."),
        ("Obrigado por entrar em contato!", "Obrigado, já está reservado!"),
        ("Grazie per averci scritto.", "Grazie, è prenotato."),
        ("Bedankt voor je bericht!", "Bedankt, je bent ingeschreven!"),
    ],
)
def test_thanks_for_getting_in_touch_is_no_deed(thanks: str, done: str) -> None:
    assert not is_done(thanks)
    assert is_done(done)


@pytest.mark.parametrize(
    ("word", "past"),
    [
        ("Allebei nog plek.", "Reservei a mesa para sábado."),
        ("Vorbei ist der Termin noch nicht.", "Te separé dos entradas."),
        ("Survei untuk kelas baru juga ada.", "Corrigi o endereço."),
    ],
)
def test_a_germanic_or_indonesian_opening_word_is_no_romance_past(word: str, past: str) -> None:
    assert not is_perfect(word)
    assert is_perfect(past)
