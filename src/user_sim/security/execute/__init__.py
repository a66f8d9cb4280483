"""Executing a campaign: cases in parallel, each prompt delivered by its executor, records appended."""
