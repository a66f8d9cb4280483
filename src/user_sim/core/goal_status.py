"""What a sentence says of the deed's state besides its verb: still pending, passed on, sent, a visit to come.

The tense of a verb (:mod:`user_sim.core.goal_tense`) says *when*; these tables say *what state* the matter is in,
in English, Spanish, Portuguese, French, German, Italian, Dutch and Indonesian (lower-case text, accents removed):

* :func:`is_pending` — a status of waiting: ``Status: pending``, ``pendiente de confirmación``, ``en attente``,
  ``in behandeling``, ``in Bearbeitung``, ``in attesa di conferma``, ``menunggu konfirmasi``, ``is being
  processed``, ``subject to availability``, a tentative hold (``I've pencilled you in``, ``provisionally``,
  ``vorläufig``, ``provisoirement``, ``provvisoriamente``, ``voorlopig``, ``sementara``): whatever participle stands
  beside it, nothing is settled yet;
* :data:`PASSED_ON` — the matter passed on to someone else (``I've forwarded your request``, ``weitergeleitet``,
  ``doorgestuurd``, ``diteruskan``): the chatbot hands it over;
* :data:`CHANNEL` and :data:`ANSWER` — a channel (``by e-mail``, ``por correo``, ``per mail``) is a hand-off only
  with an answer, a confirmation or a quote still to come through it (``the confirmation follows by e-mail``); a
  document or a parcel sent by post (``Se envía por correo postal y suele llegar en 7 días``, ``de factuur krijg
  je per mail``) is how the deed's outcome travels, not a hand-off (:func:`user_sim.core.goal_rules.is_handoff`);
* :func:`is_visit` — staff coming over (``el técnico pasará entre las 9``, ``der Monteur kommt am Freitag``): the
  outcome of a visit, not a hand-off, unless they are also to contact the user (``goal_tense.is_third_party``).
"""

from __future__ import annotations

import re

from user_sim.core.goal_confirmed_later import OTHER_PASSIVE, confirmed_later
from user_sim.core.goal_words import AVAILABILITY, CONFIRM
from user_sim.core.goals import normalise

