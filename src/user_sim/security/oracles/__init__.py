"""Oracles: judges of one security attempt, registered by name in ``ORACLES``."""
