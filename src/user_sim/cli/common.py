"""What every console script shares: --version/-v, the run flags, error-to-exit-code mapping, one-line errors.

The run flags (technology, connector params, workers, seed, output, resume, junit, cache, shard) are defined
once here, so they have the same names and bounds in every command.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import sys
import traceback
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol

from user_sim import __version__
from user_sim.config.run_flags import MAX_WORKERS
from user_sim.errors import UsageError, UserSimError
from user_sim.exit_codes import ExitCode
from user_sim.runs import console
from user_sim.runs.interrupt import (
    ABORTED,
    NothingWritten,
    RunAborted,
    RunInterrupted,
    SignalState,
    counting_interrupts,
    on_sigterm,
)
from user_sim.wording import did_you_mean

EVERY_COMMAND_EXIT_CODES = (
    "every command also exits 3 on an internal error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM), 141 the\n"
    "reader of its standard output or standard error went away (... | head, ... 2>&1 | head)."
)
"""What :func:`guarded` does for every command, said at the end of every ``--help``."""


class CommandParser(argparse.ArgumentParser):
    """A command's parser: its help (and every subcommand's) ends with :data:`EVERY_COMMAND_EXIT_CODES`.

    ``-h``/``--help`` anywhere before ``--`` prints the help and exits 0, also right after a flag that takes a
    value (``sensei-check --evaluate --help``), which plain argparse reads as the missing value (exit 2). After a
    subcommand's name it is that subcommand's help.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        epilog = kwargs.get("epilog")
        kwargs["epilog"] = f"{epilog.rstrip()}\n\n{EVERY_COMMAND_EXIT_CODES}" if epilog else EVERY_COMMAND_EXIT_CODES
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """Print the help asked for anywhere in ``args`` and exit 0; else parse as argparse does."""
        given = list(sys.argv[1:] if args is None else args)
        before_dashes = given[: given.index("--")] if "--" in given else given
        if self.add_help and any(arg in ("-h", "--help") for arg in before_dashes):
            self._help_of(before_dashes).print_help()
            self.exit(0)
        return super().parse_known_args(given, namespace)

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """A value outside a flag's choices (or an unknown subcommand) is followed by its close match."""
        choices = action.choices
        if choices is not None and value not in choices:
            known = [str(choice) for choice in choices]
            hint = did_you_mean(str(value), known)
            raise argparse.ArgumentError(action, f"invalid choice: {value!r}{hint} (choose from {', '.join(known)})")

    def _help_of(self, args: list[str]) -> argparse.ArgumentParser:
        """The parser whose help ``args`` asks for: the first subcommand named in them, else this one."""
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                named = next((arg for arg in args if arg in action.choices), None)
                if named is not None:
                    chosen: argparse.ArgumentParser = action.choices[named]
                    return chosen._help_of(args) if isinstance(chosen, CommandParser) else chosen
        return self


def base_parser(prog: str, description: str, epilog: str | None = None) -> argparse.ArgumentParser:
    """Return a parser with the flags every command has (--version, -v/--verbose); see :class:`CommandParser`."""
    parser = CommandParser(prog=prog, description=description, epilog=epilog)
    parser.add_argument("--version", action="version", version=f"%(prog)s (user_sim) {__version__}")
    parser.add_argument(
        "-v", "--verbose", action="store_true", default=None, help="log to stderr; show tracebacks on errors"
    )
    return parser


def workers_count(text: str) -> int:
    """``--workers N``: a whole number from 1 to MAX_WORKERS."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1 to {MAX_WORKERS}, got {text!r}") from None
    if not 1 <= value <= MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1 to {MAX_WORKERS}, got {value}")
    return value


def seed_number(text: str) -> int:
    """``--seed N``: any whole number."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def shard_flag(text: str) -> str:
    """``--shard K/N``: checked here, kept as text (the settings store it as written)."""
    from user_sim.runs.shard import parse_shard

    try:
        return str(parse_shard(text))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_shard_flag(parser: argparse.ArgumentParser, unit: str) -> None:
    """``--shard K/N``, the same in every command that can be split over a CI matrix (sensei-merge joins them)."""
    parser.add_argument(
        "--shard",
        type=shard_flag,
        metavar="K/N",
        help=f"run only shard K of N of the {unit} (a stable, seed-independent slice; sensei-merge joins them)",
    )


