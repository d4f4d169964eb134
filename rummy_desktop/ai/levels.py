"""The computer levels by name: which code a name may load, and which options a bot may take.

A level is a built-in name (``simple``) or ``package.module:ClassName``, a bot of your own:
:func:`make_bot` imports that module, which runs its code. A name read from a file (a saved
game, a results file) is data, so a file may name the built-in levels only, and a bot of your
own only when you named that very bot yourself (on the command line). :func:`outside_code` is
the one place that decides it, for saves and results files alike; :func:`user_bot` the one
place that reads such a name (the cluster sends the package it names to its workers).

The options a tournament passes to its bots come from the command line or a results file too:
:func:`check_bot_options` lets through only the names in :data:`BOT_OPTIONS`, each of its
type and within its bounds, so a file can neither choose a keyword argument nor ask for a
search that never ends.
"""

from __future__ import annotations

import importlib
import inspect
import traceback
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any

from ..quoting import quote, shorten
from .base import Bot, BotError
from .blame import describe_exc, where
from .easy import EasyBot
from .hard import HardBot, check_samples, check_think_ms
from .medium import MediumBot
from .random_bot import RandomBot
from .simple_bot import SimpleBot

BUILTIN_LEVELS: dict[str, type] = {
    "random": RandomBot,
    "simple": SimpleBot,
    "easy": EasyBot,
    "medium": MediumBot,
    "hard": HardBot,
}
LEVELS: tuple[str, ...] = tuple(BUILTIN_LEVELS)
MAX_LEVEL_CHARS = 200

# Each option a tournament may pass to its bots, and its check (the value, or ValueError with
# a sentence naming the bounds).
BOT_OPTIONS: dict[str, Callable[[Any], object]] = {
    "think_ms": check_think_ms,
    "samples": check_samples,
}


class OutsideCode(BotError):
    """A file names a bot of someone's own that the user did not name."""


def outside_code(levels: Iterable[str], named: Collection[str] = ()) -> list[str]:
    """The levels among ``levels`` (read from a file) that would load code from outside
    rummy-desktop: each ``package.module:Class`` that is not, exactly, one of ``named`` (the
    bots the user gave on the command line), once each, in order."""
    return list(dict.fromkeys(x for x in levels if x not in BUILTIN_LEVELS and x not in named))


def user_bot(level: str) -> tuple[str, str]:
    """The module and the class that ``package.module:ClassName`` names; BotError for a
    built-in level or any other form."""
    if level in BUILTIN_LEVELS or ":" not in level:
        raise BotError(
            f"unknown computer level {quote(level)}: choose {', '.join(LEVELS)} or module:ClassName"
        )
    module_name, _, class_name = level.partition(":")
    if "/" in module_name or "\\" in module_name or module_name.endswith(".py"):
        # A file path: say how the same bot is named as a module.
        dotted = module_name.removesuffix(".py").replace("\\", "/").strip("./").replace("/", ".")
        top = dotted.split(".")[0] or "it"
        raise BotError(
            f"{quote(level, limit=200)} is a file path: write the bot as "
            f"package.module:ClassName ({shorten(dotted, 120)}:{shorten(class_name, 60)}) "
            f"and run from the folder that holds {shorten(top, 60)}, or add it to PYTHONPATH"
        )
    # "../x" or ".x" is a relative import, which import_module refuses with a TypeError.
    if len(level) > MAX_LEVEL_CHARS or not all(
        part.isidentifier() for part in (*module_name.split("."), class_name)
    ):
        raise BotError(
            f"cannot load bot {quote(level)}: write it as package.module:ClassName, "
            "with no leading dot"
        )
    return module_name, class_name


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot for a built-in level, or ``package.module:ClassName`` for a bot of your own.

    ``options`` are keyword settings passed to the bot when its constructor takes them, such as
    ``think_ms`` for ``hard``; a bot that does not take one simply ignores it. A user bot class
    is called with ``seed=`` and each option only when its constructor names them (or takes
    ``**kwargs``); an error inside the constructor is reported, not retried. The caller
    decides whether ``level`` may be loaded (:func:`outside_code`): this imports it.
    """
    if level in BUILTIN_LEVELS:
        cls = BUILTIN_LEVELS[level]
        return cls(seed=seed, **_accepted(cls, options))
    module_name, class_name = user_bot(level)
    try:
        module = importlib.import_module(module_name)
        cls = getattr(module, class_name)
    except Exception as exc:  # importing runs the module's code, which may fail in any way
        hint = ""
        missing = getattr(exc, "name", None) if isinstance(exc, ModuleNotFoundError) else None
        if isinstance(missing, str) and (module_name + ".").startswith(missing + "."):
            top = module_name.split(".")[0]  # the bot's own package is not on the path
            hint = f"; run from the folder that holds {top}, or add it to PYTHONPATH"
        raise BotError(
            f"cannot load bot {quote(level, limit=200)}: {_describe(exc)}{hint}"
        ) from None
    if not isinstance(cls, type):
        raise BotError(f"cannot load bot {quote(level)}: {class_name} is not a class")
    # Asked by signature, not by trying: a TypeError inside a constructor is the bot's own
    # error to report, not a sign to call it again without its seed.
    extra = _accepted(cls, {"seed": seed, **options})
    try:
        bot = cls(**extra)
    except Exception as exc:  # a user's constructor may fail in any way
        # As a failure in choose(): the exception's type, the file and line of the bot's code,
        # and its traceback for --traceback. The name in full: the writer looks for it.
        raise BotError(
            f"cannot create bot {quote(level, limit=200)}: {describe_exc(exc)}{where(exc)}",
            "".join(traceback.format_exception(exc)),
        ) from None
    if not callable(getattr(bot, "choose", None)):
        raise BotError(f"bot {quote(level)} has no choose(view) method")
    return bot


def check_bot_options(options: object) -> None:
    """Raise BotError (a sentence) unless ``options`` maps known option names to values of
    their kind within their bounds (:data:`BOT_OPTIONS`)."""
    if not isinstance(options, Mapping):
        raise BotError('the bot options must be an object such as {"think_ms": 100}')
    for name, value in options.items():
        check = BOT_OPTIONS.get(name)
        if check is None:
            raise BotError(
                f"{quote(name)} is not a bot option: the options are {' and '.join(BOT_OPTIONS)}"
            )
        try:
            check(value)
        except ValueError as exc:
            raise BotError(str(exc)) from None


def _describe(exc: BaseException) -> str:
    text = shorten(" ".join(str(exc).split()), 160)
    return text or type(exc).__name__


def _accepted(cls: Any, options: dict[str, Any]) -> dict[str, Any]:
    """The options that ``cls``'s constructor names (all of them if it takes ``**kwargs``)."""
    if not options:
        return {}
    try:
        params = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        return {}
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return dict(options)
    return {k: v for k, v in options.items() if k in params and v is not None}
