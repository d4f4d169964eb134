"""Start the game window: ``run(argv) -> exit status``.

The window is shown first and painted; the engine (pydantic) and the table are imported
just after, so the window appears fast. ``run(["FILE"])`` opens a saved game (a bad file shows
its one-line message and a new game is dealt); without one, an interrupted game found in the
autosave is offered for resuming. ``--selftest`` plays a round of each game with computer
seats through the real window and exits 0 when the scene always matched the engine.
"""

from __future__ import annotations

import os
import sys
from typing import Any

# The freedesktop application id (packaging/bundle_config.py APP_ID): Wayland compositors
# match the window to the installed .desktop entry by it, for its name and icon.
DESKTOP_ID = "io.github.rummy_desktop.RummyDesktop"


def _headless() -> bool:
    return sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def run(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    selftest = "--selftest" in args
    if selftest and _headless() and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()  # a test's, or none
    app = (
        existing
        if isinstance(existing, QApplication)
        else QApplication([sys.argv[0] if sys.argv else "rummy-desktop"])
    )
    app.setApplicationName("Rummy Desktop")
    app.setOrganizationName("Rummy Desktop")
    app.setApplicationDisplayName("Rummy Desktop")
    app.setDesktopFileName(DESKTOP_ID)
    from .resources import app_icon

    app.setWindowIcon(app_icon())
    from . import language

    language.start()  # before any window: its words are read as it is built

    if selftest:
        from rummy_desktop.ui.window.selftest import run_selftest

        return run_selftest()

    window = start_window(args, sound=True)
    # -- start-up benchmark hook (packaging, bench/startup.py): say when the window is shown,
    # then quit at once. Only active with RUMMY_DESKTOP_EXIT_AFTER_SHOW=1.
    if os.environ.get("RUMMY_DESKTOP_EXIT_AFTER_SHOW") == "1":
        import time

        print(f"rummy-desktop: window shown at {time.time():.6f}", flush=True)
        return 0
    # -- end of the start-up benchmark hook
    window.startup_timer.start(0)
    return app.exec()


def start_window(args: list[str], sound: bool = False) -> Any:
    """Show the game window (painted at once); its ``startup_timer`` (not started) then reads
    the settings and opens the save named in ``args``, or offers to resume, or deals.
    ``sound``: the window may play sounds (the real app; tests call this silent)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from rummy_desktop.ui.window.main_window import MainWindow

    files = [a for a in args if not a.startswith("-")]
    path = files[0] if files else None
    window = MainWindow(persist=True, sound=sound)
    app = QApplication.instance()
    if app is not None:  # macOS: a save double-clicked in the Finder comes as an event
        window.given.listen_to(app)
    window.show()
    QApplication.processEvents()  # paint the window before the slow imports
    timer = QTimer(window)  # not QTimer.singleShot(0, callable): see controller.py
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: window.finish_startup(path=path))
    window.startup_timer = timer
    return window
