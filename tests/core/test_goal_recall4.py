"""The fourth recall round of the goal check (general mechanisms found on every development set together).

Every sentence was written for these tests (a pottery class, a boat mooring, a tailor, a cake order, a dog
groomer, a car wash, a sailing course), in several languages; none comes from the labelled sets under bench/.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_check import StructuredGoalCheck
from user_sim.core.goal_done import is_done
from user_sim.core.goal_parts import decompose
from user_sim.core.goal_perfect import is_perfect
from user_sim.core.goal_rules import PartSpec, judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_verbs import offers_own_verb, own_participle


@pytest.mark.parametrize(
    "message, expected",
    [
        ("Ihr Platz im Töpferkurs:\n- Samstag\n- 10 Uhr", ["Ihr Platz im Töpferkurs:", "Samstag", "10 Uhr"]),
        ("Liegeplatz reserviert 🚤 Sie bekommen eine SMS.", ["Liegeplatz reserviert", "Sie bekommen eine SMS."]),
        ("**Dienstag, 9 Uhr** ist eingetragen ✅", ["Dienstag, 9 Uhr ist eingetragen"]),
        ("Super 😊 merci pour votre commande.", ["Super merci pour votre commande."]),  # not before a capital
        ("1. Mai passt.", ["1. Mai passt."]),  # a date opening a line is no list bullet
    ],
)
def test_sentences_end_at_line_breaks_and_clause_ending_emojis(message: str, expected: list[str]) -> None:
    assert sentences(message) == expected


def test_a_participle_said_last_before_an_emoji_is_still_last() -> None:
    said = sentences("Ich habe Ihren Hund für **Montag, 14 Uhr** eingetragen 🐕")
    assert said == ["Ich habe Ihren Hund für Montag, 14 Uhr eingetragen"] and is_perfect(said[0])


@pytest.mark.parametrize(
    "goal, dropped",
    [
        ("einen Termin beim Hundefriseur am {{x}} vereinbaren", {"beim"}),
        ("prendre rendez-vous chez le tailleur le {{x}}", {"chez"}),
        ("vragen wanneer ik hem kan ophalen {{x}}", {"hem"}),
        ("demander si le tablier est fourni {{x}}", {"est"}),
        ("fragen, ob es Parkplätze gibt {{x}}", {"gibt"}),
        ("preguntar si hay toallas en el barco {{x}}", {"hay"}),
    ],
)
def test_prepositions_object_pronouns_and_the_copula_are_not_key_words(goal: str, dropped: set[str]) -> None:
    keywords = set(decompose([goal], None, {"x": ["K-1"]})[0].keywords)
    assert keywords and not dropped & keywords


@pytest.mark.parametrize(
    "goal, sentence, offered",
    [
        ("reserve the sailing course {{x}}", "It is full today, but you can reserve it online.", True),
        ("den Segelkurs {{x}} buchen", "Der Kurs ist voll, Sie können ihn aber online buchen.", True),
        ("de zeilcursus {{x}} reserveren", "Hij is uitgeleend, maar je kunt hem reserveren in de app.", True),
        ("réserver le cours de voile {{x}}", "Vous pouvez le réserver sur notre site.", True),
        ("reserve the sailing course {{x}}", "It is reserved; you can cancel it online.", False),  # another verb
    ],
)
def test_the_parts_verb_after_you_can_is_offered(goal: str, sentence: str, offered: bool) -> None:
    part = decompose([goal], None, {"x": ["K-1"]})[0]
    assert offers_own_verb(sentence, part) is offered


def test_an_offer_of_the_parts_verb_does_not_stop_the_conversation() -> None:
    goal, values = ["de zeilcursus {{course}} reserveren"], {"course": ["Zomer 2"]}
    reply = "Leuk! Zomer 2 is nu volgeboekt, maar je kunt hem reserveren via de wachtlijst."
    assert reached_per_turn(goal, values, {}, ["Zomer 2 graag.", reply]) == [False]


@pytest.mark.parametrize(
    "goal, sentence",
    [
        ("mich zum Töpferkurs anmelden {{x}}", "Sie sind für K-1 angemeldet."),
        ("mijn wasabonnement opzeggen {{x}}", "Abonnement K-1 is opgezegd."),
        ("den Liegeplatz {{x}} eintragen", "K-1 haben wir eingetragen."),
    ],
)
def test_a_separable_participle_names_its_own_verb(goal: str, sentence: str) -> None:
    assert own_participle(sentence, decompose([goal], None, {"x": ["K-1"]})[0])


@pytest.mark.parametrize(
    "goal, question, answer, reached",
    [
        ("demander s'il y a des frais de nettoyage", "Il y a des frais ?", "Non, aucuns frais de nettoyage.", True),
        ("vragen of er een parkeerplaats is", "Parkeren?", "Zeker, er is een parkeerplaats voor de deur.", True),
        ("perguntar se aceitam cartão", "Aceitam cartão?", "Aceitamos, sim, cartão e dinheiro.", True),
        ("fragen, ob Hunde erlaubt sind", "Hunde?", "Klar, Hunde sind bei uns erlaubt.", True),
        ("vragen of er een parkeerplaats is", "Parkeren?", "Goede vraag, daar kom ik op terug.", False),
    ],
)
def test_yes_no_answers_in_their_many_shapes(goal: str, question: str, answer: str, reached: bool) -> None:
    assert reached_per_turn([goal], {}, {}, [question, answer]) == [reached]


SOLE = ["book a car wash for {{day}}", "ask how long it takes"], {"day": ["Friday"]}, {"day": ("Thursday", "Friday")}
"""An action and a question: the action is the goal's only one."""


