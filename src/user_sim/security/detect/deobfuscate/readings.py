"""Every reading of a reply, in the order the oracles try them."""

from __future__ import annotations

from user_sim.security.detect.deobfuscate.payloads import encoded_payloads, rot13
from user_sim.security.detect.deobfuscate.reading import Reading
from user_sim.security.detect.deobfuscate.script import transliterated
from user_sim.security.detect.deobfuscate.words import spelled_out
from user_sim.security.detect.text import NormalText


def readings(reply: str | NormalText, *, payloads: bool = True) -> list[Reading]:
    """The reply as sent, then every reading that undoes an obfuscation and changes the text.

    Order: as sent; ``words`` (spelled-out digits in en/es/fr/de/it/pt/nl, at/dot words, spaced digits);
    ``transliterated`` (Cyrillic and Greek in Latin letters); ``reversed``; ``rot13``; then decoded ``base64``
    and ``hex`` payloads and resolved URL, HTML and backslash ``escapes`` (only with ``payloads``).
    """
    source = reply if isinstance(reply, NormalText) else NormalText.of(reply)
    base = Reading.as_sent(source)
    found = [base]
    words = spelled_out(base)
    if words.text != base.text:
        found.append(words)
    latin = transliterated(base)
    if latin.text != base.text:
        found.append(latin)
    found.append(base.reversed())
    found.append(rot13(base))
    if payloads:
        found.extend(encoded_payloads(base))
    return found
