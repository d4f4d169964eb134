"""Computer players. Pure Python: they see a PlayerView only, never the game state.

Levels, weakest first: ``random`` and ``simple`` (references), ``easy``, ``medium``, ``hard``.
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any

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
            f"unknown computer level '{level}': choose {', '.join(LEVELS)} or module:ClassName"
        )
    module_name, _, class_name = level.partition(":")
    try:
        module = importlib.import_module(module_name)
        cls = getattr(module, class_name)
    except (ImportError, AttributeError, ValueError) as exc:
        raise BotError(f"cannot load bot '{level}': {exc}") from None
    # Asked by signature, not by trying: a TypeError inside a constructor is the bot's own
    # error to report, not a sign to call it again without its seed.
    extra = _accepted(cls, {"seed": seed, **options})
    try:
        bot = cls(**extra)
    except Exception as exc:  # a user's constructor may fail in any way
        raise BotError(f"cannot create bot '{level}': {exc}") from None
    if not callable(getattr(bot, "choose", None)):
        raise BotError(f"bot '{level}' has no choose(view) method")
    return bot


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
