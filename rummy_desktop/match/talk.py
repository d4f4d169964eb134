"""Table Talk: every line of the game's log, and who may read it. No Qt.

The one rule of a shared table: a line is public (everyone reads it), or it belongs to one
seat, which reads its own words (``own``) where the others read the public words (``text``,
or nothing). A stock draw is "Ada drew from the stock" for the table and "You drew the 7♥"
for Ada; a hint is Ada's alone. Behind the pass screen nobody is looking, so only public
lines show (``visible_to(None)``).

>>> from rummy_desktop.engine import Card
>>> from rummy_desktop.engine import Drew
>>> talk = TableTalk(["Ann", "Ben"], [True, True])
>>> talk.record([Drew(0, Card(7, "H"), "stock")])
>>> talk.tell(0, "Hint: Discard the 7♥")
>>> talk.visible_to(0), talk.visible_to(1), talk.visible_to(None)
(['You drew the 7♥', 'Hint: Discard the 7♥'], ['Ann drew from the stock'], ['Ann drew from the stock'])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rummy_desktop.engine import (
    Bought,
    BuyDeclined,
    BuyOffered,
    Card,
    Discarded,
    Drew,
    Game,
    RoundEnded,
    RoundStarted,
    RuleSet,
)
from rummy_desktop.wording import EventWords, event_text


@dataclass(frozen=True)
class TalkLine:
    text: str | None  # what everyone reads; None: nobody but ``seat``
    seat: int | None = None  # the one seat that reads ``own`` instead
    own: str | None = None

    def read_by(self, viewer: int | None) -> str | None:
        """What ``viewer`` reads of this line (None: nothing); None is nobody in particular."""
        if self.seat is not None and viewer == self.seat and self.own is not None:
            return self.own
        return self.text


def _actor(event: object) -> int | None:
    """The seat an event is about: who moved, or who deals a new round."""
    if isinstance(event, RoundStarted):
        return event.dealer
    seat = getattr(event, "seat", None)
    return seat if isinstance(seat, int) else None


class TableTalk:
    """The game's lines in order. ``humans`` says which seats get private lines of their own."""

    def __init__(
        self, names: Sequence[str], humans: Sequence[bool], rules: RuleSet | None = None
    ) -> None:
        self.names = tuple(names)
        self.humans = tuple(humans)
        self.rules = rules
        self.lines: list[TalkLine] = []
        self._offered: Card | None = None  # the card up for buying, for "Ada passed on the 9♣"

    def say(self, text: str) -> None:
        """A public line."""
        self.lines.append(TalkLine(text))

    def tell(self, seat: int, text: str) -> None:
        """A line for ``seat`` alone (a hint, a note on its own move)."""
        self.lines.append(TalkLine(None, seat, text))

    def record(self, events: Iterable[object]) -> None:
        for event in events:
            line = self._line(event)
            if line is not None:
                self.lines.append(line)

    def visible_to(self, viewer: int | None) -> list[str]:
        """Every line ``viewer`` may read, oldest first."""
        return [t for t in (line.read_by(viewer) for line in self.lines) if t is not None]

    @classmethod
    def replayed(
        cls, game: Game, names: Sequence[str], humans: Sequence[bool], first: str
    ) -> TableTalk:
        """The talk of a game so far (after Open or resume), rebuilt by replaying its log."""
        talk = cls(names, humans, game.rules)
        talk.say(first)
        again = Game(game.rules, game.seed, game.ages)
        talk.record(again.opening_events)
        for action in game.log:
            talk.record(again.apply(action))
        return talk

    # ---- one event ---------------------------------------------------------------------

    def _line(self, event: object) -> TalkLine | None:
        if isinstance(event, BuyOffered):
            self._offered = event.card
        elif isinstance(event, Discarded | RoundEnded):
            self._offered = None
        if isinstance(event, BuyDeclined):
            return self._passed(event.seat)
        text = event_text(event, self.names, self.rules) or None
        seat = _actor(event)
        if seat is None or not self.humans[seat] or text is None:
            return TalkLine(text) if text else None
        return TalkLine(text, seat, self._own_words(event, seat))

    def _passed(self, seat: int) -> TalkLine:
        """A pass on the buy: "Ada passed on the 9♣", and "You passed on the 9♣" for Ada."""
        who = self.names[seat]
        if self._offered is None:
            text = EventWords.tr("{who} passed", who=who)
            own = EventWords.tr("You passed")
        else:
            card = self._offered.pretty
            text = EventWords.tr("{who} passed on the {card}", who=who, card=card)
            own = EventWords.tr("You passed on the {card}", card=card)
        return TalkLine(text, seat, own if self.humans[seat] else None)

    def _own_words(self, event: object, seat: int) -> str:
        """A person's own moves as they read them: "You discarded the K♠", and the hidden
        cards only they may know: "You drew the 7♥"."""
        if isinstance(event, Drew) and event.source == "stock":
            return EventWords.tr("You drew the {card}", card=event.card.pretty)
        if isinstance(event, Bought) and event.penalty:
            cards = event.penalty[0].pretty
            for more in event.penalty[1:]:
                #: Penalty cards a buyer drew: "the 4♣ and the 9♦" (after "You bought ... the").
                cards = EventWords.tr("{cards} and the {card}", cards=cards, card=more.pretty)
            if len(event.penalty) == 1:
                #: Said to the buyer alone, who sees the penalty card.
                return EventWords.tr(
                    "You bought the {card} and a penalty card, the {cards}",
                    card=event.card.pretty,
                    cards=cards,
                )
            #: Said to the buyer alone, who sees the penalty cards: "You bought the 7♥ and 2
            #: penalty cards, the 4♣ and the 9♦".
            return EventWords.tr(
                "You bought the {card} and %n penalty card(s), the {cards}",
                None,
                len(event.penalty),
                card=event.card.pretty,
                cards=cards,
            )
        return event_text(event, self.names, self.rules, you=seat)
