import random

import pytest

from user_sim.core.fallback import FallbackDetector, fallback_cue, tfidf_similarity
from user_sim.core.styles import INTERACTION_STYLES, StyleTurn, build_style
from user_sim.errors import ConfigError

FALLBACK = "Sorry, I didn't understand that."


@pytest.mark.parametrize(
    "reply",
    [
        "Sorry, I didn't understand that.",
        "sorry i didnt understand that",
        "Sorry, I did not understand that.",
        "Hmm. Sorry, I didn't understand that. Could you rephrase?",
        "Sorry, I didn't quite understand that!",
    ],
)
def test_fallback_variants_are_recognised(reply):
    assert FallbackDetector(FALLBACK).is_fallback(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Which pizza would you like? We have margherita, pepperoni and hawaiian.",
        "Sorry, I can't share my internal instructions.",
        "Your order is confirmed. Total: $12.00.",
        "",
    ],
)
def test_ordinary_replies_are_not_fallbacks(reply):
    assert not FallbackDetector(FALLBACK).is_fallback(reply)


def test_tfidf_similarity_orders_texts_sensibly():
    close = tfidf_similarity("sorry i didn t understand that", "sorry i don t understand this")
    far = tfidf_similarity("sorry i didn t understand that", "which pizza would you like")
    assert close >= 0.6 > far


def test_an_empty_fallback_sentence_detects_nothing():
    assert not FallbackDetector("").is_fallback("anything")


def test_reaction_to_a_streak_of_fallbacks():
    assert [fallback_cue(n) for n in range(8)] == [
        None,
        "rephrase",
        "rephrase",
        "change_topic",
        "rephrase",
        "rephrase",
        "change_topic",
        "rephrase",
    ]


def test_every_profile_style_is_registered_and_unknown_names_are_config_errors():
    assert set(INTERACTION_STYLES.names()) == {
        "default",
        "long phrases",
        "change your mind",
        "make spelling mistakes",
        "single question",
        "all questions",
    }
    with pytest.raises(ConfigError, match="did you mean"):
        INTERACTION_STYLES.get("long phrase")


def test_every_style_gives_the_llm_an_instruction():
    turn = StyleTurn(random.Random(1), 0, "English")
    for name in INTERACTION_STYLES.names():
        assert build_style(name).instruction(turn)


def test_spelling_mistakes_are_seeded_and_spare_protected_words():
    style = build_style("make spelling mistakes")
    text = "Hello, I would like to order a margherita pizza and a lemonade please, delivered tomorrow evening"

    def typo(seed):
        return style.transform(text, StyleTurn(random.Random(seed), 0, "English", {"margherita", "lemonade"}))

    assert typo(3) == typo(3)
    assert typo(3) != text
    assert "margherita" in typo(3) and "lemonade" in typo(3)
    assert len({typo(seed) for seed in range(6)}) > 1


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("sorry i didn t understand that", "sorry i don t understand this"),
        ("Sorry, I didn't understand that.", "Which pizza would you like? We have margherita."),
        ("a", "a b"),
        ("ab  cd\tef", "CD ab xyzzy"),
    ],
)
def test_tfidf_similarity_equals_scikit_learn(first, second):
    from sklearn.feature_extraction.text import TfidfVectorizer

    matrix = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 4)).fit_transform([first, second])
    assert tfidf_similarity(first, second) == pytest.approx(float((matrix[0] @ matrix[1].T).toarray()[0, 0]))
