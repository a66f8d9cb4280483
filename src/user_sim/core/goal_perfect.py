"""Said to be done: the perfect, passive or first-person past of a chatbot sentence, read by its shape.

Word lists of whole sentences always have holes, so :func:`is_perfect` looks at the *form* of the verb, per language
(English, Spanish, French, German, Italian, Portuguese, Dutch, Indonesian): an auxiliary of the perfect or passive
followed by a participle (``has been sent``, ``I've corrected`` — not ``we've got``, which has; nor the user's ``you've
chosen``, though ``you've been added``; nor a perfect of looking or drafting, ``I've prepared a quote`` —, ``j'ai
corrigé``, ``ha quedado bloqueada``, ``ho rinnovato``, ``habe … gebucht``, ``heb … ingepland``, ``sudah diblokir``;
English ``'s`` before a participle and a preposition or the end: ``Pickup's set for Thursday``, not the possessive
``John's booked flight``), a participle of *do* (``done``, ``hecho``, ``fait``, ``feita``, ``fatto``, ``gedaan``) or a
first-person past (``I booked``, ``reservé``, ``corrigi``, after clitics or *already*: ``Te separé``, ``Já corrigi``;
irregular: ``Te puse``, ``Eu fiz``); the participles of the service verbs said alone are
:mod:`user_sim.core.goal_deeds`'. A participle after an infinitive *to be* is still to be done (:func:`to_be_aside`).

Patterns run on lower-case text with its accents (:func:`tense_text`, which the future and third-party tests of
:mod:`user_sim.core.goal_tense` read too).
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import DASHES
from user_sim.core.goal_deeds import RESULT, ROMANCE_ROOTS, SERVICE, STATE
from user_sim.core.goal_lookalikes import CALL_NOUNS, GONE, STATES, SUMMED, WISHES
from user_sim.core.goal_purpose import LINK

_LOOKED = r"(?!\s+(?:just\s+|now\s+|also\s+)?(?:checked|looked|verified|prepared|drafted|found|put together)(?!\w))"
"""Not an English perfect of looking or drafting (``I've checked``, ``I've prepared a quote``, ``we've found you a
table``): what was looked up or drafted is an offer, no deed."""
_AUX = (
    rf"(?:has|have|(?:i|we|they)'ve(?!\s+got(?!\w))|you've been|had){_LOOKED}|"
    r"is|are|was|were|been|ai|(?:il|elle|on|qui|ça|cela|y|j'ai)\s+a|avons|avez|ont|est|sont|été|he|ha|hemos|han|queda|quedó"
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
    "la il el lo le los las les un una une uno os as um uma dei delle per para pour por al au the an your my our su"
    " sus tu tus sua seu sua votre vos mon ma ta sa suo questa esta este cette this"
)  # and the linking prepositions, goal_purpose.LINK ("certificato di avvenuta distruzione")
_NOUN_AHEAD = "".join(f"(?<!(?<!\\w){word} )" for word in (*_DETERMINERS.split(), *LINK))
_PARTICIPLE = (
    rf"{_NOUN_AHEAD}{CALL_NOUNS}{STATES}{GONE}(?!(?:sábado|sabado|sabato)(?!\w))"
    r"\w{3,}(?:ed|ado|ada|ados|adas|ido|ida|idos|idas|é|ée|és|ées|ato|ata|ati|ate|ito|ita|uto|uta|ert|iert)"
    rf"|(?!gegen\W){GONE}\w*ge\w+(?:t|d|en)|done|made|sent|set|paid|put|taken|given|hecho|hecha|fait|faite|fatto"
    r"|fatta|feito|feita|gedaan|erledigt|selesai|klaar|pronto|pronta|listo|lista|prêt|prête"
    rf"|{GONE}(?:{_IRREGULAR})"
)
_VERB_LAST = (  # German and Dutch put the participle at the end of its clause, however far from its auxiliary
    r"(?:habe|hast|hat|haben|habt|ist|sind|bin|bist|seid|wurde|wurden|heb|hebt|heeft|hebben|is|zijn|ben|bent|werd"
    r"|werden|staat|staan)"
    rf"\s[^;!?]*?(?<!\w)(?:(?!gegen\W){GONE}\w*ge\w+(?:t|d|en)|\w+iert)(?=\s*(?:[.,;:!]|$))"
)
_OPENING = (  # an elided perfect opening a clause: "Switched it to…", "Umgebucht auf…", "Aangepast: …"
    rf"(?:^|(?<=[:,;{DASHES}]\s))\W*{SUMMED}(?:\w{{3,}}(?<!e)ed\s+(?:it|you|your|them|the|this|that|to|for|on)"
    r"|(?!gegen\W)\w*ge\w{2,}(?:t|d|en)\s*(?:[:!,]|auf|op|naar|zu|voor|f[üu]r|am|an)(?!\w)"
    r"|(?:be|ver|er|ent|zer|ont)\w{3,}(?:t|d|en)\s*[:!])"  # inseparable prefixes take no ge-: "Verschoben:"
)
_NOT_PAST = (  # words that end like a past (reservé, reservei, corrigi) but are none: "4 kg de café par mois"
    r"(?:merci|voici|aussi|ainsi|parmi|aqui|aquí|alli|allí|asi|así|ahi|ahí|cosi|così|lundi|mardi|mercredi|jeudi"
    r"|vendredi|samedi|lunedì|martedì|mercoledì|giovedì|venerdì|oggi|domani|désolé|desole|enchanté|ravi|quindi"
    r"|lunedi|martedi|mercoledi|giovedi|venerdi|tidi|sendi|ahi|aquí|allí|café|bebé|comité|menú|olá|você)(?!\w)"
)
_LEAD = (  # clitics, "already" and "I" before an opening first-person past: "Te separé", "Já corrigi", "Yo le pedí"
    r"(?:(?:ya|já|yo|eu|te|le|les|lo|la|los|las|me|nos|se|lhe|lhes)\s+){0,3}"
)
PRETERITE = re.compile(rf"(?<!\w)(?:{ROMANCE_ROOTS}|separ|marqu|remarqu|pagu)(?:é|ei)(?!\w)")
"""The first-person past of a service verb in -ar (``compré``, ``te separé``, ``comprei``, ``registrei``): its
ending is the future's (``compraré``, ``comprarei``; Italian ``saprei``), but the bare root before it is no
infinitive, so the word is said done (:func:`user_sim.core.goal_tense.is_future` sets it aside)."""
_ID_ROOTS = (  # Indonesian verb roots of service, read in their passive (di-/ter-) and -kan forms
    r"catat|konfirmasi|proses|kirim|daftar|jadwal|pesan|bayar|simpan|input|booking|book|reservasi|ubah|ganti"
    r"|batal|tambah|buat|siap|terima|blokir|aktif|perpanjang|isi|lunas|selesai|cetak|tukar|beli|sewa|ajukan|lapor"
    r"|kunci|sisih"
)
_ID_NOT_YET = (  # modals, aspect and purpose words before an Indonesian passive: not (yet) done
    r"akan|nanti|segera|sedang|lagi|masih|bisa|dapat|boleh|harus|perlu|mau|ingin|silakan|silahkan|tolong|mohon"
    r"|belum|untuk|bakal|agar|supaya|biar|kalau|jika|bila|apakah|sebelum|setelah|sesudah|siap"
)
ID_LATER = (  # "dipesan besok pagi": the deed itself tomorrow (not "dijadwalkan besok", nor aftercare: "dikirim besok")
    r"(?<!sudah )(?<!telah )(?<!udah )(?:di|ter)(?:pesan|proses|bayar|konfirmasi|input|beli|ajukan|daftar|ubah|ganti"
    r"|tukar|tambah)(?:kan|i|in)?\s+(?:besok|lusa|minggu depan|pekan depan|bulan depan)"
)
_ID_PASSIVE = (  # "dicatat", "tercatat", "sudah kami daftarkan": di-/ter- passives of a service verb, said as done
    rf"(?<!{_ID_NOT_YET.replace('|', ' )(?<!')} )(?:di|ter)(?:{_ID_ROOTS})(?:kan|i|in)?(?!\w)"
)
_FIRST_PAST = rf"^\W*{_LEAD}(?!{_NOT_PAST})\w{{3,}}(?:ei|[bdgpvh]i|é|í)(?!\w)"
"""A first-person past opening the sentence (``Reservei …``, ``Te separé …``, ``Corrigi …``): Romance only."""
_NOT_ROMANCE = re.compile(
    r"(?<!\w)(?:het|een|nog|niet|wij|jullie|ook|der|die|und|ist|noch|nicht|wir|ein|eine|auch|yang|ada|untuk|juga)(?!\w)"
)
"""Words of a Dutch, German or Indonesian sentence, whose opening word may end like a Romance first-person past
(``Allebei nog plek``, ``Vorbei ist der Termin nicht``, ``Survei untuk …``) and is none."""
AUX_PARTICIPLE = re.compile(rf"(?<!\w)(?:{_AUX})\s+(?:\w+\s+){{0,3}}?(?:{_PARTICIPLE})(?!\w)")
_PERFECT = re.compile(
    rf"(?<!\w)(?:{_VERB_LAST}|(?:{_AUX})\s+(?:\w+\s+){{0,3}}?(?:{_PARTICIPLE})|(?:i|we)\s+(?:just\s+)?\w+(?<!e)ed"
    rf"|{_OPENING}"
    rf"|\w+'s\s+(?:all\s+)?(?:{_PARTICIPLE})(?=\s+(?:for|on|at|to|in|from|with|by)\b|\s*[.!,]|$)"
    rf"|{_FIRST_PAST}"
    rf"|{RESULT}|{_ID_PASSIVE}|(?:udah|sdh|sudah|telah)\s+(?:saya|aku|kami|kita|gue|gw)\s+\w{{3,}}"
    r"|(?:sudah|telah)\s+(?:\w+\s+)?di\w+|"
    rf"{GONE}(?!{_NOT_PAST})\w{{3,}}(?:é|ó|ei|ou|iu)|"
    rf"{SUMMED}\w{{3,}}(?:ed|ado|ada|ido|ida|é|ée|ato|ata|ito|ita|eerd|ekt|iert)\s*[:!]"
    rf"|^\W*(?:{_IRREGULAR})\s*:|{GONE}{SERVICE}"
    r"|done|hecho|hecha|fait|faite|fatto|fatta|feito|feita|gedaan|erledigt|selesai"
    r"|(?:te|le|la|lo|les|los|las|ya|já|eu|yo)\s+(?:puse|hice|pus|fiz|coloquei))(?!\w)"  # "Te puse en la lista"
)


_TO_BE = re.compile(
    r"(?<!\w)(?:be|ser|être|etre|essere|estar)\s+(?:\w+\s+)?\w+|(?<!\w)\w+\s+werden(?!\w)"
    r"|(?<!\w)(?:va|vanno)\s+\w+[aeio](?!\w)"
    r"|(?<!\w)(?:moet|moeten|kan|kunnen|zal|zullen|mag|mogen|dient|dienen|hoeft|hoeven)\s+(?:\w+\s+){0,5}?\w+\s+worden(?!\w)"
)
"""A participle after an infinitive *to be* (``tiene que ser confirmada``, ``doit être validée``, ``deve essere
confermata``, ``va ordinata entro giovedì``, ``muss bestätigt werden``, ``moet nog bevestigd worden``): still to be
done, whatever the modal."""


def to_be_aside(text: str) -> str:
    """Lower-case ``text`` (accents kept) without its participles after an infinitive *to be* (:data:`_TO_BE`)."""
    return _TO_BE.sub(" ", tense_text(text))


def tense_text(text: str) -> str:
    """Lower case with accents kept (curly apostrophes made straight)."""
    return text.replace("\u2019", "'").casefold()


_DEGREE = re.compile(
    r"(?<!\w)(?:very|too|quite|really|muy|tan|bastante|très|tres|assez|molto|così|troppo|sehr|ziemlich|zeer"
    r"|heel|erg|muito|tão|bem|sangat|amat|paling)\s+\w+"
)
"""A degree word before a participle makes it an adjective (``le cours est très apprécié``): no deed."""
_STATE = re.compile(STATE)


def is_perfect(text: str) -> bool:
    """The sentence says something has been done (perfect, passive or first-person past)."""
    said = _STATE.sub(" ", _DEGREE.sub(" ", WISHES.sub(" ", tense_text(text))))
    if _NOT_ROMANCE.search(said) is not None:
        said = re.sub(_FIRST_PAST, " ", said, count=1)  # "Allebei nog plek": no Portuguese "-ei" past
    return _PERFECT.search(said) is not None
