"""Words shaped like participles that say no deed, set aside by :mod:`user_sim.core.goal_perfect`.

Nouns of a call (``videochamada``), adjectives of a state (``gratuita``, ``situado``, ``esaurito``), sold out said by
a participle (``is sold out``, ``épuisé``) and words that sum up what follows (``Zusammengefasst:``).
"""

from __future__ import annotations

CALL_NOUNS = r"(?!\w*(?:chamada|llamada|chiamata|telefonata|videollamada)s?(?!\w))"
"""Nouns of a call that end like participles (``videochamada``, ``videochiamata``): a mode, no deed."""
STATES = (
    r"(?!(?:gratuit|privat|privad|adecuad|adequad|adeguat|complicat|complicad|situat|situad|esaurit|agotad|esgotad)"
    r"[oaie]s?(?!\w))"
)
"""Adjectives of a state that end like participles (``la prova è gratuita``, ``está situado``), or say it is gone
(``è esaurito``, ``está agotado``): no deed."""
GONE = r"(?!sold out|épuisée?s?(?!\w))"
"""Sold out said by a participle (``is sold out``, ``est épuisé``): no deed."""
SUMMED = r"(?!(?:zusammengefasst|kurzgefasst|samengevat|summari[sz]ed|recapped|resumid[oa]|riassunt[oa])\W)"
"""Words that sum up what follows (``Zusammengefasst:``, ``Samengevat:``, ``Summarised:``): a recap, no deed."""
