"""Judged metrics and rules over the conversations of finished runs (``sensei-check``)."""
