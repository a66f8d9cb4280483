"""How LLM helpers call a model: through the LLM layer (cache, budget, tokens, cost), once per distinct question."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from user_sim.errors import BudgetExceeded, LLMError
from user_sim.evaluation.rules.limits import Inconclusive
from user_sim.llm.base import ChatMessage

if TYPE_CHECKING:
    from user_sim.llm.base import LLMClient

T = TypeVar("T")


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
        """The answer read by ``reader``; one it cannot read makes the verdict inconclusive.

        ``reader`` gets the answer without surrounding blanks, quotes and ``.!``, and raises ValueError or KeyError
        on junk; ``expected`` names the forms it reads, for the message.
        """
        answer = self._ask(helper, prompt)
        try:
            return reader(answer.strip(" .!\n\t\"'"))
        except (ValueError, KeyError):
            raise Inconclusive(f"{helper}(): the model answered {answer[:80]!r}, not {expected}") from None

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
