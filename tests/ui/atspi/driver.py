"""The game under the screen reader: a window on a real X display (Xvfb) with Qt's AT-SPI
bridge on, where one turn of Three Thirteen is played with key events: the arrows walk the
hand and Up visits a pile, D draws, X discards the focused card; the computers then play theirs.

Run by test_atspi.py as ``python driver.py``; prints one JSON line of what it did (the names
the table gave the focus, the lines announced) and exits.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repository, for tests.ui


def main() -> int:
    os.environ.setdefault("QT_LINUX_ACCESSIBILITY_ALWAYS_ON", "1")
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.tabletop.describe import card_in_view
    from rummy_desktop.ui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    window.set_speed(120, remember=False)
    seats = (Seat.of("You"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
    window.finish_startup(GameSetup("three-thirteen", seats, {}, 3))
    window.announcer.pace = (15, 250)  # quicker than speech: the test reads, nobody listens
    c = window.controller
    names: list[str] = []
    window.view.table.focusMoved.connect(lambda *_: names.append(window.view.accessibleName()))
    hands: list[list[str]] = []  # the player's hand, in its order, each time it changed
    hidden: set[str] = set()  # the words of every card the others held, unseen by the player

    def look() -> None:
        view = c.view()
        if view is None:
            return
        hand = [card_in_view(view, card) for card in window.scene.hand_order()]
        if not hands or hands[-1] != hand:
            hands.append(hand)
        for seat, held in enumerate(c.game._state.hands):
            if seat != view.seat:
                hidden.update(card_in_view(view, card) for card in held)

    window.view.table.focusMoved.connect(lambda *_: look())
    K = Qt.Key
    steps = [
        K.Key_Right,
        K.Key_Right,
        K.Key_Left,
        K.Key_Up,
        K.Key_Down,
        K.Key_D,
        K.Key_Right,
        K.Key_X,
    ]
    done: dict[str, object] = {}

    def wait_turn() -> None:
        busy = c.acting_human() is None or window.scene.is_animating()
        if busy or not window.isActiveWindow():
            QTimer.singleShot(100, wait_turn)
            return
        window.view.setFocus(Qt.FocusReason.TabFocusReason)
        QTimer.singleShot(800, next_key)

    def next_key() -> None:
        if not steps:
            done["moves"] = len(c.game.log)
            QTimer.singleShot(4000, finish)  # the computers' turns, and their news
            return
        key = steps.pop(0)
        if key == K.Key_X and (c.acting_human() is None or window.scene.is_animating()):
            steps.insert(0, key)  # the drawn card is still flying in
            QTimer.singleShot(100, next_key)
            return
        QTest.keyClick(window.view, key)
        QTimer.singleShot(600, next_key)

    def finish() -> None:
        if window.announcer.pending():
            QTimer.singleShot(200, finish)
            return
        done["names"] = names
        done["hands"] = hands
        done["hidden"] = sorted(hidden)
        done["said"] = window.announcer.said
        done["log"] = [type(a).__name__ for a in c.game.log]
        print("DRIVER " + json.dumps(done), flush=True)
        c.shutdown()
        window.setWindowModified(False)
        window.files.may_leave = lambda *_: True  # nothing to ask: the test is over
        app.quit()

    QTimer.singleShot(300, wait_turn)
    QTimer.singleShot(60000, app.quit)  # never hang the test run
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
