"""A reply that leaves the next step to the user: the action waits on them, whatever done word stands beside it.

Two ways a chatbot says it, in English, Spanish, Portuguese, French, German, Italian, Dutch and Indonesian
(lower-case text, accents removed):

* :data:`TELL_WHEN` — the user is to say when they have done their part (``let me know when you're done``,
  ``avísame cuando hayas pagado``, ``me avise quando terminar``, ``dites-moi quand c'est fait``, ``sag Bescheid,
  sobald du bezahlt hast``, ``fammi sapere quando hai finito``, ``laat me weten wanneer je klaar bent``,
  ``kabari saya kalau sudah``);
* :data:`PAY_LINK` — a payment link or form handed to the user (``I've sent you the payment link``, ``enlace de
  pago``, ``link de pagamento``, ``lien de paiement``, ``Zahlungslink``, ``link di pagamento``, ``betaallink``,
  ``link pembayaran``): the payment, and so the order, is still to come;
* :data:`TO_SIGN` — a document left for the user's signature (``ready for your signature``, ``listo para
  firmar``, ``pronto para assinatura``, ``prêt à signer``, ``zur Unterschrift bereit``, ``pronto da firmare``,
  ``klaar om te ondertekenen``, ``menunggu tanda tangan``): the contract is made when they sign it.

"Ti ho inviato il link di pagamento, fammi sapere quando hai finito" orders nothing yet; the next reply's
"Pagamento ricevuto, ordine confermato" does. The tables are read by :func:`user_sim.core.goal_secure.unsecured`.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import AFTER, IF, ON_RECEIPT, SOON, WHEN, either

_WHEN = tuple(w for w in WHEN if w != "als")
"""Dutch ``als`` is *if* first: ``laat me weten als je nog vragen hebt`` is a courtesy, not a step of the user's.
Nor does a bare *if* (:data:`IF`) tie the step: only *if you've paid*, *kalau sudah*."""

TELL_WHEN = re.compile(
    r"(?<!\w)(?:let (?:me|us) know|tell (?:me|us)|give (?:me|us) a shout|ping (?:me|us)"
    r"|avisame|avisanos|me avisas|nos avisas|avise(?:me|nos)|dime|me dices|me avise|me avisa|nos avise|nos avisa"
    r"|me diga|me fala|dites[- ]moi|dis[- ]moi|previen(?:s|nez)[- ]moi|tenez[- ]moi au courant"
    r"|sag(?:en sie)? (?:mir )?bescheid|gib(?:\s+mir)? bescheid|geben sie (?:mir )?bescheid|melde dich|melden sie sich"
    r"|fammi sapere|fatemi sapere|mi faccia sapere|avvisami|avvisatemi|mi avvisi|dimmi|mi dica"
    r"|laat (?:me|ons|het me|het ons) (?:\w+ )?weten|geef (?:me|maar) een seintje|kabari(?: saya| kami| aku)?"
    r"|beri tahu (?:saya|kami|aku)|kasih tahu|infokan)"
    rf"\W+(?:\w+\W+){{0,3}}?(?:{either(_WHEN, SOON, AFTER, ON_RECEIPT)}"
    rf"|{either(IF)} (?:you(?:'ve| have)? (?:done|finished|paid)|sudah))(?!\w)"
)
"""The user is to report their own step done (module docstring)."""
PAY_LINK = re.compile(
    r"(?<!\w)(?:payment link|link (?:to|for) pay\w*|pay(?:ment)? form|enlace (?:de|para el) pago|link de pago"
    r"|link (?:de|para o|para) pagamento|lien (?:de|pour le) paiement|zahlungslink|link zur zahlung|bezahllink"
    r"|link (?:di|per il) pagamento|betaallink|betaalverzoek|link (?:om|voor) (?:te )?beta\w*"
    r"|(?:link|tautan) pembayaran)(?!\w)"
)
"""A payment still in the user's hands (module docstring)."""
TO_SIGN = re.compile(
    r"(?<!\w)(?:(?:ready|waiting|awaiting|pending)\s+(?:\w+\s+){0,2}?(?:to sign|for (?:your |the )?signature|signing)"
    r"|awaiting your signature|(?:listo|lista|pendiente)s? (?:para|de) (?:su |tu )?firma\w*|(?:pront[oa]|aguardando"
    r"|pendente)s? (?:para|de)? ?(?:sua )?assinatur\w*|pronto para assinar"
    r"|(?:pret|prete)s? (?:a|pour) (?:la )?signe?r?\w*"
    r"|en attente de (?:votre )?signature|zur unterschrift|wartet auf (?:ihre |deine )?unterschrift"
    r"|pront[oa] (?:da|per la) firma\w*|in attesa della (?:tua |sua )?firma|klaar (?:om te ondertekenen|voor"
    r" (?:ondertekening|je handtekening|uw handtekening))|wacht op (?:je |uw )?handtekening"
    r"|(?:menunggu|siap) (?:untuk )?(?:tanda tangan|ditandatangani))(?!\w)"
)
"""A document in the user's hands to sign (module docstring)."""
