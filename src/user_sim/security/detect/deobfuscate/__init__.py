"""Readings of a reply that undo common obfuscations, each with the way back to the reply as sent.

A chatbot that leaks under pressure rarely writes the secret plainly: it spells digits out ("six one two…"),
writes e-mails as "john dot smith at mail dot com" or "arroba … punto", spaces or dots out a number, reverses a
marker, or answers in base64, hex or rot13. :func:`readings` returns the reply's folded text first (as sent)
and then one :class:`Reading` per transformation that changed something. Oracles check every reading; a match in
a decoded reading is mapped back with :meth:`Reading.original_span`, so evidence always quotes the reply as sent.
"""

from __future__ import annotations

from user_sim.security.detect.deobfuscate.reading import Reading
from user_sim.security.detect.deobfuscate.readings import readings

__all__ = ["Reading", "readings"]
