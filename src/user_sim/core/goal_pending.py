"""What says an action is not done yet, in the chatbot's latest reply: read before any model and by the word test.

An action is done only when the chatbot says it did it. These markers say the opposite, in the eight languages
(besides a question for the go-ahead: :mod:`user_sim.core.goal_go_ahead`):

* **a pending state** (:data:`PENDING`): ``pending``, ``awaiting``, ``pendiente``, ``en attente``, ``à confirmer``,
  ``in attesa``, ``aguardando``, ``ausstehend``, ``vorläufig``, ``in behandeling``, ``menunggu konfirmasi``…;
* **taking it on** (:data:`TAKING_ON`): the present used for what is about to be done (``I'm on it``, ``me encargo
  de``, ``procedo con``, ``je m'occupe de``, ``ich kümmere mich``, ``das kriegen wir hin``, ``ci penso io``, ``pode
  deixar``, ``dat regelen we``, ``saya bantu``; in German and Dutch also with the subject after the verb, and a
  first-person present after *then* or *right away*: ``dann kümmere ich mich darum``, ``dann trage ich Sie ein``,
  ``dan zet ik u erin``), or still to check (``je dois vérifier``, ``devo controllare``, ``compruebo``, ``ich muss
  nachsehen``, ``saya cek dulu``);
* **feasibility** (:data:`FEASIBLE`): the request can be met, which is not meeting it (``works for us``, ``no
  problem``, ``es posible``, ``tengo hueco``, ``c'est possible``, ``klingt gut``, ``si può fare``, ``é tranquilo``,
  ``kan prima``, ``masih kosong``).
* **the user still to confirm** (:data:`TO_CONFIRM`): ``Reply YES to confirm``, ``Responda SÍ para confirmar``,
  ``Antworten Sie mit JA zur Bestätigung``, ``Balas YA untuk konfirmasi``;
* **an event still to come** (:data:`UPON`): ``booked as soon as you pay``, ``réservée dès réception``,
  ``reserviert, sobald…``, ``gereserveerd zodra…``, ``sudah dibooking begitu DP masuk``.

The smaller tables: an agreeing opening (:data:`AGREEING`), a request to the user (:data:`PLEASE`), verbs whose
deed is a recorded request (:data:`REPORTING`), *as requested* (:data:`AS_ASKED`); goal_open reads them.
"""

from __future__ import annotations

import re

from user_sim.core.goal_confirm_first import AND_STATE, CONFIRM_FIRST
from user_sim.core.goal_conjunctions import AND, ON_RECEIPT, SOON, THEN, either
from user_sim.core.goal_purpose import AFIN_DE, TO_DO, TO_THE, UM_ZU
from user_sim.core.goal_status import FREE
from user_sim.core.goal_status import PENDING as STATUS_PENDING
from user_sim.core.goal_words import CONFIRM, SETTLING
from user_sim.core.goals import normalise

