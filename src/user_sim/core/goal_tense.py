"""The shape of a chatbot sentence: future or promised, handed to a third party, or said to be done.

Word lists of whole sentences always have holes, so these tests look at the *form* of the verb, per language
(English, Spanish, French, German, Italian, Portuguese, Dutch, Indonesian):

* **future** — auxiliaries (``will``/``'ll``/``going to``, ``va a`` + infinitive, ``je vais`` + infinitive,
  ``werde``/``wird``, ``sto per``, ``vou``/``vai`` + infinitive, ``zal``/``gaat``, ``akan``) and the future
  endings that carry an accent (``llamará``, ``aggiornerò``, ``será``, ``ligará``) or are unambiguous
  (``-erez``, ``-eront``, ``-remos``, ``-ranno``, ``-rei``);
* **third party** — a member of staff or another department as the subject (``a colleague``, ``our team``,
  ``il nostro meccanico``, ``zij``) together with a future or a verb of contacting (``calls you back``,
  ``ruft … zurück``, ``ti ricontatta``): the user is handed over, the chatbot does not deliver;
* **perfect** — an auxiliary of the perfect or passive followed by a participle (``has been sent``, ``j'ai
  corrigé``, ``ha quedado bloqueada``, ``ho rinnovato``, ``habe … gebucht``, ``heb … ingepland``, ``sudah
  diblokir``; English ``'s`` before a participle and a preposition or the end: ``Pickup's set for Thursday``,
  not the possessive ``John's booked flight``), a participle of *do* (``done``, ``hecho``, ``fait``, ``feita``,
  ``fatto``, ``gedaan``) or a first-person past (``I booked``, ``reservé``, ``corrigi``).

Patterns run on lower-case text with its accents (``tense_text``), since accents mark the future in Romance
languages; callers use :func:`is_future`, :func:`is_my_future`, :func:`is_third_party` and :func:`is_perfect`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import IF, ON_RECEIPT, SOON, either
from user_sim.core.goal_deeds import RESULT, SERVICE, STATE
from user_sim.core.goal_status import is_visit
from user_sim.core.goals import normalise

_OBJ = r"(?:(?:vous|te|le|la|les|lo|lui|me|se|l'|lhe|o|a|os|as|ti|ci|vi|u|je|het)\s+)?"
_FUTURE = re.compile(
    r"(?<!\w)(?:will|shall|'ll|won't|going to|gonna|about to"  # en
    rf"|(?:voy|vas|va|vamos|van|vou|vai|vão|vao|vais|allons|allez|vont)\s+(?:a\s+)?{_OBJ}\w+(?:ar|er|ir|re)(?!\w)"
    r"|(?:perlu|harus|segera|bakal|silakan|silahkan|mohon|mau|bisa|dapat|boleh|belum)\s+(?:\w+\s+)?di\w{3,}"  # id
    r"|sto per|stiamo per|werde|wirst|wird|werden|werdet|zal|zult|zullen|ga|gaat|gaan|akan|nanti"  # it de nl id
    r"|\w{2,}(?:rá|rás|rán|ré|réis|rão|rò|rà|remos|ranno|rete|remo|rei|erez|eront|erons|irez|iront|irons|erai|irai|rrai|rrez|rront|trai|drai|trez|drez|tront|dront)"
    r"|(?<!di )(?<!la )(?<!della )(?<!questa )(?<!buona )sera"  # not Italian "di sera" (in the evening)
    r"|seront|serai|serez|serons|seras|aura|auront|aurez|aurons|fera|feront|ferez|ferons|pourra|pourrez|devra"
    r"|recevrez|recevra|enverra|enverrons"
    rf"|(?:il|elle|on|qui|nous|vous)\s+{_OBJ}\w+[^a]era"
    r")(?!\w)"
)
_STAFF = (
    r"colleague|team|department|agent|technician|mechanic|pharmacist|specialist|advis[oe]r|representative"
    r"|someone|somebody|staff|technicien\w*|m[ée]canicien\w*|pharmacien\w*|courier|they|compa[nñ]er[oa]|equipo|departamento|t[ée]cnic[oa]|mec[áa]nico"
    r"|farmac[ée]utic[oa]|alguien|ellos|coll[èe]gue|[ée]quipe|service|conseill[eè]re?|quelqu'un|ils|elles"
    r"|kolleg\w*|team|abteilung|techniker\w*|mechaniker\w*|apotheker\w*|jemand|collega|squadra|reparto"
    r"|tecnico|meccanico|farmacista|qualcuno|colega|equipe|setor|algu[ée]m|eles|elas|collega's|afdeling"
    r"|monteur|apotheker|iemand|zij|rekan|tim|petugas|teknisi|mereka|seseorang|planner|manager"
    r"|receptionist|coordinator|encargad[oa]|gerente|responsable|gérant|gerant|leitung|chef|chefin|responsabile"
    r"|titolare|gestore|beheerder|eigenaar|manajer|pemilik|admin"
)
_STAFF_RE = re.compile(rf"(?<!\w)(?:{_STAFF})(?!\w)")
_CONTACT = re.compile(
    r"(?<!\w)(?:call\w*|ring\w*|phone\w*|e-?mail\w*|contact\w*|get back|come back|be in touch|reach out|llam\w+"
    r"|escribir\w*|rappel\w+|appell?\w+|joindr\w*|ruft|anruf\w*|zur[üu]ckruf\w*|melde[tn]?|richiam\w+"
    r"|ricontatt\w+|contatt\w+|chiam\w+|lig\w+|bellen|belt|bel|terugbel\w*|mailen|mailt|menghubungi|menelepon)(?!\w)"
)
_AUX = (
    r"has|have|'ve|had|is|are|was|were|been|ai|(?:il|elle|on|qui|ça|cela|y|j'ai)\s+a|avons|avez|ont|est|sont|été|he|ha|hemos|han|queda|quedó"
    r"|quedan|está|están|fue|fueron|ya|dejo|dejamos|dejé|deixo|deixei|ho|hai|abbiamo|avete|hanno|(?<!c')è|sono|stato|stata|tenho|tem|temos|têm|foi"
    r"|foram|ficou|ficaram|já|habe|hast|hat|haben|habt|ist|sind|wurde|wurden|heb|hebt|heeft|hebben|zijn|werd"
    r"|bin|bist|seid|êtes|etes|suis|sommes|tu es|siete|siamo|estás|estoy|estamos|estão|estao|quedas|fica|ficam"
    r"|staat|ben|bent|sudah|telah|udah|sdh"
)
_IRREGULAR = (  # participles no ending tells: "ho corretto", "he puesto", "j'ai mis", "has written"
    r"(?:corrett|scritt|iscritt|aggiunt|mess|pres|chius|apert|rimast|risolt|tolt|scelt|spost|ridott|tradott)[oaie]"
    r"|(?:puest|escrit|inscrit|abiert|resuelt|devuelt|cubiert|impres)[oa]s?|(?:escrit|abert|devolvid)[oa]s?"
    r"|(?:re|trans|sou|pro)?mise?s?|(?:com|re)?prise?s?|inscrite?s?|ouverte?s?|written|sold|bought|got|sent"
    r"|ontvangen|erhalten|bekommen"  # received: "is ontvangen", "haben wir erhalten"
)
_DETERMINERS = (  # a word shaped like a participle after one of these is a noun: "la serata", "the updated"
    "la il el lo le los las les un una une uno os as um uma di de del della dello dei delle per para pour por al au"
    " du des the an your my our su sus tu tus sua seu sua votre vos mon ma ta sa suo questa esta este cette this"
)
_NOUN_AHEAD = "".join(f"(?<!(?<!\\w){word} )" for word in _DETERMINERS.split())
_CALL_NOUNS = r"(?!\w*(?:chamada|llamada|chiamata|telefonata|videollamada)s?(?!\w))"
"""Nouns of a call that end like participles (``videochamada``, ``videochiamata``): a mode, no deed."""
_PARTICIPLE = (
    rf"{_NOUN_AHEAD}{_CALL_NOUNS}(?!(?:sábado|sabado|sabato)(?!\w))"
    r"\w{3,}(?:ed|ado|ada|ados|adas|ido|ida|idos|idas|é|ée|és|ées|ato|ata|ati|ate|ito|ita|uto|uta|ert|iert)"
    r"|(?!gegen\W)\w*ge\w+(?:t|d|en)|done|made|sent|set|paid|put|taken|given|hecho|hecha|fait|faite|fatto"
    r"|fatta|feito|feita|gedaan|erledigt|selesai|klaar|pronto|pronta|listo|lista|prêt|prête"
    rf"|{_IRREGULAR}"
)
_VERB_LAST = (  # German and Dutch put the participle at the end of its clause, however far from its auxiliary
    r"(?:habe|hast|hat|haben|habt|ist|sind|bin|bist|seid|wurde|wurden|heb|hebt|heeft|hebben|is|zijn|ben|bent|werd"
    r"|werden|staat|staan)"
    r"\s[^;!?]*?(?<!\w)(?:(?!gegen\W)\w*ge\w+(?:t|d|en)|\w+iert)(?=\s*(?:[.,;:!]|$))"
)
_OPENING = (  # an elided perfect opening a clause: "Switched it to…", "Umgebucht auf…", "Aangepast: …"
    r"(?:^|(?<=[:,;–—-]\s))\W*(?:\w{3,}(?<!e)ed\s+(?:it|you|your|them|the|this|that|to|for|on)"
    r"|(?!gegen\W)\w*ge\w{2,}(?:t|d|en)\s*(?:[:!,]|auf|op|naar|zu|voor|f[üu]r|am|an)(?!\w)"
    r"|(?:be|ver|er|ent|zer|ont)\w{3,}(?:t|d|en)\s*[:!])"  # inseparable prefixes take no ge-: "Verschoben:"
)
_NOT_PAST = (  # opening words that end like a first-person past (reservé, reservei, corrigi) but are none
    r"(?:merci|voici|aussi|ainsi|parmi|aqui|aquí|alli|allí|asi|así|ahi|ahí|cosi|così|lundi|mardi|mercredi|jeudi"
    r"|vendredi|samedi|lunedì|martedì|mercoledì|giovedì|venerdì|oggi|domani|désolé|desole|enchanté|ravi|quindi"
    r"|lunedi|martedi|mercoledi|giovedi|venerdi|tidi|sendi|ahi|aquí|allí|café|bebé|comité|menú|olá|você)(?!\w)"
)
_ID_ROOTS = (  # Indonesian verb roots of service, read in their passive (di-/ter-) and -kan forms
    r"catat|konfirmasi|proses|kirim|daftar|jadwal|pesan|bayar|simpan|input|booking|book|reservasi|ubah|ganti"
    r"|batal|tambah|buat|siap|terima|blokir|aktif|perpanjang|isi|lunas|selesai|cetak|tukar|beli|sewa|ajukan|lapor"
)
_ID_NOT_YET = (  # modals, aspect and purpose words before an Indonesian passive: not (yet) done
    r"akan|nanti|segera|sedang|lagi|masih|bisa|dapat|boleh|harus|perlu|mau|ingin|silakan|silahkan|tolong|mohon"
    r"|belum|untuk|bakal|agar|supaya|biar|kalau|jika|bila|apakah|sebelum|setelah|sesudah|siap"
)
_ID_PASSIVE = (  # "dicatat", "tercatat", "sudah kami daftarkan": di-/ter- passives of a service verb, said as done
    rf"(?<!{_ID_NOT_YET.replace('|', ' )(?<!')} )(?:di|ter)(?:{_ID_ROOTS})(?:kan|i|in)?(?!\w)"
)
_AUX_PARTICIPLE = re.compile(rf"(?<!\w)(?:{_AUX})\s+(?:\w+\s+){{0,3}}?(?:{_PARTICIPLE})(?!\w)")
_PERFECT = re.compile(
    rf"(?<!\w)(?:{_VERB_LAST}|(?:{_AUX})\s+(?:\w+\s+){{0,3}}?(?:{_PARTICIPLE})|(?:i|we)\s+(?:just\s+)?\w+(?<!e)ed"
    rf"|{_OPENING}"
    rf"|\w+'s\s+(?:all\s+)?(?:{_PARTICIPLE})(?=\s+(?:for|on|at|to|in|from|with|by)\b|\s*[.!,]|$)"
    rf"|^\W*(?!{_NOT_PAST})\w{{3,}}(?:ei|[bdgpvh]i|é|í)(?!\w)"
    rf"|{RESULT}|{_ID_PASSIVE}|(?:udah|sdh|sudah|telah)\s+(?:saya|aku|kami|kita|gue|gw)\s+\w{{3,}}"
    r"|(?:sudah|telah)\s+(?:\w+\s+)?di\w+|\w{3,}(?:é|ó|ei|ou|iu)|\w{3,}(?:ed|ado|ada|ido|ida|é|ée|ato|ata|ito|ita|eerd|ekt|iert)\s*[:!]"
    rf"|^\W*(?:{_IRREGULAR})\s*:|{SERVICE}"
    r"|done|hecho|hecha|fait|faite|fatto|fatta|feito|feita|gedaan|erledigt|selesai)(?!\w)"
)


_MY_FUTURE = re.compile(
    r"(?<!\w)(?:i'll|i will|we'll|we will|\w{2,}(?:ré|rò|rei|erai|irai|rrai|trai|drai|remos|rons)"
    r"|(?:voy|vamos|vou|je vais|nous allons|ik ga|we gaan|wij gaan|ik zal|we zullen|wij zullen|ich werde"
    r"|wir werden|sto per|stiamo per)\s+(?:a\s+)?\w+"
    r"|(?:kami|saya|aku|kita)\s+(?:akan|nanti|mau)|(?:akan|nanti)\s+(?:kami|saya|aku|kita))(?!\w)"
)


_TO_BE = re.compile(
    r"(?<!\w)(?:be|ser|être|etre|essere|estar)\s+(?:\w+\s+)?\w+|(?<!\w)\w+\s+werden(?!\w)"
    r"|(?<!\w)(?:moet|moeten|kan|kunnen|zal|zullen|mag|mogen|dient|dienen|hoeft|hoeven)\s+(?:\w+\s+){0,5}?\w+\s+worden(?!\w)"
)
"""A participle after an infinitive *to be* (``tiene que ser confirmada``, ``doit être validée``, ``deve essere
confermata``, ``muss bestätigt werden``, ``moet nog bevestigd worden``): still to be done, whatever the modal."""


def to_be_aside(text: str) -> str:
    """Lower-case ``text`` (accents kept) without its participles after an infinitive *to be* (:data:`_TO_BE`)."""
    return _TO_BE.sub(" ", tense_text(text))


def tense_text(text: str) -> str:
    """Lower case with accents kept (curly apostrophes made straight)."""
    return text.replace("\u2019", "'").casefold()


_FRENCH = re.compile(r"(?<!\w)(?:vous|votre|vos|est|sont|au|aux|du|et|il|elle|nous|je|c'est|sera|seront|ont)(?!\w)")
_FRENCH_PARTICIPLE = re.compile(r"(?<!\w)\w+rée?s?(?!\w)")


def _participles_aside(text: str) -> str:
    """Lower-case ``text`` without its perfect forms, nor (in a French sentence) its ``-ré`` participles.

    French ``j'ai réparé`` and ``colis livré`` end like Spanish ``repararé`` / ``libraré``; a French
    sentence (``vous``, ``est``, ``il``…) has no Spanish future.
    """
    said = tense_text(text)
    french = _FRENCH.search(said) is not None
    said = _AUX_PARTICIPLE.sub(" ", said)
    return _FRENCH_PARTICIPLE.sub(" ", said) if french else said


def is_future(text: str) -> bool:
    """The sentence speaks of what will be done (future auxiliary or ending); perfect forms are set aside."""
    return _FUTURE.search(_participles_aside(text)) is not None


def is_my_future(text: str) -> bool:
    """The chatbot itself promises to do something later (``I'll check``, ``lo comprobaré``, ``verificherò``)."""
    return _MY_FUTURE.search(_participles_aside(text)) is not None


def contacts(text: str) -> bool:
    """The text speaks of contacting the user (``call``, ``e-mail``, ``ruft … zurück``, ``ricontatta``)."""
    return _CONTACT.search(tense_text(text)) is not None


def is_third_party(text: str) -> bool:
    """Someone else (staff, another department, "they") will do it or will contact the user."""
    said = tense_text(text)
    if _STAFF_RE.search(said) is None:
        return False
    if _CONTACT.search(said) is not None:
        return True
    return _FUTURE.search(said) is not None and not is_visit(text)  # "el técnico pasará entre las 9 y las 11"


CONDITION = re.compile(
    rf"(?<!\w){either(IF, SOON, ON_RECEIPT)}(?!\w)"  # not WHEN, AFTER alone: see goal_conjunctions
    r"|^\W*(?:si|se|als|wenn|wanneer|bila|caso)\s+\w[^,]*,|,\s*(?:si|se|wenn|als|bila|caso)\s+(?!\d)\w"
)
"""A condition: ``if you confirm``, ``falls gewünscht``; the words that also mean *yes*, *as* or are a pronoun
(``si``, ``se``, ``als``) only as an opening clause closed by a comma (``Se preferir, …``, ``Als je wilt, …``) or a
closing clause after one (``…, si Thomas est libre``, ``…, se houver vaga``);
a time still to come (``sobald ich wieder ins System komme``) is a condition too."""


def is_conditional(sentence: str) -> bool:
    """The sentence makes what it says depend on a condition (module docstring)."""
    return CONDITION.search(normalise(sentence)) is not None


def is_conditioned(sentence: str) -> bool:
    """The sentence opens with a condition that governs what follows (``Si confirmas, queda reservado``)."""
    first = re.split(r",|;|\s[–—-]\s", sentence, maxsplit=1)[0]
    return first != sentence and is_conditional(first + ",")


_DEGREE = re.compile(
    r"(?<!\w)(?:very|too|quite|really|muy|tan|bastante|très|tres|assez|molto|così|troppo|sehr|ziemlich|zeer"
    r"|heel|erg|muito|tão|bem|sangat|amat|paling)\s+\w+"
)
"""A degree word before a participle makes it an adjective (``le cours est très apprécié``): no deed."""
_STATE = re.compile(STATE)


def is_perfect(text: str) -> bool:
    """The sentence says something has been done (perfect, passive or first-person past)."""
    return _PERFECT.search(_STATE.sub(" ", _DEGREE.sub(" ", tense_text(text)))) is not None
