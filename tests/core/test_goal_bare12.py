"""Deeds done but said without a done word the tables knew (round 12): done forms and bare confirmations.

Each positive sits beside its not-done twin, in the eight languages: a first-person past of a service verb
(``Te separé``, ``Comprei``) beside its future (``Te separaré``, ``Comprarei``; Italian ``saprei``); a *you're in*
or *it went through* (``Du bist drin!``, ``Sei dentro!``) beside its question; a participle the tables lacked
(``Ajoutée``) beside its infinitive; and the values restated bare after a *yes* to the chatbot's go-ahead beside
the same reply that still asks, owes a payment or promises, or follows a *no*.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.core.test_goal_settle import _decide
from user_sim.core.goal_done import is_done

DONE_FORMS = [
    ("en", "Your payment went through.", "Will your payment go through?"),
    ("en", "We've got you down.", "I'll put you down for Saturday."),
    ("en", "It's all taken care of.", "It will be taken care of."),
    ("en", "Your order went in.", "Your order will go in tomorrow."),
    ("es", "Te puse en la lista.", "Te pondré en la lista."),
    ("pt", "Eu fiz a reserva.", "Vou fazer a reserva."),
    ("id", "Sip, udah masuk.", "Nanti masuk ya kak."),
    ("fr", "Vous êtes sur la liste.", "Je vais vous mettre sur la liste."),
    ("it", "Sei in lista.", "Ti metterò in lista."),
    ("es", "Te separé dos entradas para el sábado.", "Te separaré dos entradas para el sábado."),
    ("es", "Compré las entradas para el sábado.", "Compraré las entradas para el sábado."),
    ("es", "Ya te registré en el curso.", "Te registraré en el curso."),
    ("es", "¡Ya estás dentro!", "¿Quieres estar dentro?"),
    ("pt", "Comprei os ingressos para sábado.", "Comprarei os ingressos para sábado."),
    ("pt", "Separei duas unidades para você.", "Vou separar duas unidades para você."),
    ("pt", "Já corrigi a reserva.", "Vou corrigir a reserva."),
    ("pt", "Tá dentro!", "Quer ficar dentro?"),
    ("id", "Pesanan masuk ya kak.", "Pesanan akan masuk besok ya kak."),
    ("id", "Booking terkonfirmasi.", "Booking akan dikonfirmasi."),
    ("de", "Du bist drin!", "Ich kann dich eintragen."),
    ("de", "Deine Anmeldung ist durch!", "Deine Anmeldung wird bearbeitet."),
    ("de", "Der Termin ist fix.", "Ist der Termin fix?"),
    ("de", "Fix ✅", "Ich werde es fixen."),
    ("fr", "Ajoutée ✅", "Je vais l'ajouter."),
    ("fr", "C'est calé !", "Je vais caler ça."),
    ("it", "Sei dentro!", "Vuoi entrare?"),
    ("it", "Fatto!", "Lo faccio subito?"),
    ("nl", "Top, je staat erop.", "Zal ik je erop zetten?"),
    ("nl", "Rond!", "Ik maak het rond."),
    ("nl", "Gelukt!", "Ik probeer het."),
]


@pytest.mark.parametrize(("lang", "done", "twin"), DONE_FORMS)
def test_a_done_form_is_done_and_its_not_done_twin_is_not(lang: str, done: str, twin: str) -> None:
    assert is_done(done), (lang, done)
    assert not is_done(twin), (lang, twin)


@pytest.mark.parametrize(
    ("done", "future"),
    [
        ("Ya te separé dos entradas.", "Ya te reservaré dos entradas."),
        ("Ya te envié el código.", "Ya te llamaré mañana."),
        ("Já reservei a mesa.", "Já lhe ligarei amanhã."),
    ],
)
def test_already_before_a_past_is_done_and_before_a_future_is_not(done: str, future: str) -> None:
    assert is_done(done)
    assert not is_done(future)


def test_an_italian_conditional_that_ends_like_a_past_stays_not_done() -> None:
    assert not is_done("Potrei prenotarlo per sabato.")
    assert not is_done("Saprei dirtelo domani.")


def _goal(text: str, **values: str) -> tuple[list[str], dict[str, list[str]]]:
    return [text], {k: [v] for k, v in values.items()}


BARE = [  # (goal, options, the go-ahead asked, the yes, the bare confirmation)
    (
        _goal("book a table for {{n}} people on Saturday at {{time}}", n="6", time="7:30 PM"),
        {"n": ("4", "6"), "time": ("7:30 PM", "8:30 PM")},
        "We have a table for 6 on Saturday at 7:30 pm. Shall I book it?",
        "yes please",
        "Table for six this Saturday at 19:30 under Priya.",
    ),
    (
        _goal("reserva una mesa para {{n}} personas el {{day}}", n="4", day="sábado"),
        {"n": ("2", "4"), "day": ("viernes", "sábado")},
        "El sábado tenemos mesa para 4 a las 21:00. ¿Se la reservo?",
        "sí, perfecto",
        "Mesa para 4 personas el sábado a las 21:00, a nombre de Ana.",
    ),
    (
        _goal("reserve uma mesa para {{n}} pessoas no {{day}}", n="4", day="sábado"),
        {"n": ("2", "4"), "day": ("sexta", "sábado")},
        "No sábado temos mesa para 4 às 20h. Posso fazer a reserva?",
        "sim, pode",
        "Mesa para 4 pessoas no sábado às 20h, em nome de Rita.",
    ),
    (
        _goal("pesan meja untuk {{n}} orang hari {{day}}", n="4", day="Jumat"),
        {"n": ("2", "4"), "day": ("Kamis", "Jumat")},
        "Hari Jumat ada meja untuk 4 orang jam 19.00. Saya pesankan ya?",
        "iya kak",
        "Meja untuk 4 orang hari Jumat jam 19.00 atas nama Dewi.",
    ),
    (
        _goal("reserviere einen Tisch für {{n}} Personen am {{day}}", n="4", day="Samstag"),
        {"n": ("2", "4"), "day": ("Freitag", "Samstag")},
        "Am Samstag um 19 Uhr hätten wir einen Tisch für 4 Personen. Soll ich ihn reservieren?",
        "ja, gerne",
        "Tisch für 4 Personen am Samstag um 19 Uhr, auf den Namen Keller.",
    ),
    (
        _goal("réserve une table pour {{n}} personnes {{day}}", n="4", day="samedi"),
        {"n": ("2", "4"), "day": ("vendredi", "samedi")},
        "Samedi à 20 h, nous avons une table pour 4 personnes. Je vous la réserve ?",
        "oui merci",
        "Table pour 4 personnes samedi à 20 h, au nom de Martin.",
    ),
    (
        _goal("prenota un tavolo per {{n}} persone {{day}}", n="4", day="sabato"),
        {"n": ("2", "4"), "day": ("venerdì", "sabato")},
        "Sabato alle 20 abbiamo un tavolo per 4 persone. Lo prenoto?",
        "sì, grazie",
        "Tavolo per 4 persone sabato alle 20, a nome Rossi.",
    ),
    (
        _goal("reserveer een tafel voor {{n}} personen op {{day}}", n="4", day="zaterdag"),
        {"n": ("2", "4"), "day": ("vrijdag", "zaterdag")},
        "Zaterdag om 19.00 uur hebben we een tafel voor 4 personen. Zal ik die reserveren?",
        "ja graag",
        "Tafel voor 4 personen op zaterdag om 19.00 uur, op naam van De Vries.",
    ),
]
IDS = ["en", "es", "pt", "id", "de", "fr", "it", "nl"]
STILL_ASKS = ["Is that right?", "¿Es correcto?", "Está certo?", "Sudah sesuai?", "Passt das?", "Ça vous va ?",
              "Va bene?", "Klopt dat?"]  # fmt: skip
OWES = [
    "Please pay the $20 deposit to confirm.",
    "Completa el pago para confirmarla.",
    "Complete o pagamento para confirmar.",
    "Silakan bayar DP dulu agar dikonfirmasi.",
    "Bitte leisten Sie die Zahlung, um die Buchung abzuschließen.",
    "Validez le paiement pour finaliser.",
    "Effettua il pagamento per confermare.",
    "Rond de betaling af om de reservering definitief te maken.",
]
NO = [
    "no, wait",
    "no, espera",
    "não, espera",
    "tidak, jangan dulu",
    "nein, warte",
    "non, attendez",
    "no, aspetta",
    "nee, wacht",
]


@pytest.mark.parametrize(("goal", "options", "offer", "yes", "bare"), BARE, ids=IDS)
def test_values_restated_bare_after_a_yes_to_the_go_ahead_are_the_deed_done(
    goal: Any, options: Any, offer: str, yes: str, bare: str
) -> None:
    assert _decide(goal, options, [("hello", offer), (yes, bare)])


@pytest.mark.parametrize(("case", "ask"), list(zip(BARE, STILL_ASKS, strict=True)), ids=IDS)
def test_the_same_restatement_put_to_check_is_not_done(case: Any, ask: str) -> None:
    goal, options, offer, yes, bare = case
    assert not _decide(goal, options, [("hello", offer), (yes, f"{bare} {ask}")])


@pytest.mark.parametrize(("case", "owed"), list(zip(BARE, OWES, strict=True)), ids=IDS)
def test_the_same_restatement_with_a_payment_owed_is_not_done(case: Any, owed: str) -> None:
    goal, options, offer, yes, bare = case
    assert not _decide(goal, options, [("hello", offer), (yes, f"{bare} {owed}")])


@pytest.mark.parametrize(("case", "no"), list(zip(BARE, NO, strict=True)), ids=IDS)
def test_the_same_restatement_after_a_no_is_not_done(case: Any, no: str) -> None:
    goal, options, offer, _, bare = case
    assert not _decide(goal, options, [("hello", offer), (no, bare)])


@pytest.mark.parametrize("case", BARE, ids=IDS)
def test_the_same_restatement_without_a_go_ahead_asked_is_not_done(case: Any) -> None:
    goal, options, offer, yes, bare = case
    plain = offer.rsplit(". ", 1)[0] + "."
    assert not _decide(goal, options, [("hello", plain), (yes, bare)])


CONFIRM = [
    "Please confirm.",
    "Confírmame, por favor.",
    "Pode confirmar?",
    "Mohon konfirmasi ya kak.",
    "Bitte bestätigen Sie.",
    "Merci de confirmer.",
    "Mi confermi per favore.",
    "Graag even bevestigen.",
]
CHANGED = [
    "yes, but make it 2 people",
    "sí, pero para dos",
    "sim, mas para 2 pessoas",
    "iya, tapi untuk 2 orang",
    "ja, aber für zwei Personen",
    "oui, mais pour deux personnes",
    "sì, ma per due persone",
    "ja, maar voor twee personen",
]


@pytest.mark.parametrize(("case", "confirm"), list(zip(BARE, CONFIRM, strict=True)), ids=IDS)
def test_the_same_restatement_asking_the_user_to_confirm_is_not_done(case: Any, confirm: str) -> None:
    goal, options, offer, yes, bare = case
    assert not _decide(goal, options, [("hello", offer), (yes, f"{bare} {confirm}")])


@pytest.mark.parametrize(("case", "changed"), list(zip(BARE, CHANGED, strict=True)), ids=IDS)
def test_the_same_restatement_after_a_yes_that_changes_a_value_is_not_done(case: Any, changed: str) -> None:
    goal, options, offer, _, bare = case
    assert not _decide(goal, options, [("hello", offer), (changed, bare)])


MINE = [  # (the go-ahead as the chatbot's own *I can*, its done reply)
    ("We have a table for 6 people on Saturday at 7:30 pm. Can I book it for you?", "Booked!"),
    ("El sábado tenemos mesa para 4 personas a las 21:00. ¿Puedo reservarla?", "¡Reservada!"),
    ("No sábado temos mesa para 4 pessoas às 20h. Posso reservar?", "Reservado!"),
    ("Hari Jumat ada meja untuk 4 orang jam 19.00. Bisa saya pesankan?", "Sudah dipesan ya kak!"),
    ("Am Samstag um 19 Uhr hätten wir einen Tisch für 4 Personen. Kann ich ihn für Sie reservieren?", "Reserviert!"),
    ("Samedi à 20 h, nous avons une table pour 4 personnes. Je peux vous la réserver ?", "Réservé !"),
    ("Sabato alle 20 abbiamo un tavolo per 4 persone. Posso prenotarlo?", "Fatto, prenotato!"),
    ("Zaterdag om 19.00 uur hebben we een tafel voor 4 personen. Kan ik hem voor je reserveren?", "Gereserveerd!"),
]


@pytest.mark.parametrize(("case", "mine"), list(zip(BARE, MINE, strict=True)), ids=IDS)
def test_a_yes_to_the_chatbots_own_i_can_is_the_go_ahead(case: Any, mine: tuple[str, str]) -> None:
    goal, options, _, yes, _ = case
    offer, done = mine
    assert _decide(goal, options, [("hello", offer), (yes, done)])


@pytest.mark.parametrize(("case", "mine", "no"), list(zip(BARE, MINE, NO, strict=True)), ids=IDS)
def test_a_no_to_the_chatbots_own_i_can_gives_no_go_ahead(case: Any, mine: tuple[str, str], no: str) -> None:
    goal, options, *_ = case
    offer, done = mine
    assert not _decide(goal, options, [("hello", offer), (no, done)])


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("en", "You can book it in the app."),
        ("pt", "Você pode reservar pelo app."),
        ("de", "Sie können ihn online reservieren."),
        ("fr", "Vous pouvez la réserver en ligne."),
        ("nl", "Je kunt hem online reserveren."),
    ],
)
def test_the_user_told_they_can_do_it_still_offers_the_own_verb(lang: str, told: str) -> None:
    from user_sim.core.goal_parts import decompose
    from user_sim.core.goal_verbs import offers_own_verb

    verb = {"en": "book", "pt": "reserve", "de": "reserviere", "fr": "réserve", "nl": "reserveer"}[lang]
    part = decompose([f"{verb} a table"], None, {})[0]
    assert offers_own_verb(told, part)
