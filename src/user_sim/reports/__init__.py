"""Renderings of finished conversation records: SENSEI conversation YAML, report.yml, report.html, junit.xml."""
