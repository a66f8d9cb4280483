"""Outside the corpus project: a profile pointing here must be refused without importing this file."""

raise RuntimeError("outside_project.py must never be imported by validation")
