"""The command line: the game window by default, and the ``analyze`` and ``simulate`` tools.

This is the edge: every error a user can cause (a bad card, round, rules file, JSON line or
computer level) is caught here, once, and printed as one line; the exit status is 2.
A tournament that breaks down (a bot's illegal move) exits with status 1, and so does output
that cannot be written (a full disk: one line; a reader that left, as ``| head`` does: quietly).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from . import __version__, strict_json
from .bounded_read import FileTooLarge, NotRegularFile, read_regular
from .plain_text import printable, printable_lines
from .quoting import quote, shorten, size_over

PROG = "rummy-desktop"
WINDOW_SOON = (
    "The game window is coming soon; try 'rummy-desktop analyze --help' "
    "or 'rummy-desktop simulate --help'."
)
VARIANTS = ("hillbilly", "three-thirteen")
COMMANDS = ("analyze", "simulate", "review", "host", "join")
MAX_RULES_BYTES = 1_000_000  # a rules file names a few dozen flags: a few hundred bytes
MAX_BATCH_LINE = 1_000_000  # characters; a line with 30 cards and its rules is under 10,000
ON_ERROR_CHOICES = ("stop", "continue")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return the exit status (0 ok, 1 failed run, 2 bad input)."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # so a full disk is found here, not as a traceback at exit
    except BrokenPipeError:  # e.g. `simulate --explain | head -1`: the reader left; stop quietly
        _drop_output()
        return 1
    except OSError as exc:  # writing the output failed: /dev/full, a disk that filled up
        _drop_output()
        if exc.filename is not None:  # not the output: a file no message was written for
            return fail(f"cannot use {shorten(str(exc.filename), 80)}: {exc.strerror}", 1)
        return fail(f"cannot write the output ({exc.strerror or exc})", status=1)
    return status


def _drop_output() -> None:
    """Point standard output at the null device, so that what is still buffered for it is
    thrown away at exit instead of failing again there, with a traceback."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no standard output at all: nothing to drop
        pass


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    saved = saved_game_argument(argv)
    if saved is not None:  # `rummy-desktop friday.rummy`: the window opens that game
        return open_window([saved])
    try:
        parser = build_parser()
        args, extra = parser.parse_known_args(argv)
        if extra:
            # analyze takes its cards before, between and after the options (issue 38).
            if args.command == "analyze" and not any(w.startswith("-") for w in extra):
                args.cards = [*args.cards, *extra]
            else:
                parser.error(f"unrecognized arguments: {' '.join(extra)}")
        if args.command is None:
            return open_window(["--selftest"] if args.selftest else [])
        return _run_command(args)
    except SystemExit as exc:  # --help, or a usage error already printed by argparse
        return exc.code if isinstance(exc.code, int) else 0


def saved_game_argument(argv: Sequence[str]) -> str | None:
    """The saved game named alone on the command line (not a command or an option), if any.

    A word ending in ``.rummy`` or naming an existing path counts, so a bad or missing file
    is reported by the window (one sentence) rather than as a usage error."""
    if len(argv) != 1 or argv[0].startswith("-") or argv[0] in COMMANDS:
        return None
    word = argv[0]
    return word if word.lower().endswith(".rummy") or os.path.exists(word) else None


def _run_command(args: argparse.Namespace) -> int:
    # Imported here so that `rummy-desktop --help` and the window need no engine import.
    from .ai import BotError
    from .simulate import SimulationError

    try:
        return args.handler(args)
    except SimulationError as exc:
        if getattr(args, "traceback", False) and exc.detail:
            with contextlib.suppress(OSError, ValueError):
                sys.stderr.write(printable_lines(exc.detail.rstrip("\n")) + "\n")
        return fail(str(exc), status=1)
    except (ValueError, BotError) as exc:  # CardError, RulesError, AnalysisError, bad JSON
        detail = getattr(exc, "detail", None)  # a bot's constructor that raised
        if getattr(args, "traceback", False) and isinstance(detail, str) and detail:
            with contextlib.suppress(OSError, ValueError):
                sys.stderr.write(printable_lines(detail.rstrip("\n")) + "\n")
        from .refusal_words import problem_text  # the engine's refusals in words

        return fail(problem_text(exc))
    except KeyboardInterrupt as exc:  # simulate's says which bot was thinking, if one was
        return fail(str(exc) or "interrupted", status=130)


def fail(message: str, status: int = 2) -> int:
    first_line = message.strip().splitlines()[0] if message.strip() else "failed"
    with contextlib.suppress(OSError, ValueError):  # standard error gone too: the status says it
        warn(f"error: {first_line}")
    return status


def print_json(data: Any, what: str) -> int:
    """Print ``data`` as one line of JSON through the one strict writer (ASCII, never NaN or
    Infinity, which are not JSON): status 0, or 1 with a sentence and nothing printed."""
    try:
        text = strict_json.dumps(data)
    except strict_json.JSONRefused as exc:
        return fail(f"{what} {exc}; nothing was printed", 1)
    print(text)
    return 0


def say(text: str) -> None:
    """Print a report on standard output: text a file held (a name, a contract list's name,
    a kept analysis) is written out, never acted on by the terminal (``plain_text``)."""
    print(printable_lines(text))


def warn(text: str) -> None:
    """One line on standard error, after the program's name, printable as :func:`say`."""
    print(f"{PROG}: {printable(text)}", file=sys.stderr, flush=True)


