"""Participles of the service verbs, said with no auxiliary: a done word on its own, a header, an elliptical clause.

Chatbots confirm in chat style, dropping the auxiliary: ``Gekauft ✅`` then the order on the next lines, ``Zwei Pässe
gekauft.``, ``Programado para el viernes.``, ``Iscritto al corso del lunedì.``, ``Inscrit pour samedi.``,
``Vastgelegd``, ``Logged.``. The shape of a participle alone says too little (``Helado``, ``Gelato``, ``Soirée``,
``Angebot`` and ``Gesamt`` end like one), so :data:`SERVICE` lists the participles of the verbs a service does for a
user — book, reserve, order, buy, pay, confirm, schedule, register, enrol, note, cancel, change, move, renew, block,
activate, send, issue, arrange (``concertada``, ``vereinbart``, ``convenu``), assign (``asignada``, ``attribué``,
``zugewiesen``; not English *assigned*, *allocated*, which also say a habit: ``slots get allocated on Thursday``) — per
language (English, Spanish, Portuguese, Italian, French with its accents, German, Dutch; Indonesian passives are read by
:mod:`user_sim.core.goal_perfect`), with their gender and number endings. Words that end like one but are no deed
(``Unser Angebot``, ``la commande``, ``the programme``) are not in it: French participles are matched with their accent
(``commandé``, not ``commande``). Ability or a future beside it: :func:`user_sim.core.goal_done.is_done`.
"""

from __future__ import annotations

from user_sim.core.goal_conjunctions import DASHES, LONG_DASHES, either
from user_sim.core.goal_move_words import MOVED_ENGLISH, MOVED_FRENCH, MOVED_GERMANIC, SERVICE_ROOTS
from user_sim.core.goal_words import CONFIRM
from user_sim.core.goal_you import YOU

