"""A goal's wording read: the one-sentence goal cut into clauses, each an action or a request for information.

The one-sentence ``goal`` is cut at ``;`` and ``and`` / ``then`` (and their equivalents in seven other languages)
into clauses (:func:`clauses`); a clause of one word, or of two with no placeholder and no verb of doing, joins the
clause before it (``a small and cheap pizza``), and a clause that opens with an article and names no verb of doing
or asking (:func:`verbless`) shares the verb of the clause before it. A part is an *information request* when its
wording asks for information — it opens with a verb of asking or a question word (``ask``, ``find out``,
``whether``, ``preguntar``, ``demander``, ``fragen``, ``vragen``, ``wanneer``…), ends with German or Dutch's verb
of asking, or ends with ``?`` — and an *action* otherwise, whatever its verb (``refill``, ``sperren``,
``inplannen``): :func:`part_kind`. A part wrongly read as an action makes the check late, one wrongly read as a
question makes it premature, since only an action needs a word of doing. :func:`opens_with_deed` tells a phrase
that opens with a verb of doing in any form (:mod:`user_sim.core.goal_split` cuts a question from its deed by it).
"""

from __future__ import annotations

import re
from typing import Literal

from user_sim.core.goal_conjunctions import AND, THEN, either
from user_sim.core.goals import normalise
from user_sim.core.profile_checks import PLACEHOLDER

_ACTION_VERBS = (
    r"order|book|reserve|cancel|change|modify|update|buy|purchase|pay|schedule|register|sign up"
    r"|subscribe|unsubscribe|return|refund|open|close|transfer|send|replace|renew|block|activate|report"
    r"|pedir|encargar|reservar|cancelar|cambiar|modificar|comprar|pagar|programar|registrar|devolver|abrir"
    r"|commander|reserver|annuler|changer|modifier|acheter|payer|inscrire|rembourser"
    r"|bestellen|buchen|reservieren|stornieren|andern|kaufen|bezahlen|anmelden|kundigen"
    r"|ordinare|prenotare|annullare|cambiare|modificare|comprare|pagare|iscriver|rimborso"
    r"|encomendar|alterar|trocar|marcar|agendar"
    r"|pesan|memesan|membatalkan|mengubah|membeli|membayar|mendaftar|menjadwalkan|mengirim|jadwalkan|batalkan|bayar|kirimkan|daftarkan"
    r"|boeken|bestellen|reserveren|annuleren|wijzigen|kopen|betalen|inplannen|blokkeren|aanvragen|beli|koop"
)
_RENTING = (
    r"rent|rents|renting|hire|hiring|borrow|borrowing|lease|leasing|alquil\w*|rentar|renta|rente|pid[ae]n? prestad\w*"
    r"|alug\w*|pe[cç]a(?:-lhe)? emprestad\w*|pedir emprestad\w*|sewa|sewakan|menyewa|pinjam|meminjam|pinjamkan"
    r"|miete|mieten|mietet|miet|leih|leihe|leihen|leiht|ausleihen|leih dir|louer|loue|louez|louons|emprunte[rz]?"
    r"|noleggi\w*|affitt\w*|prend\w* in prestito|huur|huren|huurt|leen|lenen|leent"
)
"""Verbs of renting, borrowing or hiring, in full forms (``rent`` would otherwise take ``rental``, ``leen`` a name):
``rent a bike``, ``alquila una bici``, ``aluga``, ``sewa``, ``leih dir``, ``loue``, ``noleggia``, ``huur``."""
_ACTION = re.compile(rf"(?<!\w)(?:(?:{_ACTION_VERBS})\w*|(?:{_RENTING})(?!\w))")
_ACTION_LIST = tuple(_ACTION_VERBS.split("|"))
_ASKING_WORDS = (
    r"(?:(?:ask|know|find out|learn|check|tell|told|inform|explain|mention|answer|provide|dij|dic|indic|explic"
    r"|comunic|dit|indiqu|nenn|mitteil|teilt|disse|diz|vertel|zeg|noem|memberi tahu|menyebut|cek|mengecek|bertanya"
    r"|domand|nagaan|sich erkundig)\w*\b|gave|gives|says|said"
    r"|how|what|when|where|which|who|why|is|are|does|do|can|pregunt(?:ar|a|e|en)"
    r"|saber|como|que|cuando|donde|cuant[oa]s?|demande[rz]?|savoir|comment|quel|quand|ou|combien|frag(?:en|e|t)?|wissen|wie|was|wann"
    r"|wo|welche[mnrs]?|quelle|quels|quelles|chied(?:ere|i|a)|sapere|come|cosa|quando|dove|quant[oiae]|pergunt(?:ar|a|e)|onde|quanto|menanyakan|tanya\w*|bagaimana"
    r"|apa|kapan|dimana|berapa|whether|if|si|se|ob|of|vra(?:gen|ag)|navragen|erfragen|nachfragen|weten|informeren|informarse|informer"
    r"|erfahren|herausfinden|rausfinden|achterhalen|uitzoeken|averiguar|descobrir|scoprire|decouvrir|verificar"
    r"|hoe|wat|wanneer|waar|welke|hoeveel|hoelang|quien|qui|wer|chi|quem|wie|qual|quais|cual|cuales|quale|quali"
    r"|welk|apakah|mana)"
)
_ASKING_LAST = re.compile(r"(?<!\w)(?:erfragen|nachfragen|fragen|erfahren|wissen|vragen|navragen|weten|informeren)\W*$")
"""German and Dutch put the verb of asking last: ``den Treffpunkt erfragen``, ``naar de prijs vragen``."""
_ASKING = re.compile(
    r"^\W*(?:(?:the\s+)?(?:chat)?bot\s+|(?:the\s+)?assistant\s+|el\s+bot\s+|le\s+bot\s+|der\s+bot\s+)?"
    rf"{_ASKING_WORDS}(?!\w)"
)
ASKING_WORD = re.compile(_ASKING_WORDS)
"""A verb of asking or a question word: it says what the user asks, not what the answer is about."""
_NOUN_PHRASE = re.compile(
    r"^\W*(?:the|a|an|its|el|la|los|las|un|una|le|les|une|du|des|der|die|das|den|ein|eine|il|lo|gli|o|os|as|um"
    r"|uma|de|het|een)\s"
)
"""A clause that opens with an article has no verb of its own: it shares the verb of the clause before it."""
_CLAUSE_SPLIT = re.compile(rf";|,?\s+(?:(?:{either(AND)}\s+)?{either(THEN)}|{either(AND)})\s+(?=\w)", re.IGNORECASE)
"""A goal's clauses end at ``;``, *and*, *then* or *and then* (:mod:`user_sim.core.goal_conjunctions`); not at a
comma, which lists values (``a margherita, a cola``)."""


