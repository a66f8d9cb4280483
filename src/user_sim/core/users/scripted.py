"""The scripted user (``llm.model: scripted``): deterministic, offline, no LLM.

It opens with ``user.opening`` or "Hello! <first goal>" (every goal at once with ``all questions``). After each
reply it answers the chatbot's questions from the drawn values and ``facts`` (see :mod:`.questions`); when the
bot asks nothing it can answer, it says the next goal not answered yet. A goal counts as answered when the
bot's statements (its sentences that are not questions) contain the goal's values and a key word of it
(:mod:`user_sim.core.goals`); that is also its goal check. After a fallback it repeats itself with another
template; after every third fallback in a row it moves to another goal. When all goals are answered it says
goodbye once and then leaves; it gives up (leaves) when every unanswered goal was asked ``MAX_ASKS`` times.

It cannot: understand paraphrases or synonyms beyond a few money/time words, answer a question whose variable
or fact name it does not see, change language, or really change its mind (see :mod:`user_sim.core.styles`).
"""

from __future__ import annotations

import random

from user_sim.core.fallback import Cue
from user_sim.core.goals import all_answered, answers, format_value, normalise
from user_sim.core.plan import ConversationPlan
from user_sim.core.styles import StyleTurn
from user_sim.core.users.base import Dialogue
from user_sim.core.users.questions import Answer, answer, is_question, sentences, statements

MAX_ASKS = 3
"""A goal is asked at most this many times (the first time and two rephrasings)."""
GOODBYE = "Thank you, that's all I needed. Goodbye!"
_REPHRASE = ("Let me put it another way: {goal}", "Sorry, I mean: {goal}", "What I'm trying to say is: {goal}")
_REPEAT_ANSWER = ("I said: {answer}", "Sorry, to be clear: {answer}", "Once more: {answer}")
_NEW_TOPIC = "Let's try something else. {goal}"


class ScriptedUser:
    """One scripted user for one conversation (not shared)."""

    def __init__(self, plan: ConversationPlan, rng: random.Random) -> None:
        self.plan = plan
        self.rng = rng
        self.asked = [0] * len(plan.goals)
        self.last_goal: int | None = None
        self.last_answer: str | None = None
        self.said_goodbye = False
        protected = [
            *(format_value(v) for vs in plan.values.values() for v in vs),
            *(format_value(v) for v in plan.facts.values()),
        ]
        self.protected = frozenset(w for text in protected for w in normalise(text).split())

    def goal_reached(self, dialogue: Dialogue) -> bool:
        """The goal sentence (or every goal phrase) is answered by the bot's statements.

        Not while the bot's last reply still asks for something this user would give (a value, a fact, a
        yes): a summary followed by "Shall I confirm?" is not a finished order.
        """
        if any(a is not None and a.kind != "no" for a in self._answers(dialogue.last_reply() or "")):
            return False
        said = self._statements(dialogue)
        if self.plan.goal is not None:
            return answers(self.plan.goal, said, keyword_share=0.5)
        return all_answered(self.plan.goals, said)

    def message(self, dialogue: Dialogue, cue: Cue | None) -> str | None:
        """The next message (see the module docstring); None to leave."""
        text = self._compose(dialogue, cue)
        if text is None:
            return None
        turn = StyleTurn(self.rng, dialogue.messages_sent, self.plan.language, self.protected)
        for style in self.plan.styles:
            text = style.transform(text, turn)
        return text

    def _compose(self, dialogue: Dialogue, cue: Cue | None) -> str | None:
        if dialogue.messages_sent == 0:
            return self._opening()
        if self.said_goodbye:
            return None
        if cue is not None:
            return self._after_fallback(dialogue, cue)
        given = list(dict.fromkeys(a.text for a in self._answers(dialogue.last_reply() or "") if a is not None))
        if given:
            self.last_answer, self.last_goal = " ".join(given), None
            return self.last_answer
        return self._next_goal(dialogue)

    def _opening(self) -> str:
        if self.plan.opening:
            return self.plan.opening
        if not self.plan.goals:
            return "Hello!"
        if any(style.all_goals_at_once for style in self.plan.styles):
            for index in range(len(self.plan.goals)):
                self.asked[index] += 1
            return "Hello! " + " ".join(_sentence(goal.text) for goal in self.plan.goals)
        return "Hello! " + self._ask(0)

    def _after_fallback(self, dialogue: Dialogue, cue: Cue) -> str | None:
        if cue == "change_topic":
            other = self._pick_goal(dialogue, avoid=self.last_goal)
            if other is not None:
                return _NEW_TOPIC.format(goal=self._ask(other))
        if self.last_goal is not None and self.asked[self.last_goal] < MAX_ASKS:
            return self._rephrased(self.last_goal)
        if self.last_answer is not None:
            return self.rng.choice(_REPEAT_ANSWER).format(answer=self.last_answer)
        return self._next_goal(dialogue)

    def _next_goal(self, dialogue: Dialogue) -> str | None:
        index = self._pick_goal(dialogue)
        if index is not None:
            return self._ask(index) if self.asked[index] == 0 else self._rephrased(index)
        if not all_answered(self.plan.goals, self._statements(dialogue)):
            return None  # every unanswered goal was asked MAX_ASKS times: give up
        self.said_goodbye = True
        return GOODBYE

    def _pick_goal(self, dialogue: Dialogue, avoid: int | None = None) -> int | None:
        """The unanswered goal asked least often (first in profile order), below MAX_ASKS."""
        said = self._statements(dialogue)
        open_goals = [
            i
            for i, goal in enumerate(self.plan.goals)
            if i != avoid and self.asked[i] < MAX_ASKS and not answers(goal, said)
        ]
        return min(open_goals, key=lambda i: (self.asked[i], i)) if open_goals else None

    def _ask(self, index: int) -> str:
        self.asked[index] += 1
        self.last_goal, self.last_answer = index, None
        return _sentence(self.plan.goals[index].text)

    def _rephrased(self, index: int) -> str:
        template = _REPHRASE[(self.asked[index] - 1) % len(_REPHRASE)]
        return template.format(goal=self._ask(index))

    def _answers(self, reply: str) -> list[Answer | None]:
        return [
            answer(q, reply, self.plan.values, self.plan.facts, self.plan.options)
            for q in sentences(reply)
            if is_question(q)
        ]

    @staticmethod
    def _statements(dialogue: Dialogue) -> str:
        return " ".join(statements(text) for text in dialogue.bot_texts())


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def _sentence(text: str) -> str:
    text = _capitalised(text.strip())
    return text if text.endswith((".", "?", "!")) else text + "."