def open_window(argv: list[str] | None = None) -> int:
    try:
        from .ui.app import run
    except ModuleNotFoundError as exc:
        if exc.name in ("rummy_desktop.ui", "rummy_desktop.ui.app"):
            print(WINDOW_SOON)
            return 0
        return fail(f"the game window cannot start: {exc}", status=1)
    except ImportError as exc:  # e.g. a Qt system library is missing
        return fail(f"the game window cannot start: {exc}", status=1)
    status = run(argv or [])
    return status if isinstance(status, int) else 0


# ---- the parser -------------------------------------------------------------------------


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (the README's promise) pointing at --help,
    instead of the usage block and the error; ``--help`` itself is unchanged."""

    def error(self, message: str) -> NoReturn:
        reason = shorten(" ".join(message.split()), 300)  # it may quote a huge argument
        self.exit(2, f"{PROG}: error: {reason} (see '{self.prog} --help')\n")


class _Once(argparse.Action):
    """An option that takes one value and may be given once: given twice, argparse would keep
    the last silently (``--variant hillbilly ... --variant three-thirteen``)."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> None:
        given: dict[str, Any] = namespace.__dict__.setdefault("_given_once", {})
        if self.dest in given:
            parser.error(
                f"{option_string} is given twice ({quote(given[self.dest])}, then "
                f"{quote(values)}): give it once"
            )
        given[self.dest] = values
        setattr(namespace, self.dest, values)


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog=PROG,
        description=(
            "Hillbilly Rummy and Three Thirteen. Without a command, opens the game window; "
            "'rummy-desktop FILE.rummy' opens that saved game in it."
        ),
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="play a round of each game with computer players in the window, check it, and exit",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_analyze(commands)
    _add_simulate(commands)
    _add_review(commands)
    _add_host(commands)
    _add_join(commands)
    return parser


def _add_analyze(commands: Any) -> None:
    p = commands.add_parser(
        "analyze",
        help="what is this hand worth: penalty, going out, the contract",
        description=(
            "Analyze a hand: in words on a terminal, as one JSON object with --json or into "
            "a pipe. Three Thirteen: the minimum penalty, one best arrangement, and the "
            "discards that go out. Hillbilly: whether the round's contract can be laid down, "
            "one such lay-down, and the hand's points. A 'no' says why (the house rule that "
            "blocks it, if one does). A hand of one card more than the round deals (after a "
            "draw) also gets its discards ranked, best first, with the penalty each leaves."
        ),
        epilog="example: rummy-desktop analyze --variant three-thirteen --round 5 7H 8H 9H QS 2C",
    )
    p.add_argument(
        "--variant",
        action=_Once,
        choices=VARIANTS,
        default=None,
        help="the game (default: three-thirteen)",
    )
    _add_preset(p)
    p.add_argument("--round", action=_Once, type=int, metavar="N", help="the round (1-10 or 1-11)")
    p.add_argument(
        "--players",
        action=_Once,
        type=int,
        default=None,
        metavar="N",
        help="players at the table, which sets the number of decks (default: 4)",
    )
    p.add_argument("--rules", action=_Once, metavar="FILE", help="a JSON file of house rules")
    p.add_argument(
        "--batch",
        action="store_true",
        help="read JSON lines on standard input, answer each on its own line",
    )
    p.add_argument(
        "--meld",
        action="store_true",
        help="ask whether the cards are one meld, and why not: a set, or a run (Hillbilly: a "
        "run in the order given; Three Thirteen: in any order)",
    )
    shown = p.add_mutually_exclusive_group()
    shown.add_argument(
        "--json",
        action="store_true",
        help="print the answer as one JSON object (the default when the output is not a terminal)",
    )
    shown.add_argument(
        "--plain",
        action="store_true",
        help="print the answer in words (the default on a terminal)",
    )
    p.add_argument(
        "cards",
        nargs="*",
        metavar="CARD",
        help="cards such as 7H 10S QD JK, or as people write them (the suit's symbol before or "
        "after the rank, Joker, commas between cards); with one card more than the round deals, "
        "the discards are ranked",
    )
    p.set_defaults(handler=_run_analyze, parser=p)


def _add_simulate(commands: Any) -> None:
    p = commands.add_parser(
        "simulate",
        help="bot-against-bot tournaments with statistics",
        description="Play computer players against each other and print their results.",
        epilog="example: rummy-desktop simulate --variant hillbilly --players 4 "
        "--ai simple,random --games 100 --seed 1 --check --json",
    )
    # The tournament's settings default to None so that --resume can tell which were given:
    # those must agree with the results file, the rest are taken from it.
    p.add_argument(
        "--variant",
        action=_Once,
        choices=VARIANTS,
        help="the game (required, unless --preset names it)",
    )
    _add_preset(p)
    p.add_argument(
        "--players", action=_Once, type=int, metavar="N", help="seats, 2 to 8 (required)"
    )
    p.add_argument(
        "--ai",
        action=_Once,
        metavar="LEVEL[,LEVEL...]",
        help="the seats' computer levels, repeated round the table (random, simple, easy, "
        "medium, hard, or package.module:ClassName) (required)",
    )
    p.add_argument("--games", action=_Once, type=int, metavar="G", help="games to play (required)")
    p.add_argument(
        "--seed",
        action=_Once,
        type=int,
        metavar="S",
        help="game g (games count from 1) is dealt with seed S+g-1 (default 0)",
    )
    p.add_argument(
        "--check", action="store_true", default=None, help="verify invariants after every move"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--rules", action=_Once, metavar="FILE", help="a JSON file of house rules")
    p.add_argument(
        "--swap-seats",
        action="store_true",
        default=None,
        help="rotate the players one seat each game, so every level plays every seat; the "
        "report then adds the first level's paired score difference against the rest",
    )
    p.add_argument(
        "--on-error",
        choices=ON_ERROR_CHOICES,
        help="on a bot's illegal move, crash or slow decision: stop (default), or go on "
        "(a random legal move replaces a bad one) and count the error",
    )
    p.add_argument(
        "--think-ms",
        type=float,
        metavar="MS",
        help="time budget of one 'hard' decision in milliseconds, 1 to 60000 (default 300)",
    )
    p.add_argument(
        "--samples",
        type=int,
        metavar="K",
        help="'hard' weighs K sampled deals a decision (1 to 5000) instead of thinking for a "
        "time: the same moves on any machine and with any --jobs",
    )
    p.add_argument(
        "--bot-timeout-s",
        type=float,
        metavar="S",
        help="a decision slower than this many seconds is a bot error (default 10; "
        "measured when the bot answers)",
    )
    p.add_argument(
        "--explain",
        action="store_true",
        help="print every move of the first game with the bot's reason for it",
    )
    p.add_argument(
        "--traceback",
        action="store_true",
        help="when a bot raises and stops the run, print its whole traceback too",
    )
    p.add_argument(
        "--isolate",
        action="store_true",
        help="the fair mode for bots whose code you have not read: each bot of your own "
        "(module:Class) plays in a process of its own that sees only its view, as JSON",
    )
    where = p.add_mutually_exclusive_group()
    where.add_argument(
        "--jobs",
        type=int,
        metavar="N",
        help="play in N worker processes (0: one per core, and never more than the cores; "
        "default 1); the results are the same for any N",
    )
    where.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play on the Ray cluster at ADDRESS (auto, HOST:6379, or ray://HOST:10001); "
        'needs pip install "rummy-desktop[cluster]"',
    )
    p.add_argument(
        "--out",
        metavar="FILE.jsonl",
        help="write one JSON line per game to FILE as it ends (a new or empty file)",
    )
    p.add_argument(
        "--resume",
        metavar="FILE.jsonl",
        help="continue the stopped run of FILE: its games are not played again, new ones are "
        "added to it, and the report covers them all",
    )
    p.add_argument(
        "--quiet", action="store_true", help="no progress bar (there is none off a terminal)"
    )
    p.set_defaults(handler=_run_simulate, parser=p)


def _add_review(commands: Any) -> None:
    p = commands.add_parser(
        "review",
        help="the coach: every decision of a saved game judged, in points, with a reason",
        description=(
            "Judge each decision of one human seat of a saved game from what that seat could "
            "see, with the hard level's search at a fixed budget: the expected points each "
            "move gave up against the best, a mark (best, good, inaccuracy, mistake, "
            "blunder) and a reason; then the seat's accuracy and mean loss."
        ),
        epilog="example: rummy-desktop review friday.rummy --seat 0 --json",
    )
    p.add_argument("file", metavar="FILE.rummy", help="a saved game")
    p.add_argument(
        "--seat", type=int, default=None, metavar="N", help="the seat (default: the first human)"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--jobs",
        type=int,
        default=None,
        metavar="N",
        help="judge the decisions in N processes, 1 to 16 (default: one a core, at most 4; "
        "the result is the same)",
    )
    p.set_defaults(handler=_run_review, parser=p)


def _run_review(args: argparse.Namespace) -> int:
    from .coach import TooLong, WorkerLost, analyse, default_jobs, kept_analysis
    from .coach.report import text_report
    from .persistence import SaveFileError, load_game

    if args.jobs is None:
        args.jobs = default_jobs()
    if not 1 <= args.jobs <= 16:
        return fail(f"--jobs must be 1 to 16, not {args.jobs}")
    try:
        loaded = load_game(args.file)
    except SaveFileError as exc:
        return fail(str(exc))
    seats = loaded.seats
    humans = [i for i, s in enumerate(seats) if s.is_human]
    if args.seat is None:
        if not humans:
            return fail(f"'{shorten(args.file, 80)}' has no human seat to review")
        seat = humans[0]
    elif not 0 <= args.seat < len(seats):
        return fail(f"seat {args.seat} is out of range: this game has seats 0 to {len(seats) - 1}")
    elif not seats[args.seat].is_human:
        return fail(
            f"seat {args.seat} ({shorten(seats[args.seat].name, 40)}) is a computer player; "
            f"review a human seat ({', '.join(map(str, humans)) or 'none in this game'})"
        )
    else:
        seat = args.seat
    game = loaded.game
    result = kept_analysis(loaded.coach, seat, len(game.log))  # the window kept it: no wait
    if result is None:
        progress = _stderr_progress if sys.stderr.isatty() else None
        try:
            result = analyse(
                game.rules,
                game.seed,
                game.log,
                seat,
                ages=game.ages,
                names=[s.name for s in seats],
                progress=progress,
                jobs=args.jobs,
                planned=lambda count: _say_estimate(count, args.jobs),
            )
        except TooLong as exc:
            return fail(f"'{shorten(args.file, 80)}': {exc}")
        except WorkerLost as exc:
            return fail(str(exc), status=1)
        if progress is not None:
            print(file=sys.stderr)
    if not args.json:
        say(text_report(result, seats[seat].name))
        return 0
    return print_json(result.to_dict(), "the analysis")


def _say_estimate(decisions: int, jobs: int) -> None:
    """Before the work starts: how much there is, and about how long it takes here."""
    from .coach import estimate_seconds

    seconds = estimate_seconds(decisions, jobs)
    processes = f"{jobs} processes" if jobs > 1 else "one process"
    print(
        f"review: {decisions} decision{'s' if decisions != 1 else ''} to judge, "
        f"about {_duration(seconds)} with {processes}",
        file=sys.stderr,
        flush=True,
    )


def _duration(seconds: float) -> str:
    """``40 s``, ``3 min 20 s``, ``1 h 05 min``: rounded as an estimate deserves."""
    s = max(1, round(seconds))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


def _stderr_progress(done: int, total: int) -> None:
    if done == total or done % 20 == 0:
        print(f"\ranalysing: decision {done} of {total}", end="", file=sys.stderr, flush=True)


# ---- network play: host and join (docs/protocol.md) ---------------------------------------


def _add_host(commands: Any) -> None:
    p = commands.add_parser(
        "host",
        help="host a table over the network: wait for the remote seats, play, save",
        description=(
            "Host a table: people and bots join with 'rummy-desktop join', computers fill the "
            "seats given by --computers, the game is played to its end and saved with --save."
        ),
        epilog="example: rummy-desktop host --variant three-thirteen --players 3 "
        "--computers medium --port 8765 --code friday --save friday.rummy",
    )
    p.add_argument("--variant", choices=VARIANTS, help="the game (or --preset)")
    _add_preset(p)
    p.add_argument("--players", type=int, metavar="N", help="seats, 2 to 8")
    p.add_argument("--rules", metavar="FILE", help="a JSON file of house rules")
    p.add_argument("--bind", default="0.0.0.0", metavar="ADDRESS", help="default 0.0.0.0 (all)")
    p.add_argument("--port", type=int, default=8765, metavar="P", help="default 8765; 0: any")
    p.add_argument("--code", metavar="C", help="the table's code (default: a random one)")
    p.add_argument(
        "--computers",
        metavar="LEVEL[,LEVEL...]",
        help="computer seats (easy, medium, hard), the last seats; the rest are remote",
    )
    p.add_argument("--seed", type=int, metavar="S", help="the deal number")
    p.add_argument(
        "--save",
        metavar="FILE",
        help="save the game to FILE (.rummy) after every move and at its end; the seats' "
        "tokens wait in FILE.tokens (private) until the game is over",
    )
    p.add_argument(
        "--resume",
        metavar="FILE",
        help="resume the table that --save FILE kept (after the host stopped): the same code, "
        "the remote seats rejoin with their tokens; saves to FILE again",
    )
    p.add_argument(
        "--away-s",
        type=float,
        default=60.0,
        metavar="S",
        help="seconds a dropped seat is waited for before a computer plays it (default 60)",
    )
    p.add_argument(
        "--cert",
        "--certfile",
        dest="certfile",
        metavar="PEM",
        help="serve wss:// with this certificate (chain)",
    )
    p.add_argument(
        "--key", "--keyfile", dest="keyfile", metavar="PEM", help="the certificate's private key"
    )
    p.set_defaults(handler=_run_host, parser=p)


def _add_join(commands: Any) -> None:
    p = commands.add_parser(
        "join",
        help="play one seat of a network table with a bot",
        description="Join a hosted table and play one seat with a computer level or your bot.",
        epilog="example: rummy-desktop join ws://192.168.1.20:8765 --code friday --name Ann "
        "--bot medium",
    )
    p.add_argument("url", metavar="ws://HOST:PORT", help="the host's address (ws:// or wss://)")
    p.add_argument("--code", default="", metavar="C", help="the table's code")
    p.add_argument("--name", required=True, metavar="NAME", help="your name at the table")
    who = p.add_mutually_exclusive_group(required=True)
    who.add_argument("--bot", metavar="LEVEL", help="a built-in level: easy, medium, hard...")
    who.add_argument("--ai", metavar="module:Class", help="your own bot (docs/bot-api.md)")
    p.add_argument(
        "--cafile",
        metavar="PEM",
        help="for wss://: trust this certificate (a host's self-signed one) instead of the "
        "system's certificate authorities",
    )
    p.set_defaults(handler=_run_join, parser=p)


def _network() -> str | None:
    """Why network play cannot start here, or None: the Linux bundle leaves OpenSSL to the
    system (its security fixes come with it), and the WebSocket library imports ssl."""
    try:
        import ssl  # noqa: F401

        import rummy_desktop.net  # noqa: F401
    except ImportError as exc:
        return f"network play needs the system's OpenSSL library (libssl3), missing here: {exc}"
    return None


def _run_host(args: argparse.Namespace) -> int:
    if (missing := _network()) is not None:
        return fail(missing)
    import asyncio
    import ssl
    from pathlib import Path

    from .net import Host, HostConfig
    from .persistence import SaveFileError, save_game
    from .persistence.host_tokens import remove_host_tokens, tokens_path
    from .persistence.hosted_table import TableSaver

    if args.resume and (args.variant or args.preset or args.players or args.rules):
        args.parser.error("--resume takes the game from its file: no --variant, --preset, "
                          "--players or --rules")  # fmt: skip
    if args.resume and args.save and Path(args.save) != Path(args.resume):
        args.parser.error("--resume saves to its own file: no other --save")
    prepared = _resumed_table(args) if args.resume else _new_table(args)
    if isinstance(prepared, int):
        return prepared
    setup, resumed, code, game_id = prepared
    context = None
    if args.certfile:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            context.load_cert_chain(args.certfile, args.keyfile)
        except (OSError, ssl.SSLError) as exc:
            return fail(f"cannot use the certificate: {exc}")
    config = HostConfig(away_grace=max(0.0, args.away_s))
    save_to = Path(args.resume or args.save) if (args.resume or args.save) else None
    autosave = None
    if save_to is not None:  # the table plays on when a save fails; said once
        autosave = TableSaver(
            save_to, code, game_id, on_problem=lambda text: warn(f"cannot save the table: {text}")
        )

    async def serve() -> Any:
        host = Host(config, log=lambda line: warn(line))
        if resumed is not None:
            match, remote = resumed
            table = host.resume_table(code, match, remote, on_change=autosave)
        else:
            table = host.add_table(code, setup, on_change=autosave)
        try:
            port = await host.start(args.bind, args.port, ssl=context)
        except OSError as exc:
            raise ValueError(f"cannot listen on port {args.port}: {exc.strerror or exc}") from None
        scheme = "wss" if context else "ws"
        waiting = len(table.remote) if resumed is not None else len(table.open_seats)
        print(
            f"{'Resuming' if resumed else 'Hosting'} on {scheme}://{args.bind}:{port} with code "
            f"{code}: waiting for {waiting} player{'s' if waiting != 1 else ''}",
            flush=True,
        )
        await table.done.wait()
        await asyncio.sleep(0.2)  # the last messages go out before the door shuts
        await host.close()
        return table

    table = asyncio.run(serve())
    match = table.match
    print(f"Game over: totals {', '.join(map(str, match.game.totals()))}", flush=True)
    if save_to is not None:
        try:
            save_game(save_to, match.game, list(match.setup.seats), game_id=game_id,
                      notes=match.notes)  # fmt: skip
        except SaveFileError as exc:
            return fail(str(exc), 1)
        remove_host_tokens(tokens_path(save_to))  # the game is over: the tokens open nothing
    return 0


def _new_table(args: argparse.Namespace) -> Any:
    """A new table's setup, code and game id; or an exit status."""
    import secrets

    from .ai import LEVELS
    from .engine import RulesError
    from .match.seat import Seat
    from .match.setup import COMPUTER_NAMES, GameSetup
    from .persistence import new_game_id

    if args.players is None:
        args.parser.error("the following arguments are required: --players (or --resume)")
    variant, overrides, _name = _game_and_rules(args, None)
    levels = [x.strip() for x in args.computers.split(",")] if args.computers else []
    for level in levels:
        if level not in LEVELS:
            args.parser.error(
                f"--computers: unknown level {quote(level)}; choose {', '.join(LEVELS)}"
            )
    if not 2 <= args.players <= 8 or len(levels) > args.players:
        args.parser.error("--players must be 2 to 8, and at least the computers")
    remote = args.players - len(levels)
    seats = [Seat.of(f"Player {i + 1}") for i in range(remote)]
    seats += [Seat.of(COMPUTER_NAMES[i], level) for i, level in enumerate(levels)]
    setup = GameSetup(variant, tuple(seats), overrides, args.seed)
    try:
        setup.rules()
    except RulesError as exc:
        from .refusal_words import say

        return fail(say(exc))
    code = args.code if args.code is not None else secrets.token_hex(3)
    return setup, None, code, new_game_id()


def _resumed_table(args: argparse.Namespace) -> Any:
    """The game saved by ``--save``, its code, its seats' tokens and its id; or a status."""
    from pathlib import Path

    from .net import saved_match
    from .persistence import SaveFileError
    from .persistence.hosted_table import load_hosted_table

    path = Path(args.resume)
    try:
        hosted = load_hosted_table(path)
    except SaveFileError as exc:
        return fail(str(exc))
    loaded, code = hosted.loaded, hosted.tokens.code
    if loaded.game.is_over:
        return fail(f"the game in {quote(str(path))} is over: nothing to resume")
    if args.code is not None and args.code != code:
        args.parser.error(f"--code: the table's code is kept in {quote(str(path))}; omit it")
    match = saved_match(loaded.game, loaded.seats, loaded.notes, loaded.assisted)
    return match.setup, (match, hosted.tokens.seats), code, loaded.game_id


def _run_join(args: argparse.Namespace) -> int:
    if (missing := _network()) is not None:
        return fail(missing)
    from .ai import LEVELS, make_bot
    from .net import Refusal, play

    if args.bot is not None and args.bot not in LEVELS:
        args.parser.error(f"--bot: unknown level {quote(args.bot)}; choose {', '.join(LEVELS)}")
    bot = make_bot(args.bot or args.ai)
    tls = None
    if args.cafile:
        import ssl

        if not args.url.startswith("wss://"):
            args.parser.error("--cafile is for a wss:// address")
        try:
            tls = ssl.create_default_context(cafile=args.cafile)
        except (OSError, ssl.SSLError) as exc:
            return fail(f"cannot use {quote(args.cafile)}: {exc}")
    try:
        outcome = play(args.url, args.name, bot, args.code, tls=tls)
    except Refusal as exc:
        return fail(str(exc))
    won = "won" if outcome.seat in outcome.winners else "did not win"
    print(f"Game over: seat {outcome.seat} {won}; totals {', '.join(map(str, outcome.totals))}")
    return 0


# Kept here as text so --help needs no engine; tests/cli checks it against engine.PRESETS.
PRESET_NAMES = ("hillbilly", "liverpool", "contract-rummy", "bicycle")


def _add_preset(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--preset",
        action=_Once,
        metavar="NAME",
        default=None,
        help="a named contract game, played as Hillbilly with its own rounds and rules: "
        f"{', '.join(PRESET_NAMES)} (--rules then changes it further)",
    )


def _game_and_rules(args: argparse.Namespace, default: str | None) -> tuple[str, dict, str | None]:
    """The game, its house rules (a preset's, then the --rules file's) and the preset's name."""
    parser: argparse.ArgumentParser = args.parser  # its error() never returns
    overrides = load_rules_file(args.rules) if args.rules else {}
    if args.preset is None:
        variant: str | None = args.variant or default
        if variant is None:
            parser.error("give the game: --variant hillbilly, three-thirteen, or --preset")
        return variant, overrides, None
    from .engine import PRESETS

    preset = PRESETS.get(args.preset)
    if preset is None:
        parser.error(
            f"--preset: there is no variant {quote(args.preset)}; choose {', '.join(PRESETS)}"
        )
    if args.variant not in (None, "hillbilly"):
        parser.error("--preset names a contract game: leave out --variant or say hillbilly")
    flags = dict(preset.flags)
    if preset.key != "hillbilly":
        flags["contract_name"] = preset.name
    return "hillbilly", {**flags, **overrides}, preset.name


# ---- analyze ----------------------------------------------------------------------------


def _run_analyze(args: argparse.Namespace) -> int:
    from .analysis import (
        DEFAULT_PLAYERS,
        DEFAULT_VARIANT,
        analyze,
        analyze_json_line,
        answer_words,
        meld_check,
    )

    variant, overrides, _name = _game_and_rules(args, DEFAULT_VARIANT)
    players = DEFAULT_PLAYERS if args.players is None else args.players
    if args.batch:
        if args.round is not None or args.cards:
            args.parser.error("--batch reads each hand and round from standard input")
        return _analyze_batch(variant, players, overrides, analyze_json_line)
    if args.round is None:
        args.parser.error("the following arguments are required: --round")
    if not args.cards:
        args.parser.error("give the cards to analyze, such as: --round 3 AS 2S 3S AH AD")
    if args.meld:
        answer = meld_check(variant, args.round, args.cards, overrides, players)
    else:
        answer = analyze(variant, args.round, args.cards, overrides, players)
    if args.json or not (args.plain or sys.stdout.isatty()):
        # Scripts read JSON: a pipe or a file gets it whether or not they ask.
        return print_json(answer, "the answer")
    say(answer_words(answer))
    return 0


def _analyze_batch(variant: str, players: int, overrides: dict, analyze_json_line: Any) -> int:
    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")  # a stray byte makes a bad line, not a crash
    while True:
        line = sys.stdin.readline(MAX_BATCH_LINE + 1)
        if not line:
            return 0
        if len(line) > MAX_BATCH_LINE and not line.endswith("\n"):
            _skip_rest_of_line()
            answer: dict[str, Any] = {
                "error": f"the line is longer than {MAX_BATCH_LINE} characters"
            }
        elif not line.strip():
            continue
        else:
            answer = _answer_line(line, variant, players, overrides, analyze_json_line)
        try:
            text = strict_json.dumps(answer)
        except strict_json.JSONRefused as exc:  # an error object instead: the batch goes on
            text = strict_json.dumps({"error": f"the answer {exc}"})
        print(text, flush=True)


def _answer_line(
    line: str, variant: str, players: int, overrides: dict, analyze_json_line: Any
) -> dict[str, Any]:
    """One batch answer: whatever the line holds, an answer or an error object, never a stop."""
    try:
        return analyze_json_line(line, variant, players, overrides)
    except ValueError as exc:  # CardError, RulesError, AnalysisError: the batch goes on
        from .refusal_words import problem_text

        return {"error": problem_text(exc)}
    except Exception as exc:  # a line must never end the batch; say what broke, briefly
        return {"error": f"this line could not be analyzed ({type(exc).__name__})"}


def _skip_rest_of_line() -> None:
    while True:
        chunk = sys.stdin.readline(MAX_BATCH_LINE)
        if not chunk or chunk.endswith("\n"):
            return


def load_rules_file(path: str) -> dict[str, Any]:
    """Read a ``--rules`` file: a JSON object of house rules (ValueError with a sentence).

    Only a regular file of at most MAX_RULES_BYTES is read: ``/dev/zero``, a FIFO or a link
    to one is refused before it is opened (see :mod:`rummy_desktop.bounded_read`).
    """
    shown = shorten(path, 80)
    try:
        data = read_regular(path, MAX_RULES_BYTES)
    except IsADirectoryError:
        raise ValueError(f"the rules file {shown} is a folder, not a file") from None
    except NotRegularFile as exc:
        raise ValueError(f"the rules file {shown} is {exc.kind}, not a regular file") from None
    except FileTooLarge as exc:
        raise ValueError(
            f"the rules file {shown} is too large ({size_over(exc.size, exc.limit)})"
        ) from None
    except BlockingIOError:
        raise ValueError(
            f"the rules file {shown} is not an ordinary file (reading it would wait for ever)"
        ) from None
    except OSError as exc:
        raise ValueError(f"cannot read the rules file {shown}: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ValueError(f"the rules file {shown} is not a UTF-8 text file") from None
    try:
        overrides = strict_json.loads(text)
    except strict_json.JSONRefused as exc:
        comma = _trailing_comma_line(text)
        if comma is not None:
            raise ValueError(
                f"the rules file {shown} has a comma after its last entry on line {comma}: "
                "JSON allows none before a closing } or ]"
            ) from None
        raise ValueError(f"the rules file {shown} {_json_problem(exc)}") from None
    if not isinstance(overrides, dict):
        raise ValueError(
            f'the rules file {shown} must hold a JSON object such as {{"max_set_size": 4}}'
        )
    return overrides


def _trailing_comma_line(text: str) -> int | None:
    found = strict_json.trailing_comma(text)
    return None if found is None else found[0]


def _json_problem(exc: strict_json.JSONRefused) -> str:
    """The JSONRefused phrase after a subject: "is not valid JSON (...)", "gives the key ..."."""
    phrase = str(exc).removeprefix("it ")
    if exc.kind == "cut_short":
        return f"is not valid JSON ({phrase.removeprefix('its JSON ')})"
    return phrase


# ---- simulate ---------------------------------------------------------------------------


def _run_simulate(args: argparse.Namespace) -> int:
    from .simulate import SimulationError, run_tournament

    call = _tournament_call(args)
    target = args.resume or args.out
    try:
        result = run_tournament(
            **call,
            explain=args.explain,
            isolate=args.isolate,
            jobs=args.jobs,
            cluster=args.cluster,
            out=target,
            resume=args.resume is not None,
            progress=not args.quiet and sys.stderr.isatty(),
            on_note=lambda note: warn(f"warning: {note}"),
        )
    except SimulationError as exc:
        if args.explain and args.json:  # the moves that led there, with the error's sentence
            print_json({"error": str(exc), "explanations": exc.explanations}, "the report")
        elif args.explain and exc.explanations:
            say(format_explanations(exc.explanations, every_game=True))
        raise
    except KeyboardInterrupt as exc:
        if target is None:
            raise
        return fail(
            f"{str(exc) or 'interrupted'}; the finished games are in {target}: go on with "
            f"--resume {target}",
            status=130,
        )
    errors = sum(e.errors for e in result.entrants)
    if errors:
        # Counted together: an illegal move or a crash (replaced by a random legal move) and
        # a slow move (played): each sample says which.
        warn(
            f"warning: {errors} bad decision{'s' if errors > 1 else ''} under --on-error "
            "continue; the first:"
        )
    for sample in result.error_samples:
        warn(f"warning: {sample}")
    if result.abandoned:
        count = len(result.abandoned)
        warn(
            f"warning: {count} game{'s were' if count > 1 else ' was'} abandoned and "
            f"left out of the figures (--on-error continue); the first: {result.abandoned[0]}"
        )
    explained = any(x["game"] == 1 for x in result.explanations)
    if args.explain and not explained and target is not None:
        # Game 1 came from the file: its moves were never kept, so there is nothing to show.
        warn(
            f"note: game 1 was played by the run that wrote {target}: games already in a "
            "results file are not explained (their moves are not kept); replay game 1 alone "
            f"with --seed {result.seed} --games 1 --explain"
        )
    if args.explain and explained and not args.json:
        say(format_explanations(result.explanations))
    if args.json:
        data = result.to_json()
        if args.explain:
            data["explanations"] = [x for x in result.explanations if x["game"] == 1]
        return print_json(data, "the report")
    swap = call["swap_seats"]
    name = _contract_game_name(call)
    say(format_result(result, swap, call["on_error"] == "continue", target, name))
    return 0


def _contract_game_name(call: dict[str, Any]) -> str | None:
    """The name of a contract game of its own rounds, for the report's first line."""
    overrides = call.get("rules_overrides") or {}
    if "contracts" not in overrides and "contract_name" not in overrides:
        return None

    from .engine import RulesError, RuleSet

    with contextlib.suppress(RulesError, TypeError, ValueError):
        return RuleSet.from_overrides(call["variant"], call["players"], overrides).game_name
    return None


def _tournament_call(args: argparse.Namespace) -> dict[str, Any]:
    """run_tournament's settings from the command line; with --resume, the ones not given
    come from the results file (run_tournament checks that the given ones agree with it)."""
    given: dict[str, Any] = {}
    if args.ai is not None:
        levels = [level.strip() for level in args.ai.split(",")]
        if not all(levels):
            args.parser.error("--ai: give levels separated by commas, such as simple,random")
        given["levels"] = levels
    for option in ("variant", "players", "games", "seed", "check", "swap_seats", "on_error"):
        if getattr(args, option) is not None:
            given[option] = getattr(args, option)
    if args.bot_timeout_s is not None:
        given["bot_timeout_s"] = args.bot_timeout_s
    if args.preset is not None:  # a contract game: Hillbilly with the preset's rounds and flags
        given["variant"], given["rules_overrides"], _name = _game_and_rules(args, None)
    elif args.rules is not None:
        given["rules_overrides"] = load_rules_file(args.rules)
    if args.think_ms is not None:
        from .ai.hard import MAX_THINK_MS, MIN_THINK_MS

        if not MIN_THINK_MS <= args.think_ms <= MAX_THINK_MS:  # false for nan too
            args.parser.error(
                f"--think-ms must be {MIN_THINK_MS} to {MAX_THINK_MS} milliseconds, "
                f"not {args.think_ms:g}"
            )
    if args.samples is not None:
        from .ai.hard import MAX_SAMPLES, MIN_SAMPLES

        if not MIN_SAMPLES <= args.samples <= MAX_SAMPLES:
            args.parser.error(
                f"--samples must be {MIN_SAMPLES} to {MAX_SAMPLES} sampled deals, "
                f"not {quote(args.samples)}"
            )
    options = {"think_ms": args.think_ms, "samples": args.samples}
    options = {k: v for k, v in options.items() if v is not None}
    if args.resume is None:
        if "variant" not in given:
            args.parser.error("give the game: --variant hillbilly, three-thirteen, or --preset")
        missing = [f"--{o}" for o in ("players", "ai", "games") if _absent(args, o)]
        if missing:
            args.parser.error(f"the following arguments are required: {', '.join(missing)}")
        call = {
            "seed": 0,
            "check": False,
            "swap_seats": False,
            "on_error": "stop",
            "bot_timeout_s": 10.0,
            "rules_overrides": {},
            **given,
            "bot_options": options or None,
        }
        return call
    from .tournament.results_file import read_header

    if args.out is not None and args.out != args.resume:
        args.parser.error("--resume FILE goes on writing FILE: leave out --out")
    # The header's bots of your own are loaded only when given here, by --ai.
    settings, _ = read_header(args.resume, named=given.get("levels", ()))
    return {
        **settings.to_json(),
        "games": None,  # the run's own length: the header's, or the last it was extended to
        **given,
        "bot_options": {**settings.bot_options, **options},
    }


def _absent(args: argparse.Namespace, option: str) -> bool:
    return getattr(args, option) is None


def format_explanations(explanations: list[dict[str, Any]], every_game: bool = False) -> str:
    """Every move of the first game (``every_game``: of every game given, as for a failed
    run: the first and the failing one), round by round: who played what, holding which
    cards, and why; each round's scores at its end. Games and seats count from 1."""
    lines: list[str] = []
    at = None
    for x in explanations:
        if x["game"] != 1 and not every_game:
            continue
        if "scores" in x:
            scores = ", ".join(f"seat {s + 1} {p}" for s, p in enumerate(x["scores"]))
            totals = ", ".join(str(t) for t in x["totals"])
            lines.append(f"Round {x['round']} scores: {scores} (totals {totals})")
            continue
        if (x["game"], x["round"]) != at:
            at = (x["game"], x["round"])
            lines.append(f"Round {x['round']} of game {x['game']}:")
        lines.append(
            f"move {x['move']}, seat {x['seat']} ({x['ai']}), holding "
            f"{' '.join(x['hand']) or 'nothing'}: {_shown_move(x['action'])}\n    {x['why']}"
        )
    return "\n".join([*lines, ""])


def _shown_move(action: Any) -> str:
    """A move of ``--explain`` as its JSON object (a value that was no move: as Python shows it)."""
    return json.dumps(action) if isinstance(action, dict) else str(action)


def format_result(
    result: Any,
    swap_seats: bool,
    show_errors: bool,
    results_file: str | None = None,
    name: str | None = None,
) -> str:
    """The plain-text report: one row per seat, per level when a level plays twice, and the
    paired difference when the seats rotate. ``name``: a contract game's own name."""
    from .wording import GAME_NAMES  # the engine loads only once a command needs it

    lines = [
        f"{name or GAME_NAMES[result.variant]}, {result.players} players: {result.games} "
        f"game{'s' if result.games != 1 else ''} from seed {result.seed}, "
        f"{result.games_per_second:.2f} games a second",
    ]
    earlier = result.games - result.played
    if earlier and results_file is not None:
        lines.append(
            f"{earlier} of the games {'was' if earlier == 1 else 'were'} played before, by the "
            f"run that wrote {results_file}."
        )
    if swap_seats:
        lines.append("Seats rotate every game: 'Seat' is where each player started.")
    head = ["Seat", "AI", "Wins", "Win rate", "Mean score", "Decision ms p50 / p95 / max"]
    rows = [
        [str(k + 1), *_row(summary, show_errors)]
        for k, summary in enumerate(e.summary() for e in result.entrants)
    ]
    lines += ["", *_table(head + (["Errors"] if show_errors else []), rows)]
    levels = result.levels()
    if len(levels) < len(result.entrants) and len(levels) > 1:
        head = ["Level", "Seat-games", "Wins", "Win rate", "Mean score", "Decision ms"]
        rows = [[s["ai"], str(s["games"]), *_row(s, show_errors)[1:]] for s in levels.values()]
        lines += ["", "By level:", *_table(head + (["Errors"] if show_errors else []), rows)]
    if result.paired is not None:
        lines += ["", format_paired(result.paired)]
    return "\n".join(lines)


def format_paired(paired: Any) -> str:
    """The first level's score per round against the rest's, from the same deals."""
    rest = paired.rest[0] if len(paired.rest) == 1 else f"({', '.join(paired.rest)})"
    if paired.games == 0:
        return f"Paired, {paired.first} - {rest}: no finished game to compare"
    interval = (
        f"95% interval {paired.low:+.2f} to {paired.high:+.2f}"
        if paired.low is not None
        else "one game: no interval"
    )
    return (
        f"Paired, {paired.first} - {rest}: {paired.mean:+.2f} points a round ({interval}; "
        f"{paired.games} game{'s' if paired.games != 1 else ''}; below 0, {paired.first} "
        "scores less, which is better)"
    )


def _row(summary: dict[str, Any], show_errors: bool) -> list[str]:
    ms = summary["decision_ms"]
    row = [
        summary["ai"],
        _number(summary["wins"]),
        f"{summary['win_rate']:.1%}",
        f"{summary['mean_score']:.1f}",
        f"{ms['p50']:.3f} / {ms['p95']:.3f} / {ms['max']:.3f}",
    ]
    return row + ([str(summary["errors"])] if show_errors else [])


def _number(x: float) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".")


def _table(head: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    return [
        "  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip()
        for r in [head, *rows]
    ]
