"""Where a value a done sentence leaves out was stated, and whether the chatbot echoed the user's words of it.

:mod:`user_sim.core.goal_carry` lets a brief done sentence (``Order geplaatst ✔️``) deliver values said before.
:func:`source` finds where each value it leaves out was stated, or None when the value is not settled:

* a plain sibling statement of the reply (as in a confirmation block: :func:`user_sim.core.goal_block.plain`) or,
  when the reply does not state it, the **latest earlier message that states it**: a statement of the chatbot with
  no marker of not-doing (:func:`user_sim.core.goal_recall.marked`: its summary, its go-ahead question the user
  answered without a *no*, or its offer in a message that asked that go-ahead; not its other question or promise;
  a question that only asks the user's value back is looked past: :mod:`user_sim.core.goal_settle`), or the
  user's own words — then only if the chatbot **echoes** the value in a reply since (it states it, or
  :func:`echoed`: all its words and numbers of three digits or more, a prefix of five letters or an abbreviation:
  ``'voetbal'``, ``Abholung Do.``, ``Wed, between 9:00 and 13:00``; never in a
  sentence that negates it, says it sold out or sets a condition): a value the chatbot leaves out without a trace
  is the half-done goal (``2 biglietti per La Corsa acquistati!`` books no 18:30), never carried;
* **nothing since that statement contradicts it**: no message from it to the latest reply (the chatbot's and the
  user's) gives another option of the variable or another value of its shape (another time, date, weekday or
  amount: :func:`user_sim.core.goal_contradiction.contradicted`), and no sentence that states it negates it, says
  it sold out or sets a condition — a summary with one value off, a choice still open or a correction leaves the
  value in doubt.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from user_sim.core.goal_block import plain, refused
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import asks_go_ahead
from user_sim.core.goal_recall import marked
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_settle import accepted_offer, asked_back, echoes_weekday
from user_sim.core.goal_values import states
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import normalise

BOT = "Assistant"
Source = tuple[int, str]
"""Where a value was stated: the message's index in the transcript and the sentence."""
_PREFIX = 5
_ABBREVIATION = re.compile(r"(?<!\w)([^\W\d_]{2,})\.")


def source(
    part: GoalPart,
    name: str,
    value: str,
    done: str,
    transcript: Sequence[tuple[str, str]],
    options: Mapping[str, tuple[str, ...]],
) -> Source | None:
    """The plain sibling of ``done``, or else the latest earlier sentence, that states ``value`` uncontradicted."""
    latest = len(transcript) - 1
    reply = sentences(transcript[latest][1])
    siblings = [s for s in reply if s != done and states(s, value)]
    if siblings:  # stated in the reply itself: only a plain sibling may give it (as goal_block)
        sibling = next((s for s in siblings if plain(part, s, options, value)), None)
        stated = sibling is not None and not contradicted(name, value, reply, options, part.value_texts)
        return (latest, sibling) if stated and sibling is not None else None
    alone = replace(part, values={name: part.values[name]})  # a wrong value of another variable is not this one's
    for index in range(latest - 1, -1, -1):
        speaker, text = transcript[index]
        mine = speaker == BOT
        said = [s for s in sentences(text) if states(s, value) or (not mine and _loose(value, s))]
        if not said:
            continue
        after = transcript[index + 1 :]
        unsettled = [s for s in said if refused(s) or (mine and _unsettled(alone, s, text, after, options))]
        answer = next((t for who, t in after if who != BOT), "")
        if unsettled and all(asked_back(alone, s, answer) for s in unsettled):
            continue  # "Untuk reservasi Jumat malam, jam berapa?": the user's value asked back, an echo of it
        if unsettled:
            return None  # "Thursday is fully booked", "Shall I book Thursday?" — "no": no settled value
        echoes = [t for who, t in after if who == BOT and (echoed(value, t) or states(t, value))]
        if not (mine or echoes) or any(_refuses(value, t) for t in echoes):
            return None  # left out without a trace (a half-done goal), or echoed refused: "Do. ist ausgebucht"
        since = [s for _, text in transcript[index:] for s in sentences(text)]
        return None if contradicted(name, value, since, options, part.value_texts) else (index, said[0])
    return None


def _unsettled(
    part: GoalPart,
    sentence: str,
    message: str,
    after: Sequence[tuple[str, str]],
    options: Mapping[str, tuple[str, ...]],
) -> bool:
    """The chatbot's ``sentence`` (of ``message``) does not settle its value: a marker of not-doing (goal_recall).

    A go-ahead question that restates the values is a summary once the user answered it without a *no*
    (``Table pour 4 personnes samedi à 20h, je confirme ?`` — ``oui``): it is read as a statement; so is an offer
    whose message asked the go-ahead the user gave (:func:`user_sim.core.goal_settle.accepted_offer`).
    """
    if not marked(part, sentence, options):
        return False
    answer = next((normalise(text) for who, text in after if who != BOT), None)
    if accepted_offer(part, sentence, sentences(message), answer, options):
        return False
    if answer is None or denies(answer) or not asks_go_ahead(part, [sentence]):
        return True
    return marked(part, sentence.rstrip(" ?"), options)


def echoed(value: str, text: str) -> bool:
    """``text`` repeats ``value`` in a form of its own: its words, a long number, a prefix or an abbreviation."""
    words = set(re.findall(r"\w+", normalise(text)))
    tokens = _words(value)
    if len(tokens) > 1:
        return tokens <= words  # "Chopin – Notturno op. 9 n. 2" for "Notturno op. 9 n. 2 di Chopin"
    if not tokens or any(c.isdigit() for c in "".join(tokens)):
        return any(len(t) >= 3 and t.isdigit() for t in tokens) and tokens <= words  # "300 × 12\" lp"
    (word,) = tokens
    if any(len(w) >= _PREFIX and word.startswith(w) for w in words if w != word):
        return True  # "'voetbal'" for "voetbaltoernooi"
    if any(word.startswith(a) for a in _ABBREVIATION.findall(normalise(text))):
        return True  # "Abholung Do." for Donnerstag
    return echoes_weekday(value, text)  # "Wed, between 9:00 and 13:00"


def _refuses(value: str, message: str) -> bool:
    """A sentence of ``message`` that echoes ``value`` or names one of its words negates it or sets a condition.

    The sentence is read with the one before it: an abbreviation (``Do.``) ends a sentence.
    """
    said = sentences(message)
    pairs = zip(["", *said], said, strict=False)
    return any(
        refused(line) and (echoed(value, f"{before} {line}") or _words(value) & _words(line)) for before, line in pairs
    )


def _loose(value: str, sentence: str) -> bool:
    """The user's ``sentence`` has every word of a value of several words (``notturno op 9 n 2 di chopin``)."""
    words = _words(value)
    return len(words) > 1 and words <= _words(sentence)


def _words(value: str) -> set[str]:
    """The words of ``value`` that carry it: numbers, and words of four letters or more (``kasur``, ``chopin``)."""
    tokens = set(re.findall(r"\w+", normalise(value)))
    return {t for t in tokens if len(t) >= 4 or any(c.isdigit() for c in t)} or tokens
