"""The adversarial module: attacks, oracles, executors and the campaign runner."""