ROMANCE_ROOTS = (
    r"reserv|confirm|pag|compr|program|reprogram|agend|reagend|anot|apunt|anul|cancel|envi|apart|registr"
    r"|tramit|marc|fij|fiss|segn|prenot|acquist|ordin|modific|actualiz|aggiorn|atualiz|alter"
    r"|renov|rinnov|bloque|blocc|activ|ativ|attiv|emit|exped|cobr|factur|salv|guard|invi|garant|garantiz|aprov|aprob"
    rf"|approv|concert|asign|assegn|atribu|conclu|finaliz|finalizz|complet|lanç|{'|'.join(SERVICE_ROOTS)}"
)
_ROMANCE = (
    rf"(?:{ROMANCE_ROOTS})(?:ad[oa]s?|at[oaie]|[ií]d[oa]s?)|(?:mess|tenut)[oaie] da parte"
    r"|inscript?[oa]s?|iscritt[oaie]|aggiunt[oaie]|añadid[oa]s?|anadid[oa]s?|agregad[oa]s?|hech[oa]s?|fatt[oaie]|feit[oa]s?|emess[oaie]|impress[oa]s?|pres[oi]|tomad[oa]s?"
)
_FRENCH = (
    r"(?:réserv|confirm|pay|achet|command|enregistr|annul|modifi|envoy|planifi|programm|fix|régl|bloqu|activ"
    rf"|renouvel|not|chang|{'|'.join(MOVED_FRENCH)}|valid|effectu|cal|approuv|attribu|finalis|ajout)(?:é|ée|és|ées)|inscrite?s?"
    r"|prise?s?|convenue?s?|retenue?s?|mise?s? de côté"
)
_GERMAN = (
    r"(?:an|ein|um|vor|fest|ab|zu|auf|aus|ver|nach|zurück|zuruck|beiseite)?ge(?:kauft|bucht|zahlt|plant|tragen|meldet|legt|schickt"
    r"|sendet|sperrt|ändert|andert|macht|sichert|blockt|fixt|setzt|stellt)"
    r"|(?:reserv|notier|registr|storn|aktiv|organis|arrang|fix|termin|plat|kass|quitt)iert"
    r"|bestätigt|bestatigt|bezahlt|verlängert|verlangert|erledigt|bestellt|verschickt|versendet"
    r"|überwiesen|uberwiesen|eingebucht|hinzugefügt|hinzugefugt|genehmigt|freigegeben"
    r"|vereinbart|zugewiesen|festgehalten|erfasst|abgeschlossen|(?:bestellung|auftrag)\s+(?:\w+\s+)?aufgenommen"
)
_DUTCH = (
    r"(?:in|aan|op|vast|om|door|af|uit)?ge(?:boekt|kocht|plaatst|pland|noteerd|reserveerd|regeld|legd|meld"
    r"|schreven|zet|stuurd|wijzigd|annuleerd|blokkeerd|maakt|daan|boekt|ruild|stort)"
    r"|ingeschreven|aangemeld|vastgelegd|ingepland|bevestigd|betaald|besteld|verzonden|verstuurd|verlengd"
    rf"|{'|'.join(MOVED_GERMANIC)}|opgezegd|aangepast|ingeboekt|doorgevoerd|toegevoegd|goedgekeurd"
    r"|afgesproken|toegewezen|afgerond|(?:apart|opzij)\s?(?:gezet|gelegd)|(?:bestelling|order)\s+(?:\w+\s+)?opgenomen"
)
_ENGLISH = (
    rf"booked|reserved|bought|purchased|paid|noted|logged|scheduled|{'|'.join(MOVED_ENGLISH)}|renewed|blocked|activated"
    r"|approved|enrolled|registered|signed up|sent|added|placed|ordered|confirmed|cancell?ed|updated|arranged|sorted"
    r"|submitted|filed|lodged|issued|penciled in|pencilled in|received|completed|finali[sz]ed|set aside|put aside"
    rf"|(?:sold|verkocht|verkauft|vendid[oa]s?|vendut[oaie]|vendue?s?)\s+(?:to|aan|an|a|à)\s+{either(YOU)}(?!\w)"
    rf"|(?:an|aan)\s+{either(YOU)}(?!\w)\s+(?:verkauft|verkocht)"
    r"|recibid[oa]s?|ricevut[oaie]|recebid[oa]s?|reçue?s?|eingegangen"
    r"|(?:betaling|aanbetaling|bedrag|storting|bestelling|boeking|reservering)\s+(?:\w+\s+)?ontvangen"
)
_IN_THE_BOOK = (  # "it's in the book", "vous êtes sur la liste", "sei in lista", "steht im Kalender", "masuk sistem"
    r"(?:it's|you're|we're|they're|is|are|está|estás|están|c'est|êtes|est|sont|steht|stehen|ist|sind|staat|staan|zit"
    r"|è|sei|sono"
    r"|masuk|tercatat)\s+(?:in|en|na|no|dans|sur|im|auf|in de|in het|nel|nella|ke|di)\s+(?:the\s+|el\s+|la\s+|a\s+|o\s+"
    r"|le\s+|l'|der\s+|dem\s+|de\s+|het\s+|il\s+|mon\s+|notre\s+|our\s+|my\s+|unserem\s+|onze\s+)?"
    r"(?:book|books|diary|system|calendar|schedule|planner|planning|agenda|sistema|calendario|kalender|systeem"
    r"|système|registro|register|lijst|liste|list|lista|sistem|jadwal)(?!\w)"
    r"|(?:it's|it is|that's|es|está|c'est|est|steht|ist|è|staat|sudah)\s+(?:on|en|na|no|sur|auf|in|nella|sulla|op|di)"
    r"\s+(?:(?:your|the|tu|su|la|a|sua|votre|ihrer|der|deiner|tua|je|uw|de)\s+)?(?:reservation|booking|order|ticket"
    r"|reserva|pedido|encomenda|réservation|commande|reservierung|buchung|bestellung|prenotazione|ordine|reservering"
    r"|boeking|bestelling|pesanan|reservasi)\s*(?:#|n[°º.]|nr\.?|no\.?)\s*[a-z]{0,4}-?\d[\w-]*"
)
_ON_ITS_WAY = (  # "Ihre Bestellung ist raus", "your order is on its way", "je pakket is onderweg"
    r"(?:bestellung|auftrag|paket|sendung|order|parcel|package|pedido|paquete|encomenda|commande|colis|ordine|pacco"
    r"|bestelling|pakket|pesanan|paketnya|pesanannya)\s+(?:\w+\s+){0,2}?(?:ist|is|está|est|è|sudah|sedang|già|ya|já)\s+"
    r"(?:\w+\s+)?(?:raus|unterwegs|on (?:its|the) way|en camino|a caminho|en route|in viaggio|onderweg|de deur uit"
    r"|dalam perjalanan|in consegna|en chemin|shipped|out)(?=\s*(?:[.,;:!]|$))"
)
_RELATIVE = r"(?:was|wo|wie|wat|dat|waar|welche\w*|welke|hoe|zoals|wenn|ob|als|of|dass)"
"""Words that open a subordinate clause, whose verb comes last too (``was auf der Karte steht``)."""
RESULT = (  # a state that results from the deed: "Ya está", "ya tienes tu cita", "staat vast", "pesanan masuk"
    r"(?:ya|já)\s+(?:est[áa]|qued[óo])(?=\s*(?:[:!,.]|$))"
    r"|(?:ya|já)\s+(?:(?:lo|la|los|las|o|a|os|as)\s+)?(?:tienes|tiene|tienen|tens|tem|têm)(?!\w)"
    r"|(?:staat|staan|zit|zitten|is|zijn)\s+(?:\w+\s+){0,2}?(?:vast|erin|klaar|gelukt|rond)(?!\w)"
    r"|^\W*(?:gelukt|geregeld|geboekt|gereserveerd|genoteerd|erledigt|gebucht|listo|lista|hecho|feito|pronto"
    r"|staat|steht|beres|fertig|prontinho|feitinho|fix|rond)(?:\s+(?:kak|kakak|ya|pak|bu|mas|mbak|gan|sis)){0,2}\W*$"
    r"|(?:pesanan|order|booking|reservasi|pendaftaran)\s+(?:\w+\s+)?(?:sudah\s+|udah\s+)?(?:masuk|fix|beres|oke)(?!\w)"
    rf"|^\W*(?:sudah\s+|udah\s+)?(?:beres|fix)(?:\s+(?:kak|kakak|ya|pak|bu|mas|mbak|gan|sis)){{0,2}}\s*[,:!{DASHES}]"
    rf"|(?:^|(?<=[,:;{LONG_DASHES}])\s*(?!\s)(?!(?:das|die|der|den|dem)\s))"  # verb last: "Ihr Tisch am Freitag steht."
    rf"(?:(?!(?<!\w){_RELATIVE}\s)[^,:;{LONG_DASHES}])*?(?<!\w)(?:steht|staat)\s*[.!]*$"  # not "was dort steht"
    rf"|(?<=[,:;{LONG_DASHES}])\s*(?:der|die|das|de|het)\s+(?!(?:dort|da|hier|noch|so|oben|unten|drin|schon|frei|leer|offen"
    r"|er|daar|nog|al|vrij|open)\s)\w+\s+(?:steht|staat)\s*[.!]*$"  # "Alles klar, der Termin steht."
    rf"|(?:^|(?<=[,;{LONG_DASHES}!])\s*)\W*(?:ihr|ihre|dein|deine|euer|eure|der|die|je|jouw|uw|de)\s+(?:termin|buchung|reservierung|bestellung"
    r"|auftrag|tisch|platz|anmeldung|afspraak|boeking|reservering|bestelling|tafel|inschrijving|plek)\s+(?:steht"
    r"|staat)\s*:"  # "Ihr Termin steht: Dienstag, 16:40", "Ja hoor, je reservering staat: …"
    rf"|{_IN_THE_BOOK}|{_ON_ITS_WAY}"
)
"""A state that results from the deed, per language (``Ya está``, ``Je tafel staat.``, ``it's in the book``, ``it's
on reservation #D-7721``: on the booking by its number)."""
SERVICE = rf"(?:{_ROMANCE}|{_FRENCH}|{_GERMAN}|{_DUTCH}|{_ENGLISH})"
"""A participle of a service verb (module docstring), on lower-case text with its accents."""
STATE = (  # participles that say where or how a thing or a person is, not what was done for the user
    r"(?<!\w)(?:located|situated|localizad[oa]s?|situad[oa]s?|ubicad[oa]s?|située?s?|situat[oaie]|gelegen|gevestigd"
    r"|encantad[oa]s?|interesad[oa]s?|interessad[oa]s?|interessat[oaie]|interested|invit\w*|eingeladen"
    r"|uitgenodigd|abiert[oa]s?|apert[oaie]|abert[oa]s?|ouverte?s?|geöffnet|geoffnet|geopend|cerrad[oa]s?"
    r"|chius[oaie]|fechad[oa]s?|fermée?s?|geschlossen|gesloten|closed|pleased|delighted|dedicated|specialized"
    r"|especializad[oa]s?|spécialisée?s?|spezialisiert|gespecialiseerd|qualified|cualificad[oa]s?|included"
    r"|incluid[oa]s?|inclus|inclusa?|inclusi|inclue?s?|incluso|inbegriffen|inbegrepen|compris|compres[oa]s?)(?!\w)"
)
"""Participles of a state (``está ubicado``, ``siamo aperti``, ``vous êtes invités``, ``breakfast included``): set
aside before the deed is looked for."""
DEED = (
    r"(?<!\w)(?:book|reserv|confirm|schedul|regist|enrol|cancel|process|arrang|purchas|hold|secur|lock|block"
    r"|handl|take care|deal with|sort (?:it|that|this|everything)|set (?:it|that|this|everything) up"
    r"|do (?:it|that|this)|encarg|agend|inscri|anul|tramit|proces|gestion|ocup|encomend|trat|valid|enregistr|annul"
    r"|trait|occup|en charg"
    r"|planifi|buch|gebucht|bestell|bestatig|anmeld|angemeld|eintrag|eingetrag|storn|bearbeit|prufe|erledig|kummer"
    r"|prenot|conferm|iscri|annull|elabor|gestisc|gestir|boek|geboekt|bevestig|inschrij|ingeschreven|annuleer"
    r"|verwerk|behandel|regel|zorg|vastleg|vastgeleg|vastzet|festleg|festgeleg|eintrag|guard|pesan|dipesan|reservasi"
    r"|konfirmasi|daftar|proses|batal|urus|kerjakan)"
)
"""Verbs of doing, confirming or processing a deed, in any form (``book``, ``se reservará``, ``wird bearbeitet``,
``sera traitée``, ``akan diproses``), on normalised text: a future said of one of them is the deed still to come
(``… and will be confirmed tomorrow``), not a consequence of it (:func:`user_sim.core.goal_aside.done_before_future`).
Nouns of the order itself (``your order will arrive``) are no verb of doing: they are not listed."""
DEED_NOUN = (
    rf"(?<!be )(?<!am )(?<!is )(?<!are )(?<!'re )(?!{CONFIRM})"
    rf"{DEED}\w*?(?:ing|ingen|ung|ungen|tions?|cion|ciones|cao|coes|zione|zioni|ties?|ments?|mentos?|menti)(?!\w)"
    r"|(?<!\w)pesanan(?!\w)"
    rf"|(?<!\w)(?:the|your|our|el|il|su|sua|seu|nossa|nosso|votre|notre|ihre|unsere|uw|onze|het)\s+{DEED}\w*"
)
"""The deed's own name (``booking``, ``reservación``, ``Bestellung``, ``bestelling``, ``boeking``, ``prenotazione``,
``réservation``, ``inscrição``, ``pesanan``, ``sua encomenda``, ``il ordine``; after a determiner that is no clitic
pronoun, unlike ``la``, ``lo``, ``a``): the subject of what comes next (``bestelling 4418 wordt nu bezorgd``),
no verb of doing. An English ``-ing`` after *be* is the verb (``we'll be booking``); a confirmation to come (``you'll
get the confirmation tomorrow``) stays a deed still owed."""

