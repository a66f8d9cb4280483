"""Information requests answered and tied to their part by the form of the answer (round 13).

* *for what ages* asked with no other topic word, answered by an age (goal_queries, goal_ties._only_age);
* *wie hoch* / *how high* / *hoe hoog* asks an amount (goal_queries, goal_answers.names_kind);
* a German or Dutch participle named by its noun: ``Lieferung`` for *geliefert* (goal_topic._participle);
* *arrive* named by a word of arriving or delivering: ``lands``, ``llega`` (goal_topic);
* a no after an apology, with the drawn value (goal_yesno_said.sorry_no);
* an inclusion said by *with* (goal_yesno_said.included_with).

Every sentence was written for these tests (a workshop, a flat, a sofa, a parcel, a shop, a hire), in the eight
languages; none comes from the labelled sets under bench/. Each positive case sits beside its twin: another matter,
another value, a price of its own, no answer.
"""

from __future__ import annotations

import pytest

from user_sim.core.goal_parts import decompose
from user_sim.core.goal_rules import judge
from user_sim.core.goal_ties import named


def _answers(goal: str, sentence: str, values: dict[str, list[str]] | None = None) -> bool:
    part = decompose([goal], None, values or {})[0]
    return judge(sentence, part.spec, {}) == "delivered" and named(part, sentence)


AGES = [
    ("ask what ages it is for", "It is for children aged 8 to 12."),
    ("pregunta para qué edades es", "Es para jóvenes de 16 a 25 años."),
    ("pergunte para quais idades é", "É para crianças de 6 a 10 anos."),
    ("demande pour quels âges c'est", "C'est pour les enfants de 8 à 12 ans."),
    ("frag, für welche Altersstufen es ist", "Für Kinder von 6 bis 10 Jahren."),
    ("chiedi per quali età è", "È per ragazzi dai 14 ai 18 anni."),
    ("vraag voor welke leeftijden het is", "Het is voor kinderen van 4 tot 8 jaar."),
    ("tanyakan untuk umur berapa", "Untuk anak usia 5 sampai 9 tahun."),
]


@pytest.mark.parametrize(("goal", "sentence"), AGES)
def test_what_ages_is_answered_by_an_age(goal: str, sentence: str) -> None:
    assert _answers(goal, sentence)


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("ask what ages it is for", "It starts on Friday at 18:00."),
        ("pregunta para qué edades es", "Es el viernes 14 a las 20:00."),
        ("frag, für welche Altersstufen es ist", "Der Kurs kostet 40 €."),
        ("vraag voor welke leeftijden het is", "Het duurt 2 uur."),
    ],
)
def test_what_ages_is_not_answered_by_a_date_a_price_or_a_duration(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence)


HIGH = [
    ("frag, wie hoch die Kaution ist", "Die Kaution beträgt 500 €."),
    ("ask how high the deposit is", "The deposit is $200."),
    ("vraag hoe hoog de borg is", "De borg bedraagt € 150."),
]


@pytest.mark.parametrize(("goal", "sentence"), HIGH)
def test_how_high_asks_an_amount(goal: str, sentence: str) -> None:
    assert _answers(goal, sentence)


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("frag, wie hoch die Kaution ist", "Die Kaution wird bei Rückgabe erstattet."),
        ("ask how high the deposit is", "The rent is $900."),
        ("vraag hoe hoog de borg is", "De borg wordt teruggestort na de controle."),
    ],
)
def test_how_high_is_not_answered_without_an_amount_of_the_asked_thing(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence)


@pytest.mark.parametrize(
    ("goal", "sentence", "answered"),
    [
        ("frag, wann das Sofa geliefert wird", "Lieferung am Dienstag, 14. Mai.", True),
        ("frag, wann das Sofa geliefert wird", "Die Rechnung kommt am Dienstag, 14. Mai.", False),
        ("vraag wanneer de kast geleverd wordt", "Levering op donderdag 6 juni.", True),
        ("vraag wanneer de kast geleverd wordt", "Betaling op donderdag 6 juni.", False),
        ("frag, wann die Terrasse geöffnet wird", "Öffnung am Samstag, 3. Mai.", True),
        ("frag, wann die Terrasse geöffnet wird", "Der Brunch am Samstag, 3. Mai.", False),
    ],
)
def test_a_participle_is_named_by_its_noun(goal: str, sentence: str, answered: bool) -> None:
    assert _answers(goal, sentence) is answered


