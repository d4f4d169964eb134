"""The table's accessible objects (ui/table/accessible.py): the time to rebuild them.

    .venv/bin/python bench/table_objects.py [--runs N]

A real window plays Hillbilly Rummy with 7 computers (11 cards in hand, 8 seats); the outline
is rebuilt N times as it is after each move or arrow key while a screen reader listens (the
words of every card, pile, meld and seat, and the events of what changed), and once more
with a change each time (a card selected, then not). Without a reader a change only marks
the outline stale. Times are the main thread's CPU time, in milliseconds: mean, p95, max.
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

from dataclasses import replace  # noqa: E402

from PySide6.QtGui import QAccessible  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rummy_desktop.match.seat import Seat  # noqa: E402
from rummy_desktop.match.setup import GameSetup  # noqa: E402
from rummy_desktop.ui.window.main_window import MainWindow  # noqa: E402


def figures(name: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    print(f"{name:<44} mean {statistics.mean(ms):6.2f} ms  p95 {p95:6.2f} ms  max {ms[-1]:6.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.set_speed(0, remember=False)
    names = ("Ada", "Bruno", "Chloé", "Dev", "Emma", "Farid", "Greta")
    seats = (Seat.of("You"), *(Seat.of(n, "simple") for n in names))
    window.finish_startup(GameSetup("hillbilly", seats, {}, 7))
    c = window.controller
    while c.acting_human() is None:
        app.processEvents()
    outline, scene = window.view.outline, window.scene
    QAccessible.setActive(True)  # as when a screen reader listens: events are made and sent
    count = len([t for t in outline.current()])
    same, changed = [], []
    for i in range(args.runs):
        outline.stale = True
        start = time.thread_time()
        outline.refresh(tell=True)
        same.append(time.thread_time() - start)
        card = scene.hand.row[i % len(scene.hand.row)]
        scene.hand = replace(scene.hand, selection=(card,) if i % 2 == 0 else ())
        start = time.thread_time()
        outline.refresh(tell=True)
        changed.append(time.thread_time() - start)
    print(
        f"{count} top-level objects, {len(outline.things)} in all, {len(scene.hand.row)} cards in hand"
    )
    figures("rebuild, nothing changed", same)
    figures("rebuild, a card selected or not", changed)
    print(f"load average {os.getloadavg()[0]:.2f}")
    c.shutdown()
    window.setWindowModified(False)
    window.files.may_leave = lambda *_: True
    window.close()


if __name__ == "__main__":
    main()
