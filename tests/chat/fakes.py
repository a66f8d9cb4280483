"""Fakes for the seams of run_chat: the target, the LLM clients and the runner."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.reports.records import make_record
from tests.support import example_project
from user_sim.testing import FakeTarget

EXAMPLE = example_project.PIZZA_SHOP
EXAMPLE_CONVERSATIONS = 22


def copy_example(tmp_path: Path) -> Path:
    """A private copy of the pizza-shop example project."""
    project = tmp_path / "pizza-shop"
    return example_project.copy_example(project)


@dataclass
class FakeWorld:
    """Records what run_chat asked of its services, and decides how conversations end."""

    end_reasons: dict[tuple[str, int, int], str] = field(default_factory=dict)
    interrupt_after: int | None = None
    skip: set[tuple[str, int, int]] = field(default_factory=set)
    target: FakeTarget = field(default_factory=FakeTarget)
    plans: list[dict[str, Any]] = field(default_factory=list)
    ran: list[tuple[str, int, int]] = field(default_factory=list)
    runner_kwargs: dict[str, Any] = field(default_factory=dict)
    on_first_record: Any = None
    clients: Any = "client-factory"

    def seams(self) -> dict[str, Any]:
        """The keyword arguments of run_chat that put this world in place of the real target, clients and runner."""
        return {"target": self.target, "clients": self.clients, "runner": self.run_conversations}

    def run_conversations(self, items, target, *, workers, client_factory, on_record, should_stop, run_id):
        self.runner_kwargs = {"workers": workers, "client_factory": client_factory, "target": target, "run_id": run_id}
        self.plans.append({"run_id": run_id, "models": {item.llm.model for item in items}, "items": list(items)})
        for item in items:
            if self.interrupt_after is not None and len(self.ran) >= self.interrupt_after:
                raise KeyboardInterrupt
            if item.key in self.skip or should_stop():
                continue
            self.ran.append(item.key)
            reason = self.end_reasons.get(item.key, "steps_done")
            profile, index, replicate = item.key
            on_record(
                make_record(
                    run_id="engine-does-not-know",
                    profile=profile,
                    index=index,
                    replicate=replicate,
                    serial=f"{profile}-{index}-{replicate}",
                    end_reason=reason,
                    error="boom" if reason in ("error", "budget") else None,
                )
            )
            if len(self.ran) == 1 and self.on_first_record is not None:
                self.on_first_record()
        return None
