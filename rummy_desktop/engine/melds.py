"""Hillbilly table melds: sets and runs that record what every wild stands for (RULES 2.7, 3.5-3.12).

Melds are immutable values. Building one (:func:`make_meld`), checking a lay-down
(:func:`check_contract`), laying off (:func:`lay_off`) and swapping a wild (:func:`swap_wild`)
either return a new value or raise :class:`MeldError` with the problem as data (its code and
values; ``rummy_desktop.refusal_words`` words it for a player).

>>> from .cards import parse_card, parse_cards
>>> from .rules import RuleSet
>>> rules = RuleSet.preset("hillbilly")
>>> run = make_meld("run", parse_cards("5H JK 7H 8H"), rules, 2)
>>> run.represents(run.slots[1].card)
(6, 'H')
>>> str(lay_off(run, parse_card("9H"), None, rules, 2))
'5♥ JK 7♥ 8♥ 9♥'
>>> try:
...     swap_wild(run, parse_card("6D"), rules, 2)
... except MeldError as exc:
...     print(exc.reason, [c.code for c in exc.params["wanted"]])
swap_takes ['6H']
"""

from .meld_contract import check_contract, hand_points
from .meld_make import Meld, MeldError, MeldKind, Slot, make_meld
from .meld_play import lay_off, swap_wild

__all__ = [
    "Meld",
    "MeldError",
    "MeldKind",
    "Slot",
    "check_contract",
    "hand_points",
    "lay_off",
    "make_meld",
    "swap_wild",
]