def add_run_flags(parser: argparse.ArgumentParser, unit: str) -> None:
    """Add the flags every run command shares; ``unit`` names what runs in parallel (conversations, cases).

    Every default is None ("not given"), so the run.yml key of the same name applies; the merge is
    :class:`user_sim.runs.settings.RunSettings`'s.
    """
    add = parser.add_argument
    add(
        "-rfy",
        "--run-from-yaml",
        metavar="DIR|FILE",
        help="project folder whose run.yml gives the defaults, or that run.yml file (default ./run.yml when present)",
    )
    add("-pp", "--project-path", metavar="DIR", help="project folder (default: the --run-from-yaml folder)")
    add("-t", "--technology", help="chatbot connector technology (demo, python, openai_compatible, rasa, ...)")
    add("-cp", "--connector-params", help="connector parameters: JSON object or k=v,k=v (${ENV_VAR} expanded)")
    add("--workers", type=workers_count, metavar="N", help=f"{unit} run in parallel (1-{MAX_WORKERS}, default 4)")
    add("--seed", type=seed_number, metavar="N", help="seed of every random choice (same seed, same run)")
    add("--output", metavar="DIR", help="output folder (default <project>/output)")
    add("--resume", metavar="RUN_ID", help=f"continue an interrupted run: skip its finished {unit}")
    add("--junit", metavar="FILE", help="also write the JUnit XML report here")
    add_cache_flags(parser)
    add("-cc", "--clean-cache", action="store_true", default=None, help="delete the LLM cache before running")
    add_shard_flag(parser, unit)


def add_cache_flags(parser: argparse.ArgumentParser) -> None:
    """``-ic/--ignore-cache`` and ``-uc/--update-cache``, the same in every command that calls an LLM.

    Both default to None ("not given"); :func:`user_sim.config.run_flags.cache_mode` turns them into a mode.
    """
    add = parser.add_argument
    add("-ic", "--ignore-cache", action="store_true", default=None, help="neither read nor write the LLM cache")
    add("-uc", "--update-cache", action="store_true", default=None, help="call the LLM and refresh cached replies")


def print_error(message: str) -> None:
    """Write a one-line (or one-per-issue) error to stderr."""
    for line in message.splitlines() or [message]:
        print(f"error: {line}", file=sys.stderr)


class Main(Protocol):
    """A command's ``main(argv)``: run it with ``argv`` (None: the process's arguments) and return the exit code."""

    def __call__(self, argv: Sequence[str] | None = None) -> int:
        """Run the command; return its exit code."""
        ...


def command_main(
    body: Callable[[argparse.Namespace], int], build_parser: Callable[[], argparse.ArgumentParser]
) -> Main:
    """The ``main(argv)`` of a command: parse with a fresh ``build_parser()``, run ``body`` under :func:`guarded`."""

    def main(argv: Sequence[str] | None = None) -> int:
        return guarded(body, build_parser(), argv)

    return main