PENDING = re.compile(
    r"(?<!\w)(?:pending|provisional\w*|tentative\w*|pencil+(?:ed|ing) (?:\w+ ){0,3}in|being processed|under review"
    r"|(?<!going )to be confirmed|tbc|(?<!los |sus |tus )(?<!unos )pendiente\w*"
    r"|(?:(?<=\ben )|(?<=entre ))(?:los|sus|tus) pendientes"
    r"|(?:los|sus|tus|unos) pendientes(?! (?:de )?(?:aro|boton|clip|perla|oro|plata|acero|dorad|platead"
    r"|\d)|\s\s)|tentativamente|en espera|en tramite"
    r"|en revision|por confirmar|siendo procesad\w*|sujet[oa]s? a (?:\w+ )?(?:confirmacion|aprobacion|disponibilidad)"
    r"|a la espera de|pendente\w*|em analise|em processamento|aguardando (?:\w+ )?(?:confirmacao|aprovacao|pagamento)"
    r"|sendo processad\w*|a confirmar|sujeit[oa]s? a (?:\w+ )?(?:confirmacao|aprovacao|disponibilidade)"
    r"|en attente|en cours de (?:traitement|validation|verification|confirmation)|provisoire\w*|sous reserve"
    r"|ausstehend\w*|vorlaufig\w*|in bearbeitung|in prufung|unter vorbehalt|unbestatigt\w*"
    r"|in attesa|in sospeso|in lavorazione|provvisori\w*|da confermare|in (?:fase|corso) di (?:verifica"
    r"|elaborazione|approvazione|conferma)|soggett\w* a (?:\w+ )?(?:conferma|approvazione|disponibilita)"
    r"|in behandeling|in afwachting|voorlopig\w*|onder voorbehoud|nog te bevestigen|in optie"
    r"|wacht(?:en)? op (?:\w+ )?(?:bevestiging|betaling|goedkeuring)"
    r"|menunggu (?:\w+ )?(?:konfirmasi|pembayaran|persetujuan|verifikasi)|tertunda|sedang diproses"
    r"|masih diproses|dalam proses|awaiting|waiting (?:for|on)|subject to|on request|sur demande|vorbehaltlich"
    r"|noch offen|vorgemerkt|wartet auf|warten auf|wacht op|sementara(?! itu)|sujeit\w a|soggett\w a|sujet[oa] a"
    r"|a confirmer|menunggu|aguardando|provisori\w*)(?!\w)"
)
"""A status of waiting; not ``sementara itu``, nor a future (``The payment is going to be confirmed``:
goal_confirmed_later reads whose it is), nor earrings (``los pendientes de aro``, ``dorados``, a drawn value
blanked after it; not after ``en``/``entre``: ``en tus pendientes``); goal_pending reads it too."""
FREE = (
    r"(?:free|available|disponib\w*|disponivel|disponiveis|libres?|liber[oaie]|livres?|frei|verfugbar|vrij"
    r"|beschikbaar|kosong|tersedia)"
)
"""Free, available (``libre``, ``disponível``, ``verfügbar``, ``beschikbaar``, ``tersedia``): said of a slot, it is
not booked; read by ``goal_secure.STILL_FREE`` and ``goal_pending.FEASIBLE``."""
PASSED_ON = re.compile(
    r"(?<!\w)(?:passed (?:it|this|that|your \w+) on|passed (?:on|along) to|forwarded (?:it|this|that|your)"
    r"|forwarded to (?:the |our |a |an )?(?:\w+ )?(?:team|department|colleague|manager|technician|specialist|office"
    r"|maintenance|facilities|support|staff)|be in touch"
    r"|se pondra[n]? en contacto|derivad[oa]s?|remitid[oa]s?|transmise?s?|vous recontacter\w*|vous contactera"
    r"|weitergegeben|weitergeleitet|meldet sich|melden sich|inoltrat\w*|trasmess\w*|ti contatter\w*"
    r"|la contatter\w*|encaminhad\w*|entrara[om]? em contato|doorgestuurd|doorgegeven|neemt contact"
    r"|diteruskan|meneruskan|teruskan|akan menghubungi)(?!\w)"
)
"""A case passed on (``I've passed it on``, ``weitergegeben``, ``la contatterà``): the user is handed over."""
CHANNEL = re.compile(
    r"(?<!\w)(?:by e-?mail|via e-?mail|por correo|par e-?mail|par mail|per e-?mail|per mail|melalui email"
    r"|lewat email)(?!\w)"
)
"""A channel something reaches the user by."""
ANSWER = re.compile(
    rf"(?<!\w)(?:{CONFIRM}\w*|answer\w*|repl\w+|respuesta|respond\w*|repons\w*|repond\w*|antwort\w*|antwoord\w*"
    r"|rispost\w*|rispond\w*|respost\w*|jawab\w*|quote|devis|presupuesto|orcamento|preventivo|angebot|offerte"
    rf"|penawaran|{AVAILABILITY}|details|detalles|dettagli"
    r"|detalhes|informa\w*|news|noticias|nouvelles|nachricht|notizie|bericht|kabar)(?!\w)"
)
"""What a hand-off by a channel still owes the user: an answer, a confirmation, a quote, the details."""
DOCUMENT = re.compile(
    r"(?<!\w)(?:tracking(?: number| link| code)?|track ?(?:&|and) ?trace|invoice|receipt|(?<!support )e?-?tickets?"
    r"|boarding pass\w*|vouchers?|qr code|pdf|(?:numero|codigo|enlace) de seguimiento|facturas?|recibos?"
    r"|comprobantes?|justificante|entradas|billetes?|(?:codigo|numero|link) de rastreio|rastreio|rastreamento"
    r"|nota fiscal|faturas?|ingressos?|bilhetes?|(?:numero|lien|code|n°|no) de suivi|avec le suivi|factures?"
    r"|e?-?billets?|justificatif|sendungs(?:nummer|verfolgung)|tracking-?(?:nummer|link)|rechnung|quittung|beleg"
    r"|eintrittskarten|gutschein|(?:codice|numero|link) di (?:tracciamento|tracking|spedizione)|fattura|ricevuta"
    r"|bigliett[oi]|scontrino|trackingcode|factuur|kwitantie|kaartjes?|bonnetje|(?:nomor )?resi|faktur|kuitansi"
    r"|struk|e?-?tiket|bukti (?:pembayaran|pemesanan|transfer)|tagihan)(?!\w)"
)
"""A document of a deed's outcome (a tracking number, an invoice, tickets): sent by e-mail it owes no answer (``le n°
de suivi vous sera envoyé par e-mail``, ``Tagihan dikirim via WA``), unlike a confirmation (:func:`sends_outcome`)."""


