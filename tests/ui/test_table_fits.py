"""Every seat, plate, pile and meld lies inside the visible table at every window size from
1024x700 to 3840x2160 and with 2 to 8 seats, checked by geometry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication

from rummy_desktop.match.seat import Seat
from rummy_desktop.match.setup import GameSetup

from .drive import close_window, open_window

SIZES = [
    (1024, 700),
    (1280, 800),
    (1366, 768),
    (1600, 1000),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
]
NAMES = ("Ada", "Bruno", "Chloé", "Dev", "Emma", "Farid", "Greta")


def _in_window(widget) -> QRect:
    top = widget.window()
    return QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())


def _visible_table(window) -> QRectF:
    view = window.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _problems(window) -> list[str]:
    scene, view = window.scene, window.view
    out = []
    table = _in_window(view.viewport())
    for other in (window.panel, window.score_dock):
        if other.isVisible() and table.intersects(_in_window(other)):
            out.append(f"the table runs under the {other.objectName() or type(other).__name__}")
    visible = _visible_table(window).adjusted(-0.5, -0.5, 0.5, 0.5)
    things = {f"card {k}": item for k, item in scene.items_by_key.items() if item.isVisible()}
    things |= {f"plate {seat}": plate for seat, plate in scene.dressing.plates.items()}
    things |= {f"meld {m}": frame for m, frame in scene.dressing.meld_frames.items()}
    things |= {f"fan {s}": fan for s, fan in scene.cards.fans.items()}
    things |= {"stock": scene.dressing.stock_marker, "discard": scene.dressing.discard_marker}
    if scene.dressing.stage_marker.isVisible():
        things["lay-down area"] = scene.dressing.stage_marker
    for name, item in things.items():
        rect = item.sceneBoundingRect() if not hasattr(item, "rect") else item.rect
        if not visible.contains(rect):
            out.append(f"{name} at {rect} is outside {visible}")
    for seat, plate in scene.dressing.plates.items():
        if not plate.fits():
            out.append(f"plate {seat} cuts its text: {plate.lines()}")
    return out


@pytest.mark.parametrize("seats", range(2, 9))
@pytest.mark.parametrize("variant", ["hillbilly", "three-thirteen"])
def test_every_seat_fits_at_every_size(qtbot, variant, seats):
    setup = GameSetup(
        variant,
        (Seat.of("You"),) + tuple(Seat.of(n, "simple") for n in NAMES[: seats - 1]),
        {},
        11,
    )
    window = open_window(qtbot, setup, size=SIZES[0])
    try:
        window.controller.shutdown()  # the deal is enough: the table stands still
        failures = {}
        for size in SIZES:
            window.resize(*size)
            QApplication.processEvents()
            assert (window.width(), window.height()) == size
            problems = _problems(window)
            if problems:
                failures[size] = problems[:3]
        assert not failures, failures
    finally:
        close_window(window)


# ---- cards readable, and the room used -----------------------------------------------------


def _hand_steps(scene) -> list[float]:
    row = scene.hand_order()
    xs = [scene.slots[c].x for c in row]
    return [b - a for a, b in zip(xs, xs[1:], strict=False)]


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000), (3840, 2160)])
def test_a_short_hand_spreads_out_and_a_long_one_still_fits(qtbot, size):
    from .drive import rig_hand, wait_for_my_turn

    window = open_window(
        qtbot,
        GameSetup("hillbilly", (Seat.of("You"), Seat.of("Ada", "simple")), {}, 3),
        size=size,
    )
    try:
        wait_for_my_turn(qtbot, window)
        window.controller.shutdown()
        rig_hand(window, "3H 7S 9D KC 2S")
        width = window.scene.unit
        assert min(_hand_steps(window.scene)) >= 0.85 * width  # barely overlapping
        rig_hand(window, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H")
        assert not _problems(window)
        assert min(_hand_steps(window.scene)) >= 0.25 * width  # squeezed, rank still shows
    finally:
        close_window(window)


def test_opponents_melds_are_readable_on_the_smallest_table(table):
    from .conftest import build_model, meld

    scene, view = table
    view.resize(584, 653)  # what 1024x700 leaves for the table
    melds = []
    for owner in range(1, 4):
        for k, text in enumerate(("3H 4H 5H 6H", "9S 9D 9C", "JC QC KC AC")):
            melds.append(meld(owner * 10 + k, owner, "run" if k != 1 else "set", text))
    scene.set_model(build_model(melds=tuple(melds), sizes=(10, 4, 4, 4), down=(1, 2, 3)))
    for m in melds:
        widths = [scene.slots[c].width for c in m.cards]
        xs = [scene.slots[c].x for c in m.cards]
        steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
        assert min(widths) >= 0.5 * scene.unit, (m.owner, widths)
        assert min(steps) >= 0.3 * widths[0], (m.owner, steps)


@pytest.mark.parametrize("size", [(584, 653), (1034, 753), (1354, 953), (2114, 1393)])
def test_staged_groups_and_their_notes_never_run_into_each_other(qtbot, table, size):
    from PySide6.QtGui import QFontMetricsF

    from rummy_desktop.ui.table.items import font

    from .conftest import build_model

    scene, view = table
    view.resize(*size)  # the table beside the panels at 1024x700 ... 2560x1440
    scene.set_model(build_model(hand="3H 4H 5H 9S 9D 9C KS QD 2C 7S 7D 7H"))
    row = scene.hand_order()
    for group in ([row[0]], row[1:3], row[3:6], row[6:10]):
        scene.set_arrangement(scene.hand.staged_into(group, None))
    notes = ["✗ 1 of 3 cards", "✗ 2 of 3 cards", "✗ not a meld", "✔ run"]
    scene.set_staged_status(notes)
    frames = scene.dressing.stage_frames
    assert len(frames) == 4
    area = scene.pile_rect("stage").adjusted(-1, -1, 1, 1)
    for i, frame in enumerate(frames):
        note = frame.note_rect()
        assert area.contains(frame.rect) and area.contains(note), i
        metrics = QFontMetricsF(font(frame.unit * 0.13, bold=True))
        assert metrics.horizontalAdvance(notes[i]) <= note.width(), f"note {i} is cut"
        assert metrics.height() <= note.height() + 0.5
        for j, other in enumerate(frames):
            if j != i:
                assert not note.intersects(other.rect) and not note.intersects(other.note_rect())
                assert not frame.rect.intersects(other.rect)
