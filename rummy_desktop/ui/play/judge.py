"""The scene's judge: what a gesture means as an engine action, and whether the engine allows it.

The scene asks during a drag (to highlight the target) and on the drop (to snap back with the
reason). A lay-off or a swap may need a follow-up the gesture does not say (which end of a run a
wild goes to, where a swapped wild is played): ``ask=True`` asks the player when there is a
choice (through the table's ``choose``, which the window answers with a dialog); the judge
itself never asks, it only says whether some choice works. No widgets here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from rummy_desktop.engine import (
    Action,
    Card,
    Discard,
    DrawStock,
    Game,
    LayDown,
    LayOff,
    PlayerView,
    Problem,
    SwapWild,
    TakeDiscard,
)
from rummy_desktop.refusal_words import say
from rummy_desktop.tabletop.model import Gesture
from rummy_desktop.tabletop.staging import read_meld
from rummy_desktop.ui.play.words import PlayWords
from rummy_desktop.wording import (
    action_text,
    join_meld_text,
    keep_the_wild,
    lay_down_staged,
    meld_words,
    swap_question,
    wild_laid_text,
)


class JudgedTable(Protocol):
    """What the judge reads of the game being played, and how it talks to the player."""

    # Read-only: the judge never sets them, so the table may keep narrower types.
    @property
    def game(self) -> Game | None: ...

    @property
    def names(self) -> Sequence[str]: ...

    @property
    def thinking(self) -> int | None: ...  # the seat whose computer is thinking

    def acting_human(self) -> int | None: ...

    def in_words(self, refusal: Problem | str) -> str: ...

    def staged_melds(self) -> list[list[Card]]: ...

    def tell(self, refusal: str) -> None: ...

    def note(self, news: str) -> None: ...

    def choose(self, question: str, labels: list[str]) -> int | None: ...

    # ``seat``'s legal moves of ``kind``, None while a worker still searches for them (the
    # lay-down search is never run on the window's thread).
    def searched(self, seat: int, kind: type) -> tuple[Action, ...] | None: ...


A = TypeVar("A", bound=Action)
# Why a gesture is refused: the engine's problem, or a sentence of the window's own.
Reason = Problem | str


# A swap dropped while the worker still searches for the lay-downs it may make.
LOOKING = PlayWords.tr_noop(
    "Still looking at your hand for a lay-down with the wild: try again in a moment"
)


def looking() -> str:
    """LOOKING in the player's language (compared as shown: a reason is a shown text)."""
    return PlayWords.tr(LOOKING)


