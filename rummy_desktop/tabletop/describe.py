"""The table in spoken words, for a screen reader: cards, piles, melds, seats, the situation.

Everything here is said from one seat's ``PlayerView``, so it tells no more than that seat
may see. Symbols such as "7♥" become words ("Seven of hearts"): a speech synthesiser reads
"♥" as "black heart suit", or not at all. No Qt.

>>> from rummy_desktop.engine import Card
>>> card_words(Card(7, "H"))
'Seven of hearts'
>>> spoken("Ada discarded the 10♣; you took the JK")
'Ada discarded the Ten of clubs; you took the Joker'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rummy_desktop.engine import JOKER_RANK, RANK_CODES, SUIT_SYMBOLS, Card, PlayerView
from rummy_desktop.tabletop.card_names import card_name, wild_card_name
from rummy_desktop.tabletop.status import discarder
from rummy_desktop.wording import GAME_NAMES, plural, round_words

RANK_WORDS = {
    1: "Ace",
    2: "Two",
    3: "Three",
    4: "Four",
    5: "Five",
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
    11: "Jack",
    12: "Queen",
    13: "King",
}
RANK_PLURAL_WORDS = {r: w + ("es" if r == 6 else "s") for r, w in RANK_WORDS.items()}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_SUIT_BY_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_RANK_BY_CODE = {code: rank for rank, code in RANK_CODES.items()}
# "10♣", "Q♦", "JK" (the joker), as Card.pretty writes them; not inside a longer word.
_PRETTY = re.compile(r"(?<![\w])(10|[2-9AJQK])([♠♥♦♣])|(?<![\w])JK(?![\w])")


def card_words(card: Card, wild_rank: int | None = None) -> str:
    """ "Seven of hearts", "Joker"; with ``wild_rank``, "Seven of hearts, wild" if sevens are."""
    if wild_rank is not None and card.rank == wild_rank and not card.is_joker:
        return wild_card_name(card)
    return card_name(card)


def _wild(view: PlayerView, card: Card) -> bool:
    return view.rules.is_wild(card, view.round_no)


def card_in_view(view: PlayerView, card: Card) -> str:
    """A card's words with "wild" when it is wild this round (jokers say so by their name)."""
    return wild_card_name(card) if _wild(view, card) and not card.is_joker else card_name(card)


def spoken(text: str) -> str:
    """A line of the game's words with every card symbol read out: "7♥" → "Seven of hearts"."""

    def word(match: re.Match[str]) -> str:
        if match.group(0) == "JK":
            return card_name(Card(JOKER_RANK, ""))
        rank = _RANK_BY_CODE[match.group(1)]
        return card_name(Card(rank, _SUIT_BY_SYMBOL[match.group(2)]))

    said = _PRETTY.sub(word, text)
    return said.replace("✔", "valid:").replace("✗", "not yet:").replace("—", "").strip()


def cards_words(view: PlayerView, cards: Sequence[Card]) -> str:
    return ", ".join(card_in_view(view, c) for c in cards) if cards else "no cards"


# ---- the things the keyboard can focus ---------------------------------------------------------


def hand_card(view: PlayerView, card: Card, position: int, count: int) -> tuple[str, str]:
    """ "Seven of hearts, wild, in your hand, 4 of 9", and what it can do."""
    name = f"{card_in_view(view, card)}, in your hand, {position} of {count}"
    return name, "Space picks it up; Enter selects it; X discards it"


def staged_card(
    view: PlayerView, card: Card, group: int, position: int, count: int
) -> tuple[str, str]:
    name = f"{card_in_view(view, card)}, in meld {group} you are making, {position} of {count}"
    return name, "Space picks it up; L lays your melds down"


def stock_words(view: PlayerView) -> tuple[str, str]:
    name = f"Stock: {plural(view.stock_size, 'card')}, face down"
    return name, "Enter draws the top card"


def discard_words(view: PlayerView, names: Sequence[str]) -> tuple[str, str]:
    """ "Discard pile: Queen of clubs, thrown by Ada, can be bought"."""
    top = view.top_discard
    if top is None:
        return "Discard pile: empty", ""
    parts = [f"Discard pile: {card_in_view(view, top)}"]
    thrower = discarder(view)
    parts.append(f"thrown by {names[thrower]}" if thrower is not None else "the upcard")
    if view.buy_card is not None and view.buy_card == top:
        parts.append("can be bought")
    elif not view.discard_live:
        parts.append("dead, cannot be taken")
    below = len(view.discard) - 1
    if below > 0:
        parts.append(f"{plural(below, 'card')} below")
    return ", ".join(parts), "Enter takes it"


