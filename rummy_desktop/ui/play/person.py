"""The person at the screen's moves: the buttons, the menus and the drops made into actions.

What a move is comes from the gesture judge (a drop) or from the hand on the screen (the
selected card, the staged melds); the match then plays it, through the table's ``submit``.
A drop whose action needs a question (which end, where a swapped wild goes) is asked after
the mouse handler has returned: a modal dialog opened inside a mouse-release handler runs a
nested event loop under the scene's grab.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, Signal

from rummy_desktop.engine import (
    Action,
    Buy,
    Card,
    DeclineBuy,
    Discard,
    DrawStock,
    Game,
    GoOut,
    LayDown,
    PlayerView,
    Problem,
    TakeDiscard,
)
from rummy_desktop.match import Match
from rummy_desktop.refusal_words import say
from rummy_desktop.tabletop.model import Gesture
from rummy_desktop.tabletop.staging import StageCheck, check_staged, lay_down_discard
from rummy_desktop.ui.play.words import PlayWords

if TYPE_CHECKING:
    from rummy_desktop.ui.play.judge import GestureJudge
    from rummy_desktop.ui.table.scene import TableScene


class PlayingTable(Protocol):
    """What a person's move needs of the controller: whose move it is, and the match."""

    @property
    def live_game(self) -> Game: ...

    @property
    def match(self) -> Match | None: ...

    def acting_human(self) -> int | None: ...

    def view(self) -> PlayerView | None: ...

    def submit(self, action: Action) -> bool: ...

    def tell(self, refusal: str) -> None: ...

    def changed(self) -> None: ...  # the buttons and the status to be read again


