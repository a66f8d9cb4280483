"""Values carried over the conversation: a done sentence of the latest reply, the values it leaves out said before.

Chatbots confirm briefly once the values are settled: they summarised the order two turns ago (``300 × lp,
transparant blauw — Zal ik de order plaatsen?``), the user said ``ja doen``, and the reply is ``Order geplaatst ✔️
Ordernummer VP-118.``; or the user named the values and the chatbot restates them in a form of its own (``besteld!
Twaalf medailles goud 'voetbal'`` for *12 medals for the voetbaltoernooi*). :func:`carried_over` delivers an action
with drawn values when all of:

* the latest reply has a sentence **done for the part**: a word of doing in the sentence itself
  (:func:`user_sim.core.goal_rules.is_done`) and :mod:`user_sim.core.goal_block`'s rules (a statement, no promise,
  offer, negation, condition, hand-off or wrong value, about the part and nothing of another action); the reply is
  not still open (no go-ahead asked, nothing promised or handed over) and asks the user nothing but *anything
  else?* (:func:`user_sim.core.goal_turns.still_asking`: still collecting what the deed needs), nor trails off or
  asks the user to hold on (``Já estou ajustando para o kit de 6, só um instante…``: still at work);
* every drawn value the done sentence leaves out is stated by a plain sibling statement of the reply (as in a
  confirmation block) or, when the reply does not state it, by the **latest earlier message that states it**:
  a statement of the chatbot with no marker of not-doing (:func:`user_sim.core.goal_recall.marked`: its summary,
  or its go-ahead question the user answered without a *no*; not its offer, other question or promise), or the
  user's own words — then only if the chatbot **echoes** the
  value in a form of its own in a reply since (all its words and numbers of three digits or more, a prefix of
  five letters or an abbreviation: ``'voetbal'``, ``Abholung Do.``; never in a sentence that negates it, says it
  sold out or sets a condition): a value the chatbot leaves out without a trace is the half-done goal
  (``2 biglietti per La Corsa acquistati!`` books no 18:30), never carried;
* **nothing since that statement contradicts it**: no message from it to the latest reply (the chatbot's and
  the user's) gives another option of the variable or another value of its shape (another time, date, weekday or
  amount: :func:`user_sim.core.goal_contradiction.contradicted`), and no sentence that states it negates it, says
  it sold out or sets a condition — a summary with one value off, a choice still open or a correction leaves the
  value in doubt;
* at least one value comes from an earlier message (else :mod:`user_sim.core.goal_block` alone decides), and the
  done sentence is **tied** to the part: it names one of its key words, its own verb as a participle or a drawn
  value, or it answers the chatbot's go-ahead question of the reply before (``Zal ik de order plaatsen?`` —
  ``ja`` — ``Order geplaatst``: a word of the question again).

The quote is the chatbot's sentences: the earlier ones that carry values, then the done sentence and its
siblings; the word test's proof checks (:func:`user_sim.core.goal_open.proof_holds`) read it as any other proof.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from user_sim.core.goal_block import about_part, done_for, plain, refused, still_open
from user_sim.core.goal_contradiction import contradicted
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_pending import asks_go_ahead
from user_sim.core.goal_recall import marked
from user_sim.core.goal_rules import is_done, is_question, without_values
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_turns import still_asking
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import own_participle
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import contains_keyword, normalise

BOT = "Assistant"
Source = tuple[int, str]
"""Where a value was stated: the message's index in the transcript and the sentence."""
_PREFIX = 5
_HOLD = re.compile(
    r"(?:…|\.\.\.)\W*$|(?<!\w)(?:one moment|just a (?:moment|sec\w*)|bear with me|hold on|un (?:momento|instante|attimo"
    r"|momentino|istante)|um (?:momento|instante|minutinho)|un instant|einen (?:moment|augenblick)|moment bitte"
    r"|een (?:moment|momentje|ogenblik)|even geduld|sebentar|tunggu|mohon ditunggu)(?!\w)"
)
"""The chatbot is still at work: a reply that trails off (``Déjeme comprobar…``) or asks the user to hold on."""
_ABBREVIATION = re.compile(r"(?<!\w)([^\W\d_]{2,})\.")


def carried_over(
    part: GoalPart,
    parts: Sequence[GoalPart],
    transcript: Sequence[tuple[str, str]],
    options: Mapping[str, tuple[str, ...]],
) -> str | None:
    """The chatbot's sentences that deliver ``part`` with values carried from earlier messages, else None."""
    if part.kind != "action" or not part.value_texts or len(transcript) < 2 or transcript[-1][0] != BOT:
        return None
    reply = sentences(transcript[-1][1])
    asked = {s: "question" if is_question(s) else "statement" for s in reply}
    if still_open(part, reply, options) or still_asking(part, asked) or _HOLD.search(normalise(transcript[-1][1])):
        return None  # "Já estou ajustando para o kit de 6, só um instante…"
    user = " ".join(text for speaker, text in transcript if speaker != BOT)
    for done in reply:
        if not is_done(without_values(done, part.values)):
            continue  # a word of doing in the sentence itself
        if done_for(part, done, reply, options, user) and about_part(part, parts, done, reply):
            quote = _carried(part, done, transcript, options)
            if quote is not None:
                return quote
    return None