def meld_words_spoken(view: PlayerView, names: Sequence[str], meld_id: int) -> tuple[str, str]:
    """ "Ada's run: Five, Six, Seven of hearts" with what each wild stands for."""
    found = next((m for m in view.melds if m.id == meld_id), None)
    if found is None:
        return "A meld", ""
    meld = found.meld
    owner = "Your" if found.owner == view.seat else f"{names[found.owner]}'s"
    cards = []
    for slot in meld.slots:
        words = card_words(slot.card)
        stands = meld.represents(slot.card) if slot.wild else None
        if stands is not None:
            rank, suit = stands
            as_what = RANK_WORDS[rank] + (f" of {SUIT_WORDS[suit]}" if suit else "")
            words += f" as the {as_what}" if suit else f" as a {as_what}"
        cards.append(words)
    name = f"{owner} {meld.kind}: {', '.join(cards)}"
    return name, "Space on a held card lays it off here"


def stage_words(count: int) -> tuple[str, str]:
    made = f", {plural(count, 'meld')} made" if count else ""
    return f"Lay-down area{made}", "Space puts the held cards here as a new meld"


def seat_words(view: PlayerView, names: Sequence[str], seat: int) -> str:
    """ "Ada: 7 cards, down, 40 points, her turn" (a seat's public facts)."""
    you = seat == view.seat
    parts = [f"{'You' if you else names[seat]}: {plural(view.hand_sizes[seat], 'card')}"]
    if view.rules.variant == "hillbilly":
        parts.append("down" if view.down[seat] else "not down")
        if view.players > 2:
            left = max(0, view.rules.buy_limit(view.round_no) - view.buys_used[seat])
            parts.append(plural(left, "buy") + " left")
    parts.append(plural(view.totals[seat], "point"))
    if seat == view.turn and view.phase != "game_over":
        parts.append("to play")
    return ", ".join(parts)


def seat_full(view: PlayerView, names: Sequence[str], seat: int) -> str:
    """A seat's plate and its melds: "Ada: 7 cards, down, 40 points; melds: Ada's set: …"."""
    line = seat_words(view, names, seat)
    theirs = [m for m in view.melds if m.owner == seat]
    if theirs:
        melds = "; ".join(meld_words_spoken(view, names, m.id)[0] for m in theirs)
        line += f"; melds: {melds}"
    return line


# ---- the whole situation (F2) --------------------------------------------------------------


def situation(
    view: PlayerView,
    names: Sequence[str],
    groups: Sequence[Sequence[Card]],
    status: str = "",
) -> list[str]:
    """What a player looking at the table knows, sentence by sentence: the round and what it
    asks, the hand by the groups it is arranged in, the discard, each opponent, the scores,
    and what to do now."""
    rules = view.rules
    said = [
        f"{GAME_NAMES[rules.variant]}, round {view.round_no}: {round_words(rules, view.round_no)}."
    ]
    held = [g for g in groups if g]
    if held:
        parts = [
            f"group {i}: {cards_words(view, g)}" if len(held) > 1 else cards_words(view, g)
            for i, g in enumerate(held, start=1)
        ]
        said.append(f"Your hand, {plural(len(view.hand), 'card')}: " + "; ".join(parts) + ".")
    name, _ = discard_words(view, names)
    said.append(name + ".")
    said.append(f"Stock: {plural(view.stock_size, 'card')}.")
    for seat in range(view.players):
        if seat == view.seat:
            continue
        said.append(seat_full(view, names, seat) + ".")
    mine = [m for m in view.melds if m.owner == view.seat]
    if mine:
        said.append(
            "Your melds: " + "; ".join(meld_words_spoken(view, names, m.id)[0] for m in mine) + "."
        )
    scores = ", ".join(f"{names[s]} {view.totals[s]}" for s in range(view.players))
    said.append(f"Scores: {scores}.")
    if status:
        said.append(spoken(status) + ".")
    return said


def round_scores(
    round_no: int,
    names: Sequence[str],
    points: Sequence[int],
    totals: Sequence[int],
    went_out: int | None,
) -> str:
    """ "Round 2 is over. Ada went out. This round: Ada 0, You 35. Totals: Ada 10, You 60." """
    head = f"Round {round_no} is over."
    if went_out is not None:
        head += f" {names[went_out]} went out."
    this = ", ".join(f"{n} {p}" for n, p in zip(names, points, strict=False))
    total = ", ".join(f"{n} {t}" for n, t in zip(names, totals, strict=False))
    return f"{head} This round: {this}. Totals: {total}."
