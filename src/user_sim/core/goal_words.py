"""The word lists of the structured goal check's rules (:mod:`user_sim.core.goal_rules`), compiled.

* :data:`HANDOFF` and :data:`MAILED` — the chatbot hands the user over (an agent, a callback, "we'll email you");
* :data:`DONE` and :data:`DONE_IDIOM` — a deed said to be done (``booked``, ``order number``, ``you're all set``);
* :data:`PROMISE` and :data:`FUTURE` — a deed still to be done (``I'll book it``, ``will be``, ``can be``);
* :data:`OFFER` — values said to be available, offered rather than done;
* :data:`TOTAL` — a sum over several items, which is not the price of one;
* :data:`CONFIRM`, :data:`SETTLING` and :data:`ALL` — confirming, validating or finalising, and the whole.

The word lists cover English, Spanish, French, German, Italian, Portuguese, Dutch and Indonesian; they are
matched at word starts after lower-casing and removing accents, so a stem (``confirmad``) covers its endings.
The verb forms are tested by shape in :mod:`user_sim.core.goal_tense` and :mod:`user_sim.core.goal_perfect`.
"""

from __future__ import annotations

import re

_HANDOFF = (
    "transfer you|transferring you|connect you|put you through|human agent|an agent|a colleague|call you back"
    "|get back to you|contact you|our team will"
    "|a representative|escalat~|le transfiero|te transfiero|un agente|te llamaremos|le llamaremos"
    "|nos pondremos en contacto|un companero|vous transferer|un conseiller"
    "|vous rappel~|vous contacter|un collegue|weiterleiten|verbinde sie|ein mitarbeiter"
    "|einen mitarbeiter|zuruckrufen|ruckruf|melden uns|kollege|ti trasferisco|la trasferisco"
    "|un operatore|richiamer~|contatteremo|un collega|transferir|um atendente|ligaremos|entraremos em contato"
    "|um colega|menghubungkan anda|agen kami|menelepon anda|menghubungi anda"
    "|rekan kami|petugas kami|tim kami akan|doorverbinden|doorgeven|een medewerker|een collega|terugbellen"
    "|bellen u|nemen contact|contact met u|come back to you|revenir vers vous|reviendr~"
    "|kom bij je terug|kom bij u terug|komen bij je terug|komen bij u terug|komen erop terug|kom erop terug"
    "|volvemos a escribir|volveremos a escribir|hubungi kembali"
)
_MAILED = "email you|send you an email|un e-mail|le enviaremos|te enviaremos|vous enverrons|ontvangt u een e-mail"
"""A message still to come: a hand-off, unless it only carries a document of the outcome
(:func:`user_sim.core.goal_rules.is_handoff`)."""
_DONE = (
    "booked|confirmed|placed|ordered|purchased|paid|arranged|cancelled|canceled|changed|updated|scheduled|reserved"
    "|processed|done|completed|commandee|commandees|reservee|reservees|confirmee|confirmees|bestellt"
    "|ordinato|ordinata|ordinati|ordinate|encomendad~"
    "|registered|submitted|issued|has been|have been|is now|successfully|order number|reference|booking number"
    "|confirmation number|all set|confirmad~|reservad~|realizad~|cancelad~|cambiad~|actualizad~|registrad~|procesad~"
    "|listo|hecho|numero de pedido|ha sido|quedo|confirme|reserve|enregistre|annule|modifie|passee|effectue"
    "|reserves|enregistree|enregistrees|enregistres|annulee|annulees|annules|modifiee|modifiees|modifies|passees"
    "|passes|effectuee|effectuees|effectues"  # a French participle agrees with its noun: "chemises enregistrées"
    "|c'est fait|numero de commande|a ete|bestatigt|gebucht|reserviert|storniert|geandert|aufgegeben|erledigt"
    "|bestellnummer|buchungsnummer|wurde|confermato|confermata|confermati|confermate|prenotato|prenotata"
    "|prenotati|prenotate|annullato|annullata|annullati|annullate|modificato|modificata|modificati|modificate"
    "|registrato|registrata|registrati|registrate|effettuato|effettuata|effettuati|effettuate|fatto"
    "|numero d'ordine|e stato|e stata|alterad~|feito|pronto|numero do pedido|foi |telah|sudah|udah|berhasil"
    "|dikonfirmasi|dipesan|dibatalkan|diubah|nomor pesanan|tercatat|geboekt|gereserveerd|bevestigd|besteld"
    "|geannuleerd|gewijzigd|ingepland|geblokkeerd|geregeld|gedaan|klaar|bestelnummer|is gelukt"
)
_PROMISE = (
    "i'll|i will|we'll|we will|going to|let me|shall i|would you like|i can|we can|once you|as soon as"
    "|podemos|nous pouvons|on peut|possiamo|konnen wir|wir konnen|kunnen we|we kunnen|wij kunnen|kita bisa"
    "|voy a|vamos a|puedo|quiere que|lo hare|dejeme|deja que|je vais|nous allons|je peux|voulez-vous que"
    "|je m'en occupe|laissez-moi|ich werde|wir werden|ich kann|soll ich|lassen sie mich|sto per|posso|vuole che"
    "|provvedo|lasci che|vou |vamos |quer que|deixe-me|deixa eu|deixe eu|bisa saya|saya bisa|kami bisa|saya bantu"
    "|mau saya|saya akan"
    "|kami akan|biar saya|as soon as possible|lo antes posible|des que possible|so bald wie moglich|appena possibile"
    "|o mais rapido possivel|secepatnya|ik zal|we zullen|ik ga|wij gaan|we gaan|ik kan|zal ik|laat mij|laat me"
    "|zo snel mogelijk"
)
FORMS: dict[str, tuple[str | None, ...]] = {  # stem: the endings of its imperative, infinitive, present, future
    "confirm": ("(?:a|ez)?", "|ar|er", "s|a|am|e", "ara|aran|arao|era|eront"),
    "bestatig": ("en(?: sie)?", "en", "t|en|e", None), "bevestig": ("(?:en)?", "en", "t|en", None),
    "conferm": ("[ai]", "are", "a|ano", "era|eranno"), "konfirm": (None, "asi", "asikan", None),
    "mengonfirm": (None, "asi", "asi", None), "mengkonfirm": (None, "asi", "asi", None),
}  # fmt: skip
"""The verb forms of confirming, by stem (None: no such form): goal_confirm_first.CONFIRM_NOW, goal_later."""
CONFIRM = "(?:" + "|".join(FORMS) + ")"
"""Stems of confirming, any ending (``bestätigen``, ``konfirmasi``): goal_status, goal_pending, goal_withheld; FORMS."""
CONFIRMED = r"(?:ed|ad[oa]s?|ee?s?|at[oaie]|t|d)"
"""Endings of a participle of :data:`CONFIRM` (``confirmée``, ``bestätigt``): goal_confirmed_later, goal_withheld."""
SETTLING = "(?:valid|finaliz|finalis)"
"""Validating, finalising (``pour valider``): for TO_CONFIRM, goal_withheld; not ANSWER (``a voucher valid until``)."""
ALL = "(?:everything|all|alles|tout|todo|tudo|tutto|semua)"
"""The whole (``confirm everything``, ``j'ai tout noté``): goal_withheld (with *the booking*), goal_beside."""
AVAILABILITY = r"(?:availability|disponib\w*|verfugbarkeit|beschikbaarheid|ketersediaan)"
"""Availability (normalised): what a hand-off still owes (goal_status.ANSWER); the deed's own matter (goal_later)."""
TOPIC_WORDS = (  # words that announce a topic (normalised): about, en cuanto a, wat betreft, m.b.t. …
    r"about|as for|as to|as regards|regarding|concerning|sobre|en cuanto a\w*|respecto a\w*|acerca de\w*|quanto a\w*"
    r"|em relacao a\w*|a respeito d\w*|quant a\w*|concernant|a propos d\w*|au sujet d\w*|zu[mr]?|bezuglich"
    r"|hinsichtlich|was(?=\s[^,:;]{0,40}(?:angeht|betrifft))|per quanto riguarda|riguardo a\w*"
    r"|circa(?= (?:(?:il|la|lo|i|gli|le) (?!\d)|l'))|wat betreft|aangaande|met betrekking tot|m\.b\.t\.|soal|mengenai"
    r"|tentang|terkait"
)
"""For goal_answers.TOPIC, goal_yesno_said: ``was`` with ``angeht``, ``circa`` + article (not ``Circa mezz'ora``)."""
_TELL_LATER = (
    "to tell you whether|to tell you if|let you know whether|let you know if|para decirte si|para decirle si"
    "|para avisarte si|para confirmarte si|te digo si|le digo si|te aviso si|le aviso si|para te dizer se"
    "|pra te dizer se|para lhe dizer se|para te avisar se|pra te avisar se|te aviso se|te digo se|te falo se"
    "|per dirti se|per dirle se|per farti sapere se|per farle sapere se|ti dico se|ti faccio sapere se"
    "|le faccio sapere se|pour vous dire si|pour te dire si|je vous dis si|je te dis si|vous dirai si|te dirai si"
    "|sagen, ob|bescheid, ob|bescheid ob|mitteilen, ob|laten weten of|laat weten of|vertellen of|kabari apakah"
    "|kabarkan apakah|memberi tahu apakah|kasih tahu apakah"
)
"""The answer to a *whether* promised for later (``te escribimos para decirte si hay guía en inglés``, ``I'll let
you know whether``, ``vi faccio sapere se``): the question is still open."""
_FUTURE = _PROMISE + "|will be|wird |sara |akan|zal |wordt "  # French "sera": goal_tense (not Italian "di sera")
_FUTURE += (  # can be done is not done
    "|can be|could be|may be|puede ser|pueden ser|peut etre|peuvent etre|pode ser|podem ser|puo essere"
    "|possono essere|kan worden|kunnen worden|bisa di~|dapat di~|boleh di~"
)


