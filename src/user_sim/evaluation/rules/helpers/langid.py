"""A small offline language identifier (function words and scripts) for the codes SENSEI's rules use.

It answers only when the evidence is clear: at least two function words of one language and twice as many as
any other, or a script that settles it (kana: Japanese; Han without kana: Chinese; another non-Latin script:
OTHER). Otherwise it returns None and the caller asks an LLM (or the verdict is inconclusive).
"""

from __future__ import annotations

import re

CODES = {"ENG": "English", "ESP": "Spanish", "FR": "French", "GER": "German", "IT": "Italian", "POR": "Portuguese",
         "CHI": "Chinese", "JAP": "Japanese", "OTHER": "other language"}  # fmt: skip
"""SENSEI's language codes, as `language()` returns them."""

_WORDS = {
    "ENG": "the and is are you your to of in for with what this that have can would please it we not do",
    "ESP": "el la los las y es son usted tu para con que del por una un qué cómo quiero gracias hola no está",
    "FR": "le la les et est sont vous tu pour avec que des du une un je bonjour merci ne pas c'est votre",
    "GER": "der die das und ist sind sie du für mit ich nicht ein eine zu bitte danke haben wir es auf",
    "IT": "il lo la gli le e è sono lei tu per con che del una un io grazie ciao non della di vorrei",
    "POR": "o a os as e é são você para com que do da uma um eu obrigado olá não está de em",
}
_CODES_OF: dict[str, list[str]] = {}
for _code, _words in _WORDS.items():
    for _word in _words.split():
        _CODES_OF.setdefault(_word, []).append(_code)
_TOKEN = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def identify(text: str) -> str | None:
    """The SENSEI code of ``text``'s language, or None when the evidence is not clear."""
    script = _script(text)
    if script is not None:
        return script
    hits = dict.fromkeys(_WORDS, 0)
    for token in _TOKEN.findall(text.lower()):
        for code in _CODES_OF.get(token, ()):
            hits[code] += 1
    scores = sorted(((n, code) for code, n in hits.items()), reverse=True)
    (best, code), (second, _) = scores[0], scores[1]
    return code if best >= 2 and best >= 2 * second else None


_KANA = re.compile("[\u3040-\u30ff]")
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff]")
_LETTER = re.compile(r"[^\W\d_]")
_LATIN = re.compile("[A-Za-z\u00c0-\u024f\u1e00-\u1eff]")
_NOT_LATIN = re.compile("[^\\W\\d_A-Za-z\u00c0-\u024f\u1e00-\u1eff]")


def _script(text: str) -> str | None:
    if text.isascii() or not _NOT_LATIN.search(text):
        return None
    letters = len(_LETTER.findall(text))
    if not letters:
        return None
    if _KANA.search(text):
        return "JAP"
    if len(_HAN.findall(text)) > letters / 2:
        return "CHI"
    if len(_LATIN.findall(text)) < letters / 2:
        return "OTHER"
    return None
