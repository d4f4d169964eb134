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
from rummy_desktop.i18n import Words
from rummy_desktop.match import AwaitingPass, GameOver, Match, RoundOver
from rummy_desktop.plain_text import YOU
from rummy_desktop.wording import named_variant, round_contract, shown_game_name


def discarder(view: PlayerView) -> int | None:
    """Who threw the top discard (None for the round's upcard)."""
    for verb, seat, card in reversed(view.history):
        if verb == "discarded" and card == view.top_discard:
            return seat
    return None


class StatusWords(Words):
    """The status line: what to do now, or whom the table waits for (a translation context)."""


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
        return StatusWords.tr("The game is over.")
    if view.seat in view.to_act and humans[view.seat]:
        return _your_move(view, names, sum(humans) > 1, moves or view.legal_actions_of)
    waiting = [s for s in view.to_act if s != view.seat or not humans[s]]
    if not waiting:
        return ""
    who = names[waiting[0]]
    if view.phase == "buy" and view.buy_card is not None:
        #: {who}: a player's name; {card}: the card offered for sale.
        return StatusWords.tr("{who} may buy the {card}…", who=who, card=view.buy_card.pretty)
    if not humans[waiting[0]]:
        if thinking:
            return StatusWords.tr("{who} is thinking…", who=who)
        return StatusWords.tr("{who} is playing…", who=who)
    return StatusWords.tr("Waiting for {who}.", who=who)


def _turn(view: PlayerView, names: Sequence[str], shared: bool) -> str:
    """The head of a "your turn" line: whose turn (named when people share the screen), and
    in Three Thirteen's last turns who went out."""
    if view.went_out is not None:
        #: The start of a status line in the last turns of a round; {who} went out.
        return StatusWords.tr("Last turn ({who} went out): your turn", who=names[view.went_out])
    if shared:
        #: The start of a status line when several people share the screen; {name} is whose.
        return StatusWords.tr("Your turn, {name}", name=names[view.seat])
    #: The start of a status line, before a colon and what to do.
    return StatusWords.tr("Your turn")


def _your_move(
    view: PlayerView,
    names: Sequence[str],
    shared: bool,
    moves: Callable[[type], Sequence[Action] | None],
) -> str:
    def can(kind: type) -> bool | None:  # None: not known yet
        found = moves(kind)
        return None if found is None else bool(found)

    if view.phase == "buy" and view.buy_card is not None:
        return buy_text(view, names)
    turn = _turn(view, names, shared)
    if can(DrawStock):
        top = view.top_discard
        if can(TakeDiscard) and top is not None:
            #: {turn}: "Your turn" (or "Your turn, Ann"); {card}: the top discard.
            return StatusWords.tr(
                "{turn}: draw from the stock or take the {card}", turn=turn, card=top.pretty
            )
        #: {turn}: "Your turn" (or "Your turn, Ann").
        return StatusWords.tr("{turn}: draw from the stock", turn=turn)
    if view.rules.variant == "three-thirteen":
        if can(GoOut):
            if view.went_out is not None:
                return StatusWords.tr(
                    "Last turn ({who} went out): You can go out: press Go out, or discard a card",
                    who=names[view.went_out],
                )
            return StatusWords.tr("You can go out: press Go out, or discard a card")
        #: {turn}: "Your turn" (or "Your turn, Ann").
        return StatusWords.tr("{turn}: discard a card", turn=turn)
    if not view.down[view.seat]:
        return _lay_down_text(view, turn, can(LayDown))
    if can(LayOff):
        #: {turn}: "Your turn" (or "Your turn, Ann").
        return StatusWords.tr("{turn}: lay off cards on the melds, or discard a card", turn=turn)
    return StatusWords.tr("{turn}: discard a card", turn=turn)


def _lay_down_text(view: PlayerView, turn: str, found: bool | None) -> str:
    """Hillbilly before laying down: lay the contract down if the hand holds it, else collect
    it (and while the hand is still being searched, either)."""
    contract = round_contract(view.rules, view.round_no)
    if named_variant(view.rules):  # a contract game of its own rounds: say which round
        game, round_no = shown_game_name(view.rules), view.round_no
        if view.rules.all_at_once(view.round_no):
            if found:
                #: {contract}: the round's melds ("two sets of three"); {game}: the game's name.
                return StatusWords.tr(
                    "{turn}: lay down {contract} all at once ({game}, round {round}), "
                    "or discard a card",
                    turn=turn,
                    contract=contract,
                    game=game,
                    round=round_no,
                )
            if found is False:
                return StatusWords.tr(
                    "{turn}: collect {contract} all at once ({game}, round {round}), "
                    "or discard a card",
                    turn=turn,
                    contract=contract,
                    game=game,
                    round=round_no,
                )
            return StatusWords.tr(
                "{turn}: lay down or collect {contract} all at once ({game}, round {round}), "
                "or discard a card (looking at your hand…)",
                turn=turn,
                contract=contract,
                game=game,
                round=round_no,
            )
        if found:
            return StatusWords.tr(
                "{turn}: lay down {contract} ({game}, round {round}), or discard a card",
                turn=turn,
                contract=contract,
                game=game,
                round=round_no,
            )
        if found is False:
            return StatusWords.tr(
                "{turn}: collect {contract} ({game}, round {round}), or discard a card",
                turn=turn,
                contract=contract,
                game=game,
                round=round_no,
            )
        return StatusWords.tr(
            "{turn}: lay down or collect {contract} ({game}, round {round}), or discard a card "
            "(looking at your hand…)",
            turn=turn,
            contract=contract,
            game=game,
            round=round_no,
        )
    if found:
        #: {contract}: the round's melds in words ("a set of three and a run of four").
        return StatusWords.tr(
            "{turn}: lay down {contract}, or discard a card", turn=turn, contract=contract
        )
    if found is False:
        return StatusWords.tr(
            "{turn}: collect {contract}, or discard a card", turn=turn, contract=contract
        )
    return StatusWords.tr(
        "{turn}: lay down or collect {contract}, or discard a card (looking at your hand…)",
        turn=turn,
        contract=contract,
    )


