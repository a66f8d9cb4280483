"""A deed that waits on the user's payment, though the reply reads like a deed: read by :mod:`user_sim.core.goal_owed`.

One class of premature stop, said in the eight languages (lower-case text, accents removed):

* **paid for to be finished** (:data:`PAY_TO_FINISH`): ``complete the payment to confirm``, ``completa el pago
  para confirmarlas``, ``validez le paiement pour finaliser``, ``Zahlung leisten, um die Buchung abzuschließen``,
  ``effettua il pagamento per confermare``, ``rond de betaling af om ze definitief te maken``, ``bayar … agar
  tiket terbit``;
* **held until paid** (:data:`HELD_UNTIL_PAID`): ``reserved until you pay``, ``fica reservada até você pagar``,
  ``reservada hasta que pagues``, ``gardée jusqu'au paiement``, ``reserviert bis zur Zahlung``, ``riservato
  finché non paghi``, ``gereserveerd tot de betaling``, ``disimpan sampai pembayaran``;
* **a payment asked before the deed starts** (:data:`START_BY_PAY`): ``To start the repair we need a deposit``,
  ``Para empezar necesitamos un anticipo``, ``Pour commencer, un acompte``, ``Um zu beginnen, eine Anzahlung``,
  ``Per iniziare serve una caparra``, ``Om te beginnen een aanbetaling``, ``Untuk mulai dikerjakan perlu DP``, or
  to validate it (``Pour valider la réservation, merci de régler 27 €``, ``Para validar la reserva, abona…``);
* **a link to pay, given** (:data:`PAY_LINK`): ``You can pay by card via this link: pay.shop.com/4410``,
  ``Puede pagar en este enlace: …``, ``Pode pagar pelo link …``, ``Vous pouvez régler par carte via ce lien
  sécurisé : …``, ``Bezahlen Sie über diesen Link: …``, ``Può pagare tramite questo link: …``, ``Je kunt betalen
  via deze link: …``, ``Silakan bayar lewat link ini: …``: the purchase waits on it (not once the payment is said
  received: ``paid via the link``);
* **kept for minutes** (:data:`TIMED`) in a reply that speaks of paying or of the hold lapsing (``held for 15
  minutes``, ``retenidas durante 15 minutos``, ``bloquée pendant 15 minutes``, ``15 Minuten reserviert``,
  ``bloccati per 10 minuti``, ``blijven 15 minuten gereserveerd``, ``ditahan selama 15 menit``): a table kept 15
  minutes past its time, said with no payment and no lapse, is a house rule, not a hold.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_conjunctions import UNTIL, either
from user_sim.core.goal_purpose import AFIN_DE, AGAR, DAMIT, TO_DO, UM_ZU
from user_sim.core.goals import normalise

PAY = (
    r"(?:pay\w*|pago|pagar|pague|pagues|paguen|paga|paghi|paie|paies|pagamento|pagare|paiement|payer|payez|regle[rz]|zahlung|zahlen|bezahl\w*"
    r"|betaling|betaal|betalen|bayar|pembayaran|lunasi|deposit|dp|anticipo|deposito|sena|acompte|arrhes|anzahlung"
    r"|caparra|acconto|sinal|aanbetaling|voorschot|uang muka)"
)
_PAY_TO = (*TO_DO, *AFIN_DE, *UM_ZU, *DAMIT, *AGAR)
"""The *to* of a payment's purpose (``pay to confirm``, ``bayar agar terbit``); :data:`START_BY_PAY` reads it
without ``damit`` (*so that*, a clause of its own)."""
PAY_TO_FINISH = re.compile(
    rf"(?<!\w){PAY}(?!\w)[^.!?]*?(?<!\w){either(_PAY_TO)}\s+"
    r"(?:\w+\s+){0,4}?(?:confirm|finali[sz]e|complete|secure|validate|issue|lock|confirmar\w*|finalizar|completar"
    r"|concluir|garantir|garantizar|asegurar\w*|emitir|confirmer|finaliser|valider|zu bestatigen|abzuschlie\w+"
    r"|zu sichern|confermar\w*|finalizzare|completare|garantire|emettere|bevestigen|definitief|vast te leggen"
    r"|af te ronden|terbit|diterbitkan|dikonfirmasi|konfirmasi|aktif|bestatigt (?:wird|werden)"
    r"|bestatigen (?:kann|konnen)|gesichert (?:ist|wird))(?!\w)"
)
"""Paid for to be finished (``complete the payment to confirm``): the deed waits on the user's payment; after
``damit`` German says the verb last (``damit die Reservierung bestätigt wird``; not ``damit ist sie bestätigt``)."""
START_BY_PAY = re.compile(
    rf"(?<!\w)(?:{either(TO_DO, AFIN_DE, UM_ZU, AGAR)}"
    r"|before|antes de|avant de|bevor|prima di|voordat|sebelum)\s+"
    r"(?:\w+\s+){0,3}?(?:start\w*|begin\w*|proceed|confirm|secure|mulai|dimulai|dikerjakan|diproses|empezar|comenzar"
    r"|iniciar|arrancar|começar|comecar|commencer|demarrer|lancer|confirmer|beginnen|anzufangen|zu beginnen|starten"
    r"|zu starten|iniziare|cominciare|avviare|confermare|te beginnen|te starten|confirmar|validate|validar|valider"
    r"|validare|convalidare|zu validieren|te valideren|validasi|memvalidasi|finali[sz]e|finalizar|finaliser"
    r"|finalizzare|af te ronden|abzuschlie\w+)(?!\w)"
    rf"[^.!?]*?(?<!\w){PAY}(?!\w)"
)
"""A payment asked before the deed starts (``Untuk mulai dikerjakan perlu DP 50%``, ``Para empezar, un anticipo``)."""
_ADDRESS = r"(?:https?://|www\.|\w\.[a-z]{2,4}/)"
PAY_LINK = re.compile(rf"(?<!\w){PAY}(?!\w).*?{_ADDRESS}|{_ADDRESS}\S*[^.!?]*?(?<!\w){PAY}(?!\w)")
"""A link to pay, given in the sentence (module docstring); a link to be sent (``Te mando el enlace para pagar la
señal``) is aftercare of a deed said done."""
_PAID = re.compile(
    r"(?<!\w)(?:paid|pagad[oa]s?|paye|payee|payes|bezahlt|betaald|pagat[oa]|dibayar|lunas|received|recibid[oa]"
    r"|recebid[oa]|recu|recue|erhalten|ontvangen|ricevut[oa]|diterima)(?!\w)"
)
"""The payment said made or received: a link said beside it is a receipt."""
_HOLD = (
    r"(?:hold|holding|held|kept|keep|blocked|reserved|retenid\w*|bloquead\w*|reservad\w*|apartad\w*"
    r"|bloquee?s?|reservee?s?|gardee?s?|blockiert|reserviert|gehalten|bloccat\w|riservat\w|tenut\w"
    r"|vastgehouden|gereserveerd|geblokkeerd|tahan|ditahan|dipesan|diblokir|disimpan)"
)
"""Words of a hold (``held``, ``reservada``, ``gereserveerd``, ``ditahan``)."""
TIMED = re.compile(
    rf"(?<!\w){_HOLD}(?!\w)[^.!?]*?"
    r"(?<![\w:.,])\d{1,3}\s*(?:min|mins|minutes?|minutos?|minuti|minuten|menit)(?!\w)"
    r"|(?<![\w:.,])\d{1,3}\s*(?:min|mins|minutes?|minutos?|minuti|minuten|menit)(?!\w)[^.!?]*?(?<!\w)(?:held"
    r"|kept|blocked|reserved|retenid\w*|bloquead\w*|reservad\w*|bloquee?s?|reservee?s?|blockiert|reserviert"
    r"|gehalten|bloccat\w|riservat\w|vastgehouden|gereserveerd|ditahan|diblokir)(?!\w)"
)
"""Kept for some minutes (``held for 15 minutes``): a hold, when payment or a lapse is said."""
_UNTIL_THAT = ("hasta que", "ate que", "jusqu'a ce que", "bis zur", "finche", "totdat")
"""*Until* with its own joining word (``hasta que pagues``, ``totdat u betaalt``, ``bis zur Zahlung``), beside the
words of *until*."""
HELD_UNTIL_PAID = re.compile(
    rf"(?<!\w){_HOLD}(?!\w)[^.!?]*?(?<!\w){either(UNTIL, _UNTIL_THAT)}\s+(?:\w+\s+){{0,4}}?{PAY}(?!\w)"
)
"""Held until the user pays (``fica reservada até você pagar a primeira parcela``): the deed waits on it."""
_LAPSE = re.compile(
    rf"(?<!\w)(?:{PAY}|expir\w*|released?|caduca\w*|se liberan?|liberad\w*|liberee?s?|verfall\w*|freigegeben"
    r"|scad\w*|rilasciat\w*|liberat\w*|vervalt|vervallen|vrijgegeven|vrij|hangus|dilepas|kadaluarsa)(?!\w)"
)
"""Paying, or the hold lapsing (``the seats are released``, ``se liberan``, ``komen weer vrij``, ``dilepas``)."""


def unpaid(reply: Sequence[str]) -> bool:
    """A sentence of ``reply`` leaves the deed to the user's payment (module docstring)."""
    said = [normalise(s) for s in reply]
    finish = (PAY_TO_FINISH, START_BY_PAY, HELD_UNTIL_PAID)
    if any(pattern.search(s) is not None for s in said for pattern in finish):
        return True
    if any(PAY_LINK.search(s) is not None and _PAID.search(s) is None for s in said):
        return True  # "Vous pouvez régler par carte via ce lien sécurisé : …"
    return any(TIMED.search(s) is not None for s in said) and any(_LAPSE.search(s) is not None for s in said)
