"""user_sim: test chatbots with simulated users and adversarial campaigns (SENSEI-compatible formats)."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
