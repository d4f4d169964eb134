"""Computer players. Pure Python: they see a PlayerView only, never the game state.

Levels, weakest first: ``random`` and ``simple`` (references), ``easy``, ``medium``, ``hard``.
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any

from ..quoting import quote, shorten
from .base import Bot, BotError
from .easy import EasyBot
from .hard import HardBot
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


def make_bot(level: str, seed: int = 0, **options: Any) -> Bot:
    """A bot for a built-in level, or ``package.module:ClassName`` for a bot of your own.

    ``options`` are keyword settings passed to the bot when its constructor takes them, such as
    ``think_ms`` for ``hard``; a bot that does not take one simply ignores it. A user bot class
    is called with ``seed=`` and each option only when its constructor names them (or takes
    ``**kwargs``); an error inside the constructor is reported, not retried.
    """
    if level in BUILTIN_LEVELS:
        cls = BUILTIN_LEVELS[level]
        return cls(seed=seed, **_accepted(cls, options))
    if ":" not in level:
        raise BotError(
            f"unknown computer level {quote(level)}: choose {', '.join(LEVELS)} or module:ClassName"
        )
    module_name, _, class_name = level.partition(":")
    # "../x" or ".x" is a relative import, which import_module refuses with a TypeError.
    if len(level) > 200 or not all(
        part.isidentifier() for part in (*module_name.split("."), class_name)
    ):
        raise BotError(
            f"cannot load bot {quote(level)}: write it as package.module:ClassName, "
            "with no leading dot"
        )
    try:
        module = importlib.import_module(module_name)
        cls = getattr(module, class_name)
    except Exception as exc:  # importing runs the module's code, which may fail in any way
        raise BotError(f"cannot load bot {quote(level)}: {_describe(exc)}") from None
    if not isinstance(cls, type):
        raise BotError(f"cannot load bot {quote(level)}: {class_name} is not a class")
    # Asked by signature, not by trying: a TypeError inside a constructor is the bot's own
    # error to report, not a sign to call it again without its seed.
    extra = _accepted(cls, {"seed": seed, **options})
    try:
        bot = cls(**extra)
    except Exception as exc:  # a user's constructor may fail in any way
        raise BotError(f"cannot create bot {quote(level)}: {_describe(exc)}") from None
    if not callable(getattr(bot, "choose", None)):
        raise BotError(f"bot {quote(level)} has no choose(view) method")
    return bot


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


__all__ = [
    "LEVELS",
    "Bot",
    "BotError",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "RandomBot",
    "SimpleBot",
    "make_bot",
]
