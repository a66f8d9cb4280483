"""Chatbots under test: chatbot-connectors adapters, python callables, OpenAI-compatible servers, the demo bot."""
