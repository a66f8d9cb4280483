"""Working examples of third-party plugins (the ones docs/plugins.md shows), exercised by tests/test_plugins.py."""
