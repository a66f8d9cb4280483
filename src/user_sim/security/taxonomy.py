"""OWASP Top 10 for LLM Applications (2025) and MITRE ATLAS tags of every attack.

Attacks declare OWASP ids (``LLM01:2025 Prompt Injection``); :func:`tags_of` adds the MITRE ATLAS techniques
they exercise: by attack (a jailbreak is AML.T0054, an encoded or scrambled prompt AML.T0068) and by OWASP
category (system prompt leakage is AML.T0056, sensitive information disclosure AML.T0057). A case with no
OWASP tag (a case file that names none) is delivered as a prompt, so it is at least ``LLM01`` / AML.T0051.
"""

from __future__ import annotations

PROMPT_INJECTION = "LLM01:2025 Prompt Injection"

# MITRE ATLAS techniques used here: AML.T0029 Denial of AI Service, AML.T0048 External Harms, AML.T0051.000 LLM
# Prompt Injection: Direct, AML.T0054 LLM Jailbreak, AML.T0056 Extract LLM System Prompt, AML.T0057 LLM Data
# Leakage, AML.T0068 LLM Prompt Obfuscation.
_BY_OWASP = {
    "LLM01": ("AML.T0051.000",),
    "LLM02": ("AML.T0057",),
    "LLM07": ("AML.T0056",),
    "LLM09": ("AML.T0048",),
    "LLM10": ("AML.T0029",),
}
_BY_ATTACK = {
    "affirmative_suffix": ("AML.T0054",),
    "aim_jailbreak": ("AML.T0054",),
    "base64_injection": ("AML.T0068",),
    "complementary_transition": ("AML.T0054",),
    "crescendo": ("AML.T0054",),
    "dan_jailbreak": ("AML.T0054",),
    "self_refine": ("AML.T0054",),
    "typoglycemia_attack": ("AML.T0068",),
    "ucar": ("AML.T0054",),
}


def tags_of(attack: str, owasp: list[str] | tuple[str, ...]) -> dict[str, list[str]]:
    """``{"owasp": [...], "atlas": [...]}`` for one case (never empty)."""
    owasp_ids = [t for t in owasp if t.startswith("LLM")] or [PROMPT_INJECTION]
    atlas: list[str] = []
    for tag in owasp_ids:
        atlas.extend(_BY_OWASP.get(tag.split(":")[0], ()))
    atlas.extend(_BY_ATTACK.get(attack, ()))
    atlas.extend(t for t in owasp if t.startswith("AML."))
    return {"owasp": list(dict.fromkeys(owasp_ids)), "atlas": list(dict.fromkeys(atlas)) or ["AML.T0051.000"]}


def tag_line(owasp_tags: list[str], atlas: list[str]) -> str:
    """OWASP and ATLAS ids, short and each once, for the console (``LLM07, LLM01 | AML.T0056``)."""
    owasp = ", ".join(dict.fromkeys(t.split(":")[0] for t in owasp_tags))
    return f"{owasp} | {', '.join(dict.fromkeys(atlas))}"
