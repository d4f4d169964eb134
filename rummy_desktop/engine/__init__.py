"""The rules engine: pure Python, no Qt, no I/O, no global randomness."""

from .actions import (
    Action,
    Buy,
    DeclineBuy,
    Discard,
    DrawStock,
    GoOut,
    LayDown,
    LayOff,
    MeldSpec,
    SwapWild,
    TakeDiscard,
    action_from_dict,
    action_to_dict,
)
from .cards import Card, CardError, format_cards, parse_card, parse_cards
from .errors import IllegalAction
from .game import Game
from .rules import RulesError, RuleSet
from .view import LegalMoves, PlayerView, StaleView

__all__ = [
    "Action",
    "Buy",
    "Card",
    "CardError",
    "DeclineBuy",
    "Discard",
    "DrawStock",
    "Game",
    "GoOut",
    "IllegalAction",
    "LayDown",
    "LayOff",
    "LegalMoves",
    "MeldSpec",
    "PlayerView",
    "RuleSet",
    "RulesError",
    "StaleView",
    "SwapWild",
    "TakeDiscard",
    "action_from_dict",
    "action_to_dict",
    "format_cards",
    "parse_card",
    "parse_cards",
]
