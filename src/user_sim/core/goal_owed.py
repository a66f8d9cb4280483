"""What a reply still owes the user although it reads like a deed: the shapes of a step not taken yet.

Each is a class of premature stop, said in the eight languages, read by :func:`user_sim.core.goal_open.proof_holds`
(so by the word test and before any model) and by :func:`user_sim.core.goal_status.settles_later`:

* **the user's step to go on** (:func:`user_step`): a summary that tells the user what to type, send or press to
  go on — not only to confirm (``goal_pending.TO_CONFIRM``) but to continue, proceed, complete, book, order or pay
  (``Type YES to continue to payment``, ``Ketik YA untuk melanjutkan``, ``Envía OK para continuar``, ``Tippen Sie
  JA, um fortzufahren``, ``Stuur JA om door te gaan``);
* **a cart** (:func:`in_cart`): put in the basket is not ordered (``added to your cart``, ``añadido al carrito``,
  ``ajouté au panier``, ``in den Warenkorb gelegt``, ``aggiunto al carrello``, ``no carrinho``, ``in je
  winkelmandje``, ``ke keranjang``), unless the goal itself is to fill the cart;
* **a hold for a while** (:func:`on_hold`): kept for hours or until a time, which ends unless the user acts —
  said with no word of doing, for a goal that is not itself to put something aside
  (``I'm holding the place for 24h``, ``te la guardo hasta las 18:00``, ``je vous la garde 48 h``, ``ich halte
  sie bis morgen frei``, ``la tengo bloccata per 24 ore``, ``ik houd hem 24 uur vast``, ``kami tahan 1x24 jam``;
  not a grace for latecomers: ``Falls ihr euch verspätet, halten wir den Tisch bis 11:20``), or done only after the
  user pays (``secured on payment``, ``Pulsa dikirim setelah pembayaran terverifikasi``, ``nach Zahlungseingang``,
  ``après paiement``, ``dopo il pagamento``, ``na betaling``),
  or paid for to finish or to start, or kept for minutes until paid (:func:`user_sim.core.goal_unpaid.unpaid`);
* **a confirmation still to come**: :func:`user_sim.core.goal_later.confirms_later`;
* **a deed the chatbot still has to do** (:func:`still_to_do`): its own *I have to*
  (:data:`user_sim.core.goal_later.MY_DUTY`) beside *still*
  (``Het starterspakket moet ik nog aanmaken``), or its own deed once the user agrees
  (:func:`user_sim.core.goal_once_agreed.once_you_agree`: ``Zodra u akkoord gaat, zet ik de bestelling door``),
  read by :mod:`user_sim.core.goal_hedged` and ``goal_open``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_done import is_done
from user_sim.core.goal_later import MY_DUTY, STILL
from user_sim.core.goal_once_agreed import once_you_agree
from user_sim.core.goal_pending import TO_STEP
from user_sim.core.goal_unpaid import unpaid
from user_sim.core.goals import normalise

_TELL = (
    r"(?:reply|respond|answer|text|send|click|press|tap|type|write|responda|responde|contesta|envia|envie|escribe"
    r"|escriba|pulsa|pulse|repondez|reponds|envoyez|envoie|cliquez|tapez|ecrivez|antworten|antworte|senden|sende"
    r"|schick\w*|schreib\w*|klicken|klick|tippen|tippe|drucken|rispondi|risponda|invia|inviate|scrivi|scriva"
    r"|clicca|digita|clique|digite|escreva|mande|antwoord|stuur|typ|klik|schrijf|balas|ketik|kirim|tulis|tekan|klik)"
)
_GO_ON = (
    r"(?:continue|proceed|go on|go ahead|complete|finali[sz]e|book|order|pay|check ?out|continuar|proseguir|proceder"
    r"|completar|finalizar|reservar|pagar|poursuivre|continuer|terminer|finaliser|valider|commander|reserver|payer"
    r"|fortzufahren|weiterzumachen|abzuschlie\w+|zu buchen|zu bestellen|zu bezahlen|procedere|continuare"
    r"|proseguire|completare|concludere|ordinare|prenotare|pagare|concluir|encomendar|door te gaan|verder te gaan"
    r"|af te ronden|te boeken|te bestellen|te betalen|lanjut|melanjutkan|menyelesaikan|memesan|membayar|bayar)"
)
_USER_STEP = re.compile(
    rf"(?<!\w){_TELL}(?!\w)[^.!?]*?(?<!\w){either(TO_STEP, ('ke',))}\s+"
    rf"(?:(?:poder|be able to|pouvoir|potere|dapat|bisa|direkt|direct|langsung|now|ahora|maintenant|jetzt|ora|nu)\s+)?"
    rf"{_GO_ON}(?!\w)"
)
_CART = re.compile(
    r"(?<!\w)(?:cart|basket|shopping bag|carrito|carro de compras|panier|warenkorb|einkaufswagen|carrello|carrinho"
    r"|winkelmand\w*|winkelwagen\w*|keranjang|troli)(?!\w)"
)
_HOLD = re.compile(
    r"(?<!\w)(?:hold|holding|held|guardo|guardamos|aparto|apartamos|bloqueo|bloqueamos|garde|gardons|garderai"
    r"|bloque|bloquons|halte|halten|freigehalten|blocco|blocchiamo|tengo bloccat\w|teniamo bloccat\w"
    r"|houd|houden|vastgehouden|tahan|kami tahan|ditahan)(?!\w)[^.!?]*?(?<![\w:.,])(?:\d+\s*x\s*)?\d{1,2}"
    r"(?::\d\d(?!\s*[-–])|\s*(?:h|hrs?|hours?|horas?|heures?|stunden?"
    r"|uhr|ore|uur|jam|days?|dias?|jours?|tage?n?|giorni|dagen|hari))(?!\w)"
)
"""Kept for a while (``holding the place for 24h``): unless said done, or the goal is itself to put aside."""
_LATE = re.compile(
    r"(?<!\w)(?:late|later than|delay\w*|verspat\w*|verspaet\w*|retard\w*|ritard\w*|retras\w*|atras\w*|atraso\w*"
    r"|te laat|vertraagd|vertraging|terlambat|telat)(?!\w)"
)
"""The user's lateness: a hold for latecomers (``if you're running late, we hold the table 15 minutes``) is a grace."""
_PAY_FIRST = re.compile(
    r"(?<!\w)(?:secured|guaranteed|confirmed|held) (?:only )?(?:on|upon|after|with) (?:payment|paying|deposit)"
    r"|(?<!\w)(?:after|once|upon|setelah|sesudah|begitu|nach|nachdem|sobald|apres|des|una vez|despues de(?:l)?|tras"
    r"|dopo|appena|apos|depois d[oa]|assim que|zodra|nadat|na)\s+(?:(?:the|your|el|la|su|tu|le|la|votre|ta|der|dem"
    r"|ihrer|deiner|il|la|o|a|seu|sua|de|het|uw|je|kamu|anda)\s+)?(?:payment|pago|pagamento|paiement|reglement"
    r"|zahlung\w*|bezahlung|betaling|pembayaran|transfer\w*|deposit\w*|acompte|anzahlung|aanbetaling|caparra"
    r"|sinal|dp)(?!\w)"
)
"""Done only once the user pays (``secured on payment``, ``setelah pembayaran``, ``après paiement``)."""
_PUT_ASIDE = re.compile(
    r"(?<!\w)(?:hold|put aside|set aside|keep|zurucklegen|zuruckgelegt|beiseite|apartar|aparta|separar|guardar"
    r"|mettre de cote|garder|tenere da parte|mettere da parte|accantonare|opzij leggen|apart leggen|vasthouden"
    r"|sisihkan|simpan|tahan|simpankan)(?!\w)"
)
"""A goal whose deed is itself a hold (``Lass dir die Landlust zurücklegen``): a hold is then the deed."""
_STILL_TO_DO = re.compile(
    rf"(?<!\w)(?:{MY_DUTY}(?:\W+\w+){{0,4}}?\W+{STILL}|{STILL}(?:\W+\w+){{0,3}}?\W+{MY_DUTY}"
    rf"|(?:i|we|saya|aku|kami|kita)(?:'ve| have)? {STILL} (?:have|need|got|harus|perlu)|(?:i|we) have yet to"
    r"|il (?:me|nous) reste a|(?:mi|ci) resta da)(?!\w)"
)


def user_step(reply: Sequence[str]) -> bool:
    """A sentence of ``reply`` tells the user what to type or press to go on (module docstring)."""
    return any(_USER_STEP.search(normalise(s)) is not None for s in reply)


def in_cart(goal_text: str, proof: str) -> bool:
    """``proof`` puts the item in a cart, and the goal is not to fill a cart (module docstring)."""
    return _CART.search(normalise(proof)) is not None and _CART.search(normalise(goal_text)) is None


def on_hold(goal_text: str, reply: Sequence[str]) -> bool:
    """A sentence of ``reply`` keeps the matter for a while, or until paid (module docstring).

    A hold for a while counts when its sentence says nothing done and the goal is not itself to put aside
    (``Gemacht: … wir halten sie bis 19 Uhr`` for *zurücklegen lassen* is the deed).
    """
    if unpaid(reply) or any(_PAY_FIRST.search(normalise(s)) is not None for s in reply):
        return True
    if _PUT_ASIDE.search(normalise(goal_text)) is not None:
        return False
    return any(_HOLD.search(normalise(s)) is not None and not (is_done(s) or _LATE.search(normalise(s))) for s in reply)


def still_to_do(sentence: str) -> bool:
    """The chatbot's own *I have to* beside *still*, or its deed once the user consents: it has yet to do it.

    ``Het starterspakket moet ik nog apart voor je aanmaken``, ``I still have to set up the kit``, ``Das Paket muss
    ich noch anlegen``, ``devo ancora ordinarlo``, ``saya masih harus input``.
    """
    said = normalise(sentence)
    return _STILL_TO_DO.search(said) is not None or once_you_agree(sentence)
