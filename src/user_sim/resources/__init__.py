"""Data files shipped with the package (personalities, types, prices, templates, JSON Schema)."""
