"""Frames of the table's comforts (issue 22) for a person to look at: the deal card by card,
a card turning over, the card sizes and looks, the score chart.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/comfort_shots.py OUT_DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def deal_frames(out: Path, size=(1280, 800), seats: int = 4) -> None:
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.ui.window.main_window import MainWindow

    names = ("Ada", "Bruno", "Chloé", "Dev", "Emma", "Farid", "Greta")
    setup = GameSetup(
        "three-thirteen",
        (Seat.of("You"),) + tuple(Seat.of(n, "simple") for n in names[: seats - 1]),
        {},
        9,
    )
    w = MainWindow()
    w.resize(*size)
    w.show()
    QTest.qWait(50)
    w.set_speed(250)
    w.finish_startup(setup)
    QTest.qWait(20)
    for frame in range(12):
        w.grab().save(str(out / f"deal-{seats}seats-frame{frame:02d}.png"))
        if not w.scene.is_animating():
            break
        QTest.qWait(150 if seats < 8 else 400)
    w.controller.shutdown()
    w.setWindowModified(False)
    w.close()


def flip_frames(out: Path) -> None:
    """One card turning over, close up: the viewer draws from the stock at the slow speed."""
    from rummy_desktop.ui.window.main_window import MainWindow
    from tests.ui.drive import solo

    w = MainWindow()
    w.resize(1024, 700)
    w.show()
    QTest.qWait(50)
    w.set_speed(0)
    w.finish_startup(solo("three-thirteen", seed=9))
    c = w.controller
    for _ in range(400):
        if c.acting_human() == 0 and not w.scene.is_animating():
            break
        QTest.qWait(10)
    w.set_speed(500)
    c.draw_stock()
    drawn = c.game.hand(0)[-1]
    item = w.scene.card_items()[drawn]
    for frame in range(10):
        rect = item.sceneBoundingRect().adjusted(-60, -40, 60, 40)
        region = w.view.mapFromScene(rect).boundingRect()
        w.view.viewport().grab(region).save(str(out / f"flip-frame{frame:02d}.png"))
        QTest.qWait(55)
    c.shutdown()
    w.setWindowModified(False)
    w.close()


def guided_frames(out: Path, variant: str) -> None:
    """The welcome screen, then each step of the guided round as the player sees it."""
    import os
    import tempfile

    from tests.ui.test_full_round import gesture_for

    os.environ["RUMMY_DESKTOP_HOME"] = tempfile.mkdtemp()  # a first start: no settings
    from rummy_desktop.ui.window.main_window import MainWindow

    w = MainWindow(persist=True)
    w.resize(1024, 700)
    w.show()
    QTest.qWait(50)
    w.set_speed(0, remember=False)
    w.finish_startup()
    QTest.qWait(50)
    dialog = w.guide.dialog
    dialog.radios[variant].click()
    dialog.grab().save(str(out / f"guide-{variant}-welcome.png"))
    dialog.guided.click()
    c, guide = w.controller, w.guide
    for step in range(1, 20):
        for _ in range(1500):
            if guide.done or (c.acting_human() == 0 and not w.scene.is_animating()):
                break
            QTest.qWait(10)
        QTest.qWait(30)
        w.grab().save(str(out / f"guide-{variant}-step{step:02d}.png"))
        if guide.done:
            break
        gesture_for(w, guide.step.action)
    c.shutdown()
    w.setWindowModified(False)
    w.close()


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "shots")
    out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication([])
    deal_frames(out)
    deal_frames(out, (3840, 2160), 8)
    flip_frames(out)
    guided_frames(out, "hillbilly")
    guided_frames(out, "three-thirteen")
    print(f"frames in {out}")


if __name__ == "__main__":
    main()