def sends_outcome(said: str) -> bool:
    """Normalised ``said`` sends a document of the outcome (:data:`DOCUMENT`) and owes no answer (:data:`ANSWER`)."""
    return DOCUMENT.search(said) is not None and ANSWER.search(said) is None


_VISIT = re.compile(
    r"(?<!\w)(?<!le )(?<!te )(?<!les )(?<!lhe )(?<!lhes )(?<!vous )(?<!ti )(?<!gli )(?<!vi )(?<!ci )"
    r"(?:come|comes|coming|arrive\w*|visit\w*|stop by|drop by|swing by|pop by|pop round|be there|turn up|show up"
    r"|pasar\w*|vendr\w*|llegar\w*|acudir\w*|passar\w*|vira|virao|chegar\w*|comparecer\w*|passer\w*|viendr\w*"
    r"|arriver\w*|interviendr\w*|verr\w*|interverr\w*|komm\w*|vorbei\w*|kom|komt|komen|langs\w*|datang|tiba"
    r"|mampir|berkunjung)(?!\w)"
)


def is_pending(text: str) -> bool:
    """The text puts the matter in a status of waiting (module docstring)."""
    return PENDING.search(normalise(text)) is not None


def is_visit(text: str) -> bool:
    """Someone is to come over (module docstring); the caller decides whose visit it is."""
    return _VISIT.search(normalise(text)) is not None


SETTLE = re.compile(
    r"(?<!\w)(?:check|checks|checking|checken|verify|verif\w*|comprob\w*|consult(?:o|ar|amos)|vérifi\w*"
    r"|pr[üu]f(?:e|en|t|st|ung)|nachfrag\w*|nachseh\w*|nachschau\w*|controll(?:o|are|iamo)|nakijk\w*|navrag\w*"
    r"|cek|dicek|mengecek|look into|confirms|konfirmasi|dikonfirmasi|approv\w*|aprob\w*|apruebe|aprov\w*"
    r"|genehmig\w*|goedkeur\w*|disetujui|let you know|get back"
    r"|te (?:digo|aviso|cuento|falo)|le (?:digo|aviso)|ti (?:faccio sapere|dico|avviso)|le faccio sapere"
    r"|vous tiens au courant|reviens vers vous|melde mich|melden uns|laat (?:ik|we|het) (?:je|u|het) weten"
    r"|nog bericht|noch bescheid|bescheid|kabari|dikabari|(?:ya|ja|já) te confirmo|te confirmo (?:en|mas|más|luego"
    r"|ahora|enseguida)|(?:le|ti) confermo (?:appena|a breve|tra|dopo)|confirm (?:it |this |that )?(?:shortly|later"
    r"|soon|in a bit|asap)|(?:i'll|we'll|i will|we will) confirm)(?!\w)"
)
"""Something still to check, approve or report back (``I need to check with the kitchen``, ``ich muss noch
nachfragen``, ``Ik check even of dat lukt``, ``masih perlu dicek``): beside a done word the deed is not settled
(:func:`user_sim.core.goal_withheld.withheld`). Not a check-in, the user's check (``setelah Kakak cek sampel``), a
thing named after checks (``Prüfstand``), nor staff who know of it (``dann weiß das Team Bescheid``), nor a
confirmation's number or message (``nomor konfirmasi 70213``)."""
_NOT_SETTLE = re.compile(
    r"(?<!\w)check[\s-]?(?:in|out)\w*|check (?:your|the|je|uw) \w+|cek (?:email|inbox)"
    r"|(?<!\w)(?:nomor|kode|no\.?|bukti|email|pesan) konfirmasi(?:nya)?|(?<!\w)(?:weiss|weiß|weisst"
    r"|weißt|wissen|wisst)\s+(?:[\w-]+\s+){0,4}bescheid"
    r"|(?<!\w)(?:you|kakak|kak|anda|usted|vous|tu|voce|você|voi|u|jij|jullie)\s+(?:\w+\s+)?(?:check\w*|cek"
    r"|compruebe\w*|comprueba\w*|verifi\w*|vérifi\w*|controll\w*|controleer\w*)"
)


def settles_later(clause: str) -> bool:
    """Something is left to check, approve or report back (:data:`SETTLE`), or the deed's own confirming to come.

    The latter is goal_confirmed_later's (``A reserva será confirmada``), not another matter's (``O pagamento será``).
    """
    said = OTHER_PASSIVE.sub(" ", _NOT_SETTLE.sub(" ", clause.casefold()))
    plain = normalise(said)
    return SETTLE.search(said) is not None or SETTLE.search(plain) is not None or confirmed_later(plain)
