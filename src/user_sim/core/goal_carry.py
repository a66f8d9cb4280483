"""Values carried over the conversation: a done sentence of the latest reply, the values it leaves out said before.

Chatbots confirm briefly once the values are settled: they summarised the order two turns ago (``300 × lp,
transparant blauw — Zal ik de order plaatsen?``), the user said ``ja doen``, and the reply is ``Order geplaatst ✔️
Ordernummer VP-118.``; or the user named the values and the chatbot restates them in a form of its own (``besteld!
Twaalf medailles goud 'voetbal'`` for *12 medals for the voetbaltoernooi*). :func:`carried_over` delivers an action
with drawn values when all of:

* the latest reply has a sentence **done for the part**: a word of doing in the sentence itself
  (:func:`user_sim.core.goal_done.is_done`) and :mod:`user_sim.core.goal_block`'s rules (a statement, no promise,
  offer, negation, condition, hand-off or wrong value, about the part and nothing of another action); the reply is
  not still open (no go-ahead asked, nothing promised or handed over) and asks the user nothing but *anything
  else?* (:func:`user_sim.core.goal_refused.still_asking`: still collecting what the deed needs), nor trails off or
  asks the user to hold on (``Já estou ajustando para o kit de 6, só um instante…``: still at work);
* every drawn value the done sentence leaves out has a **source** (:func:`user_sim.core.goal_source.source`): a
  plain sibling statement of the reply, or the latest earlier message that states it — the chatbot's settled
  statement or accepted offer, or the user's words the chatbot echoed since (:mod:`user_sim.core.goal_settle`) —
  and nothing since contradicts it;
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

from user_sim.core.goal_about import about_part
from user_sim.core.goal_block import done_for, still_open
from user_sim.core.goal_done import is_done
from user_sim.core.goal_go_ahead import asks_go_ahead
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_refused import still_asking
from user_sim.core.goal_rules import is_question, without_values
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_source import BOT, Source, source
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import own_participle
from user_sim.core.goal_yesno import denies
from user_sim.core.goals import contains_keyword, normalise

_HOLD = re.compile(
    r"(?:…|\.\.\.)\W*$|(?<!\w)(?:one moment|just a (?:moment|sec\w*)|bear with me|hold on|un (?:momento|instante|attimo"
    r"|momentino|istante)|um (?:momento|instante|minutinho)|un instant|einen (?:moment|augenblick)|moment bitte"
    r"|een (?:moment|momentje|ogenblik)|even geduld|sebentar|tunggu|mohon ditunggu)(?!\w)"
)
"""The chatbot is still at work: a reply that trails off (``Déjeme comprobar…``) or asks the user to hold on."""


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
            where = source(part, name, value, done, transcript, options)
            if where is None:
                return None
            found.append(where)
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
