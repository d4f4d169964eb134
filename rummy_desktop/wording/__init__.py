"""The game's words, written once: game names, contracts, wild ranks, and every move and event
told as the table tells it, in the player's language (English on the command line). Qt-free
(the window, the review and the command line share it). Three translation contexts, one a
module: ContractWords (contracts.py, with the games' names in Wording), MoveWords (moves.py),
EventWords (events.py).
"""

from __future__ import annotations

from .contracts import (
    GAME_BLURBS,
    GAME_NAMES,
    PRESET_BLURBS,
    ContractWords,
    Tense,
    Wording,
    contract_text,
    game_blurb,
    game_name,
    named_variant,
    preset_blurb,
    round_contract,
    round_headline,
    round_preview,
    round_words,
    shown_game_name,
    wild_rank_words,
)
from .events import EventWords, deal_line, event_text, idle_words
from .moves import (
    MoveWords,
    action_text,
    anyway_text,
    coach_looking,
    join_meld_text,
    keep_the_wild,
    lay_down_staged,
    meld_words,
    swap_question,
    wild_laid_text,
)

__all__ = [
    "GAME_BLURBS",
    "GAME_NAMES",
    "PRESET_BLURBS",
    "ContractWords",
    "EventWords",
    "MoveWords",
    "Tense",
    "Wording",
    "action_text",
    "anyway_text",
    "coach_looking",
    "contract_text",
    "deal_line",
    "event_text",
    "game_blurb",
    "game_name",
    "idle_words",
    "join_meld_text",
    "keep_the_wild",
    "lay_down_staged",
    "meld_words",
    "named_variant",
    "preset_blurb",
    "round_contract",
    "round_headline",
    "round_preview",
    "round_words",
    "shown_game_name",
    "swap_question",
    "wild_laid_text",
    "wild_rank_words",
]