def opens_with_deed(text: str) -> bool:
    """The text opens with a verb of doing, in any form (``buy``, ``compre``, ``kauf``, ``bestel``, ``leih``)."""
    words = " ".join(normalise(text).split())
    first = next(iter(words.split()), "")
    return _ACTION.match(words) is not None or (len(first) >= 4 and any(_same_verb(first, v) for v in _ACTION_LIST))


def _same_verb(word: str, verb: str) -> bool:
    """Two forms of one verb: they share 4 letters or more and differ only in their last two (``compre``)."""
    shared = next((i for i, (a, b) in enumerate(zip(word, verb, strict=False)) if a != b), min(len(word), len(verb)))
    return shared >= 4 and shared >= min(len(word), len(verb)) - 2


def clauses(sentence: str) -> list[str]:
    """The one-sentence goal cut into its clauses (module docstring); a fragment joins the clause before it."""
    cut = [c.strip(" .") for c in _CLAUSE_SPLIT.split(sentence)]
    kept: list[str] = []
    for clause in cut:
        if kept and (len(clause.split()) < 2 or (not _ACTION.search(normalise(clause)) and _is_fragment(clause))):
            kept[-1] = f"{kept[-1]} and {clause}"  # "a small and cheap pizza": not a part of its own
        elif clause:
            kept.append(clause)
    return kept or [sentence]


def verbless(clause: str) -> bool:
    """Opens with an article and names no verb of doing or asking."""
    words = PLACEHOLDER.sub(" ", clause)
    return bool(_NOUN_PHRASE.match(words)) and not _ACTION.search(words) and not _ASKING.search(words)


def _is_fragment(clause: str) -> bool:
    return len(clause.split()) < 3 and not PLACEHOLDER.search(clause)


_CLITIC_FIRST = re.compile(r"^\W*(?:se|me|te|nos)\s+(?=\w{3,}(?:ar|er|ir)(?!\w))")
"""Portuguese puts the reflexive pronoun first: ``Se inscrever na turma``, ``Me cadastrar`` (the verb; no *se* = if)."""


def part_kind(template: str) -> Literal["action", "info"]:
    """An information request (a question, "ask…", "know…"), else an action, named or not."""
    words = _CLITIC_FIRST.sub("", PLACEHOLDER.sub(" ", template))
    asking = _ASKING.search(words) or _ASKING_LAST.search(words.casefold())
    return "info" if asking or words.rstrip().endswith("?") else "action"
