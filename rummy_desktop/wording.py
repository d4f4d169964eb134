"""The game's words, written once: game names, contracts, wild ranks, and every move and event
told as the table tells it. Qt-free (the window, the review and the command line share it).

>>> from rummy_desktop.engine import RuleSet, Card, Discard
>>> round_headline(RuleSet.preset("hillbilly"), 2)
'Round 2: a set of three and a run of four'
>>> action_text(Discard(0, Card(12, "C")))
'Discard the Q♣'
>>> action_text(Discard(0, Card(12, "C")), tense="did")
'discarded the Q♣'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from .engine import (
    IDLE_REFILLS,
    Action,
    Bought,
    Buy,
    BuyOffered,
    Card,
    DeclineBuy,
    Discard,
    Discarded,
    DrawStock,
    Drew,
    GameOver,
    GoOut,
    LaidDown,
    LaidOff,
    LayDown,
    LayOff,
    PlayerView,
    RoundEnded,
    RoundStarted,
    RuleSet,
    StockRefilled,
    Swapped,
    SwapWild,
    TakeDiscard,
    WentOut,
)
from .i18n import Words


class Wording(Words):
    """The game's words (a translation context)."""


# In English; game_name(variant) says a name in the player's language.
GAME_NAMES = {
    "hillbilly": Wording.tr_noop("Hillbilly Rummy"),
    "three-thirteen": Wording.tr_noop("Three Thirteen"),
}


def game_name(variant: str) -> str:
    """A game's name in the player's language (English on the command line)."""
    return Wording.tr(GAME_NAMES[variant]) if variant in GAME_NAMES else variant


# In English, marked: the New Game dialog says them in the player's language.
GAME_BLURBS = {
    "hillbilly": Wording.tr_noop("10 rounds of contracts, jokers wild, buying"),
    "three-thirteen": Wording.tr_noop("11 rounds of 3 to 13 cards, a new wild rank each round"),
}
# What each named contract game (the engine's PRESETS, by key) is, in a line.
PRESET_BLURBS = {
    "hillbilly": Wording.tr_noop(
        "10 rounds of 7 to 16 cards; the last laid down and gone out at once"
    ),
    "liverpool": Wording.tr_noop(
        "7 hands of 11 cards; the last is three runs, all out with no discard"
    ),
    "contract-rummy": Wording.tr_noop(
        "7 rounds of 10 then 12 cards; two decks, one joker fewer than players"
    ),
    "bicycle": Wording.tr_noop(
        "7 deals of 10 then 12 cards; one joker to a double pack; cards at pip value"
    ),
}

_COUNT_WORDS = {1: "a", 2: "two", 3: "three", 4: "four"}
_SIZE_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
_SIZE_WORDS |= {9: "nine", 10: "ten"}
_RANK_PLURALS = {11: "jacks", 12: "queens", 13: "kings", 1: "aces"}

Tense = Literal["do", "did"]


def plural(n: int, word: str) -> str:
    """``plural(1, "buy")`` -> "1 buy"; ``plural(3, "buy")`` -> "3 buys"."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def idle_words() -> str:
    """Why a round ended by the idle-round rule (engine.stalemate), in words."""
    times = {1: "once", 2: "twice"}.get(IDLE_REFILLS, f"{IDLE_REFILLS} times")
    return f"nobody laid down while the stock was refilled {times}"


def contract_text(sets: Sequence[int], runs: Sequence[int]) -> str:
    """``(3,), (4,)`` -> "a set of three and a run of four".

    >>> contract_text((4, 3), (7,))
    'a set of three, a set of four and a run of seven'
    """
    parts = []
    for kind, sizes in (("set", sets), ("run", runs)):
        for size in sorted(set(sizes)):
            n = list(sizes).count(size)
            noun = kind if n == 1 else kind + "s"
            parts.append(f"{_COUNT_WORDS.get(n, str(n))} {noun} of {_SIZE_WORDS.get(size, size)}")
    if len(parts) <= 2:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def round_preview(
    round_no: int, deal: int, sets: Sequence[int], runs: Sequence[int], all_at_once: bool
) -> str:
    """A round of a contract list in the players' words, for the contract editor.

    >>> round_preview(6, 12, (4,), (7,), False)
    'Round 6: a set of four and a run of seven, 12 cards'
    >>> round_preview(10, 16, (), (5, 5, 5), True)
    'Round 10: three runs of five, 16 cards, laid down and gone out at once'
    """
    text = contract_text(sets, runs) or "nothing"
    tail = ", laid down and gone out at once" if all_at_once else ""
    return f"Round {round_no}: {text}, {plural(deal, 'card')}{tail}"


def round_contract(rules: RuleSet, round_no: int) -> str:
    """The contract of a Hillbilly round in words."""
    contract = rules.contract(round_no)
    return contract_text(contract.sets, contract.runs)


def wild_rank_text(rank: int) -> str:
    """7 -> "7s", 11 -> "jacks"."""
    return _RANK_PLURALS.get(rank, f"{rank}s")


def round_words(rules: RuleSet, round_no: int) -> str:
    """What a round is about: "two sets of three" / "4s are wild"."""
    if rules.variant == "hillbilly":
        return round_contract(rules, round_no)
    return f"{wild_rank_text(rules.wild_rank(round_no) or 0)} are wild"


def round_headline(rules: RuleSet, round_no: int) -> str:
    """ "Round 3: two runs of four" / "Round 5: 7s are wild"; a table's own contract game
    is named: "Liverpool Rummy, round 7 of 7: three runs of four, all at once"."""
    if not named_variant(rules):
        return f"Round {round_no}: {round_words(rules, round_no)}"
    once = ", all at once" if rules.all_at_once(round_no) else ""
    return (
        f"{rules.game_name}, round {round_no} of {rules.rounds}: "
        f"{round_words(rules, round_no)}{once}"
    )


def named_variant(rules: RuleSet) -> bool:
    """Whether these rules play other rounds than Hillbilly's own (a preset or a custom list)."""
    return rules.variant == "hillbilly" and rules.game_name != "Hillbilly Rummy"


