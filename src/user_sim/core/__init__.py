"""Profiles, variables, simulated users, the conversation engine and the runner."""
