"""Pydantic models of the input files (the only schema) and YAML loading with located errors."""
