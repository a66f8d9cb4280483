"""A deed tried and failed: no deed done, whatever participle stands beside it.

``I was unable to get that booked``, ``Sorry, I couldn't get it booked``, ``No pude reservarla``, ``Não foi possível
reservar``, ``Non sono riuscito a prenotarlo``, ``Je n'ai pas pu la réserver``, ``Ich konnte ihn leider nicht
reservieren``, ``Het is niet gelukt``, ``Maaf, gagal dipesan``: the chatbot reports its own attempt failed. Read on
normalised text by :func:`user_sim.core.goal_done.is_done`, :func:`user_sim.core.goal_finding.finding` (no rescue by a
participle or a reference) and :func:`user_sim.core.goal_guard.may_ask` (never put to the model). Not a deed that
cannot be undone (``no se puede cancelar``, ``kann nicht storniert werden``, ``tidak bisa dibatalkan``): only a
failure of the attempt.
"""

from __future__ import annotations

import re

from user_sim.core.goals import normalise

_FAILED = re.compile(
    r"(?<!\w)(?:unable to|(?:could|was|were) ?n[o']?t (?:be )?(?:able to )?(?:get|book|reserve|order|complete|process"
    r"|register|place|schedule|confirm)|failed to|did ?n[o']?t (?:manage|go through|work)"
    r"|no (?:pude|pudimos|se pudo|logre|logramos|conseguimos|consegui)|nao (?:consegui|conseguimos|foi possivel)"
    r"|non (?:sono|siamo) riuscit\w|non e stato possibile|non (?:ho|abbiamo) potuto|n'(?:ai|avons|a) pas pu"
    r"|pas reussi|konnte\w* (?:[\w-]+ ){0,4}nicht|hat (?:leider )?nicht geklappt|niet gelukt|lukte niet"
    r"|kon (?:[\w-]+ ){0,4}niet|gagal|tidak berhasil)(?!\w)"
)


def failed(text: str) -> bool:
    """The text reports the chatbot's attempt at a deed failed (module docstring)."""
    return _FAILED.search(normalise(text)) is not None
