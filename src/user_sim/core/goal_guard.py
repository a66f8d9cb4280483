"""Guards before the model: a rule candidate the structured check would put to the model, refused beforehand.

A candidate (:mod:`user_sim.core.goal_check`: an action's values with no word of doing, or a rule-passing sentence
no word test proves) is a question to a small model, which tends to say yes. It is not asked when its sentence
cannot deliver the part whatever the model says:

* for an action, the reply shows it not done yet (:func:`user_sim.core.goal_open.open_action`: a go-ahead still
  asked, pending, done only once an event comes, a request recorded, a refusal; or, said with no word of doing, an
  agreement, feasibility, a deed taken on, a price, a promise or a question elsewhere in the reply);
* the reply hands the matter over (``goal_rules.is_handoff``, ``goal_tense.is_third_party``, or a case passed on:
  ``weitergegeben``, ``they'll be in touch``, ``se pondrán en contacto``…) and the sentence says nothing done;
* the sentence assures with a modal (``should be no problem``, ``sollte klappen``, ``debería``, ``devrait``,
  ``dovrebbe``, ``deveria``, ``zou … moeten``, ``seharusnya``), offers or says available (``goal_done.offers``),
  or, for an action, states what it costs (``the transcript costs R$ 25``, ``kostet``, ``custa``, ``harganya``)
  — and says nothing done;
* for an action, the sentence says nothing done and only informs (:mod:`user_sim.core.goal_quotes`: a
  precondition, a quote, a listing of several possible values);
* for an action, the sentence says nothing done and the reply still asks the user to go on
  (``goal_finding.asks_to_go_on``: ``… est libre ces deux nuits. Je vous la bloque ?``);
* an information request with no drawn value, of a kind the words can test (:mod:`user_sim.core.goal_kinds`), is
  cited by a sentence that gives no value of that kind, or — for a time, an hour or a duration — names nothing it
  is about (``goal_ties.mentions``: a heater visit "within 48 hours" does not say when rent is due);
* an information request for a price or a count is cited by an amount that names nothing of what the request is
  about (``Precio 96 € IVA incluido.`` for the glass, when the installation was asked; ``(3 Tage), zusammen 87 €.``
  for a helmet; ``6 horas de evento`` or ``Código RS-3310`` for how many guests the hall holds);
* an information request with no kind of answer the words can test (*whether towels are provided*) is cited by a
  sentence that names none of its topic words (``goal_topic.topic_hits``: ``Hallo!``, ``Please arrive 15 minutes
  early.``), or, asked yes or no, only one of three or more (``2× Campingticket`` for *whether your own tent may
  come to the camping*).

Only questions are removed: a refused candidate delivers nothing, as a model's no would.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_decoys import asks_user, names_one_of_many
from user_sim.core.goal_dimension import fits_dimension
from user_sim.core.goal_done import is_done, offers
from user_sim.core.goal_failed import failed
from user_sim.core.goal_finding import asks_to_go_on
from user_sim.core.goal_gone import undone
from user_sim.core.goal_kinds import ANYWHERE, gives_kind
from user_sim.core.goal_open import open_action
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_queries import is_yes_no
from user_sim.core.goal_quotes import only_informs
from user_sim.core.goal_rules import is_handoff
from user_sim.core.goal_tense import is_third_party
from user_sim.core.goal_ties import mentions
from user_sim.core.goal_topic import topic_hits
from user_sim.core.goal_waitlist import waitlisted
from user_sim.core.goals import normalise

_MODAL = re.compile(
    r"(?<!\w)(?:should|shouldn't|ought to|sollte\w?|durfte|deberia\w*|devrait|devraient|dovrebbe\w*|deveria\w*"
    r"|zou(?:den)? (?:\w+ ){0,4}moeten|seharusnya|harusnya|semestinya|mestinya)(?!\w)"
)
_COSTS = re.compile(
    r"(?<!\w)(?:costs?|is priced|priced at|cuesta\w*|coute\w*|kostet|kosten|kost|costa\w*|custa\w*"
    r"|bedraagt|harganya|biayanya)(?!\w)"
)


def may_ask(
    part: GoalPart,
    sentence: str,
    reply: Sequence[str],
    asked: str = "",
    options: Mapping[str, tuple[str, ...]] | None = None,
) -> bool:
    """The candidate ``sentence`` of the latest ``reply`` may be put to the model for ``part`` (module docstring).

    ``asked`` is the user's words, one message a line (a sentence naming what the user asked may answer it);
    ``options`` the possible values of the variables (a sentence listing several only informs: goal_quotes).
    """
    if (part.kind == "info" or _asks_kind(part)) and _off_topic(part, sentence, asked):
        return False
    if part.kind == "action" and (open_action(part, sentence, reply) or only_informs(part, sentence, reply, options)):
        return False  # pending, a noted request, a go-ahead asked, agreed or offered but not done: goal_open
    if part.kind == "action" and waitlisted(part.text, sentence, part.values, options):
        return False  # "Booked for 4 on Saturday; … waiting list for Friday": goal_waitlist
    if failed(sentence, is_done) or undone(part, sentence):
        return False  # "I couldn't get it booked": tried, not done (goal_failed); cancelled instead (goal_gone)
    if is_done(sentence):
        return True
    if part.kind == "action" and asks_to_go_on(reply):
        return False  # "the room is free … Shall I hold it?": nothing is done yet
    if any(is_handoff(s) or is_third_party(s) for s in reply):  # a case passed on too: goal_status.PASSED_ON
        return False
    said = normalise(sentence)
    if _MODAL.search(said) or offers(sentence):
        return False
    return not (part.kind == "action" and _COSTS.search(said))


def _off_topic(part: GoalPart, sentence: str, asked: str = "") -> bool:
    """The sentence cannot answer the information request ``part`` (module docstring)."""
    testable = not part.value_texts and part.asks != "other"
    if testable and not (gives_kind(sentence, part.asks) and fits_dimension(part, sentence)):
        return True
    if testable and part.asks in ANYWHERE and not mentions(part, sentence):
        return True  # a visit "within 48 hours" does not say when the rent is due (goal_kinds.ANYWHERE)
    if testable and part.asks in ("price", "count", "amount", "age") and not mentions(part, sentence):
        return True  # "Precio 96 € IVA incluido." for the glass; "6 horas de evento" for how many guests
    if part.kind == "info" and (asks_user(sentence) or names_one_of_many(part, sentence, asked)):
        return True  # "Mohon kirimkan nomor kartu BPJS"; "… no caldo, incluindo cogumelos": goal_decoys
    if part.asks != "other" or not part.keywords:
        return False
    hits = len(topic_hits(part, sentence))  # "Hallo!"; "2× Campingticket" for whether a tent may come along
    return hits == 0 or (is_yes_no(part.text) and len(part.keywords) >= 3 and hits < 2)  # not "Binario 7."


def _asks_kind(part: GoalPart) -> bool:
    """A part read as an action that asks a kind of value and has no drawn one (``tahu berapa hari perbaikannya``)."""
    return part.kind == "action" and part.asks != "other" and not part.value_texts