def buy_text(view: PlayerView, names: Sequence[str]) -> str:
    """The private buy offer: the card, who threw it, buys left and the penalty."""
    card = view.buy_card
    if card is None:
        return StatusWords.tr("No card is offered now")
    thrower = discarder(view)
    left = view.rules.buy_limit(view.round_no) - view.buys_used[view.seat]
    penalty = view.rules.buy_penalty_cards
    #: Part of the buy offer, in brackets: how many buys the player has left this round.
    buys = StatusWords.tr("%n buy(s) left", None, left)
    if penalty:
        #: Part of the buy offer, in brackets: the cards a buy costs besides the card.
        extra = StatusWords.tr("plus %n penalty card(s)", None, penalty)
    else:
        #: Part of the buy offer, in brackets: a buy costs no penalty card.
        extra = StatusWords.tr("no penalty")
    if thrower is not None:
        #: {who} threw {card}; {buys}: "2 buys left"; {penalty}: "plus 1 penalty card".
        return StatusWords.tr(
            "{who} threw the {card}: buy it ({buys}, {penalty}) or pass",
            who=names[thrower],
            card=card.pretty,
            buys=buys,
            penalty=extra,
        )
    #: The round's upcard is for sale; {buys}: "2 buys left"; {penalty}: "no penalty".
    return StatusWords.tr(
        "The {card}: buy it ({buys}, {penalty}) or pass", card=card.pretty, buys=buys, penalty=extra
    )


def game_over_text(game: Game, names: Sequence[str]) -> str:
    """ "Game over: Ada wins with 42 points." (a tie names every winner)."""
    winners = game.winners
    score = game.totals()[winners[0]]
    if len(winners) == 1:
        if names[winners[0]] == YOU:  # the person at the screen, in the second person
            return StatusWords.tr("Game over: you win with %n point(s).", None, score)
        return StatusWords.tr(
            "Game over: {who} wins with %n point(s).", None, score, who=names[winners[0]]
        )
    others = [names[w] for w in winners if names[w] != YOU]
    who = others[0]
    for name in others[1:]:
        #: Winners of a tie named one after another: "Ada and Bea".
        who = StatusWords.tr("{names} and {name}", names=who, name=name)
    if len(others) < len(winners):  # the person at the screen shares the win
        #: {who}: the others who tie with the person at the screen ("Ada and Bea").
        return StatusWords.tr(
            "Game over: you and {who} win with %n point(s).", None, score, who=who
        )
    #: {who}: the tied winners ("Ada and Bea").
    return StatusWords.tr("Game over: {who} win with %n point(s).", None, score, who=who)


def pass_reason(match: Match) -> str:
    """Why the pass screen is up when it is not simply the next turn: a buy in the middle of
    someone's turn hands the computer to a buyer and back (the discard is public)."""
    seat, game, names = match.passing_to, match.game, match.names
    if seat is None:
        return ""
    card = game.buy_card
    if game.phase == "buy" and seat != game.turn and card is not None:
        #: On the pass screen: {buyer} may buy {card} in the middle of {player}'s turn.
        return StatusWords.tr(
            "{buyer} may buy the {card}; {player}'s turn goes on after.",
            buyer=names[seat],
            card=card.pretty,
            player=names[game.turn],
        )
    if game.phase == "play" and seat == game.turn:
        return StatusWords.tr("Back to {name}, to finish the turn.", name=names[seat])
    return ""


def table_status(
    match: Match | None, moves: Callable[[type], Sequence[Action] | None] | None
) -> str:
    """The status line for the person at the screen: what to do now, or why nothing."""
    if match is None:
        return StatusWords.tr("Choose Game ▸ New Game to deal.")
    state = match.state
    if isinstance(state, GameOver):
        return f"{game_over_text(match.game, match.names)} {match.after_game}"
    if isinstance(state, RoundOver):
        return StatusWords.tr("The round is over: see the scores.")
    if hold := match.on_hold():
        return hold
    if match.viewer is None:
        seat = state.to_seat if isinstance(state, AwaitingPass) else None
        if seat is None:
            return ""
        return StatusWords.tr("Pass the computer to {name}.", name=match.names[seat])
    return status_text(
        match.game.view(match.viewer),
        match.names,
        match.humans,
        thinking=match.thinking is not None,
        moves=moves,
    )
