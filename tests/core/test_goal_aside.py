"""A deed said done, then a future about something else; a document sent by e-mail (goal_beside, goal_rules).

Every sentence was written for these tests (a table, a bike hire, a climbing wall, a parcel…); none comes from the
labelled sets under bench/. Each positive has twins that must stay not done: the future is the deed itself, a
confirmation or a check still owed, a condition, a need, staff to do it, or the chatbot's own promise.
"""

from __future__ import annotations

import pytest

from tests.core.test_goal_done import decide
from user_sim.core.goal_done import is_done
from user_sim.core.goal_rules import is_handoff
from user_sim.core.goal_status import settles_later

DAYS = {
    "en": "Friday",
    "es": "viernes",
    "fr": "vendredi",
    "de": "Freitag",
    "it": "venerdì",
    "pt": "sexta",
    "nl": "vrijdag",
    "id": "Jumat",
}
GOALS = {
    "en": "book a table for {{people}} on {{day}}",
    "es": "reserva una mesa para {{people}} el {{day}}",
    "fr": "réserve une table pour {{people}} {{day}}",
    "de": "buche einen Tisch für {{people}} am {{day}}",
    "it": "prenota un tavolo per {{people}} {{day}}",
    "pt": "reserve uma mesa para {{people}} na {{day}}",
    "nl": "boek een tafel voor {{people}} op {{day}}",
    "id": "pesan meja untuk {{people}} orang hari {{day}}",
}


def decide_in(language: str, reply: str) -> bool:
    """The table goal in ``language``, after the user asked for it and the chatbot said ``reply``."""
    day = DAYS[language]
    options = {"people": ("2", "4", "6"), "day": (day, "Montag")}
    return decide([GOALS[language]], {"people": ["4"], "day": [day]}, options, f"4, {day}.", reply)


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "Your table for 4 is booked for Friday, and the menu will be printed with your name on it."),
        ("en", "Your table is booked for 4, Friday by the window, and the menu will be printed with your name."),
        ("es", "La mesa queda reservada para 4, el viernes junto a la ventana, y te llegará un SMS ese día."),
        ("pt", "Sua mesa foi reservada para 4, sexta na varanda, e o cardápio será enviado por WhatsApp."),
        ("nl", "Je tafel is geboekt voor 4, vrijdag aan het raam, en de kaarsen zullen al branden."),
        ("es", "La mesa para 4 queda reservada el viernes, y te llegará un SMS de recordatorio ese día."),
        ("fr", "Votre table pour 4 est réservée vendredi, le plan d'accès vous sera envoyé la veille."),
        ("de", "Der Tisch für 4 ist für Freitag gebucht, die Kerzen werden vor Ort angezündet."),
        ("it", "Il tavolo per 4 è prenotato per venerdì, il menù sarà servito in terrazza."),
        ("pt", "A mesa para 4 está reservada para sexta, e o cardápio será enviado por WhatsApp."),
        ("nl", "De tafel voor 4 is geboekt voor vrijdag, de kaarsen zullen al branden."),
        ("id", "Meja untuk 4 orang sudah dipesan hari Jumat, menu akan disiapkan di teras."),
    ],
)
def test_a_future_about_a_side_detail_leaves_the_deed_done(language: str, reply: str) -> None:
    assert decide_in(language, reply)


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "Your table will be booked for 4 on Friday once you pay."),  # the deed itself, on a condition
        ("en", "Your table for 4 on Friday is noted and will be confirmed by e-mail."),  # a confirmation owed
        ("en", "I've checked Friday for 4, and I'll book the table now."),  # the deed still to come
        ("en", "Your table for 4 on Friday is booked, I'll just need a card to hold it."),  # a need still owed
        ("en", "Your table for 4 on Friday is booked, and our manager will call you to confirm."),  # staff
        ("en", "Friday for 4 is free, and I'll hold the table for you."),  # availability, then a promise
        ("es", "La mesa para 4 el viernes está anotada y te la confirmaremos mañana."),
        ("fr", "Votre table pour 4 vendredi est notée, elle sera réservée dès réception de l'acompte."),
        ("de", "Der Tisch für 4 am Freitag ist notiert, die Buchung wird morgen bestätigt."),
        ("it", "Il tavolo per 4 venerdì è segnato, lo prenoterò appena possibile."),
        ("pt", "A mesa para 4 na sexta está anotada, vou reservar assim que o gerente aprovar."),
        ("nl", "De tafel voor 4 op vrijdag is genoteerd, we zullen hem morgen reserveren."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dicatat, nanti admin kami akan konfirmasi."),
    ],
)
def test_a_future_about_the_deed_itself_keeps_it_open(language: str, reply: str) -> None:
    assert not decide_in(language, reply)


