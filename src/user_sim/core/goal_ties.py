"""What ties a chatbot sentence to a goal part beyond its key words, and done-ness the word lists miss.

* :func:`named` — the part's key words are named (half of them, two at most), or two or more drawn values are
  stated; for an action, a *specific* drawn value (several words, or letters with digits: ``Il nome della
  rosa``, ``RX-44``) counts as one key word;
* :func:`finding` — the rules' finding (:func:`user_sim.core.goal_rules.judge`), with a statement judged
  ``not_done`` taken as done when it **issues a reference** the user never gave (``réservation n° 55120``,
  ``Order #FL-884``, ``Bestätigung Nr. Z-9931``) or says the part's **own verb as a participle**
  (``marcados`` for *marcar*, ``encomendada`` for *encomendar*, ``umgebucht`` for *buchen*; the verb is the
  part's first key word or an infinitive, not an adjective such as ``terminada``): an agreement or an
  offer names neither; a hand-off, question or wrong value is never upgraded, and a promise only when the
  future is in another clause that names nothing of the part and is not the chatbot's own promise
  (``L'ordine è annullato, riceverà il rimborso in 5 giorni.``);
* :func:`asked_by_user` — an action's done sentence with every value but none of its key words, right after a
  user message that names them (``Haarschnitt am Dienstag möglich?`` — ``Dienstag 15 Uhr ist eingetragen.``),
  with no negation in it;
* :func:`answers_user` — an information request with no drawn value, answered right after the user asked it
  in their own words (``¿Y cuánto tardáis?`` — ``Unos cuarenta minutos.``): the user's question is of the
  part's kind (*when*, *how long*…) and names one of its key words or is a bare follow-up (four words at most);
  the answer is a statement of that kind that passes the rules.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence

from user_sim.core.goal_kinds import asked_kind, gives_kind
from user_sim.core.goal_numbers import words_to_digits
from user_sim.core.goal_parts import GoalPart
from user_sim.core.goal_rules import Finding, PartSpec, is_handoff, is_question, judge, without_values
from user_sim.core.goal_sentences import sentences
from user_sim.core.goal_tense import is_conditional, is_conditioned, is_my_future, is_third_party
from user_sim.core.goal_values import states
from user_sim.core.goal_verbs import offers_own_verb, own_participle, says_able, verbs
from user_sim.core.goals import contains_keyword, normalise

_MARKER = (
    r"(?:#|n[°o]\.?|nr\.?|no\.|(?:ref|reference|referencia|riferimento|referentie|code|codigo|codice|kode"
    r"|number|numero|nummer|nomor)(?:\s*(?:nr\.?|no\.|n[°o]\.?|#))?)"
)
_ISSUED = re.compile(rf"(?<!\w){_MARKER}\s*:?\s*([a-z]{{0,4}}-?\d[\w-]*)")
_ASKS_TO_GO_ON = re.compile(
    r"(?<!\w)(?:confirm|conferm|bestatig|bevestig|konfirmasi|shall i|should i|would you like|do you want|want me"
    r"|quiere que|desea que|voulez-vous|souhaitez|soll ich|mochten sie|wollen sie|vuole che|desidera|quer que"
    r"|deseja|zal ik|wil je|wilt u|mau saya|apakah mau|ok\b|okay|go ahead|proceed|proced|procedo)"
)
"""A question that still asks the user to go on: nothing is done yet."""
NEGATION = re.compile(
    r"(?<!\w)(?:not?|n't|never|fully|unavailable|sorry|unfortunately|nicht|kein\w*|leider|ausgebucht|niet|geen"
    r"|helaas|vol|ne|pas|complet|desole|non|nao|nunca|lo siento|completo|esgotado|esaurito|purtroppo|tidak"
    r"|belum|gagal|penuh|maaf|mislukt|failed|fallid\w*|echou\w*|fallit\w*|falhou)(?!\w)"
)
_BARE_NO = re.compile(
    r"(?<!\w)no\s+(?!(?:nos|me|te|se|le|les|lo|la|los|las|hay|es|esta|estan|son|queda|quedan|quedo|tenemos|tiene"
    r"|tienen|podemos|puede|pueden|puedo|fue|ha|han|hemos|habia|sera|longer|more|one|available)(?!\w))\w"
)
"""``no`` before a noun: the Portuguese *in the* (``no endereço``) or ``no problem``, no negation of the deed."""


def negated(said: str) -> bool:
    """Normalised ``said`` negates (:data:`NEGATION`), not counting a ``no`` before a noun (:data:`_BARE_NO`)."""
    return NEGATION.search(_BARE_NO.sub(" ", said)) is not None


_CLAUSE = re.compile(r",\s+|;\s*|\s+[–—-]\s+")
_DONE_OPENING = re.compile(
    r"^\W*(?:c'est fait|done|all done|fatto|hecho|listo|erledigt|klaar|gedaan|geregeld|pronto|feito|selesai|beres)"
    r"\s*[:!,–—-]"
)
"""A done word opening the sentence before what follows from it (``C'est fait : le colis sera livré …``)."""
_YES_NO_PART = re.compile(
    r"(?<!\w)(?:ask|know|find out|check|saber|preguntar|savoir|demander|wissen|fragen|erfragen|sapere|chiedere"
    r"|perguntar|weten|vragen|tahu|tanya|bertanya|menanyakan),?\s+(?:(?:whether|if|si|se|ob|of|apakah)(?!\w)|s')"
)
"""A yes/no question: *find out whether…*, *saber si…*, *wissen, ob…*, *demander s'il…*."""
_YES_NO = (
    r"(?:yes|yeah|yep|no|nope|none|indeed|definitely|si|oui|non|ja|jawohl|nein|nee|sim|nao|ya|iya|tidak|bukan"
    r"|certo|claro|natuurlijk|naturlich|bien sur|of course|certainly|sure|absolutely|certamente|tentu|zeker|jazeker"
    r"|klopt|inderdaad|tout a fait|absolument|effectivement|por supuesto|desde luego|efectivamente|assolutamente"
    r"|esatto|com certeza|selbstverstandlich|genau|klar|gewiss|betul|benar|aucune?|keine?|geen|ningun[oa]?"
    r"|nessun[oa]?|nenhum[a]?)(?!\w)"
)
_YES_NO_ANSWER = re.compile(
    rf"^\W*(?:{_YES_NO}|[\w']+(?:\s+[\w']+){{0,2}},\s*{_YES_NO}|[\w']+\s+{_YES_NO}(?=\s*(?:[:;,.!]|$)))"
)
"""A statement that opens with yes or no (*of course*, *no extra charge*), or says it after the verb it echoes
(``Aceitamos, sim, …``, ``Nous les fournissons, oui.``, ``Vendemos sí:``): it answers a yes/no question."""
_ASKED_VERB = re.compile(
    r"(?<!\w)(?:si|se|apakah)\s+(?!(?:the|they|you|les|los|las|des|der|die|das|een|het|gli|uma"
    r"|une|una|uno|wir|sie|hij|zij|ils|elles|ellos|eles|elas|dia|kami|saya|anda|there|er)(?!\w))(\w{3,})"
)
"""The verb a yes/no request asks about where no subject comes first (``apakah boleh …``, ``si tienen …``): an
answer that opens with it echoes it (English ``whether dogs are…`` names the subject there, not the verb)."""
_REQUEST = re.compile(
    r"(?<!\w)(?:requests?|preferences?|preferred|enquiry|inquiry|solicitud|peticion|preferencia|demande|souhait"
    r"|anfrage|wunsch|notiz|vermerk|richiesta|preferenza|solicitacao|verzoek|voorkeur|notitie|permintaan"
    r"|catatan|preferensi|(?:a|the|your|una|la|tu|su|une|sua|een)\s+(?:note|nota))(?!\w)"
)
"""What is recorded when only a request is: ``I've added a note that Saturday is your preferred slot``."""
_SPECIFIC = re.compile(r"\s|[a-z].*\d|\d.*[a-z]", re.IGNORECASE)


def named(part: GoalPart, sentence: str) -> bool:
    """The sentence names the part (module docstring; a question with no value needs a value of its kind)."""
    if len(part.value_texts) >= 2:
        return True
    if not part.keywords:
        return False  # nothing to go on: a model has to read it
    said = normalise(sentence)
    keywords = _subject_words(part)
    found = sum(contains_keyword(said, word) or _conjugated(word, said) for word in keywords)
    half = min(2, max(1, math.ceil(len(keywords) / 2)))
    echo = _echoes(part, said)
    if not part.value_texts and _YES_NO_PART.search(normalise(part.text)) and (echo or _YES_NO_ANSWER.search(said)):
        return part.kind == "info" and found + echo >= half  # "whether racquets can be hired" - "Yes, we hire racquets"
    if not part.value_texts and part.asks == "count":  # "how many lessons": "8 lessen", not "start op 6 januari"
        return part.kind == "info" and _counted(keywords, said)
    if not part.value_texts:  # a question with no drawn value: a value of the asked kind, not any digit
        return part.kind == "info" and found >= 1 and gives_kind(sentence, part.asks)
    if part.kind == "action":  # an information request's id is the user's reference, not its answer
        found += any(_SPECIFIC.search(value.strip()) for value in part.value_texts)
        own = own_participle(sentence, part) and NEGATION.search(said) is None  # not "leider ausgebucht"
        found += own and not any(contains_keyword(said, w) for w in verbs(part))
    return found >= half  # half, at most two


_VERB_FORM = re.compile(r"^(\w{3,}?)(?:ar|er|ir|e|a|es|as|en|an|em|am)$")
_PERSON = re.compile(r"^(\w{3,}?)(?:amos|emos|imos|ais|eis|ano|ono|iamo|ete|ite|en|an|em|am|ou)$")


def _conjugated(keyword: str, said: str) -> bool:
    """A Romance verb said in another person: ``abrimos`` / ``abren`` for ``abre``, ``fecham`` for ``fecha``.

    Only a person ending counts (``sala`` is no form of ``sale``), and the roots must be equal (three letters at least).
    """
    root = _VERB_FORM.match(keyword)
    if root is None:
        return False
    return any((m := _PERSON.match(w)) is not None and m[1] == root[1] for w in said.split())


def _counted(keywords: Sequence[str], said: str) -> bool:
    """A number followed, within three words, by one of the key words (the counted thing: ``200 bolas``)."""
    words = words_to_digits(said).split()
    return any(
        w.isdigit() and any(contains_keyword(" ".join(words[i + 1 : i + 4]), k) for k in keywords)
        for i, w in enumerate(words)
    )


def _echoes(part: GoalPart, said: str) -> bool:
    """The answer opens with the verb the yes/no request asks about (``Boleh banget …`` for *apakah boleh*)."""
    asked = _ASKED_VERB.search(normalise(part.text))
    first = said.split(maxsplit=1)[0] if said.split() else ""
    if asked is None or asked[1] in part.keywords or len(first) < 3:
        return False  # a key word echoed is counted as a key word already
    return first.startswith(asked[1]) or asked[1].startswith(first)


def _names_kind(word: str, asks: str) -> bool:
    """``hora`` in *a qué hora abre*: the word names the time asked for, not what the question is about."""
    return asks == "time" and word in ("hora", "horas", "hour", "heure", "uhr", "uhrzeit", "ora", "uur", "jam")


def _subject_words(part: GoalPart) -> tuple[str, ...]:
    """The key words that say what a question is about, not the ones that only name the kind of its answer.

    "the price of a small pizza": the amount is the price, so ``$13.00`` must not also stand for the word
    ``price``; the sentence must still name the pizza (an order's total names neither).
    """
    if part.kind != "info" or part.asks == "other":
        return part.keywords
    about = tuple(w for w in part.keywords if asked_kind(w) != part.asks and not _names_kind(w, part.asks))
    return about or part.keywords


def finding(
    sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]], user: str, reply: Sequence[str]
) -> Finding:
    """The rules' finding, with a reference issued or the part's own participle counted as done.

    Not while a question of the same ``reply`` still asks to go on (``… ref 4412. Shall I confirm?``).
    """
    found = judge(sentence, part.spec, options)
    if found == "delivered" and part.kind == "action" and offers_own_verb(sentence, part):
        return "promise"  # "… is lent out, but you can reserve it in the app": the user is to do it
    if found in ("delivered", "not_done") and part.kind == "action" and is_conditioned(sentence):
        return "promise"  # "Si confirmas, queda reservado": done only once the condition holds
    if found in ("delivered", "not_done") and part.kind == "action" and _REQUEST.search(normalise(sentence)):
        return "not_done"  # "I've noted your request for Saturday": the request is recorded, not the deed
    if found == "promise" and part.kind == "action" and _done_before_outcome(sentence):
        return "delivered"
    if found == "promise" and part.kind == "action":
        return _done_beside_future(sentence, part, options)
    if found != "not_done" or asks_to_go_on(reply):
        return found
    if _issues_reference(sentence, user) or own_participle(sentence, part):
        return "delivered"
    return "delivered" if _done_beside(sentence, part, options, reply) else found


