"""Round 20's precision classes: each not-done reply beside its done twin, and probes that must stay not reached.

1. The chatbot's own deed in the present once the user agrees (goal_owed.still_to_do): ``Zodra u akkoord gaat met
   de aanbetaling, zet ik de bestelling door`` (held-out #19's premature stop) orders nothing yet.
2. Another option named in a done sentence after the proof (goal_moved.moved_after): ``Booked for 4 on Friday...
   I've put you down for Saturday instead.``
3. German ``voll`` said of the thing itself is full, as Dutch ``vol``: ``Für 4 Personen am Freitag: voll``.
4. An Indonesian passive with a future time right after it is a future (goal_perfect.ID_LATER, read by
   goal_tense.is_future): ``Roti bawang putih dipesan besok pagi ya``.
6. Confirm-then joined by *and* (goal_pending.TO_CONFIRM, ``_AND_IT``): ``Kurz bestätigen, und die Bestellung ist
   aufgegeben`` is not ordered yet.
7. A range's end is not its start (goal_range_end.ends_only): ``Done, room booked 03/03 to 10/03`` is no arrival
   on 10 March.
8. Every place taken, said with a done participle (goal_no_words._ALL_PLACES): ``todas las mesas están reservadas``.
9. Opening hours with one time (goal_ends._BOTH_READINGS): ``apre alle 9`` is one hour in both readings, not two
   ends, so it does not answer *when do you close*.
10. A *no* that answers the user's side question is no retraction (goal_refute.retracted): ``Booked for 4 on
    Friday. Sorry, no, we don't take cards.`` after *Do you take cards?*
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_failed import TABLES, _reached  # one table of booking goals, shared
from user_sim.core.goal_beside import negated
from user_sim.core.goal_owed import still_to_do
from user_sim.core.goal_tense import is_future
from user_sim.core.goals import normalise


@pytest.mark.parametrize(
    ("lang", "later", "done"),
    [
        (
            "nl",
            "Genoteerd: tafel voor 4 op vrijdag. Zodra u akkoord gaat met de aanbetaling, zet ik de reservering door.",
            "Genoteerd: tafel voor 4 op vrijdag. Zodra u aankomt, wijzen wij u de tafel.",
        ),
        (
            "de",
            "Notiert: Tisch für 4 am Freitag. Sobald Sie zustimmen, gebe ich die Reservierung auf.",
            "Notiert: Tisch für 4 am Freitag. Sobald Sie ankommen, zeigen wir Ihnen den Tisch.",
        ),
        (
            "de",
            "Notiert: Tisch für 4 am Freitag. Ich trage die Reservierung ein, sobald Sie bestätigen.",
            "Reserviert: Tisch für 4 am Freitag. Ich freue mich auf Sie.",
        ),
        (
            "fr",
            "Noté : table pour 4 vendredi. Dès que vous validez, je passe la réservation.",
            "Noté : table pour 4 vendredi. Dès que vous arrivez, présentez votre code.",
        ),
        (
            "es",
            "Anotada: mesa para 4 el viernes. En cuanto me confirmes, hago la reserva.",
            "Anotada: mesa para 4 el viernes. En cuanto llegues, di tu nombre en la entrada.",
        ),
        (
            "it",
            "Segnato: tavolo per 4 venerdì. Appena confermi, faccio la prenotazione.",
            "Segnato: tavolo per 4 venerdì. Appena arrivi, chiedi di Marco.",
        ),
        (
            "pt",
            "Anotado: mesa para 4 na sexta. Assim que você confirmar, eu faço a reserva.",
            "Anotado: mesa para 4 na sexta. Assim que chegar, é só dizer seu nome.",
        ),
        (
            "id",
            "Dicatat: meja untuk 4 orang hari Jumat. Begitu Anda setuju, saya pesan mejanya.",
            "Dicatat: meja untuk 4 orang hari Jumat. Begitu Anda datang, sebutkan nama Anda.",
        ),
        (
            "en",
            "Booked: table for 4 on Friday. As soon as you approve, I place the booking.",
            "Booked: table for 4 on Friday. Once you arrive, show your booking code.",
        ),
    ],
)
def test_my_deed_once_you_agree_is_still_to_come(lang: str, later: str, done: str) -> None:
    assert not _reached(lang, later)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("sentence", "later"),
    [
        ("Zodra u akkoord gaat met de aanbetaling van 30%, zet ik de bestelling door naar de fabriek.", True),
        ("Sobald Sie zustimmen, gebe ich die Bestellung auf.", True),
        ("Dès que vous validez, je passe la commande.", True),
        ("En cuanto me confirmes, hago el pedido.", True),
        ("As soon as you approve, I place the order.", True),
        ("Once you confirm, I'll book it.", True),
        ("Quando confermi, faccio l'ordine.", True),
        ("Begitu Anda transfer, kami proses pesanannya.", True),
        ("As soon as you paid, we booked it.", False),
        ("Dès que vous avez payé, nous avons réservé.", False),
        ("Sobald Sie bezahlt haben, ist der Tisch reserviert.", False),
        ("Once you arrive, show your booking code.", False),
        ("When you arrive, we seat you at the table.", False),
        ("When you confirm the guests, we have a high chair ready.", False),
        ("En cuanto me confirmes, todo listo.", False),
        ("Begitu Anda bayar, kami sudah kirim.", False),
    ],
)
def test_still_to_do_reads_my_deed_after_your_consent(sentence: str, later: bool) -> None:
    assert still_to_do(sentence) is later


@pytest.mark.parametrize(
    ("lang", "probe"),
    [
        ("en", "Noted: table for 4 on Friday. Once you say yes, I book it."),
        ("en", "Noted: table for 4 on Friday. When you pay the deposit, we reserve it."),
        ("en", "Noted: table for 4 on Friday. I book it as soon as you confirm."),
        ("de", "Notiert: Tisch für 4 am Freitag. Wenn Sie bestätigen, buche ich ihn."),
        ("nl", "Genoteerd: tafel voor 4 op vrijdag. Als u bevestigt, boek ik hem."),
        ("nl", "Genoteerd: tafel voor 4 op vrijdag. Ik boek hem zodra u betaalt."),
        ("fr", "Noté : table pour 4 vendredi. Quand vous confirmez, je réserve."),
        ("it", "Segnato: tavolo per 4 venerdì. Non appena paghi l'acconto, prenoto."),
        ("pt", "Anotado: mesa para 4 na sexta. Quando você aprovar, eu reservo."),
        ("es", "Apuntada: mesa para 4 el viernes. Cuando aceptes, reservo la mesa."),
        ("id", "Dicatat: meja untuk 4 orang hari Jumat. Begitu Anda konfirmasi, kami pesan."),
    ],
)
def test_probes_my_deed_once_you_agree(lang: str, probe: str) -> None:
    assert not _reached(lang, probe)


# 3. German *voll* said of the thing itself is full, as Dutch *vol* (goal_beside._VOLL).


@pytest.mark.parametrize(
    ("lang", "full", "done"),
    [
        ("de", "Erledigt. Für 4 Personen am Freitag: voll.", "Erledigt. Für 4 Personen am Freitag: voll bezahlt."),
        ("de", "Gebucht! Freitag, 4 Personen: voll.", "Gebucht! Freitag, 4 Personen: vollständig."),
        ("de", "Erledigt. Für 4 Personen am Freitag: voll belegt.", "Erledigt. Für 4 Personen am Freitag."),
    ],
)
def test_german_voll_is_full(lang: str, full: str, done: str) -> None:
    assert not _reached(lang, full)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("sentence", "full"),
    [
        ("Freitag ist voll", True),
        ("Der Freitag ist voll, Samstag ginge", True),
        ("Wir sind voll belegt", True),
        ("Alles voll bezahlt", False),
        ("Ich stehe voll und ganz zur Verfügung", False),
        ("Der Kurs ist fast voll", False),
        ("Die Anmeldung ist vollständig", False),
    ],
)
def test_negated_reads_german_voll(sentence: str, full: bool) -> None:
    assert negated(normalise(sentence)) is full


@pytest.mark.parametrize(
    "probe",
    [
        "Erledigt. Für 4 Personen am Freitag: alles voll.",
        "Notiert. Für 4 Personen am Freitag: komplett voll.",
        "Gebucht? Freitag, 4 Personen: schon voll.",
        "Eingetragen. Freitag für 4 Personen: bereits voll belegt.",
        "Reserviert. Am Freitag für 4 Personen sind wir voll.",
        "Erledigt. Für 4 Personen am Freitag: voll besetzt.",
        "Bestätigt. Für 4 Personen am Freitag: total voll!",
        "Erledigt. Für 4 Personen am Freitag: leider voll.",
        "Erledigt. Freitag für 4 Personen ist voll.",
        "Erledigt. Freitag für 4 Personen ist voll, Samstag nicht.",
    ],
)
def test_probes_german_voll(probe: str) -> None:
    assert not _reached("de", probe)


# 8. Every place taken, the places named, said with a done participle (goal_no_words._ALL_PLACES).


@pytest.mark.parametrize(
    ("lang", "taken", "done"),
    [
        ("es", "Para 4 el viernes, todas las mesas están reservadas.", "Para 4 el viernes, la mesa está reservada."),
        ("en", "For 4 on Friday, all tables are booked.", "For 4 on Friday, your table is booked."),
        ("de", "Für 4 am Freitag: alle Tische sind reserviert.", "Für 4 am Freitag: Ihr Tisch ist reserviert."),
        ("fr", "Pour 4 vendredi, toutes les tables sont réservées.", "Pour 4 vendredi, votre table est réservée."),
        ("it", "Per 4 venerdì, tutti i tavoli sono prenotati.", "Per 4 venerdì, il tavolo è prenotato."),
        ("pt", "Para 4 na sexta, todas as mesas estão reservadas.", "Para 4 na sexta, sua mesa está reservada."),
        ("nl", "Voor 4 op vrijdag zijn alle tafels gereserveerd.", "Voor 4 op vrijdag is uw tafel gereserveerd."),
        ("id", "Untuk 4 orang hari Jumat, semua meja sudah dipesan.", "Untuk 4 orang hari Jumat, meja sudah dipesan."),
        ("en", "Table for 4 on Friday: every table is taken.", "Table for 4 on Friday booked. All 4 seats are booked."),
    ],
)
def test_every_place_taken_is_no_deed(lang: str, taken: str, done: str) -> None:
    assert not _reached(lang, taken)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("lang", "probe"),
    [
        ("en", "Table for 4 on Friday: all our tables are booked."),
        ("en", "Friday for 4: all the slots are already booked."),
        ("es", "Mesa para 4 el viernes: todas nuestras mesas están ya reservadas."),
        ("fr", "Table pour 4 vendredi : toutes nos tables sont déjà réservées."),
        ("de", "Tisch für 4 am Freitag: alle Plätze sind vergeben."),
        ("it", "Tavolo per 4 venerdì: tutti i posti sono già prenotati."),
        ("pt", "Mesa para 4 na sexta: todos os lugares já estão reservados."),
        ("nl", "Tafel voor 4 op vrijdag: alle plekken zijn al geboekt."),
        ("id", "Meja untuk 4 orang hari Jumat: semua kursi sudah terisi."),
        ("de", "Tisch für 4 am Freitag: leider sind schon alle Tische gebucht."),
    ],
)
def test_probes_every_place_taken(lang: str, probe: str) -> None:
    assert not _reached(lang, probe)


# 6. Confirm first, *and* it is done: not confirmed yet (goal_pending.TO_CONFIRM with _AND_IT).


@pytest.mark.parametrize(
    ("lang", "to_confirm", "done"),
    [
        (
            "de",
            "Tisch für 4 am Freitag notiert. Kurz bestätigen, und die Reservierung ist aufgegeben.",
            "Tisch für 4 am Freitag reserviert. Bestätigung und Rechnung sind unterwegs.",
        ),
        (
            "en",
            "Table for 4 on Friday noted. Just confirm, and the booking is placed.",
            "Table for 4 on Friday booked. Confirmation and receipt are on their way.",
        ),
        (
            "es",
            "Mesa para 4 el viernes anotada. Confirma y queda reservada.",
            "Mesa para 4 el viernes reservada. Confirmación y recibo enviados.",
        ),
        (
            "fr",
            "Table pour 4 vendredi notée. Confirmez, et c'est réservé.",
            "Table pour 4 vendredi réservée. Confirmation et reçu envoyés.",
        ),
        (
            "it",
            "Tavolo per 4 venerdì segnato. Conferma e il tavolo è prenotato.",
            "Tavolo per 4 venerdì prenotato. Conferma e ricevuta inviate via email.",
        ),
        (
            "pt",
            "Mesa para 4 na sexta anotada. Confirma e fica reservada.",
            "Mesa para 4 na sexta reservada. Confirmação e recibo enviados.",
        ),
        (
            "nl",
            "Tafel voor 4 op vrijdag genoteerd. Even bevestigen en hij is gereserveerd.",
            "Tafel voor 4 op vrijdag gereserveerd. Bevestiging en bon zijn verstuurd.",
        ),
    ],
)
def test_confirm_and_it_is_done_is_not_confirmed(lang: str, to_confirm: str, done: str) -> None:
    assert not _reached(lang, to_confirm)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("lang", "probe"),
    [
        ("en", "Table for 4 on Friday noted. Confirm and it's booked."),
        ("en", "Table for 4 on Friday noted. Please confirm the details and we're all set."),
        ("de", "Tisch für 4 am Freitag notiert. Bitte bestätigen Sie, und der Tisch ist reserviert."),
        ("de", "Tisch für 4 am Freitag notiert. Kurz bestätigen und ich trage Sie ein."),
        ("es", "Mesa para 4 el viernes anotada. Por favor confirma y la mesa queda reservada."),
        ("fr", "Table pour 4 vendredi notée. Confirmez et la table est réservée."),
        ("it", "Tavolo per 4 venerdì segnato. Per favore conferma e resta prenotato."),
        ("pt", "Mesa para 4 na sexta anotada. Confirma e a mesa fica reservada."),
        ("nl", "Tafel voor 4 op vrijdag genoteerd. Bevestig even en het is geregeld."),
        ("nl", "Tafel voor 4 op vrijdag genoteerd. Graag bevestigen en we zetten hem vast."),
    ],
)
def test_probes_confirm_and_it_is_done(lang: str, probe: str) -> None:
    assert not _reached(lang, probe)


# 2. The deed moved to another option after the proof (goal_moved.moved_after).


@pytest.mark.parametrize(
    ("lang", "moved", "done"),
    [
        (
            "en",
            "Booked for 4 on Friday... I've put you down for Saturday instead.",
            "Booked for 4 on Friday. Saturday is fully booked.",
        ),
        (
            "es",
            "Mesa para 4 el viernes reservada. Te he apuntado para el sábado.",
            "Mesa para 4 el viernes reservada. El sábado está completo.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag reserviert. Ich habe Sie auf Samstag umgebucht.",
            "Tisch für 4 am Freitag reserviert. Ihre Buchung für Samstag ist storniert.",
        ),
        (
            "fr",
            "Table pour 4 vendredi réservée. Je vous ai inscrit pour samedi.",
            "Table pour 4 vendredi réservée. Samedi, nous sommes fermés.",
        ),
        ("it", "Tavolo per 4 venerdì prenotato. L'ho spostato a sabato.", "Tavolo per 4 venerdì prenotato. A presto!"),
        ("pt", "Mesa para 4 na sexta reservada. Passei para sábado.", "Mesa para 4 na sexta reservada. Até sexta!"),
        (
            "nl",
            "Tafel voor 4 op vrijdag gereserveerd. Ik heb u op zaterdag gezet.",
            "Tafel voor 4 op vrijdag gereserveerd. Zaterdag zijn we dicht.",
        ),
        (
            "id",
            "Meja untuk 4 orang hari Jumat sudah dipesan. Sudah saya pindahkan ke hari Sabtu.",
            "Meja untuk 4 orang hari Jumat sudah dipesan. Hari Sabtu kami tutup.",
        ),
        (
            "en",
            "Booked: table for 4 on Friday. Actually I've moved you to Saturday instead.",
            "Booked for 4 on Friday. Saturday booking for 6 confirmed too.",
        ),
    ],
)
def test_a_deed_moved_to_another_option_is_not_done(lang: str, moved: str, done: str) -> None:
    assert not _reached(lang, moved)
    assert _reached(lang, done)


@pytest.mark.parametrize(
    ("lang", "probe"),
    [
        ("en", "Table for 4 on Friday booked. Oh wait, I've booked it for Saturday."),
        ("en", "Your table for 4 on Friday is confirmed. Correction: reserved for Saturday."),
        ("es", "Mesa para 4 el viernes confirmada. Perdona, la he reservado para el sábado."),
        ("de", "Tisch für 4 am Freitag gebucht. Korrektur: Samstag ist reserviert."),
        ("fr", "Table pour 4 vendredi confirmée. En fait, c'est réservé pour samedi."),
        ("it", "Tavolo per 4 venerdì confermato. Anzi no, prenotato per sabato."),
        ("pt", "Mesa para 4 na sexta confirmada. Na verdade reservei para sábado."),
        ("nl", "Tafel voor 4 op vrijdag bevestigd. Correctie: geboekt voor zaterdag."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dikonfirmasi. Eh, sudah dipesan untuk hari Sabtu."),
        ("de", "Tisch für 4 am Freitag reserviert. Umgebucht auf Samstag."),
    ],
)
def test_probes_a_deed_moved(lang: str, probe: str) -> None:
    assert not _reached(lang, probe)


# 4. An Indonesian passive of the deed with a future time right after it (goal_perfect.ID_LATER).


@pytest.mark.parametrize(
    ("later", "done"),
    [
        ("Meja untuk 4 orang hari Jumat dipesan besok pagi ya.", "Meja untuk 4 orang hari Jumat sudah dipesan."),
        (
            "Meja untuk 4 orang hari Jumat dipesankan besok ya kak.",
            "Meja untuk 4 orang hari Jumat sudah dipesan untuk besok.",
        ),
        ("Meja untuk 4 orang hari Jumat dikonfirmasi besok.", "Meja untuk 4 orang hari Jumat dijadwalkan besok."),
        ("Meja untuk 4 orang hari Jumat diproses lusa.", "Meja untuk 4 orang hari Jumat sudah diproses."),
    ],
)
def test_indonesian_passive_done_tomorrow_is_future(later: str, done: str) -> None:
    assert not _reached("id", later)
    assert _reached("id", done)


@pytest.mark.parametrize(
    ("sentence", "future"),
    [
        ("Roti bawang putih dipesan besok pagi ya", True),
        ("Pesanan diproses besok", True),
        ("Datanya diinput minggu depan", True),
        ("Paket dikirim besok pagi ya kak!", False),
        ("Sudah dipesan besok pagi", False),
        ("Servis dijadwalkan besok jam 10", False),
    ],
)
def test_is_future_reads_an_indonesian_passive_with_tomorrow(sentence: str, future: bool) -> None:
    assert is_future(sentence) is future


@pytest.mark.parametrize(
    "probe",
    [
        "Meja untuk 4 orang hari Jumat dipesan besok ya kak.",
        "Meja untuk 4 orang hari Jumat dipesankan lusa.",
        "Meja untuk 4 orang hari Jumat dikonfirmasi besok pagi ya.",
        "Meja untuk 4 orang hari Jumat diproses besok siang.",
        "Meja untuk 4 orang hari Jumat didaftarkan besok.",
        "Meja untuk 4 orang hari Jumat diinput besok pagi.",
        "Oke kak, meja untuk 4 orang hari Jumat dipesan besok pagi.",
        "Meja untuk 4 orang hari Jumat dibayar besok ya.",
        "Siap kak! Meja untuk 4 orang hari Jumat dipesankan minggu depan.",
        "Meja untuk 4 orang hari Jumat: dipesan besok, kak.",
    ],
)
def test_probes_indonesian_passive_tomorrow(probe: str) -> None:
    assert not _reached("id", probe)


# 9. One opening hour, written in both its readings by the number reader, is one end of the hours (goal_ends).


@pytest.mark.parametrize(
    ("goal", "user", "opening", "closing"),
    [
        ("Ask what time the shop closes.", "What time does the shop close?", "It opens at 9.", "It closes at 9."),
        ("Chiedi a che ora chiude il negozio.", "A che ora chiude?", "Il negozio apre alle 9.", "Chiude alle 9."),
        ("Tanyakan jam berapa toko tutup.", "Toko tutup jam berapa?", "Buka jam 9 kak.", "Tutup jam 9 kak."),
        ("Pregunta a qué hora cierra la tienda.", "¿A qué hora cierra?", "Abre a las 9.", "Cierra a las 9."),
        ("Frag, wann der Laden schließt.", "Wann schließt der Laden?", "Er öffnet um 9.", "Er schließt um 9."),
    ],
)
def test_one_opening_hour_does_not_answer_closing(goal: str, user: str, opening: str, closing: str) -> None:
    assert not reached_per_turn([goal], {}, {}, [user, opening])[-1]
    assert reached_per_turn([goal], {}, {}, [user, closing])[-1]


@pytest.mark.parametrize(
    ("goal", "user", "probe"),
    [
        ("Ask what time the shop closes.", "When do you close?", "We open at 10."),
        ("Ask what time the shop opens.", "When do you open?", "We close at 8."),
        ("Chiedi a che ora chiude il negozio.", "A che ora chiudete?", "Apriamo alle 10."),
        ("Chiedi a che ora apre il negozio.", "A che ora aprite?", "Chiudiamo alle 7."),
        ("Tanyakan jam berapa toko tutup.", "Tutup jam berapa kak?", "Kami buka jam 8 pagi."),
        ("Pregunta a qué hora cierra la tienda.", "¿A qué hora cerráis?", "Abrimos a las 10."),
        ("Pergunte a que horas a loja fecha.", "A loja fecha a que horas?", "Abrimos às 9."),
        ("Demande à quelle heure ferme la boutique.", "Vous fermez à quelle heure ?", "Nous ouvrons à 9 h."),
        ("Frag, wann der Laden öffnet.", "Wann öffnet der Laden?", "Wir schließen um 6."),
        ("Vraag hoe laat de winkel sluit.", "Hoe laat sluiten jullie?", "We gaan open om 9 uur."),
    ],
)
def test_probes_one_opening_hour(goal: str, user: str, probe: str) -> None:
    assert not reached_per_turn([goal], {}, {}, [user, probe])[-1]


# 10. A no that answers the user's side question takes nothing back (goal_refute.retracted, recall).


def _asked(lang: str, user: str, reply: str) -> bool:
    goal, day, other = TABLES[lang]
    values, options = {"n": ["4"], "day": [day]}, {"n": ("4", "6"), "day": (day, other)}
    return reached_per_turn([goal], values, options, [user, reply])[-1]


@pytest.mark.parametrize(
    ("lang", "user", "side_no", "retracted"),
    [
        (
            "en",
            "A table for 4 on Friday please. Do you take cards?",
            "Booked for 4 on Friday. Sorry, no, we don't take cards.",
            "Booked for 4 on Friday... sorry, no, Friday is full.",
        ),
        (
            "es",
            "Una mesa para 4 el viernes. ¿Aceptan tarjeta?",
            "Reservada la mesa para 4 el viernes. Lo siento, no, no aceptamos tarjeta.",
            "Reservada la mesa para 4 el viernes... perdón, no, el viernes está completo.",
        ),
        (
            "de",
            "Einen Tisch für 4 am Freitag. Nehmen Sie Karte?",
            "Tisch für 4 am Freitag reserviert. Entschuldigung, nein, wir nehmen keine Karten.",
            "Tisch für 4 am Freitag reserviert... Moment, nein, Freitag ist ausgebucht.",
        ),
    ],
)
def test_a_no_to_a_side_question_takes_nothing_back(lang: str, user: str, side_no: str, retracted: str) -> None:
    assert _asked(lang, user, side_no)
    assert not _asked(lang, user, retracted)


@pytest.mark.parametrize(
    ("lang", "user", "probe"),
    [
        ("en", "A table for 4 on Friday please. Do you take cards?", "Booked for 4 on Friday... sorry, no, I can't."),
        ("en", "A table for 4 on Friday please. Do you take cards?", "Booked for 4 on Friday. Sorry, no."),
        ("en", "A table for 4 on Friday. Is there parking?", "Booked for 4 on Friday... wait, no, it's not booked."),
        ("es", "Mesa para 4 el viernes. ¿Hay terraza?", "Mesa para 4 el viernes reservada... perdón, no, está lleno."),
        ("pt", "Mesa para 4 na sexta. Tem estacionamento?", "Mesa para 4 na sexta reservada... desculpe, não, lotado."),
        (
            "fr",
            "Table pour 4 vendredi. Vous prenez la carte ?",
            "Table pour 4 vendredi réservée... pardon, non, complet.",
        ),
        ("it", "Tavolo per 4 venerdì. Accettate carte?", "Tavolo per 4 venerdì prenotato... scusi, no, è pieno."),
        ("de", "Tisch für 4 am Freitag. Gibt es Parkplätze?", "Tisch für 4 am Freitag gebucht... Moment, nein, voll."),
        ("nl", "Tafel voor 4 op vrijdag. Kan ik pinnen?", "Tafel voor 4 op vrijdag geboekt... sorry, nee, vol."),
        (
            "id",
            "Meja untuk 4 orang hari Jumat. Bisa bayar kartu?",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, penuh.",
        ),
    ],
)
def test_probes_a_no_after_a_side_question(lang: str, user: str, probe: str) -> None:
    assert not _asked(lang, user, probe)


# 7. The one drawn date said only as a range's end (goal_range_end.ends_only).

ARRIVALS = {
    "en": ("Book a room arriving on {{date}}.", "10 March", "3 March"),
    "es": ("Reserva una habitación con llegada el {{date}}.", "10 de marzo", "3 de marzo"),
    "de": ("Buche ein Zimmer mit Anreise am {{date}}.", "10. März", "3. März"),
    "fr": ("Réserve une chambre avec arrivée le {{date}}.", "10 mars", "3 mars"),
    "it": ("Prenota una camera con arrivo il {{date}}.", "10 marzo", "3 marzo"),
    "pt": ("Reserve um quarto com chegada em {{date}}.", "10 de março", "3 de março"),
    "nl": ("Boek een kamer met aankomst op {{date}}.", "10 maart", "3 maart"),
    "id": ("Pesan kamar dengan check-in tanggal {{date}}.", "10 Maret", "3 Maret"),
}


def _arrival(lang: str, reply: str) -> bool:
    goal, date, other = ARRIVALS[lang]
    return reached_per_turn([goal], {"date": [date]}, {"date": (date, other)}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("lang", "ends", "starts"),
    [
        ("en", "Done, room booked 03/03 to 10/03.", "Done, room booked 10/03 to 17/03."),
        ("en", "Done, room booked from 3 to 10 March.", "Done, room booked from 10 to 17 March."),
        ("es", "Hecho, habitación reservada del 03/03 al 10/03.", "Hecho, habitación reservada del 10/03 al 17/03."),
        ("de", "Erledigt, Zimmer gebucht vom 03.03. bis 10.03.", "Erledigt, Zimmer gebucht vom 10.03. bis 17.03."),
        ("fr", "C'est fait, chambre réservée du 03/03 au 10/03.", "C'est fait, chambre réservée du 10/03 au 17/03."),
        ("it", "Fatto, camera prenotata dal 03/03 al 10/03.", "Fatto, camera prenotata dal 10/03 al 17/03."),
        ("pt", "Feito, quarto reservado de 03/03 a 10/03.", "Feito, quarto reservado de 10/03 a 17/03."),
        ("nl", "Geregeld, kamer geboekt van 3 tot 10 maart.", "Geregeld, kamer geboekt van 10 tot 17 maart."),
    ],
)
def test_a_range_end_is_no_arrival(lang: str, ends: str, starts: str) -> None:
    assert not _arrival(lang, ends)
    assert _arrival(lang, starts)


def test_two_dates_joined_by_and_are_no_range() -> None:
    goal, values, options = "Book a session on {{date}}.", {"date": ["10 March"]}, {"date": ("3 March", "10 March")}
    assert reached_per_turn([goal], values, options, ["Hi", "Done: sessions booked on 03/03 and 10/03."])[-1]


def test_a_range_end_is_the_date_when_the_goal_names_the_end() -> None:
    goal, values, options = "Book a room until {{date}}.", {"date": ["10 March"]}, {"date": ("3 March", "10 March")}
    assert reached_per_turn([goal], values, options, ["Hi", "Done, room booked 01/03 to 10/03."])[-1]


@pytest.mark.parametrize(
    ("lang", "probe"),
    [
        ("en", "Booked: 03/03 – 10/03, room 12."),
        ("en", "Your room is reserved from 3 March until 10 March."),
        ("en", "Confirmed, stay 03/03-10/03."),
        ("es", "Reservado: del 3 al 10 de marzo."),
        ("de", "Gebucht: 03.03. – 10.03., Zimmer 12."),
        ("fr", "Réservé du 3 au 10 mars."),
        ("it", "Prenotato dal 3 al 10 marzo."),
        ("pt", "Reservado de 3 a 10 de março."),
        ("nl", "Geboekt van 3 tot 10 maart."),
        ("id", "Kamar sudah dipesan tanggal 3 sampai 10 Maret."),
    ],
)
def test_probes_a_range_end(lang: str, probe: str) -> None:
    assert not _arrival(lang, probe)
