"""The end of a round: the summary the round-end dialog shows, and the table with every hand up."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rummy_desktop.engine import (
    RANK_CODES,
    SUIT_SYMBOLS,
    Card,
    Discarded,
    Game,
    GameOver,
    RoundEnded,
    RuleSet,
    stand_ins,
)
from rummy_desktop.tabletop.model import TableModel
from rummy_desktop.wording import named_variant, round_words, shown_game_name


@dataclass(frozen=True)
class RoundSummary:
    """What the round-end dialog shows."""

    variant: str
    round_no: int
    rounds: int
    names: tuple[str, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    went_out: int | None
    stalled: bool  # nobody out because no card left could ever be played
    hands: tuple[tuple[Card, ...], ...]
    melds: tuple[tuple[tuple[Card, ...], ...], ...]  # Three Thirteen: each hand's best melds
    scores: tuple[tuple[int, ...], ...]  # every round so far
    game_over: bool
    winners: tuple[int, ...]
    idle: bool = False  # nobody out: nobody laid down through the refills allowed
    game_name: str = ""  # a contract game of its own rounds: its name ("" for the two games)
    contract: str = ""  # that round's contract in words
    wild_rank: int | None = None  # Three Thirteen: the round's wild rank (its cards get a star)
    # Each hand's melded wilds and what each stands for, as the table labels them ("6♥", or
    # "9" in a set), per seat: what the engine's arrangement of the melds makes of them.
    stands: tuple[tuple[tuple[Card, str], ...], ...] = ()


def round_summary(
    game: Game, ended: RoundEnded, events: list, names: tuple[str, ...]
) -> RoundSummary:
    over = next((e for e in events if isinstance(e, GameOver)), None)
    return RoundSummary(
        variant=game.rules.variant,
        round_no=ended.round_no,
        rounds=game.rules.rounds,
        names=names,
        points=ended.points,
        totals=ended.totals,
        went_out=ended.went_out,
        stalled=ended.stalled,
        idle=ended.idle,
        hands=ended.hands,
        melds=ended.melds,
        scores=game.scores,
        game_over=over is not None,
        winners=over.winners if over else (),
        game_name=shown_game_name(game.rules) if named_variant(game.rules) else "",
        contract=round_words(game.rules, ended.round_no),
        wild_rank=None
        if game.rules.variant == "hillbilly"
        else game.rules.wild_rank(ended.round_no),
        stands=tuple(melded_wilds(melds, game.rules, ended.round_no) for melds in ended.melds),
    )


def melded_wilds(
    melds: tuple[tuple[Card, ...], ...], rules: RuleSet, round_no: int
) -> tuple[tuple[Card, str], ...]:
    """The wilds of one hand's melds and what each stands for: (JK, "7♥"), or "9" in a set."""
    return tuple(
        (card, RANK_CODES[rank] + (SUIT_SYMBOLS[suit] if suit else ""))
        for meld in melds
        for card, rank, suit in stand_ins(meld, rules, round_no)
    )


def end_of_round_model(last: TableModel, ended: RoundEnded, events: list) -> TableModel:
    """The table as the round ended: every hand face up (Three Thirteen: melds first)."""
    hands = []
    for i, hand in enumerate(ended.hands):
        melds = ended.melds[i] if i < len(ended.melds) else ()
        melded = [c for m in melds for c in m]
        hands.append(tuple(melded + [c for c in hand if c not in melded]))
    thrown = tuple(e.card for e in events if isinstance(e, Discarded))
    seats = tuple(
        replace(
            s,
            hand=hands[s.seat],
            hand_size=len(hands[s.seat]),
            is_turn=False,
            score=ended.totals[s.seat],  # the plates show the totals with this round's points
        )
        for s in last.seats
    )
    viewer = last.viewer if last.viewer is not None else 0
    return replace(last, seats=seats, discard=tuple(last.discard) + thrown, viewer=viewer)
