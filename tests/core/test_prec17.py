"""Precision holes a probe of main found and no labelled set contained (round 17), each beside its done twin.

A question tag without ``?`` (goal_rules.is_question), a participle after *to be* (goal_verbs.own_verb), a sold-out
sibling (goal_beside.sold_out), the other end of opening hours (goal_ends), a self-correction (goal_refute.retracted),
a yes/no restatement with no yes nor no (goal_yesno_said.mere_restatement), a value-less deed said of another thing
(goal_thing). Each reading also has not-done look-alikes (promised, asked, negated, about another item, another
option) that must stay not reached.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_failed import _reached  # one table of booking goals, shared
from user_sim.core.goal_rules import is_question


def _plain(goals: list[str], user: str, reply: str) -> bool:
    return reached_per_turn(goals, {}, {}, [user, reply])[-1]


@pytest.mark.parametrize(
    ("lang", "tagged", "said"),
    [
        ("en", "Your table for 4 on Friday is booked, right", "Your table for 4 on Friday is booked."),
        ("es", "Su mesa para 4 el viernes está reservada, verdad", "Su mesa para 4 el viernes está reservada."),
        ("pt", "A mesa para 4 na sexta está reservada, confirma", "A mesa para 4 na sexta está reservada."),
        ("it", "Il tavolo per 4 venerdì è prenotato, vero", "Il tavolo per 4 venerdì è prenotato."),
        ("fr", "Votre table pour 4 vendredi est réservée, non", "Votre table pour 4 vendredi est réservée."),
        ("de", "Ihr Tisch für 4 am Freitag ist reserviert, oder", "Ihr Tisch für 4 am Freitag ist reserviert."),
        ("nl", "Uw tafel voor 4 op vrijdag is gereserveerd, toch", "Uw tafel voor 4 op vrijdag is gereserveerd."),
        ("id", "Meja untuk 4 orang hari Jumat sudah dipesan, kan", "Meja untuk 4 orang hari Jumat sudah dipesan."),
    ],
)
def test_a_question_tag_without_a_question_mark_asks(lang: str, tagged: str, said: str) -> None:
    assert is_question(tagged) and not is_question(said)
    assert not _reached(lang, tagged)
    assert _reached(lang, said)


@pytest.mark.parametrize(
    "affirming",
    ["Soft drinks and snacks, yes.", "Sì, certo!", "Am Schalter, ja.", "Bem, não é!", "Mejanya sudah dipesan, ya."],
)
def test_an_affirming_word_or_an_exclamation_is_no_tag(affirming: str) -> None:
    assert not is_question(affirming)


TAG_PROBES = [
    ("en", "So that's booked for 4 on Friday, right"),
    ("en", "Table for 4 on Friday, correct."),
    ("es", "Mesa para 4 el viernes reservada, ¿no"),
    ("pt", "Mesa para 4 na sexta reservada, né"),
    ("pt", "Reservada a mesa para 4 na sexta, certo?"),
    ("it", "Tavolo per 4 venerdì prenotato, giusto"),
    ("fr", "Table pour 4 vendredi réservée, c'est bien ça"),
    ("de", "Tisch für 4 am Freitag gebucht, nicht wahr"),
    ("nl", "Tafel voor 4 op vrijdag geboekt, klopt dat"),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan, kan"),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan, betul"),
]


@pytest.mark.parametrize(("lang", "reply"), TAG_PROBES)
def test_tag_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


TWO = {
    "en": ["Book a table", "Order a birthday cake"],
    "es": ["Reserva una mesa", "Pide una tarta de cumpleaños"],
    "pt": ["Reserva uma mesa", "Encomenda um bolo de aniversário"],
    "de": ["Reserviere einen Tisch", "Bestelle eine Geburtstagstorte"],
    "fr": ["Réserve une table", "Commande un gâteau d'anniversaire"],
    "it": ["Prenota un tavolo", "Ordina una torta di compleanno"],
    "nl": ["Reserveer een tafel", "Bestel een verjaardagstaart"],
}


@pytest.mark.parametrize(
    ("lang", "ahead", "done"),
    [
        (
            "en",
            "Your table is booked. The birthday cake must be ordered 48 hours ahead.",
            "Your table is booked and the birthday cake is ordered.",
        ),
        (
            "en",
            "Your table is booked. The birthday cake has to be ordered separately.",
            "Your table is booked. The birthday cake is ordered.",
        ),
        (
            "pt",
            "A sua mesa está reservada. O bolo de aniversário tem de ser encomendado à parte.",
            "A sua mesa está reservada. O bolo de aniversário está encomendado.",
        ),
        (
            "fr",
            "Votre table est réservée. Le gâteau d'anniversaire doit être commandé à part.",
            "Votre table est réservée. Le gâteau d'anniversaire est commandé.",
        ),
        (
            "it",
            "Il tavolo è prenotato. La torta di compleanno deve essere ordinata a parte.",
            "Il tavolo è prenotato. La torta di compleanno è stata ordinata.",
        ),
    ],
)
def test_a_part_still_to_be_done_is_not_done(lang: str, ahead: str, done: str) -> None:
    assert not _plain(TWO[lang], "Hi", ahead)
    assert _plain(TWO[lang], "Hi", done)


AHEAD_PROBES = [
    ("en", "Your table is booked. The birthday cake needs to be ordered by phone."),
    ("en", "Your table is booked. The birthday cake can be ordered online."),
    ("es", "Su mesa está reservada. La tarta de cumpleaños debe ser pedida con 48 horas."),
    ("pt", "A sua mesa está reservada. O bolo de aniversário deve ser encomendado antes."),
    ("de", "Ihr Tisch ist reserviert. Die Geburtstagstorte muss separat bestellt werden."),
    ("nl", "Uw tafel is gereserveerd. De verjaardagstaart moet apart besteld worden."),
    ("de", "Ihr Tisch ist reserviert. Die Geburtstagstorte kann bei uns bestellt werden."),
    ("fr", "Votre table est réservée. Le gâteau d'anniversaire peut être commandé en ligne."),
    ("it", "Il tavolo è prenotato. La torta di compleanno va ordinata entro giovedì."),
    ("nl", "Uw tafel is gereserveerd. De verjaardagstaart kan online besteld worden."),
    ("en", "Your table is booked. The birthday cake was not ordered."),
    ("de", "Ihr Tisch ist reserviert. Die Geburtstagstorte ist ausverkauft."),
]


@pytest.mark.parametrize(("lang", "reply"), AHEAD_PROBES)
def test_ahead_probes_stay_open(lang: str, reply: str) -> None:
    assert not _plain(TWO[lang], "Hi", reply)


PIZZA = (["Order a garlic bread and a {{size}} pepperoni"], {"size": ["large"]}, {"size": ("large", "small")})


@pytest.mark.parametrize(
    ("gone", "done"),
    [
        (
            "Your garlic bread is ordered. The large pepperoni is sold out tonight.",
            "Your garlic bread is ordered. The large pepperoni too.",
        ),
        ("Garlic bread ordered. Large pepperoni: sold out.", "Garlic bread ordered. Large pepperoni, 40 minutes."),
    ],
)
def test_a_sold_out_sibling_gives_no_value(gone: str, done: str) -> None:
    goals, values, options = PIZZA
    assert not reached_per_turn(goals, values, options, ["Hi", gone])[-1]
    assert reached_per_turn(goals, values, options, ["Hi", done])[-1]


SOLD_PROBES = [
    ("en", "Your garlic bread is ordered. The large pepperoni is sold out tonight."),
    ("en", "Garlic bread: ordered. The large pepperoni, sorry, is unavailable."),
    ("en", "Your garlic bread is ordered. The large pepperoni isn't available."),
    ("en", "Your garlic bread is ordered. We'll see about the large pepperoni."),
    ("es", "Pedido el pan de ajo. La pepperoni grande está agotada."),
    ("pt", "Pedido o pão de alho. A pepperoni grande está esgotada."),
    ("de", "Das Knoblauchbrot ist bestellt. Die große Pepperoni ist ausverkauft."),
    ("fr", "Le pain à l'ail est commandé. La grande pepperoni est épuisée."),
    ("it", "Il pane all'aglio è ordinato. La pepperoni grande è esaurita."),
    ("nl", "Het knoflookbrood is besteld. De grote pepperoni is uitverkocht."),
]
SIZES = {
    "en": ("Order a garlic bread and a {{size}} pepperoni", "large", "small"),
    "es": ("Pide pan de ajo y una pepperoni {{size}}", "grande", "pequeña"),
    "pt": ("Pede pão de alho e uma pepperoni {{size}}", "grande", "pequena"),
    "de": ("Bestelle ein Knoblauchbrot und eine {{size}} Pepperoni", "große", "kleine"),
    "fr": ("Commande du pain à l'ail et une {{size}} pepperoni", "grande", "petite"),
    "it": ("Ordina pane all'aglio e una pepperoni {{size}}", "grande", "piccola"),
    "nl": ("Bestel knoflookbrood en een {{size}} pepperoni", "grote", "kleine"),
}


@pytest.mark.parametrize(("lang", "reply"), SOLD_PROBES)
def test_sold_out_probes_stay_open(lang: str, reply: str) -> None:
    goal, size, other = SIZES[lang]
    assert not reached_per_turn([goal], {"size": [size]}, {"size": (size, other)}, ["Hi", reply])[-1]


@pytest.mark.parametrize(
    ("goal", "user", "other", "own"),
    [
        ("Ask what time the shop closes", "What time do you close?", "We open at 9:00.", "We close at 18:00."),
        ("Ask what time the shop opens", "What time do you open?", "We close at 18:00.", "We open at 9:00."),
        (
            "Ask what time the shop closes",
            "What time do you close?",
            "We're open from 9:00.",
            "We're open until 18:00.",
        ),
        (
            "Pregunta a qué hora cierra la tienda",
            "¿A qué hora cierran?",
            "Abrimos a las 9:00.",
            "Cerramos a las 18:00.",
        ),
        ("Pergunte a que horas a loja fecha", "A que horas vocês fecham?", "Abrimos às 9h.", "Fechamos às 18h."),
        ("Tanyakan jam berapa toko tutup", "Jam berapa tokonya tutup?", "Kami buka jam 9:00.", "Kami tutup jam 18:00."),
        ("Frage, wann der Laden schließt", "Wann schließen Sie?", "Wir öffnen um 9 Uhr.", "Wir schließen um 18 Uhr."),
        (
            "Demande à quelle heure le magasin ferme",
            "Vous fermez à quelle heure ?",
            "Nous ouvrons à 9h00.",
            "Nous fermons à 18h00.",
        ),
        ("Chiedi a che ora chiude il negozio", "A che ora chiudete?", "Apriamo alle 9:00.", "Chiudiamo alle 18:00."),
        ("Vraag hoe laat de winkel sluit", "Hoe laat sluit u?", "We gaan open om 9:00.", "We sluiten om 18:00."),
        (
            "Tanyakan jam berapa apotek buka",
            "Apotek buka jam berapa?",
            "Kami tutup jam 14:00.",
            "Kami buka jam delapan pagi sampai jam dua siang.",
        ),
        (
            "Ask what time the shop opens",
            "When do you open?",
            "We're open until six.",
            "We're open from 9:00 until 18:00.",
        ),
    ],
)
def test_the_other_end_of_the_hours_is_no_answer(goal: str, user: str, other: str, own: str) -> None:
    assert not _plain([goal], user, other)
    assert _plain([goal], user, own)


END_PROBES = [
    ("Ask what time the shop closes", "What time do you close?", "Opening is at 9:00."),
    ("Ask what time the shop closes", "What time do you close?", "We open at 10:00 on Sundays."),
    ("Ask what time the shop opens", "When do you open?", "Closing time is 18:00."),
    ("Ask what time the shop opens", "When do you open?", "We're open until 18:00."),
    ("Pregunta a qué hora abre la tienda", "¿A qué hora abren?", "Cerramos a las 18:00."),
    ("Pergunte a que horas a loja abre", "A que horas abrem?", "Fechamos às 18h."),
    ("Frage, wann der Laden öffnet", "Wann öffnen Sie?", "Wir haben bis 18 Uhr geöffnet."),
    ("Demande à quelle heure le magasin ouvre", "Vous ouvrez à quelle heure ?", "Nous fermons à 18h00."),
    ("Chiedi a che ora apre il negozio", "A che ora aprite?", "Chiudiamo alle 18:00."),
    ("Tanyakan jam berapa toko buka", "Jam berapa tokonya buka?", "Kami tutup jam 18:00."),
]


@pytest.mark.parametrize(("goal", "user", "reply"), END_PROBES)
def test_other_end_probes_stay_open(goal: str, user: str, reply: str) -> None:
    assert not _plain([goal], user, reply)


@pytest.mark.parametrize(
    ("lang", "retracted", "kept"),
    [
        (
            "en",
            "Booked for 4 on Friday... sorry, no, I can't book Friday.",
            "Booked for 4 on Friday... sorry for the wait!",
        ),
        (
            "en",
            "Booked for 4 on Friday… wait, no, Friday is not possible.",
            "Booked for 4 on Friday. No deposit needed.",
        ),
        (
            "es",
            "Reservada la mesa para 4 el viernes... perdón, no, el viernes no puedo.",
            "Reservada la mesa para 4 el viernes.",
        ),
        ("pt", "Mesa para 4 na sexta reservada... desculpe, não, na sexta não dá.", "Mesa para 4 na sexta reservada."),
        (
            "id",
            "Meja untuk 4 orang hari Jumat sudah dipesan... maaf, tidak, hari Jumat tidak bisa.",
            "Meja untuk 4 orang hari Jumat sudah dipesan.",
        ),
        (
            "de",
            "Tisch für 4 am Freitag ist reserviert... Moment, nein, Freitag geht nicht.",
            "Tisch für 4 am Freitag ist reserviert.",
        ),
        (
            "fr",
            "Table pour 4 vendredi réservée... pardon, non, vendredi ce n'est pas possible.",
            "Table pour 4 vendredi réservée.",
        ),
        ("it", "Tavolo per 4 venerdì prenotato... scusi, no, venerdì non si può.", "Tavolo per 4 venerdì prenotato."),
        (
            "nl",
            "Tafel voor 4 op vrijdag gereserveerd... sorry, nee, vrijdag lukt niet.",
            "Tafel voor 4 op vrijdag gereserveerd.",
        ),
    ],
)
def test_a_self_correction_takes_the_deed_back(lang: str, retracted: str, kept: str) -> None:
    assert not _reached(lang, retracted)
    assert _reached(lang, kept)


RETRACT_PROBES = [
    ("en", "Booked for 4 on Friday... oops, no, that was Saturday."),
    ("en", "Your table for 4 on Friday is booked... actually no, we're closed."),
    ("en", "Table for 4 on Friday booked... no, sorry, it didn't go through."),
    ("es", "Mesa para 4 el viernes reservada… espera, no, está completo."),
    ("pt", "Mesa para 4 na sexta reservada... opa, não, deu erro."),
    ("de", "Tisch für 4 am Freitag gebucht... Entschuldigung, nein, das war Samstag."),
    ("fr", "Table pour 4 vendredi réservée... attendez, non, c'est complet."),
    ("it", "Tavolo per 4 venerdì prenotato... anzi no, è pieno."),
    ("nl", "Tafel voor 4 op vrijdag geboekt... oeps, nee, dat ging mis."),
    ("id", "Meja untuk 4 orang hari Jumat sudah dipesan... eh, bukan, salah."),
]


@pytest.mark.parametrize(
    ("lang", "reply"),
    [
        ("en", "Your table for 4 on Friday is booked. Sorry, no parking on site though."),
        ("es", "Mesa para 4 el viernes reservada. Lo siento, no hay terraza."),
        ("fr", "Table pour 4 vendredi réservée. Désolé, non-fumeur uniquement."),
    ],
)
def test_no_with_a_noun_after_an_apology_takes_nothing_back(lang: str, reply: str) -> None:
    assert _reached(lang, reply)


@pytest.mark.parametrize(("lang", "reply"), RETRACT_PROBES)
def test_retraction_probes_stay_open(lang: str, reply: str) -> None:
    assert not _reached(lang, reply)


@pytest.mark.parametrize(
    ("goal", "user", "restated", "answered"),
    [
        (
            "Ask whether they deliver to Almere",
            "Do you deliver to Almere?",
            "Delivery to Almere is something we look at case by case.",
            "We deliver to Almere.",
        ),
        (
            "Ask whether they deliver to Almere",
            "Do you deliver to Almere?",
            "About delivery to Almere: our team handles that.",
            "Yes, we deliver to Almere.",
        ),
        (
            "Fragen Sie, ob es vegane Gerichte gibt",
            "Gibt es vegane Gerichte?",
            "Gute Frage, die veganen Gerichte wechseln jede Woche.",
            "Ja, es gibt vegane Gerichte.",
        ),
        (
            "Fragen Sie, ob sie nach Almere liefern",
            "Liefern Sie nach Almere?",
            "Was die Lieferung nach Almere angeht, das prüfen wir von Fall zu Fall.",
            "Ja, wir liefern nach Almere.",
        ),
        (
            "Chiedi se consegnano ad Almere",
            "Consegnate ad Almere?",
            "Per quanto riguarda la consegna ad Almere, valutiamo caso per caso.",
            "Sì, consegniamo ad Almere.",
        ),
        (
            "Vraag of ze naar Almere bezorgen",
            "Bezorgen jullie naar Almere?",
            "Wat betreft bezorgen naar Almere: dat verschilt per geval.",
            "Ja, we bezorgen naar Almere.",
        ),
    ],
)
def test_a_restatement_with_no_yes_nor_no_answers_nothing(goal: str, user: str, restated: str, answered: str) -> None:
    assert not _plain([goal], user, restated)
    assert _plain([goal], user, answered)


RESTATE_PROBES = [
    (
        "Ask whether they deliver to Almere",
        "Do you deliver to Almere?",
        "Regarding delivery to Almere, our team decides.",
    ),
    ("Ask whether they deliver to Almere", "Do you deliver to Almere?", "Deliveries to Almere vary by season."),
    ("Pregunta si hacen envíos a Almere", "¿Hacen envíos a Almere?", "Los envíos a Almere varían según la semana."),
    (
        "Pregunta si hacen envíos a Almere",
        "¿Hacen envíos a Almere?",
        "En cuanto a los envíos a Almere, lo vemos caso por caso.",
    ),
    (
        "Pergunte se fazem entregas em Almere",
        "Vocês fazem entregas em Almere?",
        "Sobre entregas em Almere: a equipa trata disso.",
    ),
    (
        "Tanyakan apakah mereka mengirim ke Almere",
        "Apakah kalian mengirim ke Almere?",
        "Soal pengiriman ke Almere, kami cek kasus per kasus.",
    ),
    (
        "Demande s'ils livrent à Almere",
        "Vous livrez à Almere ?",
        "Concernant la livraison à Almere, nous voyons au cas par cas.",
    ),
    (
        "Fragen Sie, ob sie nach Almere liefern",
        "Liefern Sie nach Almere?",
        "Zur Lieferung nach Almere: das entscheidet das Team.",
    ),
    ("Chiedi se consegnano ad Almere", "Consegnate ad Almere?", "Le consegne ad Almere cambiano ogni mese."),
    ("Vraag of ze naar Almere bezorgen", "Bezorgen jullie naar Almere?", "Bezorging naar Almere wisselt per week."),
]


@pytest.mark.parametrize(("goal", "user", "reply"), RESTATE_PROBES)
def test_restatement_probes_stay_open(goal: str, user: str, reply: str) -> None:
    assert not _plain([goal], user, reply)


@pytest.mark.parametrize(
    ("goal", "other", "own"),
    [
        ("Book a massage", "Your table is booked.", "Your massage is booked."),
        ("Reserva un masaje", "Su mesa está reservada.", "Su masaje está reservado."),
        ("Reserve uma massagem", "A sua mesa está reservada.", "A sua massagem está reservada."),
        ("Réserve un massage", "Votre table est réservée.", "Votre massage est réservé."),
        ("Prenota un massaggio", "Il suo tavolo è prenotato.", "Il suo massaggio è prenotato."),
        ("Reserviere einen Parkplatz", "Ihr Zimmer ist reserviert.", "Ihr Parkplatz ist reserviert."),
        ("Reserveer een parkeerplaats", "Uw kamer is gereserveerd.", "Uw parkeerplaats is gereserveerd."),
        ("Pesan pijat", "Meja Anda sudah dipesan.", "Pijat Anda sudah dipesan."),
        ("Book a massage", "Your table is booked.", "Booked!"),
    ],
)
def test_a_deed_said_of_another_thing_is_not_this_one(goal: str, other: str, own: str) -> None:
    assert not _plain([goal], "Hi", other)
    assert _plain([goal], "Hi", own)


THING_PROBES = [
    ("Book a massage", "The sauna has been booked."),
    ("Book a massage", "Your room is reserved."),
    ("Reserva un masaje", "La habitación está reservada."),
    ("Reserve uma massagem", "O seu quarto foi reservado."),
    ("Réserve un massage", "La chambre est réservée."),
    ("Prenota un massaggio", "La camera è stata prenotata."),
    ("Reserviere einen Parkplatz", "Der Tisch wurde reserviert."),
    ("Reserviere einen Parkplatz", "Ihre Suite ist gebucht."),
    ("Reserveer een parkeerplaats", "Het hotel is geboekt."),
    ("Pesan pijat", "Kamar Anda sudah dipesan."),
]


@pytest.mark.parametrize(("goal", "reply"), THING_PROBES)
def test_other_thing_probes_stay_open(goal: str, reply: str) -> None:
    assert not _plain([goal], "Hi", reply)
