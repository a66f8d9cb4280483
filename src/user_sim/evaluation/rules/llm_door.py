"""How LLM helpers call a model: through the LLM layer (cache, budget, tokens, cost), once per distinct question."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from user_sim.errors import BudgetExceeded, LLMError
from user_sim.evaluation.rules.limits import Inconclusive
from user_sim.llm.base import ChatMessage

if TYPE_CHECKING:
    from user_sim.llm.base import LLMClient

T = TypeVar("T")

# A verdict word, then a comment after punctuation, a spaced dash or a line break ("TRUE: stays on pizza", "YES, it
# does", "ENG (English)", "3 - the user asks"); a word run on by a bare space ("No idea") or a suffix ("POSITIVE-ish")
# is no verdict and stays junk.
_COMMENTED = re.compile(r"(?P<word>[^\s:,;(]+?)\s*(?:[:,;(\n]|\.\s|\s[-\u2013\u2014]\s)\s*(?P<comment>.*)", re.DOTALL)


def verdict_and_comment(answer: str) -> tuple[str, str]:
    """The answer split into its verdict word and the comment after it (the whole answer and "" when none)."""
    found = _COMMENTED.fullmatch(answer)
    return (found["word"], found["comment"].strip()) if found else (answer, "")


_REVERSING = frozenset({"actually", "wait", "rather", "or", "correction", "sorry", "but", "maybe", "perhaps"})
"""Words after which a verdict in lower case takes back one in capitals ("YES, or rather no", "TRUE, but false")."""


_HEDGE = re.compile(
    r"\b(?:not (?:really|quite|entirely|fully|always|sure|certain|clear)|unsure|uncertain|unclear|probably|"
    r"possibly|perhaps|maybe|likely|unlikely|partly|partially|somewhat|kind of|sort of|arguably|it depends|"
    r"depends|hard to (?:say|tell)|difficult to (?:say|tell)|more or less|in part|to some (?:extent|degree)|"
    r"mostly|largely|borderline|ambiguous)\b",
    re.IGNORECASE,
)
"""Words that, in the sentence of the verdict, make it a guess ("YES, probably", "NO. Well, partly")."""


def _hedged(comment: str) -> bool:
    """Whether the comment's first sentence hedges the verdict before it."""
    return _HEDGE.search(re.split(r"(?<=[.!?])\s+|\n", comment, maxsplit=1)[0]) is not None


def _takes_back(reader: Callable[[str], T], word: str, verdict: T, comment: str) -> bool:
    """Whether a word of ``comment`` reads as a verdict other than ``verdict`` (given as ``word``).

    After a verdict in capitals only a word in capitals (or a number) counts, or one a reversing word leads in
    ("YES (but actually no)"), so "TRUE: no reply leaves pizza" and "ENG: it is English" stay what they say; after
    one in lower case any word does ("Yes, wait, no").
    """
    said_words = re.findall(r"-?\w+", comment)
    for before, said in zip(["", *said_words], said_words, strict=False):
        loud = said.isupper() or said.lstrip("-").isdigit() or before.lower() in _REVERSING
        if word.isupper() and not loud:
            continue
        try:
            if reader(said) != verdict:
                return True
        except (ValueError, KeyError):
            continue
    return False


def yes_or_no(answer: str) -> bool:
    """True for YES (or TRUE), False for NO (or FALSE); ValueError for anything else."""
    return {"yes": True, "true": True, "no": False, "false": False}[answer.lower()]


class HelperLLM:
    """Asks ``client`` one question per distinct (helper, prompt); a failed call makes the verdict inconclusive."""

    def __init__(self, client: LLMClient | None) -> None:
        self.client = client
        self._answers: dict[tuple[str, str], str] = {}
        self._lock = threading.Lock()

    def read(self, helper: str, prompt: str, reader: Callable[[str], T], expected: str) -> T:
        """The answer's verdict word read by ``reader`` (a comment after it is ignored); see :meth:`read_commented`."""
        return self.read_commented(helper, prompt, reader, expected)[0]

    def read_commented(
        self, helper: str, prompt: str, reader: Callable[[str], T], expected: str, listing: T | None = None
    ) -> tuple[T, str]:
        """The verdict word read by ``reader``, and the comment after it; a word it cannot read is inconclusive.

        The answer loses surrounding blanks, quotes and ``.!``, and is split by :func:`verdict_and_comment`;
        ``reader`` raises ValueError or KeyError on junk; ``expected`` names the forms it reads, for the message. A
        comment that gives another verdict ("NO, wait, YES") takes the first back, and one that hedges it ("YES,
        probably", "YES, but not really") makes it a guess: inconclusive too, unless the verdict is ``listing``,
        whose comment lists what the model quotes (a chatbot's "Yes, we sell shoes").
        """
        answer = self._ask(helper, prompt)
        word, comment = verdict_and_comment(answer.strip(" .!\n\t\"'"))
        unread = Inconclusive(f"{helper}(): the model answered {answer[:80]!r}, not {expected}")
        try:
            verdict = reader(word)
        except (ValueError, KeyError):
            raise unread from None
        if verdict != listing and (_takes_back(reader, word, verdict, comment) or _hedged(comment)):
            raise unread
        return verdict, comment

    def yes(self, helper: str, prompt: str) -> bool:
        """Ask a yes/no question; an answer that is neither is inconclusive."""
        return self.read(helper, prompt, yes_or_no, "YES or NO")

    def _ask(self, helper: str, prompt: str) -> str:
        """The model's answer (stripped), from memory when this exact question was already asked."""
        if self.client is None:
            raise Inconclusive(f"{helper}() needs an LLM and none is configured (give --model)")
        key = (helper, prompt)
        with self._lock:
            if key in self._answers:
                return self._answers[key]
        try:
            reply = self.client.complete([ChatMessage("user", prompt)], purpose="judge", temperature=0.0)
        except (LLMError, BudgetExceeded) as exc:
            raise Inconclusive(f"{helper}(): {exc}") from None
        answer = reply.text.strip()
        with self._lock:
            self._answers[key] = answer
        return answer
