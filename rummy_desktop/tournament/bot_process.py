"""``simulate --isolate``: a bot of your own plays in a process of its own (issue 38).

A bot in the game's process can search the interpreter (``gc.get_objects()``, its caller's
frames) and find every hand. Isolated, it sees only its view, sent as strict JSON
(``engine.view_to_json``), and answers with its move as JSON (``action_to_dict``): no pickle
either way, so nothing but data crosses, and a message over :data:`MAX_MESSAGE_BYTES` is
refused.

The conversation, one JSON object a line, the game's process speaking first:

    -> {"level": "mybots.sly:Sly", "seed": 1234, "options": {}}
    <- {"ready": true}                      or {"error": "cannot load bot ...", "traceback": ...}
    -> {"view": {...}, "explain": false}
    <- {"action": {...}, "why": null}       or {"error": "KeyError: 'x' at sly.py line 9",
                                                "traceback": "..."}
                                            or {"not_an_action": "str", "shown": "'oops'"}
    (standard input closed: the process ends)

The bot's process writes what the bot prints to standard error, as in the game's own process.
A process that dies, hangs past its limit or answers anything else is stopped and reported in
one sentence (:class:`BotProcessError`); the game's runner handles that as any bot error
(``--on-error``), and the bot's next move starts a fresh process (a new bot object, same seed).
"""

from __future__ import annotations

import contextlib
import os
import queue
import subprocess
import sys
import threading
import traceback
from typing import IO, Any, NoReturn

from .. import strict_json
from ..ai import BotError, make_bot
from ..ai.blame import describe_exc, where
from ..engine import (
    MAX_VIEW_JSON_BYTES,
    Action,
    PlayerView,
    action_from_dict,
    action_to_dict,
    view_from_json,
    view_to_json,
)
from ..quoting import shorten

MAX_MESSAGE_BYTES = MAX_VIEW_JSON_BYTES + 100_000  # a view, or a move and its explanation
START_SECONDS = 60.0  # importing a bot and making it; a first import may compile its files
_PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class BotProcessError(Exception):
    """A bot in its own process that failed: ``summary`` is the sentence for the report (after
    "failed: "), ``detail`` the bot's traceback when it raised."""

    def __init__(self, summary: str, detail: str | None = None) -> None:
        super().__init__(summary)
        self.summary = summary
        self.detail = detail


class NotAnActionError(BotProcessError):
    """The bot's ``choose()`` returned something that is no move: ``type_name`` and ``shown``
    (its repr, cut short) come from its process, to be told as in the game's own."""

    def __init__(self, type_name: str, shown: str) -> None:
        super().__init__(f"choose() returned {type_name}, which is not an action")
        self.type_name = type_name
        self.shown = shown