def test_the_chatbots_own_future_about_a_consequence_naming_nothing_of_the_part() -> None:
    goal = ["order a replacement {{part}} for the mower"], {"part": ["blade"]}
    options = {"part": ("blade", "air filter")}
    said = "Blade for the HRX 476, £34.50, added to your order — we'll fit it during the service."
    assert decide(*goal, options, "Yes, order the blade.", said)
    assert not decide(*goal, options, "Yes, order the blade.", "Blade noted — we'll order it tomorrow.")


@pytest.mark.parametrize(
    "sentence",
    [
        "Le n° de suivi vous sera envoyé par e-mail.",
        "Vous recevrez un e-mail avec le numéro de suivi dès l'expédition.",
        "Recibirás la factura por correo.",
        "Die Rechnung schicken wir Ihnen per Mail.",
        "The tracking number will be sent by e-mail.",
        "Il biglietto le arriverà per e-mail.",
    ],
)
def test_a_document_of_the_outcome_sent_by_e_mail_is_no_hand_off(sentence: str) -> None:
    assert not is_handoff(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Vous recevrez la confirmation par e-mail.",
        "We will email you the quote.",
        "Le enviaremos los detalles por correo.",
        "Un collègue vous enverra la facture par e-mail.",
        "Die Bestätigung kommt per Mail.",
        "Vous recevrez un e-mail de suivi.",
    ],
)
def test_an_answer_or_a_confirmation_still_to_come_by_e_mail_is_a_hand_off(sentence: str) -> None:
    assert is_handoff(sentence)


def test_a_done_header_beside_the_values_and_a_tracking_number_to_come() -> None:
    goal = ["Commande une lampe UVB de {{watt}} W"], {"watt": ["24"]}
    options = {"watt": ("13", "24")}
    user = "La lampe 24 W, livraison svp."
    done = "Commande validée ✔️ Lampe UVB 24 W — 39,90 €. Le n° de suivi vous sera envoyé par e-mail."
    noted = "Commande notée ✔️ Lampe UVB 24 W — 39,90 €. La confirmation vous sera envoyée par e-mail."
    assert decide(*goal, options, user, done)
    assert not decide(*goal, options, user, noted)


@pytest.mark.parametrize(
    "sentence",
    [
        "A reserva precisa ser confirmada pelo gerente.",
        "La reserva tiene que ser confirmada.",
        "La prenotazione deve essere confermata.",
        "De boeking moet nog bevestigd worden.",
        "Die Buchung muss bestätigt werden.",
        "La réservation doit être validée par le gérant.",
        "Wir werden den Tisch morgen buchen.",  # a future, not an infinitive "to be"
        "Die Tickets werden gebucht.",
    ],
)
def test_a_participle_after_an_infinitive_to_be_is_still_to_do(sentence: str) -> None:
    assert not is_done(sentence)


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "All set! Table for 4 on Friday, the candles will be lit when you arrive."),
        ("es", "¡Listo! Mesa para 4 el viernes, te esperaremos en la terraza."),
        ("fr", "C'est fait ! Table pour 4 vendredi, le plan d'accès vous sera envoyé la veille."),
        ("de", "Erledigt! Tisch für 4 am Freitag, die Kerzen werden vor Ort angezündet."),
    ],
)
def test_a_done_opening_then_the_values_with_a_future_about_a_side_detail(language: str, reply: str) -> None:
    assert decide_in(language, reply)


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "All set! Table for 4 on Friday, I'll confirm it tomorrow."),
        ("en", "Perfect! Your table for 4 on Friday will be booked tomorrow."),
        ("es", "¡Listo! Mesa para 4 el viernes, la reservaremos cuando pagues."),
        ("fr", "Noté ! Table pour 4 vendredi, elle sera réservée dès réception de l'acompte."),
        ("de", "Notiert. Tisch für 4 am Freitag, wir werden ihn morgen buchen."),
        ("it", "Fatto! Tavolo per 4 venerdì, lo prenoteremo domani."),
    ],
)
def test_a_done_opening_then_a_future_about_the_deed_keeps_it_open(language: str, reply: str) -> None:
    assert not decide_in(language, reply)


