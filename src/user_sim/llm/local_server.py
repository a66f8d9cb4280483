"""How many requests a model server on this machine can serve at once (llama.cpp's ``/props`` or ``/slots``).

``sensei-chat`` uses it to pick ``--workers`` when none is given and a model is served from localhost: a
llama.cpp server started with ``-np 4`` has 4 slots, so 4 conversations run at once; a local server that does
not say (Ollama, vLLM, LM Studio) gets 1 worker, since a single local model is usually busy with one request.
Only loopback addresses are ever probed, with a short timeout; nothing here raises.
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any
from urllib.parse import urlsplit

LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "::1", "0.0.0.0"})
PROBE_TIMEOUT_S = 2.0


def is_local(base_url: str | None) -> bool:
    """Whether ``base_url`` names a server on this machine."""
    if not base_url:
        return False
    host = urlsplit(base_url).hostname or ""
    return host in LOCAL_HOSTS or host.startswith("127.")


def server_root(base_url: str) -> str:
    """The server's root URL: ``base_url`` without a trailing ``/v1`` (where OpenAI-compatible routes live)."""
    root = base_url.rstrip("/")
    return root[: -len("/v1")] if root.endswith("/v1") else root


def server_slots(base_url: str, timeout: float = PROBE_TIMEOUT_S) -> int | None:
    """The parallel slots the server reports (``/props`` ``total_slots``, else the ``/slots`` list), or None."""
    if not is_local(base_url):
        return None
    root = server_root(base_url)
    props = _get_json(f"{root}/props", timeout)
    if isinstance(props, dict) and isinstance(props.get("total_slots"), int) and props["total_slots"] > 0:
        return int(props["total_slots"])
    slots = _get_json(f"{root}/slots", timeout)
    if isinstance(slots, list) and slots:
        return len(slots)
    return None


def _get_json(url: str, timeout: float) -> Any:
    try:
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback: never through a proxy
        with opener.open(url, timeout=timeout) as response:
            return json.loads(response.read().decode("utf-8"))
    except (OSError, ValueError):
        return None