def _done_beside(sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]], reply: Sequence[str]) -> bool:
    """An action's values said as a noun phrase beside a bare done sentence of the same reply.

    ``Reserva feita! Sábado às 20h, mesa para oito.``, ``Oke kak, pesanan masuk. Martabak keju jumbo, Rp65.000.``:
    the done sentence states no value of the part's variables (it is about the part, not another order), no
    sentence of the reply hands over or is the chatbot's own promise or offer (a future *outcome* is neither: ``Pedido
    confirmado. … Te llegará mañana.``), and the values' sentence offers nothing (``Pode deixar que a
    gente separa …``), has no negation and no condition.
    """
    said = normalise(sentence)
    if says_able(sentence) or is_conditional(sentence) or negated(said) or part.kind != "action":
        return False
    bare = PartSpec(part.kind, {}, part.asks)
    found = {s: judge(without_values(s, part.values), bare, options) for s in reply if s != sentence}
    if "handoff" in found.values() or any(is_my_future(s) or says_able(s) for s in found):
        return False  # the chatbot's own promise; a future outcome ("Te llegará en 24 h.") is no promise
    every = [o for name in part.values for o in options.get(name, part.values[name])]
    return any(
        finding == "delivered"
        and not is_question(s)
        and not negated(normalise(s))
        and not any(states(s, o) for o in (*every, *part.value_texts))
        and not is_conditioned(s)
        for s, finding in found.items()
    )


