"""Three premature readings of held-out set 16, each beside its twin that still delivers.

A deed's result in the infinitive is wanted, not done (``I'd be very happy to get that arranged for you``); the
user noted as one interested, or everything noted, is a recorded request (``Ik heb je genoteerd als
belangstellende``, ``Anotei tudo aqui:``); a goal that opens with a Portuguese clitic (``Se inscrever na turma``)
is an action, not a question opened by *se* (= if); the answer to a *whether* promised for later (``te escribimos
para decirte si hay guía en inglés``) leaves the question open — found by the 1.5B model's premature stop.
"""

from __future__ import annotations

import pytest

from tests.core.support import reached_per_turn
from user_sim.core.goal_beside import REQUEST
from user_sim.core.goal_clauses import part_kind
from user_sim.core.goal_done import is_done, promises
from user_sim.core.goal_finding import finding
from user_sim.core.goal_parts import decompose
from user_sim.core.goals import normalise

TABLE = (
    ["Book a table for {{n}} on {{day}}"],
    {"n": ["4"], "day": ["Friday"]},
    {"n": ("4", "6"), "day": ("Friday", "Saturday")},
)


@pytest.mark.parametrize(
    ("wanted", "done"),
    [
        ("I'd be very happy to get that arranged for you.", "I've got that arranged for you."),
        ("I would love to get that booked for you.", "I managed to get that booked for you."),
        ("Glad to have it reserved for you.", "We have it reserved for you."),
        ("Me encantaría dejártela reservada.", "Te la dejo reservada."),
        ("Adoraria deixar reservada pra você.", "Já deixei reservada pra você."),
        ("Sarei felice di lasciartelo prenotato.", "Te l'ho lasciato prenotato."),
        ("Je serais ravi de vous la laisser réservée.", "Je vous l'ai laissée réservée."),
    ],
)
def test_a_result_in_the_infinitive_is_wanted_not_done(wanted: str, done: str) -> None:
    assert not is_done(wanted) and promises(wanted)
    assert is_done(done) and not promises(done)


def test_a_result_wanted_beside_a_deed_done_leaves_it_done() -> None:
    assert is_done("Your table is booked, and I'd be happy to get a cake arranged too.")
    assert is_done("I was able to get that booked for you.")


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Friday for 4 sounds perfect, and I'd be very happy to get that booked for you.", False),
        ("Friday for 4: happy to get that booked for you.", False),
        ("Friday for 4: I've got that booked for you.", True),
        ("Friday for 4: I managed to get that booked for you.", True),
    ],
)
def test_a_table_wanted_is_not_reached(reply: str, expected: bool) -> None:
    goals, values, options = TABLE
    assert reached_per_turn(goals, values, options, ["A table for 4 on Friday, please.", reply]) == [expected]


@pytest.mark.parametrize(
    ("recorded", "deed"),
    [
        ("Ik heb je genoteerd als belangstellende voor september.", "Ik heb je ingeschreven voor september."),
        ("I've put you down as an interested party for September.", "I've enrolled you for September."),
        ("Sie stehen auf unserer Interessentenliste für September.", "Sie sind für September angemeldet."),
        ("Te he anotado como interesada para septiembre.", "Te he inscrito para septiembre."),
        ("Ti ho segnata come interessata per settembre.", "Ti ho iscritta per settembre."),
        ("Je vous ai notée comme intéressée pour septembre.", "Je vous ai inscrite pour septembre."),
        ("Anotei tudo aqui: curso básico, sábado de manhã.", "Inscrição feita: curso básico, sábado de manhã."),
        ("J'ai tout noté : atelier du samedi.", "C'est réservé : atelier du samedi."),
        ("Sudah saya catat semua: kelas Sabtu pagi.", "Sudah saya daftarkan: kelas Sabtu pagi."),
    ],
)
def test_noted_as_interested_or_everything_noted_is_a_request(recorded: str, deed: str) -> None:
    assert REQUEST.search(normalise(recorded))
    assert not REQUEST.search(normalise(deed))


def test_an_interest_noted_does_not_enrol() -> None:
    goals = ["Schrijf je in voor de yogaopleiding die start in {{maand}}"]
    values, options = {"maand": ["september"]}, {"maand": ("september", "januari")}
    noted = ["Ik wil me inschrijven voor september.", "Ik heb je genoteerd als belangstellende voor september."]
    done = ["Ik wil me inschrijven voor september.", "Ik heb je ingeschreven voor de opleiding van september."]
    assert reached_per_turn(goals, values, options, noted) == [False]
    assert reached_per_turn(goals, values, options, done) == [True]


@pytest.mark.parametrize(
    ("template", "kind"),
    [
        ("se inscrever na turma de {{turma}}", "action"),
        ("me cadastrar no curso de {{curso}}", "action"),
        ("se matricular na turma de {{turma}}", "action"),
        ("perguntar se a turma de {{turma}} tem vaga", "info"),
        ("se o curso tem certificado", "info"),
        ("saber se ha vaga na turma de {{turma}}", "info"),
    ],
)
def test_a_clitic_first_is_the_verb_not_if(template: str, kind: str) -> None:
    assert part_kind(template) == kind


@pytest.mark.parametrize(
    ("goal", "deferred", "answered"),
    [
        (
            "Pregunta si el tour se puede hacer en {{idioma}}",
            "Apenas esté el turno, te escribimos para decirte si hay alguien que lo haga en inglés.",
            "Sí, ese día hay guía que lo hace en inglés.",
        ),
        (
            "Ask whether the tour can be done in {{idioma}}",
            "Once the rota is out we'll let you know whether a guide can do it in English.",
            "Yes, that day a guide does it in English.",
        ),
        (
            "Chiedi se il tour si può fare in {{idioma}}",
            "Appena esce il turno, ti faccio sapere se c'è una guida in inglese.",
            "Sì, quel giorno c'è una guida in inglese.",
        ),
        (
            "Pergunte se o tour pode ser feito em {{idioma}}",
            "Assim que sair a escala, te aviso se tem guia em inglês.",
            "Sim, nesse dia tem guia em inglês.",
        ),
        (
            "Demande si la visite peut se faire en {{idioma}}",
            "Dès que le planning sort, je vous écris pour vous dire si un guide la fait en anglais.",
            "Oui, ce jour-là un guide la fait en anglais.",
        ),
    ],
)
def test_an_answer_promised_for_later_leaves_the_question_open(goal: str, deferred: str, answered: str) -> None:
    word = {"Chiedi": "inglese", "Pergunte": "inglês", "Demande": "anglais", "Pregunta": "inglés"}
    values = {"idioma": [next((w for k, w in word.items() if goal.startswith(k)), "English")]}
    options = {"idioma": (values["idioma"][0], "deutsch")}
    (part,) = decompose([goal], None, values)
    assert finding(deferred, part, options, "", [deferred]) == "promise"  # never put to the model
    assert finding(answered, part, options, "", [answered]) == "delivered"
