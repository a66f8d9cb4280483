"""How LLM helpers call a model: through the LLM layer (cache, budget, tokens, cost), once per distinct question."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from user_sim.errors import BudgetExceeded, LLMError
from user_sim.evaluation.rules.limits import Inconclusive
from user_sim.llm.base import ChatMessage

if TYPE_CHECKING:
    from user_sim.llm.base import LLMClient


class HelperLLM:
    """Asks ``client`` one question per distinct (helper, prompt); a failed call makes the verdict inconclusive."""

    def __init__(self, client: LLMClient | None) -> None:
        self.client = client
        self._answers: dict[tuple[str, str], str] = {}
        self._lock = threading.Lock()

    def ask(self, helper: str, prompt: str) -> str:
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

    def yes(self, helper: str, prompt: str) -> bool:
        """Ask a yes/no question; an answer that is neither is inconclusive."""
        answer = self.ask(helper, prompt).strip(" .!\n").lower()
        if answer in ("yes", "true"):
            return True
        if answer in ("no", "false"):
            return False
        raise Inconclusive(f"{helper}(): the model answered {answer[:80]!r}, not YES or NO")