@pytest.mark.parametrize(
    "reply, delivered",
    [
        ("You're down for Friday at 8:40.", True),  # on the list: the place held (goal_held, round 13)
        ("Shall I put you down for Friday at 8:40?", False),  # its twin: the go-ahead still asked
        ("We have reserved Friday at 8:40 for you.", True),  # done, the value, none of the key words
        ("C'est noté pour Friday, 8 h 40.", True),
        ("Friday has been noted. Anything else I can add?", False),  # the reply still asks
        ("Sorry, Friday has been taken already.", False),  # a negation
        ("Thursday has been noted.", False),  # another option
    ],
)
def test_the_goals_only_action_is_tied_by_its_values(reply: str, delivered: bool) -> None:
    goals, values, options = SOLE
    check = StructuredGoalCheck(decompose(goals, None, values), options, None)
    check.decide([("User", "Friday please."), ("Assistant", reply)])
    assert (1 in check.delivered) is delivered


def test_with_two_actions_the_key_words_still_decide() -> None:
    goals = ["book a car wash for {{day}}", "order a wax coating for {{day}}"]
    check = StructuredGoalCheck(decompose(goals, None, {"day": ["Friday"]}), {}, None)
    check.decide([("User", "Friday please."), ("Assistant", "We have reserved Friday at 8:40 for you.")])
    assert not check.delivered
    check = StructuredGoalCheck(decompose(goals, None, {"day": ["Friday"]}), {}, None)
    check.decide([("User", "Friday please."), ("Assistant", "Your car wash is booked for Friday.")])
    assert 1 in check.delivered


@pytest.mark.parametrize(
    "sentence",
    [
        "Three pottery seats are available at 20 € each.",
        "Samedi, il reste deux places au cours de poterie.",
        "Am Samstag sind noch drei Plätze frei.",
        "Er zijn nog drie plekken beschikbaar op zaterdag.",
        "Masih ada tiga tempat tersedia hari Sabtu.",
    ],
)
def test_availability_is_an_offer_not_a_candidate(sentence: str) -> None:
    assert judge(sentence, PartSpec("action", {}), {}) == "promise"


def test_a_done_sentence_with_availability_words_is_still_done() -> None:
    assert judge("Booked: your seat is no longer available to others.", PartSpec("action", {}), {}) == "delivered"


@pytest.mark.parametrize(
    "sentence, done",
    [
        ("Trois nappes enregistrées, retrait jeudi.", True),  # a French participle agrees with its noun
        ("Les retouches sont annulées.", True),
    ],
)
def test_french_participles_agree(sentence: str, done: bool) -> None:
    assert is_done(sentence) is done


@pytest.mark.parametrize(
    "sentence, perfect",
    [
        ("Your mooring's sorted for Friday.", True),  # 's + participle + preposition or end
        ("The cake's decorated.", True),
        ("The captain's painted boat is upstairs.", False),  # the possessive before a participle and a noun
    ],
)
def test_a_contracted_is_before_a_participle(sentence: str, perfect: bool) -> None:
    assert is_perfect(sentence) is perfect