class PersonMoves(QObject):
    # A drop whose action needs a question, asked once the mouse handler has returned.
    _askLater = Signal(object)

    def __init__(self, table: PlayingTable, scene: TableScene, judge: GestureJudge) -> None:
        super().__init__()
        self.table = table
        self.scene = scene
        self.judge = judge
        self._askLater.connect(self._play_asking, Qt.ConnectionType.QueuedConnection)

    # ---- a drop -----------------------------------------------------------------------

    def gesture(self, gesture: Gesture) -> None:
        """The scene's one gesture signal: a drop the judge has already found legal."""
        if self.judge.asks(gesture):
            self._askLater.emit(gesture)
            return
        self.play_all(self.judge.actions(gesture, ask=False))

    def _play_asking(self, gesture: Gesture) -> None:
        self.play_all(self.judge.actions(gesture, ask=True))

    def play_all(self, actions: tuple[Action, ...]) -> bool:
        """Play ``actions`` in order (several cards laid off on one meld); stop at the first
        one not played, once the turn is no longer the same person's, or while coach mode's
        check holds the move just made (the rest stay in hand, to be played again)."""
        seat = self.table.acting_human()
        played = False
        for action in actions:
            if played and self._coach_checking():
                break
            if self.table.acting_human() != seat or not self.table.submit(action):
                break
            played = True
            if isinstance(getattr(action, "then", None), LayDown):
                self.scene.clear_staged()  # a swap that laid the staged melds down
        return played

    def _coach_checking(self) -> bool:
        m = self.table.match
        return m is not None and getattr(m.state, "checking", None) is not None

    # ---- the buttons and the menus -------------------------------------------------------

    def legal_of(self, kind: type[Action]) -> tuple[Action, ...]:
        """The acting human's legal moves of one cheap kind (no lay-down search)."""
        seat = self.table.acting_human()
        return () if seat is None else tuple(self.table.live_game.legal_actions_of(seat, kind))

    def play_human(self, kind: type) -> bool:
        seat = self.table.acting_human()
        return seat is not None and self.table.submit(kind(seat))

    def draw_stock(self) -> bool:
        return self.play_human(DrawStock)

    def take_discard(self) -> bool:
        return self.play_human(TakeDiscard)

    def buy(self) -> bool:
        return self.play_human(Buy)

    def pass_buy(self) -> bool:
        return self.play_human(DeclineBuy)

    def discard(self, card: Card) -> bool:
        seat = self.table.acting_human()
        return seat is not None and self.table.submit(Discard(seat, card))

    def discard_selected(self) -> bool:
        """Play ▸ Discard: the one selected card."""
        picked = self.scene.selected_cards()
        if len(picked) != 1:
            self.table.tell(PlayWords.tr("Select one card to discard"))
            return False
        return self.discard(picked[0])

    def buy_offer(self) -> PlayerView | None:
        """The acting human's view while a buy is offered to them, else None."""
        seat = self.table.acting_human()
        if seat is not None and self.legal_of(Buy):
            return self.table.live_game.view(seat)
        return None

    def stage_check(self) -> StageCheck | None:
        """The lay-down area read as melds (Hillbilly, the acting human not yet down)."""
        view = self.table.view()
        if view is None or view.rules.variant != "hillbilly":
            return None
        return check_staged(self.scene.staged_melds(), view.rules, view.round_no)

    def staged_changed(self) -> None:
        """The lay-down area changed: each group's note, and the Lay down button again."""
        check = self.stage_check()
        if check is not None:
            self.scene.set_staged_status(check.notes())
        self.table.changed()

    def lay_down_action(self) -> tuple[LayDown | None, str]:
        """The lay-down the staged melds make, or None and the reason it cannot be made."""
        seat = self.table.acting_human()
        check = self.stage_check()
        if seat is None or check is None:
            return None, PlayWords.tr("Lay down on your turn")
        if not check.ok:  # what the staged groups lack comes first: that is what to fix
            return None, check.first_problem() or PlayWords.tr("Every staged group must be a meld")
        game = self.table.live_game
        discard = lay_down_discard(
            game, check.melds(), self.scene.hand_order(), self.scene.selected_cards()
        )
        action = LayDown(seat, check.melds(), discard)
        why = game.check(action)
        return (action, "") if why is None else (None, self._said(why))

    def lay_down(self) -> bool:
        action, why = self.lay_down_action()
        if action is None:
            self.table.tell(why)
            return False
        if self.table.submit(action):
            self.scene.clear_staged()
            return True
        return False

    def go_out_action(self) -> GoOut | None:
        """Three Thirteen: a legal GoOut, with the selected card as its discard if it can be."""
        options = [a for a in self.legal_of(GoOut) if isinstance(a, GoOut)]
        if not options:
            return None
        selected = set(self.scene.selected_cards())
        return next((a for a in options if a.discard in selected), options[0])

    def go_out(self) -> bool:
        """Go out, discarding the selected card; a selected card that cannot be the discard
        is refused with the ones that can (never another card thrown silently)."""
        seat = self.table.acting_human()
        options = [a for a in self.legal_of(GoOut) if isinstance(a, GoOut)]
        if seat is None or not options:
            self.table.tell(
                PlayWords.tr("You cannot go out yet: every card but one must be in melds")
            )
            return False
        game = self.table.live_game
        chosen = [c for c in self.scene.selected_cards() if c in game.hand(seat)]
        if not chosen:
            return self.table.submit(options[0])
        match = next((a for a in options if a.discard in chosen), None)
        if match is None:
            problem = game.check(GoOut(seat, chosen[0]))
            why = "" if problem is None else self._said(problem)
            self.table.tell(_discard_instead(why, [a.discard.pretty for a in options]))
            return False
        return self.table.submit(match)

    def _said(self, problem: Problem) -> str:
        """The engine's refusal in words, the players by their names."""
        match = self.table.match
        return say(problem, match.names if match is not None else ())

    def lay_off(self, card: Card, meld_id: int, end: str | None) -> bool:
        """The keyboard's lay-off (and a test's): asked at once, no mouse handler runs."""
        return self.play_all(self.judge.actions(Gesture("lay_off", (card,), meld_id, end), True))

    def swap(self, card: Card, meld_id: int) -> bool:
        return self.play_all(self.judge.actions(Gesture("swap", (card,), meld_id), True))


def _discard_instead(why: str, cards: list[str]) -> str:
    """A refused going-out discard: the refusal's head (before its colon) and the cards
    that may be thrown instead ("Not that card: discard the 7♥ or the 9♣")."""
    shown = list(dict.fromkeys(cards))
    can = shown[0]
    for card in shown[1:]:
        #: Cards one may discard, listed: {cards} (one or more) or the {card}.
        can = PlayWords.tr("{cards} or the {card}", cards=can, card=card)
    head = why.split(":")[0].rstrip(" \u00a0\u202f")  # French puts a space before the colon
    if not head:
        #: Going out with a card that cannot be its discard; {cards} may be thrown.
        return PlayWords.tr("Not that card: discard the {cards}", cards=can)
    #: Going out refused: {why} says why, {cards} may be thrown instead.
    return PlayWords.tr("{why}: discard the {cards}", why=head, cards=can)