class IsolatedBot:
    """Stands in the game's process for a bot that plays in its own: ``choose(view)`` sends the
    view as JSON and reads the move back; ``explain()`` is the reason sent with it."""

    def __init__(
        self, level: str, seed: int, options: dict[str, Any], hang_s: float, explain: bool
    ) -> None:
        self.level = level
        self.seed = seed
        self.options = dict(options)
        self.hang_s = hang_s
        self.explain_wanted = explain
        self.why = ""
        self._proc: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._starting = False
        self._start()

    def _start(self) -> None:
        env = dict(os.environ)
        # The game's own package must be importable there, wherever it was run from.
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (_PACKAGE_ROOT, env.get("PYTHONPATH", "")) if p
        )
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "rummy_desktop.tournament.bot_process"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
        )
        self._lines = queue.Queue()
        out = self._proc.stdout
        assert out is not None
        threading.Thread(target=_read_lines, args=(out, self._lines), daemon=True).start()
        self._starting = True
        try:
            reply = self._ask(
                {"level": self.level, "seed": self.seed, "options": self.options},
                START_SECONDS,
            )
        except BotProcessError as exc:
            self.close()
            raise BotError(f"cannot start bot '{self.level}' in its own process: {exc}") from None
        finally:
            self._starting = False
        if "error" in reply and isinstance(reply["error"], str):
            self.close()
            detail = reply.get("traceback")
            raise BotError(reply["error"], detail if isinstance(detail, str) and detail else None)
        if reply != {"ready": True}:
            self.close()
            raise BotError(f"bot '{self.level}' in its own process did not say it was ready")

    def choose(self, view: PlayerView) -> Action:
        if self._proc is None:
            self._start()  # after a death or a hang: a fresh bot, the same seed
        reply = self._ask({"view": view_to_json(view), "explain": self.explain_wanted}, self.hang_s)
        if set(reply) == {"error", "traceback"} and isinstance(reply["error"], str):
            detail = reply["traceback"] if isinstance(reply["traceback"], str) else None
            raise BotProcessError(reply["error"], detail)
        if (
            set(reply) == {"not_an_action", "shown"}
            and isinstance(reply["not_an_action"], str)
            and isinstance(reply["shown"], str)
        ):
            raise NotAnActionError(
                shorten(reply["not_an_action"], 60), shorten(reply["shown"], 200)
            )
        if set(reply) != {"action", "why"}:
            self._garbage("an answer that is not a move")
        why = reply["why"]
        self.why = why if isinstance(why, str) else ""
        try:
            return action_from_dict(reply["action"])
        except Exception:  # any shape at all may come back: one sentence, never a traceback
            self._garbage("a move that is not one")

    def explain(self) -> str:
        return self.why

    def _ask(self, message: dict[str, Any], seconds: float) -> dict[str, Any]:
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        try:
            proc.stdin.write(strict_json.dumps(message, compact=True).encode("ascii") + b"\n")
            proc.stdin.flush()
        except OSError:
            self._lost()
        try:
            line = self._lines.get(timeout=seconds)
        except queue.Empty:
            self._fail(f"its process did not answer within {seconds:g} s and was stopped")
        if line is None:
            self._lost()
        if len(line) > MAX_MESSAGE_BYTES:
            self._garbage(f"a message over {MAX_MESSAGE_BYTES} bytes")
        try:
            reply = strict_json.loads(line.decode("utf-8"))
        except (strict_json.JSONRefused, UnicodeDecodeError):
            self._garbage("a line that is not JSON")
        if not isinstance(reply, dict):
            self._garbage("JSON that is not an object")
        return reply

    def _lost(self) -> NoReturn:
        proc = self._proc
        status = None
        if proc is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                status = proc.wait(timeout=5)
        how = f" (exit status {status})" if status is not None else ""
        self._fail(f"its process ended{how}")

    def _garbage(self, what: str) -> NoReturn:
        self._fail(f"its process answered {what}, and was stopped")

    def _fail(self, summary: str) -> NoReturn:
        """Stop the process, start the next one now (so that its start is not counted in the
        time of the bot's next decision), and raise the sentence."""
        self.close(kill=True)
        if not self._starting:  # a process that fails at its start is not started again
            with contextlib.suppress(BotError, OSError):
                self._start()
        raise BotProcessError(summary)

    def close(self, kill: bool = False) -> None:
        """End the bot's process: its input closed, then stopped if it lingers (at once with
        ``kill``: a process that hung or tampered with its answers gets no more time)."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if kill:
            proc.kill()
        with contextlib.suppress(OSError):
            if proc.stdin is not None:
                proc.stdin.close()
        try:
            proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()


def _read_lines(stream: IO[bytes], lines: queue.Queue[bytes | None]) -> None:
    """Hand each line of the bot's answers to the game's thread; None at the end. A line
    longer than the limit is handed over cut (the reader refuses it) and the rest ignored."""
    try:
        while True:
            line = stream.readline(MAX_MESSAGE_BYTES + 1)
            if not line:
                break
            lines.put(line)
            if len(line) > MAX_MESSAGE_BYTES:
                break
    except (OSError, ValueError):
        pass
    lines.put(None)


# ---- the bot's own process ----------------------------------------------------------------------


def main() -> int:
    """The bot's side of the conversation (see the module's docstring)."""
    answers = os.fdopen(os.dup(1), "wb", buffering=0)
    os.dup2(2, 1)  # whatever writes to standard output (a print, a library) goes to stderr
    sys.stdout = sys.stderr
    requests = sys.stdin.buffer

    def send(message: dict[str, Any]) -> None:
        answers.write(strict_json.dumps(message, compact=True).encode("ascii") + b"\n")

    def receive() -> Any:
        line = requests.readline(MAX_MESSAGE_BYTES + 1)
        if not line:
            return None
        if len(line) > MAX_MESSAGE_BYTES:
            raise ValueError("a message over the limit")
        return strict_json.loads(line.decode("utf-8"))

    hello = receive()
    if not isinstance(hello, dict) or set(hello) != {"level", "seed", "options"}:
        send({"error": "the game spoke first with something else than a bot to make"})
        return 2
    try:
        bot = make_bot(hello["level"], hello["seed"], **hello["options"])
    except BotError as exc:
        send({"error": str(exc), "traceback": exc.detail or ""})
        return 2
    send({"ready": True})
    while True:
        request = receive()
        if request is None:
            return 0
        view = view_from_json(request["view"])
        try:
            action = bot.choose(view)
        except Exception as exc:  # the bot's own failure: told back, with where it was
            send(
                {
                    "error": f"{describe_exc(exc)}{where(exc)}",
                    "traceback": "".join(traceback.format_exception(exc)),
                }
            )
            continue
        if not isinstance(action, Action):
            send({"not_an_action": type(action).__name__, "shown": _shown(action)})
            continue
        why = None
        if request.get("explain"):
            try:
                why = str(bot.explain())
            except Exception as exc:  # explain() is a courtesy: its failure is shown
                why = f"explain() failed: {type(exc).__name__}"
        send({"action": action_to_dict(action), "why": why})


def _shown(value: object) -> str:
    try:
        return repr(value)[:200]
    except Exception:  # a bot's own __repr__ may fail too
        return f"a {type(value).__name__}"


if __name__ == "__main__":
    raise SystemExit(main())