def test_a_value_that_holds_a_negation_beside_a_done_sentence() -> None:
    goal = ["report a fault on lift {{lift}} ({{fault}})"], {"lift": ["B"], "fault": ["doors not closing"]}
    options = {"lift": ("A", "B"), "fault": ("doors not closing", "stuck")}
    user = "Lift B, the doors are not closing."
    assert decide(*goal, options, user, "Thanks, I've logged it.\nJob EL-5\nLift B – doors not closing")
    assert not decide(*goal, options, user, "Thanks.\nLift B – doors not closing\nI'll log it in a minute.")


@pytest.mark.parametrize(
    ("sentence", "done"),
    [
        ("Ihre Bestellung ist raus.", True),
        ("Your order is on its way!", True),
        ("Je pakket is onderweg.", True),
        ("Pagamento aprovado", True),
        ("Ist Ihre Bestellung schon raus?", False),
        ("Sobald die Bestellung raus ist, melde ich mich.", False),
        ("Your order is out of stock.", False),
        ("O pagamento tem que ser aprovado pelo gerente.", False),
        ("Beres ya kak!", True),
        ("Fertig!", True),
        ("Prontinho!", True),
        ("Belum beres kak.", False),
        ("Fertig zur Abholung ab Montag?", False),
    ],
)
def test_an_order_on_its_way_and_a_payment_approved_are_done(sentence: str, done: bool) -> None:
    assert is_done(sentence) is done


@pytest.mark.parametrize(
    ("language", "reply"),
    [
        ("en", "All set! I'll book the table for 4 on Friday."),
        ("en", "Done: I can reserve a table for 4 on Friday. Shall I confirm?"),
        ("en", "All set! Table for 4 on Friday is reserved pending payment."),
        ("en", "All set! I've noted your request: table for 4 on Friday. We'll confirm by email."),
        ("en", "Good news! A table for 4 is free on Friday."),
        ("es", "¡Listo! Te reservaré la mesa para 4 el viernes."),
        ("es", "Mesa para 4 el viernes reservada, pendiente de pago."),
        ("fr", "C'est noté ! Table pour 4 vendredi, nous vous confirmerons par e-mail."),
        ("fr", "Je peux vous réserver une table pour 4 vendredi. Je confirme ?"),
        ("de", "Erledigt! Ich werde den Tisch für 4 am Freitag buchen."),
        ("de", "Tisch für 4 am Freitag ist frei. Soll ich ihn reservieren?"),
        ("it", "Fatto! Il tavolo per 4 venerdì è prenotato, in attesa del pagamento."),
        ("it", "Ho annotato la sua richiesta: tavolo per 4 venerdì, le confermeremo via e-mail."),
        ("pt", "Feito! Vou reservar a mesa para 4 na sexta."),
        ("pt", "Mesa para 4 na sexta disponível. Posso confirmar?"),
        ("nl", "Geregeld! Ik ga de tafel voor 4 op vrijdag boeken."),
        ("nl", "Tafel voor 4 op vrijdag is vrij, zal ik hem vastleggen?"),
        ("id", "Beres kak! Meja untuk 4 orang hari Jumat akan kami pesan setelah DP masuk."),
        ("id", "Meja untuk 4 orang hari Jumat masih tersedia, mau saya pesankan?"),
    ],
)
def test_a_promise_an_offer_or_a_pending_deed_after_a_done_word_stays_open(language: str, reply: str) -> None:
    assert not decide_in(language, reply)


