"""The games' names and what a round asks for: contracts, wild ranks, round headlines. Qt-free.

>>> from rummy_desktop.engine import RuleSet
>>> round_headline(RuleSet.preset("hillbilly"), 2)
'Round 2: a set of three and a run of four'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from rummy_desktop.engine import RuleSet
from rummy_desktop.i18n import Words


class Wording(Words):
    """The games' names (a translation context)."""


# In English; game_name(variant) says a name in the player's language.
GAME_NAMES = {
    "hillbilly": Wording.tr_noop("Hillbilly Rummy"),
    "three-thirteen": Wording.tr_noop("Three Thirteen"),
}


def game_name(variant: str) -> str:
    """A game's name in the player's language (English on the command line)."""
    return Wording.tr(GAME_NAMES[variant]) if variant in GAME_NAMES else variant


# The engine's name (``RuleSet.game_name``) for a contract list nobody has named: kept as it
# is in saves and statistics, said in the player's language where it is shown.
UNNAMED_CONTRACTS = Wording.tr_noop("Contract rummy, own rounds")


def shown_game_name(rules: RuleSet) -> str:
    """The name of the game these rules play, in the player's language: a table's own
    contract game by its name (an unnamed list as "Contract rummy, own rounds")."""
    if rules.game_name == UNNAMED_CONTRACTS:
        return Wording.tr(UNNAMED_CONTRACTS)
    return rules.game_name if named_variant(rules) else game_name(rules.variant)


class ContractWords(Words):
    """What a round asks for: contracts, wild ranks, round headlines (a translation context)."""


# In English, marked; game_blurb(variant) and preset_blurb(key) say them in the player's language.
GAME_BLURBS = {
    "hillbilly": ContractWords.tr_noop("10 rounds of contracts, jokers wild, buying"),
    "three-thirteen": ContractWords.tr_noop(
        "11 rounds of 3 to 13 cards, a new wild rank each round"
    ),
}
# What each named contract game (the engine's PRESETS, by key) is, in a line.
PRESET_BLURBS = {
    "hillbilly": ContractWords.tr_noop(
        "10 rounds of 7 to 16 cards; the last laid down and gone out at once"
    ),
    "liverpool": ContractWords.tr_noop(
        "7 hands of 11 cards; the last is three runs, all out with no discard"
    ),
    "contract-rummy": ContractWords.tr_noop(
        "7 rounds of 10 then 12 cards; two decks, one joker fewer than players"
    ),
    "bicycle": ContractWords.tr_noop(
        "7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value"
    ),
}


def game_blurb(variant: str) -> str:
    """A game in a line, in the player's language."""
    return ContractWords.tr(GAME_BLURBS[variant])


def preset_blurb(key: str) -> str:
    """A named contract game in a line, in the player's language."""
    return ContractWords.tr(PRESET_BLURBS[key])


# One meld of a contract, whole, by kind and least length: a language may name a set of three
# and a set of four apart (French: un brelan, un carré) and needs no size word glued on.
_ONE_MELD = {
    ("set", 3): ContractWords.tr_noop("a set of three"),
    ("set", 4): ContractWords.tr_noop("a set of four"),
    ("set", 5): ContractWords.tr_noop("a set of five"),
    ("set", 6): ContractWords.tr_noop("a set of six"),
    ("set", 7): ContractWords.tr_noop("a set of seven"),
    ("set", 8): ContractWords.tr_noop("a set of eight"),
    ("set", 9): ContractWords.tr_noop("a set of nine"),
    ("set", 10): ContractWords.tr_noop("a set of ten"),
    ("run", 3): ContractWords.tr_noop("a run of three"),
    ("run", 4): ContractWords.tr_noop("a run of four"),
    ("run", 5): ContractWords.tr_noop("a run of five"),
    ("run", 6): ContractWords.tr_noop("a run of six"),
    ("run", 7): ContractWords.tr_noop("a run of seven"),
    ("run", 8): ContractWords.tr_noop("a run of eight"),
    ("run", 9): ContractWords.tr_noop("a run of nine"),
    ("run", 10): ContractWords.tr_noop("a run of ten"),
}
# Two or more melds of one kind and length: {count} is a number word ("two") or digits.
_MELDS = {
    ("set", 3): ContractWords.tr_noop("{count} sets of three"),
    ("set", 4): ContractWords.tr_noop("{count} sets of four"),
    ("set", 5): ContractWords.tr_noop("{count} sets of five"),
    ("set", 6): ContractWords.tr_noop("{count} sets of six"),
    ("set", 7): ContractWords.tr_noop("{count} sets of seven"),
    ("set", 8): ContractWords.tr_noop("{count} sets of eight"),
    ("set", 9): ContractWords.tr_noop("{count} sets of nine"),
    ("set", 10): ContractWords.tr_noop("{count} sets of ten"),
    ("run", 3): ContractWords.tr_noop("{count} runs of three"),
    ("run", 4): ContractWords.tr_noop("{count} runs of four"),
    ("run", 5): ContractWords.tr_noop("{count} runs of five"),
    ("run", 6): ContractWords.tr_noop("{count} runs of six"),
    ("run", 7): ContractWords.tr_noop("{count} runs of seven"),
    ("run", 8): ContractWords.tr_noop("{count} runs of eight"),
    ("run", 9): ContractWords.tr_noop("{count} runs of nine"),
    ("run", 10): ContractWords.tr_noop("{count} runs of ten"),
}
# How many melds of one kind: "two sets of three"; more than four in digits.
_COUNT_WORDS = {
    2: ContractWords.tr_noop("two"),
    3: ContractWords.tr_noop("three"),
    4: ContractWords.tr_noop("four"),
}
# A Three Thirteen round's wild rank, one whole sentence per rank (a language may need an
# article and a case of its own for each): "7s are wild", "jacks are wild".
_WILD_RANKS = {
    1: ContractWords.tr_noop("aces are wild"),
    2: ContractWords.tr_noop("2s are wild"),
    3: ContractWords.tr_noop("3s are wild"),
    4: ContractWords.tr_noop("4s are wild"),
    5: ContractWords.tr_noop("5s are wild"),
    6: ContractWords.tr_noop("6s are wild"),
    7: ContractWords.tr_noop("7s are wild"),
    8: ContractWords.tr_noop("8s are wild"),
    9: ContractWords.tr_noop("9s are wild"),
    10: ContractWords.tr_noop("10s are wild"),
    11: ContractWords.tr_noop("jacks are wild"),
    12: ContractWords.tr_noop("queens are wild"),
    13: ContractWords.tr_noop("kings are wild"),
}

