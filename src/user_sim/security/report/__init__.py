"""Reporting a campaign: report files from the records, the exit code, what the terminal shows."""
