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
from rummy_desktop.i18n import Words
from rummy_desktop.tabletop.card_names import card_name, wild_card_name
from rummy_desktop.tabletop.status import discarder
from rummy_desktop.wording import game_name, round_words


class TableSpeech(Words):
    """What the screen reader says about the table (a translation context)."""


# A wild card in a set and the rank it stands for, one whole phrase per rank (a language
# may need its own article or case for each): TableSpeech.tr(_AS_RANK[rank], card=...).
_AS_RANK = {
    1: TableSpeech.tr_noop("{card} as an Ace"),
    2: TableSpeech.tr_noop("{card} as a Two"),
    3: TableSpeech.tr_noop("{card} as a Three"),
    4: TableSpeech.tr_noop("{card} as a Four"),
    5: TableSpeech.tr_noop("{card} as a Five"),
    6: TableSpeech.tr_noop("{card} as a Six"),
    7: TableSpeech.tr_noop("{card} as a Seven"),
    8: TableSpeech.tr_noop("{card} as an Eight"),
    9: TableSpeech.tr_noop("{card} as a Nine"),
    10: TableSpeech.tr_noop("{card} as a Ten"),
    11: TableSpeech.tr_noop("{card} as a Jack"),
    12: TableSpeech.tr_noop("{card} as a Queen"),
    13: TableSpeech.tr_noop("{card} as a King"),
}
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
    #: Spoken in place of the tick before a staged group's note ("✔ run").
    valid = TableSpeech.tr("valid:")
    #: Spoken in place of the cross before a staged group's note ("✗ not a meld").
    not_yet = TableSpeech.tr("not yet:")
    return said.replace("✔", valid).replace("✗", not_yet).replace("—", "").strip()


def cards_words(view: PlayerView, cards: Sequence[Card]) -> str:
    if not cards:
        #: Spoken: a group of cards with nothing in it.
        return TableSpeech.tr("no cards")
    return ", ".join(card_in_view(view, c) for c in cards)


# ---- the things the keyboard can focus ---------------------------------------------------------


def hand_card(view: PlayerView, card: Card, position: int, count: int) -> tuple[str, str]:
    """ "Seven of hearts, wild, in your hand, 4 of 9", and what it can do."""
    #: Spoken for the focused card: {card} its name, {position} of {count} in the hand.
    name = TableSpeech.tr(
        "{card}, in your hand, {position} of {count}",
        card=card_in_view(view, card),
        position=position,
        count=count,
    )
    #: What the keys do to a card in the hand (the keys are the same in every language).
    return name, TableSpeech.tr("Space picks it up; Enter selects it; X discards it")


def staged_card(
    view: PlayerView, card: Card, group: int, position: int, count: int
) -> tuple[str, str]:
    #: Spoken for a card in the lay-down area: {group} which staged meld it is in.
    name = TableSpeech.tr(
        "{card}, in meld {group} you are making, {position} of {count}",
        card=card_in_view(view, card),
        group=group,
        position=position,
        count=count,
    )
    return name, TableSpeech.tr("Space picks it up; L lays your melds down")


def stock_words(view: PlayerView) -> tuple[str, str]:
    name = TableSpeech.tr("Stock: %n card(s), face down", None, view.stock_size)
    return name, TableSpeech.tr("Enter draws the top card")


def discard_words(view: PlayerView, names: Sequence[str]) -> tuple[str, str]:
    """ "Discard pile: Queen of clubs, thrown by Ada, can be bought"."""
    top = view.top_discard
    if top is None:
        return TableSpeech.tr("Discard pile: empty"), ""
    # The facts are said one after another, each a phrase of its own, joined by commas.
    parts = [TableSpeech.tr("Discard pile: {card}", card=card_in_view(view, top))]
    thrower = discarder(view)
    if thrower is not None:
        #: Spoken after the discard pile's top card: who threw it.
        parts.append(TableSpeech.tr("thrown by {name}", name=names[thrower]))
    else:
        #: Spoken after the discard pile's top card: it was turned up at the deal.
        parts.append(TableSpeech.tr("the upcard"))
    if view.buy_card is not None and view.buy_card == top:
        #: Spoken after the discard pile's top card: the others may buy it now.
        parts.append(TableSpeech.tr("can be bought"))
    elif not view.discard_live:
        #: Spoken after the discard pile's top card: nobody may take it.
        parts.append(TableSpeech.tr("dead, cannot be taken"))
    below = len(view.discard) - 1
    if below > 0:
        #: Spoken after the discard pile's top card: how many cards lie under it.
        parts.append(TableSpeech.tr("%n card(s) below", None, below))
    return ", ".join(parts), TableSpeech.tr("Enter takes it")


def meld_words_spoken(view: PlayerView, names: Sequence[str], meld_id: int) -> tuple[str, str]:
    """ "Ada's run: Five, Six, Seven of hearts" with what each wild stands for."""
    found = next((m for m in view.melds if m.id == meld_id), None)
    if found is None:
        return TableSpeech.tr("A meld"), ""
    meld = found.meld
    cards = []
    for slot in meld.slots:
        words = card_words(slot.card)
        stands = meld.represents(slot.card) if slot.wild else None
        if stands is not None:
            rank, suit = stands
            if suit:
                #: A wild card in a run and the card it stands for ("Joker as the Six of hearts").
                words = TableSpeech.tr(
                    "{card} as the {stands}", card=words, stands=card_words(Card(rank, suit))
                )
            else:
                words = TableSpeech.tr(_AS_RANK[rank], card=words)
        cards.append(words)
    said = ", ".join(cards)
    name = names[found.owner]
    mine = found.owner == view.seat
    if meld.kind == "set":
        if mine:
            name = TableSpeech.tr("Your set: {cards}", cards=said)
        else:
            #: {name}: the player whose meld it is; {cards}: its cards.
            name = TableSpeech.tr("{name}'s set: {cards}", name=name, cards=said)
    elif mine:
        name = TableSpeech.tr("Your run: {cards}", cards=said)
    else:
        name = TableSpeech.tr("{name}'s run: {cards}", name=name, cards=said)
    return name, TableSpeech.tr("Space on a held card lays it off here")


