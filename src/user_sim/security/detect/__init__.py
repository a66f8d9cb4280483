"""Detectors the security oracles are built from.

Text normalisation, de-obfuscation, refusal, compliance, system-prompt overlap and leakage, and personal data:
each reads a reply and says what is in it; the oracles (``security.oracles``) turn that into a verdict.
"""
