"""Status-bar sentences: what to do now, said from one seat's PlayerView.

>>> from rummy_desktop.engine import Game, RuleSet
>>> game = Game(RuleSet.preset("three-thirteen", players=2), seed=1)
>>> game.to_act()  # the second seat starts: the player sits there, the computer first
[1]
>>> status_text(game.view(1), ["Ada", "You"], [False, True])
'Your turn: draw from the stock or take the Q♠'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rummy_desktop.engine import (
    Action,
    DrawStock,
    Game,
    GoOut,
    LayDown,
    LayOff,
    PlayerView,
    TakeDiscard,
)
from rummy_desktop.match import AwaitingPass, GameOver, Match, RoundOver
from rummy_desktop.wording import named_variant, plural, round_contract


def discarder(view: PlayerView) -> int | None:
    """Who threw the top discard (None for the round's upcard)."""
    for verb, seat, card in reversed(view.history):
        if verb == "discarded" and card == view.top_discard:
            return seat
    return None


def status_text(
    view: PlayerView,
    names: Sequence[str],
    humans: Sequence[bool],
    thinking: bool = False,
    moves: Callable[[type], Sequence[Action] | None] | None = None,
) -> str:
    """What the player of ``view.seat`` should do now, or whom the table is waiting for.

    ``moves(kind)`` gives the seat's legal moves of one kind, or None while they are still
    being looked for (the window looks for a lay-down off its own thread); by default the
    view's own, worked out here."""
    if view.phase == "game_over":
        return "The game is over."
    you = "Your turn" if sum(humans) < 2 else f"Your turn, {names[view.seat]}"
    if view.seat in view.to_act and humans[view.seat]:
        return _your_move(view, names, you, moves or view.legal_actions_of)
    waiting = [s for s in view.to_act if s != view.seat or not humans[s]]
    if not waiting:
        return ""
    who = names[waiting[0]]
    if view.phase == "buy" and view.buy_card is not None:
        return f"{who} may buy the {view.buy_card.pretty}…"
    if not humans[waiting[0]]:
        return f"{who} is thinking…" if thinking else f"{who} is playing…"
    return f"Waiting for {who}."


def _your_move(
    view: PlayerView,
    names: Sequence[str],
    you: str,
    moves: Callable[[type], Sequence[Action] | None],
) -> str:
    def can(kind: type) -> bool | None:  # None: not known yet
        found = moves(kind)
        return None if found is None else bool(found)

    last = ""
    if view.went_out is not None:
        last = f"Last turn ({names[view.went_out]} went out): "
        you = "your turn"
    if view.phase == "buy" and view.buy_card is not None:
        return buy_text(view, names)
    if can(DrawStock):
        top = view.top_discard
        if can(TakeDiscard) and top is not None:
            return f"{last}{you}: draw from the stock or take the {top.pretty}"
        return f"{last}{you}: draw from the stock"
    if view.rules.variant == "three-thirteen":
        if can(GoOut):
            return f"{last}You can go out: press Go out, or discard a card"
        return f"{last}{you}: discard a card"
    if not view.down[view.seat]:
        found = can(LayDown)
        lay = {True: "lay down", False: "collect", None: "lay down or collect"}[found]
        looking = " (looking at your hand…)" if found is None else ""
        contract = round_contract(view.rules, view.round_no)
        if named_variant(view.rules):  # a contract game of its own rounds: say which round
            once = " all at once" if view.rules.all_at_once(view.round_no) else ""
            where = f"{view.rules.game_name}, round {view.round_no}"
            return f"{you}: {lay} {contract}{once} ({where}), or discard a card{looking}"
        return f"{you}: {lay} {contract}, or discard a card{looking}"
    if can(LayOff):
        return f"{you}: lay off cards on the melds, or discard a card"
    return f"{you}: discard a card"


def buy_text(view: PlayerView, names: Sequence[str]) -> str:
    """The private buy offer: the card, who threw it, buys left and the penalty."""
    card = view.buy_card
    if card is None:
        return "No card is offered now"
    thrower = discarder(view)
    who = names[thrower] if thrower is not None else "The upcard"
    left = view.rules.buy_limit(view.round_no) - view.buys_used[view.seat]
    penalty = view.rules.buy_penalty_cards
    extra = f" plus {plural(penalty, 'penalty card')}" if penalty else ""
    head = f"{who} threw the {card.pretty}" if thrower is not None else f"The {card.pretty}"
    return f"{head}: buy it ({plural(left, 'buy')} left,{extra or ' no penalty'}) or pass"


def game_over_text(game: Game, names: Sequence[str]) -> str:
    """ "Game over: Ada wins with 42 points." (a tie names every winner)."""
    winners = game.winners
    totals = game.totals()
    who = " and ".join(names[w] for w in winners)
    verb = "win" if len(winners) > 1 else "wins"
    return f"Game over: {who} {verb} with {totals[winners[0]]} points."


def pass_reason(match: Match) -> str:
    """Why the pass screen is up when it is not simply the next turn: a buy in the middle of
    someone's turn hands the computer to a buyer and back (the discard is public)."""
    seat, game, names = match.passing_to, match.game, match.names
    if seat is None:
        return ""
    card = game.buy_card
    if game.phase == "buy" and seat != game.turn and card is not None:
        return f"{names[seat]} may buy the {card.pretty}; {names[game.turn]}'s turn goes on after."
    if game.phase == "play" and seat == game.turn:
        return f"Back to {names[seat]}, to finish the turn."
    return ""


def table_status(
    match: Match | None, moves: Callable[[type], Sequence[Action] | None] | None
) -> str:
    """The status line for the person at the screen: what to do now, or why nothing."""
    if match is None:
        return "Choose Game ▸ New Game to deal."
    state = match.state
    if isinstance(state, GameOver):
        return f"{game_over_text(match.game, match.names)} {match.after_game}"
    if isinstance(state, RoundOver):
        return "The round is over: see the scores."
    if hold := match.on_hold():
        return hold
    if match.viewer is None:
        seat = state.to_seat if isinstance(state, AwaitingPass) else None
        return f"Pass the computer to {match.names[seat]}." if seat is not None else ""
    return status_text(
        match.game.view(match.viewer),
        match.names,
        match.humans,
        thinking=match.thinking is not None,
        moves=moves,
    )
