"""Round 22 mends: done replies the round's new readings lost, and the not-done ones they must keep catching.

1. A reminder call or a confirmation message after a deed said done owes nothing (goal_later.promised,
   called_to_confirm; goal_withheld reads them only after a noting: ``Noted: … The manager will call you to
   confirm it``).
2. A move word whose clause names no date runs on to the span after it (goal_range_end._clauses): ``rescheduled
   (from July 12 to July 13)`` does not book the 12th.
3. ``für alle … gemacht`` is a deed, ``für Leute wie Sie gemacht`` an idiom (goal_lookalikes.IDIOMS).
4. A waiting list beside a deed done holds it back only when the done clause states a rival of a listed variable
   (goal_waitlist.waitlisted).
5. ``Verleg``, ``spostarla``, ``posticiparla`` are goals that move (goal_range_end._MOVE).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_narrow21_moved import _reached as _moved_reached
from tests.core.test_goal_prem22 import _lessons

TABLE = {
    "en": ("Book a table for {{n}} on {{day}}", "Friday", "Saturday"),
    "es": ("Reserva una mesa para {{n}} el {{day}}", "viernes", "sábado"),
    "pt": ("Reserve uma mesa para {{n}} na {{day}}", "sexta", "sábado"),
    "fr": ("Réserve une table pour {{n}} {{day}}", "vendredi", "samedi"),
    "de": ("Reserviere einen Tisch für {{n}} am {{day}}", "Freitag", "Samstag"),
    "it": ("Prenota un tavolo per {{n}} {{day}}", "venerdì", "sabato"),
    "nl": ("Reserveer een tafel voor {{n}} op {{day}}", "vrijdag", "zaterdag"),
    "id": ("Pesan meja untuk {{n}} orang hari {{day}}", "Jumat", "Sabtu"),
}


def _table(lang: str, reply: str) -> bool:
    goal, day, other = TABLE[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


REMINDED = [
    ("en", "Your table for 4 on Friday is booked. We will call you the day before to confirm."),
    ("en", "Done! Your table for 4 on Friday is booked. We'll call you on Thursday to confirm your arrival time."),
    ("en", "Your table for 4 on Friday is booked. We will call you the day before to confirm it."),
    ("es", "Su mesa para 4 el viernes está reservada. Le llamaremos el día anterior para confirmar su asistencia."),
    ("es", "Su mesa para 4 el viernes está reservada. Recibirá un correo que le confirmará la reserva."),
    ("es", "Mesa para 4 el viernes reservada. Le llamaremos para confirmar."),
    ("fr", "Votre table pour 4 vendredi est réservée. Nous vous appellerons la veille pour confirmer votre venue."),
    ("fr", "Votre table pour 4 vendredi est réservée. Un e-mail vous confirmera la réservation."),
    ("fr", "Table pour 4 vendredi réservée. Nous vous contacterons pour confirmer l'heure d'arrivée."),
    ("de", "Ihr Tisch für 4 am Freitag ist reserviert. Wir werden Sie am Vortag anrufen, um Ihr Kommen zu bestätigen."),
    ("de", "Tisch für 4 am Freitag reserviert. Wir werden Sie anrufen, um zu bestätigen."),
    ("it", "Il suo tavolo per 4 venerdì è prenotato. La chiameremo il giorno prima per confermare la presenza."),
    ("it", "Prenotazione confermata: tavolo per 4 venerdì. Riceverà un'email che le confermerà tutti i dettagli."),
    ("it", "Tavolo per 4 venerdì prenotato. Un SMS le confermerà l'orario."),
    ("pt", "A sua mesa para 4 na sexta está reservada. Vamos ligar na véspera para confirmar a sua presença."),
    ("pt", "Reserva feita: mesa para 4 na sexta. Receberá um e-mail que lhe confirmará os detalhes."),
    ("nl", "Uw tafel voor 4 op vrijdag is gereserveerd. We bellen u de dag ervoor om uw komst te bevestigen."),
    ("nl", "Uw tafel voor 4 op vrijdag is gereserveerd. U ontvangt een e-mail die de reservering zal bevestigen."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan. Anda akan menerima email yang akan mengonfirmasi detailnya."),
]


@pytest.mark.parametrize(("lang", "reply"), REMINDED)
def test_a_reminder_call_or_message_after_a_deed_done_owes_nothing(lang: str, reply: str) -> None:
    assert _table(lang, reply)


NOTED_THEN_CONFIRMED = [
    ("en", "Noted: a table for 4 on Friday. The manager will call you to confirm it."),
    ("en", "I've noted a table for 4 on Friday. The restaurant will confirm it tomorrow."),
    ("en", "Table for 4 on Friday noted; the host has still to confirm it."),
    ("es", "Anotado: mesa para 4 el viernes. El encargado le confirmará mañana."),
    ("es", "Anotada la mesa para 4 el viernes; el restaurante tiene todavía que confirmarla."),
    ("fr", "Noté : table pour 4 vendredi. Le gérant vous appellera afin de confirmer."),
    ("de", "Notiert: Tisch für 4 am Freitag. Der Chef ruft Sie an, um es zu bestätigen."),
    ("it", "Annotato: tavolo per 4 venerdì. Il gestore le confermerà domani."),
    ("pt", "Anotado: mesa para 4 na sexta. O gerente vai ligar para confirmar."),
    ("nl", "Genoteerd: tafel voor 4 op vrijdag. De manager belt u om het te bevestigen."),
    ("id", "Dicatat: meja untuk 4 orang hari Jumat. Manajer akan menelepon Anda untuk konfirmasi."),
    ("id", "Dicatat: meja untuk 4 orang hari Jumat. Restoran akan mengonfirmasi besok."),
]


@pytest.mark.parametrize(("lang", "reply"), NOTED_THEN_CONFIRMED)
def test_a_deed_noted_whose_confirmation_is_to_come_stays_not_done(lang: str, reply: str) -> None:
    assert not _table(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        (
            "en",
            "Both lessons are booked: the trial lesson on Monday and the second lesson on Thursday. "
            "We'll call you on Wednesday to confirm the room.",
        ),
        (
            "en",
            "Both are booked: the trial lesson on Monday and the second on Thursday. "
            "An email will confirm the details.",
        ),
        ("it", "Prenotate entrambe: lunedì la lezione di prova e giovedì la seconda. Un SMS le confermerà l'aula."),
    ],
)
def test_a_sibling_line_confirming_something_else_still_gives_its_value(lang: str, reply: str) -> None:
    assert _lessons(lang, reply)


SPAN_AFTER_THE_MOVE = [
    ("en", "Your booking for 4 has been rescheduled (from July 12 to July 13)."),
    ("en", "Your booking for 4 has been moved; it now goes from July 12 to July 13."),
    ("it", "La prenotazione per 4 è stata spostata (dal 12 al 13 luglio)."),
    ("es", "Su reserva para 4 ha sido trasladada (del 12 al 13 de julio)."),
    ("fr", "Votre réservation pour 4 a été déplacée (du 12 au 13 juillet)."),
    ("de", "Ihre Reservierung für 4 wurde verschoben (vom 12.07. auf den 13.07.)."),
]


@pytest.mark.parametrize(("lang", "reply"), SPAN_AFTER_THE_MOVE)
def test_a_move_in_a_bracket_or_after_a_semicolon_books_not_the_day_moved_from(lang: str, reply: str) -> None:
    assert not _moved_reached(lang, 12, reply)
    assert _moved_reached(lang, 13, reply)  # the day moved to is booked


@pytest.mark.parametrize(
    ("lang", "goal"),
    [
        ("de", "Verleg die Reservierung für {{n}} vom {{date}} auf den 13.07."),
        ("it", "Spostarla: la prenotazione per {{n}} persone del {{date}}, al 13 luglio"),
        ("it", "Posticiparla: la prenotazione per {{n}} persone del {{date}}, al 13 luglio"),
    ],
)
def test_a_goal_that_moves_with_a_short_form_keeps_its_first_date(lang: str, goal: str) -> None:
    reply = {
        "de": "Die Reservierung für 4 wurde vom 12.07. auf den 13.07. verlegt.",
        "it": "La prenotazione per 4 persone è stata spostata dal 12 al 13 luglio.",
    }[lang]
    assert _moved_reached(lang, 12, reply, goal)


@pytest.mark.parametrize(
    "reply",
    [
        "Ich habe die Reservierung für alle vier Personen am Freitag gemacht.",
        "Ich habe die Buchung für alle Gäste am Freitag gemacht: Tisch für 4.",
        "Reservierung für jeden von Ihnen am Freitag gemacht, Tisch für 4.",
    ],
)
def test_a_booking_made_for_everyone_is_done(reply: str) -> None:
    assert _table("de", reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Der Töpferkurs am Samstag ist für Leute wie Sie gemacht.",
        "Der Töpferkurs am Samstag ist perfekt für Familien gemacht.",
        "Der Töpferkurs am Samstag: wie gemacht für Sie!",
    ],
)
def test_a_course_made_for_people_like_you_books_nothing(reply: str) -> None:
    goal, values, options = (
        "Buche einen Platz im Töpferkurs am {{day}}",
        {"day": ["Samstag"]},
        {"day": ("Samstag", "Sonntag")},
    )
    assert not reached_per_turn([goal], values, options, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("lang", "reply", "done"),
    [
        (
            "es",
            "Su mesa está reservada para el viernes a las 21h; "
            "también le he apuntado en la lista de espera para 4 en terraza.",
            True,
        ),
        (
            "de",
            "Ihr Tisch ist für Freitag reserviert; "
            "außerdem stehen Sie für 4 Personen auf der Warteliste für die Terrasse.",
            True,
        ),
        ("nl", "Uw tafel voor vrijdag is geboekt; u staat ook met 4 personen op de wachtlijst voor het terras.", True),
        ("fr", "Table réservée pour vendredi ; vous êtes aussi sur la liste d'attente pour 4 en terrasse.", True),
        ("en", "Booked for 6 on Friday; you're also on the waiting list for 4 on Friday.", False),
        ("it", "Prenotato per 4 sabato; è anche in lista d'attesa per venerdì.", False),
        ("id", "Meja untuk 4 orang hari Sabtu sudah dipesan; Anda juga masuk daftar tunggu hari Jumat.", False),
        ("pt", "Reservado para 4 no sábado; também está na lista de espera para sexta.", False),
    ],
)
def test_a_waiting_list_beside_a_deed_holds_back_only_a_rival(lang: str, reply: str, done: bool) -> None:
    assert _table(lang, reply) is done
