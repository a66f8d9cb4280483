"""The goal cut into checkable parts, once per conversation, with no LLM call.

Each goal phrase of the profile is one part, or two when it joins a question to its action (``order a lamp and
ask when it ships``: :mod:`user_sim.core.goal_split`); the one-sentence ``goal`` is cut at ``;`` and ``and`` / ``then``
(and their equivalents in seven other languages) into clauses, each one part. A part is an *information
request* when its wording asks for information — it opens with a verb of asking or a question word (``ask``,
``find out``, ``whether``, ``preguntar``, ``demander``, ``fragen``, ``vragen``, ``wanneer``…) or ends with
``?`` — and an *action* otherwise, whatever its verb (``refill``, ``sperren``, ``inplannen``): a part wrongly
read as an action makes the check late, one wrongly read as a question makes it premature, since only an
action needs a word of doing. It carries the drawn values its ``{{placeholders}}`` name, by variable, and its key words
— what :mod:`user_sim.core.goal_rules` checks a chatbot sentence against. Being derived from the plan alone,
the decomposition is the same for every replicate and every rerun (it is cached with the plan by construction).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, Literal

from user_sim.core.goal_counted import counted_words
from user_sim.core.goal_kinds import Asked
from user_sim.core.goal_queries import asked_kind
from user_sim.core.goal_rules import PartSpec
from user_sim.core.goal_split import asking_parts
from user_sim.core.goals import format_value, goal_phrase, normalise
from user_sim.core.profile_checks import PLACEHOLDER

_ACTION = re.compile(
    r"(?<!\w)(?:order|book|reserve|cancel|change|modify|update|buy|purchase|pay|schedule|register|sign up"
    r"|subscribe|unsubscribe|return|refund|open|close|transfer|send|replace|renew|block|activate|report"
    r"|pedir|encargar|reservar|cancelar|cambiar|modificar|comprar|pagar|programar|registrar|devolver|abrir"
    r"|commander|reserver|annuler|changer|modifier|acheter|payer|inscrire|rembourser"
    r"|bestellen|buchen|reservieren|stornieren|andern|kaufen|bezahlen|anmelden|kundigen"
    r"|ordinare|prenotare|annullare|cambiare|modificare|comprare|pagare|iscriver|rimborso"
    r"|encomendar|alterar|trocar|marcar|agendar"
    r"|pesan|memesan|membatalkan|mengubah|membeli|membayar|mendaftar|menjadwalkan|mengirim"
    r"|boeken|bestellen|reserveren|annuleren|wijzigen|kopen|betalen|inplannen|blokkeren|aanvragen)\w*"
)
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
_ASKING_WORD = re.compile(_ASKING_WORDS)
"""A verb of asking or a question word: it says what the user asks, not what the answer is about."""
_FUNCTION_TEXT = (
    "una uno unos unas los las del para por con sin que una une des les pour par avec sans sur dans vous nous mon"
    " ma mes votre vos notre eine einen einem einer der die das den dem des fur mit ohne auf bei vom zum zur mein"
    " meine meinen ihr ihre uns una uno gli della dello delle per con senza sul nel mio mia suo sua uma umas uns"
    " dos das pelo pela com sem meu minha seu sua een het van voor met zonder naar bij mijn mijn uw onze ons"
    " alle alla allo agli ai al dei delle della nella nelle sulla dalla aux au"
    # pronouns and the future's auxiliaries ("quand elles seront prêtes"): never what a part is about
    " they them ils elles eux leur ellos ellas ele eles elas sie ihnen loro essi esse zij hun hen mereka dia"
    " him her hem hij jij jou wij ihn ihm mich mir dich dir euch lui lei moi toi noi voi ela nos vos lhe aku kamu"
    # the copula and "there is": a yes/no request's verb, never what it asks about ("si le casque est fourni")
    " est sont etre ist sind sein gibt era sono essere esta estan estar hay ser sao zijn adalah ada"
    " sera seront serait sara saranno sera serao wird werden zal zullen akan vai vao vou va vamos gaat gaan"
    " yang untuk dengan dari pada saya kami anda ini itu"
    # "also" and "there" of a question ("ob man dort … bekommt", "of er ook … zijn"): never what it is about
    " ook auch aussi anche tambien tambem juga man dort hebt heeft il ein"
    # light verbs: the word of doing in the chatbot's sentence stands for them ("prendre rendez-vous")
    " faire prendre avoir obtenir hacer tomar tener conseguir fare prendere avere ottenere machen nehmen haben"
    " bekommen lassen maken nemen hebben krijgen laten fazer ter obter buat membuat ambil mengambil dapat"
    # modal verbs and the passive's auxiliary ("whether it may be left with the neighbours"): never the content
    " may might must puede pueden podemos debe peut peuvent doit kann konnen darf durfen muss puo possono posso"
    " deve pode podem posso mag mogen moet kan kunnen worden wordt werd boleh bisa harus"
    # prepositions (and German ones with the article merged in): where or with whom, never what
    " chez vers sous entre depuis pendant contre apres avant beim vom zum zur ins ans aufs uber unter nach neben"
    " hinter zwischen gegen durch aus von bis seit hasta desde hacia sobre entre tras ante durante segun sotto"
    " sopra verso presso dopo prima fino dentro fuori sobre entre desde ate apos perante durante naar tot uit"
    " over onder tussen tegen door sinds tijdens achter naast zonder kepada dalam tentang sampai sejak oleh vanaf"
    # "your" and "if" of the eight languages, and Italian's causative ("Fatti spedire …"): never what it is about
    " dein deine deinen deinem deiner deines euer eure tuo tua tuoi tue vostro vostra vostri vostre teu teus tuas"
    " tus vuestro vuestra vuestros vuestras ton tes jouw jullie wenn falls indien als jika kalau apabila bila"
    " fatti fatevi fammi che"
)
_FUNCTION_WORDS = frozenset(_FUNCTION_TEXT.split())
"""Articles, prepositions, possessives and light verbs of the supported languages: never a part's key word (nor
is a verb of asking or a question word)."""
_ELISION = re.compile(r"^(?:l|d|j|m|n|s|t|c|qu|dell|all|dall|nell|sull|un|quell|dev|nes)'")
_NOUN_PHRASE = re.compile(
    r"^\W*(?:the|a|an|its|el|la|los|las|un|una|le|les|une|du|des|der|die|das|den|ein|eine|il|lo|gli|o|os|as|um"
    r"|uma|de|het|een)\s"
)
"""A clause that opens with an article has no verb of its own: it shares the verb of the clause before it."""
_CLAUSE_SPLIT = re.compile(r";|,?\s+(?:and then|and|then|y|et|und|e|dan|lalu|en dan|en)\s+(?=\w)", re.IGNORECASE)


@dataclass(frozen=True)
class GoalPart:
    """One checkable part of the goal."""

    number: int
    """1-based, as the evidence question lists it."""
    text: str
    """The part with its values filled in."""
    kind: Literal["action", "info"]
    values: dict[str, tuple[str, ...]]
    """Drawn values the part names, by variable (as text)."""
    keywords: tuple[str, ...]
    asks: Asked = "other"
    """For an information request, the kind of value it asks for (:mod:`user_sim.core.goal_queries`)."""

    @cached_property
    def spec(self) -> PartSpec:
        """What the rules need."""
        return PartSpec(self.kind, self.values, self.asks, counted_words(self.text, self.values))

    @property
    def value_texts(self) -> tuple[str, ...]:
        """Every drawn value of the part."""
        return tuple(v for values in self.values.values() for v in values)


def decompose(goals: Sequence[str], goal: str | None, values: Mapping[str, list[Any]]) -> tuple[GoalPart, ...]:
    """The parts of a goal: of the ``goal`` sentence when there is one, else of each goal phrase.

    A goal phrase that joins an action and a question ("order a lamp and ask when it will be delivered") is two
    parts (:func:`user_sim.core.goal_split.asking_parts`).
    """
    templates = _clauses(goal) if goal else [p for g in goals if g.strip() for p in asking_parts(g)]
    parts: list[GoalPart] = []
    for i, template in enumerate(templates, start=1):
        part = _part(i, template, values)
        if goal and parts and _verbless(normalise(template)):
            part = replace(part, kind=parts[-1].kind)  # "told … the hours and the price of …": the verb is shared
        parts.append(part)
    return tuple(parts)


def _clauses(sentence: str) -> list[str]:
    clauses = [c.strip(" .") for c in _CLAUSE_SPLIT.split(sentence)]
    kept: list[str] = []
    for clause in clauses:
        if kept and (len(clause.split()) < 2 or (not _ACTION.search(normalise(clause)) and _is_fragment(clause))):
            kept[-1] = f"{kept[-1]} and {clause}"  # "a small and cheap pizza": not a part of its own
        elif clause:
            kept.append(clause)
    return kept or [sentence]


def _verbless(clause: str) -> bool:
    """Opens with an article and names no verb of doing or asking."""
    words = PLACEHOLDER.sub(" ", clause)
    return bool(_NOUN_PHRASE.match(words)) and not _ACTION.search(words) and not _ASKING.search(words)


def _is_fragment(clause: str) -> bool:
    return len(clause.split()) < 3 and not PLACEHOLDER.search(clause)


def _part(number: int, template: str, values: Mapping[str, list[Any]]) -> GoalPart:
    phrase = goal_phrase(template, dict(values))
    clocks = set(_AT_CLOCK.findall(template.casefold()))
    hours = set(_HOUR_WORD.findall(template.casefold()))
    by_name = {
        name: tuple(_hour(format_value(v), name in clocks, name in hours) for v in values.get(name, []))
        for name in phrase.variables
    }
    kind: Literal["action", "info"] = _kind(normalise(template))
    drawn = {k: v for k, v in by_name.items() if v}
    words = (_ELISION.sub("", w) for w in phrase.keywords)  # "l'abonnement" is "abonnement"
    keywords = tuple(dict.fromkeys(w for w in words if w not in _FUNCTION_WORDS and not _ASKING_WORD.fullmatch(w)))
    return GoalPart(number, phrase.text, kind, drawn, keywords, asked_kind(template))


_AT_CLOCK = re.compile(r"(?<!\w)(?:at|a las|a la|à|às|um|alle|ore|om|jam|pukul)\s+\{\{\s*(\w+)\s*\}\}")
"""A placeholder after a preposition of clock time: ``alle {{time}}``, ``um {{uhrzeit}}``, ``às {{hora}}`` (read
with its accents: English ``a {{size}} pizza`` is no time)."""


_HOUR_WORD = re.compile(
    r"(?<!\bvoor )(?<!\bfor )(?<!\bfür )(?<!\bdurante )(?<!\bpor )(?<!\bpendant )(?<!\bper )(?<!\bselama )"
    r"\{\{\s*(\w+)\s*\}\}\s*(?:uhr|uur|h|heures?|horas?|o'clock|hrs)(?!\w)"
)
"""A placeholder before a word of clock time: ``um {{time}} Uhr``, ``à {{heure}} h``, ``om {{tijd}} uur`` — not
after a preposition of duration (``voor {{uren}} uur``, ``pendant {{n}} heures``: hours counted)."""


def _hour(value: str, at_clock: bool, clock_word: bool = False) -> str:
    """A bare hour drawn as a clock time is that time (``alle {{time}}``: ``16:00``; ``{{time}} Uhr``: ``10:00``).

    After a preposition only from 13 to 24 (said ``alle 16``, ``16 Uhr`` or ``4 pm``; ``at 4`` may be a count);
    before a word of clock time any hour (``um {{time}} Uhr`` with 10 is said ``10:00`` or ``10 Uhr``).
    """
    hour = value.isdigit() and int(value) <= 24
    return f"{value}:00" if hour and ((at_clock and int(value) >= 13) or clock_word) else value


def _kind(template: str) -> Literal["action", "info"]:
    """An information request (a question, "ask…", "know…"), else an action, named or not."""
    words = PLACEHOLDER.sub(" ", template)
    asking = _ASKING.search(words) or _ASKING_LAST.search(words.casefold())
    return "info" if asking or words.rstrip().endswith("?") else "action"
