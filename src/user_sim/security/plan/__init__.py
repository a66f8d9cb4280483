"""Planning a campaign: security.yml, its attacks expanded into cases, nothing called."""
