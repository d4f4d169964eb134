"""Table scene figures: frame render time, drag mouse-move handling, card pixmap cache.

    .venv/bin/python bench/ui.py                 # print the figures
    .venv/bin/python bench/ui.py --shots DIR     # also save screenshots of the table to DIR

The table: 8 seats of 16 cards and 10 melds (targets: a frame <= 8 ms, a mouse move <= 4 ms),
and the same 128 cards dealt card by card at 4K (each frame includes the animation's step),
timed two ways: the whole table rendered into an image (every pixel, the worst case) and the
view's own repaint of what changed, as a player's screen does it.
Times are the main thread's CPU time (time.thread_time), so a busy shared machine inflates them
less than wall-clock time would; the load average is printed alongside.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QImage, QMouseEvent, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rummy_desktop.engine import Card, parse_cards
from rummy_desktop.tabletop.model import MeldInfo, SeatInfo, TableModel  # noqa: E402
from rummy_desktop.ui.table.card_art import CardArt, face_key  # noqa: E402
from rummy_desktop.ui.table.scene import TableScene  # noqa: E402
from rummy_desktop.ui.table.view import TableView  # noqa: E402

NAMES = ["You", "Ada", "Bert", "Cleo", "Dora", "Ezra", "Fay", "Gus"]


def big_table(wild_label: bool = True) -> TableModel:
    """8 seats of 16 cards, 10 melds (two with a joker), a discard pile, the viewer not down."""
    hand = tuple(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H"))
    melds = []
    for i in range(10):
        suit = "DC"[i % 2]
        start = 2 + (i // 2) * 2
        cards = tuple(Card(r, suit, 1 + i) for r in range(start, start + 4))  # no card twice
        wilds = ()
        if wild_label and i < 2:
            cards = (*cards[:2], Card(0, "", i), *cards[3:])
            wilds = ((cards[2], f"{start + 2}{'♦♣'[i % 2]}"),)
        melds.append(MeldInfo(i, 1 + i % 7, "run", cards, wilds))
    seats = tuple(
        SeatInfo(s, NAMES[s], s == 0, hand if s == 0 else None, 16, 20 * s, 2, s > 0, s == 3)
        for s in range(8)
    )
    return TableModel(
        variant="hillbilly",
        viewer=0,
        seats=seats,
        stock_size=31,
        discard=tuple(parse_cards("8H 9H 10H JH QH")),
        discard_live=True,
        melds=tuple(melds),
        round_no=6,
        headline="Round 6: a set of four and a run of seven",
        wild_rank=None,
        turn=3,
    )


def figures(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (
        f"mean {statistics.fmean(samples):6.2f} ms  p95 {p95:6.2f} ms  max {max(samples):6.2f} ms"
    )


def bench_frames(scene: TableScene, width: int, height: int, frames: int = 150) -> str:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, width, height)
    times = []
    for i in range(frames + 5):
        start = time.thread_time()
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, target, scene.sceneRect())
        painter.end()
        if i >= 5:  # the first frames fill the pixmap caches
            times.append((time.thread_time() - start) * 1000)
    return figures(times)


def _mouse(view: TableView, kind: QEvent.Type, point: QPointF, buttons) -> None:
    local = QPointF(view.mapFromScene(point))
    event = QMouseEvent(
        kind, local, local, Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(view.viewport(), event)


def bench_drag(app: QApplication, scene: TableScene, view: TableView, moves: int = 300) -> str:
    def judge(gesture) -> str | None:
        # Stands in for Game.check (a deep copy and a trial apply): about half a millisecond.
        end = time.thread_time() + 0.0005
        while time.thread_time() < end:
            pass
        return "9♠ does not fit this meld" if gesture.kind == "lay_off" else None

    scene.set_judge(judge)
    card = scene.hand_order()[5]
    item = scene.card_items()[card]
    start = item.mapToScene(QPointF(item.width * 0.15, item.height * 0.3))
    left = Qt.MouseButton.LeftButton
    _mouse(view, QEvent.Type.MouseButtonPress, start, left)
    rect = scene.sceneRect()
    times = []
    for i in range(moves):
        # Sweep over the whole table: melds, piles, the stage and the hand all get hovered.
        t = i / moves
        x = rect.width() * (0.05 + 0.9 * ((t * 7) % 1.0))
        y = rect.height() * (0.1 + 0.8 * t)
        begin = time.thread_time()
        _mouse(view, QEvent.Type.MouseMove, QPointF(x, y), left)
        times.append((time.thread_time() - begin) * 1000)
        if i % 10 == 0:
            app.processEvents()  # let the view repaint, as the event loop would
    dragging = scene.drag._dragging
    _mouse(view, QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton)
    return figures(times) + ("" if dragging else "  (NOT DRAGGING: figures invalid)")


def deal_moves(model: TableModel) -> tuple:
    """The moves of dealing ``model``'s hands card by card from the stock (as a deal's events
    make them: match/moves.py)."""
    from rummy_desktop.match.moves import CardMove, deal_order

    moves, per_seat = [], []
    for info in model.seats:
        per_seat.append([])
        cards = info.hand if info.hand is not None else (None,) * info.hand_size
        for card in cards:
            per_seat[-1].append(len(moves))
            moves.append(CardMove(card, "stock", f"seat:{info.seat}"))
    for turn, index in enumerate(deal_order(per_seat)):
        moves[index] = CardMove(moves[index].card, "stock", moves[index].target, deal=turn)
    return tuple(moves)


def _dealing(app: QApplication, width: int, height: int):
    """A shown view at the start of dealing all 8 x 16 cards (the longest flight); returns the
    scene, the view and the deal's animation."""
    from dataclasses import replace

    full = big_table()
    empty = replace(
        full,
        seats=tuple(
            replace(s, hand=() if s.hand is not None else None, hand_size=0) for s in full.seats
        ),
    )
    scene = TableScene()
    view = TableView(scene)
    view.resize(width, height)
    view.show()
    app.processEvents()
    scene.set_animation_ms(0)
    scene.set_model(empty)
    scene.set_animation_ms(250)
    scene.set_model(full, animate=True, moves=deal_moves(full))
    return scene, view, scene.cards._anim


