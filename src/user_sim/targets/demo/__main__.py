"""``python -m user_sim.targets.demo --port N [--host 127.0.0.1] [--no-flaws]``: serve the demo bot over HTTP."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from user_sim.targets.demo.server import serve

DESCRIPTION = """Serve the bundled pizza-shop demo bot over HTTP until Ctrl-C.

Endpoints: rasa POST /webhooks/rest/webhook, custom POST /custom/chat, OpenAI POST /v1/chat/completions,
GET /health. Exit codes: 0 stopped, 3 the address cannot be bound, 130 interrupted (Ctrl-C)."""


def main(argv: Sequence[str] | None = None) -> int:
    """Serve until interrupted; return the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m user_sim.targets.demo",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=5005, help="port to bind; 0 picks a free one (default 5005)")
    parser.add_argument("--no-flaws", action="store_true", help="serve the fixed bot, without its deliberate flaws")
    args = parser.parse_args(argv)
    try:
        server = serve(args.host, args.port, flawed=not args.no_flaws)
    except OSError as exc:
        print(f"error: cannot bind {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 3
    print(
        f"pizza demo bot on {server.url}: rasa POST /webhooks/rest/webhook, custom POST /custom/chat, "
        "OpenAI POST /v1/chat/completions, GET /health (Ctrl-C stops)",
        flush=True,
    )
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        return 130
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
