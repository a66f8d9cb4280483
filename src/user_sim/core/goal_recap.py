"""A summary put to the user to check, the deed promised for after it, and the deed being prepared: not done.

``Klopt dit? Dan kan ik je inschrijving definitief maken.`` — the chatbot has set everything out and waits for the
user's word. Four markers, in the eight languages, on normalised text:

* **a check of the summary** (:data:`RECAP`): ``Is this right?``, ``Does everything look correct?``, ``¿Es
  correcto?``, ``¿Todo bien?``, ``Está certo?``, ``Confere?``, ``Stimmt das so?``, ``Passt alles?``, ``C'est bien
  ça ?``, ``Tout est correct ?``, ``È corretto?``, ``Va bene così?``, ``Klopt dit?``, ``Zijn de gegevens juist?``,
  ``Sudah benar?``, ``Betul ya?`` (read by :func:`user_sim.core.goal_go_ahead.asks_go_ahead`);
* **the deed for afterwards** (:data:`THEN_CAN`): ``then I can finalise``, ``Así lo dejo
  confirmado``, ``assim já posso fechar``, ``Dann kann ich … verbindlich buchen``, ``Ensuite je
  peux…``, ``così posso confermare``, ``Dan kan ik … definitief maken``, ``lalu saya bisa…``;
* **a step still owed after it** (:data:`_THEN_ASK`): ``en dan vraag ik de zaak``, ``and then I ask the kitchen``;
* **the deed being prepared** (:data:`PREPARING`): ``I'm setting it all up``, ``estoy preparando``, ``je vous
  prépare``, ``ich bereite alles vor``, ``sto preparando``, ``estou preparando``, ``Ik zet alles voor je klaar``,
  ``sedang saya siapkan`` (``staat klaar``, ``is klaargezet``: done, and no marker).

A purpose clause (``so we can test the phone``, ``damit wir…``, ``zodat we…``) is no marker: aftercare asks the
user to bring things *so that* the chatbot can serve them, after the deed is done.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import AFTERWARDS, THEN, either
from user_sim.core.goal_words import CONFIRM
from user_sim.core.goal_you import YOU
from user_sim.core.goals import normalise

RECAP = re.compile(
    r"(?<!\w)(?:(?:is|are|does|do) (?:this|that|it|everything|all (?:of )?(?:this|that)|these|the details)"
    r" (?:\w+ )?(?:right|correct|accurate|ok|okay|good|look (?:right|correct|good|ok))|all (?:good|correct)"
    r"|(?:everything|all|this|that) looks? (?:right|correct|good|ok|okay)"
    r"|did i get (?:that|this|it|everything) right|(?:can|could|would) you (?:please )?(?:confirm|check) (?:the"
    r"|these|those|that"
    r"|this|everything|all)|(?:es|esta|estan|seria|son) (?:todo )?(?:correct[oa]s?|bien|asi)"
    r"|todo (?:bien|correcto|ok|en orden)|(?:me )?(?:lo )?confirmas|cuadra|(?:esta|estao|ta|fica) (?:tudo )?"
    r"(?:certo|corret[oa]s?|ok)|confere|conferem|tudo (?:certo|ok|correto)|(?:e )?isso mesmo|stimmt (?:das"
    r"|alles|es|so)"
    r"|stimmen (?:die|alle)|(?:ist|sind) (?:das|alles|die angaben|die daten) (?:so )?(?:richtig|korrekt|ok|okay"
    r"|in ordnung)|passt (?:das|alles|es|so)|alles (?:richtig|korrekt|ok|okay|in ordnung)|c'est (?:bien )?(?:ca"
    r"|correct"
    r"|exact|juste|bon)|(?:tout )?est (?:bien )?(?:correct|exact|juste)|(?:est|sont)-(?:ce|il|elle|ils"
    r"|elles) (?:bien )?"
    r"(?:correct|exact|juste|bon)\w*|tout (?:est )?(?:bon|correct|ok)"
    r"|vous (?:confirmez|validez)|tu (?:confirmes|valides)|(?:e|sono) (?:tutto )?(?:corrett|giust|esatt)[oaie]"
    r"|va bene cosi|tutto (?:ok|giusto|corretto|a posto)|(?:ti|le|vi) torna|confermi|kloppen (?:de|deze|die"
    r"|alle|ze)|klopt(?: (?:dit|dat|het|alles"
    r"|deze|de gegevens))?|(?:is|zijn) (?:dit|dat|het|alles|de gegevens) (?:zo )?(?:goed|correct|juist|in orde)"
    r"|alles (?:correct|juist|in orde)|(?:sudah|udah|apa|apakah) (?:\w+ )?(?:benar|betul|sesuai)"
    r"|(?:benar|betul|bener|sesuai) ya)(?!\w)"
)
"""A question that puts a summary to the user to check (module docstring)."""
CHECK_OVER = re.compile(
    r"(?:^|[.!?\n])\W*(?:(?:please|bitte|por favor|per favore|tolong)\s+)?(?:check|review|look over|confere|confira"
    r"|revisa|revise|comprueba|verifica|verifiez|verifie|controlez|prufen|prufe|uberprufen|kontrollieren|controlla"
    r"|controllate|controleer|cek|periksa)(?!\s*-?\s*(?:in|out)(?!\w))(?:\s+[\w']+){0,3}\s*:"
)
"""A summary put to the user to check, an imperative opening a sentence before its colon (``Confere aí:``, ``Check
it over:``, ``Revisa:``, ``Vérifiez :``, ``Bitte prüfen:``, ``Controlla:``, ``Check even:``, ``Cek dulu ya:``; not
``Check-in:``): read by :func:`user_sim.core.goal_go_ahead.asks_go_ahead` beside a question still asked."""
THEN_CAN = re.compile(
    r"(?<!\w)(?:(?:then|after that|once (?:you|that|it)\b[^,]*,)\s*(?:i|we) (?:can|could)"
    r"|(?:asi|entonces|luego|despues|y asi) (?:ya )?(?:(?:te|se|le) )?(?:(?:lo|la|los|las) )?"
    r"(?:puedo|podre|podemos|podremos|dejo|confirmo|reservo|cierro|tramito|doy)"
    r"|(?:assim|entao|depois|ai|e assim) (?:ja )?(?:(?:eu|te|lhe) )?(?:(?:o|a) )?(?:posso|poderei|podemos|consigo"
    r"|confirmo|fecho|finalizo|reservo)|(?:dann|danach|anschliessend) (?:kann|konnen|werde"
    r"|werden) (?:ich|wir)|(?:ensuite|alors|apres|puis|et) (?:je|nous|on) (?:peux|pourrai|pourrons"
    r"|pouvons|peut|vais|allons)|(?:cosi|allora|poi|dopo) (?:(?:te|ve|glie)\w* )?"
    r"(?:(?:lo|la) )?(?:posso|potro|possiamo|potremo|confermo|prenoto|registro|chiudo)"
    r"|(?:dan|daarna|vervolgens) (?:kan|kunnen|zal|zullen|ga|gaan) (?:ik|we|wij)"
    r"|(?:lalu|setelah itu|baru|kemudian) (?:saya|kami|aku) (?:bisa|dapat))(?!\w)"
)
"""The deed said for after the user's word (module docstring)."""
_THEN_ASK = re.compile(
    rf"(?<!\w){either(THEN, AFTERWARDS)}\s+(?:(?:i|ich|je|eu|saya|kami|we)\s+)?(?:(?:le|lhe|gli|lui|leur)\s+)?"
    r"(?:ask|check with|vraag ik|vragen we|frage ich|fragen wir|pregunto|consulto|chiedo|domando|demande|pergunto"
    rf"|tanyakan|tanya)(?!\w)(?!\s+{either(YOU)}(?!\w))"
    rf"(?:[^.!?;]*?(?<!\w){CONFIRM}|(?:\s+[\w']+){{0,3}}\s*(?:[.!;]|$))"
)
"""A step the chatbot still has to take, asking someone else for the confirmation or with nothing more, said in the
present after *then* (``en dan vraag ik de zaak om bevestiging``, ``und dann frage ich beim Wirt nach``, ``y luego le
pregunto al dueño si la confirma``, ``and then I ask the kitchen.``); not a request to the user (``dan vraag ik u om
…``, ``then I ask you to arrive early``), nor a question about another thing (``en dan vraag ik of het terras vrij
is``)."""
PREPARING = re.compile(
    r"(?<!\w)(?:(?:i'm|i am|we're|we are) (?:\w+ )?(?:setting (?:\w+ ){0,3}?up|preparing|getting (?:\w+ ){0,3}?ready"
    r"|putting (?:\w+ ){0,3}?together)|(?:estoy|estamos) (?:\w+ )?preparando|(?:te|se|le|os) (?:lo |la |los |las )?"
    r"preparo|(?:je|nous) (?:vous |te )?(?:prepare|preparons)|je suis en train de|(?:ich|wir) (?:bereite|bereiten)"
    r"(?: \w+){0,5}? vor|bereite ich|(?:sto|stiamo) (?:\w+ )?preparando|(?:ti|le|vi) (?:preparo|prepariamo)"
    r"|(?:estou|estamos|to|tou) (?:\w+ )?preparando|(?:ik|we|wij) (?:zet|zetten|maak|maken|leg|leggen)(?: \w+){0,5}?"
    r" klaar|(?:zet|maak|leg) ik(?: \w+){0,5}? klaar|(?:ik ben|we zijn) (?:\w+ )?aan het (?:klaarzetten|voorbereiden)"
    r"|(?:sedang|lagi) (?:saya |kami )?(?:siapkan|menyiapkan))(?!\w)"
)
"""The deed being prepared, in the present (module docstring)."""


def for_afterwards(text: str) -> bool:
    """``text`` puts the deed after the user's word, or says it is being prepared (module docstring)."""
    said = normalise(text)
    return any(found.search(said) is not None for found in (THEN_CAN, _THEN_ASK, PREPARING))