def bench_deal(app: QApplication, width: int, height: int, frames: int = 120) -> tuple[str, str]:
    """Whole-table frames (the scene rendered into a 4K image, the worst case: every pixel
    again) and hovering mouse-moves while all 8 x 16 cards are dealt."""
    scene, view, anim = _dealing(app, width, height)
    duration = anim.duration()
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, width, height)
    frame_times, move_times = [], []
    rect = scene.sceneRect()
    for i in range(frames):
        begin = time.thread_time()
        anim.setCurrentTime(round(duration * i / frames))  # the animation's own step
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, target, scene.sceneRect())
        painter.end()
        frame_times.append((time.thread_time() - begin) * 1000)
        x = rect.width() * (0.1 + 0.8 * (i % 17) / 17)
        y = rect.height() * (0.55 + 0.4 * (i % 5) / 5)  # over the hand and the piles
        begin = time.thread_time()
        _mouse(view, QEvent.Type.MouseMove, QPointF(x, y), Qt.MouseButton.NoButton)
        move_times.append((time.thread_time() - begin) * 1000)
    flying = scene.cards.dealing()
    view.close()
    note = "" if flying else "  (THE DEAL HAD LANDED: figures invalid)"
    return figures(frame_times[5:]) + note, figures(move_times[5:]) + note


class _PaintedArea(QObject):
    """Adds up the share of the viewport each paint event covers."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.shares: list[float] = []
        self.whole = width * height

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Paint:
            area = sum(r.width() * r.height() for r in event.region())  # type: ignore[attr-defined]
            self.shares.append(area / self.whole)
        return False


def bench_deal_repaint(app: QApplication, width: int, height: int, frames: int = 120) -> str:
    """What the player's screen costs while the cards are dealt: the animation's step, then the
    view's own repaint of what changed (QGraphicsView's smart update, as the event loop does it),
    on the offscreen platform's backing store."""
    scene, view, anim = _dealing(app, width, height)
    painted = _PaintedArea(width, height)
    view.viewport().installEventFilter(painted)
    app.processEvents()
    duration = anim.duration()
    times = []
    for i in range(frames):
        begin = time.thread_time()
        anim.setCurrentTime(round(duration * i / frames))
        app.processEvents()  # delivers the paint event of the changed region
        times.append((time.thread_time() - begin) * 1000)
    flying = scene.cards.dealing()
    view.viewport().removeEventFilter(painted)
    view.close()
    note = "" if flying else "  (THE DEAL HAD LANDED: figures invalid)"
    share = statistics.fmean(painted.shares[5:]) if len(painted.shares) > 5 else 0.0
    return f"{figures(times[5:])}  ({share:.0%} of the view repainted a frame){note}"


def bench_cache(width: int = 110) -> str:
    keys = [face_key(Card(r, s)) for s in "SHDC" for r in range(1, 14)]
    keys += ["joker_red", "joker_black", "back"]
    begin = time.thread_time()
    art = CardArt()  # includes parsing the SVG
    for key in keys:
        art.pixmap(key, width)
    cold = (time.thread_time() - begin) * 1000
    begin = time.thread_time()
    for _ in range(20):
        for key in keys:
            art.pixmap(key, width)
    warm = (time.thread_time() - begin) * 1000 / 20
    return (
        f"{len(keys)} cards at {width}px: cold {cold:7.1f} ms ({cold / len(keys):.2f} ms/card), "
        f"warm {warm:.3f} ms ({warm * 1000 / len(keys):.1f} us/card)"
    )


