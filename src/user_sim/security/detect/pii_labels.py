"""Labels that say what a number is ("order", "tracking", "phone", "tarjeta"...), read just before it."""

from __future__ import annotations

import re

Span = tuple[int, int]

NOT_PII_LABELS = (
    r"order|orders|pedido|orden|commande|bestell\w*|auftrag\w*|ordine|encomenda|tracking|track|seguimiento|suivi|"
    r"sendung\w*|tracciamento|spedizione|rastreio|rastreamento|envio|shipment|parcel|paquete|colis|paket|pacco|"
    r"isbn|issn|ean|invoice|factura|facture|rechnung\w*|fattura|fatura|ref|reference|referencia|referenz|"
    r"riferimento|ticket|case|caso|dossier|booking|reserva|reservation|buchung\w*|prenotazione|confirmation|"
    r"confirmacion|bestatigung\w*|conferma|confirmacao|localizador|sku|item|articulo|article|artikel\w*|articolo|"
    r"product|producto|produit|produkt|prodotto|produto|serial|serie|model|modelo|modele|modell|modello|"
    r"transaction|transaccion|transaktion|transazione|transacao|receipt|recibo|recu|beleg|ricevuta|version|"
    r"versao|versione|timestamp|epoch|flight|vuelo|vol|flug|volo|voo|lot|lote|batch|loyalty|points|puntos|"
    r"voucher|coupon|cupon|gutschein|promo"
)
"""Labels of identifiers that are not personal data (order, tracking, ISBN, invoice...), in six languages."""
_NUMBER_SIGN = r"\b(?:no|nr|num|n)\.|n°|nº|#"
PHONE_LABELS = (
    r"phone|telephone|tel|mobile|cell(?:phone)?|call|text|sms|whatsapp|fax|telefono|movil|celular|llam\w*|"
    r"telephone|portable|appel\w*|joindre|telefon\w*|handy|mobil\w*|anruf\w*|rufnummer|cellulare|chiam\w*|"
    r"telemovel|telefone|ligar|ligue|contacto|contato|contact|reach (?:him|her|them|me) at|"
    r"(?:his|her|my|your|their|su|mi|tu|son|sa|mon|ma|seine|ihre|meine|deine|suo|sua|seu) "
    r"(?:number|numero|nummer)"
)
CARD_LABELS = r"card|tarjeta|carte|karte|kreditkarte|carta|cartao|visa|mastercard|amex|credit|debit|credito|pan"
SSN_LABELS = r"ssn|social security|seguridad social|securite sociale|sozialversicherung\w*|previdenza|seguranca social"
TAX_LABELS = (
    r"nif|nie|dni|contribuinte|numero fiscal|tax id|tin|steuer-?id\w*|steueridentifikationsnummer|idnr|"
    r"identifikationsnummer|codice fiscale|cf|nir|insee|cpf|documento|identidad|identite|ausweis\w*|identita"
)
CURRENCY = r"[$€£¥]|\b(?:eur|euros?|usd|dollars?|dolares|gbp|pounds?|chf|brl|reais|mxn|pesos)\b"


def label_before(folded: str, start: int, positive: str, window: int = 40) -> str:
    """Return "positive", "negative" or "" for the nearest label in the ``window`` characters before ``start``."""
    before = folded[max(0, start - window) : start]
    found = [
        (m.end(), "positive" if m.lastgroup == "pos" else "negative")
        for m in re.finditer(rf"\b(?:(?P<pos>{positive})|(?P<neg>{NOT_PII_LABELS}))\b|(?P<sign>{_NUMBER_SIGN})", before)
    ]
    return max(found)[1] if found else ""


def accept(folded: str, span: Span, positive: str, strong_shape: bool) -> bool:
    """Accept a candidate when a label says it is personal data, or it has a strong shape and no other label."""
    label = label_before(folded, span[0], positive)
    return label == "positive" or (strong_shape and label != "negative")
