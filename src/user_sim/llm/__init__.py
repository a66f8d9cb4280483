"""The LLM layer: model factory, usage and cost accounting, response cache, retries."""
