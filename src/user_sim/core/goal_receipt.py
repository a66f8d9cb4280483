"""A receipt with a closing word: the confirmation block once the reply's aftercare is set aside.

Chatbots close a receipt with a line about what comes next: ``Booked ✓`` / ``• Check-in: Sat 12/07`` / ``• Check-out:
Sat 19/07`` then ``An updated confirmation e-mail is on its way.``, ``Un e-mail de confirmation vient de vous être
envoyé ; vous recevrez le lien de suivi dès l'expédition.``, ``Nanti kami siapkan dessert gratis untuk berdua.``
:func:`user_sim.core.goal_block.still_open` reads any promise of the reply as the deed still to come, so such a
receipt proves nothing. :func:`receipt_block` sets aside each **aftercare** sentence — one that comes after the
reply's done sentence for the part (:func:`user_sim.core.goal_block.done_for`, ``about_part``), is a promise or a
hand-off about something else than the part (:func:`user_sim.core.goal_aside.aside`: no verb of doing or
confirming it, nothing owed: no answer, check, staff, pending status or condition; a confirmation *message* is a
follow-up), states no drawn value and asks nothing — and asks :func:`user_sim.core.goal_block.confirmation_block`
about the rest, with all its guards (no go-ahead asked, no value replaced, the values in plain sibling lines).

What stays open: ``We'll confirm by e-mail`` (a confirmation owed), ``I'll book the table for Saturday`` (the part's
verb, a value), ``Lea will call you to confirm`` (staff, an answer owed), any such line before the done sentence.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_about import about_part
from user_sim.core.goal_aside import aside
from user_sim.core.goal_block import confirmation_block, done_for
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import PartSpec, is_question, judge
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_status import is_pending
from user_sim.core.goal_values import states

_ANY = PartSpec("info", {}, "other")
"""An information request with nothing to test: :func:`judge` then tells only question, hand-off or promise."""


def receipt_block(
    part: GoalPart, parts: Sequence[GoalPart], text: str, options: Mapping[str, tuple[str, ...]], user: str
) -> str | None:
    """The confirmation block of the reply ``text`` without its aftercare sentences (module docstring), else None."""
    reply = sentences(text)
    if part.kind != "action" or not part.value_texts:
        return None
    header = next(
        (
            i
            for i, s in enumerate(reply)
            if done_for(part, s, reply, options, user) and about_part(part, parts, s, reply)
        ),
        None,
    )
    if header is None:
        return None
    dropped = [s for s in reply[header + 1 :] if aftercare(part, s)]
    kept = [s for s in reply if s not in dropped]
    block = confirmation_block(part, parts, kept, options, user) if dropped else None
    if block is None:
        return None
    used = [_line(text, s) for s in kept if s in block.split(" / ")]
    return block if len(set(used)) > 1 and all(_line(text, s) > max(used) for s in dropped) else None


def _line(text: str, sentence: str) -> int:
    """The line of ``text`` that holds ``sentence`` (letters and digits compared), -1 if none."""
    key = _key(sentence)
    return next((i for i, line in enumerate(text.splitlines()) if key in _key(line)), -1)


def _key(text: str) -> str:
    return re.sub(r"\W+", "", text.casefold())


def aftercare(part: GoalPart, sentence: str) -> bool:
    """``sentence`` promises or hands over something else than ``part``, with no drawn value and no question."""
    if is_question(sentence) or is_pending(sentence) or any(states(sentence, v) for v in part.value_texts):
        return False
    return judge(sentence, _ANY, {}) in ("promise", "handoff") and aside(sentence, part)