# ---- moves ------------------------------------------------------------------------------------


def action_text(
    action: Action,
    view: PlayerView | None = None,
    tense: Tense = "do",
    names: Sequence[str] = (),
) -> str:
    """A move in words, as advice ("Discard the Q♠", ``tense="do"``) or as told after the
    fact ("discarded the Q♠", ``tense="did"``). ``view``: the table as it stands (before the
    move for advice, after it for the telling), to name the cards and melds it speaks of;
    ``names``: the players, to say whose meld."""
    did = tense == "did"
    if isinstance(action, DrawStock):
        return "drew from the stock" if did else "Draw from the stock"
    if isinstance(action, TakeDiscard):
        card = _taken(view, did)
        return f"took {card} from the discard pile" if did else f"Take {card}"
    if isinstance(action, Buy):
        card = _bought(view, did)
        return f"bought {card}" if did else f"Buy {card}"
    if isinstance(action, DeclineBuy):
        return "passed on the buy" if did else "Pass on the buy"
    if isinstance(action, Discard):
        return f"{'discarded' if did else 'Discard'} the {action.card.pretty}"
    if isinstance(action, GoOut):
        verb = "went out" if did else "Go out"
        return f"{verb}, discarding the {action.discard.pretty}"
    if isinstance(action, LayDown):
        melds = " and ".join(" ".join(c.pretty for c in m.cards) for m in action.melds)
        if action.discard is None:
            tail = ""
        elif did:
            tail = f", then discarded the {action.discard.pretty}"
        else:
            tail = f", then discard the {action.discard.pretty}"
        return f"{'laid down' if did else 'Lay down'} {melds}{tail}"
    if isinstance(action, LayOff):
        where = meld_words(view, action.meld_id, names)
        return f"{'laid off' if did else 'Lay off'} the {action.card.pretty} on {where}"
    if isinstance(action, SwapWild):
        where = meld_words(view, action.meld_id, names)
        return f"{'gave' if did else 'Give'} the {action.card.pretty} for the wild in {where}"
    return type(action).__name__


def _taken(view: PlayerView | None, did: bool) -> str:
    if view is None:
        return "the discard"
    if did:  # after the move: the last public take names the card
        last = view.history[-1] if view.history else None
        return f"the {last[2].pretty}" if last and last[0] == "took" else "the discard"
    return f"the {view.top_discard.pretty}" if view.top_discard else "the discard"


def _bought(view: PlayerView | None, did: bool) -> str:
    if view is None:
        return "the discard"
    if did:
        last = view.history[-1] if view.history else None
        return f"the {last[2].pretty}" if last and last[0] == "bought" else "the discard"
    return f"the {view.buy_card.pretty}" if view.buy_card else "the discard"


