"""Computer players. Pure Python: they see a PlayerView only, never the game state.

Levels, weakest first: ``random`` and ``simple`` (references), ``easy``, ``medium``, ``hard``;
:mod:`.levels` makes them by name, and decides which names a file may use.
"""

from __future__ import annotations

from .base import Bot, BotError
from .easy import EasyBot
from .hard import HardBot
from .levels import (
    BOT_OPTIONS,
    LEVELS,
    OutsideCode,
    check_bot_options,
    make_bot,
    outside_code,
    user_bot,
)
from .medium import MediumBot
from .random_bot import RandomBot
from .simple_bot import SimpleBot

__all__ = [
    "BOT_OPTIONS",
    "LEVELS",
    "Bot",
    "BotError",
    "EasyBot",
    "HardBot",
    "MediumBot",
    "OutsideCode",
    "RandomBot",
    "SimpleBot",
    "check_bot_options",
    "make_bot",
    "outside_code",
    "user_bot",
]
