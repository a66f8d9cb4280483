"""Judges, metrics, gates and rules over finished conversations."""
