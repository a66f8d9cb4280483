"""Information requests answered without their question's own words (goal_shapes, goal_yesno, goal_kinds, goal_topic).

Every sentence was written for these tests (a ski school, a print shop, a bike repair, a florist, a bakery, a
tailor, a boat rental, a pottery class), in the eight languages; none comes from the labelled sets under bench/.
Each answer has a twin that must not count: a dodge, a hand-off, another topic, or a question back.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from tests.core.test_goal_yesno import _answers, _part
from user_sim.core.goal_guard import may_ask
from user_sim.core.goal_kinds import gives_kind
from user_sim.core.goal_queries import asked_kind, is_yes_no
from user_sim.core.goal_rules import judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_ties import named
from user_sim.core.goal_yesno_asked import answers_asked


@pytest.mark.parametrize(
    "goal",
    [
        "fragen Sie nach, ob Skihelme verliehen werden",
        "erkundigen Sie sich, ob das Papier im Preis enthalten ist",
        "ask them whether the helmet is included",
        "demandez-leur si le vase est compris",
        "vraag ook of de boot een motor heeft",
        "tanyakan juga apakah tanah liat sudah termasuk",
        "chiedigli se il casco è compreso",
        "pregúntale también si hay aparcamiento",
    ],
)
def test_a_yes_no_request_with_a_pronoun_or_particle_before_whether(goal: str) -> None:
    assert is_yes_no(goal) and asked_kind(goal) == "other"


@pytest.mark.parametrize("goal", ["ask the price of the helmet", "vraag de prijs of de levertijd", "frag nach Preisen"])
def test_a_wh_request_is_no_yes_no_request(goal: str) -> None:
    assert not is_yes_no(goal)


@pytest.mark.parametrize(
    "goal, sentence, twin",
    [
        (
            "vraag of je zelf klei moet meenemen",
            "Je hoeft in principe geen klei mee te nemen, alles ligt klaar.",
            "Over de klei kan ik nog niets zeggen, dat weet de docent.",
        ),
        ("ask whether I need to bring my own skis", "No need to bring skis, they come with the lesson.", None),
        ("pregunta si hay que llevar el casco", "No hace falta llevar casco, os lo damos allí.", None),
        ("pergunte se é preciso levar o capacete", "Não precisa levar capacete, emprestamos um.", None),
        ("frag, ob man eigene Ski mitbringen muss", "Sie brauchen keine eigenen Ski mitzubringen.", None),
        ("demande s'il faut apporter son casque", "Pas besoin d'apporter de casque, on en prête.", None),
        ("chiedi se bisogna portare il casco", "Non serve portare il casco, lo forniamo noi.", None),
        ("tanyakan apakah perlu bawa helm sendiri", "Tidak perlu bawa helm sendiri kak, sudah disediakan.", None),
    ],
)
def test_a_negated_need_answers_whether_something_is_needed(goal: str, sentence: str, twin: str | None) -> None:
    assert _answers(goal, sentence)
    if twin:
        assert not _answers(goal, twin)


def test_a_negated_need_about_another_thing_answers_nothing() -> None:
    assert not _answers("ask whether the parking is free", "No need to book a table, just walk in.")
    assert not _answers("pregunta si hay que llevar el casco", "No hace falta reservar, venid cuando queráis.")


def test_a_confirmation_word_is_a_yes_and_a_lead_in_naming_the_question_is_read_past() -> None:
    assert _answers("pergunte se o bolo é vegano", "Confirmado: o bolo é 100% vegano.")
    assert not _answers("pergunte se o bolo é vegano", "Vou confirmar se o bolo é vegano.")
    goal = "tanyakan apakah sudah termasuk vas bunga"
    assert _answers(goal, "Oh iya, soal pertanyaan kakak tadi: paketnya belum termasuk vas bunga ya.")
    assert not _answers(goal, "Soal pertanyaan kakak tadi, nanti aku tanyakan apakah termasuk vas bunga.")
    assert _answers("frag, ob der Helm dazu verliehen wird", "Zu Ihrer Frage: Ja, den Helm verleihen wir dazu.")


@pytest.mark.parametrize(
    "goal, sentence, twin",
    [
        (
            "demande si les bulbes conviennent à la culture en pot",
            "Oui, ça marche en pot, avec un bon drainage.",
            "Oui, nous livrons les pots demain.",
        ),
        (
            "frag, ob das Zelt für den Winter geeignet ist",
            "Ja, das Zelt ist für den Winter geeignet.",
            "Ja, das Zelt ist im Winter im Angebot.",
        ),
        ("vraag of de fiets geschikt is voor kinderen", "Ja, de fiets is geschikt voor kinderen vanaf 8.", None),
        ("ask whether they lend wetsuits", "Yes, we loan wetsuits at the desk.", "Yes, wetsuits are on sale."),
    ],
)
def test_suitable_and_lent_are_named_by_any_word_of_their_family(goal: str, sentence: str, twin: str | None) -> None:
    assert _answers(goal, sentence)
    if twin:
        assert not _answers(goal, twin)


@pytest.mark.parametrize(
    "sentence",
    [
        "If the part is in stock, it's 2–3 working days.",
        "Die Reparatur dauert drei bis fünf Werktage.",
        "Comptez 2 à 3 jours ouvrés.",
        "De reparatie duurt 5 werkdagen.",
        "Servono 1 o 2 giorni lavorativi.",
        "Butuh 2-3 hari kerja kak.",
        "La garantía es de 24 meses.",
    ],
)
def test_a_duration_is_read_as_a_range_and_in_working_days(sentence: str) -> None:
    assert gives_kind(sentence, "duration")


@pytest.mark.parametrize("sentence", ["Your ticket is 2-3 4471.", "Order 20-30 is ready.", "See you on 3 May."])
def test_a_number_without_a_unit_of_time_is_no_duration(sentence: str) -> None:
    assert not gives_kind(sentence, "duration")


def test_a_bare_yes_with_the_asked_verb_is_read_with_the_next_sentence() -> None:
    part = _part("pergunte se a escola empresta as pranchas")
    question = "e vcs emprestam pro aluno ou ele tem que trazer a dele?"
    assert answers_asked(part, question, "Emprestamos sim!", ["Emprestamos sim!", "Temos pranchas na escola."])
    other = ["Temos sim!", "A escola fica no centro."]  # a yes to another question
    assert not answers_asked(part, "tem estacionamento?", "Temos sim!", other)
    assert not answers_asked(part, question, "Talvez sim!", ["Talvez sim!", "Temos pranchas na escola."])


def test_a_negated_need_closes_the_request_only_with_the_action_done() -> None:
    goals = ["Meld je aan voor de pottenbakles op zaterdag en vraag of je zelf klei moet meenemen."]
    turns = [
        "Hoi, ik wil me aanmelden voor zaterdag. Moet ik zelf klei meenemen?",
        "Je hoeft geen klei mee te nemen, alles ligt klaar. Wil je dat ik je inschrijf?",
        "Ja graag.",
        "Je bent aangemeld voor zaterdag, 10:00 uur, referentie PK-301.",
    ]
    assert reached_per_turn(goals, {}, {}, turns) == [False, True]


@pytest.mark.parametrize(
    "goal, sentence, twin",
    [
        ("ask whether the bike is included", "Bike rental – $0.00", "Bike rental – $15.00"),
        ("demande si le parking est gratuit", "Parking : 0 €", "Parking : 5 €"),
        ("fragen Sie, ob ein Helm leihweise dazu erhältlich ist", "Leih-Helm – 0,00 € (Pfand 20 €)", None),
    ],
)
def test_a_price_of_nothing_on_the_line_that_names_it_says_free_and_included(
    goal: str, sentence: str, twin: str | None
) -> None:
    assert _answers(goal, sentence)
    if twin:
        assert not _answers(goal, twin)
    assert not _answers(goal, "Gloves – $0.00")  # another line of the receipt


@pytest.mark.parametrize(
    "goal, values, sentence, twin",
    [
        (
            "Chiedi se l'abito sarà pronto entro {{weeks}} settimane.",
            {"weeks": ["4"]},
            "L'abito sarà pronto tra 5 settimane.",
            "La consegna del tessuto richiede 2 settimane.",
        ),
        (
            "ask whether the suit will be ready within {{weeks}} weeks",
            {"weeks": ["3"]},
            "The suit will be ready in 2 weeks.",
            "The suit costs $400.",
        ),
        (
            "vraag of de fiets vóór {{day}} klaar is",
            {"day": ["zaterdag"]},
            "De fiets is donderdag klaar.",
            "We openen donderdag om 9 uur.",
        ),
        (
            "frag, ob der Anzug bis {{day}} fertig ist",
            {"day": ["Freitag"]},
            "Der Anzug ist am Mittwoch fertig.",
            "Der Anzug kostet 300 €.",
        ),
    ],
)
def test_a_bound_is_answered_by_a_value_to_compare_with_it(
    goal: str, values: dict[str, list[str]], sentence: str, twin: str
) -> None:
    part = _part(goal, values)
    assert part.asks in ("duration", "time") and not part.value_texts  # the bound is no value to repeat
    assert _answers(goal, sentence, values)  # a later value answers too: the user asked for information
    assert not _answers(goal, twin, values)


def test_a_drawn_value_after_for_is_no_bound() -> None:
    part = _part("vraag of er voor {{n}} personen plaats is", {"n": ["4"]})
    assert part.asks == "other" and part.value_texts == ("4",)


def test_a_bound_request_is_reached_only_with_the_order_done() -> None:
    goals = ["Bestel een maatpak in {{stof}}.", "Vraag of het binnen {{weeks}} weken klaar is."]
    turns = [
        "Ik wil een maatpak in wol. Is het binnen 4 weken klaar?",
        "Een maatpak is meestal binnen 3 weken klaar. Zal ik de bestelling noteren?",
        "Ja.",
        "Uw maatpak in wol is besteld, ordernummer MP-552.",
    ]
    values = {"stof": ["wol"], "weeks": ["4"]}
    assert reached_per_turn(goals, values, {"stof": ("wol", "linnen"), "weeks": ("2", "4")}, turns) == [False, True]


@pytest.mark.parametrize(
    "goal, dodge",
    [
        ("demande s'il faut apporter son casque", "Pas besoin de casque, je demande à l'atelier si c'est le cas."),
        ("frag, ob man eigene Ski mitbringen muss", "Zu Ihrer Frage: fragen Sie vor Ort, ob Ski nötig sind."),
        ("pergunte se o bolo é vegano", "Sobre sua pergunta: vou perguntar ao confeiteiro se o bolo é vegano."),
        ("vraag of je zelf klei moet meenemen", "Hoeft u klei mee te nemen?"),
        ("ask whether I need to bring my own skis", "No need to bring skis? I'll check with the instructor."),
    ],
)
def test_a_dodge_a_hand_off_or_a_question_back_answers_nothing(goal: str, dodge: str) -> None:
    part = _part(goal)
    assert not any(judge(s, part.spec, {}) == "delivered" and named(part, s) for s in sentences(dodge))


def test_a_date_of_another_matter_is_no_candidate_for_a_bound_request() -> None:
    part = _part("vraag of de boot vóór {{day}} klaar is", {"day": ["zaterdag"]})
    reply = ["Ingepland.", "Breng de boot morgen tussen 10 en 18 uur langs."]
    assert part.keywords == ("boot", "klaar") and not any(may_ask(part, s, reply) for s in reply)
    assert may_ask(part, "De boot is donderdag klaar.", ["De boot is donderdag klaar."])
