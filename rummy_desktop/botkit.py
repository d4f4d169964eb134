"""The bot writer's workbench: one decision of a bot on a position you choose (issue 38).

>>> from rummy_desktop.botkit import position, decide
>>> view = position("three-thirteen", round_no=2, hand="7H 8H 9H QS 2C", discard="KD")
>>> view.phase.value, view.hand_sizes, view.top_discard.code
('play', (5, 4), 'KD')

:func:`position` builds the :class:`PlayerView` a seat would get at that moment: the round,
your hand, the discard pile (top last), how many cards the others hold, and, in Hillbilly,
the melds on the table and who is down. :func:`decide` hands it to your bot and tells what
it chose, whether that is legal (and if not, the engine's reason) and what ``explain()``
said. docs/bot-api.md, *Testing one decision*, has the recipe.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .analysis import people_words
from .engine import (
    Action,
    Card,
    Game,
    LayDown,
    LegalMoves,
    Phase,
    PlayerView,
    RuleSet,
    TableMeld,
    list_moves,
    make_meld,
    parse_cards,
)
from .refusal_words import say
from .wording import action_text

Cards = str | Iterable[str | Card]


@dataclass(frozen=True)
class Decision:
    """What a bot chose on one position."""

    action: Any  # what choose() returned
    why: str  # what explain() said then
    legal: bool
    problem: str | None  # the engine's reason when it is not legal
    seconds: float  # how long choose() took
    words: str  # the move in words ("Discard the Q♠")

    def __str__(self) -> str:
        verdict = "" if self.legal else f" (illegal: {self.problem})"
        because = f": {self.why}" if self.why else ""
        return f"{self.words}{verdict}{because}"


def position(
    variant: str = "three-thirteen",
    *,
    round_no: int,
    hand: Cards,
    discard: Cards = (),
    others: Sequence[int] | None = None,
    rules: RuleSet | dict[str, Any] | None = None,
    seat: int = 0,
    phase: str | None = None,
    melds: Sequence[tuple[int, str, Cards]] = (),
    down: Iterable[int] = (),
    went_out: int | None = None,
    dealer: int | None = None,
) -> PlayerView:
    """The view ``seat`` would get: ``hand`` and ``discard`` (top last) as card names such as
    ``"7H 8H 9H"`` (or lists of names or cards); ``others``: how many cards each other seat
    holds, in seat order without yours (default: one opponent holding the round's deal; the
    number of players is ``len(others) + 1``); ``rules``: a RuleSet or house-rule overrides.
    ``phase`` is ``"draw"`` (before drawing) or ``"play"`` (after): by default, ``play``
    when the hand holds one card more than the round deals. Hillbilly: ``melds`` on the table
    as ``(owner, "set" | "run", cards)`` (a run low to high), ``down``: the seats that have
    laid down. Three Thirteen: ``went_out``, the seat that went out (the last lap is on).
    Raises ValueError with one sentence when the position cannot happen."""
    players = 2 if others is None else len(others) + 1
    if isinstance(rules, RuleSet):
        if rules.variant != variant or rules.players != players:
            raise ValueError(
                f"the rules are for {rules.variant} with {rules.players} players, "
                f"not {variant} with {players}"
            )
    else:
        rules = RuleSet.from_overrides(variant, players, dict(rules or {}))
    if not 1 <= round_no <= rules.rounds:
        raise ValueError(f"{variant} has rounds 1 to {rules.rounds}, not {round_no}")
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} is not at a table of {players} (seats from 0)")
    deal = rules.cards_dealt(round_no)
    counts = list(others) if others is not None else [deal]
    hillbilly = rules.variant == "hillbilly"
    words = [_names(hand), _names(discard), *(_names(cards) for _o, _k, cards in melds)]
    cards = parse_cards([w for group in words for w in group])  # distinct copies of twins
    sizes = [len(g) for g in words]
    mine, pile = tuple(cards[: sizes[0]]), tuple(cards[sizes[0] : sum(sizes[:2])])
    table = _table(melds, cards[sum(sizes[:2]) :], sizes[2:], rules, round_no, players)
    stock = _stock_size(rules, cards, counts)
    if phase is None:
        phase = "play" if len(mine) == deal + 1 else "draw"
    if phase not in ("draw", "play", "buy"):
        raise ValueError(f"phase is 'draw', 'play' or 'buy', not {phase!r}")
    down_seats = set(down)
    buys = _check_hand(rules, round_no, phase, len(mine), seat in down_seats)
    _check_table(rules, table, down_seats, went_out, seat, players)
    buying = phase == "buy"
    if buying:
        if not hillbilly:
            raise ValueError("only Hillbilly offers a buy")
        if not pile:
            raise ValueError("a buy offers the top of the discard pile: give the discard")
    hand_sizes = [*counts[:seat], len(mine), *counts[seat:]]
    buys_used = [0] * players
    buys_used[seat] = buys
    # A buy is offered to a seat out of turn: the seat before it is the one in turn to draw.
    turn = (seat - 1) % players if buying else seat
    view = PlayerView(
        seat=seat,
        rules=rules,
        round_no=round_no,
        dealer=(turn - 1) % players if dealer is None else dealer,
        turn=turn,
        phase=Phase(phase),
        hand=mine,
        hand_sizes=tuple(hand_sizes),
        stock_size=stock,
        discard=pile,
        discard_live=bool(pile) and phase in ("draw", "buy"),
        melds=table,
        down=tuple(s in down_seats for s in range(players)),
        buys_used=tuple(buys_used),
        refills=0,
        scores=((0,) * players,) * (round_no - 1),
        taken_discard=None,
        buy_card=pile[-1] if buying else None,
        to_act=(seat,),
        went_out=went_out,
        history=(),
        rounds_out=(0,) * players,
        ages=(None,) * players,
        laid_down_this_turn=False,
        turn_began_down=seat in down_seats,
        moves=LegalMoves(lister=list_moves),
    )
    if buying and not view.legal_actions:
        raise ValueError(f"no buy can be offered to seat {seat} here (the house rules)")
    return view


def decide(bot: Any, view: PlayerView) -> Decision:
    """Ask ``bot`` for its move on ``view`` and judge it as ``simulate`` would. A bot that
    raises raises here, with its own traceback."""
    start = time.perf_counter()
    action = bot.choose(view)
    seconds = time.perf_counter() - start
    why = str(bot.explain()) if hasattr(bot, "explain") else ""
    problem = _problem(action, view)
    words = action_text(action, view) if isinstance(action, Action) else repr(action)[:200]
    return Decision(action, why, problem is None, problem, seconds, words)


def _problem(action: Any, view: PlayerView) -> str | None:
    if not isinstance(action, Action):  # worded as simulate words it
        return f"choose() returned {type(action).__name__}, which is not an action"
    if action.seat != view.seat:
        other = action.seat + 1 if isinstance(action.seat, int) else repr(action.seat)[:20]
        return f"the move is for seat {other}, not seat {view.seat + 1}"
    if action in view.legal_actions:
        return None
    if not isinstance(action, LayDown):  # every legal move but lay-downs is listed
        return _refusal(action, view) or "it is not one of the view's legal moves"
    return _refusal(action, view)


def _refusal(action: Action, view: PlayerView) -> str | None:
    """The engine's own reason in words, from a game that agrees with the view."""
    problem = Game.stand_in(view).check(action)
    return None if problem is None else say(problem)


