from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tests.evaluation.rules.support import conversation, write_rule
from user_sim.evaluation.rules import RuleChecker, load_rules, view_of
from user_sim.evaluation.rules.helpers.langid import identify
from user_sim.evaluation.rules.helpers.repeats import tf_idf_cosine
from user_sim.evaluation.rules.llm_door import HelperLLM
from user_sim.testing import FakeClient


def keyword_llm(answers: dict[str, str]) -> FakeClient:
    """The public FakeClient answering by the first keyword found in the prompt ("NO" when none is)."""
    return FakeClient(respond=lambda call: next((a for k, a in answers.items() if k in call.text), "NO"))


def evaluate(tmp_path: Path, expression: str, conv: Any = None, llm: Any = None) -> Any:
    """The value of ``expression`` on one conversation (via a rule that fails with it as its message)."""
    write_rule(tmp_path / "r", "r", oracle="False", yields='f"""{(' + expression + ')!r}"""')
    checker = RuleChecker(load_rules(tmp_path / "r").rules, HelperLLM(llm) if llm else None)
    verdict = checker.check_conversation(view_of(conv or conversation("c")))[0]
    assert verdict.verdict == "fail", verdict
    return verdict.message


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("extract_float('Total: $1,250.50 today')", "1250.5"),
        ("extract_float('no number')", "None"),
        ("extract_float(12)", "12.0"),
        ("currency('it is 5 €')", "'EUR'"),
        ("currency('50 USD')", "'USD'"),
        ("currency('ten pounds')", "'GBP'"),
        ("currency('one dollar')", "'USD'"),
        ("currency('50 usd')", "'USD'"),
        ("length(['ab', 'abcd'], kind='average')", "3.0"),
        ("length('abc', 'max')", "3.0"),
        ("conversation_length()", "4"),
        ("conversation_length('chatbot')", "2"),
        ("chatbot_returns('size')", "[3]"),
        ("chatbot_returns('hel', and_not='lo')", "[]"),
        ("data_collected()", "False"),
        ("missing_slots()", "['time']"),
    ],
)
def test_offline_helpers(tmp_path: Path, expression: str, expected: str) -> None:
    conv = conversation("c", outputs={"price": "5", "time": None})
    assert evaluate(tmp_path, expression, conv) == expected


def test_repeated_answers_groups_near_copies(tmp_path: Path) -> None:
    turns = [("a", "Your pizza costs 10 dollars"), ("b", "your pizza costs 10 dollars!"), ("c", "Bye")]
    conv = conversation("c", turns=turns)
    assert evaluate(tmp_path, "repeated_answers()", conv) == "{}"
    expected = "{'Your pizza costs 10 dollars': ['your pizza costs 10 dollars!']}"
    assert evaluate(tmp_path / "t", "repeated_answers(method='tf-idf', threshold=0.9)", conv) == expected


def test_tf_idf_cosine_is_scikit_learns() -> None:
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.metrics.pairwise import cosine_similarity

    rng = random.Random(1)
    words = ["pizza", "size", "small", "large", "cola", "the", "a", "your", "order", "price", "is", "ok"]
    for _ in range(50):
        first, second = (" ".join(rng.choices(words, k=rng.randint(1, 9))) for _ in range(2))
        matrix = TfidfVectorizer().fit_transform([first, second])
        assert tf_idf_cosine(first, second) == pytest.approx(cosine_similarity(matrix[0:1], matrix[1:2])[0][0])


def test_offline_language_identification() -> None:
    assert identify("Hello, I would like to order a pizza for the evening please") == "ENG"
    assert identify("Hola, quiero una pizza para la cena, gracias") == "ESP"
    assert identify("Bonjour, je voudrais une pizza pour le dîner, merci") == "FR"
    assert identify("ピザを注文したいです") == "JAP"
    assert identify("我想订一个比萨饼") == "CHI"
    assert identify("Здравствуйте, я хочу пиццу") == "OTHER"
    assert identify("ok") is None


def test_llm_helpers_ask_once_per_distinct_question(tmp_path: Path) -> None:
    llm = keyword_llm({"convey": "YES", "tone": "NEGATIVE", "line": "3", "only talk": "TRUE", "language": "fr."})
    conv = conversation("c", turns=[("hi", "hello"), ("a pizza", "which size?")])
    assert evaluate(tmp_path / "a", "semantic_content(chatbot_phrases, 'greeting')", conv, llm) == "True"
    assert evaluate(tmp_path / "b", "tone(chatbot_phrases)", conv, llm) == "['NEGATIVE', 'NEGATIVE']"
    assert evaluate(tmp_path / "c", "utterance_index('user', 'pizza')", conv, llm) == "3"
    assert evaluate(tmp_path / "d", "only_talks_about(['pizza'])", conv, llm) == "True"
    assert len(llm.calls) == 5
    assert evaluate(tmp_path / "e", "language(['Zut'])", conv, llm) == "'FR'"  # unclear offline: asked


def test_llm_helpers_read_the_forms_they_ask_for(tmp_path: Path) -> None:
    llm = keyword_llm({"only talk": "FALSE: which size?", "line": "NONE"})
    conv = conversation("c", turns=[("hi", "hello"), ("a pizza", "which size?")])
    assert evaluate(tmp_path / "a", "only_talks_about(['pizza'])", conv, llm) == "'replies out of scope: which size?'"
    assert evaluate(tmp_path / "b", "utterance_index('assistant', 'another shop')", conv, llm) == "-1"


