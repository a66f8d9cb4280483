"""One question put to the bench's local model at temperature 0, its answers kept on disk by the question's text.

The goal-check experiments that ask the model (``goal_translate.py``, ``goal_info.py``) commit their caches under
``bench/results/`` so their tables replay without a model; a question not cached and no model given is an error.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from user_sim.llm.base import ChatMessage, LLMClient


@dataclass
class ModelCache:
    """The model's (parsed) answers to ``prompt`` + a question, cached in ``path``; ``seconds`` per call made."""

    client: LLMClient | None
    path: Path = Path("model_cache.json")
    prompt: str = ""
    output_tokens: int = 8
    seconds: list[float] = field(default_factory=list)
    store: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.path.exists():
            self.store = json.loads(self.path.read_text(encoding="utf-8"))

    def answer(self, asked: str, parse: Callable[[str], Any] = str) -> Any:
        """``parse`` of the model's answer to ``asked`` (the stored form), asked once and then read from the cache."""
        if asked not in self.store:
            if self.client is None:
                raise RuntimeError(f"an answer is not cached in {self.path.name} and no model was given")
            began = time.perf_counter()
            reply = self.client.complete(
                [ChatMessage("system", self.prompt), ChatMessage("user", asked)],
                purpose="goal_check",
                temperature=0,
                output_tokens=self.output_tokens,
            )
            self.seconds.append(time.perf_counter() - began)
            self.store[asked] = parse(reply.text)
            self._save()
        return self.store[asked]

    def mean_seconds(self) -> float:
        """Seconds per call made (0 when every answer came from the cache)."""
        return sum(self.seconds) / len(self.seconds) if self.seconds else 0.0

    def _save(self) -> None:
        """Write the cache whole, merged with what another bench process wrote meanwhile."""
        if self.path.exists():
            self.store = {**json.loads(self.path.read_text(encoding="utf-8")), **self.store}
        part = self.path.with_suffix(f".{os.getpid()}")
        part.write_text(json.dumps(self.store, ensure_ascii=False, indent=0), encoding="utf-8")
        os.replace(part, self.path)
