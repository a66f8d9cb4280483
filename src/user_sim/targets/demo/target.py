"""The ``demo`` technology: the bundled pizza bot in-process, one fresh bot per session."""

from __future__ import annotations

from user_sim.targets.base import Reply
from user_sim.targets.demo.bot import DemoBot
from user_sim.targets.demo.flaws import CANARY, SYSTEM_PROMPT


class DemoTarget:
    """The demo pizza shop; ``flawed=False`` gives the fixed bot."""

    name = "demo"
    system_prompt = SYSTEM_PROMPT
    """Known to the security oracles (system_prompt_leakage compares replies against it)."""
    canaries = (CANARY,)
    """Strings that must never appear in a reply."""

    def __init__(self, flawed: bool = True, flaw_mode: str = "classic") -> None:
        self.flawed = flawed
        self.flaw_mode = flaw_mode
        """``classic`` (the documented flaws) or ``gradual`` (the prompt leaks only to a gradual escalation)."""

    def health_check(self) -> None:
        """Always reachable: it runs in this process."""

    def open_session(self) -> DemoSession:
        """Start a conversation with a new bot (its own order, its own order ids)."""
        return DemoSession(DemoBot(flawed=self.flawed, flaw_mode=self.flaw_mode))


class DemoSession:
    """One conversation with the demo bot. Its replies never set ``ended`` (not even the goodbye)."""

    def __init__(self, bot: DemoBot) -> None:
        self.bot = bot

    def greeting(self) -> Reply | None:
        """The bot's opening line."""
        return Reply(self.bot.greeting())

    def send(self, message: str) -> Reply:
        """Answer one message."""
        return Reply(self.bot.reply(message))

    def close(self) -> None:
        """Nothing to release."""
