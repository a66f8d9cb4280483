"""``run_chat``: profiles → plan → runner → writers, for one ``sensei-chat`` run (new, resumed, or dry).

Everything is checked before anything is called: every profile (all errors of all files), the flags, the
target's health. Then each conversation, as it ends, is appended to results.jsonl, written as SENSEI YAML and
counted; reports are rewritten every few seconds and at the end — also after Ctrl-C or a crash of the
runner — from the records, one per conversation.

Resume: the conversations already in results.jsonl are skipped, except those that ended in ``error`` (the
target or an LLM failed) or ``budget`` (stopped by a max_cost, e.g. raised since): they are incomplete, so they
run again and their new record replaces the old one.
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import threading
from collections.abc import Callable, Sequence
from typing import Protocol

from user_sim.chat.clients import ChatClients, ClientPool, preflight
from user_sim.chat.conversation_runner import RunOutcome, run_conversations
from user_sim.chat.estimate import estimate_run
from user_sim.chat.profiles import conversation_keys, generate_any_values, load_run_profiles
from user_sim.chat.result import ChatRunResult
from user_sim.chat.resume import (
    check_same_identity_as,
    check_same_profiles,
    finished_keys,
    note_resume,
    run_seed,
    run_shard,
    shard_key,
    start_run,
)
from user_sim.chat.run_folder import RecordKey, RunDir, open_run_dir, read_records
from user_sim.chat.settings import ChatRunConfig
from user_sim.chat.sink import RecordSink
from user_sim.chat.workers import choose_workers
from user_sim.config.catalog import load_catalog
from user_sim.config.profile import Profile
from user_sim.core.plan import ConversationPlan, plan_conversations
from user_sim.core.profile_loader import CheckOptions, LoadedProfile
from user_sim.core.records import ConversationRecord
from user_sim.errors import UsageError
from user_sim.runs.completion import JUDGING, RUNNING
from user_sim.runs.interrupt import ABORTED, RunAborted, RunInterrupted, stop_reason
from user_sim.runs.shard import Shard
from user_sim.targets.base import Target
from user_sim.wording import plural

log = logging.getLogger(__name__)


class RunObserver(Protocol):
    """Follows a run as it goes (the CLI's progress bar)."""

    def start(self, total: int, skipped: int) -> None:
        """``total`` conversations are about to run; ``skipped`` were already finished."""

    def conversation_done(self, record: ConversationRecord) -> None:
        """One conversation ended."""

    def close(self) -> None:
        """The run is over (finished, interrupted or failed)."""


class _Silent:
    def start(self, total: int, skipped: int) -> None:
        pass

    def conversation_done(self, record: ConversationRecord) -> None:
        pass

    def close(self) -> None:
        pass


ChatRunner = Callable[..., object]
"""Runs planned conversations, calling ``on_record`` as each ends (the real one:
:func:`user_sim.chat.conversation_runner.run_conversations`; see its signature)."""


def run_chat(
    config: ChatRunConfig,
    *,
    target: Target | None = None,
    clients: ChatClients | None = None,
    runner: ChatRunner = run_conversations,
    observer: RunObserver | None = None,
    select: Callable[[list[ConversationPlan]], list[ConversationPlan]] | None = None,
    on_record: Callable[[ConversationRecord], None] | None = None,
    judged_after: bool = False,
) -> ChatRunResult:
    """Run (or plan, with ``dry_run``) the conversations of ``config``; see the module docstring.

    ``target`` (default: built from ``config.technology``) and ``clients`` (default: a :class:`ClientPool`
    after a preflight of every model) are the seams tests replace. ``select`` keeps some of the planned
    conversations (``--focus``: the run is only those); ``on_record`` gets each record once it is stored.
    ``judged_after``: the caller judges the run after (an evaluation, rules): the reports say ``stopped: judging``
    until its ``chat.report_files.conclude_reports``.
    """
    resumed, seed, profiles, shard = _opened(config)
    finished = finished_keys(resumed)
    if config.dry_run:
        return _dry_run(config, profiles, finished, seed)
    keys = _planned_keys(profiles, shard)
    profiles, target, clients = _connect(config, profiles, target, clients, stop := threading.Event())
    config = config.model_copy(update={"workers": choose_workers(config.workers, profiles)})
    run_dir = resumed or start_run(config, profiles, seed)
    try:
        items = _chosen(_plan(profiles, seed, run_dir, created=resumed is None), shard, select)
        keys = keys if select is None else [item.key for item in items]
        todo = [item for item in items if item.key not in finished]
        sink = _sink(run_dir, config, profiles, observer, on_record, resumed=resumed is not None, planned=keys)
    except KeyboardInterrupt as exc:  # the folder is made: the error names it, with the command that resumes it
        raise RunInterrupted(run_dir.run_id) from exc
    skipped = len(items) - len(todo)
    stopped = _run(runner, todo, target, config, clients, sink, (skipped, run_dir.run_id), judged_after, stop)
    records = sink.all_records()
    return ChatRunResult(
        run_dir.run_id, run_dir.path, records, keys, skipped, stopped=stopped, seed=seed, fail_on=config.fail_on
    )


def _opened(config: ChatRunConfig) -> tuple[RunDir | None, int, list[LoadedProfile], Shard | None]:
    """The run to resume (None: a new one), its seed, its profiles drawn with that seed, and its shard.

    Checked before anything is contacted, a dry run too (it passes no run the real one would refuse): a technology
    is set, and a resumed run goes on against the chatbot and simulated users it started with.
    """
    config.require_technology()
    resumed = open_run_dir(config.output_root, config.resume) if config.resume else None
    seed = run_seed(config, resumed)
    profiles = _profiles(config, seed, resumed)
    if resumed is not None:
        check_same_identity_as(config, profiles, resumed)
    return resumed, seed, profiles, run_shard(config, resumed)


def _planned_keys(profiles: Sequence[LoadedProfile], shard: Shard | None) -> list[RecordKey]:
    """The keys of every conversation the profiles plan, or of this shard's slice of them."""
    keys = [key for p in profiles for key in conversation_keys(p)]
    return keys if shard is None else shard.select(keys, shard_key)


def _chosen(
    items: list[ConversationPlan],
    shard: Shard | None,
    select: Callable[[list[ConversationPlan]], list[ConversationPlan]] | None,
) -> list[ConversationPlan]:
    """The planned conversations this invocation is about: its shard's, of which those ``select`` keeps."""
    if shard is not None:
        items = shard.select(items, lambda item: shard_key(item.key))
    return items if select is None else select(items)


def _connect(
    config: ChatRunConfig,
    profiles: list[LoadedProfile],
    target: Target | None,
    clients: ChatClients | None,
    stop: threading.Event,
) -> tuple[list[LoadedProfile], Target, ChatClients]:
    """The LLM clients (after a preflight of every model), the any() values, and a healthy target.

    ``stop`` is set when the run stops: no conversation starts then, and the clients retry no failed call.
    """
    if config.clean_cache:
        from user_sim.llm.cache import ResponseCache, project_cache_dir

        ResponseCache(project_cache_dir(config.project_dir)).clean()
    if clients is None:
        preflight(profiles, config.project_dir)
        clients = ClientPool(config.project_dir, config.cache_mode, stopping=stop)
    profiles = generate_any_values(profiles, clients)
    if target is None:
        from user_sim.targets.factory import build_target
        from user_sim.targets.params import ParamError

        try:
            target = build_target(config.require_technology(), config.connector_params, config.project_dir)
        except ParamError as exc:  # found only once the module was imported: placed where it was written
            raise config.refuse_connector_param(exc.key, exc.detail) from None
    target.health_check()
    return profiles, target, clients


def _sink(
    run_dir: RunDir,
    config: ChatRunConfig,
    profiles: Sequence[LoadedProfile],
    observer: RunObserver | None,
    on_record: Callable[[ConversationRecord], None] | None,
    *,
    resumed: bool,
    planned: Sequence[RecordKey],
) -> RecordSink:
    """Where each finished conversation of ``planned`` goes, holding the records already in the run folder."""
    numbers = {p.profile.test_name: p.number for p in profiles}
    earlier = read_records(run_dir.results, repair=True)
    sink = RecordSink(run_dir, config, numbers, earlier, observer or _Silent(), after=on_record, planned=planned)
    if resumed and (restored := sink.restore_missing_yaml()):
        log.warning("restored %s a previous invocation did not get to write", plural(restored, "conversation file"))
    return sink


def planned_conversations(config: ChatRunConfig) -> list[ConversationPlan]:
    """The conversations ``config`` would run, planned without calling anything (``--show-prompts``).

    A profile whose ``any()`` lists are not cached yet cannot be planned without a call: UsageError.
    """
    seed = run_seed(config, None)
    profiles = _profiles(config, seed, None)
    if any(p.variables.pending_any for p in profiles):
        raise UsageError("a profile has any() lists not generated yet: run once (or --dry-run) before --show-prompts")
    return [item for loaded in profiles for item in plan_conversations(loaded, seed)]


def _profiles(config: ChatRunConfig, seed: int, resumed: RunDir | None) -> list[LoadedProfile]:
    options = CheckOptions(
        project_dir=config.project_dir, catalog=load_catalog(config.project_dir), seed=seed, model=config.model
    )
    profiles = load_run_profiles(config, options)
    for warning in (w for p in profiles for w in p.warnings):
        log.warning("%s", warning)
    if resumed is not None:
        check_same_profiles(config, profiles, resumed)
    return profiles


def _dry_run(
    config: ChatRunConfig, profiles: Sequence[LoadedProfile], finished: set[RecordKey], seed: int
) -> ChatRunResult:
    from user_sim.core.plan import model_spec
    from user_sim.llm.prices import PriceTable

    prices = PriceTable.load(config.project_dir)

    def price_of(profile: Profile) -> tuple[float, float] | None:
        price = prices.price_for(model_spec(profile))
        return None if price is None else (price.input, price.output)

    remaining = [(p, sum(1 for k in conversation_keys(p) if k not in finished)) for p in profiles]
    plan = estimate_run(
        remaining,
        price_of,
        skipped=sum(p.total_conversations for p in profiles) - sum(n for _, n in remaining),
    )
    keys = [key for p in profiles for key in conversation_keys(p)]
    return ChatRunResult(config.resume, None, [], keys, plan.skipped, dry_run=plan, seed=seed)


def _plan(profiles: Sequence[LoadedProfile], seed: int, run_dir: RunDir, *, created: bool) -> list[ConversationPlan]:
    try:
        items = [item for loaded in profiles for item in plan_conversations(loaded, seed)]
    except BaseException:
        if created:  # nothing ran: do not leave an empty run behind
            shutil.rmtree(run_dir.path, ignore_errors=True)
        raise
    if not created:
        note_resume(run_dir)
    return items


def _run(
    runner: ChatRunner,
    todo: Sequence[ConversationPlan],
    target: Target,
    config: ChatRunConfig,
    client_factory: ChatClients,
    sink: RecordSink,
    progress: tuple[int, str],
    judged_after: bool,
    stop: threading.Event,
) -> str | None:
    """Run the conversations; return what stopped them (interrupted, terminated, budget: ...), if anything did.

    Reports are written first (the run is going: none of it reads as passed), now and then while it goes, and at the
    end whatever happens: how much finished, and (``judged_after``) that it is not judged yet, or that an internal
    error aborted it (``aborted: <type>: <message>``; the error is raised again as the cause of a RunAborted).
    """
    stopped: str | None = None
    skipped, run_id = progress
    sink.observer.start(len(todo), skipped)
    try:
        sink.write_reports(RUNNING)
        outcome = runner(
            todo,
            target,
            workers=config.workers,
            client_factory=client_factory,
            on_record=sink,
            should_stop=stop.is_set,
            run_id=run_id,
        )
        stopped = _budget_stop(outcome)
    except BaseException as exc:  # Ctrl-C or SIGTERM stop the run; anything else is an internal error (exit 3)
        stop.set()
        return _stopped_by(exc, sink, run_id)
    _settle(sink, stopped or (JUDGING if judged_after else None), run_id)
    return stopped


def _stopped_by(exc: BaseException, sink: RecordSink, run_id: str) -> str:
    """The files settled after ``exc``: Ctrl-C or SIGTERM return their stop; an internal error raises RunAborted."""
    stopped = stop_reason(exc)
    _settle(sink, stopped, run_id)
    if stopped.startswith(ABORTED):  # guarded(): the error, exit 3, and how to resume
        raise RunAborted(run_id, stopped) from exc
    if not isinstance(exc, KeyboardInterrupt):
        raise exc
    return stopped


def _settle(sink: RecordSink, stopped: str | None, run_id: str) -> None:
    """End the files saying ``stopped``; if that fails, say as much as can be written, and never hide a first error.

    A failure here after a crash leaves the crash what is raised (the caller's); otherwise it aborts the run
    (RunAborted, ``stopped`` the earlier stop if there was one): the files say so as far as they can be written.
    """
    try:
        sink.settle(stopped)  # before the display closes: the writer may still report conversations
    except Exception as again:
        said = stopped if stopped not in (None, JUDGING) else stop_reason(again)
        with contextlib.suppress(Exception):  # from the records in memory: results.jsonl may be what failed
            sink.write_reports(said)
        if stopped is None or not stopped.startswith(ABORTED):
            raise RunAborted(run_id, said) from again
        log.debug("ending the files failed again after %s", stopped, exc_info=True)
    finally:
        sink.observer.close()


def _budget_stop(outcome: object) -> str | None:
    """``budget: ...`` when a run or profile budget left planned conversations unstarted (else None)."""
    if isinstance(outcome, RunOutcome) and outcome.budget_error is not None and outcome.not_started:
        return stop_reason(outcome.budget_error)
    return None


__all__ = ["ChatRunConfig", "ChatRunResult", "RunObserver", "run_chat"]
