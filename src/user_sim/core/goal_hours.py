"""The one table of opening hours: the hours as a whole, opening, closing (normalised text, the 8 languages).

* :data:`HOURS` — the hours as a whole (``opening hours``, ``horario``, ``horaires``, ``Öffnungszeiten``, ``orari``,
  ``openingstijden``, ``jam buka``): a request for them (:mod:`user_sim.core.goal_queries`, the *time* kind;
  :mod:`user_sim.core.goal_ends`, which reads :data:`HOURS_ONE` and a bare *hours* besides), a sentence about them
  (:mod:`user_sim.core.goal_elsewhere`, with :data:`HOURS_ONE`);
* :data:`OPEN_STATE` and :data:`OPEN_VERB` — the shop open (``we're open``, ``abierto``, ``ouvert``,
  ``geöffnet``, ``aperti``, ``geopend``, ``abrimos``) and the verb said of anything (``open``, ``abre``, ``buka``,
  ``an opening at 3pm``, ``el enlace abre el formulario``): :mod:`user_sim.core.goal_ends` reads both as the opening
  end, :mod:`user_sim.core.goal_elsewhere` only the state as a sentence about the hours;
* :data:`CLOSE` — closing (``closes``, ``cierra``, ``fecha às 18h``, ``schließt``, ``sluit``, ``tutup``).

Each is a tuple of regular-expression alternatives for :func:`user_sim.core.goal_conjunctions.either`.
"""

from __future__ import annotations

HOURS = (
    r"open(?:ing)? (?:hours|times)", "business hours", r"horarios?", "heures d'ouverture", "horaires",
    "offnungszeiten", "orari", "orario", "openingstijden", "openingsuren", "jam buka", "jam operasional",
)  # fmt: skip
"""The opening hours as a whole."""
HOURS_ONE = ("horaire", r"offnungszeit\w*")
"""The hours in the singular (``l'horaire``, ``die Öffnungszeit``), also the time of one thing (``l'horaire du
cours``): :mod:`user_sim.core.goal_ends` and :mod:`user_sim.core.goal_elsewhere` read it, not a request's kind
(:mod:`user_sim.core.goal_queries`), where any time beside it would answer (``L'horaire change demain``)."""
OPEN_STATE = (
    r"we(?:'re| are) open", "abrimos", "ouvrons", "apriamo", r"abiert[oa]s?", r"abert[oa]s?", r"ouvert\w*",
    "geoffnet", "aperti", "geopend",
)  # fmt: skip
"""The shop open, or opening as *we* (``we're open``, ``abrimos``, ``siamo aperti``): a sentence about the hours.
Not Italian ``aperto``, ``aperta``, which open a ticket or a file as often (``Ho aperto una richiesta``)."""
OPEN_VERB = (
    "open", "opens", "opening", "opened", "opent", "opengaat", "gaat open", "gaan open", "abre", "abren", "abrem",
    "abertura", "apertura", "ouvre", "ouvrent", "ouverture", "offnet", "offnen", "offnung", "offen", "apre",
    "aprono", "aperto", "buka",
)  # fmt: skip
"""Opening said of anything (``open the app``, ``an opening at 3pm``, ``apre il link``, ``buka aplikasinya``), and
German ``offen`` (also *still open*, pending)."""
CLOSE = (
    "close", "closes", "closing", "closed", "closure", "cierra", "cierran", "cerramos", "cierre", "fecham",
    "fechamos", "fechamento", r"fecha(?=\W*$| (?:as|a|ao|cedo|mais)(?!\w))", "ferme", "ferment", "fermons",
    "fermeture", "schliesst", "schliessen", "schliessung", "geschlossen", "chiude", "chiudono", "chiudiamo",
    "chiusura", "sluit", "sluiten", "sluiting", "gaat dicht", "gaan dicht", "tutup",
)  # fmt: skip
"""Closing (``fecha`` only before a time or at the end: Spanish ``fecha`` is a date)."""
