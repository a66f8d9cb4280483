"""Tests of the console scripts (argument parsing, exit codes, start-up cost)."""
