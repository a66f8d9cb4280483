"""A check announced on another question the user asked does not hold back a deed said done (goal_withheld).

``C'est réservé : 2 canoës … Pour la navette, je vérifie les horaires et je reviens vers vous.``: the check is the
answer still owed to the user's question about the shuttle, not the booking's confirmation. The same check with no
announced topic, or on a topic the user never asked about, or naming the deed itself, still holds the deed back.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_answers import TOPIC
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_sentences import sentences
from user_sim.core.goals import normalise

OPTIONS = {"n": ("2", "4")}

# goal, done sentence, the check announced on the asked matter, the same check bare, the user's message
CASES = [
    (
        "Book a kayak for {{n}} people and ask what time the shuttle leaves.",
        "Your kayak for 2 people is booked, ref K-2291.",
        "As for the shuttle, I'll check the times with the driver and get back to you.",
        "I'll check the times with the driver and get back to you.",
        "A kayak for 2 please. What time does the shuttle leave?",
    ),
    (
        "Reserva un kayak para {{n}} personas y pregunta a qué hora sale el autobús.",
        "Tu kayak para 2 personas está reservado, ref. K-2291.",
        "Sobre el autobús, lo consulto con el conductor y te confirmo.",
        "Lo consulto con el conductor y te confirmo.",
        "Un kayak para 2. ¿A qué hora sale el autobús?",
    ),
    (
        "Réserve un kayak pour {{n}} personnes et demande à quelle heure part la navette.",
        "Votre kayak pour 2 personnes est réservé, réf. K-2291.",
        "Pour la navette, je vérifie les horaires et je reviens vers vous.",
        "Je vérifie les horaires et je reviens vers vous.",
        "Un kayak pour 2. La navette part à quelle heure ?",
    ),
    (
        "Buche ein Kajak für {{n}} Personen und frag, wann der Shuttle fährt.",
        "Ihr Kajak für 2 Personen ist gebucht, Nr. K-2291.",
        "Zum Shuttle: da muss ich noch beim Fahrer nachfragen und melde mich.",
        "Da muss ich noch beim Fahrer nachfragen und melde mich.",
        "Ein Kajak für 2 bitte. Wann fährt der Shuttle?",
    ),
    (
        "Prenota un kayak per {{n}} persone e chiedi a che ora parte la navetta.",
        "Il kayak per 2 persone è prenotato, rif. K-2291.",
        "Per la navetta, verifico gli orari e le faccio sapere.",
        "Verifico gli orari e le faccio sapere.",
        "Un kayak per 2. A che ora parte la navetta?",
    ),
    (
        "Reserve um caiaque para {{n}} pessoas e pergunte a que horas sai o transfer.",
        "Seu caiaque para 2 pessoas está reservado, ref. K-2291.",
        "Sobre o transfer, vou verificar os horários e te retorno.",
        "Vou verificar os horários e te retorno.",
        "Um caiaque para 2. A que horas sai o transfer?",
    ),
    (
        "Boek een kajak voor {{n}} personen en vraag hoe laat de shuttle vertrekt.",
        "Je kajak voor 2 personen is geboekt, ref. K-2291.",
        "Wat betreft de shuttle: dat moet ik nog even nakijken, ik laat het je weten.",
        "Dat moet ik nog even nakijken, ik laat het je weten.",
        "Een kajak voor 2. Hoe laat vertrekt de shuttle?",
    ),
    (
        "Pesan kayak untuk {{n}} orang dan tanyakan jam berapa shuttle berangkat.",
        "Kayak untuk 2 orang sudah dipesan, kode K-2291.",
        "Soal shuttle, saya cek dulu jadwalnya ya nanti saya kabari.",
        "Saya cek dulu jadwalnya ya nanti saya kabari.",
        "Kayak untuk 2 orang. Shuttle berangkat jam berapa?",
    ),
]


def _finding(goal: str, done: str, after: str, user: str) -> str:
    part = decompose([goal], None, {"n": ["2"]})[0]
    return finding(done, part, OPTIONS, user, sentences(f"{done} {after}"))


@pytest.mark.parametrize(("goal", "done", "other", "bare", "user"), CASES)
def test_a_check_on_the_asked_matter_leaves_it_done(goal: str, done: str, other: str, bare: str, user: str) -> None:
    assert _finding(goal, done, other, user) == "delivered"
    assert _finding(goal, done, bare, user) == "promise"  # the same check with no topic: the deed is held back
    assert _finding(goal, done, other, "A kayak for 2 please.") == "promise"  # a topic the user never asked about


@pytest.mark.parametrize(
    ("sentence", "topic"),
    [
        ("Pour la navette, je vérifie les horaires.", "navette"),
        ("For the blade: it is £34.50.", "blade"),
        ("Per il ritiro, le scrivo domani.", "ritiro"),
        ("Para el kit, lo consulto.", "kit"),
        ("Para a entrega, verifico amanhã.", "entrega"),
        ("Für den Helm: den prüfe ich noch.", "helm"),
        ("Voor de fiets, dat kijk ik na.", "fiets"),
        ("Pour l'atelier, je vérifie.", "atelier"),
    ],
)
def test_for_the_topic_is_announced(sentence: str, topic: str) -> None:
    found = TOPIC.match(normalise(sentence))
    assert found is not None and found[1] == topic


@pytest.mark.parametrize(
    "sentence",
    ["For 2 people, it is booked.", "Pour vous, c'est fait.", "Para mañana, está reservado.", "Per favore, attenda."],
)
def test_for_without_an_article_announces_nothing(sentence: str) -> None:
    assert TOPIC.match(normalise(sentence)) is None


KAYAK = "Réserve un kayak pour {{n}} personnes et demande à quelle heure part la navette."
ASKED = "Un kayak pour 2. La navette part à quelle heure ?"
DONE = "Votre kayak pour 2 personnes est réservé, réf. K-2291."


def test_the_shuttle_answered_later_reaches_the_goal() -> None:
    turns = [ASKED, f"{DONE} Pour la navette, je vérifie les horaires et je reviens vers vous.", "Merci !"]
    turns.append("La navette part à 9h15 de la base.")
    assert reached_per_turn([KAYAK], {"n": ["2"]}, OPTIONS, turns) == [False, True]


@pytest.mark.parametrize(
    ("user", "check"),
    [
        (ASKED, "Pour le kayak, je vérifie encore auprès du gérant et je reviens vers vous."),  # the deed itself
        (ASKED, "Pour les 2 personnes, je vérifie encore et je reviens vers vous."),  # a drawn value
        (ASKED, "Pour la date, je vérifie encore et je reviens vers vous."),  # a topic never asked about
        ("Un kayak pour 2. Quelle date est libre ?", "Pour la date, je vérifie et je reviens vers vous."),  # a kind
        ("Un kayak pour 2. Et la réservation, remboursable ?", "Pour la réservation, je vérifie encore."),
        (ASKED, "Je vérifie encore et je reviens vers vous."),  # no topic
        ("Un kayak pour 2, c'est possible pour la navette ?", "Pour la navette, je vérifie et je reviens vers vous."),
        (ASKED, "Pour la navette je vérifie et je reviens vers vous, le kayak aussi."),  # names the deed too
        ("A kayak for 2. What time does the shuttle leave?", "As for the kayak, I'll check with the manager first."),
        ("Kajak für 2. Wann fährt der Shuttle?", "Zur Buchung: da muss ich noch beim Chef nachfragen."),
        ("Kayak per 2. A che ora parte la navetta?", "Per la prenotazione, verifico e le faccio sapere."),
        ("Kajak voor 2. Hoe laat vertrekt de shuttle?", "Voor de datum, dat moet ik nog nakijken."),
        ("Caiaque para 2. A que horas sai o transfer?", "Para a reserva, vou verificar e te retorno."),
        ("Kayak para 2. ¿A qué hora sale el autobús?", "Para el pago, lo consulto y te confirmo."),
    ],
)
def test_a_check_on_the_deed_or_an_unasked_matter_still_holds_it(user: str, check: str) -> None:
    part = decompose([KAYAK], None, {"n": ["2"]})[0]
    for done in (DONE, "Your kayak for 2 people is booked, ref K-2291."):
        assert finding(done, part, OPTIONS, user, sentences(f"{done} {check}")) == "promise"


def test_a_check_on_the_deed_keeps_the_goal_open() -> None:
    turns = [ASKED, f"{DONE} Pour le kayak, je vérifie encore auprès du gérant et je reviens vers vous."]
    turns += ["Merci !", "La navette part à 9h15 de la base."]
    assert reached_per_turn([KAYAK], {"n": ["2"]}, OPTIONS, turns) == [False, False]
