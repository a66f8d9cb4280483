"""Round 20's readings narrowed after the independent probe: each not-done reply beside its done twin.

1. A *no* that answers the user's side question takes nothing back, but a *no* that goes on to say the deed or its
   place is gone still does (goal_gone.gone, read by goal_refute.retracted): ``Booked for 4 on Friday... sorry, no,
   Friday isn't available anymore`` after *Is Friday still available?*
2. A later done sentence moves the deed only when it puts the booking itself on the other option (goal_moved._ASIDE):
   ``I've sent the confirmation; Saturday's brunch menu is attached`` moves nothing.
3. The chatbot's deed once the user agrees, read over the whole reply, is the goal's deed or the order
   (goal_once_agreed.deed_once_you_agree): ``As soon as you confirm the menu, I send it to the kitchen`` is aftercare.
4. Every room taken says nothing of a table booked in the same sentence (goal_failed._other_kind): ``Your table for
   4 on Friday is booked; after that all our rooms are booked for a wedding``.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_failed import TABLES, _reached
from user_sim.core.goal_gone import gone
from user_sim.core.goal_once_agreed import deed_once_you_agree, once_you_agree


def _asked(lang: str, user: str, reply: str) -> bool:
    goal, day, other = TABLES[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, [user, reply])[-1]


# 1. A no that says the deed or its place is gone retracts, whatever the user's side question shared with it.


@pytest.mark.parametrize(
    ("lang", "user", "reply"),
    [
        (
            "en",
            "A table for 4 on Friday please. Do you take cards?",
            "Booked for 4 on Friday. Sorry, no, we don't take cards.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì. Accettate carte?",
            "Tavolo per 4 venerdì prenotato. Scusi, no, non accettiamo carte.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag. Hebben jullie een terras?",
            "Tafel voor 4 op vrijdag geboekt. Sorry, nee, een terras hebben we niet.",
        ),
        (
            "fr",
            "Table pour 4 vendredi. Il y a un parking ?",
            "Table pour 4 vendredi réservée. Désolé, non, pas de parking chez nous.",
        ),
        (
            "pt",
            "Mesa para 4 na sexta. Aceitam cachorro?",
            "Mesa para 4 na sexta reservada. Desculpe, não, cachorro não é permitido.",
        ),
        (
            "es",
            "Mesa para 4 el viernes. ¿Aceptáis perros?",
            "Mesa para 4 el viernes reservada. Perdón, no, perros no se admiten.",
        ),
    ],
)
def test_a_no_to_the_side_question_takes_nothing_back(lang: str, user: str, reply: str) -> None:
    assert _asked(lang, user, reply)


@pytest.mark.parametrize(
    ("lang", "user", "reply"),
    [
        (
            "en",
            "Can you book a table for 4 on Friday? Is Friday still available?",
            "Booked for 4 on Friday... sorry, no, Friday isn't available anymore.",
        ),
        (
            "en",
            "A table for 4 on Friday please. Can I pay by card?",
            "Booked for 4 on Friday. Sorry, no, your card was declined, so the table is not held.",
        ),
        (
            "es",
            "Mesa para 4 el viernes. ¿Queda sitio?",
            "Mesa para 4 el viernes reservada... perdón, no, no queda sitio.",
        ),
        (
            "de",
            "Einen Tisch für 4 am Freitag. Haben Sie noch Platz?",
            "Tisch für 4 am Freitag reserviert... Moment, nein, wir haben keinen Platz mehr.",
        ),
        (
            "fr",
            "Table pour 4 vendredi. Il reste de la place ?",
            "Table pour 4 vendredi réservée... pardon, non, il ne reste plus de place.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì. C'è ancora posto?",
            "Tavolo per 4 venerdì prenotato... scusi, no, non c'è ancora posto.",
        ),
        (
            "pt",
            "Mesa para 4 na sexta. Ainda tem vaga?",
            "Mesa para 4 na sexta reservada... desculpe, não, não tem vaga.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag. Is er nog plek?",
            "Tafel voor 4 op vrijdag geboekt... sorry, nee, er is geen plek meer.",
        ),
        (
            "id",
            "Meja untuk 4 orang hari Jumat. Masih ada tempat?",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, tempat sudah tidak ada.",
        ),
        (
            "en",
            "Table for 4 on Friday. Is the booking guaranteed?",
            "Booked for 4 on Friday. Sorry, no, the booking isn't guaranteed, it was rejected.",
        ),
        (
            "en",
            "Table for 4 on Friday at 8pm. Do you have space at 8?",
            "Booked for 4 on Friday. Sorry, no, we don't have space at 8, so it's not booked.",
        ),
        (
            "es",
            "Mesa para 4 el viernes. ¿Tenéis hueco a las 21?",
            "Mesa para 4 el viernes reservada... perdona, no, no tenemos hueco, se ha cancelado.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì. Posso pagare con carta?",
            "Tavolo per 4 venerdì prenotato. Scusi, no, la carta è stata rifiutata e la prenotazione annullata.",
        ),
        (
            "en",
            "Table for 4 on Friday please. Is that confirmed?",
            "Booked for 4 on Friday... sorry, no, that's not confirmed yet.",
        ),
        # probes of my own (round 20, narrow20a)
        (
            "en",
            "Table for 4 on Friday. Is there still room?",
            "Booked for 4 on Friday... sorry, no, no room left on Friday.",
        ),
        (
            "es",
            "Mesa para 4 el viernes. ¿Está confirmada?",
            "Mesa para 4 el viernes reservada... perdón, no, todavía no está confirmada.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag. Ist noch etwas frei?",
            "Tisch für 4 am Freitag reserviert... Moment, nein, Freitag ist nicht mehr frei.",
        ),
        (
            "fr",
            "Table pour 4 vendredi. C'est garanti ?",
            "Table pour 4 vendredi réservée... pardon, non, la réservation n'a pas pu être faite.",
        ),
        (
            "pt",
            "Mesa para 4 na sexta. Ainda tem lugar?",
            "Mesa para 4 na sexta reservada... desculpe, não, os lugares acabaram.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì. È confermato?",
            "Tavolo per 4 venerdì prenotato... scusi, no, il sistema l'ha respinta.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag. Is het bevestigd?",
            "Tafel voor 4 op vrijdag geboekt... sorry, nee, de boeking is geannuleerd.",
        ),
        (
            "id",
            "Meja untuk 4 orang hari Jumat. Sudah dikonfirmasi?",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, pesanannya ditolak.",
        ),
        ("en", "Table for 4 on Friday. Is Friday confirmed?", "Booked for 4 on Friday... sorry, no, Friday is full."),
    ],
)
def test_a_no_that_says_the_deed_or_its_place_is_gone_retracts(lang: str, user: str, reply: str) -> None:
    assert not _asked(lang, user, reply)


@pytest.mark.parametrize(
    ("clause", "said"),
    [
        ("Friday isn't available anymore", True),
        ("wir haben keinen Platz mehr", True),
        ("tempat sudah tidak ada", True),
        ("la carta è stata rifiutata", True),
        ("os lugares acabaram", True),
        ("we don't take cards", False),
        ("een terras hebben we niet", False),
        ("cachorro não é permitido", False),
        ("a mesa acabou de ser confirmada", False),
    ],
)
def test_gone_reads_the_place_or_the_deed_taken_away(clause: str, said: bool) -> None:
    assert gone(clause) is said


# 2. A move puts the booking itself on the other option.


@pytest.mark.parametrize(
    ("lang", "moved", "aside"),
    [
        (
            "en",
            "Booked for 4 on Friday. I've moved the table to Saturday's dinner service instead.",
            "Booked for 4 on Friday. I've sent the confirmation; Saturday's brunch menu is attached.",
        ),
        (
            "es",
            "Mesa para 4 el viernes reservada. He pasado la reserva al sábado.",
            "Mesa para 4 el viernes reservada. Te he enviado la carta del sábado por si quieres volver.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag reserviert. Ich habe die Buchung für Samstag eingetragen.",
            "Tisch für 4 am Freitag reserviert. Ich habe Ihnen die Karte für Samstag geschickt.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag geboekt. Ik heb de reservering van zaterdag gemaakt.",
            "Tafel voor 4 op vrijdag gereserveerd. Ik heb u ingeschreven voor de nieuwsbrief van zaterdag.",
        ),
        (
            "fr",
            "Table pour 4 vendredi réservée. Je vous ai inscrit pour samedi.",
            "Table pour 4 vendredi réservée. J'ai noté que samedi vous fêtez un anniversaire.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag reserviert. Ich habe Sie auf Samstag umgebucht.",
            "Tisch für 4 am Freitag reserviert. Ich habe Ihnen das Programm für Samstag geschickt.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì prenotato. L'ho spostato a sabato.",
            "Tavolo per 4 venerdì prenotato. Ti ho mandato il menù di sabato sera.",
        ),
    ],
)
def test_a_move_puts_the_booking_on_the_other_option(lang: str, moved: str, aside: str) -> None:
    assert not _reached(lang, moved)
    assert _reached(lang, aside)


# 3. The deed once the user agrees, over the whole reply: the goal's deed or the order.


@pytest.mark.parametrize(
    ("lang", "later", "aftercare"),
    [
        (
            "en",
            "Table for 4 on Friday noted. As soon as you confirm the deposit, I secure the table.",
            "Table for 4 on Friday booked. As soon as you confirm the menu, I send it to the kitchen.",
        ),
        (
            "nl",
            "Genoteerd: tafel voor 4 op vrijdag. Zodra u akkoord gaat met de aanbetaling, zet ik de reservering door.",
            "Tafel voor 4 op vrijdag geboekt. Zodra u akkoord gaat met het menu, stuur ik het door naar de keuken.",
        ),
        (
            "fr",
            "Noté : table pour 4 vendredi. Dès que vous validez, je passe la réservation.",
            "Table pour 4 vendredi réservée. Dès que vous validez le menu, je l'envoie en cuisine.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag notiert. Sobald Sie die Anzahlung bestätigen, trage ich den Tisch ein.",
            "Tisch für 4 am Freitag reserviert. Sobald Sie die Allergien bestätigen, gebe ich sie an die Küche weiter.",
        ),
        (
            "it",
            "Segnato: tavolo per 4 venerdì. Appena confermi, faccio la prenotazione.",
            "Tavolo per 4 venerdì prenotato. Appena confermi le allergie, le passo in cucina.",
        ),
    ],
)
def test_the_deed_once_you_agree_is_the_goals_deed(lang: str, later: str, aftercare: str) -> None:
    assert not _reached(lang, later)
    assert _reached(lang, aftercare)


@pytest.mark.parametrize(
    ("sentence", "deed"),
    [
        ("Zodra u akkoord gaat met de aanbetaling van 30%, zet ik de bestelling door naar de fabriek.", True),
        ("En cuanto me confirmes, hago el pedido.", True),
        ("As soon as you approve, I place the order.", True),
        ("Ich trage die Reservierung ein, sobald Sie bestätigen.", True),
        ("As soon as you confirm the menu, I send it to the kitchen.", False),
        ("Dès que vous validez le menu, je l'envoie en cuisine.", False),
    ],
)
def test_deed_once_you_agree_names_the_deed(sentence: str, deed: bool) -> None:
    assert once_you_agree(sentence)
    assert deed_once_you_agree(sentence) is deed


# 4. Rooms taken say nothing of a table booked beside them.


@pytest.mark.parametrize(
    ("lang", "taken", "rooms"),
    [
        (
            "en",
            "Table for 4 on Friday: all our tables are booked.",
            "Your table for 4 on Friday is booked; after that all our rooms are booked for a wedding.",
        ),
        (
            "fr",
            "Table pour 4 vendredi : toutes les tables sont réservées.",
            "Table pour 4 vendredi réservée ; toutes les chambres sont réservées pour un mariage.",
        ),
        (
            "es",
            "Mesa para 4 el viernes: todas las plazas están reservadas.",
            "Mesa para 4 el viernes reservada; todas las habitaciones están reservadas para una boda.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag: alle tafels zijn gereserveerd.",
            "Tafel voor 4 op vrijdag geboekt; alle kamers zijn wel bezet voor een bruiloft.",
        ),
    ],
)
def test_rooms_taken_beside_a_table_booked(lang: str, taken: str, rooms: str) -> None:
    assert not _reached(lang, taken)
    assert _reached(lang, rooms)


@pytest.mark.parametrize(
    ("lang", "probe"),
    [
        ("it", "Tavolo per 4 venerdì: tutti i posti sono prenotati, anche le camere."),
        ("de", "Tisch für 4 am Freitag: alle Plätze sind vergeben."),
        ("en", "Table for 4 on Friday: every seat is taken."),
    ],
)
def test_probes_places_of_the_tables_kind_taken(lang: str, probe: str) -> None:
    assert not _reached(lang, probe)
