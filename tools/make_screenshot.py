"""The screenshot the Linux software centres show (packaging/linux/*.metainfo.xml): the real
game window, a Hillbilly Rummy game some turns in with melds on the table, drawn offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/make_screenshot.py
    (writes resources/screenshots/table.png; run it again when the table's look changes)

The human seat's moves are a medium bot's choices, submitted through the window's controller
as the player's own would be; the deal is fixed, so the picture changes only with the code.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "resources" / "screenshots" / "table.png"
SIZE = (1280, 800)  # 16:10, the window's usual size; software centres scale it down


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # The player's own settings and saves stay untouched.
    os.environ["RUMMY_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="rummy-shot-")
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.ai import make_bot
    from rummy_desktop.match.seat import Seat
    from rummy_desktop.match.setup import GameSetup
    from rummy_desktop.ui.resources import app_icon
    from rummy_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    app.setApplicationName("Rummy Desktop")
    app.setWindowIcon(app_icon())
    seats = (Seat.of("You"), Seat.of("Ada", "medium"), Seat.of("Bruno", "medium"))
    setup = GameSetup("hillbilly", (*seats, Seat.of("Chloé", "medium")), {}, 11)
    window = MainWindow()
    window.resize(*SIZE)
    window.show()
    QTest.qWait(50)
    window.set_speed(0)
    window.finish_startup(setup)
    controller = window.controller
    helper = make_bot("medium", 5)
    for _ in range(4000):
        game = controller.game
        if controller.acting_human() == 0 and not window.scene.is_animating():
            if len(game.melds) >= 3 and game.phase == "draw":
                break
            controller.submit(helper.choose(game.view(0)))
        QTest.qWait(5)
    else:
        print("make_screenshot: the game never reached a table with melds", file=sys.stderr)
        return 1
    window.status_line.clear()
    QTest.qWait(100)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(OUT)):
        print(f"make_screenshot: could not write {OUT}", file=sys.stderr)
        return 1
    print(f"{OUT.relative_to(ROOT)}: {OUT.stat().st_size:,} bytes, {SIZE[0]}x{SIZE[1]}")
    controller.shutdown()
    window.setWindowModified(False)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
