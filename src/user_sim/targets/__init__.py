"""Chatbots under test: chatbot-connectors adapters, python callables, OpenAI-compatible servers, the demo bot.

``factory.build_target(technology, connector_params, project_dir)`` returns a ``base.Target``; every
conversation opens its own ``base.TargetSession``. ``factory.list_connectors()`` and
``factory.connector_parameters(technology)`` describe what is available; chatbot-connectors is imported only
when the factory is.
"""