def _names(cards: Cards) -> list[str]:
    """Card names as people write them (as ``analyze`` reads them: ``7\u2660``, ``\u266510``,
    ``Joker``, commas), or cards."""
    if isinstance(cards, str):
        return people_words(cards)
    return people_words([c.full_code if isinstance(c, Card) else str(c) for c in cards])


def _check_hand(rules: RuleSet, round_no: int, phase: str, size: int, down: bool) -> int:
    """Refuse a hand whose size the round cannot give at this phase; return the buys it
    implies (Hillbilly: each buy brings the card and a penalty card)."""
    deal = rules.cards_dealt(round_no)
    drawn = 1 if phase == "play" else 0
    when = "after the draw" if drawn else "before the draw"
    if rules.variant != "hillbilly":
        if size != deal + drawn:
            raise ValueError(
                f"round {round_no} deals {deal} cards: a hand holds {deal} before the draw "
                f"and {deal + 1} after it, not {size} {when}"
            )
        return 0
    limit = rules.buy_limit(round_no)
    if down:  # laid down: any smaller hand, but at least the card to discard
        if not 1 <= size <= deal + 2 * limit + drawn:
            raise ValueError(f"round {round_no} deals {deal} cards: {size} {when} cannot be")
        return 0
    extra = size - deal - drawn
    if extra < 0 or extra % 2 or extra // 2 > limit:
        raise ValueError(
            f"round {round_no} deals {deal} cards: a hand holds {deal} before the draw and "
            f"{deal + 1} after it (2 more for each buy, at most {limit}), not {size} {when}"
        )
    return extra // 2


def _check_table(
    rules: RuleSet,
    table: Sequence[TableMeld],
    down: set[int],
    went_out: int | None,
    seat: int,
    players: int,
) -> None:
    for tm in table:
        if tm.owner not in down:
            raise ValueError(
                f"meld {tm.id + 1} belongs to seat {tm.owner}, who is not down: add it to down"
            )
    if went_out is None:
        return
    if rules.variant == "hillbilly":
        raise ValueError("went_out is only Three Thirteen's: a Hillbilly round ends there")
    if not 0 <= went_out < players:
        raise ValueError(f"went_out: seat {went_out} is not at a table of {players}")
    if went_out == seat:
        raise ValueError(f"seat {went_out} went out: it has no move left this round")


def _table(
    melds: Sequence[tuple[int, str, Cards]],
    cards: Sequence[Card],
    sizes: Sequence[int],
    rules: RuleSet,
    round_no: int,
    players: int,
) -> tuple[TableMeld, ...]:
    if melds and rules.variant != "hillbilly":
        raise ValueError("only Hillbilly has melds on the table during a round")
    table, start = [], 0
    for meld_id, ((owner, kind, _cards), size) in enumerate(zip(melds, sizes, strict=True)):
        if not 0 <= owner < players:
            raise ValueError(f"meld {meld_id + 1}: seat {owner} is not at the table")
        meld = make_meld(kind, cards[start : start + size], rules, round_no)
        table.append(TableMeld(meld_id, owner, meld))
        start += size
    return tuple(table)


def _stock_size(rules: RuleSet, cards: Sequence[Card], others: Sequence[int]) -> int:
    pack = set(rules.pack())
    stranger = next((c for c in cards if c not in pack), None)
    if stranger is not None:
        raise ValueError(
            f"{stranger.code} is not in this game's pack ({rules.deck_count()} decks, "
            f"{rules.joker_count()} jokers): too many copies, or no jokers"
        )
    left = len(pack) - len(cards) - sum(others)
    if left < 0:
        raise ValueError(f"the pack has {len(pack)} cards: these hands and piles need more")
    return left
