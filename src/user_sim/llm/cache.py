"""The LLM response cache in ``<project>/.sensei/cache/``: a rerun with the same seed makes no LLM call.

Key: sha256 of the canonical JSON of (provider, model, base_url, temperature, messages, structured-output
schema, seed). Value: the reply text, the parsed JSON (structured output) and the original token usage.
Entries are files sharded by the first two hex digits of the key; each is written to a temporary file in the
same directory and renamed over the target (``os.replace`` is atomic), so parallel threads and processes only
ever see whole entries. An unreadable entry counts as a miss.

Modes: ``normal`` reads and writes; ``ignore`` neither reads nor writes; ``update`` writes but never reads
(refreshes every entry it meets). ``clean()`` deletes the cache directory.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from user_sim.config.run_flags import CacheMode
from user_sim.llm.base import ChatMessage, ModelSpec
from user_sim.wording import did_you_mean

CACHE_DIR = Path(".sensei") / "cache"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class CachedReply:
    """What the cache keeps for one call."""

    text: str
    parsed: Any
    input_tokens: int
    output_tokens: int


def cache_key(
    spec: ModelSpec,
    *,
    temperature: float,
    messages: list[ChatMessage],
    schema: dict[str, Any] | None,
    seed: int | None,
) -> str:
    """The sha256 hex key of one call (see module docstring)."""
    material = {
        "v": FORMAT_VERSION,
        "provider": spec.provider,
        "model": spec.model,
        "base_url": spec.base_url,
        "temperature": temperature,
        "messages": [[m.role, m.content] for m in messages],
        "schema": schema,
        "seed": seed,
    }
    canonical = json.dumps(material, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class ResponseCache:
    """A directory of cached replies (see module docstring)."""

    def __init__(self, root: Path | str, mode: CacheMode = "normal") -> None:
        """Use ``root`` as the cache directory (usually ``project_cache_dir(project)``)."""
        if mode not in ("normal", "ignore", "update"):
            hint = did_you_mean(mode, ("normal", "ignore", "update"))
            raise ValueError(f"unknown cache mode {mode!r}{hint} (expected normal, ignore or update)")
        self.root = Path(root)
        self.mode: CacheMode = mode

    def get(self, key: str) -> CachedReply | None:
        """The entry for ``key``, or None (always None in ``ignore`` and ``update`` modes)."""
        if self.mode != "normal":
            return None
        try:
            data = json.loads(self._path(key).read_text(encoding="utf-8"))
            return CachedReply(data["text"], data.get("parsed"), int(data["input_tokens"]), int(data["output_tokens"]))
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def put(self, key: str, reply: CachedReply) -> None:
        """Store ``reply`` under ``key`` atomically (does nothing in ``ignore`` mode).

        The temporary file is named after this process and thread, so no other writer shares it, and is
        opened like any output file (``0o666`` minus the umask); entries are not fsync'd (a lost one is a miss).
        """
        if self.mode == "ignore":
            return
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"v": FORMAT_VERSION, **reply.__dict__}, ensure_ascii=False)
        tmp = path.parent / f".tmp-{os.getpid()}-{threading.get_ident()}-{key}.json"
        try:
            with open(tmp, "w", encoding="utf-8") as handle:
                handle.write(text)
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise

    def clean(self) -> None:
        """Delete the whole cache directory (``--clean-cache``)."""
        shutil.rmtree(self.root, ignore_errors=True)

    def __len__(self) -> int:
        """Number of entries on disk."""
        return sum(1 for _ in self.root.glob("??/*.json")) if self.root.is_dir() else 0

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"


def project_cache_dir(project_dir: Path | str) -> Path:
    """``<project>/.sensei/cache``."""
    return Path(project_dir) / CACHE_DIR
