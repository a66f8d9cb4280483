"""``DIGEST`` and ``CONTENT``: how run.json's ``identity`` marks a value kept only as its digest.

``targets.identity`` writes such values, ``runs.identity`` compares them (and never shows one); both read the
prefix here, the layer below both.
"""

DIGEST = "digest:"
"""The prefix of a value kept only as its digest (never shown)."""
CONTENT = "content:"
"""The prefix of the digest of a project file a connector parameter names (compared, never shown)."""
