"""A thing the chatbot sends the user to buy elsewhere: the user's own deed to come, none of the chatbot's.

At a counter (:data:`ON_SITE`) or online (:data:`ONLINE`: ``you can buy them online before your visit``).
``As meias antiderrapantes são obrigatórias e vocês compram na recepção no dia``, ``you can buy them at reception
on the day``, ``los compráis en recepción``, ``vous les achetez à l'accueil``, ``die kaufen Sie an der Kasse``,
``li comprate alla reception``, ``die koop je aan de balie``, ``kalian beli di resepsionis``: a sentence with a verb
of buying and a counter or the day itself, that says nothing done (:func:`bought_there`). Read by
:func:`user_sim.core.goal_halves.leaves_clause`: such a sentence names no clause of the goal as done.
"""

from __future__ import annotations

import re

from user_sim.core.goal_conjunctions import either
from user_sim.core.goal_done import is_done
from user_sim.core.goal_you import WE
from user_sim.core.goals import normalise

_BUY = (
    r"buy|purchase|(?:can|may) be purchased|compr(?!en|is|es|eh)\w*|achet\w*|kauf\w*|koop\w*|kopen|acquist\w*|beli"
    r"|membeli|sold|sells?|vend(?:e|en|em|ono|ido|idos|ida|idas|ut[oaie]|ue?s?)|verkauf\w*|verkocht|verkopen|dijual"
)
"""A verb of buying or selling (normalised), any person: the person is the user's when a counter follows
(``compram``), the thing's when it is sold there (``vendidas na loja online``, ``se venden en la web``); not
*comprendre*, *compresi*, *comprises*, nor *vendredi*."""
ON_SITE = (
    r"reception|front desk|desk|counter|box office|on site|on the day|at the door|recepcao|recepcion|taquilla"
    r"|balcao|bilheteria|no local|no dia|el mismo dia|el dia|accueil|sur place|caisse|le jour meme|kasse|rezeption"
    r"|vor ort|am tag|empfang|cassa|in loco|sul posto|il giorno stesso|balie|kassa|receptie|ter plaatse|op de dag"
    r"|resepsionis|kasir|loket|di lokasi|di tempat|pada hari"
)
"""A counter or the day itself, where the user buys a thing on arrival (normalised)."""
ONLINE = (
    r"online|on-line|en linea|en ligne|on the website|on our website|in our shop|in the shop|in the app|no site"
    r"|pelo site|na loja|en la web|en la tienda|sur le site|dans la boutique|im shop|im webshop|auf der website"
    r"|sul sito|nel negozio|in de webshop|op de website|in de app|di website|di aplikasi|lewat aplikasi"
)
"""A web shop or app, where the user buys a thing before the visit (normalised): read beside :data:`ON_SITE`."""
_BUY_THERE = re.compile(
    rf"(?<!\w)(?:(?:{_BUY})(?!\w)(?:\W+\w+){{0,4}}?\W+(?:{ON_SITE}|{ONLINE})"
    rf"|(?:{ON_SITE}|{ONLINE})(?:\W+\w+){{0,2}}?\W+(?:{_BUY}))(?!\w)"
)
"""Buying at a place, either order (``buy them online``, ``Sie können sie online kaufen``, ``ze online kopen``)."""
_A_PURCHASE = re.compile(
    r"(?<!\w)(?:(?:your|our|my|the|su|tu|la|una|sua|tua|seu|uma|a|o|al|ao|na|no|votre|notre|ton|il|ihrem|ihren"
    r"|ihre|ihr|einem|einen|dem|den|je|uw|de|het|een|anda)\s+|(?:l|nell|all|dell)'\s*)(?:(?:online|on-line)[\s-]+)?"
    r"(?:(?:online|on-line)-)?(?:purchase|compra|achat|acquisto|kauf|aankoop|einkauf|pembelian)(?!\w)"
)
"""A purchase as a thing, after its determiner (``your online purchase``, ``su compra online``, ``Ihrem
Online-Kauf``, ``nell'acquisto``): no verb of buying."""
_WE_BOUGHT = re.compile(
    rf"(?<!\w)(?:{either(WE)}|hemos|abbiamo|avons|j'ai|haben|habe|hebben|heb)\s+(?:\w+\s+){{0,2}}?(?:{_BUY})(?!\w)"
    r"|(?<!\w)(?:compramos|comprei|acquistiamo|achetons)(?!\w)"
)
"""The chatbot's own buying, first person (``Já compramos …``, ``Hemos comprado …``, ``we bought``, ``kami beli``)."""


def bought_there(sentence: str) -> bool:
    """``sentence`` sends the user to buy a thing at a counter or on the day, and says nothing else done.

    ``Li comprate alla reception`` (*comprate* is a participle too) is read without its buying; ``I've added the socks,
    you can buy more at reception`` still says the socks added.
    """
    said = normalise(sentence)
    if _WE_BOUGHT.search(said) is not None:
        return False  # "Hemos comprado los calcetines en recepción": the chatbot bought them
    said = _A_PURCHASE.sub(" ", said)
    return _BUY_THERE.search(said) is not None and not is_done(_BUY_THERE.sub(" ", said))