@pytest.mark.parametrize(
    ("clause", "owed"),
    [
        ("warna menyusul setelah Kakak cek sampel", False),
        ("once you have checked the samples", False),
        ("cuando usted compruebe las muestras", False),
        ("I need to check with the kitchen", True),
        ("je vérifie avec la cuisine", True),
        ("masih perlu kami cek", True),
        ("ich prüfe das noch", True),
    ],
)
def test_a_check_the_user_makes_is_not_one_the_chatbot_still_owes(clause: str, owed: bool) -> None:
    assert settles_later(clause) is owed


@pytest.mark.parametrize(
    ("language", "reply", "done"),
    [
        ("es", "Tu mesa para 4 el viernes está reservada y recibirás un correo de confirmación en breve.", True),
        ("it", "Il tavolo per 4 venerdì è prenotato, riceverà una e-mail di conferma.", True),
        ("pt", "A mesa para 4 na sexta está reservada, você vai receber um e-mail de confirmação.", True),
        ("en", "Your table for 4 on Friday is booked, and we'll confirm by email.", False),
        ("es", "Tu mesa para 4 el viernes está anotada y te confirmaremos por correo.", False),
        ("de", "Ihr Tisch für 4 am Freitag ist notiert, die Bestätigungsmail folgt, sobald der Chef zustimmt.", False),
        ("it", "Il tavolo per 4 venerdì è segnato, glielo confermeremo via e-mail.", False),
    ],
)
def test_a_confirmation_message_after_the_deed_is_a_follow_up_not_a_confirmation_owed(
    language: str, reply: str, done: bool
) -> None:
    assert decide_in(language, reply) is done


@pytest.mark.parametrize(
    ("language", "reply", "done"),
    [
        ("en", "Your table for 4 is booked for Friday (the candles will be lit when you arrive).", True),
        ("en", "Your table for 4 is booked for Friday so the kitchen will have your menu ready.", True),
        ("en", "Your table for 4 is booked for Friday, you'll need your ID at the door.", True),
        ("nl", "Je tafel voor 4 is geboekt voor vrijdag en de kaarsen zullen al branden.", True),
        ("en", "Your table for 4 on Friday is booked (I'll need a card to hold it).", False),
        ("es", "La mesa para 4 el viernes está apuntada, necesitaré tu tarjeta para guardarla.", False),
        ("nl", "De tafel voor 4 op vrijdag is genoteerd en we zullen hem morgen vastleggen.", False),
        ("de", "Der Tisch für 4 am Freitag ist notiert, dann werden wir ihn buchen.", False),
    ],
)
def test_side_clauses_cut_at_brackets_so_and_dutch_en(language: str, reply: str, done: bool) -> None:
    assert decide_in(language, reply) is done


@pytest.mark.parametrize(
    ("language", "reply", "done"),
    [
        ("en", "Done: your table for 4 on Friday will be waiting by the window.", True),
        ("fr", "C'est fait : votre table pour 4 vendredi sera confirmée demain.", False),
        ("es", "Listo: la mesa para 4 el viernes se confirmará mañana.", False),
        ("de", "Erledigt: der Tisch für 4 am Freitag wird morgen bestätigt.", False),
        ("it", "Fatto: il tavolo per 4 venerdì sarà confermato appena il gestore approva.", False),
    ],
)
def test_a_done_opening_does_not_cover_a_confirmation_still_to_come(language: str, reply: str, done: bool) -> None:
    assert decide_in(language, reply) is done
