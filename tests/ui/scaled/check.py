"""Opens the window (and the New Game and Preferences dialogs) at the scale factor and font size
Qt was started with, and prints, as JSON, every control whose text does not fit its box.

Run by test_scaling.py: ``QT_SCALE_FACTOR=2 python check.py [POINT_SIZE] [SHOT.png]``.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))


def clipped(root) -> list[str]:
    from PySide6.QtWidgets import QAbstractButton, QCheckBox, QLabel, QRadioButton

    bad = []
    for w in root.findChildren(QAbstractButton) + root.findChildren(QLabel):
        if not w.isVisibleTo(root) or not w.text().strip():
            continue
        if isinstance(w, QLabel) and (w.wordWrap() or w.textFormat() == 1):  # wraps: fits
            continue
        hint = w.minimumSizeHint() if isinstance(w, QLabel) else w.sizeHint()
        size = w.size()
        if isinstance(w, QCheckBox | QRadioButton | QLabel):
            short = size.width() + 1 < hint.width() or size.height() + 1 < hint.height()
        else:
            fm = w.fontMetrics()
            text = w.text().replace("&", "")
            room = w.contentsRect().width()
            short = fm.horizontalAdvance(text) > room or size.height() + 1 < fm.height()
        if short:
            bad.append(
                f"{type(w).__name__} {w.text()!r}: {size.width()}x{size.height()} < "
                f"{hint.width()}x{hint.height()}"
            )
    return bad


def squeezed(root) -> list[str]:
    """The wrapping labels that were given less height than their text needs at their width
    (``clipped`` takes a wrapping label as fitting: its words can go to the next line, but
    the layout may still not give it that line)."""
    from PySide6.QtWidgets import QLabel

    bad = []
    for w in root.findChildren(QLabel):
        if not w.isVisibleTo(root) or not w.text().strip() or not w.wordWrap():
            continue
        needs = w.heightForWidth(w.width())
        if w.height() + 1 < needs:
            bad.append(f"QLabel {w.text()!r}: {w.width()}x{w.height()} < {w.width()}x{needs}")
    return bad


def main() -> int:
    from PySide6.QtGui import QFont
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.persistence.settings import Settings
    from rummy_desktop.ui.dialogs.new_game import NewGameDialog
    from rummy_desktop.ui.dialogs.preferences import PreferencesDialog
    from rummy_desktop.ui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    if len(sys.argv) > 1 and sys.argv[1] != "-":
        font = QFont(app.font())
        font.setPointSizeF(float(sys.argv[1]))  # the system's font size, as a desktop sets it
        app.setFont(font)
    window = MainWindow()
    window.resize(1024, 700)
    window.show()
    window.set_speed(0, remember=False)
    seats = (Seat.of("You"), Seat.of("Ada", "simple"), Seat.of("Bruno", "simple"))
    window.finish_startup(GameSetup("hillbilly", seats, {}, 13))
    c = window.controller
    for _ in range(300):
        QTest.qWait(20)
        if c.acting_human() == 0 and not window.scene.is_animating():
            break
    QTest.qWait(200)
    report = {
        "dpr": window.devicePixelRatioF(),
        "size": [window.width(), window.height()],
        "window": clipped(window),
        "plates": [],
    }
    for seat, plate in window.scene.dressing.plates.items():  # the table's own text: shrinks to fit
        name, detail = plate.lines()
        report["plates"].append([seat, name, detail])
    if len(sys.argv) > 2:
        window.grab().save(sys.argv[2])
    for make in (
        lambda: NewGameDialog(window, window.session.default_setup()),
        lambda: PreferencesDialog(Settings(), window),
    ):
        dialog = make()
        dialog.show()
        QTest.qWait(100)
        report[type(dialog).__name__] = clipped(dialog)
        dialog.reject()
    print("SCALE " + json.dumps(report), flush=True)
    c.shutdown()
    window.setWindowModified(False)
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