Tense = Literal["do", "did"]


def _count(n: int) -> str:
    return ContractWords.tr(_COUNT_WORDS[n]) if n in _COUNT_WORDS else str(n)


def _melds_of(kind: str, n: int, size: int) -> str:
    """One part of a contract, whole: "a set of three", "two runs of four"."""
    if (kind, size) in _ONE_MELD:
        if n == 1:
            return ContractWords.tr(_ONE_MELD[kind, size])
        return ContractWords.tr(_MELDS[kind, size], count=_count(n))
    # A length no table names (a contract list of one's own may ask for it): in digits.
    if kind == "set":
        if n == 1:
            return ContractWords.tr("a set of {size}", size=size)
        return ContractWords.tr("{count} sets of {size}", count=_count(n), size=size)
    if n == 1:
        return ContractWords.tr("a run of {size}", size=size)
    return ContractWords.tr("{count} runs of {size}", count=_count(n), size=size)


def contract_text(sets: Sequence[int], runs: Sequence[int]) -> str:
    """``(3,), (4,)`` -> "a set of three and a run of four".

    >>> contract_text((4, 3), (7,))
    'a set of three, a set of four and a run of seven'
    """
    parts = []
    for kind, sizes in (("set", sets), ("run", runs)):
        for size in sorted(set(sizes)):
            parts.append(_melds_of(kind, list(sizes).count(size), size))
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:-1]:
        #: A contract's parts listed, all but the last: "a set of three, a set of four".
        text = ContractWords.tr("{parts}, {part}", parts=text, part=part)
    if len(parts) > 1:
        #: A contract's last part: "a set of three and a run of four".
        text = ContractWords.tr("{parts} and {last}", parts=text, last=parts[-1])
    return text


def round_preview(
    round_no: int, deal: int, sets: Sequence[int], runs: Sequence[int], all_at_once: bool
) -> str:
    """A round of a contract list in the players' words, for the contract editor.

    >>> round_preview(6, 12, (4,), (7,), False)
    'Round 6: a set of four and a run of seven, 12 cards'
    >>> round_preview(10, 16, (), (5, 5, 5), True)
    'Round 10: three runs of five, 16 cards, laid down and gone out at once'
    """
    #: A round that asks for no melds at all.
    text = contract_text(sets, runs) or ContractWords.tr("nothing")
    if all_at_once:
        return ContractWords.tr(
            "Round {round_no}: {contract}, %n card(s), laid down and gone out at once",
            None,
            deal,
            round_no=round_no,
            contract=text,
        )
    return ContractWords.tr(
        "Round {round_no}: {contract}, %n card(s)", None, deal, round_no=round_no, contract=text
    )


def round_contract(rules: RuleSet, round_no: int) -> str:
    """The contract of a Hillbilly round in words."""
    contract = rules.contract(round_no)
    return contract_text(contract.sets, contract.runs)


def wild_rank_words(rank: int) -> str:
    """7 -> "7s are wild": a Three Thirteen round's wild rank."""
    if rank in _WILD_RANKS:
        return ContractWords.tr(_WILD_RANKS[rank])
    return ContractWords.tr("cards of rank {rank} are wild", rank=rank)  # no such round


def round_words(rules: RuleSet, round_no: int) -> str:
    """What a round is about: "two sets of three" / "4s are wild"."""
    if rules.variant == "hillbilly":
        return round_contract(rules, round_no)
    return wild_rank_words(rules.wild_rank(round_no) or 0)


def round_headline(rules: RuleSet, round_no: int) -> str:
    """ "Round 3: two runs of four" / "Round 5: 7s are wild"; a table's own contract game
    is named: "Liverpool Rummy, round 7 of 7: three runs of four, all at once"."""
    what = round_words(rules, round_no)
    if not named_variant(rules):
        return ContractWords.tr("Round {round_no}: {what}", round_no=round_no, what=what)
    if rules.all_at_once(round_no):
        return ContractWords.tr(
            "{game}, round {round_no} of {rounds}: {what}, all at once",
            game=shown_game_name(rules),
            round_no=round_no,
            rounds=rules.rounds,
            what=what,
        )
    return ContractWords.tr(
        "{game}, round {round_no} of {rounds}: {what}",
        game=shown_game_name(rules),
        round_no=round_no,
        rounds=rules.rounds,
        what=what,
    )


def named_variant(rules: RuleSet) -> bool:
    """Whether these rules play other rounds than Hillbilly's own (a preset or a custom list)."""
    return rules.variant == "hillbilly" and rules.game_name != "Hillbilly Rummy"
