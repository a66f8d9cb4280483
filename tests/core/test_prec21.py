"""Round 21's precision classes: each not-done reply beside its done twin, probed in several languages.

1. A question the chatbot puts to the user (``Anything else?``) does not make the *no* after it an answer: ``Booked
   for 4 on Friday. Anything else? ... wait, no, Friday went to another party.`` takes the booking back
   (goal_retract.retracted); ``Parking? Sorry, no.`` still answers the question asked in between.
2. A move after the proof is read on normalised text against normalised tables (goal_moved._ASIDE): ``le créneau
   de samedi`` is the booking's place, not a side remark.
3. Every place taken with where or when between the place and its participle (goal_no_words.ALL_PLACES): ``every
   table on Friday is booked already``, ``todas las mesas de la terraza están reservadas``; in a later sentence too,
   when it names a drawn value (goal_refute.full_after).
4. Dutch ``voor 1 uur`` is a count of hours (goal_measures.hours_counted): a slot beside it states no other count
   (``Studio geboekt op donderdag 6 maart voor 1 uur, 15:00–17:00`` for two hours).
5. A word of done alone is no deed of its own beside a waiting list (goal_waitlist.waitlisted): ``Done, I've added
   you to the waiting list`` books nothing, unless the goal asked for the list.
6. A regretted *no* that says the deed was cancelled or failed takes it back (goal_retract.retracted): ``Gebucht.
   Leider nein, sie ist storniert``; not one about another thing (``Unfortunately no, we don't have parking``).
7. An apology beside a later move negates nothing (goal_moved.moved_after): ``Booked for 4 on Friday. Then I moved
   it to Saturday, sorry.``
8. The chatbot's own confirming then tomorrow or later is still to come (goal_later): ``tavolo per 4 venerdì
   prenotato, ti confermo domani``; not the day of what it confirms (``te confirmo para mañana el aparcamiento``).
9. A drawn value said full after the proof, as a subject of its own (goal_refute.full_after): ``Table for 4 on
   Friday booked and Friday is full``; not another option (``and Saturday is full``) nor another thing of that day.
10. Asking someone else after *then*, for the confirmation or with nothing more, is a step still owed
    (goal_recap._THEN_ASK): ``Tafel … genoteerd, en dan vraag ik de zaak om bevestiging``; not a request to the
    user (``then I ask you to arrive early``) nor a question about another thing.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_failed import _reached
from user_sim.core.goal_measures import hours_counted
from user_sim.core.goal_values import canonical

# 1. A no after the chatbot's own question to the user takes the proof back.

TAKEN_BACK = [
    ("en", "Booked for 4 on Friday. Anything else? ... wait, no, Friday went to another party."),
    ("en", "Booked for 4 on Friday. Anything else? Sorry, no, I made a mistake."),
    ("en", "Booked for 4 on Friday. Would you like a reminder? Sorry, no, Friday went to another party."),
    ("en", "Booked for 4 on Friday. Can I help with anything else? Sorry, no, I can't book Friday."),
    ("en", "Booked for 4 on Friday. Parking? Sorry, no, Friday isn't available anymore."),
    ("es", "Reservada mesa para 4 el viernes. ¿Algo más? ... espera, no, me equivoqué."),
    ("es", "Reservada mesa para 4 el viernes. ¿Desea algo más? Perdón, no, el viernes ya no está libre."),
    ("pt", "Mesa para 4 na sexta reservada. Mais alguma coisa? Desculpe, não, me enganei."),
    ("de", "Tisch für 4 am Freitag gebucht. Sonst noch etwas? Moment, nein, der Freitag ist schon vergeben."),
    ("fr", "Table pour 4 vendredi réservée. Autre chose ? Pardon, non, je me suis trompé."),
    ("it", "Tavolo per 4 venerdì prenotato. Altro? Scusi, no, ho sbagliato."),
    ("nl", "Tafel voor 4 op vrijdag geboekt. Nog iets? Sorry, nee, ik vergis me."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan. Ada lagi? Maaf, bukan, saya salah."),
]


@pytest.mark.parametrize(("lang", "reply"), TAKEN_BACK)
def test_a_no_after_the_chatbots_own_question_takes_the_proof_back(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Booked for 4 on Friday. Anything else?"),
        ("en", "Your table for 4 on Friday is booked. Parking? Sorry, no."),
        ("nl", "Tafel voor 4 op vrijdag geboekt. Nog iets?"),
        ("fr", "Table pour 4 vendredi réservée. Autre chose ?"),
    ],
)
def test_a_no_to_a_question_in_between_still_answers_it(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 2. A later done sentence that puts the booking on another option's place, accents and all, moves it.

MOVED_BY_THE_CHANGE = [  # kept open only since round 21 (accented créneau, tijdslot read on normalised text)
    ("fr", "Table pour 4 vendredi réservée. Finalement, je vous ai mis sur le créneau de samedi."),
    ("fr", "Table pour 4 vendredi réservée. J'ai déplacé la réservation sur le créneau de samedi."),
    ("nl", "Tafel voor 4 op vrijdag geboekt. Ik heb u op het tijdslot van zaterdag gezet."),
]
MOVED = [  # controls: other places, read as a move before round 21 too
    ("es", "Mesa para 4 el viernes reservada. Le he pasado la reserva al turno del sábado."),
    ("es", "Mesa para 4 el viernes reservada. Al final le he apuntado en la mesa del sábado."),
    ("pt", "Mesa para 4 na sexta reservada. Acabei de colocar você no horário de sábado."),
    ("it", "Tavolo per 4 venerdì prenotato. Ho spostato la prenotazione alla fascia di sabato."),
    ("de", "Tisch für 4 am Freitag reserviert. Ich habe Sie auf den Termin am Samstag gesetzt."),
    ("nl", "Tafel voor 4 op vrijdag geboekt. Ik heb u op de plaatsen van zaterdag gezet."),
    ("fr", "Table pour 4 vendredi réservée. Je vous ai inscrit sur la table de samedi."),
]


@pytest.mark.parametrize(("lang", "reply"), MOVED_BY_THE_CHANGE + MOVED)
def test_a_move_to_another_options_place_is_read_with_accents(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("fr", "Table pour 4 vendredi réservée. Je vous ai envoyé le menu du samedi."),
        ("fr", "Table pour 4 vendredi réservée. J'ai envoyé la carte de samedi par e-mail."),
        ("es", "Mesa para 4 el viernes reservada. Te he enviado la carta del sábado."),
        ("de", "Tisch für 4 am Freitag reserviert. Ich habe Ihnen die Karte für Samstag geschickt."),
        ("fr", "Table pour 4 vendredi réservée. Le créneau de vendredi est à vous."),
    ],
)
def test_a_side_remark_about_the_other_option_moves_nothing(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 3. Every place taken, with where or when between the place and the participle, in the proof's own sentence.

ALL_TAKEN = [
    ("en", "Table for 4 on Friday reserved, but every table on Friday is booked already."),
    ("en", "Table for 4 on Friday reserved, but all the tables on the terrace are taken."),
    ("es", "Mesa para 4 el viernes reservada, pero todas las mesas de la terraza están reservadas."),
    ("es", "Mesa para 4 el viernes reservada, pero todas las mesas del viernes ya están ocupadas."),
    ("pt", "Mesa para 4 na sexta reservada, mas todas as mesas da sexta já estão ocupadas."),
    ("de", "Tisch für 4 am Freitag reserviert, aber alle Tische am Freitag sind schon reserviert."),
    ("fr", "Table pour 4 vendredi réservée, mais toutes les tables du vendredi sont déjà prises."),
    ("it", "Tavolo per 4 venerdì prenotato, ma tutti i tavoli di venerdì sono già prenotati."),
    ("nl", "Tafel voor 4 op vrijdag geboekt, maar alle tafels op vrijdag zijn al bezet."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan, tapi semua meja pada hari Jumat sudah terisi."),
]


@pytest.mark.parametrize(("lang", "reply"), ALL_TAKEN)
def test_every_place_taken_with_where_between_is_no_deed(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Table for 4 on Friday reserved. All seats in your name are reserved."),
        ("es", "Mesa para 4 el viernes reservada. Todas las mesas de su reserva están confirmadas."),
        ("de", "Tisch für 4 am Freitag reserviert. Alle Tische am Samstag sind schon reserviert."),
        ("en", "Table for 4 on Friday reserved. All tables on Saturday are booked."),
        ("nl", "Tafel voor 4 op vrijdag geboekt. Alle tafels op zaterdag zijn al bezet."),
    ],
)
def test_places_taken_elsewhere_or_yours_leave_the_deed(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 4. Dutch hours counted beside a slot: the slot states no other count of hours.

_STUDIO = {
    "nl": (
        "Boek de studio voor {{h}} uur op {{d}}.",
        "Kunnen jullie de studio voor twee uur boeken op donderdag 6 maart?",
        "donderdag 6 maart",
    ),
    "it": (
        "Prenota lo studio per {{h}} ore {{d}}.",
        "Mi prenotate lo studio per due ore giovedì 6 marzo?",
        "giovedì 6 marzo",
    ),
    "en": (
        "Book the studio for {{h}} hours on {{d}}.",
        "Can you book the studio for two hours on Thursday 6 March?",
        "Thursday 6 March",
    ),
}


def _studio(lang: str, reply: str) -> bool:
    goal, ask, day = _STUDIO[lang]
    values, options = {"h": ["2"], "d": [day]}, {"h": ("1", "2", "3"), "d": (day, "vrijdag 7 maart")}
    return reached_per_turn([goal], values, options, [ask, reply])[-1]


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("nl", "Studio geboekt op donderdag 6 maart voor 1 uur, 15:00–17:00."),
        ("nl", "Geboekt: donderdag 6 maart 15:00–17:00, voor 1 uur."),
        ("nl", "Studio geboekt donderdag 6 maart voor 1 uur (15:00–17:00 is de zaal vrij)."),
        ("nl", "Studio geboekt donderdag 6 maart voor 3 uur, 15:00–17:00."),
        ("nl", "Donderdag 6 maart geboekt voor 1 uur. Beschikbaar: 15:00–17:00."),
        ("nl", "Studio geboekt op donderdag 6 maart voor een uur; de technicus is er 15:00–17:00."),
        ("it", "Studio prenotato giovedì 6 marzo per 1 ora, 15:00–17:00."),
        ("en", "Studio booked Thursday 6 March for 3 hours, 15:00–17:00."),
        ("nl", "Studio nog niet geboekt: donderdag 6 maart, 15:00–17:00."),
        ("nl", "Ik kan de studio boeken op donderdag 6 maart, 15:00–17:00, zal ik dat doen?"),
    ],
)
def test_a_slot_beside_another_dutch_count_of_hours_states_no_two(lang: str, reply: str) -> None:
    assert not _studio(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("nl", "Klaar: studio geboekt op donderdag 6 maart, 15:00–17:00."),
        ("nl", "Studio geboekt op donderdag 6 maart, 15:00–17:00, voor 2 uur."),
        ("nl", "Studio geboekt op donderdag 6 maart voor 2 uur."),
    ],
)
def test_a_slot_beside_the_drawn_dutch_hours_still_states_them(lang: str, reply: str) -> None:
    assert _studio(lang, reply)


def test_dutch_hours_are_counted_and_a_clock_time_is_not() -> None:
    assert hours_counted(canonical("geboekt voor 1 uur")) == [1]
    assert hours_counted(canonical("om 1 uur")) == []


# 5. A word of done alone before a place on a waiting list: no booking.

WAITLISTED = [
    ("en", "Done, I've added you to the waiting list for Friday, table for 4."),
    ("en", "Done: you're on the waiting list for 4 on Friday."),
    ("en", "Ok, done, you're on our waiting list for 4 on Friday."),
    ("es", "Listo, le he apuntado en la lista de espera para 4 el viernes."),
    ("pt", "Pronto, coloquei vocês na lista de espera para 4 na sexta."),
    ("de", "Erledigt, Sie stehen für 4 am Freitag auf der Warteliste."),
    ("fr", "C'est fait, vous êtes sur la liste d'attente pour 4 vendredi."),
    ("it", "Fatto, vi ho messo in lista d'attesa per 4 venerdì."),
    ("nl", "Klaar, u staat op de wachtlijst voor 4 op vrijdag."),
    ("id", "Selesai, sudah saya masukkan ke daftar tunggu untuk 4 orang hari Jumat."),
]


@pytest.mark.parametrize(("lang", "reply"), WAITLISTED)
def test_a_done_word_before_a_waiting_list_books_nothing(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Done, booked for 4 on Friday, and you're also on the waiting list for the terrace."),
        ("en", "Done, your table for 4 on Friday is booked."),
        ("nl", "Klaar, tafel voor 4 op vrijdag geboekt."),
        ("es", "Listo, mesa para 4 el viernes reservada."),
    ],
)
def test_a_done_word_before_the_deed_still_books(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


def test_a_waiting_list_the_goal_asked_for_is_the_deed() -> None:
    goal = "Put me on the waiting list for {{n}} on {{day}}"
    values, options = {"n": ["4"], "day": ["Friday"]}, {"n": ("4", "6"), "day": ("Friday", "Saturday")}
    turns = ["Hi", "Done, I've added you to the waiting list for 4 on Friday."]
    assert reached_per_turn([goal], values, options, turns)[-1]


# 6a. A regretted no that says the deed was cancelled.

REGRET_CANCELLED = [
    ("de", "Tisch für 4 am Freitag gebucht. Leider nein, die Buchung wurde storniert."),
    ("de", "Tisch für 4 am Freitag gebucht. Leider nein, sie ist storniert."),
    ("en", "Booked for 4 on Friday. Unfortunately no, it was cancelled."),
    ("en", "Booked for 4 on Friday. Unfortunately no, the booking failed."),
    ("es", "Mesa para 4 el viernes reservada. Lamentablemente no, se ha cancelado."),
    ("it", "Tavolo per 4 venerdì prenotato. Purtroppo no, è stata annullata."),
    ("fr", "Table pour 4 vendredi réservée. Malheureusement non, elle a été annulée."),
    ("nl", "Tafel voor 4 op vrijdag geboekt. Helaas nee, hij is geannuleerd."),
    ("pt", "Mesa para 4 na sexta reservada. Infelizmente não, foi cancelada."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan. Sayangnya tidak, sudah dibatalkan."),
]


@pytest.mark.parametrize(("lang", "reply"), REGRET_CANCELLED)
def test_a_regretted_no_that_says_cancelled_takes_the_deed_back(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Booked for 4 on Friday. Unfortunately no, we don't have parking."),
        ("de", "Tisch für 4 am Freitag gebucht. Leider nein, Hunde sind nicht erlaubt."),
        ("en", "Booked for 4 on Friday. Unfortunately no, the terrace isn't available."),
        ("es", "Mesa para 4 el viernes reservada. Lamentablemente no, no hay parking."),
        ("it", "Tavolo per 4 venerdì prenotato. Purtroppo no, la cancellazione gratuita non è prevista."),
        ("en", "Booked for 4 on Friday. Unfortunately no, free cancellation isn't possible."),
    ],
)
def test_a_regretted_no_about_another_thing_leaves_the_deed(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 6b. An apology said alone beside a move after the proof: the deed is moved.

MOVED_SORRY = [
    ("en", "Booked for 4 on Friday. Then I moved it to Saturday, sorry."),
    ("en", "Booked for 4 on Friday. Sorry, then I moved it to Saturday."),
    ("es", "Mesa para 4 el viernes reservada. Luego la pasé al sábado, lo siento."),
    ("de", "Tisch für 4 am Freitag gebucht. Dann habe ich ihn auf Samstag verschoben, leider."),
    ("fr", "Table pour 4 vendredi réservée. Puis je l'ai déplacée à samedi, désolé."),
    ("it", "Tavolo per 4 venerdì prenotato. Poi l'ho spostato a sabato, scusa."),
    ("nl", "Tafel voor 4 op vrijdag geboekt. Daarna heb ik hem naar zaterdag verzet, sorry."),
    ("pt", "Mesa para 4 na sexta reservada. Depois passei para sábado, desculpe."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan. Lalu sudah saya pindahkan ke hari Sabtu, maaf."),
    ("es", "Mesa para 4 el viernes reservada. Luego la cambié al sábado, perdón."),
    ("en", "Booked for 4 on Friday. Then I switched it to Saturday, my apologies."),
]


@pytest.mark.parametrize(("lang", "reply"), MOVED_SORRY)
def test_an_apology_beside_a_later_move_negates_nothing(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Booked for 4 on Friday. Sorry, Saturday is sold out."),
        ("en", "Booked for 4 on Friday. Sorry, I couldn't move it to Saturday."),
        ("en", "Booked for 4 on Friday. I tried to move it to Saturday, sorry."),
        ("de", "Tisch für 4 am Freitag gebucht. Leider ist der Samstag ausgebucht."),
        ("es", "Mesa para 4 el viernes reservada. Lo siento, el sábado no está disponible."),
    ],
)
def test_the_other_option_regretted_or_failed_moves_nothing(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 6c. The chatbot's own confirming tomorrow or later: the deed is not confirmed yet.

CONFIRMS_TOMORROW = [
    ("it", "Ho sentito il ristorante: tavolo per 4 venerdì prenotato, ti confermo domani."),
    ("it", "Ho sentito il ristorante: tavolo per 4 venerdì, dovrebbe andare, ti confermo domani."),
    ("es", "He hablado con el restaurante: mesa para 4 el viernes reservada, te confirmo mañana."),
    ("es", "Mesa para 4 el viernes reservada, te lo confirmo mañana."),
    ("pt", "Mesa para 4 na sexta reservada, confirmo amanhã."),
    ("fr", "Table pour 4 vendredi réservée, je vous confirme demain."),
    ("de", "Tisch für 4 am Freitag reserviert, ich bestätige Ihnen morgen."),
    ("nl", "Tafel voor 4 op vrijdag gereserveerd, ik bevestig het morgen."),
    ("it", "Tavolo per 4 venerdì prenotato, te lo confermo più tardi."),
    ("de", "Tisch für 4 am Freitag notiert, das bestätige ich Ihnen morgen."),
    ("pt", "Mesa para 4 na sexta anotada, te confirmo amanhã."),
    ("fr", "Table pour 4 vendredi notée, je te confirme plus tard."),
    ("en", "Table for 4 on Friday booked, I confirm tomorrow."),
]


@pytest.mark.parametrize(("lang", "reply"), CONFIRMS_TOMORROW)
def test_the_chatbots_confirming_tomorrow_is_still_to_come(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("fr", "Table pour 4 vendredi réservée, je vous confirme par SMS."),
        ("es", "Mesa para 4 el viernes reservada, te confirmo por email."),
        ("es", "Mesa para 4 el viernes reservada, te confirmo para mañana el aparcamiento."),
        ("it", "Tavolo per 4 venerdì prenotato, domani vi mando un promemoria."),
    ],
)
def test_a_confirmation_by_a_channel_or_for_a_day_is_no_delay(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 6d. A drawn value said full beside or after the proof.

FULL = [
    ("en", "Table for 4 on Friday booked and Friday is full."),
    ("en", "Table for 4 on Friday booked, but Friday is full."),
    ("en", "Your table for 4 on Friday is booked. Friday is full now."),
    ("es", "Mesa para 4 el viernes reservada y el viernes está lleno."),
    ("pt", "Mesa para 4 na sexta reservada e a sexta está lotada."),
    ("de", "Tisch für 4 am Freitag gebucht und der Freitag ist voll."),
    ("fr", "Table pour 4 vendredi réservée et vendredi est complet."),
    ("it", "Tavolo per 4 venerdì prenotato e venerdì è pieno."),
    ("nl", "Tafel voor 4 op vrijdag geboekt en vrijdag is vol."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan dan hari Jumat sudah penuh."),
]


@pytest.mark.parametrize(("lang", "reply"), FULL)
def test_the_drawn_day_said_full_undoes_the_deed(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Your table for 4 on Friday is booked and Saturday is full."),
        ("en", "Table for 4 on Friday booked. The car park is full, so come by tram."),
        ("de", "Tisch für 4 am Freitag gebucht, Samstag ist leider voll."),
        ("es", "Mesa para 4 el viernes reservada, el sábado está lleno."),
        ("pt", "Mesa para 4 na sexta reservada, o pedido está completo."),
        ("en", "Table for 4 on Friday booked. Friday's brunch is full, so dinner only."),
        ("en", "Table for 4 on Friday booked, the Friday car park is full."),
    ],
)
def test_another_option_or_thing_said_full_leaves_the_deed(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 6e. Then I ask someone else: a step still owed.

THEN_ASK = [
    ("nl", "Tafel voor 4 op vrijdag genoteerd, en dan vraag ik de zaak om bevestiging."),
    ("en", "Table for 4 on Friday noted, and then I ask the restaurant to confirm."),
    ("de", "Tisch für 4 am Freitag notiert, und dann frage ich beim Wirt nach."),
    ("es", "Mesa para 4 el viernes anotada, y luego le pregunto al dueño si la confirma."),
    ("it", "Tavolo per 4 venerdì annotato, e poi chiedo al ristorante la conferma."),
    ("fr", "Table pour 4 vendredi notée, et ensuite je demande au restaurant de confirmer."),
    ("pt", "Mesa para 4 na sexta anotada, e depois pergunto ao restaurante se confirma."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dicatat, lalu saya tanyakan ke restoran."),
    ("nl", "Tafel voor 4 op vrijdag genoteerd; dan vraag ik de eigenaar nog om bevestiging."),
    ("de", "Tisch für 4 am Freitag notiert. Danach frage ich den Chef, ob er bestätigt."),
    ("it", "Tavolo per 4 venerdì annotato, poi chiedo al titolare."),
]


@pytest.mark.parametrize(("lang", "reply"), THEN_ASK)
def test_then_i_ask_someone_else_is_a_step_still_owed(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("nl", "Ik heb de tafel voor 4 op vrijdag geboekt en dan vraag ik nog of het terras vrij is."),
        ("nl", "Tafel voor 4 op vrijdag geboekt, en dan vraag ik u om 10 minuten eerder te komen."),
        ("en", "Table for 4 on Friday booked, and then I ask you to arrive ten minutes early."),
        ("de", "Tisch für 4 am Freitag gebucht, dann frage ich Sie noch nach Allergien."),
        ("es", "Mesa para 4 el viernes reservada, luego te pregunto por alergias."),
    ],
)
def test_then_i_ask_the_user_or_of_another_thing_owes_nothing(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


# 3b. Every place on a drawn value taken, said in a later sentence: the deed is undone; not rooms beside a table.

LATER_ALL_TAKEN = [
    ("en", "Your table for 4 on Friday is booked. Oh, sorry, every table on Friday is booked already."),
    ("en", "Booked for 4 on Friday. Actually, every table on Friday is booked already."),
    ("es", "Mesa para 4 el viernes reservada. Perdón, todas las mesas del viernes ya están ocupadas."),
    ("de", "Tisch für 4 am Freitag reserviert. Leider sind alle Tische am Freitag schon reserviert."),
    ("fr", "Table pour 4 vendredi réservée. Hélas, toutes les tables du vendredi sont déjà prises."),
    ("it", "Tavolo per 4 venerdì prenotato. Purtroppo tutti i tavoli di venerdì sono già prenotati."),
    ("nl", "Tafel voor 4 op vrijdag geboekt. Helaas zijn alle tafels op vrijdag al bezet."),
    ("pt", "Mesa para 4 na sexta reservada. Infelizmente todas as mesas da sexta já estão ocupadas."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan. Maaf, semua meja pada hari Jumat sudah terisi."),
    ("en", "Booked for 4 on Friday. Hmm, all the tables on Friday are taken."),
]


@pytest.mark.parametrize(("lang", "reply"), LATER_ALL_TAKEN)
def test_every_place_on_the_drawn_day_taken_later_undoes_the_deed(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Your table for 4 on Friday is booked. All the tables on Saturday are booked already."),
        ("de", "Tisch für 4 am Freitag reserviert. Alle Tische am Samstag sind schon reserviert."),
        ("en", "Your table for 4 on Friday is booked. All our rooms on Friday are booked for a wedding."),
    ],
)
def test_every_place_taken_on_another_day_or_of_another_kind_leaves_the_deed(lang: str, reply: str) -> None:
    assert _reached(lang, reply)
