"""Judging a case: its oracle built and applied to the reply, failures turned into verdicts."""
