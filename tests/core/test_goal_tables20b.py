"""Round 20: word lists that stood twice in the goal check, made one table read by every reader.

Each table's union is pinned for each of its readers in several languages, and each deliberate difference by a
sentence one reader must read and the other must not; each mended drift by a reply that stopped before and its
done twin. Every sentence was written for these tests; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import re

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_answers import TOPIC
from user_sim.core.goal_beside import REQUEST
from user_sim.core.goal_bounds import bound
from user_sim.core.goal_ends import other_end
from user_sim.core.goal_not_rival import kept_of
from user_sim.core.goal_parts import GoalPart, decompose
from user_sim.core.goal_pending import TO_CONFIRM
from user_sim.core.goal_queries import asked_kind
from user_sim.core.goal_status import ANSWER, sends_outcome
from user_sim.core.goal_withheld import _DEFERS_ALL
from user_sim.core.goal_yesno_said import _TOPIC_LEAD
from user_sim.core.goals import normalise


def _reads(table: re.Pattern[str], text: str) -> bool:
    return table.search(normalise(text)) is not None


KAYAK = {
    "en": ("Book a kayak for {{n}} people", "Book a kayak for 2 people please."),
    "id": ("Pesan kayak untuk {{n}} orang", "Mau pesan kayak untuk 2 orang ya."),
    "fr": ("Réserve un kayak pour {{n}} personnes", "Je voudrais un kayak pour 2 personnes."),
    "es": ("Reserva un kayak para {{n}} personas", "Quiero un kayak para 2 personas."),
    "de": ("Buche ein Kajak für {{n}} Personen", "Ich möchte ein Kajak für 2 Personen."),
    "it": ("Prenota un kayak per {{n}} persone", "Vorrei un kayak per 2 persone."),
    "nl": ("Reserveer een kajak voor {{n}} personen", "Een kajak voor 2 personen graag."),
    "pt": ("Reserve um caiaque para {{n}} pessoas", "Quero um caiaque para 2 pessoas."),
}


def _kayak(lang: str, reply: str) -> bool:
    goal, user = KAYAK[lang]
    return reached_per_turn([goal], {"n": ["2"]}, {"n": ("2", "3")}, [user, reply])[-1]


# 1. The stems of confirming (goal_words.CONFIRM, SETTLING)


@pytest.mark.parametrize(
    ("owed", "to_confirm", "defers"),
    [
        ("The confirmation follows by e-mail.", "Reply YES to confirm.", "I'll confirm everything tomorrow."),
        ("La confirmación llega por correo.", "Responda SÍ para confirmar.", "Mañana te confirmo todo."),
        ("Die Bestätigung kommt per Mail.", "Antworten Sie mit JA zur Bestätigung.", "Morgen bestätige ich alles."),
        ("De bevestiging volgt per mail.", "Antwoord JA om te bevestigen.", "Daarna bevestig ik alles."),
        ("La conferma arriva per mail.", "Rispondi SÌ per confermare.", "Domani confermo tutto."),
        ("Tim kami mengonfirmasi lewat email.", "Balas YA untuk mengonfirmasi.", "Besok saya mengonfirmasi semua."),
        ("Konfirmasi dikirim lewat email.", "Balas YA untuk konfirmasi.", "Besok saya konfirmasi semua."),
    ],
)
def test_every_reader_reads_the_stems_of_confirming(owed: str, to_confirm: str, defers: str) -> None:
    assert _reads(ANSWER, owed)
    assert _reads(TO_CONFIRM, to_confirm)
    assert _reads(_DEFERS_ALL, defers)


@pytest.mark.parametrize(
    ("to_confirm", "defers"),
    [
        ("Répondez OUI pour valider.", "Je reviens vers vous pour tout valider."),
        ("Reply YES to finalise.", "I'll finalize everything tomorrow."),
        ("Responda SÍ para finalizar.", "Mañana finalizo todo."),
        ("Klik op de link om te valideren.", "Morgen valideer ik alles."),
    ],
)
def test_validating_confirms_for_the_user_and_the_whole_but_owes_no_answer(to_confirm: str, defers: str) -> None:
    assert _reads(TO_CONFIRM, to_confirm) and _reads(_DEFERS_ALL, defers)
    assert not _reads(ANSWER, defers)


def test_valid_is_an_adjective_of_a_document_sent() -> None:
    assert sends_outcome(normalise("Your voucher, valid until June, is sent by e-mail."))
    assert not sends_outcome(normalise("Your voucher and its confirmation are sent by e-mail."))


@pytest.mark.parametrize(
    ("lang", "done", "not_done"),
    [
        ("en", "Kayak for 2 people booked, ref K-221.", "Kayak for 2 people booked. Reply YES to finalise."),
        (
            "id",
            "Kayak untuk 2 orang sudah dipesan, kode K-221.",
            "Kayak untuk 2 orang sudah dipesan. Balas YA untuk mengonfirmasi.",
        ),
        (
            "id",
            "Kayak untuk 2 orang sudah dipesan, kode K-221.",
            "Kayak untuk 2 orang sudah dipesan. Tim kami akan mengonfirmasi lewat email.",
        ),
        (
            "fr",
            "Kayak pour 2 personnes réservé, réf. K-221.",
            "Kayak pour 2 personnes réservé. Répondez OUI pour finaliser.",
        ),
        (
            "es",
            "Kayak para 2 personas reservado, ref. K-221.",
            "Kayak para 2 personas reservado. Responda SÍ para finalizar.",
        ),
    ],
)
def test_a_confirmation_still_to_come_holds_the_deed(lang: str, done: str, not_done: str) -> None:
    assert _kayak(lang, done)
    assert not _kayak(lang, not_done)


# 2. Opening hours (goal_hours: HOURS, OPEN_STATE, OPEN_VERB, CLOSE)


def _part(goal: str) -> GoalPart:
    return decompose([goal], None, {})[0]


def _asked(goal: str, user: str, reply: str) -> bool:
    return reached_per_turn([goal], {}, {}, [user, reply])[-1]


@pytest.mark.parametrize(
    "goal",
    [
        "Ask for the opening hours of the museum",
        "Pregunta el horario del museo",
        "Demande les heures d'ouverture du musée",
        "Frag nach den Öffnungszeiten des Museums",
        "Chiedi l'orario del museo",
        "Vraag naar de openingsuren van het museum",
        "Tanyakan jam operasional museum",
    ],
)
def test_a_request_for_the_hours_asks_a_time_and_names_no_one_end(goal: str) -> None:
    assert asked_kind(goal) == "time"
    assert not other_end(_part(goal), "We open at 9:00.")


def test_a_bare_hours_is_the_hours_only_in_a_request_for_one_end() -> None:
    assert asked_kind("Ask how many hours the course lasts") == "duration"
    assert not other_end(_part("Ask when the museum opens and its hours on Sunday"), "We close at 18:00.")
    assert other_end(_part("Ask when the museum opens on Sunday"), "We close at 18:00.")


@pytest.mark.parametrize(
    ("opens", "closes", "until"),
    [
        (("Frage, wann der Laden öffnet", "Wann öffnen Sie?"),
         ("Frage, wann der Laden schließt", "Wann schließen Sie?"), "Wir haben bis 18 Uhr offen."),
        (("Pergunta a que horas a loja abre", "A que horas vocês abrem?"),
         ("Pergunta a que horas a loja fecha", "A que horas vocês fecham?"), "Estamos abertos até as 18h."),
        (("Vraag hoe laat de winkel opengaat", "Hoe laat gaat u open?"),
         ("Vraag hoe laat de winkel sluit", "Hoe laat sluit u?"), "We zijn geopend tot 18 uur."),
    ],
)  # fmt: skip
def test_open_until_an_hour_is_the_closing_end_in_every_form(
    opens: tuple[str, str], closes: tuple[str, str], until: str
) -> None:
    assert _asked(*closes, until)
    assert not _asked(*opens, until)


@pytest.mark.parametrize(
    ("goal", "user", "hours", "answer"),
    [
        ("Ask when the bike will be ready", "When will the bike be ready?", "Our business hours are 9 to 5 tomorrow.",
         "It will be ready tomorrow at 9."),
        ("Chiedi quando sarà pronta la bici", "Quando sarà pronta la bici?", "Domani apriamo alle 9.",
         "Domani è pronta, dalle 9."),
        ("Pregunta cuándo estará lista la bici", "¿Cuándo estará lista la bici?", "Mañana abrimos a las 9.",
         "Estará lista mañana a las 9."),
    ],
)  # fmt: skip
def test_a_sentence_about_the_hours_answers_no_other_request(goal: str, user: str, hours: str, answer: str) -> None:
    assert not _asked(goal, user, hours)
    assert _asked(goal, user, answer)


PROBES_HOURS = [
    (
        "Demande l'horaire de la piscine",
        "Quel est l'horaire de la piscine ?",
        "Je vérifie l'horaire et je reviens vers vous.",
    ),
    (
        "Demande l'horaire de la piscine",
        "Quel est l'horaire de la piscine ?",
        "L'horaire change la semaine prochaine, je vous le confirme demain.",
    ),
    (
        "Demande l'horaire de la piscine",
        "Quel est l'horaire de la piscine ?",
        "Pour l'horaire, voyez avec l'accueil au 01 23 45 67 89.",
    ),
    ("Demande l'horaire de la piscine", "Quel est l'horaire de la piscine ?", "Quel jour souhaitez-vous venir ?"),
    (
        "Demande l'horaire de la piscine",
        "Quel est l'horaire de la piscine ?",
        "L'horaire de la salle de sport est 7h-22h.",
    ),
    (
        "Demande l'horaire de la piscine",
        "Quel est l'horaire de la piscine ?",
        "Je n'ai pas l'horaire de la piscine, désolé.",
    ),
    (
        "Frag nach der Öffnungszeit des Hallenbads",
        "Wie ist die Öffnungszeit des Hallenbads?",
        "Die Öffnungszeit prüfe ich noch und melde mich.",
    ),
    (
        "Frag nach der Öffnungszeit des Hallenbads",
        "Wie ist die Öffnungszeit des Hallenbads?",
        "Die Sauna hat eine andere Öffnungszeit: 14 bis 22 Uhr.",
    ),
    (
        "Frag nach der Öffnungszeit des Hallenbads",
        "Wie ist die Öffnungszeit des Hallenbads?",
        "Die Öffnungszeit kenne ich leider nicht.",
    ),
    (
        "Frag nach der Öffnungszeit des Hallenbads",
        "Wie ist die Öffnungszeit des Hallenbads?",
        "Für welchen Tag brauchen Sie die Öffnungszeit?",
    ),
    ("Chiedi l'orario della piscina", "Qual è l'orario della piscina?", "L'orario della palestra è 7-22."),
    ("Chiedi l'orario della piscina", "Qual è l'orario della piscina?", "Verifico l'orario e le faccio sapere."),
    (
        "Vraag naar de openingsuren van het zwembad",
        "Wat zijn de openingsuren van het zwembad?",
        "De openingsuren zoek ik even voor u op.",
    ),
    (
        "Ask for the business hours of the pool",
        "What are the business hours of the pool?",
        "The gym's business hours are 7 to 22.",
    ),
    (
        "Ask for the business hours of the pool",
        "What are the business hours of the pool?",
        "I'll check the business hours and get back to you.",
    ),
    ("Frage, wann der Laden öffnet", "Wann öffnen Sie?", "Die Frage ist noch offen, ich melde mich um 9 Uhr."),
    ("Frage, wann der Laden öffnet", "Wann öffnen Sie?", "Die Kasse ist bis 18 Uhr offen."),
    ("Frage, wann der Laden schließt", "Wann schließen Sie?", "Wir haben ab 9 Uhr offen."),
    ("Pergunta a que horas a loja fecha", "A que horas vocês fecham?", "Estamos abertos a partir das 9h."),
    ("Pergunta a que horas a loja abre", "A que horas vocês abrem?", "Ficamos abertos até às 18h."),
    ("Vraag hoe laat de winkel sluit", "Hoe laat sluit u?", "We zijn geopend vanaf 9 uur."),
    ("Vraag hoe laat de winkel opengaat", "Hoe laat gaat u open?", "We zijn vandaag geopend tot 17 uur."),
    ("Demande quand le magasin ferme", "Vous fermez à quelle heure ?", "Nous ouvrons à 9h."),
    ("Chiedi quando chiude il negozio", "A che ora chiudete?", "Apriamo alle 9."),
    ("Chiedi quando sarà pronta la bici", "Quando sarà pronta la bici?", "Siamo aperti domani dalle 9."),
    ("Ask when the bike will be ready", "When will the bike be ready?", "We're open tomorrow from 9."),
    ("Demande quand le vélo sera prêt", "Quand est-ce que le vélo sera prêt ?", "Nous ouvrons demain à 9h."),
    ("Pregunta cuándo estará lista la bici", "¿Cuándo estará lista la bici?", "Nuestro horario mañana es de 9 a 14."),
]
"""Not-done look-alikes of the hours readings: the other end, the hours of another thing, the hours said for a
request about something else, a check or a question about the hours, the singular *horaire* / *Öffnungszeit*."""


@pytest.mark.parametrize(("goal", "user", "reply"), PROBES_HOURS)
def test_no_look_alike_of_the_hours_answers(goal: str, user: str, reply: str) -> None:
    assert not _asked(goal, user, reply)


@pytest.mark.parametrize(
    ("goal", "user", "hours", "answer"),
    [
        ("Frage, wann das Fahrrad fertig ist", "Wann ist das Fahrrad fertig?", "Unsere Öffnungszeit morgen: ab 9 Uhr.",
         "Das Fahrrad ist morgen ab 9 Uhr fertig."),
        ("Demande quand le vélo sera prêt", "Quand est-ce que le vélo sera prêt ?", "Notre horaire demain : dès 9h.",
         "Le vélo est prêt demain dès 9h."),
    ],
)  # fmt: skip
def test_the_hours_in_the_singular_are_about_the_hours_but_ask_no_kind(
    goal: str, user: str, hours: str, answer: str
) -> None:
    assert not _asked(goal, user, hours)
    assert _asked(goal, user, answer)
    assert asked_kind("Frag nach der Öffnungszeit") == asked_kind("Demande l'horaire du cours") == "other"
    assert asked_kind("Frag nach den Öffnungszeiten") == asked_kind("Demande les horaires du cours") == "time"


# 3. Before, within, by (goal_conjunctions: BEFORE, BEFORE_THE, WITHIN; goal_bounds' own *by*)


@pytest.mark.parametrize(
    ("reply", "deadline"),
    [
        ("Please pay the deposit before 18:00.", "18:00"),
        ("Il saldo va pagato entro venerdì.", "venerdi"),
        ("Bitte zahlen Sie die Anzahlung spätestens Montag.", "montag"),
        ("Betaal het voorschot uiterlijk vrijdag.", "vrijdag"),
        ("Mohon bayar DP sebelum jam 17.00.", "17.00"),
        ("Pague o sinal antes das 18:00.", "18:00"),
        ("Pagá la seña antes del jueves.", "jueves"),
    ],
)
def test_a_deadline_in_a_reply_is_no_value_of_the_deed(reply: str, deadline: str) -> None:
    assert deadline not in kept_of(reply)


@pytest.mark.parametrize(
    "template",
    [
        "Ask whether it will be ready before {{day}}",
        "Chiedi se è pronto entro {{day}}",
        "Frag, ob es spätestens {{day}} fertig ist",
        "Vraag of het uiterlijk {{day}} klaar is",
        "Tanyakan apakah siap sebelum {{day}}",
        "Pergunta se fica pronto antes do {{day}}",
        "Demande si c'est prêt avant {{day}}",
    ],
)
def test_before_bounds_a_request(template: str) -> None:
    assert bound(template, {"day": ["Saturday"]}) is not None


@pytest.mark.parametrize(
    ("template", "reply", "kept"),
    [
        ("Demande si c'est prêt d'ici {{day}}", "Votre vélo sera prêt d'ici samedi.", "samedi"),
        ("Vraag of het binnen {{day}} klaar is", "Uw fiets is binnen 3 dagen klaar.", "3 dagen"),
        ("Ask whether it will be ready by {{day}}", "It was booked by Friday.", "friday"),
        ("Vraag of het voor {{day}} klaar is", "Een tafel voor 4 personen.", "4 personen"),
        ("Pergunta se fica pronto até {{day}}", "A bicicleta fica pronta em 3 dias.", "3 dias"),
    ],
)
def test_within_and_by_bound_a_request_but_are_the_deeds_own_time_in_a_reply(
    template: str, reply: str, kept: str
) -> None:
    assert bound(template, {"day": ["Saturday"]}) is not None
    assert kept in kept_of(reply)


def test_portuguese_before_the_is_a_deadline_but_no_bound() -> None:
    assert "18:00" not in kept_of("Pague o sinal antes das 18:00.")
    goal = "Pergunta se o bolo fica pronto antes das {{time}}"
    assert bound(goal, {"time": ["18:00"]}) is None
    turns = ["O bolo fica pronto antes das 18:00?", "A torta fica pronta às 17h."]
    assert not reached_per_turn([goal], {"time": ["18:00"]}, {"time": ("18:00", "20:00")}, turns)[-1]


# 4. Topic leads (goal_words.TOPIC_WORDS, read by goal_answers.TOPIC and goal_yesno_said)


@pytest.mark.parametrize(
    "lead",
    [
        "As for the deposit, ",
        "Sobre o depósito: ",
        "Was die Kaution angeht, ",
        "Was die Kaution betrifft: ",
        "Circa la cauzione, ",
        "Met betrekking tot de borg, ",
        "M.b.t. de borg: ",
        "Soal deposit, ",
    ],
)
def test_every_reader_reads_a_topic_lead(lead: str) -> None:
    said = normalise(lead + "we will see.")
    assert TOPIC.match(said) is not None and _TOPIC_LEAD.search(said) is not None


@pytest.mark.parametrize("said", ["Was Bequemes und Jazzschuhe, bitte.", "Circa mezz'ora, può aspettare qui."])
def test_was_and_circa_lead_only_with_their_topic(said: str) -> None:
    assert TOPIC.match(normalise(said)) is None and _TOPIC_LEAD.search(normalise(said)) is None


def test_a_for_the_lead_announces_an_answer_but_is_no_yes_no_lead() -> None:
    said = normalise("Pour la navette, oui, elle passe à 9h.")
    assert TOPIC.match(said) is not None and _TOPIC_LEAD.search(said) is None


KAUTION = [
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Kajak für 2 Personen gebucht. Was die Kaution angeht, muss ich noch beim Besitzer nachfragen.",
    ),
    (
        "Prenota un kayak per {{n}} persone",
        "Vorrei un kayak per 2 persone. Serve una cauzione?",
        "Kayak per 2 persone prenotato. Circa la cauzione, devo ancora verificare con il titolare.",
    ),
    (
        "Reserveer een kajak voor {{n}} personen",
        "Een kajak voor 2 personen graag. Is er een borg?",
        "Kajak voor 2 personen geboekt. M.b.t. de borg: dat moet ik nog nakijken.",
    ),
]
"""A check on another question the user asked, announced in each language: the booking itself stands."""


@pytest.mark.parametrize(("goal", "user", "reply"), KAUTION)
def test_a_check_announced_on_another_asked_topic_leaves_the_deed(goal: str, user: str, reply: str) -> None:
    assert reached_per_turn([goal], {"n": ["2"]}, {"n": ("2", "3")}, [user, reply])[-1]


PROBES_TOPIC = [
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Kajak für 2 Personen gebucht. Was die Buchung angeht, muss ich noch beim Besitzer nachfragen.",
    ),
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Kajak für 2 Personen gebucht. Was die Schwimmweste angeht, muss ich noch beim Besitzer nachfragen.",
    ),
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Kajak für 2 Personen gebucht. Was die Kaution angeht, prüfe ich noch und bestätige dann alles.",
    ),
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Kajak für 2 Personen vorgemerkt. Was die Kaution angeht, muss ich noch nachfragen.",
    ),
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Was die Kaution angeht, muss ich noch nachfragen, dann buche ich das Kajak für 2 Personen.",
    ),
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Was das Kajak für 2 Personen angeht, muss ich noch nachfragen.",
    ),
    (
        "Buche ein Kajak für {{n}} Personen",
        "Ein Kajak für 2 Personen bitte. Braucht es eine Kaution?",
        "Kajak für 3 Personen gebucht. Was die Kaution angeht, muss ich noch nachfragen.",
    ),
    (
        "Prenota un kayak per {{n}} persone",
        "Vorrei un kayak per 2 persone. Serve una cauzione?",
        "Kayak per 2 persone prenotato. Circa la prenotazione, devo ancora verificare con il titolare.",
    ),
    (
        "Prenota un kayak per {{n}} persone",
        "Vorrei un kayak per 2 persone. Serve una cauzione?",
        "Circa la cauzione, devo ancora verificare e poi confermo tutto.",
    ),
    (
        "Prenota un kayak per {{n}} persone",
        "Vorrei un kayak per 2 persone. Serve una cauzione?",
        "Kayak per 2 persone in attesa. Circa la cauzione, devo ancora verificare.",
    ),
    (
        "Reserveer een kajak voor {{n}} personen",
        "Een kajak voor 2 personen graag. Is er een borg?",
        "Kajak voor 2 personen geboekt. Met betrekking tot de reservering: dat moet ik nog nakijken.",
    ),
    (
        "Reserveer een kajak voor {{n}} personen",
        "Een kajak voor 2 personen graag. Is er een borg?",
        "Kajak voor 2 personen geboekt. M.b.t. de borg: dat moet ik nog nakijken, daarna bevestig ik alles.",
    ),
]
"""Not-done look-alikes: the topic is the deed itself or never asked, the check defers the whole, the deed is
pending or promised, another value."""


@pytest.mark.parametrize(("goal", "user", "reply"), PROBES_TOPIC)
def test_no_look_alike_of_a_topic_lead_leaves_the_deed(goal: str, user: str, reply: str) -> None:
    assert not reached_per_turn([goal], {"n": ["2"]}, {"n": ("2", "3")}, [user, reply])[-1]


# 5. The whole (goal_words.ALL, read by goal_withheld and goal_beside)


@pytest.mark.parametrize(
    ("defers", "noted"),
    [
        ("I'll confirm everything tomorrow.", "Everything noted."),
        ("Je reviens vers vous pour tout valider.", "J'ai tout noté."),
        ("Morgen bestätige ich alles.", "Ich habe alles notiert."),
        ("Domani confermo tutto.", "Ho annotato tutto."),
        ("Confirmo todo mañana.", "Todo anotado."),
        ("Amanhã confirmo tudo.", "Anotei tudo aqui."),
        ("Daarna bevestig ik alles.", "Alles genoteerd."),
        ("Besok saya konfirmasi semua.", "Semua sudah dicatat."),
    ],
)
def test_both_readers_read_the_whole(defers: str, noted: str) -> None:
    assert _reads(_DEFERS_ALL, defers)
    assert _reads(REQUEST, noted)


def test_the_booking_is_the_whole_to_confirm_and_all_after_noting_is_all_set() -> None:
    assert _reads(_DEFERS_ALL, "I'll confirm the booking tomorrow.")
    assert not _reads(REQUEST, "Noted the booking.")
    assert _reads(REQUEST, "All noted.") and _reads(REQUEST, "Noted it all.")
    assert not _reads(REQUEST, "Noted, all set: table for 2 is booked.")