def _carried(
    part: GoalPart, done: str, transcript: Sequence[tuple[str, str]], options: Mapping[str, tuple[str, ...]]
) -> str | None:
    """The quote when every value ``done`` leaves out has a source, one earlier at least, and ``done`` is tied."""
    latest = len(transcript) - 1
    found: list[Source] = []
    for name, wanted in part.values.items():
        for value in (v for v in wanted if not states(done, v)):
            source = _source(part, name, value, done, transcript, options)
            if source is None:
                return None
            found.append(source)
    if all(index == latest for index, _ in found) or not _tied(part, done, transcript, found):
        return None
    bot = [(i, s) for i, s in sorted(set(found)) if transcript[i][0] == BOT]
    in_reply = [s for s in sentences(transcript[latest][1]) if s == done or (latest, s) in bot]
    return " / ".join([*(s for i, s in bot if i < latest), *in_reply])


def _tied(part: GoalPart, done: str, transcript: Sequence[tuple[str, str]], found: Sequence[Source]) -> bool:
    """``done`` is tied to the part: it or a sibling names it, or it answers the go-ahead asked before.

    A key word, the part's participle or a drawn value in ``done``, a drawn value in a sibling statement, or a word
    of the go-ahead question of the chatbot's reply before (the user agreed to it).
    """
    said = normalise(done)
    latest = len(transcript) - 1
    if len(found) < len(part.value_texts) or any(index == latest for index, _ in found):
        return True
    if own_participle(done, part) or any(contains_keyword(said, w) for w in part.keywords):
        return True
    bot = [i for i, (speaker, _) in enumerate(transcript[:-1]) if speaker == BOT]
    answers = [normalise(text) for _, text in transcript[bot[-1] + 1 : -1]] if bot else []
    if not bot or any(denies(said) for said in answers):
        return False  # "Zal ik de order plaatsen?" — "nee, wacht": no go-ahead given
    before = sentences(transcript[bot[-1]][1])
    questions = [normalise(s) for s in before if is_question(s)] if asks_go_ahead(part, before) else []
    return any(contains_keyword(q, w) for q in questions for w in re.findall(r"[^\W\d_]{4,}", said))


def _source(
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
        if any(refused(s) or (mine and _unsettled(alone, s, transcript[index + 1 :], options)) for s in said):
            return None  # "Thursday is fully booked", "Thursday or Friday?": no settled value
        echoes = [t for who, t in transcript[index + 1 :] if who == BOT and echoed(value, t)]
        if not (mine or echoes) or any(_refuses(value, t) for t in echoes):
            return None  # left out without a trace (a half-done goal), or echoed refused: "Do. ist ausgebucht"
        since = [s for _, text in transcript[index:] for s in sentences(text)]
        return None if contradicted(name, value, since, options, part.value_texts) else (index, said[0])
    return None


def _unsettled(
    part: GoalPart, sentence: str, after: Sequence[tuple[str, str]], options: Mapping[str, tuple[str, ...]]
) -> bool:
    """The chatbot's ``sentence`` does not settle its value: a marker of not-doing (goal_recall.marked).

    A go-ahead question that restates the values is a summary once the user answered it without a *no*
    (``Table pour 4 personnes samedi à 20h, je confirme ?`` — ``oui``): it is read as a statement.
    """
    if not marked(part, sentence, options):
        return False
    answer = next((normalise(text) for who, text in after if who != BOT), None)
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
    return any(word.startswith(a) for a in _ABBREVIATION.findall(normalise(text)))  # "Abholung Do." for Donnerstag


def _refuses(value: str, message: str) -> bool:
    """A sentence of ``message`` that echoes ``value`` or names one of its words negates it or sets a condition.

    The sentence is read with the one before it: an abbreviation (``Do.``) ends a sentence.
    """
    said = sentences(message)
    pairs = zip(["", *said], said, strict=False)
    return any(refused(s) and (echoed(value, f"{before} {s}") or _words(value) & _words(s)) for before, s in pairs)


def _loose(value: str, sentence: str) -> bool:
    """The user's ``sentence`` has every word of a value of several words (``notturno op 9 n 2 di chopin``)."""
    words = _words(value)
    return len(words) > 1 and words <= _words(sentence)


def _words(value: str) -> set[str]:
    """The words of ``value`` that carry it: numbers, and words of four letters or more (``kasur``, ``chopin``)."""
    tokens = set(re.findall(r"\w+", normalise(value)))
    return {t for t in tokens if len(t) >= 4 or any(c.isdigit() for c in t)} or tokens
