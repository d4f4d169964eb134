"""The engine's events drive the table: each card flies from where the event took it.

A model change comes with the card moves of the events that made it (``card_moves``); the
scene starts every card that appears at its move's source and sends every known card that
leaves sight to its move's target. Checked on real engine events, card by card.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from rummy_desktop.engine import Buy, DeclineBuy, DrawStock, LayOff, SwapWild
from rummy_desktop.engine import events as ev
from rummy_desktop.match.moves import CardMove, card_moves
from rummy_desktop.tabletop.model import from_view
from tests.engine.rig import PLAY, buy_table, hillbilly, rig

NAMES = ["You", "Ada", "Bruno", "Chloé"]


def _model(game, viewer=0):
    return from_view(
        game.view(viewer, with_legal_actions=False), NAMES, [True, False, False, False]
    )


def _moves(game, events, before, viewer=0):
    after = _model(game, viewer)
    melds = {m.meld_id: m.cards + m.extras for m in after.melds}
    return after, card_moves(events, viewer, melds, before.discard)


def _start(scene, key) -> QRectF:
    item = scene.items_by_key[key]
    return QRectF(item.pos(), item.card_rect().size())


def _dying_to(scene, item) -> QRectF:
    slot = scene.slots[item.key]
    return QRectF(slot.x, slot.y, slot.width, slot.width)


def _near(rect: QRectF, place: QRectF) -> bool:
    return place.adjusted(-2, -2, 2, 2).intersects(rect) and (
        place.adjusted(-rect.width(), -rect.height(), rect.width(), rect.height()).contains(
            rect.center()
        )
    )


def test_card_moves_of_every_kind_of_event():
    from rummy_desktop.engine import Card

    seven, king, queen, joker = Card(7, "H"), Card(13, "C"), Card(12, "D"), Card(0, "")
    events = [
        ev.Dealt(1, (queen,)),
        ev.UpcardTurned(seven),
        ev.Bought(2, seven, (queen,)),
        ev.Discarded(1, king),
        ev.LaidDown(1, (4,)),
        ev.LaidOff(2, queen, 4),
        ev.Swapped(2, king, joker, 4),
        ev.StockRefilled(3),
    ]
    moves = card_moves(events, viewer=2, melds={4: (king, joker)}, discard=(queen, king))
    assert moves == (
        CardMove(None, "stock", "seat:1"),  # dealt to another: a back
        CardMove(seven, "stock", "discard"),
        CardMove(seven, "discard", "seat:2"),
        CardMove(queen, "stock", "seat:2"),  # the viewer's own penalty card, face up
        CardMove(king, "seat:1", "discard"),
        CardMove(king, "seat:1", "meld:4"),
        CardMove(joker, "seat:1", "meld:4"),
        CardMove(queen, "seat:2", "meld:4"),
        CardMove(king, "seat:2", "meld:4"),
        CardMove(joker, "meld:4", "seat:2"),
        CardMove(queen, "discard", "stock"),  # the discards under the top become the stock
        CardMove(king, "discard", "stock"),
    )


def test_a_buy_sends_the_card_to_its_buyer_and_the_penalty_from_the_stock(table):
    scene, _view = table
    game = buy_table(4)
    game.apply(DrawStock(1))  # the K♣ goes up for buying; Bruno (seat 2) holds two kings
    scene.set_model(_model(game), animate=False)
    before = scene.model
    king = before.discard[-1]
    backs_before = {k for k in scene.items_by_key if isinstance(k, tuple) and k[:2] == ("seat", 2)}
    events = []
    while game.phase == "buy":
        seat = game.to_act()[0]
        events += game.apply(Buy(seat) if seat == 2 else DeclineBuy(seat))
    assert any(isinstance(e, ev.Bought) and e.seat == 2 for e in events)
    after, moves = _moves(game, events, before)
    leaving = scene.items_by_key[king]
    scene.set_animation_ms(5000)
    scene.set_model(after, moves=moves)
    seat2, stock = scene.pile_rect("seat:2"), scene.pile_rect("stock")
    assert _near(_dying_to(scene, leaving), seat2), "the K♣ flies to its buyer"
    new_backs = {
        k for k in scene.items_by_key if isinstance(k, tuple) and k[:2] == ("seat", 2)
    } - backs_before
    assert len(new_backs) == 2  # the bought card and one penalty card
    assert any(_near(_start(scene, k), stock) for k in new_backs), "the penalty card: stock"
    scene._finish_flights()
    assert king not in scene.items_by_key  # and vanishes there: the buyer's cards are backs


def test_an_opponents_lay_off_flies_from_their_seat_to_the_meld(table):
    scene, _view = table
    game = rig(
        hillbilly(4),
        round_no=2,
        hands=["2C 3C", "KS 9H", "4D 4C"],
        melds=[(1, "run", "5H 6H 7H 8H")],
        down=[1],
        turn=1,
        phase=PLAY,
    )
    before = _model(game)
    scene.set_model(before, animate=False)
    nine = next(c for c in game._state.hands[1] if c.code == "9H")
    events = game.apply(LayOff(1, nine, 0, "high"))
    after, moves = _moves(game, events, before)
    scene.set_animation_ms(5000)
    scene.set_model(after, moves=moves)
    assert _near(_start(scene, nine), scene.pile_rect("seat:1"))
    scene._finish_flights()
    assert scene.pile_rect("meld:0").contains(_start(scene, nine).center())


def test_a_swap_brings_the_natural_in_and_takes_the_wild_to_the_swapper(table):
    scene, _view = table
    game = rig(
        hillbilly(4),
        round_no=2,
        hands=["2C 3C", "KS QS", "6H KD"],
        melds=[(1, "run", "5H JK 7H 8H"), (1, "set", "QD QC QH")],
        down=[1, 2],
        turn=2,
        phase=PLAY,
    )
    before = _model(game)
    scene.set_model(before, animate=False)
    joker = game._state.melds[0].meld.cards[1]
    six = next(c for c in game._state.hands[2] if c.code == "6H")
    events = game.apply(SwapWild(2, six, 0, LayOff(2, joker, 1)))
    after, moves = _moves(game, events, before)
    scene.set_animation_ms(5000)
    scene.set_model(after, moves=moves)
    assert _near(_start(scene, six), scene.pile_rect("seat:2")), "the 6♥ comes from Bruno"
    scene._finish_flights()
    assert scene.pile_rect("meld:0").contains(_start(scene, six).center())
    assert scene.pile_rect("meld:1").contains(_start(scene, joker).center())  # laid off


def test_a_stock_refill_turns_the_discards_into_the_stock(table):
    scene, _view = table
    game = rig(hillbilly(3), hands=["2C 3C", "KS QS", "4D 5D"], discard="9S 9D 9C 9H", live=False)
    game._state.discard = game._state.stock + game._state.discard  # the stock ran out
    game._state.stock = []
    before = _model(game)
    scene.set_model(before, animate=False)
    shown = [c for c in before.discard[-5:-1]]  # the shown discards under the top one
    events = game.apply(DrawStock(0))
    assert any(isinstance(e, ev.StockRefilled) for e in events)
    after, moves = _moves(game, events, before)
    items = {c: scene.items_by_key[c] for c in shown}
    scene.set_animation_ms(5000)
    scene.set_model(after, moves=moves)
    stock = scene.pile_rect("stock")
    for card, item in items.items():
        assert _near(_dying_to(scene, item), stock), f"{card} goes to the stock"
