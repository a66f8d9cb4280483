"""How many conversations run at once when ``--workers`` (and run.yml ``workers``) is not given.

A model served from localhost decides: its server's slots (llama.cpp ``/props`` ``total_slots`` or ``/slots``),
or 1 when it does not say — the smallest over the run's local servers. Otherwise 4. The choice is logged.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from user_sim.config.profile import SCRIPTED_MODEL
from user_sim.config.run_flags import DEFAULT_WORKERS
from user_sim.core.profile_loader import LoadedProfile
from user_sim.llm.local_server import is_local, server_slots
from user_sim.wording import plural

log = logging.getLogger(__name__)


def choose_workers(
    given: int | None, profiles: Sequence[LoadedProfile], probe: Callable[[str], int | None] = server_slots
) -> int:
    """``given``, else what the run's local model servers can serve, else DEFAULT_WORKERS (see module docstring)."""
    if given is not None:
        return given
    urls = sorted({url for p in profiles if (url := p.profile.llm.base_url) and p.profile.llm.model != SCRIPTED_MODEL})
    local = [url for url in urls if is_local(url)]
    if not local:
        return DEFAULT_WORKERS
    reported = {url: probe(url) for url in local}
    workers = min(slots or 1 for slots in reported.values())
    said = "; ".join(
        f"{url} reports {plural(slots, 'slot')}" if slots else f"{url} does not report its slots (llama.cpp /props)"
        for url, slots in reported.items()
    )
    log.warning("workers: %d, from the local model server: %s; give --workers N to choose", workers, said)
    return workers