BRINGS = (
    r"(?<!\w)(?:bring\w*|brought|deliver\w*|install\w*|fit|fits|fitting|mount\w*|commission\w*|set (?:it|them) up"
    r"|hand (?:it|them) over|tra(?:e|er|era|eran|ra|rao)|trag\w*|traz\w*|lev(?:a|ara|arao|ar)|llev\w*|entreg\w*"
    r"|instal\w*|mont\w*|apport\w*|livr\w*|mettr\w* en service|mitbring\w*|bring\w*|liefer\w*|einbau\w*"
    r"|baut|in betrieb|ubergeb\w*|port(?:a|era|eranno|are)|consegn\w*|mett\w* in funzione|breng\w*|meebreng\w*"
    r"|lever\w*|monteer\w*|in gebruik|bawa|membawa\w*|antar|mengantar\w*|pasang|memasang\w*|bezorg\w*|ship\w*"
    r"|dispatch\w*|sen[dt]|envi\w*|expedi\w*|spedi\w*|verschick\w*|versend\w*|verzend\w*|verzonden|kirim"
    r"|dikirim|mengirim\w*|geliefert|zugestellt|zustell\w*|gebracht|mitgebracht|geleverd)(?!\w)"
)
"""What staff bring, deliver, send or fit once the deed is done (``bring``, ``traerá``, ``apportera``, ``mitbringen``,
``porterà``, ``trazê-lo``, ``meebrengen``, ``membawa``; ``bezorgd``, ``shipped``, ``dikirim``): aftercare, not the
deed handed over; the deed's name as what is delivered (``bestelling 4418 wordt bezorgd``) is no deed."""
