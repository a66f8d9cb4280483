"""From a profile to one recorded conversation: profile checks, variables, plans, simulated users, the engine."""
