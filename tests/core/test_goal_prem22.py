"""False reached readings of round 22, each a class beside its done twin (eight languages where the class is).

1. A deed noted whose maker still has to call or confirm (``De graveur belt u morgen om het te bevestigen``, ``el
   grabador le confirmará``, ``il doit encore me confirmer``): goal_later.confirms_later, for an action too.
2. Two deeds in one goal, the second still to be confirmed in a sentence of its own: that sentence gives no value to
   the first deed's sentence (goal_siblings.plain).
3. A day on a waiting list beside a deed done for another day: the listed day is not booked (goal_waitlist).
4. A negation before the participle (``nunca se reservó``, ``bukan dipesan``, ``non è mai stato prenotato``): no
   deed (goal_failed); a course *made for people like you* is no booking (goal_lookalikes.IDIOMS).
5. A request to reply yes *afin de* confirm is no deed (goal_pending.TO_CONFIRM).
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn, table_reached

RINGS = {
    "en": ("Order a ring with the engraving {{text}} in size {{size}}", "Forever"),
    "es": ("Encarga un anillo con el grabado {{text}} en talla {{size}}", "Para siempre"),
    "fr": ("Commande une bague avec la gravure {{text}} en taille {{size}}", "Pour toujours"),
    "de": ("Bestelle einen Ring mit der Gravur {{text}} in Größe {{size}}", "Für immer"),
    "it": ("Ordina un anello con l'incisione {{text}} nella misura {{size}}", "Per sempre"),
    "pt": ("Encomende um anel com a gravação {{text}} no tamanho {{size}}", "Para sempre"),
    "nl": ("Bestel een ring met gravure {{text}} in maat {{size}}", "Voor altijd"),
    "id": ("Pesan cincin dengan ukiran {{text}} ukuran {{size}}", "Selamanya"),
}


def _ring(lang: str, reply: str) -> bool:
    goal, text = RINGS[lang]
    return reached_per_turn([goal], {"text": [text], "size": ["54"]}, {"size": ("52", "54")}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("nl", 'Genoteerd: gravure "Voor altijd" op de ring, maat 54. De graveur belt u morgen om het te bevestigen.'),
        ("en", 'Noted: engraving "Forever" on the ring, size 54. The engraver will call you tomorrow to confirm it.'),
        ("en", 'Noted: engraving "Forever" on the ring, size 54. The engraver will confirm it with you tomorrow.'),
        ("es", 'Anotado: grabado "Para siempre" en el anillo, talla 54. El grabador le confirmará mañana.'),
        ("es", 'Anotado: grabado "Para siempre" en el anillo, talla 54. El grabador le llamará para confirmarlo.'),
        ("fr", 'C\'est noté : gravure "Pour toujours" sur la bague, taille 54. Le graveur doit encore me confirmer.'),
        ("fr", 'Commande notée : gravure "Pour toujours", taille 54. Le graveur vous appellera pour confirmer.'),
        (
            "de",
            'Notiert: Gravur "Für immer" auf dem Ring, Größe 54. Der Graveur ruft Sie morgen an, um es zu bestätigen.',
        ),
        ("de", 'Notiert: Gravur "Für immer" auf dem Ring, Größe 54. Der Graveur muss es noch bestätigen.'),
        ("it", "Annotato: incisione \"Per sempre\" sull'anello, misura 54. L'incisore deve ancora confermarmi."),
        ("it", "Annotato: incisione \"Per sempre\" sull'anello, misura 54. L'incisore le confermerà domani."),
        ("pt", 'Anotado: gravação "Para sempre" no anel, tamanho 54. O gravador ainda precisa me confirmar.'),
        ("pt", 'Anotado: gravação "Para sempre" no anel, tamanho 54. O gravador vai ligar para confirmar.'),
        (
            "id",
            'Dicatat: ukiran "Selamanya" di cincin, ukuran 54. Pengukir akan menelepon Anda besok untuk konfirmasi.',
        ),
    ],
)
def test_a_deed_noted_whose_maker_still_has_to_confirm_it_is_not_done(lang: str, reply: str) -> None:
    assert not _ring(lang, reply)


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        (
            "nl",
            'Bestelling bevestigd: gravure "Voor altijd" op de ring, maat 54. De graveur belt u als de ring klaar is.',
        ),
        (
            "en",
            'Order confirmed: engraving "Forever" on the ring, size 54. The engraver will call you when it is ready.',
        ),
        (
            "es",
            'Pedido confirmado: grabado "Para siempre", talla 54. El grabador le llamará cuando el anillo esté listo.',
        ),
        (
            "fr",
            'Commande confirmée : gravure "Pour toujours", taille 54. Le graveur vous appellera quand elle sera prête.',
        ),
        (
            "de",
            'Bestellung bestätigt: Gravur "Für immer", Größe 54. Der Graveur ruft Sie an, wenn der Ring fertig ist.',
        ),
        (
            "it",
            "Ordine confermato: incisione \"Per sempre\", misura 54. L'incisore la chiamerà quando l'anello è pronto.",
        ),
        ("pt", 'Pedido confirmado: gravação "Para sempre", tamanho 54. O gravador liga quando o anel estiver pronto.'),
    ],
)
def test_a_call_when_ready_after_a_done_deed_stays_done(lang: str, reply: str) -> None:
    assert _ring(lang, reply)


LESSONS = {
    "en": (
        "Book a trial lesson on {{d1}} and a second lesson on {{d2}}",
        ("Monday", "Tuesday"),
        ("Thursday", "Friday"),
    ),
    "it": (
        "Prenota una lezione di prova {{d1}} e una seconda lezione {{d2}}",
        ("lunedì", "martedì"),
        ("giovedì", "venerdì"),
    ),
    "es": (
        "Reserva una clase de prueba el {{d1}} y una segunda clase el {{d2}}",
        ("lunes", "martes"),
        ("jueves", "viernes"),
    ),
    "de": (
        "Buche eine Probestunde am {{d1}} und eine zweite Stunde am {{d2}}",
        ("Montag", "Dienstag"),
        ("Donnerstag", "Freitag"),
    ),
}


def _lessons(lang: str, reply: str) -> bool:
    goal, first, second = LESSONS[lang]
    values, options = {"d1": [first[0]], "d2": [second[0]]}, {"d1": first, "d2": second}
    return reached_per_turn([goal], values, options, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("lang", "reply", "done"),
    [
        ("en", "The trial lesson on Monday is booked. For Thursday the teacher still has to confirm.", False),
        ("en", "The trial lesson on Monday is booked. Thursday: the teacher will call you to confirm.", False),
        ("en", "The trial lesson on Monday is booked. The second lesson on Thursday is booked too.", True),
        ("it", "La lezione di prova di lunedì è prenotata. Per giovedì l'insegnante deve ancora confermarmi.", False),
        ("it", "La lezione di prova di lunedì è prenotata. Anche la seconda lezione di giovedì è prenotata.", True),
        (
            "es",
            "La clase de prueba del lunes está reservada. Para el jueves el profesor todavía tiene que confirmar.",
            False,
        ),
        ("es", "La clase de prueba del lunes está reservada. El jueves el profesor le confirmará.", False),
        (
            "es",
            "La clase de prueba del lunes está reservada. La segunda clase del jueves también está reservada.",
            True,
        ),
        ("de", "Die Probestunde am Montag ist gebucht. Für Donnerstag muss die Lehrerin noch bestätigen.", False),
        ("de", "Die Probestunde am Montag ist gebucht. Die zweite Stunde am Donnerstag ist auch gebucht.", True),
    ],
)
def test_a_second_deed_still_to_confirm_is_no_value_of_the_first(lang: str, reply: str, done: bool) -> None:
    assert _lessons(lang, reply) is done


@pytest.mark.parametrize(
    ("lang", "reply", "done"),
    [
        ("en", "Booked for 4 on Saturday; you're also on the waiting list for Friday.", False),
        ("es", "Reservado para 4 el sábado; además está en la lista de espera para el viernes.", False),
        ("de", "Gebucht für 4 am Samstag; Sie stehen außerdem auf der Warteliste für Freitag.", False),
        ("nl", "Geboekt voor 4 op zaterdag; u staat ook op de wachtlijst voor vrijdag.", False),
        ("fr", "Réservé pour 4 samedi ; vous êtes aussi sur la liste d'attente pour vendredi.", False),
        ("en", "You're booked for 4 on Friday; we also put you on the waiting list for a window table.", True),
        (
            "es",
            "Reservado para 4 el viernes; además está en la lista de espera para una mesa junto a la ventana.",
            True,
        ),
        ("de", "Gebucht für 4 am Freitag; Sie stehen außerdem auf der Warteliste für einen Fensterplatz.", True),
        ("nl", "Geboekt voor 4 op vrijdag; u staat ook op de wachtlijst voor een tafel bij het raam.", True),
        ("fr", "Réservé pour 4 vendredi ; vous êtes aussi sur la liste d'attente pour une table en terrasse.", True),
    ],
)
def test_a_day_on_a_waiting_list_is_not_booked_for_that_day(lang: str, reply: str, done: bool) -> None:
    assert table_reached(lang, reply) is done


@pytest.mark.parametrize(
    ("lang", "reply", "done"),
    [
        ("es", "La mesa para 4 el viernes nunca se reservó.", False),
        ("es", "La mesa para 4 el viernes no se reservó.", False),
        ("id", "Meja untuk 4 orang hari Jumat bukan dipesan.", False),
        ("it", "Il tavolo per 4 venerdì non è mai stato prenotato.", False),
        ("it", "La prenotazione per 4 venerdì non è mai stata confermata.", False),
        ("de", "Der Tisch für 4 am Freitag wurde nie gebucht.", False),
        ("fr", "La table pour 4 vendredi n'a jamais été réservée.", False),
        ("nl", "De tafel voor 4 op vrijdag is nooit geboekt.", False),
        ("es", "La mesa para 4 el viernes se reservó.", True),
        ("es", "No se preocupe: la mesa para 4 el viernes se reservó.", True),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan.", True),
        ("id", "Bukan masalah: meja untuk 4 orang hari Jumat sudah dipesan.", True),
        ("it", "Il tavolo per 4 venerdì è stato prenotato.", True),
        ("it", "Non si preoccupi: il tavolo per 4 venerdì è stato prenotato.", True),
    ],
)
def test_a_negation_before_the_participle_is_no_deed(lang: str, reply: str, done: bool) -> None:
    assert table_reached(lang, reply) is done


COURSE_DE = (["Buche einen Platz im Töpferkurs am {{day}}"], {"day": ["Samstag"]}, {"day": ("Samstag", "Sonntag")})
COURSE_EN = (["Book a place in the pottery course on {{day}}"], {"day": ["Saturday"]}, {"day": ("Saturday", "Sunday")})


@pytest.mark.parametrize(
    ("case", "reply", "done"),
    [
        (COURSE_DE, "Der Töpferkurs am Samstag ist genau für Leute wie Sie gemacht.", False),
        (COURSE_DE, "Der Töpferkurs am Samstag ist wie für Sie gemacht.", False),
        (COURSE_DE, "Der Töpferkurs am Samstag ist für Menschen wie Sie gemacht.", False),
        (COURSE_DE, "Ihr Platz im Töpferkurs am Samstag ist gebucht.", True),
        (COURSE_DE, "Ich habe die Buchung im Töpferkurs am Samstag für Sie gemacht.", True),
        (COURSE_EN, "The pottery course on Saturday is made for people like you.", False),
        (COURSE_EN, "Your place in the pottery course on Saturday is booked.", True),
    ],
)
def test_a_course_made_for_people_like_you_is_no_booking(
    case: tuple[list[str], dict[str, list[str]], dict[str, tuple[str, ...]]], reply: str, done: bool
) -> None:
    goals, values, options = case
    assert reached_per_turn(goals, values, options, ["Hi", reply])[-1] is done


@pytest.mark.parametrize(
    ("lang", "reply", "done"),
    [
        ("fr", "Réservation pour 4 vendredi enregistrée. Répondez OUI afin de confirmer.", False),
        ("fr", "Table pour 4 vendredi : répondez OUI afin de confirmer.", False),
        ("es", "Mesa para 4 el viernes anotada. Responda SÍ a fin de confirmar.", False),
        ("fr", "Votre réservation est confirmée : table pour 4 vendredi.", True),
        ("es", "Su reserva está confirmada: mesa para 4 el viernes.", True),
    ],
)
def test_a_request_to_reply_yes_in_order_to_confirm_is_no_deed(lang: str, reply: str, done: bool) -> None:
    assert table_reached(lang, reply) is done