class GestureJudge:
    """Callable: ``judge(gesture) -> None`` when legal, else the sentence refusing it."""

    def __init__(self, table: JudgedTable) -> None:
        self.table = table
        self._cache: dict[Gesture, str | None] = {}
        self._cache_key: tuple[int, int, int] | None = None  # (game, moves so far, seat)

    def __call__(self, gesture: Gesture) -> str | None:
        c = self.table
        if gesture.kind in ("reorder", "stage"):
            return None
        seat = c.acting_human()
        if seat is None:
            return self._not_now()
        game = self._game()
        key = (id(game), len(game.log), seat)
        if key != self._cache_key:
            self._cache, self._cache_key = {}, key
        if gesture in self._cache:
            return self._cache[gesture]
        reason = self._judge(seat, gesture)
        said = c.in_words(reason) if reason else None
        if reason != looking():  # asked again once the search has answered
            self._cache[gesture] = said
        return said

    def _not_now(self) -> str:
        c = self.table
        if c.game is None:
            return PlayWords.tr("Start a game first")
        if c.game.is_over:
            return PlayWords.tr("The game is over")
        if c.thinking is not None:
            #: A move refused while {name}, a computer player, is making its move.
            return PlayWords.tr("Wait: {name} is playing", name=c.names[c.thinking])
        return PlayWords.tr("It is not your turn")

    def _game(self) -> Game:
        """The game being judged: the judge is only asked about a human's own turn."""
        game = self.table.game
        if game is None:
            raise RuntimeError("No game has been dealt yet")
        return game

    def _judge(self, seat: int, g: Gesture) -> Reason | None:
        game = self._game()
        card = g.cards[0] if g.cards else None
        if g.kind == "draw_stock":
            return game.check(DrawStock(seat))
        if g.kind == "take_discard":
            return game.check(TakeDiscard(seat))
        if card is None:
            return PlayWords.tr("Pick up a card first")
        if len(g.cards) > 1 and g.kind in ("discard", "swap"):
            return PlayWords.tr("Play one card at a time here")
        if g.kind == "discard":
            return game.check(Discard(seat, card))
        if g.kind not in ("lay_off", "swap"):
            #: Should never show: a gesture of a kind the table does not know ({kind}).
            return PlayWords.tr("Unknown move: {kind}", kind=g.kind)
        meld_id = g.meld_id
        if meld_id is None:  # the scene's meld targets all have an id
            return PlayWords.tr("Drop the card on a meld")
        if g.kind == "lay_off":
            if len(g.cards) > 1:
                return self._several_reason(seat, g.cards, meld_id, g.end)
            if self.lay_off_action(seat, card, meld_id, g.end, ask=False) is None:
                why = game.check(LayOff(seat, card, meld_id, g.end))
                return why or PlayWords.tr("That card does not fit")
            return None
        if self.swap_action(seat, card, meld_id, ask=False) is None:
            return looking() if self._looking(seat) else self._swap_reason(seat, card, meld_id)
        return None

    # ---- the action a gesture means (asked once the judge said yes) -------------------

    def actions(self, gesture: Gesture, ask: bool) -> tuple[Action, ...]:
        """The moves ``gesture`` means for the acting human, in order (several for a run of
        cards laid off together); () when there is none, the player having been told why.
        ``ask``: put the question when the gesture leaves a choice (never inside a mouse
        handler: the controller defers such a drop, see ``asks``)."""
        seat = self.table.acting_human()
        if seat is None or gesture.kind in ("reorder", "stage"):
            return ()
        card = gesture.cards[0] if gesture.cards else None
        meld_id = gesture.meld_id
        if gesture.kind == "draw_stock":
            return (DrawStock(seat),)
        if gesture.kind == "take_discard":
            return (TakeDiscard(seat),)
        if card is None:
            return ()
        if gesture.kind == "discard":
            return (Discard(seat, card),)
        if meld_id is None:
            return ()
        if gesture.kind == "lay_off" and len(gesture.cards) > 1:
            found = self.lay_offs(seat, gesture.cards, meld_id, gesture.end)
            if not isinstance(found, tuple):
                self.table.tell(self.table.in_words(found))
                return ()
            return found
        one: Action | None
        if gesture.kind == "lay_off":
            one = self.lay_off_action(seat, card, meld_id, gesture.end, ask=ask)
        elif gesture.kind == "swap":
            one = self.swap_action(seat, card, meld_id, ask=ask)
        else:
            one = None
        return () if one is None else (one,)

    def asks(self, gesture: Gesture) -> bool:
        """Whether making ``gesture`` puts a question to the player (a choice of ends or of
        where a swapped wild goes): the controller then asks after the mouse handler."""
        seat = self.table.acting_human()
        if seat is None or len(gesture.cards) != 1 or gesture.meld_id is None:
            return False
        card, meld_id = gesture.cards[0], gesture.meld_id
        if gesture.kind == "lay_off":
            return len(self._lay_off_options(seat, card, meld_id, gesture.end)[0]) > 1
        if gesture.kind == "swap":
            wild = self._wild_for(self._game().view(seat), card, meld_id)
            if wild is None or self._looking(seat):
                return False  # refused at once: nothing to ask
            return len(self._swap_choices(seat, card, meld_id, wild, plain=True)) > 1
        return False

    # ---- lay-offs ---------------------------------------------------------------------

    def lay_offs(
        self, seat: int, cards: Sequence[Card], meld_id: int, end: str | None
    ) -> tuple[LayOff, ...] | Reason:
        """Several cards laid off on one meld, nearest the end first so a run grows card by
        card; each is checked on a copy of the game after the ones before it. A wild goes
        to the end the cards were dropped at, or where the engine fits it. The refusal of
        the first card that does not fit, else the lay-offs."""
        game = self._game().copy()
        ordered = sorted(cards, key=lambda c: c.rank, reverse=end == "low")
        made: list[LayOff] = []
        for card in ordered:
            options = [LayOff(seat, card, meld_id, e) for e in (end, None, "low", "high")]
            action = next((a for a in options if game.check(a) is None), None)
            if action is None:
                why = game.check(LayOff(seat, card, meld_id, end))
                #: {card} is a card as the table shows it ("7♥").
                return why or PlayWords.tr("The {card} does not fit that meld", card=card.pretty)
            game.apply(action)
            made.append(action)
        return tuple(made)

    def _several_reason(
        self, seat: int, cards: Sequence[Card], meld_id: int, end: str | None
    ) -> Reason | None:
        found = self.lay_offs(seat, cards, meld_id, end)
        return None if isinstance(found, tuple) else found

    def lay_off_action(
        self, seat: int, card: Card, meld_id: int, end: str | None, ask: bool
    ) -> LayOff | None:
        """The lay-off meant. A natural goes where it fits whatever half it was dropped on;
        a wild goes to the end it was dropped at, and asks when that end is not clear."""
        game = self._game()
        options, meld = self._lay_off_options(seat, card, meld_id, end)
        if not options:
            if ask:
                why = game.check(LayOff(seat, card, meld_id, end))
                self.table.tell(
                    self._words(why or PlayWords.tr("That card does not fit this meld"))
                )
            return None
        if len(options) == 1 or not ask:
            return options[0]
        labels = [self._end_label(meld, a.end) for a in options]
        #: A question when a wild card may go at either end of a run; {card} is "7♥".
        question = PlayWords.tr("Where does the {card} go?", card=card.pretty)
        return self._choose(question, labels, options)

    def _lay_off_options(
        self, seat: int, card: Card, meld_id: int, end: str | None
    ) -> tuple[list[LayOff], Any]:
        """The lay-offs a card dropped at ``end`` of a meld may mean, and the meld."""
        game = self._game()
        if end is not None and game.check(LayOff(seat, card, meld_id, end)) is None:
            return [LayOff(seat, card, meld_id, end)], None
        wild = game.rules.is_wild(card, game.round_no)
        if not wild and game.check(LayOff(seat, card, meld_id, None)) is None:
            return [LayOff(seat, card, meld_id, None)], None
        options = [LayOff(seat, card, meld_id, e) for e in (None, "low", "high")]
        options = [a for a in options if game.check(a) is None]
        meld = next((m.meld for m in game.view(seat).melds if m.id == meld_id), None)
        if meld is not None and not meld.is_run:  # a set has no ends to choose between
            options = options[:1]
        ended = [a for a in options if a.end is not None]
        if len(ended) > 1:  # both ends: the question is which, the engine's own pick aside
            options = ended
        return options, meld

    @staticmethod
    def _end_label(meld, end: str | None) -> str:
        """ "At the low end (below 5♥)" / "At the high end (above 8♥)"."""
        if meld is None or end is None:
            #: An answer to "Where does the card go?": wherever the rules put it.
            return PlayWords.tr("Where it fits")
        if end == "low":
            #: An answer to "Where does the card go?": {card} is the run's lowest card now.
            return PlayWords.tr("At the low end (below {card})", card=meld.cards[0].pretty)
        #: An answer to "Where does the card go?": {card} is the run's highest card now.
        return PlayWords.tr("At the high end (above {card})", card=meld.cards[-1].pretty)

    # ---- swaps ------------------------------------------------------------------------

    def swap_action(
        self, seat: int, card: Card, meld_id: int, ask: bool
    ) -> SwapWild | LayOff | None:
        """The swap with its follow-up: a lay-down with the wild (not down) or a lay-off.

        Asked (``ask``), the choices also hold plainly adding the card to the meld when that
        is legal too: a card dropped on a set's joker may be meant for the set itself.
        """
        c = self.table
        wild = self._wild_for(self._game().view(seat), card, meld_id)
        if wild is None:
            if ask:
                c.tell(self._words(self._swap_reason(seat, card, meld_id)))
            return None
        legal = self._swap_choices(seat, card, meld_id, wild, plain=ask)
        if not legal or (ask and self._looking(seat)):
            # Still searching: nothing is chosen for the player from half the choices.
            if ask:
                held = self._looking(seat)
                c.tell(looking() if held else self._words(self._swap_reason(seat, card, meld_id)))
            return None
        if len(legal) == 1 or not ask:
            return legal[0][1]
        view = self._game().view(seat)
        return self._choose(
            swap_question(card, wild, self._owner_words(view, meld_id)),
            [label for label, _ in legal],
            [a for _, a in legal],
        )

    def _swap_choices(
        self, seat: int, card: Card, meld_id: int, wild: Card, plain: bool
    ) -> list[tuple[str, SwapWild | LayOff]]:
        """The legal ways to make a swap, labelled; ``plain``: with simply adding the card
        to the meld first when that is legal too (a card dropped on a set's joker may be
        meant for the set itself)."""
        game = self._game()
        view = game.view(seat)
        options: list[tuple[str, SwapWild]] = []
        if not view.down[seat]:
            options += self._with_lay_down(view, seat, card, meld_id, wild)
        else:
            for m in view.melds:
                for end in (None, "low", "high") if m.meld.is_run else (None,):
                    then = LayOff(seat, wild, m.id, end)
                    label = wild_laid_text(wild, self._owner_words(view, m.id), end)
                    options.append((label, SwapWild(seat, card, meld_id, then)))
        options.append((keep_the_wild(), SwapWild(seat, card, meld_id, None)))
        legal: list[tuple[str, SwapWild | LayOff]] = [
            (lb, a) for lb, a in options if game.check(a) is None
        ]
        if legal and plain:
            added = self.lay_off_action(seat, card, meld_id, None, ask=False)
            if added is not None:
                owner = self._owner_words(view, meld_id)
                legal.insert(0, (join_meld_text(card, owner), added))
        return legal

    def _with_lay_down(
        self, view: PlayerView, seat: int, card: Card, meld_id: int, wild: Card
    ) -> list[tuple[str, SwapWild]]:
        """Not down: the staged melds with the wild added to one of them, or the solver's."""
        rules, rnd = view.rules, view.round_no
        staged = [list(g) for g in self.table.staged_melds()]
        options = []
        for i in range(len(staged)):
            groups = [g + [wild] if j == i else g for j, g in enumerate(staged)]
            read = [read_meld(g, rules, rnd)[0] for g in groups]
            specs = tuple(m for m in read if m is not None)
            if len(specs) == len(read):  # every group a meld
                lay = LayDown(seat, specs)
                options.append((lay_down_staged(), SwapWild(seat, card, meld_id, lay)))
        # The engine's own swaps that lay down with the wild, from the worker's search.
        for swap in self.table.searched(seat, SwapWild) or ():
            if (
                isinstance(swap, SwapWild)
                and (swap.card, swap.meld_id) == (card, meld_id)
                and isinstance(swap.then, LayDown)
            ):
                options.append((action_text(swap.then), swap))
        return options

    def _looking(self, seat: int) -> bool:
        """A swap's lay-downs are still being searched for."""
        return self.table.searched(seat, SwapWild) is None

    def _owner_words(self, view: PlayerView, meld_id: int) -> str:
        """ "Ada's 4♦ 4♣ 4♣", "your 7♠ 8♠ 9♠": a meld as the player knows it."""
        return meld_words(view, meld_id, self.table.names, yours=True)

    def _wild_for(self, view: PlayerView, card: Card, meld_id: int) -> Card | None:
        for m in view.melds:
            if m.id != meld_id:
                continue
            for slot in m.meld.slots:
                stands = m.meld.represents(slot.card) if slot.wild else None
                if stands and stands[0] == card.rank and stands[1] in ("", card.suit):
                    return slot.card
        return None

    def _swap_reason(self, seat: int, card: Card, meld_id: int) -> Reason:
        why = self._game().check(SwapWild(seat, card, meld_id, None))
        return why or PlayWords.tr(
            "The {card} cannot take a wild from that meld now", card=card.pretty
        )

    def _words(self, reason: Reason) -> str:
        """A refusal told straight to the player: the engine's in words, with the names."""
        return reason if isinstance(reason, str) else say(reason, self.table.names)

    def _choose(self, question: str, labels: list[str], actions: Sequence[A]) -> A | None:
        picked = self.table.choose(question, labels)
        if picked is None:
            self.table.note(PlayWords.tr("Nothing was played: the card is back in your hand"))
            return None
        return actions[picked]
