"""What the table scene is shown (TableModel) and what it reports (Gesture).

The controller builds a :class:`TableModel` for one viewer seat, usually with :func:`from_view`;
the scene knows nothing else about the game. No Qt here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rummy_desktop.engine import RANK_CODES, SUIT_SYMBOLS, Card, PlayerView, TableMeld
from rummy_desktop.i18n import Words
from rummy_desktop.wording import round_headline
from rummy_desktop.wording.seats import LEVEL_NAMES, level_name, shown_name


class TableCaptions(Words):
    """Captions the table scene writes beside its piles (a translation context)."""


GESTURE_KINDS = ("draw_stock", "take_discard", "discard", "lay_off", "swap", "stage", "reorder")


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    name: str
    is_human: bool
    hand: tuple[Card, ...] | None  # face-up cards, or None: show `hand_size` backs
    hand_size: int
    score: int  # total so far
    buys_left: int | None  # Hillbilly only
    is_down: bool
    is_turn: bool
    level: str | None = None  # a computer's level ("easy", or a bot "pkg.mod:Class")

    def level_word(self) -> str:
        """The computer's level in a word for its name plate: "easy" in the player's language,
        or a bot's class name as written."""
        if self.is_human or not self.level:
            return ""
        if self.level in LEVEL_NAMES:
            return level_name(self.level)
        return self.level.rsplit(":", 1)[-1]


@dataclass(frozen=True)
class MeldInfo:
    meld_id: int
    owner: int
    kind: str  # "set" | "run"
    cards: tuple[Card, ...]  # runs low -> high; duplicates stacked via `extras`
    wilds: tuple[tuple[Card, str], ...]  # each wild and what it stands for, e.g. (JK, "6♥")
    extras: tuple[Card, ...] = ()


@dataclass(frozen=True)
class TableModel:
    variant: str
    viewer: int | None  # the seat whose hand is face up at the bottom; None = privacy screen
    seats: tuple[SeatInfo, ...]
    stock_size: int
    discard: tuple[Card, ...]  # top last
    discard_live: bool
    melds: tuple[MeldInfo, ...]
    round_no: int
    headline: str  # "Round 3: two runs of four" / "Round 5: 7s are wild"
    wild_rank: int | None  # Three Thirteen: mark wild cards in the hand
    turn: int
    discard_by: int | None = None  # the seat that threw the top discard (None: the upcard)
    # Behind the pass screen: the seat it waits for sits at the bottom (not a computer's).
    facing: int | None = None


@dataclass(frozen=True)
class Gesture:
    """A move the player made on the table, before anyone decided whether it is legal.

    ``meld_id`` is a table meld for "lay_off" and "swap", and for "stage" the index of the
    staged meld the cards join (None: a new staged meld). ``end`` is "low", "high" or None.
    """

    kind: str
    cards: tuple[Card, ...]
    meld_id: int | None = None
    end: str | None = None


# ---- building a model from the engine ---------------------------------------------------------


def meld_info(table_meld: TableMeld) -> MeldInfo:
    """A table meld as the scene shows it, with the label of every wild ("6♥", or "6" in a set)."""
    meld = table_meld.meld
    wilds = []
    for slot in meld.slots:
        stands = meld.represents(slot.card) if slot.wild else None
        if stands is not None:
            rank, suit = stands
            wilds.append((slot.card, RANK_CODES[rank] + (SUIT_SYMBOLS[suit] if suit else "")))
    return MeldInfo(
        meld_id=table_meld.id,
        owner=table_meld.owner,
        kind=meld.kind,
        cards=tuple(slot.card for slot in meld.slots),
        wilds=tuple(wilds),
        extras=tuple(meld.extras),
    )


def from_view(
    view: PlayerView,
    names: Sequence[str],
    humans: Sequence[bool],
    reveal: Mapping[int, Sequence[Card]] | None = None,
    levels: Sequence[str | None] | None = None,
) -> TableModel:
    """The table as ``view.seat`` sees it; ``reveal`` shows other hands face up (round end);
    ``levels`` are the computers' levels (None for a person)."""
    rules = view.rules
    hillbilly = rules.variant == "hillbilly"
    totals = view.totals
    playing = view.phase != "game_over"
    seats = []
    for seat in range(view.players):
        if seat == view.seat:
            hand: tuple[Card, ...] | None = tuple(view.hand)
        elif reveal is not None and seat in reveal:
            hand = tuple(reveal[seat])
        else:
            hand = None
        buys_left = None
        if hillbilly and view.players > 2:  # two players never buy (RULES 3.8): say nothing
            buys_left = max(0, rules.buy_limit(view.round_no) - view.buys_used[seat])
        seats.append(
            SeatInfo(
                seat=seat,
                name=shown_name(names[seat]),  # the plate shows "You" translated
                is_human=bool(humans[seat]),
                hand=hand,
                hand_size=view.hand_sizes[seat],
                score=totals[seat],
                buys_left=buys_left,
                is_down=bool(view.down[seat]) if hillbilly else False,
                is_turn=playing and seat == view.turn,
                level=levels[seat] if levels is not None else None,
            )
        )
    return TableModel(
        variant=rules.variant,
        viewer=view.seat,
        seats=tuple(seats),
        stock_size=view.stock_size,
        discard=tuple(view.discard),
        discard_live=view.discard_live,
        melds=tuple(meld_info(tm) for tm in view.melds),
        round_no=view.round_no,
        headline=round_headline(view.rules, view.round_no),
        wild_rank=None if hillbilly else view.wild_rank,
        turn=view.turn,
        discard_by=thrower(view),
    )


def thrower(view: PlayerView) -> int | None:
    """Who threw the top card of the discard pile this round (None: it was turned up)."""
    if not view.discard:
        return None
    top = view.discard[-1]
    for what, seat, card in reversed(view.history):
        if what == "discarded" and card == top:
            return seat
    return None


def discard_caption(model: TableModel) -> str:
    """The discard pile's caption: who threw its top card ("from Ada"), short enough to sit
    under the pile beside the stock's; "Discard" for a card turned up."""
    seat = model.discard_by
    if seat is None or not model.discard or not 0 <= seat < len(model.seats):
        #: Under the discard pile when its top card was turned up, not thrown: a noun.
        return TableCaptions.tr("Discard", "pile")
    if seat == model.viewer:
        #: Under the discard pile: the viewer threw its top card (short).
        return TableCaptions.tr("your discard")
    #: Under the discard pile: who threw its top card (short).
    return TableCaptions.tr("from {name}", name=model.seats[seat].name)