@pytest.mark.parametrize(
    ("expression", "answer", "expected"),
    [
        ("only_talks_about(['pizza'])", "TRUE: the replies stay on pizza", "True"),
        ("only_talks_about(['pizza'])", "FALSE, which size?", "'replies out of scope: which size?'"),
        ("only_talks_about(['pizza'])", "False\nwhich size?", "'replies out of scope: which size?'"),
        ("semantic_content(chatbot_phrases, 'greeting')", "Yes, it greets the user.", "True"),
        ("semantic_content(chatbot_phrases, 'greeting')", "NO. It never greets", "False"),
        ("tone('fine')", "POSITIVE - the user is pleased", "['POSITIVE']"),
        ("utterance_index('user', 'pizza')", "3: the user asks for a pizza", "3"),
        ("language(['Zut'])", "FR (French)", "'FR'"),
    ],
)
def test_a_verdict_word_followed_by_a_comment_is_that_verdict(
    tmp_path: Path, expression: str, answer: str, expected: str
) -> None:
    conv = conversation("c", turns=[("hi", "hello"), ("a pizza", "which size?")])
    assert evaluate(tmp_path, expression, conv, FakeClient(respond=lambda call: answer)) == expected


@pytest.mark.parametrize(
    ("expression", "answer", "expected"),
    [
        ("semantic_content(chatbot_phrases, 'greeting')", "NO, wait, YES", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "YES (but actually NO)", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "YES\nNO", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "Yes, wait, no", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "YES (but actually no)", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "NO - or maybe yes", None),
        ("tone('fine')", "POSITIVE, or rather negative", None),
        ("only_talks_about(['pizza'])", "TRUE. FALSE.", None),
        ("tone('fine')", "POSITIVE - or rather NEGATIVE", None),
        ("utterance_index('user', 'pizza')", "3 - or maybe 1", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "YES, but not really", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "YES, probably", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "NO. Well, partly", None),
        ("only_talks_about(['pizza'])", "TRUE (mostly)", None),
        ("semantic_content(chatbot_phrases, 'greeting')", "NO. It never greets.\nThe user maybe wanted one.", "False"),
        ("only_talks_about(['pizza'])", "TRUE: no reply leaves pizza", "True"),
        ("only_talks_about(['pizza'])", "FALSE: Yes, we sell shoes", "'replies out of scope: Yes, we sell shoes'"),
        ("language(['Zut'])", "FR: it is French", "'FR'"),
    ],
)
def test_a_comment_that_gives_another_verdict_takes_the_first_back(
    tmp_path: Path, expression: str, answer: str, expected: str | None
) -> None:
    """A hedged answer is no verdict (inconclusive); a comment that merely holds a word of the forms, or the
    replies FALSE lists, leaves the verdict as it was."""
    conv = conversation("c", turns=[("hi", "hello"), ("a pizza", "which size?")])
    write_rule(tmp_path / "r", "r", oracle=f"{expression} == {expression}")
    checker = RuleChecker(load_rules(tmp_path / "r").rules, HelperLLM(FakeClient(respond=lambda call: answer)))
    verdict = checker.check_conversation(view_of(conv))[0]
    if expected is None:
        assert verdict.verdict == "inconclusive" and f"the model answered {answer!r}" in verdict.message, verdict
    else:
        assert verdict.verdict == "pass", verdict
        assert evaluate(tmp_path / "e", expression, conv, FakeClient(respond=lambda call: answer)) == expected


JUNK_ASKS = [
    "semantic_content(chatbot_phrases, 'greeting')",
    "only_talks_about(['pizza'])",
    "tone(chatbot_phrases)",
    "utterance_index('assistant', 'another pizza shop')",
    "language(['Zut'])",
    "responds_in_same_language()",
]


@pytest.mark.parametrize("answer", ["ok", "7", "POSITIVE-ish", "", "No idea", "Answer: TRUE", "3.5: line 3"])
@pytest.mark.parametrize("expression", JUNK_ASKS)
def test_an_answer_a_helper_cannot_read_makes_the_rule_inconclusive(
    tmp_path: Path, expression: str, answer: str
) -> None:
    write_rule(tmp_path / "r", "r", oracle=f"{expression} == {expression}")
    llm = FakeClient(respond=lambda call: answer)
    checker = RuleChecker(load_rules(tmp_path / "r").rules, HelperLLM(llm))
    conv = conversation("c", turns=[("hi", "Zut"), ("a pizza", "Zut alors")])
    verdict = checker.check_conversation(view_of(conv))[0]
    assert verdict.verdict == "inconclusive", verdict
    helper = expression.split("(")[0]
    assert verdict.message.startswith(f"{helper}(): the model answered {answer!r}, not "), verdict.message


def test_same_language_is_offline_when_every_message_is_clear(tmp_path: Path) -> None:
    llm = keyword_llm({})
    english = [("Hello, I would like to order a pizza please", "Sure, what is the size you would like for it?")]
    mixed = [*english, ("Can you tell me the price of it please?", "El precio es de diez euros, gracias por la visita")]
    assert evaluate(tmp_path / "a", "responds_in_same_language()", conversation("c", turns=english), llm) == "True"
    assert evaluate(tmp_path / "b", "responds_in_same_language()", conversation("d", turns=mixed), llm) == "False"
    assert llm.calls == []
