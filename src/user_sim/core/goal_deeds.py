"""Participles of the service verbs, said with no auxiliary: a done word on its own, a header, an elliptical clause.

Chatbots confirm in chat style, dropping the auxiliary: ``Gekauft ✅`` then the order on the next lines, ``Zwei
Pässe gekauft.``, ``Programado para el viernes.``, ``Iscritto al corso del lunedì.``, ``Inscrit pour samedi.``,
``Vastgelegd``, ``Logged.``. The shape of a participle alone says too little (``Helado``, ``Gelato``,
``Soirée``, ``Angebot`` and ``Gesamt`` end like one), so :data:`SERVICE` lists the participles of the verbs a
service does for a user — book, reserve, order, buy, pay, confirm, schedule, register, enrol, note, cancel,
change, move, renew, block, activate, send, issue — per language (English, Spanish, Portuguese, Italian, French
with its accents, German, Dutch; Indonesian passives are read by :mod:`user_sim.core.goal_tense`), with their
gender and number endings. Words that end like one but are no deed (``Unser Angebot``, ``la commande``, ``the
programme``) are not in it: French participles are matched with their accent (``commandé``, not ``commande``).
A verb of being able or a future beside it is the caller's business (:func:`user_sim.core.goal_rules.is_done`).
"""

from __future__ import annotations

_ROMANCE_ROOTS = (
    r"reserv|confirm|pag|compr|program|reprogram|agend|reagend|anot|apunt|anul|cancel|envi|apart|encarg|registr"
    r"|tramit|marc|remarc|fij|fiss|spost|segn|prenot|acquist|ordin|cambi|modific|actualiz|aggiorn|atualiz|alter"
    r"|renov|rinnov|bloque|blocc|activ|ativ|attiv|emit|exped|cobr|factur|salv|guard|invi"
)
_ROMANCE = (
    rf"(?:{_ROMANCE_ROOTS})(?:ad[oa]s?|at[oaie]|id[oa]s?)"
    r"|inscrit[oa]s?|iscritt[oaie]|hech[oa]s?|fatt[oaie]|feit[oa]s?|emess[oaie]|impress[oa]s?|pres[oi]|tomad[oa]s?"
)
_FRENCH = (
    r"(?:réserv|confirm|pay|achet|command|enregistr|annul|modifi|déplac|envoy|planifi|programm|fix|régl|bloqu"
    r"|activ|renouvel|not|chang|décal|report|valid|effectu|cal)(?:é|ée|és|ées)|inscrite?s?|prise?s?"
)
_GERMAN = (
    r"(?:an|ein|um|vor|fest|ab|zu|auf|aus|ver|nach)?ge(?:kauft|bucht|zahlt|plant|tragen|meldet|legt|schickt"
    r"|sendet|sperrt|ändert|andert|macht|sichert|blockt|fixt|setzt|stellt)"
    r"|(?:reserv|notier|registr|storn|aktiv|organis|arrang|fix|termin|plat|kass|quitt)iert"
    r"|bestätigt|bestatigt|bezahlt|verschoben|verlängert|verlangert|erledigt|bestellt|verschickt|versendet"
    r"|überwiesen|uberwiesen|eingebucht|umgebucht"
)
_DUTCH = (
    r"(?:in|aan|op|vast|om|door|af|uit)?ge(?:boekt|kocht|plaatst|pland|noteerd|reserveerd|regeld|legd|meld"
    r"|schreven|zet|stuurd|wijzigd|annuleerd|blokkeerd|maakt|daan|boekt|ruild|stort)"
    r"|ingeschreven|aangemeld|vastgelegd|ingepland|bevestigd|betaald|besteld|verzonden|verstuurd|verlengd"
    r"|verzet|verplaatst|opgezegd|aangepast|omgeboekt|ingeboekt|doorgevoerd"
)
_ENGLISH = (
    r"booked|reserved|bought|purchased|paid|noted|logged|scheduled|rescheduled|moved|renewed|blocked|activated"
    r"|enrolled|registered|signed up|sent|added|placed|ordered|confirmed|cancell?ed|changed|updated|arranged"
    r"|submitted|filed|lodged|issued|sorted|penciled in|pencilled in"
)
SERVICE = rf"(?:{_ROMANCE}|{_FRENCH}|{_GERMAN}|{_DUTCH}|{_ENGLISH})"
"""A participle of a service verb (module docstring), on lower-case text with its accents."""
