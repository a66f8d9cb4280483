"""Language names a profile may use (English names, plus the native names people commonly write)."""

from __future__ import annotations

import unicodedata

from user_sim.wording import closest, meant_hint

LANGUAGES = (
    "Afrikaans",
    "Albanian",
    "Amharic",
    "Arabic",
    "Armenian",
    "Azerbaijani",
    "Basque",
    "Belarusian",
    "Bengali",
    "Bosnian",
    "Bulgarian",
    "Catalan",
    "Chinese",
    "Chinese (Simplified)",
    "Chinese (Traditional)",
    "Croatian",
    "Czech",
    "Danish",
    "Dutch",
    "English",
    "Esperanto",
    "Estonian",
    "Filipino",
    "Finnish",
    "French",
    "Galician",
    "Georgian",
    "German",
    "Greek",
    "Gujarati",
    "Hausa",
    "Hebrew",
    "Hindi",
    "Hungarian",
    "Icelandic",
    "Indonesian",
    "Irish",
    "Italian",
    "Japanese",
    "Kannada",
    "Kazakh",
    "Korean",
    "Latvian",
    "Lithuanian",
    "Macedonian",
    "Malay",
    "Malayalam",
    "Maltese",
    "Marathi",
    "Mongolian",
    "Nepali",
    "Norwegian",
    "Persian",
    "Polish",
    "Portuguese",
    "Punjabi",
    "Romanian",
    "Russian",
    "Serbian",
    "Slovak",
    "Slovenian",
    "Somali",
    "Spanish",
    "Swahili",
    "Swedish",
    "Tagalog",
    "Tamil",
    "Telugu",
    "Thai",
    "Turkish",
    "Ukrainian",
    "Urdu",
    "Uzbek",
    "Vietnamese",
    "Welsh",
    "Yoruba",
    "Zulu",
)

NATIVE_NAMES = {
    "español": "Spanish",
    "castellano": "Spanish",
    "français": "French",
    "deutsch": "German",
    "italiano": "Italian",
    "português": "Portuguese",
    "català": "Catalan",
    "euskara": "Basque",
    "galego": "Galician",
    "nederlands": "Dutch",
    "polski": "Polish",
    "русский": "Russian",
    "中文": "Chinese",
    "日本語": "Japanese",
    "한국어": "Korean",
    "ελληνικά": "Greek",
    "türkçe": "Turkish",
    "svenska": "Swedish",
}


def _fold(name: str) -> str:
    return unicodedata.normalize("NFC", name).strip().casefold()


_BY_FOLD = {_fold(n): n for n in LANGUAGES} | {_fold(k): v for k, v in NATIVE_NAMES.items()}


def canonical_language(name: str) -> str:
    """Return the canonical English name of ``name`` (case-insensitive); raise ValueError when unknown."""
    found = _BY_FOLD.get(_fold(name))
    if found:
        return found
    close = closest(_fold(name), _BY_FOLD, cutoff=0.75)
    hint = meant_hint(repr(_BY_FOLD[close])) if close else " (use its English name, e.g. 'Spanish')"
    raise ValueError(f"unknown language {name!r}{hint}")
