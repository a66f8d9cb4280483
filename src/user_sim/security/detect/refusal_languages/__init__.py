"""One refusal table per language (``CUES``), read by :func:`user_sim.security.detect.refusal_phrases.languages`."""