def _words(alternatives: str) -> re.Pattern[str]:
    """Whole words or phrases; an entry ending in ``~`` is a stem (any ending)."""
    parts = [
        re.escape(a[:-1]) if a.endswith("~") else re.escape(a.strip()) + r"(?!\w)" for a in alternatives.split("|")
    ]
    return re.compile(rf"(?<!\w)(?:{'|'.join(parts)})")


HANDOFF = re.compile(rf"{_words(_HANDOFF).pattern}|(?<!\w)someone will(?! be \w+ed(?!\w))")  # not "… be booked in"
MAILED = _words(_MAILED)
DONE = _words(_DONE)
FUTURE = _words(_FUTURE)
TELL_LATER = _words(_TELL_LATER)
DONE_IDIOM = re.compile(
    r"(?<!\w)(?:(?:it's|its|it is|order|you're|you are|we're|order's|booking's) in\s*(?:[!.:]|$)"
    r"|you're (?:all )?(?:booked|set|in)|(?:you're|you are) on the (?:list|guest list|schedule|books)"
    r"|(?:u|je|jij) staat op de (?:lijst|gastenlijst|planning)"
    r"|(?:got|have|put) you down(?: for|\s*(?:[!.,]|$))|taken care of"
    r"|locked in|good to go|(?:all )?sorted\s*(?:[!.:]|$)|tout est regle|todo en orden|tudo certo|tutto a posto"
    r"|alles geregelt|in orde|sudah beres"
    r"|(?:(?:du bist|sie sind|ihr seid) (?:jetzt |nun )?(?:drin|dabei)|(?:sei|siete|estas|estais|ta|voce esta"
    r"|voces estao) (?:gia |ya |ja )?dentro|(?:went|gone) (?:through|in)"
    r"|(?:is|ist|sind|ging|zijn|steht|stehen) (?:jetzt )?(?:through|durch|erdoor|fix)"
    r"|(?:je|jij|u|jullie|je naam|uw naam) (?:staat|staan) (?:nu |al )?erop)(?=\s*(?:[!.,:;]|$))"
    r"|deu certo|andat[oa] (?:a buon fine|in porto))"
)
"""Colloquial confirmations (``it's in!``, ``you're booked``, ``got you down``, ``taken care of``, ``tudo certo``) no
word list of verbs holds; the *you're in* and *it went through* of each language, closing their clause (``Du bist
drin!``, ``Sei dentro!``, ``¡Ya estás dentro!``, ``Tá dentro``, ``deine Anmeldung ist durch!``, ``your payment went
through.``, ``de boeking is erdoor``, ``Der Termin ist fix``, ``Je staat erop``, ``deu certo``, ``è andata a buon
fine``): not ``went through the list``, ``der Samstag ist schon durch`` (over) or ``ist durch den Regen verschoben``."""
PROMISE = _words(_PROMISE)
OFFER = _words(
    "available|availability|in stock|slots left|still free|disponible~|disponibil~|disponiv~|quedan|il reste"
    "|il nous reste|verfugbar|vorratig|frei|noch platz|beschikbaar|vrij|op voorraad|tersedia|masih ada|c'e posto"
    "|abbiamo posto|temos vaga~|ha vaga~|hay plaza~|hay hueco"
)
"""Words of availability: an action's values said to be available (``Two matinee tickets are available at £18
each.``, ``Samedi, il reste 9 h 30 et 11 h.``) are offered, not done."""
TOTAL = re.compile(
    r"(?<!\w)(?:total|in all|altogether|plus (?:a|an|the|one|two)|en total|au total|insgesamt|zusammen"
    r"|in totale|complessivo|ao todo|no total|totaal|in totaal|semuanya|jumlah|totalnya)(?!\w)"
)
"""Words of a sum over several items: what a price question asks is the price of one."""