def meld_words(
    view: PlayerView | None, meld_id: int, names: Sequence[str] = (), yours: bool = False
) -> str:
    """ "Ada's 5♥ 6♥ 7♥ 8♥" / "your 7♠ 8♠ 9♠": a meld by whose it is and its cards, never by
    a number (nobody at the table sees meld numbers). ``yours``: the view's own melds are
    "your" whatever its player's name (said to the person at the screen)."""
    found = next((m for m in view.melds if m.id == meld_id), None) if view else None
    if found is None:
        return "a meld"
    cards = " ".join(c.pretty for c in found.meld.cards)
    if yours and view is not None and found.owner == view.seat:
        return f"your {cards}"
    owner = names[found.owner] if 0 <= found.owner < len(names) else None
    if owner == "You" or (owner is None and view is not None and found.owner == view.seat):
        return f"your {cards}"
    return f"{owner or 'a player'}'s {cards}"


def end_words(end: str | None) -> str:
    """ " (low end)" / " (high end)" after a run's name; nothing for a set."""
    return {"low": " (low end)", "high": " (high end)"}.get(end or "", "")


# Coach mode's note while it judges a move (taken away once it has).
COACH_LOOKING = "The coach is looking at your move…"

# The choices a drop on a meld may leave, as the question's answers (the gesture judge's).
KEEP_THE_WILD = "Keep the wild in hand"
LAY_DOWN_STAGED = "Lay down the staged melds"


def wild_laid_text(wild: Card, where: str, end: str | None) -> str:
    """A swapped wild's lay-off, as a choice: "Lay the JK on your 5♥ 6♥ 7♥ (high end)"."""
    return f"Lay the {wild.pretty} on {where}{end_words(end)}"


def swap_question(card: Card, wild: Card, where: str) -> str:
    """The question before a swap: what the drop offers, said before the wild is taken."""
    return (
        f"Swap your {card.pretty} for the {wild.pretty} in {where}? You then play the"
        f" {wild.pretty} at once. Choose what to do:"
    )


def join_meld_text(card: Card, where: str) -> str:
    """A card dropped on a meld's wild that may simply join the meld, as a choice."""
    return f"Add the {card.pretty} to {where}, leaving its wild"


def anyway_text(action: Action) -> str:
    """Coach mode's question after its reason: whether to make the move all the same."""
    if isinstance(action, Discard):
        return f"Discard the {action.card.pretty} anyway?"
    if isinstance(action, GoOut):
        return "Go out anyway?"
    if isinstance(action, TakeDiscard):
        return "Take it anyway?"
    if isinstance(action, DrawStock):
        return "Draw from the stock anyway?"
    return "Play it anyway?"


# ---- events: Table Talk ---------------------------------------------------------------------


def event_text(event: object, names: Sequence[str], rules: RuleSet | None = None) -> str:
    """One line of table talk for the move log, or '' for events not worth a line (with
    ``rules``, a round's contract in words: "a set of three and a run of four")."""

    def who(seat: int) -> str:
        return names[seat]

    if isinstance(event, RoundStarted):
        contract = event.contract
        if contract is not None:
            what = contract_text(contract.sets, contract.runs)
        else:
            what = f"{event.wild_rank}s are wild"
        if rules is not None:
            what = round_words(rules, event.round_no)
        dealer = who(event.dealer)
        return f"— Round {event.round_no} ({what}); {dealer} deal{'' if dealer == 'You' else 's'}"
    if isinstance(event, Drew):
        if event.source == "discard":
            return f"{who(event.seat)} took the {event.card.pretty}"
        return f"{who(event.seat)} drew from the stock"
    if isinstance(event, Discarded):
        return f"{who(event.seat)} discarded the {event.card.pretty}"
    if isinstance(event, BuyOffered):
        return f"The {event.card.pretty} is up for buying"
    if isinstance(event, Bought):
        extra = f" and {plural(len(event.penalty), 'penalty card')}" if event.penalty else ""
        return f"{who(event.seat)} bought the {event.card.pretty}{extra}"
    if isinstance(event, LaidDown):
        return f"{who(event.seat)} laid down {plural(len(event.meld_ids), 'meld')}"
    if isinstance(event, LaidOff):
        return f"{who(event.seat)} laid off the {event.card.pretty}"
    if isinstance(event, Swapped):
        return f"{who(event.seat)} gave the {event.card.pretty} for the {event.wild.pretty}"
    if isinstance(event, WentOut):
        return f"{who(event.seat)} went out!"
    if isinstance(event, StockRefilled):
        return f"The discards became a new stock of {plural(event.count, 'card')}"
    if isinstance(event, RoundEnded):
        if event.stalled:
            return f"Round {event.round_no} is over: no card left can ever be laid off"
        if event.idle:
            return f"Round {event.round_no} is over: {idle_words()}"
        return f"Round {event.round_no} is over"
    if isinstance(event, GameOver):
        return "Game over: " + " and ".join(who(w) for w in event.winners) + " won"
    return ""