@pytest.mark.parametrize(
    ("goal", "values", "sentence", "answered"),
    [
        ("ask whether it will arrive by {{day}}", {"day": ["Friday"]}, "Tracking says it lands on Thursday.", True),
        ("ask whether it will arrive by {{day}}", {"day": ["Friday"]}, "Payment is due on Thursday.", False),
        ("pregunta si llegará antes del {{date}}", {"date": ["20 de mayo"]}, "Llega el 16 de mayo.", True),
        ("pregunta si llegará antes del {{date}}", {"date": ["20 de mayo"]}, "La factura sale el 16 de mayo.", False),
        ("frag, ob es bis {{day}} ankommt", {"day": ["Freitag"]}, "Die Lieferung erfolgt am Donnerstag.", True),
        ("frag, ob es bis {{day}} ankommt", {"day": ["Freitag"]}, "Die Rechnung folgt am Donnerstag.", False),
    ],
)
def test_arriving_is_named_by_a_word_of_arriving_or_delivering(
    goal: str, values: dict[str, list[str]], sentence: str, answered: bool
) -> None:
    assert _answers(goal, sentence, values) is answered


SORRY = [
    ("ask whether they accept {{card}}", "Unfortunately we don't take Amex at this shop."),
    ("pergunte se aceitam o plano {{card}}", "Infelizmente não trabalhamos com o plano Amex."),
    ("pregunta si aceptan {{card}}", "Lamentablemente no aceptamos Amex."),
    ("demande s'ils acceptent {{card}}", "Malheureusement nous n'acceptons pas Amex."),
    ("frag, ob sie {{card}} akzeptieren", "Leider nehmen wir Amex nicht an."),
    ("chiedi se accettano {{card}}", "Purtroppo non accettiamo Amex."),
    ("vraag of ze {{card}} accepteren", "Helaas accepteren we geen Amex."),
    ("tanyakan apakah mereka menerima {{card}}", "Sayangnya kami tidak menerima Amex."),
]


@pytest.mark.parametrize(("goal", "sentence"), SORRY)
def test_a_no_after_an_apology_answers_a_yes_no_request(goal: str, sentence: str) -> None:
    assert _answers(goal, sentence, {"card": ["Amex"]})


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("ask whether they accept {{card}}", "Unfortunately we are closed on Monday."),
        ("pergunte se aceitam o plano {{card}}", "Infelizmente não temos vaga amanhã."),
        ("frag, ob sie {{card}} akzeptieren", "Leider ist der Termin nicht frei."),
        ("vraag of ze {{card}} accepteren", "Helaas accepteren we geen Diners."),
    ],
)
def test_an_apology_about_another_matter_answers_nothing(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence, {"card": ["Amex"]})


WITH = [
    ("ask whether the hire includes {{extra}}", "a helmet", "Bike booked for Saturday, with a helmet and a lock."),
    ("pergunte se o aluguel inclui {{extra}}", "capacete", "Bicicleta reservada para sábado, com capacete e cadeado."),
    ("pregunta si el alquiler incluye {{extra}}", "casco", "Bici reservada para el sábado, con casco y candado."),
    ("frag, ob die Miete {{extra}} enthält", "Helm", "Rad für Samstag reserviert, mit Helm und Schloss."),
]


@pytest.mark.parametrize(("goal", "extra", "sentence"), WITH)
def test_an_inclusion_is_said_by_with(goal: str, extra: str, sentence: str) -> None:
    assert _answers(goal, sentence, {"extra": [extra]})


@pytest.mark.parametrize(
    ("goal", "extra", "sentence"),
    [
        ("ask whether the hire includes {{extra}}", "a helmet", "Bike booked, with a helmet for €5 extra."),
        ("pergunte se o aluguel inclui {{extra}}", "capacete", "Bicicleta reservada, sem capacete."),
        ("pregunta si el alquiler incluye {{extra}}", "casco", "Bici reservada con candado; casco aparte, 4 €."),
    ],
)
def test_a_thing_at_its_own_price_or_without_is_not_included(goal: str, extra: str, sentence: str) -> None:
    assert not _answers(goal, sentence, {"extra": [extra]})