def asks_to_go_on(reply: Sequence[str]) -> bool:
    """A question of the reply still asks the user to go on (``Shall I confirm?``): nothing is done yet."""
    return any(_ASKS_TO_GO_ON.search(normalise(s)) for s in reply if s.rstrip().endswith("?"))


def _done_beside_future(sentence: str, part: GoalPart, options: Mapping[str, tuple[str, ...]]) -> Finding:
    """A done clause beside a future one about something else (``… risulta annullato, riceverà il rimborso``).

    The other clauses must name neither a value nor a key word of the part, and must not be the chatbot's own
    promise (``I'll confirm it``) or a hand-off.
    """
    clauses = [c for c in _CLAUSE.split(sentence) if c.strip()]
    done = [c for c in clauses if judge(c, part.spec, options) == "delivered"]
    if len(clauses) < 2 or not done:
        return "promise"
    for clause in (c for c in clauses if c not in done):
        said = normalise(clause)
        if is_my_future(clause) or is_handoff(clause) or is_third_party(clause):
            return "promise"
        if any(states(clause, v) for v in part.value_texts) or any(contains_keyword(said, w) for w in part.keywords):
            return "promise"
    return "delivered"


def _done_before_outcome(sentence: str) -> bool:
    """``Done: the parcel will be delivered to …``: a done word opens, the future is the outcome, not a promise.

    Not when the chatbot itself promises (``Done! I'll send it``), hands over or leaves it to staff.
    """
    if _DONE_OPENING.search(normalise(sentence)) is None:
        return False
    return not (is_my_future(sentence) or is_handoff(sentence) or is_third_party(sentence))