def save_shots(app: QApplication, folder: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))
    from conftest import build_model, meld  # the tests' model builders

    folder.mkdir(parents=True, exist_ok=True)
    run = meld(2, 1, "run", "5C 6C JK 8C", {"JK": "7♣"})
    queens = meld(3, 2, "set", "QH QS QC")
    mine = [meld(1, 0, "set", "10S 10D JKb", {"JKb": "10"}), meld(5, 0, "run", "6S 7S 8S 9Sb")]
    moments = {
        "hillbilly-4-staging": (1024, 700, build_model(melds=(run, queens), down=(1,))),
        "hillbilly-4-down": (
            1280,
            800,
            build_model(hand="3H 4H 9S 9D KS", melds=(run, queens, *mine), down=(0, 1), turn=2),
        ),
        "hillbilly-8-small": (1024, 700, big_table()),
        "hillbilly-8-4k": (3840, 2160, big_table()),
        "three-thirteen-3": (
            1280,
            800,
            build_model(
                hand="7H 8H 9H 7C 7D QS KD 2C",
                seats=3,
                variant="three-thirteen",
                wild_rank=7,
                discard="4S",
                live=False,
                sizes=[8, 8, 8],
            ),
        ),
        "privacy": (1024, 700, build_model(viewer=None, melds=(run,))),
    }
    for name, (w, h, model) in moments.items():
        scene = TableScene()
        scene.set_animation_ms(0)
        view = TableView(scene)
        view.resize(w, h)
        view.show()
        scene.set_model(model)
        if name == "hillbilly-4-staging":
            group = [c for c in scene.hand_order() if c.code in ("3H", "4H", "5H")]
            scene.act(scene.reader.candidates("hand", tuple(group), _stage(scene), None)[0])
            scene.set_staged_status(["✔ run"])
        app.processEvents()
        view.grab().save(str(folder / f"{name}.png"))
        print(f"shot: {folder / (name + '.png')}")


def _stage(scene: TableScene):
    return next(t for t in scene.plan.targets if t.kind == "stage" and t.key is None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=Path, help="save table screenshots to this folder")
    parser.add_argument(
        "--looks",
        action="store_true",
        help="also time the four-colour deck, large index and high-contrast table (issue 23)",
    )
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    print(f"ui: load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores (CPU-time figures)")
    print(f"ui: card pixmap cache        {bench_cache()}")
    for width, height in ((1280, 800), (1920, 1080), (3840, 2160)):
        scene = TableScene()
        scene.set_animation_ms(0)
        view = TableView(scene)
        view.resize(width, height)
        view.show()
        scene.set_model(big_table())
        print(f"ui: frame {width}x{height:<5}     {bench_frames(scene, width, height)}")
        if width == 1920:
            print(f"ui: drag mouse-move {width}x{height} {bench_drag(app, scene, view)}")
        view.close()
    frame, hover = bench_deal(app, 3840, 2160)
    print(f"ui: dealing 8x16 3840x2160  frame {frame}")
    print(f"ui: dealing 8x16 3840x2160  mouse-move {hover}")
    print(f"ui: dealing 8x16 3840x2160  view repaint {bench_deal_repaint(app, 3840, 2160)}")
    if args.looks:
        bench_looks()
    if args.shots:
        save_shots(app, args.shots)
    return 0


def bench_looks(width: int = 1920, height: int = 1080) -> None:
    """Each look against the plain table in the same run: the cold pixmap cache (the SVG
    recoloured and parsed again for the four-colour deck) and a frame once cached."""
    from rummy_desktop.ui.table import contrast
    from rummy_desktop.ui.table.deck_style import DeckStyle

    looks = {
        "plain": (False, False, False),
        "four-colour": (True, False, False),
        "large index": (False, True, False),
        "high contrast": (False, False, True),
        "all three": (True, True, True),
    }
    for name, (four, large, high) in looks.items():
        keys = [face_key(Card(r, s)) for s in "SHDC" for r in range(1, 14)]
        begin = time.thread_time()
        art = CardArt()
        art.style = DeckStyle(four, large)
        for key in keys:
            art.pixmap(key, 110)
        cold = (time.thread_time() - begin) * 1000
        scene = TableScene(art=art)
        scene.set_animation_ms(0)
        view = TableView(scene)
        view.resize(width, height)
        view.show()
        scene.set_model(big_table())
        scene.set_looks(four, large, high)
        print(
            f"ui: looks {name:<14} cold cache {cold:7.1f} ms; frame {bench_frames(scene, width, height)}"
        )
        view.close()
    contrast.set_high(False)


if __name__ == "__main__":
    raise SystemExit(main())
