"""What happened at the table in words, one line of Table Talk per event. Qt-free.

>>> from rummy_desktop.engine import Card, Discarded
>>> event_text(Discarded(1, Card(13, "S")), ["You", "Ann"])
'Ann discarded the K♠'
>>> event_text(Discarded(0, Card(13, "S")), ["You", "Ann"])
'You discarded the K♠'
"""

from __future__ import annotations

from collections.abc import Sequence

from rummy_desktop.engine import (
    IDLE_REFILLS,
    Bought,
    BuyOffered,
    Discarded,
    Drew,
    GameOver,
    LaidDown,
    LaidOff,
    RoundEnded,
    RoundStarted,
    RuleSet,
    StockRefilled,
    Swapped,
    WentOut,
)
from rummy_desktop.i18n import Words

from .contracts import contract_text, round_words, shown_game_name, wild_rank_words


class EventWords(Words):
    """What happened at the table, as Table Talk tells it (a translation context)."""


def idle_words() -> str:
    """Why a round ended by the idle-round rule (engine.stalemate), in words."""
    return EventWords.tr(
        "nobody laid down while the stock was refilled %n time(s)", None, IDLE_REFILLS
    )


# ---- events: Table Talk ---------------------------------------------------------------------


def event_text(
    event: object, names: Sequence[str], rules: RuleSet | None = None, you: int | None = None
) -> str:
    """One line of table talk for the move log, or '' for events not worth a line (with
    ``rules``, a round's contract in words: "a set of three and a run of four"). The seat
    ``you`` (and a seat named "You") is told in the second person: "You discarded the K♠"."""

    def who(seat: int) -> str:
        return names[seat]

    def yours(seat: int) -> bool:
        return seat == you or names[seat] == "You"

    if isinstance(event, RoundStarted):
        if rules is not None:
            what = round_words(rules, event.round_no)
        elif event.contract is not None:
            what = contract_text(event.contract.sets, event.contract.runs)
        else:
            what = wild_rank_words(event.wild_rank or 0)
        if yours(event.dealer):
            return EventWords.tr(
                "— Round {round_no} ({what}); you deal", round_no=event.round_no, what=what
            )
        return EventWords.tr(
            "— Round {round_no} ({what}); {dealer} deals",
            round_no=event.round_no,
            what=what,
            dealer=who(event.dealer),
        )
    if isinstance(event, Drew):
        if event.source == "discard":
            if yours(event.seat):
                return EventWords.tr("You took the {card}", card=event.card.pretty)
            return EventWords.tr(
                "{who} took the {card}", who=who(event.seat), card=event.card.pretty
            )
        if yours(event.seat):
            return EventWords.tr("You drew from the stock")
        return EventWords.tr("{who} drew from the stock", who=who(event.seat))
    if isinstance(event, Discarded):
        if yours(event.seat):
            return EventWords.tr("You discarded the {card}", card=event.card.pretty)
        return EventWords.tr(
            "{who} discarded the {card}", who=who(event.seat), card=event.card.pretty
        )
    if isinstance(event, BuyOffered):
        return EventWords.tr("The {card} is up for buying", card=event.card.pretty)
    if isinstance(event, Bought):
        return _bought_text(event, who(event.seat), yours(event.seat))
    if isinstance(event, LaidDown):
        count = len(event.meld_ids)
        if yours(event.seat):
            return EventWords.tr("You laid down %n meld(s)", None, count)
        return EventWords.tr("{who} laid down %n meld(s)", None, count, who=who(event.seat))
    if isinstance(event, LaidOff):
        if yours(event.seat):
            return EventWords.tr("You laid off the {card}", card=event.card.pretty)
        return EventWords.tr(
            "{who} laid off the {card}", who=who(event.seat), card=event.card.pretty
        )
    if isinstance(event, Swapped):
        card, wild = event.card.pretty, event.wild.pretty
        if yours(event.seat):
            return EventWords.tr("You gave the {card} for the {wild}", card=card, wild=wild)
        return EventWords.tr(
            "{who} gave the {card} for the {wild}", who=who(event.seat), card=card, wild=wild
        )
    if isinstance(event, WentOut):
        if yours(event.seat):
            return EventWords.tr("You went out!")
        return EventWords.tr("{who} went out!", who=who(event.seat))
    if isinstance(event, StockRefilled):
        return EventWords.tr("The discards became a new stock of %n card(s)", None, event.count)
    if isinstance(event, RoundEnded):
        if event.stalled:
            return EventWords.tr(
                "Round {round_no} is over: no card left can ever be laid off",
                round_no=event.round_no,
            )
        if event.idle:
            return EventWords.tr(
                "Round {round_no} is over: {why}", round_no=event.round_no, why=idle_words()
            )
        return EventWords.tr("Round {round_no} is over", round_no=event.round_no)
    if isinstance(event, GameOver):
        return _winners_text([who(w) for w in event.winners])
    return ""


def _bought_text(event: Bought, who: str, yours: bool) -> str:
    card, extra = event.card.pretty, len(event.penalty)
    if yours and extra:
        return EventWords.tr("You bought the {card} and %n penalty card(s)", None, extra, card=card)
    if yours:
        return EventWords.tr("You bought the {card}", card=card)
    if extra:
        return EventWords.tr(
            "{who} bought the {card} and %n penalty card(s)", None, extra, who=who, card=card
        )
    return EventWords.tr("{who} bought the {card}", who=who, card=card)


def _winners_text(winners: Sequence[str]) -> str:
    """ "Game over: Ann won" / "Game over: Ann and Ben won"."""
    if not winners:
        return EventWords.tr("Game over")
    if list(winners) == ["You"]:
        return EventWords.tr("Game over: You won")
    text = winners[0]
    for more in winners[1:]:
        #: The winners of a tied game: "Ann and Ben".
        text = EventWords.tr("{names} and {name}", names=text, name=more)
    return EventWords.tr("Game over: {winners} won", winners=text)


def deal_line(rules: RuleSet, seed: int) -> str:
    """Table Talk's first line: "Hillbilly Rummy, deal number 13" (a game of its own rounds is
    called by its own name, as its maker wrote it)."""
    name = shown_game_name(rules)
    #: Table Talk's first line: the game and the number of its deal (the same number deals
    #: the same cards again).
    return EventWords.tr("{game}, deal number {seed}", game=name, seed=seed)