def _issues_reference(sentence: str, user: str) -> bool:
    given = normalise(user)
    return any(token not in given for token in _ISSUED.findall(normalise(sentence)))


def asked_by_user(part: GoalPart, transcript: Sequence[tuple[str, str]], proof: str) -> bool:
    """An action's done sentence that names none of its key words, answering a user message that names them.

    ``Haarschnitt am Dienstag möglich?`` — ``Klar, Dienstag 15 Uhr ist für Sie eingetragen.``: the request
    supplies the key words the reply leaves out. ``proof`` passed every rule with every drawn value; a negation
    (``Tuesday is fully booked``, ``leider nicht``) ties nothing.
    """
    if part.kind != "action" or len(transcript) < 2 or transcript[-2][0] == "Assistant":
        return False
    return named(part, transcript[-2][1]) and NEGATION.search(normalise(proof)) is None


def answers_user(
    part: GoalPart, transcript: Sequence[tuple[str, str]], options: Mapping[str, tuple[str, ...]]
) -> str | None:
    """The latest reply's sentence that answers the user's own question of the part (module docstring)."""
    if part.kind != "info" or part.value_texts or part.asks == "other" or len(transcript) < 2:
        return None
    (asker, question), (speaker, latest) = transcript[-2], transcript[-1]
    if asker == "Assistant" or speaker != "Assistant" or asked_kind(question) != part.asks:
        return None
    said = normalise(question)
    if len(question.split()) > 4 and not any(contains_keyword(said, word) for word in part.keywords):
        return None
    replies = sentences(latest)
    if any(is_handoff(s) for s in replies):
        return None
    counted = part.asks != "count" or _counted(part.keywords, normalise(latest))  # "3 slaapkamers", not "3 mei"
    given = (s for s in replies if gives_kind(s, part.asks) and judge(s, part.spec, options) == "delivered")
    return next(given, None) if counted else None