HELD = [
    (
        "ask whether you can have {{extra}} during the repair",
        "a courtesy car",
        "A courtesy car is reserved for you on Monday.",
    ),
    ("pregunta si puedes tener {{extra}}", "coche de cortesía", "Coche de cortesía reservado para usted el lunes."),
    (
        "pergunte se pode ter {{extra}} durante o conserto",
        "carro reserva",
        "Carro reserva reservado para você na segunda.",
    ),
    ("demande si tu peux avoir {{extra}}", "un véhicule de prêt", "Un véhicule de prêt est réservé pour vous lundi."),
    ("frag, ob du {{extra}} bekommen kannst", "einen Ersatzwagen", "Einen Ersatzwagen haben wir für Sie reserviert."),
    ("chiedi se puoi avere {{extra}}", "l'auto sostitutiva", "Auto sostitutiva riservata per lei da lunedì."),
    ("vraag of je {{extra}} kunt krijgen", "een leenauto", "Er staat een leenauto voor u gereserveerd."),
    (
        "tanyakan apakah bisa dapat {{extra}} selama servis",
        "mobil pengganti",
        "Mobil pengganti sudah disiapkan untuk Anda.",
    ),
]


@pytest.mark.parametrize(("goal", "extra", "sentence"), HELD)
def test_a_thing_held_for_the_user_says_yes_to_can_i_have_it(goal: str, extra: str, sentence: str) -> None:
    assert _answers(goal, sentence, {"extra": [extra]})


@pytest.mark.parametrize(
    ("goal", "extra", "sentence"),
    [
        (
            "ask whether you can have {{extra}} during the repair",
            "a courtesy car",
            "Your service slot is reserved for you on Monday.",
        ),
        ("chiedi se puoi avere {{extra}}", "l'auto sostitutiva", "Tagliando riservato per lei lunedì alle 9."),
        ("vraag of je {{extra}} kunt krijgen", "een leenauto", "Uw afspraak staat voor u gereserveerd."),
    ],
)
def test_another_thing_held_for_the_user_answers_nothing(goal: str, extra: str, sentence: str) -> None:
    assert not _answers(goal, sentence, {"extra": [extra]})


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("ask whether the sessions are recorded", "I'm afraid I don't have that information about the sessions."),
        ("pergunte se as sessões são gravadas", "Infelizmente não tenho essa informação sobre as sessões."),
        ("pregunta si las sesiones se graban", "Lo siento, no tengo esa información sobre las sesiones."),
        ("frag, ob die Sitzungen aufgezeichnet werden", "Leider habe ich zu den Sitzungen keine Informationen."),
        ("vraag of de sessies worden opgenomen", "Helaas heb ik geen informatie over de sessies."),
    ],
)
def test_an_apology_for_not_knowing_is_no_answer(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence)


NOT_AT_ALL = [
    ("ask whether the kayak tour needs prior experience", "Not at all: the kayak tour is for beginners."),
    ("pregunta si el curso de kayak pide experiencia", "Para nada: el curso de kayak no pide experiencia."),
    ("demande si le stage de kayak exige de l'expérience", "Pas du tout, le stage de kayak est sans expérience."),
    ("frag, ob der Kajakkurs Erfahrung voraussetzt", "Überhaupt nicht, der Kajakkurs setzt keine Erfahrung voraus."),
    ("chiedi se il corso di kayak richiede esperienza", "Per niente: il corso di kayak è senza esperienza."),
    ("vraag of de kajakcursus ervaring vereist", "Helemaal niet, de kajakcursus vereist geen ervaring."),
]


@pytest.mark.parametrize(("goal", "sentence"), NOT_AT_ALL)
def test_not_at_all_is_a_no(goal: str, sentence: str) -> None:
    assert _answers(goal, sentence)


@pytest.mark.parametrize(
    ("goal", "sentence"),
    [
        ("ask whether the kayak tour needs prior experience", "Not at all sure about the kayak tour experience."),
        ("frag, ob der Kajakkurs Erfahrung voraussetzt", "Leider kann ich zur Erfahrung beim Kajakkurs nichts sagen."),
        ("frag, ob der Kajakkurs Erfahrung voraussetzt", "Leider kann ich das zum Kajakkurs nicht sagen, Erfahrung?"),
        ("vraag of de kajakcursus ervaring vereist", "Helaas kan ik dat over de kajakcursus niet zeggen."),
        ("chiedi se il corso di kayak richiede esperienza", "Purtroppo sul corso di kayak non posso dirlo."),
    ],
)
def test_not_knowing_is_no_no(goal: str, sentence: str) -> None:
    assert not _answers(goal, sentence)