PENDING = STATUS_PENDING
"""A state still open: the deed waits on someone or something."""
UPON = re.compile(rf"(?<!\w){either(SOON, ON_RECEIPT)}(?!\w)")  # not IF, WHEN, AFTER alone: see goal_conjunctions
"""Done only once a future event happens (``booked as soon as you pay``, ``réservée dès réception``)."""
TO_STEP = (*TO_DO, *AFIN_DE, *UM_ZU, *TO_THE)
"""The *to* after a step the user is told to take (``reply YES to confirm``, ``Répondez OUI afin de confirmer``,
``klik om door te gaan``): goal_purpose's TO_DO, AFIN_DE, UM_ZU and TO_THE; read here and by goal_owed."""
TO_CONFIRM = re.compile(
    r"(?<!\w)(?:reply|respond|answer|text|click|press|tap|type|responda|responde|contesta|pulsa|repondez|cliquez"
    r"|tapez|antworten|antworte|klicken|tippen|rispondi|risponda|clicca|scrivi|clique|digite|antwoord|klik|typ"
    rf"|balas|ketik)(?!\w)[^.!?]*?(?<!\w){either(TO_STEP)}\s+(?:\w+\s+){{0,2}}?"
    rf"(?:{CONFIRM}|{SETTLING})\w*"
    rf"|{CONFIRM_FIRST}[^.!?]*?[,\s]\s*{either(THEN, ('maka',))}\s"
    rf"|{CONFIRM_FIRST}(?:\s+[\w']+){{0,4}}?\s*,?\s+{either(AND)}\s+{AND_STATE}"
)
"""The user is told how to confirm (``Reply YES to confirm``), or to confirm first and then, or and, it is done
(``Bitte bestätigen Sie kurz, dann ist … bestellt``, ``Kurz bestätigen, und die Bestellung ist aufgegeben``): the
request opens the sentence; not a statement (``We confirm every booking by email, then …``), nor a participle once
normalised (``votre rendez-vous est confirmé pour samedi … et deux accompagnatrices``): not confirmed yet."""
TAKING_ON = re.compile(
    r"(?<!\w)(?:i'm on it|on it|leave it (?:with|to) (?:me|us)|i'll|take care of|putting you (?:in|down)"
    r"|(?:i'm|i am|we're|we are) (?:booking|reserving|processing|placing|checking|looking)|i (?:need|have) to check"
    r"|me encargo|nos encargamos|me ocupo|nos ocupamos|procedo|procedemos|lo gestiono|te buscamos|le buscamos"
    r"|estoy (?:procesando|reservando|gestionando|tramitando|comprobando|mirando|revisando)|compruebo|reviso"
    r"|tengo que (?:comprobar|mirar|consultar|verificar|revisar)|je m'occupe|je m'en occupe|je m'en charge"
    r"|nous nous en occupons|on s'en occupe|je note|je transmets|je lance|je procede|je verifie|je regarde"
    r"|je dois (?:verifier|regarder|consulter|voir)|ich kummere mich|wir kummern uns|kriegen wir hin"
    r"|bekommen wir hin|schaffen wir|ich erledige|ich bin dabei|ich prufe|ich schaue|ich sehe nach"
    r"|ich muss (?:prufen|nachsehen|schauen|nachschauen)|me ne occupo|ci penso(?: io)?|ci pensiamo(?: noi)?|provvedo"
    r"|procediamo|ce ne occupiamo|controllo|verifico|devo (?:controllare|verificare|sentire|chiedere)"
    r"|sto (?:prenotando|procedendo|registrando|controllando|verificando)|pode deixar|deixa comigo|deixe comigo"
    r"|eu cuido|a gente (?:cuida|resolve|separa|faz|marca|reserva)|providencio|providenciamos"
    r"|estou (?:processando|reservando|verificando|vendo)|preciso (?:verificar|checar|confirmar|ver)"
    r"|ik regel|dat regel ik|dat regelen we|wij regelen|we regelen|ik zorg|wij zorgen|we zorgen|ik ben ermee bezig"
    r"|ik kijk|ik check|ik moet (?:checken|nakijken|kijken|navragen)|saya urus|kami urus|saya bantu|kami bantu"
    r"|saya proses|kami proses|saya cek|kami cek|saya periksa|cek dulu|dicek dulu|kummert sich|kummern sich"
    r"|se encarga\w*|se ocupa\w*|s'occupe\w*|s'en occupe\w*|se ne occupa\w*|cuida\w*|zorgt ervoor|mengurus"
    r"|kummere ich mich|kummern wir uns|erledige ich|erledigen wir|regel ik|regelen we|regelen wij|zorg ik"
    r"|zorgen we|zorgen wij|schaue ich|sehe ich|prufe ich|klare ich|checke ich|frage ich|kijk ik|check ik"
    r"|vraag ik|zoek ik)(?!\w)"
    r"|(?<!\w)(?:dann|gleich|sofort|direkt|dan|meteen|direct)\s+(?!(?:habe|hab|haben|hatte|ist|sind|bin|war|waren"
    r"|wurde|wurden|heb|hebben|had|ben|is|zijn|was|waren|werd|staat|steht)\s)\w+\s+(?:ich|wir|ik|we|wij)(?!\w)"
)
"""The chatbot takes the deed on, or has still to check: it is not done."""
CALL_US = re.compile(
    r"(?<!\w)(?:call us|contact us|phone us|ring us|email us|llamanos|llamenos|contactenos|contactanos|escribenos"
    r"|appelez-nous|contactez-nous|ecrivez-nous|rufen sie uns|kontaktieren sie uns|schreiben sie uns|melden sie sich"
    r"|chiamateci|chiamaci|ci chiami|contattaci|contattateci|scriveteci|ligue para nos|nos ligue|fale conosco"
    r"|bel ons|mail ons|neem contact op|hubungi kami|telepon kami|chat kami)(?!\w)"
)
"""The user is to get in touch (``call us on arrival``, ``chiamateci``, ``hubungi kami``): nothing is done."""
FEASIBLE = re.compile(
    r"(?<!\w)(?:works? (?:for us|great|fine|perfectly|well)|that works|no problem|not a problem|possible|doable"
    r"|can do|sounds (?:good|great|fine)|(?:is|are) (?:fine|open)|fine by us|we can (?:fit|do|manage|take)"
    r"|we have (?:room|space|a slot|slots|a table|tables|openings)|there's (?:room|space)|sin problema"
    r"|no hay problema|ningun problema|es posible|se puede|nos va bien|tenemos (?:sitio|hueco|plaza|mesa)"
    r"|tengo (?:hueco|sitio|plaza)|pas de (?:probleme|souci)"
    r"|aucun (?:probleme|souci)|ca marche|ca nous va|c'est jouable|de la place"
    r"|kein problem|moglich|machbar|klingt (?:\w+ )?gut|passt|geht klar|das geht|si puo fare"
    r"|nessun problema|possibile|fattibile|c'e posto|ci sono ancora|sem problema"
    r"|nenhum problema|possivel|da sim|da para|e tranquilo|pode ser|temos (?:vaga|horario|lugar|mesa)"
    r"|kan prima|kan zeker|dat kan|is prima|geen probleem|mogelijk"
    r"|nog plek|hebben (?:nog )?plek|bisa kok|bisa kak|tidak masalah|gak masalah|nggak masalah|ga masalah"
    r"|memungkinkan|ada tempat|geht|bisa(?=\W*$))(?!\w)"
    rf"|(?<!\w){FREE}(?!\w)"
)
"""The request can be met, or is available: said, it is not met."""
CHECKED = re.compile(
    r"(?<!\w)(?:checked|looked|verified|had a look|mirado|comprobado|revisado|consultado|verificado|chequeado"
    r"|verifie|regarde|consulte|controle|nachgesehen|nachgeschaut|gepruft|geschaut|uberpruft|kontrolliert"
    r"|controllato|verificato|guardato|verifiquei|verificamos|olhei|consultei|chequei|gekeken|nagekeken"
    r"|gecontroleerd|gecheckt|nagegaan|cek|dicek|mengecek|memeriksa|diperiksa|dilihat)(?!\w)"
)
"""A deed of looking only (``I've checked``, ``he mirado``, ``nachgesehen``, ``sudah dicek``): beside an
availability it says what can be done, not that it is done."""
AGREEING = re.compile(
    r"^\W*(?:of course|sure|certainly|absolutely|definitely|happy to|gladly|with pleasure|claro|por supuesto"
    r"|desde luego|con gusto|encantad\w|bien sur|avec plaisir|volontiers|certainement|naturlich|selbstverstandlich"
    r"|gerne?|klar|sicher|certo|certamente|volentieri|con piacere|com certeza|com prazer|natuurlijk|zeker|graag"
    r"|uiteraard|tentu|boleh|siap|baik|oke|ok|okay)(?!\w)"
)
"""An opening of agreement: with no deed said, the chatbot agrees to the request, it does not carry it out."""
PLEASE = re.compile(
    r"^\W*(?:please|kindly|por favor|le ruego|s'il vous plait|merci de|veuillez|bitte|per favore|si prega|la prego"
    r"|por gentileza|favor|alstublieft|gelieve|graag|silakan|silahkan|mohon|harap|tolong)(?!\w)"
)
"""A request to the user (``Please bring the laptop``, ``Mohon …``): the user is to act, the chatbot did nothing."""
REPORTING = re.compile(
    r"(?<!\w)(?:report|request|complain|claim|notify|log|apply|reportar|denunciar|solicitar|reclamar|avisar"
    r"|signaler|declarer|demander|reclamer|melden|beantragen|anfragen|reklamieren|segnalare|richiedere|reclamare"
    r"|comunicare|relatar|comunicar|aanvragen|doorgeven|lapor|melaporkan|mengajukan|komplain)\w*"
)
"""Verbs whose deed *is* a recorded request (``report a broken heater``: the ticket logged is the deed)."""
AS_ASKED = re.compile(
    r"(?<!\w)(?:as|comme|como|wie|come|zoals|sesuai|seperti)\s+(?:\w+\s+)?(?:requested|asked|demande\w*"
    r"|pedido|pediste|solicitad\w|gewunscht|angefragt|richiesto|chiesto|gevraagd|verzocht|permintaan|diminta)(?!\w)"
)
"""*As requested* (``comme demandé``): the deed matches the request, no request is merely recorded."""


def pending(sentence: str) -> bool:
    """The sentence leaves the deed waiting (:data:`PENDING`)."""
    return PENDING.search(normalise(sentence)) is not None


def not_yet(sentence: str) -> bool:
    """The sentence takes the deed on, has it to check, says it can be met, leaves it pending, or asks a call."""
    said = normalise(sentence)
    return any(table.search(said) is not None for table in (TAKING_ON, FEASIBLE, PENDING, CALL_US))