def console_script(main: Main) -> Callable[[], None]:
    """The console-script entry point of ``main``: run it on the process's arguments and exit with its code.

    The process ends without the interpreter's teardown (see :mod:`user_sim.cli.exiting`): after a Ctrl-C it waits
    for the calls still in flight, unless a second Ctrl-C came. ``main(argv)``, which tests call in-process, returns
    normally.
    """

    def run() -> None:
        from user_sim.cli.exiting import exit_now, stopped_code

        if sys.stderr is None:  # started with 2>&-: what is said there goes nowhere (print(file=None) writes to stdout)
            sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 (the process's own, to its end)
        with counting_interrupts() as interrupts:
            try:
                code = main(None)
            except KeyboardInterrupt as exc:  # outside the command's own handling (while its flags are parsed)
                code = stopped_code(exc)
            exit_now(code, interrupts)

    return run


def guarded(
    body: Callable[[argparse.Namespace], int], parser: argparse.ArgumentParser, argv: Sequence[str] | None
) -> int:
    """Parse ``argv`` and run ``body``; map every exception to an exit code and a short message."""
    try:
        args = parser.parse_args(dashed_flags(parser, sys.argv[1:] if argv is None else argv))
    except SystemExit as exc:  # argparse: --help/--version exit 0, usage errors exit 2
        return int(exc.code or 0)
    verbose = bool(getattr(args, "verbose", False))
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    verbose_logging(verbose)
    with on_sigterm() as signals:
        code = _run_body(body, args, parser.prog, list(sys.argv[1:] if argv is None else argv), verbose, signals)
    if signals.terminated and code == ExitCode.INTERRUPTED:
        return int(ExitCode.TERMINATED)
    return code


def _run_body(
    body: Callable[[argparse.Namespace], int],
    args: argparse.Namespace,
    prog: str,
    argv: list[str],
    verbose: bool,
    signals: SignalState,
) -> int:
    try:
        return int(body(args))
    except BaseException as exc:
        return _failed(exc, prog, argv, verbose, signals)


def _failed(exc: BaseException, prog: str, argv: list[str], verbose: bool, signals: SignalState) -> int:
    """Say what ``exc`` (raised by a command) means and return its exit code."""
    if isinstance(exc, RunAborted):  # an internal error (or a failure) that ended a run: it, then how to resume
        cause = exc.__cause__ or RuntimeError(exc.stopped)
        earlier = cause.__context__  # the error the run's ending then failed on again, if another one
        if isinstance(earlier, Exception) and not isinstance(earlier, RunAborted) and repr(earlier) != repr(cause):
            print_error(f"internal error: {type(earlier).__name__}: {earlier}")
        code = _failed(cause, prog, argv, verbose, signals)
        print_error(f"run {exc.run_id} {_ended(exc.stopped)}; everything finished so far is on disk")
        print_error(f"run {exc.run_id}: resume with: {resume_command(prog, argv, exc.run_id)}")
        return code
    if isinstance(exc, KeyboardInterrupt):
        said = exc.what if isinstance(exc, NothingWritten) else "everything finished so far is on disk"
        print_error(f"{'terminated' if signals.terminated else 'interrupted'}; {said}")
        if isinstance(exc, RunInterrupted):
            print_error(f"run {exc.run_id}: resume with: {resume_command(prog, argv, exc.run_id)}")
        return int(ExitCode.INTERRUPTED)
    if isinstance(exc, UserSimError):  # ConfigError and UsageError: exit 2
        _trace(verbose)
        print_error(str(exc))
        return int(exc.exit_code)
    if isinstance(exc, BrokenPipeError) and (gone := console.gone_outputs(exc)):
        for stream in gone:  # the reader went away (``… | head``): stop quietly, as SIGPIPE would; what is still
            os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())  # buffered for it goes nowhere, at exit
        return BROKEN_PIPE
    # a bug (a broken pipe that is not the reader's doing, a SystemExit from inside a command: never exit 0): exit 3
    return _internal_error(exc, verbose)


def _ended(stopped: str) -> str:
    """How the error line names the stop a run's files say (an earlier Ctrl-C stays theirs)."""
    from user_sim.runs.completion import STOPPED_FROM_OUTSIDE

    if stopped.startswith(ABORTED):
        return "aborted"
    return f"was stopped before the error: {STOPPED_FROM_OUTSIDE.get(stopped, stopped)}"


