"""The ``sensei-chat`` run: settings, profiles, LLM clients, estimate, parallel runner, record sink."""
