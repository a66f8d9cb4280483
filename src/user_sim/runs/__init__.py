"""What every command's run shares: the run folder, atomic files, the JSONL log, the parallel runner, JUnit text."""
