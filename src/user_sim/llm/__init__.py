"""The LLM layer: model specs, the LangChain-backed client, usage and cost accounting, budgets, the response cache.

Importing this package is cheap: LangChain is imported only when a model is built (``factory``).
"""
