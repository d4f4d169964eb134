"""Named contract-rummy variants (issue 26): each a list of rounds and the flags its published
rule text sets. docs/rules.md ("Other contract games") cites every text and says which of its
rules the game cannot play; what a text leaves unsaid keeps Hillbilly's default.

>>> rules = preset_rules("liverpool", players=4)
>>> rules.rounds, rules.cards_dealt(7), rules.all_at_once(7), rules.game_name
(7, 11, True, 'Liverpool Rummy')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import Given, Refusal
from .rules import RulesError, RuleSet


def _round(deal: int, sets: int, runs: int, **extra: Any) -> dict[str, Any]:
    return {"deal": deal, "sets": [3] * sets, "runs": [4] * runs, **extra}


# The seven deals most texts agree on: sets of 3, runs of 4, from 6 to 12 cards laid down.
_SEVEN = ((2, 0), (1, 1), (0, 2), (3, 0), (2, 1), (1, 2), (0, 3))


@dataclass(frozen=True)
class Preset:
    """A named contract game: its key, its name (kept in saves as the rules' `contract_name`),
    the rule texts it follows, and the flags they set. What it is in a sentence is the
    window's words (``rummy_desktop.wording.PRESET_BLURBS``)."""

    key: str
    name: str
    sources: tuple[str, ...]
    flags: dict[str, Any] = field(default_factory=dict)

    def rules(self, players: int = 4, **overrides: Any) -> RuleSet:
        flags = {**self.flags, **overrides}
        if self.key != "hillbilly":
            flags.setdefault("contract_name", self.name)
        return RuleSet.from_overrides("hillbilly", players, flags)


PRESETS: dict[str, Preset] = {
    p.key: p
    for p in (
        Preset(
            "hillbilly",
            "Hillbilly Rummy",
            ("the Hillbilly seed text (RULES.md 3.1)",),
        ),
        Preset(
            "liverpool",
            "Liverpool Rummy",
            ("http://weekendamerica.publicradio.org/programs/2005/08/13/rummy.html",),
            {
                "contracts": [
                    _round(11, s, r, all_at_once=i == 6) for i, (s, r) in enumerate(_SEVEN)
                ],
                "final_round_no_discard": True,
                # "up to 4 players 2 decks including all 4 jokers; for 5 players 3 decks"
                "decks_by_players": {2: 2, 3: 2, 4: 2, 5: 3, 6: 3, 7: 3, 8: 3},
                "jokers_per_deck": 2,
                # "Jokers and Aces are 15 points, face cards 10, all others their number"
                "card_values": {"joker": 15, "ace": 15, "ten_to_king": 10},
                "pip_values": True,
            },
        ),
        Preset(
            "contract-rummy",
            "Contract Rummy",
            (
                "http://www.docstoc.com/docs/28470552/Dummy-Rummy",
                "https://www.passca.pl/2021_Apr_22/7851.html",
            ),
            {
                # "for the first three rounds ten cards ... the four remaining rounds twelve"
                "contracts": [_round(10 if i < 3 else 12, s, r) for i, (s, r) in enumerate(_SEVEN)],
                "decks_by_players": dict.fromkeys(range(2, 9), 2),
                "jokers_per_deck": "players_minus_one",
                # "An ace can count as low or high but not both at the same time"
                "run_max_len_13": True,
            },
        ),
        Preset(
            "bicycle",
            "Contract Rummy (Bicycle)",
            (
                "http://www.bicyclecards.com/card-games/rule/contract-rummy",
                "https://totoking1.blogspot.com/2021/08/contract-rummy.html",
            ),
            {
                # "In each of the first four deals 10 cards ... the last three deals 12 cards"
                "contracts": [_round(10 if i < 4 else 12, s, r) for i, (s, r) in enumerate(_SEVEN)],
                # "a double pack with one joker (105) ... a triple pack with two jokers (158)"
                "decks_by_players": {2: 2, 3: 2, 4: 2, 5: 3, 6: 3, 7: 3, 8: 3},
                "jokers_per_deck": "decks_minus_one",
                # "Ace, joker, and other wild cards 15; each face card 10; others pip value"
                "card_values": {"joker": 15, "wild": 15, "ace": 15, "ten_to_king": 10},
                "pip_values": True,
            },
        ),
    )
}


def preset_rules(name: str, players: int = 4, **overrides: Any) -> RuleSet:
    """The rules of a named variant; RulesError with the names on offer for an unknown one."""
    preset = PRESETS.get(name)
    if preset is None:
        raise RulesError(Refusal.UNKNOWN_VARIANT, given=Given(name), choices=tuple(PRESETS))
    return preset.rules(players, **overrides)


def preset_of(rules: RuleSet) -> Preset | None:
    """The preset whose rounds these rules play (house rules aside), or None for a custom list."""
    if rules.variant != "hillbilly":
        return None
    for preset in PRESETS.values():
        if preset.rules(rules.players).contracts == rules.contracts:
            return preset
    return None