def stage_words(count: int) -> tuple[str, str]:
    if count:
        said = TableSpeech.tr("Lay-down area, %n meld(s) made", None, count)
    else:
        said = TableSpeech.tr("Lay-down area")
    return said, TableSpeech.tr("Space puts the held cards here as a new meld")


def seat_words(view: PlayerView, names: Sequence[str], seat: int) -> str:
    """ "Ada: 7 cards, down, 40 points, her turn" (a seat's public facts)."""
    if seat == view.seat:
        #: A seat's facts, spoken: the player's own, with the cards in hand.
        parts = [TableSpeech.tr("You: %n card(s)", None, view.hand_sizes[seat])]
    else:
        #: A seat's facts, spoken: {name}, with the cards in their hand.
        parts = [
            TableSpeech.tr("{name}: %n card(s)", None, view.hand_sizes[seat], name=names[seat])
        ]
    if view.rules.variant == "hillbilly":
        if view.down[seat]:
            #: Spoken of a seat: it has laid its contract down.
            parts.append(TableSpeech.tr("down"))
        else:
            #: Spoken of a seat: it has not laid its contract down yet.
            parts.append(TableSpeech.tr("not down"))
        if view.players > 2:
            left = max(0, view.rules.buy_limit(view.round_no) - view.buys_used[seat])
            parts.append(TableSpeech.tr("%n buy(s) left", None, left))
    #: Spoken of a seat: its total score so far.
    parts.append(TableSpeech.tr("%n point(s)", None, view.totals[seat]))
    if seat == view.turn and view.phase != "game_over":
        #: Spoken of a seat: it is its turn.
        parts.append(TableSpeech.tr("to play"))
    return ", ".join(parts)


def seat_full(view: PlayerView, names: Sequence[str], seat: int) -> str:
    """A seat's plate and its melds: "Ada: 7 cards, down, 40 points; melds: Ada's set: …"."""
    line = seat_words(view, names, seat)
    theirs = [m for m in view.melds if m.owner == seat]
    if theirs:
        melds = "; ".join(meld_words_spoken(view, names, m.id)[0] for m in theirs)
        #: A seat's facts, then its melds (each "Ada's set: …").
        line = TableSpeech.tr("{seat}; melds: {melds}", seat=line, melds=melds)
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
        #: The first sentence of the table's description: the game, the round and what it asks.
        TableSpeech.tr(
            "{game}, round {round}: {words}.",
            game=game_name(rules.variant),
            round=view.round_no,
            words=round_words(rules, view.round_no),
        )
    ]
    held = [g for g in groups if g]
    if held:
        if len(held) > 1:
            #: One group of the hand as it is arranged: {number} which, {cards} its cards.
            parts = [
                TableSpeech.tr("group {number}: {cards}", number=i, cards=cards_words(view, g))
                for i, g in enumerate(held, start=1)
            ]
        else:
            parts = [cards_words(view, held[0])]
        #: {groups}: the hand's groups, one after another, separated by semicolons.
        said.append(
            TableSpeech.tr(
                "Your hand, %n card(s): {groups}.", None, len(view.hand), groups="; ".join(parts)
            )
        )
    name, _ = discard_words(view, names)
    said.append(name + ".")
    said.append(TableSpeech.tr("Stock: %n card(s).", None, view.stock_size))
    for seat in range(view.players):
        if seat == view.seat:
            continue
        said.append(seat_full(view, names, seat) + ".")
    mine = [m for m in view.melds if m.owner == view.seat]
    if mine:
        melds = "; ".join(meld_words_spoken(view, names, m.id)[0] for m in mine)
        said.append(TableSpeech.tr("Your melds: {melds}.", melds=melds))
    said.append(TableSpeech.tr("Scores: {scores}.", scores=_scores(names, view.totals)))
    if status:
        said.append(spoken(status) + ".")
    return said


def _scores(names: Sequence[str], points: Sequence[int]) -> str:
    #: A player's name and points in a list of scores ("Ada 40").
    return ", ".join(
        TableSpeech.tr("{name} {points}", name=n, points=p)
        for n, p in zip(names, points, strict=False)
    )


def round_scores(
    round_no: int,
    names: Sequence[str],
    points: Sequence[int],
    totals: Sequence[int],
    went_out: int | None,
) -> str:
    """ "Round 2 is over. Ada went out. This round: Ada 0, You 35. Totals: Ada 10, You 60." """
    this, total = _scores(names, points), _scores(names, totals)
    if went_out is None:
        #: {points}: each player's points this round ("Ada 0, Bea 35"); {totals}: so far.
        return TableSpeech.tr(
            "Round {round} is over. This round: {points}. Totals: {totals}.",
            round=round_no,
            points=this,
            totals=total,
        )
    return TableSpeech.tr(
        "Round {round} is over. {name} went out. This round: {points}. Totals: {totals}.",
        round=round_no,
        name=names[went_out],
        points=this,
        totals=total,
    )