def _internal_error(exc: BaseException, verbose: bool) -> int:
    """A bug: say so in one line (the traceback with -v), exit 3."""
    _trace(verbose)
    print_error(f"internal error: {type(exc).__name__}: {exc} (run with -v for the traceback)")
    return int(ExitCode.INFRA)


def verbose_logging(verbose: bool) -> None:
    """``-v`` (or run.yml's ``verbose``): user_sim's debug lines, other libraries' info lines; else warnings only.

    An HTTP library's info line is one per call; its debug chatter (headers, connection states) is never shown.
    """
    logging.getLogger().setLevel(logging.INFO if verbose else logging.WARNING)
    logging.getLogger("user_sim").setLevel(logging.DEBUG if verbose else logging.NOTSET)


def run_yaml_source(run_from_yaml: str | None, project_path: str | None, folder: Path | None = None) -> str | None:
    """What ``--run-from-yaml`` points to (a folder or a run.yml file), defaulting to ``folder`` (the current one).

    ``folder`` is used when it holds a run.yml and neither flag was given (the command says so on stderr).
    """
    if run_from_yaml or project_path:
        return run_from_yaml
    here = Path.cwd() if folder is None else folder
    for name in ("run.yml", "run.yaml"):
        if (here / name).is_file():
            shown = f"./{name}" if here.resolve() == Path.cwd().resolve() else str(here / name)
            print(f"using {shown} (give --run-from-yaml DIR to run another project)", file=sys.stderr)
            return "." if folder is None else str(here)
    return None


def project_folder(run_from_yaml: str | None) -> Path | None:
    """The project folder of ``--run-from-yaml``: the folder itself, or the folder holding the run.yml file."""
    if run_from_yaml is None:
        return None
    from user_sim.config.run_yml import RUN_FILE_NAMES

    path = Path(run_from_yaml)
    return path.parent if path.is_file() or path.name in RUN_FILE_NAMES else path


def resume_command(prog: str, argv: Sequence[str], run_id: str) -> str:
    """The command line that resumes ``run_id``: the same arguments, any earlier ``--resume X`` replaced."""
    import shlex

    kept: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--resume":
            skip = True
        elif not arg.startswith("--resume="):
            kept.append(arg)
    return shlex.join([prog, *kept, "--resume", run_id])


BROKEN_PIPE = 141
"""The exit code when the reader of standard output went away (``… | head``): 128 + SIGPIPE, as a shell reports a
program that signal stopped. Files the command finished are on disk; its verdict was not printed."""
OLD_FLAGS = {"--extract": "--output"}
"""SENSEI's older flag names whose meaning has a current flag (``--extract`` was its output folder)."""


def dashed_flags(parser: argparse.ArgumentParser, argv: Sequence[str]) -> list[str]:
    """SENSEI's older spellings (``--run_from_yaml``, ``--user_profile``, ``--extract``...) as this parser's flags.

    Each rewritten flag prints a deprecation warning naming the current spelling. A flag this parser does not
    know in its current spelling either is left alone (argparse then reports it).
    """
    known = {option for action in parser._actions for option in action.option_strings}
    out: list[str] = []
    for arg in argv:
        if arg == "--":
            out.extend(argv[len(out) :])
            break
        flag, sep, value = arg.partition("=")
        dashed = OLD_FLAGS.get(flag, flag.replace("_", "-"))
        if flag.startswith("--") and dashed != flag and dashed in known and flag not in known:
            print(f"warning: {flag} is SENSEI's old spelling; write {dashed}", file=sys.stderr)
            arg = f"{dashed}{sep}{value}"
        out.append(arg)
    return out


def _trace(verbose: bool) -> None:
    if verbose:
        traceback.print_exc()


@contextlib.contextmanager
def output_file(path: Path, flag: str) -> Iterator[None]:
    """Writing a file the user named: no folder, no permission or a folder in the way is a usage error (exit 2)."""
    try:
        yield
    except OSError as exc:
        raise UsageError(f"{flag} {path}: cannot write it: {exc.strerror or exc}") from None
